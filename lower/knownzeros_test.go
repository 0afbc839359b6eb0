package lower

import (
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// TestKnownTrailingZeros: the low bits known to be zero, through
// arithmetic and through phis solved to their invariant: a vectorizer's
// induction variable, nested loops, and the phis that know nothing (an
// odd start, a step that is not a constant multiple).
func TestKnownTrailingZeros(t *testing.T) {
	tests := []struct {
		name, body string
		want       int
	}{
		{"constant step from 0", `
  br label %loop
loop:
  %v = phi i64 [ 0, %entry ], [ %n, %loop ]
  %n = add nuw i64 %v, 16
  %c = icmp ult i64 %n, %a
  br i1 %c, label %loop, label %exit
exit:
  ret void`, 4},
		{"start 8, step 16", `
  br label %loop
loop:
  %v = phi i64 [ 8, %entry ], [ %n, %loop ]
  %n = add i64 %v, 16
  %c = icmp ult i64 %n, %a
  br i1 %c, label %loop, label %exit
exit:
  ret void`, 3},
		{"odd start", `
  br label %loop
loop:
  %v = phi i64 [ 1, %entry ], [ %n, %loop ]
  %n = add i64 %v, 16
  %c = icmp ult i64 %n, %a
  br i1 %c, label %loop, label %exit
exit:
  ret void`, 0},
		{"step not known", `
  br label %loop
loop:
  %v = phi i64 [ 0, %entry ], [ %n, %loop ]
  %n = add i64 %v, %a
  %c = icmp ult i64 %n, 100
  br i1 %c, label %loop, label %exit
exit:
  ret void`, 0},
		{"step a shifted value", `
  %s = shl i64 %a, 5
  br label %loop
loop:
  %v = phi i64 [ 0, %entry ], [ %n, %loop ]
  %n = add i64 %v, %s
  %c = icmp ult i64 %n, 100
  br i1 %c, label %loop, label %exit
exit:
  ret void`, 5},
		{"nested loops", `
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i2, %inner ]
  br label %inner
inner:
  %v = phi i64 [ %i, %outer ], [ %n, %inner ]
  %n = add i64 %v, 8
  %i2 = add i64 %i, 32
  %c = icmp ult i64 %n, %a
  br i1 %c, label %inner, label %outer`, 3},
		{"mul and shl", `
  %s = shl i64 %a, 1
  %v = mul i64 %s, 12
  ret void`, 3},
		{"and with a mask", `
  %v = and i64 %a, -64
  ret void`, 6},
		{"or of an odd constant", `
  %s = shl i64 %a, 4
  %v = or i64 %s, 3
  ret void`, 0},
		{"zext of a trunc", `
  %s = shl i64 %a, 4
  %t = trunc i64 %s to i32
  %v = zext i32 %t to i64
  ret void`, 4},
		{"zero", `
  %v = and i64 %a, 0
  ret void`, 64},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "define void @f(i64 %a) {\nentry:" + tt.body + "\n}\n"
			m, err := asm.ParseString("t.ll", src)
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			var v value.Value
			for _, b := range m.Funcs[0].Blocks {
				for _, in := range b.Insts {
					if n, ok := in.(value.Named); ok && n.Name() == "v" {
						v = n
					}
				}
			}
			if v == nil {
				t.Fatalf("no %%v in\n%s", src)
			}
			if got := knownTrailingZeros(v); got != tt.want {
				t.Errorf("known trailing zeros of %%v %d, want %d", got, tt.want)
			}
		})
	}
}

// TestLowBitsFree: an or's constant must fit in the known-zero bits.
func TestLowBitsFree(t *testing.T) {
	m, err := asm.ParseString("t.ll", "define i64 @f(i64 %a) {\n  %v = shl i64 %a, 4\n  ret i64 %v\n}\n")
	if err != nil {
		t.Fatal(err)
	}
	v := m.Funcs[0].Blocks[0].Insts[0].(*ir.InstShl)
	for c, want := range map[int64]bool{0: true, 1: true, 15: true, 16: false, -1: false} {
		if got := lowBitsFree(v, c); got != want {
			t.Errorf("lowBitsFree(shl 4, %d) %v, want %v", c, got, want)
		}
	}
}
