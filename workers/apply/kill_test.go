package apply

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/servicetest"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/workers/apply/applytest"
	"github.com/careerkit/careerkit/workers/workertest"
)

// TestWorkerProcessKilledAfterPress runs the real worker binary, SIGKILLs it
// once the site has received the application but before the worker could
// record the answer, and starts a fresh worker. Asynq hands the orphaned task
// to it once the dead worker's lease expires (about a minute): the new worker
// must not press again, and must say the outcome is uncertain.
func TestWorkerProcessKilledAfterPress(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs worker processes with Chromium for about a minute; skipped under -short")
	}
	site := applytest.New()
	t.Cleanup(site.Close)
	site.SetSubmitDelay(2 * time.Minute) // the site takes the POST and never answers in time

	ctx := context.Background()
	dbURL := dbtest.NewURL(t)
	pool, err := db.Open(ctx, dbURL)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	st := store.New(pool)
	ns := fmt.Sprintf("applykill%d", time.Now().UnixNano())
	redisURL := servicetest.RedisURL()
	start := func() *exec.Cmd {
		return workertest.Start(t, "NAMESPACE="+ns, "DATABASE_URL="+dbURL,
			"APPLY_ALLOWED_HOSTS="+site.Host(), "APPLY_PAGE_TIMEOUT=90s").Cmd
	}

	acct, err := st.AccountCreate(ctx, store.AccountCreateParams{Email: "kill@example.com"})
	require.NoError(t, err)
	resumeID := strings.Repeat("cd", 32)
	input, _ := json.Marshal(ada().Resume)
	sum := sha256.Sum256(fakePDF)
	require.NoError(t, blob.NewPostgres(pool).Put(ctx, resume.BlobKey(resumeID), "application/pdf", fakePDF))
	require.NoError(t, st.ResumeInsert(ctx, &store.Resume{ID: resumeID, AccountID: acct.ID, Filename: "Ada_Resume.pdf",
		SizeBytes: len(fakePDF), SHA256: sum[:], Template: "classic", Paper: "letter", Analysis: json.RawMessage(`{}`),
		Input: input, ExpiresAt: time.Now().Add(time.Hour)}))
	url := site.URL(applytest.Greenhouse, "kill-1")
	_, err = st.JobImport(ctx, []model.Job{{ID: "greenhouse-kill-1", Board: "greenhouse", BoardJobID: "kill-1",
		SourceKey: "greenhouse:acme", Title: "Engineer", Company: "Acme", Location: "Remote", JobType: model.JobTypeFullTime,
		ApplyURL: url, PostedAt: time.Now(), DedupeKey: "acme|kill-1"}}, time.Now())
	require.NoError(t, err)
	answers, _ := json.Marshal(ada().Answers)
	h := sha256.Sum256([]byte("kill"))
	app, err := st.ApplicationCreate(ctx, store.ApplicationCreateParams{AccountID: acct.ID, JobID: "greenhouse-kill-1",
		Board: "greenhouse", Company: "Acme", JobTitle: "Engineer", ApplyURL: url, ResumeID: resumeID,
		UserEmail: "ada@example.com", Answers: answers, RequestHash: h[:]})
	require.NoError(t, err)

	victim := start()
	rdb, err := queue.NewRedis(ctx, redisURL)
	require.NoError(t, err)
	t.Cleanup(func() { _ = rdb.Close() })
	client := asynq.NewClientFromRedisClient(rdb)
	task, err := queue.NewApplySubmit(queue.NamesFor(ns), app.ID, app.Round)
	require.NoError(t, err)
	_, err = client.Enqueue(task)
	require.NoError(t, err)

	require.Eventually(t, func() bool { return len(site.Submissions(applytest.Greenhouse, "kill-1")) == 1 },
		90*time.Second, 100*time.Millisecond, "the worker never pressed submit")
	require.NoError(t, victim.Process.Signal(syscall.SIGKILL))
	mid, err := st.ApplicationGetByID(ctx, app.ID)
	require.NoError(t, err)
	require.Equal(t, store.ApplicationSubmitting, mid.Status)
	require.NotNil(t, mid.SubmitStartedAt)

	start()
	require.Eventually(t, func() bool {
		a, err := st.ApplicationGetByID(ctx, app.ID)
		return err == nil && a.Status == store.ApplicationFailed
	}, 150*time.Second, 500*time.Millisecond, "the orphaned task was never retried")
	got, err := st.ApplicationGetByID(ctx, app.ID)
	require.NoError(t, err)
	require.Equal(t, ReasonOutcomeUncertain, got.Reason, got.Message)
	require.Len(t, site.Submissions(applytest.Greenhouse, "kill-1"), 1, "submitted exactly once")
}
