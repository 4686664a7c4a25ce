package dashboard_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/api"
	"github.com/careerkit/careerkit/api/dashboard"
	"github.com/careerkit/careerkit/shared/salary"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/workers/browser"
)

// salaryOK answers salary-research with a fixed 200 body.
type salaryOK struct{}

func (salaryOK) Research(context.Context, api.SalaryQuery) (*salary.Result, error) {
	return &salary.Result{JobTitle: "Nurse"}, nil
}

// TestDashboardInABrowser drives the real API and dashboard from headless Chromium:
// sign up through a referral link, create a key on the free plan, call the API
// with it, see the call on the usage page, upgrade, see the cost, revoke the key
// and see the API refuse it; a form posted without its CSRF token is refused.
func TestDashboardInABrowser(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("needs Chromium, Postgres and Redis; skipped under -short")
	}
	b := newE2E(t)
	referrer, err := b.store.AccountCreate(b.ctx, store.AccountCreateParams{Email: "referrer@example.com"})
	require.NoError(t, err)

	var secret, freeLeft, calls, cost, notice, refusal string
	b.run(t,
		chromedp.Navigate(b.url("/dashboard/signup?ref="+referrer.ReferralCode)),
		chromedp.WaitVisible(`#signup-form`),
		chromedp.SendKeys(`#signup-form input[name=email]`, "agent@example.com"),
		chromedp.SendKeys(`#signup-form input[name=password]`, "correct horse battery"),
		chromedp.Click(`#signup-form button`),
		chromedp.WaitVisible(`#check-email`),
	)
	// No SMTP here: the link is what `careerkit-api accounts show` prints.
	unconfirmed, err := b.store.AccountGetByEmail(b.ctx, "agent@example.com")
	require.NoError(t, err)
	require.False(t, unconfirmed.Confirmed())
	b.run(t,
		chromedp.Navigate(b.url("/dashboard/confirm?token="+*unconfirmed.EmailConfirmToken)),
		chromedp.WaitVisible(`#create-key-form`),
		chromedp.Text(`#free-left`, &freeLeft),
		chromedp.SendKeys(`#key-name`, "e2e agent"),
		chromedp.Click(`#create-key`),
		chromedp.WaitVisible(`#api-key`),
		chromedp.Text(`#api-key`, &secret),
		chromedp.WaitVisible(`#copy-key`),
	)
	require.Equal(t, "100", freeLeft, "a new free account")
	require.True(t, strings.HasPrefix(secret, "ck_"), secret)

	require.Equal(t, http.StatusOK, b.call(t, secret))
	b.run(t,
		chromedp.Navigate(b.url("/dashboard/usage")),
		chromedp.WaitVisible(`#usage-table`),
		chromedp.Text(`tr[data-endpoint="salary-research"] .calls`, &calls),
		chromedp.Text(`#free-left`, &freeLeft),
	)
	require.Equal(t, "1", calls)
	require.Equal(t, "99", freeLeft)

	b.run(t,
		chromedp.Navigate(b.url("/dashboard")),
		chromedp.Click(`#upgrade-form button`),
		chromedp.WaitVisible(`.notice`),
	)
	time.Sleep(200 * time.Millisecond) // the API's key cache holds the plan for 100 ms here
	require.Equal(t, http.StatusOK, b.call(t, secret))
	b.run(t,
		chromedp.Navigate(b.url("/dashboard/usage")),
		chromedp.WaitVisible(`#usage-table`),
		chromedp.Text(`tr[data-endpoint="salary-research"] .calls`, &calls),
		chromedp.Text(`tr[data-endpoint="salary-research"] .cost`, &cost),
	)
	require.Equal(t, "2", calls)
	require.Equal(t, "0.02", cost, "the second call was billed at the salary-research price")

	b.run(t,
		chromedp.Navigate(b.url("/dashboard")),
		chromedp.Click(`.revoke-form button`),
		chromedp.WaitVisible(`.notice`),
		chromedp.Text(`.notice`, &notice),
	)
	require.Contains(t, notice, "Key revoked")
	require.Eventually(t, func() bool { return b.call(t, secret) == http.StatusUnauthorized }, 5*time.Second, 50*time.Millisecond)

	b.run(t,
		chromedp.Navigate(b.url("/dashboard")),
		chromedp.WaitVisible(`#create-key-form`),
		chromedp.Evaluate(`document.querySelector('#create-key-form input[name=csrf_token]').remove()`, nil),
		chromedp.Click(`#create-key`),
		chromedp.WaitVisible(`.error`),
		chromedp.Text(`.error`, &refusal),
	)
	require.Contains(t, refusal, "security token is missing")
	agent, err := b.store.AccountGetByEmail(b.ctx, "agent@example.com")
	require.NoError(t, err)
	keys, err := b.store.APIKeyList(b.ctx, agent.ID)
	require.NoError(t, err)
	require.Len(t, keys, 1, "the refused form created nothing")

	require.NotNil(t, agent.ReferredBy)
	require.Equal(t, referrer.ID, *agent.ReferredBy, "the sign-up was attributed to the referral link")
	months, err := b.store.ReferralMonths(b.ctx, referrer.ID)
	require.NoError(t, err)
	require.Len(t, months, 1)
	require.EqualValues(t, 2, months[0].BilledCents)
}

type e2eBundle struct {
	server *httptest.Server
	store  *store.Store
	ctx    context.Context
	chrome context.Context
}

func newE2E(t *testing.T) *e2eBundle {
	t.Helper()
	st, cfg, rdb := dashboard.NewTestDeps(t)

	var handler http.Handler
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { handler.ServeHTTP(w, r) }))
	t.Cleanup(ts.Close)
	cfg.PublicBaseURL = ts.URL
	srv := api.New(api.Deps{Config: cfg, Store: st, Redis: rdb, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Services: api.Services{Salaries: salaryOK{}}, KeyCacheTTL: 100 * time.Millisecond})
	t.Cleanup(func() { _ = srv.Close(context.Background()) })
	handler = srv.Handler()

	chromePath := os.Getenv("CHROME_PATH")
	if chromePath == "" {
		chromePath = browser.FindChrome()
	}
	// Not t.TempDir: Chromium's helper processes may still be writing to the profile
	// when the test ends, and TempDir fails the test if it cannot remove it.
	profile, err := os.MkdirTemp("", "careerkit-e2e-chrome-")
	require.NoError(t, err)
	t.Cleanup(func() {
		for range 20 {
			if os.RemoveAll(profile) == nil {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	})
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		append(browser.BaseOptions(chromePath, 30*time.Second), chromedp.UserDataDir(profile))...)
	t.Cleanup(cancelAlloc)
	chrome, cancelChrome := chromedp.NewContext(alloc)
	t.Cleanup(cancelChrome)
	// Start the browser on the long-lived context: the first Run owns its lifetime.
	require.NoError(t, chromedp.Run(chrome))
	return &e2eBundle{server: ts, store: st, ctx: context.Background(), chrome: chrome}
}

func (b *e2eBundle) url(path string) string { return b.server.URL + path }

func (b *e2eBundle) run(t *testing.T, actions ...chromedp.Action) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.chrome, 30*time.Second)
	defer cancel()
	require.NoError(t, chromedp.Run(ctx, actions...))
}

// call makes one billable API call with key and returns the status.
func (b *e2eBundle) call(t *testing.T, key string) int {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, b.url("/v1/salary-research?job_title=nurse"), nil)
	require.NoError(t, err)
	req.Header.Set("X-API-Key", key)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	_ = resp.Body.Close()
	return resp.StatusCode
}
