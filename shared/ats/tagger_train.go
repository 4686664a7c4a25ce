package ats

import (
	"math"
	"slices"
)

// TrainDoc is one labelled posting for TrainTagger: its text, one sentence
// or list item a line, and labelled byte ranges of it.
type TrainDoc struct {
	Text  string
	Spans []TrainSpan
	// Partial: only the spans are labelled (a list of what a posting must
	// and must not yield); the other words teach nothing.
	Partial bool
}

// TrainSpan labels Text[Start:End]: knowledge, a skill, or (Outside) no
// keyword at all.
type TrainSpan struct {
	Start, End int
	Skill      bool
	Outside    bool
}

const unlabelled uint8 = 255

// TrainOptions bound training.
type TrainOptions struct {
	Epochs int
	// MinWeight drops features whose averaged weights all stay below it,
	// to keep the file small.
	MinWeight float32
}

// TrainTagger trains the tagger on docs, read in the order given, and
// returns data/tagger.bin.gz. The same docs give the same bytes: no
// randomness, features written in hash order.
func (a *Analyzer) TrainTagger(docs []TrainDoc, o TrainOptions) []byte {
	type sample struct {
		c    lineContext
		gold []uint8
	}
	st := newStemmer(a.stems, a.cache)
	var samples []sample
	for _, d := range docs {
		sv := a.survey(st, d.Text)
		a.lines(st, d.Text, sv, func(l *postingLine) {
			toks := slices.Clone(l.toks)
			stemTokens(st, toks)
			gold := make([]uint8, len(toks))
			for i, t := range toks {
				gold[i] = labelAt(d, l.off+t.start, gold, i)
			}
			c := lineContext{toks: toks, section: l.kind, bullet: l.bulleted}
			a.context(&c)
			c.lex, c.skill, c.soft = slices.Clone(c.lex), slices.Clone(c.skill), slices.Clone(c.soft)
			samples = append(samples, sample{c: c, gold: gold})
		})
	}
	index := map[uint64]int{}
	var w, acc [][nTags]float64
	step := 1.0
	var feats []uint64
	for range o.Epochs {
		for _, s := range samples {
			prev := nTags
			for i := range s.c.toks {
				feats = a.features(&s.c, i, prev, feats[:0])
				var score tagWeights
				for _, f := range feats {
					if j, ok := index[f]; ok {
						for k := range score {
							score[k] += float32(w[j][k])
						}
					}
				}
				pred := bestTag(score, prev)
				if g := s.gold[i]; g != unlabelled && g != pred {
					for _, f := range feats {
						j, ok := index[f]
						if !ok {
							j = len(w)
							index[f] = j
							w = append(w, [nTags]float64{})
							acc = append(acc, [nTags]float64{})
						}
						w[j][g]++
						w[j][pred]--
						acc[j][g] += step
						acc[j][pred] -= step
					}
				}
				if g := s.gold[i]; g != unlabelled {
					// Reading on from the truth keeps one error from
					// teaching the rest of the line.
					pred = g
				}
				prev = pred
				step++
			}
		}
	}
	hashes := make([]uint64, 0, len(index))
	for h := range index {
		hashes = append(hashes, h)
	}
	slices.Sort(hashes)
	kept := hashes[:0]
	var ws []tagWeights
	maxAbs := float32(0)
	for _, h := range hashes {
		j := index[h]
		var avg tagWeights
		big := false
		for k := range avg {
			avg[k] = float32(w[j][k] - acc[j][k]/step)
			if abs32(avg[k]) >= o.MinWeight {
				big = true
			}
		}
		if !big {
			continue
		}
		for _, v := range avg {
			maxAbs = max(maxAbs, abs32(v))
		}
		kept = append(kept, h)
		ws = append(ws, avg)
	}
	scale := float32(1)
	if maxAbs > 0 {
		scale = float32(math.Floor(32000 / float64(maxAbs)))
	}
	return encodeTagger(kept, ws, max(scale, 1))
}

func abs32(f float32) float32 {
	if f < 0 {
		return -f
	}
	return f
}

// labelAt is the tag of the token starting at byte start: B or I of the span
// covering its start, O outside every span, unlabelled in a partial
// document's unlabelled text.
func labelAt(d TrainDoc, start int, gold []uint8, i int) uint8 {
	for _, s := range d.Spans {
		if start < s.Start || start >= s.End {
			continue
		}
		if s.Outside {
			return tagO
		}
		b, in := tagBK, tagIK
		if s.Skill {
			b, in = tagBS, tagIS
		}
		if start > s.Start && i > 0 && (gold[i-1] == b || gold[i-1] == in) {
			return in
		}
		return b
	}
	if d.Partial {
		return unlabelled
	}
	return tagO
}

// knowledgeFirst orders spans so a word labelled both knowledge and skill
// (SkillSpan's two layers overlap) takes the knowledge label.
func knowledgeFirst(spans []TrainSpan) {
	slices.SortStableFunc(spans, func(x, y TrainSpan) int {
		if x.Skill == y.Skill {
			return 0
		}
		if !x.Skill {
			return -1
		}
		return 1
	})
}
