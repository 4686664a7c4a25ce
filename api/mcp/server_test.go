package mcp

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAPIKey(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		header http.Header
		want   string
	}{
		{http.Header{"X-Api-Key": {"ck_a"}}, "ck_a"},
		{http.Header{"Authorization": {"Bearer  ck_b "}}, "ck_b"},
		{http.Header{"X-Api-Key": {"ck_a"}, "Authorization": {"Bearer ck_b"}}, "ck_a"},
		{http.Header{"Authorization": {"Basic Zm9vOmJhcg=="}}, ""},
		{http.Header{}, ""},
	} {
		require.Equal(t, c.want, APIKey(c.header), "%v", c.header)
	}
}

// TestNewNeedsEveryToolSchema: a tool whose input schema is missing from the
// OpenAPI document is a startup error naming it, not a tool without a schema.
func TestNewNeedsEveryToolSchema(t *testing.T) {
	t.Parallel()
	_, err := New(Options{OpenAPI: []byte(`{"components":{"schemas":{}}}`)})
	require.ErrorContains(t, err, "search_jobs")
	_, err = New(Options{OpenAPI: []byte(`not json`)})
	require.Error(t, err)
}
