#!/usr/bin/env bash
# compare-peers.sh — times our renderer, pixel diff and CLI beside public tools, in one run on one machine,
# and prints the ratios (docs/performance.md explains each line and the targets).
#
#   resolve floor bench-driver resolve       vs  scripts/peers/memory-floor.c (one fresh array of 32-byte
#                                                frames written once), with 4 KiB pages and with glibc's
#                                                transparent huge pages (GLIBC_TUNABLES=glibc.malloc.hugetlb=1)
#   render floor  bench-driver render-grid   vs  scripts/peers/cairo-floor.c (bare Cairo, same rectangles;
#                                                the two PNGs are checked byte for byte)
#   pixel diff    bench-driver pixel-diff    vs  ImageMagick `compare -metric AE` on the same PNG pair
#                 and layout-render diff (the CLI, perceptual)
#   cold start    layout-render render grid-2col -o x.png   (target ≤ 50 ms)
#
# Usage: scripts/compare-peers.sh            (from anywhere; builds in release first)
# Environment: ROUNDS (3) alternating rounds, REPS (5) renders per round, RUNS (20) hyperfine runs,
#              ITEMS (10000) cells in the rendered grid, CALLGRIND=1 adds load-independent instruction counts,
#              RESULTS=file also writes the result table (Markdown) there, SECTIONS picks what runs
#              (default "resolve render pixel cli"; e.g. SECTIONS=pixel for the pixel diff alone).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
ROUNDS=${ROUNDS:-3}
REPS=${REPS:-5}
RUNS=${RUNS:-20}
ITEMS=${ITEMS:-10000}
SECTIONS=${SECTIONS:-resolve render pixel cli}
section() { case " $SECTIONS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/layout-render-peers.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

say() { printf '%s\n' "$*" >&2; }

# --- tools -------------------------------------------------------------------------------------------
need=()
pkg-config --exists cairo 2>/dev/null || need+=(libcairo2-dev)
command -v compare >/dev/null 2>&1 || need+=(imagemagick)
command -v hyperfine >/dev/null 2>&1 || need+=(hyperfine)
if [ ${#need[@]} -gt 0 ]; then
  say "compare-peers: installing ${need[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq || true
  # hyperfine is optional (a date-based loop replaces it); Cairo and ImageMagick are not.
  $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null || true
fi
pkg-config --exists cairo || { say "compare-peers: Cairo's headers are missing (apt-get install libcairo2-dev)"; exit 2; }
command -v compare >/dev/null || { say "compare-peers: ImageMagick's compare is missing (apt-get install imagemagick)"; exit 2; }

# --- build (release) -----------------------------------------------------------------------------------
JOBS=${JOBS:-$(nproc)}
say "compare-peers: building release binaries"
(cd "$ROOT" && swift build -c release -j "$JOBS" --product layout-render --static-swift-stdlib >&2)
(cd "$ROOT/Benchmarks" && swift build -c release -j "$JOBS" --product bench-driver >&2)
CLI="$ROOT/.build/release/layout-render"
DRIVER="$ROOT/Benchmarks/.build/release/bench-driver"
FLOOR="$WORK/cairo-floor"
MEMFLOOR="$WORK/memory-floor"
# shellcheck disable=SC2046
cc -O2 -o "$FLOOR" "$ROOT/scripts/peers/cairo-floor.c" $(pkg-config --cflags --libs cairo) -lm
cc -O2 -o "$MEMFLOOR" "$ROOT/scripts/peers/memory-floor.c"

# --- helpers -----------------------------------------------------------------------------------------
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else print v[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "nan" }'; }

# Median wall time of a whole command in ms: hyperfine if present, else a loop over `date +%s%N`.
# Failing exit codes are accepted (compare exits 1 when the images differ).
time_command() {
  if command -v hyperfine >/dev/null 2>&1; then
    hyperfine -N -i --warmup 3 --runs "$RUNS" --export-json "$WORK/h.json" "$*" >/dev/null 2>&1
    python3 -c 'import json,sys; print("%.3f" % (json.load(open(sys.argv[1]))["results"][0]["median"] * 1000))' "$WORK/h.json"
  else
    for _ in 1 2 3; do "$@" >/dev/null 2>&1 || true; done
    for _ in $(seq "$RUNS"); do
      t0=$(date +%s%N); "$@" >/dev/null 2>&1 || true; t1=$(date +%s%N)
      awk -v d=$((t1 - t0)) 'BEGIN { printf "%.3f\n", d / 1e6 }'
    done | median
  fi
}

rows=()
row() { rows+=("| $1 | $2 | $3 | $4 | $5 |"); }

# --- 0. resolve vs the memory-write floor ---------------------------------------------------------------
col() { awk -v c="$2" '{ print $c }' "$1" | median; }
rate() { awk -v n="$1" -v ms="$2" 'BEGIN { if (ms > 0) printf "%.0f M/s", n / ms / 1000; else print "nan" }'; }
section resolve && for n in 1000000 10000000; do
  for pages in 4k huge; do
    tun=""; [ "$pages" = huge ] && tun="glibc.malloc.hugetlb=1"
    say "compare-peers: resolve $n cells ($pages pages) vs the memory-write floor"
    : >"$WORK/mf.t"; : >"$WORK/rs.t"
    for _ in $(seq "$ROUNDS"); do
      GLIBC_TUNABLES=$tun "$MEMFLOOR" "$n" "$REPS" >>"$WORK/mf.t"
      GLIBC_TUNABLES=$tun "$DRIVER" resolve "$n" --reps "$REPS" --raw >>"$WORK/rs.t"
    done
    m_ms=$(col "$WORK/mf.t" 1); r_ms=$(col "$WORK/rs.t" 1)
    row "resolve + cellFrames, $n cells, $pages pages: wall ms" "$r_ms ($(rate "$n" "$r_ms"))" \
        "memory floor $m_ms ($(rate "$n" "$m_ms"))" "$(ratio "$r_ms" "$m_ms")×" "≥ 100 M items/s"
  done
done

# --- 1. render vs the bare-Cairo floor ---------------------------------------------------------------
# Both print "wall_ms cpu_ms" (medians of REPS). CPU time is the steadier figure when the machine is shared.
if section render; then
say "compare-peers: render ($ITEMS-cell grid, full content @1x) vs bare Cairo"
"$DRIVER" rects "$ITEMS" "$WORK/rects.txt"
: >"$WORK/floor.t"; : >"$WORK/ours.t"; : >"$WORK/labels.t"
for _ in $(seq "$ROUNDS"); do   # alternate so that load changes hit both alike
  "$FLOOR" "$WORK/rects.txt" "$WORK/floor.png" "$REPS" >>"$WORK/floor.t"
  "$DRIVER" render-grid "$ITEMS" "$WORK/ours.png" --reps "$REPS" >>"$WORK/ours.t"
  "$DRIVER" render-grid "$ITEMS" "$WORK/labels.png" --labels --reps "$REPS" >>"$WORK/labels.t"
done
f_ms=$(col "$WORK/floor.t" 1); f_cpu=$(col "$WORK/floor.t" 2)
o_ms=$(col "$WORK/ours.t" 1); o_cpu=$(col "$WORK/ours.t" 2)
l_ms=$(col "$WORK/labels.t" 1); l_cpu=$(col "$WORK/labels.t" 2)
if cmp -s "$WORK/floor.png" "$WORK/ours.png"; then same="byte-identical PNGs"; else same="PNGs DIFFER"; fi
row "render $ITEMS cells, no labels: wall ms" "$o_ms" "bare Cairo $f_ms" "$(ratio "$o_ms" "$f_ms")×" "≤ 1.2× ($same)"
row "render $ITEMS cells, no labels: CPU ms" "$o_cpu" "bare Cairo $f_cpu" "$(ratio "$o_cpu" "$f_cpu")×" "≤ 1.2×"
row "render $ITEMS cells, with labels: CPU ms" "$l_cpu" "bare Cairo $f_cpu (no text)" "$(ratio "$l_cpu" "$f_cpu")×" "information (wall $l_ms)"

if [ "${CALLGRIND:-0}" = 1 ] && command -v valgrind >/dev/null 2>&1; then
  # Instruction counts do not depend on the machine's load. valgrind 3.19 cannot read Swift 6.3's DWARF,
  # so the driver is stripped of debug info (its symbol table stays).
  say "compare-peers: callgrind (2000 cells, 1 render + 1 warm-up each)"
  strip --strip-debug -o "$WORK/driver" "$DRIVER"
  "$DRIVER" rects 2000 "$WORK/r2k.txt"
  count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/Collected/ { print $NF }'; }
  ci_f=$(count "$FLOOR" "$WORK/r2k.txt" "$WORK/f2k.png" 1)
  ci_o=$(count "$WORK/driver" render-grid 2000 "$WORK/o2k.png" --reps 1)
  row "render 2000 cells: instructions (callgrind)" "$ci_o" "bare Cairo $ci_f" "$(ratio "$ci_o" "$ci_f")×" "load-independent"
fi
fi

# --- 2. pixel diff vs ImageMagick compare ------------------------------------------------------------
# Two pairs of iPhone X @3x screens (1125 × 2436): every cell recoloured (the worst case: most pixels
# differ) and one cell recoloured (a typical regression). Whole processes on both sides: decoding the two
# PNGs is part of the job. Ours is timed with its default perceptual rule and with --exact (AE's rule).
if section pixel; then
say "compare-peers: pixel diff of two 1125×2436 PNGs vs ImageMagick compare -metric AE"
"$DRIVER" screen-png 1 "$WORK/a.png"
"$DRIVER" screen-png 2 "$WORK/b.png"
"$DRIVER" screen-png 1 "$WORK/c.png" --recolor 5
# Every machine's cores, then one core (taskset -c 0) for both sides: the decoding of the two images
# and the row bands no longer overlap there.
pin=()
for cores in all 1; do
  if [ "$cores" = 1 ]; then
    command -v taskset >/dev/null 2>&1 || break
    pin=(taskset -c 0); label="1 core"
  else
    label="$(nproc) cores"
  fi
  for pair in "b every cell changed" "c one cell changed"; do
    set -- $pair; other=$1; shift; what="$*"
    im_ms=$(time_command "${pin[@]}" compare -metric AE "$WORK/a.png" "$WORK/$other.png" null:)
    im_ae=$(compare -metric AE "$WORK/a.png" "$WORK/$other.png" null: 2>&1 || true)
    pd=$("$DRIVER" pixel-diff "$WORK/a.png" "$WORK/$other.png" | awk '{ print $1 }')
    pd_ms=$(time_command "${pin[@]}" "$DRIVER" pixel-diff "$WORK/a.png" "$WORK/$other.png")
    ex=$("$DRIVER" pixel-diff "$WORK/a.png" "$WORK/$other.png" --exact | awk '{ print $1 }')
    ex_ms=$(time_command "${pin[@]}" "$DRIVER" pixel-diff "$WORK/a.png" "$WORK/$other.png" --exact)
    row "pixel diff, $what, $label: wall ms (perceptual)" "$pd_ms ($pd px)" "ImageMagick $im_ms ($im_ae px)" \
        "$(ratio "$im_ms" "$pd_ms")× faster" "≥ 5× faster"
    row "pixel diff, $what, $label: wall ms (--exact)" "$ex_ms ($ex px)" "ImageMagick $im_ms" \
        "$(ratio "$im_ms" "$ex_ms")× faster" "≥ 5× faster"
    # What a user runs: the CLI (release, Swift runtime linked statically), perceptual, text report.
    cli_ms=$(time_command "${pin[@]}" "$CLI" diff "$WORK/a.png" "$WORK/$other.png")
    row "layout-render diff, $what, $label: wall ms (perceptual)" "$cli_ms" "ImageMagick $im_ms" \
        "$(ratio "$im_ms" "$cli_ms")× faster" "≥ 5× faster"
  done
done
if [ "${CALLGRIND:-0}" = 1 ] && command -v valgrind >/dev/null 2>&1; then
  strip --strip-debug -o "$WORK/driver" "$DRIVER"
  # compare exits 1 when the images differ: only the count matters here.
  count() { { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null || true; } | awk '/Collected/ { print $NF }'; }
  strip --strip-debug -o "$WORK/cli" "$CLI"
  for other in b c; do
    ci_c=$(count "$WORK/cli" diff "$WORK/a.png" "$WORK/$other.png")
    ci_o=$(count "$WORK/driver" pixel-diff "$WORK/a.png" "$WORK/$other.png")
    ci_i=$(count compare -metric AE "$WORK/a.png" "$WORK/$other.png" null:)
    row "pixel diff a.png vs $other.png: instructions (callgrind)" "$ci_o" "ImageMagick $ci_i" \
        "$(ratio "$ci_i" "$ci_o")× fewer" "load-independent"
    row "layout-render diff a.png $other.png: instructions (callgrind)" "$ci_c" "ImageMagick $ci_i" \
        "$(ratio "$ci_i" "$ci_c")× fewer" "load-independent"
  done
fi
fi

# --- 3. CLI cold start ---------------------------------------------------------------------------------
if section cli; then
say "compare-peers: CLI cold start"
cs_ms=$(time_command "$CLI" render grid-2col -o "$WORK/x.png")
help_ms=$(time_command "$CLI" --help)
row "CLI cold start: render grid-2col -o x.png (ms)" "$cs_ms" "--help $help_ms" "" "≤ 50 ms"
fi

# --- report --------------------------------------------------------------------------------------------
{
  echo "Machine: $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo), $(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo); load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "Settings: ROUNDS=$ROUNDS REPS=$REPS RUNS=$RUNS ITEMS=$ITEMS; $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "| measurement | ours | peer | ratio | target / note |"
  echo "|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
} | tee "${RESULTS:-/dev/null}"
