package api

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// The fuzz targets assert one property: no request, however malformed, makes the
// API answer 500. Seeds live in testdata/fuzz and run on every `go test`.

func FuzzBuildResume(f *testing.F) {
	for _, s := range []string{`{}`, `{"user_name":"a","email":"a@b.co","target_role":"x","experience":[{"start_date":"2020-13"}]}`,
		`{"experience":[{"bullets":[1,2,{}]}]}`, `{"education":[{"year":2020}]}`, `[]`, `null`, `"\u0000"`, `{"skills":null}`} {
		f.Add([]byte(s))
	}
	b := setup(f, setupOpts{noWorker: true})
	f.Fuzz(func(t *testing.T, body []byte) {
		for _, path := range []string{"/v1/build-resume", "/v1/optimize-profile", "/v1/auto-apply", "/v1/search-jobs"} {
			r := b.do(t, http.MethodPost, path, body)
			if r.Status >= 500 && r.Status != http.StatusNotImplemented {
				t.Fatalf("%s answered %d to %q: %s", path, r.Status, body, r.Body)
			}
		}
	})
}

func FuzzSearchQuery(f *testing.F) {
	for _, s := range []string{"query=go", "query=%zz", "max_results=1e9&query=x", "salary_min=NaN&query=x", "query=a&query=b", "job_type=%00"} {
		f.Add(s)
	}
	b := setup(f, setupOpts{noWorker: true})
	f.Fuzz(func(t *testing.T, raw string) {
		for _, path := range []string{"/v1/search-jobs", "/v1/salary-research"} {
			req := httptest.NewRequest(http.MethodGet, path, nil)
			req.URL.RawQuery = raw
			req.Header.Set(headerAPIKey, b.key)
			rec := httptest.NewRecorder()
			b.handler.ServeHTTP(rec, req)
			r := response{Status: rec.Code, Body: rec.Body.Bytes()}
			if r.Status >= 500 && r.Status != http.StatusNotImplemented {
				t.Fatalf("%s answered %d to %q: %s", path, r.Status, raw, r.Body)
			}
		}
	})
}
