package registry

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/store"
)

func TestReadCSVAndJSONL(t *testing.T) {
	t.Parallel()
	ins, bad, err := Read([]byte("\xef\xbb\xbfURL, Company ,Industry\n" +
		"https://mayoclinic.wd5.myworkdayjobs.com/MayoClinic,Mayo Clinic,Health\n" +
		"\"https://boards.greenhouse.io/acme\",\"Acme, Inc.\",retail\n" +
		"https://boards.greenhouse.io/acme/jobs/1,Acme again,retail\n" +
		"not a url,x,y\n"))
	require.NoError(t, err)
	require.Len(t, ins, 2, "the repeated key keeps its first row")
	require.Equal(t, store.SourceInput{Key: "workday:mayoclinic.wd5/MayoClinic", Kind: "workday", Token: "mayoclinic.wd5/MayoClinic",
		Company: "Mayo Clinic", Industry: "health", URL: "https://mayoclinic.wd5.myworkdayjobs.com/MayoClinic"}, ins[0])
	require.Equal(t, "Acme, Inc.", ins[1].Company)
	require.Len(t, bad, 1)
	require.Equal(t, 5, bad[0].Line)

	ins, bad, err = Read([]byte(`{"source":"lever:spotify","company":"Spotify","every":"12h"}
{"url":"x.breezy.hr"}
{broken
`))
	require.NoError(t, err)
	require.Len(t, ins, 2)
	require.Equal(t, "breezy:x", ins[1].Key)
	require.Len(t, bad, 1)
	require.Equal(t, 3, bad[0].Line)

	_, _, err = Read([]byte("company,industry\nAcme,retail\n"))
	require.ErrorContains(t, err, "names no url or source column")
}

func TestSeedKeepsOperatorChanges(t *testing.T) {
	t.Parallel()
	st := store.New(dbtest.NewPool(t))
	ctx := context.Background()
	n, err := Seed(ctx, st, "")
	require.NoError(t, err)
	require.Greater(t, n, 30)
	require.NoError(t, st.SourceSetEnabled(ctx, "greenhouse:anthropic", false))
	n, err = Seed(ctx, st, "")
	require.NoError(t, err)
	require.Zero(t, n, "a second seed adds nothing")
	srcs, err := Enabled(ctx, st)
	require.NoError(t, err)
	for _, s := range srcs {
		require.NotEqual(t, "greenhouse:anthropic", s.Key(), "the seed does not re-enable what the operator disabled")
	}
	require.NotZero(t, srcs[0].Every)
}

// TestStarterRegistryImports: every row of the shipped starter registry is a
// board the scraper reads, with a company, an industry and its URL.
func TestStarterRegistryImports(t *testing.T) {
	t.Parallel()
	ins, bad, err := ReadFile("starter/employers.csv")
	require.NoError(t, err)
	require.Empty(t, bad)
	require.Len(t, ins, 1086)
	industries := map[string]int{}
	for _, in := range ins {
		require.NotEmpty(t, in.Company, in.Key)
		require.NotEmpty(t, in.URL, in.Key)
		industries[in.Industry]++
	}
	require.Equal(t, map[string]int{"health": 214, "finance": 194, "technology": 152, "manufacturing": 137,
		"retail": 84, "education": 62, "hospitality": 47, "professional services": 45, "public sector": 31,
		"logistics": 28, "media": 27, "energy": 27, "construction": 14, "nonprofit": 14, "real estate": 10}, industries)
}
