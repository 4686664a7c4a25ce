package ats

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// skillsIn returns the skills a scan of one line finds, in order.
func skillsIn(a *Analyzer, line string) []string {
	st := newStemmer(a.stems, a.cache)
	_, toks := a.tokenizeLine(st, line, nil, nil)
	stemTokens(st, toks)
	names := []string{}
	a.vocab.scan(toks, false, func(h skillHit) { names = append(names, a.vocab.skills[h.skill].name) })
	return names
}

func TestNewLoadsData(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	require.GreaterOrEqual(t, len(a.vocab.skills), 400)
	require.GreaterOrEqual(t, len(a.roles.roles), 40)
	require.NotEmpty(t, a.DataVersion())
	categories := map[string]bool{}
	for _, s := range a.vocab.skills {
		categories[s.category] = true
	}
	for _, c := range []string{"language", "cloud", "devops", "data", "product", "design", "marketing", "sales", "finance", "healthcare", "operations", "trades"} {
		require.True(t, categories[c], "category %s has no skill", c)
	}
}

func TestSynonymsShareASkill(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	tests := []struct{ a, b string }{
		{"AWS", "Amazon Web Services"},
		{"k8s", "Kubernetes"},
		{"JS", "JavaScript"},
		{"ML", "machine learning"},
		{"CI/CD", "continuous integration"},
		{"Postgres", "PostgreSQL"},
		{"GCP", "Google Cloud Platform"},
		{"NodeJS", "Node.js"},
		{"C sharp", "C#"},
		{"dotnet", ".NET"},
		{"ICD10", "ICD-10"},
		{"Golang", "Go"},
		{"NLP", "natural language processing"},
		{"SFDC", "Salesforce"},
		{"up-sell", "Upselling"},
		{"EHR", "electronic medical records"},
	}
	for _, tc := range tests {
		t.Run(tc.a+"~"+tc.b, func(t *testing.T) {
			t.Parallel()
			st := newStemmer(a.stems, a.cache) // one per goroutine: a stemmer is not shared
			ida, ok := a.vocab.lookup(st, tc.a)
			require.True(t, ok, tc.a)
			idb, ok := a.vocab.lookup(st, tc.b)
			require.True(t, ok, tc.b)
			require.Equal(t, a.vocab.skills[ida].name, a.vocab.skills[idb].name)
		})
	}
}

func TestScanFindsSkillsInContext(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	tests := []struct {
		name string
		line string
		want []string
	}{
		{"languages mid-sentence", "We write services in Go and Rust.", []string{"Go", "Rust"}},
		{"go as a verb", "Go fearlessly forward together with us.", []string{}},
		{"going is not go", "We are going to build it", []string{}},
		{"excel as a verb", "You excel at building fast systems.", []string{}},
		{"office list", "Proficiency with Microsoft products (Outlook, Excel, Word, PowerPoint, etc.)", []string{"Microsoft Office", "Microsoft Outlook", "Excel", "Microsoft Word", "PowerPoint"}},
		{"word of mouth", "usage grew via word of mouth adoption", []string{}},
		{"language needs context", "the craftsmanship of German cameras and Japanese toys", []string{}},
		{"language with context", "Business proficient language skills in German & English", []string{"German", "English"}},
		{"slashed pair split", "Strong HTML/CSS and Zustand/Jotai", []string{"HTML", "CSS", "Zustand", "Jotai"}},
		{"slashed skill kept", "Own our CI/CD pipelines and TCP/IP networking", []string{"CI/CD", "Networking", "Networking"}},
		{"hyphenated multi-word", "Ship machine-learning models to production", []string{"Machine learning"}},
		{"acronym and plural", "Kubernetes (k8s) clusters on AWS, PostgreSQL databases", []string{"Kubernetes", "Kubernetes", "AWS", "PostgreSQL"}},
		{"over-stemming guarded", "personally impact hundreds of millions of lives", []string{}},
		{"longest match wins", "Experience with Google Cloud Platform and React Native", []string{"Google Cloud", "React Native"}},
		{"c-suite is not c", "Present to the C-suite in C and C++", []string{"C", "C++"}},
		{"react as a verb", "React quickly to incidents.", []string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, skillsIn(a, tc.line))
		})
	}
}
