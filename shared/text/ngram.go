package text

import "strings"

// NGrams returns the space-joined runs of n consecutive tokens, in order. It returns
// nil when n < 1 or there are fewer than n tokens.
func NGrams(tokens []string, n int) []string {
	if n < 1 || len(tokens) < n {
		return nil
	}
	out := make([]string, 0, len(tokens)-n+1)
	for i := 0; i+n <= len(tokens); i++ {
		out = append(out, strings.Join(tokens[i:i+n], " "))
	}
	return out
}

// ContentWords returns the tokens of s that are not stop words.
func ContentWords(s string) []string {
	toks := Tokens(s)
	out := toks[:0]
	for _, t := range toks {
		if !IsStopWord(t) {
			out = append(out, t)
		}
	}
	return out
}
