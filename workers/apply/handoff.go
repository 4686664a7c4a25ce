package apply

import "strings"

// Reasons of the boards Careerkit does not submit to.
const (
	// ReasonNeedsAccount: the board takes applications only from a candidate
	// account the person creates and verifies on the employer's site (Workday).
	ReasonNeedsAccount = "needs_account"
	// ReasonApplyByHand: the board's only keyless route is its hosted form, which
	// Careerkit does not drive (Workable, SmartRecruiters, BambooHR); the
	// application API needs the employer's key.
	ReasonApplyByHand = "apply_by_hand"
)

// handOff says, for a board Careerkit cannot submit to, what the person must
// do; ok is false for the boards it can.
func handOff(s Submission) (Outcome, bool) {
	switch strings.ToLower(s.Board) {
	case "workday":
		return failed(ReasonNeedsAccount, "Workday accepts applications only from a candidate account on the employer's own Workday site "+
			"(sign up with an email address, confirm it, then apply), which Careerkit cannot create for you; nothing was submitted. Apply at "+s.ApplyURL), true
	case "workable":
		return failed(ReasonApplyByHand, "Workable takes applications through its hosted form only (its candidate API needs the employer's token); "+
			"nothing was submitted. Apply at "+s.ApplyURL+" with the resume and answers Careerkit prepared"), true
	case "smartrecruiters":
		return failed(ReasonApplyByHand, "SmartRecruiters takes applications through its hosted form only (its application API needs the employer's credentials); "+
			"nothing was submitted. Apply at "+s.ApplyURL), true
	case "bamboohr":
		return failed(ReasonApplyByHand, "BambooHR takes applications through the employer's hosted careers form only (its API needs the employer's key); "+
			"nothing was submitted. Apply at "+s.ApplyURL), true
	}
	return Outcome{}, false
}
