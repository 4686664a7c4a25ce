package render

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
)

// trap is a local HTTP server that must never be reached.
func trap(t *testing.T) (url string, hits *atomic.Int64) {
	t.Helper()
	hits = &atomic.Int64{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		t.Logf("trap hit: %s %s", r.Method, r.URL.Path)
		_, _ = w.Write([]byte("fetched"))
	}))
	t.Cleanup(srv.Close)
	return srv.URL, hits
}

// TestInjectionPrintsAsText puts markup, script and fetches in every field: the
// PDF must show each as typed, no script may run and nothing may be fetched.
func TestInjectionPrintsAsText(t *testing.T) {
	t.Parallel()
	b := setup(t)
	url, hits := trap(t)

	payload := `<script>document.body.innerHTML='PWNED'</script><img src="` + url + `/img"><link rel=stylesheet href="` + url +
		`/css"><iframe src="file:///etc/passwd"></iframe><style>@import url(` + url + `/import);</style>"'&amp;`
	r := model.Resume{
		UserName: "N" + payload, Email: "E" + payload, Phone: "P" + payload, TargetRole: "R" + payload,
		Summary: "S" + payload, Location: "L" + payload, Links: []string{"K" + payload},
		Experience: []model.Experience{{Company: "C" + payload, Title: "T" + payload, StartDate: "2020-01", EndDate: "X" + payload,
			Bullets: []string{"B" + payload}}},
		Education: []model.Education{{School: "U" + payload, Degree: "D" + payload, Field: "F" + payload, Year: "Y" + payload}},
		Skills:    []string{"K" + payload},
	}
	// The group returns only when its parallel subtests have finished, so the
	// network check below sees every render.
	t.Run("templates", func(t *testing.T) {
		for _, tmpl := range model.ResumeTemplates {
			t.Run(tmpl, func(t *testing.T) {
				t.Parallel()
				d := resume.Document{Resume: r, Template: tmpl}
				pdf := b.renderDoc(t, d)

				pc, text, err := resume.Verify(d, pdf)
				require.NoError(t, err)
				require.True(t, pc.OK, "%v\n%s", pc.Issues, text)
				poppler := pdftotext(t, pdf)
				require.True(t, resume.Check(d, poppler).OK, poppler)
				squashed := strings.Join(strings.Fields(poppler), "")
				// 15 fields print; the target role is not printed at all.
				require.Equal(t, 15, strings.Count(squashed, "<script>document.body.innerHTML='PWNED'</script>"), "all 15 printed fields print their script as text")
				require.NotContains(t, poppler, "root:")
				require.NotContains(t, poppler, "fetched")
			})
		}
	})
	time.Sleep(200 * time.Millisecond) // let any late request arrive
	require.Zero(t, hits.Load(), "the page fetched from the network")
}

// TestNetworkCutOff renders raw HTML with no CSP that tries every way of
// loading something: the pool itself must block them all.
func TestNetworkCutOff(t *testing.T) {
	t.Parallel()
	b := setup(t)
	url, hits := trap(t)

	html := `<!DOCTYPE html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="` + url + `/style.css">
<link rel="preload" href="` + url + `/preload" as="fetch">
<link rel="icon" href="` + url + `/favicon.ico">
<style>@import url("` + url + `/import.css");
@font-face{font-family:X;src:url(` + url + `/font.woff)}
body{background:url(` + url + `/bg.png);font-family:X,serif}</style>
<script src="` + url + `/script.js"></script>
<script>fetch("` + url + `/fetch");new Image().src="` + url + `/js-img";document.title="pwned";document.write("SCRIPT-RAN")</script>
<meta http-equiv="refresh" content="0;url=` + url + `/refresh">
</head><body><p>visible text</p>
<img src="` + url + `/img.png"><img srcset="` + url + `/srcset.png 2x" src="data:,">
<iframe src="` + url + `/frame"></iframe><iframe src="file:///etc/passwd"></iframe>
<object data="file:///etc/hostname"></object><embed src="` + url + `/embed">
<video poster="` + url + `/poster.png"></video><audio src="` + url + `/a.mp3" autoplay></audio>
<svg><image href="` + url + `/svg.png"/></svg>
<form action="` + url + `/form"><input type=image src="` + url + `/input.png"></form>
</body></html>`

	before := b.pool.Stats().BlockedRequests
	// Twice: the second render of the same head takes the body-swap path.
	for range 2 {
		pdf, err := b.pdf([]byte(html), "letter")
		require.NoError(t, err)
		text := pdftotext(t, pdf)
		require.Contains(t, text, "visible text")
		require.NotContains(t, text, "SCRIPT-RAN")
		require.NotContains(t, text, "root:")
		require.NotContains(t, pdfinfo(t, pdf), "pwned")
	}
	time.Sleep(300 * time.Millisecond) // a meta refresh or late load would land now
	require.Zero(t, hits.Load(), "the page fetched from the network")
	require.Positive(t, b.pool.Stats().BlockedRequests-before, "interception should have refused the requests")

	// The tabs still work after the refresh was aborted.
	pdf, err := b.pool.PDF(context.Background(), []byte("<!DOCTYPE html><html><head></head><body>after</body></html>"), "a4")
	require.NoError(t, err)
	require.Contains(t, pdftotext(t, pdf), "after")
}
