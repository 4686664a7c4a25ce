package outbound

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"strings"
	"syscall"
	"time"
)

// dialTimeout bounds one connection attempt, and the lookup before it.
const dialTimeout = 5 * time.Second

// DialContext connects to addr ("host:port") the way every guarded client
// does: the name is resolved here (never trusting an earlier answer), and the
// net.Dialer's Control hook refuses the connection unless the address it is
// about to connect to is public, so the decision is on the IP actually
// dialled. Allowed hosts are dialled as they are. A refusal wraps
// ErrBlockedURL; a name that does not resolve wraps ErrUnresolved, without
// the resolver's address.
func (o *Outbound) DialContext(ctx context.Context, network, addr string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("%w: %q is not an address", ErrBlockedURL, addr)
	}
	if o.allowed[strings.ToLower(addr)] || o.allowed[strings.ToLower(host)] {
		d := net.Dialer{Timeout: dialTimeout, KeepAlive: 30 * time.Second}
		return d.DialContext(ctx, network, addr)
	}
	addrs, err := o.resolve(ctx, host)
	if err != nil {
		return nil, err
	}
	d := net.Dialer{Timeout: dialTimeout, KeepAlive: 30 * time.Second, Control: control}
	var first error
	for _, a := range addrs {
		conn, err := d.DialContext(ctx, network, net.JoinHostPort(a.String(), port))
		if err == nil {
			return conn, nil
		}
		// A refusal outranks a failure to connect: it is the verdict to report.
		if first == nil || errors.Is(err, ErrBlockedURL) && !errors.Is(first, ErrBlockedURL) {
			first = err
		}
		if ctx.Err() != nil {
			break
		}
	}
	return nil, first
}

// resolve returns host's addresses from the dialer's resolver (an IP literal
// is its own answer).
func (o *Outbound) resolve(ctx context.Context, host string) ([]netip.Addr, error) {
	if ip, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
		return []netip.Addr{ip}, nil
	}
	lctx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	addrs, err := o.dialLookup(lctx, host)
	if err != nil || len(addrs) == 0 {
		if err == nil {
			err = errors.New("no addresses")
		}
		return nil, fmt.Errorf("%w: the name %s could not be resolved (%s)", ErrUnresolved, host, lookupFailure(err))
	}
	return addrs, nil
}

// control is the net.Dialer hook that refuses a connection to an address
// that is not public: the decision is on the IP actually dialled.
func control(_, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return fmt.Errorf("%w: %q is not an address", ErrBlockedURL, address)
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return fmt.Errorf("%w: %q is not an IP address", ErrBlockedURL, host)
	}
	if !PublicAddr(ip) {
		return fmt.Errorf("%w: %s is not a public address", ErrBlockedURL, ip)
	}
	return nil
}
