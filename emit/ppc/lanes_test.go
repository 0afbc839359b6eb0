package ppc

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/regalloc"
)

// TestLaneMajor: runs of elementwise vector instructions are scalarized
// lane by lane across the run (lower/ppc/lanes.go), and only where the
// reordered loads and stores cannot see each other: each function below
// stores what it computes from loads that a lane-major order would read
// after another lane's store if it were taken (the shifted ones and the
// pointer pair, called with overlapping pointers) or not (the others);
// and one global at two variable indices; run under qemu against
// llc-14's build on both ABIs at the full file
// and 3 GPRs (the shifted accesses say align 4: llc-14's lvx would read
// a misaligned vector from the aligned address below it). The many-vector function must also spill less than
// lane by lane: at most 8 spill or reload lines at the full file (16
// vectors of 4 lanes live at once made 24, lane-major none), and so
// must the same at a variable index into three globals.
func TestLaneMajor(t *testing.T) {
	vec := func(g string, k int) string {
		return fmt.Sprintf("bitcast (i32* getelementptr ([32 x i32], [32 x i32]* @%s, i32 0, i32 %d) to <4 x i32>*)", g, k)
	}
	var many strings.Builder
	many.WriteString("define void @many() noinline {\n")
	for k := 0; k < 8; k++ {
		fmt.Fprintf(&many, "  %%a%d = load <4 x i32>, <4 x i32>* %s\n  %%b%d = load <4 x i32>, <4 x i32>* %s\n", k, vec("a", 4*k), k, vec("b", 4*k))
	}
	for k := 0; k < 8; k++ {
		fmt.Fprintf(&many, "  %%c%d = icmp slt <4 x i32> %%a%d, %%b%d\n  %%x%d = xor <4 x i32> %%b%d, <i32 85, i32 85, i32 85, i32 85>\n  %%s%d = select <4 x i1> %%c%d, <4 x i32> %%a%d, <4 x i32> %%x%d\n", k, k, k, k, k, k, k, k, k)
	}
	for k := 0; k < 8; k++ {
		fmt.Fprintf(&many, "  store <4 x i32> %%s%d, <4 x i32>* %s\n", k, vec("c", 4*k))
	}
	many.WriteString("  ret void\n}\n")
	// The same at a variable index, as clang unrolls a loop: one
	// getelementptr of each global, constant offsets from it
	// (lower.BaseObject tells the globals apart).
	idx := func(g string, k int) string {
		return fmt.Sprintf("%%p%s%d = getelementptr i32, i32* %%p%s, i32 %d\n  %%q%s%d = bitcast i32* %%p%s%d to <4 x i32>*\n", g, k, g, 4*k, g, k, g, k)
	}
	many.WriteString("define void @manyidx(i32 %i) noinline {\n")
	for _, g := range []string{"a", "b", "c"} {
		fmt.Fprintf(&many, "  %%p%s = getelementptr [32 x i32], [32 x i32]* @%s, i32 0, i32 %%i\n", g, g)
	}
	for k := 0; k < 8; k++ {
		fmt.Fprintf(&many, "  %s  %s  %s", idx("a", k), idx("b", k), idx("c", k))
	}
	for k := 0; k < 8; k++ {
		fmt.Fprintf(&many, "  %%a%d = load <4 x i32>, <4 x i32>* %%qa%d, align 4\n  %%b%d = load <4 x i32>, <4 x i32>* %%qb%d, align 4\n", k, k, k, k)
	}
	for k := 0; k < 8; k++ {
		fmt.Fprintf(&many, "  %%d%d = sub <4 x i32> %%a%d, %%b%d\n  %%e%d = mul <4 x i32> %%d%d, %%b%d\n", k, k, k, k, k, k)
	}
	for k := 0; k < 8; k++ {
		fmt.Fprintf(&many, "  store <4 x i32> %%e%d, <4 x i32>* %%qc%d, align 4\n", k, k)
	}
	many.WriteString("  ret void\n}\n")
	funcs := many.String() +
		// In place: the same address, lane i of the store after lane i of the load.
		"define void @inplace() noinline {\n  %v = load <4 x i32>, <4 x i32>* " + vec("a", 0) + ", align 4\n  %w = mul <4 x i32> %v, <i32 3, i32 5, i32 7, i32 9>\n  store <4 x i32> %w, <4 x i32>* " + vec("a", 0) + ", align 4\n  ret void\n}\n" +
		// Shifted up: lane 1's load would read lane 0's store.
		"define void @shiftup() noinline {\n  %v = load <4 x i32>, <4 x i32>* " + vec("b", 0) + ", align 4\n  %w = add <4 x i32> %v, <i32 100, i32 100, i32 100, i32 100>\n  store <4 x i32> %w, <4 x i32>* " + vec("b", 1) + ", align 4\n  ret void\n}\n" +
		// Shifted down: no lane reads another's store, but it overlaps.
		"define void @shiftdown() noinline {\n  %v = load <4 x i32>, <4 x i32>* " + vec("c", 1) + ", align 4\n  %w = sub <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>\n  store <4 x i32> %w, <4 x i32>* " + vec("c", 0) + ", align 4\n  ret void\n}\n" +
		// One global at two variable indices (called with j = i + 1).
		"define void @sameobj(i32 %i, i32 %j) noinline {\n  %p = getelementptr [32 x i32], [32 x i32]* @b, i32 0, i32 %i\n  %q = getelementptr [32 x i32], [32 x i32]* @b, i32 0, i32 %j\n" +
		"  %vp = bitcast i32* %p to <4 x i32>*\n  %vq = bitcast i32* %q to <4 x i32>*\n  %v = load <4 x i32>, <4 x i32>* %vp, align 4\n  %w = xor <4 x i32> %v, <i32 7, i32 7, i32 7, i32 7>\n  store <4 x i32> %w, <4 x i32>* %vq, align 4\n  ret void\n}\n" +
		// Two pointers that may alias (called with q = p + 1 element).
		"define void @pair(<4 x i32>* %p, <4 x i32>* %q) noinline {\n  %v = load <4 x i32>, <4 x i32>* %p, align 4\n  %w = shl <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>\n  store <4 x i32> %w, <4 x i32>* %q, align 4\n  ret void\n}\n"
	var main strings.Builder
	main.WriteString("@a = dso_local global [32 x i32] zeroinitializer, align 16\n@b = dso_local global [32 x i32] zeroinitializer, align 16\n@c = dso_local global [32 x i32] zeroinitializer, align 16\n")
	main.WriteString("@fmt = private constant [4 x i8] c\"%d\\0A\\00\"\ndeclare i32 @printf(i8*, ...)\n" + funcs)
	main.WriteString("define i32 @main() {\nentry:\n  br label %init\ninit:\n  %i = phi i32 [ 0, %entry ], [ %j, %init ]\n")
	main.WriteString("  %pa = getelementptr [32 x i32], [32 x i32]* @a, i32 0, i32 %i\n  %pb = getelementptr [32 x i32], [32 x i32]* @b, i32 0, i32 %i\n  %pc = getelementptr [32 x i32], [32 x i32]* @c, i32 0, i32 %i\n")
	main.WriteString("  %va = mul i32 %i, 7919\n  %vb = xor i32 %va, 21845\n  %vc = sub i32 1000, %i\n  store i32 %va, i32* %pa\n  store i32 %vb, i32* %pb\n  store i32 %vc, i32* %pc\n")
	main.WriteString("  %j = add i32 %i, 1\n  %more = icmp ult i32 %j, 32\n  br i1 %more, label %init, label %go\ngo:\n")
	main.WriteString("  call void @many()\n  call void @manyidx(i32 0)\n  call void @sameobj(i32 16, i32 17)\n  call void @inplace()\n  call void @shiftup()\n  call void @shiftdown()\n")
	main.WriteString("  call void @pair(<4 x i32>* " + vec("a", 8) + ", <4 x i32>* " + vec("a", 9) + ")\n  br label %out\nout:\n")
	main.WriteString("  %k = phi i32 [ 0, %go ], [ %k1, %out ]\n  %s = phi i32 [ 0, %go ], [ %s3, %out ]\n")
	main.WriteString("  %qa = getelementptr [32 x i32], [32 x i32]* @a, i32 0, i32 %k\n  %qb = getelementptr [32 x i32], [32 x i32]* @b, i32 0, i32 %k\n  %qc = getelementptr [32 x i32], [32 x i32]* @c, i32 0, i32 %k\n")
	main.WriteString("  %ra = load i32, i32* %qa\n  %rb = load i32, i32* %qb\n  %rc = load i32, i32* %qc\n  %m = mul i32 %s, 31\n  %s1 = add i32 %m, %ra\n  %s2 = xor i32 %s1, %rb\n  %s3 = add i32 %s2, %rc\n")
	main.WriteString("  %k1 = add i32 %k, 1\n  %again = icmp ult i32 %k1, 32\n  br i1 %again, label %out, label %done\ndone:\n")
	main.WriteString("  call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i32 0, i32 0), i32 %s3)\n  ret i32 0\n}\n")
	for _, ft := range fuzzTargets {
		src := moduleHeads[ft.t] + main.String()
		asm := string(compilePPC(t, src, ft.t, regalloc.Options{}))
		for _, f := range []string{"many", "manyidx"} {
			if n := strings.Count(funcText(asm, f), "Spill") + strings.Count(funcText(asm, f), "Reload"); n > 8 {
				t.Errorf("%s (pic %v): %s has %d spill and reload lines, want at most 8:\n%s", ft.t.Name(), ft.t.PIC, f, n, funcText(asm, f))
			}
		}
		runsLikeLLC(t, ft, src)
	}
}
