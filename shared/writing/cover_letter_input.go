package writing

import (
	"strings"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/text"
)

// CoverLetterInput is what a cover letter is written from: the candidate's resume
// (the build-resume input) and the job applied to.
type CoverLetterInput struct {
	Resume         model.Resume `json:"resume"`
	JobTitle       string       `json:"job_title"`
	Company        string       `json:"company"`
	JobDescription string       `json:"job_description,omitempty"`
	Tone           string       `json:"tone,omitempty"`
}

// maxNameWords bounds the names repeated in a letter (company, job title), so the
// word-count limits hold whatever the input.
const maxNameWords = 12

// coverReq is a validated, cleaned CoverLetterInput.
type coverReq struct {
	tone    Tone
	name    string
	job     string
	company string
	jd      string
	skills  []skill
	exp     []expEntry
	degree  string // "a BS in Computer Science from State University", or ""
	summary string
	rawText string
}

// parseCoverLetter validates the fields the letter cannot do without (name, job
// title, company, tone) and is lenient with the resume, which build-resume has
// already validated: lists are cut to the engine's limits instead of rejected.
func (e *Engine) parseCoverLetter(in CoverLetterInput) (*coverReq, error) {
	lex := e.kb.lex
	tone, err := ParseTone("tone", in.Tone)
	if err != nil {
		return nil, err
	}
	req := &coverReq{tone: tone}
	if req.job, err = cleanRequiredTitle("job_title", in.JobTitle, lex); err != nil {
		return nil, err
	}
	if req.company, err = cleanName("company", in.Company, MaxCompanyLen, "the employer's name"); err != nil {
		return nil, err
	}
	if req.name, err = cleanName("resume.user_name", in.Resume.UserName, 100, "the candidate's full name, used to sign the letter"); err != nil {
		return nil, err
	}
	if len(strings.Fields(req.job)) > maxNameWords {
		return nil, apperr.Invalid("job_title", "job_title has more than %d words; send the job title alone", maxNameWords)
	}
	jd := cleanText(text.FromHTML(in.JobDescription))
	if r := []rune(jd); len(r) > MaxDescriptionIn {
		jd = string(r[:MaxDescriptionIn])
	}
	req.jd = jd
	skills := in.Resume.Skills
	if len(skills) > MaxSkills {
		skills = skills[:MaxSkills]
	}
	kept := make([]string, 0, len(skills))
	for _, s := range skills {
		if runeLen(cleanTitle(s)) <= MaxSkillLen {
			kept = append(kept, s)
		}
	}
	req.skills, _, _, _ = e.kb.cleanSkills("resume.skills", kept)
	req.exp, _ = cleanExperience("resume.experience", trimExperience(in.Resume.Experience), lex)
	req.degree = degreePhrase(in.Resume.Education, lex)
	req.summary = cleanText(in.Resume.Summary)
	req.rawText = strings.Join(append(append([]string{
		in.Resume.UserName, in.Resume.TargetRole, in.Resume.Summary, in.Resume.Location,
		in.JobTitle, in.Company, jd,
	}, in.Resume.Skills...), append(experienceText(in.Resume.Experience), educationText(in.Resume.Education)...)...), "\n")
	return req, nil
}

func cleanName(field, raw string, maxLen int, what string) (string, error) {
	c := cleanTitle(raw)
	if c == "" || !hasLetter(c) {
		return "", apperr.Required(field, "send "+what)
	}
	if runeLen(c) > maxLen || len(strings.Fields(c)) > maxNameWords {
		return "", apperr.Invalid(field, "%s is too long (at most %d characters and %d words); send %s alone", field, maxLen, maxNameWords, what)
	}
	return c, nil
}

// trimExperience cuts a resume's experience to the engine's limits, dropping
// over-long bullets rather than failing the application.
func trimExperience(exp []model.Experience) []model.Experience {
	exp = exp[:min(len(exp), MaxExperience)]
	out := make([]model.Experience, 0, len(exp))
	for _, x := range exp {
		if runeLen(x.Title) > MaxTitleLen || runeLen(x.Company) > MaxCompanyLen {
			continue
		}
		y := x
		y.Bullets = nil
		for _, b := range x.Bullets {
			if len(y.Bullets) < MaxBullets && runeLen(b) <= MaxBulletLen {
				y.Bullets = append(y.Bullets, b)
			}
		}
		out = append(out, y)
	}
	return out
}

// degreePhrase describes the first education entry with a degree or field:
// "a BS in Computer Science from State University". The year is left out: a
// letter does not need it.
func degreePhrase(edu []model.Education, lex *lexicon) string {
	for _, ed := range edu {
		degree, field, school := cleanTitle(ed.Degree), cleanTitle(ed.Field), cleanTitle(ed.School)
		if degree == "" && field == "" {
			continue
		}
		if runeLen(degree)+runeLen(field)+runeLen(school) > 200 {
			continue
		}
		var b strings.Builder
		if degree != "" {
			b.WriteString(withArticle(lex.displayTitle(degree)))
		} else {
			b.WriteString("a degree")
		}
		if field != "" {
			b.WriteString(" in " + field)
		}
		if school != "" {
			b.WriteString(" from " + school)
		}
		return b.String()
	}
	return ""
}

func educationText(edu []model.Education) []string {
	var out []string
	for _, ed := range edu {
		out = append(out, ed.School, ed.Degree, ed.Field, ed.Year)
	}
	return out
}
