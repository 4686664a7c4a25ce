package normalize

import (
	"regexp"
	"strings"
)

// periodAfterRe reads the period written right after a figure: "/hour", "per year",
// "an hour", "USD annually", "p.a.".
var periodAfterRe = regexp.MustCompile(`(?i)^[ \x{00a0}]*(?:(?:USD|EUR|GBP|CAD|AUD)[ \x{00a0}]*)?` +
	`(?:(?:brutto|netto|gross|net)[ \x{00a0}]*)?(?:/|per|an|a|each|im|pro)?[ \x{00a0}]*` +
	`(hourly|hours?|hrs?|daily|days?|weekly|weeks?|wk|monthly|months?|mo|yearly|years?|yrs?|annually|annual|annum|p\.?a\.?|` +
	`jahr|jährlich|monat|monatlich|stunde|stündlich)\b`)

// periodBeforeRe reads a period named shortly before a figure: "hourly rate of $30",
// "the annual OTE for this position is $90,000".
var periodBeforeRe = regexp.MustCompile(`(?i)\b(hourly|per hour|an hour|daily|day rate|per day|weekly|per week|monthly|per month|annual|annually|annualized|annualised|yearly|per year|per annum)\b`)

// nonPayRe marks money that is not pay: a price per sale, an order or deal
// value, funding, revenue ("each sale is between $250 and $2,500").
var nonPayRe = regexp.MustCompile(`(?i)\b((each|per|every|a|the|average)\s+(sale|deal|order|unit|item|ticket|transaction|product|booking|policy|subscription)|` +
	`prices?|priced|pricing|costs?|deal sizes?|order values?|contract values?|acv|revenue|arr|funding|raised|valuation|budgets?|worth|sells? for|retail(s|ing)? (at|for))\b`)

// currencyCodes are the codes mayNameCurrency looks for.
var currencyCodes = []string{"USD", "EUR", "GBP", "CAD", "AUD", "NZD", "CHF", "SEK", "NOK", "DKK",
	"PLN", "JPY", "INR", "SGD", "BRL"}

// mayNameCurrency is a cheap test for a line that may name a currency.
func mayNameCurrency(line string) bool {
	if strings.ContainsAny(line, "$€£¥₹") {
		return true
	}
	for _, c := range currencyCodes {
		if strings.Contains(line, c) {
			return true
		}
	}
	return false
}

// openBoundRe reads "up to" or "from" just before a single figure.
var openBoundRe = regexp.MustCompile(`(?i)\b(up to|max(?:imum)?|from|starting at|min(?:imum)?|at least)[ :\x{00a0}]*$`)

// payWordRe marks text that talks about pay, so a lone figure near it is a salary.
var payWordRe = regexp.MustCompile(`(?i)\b(salary|salaries|compensation|pay|paid|wages?|rate|ote|on-target|base|earn(?:ings)?|range)\b`)

// candidate is one figure or range of figures found in pay text.
type candidate struct {
	lo, hi   amount
	isRange  bool
	bound    string // "up to" or "from" for an open single figure
	currency string
	period   string // "" when the text names none
}

// candidates pairs the figures of s into ranges and reads their currency and period.
func candidates(s string) []candidate {
	return appendCandidates(nil, s, 0, len(s))
}

// appendCandidates appends the candidates found in s[from:to]; the period and pay
// words around them are read in all of s.
func appendCandidates(out []candidate, s string, from, to int) []candidate {
	amts := scanAmounts(s, from, to)
	for i := 0; i < len(amts); i++ {
		c := candidate{lo: amts[i], hi: amts[i]}
		if i+1 < len(amts) && rangeSepRe.MatchString(s[amts[i].end:amts[i+1].start]) {
			c.hi, c.isRange = amts[i+1], true
			i++
		}
		// "$75 - 105k": the multiplier written once applies to both ends.
		if c.isRange && c.hi.hasSuffix && !c.lo.hasSuffix && c.lo.value < 1000 {
			c.lo.value *= multiplier(c.hi.suffix)
		}
		c.currency = c.lo.currency
		if c.currency == "" {
			c.currency = c.hi.currency
		}
		c.period = periodNear(s, c.lo.start, c.hi.end)
		if !c.isRange {
			if m := openBoundRe.FindStringSubmatch(s[max(0, c.lo.start-20):c.lo.start]); m != nil {
				c.bound = strings.ToLower(m[1])
			}
		}
		out = append(out, c)
	}
	return out
}

func multiplier(suffix string) float64 {
	switch suffix {
	case "k", "thousand":
		return 1e3
	case "m", "mm", "million":
		return 1e6
	}
	return 1e9
}

// periodNear returns the period written just after the figures or, failing that,
// in the few words before them.
func periodNear(s string, start, end int) string {
	if m := periodAfterRe.FindStringSubmatch(s[end:min(len(s), end+40)]); m != nil {
		return ParsePeriod(m[1])
	}
	before := s[max(0, start-40):start]
	if ms := periodBeforeRe.FindAllStringSubmatch(before, -1); ms != nil {
		return ParsePeriod(ms[len(ms)-1][1])
	}
	return ""
}

// salary turns a candidate into a Salary, inferring the period from the size of the
// figures when the text named none. ok is false for implausible figures: funding
// amounts in millions, an upside-down range.
func (c candidate) salary() (Salary, bool) {
	if c.lo.value <= 0 || c.hi.value < c.lo.value {
		return Salary{}, false
	}
	for _, a := range []amount{c.lo, c.hi} {
		switch a.suffix {
		case "m", "mm", "million", "b", "bn", "billion":
			return Salary{}, false
		}
	}
	s := Salary{Min: c.lo.value, Max: c.hi.value, Currency: c.currency, Period: c.period}
	switch c.bound {
	case "up to", "max", "maximum":
		s.Min = 0
	case "from", "starting at", "min", "minimum", "at least":
		s.Max = 0
	}
	return s, true
}

// notPay reports whether the words just before a figure say it is not pay (a
// price, a deal's value, funding) and no pay word is nearer.
func notPay(s string, start int) bool {
	before := s[max(0, start-60):start]
	if i := strings.LastIndexAny(before, ".!?\n"); i >= 0 {
		before = before[i+1:] // the figure's own sentence
	}
	loc := nonPayRe.FindAllStringIndex(before, -1)
	if loc == nil {
		return false
	}
	pay := payWordRe.FindAllStringIndex(before, -1)
	return pay == nil || pay[len(pay)-1][0] < loc[len(loc)-1][0]
}

// ParseSalary reads a salary from a board's pay field ("$120,000 - $150,000",
// "$75k - $105k", "$34.62/hour", "€60.000–€80.000", "$31,2k- $52k", "OTE $25k - $35k").
// It takes the first figure or range; ok is false when the text has none ("Pay per
// task", "Competitive").
func ParseSalary(text string) (Salary, bool) {
	for _, c := range candidates(text) {
		if notPay(text, c.lo.start) {
			continue
		}
		if s, ok := c.salary(); ok {
			return s, true
		}
	}
	return Salary{}, false
}

// FindSalary looks for the pay inside a posting's plain text. It is stricter than
// ParseSalary because descriptions quote other money (funding, stipends, 401k): a
// figure needs a currency and must be a range, carry a period, or follow pay words.
// Of several, the best-supported one wins, the earliest on ties.
func FindSalary(text string) (Salary, bool) {
	var (
		best      Salary
		bestScore int
		cands     []candidate
	)
	// Only lines naming a currency can hold a match; scanning just those keeps a
	// long description cheap.
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		if mayNameCurrency(text[start:end]) {
			cands = appendCandidates(cands, text, start, end)
		}
		start = end + 1
	}
	for _, c := range cands {
		if c.currency == "" {
			continue
		}
		s, ok := c.salary()
		if !ok || !plausible(s) || notPay(text, c.lo.start) {
			continue
		}
		score := 0
		if c.isRange {
			score += 2
		}
		if c.period != "" {
			score += 2
		}
		if payWordRe.MatchString(text[max(0, c.lo.start-60):c.lo.start]) {
			score++
		}
		if !c.isRange && c.period == "" && (score == 0 || s.Max < 10000) {
			continue
		}
		// Of equally supported figures the yearly one wins: a posting that
		// gives an hourly rate "annualized to $100,000" states its salary.
		if score > bestScore || (score == bestScore && s.Period == PeriodYear && best.Period != PeriodYear) {
			best, bestScore = s, score
		}
	}
	return best, bestScore > 0
}

// plausible rejects pay outside human ranges in the major currencies, where a stray
// figure ("$5 coffee", "$2,000,000,000 revenue") would otherwise pass.
func plausible(s Salary) bool {
	switch s.Currency {
	case "USD", "EUR", "GBP", "CAD", "AUD", "CHF", "NZD", "SGD":
	default:
		return true
	}
	lo, hi := s.Annual()
	if s.Period == "" {
		lo, hi = s.Min, s.Max // as written: no period to convert with
		return max(lo, hi) >= 10 && hi <= 5_000_000
	}
	return lo >= 1000 && hi <= 5_000_000
}
