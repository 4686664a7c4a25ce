#!/usr/bin/env bash
# Fails when the repository tracks a built artefact: an executable binary (ELF,
# Mach-O, PE, or any executable file that is not a script) anywhere, or a file
# larger than 2 MB outside testdata/. Run by `make test` (and so by CI).
set -euo pipefail
cd "$(dirname "$0")/../.."
limit=$((2 * 1024 * 1024))
bad=0
while IFS= read -r -d '' entry; do
  mode=${entry%% *}
  path=${entry#*$'\t'}
  [[ -f "$path" ]] || continue
  magic=$(head -c 4 "$path" | od -An -tx1 | tr -d ' \n')
  case "$magic" in
    7f454c46|cffaedfe|feedface|cefaedfe|feedfacf|4d5a*)
      echo "tracked binary: $path (build outputs belong in bin/ and .gitignore)"; bad=1 ;;
  esac
  if [[ "$mode" == 100755 ]] && [[ "$(head -c 2 "$path")" != '#!' ]]; then
    echo "tracked executable that is not a script: $path"; bad=1
  fi
  size=$(stat -c %s "$path")
  if (( size > limit )) && [[ "$path" != */testdata/* && "$path" != testdata/* ]]; then
    echo "tracked file over 2 MB outside testdata: $path ($size bytes); ship a compact derived file"; bad=1
  fi
done < <(git ls-files -s -z | sed -z 's/^\([0-9]*\) [0-9a-f]* [0-9]*\t/\1 \t/')

# The layering rule: a shared package (tests included) never imports a role.
module=$(go list -m)
while read -r pkg imports; do
  for imp in $imports; do
    case "$imp" in
      "$module"/api|"$module"/api/*|"$module"/workers|"$module"/workers/*|"$module"/scrapers|"$module"/scrapers/*)
        echo "shared package $pkg imports the role package $imp"; bad=1 ;;
    esac
  done
done < <(go list -f '{{.ImportPath}} {{join .Imports " "}} {{join .TestImports " "}} {{join .XTestImports " "}}' ./shared/...)
exit $bad
