#!/usr/bin/env python3
"""Interleaved A/B timing of command lines on a noisy machine.

Runs each command once per round, in turn, for N rounds, and prints each
one's median wall time and median CPU time (user+system of the child),
with the ratio of each to the first command's. Interleaving puts the
machine's drift on every command alike; medians drop the outliers.

Each command is one argument, split like a shell word list (no shell
runs); leading NAME=value words set the environment for that command
alone, and NAME= with an empty value removes NAME from it.

    python3 scripts/abtime.py -n 15 \\
        'GOGC=100 build/bin/ssara -regalloc=irc -o /dev/null build/bigfunc/g250.ll' \\
        'build/bin/ssara -regalloc=irc -o /dev/null build/bigfunc/g250.ll'

Output is discarded; a command that fails stops the run with its status.
"""
import argparse
import os
import resource
import shlex
import statistics
import subprocess
import sys
import time


def parse(cmd):
    words = shlex.split(cmd)
    env = dict(os.environ)
    while words and "=" in words[0] and not words[0].startswith("="):
        name, value = words.pop(0).split("=", 1)
        if value:
            env[name] = value
        else:
            env.pop(name, None)
    if not words:
        sys.exit("abtime: no command in %r" % cmd)
    return words, env


def main():
    ap = argparse.ArgumentParser(description="interleaved A/B timing of command lines")
    ap.add_argument("-n", type=int, default=11, help="rounds (default 11)")
    ap.add_argument("cmds", nargs="+", help="command lines, one argument each")
    args = ap.parse_args()
    runs = [parse(c) for c in args.cmds]
    times = [[] for _ in runs]
    for _ in range(args.n):
        for i, (argv, env) in enumerate(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            t0 = time.monotonic()
            p = subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wall = time.monotonic() - t0
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if p.returncode != 0:
                sys.exit("abtime: %s exited with status %d" % (args.cmds[i], p.returncode))
            cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
            times[i].append((wall, cpu))
    print("| command | wall (s), median of %d | CPU (s) | x first wall | x first CPU |" % args.n)
    print("|---|---:|---:|---:|---:|")
    base = None
    for cmd, ts in zip(args.cmds, times):
        w = statistics.median(t[0] for t in ts)
        c = statistics.median(t[1] for t in ts)
        if base is None:
            base = (w, c)
        print("| `%s` | %.3f | %.3f | %.2f | %.2f |" % (cmd, w, c, w / base[0], c / base[1]))


if __name__ == "__main__":
    main()
