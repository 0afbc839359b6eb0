#!/usr/bin/env python3
"""Count the mip allocator's outcomes in ssara's -stats-json files
(docs/MIP.md, "The mip allocator on the corpus"): optimal, feasible, each
kind of fallback, the split levels used, and the optimal functions whose
realised spill cost is above the optimum.

Usage: scripts/mip-outcomes.py [-v] FILE.json...
  -v  also list the colouring fallbacks and the functions above the optimum
"""
import json
import os
import sys
from collections import Counter


def kind(ms):
    if ms["status"] != "fallback":
        return ms["status"]
    r = ms.get("reason", "")
    if "no register left" in r:
        return "fallback: the greedy colouring found no register"
    if "costs less" in r:
        return "fallback: the ssa allocation costs less"
    if "no solution" in r:
        return "fallback: no solution in time"
    return "fallback: " + r


def main(argv):
    verbose = "-v" in argv
    paths = [a for a in argv if a != "-v"]
    outcomes, splits = Counter(), Counter()
    above, failed = [], []
    cost = optimum = 0.0
    for p in sorted(paths):
        with open(p) as f:
            stats = json.load(f)
        for s in stats:
            ms = s.get("mip")
            if not ms:
                continue
            k = kind(ms)
            outcomes[k] += 1
            where = (os.path.basename(p), s["name"])
            if k.startswith("fallback: the greedy"):
                failed.append(where + (ms.get("reason", ""),))
            if ms.get("split"):
                splits[(ms["split"], k)] += 1
            if k == "optimal":
                cost += ms["cost"]["spill"]
                optimum += ms["optimum"]
                if ms["cost"]["spill"] > ms["optimum"] + 1e-6:
                    above.append(where + (ms["cost"]["spill"], ms["optimum"], ms.get("extra_stores", 0)))
    print("functions:", sum(outcomes.values()))
    for k, n in sorted(outcomes.items()):
        print(f"{n:6d}  {k}")
    for (level, k), n in sorted(splits.items()):
        print(f"{n:6d}  split at level {level}: {k}")
    print(f"optimal ones above the optimum: {len(above)}; realised {cost:g} against {optimum:g}")
    if verbose:
        for x in failed:
            print("colouring fallback:", *x)
        for x in above:
            print("above the optimum: %s %s cost %g optimum %g extra stores %d" % x)


if __name__ == "__main__":
    main(sys.argv[1:])
