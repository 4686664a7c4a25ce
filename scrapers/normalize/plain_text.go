package normalize

import (
	"strings"

	xhtml "golang.org/x/net/html"
)

// paragraphTags end a paragraph: the text after them starts after a blank line.
var paragraphTags = map[string]bool{
	"p": true, "div": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true,
	"h6": true, "ul": true, "ol": true, "dl": true, "table": true, "section": true,
	"article": true, "blockquote": true, "pre": true, "header": true, "footer": true,
	"hr": true, "aside": true, "figure": true,
}

// lineTags end a line.
var lineTags = map[string]bool{"br": true, "li": true, "tr": true, "dt": true, "dd": true}

// hiddenTags hold no readable text.
var hiddenTags = map[string]bool{
	"script": true, "style": true, "noscript": true, "template": true, "svg": true,
	"head": true, "iframe": true, "object": true,
}

// PlainText extracts the readable text of an HTML fragment: paragraphs separated by
// a blank line, list items on their own lines prefixed "- ", runs of spaces (and
// non-breaking spaces) collapsed, script and style dropped.
func PlainText(fragment string) string {
	w := textWriter{}
	z := xhtml.NewTokenizer(strings.NewReader(fragment))
	hidden := 0
	for {
		tt := z.Next()
		switch tt {
		case xhtml.ErrorToken:
			return strings.TrimSpace(w.b.String())
		case xhtml.TextToken:
			if hidden == 0 {
				w.text(string(z.Text()))
			}
		case xhtml.StartTagToken, xhtml.SelfClosingTagToken:
			name, _ := z.TagName()
			tag := string(name)
			if hiddenTags[tag] && tt == xhtml.StartTagToken {
				hidden++
			}
			w.open(tag)
		case xhtml.EndTagToken:
			name, _ := z.TagName()
			tag := string(name)
			if hiddenTags[tag] && hidden > 0 {
				hidden--
			}
			w.close(tag)
		}
	}
}

// textWriter accumulates text, deferring separators until the next word so that
// nested and empty blocks never pile up blank lines.
type textWriter struct {
	b      strings.Builder
	brk    int  // pending break: 0 none, 1 newline, 2 blank line
	space  bool // pending space inside a line
	bullet bool // pending "- " for a list item
}

func (w *textWriter) open(tag string) {
	switch {
	case tag == "li":
		w.lineBreak(1)
		w.bullet = true
	case paragraphTags[tag]:
		w.lineBreak(2)
	case lineTags[tag]:
		w.lineBreak(1)
	case tag == "td" || tag == "th":
		w.space = true
	}
}

func (w *textWriter) close(tag string) {
	switch {
	case paragraphTags[tag]:
		w.lineBreak(2)
	case lineTags[tag]:
		w.lineBreak(1)
	case tag == "td" || tag == "th":
		w.space = true
	}
}

func (w *textWriter) lineBreak(n int) { w.brk = max(w.brk, n) }

func (w *textWriter) text(s string) {
	words := strings.Fields(strings.ReplaceAll(s, "\u00a0", " "))
	if len(words) == 0 {
		if s != "" {
			w.space = true
		}
		return
	}
	lead := s[0] == ' ' || s[0] == '\n' || s[0] == '\t' || strings.HasPrefix(s, "\u00a0")
	switch {
	case w.b.Len() == 0:
	case w.brk > 0:
		w.b.WriteString(strings.Repeat("\n", w.brk))
	case w.space || lead:
		w.b.WriteByte(' ')
	}
	if w.bullet {
		w.b.WriteString("- ")
	}
	w.brk, w.bullet = 0, false
	w.b.WriteString(strings.Join(words, " "))
	last := s[len(s)-1]
	w.space = last == ' ' || last == '\n' || last == '\t' || strings.HasSuffix(s, "\u00a0")
}
