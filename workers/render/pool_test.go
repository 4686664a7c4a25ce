package render

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
)

// TestConcurrentRenders runs many renders of distinct resumes at once: each
// PDF must hold its own resume and nothing of another's.
func TestConcurrentRenders(t *testing.T) {
	t.Parallel()
	b := setup(t)

	const n = 24
	docs := make([]resume.Document, n)
	for i := range docs {
		r := sampleResume()
		r.UserName = fmt.Sprintf("Candidate Number%03d", i)
		r.Skills = append(r.Skills, fmt.Sprintf("Skill%03d", i))
		docs[i] = resume.Document{Resume: r, Template: model.ResumeTemplates[i%2], Paper: model.PaperSizes[(i/2)%2]}
	}
	var wg sync.WaitGroup
	for i, d := range docs {
		wg.Go(func() {
			html, err := resume.RenderHTML(d)
			require.NoError(t, err)
			pdf, err := b.pdf(html, d.PaperName())
			require.NoError(t, err)
			pc, text, err := resume.Verify(d, pdf)
			require.NoError(t, err)
			require.True(t, pc.OK, "%v\n%s", pc.Issues, text)
			for j := range n {
				if j != i {
					require.NotContains(t, text, fmt.Sprintf("Number%03d", j))
				}
			}
		})
	}
	wg.Wait()
}

// TestBusy: with the only tab taken, a caller whose deadline passes first gets ErrBusy.
func TestBusy(t *testing.T) {
	t.Parallel()
	// The heavy render only has to hold the tab; under a loaded CI machine it can
	// take longer than the default timeout, which is not what this test is about.
	p := newPool(t, Options{Tabs: 1, RenderTimeout: 3 * time.Minute})

	done := make(chan error, 1)
	go func() {
		_, err := p.PDF(context.Background(), heavyHTML(20000), "letter")
		done <- err
	}()
	waitBusy(t, p, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err := p.PDF(ctx, warmupHTML(t), "letter")
	require.ErrorIs(t, err, ErrBusy)
	ae, ok := apperr.As(err)
	require.True(t, ok)
	require.Equal(t, "renderer_busy", ae.Code)
	require.Positive(t, ae.RetryAfterSeconds)
	require.NoError(t, <-done)
}

// TestRenderTimeout: a render past RenderTimeout fails with ErrTimeout and the
// tab is replaced, so the next render works.
func TestRenderTimeout(t *testing.T) {
	t.Parallel()
	p := newPool(t, Options{Tabs: 1, RenderTimeout: time.Second})

	_, err := p.PDF(context.Background(), heavyHTML(20000), "letter")
	require.ErrorIs(t, err, ErrTimeout)

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pdf, err := p.PDF(ctx, []byte("<!DOCTYPE html><html><head></head><body>still fine</body></html>"), "letter")
	require.NoError(t, err)
	require.Contains(t, pdftotext(t, pdf), "still fine")
}

// TestCallerCancel: a caller that gives up gets its context error, and the
// tab stays usable.
func TestCallerCancel(t *testing.T) {
	t.Parallel()
	p := newPool(t, Options{Tabs: 1})

	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	_, err := p.PDF(ctx, heavyHTML(20000), "letter")
	require.ErrorIs(t, err, context.Canceled)

	ctx2, cancel2 := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel2()
	pdf, err := p.PDF(ctx2, []byte("<!DOCTYPE html><html><head></head><body>next one</body></html>"), "a4")
	require.NoError(t, err)
	require.Contains(t, pdftotext(t, pdf), "next one")
}

func TestPaper(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name  string
		paper string
		ok    bool
	}{
		{name: "default", paper: "", ok: true},
		{name: "letter", paper: model.PaperLetter, ok: true},
		{name: "a4 any case", paper: "A4", ok: true},
		{name: "legal", paper: "legal"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := lookupPaper(tc.paper)
			if tc.ok {
				require.NoError(t, err)
				return
			}
			// Clients are told at the edge (resume.Document.CheckOptions); here an
			// unknown paper is a bug, not a 422.
			require.ErrorContains(t, err, `paper "legal"`)
			_, isClientError := apperr.As(err)
			require.False(t, isClientError)
		})
	}
}

func TestSplitHead(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name, html, head string
		ok               bool
	}{
		{name: "plain", html: "<html><head><title>x</title></head>\n<body class=a>hi</body></html>", head: "<html><head><title>x</title></head>\n", ok: true},
		{name: "upper case", html: "<HTML><HEAD></HEAD><BODY>hi</BODY>", head: "<HTML><HEAD></HEAD>", ok: true},
		{name: "no body", html: "<html><head></head><p>hi</p>"},
		{name: "no head end before body", html: "<html><head><!-- <body> --></head><body>x</body>"},
		{name: "bodyguard is not body", html: "<html><head></head><bodyguard></bodyguard>"},
		{name: "empty", html: ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			head, body, ok := splitHead([]byte(tc.html))
			require.Equal(t, tc.ok, ok)
			if ok {
				require.Equal(t, tc.head, string(head))
				require.Equal(t, tc.html, string(head)+string(body))
			}
		})
	}
}

func TestOptionsDefaults(t *testing.T) {
	t.Parallel()

	o, err := Options{}.withDefaults()
	require.NoError(t, err)
	require.GreaterOrEqual(t, o.Tabs, 2)
	require.Equal(t, DefaultMaxRendersPerBrowser, o.MaxRendersPerBrowser)
	require.Equal(t, DefaultRenderTimeout, o.RenderTimeout)

	_, err = Options{ChromePath: "/nonexistent/chromium"}.withDefaults()
	require.ErrorContains(t, err, "ChromePath")
	_, err = Options{Tabs: -1}.withDefaults()
	require.ErrorContains(t, err, "Tabs")
}
