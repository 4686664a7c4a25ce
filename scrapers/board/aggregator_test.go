package board

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

func TestRemoteOKFetch(t *testing.T) {
	t.Parallel()
	const fixture = "remoteok/api__written-from-documented-shape"
	body := readFixture(t, fixture+".json")
	f := newFakeBoard(t)
	f.mux.Handle("GET /api", serveJSON(body, nil))
	jobs := fetch(t, f, Source{Kind: KindRemoteOK})
	require.Len(t, jobs, countItems(t, body, "")-1, "element 0 is the legal notice")

	j := jobByID(t, jobs, "remoteok-9100001")
	require.Equal(t, "Store Assistant Brisbane", j.Title)
	require.Equal(t, "Harbour Grocers", j.Company)
	require.Equal(t, "Brisbane", j.Location)
	require.Equal(t, "Brisbane", j.City)
	require.False(t, j.Remote, "a store assistant works in the store, whatever an all-remote board says")
	require.Equal(t, model.JobTypeFullTime, j.JobType, "from the tag \"full time\"")
	require.Equal(t, "https://remoteOK.com/remote-jobs/remote-store-assistant-brisbane-harbour-grocers-9100001", j.ApplyURL)
	require.Equal(t, date("2026-08-14T17:36:11Z"), j.PostedAt)
	require.Contains(t, j.Tags, "customer support")
	require.Empty(t, j.Salary, "salary_min and salary_max are 0")

	j = jobByID(t, jobs, "remoteok-9100002")
	require.Equal(t, "Remote", j.Location, "no location given")
	require.Equal(t, "$40,000 - $52,000 a year", j.Salary)
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
			fixture: "remotive/remote-jobs__written-from-documented-shape",
			check: func(t *testing.T, jobs []model.Job) {
				j := jobByID(t, jobs, "remotive-3000001")
				require.Equal(t, "Product Specialist - Veterinary Care", j.Title)
				require.Equal(t, "Pawsitive Health", j.Company)
				require.Equal(t, "$55,000 - $100,000 (period not stated)", j.Salary)
				require.Equal(t, "USA, CST (UTC-6)", j.Location)
				require.Equal(t, "US", j.Country)
				require.True(t, j.Remote)
				require.Equal(t, "Sales", j.Department)
				require.Equal(t, date("2026-07-09T08:01:56Z"), j.PostedAt, "no zone: UTC")

				j = jobByID(t, jobs, "remotive-3000002")
				require.Equal(t, "$3,000 - $10,000 (period not stated)", j.Salary, "no period in the posting: none invented")
				require.Nil(t, j.SalaryMin)

				j = jobByID(t, jobs, "remotive-3000003")
				require.Equal(t, model.JobTypePartTime, j.JobType)
				require.Equal(t, "CA", j.Country)

				j = jobByID(t, jobs, "remotive-3000004")
				require.Empty(t, j.Salary, "Pay per task")
				require.Nil(t, j.SalaryMin)

				j = jobByID(t, jobs, "remotive-3000006")
				require.Equal(t, "$31,200 - $52,000 (period not stated)", j.Salary)

				j = jobByID(t, jobs, "remotive-3000005")
				require.Equal(t, "$25,000 - $35,000 (period not stated)", j.Salary)
				require.True(t, j.Bonus, "OTE")
				require.Equal(t, model.JobTypeFullTime, j.JobType)
				require.Equal(t, "https://remotive.com/remote-jobs/sales/inside-sales-representative-3000005", j.ApplyURL)
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
	const fixture = "arbeitnow/job-board-api__data-only_desc-cut__prettyirrelevant-hunt"
	body := readFixture(t, fixture+".json")
	f := newFakeBoard(t)
	f.mux.Handle("GET /api/job-board-api", serveArbeitnowPages(t, body, 1))
	jobs := fetch(t, f, Source{Kind: KindArbeitnow})
	require.Len(t, jobs, countItems(t, body, "data"))
	require.Equal(t, 2, f.requests(), "links.next followed on the configured host")

	j := jobByID(t, jobs, "arbeitnow-werkstudent-customer-success-berlin-berlin-72879")
	require.Equal(t, "Werkstudent Customer Success (x/f/m)", j.Title)
	require.Equal(t, "Doctolib", j.Company)
	require.Equal(t, model.JobTypePartTime, j.JobType, "a Werkstudent, from the title")
	require.Equal(t, "Berlin", j.City)
	require.Equal(t, "DE", j.Country)
	require.False(t, j.Remote)
	require.Equal(t, time.Unix(1790412915, 0).UTC(), j.PostedAt)
	require.True(t, strings.HasPrefix(j.DescriptionHTML, "<h2"), "entity-escaped body unescaped")
	require.NotContains(t, j.DescriptionText, "&lt;")

	j = jobByID(t, jobs, "arbeitnow-senior-key-account-success-manager-berlin-berlin-316578")
	require.Empty(t, j.JobType, "no job type stated")
	checkGolden(t, fixture, jobs)
}
