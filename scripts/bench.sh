#!/usr/bin/env bash
# Compile time of ssara against llc-14 -O2 on the same .ll files, measured
# in the same run, and static spill/reload counts of both allocators.
# Usage: scripts/bench.sh [-regs N] [-regalloc NAME] FILE.ll...
#        (default: testdata/ll/x86_64/*.ll, -regalloc=ssa)
#
# Only files that both compilers accept at the budget are measured: llc-14
# refuses some programs under -stress-regalloc=N ("ran out of registers");
# those are counted and named. (Before this was checked, a refused file
# left no llc output, the count `$((ls + $(grep ...)))` became a shell
# syntax error and the counting loop stopped at the first such file, so
# -regs 4 totals covered only the files before it: 92 spills instead of
# the per-file sum.)
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
regs=0
ra=ssa
while [ $# -gt 0 ]; do
  case "$1" in
    -regs) regs=$2; shift 2 ;;
    -regalloc) ra=$2; shift 2 ;;
    *) break ;;
  esac
done
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$here"/testdata/ll/x86_64/*.ll)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/ssara" ./cmd/ssara) || exit 1
stress=()
[ "$regs" != 0 ] && stress=(-stress-regalloc="$regs")
ssara() { "$work/ssara" -regalloc="$ra" -regs="$regs" "$@"; }
llc() { llc-14 -O2 -relocation-model=pic "${stress[@]}" "$@"; }
ok=()
nossara=0
nollc=()
for f in "${files[@]}"; do
  if ! ssara -o "$work/s.s" "$f" 2>/dev/null; then nossara=$((nossara + 1)); continue; fi
  if ! llc "$f" -o "$work/l.s" 2>/dev/null; then nollc+=("$(basename "$f")"); continue; fi
  ok+=("$f")
done
[ ${#ok[@]} -gt 0 ] || { echo "bench.sh: no file compiled by both" >&2; exit 1; }
now() { date +%s.%N; }
t0=$(now)
for r in 1 2 3; do for f in "${ok[@]}"; do ssara -o "$work/s.s" "$f"; done; done
t1=$(now)
for r in 1 2 3; do for f in "${ok[@]}"; do llc "$f" -o "$work/l.s"; done; done
t2=$(now)
# count FILE REGEX: matching lines (0 when none); fails loudly on a missing file.
count() {
  [ -f "$1" ] || { echo "bench.sh: $1 missing" >&2; exit 1; }
  grep -cE "$2" "$1" || true
}
ss=0; sr=0; ls=0; lr=0; lf=0
for f in "${ok[@]}"; do
  rm -f "$work/s.s" "$work/l.s"
  ssara -o "$work/s.s" "$f" || exit 1
  llc "$f" -o "$work/l.s" || exit 1
  ss=$((ss + $(count "$work/s.s" '# [0-9]+-byte Spill$')))
  sr=$((sr + $(count "$work/s.s" '# [0-9]+-byte Reload$')))
  ls=$((ls + $(count "$work/l.s" '# [0-9]+-byte Spill$')))
  lr=$((lr + $(count "$work/l.s" '# [0-9]+-byte Reload$')))
  lf=$((lf + $(count "$work/l.s" '# [0-9]+-byte Folded (Spill|Reload)')))
done
python3 - "$t0" "$t1" "$t2" "${#ok[@]}" "${#files[@]}" "$ss" "$sr" "$ls" "$lr" "$lf" "$regs" "$nossara" "${#nollc[@]}" "$ra" <<'PY'
import sys
t0, t1, t2 = map(float, sys.argv[1:4])
n, total, ss, sr, ls, lr, lf, regs, nossara, nollc = map(int, sys.argv[4:14])
ra = sys.argv[14]
s, l = (t1 - t0) / 3, (t2 - t1) / 3
print(f"files compiled by both: {n} of {total}; GPR budget: {regs or 'all'}; "
      f"refused by ssara: {nossara}, by llc-14: {nollc}")
print(f"compile time (mean of 3, all files): ssara -regalloc={ra} {s:.2f}s  llc-14 -O2 {l:.2f}s  ratio ssara/llc {s/l:.2f}")
print(f"static spill stores: ssara {ss}  llc-14 greedy {ls}")
print(f"static reloads:      ssara {sr}  llc-14 greedy {lr}")
print(f"llc-14 folded spills/reloads (memory operands, not counted above): {lf}")
PY
[ ${#nollc[@]} -eq 0 ] || echo "llc-14 refused: ${nollc[*]}"
