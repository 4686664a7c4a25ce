package refresh

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// findingsBundle is an index holding the project-written postings of
// testdata/findings, scraped through the board clients.
type findingsBundle struct {
	st  *store.Store
	svc *jobsearch.Service
}

func setupFindings(t *testing.T) *findingsBundle {
	t.Helper()
	if testing.Short() {
		t.Skip("needs Postgres")
	}
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join("testdata", "findings", name))
		require.NoError(t, err)
		return b
	}
	mux := http.NewServeMux()
	routes := map[string]string{
		"/posting-api/job-board/acme": "ashby_acme__written.json",
		"/v1/boards/acme/jobs":        "greenhouse_acme__written.json",
		"/api":                        "remoteok__written.json",
	}
	for path, file := range routes {
		b := read(file)
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) { writeJSON(w, b) })
	}
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	st := store.New(dbtest.NewPool(t))
	runner := NewRunner(testClient(), st, discardLogger())
	runner.now = func() time.Time { return t0 }
	for _, key := range []string{"ashby:acme", "greenhouse:acme", "remoteok"} {
		src, err := board.ParseSource(key)
		require.NoError(t, err)
		src.BaseURL = srv.URL
		_, err = runner.Run(t.Context(), src, RunOptions{})
		require.NoError(t, err, key)
	}
	return &findingsBundle{st: st, svc: jobsearch.New(st, jobsearch.WithClock(func() time.Time { return t0 }))}
}

func (b *findingsBundle) search(t *testing.T, q jobsearch.Query) *jobsearch.Result {
	t.Helper()
	res, err := b.svc.Search(t.Context(), q)
	require.NoError(t, err, "%+v", q)
	return res
}

func jobIDs(res *jobsearch.Result) []string {
	var out []string
	for _, j := range res.Jobs {
		out = append(out, j.JobID)
	}
	return out
}

func listing(t *testing.T, res *jobsearch.Result, id string) model.JobListing {
	t.Helper()
	for _, j := range res.Jobs {
		if j.JobID == id {
			return j
		}
	}
	t.Fatalf("%s not among %v", id, jobIDs(res))
	return model.JobListing{}
}

// An on-site HQ with remote secondary locations is both: found by a remote
// search in the US and by a search at its offices, its listing saying so.
func TestFindingHQWithRemoteSecondariesIsBoth(t *testing.T) {
	t.Parallel()
	b := setupFindings(t)
	const id = "ashby-sec-cloud-1"
	for _, loc := range []string{"Remote (US)", "Remote (Canada)", "remote", "New York", "Miami", "Toronto"} {
		res := b.search(t, jobsearch.Query{Query: "security engineer", Location: loc})
		require.Contains(t, jobIDs(res), id, "location %q; hint %q", loc, res.Hint)
	}
	res := b.search(t, jobsearch.Query{Query: "security engineer", Location: "Remote (US)"})
	l := listing(t, res, id)
	require.Equal(t, model.WorkplaceHybrid, l.Workplace)
	require.ElementsMatch(t, []string{"US", "CA"}, l.RemoteScope)
	london := b.search(t, jobsearch.Query{Query: "security engineer", Location: "London, UK"})
	require.Zero(t, london.TotalResults)
	require.NotContains(t, jobIDs(london), id)
}

// Regional remote scopes hold their countries, both ways.
func TestFindingRegionalRemoteScopes(t *testing.T) {
	t.Parallel()
	b := setupFindings(t)
	cases := []struct {
		query, location, want string
	}{
		{"software engineer", "remote in Europe", "ashby-swe-poland-1"},
		{"software engineer", "Europe", "ashby-swe-poland-1"},
		{"software engineer", "EMEA", "ashby-swe-poland-1"},
		{"software engineer", "Remote - EMEA", "ashby-swe-poland-1"},
		{"account executive", "remote in Europe", "ashby-ae-italy-1"},
		{"account executive", "Europe", "ashby-ae-italy-1"},
		{"account executive", "Italy", "ashby-ae-italy-1"},
		{"security engineer", "North America", "ashby-sec-cloud-1"},
		{"security engineer", "Remote (North America)", "ashby-sec-cloud-1"},
	}
	for _, tc := range cases {
		res := b.search(t, jobsearch.Query{Query: tc.query, Location: tc.location})
		require.Contains(t, jobIDs(res), tc.want, "%q @ %q; hint %q", tc.query, tc.location, res.Hint)
	}
	for _, tc := range []struct{ query, location, not string }{
		{"software engineer", "remote in Europe", "ashby-swe-austin-1"},
		{"account executive", "LATAM", "ashby-ae-italy-1"},
		{"software engineer", "APAC", "ashby-swe-poland-1"},
	} {
		res := b.search(t, jobsearch.Query{Query: tc.query, Location: tc.location})
		require.False(t, slices.Contains(jobIDs(res), tc.not), "%q @ %q gave %v", tc.query, tc.location, jobIDs(res))
	}
}

// hidden_by_filters counts exactly what the suggested search adds, and the
// hint names the reason.
func TestFindingHintsCountWhatTheSuggestionAdds(t *testing.T) {
	t.Parallel()
	b := setupFindings(t)
	anywhere := b.search(t, jobsearch.Query{Query: "software engineer", Location: "anywhere"})
	require.NotContains(t, jobIDs(anywhere), "greenhouse-7000004", "a mention in 'About Acme' is not a match")
	all := anywhere.TotalResults
	require.Equal(t, all, len(anywhere.Jobs)-anywhere.NearMatches)

	remote := b.search(t, jobsearch.Query{Query: "software engineer"})
	require.Equal(t, all-remote.TotalResults, remote.HiddenByFilters["location"], "hint %q", remote.Hint)
	require.Contains(t, remote.Hint, "on-site or hybrid: search location=anywhere")

	// Remote in Europe: the Polish posting is shown; the Austin one is on-site
	// elsewhere.
	eu := b.search(t, jobsearch.Query{Query: "software engineer", Location: "remote in Europe"})
	require.Equal(t, "ashby-swe-poland-1", jobIDs(eu)[0])
	require.Equal(t, 1, eu.TotalResults)
	require.Equal(t, all-eu.TotalResults, eu.HiddenByFilters["location"], "hint %q", eu.Hint)
	require.Contains(t, eu.Hint, "on-site or hybrid elsewhere: search location=anywhere")

	// Remote outside the area asked is said so, not called on-site.
	ca := b.search(t, jobsearch.Query{Query: "software engineer", Location: "Remote (Canada)"})
	require.Zero(t, ca.TotalResults)
	require.Equal(t, all, ca.HiddenByFilters["location"])
	require.Contains(t, ca.Hint, "1 more match remote outside Canada: search location=remote")
	require.Contains(t, ca.Hint, "1 more match on-site or hybrid elsewhere")
}

// Pay is read as the posting states it: no invented period, no price taken
// for pay, "annualized"/"per year"/"OTE" as written, and salary_min compares
// annual figures only.
func TestFindingPayAsStated(t *testing.T) {
	t.Parallel()
	b := setupFindings(t)
	anywhere := func(q string, min *float64) *jobsearch.Result {
		return b.search(t, jobsearch.Query{Query: q, Location: "anywhere", SalaryMin: min})
	}
	res := anywhere("sales development representative", nil)
	require.Equal(t, "$3,000 - $10,000 (period not stated)", listing(t, res, "ashby-sdr-1").Salary)

	res = anywhere("partner sales representative", nil)
	require.Empty(t, listing(t, res, "greenhouse-7000002").Salary, "a price per sale is not pay")

	res = anywhere("solutions engineer", nil)
	require.Equal(t, "$100,000 - $115,000 a year", listing(t, res, "greenhouse-7000001").Salary)

	hundred := 100000.0
	res = anywhere("solutions engineer", &hundred)
	require.Contains(t, jobIDs(res), "greenhouse-7000001", "annualized to $100,000 meets salary_min 100000")

	res = b.search(t, jobsearch.Query{Query: "sales", Location: "anywhere", SalaryMin: &hundred})
	require.Contains(t, jobIDs(res), "greenhouse-7000003", "hint %q", res.Hint)
	require.NotContains(t, jobIDs(res), "ashby-sdr-1", "no period: no annual figure to compare")
	require.Contains(t, res.Hint, "no annual USD pay to compare")
	require.Equal(t, "$350,000 - $400,000 a year", listing(t, res, "greenhouse-7000003").Salary)
}

// Words as people type them: joined by "/", "-" or "&" and apart, with typos,
// and in German.
func TestFindingWordsAsTyped(t *testing.T) {
	t.Parallel()
	b := setupFindings(t)
	cases := []struct{ query, want string }{
		{"CTO", "ashby-cto-1"},
		{"co-founder", "ashby-cto-1"},
		{"co founder", "ashby-cto-1"},
		{"cofounder", "ashby-cto-1"},
		{"Co-Founder/CTO", "ashby-cto-1"},
		{"marketing event", "ashby-praktikum-1"},
		{"Marketing/Event", "ashby-praktikum-1"},
		{"praktikant", "ashby-praktikum-1"},
		{"Praktikanten", "ashby-praktikum-1"},
		{"Veranstaltung", "ashby-praktikum-1"},
	}
	for _, tc := range cases {
		res := b.search(t, jobsearch.Query{Query: tc.query, Location: "anywhere"})
		require.Contains(t, jobIDs(res), tc.want, "%q; hint %q", tc.query, res.Hint)
		require.Empty(t, res.DidYouMean, tc.query)
	}
	for _, tc := range []struct{ query, fixed, want string }{
		{"sofware enginer", "software engineer", "ashby-swe-poland-1"},
		{"desginer", "designer", "ashby-designer-1"},
		{"secruity engineer", "security engineer", "ashby-sec-cloud-1"},
	} {
		res := b.search(t, jobsearch.Query{Query: tc.query, Location: "anywhere"})
		require.Equal(t, tc.fixed, res.DidYouMean, tc.query)
		require.Contains(t, jobIDs(res), tc.want, tc.query)
		require.Contains(t, res.Hint, `showing matches for "`+tc.fixed+`"`)
	}
}

// A short page ends with the postings whose title has every word but one,
// counted apart from the full matches.
func TestFindingNearMatchesEndAShortPage(t *testing.T) {
	t.Parallel()
	b := setupFindings(t)
	res := b.search(t, jobsearch.Query{Query: "cloud security architect", Location: "anywhere"})
	require.Zero(t, res.TotalResults)
	require.Contains(t, jobIDs(res), "ashby-sec-cloud-1")
	require.Equal(t, len(res.Jobs), res.NearMatches)
	require.Contains(t, res.Hint, "every word but one in the title")
}

// job_type comes only from a field or an explicit phrase; every type the
// fields state is searchable.
func TestFindingJobTypeOnlyAsStated(t *testing.T) {
	t.Parallel()
	b := setupFindings(t)
	res := b.search(t, jobsearch.Query{Query: "partner sales representative", Location: "anywhere"})
	require.Empty(t, listing(t, res, "greenhouse-7000002").JobType, "Greenhouse states no employment type here")
	res = b.search(t, jobsearch.Query{Query: "praktikant", Location: "anywhere", JobType: "Internship"})
	require.Contains(t, jobIDs(res), "ashby-praktikum-1")
}

// Listings carry only facts: an in-store job is not remote, and the snippet
// quotes the role, never a legal line.
func TestFindingListingsCarryFacts(t *testing.T) {
	t.Parallel()
	b := setupFindings(t)
	remote := b.search(t, jobsearch.Query{Query: "manager"})
	require.NotContains(t, jobIDs(remote), "remoteok-9000001", "a store manager in Marsa is not remote")
	res := b.search(t, jobsearch.Query{Query: "store manager", Location: "anywhere"})
	l := listing(t, res, "remoteok-9000001")
	require.Equal(t, model.WorkplaceOnSite, l.Workplace)
	require.Empty(t, l.RemoteScope)

	res = b.search(t, jobsearch.Query{Query: "enterprise account executive", Location: "anywhere"})
	l = listing(t, res, "greenhouse-7000003")
	require.NotContains(t, l.DescriptionSnippet, "trademark")
	require.Contains(t, l.DescriptionSnippet, "Close seven-figure deals")
}
