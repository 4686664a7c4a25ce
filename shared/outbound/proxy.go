package outbound

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/elazarl/goproxy"
)

// Proxy is a forward proxy on loopback for a client that would otherwise
// resolve names and connect by itself: the applying Chromium, started with
// --proxy-server pointing here. It tunnels https (CONNECT) and relays plain
// http (absolute-form requests), and every connection it opens goes through
// DialContext, so the decision is on the address actually dialled, for the
// page, each redirect and each subresource. It never follows redirects
// itself: the browser asks again, and the next connection is judged again.
//
// Only the holder of a Session may use it: each request must carry that
// session's random credential (Proxy-Authorization, Basic), compared in
// constant time; anything else gets 407 and nothing is dialled. Loopback and
// an unguessable port alone would not do: any process on the host, or a page
// the browser renders, can reach 127.0.0.1. The credential never appears on a
// command line (other local users can read those); the browser receives it
// over DevTools, and this proxy removes it before a request goes on.
type Proxy struct {
	o   *Outbound
	srv *http.Server
	url string
	log *slog.Logger

	mu       sync.Mutex
	sessions map[string]*Session
}

// Session is one client's credential on the proxy (one browser), and the
// record of the connections the proxy could not open for it.
type Session struct {
	// User and Password are the Basic credential the client must present.
	User, Password string

	p  *Proxy
	tr *http.Transport

	mu       sync.Mutex
	failures map[string]failure // latest failed dial per host:port
}

type failure struct {
	err error
	at  time.Time
}

// failureTTL is how long a failed dial is remembered: long enough for the
// page load that asked for it to end and be judged.
const failureTTL = 2 * time.Minute

// NewProxy starts a proxy on 127.0.0.1 at a free port. Close stops it.
func (o *Outbound) NewProxy(logger *slog.Logger) (*Proxy, error) {
	if logger == nil {
		logger = slog.Default()
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("outbound: proxy: %w", err)
	}
	p := &Proxy{o: o, url: "http://" + ln.Addr().String(), log: logger, sessions: map[string]*Session{}}
	p.srv = &http.Server{Handler: p.handler(), ReadHeaderTimeout: 10 * time.Second,
		ErrorLog: slog.NewLogLogger(logger.Handler(), slog.LevelDebug)}
	go func() { _ = p.srv.Serve(ln) }()
	return p, nil
}

// URL is the proxy's address, for --proxy-server.
func (p *Proxy) URL() string { return p.url }

// Close stops accepting connections and closes the idle ones. Tunnels end
// when their browser closes them.
func (p *Proxy) Close() error { return p.srv.Close() }

// NewSession registers a fresh random credential. Close the session when its
// user is done; the credential stops working then.
func (p *Proxy) NewSession() *Session {
	s := &Session{User: randomToken(8), Password: randomToken(16), p: p, failures: map[string]failure{}}
	s.tr = p.o.transport(s.dial)
	s.tr.ForceAttemptHTTP2 = false // relaying plain http only; there is no TLS to negotiate h2 on
	p.mu.Lock()
	p.sessions[s.User] = s
	p.mu.Unlock()
	return s
}

// Close revokes the session's credential and drops its idle connections.
func (s *Session) Close() {
	s.p.mu.Lock()
	delete(s.p.sessions, s.User)
	s.p.mu.Unlock()
	s.tr.CloseIdleConnections()
}

// Failure returns why the proxy could not connect to addr ("host:port") for
// this session at or after since: an error wrapping ErrBlockedURL when the
// address dialled was refused, ErrUnresolved when the name did not resolve;
// nil if no connection to addr failed since then. A refusal outranks a later
// plain failure.
func (s *Session) Failure(addr string, since time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if f, ok := s.failures[strings.ToLower(addr)]; ok && !f.at.Before(since) {
		return f.err
	}
	return nil
}

// dial is DialContext, remembering failures by address.
func (s *Session) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	conn, err := s.p.o.DialContext(ctx, network, addr)
	if err != nil {
		key, now := strings.ToLower(addr), time.Now()
		s.mu.Lock()
		for k, f := range s.failures {
			if now.Sub(f.at) > failureTTL {
				delete(s.failures, k)
			}
		}
		if prev, ok := s.failures[key]; !ok || !errors.Is(prev.err, ErrBlockedURL) || errors.Is(err, ErrBlockedURL) {
			s.failures[key] = failure{err: err, at: now}
		} else {
			s.failures[key] = failure{err: prev.err, at: now}
		}
		s.mu.Unlock()
		s.p.log.Debug("outbound proxy could not connect", slog.String("addr", addr), slog.String("error", Describe(err)))
	}
	return conn, err
}

// session returns the session whose credential r carries, nil if none.
func (p *Proxy) session(r *http.Request) *Session {
	user, pass, ok := proxyBasicAuth(r)
	if !ok {
		return nil
	}
	p.mu.Lock()
	s := p.sessions[user]
	p.mu.Unlock()
	if s == nil || subtle.ConstantTimeCompare([]byte(pass), []byte(s.Password)) != 1 {
		return nil
	}
	return s
}

func proxyBasicAuth(r *http.Request) (user, pass string, ok bool) {
	scheme, enc, found := strings.Cut(r.Header.Get("Proxy-Authorization"), " ")
	if !found || !strings.EqualFold(scheme, "Basic") {
		return "", "", false
	}
	raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(enc))
	if err != nil {
		return "", "", false
	}
	return strings.Cut(string(raw), ":")
}

// ours marks a response the proxy made itself (a 407), which the response
// filter must pass on untouched.
type ours struct{}

// dialFailed marks a CONNECT whose dial failed, the only time the proxy
// writes an error to the client's connection.
type dialFailed struct{}

// handler is goproxy with the session check in front of each request, the
// session's dialer behind it, and neutral error answers.
func (p *Proxy) handler() http.Handler {
	gp := goproxy.NewProxyHttpServer()
	gp.Logger = printer{p.log}
	// Nothing is dialled outside a session: no dialer from the environment,
	// and the default transport refuses.
	gp.ConnectDial, gp.ConnectDialWithReq = nil, nil
	gp.Tr = p.o.transport(func(context.Context, string, string) (net.Conn, error) {
		return nil, fmt.Errorf("%w: no proxy session", ErrBlockedURL)
	})
	gp.NonproxyHandler = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "this is a forward proxy", http.StatusBadRequest)
	})
	gp.ConnectionErrHandler = func(w io.Writer, ctx *goproxy.ProxyCtx, _ error) {
		// The cause stays in the session and the debug log: the browser's
		// pages never see it (it may name addresses of the network inside).
		if _, failed := ctx.UserData.(dialFailed); failed {
			_, _ = io.WriteString(w, "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
		}
	}
	gp.OnRequest().HandleConnectFunc(func(host string, ctx *goproxy.ProxyCtx) (*goproxy.ConnectAction, string) {
		s := p.session(ctx.Req)
		if s == nil {
			ctx.Resp = authRequired(ctx.Req)
			return goproxy.RejectConnect, host
		}
		ctx.Dialer = func(dctx context.Context, network, addr string) (net.Conn, error) {
			conn, err := s.dial(dctx, network, addr)
			if err != nil {
				ctx.UserData = dialFailed{}
			}
			return conn, err
		}
		return goproxy.OkConnect, host
	})
	gp.OnRequest().DoFunc(func(r *http.Request, ctx *goproxy.ProxyCtx) (*http.Request, *http.Response) {
		s := p.session(r)
		if s == nil {
			ctx.UserData = ours{}
			return r, authRequired(r)
		}
		ctx.RoundTripper = goproxy.RoundTripperFunc(func(req *http.Request, _ *goproxy.ProxyCtx) (*http.Response, error) {
			return s.tr.RoundTrip(req)
		})
		return r, nil
	})
	gp.OnResponse().DoFunc(func(resp *http.Response, ctx *goproxy.ProxyCtx) *http.Response {
		switch {
		case resp == nil:
			// The connection was refused or failed: a plain answer, no cause.
			if errors.Is(ctx.Error, ErrBlockedURL) {
				return plain(ctx.Req, http.StatusForbidden, "The outbound policy refused to connect to this address.")
			}
			return plain(ctx.Req, http.StatusBadGateway, "The site could not be reached.")
		case resp.StatusCode == http.StatusProxyAuthRequired:
			if _, mine := ctx.UserData.(ours); mine {
				return resp
			}
			// A site's 407 would make the browser offer it the proxy's
			// credential; the browser never sees one.
			_ = resp.Body.Close()
			return plain(ctx.Req, http.StatusBadGateway, "The site asked for proxy credentials.")
		}
		return resp
	})
	return gp
}

// authRequired is the proxy's 407 challenge.
func authRequired(r *http.Request) *http.Response {
	resp := plain(r, http.StatusProxyAuthRequired, "")
	resp.Header.Set("Proxy-Authenticate", `Basic realm="careerkit-outbound"`)
	return resp
}

func plain(r *http.Request, status int, body string) *http.Response {
	resp := goproxy.NewResponse(r, goproxy.ContentTypeText, status, body)
	resp.Header.Set("Cache-Control", "no-store")
	return resp
}

// randomToken returns n random bytes, base64url-encoded.
func randomToken(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(b)
}

// printer adapts goproxy's logger to slog at debug level: its warnings are
// about single connections, which the session's failures already describe.
type printer struct{ log *slog.Logger }

func (p printer) Printf(format string, v ...any) {
	p.log.Debug(strings.TrimSpace(fmt.Sprintf(format, v...)), slog.String("component", "outbound-proxy"))
}
