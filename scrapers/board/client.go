package board

import (
	"context"
	"regexp"
	"time"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/model"
)

// fetchFunc reads every open posting of one source.
type fetchFunc func(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error)

// spec describes one board kind.
type spec struct {
	// baseURL is the public API scheme and host; "{token}" in it stands for the
	// source's host part (company boards on their own subdomain).
	baseURL    string
	needsToken bool
	// token checks the token's form when the board's differs from tokenRe
	// (Workday's tenant.wdN/site).
	token *regexp.Regexp
	// oneDocument marks boards whose whole listing is one response (conditional
	// requests can skip them when unchanged).
	oneDocument bool
	// details marks boards read with a detail request per posting after their
	// list (a ListCheck can skip those when the list is unchanged).
	details bool
}

// specs is the registry of supported boards.
var specs = map[string]spec{
	KindGreenhouse:      {baseURL: "https://boards-api.greenhouse.io", needsToken: true, oneDocument: true},
	KindLever:           {baseURL: "https://api.lever.co", needsToken: true},
	KindAshby:           {baseURL: "https://api.ashbyhq.com", needsToken: true, oneDocument: true},
	KindSmartRecruiters: {baseURL: "https://api.smartrecruiters.com", needsToken: true, details: true},
	KindRemoteOK:        {baseURL: "https://remoteok.com", oneDocument: true},
	KindRemotive:        {baseURL: "https://remotive.com", oneDocument: true},
	KindArbeitnow:       {baseURL: "https://www.arbeitnow.com"},
	KindWorkday:         {baseURL: "https://{token}.myworkdayjobs.com", needsToken: true, token: workdayTokenRe, details: true},
	KindWorkable:        {baseURL: "https://apply.workable.com", needsToken: true, oneDocument: true},
	KindRecruitee:       {baseURL: "https://{token}.recruitee.com", needsToken: true, oneDocument: true},
	KindBambooHR:        {baseURL: "https://{token}.bamboohr.com", needsToken: true, details: true},
	KindTeamtailor:      {baseURL: "https://{token}.teamtailor.com", needsToken: true, oneDocument: true},
	KindBreezy:          {baseURL: "https://{token}.breezy.hr", needsToken: true, oneDocument: true},
	KindPersonio:        {baseURL: "https://{token}.jobs.personio.de", needsToken: true, oneDocument: true},
	KindUSAJobs:         {baseURL: "https://data.usajobs.gov"},
}

// fetchers holds each kind's client. It is apart from specs because the clients
// build URLs from specs.
var fetchers = map[string]fetchFunc{
	KindGreenhouse:      fetchGreenhouse,
	KindLever:           fetchLever,
	KindAshby:           fetchAshby,
	KindSmartRecruiters: fetchSmartRecruiters,
	KindRemoteOK:        fetchRemoteOK,
	KindRemotive:        fetchRemotive,
	KindArbeitnow:       fetchArbeitnow,
	KindWorkday:         fetchWorkday,
	KindWorkable:        fetchWorkable,
	KindRecruitee:       fetchRecruitee,
	KindBambooHR:        fetchBambooHR,
	KindTeamtailor:      fetchTeamtailor,
	KindBreezy:          fetchBreezy,
	KindPersonio:        fetchPersonio,
	KindUSAJobs:         fetchUSAJobs,
}

// Client fetches sources through one polite getter. It is safe for concurrent use.
type Client struct {
	http              *HTTP
	pageSize          int
	maxPages          int
	detailConcurrency int
	usajobs           USAJobsKey
	now               func() time.Time
}

// Option tunes a Client.
type Option func(*Client)

// WithPageSize sets the page size asked of paginated boards (Lever, SmartRecruiters);
// default 100, the largest both accept.
func WithPageSize(n int) Option { return func(c *Client) { c.pageSize = max(1, n) } }

// WithMaxPages caps the pages read from one source, so a board that never stops
// paging cannot hold a run; default 50.
func WithMaxPages(n int) Option { return func(c *Client) { c.maxPages = max(1, n) } }

// WithDetailConcurrency sets how many SmartRecruiters postings are fetched in
// parallel for their descriptions; default 4 (the per-host limit still applies).
func WithDetailConcurrency(n int) Option {
	return func(c *Client) { c.detailConcurrency = max(1, n) }
}

// New returns a client sending its requests through h.
func New(h *HTTP, opts ...Option) *Client {
	c := &Client{http: h, pageSize: 100, maxPages: 50, detailConcurrency: 4, now: time.Now}
	for _, o := range opts {
		o(c)
	}
	return c
}

// Fetch returns every open posting of src, normalised, in the board's order. A
// failure is an *Error naming the source and wrapping the cause.
func (c *Client) Fetch(ctx context.Context, src Source) ([]model.Job, error) {
	if err := src.Validate(); err != nil {
		return nil, err
	}
	if !OneDocument(src.Kind) {
		ctx = WithConditional(ctx, nil)
	}
	postings, err := fetchers[src.Kind](ctx, c, src)
	if err != nil {
		return nil, &Error{Source: src.Key(), Err: err}
	}
	jobs := make([]model.Job, 0, len(postings))
	seen := make(map[string]bool, len(postings))
	for _, p := range postings {
		p.Board, p.SourceKey = src.Kind, src.Key()
		if p.BoardJobID == "" || seen[p.BoardJobID] {
			// Pages can shift while we read them and repeat a posting.
			continue
		}
		seen[p.BoardJobID] = true
		jobs = append(jobs, normalize.Job(p))
	}
	return jobs, nil
}

// WithClock sets the clock that dates relative posting dates ("Posted
// Yesterday"); default time.Now.
func WithClock(now func() time.Time) Option { return func(c *Client) { c.now = now } }
