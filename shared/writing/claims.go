package writing

import (
	"github.com/careerkit/careerkit/shared/text"
)

// adviceWords name acts a regulated profession reserves (advice, diagnosis,
// prescription, representation): a rewrite may use them only when the input
// or the draft does.
var adviceWords = []string{"advice", "advise", "advised", "advising", "counsel", "counselled", "counseled",
	"diagnose", "diagnosed", "diagnosis", "prescribe", "prescribed", "represent", "represented", "arbitrated"}

// claimVocabulary is the words of colleague claims, the knowledge base's
// partners of every family ("physicians, nurses and the wider care team"),
// less the engine's own template words, plus the reserved acts ("sound
// advice"). A word of these in a rewrite that neither the input nor the
// draft has is a claim nobody made.
func (k *knowledge) claimVocabulary() map[string]bool {
	k.claimOnce.Do(func() {
		k.claims = map[string]bool{}
		for _, f := range k.families {
			for _, w := range text.Tokens(f.Partners) {
				if !text.IsStopWord(w) && len(w) > 3 {
					k.claims[w] = true
				}
			}
		}
		for _, ts := range k.tones {
			for _, tpl := range ts.allText() {
				for _, w := range text.Tokens(tpl) {
					delete(k.claims, w)
				}
			}
		}
		for _, w := range adviceWords {
			k.claims[w] = true
		}
	})
	return k.claims
}

// unsupportedClaims returns the claim words of out that no ref contains.
func (k *knowledge) unsupportedClaims(out string, refs ...string) []string {
	have := map[string]bool{}
	for _, r := range refs {
		for _, w := range text.Tokens(r) {
			have[w] = true
		}
	}
	claims := k.claimVocabulary()
	var bad []string
	for _, w := range text.Tokens(out) {
		if claims[w] && !have[w] && !contains(bad, w) {
			bad = append(bad, w)
		}
	}
	return bad
}
