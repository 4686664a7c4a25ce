package host

import (
	"context"
	"log/slog"
	"time"

	"github.com/careerkit/careerkit/shared/store"
)

// purgeIdempotencyKeys deletes expired Idempotency-Key rows every interval.
// Expired rows are already ignored by the API (a claim takes an expired key
// over); this only keeps the table small.
func purgeIdempotencyKeys(ctx context.Context, st *store.Store, interval time.Duration, log *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		for {
			n, err := st.IdempotencyPurge(ctx, 1000)
			if err != nil {
				if ctx.Err() == nil {
					log.WarnContext(ctx, "idempotency key purge failed", slog.Any("error", err))
				}
				break
			}
			if n < 1000 {
				break
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
