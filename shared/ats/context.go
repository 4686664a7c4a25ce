package ats

import (
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// techCategories are the skill list's categories of software products.
var techCategories = set([]string{"backend", "cloud", "data", "database", "devops", "frontend", "ml", "mobile", "security", "testing", "tools"})

// standardCode reports a skill's name that opens a standard's code ("AWS
// D1.1" is the American Welding Society's structural welding code, not
// Amazon's cloud): the next word starts with a letter and holds digits.
func standardCode(toks []token, to int) bool {
	if to >= len(toks) || !joinedTo(toks, to) || toks[to].before == '/' {
		return false
	}
	raw := toks[to].raw
	if raw == "" || !startsUpper(raw) || !strings.ContainsAny(raw, "0123456789") {
		return false
	}
	return strings.IndexByte(raw, '.') > 0 || len(raw) <= 4
}

// credentialWords end the name of a licence or a certification.
var credentialWords = set([]string{"license", "licence", "licensure", "certification", "certificate", "certified", "registration", "credential"})

// credentials reports a licence or certification whole, with its
// qualifiers: "Washington State dental hygienist license", "EPA Section 608
// Universal" (certification), "AWS D1.1" (certified). The run before the
// credential word reaches back over content words, codes and names to a
// function word or punctuation; a licence keeps its word, a certification
// is named by what it certifies.
func (x *extraction) credentials(src string, toks []token, w float64) {
	for i, t := range toks {
		if _, ok := credentialWords[t.text]; !ok || i == 0 {
			continue
		}
		from := i
		for from > 0 && i-from < maxCredentialWords && !text.IsStopWord(toks[from-1].text) && joinedTo(toks, from) {
			from--
		}
		for from < i && (x.a.leading(toks[from]) || x.a.lex.isVerb(toks[from].text) && !startsUpper(toks[from].raw)) {
			from++ // "Active", "current", "hold"
		}
		to := i
		if strings.HasPrefix(t.text, "licen") {
			to = i + 1
		}
		if to-from < 2 || covered(x.hits, from, to) && !wider(x.hits, from, to) {
			continue
		}
		key := stemKey(toks[from:to])
		x.hits = append(x.hits, lineHit{key: key, from: from, to: to})
		x.creds = append(x.creds, lineHit{key: key, from: from, to: to})
		m := x.phrases[key]
		if m == nil {
			m = &mention{}
			x.phrases[key] = m
		}
		m.kind, m.listed, m.cred = phraseCode, true, true
		if m.add(w, x.pos+from) {
			m.surface, m.lower = src[toks[from].start:toks[to-1].end], lowerKey(toks[from:to])
		}
	}
}

const maxCredentialWords = 6

// joinedTo reports that toks[i] follows toks[i-1] with only a space between.
func joinedTo(toks []token, i int) bool {
	return toks[i].before == ' ' || toks[i].before == toks[i-1].raw[len(toks[i-1].raw)-1]
}

// wider reports that no hit already spans all of [from, to).
func wider(hits []lineHit, from, to int) bool {
	for _, h := range hits {
		if h.from <= from && to <= h.to {
			return false
		}
	}
	return true
}

// insideCredential reports a run inside, and shorter than, a licence or
// certification of the clause.
func (x *extraction) insideCredential(toks []token, from, to int) bool {
	for _, c := range x.creds {
		if c.from <= from && to < c.to {
			return true // "AWS" of "AWS D1.1"; "RN license" of "Maine RN license" stays
		}
		if from <= c.from && c.to <= to && to-from > c.to-c.from && onlyCredentialWords(toks[from:c.from]) && onlyCredentialWords(toks[c.to:to]) {
			return true // "AWS D1.1 certified" is "AWS D1.1"
		}
	}
	return false
}

func onlyCredentialWords(toks []token) bool {
	for _, t := range toks {
		if _, ok := credentialWords[t.text]; !ok {
			return false
		}
	}
	return true
}

// unitAfterNumber reports a letter or two after a number: a unit ("120 F", "50 lb").
func unitAfterNumber(toks []token, from, to int) bool {
	return to-from == 1 && from > 0 && len(toks[from].text) <= 2 && isLetters(toks[from].text) && isNumber(toks[from-1].text)
}

// dropDoubtful drops the skills named only by an everyday word in lower
// case when no skill of their field is named surely: the posting's
// occupation does not use them ("torch" beside welding, "airflow" beside
// HVAC), while "spark" beside Kafka and Scala is Apache Spark.
func (x *extraction) dropDoubtful() {
	fields := map[string]bool{}
	for id, ok := range x.sure {
		if ok {
			fields[x.a.vocab.skills[id].category] = true
		}
	}
	for id, d := range x.doubt {
		if d && !fields[x.a.vocab.skills[id].category] {
			delete(x.skills, id)
		}
	}
}

// codeCertified reports codes followed by a certification word ("CPR
// certification", "ASCP MLS certification"): the code names what is asked,
// and a resume showing it, "certified" or not, meets it.
func codeCertified(toks []token) bool {
	n := len(toks)
	if n < 2 || strings.HasPrefix(toks[n-1].text, "licen") {
		return false
	}
	if _, ok := credentialWords[toks[n-1].text]; !ok {
		return false
	}
	for _, t := range toks[:n-1] {
		if !isCode(t.raw) && !isNumber(t.text) {
			return false
		}
	}
	return true
}
