package dashboard

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/metering"
	"github.com/careerkit/careerkit/shared/ratelimit"
	"github.com/careerkit/careerkit/shared/store"
)

//go:embed templates/*.html
var templateFiles embed.FS

//go:embed static
var staticFiles embed.FS

// Deps are the dashboard's collaborators.
type Deps struct {
	Config *config.Config
	Store  *store.Store
	// Quota is the free allowance the API enforces; the dashboard shows what is left.
	Quota *ratelimit.Quota
	// Limiter throttles log-in failures (per client address and per address and
	// email) and sign-ups (per client address).
	Limiter *ratelimit.Limiter
	// Mailer sends confirmation links; nil logs them.
	Mailer Mailer
	Prices metering.Prices
	Logger *slog.Logger
}

// Handler serves the dashboard pages.
type Handler struct {
	d       Deps
	log     *slog.Logger
	pages   map[string]*template.Template
	pageErr error
	secure  bool
	pw      *passwords
	// signupFloor is how long every sign-up answer takes at least, longer
	// than the work of either outcome (a bcrypt hash, a commit, an email).
	signupFloor time.Duration
}

// New parses the embedded templates. A template that fails to parse is a build
// defect that the package's tests catch; here it makes every page answer 500.
func New(d Deps) *Handler {
	if d.Logger == nil {
		d.Logger = slog.Default()
	}
	h := &Handler{d: d, log: d.Logger, secure: strings.HasPrefix(d.Config.PublicBaseURL, "https://"),
		pw: newPasswords(bcrypt.DefaultCost), signupFloor: 400 * time.Millisecond}
	h.pages, h.pageErr = parsePages()
	if d.Mailer == nil {
		h.d.Mailer = logMailer{log: d.Logger}
	}
	return h
}

// Mount registers the dashboard's routes on r, which should be the /dashboard group.
func (h *Handler) Mount(r gin.IRouter) {
	r.Use(securityHeaders, h.checkForm)
	r.GET("/static/:file", h.static)
	r.GET("/confirm", h.confirmEmail)
	r.POST("/confirm/resend", h.withSession(h.resendConfirmation))
	r.GET("", h.withSession(h.home))
	r.GET("/", h.withSession(h.home))
	r.GET("/signup", h.signupPage)
	r.POST("/signup", h.signup)
	r.GET("/login", h.loginPage)
	r.POST("/login", h.login)
	r.POST("/logout", h.withSession(h.logout))
	r.POST("/keys", h.withSession(h.createKey))
	r.POST("/keys/:id/revoke", h.withSession(h.revokeKey))
	r.POST("/plan", h.withSession(h.changePlan))
	r.GET("/usage", h.withSession(h.usagePage))
	r.GET("/referrals", h.withSession(h.referralsPage))
	r.GET("/webhooks", h.withSession(h.webhooksPage))
	r.POST("/webhooks", h.withSession(h.createWebhook))
	r.POST("/webhooks/:id/delete", h.withSession(h.deleteWebhook))
}

func parsePages() (map[string]*template.Template, error) {
	names, err := fs.Glob(templateFiles, "templates/*.html")
	if err != nil {
		return nil, fmt.Errorf("dashboard: list templates: %w", err)
	}
	pages := map[string]*template.Template{}
	for _, n := range names {
		base := path.Base(n)
		if base == "layout.html" {
			continue
		}
		t, err := template.New(base).Funcs(funcs).ParseFS(templateFiles, "templates/layout.html", n)
		if err != nil {
			return nil, fmt.Errorf("dashboard: parse %s: %w", base, err)
		}
		pages[strings.TrimSuffix(base, ".html")] = t
	}
	return pages, nil
}

var funcs = template.FuncMap{
	"usd":   metering.FormatUSD,
	"month": func(t interface{ Format(string) string }) string { return t.Format("January 2006") },
}

// view is what every page template receives.
type view struct {
	Title   string
	Account *store.Account
	CSRF    string
	Notice  string
	Error   string
	Data    any
}

// render writes a page in full or, if it fails, a plain 500: never half a page.
func (h *Handler) render(c *gin.Context, status int, page string, v view) {
	if h.pageErr != nil {
		h.fail(c, h.pageErr)
		return
	}
	t, ok := h.pages[page]
	if !ok {
		h.fail(c, fmt.Errorf("dashboard: no page %q", page))
		return
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "layout", v); err != nil {
		h.fail(c, fmt.Errorf("dashboard: render %s: %w", page, err))
		return
	}
	c.Data(status, "text/html; charset=utf-8", buf.Bytes())
}

func (h *Handler) fail(c *gin.Context, err error) {
	ctx := c.Request.Context()
	if out := apperr.Outage(err); out != nil {
		h.log.WarnContext(ctx, "dashboard dependency unavailable", slog.String("path", c.FullPath()), slog.Any("error", err))
		c.Header("Retry-After", strconv.Itoa(out.RetryAfterSeconds))
		c.Data(http.StatusServiceUnavailable, "text/plain; charset=utf-8",
			[]byte("Careerkit is briefly unavailable (a service it depends on is restarting). Nothing was changed; reload the page in a few seconds.\n"))
		c.Abort()
		return
	}
	h.log.ErrorContext(ctx, "dashboard failed", slog.String("path", c.FullPath()), slog.Any("error", err))
	c.Data(http.StatusInternalServerError, "text/plain; charset=utf-8",
		[]byte("Something went wrong on our side. Reload the page in a moment; if it keeps failing, contact support.\n"))
	c.Abort()
}

// securityHeaders keeps the pages out of frames and caches and allows only the
// dashboard's own stylesheet and script.
func securityHeaders(c *gin.Context) {
	h := c.Writer.Header()
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; "+
		"form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "same-origin")
	h.Set("Cache-Control", "no-store")
	c.Next()
}

func (h *Handler) static(c *gin.Context) {
	name := c.Param("file")
	b, err := staticFiles.ReadFile("static/" + path.Base(name))
	if err != nil {
		c.Data(http.StatusNotFound, "text/plain; charset=utf-8", []byte("not found\n"))
		return
	}
	ctype := "text/css; charset=utf-8"
	if strings.HasSuffix(name, ".js") {
		ctype = "text/javascript; charset=utf-8"
	}
	c.Header("Cache-Control", "public, max-age=3600")
	c.Data(http.StatusOK, ctype, b)
}
