package store_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/store"
)

func TestReferralMonths(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ref, err := b.st.AccountCreate(b.ctx, store.AccountCreateParams{Email: "ref@example.com"})
	require.NoError(t, err)
	var referred []*store.Account
	for _, email := range []string{"a@example.com", "b@example.com"} {
		a, err := b.st.AccountCreate(b.ctx, store.AccountCreateParams{Email: email, Plan: store.PlanPaid, ReferredBy: &ref.ID})
		require.NoError(t, err)
		referred = append(referred, a)
	}
	stranger, err := b.st.AccountCreate(b.ctx, store.AccountCreateParams{Email: "c@example.com", Plan: store.PlanPaid})
	require.NoError(t, err)

	jan := time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC)
	feb := time.Date(2026, 2, 5, 0, 0, 0, 0, time.UTC)
	_, err = b.st.UsageEventInsert(b.ctx, []store.UsageEvent{
		{AccountID: referred[0].ID, Endpoint: "build-resume", RequestID: "1", PriceCents: 50, At: jan},
		{AccountID: referred[1].ID, Endpoint: "build-resume", RequestID: "2", PriceCents: 50, At: jan},
		{AccountID: referred[1].ID, Endpoint: "build-resume", RequestID: "3", PriceCents: 50, Free: true, At: jan},
		{AccountID: referred[0].ID, Endpoint: "auto-apply", RequestID: "4", PriceCents: 25, At: feb},
		{AccountID: stranger.ID, Endpoint: "build-resume", RequestID: "5", PriceCents: 50, At: feb},
	})
	require.NoError(t, err)

	got, err := b.st.ReferralMonths(b.ctx, ref.ID)
	require.NoError(t, err)
	require.Equal(t, []store.ReferralMonth{
		{Month: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), BilledCents: 100, Accounts: 2},
		{Month: time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC), BilledCents: 25, Accounts: 1},
	}, got)
	n, err := b.st.ReferralCount(b.ctx, ref.ID)
	require.NoError(t, err)
	require.EqualValues(t, 2, n)
}
