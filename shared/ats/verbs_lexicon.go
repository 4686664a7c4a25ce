package ats

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
)

// verbLexicon is data/verbs.txt: the base forms of English verbs that open
// O*NET task statements and ESCO skill labels, and their irregular past forms
// (built by ./gen/verbs). A bullet's opener is a verb when it is one of them or
// a regular inflection of one: "Placed", "Rigged", "Partitioned", "Carried",
// "Traces", "Managing". An irregular form that is no verb of its own maps to
// its base ("troubleshot" → "troubleshoot"); every other word to "".
type verbLexicon map[string]string

func loadVerbLexicon() (verbLexicon, error) {
	raw, err := dataFS.ReadFile("data/verbs.txt")
	if err != nil {
		return nil, fmt.Errorf("ats: read verbs: %w", err)
	}
	lx := verbLexicon{}
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		if w := strings.TrimSpace(sc.Text()); w != "" && !strings.HasPrefix(w, "#") {
			form, base, _ := strings.Cut(w, " ")
			lx[form] = base
		}
	}
	if len(lx) == 0 {
		return nil, fmt.Errorf("ats: verbs.txt is empty")
	}
	return lx, nil
}

// has reports whether w (lower case) is a verb of the lexicon in any form.
func (lx verbLexicon) has(w string) bool {
	if _, ok := lx[w]; ok {
		return true
	}
	for _, b := range baseForms(w) {
		if _, ok := lx[b]; ok {
			return true
		}
	}
	return false
}

// irregularBase returns the base of an irregular past form that is no verb
// of its own ("troubleshot" → "troubleshoot"), or "".
func (lx verbLexicon) irregularBase(w string) string { return lx[w] }

// baseForms returns the base forms a regular inflection of w may come from:
// "placed" → place, plac; "rigged" → rig; "carried" → carry; "teaches" → teach.
func baseForms(w string) []string {
	var out []string
	for _, suf := range []string{"ed", "ing"} {
		stem, ok := strings.CutSuffix(w, suf)
		if !ok || len(stem) < 2 {
			continue
		}
		out = append(out, stem, stem+"e")
		if n := len(stem); n >= 3 && stem[n-1] == stem[n-2] {
			out = append(out, stem[:n-1]) // rigged → rig
		}
		if suf == "ed" && strings.HasSuffix(stem, "i") {
			out = append(out, stem[:len(stem)-1]+"y") // carried → carry
		}
	}
	if stem, ok := strings.CutSuffix(w, "s"); ok && len(stem) >= 2 && !strings.HasSuffix(stem, "s") {
		out = append(out, stem)
		if es, ok := strings.CutSuffix(stem, "e"); ok {
			out = append(out, es) // teaches → teach
			if i, ok := strings.CutSuffix(es, "i"); ok {
				out = append(out, i+"y") // carries → carry
			}
		}
	}
	return out
}
