package apply

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/application"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

const rcSlug = "business-developer-retail-lyon-stage-ou-alternance"

// rcRequest is one candidates POST as the local Recruitee received it.
type rcRequest struct {
	Values   map[string][]string
	CV       []byte
	CVName   string
	Answered int
}

// recruiteeSite replays the recorded offers of spring.recruitee.com, with the
// first offer's eligibility question made required and its cover letter
// optional (so both paths are exercised), and checks every candidates POST
// against the documented request: multipart, candidate[name] and [email]
// always, [phone] and [cv] as the offer requires, answers under
// candidate[open_question_answers_attributes][i].
type recruiteeSite struct {
	srv  *httptest.Server
	mu   sync.Mutex
	reqs []rcRequest
}

func newRecruiteeSite(t *testing.T) *recruiteeSite {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", "api_offers__spring_open_questions_desc-trimmed__AJ-Protzel-apply-engine.json"))
	require.NoError(t, err)
	var doc map[string][]map[string]any
	require.NoError(t, json.Unmarshal(raw, &doc))
	first := doc["offers"][0]
	require.Equal(t, rcSlug, first["slug"])
	first["options_cover_letter"] = "optional"
	first["open_questions"].([]any)[2].(map[string]any)["required"] = true
	offers, err := json.Marshal(doc)
	require.NoError(t, err)

	s := &recruiteeSite{}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/offers/", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(offers)
	})
	mux.HandleFunc("POST /api/offers/{slug}/candidates", func(w http.ResponseWriter, r *http.Request) {
		if r.PathValue("slug") != rcSlug {
			http.Error(w, `{"error":"offer not found"}`, http.StatusNotFound)
			return
		}
		if err := r.ParseMultipartForm(10 << 20); err != nil {
			http.Error(w, `{"error":"multipart expected"}`, http.StatusBadRequest)
			return
		}
		v := r.MultipartForm.Value
		req := rcRequest{Values: v}
		if fh := r.MultipartForm.File["candidate[cv]"]; len(fh) == 1 {
			f, _ := fh[0].Open()
			req.CV, _ = io.ReadAll(f)
			req.CVName = fh[0].Filename
		}
		for i := 0; ; i++ {
			if _, ok := v["candidate[open_question_answers_attributes]["+itoa(i)+"][open_question_id]"]; !ok {
				break
			}
			req.Answered++
		}
		missing := []string{}
		for _, k := range []string{"candidate[name]", "candidate[email]", "candidate[phone]"} {
			if len(v[k]) != 1 || v[k][0] == "" {
				missing = append(missing, k)
			}
		}
		if req.CV == nil {
			missing = append(missing, "candidate[cv]")
		}
		s.mu.Lock()
		s.reqs = append(s.reqs, req)
		s.mu.Unlock()
		if len(missing) > 0 {
			w.WriteHeader(http.StatusUnprocessableEntity)
			_, _ = w.Write([]byte(`{"error":"missing ` + strings.Join(missing, ", ") + `"}`))
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		_, _ = w.Write([]byte(`{"candidate":{"id":4242}}`))
	})
	s.srv = httptest.NewServer(mux)
	t.Cleanup(s.srv.Close)
	return s
}

func itoa(i int) string { return strconv.Itoa(i) }

func (s *recruiteeSite) requests() []rcRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]rcRequest(nil), s.reqs...)
}

func (s *recruiteeSite) applyURL() string { return s.srv.URL + "/o/" + rcSlug }

func (s *recruiteeSite) applier() *Applier {
	return &Applier{Outbound: NewOutbound([]string{strings.TrimPrefix(s.srv.URL, "http://")}), PageTimeout: 5 * time.Second, Logger: quietLog()}
}

func TestRecruiteeCandidatesAPI(t *testing.T) {
	t.Parallel()
	site := newRecruiteeSite(t)
	a := site.applier()
	ctx := ctxFor(t)

	// The required eligibility question is nothing the resume says.
	out, err := a.Apply(ctx, submission(site.applyURL(), "recruitee", ada()))
	require.NoError(t, err)
	require.Equal(t, StatusNeedsInput, out.Status)
	require.Len(t, out.Missing, 1)
	require.Equal(t, "question_4275163", out.Missing[0].ID)
	require.Equal(t, "radio", out.Missing[0].Type)
	require.Equal(t, []string{"Yes", "No"}, out.Missing[0].Options)
	require.Empty(t, site.requests(), "nothing sent")

	applicant := ada()
	applicant.Answers.Questions = map[string]string{"question_4275163": "yes"}
	s := submission(site.applyURL(), "recruitee", applicant)
	s.DryRun = true
	out, err = a.Apply(ctx, s)
	require.NoError(t, err)
	require.Equal(t, StatusDryRun, out.Status)
	require.Empty(t, site.requests(), "a dry run sends nothing")

	presses := 0
	s.DryRun = false
	s.BeforePress = func(context.Context) error { presses++; return nil }
	out, err = a.Apply(ctx, s)
	require.NoError(t, err)
	require.Equal(t, StatusSubmitted, out.Status, out.Message)
	require.True(t, out.Pressed)
	require.Equal(t, 1, presses)
	require.Equal(t, "text", out.CoverLetterAs)

	reqs := site.requests()
	require.Len(t, reqs, 1)
	r := reqs[0]
	require.Equal(t, []string{"Ada King Lovelace"}, r.Values["candidate[name]"])
	require.Equal(t, []string{"ada@example.com"}, r.Values["candidate[email]"])
	require.Equal(t, []string{"+1 415 555 0100"}, r.Values["candidate[phone]"])
	require.Equal(t, fakePDF, r.CV)
	require.Equal(t, "Ada_King_Lovelace_Resume.pdf", r.CVName)
	require.Equal(t, []string{letter}, r.Values["candidate[cover_letter]"])
	require.Equal(t, 1, r.Answered, "only the answered question is sent; the optional ones stay blank")
	require.Equal(t, []string{"4275163"}, r.Values["candidate[open_question_answers_attributes][0][open_question_id]"])
	require.Equal(t, []string{"true"}, r.Values["candidate[open_question_answers_attributes][0][flag]"])

	// An offer no longer published ends without sending.
	gone := submission(site.srv.URL+"/o/closed-offer", "recruitee", applicant)
	out, err = a.Apply(ctx, gone)
	require.NoError(t, err)
	require.Equal(t, ReasonJobClosed, out.Reason)
	require.Len(t, site.requests(), 1)
}

// TestRecruiteeExactlyOnceUnderRetries runs the apply task through the real
// handler and Postgres: the worker dies right after Recruitee received the
// request, Asynq's retry must not send it again, and a duplicate delivery of
// the finished task is a no-op.
func TestRecruiteeExactlyOnceUnderRetries(t *testing.T) {
	t.Parallel()
	b := setupTask(t)
	site := newRecruiteeSite(t)
	b.h.applier.Outbound = site.applier().Outbound
	ctx := context.Background()
	create := func(key string) *store.Application {
		// Two postings of the one offer (an account applies once per job).
		job := "recruitee-2693374" + key
		_, err := b.st.JobImport(ctx, []model.Job{{ID: job, Board: "recruitee", BoardJobID: "2693374" + key, SourceKey: "recruitee:spring",
			Title: "Business Developer Retail Lyon", Company: "SPRiNG", Location: "Lyon, France", JobType: model.JobTypeInternship,
			ApplyURL: site.applyURL(), PostedAt: time.Now().Add(-time.Hour), DedupeKey: "spring|bd|lyon" + key}}, time.Now())
		require.NoError(t, err)
		answers, _ := json.Marshal(application.Answers{Questions: map[string]string{"question_4275163": "Yes"}})
		app, err := b.st.ApplicationCreate(ctx, store.ApplicationCreateParams{AccountID: b.account.ID, JobID: job,
			Board: "recruitee", Company: "SPRiNG", JobTitle: "Business Developer Retail Lyon", ApplyURL: site.applyURL(),
			ResumeID: b.resume, UserEmail: "ada@example.com", Answers: answers, RequestHash: bytes.Repeat([]byte(key), 32)[:32]})
		require.NoError(t, err)
		return app
	}

	app := create("a")
	require.NoError(t, b.h.ProcessTask(ctxFor(t), task(t, app)))
	got, err := b.st.ApplicationGetByID(ctx, app.ID)
	require.NoError(t, err)
	require.Equal(t, store.ApplicationSubmitted, got.Status, got.Message)
	require.NoError(t, b.h.ProcessTask(ctxFor(t), task(t, app)), "a duplicate delivery")
	require.Len(t, site.requests(), 1)

	// The crash: Recruitee has the request, the worker dies before recording.
	crashing := *b.h
	crashApplier := *b.h.applier
	crashApplier.afterPress = func() { panic("worker killed") }
	crashing.applier = &crashApplier
	app2 := create("b")
	require.PanicsWithValue(t, "worker killed", func() { _ = crashing.ProcessTask(ctxFor(t), task(t, app2)) })
	require.Len(t, site.requests(), 2, "the request reached Recruitee")
	require.NoError(t, b.h.ProcessTask(ctxFor(t), task(t, app2)), "Asynq's retry")
	got, err = b.st.ApplicationGetByID(ctx, app2.ID)
	require.NoError(t, err)
	require.Equal(t, store.ApplicationFailed, got.Status)
	require.Equal(t, ReasonOutcomeUncertain, got.Reason)
	require.Len(t, site.requests(), 2, "never sent twice")
}

func TestBoardsWithoutKeylessApplyHandOff(t *testing.T) {
	t.Parallel()
	a := &Applier{Logger: quietLog()} // no browser: nothing may be opened
	for board, reason := range map[string]string{"workday": ReasonNeedsAccount, "workable": ReasonApplyByHand,
		"smartrecruiters": ReasonApplyByHand, "bamboohr": ReasonApplyByHand} {
		url := "https://jobs.example.com/" + board + "/1"
		out, err := a.Apply(ctxFor(t), submission(url, board, ada()))
		require.NoError(t, err, board)
		require.Equal(t, StatusFailed, out.Status, board)
		require.Equal(t, reason, out.Reason, board)
		require.Contains(t, out.Message, url, board)
		require.False(t, out.Pressed)
	}
}
