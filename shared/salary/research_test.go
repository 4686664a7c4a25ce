package salary

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
)

// TestPublishedFigures checks that a plain query returns the OEWS May 2025
// national figures exactly: p25 / p50 / p75 as low / median / high.
func TestPublishedFigures(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tests := []struct {
		title             string
		code              string
		low, median, high float64
		p10, p90          float64
		employment        int64
	}{
		{"Registered Nurse", "29-1141", 80330, 97550, 112350, 68940, 137470, 3379720},
		{"Software Developer", "15-1252", 105210, 135980, 171980, 82460, 214670, 1687890},
		{"Accountant", "13-2011", 67020, 83680, 109810, 56020, 144090, 1449500},
		{"Chief Executive Officer", "11-1011", 129540, 213990, 356200, 75700, 507730, 204350},
	}
	for _, tc := range tests {
		t.Run(tc.title, func(t *testing.T) {
			t.Parallel()
			r := b.research(t, Query{JobTitle: tc.title})
			require.Equal(t, tc.code, r.Occupation.Code)
			require.Equal(t, tc.median, r.MedianSalary)
			require.Equal(t, tc.low, r.SalaryLow)
			require.Equal(t, tc.high, r.SalaryHigh)
			require.Equal(t, tc.p10, r.Percentiles.P10)
			require.Equal(t, tc.p90, r.Percentiles.P90)
			require.Equal(t, tc.employment, r.EstimatedEmployment)
			require.Equal(t, "2025-05-01T00:00:00Z", r.LastUpdated)
			require.Equal(t, LocationNational, r.Location.Resolution)
			require.Equal(t, AdjustmentNone, r.Location.Adjustment)
			require.Equal(t, 1.0, r.Location.Factor)
			require.Equal(t, tc.employment, r.DataSamples, "the OEWS employment estimate behind the figures")
			require.Equal(t, []string{"bls_oews"}, r.FieldSources.DataSamples.Sources)
		})
	}
}

func TestResultProvenance(t *testing.T) {
	t.Parallel()
	b := setup(t)
	r := b.research(t, Query{JobTitle: "Registered Nurse", ExperienceLevel: "senior", Location: "Austin, TX"})

	require.Equal(t, "Registered Nurse", r.JobTitle)
	require.Equal(t, "USD", r.Currency)
	require.Equal(t, []MedianPoint{{"2023-05", 86070, false}, {"2024-05", 93600, false}, {"2025-05", 97550, false}}, r.MedianHistory)
	require.Equal(t, "Professional and related occupations", r.Occupation.BenefitsGroup)
	require.Equal(t, "Healthcare Practitioners and Technical Occupations", r.Occupation.MajorGroup)

	// ECEC March 2026, professional and related: supplemental $2.87 / wages
	// $50.53 = 5.7 %; total compensation $72.99 / $50.53.
	require.Equal(t, 5.7, r.BonusMedian)
	require.Equal(t, BonusRangeUnavailable, r.BonusRange)
	require.Equal(t, []string{"bls_ecec"}, r.FieldSources.Bonus.Sources)
	require.False(t, r.EquityCommon)
	require.Equal(t, []string{NoData}, r.FieldSources.Equity.Sources)
	require.Equal(t, "percent_of_base", r.BonusMedianUnit)
	require.Equal(t, roundWage(r.MedianSalary*1.057), r.TotalCompensationMedian, "base plus typical bonus")
	require.Equal(t, roundWage(r.MedianSalary*(72.99-50.53)/50.53), r.BenefitsValueMedian, "employer-paid benefits, apart")
	require.Len(t, r.BenefitsHighlights, 5)
	require.Contains(t, r.BenefitsHighlights[0], "30.8% of total compensation for professional and related occupations")

	ids := []string{}
	for _, s := range r.Sources {
		ids = append(ids, s.ID)
	}
	require.Equal(t, []string{"bls_oews", "onet_titles", "dol_oflc_wages", "bls_ecec", "bls_ebs"}, ids)
	require.Contains(t, r.Sources[1].Attribution, "Used under the CC BY 4.0 license")
	require.Len(t, r.Adjustments, 2)
	require.Contains(t, r.Adjustments[0], `experience level "senior" from the query`)
	require.Contains(t, r.Adjustments[1], "Austin-Round Rock-San Marcos, TX")
}

func TestResearchIsDeterministic(t *testing.T) {
	t.Parallel()
	b := setup(t)
	q := Query{JobTitle: "Staff ML Engineer", Location: "San Francisco, CA", Industry: "fintech"}
	first, err := json.Marshal(b.research(t, q))
	require.NoError(t, err)
	for range 3 {
		again, err := json.Marshal(b.research(t, q))
		require.NoError(t, err)
		require.JSONEq(t, string(first), string(again))
	}
}

// TestBadInput: every malformed input is a 4xx-kind apperr naming the field (or
// a documented 404), never an internal error or a panic.
func TestBadInput(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tests := []struct {
		name  string
		q     Query
		kind  apperr.Kind
		code  string
		field string
	}{
		{"empty title", Query{JobTitle: ""}, apperr.KindInvalid, "missing_field", "job_title"},
		{"blank title", Query{JobTitle: "   \t"}, apperr.KindInvalid, "missing_field", "job_title"},
		{"one character", Query{JobTitle: "a"}, apperr.KindInvalid, "invalid_field", "job_title"},
		{"500 characters", Query{JobTitle: strings.Repeat("engineer ", 56)}, apperr.KindInvalid, "invalid_field", "job_title"},
		{"emoji only", Query{JobTitle: "👩‍⚕️🚀"}, apperr.KindInvalid, "invalid_field", "job_title"},
		{"digits only", Query{JobTitle: "12345"}, apperr.KindInvalid, "invalid_field", "job_title"},
		{"invalid utf-8", Query{JobTitle: "nurse\xff\xfe"}, apperr.KindInvalid, "invalid_field", "job_title"},
		{"unknown level", Query{JobTitle: "Nurse", ExperienceLevel: "guru"}, apperr.KindInvalid, "invalid_field", "experience_level"},
		{"long location", Query{JobTitle: "Nurse", Location: strings.Repeat("x", 500)}, apperr.KindInvalid, "invalid_field", "location"},
		{"nonsense location", Query{JobTitle: "Nurse", Location: "asdfgh qwerty"}, apperr.KindInvalid, "invalid_field", "location"},
		{"emoji location", Query{JobTitle: "Nurse", Location: "🌍"}, apperr.KindInvalid, "invalid_field", "location"},
		{"zip code", Query{JobTitle: "Nurse", Location: "94103"}, apperr.KindInvalid, "invalid_field", "location"},
		{"long industry", Query{JobTitle: "Nurse", Industry: strings.Repeat("x", 101)}, apperr.KindInvalid, "invalid_field", "industry"},
		{"unknown title", Query{JobTitle: "asdfgh qwerty"}, apperr.KindNotFound, "unknown_job_title", ""},
		{"stop words only", Query{JobTitle: "of the and"}, apperr.KindNotFound, "unknown_job_title", ""},
		{"military", Query{JobTitle: "Army Officer"}, apperr.KindNotFound, "no_wage_data", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := b.svc.Research(context.Background(), tc.q)
			requireAppErr(t, err, tc.kind, tc.code, tc.field)
		})
	}
}

func TestInputTolerance(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tests := []struct {
		name  string
		q     Query
		code  string
		level string
	}{
		{"emoji around a title", Query{JobTitle: "🩺 Nurse 👩‍⚕️"}, "29-1141", ""},
		{"level in capitals", Query{JobTitle: "Nurse", ExperienceLevel: " Senior "}, "29-1141", LevelSenior},
		{"query level beats the title", Query{JobTitle: "Senior Accountant", ExperienceLevel: "entry"}, "13-2011", LevelEntry},
		{"120 characters", Query{JobTitle: "Software Engineer, " + strings.Repeat("Payments ", 11) + "Te"}, "15-1252", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			require.LessOrEqual(t, len([]rune(tc.q.JobTitle)), MaxTitleLength)
			r := b.research(t, tc.q)
			require.Equal(t, tc.code, r.Occupation.Code)
			require.Equal(t, tc.level, r.Experience.Level)
		})
	}
}

func TestCancelledContext(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := b.svc.Research(ctx, Query{JobTitle: "Nurse"})
	require.ErrorIs(t, err, context.Canceled)
}
