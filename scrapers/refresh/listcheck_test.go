package refresh

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/shared/store"
)

// workdayBoard serves a Workday career site written from the documented CXS
// shape: one list page of the given titles, then the empty page, and a detail
// per posting. It counts detail requests.
func workdayBoard(t *testing.T, titles *atomic.Value, details *atomic.Int32) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		list := titles.Load().([]string)
		switch {
		case r.Method == http.MethodPost && r.URL.Path == "/wday/cxs/acme/Careers/jobs":
			var b strings.Builder
			if body, _ := io.ReadAll(r.Body); !strings.Contains(string(body), `"offset":0`) {
				writeJSON(w, []byte(`{"total":0,"jobPostings":[]}`))
				return
			}
			for i, title := range list {
				if i > 0 {
					b.WriteString(",")
				}
				fmt.Fprintf(&b, `{"title":%q,"externalPath":"/job/Austin-TX/R%d","locationsText":"Austin, TX","postedOn":"Posted Yesterday","bulletFields":["R%d"]}`, title, i, i)
			}
			writeJSON(w, []byte(`{"total":`+fmt.Sprint(len(list))+`,"jobPostings":[`+b.String()+`]}`))
		case r.Method == http.MethodGet && strings.HasPrefix(r.URL.Path, "/wday/cxs/acme/Careers/job/Austin-TX/R"):
			details.Add(1)
			var i int
			fmt.Sscanf(strings.TrimPrefix(r.URL.Path, "/wday/cxs/acme/Careers/job/Austin-TX/R"), "%d", &i)
			writeJSON(w, []byte(fmt.Sprintf(`{"jobPostingInfo":{"title":%q,"jobDescription":"<p>Care for patients on a busy medical-surgical unit; Texas RN licence and BLS required.</p>",`+
				`"location":"Austin, TX","postedOn":"Posted Yesterday","timeType":"Full time","jobReqId":"R%d"},"hiringOrganization":{"name":"Acme Health"}}`, list[i], i)))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

// TestUnchangedDetailBoardSkipsDetails: a registered Workday board whose list is
// the last full read's is not read further (no detail request), its postings are
// marked seen and the run says not modified; a changed list, or a full read a
// day old, reads every detail again.
func TestUnchangedDetailBoardSkipsDetails(t *testing.T) {
	t.Parallel()
	b := setup(t)
	var titles atomic.Value
	titles.Store([]string{"Registered Nurse", "Charge Nurse"})
	var details atomic.Int32
	srv := workdayBoard(t, &titles, &details)
	src, err := board.ParseSource("workday:acme.wd5/Careers")
	require.NoError(t, err)
	src.BaseURL = srv.URL
	_, err = b.st.SourceSeed(b.ctx, []store.SourceInput{{Key: src.Key(), Kind: src.Kind, Token: src.Token}})
	require.NoError(t, err)
	clock := time.Now().UTC()
	b.runner.now = func() time.Time { return clock }

	rep, err := b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err)
	require.Equal(t, 2, rep.Added)
	require.Equal(t, int32(2), details.Load())

	clock = clock.Add(time.Hour)
	rep, err = b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err)
	require.True(t, rep.NotModified, rep.String())
	require.Equal(t, 2, rep.Unchanged)
	require.Equal(t, int32(2), details.Load(), "no detail read for an unchanged list")
	jobs, err := b.st.JobStatesBySource(b.ctx, src.Key())
	require.NoError(t, err)
	require.Len(t, jobs, 2)
	for _, j := range jobs {
		require.True(t, j.LastSeen.Equal(clock.Truncate(time.Microsecond)), "seen by the skipped run: %s", j.LastSeen)
	}

	// A posting gone from the list: read in full, and it closes.
	clock = clock.Add(time.Hour)
	titles.Store([]string{"Registered Nurse"})
	rep, err = b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err)
	require.False(t, rep.NotModified)
	require.Equal(t, 1, rep.Closed)
	require.Equal(t, int32(3), details.Load())

	// Unchanged since, but the last full read is a day old: read in full.
	clock = clock.Add(ListFullReadEvery)
	rep, err = b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err)
	require.False(t, rep.NotModified)
	require.Equal(t, int32(4), details.Load())
	clock = clock.Add(time.Hour)
	rep, err = b.runner.Run(b.ctx, src, RunOptions{})
	require.NoError(t, err)
	require.True(t, rep.NotModified, "the full read renewed the fingerprint's age")
	require.Equal(t, int32(4), details.Load())
}
