package config

import (
	"fmt"
	"net"
	"strings"
	"time"
)

// ApplyConfig configures auto-apply: the API's guards and the apply workers'
// browser. docs/configuration.md lists the variables.
type ApplyConfig struct {
	// DailyCap is the most applications one account may create in 24 hours (0: no cap).
	DailyCap int `env:"APPLY_DAILY_CAP" envDefault:"50"`
	// CompanyMax applications to one company within CompanyWindow (0: no guard),
	// so an agent cannot spray every opening of one employer.
	CompanyMax    int           `env:"APPLY_COMPANY_MAX" envDefault:"3"`
	CompanyWindow time.Duration `env:"APPLY_COMPANY_WINDOW" envDefault:"24h"`
	// Tabs is how many applications one worker fills at once.
	Tabs int `env:"APPLY_TABS" envDefault:"2"`
	// PageTimeout bounds loading a form, and waiting for the site's answer to submit.
	PageTimeout time.Duration `env:"APPLY_PAGE_TIMEOUT" envDefault:"30s"`
	// AllowedHosts may be reached by the apply browser even though they resolve to
	// private or loopback addresses (host or host:port, comma-separated). Empty in
	// production: application pages on private networks are refused.
	AllowedHosts []string `env:"APPLY_ALLOWED_HOSTS" envSeparator:","`
}

func (a *ApplyConfig) validate() error {
	switch {
	case a.DailyCap < 0:
		return fmt.Errorf("config: APPLY_DAILY_CAP=%d must be 0 (no cap) or more", a.DailyCap)
	case a.CompanyMax < 0:
		return fmt.Errorf("config: APPLY_COMPANY_MAX=%d must be 0 (no guard) or more", a.CompanyMax)
	case a.CompanyWindow <= 0:
		return fmt.Errorf("config: APPLY_COMPANY_WINDOW=%s must be a positive duration (example: 24h)", a.CompanyWindow)
	case a.Tabs < 1 || a.Tabs > 32:
		return fmt.Errorf("config: APPLY_TABS=%d must be between 1 and 32", a.Tabs)
	case a.PageTimeout <= 0:
		return fmt.Errorf("config: APPLY_PAGE_TIMEOUT=%s must be a positive duration (example: 30s)", a.PageTimeout)
	}
	for i, h := range a.AllowedHosts {
		h = strings.TrimSpace(h)
		host := h
		if hp, _, err := net.SplitHostPort(h); err == nil {
			host = hp
		}
		if host == "" || strings.ContainsAny(h, "/ @") {
			return fmt.Errorf("config: APPLY_ALLOWED_HOSTS entry %q must be a host or host:port (example: 127.0.0.1:8089)", h)
		}
		a.AllowedHosts[i] = h
	}
	return nil
}
