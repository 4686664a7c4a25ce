package jobindex

import (
	"regexp"
	"strings"
)

// remoteWordRe finds a remote word in a part: "Remote", "US-Remote", "Fully
// remote", "Remote in Europe", "Work from home".
var remoteWordRe = regexp.MustCompile(`(?i)(?:^|[\s-])(?:fully |100% )?(?:remote(?:[- ](?:friendly|first|ok|only|based))?|work from home|wfh|telecommute|home[- ]based|distributed)(?:$|[\s-])`)

// anywhereRe is a part that means remote from anywhere.
var anywhereRe = regexp.MustCompile(`(?i)^(anywhere|worldwide|global(ly)?|international|earth|any ?where in the world|location independent)$`)

// noiseRe are words that say nothing about where: "(HQ)", "only", "office".
var noiseRe = regexp.MustCompile(`(?i)\b(hq|headquarters|head office|main office|office|offices|only|preferred|area|metro(politan)?|greater|region|based|in|the|city of)\b`)

// takeWorkplace records the remote, hybrid or on-site words of part and returns
// what is left of it.
func (s *segment) takeWorkplace(part string) string {
	if part == "" {
		return ""
	}
	low := strings.ToLower(part)
	switch {
	case anywhereRe.MatchString(low):
		s.remote = true
		return ""
	case strings.Contains(low, "hybrid"):
		s.workplace = WorkplaceHybrid
		return strings.TrimSpace(regexp.MustCompile(`(?i)\bhybrid\b[:]?`).ReplaceAllString(part, ""))
	case low == "on-site" || low == "onsite" || low == "on site" || low == "in office" || low == "in-office" ||
		low == "in person" || low == "in-person":
		s.workplace = WorkplaceOnSite
		return ""
	}
	if loc := remoteWordRe.FindStringIndex(" " + part + " "); loc != nil {
		s.remote = true
		s.workplace = WorkplaceRemote
		padded := " " + part + " "
		rest := strings.TrimSpace(padded[:loc[0]] + " " + padded[loc[1]:])
		rest = strings.Trim(strings.TrimPrefix(strings.TrimPrefix(rest, "in "), "In "), " -:")
		if anywhereRe.MatchString(rest) {
			return ""
		}
		return rest
	}
	return part
}

// stripNoise removes words that name no place ("Greater Boston Area" → "Boston").
func stripNoise(part string) string {
	return strings.Join(strings.Fields(noiseRe.ReplaceAllString(part, " ")), " ")
}
