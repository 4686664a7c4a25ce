package salary

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
)

// fakePostings is a PostingSource whose behaviour each test sets.
type fakePostings struct {
	payRangesFunc func(ctx context.Context, q PostingQuery) ([]PostingPay, error)
}

func (f *fakePostings) PayRanges(ctx context.Context, q PostingQuery) ([]PostingPay, error) {
	return f.payRangesFunc(ctx, q)
}

// postings returns n postings with ranges centred on 150k, 152k, 154k...; the
// first equity of them offer equity and the first bonus state a 10%, 12%... bonus.
func postings(n, equity, bonus int, industry string) []PostingPay {
	out := make([]PostingPay, n)
	for i := range out {
		mid := 150000 + 2000*float64(i)
		out[i] = PostingPay{MinAnnualUSD: mid - 20000, MaxAnnualUSD: mid + 20000, OffersEquity: i < equity, Industry: industry}
		if i < bonus {
			out[i].HasBonus, out[i].BonusPercent = true, 10+2*float64(i)
		}
	}
	return out
}

func TestPostingsBlend(t *testing.T) {
	t.Parallel()
	b := setup(t)
	var got PostingQuery
	src := &fakePostings{payRangesFunc: func(_ context.Context, q PostingQuery) ([]PostingPay, error) {
		got = q
		return postings(12, 6, 6, "Financial Technology"), nil
	}}
	svc := NewService(b.data, src)
	r, err := svc.Research(context.Background(), Query{JobTitle: "Software Developer", Location: "Austin, TX"})
	require.NoError(t, err)

	require.Equal(t, "15-1252", got.OccupationCode)
	require.Equal(t, "12420", got.AreaCode)
	require.Equal(t, "TX", got.State)
	require.Equal(t, postingLimit, got.Limit)

	survey := b.research(t, Query{JobTitle: "Software Developer", Location: "Austin, TX"})
	w := 12.0 / 32
	mids := make([]float64, 12)
	for i := range mids {
		mids[i] = 150000 + 2000*float64(i)
	}
	require.True(t, r.Postings.Blended)
	require.Equal(t, 0.38, r.Postings.Weight)
	require.EqualValues(t, 12, r.DataSamples)
	require.Equal(t, roundWage((1-w)*survey.MedianSalary+w*percentile(mids, 50)), r.MedianSalary)
	require.Equal(t, roundWage((1-w)*survey.SalaryLow+w*percentile(mids, 25)), r.SalaryLow)
	require.Equal(t, roundWage((1-w)*survey.SalaryHigh+w*percentile(mids, 75)), r.SalaryHigh)
	require.Contains(t, r.FieldSources.Salary.Sources, sourcePostings)
	require.Equal(t, []string{sourcePostings}, r.FieldSources.DataSamples.Sources)

	require.True(t, r.EquityCommon, "6 of 12 postings offer equity")
	require.Equal(t, []string{sourcePostings}, r.FieldSources.Equity.Sources)
	require.Equal(t, 15.0, r.BonusMedian, "median of 10, 12 … 20")
	require.Equal(t, "13%–18%", r.BonusRange, "p25 12.5 and p75 17.5, rounded")
	require.Equal(t, []string{sourcePostings}, r.FieldSources.Bonus.Sources)
	require.Equal(t, sourcePostings, r.Sources[len(r.Sources)-1].ID)
}

func TestPostingsNotEnough(t *testing.T) {
	t.Parallel()
	b := setup(t)
	svc := NewService(b.data, &fakePostings{payRangesFunc: func(context.Context, PostingQuery) ([]PostingPay, error) {
		return postings(3, 3, 3, ""), nil
	}})
	r, err := svc.Research(context.Background(), Query{JobTitle: "Registered Nurse"})
	require.NoError(t, err)
	require.False(t, r.Postings.Blended)
	require.Equal(t, 3, r.Postings.Used)
	require.Positive(t, r.DataSamples, "survey figures count the OEWS employment estimate")
	require.Equal(t, 97550.0, r.MedianSalary)
	require.False(t, r.EquityCommon)
	require.Equal(t, []string{NoData}, r.FieldSources.Equity.Sources)
	require.Equal(t, []string{"bls_ecec"}, r.FieldSources.Bonus.Sources)
}

func TestPostingsNotBlendedAboveLead(t *testing.T) {
	t.Parallel()
	b := setup(t)
	svc := NewService(b.data, &fakePostings{payRangesFunc: func(context.Context, PostingQuery) ([]PostingPay, error) {
		return postings(30, 0, 0, ""), nil
	}})
	r, err := svc.Research(context.Background(), Query{JobTitle: "Software Developer", ExperienceLevel: "vp"})
	require.NoError(t, err)
	require.False(t, r.Postings.Blended)
	require.Positive(t, r.DataSamples, "survey figures count the OEWS employment estimate")
}

func TestPostingsIndustry(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tests := []struct {
		name     string
		pays     []PostingPay
		industry string
		applied  bool
		used     int
	}{
		{"matching industry", append(postings(6, 0, 0, "Fintech"), postings(6, 0, 0, "Retail")...), "fintech", true, 6},
		{"too few in the industry", append(postings(2, 0, 0, "Fintech"), postings(8, 0, 0, "Retail")...), "fintech", false, 2},
		{"no industry known", postings(8, 0, 0, ""), "fintech", false, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			svc := NewService(b.data, &fakePostings{payRangesFunc: func(context.Context, PostingQuery) ([]PostingPay, error) {
				return tc.pays, nil
			}})
			r, err := svc.Research(context.Background(), Query{JobTitle: "Software Developer", Industry: tc.industry})
			require.NoError(t, err)
			require.Equal(t, tc.applied, r.Industry.Applied)
			require.NotEmpty(t, r.Industry.Reason)
			require.Equal(t, tc.used, r.Postings.Used)
		})
	}

	r := b.research(t, Query{JobTitle: "Software Developer", Industry: "fintech"})
	require.False(t, r.Industry.Applied)
	require.Contains(t, r.Industry.Reason, "cross-industry")
}

func TestPostingsSourceFailure(t *testing.T) {
	t.Parallel()
	b := setup(t)
	svc := NewService(b.data, &fakePostings{payRangesFunc: func(context.Context, PostingQuery) ([]PostingPay, error) {
		return nil, errors.New("index down")
	}})
	r, err := svc.Research(context.Background(), Query{JobTitle: "Registered Nurse"})
	require.NoError(t, err, "a failing job index degrades to survey figures")
	require.Equal(t, 97550.0, r.MedianSalary)
	require.Contains(t, r.Notes, r.Postings.Reason)

	ctx, cancel := context.WithCancel(context.Background())
	svc = NewService(b.data, &fakePostings{payRangesFunc: func(context.Context, PostingQuery) ([]PostingPay, error) {
		cancel()
		return nil, context.Canceled
	}})
	_, err = svc.Research(ctx, Query{JobTitle: "Registered Nurse"})
	require.ErrorIs(t, err, context.Canceled)
}

func TestPostingsImplausibleDropped(t *testing.T) {
	t.Parallel()
	st, _ := summarisePostings([]PostingPay{
		{MinAnnualUSD: 45, MaxAnnualUSD: 60},         // hourly figure mis-read as annual
		{MinAnnualUSD: 150000, MaxAnnualUSD: 100000}, // inverted
		{MinAnnualUSD: 20000, MaxAnnualUSD: 2000000}, // absurd spread
		{MinAnnualUSD: 120000},                       // single figure
	}, "")
	require.Equal(t, []float64{120000}, st.mids)
}

func TestAnnualizePay(t *testing.T) {
	t.Parallel()
	tests := []struct {
		period string
		amount float64
		want   float64
	}{
		{"hour", 50, 104000},
		{"Hourly", 50, 104000},
		{"day", 400, 104000},
		{"week", 2000, 104000},
		{"month", 10000, 120000},
		{"year", 120000, 120000},
		{"", 120000, 120000},
	}
	for _, tc := range tests {
		t.Run(tc.period, func(t *testing.T) {
			t.Parallel()
			got, err := AnnualizePay(tc.amount, tc.period)
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
		})
	}
	_, err := AnnualizePay(1, "fortnight")
	require.Error(t, err)
}

func TestPostingSourceFunc(t *testing.T) {
	t.Parallel()
	var src PostingSource = PostingSourceFunc(func(context.Context, PostingQuery) ([]PostingPay, error) {
		return postings(1, 0, 0, ""), nil
	})
	got, err := src.PayRanges(context.Background(), PostingQuery{})
	require.NoError(t, err)
	require.Len(t, got, 1)
}
