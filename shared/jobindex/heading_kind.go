package jobindex

import (
	"strings"
	"sync"
)

// headingKind is what a heading opens: a section about the job, a company
// introduction, employer boilerplate, or none of these.
type headingKind uint8

const (
	headingOther headingKind = iota
	headingFocus
	headingIntro
	headingBoiler
)

// headingKinds caches kindOf by heading. Postings of every board repeat the
// same few hundred headings ("Benefits", "Responsibilities", "About us"), and
// matching them against the three case-insensitive expressions was half of the
// loader's boilerplate split in a bulk load. The cache stops growing at
// maxCachedHeadings, so an unusual corpus costs no more than no cache.
var headingKinds = struct {
	sync.RWMutex
	m map[string]headingKind
}{m: make(map[string]headingKind)}

const maxCachedHeadings = 4096

// kindOf classifies a heading (heading's result) by the expressions, in the
// order splitLines gives them precedence.
func kindOf(h string) headingKind {
	headingKinds.RLock()
	k, ok := headingKinds.m[h]
	headingKinds.RUnlock()
	if ok {
		return k
	}
	switch {
	case focusHeadingRe.MatchString(h):
		k = headingFocus
	case introHeadingRe.MatchString(h):
		k = headingIntro
	case boilerHeadingRe.MatchString(h):
		k = headingBoiler
	}
	headingKinds.Lock()
	if len(headingKinds.m) < maxCachedHeadings {
		// A clone: h is a slice of the description, which the key would keep.
		headingKinds.m[strings.Clone(h)] = k
	}
	headingKinds.Unlock()
	return k
}
