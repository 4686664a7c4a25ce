package api

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func validResume() map[string]any {
	return map[string]any{
		"user_name": "Ada Lovelace", "email": "ada@example.com", "target_role": "Software Engineer",
		"phone": "+1 555-010-0199", "job_description": "Requirements: Go, Kubernetes, PostgreSQL and AWS. Nice to have: Terraform.",
		"experience": []any{map[string]any{
			"company": "Analytical Engines", "title": "Engineer", "start_date": "2020-01", "end_date": "Present",
			"bullets": []any{"Built a compiler in Go used by 40 teams"},
		}},
		"education": []any{map[string]any{"school": "University of London", "degree": "BSc", "field": "Mathematics", "year": "2015"}},
		"skills":    []any{"Go", "Kubernetes"},
	}
}

// with returns a deep copy of validResume with path set to value (nil deletes).
func with(path string, value any) map[string]any {
	r := validResume()
	raw, _ := json.Marshal(r)
	var out map[string]any
	_ = json.Unmarshal(raw, &out)
	set(out, strings.Split(path, "."), value)
	return out
}

func set(m map[string]any, path []string, value any) {
	if len(path) == 1 {
		if value == nil {
			delete(m, path[0])
		} else {
			m[path[0]] = value
		}
		return
	}
	switch next := m[path[0]].(type) {
	case map[string]any:
		set(next, path[1:], value)
	case []any:
		set(next[0].(map[string]any), path[2:], value)
	}
}

func TestBuildResumeValidation(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	long := strings.Repeat("x", 201)
	cases := []struct {
		name   string
		body   any
		status int
		code   string
		field  string
	}{
		{"missing user_name", with("user_name", nil), 422, "missing_field", "user_name"},
		{"blank user_name", with("user_name", "   "), 422, "missing_field", "user_name"},
		{"long user_name", with("user_name", long), 422, "invalid_field", "user_name"},
		{"missing email", with("email", nil), 422, "missing_field", "email"},
		{"bad email", with("email", "ada at example"), 422, "invalid_field", "email"},
		{"email with name", with("email", "Ada <ada@example.com>"), 422, "invalid_field", "email"},
		{"missing target_role", with("target_role", nil), 422, "missing_field", "target_role"},
		{"bad phone", with("phone", "call me"), 422, "invalid_field", "phone"},
		{"control char", with("user_name", "Ada\u0000"), 422, "invalid_field", "user_name"},
		{"bad start_date", with("experience.0.start_date", "2020/01"), 422, "invalid_field", "experience[0].start_date"},
		{"month 13", with("experience.0.start_date", "2020-13"), 422, "invalid_field", "experience[0].start_date"},
		{"missing start_date", with("experience.0.start_date", nil), 422, "invalid_field", "experience[0].start_date"},
		{"bad end_date", with("experience.0.end_date", "now"), 422, "invalid_field", "experience[0].end_date"},
		{"missing end_date", with("experience.0.end_date", nil), 422, "invalid_field", "experience[0].end_date"},
		{"end before start", with("experience.0.end_date", "2019-12"), 422, "invalid_field", "experience[0].end_date"},
		{"missing company", with("experience.0.company", nil), 422, "missing_field", "experience[0].company"},
		{"missing title", with("experience.0.title", ""), 422, "missing_field", "experience[0].title"},
		{"empty bullet", with("experience.0.bullets", []any{""}), 422, "missing_field", "experience[0].bullets[0]"},
		{"too many bullets", with("experience.0.bullets", manyStrings(201)), 422, "invalid_field", "experience[0].bullets"},
		{"year not four digits", with("education.0.year", "15"), 422, "invalid_field", "education[0].year"},
		{"year as number", with("education.0.year", 2015), 400, "wrong_type", "education[0].year"},
		{"missing school", with("education.0.school", nil), 422, "missing_field", "education[0].school"},
		{"too many skills", with("skills", manyStrings(201)), 422, "invalid_field", "skills"},
		{"skill wrong type", with("skills", []any{1}), 400, "wrong_type", "skills[0]"},
		{"experience not array", with("experience", "lots"), 400, "wrong_type", "experience"},
		{"unknown field", with("nickname", "ada"), 422, "unknown_field", "nickname"},
		{"bad template", with("template", "fancy"), 422, "invalid_field", "template"},
		{"bad paper", with("paper", "legal"), 422, "invalid_field", "paper"},
		{"job description too long", with("job_description", strings.Repeat("a", 400_001)), 422, "invalid_field", "job_description"},
		{"malformed json", `{"user_name":`, 400, "malformed_json", ""},
		{"not an object", `[1,2]`, 400, "wrong_type", ""},
		{"two values", `{} {}`, 400, "malformed_json", ""},
		{"empty body", ``, 400, "empty_body", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := b.do(t, http.MethodPost, "/v1/build-resume", tc.body)
			require.Equal(t, tc.status, r.Status, string(r.Body))
			e := r.errorBody(t)
			require.Equal(t, tc.code, e.Code, e.Message)
			require.Equal(t, tc.field, e.Field, e.Message)
			require.NotEmpty(t, e.Message)
			require.NotEmpty(t, e.RequestID)
		})
	}
}

func TestBuildResumeValidInputReachesService(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	r := b.do(t, http.MethodPost, "/v1/build-resume", validResume())
	require.Equal(t, http.StatusNotImplemented, r.Status, string(r.Body))
	require.Equal(t, "not_implemented", r.errorBody(t).Code)

	lower := with("experience.0.end_date", "present")
	r = b.do(t, http.MethodPost, "/v1/build-resume", lower)
	require.Equal(t, http.StatusNotImplemented, r.Status, string(r.Body))
}

func TestValidationCollectsEveryError(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	r := b.do(t, http.MethodPost, "/v1/build-resume", map[string]any{"email": "bad"})
	require.Equal(t, 422, r.Status)
	e := r.errorBody(t)
	require.Equal(t, "user_name", e.Field)
	all, ok := e.Details["errors"].([]any)
	require.True(t, ok)
	require.Len(t, all, 3)
}

func TestSearchJobsValidation(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	cases := []struct {
		name, query string
		status      int
		code, field string
	}{
		{"missing query", "", 422, "missing_field", "query"},
		{"blank query", "query=+++", 422, "missing_field", "query"},
		{"bad job_type", "query=go&job_type=gig", 422, "invalid_field", "job_type"},
		{"max_results zero", "query=go&max_results=0", 422, "invalid_field", "max_results"},
		{"max_results 51", "query=go&max_results=51", 422, "invalid_field", "max_results"},
		{"max_results text", "query=go&max_results=ten", 422, "invalid_field", "max_results"},
		{"salary_min text", "query=go&salary_min=lots", 422, "invalid_field", "salary_min"},
		{"salary_min negative", "query=go&salary_min=-1", 422, "invalid_field", "salary_min"},
		{"unknown parameter", "query=go&sort=new", 422, "unknown_parameter", "sort"},
		{"repeated parameter", "query=go&query=rust", 422, "invalid_field", "query"},
		{"bad encoding", "query=%zz", 400, "malformed_query", ""},
		{"valid plus-encoded", "query=software+engineer&location=new+york&job_type=fulltime&max_results=50&salary_min=100000", 501, "not_implemented", ""},
		{"job_type as people write it", "query=go&job_type=Part-Time", 501, "not_implemented", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := b.do(t, http.MethodGet, "/v1/search-jobs?"+tc.query, nil)
			require.Equal(t, tc.status, r.Status, string(r.Body))
			e := r.errorBody(t)
			require.Equal(t, tc.code, e.Code, e.Message)
			require.Equal(t, tc.field, e.Field, e.Message)
		})
	}
	t.Run("post form", func(t *testing.T) {
		t.Parallel()
		r := b.do(t, http.MethodPost, "/v1/search-jobs", map[string]any{"query": "go", "max_results": 99})
		require.Equal(t, 422, r.Status)
		require.Equal(t, "max_results", r.errorBody(t).Field)
		r = b.do(t, http.MethodPost, "/v1/search-jobs", map[string]any{"query": "go", "max_results": "9"})
		require.Equal(t, 400, r.Status)
		require.Equal(t, "max_results", r.errorBody(t).Field)
		r = b.do(t, http.MethodPost, "/v1/search-jobs", map[string]any{"query": "go", "location": "remote"})
		require.Equal(t, 501, r.Status)
	})
}

func TestSearchQueryDefaults(t *testing.T) {
	t.Parallel()
	q, err := searchFromParams(map[string]string{"query": " data  engineer "})
	require.NoError(t, err)
	require.Equal(t, "data  engineer", q.Query)
	require.Equal(t, "remote", q.Location)
	require.Equal(t, 10, q.MaxResults)
	require.Nil(t, q.SalaryMin)
}

func TestSalaryResearchValidation(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	cases := []struct {
		name, query string
		status      int
		code, field string
	}{
		{"missing title", "", 422, "missing_field", "job_title"},
		{"emoji only title", "job_title=%F0%9F%98%80", 422, "invalid_field", "job_title"},
		{"long title", "job_title=" + strings.Repeat("a", 201), 422, "invalid_field", "job_title"},
		{"bad level", "job_title=nurse&experience_level=guru", 422, "invalid_field", "experience_level"},
		{"unknown parameter", "job_title=nurse&year=2020", 422, "unknown_parameter", "year"},
		{"valid", "job_title=registered+nurse&experience_level=senior&location=Austin%2C+TX", 501, "not_implemented", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := b.do(t, http.MethodGet, "/v1/salary-research?"+tc.query, nil)
			require.Equal(t, tc.status, r.Status, string(r.Body))
			e := r.errorBody(t)
			require.Equal(t, tc.code, e.Code, e.Message)
			require.Equal(t, tc.field, e.Field, e.Message)
		})
	}
	q, err := salaryFromParams(map[string]string{"job_title": "RN"})
	require.NoError(t, err)
	require.Equal(t, "US", q.Location)
}

func TestOptimizeProfileValidation(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	cases := []struct {
		name   string
		body   any
		status int
		code   string
		field  string
	}{
		{"missing title", map[string]any{}, 422, "missing_field", "current_title"},
		{"digits title", map[string]any{"current_title": "1234"}, 422, "invalid_field", "current_title"},
		{"bad tone", map[string]any{"current_title": "PM", "tone": "snarky"}, 422, "invalid_field", "tone"},
		{"too many skills", map[string]any{"current_title": "PM", "skills": manyStrings(101)}, 422, "invalid_field", "skills"},
		{"blank skill", map[string]any{"current_title": "PM", "skills": []any{"Go", " "}}, 422, "missing_field", "skills[1]"},
		{"skills not array", map[string]any{"current_title": "PM", "skills": "Go"}, 400, "wrong_type", "skills"},
		{"valid", map[string]any{"current_title": "PM", "tone": "technical", "skills": []any{"SQL"}}, 501, "not_implemented", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := b.do(t, http.MethodPost, "/v1/optimize-profile", tc.body)
			require.Equal(t, tc.status, r.Status, string(r.Body))
			e := r.errorBody(t)
			require.Equal(t, tc.code, e.Code, e.Message)
			require.Equal(t, tc.field, e.Field, e.Message)
		})
	}
}

func TestAutoApplyValidation(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	valid := func() map[string]any {
		return map[string]any{"job_id": "greenhouse-5193736007", "resume_url": "https://api.example.com/v1/resumes/abc.pdf", "user_email": "ada@example.com"}
	}
	mod := func(k string, v any) map[string]any {
		m := valid()
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
		return m
	}
	cases := []struct {
		name   string
		body   any
		status int
		code   string
		field  string
	}{
		{"missing job_id", mod("job_id", nil), 422, "invalid_field", "job_id"},
		{"bad job_id", mod("job_id", "12 34"), 422, "invalid_field", "job_id"},
		{"missing resume_url", mod("resume_url", nil), 422, "missing_field", "resume_url"},
		{"resume_url not url", mod("resume_url", "resume.pdf"), 422, "invalid_field", "resume_url"},
		{"resume_url file scheme", mod("resume_url", "file:///etc/passwd"), 422, "invalid_field", "resume_url"},
		{"missing email", mod("user_email", nil), 422, "missing_field", "user_email"},
		{"bad email", mod("user_email", "ada@"), 422, "invalid_field", "user_email"},
		{"cover letter wrong type", mod("auto_generate_cover_letter", "yes"), 400, "wrong_type", "auto_generate_cover_letter"},
		{"bad answers link", mod("answers", map[string]any{"linkedin": "not a url"}), 422, "invalid_field", "answers.linkedin"},
		{"answers wrong type", mod("answers", map[string]any{"work_authorization": "yes"}), 400, "wrong_type", "answers.work_authorization"},
		{"valid", valid(), 501, "not_implemented", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := b.do(t, http.MethodPost, "/v1/auto-apply", tc.body)
			require.Equal(t, tc.status, r.Status, string(r.Body))
			e := r.errorBody(t)
			require.Equal(t, tc.code, e.Code, e.Message)
			require.Equal(t, tc.field, e.Field, e.Message)
		})
	}
}

func manyStrings(n int) []any {
	out := make([]any, n)
	for i := range out {
		out[i] = "item"
	}
	return out
}

// Windows punctuation pasted through a Latin-1 decoder arrives as C1 controls
// (U+0092 for ’, U+0095 for •); the request repairs them instead of refusing
// the posting, as it did for 16 of SkillSpan's 65 test postings.
func TestBuildResumeRepairsWindowsPunctuation(t *testing.T) {
	t.Parallel()
	var req buildResumeRequest
	raw, err := json.Marshal(with("job_description", "We\u0092re hiring. Requirements:\n\u0095 Go and Kubernetes \u0096 5 years\n\u0093Ownership\u0094 matters"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &req))
	req.Experience[0].Bullets[0] = "Built the team\u0092s compiler in Go"
	req.repair()
	require.NoError(t, req.validate(time.Now().UTC()))
	require.Equal(t, "We’re hiring. Requirements:\n• Go and Kubernetes – 5 years\n“Ownership” matters", req.JobDescription)
	require.Equal(t, "Built the team’s compiler in Go", req.Experience[0].Bullets[0])

	// A control that stands for no character is still refused, by name.
	req.Summary = "bell \u0007"
	err = req.validate(time.Now().UTC())
	require.Error(t, err)
	require.Contains(t, err.Error(), "summary")
}

// The PDF downloads under the person's name in any script: RFC 6266
// filename* (UTF-8, percent-encoded) beside an ASCII fallback.
func TestContentDispositionNamesAnyScript(t *testing.T) {
	t.Parallel()
	require.Equal(t, `inline; filename="Ada_Lovelace_Resume.pdf"`, contentDisposition("Ada_Lovelace_Resume.pdf"))
	require.Equal(t, `inline; filename="Resume.pdf"; filename*=UTF-8''%D9%85%D8%AD%D9%85%D8%AF_Resume.pdf`, contentDisposition("محمد_Resume.pdf"))
	got := contentDisposition("José_García_Resume.pdf")
	require.Contains(t, got, `filename*=UTF-8''Jos%C3%A9_Garc%C3%ADa_Resume.pdf`)
	require.Contains(t, got, `filename="Jos_Garc_a_Resume.pdf"`)
}
