package lower

import (
	"fmt"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// TestSinkCompares checks which compares SinkCompares copies into the
// blocks that branch or select on them, where the copies go, and that a
// compare is deleted only when nothing else reads it.
func TestSinkCompares(t *testing.T) {
	tests := []struct {
		name, body string
		copies     int
		kept       bool   // the original compare stays
		layout     string // per block, its instructions' opcodes
		decls      string // after the function
	}{
		{"loop-invariant branch condition", `entry:
  %c = icmp sgt i32 %n, 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %next ]
  br i1 %c, label %next, label %exit
next:
  %j = add i32 %i, 1
  br label %loop
exit:
  ret i32 %i`, 1, false, "entry: | loop: phi icmp | next: add | exit:", ""},
		{"select and branch in one block share a copy", `entry:
  %c = icmp eq i32 %n, 1
  br label %b
b:
  %s = select i1 %c, i32 %n, i32 7
  br i1 %c, label %x, label %y
x:
  ret i32 %s
y:
  ret i32 0`, 1, false, "entry: | b: icmp select | x: | y:", ""},
		{"two blocks get a copy each", `entry:
  %c = icmp ult i32 %n, 9
  br i1 %p, label %a, label %b
a:
  br i1 %c, label %x, label %y
b:
  %s = select i1 %c, i32 %n, i32 3
  ret i32 %s
x:
  ret i32 1
y:
  ret i32 2`, 2, false, "entry: | a: icmp | b: icmp select | x: | y:", ""},
		{"read in its own block too", `entry:
  %c = icmp slt i32 %n, 0
  %z = zext i1 %c to i32
  br label %b
b:
  br i1 %c, label %x, label %y
x:
  ret i32 %z
y:
  ret i32 0`, 1, true, "entry: icmp zext | b: icmp | x: | y:", ""},
		{"read by a phi", `entry:
  %c = icmp slt i32 %n, 0
  br label %b
b:
  %q = phi i1 [ %c, %entry ]
  br i1 %c, label %x, label %y
x:
  %z = zext i1 %q to i32
  ret i32 %z
y:
  ret i32 0`, 1, true, "entry: icmp | b: phi icmp | x: zext | y:", ""},
		{"used in its own block only", `entry:
  %c = icmp slt i32 %n, 0
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 0`, 0, true, "entry: icmp | x: | y:", ""},
		{"read as a value elsewhere", `entry:
  %c = icmp slt i32 %n, 0
  br label %b
b:
  %z = zext i1 %c to i32
  ret i32 %z`, 0, true, "entry: icmp | b: zext", ""},
		{"selected value, not condition", `entry:
  %c = icmp slt i32 %n, 0
  br label %b
b:
  %s = select i1 %p, i1 %c, i1 false
  %z = zext i1 %s to i32
  ret i32 %z`, 0, true, "entry: icmp | b: select zext", ""},
		{"i128 stays", `entry:
  %w = zext i32 %n to i128
  %c = icmp ult i128 %w, 5
  br label %b
b:
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 0`, 0, true, "entry: zext icmp | b: | x: | y:", ""},
		{"fcmp of doubles", `entry:
  %d = sitofp i32 %n to double
  %c = fcmp olt double %d, 1.0
  br label %b
b:
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 0`, 1, false, "entry: sitofp | b: fcmp | x: | y:", ""},
		{"read by a debug intrinsic", `entry:
  %c = icmp slt i32 %n, 0
  call void @llvm.dbg.value(metadata i1 %c, metadata !0, metadata !DIExpression())
  br label %b
b:
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 0`, 1, true, "entry: icmp call | b: icmp | x: | y:", "declare void @llvm.dbg.value(metadata, metadata, metadata)\n!0 = !{}\n"},
	}
	for _, tt := range tests {
		src := "define i32 @f(i32 %n, i1 %p) {\n" + tt.body + "\n}\n" + tt.decls
		m, err := asm.ParseString("t.ll", src)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		f := m.Funcs[0]
		var orig value.Value
		for _, in := range f.Blocks[0].Insts {
			if sinkableCompare(in) || strings.HasPrefix(opcode(in), "icmp") {
				orig = in.(value.Value)
			}
		}
		if got := SinkCompares(f); got != tt.copies {
			t.Errorf("%s: %d copies, want %d", tt.name, got, tt.copies)
		}
		if got := layout(f); got != tt.layout {
			t.Errorf("%s: layout %q, want %q", tt.name, got, tt.layout)
		}
		kept := false
		for _, in := range f.Blocks[0].Insts {
			kept = kept || interface{}(in) == interface{}(orig)
		}
		if kept != tt.kept {
			t.Errorf("%s: original kept %v, want %v", tt.name, kept, tt.kept)
		}
		checkComparesSunk(t, f)
	}
}

// opcode is the opcode of an instruction's text (after "%x = ").
func opcode(in ir.Instruction) string {
	s := in.LLString()
	if i := strings.Index(s, " = "); i >= 0 {
		s = s[i+3:]
	}
	return strings.Fields(s)[0]
}

// layout lists each block's instructions' opcodes.
func layout(f *ir.Func) string {
	var parts []string
	for _, b := range f.Blocks {
		s := b.LocalName + ":"
		for _, in := range b.Insts {
			s += " " + opcode(in)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " | ")
}

// checkComparesSunk checks what SinkCompares guarantees: no branch or select in
// one block has a copyable compare of another block as its condition;
// every compare read is still in the function, defined before its reads
// in its own block; and each copy compares what its original did.
func checkComparesSunk(t *testing.T, f *ir.Func) {
	t.Helper()
	where := map[value.Value]*ir.Block{}
	index := map[value.Value]int{}
	for _, b := range f.Blocks {
		for i, in := range b.Insts {
			if v, ok := in.(value.Value); ok {
				where[v] = b
				index[v] = i
			}
		}
	}
	check := func(b *ir.Block, at int, user interface{}, cond value.Value) {
		for _, op := range Operands(user) {
			in, ok := op.(ir.Instruction)
			if !ok || !(isCompare(in)) {
				continue
			}
			db, ok := where[op]
			if !ok {
				t.Fatalf("%s reads a compare that is gone", fmt.Sprint(user))
			}
			if db == b && index[op] >= at {
				t.Fatalf("a compare is read before its definition in %s", b.LocalName)
			}
		}
		if cond != nil && sinkableCompare(asInstr(cond)) && where[cond] != b {
			t.Fatalf("block %s's condition is a compare of block %s", b.LocalName, where[cond].LocalName)
		}
	}
	for _, b := range f.Blocks {
		for i, in := range b.Insts {
			var cond value.Value
			if s, ok := in.(*ir.InstSelect); ok {
				cond = s.Cond
			}
			if _, ok := in.(*ir.InstPhi); ok {
				continue // a phi reads at its predecessors' ends
			}
			check(b, i, in, cond)
		}
		var cond value.Value
		if br, ok := b.Term.(*ir.TermCondBr); ok {
			cond = br.Cond
		}
		check(b, len(b.Insts), b.Term, cond)
	}
}

func isCompare(in ir.Instruction) bool {
	switch in.(type) {
	case *ir.InstICmp, *ir.InstFCmp:
		return true
	}
	return false
}

func asInstr(v value.Value) ir.Instruction {
	in, _ := v.(ir.Instruction)
	return in
}

// FuzzSinkCompares runs SinkCompares on parsed functions and checks its
// guarantees (checkComparesSunk); the seeds are TestSinkCompares' shapes.
func FuzzSinkCompares(f *testing.F) {
	f.Add("entry:\n  %c = icmp sgt i32 %n, 0\n  br label %loop\nloop:\n  br i1 %c, label %loop, label %exit\nexit:\n  ret i32 0")
	f.Add("entry:\n  %c = icmp ult i32 %n, 9\n  br i1 %p, label %a, label %b\na:\n  br i1 %c, label %x, label %b\nb:\n  %s = select i1 %c, i32 %n, i32 3\n  ret i32 %s\nx:\n  ret i32 1")
	f.Add("entry:\n  %c = icmp slt i32 %n, 0\n  %z = zext i1 %c to i32\n  br label %b\nb:\n  %q = phi i1 [ %c, %entry ]\n  br i1 %c, label %x, label %b2\nb2:\n  %s = select i1 %q, i32 %z, i32 1\n  ret i32 %s\nx:\n  ret i32 %z")
	f.Fuzz(func(t *testing.T, body string) {
		m, err := func() (m *ir.Module, err error) {
			defer func() {
				if r := recover(); r != nil {
					err = fmt.Errorf("parser panic: %v", r)
				}
			}()
			return asm.ParseString("t.ll", "define i32 @f(i32 %n, i1 %p) {\n"+body+"\n}\n")
		}()
		if err != nil {
			return
		}
		for _, fn := range m.Funcs {
			if len(fn.Blocks) == 0 {
				continue
			}
			SinkCompares(fn)
			checkComparesSunk(t, fn)
		}
	})
}
