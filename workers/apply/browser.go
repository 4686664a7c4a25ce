package apply

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/careerkit/careerkit/shared/outbound"
	"github.com/careerkit/careerkit/workers/browser"
)

// ErrBrowserBusy is returned when no tab frees up before the caller's deadline:
// the browser package's one busy error.
var ErrBrowserBusy = browser.ErrBusy

// BrowserOptions configure a Browser.
type BrowserOptions struct {
	// ChromePath is the Chromium binary (default: browser.FindChrome).
	ChromePath string
	// Tabs is how many applications are filled at once (default 2).
	Tabs int
	// Outbound decides what pages may load (default: public addresses only).
	Outbound *Outbound
	// StartTimeout bounds starting Chromium (default 30s).
	StartTimeout time.Duration
	Logger       *slog.Logger
}

// Browser is the supervised Chromium of an apply worker (package browser).
// Each application gets a new tab (a fresh page, closed afterwards) under the
// Outbound policy; at most Tabs run at once. If the process dies, the
// supervisor starts a new one and the next tab waits for it.
type Browser struct {
	opts  BrowserOptions
	sup   *browser.Supervisor
	proxy *outbound.Proxy
	// sess is the browser's credential on its proxy, and the proxy's record
	// of the connections it refused.
	sess  *outbound.Session
	slots chan struct{}
}

// NewBrowser starts Chromium.
func NewBrowser(opts BrowserOptions) (*Browser, error) {
	if opts.Tabs < 1 {
		opts.Tabs = 2
	}
	if opts.Outbound == nil {
		opts.Outbound = NewOutbound(nil)
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	// Chromium resolves names itself, so a check by name cannot hold against
	// a name that resolves differently when it connects (DNS rebinding): every
	// connection goes through the guard's proxy instead, which resolves and
	// dials, and decides on the address dialled.
	proxy, err := opts.Outbound.NewProxy(opts.Logger)
	if err != nil {
		return nil, fmt.Errorf("apply: %w", err)
	}
	b := &Browser{opts: opts, proxy: proxy, sess: proxy.NewSession(), slots: make(chan struct{}, opts.Tabs)}
	b.sup, err = browser.Start(context.Background(), browser.Options{
		Name: "apply", ChromePath: opts.ChromePath, StartTimeout: opts.StartTimeout, Logger: opts.Logger,
		// A form page lays out as on a laptop.
		Flags: append([]chromedp.ExecAllocatorOption{chromedp.WindowSize(1280, 1600)}, browser.ProxyFlags(proxy.URL())...),
	})
	if err != nil {
		b.closeProxy()
		return nil, fmt.Errorf("apply: %w", err)
	}
	return b, nil
}

// Close stops Chromium, then its proxy.
func (b *Browser) Close() {
	if b.sup != nil {
		b.sup.Close()
	}
	b.closeProxy()
}

func (b *Browser) closeProxy() {
	if b.sess != nil {
		b.sess.Close()
	}
	if b.proxy != nil {
		_ = b.proxy.Close()
	}
}

// acquire takes a tab slot and a lease on the live process until ctx ends.
func (b *Browser) acquire(ctx context.Context) (*browser.Lease, func(), error) {
	select {
	case b.slots <- struct{}{}:
	case <-ctx.Done():
		return nil, nil, fmt.Errorf("%w: %w", ErrBrowserBusy, ctx.Err())
	}
	lease, err := b.sup.Lease(ctx)
	if err != nil {
		<-b.slots
		return nil, nil, fmt.Errorf("apply: %w", err)
	}
	return lease, func() { lease.Release(); <-b.slots }, nil
}
