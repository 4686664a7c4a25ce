package normalize

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestParseSalary(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in       string
		want     Salary
		wantText string
	}{
		{"$120,000 - $150,000", Salary{120000, 150000, "USD", ""}, "$120,000 - $150,000 (period not stated)"},
		{"$75k - $105k", Salary{75000, 105000, "USD", ""}, "$75,000 - $105,000 (period not stated)"},
		{"$34.62/hour", Salary{34.62, 34.62, "USD", "hour"}, "$34.62 an hour"},
		{"€60.000–€80.000", Salary{60000, 80000, "EUR", ""}, "€60,000 - €80,000 (period not stated)"},
		{"$31,2k- $52k", Salary{31200, 52000, "USD", ""}, "$31,200 - $52,000 (period not stated)"},
		{"OTE $25k - $35k", Salary{25000, 35000, "USD", ""}, "$25,000 - $35,000 (period not stated)"},
		{"$55k - $100k", Salary{55000, 100000, "USD", ""}, "$55,000 - $100,000 (period not stated)"},
		// No period in the posting: none is invented (it was "a month").
		{"$3k - $10k", Salary{3000, 10000, "USD", ""}, "$3,000 - $10,000 (period not stated)"},
		{"$30 - $38 per hour • Offers Equity", Salary{30, 38, "USD", "hour"}, "$30 - $38 an hour"},
		{"$130K - $180K • Offers Equity", Salary{130000, 180000, "USD", ""}, "$130,000 - $180,000 (period not stated)"},
		{"The annual OTE for this position is $90,000 - $120,000 USD.", Salary{90000, 120000, "USD", "year"}, "$90,000 - $120,000 a year"},
		{"£500/day", Salary{500, 500, "GBP", "day"}, "£500 a day"},
		{"£45,000 per annum", Salary{45000, 45000, "GBP", "year"}, "£45,000 a year"},
		{"CA$90,000 to CA$110,000 per year", Salary{90000, 110000, "CAD", "year"}, "CA$90,000 - CA$110,000 a year"},
		{"120000 EUR", Salary{120000, 120000, "EUR", ""}, "€120,000 (period not stated)"},
		{"$75 - 105k", Salary{75000, 105000, "USD", ""}, "$75,000 - $105,000 (period not stated)"},
		{"Up to $150k", Salary{0, 150000, "USD", ""}, "Up to $150,000 (period not stated)"},
		{"From €4.500 monthly", Salary{4500, 0, "EUR", "month"}, "From €4,500 a month"},
		{"CHF 120'000", Salary{120000, 120000, "CHF", ""}, "CHF 120,000 (period not stated)"},
		{"60 000 - 80 000 PLN", Salary{60000, 80000, "PLN", ""}, "PLN 60,000 - PLN 80,000 (period not stated)"},
		{"Pay per task", Salary{}, ""},
		{"Competitive", Salary{}, ""},
		{"", Salary{}, ""},
		{"$100M Series B", Salary{}, ""},
		{"OTE $200k per year", Salary{200000, 200000, "USD", "year"}, "$200,000 a year"},
		{"Each sale is between $250 and $2,500", Salary{}, ""},
		{"annualized to $100,000 - $115,000", Salary{100000, 115000, "USD", "year"}, "$100,000 - $115,000 a year"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			got, ok := ParseSalary(tc.in)
			require.Equal(t, tc.wantText != "", ok)
			require.Equal(t, tc.want, got)
			require.Equal(t, tc.wantText, got.Text())
		})
	}
}

func TestFindSalary(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, text, want string
	}{
		{"hourly under a heading", "Compensation\n\n$34.62/hour\n\nBenefits", "$34.62 an hour"},
		{"range with salary word", "$75k - $105k salary + benefits, 100% US-based remote", "$75,000 - $105,000 (period not stated)"},
		{"range with period", "The estimated salary range for this position is estimated to be $60,000 - $97,000/year.", "$60,000 - $97,000 a year"},
		{"hourly range before annualised", "the estimated hourly rate is $33.65 - $38.70 per hour with a 30k annual commission target, annualized to salary range of $100,000 - $115,000 per year.", "$100,000 - $115,000 a year"},
		{"single after pay word", "We raised $100M from investors. Base salary: $150,000 plus equity.", "$150,000 (period not stated)"},
		{"funding only", "We are a $12B company with a 30 person team.", ""},
		{"perks only", "401k matching and a $1,000 learning stipend.", ""},
		{"no currency", "We have 5000 customers and 120 - 150 engineers.", ""},
		{"per image", "The project compensation rate is $0.55 USD per accepted image.", ""},
		{"space after range", "Pay: $150,000 - $180,000 100% remote", "$150,000 - $180,000 (period not stated)"},
		{"euro range", "Gehalt: 60.000 € - 75.000 € brutto im Jahr", "€60,000 - €75,000 a year"},
		{"price per sale", "Sell our platform to agencies. Each sale is between $250 and $2,500 and you keep 20% of it.", ""},
		{"deal size", "Average deal size: $25,000 - $50,000 ARR.", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, ok := FindSalary(tc.text)
			require.Equal(t, tc.want != "", ok)
			require.Equal(t, tc.want, got.Text())
		})
	}
}

func TestSalaryAnnualAndText(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		in       Salary
		lo, hi   float64
		wantText string
	}{
		{"hourly", Salary{30, 38, "USD", PeriodHour}, 62400, 79040, "$30 - $38 an hour"},
		{"daily", Salary{500, 600, "GBP", PeriodDay}, 130000, 156000, "£500 - £600 a day"},
		{"weekly", Salary{1000, 1000, "USD", PeriodWeek}, 52000, 52000, "$1,000 a week"},
		{"monthly", Salary{3000, 10000, "USD", PeriodMonth}, 36000, 120000, "$3,000 - $10,000 a month"},
		{"yearly", Salary{120000, 150000, "USD", PeriodYear}, 120000, 150000, "$120,000 - $150,000 a year"},
		{"no period", Salary{90000, 0, "", ""}, 0, 0, "From 90,000 (period not stated)"},
		{"other currency", Salary{500000, 700000, "SEK", PeriodYear}, 500000, 700000, "SEK 500,000 - SEK 700,000 a year"},
		{"cents", Salary{34.6, 34.6, "USD", PeriodHour}, 71968, 71968, "$34.60 an hour"},
		{"zero", Salary{}, 0, 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			lo, hi := tc.in.Annual()
			require.InDelta(t, tc.lo, lo, 0.001)
			require.InDelta(t, tc.hi, hi, 0.001)
			require.Equal(t, tc.wantText, tc.in.Text())
		})
	}
}

func TestParsePeriodAndCurrency(t *testing.T) {
	t.Parallel()
	periods := map[string]string{
		"per-year-salary": PeriodYear, "per-hour-wage": PeriodHour, "per-month-salary": PeriodMonth,
		"1 YEAR": PeriodYear, "1 HOUR": PeriodHour, "1 WEEK": PeriodWeek, "1 DAY": PeriodDay,
		"annually": PeriodYear, "p.a.": PeriodYear, "NONE": "", "one-time": "", "": "",
	}
	for in, want := range periods {
		require.Equal(t, want, ParsePeriod(in), in)
	}
	currencies := map[string]string{"$": "USD", "usd": "USD", "€": "EUR", "£": "GBP", "CA$": "CAD", "zar": "ZAR", "dollars": ""}
	for in, want := range currencies {
		require.Equal(t, want, ParseCurrency(in), in)
	}
}

func TestPerks(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text          string
		equity, bonus bool
	}{
		{"Total compensation may also include Restricted Stock units, sign-on bonus", true, true},
		{"$130K - $180K • Offers Equity", true, false},
		{"OTE $25k - $35k", false, true},
		{"We value diversity, equity and inclusion.", false, false},
		{"Employee referral bonuses to encourage great hires", false, false},
		{"Experience with the Securities and Exchange Commission", false, false},
		{"Base plus uncapped commission and stock options", true, true},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			t.Parallel()
			equity, bonus := Perks(tc.text)
			require.Equal(t, tc.equity, equity)
			require.Equal(t, tc.bonus, bonus)
		})
	}
}
