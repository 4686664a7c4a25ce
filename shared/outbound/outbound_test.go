package outbound

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestOutbound(t *testing.T) {
	t.Parallel()
	o := New([]string{"127.0.0.1:8089", "fixture.test"})
	o.lookup = func(_ context.Context, host string) ([]netip.Addr, error) {
		switch host {
		case "jobs.example.com":
			return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
		case "intranet.example.com":
			return []netip.Addr{netip.MustParseAddr("93.184.216.34"), netip.MustParseAddr("10.0.0.5")}, nil
		case "metadata.example.com":
			return []netip.Addr{netip.MustParseAddr("169.254.169.254")}, nil
		case "localhost":
			return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
		}
		return nil, errors.New("no such host")
	}
	tests := []struct {
		url string
		ok  bool
	}{
		{"https://jobs.example.com/apply", true},
		{"data:text/plain,hi", true},
		{"https://intranet.example.com/", false},
		{"http://metadata.example.com/latest", false},
		{"http://127.0.0.1:8089/form", true},
		{"http://127.0.0.1:8090/form", false},
		{"http://fixture.test/x", true},
		{"http://localhost/", false},
		{"http://[::1]/", false},
		{"http://100.64.1.1/", false},
		{"http://192.168.1.1/", false},
		{"http://0.0.0.0/", false},
		{"http://[::ffff:10.0.0.1]/", false},
		{"https://8.8.8.8/", true},
		{"file:///etc/passwd", false},
		{"ftp://jobs.example.com/", false},
		{"javascript:alert(1)", false},
	}
	for _, tc := range tests {
		t.Run(tc.url, func(t *testing.T) {
			t.Parallel()
			err := o.Check(context.Background(), tc.url)
			if tc.ok {
				require.NoError(t, err)
			} else {
				require.ErrorIs(t, err, ErrBlockedURL)
			}
		})
	}
	// A name that does not resolve is not a verdict on the address: it may
	// resolve on a retry, so it is neither blocked nor cached.
	dns := New(nil)
	resolves := false
	dns.lookup = func(context.Context, string) ([]netip.Addr, error) {
		if !resolves {
			return nil, errors.New("no such host")
		}
		return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
	}
	err := dns.Check(context.Background(), "https://nowhere.invalid/")
	require.ErrorIs(t, err, ErrUnresolved)
	require.NotErrorIs(t, err, ErrBlockedURL)
	resolves = true
	require.NoError(t, dns.Check(context.Background(), "https://nowhere.invalid/"))
}

// TestSpecialPurposeAddressesRefused: every IANA special-purpose block is
// refused, including IPv4 addresses carried inside IPv6 (NAT64, 6to4,
// IPv4-compatible, IPv4-mapped); ordinary public addresses pass.
func TestSpecialPurposeAddressesRefused(t *testing.T) {
	t.Parallel()
	for _, a := range []string{
		// the eight the guard used to accept
		"64:ff9b::7f00:1", "64:ff9b::a9fe:a9fe", "2002:7f00:1::", "::7f00:1",
		"198.18.0.1", "240.0.0.1", "255.255.255.255", "192.0.0.8",
		// and the rest of the registries
		"0.1.2.3", "10.1.1.1", "100.64.0.1", "127.0.0.2", "169.254.169.254", "172.16.0.1", "192.0.2.1",
		"192.88.99.1", "192.168.0.1", "198.19.255.255", "198.51.100.7", "203.0.113.9", "224.0.0.1", "239.1.1.1",
		"::", "::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "64:ff9b:1::1", "100::1", "2001::1", "2001:db8::1",
		"2002:c0a8:101::1", "2002:808:808::1", "::808:808", "3fff::1", "fc00::1", "fd12:3456::1", "fe80::1", "fec0::1", "ff02::1",
	} {
		require.False(t, PublicAddr(netip.MustParseAddr(a)), a)
	}
	for _, a := range []string{"8.8.8.8", "93.184.216.34", "1.1.1.1", "2606:4700:4700::1111", "2a00:1450:4001::1",
		"64:ff9b::808:808", "::ffff:8.8.8.8"} {
		require.True(t, PublicAddr(netip.MustParseAddr(a)), a)
	}
}

// TestTransportDecidesOnTheDialledAddress: a client dialling through the
// guard's transport cannot reach a loopback server by any name, even one the
// name check never saw (DNS rebinding), nor through a redirect from an
// allowed host; the error wraps ErrBlockedURL.
func TestTransportDecidesOnTheDialledAddress(t *testing.T) {
	t.Parallel()
	inside := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { _, _ = io.WriteString(w, "secret") }))
	t.Cleanup(inside.Close)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(inside.URL, "http://"))
	allowed := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://localhost:"+port+"/", http.StatusFound)
	}))
	t.Cleanup(allowed.Close)
	o := New([]string{strings.TrimPrefix(allowed.URL, "http://")})
	client := &http.Client{Transport: o.Transport(), Timeout: 5 * time.Second}
	for _, u := range []string{inside.URL, "http://localhost:" + port + "/", "http://[::ffff:127.0.0.1]:" + port + "/", allowed.URL} {
		resp, err := client.Get(u)
		if err == nil {
			_ = resp.Body.Close()
		}
		require.ErrorIs(t, err, ErrBlockedURL, u)
		require.Contains(t, Describe(err), "not a public address", u)
	}
}

// TestUnresolvedNameHidesTheResolver: the error of a name that does not
// resolve says so without the address of the resolver that was asked.
func TestUnresolvedNameHidesTheResolver(t *testing.T) {
	t.Parallel()
	err := New(nil).Check(context.Background(), "https://no-such-host.invalid/hook")
	require.ErrorIs(t, err, ErrUnresolved)
	require.Contains(t, err.Error(), "no-such-host.invalid could not be resolved")
	require.NotRegexp(t, `\d+\.\d+\.\d+\.\d+:53|\]:53| on `, err.Error())

	client := &http.Client{Transport: New(nil).Transport(), Timeout: 5 * time.Second}
	_, err = client.Get("https://no-such-host.invalid/hook")
	require.Error(t, err)
	require.NotRegexp(t, `\d+\.\d+\.\d+\.\d+:53|\]:53`, Describe(err))
	require.Contains(t, Describe(err), "could not be resolved")
}
