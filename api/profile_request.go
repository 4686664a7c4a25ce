package api

import (
	"strings"
	"time"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/writing"
)

// Tones are the tone values the writing engine defines, default first.
var Tones = func() []string {
	var out []string
	for _, t := range writing.Tones() {
		out = append(out, string(t))
	}
	return out
}()

// optimizeProfileRequest is the body of POST /v1/optimize-profile: the writing
// engine's input type, decoded and checked at the edge. Experience, summary,
// achievements and years_experience are optional facts beyond the interface:
// with them the bullets are the person's own facts rewritten; without them they
// are drafts with [placeholders].
type optimizeProfileRequest writing.ProfileInput

const (
	maxProfileSkills       = 100
	maxProfileSummary      = 2600
	maxProfileAchievements = 20
	maxProfileYears        = 60
)

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
	if v.count("experience", len(r.Experience), maxExperience, "entries") {
		now := time.Now()
		for i := range r.Experience {
			validateExperience(&v, idx("experience", i), &r.Experience[i], now)
		}
	}
	v.text("summary", r.Summary, false, maxProfileSummary, true)
	if v.count("achievements", len(r.Achievements), maxProfileAchievements, "achievements") {
		for i, a := range r.Achievements {
			v.text(idx("achievements", i), a, true, maxBulletLen, false)
		}
	}
	if r.YearsExperience < 0 || r.YearsExperience > maxProfileYears {
		v.fail("years_experience", "years_experience must be between 0 and %d; got %g", maxProfileYears, r.YearsExperience)
	}
	if err := v.err(); err != nil {
		return err
	}
	if r.Tone == "" {
		r.Tone = Tones[0]
	}
	for i := range r.Experience {
		if strings.EqualFold(strings.TrimSpace(r.Experience[i].EndDate), model.Present) {
			r.Experience[i].EndDate = model.Present
		}
	}
	return nil
}
