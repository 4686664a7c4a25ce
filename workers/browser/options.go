package browser

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"time"

	"github.com/chromedp/chromedp"
)

// Defaults applied to zero Options fields.
const (
	DefaultChromePath   = "/usr/bin/chromium"
	DefaultStartTimeout = 30 * time.Second
	DefaultDrainTimeout = 20 * time.Second
)

// Options configure a Supervisor.
type Options struct {
	// Name tells the supervisors of one worker apart in logs ("render", "apply").
	Name string
	// ChromePath is the Chromium binary. Default: /usr/bin/chromium if present,
	// else chromium or google-chrome on PATH.
	ChromePath string
	// Flags are added to the base flags of every Careerkit browser
	// (BaseOptions): window size, proxy cut-off, and so on.
	Flags []chromedp.ExecAllocatorOption
	// StartTimeout bounds starting Chromium and Prepare. Default 30s.
	StartTimeout time.Duration
	// DrainTimeout is how long a retired process may finish its leases before
	// it is closed anyway. Default 20s.
	DrainTimeout time.Duration
	// Prepare readies a new process before it serves (the renderer opens its
	// warm tabs and keeps them in Process.Value). An error restarts it.
	Prepare func(ctx context.Context, p *Process) error
	// Logger receives starts, restarts and crashes. Default: slog.Default().
	Logger *slog.Logger
}

// withDefaults fills zero fields and checks the rest.
func (o Options) withDefaults() (Options, error) {
	if o.Name == "" {
		o.Name = "browser"
	}
	if o.ChromePath == "" {
		o.ChromePath = FindChrome()
	}
	if o.ChromePath == "" {
		return o, fmt.Errorf("browser: no Chromium found: install the chromium package or set CHROME_PATH")
	}
	if _, err := os.Stat(o.ChromePath); err != nil {
		return o, fmt.Errorf("browser: Chromium %q: %w (install chromium or set CHROME_PATH)", o.ChromePath, err)
	}
	if o.StartTimeout <= 0 {
		o.StartTimeout = DefaultStartTimeout
	}
	if o.DrainTimeout <= 0 {
		o.DrainTimeout = DefaultDrainTimeout
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	o.Logger = o.Logger.With(slog.String("component", o.Name+"-browser"))
	return o, nil
}

// FindChrome returns the first Chromium binary found (Debian's path, then the
// usual names on PATH), "" if none. Options left without CHROME_PATH use it.
func FindChrome() string {
	if _, err := os.Stat(DefaultChromePath); err == nil {
		return DefaultChromePath
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}
