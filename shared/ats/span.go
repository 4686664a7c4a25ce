package ats

// What the tagger says of a candidate's span as a whole, beside its largest
// margin over any word (mention.margin): a phrase the reader proposes is a
// keyword when its head word is one ("hydraulic schematics"), not when only a
// modifier is ("premium lenses", "yaw bearings"), and when the tagger reads
// the whole span as one knowledge or skill span rather than a piece of it.
// The keyword filter learns what each says (candidate.headMargin, .cover).

// Cover of a span by the tagger's knowledge and skill tags.
const (
	coverNone uint8 = iota // the tagger reads every word as no skill
	coverPart              // some words inside a span, some outside
	coverAll               // every word inside a knowledge or skill span
	nCovers
)

var coverName = [nCovers]string{"none", "part", "all"}

// spanEvidence is the tagger's reading of the best mention of a candidate.
type spanEvidence struct {
	head  float32 // the margin of the head (last) word
	least float32 // the smallest margin of any word
	cover uint8
	set   bool
}

// see notes the tagger's reading of toks[from:to]; with no tagger there is
// nothing to note.
func (e *spanEvidence) see(tags []uint8, margins []float32, from, to int) {
	if len(margins) < to || from >= to {
		return
	}
	head := margins[to-1]
	least := head
	for _, m := range margins[from:to] {
		least = min(least, m)
	}
	cover := coverNone
	if len(tags) >= to {
		in := 0
		for _, t := range tags[from:to] {
			if t != tagO {
				in++
			}
		}
		switch {
		case in == to-from:
			cover = coverAll
		case in > 0:
			cover = coverPart
		}
	}
	if !e.set {
		*e = spanEvidence{head: head, least: least, cover: cover, set: true}
		return
	}
	e.head, e.least, e.cover = max(e.head, head), max(e.least, least), max(e.cover, cover)
}
