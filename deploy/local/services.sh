#!/usr/bin/env bash
# Makes sure everything Careerkit needs on one machine is installed and answering:
# Go, Postgres, Redis, NATS (for tests; the processes can embed their own),
# Chromium with fonts, poppler-utils (an independent PDF text check in tests) and,
# for tests, versitygw (an S3-compatible server for the S3 blob store).
# As root on Debian/Ubuntu it installs Debian packages; otherwise, when a Docker
# engine answers, it starts the services from docker-compose.yml.
set -euo pipefail

log() { printf '[services] %s\n' "$*" >&2; }
have() { command -v "$1" >/dev/null 2>&1; }
is_root() { [ "$(id -u)" = 0 ]; }

APT_UPDATED=
apt_install() {
  is_root || { log "need root to install $*; install them or run as root"; return 1; }
  if [ -z "$APT_UPDATED" ]; then
    # Wait for another apt (unattended upgrades, a second checkout's run) rather
    # than fail on its lock.
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 update -qq
    APT_UPDATED=1
  fi
  log "installing $*"
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "$@" >/dev/null
}

docker_up() {
  if have docker && docker info >/dev/null 2>&1; then
    log "starting $* with docker compose"
    docker compose up -d "$@"
    return 0
  fi
  return 1
}

pg_ready() { have pg_isready && pg_isready -q -h 127.0.0.1 -p 5432; }
redis_ready() { have redis-cli && [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = PONG ]; }
nats_ready() { (exec 3<>/dev/tcp/127.0.0.1/4222) 2>/dev/null; }

ensure_go() {
  if ! have go; then
    [ -x /usr/local/go/bin/go ] && export PATH=/usr/local/go/bin:$PATH
  fi
  if ! have go; then
    apt_install golang-go ca-certificates git
  fi
  # go.mod names the Go version; older toolchains (>= 1.21) fetch it from the module proxy.
  export GOTOOLCHAIN=${GOTOOLCHAIN:-auto}
}

ensure_postgres() {
  pg_ready && return 0
  if is_root; then
    if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
      apt_install postgresql postgresql-client
    fi
    local ver hba
    ver=$(ls /etc/postgresql | sort -V | tail -1)
    hba=/etc/postgresql/$ver/main/pg_hba.conf
    # Local development and CI use trust auth on loopback, as docs/configuration.md says (TEST_DATABASE_URL).
    if ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
      sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
    fi
    pg_ctlcluster --skip-systemctl-redirect "$ver" main start || pg_ctlcluster "$ver" main start
  else
    docker_up postgres || { log "Postgres is not answering on 127.0.0.1:5432; run as root or start Docker"; exit 1; }
  fi
  for _ in $(seq 1 60); do pg_ready && return 0; sleep 0.5; done
  log "Postgres did not come up"; exit 1
}

ensure_redis() {
  redis_ready && return 0
  if is_root; then
    have redis-server || apt_install redis-server
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  else
    docker_up redis || { log "Redis is not answering on 127.0.0.1:6379; run as root or start Docker"; exit 1; }
  fi
  for _ in $(seq 1 40); do redis_ready && return 0; sleep 0.25; done
  log "Redis did not come up"; exit 1
}

ensure_nats() {
  nats_ready && return 0
  if is_root; then
    have nats-server || [ -x /usr/sbin/nats-server ] || apt_install nats-server
    mkdir -p /var/lib/nats-server
    start-stop-daemon --start --oknodo --background --exec "$(command -v nats-server || echo /usr/sbin/nats-server)" -- \
      -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server
  else
    docker_up nats || { log "NATS is not answering on 127.0.0.1:4222; run as root or start Docker"; exit 1; }
  fi
  for _ in $(seq 1 40); do nats_ready && return 0; sleep 0.25; done
  log "NATS did not come up"; exit 1
}

ensure_chromium() {
  local missing=()
  have chromium || [ -n "${CHROME_PATH:-}" ] || missing+=(chromium)
  [ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
  # Noto covers the scripts the embedded fonts lack (CJK, Devanagari, Thai,
  # Arabic, Hebrew): a resume in them prints instead of being refused.
  [ -d /usr/share/fonts/truetype/noto ] || missing+=(fonts-noto-core)
  [ -d /usr/share/fonts/opentype/noto ] || missing+=(fonts-noto-cjk)
  have pdftotext || missing+=(poppler-utils)
  [ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"
}

# versitygw is the S3-compatible server the S3 blob store tests run (shared/blob/s3test),
# one process per test over a temporary directory; nothing keeps it running.
VERSITYGW_VERSION=v1.8.0
ensure_versitygw() {
  have versitygw && return 0
  local bin
  bin=$(go env GOBIN)
  [ -n "$bin" ] || bin="$(go env GOPATH | cut -d: -f1)/bin"
  [ -x "$bin/versitygw" ] && return 0
  log "installing versitygw $VERSITYGW_VERSION into $bin (takes a few minutes)"
  go install "github.com/versity/versitygw/cmd/versitygw@$VERSITYGW_VERSION"
}

# docker-compose (Debian's, which parses a compose file without a Docker engine)
# and kubeconform check the deploy files in `make test` (deploy/local/check-deploy.sh).
# sqlc generates shared/db/dbsqlc; `make test` checks the committed code is
# current (sqlc diff). It builds with cgo, like the race detector the tests use.
KUBECONFORM_VERSION=v0.7.0
SQLC_VERSION=v1.30.0
ensure_deploy_tools() {
  have docker-compose || apt_install docker-compose
  have gcc || apt_install gcc libc6-dev
  local bin
  bin=$(go env GOBIN)
  [ -n "$bin" ] || bin="$(go env GOPATH | cut -d: -f1)/bin"
  have kubeconform || [ -x "$bin/kubeconform" ] || go install "github.com/yannh/kubeconform/cmd/kubeconform@$KUBECONFORM_VERSION"
  have sqlc || [ -x "$bin/sqlc" ] || { log "installing sqlc $SQLC_VERSION (takes a minute)"; go install "github.com/sqlc-dev/sqlc/cmd/sqlc@$SQLC_VERSION"; }
}

ensure_database() {
  local name=$1
  psql -h 127.0.0.1 -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$name'" | grep -q 1 ||
    psql -h 127.0.0.1 -U postgres -qc "CREATE DATABASE $name" >/dev/null
}

what=${1:-all}
ensure_go
ensure_postgres
ensure_redis
case "$what" in
  test) ensure_nats; ensure_versitygw; ensure_deploy_tools ;;
esac
ensure_chromium
ensure_database careerkit
log "ready: Postgres, Redis$([ "$what" = test ] && echo ', NATS, versitygw'), Chromium"
