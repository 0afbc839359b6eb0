#!/usr/bin/env bash
# Differential run of ssara against llc-14 over .ll files: for each file,
# print "NAME: ok", "NAME: DIFF", or the compile/link error.
# Usage: scripts/corpus.sh [ssara flags --] FILE.ll...
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
flags=()
if [[ " $* " == *" -- "* ]]; then
  while [ "$1" != "--" ]; do flags+=("$1"); shift; done
  shift
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/ssara" ./cmd/ssara) || exit 1
for f in "$@"; do
  n=$(basename "$f" .ll)
  exp=$(bash "$here/testdata/oracle.sh" "$f" 2>&1)
  if ! "$work/ssara" -verify -relocation-model=pic "${flags[@]}" -o "$work/$n.s" "$f" 2>"$work/err"; then
    echo "$n: COMPILE: $(head -c 300 "$work/err")"; continue
  fi
  if ! cc "$work/$n.s" -o "$work/$n" -lm 2>"$work/err"; then
    echo "$n: LINK: $(head -c 300 "$work/err")"; continue
  fi
  got=$(timeout 20 "$work/$n" 2>&1; echo "exit=$?")
  if [ "$got" == "$exp" ]; then echo "$n: ok"; else echo "$n: DIFF"; fi
done
