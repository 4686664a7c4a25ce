package main

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/careerkit/careerkit/shared/jobsearch"
)

// clientStats are the figures of the mix run by several clients at once.
type clientStats struct {
	Clients, Searches int
	Elapsed           time.Duration
	P50, P99          time.Duration
}

// Throughput is searches a second over all clients.
func (c clientStats) Throughput() float64 { return float64(c.Searches) / c.Elapsed.Seconds() }

// runClients runs the mix rounds times in each of clients concurrent clients,
// each starting at a different query so they do not ask the same thing at once,
// and returns the throughput and the latency percentiles of every search.
func runClients(ctx context.Context, svc *jobsearch.Service, clients, rounds int) (clientStats, error) {
	var (
		mu    sync.Mutex
		times []time.Duration
		first error
		wg    sync.WaitGroup
	)
	start := time.Now()
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := make([]time.Duration, 0, rounds*len(searchMix))
			for i := range rounds * len(searchMix) {
				q := searchMix[(c*len(searchMix)/clients+i)%len(searchMix)]
				t0 := time.Now()
				if _, err := svc.Search(ctx, q); err != nil {
					mu.Lock()
					if first == nil {
						first = fmt.Errorf("bench: search %q: %w", q.Query, err)
					}
					mu.Unlock()
					return
				}
				mine = append(mine, time.Since(t0))
			}
			mu.Lock()
			times = append(times, mine...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	if first != nil {
		return clientStats{}, first
	}
	slices.Sort(times)
	return clientStats{Clients: clients, Searches: len(times), Elapsed: time.Since(start),
		P50: percentile(times, 50), P99: percentile(times, 99)}, nil
}
