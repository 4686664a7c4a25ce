#!/usr/bin/env bash
# `make bench`: the figures recorded in README (Performance). It runs the Go
# micro-benchmarks, then starts a private stack (one API, two workers) on its own
# database and namespace and drives it end to end with api/bench.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH=/usr/local/go/bin:$PATH

echo "## Machine"
echo "$(nproc) cores, $(free -g | awk '/Mem:/{print $2}') GiB, $(uname -sr), $(go version | awk '{print $3}')"
grep -m1 'model name' /proc/cpuinfo | sed 's/.*: /cpu: /' || true
echo

echo "## Go micro-benchmarks"
go test -run '^$' -bench . -benchtime 2s \
  ./shared/ats ./shared/salary ./shared/writing ./scrapers/normalize 2>&1 | grep -E '^(Benchmark|ok|FAIL)' || true
go test -run '^$' -bench 'PDF' -benchtime 50x ./workers/render 2>&1 | grep -E '^(Benchmark|ok|FAIL)' || true
go test -run '^$' -bench 'BenchmarkSubmit' -benchtime 20x ./workers/apply 2>&1 | grep -E '^(Benchmark|ok|FAIL)' || true
if ls api/*overhead*_test.go >/dev/null 2>&1; then
  go test -run '^$' -bench 'Overhead' -benchtime 3000x ./api 2>&1 | grep -E '^(Benchmark|ok|FAIL)' || true
fi
echo

echo "## End to end through the API (2 render workers, warm pools)"
make -s build
DB=careerkit_bench
psql -h 127.0.0.1 -U postgres -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" -c "CREATE DATABASE $DB" >/dev/null
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/$DB?sslmode=disable
export NAMESPACE=bench HTTP_ADDR=127.0.0.1:18080 PUBLIC_BASE_URL=http://127.0.0.1:18080
export NATS_EMBED_PORT=14250 LOG_LEVEL=warn
# Benchmarks measure speed, not the commercial limits: give the bench account room.
export RATE_LIMITS_PAID=1000000/1m,1000000/15m,10000000/24h
pids=()
trap 'for p in "${pids[@]}"; do kill -TERM "$p" 2>/dev/null || true; done; wait 2>/dev/null || true' EXIT
bin/careerkit-api serve & pids+=($!)
for _ in $(seq 1 50); do (exec 3<>/dev/tcp/127.0.0.1/$NATS_EMBED_PORT) 2>/dev/null && break; sleep 0.2; done
NATS_URL=nats://127.0.0.1:$NATS_EMBED_PORT MIGRATE_ON_START=false bin/careerkit-worker & pids+=($!)
NATS_URL=nats://127.0.0.1:$NATS_EMBED_PORT MIGRATE_ON_START=false bin/careerkit-worker & pids+=($!)
for _ in $(seq 1 100); do
  [ "$(curl -s http://$HTTP_ADDR/readyz | grep -c '"status":"ready"')" = 1 ] && break; sleep 0.3
done
KEY=$(bin/careerkit-api accounts create --email bench-$RANDOM@example.com --plan paid | tail -1)
echo "| scenario | requests | clients | p50 ms | p90 ms | p99 ms | mean ms | req/s | failures |"
echo "|---|---|---|---|---|---|---|---|---|"
go run ./api/bench -base-url http://$HTTP_ADDR -key "$KEY" -scenario resume -n 40 -c 1
go run ./api/bench -base-url http://$HTTP_ADDR -key "$KEY" -scenario resume -n 200 -c 4
go run ./api/bench -base-url http://$HTTP_ADDR -key "$KEY" -scenario salary -n 2000 -c 4
go run ./api/bench -base-url http://$HTTP_ADDR -key "$KEY" -scenario profile -n 2000 -c 4
echo

# The job index at scale: 1,000,000 synthetic jobs loaded with COPY into their own
# database (jobindex_bench), then a fixed mix of searches. BENCH_JOBS overrides the size.
echo "## Job index: load and search"
go run ./scrapers/bench -jobs "${BENCH_JOBS:-1000000}"
