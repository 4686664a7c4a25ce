package jobsearch_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// queryCase is one labelled search location of the location dev set
// (../jobindex/testdata/queries.jsonl, copied from the team's eval set).
type queryCase struct {
	ID                   string   `json:"id"`
	Query                string   `json:"query_location"`
	ShouldMatch          []string `json:"should_match_raw"`
	ShouldNotMatch       []string `json:"should_not_match_raw"`
	ShouldNotMatchRemote []string `json:"should_not_match_remote_raw"`
}

func readQueries(t *testing.T) []queryCase {
	t.Helper()
	f, err := os.Open("../jobindex/testdata/queries.jsonl")
	require.NoError(t, err)
	defer f.Close()
	var out []queryCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var q queryCase
		require.NoError(t, json.Unmarshal(sc.Bytes(), &q))
		out = append(out, q)
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, out)
	return out
}

// TestLocationSearchEval indexes one posting per location string of the dev
// set in Postgres and runs every labelled query through search-jobs: recall
// over should_match must be 100% and no should_not_match posting may come up
// (docs/search-jobs.md, Quality).
func TestLocationSearchEval(t *testing.T) {
	if testing.Short() {
		t.Skip("needs Postgres")
	}
	t.Parallel()
	cases := readQueries(t)
	var raws []string
	for _, q := range cases {
		for _, r := range slices.Concat(q.ShouldMatch, q.ShouldNotMatch, q.ShouldNotMatchRemote) {
			if !slices.Contains(raws, r) {
				raws = append(raws, r)
			}
		}
	}
	st := store.New(dbtest.NewPool(t))
	idOf := map[string]string{}
	var jobs []model.Job
	for i, raw := range raws {
		id := fmt.Sprint(i)
		loc := jobindex.ParseLocation(raw)
		p := loc.Primary()
		jobs = append(jobs, model.Job{
			ID: "greenhouse-" + id, Board: "greenhouse", BoardJobID: id, SourceKey: "greenhouse:eval",
			Title: "Field Engineer", Company: fmt.Sprintf("Company %d", i), Location: raw, Locations: []string{raw},
			City: p.City, Region: p.Region, Country: p.Country, Remote: loc.Remote, JobType: model.JobTypeFullTime,
			DescriptionText: "Install and service equipment.", ApplyURL: "https://jobs.example.com/" + id,
			PostedAt: now.Add(-24 * time.Hour), DedupeKey: "eval|" + id,
		})
		idOf[raw] = "greenhouse-" + id
	}
	_, err := st.JobSync(t.Context(), "greenhouse:eval", jobs, now)
	require.NoError(t, err)
	svc := jobsearch.New(st, jobsearch.WithClock(func() time.Time { return now }))

	var want, found, wrong, negatives int
	for _, q := range cases {
		res, err := svc.Search(t.Context(), jobsearch.Query{Query: "field engineer", Location: q.Query, MaxResults: 50})
		require.NoError(t, err, q.Query)
		got := map[string]bool{}
		for _, j := range res.Jobs {
			got[j.JobID] = true
		}
		for _, raw := range q.ShouldMatch {
			want++
			if got[idOf[raw]] {
				found++
			} else {
				t.Errorf("%s: location=%q misses the posting at %q", q.ID, q.Query, raw)
			}
		}
		for _, raw := range slices.Concat(q.ShouldNotMatch, q.ShouldNotMatchRemote) {
			negatives++
			if got[idOf[raw]] {
				wrong++
				t.Errorf("%s: location=%q finds the posting at %q", q.ID, q.Query, raw)
			}
		}
	}
	t.Logf("location search: recall %d/%d, false matches %d/%d", found, want, wrong, negatives)
	require.Equal(t, want, found, "recall must be 100%")
	require.Zero(t, wrong, "no should_not_match posting may come up")
}
