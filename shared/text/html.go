package text

import (
	"html"
	"strings"
	"unicode"
	"unicode/utf8"

	xhtml "golang.org/x/net/html"
)

// Tag classes: block elements end a line in the extracted text, so list items
// and paragraphs of a scraped posting stay separate lines (section detection
// depends on it); skip elements hold no readable text.
const (
	tagBlock = 1 << iota
	tagSkip
)

var tagClass = func() map[string]uint8 {
	m := map[string]uint8{}
	for _, t := range []string{"address", "article", "aside", "blockquote", "br", "dd", "div", "dl",
		"dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5",
		"h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table", "tbody",
		"td", "th", "thead", "tr", "ul"} {
		m[t] = tagBlock
	}
	for _, t := range []string{"script", "style", "noscript", "template", "svg", "head", "iframe", "object"} {
		m[t] |= tagSkip
	}
	return m
}()

// FromHTML returns the readable text of an HTML fragment: tags removed, entities
// decoded, script and style content dropped, block elements on their own lines,
// runs of spaces collapsed. Input without markup is returned with only its
// entities decoded. Board APIs (Greenhouse, Arbeitnow) send entity-escaped HTML,
// sometimes with a few real tags appended, so one level of escaping is undone
// first when escaped tags outnumber real ones.
func FromHTML(s string) string {
	if n := strings.Count(s, "&lt;"); n > 0 && n >= strings.Count(s, "<") {
		s = html.UnescapeString(s)
	}
	if !looksLikeHTML(s) {
		if strings.Contains(s, "&") {
			s = html.UnescapeString(s)
		}
		return s
	}
	var b strings.Builder
	b.Grow(len(s) / 2)
	z := xhtml.NewTokenizer(strings.NewReader(s))
	skip := 0
	var name [16]byte
	for {
		tt := z.Next()
		switch tt {
		case xhtml.ErrorToken:
			return tidyLines(b.String())
		case xhtml.TextToken:
			if skip == 0 {
				b.Write(z.Text())
			}
		case xhtml.StartTagToken, xhtml.SelfClosingTagToken, xhtml.EndTagToken:
			// Reading the name from Raw avoids TagName's copying, the main cost here.
			class := tagClass[string(rawTagName(z.Raw(), &name))]
			switch {
			case class&tagSkip != 0 && tt == xhtml.StartTagToken:
				skip++
			case class&tagSkip != 0 && tt == xhtml.EndTagToken && skip > 0:
				skip--
			}
			if class&tagBlock != 0 {
				b.WriteByte('\n')
			}
		}
	}
}

// rawTagName returns the lowercased name of the tag in raw ("<P class=x>",
// "</li>"), in buf; longer names are cut, which no known tag is.
func rawTagName(raw []byte, buf *[16]byte) []byte {
	i := 1
	if i < len(raw) && raw[i] == '/' {
		i++
	}
	n := 0
	for ; i < len(raw) && n < len(buf); i++ {
		c := raw[i]
		if c == '>' || c == '/' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' {
			break
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[n] = c
		n++
	}
	return buf[:n]
}

// looksLikeHTML reports whether s has a tag: '<' followed by a letter, '/' or '!'.
func looksLikeHTML(s string) bool {
	for i := strings.IndexByte(s, '<'); i >= 0 && i+1 < len(s); {
		c := s[i+1]
		if c == '/' || c == '!' || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') {
			return true
		}
		j := strings.IndexByte(s[i+1:], '<')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

// tidyLines collapses whitespace inside lines and drops empty lines, in one pass.
func tidyLines(s string) string {
	b := make([]byte, 0, len(s))
	space, newline := false, false
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch c {
			case '\n', '\r', '\f', '\v':
				newline = true
			case ' ', '\t':
				space = true
			default:
				b = appendSeparator(b, space, newline)
				space, newline = false, false
				b = append(b, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			space = true
		} else {
			b = appendSeparator(b, space, newline)
			space, newline = false, false
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return string(b)
}

func appendSeparator(b []byte, space, newline bool) []byte {
	switch {
	case len(b) == 0:
	case newline:
		b = append(b, '\n')
	case space:
		b = append(b, ' ')
	}
	return b
}
