#!/usr/bin/env python3
"""Summarise TestMeasureMIP's JSON lines (cmd/internal/driver, -mip-measure)
into docs/MIP.md's tables: model sizes and solve times against function
size, the fraction solved to optimality within 1 s, 10 s and 60 s (as far as
the time limit allows) and the limit, and
each heuristic allocator's gap to the optimal spill cost per budget.

Usage: scripts/mip-measure.py FILE.jsonl... [--limit SECONDS] [--exclude ALLOC,...]
(--exclude: allocators left out of the worst functions' table; default
simple, which spills everything)
"""
import json
import statistics
import sys
from collections import defaultdict


def load(paths):
    rows = []
    for p in paths:
        with open(p) as f:
            for line in f:
                line = line.strip()
                if line:
                    rows.append(json.loads(line))
    return rows


BUCKETS = [(0, 20), (21, 50), (51, 100), (101, 200), (201, 500), (501, 10**9)]


def bucket(n):
    for lo, hi in BUCKETS:
        if lo <= n <= hi:
            return (lo, hi)


def label(b):
    lo, hi = b
    return f"{lo}-{hi}" if hi < 10**9 else f">{lo - 1}"


def med(xs):
    return statistics.median(xs) if xs else float("nan")


def main():
    args = sys.argv[1:]
    limit = 10.0
    if "--limit" in args:
        i = args.index("--limit")
        limit = float(args[i + 1])
        del args[i:i + 2]
    exclude = {"simple"}
    if "--exclude" in args:
        i = args.index("--exclude")
        exclude = set(args[i + 1].split(","))
        del args[i:i + 2]
    rows = load(args)
    regs = sorted({r["regs"] for r in rows})
    print(f"{len(rows)} function x budget rows, {len({(r['file'], r['func']) for r in rows})} functions, budgets {regs}\n")

    print("#### Spill model (section 5.3) against function size\n")
    print("| K | instrs | functions | vars (mean) | rows (mean) | nonzeros (mean) | CPU s median | CPU s max | optimal ≤ 1 s | optimal ≤ %g s | no proof in %g s |" % (limit, limit))
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for k in regs:
        by = defaultdict(list)
        for r in rows:
            if r["regs"] == k:
                by[bucket(r["models"]["instrs"])].append(r["models"]["spill"])
        for b in BUCKETS:
            ms = by.get(b)
            if not ms:
                continue
            cpu = [m["solve_cpu_ns"] / 1e9 for m in ms]
            opt = [m for m in ms if m["status"] == "optimal"]
            o1 = sum(1 for m in opt if m["solve_cpu_ns"] / 1e9 <= 1.0)
            print(f"| {k} | {label(b)} | {len(ms)} | {statistics.mean(m['variables'] for m in ms):.0f} | "
                  f"{statistics.mean(m['constraints'] for m in ms):.0f} | {statistics.mean(m['nonzeros'] for m in ms):.0f} | "
                  f"{med(cpu):.2f} | {max(cpu):.2f} | {o1}/{len(ms)} | {len(opt)}/{len(ms)} | {len(ms) - len(opt)} |")
    print()
    print("#### Fraction solved to optimality\n")
    # CPU-time thresholds: 1 s, 10 s and 60 s as far as the limit allows,
    # and the limit.
    ths = sorted({t for t in (1.0, 10.0, 60.0) if t < limit} | {limit})
    head = " | ".join(f"spill model ≤ {t:g} s" for t in ths)
    fhead = " | ".join(f"complete ≤ {t:g} s" for t in ths)
    print(f"| K | functions | {head} | complete model built | {fhead} |")
    print("|---|---|" + "---|" * len(ths) + "---|" + "---|" * len(ths))
    for k in regs:
        rs = [r for r in rows if r["regs"] == k]
        sp = [r["models"]["spill"] for r in rs]
        fu = [r["models"]["full"] for r in rs if r["models"].get("full")]
        pct = lambda a, b: f"{a}/{b} ({100 * a / b:.0f}%)" if b else "-"
        within = lambda ms, t: sum(1 for m in ms if m["status"] == "optimal" and m["solve_cpu_ns"] <= t * 1e9)
        cells = " | ".join(pct(within(sp, t), len(sp)) for t in ths)
        fcells = " | ".join(pct(within(fu, t), len(fu)) for t in ths)
        print(f"| {k} | {len(rs)} | {cells} | {len(fu)} | {fcells} |")
    print()
    print("#### Complete model (section 5.2) where built\n")
    print("| K | instrs | built | vars (mean) | rows (mean) | nonzeros (mean) | CPU s median | optimal | x+z estimate of the others (median) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for k in regs:
        by = defaultdict(list)
        est = defaultdict(list)
        for r in rows:
            if r["regs"] != k:
                continue
            b = bucket(r["models"]["instrs"])
            if r["models"].get("full"):
                by[b].append(r["models"]["full"])
            else:
                est[b].append(r["models"]["full_estimate"])
        for b in BUCKETS:
            ms, es = by.get(b, []), est.get(b, [])
            if not ms and not es:
                continue
            if ms:
                print(f"| {k} | {label(b)} | {len(ms)} | {statistics.mean(m['variables'] for m in ms):.0f} | "
                      f"{statistics.mean(m['constraints'] for m in ms):.0f} | {statistics.mean(m['nonzeros'] for m in ms):.0f} | "
                      f"{med([m['solve_cpu_ns'] / 1e9 for m in ms]):.2f} | {sum(1 for m in ms if m['status'] == 'optimal')}/{len(ms)} | "
                      f"{med(es) if es else '-'} |")
            else:
                print(f"| {k} | {label(b)} | 0 | | | | | | {med(es):.0f} |")
    print()

    print("#### Gap to the optimal spill cost (functions whose spill model was solved to optimality)\n")
    print("Cost: loads, stores, memory operands (folded reloads) and rematerialisations weighted by 10^loop depth (CostOf); gap = allocator's cost − optimum.\n")
    allocs = sorted({a for r in rows for a in r["costs"]})
    print("| K | allocator | functions | optimal on | mean gap | median gap | worst gap | total cost / total optimum |")
    print("|---|---|---|---|---|---|---|---|")
    worst = []
    for k in regs:
        for a in allocs:
            gaps, tot, totopt = [], 0.0, 0.0
            for r in rows:
                sp = r["models"]["spill"]
                if r["regs"] != k or sp["status"] != "optimal" or a not in r["costs"]:
                    continue
                c = r["costs"][a]["spill"]
                g = c - sp["optimum"]
                gaps.append(g)
                tot += c
                totopt += sp["optimum"]
                worst.append((g, k, a, r["file"], r["func"], c, sp["optimum"], r["models"]["instrs"]))
            if not gaps:
                continue
            ratio = f"{tot / totopt:.2f}" if totopt else "-"
            print(f"| {k} | {a} | {len(gaps)} | {sum(1 for g in gaps if g <= 1e-9)} | {statistics.mean(gaps):.1f} | "
                  f"{med(gaps):g} | {max(gaps):g} | {ratio} |")
    print()
    print(f"#### Worst functions ({', '.join(sorted(exclude))} left out)\n")
    print("| gap | K | allocator | file | function | instrs | cost | optimum |")
    print("|---|---|---|---|---|---|---|---|")
    worst.sort(reverse=True)
    seen = set()
    n = 0
    for g, k, a, file, fn, c, o, ins in worst:
        if a in exclude or (file, fn, k) in seen:
            continue
        seen.add((file, fn, k))
        print(f"| {g:g} | {k} | {a} | {file} | {fn} | {ins} | {c:g} | {o:g} |")
        n += 1
        if n == 10:
            break
    errs = defaultdict(int)
    for r in rows:
        for a in r.get("errors") or {}:
            errs[(r["regs"], a)] += 1
    if errs:
        print("\nAllocations refused or rejected:", ", ".join(f"{a}@{k}: {n}" for (k, a), n in sorted(errs.items())))


if __name__ == "__main__":
    main()
