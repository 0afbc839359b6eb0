#!/usr/bin/env bash
# Static spill code of ssara's SSA allocator (its levels and level 4's
# parts) and of llc-14 -O2 (greedy) over the x86-64 corpus: the
# "N-byte Reload", "Folded Reload" and "N-byte Spill" lines of the
# assembly, summed over testdata/ll/x86_64, at each budget.
#
# Usage: scripts/staticspill.sh [BUDGET...]    (default: 0 8; 0 is the full
#   register file; N is ssara -regs=N and llc-14 -stress-regalloc=N, which
#   limits every class, not only the GPRs)
#   SSARA_CONFIGS: ';'-separated ssara flag sets (default below).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/usr/local/go/bin:$PATH"
IFS=';' read -r -a configs <<<"${SSARA_CONFIGS:--ssa-level=3;-ssa-level=4;-ssa-level=4 -ssa-remat=false;-ssa-level=4 -ssa-fold=false;-ssa-level=4 -ssa-cost-weight}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/ssara" ./cmd/ssara)
budgets=("$@")
[ ${#budgets[@]} -gt 0 ] || budgets=(0 8)
echo "| budget | build | reloads | folded reloads | spills | files refused |"
echo "|---|---|---:|---:|---:|---:|"
for r in "${budgets[@]}"; do
  for cfg in "${configs[@]}" llc; do
    rl=0 fr=0 sp=0 fail=0
    for f in "$here"/testdata/ll/x86_64/*.ll; do
      if [ "$cfg" = llc ]; then
        extra=()
        [ "$r" != 0 ] && extra=(-stress-regalloc="$r")
        llc-14 -O2 -relocation-model=pic "${extra[@]}" -o "$work/out.s" "$f" 2>/dev/null || { fail=$((fail + 1)); continue; }
      else
        read -r -a flags <<<"$cfg"
        "$work/ssara" -regalloc=ssa "${flags[@]}" -regs="$r" -o "$work/out.s" "$f" 2>/dev/null || { fail=$((fail + 1)); continue; }
      fi
      fr=$((fr + $(grep -c 'Folded Reload' "$work/out.s" || true)))
      rl=$((rl + $(grep -c '[0-9]-byte Reload' "$work/out.s" || true)))
      sp=$((sp + $(grep -c '[0-9]-byte Spill' "$work/out.s" || true)))
    done
    name="ssara $cfg"
    [ "$cfg" = llc ] && name="llc-14 -O2"
    echo "| $r | $name | $rl | $fr | $sp | $fail |"
  done
done
