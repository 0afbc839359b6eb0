#!/usr/bin/env bash
# Fingerprint of ssara's output on the testdata corpus, for refactoring
# steps that must keep the output byte-identical: one line per file x
# allocator x budget with the SHA-256 of the assembly (or of the error).
# Usage: scripts/golden.sh [-a "ssa:-ssa-level=3 simple ..."] [-r "0 8 4"] [FILE.ll...] > out.txt
# Compare two runs with diff. Extra .ll files (say a linked Lua module) may
# be given; by default every file under testdata/ll is used. Assembly is
# written with -relocation-model=pic (the form the corpus tests link).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
export PATH=/usr/local/go/bin:$PATH
allocs="ssa:-ssa-level=1 ssa:-ssa-level=2 ssa:-ssa-level=3 simple local"
regs="0 8 4"
while getopts "a:r:" o; do
  case $o in
    a) allocs=$OPTARG ;;
    r) regs=$OPTARG ;;
    *) echo "usage: $0 [-a allocs] [-r budgets] [FILE.ll...]" >&2; exit 1 ;;
  esac
done
shift $((OPTIND - 1))
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/ssara" ./cmd/ssara)
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  mapfile -t files < <(cd "$here" && ls testdata/ll/*/*.ll)
fi
for f in "${files[@]}"; do
  for a in $allocs; do
    name=${a%%:*}
    extra=()
    [ "$a" != "$name" ] && IFS=, read -r -a extra <<<"${a#*:}"
    for r in $regs; do
      if out=$(cd "$here" && "$work/ssara" -relocation-model=pic -regalloc="$name" "${extra[@]}" -regs="$r" -o - "$f" 2>&1); then
        h=$(printf '%s' "$out" | sha256sum | cut -c1-16)
      else
        h="error:$(printf '%s' "$out" | sha256sum | cut -c1-16)"
      fi
      echo "$f $a regs=$r $h"
    done
  done
done
