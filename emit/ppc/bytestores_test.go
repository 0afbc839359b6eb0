package ppc

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/regalloc"
)

// TestByteStoreRuns: a block's stores of a value's bytes in the target's
// byte order are one store of the value, in the other one byte-reversed
// store of at most a word, and its stores of constant bytes are pieces
// of up to a word (lower.ByteStoreRuns, storeByteRun); ppc32's eight
// bytes in little-endian order, and bytes a load reads between them,
// stay stores of a byte each. The bytes land in memory's order on both ABIs
// (run under qemu against llc-14's build, at the full file and 3 GPRs).
func TestByteStoreRuns(t *testing.T) {
	// store writes byte b (a value or a constant) at @buf+off.
	store := func(b string, off int) string {
		return fmt.Sprintf("  store i8 %s, i8* getelementptr ([96 x i8], [96 x i8]* @buf, i32 0, i32 %d)\n", b, off)
	}
	// bytesOf stores the n bytes of x (type ty) from off up, the least
	// significant first (little-endian order) or last.
	bytesOf := func(name, ty, x string, n, off int, little bool) string {
		var s strings.Builder
		for j := 0; j < n; j++ {
			v := x
			if j > 0 {
				fmt.Fprintf(&s, "  %%%s.s%d = lshr %s %s, %d\n", name, j, ty, x, 8*j)
				v = fmt.Sprintf("%%%s.s%d", name, j)
			}
			fmt.Fprintf(&s, "  %%%s.t%d = trunc %s %s to i8\n", name, j, ty, v)
			at := off + j
			if !little {
				at = off + n - 1 - j
			}
			s.WriteString(store(fmt.Sprintf("%%%s.t%d", name, j), at))
		}
		return s.String()
	}
	cases := []struct {
		code           string
		want64, want32 int // stores on ppc64le, on ppc32
	}{
		// Constant bytes: one std of a constant of 4 instructions on
		// ppc64le (its two halves cost as much), two stw on ppc32.
		{store("1", 0) + store("1", 1) + store("0", 2) + store("0", 3) + store("0", 4) + store("25", 5) + store("0", 6) + store("1", 7), 1, 2},
		// A value's bytes: one store in the target's order, one
		// byte-reversed store (stwbrx) in the other, but for ppc32's
		// eight bytes in little-endian order.
		{bytesOf("a", "i32", "%v", 4, 8, true), 1, 1},
		{bytesOf("b", "i32", "%v", 4, 12, false), 1, 1},
		{bytesOf("c", "i16", "%h", 2, 16, true), 1, 1},
		{bytesOf("d", "i64", "%w", 8, 24, false), 1, 2},
		{bytesOf("e", "i64", "%w", 8, 32, true), 1, 8},
		// A load of the run's first byte between it and the rest: the
		// rest is a run of its own (an sth and an stb).
		{store("5", 40) + "  %l = load i8, i8* getelementptr ([96 x i8], [96 x i8]* @buf, i32 0, i32 40)\n" +
			store("6", 41) + store("7", 42) + store("8", 43) + store("%l", 88), 4, 4},
	}
	for _, ft := range fuzzTargets {
		var src strings.Builder
		src.WriteString(moduleHeads[ft.t])
		src.WriteString("@buf = dso_local global [96 x i8] zeroinitializer, align 16\n@fmt = private constant [4 x i8] c\"%d\\0A\\00\"\ndeclare i32 @printf(i8*, ...)\n")
		src.WriteString("define void @fill(i32 %v, i16 %h, i64 %w) noinline {\n")
		want := 0
		for _, c := range cases {
			src.WriteString(c.code)
			if ft.t.Is64 {
				want += c.want64
			} else {
				want += c.want32
			}
		}
		// Through a pointer nothing is known of the alignment: the
		// pieces are aligned from it (here @buf+81: a misaligned stw and
		// sth, as llc-14 stores them).
		src.WriteString("  ret void\n}\ndefine void @fillp(i8* %p) noinline {\n")
		for k, c := range []int{9, 8, 7, 6, 5, 4} {
			fmt.Fprintf(&src, "  %%q%d = getelementptr i8, i8* %%p, i64 %d\n  store i8 %d, i8* %%q%d, align 1\n", k, k, c, k)
		}
		src.WriteString("  ret void\n}\ndefine i32 @main() {\n  call void @fill(i32 287454020, i16 -21623, i64 72623859790382856)\n")
		src.WriteString("  call void @fillp(i8* getelementptr ([96 x i8], [96 x i8]* @buf, i32 0, i32 81))\n")
		for i := 0; i < 90; i++ {
			fmt.Fprintf(&src, "  %%p%d = getelementptr [96 x i8], [96 x i8]* @buf, i32 0, i32 %d\n  %%b%d = load i8, i8* %%p%d\n  %%x%d = sext i8 %%b%d to i32\n  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i32 0, i32 0), i32 %%x%d)\n", i, i, i, i, i, i, i)
		}
		src.WriteString("  ret i32 0\n}\n")
		asm := string(compilePPC(t, src.String(), ft.t, regalloc.Options{}))
		fill := funcText(asm, "fill")
		// The stores to @buf (not the prologue's, through r1).
		// Byte-reversed stores count too ("stwbrx 4, 0, 5").
		if n := len(regexp.MustCompile(`\tst[bhwd]x? \d+, [^\n(]*\((?:[02-9]|\d\d)\)\n|\tst[hwd]brx \d+, 0, \d+\n`).FindAllString(fill, -1)); n != want {
			t.Errorf("%s (pic %v): %d stores, want %d:\n%s", ft.t.Name(), ft.t.PIC, n, want, fill)
		}
		if n := len(regexp.MustCompile(`\tst[bhwd] \d+, \d+\(3\)\n`).FindAllString(funcText(asm, "fillp"), -1)); n != 2 {
			t.Errorf("%s (pic %v): %d stores through the pointer, want 2:\n%s", ft.t.Name(), ft.t.PIC, n, funcText(asm, "fillp"))
		}
		runsLikeLLC(t, ft, src.String())
	}
}

// TestByteLoadTrees: an or of bytes loaded from consecutive addresses is
// one load (lower.ByteLoadTrees): in the target's byte order (little-
// endian on ppc64le, big-endian on ppc32) a plain one, in the other a
// byte-reversed one (lhbrx, lwbrx, ldbrx; ppc32's eight bytes in
// little-endian order two lwbrx). The bytes' addresses are an interpreter's
// operand, a[zext(pc+k)] with add nuw (lower.Func.AddrKey). Each function runs on bytes that set the sign bits, under qemu against
// llc-14 on the three ABIs, at the full register file and at 3 GPRs.
func TestByteLoadTrees(t *testing.T) {
	// tree ors n bytes (type ty) at a[pc+1 .. pc+n], the byte at pc+1+j
	// shifted by 8*j (little-endian order) or by 8*(n-1-j).
	tree := func(name, ty string, n int, little bool) string {
		var s strings.Builder
		fmt.Fprintf(&s, "define %s @%s(i8* %%a, i32 %%pc) noinline {\nentry:\n", ty, name)
		for j := 0; j < n; j++ {
			fmt.Fprintf(&s, "  %%i%d = add nuw nsw i32 %%pc, %d\n  %%x%d = zext i32 %%i%d to i64\n", j, j+1, j, j)
			fmt.Fprintf(&s, "  %%p%d = getelementptr inbounds i8, i8* %%a, i64 %%x%d\n  %%b%d = load i8, i8* %%p%d\n  %%z%d = zext i8 %%b%d to %s\n", j, j, j, j, j, j, ty)
			sh := 8 * j
			if !little {
				sh = 8 * (n - 1 - j)
			}
			fmt.Fprintf(&s, "  %%s%d = shl %s %%z%d, %d\n", j, ty, j, sh)
			switch {
			case j == 1:
				fmt.Fprintf(&s, "  %%o1 = or %s %%s0, %%s1\n", ty)
			case j > 1:
				fmt.Fprintf(&s, "  %%o%d = or %s %%o%d, %%s%d\n", j, ty, j-1, j)
			}
		}
		fmt.Fprintf(&s, "  ret %s %%o%d\n}\n", ty, n-1)
		return s.String()
	}
	funcs := []struct {
		name, ty string
		n        int
		little   bool
	}{
		{"le32", "i32", 4, true}, {"be32", "i32", 4, false}, {"le16", "i16", 2, true}, {"be16", "i32", 2, false},
		{"le64", "i64", 8, true}, {"be64", "i64", 8, false},
	}
	for _, ft := range fuzzTargets {
		var src strings.Builder
		src.WriteString(moduleHeads[ft.t])
		src.WriteString("@buf = dso_local global [16 x i8] c\"\\01\\F2\\83\\14\\A5\\36\\C7\\58\\E9\\7A\\8B\\1C\\FD\\6E\\0F\\90\", align 1\n")
		src.WriteString("@fmt = private constant [6 x i8] c\"%llx\\0A\\00\"\ndeclare i32 @printf(i8*, ...)\n")
		for _, f := range funcs {
			src.WriteString(tree(f.name, f.ty, f.n, f.little))
		}
		src.WriteString("define i32 @main() {\nentry:\n")
		for _, f := range funcs {
			for _, pc := range []int{0, 3, 6} {
				r := fmt.Sprintf("%%r.%s.%d", f.name, pc)
				fmt.Fprintf(&src, "  %s = call %s @%s(i8* getelementptr ([16 x i8], [16 x i8]* @buf, i32 0, i32 0), i32 %d)\n", r, f.ty, f.name, pc)
				wide := r
				if f.ty != "i64" {
					wide = r + ".w"
					fmt.Fprintf(&src, "  %s = zext %s %s to i64\n", wide, f.ty, r)
				}
				fmt.Fprintf(&src, "  call i32 (i8*, ...) @printf(i8* getelementptr ([6 x i8], [6 x i8]* @fmt, i32 0, i32 0), i64 %s)\n", wide)
			}
		}
		src.WriteString("  ret i32 0\n}\n")
		asm := string(compilePPC(t, src.String(), ft.t, regalloc.Options{}))
		for _, f := range funcs {
			text := funcText(asm, f.name)
			lbz := strings.Count(text, "\tlbz")
			native := f.little == ft.t.Is64 // the target's order
			rev := 0                        // byte-reversed loads wanted
			if !native {
				rev = 1
				if !ft.t.Is64 && f.ty == "i64" {
					rev = 2 // ppc32: an lwbrx a word
				}
			}
			if n := strings.Count(text, "brx"); lbz != 0 || n != rev {
				t.Errorf("%s (pic %v): %s loads %d single bytes and has %d byte-reversed loads, want none and %d:\n%s", ft.t.Name(), ft.t.PIC, f.name,
					lbz, n, rev, text)
			}
		}
		runsLikeLLC(t, ft, src.String())
	}
}
