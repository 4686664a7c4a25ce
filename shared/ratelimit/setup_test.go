package ratelimit_test

import (
	"context"
	"testing"

	"github.com/careerkit/careerkit/shared/servicetest"
	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/require"
)

type testBundle struct {
	rdb *redis.Client
	ns  string
	ctx context.Context
}

func setup(t *testing.T) *testBundle {
	t.Helper()
	if testing.Short() {
		t.Skip("needs Redis; skipped under -short")
	}
	opt, err := redis.ParseURL(servicetest.RedisURL())
	require.NoError(t, err)
	rdb := redis.NewClient(opt)
	t.Cleanup(func() { _ = rdb.Close() })
	ns := servicetest.Namespace()
	t.Cleanup(func() {
		ctx := context.Background()
		iter := rdb.Scan(ctx, 0, "*"+ns+":*", 1000).Iterator()
		for iter.Next(ctx) {
			_ = rdb.Del(ctx, iter.Val()).Err()
		}
	})
	return &testBundle{rdb: rdb, ns: ns, ctx: context.Background()}
}
