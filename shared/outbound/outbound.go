// Package outbound decides which URLs the service may reach on behalf of a
// user: the applying browser's pages and redirects, and webhook deliveries.
// Only public http(s) addresses pass; private, loopback, link-local and shared
// ranges are refused (gotenberg's deny-list habit).
package outbound

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strings"
	"sync"
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
type Outbound struct {
	allowed map[string]bool
	lookup  func(ctx context.Context, host string) ([]netip.Addr, error)

	mu    sync.Mutex
	cache map[string]verdict
}

// verdict is a cached host decision; it expires so DNS changes and transient
// lookup failures do not stick for the life of the worker.
type verdict struct {
	err error
	at  time.Time
}

const verdictTTL = 5 * time.Minute

// NewOutbound returns a checker that also allows allowedHosts ("host" or
// "host:port") whatever they resolve to.
func New(allowedHosts []string) *Outbound {
	o := &Outbound{allowed: map[string]bool{}, cache: map[string]verdict{}, lookup: lookupIP}
	for _, h := range allowedHosts {
		if h = strings.ToLower(strings.TrimSpace(h)); h != "" {
			o.allowed[h] = true
		}
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
	o.mu.Lock()
	cached, ok := o.cache[host]
	o.mu.Unlock()
	if ok && time.Since(cached.at) < verdictTTL {
		return cached.err
	}
	err = o.checkHost(ctx, host)
	if errors.Is(err, ErrUnresolved) {
		return err // a DNS failure may pass: never cached
	}
	o.mu.Lock()
	o.cache[host] = verdict{err: err, at: time.Now()}
	o.mu.Unlock()
	return err
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
		return fmt.Errorf("%w: the name %s could not be resolved (%v)", ErrUnresolved, host, err)
	}
	for _, a := range addrs {
		if !publicAddr(a) {
			return fmt.Errorf("%w: %s resolves to %s, which is not a public address", ErrBlockedURL, host, a)
		}
	}
	return nil
}

func lookupIP(ctx context.Context, host string) ([]netip.Addr, error) {
	return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
}

// sharedSpace is the carrier-grade NAT range, which IsPrivate does not cover.
var sharedSpace = netip.MustParsePrefix("100.64.0.0/10")

// publicAddr reports whether a is a globally routable unicast address.
func publicAddr(a netip.Addr) bool {
	a = a.Unmap()
	switch {
	case !a.IsValid(), a.IsUnspecified(), a.IsLoopback(), a.IsPrivate(), a.IsLinkLocalUnicast(),
		a.IsLinkLocalMulticast(), a.IsInterfaceLocalMulticast(), a.IsMulticast(), sharedSpace.Contains(a):
		return false
	case a.Is4() && a.As4()[0] == 0:
		return false
	}
	return true
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
