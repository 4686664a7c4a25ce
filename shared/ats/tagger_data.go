package ats

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/careerkit/careerkit/shared/text"
)

// TaggerOptions are the training settings of data/tagger.bin.gz, fixed so a
// rebuild is byte-identical.
var TaggerOptions = TrainOptions{Epochs: 12, MinWeight: 0.5}

// devRepeats: the development set is small beside SkillSpan and labels only
// what matters most; it is read this many times so its lessons hold.
const devRepeats = 20

// TrainingSet is what data/tagger.bin.gz learns from, in order: SkillSpan's
// train split, then the development set's postings devRepeats times.
func TrainingSet(skillSpanTrain io.Reader, devDir string) ([]TrainDoc, error) {
	docs, err := SkillSpanDocs(skillSpanTrain)
	if err != nil {
		return nil, err
	}
	dev, err := DevSetDocs(devDir)
	if err != nil {
		return nil, err
	}
	for range devRepeats {
		docs = append(docs, dev...)
	}
	return docs, nil
}

// SkillSpanDocs reads a SkillSpan split (JSON lines) as one document per posting (idx),
// its sentences one a line; de-identification placeholders ("<LOCATION>")
// are dropped and Windows punctuation decoded as Latin-1 repaired, as the
// engine reads postings.
func SkillSpanDocs(f io.Reader) ([]TrainDoc, error) {
	posts, err := readSkillSpan(f)
	if err != nil {
		return nil, err
	}
	docs := make([]TrainDoc, len(posts))
	for i, sentences := range posts {
		d := &docs[i]
		for _, s := range sentences {
			var b strings.Builder
			b.WriteString(d.Text)
			starts := make([]int, len(s.Tokens))
			ends := make([]int, len(s.Tokens))
			for j, tok := range s.Tokens {
				if strings.HasPrefix(tok, "<") && strings.HasSuffix(tok, ">") {
					starts[j], ends[j] = -1, -1
					continue
				}
				if b.Len() > len(d.Text) {
					b.WriteByte(' ')
				}
				starts[j] = b.Len()
				b.WriteString(text.RepairC1(tok))
				ends[j] = b.Len()
			}
			b.WriteByte('\n')
			d.Text = b.String()
			var spans []TrainSpan
			spans = appendBIO(spans, s.Knowledge, starts, ends, false)
			spans = appendBIO(spans, s.Skill, starts, ends, true)
			knowledgeFirst(spans)
			d.Spans = append(d.Spans, spans...)
		}
	}
	return docs, nil
}

// appendBIO appends the spans a BIO tag column marks.
func appendBIO(spans []TrainSpan, tags []string, starts, ends []int, skill bool) []TrainSpan {
	open := -1
	for j := 0; j <= len(tags); j++ {
		inside := j < len(tags) && strings.HasPrefix(tags[j], "I") && open >= 0
		if inside {
			continue
		}
		if open >= 0 {
			from, to := -1, -1
			for k := open; k < j; k++ {
				if starts[k] >= 0 {
					if from < 0 {
						from = starts[k]
					}
					to = ends[k]
				}
			}
			if from >= 0 {
				spans = append(spans, TrainSpan{Start: from, End: to, Skill: skill})
			}
			open = -1
		}
		if j < len(tags) && strings.HasPrefix(tags[j], "B") {
			open = j
		}
	}
	return spans
}

// DevSetDocs reads the development set's postings: each must_find and any-of
// name where the posting writes it is knowledge, each must_not_find name
// is no keyword, and the rest is unlabelled.
func DevSetDocs(dir string) ([]TrainDoc, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	var docs []TrainDoc
	for _, path := range files {
		raw, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		var p struct {
			Text        string     `json:"text"`
			MustFind    []string   `json:"must_find"`
			MustNotFind []string   `json:"must_not_find"`
			AnyOf       [][]string `json:"any_of_groups"`
		}
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		d := TrainDoc{Text: p.Text, Partial: true}
		names := p.MustFind
		for _, g := range p.AnyOf {
			names = append(names, g...)
		}
		for _, n := range names {
			d.Spans = appendOccurrences(d.Spans, p.Text, n, false)
		}
		for _, n := range p.MustNotFind {
			d.Spans = appendOccurrences(d.Spans, p.Text, n, true)
		}
		docs = append(docs, d)
	}
	return docs, nil
}

// appendOccurrences labels every whole-word, case-blind occurrence of name.
func appendOccurrences(spans []TrainSpan, body, name string, outside bool) []TrainSpan {
	re, err := regexp.Compile(`(?i)(^|[^\pL\pN])(` + regexp.QuoteMeta(name) + `)($|[^\pL\pN])`)
	if err != nil {
		return spans
	}
	for _, m := range re.FindAllStringSubmatchIndex(body, -1) {
		spans = append(spans, TrainSpan{Start: m[4], End: m[5], Outside: outside})
	}
	return spans
}
