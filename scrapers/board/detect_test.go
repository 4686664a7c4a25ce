package board

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestDetectSource(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"https://boards.greenhouse.io/anthropic":                          "greenhouse:anthropic",
		"https://job-boards.greenhouse.io/gitlab/jobs/8012345002":         "greenhouse:gitlab",
		"boards.greenhouse.io/embed/job_board?for=stripe":                 "greenhouse:stripe",
		"https://boards-api.greenhouse.io/v1/boards/figma/jobs":           "greenhouse:figma",
		"https://jobs.lever.co/palantir/abc-123":                          "lever:palantir",
		"jobs.ashbyhq.com/notion":                                         "ashby:notion",
		"https://workday.wd5.myworkdayjobs.com/Workday":                   "workday:workday.wd5/Workday",
		"https://mayoclinic.wd5.myworkdayjobs.com/en-US/MayoClinic/job/x": "workday:mayoclinic.wd5/MayoClinic",
		"HTTPS://Walmart.WD5.myworkdayjobs.com/WalmartExternal":           "workday:walmart.wd5/WalmartExternal",
		"https://apply.workable.com/zego/":                                "workable:zego",
		"https://spring.recruitee.com/o/business-developer":               "recruitee:spring",
		"flyio.bamboohr.com/careers":                                      "bamboohr:flyio",
		"https://career.teamtailor.com/jobs":                              "teamtailor:career",
		"https://time-etc.breezy.hr/":                                     "breezy:time-etc",
		"https://vivid.jobs.personio.de":                                  "personio:vivid",
		"https://finn.jobs.personio.com/job/123":                          "personio:finn",
		"https://careers.smartrecruiters.com/Visa":                        "smartrecruiters:Visa",
		"https://jobs.smartrecruiters.com/HireVue/744000138728139-intern": "smartrecruiters:HireVue",
		"https://www.usajobs.gov/":                                        "usajobs",
	}
	for in, want := range cases {
		src, err := DetectSource(in)
		require.NoError(t, err, in)
		require.Equal(t, want, src.Key(), in)
	}
	for _, bad := range []string{"", "https://example.com/careers", "https://boards.greenhouse.io/", "https://acme.wd5.myworkdayjobs.com/"} {
		_, err := DetectSource(bad)
		require.Error(t, err, bad)
	}
	_, err := DetectSource("https://example.com/careers")
	require.ErrorContains(t, err, "x.wd5.myworkdayjobs.com/Site")
}
