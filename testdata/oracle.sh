#!/usr/bin/env bash
# Reference ("oracle") run of an LLVM IR file: compile it with llc-14 -O2,
# link it with the system or cross C compiler, run it (under qemu-user for
# the PowerPC targets) and print its stdout followed by a line "exit=N".
#
# Usage: testdata/oracle.sh FILE.ll [x86_64|ppc64le|ppc32]
# The target defaults to the one named by the file's target triple.
# Exit status: 0 when the program was built and run (whatever its own exit
# code), 2 for usage errors, 3 when llc or the link failed, 4 on timeout.
# Environment: LLC (default llc-14), CC (default cc, x86_64 only),
# ORACLE_TIMEOUT seconds (default 60).
set -euo pipefail

usage() {
  echo "usage: $0 FILE.ll [x86_64|ppc64le|ppc32]" >&2
  exit 2
}

[ "$#" -ge 1 ] && [ "$#" -le 2 ] || usage
ll=$1
[ -f "$ll" ] || { echo "oracle.sh: no such file: $ll" >&2; exit 2; }

target=${2:-}
if [ -z "$target" ]; then
  triple=$(sed -n 's/^target triple = "\(.*\)"$/\1/p' "$ll" | head -n 1)
  case "$triple" in
    x86_64-*) target=x86_64 ;;
    powerpc64le-*) target=ppc64le ;;
    powerpc-*) target=ppc32 ;;
    *) echo "oracle.sh: cannot infer target from triple '$triple'" >&2; exit 2 ;;
  esac
fi

LLC=${LLC:-llc-14}
case "$target" in
  x86_64)
    cc=${CC:-cc}
    run=()
    ;;
  ppc64le)
    cc=powerpc64le-linux-gnu-gcc
    run=(qemu-ppc64le -L /usr/powerpc64le-linux-gnu)
    ;;
  ppc32)
    cc=powerpc-linux-gnu-gcc
    run=(qemu-ppc -L /usr/powerpc-linux-gnu)
    ;;
  *) usage ;;
esac

for tool in "$LLC" "$cc" "${run[@]:0:1}"; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "oracle.sh: $tool not found (run scripts/setup.sh)" >&2
    exit 3
  }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/ssara-oracle.XXXXXX")
trap 'rm -rf "$work"' EXIT

# llc's default relocation model is static, so link without PIE.
if ! "$LLC" -O2 "$ll" -o "$work/prog.s"; then
  echo "oracle.sh: llc failed on $ll" >&2
  exit 3
fi
if ! "$cc" -no-pie "$work/prog.s" -o "$work/prog" -lm; then
  echo "oracle.sh: link failed for $ll" >&2
  exit 3
fi

set +e
timeout "${ORACLE_TIMEOUT:-60}" "${run[@]}" "$work/prog"
status=$?
set -e
if [ "$status" -eq 124 ]; then
  echo "oracle.sh: timed out: $ll" >&2
  exit 4
fi
echo "exit=$status"
