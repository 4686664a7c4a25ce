package bootstrap

import (
	"fmt"

	"github.com/careerkit/careerkit/shared/writing"
	"github.com/careerkit/careerkit/shared/writing/llm"
)

// WritingEngine builds the writing engine from the configuration: deterministic,
// plus the OpenAI-compatible rewriter when LLM_BASE_URL is set. The API uses it for
// profiles and the apply workers for cover letters, so both write the same way.
func (e *Env) WritingEngine() (*writing.Engine, error) {
	cfg := e.Config
	opts := []writing.Option{writing.WithLogger(e.Log)}
	if cfg.LLMBaseURL != "" {
		client, err := llm.New(llm.Config{BaseURL: cfg.LLMBaseURL, APIKey: cfg.LLMAPIKey, Model: cfg.LLMModel, Timeout: cfg.LLMTimeout})
		if err != nil {
			return nil, fmt.Errorf("bootstrap: LLM client (check LLM_BASE_URL, LLM_MODEL): %w", err)
		}
		opts = append(opts, writing.WithRewriter(client), writing.WithRewriteTimeout(cfg.LLMTimeout))
	}
	engine, err := writing.New(opts...)
	if err != nil {
		return nil, fmt.Errorf("bootstrap: writing engine: %w", err)
	}
	return engine, nil
}
