package store_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/store"
)

func TestUsageEventInsertIsIdempotent(t *testing.T) {
	t.Parallel()
	b := setup(t)
	acct, err := b.st.AccountCreate(b.ctx, store.AccountCreateParams{Email: "ada@example.com"})
	require.NoError(t, err)
	key, _, err := b.st.APIKeyCreate(b.ctx, acct.ID, "ci")
	require.NoError(t, err)
	at := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
	batch := []store.UsageEvent{
		{AccountID: acct.ID, KeyID: key.ID, Endpoint: "build-resume", RequestID: "r1", PriceCents: 50, At: at},
		{AccountID: acct.ID, KeyID: key.ID, Endpoint: "search-jobs", RequestID: "r2", PriceCents: 5, At: at},
		{AccountID: acct.ID, Endpoint: "search-jobs", RequestID: "r3", PriceCents: 5, Free: true, At: at},
		{AccountID: acct.ID, KeyID: key.ID, Endpoint: "search-jobs", RequestID: "r2", PriceCents: 5, At: at},
	}
	n, err := b.st.UsageEventInsert(b.ctx, batch)
	require.NoError(t, err)
	require.EqualValues(t, 3, n)
	n, err = b.st.UsageEventInsert(b.ctx, batch)
	require.NoError(t, err)
	require.Zero(t, n)

	got, err := b.st.UsageByEndpoint(b.ctx, acct.ID, at.AddDate(0, 0, -9), at.AddDate(0, 1, 0))
	require.NoError(t, err)
	require.Equal(t, []store.EndpointUsage{
		{Endpoint: "build-resume", Calls: 1, FreeCalls: 0, CostCents: 50},
		{Endpoint: "search-jobs", Calls: 2, FreeCalls: 1, CostCents: 5},
	}, got)

	ids, err := b.st.UsageFreeRequestIDs(b.ctx, acct.ID, at.AddDate(0, 0, -9), at.AddDate(0, 1, 0))
	require.NoError(t, err)
	require.Equal(t, []string{"r3"}, ids)

	keys, err := b.st.APIKeyList(b.ctx, acct.ID)
	require.NoError(t, err)
	require.NotNil(t, keys[0].LastUsedAt)
	require.True(t, keys[0].LastUsedAt.Equal(at))
}

func TestUsageByMonth(t *testing.T) {
	t.Parallel()
	b := setup(t)
	acct, err := b.st.AccountCreate(b.ctx, store.AccountCreateParams{Email: "ada@example.com"})
	require.NoError(t, err)
	ev := func(id string, at time.Time, cents int64, free bool) store.UsageEvent {
		return store.UsageEvent{AccountID: acct.ID, Endpoint: "auto-apply", RequestID: id, PriceCents: cents, Free: free, At: at}
	}
	_, err = b.st.UsageEventInsert(b.ctx, []store.UsageEvent{
		ev("a", time.Date(2026, 1, 31, 23, 59, 59, 0, time.UTC), 25, false),
		ev("b", time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC), 25, false),
		ev("c", time.Date(2026, 2, 14, 0, 0, 0, 0, time.UTC), 25, true),
	})
	require.NoError(t, err)
	got, err := b.st.UsageByMonth(b.ctx, acct.ID, 12)
	require.NoError(t, err)
	require.Equal(t, []store.MonthUsage{
		{Month: time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC), Calls: 2, CostCents: 25},
		{Month: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Calls: 1, CostCents: 25},
	}, got)
}

func TestUsageEventInsertRejectsUnknownAccount(t *testing.T) {
	t.Parallel()
	b := setup(t)
	_, err := b.st.UsageEventInsert(b.ctx, []store.UsageEvent{{AccountID: "00000000-0000-0000-0000-000000000001",
		Endpoint: "search-jobs", RequestID: "x", PriceCents: 5, At: time.Now()}})
	require.ErrorIs(t, err, store.ErrUsageRejected)
}
