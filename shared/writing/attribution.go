package writing

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// factSource is one input entry facts can come from: an experience entry
// (named by its employer) or a person-level text (the header of title,
// target, skills and years; the person's own summary; one achievement).
type factSource struct {
	employer string // "" for a person-level source
	text     string // lower case
	digits   map[string]bool
}

func newFactSource(employer string, parts ...string) factSource {
	t := strings.ToLower(strings.Join(parts, "\n"))
	d := map[string]bool{}
	for _, r := range digitRuns(t) {
		d[r] = true
	}
	return factSource{employer: employer, text: t, digits: d}
}

// attribution is the set of sources a text's facts must come from.
type attribution struct {
	sources     []factSource
	employers   []string // lower case, longest first
	employerRes []*regexp.Regexp
}

func newAttribution(exp []expEntry, header []string, person ...string) *attribution {
	a := &attribution{}
	a.sources = append(a.sources, newFactSource("", header...))
	for _, p := range person {
		if strings.TrimSpace(p) != "" {
			a.sources = append(a.sources, newFactSource("", p))
		}
	}
	for _, x := range exp {
		a.sources = append(a.sources, newFactSource(x.company, append([]string{x.title, x.company, x.start, x.end}, x.bullets...)...))
		if c := strings.ToLower(strings.TrimSpace(x.company)); c != "" && !contains(a.employers, c) {
			a.employers = append(a.employers, c)
		}
	}
	// Longest first, so "Acme Corp UK" is marked before "Acme Corp".
	sort.Slice(a.employers, func(i, j int) bool { return len(a.employers[i]) > len(a.employers[j]) })
	for _, e := range a.employers {
		a.employerRes = append(a.employerRes, regexp.MustCompile(`(?i)`+regexp.QuoteMeta(e)))
	}
	return a
}

// profileAttribution is the attribution of one profile request.
func profileAttribution(req *profileReq) *attribution {
	header := []string{req.title, req.target}
	if req.years > 0 {
		header = append(header, strconv.FormatFloat(req.years, 'f', -1, 64))
	}
	for _, s := range req.skills {
		header = append(header, s.display)
	}
	return newAttribution(req.exp, header, append([]string{req.summary}, req.achieve...)...)
}

// letterAttribution is the attribution of one cover-letter request: the
// job, the company applied to and its description are the header.
func letterAttribution(req *coverReq) *attribution {
	header := []string{req.job, req.company, req.jd, req.degree, req.name}
	for _, s := range req.skills {
		header = append(header, s.display)
	}
	return newAttribution(req.exp, header, req.summary)
}

// misattributed returns the sentences of texts that state a number, date or
// employer no single input entry holds, or that state an experience entry's
// facts without naming its employer: "A result from that work: £3.2m
// pipeline" after another job's sentence reads as that job's.
func (a *attribution) misattributed(texts ...string) []string {
	var bad []string
	for _, t := range texts {
		// An employer's own periods ("St. Mary's") end no sentence.
		for i, re := range a.employerRes {
			t = re.ReplaceAllLiteralString(t, employerMark(i))
		}
		for _, s := range splitSentences(t) {
			for i, e := range a.employers {
				s = strings.ReplaceAll(s, employerMark(i), e)
			}
			if !a.attributed(s) {
				bad = append(bad, s)
			}
		}
	}
	return bad
}

func employerMark(i int) string { return "Employer" + strconv.Itoa(i) + "Mark" }

func (a *attribution) attributed(sentence string) bool {
	low := strings.ToLower(sentence)
	digits := digitRuns(low)
	var named []string
	for _, e := range a.employers {
		if containsWord(low, e) {
			named = append(named, e)
		}
	}
	if len(digits) == 0 && len(named) == 0 {
		return true
	}
	for _, src := range a.sources {
		if !src.holdsDigits(digits) {
			continue
		}
		emp := strings.ToLower(src.employer)
		ok := true
		for _, n := range named {
			if n != emp && !containsWord(src.text, n) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		// A person-level source needs no name; an entry's facts must name it.
		if emp == "" || contains(named, emp) {
			return true
		}
	}
	return false
}

func (src factSource) holdsDigits(ds []string) bool {
	for _, d := range ds {
		if !src.digits[d] {
			return false
		}
	}
	return true
}

// containsWord reports whether phrase occurs in s between non-letters.
func containsWord(s, phrase string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], phrase)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(phrase)
		if (j == 0 || !isWordByte(s[j-1])) && (end == len(s) || !isWordByte(s[end])) {
			return true
		}
		i = j + 1
	}
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b >= 0x80
}
