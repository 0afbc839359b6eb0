package x86

import (
	"strings"

	"github.com/ssara-project/ssara/emit"
)

// invertCC maps an integer condition-code suffix to its negation.
var invertCC = map[string]string{
	"e": "ne", "ne": "e", "l": "ge", "ge": "l", "le": "g", "g": "le",
	"b": "ae", "ae": "b", "be": "a", "a": "be", "s": "ns", "ns": "s",
}

// thread rewrites the branches of the already written blocks (texts[i]
// is block i's code without its labels, heads[i]) so that none lands on a
// block that only falls through or only jumps: each branch goes straight
// to the first block on that chain that does something. A jump to a
// block that only returns becomes the return itself, a jump to the block
// laid out next is dropped, and "jcc A; jmp B" with A laid out next
// becomes "jncc B". Only the jumps change; every block keeps its labels,
// so a block left unreached is harmless, and one left holding a lone jump
// goes (dropDeadJumps).
func (e *fnEmit) thread(heads, texts []string) {
	n := len(texts)
	index := make(map[string]int, n)
	for i, lab := range e.labels {
		if i > 0 {
			index[lab] = i
		}
	}
	// final[i] is the block where control arriving at block i first
	// meets an instruction other than a direct jump.
	final := make([]int, n)
	for i := range final {
		final[i] = -1
	}
	var resolve func(i int, depth int) int
	resolve = func(i int, depth int) int {
		if final[i] >= 0 {
			return final[i]
		}
		to := i
		if depth < n {
			switch t := texts[i]; {
			case t == "" && i+1 < n:
				to = resolve(i+1, depth+1)
			case strings.HasPrefix(t, "\tjmp\t") && strings.Count(t, "\n") == 1:
				if j, ok := index[strings.TrimSuffix(t[len("\tjmp\t"):], "\n")]; ok {
					to = resolve(j, depth+1)
				}
			}
		}
		final[i] = to
		return to
	}
	target := func(label string) (int, bool) {
		j, ok := index[label]
		if !ok {
			return 0, false
		}
		return resolve(j, 0), true
	}
	for i, t := range texts {
		if t == "" {
			continue
		}
		lines := strings.SplitAfter(t, "\n")
		lines = lines[:len(lines)-1] // the empty string after the last newline
		for k, l := range lines {
			if !strings.HasPrefix(l, "\tj") {
				continue
			}
			tab := strings.IndexByte(l[1:], '\t') + 1
			if tab <= 0 {
				continue
			}
			op, lab := l[1:tab], strings.TrimSuffix(l[tab+1:], "\n")
			j, ok := target(lab)
			if !ok {
				continue
			}
			lines[k] = "\t" + op + "\t" + e.labels[j] + "\n"
			if op == "jmp" && texts[j] == epilogueMark {
				lines[k] = epilogueMark
			}
		}
		// The last jump goes where the next block leads anyway.
		var next = -1
		if i+1 < n {
			next = resolve(i+1, 0)
		}
		if m := len(lines); next >= 0 && m > 0 {
			if j, ok := jumpOf(lines[m-1], "jmp", index); ok && resolve(j, 0) == next {
				lines = lines[:m-1]
			} else if m >= 2 {
				// Inverting one flag test is exact even after other
				// conditional jumps: control reaching it is unchanged.
				cc, a := condJump(lines[m-2], index)
				if b, ok := jumpOf(lines[m-1], "jmp", index); ok && a >= 0 && resolve(a, 0) == next {
					lines = append(lines[:m-2], "\tj"+invertCC[cc]+"\t"+e.labels[b]+"\n")
				}
			}
		}
		texts[i] = strings.Join(lines, "")
	}
	e.duplicateTails(texts, index, func(j int) int {
		if j+1 < n {
			return resolve(j+1, 0)
		}
		return -1
	})
	dropJumpsToNext(texts, index)
	for _, t := range e.tables {
		for k, lab := range t.targets {
			if j, ok := target(lab); ok {
				t.targets[k] = e.labels[j]
			}
		}
	}
	e.dropDeadJumps(heads, texts, index)
}

// dropDeadJumps deletes the blocks that threading left unreached and
// that hold a lone jump (an edge block whose moves came to nothing, its
// predecessors now jumping past it): no code refers to the block's label
// and the block laid out before it does not fall into it. Deleting one
// may leave the block it jumped to unreached in turn. A block with labels
// of its own (a block address) stays.
func (e *fnEmit) dropDeadJumps(heads, texts []string, index map[string]int) {
	// refs counts the places that name each block's label.
	refs := map[string]int{}
	note := func(t string, d int) {
		isName := func(c byte) bool {
			return c == '_' || c == '.' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		}
		for k := 0; k < len(t); {
			if !isName(t[k]) {
				k++
				continue
			}
			n := k
			for n < len(t) && isName(t[n]) {
				n++
			}
			if _, ok := index[t[k:n]]; ok {
				refs[t[k:n]] += d
			}
			k = n
		}
	}
	for _, t := range texts {
		note(t, 1)
	}
	for _, t := range e.tables {
		for _, lab := range t.targets {
			refs[lab]++
		}
	}
	// dead reports whether block i is an unreached lone jump.
	dead := func(i int) bool {
		if i == 0 || !strings.HasPrefix(texts[i], "\tjmp\t") || strings.Count(texts[i], "\n") != 1 {
			return false
		}
		lab := e.labels[i]
		if heads[i] != lab+":\n" || refs[lab] > 0 {
			return false
		}
		p := i - 1
		for p > 0 && texts[p] == "" && (heads[p] == "" || heads[p] == e.labels[p]+":\n" && refs[e.labels[p]] == 0) {
			p-- // an empty, unreached block (or one deleted): control comes from before it
		}
		t := texts[p]
		if t == "" {
			return false
		}
		last := t[strings.LastIndex(t[:len(t)-1], "\n")+1:]
		return strings.HasPrefix(last, "\tjmp\t") || strings.HasPrefix(last, "\tjmpq\t") || strings.HasPrefix(last, "\tretq") ||
			strings.HasPrefix(last, "\tud2") || last == epilogueMark
	}
	work := make([]int, 0, len(texts))
	for i := len(texts) - 1; i > 0; i-- {
		work = append(work, i)
	}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		if !dead(i) {
			continue
		}
		note(texts[i], -1)
		if j, ok := jumpOf(texts[i], "jmp", index); ok {
			work = append(work, j)
		}
		texts[i], heads[i] = "", ""
		if i+1 < len(texts) {
			work = append(work, i+1) // it may now follow a jump
		}
	}
}

// dropJumpsToNext deletes a block's final jump to the block that control
// reaches next anyway (the one laid out after it, past blocks with no
// code). Threading drops such jumps, but a copy that duplicateTails puts
// in place of a jump ends in the copied block's own jump, which may land
// on the block after it: an edge block's code copied into a loop's
// preheader, say, jumping to the loop's header laid out next.
func dropJumpsToNext(texts []string, index map[string]int) {
	for i, t := range texts {
		if !strings.HasSuffix(t, "\n") {
			continue
		}
		nl := strings.LastIndexByte(t[:len(t)-1], '\n') + 1
		j, ok := jumpOf(t[nl:], "jmp", index)
		if !ok || j <= i {
			continue
		}
		next := i + 1
		for next < j && texts[next] == "" {
			next++
		}
		if next == j {
			texts[i] = t[:nl]
		}
	}
}

// jumpOf parses "\t<op>\t<block label>\n".
func jumpOf(l, op string, index map[string]int) (int, bool) {
	p := "\t" + op + "\t"
	if !strings.HasPrefix(l, p) {
		return 0, false
	}
	j, ok := index[strings.TrimSuffix(l[len(p):], "\n")]
	return j, ok
}

// condJump parses a conditional jump with an invertible integer
// condition to a block: its condition suffix and block, or -1.
func condJump(l string, index map[string]int) (string, int) {
	if !strings.HasPrefix(l, "\tj") || strings.HasPrefix(l, "\tjmp") {
		return "", -1
	}
	tab := strings.IndexByte(l[1:], '\t') + 1
	if tab <= 0 {
		return "", -1
	}
	cc := l[2:tab]
	if _, ok := invertCC[cc]; !ok {
		return "", -1
	}
	j, ok := index[strings.TrimSuffix(l[tab+1:], "\n")]
	if !ok {
		return "", -1
	}
	return cc, j
}

// maxTail is the most lines of code copied in place of a jump.
const maxTail = 24

// duplicateTails replaces a block's final jump to a short block that ends
// in an unconditional transfer (jump, indirect jump, return) and holds no
// label (nor inline assembly) by a copy of that block's code: the same
// instructions run from the same register and frame state, one jump
// fewer. A copied block that itself ends in a jump to such a block, or
// falls through into one (follows(j) is the block control reaches after
// block j's last line, or -1), is copied with that block's code in place
// of the jump or the fall-through, up to maxTail lines in all: an
// interpreter's dispatch (fetch the next instruction, then jump through
// its table) is copied whole into each handler, as llc's tail
// duplication does. Copies drop the spill and reload comments so that
// counting those lines still counts what the allocator inserted.
func (e *fnEmit) duplicateTails(texts []string, index map[string]int, follows func(j int) int) {
	orig := append([]string(nil), texts...)
	// own[j] is block j's code as a copy would hold it (comments
	// dropped), split in lines; nil if block j may not be copied.
	own := func(j int) []string {
		t := orig[j]
		if t == "" {
			return nil
		}
		if e.asm[j] {
			return nil // its labels may not repeat
		}
		lines := strings.SplitAfter(t, "\n")
		lines = lines[:len(lines)-1]
		for k, l := range lines {
			if strings.HasSuffix(l, ":\n") || strings.HasPrefix(l, "#") {
				return nil
			}
			if c := strings.Index(l, "                # "); c >= 0 && strings.Contains(l[c:], "-byte ") {
				lines[k] = l[:c] + "\n"
			}
		}
		return lines
	}
	code := func(lines []string) int { // lines other than .loc directives
		n := 0
		for _, l := range lines {
			if !emit.IsLoc(l) {
				n++
			}
		}
		return n
	}
	// tail is the copy of block j with at most budget lines of code, or
	// false; depth bounds the chains followed (a loop of short blocks).
	var tail func(j, budget, depth int) ([]string, bool)
	tail = func(j, budget, depth int) ([]string, bool) {
		lines := own(j)
		n := code(lines)
		if lines == nil || n == 0 || n > budget {
			return nil, false
		}
		last := lines[len(lines)-1]
		switch {
		case last == epilogueMark || strings.HasPrefix(last, "\tjmpq\t*"):
			return lines, true
		case strings.HasPrefix(last, "\tjmp\t"):
			if k, ok := jumpOf(last, "jmp", index); ok && depth < 4 {
				if c, ok := tail(k, budget-n+1, depth+1); ok {
					return append(lines[:len(lines)-1:len(lines)-1], c...), true
				}
			}
			return lines, true
		case strings.HasPrefix(last, "\tj"), strings.HasPrefix(last, "\tud2"):
			return nil, false // a conditional jump falls through
		}
		if k := follows(j); k >= 0 && depth < 4 {
			if c, ok := tail(k, budget-n, depth+1); ok {
				return append(lines[:len(lines):len(lines)], c...), true
			}
		}
		return nil, false
	}
	for i, t := range texts {
		if !strings.HasSuffix(t, "\n") {
			continue
		}
		nl := strings.LastIndexByte(t[:len(t)-1], '\n') + 1
		j, ok := jumpOf(t[nl:], "jmp", index)
		if !ok || j == i {
			continue
		}
		if c, ok := tail(j, maxTail, 0); ok {
			texts[i] = t[:nl] + strings.Join(c, "")
		}
	}
}
