#!/usr/bin/env bash
# Regenerate testdata/ll/<target>/NAME.O{0,1,2}.ll from testdata/c/NAME.c.
#
#   targets: x86_64  (--target=x86_64-linux-gnu)
#            ppc64le (--target=powerpc64le-linux-gnu)
#            ppc32   (--target=powerpc-linux-gnu)
#
# Plain clang-14 defaults otherwise (-O0 output keeps its optnone/noinline
# attributes).  Clang is run from this directory on the relative path
# c/NAME.c, so ModuleID/source_filename do not depend on where the
# checkout lives and the output is byte-for-byte reproducible.
#
# Usage: testdata/regen.sh [NAME...]   (default: every c/*.c)
# The cross targets need the Debian cross libc headers (scripts/setup.sh).
set -euo pipefail

cd "$(dirname "$0")"

CLANG=${CLANG:-clang-14}
LEVELS=(O0 O1 O2)
TARGETS=(x86_64 ppc64le ppc32)

triple_of() {
  case "$1" in
    x86_64) echo x86_64-linux-gnu ;;
    ppc64le) echo powerpc64le-linux-gnu ;;
    ppc32) echo powerpc-linux-gnu ;;
    *) echo "regen.sh: unknown target $1" >&2; return 1 ;;
  esac
}

# Extra include flags for a target (cross libc headers).
incs_of() {
  case "$1" in
    x86_64) ;;
    *)
      local d="/usr/$(triple_of "$1")/include"
      if [ ! -f "$d/stdio.h" ]; then
        echo "regen.sh: missing cross headers in $d (run scripts/setup.sh)" >&2
        return 1
      fi
      echo "-I$d"
      ;;
  esac
}

command -v "$CLANG" >/dev/null 2>&1 || {
  echo "regen.sh: $CLANG not found (run scripts/setup.sh)" >&2
  exit 1
}

if [ "$#" -gt 0 ]; then
  names=("$@")
else
  names=()
  for f in c/*.c; do
    n=${f#c/}
    names+=("${n%.c}")
  done
fi

for t in "${TARGETS[@]}"; do
  triple=$(triple_of "$t")
  incs=$(incs_of "$t")
  mkdir -p "ll/$t"
  if [ "$#" -eq 0 ]; then
    # full regeneration: drop outputs whose source is gone
    for old in "ll/$t"/*.ll; do
      [ -e "$old" ] || continue
      b=${old##*/}
      [ -f "c/${b%%.O[0-9].ll}.c" ] || rm -f "$old"
    done
  fi
  for n in "${names[@]}"; do
    src="c/$n.c"
    [ -f "$src" ] || { echo "regen.sh: no such source $src" >&2; exit 1; }
    for o in "${LEVELS[@]}"; do
      out="ll/$t/$n.$o.ll"
      # shellcheck disable=SC2086  # $incs is empty or a single flag
      "$CLANG" "-$o" -S -emit-llvm "--target=$triple" $incs \
        -o "$out.tmp" "$src"
      mv -f "$out.tmp" "$out"
    done
  done
done
