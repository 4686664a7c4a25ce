package apply

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/workers/apply/applytest"
)

// rebindName resolves to a public address when the guard checks it by name,
// and to loopback, which is not allowed, when the proxy dials it: a DNS
// rebinding attack on the applying browser.
const rebindName = "rebind.test"

// rebindBundle is an applying browser whose guard sees rebindName rebind, a
// private server on loopback that must never be reached, and an allowed site
// whose pages point at it.
type rebindBundle struct {
	a         *Applier
	fixture   *applytest.Server
	inside    string // http://rebind.test:<port> of the private server
	insideTLS string // https://rebind.test:<port> of the private TLS server
	// sub and subTLS are the same servers under sub.rebind.test, which only
	// the subresource page uses, so its dials can be counted.
	sub, subTLS string
	subDials    atomic.Int64
	private     atomic.Int64
	site        *httptest.Server
	posts       atomic.Int64
}

var (
	rebindOnce sync.Once
	rebindB    *rebindBundle
	rebindErr  error
)

// rebindSetup returns the package's rebinding bundle: one Chromium for every
// test of this file, closed when the binary exits.
func rebindSetup(t *testing.T) *rebindBundle {
	t.Helper()
	fixtureSite, _ := fixture(t) // skips under -short
	rebindOnce.Do(func() { rebindB, rebindErr = newRebindBundle(fixtureSite) })
	require.NoError(t, rebindErr)
	return rebindB
}

func newRebindBundle(fixtureSite *applytest.Server) (*rebindBundle, error) {
	b := &rebindBundle{fixture: fixtureSite}
	count := func(_ net.Conn, st http.ConnState) {
		if st == http.StateNew {
			b.private.Add(1)
		}
	}
	secret := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { _, _ = io.WriteString(w, "internal") })
	inside := httptest.NewUnstartedServer(secret)
	inside.Config.ConnState = count
	inside.Start()
	insideTLS := httptest.NewUnstartedServer(secret)
	insideTLS.Config.ConnState = count
	insideTLS.StartTLS()
	_, port, _ := net.SplitHostPort(inside.Listener.Addr().String())
	_, tlsPort, _ := net.SplitHostPort(insideTLS.Listener.Addr().String())
	b.inside, b.insideTLS = "http://"+rebindName+":"+port, "https://"+rebindName+":"+tlsPort
	b.sub, b.subTLS = "http://sub."+rebindName+":"+port, "https://sub."+rebindName+":"+tlsPort
	b.site = httptest.NewServer(b.pages())

	answer := func(a string, dial bool) func(context.Context, string) ([]netip.Addr, error) {
		return func(_ context.Context, host string) ([]netip.Addr, error) {
			if dial && host == "sub."+rebindName {
				b.subDials.Add(1)
			}
			if dial && host == "gone."+rebindName {
				return nil, &net.DNSError{Err: "no such host", Name: host, Server: "10.9.8.7:53", IsNotFound: true}
			}
			if host == rebindName || strings.HasSuffix(host, "."+rebindName) {
				return []netip.Addr{netip.MustParseAddr(a)}, nil
			}
			return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
		}
	}
	out := NewOutbound([]string{fixtureSite.Host(), strings.TrimPrefix(b.site.URL, "http://")}).
		UseResolvers(answer("93.184.216.34", false), answer("127.0.0.1", true))
	br, err := NewBrowser(BrowserOptions{Tabs: 2, Outbound: out, Logger: quietLog()})
	if err != nil {
		return nil, err
	}
	b.a = &Applier{Browser: br, PageTimeout: 15 * time.Second, Logger: quietLog()}
	rebindCleanup = func() { br.Close(); b.site.Close(); inside.Close(); insideTLS.Close() }
	return b, nil
}

// rebindCleanup closes the bundle (TestMain).
var rebindCleanup = func() {}

// pages is the allowed site: a small application form, with variants that
// reach for the private server in every way a page can.
func (b *rebindBundle) pages() http.Handler {
	form := func(action, extra string) string {
		return `<!doctype html><html><head><title>Apply</title>` + extra + `</head><body>
<form method="post" action="` + action + `" enctype="multipart/form-data">
<label for="fn">Given name *</label><input id="fn" name="fname" autocomplete="given-name" required>
<label for="ln">Surname *</label><input id="ln" name="lname" autocomplete="family-name" required>
<label for="em">Email address *</label><input id="em" name="email" type="email" required>
<label for="cv">Upload your CV *</label><input id="cv" name="cv" type="file" accept="application/pdf" required>
<input type="submit" value="Send application"></form></body></html>`
	}
	mux := http.NewServeMux()
	serve := func(html string) http.HandlerFunc {
		return func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = io.WriteString(w, html)
		}
	}
	mux.HandleFunc("GET /form", serve(form("/submit", "")))
	mux.HandleFunc("GET /subresources", serve(form("/submit",
		`<script src="`+b.sub+`/tracker.js"></script>`+
			`<link rel="stylesheet" href="`+b.subTLS+`/style.css">`+
			`<script>fetch("`+b.sub+`/beacon", {method: "POST", body: "x"}).catch(function () {});</script>`)+
		`<iframe src="`+b.sub+`/frame"></iframe><iframe src="`+b.subTLS+`/frame"></iframe>`))
	mux.HandleFunc("GET /posts-inside", serve(form(b.inside+"/submit", "")))
	mux.HandleFunc("GET /redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, b.inside+"/form", http.StatusFound)
	})
	mux.HandleFunc("GET /redirect-tls", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, b.insideTLS+"/form", http.StatusFound)
	})
	mux.HandleFunc("POST /submit", func(w http.ResponseWriter, r *http.Request) {
		b.posts.Add(1)
		http.Redirect(w, r, "/thanks", http.StatusSeeOther)
	})
	mux.HandleFunc("GET /thanks", serve(`<!doctype html><html><body><h1>Thank you!</h1><p>Your application has been received.</p></body></html>`))
	return mux
}

// TestRebindingNameIsRefusedOnTheDialledAddress: an application page whose
// name passes the check by name but resolves to loopback when the browser's
// proxy dials it ends as blocked_url at once, over http and https, and the
// private server sees no connection.
func TestRebindingNameIsRefusedOnTheDialledAddress(t *testing.T) {
	t.Parallel()
	b := rebindSetup(t)
	require.NoError(t, b.a.outbound().Check(ctxFor(t), b.inside+"/form"), "the name check alone lets it through")
	before := b.private.Load()
	for _, u := range []string{b.inside + "/form", b.insideTLS + "/form"} {
		s := submission(u, "other", ada())
		s.BeforePress = func(context.Context) error { t.Error("must not press"); return nil }
		out, err := b.a.Apply(ctxFor(t), s)
		require.NoError(t, err, "not a transient failure to retry: %s", u)
		require.Equal(t, StatusFailed, out.Status, u)
		require.Equal(t, ReasonBlockedURL, out.Reason, out.Message)
		require.Contains(t, out.Message, "127.0.0.1 is not a public address")
	}
	require.Equal(t, before, b.private.Load(), "the private server was never connected to")
}

// TestRedirectToARebindingNameIsRefused: an allowed page that redirects to a
// name rebinding to loopback ends as blocked_url, naming the redirect target.
func TestRedirectToARebindingNameIsRefused(t *testing.T) {
	t.Parallel()
	b := rebindSetup(t)
	before := b.private.Load()
	for path, target := range map[string]string{"/redirect": b.inside + "/form", "/redirect-tls": b.insideTLS + "/form"} {
		out, err := b.a.Apply(ctxFor(t), submission(b.site.URL+path, "other", ada()))
		require.NoError(t, err, path)
		require.Equal(t, ReasonBlockedURL, out.Reason, out.Message)
		require.Contains(t, out.Message, "redirected to "+target)
	}
	require.Equal(t, before, b.private.Load())
}

// TestFormPostingToARebindingNameIsNotSent: a form whose action is a name
// rebinding to loopback is pressed, the post is refused by the proxy, and the
// application ends as blocked_url rather than waiting out the page timeout.
func TestFormPostingToARebindingNameIsNotSent(t *testing.T) {
	t.Parallel()
	b := rebindSetup(t)
	before := b.private.Load()
	out, err := b.a.Apply(ctxFor(t), submission(b.site.URL+"/posts-inside", "other", ada()))
	require.NoError(t, err)
	require.True(t, out.Pressed)
	require.Equal(t, StatusFailed, out.Status)
	require.Equal(t, ReasonBlockedURL, out.Reason, out.Message)
	require.Contains(t, out.Message, "was not sent")
	require.Equal(t, before, b.private.Load())
}

// TestSubresourcesOfARebindingNameAreRefused: scripts, a stylesheet, a fetch
// and iframes aimed at a rebinding name are refused on the dialled address;
// the application itself is allowed and is submitted exactly once.
func TestSubresourcesOfARebindingNameAreRefused(t *testing.T) {
	t.Parallel()
	b := rebindSetup(t)
	before, posts := b.private.Load(), b.posts.Load()
	out, err := b.a.Apply(ctxFor(t), submission(b.site.URL+"/subresources", "other", ada()))
	require.NoError(t, err)
	require.Equal(t, StatusSubmitted, out.Status, out.Message)
	require.Equal(t, posts+1, b.posts.Load(), "submitted exactly once")
	require.Equal(t, before, b.private.Load())
	// The browser asked the proxy for them (it resolves no names itself), and
	// the proxy dialled and refused each (five requests, over http and
	// through CONNECT; some may not be made before the page moves on).
	require.GreaterOrEqual(t, b.subDials.Load(), int64(4))
}

// TestAllowedApplicationThroughTheProxy: the Greenhouse fixture, reached
// through the guarded proxy, is submitted exactly once with the resume.
func TestAllowedApplicationThroughTheProxy(t *testing.T) {
	t.Parallel()
	b := rebindSetup(t)
	job := fmt.Sprintf("proxied-%d", b.posts.Load())
	out, err := b.a.Apply(ctxFor(t), submission(b.fixture.URL(applytest.Greenhouse, job), "greenhouse", ada()))
	require.NoError(t, err)
	require.Equal(t, StatusSubmitted, out.Status, out.Message)
	subs := b.fixture.Submissions(applytest.Greenhouse, job)
	require.Len(t, subs, 1)
	require.Equal(t, fakePDF, subs[0].Files["resume"].Data)
}

// TestNameGoneWhenDialledIsRetryable: a name that resolves when checked but
// not when the proxy dials it is site_unavailable at once (retried), and the
// message does not show the resolver.
func TestNameGoneWhenDialledIsRetryable(t *testing.T) {
	t.Parallel()
	b := rebindSetup(t)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(b.insideTLS, "https://"))
	_, err := b.a.Apply(ctxFor(t), submission("https://gone."+rebindName+":"+port+"/form", "other", ada()))
	var tr *TransientError
	require.ErrorAs(t, err, &tr)
	require.Equal(t, ReasonSiteUnavailable, tr.Reason)
	require.ErrorIs(t, err, ErrUnresolved, "answered at once as a failed lookup")
	require.Contains(t, err.Error(), "could not be resolved (no such host)")
	require.NotContains(t, err.Error(), "10.9.8.7")
}
