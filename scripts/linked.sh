#!/usr/bin/env bash
# Compile time on one large module: the modules of a real program (built by
# scripts/realprogs.sh) linked into one .ll with llvm-link-14, compiled by
# ssara and by llc-14 -O2 in the same run (mean of N runs each, alternating),
# then both builds linked and run on the program's scripts in testdata/real.
#
# Usage: scripts/linked.sh [-n RUNS] [-callgrind] [-time K] [-static] [PROGRAM [LEVEL]]    (default: lua 2, 3 runs)
#   -static: both compilers at -relocation-model=static (llc-14's default,
#   ssara's too), the programs linked -no-pie; without it both are
#   -relocation-model=pic and the programs PIEs.
#   -callgrind: also count the instructions each build executes on each
#   script (valgrind --tool=callgrind: repeatable on a noisy machine).
#   -time K: also run each build K times on each script, alternating, and
#   print the median wall times and their ratio (noisy on a shared
#   machine: compare within a run, and read the load average printed).
#   SSARA_FLAGS: extra ssara flags, e.g. SSARA_FLAGS=-spill-weight=sqrt.
#   KEEP=DIR: keep the linked .ll, both .s files and both programs in DIR.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/usr/local/go/bin:$PATH"
runs=3
cg=0
times=0
reloc=pic
link=()
while :; do
  case "${1:-}" in
  -n) runs=$2; shift 2 ;;
  -static) reloc=static; link=(-no-pie); shift ;;
  -callgrind) cg=1; shift ;;
  -time) times=$2; shift 2 ;;
  *) break ;;
  esac
done
read -r -a sflags <<<"${SSARA_FLAGS:-}"
prog=${1:-lua}
lvl=${2:-2}
dir="$here/build/real/$prog/O$lvl"
if ! ls "$dir"/*.ll >/dev/null 2>&1; then
  bash "$here/scripts/realprogs.sh" -O "$lvl" "$prog" >/dev/null
fi
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] && cp -r "$work" "$KEEP"; rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/ssara" ./cmd/ssara)
mods=()
for f in "$dir"/*.ll; do
  case $(basename "$f") in luac.ll) continue ;; esac # a second main
  mods+=("$f")
done
llvm-link-14 -S -o "$work/linked.ll" "${mods[@]}"
echo "$prog -O$lvl -relocation-model=$reloc: ${#mods[@]} modules linked: $(wc -l <"$work/linked.ll") lines, $(grep -c '^define' "$work/linked.ll") functions"
now() { date +%s.%N; }
ts=0 tl=0
for _ in $(seq "$runs"); do
  t0=$(now)
  "$work/ssara" -relocation-model=$reloc "${sflags[@]}" -o "$work/ssara.s" "$work/linked.ll"
  t1=$(now)
  llc-14 -O2 -relocation-model=$reloc -o "$work/llc.s" "$work/linked.ll"
  t2=$(now)
  ts=$(echo "$ts + $t1 - $t0" | bc)
  tl=$(echo "$tl + $t2 - $t1" | bc)
done
python3 - "$ts" "$tl" "$runs" <<'PY'
import sys
ts, tl, n = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
print(f"compile time (mean of {n}): ssara {ts/n:.2f}s  llc-14 -O2 {tl/n:.2f}s  ratio ssara/llc {ts/tl:.2f}")
PY
echo "spill lines: ssara $(grep -c 'Spill' "$work/ssara.s" || true)  llc-14 $(grep -c 'Spill' "$work/llc.s" || true)"
echo "reload lines: ssara $(grep -c 'Reload' "$work/ssara.s" || true)  llc-14 $(grep -c 'Reload' "$work/llc.s" || true)"
cc "${link[@]}" "$work/ssara.s" -o "$work/prog-ssara" -lm
cc "${link[@]}" "$work/llc.s" -o "$work/prog-llc" -lm
scripts=("$here/testdata/real/$prog"/*)
status=0
# Scripts are arguments of the program, except .sql files, which go to
# standard input (the sqlite driver); C files are drivers, not scripts.
runprog() { # SCRIPT COMMAND...
  local script=$1
  shift
  case $script in
  *.sql) "$@" <"$script" ;;
  *) "$@" "$script" ;;
  esac
}
for s in "${scripts[@]}"; do
  [ -f "$s" ] || continue
  case $s in *.c) continue ;; esac
  a=$(cd "$work" && runprog "$s" ./prog-ssara 2>&1 | sed 's/prog-ssara/PROG/g'; echo "exit=$?")
  b=$(cd "$work" && runprog "$s" ./prog-llc 2>&1 | sed 's/prog-llc/PROG/g'; echo "exit=$?")
  if [ "$a" = "$b" ]; then echo "run $(basename "$s"): same output"; else echo "run $(basename "$s"): DIFFERENT"; status=1; fi
  if [ $cg = 1 ]; then
    count() { (cd "$work" && runprog "$s" valgrind --tool=callgrind --callgrind-out-file=/dev/null "./$1" 2>&1 >/dev/null || true) | sed -n 's/.*Collected : //p'; }
    is=$(count prog-ssara) il=$(count prog-llc)
    echo "  instructions executed: ssara $is  llc-14 $il  ratio $(echo "scale=2; $is / $il" | bc)"
  fi
  if [ "$times" -gt 0 ]; then
    ws=() wl=()
    for _ in $(seq "$times"); do
      for who in ssara llc; do
        t0=$(now)
        (cd "$work" && runprog "$s" "./prog-$who" >/dev/null 2>&1 || true)
        t1=$(now)
        if [ $who = ssara ]; then ws+=("$(echo "$t1 - $t0" | bc)"); else wl+=("$(echo "$t1 - $t0" | bc)"); fi
      done
    done
    python3 - "$times" "${ws[@]}" "${wl[@]}" <<'PY'
import statistics, sys
k = int(sys.argv[1])
v = [float(x) for x in sys.argv[2:]]
s, l = statistics.median(v[:k]), statistics.median(v[k:])
print(f"  run time (median of {k}, wall, noisy): ssara {s:.3f}s  llc-14 {l:.3f}s  ratio {s / l:.2f}")
PY
  fi
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
