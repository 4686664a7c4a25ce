// Package llm is a minimal client for OpenAI-compatible chat-completions
// endpoints (OpenAI, Azure-style gateways, vLLM, Ollama, LM Studio, ...). It
// implements writing.Rewriter: one system message, one user message, one reply.
//
// It is used only when configured (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL,
// LLM_TIMEOUT in shared/config); the writing engine checks every reply and falls
// back to its deterministic text on any error, so this package makes a single
// attempt and never retries.
package llm
