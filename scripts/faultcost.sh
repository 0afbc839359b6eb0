#!/usr/bin/env bash
# What a page fault costs on this machine (issue 16, docs/PERFORMANCE.md
# session 55): a C program maps MB megabytes (default 100) and touches
# them a page at a time, twice in one process (the second time after
# MADV_DONTNEED), then the same with MADV_HUGEPAGE asked for first.
# Prints milliseconds and microseconds per 4 KB page. Needs gcc.
# Usage: scripts/faultcost.sh [MB]
set -euo pipefail
mb=${1:-100}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/faults.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>

static double ms(void) {
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void touch(char *p, size_t n, const char *what) {
	double t = ms();
	for (size_t i = 0; i < n; i += 4096)
		p[i] = 1;
	t = ms() - t;
	printf("%-28s %8.1f ms  %6.2f us a 4 KB page\n", what, t, t * 1e3 / (n / 4096));
}

int main(int argc, char **argv) {
	size_t huge = 2 << 20, n = (size_t)atoi(argv[1]) << 20;
	char *p = mmap(0, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	touch(p, n, "4 KB pages");
	madvise(p, n, MADV_DONTNEED);
	touch(p, n, "4 KB pages again");
	char *q = mmap(0, n + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	q = (char *)(((size_t)q + huge - 1) & ~(huge - 1));
	if (madvise(q, n, MADV_HUGEPAGE) != 0)
		printf("MADV_HUGEPAGE refused\n");
	touch(q, n, "after MADV_HUGEPAGE");
	return 0;
}
C
gcc -O2 -o "$work/faults" "$work/faults.c"
"$work/faults" "$mb"
echo "transparent huge pages: $(cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null || echo unknown)"
