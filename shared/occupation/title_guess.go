package occupation

import "math"

// guess reads a title from its nearest indexed titles (see titleModel). score
// is the cosine similarity of the best title of the winning occupation, which
// a word no title uses lowers; share is the winner's share of the
// neighbours' votes, which is low when the neighbours disagree.
func (s *Set) guess(words []string, keep func(int) bool) (occ int, score, share float64, titleID int, ok bool) {
	return s.guessExcept(words, keep, "")
}

// guessExcept is guess with the indexed titles whose words are except left
// out, so a title of the index can be read as if it were new.
func (s *Set) guessExcept(words []string, keep func(int) bool, except string) (occ int, score, share float64, titleID int, ok bool) {
	sc, nb, q, ok := s.evidence(words, keep, except)
	if !ok {
		return 0, 0, 0, 0, false
	}
	o, share, best := s.pick(sc, nb, q)
	if o < 0 {
		return 0, 0, 0, 0, false
	}
	return o, best.sim, share, int(best.doc), true
}

// evidence is every occupation's blended score for a title (see blend), with
// the nearest titles and the query vector; ok is false when no word is known.
func (s *Set) evidence(words []string, keep func(int) bool, except string) (score []float64, nb []neighbour, q []posting, ok bool) {
	st := titleStems(joinWords(words))
	if len(st) == 0 {
		return nil, nil, nil, false
	}
	var keepDoc func(int32) bool
	if keep != nil || except != "" {
		keepDoc = func(d int32) bool {
			t := &s.ix.titles[d]
			return (keep == nil || keep(t.occ)) && (except == "" || t.key != except)
		}
	}
	md := s.ix.model
	nb, q, raw, known := md.nearest(st, keepDoc)
	if !known || len(nb) == 0 {
		return nil, nil, nil, false
	}
	cos := make([]float64, len(s.occs))
	md.centroids(q, cos)
	var post []float64
	if md.nb != nil {
		post = make([]float64, len(s.occs))
		md.nb.scores(raw, md.p.prior, post)
		post = posterior(post, keep)
	}
	var lin []float64
	if md.lin != nil && len(st) >= linMinWords {
		var sq float64
		for _, f := range merge(md.p.features(st)) {
			sq += f.w * f.w
		}
		lin = make([]float64, md.lin.nClass)
		if !md.lin.softmax(raw, math.Sqrt(sq), md.p.linTemp, lin) {
			lin = nil
		}
	}
	return s.blend(nb, cos, post, lin, keep, st[len(st)-1]), nb, q, true
}

// linMinWords is the fewest words a title needs for the perceptron to
// count: one word ("Teacher") is one column of weights, trained to pick
// among the occupations that use it, while its neighbours' vote spreads
// over them (measured on the development split: the same figure).
const linMinWords = 2

func joinWords(w []string) string {
	out := ""
	for i, x := range w {
		if i > 0 {
			out += " "
		}
		out += x
	}
	return out
}

// employmentFactor nudges near-ties toward common occupations: ×1 at 1,000
// workers up to ×1.2 at ten million, so the words still decide.
func employmentFactor(emp int64) float64 {
	return 1 + 0.05*math.Log10(math.Max(float64(emp), 1000)/1000)
}
