package dashboard

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/store"
)

func TestSignupLoginLogout(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.signup(t, "ada@example.com", "")
	home := b.get(t, c, "/dashboard")
	require.Equal(t, http.StatusOK, home.status)
	require.Contains(t, home.body, "ada@example.com")
	require.Contains(t, home.body, "100</strong> of 100 free calls left")
	require.Contains(t, home.header.Get("Content-Security-Policy"), "script-src 'self'")
	require.Equal(t, "no-store", home.header.Get("Cache-Control"))

	acct, err := b.store.AccountGetByEmail(b.ctx, "ada@example.com")
	require.NoError(t, err)
	require.NotNil(t, acct.PasswordHash)
	require.True(t, strings.HasPrefix(*acct.PasswordHash, "$2"), "bcrypt hash stored, never the password")

	out := b.post(t, c, "/dashboard/logout", url.Values{"csrf_token": {csrfOf(t, home.body)}})
	require.Equal(t, http.StatusSeeOther, out.status)
	require.Equal(t, "/dashboard/login", b.get(t, c, "/dashboard").location)

	fresh := newClient()
	login := b.get(t, fresh, "/dashboard/login")
	bad := b.post(t, fresh, "/dashboard/login", url.Values{"csrf_token": {csrfOf(t, login.body)},
		"email": {"ada@example.com"}, "password": {"wrong password!"}})
	require.Equal(t, http.StatusUnauthorized, bad.status)
	require.Contains(t, bad.body, "do not match")
	good := b.post(t, fresh, "/dashboard/login", url.Values{"csrf_token": {csrfOf(t, login.body)},
		"email": {"ada@example.com"}, "password": {"correct horse battery"}})
	require.Equal(t, http.StatusSeeOther, good.status, good.body)
	require.Equal(t, http.StatusOK, b.get(t, fresh, "/dashboard").status)
}

func TestSessionCookieFlags(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.signup(t, "ada@example.com", "")
	acct := mustAccount(t, b, "ada@example.com")
	require.True(t, acct.Confirmed())
	c := newClient()
	p := b.get(t, c, "/dashboard/login")
	resp, err := c.PostForm(b.server.URL+"/dashboard/login", url.Values{"csrf_token": {csrfOf(t, p.body)},
		"email": {"ada@example.com"}, "password": {"correct horse battery"}})
	require.NoError(t, err)
	resp.Body.Close()
	var session *http.Cookie
	for _, ck := range resp.Cookies() {
		if ck.Name == sessionCookie {
			session = ck
		}
	}
	require.NotNil(t, session)
	require.True(t, session.HttpOnly)
	require.Equal(t, http.SameSiteLaxMode, session.SameSite)
	require.False(t, session.Secure, "plain HTTP test server with an http PUBLIC_BASE_URL")
	require.Equal(t, "/dashboard", session.Path)
}

func TestFormsWithoutCSRFTokenAreRefused(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.signup(t, "ada@example.com", "")
	home := b.get(t, c, "/dashboard")
	token := csrfOf(t, home.body)
	cases := []struct {
		name string
		path string
		form url.Values
	}{
		{"create key without token", "/dashboard/keys", url.Values{"name": {"x"}}},
		{"create key with a wrong token", "/dashboard/keys", url.Values{"name": {"x"}, "csrf_token": {token + "x"}}},
		{"upgrade without token", "/dashboard/plan", url.Values{"plan": {"paid"}}},
		{"logout without token", "/dashboard/logout", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := b.post(t, c, tc.path, tc.form)
			require.Equal(t, http.StatusForbidden, p.status)
			require.Contains(t, p.body, "security token is missing or out of date")
		})
	}
	keys, err := b.store.APIKeyList(b.ctx, mustAccount(t, b, "ada@example.com").ID)
	require.NoError(t, err)
	require.Empty(t, keys)

	anon := newClient()
	p := b.post(t, anon, "/dashboard/signup", url.Values{"email": {"eve@example.com"}, "password": {"correct horse battery"}})
	require.Equal(t, http.StatusForbidden, p.status, "sign-up without the double-submit token")
	p = b.post(t, anon, "/dashboard/login", url.Values{"email": {"ada@example.com"}, "password": {"correct horse battery"}})
	require.Equal(t, http.StatusForbidden, p.status)
}

func TestKeysCreatedOnceAndRevoked(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.signup(t, "ada@example.com", "")
	home := b.get(t, c, "/dashboard")
	created := b.post(t, c, "/dashboard/keys", url.Values{"csrf_token": {csrfOf(t, home.body)}, "name": {"agent"}})
	require.Equal(t, http.StatusOK, created.status, created.body)
	require.Contains(t, created.body, `id="api-key">ck_`)

	acct := mustAccount(t, b, "ada@example.com")
	keys, err := b.store.APIKeyList(b.ctx, acct.ID)
	require.NoError(t, err)
	require.Len(t, keys, 1)
	require.Equal(t, "agent", keys[0].Name)

	home = b.get(t, c, "/dashboard")
	require.Contains(t, home.body, keys[0].Prefix+"…")
	require.NotContains(t, home.body, `id="api-key"`, "the secret is never shown again")

	// Another account cannot revoke it.
	eve := b.signup(t, "eve@example.com", "")
	eveHome := b.get(t, eve, "/dashboard")
	p := b.post(t, eve, "/dashboard/keys/"+keys[0].ID+"/revoke", url.Values{"csrf_token": {csrfOf(t, eveHome.body)}})
	require.Equal(t, http.StatusUnprocessableEntity, p.status)
	p = b.post(t, eve, "/dashboard/keys/not-a-uuid/revoke", url.Values{"csrf_token": {csrfOf(t, eveHome.body)}})
	require.Equal(t, http.StatusUnprocessableEntity, p.status)

	p = b.post(t, c, "/dashboard/keys/"+keys[0].ID+"/revoke", url.Values{"csrf_token": {csrfOf(t, home.body)}})
	require.Equal(t, http.StatusSeeOther, p.status, p.body)
	keys, err = b.store.APIKeyList(b.ctx, acct.ID)
	require.NoError(t, err)
	require.NotNil(t, keys[0].RevokedAt)
}

func TestSignupValidationAndReferral(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ref, err := b.store.AccountCreate(b.ctx, store.AccountCreateParams{Email: "ref@example.com"})
	require.NoError(t, err)
	cases := []struct {
		name, email, password, want string
	}{
		{"bad email", "ada at example", "correct horse battery", "Enter an email address"},
		{"short password", "ada@example.com", "short", "at least 10 characters"},
		{"long password", "ada@example.com", strings.Repeat("x", 73), "at most 72 bytes"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := newClient()
			p := b.get(t, c, "/dashboard/signup")
			p = b.post(t, c, "/dashboard/signup", url.Values{"csrf_token": {csrfOf(t, p.body)}, "email": {tc.email}, "password": {tc.password}})
			require.Equal(t, http.StatusUnprocessableEntity, p.status)
			require.Contains(t, p.body, tc.want)
		})
	}
	b.signup(t, "ada@example.com", ref.ReferralCode)
	ada := mustAccount(t, b, "ada@example.com")
	require.NotNil(t, ada.ReferredBy)
	require.Equal(t, ref.ID, *ada.ReferredBy)

	b.signup(t, "bob@example.com", "no-such-code")
	require.Nil(t, mustAccount(t, b, "bob@example.com").ReferredBy, "an unknown code does not block sign-up")

	// Signing up with a taken address answers exactly as a new sign-up does;
	// the owner hears of it by email, and no second account appears.
	signup := func(email string) page {
		c := newClient()
		p := b.get(t, c, "/dashboard/signup")
		return b.postFrom(t, c, "203.0.113.9", "/dashboard/signup", url.Values{"csrf_token": {csrfOf(t, p.body)}, "email": {email}, "password": {"correct horse battery"}})
	}
	taken, fresh := signup("ADA@example.com"), signup("ADA2@example.com")
	require.Equal(t, fresh.status, taken.status)
	require.Equal(t, strings.ReplaceAll(fresh.body, "ADA2@", "ADA@"), taken.body, "the page does not tell which addresses have accounts")
	owner := b.mail.to("ADA@example.com")
	require.Len(t, owner, 1)
	require.Contains(t, owner[0].body, "already has one")
}

func TestSignupsAreThrottledPerAddress(t *testing.T) {
	t.Parallel()
	b := setup(t)
	signup := func(addr, email string) page {
		c := newClient()
		p := b.get(t, c, "/dashboard/signup")
		return b.postFrom(t, c, addr, "/dashboard/signup", url.Values{"csrf_token": {csrfOf(t, p.body)}, "email": {email}, "password": {"correct horse battery"}})
	}
	for i := range 5 {
		require.Equal(t, http.StatusOK, signup("192.0.2.10", fmt.Sprintf("bot%d@example.com", i)).status)
	}
	p := signup("192.0.2.10", "bot5@example.com")
	require.Equal(t, http.StatusTooManyRequests, p.status)
	require.Regexp(t, `^[1-9][0-9]*$`, p.header.Get("Retry-After"), "a 429 says when to retry")
	require.Contains(t, p.body, "Too many sign-ups")
	require.Equal(t, http.StatusOK, signup("192.0.2.11", "person@example.com").status, "another address is not affected")
}

func TestUnconfirmedAccountsGetNoFreeCalls(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := newClient()
	p := b.get(t, c, "/dashboard/signup")
	p = b.post(t, c, "/dashboard/signup", url.Values{"csrf_token": {csrfOf(t, p.body)}, "email": {"new@example.com"}, "password": {"correct horse battery"}})
	require.Equal(t, http.StatusOK, p.status)
	acct := mustAccount(t, b, "new@example.com")
	require.False(t, acct.Confirmed())
	require.Equal(t, "/dashboard/login", b.get(t, c, "/dashboard").location, "a sign-up alone logs nobody in")

	// Logging in works; the overview asks for the confirmation and can resend it.
	login := b.get(t, c, "/dashboard/login")
	p = b.post(t, c, "/dashboard/login", url.Values{"csrf_token": {csrfOf(t, login.body)}, "email": {"new@example.com"}, "password": {"correct horse battery"}})
	require.Equal(t, http.StatusSeeOther, p.status, p.body)
	home := b.get(t, c, "/dashboard")
	require.Contains(t, home.body, "Confirm your email address")
	p = b.post(t, c, "/dashboard/confirm/resend", url.Values{"csrf_token": {csrfOf(t, home.body)}})
	require.Equal(t, http.StatusSeeOther, p.status, p.body)
	require.Len(t, b.mail.to("new@example.com"), 2)

	require.Equal(t, http.StatusNotFound, b.get(t, c, "/dashboard/confirm?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa").status)
	p = b.get(t, c, "/dashboard/confirm?token="+*acct.EmailConfirmToken)
	require.Equal(t, http.StatusSeeOther, p.status)
	require.True(t, mustAccount(t, b, "new@example.com").Confirmed())
	require.NotContains(t, b.get(t, c, "/dashboard").body, "Confirm your email address")
	require.Equal(t, http.StatusNotFound, b.get(t, c, "/dashboard/confirm?token="+*acct.EmailConfirmToken).status, "a link works once")
}

func TestFormsWithNULOrInvalidUTF8AreRefused(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.signup(t, "ada@example.com", "")
	home := b.get(t, c, "/dashboard")
	for _, name := range []string{"agent\x00", "agent\xff\xfe"} {
		p := b.post(t, c, "/dashboard/keys", url.Values{"csrf_token": {csrfOf(t, home.body)}, "name": {name}})
		require.Equal(t, http.StatusBadRequest, p.status, p.body)
		require.Contains(t, p.body, "cannot be stored")
	}
	anon := newClient()
	login := b.get(t, anon, "/dashboard/login")
	p := b.post(t, anon, "/dashboard/login", url.Values{"csrf_token": {csrfOf(t, login.body)}, "email": {"ada\x00@example.com"}, "password": {"x"}})
	require.Equal(t, http.StatusBadRequest, p.status, p.body)
}

func TestLoginAttemptsAreThrottled(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.signup(t, "ada@example.com", "")
	login := func(addr, email, password string) page {
		c := newClient()
		p := b.get(t, c, "/dashboard/login")
		return b.postFrom(t, c, addr, "/dashboard/login", url.Values{"csrf_token": {csrfOf(t, p.body)}, "email": {email}, "password": {password}})
	}
	// Successes never count.
	for range 8 {
		require.Equal(t, http.StatusSeeOther, login("192.0.2.1", "ada@example.com", "correct horse battery").status)
	}
	// Guessing one password from one address stops after 5 failures...
	for range 5 {
		require.Equal(t, http.StatusUnauthorized, login("192.0.2.66", "ada@example.com", "guess guess guess").status)
	}
	p := login("192.0.2.66", "ada@example.com", "correct horse battery")
	require.Equal(t, http.StatusTooManyRequests, p.status)
	require.Regexp(t, `^[1-9][0-9]*$`, p.header.Get("Retry-After"), "a 429 says when to retry")
	require.Contains(t, p.body, "Too many failed attempts")
	// ...but never locks the owner out from another address.
	require.Equal(t, http.StatusSeeOther, login("192.0.2.1", "ada@example.com", "correct horse battery").status)

	// Spraying one password over many accounts from one address stops too.
	for i := range 30 {
		require.Equal(t, http.StatusUnauthorized, login("192.0.2.77", fmt.Sprintf("user%d@example.com", i), "Password123!").status)
	}
	require.Equal(t, http.StatusTooManyRequests, login("192.0.2.77", "user99@example.com", "Password123!").status)
	require.Equal(t, http.StatusSeeOther, login("192.0.2.1", "ada@example.com", "correct horse battery").status)
}

func TestUpgradeAndPagesRender(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.signup(t, "ada@example.com", "")
	home := b.get(t, c, "/dashboard")
	p := b.post(t, c, "/dashboard/plan", url.Values{"csrf_token": {csrfOf(t, home.body)}, "plan": {"paid"}})
	require.Equal(t, http.StatusSeeOther, p.status)
	require.Equal(t, store.PlanPaid, mustAccount(t, b, "ada@example.com").Plan)
	home = b.get(t, c, "/dashboard?notice=upgraded")
	require.Contains(t, home.body, "Paid plan")
	require.Contains(t, home.body, "You are on the paid plan")

	for _, path := range []string{"/dashboard/usage", "/dashboard/referrals", "/dashboard/static/style.css", "/dashboard/static/copy.js"} {
		p := b.get(t, c, path)
		require.Equal(t, http.StatusOK, p.status, path)
	}
	require.Equal(t, http.StatusNotFound, b.get(t, c, "/dashboard/static/nope.css").status)
	require.Equal(t, "/dashboard/login", b.get(t, newClient(), "/dashboard/usage").location)
}

func mustAccount(t *testing.T, b *testBundle, email string) *store.Account {
	t.Helper()
	a, err := b.store.AccountGetByEmail(b.ctx, email)
	require.NoError(t, err)
	return a
}

func TestWebhooksPage(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.signup(t, "ada@example.com", "")
	page := b.get(t, c, "/dashboard/webhooks")
	require.Equal(t, http.StatusOK, page.status)
	p := b.post(t, c, "/dashboard/webhooks", url.Values{"csrf_token": {csrfOf(t, page.body)}, "url": {"http://10.0.0.9/hook"}})
	require.Equal(t, http.StatusUnprocessableEntity, p.status)
	require.Contains(t, p.body, "https")
	p = b.post(t, c, "/dashboard/webhooks", url.Values{"csrf_token": {csrfOf(t, page.body)}, "url": {"https://10.0.0.9/hook"}})
	require.Equal(t, http.StatusUnprocessableEntity, p.status)
	require.Contains(t, p.body, "not on the public internet")

	// A registered endpoint and its delivery log (deliveries are written by
	// the application status transaction; one is recorded here directly).
	acct := mustAccount(t, b, "ada@example.com")
	ep, err := b.store.WebhookEndpointCreate(b.ctx, acct.ID, "https://hooks.example.com/ck", "whsec_0123456789abcdef0123", []string{"application.submitted"})
	require.NoError(t, err)
	_, err = b.store.Pool().Exec(b.ctx, `INSERT INTO webhook_deliveries (endpoint_id, account_id, event_id, event, payload, status, attempts, last_status)
		VALUES ($1, $2, 'evt_ap_1_r1_submitted:application.submitted', 'application.submitted', '{}', 'delivered', 2, 200)`, ep.ID, acct.ID)
	require.NoError(t, err)
	page = b.get(t, c, "/dashboard/webhooks")
	require.Contains(t, page.body, "https://hooks.example.com/ck")
	require.Contains(t, page.body, `<tr data-status="delivered">`)
	require.Contains(t, page.body, "evt_ap_1_r1_submitted")

	p = b.post(t, c, "/dashboard/webhooks/"+ep.ID+"/delete", url.Values{"csrf_token": {csrfOf(t, page.body)}})
	require.Equal(t, http.StatusSeeOther, p.status, p.body)
	require.NotContains(t, b.get(t, c, "/dashboard/webhooks").body, "https://hooks.example.com/ck")
}

// TestSignupTimingDoesNotTellAddressesApart alternates sign-ups of new
// addresses and of one that has an account: every answer waits for the same
// floor, so their medians differ by less than the noise of one request.
func TestSignupTimingDoesNotTellAddressesApart(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.signup(t, "taken@example.com", "")
	timed := func(i int, email string) time.Duration {
		c := newClient()
		p := b.get(t, c, "/dashboard/signup")
		form := url.Values{"csrf_token": {csrfOf(t, p.body)}, "email": {email}, "password": {"correct horse battery"}}
		start := time.Now()
		p = b.postFrom(t, c, fmt.Sprintf("203.0.113.%d", i), "/dashboard/signup", form)
		d := time.Since(start)
		require.Equal(t, http.StatusOK, p.status, p.body)
		require.Contains(t, p.body, `id="check-email"`)
		return d
	}
	var fresh, taken []time.Duration
	for i := range 8 {
		fresh = append(fresh, timed(2*i, fmt.Sprintf("new%d@example.com", i)))
		taken = append(taken, timed(2*i+1, "taken@example.com"))
	}
	median := func(ds []time.Duration) time.Duration {
		s := slices.Clone(ds)
		slices.Sort(s)
		return s[len(s)/2]
	}
	t.Logf("median sign-up: new address %v, taken address %v", median(fresh), median(taken))
	for _, d := range append(fresh, taken...) {
		require.GreaterOrEqual(t, d, 400*time.Millisecond, "every answer waits for the floor")
	}
	diff := median(fresh) - median(taken)
	require.Less(t, diff.Abs(), 10*time.Millisecond, "the two outcomes take the same time")
}
