package metering

import (
	"time"

	"github.com/careerkit/careerkit/shared/store"
)

// The states of an affiliate month.
const (
	// PayoutAccruing is the current month: its share is still growing.
	PayoutAccruing = "accruing"
	// PayoutPayable is a closed month whose balance reached the minimum payout.
	PayoutPayable = "payable"
	// PayoutRolledOver is a closed month below the minimum: its balance moves on.
	PayoutRolledOver = "rolled_over"
)

// AffiliateTerms are the program's rules.
type AffiliateTerms struct {
	SharePercent   int
	MinPayoutCents int64
}

// PayoutMonth is one month of a referrer's earnings.
type PayoutMonth struct {
	Month       time.Time
	BilledCents int64
	// ShareCents is this month's revenue share, rounded down to the cent.
	ShareCents int64
	// DueCents is the share plus the balance rolled over from earlier months.
	DueCents int64
	Status   string
}

// AffiliateSummary is a referrer's earnings, oldest month first.
type AffiliateSummary struct {
	Months []PayoutMonth
	// PayableCents sums the closed months that reached the minimum payout.
	PayableCents int64
	// CarriedCents is the closed-month balance still below the minimum.
	CarriedCents int64
	// AccruingCents is the current month's share so far, not yet payable.
	AccruingCents int64
}

// Payouts applies the terms to the monthly billed amounts of a referrer's referred
// accounts. A closed month whose due amount (its share plus the balance carried
// in) reaches the minimum is payable in full; otherwise the balance rolls over to
// the next month. Months at or after now's month are still accruing.
func Payouts(months []store.ReferralMonth, terms AffiliateTerms, now time.Time) AffiliateSummary {
	current, _ := MonthOf(now)
	var s AffiliateSummary
	var carry int64
	for _, m := range months {
		share := m.BilledCents * int64(terms.SharePercent) / 100
		p := PayoutMonth{Month: m.Month.UTC(), BilledCents: m.BilledCents, ShareCents: share, DueCents: carry + share}
		switch {
		case !p.Month.Before(current):
			p.Status = PayoutAccruing
			s.AccruingCents += share
		case p.DueCents >= terms.MinPayoutCents:
			p.Status = PayoutPayable
			s.PayableCents += p.DueCents
			carry = 0
		default:
			p.Status = PayoutRolledOver
			carry = p.DueCents
		}
		s.Months = append(s.Months, p)
	}
	s.CarriedCents = carry
	return s
}
