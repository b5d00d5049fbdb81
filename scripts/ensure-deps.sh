#!/usr/bin/env bash
# Installs what the build and the tests need when it is missing (Debian/Ubuntu):
# Cairo's and libspng's headers (libcairo2-dev, libspng-dev), the DejaVu fonts, and for the tests rsvg-convert, xmllint and
# python3's jsonschema.
set -euo pipefail
need=()
pkg-config --exists cairo 2>/dev/null || need+=(libcairo2-dev)
# libspng decodes PNGs for the pixel diff (LayoutDiff's CSpng module).
pkg-config --exists spng 2>/dev/null || need+=(libspng-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
command -v fc-match >/dev/null 2>&1 || need+=(fontconfig)
if [ "${1:-}" = "--test" ]; then
  command -v rsvg-convert >/dev/null 2>&1 || need+=(librsvg2-bin)
  command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
  # The schema test validates every sample against docs/layout-spec.schema.json with python3's jsonschema.
  python3 -c "import jsonschema" >/dev/null 2>&1 || need+=(python3-jsonschema)
fi
[ ${#need[@]} -eq 0 ] && exit 0
echo "ensure-deps: installing ${need[*]}" >&2
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
