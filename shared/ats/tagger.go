package ats

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/text"
)

// The tagger marks the words of a line that name a skill or a body of
// knowledge a posting asks for, learnt from postings people labelled
// (SkillSpan's train split, Zhang et al. 2022, and our development set; see
// data/PROVENANCE.md). It is an averaged perceptron reading a line left to
// right, each word by its own features and the tag given to the word before
// (BIO tags over two span types: knowledge, skill). ./gen/tagger trains it
// and writes data/tagger.bin.gz.
const (
	tagO  uint8 = iota
	tagBK       // knowledge: a tool, a subject, a certification
	tagIK
	tagBS // skill: something done ("manage budgets")
	tagIS
	nTags
)

// tagWeights are one feature's weights, one per tag.
type tagWeights [nTags]float32

// tagger holds the weights of hashed features.
type tagger struct {
	w featureTable
}

// featureTable finds a feature's weights by its hash: open addressing with
// linear probing over a table at most half full, the hash's low bits the
// first slot (the hashes are FNV, already mixed). Decoding looks up every
// feature of every word of a posting, most of them unknown.
type featureTable struct {
	keys  []uint64 // 0 is an empty slot
	idx   []uint32 // index into ws of keys' weights
	ws    []tagWeights
	mask  uint64
	zero  bool // the feature hashed 0 is known, its weights in zeroW
	zeroW tagWeights
}

func newFeatureTable(n int) featureTable {
	size := 1
	for size < 2*n {
		size <<= 1
	}
	return featureTable{keys: make([]uint64, size), idx: make([]uint32, size), ws: make([]tagWeights, 0, n), mask: uint64(size - 1)}
}

// set gives feature h the weights w, replacing any it had.
func (t *featureTable) set(h uint64, w tagWeights) {
	if h == 0 {
		t.zero, t.zeroW = true, w
		return
	}
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		switch t.keys[i] {
		case h:
			t.ws[t.idx[i]] = w
			return
		case 0:
			t.keys[i], t.idx[i] = h, uint32(len(t.ws))
			t.ws = append(t.ws, w)
			return
		}
	}
}

// get returns the weights of feature h, and whether it is known.
func (t *featureTable) get(h uint64) (*tagWeights, bool) {
	if h == 0 {
		return &t.zeroW, t.zero
	}
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		switch t.keys[i] {
		case h:
			return &t.ws[t.idx[i]], true
		case 0:
			return nil, false
		}
	}
}

// taggerMagic opens data/tagger.bin.gz: the format's name and version.
const taggerMagic = "ats-tagger-1"

// readTagger decodes data/tagger.bin.gz: the magic, a feature count, then
// per feature its hash and nTags weights scaled to int16.
func readTagger(raw []byte) (*tagger, error) {
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("ats: tagger: %w", err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("ats: tagger: %w", err)
	}
	if !bytes.HasPrefix(b, []byte(taggerMagic)) {
		return nil, errors.New("ats: tagger: not an " + taggerMagic + " file")
	}
	b = b[len(taggerMagic):]
	if len(b) < 12 {
		return nil, errors.New("ats: tagger: truncated")
	}
	scale := float32(binary.LittleEndian.Uint32(b)) // weights are stored × scale
	n := int(binary.LittleEndian.Uint64(b[4:]))
	b = b[12:]
	const rec = 8 + 2*int(nTags)
	if len(b) != n*rec {
		return nil, fmt.Errorf("ats: tagger: %d bytes for %d features", len(b), n)
	}
	t := &tagger{w: newFeatureTable(n)}
	for i := 0; i < n; i++ {
		r := b[i*rec:]
		var w tagWeights
		for k := range w {
			w[k] = float32(int16(binary.LittleEndian.Uint16(r[8+2*k:]))) / scale
		}
		t.w.set(binary.LittleEndian.Uint64(r), w)
	}
	return t, nil
}

// encodeTagger writes weights as readTagger reads them, features in the
// order given (the trainer sorts them), gzip without a timestamp.
func encodeTagger(hashes []uint64, ws []tagWeights, scale float32) []byte {
	const rec = 8 + 2*int(nTags)
	b := make([]byte, 0, len(taggerMagic)+12+len(hashes)*rec)
	b = append(b, taggerMagic...)
	b = binary.LittleEndian.AppendUint32(b, uint32(scale))
	b = binary.LittleEndian.AppendUint64(b, uint64(len(hashes)))
	for i, h := range hashes {
		b = binary.LittleEndian.AppendUint64(b, h)
		for _, w := range ws[i] {
			b = binary.LittleEndian.AppendUint16(b, uint16(int16(w*scale)))
		}
	}
	var out bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&out, gzip.BestCompression)
	_, _ = zw.Write(b)
	_ = zw.Close()
	return out.Bytes()
}

// Feature templates: each feature hashes a template number with its values.
const (
	fBias uint8 = iota
	fWord
	fPrev1
	fNext1
	fPrev2
	fNext2
	fBigramL
	fBigramR
	fStem
	fShape
	fShapeL
	fShapeR
	fSuffix
	fPrefix
	fLex
	fLexL
	fLexR
	fSkill
	fClass
	fSection
	fSectionLex
	fPrevTag
	fPrevTagWord
	fPrevTagLex
	fFirst
	fCapMid
	nTemplates
)

// fnv-1a 64
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func hashFeature(tmpl uint8, parts ...string) uint64 {
	h := (uint64(fnvOffset) ^ uint64(tmpl)) * fnvPrime
	for _, p := range parts {
		h = hashMore(h, p)
	}
	return h
}

// hashMore adds one value to a feature's hash; a 0xff byte ends it, so
// ("ab", "c") and ("a", "bc") differ.
func hashMore(h uint64, p string) uint64 {
	for i := 0; i < len(p); i++ {
		h = (h ^ uint64(p[i])) * fnvPrime
	}
	return (h ^ 0xff) * fnvPrime
}

func hash1(tmpl uint8, a string) uint64 {
	return hashMore((uint64(fnvOffset)^uint64(tmpl))*fnvPrime, a)
}

func hash2(tmpl uint8, a, b string) uint64 {
	return hashMore(hashMore((uint64(fnvOffset)^uint64(tmpl))*fnvPrime, a), b)
}

// lineContext is what the features of a line's words read: the words, the
// lexicon's and the skill list's spans over them, the line's section.
type lineContext struct {
	toks    []token
	feats   []uint64 // the features of one word, reused
	lex     []uint8  // 0 none, 1 opens a lexicon term, 2 inside one
	skill   []uint8  // the same for the skill list
	soft    []bool   // the skill list's soft skills
	shapes  []string // each word's shape, read by three features of three words
	key     []byte   // a run of stems, looked up in the lexicon, reused
	section sectionKind
	bullet  bool
	// lean is, for each word decoded, how much more it scored as
	// knowledge (a tool, a subject) than as a skill (something done).
	lean []float32
}

var bioName = [...]string{"O", "B", "I"}

// lexSkillName is bioName of the lexicon's span joined to bioName of the
// skill list's, spelt once rather than joined for every feature.
var lexSkillName = [3][3]string{{"OO", "OB", "OI"}, {"BO", "BB", "BI"}, {"IO", "IB", "II"}}

var tagName = [...]string{"O", "BK", "IK", "BS", "IS", "<s>"}

// context fills the lexicon and skill-list spans of a line whose tokens are
// stemmed.
func (a *Analyzer) context(c *lineContext) {
	n := len(c.toks)
	c.lex = resize(c.lex, n)
	c.skill = resize(c.skill, n)
	if cap(c.soft) < n {
		c.soft = make([]bool, n)
	}
	c.soft = c.soft[:n]
	clear(c.soft)
	c.shapes = c.shapes[:0]
	for _, t := range c.toks {
		c.shapes = append(c.shapes, shape(t.raw))
	}
	key := c.key
	for i := 0; i < n; i++ {
		// longest lexicon term opening at i
		key = key[:0]
		best := 0
		for j := i; j < n && j-i < a.lex.maxWords; j++ {
			if j > i {
				key = append(key, ' ')
			}
			key = append(key, c.toks[j].stem...)
			if _, ok := a.lex.terms[string(key)]; ok {
				best = j - i + 1
			}
			if _, ok := a.lex.opening[string(key)]; !ok {
				break // no longer term opens so
			}
		}
		if best > 0 && c.lex[i] == 0 {
			c.lex[i] = 1
			for j := i + 1; j < i+best; j++ {
				c.lex[j] = 2
			}
		}
	}
	c.key = key
	a.vocab.scan(c.toks, false, func(h skillHit) {
		if c.skill[h.from] != 0 {
			return
		}
		c.skill[h.from] = 1
		soft := a.vocab.skills[h.skill].category == "soft"
		for j := h.from; j < h.to; j++ {
			if j > h.from {
				c.skill[j] = 2
			}
			c.soft[j] = soft
		}
	})
}

func resize(s []uint8, n int) []uint8 {
	if cap(s) < n {
		s = make([]uint8, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// features appends the feature hashes of word i given the previous tag.
// The features of the lexicon's and the skill list's spans, the section,
// the previous tag and the word's class take few values; their hashes are
// read from tables (spanHashes) rather than hashed for every word.
func (a *Analyzer) features(c *lineContext, i int, prev uint8, out []uint64) []uint64 {
	toks := c.toks
	w := func(k int) string {
		switch {
		case k < 0:
			return "<s>"
		case k >= len(toks):
			return "</s>"
		}
		return toks[k].text
	}
	sh := func(k int) string {
		if k < 0 || k >= len(toks) {
			return "_"
		}
		return c.shapes[k]
	}
	lx := func(k int) int {
		if k < 0 || k >= len(toks) {
			return noSpan
		}
		return int(c.lex[k])*3 + int(c.skill[k])
	}
	h := &spanHashes
	t := toks[i]
	sec := c.section
	pt := prev
	l, ll, lr := lx(i), lx(i-1), lx(i+1)
	out = append(out,
		h.bias,
		hash1(fWord, t.text),
		hash1(fPrev1, w(i-1)),
		hash1(fNext1, w(i+1)),
		hash1(fPrev2, w(i-2)),
		hash1(fNext2, w(i+2)),
		hash2(fBigramL, w(i-1), t.text),
		hash2(fBigramR, t.text, w(i+1)),
		hash1(fStem, t.stem),
		hash1(fShape, sh(i)),
		hash2(fShapeL, sh(i-1), sh(i)),
		hash2(fShapeR, sh(i), sh(i+1)),
		hash1(fSuffix, affix(t.text, false)),
		hash1(fPrefix, affix(t.text, true)),
		h.lex[l],
		h.lexL[ll][l],
		h.lexR[l][lr],
		h.class[a.wordClass(t, c.soft[i])],
		h.section[sec],
		h.sectionLex[sec][l],
		h.prevTag[pt],
		hash2(fPrevTagWord, tagName[pt], t.text),
		h.prevTagLex[pt][l],
	)
	if i == 0 {
		out = append(out, hash2(fFirst, sh(i), boolName(c.bullet)))
	} else if startsUpper(t.raw) && t.before != '.' && t.before != ':' {
		out = append(out, h.capMid[l])
	}
	return out
}

// noSpan is the span index of a position outside the line; 0…8 are
// lexSkillName's, the lexicon's tag times three plus the skill list's.
const noSpan = 9

// spanName names a span index as the features spell it.
func spanName(l int) string {
	if l == noSpan {
		return "_"
	}
	return lexSkillName[l/3][l%3]
}

// spanHashes are the hashes of the features of few values, computed once.
var spanHashes = func() (h struct {
	bias        uint64
	lex, capMid [noSpan + 1]uint64
	lexL, lexR  [noSpan + 1][noSpan + 1]uint64
	class       [nClasses]uint64
	section     [len(sectionName)]uint64
	sectionLex  [len(sectionName)][noSpan + 1]uint64
	prevTag     [len(tagName)]uint64
	prevTagLex  [len(tagName)][noSpan + 1]uint64
}) {
	h.bias = hashFeature(fBias)
	for l := range noSpan + 1 {
		h.lex[l] = hash1(fLex, spanName(l))
		h.capMid[l] = hash1(fCapMid, spanName(l))
		for r := range noSpan + 1 {
			h.lexL[l][r] = hash2(fLexL, spanName(l), spanName(r))
			h.lexR[l][r] = hash2(fLexR, spanName(l), spanName(r))
		}
	}
	for k, name := range className {
		h.class[k] = hash1(fClass, name)
	}
	for s, sec := range sectionName {
		h.section[s] = hash1(fSection, sec)
		for l := range noSpan + 1 {
			h.sectionLex[s][l] = hash2(fSectionLex, sec, spanName(l))
		}
	}
	for p, pt := range tagName {
		h.prevTag[p] = hash1(fPrevTag, pt)
		for l := range noSpan + 1 {
			h.prevTagLex[p][l] = hash2(fPrevTagLex, pt, spanName(l))
		}
	}
	return h
}()

var sectionName = [...]string{kindGeneral: "general", kindRequired: "required", kindPreferred: "preferred",
	kindDuties: "duties", kindCompany: "company", kindBoilerplate: "boilerplate"}

func boolName(b bool) string {
	if b {
		return "y"
	}
	return "n"
}

// Word classes: what the lexicons know of a word (wordClass).
const (
	classSoft uint8 = iota
	classStop
	classProduct
	classVerb
	classCommon
	classNumber
	classOther
	nClasses
)

var className = [nClasses]string{"soft", "stop", "product", "verb", "common", "number", "other"}

// wordClass tells what the lexicons know of a word (className names it).
func (a *Analyzer) wordClass(t token, soft bool) uint8 {
	switch {
	case soft:
		return classSoft
	case text.IsStopWord(t.text):
		return classStop
	case a.lex.isProduct(t.text):
		return classProduct
	case a.lex.isVerb(t.text):
		return classVerb
	case a.lex.isCommon(t.text):
		return classCommon
	case isNumber(t.text):
		return classNumber
	}
	return classOther
}

// shape maps letters to X/x and digits to d, runs collapsed: "PyTorch" → "XxXx".
func shape(raw string) string {
	var b [12]byte
	n := 0
	var last byte
	for _, r := range raw {
		var c byte
		switch {
		case unicode.IsUpper(r):
			c = 'X'
		case unicode.IsLetter(r):
			c = 'x'
		case unicode.IsDigit(r):
			c = 'd'
		default:
			c = '.'
		}
		if c != last && n < len(b) {
			b[n] = c
			n++
			last = c
		}
	}
	if s, ok := shapes[string(b[:n])]; ok {
		return s
	}
	return string(b[:n])
}

// shapes holds every shape of up to six runs, so that a word's shape is
// not a new string.
var shapes = func() map[string]string {
	m := map[string]string{}
	var add func(s string)
	add = func(s string) {
		m[s] = s
		if len(s) == 6 {
			return
		}
		for _, c := range "Xxd." {
			if s == "" || s[len(s)-1] != byte(c) {
				add(s + string(c))
			}
		}
	}
	add("")
	return m
}()

// affix returns a word's first or last three letters.
func affix(w string, prefix bool) string {
	if ascii(w) {
		if len(w) <= 3 {
			return w
		}
		if prefix {
			return w[:3]
		}
		return w[len(w)-3:]
	}
	if utf8.RuneCountInString(w) <= 3 {
		return w
	}
	r := []rune(w)
	if prefix {
		return string(r[:3])
	}
	return string(r[len(r)-3:])
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// decode tags the words of a line greedily, left to right; an inside tag
// never follows a tag of another span.
func (a *Analyzer) decode(t *tagger, c *lineContext, out []uint8, margins []float32) ([]uint8, []float32) {
	out, margins = out[:0], margins[:0]
	c.lean = c.lean[:0]
	prev := nTags // start
	for i := range c.toks {
		c.feats = a.features(c, i, prev, c.feats[:0])
		feats := c.feats
		var score tagWeights
		for _, f := range feats {
			if w, ok := t.w.get(f); ok {
				for k := range score {
					score[k] += w[k]
				}
			}
		}
		best := bestTag(score, prev)
		out = append(out, best)
		m := score[tagBK]
		for _, v := range score[tagIK:] {
			m = max(m, v)
		}
		margins = append(margins, m-score[tagO])
		c.lean = append(c.lean, max(score[tagBK], score[tagIK])-max(score[tagBS], score[tagIS]))
		prev = best
	}
	return out, margins
}

// bestTag is the highest-scoring tag allowed after prev.
func bestTag(score tagWeights, prev uint8) uint8 {
	best := tagO
	for k := uint8(1); k < nTags; k++ {
		if (k == tagIK && prev != tagBK && prev != tagIK) || (k == tagIS && prev != tagBS && prev != tagIS) {
			continue
		}
		if score[k] > score[best] {
			best = k
		}
	}
	return best
}

// tagLine tags a stemmed line of a posting, and gives each word its margin:
// how much more it scored as a skill than as no skill. Both are empty
// without a model.
func (a *Analyzer) tagLine(c *lineContext, toks []token, l *postingLine, out []uint8, margins []float32) ([]uint8, []float32) {
	if a.tagger == nil {
		return out[:0], margins[:0]
	}
	c.toks, c.section, c.bullet = toks, l.kind, l.bulleted
	a.context(c)
	return a.decode(a.tagger, c, out, margins)
}
