// Package dashboard serves the account dashboard at /dashboard: sign-up, log-in,
// API keys (created, shown once, revoked), this month's usage and cost, the plan
// and free calls left, and the referral link with its revenue share.
//
// Pages are html/template files embedded in the binary with one small stylesheet
// and one small script (the copy button), under a strict Content-Security-Policy.
// Sessions live in Postgres behind an HttpOnly, SameSite=Lax cookie (Secure when
// served over TLS or when PUBLIC_BASE_URL is https). Every form carries a CSRF
// token: the session's own once logged in, a double-submit cookie before.
package dashboard
