// Package render turns HTML into PDF in headless Chromium: one supervised
// browser (package browser) per worker process, a fixed set of warm tabs, no
// network.
//
// chromedp pinned: github.com/chromedp/chromedp v0.14.2 with cdproto
// v0.0.0-20250724212937-08a3db8b4327, as gotenberg does: chromedp v0.15.x
// regressed Page.printToPDF (gotenberg's report 1535), and a plain `go get` pulls a
// newer cdproto that does not compile with v0.14.2. Checked against Debian's
// Chromium 156: real, selectable text with embedded CID fonts and ToUnicode maps.
// Do not bump either without re-running this package's tests.
//
// # Pool
//
// NewPool starts Chromium (headless, no sandbox, no GPU, QUIC and all background
// networking off) and opens Options.Tabs tabs. A render takes a slot (the
// bounded queue: at most Tabs renders at once, further callers wait until their
// context ends and get ErrBusy), takes an idle tab,
// loads the document and calls Page.printToPDF at the requested paper size with
// the document's own @page margins, under RenderTimeout (ErrTimeout).
//
// Loading is the expensive part when fonts are embedded as data: URIs (megabytes
// of base64 to parse and decode). A tab remembers the <head> it holds: when the
// next document's head is byte-identical, only <body> is replaced, and the
// decoded fonts are reused; otherwise the whole document is set with
// Page.setDocumentContent. The body is parsed by DOMParser in an inert document
// and moved in by one Runtime.evaluate (DevTools code; page script stays off).
// DOM.setOuterHTML is not used: its diff-and-patch put identical text nodes in
// the wrong places (", " separators of a skills line), which the round-trip
// tests caught. shared/resume keeps its head identical for every resume (the
// <title> lives in the body), so a warm tab prints a one-page resume in a few
// tens of milliseconds. Options.Warmup preloads that
// head when a tab opens.
//
// # Network cut-off
//
// Nothing a document contains can reach the network or the file system:
//   - every tab enables Fetch interception for all URLs and fails each paused
//     request (a navigation is aborted so the document stays); data: URLs, the
//     embedded fonts, never reach the network layer;
//   - script execution is disabled in every tab (Emulation), on top of the
//     document's own CSP in shared/resume;
//   - at the browser level all http, https and ws traffic, loopback included,
//     goes to a proxy on a closed port, so a request that slipped past
//     interception would still fail; file: URLs cannot be loaded from the
//     documents' about:blank origin, and are intercepted too.
//
// Stats.BlockedRequests counts what was refused.
//
// # Supervision
//
// The browser is supervised by package browser, the one supervisor the
// applying browser uses too; the pool's warm tabs are prepared on every new
// process (browser.Options.Prepare) before it serves, and each render holds a
// lease on its process. When the process exits (crash, OOM kill) the renders
// in flight on it fail with ErrCrashed, new callers wait, and a new browser is
// started with backoff. After MaxRendersPerBrowser renders the browser is
// recycled without a pause: the new browser is started first and becomes
// current, and the old one is closed once its leases are released. A tab
// whose renderer crashed or that timed out is closed and replaced in the
// background. Errors are *apperr.Error values (KindUnavailable, retry hints)
// wrapping ErrBusy, ErrTimeout, ErrCrashed or ErrClosed.
//
// Each browser gets a fresh profile directory (package browser), removed when
// it is closed; Chromium is killed with its worker (chromedp sets the
// parent-death signal).
package render
