package jobindex

import (
	"strings"
	"sync"

	"github.com/careerkit/careerkit/shared/fulltext"
	"github.com/careerkit/careerkit/shared/model"
)

// documents are reused between postings: a document's word index is most of
// what building one allocates.
var documents = sync.Pool{New: func() any { return new([2]fulltext.Document) }}

// Documents returns what search matches of j (package fulltext) and the
// boilerplate spans of its description (BoilerSpans), from one reading of its
// lines: the search document, weighted title A, company and department B, the
// focus of the description C (its first FocusChars bytes) and its boilerplate
// D (the first BoilerplateChars), and the title's own document, which ranks
// title matches first. A German posting is read in German too (its title and
// focus), so "Praktikanten" finds "Praktikant".
func Documents(j *model.Job, german bool) (search, title []fulltext.Lexeme, spans []int32) {
	docs := documents.Get().(*[2]fulltext.Document)
	defer documents.Put(docs)
	s, t := &docs[0], &docs[1]
	s.AddTitle(j.Title, fulltext.English, fulltext.A)
	s.Add(j.Company+" "+j.Department, fulltext.English, fulltext.B)
	var boiler, focus strings.Builder
	focusLeft := FocusChars
	spans = splitLines(j.DescriptionText, func(line string, boilerplate bool) {
		switch {
		case boilerplate:
			if boiler.Len() < BoilerplateChars {
				boiler.WriteString(clip(line, BoilerplateChars-boiler.Len()))
				boiler.WriteByte('\n')
			}
		case focusLeft > 0:
			line = clip(line, focusLeft)
			focusLeft -= len(line) + 1
			s.Add(line, fulltext.English, fulltext.C)
			if german {
				focus.WriteString(line)
				focus.WriteByte('\n')
			}
		}
	})
	s.Add(boiler.String(), fulltext.English, fulltext.D)
	t.AddTitle(j.Title, fulltext.English, fulltext.D)
	if german {
		s.AddTitle(j.Title, fulltext.German, fulltext.A)
		s.Add(focus.String(), fulltext.German, fulltext.C)
		t.AddTitle(j.Title, fulltext.German, fulltext.D)
	}
	return s.Lexemes(), t.Lexemes(), spans
}
