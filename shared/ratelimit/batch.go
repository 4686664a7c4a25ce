package ratelimit

import (
	"context"
	"sync"

	"github.com/redis/go-redis/v9"
)

// batchClient gathers the EVALSHA calls that redis_rate makes for one request's
// windows and sends them as one pipeline, so checking three windows costs one
// Redis round trip instead of three. redis_rate runs its GCRA script through
// EVALSHA first; every other command (the EVAL fallback after a script flush,
// DEL) goes straight to the client.
type batchClient struct {
	redis.UniversalClient
	want int

	mu      sync.Mutex
	args    [][]any
	done    chan struct{}
	results []*redis.Cmd
}

func newBatchClient(rdb redis.UniversalClient, want int) *batchClient {
	return &batchClient{UniversalClient: rdb, want: want, done: make(chan struct{})}
}

// EvalSha queues the call; the last of the expected calls sends the pipeline and
// every caller gets its own command's result.
func (b *batchClient) EvalSha(ctx context.Context, sha string, keys []string, args ...any) *redis.Cmd {
	b.mu.Lock()
	i := len(b.args)
	if i >= b.want { // a retry after the batch went out: nothing to wait for
		b.mu.Unlock()
		return b.UniversalClient.EvalSha(ctx, sha, keys, args...)
	}
	b.args = append(b.args, append([]any{"evalsha", sha, len(keys)}, append(stringsToAny(keys), args...)...))
	last := len(b.args) == b.want
	b.mu.Unlock()
	if last {
		b.results = make([]*redis.Cmd, b.want)
		_, _ = b.UniversalClient.Pipelined(ctx, func(p redis.Pipeliner) error {
			for j, a := range b.args {
				b.results[j] = p.Do(ctx, a...)
			}
			return nil
		})
		close(b.done)
	}
	select {
	case <-b.done:
		return b.results[i]
	case <-ctx.Done():
		cmd := redis.NewCmd(ctx)
		cmd.SetErr(ctx.Err())
		return cmd
	}
}

func stringsToAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}
