package fulltext

import (
	"slices"
	"strconv"
	"strings"
)

// Weight ranks where in a document a word stands, as Postgres's tsvector
// weights do: A counts most.
type Weight uint16

const (
	D Weight = iota
	C
	B
	A
)

// Postgres's limits on a tsvector: positions go up to 16,383 (later words share
// the last one) and a lexeme keeps at most 256 of them.
const (
	maxPosition  = 1<<14 - 1
	maxPositions = 256
)

// Lexeme is a word of a document with its positions, each packed as Postgres
// stores it: the weight in the top two bits, the position in the others.
type Lexeme struct {
	Word      string
	Positions []uint16
}

// Position is the position of a packed position.
func Position(p uint16) int { return int(p & maxPosition) }

// WeightOf is the weight of a packed position.
func WeightOf(p uint16) Weight { return Weight(p >> 14) }

// Document builds a tsvector: fields added in order, their positions running
// on from one field to the next as Postgres's || of their vectors would.
// The zero value is empty and ready.
type Document struct {
	index map[string]int32
	words []string
	// occs are the occurrences in the order read, so in order of position for
	// each word.
	occs []occurrence
	pos  int
}

// occurrence is a word at a packed position.
type occurrence struct {
	word   int32
	packed uint16
}

// Add reads text in lang into the document with weight w.
func (d *Document) Add(text string, lang Lang, w Weight) {
	if d.index == nil {
		d.index = make(map[string]int32, 256)
	}
	scanChunks(text, func(c *chunk) { d.addChunk(c, lang, w) })
}

// AddTitle reads a title as Add does, and also writes each two neighbouring
// words that only spaces separate as one word, at the first's position
// ("Full Stack Engineer" → "fullstack", "Back End" → "backend", "Software
// Entwickler" → "softwareentwickler"), as a chunk's parts are ("Full-Stack"):
// people write such terms both ways, and a query that writes them as one then
// finds a title that writes them apart. Stop words are not joined ("Head of
// Sales"). Only titles are read so: they are short, and what a search looks
// for first.
func (d *Document) AddTitle(text string, lang Lang, w Weight) {
	if d.index == nil {
		d.index = make(map[string]int32, 256)
	}
	var (
		last     []byte // the last part of the chunk before
		lastJoin bool   // whether it can be joined: a word, not a stop word
		lastPos  int
		lastEnd  = -1
		pair     []byte
	)
	scanChunks(text, func(c *chunk) {
		firstKept, lastKept := d.addChunk(c, lang, w)
		first := c.part(0)
		if lastJoin && firstKept && c.wordy[0] && onlySpaces(text[lastEnd:c.start]) {
			pair = append(append(pair[:0], last...), first...)
			d.put(lexeme(pair, lang), lastPos, w)
		}
		n := c.len()
		last = append(last[:0], c.part(n-1)...)
		lastJoin, lastPos, lastEnd = lastKept && c.wordy[n-1], d.pos, c.end
	})
}

// onlySpaces reports whether s is one or more spaces or tabs.
func onlySpaces(s string) bool {
	return s != "" && strings.Trim(s, " \t") == ""
}

// addChunk writes the words of one chunk and reports whether its first and
// its last part are words of the document (not stop words).
func (d *Document) addChunk(c *chunk, lang Lang, w Weight) (firstKept, lastKept bool) {
	first, n := d.pos+1, c.len()
	for i := range n {
		d.pos++
		l := lexeme(c.part(i), lang)
		d.put(l, d.pos, w)
		if i == 0 {
			firstKept = l != ""
		}
		lastKept = l != ""
	}
	if n < 2 || n > maxPairedParts {
		return firstKept, lastKept
	}
	// Each two neighbouring parts written as one, at the first's position
	// ("Co-Founder/CTO" → "cofounder"), and a three-part chunk whole.
	for i := range n - 1 {
		if c.joinable(i, i+2) {
			d.put(lexeme(c.span(i, i+2), lang), first+i, w)
		}
	}
	if j := c.joined(); n == 3 && j != nil {
		d.put(lexeme(j, lang), first, w)
	}
	return firstKept, lastKept
}

func (d *Document) put(word string, pos int, w Weight) {
	if word == "" {
		return
	}
	i, ok := d.index[word]
	if !ok {
		i = int32(len(d.words))
		d.index[word] = i
		d.words = append(d.words, word)
	}
	d.occs = append(d.occs, occurrence{word: i, packed: uint16(w)<<14 | uint16(min(pos, maxPosition))})
}

// Lexemes returns the document's words sorted as Postgres sorts a tsvector's
// (by bytes), each once with its positions in order: at most 256, each after
// the one before (a joined word equal to its first part, or words past
// position 16,383, repeat a position and are kept once). It resets the
// document; nothing returned shares its memory.
func (d *Document) Lexemes() []Lexeme {
	order := d.byteOrder()
	rank := make([]int32, len(d.words))
	for r, i := range order {
		rank[i] = int32(r)
	}
	// One array holds every word's positions, each word's run where its count
	// puts it.
	starts := make([]int32, len(d.words)+1)
	for _, o := range d.occs {
		starts[rank[o.word]+1]++
	}
	for r := range order {
		starts[r+1] = starts[r] + min(starts[r+1], maxPositions)
	}
	all := make([]uint16, starts[len(order)])
	out := make([]Lexeme, len(order))
	for r, i := range order {
		out[r] = Lexeme{Word: d.words[i], Positions: all[starts[r]:starts[r]:starts[r+1]]}
	}
	for _, o := range d.occs {
		l := &out[rank[o.word]]
		ps := l.Positions
		if len(ps) == cap(ps) || len(ps) > 0 && Position(ps[len(ps)-1]) >= Position(o.packed) {
			continue
		}
		l.Positions = append(ps, o.packed)
	}
	d.Reset()
	return out
}

// byteOrder returns the indexes of the document's words in the byte order
// of the words. Each word is keyed by its first six bytes and its index in
// one number, so that the numbers sort without a comparison function (sorting
// the words through one took a seventh of a document's time); words whose six
// bytes are the same are put in order by the whole word after.
func (d *Document) byteOrder() []int32 {
	n := len(d.words)
	order := make([]int32, n)
	if n > 1<<16 {
		for i := range order {
			order[i] = int32(i)
		}
		slices.SortFunc(order, func(a, b int32) int { return strings.Compare(d.words[a], d.words[b]) })
		return order
	}
	keys := make([]uint64, n)
	for i, w := range d.words {
		var k uint64
		for j := range 6 {
			k <<= 8
			if j < len(w) {
				k |= uint64(w[j])
			}
		}
		keys[i] = k<<16 | uint64(i)
	}
	slices.Sort(keys)
	for r, k := range keys {
		order[r] = int32(k & 0xffff)
	}
	for lo := 0; lo < n; {
		hi := lo + 1
		for hi < n && keys[hi]>>16 == keys[lo]>>16 {
			hi++
		}
		if hi-lo > 1 {
			run := order[lo:hi]
			slices.SortFunc(run, func(a, b int32) int { return strings.Compare(d.words[a], d.words[b]) })
		}
		lo = hi
	}
	return order
}

// Reset empties the document, keeping its memory for the next one.
func (d *Document) Reset() {
	clear(d.index)
	d.words, d.occs, d.pos = d.words[:0], d.occs[:0], 0
}

// String is the document as tsvector text ('word':1A,5), for tests and logs.
// It resets the document.
func (d *Document) String() string {
	var b strings.Builder
	for i, l := range d.Lexemes() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(quote(l.Word))
		for j, p := range l.Positions {
			if j == 0 {
				b.WriteByte(':')
			} else {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(Position(p)))
			if w := WeightOf(p); w != D {
				b.WriteByte("DCBA"[w])
			}
		}
	}
	return b.String()
}
