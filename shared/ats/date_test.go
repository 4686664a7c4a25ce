package ats

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

func TestParseMonth(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in string
		ok bool
	}{
		{"2021-03", true}, {"1950-01", true}, {"2100-12", true},
		{"2021-13", false}, {"2021-00", false}, {"2021-3", false}, {"21-03", false},
		{"2021/03", false}, {"Mar 2021", false}, {"2021-+3", false}, {"1949-12", false},
		{"٢٠٢٠-٠١", false}, {"", false}, {"Present", false},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			m, ok := parseMonth(tc.in)
			require.Equal(t, tc.ok, ok)
			if ok {
				require.Equal(t, tc.in, m.String())
			}
		})
	}
}

func TestCheckDates(t *testing.T) {
	t.Parallel()
	exp := func(dates ...string) []model.Experience {
		var out []model.Experience
		for i := 0; i+1 < len(dates); i += 2 {
			out = append(out, model.Experience{Title: "T", Company: "C", StartDate: dates[i], EndDate: dates[i+1]})
		}
		return out
	}
	tests := []struct {
		name   string
		exp    []model.Experience
		issues []string // substrings, in order
	}{
		{"clean history", exp("2020-01", "Present", "2017-06", "2019-12"), nil},
		{"job change in the same month", exp("2019-06", "Present", "2017-01", "2019-06"), nil},
		{"present in any case", exp("2020-01", "present"), nil},
		{"overlap", exp("2019-01", "Present", "2017-01", "2019-08"), []string{"experience[1] (\"T at C\") and experience[0] (\"T at C\") overlap from 2019-01"}},
		{"gap over six months", exp("2020-03", "Present", "2017-01", "2019-06"), []string{"gap of 8 months between 2019-06 and 2020-03"}},
		{"six-month gap is fine", exp("2020-01", "Present", "2017-01", "2019-06"), nil},
		{"end before start", exp("2020-05", "2019-01"), []string{"experience[0] ends (2019-01) before it starts (2020-05)"}},
		{"invalid formats", exp("March 2020", "now"), []string{"experience[0].start_date \"March 2020\" is not a YYYY-MM month", "experience[0].end_date \"now\" is neither"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, issues := checkDates(tc.exp)
			require.Len(t, issues, len(tc.issues))
			for i, want := range tc.issues {
				require.Contains(t, issues[i].message, want)
			}
		})
	}
}

func TestChronologyReportsAreBounded(t *testing.T) {
	t.Parallel()
	var exp []model.Experience
	for range 100 {
		exp = append(exp, model.Experience{StartDate: "2020-01", EndDate: "Present"})
	}
	_, issues := checkDates(exp)
	require.Len(t, issues, maxReported)
	require.True(t, strings.Contains(issues[0].message, "overlap"))
}
