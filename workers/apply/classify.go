package apply

import (
	"regexp"
	"strings"
)

// fact is what a question asks for, in terms of what the applicant told us.
type fact int

const (
	factUnknown fact = iota
	factFirstName
	factLastName
	factFullName
	factEmail
	factPhone
	factLocation
	factResume
	factCoverLetter
	factLinkedIn
	factGitHub
	factWebsite
	factTwitter
	factCompany
	factWorkAuthorization
	factSponsorship
	factSalary
	factStartDate
	factDemographic
)

// labelRules map question wording to facts, first match wins. They are
// deliberately narrow: a question matched to the wrong fact would be answered
// with a true fact to a different question, so anything unclear stays unknown
// and is asked of the caller.
var labelRules = []struct {
	re   *regexp.Regexp
	fact fact
}{
	{regexp.MustCompile(`(?i)\b(cover|motivation(al)?) letter\b`), factCoverLetter},
	{regexp.MustCompile(`(?i)\b(resume|résumé|cv|curriculum vitae)\b`), factResume},
	{regexp.MustCompile(`(?i)sponsor`), factSponsorship},
	{regexp.MustCompile(`(?i)(legally )?(authori[sz]ed|eligible|permitted|entitled) to work|work authori[sz]ation|right to work`), factWorkAuthorization},
	{regexp.MustCompile(`(?i)gender|\bsex\b|\brace\b|ethnicity|hispanic|latin[oax]|veteran|disabilit|sexual orientation|transgender|pronouns`), factDemographic},
	{regexp.MustCompile(`(?i)salary|compensation expectation|expected (pay|compensation)|desired (pay|compensation)|pay expectation`), factSalary},
	{regexp.MustCompile(`(?i)start date|earliest start|when can you start|available to start|availability to start`), factStartDate},
	{regexp.MustCompile(`(?i)linkedin`), factLinkedIn},
	{regexp.MustCompile(`(?i)github`), factGitHub},
	{regexp.MustCompile(`(?i)twitter|\bx\.com\b`), factTwitter},
	{regexp.MustCompile(`(?i)^(personal )?(website|portfolio|homepage|blog)( url| link)?$|portfolio url|personal website`), factWebsite},
	{regexp.MustCompile(`(?i)^(first|given) name$|^forename$`), factFirstName},
	{regexp.MustCompile(`(?i)^(last|family) name$|^surname$`), factLastName},
	{regexp.MustCompile(`(?i)^(full |legal |your )?name$|^full legal name$`), factFullName},
	{regexp.MustCompile(`(?i)^e-?mail( address)?$|^your e-?mail`), factEmail},
	{regexp.MustCompile(`(?i)^(phone|mobile|telephone|cell)( number| phone)?$`), factPhone},
	{regexp.MustCompile(`(?i)^(current )?(location|city)$|^where are you (located|based)|^current location`), factLocation},
	{regexp.MustCompile(`(?i)^current (company|employer)$|^(company|organi[sz]ation)$`), factCompany},
}

// autocompleteFacts maps the HTML autocomplete tokens forms use.
var autocompleteFacts = map[string]fact{
	"given-name": factFirstName, "family-name": factLastName, "name": factFullName, "email": factEmail,
	"tel": factPhone, "organization": factCompany, "address-level2": factLocation,
}

// classify decides which fact a question asks for: the board's field names
// first, then the autocomplete token, then the input type, then the wording.
func classify(b *Board, f *field) fact {
	if k, ok := b.Names[f.Name]; ok {
		return k
	}
	if strings.HasPrefix(f.Name, "eeo[") || strings.HasPrefix(f.Name, "demographic") {
		return factDemographic
	}
	for _, tok := range strings.Fields(strings.ToLower(f.Autocomplete)) {
		if k, ok := autocompleteFacts[tok]; ok {
			return k
		}
	}
	label := strings.TrimSpace(strings.TrimRight(f.Label, ":?"))
	// "Authorised to work without sponsorship?" inverts the sponsorship
	// question; a question asking both is left to the caller.
	if labelRules[2].re.MatchString(label) && labelRules[3].re.MatchString(label) {
		return factUnknown
	}
	for _, r := range labelRules {
		if r.re.MatchString(label) {
			k := r.fact
			// A file question about a cover letter or resume is that document;
			// any other fact asked as a file is not one we hold.
			if f.Kind == "file" && k != factResume && k != factCoverLetter {
				return factUnknown
			}
			if f.Kind != "file" && k == factResume {
				return factUnknown
			}
			return k
		}
	}
	switch f.Kind {
	case "email":
		return factEmail
	case "tel":
		return factPhone
	}
	return factUnknown
}
