package refresh

import (
	"fmt"
	"hash/fnv"
	"time"
)

// CronSpec returns the Asynq scheduler spec running a source every period, at an
// offset inside the period derived from the source key: the sources spread over the
// period instead of all firing at once, and every replica picks the same times (so
// asynq.Unique collapses their enqueues). Periods that divide a day into whole hours
// or an hour into whole minutes get a cron line ("17 1/6 * * *": 01:17, 07:17, ...);
// others fall back to "@every", measured from process start.
func CronSpec(key string, every time.Duration) string {
	off := offset(key, every)
	switch {
	case every >= time.Hour && every%time.Hour == 0 && (24*time.Hour)%every == 0:
		h := int(every / time.Hour)
		return fmt.Sprintf("%d %d/%d * * *", int(off/time.Minute)%60, int(off/time.Hour), h)
	case every >= time.Minute && every < time.Hour && every%time.Minute == 0 && time.Hour%every == 0:
		m := int(every / time.Minute)
		return fmt.Sprintf("%d/%d * * * *", int(off/time.Minute), m)
	}
	return "@every " + every.String()
}

// offset is a stable pseudo-random point in [0, every), in whole minutes.
func offset(key string, every time.Duration) time.Duration {
	h := fnv.New64a()
	_, _ = h.Write([]byte(key))
	minutes := max(int64(every/time.Minute), 1)
	return time.Duration(h.Sum64()%uint64(minutes)) * time.Minute
}

// startDelay spreads the start-up runs of due sources over the first few minutes,
// at the same per-source offset scaled down.
func startDelay(key string, spread time.Duration) time.Duration {
	if spread <= 0 {
		return 0
	}
	h := fnv.New64a()
	_, _ = h.Write([]byte("start:" + key))
	return time.Duration(h.Sum64() % uint64(spread))
}
