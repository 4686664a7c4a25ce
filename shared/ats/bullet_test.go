package ats

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

func TestBulletCheck(t *testing.T) {
	t.Parallel()
	a := analyzer(t)
	tests := []struct {
		bullet     string
		verb, weak bool
		quantified bool
	}{
		{"Led a team of 6 engineers", true, false, true},
		{"Reduced p99 latency from 800 ms to 120 ms", true, false, true},
		{"Build and own the billing service", true, false, false},
		{"Managing vendor contracts worth $2M", true, false, true},
		{"Doubled trial conversion through onboarding emails", true, false, true},
		{"Responsible for the release process", false, true, false},
		{"Worked on various projects", false, true, false},
		{"Helped the support team", false, true, false},
		{"The billing service", false, false, false},
		{"Cut churn by a third", true, false, false},
		{"  - Shipped twelve features", true, false, true},
		{"", false, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.bullet, func(t *testing.T) {
			t.Parallel()
			st := newStemmer(a.stems, a.cache)
			ix := a.indexResume(st, &model.Resume{Experience: []model.Experience{{Bullets: []string{tc.bullet}}}})
			c := a.verbs.check(st, tc.bullet, ix.bullets[0][0])
			require.Equal(t, tc.verb, c.actionVerb, "action verb")
			require.Equal(t, tc.weak, c.weak, "weak opener")
			require.Equal(t, tc.quantified, c.quantified, "quantified")
		})
	}
}
