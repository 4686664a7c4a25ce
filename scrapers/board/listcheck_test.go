package board

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// fetchChecked fetches src from f under a list check whose last hash is hash.
func fetchChecked(t *testing.T, f *fakeBoard, src Source, hash string) (*ListCheck, int, error) {
	t.Helper()
	src.BaseURL = f.srv.URL
	lc := &ListCheck{Hash: hash}
	jobs, err := New(testHTTP(), WithPageSize(3)).Fetch(WithListCheck(t.Context(), lc), src)
	return lc, len(jobs), err
}

// A Workday board whose list is the last full run's is not read further: no
// detail is requested. "Posted 3 Days Ago" read a day later is no change; a
// new title, a posting gone or a place changed is.
func TestWorkdayListCheckSkipsDetails(t *testing.T) {
	t.Parallel()
	list := readFixture(t, "workday/cxs_jobs_list__workday-wd5-Workday_trimmed4__candidatezero.json")
	detail := readFixture(t, "workday/cxs_job_detail__workday-wd5-Workday_desc-trimmed__candidatezero.json")
	const detailPath = "/wday/cxs/workday/Workday/job/USAVAReston/Sr-Site-Reliability-Engineer--US-Federal-_JR-0105486"
	current := list
	f := newFakeBoard(t)
	f.mux.HandleFunc("POST /wday/cxs/workday/Workday/jobs", func(w http.ResponseWriter, r *http.Request) {
		serveWorkdayPages(t, current)(w, r)
	})
	f.mux.Handle("GET "+detailPath, serveJSON(detail, nil))
	src := Source{Kind: KindWorkday, Token: "workday.wd5/Workday"}

	first, n, err := fetchChecked(t, f, src, "")
	require.NoError(t, err)
	require.Equal(t, 4, n)
	require.True(t, strings.HasPrefix(first.NewHash, "sha256:"), first.NewHash)
	require.Equal(t, 1, f.hitCount(detailPath))

	current = bytes.ReplaceAll(list, []byte("Posted 2 Days Ago"), []byte("Posted 3 Days Ago"))
	again, _, err := fetchChecked(t, f, src, first.NewHash)
	require.ErrorIs(t, err, ErrNotModified)
	require.Equal(t, first.NewHash, again.NewHash, "a relative date is not part of the fingerprint")
	require.Equal(t, 1, f.hitCount(detailPath), "no detail read for an unchanged list")

	for name, changed := range map[string][]byte{
		"title":  bytes.Replace(list, []byte(`"title": "Sr. Site Reliability Engineer`), []byte(`"title": "Staff Site Reliability Engineer`), 1),
		"places": bytes.Replace(list, []byte(`"locationsText": "USA.VA.Reston"`), []byte(`"locationsText": "2 Locations"`), 1),
	} {
		require.NotEqual(t, list, changed, name)
		current = changed
		lc, n, err := fetchChecked(t, f, src, first.NewHash)
		require.NoError(t, err, name)
		require.Equal(t, 4, n, name)
		require.NotEqual(t, first.NewHash, lc.NewHash, name)
	}
	// No hash given (the last full read is old): read in full whatever the list.
	current = list
	before := f.hitCount(detailPath)
	lc, _, err := fetchChecked(t, f, src, "")
	require.NoError(t, err)
	require.Equal(t, first.NewHash, lc.NewHash, "the same list has the same fingerprint")
	require.Equal(t, before+1, f.hitCount(detailPath))
}

func TestBambooHRListCheck(t *testing.T) {
	t.Parallel()
	list := readFixture(t, "bamboohr/careers_list__fort-lauderdale-firm_2of3__omoji-careerkit.json")
	detail := readFixture(t, "bamboohr/careers_detail_86__written-from-documented-shape.json")
	f := newFakeBoard(t)
	f.mux.Handle("GET /careers/list", serveJSON(list, nil))
	f.mux.Handle("GET /careers/86/detail", serveJSON(detail, nil))
	src := Source{Kind: KindBambooHR, Token: "fortlauderdalefirm"}
	first, _, err := fetchChecked(t, f, src, "")
	require.NoError(t, err)
	_, _, err = fetchChecked(t, f, src, first.NewHash)
	require.ErrorIs(t, err, ErrNotModified)
	require.Equal(t, 1, f.hitCount("/careers/86/detail"))
}

// Without a list check, or for a board without details, nothing changes.
func TestListCheckOnlyWhereDetailsAre(t *testing.T) {
	t.Parallel()
	require.True(t, HasDetails(KindWorkday))
	require.True(t, HasDetails(KindBambooHR))
	require.True(t, HasDetails(KindSmartRecruiters))
	require.False(t, HasDetails(KindGreenhouse), "one document: conditional requests cover it")
	require.NoError(t, listUnchanged(context.Background(), []string{"a"}))
}
