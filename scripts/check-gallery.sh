#!/usr/bin/env bash
# Re-renders the gallery into a temporary folder and checks it against the committed one, in the terms
# that hold on any machine (Cairo and font versions change the bytes of a picture, not what it shows):
#   - every sample's frames (<name>.frames.json) byte for byte: where each element lands is exact;
#   - every PNG (samples and diagrams) with layout-render's own perceptual diff (`layout-render diff`,
#     default threshold, anti-aliasing ignored, no differing pixel allowed);
#   - README.md byte for byte, and the same set of files on both sides (SVGs included).
# gallery/report/ is left out: screenshots of the check report taken in headless Chromium by
# scripts/report-screenshot.py (make gallery-report), not by `layout-render gallery`; a browser's and its
# fonts' versions change those pixels, and the page itself is tested in Tests/Browser.
set -euo pipefail
bin="${1:-.build/release/layout-render}"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
if [ ! -d gallery ]; then echo "check-gallery: no gallery/ committed yet, skipped"; exit 0; fi
"$bin" gallery -o "$tmp/gallery" >/dev/null
fail=0
complain() { echo "check-gallery: $*" >&2; fail=1; }

committed=$(cd gallery && find . -type f -not -path './report/*' | sort)
rendered=$(cd "$tmp/gallery" && find . -type f | sort)
if [ "$committed" != "$rendered" ]; then
  complain "the gallery's files differ from what the tool renders:"
  diff <(echo "$committed") <(echo "$rendered") >&2 || true
fi
cmp -s gallery/README.md "$tmp/gallery/README.md" || complain "README.md differs"

frames=0; pictures=0
while IFS= read -r f; do
  [ -f "$tmp/gallery/$f" ] || continue
  frames=$((frames + 1))
  cmp -s "gallery/$f" "$tmp/gallery/$f" || complain "$f: frames differ (diff gallery/$f against 'layout-render gallery' output)"
done < <(cd gallery && find . -name '*.frames.json' | sed 's|^\./||' | sort)
while IFS= read -r f; do
  [ -f "$tmp/gallery/$f" ] || continue
  pictures=$((pictures + 1))
  if ! report=$("$bin" diff "gallery/$f" "$tmp/gallery/$f" 2>&1); then
    complain "$f: ${report%%$'\n'*}"
  fi
done < <(cd gallery && find . -name '*.png' -not -path './report/*' | sed 's|^\./||' | sort)

if [ "$fail" -ne 0 ]; then
  echo "check-gallery: gallery/ differs from what the tool renders; run 'make gallery' and commit" >&2
  exit 1
fi
echo "check-gallery: gallery/ matches the tool's output ($frames frames files exact, $pictures pictures perceptually)"
