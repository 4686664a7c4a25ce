package salary

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
)

// PostingSource supplies pay ranges parsed from indexed job postings. The job
// index implements it; Service works without one (survey figures only).
type PostingSource interface {
	// PayRanges returns the postings with a parsed pay range that match q. It
	// should return at most q.Limit postings, newest first.
	PayRanges(ctx context.Context, q PostingQuery) ([]PostingPay, error)
}

// PostingSourceFunc adapts a function to PostingSource.
type PostingSourceFunc func(ctx context.Context, q PostingQuery) ([]PostingPay, error)

// PayRanges calls f.
func (f PostingSourceFunc) PayRanges(ctx context.Context, q PostingQuery) ([]PostingPay, error) {
	return f(ctx, q)
}

// PostingQuery selects the postings of one title family and place. It carries no
// experience level on purpose: Service reads the postings' pay distribution at the
// same percentiles as the survey, so a source must not pre-filter by seniority.
type PostingQuery struct {
	// OccupationCode is the OEWS SOC code the title matched ("15-1252"); a
	// posting belongs to the family when its own title maps to the same code
	// (Dataset.MatchTitle).
	OccupationCode  string
	OccupationTitle string
	// JobTitle is the title as the caller wrote it.
	JobTitle string
	// AreaCode is the OEWS/OFLC area code when the location resolved to a metro
	// or nonmetro area, State the two-letter state; both empty for national or
	// remote queries (Remote says which).
	AreaCode string
	State    string
	Remote   bool
	// Industry is the caller's industry filter, "" if none. Service applies it
	// itself to PostingPay.Industry, so a source may ignore it.
	Industry string
	Limit    int
}

// PostingPay is the pay of one posting, annualised.
type PostingPay struct {
	// MinAnnualUSD and MaxAnnualUSD are the posted range in USD a year (hourly
	// pay times 2,080 and so on, see AnnualizePay); Max is 0 when only one figure
	// was posted.
	MinAnnualUSD float64
	MaxAnnualUSD float64
	// OffersEquity reports that the posting mentions equity or stock options.
	OffersEquity bool
	// HasBonus reports a bonus, commission or OTE component; BonusPercent is its
	// size as a percent of base pay when the posting states it (OTE 150k on a
	// 120k base is 25), else 0.
	HasBonus     bool
	BonusPercent float64
	// Industry is the company's industry when known, else "".
	Industry string
	PostedAt time.Time
}

// Blend parameters; see doc.go.
const (
	minPostings      = 5    // fewer postings than this are reported but not blended
	postingPrior     = 20.0 // weight = n / (n + postingPrior), capped at maxPostingWeight
	maxPostingWeight = 0.5
	postingLimit     = 200
	equityCommonAt   = 1.0 / 3 // equity_common when at least this share of postings offer it
)

// Pay periods accepted by AnnualizePay.
var payPeriods = map[string]float64{
	"hour": 2080, "hourly": 2080, "day": 260, "daily": 260, "week": 52, "weekly": 52,
	"month": 12, "monthly": 12, "year": 1, "yearly": 1, "annual": 1, "annually": 1, "": 1,
}

// AnnualizePay converts an amount paid per period (hour, day, week, month, year)
// to a yearly amount using the BLS full-time conventions: 2,080 hours, 260 days,
// 52 weeks. An empty period means annual.
func AnnualizePay(amount float64, period string) (float64, error) {
	f, ok := payPeriods[strings.ToLower(strings.TrimSpace(period))]
	if !ok {
		return 0, fmt.Errorf("salary: unknown pay period %q (want hour, day, week, month or year)", period)
	}
	return amount * f, nil
}

// postingStats summarises the postings that pass the filters.
type postingStats struct {
	considered    int
	mids          []float64 // midpoints of the posted ranges, sorted
	weight        float64
	equityShare   float64
	bonusPercents []float64
}

// summarisePostings keeps postings with a plausible annual range and, when an
// industry is given, those whose company industry matches it. industryKnown
// counts postings that state an industry at all.
func summarisePostings(pays []PostingPay, industry string) (st postingStats, industryKnown int) {
	st.considered = len(pays)
	equity := 0
	ind := strings.ToLower(strings.TrimSpace(industry))
	for _, p := range pays {
		if p.Industry != "" {
			industryKnown++
		}
		if ind != "" && !industryMatches(p.Industry, ind) {
			continue
		}
		lo, hi := p.MinAnnualUSD, p.MaxAnnualUSD
		if hi == 0 {
			hi = lo
		}
		if lo < minPlausibleAnnual || hi < lo || hi > 10*lo {
			continue
		}
		st.mids = append(st.mids, (lo+hi)/2)
		if p.OffersEquity {
			equity++
		}
		if p.HasBonus && p.BonusPercent > 0 && p.BonusPercent <= 400 {
			st.bonusPercents = append(st.bonusPercents, p.BonusPercent)
		}
	}
	sort.Float64s(st.mids)
	sort.Float64s(st.bonusPercents)
	if n := len(st.mids); n > 0 {
		st.equityShare = float64(equity) / float64(n)
		st.weight = math.Min(maxPostingWeight, float64(n)/(float64(n)+postingPrior))
	}
	return st, industryKnown
}

// minPlausibleAnnual drops postings whose "annual" pay is clearly a mis-parsed
// hourly or monthly figure.
const minPlausibleAnnual = 5000

// industryMatches compares industries loosely: "fintech" matches "Financial
// Technology (Fintech)", "health" matches "Healthcare".
func industryMatches(have, want string) bool {
	h := strings.ToLower(have)
	return h != "" && (strings.Contains(h, want) || strings.Contains(want, h))
}

// percentile is the linear-interpolation percentile of sorted v.
func percentile(v []float64, p float64) float64 {
	if len(v) == 0 {
		return 0
	}
	pos := p / 100 * float64(len(v)-1)
	i := int(pos)
	if i >= len(v)-1 {
		return v[len(v)-1]
	}
	return v[i] + (pos-float64(i))*(v[i+1]-v[i])
}
