package jobindex

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// isGermanByFields is IsGerman written plainly: lower-case the text, split it
// into runs of letters, count the function words.
func isGermanByFields(j *model.Job) bool {
	text := j.Title + " " + j.DescriptionText[:min(len(j.DescriptionText), 3000)]
	de, en := 0, 0
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch {
		case germanWords[w]:
			de++
		case englishWords[w]:
			en++
		}
	}
	return de >= 3 && de > en
}

func TestIsGerman(t *testing.T) {
	de := &model.Job{Title: "Praktikant Marketing/Event (m/w/d)",
		DescriptionText: "Wir suchen dich für unser Team in Berlin. Du bist motiviert und arbeitest gerne mit Menschen – " +
			"FÜR UNS IST DAS WICHTIG."}
	en := &model.Job{Title: "Marketing Intern", DescriptionText: "We are looking for you to join our team in Berlin, " +
		"with a Kindergarten und Schule nearby."}
	require.True(t, IsGerman(de))
	require.False(t, IsGerman(en))
	require.False(t, IsGerman(&model.Job{}))
}

// The scanner agrees with the plain reading on mixed, cased, accented and
// truncated text, including a description cut inside a character at 3,000 bytes.
func TestIsGermanMatchesPlainReading(t *testing.T) {
	words := []string{"und", "UND", "Für", "für", "FÜR", "die", "the", "and", "We", "unsere", "unserem", "dich",
		"Straße", "Zürich", "über", "a", "an", "İstanbul", "ǅemal", "ﬁne", "naïve", "café", "x", "über-", "3rd"}
	seps := []string{" ", "  ", "-", "/", ",", ".", "\n", "’", "1", "_", "\u00a0", ""}
	r := rand.New(rand.NewPCG(7, 26))
	for i := range 5000 {
		var b strings.Builder
		for b.Len() < 2900+r.IntN(300) {
			b.WriteString(words[r.IntN(len(words))])
			b.WriteString(seps[r.IntN(len(seps))])
		}
		j := &model.Job{Title: words[r.IntN(len(words))] + " " + words[r.IntN(len(words))], DescriptionText: b.String()}
		require.Equal(t, isGermanByFields(j), IsGerman(j), "case %d: %q", i, j.Title)
	}
}

func BenchmarkIsGerman(b *testing.B) {
	j := &model.Job{Title: "Senior Backend Engineer", DescriptionText: strings.Repeat(
		"We are looking for an engineer with experience in Go and Postgres to join the platform team. ", 40)}
	for b.Loop() {
		IsGerman(j)
	}
}
