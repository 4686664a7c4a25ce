package browser

import "github.com/chromedp/chromedp"

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
