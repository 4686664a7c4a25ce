package store_test

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// appBundle is a store with one account and open jobs greenhouse-1..n at Acme.
type appBundle struct {
	*testBundle
	account *store.Account
}

func setupApplications(t *testing.T, jobs int) *appBundle {
	t.Helper()
	b := setup(t)
	acct, err := b.st.AccountCreate(b.ctx, store.AccountCreateParams{Email: "ada@example.com"})
	require.NoError(t, err)
	var js []model.Job
	for i := 1; i <= jobs; i++ {
		js = append(js, newJob("greenhouse:acme", fmt.Sprint(i), fmt.Sprintf("Engineer %d", i), "Acme", "Remote"))
	}
	if len(js) > 0 {
		_, err = b.st.JobImport(b.ctx, js, t0)
		require.NoError(t, err)
	}
	return &appBundle{testBundle: b, account: acct}
}

func (b *appBundle) params(job string) store.ApplicationCreateParams {
	h := sha256.Sum256([]byte(job))
	return store.ApplicationCreateParams{AccountID: b.account.ID, JobID: job, Board: "greenhouse", Company: "Acme",
		JobTitle: "Engineer", ApplyURL: "https://jobs.example.com/" + job, ResumeID: fmt.Sprintf("%064x", 7),
		UserEmail: "ada@example.com", CoverLetterWanted: true, Answers: json.RawMessage(`{"phone":"+1 555"}`), RequestHash: h[:]}
}

func TestApplicationLifecycle(t *testing.T) {
	t.Parallel()
	b := setupApplications(t, 1)
	a, err := b.st.ApplicationCreate(b.ctx, b.params("greenhouse-1"))
	require.NoError(t, err)
	require.Regexp(t, `^ap_[0-9a-f]{32}$`, a.ID)
	require.Equal(t, store.ApplicationQueued, a.Status)
	require.Equal(t, 1, a.Round)
	require.JSONEq(t, `{"phone":"+1 555"}`, string(a.Answers))

	_, err = b.st.ApplicationCreate(b.ctx, b.params("greenhouse-1"))
	require.ErrorIs(t, err, store.ErrConflict, "one application per account and job")
	dry := b.params("greenhouse-1")
	dry.DryRun = true
	_, err = b.st.ApplicationCreate(b.ctx, dry)
	require.NoError(t, err, "a dry run is kept apart from the real application")

	a, err = b.st.ApplicationStart(b.ctx, a.ID, 1, "filling")
	require.NoError(t, err)
	require.Equal(t, store.ApplicationSubmitting, a.Status)
	require.Equal(t, 1, a.Attempts)
	_, err = b.st.ApplicationStart(b.ctx, a.ID, 2, "wrong round")
	require.ErrorIs(t, err, store.ErrConflict)

	claimed, err := b.st.ApplicationClaimSubmit(b.ctx, a.ID, 1)
	require.NoError(t, err)
	require.NotNil(t, claimed.SubmitStartedAt)
	_, err = b.st.ApplicationClaimSubmit(b.ctx, a.ID, 1)
	require.ErrorIs(t, err, store.ErrConflict, "submit is claimed once")
	_, err = b.st.ApplicationStart(b.ctx, a.ID, 1, "retry after a crash")
	require.ErrorIs(t, err, store.ErrConflict, "a pressed application is never started again")

	done, err := b.st.ApplicationFinish(b.ctx, a.ID, 1, store.ApplicationResult{Status: store.ApplicationSubmitted,
		Message: "confirmed", Questions: json.RawMessage(`[{"id":"email"}]`), CoverLetter: "Dear Acme", CoverLetterAs: "file"})
	require.NoError(t, err)
	require.Equal(t, store.ApplicationSubmitted, done.Status)
	require.NotNil(t, done.SubmittedAt)
	require.True(t, done.Terminal())
	require.Equal(t, "Dear Acme", done.CoverLetter)
	_, err = b.st.ApplicationFinish(b.ctx, a.ID, 1, store.ApplicationResult{Status: store.ApplicationFailed})
	require.ErrorIs(t, err, store.ErrConflict, "a finished round cannot finish twice")
	_, err = b.st.ApplicationRequeue(b.ctx, a.ID, 1, []string{store.ApplicationSubmitted}, store.ApplicationRequeueParams{RequestHash: a.RequestHash, ResumeID: a.ResumeID, UserEmail: a.UserEmail})
	require.ErrorIs(t, err, store.ErrConflict, "a pressed application is never re-queued")

	evs, err := b.st.ApplicationEvents(b.ctx, a.ID)
	require.NoError(t, err)
	var statuses []string
	for i, e := range evs {
		statuses = append(statuses, e.Status)
		if i > 0 {
			require.False(t, e.At.Before(evs[i-1].At))
		}
	}
	require.Equal(t, []string{"queued", "submitting", "submitting", "submitted"}, statuses)
	require.Equal(t, "pressing submit", evs[2].Message)

	_, err = b.st.ApplicationGetForAccount(b.ctx, "00000000-0000-0000-0000-000000000000", a.ID)
	require.ErrorIs(t, err, store.ErrNotFound, "another account's application does not exist for it")
	got, err := b.st.ApplicationGetByJob(b.ctx, b.account.ID, "greenhouse-1", false)
	require.NoError(t, err)
	require.Equal(t, a.ID, got.ID)
}

func TestApplicationRequeueAfterNeedsInput(t *testing.T) {
	t.Parallel()
	b := setupApplications(t, 1)
	a, err := b.st.ApplicationCreate(b.ctx, b.params("greenhouse-1"))
	require.NoError(t, err)
	_, err = b.st.ApplicationStart(b.ctx, a.ID, 1, "")
	require.NoError(t, err)
	_, err = b.st.ApplicationFinish(b.ctx, a.ID, 1, store.ApplicationResult{Status: store.ApplicationNeedsInput,
		Reason: "missing_answers", Questions: json.RawMessage(`[{"id":"question_1","problem":"required"}]`)})
	require.NoError(t, err)

	h := sha256.Sum256([]byte("with answers"))
	next, err := b.st.ApplicationRequeue(b.ctx, a.ID, 1, []string{store.ApplicationNeedsInput}, store.ApplicationRequeueParams{
		ResumeID: a.ResumeID, UserEmail: a.UserEmail, CoverLetterWanted: true,
		Answers: json.RawMessage(`{"questions":{"question_1":"yes"}}`), RequestHash: h[:]})
	require.NoError(t, err)
	require.Equal(t, 2, next.Round)
	require.Equal(t, store.ApplicationQueued, next.Status)
	require.Equal(t, h[:], next.RequestHash)
	_, err = b.st.ApplicationRequeue(b.ctx, a.ID, 1, []string{store.ApplicationNeedsInput}, store.ApplicationRequeueParams{RequestHash: h[:], ResumeID: a.ResumeID, UserEmail: a.UserEmail})
	require.ErrorIs(t, err, store.ErrConflict, "the old round cannot be re-queued twice")
	_, err = b.st.ApplicationStart(b.ctx, a.ID, 1, "stale task")
	require.ErrorIs(t, err, store.ErrConflict)
	_, err = b.st.ApplicationStart(b.ctx, a.ID, 2, "")
	require.NoError(t, err)
}

func TestApplicationIdempotencyKey(t *testing.T) {
	t.Parallel()
	b := setupApplications(t, 2)
	p := b.params("greenhouse-1")
	p.IdempotencyKey = "key-1"
	a, err := b.st.ApplicationCreate(b.ctx, p)
	require.NoError(t, err)
	got, hash, err := b.st.ApplicationByIdempotencyKey(b.ctx, b.account.ID, "key-1")
	require.NoError(t, err)
	require.Equal(t, a.ID, got.ID)
	require.Equal(t, p.RequestHash, hash)

	other := b.params("greenhouse-2")
	other.IdempotencyKey = "key-1"
	_, err = b.st.ApplicationCreate(b.ctx, other)
	require.ErrorIs(t, err, store.ErrConflict, "a key names one request")

	other32 := sha256.Sum256([]byte("another request"))
	require.NoError(t, b.st.ApplicationRememberKey(b.ctx, b.account.ID, "key-1", other32[:], a.ID))
	_, hash, err = b.st.ApplicationByIdempotencyKey(b.ctx, b.account.ID, "key-1")
	require.NoError(t, err)
	require.Equal(t, p.RequestHash, hash, "the first request's hash is kept")
	_, _, err = b.st.ApplicationByIdempotencyKey(b.ctx, b.account.ID, "unknown")
	require.ErrorIs(t, err, store.ErrNotFound)
}

func TestApplicationLimitsHoldUnderConcurrency(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		limits  store.ApplicationLimits
		company func(i int) string
		want    int
		limit   string
	}{
		{"daily cap", store.ApplicationLimits{DailyCap: 5}, func(i int) string { return fmt.Sprintf("Company %d", i) }, 5, store.LimitDaily},
		{"same company", store.ApplicationLimits{DailyCap: 50, CompanyMax: 3, CompanyWindow: 24 * time.Hour}, func(int) string { return "ACME" }, 3, store.LimitCompany},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			b := setupApplications(t, 0)
			var wg sync.WaitGroup
			errs := make([]error, 12)
			for i := range errs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					p := b.params(fmt.Sprintf("greenhouse-%d", i))
					p.Company, p.Limits = tc.company(i), tc.limits
					_, errs[i] = b.st.ApplicationCreate(b.ctx, p)
				}()
			}
			wg.Wait()
			ok := 0
			for _, err := range errs {
				var le *store.ApplicationLimitError
				switch {
				case err == nil:
					ok++
				case errors.As(err, &le):
					require.Equal(t, tc.limit, le.Limit)
					require.True(t, le.RetryAt.After(time.Now()))
				default:
					t.Fatalf("unexpected error: %v", err)
				}
			}
			require.Equal(t, tc.want, ok)
			dry := b.params("greenhouse-99")
			dry.DryRun, dry.Company, dry.Limits = true, tc.company(0), tc.limits
			_, err := b.st.ApplicationCreate(b.ctx, dry)
			require.NoError(t, err, "dry runs are not counted")
		})
	}
}

func TestApplicationJobGet(t *testing.T) {
	t.Parallel()
	b := setupApplications(t, 2)
	j, err := b.st.ApplicationJobGet(b.ctx, "greenhouse-1")
	require.NoError(t, err)
	require.Equal(t, "Acme", j.Company)
	require.Nil(t, j.ClosedAt)
	_, err = b.st.JobSync(b.ctx, "greenhouse:acme", nil, t0.Add(time.Hour))
	require.NoError(t, err)
	j, err = b.st.ApplicationJobGet(b.ctx, "greenhouse-1")
	require.NoError(t, err)
	require.NotNil(t, j.ClosedAt, "a closed job is still found, as closed")
	_, err = b.st.ApplicationJobGet(b.ctx, "greenhouse-404")
	require.ErrorIs(t, err, store.ErrNotFound)
}
