package ats

import (
	"fmt"
	"strings"
	"testing"

	"github.com/careerkit/careerkit/shared/model"
)

// bigResume has 200 bullets over 10 roles.
func bigResume(jd string) model.Resume {
	r := coderResume()
	r.JobDescription = jd
	r.Experience = nil
	for i := range 10 {
		e := model.Experience{Company: fmt.Sprintf("Hospital %d", i), Title: "Inpatient Coder",
			StartDate: fmt.Sprintf("%d-01", 2020-2*i), EndDate: fmt.Sprintf("%d-12", 2021-2*i)}
		for j := range 20 {
			e.Bullets = append(e.Bullets, fmt.Sprintf("Audited %d inpatient charts a week for DRG and ICD-10 accuracy, recovering $%dK in revenue cycle reimbursement", 10+j, 5*j+i))
		}
		r.Experience = append(r.Experience, e)
	}
	return r
}

func bigJobDescription(b *testing.B) string {
	all := fixture(b, "written_greenhouse_coding.html") + "\n" + fixture(b, "written_ashby_designer.html") + "\n" +
		fixture(b, "written_lever_admin.html") + "\n" + fixture(b, "written_ashby_engineer.txt")
	return strings.Repeat(all, (50<<10)/len(all)+1)[:50<<10]
}

func BenchmarkAnalyze(b *testing.B) {
	a := analyzer(b)
	realistic := coderResume()
	realistic.JobDescription = fixture(b, "written_greenhouse_coding.html")
	noJD := coderResume()
	cases := []struct {
		name string
		r    model.Resume
	}{
		{"realistic", realistic},
		{"no_job_description", noJD},
		{"big_50KB_200_bullets", bigResume(bigJobDescription(b))},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := a.Analyze(c.r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkKeywords(b *testing.B) {
	a := analyzer(b)
	jd := bigJobDescription(b)
	b.SetBytes(int64(len(jd)))
	b.ReportAllocs()
	for b.Loop() {
		_ = a.Keywords(jd)
	}
}

func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := New(); err != nil {
			b.Fatal(err)
		}
	}
}
