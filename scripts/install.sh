#!/bin/sh
# Installs layout-render from a build directory (make install builds it first), or removes it (make uninstall).
#   scripts/install.sh BUILD_BIN_DIR PREFIX        install
#   scripts/install.sh --uninstall PREFIX          remove what install put there
# Layout (docs/swift-sources.md, "Installing"): the CLI in bin/, the Swift-source front end in
# libexec/layout-render/VERSION/, the runtime layout programs link (a shared library and its module files) in
# lib/layout-render/VERSION/. The CLI finds the others relative to itself, so the prefix can be anywhere.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' "$here/Sources/LayoutSystem/Files/ToolVersion.swift")
[ -n "$version" ] || { echo "install.sh: cannot read the version from Sources/LayoutSystem/Files/ToolVersion.swift" >&2; exit 2; }
modules="LayoutSourceHost LayoutUIKit LayoutEngine LayoutSpecWriter"

if [ "${1:-}" = "--uninstall" ]; then
    prefix=${2:?usage: install.sh --uninstall PREFIX}
    rm -f "$prefix/bin/layout-render"
    rm -rf "$prefix/libexec/layout-render/$version" "$prefix/lib/layout-render/$version"
    rmdir "$prefix/libexec/layout-render" "$prefix/lib/layout-render" 2>/dev/null || true
    echo "removed layout-render $version from $prefix"
    exit 0
fi

bin=${1:?usage: install.sh BUILD_BIN_DIR PREFIX}
prefix=${2:?usage: install.sh BUILD_BIN_DIR PREFIX}
for f in layout-render layout-render-source layout-render-jail libLayoutRuntime.so; do
    [ -f "$bin/$f" ] || { echo "install.sh: $bin/$f is missing: build it first (make install does)" >&2; exit 2; }
done
libexec="$prefix/libexec/layout-render/$version"
lib="$prefix/lib/layout-render/$version"
install -d "$prefix/bin" "$libexec" "$lib/Modules"
install -m 755 "$bin/layout-render-source" "$libexec/layout-render-source"
# The jail the compiler and layout programs run in (docs/swift-sources.md, "What runs, and how it is contained").
install -m 755 "$bin/layout-render-jail" "$libexec/layout-render-jail"
# The review server (layout-render review), when it was built.
[ -f "$bin/layout-render-review" ] && install -m 755 "$bin/layout-render-review" "$libexec/layout-render-review"
# The whole-app check (layout-render check), when it was built.
[ -f "$bin/layout-render-check" ] && install -m 755 "$bin/layout-render-check" "$libexec/layout-render-check"
install -m 755 "$bin/libLayoutRuntime.so" "$lib/libLayoutRuntime.so"
for m in $modules; do
    for ext in swiftmodule swiftdoc; do
        [ -e "$bin/Modules/$m.$ext" ] && cp -R "$bin/Modules/$m.$ext" "$lib/Modules/"
    done
done
# The CLI last: once it is there, everything it looks for is.
install -m 755 "$bin/layout-render" "$prefix/bin/layout-render.tmp.$$"
mv -f "$prefix/bin/layout-render.tmp.$$" "$prefix/bin/layout-render"
echo "installed layout-render $version in $prefix"
