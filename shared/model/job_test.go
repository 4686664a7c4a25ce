package model

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestJobListing(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		job  Job
		want string
	}{
		{
			name: "full",
			job: Job{
				ID: "greenhouse-5193736007", Title: "Client Support Analyst I", Company: "SmarterDx",
				Location: "Remote (United States)", Salary: "$34.62 an hour", JobType: JobTypePartTime,
				Snippet: "SmarterDx is transforming…", ApplyURL: "https://job-boards.greenhouse.io/smarterdx/jobs/5193736007",
				PostedAt: time.Date(2026, 7, 27, 13, 48, 30, 500, time.FixedZone("EDT", -4*3600)),
			},
			want: `{"job_id":"greenhouse-5193736007","title":"Client Support Analyst I","company":"SmarterDx",` +
				`"location":"Remote (United States)","salary":"$34.62 an hour","job_type":"parttime",` +
				`"description_snippet":"SmarterDx is transforming…","apply_url":"https://job-boards.greenhouse.io/smarterdx/jobs/5193736007",` +
				`"posted_date":"2026-07-27T17:48:30Z","posted_date_approximate":false,"match_score":87,"places":[],"workplace":"","remote_scope":[],` +
				`"last_seen":"","is_demo":false}`,
		},
		{
			name: "approximate date",
			job:  Job{ID: "workday-1", PostedAt: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), PostedApprox: true},
			want: `{"job_id":"workday-1","title":"","company":"","location":"","salary":"","job_type":"",` +
				`"description_snippet":"","apply_url":"","posted_date":"2026-11-26T00:00:00Z","posted_date_approximate":true,` +
				`"match_score":87,"places":[],"workplace":"","remote_scope":[],"last_seen":"","is_demo":false}`,
		},
		{
			name: "no date",
			job:  Job{ID: "remotive-1"},
			want: `{"job_id":"remotive-1","title":"","company":"","location":"","salary":"","job_type":"",` +
				`"description_snippet":"","apply_url":"","posted_date":"","posted_date_approximate":false,"match_score":87,"places":[],"workplace":"",` +
				`"remote_scope":[],"last_seen":"","is_demo":false}`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			b, err := json.Marshal(tc.job.Listing(87))
			require.NoError(t, err)
			require.JSONEq(t, tc.want, string(b))
		})
	}
}

func TestJobOmitsStoreTimes(t *testing.T) {
	t.Parallel()
	b, err := json.Marshal(Job{ID: "x"})
	require.NoError(t, err)
	require.NotContains(t, string(b), "first_seen")
	require.NotContains(t, string(b), "last_seen")
}
