package apply

import "github.com/careerkit/careerkit/shared/outbound"

// The applying browser's outbound guard is shared/outbound, the same one
// webhook deliveries use.
type Outbound = outbound.Outbound

// NewOutbound returns the guard; allowedHosts may be reached although private
// (local fixture servers in tests).
func NewOutbound(allowedHosts []string) *Outbound { return outbound.New(allowedHosts) }

// Errors of Outbound.Check.
var (
	ErrBlockedURL = outbound.ErrBlockedURL
	ErrUnresolved = outbound.ErrUnresolved
)

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
