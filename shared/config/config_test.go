package config

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLoadDefaults(t *testing.T) {
	t.Setenv("DATABASE_URL", "")
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, "127.0.0.1:8080", c.HTTPAddr)
	require.Equal(t, "http://127.0.0.1:8080", c.PublicBaseURL)
	require.Empty(t, c.NATSURL)
}

func TestLoadRejectsBadValues(t *testing.T) {
	cases := []struct {
		name, key, value, want string
	}{
		{"bad db url", "DATABASE_URL", "mysql://x/y", "DATABASE_URL"},
		{"bad redis", "REDIS_URL", "nope", "REDIS_URL"},
		{"bad nats", "NATS_URL", "http://x:4222", "NATS_URL"},
		{"bad addr", "HTTP_ADDR", "8080", "HTTP_ADDR"},
		{"bad base", "PUBLIC_BASE_URL", "ftp://x", "PUBLIC_BASE_URL"},
		{"bad level", "LOG_LEVEL", "loud", "LOG_LEVEL"},
		{"bad format", "LOG_FORMAT", "xml", "LOG_FORMAT"},
		{"bad duration", "RENDER_TIMEOUT", "soon", "RENDER_TIMEOUT"},
		{"bad tabs", "RENDER_TABS", "0", "RENDER_TABS"},
		{"llm without model", "LLM_BASE_URL", "http://127.0.0.1:1", "LLM_MODEL"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(tc.key, tc.value)
			_, err := Load()
			require.Error(t, err)
			require.Contains(t, err.Error(), tc.want)
			require.NotContains(t, err.Error(), "\n")
		})
	}
}

func TestRedactHidesPassword(t *testing.T) {
	t.Setenv("DATABASE_URL", "mysql://u:secret@h/db")
	_, err := Load()
	require.Error(t, err)
	require.NotContains(t, err.Error(), "secret")
}
