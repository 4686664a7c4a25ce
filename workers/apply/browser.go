package apply

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/careerkit/careerkit/shared/chrome"
)

// ErrBrowserBusy is returned when no tab frees up before the caller's deadline.
var ErrBrowserBusy = errors.New("apply: every browser tab is busy")

// BrowserOptions configure a Browser.
type BrowserOptions struct {
	// ChromePath is the Chromium binary (default /usr/bin/chromium).
	ChromePath string
	// Tabs is how many applications are filled at once (default 2).
	Tabs int
	// Outbound decides what pages may load (default: public addresses only).
	Outbound *Outbound
	// StartTimeout bounds starting Chromium (default 30s).
	StartTimeout time.Duration
	Logger       *slog.Logger
}

// Browser is the one Chromium process of an apply worker. Each application gets
// a new tab (a fresh page, closed afterwards); at most Tabs run at once. If the
// process dies, the next tab starts a new one.
type Browser struct {
	opts  BrowserOptions
	slots chan struct{}

	mu     sync.Mutex
	root   context.Context // done when the process is gone
	cancel context.CancelFunc
	closed bool
}

// NewBrowser starts Chromium.
func NewBrowser(opts BrowserOptions) (*Browser, error) {
	if opts.ChromePath == "" {
		opts.ChromePath = "/usr/bin/chromium"
	}
	if _, err := os.Stat(opts.ChromePath); err != nil {
		return nil, fmt.Errorf("apply: chromium %q: %w (install chromium or set CHROME_PATH)", opts.ChromePath, err)
	}
	if opts.Tabs < 1 {
		opts.Tabs = 2
	}
	if opts.Outbound == nil {
		opts.Outbound = NewOutbound(nil)
	}
	if opts.StartTimeout <= 0 {
		opts.StartTimeout = 30 * time.Second
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	b := &Browser{opts: opts, slots: make(chan struct{}, opts.Tabs)}
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := b.start(); err != nil {
		return nil, err
	}
	return b, nil
}

// start launches the process; b.mu is held.
func (b *Browser) start() error {
	allocCtx, allocCancel := chromedp.NewExecAllocator(context.Background(), allocatorOptions(b.opts)...)
	log := b.opts.Logger.With(slog.String("component", "apply-chromium"))
	root, rootCancel := chromedp.NewContext(allocCtx,
		chromedp.WithErrorf(func(format string, args ...any) { log.Debug(fmt.Sprintf(format, args...)) }))
	cancel := func() { rootCancel(); allocCancel() }
	started := make(chan error, 1)
	go func() { started <- chromedp.Run(root) }()
	select {
	case err := <-started:
		if err != nil {
			cancel()
			return fmt.Errorf("apply: start chromium %s: %w", b.opts.ChromePath, err)
		}
	case <-time.After(b.opts.StartTimeout):
		cancel()
		return fmt.Errorf("apply: start chromium %s: no DevTools endpoint after %s", b.opts.ChromePath, b.opts.StartTimeout)
	}
	b.root, b.cancel = root, cancel
	return nil
}

// current returns a live browser context, restarting Chromium if it died.
func (b *Browser) current() (context.Context, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil, errors.New("apply: browser closed")
	}
	if b.root.Err() != nil {
		b.opts.Logger.Warn("apply browser exited; starting a new one")
		b.cancel()
		if err := b.start(); err != nil {
			return nil, err
		}
	}
	return b.root, nil
}

// Close stops Chromium.
func (b *Browser) Close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.closed {
		b.closed = true
		b.cancel()
	}
}

// acquire takes a tab slot until ctx ends.
func (b *Browser) acquire(ctx context.Context) (func(), error) {
	select {
	case b.slots <- struct{}{}:
		return func() { <-b.slots }, nil
	case <-ctx.Done():
		return nil, fmt.Errorf("%w: %w", ErrBrowserBusy, ctx.Err())
	}
}

// allocatorOptions are the Chromium flags; no chromedp defaults are inherited.
// Background networking is off so the browser talks only to the pages we open.
func allocatorOptions(o BrowserOptions) []chromedp.ExecAllocatorOption {
	return append(chrome.BaseOptions(o.ChromePath, o.StartTimeout), chromedp.WindowSize(1280, 1600))
}
