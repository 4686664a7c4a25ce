package apply

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/workers/apply/applytest"
)

func TestLeverFormSubmitted(t *testing.T) {
	t.Parallel()
	site, a := fixture(t)
	app := ada()
	app.Answers.Questions = map[string]string{
		"Why do you want to work at Acme?":                    "I have run payment systems on Kubernetes for six years.",
		"cards[8c1f0f26-0b1d-4d9e-9d7c-5c1a2b3c4d5e][field2]": "Kubernetes; PostgreSQL",
	}
	out, err := a.Apply(ctxFor(t), submission(site.URL(applytest.Lever, "c0ffee"), "lever", app))
	require.NoError(t, err)
	require.Equal(t, StatusSubmitted, out.Status, out.Message)
	require.Equal(t, "text", out.CoverLetterAs)

	subs := site.Submissions(applytest.Lever, "c0ffee")
	require.Len(t, subs, 1)
	f := subs[0].Fields
	card := "cards[8c1f0f26-0b1d-4d9e-9d7c-5c1a2b3c4d5e]"
	want := map[string][]string{
		"name": {"Ada King Lovelace"}, "email": {"ada@example.com"}, "phone": {"+1 415 555 0100"},
		"org": {"Analytical Engines"}, "location": {"San Francisco, CA"},
		"urls[LinkedIn]": {"https://www.linkedin.com/in/ada"}, "urls[GitHub]": {"https://github.com/ada"},
		"urls[Portfolio]": {"https://ada.dev"},
		card + "[field0]": {"I have run payment systems on Kubernetes for six years."},
		card + "[field1]": {"Yes"}, card + "[field2]": {"Kubernetes", "PostgreSQL"}, card + "[field3]": {"No"},
		"comments":    {crlf(letter)},
		"eeo[gender]": {"Decline to self-identify"}, "eeo[race]": {"Decline to self-identify"},
		"eeo[veteran]": {"Decline to self-identify"},
	}
	for k, v := range want {
		require.Equal(t, v, f[k], "field %s", k)
	}
	require.Contains(t, f[card+"[baseTemplate]"][0], "Why do you want to work at Acme?", "hidden card template is sent as the page had it")
	require.Equal(t, fakePDF, subs[0].Files["resume"].Data)
}

func TestAshbyFormSubmitted(t *testing.T) {
	t.Parallel()
	site, a := fixture(t)
	out, err := a.Apply(ctxFor(t), submission(site.URL(applytest.Ashby, "d474"), "ashby", ada()))
	require.NoError(t, err)
	require.Equal(t, StatusSubmitted, out.Status, out.Message)
	subs := site.Submissions(applytest.Ashby, "d474")
	require.Len(t, subs, 1)
	f := subs[0].Fields
	require.Equal(t, []string{"Ada King Lovelace"}, f["_systemfield_name"])
	require.Equal(t, []string{"ada@example.com"}, f["_systemfield_email"])
	require.Equal(t, []string{"No"}, f["a7e1c3b5-2d4f-4a6b-8c9d-0e1f2a3b4c5d"], "sponsorship toggle")
	require.Equal(t, []string{"Yes"}, f["b8f2d4c6-3e5a-4b7c-9d0e-1f2a3b4c5d6e"], "authorisation toggle")
	require.Equal(t, []string{"180000"}, f["c9a3e5d7-4f6b-4c8d-0e1f-2a3b4c5d6e7f"], "salary as the number the form asks for")
	require.Equal(t, []string{crlf(letter)}, f["_systemfield_cover_letter"])
	require.Equal(t, fakePDF, subs[0].Files["_systemfield_resume"].Data)
}

func TestGenericFormSubmitted(t *testing.T) {
	t.Parallel()
	site, a := fixture(t)
	app := ada()
	app.Answers.Questions = map[string]string{"privacy_ack": "yes"}
	out, err := a.Apply(ctxFor(t), submission(site.URL(applytest.Generic, "sre-7"), "remoteok", app))
	require.NoError(t, err)
	require.Equal(t, StatusSubmitted, out.Status, out.Message)
	subs := site.Submissions(applytest.Generic, "sre-7")
	require.Len(t, subs, 1)
	f := subs[0].Fields
	want := map[string]string{"fname": "Ada King", "lname": "Lovelace", "contact_email": "ada@example.com",
		"mobile": "+1 415 555 0100", "motivation": crlf(letter), "linkedin_profile": "https://www.linkedin.com/in/ada",
		"visa_required": "n", "rtw": "yes", "start_date": "2026-03-01", "expected_salary": "180000", "privacy_ack": "1"}
	for k, v := range want {
		require.Equal(t, []string{v}, f[k], "field %s", k)
	}
	require.NotContains(t, f, "talent_pool", "an optional consent nobody gave stays unchecked")
	require.Equal(t, fakePDF, subs[0].Files["cv_upload"].Data)
}

func TestNeedsInputThenSubmitted(t *testing.T) {
	t.Parallel()
	site, a := fixture(t)
	url := site.URL(applytest.Greenhouse, "7001", "unanswerable")
	out, err := a.Apply(ctxFor(t), submission(url, "greenhouse", ada()))
	require.NoError(t, err)
	require.Equal(t, StatusNeedsInput, out.Status)
	require.Equal(t, ReasonMissingAnswers, out.Reason)
	require.False(t, out.Pressed)
	require.Len(t, out.Missing, 2)
	require.Equal(t, "question_7001", out.Missing[0].ID)
	require.Equal(t, "select", out.Missing[0].Type)
	require.Equal(t, []string{"LinkedIn", "Referral", "Company website", "Other"}, out.Missing[0].Options)
	require.True(t, out.Missing[0].Required)
	require.Equal(t, "question_7002", out.Missing[1].ID)
	require.Equal(t, "textarea", out.Missing[1].Type)
	require.Empty(t, site.Submissions(applytest.Greenhouse, "7001"), "nothing is submitted with a question unanswered")

	app := ada()
	app.Answers.Questions = map[string]string{"question_7001": "Company website",
		"Describe a system you designed and what you would change about it today.": "A ledger; I would shard it earlier."}
	out, err = a.Apply(ctxFor(t), submission(url, "greenhouse", app))
	require.NoError(t, err)
	require.Equal(t, StatusSubmitted, out.Status, out.Message)
	subs := site.Submissions(applytest.Greenhouse, "7001")
	require.Len(t, subs, 1)
	require.Equal(t, []string{"13"}, subs[0].Fields["question_7001"])
	require.Equal(t, []string{"A ledger; I would shard it earlier."}, subs[0].Fields["question_7002"])
}

func TestAnswerNotAnOption(t *testing.T) {
	t.Parallel()
	site, a := fixture(t)
	app := ada()
	app.Answers.Questions = map[string]string{"question_7001": "A friend", "question_7002": "x"}
	out, err := a.Apply(ctxFor(t), submission(site.URL(applytest.Greenhouse, "7002", "unanswerable"), "greenhouse", app))
	require.NoError(t, err)
	require.Equal(t, StatusNeedsInput, out.Status)
	require.Len(t, out.Missing, 1)
	require.Contains(t, out.Missing[0].Problem, `"A friend" is not one of the options (LinkedIn, Referral, Company website, Other)`)
}

func TestDryRunSendsNothing(t *testing.T) {
	t.Parallel()
	site, a := fixture(t)
	s := submission(site.URL(applytest.Greenhouse, "dry-1"), "greenhouse", ada())
	s.DryRun = true
	s.BeforePress = func(context.Context) error { t.Fatal("a dry run must not get near the press"); return nil }
	out, err := a.Apply(ctxFor(t), s)
	require.NoError(t, err)
	require.Equal(t, StatusDryRun, out.Status)
	require.False(t, out.Pressed)
	require.Empty(t, site.Submissions(applytest.Greenhouse, "dry-1"))
	sent := map[string]string{}
	for _, f := range out.Fields {
		sent[f.ID] = f.Value
	}
	require.Equal(t, "ada@example.com", sent["email"])
	require.Equal(t, "Yes", sent["question_5003"])
	require.Equal(t, "(the resume PDF)", sent["resume"])
}

func TestFormsThatCannotBeSubmitted(t *testing.T) {
	t.Parallel()
	site, a := fixture(t)
	tests := []struct {
		name, url, board, reason, message string
	}{
		{"visible captcha", site.URL(applytest.Captcha, "1"), "other", ReasonCaptcha, "never solves CAPTCHAs"},
		{"login wall", site.URL(applytest.Login, "1"), "other", ReasonLogin, "sign in"},
		{"no submit button", site.URL(applytest.NoSubmit, "1"), "other", ReasonNoSubmit, "no submit button"},
		{"closed posting", site.URL(applytest.Closed, "1"), "greenhouse", ReasonJobClosed, "HTTP 404"},
		{"form changed shape", site.URL(applytest.Greenhouse, "shape-1", "noresume"), "greenhouse", ReasonFormChanged, "a resume upload"},
	}
	// The group returns only when its parallel subtests have finished, so the
	// checks below see every attempt.
	t.Run("forms", func(t *testing.T) {
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				t.Parallel()
				s := submission(tc.url, tc.board, ada())
				s.BeforePress = func(context.Context) error { t.Error("must not press"); return nil }
				out, err := a.Apply(ctxFor(t), s)
				require.NoError(t, err)
				require.Equal(t, StatusFailed, out.Status)
				require.Equal(t, tc.reason, out.Reason, out.Message)
				require.Contains(t, out.Message, tc.message)
				require.False(t, out.Pressed)
			})
		}
	})
	require.Empty(t, site.Submissions(applytest.Captcha, "1"))
	require.Empty(t, site.Submissions(applytest.NoSubmit, "1"))
}

func TestPrivateAddressesAreRefused(t *testing.T) {
	t.Parallel()
	site, shared := fixture(t)
	strict := &Applier{Browser: &Browser{opts: BrowserOptions{Outbound: NewOutbound(nil)}}, PageTimeout: shared.PageTimeout, Logger: quietLog()}
	out, err := strict.Apply(ctxFor(t), submission(site.URL(applytest.Greenhouse, "private"), "greenhouse", ada()))
	require.NoError(t, err)
	require.Equal(t, StatusFailed, out.Status)
	require.Equal(t, ReasonBlockedURL, out.Reason)
	require.Equal(t, int64(0), int64(len(site.Submissions(applytest.Greenhouse, "private"))))
}

func TestRedirectToABlockedAddressIsBlockedAtOnce(t *testing.T) {
	t.Parallel()
	site, a := fixture(t)
	out, err := a.Apply(ctxFor(t), submission(site.URL(applytest.RedirectPrivate, "meta"), "other", ada()))
	require.NoError(t, err, "not a transient failure to retry")
	require.Equal(t, StatusFailed, out.Status)
	require.Equal(t, ReasonBlockedURL, out.Reason, out.Message)
	require.Contains(t, out.Message, "redirected to http://169.254.169.254/latest/meta-data/")
}

func TestUnresolvableHostIsRetryable(t *testing.T) {
	t.Parallel()
	strict := &Applier{Browser: &Browser{opts: BrowserOptions{Outbound: NewOutbound(nil)}}, PageTimeout: 5 * time.Second, Logger: quietLog()}
	_, err := strict.Apply(ctxFor(t), submission("https://no-such-host.invalid/jobs/1", "other", ada()))
	var tr *TransientError
	require.True(t, errors.As(err, &tr), "a DNS failure is retried, got %v", err)
	require.Equal(t, ReasonSiteUnavailable, tr.Reason)
	require.Contains(t, err.Error(), "could not be resolved")
}

// TestSiteDownIsTransient is not parallel: it makes the shared site fail the
// next page load, which no other test may take.
func TestSiteDownIsTransient(t *testing.T) {
	site, a := fixture(t)
	site.FailNextGets(1)
	_, err := a.Apply(ctxFor(t), submission(site.URL(applytest.Greenhouse, "down"), "greenhouse", ada()))
	var tr *TransientError
	require.True(t, errors.As(err, &tr), "got %v", err)
	require.Equal(t, ReasonSiteUnavailable, tr.Reason)
	require.Contains(t, err.Error(), "HTTP 503")
	out, err := a.Apply(ctxFor(t), submission(site.URL(applytest.Greenhouse, "down"), "greenhouse", ada()))
	require.NoError(t, err)
	require.Equal(t, StatusSubmitted, out.Status, "the retry succeeds once the site is back")
	require.True(t, bytes.Equal(fakePDF, site.Submissions(applytest.Greenhouse, "down")[0].Files["resume"].Data))
}
