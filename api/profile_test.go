package api

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestOptimizeProfileEndToEnd(t *testing.T) {
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
