package apikey

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestNewKeysAreUniqueAndWellFormed(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for i := 0; i < 1000; i++ {
		k, err := New()
		require.NoError(t, err)
		require.True(t, WellFormed(k), k)
		require.False(t, seen[k])
		seen[k] = true
	}
}

func TestHashAndEqual(t *testing.T) {
	t.Parallel()
	k, err := New()
	require.NoError(t, err)
	require.True(t, Equal(Hash(k), Hash(k)))
	require.False(t, Equal(Hash(k), Hash(k+"x")))
	require.Len(t, Hash(k), 32)
	require.Equal(t, k[:DisplayLen], Display(k))
}

func TestWellFormedRejectsGarbage(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"", "ck_", "sk_live_abc", "ck_" + string(make([]byte, 43))} {
		require.False(t, WellFormed(s), s)
	}
}
