package jobsearch_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// realJob is a posting shaped as the board clients leave it.
func realJob(source, id, title, company string, locations []string, remote bool, desc string) model.Job {
	b, _, _ := strings.Cut(strings.TrimPrefix(source, model.DemoSourcePrefix), ":")
	loc := jobindex.ParseLocation(strings.Join(locations, " | "))
	p := loc.Primary()
	prefix := ""
	if strings.HasPrefix(source, model.DemoSourcePrefix) {
		prefix = "demo-"
	}
	return model.Job{
		ID: prefix + b + "-" + id, Board: b, BoardJobID: id, SourceKey: source, Title: title, Company: company,
		Location: locations[0], Locations: locations, City: p.City, Region: p.Region, Country: p.Country,
		Remote: remote, JobType: model.JobTypeFullTime, DescriptionText: desc, Snippet: desc[:min(len(desc), 200)],
		ApplyURL: "https://jobs.example.com/" + id, PostedAt: now.Add(-48 * time.Hour),
		DedupeKey: jobindex.DedupeKey(company, title, remote, p.City, p.Region, p.Country),
	}
}

func sync(t *testing.T, st *store.Store, jobs ...model.Job) {
	t.Helper()
	by := map[string][]model.Job{}
	for _, j := range jobs {
		by[j.SourceKey] = append(by[j.SourceKey], j)
	}
	for src, js := range by {
		_, err := st.JobSync(t.Context(), src, js, now)
		require.NoError(t, err)
	}
}

func search(t *testing.T, svc *jobsearch.Service, q jobsearch.Query) *jobsearch.Result {
	t.Helper()
	res, err := svc.Search(t.Context(), q)
	require.NoError(t, err, "%+v", q)
	return res
}

// TestSearchFindsWhatPeopleMean replays the cases on postings shaped as
// the boards send them.
func TestSearchFindsWhatPeopleMean(t *testing.T) {
	if testing.Short() {
		t.Skip("needs Postgres")
	}
	t.Parallel()
	st := store.New(dbtest.NewPool(t))
	money := func(lo, hi float64) (*float64, *float64) { return &lo, &hi }
	ashby := realJob("ashby:acme", "sec1", "Security Engineer, Cloud", "Acme",
		[]string{"New York, NY (HQ)", "Remote (Canada)", "Remote (US)", "Miami, FL"}, true,
		"Secure our cloud platform.")
	owner := realJob("arbeitnow", "po1", "Senior Product Owner m/w/d", "Kontor", []string{"Hamburg, Berlin"}, false,
		"Own the product backlog.")
	onsite := realJob("greenhouse:acme", "swe1", "Software Engineer", "Acme", []string{"Austin, TX"}, false,
		"About Acme\nAcme makes rockets.\n\nWhat you'll do\nBuild flight software in Go for our engineers.")
	nurse := realJob("lever:clinic", "rn1", "Registered Nurse", "Clinic", []string{"Remote (US)"}, true,
		"Telehealth triage for patients.")
	sales := realJob("greenhouse:outreach", "ae1", "Account Executive", "Outreach", []string{"Remote"}, true,
		"The Role\nSell to mid-market accounts.\n\nWhy You’ll Love It Here\n• A parental leave program with a paid night nurse")
	shop := realJob("remoteok", "shop1", "Shop Assistant", "Bakery", []string{"Remote"}, true, "Serve customers at the counter.")
	shop.Tags = []string{"designer", "design", "ux"}
	designer := realJob("remoteok", "des1", "Product Designer", "Studio", []string{"Remote"}, true, "Design our app.")
	rich := realJob("greenhouse:big", "s1", "Sales Director", "Big", []string{"Remote (US)"}, true, "Lead sales.")
	rich.SalaryMin, rich.SalaryMax = money(140000, 160000)
	rich.SalaryCurrency, rich.PostedAt = "USD", now.Add(-20*24*time.Hour)
	monthly := realJob("greenhouse:small", "s2", "Sales Representative", "Small", []string{"Remote (US)"}, true, "Sales calls.")
	monthly.SalaryMin, monthly.SalaryMax = money(36000, 120000)
	monthly.SalaryCurrency = "USD"
	demo := realJob("demo:greenhouse:acme", "d1", "Security Engineer", "Acme Demo", []string{"Remote"}, true, "Security reviews.")
	demo.PostedAt = now
	dateless := realJob("arbeitnow", "dl1", "Security Analyst", "Haus", []string{"Remote"}, true, "Security operations.")
	dateless.PostedAt = time.Time{}
	tbilisi1 := realJob("greenhouse:geo", "t1", "Data Analyst", "Geo One", []string{"Tbilisi, Georgia"}, false, "Dashboards.")
	tbilisi2 := realJob("greenhouse:geo", "t2", "Data Engineer", "Geo Two", []string{"Batumi, Georgia"}, false, "Pipelines.")
	atlanta := realJob("greenhouse:geo", "a1", "Data Scientist", "Peach", []string{"Atlanta, GA"}, false, "Models.")
	sync(t, st, ashby, owner, onsite, nurse, sales, shop, designer, rich, monthly, demo, dateless, tbilisi1, tbilisi2, atlanta)
	svc := jobsearch.New(st, jobsearch.WithClock(func() time.Time { return now }))
	has := func(res *jobsearch.Result, id string) bool {
		for _, j := range res.Jobs {
			if j.JobID == id {
				return true
			}
		}
		return false
	}

	t.Run("a multi-location remote posting is found by each of its places and by remote", func(t *testing.T) {
		for _, loc := range []string{"New York", "New York City", "NYC", "Miami", "remote", "", "Toronto", "Canada"} {
			require.True(t, has(search(t, svc, jobsearch.Query{Query: "security engineer", Location: loc}), ashby.ID), loc)
		}
		require.False(t, has(search(t, svc, jobsearch.Query{Query: "security engineer", Location: "London, UK"}), ashby.ID))
		res := search(t, svc, jobsearch.Query{Query: "security engineer", Location: "NYC"})
		l := res.Jobs[0]
		require.Equal(t, ashby.ID, l.JobID)
		require.Equal(t, "remote", l.Workplace)
		require.ElementsMatch(t, []string{"CA", "US"}, l.RemoteScope)
		require.Contains(t, l.Places, model.ListingPlace{City: "New York", Region: "NY", Country: "US"})
		require.Equal(t, jobsearch.ModePlace, res.Location.Mode)
	})
	t.Run("every city of a posting that lists several", func(t *testing.T) {
		for _, loc := range []string{"Hamburg", "Berlin", "Germany"} {
			require.True(t, has(search(t, svc, jobsearch.Query{Query: "product owner", Location: loc}), owner.ID), loc)
		}
	})
	t.Run("never a silent zero: on-site matches hidden by the remote default are counted", func(t *testing.T) {
		res := search(t, svc, jobsearch.Query{Query: "software engineer"})
		require.Zero(t, res.TotalResults)
		require.Equal(t, len(res.Jobs), res.NearMatches, "only titles with every word but one")
		require.Equal(t, map[string]int{"location": 1}, res.HiddenByFilters)
		require.Contains(t, res.Hint, "location=anywhere")
		res = search(t, svc, jobsearch.Query{Query: "software engineer", Location: "anywhere"})
		require.True(t, has(res, onsite.ID))
		require.Equal(t, jobsearch.ModeAnywhere, res.Location.Mode)
		require.Empty(t, res.HiddenByFilters)
	})
	t.Run("boilerplate does not make a match; the snippet is the passage that matched", func(t *testing.T) {
		res := search(t, svc, jobsearch.Query{Query: "nurse"})
		require.True(t, has(res, nurse.ID))
		require.False(t, has(res, sales.ID), "a paid night nurse in the benefits is not a nursing job")
		res = search(t, svc, jobsearch.Query{Query: "flight software", Location: "anywhere"})
		require.Len(t, res.Jobs, 1)
		require.Contains(t, res.Jobs[0].DescriptionSnippet, "flight software")
		require.NotContains(t, res.Jobs[0].DescriptionSnippet, "rockets")
	})
	t.Run("board tags are not the employer's words", func(t *testing.T) {
		res := search(t, svc, jobsearch.Query{Query: "designer"})
		require.True(t, has(res, designer.ID))
		require.False(t, has(res, shop.ID))
	})
	t.Run("salary_min prefers a range that meets it", func(t *testing.T) {
		min := 100000.0
		res := search(t, svc, jobsearch.Query{Query: "sales", SalaryMin: &min})
		require.Equal(t, []string{rich.ID, monthly.ID}, ids(res))
	})
	t.Run("demo postings are labelled and rank below live ones", func(t *testing.T) {
		res := search(t, svc, jobsearch.Query{Query: "security"})
		require.Equal(t, demo.ID, res.Jobs[len(res.Jobs)-1].JobID, "%v", ids(res))
		require.True(t, res.Jobs[len(res.Jobs)-1].IsDemo)
		require.False(t, res.Jobs[0].IsDemo)
		for _, j := range res.Jobs {
			require.NotEmpty(t, j.LastSeen)
			if j.JobID == dateless.ID {
				require.Empty(t, j.PostedDate, "no date is invented")
			}
		}
	})
	t.Run("an ambiguous name gives both readings, most postings first", func(t *testing.T) {
		res := search(t, svc, jobsearch.Query{Query: "data", Location: "Georgia"})
		require.Len(t, res.Jobs, 3)
		require.Len(t, res.Location.Places, 2)
		require.Equal(t, 2, *res.Location.Places[0].Postings, "%+v", res.Location.Places)
		require.Equal(t, 1, *res.Location.Places[1].Postings)
		res = search(t, svc, jobsearch.Query{Query: "data", Location: "Georgia, US"})
		require.Equal(t, []string{atlanta.ID}, ids(res))
	})
	t.Run("an unknown place is a 422 naming location, with suggestions", func(t *testing.T) {
		_, err := svc.Search(t.Context(), jobsearch.Query{Query: "engineer", Location: "Qwertyville"})
		var ae *apperr.Error
		require.True(t, errors.As(err, &ae), "%v", err)
		require.Equal(t, "location", ae.Field)
		require.Equal(t, apperr.KindInvalid, ae.Kind)
		_, err = svc.Search(t.Context(), jobsearch.Query{Query: "engineer", Location: "Berln"})
		require.True(t, errors.As(err, &ae), "%v", err)
		require.Contains(t, fmt.Sprint(ae.Details["suggestions"]), "Berlin")
	})
}

// A title's two words written as one find the title that writes them apart,
// as a hyphen's parts always did: "fullstack" finds "Full Stack Engineer".
func TestSearchJoinsATitlesWords(t *testing.T) {
	if testing.Short() {
		t.Skip("needs Postgres")
	}
	t.Parallel()
	st := store.New(dbtest.NewPool(t))
	apart := realJob("greenhouse:a", "fs1", "Full Stack Engineer", "A", []string{"Remote"}, true, "Ship features.")
	hyphen := realJob("greenhouse:b", "fs2", "Full-Stack Developer", "B", []string{"Remote"}, true, "Ship features.")
	one := realJob("greenhouse:c", "fs3", "Fullstack Engineer", "C", []string{"Remote"}, true, "Ship features.")
	backEnd := realJob("lever:d", "be1", "Back End Developer", "D", []string{"Remote"}, true, "APIs in Go.")
	german := realJob("arbeitnow", "de1", "Software Entwickler (m/w/d)", "E", []string{"Remote"}, true,
		"Wir suchen einen Entwickler für unsere Plattform. Sie arbeiten mit unserem Team an der Software.")
	head := realJob("lever:f", "hs1", "Head of Sales", "F", []string{"Remote"}, true, "Lead the sales team.")
	sync(t, st, apart, hyphen, one, backEnd, german, head)
	svc := jobsearch.New(st, jobsearch.WithClock(func() time.Time { return now }))
	// ids are the postings that match q, without the near matches after them.
	ids := func(q string) []string {
		res := search(t, svc, jobsearch.Query{Query: q})
		var out []string
		for _, j := range res.Jobs[:min(res.TotalResults, len(res.Jobs))] {
			out = append(out, j.JobID)
		}
		return out
	}
	require.ElementsMatch(t, []string{apart.ID, hyphen.ID, one.ID}, ids("fullstack"))
	require.ElementsMatch(t, []string{apart.ID, one.ID}, ids("fullstack engineer"))
	require.ElementsMatch(t, []string{apart.ID, hyphen.ID}, ids("full stack"), "the words apart find the words apart")
	require.Equal(t, []string{backEnd.ID}, ids("backend developer"))
	require.Equal(t, []string{german.ID}, ids("softwareentwickler"))
	require.Empty(t, ids("headof"), "stop words are not joined")
}
