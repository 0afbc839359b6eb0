package bench

import (
	"bufio"
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/pkg/errors"
)

// Counts are the static counts of one function's assembly, by the rule
// that is the same for ssara's and llc-14's output (docs/BENCH.md):
//
//   - Stores, Loads: lines carrying a "# N-byte Spill" or "# N-byte Reload"
//     comment (with or without "Folded") whose instruction is a plain
//     move, load or store (x86 mov*, PowerPC l*/st*); plus MemMoves, each
//     one store and one load.
//   - FoldedStores, FoldedLoads: the same comments on any other
//     instruction (a spill or reload folded into an operand: no
//     instruction of its own).
//   - MemMoves: memory-to-memory transfers ssara's emitters write without
//     comments: x86 "pushq SLOT; popq SLOT", PowerPC GPR moves through r0
//     saved in the scratch slot (st 0,S; l 0,A; st 0,B; l 0,S).
//   - Spill, Stack: distinct frame slots those lines address, and their
//     bytes (the largest access to each).
//   - CSRSaves: PowerPC slots stored once from a callee-saved register and
//     reloaded only into it (llc-14 marks its prologue saves as spills;
//     ssara does not); they are left out of every other count.
//   - Moves: register-to-register copies between two different registers
//     of one class (x86 mov/movaps/movapd/movdqa, PowerPC mr/fmr).
//   - Swaps: x86 xchg of two registers, three alternating xors of two
//     registers (xor/xorps), PowerPC fmr rotations through f0.
//   - Instrs: instruction lines.
type Counts struct {
	Spill        int   `json:"spill"`
	Stack        int64 `json:"stack"`
	Stores       int   `json:"stores"`
	Loads        int   `json:"loads"`
	FoldedStores int   `json:"folded_stores"`
	FoldedLoads  int   `json:"folded_loads"`
	MemMoves     int   `json:"mem_moves"`
	Moves        int   `json:"moves"`
	Swaps        int   `json:"swaps"`
	Instrs       int   `json:"instructions"`
	CSRSaves     int   `json:"csr_saves"`
}

// Add adds o to c.
func (c *Counts) Add(o Counts) {
	c.Spill += o.Spill
	c.Stack += o.Stack
	c.Stores += o.Stores
	c.Loads += o.Loads
	c.FoldedStores += o.FoldedStores
	c.FoldedLoads += o.FoldedLoads
	c.MemMoves += o.MemMoves
	c.Moves += o.Moves
	c.Swaps += o.Swaps
	c.Instrs += o.Instrs
	c.CSRSaves += o.CSRSaves
}

// FuncCounts are the counts of one function.
type FuncCounts struct {
	Name string `json:"name"`
	Counts
}

var (
	spillRE   = regexp.MustCompile(`#\s*(\d+)-byte (Folded )?(Spill|Reload)\b`)
	x86MemRE  = regexp.MustCompile(`(-?\d*)\((%r[bs]p)\)`)
	ppcMemRE  = regexp.MustCompile(`(-?\d+)\((\d+)\)`)
	typeFnRE  = regexp.MustCompile(`^\s*\.type\s+([^,\s]+)\s*,\s*[@%]function`)
	labelRE   = regexp.MustCompile(`^([^\s:#]+):`)
	sizeRE    = regexp.MustCompile(`^\s*\.size\s+([^,\s]+)\s*,`)
	x86MovRE  = regexp.MustCompile(`^(movq|movl|movw|movb|movaps|movapd|movdqa)$`)
	x86RegRE  = regexp.MustCompile(`^%[a-z0-9]+$`)
	ppcRegRE  = regexp.MustCompile(`^\d+$`)
	ppcGPRMem = regexp.MustCompile(`^(-?\d+)\((\d+)\)$`)
)

// slot is one frame slot addressed by spill code in a function.
type slot struct {
	size           int64
	stores, loads  int
	regs           map[string]bool
	fromCSR, toCSR bool
}

// instr is one instruction line, split.
type instr struct {
	op   string
	args []string
	text string // the line without its comment
	cmt  string
}

// CountAsm splits GNU assembly into functions and counts each by the rule
// of Counts. march is x86-64, ppc64le or ppc32. Functions are returned in
// the order they appear.
func CountAsm(r io.Reader, march string) ([]FuncCounts, error) {
	ppc := march != "x86-64"
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	fnNames := map[string]bool{}
	var out []FuncCounts
	var cur string
	var body []instr
	flush := func() {
		if cur != "" {
			out = append(out, FuncCounts{Name: cur, Counts: countFunc(body, ppc)})
		}
		cur, body = "", nil
	}
	for sc.Scan() {
		line := sc.Text()
		if m := typeFnRE.FindStringSubmatch(line); m != nil {
			fnNames[m[1]] = true
			continue
		}
		if m := labelRE.FindStringSubmatch(line); m != nil {
			if fnNames[m[1]] {
				flush()
				cur = m[1]
			}
			continue
		}
		if m := sizeRE.FindStringSubmatch(line); m != nil && m[1] == cur {
			flush()
			continue
		}
		if cur == "" {
			continue
		}
		if in, ok := parseInstr(line); ok {
			body = append(body, in)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, errors.Wrap(err, "reading assembly")
	}
	flush()
	return out, nil
}

// parseInstr splits an instruction line; directives, labels, comments
// and blank lines are not instructions.
func parseInstr(line string) (instr, bool) {
	text, cmt := line, ""
	if i := strings.IndexByte(line, '#'); i >= 0 {
		text, cmt = line[:i], line[i:]
	}
	t := strings.TrimSpace(text)
	if t == "" || strings.HasPrefix(t, ".") || strings.HasSuffix(t, ":") {
		return instr{}, false
	}
	if !(strings.HasPrefix(line, "\t") || strings.HasPrefix(line, " ")) {
		return instr{}, false
	}
	op, rest := t, ""
	if i := strings.IndexAny(t, " \t"); i >= 0 {
		op, rest = t[:i], strings.TrimSpace(t[i:])
	}
	var args []string
	if rest != "" {
		for _, a := range strings.Split(rest, ",") {
			args = append(args, strings.TrimSpace(a))
		}
	}
	// "lock cmpxchg..." and "rep movs": the prefix is not the operation.
	if (op == "lock" || op == "rep") && rest != "" {
		return instr{op: op + " " + rest, text: t, cmt: cmt}, true
	}
	return instr{op: op, args: args, text: t, cmt: cmt}, true
}

func countFunc(body []instr, ppc bool) Counts {
	var c Counts
	slots := map[string]*slot{}
	addSlot := func(key string, size int64, store bool, reg string) {
		s := slots[key]
		if s == nil {
			s = &slot{regs: map[string]bool{}, fromCSR: true, toCSR: true}
			slots[key] = s
		}
		if size > s.size {
			s.size = size
		}
		if store {
			s.stores++
		} else {
			s.loads++
		}
		s.regs[reg] = true
		if !ppcCalleeSaved(reg) {
			s.fromCSR, s.toCSR = false, false
		}
	}
	// Sizes of the slots spill comments address: an x86 memory-to-memory
	// move of a 16-byte slot is two push/pop pairs.
	sizes := map[string]int64{}
	for _, in := range body {
		if m := spillRE.FindStringSubmatch(in.cmt); m != nil {
			if key, _ := slotKey(in, ppc); key != "" {
				n, _ := strconv.ParseInt(m[1], 10, 64)
				if n > sizes[key] {
					sizes[key] = n
				}
			}
		}
	}
	lastPair := -10 // index of the last push/pop pair
	var lastSrc, lastDst []string
	for i := 0; i < len(body); i++ {
		in := body[i]
		c.Instrs++
		if m := spillRE.FindStringSubmatch(in.cmt); m != nil {
			size, _ := strconv.ParseInt(m[1], 10, 64)
			store := m[3] == "Spill"
			plain := strings.HasPrefix(in.op, "mov")
			if ppc {
				plain = strings.HasPrefix(in.op, "st") || strings.HasPrefix(in.op, "l")
			}
			key, reg := slotKey(in, ppc)
			if key != "" {
				addSlot(key, size, store, reg)
			}
			switch {
			case plain && store:
				c.Stores++
			case plain:
				c.Loads++
			case store:
				c.FoldedStores++
			default:
				c.FoldedLoads++
			}
			continue
		}
		// x86: a memory-to-memory move of ssara's emitter.
		if !ppc && in.op == "pushq" && i+1 < len(body) && body[i+1].op == "popq" &&
			len(in.args) == 1 && len(body[i+1].args) == 1 {
			a, b := x86MemRE.FindStringSubmatch(in.args[0]), x86MemRE.FindStringSubmatch(body[i+1].args[0])
			if a != nil && b != nil {
				c.Instrs++
				// The second half of a 16-byte move continues the first.
				second := lastPair == i-2 && a[2] == lastSrc[2] && b[2] == lastDst[2] &&
					atoi(a[1]) == atoi(lastSrc[1])+8 && atoi(b[1]) == atoi(lastDst[1])+8 &&
					sizes[lastSrc[2]+":"+lastSrc[1]] == 16
				if !second {
					c.MemMoves++
					addSlot(a[2]+":"+a[1], 8, false, "")
					addSlot(b[2]+":"+b[1], 8, true, "")
				}
				lastPair, lastSrc, lastDst = i, a, b
				i++
				continue
			}
		}
		// PowerPC: a GPR memory-to-memory move through r0 saved in the
		// emitter's scratch slot.
		if ppc && i+3 < len(body) && ppcMemMove(body[i:i+4]) {
			c.Instrs += 3
			c.MemMoves++
			_, a := ppcMem(body[i+1].args[1])
			_, b := ppcMem(body[i+2].args[1])
			size := int64(4)
			if body[i+1].op == "ld" {
				size = 8
			}
			addSlot(a, size, false, "")
			addSlot(b, size, true, "")
			i += 3
			continue
		}
		if n := swapAt(body[i:], ppc); n > 0 {
			c.Swaps++
			c.Instrs += n - 1
			i += n - 1
			continue
		}
		if isRegMove(in, ppc) {
			c.Moves++
		}
	}
	keys := make([]string, 0, len(slots))
	for k := range slots {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		s := slots[k]
		if ppc && s.stores == 1 && len(s.regs) == 1 && s.fromCSR {
			c.CSRSaves++
			c.Stores--
			c.Loads -= s.loads
			continue
		}
		c.Spill++
		c.Stack += s.size
	}
	// Memory-to-memory moves are one store and one load each.
	c.Stores += c.MemMoves
	c.Loads += c.MemMoves
	return c
}

// ppcCalleeSaved reports whether a PowerPC register operand ("14", as
// both GPRs and FPRs are written by number) is callee-saved (r14-r31,
// f14-f31).
func ppcCalleeSaved(reg string) bool {
	n, err := strconv.Atoi(reg)
	return err == nil && n >= 14 && n <= 31
}

// slotKey is the frame slot a spill or reload addresses ("base:offset")
// and the register it transfers.
func slotKey(in instr, ppc bool) (key, reg string) {
	if ppc {
		if len(in.args) != 2 {
			return "", ""
		}
		base, k := ppcMem(in.args[1])
		if base == "" {
			return "", ""
		}
		return k, in.args[0]
	}
	for j, a := range in.args {
		if m := x86MemRE.FindStringSubmatch(a); m != nil {
			r := ""
			if len(in.args) == 2 {
				r = in.args[1-j]
			}
			off := m[1]
			if off == "" {
				off = "0"
			}
			return m[2] + ":" + off, r
		}
	}
	return "", ""
}

// ppcMem parses "D(B)"; it returns the base register and the slot key.
func ppcMem(s string) (base, key string) {
	m := ppcGPRMem.FindStringSubmatch(s)
	if m == nil {
		return "", ""
	}
	return m[2], m[2] + ":" + m[1]
}

func ppcMemMove(w []instr) bool {
	isSt := func(in instr) bool { return in.op == "stw" || in.op == "std" }
	isLd := func(in instr) bool { return in.op == "lwz" || in.op == "ld" }
	for _, in := range w {
		if len(in.args) != 2 || in.args[0] != "0" || in.cmt != "" {
			return false
		}
		if b, _ := ppcMem(in.args[1]); b == "" {
			return false
		}
	}
	return isSt(w[0]) && isLd(w[1]) && isSt(w[2]) && isLd(w[3]) && w[0].args[1] == w[3].args[1]
}

// swapAt recognises a register swap starting at body[0] and returns the
// number of instructions it takes (0: none).
func swapAt(body []instr, ppc bool) int {
	in := body[0]
	if !ppc && strings.HasPrefix(in.op, "xchg") && len(in.args) == 2 &&
		x86RegRE.MatchString(in.args[0]) && x86RegRE.MatchString(in.args[1]) {
		return 1
	}
	if len(body) < 3 {
		return 0
	}
	a, b, d := body[0], body[1], body[2]
	if !ppc && (a.op == "xorps" || a.op == "xorpd") && b.op == a.op && d.op == a.op &&
		len(a.args) == 2 && len(b.args) == 2 && len(d.args) == 2 &&
		a.args[0] != a.args[1] && b.args[0] == a.args[1] && b.args[1] == a.args[0] &&
		d.args[0] == a.args[0] && d.args[1] == a.args[1] {
		return 3
	}
	if ppc && a.op == "xor" && b.op == "xor" && d.op == "xor" &&
		len(a.args) == 3 && len(b.args) == 3 && len(d.args) == 3 {
		x, y := a.args[1], a.args[2]
		if x != y && a.args[0] == x && b.args[0] == y && b.args[1] == x && b.args[2] == y &&
			d.args[0] == x && d.args[1] == x && d.args[2] == y {
			return 3
		}
	}
	if ppc && a.op == "fmr" && b.op == "fmr" && d.op == "fmr" &&
		len(a.args) == 2 && len(b.args) == 2 && len(d.args) == 2 &&
		a.args[0] == "0" && b.args[0] == a.args[1] && d.args[0] == b.args[1] && d.args[1] == "0" {
		return 3
	}
	return 0
}

func isRegMove(in instr, ppc bool) bool {
	if len(in.args) != 2 || in.args[0] == in.args[1] {
		return false
	}
	if ppc {
		return (in.op == "mr" || in.op == "fmr") && ppcRegRE.MatchString(in.args[0]) && ppcRegRE.MatchString(in.args[1])
	}
	if !x86MovRE.MatchString(in.op) || !x86RegRE.MatchString(in.args[0]) || !x86RegRE.MatchString(in.args[1]) {
		return false
	}
	return strings.HasPrefix(in.args[0], "%xmm") == strings.HasPrefix(in.args[1], "%xmm")
}

func atoi(s string) int64 {
	n, _ := strconv.ParseInt(s, 10, 64)
	return n
}
