package writing

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/model"
)

// ProfileInput is the optimize-profile request. Experience is optional
// and not part of the published request: callers that know the user's resume (the
// auto-apply flow) pass it so bullets and the summary can cite real facts.
type ProfileInput struct {
	CurrentTitle string             `json:"current_title"`
	TargetRole   string             `json:"target_role,omitempty"`
	Skills       []string           `json:"skills,omitempty"`
	Tone         string             `json:"tone,omitempty"`
	Experience   []model.Experience `json:"experience,omitempty"`
	// Summary is the person's own About text, rewritten rather than replaced.
	Summary string `json:"summary,omitempty"`
	// Achievements are the person's results outside any one experience entry.
	Achievements []string `json:"achievements,omitempty"`
	// YearsExperience is how long they have done the work; 0 means not given.
	YearsExperience float64 `json:"years_experience,omitempty"`
}

// Input limits. Beyond them the engine answers 422 naming the field, rather than
// silently dropping what the user sent. Emoji-only and duplicate skills are not
// errors: they are dropped and reported in Suggestions.
const (
	MaxTitleLen      = 120 // characters of current_title, target_role and job titles
	MaxSkills        = 100 // entries of skills, as many as the network allows
	MaxSkillLen      = 60  // characters of one skill
	MaxExperience    = 30  // experience entries
	MaxBullets       = 20  // bullets per experience entry
	MaxBulletLen     = 500 // characters of one bullet
	MaxCompanyLen    = 120 // characters of a company name
	MaxDescriptionIn = 20000
	MaxSummaryIn     = 2600 // characters of the user's own summary
	MaxAchievements  = 20
	MaxYears         = 60
)

// profileReq is a validated, cleaned ProfileInput.
type profileReq struct {
	tone   Tone
	title  string // display form
	target string // display form; empty when absent or the same as title
	// targetSame is true when target_role was sent but equals current_title.
	targetSame bool
	skills     []skill
	dropped    []string // skills that held no letters or digits
	dupes      []string // skills removed as duplicates
	exp        []expEntry
	summary    string   // the user's own summary, cleaned
	achieve    []string // the user's achievements, cleaned
	years      float64
	rawText    string // every input string, for the no-invention checks
	// british is set when the input is written in British English (£,
	// "organise", UK places): the engine's own words follow it.
	british bool
}

// skill is one cleaned user skill.
type skill struct {
	display string
	key     string
	t       *term
}

// expEntry is one cleaned experience entry.
type expEntry struct {
	title, company, start, end string
	current                    bool
	bullets                    []string
}

func (e *Engine) parseProfile(in ProfileInput) (*profileReq, error) {
	lex := e.kb.lex
	tone, err := ParseTone("tone", in.Tone)
	if err != nil {
		return nil, err
	}
	req := &profileReq{tone: tone}
	if req.title, err = cleanRequiredTitle("current_title", in.CurrentTitle, lex); err != nil {
		return nil, err
	}
	if strings.TrimSpace(in.TargetRole) != "" {
		target, err := cleanRequiredTitle("target_role", in.TargetRole, lex)
		if err != nil {
			return nil, err
		}
		if normalize(target) != normalize(req.title) {
			req.target = target
		} else {
			req.targetSame = true
		}
	}
	if req.skills, req.dropped, req.dupes, err = e.kb.cleanSkills("skills", in.Skills); err != nil {
		return nil, err
	}
	if req.exp, err = cleanExperience("experience", in.Experience, lex); err != nil {
		return nil, err
	}
	if req.summary, req.achieve, req.years, err = cleanFacts(in, lex); err != nil {
		return nil, err
	}
	req.rawText = profileText(in)
	req.british = isBritish(req.rawText)
	return req, nil
}

// cleanRequiredTitle validates and tidies a job title.
func cleanRequiredTitle(field, raw string, lex *lexicon) (string, error) {
	if strings.TrimSpace(raw) == "" {
		return "", apperr.Required(field, "send a job title such as \"Data Analyst\" or \"Registered Nurse\"")
	}
	t := cleanTitle(raw)
	if !hasLetter(t) {
		return "", apperr.Invalid(field, "%s %q has no letters once emoji and symbols are removed; send a job title such as \"Data Analyst\"", field, clip(raw, 40))
	}
	if n := runeLen(t); n > MaxTitleLen {
		return "", apperr.Invalid(field, "%s is %d characters; send at most %d: the job title alone, without the company or a tagline", field, n, MaxTitleLen)
	}
	return lex.displayTitle(t), nil
}

// cleanSkills validates the skills list, drops entries without letters or digits
// and removes duplicates, comparing case-insensitively and through aliases ("JS"
// and "JavaScript" are one skill). Known skills take the knowledge base's spelling.
func (k *knowledge) cleanSkills(field string, raw []string) (out []skill, dropped, dupes []string, err error) {
	if len(raw) > MaxSkills {
		return nil, nil, nil, apperr.Invalid(field, "%s has %d entries; send at most %d, most important first (the profile names the top ones)", field, len(raw), MaxSkills)
	}
	seen := map[string]bool{}
	for i, s := range raw {
		c := cleanTitle(s)
		if n := runeLen(c); n > MaxSkillLen {
			return nil, nil, nil, apperr.Invalid(fmt.Sprintf("%s[%d]", field, i), "%s[%d] is %d characters; a skill is a short name such as \"SQL\" or \"Project Management\" (at most %d)", field, i, n, MaxSkillLen)
		}
		key := normalize(c)
		if key == "" {
			if strings.TrimSpace(s) != "" {
				dropped = append(dropped, s)
			}
			continue
		}
		// The skill is shown exactly as the user cased it ("MEDDIC", "IV
		// therapy"): capitalisation is kept as given.
		sk := skill{display: c, key: key}
		if t := k.lookupTerm(key); t != nil {
			sk.t, sk.key = t, t.key
		}
		if seen[sk.key] {
			dupes = append(dupes, c)
			continue
		}
		seen[sk.key] = true
		out = append(out, sk)
	}
	return out, dropped, dupes, nil
}

func cleanExperience(field string, raw []model.Experience, lex *lexicon) ([]expEntry, error) {
	if len(raw) > MaxExperience {
		return nil, apperr.Invalid(field, "%s has %d entries; send at most %d, most recent first", field, len(raw), MaxExperience)
	}
	out := make([]expEntry, 0, len(raw))
	for i, x := range raw {
		at := fmt.Sprintf("%s[%d]", field, i)
		e := expEntry{
			title:   lex.displayTitle(cleanTitle(x.Title)),
			company: cleanTitle(x.Company),
			start:   displayDate(cleanText(x.StartDate)),
			end:     displayDate(cleanText(x.EndDate)),
		}
		e.current = e.end == model.Present
		if runeLen(e.title) > MaxTitleLen {
			return nil, apperr.Invalid(at+".title", "%s.title is longer than %d characters; send the job title alone", at, MaxTitleLen)
		}
		if runeLen(e.company) > MaxCompanyLen {
			return nil, apperr.Invalid(at+".company", "%s.company is longer than %d characters; send the employer name alone", at, MaxCompanyLen)
		}
		if len(x.Bullets) > MaxBullets {
			return nil, apperr.Invalid(at+".bullets", "%s.bullets has %d entries; send at most %d", at, len(x.Bullets), MaxBullets)
		}
		for j, b := range x.Bullets {
			if runeLen(b) > MaxBulletLen {
				return nil, apperr.Invalid(fmt.Sprintf("%s.bullets[%d]", at, j), "%s.bullets[%d] is longer than %d characters; split it into shorter achievements", at, j, MaxBulletLen)
			}
			if c := lex.cleanBullet(b); hasLetter(c) {
				e.bullets = append(e.bullets, c)
			}
		}
		out = append(out, e)
	}
	return out, nil
}

// profileText joins every string of the input, the reference for "no number or
// name that is not in the input".
func profileText(in ProfileInput) string {
	parts := []string{in.CurrentTitle, in.TargetRole}
	parts = append(parts, in.Skills...)
	parts = append(parts, experienceText(in.Experience)...)
	parts = append(parts, in.Summary)
	parts = append(parts, in.Achievements...)
	if in.YearsExperience > 0 {
		parts = append(parts, strconv.FormatFloat(in.YearsExperience, 'f', -1, 64))
	}
	return strings.Join(parts, "\n")
}

func experienceText(exp []model.Experience) []string {
	var parts []string
	for _, x := range exp {
		parts = append(parts, x.Title, x.Company, x.StartDate, x.EndDate)
		parts = append(parts, x.Bullets...)
	}
	return parts
}

// cleanFacts validates the optional facts: the user's summary,
// achievements and years of experience.
func cleanFacts(in ProfileInput, lex *lexicon) (summary string, achieve []string, years float64, err error) {
	summary = cleanText(in.Summary)
	if n := runeLen(summary); n > MaxSummaryIn {
		return "", nil, 0, apperr.Invalid("summary", "summary is %d characters; send at most %d", n, MaxSummaryIn)
	}
	if len(in.Achievements) > MaxAchievements {
		return "", nil, 0, apperr.Invalid("achievements", "achievements has %d entries; send at most %d, strongest first", len(in.Achievements), MaxAchievements)
	}
	for i, a := range in.Achievements {
		if runeLen(a) > MaxBulletLen {
			return "", nil, 0, apperr.Invalid(fmt.Sprintf("achievements[%d]", i), "achievements[%d] is longer than %d characters; split it into shorter results", i, MaxBulletLen)
		}
		if c := lex.cleanBullet(a); hasLetter(c) {
			achieve = append(achieve, c)
		}
	}
	if in.YearsExperience < 0 || in.YearsExperience > MaxYears {
		return "", nil, 0, apperr.Invalid("years_experience", "years_experience must be between 0 and %d (got %g)", MaxYears, in.YearsExperience)
	}
	return summary, achieve, in.YearsExperience, nil
}
