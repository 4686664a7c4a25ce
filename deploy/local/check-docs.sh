#!/usr/bin/env bash
# Fails when README.md or a page under docs/ links to a file that does not exist,
# or when a Go comment cites an issue number (comments say why, and cite docs/
# pages). Run by `make test` (and so by CI).
set -euo pipefail
cd "$(dirname "$0")/../.."
bad=0
for page in README.md docs/*.md; do
  dir=$(dirname "$page")
  # Relative links: [text](path) or [text](path#anchor); skip URLs and pure anchors.
  while IFS= read -r target; do
    path=${target%%#*}
    [[ -z "$path" ]] && continue
    if [[ ! -e "$dir/$path" ]]; then
      echo "$page links to $target, which does not exist"; bad=1
    fi
  done < <(grep -oE '\]\([^)[:space:]]+\)' "$page" | sed -E 's/^\]\((.*)\)$/\1/' | grep -vE '^(https?:|mailto:|#)' || true)
done
if hits=$(git ls-files -z '*.go' | xargs -0 grep -nE '//.*\b[Ii]ssues? ?#?[0-9]+' 2>/dev/null); then
  echo "Go comments that cite an issue number (say why instead, or cite a docs/ page):"
  echo "$hits"; bad=1
fi
exit $bad
