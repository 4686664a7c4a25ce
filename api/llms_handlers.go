package api

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/metering"
)

// llmsTxt serves /llms.txt: what an agent needs to use the API, in plain
// text (llmstxt.org): routes, prices, limits, errors and where the contract is.
func (s *Server) llmsTxt(c *gin.Context) {
	base := s.cfg.PublicBaseURL
	price := func(endpoint string) string { return metering.FormatUSD(s.prices[endpoint]) }
	var b strings.Builder
	fmt.Fprintf(&b, "# Careerkit\n\n> Career automation for AI agents: ATS-optimised resume PDFs, job search over real boards, auto-apply with tracking, salary benchmarks and profile text, over HTTP under %s/v1.\n\n", base)
	fmt.Fprintf(&b, "Every /v1 call carries the header X-API-Key (create keys at %s/dashboard). The full contract is the OpenAPI document at %s/v1/openapi.json.\n\n", base, base)
	fmt.Fprintf(&b, "MCP: the same capabilities as tools (search_jobs, build_resume, auto_apply, get_application, salary_research, optimize_profile, get_usage) over streamable HTTP at %s/mcp, with the same key (X-API-Key or Authorization: Bearer), limits and prices.\n\n", base)
	b.WriteString("## Routes\n\n")
	for _, r := range []struct{ method, path, what, endpoint string }{
		{"POST", "/v1/build-resume", "build an ATS-optimised resume PDF and score it against a job description", metering.EndpointBuildResume},
		{"GET", "/v1/search-jobs", "search open jobs (query, location, job_type, salary_min, max_results); POST takes the same as JSON", metering.EndpointSearchJobs},
		{"POST", "/v1/auto-apply", "apply to a job from search-jobs with a resume_url from build-resume; dry_run fills the form and sends nothing", metering.EndpointAutoApply},
		{"GET", "/v1/applications/{id}", "track an application (free)", ""},
		{"GET", "/v1/salary-research", "salary benchmark for a job title and US location (job_title, experience_level, location, pay_period)", metering.EndpointSalaryResearch},
		{"POST", "/v1/optimize-profile", "profile headline, summary and bullets written from the person's facts", metering.EndpointOptimizeProfile},
		{"GET", "/v1/usage", "this month's calls, cost and free allowance (free)", ""},
		{"POST", "/v1/webhooks", "register an https receiver (url, events) for signed application events; the answer shows its signing secret once (free)", ""},
		{"GET", "/v1/webhooks", "list your webhooks and the event names (free)", ""},
		{"GET", "/v1/webhooks/deliveries", "the latest deliveries, of one webhook with endpoint_id (free)", ""},
		{"DELETE", "/v1/webhooks/{id}", "remove a webhook (free)", ""},
	} {
		cost := "free"
		if r.endpoint != "" {
			cost = price(r.endpoint) + " USD per successful call"
		}
		if r.endpoint == metering.EndpointAutoApply {
			cost = price(r.endpoint) + " USD per application, billed once when it is submitted"
		}
		fmt.Fprintf(&b, "- %s %s: %s. Cost: %s.\n", r.method, r.path, r.what, cost)
	}
	fmt.Fprintf(&b, "\n## Rules\n\n- Rate limits per account: %s; over a limit: 429 with X-RateLimit-Reset and Retry-After (seconds).\n", describeWindows(s.windowsOf("paid")))
	fmt.Fprintf(&b, "- Free plan: %d billable calls per calendar month (UTC) once the account's email is confirmed; then 402 free_tier_exhausted.\n", s.cfg.FreeTierCalls)
	b.WriteString("- Only 2xx answers are billed; 4xx and 5xx never are. Send Idempotency-Key on POST routes to retry safely: the first answer is replayed for 24 h and not billed again.\n")
	b.WriteString("- Errors are JSON {\"error\":{\"code\",\"message\",\"field\",\"request_id\",\"details\"}}; the message says how to fix the request. A 503 carries Retry-After: retry then.\n")
	b.WriteString("- auto-apply never solves CAPTCHAs, never logs in on the user's behalf and never submits twice; a question it cannot answer truthfully returns needs_input with the questions to answer.\n")
	c.Header("Cache-Control", "public, max-age=300")
	c.Data(http.StatusOK, "text/plain; charset=utf-8", []byte(b.String()))
}
