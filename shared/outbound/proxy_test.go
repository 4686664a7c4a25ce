package outbound

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// countingServer is a loopback server that counts the connections it accepts.
func countingServer(t *testing.T, tls bool, h http.HandlerFunc) (*httptest.Server, *atomic.Int64) {
	t.Helper()
	var conns atomic.Int64
	srv := httptest.NewUnstartedServer(h)
	srv.Config.ConnState = func(_ net.Conn, st http.ConnState) {
		if st == http.StateNew {
			conns.Add(1)
		}
	}
	if tls {
		srv.StartTLS()
	} else {
		srv.Start()
	}
	t.Cleanup(srv.Close)
	return srv, &conns
}

// rebinding answers rebind.test with a public address to Check and with
// loopback to the dialer; broken.test does not resolve.
func rebinding() (check, dial LookupFunc) {
	answer := func(a string) LookupFunc {
		return func(_ context.Context, host string) ([]netip.Addr, error) {
			if host == "rebind.test" {
				return []netip.Addr{netip.MustParseAddr(a)}, nil
			}
			return nil, &net.DNSError{Err: "no such host", Name: host, Server: "10.9.8.7:53", IsNotFound: true}
		}
	}
	return answer("93.184.216.34"), answer("127.0.0.1")
}

func proxyClient(p *Proxy, user, pass string) *http.Client {
	u, _ := url.Parse(p.URL())
	if user != "" {
		u.User = url.UserPassword(user, pass)
	}
	return &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{Proxy: http.ProxyURL(u),
		TLSClientConfig: nil, DisableKeepAlives: true},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

func startProxy(t *testing.T, o *Outbound) *Proxy {
	t.Helper()
	p, err := o.NewProxy(slogDiscard())
	require.NoError(t, err)
	t.Cleanup(func() { _ = p.Close() })
	require.True(t, strings.HasPrefix(p.URL(), "http://127.0.0.1:"), "loopback only")
	return p
}

// TestProxyNeedsASessionCredential: without a live session's credential the
// proxy answers 407 and dials nothing, for http and for CONNECT.
func TestProxyNeedsASessionCredential(t *testing.T) {
	t.Parallel()
	site, conns := countingServer(t, false, func(w http.ResponseWriter, _ *http.Request) { _, _ = io.WriteString(w, "ok") })
	tlsSite, tlsConns := countingServer(t, true, func(w http.ResponseWriter, _ *http.Request) {})
	o := New([]string{strings.TrimPrefix(site.URL, "http://"), strings.TrimPrefix(tlsSite.URL, "https://")})
	p := startProxy(t, o)
	s := p.NewSession()
	closed := p.NewSession()
	closed.Close()
	for _, c := range []*http.Client{proxyClient(p, "", ""), proxyClient(p, s.User, "wrong"), proxyClient(p, "nobody", s.Password),
		proxyClient(p, closed.User, closed.Password)} {
		resp, err := c.Get(site.URL)
		require.NoError(t, err)
		_ = resp.Body.Close()
		require.Equal(t, http.StatusProxyAuthRequired, resp.StatusCode)
		require.Contains(t, resp.Header.Get("Proxy-Authenticate"), "Basic")
		_, err = c.Get(tlsSite.URL)
		require.ErrorContains(t, err, "Proxy Authentication Required")
	}
	require.Zero(t, conns.Load())
	require.Zero(t, tlsConns.Load())

	resp, err := proxyClient(p, s.User, s.Password).Get(site.URL)
	require.NoError(t, err)
	body, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	require.Equal(t, "ok", string(body), "an allowed host is reached with the credential")
}

// TestProxyDecidesOnTheDialledAddress: a name that Check sees as public but
// that resolves to loopback when dialled (DNS rebinding) is refused by the
// proxy for http and for CONNECT, the server inside sees no connection, and
// the session says the address was refused.
func TestProxyDecidesOnTheDialledAddress(t *testing.T) {
	t.Parallel()
	inside, conns := countingServer(t, false, func(w http.ResponseWriter, _ *http.Request) { _, _ = io.WriteString(w, "secret") })
	insideTLS, tlsConns := countingServer(t, true, func(w http.ResponseWriter, _ *http.Request) {})
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(inside.URL, "http://"))
	_, tlsPort, _ := net.SplitHostPort(strings.TrimPrefix(insideTLS.URL, "https://"))
	o := New(nil).UseResolvers(rebinding())
	require.NoError(t, o.Check(context.Background(), "http://rebind.test:"+port+"/"), "the name check sees a public address")

	p := startProxy(t, o)
	s := p.NewSession()
	c := proxyClient(p, s.User, s.Password)
	start := time.Now()
	resp, err := c.Get("http://rebind.test:" + port + "/")
	require.NoError(t, err)
	body, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	require.Equal(t, http.StatusForbidden, resp.StatusCode)
	require.NotContains(t, string(body), "127.0.0.1", "the page is not told what the name resolved to")
	require.ErrorIs(t, s.Failure("rebind.test:"+port, start), ErrBlockedURL)

	_, err = c.Get("https://rebind.test:" + tlsPort + "/")
	require.Error(t, err)
	require.ErrorIs(t, s.Failure("rebind.test:"+tlsPort, start), ErrBlockedURL)
	require.Contains(t, Describe(s.Failure("rebind.test:"+tlsPort, start)), "127.0.0.1 is not a public address")

	for _, u := range []string{"http://127.0.0.1:" + port + "/", "http://[::ffff:127.0.0.1]:" + port + "/"} {
		resp, err := c.Get(u)
		require.NoError(t, err)
		_ = resp.Body.Close()
		require.Equal(t, http.StatusForbidden, resp.StatusCode, u)
	}
	require.Zero(t, conns.Load())
	require.Zero(t, tlsConns.Load())
	require.NoError(t, s.Failure("other.test:80", start))
	require.NoError(t, s.Failure("rebind.test:"+port, time.Now().Add(time.Second)), "a failure before since is not reported")
}

// TestProxyRelaysAllowedTraffic: an allowed host is reached; the proxy's
// credential is not passed on; a site's own 407 never reaches the browser;
// a redirect is handed back, not followed.
func TestProxyRelaysAllowedTraffic(t *testing.T) {
	t.Parallel()
	var sawAuth atomic.Value
	site, _ := countingServer(t, false, func(w http.ResponseWriter, r *http.Request) {
		sawAuth.Store(r.Header.Get("Proxy-Authorization"))
		switch r.URL.Path {
		case "/407":
			w.Header().Set("Proxy-Authenticate", `Basic realm="site"`)
			w.WriteHeader(http.StatusProxyAuthRequired)
		case "/redirect":
			http.Redirect(w, r, "http://rebind.test/", http.StatusFound)
		default:
			_, _ = io.WriteString(w, "ok")
		}
	})
	o := New([]string{strings.TrimPrefix(site.URL, "http://")})
	p := startProxy(t, o)
	s := p.NewSession()
	defer s.Close()
	c := proxyClient(p, s.User, s.Password)
	resp, err := c.Get(site.URL + "/")
	require.NoError(t, err)
	_ = resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Empty(t, sawAuth.Load())

	resp, err = c.Get(site.URL + "/407")
	require.NoError(t, err)
	_ = resp.Body.Close()
	require.Equal(t, http.StatusBadGateway, resp.StatusCode)
	require.Empty(t, resp.Header.Get("Proxy-Authenticate"))

	resp, err = c.Get(site.URL + "/redirect")
	require.NoError(t, err)
	_ = resp.Body.Close()
	require.Equal(t, http.StatusFound, resp.StatusCode)
}

// TestProxyHidesTheResolver: a name that does not resolve when dialled is a
// 502 to the browser, and the session's reason names no resolver.
func TestProxyHidesTheResolver(t *testing.T) {
	t.Parallel()
	p := startProxy(t, New(nil).UseResolvers(rebinding()))
	s := p.NewSession()
	start := time.Now()
	resp, err := proxyClient(p, s.User, s.Password).Get("http://broken.test/")
	require.NoError(t, err)
	body, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	require.Equal(t, http.StatusBadGateway, resp.StatusCode)
	require.NotContains(t, string(body), "10.9.8.7")
	err = s.Failure("broken.test:80", start)
	require.ErrorIs(t, err, ErrUnresolved)
	require.False(t, errors.Is(err, ErrBlockedURL))
	require.NotContains(t, err.Error(), "10.9.8.7")
	require.Contains(t, Describe(err), "broken.test could not be resolved (no such host)")
}

func slogDiscard() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }
