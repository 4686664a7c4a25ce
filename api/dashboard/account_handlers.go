package dashboard

import (
	"context"
	"errors"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/ratelimit"
	"github.com/careerkit/careerkit/shared/store"
)

// Log-in failures are throttled per client address and email (guessing one
// account's password) and per client address (spraying one password over many
// accounts). Only failures count: a successful log-in gives its attempt back.
// Nothing is keyed on the email alone, so a stranger's failures never lock the
// owner out when the owner logs in from another address.
var (
	loginFailuresPerAddressAndEmail = []ratelimit.Window{{Requests: 5, Period: 15 * time.Minute}, {Requests: 20, Period: 24 * time.Hour}}
	loginFailuresPerAddress         = []ratelimit.Window{{Requests: 30, Period: 15 * time.Minute}, {Requests: 200, Period: 24 * time.Hour}}
	// signupsPerAddress bounds accounts created from one client address.
	signupsPerAddress = []ratelimit.Window{{Requests: 5, Period: time.Hour}, {Requests: 20, Period: 24 * time.Hour}}
)

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
	again := func(status int, msg string) {
		h.render(c, status, "signup", view{Title: "Sign up", CSRF: h.anonymousToken(c), Error: msg, Data: form})
	}
	if msg := checkEmail(form.Email); msg != "" {
		again(http.StatusUnprocessableEntity, msg)
		return
	}
	if msg := checkPassword(pw); msg != "" {
		again(http.StatusUnprocessableEntity, msg)
		return
	}
	ctx := c.Request.Context()
	// A new address and a taken one must not be told apart by the time the
	// answer takes: both hash the password and send one email, but creating
	// the account commits and refusing it does not. Every answer from here
	// on waits until the same moment after the request began.
	floor := time.Now().Add(h.signupFloor)
	again = func(status int, msg string) {
		waitUntil(ctx, floor)
		h.render(c, status, "signup", view{Title: "Sign up", CSRF: h.anonymousToken(c), Error: msg, Data: form})
	}
	res, err := h.d.Limiter.Allow(ctx, "signup:"+c.ClientIP(), signupsPerAddress)
	if err != nil {
		h.fail(c, err)
		return
	}
	if !res.Allowed {
		retryAfterHeader(c, res.RetryAfter)
		again(http.StatusTooManyRequests, "Too many sign-ups from this network. Wait "+waitText(res.RetryAfter)+" and try again.")
		return
	}
	params := store.AccountCreateParams{Email: form.Email, Plan: store.PlanFree, Unconfirmed: true}
	if form.Referral != "" {
		// An unknown code never blocks a sign-up; the account is just not attributed.
		if ref, err := h.d.Store.AccountGetByReferralCode(ctx, form.Referral); err == nil {
			params.ReferredBy = &ref.ID
		}
	}
	// Hashed whether or not the address is taken, so the answer's timing does
	// not tell either.
	hash, err := h.pw.hash(pw)
	if err != nil {
		h.fail(c, err)
		return
	}
	params.PasswordHash = &hash
	acct, err := h.d.Store.AccountCreate(ctx, params)
	switch {
	case errors.Is(err, store.ErrConflict):
		// The same answer as a new sign-up: the page must not say which
		// addresses have accounts. The owner is told by email instead.
		h.mail(c, form.Email, "Sign-up attempt on Careerkit",
			"Someone (perhaps you) tried to create a Careerkit account with this address, which already has one.\n"+
				"To sign in, open "+h.d.Config.PublicBaseURL+"/dashboard/login\nIf it was not you, you can ignore this message.")
	case err != nil:
		h.fail(c, err)
		return
	default:
		h.sendConfirmation(c, acct)
		h.log.InfoContext(ctx, "dashboard sign-up", slog.String("account_id", acct.ID), slog.Bool("referred", params.ReferredBy != nil))
	}
	waitUntil(ctx, floor)
	h.render(c, http.StatusOK, "check_email", view{Title: "Check your email", Data: form})
}

// confirmationLink is the link that confirms acct's address.
func (h *Handler) confirmationLink(acct *store.Account) string {
	if acct.EmailConfirmToken == nil {
		return ""
	}
	return h.d.Config.PublicBaseURL + "/dashboard/confirm?token=" + *acct.EmailConfirmToken
}

func (h *Handler) sendConfirmation(c *gin.Context, acct *store.Account) {
	h.mail(c, acct.Email, "Confirm your Careerkit account",
		"Open this link to confirm your email address and start your 100 free calls a month:\n"+h.confirmationLink(acct)+
			"\n\nIf you did not sign up for Careerkit, ignore this message.")
}

// mail sends best effort: a mail server that is down must not turn a sign-up
// into an error page (the link can be sent again from the dashboard).
func (h *Handler) mail(c *gin.Context, to, subject, body string) {
	ctx := c.Request.Context()
	if err := h.d.Mailer.Send(ctx, to, subject, body); err != nil {
		h.log.WarnContext(ctx, "dashboard email not sent", slog.Any("error", err))
	}
}

// confirmEmail opens a confirmation link: the address is confirmed and the
// visitor is logged in.
func (h *Handler) confirmEmail(c *gin.Context) {
	token := c.Query("token")
	if len(token) < 20 || len(token) > 100 {
		h.render(c, http.StatusNotFound, "error", view{Title: "Link not valid",
			Error: "This confirmation link is incomplete or no longer valid. Log in and send a new one from the overview page."})
		return
	}
	acct, err := h.d.Store.AccountConfirmEmail(c.Request.Context(), token)
	if errors.Is(err, store.ErrNotFound) {
		h.render(c, http.StatusNotFound, "error", view{Title: "Link not valid",
			Error: "This confirmation link was already used or is no longer valid. Log in: if your address still needs confirming, send a new link from the overview page."})
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
	c.Redirect(http.StatusSeeOther, "/dashboard?notice=confirmed")
}

// resendConfirmation sends the confirmation link again, at most a few times an hour.
func (h *Handler) resendConfirmation(c *gin.Context, s *session) {
	if s.account.Confirmed() {
		c.Redirect(http.StatusSeeOther, "/dashboard")
		return
	}
	res, err := h.d.Limiter.Allow(c.Request.Context(), "confirm-resend:"+s.account.ID, []ratelimit.Window{{Requests: 3, Period: time.Hour}})
	if err != nil {
		h.fail(c, err)
		return
	}
	if !res.Allowed {
		h.homeWithError(c, s, "A link was sent a few times already. Check your spam folder, or wait "+waitText(res.RetryAfter)+".")
		return
	}
	h.sendConfirmation(c, s.account)
	c.Redirect(http.StatusSeeOther, "/dashboard?notice=resent")
}

// retryAfterHeader tells clients when a throttled form may be sent again:
// whole seconds, rounded up.
func retryAfterHeader(c *gin.Context, d time.Duration) {
	c.Header("Retry-After", strconv.Itoa(max(1, int(math.Ceil(d.Seconds())))))
}

// waitUntil sleeps until t, or until ctx ends.
func waitUntil(ctx context.Context, t time.Time) {
	timer := time.NewTimer(time.Until(t))
	defer timer.Stop()
	select {
	case <-timer.C:
	case <-ctx.Done():
	}
}

// waitText renders a retry delay for people: "3 minutes", "1 hour".
func waitText(d time.Duration) string {
	if d < time.Minute {
		return "a minute"
	}
	if d < time.Hour {
		return d.Round(time.Minute).String()
	}
	return d.Round(time.Hour).String()
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
	addr := c.ClientIP()
	subjects := []throttle{
		{"login:addr-email:" + addr + "|" + strings.ToLower(form.Email), loginFailuresPerAddressAndEmail},
		{"login:addr:" + addr, loginFailuresPerAddress},
	}
	for i, sub := range subjects {
		res, err := h.d.Limiter.Allow(ctx, sub.key, sub.windows)
		if err != nil {
			h.refundLogin(c, subjects[:i])
			retryAfterHeader(c, 5*time.Second)
			again(http.StatusServiceUnavailable, "Logging in is unavailable for a moment. Try again in a few seconds.")
			return
		}
		if !res.Allowed {
			h.refundLogin(c, subjects[:i])
			retryAfterHeader(c, res.RetryAfter)
			again(http.StatusTooManyRequests, "Too many failed attempts from this network. Wait "+waitText(res.RetryAfter)+" and try again.")
			return
		}
	}
	acct, err := h.d.Store.AccountGetByEmail(ctx, form.Email)
	var hash *string
	switch {
	case err == nil:
		hash = acct.PasswordHash
	case !errors.Is(err, store.ErrNotFound):
		h.refundLogin(c, subjects)
		h.fail(c, err)
		return
	}
	if !h.pw.matches(hash, pw) {
		again(http.StatusUnauthorized, "That email address and password do not match an account.")
		return
	}
	h.refundLogin(c, subjects) // only failures count
	if err := h.startSession(c, acct); err != nil {
		h.fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, "/dashboard")
}

// throttle is one rate-limit subject and its windows.
type throttle struct {
	key     string
	windows []ratelimit.Window
}

// refundLogin gives back the attempts an unfinished or successful log-in took.
func (h *Handler) refundLogin(c *gin.Context, subjects []throttle) {
	for _, sub := range subjects {
		if err := h.d.Limiter.Refund(context.WithoutCancel(c.Request.Context()), sub.key, sub.windows); err != nil {
			h.log.WarnContext(c.Request.Context(), "log-in attempt not refunded", slog.Any("error", err))
		}
	}
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
