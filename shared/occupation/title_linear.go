package occupation

import (
	"math"
	"sync"
)

// linear is an averaged perceptron over detailed SOCs (six digits: the
// O*NET-SOC children of one SOC, "29-1141.01" and "29-1141.00", are one
// class) on the same features as the neighbours. Unlike the neighbours and
// the naive Bayes it is trained to tell occupations apart: a word every
// occupation's titles use ("Technician") weighs little, and a word that
// splits two that share a head noun weighs much. Its weights are kept only
// for the (feature, SOC) pairs some indexed title has, so training and
// reading cost what the features' occupations number, not the SOCs.
type linear struct {
	post    [][]lpost // by feature id of the titleModel
	bias    []float32 // by class
	classOf []int32   // by occupation
	nClass  int
	pool    sync.Pool // of *linScratch
}

type lpost struct {
	class int32
	w     float32
}

// linSettled is how many passes in a row an example must be read right for
// later passes to skip it (its step still counts in the average): a fifth of
// the training time, the same development figure.
const linSettled = 2

// trainLinear runs epochs passes over the titles (each a list of feature id
// and kind weight), in a fixed shuffled order so the weights are the same
// every run, and returns the averaged weights.
func trainLinear(docFeats [][]posting, docOcc []int, occs []Occupation, nFeat, epochs int) *linear {
	l := &linear{classOf: make([]int32, len(occs))}
	cls := map[string]int32{}
	for o := range occs {
		c := occs[o].Code[:min(7, len(occs[o].Code))]
		id, ok := cls[c]
		if !ok {
			id = int32(len(cls))
			cls[c] = id
		}
		l.classOf[o] = id
	}
	l.nClass = len(cls)
	// The examples are laid out one after another in the order they are
	// visited (a stride through the titles, which come by occupation): feat,
	// x (unit feature weights) and gold (the SOC's place in each feature's
	// posting list) from off to end.
	type example struct {
		off, end int32
		y        int32
		right    int32
	}
	n := len(docFeats)
	stride := 7919
	if n%stride == 0 {
		stride = 1
	}
	var size int
	for _, fs := range docFeats {
		size += len(fs)
	}
	feat, xs, gold := make([]int32, 0, size), make([]float32, 0, size), make([]int32, 0, size)
	exs := make([]example, 0, n)
	l.post = make([][]lpost, nFeat)
	for i := 0; i < n; i++ {
		d := (i * stride) % n
		fs := docFeats[d]
		y := l.classOf[docOcc[d]]
		var sq float64
		for _, f := range fs {
			sq += float64(f.w) * float64(f.w)
		}
		norm := math.Sqrt(sq)
		if norm == 0 {
			continue
		}
		e := example{off: int32(len(feat)), y: y}
		for _, f := range fs {
			g := -1
			for j, p := range l.post[f.doc] {
				if p.class == y {
					g = j
					break
				}
			}
			if g < 0 {
				g = len(l.post[f.doc])
				l.post[f.doc] = append(l.post[f.doc], lpost{class: y})
			}
			feat, xs, gold = append(feat, f.doc), append(xs, float32(float64(f.w)/norm)), append(gold, int32(g))
		}
		e.end = int32(len(feat))
		exs = append(exs, e)
	}
	// sums accumulate the step-weighted updates for the average.
	sums := make([][]float32, nFeat)
	for f := range l.post {
		if len(l.post[f]) > 0 {
			sums[f] = make([]float32, len(l.post[f]))
		}
	}
	l.bias = make([]float32, l.nClass)
	biasSum := make([]float32, l.nClass)
	score := make([]float32, l.nClass)
	seen := make([]bool, l.nClass)
	var touched []int32
	m := len(exs)
	step := float32(1)
	for e := 0; e < epochs; e++ {
		// Each pass starts at another place of the same order.
		start := (e * 104729) % max(m, 1)
		for i := 0; i < m; i++ {
			x := &exs[(start+i)%m]
			if x.right >= linSettled {
				// Read right in the last passes: its weights are settled.
				step++
				continue
			}
			touched = touched[:0]
			for k := x.off; k < x.end; k++ {
				w := xs[k]
				for _, p := range l.post[feat[k]] {
					if !seen[p.class] {
						seen[p.class] = true
						touched = append(touched, p.class)
						score[p.class] = l.bias[p.class]
					}
					score[p.class] += p.w * w
				}
			}
			best, bv := int32(-1), float32(0)
			for _, c := range touched {
				if v := score[c]; best < 0 || v > bv || (v == bv && c < best) {
					best, bv = c, v
				}
				seen[c] = false
			}
			if best == x.y {
				x.right++
			} else {
				x.right = 0
				for k := x.off; k < x.end; k++ {
					f, g, w := feat[k], gold[k], xs[k]
					l.post[f][g].w += w
					sums[f][g] += step * w
					for j := range l.post[f] {
						if l.post[f][j].class == best {
							l.post[f][j].w -= w
							sums[f][j] -= step * w
							break
						}
					}
				}
				l.bias[x.y] += 0.1
				biasSum[x.y] += 0.1 * step
				l.bias[best] -= 0.1
				biasSum[best] -= 0.1 * step
			}
			step++
		}
	}
	for f := range l.post {
		for j := range l.post[f] {
			l.post[f][j].w -= sums[f][j] / step
		}
	}
	for c := range l.bias {
		l.bias[c] -= biasSum[c] / step
	}
	l.pool.New = func() any { return &linScratch{seen: make([]bool, l.nClass)} }
	return l
}

// softmax fills prob (by class, zeroed) with the perceptron's scores for the
// query's known features q (feature id, kind weight; norm is the length of
// all its features, known or not) turned into probabilities at temperature
// temp; false when no feature is known.
func (l *linear) softmax(q []posting, norm, temp float64, prob []float64) bool {
	// prob holds the scores of the classes touched (a class no feature
	// names has no score, and no probability), marked in touched.
	sc := l.pool.Get().(*linScratch)
	defer l.pool.Put(sc)
	touched := sc.touched[:0]
	for _, f := range q {
		for _, p := range l.post[f.doc] {
			if !sc.seen[p.class] {
				sc.seen[p.class] = true
				touched = append(touched, p.class)
				prob[p.class] = float64(l.bias[p.class])
			}
			prob[p.class] += float64(p.w) * float64(f.w) / norm
		}
	}
	sc.touched = touched
	for _, c := range touched {
		sc.seen[c] = false
	}
	if len(touched) == 0 {
		return false
	}
	top := math.Inf(-1)
	for _, c := range touched {
		top = math.Max(top, prob[c])
	}
	// A class more than 12 temperatures below the best has under 1e-5 of
	// its probability: counted as none, which spares most exponentials.
	var z float64
	for _, c := range touched {
		if d := (prob[c] - top) / temp; d > -12 {
			prob[c] = math.Exp(d)
			z += prob[c]
		} else {
			prob[c] = 0
		}
	}
	for _, c := range touched {
		prob[c] /= z
	}
	return true
}

type linScratch struct {
	seen    []bool
	touched []int32
}
