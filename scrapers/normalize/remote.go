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

// decideRemote settles the remote flag from what a board published. A posting
// is remote when its workplace type says so, when one of its locations is a
// remote one ("New York (HQ) | Remote (US)": on-site at its HQ and remote in
// the US, both), or when the board's remote flag says so and no hybrid or
// on-site workplace type contradicts it (Ashby sends isRemote true with
// workplaceType Hybrid for an office job); without any field, a title saying
// remote counts. The workplace is the board's type when it gives one.
func decideRemote(workplace string, flag *bool, place Place, title string) (bool, string) {
	remote := false
	switch {
	case workplace == model.WorkplaceRemote || place.Remote:
		remote = true
	case flag != nil:
		remote = *flag && workplace == ""
	case workplace == "":
		remote = IsRemoteText(title)
	}
	switch {
	case workplace != "":
		return remote, workplace
	case remote:
		return true, model.WorkplaceRemote
	}
	return false, place.Workplace
}

// inStoreRe is a job done at a counter, a till, a kitchen or a shop floor.
var inStoreRe = regexp.MustCompile(`(?i)\b((store|shop|retail|restaurant|boutique)\s+(manager|assistant|associate|clerk|supervisor|staff|worker|lead|team member|keeper)|` +
	`cashier|barista|waiter|waitress|bartender|line cook|dishwasher|warehouse (worker|associate|operative)|courier|` +
	`housekeeper|sales assistant|crew member|stock (associate|clerk)|merchandiser|security guard|in[- ]store)\b`)

// streetRe is a street address: a house number and a street word.
var streetRe = regexp.MustCompile(`(?i)\b\d+[a-z]?\s+(\p{L}+\s+){0,3}(st|street|rd|road|ave|avenue|blvd|boulevard|dr|drive|ln|lane|way|str|straße|strasse|weg|platz|via|rue|calle)\b`)

// inStore reports whether a posting's title or location says the work is done
// in one place: a store or restaurant job, or a street address.
func inStore(title string, locations []string) bool {
	if inStoreRe.MatchString(title) {
		return true
	}
	for _, l := range locations {
		if streetRe.MatchString(l) {
			return true
		}
	}
	return false
}
