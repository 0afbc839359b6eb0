#!/usr/bin/env python3
"""Where the spill code is: ssara's SSA allocator against llc-14 -O2.

Compiles every x86-64 corpus file (or the files given) with ssara and with
llc-14 -O2 at one budget, and classes each line that llc's comments mark
("N-byte Reload", "N-byte Folded Reload", "N-byte Spill") by where it is
in the assembly:

  loop        in a block on a cycle of the function's control-flow graph
              (rebuilt from the labels and jumps of the assembly)
  after call  a call precedes it in the same straight-line stretch (since
              the last label): a value that lived across the call
              ("loop, after call" when both hold)
  entry       a spill before the function's first label or call (an
              argument or early value stored at once)
  other       none of these

and prints the totals per class for both compilers, then the functions
whose memory operations exceed llc-14's the most.

Usage: scripts/spillsites.py [-r BUDGET] [-s SSARA] [-f "FLAGS"] [-n TOP] [FILE.ll ...]
  BUDGET: 0 (the full register file; default) or N (ssara -regs=N,
  llc-14 -stress-regalloc=N). SSARA defaults to a build of the tree.
"""
import argparse
import collections
import glob
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

KINDS = ("reload", "folded", "spill")
LABEL = re.compile(r"^(\.?[A-Za-z_$][\w.$]*):")
JUMP = re.compile(r"^\s+j[a-z]*\s+(\.?[\w.$]+)\s*(#.*)?$")
CALL = re.compile(r"^\s+call[a-z]*\s")


def kind(line):
    if "Folded Reload" in line:
        return "folded"
    if re.search(r"\d-byte Reload", line):
        return "reload"
    if re.search(r"\d-byte Spill", line):
        return "spill"
    return None


def functions(text):
    """Splits assembly into (name, lines) per function (.type NAME,@function)."""
    lines = text.splitlines()
    funcs = []
    names = set(re.findall(r"^\s+\.type\s+([\w.$]+),@function", text, re.M))
    cur = None
    for ln in lines:
        m = LABEL.match(ln)
        if m and m.group(1) in names:
            cur = (m.group(1), [])
            funcs.append(cur)
            continue
        if cur is not None:
            if re.match(r"^\s+\.size\s", ln):
                cur = None
                continue
            cur[1].append(ln)
    return funcs


def loop_lines(lines):
    """Marks the lines in loops: the function's blocks (split at labels
    and after jumps), their edges (fall-through, jump targets; an indirect
    jump has none), and the blocks in a cycle of the graph (a strongly
    connected component of several blocks, or a block that jumps to
    itself), found with Tarjan's algorithm."""
    starts = [0]
    for i, ln in enumerate(lines):
        if LABEL.match(ln) and i not in starts:
            starts.append(i)
        elif (JUMP.match(ln) or re.match(r"^\s+(ret|ud2)", ln)) and i + 1 < len(lines):
            starts.append(i + 1)
    starts = sorted(set(starts))
    block_of = {}
    labels = {}
    for k, st in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        for i in range(st, end):
            block_of[i] = k
            m = LABEL.match(lines[i])
            if m:
                labels[m.group(1)] = k
    succ = collections.defaultdict(list)
    for k, st in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        falls = True
        for i in range(st, end):
            m = JUMP.match(lines[i])
            if m and m.group(1) in labels:
                succ[k].append(labels[m.group(1)])
            if re.match(r"^\s+(jmp|ret|ud2)", lines[i]):
                falls = False
        if falls and k + 1 < len(starts):
            succ[k].append(k + 1)
    # Tarjan's strongly connected components, iteratively.
    n = len(starts)
    index, low, onstack, stack, cyclic = {}, {}, set(), [], set()
    counter = [0]
    for root in range(n):
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            v, pi = work.pop()
            if pi == 0:
                index[v] = low[v] = counter[0]
                counter[0] += 1
                stack.append(v)
                onstack.add(v)
            recurse = False
            for j in range(pi, len(succ[v])):
                w = succ[v][j]
                if w not in index:
                    work.append((v, j + 1))
                    work.append((w, 0))
                    recurse = True
                    break
                if w in onstack:
                    low[v] = min(low[v], index[w])
            if recurse:
                continue
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    onstack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1 or v in succ[v]:
                    cyclic.update(comp)
            if work:
                u = work[-1][0]
                low[u] = min(low[u], low[v])
    return [block_of[i] in cyclic for i in range(len(lines))]


def classify(lines):
    """Counts per (kind, class) for one function's lines."""
    inloop = loop_lines(lines)
    counts = collections.Counter()
    seen_label = seen_call = call_in_stretch = False
    for i, ln in enumerate(lines):
        if LABEL.match(ln):
            seen_label = True
            call_in_stretch = False
            continue
        if CALL.match(ln):
            seen_call = call_in_stretch = True
            continue
        k = kind(ln)
        if k is None:
            continue
        if k == "spill" and not seen_label and not seen_call:
            where = "entry"
        elif inloop[i]:
            where = "loop, after call" if call_in_stretch else "loop"
        else:
            where = "after call" if call_in_stretch else "other"
        counts[(k, where)] += 1
    return counts


def compile_all(files, budget, ssara, flags, tmp):
    per = {"ssara": {}, "llc": {}}
    refused = {"ssara": 0, "llc": 0}
    out = os.path.join(tmp, "out.s")
    for f in files:
        for who in ("ssara", "llc"):
            if who == "llc":
                cmd = ["llc-14", "-O2", "-relocation-model=pic", "-o", out, f]
                if budget:
                    cmd.insert(3, "-stress-regalloc=%d" % budget)
            else:
                cmd = [ssara, "-regs=%d" % budget] + flags + ["-o", out, f]
            if subprocess.run(cmd, stderr=subprocess.DEVNULL).returncode != 0:
                refused[who] += 1
                continue
            with open(out) as fh:
                for name, lines in functions(fh.read()):
                    per[who][(os.path.basename(f), name)] = classify(lines)
    return per, refused


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-r", type=int, default=0, help="budget (0: full register file)")
    ap.add_argument("-s", default="", help="ssara binary (default: build the tree)")
    ap.add_argument("-f", default="", help="ssara flags")
    ap.add_argument("-n", type=int, default=10, help="functions listed")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    files = a.files or sorted(glob.glob(os.path.join(HERE, "testdata/ll/x86_64/*.ll")))
    with tempfile.TemporaryDirectory() as tmp:
        ssara = a.s
        if not ssara:
            ssara = os.path.join(tmp, "ssara")
            subprocess.run(["go", "build", "-o", ssara, "./cmd/ssara"], cwd=HERE, check=True)
        per, refused = compile_all(files, a.r, ssara, a.f.split(), tmp)
    # Only functions both compilers built are compared.
    common = sorted(set(per["ssara"]) & set(per["llc"]))
    tot = {w: collections.Counter() for w in per}
    for key in common:
        for w in per:
            tot[w].update(per[w][key])
    wheres = ("loop", "loop, after call", "after call", "entry", "other")
    print("budget %s, %d functions in %d files (refused: ssara %d, llc-14 %d files)\n"
          % (a.r or "all", len(common), len(files), refused["ssara"], refused["llc"]))
    print("| kind | where | ssara | llc-14 | difference |")
    print("|---|---|---:|---:|---:|")
    for k in KINDS:
        for wh in wheres:
            s, l = tot["ssara"][(k, wh)], tot["llc"][(k, wh)]
            if s or l:
                print("| %s | %s | %d | %d | %+d |" % (k, wh, s, l, s - l))
        s = sum(v for (kk, _), v in tot["ssara"].items() if kk == k)
        l = sum(v for (kk, _), v in tot["llc"].items() if kk == k)
        print("| **%s** | all | **%d** | **%d** | **%+d** |" % (k, s, l, s - l))
    diffs = []
    for key in common:
        s, l = sum(per["ssara"][key].values()), sum(per["llc"][key].values())
        diffs.append((s - l, key, s, l))
    diffs.sort(key=lambda d: (-d[0], d[1]))
    over = sum(d[0] for d in diffs if d[0] > 0)
    under = sum(d[0] for d in diffs if d[0] < 0)
    print("\nmemory operations: functions over llc-14 add %+d, functions under it %+d\n" % (over, under))
    print("| file | function | ssara | llc-14 | difference |")
    print("|---|---|---:|---:|---:|")
    for d, (f, name), s, l in diffs[:a.n]:
        print("| %s | %s | %d | %d | %+d |" % (f, name, s, l, d))


if __name__ == "__main__":
    sys.exit(main())
