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
