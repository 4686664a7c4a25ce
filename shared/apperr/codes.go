package apperr

// Code is one entry of the error catalogue: every machine code a client can
// see, with the kind that sets its HTTP status, whether retrying the same
// request can succeed, and what it means. The API, the workers and the MCP
// tools use these codes; a test keeps the catalogue, the code, the OpenAPI
// document and docs/errors.md in step.
type Code struct {
	Kind      Kind
	Retryable bool
	Meaning   string
}

// Codes is the catalogue.
var Codes = map[string]Code{
	// Requests the client must fix.
	"malformed_json":         {KindMalformed, false, "the body is not valid JSON, or holds more than one value"},
	"wrong_type":             {KindMalformed, false, "a field has the wrong JSON type; field is its exact path"},
	"empty_body":             {KindMalformed, false, "the body is empty"},
	"unreadable_body":        {KindMalformed, false, "the body could not be read"},
	"invalid_utf8":           {KindMalformed, false, "the body, or a path or query parameter, is not UTF-8; the message gives the byte offset or names the parameter"},
	"malformed_query":        {KindMalformed, false, "the query string is not valid URL encoding"},
	"missing_field":          {KindInvalid, false, "a required field is missing"},
	"invalid_field":          {KindInvalid, false, "a field failed validation; field names it and the message says how to fix it"},
	"unknown_field":          {KindInvalid, false, "a field the endpoint does not know (a typo is never ignored)"},
	"unknown_parameter":      {KindInvalid, false, "a query parameter the endpoint does not know"},
	"field_too_large":        {KindTooLarge, false, "a field is over its size limit"},
	"body_too_large":         {KindTooLarge, false, "the body is over 1 MiB"},
	"unsupported_media_type": {KindUnsupportedMedia, false, "the body is not sent as application/json"},
	"idempotency_key_reused": {KindInvalid, false, "the Idempotency-Key was used with another body or route"},
	"missing_api_key":        {KindUnauthenticated, false, "no X-API-Key header"},
	"invalid_api_key":        {KindUnauthenticated, false, "the key is unknown or revoked"},
	"email_unconfirmed":      {KindForbidden, false, "a free account whose sign-up email is not confirmed yet"},
	"free_tier_exhausted":    {KindPaymentRequired, false, "the free plan's calls this month are used"},
	"route_not_found":        {KindNotFound, false, "no such endpoint"},
	"method_not_allowed":     {KindMethodNotAllowed, false, "the endpoint does not take this method"},
	"not_found":              {KindNotFound, false, "the resource does not exist"},
	"resume_not_found":       {KindNotFound, false, "no such resume, or it expired"},
	"job_not_found":          {KindNotFound, false, "no job has this job_id"},
	"application_not_found":  {KindNotFound, false, "no application of this account has this confirmation_id"},
	"webhook_not_found":      {KindNotFound, false, "no webhook of this account has this id"},
	"unknown_job_title":      {KindNotFound, false, "salary-research cannot match the title; details.suggestions lists close ones"},
	"no_wage_data":           {KindNotFound, false, "the occupation has no published wages (OEWS does not survey it)"},
	"job_closed":             {KindConflict, false, "the posting is closed"},
	"daily_application_cap":  {KindConflict, true, "the account's daily application cap is reached; Retry-After says when"},
	"company_application_limit": {KindConflict, true,
		"the account applied to the most roles allowed at this company in the window; Retry-After says when"},
	// Limits and transient failures: retry after Retry-After.
	"rate_limited":              {KindRateLimited, true, "a rate limit is reached; X-RateLimit-Reset and Retry-After say when to retry"},
	"idempotency_key_in_flight": {KindConflict, true, "the first request with this Idempotency-Key is still running"},
	"application_busy":          {KindConflict, true, "concurrent requests for this job are still being recorded"},
	"dependency_unavailable":    {KindUnavailable, true, "Postgres, Redis or NATS is unavailable or restarting; nothing was done"},
	"database_unavailable":      {KindUnavailable, true, "the key store is unavailable; nothing was done"},
	"rate_limiter_unavailable":  {KindUnavailable, true, "Redis is unavailable, so limits cannot be checked; nothing was done"},
	"queue_unavailable":         {KindUnavailable, true, "an application was recorded but not queued; repeat the call to queue it"},
	"worker_unavailable":        {KindUnavailable, true, "no worker answered"},
	"timeout":                   {KindUnavailable, true, "the service took too long to answer"},
	"renderer_busy":             {KindUnavailable, true, "every resume renderer is busy"},
	"renderer_unavailable":      {KindUnavailable, true, "the resume renderer restarted or is shutting down"},
	"renderer_timeout":          {KindUnavailable, true, "rendering took too long; retry, and shorten the resume if it keeps failing"},
	"not_implemented":           {KindNotImplemented, false, "the capability is not deployed here; nothing was charged"},
	// Server faults.
	"internal_error":        {KindInternal, false, "an unexpected error; it is logged with the request_id"},
	"worker_error":          {KindInternal, false, "a worker failed to complete the request"},
	"malformed_message":     {KindMalformed, false, "a worker received a message it could not decode (a deployment mismatch)"},
	"resume_unreadable":     {KindInternal, false, "the rendered PDF did not read back; it is logged"},
	"client_closed_request": {KindClientClosed, false, "the client went away before the answer (status 499, logged only)"},
}
