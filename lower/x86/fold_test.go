package x86

import (
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// memOperands counts, in f, the Load instructions and the instructions
// that read a folded load (Arith.Mem, FOp.Mem, Cond.Mem).
func memOperands(f *mir.Func) (loads, folded int) {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			switch a := in.Aux.(type) {
			case *isa.Mem:
				if in.Op == isa.Load {
					loads++
				}
			case *isa.Arith:
				if a.Mem != nil {
					folded++
				}
			case *isa.FOp:
				if a.Mem != nil {
					folded++
				}
			case *isa.CondOp:
				if a.Mem != nil {
					folded++
				}
			}
		}
	}
	return loads, folded
}

// TestLoadFolding checks which loads the selector folds into the
// instruction that uses them (fold.go) and which it keeps.
func TestLoadFolding(t *testing.T) {
	tests := []struct {
		name string
		body string // the body of @f(i32* %p, i32* %q, i32 %x, i64 %y, double %d)
		fold bool
	}{
		{"add", "%v = load i32, i32* %p\n  %r = add i32 %v, %x\n  ret i32 %r", true},
		{"add commuted", "%v = load i32, i32* %p\n  %r = add i32 %x, %v\n  ret i32 %r", true},
		{"and at an offset", "%a = getelementptr i32, i32* %p, i64 3\n  %v = load i32, i32* %a\n  %r = and i32 %x, %v\n  ret i32 %r", true},
		{"indexed xor", "%a = getelementptr i32, i32* %p, i64 %y\n  %v = load i32, i32* %a\n  %r = xor i32 %x, %v\n  ret i32 %r", true},
		{"mul", "%v = load i32, i32* %p\n  %r = mul i32 %x, %v\n  ret i32 %r", true},
		{"sub of the load", "%v = load i32, i32* %p\n  %r = sub i32 %x, %v\n  ret i32 %r", true},
		{"sub from the load", "%v = load i32, i32* %p\n  %r = sub i32 %v, %x\n  ret i32 %r", false},
		{"i8 add", "%b = bitcast i32* %p to i8*\n  %v = load i8, i8* %b\n  %t = trunc i32 %x to i8\n  %r = add i8 %v, %t\n  %z = zext i8 %r to i32\n  ret i32 %z", false},
		{"shift", "%v = load i32, i32* %p\n  %r = shl i32 %x, %v\n  ret i32 %r", false},
		{"compare with an immediate", "%v = load i32, i32* %p\n  %c = icmp eq i32 %v, 5\n  %r = select i1 %c, i32 %x, i32 7\n  ret i32 %r", true},
		{"compare into a branch", "%v = load i32, i32* %p\n  %c = icmp slt i32 %v, %x\n  br i1 %c, label %a, label %b\na:\n  ret i32 1\nb:\n  ret i32 0", true},
		{"compare, second operand", "%v = load i32, i32* %p\n  %c = icmp ult i32 %x, %v\n  %z = zext i1 %c to i32\n  ret i32 %z", true},
		{"i8 compare", "%b = bitcast i32* %p to i8*\n  %v = load i8, i8* %b\n  %c = icmp eq i8 %v, 65\n  %z = zext i1 %c to i32\n  ret i32 %z", true},
		{"fadd", "%a = bitcast i32* %p to double*\n  %v = load double, double* %a\n  %r = fadd double %d, %v\n  %i = fptosi double %r to i32\n  ret i32 %i", true},
		{"fsub from the load", "%a = bitcast i32* %p to double*\n  %v = load double, double* %a\n  %r = fsub double %v, %d\n  %i = fptosi double %r to i32\n  ret i32 %i", false},
		{"fcmp", "%a = bitcast i32* %p to double*\n  %v = load double, double* %a\n  %c = fcmp olt double %v, %d\n  %z = zext i1 %c to i32\n  ret i32 %z", true},
		{"across a store", "%v = load i32, i32* %p\n  store i32 1, i32* %q\n  %r = add i32 %v, %x\n  ret i32 %r", false},
		// The add reads the call's result, so it is not hoisted above
		// the call (lower.HoistAboveCalls), which would make the fold
		// right.
		{"across a call", "%v = load i32, i32* %p\n  %c = call i32 @k()\n  %r = add i32 %v, %c\n  ret i32 %r", false},
		{"add hoisted above a call", "%v = load i32, i32* %p\n  call void @g()\n  %r = add i32 %v, %x\n  ret i32 %r", true},
		{"compare, store before the branch", "%v = load i32, i32* %p\n  %c = icmp eq i32 %v, 5\n  store i32 1, i32* %q\n  br i1 %c, label %a, label %b\na:\n  ret i32 1\nb:\n  ret i32 0", false},
		{"across a fence", "%v = load i32, i32* %p\n  fence seq_cst\n  %r = add i32 %v, %x\n  ret i32 %r", false},
		{"across a volatile load", "%v = load i32, i32* %p\n  %w = load volatile i32, i32* %q\n  %r = add i32 %v, %x\n  %s = add i32 %r, %w\n  ret i32 %s", false},
		{"volatile", "%v = load volatile i32, i32* %p\n  %r = add i32 %v, %x\n  ret i32 %r", false},
		{"atomic", "%v = load atomic i32, i32* %p seq_cst, align 4\n  %r = add i32 %v, %x\n  ret i32 %r", false},
		{"two uses", "%v = load i32, i32* %p\n  %r = add i32 %v, %x\n  %s = mul i32 %r, %v\n  ret i32 %s", false},
		{"call argument too", "%v = load i32, i32* %p\n  %r = add i32 %v, %x\n  call void @h(i32 noundef %v)\n  ret i32 %r", false},
		{"another block", "%v = load i32, i32* %p\n  br label %n\nn:\n  %r = add i32 %v, %x\n  ret i32 %r", false},
		{"indexed compare with an immediate in a select", "%a = getelementptr i32, i32* %p, i64 %y\n  %v = load i32, i32* %a\n  %c = icmp sgt i32 %v, 9\n  %r = select i1 %c, i32 %x, i32 7\n  ret i32 %r", true},
		{"indexed compare of registers in a select", "%a = getelementptr i32, i32* %p, i64 %y\n  %v = load i32, i32* %a\n  %c = icmp sgt i32 %v, %x\n  %r = select i1 %c, i32 %x, i32 7\n  ret i32 %r", false},
		{"compare of a wide select", "%v = load i32, i32* %p\n  %c = icmp eq i32 %v, 5\n  %w = zext i32 %x to i128\n  %s = select i1 %c, i128 %w, i128 3\n  %r = trunc i128 %s to i32\n  ret i32 %r", false},
	}
	for _, tt := range tests {
		src := "declare void @g()\ndeclare void @h(i32)\ndeclare i32 @k()\ndefine i32 @f(i32* %p, i32* %q, i32 %x, i64 %y, double %d) {\n  " + tt.body + "\n}\n"
		m, err := lowerSrc(src)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		loads, folded := memOperands(m.Funcs[0])
		if got := folded > 0; got != tt.fold {
			t.Errorf("%s: folded %v, want %v (%d loads left)\n%s", tt.name, got, tt.fold, loads, m.Funcs[0].Format(isa.Target{}))
		}
		if tt.fold && loads != 0 && tt.name != "across a volatile load" {
			t.Errorf("%s: %d loads left after folding", tt.name, loads)
		}
	}
}

// TestReadModifyWrite checks which stores of an operation on a value
// loaded from the same address the selector turns into one
// read-modify-write instruction.
func TestReadModifyWrite(t *testing.T) {
	tests := []struct {
		name string
		body string // the body of @f(i32* %p, i32* %q, i32 %x)
		rmw  bool
	}{
		{"add", "%v = load i32, i32* %p\n  %r = add i32 %v, %x\n  store i32 %r, i32* %p", true},
		{"add commuted", "%v = load i32, i32* %p\n  %r = add i32 %x, %v\n  store i32 %r, i32* %p", true},
		{"sub of an immediate", "%v = load i32, i32* %p\n  %r = sub i32 %v, 3\n  store i32 %r, i32* %p", true},
		{"i8 or", "%b = bitcast i32* %p to i8*\n  %v = load i8, i8* %b\n  %r = or i8 %v, 64\n  store i8 %r, i8* %b", true},
		{"i64 xor at an offset", "%b = bitcast i32* %p to i64*\n  %a = getelementptr i64, i64* %b, i64 2\n  %v = load i64, i64* %a\n  %w = sext i32 %x to i64\n  %r = xor i64 %v, %w\n  store i64 %r, i64* %a", true},
		{"pointer advance", "%b = bitcast i32* %p to i32**\n  %v = load i32*, i32** %b\n  %n = getelementptr i32, i32* %v, i64 -4\n  store i32* %n, i32** %b", true},
		{"pointer advance by a variable", "%b = bitcast i32* %p to i32**\n  %v = load i32*, i32** %b\n  %n = getelementptr i32, i32* %v, i32 %x\n  store i32* %n, i32** %b", false},
		{"pointer advance, old pointer used", "%b = bitcast i32* %p to i32**\n  %v = load i32*, i32** %b\n  %n = getelementptr i32, i32* %v, i64 1\n  store i32* %n, i32** %b\n  store i32 %x, i32* %v", false},
		{"sub from", "%v = load i32, i32* %p\n  %r = sub i32 %x, %v\n  store i32 %r, i32* %p", false},
		{"mul", "%v = load i32, i32* %p\n  %r = mul i32 %v, %x\n  store i32 %r, i32* %p", false},
		{"another address", "%v = load i32, i32* %p\n  %r = add i32 %v, %x\n  store i32 %r, i32* %q", false},
		{"store between", "%v = load i32, i32* %p\n  store i32 0, i32* %q\n  %r = add i32 %v, %x\n  store i32 %r, i32* %p", false},
		{"call between", "%v = load i32, i32* %p\n  %r = add i32 %v, %x\n  call void @g()\n  store i32 %r, i32* %p", false},
		{"volatile store", "%v = load i32, i32* %p\n  %r = add i32 %v, %x\n  store volatile i32 %r, i32* %p", false},
		{"volatile load", "%v = load volatile i32, i32* %p\n  %r = add i32 %v, %x\n  store i32 %r, i32* %p", false},
		{"result used again", "%v = load i32, i32* %p\n  %r = add i32 %v, %x\n  store i32 %r, i32* %p\n  store i32 %r, i32* %q", false},
		{"load used again", "%v = load i32, i32* %p\n  %r = add i32 %v, %x\n  store i32 %r, i32* %p\n  store i32 %v, i32* %q", false},
	}
	for _, tt := range tests {
		src := "declare void @g()\ndefine void @f(i32* %p, i32* %q, i32 %x) {\n  " + tt.body + "\n  ret void\n}\n"
		m, err := lowerSrc(src)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		rmw, loads := 0, 0
		for _, b := range m.Funcs[0].Blocks {
			for _, in := range b.Instrs {
				switch in.Op {
				case isa.RMW:
					rmw++
				case isa.Load:
					loads++
				}
			}
		}
		if got := rmw > 0; got != tt.rmw || tt.rmw && loads > 0 {
			t.Errorf("%s: %d read-modify-writes and %d loads, want rmw %v\n%s", tt.name, rmw, loads, tt.rmw, m.Funcs[0].Format(isa.Target{}))
		}
	}
}
