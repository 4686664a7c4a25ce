package browser

import (
	"context"
	"fmt"
	"sync"

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

// TabOptions configure a tab opened by Open.
type TabOptions struct {
	// Policy decides every request before it leaves the browser.
	Policy Policy
	// Listen, when not nil, sees the tab's other events (it must not block).
	Listen func(ev any)
	// Proxy, when set, answers the browser proxy's credential challenge (once
	// per request); every other challenge, a site's included, is cancelled.
	Proxy *ProxyAuth
	// Setup actions run once the interception is on.
	Setup []chromedp.Action
}

// OpenTab opens a tab on p under policy. listen, when not nil, sees the tab's
// other events (it must not block); setup actions run once the interception
// is on. ctx bounds the opening only.
func OpenTab(ctx context.Context, p *Process, policy Policy, listen func(ev any), setup ...chromedp.Action) (*Tab, error) {
	return Open(ctx, p, TabOptions{Policy: policy, Listen: listen, Setup: setup})
}

// Open opens a tab on p with o. ctx bounds the opening only.
func Open(ctx context.Context, p *Process, o TabOptions) (*Tab, error) {
	tctx, cancel := chromedp.NewContext(p.ctx)
	t := &Tab{Ctx: tctx, Cancel: cancel}
	var mu sync.Mutex
	challenged := map[fetch.RequestID]bool{}
	chromedp.ListenTarget(tctx, func(ev any) {
		switch e := ev.(type) {
		case *fetch.EventRequestPaused:
			// Listeners must not block; the decision goes out on its own goroutine.
			go func() {
				exec := t.Exec(tctx)
				if reason := o.Policy(exec, e); reason != "" {
					_ = fetch.FailRequest(e.RequestID, reason).Do(exec)
					return
				}
				_ = fetch.ContinueRequest(e.RequestID).Do(exec)
			}()
		case *fetch.EventAuthRequired:
			answer := &fetch.AuthChallengeResponse{Response: fetch.AuthChallengeResponseResponseCancelAuth}
			if o.Proxy != nil && e.AuthChallenge != nil && e.AuthChallenge.Source == fetch.AuthChallengeSourceProxy {
				mu.Lock()
				// A second challenge for one request means the credential was
				// refused (the session is over): cancel rather than loop.
				if !challenged[e.RequestID] {
					challenged[e.RequestID] = true
					answer = &fetch.AuthChallengeResponse{Response: fetch.AuthChallengeResponseResponseProvideCredentials,
						Username: o.Proxy.User, Password: o.Proxy.Password}
				}
				mu.Unlock()
			}
			go func() { _ = fetch.ContinueWithAuth(e.RequestID, answer).Do(t.Exec(tctx)) }()
		}
		if o.Listen != nil {
			o.Listen(ev)
		}
	})
	actions := append([]chromedp.Action{chromedp.ActionFunc(func(ctx context.Context) error {
		err := fetch.Enable().WithPatterns([]*fetch.RequestPattern{{URLPattern: "*"}}).
			WithHandleAuthRequests(o.Proxy != nil).Do(ctx)
		if err != nil {
			return fmt.Errorf("enable request interception: %w", err)
		}
		return nil
	})}, o.Setup...)
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
