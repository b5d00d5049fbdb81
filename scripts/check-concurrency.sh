#!/usr/bin/env bash
# Type-checks every library module in the Swift 6 language mode (docs/architecture.md, "Sendable"),
# against the modules of the debug build (run after `swift build`): no code generation, so it is cheap. Fails on
# any concurrency warning or error not listed in scripts/concurrency-allowed.txt (file and message, one a line).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTC=${SWIFTC:-swiftc}
MODULES=.build/debug/Modules
[ -d "$MODULES" ] || { echo "check-concurrency: build first (swift build)" >&2; exit 2; }
# The C modules' maps and their headers' include paths.
cflags=()
for c in CCairo CDeflate CGif CWebP; do cflags+=(-I "Sources/$c"); done
# C modules of the dependencies (Yams, swift-syntax), as SwiftPM passes them.
for d in $(find .build/checkouts -path '*/include/module.modulemap' -exec dirname {} \; | sort); do cflags+=(-I "$d"); done
for pkg in cairo libdeflate libwebpmux; do
    for f in $(pkg-config --cflags "$pkg" 2>/dev/null); do cflags+=(-Xcc "$f"); done
done
# SwiftPM names a root package by its folder, lowercased, with every character that cannot be in an identifier
# made '_' (a clone in layout-render/ is layout_render): the package-access symbols of the built modules carry it.
package_name=$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9_]/_/g')
allowed=scripts/concurrency-allowed.txt
# Sources a build-tool plugin made for module $1 (LayoutReport's ReportAssets.swift, Plugins/EmbedReportAssets).
generated() { [ -d .build/plugins/outputs ] && find .build/plugins/outputs -path "*/$1/*" -name '*.swift' | sort || true; }
found=0
for m in LayoutSystem LayoutEngine LayoutDSL LayoutSpecWriter LayoutSpec LayoutRender LayoutDiagram LayoutMotion LayoutReferences \
         LayoutDiff LayoutSnapshotTesting LayoutUIKit LayoutSourceHost LayoutSource LayoutJobs \
         LayoutReport LayoutCheck; do
    out=$("$SWIFTC" -typecheck -swift-version 6 -module-name "$m" -package-name "$package_name" \
          -I "$MODULES" \
          "${cflags[@]}" $(find "Sources/$m" -name '*.swift' | sort) $(generated "$m") 2>&1 || true)
    while IFS= read -r line; do
        [[ "$line" == *": warning: "* || "$line" == *": error: "* ]] || continue
        key="${line#"$PWD"/}"; key="${key%% \[*}"
        # Allowed: "file: message" with the line and column left out.
        short="$(sed -E 's/:[0-9]+:[0-9]+: (warning|error): /: /' <<<"$key")"
        if [ -f "$allowed" ] && grep -qxF "$short" "$allowed"; then continue; fi
        echo "$key"; found=1
    done <<<"$out"
done
# What docs/architecture.md ("Sendable") says may and may not be sent, held to it in the Swift 6 language mode:
# a model made by the UIKit facade is refused (it holds UIKit code's closures); inputs and environments are not.
probe() { "$SWIFTC" -typecheck -swift-version 6 -module-name ConcurrencyProbe -package-name "$package_name" \
          -I "$MODULES" "${cflags[@]}" "$1" 2>&1; }
out=$(probe scripts/concurrency-probes/SendFacadeModel.swift || true)
if ! grep -q "LayoutModel.*Sendable\|Sendable.*LayoutModel" <<<"$out"; then
    echo "scripts/concurrency-probes/SendFacadeModel.swift: sending a facade-made LayoutModel to another task was not refused"
    echo "$out" | head -5; found=1
fi
if ! out=$(probe scripts/concurrency-probes/SendInputs.swift) || grep -q ": error: \|: warning: " <<<"$out"; then
    echo "scripts/concurrency-probes/SendInputs.swift: sending a layout's inputs was refused:"; echo "$out" | head -5; found=1
fi
if [ "$found" = 1 ]; then echo "check-concurrency: the findings above are new (allowed ones: $allowed)" >&2; exit 1; fi
echo "check-concurrency: library modules clean in the Swift 6 language mode"
