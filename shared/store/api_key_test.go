package store_test

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apikey"
	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/store"
)

type testBundle struct {
	st  *store.Store
	ctx context.Context
}

func setup(t *testing.T) *testBundle {
	t.Helper()
	return &testBundle{st: store.New(dbtest.NewPool(t)), ctx: context.Background()}
}

func TestAccountAndKeyLifecycle(t *testing.T) {
	t.Parallel()
	b := setup(t)
	acct, err := b.st.AccountCreate(b.ctx, store.AccountCreateParams{Email: "Ada@Example.com"})
	require.NoError(t, err)
	require.Equal(t, store.PlanFree, acct.Plan)
	require.NotEmpty(t, acct.ReferralCode)

	_, err = b.st.AccountCreate(b.ctx, store.AccountCreateParams{Email: "ada@example.com"})
	require.ErrorIs(t, err, store.ErrConflict)

	k, secret, err := b.st.APIKeyCreate(b.ctx, acct.ID, "ci")
	require.NoError(t, err)
	require.True(t, apikey.WellFormed(secret))
	require.Equal(t, apikey.Display(secret), k.Prefix)

	owner, err := b.st.APIKeyOwner(b.ctx, apikey.Hash(secret))
	require.NoError(t, err)
	require.Equal(t, acct.ID, owner.AccountID)
	require.Nil(t, owner.RevokedAt)

	other, err := b.st.AccountCreate(b.ctx, store.AccountCreateParams{Email: "eve@example.com"})
	require.NoError(t, err)
	require.ErrorIs(t, b.st.APIKeyRevoke(b.ctx, other.ID, k.ID), store.ErrNotFound)

	require.NoError(t, b.st.APIKeyRevoke(b.ctx, acct.ID, k.ID))
	owner, err = b.st.APIKeyOwner(b.ctx, apikey.Hash(secret))
	require.NoError(t, err)
	require.NotNil(t, owner.RevokedAt)

	keys, err := b.st.APIKeyList(b.ctx, acct.ID)
	require.NoError(t, err)
	require.Len(t, keys, 1)

	_, err = b.st.APIKeyOwner(b.ctx, apikey.Hash("ck_unknown"))
	require.True(t, errors.Is(err, store.ErrNotFound))
}

func TestAccountEmailConstraint(t *testing.T) {
	t.Parallel()
	b := setup(t)
	_, err := b.st.AccountCreate(b.ctx, store.AccountCreateParams{Email: "not-an-email"})
	require.Error(t, err)
}
