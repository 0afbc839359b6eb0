#!/usr/bin/env bash
# Compile time of ssara against llc-14 -O2 on the same .ll files, measured
# in the same run, and static spill/reload counts of both allocators.
# Usage: scripts/bench.sh [-regs N] FILE.ll...   (default: testdata/ll/x86_64/*.ll)
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
regs=0
if [ "${1:-}" = "-regs" ]; then regs=$2; shift 2; fi
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$here"/testdata/ll/x86_64/*.ll)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/ssara" ./cmd/ssara) || exit 1
stress=()
[ "$regs" != 0 ] && stress=(-stress-regalloc="$regs")
ok=()
for f in "${files[@]}"; do
  if "$work/ssara" -regs="$regs" -o /dev/null "$f" 2>/dev/null; then ok+=("$f"); fi
done
now() { date +%s.%N; }
t0=$(now)
for r in 1 2 3; do for f in "${ok[@]}"; do "$work/ssara" -regs="$regs" -o "$work/s.s" "$f"; done; done
t1=$(now)
for r in 1 2 3; do for f in "${ok[@]}"; do llc-14 -O2 -relocation-model=pic "${stress[@]}" "$f" -o "$work/l.s"; done; done
t2=$(now)
ss=0; sr=0; ls=0; lr=0
for f in "${ok[@]}"; do
  "$work/ssara" -regs="$regs" -o "$work/s.s" "$f"
  llc-14 -O2 -relocation-model=pic "${stress[@]}" "$f" -o "$work/l.s"
  ss=$((ss + $(grep -c 'Spill' "$work/s.s"))); sr=$((sr + $(grep -c 'Reload' "$work/s.s")))
  ls=$((ls + $(grep -c 'Spill' "$work/l.s"))); lr=$((lr + $(grep -c 'Reload' "$work/l.s")))
done
python3 - "$t0" "$t1" "$t2" "${#ok[@]}" "${#files[@]}" "$ss" "$sr" "$ls" "$lr" "$regs" <<'PY'
import sys
t0, t1, t2 = map(float, sys.argv[1:4])
n, total, ss, sr, ls, lr, regs = map(int, sys.argv[4:])
s, l = (t1 - t0) / 3, (t2 - t1) / 3
print(f"files compiled by both: {n} of {total}; GPR budget: {regs or 'all'}")
print(f"compile time (mean of 3, all files): ssara {s:.2f}s  llc-14 -O2 {l:.2f}s  ratio ssara/llc {s/l:.2f}")
print(f"static spill stores: ssara {ss}  llc-14 greedy {ls}")
print(f"static reloads:      ssara {sr}  llc-14 greedy {lr}")
PY
