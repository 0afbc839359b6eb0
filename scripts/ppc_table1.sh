#!/usr/bin/env bash
# Pereira's Table 1 on 32-bit PowerPC (the paper's architecture): static
# spill code of ssara's allocators (simple, local, ssa -O1/-O2/-O3) beside
# llc-14's greedy allocator, at GPR budgets, as markdown on standard output.
#
# Usage: scripts/ppc_table1.sh [-budgets "4 8 12 16 29"] [DIR|FILE.ll]...
#   Default: testdata/ll/ppc32. 29 is the whole allocatable file (r0,
#   r3-r12, r14-r31): ssara runs without a limit there and llc-14 without
#   -stress-regalloc.
#
# Budget N < 29 means ssara -regs=N -fp-regs=N and llc-14
# -stress-regalloc=N (every class limited to N). Every ssara allocation
# runs through the checker (-verify). At each budget only files that every
# allocator and llc-14 compile are counted.
# Columns (static counts summed over the counted files):
#   ssara (-stats-json): spill = values given a slot, stack = bytes of
#     spill slots, stores/loads = transfers between a register and a slot,
#     moves = register-to-register moves left, swaps = three-xor (GPR) or
#     f0 (FPR) exchanges.
#   llc-14: stores/loads = lines with "# N-byte Folded Spill|Reload" (on
#     PowerPC every spill is a store instruction, so llc calls all of them
#     folded), spill = distinct slots those lines address per function,
#     stack = their bytes, moves = mr/fmr between two registers, swaps = 0.
#     llc also marks its saves and restores of callee-saved registers
#     (r14-r31, f14-f31) that way; a slot stored once, from a callee-saved
#     register, and reloaded only into it is such a save and is left out
#     (ssara's prologue saves are not counted either); the "csr" column
#     counts them.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
budgets="4 8 12 16 29"
while [ $# -gt 0 ]; do
  case "$1" in
    -budgets) budgets=$2; shift 2 ;;
    -h|-help|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || set -- "$here/testdata/ll/ppc32"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/ssara" ./cmd/ssara) || exit 1
files=()
for a in "$@"; do
  if [ -d "$a" ]; then
    while IFS= read -r f; do files+=("$f"); done < <(find "$a" -name '*.ll' | sort)
  else
    files+=("$a")
  fi
done
rev=$(cd "$here" && git rev-parse --short HEAD 2>/dev/null || echo unknown)
python3 - "$work" "$rev" "$budgets" "${files[@]}" <<'PY'
import json, os, re, subprocess, sys
work, rev, budgets, files = sys.argv[1], sys.argv[2], [int(b) for b in sys.argv[3].split()], sys.argv[4:]
ssara = os.path.join(work, "ssara")
ALLOCS = [("simple", []), ("local", []), ("ssa -O1", ["-O1"]), ("ssa -O2", ["-O2"]), ("ssa -O3", ["-O3"])]
COLS = ["spill", "stack", "stores", "loads", "moves", "swaps"]

def run_ssara(f, ra, extra, n):
    js = os.path.join(work, "s.json")
    args = [ssara, "-verify", "-regalloc=" + ra.split()[0]] + extra + ["-stats-json", js, "-o", os.devnull, f]
    if n < 29:
        args[1:1] = ["-regs=%d" % n, "-fp-regs=%d" % n]
    if subprocess.run(args, capture_output=True).returncode != 0:
        return None
    tot = dict.fromkeys(COLS, 0)
    for fn in json.load(open(js)):
        tot["spill"] += fn["spilled"]
        tot["stack"] += fn["stack_bytes"]
        for c in ("stores", "loads", "moves", "swaps"):
            tot[c] += fn[c]
    return tot

SPILL = re.compile(r"^\s+(\w+)\s+(\d+),\s*(-?\d+)\((\d+)\)\s+#\s*(\d+)-byte Folded (Spill|Reload)")
MOV = re.compile(r"^\s+(mr|fmr)\s+(\d+),\s*(\d+)\s*(#.*)?$")

def run_llc(f, n):
    s = os.path.join(work, "l.s")
    args = ["llc-14", "-O2", "-relocation-model=pic", f, "-o", s]
    if n < 29:
        args.insert(1, "-stress-regalloc=%d" % n)
    if subprocess.run(args, capture_output=True).returncode != 0:
        return None
    tot = dict.fromkeys(COLS + ["csr"], 0)
    slots = {}
    fn = ""
    for line in open(s):
        if re.match(r"^[A-Za-z_.$][\w.$]*:", line) and not line.startswith(".L"):
            fn = line.split(":")[0]
        m = SPILL.match(line)
        if m:
            key = (fn, m.group(4), m.group(3))
            sl = slots.setdefault(key, {"size": int(m.group(5)), "regs": set(), "stores": 0, "loads": 0})
            sl["regs"].add(int(m.group(2)))
            sl["stores" if m.group(6) == "Spill" else "loads"] += 1
            continue
        m = MOV.match(line)
        if m and m.group(2) != m.group(3):
            tot["moves"] += 1
    for sl in slots.values():
        regs = sl["regs"]
        if sl["stores"] == 1 and len(regs) == 1 and min(regs) >= 14:
            tot["csr"] += 1
            continue
        tot["spill"] += 1
        tot["stack"] += sl["size"]
        tot["stores"] += sl["stores"]
        tot["loads"] += sl["loads"]
    return tot

print("# Pereira's Table 1 on 32-bit PowerPC (ppc32), static counts\n")
print("Measured with `scripts/ppc_table1.sh -budgets \"%s\"` at commit %s on %d files.\n" % (" ".join(map(str, budgets)), rev, len(files)))
for n in budgets:
    rows = {name: dict.fromkeys(COLS, 0) for name, _ in ALLOCS}
    rows["llc-14 greedy"] = dict.fromkeys(COLS, 0)
    counted, refused, csr = 0, [], 0
    for f in files:
        res = {}
        ok = True
        for name, extra in ALLOCS:
            r = run_ssara(f, name, extra, n)
            if r is None:
                ok = False
                break
            res[name] = r
        if not ok:
            refused.append(os.path.basename(f) + " (ssara " + name + ")")
            continue
        l = run_llc(f, n)
        if l is None:
            refused.append(os.path.basename(f) + " (llc-14)")
            continue
        csr += l.pop("csr")
        res["llc-14 greedy"] = l
        counted += 1
        for k, v in res.items():
            for c in COLS:
                rows[k][c] += v[c]
    print("## %s GPRs: %d files counted\n" % ("29 (all)" if n >= 29 else n, counted))
    if refused:
        print("Not counted (an allocator or llc-14 refused the budget): %s\n" % ", ".join(refused))
    print("| allocator | " + " | ".join(COLS) + " |")
    print("|---|" + "---:|" * len(COLS))
    for name in [a for a, _ in ALLOCS] + ["llc-14 greedy"]:
        print("| %s | " % name + " | ".join(str(rows[name][c]) for c in COLS) + " |")
    print("\nllc-14 callee-saved register saves left out: %d\n" % csr)
PY
