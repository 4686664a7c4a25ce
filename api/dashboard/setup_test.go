package dashboard

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/bcrypt"

	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/ratelimit"
	"github.com/careerkit/careerkit/shared/servicetest"
	"github.com/careerkit/careerkit/shared/store"
)

// testBundle is the dashboard alone on real Postgres and Redis, served over
// HTTP, with a browser-like client that keeps cookies and never follows redirects.
type testBundle struct {
	store  *store.Store
	server *httptest.Server
	client *http.Client
	ctx    context.Context
	mail   *mailbox
}

// mailbox keeps the emails the dashboard sends.
type mailbox struct {
	mu   sync.Mutex
	sent []sentMail
}

type sentMail struct{ to, subject, body string }

func (m *mailbox) Send(_ context.Context, to, subject, body string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.sent = append(m.sent, sentMail{to, subject, body})
	return nil
}

func (m *mailbox) to(addr string) []sentMail {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []sentMail
	for _, s := range m.sent {
		if s.to == addr {
			out = append(out, s)
		}
	}
	return out
}

// NewTestDeps returns a store on a fresh database, the configuration with a
// namespace of its own, and a Redis client of the machine's Redis (TEST_REDIS_URL),
// for this package's tests and its end-to-end tests (package dashboard_test).
func NewTestDeps(t testing.TB) (*store.Store, *config.Config, *redis.Client) {
	t.Helper()
	st := store.New(dbtest.NewPool(t))
	cfg, err := config.Load()
	require.NoError(t, err)
	cfg.Namespace = servicetest.Namespace()
	opt, err := redis.ParseURL(servicetest.RedisURL())
	require.NoError(t, err)
	rdb := redis.NewClient(opt)
	t.Cleanup(func() { _ = rdb.Close() })
	return st, cfg, rdb
}

func setup(t *testing.T) *testBundle {
	t.Helper()
	gin.SetMode(gin.ReleaseMode)
	st, cfg, rdb := NewTestDeps(t)
	box := &mailbox{}
	h := New(Deps{Config: cfg, Store: st, Quota: ratelimit.NewQuota(rdb, cfg.Namespace, 100, st.UsageFreeRequestIDs),
		Limiter: ratelimit.New(rdb, cfg.Namespace), Prices: cfg.Prices(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Mailer: box})
	require.NoError(t, h.pageErr)
	h.pw = newPasswords(bcrypt.MinCost) // bcrypt at full cost takes seconds under -race
	// The floor must exceed a sign-up's work under -race on a loaded machine
	// (a new address took 177 ms at load 7), or the timing test measures the
	// machine: the production floor.
	h.signupFloor = 400 * time.Millisecond
	r := gin.New()
	// The tests play clients at several addresses through the loopback proxy.
	require.NoError(t, r.SetTrustedProxies([]string{"127.0.0.1"}))
	h.Mount(r.Group("/dashboard"))
	srv := httptest.NewServer(r)
	t.Cleanup(srv.Close)
	return &testBundle{store: st, server: srv, client: newClient(), ctx: context.Background(), mail: box}
}

func newClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

type page struct {
	status   int
	location string
	body     string
	header   http.Header
}

func (b *testBundle) get(t *testing.T, c *http.Client, path string) page {
	t.Helper()
	resp, err := c.Get(b.server.URL + path)
	require.NoError(t, err)
	return readPage(t, resp)
}

func (b *testBundle) post(t *testing.T, c *http.Client, path string, form url.Values) page {
	t.Helper()
	return b.postFrom(t, c, "", path, form)
}

// postFrom posts a form as a client at addr (X-Forwarded-For through the
// trusted loopback proxy); an empty addr is the loopback itself.
func (b *testBundle) postFrom(t *testing.T, c *http.Client, addr, path string, form url.Values) page {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, b.server.URL+path, strings.NewReader(form.Encode()))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if addr != "" {
		req.Header.Set("X-Forwarded-For", addr)
	}
	resp, err := c.Do(req)
	require.NoError(t, err)
	return readPage(t, resp)
}

func readPage(t *testing.T, resp *http.Response) page {
	t.Helper()
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return page{status: resp.StatusCode, location: resp.Header.Get("Location"), body: string(body), header: resp.Header}
}

// csrfOf extracts the first CSRF token of a page's forms.
func csrfOf(t *testing.T, body string) string {
	t.Helper()
	const marker = `name="csrf_token" value="`
	i := strings.Index(body, marker)
	require.NotEqual(t, -1, i, "no CSRF field in page")
	rest := body[i+len(marker):]
	return rest[:strings.IndexByte(rest, '"')]
}

// signup creates an account through the form and returns the client logged in.
func (b *testBundle) signup(t *testing.T, email, ref string) *http.Client {
	t.Helper()
	c := newClient()
	p := b.get(t, c, "/dashboard/signup?ref="+ref)
	require.Equal(t, http.StatusOK, p.status)
	p = b.postFrom(t, c, fmt.Sprintf("198.51.100.%d", signupAddr.Add(1)%250), "/dashboard/signup", url.Values{"csrf_token": {csrfOf(t, p.body)}, "email": {email},
		"password": {"correct horse battery"}, "ref": {ref}})
	require.Equal(t, http.StatusOK, p.status, p.body)
	require.Contains(t, p.body, `id="check-email"`)
	mails := b.mail.to(email)
	require.NotEmpty(t, mails)
	link := mails[len(mails)-1].body
	link = link[strings.Index(link, "/dashboard/confirm?token="):]
	link = link[:strings.IndexByte(link, '\n')]
	p = b.get(t, c, link)
	require.Equal(t, http.StatusSeeOther, p.status, p.body)
	require.Equal(t, "/dashboard?notice=confirmed", p.location)
	return c
}

// signupAddr spreads the tests' sign-ups over addresses, as real visitors are.
var signupAddr atomic.Int64
