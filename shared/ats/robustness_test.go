package ats

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/text"
)

const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)><b>bold</b>`

func TestAbsurdInputGetsAnAnalysis(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	both := fixture(t, "written_greenhouse_coding.html") + "\n" + fixture(t, "written_ashby_designer.html")
	bigJD := strings.Repeat(both, (50<<10)/len(both)+1)[:50<<10]
	manyBullets := make([]string, 200)
	for i := range manyBullets {
		manyBullets[i] = fmt.Sprintf("Reduced claim denials %d%% with ICD-10 audits", i)
	}
	tests := []struct {
		name   string
		resume model.Resume
	}{
		{"empty", model.Resume{}},
		{"only required fields", model.Resume{UserName: "A", Email: "a@b.co", TargetRole: "Engineer"}},
		{"no experience", model.Resume{UserName: "A", Email: "a@b.co", TargetRole: "Nurse", Skills: []string{"BLS"}}},
		{"200 bullets", model.Resume{UserName: "A", Email: "a@b.co", TargetRole: "Medical Coder",
			Experience: []model.Experience{{Title: "Coder", StartDate: "2020-01", EndDate: "Present", Bullets: manyBullets}}}},
		{"50 KB job description", func() model.Resume { r := coderResume(); r.JobDescription = bigJD; return r }()},
		{"50,000-word job description", func() model.Resume {
			r := coderResume()
			plain := text.FromHTML(fixture(t, "written_greenhouse_coding.html")) + "\n"
			r.JobDescription = strings.Repeat(plain, 50_000/len(strings.Fields(plain))+1)
			return r
		}()},
		{"only a skills list", func() model.Resume {
			r := coderResume()
			r.JobDescription = "ICD-10, DRG, CPT, Epic, RHIT, CCS, auditing, clinical documentation, HIPAA"
			return r
		}()},
		{"emoji and right-to-left", model.Resume{UserName: "سارة 👩‍💻", Email: "sara@example.com", TargetRole: "مهندس برمجيات 🚀",
			JobDescription: "نبحث عن مهندس 🚀🔥 Python و Kubernetes مطلوب\u202e reversed \u202c", Summary: "👋 مرحبا",
			Skills: []string{"🐍", "Python", "\u200f"}, Experience: []model.Experience{{Title: "مهندس", Company: "شركة", StartDate: "٢٠٢٠-٠١", EndDate: "Present", Bullets: []string{"🚀🚀🚀", "بنيت 3 خدمات"}}}}},
		{"HTML and script everywhere", model.Resume{UserName: hostile, Email: hostile, Phone: hostile, TargetRole: hostile + "Engineer",
			JobDescription: hostile + "<h2>Requirements</h2><ul><li>Go</li><li>SQL</li><li>Docker</li></ul>", Summary: hostile, Location: hostile,
			Links: []string{hostile}, Skills: []string{hostile, "<i>Go</i>"},
			Experience: []model.Experience{{Company: hostile, Title: hostile, StartDate: hostile, EndDate: hostile, Bullets: []string{hostile, "Built <b>3</b> Go services"}}},
			Education:  []model.Education{{School: hostile, Degree: hostile, Field: hostile, Year: hostile}}}},
		{"invalid UTF-8", model.Resume{UserName: "\xff\xfe", Email: "a@b.co\xff", TargetRole: "Eng\xffineer", JobDescription: "Requirements\n\xffGo\xfe, Python and SQL",
			Skills: []string{"\xc3\x28"}, Experience: []model.Experience{{Title: "\xff", StartDate: "20\xff-01", EndDate: "\xff", Bullets: []string{"\xff\xff"}}}}},
		{"garbage dates", model.Resume{UserName: "A", Email: "a@b.co", TargetRole: "Analyst", Experience: []model.Experience{
			{Title: "X", StartDate: "2020-13", EndDate: "2019-00"}, {Title: "Y", StartDate: "March 2020", EndDate: "present"},
			{Title: "Z", StartDate: "2022-05", EndDate: "2021-01"}, {Title: "W", StartDate: "", EndDate: ""}}}},
		{"control characters", model.Resume{UserName: "A\x00B", Email: "a@b.co", TargetRole: "Dev\x07", Summary: "line\x1b[31m red", Skills: []string{"Go\x00"}}},
		{"whitespace everywhere", model.Resume{UserName: " ", Email: " ", TargetRole: " ", JobDescription: " \n\t ", Skills: []string{" ", ""}, Experience: []model.Experience{{Bullets: []string{"", " "}}}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var an *Analysis
			require.NotPanics(t, func() {
				var err error
				an, err = a.Analyze(tc.resume)
				require.NoError(t, err)
			})
			require.GreaterOrEqual(t, an.ATSScore, 0)
			require.LessOrEqual(t, an.ATSScore, 100)
			require.GreaterOrEqual(t, an.KeywordMatchPercentage, 0)
			require.LessOrEqual(t, an.KeywordMatchPercentage, 100)
			require.GreaterOrEqual(t, an.EstimatedInterviews, 0)
			require.NotEmpty(t, an.Suggestions)
			raw, err := json.Marshal(an)
			require.NoError(t, err)
			require.NotContains(t, string(raw), "<script")
			require.NotContains(t, string(raw), "onerror")
			require.NotContains(t, string(raw), "alert(")
			require.NotPanics(t, func() { an.ApplyParseCheck(ParseCheck{Garbled: true}) })
		})
	}
}

func TestHostileMarkupIsReadAsText(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	r := model.Resume{UserName: "A", Email: "a@b.co", TargetRole: "Engineer",
		JobDescription: hostile + "<h2>Requirements</h2><ul><li>Go</li><li>SQL</li><li>Docker</li></ul>",
		Skills:         []string{"<i>Go</i>", hostile + " SQL"}}
	an, err := a.Analyze(r)
	require.NoError(t, err)
	require.Equal(t, MatchedJobDescription, an.MatchedAgainst)
	require.Equal(t, []string{"Go", "SQL"}, an.MatchedKeywords)
	require.Equal(t, []string{"Docker"}, an.MissingKeywords)
}

func TestLimitsNameTheField(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	tests := []struct {
		name  string
		edit  func(r *model.Resume)
		field string
	}{
		{"job description", func(r *model.Resume) { r.JobDescription = strings.Repeat("a ", MaxJobDescriptionBytes) }, "job_description"},
		{"experience entries", func(r *model.Resume) { r.Experience = make([]model.Experience, MaxExperience+1) }, "experience"},
		{"bullets per entry", func(r *model.Resume) { r.Experience[1].Bullets = make([]string, MaxBulletsPerEntry+1) }, "experience[1].bullets"},
		{"bullets in all", func(r *model.Resume) {
			r.Experience = make([]model.Experience, 6)
			for i := range r.Experience {
				r.Experience[i].Bullets = make([]string, MaxBulletsPerEntry)
			}
		}, "experience"},
		{"one bullet", func(r *model.Resume) { r.Experience[0].Bullets[2] = strings.Repeat("x", MaxFieldBytes+1) }, "experience[0].bullets[2]"},
		{"skills", func(r *model.Resume) { r.Skills = make([]string, MaxSkills+1) }, "skills"},
		{"summary", func(r *model.Resume) { r.Summary = strings.Repeat("x", MaxFieldBytes+1) }, "summary"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := coderResume()
			tc.edit(&r)
			an, err := a.Analyze(r)
			require.Nil(t, an)
			e, ok := apperr.As(err)
			require.True(t, ok)
			require.Equal(t, apperr.KindTooLarge, e.Kind)
			require.Equal(t, tc.field, e.Field)
			require.Contains(t, e.Message, "limit")
		})
	}
}

func TestValidateNamesBadDates(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		exp   []model.Experience
		field string
	}{
		{"valid", []model.Experience{{StartDate: "2020-01", EndDate: "Present"}, {StartDate: "2018-03", EndDate: "2019-12"}}, ""},
		{"bad start", []model.Experience{{StartDate: "2020-1", EndDate: "Present"}}, "experience[0].start_date"},
		{"bad end", []model.Experience{{StartDate: "2020-01", EndDate: "now"}}, "experience[0].end_date"},
		{"end before start", []model.Experience{{StartDate: "2020-01", EndDate: "Present"}, {StartDate: "2019-05", EndDate: "2019-01"}}, "experience[1].end_date"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			err := Validate(model.Resume{Experience: tc.exp})
			if tc.field == "" {
				require.NoError(t, err)
				return
			}
			e, ok := apperr.As(err)
			require.True(t, ok)
			require.Equal(t, apperr.KindInvalid, e.Kind)
			require.Equal(t, tc.field, e.Field)
		})
	}
}
