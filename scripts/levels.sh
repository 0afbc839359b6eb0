#!/usr/bin/env bash
# The SSA allocator's levels and level 4's parts on one linked real
# program, against llc-14 -O2 in the same run: static spill code (reload,
# folded reload and spill lines of the assembly) and the instructions each
# build executes on the program's scripts (valgrind --tool=callgrind),
# with the ratio to llc-14's. Every ssara build runs with -verify and its
# output must match llc-14's build.
#
# Usage: scripts/levels.sh [-s SCRIPT...] [PROGRAM [LEVEL]]   (default: lua 2, every script)
#   SSARA_CONFIGS: ';'-separated ssara flag sets (default below).
#   The modules come from scripts/realprogs.sh (built if missing), linked
#   with llvm-link-14 as scripts/linked.sh does.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/usr/local/go/bin:$PATH"
only=()
while [ "${1:-}" = -s ]; do only+=("$2"); shift 2; done
prog=${1:-lua}
lvl=${2:-2}
IFS=';' read -r -a configs <<<"${SSARA_CONFIGS:--ssa-level=1;-ssa-level=2;-ssa-level=3;-ssa-level=4;-ssa-level=4 -ssa-remat=false;-ssa-level=4 -ssa-fold=false;-ssa-level=4 -ssa-cost-weight=false}"
dir="$here/build/real/$prog/O$lvl"
if ! ls "$dir"/*.ll >/dev/null 2>&1; then
  bash "$here/scripts/realprogs.sh" -O "$lvl" "$prog" >/dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/ssara" ./cmd/ssara)
mods=()
for f in "$dir"/*.ll; do
  case $(basename "$f") in luac.ll) continue ;; esac # a second main
  mods+=("$f")
done
llvm-link-14 -S -o "$work/linked.ll" "${mods[@]}"
echo "$prog -O$lvl: ${#mods[@]} modules linked, $(grep -c '^define' "$work/linked.ll") functions"
scripts=()
for s in "$here/testdata/real/$prog"/*; do
  case $s in *.c) continue ;; esac
  if [ ${#only[@]} -gt 0 ]; then
    keep=0
    for o in "${only[@]}"; do [ "$(basename "$s")" = "$o" ] && keep=1; done
    [ $keep = 1 ] || continue
  fi
  scripts+=("$s")
done
runprog() { # SCRIPT COMMAND...
  local script=$1
  shift
  case $script in
  *.sql) "$@" <"$script" ;;
  *) "$@" "$script" ;;
  esac
}
count() { # EXE SCRIPT
  (cd "$work" && runprog "$2" valgrind --tool=callgrind --callgrind-out-file=/dev/null "./$1" 2>&1 >/dev/null || true) |
    sed -n 's/.*Collected : //p'
}
llc-14 -O2 -relocation-model=pic -o "$work/llc.s" "$work/linked.ll"
cc "$work/llc.s" -o "$work/prog-llc" -lm
declare -A base
printf '| build | reloads | folded reloads | spills |'
for s in "${scripts[@]}"; do printf ' %s (instructions, ratio) |' "$(basename "$s")"; done
echo
statics() {
  printf '%s | %s | %s' "$(grep -c '[0-9]-byte Reload' "$1" || true)" "$(grep -c 'Folded Reload' "$1" || true)" "$(grep -c '[0-9]-byte Spill' "$1" || true)"
}
printf '| llc-14 -O2 | %s |' "$(statics "$work/llc.s")"
for s in "${scripts[@]}"; do
  base[$s]=$(count prog-llc "$s")
  printf ' %s |' "${base[$s]}"
done
echo
status=0
i=0
for c in "${configs[@]}"; do
  i=$((i + 1))
  read -r -a flags <<<"$c"
  "$work/ssara" -verify -relocation-model=pic "${flags[@]}" -o "$work/s$i.s" "$work/linked.ll"
  cc "$work/s$i.s" -o "$work/prog-s$i" -lm
  printf '| ssara %s | %s |' "$c" "$(statics "$work/s$i.s")"
  for s in "${scripts[@]}"; do
    a=$(cd "$work" && runprog "$s" "./prog-s$i" 2>&1 | sed "s/prog-s$i/PROG/g"; echo "exit=$?")
    b=$(cd "$work" && runprog "$s" ./prog-llc 2>&1 | sed 's/prog-llc/PROG/g'; echo "exit=$?")
    if [ "$a" != "$b" ]; then
      printf ' DIFFERENT OUTPUT |'
      status=1
      continue
    fi
    n=$(count "prog-s$i" "$s")
    printf ' %s (%s) |' "$n" "$(echo "scale=3; ${n//,/} / ${base[$s]//,/}" | bc)"
  done
  echo
done
exit $status
