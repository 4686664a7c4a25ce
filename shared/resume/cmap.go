package resume

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// runeSet is the set of code points a font maps to a real glyph.
type runeSet map[rune]struct{}

// has reports whether r is in the set.
func (s runeSet) has(r rune) bool {
	_, ok := s[r]
	return ok
}

// errCmap reports a font file whose character map cannot be read.
var errCmap = errors.New("unreadable cmap")

// fontCoverage reads the Unicode character map of a TrueType font. Only the
// subtables Chromium itself prefers are read: (3,10) format 12 for the full
// Unicode range, else (3,1) or (0,x) format 4 for the BMP. A code point mapped to
// glyph 0 (.notdef) is not covered: Chromium would print an empty box for it.
func fontCoverage(ttf []byte) (runeSet, error) {
	cmap, err := sfntTable(ttf, "cmap")
	if err != nil {
		return nil, err
	}
	if len(cmap) < 4 {
		return nil, errCmap
	}
	n := int(binary.BigEndian.Uint16(cmap[2:]))
	best, bestRank := -1, 0
	for i := 0; i < n; i++ {
		rec := 4 + 8*i
		if rec+8 > len(cmap) {
			return nil, errCmap
		}
		platform := binary.BigEndian.Uint16(cmap[rec:])
		encoding := binary.BigEndian.Uint16(cmap[rec+2:])
		off := int(binary.BigEndian.Uint32(cmap[rec+4:]))
		rank := 0
		switch {
		case platform == 3 && encoding == 10:
			rank = 3
		case platform == 3 && encoding == 1:
			rank = 2
		case platform == 0:
			rank = 1
		}
		if rank > bestRank && off+2 <= len(cmap) {
			best, bestRank = off, rank
		}
	}
	if best < 0 {
		return nil, fmt.Errorf("%w: no Unicode subtable", errCmap)
	}
	sub := cmap[best:]
	switch binary.BigEndian.Uint16(sub) {
	case 4:
		return cmapFormat4(sub)
	case 12:
		return cmapFormat12(sub)
	default:
		return nil, fmt.Errorf("%w: subtable format %d", errCmap, binary.BigEndian.Uint16(sub))
	}
}

// sfntTable returns the bytes of one table of an sfnt (TrueType) file.
func sfntTable(ttf []byte, tag string) ([]byte, error) {
	if len(ttf) < 12 {
		return nil, errCmap
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	for i := 0; i < n; i++ {
		rec := 12 + 16*i
		if rec+16 > len(ttf) {
			break
		}
		if string(ttf[rec:rec+4]) != tag {
			continue
		}
		off := int(binary.BigEndian.Uint32(ttf[rec+8:]))
		size := int(binary.BigEndian.Uint32(ttf[rec+12:]))
		if off < 0 || size < 0 || off+size > len(ttf) {
			return nil, fmt.Errorf("%w: table %s out of bounds", errCmap, tag)
		}
		return ttf[off : off+size], nil
	}
	return nil, fmt.Errorf("%w: no %s table", errCmap, tag)
}

// cmapFormat4 reads a segment-mapping subtable (BMP only).
func cmapFormat4(sub []byte) (runeSet, error) {
	if len(sub) < 14 {
		return nil, errCmap
	}
	segs := int(binary.BigEndian.Uint16(sub[6:])) / 2
	ends, starts := 14, 16+2*segs
	deltas, ranges := starts+2*segs, starts+4*segs
	if ranges+2*segs > len(sub) {
		return nil, errCmap
	}
	set := runeSet{}
	u16 := func(off int) int { return int(binary.BigEndian.Uint16(sub[off:])) }
	for s := 0; s < segs; s++ {
		end, start := u16(ends+2*s), u16(starts+2*s)
		delta, rangeOff := u16(deltas+2*s), u16(ranges+2*s)
		for c := start; c <= end && c != 0xFFFF; c++ {
			glyph := 0
			if rangeOff == 0 {
				glyph = (c + delta) & 0xFFFF
			} else {
				at := ranges + 2*s + rangeOff + 2*(c-start)
				if at+2 > len(sub) {
					return nil, errCmap
				}
				if g := u16(at); g != 0 {
					glyph = (g + delta) & 0xFFFF
				}
			}
			if glyph != 0 {
				set[rune(c)] = struct{}{}
			}
		}
	}
	return set, nil
}

// cmapFormat12 reads a segmented-coverage subtable (full Unicode).
func cmapFormat12(sub []byte) (runeSet, error) {
	if len(sub) < 16 {
		return nil, errCmap
	}
	groups := int(binary.BigEndian.Uint32(sub[12:]))
	if 16+12*groups > len(sub) {
		return nil, errCmap
	}
	set := runeSet{}
	for g := 0; g < groups; g++ {
		at := 16 + 12*g
		start := binary.BigEndian.Uint32(sub[at:])
		end := binary.BigEndian.Uint32(sub[at+4:])
		glyph := binary.BigEndian.Uint32(sub[at+8:])
		if end > 0x10FFFF || end < start {
			return nil, errCmap
		}
		for c := start; c <= end; c++ {
			if glyph+(c-start) != 0 {
				set[rune(c)] = struct{}{}
			}
		}
	}
	return set, nil
}
