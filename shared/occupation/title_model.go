package occupation

import (
	"container/heap"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/careerkit/careerkit/shared/text"
)

// titleModel reads a title no occupation lists from its nearest indexed
// titles: every title is a TF-IDF vector of its words, its word pairs, its
// head noun (the last word, which names the work: a "Tank Cleaner" cleans)
// and its words' first letters (so "Acupressurist" meets "Acupressure"), and
// the query's nearest titles vote for their occupations, weighted by
// similarity. The vote is blended with the occupations' centroids, a naive
// Bayes over each occupation's pooled titles and task words, and an averaged
// perceptron over detailed SOCs (see linear); an occupation none of whose
// titles ends in the query's head noun is discounted. The weights were
// chosen on a development split of the indexed titles (see
// model_tune_test.go), never on the held-out or Direct Match sets.
type titleModel struct {
	feat  map[string]int32
	idf   []float32
	post  [][]posting
	norm  []float32 // per indexed title
	maxID float32   // the idf of a feature seen once
	// cpost are the occupations' centroids (the sum of their titles' unit
	// vectors, itself of unit length), by feature.
	cpost [][]posting
	nb    *bayes
	lin   *linear
	emp   []float64 // employmentFactor by occupation
	// heads maps a head noun to the occupations with a title ending in it.
	heads map[string][]int32
	p     modelParams
	pool  sync.Pool
}

type posting struct {
	doc int32
	w   float32
}

// modelParams weigh the kinds of feature and shape the vote.
type modelParams struct {
	word, pair, head, prefix float64
	prefixLen                int
	k                        int     // neighbours that vote
	power                    float64 // a neighbour's vote is its similarity to this power
	centroid                 float64 // weight of the centroid's cosine against the neighbours' vote share
	bayes                    float64 // weight of the naive Bayes posterior
	prior                    float64 // scale of the naive Bayes prior
	alpha                    float64 // naive Bayes smoothing
	task                     float64 // weight of a word of an occupation's tasks in its naive Bayes bag
	vocab                    float64 // weight of a word of its description and all its tasks (Vocab), once each
	// linear is the weight of the perceptron's probability of a detailed
	// SOC (see linear) against the blended evidence, read at temperature
	// linTemp; epochs is its training passes.
	linear, linTemp float64
	epochs          int
	// headGate scales the evidence for an occupation none of whose titles
	// ends in the query's head noun, when some occupation's titles do.
	headGate float64
}

var defaultParams = modelParams{word: 1, pair: 0.6, head: 0.3, prefix: 0.4, prefixLen: 5, k: 25, power: 3, centroid: 0.2, bayes: 0.3, alpha: 0.03, task: 0.3, vocab: 1, headGate: 0.3, linear: 0.2, linTemp: 0.1, epochs: 4}

type feature struct {
	name string
	w    float64 // kind weight
}

// features lists a title's features from its stems.
func (p *modelParams) features(st []string) []feature {
	out := make([]feature, 0, 3*len(st)+1)
	for i, s := range st {
		out = append(out, feature{"w" + s, p.word})
		if len(s) > p.prefixLen {
			out = append(out, feature{"p" + s[:p.prefixLen], p.prefix})
		}
		if i > 0 {
			out = append(out, feature{"b" + st[i-1] + " " + s, p.pair})
		}
	}
	if len(st) > 0 {
		h := st[len(st)-1]
		out = append(out, feature{"h" + h, p.head})
		if len(h) > p.prefixLen {
			out = append(out, feature{"q" + h[:p.prefixLen], p.head * p.prefix})
		}
	}
	return out
}

func buildModel(titles []indexedTitle, occs []Occupation, p modelParams) *titleModel {
	nOcc := len(occs)
	m := &titleModel{feat: map[string]int32{}, p: p}
	// docFeats are each title's features as (feature id, kind weight).
	docFeats := make([][]posting, len(titles))
	var df []int
	for d := range titles {
		fs := merge(p.features(titles[d].stems))
		docFeats[d] = make([]posting, len(fs))
		for i, f := range fs {
			id, ok := m.feat[f.name]
			if !ok {
				id = int32(len(df))
				m.feat[f.name] = id
				df = append(df, 0)
			}
			df[id]++
			docFeats[d][i] = posting{id, float32(f.w)}
		}
	}
	n := float64(len(titles))
	m.maxID = float32(math.Log(1 + n))
	var taskWords [][]posting
	if p.task > 0 || p.vocab > 0 {
		// Words only the tasks use join the vocabulary, for the naive Bayes
		// reading; no title carries them, so they weigh as unseen words in
		// the neighbours' similarity.
		taskWords = make([][]posting, nOcc)
		word := func(w string) int32 {
			st := "w" + singular(w)
			id, ok := m.feat[st]
			if !ok {
				id = int32(len(df))
				m.feat[st] = id
				df = append(df, 0)
			}
			return id
		}
		for o := range occs {
			for _, t := range append(slices.Clip(occs[o].Tasks), occs[o].Work...) {
				for _, w := range text.Tokens(t) {
					if p.task == 0 || text.IsStopWord(w) || titleStopWords[w] {
						continue
					}
					taskWords[o] = append(taskWords[o], posting{word(w), float32(p.task)})
				}
			}
			for _, w := range strings.Fields(occs[o].Vocab) {
				if p.vocab > 0 && !titleStopWords[w] {
					taskWords[o] = append(taskWords[o], posting{word(w), float32(p.vocab)})
				}
			}
		}
	}
	m.idf = make([]float32, len(df))
	for i, c := range df {
		m.idf[i] = m.maxID
		if c > 0 {
			m.idf[i] = float32(math.Log(1 + n/float64(c)))
		}
	}
	m.post = make([][]posting, len(df))
	m.norm = make([]float32, len(titles))
	for d, fs := range docFeats {
		var sq float64
		for _, f := range fs {
			w := float64(f.w) * float64(m.idf[f.doc])
			sq += w * w
			m.post[f.doc] = append(m.post[f.doc], posting{int32(d), float32(w)})
		}
		m.norm[d] = float32(math.Sqrt(sq))
	}
	m.cpost = make([][]posting, len(df))
	byOcc := titlesByOcc(titles, nOcc)
	acc := newAccumulator(len(df))
	for o, docs := range byOcc {
		for _, d := range docs {
			for _, f := range docFeats[d] {
				acc.add(f.doc, float64(f.w)*float64(m.idf[f.doc])/float64(m.norm[d]))
			}
		}
		var sq float64
		for _, id := range acc.touched {
			sq += acc.v[id] * acc.v[id]
		}
		for _, id := range acc.sorted() {
			m.cpost[id] = append(m.cpost[id], posting{int32(o), float32(acc.v[id] / math.Sqrt(sq))})
		}
		acc.reset()
	}
	if p.bayes > 0 {
		m.nb = buildBayes(m, docFeats, byOcc, taskWords)
	}
	if p.linear > 0 {
		docOcc := make([]int, len(titles))
		for d := range titles {
			docOcc[d] = titles[d].occ
		}
		m.lin = trainLinear(docFeats, docOcc, occs, len(df), p.epochs)
	}
	m.heads = map[string][]int32{}
	for o, docs := range byOcc {
		for _, d := range docs {
			st := titles[d].stems
			h := st[len(st)-1]
			if l := m.heads[h]; len(l) == 0 || l[len(l)-1] != int32(o) {
				m.heads[h] = append(l, int32(o))
			}
		}
	}
	m.emp = make([]float64, nOcc)
	for o := range occs {
		m.emp[o] = employmentFactor(occs[o].Employment)
	}
	m.pool.New = func() any { return &scratch{acc: make([]float32, len(titles))} }
	return m
}

// titlesByOcc lists each occupation's titles.
func titlesByOcc(titles []indexedTitle, nOcc int) [][]int {
	out := make([][]int, nOcc)
	for d := range titles {
		out[titles[d].occ] = append(out[titles[d].occ], d)
	}
	return out
}

// accumulator sums sparse vectors over a dense slice.
type accumulator struct {
	v       []float64
	touched []int32
}

func newAccumulator(n int) *accumulator { return &accumulator{v: make([]float64, n)} }

func (a *accumulator) add(id int32, w float64) {
	if a.v[id] == 0 {
		a.touched = append(a.touched, id)
	}
	a.v[id] += w
}

// sorted returns the touched ids in order, so the output is the same every run.
func (a *accumulator) sorted() []int32 {
	slices.Sort(a.touched)
	return a.touched
}

func (a *accumulator) reset() {
	for _, id := range a.touched {
		a.v[id] = 0
	}
	a.touched = a.touched[:0]
}

// merge sums repeated features ("Tank Tank Cleaner" is rare; pairs repeat more).
func merge(fs []feature) []feature {
	out := fs[:0:0]
	for _, f := range fs {
		dup := false
		for i := range out {
			if out[i].name == f.name {
				out[i].w += f.w
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, f)
		}
	}
	return out
}

type scratch struct {
	acc     []float32
	touched []int32
}

// neighbour is an indexed title with its cosine similarity to the query.
type neighbour struct {
	doc int32
	sim float64
}

type neighbourHeap []neighbour

func (h neighbourHeap) Len() int { return len(h) }
func (h neighbourHeap) Less(i, j int) bool {
	if h[i].sim != h[j].sim {
		return h[i].sim < h[j].sim
	}
	return h[i].doc > h[j].doc
}
func (h neighbourHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *neighbourHeap) Push(x any)   { *h = append(*h, x.(neighbour)) }
func (h *neighbourHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// nearest returns the k indexed titles most like stems, best first, that keep
// allows; known is false when no feature of the query is indexed.
func (m *titleModel) nearest(st []string, keep func(doc int32) bool) (out []neighbour, q, raw []posting, known bool) {
	fs := merge(m.p.features(st))
	var qsq float64
	sc := m.pool.Get().(*scratch)
	defer m.pool.Put(sc)
	for _, f := range fs {
		id, ok := m.feat[f.name]
		idf := m.maxID
		if ok {
			idf = m.idf[id]
			known = true
		}
		qw := f.w * float64(idf)
		qsq += qw * qw
		if !ok {
			continue
		}
		q = append(q, posting{id, float32(qw)})
		raw = append(raw, posting{id, float32(f.w)})
		for _, p := range m.post[id] {
			if sc.acc[p.doc] == 0 {
				sc.touched = append(sc.touched, p.doc)
			}
			sc.acc[p.doc] += float32(qw) * p.w
		}
	}
	qn := math.Sqrt(qsq)
	for i := range q {
		q[i].w /= float32(qn)
	}
	h := make(neighbourHeap, 0, m.p.k+1)
	for _, d := range sc.touched {
		sim := float64(sc.acc[d]) / (qn * float64(m.norm[d]))
		sc.acc[d] = 0
		if keep != nil && !keep(d) {
			continue
		}
		if len(h) < m.p.k {
			heap.Push(&h, neighbour{d, sim})
		} else if sim > h[0].sim || (sim == h[0].sim && d < h[0].doc) {
			h[0] = neighbour{d, sim}
			heap.Fix(&h, 0)
		}
	}
	sc.touched = sc.touched[:0]
	out = make([]neighbour, len(h))
	for i := len(h) - 1; i >= 0; i-- {
		out[i] = heap.Pop(&h).(neighbour)
	}
	return out, q, raw, known
}

// centroids adds to out (by occupation, zeroed) the cosine of the unit query
// q with each occupation's centroid.
func (m *titleModel) centroids(q []posting, out []float64) {
	for _, f := range q {
		for _, p := range m.cpost[f.doc] {
			out[p.doc] += float64(f.w * p.w)
		}
	}
}

// centroidCos is the cosine of the unit query q with occupation o's centroid.
func (m *titleModel) centroidCos(q []posting, o int) float64 {
	var c float64
	for _, f := range q {
		for _, p := range m.cpost[f.doc] {
			if int(p.doc) == o {
				c += float64(f.w * p.w)
			}
		}
	}
	return c
}

// blend sums the neighbours' votes per occupation, blends in the centroids'
// cosines cos and the naive Bayes posterior post (both dense, by occupation;
// cos is reused as the result), and nudges by employment.
// lin, when not nil, is the perceptron's probability of each detailed SOC.
func (s *Set) blend(nb []neighbour, cos, post, lin []float64, keep func(int) bool, head string) []float64 {
	p := &s.ix.model.p
	var total float64
	votes := make([]float64, len(nb))
	for i, n := range nb {
		votes[i] = math.Pow(math.Max(n.sim, 0), p.power)
		total += votes[i]
	}
	// score reuses cos: the centroid's part, then the neighbours', then the
	// posterior's.
	score := cos
	for o := range score {
		if keep != nil && !keep(o) {
			score[o] = 0
			continue
		}
		score[o] *= p.centroid
	}
	if total > 0 {
		for i, n := range nb {
			score[s.ix.titles[n.doc].occ] += (1 - p.centroid) * votes[i] / total
		}
	}
	if post != nil {
		for o := range score {
			score[o] = (1-p.bayes)*score[o] + p.bayes*post[o]
		}
	}
	for o := range score {
		score[o] *= s.ix.model.emp[o]
	}
	if hs := s.ix.model.heads[head]; p.headGate > 0 && p.headGate < 1 && len(hs) > 0 {
		for o := range score {
			score[o] *= p.headGate
		}
		for _, o := range hs {
			score[o] /= p.headGate
		}
	}
	if lin != nil {
		// The blended evidence is made a distribution over detailed SOCs
		// (each its best occupation's) and mixed with the perceptron's; an
		// occupation takes its SOC's probability.
		l := s.ix.model.lin
		best := make([]float64, l.nClass)
		for o, v := range score {
			if c := l.classOf[o]; v > best[c] {
				best[c] = v
			}
		}
		var total float64
		for _, v := range best {
			total += v
		}
		if total > 0 {
			for o := range score {
				if keep != nil && !keep(o) {
					continue
				}
				score[o] = (1-p.linear)*score[o]/total + p.linear*lin[l.classOf[o]]
			}
		}
	}
	return score
}

// pick returns the occupation with the highest score, its share of the
// evidence and its best neighbour.
func (s *Set) pick(score []float64, nb []neighbour, q []posting) (occ int, share float64, best neighbour) {
	occ, bestV := -1, 0.0
	for o, v := range score {
		if v > bestV {
			occ, bestV = o, v
		}
	}
	if occ < 0 {
		return occ, 0, neighbour{doc: -1}
	}
	best = neighbour{doc: -1, sim: -1}
	for _, n := range nb {
		if s.ix.titles[n.doc].occ == occ {
			best = n
			break
		}
	}
	if best.doc < 0 {
		// The centroids or the pooled words chose an occupation none of the
		// nearest titles has: its similarity is its centroid's.
		best.sim = s.ix.model.centroidCos(q, occ)
	}
	// The winner's share of its evidence and that of the likeliest
	// occupation of another SOC major group: near one half when a different
	// kind of work is as likely. Occupations of one group ("Teacher":
	// elementary, secondary or postsecondary) share their kind of tasks, so
	// splitting among them is no reason to doubt the reading.
	major := s.occs[occ].Code[:2]
	var second float64
	for o, v := range score {
		if v > second && s.occs[o].Code[:2] != major {
			second = v
		}
	}
	return occ, score[occ] / (score[occ] + second), best
}
