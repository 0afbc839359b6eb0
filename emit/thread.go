package emit

import (
	"strconv"
	"strings"
)

// Branches is what Thread needs to know of a target's branch syntax.
// Each method reads one line of a block's code, with its newline.
type Branches interface {
	// Branch returns the label that a direct branch line names (a jump
	// or a conditional branch), ok false for other lines.
	Branch(line string) (label string, ok bool)
	// Retarget returns branch line to label instead.
	Retarget(line, label string) string
	// Invert returns conditional branch line with the opposite
	// condition, to label; ok false when it has none.
	Invert(line, label string) (string, bool)
	// Kind says how control leaves line.
	Kind(line string) LineKind
	// Return reports whether line is the function's return, which a
	// jump to a block that holds nothing else becomes.
	Return(line string) bool
	// SpillComment returns where line's spill or reload comment starts
	// (copies of it are marked), or -1.
	SpillComment(line string) int
}

// LineKind classifies a line by where control goes after it.
type LineKind int

// Line kinds.
const (
	// Straight: control goes on to the next line.
	Straight LineKind = iota
	// Cond: a conditional branch (control may go on).
	Cond
	// Jump: a direct unconditional jump (Branches.Branch names its label).
	Jump
	// Exit: control leaves for good (a return, an indirect jump).
	Exit
	// Stop: control never goes on (a trap); a block ending so is not
	// copied.
	Stop
)

// Thread first moves blocks to where control falls into them
// (placeBlocks), then rewrites the branches of a function's already written blocks
// (texts[i] is block i's code without its labels heads[i]; labels[i] its
// own label; tables the labels of jump tables' entries) so that none
// lands on a block that only falls through or only jumps: each branch
// goes straight to the first block on that chain that does something. A
// jump to a block that only returns becomes the return itself, a jump to
// the block laid out next is dropped, and "branch if c to A; jump to B"
// with A laid out next becomes "branch if not c to B". Then short blocks
// are copied in place of the jumps to them (duplicateTails), the
// blocks that control no longer reaches go (dropUnreached), and so do
// the jumps over them to the block after them. cp says which blocks
// may be copied and how much. It returns the map from block labels to
// blocks.
func Thread(heads, texts, labels []string, tables [][]string, cp Copies, br Branches) map[string]int {
	exits := placeBlocks(heads, texts, labels, tables, cp, br)
	n := len(texts)
	index := labelIndex(labels)
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
			case strings.Count(t, "\n") == 1 && br.Kind(t) == Jump:
				if lab, ok := br.Branch(t); ok {
					if j, ok := index[lab]; ok {
						to = resolve(j, depth+1)
					}
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
			lab, ok := br.Branch(l)
			if !ok {
				continue
			}
			j, ok := target(lab)
			if !ok {
				continue
			}
			lines[k] = br.Retarget(l, labels[j])
			if br.Kind(l) == Jump && strings.Count(texts[j], "\n") == 1 && br.Return(texts[j]) {
				lines[k] = texts[j]
			}
		}
		// The last jump goes where the next block leads anyway.
		var next = -1
		if i+1 < n {
			next = resolve(i+1, 0)
		}
		if m := len(lines); next >= 0 && m > 0 {
			if j, ok := jumpOf(lines[m-1], index, br); ok && resolve(j, 0) == next {
				lines = lines[:m-1]
			} else if m >= 2 {
				// Inverting one condition is exact even after other
				// conditional branches: control reaching it is unchanged.
				if a, ok := condOf(lines[m-2], index, br); ok && resolve(a, 0) == next {
					if b, ok := jumpOf(lines[m-1], index, br); ok {
						if inv, ok := br.Invert(lines[m-2], labels[b]); ok {
							lines = append(lines[:m-2], inv)
						}
					}
				}
			}
		}
		texts[i] = strings.Join(lines, "")
	}
	duplicateTails(texts, index, cp, exits, br, func(j int) int {
		if j+1 < n {
			return resolve(j+1, 0)
		}
		return -1
	})
	dropJumpsToNext(texts, index, br)
	for _, t := range tables {
		for k, lab := range t {
			if j, ok := target(lab); ok {
				t[k] = labels[j]
			}
		}
	}
	dropUnreached(heads, texts, labels, tables, index, br)
	// A jump over blocks that went is a jump to the next block now.
	dropJumpsToNext(texts, index, br)
	return index
}

// placeBlocks moves blocks to where control falls into them, saving a
// jump each time control passes, before Thread's rewriting:
//
//   - A block E that only jumps back (a loop's latch: its code, then a
//     jump to a block S laid out before it), entered only by one
//     conditional branch, from S or a block after it, goes just above S:
//     each iteration then branches back to E and falls into S. That is
//     the edge block holding a loop's phi moves, which the allocators add
//     after the function's other blocks: dp.c's knapsack loop was "...;
//     jg E" and "E: leaq -1(%rax), %rax; jmp S" per iteration; llc-14
//     lays such a latch out above its header too. The block before S, if
//     it fell into S, jumps to it instead, once per entry into the loop.
//     So does a latch E that the unconditional jump of a block P in the
//     loop enters, P ending "jcc X; jmp E": P branches to E on the
//     inverse condition and then jumps to X, once when the loop ends
//     (vm.c's handlers ended "ja error; jmp E" and "E: movq %r15, %rcx;
//     jmp dispatch"). exits marks such blocks P (in the new order):
//     duplicateTails copies no block in place of their last jump, which
//     leaves the loop (mostly for an error path: vm.c's handlers got
//     copies of its 24-line error report).
//   - A block T that a block L ending in "jcc X; jmp Y" names (T is X or
//     Y), entered only from there, and falling into no other block, goes
//     just after L: "jcc X" then falls into Y, or the inverted branch
//     goes to Y and control falls into X, one jump fewer on Y's path and
//     as many on X's (hash.c's loops ended "je exit; jmp header").
//
// A block is moved only when nothing falls into it; heads, texts, labels
// and cp's per-block marks are permuted together; a block with labels
// of its own (a block address), inline assembly or in a jump table stays
// where it is, and so does the entry.
func placeBlocks(heads, texts, labels []string, tables [][]string, cp Copies, br Branches) (exits []bool) {
	n := len(texts)
	exits = make([]bool, n)
	index := labelIndex(labels)
	// refs counts the mentions of each block's label; from is the block
	// of a conditional branch to it (the last one seen).
	refs := make([]int, n)
	from := make([]int, n)
	for i := range from {
		from[i] = -1
	}
	// jumpFrom is the block whose last line jumps to it (the last one
	// seen), if its line before is a conditional branch.
	jumpFrom := make([]int, n)
	for i := range jumpFrom {
		jumpFrom[i] = -1
	}
	// jumped: some block jumps to it, so duplicateTails may copy it
	// there (a block that only jumps counts where control falls into
	// it: branches to it go straight to its target).
	jumped := make([]int, n) // how many
	for i, t := range texts {
		onlyJumps := strings.Count(t, "\n") == 1 && i > 0 && !FallsThrough(texts[i-1], br)
		for len(t) > 0 {
			nl := strings.IndexByte(t, '\n') + 1
			if nl == 0 {
				nl = len(t)
			}
			l := t[:nl]
			t = t[nl:]
			if j, ok := condOf(l, index, br); ok {
				from[j] = i
				if strings.Count(t, "\n") == 1 { // t is the block's last line
					if j, ok := jumpOf(t, index, br); ok {
						jumpFrom[j] = i
					}
				}
			}
			if j, ok := jumpOf(l, index, br); ok && !onlyJumps && j != i {
				jumped[j]++
			}
			EachLabel(l, index, func(j int) { refs[j]++ })
		}
	}

	for _, tb := range tables {
		for _, lab := range tb {
			if j, ok := index[lab]; ok {
				refs[j] += 2 // never moved
			}
		}
	}
	// movable says whether block t may move: entered by one mention of
	// its label, not by falling into it, and made of code (a block that
	// only jumps is threaded away) of lines that are no labels.
	movable := func(t int) ([]string, bool) {
		if t < 2 || refs[t] != 1 || heads[t] != labels[t]+":\n" || cp.No != nil && cp.No[t] || FallsThrough(texts[t-1], br) {
			return nil, false
		}
		lines := strings.SplitAfter(texts[t], "\n")
		lines = lines[:len(lines)-1]
		for _, l := range lines {
			if strings.HasSuffix(l, ":\n") {
				return nil, false
			}
		}
		return lines, code(lines) >= 2
	}
	before := make([]int, n) // before[s]: the latch moved above block s, plus 1
	after := make([]int, n)  // after[l]: the block moved below block l, plus 1
	moved := make([]bool, n)
	any := false
	for e := 2; e < n; e++ {
		lines, ok := movable(e)
		if !ok {
			continue
		}
		s, ok := jumpOf(lines[len(lines)-1], index, br)
		if !ok || s <= 0 || s >= e || before[s] != 0 || moved[s] {
			continue
		}
		straight := true
		for _, l := range lines[:len(lines)-1] {
			straight = straight && br.Kind(l) == Straight
		}
		if !straight {
			continue
		}
		if from[e] >= s {
			before[s], moved[e], any = e+1, true, true
			jumped[s]-- // E falls into S now
			continue
		}
		// E entered by the jump of a block P in the loop that ends
		// "jcc X; jmp E": P branches to E with the inverse condition and
		// then jumps to X, a jump when the loop ends instead of one per
		// iteration (hash.c's CRC loop, whose exit is laid out far away,
		// was "je exit" and "E: leaq 1(%rsi), %rsi; jmp S").
		p := jumpFrom[e]
		if p < s || p >= e || moved[p] {
			continue // its jump is not in the loop (or there is none: -1)
		}
		pl := strings.SplitAfter(texts[p], "\n")
		m := len(pl) - 1
		x, okx := condOf(pl[m-2], index, br)
		inv, okInv := br.Invert(pl[m-2], labels[e])
		if !okx || !okInv || x == e || x == s {
			continue
		}
		texts[p] = strings.Join(pl[:m-2], "") + inv + br.Retarget(pl[m-1], labels[x])
		exits[p] = true
		before[s], moved[e], any = e+1, true, true
		jumped[s]--
	}
	for l := 1; l < n; l++ {
		lines := strings.SplitAfter(texts[l], "\n")
		m := len(lines) - 1
		if moved[l] || m < 2 || jumped[l] > 0 && code(lines) <= max(cp.Max, cp.MaxGoto) {
			// A block short enough to be copied in place of the jumps
			// to it (an interpreter's dispatch) keeps its jump: every
			// copy saves one, where falling into T would save one on
			// this block's own path only.
			continue
		}
		x, okx := condOf(lines[m-2], index, br)
		y, oky := jumpOf(lines[m-1], index, br)
		if !okx || !oky {
			continue
		}
		place := func(t int) bool {
			if t == l+1 || t == l || moved[t] || before[t] != 0 || after[t] != 0 || FallsThrough(texts[t], br) {
				return false
			}
			_, ok := movable(t)
			return ok
		}
		switch {
		case place(y):
			after[l], moved[y], any = y+1, true, true
		case place(x):
			if _, ok := br.Invert(lines[m-2], labels[y]); ok {
				after[l], moved[x], any = x+1, true, true
			}
		}
	}
	if !any {
		return exits
	}
	order := make([]int, 0, n)
	for i := 0; i < n; i++ {
		if moved[i] {
			continue
		}
		if e := before[i] - 1; e >= 0 {
			// The block laid out before S falls into E now: it jumps
			// to S instead (E's own jump names S).
			if q := len(order) - 1; FallsThrough(texts[order[q]], br) {
				lines := strings.SplitAfter(texts[e], "\n")
				texts[order[q]] += lines[len(lines)-2]
			}
			order = append(order, e)
		}
		order = append(order, i)
		if t := after[i] - 1; t >= 0 {
			order = append(order, t)
		}
	}
	permute(heads, order)
	permute(texts, order)
	permute(labels, order)
	if cp.No != nil {
		permute(cp.No, order)
	}
	if cp.Goto != nil {
		permute(cp.Goto, order)
	}
	permute(exits, order)
	return exits
}

// code counts the lines other than .loc directives.
func code(lines []string) int {
	n := 0
	for _, l := range lines {
		if !IsLoc(l) {
			n++
		}
	}
	return n
}

// labelIndex maps the blocks' labels to their blocks (the entry, block
// 0, has none).
func labelIndex(labels []string) map[string]int {
	index := make(map[string]int, len(labels))
	for i, lab := range labels {
		if i > 0 {
			index[lab] = i
		}
	}
	return index
}

// permute rearranges xs in place so that xs[k] is the old xs[order[k]].
func permute[T any](xs []T, order []int) {
	old := append([]T(nil), xs...)
	for k, i := range order {
		xs[k] = old[i]
	}
}

// jumpOf parses a direct jump to a block.
func jumpOf(l string, index map[string]int, br Branches) (int, bool) {
	return branchOf(l, Jump, index, br)
}

// condOf parses a conditional branch to a block.
func condOf(l string, index map[string]int, br Branches) (int, bool) {
	return branchOf(l, Cond, index, br)
}

// branchOf parses a branch of kind k to a block.
func branchOf(l string, k LineKind, index map[string]int, br Branches) (int, bool) {
	if br.Kind(l) != k {
		return 0, false
	}
	lab, ok := br.Branch(l)
	if !ok {
		return 0, false
	}
	j, ok := index[lab]
	return j, ok
}

// dropUnreached deletes the blocks that control no longer reaches once
// threading and duplicateTails have sent their predecessors elsewhere: an
// edge block whose moves came to nothing, a block copied in place of
// every jump to it. Control enters at block 0, at a block with labels of
// its own (a block address) and at a jump table's targets, and goes on to
// the blocks a reached block names and to the one it falls into. Then
// the spill and reload comments of the copies are settled: a deleted
// block's stay on its first copy, so that counting those lines still
// counts what the allocator inserted, once.
func dropUnreached(heads, texts, labels []string, tables [][]string, index map[string]int, br Branches) {
	n := len(texts)
	live := make([]bool, n)
	var work []int
	reach := func(i int) {
		if i < n && !live[i] {
			live[i] = true
			work = append(work, i)
		}
	}
	reach(0)
	for i := 1; i < n; i++ {
		if heads[i] != labels[i]+":\n" {
			reach(i)
		}
	}
	for _, t := range tables {
		for _, lab := range t {
			if j, ok := index[lab]; ok {
				reach(j)
			}
		}
	}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		EachLabel(texts[i], index, reach)
		if FallsThrough(texts[i], br) {
			reach(i + 1)
		}
	}
	for i := range texts {
		if !live[i] {
			texts[i], heads[i] = "", ""
		}
	}
	settleComments(texts, live)
}

// EachLabel calls f with the block of every block label that text t
// names.
func EachLabel(t string, index map[string]int, f func(int)) {
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
		if j, ok := index[t[k:n]]; ok {
			f(j)
		}
		k = n
	}
}

// FallsThrough reports whether control leaves a block of code t (no code:
// "") at its end into the block laid out next.
func FallsThrough(t string, br Branches) bool {
	if t == "" {
		return true
	}
	k := br.Kind(t[strings.LastIndex(t[:len(t)-1], "\n")+1:])
	return k == Straight || k == Cond
}

// copyMark encloses the number of the block a copied line with a spill or
// reload comment came from (duplicateTails): code, copyMark, block,
// copyMark, comment.
const copyMark = "\x00"

// settleComments resolves the copyMarks of the blocks' texts: a copied
// comment stays on the first copy of a deleted block (live[j] false) and
// goes everywhere else, where block j itself still carries it.
func settleComments(texts []string, live []bool) {
	kept := map[int]int{} // deleted block -> the block that holds its kept copy
	for i, t := range texts {
		if !strings.Contains(t, copyMark) {
			continue
		}
		lines := strings.SplitAfter(t, "\n")
		for k, l := range lines {
			m := strings.Index(l, copyMark)
			if m < 0 {
				continue
			}
			e := m + 1 + strings.Index(l[m+1:], copyMark)
			j, _ := strconv.Atoi(l[m+1 : e])
			keep := false
			if !live[j] {
				if h, ok := kept[j]; !ok {
					kept[j], keep = i, true
				} else {
					keep = h == i
				}
			}
			if keep {
				lines[k] = l[:m] + l[e+1:]
			} else {
				lines[k] = l[:m] + "\n"
			}
		}
		texts[i] = strings.Join(lines, "")
	}
}

// dropJumpsToNext deletes a block's final jump to the block that control
// reaches next anyway (the one laid out after it, past blocks with no
// code). Threading drops such jumps, but a copy that duplicateTails puts
// in place of a jump ends in the copied block's own jump, which may land
// on the block after it: an edge block's code copied into a loop's
// preheader, say, jumping to the loop's header laid out next.
func dropJumpsToNext(texts []string, index map[string]int, br Branches) {
	// Backwards: a block left empty lets the jumps over it go too.
	for i := len(texts) - 1; i >= 0; i-- {
		t := texts[i]
		if !strings.HasSuffix(t, "\n") {
			continue
		}
		nl := strings.LastIndexByte(t[:len(t)-1], '\n') + 1
		j, ok := jumpOf(t[nl:], index, br)
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

// Copies says which blocks duplicateTails may copy, and how many lines
// of code a copy may hold.
type Copies struct {
	// No marks the blocks that may not be copied (inline assembly, whose
	// labels may not repeat).
	No []bool
	// Max is the most lines of code a copy holds.
	Max int
	// Goto marks the blocks that end in a computed goto (not a jump
	// table): a copy that ends in one may hold MaxGoto lines, as llc-14
	// copies an interpreter's dispatch into each handler
	// (tail-dup-indirect-size, 20).
	Goto    []bool
	MaxGoto int
}

// duplicateTails replaces a block's final jump to a short block that ends
// in an unconditional transfer (jump, indirect jump, return) and holds no
// label (nor inline assembly) by a copy of that block's code: the same
// instructions run from the same register and frame state, one jump
// fewer. A copied block that itself ends in a jump to such a block, or
// falls through into one (follows(j) is the block control reaches after
// block j's last line, or -1), is copied with that block's code in place
// of the jump or the fall-through, up to cp.Max lines in all (cp.MaxGoto
// where the copy ends in a computed goto): an interpreter's dispatch
// (fetch the next instruction, then jump through its table) is copied
// whole into each handler, as llc's tail duplication does; a chain does not come back to a block it holds or
// to block i itself (that would unroll a loop). A copy's spill and reload
// comments are marked with the block they come from: dropUnreached keeps
// them on one copy of a block it deletes and drops them from the rest, so
// that counting those lines still counts what the allocator inserted.
// The last jump of a block that exits marks (a rotated loop's exit,
// placeBlocks) is not replaced, nor followed in a copy of that block.
func duplicateTails(texts []string, index map[string]int, cp Copies, exits []bool, br Branches, follows func(j int) int) {
	orig := append([]string(nil), texts...)
	// own[j] is block j's code as a copy would hold it (comments
	// dropped), split in lines; nil if block j may not be copied.
	own := func(j int) []string {
		t := orig[j]
		if t == "" || cp.No[j] {
			return nil
		}
		lines := strings.SplitAfter(t, "\n")
		lines = lines[:len(lines)-1]
		for k, l := range lines {
			if strings.HasSuffix(l, ":\n") || strings.HasPrefix(l, "#") {
				return nil
			}
			if c := br.SpillComment(l); c >= 0 {
				lines[k] = l[:c] + copyMark + strconv.Itoa(j) + copyMark + l[c:]
			}
		}
		return lines
	}
	// tail is the copy of block j with at most budget lines of code, or
	// false; depth bounds the chains followed (a loop of short blocks).
	// The chain stops before a block it holds already, or block dst,
	// which the copy replaces a jump of: copying a loop's blocks into
	// the loop again would unroll it.
	var tail func(j, budget, depth int, chain []int) ([]string, int, bool)
	tail = func(j, budget, depth int, chain []int) ([]string, int, bool) {
		for _, c := range chain {
			if c == j {
				return nil, 0, false
			}
		}
		chain = append(chain, j)
		lines := own(j)
		n := code(lines)
		if lines == nil || n == 0 || n > budget {
			return nil, 0, false
		}
		last := lines[len(lines)-1]
		switch br.Kind(last) {
		case Exit:
			return lines, j, true
		case Jump:
			if k, ok := jumpOf(last, index, br); ok && depth < 4 && !exits[j] {
				if c, e, ok := tail(k, budget-n+1, depth+1, chain); ok {
					return append(lines[:len(lines)-1:len(lines)-1], c...), e, true
				}
			}
			return lines, j, true
		case Cond, Stop:
			return nil, 0, false // a conditional branch falls through
		}
		if k := follows(j); k >= 0 && depth < 4 {
			if c, e, ok := tail(k, budget-n, depth+1, chain); ok {
				return append(lines[:len(lines):len(lines)], c...), e, true
			}
		}
		return nil, 0, false
	}
	for i, t := range texts {
		if !strings.HasSuffix(t, "\n") || exits[i] {
			continue
		}
		nl := strings.LastIndexByte(t[:len(t)-1], '\n') + 1
		j, ok := jumpOf(t[nl:], index, br)
		if !ok {
			continue
		}
		c, _, ok := tail(j, cp.Max, 0, []int{i})
		if !ok && cp.MaxGoto > cp.Max {
			var e int
			c, e, ok = tail(j, cp.MaxGoto, 0, []int{i})
			ok = ok && cp.Goto[e]
		}
		if ok {
			texts[i] = t[:nl] + strings.Join(c, "")
		}
	}
}

// FirstLoop splits a function's written code at its first loop, for
// tests that look for code inside or outside it: the code before the
// first label that a later line branches back to, and the code from that
// label to the end of the last line that branches back to it or to a
// label after it (a latch laid out above its header by placeBlocks
// comes first). ok is false when no line branches back.
func FirstLoop(body string, br Branches) (before, loop string, ok bool) {
	backs := backBranches(body, br)
	if len(backs) == 0 {
		return body, "", false
	}
	start, end := backs[0].to, backs[0].end
	for _, b := range backs {
		start = min(start, b.to)
	}
	// The first loop ends with the last branch back into it.
	for _, b := range backs {
		if b.to < end && b.to >= start {
			end = max(end, b.end)
		}
	}
	return body[:start], body[start:end], true
}

// InnerLoop is the code of a function's first innermost loop, for tests:
// from the label that the first branch back in body goes to, to that
// branch (the first loop that holds no other). ok is false when no line
// branches back.
func InnerLoop(body string, br Branches) (loop string, ok bool) {
	backs := backBranches(body, br)
	if len(backs) == 0 {
		return "", false
	}
	return body[backs[0].to:backs[0].end], true
}

// backBranch is a line of a function's code that branches back to a
// label before it: the offset of the label's line and the end of the
// branch's.
type backBranch struct{ to, end int }

// backBranches lists body's branches back, in the order of the lines.
func backBranches(body string, br Branches) []backBranch {
	at := map[string]int{} // label -> offset of its line
	var backs []backBranch
	for off := 0; off < len(body); {
		nl := strings.IndexByte(body[off:], '\n') + 1
		if nl == 0 {
			nl = len(body) - off
		}
		l := body[off : off+nl]
		if strings.HasSuffix(l, ":\n") && !strings.HasPrefix(l, "\t") {
			at[strings.TrimSuffix(l, ":\n")] = off
		} else if lab, isBr := br.Branch(l); isBr {
			if p, ok := at[lab]; ok {
				backs = append(backs, backBranch{p, off + nl})
			}
		}
		off += nl
	}
	return backs
}
