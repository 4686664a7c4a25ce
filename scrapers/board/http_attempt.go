package board

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// attempt makes one request and returns the JSON body of a 2xx answer.
func (h *HTTP) attempt(ctx context.Context, u *url.URL, r request) ([]byte, error) {
	release, err := h.acquire(ctx, u.Host)
	if err != nil {
		return nil, err
	}
	defer release()
	actx, cancel := context.WithTimeout(ctx, h.cfg.Timeout)
	defer cancel()
	var body io.Reader
	if r.body != nil {
		body = bytes.NewReader(r.body)
	}
	req, err := http.NewRequestWithContext(actx, r.method, u.String(), body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("User-Agent", h.cfg.UserAgent)
	req.Header.Set("Accept", r.accept())
	if r.body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, vs := range r.header {
		req.Header[k] = vs
	}
	if c := r.cond; c != nil {
		if c.ETag != "" {
			req.Header.Set("If-None-Match", c.ETag)
		}
		if c.LastModified != "" {
			req.Header.Set("If-Modified-Since", c.LastModified)
		}
	}
	resp, err := h.client.Do(req)
	if err != nil {
		return nil, h.transportError(ctx, err)
	}
	defer func() { _ = resp.Body.Close() }()
	if resp.StatusCode == http.StatusNotModified && r.cond != nil {
		return nil, ErrNotModified
	}
	if r.cond != nil {
		r.cond.NewETag, r.cond.NewLastModified = resp.Header.Get("ETag"), resp.Header.Get("Last-Modified")
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		// Drain a little so the connection can be reused; error pages are small.
		_, _ = io.CopyN(io.Discard, resp.Body, 64<<10)
		return nil, &StatusError{
			Code:       resp.StatusCode,
			RetryAfter: parseRetryAfter(resp.Header.Get("Retry-After"), time.Now()),
		}
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, h.cfg.MaxBodyBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read body: %w", h.transportError(ctx, err))
	}
	if int64(len(data)) > h.cfg.MaxBodyBytes {
		return nil, fmt.Errorf("%w (%d bytes)", ErrTooLarge, h.cfg.MaxBodyBytes)
	}
	if r.xml {
		return sniffXML(data, resp.Header.Get("Content-Type"))
	}
	return sniffJSON(data, resp.Header.Get("Content-Type"))
}

// transportError classifies a failed round trip or body read: a timeout of the
// attempt becomes ErrTimeout, the caller's cancellation stays as it is.
func (h *HTTP) transportError(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	var ne net.Error
	if errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()) {
		return fmt.Errorf("%w (limit %s per attempt)", ErrTimeout, h.cfg.Timeout)
	}
	return err
}

// utf8BOM starts some JSON bodies.
var utf8BOM = []byte("\xef\xbb\xbf")

// sniffJSON checks that body looks like a JSON object or array before decoding, so a
// web page or a plain-text error gets a clear error instead of a JSON syntax error.
func sniffJSON(body []byte, contentType string) ([]byte, error) {
	b := bytes.TrimLeft(bytes.TrimPrefix(body, utf8BOM), " \t\r\n")
	switch {
	case len(b) == 0:
		return nil, ErrEmptyBody
	case b[0] == '{' || b[0] == '[':
		return b, nil
	case b[0] == '<' || strings.Contains(strings.ToLower(contentType), "html"):
		return nil, ErrHTML
	}
	return nil, ErrNotJSON
}

// retryAfter decides whether a failed attempt is retried and after how long: the
// board's Retry-After on 429 and 503 when it is within MaxRetryAfter, otherwise
// exponential backoff with jitter. Answers that will not change (4xx, HTML, a body
// too large) are not retried, nor is a Retry-After longer than MaxRetryAfter: the
// scheduler should come back later instead of holding the run.
func (h *HTTP) retryAfter(attempt int, err error) (time.Duration, bool) {
	var se *StatusError
	if errors.As(err, &se) {
		switch {
		case se.Code == http.StatusTooManyRequests || se.Code == http.StatusServiceUnavailable:
			if se.RetryAfter > h.cfg.MaxRetryAfter {
				return 0, false
			}
			if se.RetryAfter > 0 {
				return se.RetryAfter, true
			}
		case se.Code == http.StatusRequestTimeout || se.Code >= 500:
		default:
			return 0, false
		}
		return h.backoff(attempt), true
	}
	for _, final := range []error{ErrNotModified, ErrHTML, ErrNotJSON, ErrNotXML, ErrEmptyBody, ErrTooLarge} {
		if errors.Is(err, final) {
			return 0, false
		}
	}
	return h.backoff(attempt), true
}

// backoff returns BaseDelay doubled per attempt, capped at MaxDelay, with "equal
// jitter" (half fixed, half random) so parallel scrapers do not retry in step.
func (h *HTTP) backoff(attempt int) time.Duration {
	d := h.cfg.BaseDelay << min(attempt-1, 20)
	if d <= 0 || d > h.cfg.MaxDelay {
		d = h.cfg.MaxDelay
	}
	half := d / 2
	return half + rand.N(half+1)
}

// parseRetryAfter reads a Retry-After header: delay seconds or an HTTP date.
func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if secs, err := strconv.Atoi(v); err == nil {
		return max(0, time.Duration(secs)*time.Second)
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(0, t.Sub(now).Round(time.Second))
	}
	return 0
}
