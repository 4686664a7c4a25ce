// Package outbound decides which URLs the service may reach on behalf of a
// user: the applying browser's pages and redirects, and webhook deliveries.
// Only public http(s) addresses pass; private, loopback, link-local and shared
// ranges are refused (gotenberg's deny-list habit). The final decision is
// always on the address dialled: Go clients dial through Transport, and the
// applying Chromium connects only through Proxy, which dials the same way.
package outbound

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"time"
)

// ErrBlockedURL is wrapped by Outbound.Check for an address the apply browser
// must not reach.
var ErrBlockedURL = errors.New("outbound: blocked URL")

// ErrUnresolved is wrapped by Outbound.Check when a host's name cannot be
// resolved (no such name, or the resolver timed out). It is not a verdict on
// the address: the attempt is retried, and never reported as blocked_url.
var ErrUnresolved = errors.New("outbound: host does not resolve")

// Outbound decides which URLs the apply browser may load. Application pages
// need the network, unlike resume rendering, but never the worker's own
// network: private, loopback, link-local and shared addresses are refused (as
// gotenberg's outbound deny list does), and so are file: and every scheme
// other than http(s), data: and blob:. Hosts listed as allowed skip the address
// check (local fixture servers in tests).
//
// Check judges a URL by what its name resolves to now, for a clear early
// answer; no verdict is cached, because a name may resolve differently a
// moment later (DNS rebinding). Go HTTP clients must dial through Transport,
// and a browser through Proxy: both decide on the address actually connected
// to (DialContext), for every connection and every redirect.
type Outbound struct {
	allowed map[string]bool
	// lookup resolves names for Check, dialLookup for the dialer; both are the
	// system resolver unless a test stands in for DNS (UseResolvers).
	lookup     LookupFunc
	dialLookup LookupFunc
}

// LookupFunc resolves a host name to its addresses.
type LookupFunc func(ctx context.Context, host string) ([]netip.Addr, error)

// NewOutbound returns a checker that also allows allowedHosts ("host" or
// "host:port") whatever they resolve to.
func New(allowedHosts []string) *Outbound {
	o := &Outbound{allowed: map[string]bool{}, lookup: lookupIP, dialLookup: lookupIP}
	for _, h := range allowedHosts {
		if h = strings.ToLower(strings.TrimSpace(h)); h != "" {
			o.allowed[h] = true
		}
	}
	return o
}

// UseResolvers replaces the resolver of Check and the one of the dialer (nil
// keeps the system resolver) and returns o. Tests use it to stand in for DNS,
// for instance a name that resolves to a public address when checked and to
// a private one when dialled (DNS rebinding). Call it before o is in use.
func (o *Outbound) UseResolvers(check, dial LookupFunc) *Outbound {
	if check != nil {
		o.lookup = check
	}
	if dial != nil {
		o.dialLookup = dial
	}
	return o
}

// Check returns nil when raw may be loaded, else an error wrapping ErrBlockedURL.
func (o *Outbound) Check(ctx context.Context, raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("%w: %q is not a URL", ErrBlockedURL, truncate(raw, 80))
	}
	switch strings.ToLower(u.Scheme) {
	case "data", "blob", "about":
		return nil
	case "http", "https":
	default:
		return fmt.Errorf("%w: scheme %q is not allowed", ErrBlockedURL, u.Scheme)
	}
	host := strings.ToLower(u.Hostname())
	if host == "" {
		return fmt.Errorf("%w: %q has no host", ErrBlockedURL, truncate(raw, 80))
	}
	if o.allowed[host] || o.allowed[strings.ToLower(u.Host)] {
		return nil
	}
	return o.checkHost(ctx, host)
}

func (o *Outbound) checkHost(ctx context.Context, host string) error {
	if ip, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
		if !publicAddr(ip) {
			return fmt.Errorf("%w: %s is not a public address", ErrBlockedURL, host)
		}
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	addrs, err := o.lookup(ctx, host)
	if err != nil || len(addrs) == 0 {
		if err == nil {
			err = errors.New("no addresses")
		}
		return fmt.Errorf("%w: the name %s could not be resolved (%s)", ErrUnresolved, host, lookupFailure(err))
	}
	for _, a := range addrs {
		if !publicAddr(a) {
			return fmt.Errorf("%w: %s resolves to %s, which is not a public address", ErrBlockedURL, host, a)
		}
	}
	return nil
}

// lookupFailure says why a lookup failed without the resolver's own address,
// which the text of a *net.DNSError carries ("lookup x on 10.0.0.2:53: …").
func lookupFailure(err error) string {
	var dnsErr *net.DNSError
	switch {
	case errors.As(err, &dnsErr) && dnsErr.IsNotFound:
		return "no such host"
	case errors.As(err, &dnsErr) && dnsErr.IsTimeout, errors.Is(err, context.DeadlineExceeded):
		return "the DNS lookup timed out"
	case errors.As(err, &dnsErr):
		return "the DNS lookup failed"
	}
	return "no addresses"
}

// Describe renders an outbound request's error for the user who owns the
// destination (a webhook's delivery log): what failed, never the resolver's
// address or other details of the network the service runs in.
func Describe(err error) string {
	var dnsErr *net.DNSError
	switch {
	case errors.Is(err, ErrBlockedURL), errors.Is(err, ErrUnresolved):
		var ue *url.Error
		if errors.As(err, &ue) {
			return ue.Op + " " + ue.URL + ": " + Describe(ue.Err)
		}
		msg := err.Error()
		if i := strings.Index(msg, "outbound: "); i >= 0 {
			msg = msg[i:]
		}
		return msg
	case errors.As(err, &dnsErr):
		return "the name " + dnsErr.Name + " could not be resolved (" + lookupFailure(err) + ")"
	}
	return err.Error()
}

// Transport returns an HTTP transport whose every connection, for the first
// request and for each redirect, is checked on the address dialled (allowed
// hosts excepted): it dials through DialContext. It ignores proxy settings
// from the environment.
func (o *Outbound) Transport() *http.Transport { return o.transport(o.DialContext) }

func (o *Outbound) transport(dial func(ctx context.Context, network, addr string) (net.Conn, error)) *http.Transport {
	return &http.Transport{
		DialContext:           dial,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          100,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   5 * time.Second,
		ExpectContinueTimeout: time.Second,
	}
}

func lookupIP(ctx context.Context, host string) ([]netip.Addr, error) {
	return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
}

// publicAddr is PublicAddr (kept for the checks above).
func publicAddr(a netip.Addr) bool { return PublicAddr(a) }

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
