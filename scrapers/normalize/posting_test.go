package normalize

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

func TestJob(t *testing.T) {
	t.Parallel()
	yes := true
	posted := time.Date(2026, 7, 27, 13, 48, 30, 0, time.FixedZone("EDT", -4*3600))
	tests := []struct {
		name  string
		in    Posting
		check func(t *testing.T, j model.Job)
	}{
		{
			name: "structured pay wins over text",
			in: Posting{
				Board: "lever", BoardJobID: "abc", SourceKey: "lever:acme",
				Title: "  Senior   Engineer ", Company: "Acme",
				Locations:       []string{"Seattle, WA"},
				Compensation:    &Salary{Min: 130000, Max: 160000, Currency: "USD", Period: PeriodYear},
				SalaryText:      "$1 - $2",
				DescriptionText: "Pay: $50,000 - $60,000 a year.",
				PostedAt:        posted,
			},
			check: func(t *testing.T, j model.Job) {
				require.Equal(t, "lever-abc", j.ID)
				require.Equal(t, "Senior Engineer", j.Title)
				require.Equal(t, "$130,000 - $160,000 a year", j.Salary)
				require.Equal(t, time.Date(2026, 7, 27, 17, 48, 30, 0, time.UTC), j.PostedAt)
				require.Equal(t, time.UTC, j.PostedAt.Location())
				require.Equal(t, "Seattle", j.City)
				require.Empty(t, j.JobType, "the posting states none: none is assumed")
			},
		},
		{
			name: "pay field, then description",
			in: Posting{
				Board: "remotive", BoardJobID: "1", SalaryText: "Competitive",
				DescriptionHTML: "<p>Salary: $90,000 - $110,000</p>", RemoteBoard: true,
			},
			check: func(t *testing.T, j model.Job) {
				require.Equal(t, "$90,000 - $110,000 (period not stated)", j.Salary)
				require.Nil(t, j.SalaryMin, "no annual figure without a period")
				require.Equal(t, "Remote", j.Location)
				require.True(t, j.Remote)
				require.Equal(t, "||remote", j.DedupeKey)
			},
		},
		{
			name: "structured address",
			in: Posting{
				Board: "ashby", BoardJobID: "2", Locations: []string{"SF HQ"},
				City: "San Francisco", Region: "California", Country: "United States",
				Remote: &yes, Workplace: "Hybrid", EmploymentTypes: []string{"Intern"},
			},
			check: func(t *testing.T, j model.Job) {
				require.Equal(t, "SF HQ", j.Location)
				require.Equal(t, "San Francisco", j.City)
				require.Equal(t, "CA", j.Region)
				require.Equal(t, "US", j.Country)
				require.False(t, j.Remote)
				require.Equal(t, model.WorkplaceHybrid, j.Workplace)
				require.Equal(t, model.JobTypeInternship, j.JobType)
			},
		},
		{
			name: "location from structure when no text",
			in:   Posting{Board: "smartrecruiters", BoardJobID: "3", City: "Warsaw", Country: "pl"},
			check: func(t *testing.T, j model.Job) {
				require.Equal(t, "Warsaw, PL", j.Location)
				require.Equal(t, "PL", j.Country)
			},
		},
		{
			name: "tags and snippet heading",
			in: Posting{
				Board: "remoteok", BoardJobID: "4", Tags: []string{"Go", " go ", "", "full time"},
				DescriptionHTML: "<h2>About Us</h2><p>We build things.</p>",
			},
			check: func(t *testing.T, j model.Job) {
				require.Equal(t, []string{"Go", "full time"}, j.Tags)
				require.Equal(t, "We build things.", j.Snippet)
				require.Equal(t, "About Us\n\nWe build things.", j.DescriptionText)
				require.Nil(t, j.SalaryMin)
				require.Empty(t, j.Salary)
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.check(t, Job(tc.in))
		})
	}
}
