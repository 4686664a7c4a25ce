package board

import (
	"encoding/json"
	"net/http"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// serveLeverPages answers GET /v0/postings/{site}?mode=json&skip&limit with the
// slice of the fixture array the page asks for, as Lever pages.
func serveLeverPages(t *testing.T, body []byte) http.HandlerFunc {
	var all []json.RawMessage
	require.NoError(t, json.Unmarshal(body, &all))
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		skip, err1 := strconv.Atoi(q.Get("skip"))
		limit, err2 := strconv.Atoi(q.Get("limit"))
		if q.Get("mode") != "json" || err1 != nil || err2 != nil {
			http.Error(w, "want mode=json, skip and limit", http.StatusBadRequest)
			return
		}
		page := all[min(skip, len(all)):min(skip+limit, len(all))]
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(page)
	}
}

func TestLeverFetch(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		site     string
		company  string
		fixture  string
		pageSize int
		check    func(t *testing.T, jobs []model.Job)
	}{
		{
			name:    "northwind, written from the documented shape",
			site:    "northwind",
			company: "Northwind Health",
			fixture: "lever/postings_mode_json__written-from-documented-shape",
			check: func(t *testing.T, jobs []model.Job) {
				j := jobByID(t, jobs, "lever-5f0c3a52-9a51-4d7e-8c1e-2b8f6a1d0e01")
				require.Equal(t, "Office Coordinator", j.Title)
				require.Equal(t, "Northwind Health", j.Company)
				require.Equal(t, "London, United Kingdom", j.Location)
				require.Equal(t, "London", j.City)
				require.Equal(t, "GB", j.Country)
				require.False(t, j.Remote)
				require.Equal(t, model.WorkplaceHybrid, j.Workplace)
				require.Equal(t, model.JobTypeFullTime, j.JobType)
				require.Equal(t, "Administrative", j.Department)
				require.Equal(t, "https://jobs.lever.co/northwind/5f0c3a52-9a51-4d7e-8c1e-2b8f6a1d0e01/apply", j.ApplyURL)
				require.Equal(t, date("2024-03-25T21:50:16.463Z"), j.PostedAt)
				require.Contains(t, j.DescriptionHTML, "<h3>Office Coordinator (Operations)</h3><ul>")
				require.Contains(t, j.DescriptionText, "- Provide administrative support to the operations team")

				j = jobByID(t, jobs, "lever-5f0c3a52-9a51-4d7e-8c1e-2b8f6a1d0e02")
				require.Equal(t, "Palo Alto", j.City)
				require.Equal(t, "CA", j.Region)
				require.Equal(t, "US", j.Country)
				require.Equal(t, "$60,000 - $97,000 a year", j.Salary, "parsed from the additional section")
				require.True(t, j.Equity, "Restricted Stock units")
				require.True(t, j.Bonus, "sign-on bonus")
			},
		},
		{
			name:     "outreach one posting per page",
			site:     "outreach",
			company:  "Outreach",
			fixture:  "lever/postings_mode_json__outreach_fields-pruned__candidatezero",
			pageSize: 1,
			check: func(t *testing.T, jobs []model.Job) {
				j := jobByID(t, jobs, "lever-a60fb104-ce93-4ba0-8763-ffb075b3eed1")
				require.Equal(t, "Account Executive, Commercial", j.Title)
				require.Equal(t, "$140,000 - $160,000 a year", j.Salary)
				require.Equal(t, 140000.0, *j.SalaryMin)
				require.Equal(t, "USD", j.SalaryCurrency)
				require.Equal(t, "year", j.SalaryPeriod)
				require.True(t, j.Remote)
				require.Equal(t, "United States", j.Location)
				require.Equal(t, "US", j.Country)
				require.Equal(t, "Sales", j.Department)
				require.NotEmpty(t, j.DescriptionText, "built from the plain-text fields")
				require.Contains(t, j.DescriptionHTML, "<p>About Outreach</p>")

				j = jobByID(t, jobs, "lever-f9e62dad-44bf-4e52-88ca-854a2b26fa58")
				require.Equal(t, model.WorkplaceHybrid, j.Workplace)
				require.False(t, j.Remote)
				require.Equal(t, "London", j.City)
				require.Equal(t, "GB", j.Country)
				require.Empty(t, j.Salary)
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			body := readFixture(t, tc.fixture+".json")
			f := newFakeBoard(t)
			f.mux.Handle("GET /v0/postings/"+tc.site, serveLeverPages(t, body))
			var opts []Option
			if tc.pageSize > 0 {
				opts = append(opts, WithPageSize(tc.pageSize))
			}
			jobs := fetch(t, f, Source{Kind: KindLever, Token: tc.site, Company: tc.company}, opts...)
			n := countItems(t, body, "")
			require.Len(t, jobs, n)
			if tc.pageSize == 1 {
				// One request per posting plus the empty page that ends the listing.
				require.Equal(t, n+1, f.requests())
				require.Equal(t, 1, f.hitCount("/v0/postings/"+tc.site+"?limit=1&mode=json&skip="+strconv.Itoa(n)))
			}
			tc.check(t, jobs)
			checkGolden(t, tc.fixture, jobs)
		})
	}
}

func TestLeverPageLimit(t *testing.T) {
	t.Parallel()
	body := readFixture(t, "lever/postings_mode_json__outreach_fields-pruned__candidatezero.json")
	f := newFakeBoard(t)
	f.mux.Handle("GET /v0/postings/outreach", serveLeverPages(t, body))
	jobs := fetch(t, f, Source{Kind: KindLever, Token: "outreach"}, WithPageSize(1), WithMaxPages(2))
	require.Len(t, jobs, 2)
	require.Equal(t, 2, f.requests())
	require.Equal(t, "Outreach", jobs[0].Company, "named from the site when no company is configured")
}
