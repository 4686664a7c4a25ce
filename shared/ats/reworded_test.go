package ats

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// TestReworded: a phrase's content words in another order and form, side by
// side, show it; the same words apart, or one missing, do not.
func TestReworded(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	st := newStemmer(a.stems, a.cache)
	line := func(s string) resumeLine {
		_, toks := a.tokenizeLine(st, s, nil, nil)
		stemTokens(st, toks)
		return resumeLine{toks: toks, shown: true}
	}
	for _, c := range []struct {
		keyword, line string
		want          string
	}{
		{"patient scheduling", "Scheduled patients for 4 providers", "Scheduled patients"},
		{"inspection of bridge decks", "Inspected 40 bridge decks a year", "Inspected bridge decks"},
		{"budget reconciliation", "Reconciled the grant budget monthly", ""}, // "grant" stands between
		{"overhead cranes", "Rigged beams with the crane crew for overhead welds", ""},
		{"menu planning", "Planned weekly staff rotas", ""},
	} {
		_, want := a.tokenizeLine(st, c.keyword, nil, nil)
		stemTokens(st, want)
		got, ok := reworded(contentTokens(want), line(c.line))
		require.Equal(t, c.want != "", ok, c.keyword)
		require.Equal(t, c.want, got, c.keyword)
	}
}

// TestAlikeNames: another of ESCO's names for a skill of two words or more
// shows it; a lone word names too little to look up.
func TestAlikeNames(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := &model.Resume{Experience: []model.Experience{{Title: "Cashier", Bullets: []string{
		"Helped customers find items and handled returns at the front desk",
	}}}}
	ks := []Keyword{
		{Name: "customer service", Kind: KindPhrase},
		{Name: "payroll", Kind: KindTerm},
	}
	st := newStemmer(a.stems, a.cache)
	a.equivalents(st, r, ks)
	require.Equal(t, "Helped customers", ks[0].SatisfiedBy)
	require.Equal(t, evidenceShown, ks[0].equiv)
	require.Empty(t, ks[1].SatisfiedBy)
	_, one := a.tokenizeLine(st, "payroll", nil, nil)
	stemTokens(st, one)
	require.Empty(t, a.lex.alikeNames(one))
}

// TestPayAndFragments: a word written only before an amount of money names
// pay, and a keyword across a comma is a fragment of two clauses; neither
// is a keyword.
func TestPayAndFragments(t *testing.T) {
	t.Parallel()
	jd := "ote $75k (60/40 split). experience with ote planning is no requirement; stipend $500."
	require.False(t, payTerm(Keyword{Name: "OTE", Kind: KindTerm}, jd), "written once as a requirement")
	require.True(t, payTerm(Keyword{Name: "Stipend", Kind: KindTerm}, jd))
	require.True(t, payTerm(Keyword{Name: "OTE", Kind: KindTerm}, "pay: ote $75k, base $45k"))
	require.False(t, payTerm(Keyword{Name: "budget", Kind: KindTerm}, "own the store budget; budget $2m"), "not only before money")
	require.True(t, fragment(Keyword{Name: "targets, manage", Kind: KindPhrase}))
	require.False(t, fragment(Keyword{Name: "C#", Kind: KindSkill}))
}

// TestRewordedNeedsEvidence: the target role is the job applied for, and a
// field's word in another duty shows none of the field's things done; both
// were read as evidence on the development set before these rules were
// narrowed.
func TestRewordedNeedsEvidence(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := &model.Resume{TargetRole: "Scheduling Patients Coordinator", Experience: []model.Experience{{Title: "Office Coordinator",
		Bullets: []string{"Coordinated new-employee setup: desks, laptops and building badges"}}}}
	ks := []Keyword{{Name: "patient scheduling", Kind: KindPhrase}, {Name: "employee questions", Kind: KindPhrase}}
	a.equivalents(newStemmer(a.stems, a.cache), r, ks)
	require.Empty(t, ks[0].SatisfiedBy)
	require.Empty(t, ks[1].SatisfiedBy)
}
