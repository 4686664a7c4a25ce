// Command bench drives a running Careerkit API with a fixed request mix and prints
// latency percentiles and throughput as a Markdown table row. deploy/local/bench.sh
// starts the stack and calls it; the figures go into docs/performance.md.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

func main() {
	base := flag.String("base-url", "http://127.0.0.1:8080", "API base URL")
	key := flag.String("key", os.Getenv("CAREERKIT_KEY"), "API key")
	scenario := flag.String("scenario", "salary", "resume, salary, profile, search")
	n := flag.Int("n", 200, "requests to send")
	c := flag.Int("c", 4, "concurrent clients")
	warm := flag.Int("warm", 10, "warm-up requests not measured")
	flag.Parse()
	reqs, ok := scenarios[*scenario]
	if !ok {
		fmt.Fprintf(os.Stderr, "bench: unknown -scenario %q\n", *scenario)
		os.Exit(2)
	}
	client := &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: *c * 2}}
	send := func(i int) (time.Duration, int, error) {
		r := reqs[i%len(reqs)]
		var body io.Reader
		if r.body != nil {
			b, _ := json.Marshal(r.body)
			body = bytes.NewReader(b)
		}
		req, _ := http.NewRequestWithContext(context.Background(), r.method, *base+r.path, body)
		req.Header.Set("X-API-Key", *key)
		if r.body != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		start := time.Now()
		resp, err := client.Do(req)
		if err != nil {
			return 0, 0, err
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return time.Since(start), resp.StatusCode, nil
	}
	for i := 0; i < *warm; i++ {
		if _, code, err := send(i); err != nil || code != 200 {
			fmt.Fprintf(os.Stderr, "bench: warm-up request %d: status %d err %v\n", i, code, err)
			os.Exit(1)
		}
	}
	lat := make([]time.Duration, *n)
	var next, failures atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < *c; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= *n {
					return
				}
				d, code, err := send(i)
				if err != nil || code != 200 {
					failures.Add(1)
				}
				lat[i] = d
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	var sum time.Duration
	for _, d := range lat {
		sum += d
	}
	pct := func(p float64) string {
		return fmt.Sprintf("%.1f", float64(lat[int(p*float64(len(lat)-1))].Microseconds())/1000)
	}
	fmt.Printf("| %s | %d | %d | %s | %s | %s | %.1f | %.1f | %d |\n", *scenario, *n, *c,
		pct(0.50), pct(0.90), pct(0.99), float64(sum.Microseconds())/float64(len(lat))/1000,
		float64(*n)/elapsed.Seconds(), failures.Load())
	if failures.Load() > 0 {
		os.Exit(1)
	}
}
