package api

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/application"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/writing"
	"github.com/careerkit/careerkit/workers/apply/applytest"
)

// applyBundle is an API replica and a worker with every real capability, and
// two fixture sites the worker's browser may reach: a normal one and one that
// takes 4 s to answer a submission.
type applyBundle struct {
	*testBundle
	site, slow *applytest.Server
	resumeURL  string
	resumePDF  []byte
}

func setupApply(t *testing.T, extraHosts ...string) *applyBundle {
	t.Helper()
	b := setup(t, setupOpts{noWorker: true})
	site, slow := applytest.New(), applytest.New()
	t.Cleanup(site.Close)
	t.Cleanup(slow.Close)
	slow.SetSubmitDelay(4 * time.Second)
	b.cfg.Apply.AllowedHosts = append([]string{site.Host(), slow.Host()}, extraHosts...)
	startWorker(t, b.env, true)
	svc, closeSvc, err := NewServices(b.env.serviceDeps(t))
	require.NoError(t, err)
	t.Cleanup(closeSvc)
	b.srv.svc = svc
	built, r := b.buildResume(t, validResume())
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	pdf := b.fetch(t, built.ResumeURL)
	require.Equal(t, http.StatusOK, pdf.Status)
	return &applyBundle{testBundle: b, site: site, slow: slow, resumeURL: built.ResumeURL, resumePDF: pdf.Body}
}

// job indexes an open job of board whose application page is url.
func (b *applyBundle) job(t *testing.T, id, board, company, url string) string {
	t.Helper()
	jobID := board + "-" + id
	_, err := b.store.JobImport(context.Background(), []model.Job{{ID: jobID, Board: board, BoardJobID: id,
		SourceKey: board + ":" + strings.ToLower(company), Title: "Senior Backend Engineer", Company: company,
		Location: "Remote", JobType: model.JobTypeFullTime, DescriptionText: "Go, Kubernetes and PostgreSQL.",
		ApplyURL: url, PostedAt: time.Now().Add(-time.Hour), DedupeKey: company + "|" + id}}, time.Now())
	require.NoError(t, err)
	return jobID
}

// newAccount creates another paid account with a key and a copy of the resume.
func (b *applyBundle) newAccount(t *testing.T, email string) (key, resumeURL string) {
	t.Helper()
	_, key, resumeURL = b.newAccountOn(t, email, store.PlanPaid)
	return key, resumeURL
}

// newAccountOn creates an account on plan with a key and a copy of the resume.
func (b *applyBundle) newAccountOn(t *testing.T, email, plan string) (accountID, key, resumeURL string) {
	t.Helper()
	ctx := context.Background()
	acct, key, err := CreateAccount(ctx, b.store, email, plan)
	require.NoError(t, err)
	id := fmt.Sprintf("%064x", sha256.Sum256([]byte(email)))
	sum := sha256.Sum256(b.resumePDF)
	input, _ := json.Marshal(validResume())
	require.NoError(t, b.env.Blobs.Put(ctx, "resumes/"+id+".pdf", "application/pdf", b.resumePDF))
	require.NoError(t, b.store.ResumeInsert(ctx, &store.Resume{ID: id, AccountID: acct.ID, Filename: "Ada_Lovelace_Resume.pdf",
		SizeBytes: len(b.resumePDF), SHA256: sum[:], Template: "classic", Paper: "letter", ATSScore: 70,
		Analysis: json.RawMessage(`{}`), Input: input, ExpiresAt: time.Now().Add(time.Hour)}))
	return acct.ID, key, b.cfg.PublicBaseURL + "/v1/resumes/" + id + ".pdf"
}

// answers are what validResume does not say but the fixture forms require.
func answers() map[string]any {
	return map[string]any{"work_authorization": true, "requires_sponsorship": false,
		"salary_expectation": "$180,000", "location": "London, UK"}
}

type confirmation struct {
	Status         string                `json:"status"`
	ConfirmationID string                `json:"confirmation_id"`
	Company        string                `json:"company"`
	JobTitle       string                `json:"job_title"`
	AppliedAt      *time.Time            `json:"applied_at"`
	TrackingURL    string                `json:"tracking_url"`
	NextSteps      string                `json:"next_steps"`
	Reason         string                `json:"reason"`
	Message        string                `json:"message"`
	Questions      []applicationQuestion `json:"questions"`
	WouldSend      []map[string]string   `json:"would_send"`
}

func (b *applyBundle) apply(t *testing.T, body map[string]any, headers ...string) (confirmation, response) {
	t.Helper()
	r := b.do(t, http.MethodPost, "/v1/auto-apply", body, headers...)
	var c confirmation
	if r.Status == http.StatusOK || r.Status == http.StatusAccepted {
		require.NoError(t, json.Unmarshal(r.Body, &c), string(r.Body))
	}
	return c, r
}

func (b *applyBundle) track(t *testing.T, id string, headers ...string) (applicationTracking, response) {
	t.Helper()
	r := b.do(t, http.MethodGet, "/v1/applications/"+id, nil, headers...)
	var tr applicationTracking
	if r.Status == http.StatusOK {
		require.NoError(t, json.Unmarshal(r.Body, &tr), string(r.Body))
	}
	return tr, r
}

func TestAutoApply(t *testing.T) {
	t.Parallel()
	b := setupApply(t)
	ct := loadContract(t)

	t.Run("submitted, tracked, never twice", func(t *testing.T) {
		t.Parallel()
		job := b.job(t, "9001", "greenhouse", "Acme", b.site.URL(applytest.Greenhouse, "9001"))
		// Each subtest applies to a different company: the same-company guard
		// (3 a day) counts this account's applications across all of them.
		watch, err := events.WatchApplications(b.bus, b.account.ID)
		require.NoError(t, err)
		defer watch.Stop()
		body := map[string]any{"job_id": job, "resume_url": b.resumeURL, "user_email": "ada@example.com", "answers": answers()}
		c, r := b.apply(t, body)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		ct.check(t, "/auto-apply", "POST", r)
		require.Equal(t, "submitted", c.Status)
		require.Equal(t, "Acme", c.Company)
		require.Equal(t, "Senior Backend Engineer", c.JobTitle)
		require.NotNil(t, c.AppliedAt)
		require.WithinDuration(t, time.Now(), *c.AppliedAt, time.Minute)
		require.Equal(t, b.cfg.PublicBaseURL+"/v1/applications/"+c.ConfirmationID, c.TrackingURL)
		require.Contains(t, c.NextSteps, "Greenhouse")
		require.Contains(t, c.NextSteps, "ada@example.com")

		subs := b.site.Submissions(applytest.Greenhouse, "9001")
		require.Len(t, subs, 1)
		require.Equal(t, b.resumePDF, subs[0].Files["resume"].Data, "the PDF from the blob store, byte for byte")
		require.Equal(t, []string{"Ada"}, subs[0].Fields["first_name"])
		require.Equal(t, []string{"London, UK"}, subs[0].Fields["location"])

		again, r := b.apply(t, body)
		require.Equal(t, http.StatusOK, r.Status)
		require.Equal(t, c.ConfirmationID, again.ConfirmationID, "a repeat returns the same application")
		require.Len(t, b.site.Submissions(applytest.Greenhouse, "9001"), 1)

		tr, r := b.track(t, c.ConfirmationID)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		ct.check(t, "/applications/{id}", "GET", r)
		require.Equal(t, "submitted", tr.Status)
		require.Equal(t, job, tr.Job.JobID)
		require.NotNil(t, tr.CoverLetter)
		words := len(strings.Fields(tr.CoverLetter.Text))
		require.True(t, words >= writing.MinLetterWords && words <= writing.MaxLetterWords, "cover letter of %d words", words)
		require.Contains(t, tr.CoverLetter.Text, "Acme")
		require.Equal(t, "file", tr.CoverLetter.AttachedAs)
		require.JSONEq(t, `{"location":"London, UK","requires_sponsorship":false,"salary_expectation":"$180,000","work_authorization":true}`, string(tr.Answers))
		var statuses []string
		for _, e := range tr.Timeline {
			statuses = append(statuses, e.Status)
		}
		require.Equal(t, []string{"queued", "submitting", "submitting", "submitted"}, statuses)
		require.NotEmpty(t, tr.Questions)

		otherKey, _ := b.newAccount(t, "other-tracker@example.com")
		_, r = b.track(t, c.ConfirmationID, headerAPIKey, otherKey)
		require.Equal(t, http.StatusNotFound, r.Status)
		require.Equal(t, "application_not_found", r.errorBody(t).Code)

		seen := map[string]bool{}
		deadline := time.After(5 * time.Second)
		for !seen["submitted"] {
			select {
			case ev := <-watch.C():
				if ev.ApplicationID == c.ConfirmationID {
					seen[ev.Status] = true
				}
			case <-deadline:
				t.Fatalf("status events seen: %v", seen)
			}
		}
		require.True(t, seen["queued"] && seen["submitting"], "every transition is published: %v", seen)
	})

	t.Run("bad requests", func(t *testing.T) {
		t.Parallel()
		open := b.job(t, "9002", "lever", "Acme", b.site.URL(applytest.Lever, "9002"))
		closed := b.job(t, "9003", "lever", "Hooli", b.site.URL(applytest.Lever, "9003"))
		_, err := b.store.JobSync(context.Background(), "lever:hooli", nil, time.Now().Add(time.Minute))
		require.NoError(t, err)
		otherKey, otherResume := b.newAccount(t, "other-bad@example.com")
		base := func(job, resume string) map[string]any {
			return map[string]any{"job_id": job, "resume_url": resume, "user_email": "ada@example.com"}
		}
		tests := []struct {
			name        string
			body        map[string]any
			status      int
			code, field string
		}{
			{"unknown job", base("greenhouse-404404", b.resumeURL), 404, "job_not_found", ""},
			{"closed job", base(closed, b.resumeURL), 409, "job_closed", ""},
			{"arbitrary resume url", base(open, "https://evil.example/resume.pdf"), 422, "invalid_field", "resume_url"},
			{"resume url of this host, wrong shape", base(open, b.cfg.PublicBaseURL+"/v1/resumes/../../etc/passwd"), 422, "invalid_field", "resume_url"},
			{"another account's resume", base(open, otherResume), 422, "invalid_field", "resume_url"},
			{"unknown resume", base(open, b.cfg.PublicBaseURL+"/v1/resumes/"+strings.Repeat("0", 64)+".pdf"), 422, "invalid_field", "resume_url"},
		}
		for _, tc := range tests {
			r := b.do(t, http.MethodPost, "/v1/auto-apply", tc.body)
			require.Equal(t, tc.status, r.Status, "%s: %s", tc.name, r.Body)
			e := r.errorBody(t)
			require.Equal(t, tc.code, e.Code, tc.name)
			require.Equal(t, tc.field, e.Field, tc.name)
			require.NotEmpty(t, e.Message)
		}
		_ = otherKey

		// A closed posting whose job is still open on another board names it.
		ctx := context.Background()
		twin := func(board, id string) model.Job {
			return model.Job{ID: board + "-" + id, Board: board, BoardJobID: id, SourceKey: board + ":initech",
				Title: "Senior Backend Engineer", Company: "Initech", Location: "Remote", JobType: model.JobTypeFullTime,
				DescriptionText: "Go and PostgreSQL.", ApplyURL: b.site.URL(applytest.Lever, id),
				PostedAt: time.Now().Add(-time.Hour), DedupeKey: "initech|senior backend engineer|remote"}
		}
		_, err = b.store.JobImport(ctx, []model.Job{twin("lever", "9905"), twin("greenhouse", "9906")}, time.Now())
		require.NoError(t, err)
		_, err = b.store.JobSync(ctx, "lever:initech", nil, time.Now().Add(time.Minute))
		require.NoError(t, err)
		r := b.do(t, http.MethodPost, "/v1/auto-apply", base("lever-9905", b.resumeURL))
		require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
		e := r.errorBody(t)
		require.Equal(t, "job_closed", e.Code)
		require.Equal(t, "greenhouse-9906", e.Details["live_job_id"], e.Message)
		require.Contains(t, e.Message, `call again with job_id "greenhouse-9906"`)
		require.Empty(t, b.site.Submissions(applytest.Lever, "9905"))
		require.Empty(t, b.site.Submissions(applytest.Lever, "9002"), "no bad request submitted anything")
		require.Empty(t, b.site.Submissions(applytest.Lever, "9003"))
	})

	t.Run("needs input, then answers, then submitted", func(t *testing.T) {
		t.Parallel()
		job := b.job(t, "9004", "greenhouse", "Umbrella", b.site.URL(applytest.Greenhouse, "9004", "unanswerable"))
		body := map[string]any{"job_id": job, "resume_url": b.resumeURL, "user_email": "ada@example.com", "answers": answers()}
		c, r := b.apply(t, body)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		ct.check(t, "/auto-apply", "POST", r)
		require.Equal(t, "needs_input", c.Status)
		require.Equal(t, "missing_answers", c.Reason)
		require.Nil(t, c.AppliedAt)
		require.Len(t, c.Questions, 2)
		require.Equal(t, "question_7001", c.Questions[0].ID)
		require.Equal(t, []string{"LinkedIn", "Referral", "Company website", "Other"}, c.Questions[0].Options)
		require.Equal(t, "question_7002", c.Questions[1].ID)
		require.Empty(t, b.site.Submissions(applytest.Greenhouse, "9004"))

		withAnswers := answers()
		withAnswers["questions"] = map[string]any{"question_7001": "Referral", "question_7002": "A ledger service; I would add idempotency keys."}
		body["answers"] = withAnswers
		c2, r := b.apply(t, body)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "submitted", c2.Status)
		require.Equal(t, c.ConfirmationID, c2.ConfirmationID)
		subs := b.site.Submissions(applytest.Greenhouse, "9004")
		require.Len(t, subs, 1)
		require.Equal(t, []string{"12"}, subs[0].Fields["question_7001"])

		tr, _ := b.track(t, c.ConfirmationID)
		var statuses []string
		for _, e := range tr.Timeline {
			statuses = append(statuses, e.Status)
		}
		require.Equal(t, []string{"queued", "submitting", "needs_input", "queued", "submitting", "submitting", "submitted"}, statuses)
	})

	t.Run("50 concurrent identical requests submit once", func(t *testing.T) {
		t.Parallel()
		key, resume := b.newAccount(t, "burst@example.com")
		job := b.job(t, "9005", "lever", "Globex", b.site.URL(applytest.Lever, "9005"))
		ans := answers()
		ans["questions"] = map[string]any{"Why do you want to work at Acme?": "Payments at scale."}
		body := map[string]any{"job_id": job, "resume_url": resume, "user_email": "ada@example.com", "answers": ans}
		var wg sync.WaitGroup
		res := make([]response, 50)
		for i := range res {
			wg.Add(1)
			go func() {
				defer wg.Done()
				res[i] = b.do(t, http.MethodPost, "/v1/auto-apply", body, headerAPIKey, key)
			}()
		}
		wg.Wait()
		ids := map[string]bool{}
		for _, r := range res {
			require.Contains(t, []int{200, 202}, r.Status, string(r.Body))
			var c confirmation
			require.NoError(t, json.Unmarshal(r.Body, &c))
			ids[c.ConfirmationID] = true
		}
		require.Len(t, ids, 1, "one application")
		require.Eventually(t, func() bool { return len(b.site.Submissions(applytest.Lever, "9005")) == 1 }, 20*time.Second, 100*time.Millisecond)
		time.Sleep(500 * time.Millisecond)
		require.Len(t, b.site.Submissions(applytest.Lever, "9005"), 1, "one submission")
	})

	t.Run("slow site: 202 and the work goes on", func(t *testing.T) {
		t.Parallel()
		h := b.withApplies(t, func(o *application.Options) { o.Deadline = 1500 * time.Millisecond })
		job := b.job(t, "9006", "greenhouse", "Soylent", b.slow.URL(applytest.Greenhouse, "9006"))
		body := map[string]any{"job_id": job, "resume_url": b.resumeURL, "user_email": "ada@example.com", "answers": answers()}
		r := h.do(t, http.MethodPost, "/v1/auto-apply", body)
		require.Equal(t, http.StatusAccepted, r.Status, string(r.Body))
		ct.check(t, "/auto-apply", "POST", r)
		var c confirmation
		require.NoError(t, json.Unmarshal(r.Body, &c))
		require.Contains(t, []string{"queued", "submitting"}, c.Status)
		require.Nil(t, c.AppliedAt)
		require.Contains(t, c.NextSteps, "tracking_url")
		require.Eventually(t, func() bool {
			tr, _ := b.track(t, c.ConfirmationID)
			return tr.Status == "submitted"
		}, 20*time.Second, 200*time.Millisecond)
		require.Len(t, b.slow.Submissions(applytest.Greenhouse, "9006"), 1)
	})

	t.Run("idempotency key", func(t *testing.T) {
		t.Parallel()
		key, resume := b.newAccount(t, "idem@example.com")
		job1 := b.job(t, "9007", "other", "Northwind", b.site.URL(applytest.Login, "9007"))
		job2 := b.job(t, "9008", "other", "Northwind Two", b.site.URL(applytest.Login, "9008"))
		body := map[string]any{"job_id": job1, "resume_url": resume, "user_email": "ada@example.com"}
		c1, r := b.apply(t, body, headerAPIKey, key, "Idempotency-Key", "k-1")
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "failed", c1.Status)
		require.Equal(t, "login_required", c1.Reason)
		c2, r := b.apply(t, body, headerAPIKey, key, "Idempotency-Key", "k-1")
		require.Equal(t, http.StatusOK, r.Status)
		require.Equal(t, c1.ConfirmationID, c2.ConfirmationID)
		body["job_id"] = job2
		_, r = b.apply(t, body, headerAPIKey, key, "Idempotency-Key", "k-1")
		require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
		require.Equal(t, "idempotency_key_reused", r.errorBody(t).Code)
		require.Equal(t, "Idempotency-Key", r.errorBody(t).Field)
	})

	t.Run("dry run sends nothing", func(t *testing.T) {
		t.Parallel()
		job := b.job(t, "9009", "greenhouse", "Stark", b.site.URL(applytest.Greenhouse, "9009"))
		body := map[string]any{"job_id": job, "resume_url": b.resumeURL, "user_email": "ada@example.com", "answers": answers(), "dry_run": true}
		c, r := b.apply(t, body)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		ct.check(t, "/auto-apply", "POST", r)
		require.Equal(t, "dry_run", c.Status)
		sent := map[string]string{}
		for _, f := range c.WouldSend {
			sent[f["id"]] = f["value"]
		}
		require.Equal(t, "ada@example.com", sent["email"])
		require.Equal(t, "Lovelace", sent["last_name"])
		require.Empty(t, b.site.Submissions(applytest.Greenhouse, "9009"))

		delete(body, "dry_run")
		real, r := b.apply(t, body)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "submitted", real.Status)
		require.NotEqual(t, c.ConfirmationID, real.ConfirmationID, "the dry run is not the application")
	})

	t.Run("company burst guard", func(t *testing.T) {
		t.Parallel()
		key, resume := b.newAccount(t, "burst-company@example.com")
		for i := range 4 {
			job := b.job(t, fmt.Sprintf("95%02d", i), "other", "Initrode", b.site.URL(applytest.Login, fmt.Sprintf("95%02d", i)))
			_, r := b.apply(t, map[string]any{"job_id": job, "resume_url": resume, "user_email": "ada@example.com"}, headerAPIKey, key)
			if i < 3 {
				require.Equal(t, http.StatusOK, r.Status, string(r.Body))
				continue
			}
			require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
			e := r.errorBody(t)
			require.Equal(t, "company_application_limit", e.Code)
			require.Contains(t, e.Message, "3 roles at this company")
			require.NotEmpty(t, r.Header.Get("Retry-After"))
		}
	})

	t.Run("billed once, when submitted; failures and repeats free", func(t *testing.T) {
		t.Parallel()
		acct, key, resume := b.newAccountOn(t, "bill-once@example.com", store.PlanPaid)
		job := b.job(t, "9010", "greenhouse", "Billco", b.site.URL(applytest.Greenhouse, "9010"))
		body := map[string]any{"job_id": job, "resume_url": resume, "user_email": "ada@example.com", "answers": answers()}
		c, r := b.apply(t, body, headerAPIKey, key, "Idempotency-Key", "bill-1")
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "submitted", c.Status)
		for i := range 4 { // repeats and Idempotency-Key replays
			headers := []string{headerAPIKey, key}
			if i%2 == 0 {
				headers = append(headers, "Idempotency-Key", "bill-1")
			}
			again, r := b.apply(t, body, headers...)
			require.Equal(t, http.StatusOK, r.Status, string(r.Body))
			require.Equal(t, c.ConfirmationID, again.ConfirmationID)
		}
		failed := b.job(t, "9011", "other", "Billco Two", b.site.URL(applytest.Login, "9011"))
		c2, r := b.apply(t, map[string]any{"job_id": failed, "resume_url": resume, "user_email": "ada@example.com"}, headerAPIKey, key)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "failed", c2.Status)
		input := b.job(t, "9012", "greenhouse", "Billco Three", b.site.URL(applytest.Greenhouse, "9012", "unanswerable"))
		c3, r := b.apply(t, map[string]any{"job_id": input, "resume_url": resume, "user_email": "ada@example.com", "answers": answers()}, headerAPIKey, key)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "needs_input", c3.Status)
		require.Equal(t, []billedCall{{Endpoint: "auto-apply", PriceCents: int64(b.cfg.PriceAutoApplyCents)}}, billedCalls(t, b.testBundle, acct))
	})

	t.Run("a 202 is billed when the worker submits, not before", func(t *testing.T) {
		t.Parallel()
		h := b.withApplies(t, func(o *application.Options) { o.Deadline = 1500 * time.Millisecond })
		acct, key, resume := b.newAccountOn(t, "bill-later@example.com", store.PlanPaid)
		job := b.job(t, "9013", "greenhouse", "Latebill", b.slow.URL(applytest.Greenhouse, "9013"))
		r := h.do(t, http.MethodPost, "/v1/auto-apply", map[string]any{"job_id": job, "resume_url": resume,
			"user_email": "ada@example.com", "answers": answers()}, headerAPIKey, key)
		require.Equal(t, http.StatusAccepted, r.Status, string(r.Body))
		require.Empty(t, billedCalls(t, b.testBundle, acct), "nothing billed at the 202")
		require.Eventually(t, func() bool { return len(billedCalls(t, b.testBundle, acct)) == 1 }, 20*time.Second, 100*time.Millisecond)
	})

	t.Run("free plan: a failed application gives its free call back", func(t *testing.T) {
		t.Parallel()
		acct, key, resume := b.newAccountOn(t, "free-apply@example.com", store.PlanFree)
		used := func() int {
			r := b.do(t, http.MethodGet, "/v1/usage", nil, headerAPIKey, key)
			require.Equal(t, http.StatusOK, r.Status, string(r.Body))
			var u struct {
				FreeTier struct {
					Used int `json:"used"`
				} `json:"free_tier"`
			}
			require.NoError(t, json.Unmarshal(r.Body, &u))
			return u.FreeTier.Used
		}
		failed := b.job(t, "9014", "other", "Freeco", b.site.URL(applytest.Login, "9014"))
		c, r := b.apply(t, map[string]any{"job_id": failed, "resume_url": resume, "user_email": "ada@example.com"}, headerAPIKey, key)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "failed", c.Status)
		require.Eventually(t, func() bool { return used() == 0 }, 5*time.Second, 50*time.Millisecond)
		job := b.job(t, "9015", "greenhouse", "Freeco Two", b.site.URL(applytest.Greenhouse, "9015"))
		c, r = b.apply(t, map[string]any{"job_id": job, "resume_url": resume, "user_email": "ada@example.com", "answers": answers()}, headerAPIKey, key)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "submitted", c.Status)
		require.Equal(t, 1, used())
		require.Equal(t, []billedCall{{Endpoint: "auto-apply", Free: true, PriceCents: int64(b.cfg.PriceAutoApplyCents)}}, billedCalls(t, b.testBundle, acct))
	})

	t.Run("a resume_url from another replica's public base", func(t *testing.T) {
		t.Parallel()
		job := b.job(t, "9016", "greenhouse", "Replica", b.site.URL(applytest.Greenhouse, "9016"))
		body := map[string]any{"job_id": job, "resume_url": b.resumeURL, "user_email": "ada@example.com", "answers": answers(), "dry_run": true}
		other := func(o *application.Options) { o.BaseURL = "https://eu.careerkit.example" }
		r := b.withApplies(t, other).do(t, http.MethodPost, "/v1/auto-apply", body)
		require.Equal(t, http.StatusUnprocessableEntity, r.Status, "not one of this replica's bases: %s", r.Body)
		require.Equal(t, "resume_url", r.errorBody(t).Field)
		r = b.withApplies(t, func(o *application.Options) {
			other(o)
			o.AcceptedBases = []string{"https://old.example", b.cfg.PublicBaseURL}
		}).do(t, http.MethodPost, "/v1/auto-apply", body)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	})

	t.Run("daily cap", func(t *testing.T) {
		t.Parallel()
		h := b.withApplies(t, func(o *application.Options) { o.Limits.DailyCap = 2 })
		key, resume := b.newAccount(t, "daily@example.com")
		for i := range 3 {
			job := b.job(t, fmt.Sprintf("96%02d", i), "other", fmt.Sprintf("Company %d", i), b.site.URL(applytest.Login, fmt.Sprintf("96%02d", i)))
			r := h.do(t, http.MethodPost, "/v1/auto-apply", map[string]any{"job_id": job, "resume_url": resume, "user_email": "ada@example.com"}, headerAPIKey, key)
			if i < 2 {
				require.Equal(t, http.StatusOK, r.Status, string(r.Body))
				continue
			}
			require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
			require.Equal(t, "daily_application_cap", r.errorBody(t).Code)
		}
	})
}

// withApplies returns a bundle whose API replica runs auto-apply with the
// bundle's options as edit changes them.
func (b *applyBundle) withApplies(t *testing.T, edit func(*application.Options)) *testBundle {
	t.Helper()
	o := b.srv.svc.Applies.(*applyService).svc.Options()
	edit(&o)
	services := b.srv.svc
	services.Applies = newApplyService(o)
	s := New(Deps{Config: b.cfg, Store: b.store, Bus: b.bus, Redis: b.redis, Blobs: b.env.Blobs,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Registry: prometheus.NewRegistry(), Services: services})
	copyB := *b.testBundle
	copyB.srv, copyB.handler = s, s.Handler()
	return &copyB
}

// billedCall is one stored usage event.
type billedCall struct {
	Endpoint   string
	PriceCents int64
	Free       bool
}

// billedCalls returns the account's usage events, oldest first.
func billedCalls(t *testing.T, b *testBundle, accountID string) []billedCall {
	t.Helper()
	rows, err := b.store.Pool().Query(context.Background(),
		"SELECT endpoint, price_cents, free FROM usage_events WHERE account_id = $1 ORDER BY created_at", accountID)
	require.NoError(t, err)
	var out []billedCall
	for rows.Next() {
		var c billedCall
		require.NoError(t, rows.Scan(&c.Endpoint, &c.PriceCents, &c.Free))
		out = append(out, c)
	}
	require.NoError(t, rows.Err())
	return out
}

// TestAutoApplyUnresolvableSiteAnsweredAtOnce: an application site whose name
// does not resolve is reported at once (202, reason site_unavailable, with
// the retry in the message) instead of after the retries; the worker keeps
// retrying in the background.
func TestAutoApplyUnresolvableSiteAnsweredAtOnce(t *testing.T) {
	t.Parallel()
	b := setupApply(t)
	job := b.job(t, "9301", "greenhouse", "Nowhereco", "https://no-such-host.invalid/jobs/9301")
	start := time.Now()
	c, r := b.apply(t, map[string]any{"job_id": job, "resume_url": b.resumeURL, "user_email": "ada@example.com", "answers": answers()})
	elapsed := time.Since(start)
	require.Equal(t, http.StatusAccepted, r.Status, string(r.Body))
	require.Equal(t, "site_unavailable", c.Reason, string(r.Body))
	require.Contains(t, c.Message, "keeps trying in the background")
	require.NotContains(t, c.Message, ":53", "the resolver's address is not shown")
	require.Less(t, elapsed, 10*time.Second, "answered at once, not after the retries")
	loadContract(t).check(t, "/auto-apply", "POST", r)
}
