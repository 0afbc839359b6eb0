package ppc

import (
	"strings"

	"github.com/ssara-project/ssara/emit"
)

// maxTail is the most lines of code copied in place of a jump: two, as
// llc-14's tail duplication (tail-dup-size). PowerPC's epilogue is
// written out in full (restores, mtlr, blr), so x86-64's 24 copied whole
// epilogues: on the ppc64le corpus 147,790 instruction lines without
// copies, 147,778 with 2, 148,110 with 4, 149,000 with 8, for 2,325,
// 2,033, 1,880 and 1,761 jumps.
const maxTail = 2

// maxGotoTail is the most lines of code copied in place of a jump when
// the copy ends in a computed goto (mtctr, bctr; not a switch's jump
// table): an interpreter's dispatch, copied into each handler so that
// each has its own indirect jump to predict, as llc-14's
// tail-dup-indirect-size (20) does.
const maxGotoTail = 20

// branches is PowerPC's branch syntax for emit.Thread: "b L", and "bc BO,
// BI, L" with BO 12 (branch if the bit is set) or 4 (if it is clear), as
// the emitter writes them.
type branches struct{}

// Branch implements emit.Branches.
func (branches) Branch(l string) (string, bool) {
	switch {
	case strings.HasPrefix(l, "\tb "):
		return strings.TrimSuffix(l[len("\tb "):], "\n"), true
	case strings.HasPrefix(l, "\tbc "):
		c := strings.LastIndex(l, ", ")
		if c < 0 {
			return "", false
		}
		return strings.TrimSuffix(l[c+2:], "\n"), true
	}
	return "", false
}

func (branches) Retarget(l, label string) string {
	if strings.HasPrefix(l, "\tb ") {
		return "\tb " + label + "\n"
	}
	return l[:strings.LastIndex(l, ", ")+2] + label + "\n"
}

func (branches) Invert(l, label string) (string, bool) {
	var bo string
	switch {
	case strings.HasPrefix(l, "\tbc 12, "):
		bo = "4"
	case strings.HasPrefix(l, "\tbc 4, "):
		bo = "12"
	default:
		return "", false
	}
	bi := l[strings.IndexByte(l, ',')+2 : strings.LastIndex(l, ", ")]
	return "\tbc " + bo + ", " + bi + ", " + label + "\n", true
}

func (branches) Kind(l string) emit.LineKind {
	switch {
	case strings.HasPrefix(l, "\tb "):
		return emit.Jump
	case strings.HasPrefix(l, "\tbc "):
		return emit.Cond
	case l == "\tblr\n", l == "\tbctr\n":
		return emit.Exit
	case l == "\ttrap\n":
		return emit.Stop
	}
	return emit.Straight
}

func (branches) Return(l string) bool { return l == "\tblr\n" }

// SpillComment implements emit.Branches: the comments spill and reload
// lines carry ("# 8-byte Folded Spill").
func (branches) SpillComment(l string) int {
	if c := strings.Index(l, " # "); c >= 0 && strings.Contains(l[c:], "-byte ") {
		return c
	}
	return -1
}

// instrLines counts the instructions of code t: its lines other than
// labels and directives.
func instrLines(t string) int {
	n := 0
	for _, l := range strings.SplitAfter(t, "\n") {
		if strings.HasPrefix(l, "\t") && !strings.HasPrefix(l, "\t.") {
			n++
		}
	}
	return n
}
