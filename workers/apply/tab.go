package apply

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/careerkit/careerkit/workers/browser"
)

// tab is one page of the apply browser, used by one application.
type tab struct {
	*browser.Tab
	out *Outbound

	mu      sync.Mutex
	status  map[cdp.FrameID]int64 // last document response status per frame
	blocked []string              // first URLs refused by Outbound
	// blockedDoc is the first document (page or redirect target) Outbound
	// refused, and why.
	blockedDoc    string
	blockedDocWhy error
	dialogs       []string // messages of JavaScript dialogs, all accepted
}

// openTab opens a new page in b. Every request is paused and checked against
// Outbound before it leaves the browser (the browser package's policy hook);
// images, fonts and media are refused outright (nothing to fill there, and
// they are most of a page's weight).
func (b *Browser) openTab(ctx context.Context) (*tab, func(), error) {
	for attempt := 0; ; attempt++ {
		lease, release, err := b.acquire(ctx)
		if err != nil {
			return nil, nil, err
		}
		t := &tab{out: b.opts.Outbound, status: map[cdp.FrameID]int64{}}
		bt, err := browser.OpenTab(ctx, lease.P, t.decide, t.listen)
		if err != nil {
			release()
			if attempt == 0 && ctx.Err() == nil {
				// Most likely a process that died before the supervisor noticed:
				// have it replaced and try once more on the next one.
				b.sup.Restart(lease.P, "opening a tab failed")
				continue
			}
			return nil, nil, fmt.Errorf("apply: %w", err)
		}
		t.Tab = bt
		return t, func() { bt.Cancel(); release() }, nil
	}
}

// listen handles the tab's events. Listeners must not block: replies go out on
// their own goroutines.
func (t *tab) listen(ev any) {
	switch e := ev.(type) {
	case *network.EventResponseReceived:
		if e.Type == network.ResourceTypeDocument && e.Response != nil {
			t.mu.Lock()
			t.status[e.FrameID] = e.Response.Status
			t.mu.Unlock()
		}
	case *page.EventJavascriptDialogOpening:
		t.mu.Lock()
		t.dialogs = append(t.dialogs, e.Message)
		t.mu.Unlock()
		go func() { _ = page.HandleJavaScriptDialog(true).Do(t.Exec(t.Ctx)) }()
	}
}

// decide is the tab's network policy (browser.Policy): media refused, every
// other request checked against Outbound, the refused ones recorded.
func (t *tab) decide(ctx context.Context, e *fetch.EventRequestPaused) network.ErrorReason {
	switch e.ResourceType {
	case network.ResourceTypeImage, network.ResourceTypeFont, network.ResourceTypeMedia:
		return network.ErrorReasonBlockedByClient
	}
	if err := t.out.Check(ctx, e.Request.URL); err != nil {
		t.mu.Lock()
		if len(t.blocked) < 10 {
			t.blocked = append(t.blocked, truncate(e.Request.URL, 200))
		}
		if e.ResourceType == network.ResourceTypeDocument && t.blockedDoc == "" {
			t.blockedDoc, t.blockedDocWhy = truncate(e.Request.URL, 200), err
		}
		t.mu.Unlock()
		return network.ErrorReasonBlockedByClient
	}
	return ""
}

// run runs actions on the tab under ctx's deadline and cancellation. The
// context handed to chromedp derives from the tab's, as chromedp requires.
func (t *tab) run(ctx context.Context, actions ...chromedp.Action) error {
	rctx, cancel := context.WithCancel(t.Ctx)
	defer cancel()
	if dl, ok := ctx.Deadline(); ok {
		var cancelDL context.CancelFunc
		rctx, cancelDL = context.WithDeadline(rctx, dl)
		defer cancelDL()
	}
	stop := context.AfterFunc(ctx, cancel)
	defer stop()
	if err := chromedp.Run(rctx, actions...); err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("%w (%w)", ctx.Err(), err)
		}
		return err
	}
	return nil
}

// navigate loads url and returns the main document's HTTP status (0 if unknown).
func (t *tab) navigate(ctx context.Context, url string) (int64, error) {
	if err := t.run(ctx, chromedp.Navigate(url)); err != nil {
		return 0, err
	}
	return t.mainStatus(ctx), nil
}

// mainStatus returns the status of the main frame's current document.
func (t *tab) mainStatus(ctx context.Context) int64 {
	var status int64
	_ = t.run(ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		tree, err := page.GetFrameTree().Do(ctx)
		if err != nil {
			return err
		}
		t.mu.Lock()
		status = t.status[tree.Frame.ID]
		t.mu.Unlock()
		return nil
	}))
	return status
}

// eval runs a JavaScript expression (as DevTools code) and decodes its JSON value.
func (t *tab) eval(ctx context.Context, expr string, out any) error {
	return t.run(ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		res, exc, err := runtime.Evaluate(expr).WithReturnByValue(true).WithAwaitPromise(true).Do(ctx)
		if err != nil {
			return err
		}
		if exc != nil {
			return fmt.Errorf("script: %s", exc.Error())
		}
		if out == nil || res == nil || len(res.Value) == 0 {
			return nil
		}
		return json.Unmarshal(res.Value, out)
	}))
}

// blockedDocument returns the first document Outbound refused and why.
func (t *tab) blockedDocument() (string, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.blockedDoc, t.blockedDocWhy
}

// blockedURLs returns the first URLs Outbound refused.
func (t *tab) blockedURLs() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]string(nil), t.blocked...)
}
