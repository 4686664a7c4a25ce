package outbound

import "net/netip"

// special are the IANA special-purpose address blocks (the IPv4 and IPv6
// Special-Purpose Address Registries, RFC 6890 and its updates) and the other
// non-unicast space no user-supplied URL may reach. The NAT64, 6to4 and
// IPv4-compatible forms embed an IPv4 address and are judged by it
// (embeddedV4) before this list is consulted.
var special = prefixes(
	// IPv4
	"0.0.0.0/8",          // "this network"
	"10.0.0.0/8",         // private
	"100.64.0.0/10",      // shared address space (carrier-grade NAT)
	"127.0.0.0/8",        // loopback
	"169.254.0.0/16",     // link-local (cloud metadata services)
	"172.16.0.0/12",      // private
	"192.0.0.0/24",       // IETF protocol assignments (192.0.0.8 DS-Lite, 192.0.0.170 NAT64 discovery)
	"192.0.2.0/24",       // documentation TEST-NET-1
	"192.31.196.0/24",    // AS112-v4
	"192.52.193.0/24",    // AMT
	"192.88.99.0/24",     // deprecated 6to4 relay anycast
	"192.168.0.0/16",     // private
	"192.175.48.0/24",    // direct delegation AS112
	"198.18.0.0/15",      // benchmarking
	"198.51.100.0/24",    // documentation TEST-NET-2
	"203.0.113.0/24",     // documentation TEST-NET-3
	"224.0.0.0/4",        // multicast
	"240.0.0.0/4",        // reserved for future use
	"255.255.255.255/32", // limited broadcast
	// IPv6
	"::/128",         // unspecified
	"::1/128",        // loopback
	"::/96",          // IPv4-compatible (deprecated), when not judged by its IPv4
	"::ffff:0:0/96",  // IPv4-mapped, when not judged by its IPv4
	"64:ff9b:1::/48", // local-use IPv4/IPv6 translation
	"100::/64",       // discard-only
	"2001::/23",      // IETF protocol assignments (Teredo, ORCHID, benchmarking…)
	"2001:db8::/32",  // documentation
	"2002::/16",      // 6to4, when not judged by its IPv4
	"3fff::/20",      // documentation
	"5f00::/16",      // segment routing SIDs
	"fc00::/7",       // unique local
	"fe80::/10",      // link-local
	"fec0::/10",      // site-local (deprecated)
	"ff00::/8",       // multicast
)

var (
	nat64     = netip.MustParsePrefix("64:ff9b::/96")
	sixToFour = netip.MustParsePrefix("2002::/16")
	v4compat  = netip.MustParsePrefix("::/96")
)

func prefixes(ss ...string) []netip.Prefix {
	out := make([]netip.Prefix, len(ss))
	for i, s := range ss {
		out[i] = netip.MustParsePrefix(s)
	}
	return out
}

// embeddedV4 returns the IPv4 address an IPv6 address carries in the forms a
// router would turn back into IPv4: IPv4-mapped, IPv4-compatible, NAT64
// (64:ff9b::/96) and 6to4 (2002:AABB:CCDD::/48).
func embeddedV4(a netip.Addr) (netip.Addr, bool) {
	if !a.Is6() {
		return netip.Addr{}, false
	}
	b := a.As16()
	switch {
	case a.Is4In6():
		return a.Unmap(), true
	case nat64.Contains(a), v4compat.Contains(a) && !a.IsUnspecified() && a != netip.IPv6Loopback():
		return netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]}), true
	case sixToFour.Contains(a):
		return netip.AddrFrom4([4]byte{b[2], b[3], b[4], b[5]}), true
	}
	return netip.Addr{}, false
}

// PublicAddr reports whether a is a globally routable unicast address that is
// in no special-purpose block, directly or through an embedded IPv4 address.
func PublicAddr(a netip.Addr) bool {
	if !a.IsValid() {
		return false
	}
	a = a.WithZone("")
	if v4, ok := embeddedV4(a); ok {
		if !PublicAddr(v4) {
			return false
		}
		// A public IPv4 written IPv4-mapped or reached through NAT64 is an
		// ordinary destination; the deprecated forms stay refused.
		return a.Is4In6() || nat64.Contains(a)
	}
	for _, p := range special {
		if p.Contains(a) {
			return false
		}
	}
	return true
}
