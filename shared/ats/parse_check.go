package ats

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// ParseCheck is the result of reading a rendered PDF back the way an ATS would
// (text extraction, then section and field detection). The PDF side fills it in.
type ParseCheck struct {
	// Recall is, per resume section ("contact", "summary", "experience",
	// "education", "skills"), the share of the section's words found in the
	// extracted text, from 0 to 1.
	Recall map[string]float64 `json:"recall"`
	// OrderOK reports that the sections came out in reading order.
	OrderOK bool `json:"order_ok"`
	// Garbled reports unreadable text: missing glyph mappings, broken ligatures,
	// text in images.
	Garbled bool `json:"garbled"`
	// ContactFound reports that the name, email and phone were found.
	ContactFound bool `json:"contact_found"`
	// DatesFound reports that every entry's dates were found.
	DatesFound bool `json:"dates_found"`
}

// Parse-check penalties, in ATS points (see doc.go).
const (
	garbledPenalty = 30.0
	recallPenalty  = 25.0 // times (1 - mean recall)
	orderPenalty   = 5.0
	contactPenalty = 5.0
	datesPenalty   = 5.0
	minGoodRecall  = 0.9
	parseCriterion = "pdf_parse"
)

// ApplyParseCheck folds a PDF read-back into the analysis: it adds a pdf_parse
// penalty to the breakdown, lowers ATSScore and EstimatedInterviews, and adds
// suggestions when the PDF is not fully readable. Applying a new check replaces
// the previous one, so the result depends only on the last check.
func (an *Analysis) ApplyParseCheck(pc ParseCheck) {
	pc.Recall = clampRecall(pc.Recall)
	an.ParseCheck = &pc
	an.Breakdown = slices.DeleteFunc(an.Breakdown, func(c Criterion) bool { return c.Name == parseCriterion })
	penalty, notes, sugs := parsePenalty(pc)
	detail := "the PDF reads back completely"
	if len(notes) > 0 {
		detail = strings.Join(notes, "; ")
	}
	an.Breakdown = append(an.Breakdown, Criterion{Name: parseCriterion, Score: -round1(penalty), Max: 0, Detail: detail})
	an.finishWith(an.base-penalty, append(slices.Clone(an.suggestions), sugs.items...))
}

func parsePenalty(pc ParseCheck) (float64, []string, suggestions) {
	var penalty float64
	var notes []string
	var sugs suggestions
	if pc.Garbled {
		penalty += garbledPenalty
		notes = append(notes, "text is garbled")
		sugs.addImpact(prioParse, garbledPenalty, "The PDF's text reads back garbled: ATS parsers will see nonsense; use the classic template and standard fonts, and avoid text in images or icons")
	}
	if len(pc.Recall) > 0 {
		var sum float64
		var weak []string
		for _, name := range sortedKeys(pc.Recall) {
			r := pc.Recall[name]
			sum += r
			if r < minGoodRecall {
				weak = append(weak, fmt.Sprintf("%s (%d%%)", name, int(math.Round(100*r))))
			}
		}
		mean := sum / float64(len(pc.Recall))
		if p := recallPenalty * (1 - mean); p > 0 {
			penalty += p
			notes = append(notes, fmt.Sprintf("mean section recall %d%%", int(math.Round(100*mean))))
		}
		if len(weak) > 0 {
			sugs.addImpact(prioParse, recallPenalty*(1-mean), "An ATS reading the PDF loses text in: "+strings.Join(weak, ", ")+"; avoid tables, columns and headers/footers for these sections, or switch to the classic template")
		}
	}
	if !pc.OrderOK {
		penalty += orderPenalty
		notes = append(notes, "sections read out of order")
		sugs.addImpact(prioParse, orderPenalty, "The PDF's sections read back out of order (multi-column layout): use a single-column template so ATS parsers keep roles and dates together")
	}
	if !pc.ContactFound {
		penalty += contactPenalty
		notes = append(notes, "contact details not found")
		sugs.addImpact(prioParse, contactPenalty, "The ATS read-back did not find your name, email or phone: keep contact details as plain text in the body, not in a page header or an image")
	}
	if !pc.DatesFound {
		penalty += datesPenalty
		notes = append(notes, "dates not found")
		sugs.addImpact(prioParse, datesPenalty, "The ATS read-back did not find every role's dates: keep them as YYYY-MM or Month YYYY text on the role's line")
	}
	return penalty, notes, sugs
}

func clampRecall(m map[string]float64) map[string]float64 {
	out := make(map[string]float64, len(m))
	for k, v := range m {
		if math.IsNaN(v) {
			v = 0
		}
		out[k] = min(1, max(0, v))
	}
	return out
}

func sortedKeys(m map[string]float64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// finish sets the headline numbers from the rubric alone.
func (an *Analysis) finish() { an.finishWith(an.base, an.suggestions) }

func (an *Analysis) finishWith(total float64, items []suggestion) {
	an.ATSScore = int(math.Round(min(100, max(0, total))))
	an.EstimatedInterviews = estimatedInterviews(an.ATSScore)
	an.Suggestions = render(items)
}
