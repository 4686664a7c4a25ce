#!/usr/bin/env bash
# Runs the whole stack on this machine: one API (which embeds NATS on
# NATS_EMBED_PORT unless NATS_URL is set), one worker and one scraper. Ctrl-C stops all.
set -euo pipefail
cd "$(dirname "$0")/../.."

export HTTP_ADDR=${HTTP_ADDR:-127.0.0.1:8080}
export PUBLIC_BASE_URL=${PUBLIC_BASE_URL:-http://$HTTP_ADDR}
export NATS_EMBED_PORT=${NATS_EMBED_PORT:-4250}

pids=()
cleanup() {
  trap - INT TERM EXIT
  for p in "${pids[@]}"; do kill -TERM "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup INT TERM EXIT

bin/careerkit-api migrate
bin/careerkit-api serve & pids+=($!)

# The worker and scraper join the API's broker when none is configured.
if [ -z "${NATS_URL:-}" ]; then
  for _ in $(seq 1 50); do (exec 3<>/dev/tcp/127.0.0.1/"$NATS_EMBED_PORT") 2>/dev/null && break; sleep 0.2; done
  export NATS_URL=nats://127.0.0.1:$NATS_EMBED_PORT
fi
MIGRATE_ON_START=false bin/careerkit-worker & pids+=($!)
MIGRATE_ON_START=false bin/careerkit-scraper & pids+=($!)

for _ in $(seq 1 100); do
  if curl -fsS "http://$HTTP_ADDR/readyz" >/dev/null 2>&1; then
    echo "careerkit: API ready on http://$HTTP_ADDR (dashboard: http://$HTTP_ADDR/dashboard)"
    echo "careerkit: create a key with: bin/careerkit-api accounts create --email you@example.com"
    break
  fi
  sleep 0.3
done
wait -n "${pids[@]}"
