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
// is block i's code without its labels, heads[i]) with emit.Thread, then
// drops the compares that repeat the flags a block is entered with
// (reuseFlags).
func (e *fnEmit) thread(heads, texts []string) {
	var tables [][]string
	for _, t := range e.tables {
		tables = append(tables, t.targets)
	}
	index := emit.Thread(heads, texts, e.labels, tables, emit.Copies{No: e.asm, Max: maxTail}, branches{})
	e.reuseFlags(heads, texts, index)
}

// maxTail is the most lines of code copied in place of a jump (the
// epilogue counts one).
const maxTail = 24

// branches is x86-64's branch syntax for emit.Thread.
type branches struct{}

// Branch implements emit.Branches: "\tj<cc>\t<label>\n" and
// "\tjmp\t<label>\n".
func (branches) Branch(l string) (string, bool) {
	if !strings.HasPrefix(l, "\tj") {
		return "", false
	}
	tab := strings.IndexByte(l[1:], '\t') + 1
	if tab <= 0 {
		return "", false
	}
	return strings.TrimSuffix(l[tab+1:], "\n"), true
}

func (branches) Retarget(l, label string) string {
	tab := strings.IndexByte(l[1:], '\t') + 1
	return l[:tab+1] + label + "\n"
}

func (branches) Invert(l, label string) (string, bool) {
	tab := strings.IndexByte(l[1:], '\t') + 1
	inv, ok := invertCC[l[2:tab]]
	if !ok {
		return "", false
	}
	return "\tj" + inv + "\t" + label + "\n", true
}

func (branches) Kind(l string) emit.LineKind {
	switch {
	case l == epilogueMark || strings.HasPrefix(l, "\tjmpq\t*") || strings.HasPrefix(l, "\tretq"):
		return emit.Exit
	case strings.HasPrefix(l, "\tjmp\t"):
		return emit.Jump
	case strings.HasPrefix(l, "\tjmpq\t"), strings.HasPrefix(l, "\tud2"):
		return emit.Stop
	case strings.HasPrefix(l, "\tj"):
		return emit.Cond
	}
	return emit.Straight
}

func (branches) Return(l string) bool { return l == epilogueMark }

// SpillComment implements emit.Branches: the comments spill and reload
// lines carry ("# 8-byte Spill", "# 4-byte Folded Reload").
func (branches) SpillComment(l string) int {
	if c := strings.Index(l, "                # "); c >= 0 && strings.Contains(l[c:], "-byte ") {
		return c
	}
	return -1
}
