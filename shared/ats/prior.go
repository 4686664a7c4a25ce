package ats

import (
	"strings"

	"github.com/careerkit/careerkit/shared/occupation"
	"github.com/careerkit/careerkit/shared/text"
)

// prior is what the posting's occupation tells before its lines are read:
// the products O*NET lists as that occupation's technology skills. A
// product's other name that is also an everyday word ("torch", "airflow",
// "spark") names the product only where the occupation uses it: a welder's
// torch is no PyTorch, an HVAC technician's airflow is air.
type prior struct {
	known     bool
	computing bool     // a computing occupation uses products O*NET has not listed yet
	tech      []string // the occupation's technology names, lower case, padded with spaces
	read      int      // title lines tried
}

// maxTitleLines bounds the short lines tried as the posting's title.
const maxTitleLines = 3

// readTitle tries a short line as the posting's title ("Senior Frontend
// Engineer", "Acme | CNC Machinist | Dayton, OH") with the one title matcher
// every service uses; the first confident reading is the posting's
// occupation.
func (p *prior) readTitle(occs *occupation.Set, line string) {
	if p.known || occs == nil || p.read >= maxTitleLines {
		return
	}
	p.read++
	for part := range strings.SplitSeq(line, "|") {
		m, ok := occs.Match(strings.TrimSpace(part))
		if !ok || m.LowConfidence || m.Score < minTitleScore {
			continue
		}
		o := occs.ByCode(m.Code)
		if o == nil {
			continue
		}
		p.known, p.computing = true, m.Family == occupation.FamilySoftware
		p.tech = make([]string, len(o.Tech))
		for i, t := range o.Tech {
			p.tech[i] = " " + text.Normalize(t.Name) + " "
		}
		return
	}
}

// minTitleScore is the matcher's score from which a line is read as the
// job's title. The learned matcher scores a title it has not indexed by its
// similarity to the titles it has ("HVAC Technician" 0.53), and flags the
// readings it doubts as low-confidence, which are never used.
const minTitleScore = 0.5

// lists reports that the occupation's technology skills name the product:
// "excel" in "microsoft excel", "pytorch" in "pytorch".
func (p *prior) lists(name string) bool {
	n := " " + text.Normalize(name) + " "
	for _, t := range p.tech {
		if strings.Contains(t, n) {
			return true
		}
	}
	return false
}

// Product reading of a skill hit: sure, doubtful (counts only beside a sure
// skill of its field), or no opinion.
const (
	productSure = iota + 1
	productDoubt
)

// productReading decides a software product named by one of its other
// names that is also an everyday word. The occupation's own technology
// decides first; without a known occupation, case does: the product is
// written as a name.
func (a *Analyzer) productReading(p *prior, toks []token, h skillHit) int {
	if h.to-h.from != 1 {
		return 0
	}
	sk := a.vocab.skills[h.skill]
	if _, tech := techCategories[sk.category]; !tech {
		return 0
	}
	if p.known && p.lists(sk.name) {
		return productSure
	}
	raw := toks[h.from].raw
	if strings.EqualFold(raw, sk.name) {
		return 0
	}
	t := toks[h.from].text
	if !a.lex.isCommon(t) && !a.lex.isTerm(toks[h.from].stem) && !a.lex.isVerb(t) {
		return 0
	}
	if p.known && !p.computing || isLowerWord(raw) {
		return productDoubt
	}
	return 0
}

// jobTitle reports a name the title matcher reads as a title O*NET lists
// ("Civil Engineer II", "Community Manager", "Machinist"): a title names
// who is hired, not what they must know. Only names written as titles are
// read, so the matcher's guesses never run on a posting's every phrase.
func (a *Analyzer) jobTitle(toks []token, name string) bool {
	if a.occs == nil || !startsUpper(toks[len(toks)-1].raw) || isCode(toks[len(toks)-1].raw) {
		return false
	}
	m, ok := a.occs.Match(name)
	return ok && !m.Guessed
}
