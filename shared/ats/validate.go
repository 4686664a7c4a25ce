package ats

import (
	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/model"
)

// Validate reports the first problem Analyze would only flag in suggestions but
// an API may prefer to reject: a date that is not YYYY-MM (or "Present" for an
// end date), or an entry ending before it starts. The error is an
// *apperr.Error naming the field (experience[i].start_date or .end_date).
func Validate(r model.Resume) error {
	if err := checkLimits(&r); err != nil {
		return err
	}
	_, issues := checkDates(r.Experience)
	for _, is := range issues {
		if is.field != "" {
			return apperr.Invalid(is.field, "%s", is.message)
		}
	}
	return nil
}
