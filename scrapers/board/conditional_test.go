package board

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestConditionalRequestSkipsAnUnchangedBoard: the first fetch stores the
// board's ETag and Last-Modified; the next one sends them and a 304 is
// ErrNotModified, with no retry and nothing parsed.
func TestConditionalRequestSkipsAnUnchangedBoard(t *testing.T) {
	t.Parallel()
	body := readFixture(t, "recruitee/api_offers__spring_open_questions_desc-trimmed__AJ-Protzel-apply-engine.json")
	f := newFakeBoard(t)
	const etag, lm = `W/"offers-v1"`, "Wed, 25 Nov 2026 10:00:00 GMT"
	f.mux.HandleFunc("GET /api/offers/", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("If-None-Match") == etag && r.Header.Get("If-Modified-Since") == lm {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Header().Set("ETag", etag)
		w.Header().Set("Last-Modified", lm)
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(body)
	})
	src := Source{Kind: KindRecruitee, Token: "spring", BaseURL: f.srv.URL}
	c := New(testHTTP())

	var cond Conditional
	jobs, err := c.Fetch(WithConditional(t.Context(), &cond), src)
	require.NoError(t, err)
	require.Len(t, jobs, 2)
	require.True(t, cond.Changed())
	require.Equal(t, etag, cond.NewETag)

	again := Conditional{ETag: cond.NewETag, LastModified: cond.NewLastModified}
	_, err = c.Fetch(WithConditional(t.Context(), &again), src)
	require.ErrorIs(t, err, ErrNotModified)
	require.Equal(t, 2, f.requests(), "a 304 is not retried")

	// A paged board never sends validators: its first page says nothing of the rest.
	require.False(t, OneDocument(KindWorkday))
	require.False(t, OneDocument(KindSmartRecruiters))
	require.True(t, OneDocument(KindGreenhouse))
}
