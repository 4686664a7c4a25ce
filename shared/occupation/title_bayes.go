package occupation

import "math"

// bayes is a multinomial naive Bayes reading of a title over the same
// features as the neighbours: an occupation's titles pooled as one bag, so a
// word its titles keep using counts even when no single title is close.
type bayes struct {
	post     [][]posting // feature -> occupations using it, log((n+α)/α)
	logDenom []float64   // per occupation, log(α/(total+α·V))
	logPrior []float64
}

func buildBayes(m *titleModel, docFeats [][]posting, byOcc [][]int, taskWords [][]posting) *bayes {
	nOcc := len(byOcc)
	b := &bayes{logDenom: make([]float64, nOcc), logPrior: make([]float64, nOcc)}
	b.post = make([][]posting, len(m.idf))
	v := float64(len(m.idf))
	acc := newAccumulator(len(m.idf))
	for o, docs := range byOcc {
		var total float64
		for _, d := range docs {
			for _, f := range docFeats[d] {
				acc.add(f.doc, float64(f.w))
				total += float64(f.w)
			}
		}
		if taskWords != nil {
			for _, f := range taskWords[o] {
				acc.add(f.doc, float64(f.w))
				total += float64(f.w)
			}
		}
		b.logDenom[o] = math.Log(m.p.alpha / (total + m.p.alpha*v))
		b.logPrior[o] = math.Log(float64(len(docs)+1) / float64(len(docFeats)+nOcc))
		for _, id := range acc.sorted() {
			b.post[id] = append(b.post[id], posting{int32(o), float32(math.Log((acc.v[id] + m.p.alpha) / m.p.alpha))})
		}
		acc.reset()
	}
	return b
}

// scores returns each occupation's log posterior (up to a constant) for the
// query features q (feature id, kind weight), with the prior scaled by prior.
func (b *bayes) scores(q []posting, prior float64, out []float64) {
	var wsum float64
	for _, f := range q {
		wsum += float64(f.w)
	}
	for o := range out {
		out[o] = prior*b.logPrior[o] + wsum*b.logDenom[o]
	}
	for _, f := range q {
		for _, p := range b.post[f.doc] {
			out[p.doc] += float64(f.w * p.w)
		}
	}
}

// posterior turns log scores into probabilities (in place) and returns them.
func posterior(ls []float64, keep func(int) bool) []float64 {
	top := math.Inf(-1)
	for o, v := range ls {
		if (keep == nil || keep(o)) && v > top {
			top = v
		}
	}
	var sum float64
	for o, v := range ls {
		if keep != nil && !keep(o) {
			ls[o] = 0
			continue
		}
		ls[o] = math.Exp(v - top)
		sum += ls[o]
	}
	for o := range ls {
		ls[o] /= sum
	}
	return ls
}
