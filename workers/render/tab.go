package render

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/inspector"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/careerkit/careerkit/workers/browser"
)

// tab is one warm page target. It is used by one render at a time.
type tab struct {
	proc *browser.Process
	*browser.Tab
	// head is the <head> of the document loaded now; a render with the same
	// head swaps only the body (see doc.go).
	head []byte
	// crashed is closed when the renderer process behind the tab dies.
	crashed   chan struct{}
	crashOnce sync.Once
}

// newTab opens a tab on proc with scripts disabled and every network request
// failed before it leaves the browser (browser.Offline), counting each in
// blocked.
func newTab(ctx context.Context, proc *browser.Process, blocked *atomic.Int64) (*tab, error) {
	t := &tab{proc: proc, crashed: make(chan struct{})}
	offline := func(ctx context.Context, e *fetch.EventRequestPaused) network.ErrorReason {
		blocked.Add(1)
		return browser.Offline(ctx, e)
	}
	listen := func(ev any) {
		if _, ok := ev.(*inspector.EventTargetCrashed); ok {
			t.crashOnce.Do(func() { close(t.crashed) })
		}
	}
	setup := chromedp.ActionFunc(func(ctx context.Context) error {
		if err := emulation.SetScriptExecutionDisabled(true).Do(ctx); err != nil {
			return fmt.Errorf("disable scripts: %w", err)
		}
		// A navigation lets chromedp learn the main frame, which it needs to
		// follow the document events that setDocumentContent fires.
		return chromedp.Navigate("about:blank").Do(ctx)
	})
	bt, err := browser.OpenTab(ctx, proc, offline, listen, setup)
	if err != nil {
		return nil, err
	}
	t.Tab = bt
	return t, nil
}

// render loads html and prints it. When html's <head> is byte-identical to the
// loaded one, only <body> is replaced: fonts stay decoded and the render skips
// parsing megabytes of data: URIs. Otherwise the whole document is set.
func (t *tab) render(ctx context.Context, html []byte, paper paperSize) ([]byte, error) {
	var pdf []byte
	// Commands go straight to the tab's executor under the caller's deadline;
	// if the tab or browser goes away the render ends at once.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(t.Ctx, cancel)
	defer stop()
	ctx = t.Exec(ctx)
	err := func() error {
		head, body, ok := splitHead(html)
		if ok && t.head != nil && bytes.Equal(head, t.head) {
			if err := t.swapBody(ctx, body); err != nil {
				return err
			}
		} else {
			t.head = nil
			// The main frame's id can change after the tab's first navigation.
			tree, err := page.GetFrameTree().Do(ctx)
			if err != nil {
				return fmt.Errorf("frame tree: %w", err)
			}
			if err := page.SetDocumentContent(tree.Frame.ID, string(html)).Do(ctx); err != nil {
				return fmt.Errorf("set document: %w", err)
			}
			// data: fonts load synchronously today; waiting costs one round trip
			// and keeps a later Chromium from printing fallback glyphs.
			if _, _, err := runtime.Evaluate("document.fonts.ready.then(() => document.fonts.status)").
				WithAwaitPromise(true).Do(ctx); err != nil {
				return fmt.Errorf("wait for fonts: %w", err)
			}
			if ok {
				t.head = bytes.Clone(head)
			}
		}
		var err error
		pdf, _, err = page.PrintToPDF().
			WithPaperWidth(paper.width).WithPaperHeight(paper.height).
			WithMarginTop(0).WithMarginBottom(0).WithMarginLeft(0).WithMarginRight(0).
			WithPrintBackground(true).
			Do(ctx)
		if err != nil {
			return fmt.Errorf("print: %w", err)
		}
		return nil
	}()
	if err != nil {
		return nil, err
	}
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		return nil, fmt.Errorf("print: output is not a PDF (%d bytes)", len(pdf))
	}
	return pdf, nil
}

// swapBodyJS parses the new body in an inert document (DOMParser documents
// never run scripts or load resources) and moves it into the page. It runs as
// DevTools code, which page script being disabled does not stop. It replaces
// DOM.setOuterHTML, whose diff-and-patch reorders identical text nodes (a
// skills line ", " printed in the wrong places).
const swapBodyJS = `((html) => {
	const next = new DOMParser().parseFromString(html, "text/html").body;
	document.body.replaceWith(document.adoptNode(next));
	return document.body.childElementCount;
})(%s)`

// swapBody replaces the loaded document's <body> with body (which starts at
// "<body"). The page's CSP and disabled scripts still apply to the new nodes.
func (t *tab) swapBody(ctx context.Context, body []byte) error {
	arg, err := json.Marshal(string(body))
	if err != nil {
		return fmt.Errorf("encode body: %w", err)
	}
	_, exc, err := runtime.Evaluate(fmt.Sprintf(swapBodyJS, arg)).WithSilent(true).Do(ctx)
	if err != nil {
		return fmt.Errorf("replace body: %w", err)
	}
	if exc != nil {
		return fmt.Errorf("replace body: %s", exc.Error())
	}
	return nil
}

// isCrashed reports whether the tab's renderer died.
func (t *tab) isCrashed() bool {
	select {
	case <-t.crashed:
		return true
	default:
		return false
	}
}

// close closes the tab (not the browser).
func (t *tab) close() { t.Cancel() }

// splitHead cuts an HTML document where "<body" (any case) first opens a tag.
// ok is false, and the caller loads the whole document, unless the part before
// it ends with "</head>": that keeps a stray "<body" in a head comment from
// being taken for the split point.
func splitHead(html []byte) (head, body []byte, ok bool) {
	for i := 0; ; {
		j := bytes.IndexByte(html[i:], '<')
		if j < 0 {
			return nil, nil, false
		}
		i += j
		if i+5 <= len(html) && bytes.EqualFold(html[i+1:i+5], []byte("body")) &&
			(i+5 == len(html) || isTagEnd(html[i+5])) {
			head, body = html[:i], html[i:]
			trimmed := bytes.TrimRight(head, " \t\r\n\f")
			if len(trimmed) < 7 || !bytes.EqualFold(trimmed[len(trimmed)-7:], []byte("</head>")) {
				return nil, nil, false
			}
			return head, body, true
		}
		i++
	}
}

// isTagEnd reports a byte that may follow a tag name.
func isTagEnd(c byte) bool {
	return c == '>' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '/'
}
