package api

import (
	"context"
	"strings"

	"github.com/careerkit/careerkit/shared/salary"
	"github.com/careerkit/careerkit/shared/store"
)

// seniorityWords are dropped from a title before matching postings, so "Senior
// Data Engineer" also finds "Data Engineer" postings; the salary engine places
// the level itself.
var seniorityWords = map[string]bool{"senior": true, "sr": true, "junior": true, "jr": true, "staff": true,
	"principal": true, "lead": true, "ii": true, "iii": true, "iv": true, "i": true, "entry": true, "level": true}

// jobIndexPostings lets salary-research blend in pay ranges from the job index.
type jobIndexPostings struct{ store *store.Store }

// PayRanges implements salary.PostingSource.
func (p jobIndexPostings) PayRanges(ctx context.Context, q salary.PostingQuery) ([]salary.PostingPay, error) {
	var words []string
	for _, w := range strings.FieldsFunc(strings.ToLower(q.JobTitle), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '+' || r == '#')
	}) {
		if !seniorityWords[w] {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return nil, nil
	}
	rows, err := p.store.JobPayRanges(ctx, store.JobPayQuery{Title: strings.Join(words, " "), State: q.State,
		Remote: q.Remote, Limit: q.Limit})
	if err != nil {
		return nil, err
	}
	out := make([]salary.PostingPay, 0, len(rows))
	for _, r := range rows {
		pay := salary.PostingPay{OffersEquity: r.Equity, HasBonus: r.Bonus, Industry: r.Industry}
		if r.MinUSD != nil {
			pay.MinAnnualUSD = *r.MinUSD
		}
		if r.MaxUSD != nil {
			pay.MaxAnnualUSD = *r.MaxUSD
		}
		if pay.MinAnnualUSD == 0 {
			pay.MinAnnualUSD, pay.MaxAnnualUSD = pay.MaxAnnualUSD, 0
		}
		if r.PostedAt != nil {
			pay.PostedAt = *r.PostedAt
		}
		out = append(out, pay)
	}
	return out, nil
}
