package store_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/store"
)

func TestSessionLifecycle(t *testing.T) {
	t.Parallel()
	b := setup(t)
	acct, err := b.st.AccountCreate(b.ctx, store.AccountCreateParams{Email: "ada@example.com"})
	require.NoError(t, err)

	token, sess, err := b.st.SessionCreate(b.ctx, acct.ID, time.Hour)
	require.NoError(t, err)
	require.Len(t, token, 43)
	require.Len(t, sess.CSRFToken, 43)
	require.NotEqual(t, token, sess.CSRFToken)

	got, a, err := b.st.SessionGet(b.ctx, token)
	require.NoError(t, err)
	require.Equal(t, acct.ID, a.ID)
	require.Equal(t, sess.CSRFToken, got.CSRFToken)

	_, _, err = b.st.SessionGet(b.ctx, token+"x")
	require.ErrorIs(t, err, store.ErrNotFound)

	require.NoError(t, b.st.SessionDelete(b.ctx, token))
	_, _, err = b.st.SessionGet(b.ctx, token)
	require.ErrorIs(t, err, store.ErrNotFound)
}

func TestSessionExpiry(t *testing.T) {
	t.Parallel()
	b := setup(t)
	acct, err := b.st.AccountCreate(b.ctx, store.AccountCreateParams{Email: "ada@example.com"})
	require.NoError(t, err)
	token, _, err := b.st.SessionCreate(b.ctx, acct.ID, -time.Second)
	require.NoError(t, err)
	_, _, err = b.st.SessionGet(b.ctx, token)
	require.ErrorIs(t, err, store.ErrNotFound)
	n, err := b.st.SessionDeleteExpired(b.ctx)
	require.NoError(t, err)
	require.EqualValues(t, 1, n)
}
