package render

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/jsonresume"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
)

// TestJSONResumeSectionsPrint renders a JSON Resume with every section
// Careerkit prints, in every template, through real Chromium, and reads each
// section back with our extractor and with poppler's pdftotext: certificates,
// languages, awards, projects and volunteer work under their headings, skill
// groups as "Name: skill, skill".
func TestJSONResumeSectionsPrint(t *testing.T) {
	t.Parallel()
	b := setup(t)
	raw, err := os.ReadFile("testdata/json_resume_full.json")
	require.NoError(t, err)
	var jr jsonresume.Resume
	require.NoError(t, json.Unmarshal(raw, &jr))
	want := []string{
		"Summary", "AWS D1.1 certified structural welder",
		"Experience", "Placed and tacked 400 column splices",
		"Projects", "Arkansas River Bridge Retrofit", "Apr 2022 – Sep 2022", "Girder stiffener repair on a live bridge deck.",
		"Welded 60 bearing stiffeners overhead",
		"Volunteer Experience", "Crew Lead, Habitat for Humanity Tulsa", "May 2020", "Led weekend framing crews on four homes.",
		"Taught 30 volunteers safe grinder use",
		"Education", "Tulsa Tech",
		"Certifications", "AWS D1.1 Structural Steel Certification, American Welding Society", "Jun 2018",
		"OSHA 10 Construction, OSHA Training Institute", "Feb 2017",
		"Awards", "Plant Safety Award, Red River Fabrication", "Jan 2023", "Five years without a recordable incident.",
		"Skills", "Welding: SMAW, GTAW, FCAW", "Fabrication: Blueprint reading, Oxy-fuel cutting", "Forklift operation",
		"Languages", "English (Native speaker), Spanish (Conversational)",
	}
	for _, tmpl := range model.ResumeTemplates {
		t.Run(tmpl, func(t *testing.T) {
			t.Parallel()
			d := resume.Document{Resume: jr.ToModel(), Template: tmpl}
			pdf := b.renderDoc(t, d)
			pc, text, err := resume.Verify(d, pdf)
			require.NoError(t, err)
			require.True(t, pc.OK, "Go extractor: %v\n%s", pc.Issues, text)
			require.Equal(t, 1.0, pc.Recall)
			requireInOrder(t, text, want)
			var sections []string
			for _, s := range pc.Sections {
				sections = append(sections, s.Section)
			}
			require.Equal(t, []string{resume.SectionContact, resume.SectionSummary, resume.SectionExperience, resume.SectionProjects,
				resume.SectionVolunteer, resume.SectionEducation, resume.SectionCertificates, resume.SectionAwards,
				resume.SectionSkills, resume.SectionLanguages}, sections)

			poppler := pdftotext(t, pdf)
			pc = resume.Check(d, poppler)
			require.True(t, pc.OK, "pdftotext: %v\n%s", pc.Issues, poppler)
			requireInOrder(t, poppler, want)
			require.NotContains(t, text, "Fishing", "interests are not printed")
		})
	}
}
