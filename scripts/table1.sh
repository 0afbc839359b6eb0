#!/usr/bin/env bash
# Pereira's Table 1 on x86-64: static spill code of ssara's allocators
# (simple, local, ssa -O1/-O2/-O3) beside llc-14's greedy allocator, at
# several general-purpose register budgets, as markdown on standard output.
#
# Usage: scripts/table1.sh [-budgets "4 8 12 16 0"] [-detail N] [DIR|FILE.ll]...
#   DIR: every .ll file below it. Default: testdata/ll/x86_64.
#   -budgets: GPR budgets, 0 = the full register file.
#   -detail N: also a per-program table at budget N (default 8, the paper's).
#
# Budget N means ssara -regs=N -fp-regs=N and llc-14 -stress-regalloc=N
# (which limits every register class to N registers, so the FP budget is
# matched too). Every ssara allocation runs through the checker (-verify).
# At each budget only files that every allocator and llc-14 compile are
# counted (llc-14 runs out of registers on some programs at small N).
# Columns (all static counts, summed over the counted files):
#   ssara: from -stats-json. spill: values given a stack slot; stack: bytes
#     of spill slots; stores/loads: moves and copies between a register and
#     a slot (a memory-to-memory transfer counts one of each); moves:
#     register-to-register moves and copies left in the code; swaps: xchg
#     (GPR) or three-xor (XMM) exchanges.
#   llc-14: from its assembly and -pass-remarks-output. stores/loads: lines
#     with "# N-byte Spill" / "# N-byte Reload"; folded: "Folded Spill" and
#     "Folded Reload" (a spill or reload folded into an instruction's memory
#     operand: no extra instruction); spill: distinct spill slots those
#     comments address (per function; after llc's stack-slot colouring, so
#     values sharing a slot count once); stack: the bytes of those slots;
#     moves: register-to-register mov/movaps between two different
#     registers of one class in the assembly (a few of them are zero
#     extensions, movl); swaps: xchg lines. The regalloc remark totals
#     (NumSpills, NumReloads, NumVRCopies of SpillReloadCopies) are printed
#     beside for reference.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
budgets="4 8 12 16 0"
detail=8
while [ $# -gt 0 ]; do
  case "$1" in
    -budgets) budgets=$2; shift 2 ;;
    -detail) detail=$2; shift 2 ;;
    -h|-help|--help) sed -n '2,/^set /{/^#/p}' "$0"; exit 0 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || set -- "$here/testdata/ll/x86_64"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/ssara" ./cmd/ssara) || exit 1
cmdline="scripts/table1.sh -budgets \"$budgets\" -detail $detail $*"
rev=$(cd "$here" && git rev-parse --short HEAD 2>/dev/null || echo unknown)
export TABLE1_REV=$rev
python3 - "$work" "$budgets" "$detail" "$cmdline" "$here" "$@" <<'PY'
import json, os, re, subprocess, sys, time

work, budgets, detail, cmdline, here = sys.argv[1], [int(b) for b in sys.argv[2].split()], int(sys.argv[3]), sys.argv[4], sys.argv[5]
args = sys.argv[6:]
ssara = os.path.join(work, "ssara")

files = []
for a in args:
    if os.path.isdir(a):
        for root, _, names in os.walk(a):
            files += [os.path.join(root, n) for n in names if n.endswith(".ll")]
    else:
        files.append(a)
files = sorted(set(os.path.abspath(f) for f in files))
if not files:
    sys.exit("table1.sh: no .ll files")
# Measure a snapshot: the inputs may be regenerated while this runs.
snap = os.path.join(work, "inputs")
orig = {}
for f in files:
    rel = os.path.relpath(f, here) if f.startswith(here + os.sep) else f.lstrip(os.sep)
    dst = os.path.join(snap, rel)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    with open(f, "rb") as src, open(dst, "wb") as out:
        out.write(src.read())
    orig[dst] = rel
files = sorted(orig)

def group(f):
    """Program name for the detail table: build/real/<prog>/<Olevel>/x.ll
    is '<prog> -<Olevel>'; other files are grouped by their directory."""
    parts = orig[f].split(os.sep)
    if "real" in parts:
        i = parts.index("real")
        if len(parts) > i + 3:
            return parts[i + 1] + " -" + parts[i + 2]
    if parts[:2] == ["testdata", "ll"]:
        return "corpus (testdata/ll/%s)" % parts[2]
    return os.path.dirname(orig[f]) or "."

CONFIGS = [("simple", ["-regalloc=simple"]), ("local", ["-regalloc=local"]),
           ("ssa -O1", ["-regalloc=ssa", "-O1"]), ("ssa -O2", ["-regalloc=ssa", "-O2"]),
           ("ssa -O3", ["-regalloc=ssa", "-O3"])]
LLC = "llc-14 greedy"
COLS = ["spill", "stack", "stores", "loads", "moves", "swaps"]

def run(cmd, outputs, last):
    """Runs cmd after removing its output files; returns None or the
    error (the last line of standard error if last, else the first)."""
    for o in outputs:
        if os.path.exists(o):
            os.remove(o)
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    except subprocess.TimeoutExpired:
        return "timeout"
    if p.returncode == 0:
        return None
    lines = p.stderr.strip().splitlines() or ["exit %d" % p.returncode]
    return lines[-1] if last else lines[0]

def run_ssara(f, flags, k):
    js = os.path.join(work, "stats.json")
    cmd = [ssara] + flags + ["-regs=%d" % k, "-fp-regs=%d" % k, "-verify", "-stats-json", js, "-o", os.devnull, f]
    t0 = time.time()
    err = run(cmd, [js], True)
    if err:
        return None, err, 0
    with open(js) as fh:
        st = json.load(fh)
    tot = {"spill": 0, "stack": 0, "stores": 0, "loads": 0, "moves": 0, "swaps": 0}
    funcs = {}
    for s in st or []:
        if s is None:
            continue
        funcs[s["name"]] = (s["spilled"], s["stack_bytes"])
        tot["spill"] += s["spilled"]
        tot["stack"] += s["stack_bytes"]
        for c in ("stores", "loads", "moves", "swaps"):
            tot[c] += s[c]
    return (tot, funcs), None, time.time() - t0

SPILL = re.compile(r"#\s*(\d+)-byte (Folded )?(Spill|Reload)")
MEM = re.compile(r"(-?\d*)\((%r[bs]p)\)")
MOV = re.compile(r"^\s+(movq|movl|movw|movb|movaps|movapd)\s+(%\w+),\s*(%\w+)\s*(#.*)?$")

def reg_kind(r):
    return "xmm" if r.startswith("%xmm") else "gpr"

def run_llc(f, k):
    s = os.path.join(work, "llc.s")
    y = os.path.join(work, "llc.yaml")
    cmd = ["llc-14", "-O2", "-relocation-model=pic", "-pass-remarks-output=" + y, f, "-o", s]
    if k:
        cmd.insert(3, "-stress-regalloc=%d" % k)
    t0 = time.time()
    err = run(cmd, [s, y], False)
    if err:
        return None, err, 0
    tot = {"spill": 0, "stack": 0, "stores": 0, "loads": 0, "moves": 0, "swaps": 0, "folded": 0,
           "r_spills": 0, "r_reloads": 0, "r_copies": 0}
    slots = {}
    fn = 0
    with open(s) as fh:
        for line in fh:
            if line.startswith(".Lfunc_end"):
                fn += 1
                continue
            m = SPILL.search(line)
            if m:
                size, folded, kind = int(m.group(1)), m.group(2), m.group(3)
                if folded:
                    tot["folded"] += 1
                elif kind == "Spill":
                    tot["stores"] += 1
                else:
                    tot["loads"] += 1
                mm = MEM.search(line.split("#")[0])
                if mm:
                    key = (fn, mm.group(2), mm.group(1) or "0")
                    slots[key] = max(slots.get(key, 0), size)
                continue
            m = MOV.match(line)
            if m and m.group(2) != m.group(3) and reg_kind(m.group(2)) == reg_kind(m.group(3)):
                tot["moves"] += 1
                continue
            if re.match(r"^\s+xchg", line):
                tot["swaps"] += 1
    tot["spill"] = len(slots)
    tot["stack"] = sum(slots.values())
    # Function-level regalloc remarks (YAML records, parsed by hand).
    if os.path.exists(y):
        rec = None
        with open(y) as fh:
            for line in fh:
                if line.startswith("--- "):
                    rec = {}
                    continue
                if rec is None:
                    continue
                m = re.match(r"^(Pass|Name):\s+(\S+)", line)
                if m:
                    rec[m.group(1)] = m.group(2)
                    continue
                m = re.match(r"^\s+- (NumSpills|NumReloads|NumVRCopies):\s+'(\d+)'", line)
                if m and rec.get("Pass") == "regalloc" and rec.get("Name") == "SpillReloadCopies":
                    tot[{"NumSpills": "r_spills", "NumReloads": "r_reloads", "NumVRCopies": "r_copies"}[m.group(1)]] += int(m.group(2))
    return tot, None, time.time() - t0

# results[k][config][file] = totals or None
results = {k: {c: {} for c in [n for n, _ in CONFIGS] + [LLC]} for k in budgets}
errors = {}
secs = {}
perfunc = {}  # (budget, config, file) -> {function: (spilled, stack bytes)}
for k in budgets:
    for f in files:
        for name, flags in CONFIGS:
            res, err, dt = run_ssara(f, flags, k)
            results[k][name][f] = res[0] if res else None
            perfunc[(k, name, f)] = res[1] if res else {}
            secs[name] = secs.get(name, 0) + dt
            if err:
                errors.setdefault((k, name), []).append((f, err))
        tot, err, dt = run_llc(f, k)
        results[k][LLC][f] = tot
        secs[LLC] = secs.get(LLC, 0) + dt
        if err:
            errors.setdefault((k, LLC), []).append((f, err))
        print("table1.sh: regs=%s %s" % (k or "all", orig[f]), file=sys.stderr)

names = [n for n, _ in CONFIGS] + [LLC]

def counted(k):
    return [f for f in files if all(results[k][n][f] is not None for n in names)]

def sums(k, n, fs):
    t = {}
    for f in fs:
        for c, v in results[k][n][f].items():
            t[c] = t.get(c, 0) + v
    return t

def label(k):
    return "all (14 GPR, 16 XMM)" if k == 0 else "%d" % k

out = []
out.append("Generated by `%s` (ssara at commit %s) on %s (%d files)." % (cmdline, os.environ.get("TABLE1_REV", "unknown"), time.strftime("%Y-%m-%d"), len(files)))
out.append("")
for k in budgets:
    fs = counted(k)
    out.append("### Budget: %s registers (%d of %d files counted)" % (label(k), len(fs), len(files)))
    out.append("")
    out.append("| allocator | " + " | ".join(COLS) + " | llc folded | llc remarks: spills / reloads / copies |")
    out.append("|---|" + "---:|" * (len(COLS) + 2))
    for n in names:
        t = sums(k, n, fs)
        extra = ["", ""]
        if n == LLC:
            extra = [str(t.get("folded", 0)), "%d / %d / %d" % (t.get("r_spills", 0), t.get("r_reloads", 0), t.get("r_copies", 0))]
        out.append("| %s | " % n + " | ".join(str(t.get(c, 0)) for c in COLS) + " | " + " | ".join(extra) + " |")
    out.append("")
common = [f for f in files if all(f in counted(k) for k in budgets)]
out.append("### Across budgets (Fig. 9's question, static), on the %d files counted at every budget" % len(common))
out.append("")
out.append("memory = stores + loads (llc-14: + folded spills/reloads); moves = moves + swaps.")
out.append("")
def measure(t, what, n):
    if what == "memory":
        return t.get("stores", 0) + t.get("loads", 0) + (t.get("folded", 0) if n == LLC else 0)
    if what == "moves":
        return t.get("moves", 0) + t.get("swaps", 0)
    return t.get(what, 0)
for what in ("spill", "stack", "memory", "moves"):
    out.append("| %s | " % what + " | ".join(label(k) for k in budgets) + " |")
    out.append("|---|" + "---:|" * len(budgets))
    for n in names:
        out.append("| %s | " % n + " | ".join(str(measure(sums(k, n, common), what, n)) for k in budgets) + " |")
    out.append("")
out.append("Relative to llc-14 at the same budget (memory / moves):")
out.append("")
out.append("| allocator | " + " | ".join(label(k) for k in budgets) + " |")
out.append("|---|" + "---:|" * len(budgets))
for n, _ in CONFIGS:
    cells = []
    for k in budgets:
        t, l = sums(k, n, common), sums(k, LLC, common)
        lm, lv = measure(l, "memory", LLC), measure(l, "moves", LLC)
        cells.append("%s / %s" % ("%.2f" % (measure(t, "memory", n) / lm) if lm else "-",
                                  "%.2f" % (measure(t, "moves", n) / lv) if lv else "-"))
    out.append("| %s | " % n + " | ".join(cells) + " |")
out.append("")
out.append("### The levels function by function (paper: O3 <= O2 <= O1 in spill and stack)")
out.append("")
out.append("Functions allocated at both levels (of the files counted at that budget) where the higher level has fewer / as many / more spilled values, and less / as much / more spill-slot stack.")
out.append("")
out.append("| budget | pair | spill fewer / equal / more | spill total | stack less / equal / more | stack total |")
out.append("|---|---|---:|---:|---:|---:|")
for k in budgets:
    for lo, hi in (("ssa -O1", "ssa -O2"), ("ssa -O2", "ssa -O3")):
        sp = [0, 0, 0]
        stk = [0, 0, 0]
        tot = [0, 0, 0, 0]
        for f in counted(k):
            a, b = perfunc[(k, lo, f)], perfunc[(k, hi, f)]
            for fn in a:
                if fn not in b:
                    continue
                for i, acc in ((0, sp), (1, stk)):
                    d = b[fn][i] - a[fn][i]
                    acc[0 if d < 0 else 1 if d == 0 else 2] += 1
                tot[0] += a[fn][0]; tot[1] += b[fn][0]; tot[2] += a[fn][1]; tot[3] += b[fn][1]
        out.append("| %s | %s vs %s | %d / %d / %d | %d vs %d | %d / %d / %d | %d vs %d |" % (
            label(k), hi, lo, sp[0], sp[1], sp[2], tot[1], tot[0], stk[0], stk[1], stk[2], tot[3], tot[2]))
out.append("")
if detail in budgets:
    fs = counted(detail)
    groups = sorted(set(group(f) for f in fs))
    out.append("### Per program at %s registers (Table 1's layout)" % label(detail))
    out.append("")
    out.append("| program | allocator | " + " | ".join(COLS) + " |")
    out.append("|---|---|" + "---:|" * len(COLS))
    for g in groups:
        gf = [f for f in fs if group(f) == g]
        for n in names:
            t = sums(detail, n, gf)
            out.append("| %s | %s | " % (g, n) + " | ".join(str(t.get(c, 0)) for c in COLS) + " |")
    out.append("")
out.append("Compile time over all runs (with the checker for ssara): " +
           ", ".join("%s %.1fs" % (n, secs.get(n, 0)) for n in names) + ".")
out.append("")
if errors:
    out.append("Files not counted (first error of each):")
    out.append("")
    for (k, n), errs in sorted(errors.items(), key=lambda x: (x[0][0], names.index(x[0][1]))):
        for f, e in errs:
            out.append("- regs=%s %s %s: %s" % (label(k), n, orig[f], e.replace(work + "/inputs/", "")[:200]))
    out.append("")
print("\n".join(out))
PY
