#!/usr/bin/env bash
# Real C programs written by others (bzip2, zlib, Lua, zstd, sqlite),
# compiled module by module with clang-14 -O0/-O1/-O2, every module through
# ssara -verify and through llc-14, linked, run on their own tests or on
# this project's drivers (testdata/real) and compared. See docs/REAL.md.
#
# Usage: scripts/realprogs.sh [realprogs flags] [program...]
#   e.g. scripts/realprogs.sh bzip2 lua      scripts/realprogs.sh -O 2 -ssara-flags=-regs=4
#   -manifest FILE: only fetch the sources and describe the programs for ssara-bench.
# Sources go to build/src (Debian source packages through a deb-src line
# this script adds, Go modules through the module proxy); .ll, assembly and
# executables to build/real/<prog>/O<n>/; the summary to
# build/real/summary.txt. Exit status 1 on a miscompilation or a crash.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bash "$here/scripts/setup.sh"
export PATH="/usr/local/go/bin:$PATH"

# Debian source packages need a deb-src line (and root to add it).
src_list=/etc/apt/sources.list.d/ssara-src.sources
if ! grep -rqs '^Types:.*deb-src\|^deb-src' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  SUDO=()
  [ "$(id -u)" -eq 0 ] || SUDO=(sudo)
  suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    "$suite" | "${SUDO[@]}" tee "$src_list" >/dev/null
  "${SUDO[@]}" apt-get update -qq >/dev/null
fi

cd "$here"
# Downloaded sources may hold Go packages of their own: a go.mod makes
# build/ a module apart, so "go build ./..." and "go test ./..." skip it.
mkdir -p build
[ -f build/go.mod ] || printf 'module ssara.invalid/build\n\ngo 1.21\n' >build/go.mod
exec go run ./cmd/realprogs "$@"
