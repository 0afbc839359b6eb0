package x86

import (
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
)

// TestGEPProductShared: the addresses of one block that index an array
// by the same register times a stride the addressing modes lack (24)
// share one multiplication, as llc's selection DAG shares it; another
// block makes its own.
func TestGEPProductShared(t *testing.T) {
	src := `%N = type { i64, i64, i32, i8, i8 }
define void @f(%N* %t, i64 %i, i1 %c) {
entry:
  %a = getelementptr %N, %N* %t, i64 %i, i32 0
  store i64 0, i64* %a
  %b = getelementptr %N, %N* %t, i64 %i, i32 2
  store i32 0, i32* %b
  %d = getelementptr %N, %N* %t, i64 %i, i32 4
  store i8 16, i8* %d
  br i1 %c, label %more, label %done
more:
  %e = getelementptr %N, %N* %t, i64 %i, i32 3
  store i8 1, i8* %e
  %g = getelementptr %N, %N* %t, i64 %i, i32 4
  store i8 2, i8* %g
  br label %done
done:
  ret void
}
`
	m, err := lowerSrc(src)
	if err != nil {
		t.Fatal(err)
	}
	var muls []int
	for _, b := range m.Funcs[0].Blocks {
		n := 0
		for _, in := range b.Instrs {
			if in.Op == isa.IMul3 && in.Aux.(*isa.Arith).Imm == 24 {
				n++
			}
		}
		if n > 0 {
			muls = append(muls, n)
		}
	}
	if len(muls) != 2 || muls[0] != 1 || muls[1] != 1 {
		t.Errorf("multiplications by 24 per block %v, want [1 1]\n%s", muls, m.Funcs[0].Format(isa.Target{}))
	}
}
