package api

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

type builtResume struct {
	ResumeURL              string   `json:"resume_url"`
	ATSScore               int      `json:"ats_score"`
	KeywordMatchPercentage int      `json:"keyword_match_percentage"`
	Suggestions            []string `json:"suggestions"`
	EstimatedInterviews    int      `json:"estimated_interviews"`
	ResumeID               string   `json:"resume_id"`
	MatchedKeywords        []string `json:"matched_keywords"`
	MissingKeywords        []string `json:"missing_keywords"`
	PDFCheck               struct {
		OK     bool     `json:"ok"`
		Recall float64  `json:"recall"`
		Issues []string `json:"-"`
	} `json:"pdf_check"`
	ParseCheck *json.RawMessage `json:"parse_check"`
}

func (b *testBundle) buildResume(t *testing.T, body any) (builtResume, response) {
	t.Helper()
	r := b.do(t, http.MethodPost, "/v1/build-resume", body)
	var out builtResume
	if r.Status == http.StatusOK {
		require.NoError(t, json.Unmarshal(r.Body, &out))
	}
	return out, r
}

// fetch downloads a resume_url through the handler, without an API key.
func (b *testBundle) fetch(t *testing.T, resumeURL string) response {
	t.Helper()
	u, err := url.Parse(resumeURL)
	require.NoError(t, err)
	return b.do(t, http.MethodGet, u.Path, nil, headerAPIKey, "")
}

func pdfToText(t *testing.T, pdf []byte) string {
	t.Helper()
	cmd := exec.Command("pdftotext", "-layout", "-", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	require.NoError(t, err, "pdftotext (poppler-utils) must be installed; make test installs it")
	return string(out)
}

func TestBuildResumeEndToEnd(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{render: true})
	ct := loadContract(t)
	r := b.do(t, http.MethodPost, "/v1/build-resume", validResume())
	require.Equal(t, 200, r.Status, string(r.Body))
	ct.check(t, "/build-resume", "POST", r)
	var res builtResume
	require.NoError(t, json.Unmarshal(r.Body, &res))
	require.True(t, strings.HasPrefix(res.ResumeURL, b.cfg.PublicBaseURL+"/v1/resumes/"), res.ResumeURL)
	require.Regexp(t, `/v1/resumes/[0-9a-f]{64}\.pdf$`, res.ResumeURL)
	require.Contains(t, res.MatchedKeywords, "Kubernetes")
	require.True(t, res.PDFCheck.OK)
	require.InDelta(t, 1.0, res.PDFCheck.Recall, 0.1)
	require.Nil(t, res.ParseCheck, "the read-back is reported once, as pdf_check")
	require.Contains(t, string(r.Body), `"issues":[]`, "snake_case keys, lists never null")
	require.NotContains(t, string(r.Body), `"OK"`)

	pdf := b.fetch(t, res.ResumeURL)
	require.Equal(t, 200, pdf.Status, string(pdf.Body))
	require.Equal(t, "application/pdf", pdf.Header.Get("Content-Type"))
	require.Contains(t, pdf.Header.Get("Content-Disposition"), `filename="Ada_Lovelace_Resume.pdf"`)
	require.True(t, bytes.HasPrefix(pdf.Body, []byte("%PDF-")))
	text := pdfToText(t, pdf.Body)
	order := []string{"Ada Lovelace", "ada@example.com", "Experience", "Engineer", "Analytical Engines",
		"Built a compiler in Go used by 40 teams", "Education", "University of London", "Skills", "Kubernetes"}
	pos := 0
	for _, want := range order {
		i := strings.Index(text[pos:], want)
		require.GreaterOrEqual(t, i, 0, "%q missing or out of order in:\n%s", want, text)
		pos += i + len(want)
	}

	// The capability URL is the credential: a guessed id is 404, and so is any other shape.
	miss := b.fetch(t, b.cfg.PublicBaseURL+"/v1/resumes/"+strings.Repeat("0", 64)+".pdf")
	require.Equal(t, 404, miss.Status)
	require.Equal(t, "resume_not_found", miss.errorBody(t).Code)
	require.Equal(t, 404, b.fetch(t, b.cfg.PublicBaseURL+"/v1/resumes/../../etc/passwd").Status)
}

func TestBuildResumeScoresMoreRequiredSkillsHigher(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{render: true})
	jd := "Requirements: Go, Kubernetes, PostgreSQL, AWS and Terraform. Nice to have: Kafka."
	weak := with("skills", []any{"Excel"})
	weak["job_description"] = jd
	strong := with("skills", []any{"Go", "Kubernetes", "PostgreSQL", "AWS", "Terraform"})
	strong["job_description"] = jd
	w, r1 := b.buildResume(t, weak)
	require.Equal(t, 200, r1.Status, string(r1.Body))
	s, r2 := b.buildResume(t, strong)
	require.Equal(t, 200, r2.Status, string(r2.Body))
	require.Greater(t, s.KeywordMatchPercentage, w.KeywordMatchPercentage)
	require.Greater(t, s.ATSScore, w.ATSScore)
	require.Contains(t, strings.Join(w.Suggestions, " "), "Terraform")
}

func TestBuildResumeInjectionAndAbsurdInput(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{render: true})
	script := `<script>document.title='pwned'</script><img src=x onerror=alert(1)>`
	inj := validResume()
	inj["user_name"] = "Ada " + script
	inj["skills"] = []any{"<b>Go</b>", "Kubernetes"}
	res, r := b.buildResume(t, inj)
	require.Equal(t, 200, r.Status, string(r.Body))
	text := pdfToText(t, b.fetch(t, res.ResumeURL).Body)
	require.Contains(t, text, "<script>document.title='pwned'</script>")
	require.Contains(t, text, "<b>Go</b>")

	bullets := make([]any, 200)
	for i := range bullets {
		bullets[i] = "Shipped release number " + strings.Repeat("x", i%7) + " to 1000 users"
	}
	huge := with("experience.0.bullets", bullets)
	huge["job_description"] = strings.Repeat("We need Go, Kubernetes and PostgreSQL experience. ", 1000)
	res, r = b.buildResume(t, huge)
	require.Equal(t, 200, r.Status, string(r.Body))
	require.True(t, res.PDFCheck.OK)

	empty := map[string]any{"user_name": "Ada", "email": "ada@example.com", "target_role": "Engineer"}
	res, r = b.buildResume(t, empty)
	require.Equal(t, 200, r.Status, string(r.Body))
	require.NotEmpty(t, res.Suggestions)

	rtl := validResume()
	rtl["user_name"] = "Ada שלום"
	rtl["skills"] = []any{"Go ✓", "مرحبا"}
	res, r = b.buildResume(t, rtl)
	if r.Status == 200 {
		text = pdfToText(t, b.fetch(t, res.ResumeURL).Body)
		require.Contains(t, text, "Ada")
	} else {
		require.Equal(t, 422, r.Status, string(r.Body))
		require.NotEmpty(t, r.errorBody(t).Field)
	}
}

func TestBuildResumeWithoutRenderer(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true})
	svc := &resumeService{bus: b.bus, deadline: 2 * time.Second, retention: time.Hour, baseURL: b.cfg.PublicBaseURL}
	b2 := setup(t, setupOpts{noWorker: true, services: Services{Resumes: svc}})
	b2.bus = b.bus
	r := b2.do(t, http.MethodPost, "/v1/build-resume", validResume())
	require.Equal(t, 503, r.Status, string(r.Body))
	require.Equal(t, "worker_unavailable", r.errorBody(t).Code, "classified in one place, like every route's")
	require.NotEmpty(t, r.Header.Get("Retry-After"))
}

func TestBuildResumeConcurrentAcrossTwoWorkers(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true, render: true})
	first := startWorker(t, b.env, true)
	second := startWorker(t, b.env, true)
	var mu sync.Mutex
	ids := map[string]bool{}
	var wg sync.WaitGroup
	for i := 0; i < 12; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, r := b.buildResume(t, validResume())
			require.Equal(t, 200, r.Status, string(r.Body))
			mu.Lock()
			ids[res.ResumeID] = true
			mu.Unlock()
		}()
	}
	wg.Wait()
	require.Len(t, ids, 12)
	require.Positive(t, first.Rendered(), "both workers share the queue group")
	require.Positive(t, second.Rendered(), "both workers share the queue group")
	require.Equal(t, int64(12), first.Rendered()+second.Rendered())
}

// TestBuildResumeKeepsTheUsersOrder: bullets and skills print in the order
// given unless the request asks for tailor=reorder.
func TestBuildResumeKeepsTheUsersOrder(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{render: true})
	body := validResume()
	body["experience"] = []any{map[string]any{
		"company": "Analytical Engines", "title": "Engineer", "start_date": "2020-01", "end_date": "Present",
		"bullets": []any{"Organised the yearly team offsite for 30 people", "Built Kubernetes and PostgreSQL services in Go on AWS"},
	}}
	body["skills"] = []any{"Public speaking", "Go", "Kubernetes"}
	order := func(extra map[string]any) (int, int) {
		req := map[string]any{}
		for k, v := range body {
			req[k] = v
		}
		for k, v := range extra {
			req[k] = v
		}
		res, r := b.buildResume(t, req)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		text := pdfToText(t, b.fetch(t, res.ResumeURL).Body)
		return strings.Index(text, "Organised the yearly"), strings.Index(text, "Built Kubernetes")
	}
	offsite, kube := order(nil)
	require.Less(t, offsite, kube, "the default keeps the user's order")
	offsite, kube = order(map[string]any{"tailor": "reorder"})
	require.Less(t, kube, offsite, "tailor=reorder puts the matching bullet first")
	r := b.do(t, http.MethodPost, "/v1/build-resume", with("tailor", "shuffle"))
	require.Equal(t, http.StatusUnprocessableEntity, r.Status)
	require.Equal(t, "tailor", r.errorBody(t).Field)
}

// TestBuildResumeFromJSONResume: a JSON Resume v1.0.0 document is built like
// the spec's fields, errors name its own paths, and the built resume reads
// back as JSON Resume.
func TestBuildResumeFromJSONResume(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{render: true})
	jr := map[string]any{
		"basics": map[string]any{"name": "Grace Hopper", "label": "Software Engineer", "email": "grace@example.com",
			"summary": "Compiler engineer.", "location": map[string]any{"city": "Arlington", "region": "VA", "countryCode": "US"},
			"profiles": []any{map[string]any{"network": "GitHub", "url": "https://github.com/grace"}}},
		"work": []any{map[string]any{"name": "Remington Rand", "position": "Engineer", "location": "Philadelphia, PA", "startDate": "1949-06-01",
			"highlights": []any{"Built the first compiler, used by 40 teams, in Go and Kubernetes"}}},
		"education":    []any{map[string]any{"institution": "Yale University", "studyType": "PhD", "area": "Mathematics", "endDate": "1954"}},
		"skills":       []any{map[string]any{"name": "Languages", "keywords": []any{"Go", "COBOL"}}},
		"awards":       []any{map[string]any{"title": "National Medal of Technology", "date": "1991"}},
		"certificates": []any{map[string]any{"name": "Naval Reserve Commission", "issuer": "US Navy", "date": "1943-12"}},
		"languages":    []any{map[string]any{"language": "English", "fluency": "Native"}},
		"projects":     []any{map[string]any{"name": "FLOW-MATIC", "highlights": []any{"Designed the first English-like data processing language"}}},
		"volunteer":    []any{map[string]any{"organization": "Computer History Museum", "position": "Speaker"}},
		"interests":    []any{map[string]any{"name": "Sailing"}},
	}
	body := map[string]any{"json_resume": jr, "job_description": "Requirements: Go and Kubernetes."}
	res, r := b.buildResume(t, body)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	text := pdfToText(t, b.fetch(t, res.ResumeURL).Body)
	for _, want := range []string{"Grace Hopper", "Remington Rand, Philadelphia, PA", "Built the first compiler", "Yale University",
		"Languages: Go, COBOL", "Arlington, VA, US", "National Medal of Technology", "Naval Reserve Commission, US Navy", "English (Native)",
		"FLOW-MATIC", "Designed the first English-like", "Speaker, Computer History Museum"} {
		require.Contains(t, text, want)
	}
	require.NotContains(t, text, "Sailing")
	require.Contains(t, string(r.Body), `json_resume.interests is accepted but not printed`)
	back := b.fetch(t, strings.TrimSuffix(res.ResumeURL, ".pdf")+".json")
	require.Equal(t, http.StatusOK, back.Status, string(back.Body))
	require.Contains(t, string(back.Body), `"name":"Grace Hopper"`)
	require.Contains(t, string(back.Body), `"position":"Engineer"`)
	require.Contains(t, string(back.Body), `"location":"Philadelphia, PA"`)
	require.Contains(t, string(back.Body), `"startDate":"1949-06"`)

	jr["work"] = []any{map[string]any{"name": "Remington Rand", "position": "Engineer", "startDate": "1949"}}
	r = b.do(t, http.MethodPost, "/v1/build-resume", map[string]any{"json_resume": jr})
	require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
	require.Equal(t, "json_resume.work[0].startDate", r.errorBody(t).Field)

	r = b.do(t, http.MethodPost, "/v1/build-resume", map[string]any{"json_resume": jr, "user_name": "Someone"})
	require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
	require.Equal(t, "json_resume", r.errorBody(t).Field)

	jr["work"] = []any{map[string]any{"name": "Remington Rand", "position": "Engineer", "startDate": "1949-06"}}
	jr["certificates"] = []any{map[string]any{"name": "Naval Reserve Commission", "date": "December 1943"}}
	r = b.do(t, http.MethodPost, "/v1/build-resume", map[string]any{"json_resume": jr})
	require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
	require.Equal(t, "json_resume.certificates[0].date", r.errorBody(t).Field)
}

// TestBuildResumeSectionErrorsNameTheField: bad entries of the extra sections
// and skill groups are a 422 naming the field, never a 500.
func TestBuildResumeSectionErrorsNameTheField(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{})
	for field, extra := range map[string]map[string]any{
		"projects[0].name":       {"projects": []any{map[string]any{"description": "no name"}}},
		"volunteer[0].end_date":  {"volunteer": []any{map[string]any{"organization": "Red Cross", "end_date": "soon"}}},
		"languages[0].language":  {"languages": []any{map[string]any{"fluency": "Native"}}},
		"awards[0].title":        {"awards": []any{map[string]any{"title": strings.Repeat("x", 300)}}},
		"skill_groups[0].count":  {"skill_groups": []any{map[string]any{"name": "Welding", "count": 0}}},
		"skill_groups":           {"skill_groups": []any{map[string]any{"name": "Welding", "count": 9}}},
		"certificates[0].issuer": {"certificates": []any{map[string]any{"name": "CPR", "issuer": "RedCross"}}},
	} {
		body := map[string]any{"user_name": "Dale Okafor", "email": "dale@example.com", "target_role": "Welder", "skills": []any{"SMAW", "GTAW"}}
		for k, v := range extra {
			body[k] = v
		}
		r := b.do(t, http.MethodPost, "/v1/build-resume", body)
		require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
		require.Equal(t, field, r.errorBody(t).Field, string(r.Body))
	}
}

// TestBuildResumeInEveryScript builds a resume in Chinese, Japanese, Korean,
// Hindi and Thai through the API and the render workers: it prints with the
// Noto fonts installed beside Chromium and reads back, where it used to be a 422.
func TestBuildResumeInEveryScript(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{render: true})
	body := map[string]any{
		"user_name": "王小明", "email": "xiaoming@example.com", "target_role": "软件工程师", "template": "compact",
		"summary": "东京と北京で8年間ソフトウェアを開発。서울에서 결제 시스템을 구축했습니다.",
		"experience": []any{map[string]any{"company": "अल्फा टेक्नोलॉजीज", "title": "वरिष्ठ इंजीनियर", "location": "बेंगलुरु",
			"start_date": "2018-03", "end_date": "Present",
			"bullets": []any{"构建了每天处理200万笔交易的支付系统", "ออกแบบระบบ API สำหรับธนาคาร"}}},
		"skills": []any{"Go", "中文", "हिन्दी"},
	}
	res, r := b.buildResume(t, body)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.True(t, res.PDFCheck.OK, string(r.Body))
	pdf := b.fetch(t, res.ResumeURL)
	require.Equal(t, http.StatusOK, pdf.Status)
	text := pdfToText(t, pdf.Body)
	// poppler as an independent reader (it moves the digits out of
	// "构建了每天处理200万笔交易的支付系统"; pdf_check's reader keeps them).
	for _, want := range []string{"王小明", "东京と北京で8年間", "결제 시스템을", "अल्फा टेक्नोलॉजीज", "बेंगलुरु", "ออกแบบระบบ API"} {
		require.Contains(t, text, want)
	}
}
