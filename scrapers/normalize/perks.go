package normalize

import "regexp"

// equityRe and bonusRe find pay components beyond the base.
var (
	equityRe = regexp.MustCompile(`(?i)\b(equity|stock options?|stock grants?|RSUs?|restricted stock|share options?|ESOP)\b`)
	bonusRe  = regexp.MustCompile(`(?i)\b(bonus(?:es)?|OTE|on[- ]target earnings|commissions?)\b`)
)

// notPayRe matches the uses of "equity" and "commission" that are not pay: diversity
// statements and public bodies.
var notPayRe = regexp.MustCompile(`(?i)\b(?:diversity,?\s*(?:&|and)?\s*equity|equity,?\s*(?:&|and)?\s*(?:inclusion|diversity)|(?:pay|health|racial|gender|social) equity|equity[- ]minded|(?:exchange|trade|federal|european|opportunity|civil service) commission|referral bonus(?:es)?)\b`)

// Perks reports whether text mentions equity (stock options, RSUs) and a bonus,
// commission or OTE component.
func Perks(text string) (equity, bonus bool) {
	equity, bonus = equityRe.MatchString(text), bonusRe.MatchString(text)
	if (equity || bonus) && notPayRe.MatchString(text) {
		text = notPayRe.ReplaceAllString(text, " ")
		equity, bonus = equityRe.MatchString(text), bonusRe.MatchString(text)
	}
	return equity, bonus
}
