package board

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

func TestAshbyFetch(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		board   string
		company string
		fixture string
		check   func(t *testing.T, jobs []model.Job)
	}{
		{
			name:    "northwind with empty compensation, written from the documented shape",
			board:   "northwind",
			company: "Northwind Health",
			fixture: "ashby/job_board_written-from-documented-shape",
			check: func(t *testing.T, jobs []model.Job) {
				j := jobByID(t, jobs, "ashby-7a1e0c9e-0000-4000-8000-000000000001")
				require.Equal(t, "Member of Technical Staff", j.Title)
				require.Equal(t, "Northwind Health", j.Company)
				require.Equal(t, "San Francisco | Miami", j.Location)
				require.Equal(t, "San Francisco", j.City)
				require.Equal(t, "CA", j.Region, "from postalAddress addressRegion California")
				require.Equal(t, "US", j.Country)
				require.False(t, j.Remote)
				require.Equal(t, model.WorkplaceOnSite, j.Workplace)
				require.Equal(t, model.JobTypeFullTime, j.JobType)
				require.Equal(t, "Engineering", j.Department)
				require.Empty(t, j.Salary, "compensation present but empty")
				require.Equal(t, "https://jobs.ashbyhq.com/northwind/7a1e0c9e-0000-4000-8000-000000000001/application", j.ApplyURL)
				require.Equal(t, date("2026-01-22T21:44:44.93Z"), j.PostedAt)

				j = jobByID(t, jobs, "ashby-7a1e0c9e-0000-4000-8000-000000000002")
				require.False(t, j.Remote, "isRemote is true but the workplace type is Hybrid")
				require.Equal(t, model.WorkplaceHybrid, j.Workplace)
				require.Equal(t, "New York", j.City)
				require.Equal(t, "NY", j.Region)
				require.NotEmpty(t, j.DescriptionText)
				require.NotContains(t, j.DescriptionHTML, "<script")
			},
		},
		{
			name:    "wealth-com tiers with an openai job",
			board:   "wealth-com",
			company: "Wealth.com",
			fixture: "ashby/job_board_includeCompensation__wealth-com+openai_desc-trimmed__candidatezero",
			check: func(t *testing.T, jobs []model.Job) {
				j := jobByID(t, jobs, "ashby-c46c1464-d1e3-4fb7-9ace-7f1b9b65774c")
				require.Equal(t, "GTM Engineer", j.Title)
				require.Equal(t, "Wealth.com", j.Company)
				require.Equal(t, "$130,000 - $180,000 a year", j.Salary)
				require.True(t, j.Equity)
				require.True(t, j.Remote)
				require.Equal(t, "Phoenix", j.City)
				require.Equal(t, "AZ", j.Region)

				j = jobByID(t, jobs, "ashby-fcd184e8-d7c9-4c58-b5f5-56b7ee5c80ac")
				require.Equal(t, "$30 - $38 an hour", j.Salary)
				require.Equal(t, "hour", j.SalaryPeriod)
				require.Equal(t, 62400.0, *j.SalaryMin)
				require.Equal(t, 79040.0, *j.SalaryMax)
				require.Equal(t, "Remote, United States", j.Location)

				j = jobByID(t, jobs, "ashby-2cba0d45-7a4f-4f38-ac73-3f8633bf0349")
				require.Equal(t, "OpenAI", j.Company, "named from its own job URL through the source registry, never a slug")
				require.Equal(t, "$210,000 - $490,000 a year", j.Salary)
				require.False(t, j.Remote, "isRemote and workplaceType are null")
				require.Empty(t, j.Workplace)
				require.Equal(t, "San Francisco | New York City | Seattle", j.Location)
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			body := readFixture(t, tc.fixture+".json")
			f := newFakeBoard(t)
			f.mux.Handle("GET /posting-api/job-board/"+tc.board, serveJSON(body, url.Values{"includeCompensation": {"true"}}))
			jobs := fetch(t, f, Source{Kind: KindAshby, Token: tc.board, Company: tc.company})
			require.Len(t, jobs, countItems(t, body, "jobs"))
			tc.check(t, jobs)
			checkGolden(t, tc.fixture, jobs)
		})
	}
}

func TestAshbySkipsUnlisted(t *testing.T) {
	t.Parallel()
	body := []byte(`{"jobs":[{"id":"a","title":"Listed","isListed":true},{"id":"b","title":"Draft","isListed":false}]}`)
	f := newFakeBoard(t)
	f.mux.Handle("GET /posting-api/job-board/acme", serveJSON(body, nil))
	jobs := fetch(t, f, Source{Kind: KindAshby, Token: "acme"})
	require.Len(t, jobs, 1)
	require.Equal(t, "ashby-a", jobs[0].ID)
	require.Equal(t, "Acme", jobs[0].Company)
}
