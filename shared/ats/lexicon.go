package ats

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// lexicon is the labour-market vocabulary built by ./gen from O*NET 29.3 and
// ESCO v1.1.1 (data/lexicon.json.gz): names of things postings ask for, words
// that are product names when capitalised, and the verbs duty lines open with.
type lexicon struct {
	version  string
	terms    map[string]struct{} // stems joined by spaces
	maxWords int
	// opening holds the first words of the longer terms ("heat", "heat
	// pump" of "heat pump repair"): reading the longest term at a word
	// stops at the first run that opens none.
	opening  map[string]struct{}
	products map[string]struct{}
	verbs    map[string]struct{}
	common   map[string]struct{}
	generic  map[string]int
	// opens counts the multi-word terms each word opens: a verb that opens
	// many ("discharge planning", "open source") is a noun's modifier too.
	opens map[string]int
	// alike holds ESCO's names of one concept, by group; alikeBy the groups
	// of each name's stems (see alike.go).
	alike   [][]string
	alikeBy map[string][]int
}

// minOpens is how many terms a word must open to read as a modifier.
const minOpens = 8

func (lx *lexicon) opensTerms(w string) bool { return lx.opens[w] >= minOpens }

// LexiconFile is the shape of data/lexicon.json.gz, which ./gen writes.
type LexiconFile struct {
	Version  string   `json:"version"`
	Terms    []string `json:"terms"`
	Products []string `json:"products"`
	Verbs    []string `json:"verbs"`
	Common   []string `json:"common"`
	// Generic: how many O*NET occupations' task statements use a word (for
	// words five or more use): how little the word alone says of a trade.
	Generic map[string]int `json:"generic,omitempty"`
	// Alike: the names of each ESCO concept named more than one way (its
	// labels and their objects), one group each (see alike.go).
	Alike [][]string `json:"alike,omitempty"`
}

func loadLexicon(st *stemmer) (*lexicon, error) {
	raw, err := dataFS.ReadFile("data/lexicon.json.gz")
	if err != nil {
		return nil, fmt.Errorf("ats: read lexicon: %w", err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("ats: lexicon: %w", err)
	}
	var f LexiconFile
	if err := json.NewDecoder(zr).Decode(&f); err != nil {
		return nil, fmt.Errorf("ats: parse lexicon: %w", err)
	}
	lx := &lexicon{version: f.Version, terms: make(map[string]struct{}, len(f.Terms)),
		products: set(f.Products), verbs: set(f.Verbs), common: set(f.Common), generic: f.Generic, opens: map[string]int{}}
	var sb strings.Builder
	for _, t := range f.Terms {
		toks := text.Tokens(t)
		if len(toks) == 0 {
			continue
		}
		sb.Reset()
		for i, w := range toks {
			if i > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(st.stem(w))
		}
		key := sb.String()
		if _, dup := lx.terms[key]; !dup && len(toks) > 1 {
			lx.opens[toks[0]]++
		}
		lx.terms[key] = struct{}{}
		lx.maxWords = max(lx.maxWords, len(toks))
	}
	lx.alike, lx.alikeBy = f.Alike, alikeIndex(st, f.Alike)
	lx.opening = map[string]struct{}{}
	for key := range lx.terms {
		for i := 0; i < len(key); i++ {
			if key[i] == ' ' {
				lx.opening[key[:i]] = struct{}{}
			}
		}
	}
	return lx, nil
}

func set(ss []string) map[string]struct{} {
	m := make(map[string]struct{}, len(ss))
	for _, s := range ss {
		m[s] = struct{}{}
	}
	return m
}

func (lx *lexicon) isTerm(key string) bool  { return has(lx.terms, key) }
func (lx *lexicon) isVerb(w string) bool    { return has(lx.verbs, w) }
func (lx *lexicon) isProduct(w string) bool { return has(lx.products, w) }
func (lx *lexicon) isCommon(w string) bool  { return has(lx.common, w) }

func has(m map[string]struct{}, k string) bool {
	_, ok := m[k]
	return ok
}
