#!/usr/bin/env bash
# `make bench`: the figures recorded in docs/performance.md. It runs the Go
# micro-benchmarks, then starts a private stack (one API, two workers) on its own
# database and namespace and drives it end to end with api/bench.
#
# Every timed figure is run RUNS times (default 3) and printed per run with the
# 1-minute load average, so a reader can see the spread and whether the machine
# was busy: other work on the same cores slows Chromium 2-4x (docs/performance.md).
# BENCH_ONLY=resume runs only the render benchmark and the build-resume
# scenarios (about two minutes); BENCH_JOBS sets the job-index size.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH=/usr/local/go/bin:$PATH
RUNS=${RUNS:-3}
ONLY=${BENCH_ONLY:-}
load() { cut -d' ' -f1 /proc/loadavg; }

echo "## Machine"
echo "$(nproc) cores, $(free -g | awk '/Mem:/{print $2}') GiB, $(uname -sr), $(go version | awk '{print $3}')"
grep -m1 'model name' /proc/cpuinfo | sed 's/.*: /cpu: /' || true
echo

echo "## Go micro-benchmarks"
if [ -z "$ONLY" ]; then
  go test -run '^$' -bench . -benchtime 2s \
    ./shared/ats ./shared/salary ./shared/writing ./scrapers/normalize 2>&1 | grep -E '^(Benchmark|ok|FAIL)' || true
fi
go test -c -o /tmp/careerkit-render.test ./workers/render
for i in $(seq 1 "$RUNS"); do
  echo "render run $i (load $(load)):"
  (cd workers/render && /tmp/careerkit-render.test -test.run '^$' -test.bench 'PDF' -test.benchtime 50x) | grep -E '^Benchmark' || true
done
if [ -z "$ONLY" ]; then
  go test -run '^$' -bench 'BenchmarkSubmit' -benchtime 20x ./workers/apply 2>&1 | grep -E '^(Benchmark|ok|FAIL)' || true
  if ls api/*overhead*_test.go >/dev/null 2>&1; then
    go test -run '^$' -bench 'Overhead' -benchtime 3000x ./api 2>&1 | grep -E '^(Benchmark|ok|FAIL)' || true
  fi
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
go build -o /tmp/careerkit-apibench ./api/bench
echo "| scenario | requests | clients | p50 ms | p90 ms | p99 ms | mean ms | req/s | failures | load |"
echo "|---|---|---|---|---|---|---|---|---|---|"
scenario() { # name n c
  for i in $(seq 1 "$RUNS"); do
    l=$(load)
    /tmp/careerkit-apibench -base-url http://$HTTP_ADDR -key "$KEY" -scenario "$1" -n "$2" -c "$3" | sed "s/\$/ $l |/"
  done
}
scenario resume 40 1
scenario resume 200 4
if [ -z "$ONLY" ]; then
  scenario salary 2000 4
  scenario profile 2000 4
fi
echo
[ -n "$ONLY" ] && exit 0

# The job index at scale: 1,000,000 synthetic jobs loaded with COPY into their own
# database (jobindex_bench), then a fixed mix of searches, RUNS times (about 3.5
# minutes each). BENCH_JOBS overrides the size; `make bench-index-10m` runs the
# 10,000,000-posting load once.
echo "## Job index: load and search"
go build -o /tmp/careerkit-jobbench ./scrapers/bench
for run in $(seq 1 "$RUNS"); do
  echo "### run $run (load $(load))"
  /tmp/careerkit-jobbench -jobs "${BENCH_JOBS:-1000000}"
done
