package writing

import (
	"encoding/json"
	"regexp"
	"strings"
)

// britishMarks are signs that a person writes British English: the pound
// sign, British spellings, and the UK's nations, cities and institutions.
// Matched as whole words, case-insensitively.
var britishMarks = regexp.MustCompile(`(?i)£|\b(organis(e|ed|es|ing|ation|ations)|colour|centre|programme|analys(e|ed|ing)|behaviour|labour|favour|licence|optimis(e|ed|ing|ation)|prioritis(e|ed|ing)|travelling|modelling|judgement|uk|united kingdom|england|scotland|wales|northern ireland|nhs|london|manchester|birmingham|leeds|glasgow|edinburgh|bristol|liverpool|cardiff|belfast|sheffield|newcastle|nottingham|leicester|hmrc|ofsted|gcse|a-levels?)\b`)

// isBritish reports whether the input is written in British English.
func isBritish(text string) bool { return britishMarks.MatchString(text) }

// britishWords are the American spellings our templates and O*NET's tasks
// use, with their British forms; the person's own words are never changed.
var britishWords = strings.NewReplacer(flatten([][2]string{
	{"organiz", "organis"}, {"Organiz", "Organis"},
	{"specializ", "specialis"}, {"Specializ", "Specialis"},
	{"prioritiz", "prioritis"}, {"Prioritiz", "Prioritis"},
	{"optimiz", "optimis"}, {"Optimiz", "Optimis"},
	{"recogniz", "recognis"}, {"Recogniz", "Recognis"},
	{"summariz", "summaris"}, {"Summariz", "Summaris"},
	{"minimiz", "minimis"}, {"Minimiz", "Minimis"},
	{"maximiz", "maximis"}, {"Maximiz", "Maximis"},
	{"customiz", "customis"}, {"Customiz", "Customis"},
	{"standardiz", "standardis"}, {"Standardiz", "Standardis"},
	{"utiliz", "utilis"}, {"Utiliz", "Utilis"},
	{"authoriz", "authoris"}, {"Authoriz", "Authoris"},
	{"analyz", "analys"}, {"Analyz", "Analys"},
	{"behavior", "behaviour"}, {"Behavior", "Behaviour"},
	{"color", "colour"}, {"Color", "Colour"},
	// Listed first so it wins at the same position: a laboratory keeps its spelling.
	{"laborator", "laborator"}, {"Laborator", "Laborator"},
	{"labor", "labour"}, {"Labor", "Labour"},
	{"favor", "favour"}, {"Favor", "Favour"},
	{"honor", "honour"}, {"Honor", "Honour"},
	{"center", "centre"}, {"Center", "Centre"},
	{"catalog", "catalogue"}, {"pediatric", "paediatric"}, {"Pediatric", "Paediatric"},
	{"anesthe", "anaesthe"}, {"Anesthe", "Anaesthe"}, {"hemato", "haemato"},
	{"defense", "defence"}, {"Defense", "Defence"},
	{"traveled", "travelled"}, {"traveling", "travelling"},
	{"modeled", "modelled"}, {"modeling", "modelling"}, {"Modeled", "Modelled"}, {"Modeling", "Modelling"},
	{"labeled", "labelled"}, {"labeling", "labelling"}, {"Labeled", "Labelled"}, {"Labeling", "Labelling"},
	{"canceled", "cancelled"}, {"fulfill", "fulfil"}, {"enroll", "enrol"},
	{"program ", "programme "}, {"programs", "programmes"}, {"Program ", "Programme "},
	{"mold", "mould"}, {"Mold", "Mould"}, {"gray", "grey"},
})...)

func flatten(pairs [][2]string) []string {
	out := make([]string, 0, 2*len(pairs))
	for _, p := range pairs {
		out = append(out, p[0], p[1])
	}
	return out
}

// britishise respells text the engine wrote (a template or a drafted task).
// "program" stays for software ("programmed", "programming"); the plural
// and standalone noun change.
func britishise(s string) string { return britishWords.Replace(s) }

// britishTones returns a copy of each tone's templates in British spelling.
func britishTones(tones map[Tone]*toneSet) (map[Tone]*toneSet, error) {
	out := make(map[Tone]*toneSet, len(tones))
	for t, ts := range tones {
		raw, err := json.Marshal(ts)
		if err != nil {
			return nil, err
		}
		var gb toneSet
		if err := json.Unmarshal([]byte(britishise(string(raw))), &gb); err != nil {
			return nil, err
		}
		out[t] = &gb
	}
	return out, nil
}
