#!/usr/bin/env bash
# Compare every allocator, ssara's and llc-14's, on a corpus, on a fresh
# Debian 12 machine: installs what is missing, builds ssara and
# ssara-bench into build/bin, and runs ssara-bench (docs/BENCH.md).
#
# Usage: scripts/bench.sh [ssara-bench flags] [DIR|FILE...]
#   Default: the bundled corpus bench/ (its real programs are fetched by
#   scripts/realprogs.sh -manifest) at the paper's budgets with -run:
#   scripts/bench.sh -march=x86-64 -regalloc=simple,local,ssa:-ssa-level=1,ssa:-ssa-level=2,ssa:-ssa-level=3,llc-greedy \
#                    -regs=4,8,12,16,full -run -o build/bench/x86-64 bench
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bash "$here/scripts/setup.sh"
export PATH="/usr/local/go/bin:$PATH"
cd "$here"
mkdir -p build/bin
[ -f build/go.mod ] || printf 'module ssara.invalid/build\n\ngo 1.21\n' >build/go.mod
go build -o build/bin/ ./cmd/ssara ./cmd/ssara-bench
if [ $# -eq 0 ]; then
  set -- -march=x86-64 -regalloc=simple,local,ssa:-ssa-level=1,ssa:-ssa-level=2,ssa:-ssa-level=3,llc-greedy \
    -regs=4,8,12,16,full -run -o build/bench/x86-64 bench
fi
exec build/bin/ssara-bench "$@"
