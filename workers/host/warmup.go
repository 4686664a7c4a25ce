package host

import "github.com/careerkit/careerkit/shared/model"

// warmupResume is printed into each tab at start so the first real render finds
// the fonts decoded.
var warmupResume = model.Resume{UserName: "Warm Up", Email: "warm@example.com", TargetRole: "Engineer",
	Experience: []model.Experience{{Company: "Example", Title: "Engineer", StartDate: "2020-01", EndDate: model.Present,
		Bullets: []string{"Printed a page"}}},
	Skills: []string{"Go"}}
