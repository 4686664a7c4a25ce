package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/model"
)

// TestSalaryResearchBlendsIndexedPostings indexes nurse postings with published pay
// in Texas and checks salary-research counts them as data_samples.
func TestSalaryResearchBlendsIndexedPostings(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true, render: true})
	now := time.Now().UTC()
	var jobs []model.Job
	for i := range 8 {
		lo, hi := 80000.0+float64(i)*2000, 100000.0+float64(i)*2000
		place := normalize.Place{City: "Austin", Region: "TX", Country: "US"}
		jobs = append(jobs, model.Job{
			ID: fmt.Sprintf("greenhouse-%d", 9100+i), Board: "greenhouse", BoardJobID: fmt.Sprint(9100 + i),
			SourceKey: "greenhouse:stlukes", Title: "Registered Nurse", Company: fmt.Sprintf("Hospital %d", i),
			Location: "Austin, TX", City: "Austin", Region: "TX", Country: "US",
			Salary: "$80,000 - $100,000 a year", SalaryMin: &lo, SalaryMax: &hi, SalaryCurrency: "USD", SalaryPeriod: "year",
			Equity: i%2 == 0, JobType: model.JobTypeFullTime, DescriptionText: "Care for patients.", Snippet: "Care for patients.",
			ApplyURL: fmt.Sprintf("https://boards.greenhouse.io/stlukes/jobs/%d", 9100+i), PostedAt: now.Add(-time.Duration(i) * time.Hour),
			DedupeKey: normalize.DedupeKey(fmt.Sprintf("Hospital %d", i), "Registered Nurse", place),
		})
	}
	_, err := b.store.JobSync(context.Background(), "greenhouse:stlukes", jobs, now)
	require.NoError(t, err)

	r := b.do(t, http.MethodGet, "/v1/salary-research?job_title=Senior+Registered+Nurse&location=TX", nil)
	require.Equal(t, 200, r.Status, string(r.Body))
	var res struct {
		DataSamples int `json:"data_samples"`
		Postings    struct {
			Used    int  `json:"used"`
			Blended bool `json:"blended"`
		} `json:"postings"`
		EquityCommon bool `json:"equity_common"`
	}
	require.NoError(t, json.Unmarshal(r.Body, &res))
	require.Equal(t, 8, res.Postings.Used, string(r.Body))
	require.True(t, res.Postings.Blended)
	require.Equal(t, 8, res.DataSamples)

	r = b.do(t, http.MethodGet, "/v1/salary-research?job_title=Registered+Nurse&location=CA", nil)
	require.NoError(t, json.Unmarshal(r.Body, &res))
	require.Zero(t, res.Postings.Used, "postings in another state do not count")
	require.False(t, res.Postings.Blended)
	require.Greater(t, res.DataSamples, 8, "survey figures count California's OEWS employment estimate instead")
}
