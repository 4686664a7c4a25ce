package dashboard

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/store"
)

const (
	sessionCookie = "ck_session"
	// csrfCookie carries the double-submit token of the forms shown before log-in.
	csrfCookie   = "ck_csrf"
	csrfField    = "csrf_token"
	maxFormBytes = 16 << 10
)

// session is a logged-in visitor.
type session struct {
	token   string
	csrf    string
	account *store.Account
}

// withSession runs next for a logged-in visitor and sends anyone else to the
// log-in page. On POST it first checks the form's CSRF token against the session's.
func (h *Handler) withSession(next func(*gin.Context, *session)) gin.HandlerFunc {
	return func(c *gin.Context) {
		s, err := h.loadSession(c)
		if err != nil {
			h.fail(c, err)
			return
		}
		if s == nil {
			c.Redirect(http.StatusSeeOther, "/dashboard/login")
			return
		}
		if c.Request.Method == http.MethodPost && !h.formTokenValid(c, s.csrf) {
			h.forbidden(c, s)
			return
		}
		next(c, s)
	}
}

func (h *Handler) loadSession(c *gin.Context) (*session, error) {
	ck, err := c.Request.Cookie(sessionCookie)
	if err != nil || ck.Value == "" {
		return nil, nil
	}
	sess, acct, err := h.d.Store.SessionGet(c.Request.Context(), ck.Value)
	if errors.Is(err, store.ErrNotFound) {
		h.setCookie(c, sessionCookie, "", -1)
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &session{token: ck.Value, csrf: sess.CSRFToken, account: acct}, nil
}

// startSession logs account in: a fresh session and cookie, the old one ended.
func (h *Handler) startSession(c *gin.Context, acct *store.Account) error {
	ctx := c.Request.Context()
	if old, err := c.Request.Cookie(sessionCookie); err == nil && old.Value != "" {
		_ = h.d.Store.SessionDelete(ctx, old.Value)
	}
	// Expired sessions are swept here, at log-in, rather than by a background job.
	if _, err := h.d.Store.SessionDeleteExpired(ctx); err != nil {
		return err
	}
	token, sess, err := h.d.Store.SessionCreate(ctx, acct.ID, h.d.Config.SessionTTL)
	if err != nil {
		return err
	}
	h.setCookie(c, sessionCookie, token, int(time.Until(sess.ExpiresAt).Seconds()))
	return nil
}

// formTokenValid parses the (small) form and compares its CSRF field with want
// in constant time.
func (h *Handler) formTokenValid(c *gin.Context, want string) bool {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxFormBytes)
	if err := c.Request.ParseForm(); err != nil {
		return false
	}
	got := c.Request.PostForm.Get(csrfField)
	return want != "" && subtle.ConstantTimeCompare([]byte(got), []byte(want)) == 1
}

// anonymousToken returns the double-submit CSRF token for the log-in and sign-up
// forms, setting its cookie on first visit.
func (h *Handler) anonymousToken(c *gin.Context) string {
	if ck, err := c.Request.Cookie(csrfCookie); err == nil && len(ck.Value) >= 32 {
		return ck.Value
	}
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	token := base64.RawURLEncoding.EncodeToString(b)
	h.setCookie(c, csrfCookie, token, 0)
	return token
}

// anonymousFormValid checks a pre-log-in form against its cookie.
func (h *Handler) anonymousFormValid(c *gin.Context) bool {
	ck, err := c.Request.Cookie(csrfCookie)
	if err != nil || len(ck.Value) < 32 {
		return false
	}
	return h.formTokenValid(c, ck.Value)
}

func (h *Handler) setCookie(c *gin.Context, name, value string, maxAge int) {
	http.SetCookie(c.Writer, &http.Cookie{Name: name, Value: value, Path: "/dashboard", MaxAge: maxAge,
		HttpOnly: true, Secure: h.secure || c.Request.TLS != nil, SameSite: http.SameSiteLaxMode})
}

func (h *Handler) forbidden(c *gin.Context, s *session) {
	v := view{Title: "Form not accepted", Error: "This form could not be verified: its security token is missing or out of date. " +
		"Go back, reload the page and submit it again."}
	if s != nil {
		v.Account, v.CSRF = s.account, s.csrf
	}
	h.render(c, http.StatusForbidden, "error", v)
	c.Abort()
}
