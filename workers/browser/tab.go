package browser

import (
	"context"
	"fmt"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// Policy decides one request a page makes, before it leaves the browser: ""
// lets it through, any other reason fails it. It runs on its own goroutine and
// may take its time (DNS lookups); ctx is bound to the tab.
type Policy func(ctx context.Context, e *fetch.EventRequestPaused) network.ErrorReason

// Offline refuses every request. A refused document is aborted rather than
// failed, so the current document stays instead of an error page. data: URLs
// never reach the network layer, so embedded fonts are unaffected.
func Offline(_ context.Context, e *fetch.EventRequestPaused) network.ErrorReason {
	if e.ResourceType == network.ResourceTypeDocument {
		return network.ErrorReasonAborted
	}
	return network.ErrorReasonBlockedByClient
}

// Tab is one page target of a leased process, with its network policy in
// force from before its first request.
type Tab struct {
	// Ctx is the tab's chromedp context; it ends when the tab or the process
	// goes away. Cancel closes the tab (not the browser).
	Ctx    context.Context
	Cancel context.CancelFunc
}

// Exec binds ctx to the tab's target, so a CDP command runs under ctx's
// deadline and cancellation.
func (t *Tab) Exec(ctx context.Context) context.Context {
	return cdp.WithExecutor(ctx, chromedp.FromContext(t.Ctx).Target)
}

// OpenTab opens a tab on p under policy. listen, when not nil, sees the tab's
// other events (it must not block); setup actions run once the interception
// is on. ctx bounds the opening only.
func OpenTab(ctx context.Context, p *Process, policy Policy, listen func(ev any), setup ...chromedp.Action) (*Tab, error) {
	tctx, cancel := chromedp.NewContext(p.ctx)
	t := &Tab{Ctx: tctx, Cancel: cancel}
	chromedp.ListenTarget(tctx, func(ev any) {
		if e, ok := ev.(*fetch.EventRequestPaused); ok {
			// Listeners must not block; the decision goes out on its own goroutine.
			go func() {
				exec := t.Exec(tctx)
				if reason := policy(exec, e); reason != "" {
					_ = fetch.FailRequest(e.RequestID, reason).Do(exec)
					return
				}
				_ = fetch.ContinueRequest(e.RequestID).Do(exec)
			}()
		}
		if listen != nil {
			listen(ev)
		}
	})
	actions := append([]chromedp.Action{chromedp.ActionFunc(func(ctx context.Context) error {
		if err := fetch.Enable().WithPatterns([]*fetch.RequestPattern{{URLPattern: "*"}}).Do(ctx); err != nil {
			return fmt.Errorf("enable request interception: %w", err)
		}
		return nil
	})}, setup...)
	// Run's first call creates the target; it must use tctx itself, not a
	// derived context, so the deadline is enforced around it instead.
	done := make(chan error, 1)
	go func() { done <- chromedp.Run(tctx, actions...) }()
	select {
	case err := <-done:
		if err != nil {
			cancel()
			return nil, fmt.Errorf("browser: open tab: %w", err)
		}
	case <-ctx.Done():
		cancel()
		return nil, fmt.Errorf("browser: open tab: %w", ctx.Err())
	}
	return t, nil
}
