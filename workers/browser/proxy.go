package browser

import (
	"context"
	"fmt"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// proxyBypass removes Chromium's implicit bypass of loopback addresses, so
// that 127.0.0.1 and localhost go through the proxy like every other host.
const proxyBypass = "<-loopback>"

// ProxyFlags send every connection of the browser through the forward proxy
// at server (an http:// URL): Chromium then resolves no names and connects to
// nothing itself, loopback included. WebRTC may use only proxied TCP, so a
// page cannot send UDP around the proxy.
func ProxyFlags(server string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ProxyServer(server),
		chromedp.Flag("proxy-bypass-list", proxyBypass),
		chromedp.Flag("force-webrtc-ip-handling-policy", "disable_non_proxied_udp"),
	}
}

// ProxyAuth is a tab's credential on the browser's proxy, given to Chromium
// over DevTools when the proxy asks (never on its command line, which other
// local users can read).
type ProxyAuth struct {
	User, Password string
}

// ProxiedContexts creates n browser contexts on p, each routed through the
// proxy at server and holding one blank tab that keeps its window open (in
// headless Chromium, a context without a window cannot open a tab). A caller
// that gives each context to one user at a time, with a credential of its
// own, knows whose connections the proxy refused; the contexts live as long
// as the process, because creating one per tab (with its window) costs about
// half a second. Run it from Options.Prepare.
func ProxiedContexts(ctx context.Context, p *Process, n int, server string) ([]cdp.BrowserContextID, error) {
	c := chromedp.FromContext(p.ctx)
	if c == nil || c.Browser == nil {
		return nil, fmt.Errorf("browser: proxied contexts: the process has no browser")
	}
	bexec := cdp.WithExecutor(ctx, c.Browser)
	ids := make([]cdp.BrowserContextID, n)
	for i := range ids {
		id, err := target.CreateBrowserContext().WithProxyServer(server).WithProxyBypassList(proxyBypass).Do(bexec)
		if err != nil {
			return nil, fmt.Errorf("browser: create browser context: %w", err)
		}
		if _, err := target.CreateTarget("about:blank").WithBrowserContextID(id).WithNewWindow(true).Do(bexec); err != nil {
			return nil, fmt.Errorf("browser: open the keeper tab of a browser context: %w", err)
		}
		ids[i] = id
	}
	return ids, nil
}
