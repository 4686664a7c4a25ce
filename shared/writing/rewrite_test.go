package writing_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/writing"
	"github.com/careerkit/careerkit/shared/writing/llm"
)

// fakeLLM is a local OpenAI-compatible endpoint; answer decides each reply.
type fakeLLM struct {
	answer func(w http.ResponseWriter, r *http.Request)
}

// ServeHTTP reads the whole body first, as a real endpoint does; only then does
// the server notice a client that hangs up, which the cancellation tests rely on.
func (f *fakeLLM) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	raw, _ := io.ReadAll(r.Body)
	r.Body = io.NopCloser(bytes.NewReader(raw))
	f.answer(w, r)
}

func chat(content string) func(http.ResponseWriter, *http.Request) {
	return func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"choices": []map[string]any{{"message": map[string]string{"role": "assistant", "content": content}, "finish_reason": "stop"}},
		})
	}
}

type rewriteBundle struct {
	plain *writing.Engine
	fake  *fakeLLM
	llm   *writing.Engine
}

func setupRewrite(t *testing.T, timeout time.Duration) *rewriteBundle {
	t.Helper()
	plain, err := writing.New()
	require.NoError(t, err)
	fake := &fakeLLM{}
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	client, err := llm.New(llm.Config{BaseURL: srv.URL + "/v1", APIKey: "test-key", Model: "fake-model"})
	require.NoError(t, err)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	withLLM, err := writing.New(writing.WithRewriter(client), writing.WithRewriteTimeout(timeout), writing.WithLogger(quiet))
	require.NoError(t, err)
	return &rewriteBundle{plain: plain, fake: fake, llm: withLLM}
}

var rewriteInput = writing.ProfileInput{
	CurrentTitle: "Data Analyst", TargetRole: "Data Scientist", Tone: "technical",
	Skills: []string{"SQL", "Python", "Tableau", "Statistics"},
	Experience: []model.Experience{{Company: "Acme Corp", Title: "Data Analyst", StartDate: "2020-01", EndDate: "Present",
		Bullets: []string{"Built 14 dashboards used by the sales team"}}},
}

func profileJSON(t *testing.T, headline, summary string, bullets []string) string {
	t.Helper()
	raw, err := json.Marshal(map[string]any{"headline": headline, "summary": summary, "experience_bullets": bullets})
	require.NoError(t, err)
	return "```json\n" + string(raw) + "\n```"
}

// reorder moves the draft's last paragraph before the others (after the hook): a
// rewrite that changes the text but adds no fact.
func reorder(summary string) string {
	paras := strings.Split(summary, "\n\n")
	if len(paras) < 3 {
		return summary + "\n\nThanks!"
	}
	last := paras[len(paras)-1]
	out := append([]string{paras[0], last}, paras[1:len(paras)-1]...)
	return strings.Join(out, "\n\n")
}

func TestProfileRewrite(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	draftEngine, err := writing.New()
	require.NoError(t, err)
	draft, err := draftEngine.Profile(ctx, rewriteInput)
	require.NoError(t, err)
	good := reorder(draft.Summary)
	tests := []struct {
		name   string
		answer func(http.ResponseWriter, *http.Request)
		source string
		reason string
	}{
		{"good text", chat(profileJSON(t, draft.Headline, good, draft.ExperienceBullets)), writing.SourceLLM, ""},
		{"headline over the limit", chat(profileJSON(t, draft.Headline+" | "+strings.Repeat("Data ", 50), good, draft.ExperienceBullets)), writing.SourceDeterministic, "headline is"},
		{"summary over the limit", chat(profileJSON(t, draft.Headline, good+"\n\n"+strings.Repeat("I like SQL. ", 250), draft.ExperienceBullets)), writing.SourceDeterministic, "summary is"},
		{"too few bullets", chat(profileJSON(t, draft.Headline, good, draft.ExperienceBullets[:2])), writing.SourceDeterministic, "bullets"},
		{"invented number", chat(profileJSON(t, draft.Headline, good+" I raised model accuracy by 37%.", draft.ExperienceBullets)), writing.SourceDeterministic, "numbers not in the input: 37"},
		{"invented number word", chat(profileJSON(t, draft.Headline, good+" I doubled revenue.", draft.ExperienceBullets)), writing.SourceDeterministic, "doubled"},
		{"invented employer", chat(profileJSON(t, draft.Headline, good+" Previously I worked at Google.", draft.ExperienceBullets)), writing.SourceDeterministic, "names not in the input: Google"},
		{"dropped keyword", chat(profileJSON(t, "Data Analyst", "Data Analyst.", draft.ExperienceBullets)), writing.SourceDeterministic, "dropped keywords"},
		{"hook without the title", chat(profileJSON(t, draft.Headline, strings.Repeat("Numbers matter. ", 20)+good, draft.ExperienceBullets)), writing.SourceDeterministic, "first 270"},
		{"not JSON", chat("Sure! Here is your profile."), writing.SourceDeterministic, "not the expected JSON"},
		{"server error", func(w http.ResponseWriter, _ *http.Request) {
			http.Error(w, `{"error":{"message":"model overloaded"}}`, http.StatusServiceUnavailable)
		}, writing.SourceDeterministic, "llm error"},
		{"timeout", func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-time.After(3 * time.Second):
			case <-r.Context().Done():
			}
		}, writing.SourceDeterministic, "timed out"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tb := setupRewrite(t, 300*time.Millisecond)
			tb.fake.answer = tc.answer
			p, err := tb.llm.Profile(ctx, rewriteInput)
			require.NoError(t, err)
			require.Equal(t, tc.source, p.Source, p.FallbackReason)
			if tc.source == writing.SourceLLM {
				require.Equal(t, good, p.Summary)
				require.Empty(t, p.FallbackReason)
				require.Subset(t, p.KeywordsIncluded, draft.KeywordsIncluded)
				return
			}
			require.Contains(t, p.FallbackReason, tc.reason)
			p.FallbackReason = ""
			require.Equal(t, draft, p, "a fallback returns exactly the deterministic profile")
		})
	}
}

func TestProfileRewriteStopsForCancelledCaller(t *testing.T) {
	t.Parallel()
	tb := setupRewrite(t, 5*time.Second)
	ctx, cancel := context.WithCancel(context.Background())
	tb.fake.answer = func(w http.ResponseWriter, r *http.Request) {
		cancel()
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
	}
	_, err := tb.llm.Profile(ctx, rewriteInput)
	require.ErrorIs(t, err, context.Canceled)
}

func TestRewritePromptCarriesFactsAndDraft(t *testing.T) {
	t.Parallel()
	var got struct {
		Model    string `json:"model"`
		Messages []struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"messages"`
	}
	tb := setupRewrite(t, time.Second)
	tb.fake.answer = func(w http.ResponseWriter, r *http.Request) {
		require.Equal(t, "Bearer test-key", r.Header.Get("Authorization"))
		_ = json.NewDecoder(r.Body).Decode(&got)
		chat("{}")(w, r)
	}
	p, err := tb.llm.Profile(context.Background(), rewriteInput)
	require.NoError(t, err)
	require.Equal(t, writing.SourceDeterministic, p.Source)
	require.Equal(t, "fake-model", got.Model)
	require.Len(t, got.Messages, 2)
	require.Contains(t, got.Messages[0].Content, "Do not add employers")
	var user map[string]any
	require.NoError(t, json.Unmarshal([]byte(got.Messages[1].Content), &user))
	require.Equal(t, "technical", user["tone"])
	require.Contains(t, got.Messages[1].Content, "Acme Corp")
	require.Contains(t, got.Messages[1].Content, p.Headline)
}

var letterInput = writing.CoverLetterInput{
	Resume: model.Resume{UserName: "Jane Doe", Skills: []string{"Go", "PostgreSQL", "Kubernetes"},
		Experience: []model.Experience{{Company: "Acme Corp", Title: "Backend Engineer", StartDate: "2021-02", EndDate: "Present",
			Bullets: []string{"Migrated 12 services to Kubernetes"}}}},
	JobTitle: "Backend Engineer", Company: "Globex", JobDescription: "Go and Kubernetes, PostgreSQL a plus.", Tone: "professional",
}

func TestCoverLetterRewrite(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	draftEngine, err := writing.New()
	require.NoError(t, err)
	draft, err := draftEngine.CoverLetter(ctx, letterInput)
	require.NoError(t, err)
	paras := strings.Split(draft.Text, "\n\n")
	n := len(paras)
	// Swap the two paragraphs before the closing: new wording order, same facts.
	swapped := append(append(append([]string{}, paras[:n-4]...), paras[n-3], paras[n-4]), paras[n-2:]...)
	good := strings.Join(swapped, "\n\n")
	tests := []struct {
		name   string
		reply  string
		source string
		reason string
	}{
		{"good text", good, writing.SourceLLM, ""},
		{"too short", strings.Join(paras[:3], "\n\n"), writing.SourceDeterministic, "words"},
		{"invented number", strings.Replace(good, "Migrated 12", "Migrated 120", 1) + " I have 9 years of experience.", writing.SourceDeterministic, "numbers not in the input"},
		{"invented employer", strings.Replace(good, "Acme Corp", "Acme Corp and Microsoft", 1), writing.SourceDeterministic, "Microsoft"},
		{"company dropped", strings.ReplaceAll(good, "Globex", "your company"), writing.SourceDeterministic, "Globex"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tb := setupRewrite(t, time.Second)
			tb.fake.answer = chat(tc.reply)
			cl, err := tb.llm.CoverLetter(ctx, letterInput)
			require.NoError(t, err)
			require.Equal(t, tc.source, cl.Source, cl.FallbackReason)
			if tc.source == writing.SourceLLM {
				require.Equal(t, good, cl.Text)
				return
			}
			require.Contains(t, cl.FallbackReason, tc.reason)
			require.Equal(t, draft.Text, cl.Text)
		})
	}
}

// TestRewriteKeepsAttributionAndClaims: a scripted completion that moves a
// result to another employer, or adds colleagues or advice the input never
// mentioned, is rejected and the deterministic profile returned; a faithful
// rewrite is kept.
func TestRewriteKeepsAttributionAndClaims(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	in := writing.ProfileInput{CurrentTitle: "Dental Hygienist", Tone: "professional", Skills: []string{"Dentrix", "Periodontal charting"},
		Experience: []model.Experience{
			{Company: "Harbour Dental", Title: "Dental Hygienist", StartDate: "2021-03", EndDate: "Present",
				Bullets: []string{"Cleaned teeth for 14 patients a day", "Charted gum health for every patient"}},
			{Company: "Smile Clinic", Title: "Dental Assistant", StartDate: "2017-01", EndDate: "2021-02",
				Bullets: []string{"Prepared 9 treatment rooms each morning"}},
		}}
	draft, err := setupRewrite(t, time.Second).plain.Profile(ctx, in)
	require.NoError(t, err)
	moved := strings.Replace(draft.Summary, "Smile Clinic", "Smile Clinic, where I cleaned teeth for 14 patients a day", 1)
	require.NotEqual(t, draft.Summary, moved)
	for _, tc := range []struct {
		name, summary, reason string
	}{
		{"result moved to another employer", moved, "away from its employer"},
		{"colleagues nobody named", draft.Summary + " I work closely with physicians and nurses.", "claims what the input does not say"},
		{"advice a hygienist does not give", draft.Summary + " I give sound advice on treatment.", "claims what the input does not say"},
		{"faithful", reorder(draft.Summary), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tb := setupRewrite(t, time.Second)
			tb.fake.answer = chat(profileJSON(t, draft.Headline, tc.summary, draft.ExperienceBullets))
			p, err := tb.llm.Profile(ctx, in)
			require.NoError(t, err)
			if tc.reason == "" {
				require.Equal(t, writing.SourceLLM, p.Source, p.FallbackReason)
				return
			}
			require.Equal(t, writing.SourceDeterministic, p.Source)
			require.Contains(t, p.FallbackReason, tc.reason)
			p.FallbackReason = ""
			require.Equal(t, draft, p)
		})
	}
}

// TestLetterRewriteKeepsAttribution: the same guard holds for cover letters.
func TestLetterRewriteKeepsAttribution(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	in := writing.CoverLetterInput{JobTitle: "Backend Engineer", Company: "Contoso", Tone: "professional",
		Resume: model.Resume{UserName: "Sam Lee", Skills: []string{"Go", "PostgreSQL"}, Experience: []model.Experience{
			{Company: "Acme Corp", Title: "Software Engineer", StartDate: "2021-01", EndDate: "Present", Bullets: []string{"Cut p99 latency by 38% on the billing API"}},
			{Company: "Initech", Title: "Junior Developer", StartDate: "2018-01", EndDate: "2020-12", Bullets: []string{"Wrote 120 integration tests"}},
		}}}
	tb := setupRewrite(t, time.Second)
	draft, err := tb.plain.CoverLetter(ctx, in)
	require.NoError(t, err)
	moved := draft.Text + "\n\nAt Initech I cut p99 latency by 38%."
	tb.fake.answer = chat(moved)
	cl, err := tb.llm.CoverLetter(ctx, in)
	require.NoError(t, err)
	require.Equal(t, writing.SourceDeterministic, cl.Source)
	require.Contains(t, cl.FallbackReason, "away from its employer")
}
