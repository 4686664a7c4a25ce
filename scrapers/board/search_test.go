package board

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// TestNewBoardsFoundThroughSearchJobs scrapes each new board's recording (or the
// fixture written from its documented shape) from a local server, writes the jobs
// into a real Postgres index and finds the posting through search-jobs, checking
// what a person reads there: title, company, places, pay and date.
func TestNewBoardsFoundThroughSearchJobs(t *testing.T) {
	if testing.Short() {
		t.Skip("needs Postgres")
	}
	t.Parallel()
	st := store.New(dbtest.NewPool(t))
	type want struct {
		title, company, salary, posted string
		place                          model.ListingPlace
	}
	cases := []struct {
		name  string
		src   Source
		serve func(f *fakeBoard)
		opts  []Option
		q     jobsearch.Query
		want  want
	}{
		{"workday", Source{Kind: KindWorkday, Token: "workday.wd5/Workday"}, func(f *fakeBoard) {
			f.mux.Handle("POST /wday/cxs/workday/Workday/jobs", serveWorkdayPages(t, readFixture(t, "workday/cxs_jobs_list__workday-wd5-Workday_trimmed4__candidatezero.json")))
			f.mux.Handle("GET /wday/cxs/workday/Workday/job/USAVAReston/Sr-Site-Reliability-Engineer--US-Federal-_JR-0105486",
				serveJSON(readFixture(t, "workday/cxs_job_detail__workday-wd5-Workday_desc-trimmed__candidatezero.json"), nil))
		}, []Option{WithClock(func() time.Time { return scrapeTime })},
			jobsearch.Query{Query: `"Sr. Site Reliability Engineer"`, Location: "Reston, VA"},
			want{"Sr. Site Reliability Engineer (US Federal)", "Workday Government, LLC", "$151,500 - $227,300 (period not stated)", "2026-07-25T00:00:00Z",
				model.ListingPlace{City: "Reston", Region: "VA", Country: "US"}}},
		{"workable", Source{Kind: KindWorkable, Token: "zego"}, func(f *fakeBoard) {
			f.mux.Handle("GET /api/v1/widget/accounts/zego", serveJSON(readFixture(t, "workable/widget_accounts_details__zego_desc-trimmed__AJ-Protzel-apply-engine.json"), nil))
		}, nil, jobsearch.Query{Query: "claims handler", Location: "Halifax, UK"},
			want{"Claims Handler - Third Party", "Zego", "", "2026-08-07T00:00:00Z", model.ListingPlace{City: "Halifax", Region: "England", Country: "GB"}}},
		{"recruitee", Source{Kind: KindRecruitee, Token: "spring"}, func(f *fakeBoard) {
			f.mux.Handle("GET /api/offers/", serveJSON(readFixture(t, "recruitee/api_offers__spring_open_questions_desc-trimmed__AJ-Protzel-apply-engine.json"), nil))
		}, nil, jobsearch.Query{Query: "business developer retail", Location: "Lyon, France"},
			want{"Business Developer Retail Lyon - Stage ou Alternance", "SPRiNG", "", "2026-07-29T08:20:35Z", model.ListingPlace{City: "Lyon", Region: "Auvergne-Rhône-Alpes", Country: "FR"}}},
		{"bamboohr", Source{Kind: KindBambooHR, Token: "fortlauderdalefirm", Company: "Fort Lauderdale Firm"}, func(f *fakeBoard) {
			f.mux.Handle("GET /careers/list", serveJSON(readFixture(t, "bamboohr/careers_list__fort-lauderdale-firm_2of3__omoji-careerkit.json"), nil))
			f.mux.Handle("GET /careers/86/detail", serveJSON(readFixture(t, "bamboohr/careers_detail_86__written-from-documented-shape.json"), nil))
		}, nil, jobsearch.Query{Query: "nurse paralegal", Location: "Fort Lauderdale, FL"},
			want{"Nurse Paralegal", "Fort Lauderdale Firm", "$65,000 - $80,000 a year", "2026-11-03T00:00:00Z",
				model.ListingPlace{City: "Fort Lauderdale", Region: "FL", Country: "US"}}},
		{"teamtailor", Source{Kind: KindTeamtailor, Token: "career", Company: "Teamtailor"}, func(f *fakeBoard) {
			f.mux.Handle("GET /jobs.json", serveJSON(readFixture(t, "teamtailor/jobs_json_feed__career-teamtailor_fields-pruned__omoji-careerkit.json"), nil))
		}, nil, jobsearch.Query{Query: "account executive italy", Location: "Madrid"},
			want{"Account Executive - Italy (Madrid based)", "Teamtailor", "", "2026-02-04T08:26:20Z", model.ListingPlace{City: "Madrid", Country: "ES"}}},
		{"breezy", Source{Kind: KindBreezy, Token: "breezy"}, func(f *fakeBoard) {
			f.mux.Handle("GET /json", serveJSON(readFixture(t, "breezy/json_positions__breezy-demo-board__prettyirrelevant-hunt.json"), nil))
		}, nil, jobsearch.Query{Query: "employee", Location: "Florida"},
			want{"Employee #12", "MS Breezy Trial", "$0.05 - $0.06 an hour", "2024-02-15T14:37:22Z", model.ListingPlace{City: "Chaos", Region: "FL", Country: "US"}}},
		{"usajobs", Source{Kind: KindUSAJobs}, func(f *fakeBoard) {
			body := readFixture(t, "usajobs/search__written-from-documented-shape.json")
			f.mux.HandleFunc("GET /api/search", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write(body) })
		}, []Option{WithUSAJobs(USAJobsKey{Key: "k", UserAgent: DefaultUserAgent})},
			jobsearch.Query{Query: "practical nurse", Location: "Denver, CO"},
			want{"Practical Nurse", "Veterans Health Administration", "$52,000 - $67,600 a year", "2026-11-18T00:00:00Z",
				model.ListingPlace{City: "Denver", Region: "CO", Country: "US"}}},
		{"personio", Source{Kind: KindPersonio, Token: "nordlicht", Company: "Nordlicht Pflege"}, func(f *fakeBoard) {
			body := readFixture(t, "personio/xml_positions__written-from-documented-shape.xml")
			f.mux.HandleFunc("GET /xml", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write(body) })
		}, nil, jobsearch.Query{Query: "registered nurse", Location: "Hamburg"},
			want{"Registered Nurse (m/f/d)", "Nordlicht Pflege", "€3,800 - €4,400 a month", "2026-11-02T09:15:00Z", model.ListingPlace{City: "Hamburg", Country: "DE"}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeBoard(t)
			tc.serve(f)
			tc.src.BaseURL = f.srv.URL
			jobs, err := New(testHTTP(), tc.opts...).Fetch(t.Context(), tc.src)
			require.NoError(t, err)
			_, err = st.JobSync(t.Context(), tc.src.Key(), jobs, time.Now())
			require.NoError(t, err)
			posted, _ := time.Parse(time.RFC3339, tc.want.posted)
			svc := jobsearch.New(st, jobsearch.WithClock(func() time.Time { return posted.Add(48 * time.Hour) }))
			res, err := svc.Search(t.Context(), tc.q)
			require.NoError(t, err)
			require.NotEmpty(t, res.Jobs, "nothing found for %+v", tc.q)
			var l model.JobListing
			for _, j := range res.Jobs {
				if j.Title == tc.want.title {
					l = j
				}
			}
			require.Equal(t, tc.want.title, l.Title)
			require.Equal(t, tc.want.company, l.Company)
			require.Equal(t, tc.want.salary, l.Salary)
			require.Equal(t, tc.want.posted, l.PostedDate)
			require.Contains(t, l.Places, tc.want.place)
		})
	}
}
