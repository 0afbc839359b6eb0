#!/usr/bin/env bash
# Run time of divisions by constants (issue 14): a loop of 100 million
# divisions and remainders by 10, 7, 1000 and 641, built by clang-14 -O2
# and then by ssara (the tree's) and llc-14 -O2 from the same .ll; prints
# the user time of each of N runs (default 5) and their medians. Times
# are noisy on a shared machine: compare the builds within one run.
# Usage: scripts/divbench.sh [N]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
export PATH=/usr/local/go/bin:$PATH
n=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/divbench.c" <<'C'
#include <stdio.h>
#include <stdint.h>
int main(void) {
    uint64_t s = 0;
    for (uint32_t i = 1; i < 100000000u; i++) {
        uint32_t v = i;
        s += v / 10 + v % 7;
        s += (int64_t)(s ^ i) / 1000;
        s += (int32_t)(i * 2654435761u) % 641;
    }
    printf("%llu\n", (unsigned long long)s);
    return 0;
}
C
(cd "$here" && go build -o "$work/ssara" ./cmd/ssara)
clang-14 -O2 -S -emit-llvm -o "$work/d.ll" "$work/divbench.c"
llc-14 -O2 -relocation-model=pic -o "$work/llc.s" "$work/d.ll"
"$work/ssara" -O2 -relocation-model=pic -verify -o "$work/ssara.s" "$work/d.ll"
for b in llc ssara; do gcc -o "$work/$b" "$work/$b.s"; done
[ "$("$work/llc")" = "$("$work/ssara")" ] || { echo "outputs differ" >&2; exit 1; }
for b in llc ssara; do
  ts=()
  for _ in $(seq "$n"); do
    ts+=("$( { /usr/bin/time -f %U "$work/$b" >/dev/null; } 2>&1 )")
  done
  med=$(printf '%s\n' "${ts[@]}" | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}')
  echo "$b: ${ts[*]} (median $med s)"
done
