package outbound

import (
	"context"
	"errors"
	"net/netip"
	"testing"

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
