package ats

// AlgorithmVersion identifies the scoring rules; it changes whenever a formula, a
// weight or the data files change how a resume scores, so stored scores can be
// compared only within one version.
const AlgorithmVersion = "ats-2.9"

// What a match was made against (Analysis.MatchedAgainst).
const (
	MatchedJobDescription   = "job_description"
	MatchedTargetRoleSkills = "target_role_typical_skills"
)

// InterviewsPerApplications is the number of applications EstimatedInterviews is
// counted over.
const InterviewsPerApplications = 20

// Analysis is the result of scoring a resume. The first four fields are the
// spec's build-resume fields (2.3); the rest explain them.
type Analysis struct {
	ATSScore               int      `json:"ats_score"`
	KeywordMatchPercentage int      `json:"keyword_match_percentage"`
	Suggestions            []string `json:"suggestions"`
	EstimatedInterviews    int      `json:"estimated_interviews"`

	// EstimatedInterviewsPer is the number of applications EstimatedInterviews counts.
	EstimatedInterviewsPer int    `json:"estimated_interviews_per_applications"`
	AlgorithmVersion       string `json:"algorithm_version"`
	// DataVersion is the version of the embedded skill list and lexicon.
	DataVersion string `json:"data_version"`
	// MatchedAgainst says whether keywords came from the job description or, without
	// one, from the typical skills of TargetRoleProfile.
	MatchedAgainst    string      `json:"matched_against"`
	TargetRoleProfile string      `json:"target_role_profile,omitempty"`
	Breakdown         []Criterion `json:"breakdown"`
	MatchedKeywords   []string    `json:"matched_keywords"`
	MissingKeywords   []string    `json:"missing_keywords"`
	Keywords          []Keyword   `json:"keywords"`
	Tailoring         Tailoring   `json:"tailoring"`
	// ParseCheck is the PDF read-back summary the score used, once
	// ApplyParseCheck has run; clients see the full read-back as pdf_check.
	ParseCheck *ParseCheck `json:"-"`

	base        float64      // rubric total before the parse check
	suggestions []suggestion // rubric suggestions before the parse check
}

// Criterion is one line of the ATS rubric: points earned out of Max. The
// pdf_parse criterion is a penalty (Max 0, Score <= 0).
type Criterion struct {
	Name   string  `json:"name"`
	Score  float64 `json:"score"`
	Max    float64 `json:"max"`
	Detail string  `json:"detail"`
}

// Tailoring is an honest reordering of the resume toward the match target: it
// only reorders what the candidate wrote, never adds to it.
type Tailoring struct {
	// BulletOrder lists, per experience entry, the bullet indexes with bullets that
	// mention the target's keywords first (ties keep their order).
	BulletOrder [][]int `json:"bullet_order"`
	// SkillOrder lists the skills indexes with matching skills first.
	SkillOrder []int `json:"skill_order"`
}
