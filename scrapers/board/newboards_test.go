package board

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// scrapeTime is the clock of the Workday tests: relative dates are read against it.
var scrapeTime = time.Date(2026, 7, 26, 15, 4, 5, 0, time.UTC)

// serveWorkdayPages answers the CXS job search with the slice of the recording
// that the posted offset and limit ask for; past the end, an empty page.
func serveWorkdayPages(t *testing.T, body []byte) http.HandlerFunc {
	var page struct {
		Total       int               `json:"total"`
		JobPostings []json.RawMessage `json:"jobPostings"`
	}
	require.NoError(t, json.Unmarshal(body, &page))
	return func(w http.ResponseWriter, r *http.Request) {
		var q struct {
			AppliedFacets map[string]any `json:"appliedFacets"`
			Limit, Offset *int
			SearchText    *string `json:"searchText"`
		}
		if err := json.NewDecoder(r.Body).Decode(&q); err != nil || q.Limit == nil || q.Offset == nil ||
			q.AppliedFacets == nil || q.SearchText == nil || r.Header.Get("Content-Type") != "application/json" {
			http.Error(w, "want a JSON body with appliedFacets, limit, offset, searchText", http.StatusBadRequest)
			return
		}
		items := page.JobPostings[min(*q.Offset, len(page.JobPostings)):min(*q.Offset+*q.Limit, len(page.JobPostings))]
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"total": page.Total, "jobPostings": items, "facets": []any{}})
	}
}

func TestWorkdayFetch(t *testing.T) {
	t.Parallel()
	list := readFixture(t, "workday/cxs_jobs_list__workday-wd5-Workday_trimmed4__candidatezero.json")
	// The recording's fourth posting, as a tenant lists a posting of several
	// places; its detail (written from the recorded one) names them.
	list = bytes.Replace(list, []byte(`"locationsText": "USA.VA.Reston",
   "postedOn": "Posted 2 Days Ago"`), []byte(`"locationsText": "3 Locations",
   "postedOn": "Posted 2 Days Ago"`), 1)
	detail := readFixture(t, "workday/cxs_job_detail__workday-wd5-Workday_desc-trimmed__candidatezero.json")
	multi := readFixture(t, "workday/cxs_job_detail_3_locations__written-from-recorded-shape.json")
	f := newFakeBoard(t)
	f.mux.Handle("POST /wday/cxs/workday/Workday/jobs", serveWorkdayPages(t, list))
	f.mux.Handle("GET /wday/cxs/workday/Workday/job/USAVAReston/Sr-Site-Reliability-Engineer--US-Federal-_JR-0105486", serveJSON(detail, nil))
	f.mux.Handle("GET /wday/cxs/workday/Workday/job/USAVAReston/Analytics-Sr-Software-Engineer--US-Federal-_JR-0105494", serveJSON(multi, nil))

	src := Source{Kind: KindWorkday, Token: "workday.wd5/Workday"}
	jobs := fetch(t, f, src, WithPageSize(3), WithClock(func() time.Time { return scrapeTime }))
	require.Len(t, jobs, 4)
	require.Equal(t, 3, f.hitCount("/wday/cxs/workday/Workday/jobs"), "pages of 3, 1 and the empty one")

	j := jobByID(t, jobs, "workday-workday-Sr-Site-Reliability-Engineer--US-Federal-_JR-0105486")
	require.Equal(t, "Sr. Site Reliability Engineer (US Federal)", j.Title)
	require.Equal(t, "Workday Government, LLC", j.Company, "the detail's hiring organisation")
	require.Equal(t, "Reston, VA, USA", j.Location)
	require.Equal(t, "Reston", j.City)
	require.Equal(t, "VA", j.Region)
	require.Equal(t, "US", j.Country)
	require.Equal(t, model.WorkplaceOnSite, j.Workplace)
	require.Equal(t, model.JobTypeFullTime, j.JobType)
	require.Equal(t, "$151,500 - $227,300 (period not stated)", j.Salary)
	require.Equal(t, date("2026-07-25T00:00:00Z"), j.PostedAt, "startDate is absolute")
	require.False(t, j.PostedApprox)
	require.Equal(t, "https://workday.wd5.myworkdayjobs.com/Workday/job/USAVAReston/Sr-Site-Reliability-Engineer--US-Federal-_JR-0105486", j.ApplyURL)
	require.Contains(t, j.DescriptionText, "Your work days are brighter here.")

	j = jobByID(t, jobs, "workday-workday-Analytics-Sr-Software-Engineer--US-Federal-_JR-0105494")
	require.Equal(t, []string{"Reston, VA, USA", "Boulder, CO, USA", "Pleasanton, CA, USA"}, j.Locations, "3 Locations expanded from the detail")
	require.Equal(t, model.WorkplaceHybrid, j.Workplace, "Flex is Workday's hybrid")
	require.Equal(t, date("2026-07-24T00:00:00Z"), j.PostedAt, "Posted 2 Days Ago against the scrape time")
	require.True(t, j.PostedApprox)

	// A posting whose detail is gone keeps the list's data and relative date.
	j = jobByID(t, jobs, "workday-workday-Analytics-Software-Engineer---US-Federal_JR-0105490-1")
	require.Equal(t, "Site Reliability Engineer (US Federal)", j.Title)
	require.Equal(t, "Workday", j.Company)
	require.Equal(t, date("2026-07-25T00:00:00Z"), j.PostedAt)
	require.True(t, j.PostedApprox)
	require.Equal(t, "https://workday.wd5.myworkdayjobs.com/Workday/job/USAVAReston/Analytics-Software-Engineer---US-Federal_JR-0105490-1", j.ApplyURL)
	checkGolden(t, "workday/cxs_jobs_list__workday-wd5-Workday_trimmed4__candidatezero", jobs)
}

func TestWorkdayPagesUntilEmpty(t *testing.T) {
	t.Parallel()
	list := readFixture(t, "workday/cxs_jobs_list__workday-wd5-Workday_trimmed4__candidatezero.json")
	var offsets []int
	pages := serveWorkdayPages(t, list)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.NotFound(w, r)
			return
		}
		b, _ := io.ReadAll(r.Body)
		var q struct{ Offset int }
		_ = json.Unmarshal(b, &q)
		offsets = append(offsets, q.Offset)
		r.Body = io.NopCloser(bytes.NewReader(b))
		pages(w, r)
	}))
	t.Cleanup(srv.Close)
	_, err := New(testHTTP(), WithPageSize(3)).Fetch(t.Context(), Source{Kind: KindWorkday, Token: "workday.wd5/Workday", BaseURL: srv.URL})
	require.NoError(t, err)
	require.Equal(t, []int{0, 3, 4}, offsets, "total says 347; the empty page at offset 4 ends it")
}

func TestWorkableFetch(t *testing.T) {
	t.Parallel()
	const fixture = "workable/widget_accounts_details__zego_desc-trimmed__AJ-Protzel-apply-engine"
	body := readFixture(t, fixture+".json")
	f := newFakeBoard(t)
	f.mux.Handle("GET /api/v1/widget/accounts/zego", serveJSON(body, map[string][]string{"details": {"true"}}))
	jobs := fetch(t, f, Source{Kind: KindWorkable, Token: "zego"})
	require.Len(t, jobs, 2)
	j := jobByID(t, jobs, "workable-450EC5C378")
	require.Equal(t, "Claims Handler - Third Party", j.Title)
	require.Equal(t, "Zego", j.Company)
	require.Equal(t, "Halifax, England, United Kingdom", j.Location)
	require.Equal(t, "Halifax", j.City)
	require.Equal(t, "GB", j.Country)
	require.False(t, j.Remote)
	require.Equal(t, date("2026-08-07T00:00:00Z"), j.PostedAt, "published_on, not the older created_at")
	require.Equal(t, "https://apply.workable.com/j/450EC5C378/apply", j.ApplyURL)
	require.Equal(t, "Insurance", j.Industry)
	require.Equal(t, model.JobTypeFullTime, j.JobType)
	checkGolden(t, fixture, jobs)

	crew := readFixture(t, "workable/widget_accounts_details__crewai_desc-truncated__candidatezero.json")
	f.mux.Handle("GET /api/v1/widget/accounts/crewai", serveJSON(crew, nil))
	jobs = fetch(t, f, Source{Kind: KindWorkable, Token: "crewai"})
	require.Equal(t, countItems(t, crew, "jobs"), len(jobs))
}

func TestRecruiteeFetch(t *testing.T) {
	t.Parallel()
	const fixture = "recruitee/api_offers__spring_open_questions_desc-trimmed__AJ-Protzel-apply-engine"
	body := readFixture(t, fixture+".json")
	f := newFakeBoard(t)
	f.mux.Handle("GET /api/offers/", serveJSON(body, nil))
	jobs := fetch(t, f, Source{Kind: KindRecruitee, Token: "spring"})
	require.Len(t, jobs, countItems(t, body, "offers"))
	j := jobByID(t, jobs, "recruitee-2693374")
	require.Equal(t, "Business Developer Retail Lyon - Stage ou Alternance", j.Title)
	require.Equal(t, "SPRiNG", j.Company)
	require.Equal(t, "Lyon", j.City)
	require.Equal(t, "FR", j.Country)
	require.Equal(t, model.WorkplaceHybrid, j.Workplace)
	require.Equal(t, model.JobTypeInternship, j.JobType)
	require.Equal(t, date("2026-07-29T08:20:35Z"), j.PostedAt, "\"2026-07-29 08:20:35 UTC\"")
	require.Equal(t, "https://spring.recruitee.com/o/business-developer-retail-lyon-stage-ou-alternance", j.ApplyURL)
	require.Empty(t, j.Salary, "salary fields are all null")
	checkGolden(t, fixture, jobs)
}

func TestBambooHRFetch(t *testing.T) {
	t.Parallel()
	const fixture = "bamboohr/careers_list__fort-lauderdale-firm_2of3__omoji-careerkit"
	list := readFixture(t, fixture+".json")
	detail := readFixture(t, "bamboohr/careers_detail_86__written-from-documented-shape.json")
	f := newFakeBoard(t)
	f.mux.Handle("GET /careers/list", serveJSON(list, nil))
	f.mux.Handle("GET /careers/86/detail", serveJSON(detail, nil))
	jobs := fetch(t, f, Source{Kind: KindBambooHR, Token: "fortlauderdalefirm", Company: "Fort Lauderdale Firm"})
	require.Len(t, jobs, 2)
	j := jobByID(t, jobs, "bamboohr-86")
	require.Equal(t, "Nurse Paralegal", j.Title)
	require.Equal(t, "Fort Lauderdale Firm", j.Company)
	require.Equal(t, "Fort Lauderdale", j.City)
	require.Equal(t, "FL", j.Region)
	require.Equal(t, "US", j.Country)
	require.Equal(t, "$65,000 - $80,000 a year", j.Salary)
	require.Equal(t, date("2026-11-03T00:00:00Z"), j.PostedAt)
	require.Contains(t, j.DescriptionText, "Review medical records")
	require.Equal(t, "https://fortlauderdalefirm.bamboohr.com/careers/86", j.ApplyURL)

	j = jobByID(t, jobs, "bamboohr-87")
	require.Equal(t, model.JobTypeInternship, j.JobType)
	require.Equal(t, "Marketing", j.Department, "the trailing space trimmed")
	require.Equal(t, "https://fortlauderdalefirm.bamboohr.com/careers/87", j.ApplyURL, "no detail: built from the id")
	checkGolden(t, fixture, jobs)
}

func TestTeamtailorFetch(t *testing.T) {
	t.Parallel()
	const fixture = "teamtailor/jobs_json_feed__career-teamtailor_fields-pruned__omoji-careerkit"
	body := readFixture(t, fixture+".json")
	f := newFakeBoard(t)
	f.mux.Handle("GET /jobs.json", serveJSON(body, nil))
	jobs := fetch(t, f, Source{Kind: KindTeamtailor, Token: "career", Company: "Teamtailor"})
	require.Len(t, jobs, 2)
	j := jobByID(t, jobs, "teamtailor-7069633")
	require.Equal(t, "Mid-Market Account Executive - Copenhagen", j.Title)
	require.Equal(t, "Teamtailor", j.Company)
	require.Equal(t, []string{"Stockholm", "København"}, j.Locations)
	require.Equal(t, "SE", j.Country)
	require.Equal(t, date("2026-01-18T18:35:57Z"), j.PostedAt)
	require.Equal(t, "https://career.teamtailor.com/jobs/7069633-mid-market-account-executive-copenhagen", j.ApplyURL)
	j = jobByID(t, jobs, "teamtailor-7167985")
	require.Equal(t, "Madrid", j.City)
	require.Equal(t, "ES", j.Country)
	require.Empty(t, j.Region, "addressRegion \"Europe\" is not a region")
	checkGolden(t, fixture, jobs)
}

func TestBreezyFetch(t *testing.T) {
	t.Parallel()
	const fixture = "breezy/json_positions__breezy-demo-board__prettyirrelevant-hunt"
	body := readFixture(t, fixture+".json")
	f := newFakeBoard(t)
	f.mux.Handle("GET /json", serveJSON(body, nil))
	jobs := fetch(t, f, Source{Kind: KindBreezy, Token: "breezy"})
	require.Len(t, jobs, 2)
	j := jobByID(t, jobs, "breezy-98323abf2296")
	require.Equal(t, "Employee #12", j.Title)
	require.Equal(t, "MS Breezy Trial", j.Company)
	require.Equal(t, "Chaos, FL", j.Location)
	require.Equal(t, "FL", j.Region)
	require.Equal(t, "US", j.Country)
	require.Equal(t, "hour", j.SalaryPeriod)
	require.Equal(t, date("2024-02-15T14:37:22.684Z"), j.PostedAt)
	j = jobByID(t, jobs, "breezy-088ac6d52139")
	require.Equal(t, model.JobTypeContract, j.JobType)
	require.Equal(t, "New York", j.City)
	checkGolden(t, fixture, jobs)
}

func TestPersonioFetch(t *testing.T) {
	t.Parallel()
	const fixture = "personio/xml_positions__written-from-documented-shape"
	body := readFixture(t, fixture+".xml")
	f := newFakeBoard(t)
	f.mux.HandleFunc("GET /xml", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("language") != "en" {
			http.Error(w, "want language=en", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/xml")
		_, _ = w.Write(body)
	})
	jobs := fetch(t, f, Source{Kind: KindPersonio, Token: "nordlicht", Company: "Nordlicht Pflege"})
	require.Len(t, jobs, 2)
	j := jobByID(t, jobs, "personio-1480123")
	require.Equal(t, "Registered Nurse (m/f/d)", j.Title)
	require.Equal(t, "Nordlicht Pflege", j.Company)
	require.Equal(t, []string{"Hamburg", "Berlin", "Munich"}, j.Locations)
	require.Equal(t, "DE", j.Country)
	require.Equal(t, "EUR", j.SalaryCurrency)
	require.Equal(t, "month", j.SalaryPeriod)
	require.Equal(t, date("2026-11-02T09:15:00Z"), j.PostedAt)
	require.Contains(t, j.DescriptionHTML, "<h3>Your tasks</h3>")
	require.Equal(t, "https://nordlicht.jobs.personio.de/job/1480123", j.ApplyURL)
	j = jobByID(t, jobs, "personio-1480456")
	require.Equal(t, model.JobTypeInternship, j.JobType)
	checkGolden(t, fixture, jobs)

	// A company that does not exist answers a web page.
	html := newFakeBoard(t)
	html.mux.HandleFunc("GET /xml", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte("<!DOCTYPE html><html><body>Not here</body></html>"))
	})
	_, err := New(testHTTP()).Fetch(t.Context(), Source{Kind: KindPersonio, Token: "nope", BaseURL: html.srv.URL})
	require.ErrorIs(t, err, ErrHTML)
}

func TestUSAJobsFetch(t *testing.T) {
	t.Parallel()
	pages := [][]byte{
		readFixture(t, "usajobs/search__written-from-documented-shape.json"),
		readFixture(t, "usajobs/search_page2__written-from-documented-shape.json"),
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/search" || r.Header.Get("Authorization-Key") != "k3y" ||
			r.Header.Get("User-Agent") != "ops@example.org" || r.URL.Query().Get("ResultsPerPage") != "500" {
			http.Error(w, "want /api/search with Authorization-Key, User-Agent and ResultsPerPage", http.StatusUnauthorized)
			return
		}
		n, err := strconv.Atoi(r.URL.Query().Get("Page"))
		if err != nil || n < 1 || n > len(pages) {
			http.Error(w, "bad page", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(pages[n-1])
	}))
	t.Cleanup(srv.Close)
	src := Source{Kind: KindUSAJobs, BaseURL: srv.URL}

	// Without the key the source is not configured: no request, a distinct error.
	c := New(testHTTP())
	require.False(t, c.Configured(src))
	_, err := c.Fetch(t.Context(), src)
	require.ErrorIs(t, err, ErrNotConfigured)

	c = New(testHTTP(), WithUSAJobs(USAJobsKey{Key: "k3y", UserAgent: "ops@example.org"}))
	require.True(t, c.Configured(src))
	jobs, err := c.Fetch(t.Context(), src)
	require.NoError(t, err)
	require.Len(t, jobs, 3, "two pages")
	j := jobByID(t, jobs, "usajobs-870000101")
	require.Equal(t, "Practical Nurse", j.Title)
	require.Equal(t, "Veterans Health Administration", j.Company)
	require.Equal(t, "Denver", j.City)
	require.Equal(t, "CO", j.Region)
	require.Equal(t, "US", j.Country)
	require.Equal(t, "$52,000 - $67,600 a year", j.Salary)
	require.Equal(t, date("2026-11-18T00:00:00Z"), j.PostedAt)
	require.Equal(t, model.JobTypeFullTime, j.JobType)
	j = jobByID(t, jobs, "usajobs-870000102")
	require.Equal(t, model.JobTypeContract, j.JobType, "temporary")
	require.Equal(t, "hour", j.SalaryPeriod)
	require.Len(t, j.Locations, 2)
	j = jobByID(t, jobs, "usajobs-870000103")
	require.True(t, j.Remote)
	checkGolden(t, "usajobs/search__written-from-documented-shape", jobs)
}
