package api

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestOptimizeProfileAnswersTheContract(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true, render: true})
	ct := loadContract(t)
	headlines := map[string]bool{}
	for _, tone := range Tones {
		r := b.do(t, http.MethodPost, "/v1/optimize-profile", map[string]any{
			"current_title": "Backend Engineer", "target_role": "Staff Engineer",
			"skills": []any{"Go", "Kubernetes", "PostgreSQL", "go", "🚀"}, "tone": tone})
		require.Equal(t, 200, r.Status, string(r.Body))
		ct.check(t, "/optimize-profile", "POST", r)
		var p struct {
			Headline         string   `json:"headline"`
			Summary          string   `json:"summary"`
			KeywordsIncluded []string `json:"keywords_included"`
			Strength         string   `json:"estimated_profile_strength"`
		}
		require.NoError(t, json.Unmarshal(r.Body, &p))
		require.LessOrEqual(t, len([]rune(p.Headline)), 220)
		require.LessOrEqual(t, len([]rune(p.Summary)), 2600)
		text := strings.ToLower(p.Headline + " " + p.Summary)
		for _, k := range p.KeywordsIncluded {
			require.Contains(t, text+" "+strings.ToLower(string(r.Body)), strings.ToLower(k))
		}
		headlines[p.Headline+p.Summary] = true
	}
	require.Len(t, headlines, len(Tones), "each tone reads differently")
}

func TestOptimizeProfileFactsAndBadInput(t *testing.T) {
	t.Parallel()
	b := setup(t, setupOpts{noWorker: true, render: true})
	ct := loadContract(t)
	type result struct {
		Headline    string   `json:"headline"`
		Summary     string   `json:"summary"`
		Bullets     []string `json:"experience_bullets"`
		Draft       bool     `json:"draft"`
		Suggestions []string `json:"suggestions"`
		RoleMatch   struct {
			Guessed bool `json:"guessed"`
		} `json:"role_match"`
	}
	post := func(body map[string]any) (int, result, string) {
		r := b.do(t, http.MethodPost, "/v1/optimize-profile", body)
		var p result
		if r.Status == 200 {
			ct.check(t, "/optimize-profile", "POST", r)
			require.NoError(t, json.Unmarshal(r.Body, &p))
		}
		return r.Status, p, string(r.Body)
	}

	// The person's facts: bullets are theirs, numbers kept exactly, not drafts.
	st, p, body := post(map[string]any{"current_title": "Registered Nurse", "skills": []any{"ACLS", "telemetry"},
		"years_experience": 6, "summary": "CVICU nurse with a B.A. in Economics.",
		"achievements": []any{"Cut central-line infections from 4 to 1 per quarter"},
		"experience": []any{map[string]any{"title": "Registered Nurse", "company": "Mercy General", "start_date": "2019-01", "end_date": "present",
			"bullets": []any{"Cared for 6 patients per shift on a 32-bed unit", "Precepted 12 new graduate nurses"}}}})
	require.Equal(t, 200, st, body)
	require.False(t, p.Draft)
	require.Contains(t, strings.Join(p.Bullets, "\n"), "32-bed")
	require.Contains(t, p.Headline, "6 yrs")
	require.Contains(t, p.Summary, "B.A. in Economics")

	// Without facts: drafts with visible placeholders.
	st, p, body = post(map[string]any{"current_title": "Warehouse Associate"})
	require.Equal(t, 200, st, body)
	require.True(t, p.Draft)
	require.Contains(t, strings.Join(p.Bullets, "\n"), "[")

	// Experience with no bullets, other scripts, emoji and duplicates.
	st, p, body = post(map[string]any{"current_title": "Zorblax Wrangler", "skills": []any{"日本語", "Python", "python", "🚀"},
		"experience": []any{map[string]any{"title": "Wrangler", "company": "Acme", "start_date": "2020-01", "end_date": "2022-01", "bullets": []any{}}}})
	require.Equal(t, 200, st, body)
	require.True(t, p.RoleMatch.Guessed)
	require.Contains(t, strings.Join(p.Suggestions, "\n"), "🚀")
	require.Contains(t, strings.Join(p.Suggestions, "\n"), "duplicate")

	// 100 skills are fine; 101 are a 422.
	skills := make([]any, 101)
	for i := range skills {
		skills[i] = "Skill " + strings.Repeat("x", i%7) + string(rune('a'+i%26)) + string(rune('a'+i/26))
	}
	st, _, body = post(map[string]any{"current_title": "Data Analyst", "skills": skills[:100]})
	require.Equal(t, 200, st, body)
	st, _, body = post(map[string]any{"current_title": "Data Analyst", "skills": skills})
	require.Equal(t, 422, st, body)
	require.Contains(t, body, "skills")
	st, _, body = post(map[string]any{"current_title": "Data Analyst", "years_experience": 99})
	require.Equal(t, 422, st, body)
}
