package ppc

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/regalloc"
)

// TestConstStore: a constant vector or array is stored in pieces of up to
// a word as the alignment of the global it goes into allows (constStore,
// addrAlign), where each lane was an li and a store; the bytes land in memory's order on both ABIs (run under
// qemu against llc-14's build, at the full file and 3 GPRs).
func TestConstStore(t *testing.T) {
	// Each store writes into @buf at an offset, with an alignment; the
	// stores per ABI are what the pieces give (word 8 or 4 bytes).
	stores := []struct {
		ty, val string
		off     int
		align   int
		want64  int // stores on ppc64le
		want32  int // stores on ppc32
	}{
		{"<16 x i8>", "<i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54>", 0, 16, 2, 4},
		// ppc64le: 1 in one std; 0x00010000ffffffff would be an li of
		// four instructions, its halves are li -1 and lis 1 and two stw.
		{"<4 x i32>", "<i32 1, i32 0, i32 -1, i32 65536>", 16, 16, 3, 4},
		{"<8 x i16>", "zeroinitializer", 32, 16, 2, 4},
		{"<2 x double>", "<double 1.5, double -2.0>", 48, 8, 2, 4},
		// The pieces are aligned as @buf's alignment and the offset
		// allow, whatever the store's own alignment says: a word and a
		// half from 68 (4 past a multiple of 8 or of 4), a half and a
		// word from 74.
		{"<4 x i8>", "<i8 1, i8 2, i8 3, i8 4>", 64, 2, 1, 1},
		{"[6 x i8]", "c\"abc\\00de\"", 68, 1, 2, 2},
		{"[3 x i16]", "[i16 7, i16 -7, i16 700]", 74, 2, 2, 2},
	}
	for _, ft := range fuzzTargets {
		var src strings.Builder
		src.WriteString(moduleHeads[ft.t])
		src.WriteString("@buf = dso_local global [96 x i8] zeroinitializer, align 16\n@fmt = private constant [4 x i8] c\"%d\\0A\\00\"\ndeclare i32 @printf(i8*, ...)\n")
		src.WriteString("define void @fill() noinline {\n")
		for _, s := range stores {
			fmt.Fprintf(&src, "  store %s %s, %s* bitcast (i8* getelementptr ([96 x i8], [96 x i8]* @buf, i32 0, i32 %d) to %s*), align %d\n", s.ty, s.val, s.ty, s.off, s.ty, s.align)
		}
		src.WriteString("  ret void\n}\ndefine i32 @main() {\n  call void @fill()\n")
		for i := 0; i < 80; i++ {
			fmt.Fprintf(&src, "  %%p%d = getelementptr [96 x i8], [96 x i8]* @buf, i32 0, i32 %d\n  %%b%d = load i8, i8* %%p%d\n  %%x%d = sext i8 %%b%d to i32\n  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i32 0, i32 0), i32 %%x%d)\n", i, i, i, i, i, i, i)
		}
		src.WriteString("  ret i32 0\n}\n")
		asm := string(compilePPC(t, src.String(), ft.t, regalloc.Options{}))
		fill := funcText(asm, "fill")
		want := 0
		for _, s := range stores {
			if ft.t.Is64 {
				want += s.want64
			} else {
				want += s.want32
			}
		}
		// The stores to @buf (not the prologue's, through r1).
		if n := len(regexp.MustCompile(`\tst[bhwd]x? \d+, [^\n(]*\((?:[02-9]|\d\d)\)\n`).FindAllString(fill, -1)); n != want {
			t.Errorf("%s (pic %v): %d stores, want %d:\n%s", ft.t.Name(), ft.t.PIC, n, want, fill)
		}
		runsLikeLLC(t, ft, src.String())
	}
}
