package text

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestTokens(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"plain", "Senior Go Engineer", []string{"senior", "go", "engineer"}},
		{"languages", "C++, C#, F# and .NET", []string{"c++", "c#", "f#", "and", ".net"}},
		{"dotted and slashed", "Node.js, CI/CD pipelines; TCP/IP.", []string{"node.js", "ci/cd", "pipelines", "tcp/ip"}},
		{"hyphen splits", "full-stack, cross-functional", []string{"full", "stack", "cross", "functional"}},
		{"numbers", "Cut costs 35% ($120,000) in 3.5 months", []string{"cut", "costs", "35", "120,000", "in", "3.5", "months"}},
		{"possessive and contraction", "Company's goals, you’ll don't", []string{"company", "goals", "you'll", "don't"}},
		{"ampersand", "R&D and P&L owner", []string{"r&d", "and", "p&l", "owner"}},
		{"sentence end", "We use Go. Kubernetes too.", []string{"we", "use", "go", "kubernetes", "too"}},
		{"plus inside word", "a+b c++11", []string{"a", "b", "c", "11"}},
		{"emoji and rtl", "🚀 Rust مهندس برمجيات 😀", []string{"rust", "مهندس", "برمجيات"}},
		{"empty", "  \t\n ", []string{}},
		{"k8s and s3", "K8s on AWS S3/EC2", []string{"k8s", "on", "aws", "s3/ec2"}},
		{"punctuation only", "--- ... /// +++", []string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, Tokens(tc.in))
		})
	}
}

func TestTokensNeverPanics(t *testing.T) {
	t.Parallel()
	inputs := []string{"\xff\xfe", "a\xffb", ".", "c+", "c#", "'", "’s", "a/", "/a", "1,", ",1", "x.", strings.Repeat("+", 100)}
	for _, in := range inputs {
		t.Run(in, func(t *testing.T) {
			t.Parallel()
			require.NotPanics(t, func() { _ = Tokens(in) })
		})
	}
}

func TestStem(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"databases", "databas"},
		{"database", "databas"},
		{"managed", "manag"},
		{"managing", "manag"},
		{"c++", "c++"},
		{"node.js", "node.js"},
		{"go", "go"},
		{"with", "with"},
		{"برمجيات", "برمجيات"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, Stem(tc.in))
		})
	}
	require.Equal(t, []string{"databas", "databas", "c++"}, StemAll([]string{"databases", "database", "c++"}))
}

func TestIsStopWord(t *testing.T) {
	t.Parallel()
	for _, w := range []string{"the", "you'll", "e.g", "etc", "with"} {
		require.True(t, IsStopWord(w), w)
	}
	for _, w := range []string{"go", "kubernetes", "experience", "c"} {
		require.False(t, IsStopWord(w), w)
	}
}

func TestNGrams(t *testing.T) {
	t.Parallel()
	toks := []string{"machine", "learning", "engineer"}
	require.Equal(t, []string{"machine learning", "learning engineer"}, NGrams(toks, 2))
	require.Equal(t, []string{"machine learning engineer"}, NGrams(toks, 3))
	require.Nil(t, NGrams(toks, 4))
	require.Nil(t, NGrams(toks, 0))
}

func TestNormalizeAndKey(t *testing.T) {
	t.Parallel()
	require.Equal(t, "senior node.js engineer", Normalize("  Senior  Node.JS Engineer!"))
	require.Equal(t, "full stack", Normalize("Full-Stack"))
	require.Equal(t, Key("Managed the teams"), Key("manage team"))
	require.Equal(t, []string{"machine", "learning", "pipelines"}, ContentWords("the machine learning of pipelines"))
}

func TestFromHTML(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"plain text untouched", "Go & Rust < 3 years", "Go & Rust < 3 years"},
		{"entities in plain text", "R&amp;D", "R&D"},
		{"blocks become lines", "<h2>Requirements</h2><ul><li>Go</li><li>SQL &amp; Postgres</li></ul>", "Requirements\nGo\nSQL & Postgres"},
		{"script and style dropped", "<p>Hi<script>alert(1)</script><style>p{}</style></p><p>there</p>", "Hi\nthere"},
		{"escaped html (greenhouse)", "&lt;p&gt;Build &amp;amp; ship&lt;/p&gt;&lt;p&gt;Go&lt;/p&gt;", "Build & ship\nGo"},
		{"br splits", "one<br>two<br/>three", "one\ntwo\nthree"},
		{"self-closing svg does not swallow", "<svg/><p>kept</p>", "kept"},
		{"inline keeps spacing", "<p>Use <b>Go</b> daily</p>", "Use Go daily"},
		{"upper-case tags", "<P CLASS=x>One</P><SCRIPT type=x>alert(1)</SCRIPT ><LI>Two", "One\nTwo"},
		{"unclosed script swallows the rest", "<p>Kept</p><script>var a = 1;", "Kept"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, FromHTML(tc.in))
		})
	}
}

var benchText = strings.Repeat("We're hiring a Senior Backend Engineer (Go, Kubernetes, AWS, CI/CD, PostgreSQL) "+
	"to build distributed systems; you'll own services end-to-end and mentor engineers. ", 400)

func BenchmarkTokens(b *testing.B) {
	b.SetBytes(int64(len(benchText)))
	for b.Loop() {
		_ = Tokens(benchText)
	}
}

func BenchmarkStemAll(b *testing.B) {
	toks := Tokens(benchText)
	for b.Loop() {
		_ = StemAll(toks)
	}
}

func BenchmarkFromHTML(b *testing.B) {
	doc := strings.Repeat("<p>Build <b>distributed</b> systems in Go &amp; Rust</p><ul><li>Kubernetes</li></ul>", 500)
	b.SetBytes(int64(len(doc)))
	for b.Loop() {
		_ = FromHTML(doc)
	}
}

func TestScan(t *testing.T) {
	t.Parallel()
	s := "Use Go’s C++ at K8s"
	toks := Scan(s)
	require.Len(t, toks, 5)
	require.Equal(t, Token{Text: "go", Start: 4, End: 10}, toks[1])
	require.Equal(t, "Go’s", s[toks[1].Start:toks[1].End])
	require.Equal(t, "C++", s[toks[2].Start:toks[2].End])
	require.Equal(t, "K8s", s[toks[4].Start:toks[4].End])
}

func TestFromHTMLMixedEscaping(t *testing.T) {
	t.Parallel()
	in := "&lt;p&gt;Sell &amp;amp; close&lt;/p&gt;&lt;p&gt;&lt;span data-x=&quot;1&quot;&gt;Salesforce&lt;/span&gt;&lt;/p&gt;<p>Find <a href=\"x\">jobs</a></p>"
	require.Equal(t, "Sell & close\nSalesforce\nFind jobs", FromHTML(in))
}
