package writing

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"

	"github.com/careerkit/careerkit/shared/apperr"
)

// Tone is the voice of the generated text.
type Tone string

// The tones of the interface. ToneProfessional is the default.
const (
	ToneProfessional  Tone = "professional"
	ToneApproachable  Tone = "approachable"
	ToneThoughtLeader Tone = "thought_leader"
	ToneTechnical     Tone = "technical"
)

// Tones lists the valid tones, default first.
func Tones() []Tone {
	return []Tone{ToneProfessional, ToneApproachable, ToneThoughtLeader, ToneTechnical}
}

// ParseTone validates a tone sent by a client. Empty means professional; case,
// spaces and hyphens are forgiven ("Thought Leader" is thought_leader). field names
// the request field in the error.
func ParseTone(field, s string) (Tone, error) {
	norm := strings.ToLower(strings.TrimSpace(s))
	norm = strings.NewReplacer(" ", "_", "-", "_").Replace(norm)
	if norm == "" {
		return ToneProfessional, nil
	}
	for _, t := range Tones() {
		if string(t) == norm {
			return t, nil
		}
	}
	return "", apperr.Invalid(field, "%s must be one of professional, approachable, thought_leader, technical (got %q); omit it for professional", field, clip(s, 40))
}

// toneSet is the sentence templates of one tone, from data/tones.json. Each list
// holds alternatives; a template is usable only when every slot it names has a value.
type toneSet struct {
	Headlines  []string  `json:"headlines"`
	Hooks      []string  `json:"hooks"`
	Skills     []string  `json:"skills"`
	ExpCurrent []string  `json:"exp_current"`
	ExpRecent  []string  `json:"exp_recent"`
	ExpMore    []string  `json:"exp_more"`
	Target     []string  `json:"target"`
	Focus      []string  `json:"focus"`
	Closing    []string  `json:"closing"`
	Letter     letterSet `json:"letter"`
}

// letterSet is the cover-letter templates of one tone.
type letterSet struct {
	Greeting     []string `json:"greeting"`
	Opening      []string `json:"opening"`
	Interest     []string `json:"interest"`
	InterestNoJD []string `json:"interest_nojd"`
	ExpCurrent   []string `json:"exp_current"`
	ExpRecent    []string `json:"exp_recent"`
	ExpMore      []string `json:"exp_more"`
	Highlights   []string `json:"highlights"`
	NoExp        []string `json:"no_exp"`
	Matched      []string `json:"matched"`
	SkillsOnly   []string `json:"skills_only"`
	Missing      []string `json:"missing"`
	Education    []string `json:"education"`
	Padding      []string `json:"padding"`
	Closing      []string `json:"closing"`
	Signoff      []string `json:"signoff"`
}

func parseTones(fsys fs.FS) (map[Tone]*toneSet, error) {
	raw, err := fs.ReadFile(fsys, "data/tones.json")
	if err != nil {
		return nil, fmt.Errorf("writing: read tones: %w", err)
	}
	var m map[Tone]*toneSet
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("writing: parse tones: %w", err)
	}
	for _, t := range Tones() {
		ts, ok := m[t]
		if !ok {
			return nil, fmt.Errorf("writing: tones.json has no %q tone", t)
		}
		for name, list := range ts.lists() {
			if len(list) == 0 {
				return nil, fmt.Errorf("writing: tones.json %s.%s is empty", t, name)
			}
		}
	}
	return m, nil
}

// lists names every template list, so loading can check none is empty.
func (ts *toneSet) lists() map[string][]string {
	l := ts.Letter
	return map[string][]string{
		"headlines": ts.Headlines, "hooks": ts.Hooks, "skills": ts.Skills,
		"exp_current": ts.ExpCurrent, "exp_recent": ts.ExpRecent, "exp_more": ts.ExpMore,
		"target": ts.Target, "focus": ts.Focus, "closing": ts.Closing,
		"letter.greeting": l.Greeting, "letter.opening": l.Opening, "letter.interest": l.Interest,
		"letter.interest_nojd": l.InterestNoJD, "letter.exp_current": l.ExpCurrent,
		"letter.exp_recent": l.ExpRecent, "letter.exp_more": l.ExpMore,
		"letter.highlights": l.Highlights, "letter.no_exp": l.NoExp, "letter.matched": l.Matched,
		"letter.skills_only": l.SkillsOnly, "letter.missing": l.Missing,
		"letter.education": l.Education, "letter.padding": l.Padding,
		"letter.closing": l.Closing, "letter.signoff": l.Signoff,
	}
}

// allText returns every template string of the tone.
func (ts *toneSet) allText() []string {
	var out []string
	for _, list := range ts.lists() {
		out = append(out, list...)
	}
	return out
}
