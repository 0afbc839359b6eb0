#!/usr/bin/env bash
# ssara as a drop-in for llc-14 (issue 17, "Done when"): builds Lua 5.4
# with a Makefile whose compile rule is llc-14's own command line, flags
# in llc's order,
#
#   $(LLC) -O2 -relocation-model=pic -filetype=obj x.ll -o x.o
#
# once with LLC=llc-14 and once with LLC=ssara (nothing else changes),
# links both interpreters with cc (a PIE), runs Lua's test scripts
# (testdata/real/lua, as scripts/realprogs.sh does) with each, and
# compares what they print and their exit status.
#
# Usage: scripts/llc_dropin.sh [-j N]
# The Lua source is fetched as scripts/realprogs.sh fetches it (Debian
# lua5.4 5.4.4 into build/src); the builds are in build/dropin/{llc,ssara}.
# Exit status 0 when both builds compile and every script prints and
# exits the same with the ssara build as with the llc-14 build.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/usr/local/go/bin:$PATH"
jobs=2
while getopts "j:" o; do
  case $o in
    j) jobs=$OPTARG ;;
    *) echo "usage: $0 [-j N]" >&2; exit 2 ;;
  esac
done
cd "$here"
out=build/dropin
mkdir -p "$out"
src=build/src/lua5.4/src
if [ ! -f "$src/lvm.c" ]; then
  echo "fetching Lua's source (scripts/realprogs.sh -manifest)"
  bash scripts/realprogs.sh -manifest "$out/manifest.json" lua >/dev/null
fi
mkdir -p "$out/bin"
go build -o "$out/bin/ssara" ./cmd/ssara

# The interpreter and its libraries (not luac), as cmd/realprogs builds lua.
mods="lapi lcode lctype ldebug ldo ldump lfunc lgc llex lmem lobject lopcodes lparser lstate lstring
ltable ltm lundump lvm lzio lauxlib lbaselib lcorolib ldblib liolib lmathlib loadlib loslib lstrlib
ltablib lutf8lib linit lua"
objs=$(for m in $mods; do printf '%s.o ' "$m"; done)
cat >"$out/Makefile" <<EOF
# Lua with an llc-style back end: C -> .ll (clang-14), .ll -> .o (\$(LLC)).
SRC = $here/$src
LLC = llc-14
CFLAGS = -O2 -DLUA_COMPAT_5_3 -DLUA_USE_LINUX
OBJS = $objs

lua: \$(OBJS)
	cc -o \$@ \$(OBJS) -lm -ldl

%.ll: \$(SRC)/%.c
	clang-14 \$(CFLAGS) -S -emit-llvm \$< -o \$@

%.o: %.ll
	\$(LLC) -O2 -relocation-model=pic -filetype=obj \$< -o \$@

.PRECIOUS: %.ll
EOF

status=0
for b in llc ssara; do
  mkdir -p "$out/$b"
  cp "$out/Makefile" "$out/$b/Makefile"
  llc=llc-14
  [ "$b" = ssara ] && llc="$here/$out/bin/ssara"
  # Objects are rebuilt every run (the .ll files from clang are kept), so
  # the time is mostly $(LLC)'s.
  rm -f "$out/$b"/*.o "$out/$b/lua"
  start=$(date +%s.%N)
  if ! make -s -C "$out/$b" -j "$jobs" LLC="$llc" lua >"$out/$b.build.log" 2>&1; then
    echo "$b: the build failed:"
    tail -5 "$out/$b.build.log"
    status=1
    continue
  fi
  end=$(date +%s.%N)
  echo "$b: built $out/$b/lua ($(echo "$mods" | wc -w) modules; make with LLC=$llc, $(printf '%.1f' "$(echo "$end - $start" | bc)") s wall)"
done
[ $status -eq 0 ] || exit 1

# llc's command line has no -verify: check every allocation of the same
# modules with ssara's independent checker too.
for ll in "$out"/ssara/*.ll; do
  if ! "$out/bin/ssara" -O2 -verify -filetype=null "$ll" 2>"$out/verify.log"; then
    echo "ssara -verify rejects $ll: $(head -c 300 "$out/verify.log")"
    status=1
  fi
done
[ $status -eq 0 ] || exit 1
echo "ssara -verify: the checker accepts every allocation of the $(ls "$out"/ssara/*.ll | wc -l) modules"

# Lua's test scripts: output and exit status of each, both builds.
pass=0 fail=0
for f in testdata/real/lua/*.lua; do
  n=$(basename "$f")
  for b in llc ssara; do
    set +e
    # From a scratch directory; the script by the same path for both.
    (cd "$out/$b" && timeout 60 ./lua "$here/$f" >"$here/$out/$b.$n.out" 2>&1)
    echo "status=$?" >>"$out/$b.$n.out"
    set -e
  done
  if cmp -s "$out/llc.$n.out" "$out/ssara.$n.out"; then
    pass=$((pass + 1))
    echo "  $n: same output and status ($(tail -1 "$out/ssara.$n.out"))"
  else
    fail=$((fail + 1))
    echo "  $n: DIFFERS"
    diff "$out/llc.$n.out" "$out/ssara.$n.out" | head -5 | sed 's/^/    /'
  fi
done
echo "Lua built with ssara in llc-14's place: $pass of $((pass + fail)) test scripts print and exit as with llc-14"
[ $fail -eq 0 ]
