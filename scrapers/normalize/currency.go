package normalize

import "strings"

// currencySymbol is the display prefix of the currencies boards commonly publish.
var currencySymbol = map[string]string{
	"USD": "$",
	"EUR": "€",
	"GBP": "£",
	"CAD": "CA$",
	"AUD": "A$",
	"NZD": "NZ$",
	"JPY": "¥",
	"INR": "₹",
}

// currencyTokens maps the symbols and codes seen in pay text to ISO 4217. A bare "$"
// is taken as USD: boards in other dollar countries prefix it (CA$, A$) or add a code.
var currencyTokens = map[string]string{
	"$": "USD", "us$": "USD", "usd": "USD",
	"ca$": "CAD", "c$": "CAD", "cad": "CAD",
	"a$": "AUD", "au$": "AUD", "aud": "AUD",
	"nz$": "NZD", "nzd": "NZD",
	"€": "EUR", "eur": "EUR",
	"£": "GBP", "gbp": "GBP",
	"chf": "CHF", "sek": "SEK", "nok": "NOK", "dkk": "DKK", "pln": "PLN",
	"¥": "JPY", "jpy": "JPY",
	"₹": "INR", "inr": "INR",
	"sgd": "SGD", "s$": "SGD",
	"brl": "BRL", "r$": "BRL",
}

// currencyPattern is the regexp alternation of currencyTokens, longest first so
// "US$" wins over "$".
const currencyPattern = `US\$|CA\$|AU\$|NZ\$|C\$|A\$|S\$|R\$|USD|CAD|AUD|NZD|EUR|GBP|CHF|SEK|NOK|DKK|PLN|JPY|INR|SGD|BRL|\$|€|£|¥|₹`

// ParseCurrency maps a symbol or code to ISO 4217, "" when unknown. Codes already in
// ISO form ("usd", "EUR") are upper-cased.
func ParseCurrency(raw string) string {
	s := strings.ToLower(strings.TrimSpace(raw))
	if c, ok := currencyTokens[s]; ok {
		return c
	}
	if len(s) == 3 && isASCIILetters(s) {
		return strings.ToUpper(s)
	}
	return ""
}

func isASCIILetters(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}
