#!/usr/bin/env bash
# Re-renders the gallery into a temporary folder and fails if it differs from the committed one.
set -euo pipefail
bin="${1:-.build/release/layout-render}"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
if [ ! -d gallery ]; then echo "check-gallery: no gallery/ committed yet, skipped"; exit 0; fi
"$bin" gallery -o "$tmp/gallery" >/dev/null
if diff -r -q gallery "$tmp/gallery"; then
  echo "check-gallery: gallery/ matches the tool's output"
else
  echo "check-gallery: gallery/ differs from what the tool renders; run 'make gallery' and commit" >&2
  exit 1
fi
