package api

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestSalaryResearchAnswersTheContract(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true, render: true})
	ct := loadContract(t)
	cases := []struct {
		name, query string
		status      int
		code        string
	}{
		{"nurse national", "job_title=Registered+Nurse", 200, ""},
		{"senior austin", "job_title=RN&experience_level=senior&location=Austin%2C+TX", 200, ""},
		{"unknown title", "job_title=Qwxyz+Blorfnik", 404, "unknown_job_title"},
		{"non-US", "job_title=Registered+Nurse&location=London%2C+UK", 422, "invalid_field"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := b.do(t, http.MethodGet, "/v1/salary-research?"+tc.query, nil)
			require.Equal(t, tc.status, r.Status, string(r.Body))
			ct.check(t, "/salary-research", "GET", r)
			if tc.code != "" {
				require.Equal(t, tc.code, r.errorBody(t).Code)
			}
		})
	}
	r := b.do(t, http.MethodGet, "/v1/salary-research?job_title=Registered+Nurse", nil)
	var res struct {
		MedianSalary float64               `json:"median_salary"`
		Occupation   struct{ Code string } `json:"occupation"`
		LastUpdated  string                `json:"last_updated"`
	}
	require.NoError(t, json.Unmarshal(r.Body, &res))
	require.Equal(t, 97550.0, res.MedianSalary, "May 2025 OEWS national median for Registered Nurses")
	require.Equal(t, "29-1141", res.Occupation.Code)
	require.Equal(t, "2025-05-01T00:00:00Z", res.LastUpdated)
}
