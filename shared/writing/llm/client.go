package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Config configures a Client. BaseURL and Model are required.
type Config struct {
	// BaseURL is the API root, such as https://api.openai.com/v1; the client posts
	// to BaseURL + "/chat/completions".
	BaseURL string
	// APIKey is sent as a bearer token; empty sends no Authorization header (local
	// servers often need none).
	APIKey string
	// Model is the model name sent with every request.
	Model string
	// Timeout bounds one whole request. Zero means DefaultTimeout.
	Timeout time.Duration
	// MaxTokens bounds the reply. Zero means DefaultMaxTokens.
	MaxTokens int
	// Temperature is sent as is; a low value keeps rewrites close to the draft.
	Temperature float64
	// HTTPClient replaces the default client (its Timeout is then the caller's).
	HTTPClient *http.Client
}

// Defaults of Config.
const (
	DefaultTimeout   = 8 * time.Second
	DefaultMaxTokens = 1500
	// maxReplyBytes caps what is read from the server, so a misbehaving endpoint
	// cannot exhaust memory.
	maxReplyBytes = 2 << 20
)

// Client calls a chat-completions endpoint. It is safe for concurrent use.
type Client struct {
	endpoint    string
	apiKey      string
	model       string
	maxTokens   int
	temperature float64
	http        *http.Client
}

// New validates cfg and returns a Client.
func New(cfg Config) (*Client, error) {
	u, err := url.Parse(strings.TrimSpace(cfg.BaseURL))
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, fmt.Errorf("llm: base URL %q must be an http or https URL such as https://api.openai.com/v1", cfg.BaseURL)
	}
	if strings.TrimSpace(cfg.Model) == "" {
		return nil, errors.New("llm: model is required (for example gpt-4o-mini)")
	}
	endpoint := strings.TrimRight(u.String(), "/")
	if !strings.HasSuffix(endpoint, "/chat/completions") {
		endpoint += "/chat/completions"
	}
	c := &Client{
		endpoint: endpoint, apiKey: cfg.APIKey, model: cfg.Model,
		maxTokens: cfg.MaxTokens, temperature: cfg.Temperature, http: cfg.HTTPClient,
	}
	if c.maxTokens <= 0 {
		c.maxTokens = DefaultMaxTokens
	}
	if c.http == nil {
		timeout := cfg.Timeout
		if timeout <= 0 {
			timeout = DefaultTimeout
		}
		c.http = &http.Client{Timeout: timeout}
	}
	return c, nil
}

type message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type request struct {
	Model       string    `json:"model"`
	Messages    []message `json:"messages"`
	Temperature float64   `json:"temperature"`
	MaxTokens   int       `json:"max_tokens"`
}

type response struct {
	Choices []struct {
		Message      message `json:"message"`
		FinishReason string  `json:"finish_reason"`
	} `json:"choices"`
	Error *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// Rewrite sends one system and one user message and returns the reply text.
func (c *Client) Rewrite(ctx context.Context, system, user string) (string, error) {
	body, err := json.Marshal(request{
		Model:       c.model,
		Messages:    []message{{Role: "system", Content: system}, {Role: "user", Content: user}},
		Temperature: c.temperature,
		MaxTokens:   c.maxTokens,
	})
	if err != nil {
		return "", fmt.Errorf("llm: encode request: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return "", fmt.Errorf("llm: build request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	if c.apiKey != "" {
		req.Header.Set("Authorization", "Bearer "+c.apiKey)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return "", fmt.Errorf("llm: post %s: %w", c.endpoint, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxReplyBytes))
	if err != nil {
		return "", fmt.Errorf("llm: read reply: %w", err)
	}
	var out response
	decodeErr := json.Unmarshal(raw, &out)
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		msg := ""
		if decodeErr == nil && out.Error != nil {
			msg = ": " + clip(out.Error.Message, 200)
		}
		return "", fmt.Errorf("llm: endpoint answered %d%s", resp.StatusCode, msg)
	}
	if decodeErr != nil {
		return "", fmt.Errorf("llm: decode reply: %w", decodeErr)
	}
	if len(out.Choices) == 0 {
		return "", errors.New("llm: reply has no choices")
	}
	choice := out.Choices[0]
	if choice.FinishReason == "length" {
		return "", errors.New("llm: reply was cut off at the token limit")
	}
	return choice.Message.Content, nil
}

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
