package writing

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestKnowledgeBaseCoverage(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	byID := map[string]*family{}
	for _, f := range tb.kb.families {
		byID[f.ID] = f
	}
	required := []string{"software", "data", "product", "design", "marketing", "sales", "finance",
		"operations", "healthcare", "education", "skilled_trades"}
	for _, id := range required {
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			f, ok := byID[id]
			require.True(t, ok, "family %s missing", id)
			require.GreaterOrEqual(t, len(f.Roles), 24, "family %s needs dozens of roles", id)
		})
	}
	require.GreaterOrEqual(t, len(tb.kb.roles), 400)
}

func TestKnowledgeBaseEntries(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	names := map[string]string{}
	for _, r := range tb.kb.roles {
		t.Run(r.fam.ID+"/"+r.Title, func(t *testing.T) {
			require.NotEmpty(t, r.Skills)
			require.NotEmpty(t, r.Keywords)
			require.NotEmpty(t, r.names, "role needs at least one matchable name")
			for _, list := range [][]string{r.Skills, r.Tools, r.Keywords, r.Variants} {
				seen := map[string]bool{}
				for _, s := range list {
					require.Equal(t, strings.TrimSpace(s), s)
					require.False(t, seen[strings.ToLower(s)], "duplicate %q", s)
					seen[strings.ToLower(s)] = true
				}
			}
			for _, n := range append([]string{r.Title}, r.Variants...) {
				key := normalize(n)
				prev, dup := names[key]
				require.False(t, dup, "%q is both %s and %s", n, prev, r.Title)
				names[key] = r.Title
			}
		})
	}
}

func TestTemplatesAreSafe(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	known := map[string]bool{}
	for _, k := range []string{"tech_label", "tech_approach1", "tech_approach2", "current", "a_current", "target", "a_target", "role", "a_role", "field", "value",
		"partners", "kw1", "kw2", "kw3", "kwt1", "kwt2", "kwt3", "kws", "kwts_dot", "skill1", "skill2", "skill3",
		"skills2", "skills", "skills_pipe", "skills_dot", "stack", "skills_comma", "skills_all", "skills_rest", "exp_title",
		"a_exp_title", "exp_company", "exp_dates_paren", "highlight", "task", "scope", "kw", "company", "job",
		"a_job", "jd_kws", "matched", "missing", "degree_phrase", "highlights"} {
		known[k] = true
	}
	slot := regexp.MustCompile(`\{([^{}]+)\}`)
	for tone, ts := range tb.kb.tones {
		for _, tpl := range ts.allText() {
			t.Run(string(tone)+"/"+tpl, func(t *testing.T) {
				require.False(t, hasDigit(slot.ReplaceAllString(tpl, "")), "templates must not contain numbers")
				for _, m := range slot.FindAllStringSubmatch(tpl, -1) {
					key, _ := slotKey(strings.TrimSuffix(m[1], "?"))
					require.True(t, known[key], "unknown slot %q", m[1])
				}
			})
		}
	}
	for _, f := range append(tb.kb.families, tb.kb.fallback) {
		for _, s := range append([]string{f.Value, f.Partners, f.Field}, f.Keywords...) {
			require.False(t, hasDigit(s), "%s: %q must not carry a number", f.ID, s)
		}
	}
}

func TestFamiliesAndLevels(t *testing.T) {
	t.Parallel()
	tb := setup(t)
	fams := tb.e.Families()
	require.Len(t, fams, len(tb.kb.families))
	require.Equal(t, "customer", fams[0].ID)
	require.NotEmpty(t, fams[0].Roles)
	tests := []struct {
		score int
		want  string
	}{{0, "Beginner"}, {29, "Beginner"}, {30, "Intermediate"}, {50, "Advanced"}, {70, "Expert"}, {84, "Expert"}, {85, "All-Star"}, {100, "All-Star"}}
	for _, tc := range tests {
		require.Equal(t, tc.want, strengthLevel(tc.score), "score %d", tc.score)
	}
	require.Equal(t, []string{"Beginner", "Intermediate", "Advanced", "Expert", "All-Star"}, StrengthLevels())
}
