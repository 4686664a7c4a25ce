package normalize

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestDescription(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in, wantHTML, wantText string
	}{
		{
			name:     "greenhouse entity-escaped",
			in:       `&lt;div class=&quot;content-intro&quot;&gt;&lt;p&gt;Hello &amp;amp; welcome&amp;nbsp;&lt;/p&gt;&lt;/div&gt;&lt;h3&gt;Role&lt;/h3&gt;`,
			wantHTML: "<div><p>Hello &amp; welcome\u00a0</p></div><h3>Role</h3>",
			wantText: "Hello & welcome\n\nRole",
		},
		{
			name:     "escaped body with real trailer",
			in:       `&lt;h4&gt;About&lt;/h4&gt;&lt;p&gt;One&lt;/p&gt;&lt;p&gt;Two&lt;/p&gt;<p>Find <a href="https://www.arbeitnow.com">Jobs</a></p>`,
			wantHTML: `<h4>About</h4><p>One</p><p>Two</p><p>Find <a href="https://www.arbeitnow.com" rel="nofollow">Jobs</a></p>`,
			wantText: "About\n\nOne\n\nTwo\n\nFind Jobs",
		},
		{
			name:     "lists and breaks",
			in:       "<p>Intro<br>line two</p><ul><li>First <strong>item</strong></li><li>Second</li></ul><p>&nbsp;</p><div>End</div>",
			wantHTML: "<p>Intro<br>line two</p><ul><li>First <strong>item</strong></li><li>Second</li></ul><p>\u00a0</p><div>End</div>",
			wantText: "Intro\nline two\n\n- First item\n- Second\n\nEnd",
		},
		{
			name:     "scripts, styles and handlers removed",
			in:       `<p onclick="x()" style="color:red">Hi</p><script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)">x</a>`,
			wantHTML: `<p>Hi</p>x`,
			wantText: "Hi\n\nx",
		},
		{
			name:     "real HTML that mentions a tag stays",
			in:       "<p>Use &lt;div&gt; wisely</p><p>Two</p>",
			wantHTML: "<p>Use &lt;div&gt; wisely</p><p>Two</p>",
			wantText: "Use <div> wisely\n\nTwo",
		},
		{name: "empty", in: "", wantHTML: "", wantText: ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			gotHTML, gotText := Description(tc.in)
			require.Equal(t, tc.wantHTML, gotHTML)
			require.Equal(t, tc.wantText, gotText)
		})
	}
}

func TestHTMLFromText(t *testing.T) {
	t.Parallel()
	in := "About Outreach\n\u00a0\nOutreach, founded in 2014 <3\nSecond line\n\n\n#LI-Remote"
	require.Equal(t, "<p>About Outreach</p><p>Outreach, founded in 2014 &lt;3<br>Second line</p><p>#LI-Remote</p>", HTMLFromText(in))
}

func TestSnippet(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("word ", 60)
	tests := []struct {
		name, in string
		n        int
		want     string
	}{
		{"short kept", "Short text.", 200, "Short text."},
		{"whitespace flattened", "Line one\n\n- item\ttwo", 200, "Line one - item two"},
		{"cut at a word", "The quick brown fox jumps over the lazy dog", 20, "The quick brown fox…"},
		{"exact boundary", "The quick brown fox jumps", 19, "The quick brown fox…"},
		{"trailing comma dropped", "Alpha, beta, gamma, delta", 12, "Alpha, beta…"},
		{"one long word", "Supercalifragilistic", 5, "Super…"},
		{"multibyte", "Möglichkeit für Studenten während des Studiums", 16, "Möglichkeit für…"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, Snippet(tc.in, tc.n))
		})
	}
	s := Snippet(long, SnippetLength)
	require.LessOrEqual(t, len([]rune(s)), SnippetLength+1)
	require.True(t, strings.HasSuffix(s, "word…"))
}

func TestFixMojibake(t *testing.T) {
	t.Parallel()
	tests := map[string]string{
		"Now we\u00e2\u0080\u0099re building": "Now we’re building",
		"caf\u00c3\u00a9":                     "café",
		"Möglichkeit für Studenten":           "Möglichkeit für Studenten",
		"café ünd plain":                      "café ünd plain",
		"ASCII only":                          "ASCII only",
	}
	for in, want := range tests {
		require.Equal(t, want, FixMojibake(in), in)
	}
}

func TestDedupeKey(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, company, title string
		place                Place
		want                 string
	}{
		{"legal suffix and domain", "Gong.io", "Revenue Architect", Place{City: "Austin"}, "gong|revenue architect|austin"},
		{"inc", "Acme, Inc.", "Senior Engineer (Backend)", Place{Remote: true, Country: "US"}, "acme|senior engineer backend|remote"},
		{"gender marker", "Georg Kuhn GmbH", "Praktikant Marketing (m/w/d)", Place{City: "Offenburg"}, "georg kuhn|praktikant marketing|offenburg"},
		{"country only", "Wealth.com", "GTM Engineer", Place{Country: "US"}, "wealth|gtm engineer|us"},
		{"suffix only name kept", "Co", "Engineer", Place{}, "co|engineer|"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, DedupeKey(tc.company, tc.title, tc.place))
		})
	}
}
