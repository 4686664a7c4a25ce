package jsonresume

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

const full = `{
  "basics": {"name": "Dale Okafor", "label": "Structural Welder", "email": "dale@example.com"},
  "work": [{"name": "Red River Fabrication", "position": "Welder", "startDate": "2019-03-01", "highlights": ["Placed 400 column splices a year"]}],
  "skills": [{"name": "Welding", "keywords": ["SMAW", "GTAW"]}, {"name": "Rigging"}, {"name": "Cutting", "keywords": ["Oxy-fuel", "Plasma"]}],
  "projects": [{"name": "Bridge retrofit", "description": "Girder repair", "startDate": "2022-04", "highlights": ["Welded 60 stiffeners"]}],
  "volunteer": [{"organization": "Habitat for Humanity", "position": "Crew lead", "startDate": "2020-05", "summary": "Framed 4 homes"}],
  "certificates": [{"name": "AWS D1.1 Structural Steel", "issuer": "American Welding Society", "date": "2018-06-15"}],
  "awards": [{"title": "Safety Award", "awarder": "Red River Fabrication", "date": "2023-01", "summary": "Zero incidents"}],
  "languages": [{"language": "English", "fluency": "Native"}, {"language": "Spanish", "fluency": "Conversational"}],
  "interests": [{"name": "Fishing"}]
}`

func TestFullSections(t *testing.T) {
	t.Parallel()
	var r Resume
	require.NoError(t, json.Unmarshal([]byte(full), &r))
	m := r.ToModel()
	require.Equal(t, []string{"SMAW", "GTAW", "Oxy-fuel", "Plasma", "Rigging"}, m.Skills, "a group's name is not a skill")
	require.Equal(t, []model.SkillGroup{{Name: "Welding", Count: 2}, {Name: "Cutting", Count: 2}}, m.SkillGroups)
	require.Equal(t, []model.Project{{Name: "Bridge retrofit", Description: "Girder repair", StartDate: "2022-04", Highlights: []string{"Welded 60 stiffeners"}}}, m.Projects)
	require.Equal(t, "Habitat for Humanity", m.Volunteer[0].Organization)
	require.Equal(t, model.Certificate{Name: "AWS D1.1 Structural Steel", Issuer: "American Welding Society", Date: "2018-06"}, m.Certificates[0])
	require.Equal(t, "Safety Award", m.Awards[0].Title)
	require.Equal(t, []model.Language{{Language: "English", Fluency: "Native"}, {Language: "Spanish", Fluency: "Conversational"}}, m.Languages)
	require.Equal(t, []string{"interests"}, r.Ignored())

	back := FromModel(m)
	require.Equal(t, []Skill{{Name: "Welding", Keywords: []string{"SMAW", "GTAW"}}, {Name: "Cutting", Keywords: []string{"Oxy-fuel", "Plasma"}},
		{Name: "Skills", Keywords: []string{"Rigging"}}}, back.Skills)
	require.Len(t, back.Certificates, 1)
	require.Len(t, back.Languages, 2)
}

func TestPathsOfExtraSections(t *testing.T) {
	t.Parallel()
	require.Equal(t, "json_resume.projects[0].startDate", Paths("projects[0].start_date"))
	require.Equal(t, "json_resume.certificates[2].name", Paths("certificates[2].name"))
	require.Equal(t, "json_resume.volunteer[1].highlights[3]", Paths("volunteer[1].highlights[3]"))
	require.Equal(t, "json_resume.skills[1].name", Paths("skill_groups[1].name"))
}
