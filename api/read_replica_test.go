package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/jobsearch"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/store"
)

// replicaBundle is an API wired as main wires it with DATABASE_READ_URL set:
// a private primary and a streaming replica made from it by pg_basebackup -R.
type replicaBundle struct {
	*testBundle
	primary, replica *dbtest.Cluster
}

func setupReplica(t *testing.T) *replicaBundle {
	t.Helper()
	primary := dbtest.StartCluster(t)
	replica := primary.StartReplica(t)
	b := setup(t, setupOpts{noWorker: true, dbURL: primary.URL, configure: func(c *config.Config) {
		c.DatabaseReadURL = replica.URL
		// No worker runs: an application stays queued and is answered 202 soon.
		c.ApplyDeadline = time.Second
	}})
	search, closeSearch, err := OpenSearchStore(context.Background(), b.cfg, b.store)
	require.NoError(t, err)
	t.Cleanup(closeSearch)
	require.NotSame(t, b.store, search, "DATABASE_READ_URL opens a second pool")
	deps := b.env.serviceDeps(t)
	deps.SearchStore = search
	svc, closeSvc, err := NewServices(deps)
	require.NoError(t, err)
	t.Cleanup(closeSvc)
	b.srv.svc = svc
	return &replicaBundle{testBundle: b, primary: primary, replica: replica}
}

// scraper runs fn on a store of its own on the primary, closed after, as the
// scraper process writes the index. Its own connections also keep the
// primary's statistics exact: a backend that ends flushes its counters, one
// idling in a shared pool may hold them back until its next query.
func (b *replicaBundle) scraper(t *testing.T, fn func(st *store.Store) error) {
	t.Helper()
	pool, err := db.Open(context.Background(), b.primary.URL)
	require.NoError(t, err)
	defer pool.Close()
	require.NoError(t, fn(store.New(pool)))
}

// post writes postings through the scrapers' write path, on the primary.
func (b *replicaBundle) post(t *testing.T, jobs ...model.Job) {
	t.Helper()
	b.scraper(t, func(st *store.Store) error {
		_, err := st.JobImport(context.Background(), jobs, time.Now())
		return err
	})
}

func cartographer(id, company, title string) model.Job {
	return model.Job{ID: "lever-" + id, Board: "lever", BoardJobID: id, SourceKey: "lever:" + strings.ToLower(company),
		Title: title, Company: company, Location: "Remote", JobType: model.JobTypeFullTime,
		DescriptionText: "Field surveys, GIS and map production.", ApplyURL: "https://jobs.lever.co/" + strings.ToLower(company) + "/" + id,
		PostedAt: time.Now().Add(-time.Hour), DedupeKey: company + "|" + id}
}

// search calls search-jobs and returns the job_ids found.
func (b *replicaBundle) search(t *testing.T, query string) (response, []string) {
	t.Helper()
	r := b.do(t, http.MethodGet, "/v1/search-jobs?"+url.Values{"query": {query}, "location": {"anywhere"}}.Encode(), nil)
	if r.Status != http.StatusOK {
		return r, nil
	}
	var body struct {
		Jobs []struct {
			JobID string `json:"job_id"`
		} `json:"jobs"`
	}
	require.NoError(t, json.Unmarshal(r.Body, &body), string(r.Body))
	ids := []string{}
	for _, j := range body.Jobs {
		ids = append(ids, j.JobID)
	}
	return r, ids
}

// jobScans is how many sequential and index scans the server has run on jobs.
func jobScans(t *testing.T, c *dbtest.Cluster) int64 {
	t.Helper()
	var n int64
	queryOn(t, c, "SELECT coalesce(seq_scan, 0) + coalesce(idx_scan, 0) FROM pg_stat_user_tables WHERE relname = 'jobs'", &n)
	return n
}

func queryOn(t *testing.T, c *dbtest.Cluster, sql string, dest any, args ...any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, c.URL)
	require.NoError(t, err)
	defer conn.Close(context.Background())
	require.NoError(t, conn.QueryRow(ctx, sql, args...).Scan(dest))
}

func execOn(t *testing.T, c *dbtest.Cluster, sql string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, c.URL)
	require.NoError(t, err)
	defer conn.Close(context.Background())
	_, err = conn.Exec(ctx, sql)
	require.NoError(t, err)
}

// pauseReplay stops the replica applying the primary's WAL (it still receives
// it), so what the primary writes next exists only there.
func (b *replicaBundle) pauseReplay(t *testing.T) {
	t.Helper()
	var ignored any
	queryOn(t, b.replica, "SELECT pg_wal_replay_pause()::text", &ignored)
	require.Eventually(t, func() bool {
		var state string
		queryOn(t, b.replica, "SELECT pg_get_wal_replay_pause_state()", &state)
		return state == "paused"
	}, 10*time.Second, 20*time.Millisecond, "replay pauses")
}

// TestSearchReadsTheReplica runs search-jobs with DATABASE_READ_URL on a
// streaming replica: the postings the scrapers wrote on the primary are found
// once replayed, the reads are the replica's (its scan counters move, the
// primary's do not, and a posting the replica has not replayed is not found),
// while auto-apply's job lookup and every write stay on the primary.
func TestSearchReadsTheReplica(t *testing.T) {
	t.Parallel()
	b := setupReplica(t)
	ctx := context.Background()
	b.post(t, cartographer("7001", "Northwind", "Glacier Cartographer"), cartographer("7002", "Hooli", "Senior Glacier Cartographer"))
	committed := time.Now()
	b.replica.WaitReplayed(t, b.primary)
	t.Logf("the replica replayed the import %v after its commit", time.Since(committed).Round(time.Millisecond))

	// The primary's counters settle first (the scraper's backend flushes them
	// as it exits).
	time.Sleep(1500 * time.Millisecond)
	primaryBefore, replicaBefore := jobScans(t, b.primary), jobScans(t, b.replica)
	r, ids := b.search(t, "glacier cartographer")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.ElementsMatch(t, []string{"lever-7001", "lever-7002"}, ids, "replayed postings are found")
	require.Eventually(t, func() bool { return jobScans(t, b.replica) > replicaBefore }, 10*time.Second, 100*time.Millisecond,
		"the search scanned jobs on the replica")
	time.Sleep(1500 * time.Millisecond)
	require.Equal(t, primaryBefore, jobScans(t, b.primary), "the search never scanned jobs on the primary")
	t.Logf("jobs scans during one search: replica %d→%d, primary %d→%d",
		replicaBefore, jobScans(t, b.replica), primaryBefore, jobScans(t, b.primary))

	// With replay paused, the primary gets a new posting and closes one the
	// replica still has open.
	b.pauseReplay(t)
	b.post(t, cartographer("7003", "Initech", "Volcano Cartographer"))
	b.scraper(t, func(st *store.Store) error {
		_, err := st.JobSync(ctx, "lever:hooli", nil, time.Now().Add(time.Minute))
		return err
	})

	r, ids = b.search(t, "volcano cartographer")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.NotContains(t, ids, "lever-7003", "search reads the replica, which has not replayed the posting")
	onPrimary, err := jobsearch.New(b.store).Search(ctx, jobsearch.Query{Query: "volcano cartographer", Location: "anywhere"})
	require.NoError(t, err)
	require.NotEmpty(t, onPrimary.Jobs)
	require.Equal(t, "lever-7003", onPrimary.Jobs[0].JobID, "the posting is there on the primary")
	_, ids = b.search(t, "glacier cartographer")
	require.Contains(t, ids, "lever-7002", "the replica still has the closed posting open: replica lag")

	// auto-apply looks the job up on the primary: the closed posting is a 409
	// (the replica would say it is open) and the new one is applied to (the
	// replica would say 404), its application written on the primary.
	resumeID := strings.Repeat("ab", 32)
	require.NoError(t, b.store.ResumeInsert(ctx, &store.Resume{ID: resumeID, AccountID: b.account.ID, Filename: "Ada_Lovelace_Resume.pdf",
		SizeBytes: 1, SHA256: make([]byte, 32), Template: "classic", Paper: "letter", Analysis: json.RawMessage(`{}`),
		Input: json.RawMessage(`{}`), ExpiresAt: time.Now().Add(time.Hour)}))
	apply := func(jobID string) response {
		return b.do(t, http.MethodPost, "/v1/auto-apply", map[string]any{"job_id": jobID,
			"resume_url": b.cfg.PublicBaseURL + "/v1/resumes/" + resumeID + ".pdf", "user_email": "ada@example.com"})
	}
	r = apply("lever-7002")
	require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
	require.Equal(t, "job_closed", r.errorBody(t).Code)
	r = apply("lever-7003")
	require.Equal(t, http.StatusAccepted, r.Status, string(r.Body))
	var c confirmation
	require.NoError(t, json.Unmarshal(r.Body, &c))
	var n int
	queryOn(t, b.primary, "SELECT count(*) FROM applications WHERE id = $1", &n, c.ConfirmationID)
	require.Equal(t, 1, n, "the application is written on the primary")
	queryOn(t, b.replica, "SELECT count(*) FROM applications WHERE id = $1", &n, c.ConfirmationID)
	require.Zero(t, n, "and not yet replayed")
	var usage int
	queryOn(t, b.primary, "SELECT count(*) FROM usage_events WHERE account_id = $1", &usage, b.account.ID)
	require.Positive(t, usage, "the searches were metered on the primary")

	// Once replay resumes, search catches up.
	var ignored any
	queryOn(t, b.replica, "SELECT pg_wal_replay_resume()::text", &ignored)
	b.replica.WaitReplayed(t, b.primary)
	// (A search lists after its matches the titles with all its words but one:
	// the other cartographers.)
	_, ids = b.search(t, "volcano cartographer")
	require.Equal(t, "lever-7003", ids[0])
	_, ids = b.search(t, "glacier cartographer")
	require.Equal(t, "lever-7001", ids[0])
	require.NotContains(t, ids, "lever-7002", "the closing is replayed too")

	// A hot standby cancels a read whose snapshot would hold up replay (here at
	// once; by default after max_standby_streaming_delay): that is an outage
	// of the replica, answered 503, not a 500.
	execOn(t, b.replica, "ALTER SYSTEM SET max_standby_streaming_delay = 0")
	execOn(t, b.replica, "SELECT pg_reload_conf()")
	conn, err := pgx.Connect(ctx, b.replica.URL)
	require.NoError(t, err)
	defer conn.Close(ctx)
	tx, err := conn.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	require.NoError(t, err)
	require.NoError(t, tx.QueryRow(ctx, "SELECT count(*) FROM jobs").Scan(&n))
	b.scraper(t, func(st *store.Store) error {
		_, err := st.JobSync(ctx, "lever:northwind", nil, time.Now().Add(time.Minute))
		return err
	})
	execOn(t, b.primary, "VACUUM jobs")
	require.Eventually(t, func() bool {
		err = tx.QueryRow(ctx, "SELECT count(*) FROM jobs").Scan(&n)
		return err != nil
	}, 10*time.Second, 50*time.Millisecond, "replay cancels the standby's read")
	t.Logf("the replica cancelled the read: %v", err)
	require.ErrorContains(t, err, "conflict with recovery")
	o := apperr.Outage(err)
	require.NotNil(t, o, "%v", err)
	require.Equal(t, apperr.KindUnavailable, o.Kind)
}

// TestSearchReplicaDown stops the replica under a running API: search answers
// 503 dependency_unavailable with Retry-After (never a 500, never a silent
// move of the search load onto the primary), everything on the primary keeps
// answering, and search recovers when the replica is back, without a restart.
func TestSearchReplicaDown(t *testing.T) {
	t.Parallel()
	b := setupReplica(t)
	b.post(t, cartographer("7101", "Northwind", "Glacier Cartographer"))
	b.replica.WaitReplayed(t, b.primary)
	r, ids := b.search(t, "glacier cartographer")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, []string{"lever-7101"}, ids)
	time.Sleep(1500 * time.Millisecond) // the primary's statistics settle
	primaryBefore := jobScans(t, b.primary)

	require.NoError(t, b.replica.Stop())
	for range 3 { // the pool's idle connections are gone, and so are new ones
		r, _ = b.search(t, "glacier cartographer")
		require.Equal(t, http.StatusServiceUnavailable, r.Status, string(r.Body))
		require.Equal(t, fmt.Sprint(apperr.OutageRetrySeconds), r.Header.Get("Retry-After"))
		e := r.errorBody(t)
		require.Equal(t, "dependency_unavailable", e.Code)
		require.Contains(t, e.Message, "database")
	}
	u := b.do(t, http.MethodGet, "/v1/usage", nil)
	require.Equal(t, http.StatusOK, u.Status, "the primary still serves: %s", u.Body)
	time.Sleep(1500 * time.Millisecond)
	require.Equal(t, primaryBefore, jobScans(t, b.primary), "no fallback: the primary ran no search")

	require.NoError(t, b.replica.Start())
	require.Eventually(t, func() bool {
		r, ids := b.search(t, "glacier cartographer")
		return r.Status == http.StatusOK && len(ids) == 1
	}, 20*time.Second, 100*time.Millisecond, "search recovers without a restart")
}
