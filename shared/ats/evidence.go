package ats

import (
	"fmt"
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/model"
)

// Evidence is how a resume shows a keyword (see doc.go): in use, in a bullet,
// the summary or a job title, counts fully; only listed (the skills section,
// or a bullet that is itself a list of keywords) counts half, and a tenth once
// the resume is stuffed.
const (
	evidenceShown   = 1.0
	evidenceListed  = 0.5
	evidenceStuffed = 0.1
)

// Stuffing thresholds.
const (
	// listBulletKeywords and listBulletCommas make a bullet a keyword list:
	// "Skilled in telemetry, heparin, BCMA, NIHSS, BLS and ACLS".
	listBulletKeywords = 6
	listBulletCommas   = 4
	idleListKeywords   = 4 // ... when the bullet reports no work
	idleListCommas     = 3
	// maxListedOnly is how many skills entries may name the posting's
	// keywords that no bullet shows before listing reads as stuffing, when
	// such keywords are also more than twice the ones shown in use.
	maxListedOnly = 10
	// nearDuplicate is the share of content words two bullets must share to
	// repeat each other.
	nearDuplicate = 0.8
	// stuffingPenalty is taken off the score when stuffing is found.
	stuffingPenalty = 5.0
)

// evidence is what match found beyond which keywords the resume has.
type evidence struct {
	fit          float64 // Σ weight × evidence / Σ weight
	listBullet   []bool  // per bullet, flattened in resume order
	duplicates   int     // bullets that repeat an earlier one
	dupPaths     []string
	listPaths    []string
	listedOnly   []string // matched keywords shown nowhere but in lists
	listedSkills int      // skills entries holding only such keywords
	shown        int
	stuffed      bool
}

// weigh sets each keyword's Evidence and Locations and returns the fit.
func weigh(r *model.Resume, ks []Keyword, ix *resumeIndex, work func(e, j int) bool) *evidence {
	ev := &evidence{}
	lists := listBullets(r, ix, ev, work)
	// Walk the resume once, in reading order, noting where each keyword
	// stands and whether a title, a bullet that is not a list, or the
	// summary shows it.
	shown := make([]bool, len(ks))
	at := func(u unit, loc func() string, shows bool) {
		for _, i := range u.kw {
			if ks[i].Matched {
				ks[i].Locations = append(ks[i].Locations, loc())
				shown[i] = shown[i] || shows
			}
		}
	}
	for e := range ix.bullets {
		at(ix.titles[e], func() string { return fmt.Sprintf("experience[%d].title", e) }, true)
		for j, b := range ix.bullets[e] {
			at(b, func() string { return fmt.Sprintf("experience[%d].bullets[%d]", e, j) }, !lists[e][j])
		}
	}
	at(ix.summary, func() string { return "summary" }, true)
	for j, u := range ix.entries {
		at(u, func() string { return fmt.Sprintf("skills[%d]", j) }, false)
	}
	for j, u := range ix.education {
		at(u, func() string { return fmt.Sprintf("education[%d]", j) }, false)
	}
	for _, u := range ix.sections {
		at(u.unit, func() string { return u.loc }, u.shown)
	}
	for i := range ks {
		k := &ks[i]
		if !k.Matched {
			continue
		}
		if len(k.Locations) == 0 {
			// Found by the index in a form the units do not hold (a
			// skills entry looked up as a whole): it is listed.
			k.Locations = []string{"skills"}
		}
		if shown[i] {
			k.Evidence = evidenceShown
			ev.shown++
		} else {
			k.Evidence = evidenceListed
			ev.listedOnly = append(ev.listedOnly, k.Name)
		}
	}
	for _, u := range ix.entries {
		if slices.ContainsFunc(u.kw, func(i int) bool { return ks[i].Matched && ks[i].Evidence == evidenceListed }) {
			ev.listedSkills++
		}
	}
	for i := range ks {
		if k := &ks[i]; k.SatisfiedBy != "" {
			k.Evidence = k.equiv // an equivalent form: "AWS D1.1 certified"
			for _, o := range ks {
				if o.Matched && o.Name == k.SatisfiedBy {
					k.Evidence = o.Evidence // the list is met as well as its member shows
				}
			}
		}
	}
	ev.stuffed = len(ev.listPaths) > 0 || overListed(ev)
	var total, got float64
	for i := range ks {
		k := &ks[i]
		if ev.stuffed && k.Evidence == evidenceListed {
			k.Evidence = evidenceStuffed
		}
		total += k.Weight
		got += k.Weight * k.Evidence
	}
	if total > 0 {
		ev.fit = got / total
	}
	ev.duplicates, ev.dupPaths = nearDuplicates(ix)
	ev.stuffed = ev.stuffed || ev.duplicates >= 3
	return ev
}

// listBullets marks the bullets that are lists of the posting's keywords:
// many of them between commas, or a few where the bullet reports no work (no
// action verb, no number): "Skilled in telemetry, heparin, BCMA and NIHSS".
func listBullets(r *model.Resume, ix *resumeIndex, ev *evidence, work func(e, j int) bool) [][]bool {
	out := make([][]bool, len(ix.bullets))
	for e := range ix.bullets {
		out[e] = make([]bool, len(ix.bullets[e]))
		for j, b := range ix.bullets[e] {
			n := len(b.kw)
			commas := strings.Count(r.Experience[e].Bullets[j], ",")
			if (n >= listBulletKeywords && commas >= listBulletCommas) ||
				(n >= idleListKeywords && commas >= idleListCommas && !work(e, j)) {
				out[e][j] = true
				ev.listPaths = append(ev.listPaths, fmt.Sprintf("experience[%d].bullets[%d]", e, j))
			}
		}
	}
	return out
}

// nearDuplicates counts bullets whose content words mostly repeat an earlier
// bullet's, and names the first few.
func nearDuplicates(ix *resumeIndex) (int, []string) {
	type seen struct {
		stems []string
		path  string
	}
	var prev []seen
	n := 0
	var paths []string
	for e := range ix.bullets {
		for j, b := range ix.bullets[e] {
			if len(b.stems) < 4 {
				continue
			}
			path := fmt.Sprintf("experience[%d].bullets[%d]", e, j)
			dup := slices.ContainsFunc(prev, func(p seen) bool { return jaccard(p.stems, b.stems) >= nearDuplicate })
			if dup {
				n++
				if len(paths) < maxReported {
					paths = append(paths, path)
				}
				continue
			}
			prev = append(prev, seen{b.stems, path})
		}
	}
	return n, paths
}

// jaccard is |a ∩ b| / |a ∪ b| of two sorted sets.
func jaccard(a, b []string) float64 {
	i, j, both := 0, 0, 0
	for i < len(a) && j < len(b) {
		switch c := strings.Compare(a[i], b[j]); {
		case c == 0:
			both++
			i++
			j++
		case c < 0:
			i++
		default:
			j++
		}
	}
	return float64(both) / float64(len(a)+len(b)-both)
}

// overListed reports a skills section that carries more of the posting's
// keywords than the resume shows anywhere, past maxListedOnly entries.
func overListed(ev *evidence) bool {
	return ev.listedSkills > maxListedOnly && len(ev.listedOnly) > 2*ev.shown
}
