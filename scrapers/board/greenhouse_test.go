package board

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/model"
)

func TestGreenhouseFetch(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		token   string
		fixture string
		check   func(t *testing.T, jobs []model.Job)
	}{
		{
			name:    "northwind, written from the documented shape",
			token:   "northwind",
			fixture: "greenhouse/jobs_content_true__written-from-documented-shape",
			check: func(t *testing.T, jobs []model.Job) {
				j := jobByID(t, jobs, "greenhouse-7100000001")
				require.Equal(t, "Patient Support Analyst I", j.Title)
				require.Equal(t, "Northwind Health", j.Company)
				require.Equal(t, "greenhouse:northwind", j.SourceKey)
				require.Equal(t, "Remote (United States)", j.Location)
				require.Equal(t, "US", j.Country)
				require.True(t, j.Remote)
				require.Equal(t, "$26.40 an hour", j.Salary)
				require.Equal(t, "hour", j.SalaryPeriod)
				require.InDelta(t, 54912.0, *j.SalaryMin, 0.01)
				require.Equal(t, model.JobTypePartTime, j.JobType)
				require.Equal(t, "https://job-boards.greenhouse.io/northwind/jobs/7100000001", j.ApplyURL)
				require.Equal(t, date("2026-07-27T17:48:30Z"), j.PostedAt)
				require.Equal(t, "Customer Success", j.Department)
				require.Contains(t, j.DescriptionHTML, "<h3>Role</h3>")
				require.NotContains(t, j.DescriptionHTML, "&lt;")
				require.Contains(t, j.DescriptionText, "\n\n- Serve as the first point of contact")
				require.True(t, strings.HasPrefix(j.Snippet, "Northwind Health is changing how community clinics"))
				require.True(t, strings.HasSuffix(j.Snippet, "…"))

				j = jobByID(t, jobs, "greenhouse-7100000002")
				require.Equal(t, "Clinical Documentation Specialist", j.Title)
				require.Equal(t, "$68,000 - $92,000 (period not stated)", j.Salary, "\"$68k - $92k salary\" names no period")
				require.Nil(t, j.SalaryMin)
				require.Nil(t, j.SalaryMax)
				require.Equal(t, "USD", j.SalaryCurrency)
			},
		},
		{
			name:    "anthropic",
			token:   "anthropic",
			fixture: "greenhouse/jobs_content_true__anthropic_content-truncated__recruitai",
			check: func(t *testing.T, jobs []model.Job) {
				j := jobByID(t, jobs, "greenhouse-5215052008")
				require.Equal(t, "San Francisco, CA | New York City, NY | Seattle, WA", j.Location)
				require.Equal(t, []string{"San Francisco, CA", "New York City, NY", "Seattle, WA"}, j.Locations)
				require.Equal(t, "San Francisco", j.City)
				require.Equal(t, "CA", j.Region)
				require.Equal(t, "US", j.Country)
				require.False(t, j.Remote)
				require.Equal(t, "onsite", j.Workplace)

				j = jobByID(t, jobs, "greenhouse-5023394008")
				require.Equal(t, "Anthropic Fellows Program", j.Title)
				require.True(t, j.Remote, "Remote-Friendly is one of its locations")
				require.Equal(t, "London", j.City)
				require.Equal(t, "GB", j.Country)
				require.Equal(t, "anthropic|anthropic fellows program|remote", j.DedupeKey)

				j = jobByID(t, jobs, "greenhouse-5101378008")
				require.Equal(t, "Sydney", j.City)
				require.Equal(t, "AU", j.Country)
				require.Equal(t, "Sales", j.Department)
			},
		},
		{
			name:    "gong without content",
			token:   "gongio",
			fixture: "greenhouse/jobs_no_content__gong__candidatezero",
			check: func(t *testing.T, jobs []model.Job) {
				j := jobByID(t, jobs, "greenhouse-4678879006")
				require.Equal(t, "Gong.io", j.Company)
				require.Equal(t, model.JobTypeFullTime, j.JobType)
				require.True(t, j.Remote)
				require.Equal(t, "US", j.Country)
				require.Empty(t, j.DescriptionText)
				require.Empty(t, j.Salary)

				j = jobByID(t, jobs, "greenhouse-4679941006")
				require.Equal(t, "Austin", j.City)
				require.Equal(t, "TX", j.Region)
				require.Len(t, j.Locations, 5)
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			body := readFixture(t, tc.fixture+".json")
			f := newFakeBoard(t)
			f.mux.Handle("GET /v1/boards/"+tc.token+"/jobs", serveJSON(body, url.Values{"content": {"true"}}))
			jobs := fetch(t, f, Source{Kind: KindGreenhouse, Token: tc.token})
			require.Len(t, jobs, countItems(t, body, "jobs"))
			tc.check(t, jobs)
			checkGolden(t, tc.fixture, jobs)
		})
	}
}

// The single-job endpoint shares the list's job shape; this capture carries the pay
// sentence "The annual OTE for this position is $90,000 - $120,000 USD".
func TestGreenhouseSingleJobShape(t *testing.T) {
	t.Parallel()
	var gj greenhouseJob
	require.NoError(t, json.Unmarshal(readFixture(t, "greenhouse/job_single__gong_content-trimmed__candidatezero.json"), &gj))
	p := gj.posting(Source{Kind: KindGreenhouse, Token: "gongio"})
	p.Board = KindGreenhouse
	j := normalize.Job(p)
	require.Equal(t, "greenhouse-4679941006", j.ID)
	require.Equal(t, "$90,000 - $120,000 a year", j.Salary)
	require.True(t, j.Bonus)
	require.Equal(t, "Customer Success", j.Department)
	require.Equal(t, date("2026-05-07T18:53:31Z"), j.PostedAt)
}

func TestGreenhousePayInputRanges(t *testing.T) {
	t.Parallel()
	body := []byte(`{"jobs":[{"id":1,"title":"Engineer","location":{"name":"Berlin"},
		"pay_input_ranges":[{"min_cents":7100000,"max_cents":8400000,"currency_type":"EUR","title":"Berlin"},
		{"min_cents":6500000,"max_cents":9000000,"currency_type":"EUR"}]}]}`)
	f := newFakeBoard(t)
	f.mux.Handle("GET /v1/boards/acme/jobs", serveJSON(body, url.Values{"pay_transparency": {"true"}}))
	jobs := fetch(t, f, Source{Kind: KindGreenhouse, Token: "acme", Company: "Acme"})
	require.Len(t, jobs, 1)
	require.Equal(t, "€65,000 - €90,000 (period not stated)", jobs[0].Salary, "the ranges carry no interval and their labels name none")
	require.Equal(t, "Acme", jobs[0].Company)
	require.Equal(t, "DE", jobs[0].Country)
}
