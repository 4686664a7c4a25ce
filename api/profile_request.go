package api

import "strings"

// Tones are the spec's tone values (2.9).
var Tones = []string{"professional", "approachable", "thought_leader", "technical"}

// optimizeProfileRequest is the body of POST /v1/optimize-profile (spec 4.5).
type optimizeProfileRequest struct {
	CurrentTitle string   `json:"current_title"`
	TargetRole   string   `json:"target_role"`
	Skills       []string `json:"skills"`
	Tone         string   `json:"tone"`
}

const maxProfileSkills = 100

func (r *optimizeProfileRequest) validate() error {
	var v checker
	v.text("current_title", r.CurrentTitle, true, maxNameLen, false)
	if strings.TrimSpace(r.CurrentTitle) != "" && !hasLetter(r.CurrentTitle) {
		v.fail("current_title", "current_title must contain a word, such as Product Manager; got %q", truncate(r.CurrentTitle, 40))
	}
	v.text("target_role", r.TargetRole, false, maxNameLen, false)
	if v.count("skills", len(r.Skills), maxProfileSkills, "skills") {
		for i, s := range r.Skills {
			v.text(idx("skills", i), s, true, maxSkillLen, false)
		}
	}
	v.enum("tone", r.Tone, Tones)
	if err := v.err(); err != nil {
		return err
	}
	if r.Tone == "" {
		r.Tone = Tones[0]
	}
	return nil
}
