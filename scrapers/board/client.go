package board

import (
	"context"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/model"
)

// fetchFunc reads every open posting of one source.
type fetchFunc func(ctx context.Context, c *Client, src Source) ([]normalize.Posting, error)

// spec describes one board kind.
type spec struct {
	baseURL    string // public API scheme and host
	needsToken bool
}

// specs is the registry of supported boards.
var specs = map[string]spec{
	KindGreenhouse:      {"https://boards-api.greenhouse.io", true},
	KindLever:           {"https://api.lever.co", true},
	KindAshby:           {"https://api.ashbyhq.com", true},
	KindSmartRecruiters: {"https://api.smartrecruiters.com", true},
	KindRemoteOK:        {"https://remoteok.com", false},
	KindRemotive:        {"https://remotive.com", false},
	KindArbeitnow:       {"https://www.arbeitnow.com", false},
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
}

// Client fetches sources through one polite getter. It is safe for concurrent use.
type Client struct {
	http              *HTTP
	pageSize          int
	maxPages          int
	detailConcurrency int
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
	c := &Client{http: h, pageSize: 100, maxPages: 50, detailConcurrency: 4}
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
