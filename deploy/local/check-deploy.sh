#!/usr/bin/env bash
# Validates the deploy files without a Docker engine or a cluster, as `make test`
# runs it: docker-compose.yml is parsed by `docker-compose config`, and
# deploy/k8s/ is checked by kubeconform (strict: unknown fields are errors)
# against the schemas of Kubernetes $K8S_VERSION, generated from the
# swagger.json of the k8s.io/kubernetes module (the Go module proxy serves it).
set -euo pipefail
cd "$(dirname "$0")/../.."
K8S_VERSION=${K8S_VERSION:-v1.31.0}
gobin=$(go env GOBIN); [ -n "$gobin" ] || gobin="$(go env GOPATH | cut -d: -f1)/bin"
export PATH="$gobin:$PATH"

docker-compose -f docker-compose.yml config -q
echo "docker-compose.yml: valid"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
dir=$(cd "$tmp" && GOFLAGS= go mod download -json "k8s.io/kubernetes@$K8S_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
go run ./deploy/k8s/schemagen -swagger "$dir/api/openapi-spec/swagger.json" -out "$tmp/schemas"
kubeconform -strict -summary -schema-location "$tmp/schemas/{{ .ResourceKind }}{{ .KindSuffix }}.json" deploy/k8s/
