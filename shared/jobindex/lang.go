package jobindex

import (
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/model"
)

// FacetGerman marks a posting written in German: search stems it in German as
// well as English (migration 00016).
const FacetGerman = "lang:de"

// germanWords and englishWords are the commonest function words of each
// language: a posting's text uses one set far more than the other.
var (
	germanWords = set("und", "der", "die", "das", "wir", "mit", "für", "ist", "nicht", "sie", "ein", "eine", "zu",
		"von", "auf", "dich", "du", "bei", "im", "den", "dem", "des", "unser", "unsere", "oder", "auch", "als", "sich")
	englishWords = set("and", "the", "we", "with", "for", "is", "not", "you", "a", "an", "to", "of", "on", "our",
		"your", "in", "at", "or", "as", "are", "will", "be", "this", "that")
)

// functionWords holds both sets, for one lookup a word.
var functionWords = func() map[string]lang {
	m := make(map[string]lang, len(germanWords)+len(englishWords))
	for w := range englishWords {
		m[w] = langEnglish
	}
	for w := range germanWords {
		m[w] = langGerman
	}
	return m
}()

type lang uint8

const (
	langNone lang = iota
	langEnglish
	langGerman
)

func set(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// IsGerman reports whether a posting is written in German: its title and the
// start of its description use more German function words than English ones.
func IsGerman(j *model.Job) bool {
	de, en := 0, 0
	count := func(text string) {
		eachShortWord(text, func(w []byte) {
			switch functionWords[string(w)] {
			case langGerman:
				de++
			case langEnglish:
				en++
			}
		})
	}
	count(j.Title)
	count(j.DescriptionText[:min(len(j.DescriptionText), 3000)])
	return de >= 3 && de > en
}

// maxFunctionWord is the longest function word of either set, in bytes.
const maxFunctionWord = 6

// eachShortWord calls f with each run of letters of text no longer than
// maxFunctionWord bytes, lower-cased: the only words IsGerman can count. It reads
// every posting the index writes, so it neither lower-cases the whole text nor
// allocates; f must not keep w.
func eachShortWord(text string, f func(w []byte)) {
	var buf [maxFunctionWord + utf8.UTFMax]byte
	n, long := 0, false
	flush := func() {
		if n > 0 && !long {
			f(buf[:n])
		}
		n, long = 0, false
	}
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case 'a' <= c && c <= 'z':
			case 'A' <= c && c <= 'Z':
				c += 'a' - 'A'
			default:
				flush()
				continue
			}
			if n < maxFunctionWord {
				buf[n] = c
				n++
			} else {
				long = true
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		i += size
		if !unicode.IsLetter(r) {
			flush()
			continue
		}
		r = unicode.ToLower(r)
		if n+utf8.RuneLen(r) <= maxFunctionWord {
			n += utf8.EncodeRune(buf[n:], r)
		} else {
			long = true
		}
	}
	flush()
}
