package apply

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/careerkit/careerkit/shared/outbound"
	"github.com/careerkit/careerkit/workers/browser"
)

// tab is one page of the apply browser, used by one application.
type tab struct {
	*browser.Tab
	out *Outbound
	// sess is the browser's session on its proxy, which records the
	// connections the proxy could not open.
	sess *outbound.Session

	mu      sync.Mutex
	status  map[cdp.FrameID]int64 // last document response status per frame
	blocked []string              // first URLs refused by Outbound
	docs    []document            // main-frame document requests, oldest first
	dialogs []string              // messages of JavaScript dialogs, all accepted
}

// document is one request for a main-frame document: the page, a redirect
// target, a form submission.
type document struct {
	url string
	at  time.Time // when it was requested
	why error     // why Outbound.Check refused it by name, nil if it passed
}

// maxDocs bounds the documents a tab remembers (a page reloading itself
// forever must not grow it).
const maxDocs = 64

// openTab opens a new page in b. Every request is paused and checked against
// Outbound by name before it leaves the browser (the browser package's policy
// hook), then goes through the browser's proxy, which decides on the address
// it dials; images, fonts and media are refused outright (nothing to fill
// there, and they are most of a page's weight).
func (b *Browser) openTab(ctx context.Context) (*tab, func(), error) {
	for attempt := 0; ; attempt++ {
		lease, release, err := b.acquire(ctx)
		if err != nil {
			return nil, nil, err
		}
		t := &tab{out: b.opts.Outbound, sess: b.sess, status: map[cdp.FrameID]int64{}}
		bt, err := browser.Open(ctx, lease.P, browser.TabOptions{Policy: t.decide, Listen: t.listen,
			Proxy: &browser.ProxyAuth{User: b.sess.User, Password: b.sess.Password}})
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
	requested := time.Now()
	err := t.out.Check(ctx, e.Request.URL)
	t.mu.Lock()
	if e.ResourceType == network.ResourceTypeDocument && t.isMainFrame(e.FrameID) && len(t.docs) < maxDocs {
		t.docs = append(t.docs, document{url: e.Request.URL, at: requested, why: err})
	}
	if err != nil && len(t.blocked) < 10 {
		t.blocked = append(t.blocked, truncate(e.Request.URL, 200))
	}
	t.mu.Unlock()
	if err != nil {
		return network.ErrorReasonBlockedByClient
	}
	return ""
}

// isMainFrame reports whether frame is the tab's main frame, whose ID is the
// page target's ID in Chromium.
func (t *tab) isMainFrame(frame cdp.FrameID) bool {
	c := chromedp.FromContext(t.Ctx)
	return c != nil && c.Target != nil && string(frame) == string(c.Target.TargetID)
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

// docMark counts the main-frame documents requested so far; refusedDocument
// looks at those requested after a mark.
func (t *tab) docMark() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.docs)
}

// refusedDocument returns the first main-frame document requested after mark
// that could not be loaded, and why: refused by name (Outbound.Check) or by
// the proxy on the address it dialled (wrapping ErrBlockedURL), or a
// connection the proxy could not open (a name that does not resolve when
// dialled). A refusal outranks a failure. "" when every one was fetched.
func (t *tab) refusedDocument(mark int) (string, error) {
	t.mu.Lock()
	docs := append([]document(nil), t.docs[min(mark, len(t.docs)):]...)
	t.mu.Unlock()
	var doc string
	var why error
	for _, d := range docs {
		err := d.why
		if err == nil && t.sess != nil {
			// The browser's tabs share the session: a failure to reach this
			// document's address since it was requested is this document's
			// (or another tab's at the same address, which the outbound
			// policy would refuse for this one as well).
			err = t.sess.Failure(dialAddr(d.url), d.at)
		}
		if err != nil && (doc == "" || errors.Is(err, ErrBlockedURL) && !errors.Is(why, ErrBlockedURL)) {
			doc, why = d.url, err
		}
	}
	return doc, why
}

// dialAddr is the host:port the proxy dials for raw (the scheme's port when
// none is given), as it records it.
func dialAddr(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443", "ws": "80", "wss": "443"}[strings.ToLower(u.Scheme)]
	}
	return net.JoinHostPort(u.Hostname(), port)
}

// blockedURLs returns the first URLs Outbound refused.
func (t *tab) blockedURLs() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]string(nil), t.blocked...)
}
