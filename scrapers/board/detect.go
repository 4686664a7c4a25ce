package board

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

// subdomainBoards are the boards that give each company a subdomain of theirs.
var subdomainBoards = []struct {
	suffix, kind string
}{
	{".recruitee.com", KindRecruitee},
	{".bamboohr.com", KindBambooHR},
	{".teamtailor.com", KindTeamtailor},
	{".breezy.hr", KindBreezy},
	{".jobs.personio.de", KindPersonio},
	{".jobs.personio.com", KindPersonio},
}

// pathBoards are the boards that put the company in the first path segment.
var pathBoards = map[string]string{
	"boards.greenhouse.io":        KindGreenhouse,
	"job-boards.greenhouse.io":    KindGreenhouse,
	"job-boards.eu.greenhouse.io": KindGreenhouse,
	"jobs.lever.co":               KindLever,
	"jobs.eu.lever.co":            KindLever,
	"jobs.ashbyhq.com":            KindAshby,
	"apply.workable.com":          KindWorkable,
	"careers.smartrecruiters.com": KindSmartRecruiters,
	"jobs.smartrecruiters.com":    KindSmartRecruiters,
}

// workdayHostRe is a Workday career site's host: tenant.wdN.myworkdayjobs.com.
var workdayHostRe = regexp.MustCompile(`^([a-z0-9][a-z0-9_-]*)\.(wd[0-9]{1,3})\.myworkdayjobs\.com$`)

// workdayLocaleRe is the locale Workday may put before the site: /en-US/Site.
var workdayLocaleRe = regexp.MustCompile(`^[a-z]{2}-[A-Z]{2}$`)

// DetectSource reads the source of a careers page or board URL, as a person
// copies it from the browser: "https://boards.greenhouse.io/acme/jobs/123",
// "acme.wd5.myworkdayjobs.com/en-US/External", "acme.recruitee.com". The error
// says which forms are understood.
func DetectSource(raw string) (Source, error) {
	s := strings.TrimSpace(raw)
	if !strings.Contains(s, "://") {
		s = "https://" + s
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		return Source{}, fmt.Errorf("board: %q is not a URL; give a careers page such as https://boards.greenhouse.io/acme", raw)
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	segs := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' })
	src, ok := detect(host, segs, u.Query())
	if !ok {
		return Source{}, fmt.Errorf("board: no board recognised in %q; known forms: boards.greenhouse.io/x, job-boards.greenhouse.io/x, "+
			"jobs.lever.co/x, jobs.ashbyhq.com/x, x.wd5.myworkdayjobs.com/Site, apply.workable.com/x, x.recruitee.com, "+
			"x.bamboohr.com/careers, x.teamtailor.com, x.breezy.hr, x.jobs.personio.de, careers.smartrecruiters.com/X, usajobs.gov", raw)
	}
	if err := src.Validate(); err != nil {
		return Source{}, err
	}
	return src, nil
}

func detect(host string, segs []string, q url.Values) (Source, bool) {
	if kind, ok := pathBoards[host]; ok {
		if kind == KindGreenhouse && len(segs) > 0 && segs[0] == "embed" && q.Get("for") != "" {
			return Source{Kind: kind, Token: q.Get("for")}, true
		}
		if len(segs) == 0 {
			return Source{}, false
		}
		return Source{Kind: kind, Token: segs[0]}, true
	}
	switch host {
	case "boards-api.greenhouse.io":
		if len(segs) >= 3 && segs[0] == "v1" && segs[1] == "boards" {
			return Source{Kind: KindGreenhouse, Token: segs[2]}, true
		}
	case "api.lever.co":
		if len(segs) >= 3 && segs[1] == "postings" {
			return Source{Kind: KindLever, Token: segs[2]}, true
		}
	case "usajobs.gov", "data.usajobs.gov":
		return Source{Kind: KindUSAJobs}, true
	case "remoteok.com", "remoteok.io":
		return Source{Kind: KindRemoteOK}, true
	case "remotive.com", "remotive.io":
		return Source{Kind: KindRemotive}, true
	case "arbeitnow.com":
		return Source{Kind: KindArbeitnow}, true
	}
	if m := workdayHostRe.FindStringSubmatch(host); m != nil {
		if len(segs) > 0 && workdayLocaleRe.MatchString(segs[0]) {
			segs = segs[1:]
		}
		if len(segs) > 0 && segs[0] == "wday" && len(segs) >= 4 { // /wday/cxs/tenant/Site/...
			segs = segs[3:]
		}
		if len(segs) == 0 {
			return Source{}, false
		}
		return Source{Kind: KindWorkday, Token: m[1] + "." + m[2] + "/" + segs[0]}, true
	}
	for _, b := range subdomainBoards {
		if company, ok := strings.CutSuffix(host, b.suffix); ok && company != "" && !strings.Contains(company, ".") {
			return Source{Kind: b.kind, Token: company}, true
		}
	}
	return Source{}, false
}
