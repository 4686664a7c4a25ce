package apply

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/writing"
	"github.com/careerkit/careerkit/workers/apply/applytest"
)

// taskBundle is a Handler on its own database with an account, a resume and
// jobs pointing at the fixture site.
type taskBundle struct {
	h       *Handler
	pool    *pgxpool.Pool
	st      *store.Store
	site    *applytest.Server
	account *store.Account
	resume  string
}

func setupTask(t *testing.T) *taskBundle {
	t.Helper()
	site, shared := fixture(t)
	ctx := context.Background()
	pool := dbtest.NewPool(t)
	st := store.New(pool)
	blobs := blob.NewPostgres(pool)
	acct, err := st.AccountCreate(ctx, store.AccountCreateParams{Email: "owner@example.com"})
	require.NoError(t, err)
	input, _ := json.Marshal(ada().Resume)
	id := strings.Repeat("ab", 32)
	sum := sha256.Sum256(fakePDF)
	require.NoError(t, blobs.Put(ctx, resume.BlobKey(id), "application/pdf", fakePDF))
	require.NoError(t, st.ResumeInsert(ctx, &store.Resume{ID: id, AccountID: acct.ID, Filename: "Ada_King_Lovelace_Resume.pdf",
		SizeBytes: len(fakePDF), SHA256: sum[:], Template: "classic", Paper: "letter", ATSScore: 80, Analysis: json.RawMessage(`{}`),
		Input: input, ExpiresAt: time.Now().Add(time.Hour)}))
	w, err := writing.New()
	require.NoError(t, err)
	a := &Applier{Browser: shared.Browser, PageTimeout: shared.PageTimeout, Logger: quietLog()}
	return &taskBundle{h: &Handler{store: st, blobs: blobs, applier: a, writer: w, log: quietLog()},
		pool: pool, st: st, site: site, account: acct, resume: id}
}

// application indexes a greenhouse job at the fixture site and records a
// queued application to it.
func (b *taskBundle) application(t *testing.T, job string) *store.Application {
	t.Helper()
	ctx := context.Background()
	url := b.site.URL(applytest.Greenhouse, job)
	_, err := b.st.JobImport(ctx, []model.Job{{ID: "greenhouse-" + job, Board: "greenhouse", BoardJobID: job,
		SourceKey: "greenhouse:acme", Title: "Senior Backend Engineer", Company: "Acme", Location: "Remote",
		JobType: model.JobTypeFullTime, DescriptionText: "We need Go, Kubernetes and PostgreSQL.", ApplyURL: url,
		PostedAt: time.Now().Add(-time.Hour), DedupeKey: "acme|backend|" + job}}, time.Now())
	require.NoError(t, err)
	answers, _ := json.Marshal(ada().Answers)
	h := sha256.Sum256([]byte(job))
	app, err := b.st.ApplicationCreate(ctx, store.ApplicationCreateParams{AccountID: b.account.ID, JobID: "greenhouse-" + job,
		Board: "greenhouse", Company: "Acme", JobTitle: "Senior Backend Engineer", ApplyURL: url, ResumeID: b.resume,
		UserEmail: "ada@example.com", CoverLetterWanted: true, Answers: answers, RequestHash: h[:]})
	require.NoError(t, err)
	return app
}

func task(t *testing.T, app *store.Application) *asynq.Task {
	t.Helper()
	tk, err := queue.NewApplySubmit(queue.NamesFor("t"), app.ID, app.Round)
	require.NoError(t, err)
	return tk
}

func TestSubmitTaskRecordsEverything(t *testing.T) {
	t.Parallel()
	b := setupTask(t)
	app := b.application(t, "8101")
	require.NoError(t, b.h.ProcessTask(ctxFor(t), task(t, app)))

	got, err := b.st.ApplicationGetByID(context.Background(), app.ID)
	require.NoError(t, err)
	require.Equal(t, store.ApplicationSubmitted, got.Status, got.Message)
	require.NotNil(t, got.SubmittedAt)
	require.Equal(t, "file", got.CoverLetterAs)
	words := len(strings.Fields(got.CoverLetter))
	require.True(t, words >= writing.MinLetterWords && words <= writing.MaxLetterWords, "cover letter of %d words", words)
	require.Contains(t, got.CoverLetter, "Acme")

	var qs []Question
	require.NoError(t, json.Unmarshal(got.Questions, &qs))
	require.NotEmpty(t, qs)
	evs, err := b.st.ApplicationEvents(context.Background(), app.ID)
	require.NoError(t, err)
	var statuses []string
	for _, e := range evs {
		statuses = append(statuses, e.Status)
	}
	require.Equal(t, []string{"queued", "submitting", "submitting", "submitted"}, statuses)

	subs := b.site.Submissions(applytest.Greenhouse, "8101")
	require.Len(t, subs, 1)
	require.True(t, bytes.HasPrefix(subs[0].Files["cover_letter"].Data, []byte("%PDF-")))

	require.NoError(t, b.h.ProcessTask(ctxFor(t), task(t, app)), "a duplicate delivery is a no-op")
	require.Len(t, b.site.Submissions(applytest.Greenhouse, "8101"), 1)
}

// TestCrashBetweenPressAndRecord kills the attempt right after submit was
// pressed, before the outcome is written (as a worker killed there would), then
// runs the retry Asynq would run: it must not press again.
func TestCrashBetweenPressAndRecord(t *testing.T) {
	t.Parallel()
	b := setupTask(t)
	app := b.application(t, "8102")
	crashing := *b.h
	crashApplier := *b.h.applier
	crashApplier.afterPress = func() {
		// Die once the site has the application, before the worker records it.
		for i := 0; i < 200 && len(b.site.Submissions(applytest.Greenhouse, "8102")) == 0; i++ {
			time.Sleep(25 * time.Millisecond)
		}
		panic("worker killed")
	}
	crashing.applier = &crashApplier
	require.PanicsWithValue(t, "worker killed", func() { _ = crashing.ProcessTask(ctxFor(t), task(t, app)) })

	mid, err := b.st.ApplicationGetByID(context.Background(), app.ID)
	require.NoError(t, err)
	require.Equal(t, store.ApplicationSubmitting, mid.Status)
	require.NotNil(t, mid.SubmitStartedAt, "the press was recorded before it happened")
	require.Nil(t, mid.SubmittedAt)
	require.Len(t, b.site.Submissions(applytest.Greenhouse, "8102"), 1, "the press reached the site")

	require.NoError(t, b.h.ProcessTask(ctxFor(t), task(t, app)))
	got, err := b.st.ApplicationGetByID(context.Background(), app.ID)
	require.NoError(t, err)
	require.Equal(t, store.ApplicationFailed, got.Status)
	require.Equal(t, ReasonOutcomeUncertain, got.Reason)
	require.Contains(t, got.Message, "will not be sent again")
	time.Sleep(300 * time.Millisecond)
	require.Len(t, b.site.Submissions(applytest.Greenhouse, "8102"), 1, "never submitted twice")
	require.Equal(t, int64(1), int64(got.Attempts), "the retry did not even start an attempt")
}

func TestJobClosedBeforeTheWorkerRuns(t *testing.T) {
	t.Parallel()
	b := setupTask(t)
	app := b.application(t, "8103")
	_, err := b.st.JobSync(context.Background(), "greenhouse:acme", nil, time.Now().Add(time.Minute))
	require.NoError(t, err)
	require.NoError(t, b.h.ProcessTask(ctxFor(t), task(t, app)))
	got, err := b.st.ApplicationGetByID(context.Background(), app.ID)
	require.NoError(t, err)
	require.Equal(t, store.ApplicationFailed, got.Status)
	require.Equal(t, ReasonJobClosed, got.Reason)
	require.Empty(t, b.site.Submissions(applytest.Greenhouse, "8103"))
}

func TestStaleRoundIsIgnored(t *testing.T) {
	t.Parallel()
	b := setupTask(t)
	app := b.application(t, "8104")
	stale := *app
	stale.Round = 7
	require.NoError(t, b.h.ProcessTask(ctxFor(t), task(t, &stale)))
	got, err := b.st.ApplicationGetByID(context.Background(), app.ID)
	require.NoError(t, err)
	require.Equal(t, store.ApplicationQueued, got.Status)
	require.Zero(t, got.Attempts)
}

// enqueueFunc is a fake Asynq client.
type enqueueFunc func(ctx context.Context, task *asynq.Task, opts ...asynq.Option) (*asynq.TaskInfo, error)

func (f enqueueFunc) EnqueueContext(ctx context.Context, task *asynq.Task, opts ...asynq.Option) (*asynq.TaskInfo, error) {
	return f(ctx, task, opts...)
}

func TestSweepFindsLostWork(t *testing.T) {
	t.Parallel()
	b := setupTask(t)
	ctx := context.Background()
	lost := b.application(t, "8201")
	pressed := b.application(t, "8202")
	fresh := b.application(t, "8203")
	_, err := b.st.ApplicationStart(ctx, pressed.ID, 1, "")
	require.NoError(t, err)
	_, err = b.st.ApplicationClaimSubmit(ctx, pressed.ID, 1)
	require.NoError(t, err)
	_, err = b.pool.Exec(ctx, "UPDATE applications SET updated_at = now() - interval '20 minutes' WHERE id = ANY($1)",
		[]string{lost.ID, pressed.ID})
	require.NoError(t, err)

	var ids []string
	enq := enqueueFunc(func(_ context.Context, task *asynq.Task, _ ...asynq.Option) (*asynq.TaskInfo, error) {
		var p queue.ApplySubmitPayload
		require.NoError(t, json.Unmarshal(task.Payload(), &p))
		ids = append(ids, p.ApplicationID)
		return nil, asynq.ErrTaskIDConflict
	})
	b.h.sweepOnce(ctx, enq, queue.NamesFor("t"))
	require.Equal(t, []string{lost.ID}, ids, "only the stale queued application is queued again")
	got, err := b.st.ApplicationGetByID(ctx, pressed.ID)
	require.NoError(t, err)
	require.Equal(t, store.ApplicationFailed, got.Status)
	require.Equal(t, ReasonOutcomeUncertain, got.Reason)
	got, err = b.st.ApplicationGetByID(ctx, fresh.ID)
	require.NoError(t, err)
	require.Equal(t, store.ApplicationQueued, got.Status)
}
