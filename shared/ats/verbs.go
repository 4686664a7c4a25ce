package ats

import "strings"

// Whether a run opens with a verb, which it loses ("Interpret cardiac
// rhythms"), or with a noun's modifier, which it keeps ("open enrollment"),
// depends on what comes before it: a clause's start, a preposition, "and"
// after a verb or after a noun.

// verbRule is how a run treats a verb opening it.
type verbRule uint8

const (
	keepVerb       verbRule = iota // inside a clause: "print" in "understanding of print production"
	stripVerb                      // opening a clause: "Interpret cardiac rhythms"
	stripPlainVerb                 // after a bare "and": a verb that never opens a term
	stripAlways                    // after "Verb and": "Plan and book business travel"
)

// prepositions introduce a noun: what follows one is not a clause's verb.
var prepositions = set([]string{
	"of", "in", "on", "for", "with", "at", "from", "about", "under", "through", "by", "into",
	"across", "over", "via", "per", "without", "within", "like", "against", "among", "between",
})

func preposition(w string) bool {
	_, ok := prepositions[w]
	return ok
}

// verbOpens reports a verb opening toks[from:to] that the run loses. A verb
// hyphenated to a noun is a noun ("check-out", "follow-up"), and so is one
// opening a term the lexicon knows ("open enrollment").
func (a *Analyzer) verbOpens(toks []token, from, to int, strip verbRule) bool {
	if joined(toks, from+1) || a.lex.isTerm(stemKey(toks[from:min(from+2, to)])) {
		return false
	}
	t := toks[from]
	switch strip {
	case stripAlways:
		if !startsUpper(t.raw) && !isCode(t.raw) && (a.lex.isVerb(t.text) || !nounSuffix(t.text)) {
			return true
		}
	case stripVerb:
		if a.isVerbAt(toks, from) {
			return true
		}
	case stripPlainVerb:
		if a.isVerbAt(toks, from) && !a.lex.opensTerms(t.text) {
			return true
		}
	}
	return to-from > 1 && a.verbForm(t) && !a.lex.isTerm(stemKey(toks[from:to]))
}

var nounSuffixes = []string{"tion", "sion", "ment", "ance", "ence", "ness", "ity", "ing", "ship", "ism", "ist", "er", "or", "s"}

// nounSuffix reports a word that reads as a noun by its ending.
func nounSuffix(w string) bool {
	for _, s := range nounSuffixes {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}

// isVerbAt reports a verb opening a run: a lexicon verb in lower case, or
// capitalised as the first word of a line.
func (a *Analyzer) isVerbAt(toks []token, i int) bool {
	t := toks[i]
	if isCode(t.raw) {
		return false
	}
	if !a.lex.isVerb(t.text) {
		// "Qualify inbound leads", "Prioritize tickets": a verb by its
		// ending, opening a line.
		return startsUpper(t.raw) && (i == 0 || sentenceStart(toks, i)) && (strings.HasSuffix(t.text, "ify") || strings.HasSuffix(t.text, "ize"))
	}
	return !startsUpper(t.raw) || i == 0 || sentenceStart(toks, i)
}

// participle reports a lower-case -ed word describing what follows it.
func participle(t token) bool {
	return !startsUpper(t.raw) && len(t.text) > 5 && strings.HasSuffix(t.text, "ed")
}

// gerundWithObject reports a lone -ing word followed by a determiner or a
// pronoun: a verb acting on what follows, not the name of a function.
func gerundWithObject(toks []token, i int) bool {
	t := toks[i]
	if startsUpper(t.raw) || len(t.text) <= 5 || !strings.HasSuffix(t.text, "ing") || i+1 >= len(toks) || cutBefore(toks, i+1) {
		return false
	}
	switch toks[i+1].text {
	case "a", "an", "the", "our", "your", "their", "its", "it", "them", "this", "that", "these", "those", "every", "each":
		return true
	}
	return false
}
