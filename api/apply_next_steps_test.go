package api

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/store"
)

// TestNextStepsSayWhatTheBoardNeeds: boards Careerkit cannot submit to say
// which route is left (an account, or the hosted form) and where.
func TestNextStepsSayWhatTheBoardNeeds(t *testing.T) {
	t.Parallel()
	wd := &store.Application{Status: store.ApplicationFailed, Reason: "needs_account", Board: "workday", Company: "Mayo Clinic",
		ApplyURL: "https://mayoclinic.wd5.myworkdayjobs.com/MayoClinic/job/1", UserEmail: "ada@example.com"}
	s := nextSteps(wd)
	require.Contains(t, s, "Workday")
	require.Contains(t, s, "create the account")
	require.Contains(t, s, wd.ApplyURL)

	wk := &store.Application{Status: store.ApplicationFailed, Reason: "apply_by_hand", Board: "workable", Company: "Zego",
		ApplyURL: "https://apply.workable.com/j/450EC5C378/apply"}
	s = nextSteps(wk)
	require.Contains(t, s, "hosted form")
	require.Contains(t, s, wk.ApplyURL)

	rc := &store.Application{Status: store.ApplicationSubmitted, Board: "recruitee", Company: "SPRiNG", UserEmail: "ada@example.com"}
	require.Contains(t, nextSteps(rc), "Recruitee")
}
