package ats

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

var testAnalyzer = sync.OnceValues(New)

// analyzer returns the shared Analyzer; it is read-only, so parallel tests share it.
func analyzer(t testing.TB) *Analyzer {
	t.Helper()
	a, err := testAnalyzer()
	require.NoError(t, err)
	return a
}

func fixture(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	require.NoError(t, err)
	return string(b)
}

// coderResume is a realistic inpatient coder's resume for the SmarterDx posting.
func coderResume() model.Resume {
	return model.Resume{
		UserName:   "Maria Lopez",
		Email:      "maria.lopez@example.com",
		Phone:      "+1 312 555 0142",
		Location:   "Chicago, IL",
		TargetRole: "Clinical Coding Specialist",
		Summary:    "Certified inpatient coder (CCS, RHIT) with 7 years of ICD-10 and DRG coding and auditing at academic medical centers.",
		Skills:     []string{"Microsoft Excel", "ICD-10-CM/PCS", "MS-DRG", "Epic", "CCS", "RHIT", "Auditing", "Medical terminology"},
		Experience: []model.Experience{
			{Company: "Northwestern Medicine", Title: "Senior Inpatient Coder", StartDate: "2020-04", EndDate: model.Present, Bullets: []string{
				"Coded 25 complex inpatient charts a day in Epic with 97% accuracy on quarterly audits",
				"Led DRG validation reviews that recovered $1.2M in under-coded claims in 2023",
				"Trained 6 new coders on ICD-10-PCS guidelines and clinical documentation queries",
				"Attended weekly department meetings",
			}},
			{Company: "Rush University Medical Center", Title: "Medical Coder", StartDate: "2017-01", EndDate: "2020-03", Bullets: []string{
				"Assigned ICD-10-CM and CPT codes to 40 outpatient encounters a day",
				"Responsible for chart reviews and coding audits for the cardiology service line",
				"Reduced claim denials 18% by flagging documentation gaps to physicians",
			}},
		},
		Education: []model.Education{{School: "University of Illinois Chicago", Degree: "BS", Field: "Health Information Management", Year: "2016"}},
	}
}
