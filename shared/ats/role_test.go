package ats

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestRoleFind(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	tests := []struct{ target, want string }{
		{"Software Engineer", "Software Engineer"},
		{"Senior Software Engineer II", "Software Engineer"},
		{"Staff Backend Developer", "Backend Engineer"},
		{"Golang Developer", "Go Engineer"},
		{"Full-Stack Engineer", "Full Stack Engineer"},
		{"Machine Learning Engineer", "Machine Learning Engineer"},
		{"Senior Product Manager, Growth", "Product Manager"},
		{"UX/UI Designer", "Product Designer"},
		{"Administrative Business Partner - Security", "Administrative Assistant"},
		{"Clinical Coding Specialist (Inpatient)", "Medical Coder"},
		{"Senior Account Executive, Enterprise", "Account Executive"},
		{"Business Development Representative, New York", "Sales Development Representative"},
		{"Quantum Widget Engineer", "Software Engineer"},
		{"Head Gardener", ""},
		{"", ""},
	}
	for _, tc := range tests {
		t.Run(tc.target, func(t *testing.T) {
			t.Parallel()
			r, ok := a.roles.find(tc.target)
			require.Equal(t, tc.want != "", ok)
			require.Equal(t, tc.want, r.title)
		})
	}
}
