package fulltext

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestDocumentReadsWordsAsPeopleWriteThem(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ text, want string }{
		// Stop words keep their place; words are stemmed.
		{"The engineers of the platform", "'engin':2 'platform':5"},
		// Joined parts are words apart and, two at a time, one word.
		{"Co-Founder/CTO", "'co':1 'cofound':1 'cofoundercto':1 'cto':3 'founder':2 'foundercto':2"},
		{"R&D", "'d':2 'r':1 'rd':1"},
		{"end-to-end", "'end':1,3 'endto':1 'endtoend':1 'toend':2"},
		// Technical names keep what makes them one.
		{"C++, C#, .NET and node.js", "'c#':2 'c++':1 'js':6 'net':3 'node':5 'nodej':5"},
		// Numbers stay whole; parts without letters are not joined.
		{"$120,000 for 3.5 years, 24/7", "'120,000':1 '24':5 '3.5':3 '7':6 'year':4"},
		// A possessive is its word; Windows apostrophes too.
		{"the employer’s benefits, don't", "'benefit':3 'dont':4 'employ':2"},
		// Other scripts are lowercased, unstemmed in English.
		{"Übersetzer ÜBER", "'über':2 'übersetzer':1"},
		{"", ""},
		{"— … !!", ""},
	} {
		var d Document
		d.Add(tc.text, English, D)
		require.Equal(t, tc.want, d.String(), tc.text)
	}
}

func TestTitleJoinsNeighbouringWords(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text string
		lang Lang
		want string
	}{
		// Two words a space apart are also one word, at the first's place.
		{"Full Stack Engineer", English, "'engin':3 'full':1 'fullstack':1 'stack':2 'stackengin':2"},
		{"Back  End\tDeveloper", English, "'back':1 'backend':1 'develop':3 'end':2 'enddevelop':2"},
		// Stop words, punctuation, possessives and numbers are not joined over.
		{"Head of Sales", English, "'head':1 'sale':3"},
		{"Nurse - Remote", English, "'nurs':1 'remot':2"},
		{"Nurse's Aide", English, "'aid':2 'nurs':1"},
		{"Level 2 Tech", English, "'2':2 'level':1 'tech':3"},
		// A chunk's last part joins the next word ("Front-End Web" → "endweb").
		{"Front-End Web", English, "'end':2 'endweb':2 'front':1 'frontend':1 'web':3"},
		// German compounds written apart find them written as one.
		{"Software Entwickler", German, "'entwickl':2 'softwar':1 'softwareentwickl':1"},
	} {
		var d Document
		d.AddTitle(tc.text, tc.lang, D)
		require.Equal(t, tc.want, d.String(), tc.text)
	}
}

func TestDocumentWeightsAndPositionsRunOn(t *testing.T) {
	t.Parallel()
	var d Document
	d.Add("Nurse", English, A)
	d.Add("Acme Health", English, B)
	d.Add("Night nurse wanted", English, C)
	d.Add("Praktikant", German, A)
	require.Equal(t, "'acm':2B 'health':3B 'night':4C 'nurs':1A,5C 'praktikant':7A 'want':6C", d.String())
}

func TestDocumentKeepsPostgresLimits(t *testing.T) {
	t.Parallel()
	var d Document
	long := strings.Repeat("word ", 20000)
	d.Add(long+" x"+strings.Repeat("a", 70), English, C)
	ls := d.Lexemes()
	require.Len(t, ls, 1, "a 71-letter run is not a word")
	require.Len(t, ls[0].Positions, maxPositions)
	for i := 1; i < len(ls[0].Positions); i++ {
		require.Less(t, Position(ls[0].Positions[i-1]), Position(ls[0].Positions[i]))
	}

	var far Document
	far.Add(long+" tail tail", English, C)
	tail := far.Lexemes()[0]
	require.Equal(t, "tail", tail.Word)
	require.Equal(t, []uint16{uint16(C)<<14 | maxPosition}, tail.Positions, "words past 16,383 share the last position once")
}

func TestParseQueryReadsWebSearchSyntax(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		q, text, any string
		words        []string
	}{
		{"nurse", "'nurs'", "'nurs'", []string{"nurs"}},
		{"senior nurse", "'senior' & 'nurs'", "'senior' | 'nurs'", []string{"nurs", "senior"}},
		{`"data warehouse" -manager`, "('data' <-> 'warehous') & !'manag'", "'data' | 'warehous'", []string{"data", "manag", "warehous"}},
		{"python OR golang backend", "('python' | 'golang') & 'backend'", "'python' | 'golang' | 'backend'", []string{"backend", "golang", "python"}},
		// A stop word keeps its place in a phrase; German keeps "of" and stems
		// "sales" its own way.
		{`"head of sales"`, "('head' <2> 'sale') | ('head' <-> 'of' <-> 'sal')", "'head' | 'sale' | 'of' | 'sal'", []string{"head", "sale"}},
		{"C++", "'c++'", "'c++'", []string{"c++"}},
		{"co-founder", "('cofound' | 'co' <-> 'founder') | ('cofound' | 'co' <-> 'found')", "'co' | 'founder' | 'cofound' | 'found'", []string{"co", "cofound", "founder"}},
		{"the and of", "", "", []string{}},
		{"die", "'die'", "'die'", []string{"die"}}, // a German stop word is an English word
		{"", "", "", []string{}},
		// A query whose German reading differs asks both.
		{"Praktikanten", "'praktikanten' | 'praktikant'", "'praktikanten' | 'praktikant'", []string{"praktikanten"}},
		// Quotes in a word cannot break out of a lexeme.
		{`o'neil's \x`, "('oneil' | 'o' <-> 'neil') & 'x'", "'o' | 'neil' | 'oneil' | 'x'", []string{"neil", "o", "oneil", "x"}},
	} {
		q := ParseQuery(tc.q)
		require.Equal(t, tc.text, q.Text, tc.q)
		require.Equal(t, tc.any, q.AnyWord, tc.q)
		require.Equal(t, tc.words, q.Words, tc.q)
	}
}

func TestPlainIsEveryWord(t *testing.T) {
	t.Parallel()
	require.Equal(t, "'key' & 'account' & 'manag'", Plain("Key Account Manager"))
	require.Equal(t, "'sre' & ('devop' | 'dev' <-> 'op')", Plain("SRE (Dev-Ops) -"))
	require.Equal(t, "", Plain("the of"))
}

func TestQuoteEscapes(t *testing.T) {
	t.Parallel()
	require.Equal(t, `'it''s'`, quote("it's"))
	require.Equal(t, `'a\\b'`, quote(`a\b`))
}

func BenchmarkDocument(b *testing.B) {
	b.SetBytes(int64(len(benchPosting)))
	var d Document
	for b.Loop() {
		benchDocument(&d)
	}
}

const benchPosting = `About the role
We are looking for a Senior Backend Engineer to join our Platform team. You will design, build and
operate the services that power our robotics fleet: high-throughput APIs in Go, event pipelines on
Kafka and Postgres, and the tooling our engineers use every day. You'll work closely with product,
hardware and data-science teams to ship reliable, well-tested software.

What you'll do
- Own services end-to-end: design, implementation, code review, deployment and on-call.
- Build and scale gRPC/REST APIs serving 50k requests per second at p99 under 20 ms.
- Improve our CI/CD pipelines (GitHub Actions, Argo CD) and our Kubernetes platform on AWS.
- Mentor engineers, write design docs and raise the bar for quality and observability.

What we're looking for
- 5+ years building production backend systems; strong Go (or Rust, Java, C++) experience.
- Deep knowledge of Postgres, Redis and message queues; comfortable with SQL tuning.
- Experience with Kubernetes, Terraform, Prometheus/Grafana and distributed tracing.
- A B.S. in Computer Science or equivalent practical experience.
- Clear written communication; you enjoy working in a remote-first, async team.

Nice to have
- Experience with robotics, IoT or real-time systems; C/C++ or embedded Linux.
- Contributions to open-source projects.`

// BenchmarkDocumentParallel builds documents on every core at once, as the
// index's writers do.
func BenchmarkDocumentParallel(b *testing.B) {
	b.SetBytes(int64(len(benchPosting)))
	b.RunParallel(func(pb *testing.PB) {
		var d Document
		for pb.Next() {
			benchDocument(&d)
		}
	})
}

// benchDocument reads a posting into d as the index does, reusing its memory.
func benchDocument(d *Document) {
	d.Add("Senior Backend Engineer (Go/Kubernetes)", English, A)
	d.Add("Acme Robotics Platform", English, B)
	d.Add(benchPosting, English, C)
	_ = d.Lexemes()
}

// Words come out in byte order, whatever prefixes they share and however
// many there are.
func TestLexemesInByteOrder(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 3))
	letters := "aaabcé"
	for _, n := range []int{1, 2, 50, 3000, 1<<16 + 10} {
		var d Document
		d.Add("", English, D)
		seen := map[string]bool{}
		for len(d.words) < n {
			var b strings.Builder
			for range 1 + r.IntN(10) {
				b.WriteByte(letters[r.IntN(len(letters))])
			}
			if w := b.String(); !seen[w] {
				seen[w] = true
				d.put(w, len(d.words)+1, D)
			}
		}
		got := d.Lexemes()
		words := make([]string, len(got))
		for i, l := range got {
			words[i] = l.Word
		}
		require.True(t, slices.IsSorted(words), "n=%d", n)
		require.Len(t, words, n)
	}
}
