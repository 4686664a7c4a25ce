package metering_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/dbtest"
	"github.com/careerkit/careerkit/shared/metering"
	"github.com/careerkit/careerkit/shared/store"
)

type testBundle struct {
	st      *store.Store
	account *store.Account
	ctx     context.Context
	log     *slog.Logger
}

func setup(t *testing.T) *testBundle {
	t.Helper()
	st := store.New(dbtest.NewPool(t))
	acct, err := st.AccountCreate(context.Background(), store.AccountCreateParams{Email: "ada@example.com", Plan: store.PlanPaid})
	require.NoError(t, err)
	return &testBundle{st: st, account: acct, ctx: context.Background(), log: slog.New(slog.NewTextHandler(io.Discard, nil))}
}

func (b *testBundle) event(i int) store.UsageEvent {
	return store.UsageEvent{AccountID: b.account.ID, Endpoint: metering.EndpointSearchJobs,
		RequestID: fmt.Sprintf("req-%04d", i), PriceCents: 5, At: time.Now()}
}

func (b *testBundle) stored(t *testing.T) (calls, cents int64) {
	t.Helper()
	from, to := metering.MonthOf(time.Now())
	rows, err := b.st.UsageByEndpoint(b.ctx, b.account.ID, from.AddDate(0, -1, 0), to)
	require.NoError(t, err)
	for _, r := range rows {
		calls += r.Calls
		cents += r.CostCents
	}
	return calls, cents
}

// fakeSink is a function-field fake in front of the real store.
type fakeSink struct {
	insert func(ctx context.Context, events []store.UsageEvent) (int64, error)
}

func (f fakeSink) UsageEventInsert(ctx context.Context, events []store.UsageEvent) (int64, error) {
	return f.insert(ctx, events)
}

func TestWriterStoresEveryEventOnce(t *testing.T) {
	t.Parallel()
	b := setup(t)
	w := metering.NewWriter(b.st, metering.Options{FlushInterval: 10 * time.Millisecond, BatchSize: 64, Logger: b.log})
	require.NoError(t, w.Start())
	var wg sync.WaitGroup
	for i := range 1000 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = w.Record(b.ctx, b.event(i%500)) // every event twice: replays
		}()
	}
	wg.Wait()
	require.NoError(t, w.Stop(b.ctx))
	calls, cents := b.stored(t)
	require.EqualValues(t, 500, calls)
	require.EqualValues(t, 2500, cents)
	require.EqualValues(t, 500, w.Written())
}

func TestWriterInterruptedAndRestarted(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const n = 300
	opts := metering.Options{FlushInterval: time.Hour, BatchSize: 1000, Logger: b.log}
	first := metering.NewWriter(b.st, opts)
	require.NoError(t, first.Start())
	for i := range n / 2 {
		require.NoError(t, first.Record(b.ctx, b.event(i)))
	}
	// Nothing is flushed yet (hour-long interval): Stop alone must persist it.
	require.NoError(t, first.Stop(b.ctx))
	require.NoError(t, first.Record(b.ctx, b.event(n/2)), "after Stop, Record writes through")

	second := metering.NewWriter(b.st, opts)
	require.NoError(t, second.Start())
	for i := n/2 - 10; i < n; i++ { // the restart replays the last ten requests
		require.NoError(t, second.Record(b.ctx, b.event(i)))
	}
	require.NoError(t, second.Flush(b.ctx))
	calls, cents := b.stored(t)
	require.EqualValues(t, n, calls)
	require.EqualValues(t, n*5, cents)
	require.NoError(t, second.Stop(b.ctx))
}

func TestWriterRetriesLostAcknowledgement(t *testing.T) {
	t.Parallel()
	b := setup(t)
	var calls atomic.Int64
	sink := fakeSink{insert: func(ctx context.Context, events []store.UsageEvent) (int64, error) {
		n, err := b.st.UsageEventInsert(ctx, events)
		if calls.Add(1) <= 2 {
			return 0, errors.New("connection reset after commit") // stored, but the writer cannot know
		}
		return n, err
	}}
	w := metering.NewWriter(sink, metering.Options{FlushInterval: 5 * time.Millisecond, Logger: b.log})
	require.NoError(t, w.Start())
	for i := range 50 {
		require.NoError(t, w.Record(b.ctx, b.event(i)))
	}
	require.Eventually(t, func() bool { return calls.Load() >= 3 }, 5*time.Second, 5*time.Millisecond)
	require.NoError(t, w.Stop(b.ctx))
	got, _ := b.stored(t)
	require.EqualValues(t, 50, got)
}

func TestWriterStopReportsWhatItCouldNotWrite(t *testing.T) {
	t.Parallel()
	b := setup(t)
	down := fakeSink{insert: func(context.Context, []store.UsageEvent) (int64, error) {
		return 0, errors.New("database down")
	}}
	w := metering.NewWriter(down, metering.Options{FlushInterval: time.Hour, Logger: b.log})
	require.NoError(t, w.Start())
	for i := range 7 {
		require.NoError(t, w.Record(b.ctx, b.event(i)))
	}
	ctx, cancel := context.WithTimeout(b.ctx, 200*time.Millisecond)
	defer cancel()
	err := w.Stop(ctx)
	require.Error(t, err)
	require.Contains(t, err.Error(), "7 usage events not written")
}

func TestWriterDropsOnlyRejectedEvents(t *testing.T) {
	t.Parallel()
	b := setup(t)
	w := metering.NewWriter(b.st, metering.Options{FlushInterval: time.Hour, Logger: b.log})
	require.NoError(t, w.Start())
	bad := b.event(99)
	bad.AccountID = "00000000-0000-0000-0000-000000000001"
	require.NoError(t, w.Record(b.ctx, b.event(1)))
	require.NoError(t, w.Record(b.ctx, bad))
	require.NoError(t, w.Record(b.ctx, b.event(2)))
	require.NoError(t, w.Flush(b.ctx))
	got, _ := b.stored(t)
	require.EqualValues(t, 2, got)
	require.NoError(t, w.Stop(b.ctx))
}

func TestWriterLifecycleErrors(t *testing.T) {
	t.Parallel()
	b := setup(t)
	w := metering.NewWriter(b.st, metering.Options{Logger: b.log})
	require.ErrorIs(t, w.Flush(b.ctx), metering.ErrNotRunning)
	require.NoError(t, w.Stop(b.ctx))
	require.NoError(t, w.Start())
	require.Error(t, w.Start())
	require.NoError(t, w.Stop(b.ctx))
	require.NoError(t, w.Stop(b.ctx))
	require.ErrorIs(t, w.Flush(b.ctx), metering.ErrNotRunning)
}
