package mcp

import (
	"net/http"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/careerkit/careerkit/shared/salary"
)

// tool is one MCP tool and the REST route it calls.
type tool struct {
	name, title, description string
	method, path             string
	// input is the name of the OpenAPI request schema, or an inline schema.
	input  string
	inline map[string]any
	// output is the name of the OpenAPI response schema.
	output      string
	annotations sdk.ToolAnnotations
}

func boolPtr(b bool) *bool { return &b }

// enumOf lists values as a JSON Schema enum, so a schema written here names the
// domain's own values.
func enumOf(values []string) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}

var tools = []tool{
	{name: "search_jobs", title: "Search jobs", method: http.MethodPost, path: "/v1/search-jobs", input: "SearchJobsRequest",
		description: "Search open jobs scraped from real job boards by query, location (default remote), job_type and salary_min. Costs 0.05 USD per call (free plan: counts one of the monthly free calls). Read-only.",
		output:      "JobSearchResult",
		annotations: sdk.ToolAnnotations{Title: "Search jobs", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)}},
	{name: "build_resume", title: "Build a resume PDF", method: http.MethodPost, path: "/v1/build-resume", input: "BuildResumeRequest",
		description: "Render an ATS-optimised resume PDF from the person's own facts and score it against a job description; returns resume_url (pass it to auto_apply). Never invents a fact. Costs 0.50 USD per call.",
		output:      "ResumeResult",
		annotations: sdk.ToolAnnotations{Title: "Build a resume PDF", DestructiveHint: boolPtr(false), OpenWorldHint: boolPtr(false)}},
	{name: "auto_apply", title: "Apply to a job", method: http.MethodPost, path: "/v1/auto-apply", input: "AutoApplyRequest",
		description: "Submit a real job application on the employer's site with a resume_url from build_resume and a job_id from search_jobs. Set dry_run true to fill the form without sending. Never solves CAPTCHAs, never logs in, never submits twice; answers only from what you give it (needs_input lists what is missing). Costs 0.25 USD per application, billed once when it is submitted.",
		output:      "ApplicationConfirmation",
		annotations: sdk.ToolAnnotations{Title: "Apply to a job", DestructiveHint: boolPtr(true), OpenWorldHint: boolPtr(true)}},
	{name: "get_application", title: "Track an application", method: http.MethodGet, path: "/v1/applications/{id}",
		inline: map[string]any{"type": "object", "required": []any{"id"}, "additionalProperties": false,
			"properties": map[string]any{"id": map[string]any{"type": "string", "description": "confirmation_id returned by auto_apply"}}},
		description: "Status, timeline, questions and what was sent for an application of this account. Free.",
		output:      "ApplicationTracking",
		annotations: sdk.ToolAnnotations{Title: "Track an application", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)}},
	{name: "salary_research", title: "Salary benchmark", method: http.MethodGet, path: "/v1/salary-research",
		inline: map[string]any{"type": "object", "required": []any{"job_title"}, "additionalProperties": false,
			"properties": map[string]any{
				"job_title":        map[string]any{"type": "string"},
				"experience_level": map[string]any{"type": "string", "enum": enumOf(salary.ExperienceLevels)},
				"location":         map[string]any{"type": "string", "description": "US city and state, state, metro, 'US' or 'remote'"},
				"industry":         map[string]any{"type": "string"},
				"pay_period":       map[string]any{"type": "string", "enum": []any{"annual", "hour"}}}},
		description: "Salary benchmark for a job title in the US from BLS OEWS national, state and area wages, with sources. Costs 0.02 USD per call. Read-only.",
		output:      "SalaryBenchmark",
		annotations: sdk.ToolAnnotations{Title: "Salary benchmark", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)}},
	{name: "optimize_profile", title: "Write profile text", method: http.MethodPost, path: "/v1/optimize-profile", input: "OptimizeProfileRequest",
		description: "Headline, summary and bullets written from the person's own facts; never claims a skill or employer not given. Costs 0.25 USD per call.",
		output:      "ProfileResult",
		annotations: sdk.ToolAnnotations{Title: "Write profile text", DestructiveHint: boolPtr(false), IdempotentHint: false, OpenWorldHint: boolPtr(false)}},
	{name: "get_usage", title: "Usage and limits", method: http.MethodGet, path: "/v1/usage",
		inline:      map[string]any{"type": "object", "additionalProperties": false, "properties": map[string]any{"month": map[string]any{"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}$"}}},
		description: "This month's calls, cost and free allowance of the account, and its rate limits. Free.",
		output:      "Usage",
		annotations: sdk.ToolAnnotations{Title: "Usage and limits", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)}},
}
