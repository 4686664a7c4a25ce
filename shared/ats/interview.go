package ats

import "math"

// Interview model (see doc.go): the callback rate rises along a logistic curve
// of the ATS score, from about 2% at 50 to 12.5% at 70 and 24% at 100, in line
// with the commonly quoted 2–20% callback rates of online applications.
const (
	callbackCeiling  = 0.25
	callbackMidpoint = 70.0
	callbackScale    = 8.0
)

// callbackRate is the modelled share of applications that lead to an interview.
func callbackRate(score int) float64 {
	return callbackCeiling / (1 + math.Exp(-(float64(score)-callbackMidpoint)/callbackScale))
}

// estimatedInterviews is round(20 × callbackRate(score)).
func estimatedInterviews(score int) int {
	return int(math.Round(InterviewsPerApplications * callbackRate(score)))
}
