#!/usr/bin/env bash
# Installs what the build and the tests need when it is missing (Debian/Ubuntu):
# Cairo's, libdeflate's, libspng's, giflib's and libwebp's headers (libcairo2-dev, libdeflate-dev for the pixel
# diff, libspng-dev for its tests, libgif-dev and libwebp-dev for animations), the DejaVu fonts, and for the tests rsvg-convert, xmllint, python3's jsonschema and
# ImageMagick (reads animations back), poppler-utils and qpdf (read PDFs back); prlimit, bubblewrap and libseccomp, which contain layout code from .swift files;
# and for the report's browser tests Debian's chromium with Python Playwright
# driving it (pip's playwright package only: the browser is the system's, no browser download).
set -euo pipefail
need=()
pkg-config --exists cairo 2>/dev/null || need+=(libcairo2-dev)
# libspng: the independent PNG decoder LayoutDiffTests compares LayoutDiff's own with (CSpng module).
pkg-config --exists spng 2>/dev/null || need+=(libspng-dev)
# libdeflate inflates PNG image data for the pixel diff (LayoutDiff's CDeflate module).
pkg-config --exists libdeflate 2>/dev/null || need+=(libdeflate-dev)
# giflib ships no pkg-config file: look for its header.
[ -f /usr/include/gif_lib.h ] || need+=(libgif-dev)
pkg-config --exists libwebpmux 2>/dev/null || need+=(libwebp-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
command -v fc-match >/dev/null 2>&1 || need+=(fontconfig)
# Layout code from .swift files runs under prlimit (util-linux) and, where namespaces can be made, in bubblewrap
# (docs/swift-sources.md, "What runs, and how it is contained").
command -v prlimit >/dev/null 2>&1 || need+=(util-linux)
command -v bwrap >/dev/null 2>&1 || need+=(bubblewrap)
# The jail (layout-render-jail) links libseccomp for its system-call filter.
[ -f /usr/include/seccomp.h ] || need+=(libseccomp-dev)
# setpriv runs the sandbox tests as an unprivileged user.
command -v setpriv >/dev/null 2>&1 || need+=(util-linux)
if [ "${1:-}" = "--test" ]; then
  command -v rsvg-convert >/dev/null 2>&1 || need+=(librsvg2-bin)
  command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
  # The PDF writer's tests read its files with independent readers: poppler (pdftocairo, pdftotext, pdffonts) and qpdf.
  command -v pdftocairo >/dev/null 2>&1 || need+=(poppler-utils)
  command -v qpdf >/dev/null 2>&1 || need+=(qpdf)
  # The schema test validates every sample against docs/layout-spec.schema.json with python3's jsonschema.
  python3 -c "import jsonschema" >/dev/null 2>&1 || need+=(python3-jsonschema)
  # ImageMagick itself, not a stand-in that some machines put first on PATH under the name convert.
  dpkg -s imagemagick >/dev/null 2>&1 || need+=(imagemagick)
  [ -x /usr/bin/chromium ] || need+=(chromium)
fi
pip_need=()
if [ "${1:-}" = "--test" ]; then
  python3 -c "import playwright.sync_api" >/dev/null 2>&1 || pip_need+=(playwright)
fi
if [ ${#pip_need[@]} -ne 0 ]; then
  echo "ensure-deps: pip installing ${pip_need[*]}" >&2
  python3 -m pip install -q "${pip_need[@]}"
fi
[ ${#need[@]} -eq 0 ] && exit 0
echo "ensure-deps: installing ${need[*]}" >&2
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
