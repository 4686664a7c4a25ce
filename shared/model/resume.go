package model

// Experience is one job held, as sent in build-resume.
type Experience struct {
	Company   string   `json:"company"`
	Title     string   `json:"title"`
	Location  string   `json:"location,omitempty"` // where the job was: "Austin, TX", "Remote"
	StartDate string   `json:"start_date"`         // YYYY-MM
	EndDate   string   `json:"end_date"`           // YYYY-MM or "Present"
	Bullets   []string `json:"bullets"`
}

// Education is one degree, as sent in build-resume.
type Education struct {
	School string `json:"school"`
	Degree string `json:"degree"`
	Field  string `json:"field"`
	Year   string `json:"year"` // four digits
}

// Resume is the candidate's data: the build-resume request body without
// the rendering options. It is also the input of cover letters and auto-apply.
type Resume struct {
	UserName       string       `json:"user_name"`
	Email          string       `json:"email"`
	Phone          string       `json:"phone,omitempty"`
	TargetRole     string       `json:"target_role"`
	JobDescription string       `json:"job_description,omitempty"`
	Summary        string       `json:"summary,omitempty"`
	Location       string       `json:"location,omitempty"`
	Links          []string     `json:"links,omitempty"`
	Experience     []Experience `json:"experience,omitempty"`
	Education      []Education  `json:"education,omitempty"`
	Skills         []string     `json:"skills,omitempty"`
	// SkillGroups label consecutive runs of Skills ("Welding: SMAW, GTAW");
	// skills after the last group print without a label.
	SkillGroups  []SkillGroup  `json:"skill_groups,omitempty"`
	Projects     []Project     `json:"projects,omitempty"`
	Volunteer    []Volunteer   `json:"volunteer,omitempty"`
	Certificates []Certificate `json:"certificates,omitempty"`
	Awards       []Award       `json:"awards,omitempty"`
	Languages    []Language    `json:"languages,omitempty"`
}

// SkillGroup names the next Count entries of Resume.Skills, from where the
// previous group ended: JSON Resume's skills[].name over its keywords.
type SkillGroup struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// Project is something the person built or led outside a job's bullets.
type Project struct {
	Name        string   `json:"name"`
	Description string   `json:"description,omitempty"`
	StartDate   string   `json:"start_date,omitempty"` // YYYY-MM
	EndDate     string   `json:"end_date,omitempty"`   // YYYY-MM or "Present"
	Highlights  []string `json:"highlights,omitempty"`
}

// Volunteer is unpaid work.
type Volunteer struct {
	Organization string   `json:"organization"`
	Position     string   `json:"position,omitempty"`
	StartDate    string   `json:"start_date,omitempty"` // YYYY-MM
	EndDate      string   `json:"end_date,omitempty"`   // YYYY-MM or "Present"
	Summary      string   `json:"summary,omitempty"`
	Highlights   []string `json:"highlights,omitempty"`
}

// Certificate is a certification or licence held.
type Certificate struct {
	Name   string `json:"name"`
	Issuer string `json:"issuer,omitempty"`
	Date   string `json:"date,omitempty"` // YYYY-MM
}

// Award is a prize or honour.
type Award struct {
	Title   string `json:"title"`
	Awarder string `json:"awarder,omitempty"`
	Date    string `json:"date,omitempty"` // YYYY-MM
	Summary string `json:"summary,omitempty"`
}

// Language is a spoken language and how well.
type Language struct {
	Language string `json:"language"`
	Fluency  string `json:"fluency,omitempty"`
}

// Present is the literal end_date of a current job.
const Present = "Present"

// Resume templates and paper sizes accepted by build-resume.
const (
	TemplateClassic = "classic"
	TemplateModern  = "modern"
	TemplateCompact = "compact"
	PaperLetter     = "letter"
	PaperA4         = "a4"
)

// ResumeTemplates lists the valid `template` values; the first is the default.
var ResumeTemplates = []string{TemplateClassic, TemplateModern, TemplateCompact}

// PaperSizes lists the valid `paper` values; the first is the default.
var PaperSizes = []string{PaperLetter, PaperA4}
