package jobsearch_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

var now = time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)

type testBundle struct {
	svc *jobsearch.Service
	st  *store.Store
	ctx context.Context
}

// posting describes one job of the known corpus.
type posting struct {
	source, id, title, company, location, jobType, desc string
	ageDays                                             int
	salary                                              []float64 // min, max
	currency                                            string
}

func (p posting) job() model.Job {
	b, _, _ := strings.Cut(p.source, ":")
	loc := jobindex.ParseLocation(p.location)
	pl := loc.Primary()
	j := model.Job{
		ID: b + "-" + p.id, Board: b, BoardJobID: p.id, SourceKey: p.source, Title: p.title,
		Company: p.company, Location: p.location, Locations: []string{p.location},
		City: pl.City, Region: pl.Region, Country: pl.Country, Remote: loc.Remote,
		JobType: p.jobType, DescriptionText: p.desc, Snippet: p.desc,
		ApplyURL: "https://jobs.example.com/" + p.id, PostedAt: now.Add(-time.Duration(p.ageDays) * 24 * time.Hour),
		DedupeKey: jobindex.DedupeKey(p.company, p.title, loc.Remote, pl.City, pl.Region, pl.Country),
	}
	if j.JobType == "" {
		j.JobType = model.JobTypeFullTime
	}
	if len(p.salary) == 2 {
		j.SalaryMin, j.SalaryMax, j.SalaryCurrency, j.SalaryPeriod = &p.salary[0], &p.salary[1], p.currency, "year"
		j.Salary = "a range"
	}
	return j
}

var corpus = []posting{
	{source: "greenhouse:acme", id: "1", title: "Senior Software Engineer", company: "Acme", location: "Remote (US)",
		desc: "Build distributed systems in Go with a small team of engineers.", ageDays: 1, salary: []float64{150000, 180000}, currency: "USD"},
	{source: "greenhouse:acme", id: "2", title: "Software Engineer", company: "Acme", location: "Austin, TX",
		desc: "Work on our payments platform.", ageDays: 2, salary: []float64{120000, 140000}, currency: "USD"},
	{source: "lever:globex", id: "3", title: "Engineering Manager", company: "Globex", location: "Remote",
		desc: "Lead a team of eight engineers shipping mobile apps.", ageDays: 3},
	{source: "lever:globex", id: "4", title: "Registered Nurse", company: "Globex Health", location: "Austin, TX",
		desc: "Patient care in our Austin clinic.", ageDays: 1, salary: []float64{90000, 110000}, currency: "USD"},
	{source: "ashby:initech", id: "5", title: "Data Analyst", company: "Initech", location: "Remote",
		desc: "Partner with an engineer to build dashboards in SQL.", ageDays: 1},
	{source: "ashby:initech", id: "6", title: "Software Engineer Intern", company: "Initech", location: "Remote",
		desc: "A summer internship writing Python.", ageDays: 5, jobType: model.JobTypeInternship},
	{source: "ashby:initech", id: "7", title: "Backend Engineer", company: "Initech", location: "Berlin, Germany",
		desc: "Kotlin services.", ageDays: 1, salary: []float64{70000, 90000}, currency: "EUR"},
	{source: "greenhouse:umbrella", id: "8", title: "Software Engineer", company: "Umbrella", location: "Remote",
		desc: "Maintain legacy systems.", ageDays: 90, salary: []float64{100000, 130000}, currency: "USD"},
	{source: "greenhouse:umbrella", id: "9", title: "Software Engineer", company: "Umbrella", location: "Remote (Canada)",
		desc: "This one closes before the search.", ageDays: 1},
	// The same job as greenhouse-1 on an aggregator: shown once, as greenhouse-1.
	{source: "remoteok", id: "r1", title: "Senior Software Engineer", company: "Acme Inc.", location: "Remote",
		desc: "Build distributed systems in Go.", ageDays: 1, salary: []float64{150000, 180000}, currency: "USD"},
}

func setup(t *testing.T) *testBundle {
	t.Helper()
	st := store.New(dbtest.NewPool(t))
	ctx := context.Background()
	bySource := map[string][]model.Job{}
	for _, p := range corpus {
		bySource[p.source] = append(bySource[p.source], p.job())
	}
	for src, jobs := range bySource {
		_, err := st.JobSync(ctx, src, jobs, now.Add(-time.Hour))
		require.NoError(t, err)
	}
	var keep []model.Job
	for _, j := range bySource["greenhouse:umbrella"] {
		if j.ID != "greenhouse-9" {
			keep = append(keep, j)
		}
	}
	_, err := st.JobSync(ctx, "greenhouse:umbrella", keep, now.Add(-time.Minute))
	require.NoError(t, err)
	return &testBundle{svc: jobsearch.New(st, jobsearch.WithClock(func() time.Time { return now })), st: st, ctx: ctx}
}

// ids are the full matches of res (the near matches a short page ends with
// are left out).
func ids(res *jobsearch.Result) []string {
	full := res.Jobs[:len(res.Jobs)-res.NearMatches]
	out := make([]string, len(full))
	for i, j := range full {
		out[i] = j.JobID
	}
	return out
}

func TestSearchFiltersAndRanking(t *testing.T) {
	t.Parallel()
	b := setup(t)
	salary := func(v float64) *float64 { return &v }
	cases := []struct {
		name  string
		q     jobsearch.Query
		want  []string // exact order
		total int
	}{
		{"stemming: engineers finds engineer and engineering; remote by default; title matches first",
			jobsearch.Query{Query: "engineers"},
			[]string{"greenhouse-1", "lever-3", "ashby-6", "greenhouse-8", "ashby-5"}, 5},
		{"a city brings its jobs and the remote ones, local first",
			jobsearch.Query{Query: "software engineer", Location: "Austin, TX"},
			[]string{"greenhouse-2", "greenhouse-1", "ashby-6", "greenhouse-8"}, 4},
		{"a state works like its cities",
			jobsearch.Query{Query: "nurse", Location: "Texas"},
			[]string{"lever-4"}, 1},
		{"job_type", jobsearch.Query{Query: "engineer", JobType: "internship"}, []string{"ashby-6"}, 1},
		{"salary_min keeps USD ranges reaching it and drops jobs without salary; a range whose floor meets it ranks first",
			jobsearch.Query{Query: "engineer", Location: "Austin", SalaryMin: salary(135000)},
			[]string{"greenhouse-1", "greenhouse-2"}, 2},
		{"non-USD salaries do not pass a salary filter",
			jobsearch.Query{Query: "backend engineer", Location: "Berlin", SalaryMin: salary(1)}, []string{}, 0},
		{"a non-remote place without remote matches",
			jobsearch.Query{Query: "kotlin", Location: "Berlin"}, []string{"ashby-7"}, 1},
		{"max_results caps jobs, not the total",
			jobsearch.Query{Query: "engineer", MaxResults: 2}, []string{"greenhouse-1", "lever-3"}, 5},
		{"no match", jobsearch.Query{Query: "astronaut"}, []string{}, 0},
		{"only stop words match nothing", jobsearch.Query{Query: "the and of"}, []string{}, 0},
		{"web search syntax: exclusion", jobsearch.Query{Query: "engineer -intern -manager -senior"},
			[]string{"greenhouse-8", "ashby-5"}, 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			res, err := b.svc.Search(b.ctx, tc.q)
			require.NoError(t, err)
			require.Equal(t, tc.want, ids(res))
			require.Equal(t, tc.total, res.TotalResults)
			require.False(t, res.TotalEstimated)
			for i, j := range res.Jobs {
				require.GreaterOrEqual(t, j.MatchScore, 0)
				require.LessOrEqual(t, j.MatchScore, 100)
				if i > 0 {
					require.LessOrEqual(t, j.MatchScore, res.Jobs[i-1].MatchScore)
				}
				_, err := time.Parse(time.RFC3339, j.PostedDate)
				require.NoError(t, err)
			}
		})
	}
}

func TestSearchIsDeterministic(t *testing.T) {
	t.Parallel()
	b := setup(t)
	q := jobsearch.Query{Query: "engineer", Location: "Austin, TX", MaxResults: 50}
	first, err := b.svc.Search(b.ctx, q)
	require.NoError(t, err)
	for range 3 {
		again, err := b.svc.Search(b.ctx, q)
		require.NoError(t, err)
		again.SearchTimeMS = first.SearchTimeMS
		require.Equal(t, first, again)
	}
}

func TestSearchCountsBeyondTheCapAreEstimates(t *testing.T) {
	t.Parallel()
	st := store.New(dbtest.NewPool(t))
	ctx := context.Background()
	var jobs []model.Job
	for i := range 40 {
		p := posting{source: "remotive", id: strconv.Itoa(i), title: "Support Engineer",
			company: "Helpdesk " + strconv.Itoa(i), location: "Remote", desc: "Help customers.", ageDays: i}
		jobs = append(jobs, p.job())
	}
	_, err := st.JobSync(ctx, "remotive", jobs, now)
	require.NoError(t, err)
	remote := []string{jobindex.FacetRemote}
	m, err := st.JobSearch(ctx, store.JobQuery{Text: "support", Remote: remote, CountCap: 10, Candidates: 5})
	require.NoError(t, err)
	require.True(t, m.TotalEstimated)
	require.Greater(t, m.Total, 10)
	require.LessOrEqual(t, len(m.Candidates), 10, "two pools of at most 5")
	m, err = st.JobSearch(ctx, store.JobQuery{Text: "support", Remote: remote})
	require.NoError(t, err)
	require.False(t, m.TotalEstimated)
	require.Equal(t, 40, m.Total)
}

func TestScore(t *testing.T) {
	t.Parallel()
	remote := jobsearch.Ask{}
	place := jobsearch.Ask{Place: true}
	fresh := store.JobCandidate{TextRank: 1, TitleCoverage: 1, Remote: true, PostedAt: now, Core: true}
	require.Equal(t, 100, jobsearch.MatchScore(jobsearch.Score(fresh, now, remote)))
	old := fresh
	old.PostedAt = now.Add(-jobsearch.RecencyHalfLife)
	require.Equal(t, 93, jobsearch.MatchScore(jobsearch.Score(old, now, remote)), "recency halves every 14 days")
	require.Equal(t, 93, jobsearch.MatchScore(jobsearch.Score(fresh, now, place)), "a remote job scores half the location part when a place was asked")
	local := store.JobCandidate{Local: true, PostedAt: now.Add(time.Hour)}
	require.Equal(t, 30, jobsearch.MatchScore(jobsearch.Score(local, now, place)), "future dates count as new")
	require.Equal(t, 30, jobsearch.MatchScore(jobsearch.Score(store.JobCandidate{PostedAt: now}, now, jobsearch.Ask{Anywhere: true})),
		"anywhere: location does not count against a job")

	f := func(v float64) *float64 { return &v }
	want := jobsearch.Ask{SalaryMin: f(100000)}
	monthly := fresh
	monthly.SalaryMinUSD, monthly.SalaryMaxUSD = f(36000), f(120000)
	meets := fresh
	meets.SalaryMinUSD, meets.SalaryMaxUSD = f(140000), f(160000)
	require.Greater(t, jobsearch.Score(meets, now, want), jobsearch.Score(monthly, now, want)+10,
		"a range whose floor meets salary_min outranks one that barely reaches it")
}
