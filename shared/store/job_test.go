package store_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

var t0 = time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)

// newJob is a valid posting of source (board:token) titled title at location.
func newJob(source, boardID, title, company, location string) model.Job {
	boardName, _, _ := strings.Cut(source, ":")
	loc := jobindex.ParseLocation(location)
	p := loc.Primary()
	return model.Job{
		ID: boardName + "-" + boardID, Board: boardName, BoardJobID: boardID, SourceKey: source,
		Title: title, Company: company, Location: location, Locations: []string{location},
		City: p.City, Region: p.Region, Country: p.Country, Remote: loc.Remote,
		JobType: model.JobTypeFullTime, DescriptionText: title + " at " + company + ".",
		Snippet: title, ApplyURL: "https://jobs.example.com/" + boardID,
		PostedAt: t0.Add(-24 * time.Hour), DedupeKey: jobindex.DedupeKey(company, title, loc.Remote, p.City, p.Region, p.Country),
	}
}

// stateOf returns the state of id among states.
func stateOf(t *testing.T, states []store.JobState, id string) store.JobState {
	t.Helper()
	for _, s := range states {
		if s.ID == id {
			return s
		}
	}
	t.Fatalf("no job %s in %v", id, states)
	return store.JobState{}
}

func TestJobSyncLifecycle(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const src = "greenhouse:acme"
	a := newJob(src, "1", "Backend Engineer", "Acme", "Austin, TX")
	c := newJob(src, "2", "Data Analyst", "Acme", "Remote")

	got, err := b.st.JobSync(b.ctx, src, []model.Job{a, c}, t0)
	require.NoError(t, err)
	require.Equal(t, store.JobChanges{Added: 2}, got)

	t1 := t0.Add(6 * time.Hour)
	got, err = b.st.JobSync(b.ctx, src, []model.Job{a, c}, t1)
	require.NoError(t, err)
	require.Equal(t, store.JobChanges{Unchanged: 2}, got)

	a.Title = "Senior Backend Engineer"
	t2 := t1.Add(6 * time.Hour)
	got, err = b.st.JobSync(b.ctx, src, []model.Job{a}, t2)
	require.NoError(t, err)
	require.Equal(t, store.JobChanges{Updated: 1, Closed: 1}, got)

	states, err := b.st.JobStatesBySource(b.ctx, src)
	require.NoError(t, err)
	sa, sc := stateOf(t, states, a.ID), stateOf(t, states, c.ID)
	require.True(t, sa.FirstSeen.Equal(t0), "first_seen kept across runs")
	require.True(t, sa.LastSeen.Equal(t2))
	require.True(t, sa.IsPrimary)
	require.NotNil(t, sc.ClosedAt)
	require.True(t, sc.ClosedAt.Equal(t2))
	require.False(t, sc.IsPrimary, "a closed job is never shown")
	require.True(t, sc.LastSeen.Equal(t1), "last_seen is the last run that listed it")

	_, err = b.st.JobGetByID(b.ctx, c.ID)
	require.ErrorIs(t, err, store.ErrNotFound)

	t3 := t2.Add(time.Hour)
	got, err = b.st.JobSync(b.ctx, src, []model.Job{a, c}, t3)
	require.NoError(t, err)
	require.Equal(t, store.JobChanges{Updated: 1, Unchanged: 1}, got, "a job that reappears re-opens")
	states, err = b.st.JobStatesBySource(b.ctx, src)
	require.NoError(t, err)
	sc = stateOf(t, states, c.ID)
	require.Nil(t, sc.ClosedAt)
	require.True(t, sc.IsPrimary)
	require.True(t, sc.FirstSeen.Equal(t0))

	j, err := b.st.JobGetByID(b.ctx, a.ID)
	require.NoError(t, err)
	require.Equal(t, "Senior Backend Engineer", j.Title)
	require.Equal(t, "TX", j.Region)
	require.True(t, j.PostedAt.Equal(a.PostedAt))
}

func TestJobSyncEmptyClosesEverything(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const src = "lever:acme"
	_, err := b.st.JobSync(b.ctx, src, []model.Job{newJob(src, "a1", "Designer", "Acme", "Berlin")}, t0)
	require.NoError(t, err)
	got, err := b.st.JobSync(b.ctx, src, nil, t0.Add(time.Hour))
	require.NoError(t, err)
	require.Equal(t, store.JobChanges{Closed: 1}, got)
	n, err := b.st.JobOpenCount(b.ctx, src)
	require.NoError(t, err)
	require.Zero(t, n)
}

func TestJobSyncOnlyClosesItsSource(t *testing.T) {
	t.Parallel()
	b := setup(t)
	_, err := b.st.JobSync(b.ctx, "greenhouse:one", []model.Job{newJob("greenhouse:one", "1", "Nurse", "One", "Boise, ID")}, t0)
	require.NoError(t, err)
	_, err = b.st.JobSync(b.ctx, "greenhouse:two", []model.Job{newJob("greenhouse:two", "2", "Nurse", "Two", "Boise, ID")}, t0)
	require.NoError(t, err)
	got, err := b.st.JobSync(b.ctx, "greenhouse:two", nil, t0.Add(time.Hour))
	require.NoError(t, err)
	require.Equal(t, 1, got.Closed)
	_, err = b.st.JobGetByID(b.ctx, "greenhouse-1")
	require.NoError(t, err)
}

func TestJobSyncRejectsForeignJobs(t *testing.T) {
	t.Parallel()
	b := setup(t)
	_, err := b.st.JobSync(b.ctx, "greenhouse:one", []model.Job{newJob("greenhouse:two", "1", "Nurse", "Two", "Remote")}, t0)
	require.ErrorContains(t, err, "belongs to source")
}

func TestJobSyncKeepsDatelessPostingsDate(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const src = "arbeitnow"
	j := newJob(src, "x1", "Koch", "Haus", "Berlin")
	j.PostedAt = time.Time{}
	_, err := b.st.JobSync(b.ctx, src, []model.Job{j}, t0)
	require.NoError(t, err)
	j.Salary = "€40,000 a year"
	_, err = b.st.JobSync(b.ctx, src, []model.Job{j}, t0.Add(48*time.Hour))
	require.NoError(t, err)
	got, err := b.st.JobGetByID(b.ctx, j.ID)
	require.NoError(t, err)
	require.True(t, got.PostedAt.IsZero(), "a dateless posting is never given a date: %s", got.PostedAt)
	require.True(t, got.FirstSeen.Equal(t0))

	// A later run that gives the date makes it known; one that drops it again keeps it.
	posted := t0.Add(-72 * time.Hour)
	j.PostedAt = posted
	_, err = b.st.JobSync(b.ctx, src, []model.Job{j}, t0.Add(72*time.Hour))
	require.NoError(t, err)
	j.PostedAt, j.Salary = time.Time{}, "€41,000 a year"
	_, err = b.st.JobSync(b.ctx, src, []model.Job{j}, t0.Add(96*time.Hour))
	require.NoError(t, err)
	got, err = b.st.JobGetByID(b.ctx, j.ID)
	require.NoError(t, err)
	require.True(t, got.PostedAt.Equal(posted), "the board's date, once given, stays: %s", got.PostedAt)
}

// A relative date ("Posted Yesterday") is stored as approximate; read again on
// later days it neither changes the posting nor moves its date, a change of
// content keeps the first reading, and an exact date from the board replaces it.
func TestJobSyncApproximateDate(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const src = "workday:acme.wd5/Careers"
	j := newJob(src, "r1", "Registered Nurse", "Acme Health", "Austin, TX")
	day := t0.Truncate(24 * time.Hour)
	j.PostedAt, j.PostedApprox = day.AddDate(0, 0, -1), true
	_, err := b.st.JobSync(b.ctx, src, []model.Job{j}, t0)
	require.NoError(t, err)
	got, err := b.st.JobGetByID(b.ctx, j.ID)
	require.NoError(t, err)
	require.True(t, got.PostedApprox)
	require.True(t, got.PostedAt.Equal(day.AddDate(0, 0, -1)))
	l := got.Listing(90)
	require.True(t, l.PostedDateApproximate)
	require.Equal(t, day.AddDate(0, 0, -1).Format(time.RFC3339), l.PostedDate)

	// Ten days later the board says "Posted 30+ Days Ago": the same posting.
	j.PostedAt = day.AddDate(0, 0, 10-30)
	c, err := b.st.JobSync(b.ctx, src, []model.Job{j}, t0.Add(10*24*time.Hour))
	require.NoError(t, err)
	require.Equal(t, 1, c.Unchanged, "a relative date read again is no change: %+v", c)

	// The content changes and the date is still relative: the first reading stays.
	j.Salary = "$40 - $48 an hour"
	c, err = b.st.JobSync(b.ctx, src, []model.Job{j}, t0.Add(11*24*time.Hour))
	require.NoError(t, err)
	require.Equal(t, 1, c.Updated)
	got, err = b.st.JobGetByID(b.ctx, j.ID)
	require.NoError(t, err)
	require.True(t, got.PostedAt.Equal(day.AddDate(0, 0, -1)), "first reading kept: %s", got.PostedAt)
	require.True(t, got.PostedApprox)

	// The detail gives the exact date: it replaces the approximate one.
	exact := time.Date(2026, 10, 30, 15, 4, 0, 0, time.UTC)
	j.PostedAt, j.PostedApprox = exact, false
	_, err = b.st.JobSync(b.ctx, src, []model.Job{j}, t0.Add(12*24*time.Hour))
	require.NoError(t, err)
	got, err = b.st.JobGetByID(b.ctx, j.ID)
	require.NoError(t, err)
	require.True(t, got.PostedAt.Equal(exact), got.PostedAt)
	require.False(t, got.PostedApprox)
	require.False(t, got.Listing(90).PostedDateApproximate)

	// A relative date never replaces an exact one.
	j.PostedAt, j.PostedApprox, j.Salary = day.AddDate(0, 0, 13-30), true, "$41 - $49 an hour"
	_, err = b.st.JobSync(b.ctx, src, []model.Job{j}, t0.Add(13*24*time.Hour))
	require.NoError(t, err)
	got, err = b.st.JobGetByID(b.ctx, j.ID)
	require.NoError(t, err)
	require.True(t, got.PostedAt.Equal(exact), got.PostedAt)
	require.False(t, got.PostedApprox)
}

func TestJobDedupeAcrossBoards(t *testing.T) {
	t.Parallel()
	b := setup(t)
	agg := newJob("remoteok", "r1", "Go Engineer", "Acme, Inc.", "Remote")
	own := newJob("greenhouse:acme", "g1", "Go Engineer", "ACME", "Remote")
	demo := newJob("greenhouse:acme", "g1", "Go Engineer", "Acme", "Remote")
	demo.ID, demo.SourceKey = "demo-"+demo.ID, "demo:greenhouse:acme"
	require.Equal(t, agg.DedupeKey, own.DedupeKey)

	_, err := b.st.JobImport(b.ctx, []model.Job{demo}, t0)
	require.NoError(t, err)
	_, err = b.st.JobSync(b.ctx, "remoteok", []model.Job{agg}, t0.Add(time.Hour))
	require.NoError(t, err)
	primary := func() string {
		t.Helper()
		var ids []string
		for _, prefix := range []string{"remoteok", "greenhouse", "demo"} {
			states, err := b.st.JobStatesBySource(b.ctx, prefix)
			require.NoError(t, err)
			for _, s := range states {
				if s.IsPrimary {
					ids = append(ids, s.ID)
				}
			}
		}
		require.Len(t, ids, 1, "exactly one primary per dedupe key")
		return ids[0]
	}
	require.Equal(t, agg.ID, primary(), "a live board outranks the demo snapshot")

	_, err = b.st.JobSync(b.ctx, "greenhouse:acme", []model.Job{own}, t0.Add(2*time.Hour))
	require.NoError(t, err)
	require.Equal(t, own.ID, primary(), "the company's own board outranks an aggregator")

	_, err = b.st.JobSync(b.ctx, "greenhouse:acme", nil, t0.Add(3*time.Hour))
	require.NoError(t, err)
	require.Equal(t, agg.ID, primary(), "closing the primary promotes the duplicate")

	n, err := b.st.JobCloseDemo(b.ctx, t0.Add(4*time.Hour))
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.Equal(t, agg.ID, primary())
	n, err = b.st.JobCloseDemo(b.ctx, t0.Add(5*time.Hour))
	require.NoError(t, err)
	require.Zero(t, n)
}

func TestJobDedupeWithinOneBatch(t *testing.T) {
	t.Parallel()
	b := setup(t)
	var jobs []model.Job
	for i := range 5 {
		jobs = append(jobs, newJob("remotive", fmt.Sprint(i), "Support Agent", "Helpdesk", "Remote"))
	}
	jobs = append(jobs, newJob("remotive", "9", "Support Agent", "Helpdesk", "Lisbon, Portugal"))
	got, err := b.st.JobSync(b.ctx, "remotive", jobs, t0)
	require.NoError(t, err)
	require.Equal(t, 6, got.Added)
	states, err := b.st.JobStatesBySource(b.ctx, "remotive")
	require.NoError(t, err)
	var primaries []string
	for _, s := range states {
		if s.IsPrimary {
			primaries = append(primaries, s.ID)
		}
	}
	require.Equal(t, []string{"remotive-0", "remotive-9"}, primaries, "one per place, lowest id first")
}

func TestJobImportRepeatsAreUpdates(t *testing.T) {
	t.Parallel()
	b := setup(t)
	j := newJob("lever:acme", "l1", "Recruiter", "Acme", "London, UK")
	got, err := b.st.JobImport(b.ctx, []model.Job{j, j}, t0)
	require.NoError(t, err)
	require.Equal(t, store.JobChanges{Added: 1}, got, "a repeated id in one batch is written once")
	empty, err := b.st.JobIndexEmpty(b.ctx)
	require.NoError(t, err)
	require.False(t, empty)
}

func TestJobCheck(t *testing.T) {
	t.Parallel()
	ok := newJob("greenhouse:acme", "1", "Engineer", "Acme", "Remote")
	neg := -5.0
	cases := []struct {
		name  string
		edit  func(j *model.Job)
		field string
	}{
		{"valid", func(*model.Job) {}, ""},
		{"empty title", func(j *model.Job) { j.Title = " " }, "title"},
		{"bad job type", func(j *model.Job) { j.JobType = "gig" }, "job_type"},
		{"relative apply url", func(j *model.Job) { j.ApplyURL = "/apply" }, "apply_url"},
		{"negative salary", func(j *model.Job) { j.SalaryMin = &neg }, "salary"},
		{"bad country", func(j *model.Job) { j.Country = "USA" }, "country"},
		{"no dedupe key", func(j *model.Job) { j.DedupeKey = "" }, "dedupe_key"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			j := ok
			tc.edit(&j)
			err := jobindex.Check(&j)
			if tc.field == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorContains(t, err, tc.field)
		})
	}
}

// TestBodyPartsMatchSplitBody checks that Postgres rebuilds the focus and the
// boilerplate jobindex.SplitBody read (jobs_body_part over the stored character
// spans, multi-byte characters included), which the search document weighs C
// and D.
func TestBodyPartsMatchSplitBody(t *testing.T) {
	t.Parallel()
	b := setup(t)
	j := newJob("greenhouse:acme", "body1", "Account Executive", "Acme", "Remote")
	j.DescriptionText = "About Acme\nAcme sells rockets to Zürich – and Malmö.\n\nThe Role\nSell to hospitals.\n\nBenefits\n• A paid night nurse\n\n" +
		"Acme is an equal opportunity employer.\n\nWhat you'll do\n• Run discovery calls"
	_, err := b.st.JobSync(b.ctx, "greenhouse:acme", []model.Job{j}, t0)
	require.NoError(t, err)
	var focus, boiler string
	require.NoError(t, b.st.Pool().QueryRow(b.ctx, `SELECT jobs_body_part(description_text, boilerplate_spans, false),
		jobs_body_part(description_text, boilerplate_spans, true) FROM jobs WHERE id = $1`, j.ID).Scan(&focus, &boiler))
	want := jobindex.SplitBody(j.DescriptionText)
	words := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	require.Equal(t, words(want.Focus), words(focus))
	require.Equal(t, words(want.Boilerplate), words(boiler))
	require.Contains(t, focus, "Sell to hospitals")
	require.Contains(t, boiler, "night nurse")

	// One span takes the inlined path; the loop must agree with it.
	var one, loop string
	require.NoError(t, b.st.Pool().QueryRow(b.ctx, `SELECT jobs_body_part($1, '{5,3}', false) || '|' || jobs_body_part($1, '{5,3}', true),
		jobs_body_parts($1, '{5,3}', false) || '|' || jobs_body_parts($1, '{5,3}', true)`, "Zürich ünd more").Scan(&one, &loop))
	require.Equal(t, "Züriünd more|ch ", one, "spans count characters, not bytes")
	require.Equal(t, one+"\n", loop)
}

// A re-scrape that finds a board unchanged records one sighting of the source
// and rewrites no posting, yet every posting reads as seen then, the stale
// sweep spares them, and one that vanishes later was last seen by that scrape.
func TestJobSyncUnchangedWritesNoPosting(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const src = "greenhouse:quiet"
	a := newJob(src, "1", "Backend Engineer", "Quiet", "Austin, TX")
	c := newJob(src, "2", "Data Analyst", "Quiet", "Remote")
	_, err := b.st.JobSync(b.ctx, src, []model.Job{a, c}, t0)
	require.NoError(t, err)
	versions := func() []string {
		rows, err := b.st.Pool().Query(b.ctx, "SELECT xmin::text FROM jobs WHERE source_key = $1 ORDER BY id", src)
		require.NoError(t, err)
		var out []string
		for rows.Next() {
			var v string
			require.NoError(t, rows.Scan(&v))
			out = append(out, v)
		}
		require.NoError(t, rows.Err())
		return out
	}
	before := versions()

	t1, t2 := t0.Add(6*time.Hour), t0.Add(12*time.Hour)
	got, err := b.st.JobSync(b.ctx, src, []model.Job{a, c}, t1)
	require.NoError(t, err)
	require.Equal(t, store.JobChanges{Unchanged: 2}, got)
	require.Equal(t, before, versions(), "an unchanged posting is not rewritten")
	states, err := b.st.JobStatesBySource(b.ctx, src)
	require.NoError(t, err)
	for _, s := range states {
		require.True(t, s.LastSeen.Equal(t1), "%s seen by the sync at t1, got %s", s.ID, s.LastSeen)
	}
	j, err := b.st.JobGetByID(b.ctx, a.ID)
	require.NoError(t, err)
	require.True(t, j.LastSeen.Equal(t1))

	closed, err := b.st.JobCloseStale(b.ctx, t1.Add(-time.Minute), t1)
	require.NoError(t, err)
	require.Zero(t, closed, "seen at t1 is not stale before t1")

	_, err = b.st.JobSync(b.ctx, src, []model.Job{a}, t2)
	require.NoError(t, err)
	states, err = b.st.JobStatesBySource(b.ctx, src)
	require.NoError(t, err)
	require.True(t, stateOf(t, states, c.ID).LastSeen.Equal(t1), "the vanished posting was last seen at t1")
	require.True(t, stateOf(t, states, a.ID).LastSeen.Equal(t2))

	closed, err = b.st.JobCloseStale(b.ctx, t2.Add(time.Minute), t2.Add(time.Hour))
	require.NoError(t, err)
	require.Equal(t, 1, closed, "the source's last sighting is older than the cut")
	states, err = b.st.JobStatesBySource(b.ctx, src)
	require.NoError(t, err)
	require.True(t, stateOf(t, states, a.ID).LastSeen.Equal(t2), "closing keeps when it was last seen")
}
