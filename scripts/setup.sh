#!/usr/bin/env bash
# Install the toolchain ssara needs on a fresh Debian 12 machine (run as root).
# Idempotent: only packages that are not installed yet are installed, and
# `apt-get update` runs only when something is missing. Quiet on success.
set -euo pipefail

PKGS=(
  clang-14 llvm-14 gcc binutils libc6-dev
  csmith libcsmith-dev
  valgrind qemu-user gdb
  gcc-powerpc64le-linux-gnu gcc-powerpc-linux-gnu
  libc6-dev-ppc64el-cross libc6-dev-powerpc-cross
  coinor-cbc
  ninja-build chromium fonts-dejavu-core
)

if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then
  export PATH="/usr/local/go/bin:$PATH"
fi

missing=()
for p in "${PKGS[@]}"; do
  if ! dpkg -s "$p" >/dev/null 2>&1; then
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -gt 0 ]; then
  SUDO=()
  if [ "$(id -u)" -ne 0 ]; then
    SUDO=(sudo)
  fi
  log="${TMPDIR:-/tmp}/ssara-setup-apt.log"
  : >"$log"
  export DEBIAN_FRONTEND=noninteractive
  if ! { "${SUDO[@]}" apt-get update &&
         "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive \
           apt-get install -y --no-install-recommends "${missing[@]}"; } >>"$log" 2>&1; then
    cat "$log" >&2
    echo "setup.sh: failed to install: ${missing[*]} (log: $log)" >&2
    exit 1
  fi
fi

if ! command -v go >/dev/null 2>&1; then
  echo "setup.sh: warning: go not found (expected /usr/local/go/bin/go)" >&2
fi
