#!/usr/bin/env bash
# Rebuilds the two fallback font subsets (DejaVuSans-Subset.ttf, Symbola-Subset.ttf)
# from Debian's fonts with fonttools' pyftsubset; README.md says why they are
# subsets and which scripts they cover. Run by `make generate`. The Liberation
# fonts are shipped unmodified (their Reserved Font Name forbids a subset).
set -euo pipefail
cd "$(dirname "$0")"
dejavu=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
symbola=/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf
if ! command -v pyftsubset >/dev/null || [ ! -f "$dejavu" ] || [ ! -f "$symbola" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "subset.sh: needs Debian's fonttools, fonts-dejavu-core and fonts-symbola (apt-get install them as root)" >&2
    exit 1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends \
    fonttools fonts-dejavu-core fonts-symbola >/dev/null
fi
pyftsubset "$dejavu" --layout-features='*' \
  --unicodes="U+0180-024F,U+0250-02AF,U+02B0-02FF,U+0300-036F,U+0370-03FF,U+0400-052F,U+0530-058F,U+0590-05FF,U+0600-06FF,U+0750-077F,U+10A0-10FF,U+1E00-1EFF,U+1F00-1FFF,U+2000-206F,U+2070-209F,U+20A0-20CF,U+20D0-20FF,U+2100-214F,U+2150-218F,U+2190-21FF,U+2200-22FF,U+2300-23FF,U+2460-24FF,U+25A0-25FF,U+2600-26FF,U+2700-27BF,U+FB00-FB4F,U+FB50-FDFF,U+FE70-FEFF" \
  --output-file=DejaVuSans-Subset.ttf
pyftsubset "$symbola" --layout-features='*' --no-hinting \
  --unicodes="U+2300-23FF,U+2460-24FF,U+2600-27BF,U+2934-2935,U+2B00-2BFF,U+3030,U+303D,U+3297,U+3299,U+1F004,U+1F0CF,U+1F170-1F1FF,U+1F200-1F2FF,U+1F300-1F5FF,U+1F600-1F64F,U+1F680-1F6FF,U+1F900-1F9FF" \
  --output-file=Symbola-Subset.ttf
