package board

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"sync"
	"time"
)

// DefaultUserAgent identifies the scraper to the boards.
const DefaultUserAgent = "CareerkitBot/1.0 (+https://careerkit.dev/bot)"

// HTTPConfig tunes the polite getter; zero fields take the defaults noted.
type HTTPConfig struct {
	UserAgent     string        // DefaultUserAgent
	Timeout       time.Duration // per attempt, headers and body: 30s
	MaxAttempts   int           // including the first: 4
	BaseDelay     time.Duration // first backoff: 1s, doubled each retry
	MaxDelay      time.Duration // backoff cap: 30s
	MaxRetryAfter time.Duration // longest Retry-After honoured in-process: 2m
	PerHost       int           // concurrent requests per host: 2
	MaxBodyBytes  int64         // 20 MiB
	// Transport sends the requests; nil means http.DefaultTransport.
	Transport http.RoundTripper
}

func (c HTTPConfig) withDefaults() HTTPConfig {
	if c.UserAgent == "" {
		c.UserAgent = DefaultUserAgent
	}
	if c.Timeout <= 0 {
		c.Timeout = 30 * time.Second
	}
	if c.MaxAttempts <= 0 {
		c.MaxAttempts = 4
	}
	if c.BaseDelay <= 0 {
		c.BaseDelay = time.Second
	}
	if c.MaxDelay <= 0 {
		c.MaxDelay = 30 * time.Second
	}
	if c.MaxRetryAfter <= 0 {
		c.MaxRetryAfter = 2 * time.Minute
	}
	if c.PerHost <= 0 {
		c.PerHost = 2
	}
	if c.MaxBodyBytes <= 0 {
		c.MaxBodyBytes = 20 << 20
	}
	return c
}

// HTTP is the polite JSON getter every board client uses. It is safe for concurrent
// use; share one per process so the per-host limit holds across sources.
type HTTP struct {
	cfg    HTTPConfig
	client *http.Client

	mu    sync.Mutex
	hosts map[string]chan struct{}
}

// NewHTTP returns a getter with cfg's settings.
func NewHTTP(cfg HTTPConfig) *HTTP {
	cfg = cfg.withDefaults()
	return &HTTP{
		cfg:    cfg,
		client: &http.Client{Transport: cfg.Transport},
		hosts:  map[string]chan struct{}{},
	}
}

// GetJSON fetches rawURL and decodes its JSON body into v, retrying timeouts,
// transport errors, 5xx and 429 with exponential backoff (or the Retry-After the
// board sent). Errors wrap the sentinels of this package.
func (h *HTTP) GetJSON(ctx context.Context, rawURL string, v any) error {
	return h.do(ctx, request{method: http.MethodGet, url: rawURL}, v)
}

// do sends req with the retries GetJSON describes and decodes the answer into v.
func (h *HTTP) do(ctx context.Context, req request, v any) error {
	rawURL := req.url
	req.cond = claim(ctx)
	u, err := url.Parse(rawURL)
	if err != nil {
		return fmt.Errorf("%s %s: %w", req.method, rawURL, err)
	}
	for attempt := 1; ; attempt++ {
		body, err := h.attempt(ctx, u, req)
		if err == nil {
			if err := req.decode(body, v); err != nil {
				return &DecodeError{URL: rawURL, Err: err}
			}
			return nil
		}
		if ctx.Err() != nil {
			return fmt.Errorf("%s %s: %w", req.method, rawURL, ctx.Err())
		}
		wait, retry := h.retryAfter(attempt, err)
		if !retry || attempt >= h.cfg.MaxAttempts {
			return finalError(rawURL, attempt, err)
		}
		if err := sleep(ctx, wait); err != nil {
			return fmt.Errorf("%s %s: %w", req.method, rawURL, err)
		}
	}
}

// finalError describes the last failed attempt.
func finalError(rawURL string, attempts int, err error) error {
	var se *StatusError
	switch {
	case errors.As(err, &se):
		se.URL, se.Attempts = rawURL, attempts
		return se
	case errors.Is(err, ErrTimeout):
		return fmt.Errorf("GET %s: %w (%d attempts)", rawURL, ErrTimeout, attempts)
	case attempts > 1:
		return fmt.Errorf("GET %s: %w (%d attempts)", rawURL, err, attempts)
	}
	return fmt.Errorf("GET %s: %w", rawURL, err)
}

// acquire takes one of the host's request slots, waiting for ctx.
func (h *HTTP) acquire(ctx context.Context, host string) (release func(), err error) {
	h.mu.Lock()
	slots, ok := h.hosts[host]
	if !ok {
		slots = make(chan struct{}, h.cfg.PerHost)
		h.hosts[host] = slots
	}
	h.mu.Unlock()
	select {
	case slots <- struct{}{}:
		return func() { <-slots }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
