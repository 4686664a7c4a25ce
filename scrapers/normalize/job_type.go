package normalize

import (
	"regexp"
	"slices"
	"strings"

	"github.com/careerkit/careerkit/shared/model"
)

// jobTypeWords maps the words boards use for employment types, after lowercasing and
// turning '-', '_' and '/' into spaces, to the spec's job_type values. Checked in
// order: a "Full-Time Intern" is an internship, "Part-time contract" a contract.
var jobTypeWords = []struct {
	jobType string
	re      *regexp.Regexp
}{
	{model.JobTypeInternship, regexp.MustCompile(`\b(intern|interns|internship|internships|praktikum|praktikant|praktikantin|pflichtpraktikum|co op|coop|apprentice|apprenticeship)\b`)},
	{model.JobTypeContract, regexp.MustCompile(`\b(contract|contractor|contracted|freelance|freelancer|freelancing|temporary|temp|fixed term|seasonal|befristet|freiberuflich|consultant contract)\b`)},
	{model.JobTypePartTime, regexp.MustCompile(`\b(part time|parttime|teilzeit|side|minijob|werkstudent|working student)\b`)},
	{model.JobTypeFullTime, regexp.MustCompile(`\b(full time|fulltime|permanent|vollzeit|regular|festanstellung)\b`)},
}

// JobType maps a board's employment-type values (Ashby "FullTime", Remotive
// "full_time", Lever "Full-time", "Intern", SmartRecruiters "permanent", Arbeitnow
// "Vollzeit"; freelance counts as contract) to a job_type. The first value that maps
// wins, so pass the most specific first; it returns "" when none maps.
func JobType(values ...string) string {
	for _, v := range values {
		if jt := jobTypeOf(v); jt != "" {
			return jt
		}
	}
	return ""
}

// JobTypes maps every employment-type value to a job_type, each once, in the
// order given: a SmartRecruiters internship that is also part-time is both.
func JobTypes(values ...string) []string {
	var out []string
	for _, v := range values {
		if jt := jobTypeOf(v); jt != "" && !slices.Contains(out, jt) {
			out = append(out, jt)
		}
	}
	return out
}

func jobTypeOf(v string) string {
	if v == "" {
		return ""
	}
	s := strings.ToLower(strings.NewReplacer("-", " ", "_", " ", "/", " ").Replace(v))
	for _, w := range jobTypeWords {
		if w.re.MatchString(s) {
			return w.jobType
		}
	}
	return ""
}

// titleJobTypeRe finds an employment type named in a title: "Data Science Intern",
// "Inside Sales Contractor", "Praktikant Marketing", "Designer (Part-Time)".
var titleJobTypeRe = regexp.MustCompile(`(?i)\b(intern|internship|praktikant|praktikantin|praktikum|werkstudent|contractor|freelance|freelancer|part[- ]time|teilzeit)\b`)

// leadJobTypeRe finds an employment type in the first lines of a description:
// "SmarterDx is seeking a part-time Client Support Analyst".
var leadJobTypeRe = regexp.MustCompile(`(?i)\b(full[- ]time|part[- ]time|internship|freelance|contract (?:role|position))\b`)

// inferJobType reads the job type from the title, then from the opening of the
// description; "" when neither names one (a listing states only facts).
func inferJobType(title, text string) string {
	if m := titleJobTypeRe.FindString(title); m != "" {
		return jobTypeOf(m)
	}
	lead := text
	if len(lead) > 1500 {
		lead = lead[:1500]
	}
	if m := leadJobTypeRe.FindString(lead); m != "" {
		return jobTypeOf(m)
	}
	return ""
}
