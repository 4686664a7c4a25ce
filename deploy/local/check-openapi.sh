#!/usr/bin/env bash
# Lints the OpenAPI document the API serves (api/openapi.json, embedded) with an
# independent linter, Redocly CLI, from the npm registry. `make test` runs it;
# errors fail, warnings are printed.
set -euo pipefail
cd "$(dirname "$0")/../.."
REDOCLY_VERSION=${REDOCLY_VERSION:-2.77.0}
if ! command -v npx >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nodejs npm >/dev/null
  else
    echo "check-openapi: npx is missing; install Node.js (nodejs, npm)" >&2
    exit 1
  fi
fi
npx --yes "@redocly/cli@$REDOCLY_VERSION" lint --format=summary api/openapi.json
