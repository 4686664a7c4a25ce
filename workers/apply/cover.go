package apply

import (
	"context"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"strings"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/careerkit/careerkit/workers/browser"
)

// letterFormat picks the file format of a cover letter upload from the input's
// accept attribute: PDF when accepted (or anything is), else plain text, else "".
func letterFormat(accept string) string {
	a := strings.ToLower(accept)
	switch {
	case strings.TrimSpace(a) == "", strings.Contains(a, "pdf"), strings.Contains(a, "*/*"):
		return "pdf"
	case strings.Contains(a, ".txt"), strings.Contains(a, "text/plain"), strings.Contains(a, "text/*"):
		return "txt"
	}
	return ""
}

// writeLetter writes the cover letter into dir in the format the input accepts
// and returns its path. PDFs are printed by the browser from a plain page,
// in a scratch tab with scripts off.
func (b *Browser) writeLetter(ctx context.Context, dir, accept, text, name string) (string, error) {
	base := fileBase(name) + "_Cover_Letter"
	if letterFormat(accept) == "txt" {
		path := filepath.Join(dir, base+".txt")
		return path, os.WriteFile(path, []byte(text+"\n"), 0o600)
	}
	pdf, err := b.printLetter(ctx, text)
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, base+".pdf")
	return path, os.WriteFile(path, pdf, 0o600)
}

func (b *Browser) printLetter(ctx context.Context, text string) ([]byte, error) {
	// A scratch tab outside the application slots (the application printing it
	// holds one), offline like the renderer's.
	lease, err := b.sup.Lease(ctx)
	if err != nil {
		return nil, fmt.Errorf("apply: print cover letter: %w", err)
	}
	defer lease.Release()
	bt, err := browser.OpenTab(ctx, lease.P, browser.Offline, nil,
		emulation.SetScriptExecutionDisabled(true), chromedp.Navigate("about:blank"))
	if err != nil {
		return nil, fmt.Errorf("apply: print cover letter: %w", err)
	}
	defer bt.Cancel()
	var body strings.Builder
	for _, para := range strings.Split(strings.TrimSpace(text), "\n\n") {
		body.WriteString("<p>" + strings.ReplaceAll(html.EscapeString(strings.TrimSpace(para)), "\n", "<br>") + "</p>\n")
	}
	doc := `<!doctype html><html><head><meta charset="utf-8"><title>Cover letter</title><style>
@page { size: letter; margin: 1in; } body { font: 11pt/1.45 "DejaVu Serif", Georgia, serif; color: #111; } p { margin: 0 0 0.9em; }
</style></head><body>` + body.String() + `</body></html>`
	var pdf []byte
	done := make(chan error, 1)
	go func() {
		done <- chromedp.Run(bt.Ctx,
			chromedp.ActionFunc(func(ctx context.Context) error {
				tree, err := page.GetFrameTree().Do(ctx)
				if err != nil {
					return err
				}
				if err := page.SetDocumentContent(tree.Frame.ID, doc).Do(ctx); err != nil {
					return err
				}
				pdf, _, err = page.PrintToPDF().WithPreferCSSPageSize(true).Do(ctx)
				return err
			}))
	}()
	select {
	case err = <-done:
	case <-ctx.Done():
		err = ctx.Err()
	}
	if err != nil {
		return nil, fmt.Errorf("apply: print cover letter: %w", err)
	}
	return pdf, nil
}

// fileBase is a name made safe for a file name ("Ada Lovelace" -> "Ada_Lovelace").
func fileBase(name string) string {
	var b strings.Builder
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "_"):
			b.WriteByte('_')
		}
	}
	s := strings.Trim(b.String(), "_")
	if s == "" {
		return "Applicant"
	}
	if len(s) > 60 {
		s = s[:60]
	}
	return s
}
