#!/bin/sh
# Measures `layout-render check` (issue 22, docs/performance.md "check"): a generated 24-file, 30-layout Swift app
# cold (empty compile cache) and warm (nothing changed), and a tree of spec files checked in 1,000 snapshots.
# Usage: scripts/bench-check.sh [path/to/layout-render] [scratch-dir]
set -eu
BIN=$(realpath "${1:-.build/release/layout-render}")
WORK=${2:-$(mktemp -d /tmp/bench-check.XXXXXX)}
export LAYOUT_RENDER_CACHE="$WORK/cache"
rm -rf "$WORK/app" "$WORK/specs" "$LAYOUT_RENDER_CACHE"
mkdir -p "$WORK/app/Sources/Shared" "$WORK/specs/Specs"

# 24 files: one metrics file, 16 view controllers with one layout, 7 with two (16 + 14 = 30 layouts).
cat > "$WORK/app/Sources/Shared/Metrics.swift" <<'SWIFT'
import UIKit
enum Metrics {
    static let spacing: CGFloat = 8
    static let rowHeight: CGFloat = 56
}
SWIFT
i=0
while [ $i -lt 23 ]; do
  d="$WORK/app/Sources/Screen$i"; mkdir -p "$d"
  cols=$(( i % 4 + 1 ))
  {
    echo "import UIKit"
    echo "final class Screen${i}ViewController: UIViewController {"
    echo "    enum Section: Int, CaseIterable { case top, grid, list }"
    echo "    func createLayout() -> UICollectionViewLayout {"
    echo "        UICollectionViewCompositionalLayout { index, _ in"
    echo "            guard let s = Section(rawValue: index) else { return nil }"
    echo "            let columns = s == .grid ? $cols : 1"
    echo "            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))"
    echo "            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(s == .top ? 160 : Metrics.rowHeight + $i)), subitems: [item])"
    echo "            let section = NSCollectionLayoutSection(group: group)"
    echo "            section.interGroupSpacing = Metrics.spacing"
    echo "            if s == .top { section.orthogonalScrollingBehavior = .groupPaging }"
    echo "            return section"
    echo "        }"
    echo "    }"
    if [ $i -lt 7 ]; then
      echo "    static func listLayout() -> UICollectionViewLayout {"
      echo "        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))"
      echo "        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])"
      echo "        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))"
      echo "    }"
    fi
    echo "}"
  } > "$d/Screen${i}ViewController.swift"
  i=$((i + 1))
done
echo "layouts: $("$BIN" layouts "$WORK/app/Sources" | tail -n +2 | wc -l), files: $(find "$WORK/app" -name '*.swift' | wc -l)"

cd "$WORK/app"
t() { /usr/bin/time -f "%e s, %M KB max RSS" "$@"; }
echo "--- 30 layouts: record, cold (empty compile cache)"
t "$BIN" check --record all | tail -1
rm -rf "$LAYOUT_RENDER_CACHE"
echo "--- 30 layouts: verify, cold (empty compile cache, references present)"
t "$BIN" check | tail -1
echo "--- 30 layouts: verify, warm (nothing changed)"
t "$BIN" check | tail -1
echo "--- 30 layouts: verify, one file edited (one compile, every Swift snapshot re-rendered)"
sed -i 's/spacing: CGFloat = 8/spacing: CGFloat = 9/' Sources/Shared/Metrics.swift
t "$BIN" check | tail -1

# 1,000 snapshots: 125 spec files x 2 themes x 2 directions x 2 devices.
cd "$WORK/specs"
n=0
while [ $n -lt 125 ]; do
  cat > "Specs/grid$n.yaml" <<YAML
section:
  group:
    group: horizontal
    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: $((60 + n))}}
    subitems:
      - layoutSize: {widthDimension: {fractionalWidth: 0.333}, heightDimension: {fractionalHeight: 1}}
  interGroupSpacing: 6
data:
  sections: [30]
YAML
  n=$((n + 1))
done
printf 'variants:\n  devices: [iPhone13, iPhoneSe]\n  themes: [light, dark]\n  directions: [ltr, rtl]\n' > layout-render.yml
echo "--- 1,000 snapshots, record, --jobs 2"
t "$BIN" check --record all --jobs 2 | tail -1
rm -rf "$LAYOUT_RENDER_CACHE/check"
echo "--- 1,000 snapshots, verify (every snapshot rendered and compared), --jobs 1"
t "$BIN" check --jobs 1 | tail -1
rm -rf "$LAYOUT_RENDER_CACHE/check"
echo "--- 1,000 snapshots, verify (every snapshot rendered and compared), --jobs 2"
t "$BIN" check --jobs 2 --report "$WORK/report" | tail -1
echo "--- 1,000 snapshots, verify warm (nothing changed), --jobs 2"
t "$BIN" check --jobs 2 | tail -1
echo "scratch: $WORK"
