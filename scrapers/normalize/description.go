package normalize

import (
	"html"
	"regexp"
	"strings"

	"github.com/microcosm-cc/bluemonday"
)

// ugc sanitises posting bodies for storage and display. bluemonday policies are safe
// for concurrent use once built.
var ugc = bluemonday.UGCPolicy()

// Description returns the sanitised HTML and the plain text of a posting body.
// Greenhouse (and boards reposting it, like Arbeitnow) send the HTML entity-escaped,
// so one level of escaping is undone first.
func Description(body string) (safeHTML, text string) {
	body = UnescapeBody(body)
	safeHTML = strings.TrimSpace(ugc.Sanitize(body))
	return safeHTML, PlainText(safeHTML)
}

// UnescapeBody undoes the entity escaping of an HTML body sent as text
// ("&lt;p&gt;…"), leaving real HTML untouched. Arbeitnow reposts Greenhouse bodies
// escaped and appends its own real tags, so the escaped tags only need to outnumber
// the real ones.
func UnescapeBody(body string) string {
	if len(escapedTagRe.FindAllStringIndex(body, 50)) > len(realTagRe.FindAllStringIndex(body, 50)) {
		return html.UnescapeString(body)
	}
	return body
}

// escapedTagRe and realTagRe count the tags written escaped and as markup.
var (
	escapedTagRe = regexp.MustCompile(`&lt;/?[a-zA-Z]`)
	realTagRe    = regexp.MustCompile(`</?[a-zA-Z]`)
)

// HTMLFromText renders a plain-text body as paragraphs, for boards that only send
// plain text. Blank lines (Lever's hold a lone non-breaking space) separate
// paragraphs; single newlines become <br>.
func HTMLFromText(text string) string {
	var b strings.Builder
	open := false
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" && open:
			b.WriteString("</p>")
			open = false
		case line == "":
		case open:
			b.WriteString("<br>")
		default:
			b.WriteString("<p>")
			open = true
		}
		b.WriteString(html.EscapeString(line))
	}
	if open {
		b.WriteString("</p>")
	}
	return b.String()
}
