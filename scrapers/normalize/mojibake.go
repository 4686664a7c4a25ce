package normalize

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// mojibakeRe spots UTF-8 that was decoded as Latin-1 and encoded again ("weâ\u0080\u0099re"
// for "we’re", seen in RemoteOK bodies): a lead byte followed by a continuation byte,
// each turned into its own character.
var mojibakeRe = regexp.MustCompile(`[\x{00C2}-\x{00F4}][\x{0080}-\x{00BF}]`)

// FixMojibake repairs double-encoded UTF-8. Each run of U+0080–U+00FF characters is
// read back as bytes and kept that way only when the bytes are valid UTF-8, so real
// Latin-1 letters ("Möglichkeit", "café") stay as they are.
func FixMojibake(s string) string {
	if !mojibakeRe.MatchString(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	run := make([]byte, 0, 8)
	flush := func() {
		if len(run) == 0 {
			return
		}
		if utf8.Valid(run) && utf8.RuneCount(run) < len(run) {
			b.Write(run)
		} else {
			for _, c := range run {
				b.WriteRune(rune(c))
			}
		}
		run = run[:0]
	}
	for _, r := range s {
		if r >= 0x80 && r <= 0xFF {
			run = append(run, byte(r))
			continue
		}
		flush()
		b.WriteRune(r)
	}
	flush()
	return b.String()
}
