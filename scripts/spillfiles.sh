#!/usr/bin/env bash
# Memory operations (the "N-byte Reload", "Folded Reload" and "N-byte
# Spill" lines that scripts/staticspill.sh counts) of ssara and of llc-14
# -O2 for each file of the x86-64 corpus at one budget, the files with the
# largest excess first, and their totals over the files both compile.
#
# Usage: scripts/spillfiles.sh BUDGET [SSARA FLAG...]
#   BUDGET: 0 for the full register file, else ssara -regs=N and llc-14
#   -stress-regalloc=N; the flags go to ssara (default allocator: ssa).
# Output lines: FILE SSARA LLC EXCESS; a file llc-14 refuses is left out,
# one ssara refuses is listed as FILE FAIL.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/usr/local/go/bin:$PATH"
[ $# -ge 1 ] || { echo "usage: $0 BUDGET [ssara flags...]" >&2; exit 1; }
r=$1
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/ssara" ./cmd/ssara)
extra=()
[ "$r" != 0 ] && extra=(-stress-regalloc="$r")
count() { grep -c '[0-9]-byte Reload\|Folded Reload\|[0-9]-byte Spill' "$1" || true; }
for f in "$here"/testdata/ll/x86_64/*.ll; do
  b=$(basename "$f" .ll)
  llc-14 -O2 -relocation-model=pic "${extra[@]}" -o "$work/llc.s" "$f" 2>/dev/null || continue
  if ! "$work/ssara" "$@" -regs="$r" -o "$work/ssara.s" "$f" 2>/dev/null; then
    echo "$b FAIL"
    continue
  fi
  s=$(count "$work/ssara.s")
  l=$(count "$work/llc.s")
  echo "$b $s $l $((s - l))"
done | sort -k4 -n -r | awk '{print} $2 != "FAIL" {s += $2; l += $3} END {printf "total %d %d %d\n", s, l, s - l}'
