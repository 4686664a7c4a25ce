package render

import (
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/careerkit/careerkit/workers/browser"
)

// Defaults applied by NewPool to zero Options fields.
const (
	DefaultChromePath           = browser.DefaultChromePath
	DefaultMaxRendersPerBrowser = 500
	DefaultRenderTimeout        = 15 * time.Second
	DefaultStartTimeout         = 30 * time.Second
)

// Options configure a Pool. The zero value is usable.
type Options struct {
	// ChromePath is the Chromium binary. Default: /usr/bin/chromium if present,
	// else chromium or google-chrome on PATH.
	ChromePath string
	// Tabs is the number of warm tabs, which is also the number of renders run at
	// once; further callers wait for a free tab. Default: runtime.NumCPU(), at least 2.
	Tabs int
	// MaxRendersPerBrowser restarts the browser after this many renders, to shed
	// whatever Chromium accumulates over time. Default 500; negative disables it.
	MaxRendersPerBrowser int
	// RenderTimeout bounds one render (load and print). Default 15s.
	RenderTimeout time.Duration
	// StartTimeout bounds starting a browser and opening its tabs. Default 30s.
	StartTimeout time.Duration
	// Warmup is an optional HTML document every new tab loads before it serves:
	// a render whose <head> matches it only swaps the body (see doc.go), so the
	// first render after a (re)start is as fast as the rest.
	Warmup []byte
	// Logger receives browser starts, restarts and crashes. Default: slog.Default().
	Logger *slog.Logger
}

// withDefaults fills zero fields and checks the rest, failing fast with the
// field and the expected value.
func (o Options) withDefaults() (Options, error) {
	if o.ChromePath == "" {
		o.ChromePath = browser.FindChrome()
	}
	if o.ChromePath == "" {
		return o, fmt.Errorf("render: no Chromium found: install the chromium package or set ChromePath")
	}
	if _, err := os.Stat(o.ChromePath); err != nil {
		return o, fmt.Errorf("render: ChromePath %q: %w", o.ChromePath, err)
	}
	if o.Tabs == 0 {
		o.Tabs = max(runtime.NumCPU(), 2)
	}
	if o.Tabs < 0 {
		return o, fmt.Errorf("render: Tabs is %d, want 1 or more", o.Tabs)
	}
	if o.MaxRendersPerBrowser == 0 {
		o.MaxRendersPerBrowser = DefaultMaxRendersPerBrowser
	}
	if o.RenderTimeout <= 0 {
		o.RenderTimeout = DefaultRenderTimeout
	}
	if o.StartTimeout <= 0 {
		o.StartTimeout = DefaultStartTimeout
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	return o, nil
}

// flags are the renderer's Chromium flags beyond browser.BaseOptions. No
// chromedp defaults are inherited, so every flag here is deliberate. Without the background-networking flags
// Chromium tries to reach Google at start-up, which a closed network refuses
// many times over. The proxy flags are the browser-level half of the network
// cut-off: every http(s) and ws request, loopback included, goes to a proxy on a
// port nothing listens on, so it fails even if interception were bypassed.
func (o Options) flags() []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-ipc-flooding-protection", true),
		chromedp.Flag("force-color-profile", "srgb"),
		chromedp.Flag("proxy-server", "http://127.0.0.1:1"),
		chromedp.Flag("proxy-bypass-list", "<-loopback>"),
	}
}
