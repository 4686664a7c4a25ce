package browser

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/outbound"
)

// TestProxiedTabAuthenticatesOverDevTools: a browser started with ProxyFlags
// reaches even a loopback server only through the proxy; a tab holding the
// proxy's credential loads the page, a tab without it gets nothing through.
func TestProxiedTabAuthenticatesOverDevTools(t *testing.T) {
	t.Parallel()
	var hits atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		require.Empty(t, r.Header.Get("Proxy-Authorization"), "the credential is not passed on")
		_, _ = io.WriteString(w, "<title>ok</title>")
	}))
	defer srv.Close()
	proxy, err := outbound.New([]string{strings.TrimPrefix(srv.URL, "http://")}).NewProxy(quiet())
	require.NoError(t, err)
	defer func() { _ = proxy.Close() }()
	sess := proxy.NewSession()
	s := start(t, Options{Flags: ProxyFlags(proxy.URL())})
	l := lease(t, s)
	defer l.Release()
	allow := func(context.Context, *fetch.EventRequestPaused) network.ErrorReason { return "" }
	open := func(auth *ProxyAuth) *Tab {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		tab, err := Open(ctx, l.P, TabOptions{Policy: allow, Proxy: auth})
		require.NoError(t, err)
		t.Cleanup(tab.Cancel)
		return tab
	}

	stranger := open(&ProxyAuth{User: sess.User, Password: "guessed"})
	_ = chromedp.Run(stranger.Ctx, chromedp.Navigate(srv.URL))
	require.Zero(t, hits.Load(), "a wrong credential gets nothing through")

	var title string
	require.NoError(t, chromedp.Run(open(&ProxyAuth{User: sess.User, Password: sess.Password}).Ctx,
		chromedp.Navigate(srv.URL), chromedp.Title(&title)))
	require.Equal(t, "ok", title)
	require.Positive(t, hits.Load())
}
