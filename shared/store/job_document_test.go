package store_test

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/fulltext"
	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// The search documents Postgres stores are the ones package fulltext builds,
// weights and positions included, for a new posting and a changed one.
func TestJobDocumentsAreStoredAsBuilt(t *testing.T) {
	t.Parallel()
	b := setup(t)
	j := newJob("greenhouse:acme", "doc1", "Senior C++ Engineer (Co-Founder/CTO)", "Acme Robotics", "Remote")
	j.Department = "R&D"
	j.DescriptionText = "About Acme\nWe build robots.\n\nThe Role\nWrite node.js and C++ services end-to-end.\n\n" +
		"Benefits\nHealth insurance and a 401(k)."
	stored := func() (search, title string) {
		t.Helper()
		require.NoError(t, b.st.Pool().QueryRow(b.ctx, `SELECT search::text, title_search::text FROM jobs WHERE id = $1`, j.ID).
			Scan(&search, &title))
		return search, title
	}
	built := func() (search, title string) {
		var s, tt fulltext.Document
		s.Add(j.Title, fulltext.English, fulltext.A)
		s.Add(j.Company+" "+j.Department, fulltext.English, fulltext.B)
		body := jobindex.SplitBody(j.DescriptionText)
		s.Add(body.Focus, fulltext.English, fulltext.C)
		s.Add(body.Boilerplate, fulltext.English, fulltext.D)
		tt.Add(j.Title, fulltext.English, fulltext.D)
		return s.String(), tt.String()
	}

	_, err := b.st.JobSync(b.ctx, "greenhouse:acme", []model.Job{j}, t0)
	require.NoError(t, err)
	search, title := stored()
	wantSearch, wantTitle := built()
	require.Equal(t, wantSearch, search)
	require.Equal(t, wantTitle, title)
	require.Contains(t, search, "'c++':2A")
	require.Contains(t, search, "'health':")
	require.NotContains(t, search, "'health':1", "boilerplate comes after the focus")

	j.Title = "Staff C# Engineer"
	_, err = b.st.JobSync(b.ctx, "greenhouse:acme", []model.Job{j}, t0.Add(time.Hour))
	require.NoError(t, err)
	search, title = stored()
	wantSearch, wantTitle = built()
	require.Equal(t, wantSearch, search, "a changed posting gets its new documents")
	require.Equal(t, wantTitle, title)
}

// Words are found as people write them, and a technical name is its own word.
func TestJobSearchWordsAsWritten(t *testing.T) {
	t.Parallel()
	b := setup(t)
	titles := map[string]string{
		"cpp":  "C++ Developer",
		"c":    "Embedded C Developer",
		"cto":  "Technical Co-Founder/CTO",
		"node": "Node.js Engineer",
		"full": "Full Stack Developer",
		"net":  "ASP.NET Developer",
	}
	var jobs []model.Job
	for id, title := range titles {
		j := newJob("greenhouse:acme", id, title, "Acme", "Remote")
		j.DescriptionText = "A role at Acme."
		jobs = append(jobs, j)
	}
	_, err := b.st.JobSync(b.ctx, "greenhouse:acme", jobs, t0)
	require.NoError(t, err)

	for _, tc := range []struct {
		q    string
		want []string
	}{
		{"c++", []string{"cpp"}},
		{"C", []string{"c"}},
		{"cofounder", []string{"cto"}},
		{"co-founder", []string{"cto"}},
		{"co founder", []string{"cto"}},
		{"CTO", []string{"cto"}},
		{"nodejs", []string{"node"}},
		{"node.js", []string{"node"}},
		{"node", []string{"node"}},
		{"Full-Stack", []string{"full"}},
		{"full-stack", []string{"full"}},
		{`"stack developer"`, []string{"full"}},
		{"developer -c++ -asp.net", []string{"c", "full"}},
		{".NET", []string{"net"}},
		{"c++ OR nodejs", []string{"cpp", "node"}},
		{"the", nil},
	} {
		m, err := b.st.JobSearch(b.ctx, store.JobQuery{Text: tc.q})
		require.NoError(t, err, tc.q)
		var got []string
		for _, c := range m.Candidates {
			got = append(got, c.ID[len("greenhouse-"):])
		}
		slices.Sort(got)
		require.Equal(t, tc.want, got, tc.q)
	}
}

// Whatever a person types reads as a valid tsquery: the operators and quotes of
// tsquery syntax in a query are text, never syntax.
func TestJobSearchAnyTextIsAValidQuery(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, q := range []string{
		`'`, `''`, `\`, `\'`, `"`, `"""`, `- -`, `-"`, `OR`, `or or`, `a OR`, `OR b`, `-a`, `--a`,
		`a & b | !c <-> d`, `(a) (b`, `a:*`, `'a':1A`, `!!`, `<2>`, `"a" OR -"b c"`, `x\\'y`,
		`C++ OR C# -.NET`, `Ärzt*in (m/w/d)`, `日本語 エンジニア`, "tab\tand\nnewline", `o'neil's`,
		`it's`, `—`, `$120k+`, `100%`, `a/b/c/d/e`, `a.b.c.d.e.f`,
	} {
		fq := fulltext.ParseQuery(q)
		for _, text := range []string{fq.Text, fq.AnyWord, fulltext.Plain(q)} {
			var n int
			require.NoError(t, b.st.Pool().QueryRow(b.ctx, `SELECT numnode($1::tsquery)`, text).Scan(&n), "%q → %q", q, text)
		}
		_, err := b.st.JobSearch(b.ctx, store.JobQuery{Text: q})
		require.NoError(t, err, q)
	}
}
