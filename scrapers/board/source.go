package board

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"
)

// Board kinds: the first part of a source.
const (
	KindGreenhouse      = "greenhouse"
	KindLever           = "lever"
	KindAshby           = "ashby"
	KindSmartRecruiters = "smartrecruiters"
	KindRemoteOK        = "remoteok"
	KindRemotive        = "remotive"
	KindArbeitnow       = "arbeitnow"
	KindWorkday         = "workday"
	KindWorkable        = "workable"
	KindRecruitee       = "recruitee"
	KindBambooHR        = "bamboohr"
	KindTeamtailor      = "teamtailor"
	KindBreezy          = "breezy"
	KindPersonio        = "personio"
	KindUSAJobs         = "usajobs"
)

// Source is one board to scrape: a kind and, for company boards, the company's
// token on that board.
type Source struct {
	Kind string
	// Token is the Greenhouse board token, Lever site, Ashby job-board name or
	// SmartRecruiters company identifier; "" for the aggregators.
	Token string
	// BaseURL replaces the scheme and host of the board's public API
	// ("http://127.0.0.1:8080"); "" means the public API.
	BaseURL string
	// Company is the display name for boards whose API does not carry one (Lever,
	// Ashby); "" falls back to the token.
	Company string
	// Every is how often the scraper runs this source; 0 leaves it to the scheduler.
	Every time.Duration
}

// Key returns the source in CLI syntax: "greenhouse:anthropic", "remoteok".
func (s Source) Key() string {
	if s.Token == "" {
		return s.Kind
	}
	return s.Kind + ":" + s.Token
}

// String returns Key.
func (s Source) String() string { return s.Key() }

// tokenRe is what board tokens are made of on every board we support.
var tokenRe = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$`)

// ParseSource reads a source in CLI syntax: greenhouse:TOKEN, lever:SITE, ashby:NAME,
// smartrecruiters:COMPANY, workday:TENANT.wdN/SITE, workable:ACCOUNT, recruitee:COMPANY,
// bamboohr:COMPANY, teamtailor:COMPANY, breezy:COMPANY, personio:COMPANY, usajobs,
// remoteok, remotive or arbeitnow.
func ParseSource(s string) (Source, error) {
	kind, token, _ := strings.Cut(strings.TrimSpace(s), ":")
	src := Source{Kind: strings.ToLower(kind), Token: token}
	if err := src.Validate(); err != nil {
		return Source{}, err
	}
	return src, nil
}

// Validate checks the kind, the token and the base URL, with messages that say what
// to write instead.
func (s Source) Validate() error {
	spec, ok := specs[s.Kind]
	if !ok {
		return fmt.Errorf("board: source %q: unknown board %q; valid boards: %s",
			s.Key(), s.Kind, strings.Join(Kinds(), ", "))
	}
	switch {
	case spec.needsToken && s.Token == "":
		return fmt.Errorf("board: source %q: %s needs a company token, as in %s:acme",
			s.Key(), s.Kind, s.Kind)
	case !spec.needsToken && s.Token != "":
		return fmt.Errorf("board: source %q: %s lists every company in one feed and takes no token; write %q",
			s.Key(), s.Kind, s.Kind)
	case s.Token != "" && spec.token != nil && !spec.token.MatchString(s.Token):
		return fmt.Errorf("board: source %q: token %q must look like tenant.wd5/Site, as in workday:workday.wd5/Workday",
			s.Key(), s.Token)
	case s.Token != "" && spec.token == nil && !tokenRe.MatchString(s.Token):
		return fmt.Errorf("board: source %q: token %q must be 1-100 letters, digits, '.', '_' or '-'",
			s.Key(), s.Token)
	}
	if s.BaseURL != "" {
		if _, err := ParseBaseURL(s.BaseURL); err != nil {
			return fmt.Errorf("board: source %q: %w", s.Key(), err)
		}
	}
	return nil
}

// ParseBaseURL checks a base-URL override and returns it as scheme://host[:port]. It
// must be an absolute http or https URL without a path: the board's published paths
// are appended to it.
func ParseBaseURL(raw string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	switch {
	case err != nil:
		return "", fmt.Errorf("base URL %q: %w", raw, err)
	case u.Scheme != "http" && u.Scheme != "https":
		return "", fmt.Errorf("base URL %q: scheme must be http or https, as in https://mirror.example.com", raw)
	case u.Host == "":
		return "", fmt.Errorf("base URL %q: needs a host, as in https://mirror.example.com", raw)
	case strings.Trim(u.Path, "/") != "" || u.RawQuery != "":
		return "", fmt.Errorf("base URL %q: give only scheme and host; the board's paths are added to it", raw)
	}
	return u.Scheme + "://" + u.Host, nil
}

// Kinds lists the supported board kinds, sorted.
func Kinds() []string {
	out := make([]string, 0, len(specs))
	for k := range specs {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// DefaultBaseURL returns the public API root of a board kind, "" if unknown.
func DefaultBaseURL(kind string) string { return specs[kind].baseURL }

// endpoint builds the URL of path on the source's board: the override's scheme and
// host, or the public API's.
func (s Source) endpoint(path string, query url.Values) string {
	base := strings.ReplaceAll(specs[s.Kind].baseURL, "{token}", s.host())
	if s.BaseURL != "" {
		if b, err := ParseBaseURL(s.BaseURL); err == nil {
			base = b
		}
	}
	if len(query) > 0 {
		return base + path + "?" + query.Encode()
	}
	return base + path
}

// host is the part of the token that names the company's subdomain: the token
// itself, or Workday's tenant.wdN.
func (s Source) host() string {
	h, _, _ := strings.Cut(s.Token, "/")
	return strings.ToLower(h)
}

// companyName returns the display name of the board account slug: the
// configured one for the source's own account, else the shipped registry's
// (a CLI scrape names no company: "Wealth.com", never "Wealth Com"), else a name
// made from the slug as the last resort.
func (s Source) companyName(slug string) string {
	if s.Company != "" && strings.EqualFold(slug, s.Token) {
		return s.Company
	}
	if name := registryCompany(s.Kind, slug); name != "" {
		return name
	}
	return humanize(slug)
}

// humanize turns a board slug into a display name: "wealth-com" → "Wealth Com".
func humanize(slug string) string {
	words := strings.FieldsFunc(slug, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	for i, w := range words {
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		words[i] = string(r)
	}
	return strings.Join(words, " ")
}
