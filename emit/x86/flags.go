package x86

import (
	"strings"

	"github.com/ssara-project/ssara/emit"
)

// reuseFlags drops a compare at the top of a block that repeats, operand
// for operand, the compare whose conditional jump (or fall-through) is the
// only way into the block, as llc-14's compare elimination does. The C
// of bzip2's mainGtU, "if (c1 != c2) return c1 > c2;", branches on one
// compare and sets its result from another of the same bytes in the
// block it branches to; between the two only jumps run, so registers,
// memory and flags are those the first compare left. Texts are the
// blocks' final code (thread's), heads their labels.
func (e *fnEmit) reuseFlags(heads, texts []string, index map[string]int) {
	n := len(texts)
	ways := make([]int, n) // the ways into each block (2: more than one)
	from := make([]int, n) // the block of the one way in
	enter := func(j, i int) { ways[j]++; from[j] = i }
	ways[0] = 2
	for i := 1; i < n; i++ {
		if heads[i] != "" && heads[i] != e.labels[i]+":\n" {
			ways[i] = 2 // a block address
		}
	}
	for _, t := range e.tables {
		for _, lab := range t.targets {
			if j, ok := index[lab]; ok {
				ways[j] = 2
			}
		}
	}
	for i, t := range texts {
		if t == "" && heads[i] == "" {
			continue // deleted
		}
		emit.EachLabel(t, index, func(j int) { enter(j, i) })
		if i+1 < n && emit.FallsThrough(t, branches{}) {
			enter(i+1, i)
		}
	}
	for j := 1; j < n; j++ {
		if ways[j] != 1 || from[j] == j || texts[j] == "" {
			continue
		}
		p := texts[from[j]]
		c, at := lastCompare(p)
		if c == "" {
			continue
		}
		earlier := false // p names j before its compare
		emit.EachLabel(p[:at], index, func(k int) { earlier = earlier || k == j })
		if earlier {
			continue
		}
		lines := strings.SplitAfter(texts[j], "\n")
		for k, l := range lines {
			if strings.HasPrefix(l, "\t.") {
				continue // a directive (.loc)
			}
			if l == c {
				texts[j] = strings.Join(lines[:k], "") + strings.Join(lines[k+1:], "")
			}
			break
		}
	}
}

// lastCompare returns the compare (cmp, test, ucomis or comis line) of
// block text t that only jumps and directives follow, and its offset in
// t; "" if there is none.
func lastCompare(t string) (string, int) {
	end := len(t)
	for end > 0 {
		start := strings.LastIndexByte(t[:end-1], '\n') + 1
		l := t[start:end]
		switch {
		case strings.HasPrefix(l, "\tj") || strings.HasPrefix(l, "\t."):
			end = start
			continue
		case isCompare(l):
			if end == len(t) {
				return "", 0 // no jump follows: a compare for the next block's use
			}
			return l, start
		}
		return "", 0
	}
	return "", 0
}

// isCompare says whether line l is an integer compare or test (cmpl,
// testb, ...) or a floating-point one (ucomisd, comiss): the
// instructions that set the flags from their operands and nothing else.
func isCompare(l string) bool {
	is := func(prefix, suffixes string) bool {
		n := len(prefix)
		return strings.HasPrefix(l, prefix) && len(l) > n+1 && strings.IndexByte(suffixes, l[n]) >= 0 && l[n+1] == '\t'
	}
	return is("\tcmp", "bwlq") || is("\ttest", "bwlq") || is("\tucomis", "sd") || is("\tcomis", "sd")
}

// flagsStand reports whether the block written so far sets the flags
// as compare line l (a register or immediate compare, without its tab
// and newline) would: l is among its last lines, and only lines that
// write neither the flags nor a register l reads follow it (cmov, set,
// lea and mov into other registers, directives). The compare is then not
// written, as llc-14 computes both a select and a boolean from one
// compare: vm.c's dispatch tail "cmpl $253, %eax; cmova %rcx, %r15;
// setbe %cl", where the setbe repeated the compare.
func (e *fnEmit) flagsStand(l string) bool {
	if strings.ContainsAny(l, "(#") {
		return false // memory may change; a folded operand's comment
	}
	read := map[string]bool{}
	for _, r := range registersIn(l) {
		read[regFamily(r)] = true
	}
	t := e.w.String()
	end := len(t)
	for n := 0; n < 8 && end > 0; n++ {
		start := strings.LastIndexByte(t[:end-1], '\n') + 1
		line := t[start:end]
		end = start
		switch {
		case line == "\t"+l+"\n":
			return true
		case strings.HasPrefix(line, "\t."):
			continue
		case !flagless(line):
			return false
		}
		d := destination(line)
		if d == "" || read[regFamily(d)] {
			return false
		}
	}
	return false
}

// flagless reports whether instruction line l is one that writes no
// flags and only its last operand: a cmov, a set, a lea or a mov (not a
// string move, which has no operands).
func flagless(l string) bool {
	for _, p := range []string{"\tcmov", "\tset", "\tlea", "\tmov"} {
		if strings.HasPrefix(l, p) {
			return strings.Contains(l, ", ") || strings.HasPrefix(l, "\tset")
		}
	}
	return false
}

// destination is the register instruction line l writes (its last
// operand), or "" when that is not a register.
func destination(l string) string {
	l = strings.TrimSuffix(l, "\n")
	if i := strings.LastIndexAny(l, " \t"); i >= 0 {
		l = l[i+1:]
	}
	if !strings.HasPrefix(l, "%") || strings.ContainsAny(l, "(),") {
		return ""
	}
	return l
}

// registersIn lists the registers line l names.
func registersIn(l string) []string {
	var out []string
	for i := 0; i < len(l); i++ {
		if l[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(l) && (l[j] >= 'a' && l[j] <= 'z' || l[j] >= '0' && l[j] <= '9') {
			j++
		}
		out = append(out, l[i:j])
		i = j - 1
	}
	return out
}

// regFamily is the 64-bit register that register name r is part of
// ("%cl", "%ecx" and "%rcx" are all "cx"; "%r8d" is "r8").
func regFamily(r string) string {
	r = strings.TrimPrefix(r, "%")
	switch {
	case strings.HasPrefix(r, "xmm"), strings.HasPrefix(r, "st"):
		return r
	case len(r) >= 2 && r[0] == 'r' && r[1] >= '0' && r[1] <= '9':
		return strings.TrimRight(r, "bwd")
	}
	r = strings.TrimPrefix(strings.TrimPrefix(r, "r"), "e")
	switch r {
	case "al", "ah":
		return "ax"
	case "bl", "bh":
		return "bx"
	case "cl", "ch":
		return "cx"
	case "dl", "dh":
		return "dx"
	case "sil":
		return "si"
	case "dil":
		return "di"
	case "bpl":
		return "bp"
	case "spl":
		return "sp"
	}
	return r
}
