package text

import "strings"

// cp1252 maps the C1 control characters U+0080–U+009F to the characters
// Windows-1252 puts at those bytes. Text typed in Windows and decoded as
// Latin-1 on its way to us carries its curly quotes, dashes and bullets as
// these controls (U+0092 for ’). The five bytes cp1252 leaves undefined map to
// a space.
var cp1252 = [32]rune{
	'€', ' ', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', ' ', 'Ž', ' ',
	' ', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', ' ', 'ž', 'Ÿ',
}

// RepairC1 returns s with every C1 control character replaced by the
// Windows-1252 character it stood for ("Don\u0092t" → "Don’t"). Text without
// one is returned as is, without copying.
func RepairC1(s string) string {
	if strings.IndexFunc(s, isC1) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if isC1(r) {
			return cp1252[r-0x80]
		}
		return r
	}, s)
}

func isC1(r rune) bool { return r >= 0x80 && r <= 0x9f }
