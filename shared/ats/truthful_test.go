package ats

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// The three cases in testdata/truthful (a welder, a nurse, a paralegal) were
// written for this check, each resume against a posting it partly meets.
func truthfulCase(t *testing.T, name string) model.Resume {
	t.Helper()
	var c struct {
		Resume model.Resume `json:"resume"`
		JD     string       `json:"job_description"`
	}
	if !strings.Contains(name, "/") {
		name = "truthful/" + name
	}
	require.NoError(t, json.Unmarshal([]byte(fixture(t, name+".json")), &c))
	c.Resume.JobDescription = c.JD
	return c.Resume
}

// TestSuggestionsOnlySayWhatIsTrue: no suggestion asks for a keyword the
// resume shows, in its own words or by another member of an any-of list, nor
// for a number; no bullet opening with an English verb is told it lacks one.
func TestSuggestionsOnlySayWhatIsTrue(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	tests := []struct {
		name    string
		shown   []string // keywords the resume shows: never asked for
		verbs   []string // openers that are verbs: never flagged
		missing []string // keywords it lacks: still asked for
	}{
		{"welder", []string{"FCAW welding", "OSHA 30", "AWS D1.1", "SMAW"},
			[]string{"Placed", "Partitioned", "Traced", "Rigged", "Kept", "Ground", "Read"}, []string{"structural steel"}},
		{"nurse", []string{"Cerner", "acute care", "CPR", "BLS", "ACLS", "Epic"},
			[]string{"Triaged", "Charted", "Started", "Taught", "Took", "Drew"}, []string{"telemetry monitoring"}},
		{"paralegal", []string{"ERP", "Lexis", "SAP", "Westlaw", "Relativity"},
			[]string{"Drafted", "Managed", "Filed", "Reconciled", "Scheduled", "Researched"}, []string{"federal courts"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			an, err := a.Analyze(truthfulCase(t, tc.name))
			require.NoError(t, err)
			asks := strings.Join(an.Suggestions, "\n")
			for _, k := range an.MissingKeywords {
				require.False(t, measureRe(k), "a number is not a keyword to ask for: %q", k)
			}
			for _, s := range an.Suggestions {
				if strings.HasPrefix(s, "Missing required keywords") || strings.HasPrefix(s, "Also named in") {
					for _, k := range tc.shown {
						require.NotContains(t, s, k+",", "the resume shows %q", k)
						require.NotContains(t, s, k+".", "the resume shows %q", k)
					}
					require.NotRegexp(t, `\d+k\b`, s)
				}
			}
			for _, k := range tc.shown {
				require.NotContains(t, an.MissingKeywords, k)
			}
			for _, s := range an.Suggestions {
				if strings.Contains(s, "do not start with an action verb") {
					for _, v := range tc.verbs {
						require.NotContains(t, s, `"`+v+" ", "%s opens with a verb", v)
					}
				}
			}
			for _, k := range tc.missing {
				require.Contains(t, an.MissingKeywords, k)
				require.Contains(t, asks, k)
			}
		})
	}
}

func measureRe(k string) bool {
	for _, w := range strings.Fields(strings.ToLower(k)) {
		if quantityRe.MatchString(w) {
			return true
		}
	}
	return len(k) == 1
}

// TestEquivalentForms: a credential noun in another form, an acronym spelled
// out, and a keyword inside a longer one that is met show the keyword; a
// plain co-occurrence of the words does not.
func TestEquivalentForms(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := &model.Resume{
		Summary: "AWS D1.1 certified welder; Registered Nurse turned safety lead.",
		Skills:  []string{"BLS/CPR", "Enterprise Resource Planning"},
		Experience: []model.Experience{{Title: "Welder", Bullets: []string{
			"Rigged beams with the crane crew for overhead welds",
			"Licensed forklift operator for the yard",
		}}},
	}
	ks := []Keyword{
		{Name: "AWS D1.1 certification", Kind: KindPhrase},
		{Name: "RN", Kind: KindTerm},
		{Name: "ERP", Kind: KindTerm},
		{Name: "forklift license", Kind: KindPhrase},
		{Name: "overhead cranes", Kind: KindPhrase},
		{Name: "Epic", Kind: KindSkill, Matched: true},
		{Name: "Cerner charting", Kind: KindPhrase, SatisfiedBy: "Epic"},
		{Name: "Cerner", Kind: KindSkill},
	}
	st := newStemmer(a.stems, a.cache)
	a.equivalents(st, r, ks)
	by := map[string]Keyword{}
	for _, k := range ks {
		by[k.Name] = k
	}
	require.Equal(t, "AWS D1.1 certified", by["AWS D1.1 certification"].SatisfiedBy)
	require.Equal(t, evidenceShown, by["AWS D1.1 certification"].equiv)
	require.Equal(t, "Registered Nurse", by["RN"].SatisfiedBy)
	require.Equal(t, "Enterprise Resource Planning", by["ERP"].SatisfiedBy)
	require.Equal(t, evidenceListed, by["ERP"].equiv, "a skills entry lists it")
	require.Equal(t, "forklift Licensed", by["forklift license"].SatisfiedBy)
	require.Empty(t, by["overhead cranes"].SatisfiedBy, "crane and overhead in one line are not overhead cranes")
	require.Equal(t, "Epic", by["Cerner"].SatisfiedBy)
}

func TestMeasuresAreNotKeywords(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]bool{"F": true, "400k": true, "team reviews 400k documents": true, "$28": true,
		"40%": true, "OSHA 10": false, "D1.1": false, "ICD-10": false, "C": true} {
		require.Equal(t, want, measure(Keyword{Name: name, Kind: KindPhrase}), name)
	}
	require.False(t, measure(Keyword{Name: "C", Kind: KindSkill}), "the C language is a skill")
}

// TestSectionsAreEvidence: a certificate, a project and volunteer work show
// keywords, so no suggestion asks for them.
func TestSectionsAreEvidence(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := truthfulCase(t, "welder")
	r.Summary = "Structural welder with 9 years of SMAW and FCAW work."
	r.Certificates = []model.Certificate{{Name: "AWS D1.1 Structural Steel Certification", Issuer: "American Welding Society"}}
	r.Projects = []model.Project{{Name: "Bridge retrofit", Highlights: []string{"Welded girders on structural steel framing under overhead cranes"}}}
	an, err := a.Analyze(r)
	require.NoError(t, err)
	for _, k := range []string{"AWS D1.1", "structural steel", "overhead cranes"} {
		require.NotContains(t, an.MissingKeywords, k)
	}
	for _, k := range an.Keywords {
		if k.Name == "structural steel" {
			require.Equal(t, evidenceShown, k.Evidence)
			require.Contains(t, k.Locations, "projects[0].highlights[0]")
		}
	}
	for _, s := range an.Suggestions {
		require.NotContains(t, s, "structural steel")
	}
}

// TestTruthfulDevCases guards the equivalences learnt from testdata/truthful_dev
// (an electrician, a pharmacy technician, a teacher, then an HVAC
// technician, an accountant, a dental hygienist): each set was written as
// fresh cases, measured, then used to build the reverse acronym ("NEC" shows
// "National Electrical Code"), the agent noun, degree levels, a certificates
// entry as a credential, words in order, word families, times as measures,
// so they are a regression guard, not a quality figure (that is
// TestTruthfulFresh's).
func TestTruthfulDevCases(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	for name, c := range map[string]struct{ shown, asked []string }{
		"electrician":   {[]string{"OSHA 10", "OSHA 30 card", "National Electrical Code", "NFPA 70E training", "journeyman electrician license"}, []string{"PVC", "Fire alarm", "Lift certification"}},
		"pharmacy_tech": {[]string{"retail pharmacy", "Bilingual", "Spanish", "French", "Omnicell", "Cerner"}, []string{"Oregon pharmacy technician license", "pharmacy technician license"}},
		"teacher":       {[]string{"North Carolina teaching license", "Bachelor's degree", "coaching", "Canvas"}, []string{"AIG", "ESL"}},
		"hvac":          {[]string{"Associate degree", "NATE", "EPA 608"}, []string{"VRF", "clean driving record"}},
		"accountant":    {[]string{"CPA license", "CPA candidate", "balance sheet reconciliations", "Bachelor's degree", "FloQast", "Oracle"}, []string{"Big 4"}},
		"hygienist":     {[]string{"7am-4pm", "Bilingual", "English", "CPR", "BLS", "Eaglesoft"}, []string{"periodontal maintenance"}},
	} {
		an, err := a.Analyze(truthfulCase(t, "truthful_dev/"+name))
		require.NoError(t, err)
		for _, k := range c.shown {
			require.NotContains(t, an.MissingKeywords, k, "%s shows %q", name, k)
		}
		for _, k := range c.asked {
			require.Contains(t, an.MissingKeywords, k, "%s lacks %q", name, k)
		}
	}
}

func TestMeasuresIncludeTimes(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]bool{"7am-4pm": true, "9:30am": true, "8-5": true, "OSHA 10": false, "24/7 support": false} {
		require.Equal(t, want, measure(Keyword{Name: name, Kind: KindPhrase}), name)
	}
}

// freshJudgment is the reading, once, of every keyword the suggestions asked
// for on testdata/truthful_fresh (written after the rules were final): shown
// means the resume shows it and the ask is false; needed means it does not.
var freshJudgment = map[string]askJudgment{
	"cook":              {[]string{"plating guides", "high-volume kitchen"}, []string{"recipes", "wood-fired grill"}},
	"driver":            {[]string{"Clean driving record", "Class A commercial driver"}, []string{"tractor-trailer", "verifiable tractor-trailer"}},
	"medical_assistant": {[]string{"EHR"}, nil},
	"helpdesk": {[]string{"Ticketing systems", "troubleshooting", "SCCM", "SCCM endpoint management", "Durham 5"},
		[]string{"macOS troubleshooting", "DNS", "DHCP", "Microsoft 365 administration", "on-call", "ITIL", "ITIL Foundation", "ITIL Foundation certification"}},
}

// Ceiling of false asks on the fresh cases: 10 of 22 on their first run;
// 3 of 15 once the posting's own lists (an "or" inside a phrase, examples of
// a category), irregular pasts, inverted certificate names and names cut
// from a measure were read. Since then these cases guard; the quality
// figure is TestTruthfulFresh2's.
const freshFalseAsks, freshAsks = 3, 15

// TestTruthfulFresh measures how many of the keywords the suggestions ask
// for the resume in fact shows, on cases written after the rules were
// final (docs/build-resume.md › Quality). An ask nobody judged fails the
// test: read it and add it to freshJudgment.
func TestTruthfulFresh(t *testing.T) {
	t.Parallel()
	asks, falseAsks, openers, verbs := judgeAsks(t, analyzer(t), "truthful_fresh/", freshJudgment)
	t.Logf("fresh cases: %d keywords asked for, %d of them shown by the resume (%.0f%%)", asks, falseAsks, 100*float64(falseAsks)/float64(asks))
	t.Logf("fresh cases: %d of %d bullets opening with a verb (weak openers aside) read as opening with one", verbs, openers)
	require.GreaterOrEqual(t, verbs, 18)
	require.LessOrEqual(t, falseAsks, freshFalseAsks)
	require.LessOrEqual(t, float64(falseAsks)/float64(asks), float64(freshFalseAsks)/float64(freshAsks))
}

// askJudgment is what a person reading a resume decided about the keywords a
// suggestion may ask for: shown by the resume (a false ask) or lacking.
type askJudgment struct{ shown, needed []string }

// judgeAsks analyses every case of dir named in judgment and counts the
// keywords asked for, the false asks among them, the bullets opening with
// something other than a weak opener and those read as opening with a verb. A
// keyword judged lacking must still be asked for while the posting yields it,
// and an ask nobody judged fails the test.
func judgeAsks(t *testing.T, a *Analyzer, dir string, judgment map[string]askJudgment) (asks, falseAsks, openers, verbs int) {
	t.Helper()
	for name, j := range judgment {
		r := truthfulCase(t, dir+name)
		an, err := a.Analyze(r)
		require.NoError(t, err)
		for _, e := range r.Experience {
			for _, b := range e.Bullets {
				opener := strings.ToLower(strings.Fields(b)[0])
				if _, weak := a.verbs.weak[opener]; weak {
					continue
				}
				openers++
				if a.verbs.verbs.has(opener) {
					verbs++
				} else {
					t.Logf("%s: %q not read as a verb", name, opener)
				}
			}
		}
		for _, k := range j.needed {
			if slices.ContainsFunc(an.Keywords, func(x Keyword) bool { return x.Name == k }) {
				require.Contains(t, an.MissingKeywords, k, "%s lacks %q", name, k)
			}
		}
		for _, k := range an.MissingKeywords {
			asks++
			switch {
			case slices.Contains(j.shown, k):
				falseAsks++
			case !slices.Contains(j.needed, k):
				t.Errorf("%s: %q is asked for and was never judged", name, k)
			}
		}
	}
	return asks, falseAsks, openers, verbs
}
