package board

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestFetchBadAnswers(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		handler   http.HandlerFunc
		cfg       HTTPConfig
		wantIs    error
		wantMsg   string
		wantCalls int
	}{
		{
			name: "truncated JSON",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				_, _ = w.Write([]byte(`{"jobs":[{"id":1,"title":"Eng`))
			},
			wantIs:    ErrDecode,
			wantMsg:   "board: greenhouse:smarterdx: decode: unexpected end of JSON input",
			wantCalls: 1,
		},
		{
			name: "wrong shape",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				_, _ = w.Write([]byte(`{"jobs":{"id":1}}`))
			},
			wantIs:    ErrDecode,
			wantMsg:   "board: greenhouse:smarterdx: decode: json: cannot unmarshal object into Go struct field greenhouseBoard.jobs of type []board.greenhouseJob",
			wantCalls: 1,
		},
		{
			name: "HTML page",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				_, _ = w.Write([]byte("<!DOCTYPE html><html><body>Just a moment...</body></html>"))
			},
			wantIs:    ErrHTML,
			wantMsg:   "board answered HTML, not JSON",
			wantCalls: 1,
		},
		{
			name: "garbage",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				_, _ = w.Write([]byte("\x00\x01 garbage"))
			},
			wantIs:    ErrNotJSON,
			wantCalls: 1,
		},
		{
			name:      "empty body",
			handler:   func(http.ResponseWriter, *http.Request) {},
			wantIs:    ErrEmptyBody,
			wantCalls: 1,
		},
		{
			name: "500 on every attempt",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				http.Error(w, "boom", http.StatusInternalServerError)
			},
			wantIs:    ErrStatus,
			wantMsg:   "status 500 Internal Server Error after 3 attempts",
			wantCalls: 3,
		},
		{
			name: "unknown board",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				http.Error(w, `{"status":404,"error":"Job not found"}`, http.StatusNotFound)
			},
			wantIs:    ErrNotFound,
			wantMsg:   "status 404 Not Found",
			wantCalls: 1,
		},
		{
			name: "timeout",
			handler: func(w http.ResponseWriter, r *http.Request) {
				select {
				case <-r.Context().Done():
				case <-time.After(5 * time.Second):
				}
			},
			cfg:       HTTPConfig{Timeout: 50 * time.Millisecond},
			wantIs:    ErrTimeout,
			wantMsg:   "board did not answer in time (3 attempts)",
			wantCalls: 3,
		},
		{
			name: "body cut by the connection",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Content-Length", "1000")
				_, _ = w.Write([]byte(`{"jobs":[`))
			},
			wantMsg:   "unexpected EOF",
			wantCalls: 3,
		},
		{
			name: "body over the limit",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				_, _ = w.Write([]byte(`{"jobs":[` + strings.Repeat(" ", 200) + `]}`))
			},
			cfg:       HTTPConfig{MaxBodyBytes: 100},
			wantIs:    ErrTooLarge,
			wantCalls: 1,
		},
		{
			name: "rate limited beyond the longest wait",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Retry-After", "3600")
				w.WriteHeader(http.StatusTooManyRequests)
			},
			wantIs:    ErrRateLimited,
			wantMsg:   "board asks to retry after 1h0m0s",
			wantCalls: 1,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFakeBoard(t)
			f.mux.Handle("GET /v1/boards/smarterdx/jobs", tc.handler)
			cfg := tc.cfg
			cfg.MaxAttempts, cfg.BaseDelay, cfg.MaxDelay, cfg.MaxRetryAfter = 3, time.Millisecond, 2*time.Millisecond, time.Second
			jobs, err := New(NewHTTP(cfg)).Fetch(t.Context(), Source{Kind: KindGreenhouse, Token: "smarterdx", BaseURL: f.srv.URL})
			require.Error(t, err)
			require.Nil(t, jobs)
			var be *Error
			require.ErrorAs(t, err, &be)
			require.Equal(t, "greenhouse:smarterdx", be.Source)
			require.True(t, strings.HasPrefix(err.Error(), "board: greenhouse:smarterdx: "), err.Error())
			if tc.wantIs != nil {
				require.ErrorIs(t, err, tc.wantIs)
			}
			if tc.wantMsg != "" {
				require.Contains(t, err.Error(), tc.wantMsg)
			}
			require.Equal(t, tc.wantCalls, f.requests())
		})
	}
}

func TestFetchRetries(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		first    func(w http.ResponseWriter)
		minWait  time.Duration
		wantCall int
	}{
		{
			name: "429 with Retry-After seconds",
			first: func(w http.ResponseWriter) {
				w.Header().Set("Retry-After", "1")
				w.WriteHeader(http.StatusTooManyRequests)
			},
			minWait: time.Second,
		},
		{
			name: "503 with Retry-After date",
			first: func(w http.ResponseWriter) {
				w.Header().Set("Retry-After", time.Now().Add(2*time.Second).UTC().Format(http.TimeFormat))
				w.WriteHeader(http.StatusServiceUnavailable)
			},
			minWait: 500 * time.Millisecond,
		},
		{
			name:  "502 then success",
			first: func(w http.ResponseWriter) { w.WriteHeader(http.StatusBadGateway) },
		},
		{
			name:  "429 without Retry-After backs off",
			first: func(w http.ResponseWriter) { w.WriteHeader(http.StatusTooManyRequests) },
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			body := readFixture(t, "greenhouse/jobs_content_true__written-from-documented-shape.json")
			var calls atomic.Int32
			f := newFakeBoard(t)
			f.mux.HandleFunc("GET /v1/boards/smarterdx/jobs", func(w http.ResponseWriter, r *http.Request) {
				if calls.Add(1) == 1 {
					tc.first(w)
					return
				}
				serveJSON(body, nil)(w, r)
			})
			h := NewHTTP(HTTPConfig{BaseDelay: time.Millisecond, MaxDelay: 2 * time.Millisecond, MaxRetryAfter: 5 * time.Second})
			start := time.Now()
			jobs, err := New(h).Fetch(t.Context(), Source{Kind: KindGreenhouse, Token: "smarterdx", BaseURL: f.srv.URL})
			require.NoError(t, err)
			require.Len(t, jobs, 2)
			require.Equal(t, int32(2), calls.Load())
			require.GreaterOrEqual(t, time.Since(start), tc.minWait)
		})
	}
}

func TestFetchCanceled(t *testing.T) {
	t.Parallel()
	f := newFakeBoard(t)
	f.mux.HandleFunc("GET /api", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	})
	ctx, cancel := context.WithCancel(t.Context())
	h := NewHTTP(HTTPConfig{BaseDelay: time.Hour, MaxDelay: time.Hour})
	go func() {
		time.Sleep(50 * time.Millisecond)
		cancel()
	}()
	_, err := New(h).Fetch(ctx, Source{Kind: KindRemoteOK, BaseURL: f.srv.URL})
	require.ErrorIs(t, err, context.Canceled)
	require.Equal(t, 1, f.requests(), "no retry after cancellation")
}

func TestHTTPPerHostLimit(t *testing.T) {
	t.Parallel()
	var inFlight, peak atomic.Int32
	f := newFakeBoard(t)
	f.mux.HandleFunc("GET /api", func(w http.ResponseWriter, _ *http.Request) {
		n := inFlight.Add(1)
		for {
			p := peak.Load()
			if n <= p || peak.CompareAndSwap(p, n) {
				break
			}
		}
		time.Sleep(20 * time.Millisecond)
		inFlight.Add(-1)
		_, _ = w.Write([]byte(`[]`))
	})
	h := NewHTTP(HTTPConfig{PerHost: 2})
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Go(func() {
			var v []any
			errs <- h.GetJSON(t.Context(), f.srv.URL+"/api", &v)
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	require.Equal(t, int32(2), peak.Load())
}

func TestParseRetryAfter(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 8, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		in   string
		want time.Duration
	}{
		{"", 0},
		{"30", 30 * time.Second},
		{"-5", 0},
		{"Sat, 01 Aug 2026 12:01:30 GMT", 90 * time.Second},
		{"Sat, 01 Aug 2026 11:00:00 GMT", 0},
		{"soon", 0},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, parseRetryAfter(tc.in, now))
		})
	}
}

func TestBackoffGrowsWithJitter(t *testing.T) {
	t.Parallel()
	h := NewHTTP(HTTPConfig{BaseDelay: 100 * time.Millisecond, MaxDelay: time.Second})
	for attempt, want := range map[int]time.Duration{1: 100 * time.Millisecond, 2: 200 * time.Millisecond, 3: 400 * time.Millisecond, 10: time.Second} {
		d := h.backoff(attempt)
		require.GreaterOrEqual(t, d, want/2)
		require.LessOrEqual(t, d, want)
	}
	require.False(t, errors.Is(&StatusError{Code: 500}, ErrNotFound))
}
