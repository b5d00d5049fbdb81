#!/bin/sh
# Measures warm runs of `layout-render check` on a large generated app (issue 32, docs/performance.md "check on a
# large app"): 3,000 Swift files in 12 SwiftPM targets (Core and 11 features importing it), 200 layouts of which
# 40 fail to evaluate (25 read a member Core does not declare: compile errors; 15 index an empty array: traps).
# Runs: cold (empty cache), warm with nothing changed, warm after editing the helper every layout uses, warm after
# editing one screen. Each run is bounded by `timeout`; wall time and the peak RSS of the largest process.
# Usage: scripts/bench-check-app.sh [path/to/layout-render] [scratch-dir]   (FILES=1000 for the 1,000-file app;
# SCREENS=N for fewer layouts, every fifth failing: 5 of 25 … the issue's configuration is the default, 40 of 200)
set -eu
HERE=$(cd "$(dirname "$0")/.." && pwd)
BIN=$(realpath "${1:-.build/release/layout-render}")
WORK=${2:-$(mktemp -d /tmp/bench-check-app.XXXXXX)}
FILES=${FILES:-3000}
LIMIT=${LIMIT:-3600}
export LAYOUT_RENDER_CACHE="$WORK/cache"
APP="$WORK/app"
rm -rf "$APP" "$LAYOUT_RENDER_CACHE"
mkdir -p "$APP/Sources/Core"

features=11
per=$(( (FILES - 1) / 12 ))          # files per target (Core gets the rest)
screens_total=${SCREENS:-200}
# Package.swift: read by the folder rule only (Sources/<Target>), never run.
{
  echo "// swift-tools-version: 5.9"
  echo "import PackageDescription"
  echo "let package = Package(name: \"BenchApp\", platforms: [.iOS(.v16)], targets: ["
  echo "    .target(name: \"Core\"),"
  f=1; while [ $f -le $features ]; do echo "    .target(name: \"Feature$f\", dependencies: [\"Core\"]),"; f=$((f + 1)); done
  echo "])"
} > "$APP/Package.swift"

# The shared helper every layout reads.
cat > "$APP/Sources/Core/Metrics.swift" <<'SWIFT'
import UIKit
public enum Metrics {
    public static let spacing: CGFloat = 8
    public static let rowHeight: CGFloat = 56
    public static let inset: CGFloat = 16
}
SWIFT
model() {   # model FILE TYPE: a plain model type of ~30 lines
  cat > "$1" <<SWIFT
import Foundation

public struct $2: Hashable, Codable {
    public let id: Int
    public var title: String
    public var subtitle: String?
    public var tags: [String]
    public var score: Double

    public init(id: Int, title: String, subtitle: String? = nil, tags: [String] = [], score: Double = 0) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.tags = tags
        self.score = score
    }

    public var summary: String {
        var parts = [title]
        if let subtitle { parts.append(subtitle) }
        if !tags.isEmpty { parts.append(tags.joined(separator: ", ")) }
        return parts.joined(separator: " · ")
    }

    public func ranked(above other: $2) -> Bool {
        score == other.score ? id < other.id : score > other.score
    }
}
SWIFT
}
i=1; while [ $i -lt $((FILES - features * per)) ]; do model "$APP/Sources/Core/CoreModel$i.swift" "CoreModel$i"; i=$((i + 1)); done

s=0
f=1
while [ $f -le $features ]; do
  d="$APP/Sources/Feature$f"; mkdir -p "$d/Screens" "$d/Models"
  # Screens of this feature: 200 spread over 11 features (19 or 18 each).
  n=$(( screens_total / features + (f <= screens_total % features ? 1 : 0) ))
  k=0
  while [ $k -lt $n ]; do
    s=$((s + 1))
    cols=$(( s % 4 + 1 ))
    height="Metrics.rowHeight + $((s % 40))"
    extra=""
    if [ $((s % 5)) -eq 0 ] && [ $((s * 8)) -le $((screens_total * 5)) ]; then height="Metrics.missingHeight"; fi   # 25 of 40: compile errors
    if [ $((s % 5)) -eq 0 ] && [ $((s * 8)) -gt $((screens_total * 5)) ]; then extra="        let widths: [CGFloat] = []; _ = widths[$s]"; fi   # 15 traps
    cat > "$d/Screens/Screen${s}ViewController.swift" <<SWIFT
import UIKit
import Core

final class Screen${s}ViewController: UIViewController {
    enum Section: Int, CaseIterable { case top, grid, list }

    func createLayout() -> UICollectionViewLayout {
$extra
        return UICollectionViewCompositionalLayout { index, _ in
            guard let kind = Section(rawValue: index) else { return nil }
            let columns = kind == .grid ? $cols : 1
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(kind == .top ? 160 : $height)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = Metrics.spacing
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: Metrics.inset, bottom: 0, trailing: Metrics.inset)
            if kind == .top { section.orthogonalScrollingBehavior = .groupPaging }
            return section
        }
    }
}
SWIFT
    k=$((k + 1))
  done
  m=0
  while [ $m -lt $((per - n)) ]; do model "$d/Models/Feature${f}Model$m.swift" "Feature${f}Model$m"; m=$((m + 1)); done
  f=$((f + 1))
done
( cd "$APP" && git init -q && git add -A && git -c user.name=b -c user.email=b@e commit -qm app )
echo "files: $(find "$APP" -name '*.swift' ! -name Package.swift | wc -l), screens: $s"

cd "$APP"
t() {   # t LABEL ARGS...: one bounded run; its last line, wall seconds, CPU seconds (user + system, the processes it
        # waited for included) and the peak RSS of the largest process; what `--verbose` says the listing read
  label=$1; shift
  /usr/bin/time -f "%e %M %U %S" -o "$WORK/time" timeout "$LIMIT" "$HERE/scripts/peak-rss.py" "$WORK/peaks" \
    "$BIN" check --no-progress --verbose "$@" > "$WORK/out" 2> "$WORK/err" || true
  read -r wall rss user sys <<EOT
$(tail -1 "$WORK/time")
EOT
  cpu=$(echo "$user + $sys" | bc)
  echo "$label | $wall s | $cpu s CPU | $((rss / 1024)) MB | $(tail -1 "$WORK/out") | $(grep -o 'layouts listed: [^,]*' "$WORK/err" || true)"
  echo "    peak RSS (MB) by program, sampled: $(head -6 "$WORK/peaks" | tr '\n' ' ')"
}
t "cold: record (empty cache)" --record missing
t "warm: nothing changed" --report "$WORK/report-warm1"
t "warm: nothing changed (again)" --report "$WORK/report-warm2"
cmp -s "$WORK/report-warm1/results.json" "$WORK/report-warm2/results.json" && echo "results.json identical warm and warm"
sed -i 's/spacing: CGFloat = 8/spacing: CGFloat = 9/' Sources/Core/Metrics.swift
t "warm: the shared helper edited" --record failed
# The first screen of Feature3 whose layout draws: a fourth section.
for edited in Sources/Feature3/Screens/*.swift; do grep -q 'missingHeight\|widths\[' "$edited" || break; done
sed -i 's/case top, grid, list }/case top, grid, list, more }/' "$edited"
t "warm: one screen edited" --record failed
t "warm: nothing changed" --report "$WORK/report-warm3"
cmp -s "$WORK/report-warm1/results.json" "$WORK/report-warm3/results.json" || echo "(results.json of the last warm run differs from the first: the edits changed results)"
# Warm `frames` of one layout in the largest module (a feature and Core): the median of FRAMES_RUNS whole processes.
screen=Sources/Feature1/Screens/Screen1ViewController.swift
"$BIN" frames "$screen" > /dev/null 2>&1 || true
runs=${FRAMES_RUNS:-15}; i=0; : > "$WORK/frames-times"
while [ $i -lt "$runs" ]; do
  start=$(date +%s.%N); "$BIN" frames "$screen" > /dev/null 2>&1 || true; end=$(date +%s.%N)
  echo "$end - $start" | bc >> "$WORK/frames-times"; i=$((i + 1))
done
echo "warm frames $screen: median $(sort -n "$WORK/frames-times" | sed -n "$(( (runs + 1) / 2 ))p") s of $runs runs"
echo "scratch: $WORK"
