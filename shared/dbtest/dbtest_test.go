package dbtest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestNewPoolIsMigratedAndIsolated(t *testing.T) {
	t.Parallel()
	a := NewPool(t)
	b := NewPool(t)
	ctx := context.Background()
	_, err := a.Exec(ctx, "INSERT INTO accounts (email, referral_code) VALUES ('a@example.com', 'refa')")
	require.NoError(t, err)
	var n int
	require.NoError(t, b.QueryRow(ctx, "SELECT count(*) FROM accounts").Scan(&n))
	require.Zero(t, n)
}
