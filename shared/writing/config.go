package writing

import (
	"fmt"
	"log/slog"

	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/writing/llm"
)

// FromConfig builds the engine the configuration describes: deterministic, plus
// the OpenAI-compatible rewriter when LLM_BASE_URL is set. The API writes
// profiles and the apply workers cover letters with it, so both write the same
// way.
func FromConfig(cfg *config.Config, log *slog.Logger) (*Engine, error) {
	opts := []Option{WithLogger(log)}
	if cfg.LLMBaseURL != "" {
		client, err := llm.New(llm.Config{BaseURL: cfg.LLMBaseURL, APIKey: cfg.LLMAPIKey, Model: cfg.LLMModel, Timeout: cfg.LLMTimeout})
		if err != nil {
			return nil, fmt.Errorf("writing: LLM client (check LLM_BASE_URL, LLM_MODEL): %w", err)
		}
		opts = append(opts, WithRewriter(client), WithRewriteTimeout(cfg.LLMTimeout))
	}
	engine, err := New(opts...)
	if err != nil {
		return nil, fmt.Errorf("writing: engine: %w", err)
	}
	return engine, nil
}
