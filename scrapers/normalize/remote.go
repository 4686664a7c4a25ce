package normalize

import (
	"regexp"
	"strings"

	"github.com/careerkit/careerkit/shared/model"
)

// remoteTextRe finds a remote mention in a title or location: "Remote Office
// Assistant", "Fully Remote US", "Remote-Friendly, United States".
var remoteTextRe = regexp.MustCompile(`(?i)\b(remote|anywhere|worldwide|work from home|telecommut\w*)\b`)

// IsRemoteText reports whether a title or location says the job is remote.
func IsRemoteText(s string) bool { return remoteTextRe.MatchString(s) }

// Workplace maps a board's workplace field (Lever "on-site"/"remote"/"hybrid", Ashby
// "OnSite"/"Remote"/"Hybrid", custom Greenhouse fields) to model.Workplace*, "" when
// the value says nothing ("unspecified").
func Workplace(raw string) string {
	s := strings.ToLower(strings.NewReplacer("-", "", "_", "", " ", "").Replace(raw))
	switch {
	case s == "":
		return ""
	case strings.Contains(s, "hybrid"):
		return model.WorkplaceHybrid
	case strings.Contains(s, "remote"):
		return model.WorkplaceRemote
	case strings.Contains(s, "onsite") || strings.Contains(s, "office") || s == "inperson":
		return model.WorkplaceOnSite
	}
	return ""
}

// decideRemote settles the remote flag from what a board published, most specific
// first: a workplace type names the arrangement (Ashby sends isRemote true with
// workplaceType Hybrid, which is not a remote job); then the board's remote flag;
// then the location text and the title.
func decideRemote(workplace string, flag *bool, place Place, title string) (bool, string) {
	switch workplace {
	case model.WorkplaceRemote:
		return true, workplace
	case model.WorkplaceHybrid, model.WorkplaceOnSite:
		return false, workplace
	}
	if flag != nil {
		if *flag {
			return true, model.WorkplaceRemote
		}
		return false, place.Workplace
	}
	if place.Remote || IsRemoteText(title) {
		return true, model.WorkplaceRemote
	}
	return false, place.Workplace
}
