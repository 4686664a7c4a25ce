package normalize

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

func TestJobType(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   []string
		want string
	}{
		{[]string{"FullTime"}, model.JobTypeFullTime},
		{[]string{"full_time"}, model.JobTypeFullTime},
		{[]string{"Full-time"}, model.JobTypeFullTime},
		{[]string{"Full-Time"}, model.JobTypeFullTime},
		{[]string{"permanent"}, model.JobTypeFullTime},
		{[]string{"Vollzeit"}, model.JobTypeFullTime},
		{[]string{"PartTime"}, model.JobTypePartTime},
		{[]string{"part_time"}, model.JobTypePartTime},
		{[]string{"Teilzeit"}, model.JobTypePartTime},
		{[]string{"Side"}, model.JobTypePartTime},
		{[]string{"Intern"}, model.JobTypeInternship},
		{[]string{"Internship"}, model.JobTypeInternship},
		{[]string{"Praktikum"}, model.JobTypeInternship},
		{[]string{"Contract"}, model.JobTypeContract},
		{[]string{"Contractor"}, model.JobTypeContract},
		{[]string{"freelance"}, model.JobTypeContract},
		{[]string{"Temporary"}, model.JobTypeContract},
		{[]string{"Full-Time Non Exempt Hourly"}, model.JobTypeFullTime},
		{[]string{"internship", "part-time", "Part-time"}, model.JobTypeInternship},
		{[]string{"associate", "permanent"}, model.JobTypeFullTime},
		{[]string{"", "Berufserfahren"}, ""},
		{[]string{"international"}, ""},
		{nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.want+" "+strings.Join(tc.in, ","), func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, JobType(tc.in...))
		})
	}
}

func TestInferJobType(t *testing.T) {
	t.Parallel()
	tests := []struct {
		title, text, want string
	}{
		{"Data Science Intern | Fully Remote US", "", model.JobTypeInternship},
		{"Praktikant Marketing/Event (m/w/d)", "", model.JobTypeInternship},
		{"Inside Sales Contractor", "", model.JobTypeContract},
		{"Designer (Part-Time)", "", model.JobTypePartTime},
		{"Client Support Analyst I", "SmarterDx is seeking a part-time Client Support Analyst", model.JobTypePartTime},
		{"Engineer", "We hire full-time and part-time staff", model.JobTypeFullTime},
		{"International Sales Manager", "", ""}, // nothing stated: no job type is assumed
	}
	for _, tc := range tests {
		t.Run(tc.title, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, inferJobType(tc.title, tc.text))
		})
	}
}
