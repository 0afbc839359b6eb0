#!/usr/bin/env bash
# Executed instructions of every x86-64 corpus program built by llc-14 -O2
# and by ssara, counted by valgrind's cachegrind ("I refs": the dynamic
# loader and libc included, which both builds share), with the ratio and
# whether the two builds printed the same; then the totals.
#
# Usage: scripts/corpusexec.sh [-l 'O1 O2'] [SSARA FLAG...]
#   -l: the corpus levels (default O1 and O2); the flags go to ssara
#   (built from this tree). Both compilers run with -relocation-model=pic.
# Output lines: PROGRAM LLC SSARA RATIO [DIFF]; then "total LLC SSARA RATIO".
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/usr/local/go/bin:$PATH"
levels="O1 O2"
if [ "${1:-}" = -l ]; then levels=$2; shift 2; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/ssara" ./cmd/ssara)
refs() { # binary -> executed instructions; its output (and exit status) in $work/out.$2
  { timeout 300 valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$1" \
    2>&1 >"$work/out.$2" </dev/null || echo "exit $?" >>"$work/out.$2"; } | awk '/I *refs/ {gsub(",", "", $NF); print $NF}'
}
for lv in $levels; do
  for f in "$here"/testdata/ll/x86_64/*."$lv".ll; do
    b=$(basename "$f" .ll)
    llc-14 -O2 -relocation-model=pic "$f" -o "$work/l.s" 2>/dev/null || continue
    if ! "$work/ssara" -relocation-model=pic "$@" "$f" -o "$work/s.s" 2>/dev/null; then
      echo "$b FAIL"
      continue
    fi
    gcc "$work/l.s" -o "$work/l" -lm -latomic 2>/dev/null || continue
    gcc "$work/s.s" -o "$work/s" -lm -latomic
    l=$(refs "$work/l" l)
    s=$(refs "$work/s" s)
    same=""
    cmp -s "$work/out.l" "$work/out.s" || same=" DIFF"
    echo "$b $l $s$same"
  done
done | awk '{print ($2 > 0 ? sprintf("%s %d %d %.3f%s", $1, $2, $3, $3 / $2, ($4 == "DIFF" ? " DIFF" : "")) : $0)} $2 > 0 {l += $2; s += $3} END {if (l > 0) printf "total %d %d %.4f\n", l, s, s / l}'
