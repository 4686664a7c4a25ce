package dashboard

import (
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/ratelimit"
	"github.com/careerkit/careerkit/shared/store"
)

// loginAttempts bounds password guesses per email address.
var loginAttempts = []ratelimit.Window{{Requests: 10, Period: 15 * time.Minute}}

type authForm struct {
	Email    string
	Referral string
}

func (h *Handler) signupPage(c *gin.Context) {
	h.render(c, http.StatusOK, "signup", view{Title: "Sign up", CSRF: h.anonymousToken(c),
		Data: authForm{Referral: strings.TrimSpace(c.Query("ref"))}})
}

func (h *Handler) signup(c *gin.Context) {
	if !h.anonymousFormValid(c) {
		h.forbidden(c, nil)
		return
	}
	form := authForm{Email: strings.TrimSpace(c.Request.PostForm.Get("email")), Referral: strings.TrimSpace(c.Request.PostForm.Get("ref"))}
	pw := c.Request.PostForm.Get("password")
	again := func(msg string) {
		h.render(c, http.StatusUnprocessableEntity, "signup", view{Title: "Sign up", CSRF: h.anonymousToken(c), Error: msg, Data: form})
	}
	if msg := checkEmail(form.Email); msg != "" {
		again(msg)
		return
	}
	if msg := checkPassword(pw); msg != "" {
		again(msg)
		return
	}
	ctx := c.Request.Context()
	params := store.AccountCreateParams{Email: form.Email, Plan: store.PlanFree}
	if form.Referral != "" {
		// An unknown code never blocks a sign-up; the account is just not attributed.
		if ref, err := h.d.Store.AccountGetByReferralCode(ctx, form.Referral); err == nil {
			params.ReferredBy = &ref.ID
		}
	}
	hash, err := h.pw.hash(pw)
	if err != nil {
		h.fail(c, err)
		return
	}
	params.PasswordHash = &hash
	acct, err := h.d.Store.AccountCreate(ctx, params)
	if errors.Is(err, store.ErrConflict) {
		again("An account with this email address already exists: log in instead.")
		return
	}
	if err != nil {
		h.fail(c, err)
		return
	}
	if err := h.startSession(c, acct); err != nil {
		h.fail(c, err)
		return
	}
	h.log.InfoContext(ctx, "dashboard sign-up", slog.String("account_id", acct.ID), slog.Bool("referred", params.ReferredBy != nil))
	c.Redirect(http.StatusSeeOther, "/dashboard?notice=welcome")
}

func (h *Handler) loginPage(c *gin.Context) {
	h.render(c, http.StatusOK, "login", view{Title: "Log in", CSRF: h.anonymousToken(c), Data: authForm{}})
}

func (h *Handler) login(c *gin.Context) {
	if !h.anonymousFormValid(c) {
		h.forbidden(c, nil)
		return
	}
	form := authForm{Email: strings.TrimSpace(c.Request.PostForm.Get("email"))}
	pw := c.Request.PostForm.Get("password")
	again := func(status int, msg string) {
		h.render(c, status, "login", view{Title: "Log in", CSRF: h.anonymousToken(c), Error: msg, Data: form})
	}
	ctx := c.Request.Context()
	res, err := h.d.Limiter.Allow(ctx, "login:"+strings.ToLower(form.Email), loginAttempts)
	if err != nil {
		again(http.StatusServiceUnavailable, "Logging in is unavailable for a moment. Try again in a few seconds.")
		return
	}
	if !res.Allowed {
		again(http.StatusTooManyRequests, "Too many attempts for this email address. Wait "+
			res.RetryAfter.Round(time.Minute).String()+" and try again.")
		return
	}
	acct, err := h.d.Store.AccountGetByEmail(ctx, form.Email)
	var hash *string
	switch {
	case err == nil:
		hash = acct.PasswordHash
	case !errors.Is(err, store.ErrNotFound):
		h.fail(c, err)
		return
	}
	if !h.pw.matches(hash, pw) {
		again(http.StatusUnauthorized, "That email address and password do not match an account.")
		return
	}
	if err := h.startSession(c, acct); err != nil {
		h.fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, "/dashboard")
}

func (h *Handler) logout(c *gin.Context, s *session) {
	if err := h.d.Store.SessionDelete(c.Request.Context(), s.token); err != nil {
		h.fail(c, err)
		return
	}
	h.setCookie(c, sessionCookie, "", -1)
	c.Redirect(http.StatusSeeOther, "/dashboard/login")
}

// changePlan moves the account to the paid plan: billed per call from now on,
// with no monthly allowance and no contract.
func (h *Handler) changePlan(c *gin.Context, s *session) {
	if c.Request.PostForm.Get("plan") != store.PlanPaid {
		h.render(c, http.StatusUnprocessableEntity, "error", view{Title: "Plan", Account: s.account, CSRF: s.csrf,
			Error: "Choose the paid plan with the Upgrade button on the overview page."})
		return
	}
	if err := h.d.Store.AccountSetPlan(c.Request.Context(), s.account.ID, store.PlanPaid); err != nil {
		h.fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, "/dashboard?notice=upgraded")
}
