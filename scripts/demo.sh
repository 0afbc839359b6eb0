#!/usr/bin/env bash
# The main job on the bundled example: install what is missing, compile
# testdata/c/pressure_loop.c with clang-14 -O1 to .ll, then with ssara
# (checker on) and with llc-14, run both, and print ssara's allocation
# statistics beside llc-14's spill and reload counts.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bash "$here/scripts/setup.sh"
export PATH=/usr/local/go/bin:$PATH
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
src=${1:-$here/testdata/c/pressure_loop.c}
regs=${REGS:-0}
go build -o "$work/ssara" "$here/cmd/ssara"
clang-14 -O1 -S -emit-llvm "$src" -o "$work/prog.ll"
"$work/ssara" -verify -relocation-model=pic -regs="$regs" -stats-json "$work/stats.json" -o "$work/ssara.s" "$work/prog.ll"
cc "$work/ssara.s" -o "$work/ssara.exe" -lm
stress=()
[ "$regs" != 0 ] && stress=(-stress-regalloc="$regs")
llc-14 -O2 -relocation-model=pic "${stress[@]}" "$work/prog.ll" -o "$work/llc.s"
cc "$work/llc.s" -o "$work/llc.exe" -lm
set +e
"$work/ssara.exe" > "$work/ssara.out"; s=$?
"$work/llc.exe" > "$work/llc.out"; l=$?
set -e
echo "== output of the ssara build (exit $s)"
tail -n 5 "$work/ssara.out"
if cmp -s "$work/ssara.out" "$work/llc.out" && [ "$s" = "$l" ]; then
  echo "== same output and exit status as the llc-14 build"
else
  echo "== DIFFERENT from the llc-14 build (exit $l)"; exit 1
fi
echo "== allocation statistics (ssara -regalloc=ssa, checker passed)"
python3 - "$work/stats.json" "$work/llc.s" <<'PY'
import json, re, sys
stats = json.load(open(sys.argv[1]))
llc = {}
fn = None
for line in open(sys.argv[2]):
    m = re.match(r'^([A-Za-z_.$][\w.$]*):', line)
    if m and not line.startswith('.L'):
        fn = m.group(1); llc[fn] = [0, 0]
    if fn and 'Spill' in line: llc[fn][0] += 1
    if fn and 'Reload' in line: llc[fn][1] += 1
print(f"{'function':24} {'vregs':>6} {'spill':>6} {'stack':>6} {'stores':>6} {'loads':>6} {'moves':>6} {'swaps':>6} | {'llc spill':>9} {'llc reload':>10}")
for s in stats:
    l = llc.get(s['name'], [0, 0])
    print(f"{s['name']:24} {s['virtual_registers']:6} {s['spilled']:6} {s['stack_bytes']:6} {s['stores']:6} {s['loads']:6} {s['moves']:6} {s['swaps']:6} | {l[0]:9} {l[1]:10}")
PY
