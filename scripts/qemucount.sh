#!/usr/bin/env bash
# Executed instructions of PowerPC builds under qemu-user, counted from
# qemu's execution trace with one instruction per translation block
# (-singlestep -d exec,nochain: a "Trace" line per instruction run,
# the dynamic loader and libc included, which all builds of one program
# share), with the checksum of what each build printed. The PowerPC
# counterpart of callgrind's counts on x86-64 (valgrind runs no
# PowerPC code here); slow (about a million instructions a second), so
# for the corpus's small programs.
#
# Usage: scripts/qemucount.sh -march=ppc64le|ppc32 FILE.ll COMPILER...
#   COMPILER: "llc" for llc-14 -O2 -relocation-model=pic, or an ssara
#   binary with its flags in one word ("build/bin/ssara -regalloc=irc")
# Prints a line per compiler: its name, executed instructions, and the
# md5 of its output (8 hex digits).
set -euo pipefail
march=${1#-march=}
file=$2
shift 2
case $march in
  ppc64le) gcc=powerpc64le-linux-gnu-gcc; qemu=qemu-ppc64le; root=/usr/powerpc64le-linux-gnu; llcm=ppc64le ;;
  ppc32) gcc=powerpc-linux-gnu-gcc; qemu=qemu-ppc; root=/usr/powerpc-linux-gnu; llcm=ppc32 ;;
  *) echo "qemucount: -march=ppc64le or -march=ppc32" >&2; exit 1 ;;
esac
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for c in "$@"; do
  if [ "$c" = llc ]; then
    llc-14 -O2 -relocation-model=pic -march=$llcm "$file" -o "$dir/a.s"
  else
    # shellcheck disable=SC2086
    $c -march=$march "$file" -o "$dir/a.s"
  fi
  "$gcc" -no-pie "$dir/a.s" -o "$dir/a.out" -lm
  # The trace goes to standard error and straight into grep (a run of
  # 20 million instructions writes 1.6 GB of it).
  n=$( { "$qemu" -L "$root" -singlestep -d exec,nochain -D /dev/stderr "$dir/a.out" > "$dir/out.txt"; } 2>&1 | grep -c '^Trace' || true)
  echo "$(basename "${c%% *}") $n $(md5sum < "$dir/out.txt" | cut -c1-8)"
done
