#!/bin/sh
# Times `layout-render check` on a real app's repository (docs/performance.md, issue 32): cold (empty cache), then
# warm twice with nothing changed; no references are recorded, so every layout that draws is "added". Per run: wall
# seconds, CPU seconds (user + system, waited-for processes included), the largest process's peak RSS (GNU time's
# %M) and each program's sampled peak (scripts/peak-rss.py); then whether the runs' results.json are the same bytes.
# Usage: scripts/bench-check-public.sh path/to/layout-render APP_DIR [scratch-dir]
set -eu
HERE=$(cd "$(dirname "$0")/.." && pwd)
BIN=$(realpath "$1"); APP=$(realpath "$2")
WORK=${3:-$(mktemp -d /tmp/bench-check-public.XXXXXX)}
LIMIT=${LIMIT:-1800}
mkdir -p "$WORK"
export LAYOUT_RENDER_CACHE="$WORK/cache"
rm -rf "$LAYOUT_RENDER_CACHE"
cd "$APP"
t() {
  label=$1; shift
  /usr/bin/time -f "%e %M %U %S" -o "$WORK/time" timeout "$LIMIT" "$HERE/scripts/peak-rss.py" "$WORK/peaks" \
    "$BIN" check --no-progress --verbose "$@" > "$WORK/out" 2> "$WORK/err" || true
  read -r wall rss user sys <<EOT
$(tail -1 "$WORK/time")
EOT
  echo "$label | $wall s | $(echo "$user + $sys" | bc) s CPU | $((rss / 1024)) MB | $(tail -1 "$WORK/out") | $(grep -o 'layouts listed: [^,]*' "$WORK/err" || true)"
  echo "    peak RSS (MB) by program, sampled: $(head -6 "$WORK/peaks" | tr '\n' ' ')"
}
t "cold" --report "$WORK/r1"
t "warm" --report "$WORK/r2"
t "warm again" --report "$WORK/r3"
cmp -s "$WORK/r1/results.json" "$WORK/r2/results.json" && echo "results.json: cold = warm" || echo "results.json: cold != warm"
cmp -s "$WORK/r2/results.json" "$WORK/r3/results.json" && echo "results.json: warm = warm again" || echo "results.json: warm != warm again"
echo "scratch: $WORK"
