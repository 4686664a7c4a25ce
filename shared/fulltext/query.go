package fulltext

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Query is a search's words as tsquery text, read the way the documents are.
type Query struct {
	// Text matches a document with every word and "quoted phrase" of the query,
	// either of two joined by OR, and none of those after a "-". A query whose
	// German reading differs (stems, stop words) matches either reading.
	Text string
	// AnyWord matches a document with any one of the query's words: an upper
	// bound of Text's matches.
	AnyWord string
	// Words are the distinct English lexemes of the query read as a document
	// (excluded words too), for the share of them a title holds.
	Words []string
}

// ParseQuery reads s in web-search syntax: words, "quoted phrases", OR, and
// -excluded words. Text is "" when s has no word that is indexed in English.
func ParseQuery(s string) Query {
	items := queryItems(s)
	q := Query{Words: []string{}}
	var texts []string
	seen := map[string]bool{}
	for _, lang := range []Lang{English, German} {
		t := combine(items, lang, func(w string) {
			if !seen[w] {
				seen[w] = true
				q.AnyWord = joinOr(q.AnyWord, quote(w))
			}
		})
		if t == "" && lang == English {
			// Only English stop words: the German reading would match postings
			// that merely contain "the".
			break
		}
		if t != "" && !slices.Contains(texts, t) {
			texts = append(texts, t)
		}
	}
	switch len(texts) {
	case 1:
		q.Text = texts[0]
	case 2:
		q.Text = paren(texts[0]) + " | " + paren(texts[1])
	}
	if q.AnyWord == "" {
		q.AnyWord = q.Text
	}
	var d Document
	d.Add(s, English, D)
	for _, l := range d.Lexemes() {
		q.Words = append(q.Words, l.Word)
	}
	return q
}

// Plain is s as a query of every word it has, without syntax (Postgres's
// plainto_tsquery), in English.
func Plain(s string) string {
	var terms []string
	scanChunks(s, func(c *chunk) {
		if n := chunkNode(c, English, nil); n != "" {
			terms = append(terms, n)
		}
	})
	if len(terms) == 0 {
		return ""
	}
	return and(terms)
}

// item is a word or a quoted phrase of a query.
type item struct {
	text   string
	phrase bool
	negate bool
	or     bool // the word OR
}

// queryItems splits s into words, "quoted phrases" and ORs.
func queryItems(s string) []item {
	var items []item
	for i := 0; i < len(s); {
		r, size := decode(s, i)
		switch {
		case unicode.IsSpace(r):
			i += size
		case r == '"' || r == '-' && i+1 < len(s) && s[i+1] == '"':
			neg := r == '-'
			if neg {
				i++
			}
			end := strings.IndexByte(s[i+1:], '"')
			if end < 0 {
				end = len(s) - i - 1
			}
			items = append(items, item{text: s[i+1 : i+1+end], phrase: true, negate: neg})
			i += end + 2
		default:
			end := strings.IndexFunc(s[i:], func(r rune) bool { return unicode.IsSpace(r) || r == '"' })
			if end < 0 {
				end = len(s) - i
			}
			w := s[i : i+end]
			i += end
			if strings.EqualFold(w, "or") {
				items = append(items, item{or: true})
				continue
			}
			neg := strings.HasPrefix(w, "-")
			items = append(items, item{text: strings.TrimLeft(w, "-"), negate: neg})
		}
	}
	return items
}

// combine is the tsquery of items in lang (see Query.Text), calling word with
// each lexeme of a word not excluded.
func combine(items []item, lang Lang, word func(string)) string {
	var clauses [][]string
	or := false
	for _, it := range items {
		if it.or {
			or = len(clauses) > 0
			continue
		}
		report := word
		if it.negate {
			report = nil
		}
		n := itemNode(it, lang, report)
		if n == "" {
			continue
		}
		if it.negate {
			n = "!" + paren(n)
		}
		if or {
			last := len(clauses) - 1
			clauses[last] = append(clauses[last], n)
		} else {
			clauses = append(clauses, []string{n})
		}
		or = false
	}
	terms := make([]string, len(clauses))
	for i, alts := range clauses {
		if len(alts) == 1 {
			terms[i] = alts[0]
			continue
		}
		for j := range alts {
			alts[j] = paren(alts[j])
		}
		terms[i] = strings.Join(alts, " | ")
	}
	return and(terms)
}

// and joins terms with &, each in parentheses when there are several.
func and(terms []string) string {
	if len(terms) == 1 {
		return terms[0]
	}
	for i := range terms {
		terms[i] = paren(terms[i])
	}
	return strings.Join(terms, " & ")
}

// itemNode is the tsquery of one item, "" when it has no indexed word.
func itemNode(it item, lang Lang, word func(string)) string {
	if it.phrase {
		var parts []string
		scanChunks(it.text, func(c *chunk) { parts = append(parts, partsOf(c)...) })
		return phrase(parts, lang, word)
	}
	var terms []string
	scanChunks(it.text, func(c *chunk) {
		if n := chunkNode(c, lang, word); n != "" {
			terms = append(terms, n)
		}
	})
	return and(terms)
}

// chunkNode is the tsquery of one chunk: its word, or its parts written as one
// or in a row.
func chunkNode(c *chunk, lang Lang, word func(string)) string {
	p := phrase(partsOf(c), lang, word)
	if c.joined() == nil {
		return p
	}
	j := lexeme(c.joined(), lang)
	if j == "" {
		return p
	}
	if word != nil {
		word(j)
	}
	if p == "" {
		return quote(j)
	}
	return quote(j) + " | " + p
}

// phrase is the words in a row, stop words keeping their place.
func phrase(words []string, lang Lang, word func(string)) string {
	var b strings.Builder
	gap := 0
	for _, w := range words {
		gap++
		l := lexeme([]byte(w), lang)
		if l == "" {
			continue
		}
		if word != nil {
			word(l)
		}
		if b.Len() > 0 {
			if gap == 1 {
				b.WriteString(" <-> ")
			} else {
				b.WriteString(" <" + strconv.Itoa(gap) + "> ")
			}
		}
		b.WriteString(quote(l))
		gap = 0
	}
	return b.String()
}

// partsOf is the parts of c as strings, which outlive it.
func partsOf(c *chunk) []string {
	out := make([]string, c.len())
	for i := range out {
		out[i] = string(c.part(i))
	}
	return out
}

// quote is w as a quoted tsquery or tsvector lexeme.
func quote(w string) string {
	if !strings.ContainsAny(w, `'\`) {
		return "'" + w + "'"
	}
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `''`).Replace(w) + "'"
}

// paren wraps an expression with an operator in parentheses.
func paren(s string) string {
	if strings.Contains(s, " ") {
		return "(" + s + ")"
	}
	return s
}

func joinOr(a, b string) string {
	if a == "" {
		return b
	}
	return a + " | " + b
}
