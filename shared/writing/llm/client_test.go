package llm

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// fakeEndpoint is a local chat-completions server whose answer is a function.
type fakeEndpoint struct {
	answer func(w http.ResponseWriter, r *http.Request, body request)
	got    chan capturedRequest
}

type capturedRequest struct {
	path, auth string
	body       request
}

func newFake(t *testing.T, answer func(w http.ResponseWriter, r *http.Request, body request)) (*httptest.Server, *fakeEndpoint) {
	t.Helper()
	f := &fakeEndpoint{answer: answer, got: make(chan capturedRequest, 1)}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, _ := io.ReadAll(r.Body)
		var body request
		_ = json.Unmarshal(raw, &body)
		select {
		case f.got <- capturedRequest{path: r.URL.Path, auth: r.Header.Get("Authorization"), body: body}:
		default:
		}
		f.answer(w, r, body)
	}))
	t.Cleanup(srv.Close)
	return srv, f
}

func reply(content, finish string) func(http.ResponseWriter, *http.Request, request) {
	return func(w http.ResponseWriter, _ *http.Request, _ request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"choices": []map[string]any{{"message": map[string]string{"role": "assistant", "content": content}, "finish_reason": finish}},
		})
	}
}

func TestRewrite(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		answer  func(http.ResponseWriter, *http.Request, request)
		timeout time.Duration
		want    string
		wantErr string
	}{
		{name: "good reply", answer: reply("polished text", "stop"), want: "polished text"},
		{name: "server error", answer: func(w http.ResponseWriter, _ *http.Request, _ request) {
			w.WriteHeader(http.StatusTooManyRequests)
			_, _ = io.WriteString(w, `{"error":{"message":"rate limited"}}`)
		}, wantErr: "429: rate limited"},
		{name: "not JSON", answer: func(w http.ResponseWriter, _ *http.Request, _ request) {
			_, _ = io.WriteString(w, "<html>oops</html>")
		}, wantErr: "decode reply"},
		{name: "no choices", answer: func(w http.ResponseWriter, _ *http.Request, _ request) {
			_, _ = io.WriteString(w, `{"choices":[]}`)
		}, wantErr: "no choices"},
		{name: "cut off", answer: reply("half a sent", "length"), wantErr: "cut off"},
		{name: "slow server", answer: func(w http.ResponseWriter, r *http.Request, body request) {
			select {
			case <-time.After(2 * time.Second):
			case <-r.Context().Done():
			}
		}, timeout: 100 * time.Millisecond, wantErr: "post"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			srv, _ := newFake(t, tc.answer)
			c, err := New(Config{BaseURL: srv.URL + "/v1/", APIKey: "k", Model: "m", Timeout: tc.timeout})
			require.NoError(t, err)
			got, err := c.Rewrite(context.Background(), "sys", "user")
			if tc.wantErr != "" {
				require.ErrorContains(t, err, tc.wantErr)
				require.NotContains(t, err.Error(), "Bearer")
				return
			}
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
		})
	}
}

func TestRewriteSendsTheRequest(t *testing.T) {
	t.Parallel()
	srv, fake := newFake(t, reply("ok", "stop"))
	c, err := New(Config{BaseURL: srv.URL + "/v1", APIKey: "secret", Model: "gpt-test", Temperature: 0.2})
	require.NoError(t, err)
	_, err = c.Rewrite(context.Background(), "the rules", "the draft")
	require.NoError(t, err)
	got := <-fake.got
	require.Equal(t, "/v1/chat/completions", got.path)
	require.Equal(t, "Bearer secret", got.auth)
	require.Equal(t, "gpt-test", got.body.Model)
	require.Equal(t, []message{{Role: "system", Content: "the rules"}, {Role: "user", Content: "the draft"}}, got.body.Messages)
	require.Equal(t, DefaultMaxTokens, got.body.MaxTokens)
	require.InDelta(t, 0.2, got.body.Temperature, 1e-9)
}

func TestRewriteWithoutKeySendsNoAuthorization(t *testing.T) {
	t.Parallel()
	srv, fake := newFake(t, reply("ok", "stop"))
	c, err := New(Config{BaseURL: srv.URL + "/v1/chat/completions", Model: "local"})
	require.NoError(t, err)
	_, err = c.Rewrite(context.Background(), "s", "u")
	require.NoError(t, err)
	got := <-fake.got
	require.Equal(t, "/v1/chat/completions", got.path)
	require.Empty(t, got.auth)
}

func TestRewriteHonoursContext(t *testing.T) {
	t.Parallel()
	srv, _ := newFake(t, reply("ok", "stop"))
	c, err := New(Config{BaseURL: srv.URL, Model: "m"})
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = c.Rewrite(ctx, "s", "u")
	require.ErrorIs(t, err, context.Canceled)
}

func TestNewValidates(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		cfg  Config
		err  string
	}{
		{"no URL", Config{Model: "m"}, "base URL"},
		{"bad scheme", Config{BaseURL: "ftp://x", Model: "m"}, "base URL"},
		{"no model", Config{BaseURL: "http://127.0.0.1:1"}, "model is required"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := New(tc.cfg)
			require.ErrorContains(t, err, tc.err)
		})
	}
}
