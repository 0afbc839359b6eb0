#!/usr/bin/env bash
# Install what is missing, then run every test: go vet, the unit tests,
# the fuzz targets' seed corpora, and the differential tests against
# llc-14 (which compile, assemble, link and run every corpus program).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bash "$here/scripts/setup.sh"
export PATH=/usr/local/go/bin:$PATH
cd "$here"
test -z "$(gofmt -l $(git ls-files '*.go'))" || { echo "gofmt needed:"; gofmt -l $(git ls-files '*.go'); exit 1; }
go vet ./...
go test -count=1 -timeout 60m ./...
