package board

import (
	"net/url"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestParseSource(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in      string
		want    Source
		wantErr string
	}{
		{in: "greenhouse:smarterdx", want: Source{Kind: KindGreenhouse, Token: "smarterdx"}},
		{in: "lever:palantir", want: Source{Kind: KindLever, Token: "palantir"}},
		{in: "ashby:wealth-com", want: Source{Kind: KindAshby, Token: "wealth-com"}},
		{in: "smartrecruiters:Visa", want: Source{Kind: KindSmartRecruiters, Token: "Visa"}},
		{in: " Remotive ", want: Source{Kind: KindRemotive}},
		{in: "remoteok", want: Source{Kind: KindRemoteOK}},
		{in: "arbeitnow", want: Source{Kind: KindArbeitnow}},
		{in: "jazzhr:acme", wantErr: `unknown board "jazzhr"; valid boards: arbeitnow, ashby, bamboohr, breezy, greenhouse, lever, personio, recruitee, remoteok, remotive, smartrecruiters, teamtailor, usajobs, workable, workday`},
		{in: "workday:workday.wd5/Workday", want: Source{Kind: KindWorkday, Token: "workday.wd5/Workday"}},
		{in: "workday:acme", wantErr: `must look like tenant.wd5/Site`},
		{in: "recruitee:spring", want: Source{Kind: KindRecruitee, Token: "spring"}},
		{in: "usajobs", want: Source{Kind: KindUSAJobs}},
		{in: "greenhouse", wantErr: "greenhouse needs a company token, as in greenhouse:acme"},
		{in: "greenhouse:", wantErr: "greenhouse needs a company token"},
		{in: "remoteok:acme", wantErr: `takes no token; write "remoteok"`},
		{in: "lever:a/b", wantErr: `token "a/b" must be 1-100 letters`},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			got, err := ParseSource(tc.in)
			if tc.wantErr != "" {
				require.ErrorContains(t, err, tc.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
		})
	}
}

func TestParseBaseURL(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in, want, wantErr string
	}{
		{in: "http://127.0.0.1:8080", want: "http://127.0.0.1:8080"},
		{in: "https://mirror.example.com/", want: "https://mirror.example.com"},
		{in: "ftp://mirror.example.com", wantErr: "scheme must be http or https"},
		{in: "mirror.example.com", wantErr: "scheme must be http or https"},
		{in: "https://mirror.example.com/v1/boards", wantErr: "give only scheme and host"},
		{in: "https://", wantErr: "needs a host"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			got, err := ParseBaseURL(tc.in)
			if tc.wantErr != "" {
				require.ErrorContains(t, err, tc.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
		})
	}
}

// The override replaces scheme and host only; the published paths and queries stay.
func TestEndpointKeepsPublishedPaths(t *testing.T) {
	t.Parallel()
	src := Source{Kind: KindGreenhouse, Token: "anthropic"}
	q := url.Values{"content": {"true"}}
	require.Equal(t, "https://boards-api.greenhouse.io/v1/boards/anthropic/jobs?content=true", src.endpoint("/v1/boards/anthropic/jobs", q))
	src.BaseURL = "http://127.0.0.1:9999/"
	require.Equal(t, "http://127.0.0.1:9999/v1/boards/anthropic/jobs?content=true", src.endpoint("/v1/boards/anthropic/jobs", q))
	for _, k := range Kinds() {
		require.NotEmpty(t, DefaultBaseURL(k))
	}
}

func TestLoadSourcesDefault(t *testing.T) {
	t.Parallel()
	srcs, err := LoadSources("")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(srcs), 20)
	kinds := map[string]int{}
	for _, s := range srcs {
		kinds[s.Kind]++
		require.NotZero(t, s.Every, s.Key())
		require.Empty(t, s.BaseURL)
	}
	require.Len(t, kinds, len(Kinds()), "every board kind has a default source")
	require.Equal(t, Source{Kind: KindGreenhouse, Token: "anthropic", Company: "Anthropic", Every: 6 * time.Hour}, srcs[0])
}

func TestLoadSourcesFile(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, body, wantErr string
		want                []Source
	}{
		{
			name: "valid",
			body: `{"sources":[{"source":"lever:acme","company":"Acme","base_url":"http://127.0.0.1:8080","every":"30m"},{"source":"remotive"}]}`,
			want: []Source{
				{Kind: KindLever, Token: "acme", Company: "Acme", BaseURL: "http://127.0.0.1:8080", Every: 30 * time.Minute},
				{Kind: KindRemotive},
			},
		},
		{name: "bad json", body: `{"sources":`, wantErr: `want {"sources":[{"source":"greenhouse:acme"}]}`},
		{name: "empty", body: `{"sources":[]}`, wantErr: "no sources"},
		{name: "bad kind", body: `{"sources":[{"source":"indeed"}]}`, wantErr: `sources[0]: board: source "indeed": unknown board`},
		{name: "bad every", body: `{"sources":[{"source":"remotive","every":"6x"}]}`, wantErr: `sources[0]: every: "6x" must be a duration`},
		{name: "bad base url", body: `{"sources":[{"source":"remotive","base_url":"remotive.com"}]}`, wantErr: "sources[0]: base_url: base URL"},
		{name: "duplicate", body: `{"sources":[{"source":"remotive"},{"source":"remotive"}]}`, wantErr: `sources[1]: "remotive" repeats sources[0]`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(t.TempDir(), "sources.json")
			require.NoError(t, os.WriteFile(path, []byte(tc.body), 0o600))
			got, err := LoadSources(path)
			if tc.wantErr != "" {
				require.ErrorContains(t, err, tc.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
		})
	}
	_, err := LoadSources(filepath.Join(t.TempDir(), "missing.json"))
	require.ErrorContains(t, err, "board: load sources")
}

// A source that names no company (a CLI scrape) takes the registry's display
// name, never one made from the slug.
func TestCompanyNameFromRegistry(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ kind, token, slug, want string }{
		{KindAshby, "wealth-com", "wealth-com", "Wealth.com"},
		{KindAshby, "openevidence", "openevidence", "OpenEvidence"},
		{KindAshby, "wealth-com", "openai", "OpenAI"},
		{KindLever, "outreach", "outreach", "Outreach"},
		{KindAshby, "acme-labs", "acme-labs", "Acme Labs"},
	} {
		require.Equal(t, tc.want, Source{Kind: tc.kind, Token: tc.token}.companyName(tc.slug), tc.slug)
	}
	require.Equal(t, "Wealth Inc", Source{Kind: KindAshby, Token: "wealth-com", Company: "Wealth Inc"}.companyName("wealth-com"),
		"the configured name wins for the source's own account")
}
