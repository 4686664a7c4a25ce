package board

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

func TestRemoteOKFetch(t *testing.T) {
	t.Parallel()
	const fixture = "remoteok/api__BreteAI"
	body := readFixture(t, fixture+".json")
	f := newFakeBoard(t)
	f.mux.Handle("GET /api", serveJSON(body, nil))
	jobs := fetch(t, f, Source{Kind: KindRemoteOK})
	require.Len(t, jobs, countItems(t, body, "")-1, "element 0 is the legal notice")

	j := jobByID(t, jobs, "remoteok-1136719")
	require.Equal(t, "Shop Assistant Cammeray", j.Title)
	require.Equal(t, "Harris Farm Markets", j.Company)
	require.Equal(t, "Cammeray", j.Location)
	require.Equal(t, "Cammeray", j.City)
	require.False(t, j.Remote, "a shop assistant works in the shop, whatever an all-remote board says")
	require.Equal(t, model.WorkplaceOnSite, j.Workplace)
	require.Equal(t, model.JobTypeFullTime, j.JobType, "from the tag \"full time\"")
	require.Equal(t, "https://remoteOK.com/remote-jobs/remote-shop-assistant-cammeray-harris-farm-markets-1136719", j.ApplyURL)
	require.Equal(t, date("2026-08-14T17:36:11Z"), j.PostedAt)
	require.Contains(t, j.Tags, "customer support")
	require.Empty(t, j.Salary, "salary_min and salary_max are 0")

	j = jobByID(t, jobs, "remoteok-1136687")
	require.Equal(t, "Remote", j.Location, "no location given")
	checkGolden(t, fixture, jobs)
}

func TestRemoteOKSalary(t *testing.T) {
	t.Parallel()
	body := []byte(`[{"legal":"terms"},{"id":7,"position":"Go Engineer","company":"Acme","salary_min":90000,"salary_max":0,"epoch":1786728971,"url":"https://remoteok.com/remote-jobs/7"}]`)
	f := newFakeBoard(t)
	f.mux.Handle("GET /api", serveJSON(body, nil))
	jobs := fetch(t, f, Source{Kind: KindRemoteOK})
	require.Len(t, jobs, 1)
	require.Equal(t, "remoteok-7", jobs[0].ID)
	require.Equal(t, "From $90,000 a year", jobs[0].Salary)
	require.Nil(t, jobs[0].SalaryMax)
	require.Equal(t, date("2026-08-14T17:36:11Z"), jobs[0].PostedAt, "from epoch when date is missing")
}

func TestRemotiveFetch(t *testing.T) {
	t.Parallel()
	tests := []struct {
		fixture string
		check   func(t *testing.T, jobs []model.Job)
	}{
		{
			fixture: "remotive/remote-jobs__full-envelope_desc-truncated__ikevinxie",
			check: func(t *testing.T, jobs []model.Job) {
				j := jobByID(t, jobs, "remotive-2091048")
				require.Equal(t, "Product Sales Specialist - Pet Health", j.Title)
				require.Equal(t, "Tribe Wellness", j.Company)
				require.Equal(t, "$55,000 - $100,000 (period not stated)", j.Salary)
				require.Equal(t, "USA, CST (UTC-6)", j.Location)
				require.Equal(t, "US", j.Country)
				require.True(t, j.Remote)
				require.Equal(t, "Sales", j.Department)
				require.Equal(t, date("2026-07-09T08:01:56Z"), j.PostedAt, "no zone: UTC")

				j = jobByID(t, jobs, "remotive-2090949")
				require.Equal(t, "$3,000 - $10,000 (period not stated)", j.Salary, "no period in the posting: none invented")
				require.Nil(t, j.SalaryMin)

				j = jobByID(t, jobs, "remotive-2091047")
				require.Equal(t, model.JobTypePartTime, j.JobType)
				require.Equal(t, "CA", j.Country)
			},
		},
		{
			fixture: "remotive/remote-jobs__jobs-only_full-desc__BreteAI",
			check: func(t *testing.T, jobs []model.Job) {
				j := jobByID(t, jobs, "remotive-2091093")
				require.Empty(t, j.Salary, "Pay per task")
				require.Nil(t, j.SalaryMin)

				j = jobByID(t, jobs, "remotive-1680495")
				require.Equal(t, "$31,200 - $52,000 (period not stated)", j.Salary)
				require.Equal(t, "Coalition Technologies", j.Company)

				j = jobByID(t, jobs, "remotive-2086540")
				require.Equal(t, "$25,000 - $35,000 (period not stated)", j.Salary)
				require.True(t, j.Bonus, "OTE")
				require.Equal(t, model.JobTypeFullTime, j.JobType)
				require.Equal(t, "https://remotive.com/remote-jobs/sales/inside-sales-contractor-2086540", j.ApplyURL)
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.fixture, func(t *testing.T) {
			t.Parallel()
			body := readFixture(t, tc.fixture+".json")
			f := newFakeBoard(t)
			f.mux.Handle("GET /api/remote-jobs", serveJSON(body, nil))
			jobs := fetch(t, f, Source{Kind: KindRemotive})
			require.Len(t, jobs, countItems(t, body, "jobs"))
			tc.check(t, jobs)
			checkGolden(t, tc.fixture, jobs)
		})
	}
}

// serveArbeitnowPages splits the captured data into pages of perPage with the live
// API's links.next, pointing at the public host as the real API does.
func serveArbeitnowPages(t *testing.T, body []byte, perPage int) http.HandlerFunc {
	var env struct {
		Data []json.RawMessage `json:"data"`
	}
	require.NoError(t, json.Unmarshal(body, &env))
	return func(w http.ResponseWriter, r *http.Request) {
		page, err := strconv.Atoi(r.URL.Query().Get("page"))
		if err != nil || page < 1 {
			http.Error(w, "want page", http.StatusBadRequest)
			return
		}
		start := min((page-1)*perPage, len(env.Data))
		end := min(start+perPage, len(env.Data))
		var next *string
		if end < len(env.Data) {
			n := "https://www.arbeitnow.com/api/job-board-api?page=" + strconv.Itoa(page+1)
			next = &n
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"data":  env.Data[start:end],
			"links": map[string]any{"next": next},
			"meta":  map[string]any{"current_page": page, "per_page": perPage},
		})
	}
}

func TestArbeitnowFetch(t *testing.T) {
	t.Parallel()
	const fixture = "arbeitnow/job-board-api__data-only__BreteAI"
	body := readFixture(t, fixture+".json")
	f := newFakeBoard(t)
	f.mux.Handle("GET /api/job-board-api", serveArbeitnowPages(t, body, 2))
	jobs := fetch(t, f, Source{Kind: KindArbeitnow})
	require.Len(t, jobs, countItems(t, body, "data"))
	require.Equal(t, 2, f.requests(), "links.next followed on the configured host")

	j := jobByID(t, jobs, "arbeitnow-praktikant-marketing-event-student-in-offenburg-442686")
	require.Equal(t, "Praktikant Marketing/Event (m/w/d) - Student: in", j.Title)
	require.Equal(t, "Georg Kuhn GmbH", j.Company)
	require.Equal(t, model.JobTypeInternship, j.JobType, "from the title")
	require.Equal(t, "Offenburg", j.City)
	require.False(t, j.Remote)
	require.Equal(t, date("2026-08-15T15:30:24Z"), j.PostedAt)
	require.Equal(t, "georg kuhn|praktikant marketing event student in|offenburg", j.DedupeKey)

	j = jobByID(t, jobs, "arbeitnow-quereinsteiger-redaktion-marketing-vertrieb-berlin-308023")
	require.Equal(t, model.JobTypePartTime, j.JobType, "job_types [\"Side\"]")
	require.Equal(t, "DE", j.Country)

	j = jobByID(t, jobs, "arbeitnow-remote-senior-account-executive-enterprise-165386")
	require.True(t, j.Remote)
	require.True(t, strings.HasPrefix(j.DescriptionHTML, "<div"), "entity-escaped body unescaped")
	require.NotContains(t, j.DescriptionText, "&lt;")
	checkGolden(t, fixture, jobs)
}
