package x86

import (
	"fmt"
	"strings"
	"testing"
)

// TestAvgRuns runs the rounded averages lower/x86 turns into pavgb and
// pavgw ((zext a + zext b + 1) >> 1, truncated back, with the adds in
// each order clang writes and the lanes widened to i16 or i32) and two
// near misses that must stay as they are (a shift by 2, a sign
// extension) against llc-14's build.
func TestAvgRuns(t *testing.T) {
	var funcs, calls strings.Builder
	n := 0
	add := func(ty, wide, sum string, ext string) {
		fmt.Fprintf(&funcs, `define void @f%d(i8* %%pa, i8* %%pb, i8* %%po) noinline {
  %%qa = bitcast i8* %%pa to %s*
  %%qb = bitcast i8* %%pb to %s*
  %%qo = bitcast i8* %%po to %s*
  %%x = load %s, %s* %%qa
  %%y = load %s, %s* %%qb
  %%a = %s %s %%x to %s
  %%b = %s %s %%y to %s
%s  %%r = trunc %s %%s to %s
  store %s %%r, %s* %%qo
  ret void
}
`, n, ty, ty, ty, ty, ty, ty, ty, ext, ty, wide, ext, ty, wide, sum, wide, ty, ty, ty)
		fmt.Fprintf(&calls, "  call void @f%d(i8* %%a, i8* %%b, i8* %%o)\n  call void @dump(i8* %%o, i32 64)\n", n)
		n++
	}
	splat := func(wide string, k int) string {
		lanes, elem := 0, ""
		fmt.Sscanf(wide, "<%d x %s", &lanes, &elem)
		elem = strings.TrimSuffix(elem, ">")
		var parts []string
		for i := 0; i < lanes; i++ {
			parts = append(parts, fmt.Sprintf("%s %d", elem, k))
		}
		return "<" + strings.Join(parts, ", ") + ">"
	}
	for _, v := range []struct{ ty, wide string }{
		{"<16 x i8>", "<16 x i16>"}, {"<8 x i16>", "<8 x i32>"}, {"<16 x i8>", "<16 x i32>"},
	} {
		one := splat(v.wide, 1)
		// ((a + 1) + b) >> 1, as clang's vectorizer writes it.
		add(v.ty, v.wide, fmt.Sprintf("  %%t = add nuw nsw %s %%a, %s\n  %%u = add nuw nsw %s %%t, %%b\n  %%s = lshr %s %%u, %s\n", v.wide, one, v.wide, v.wide, one), "zext")
		// (a + b) + 1 and 1 + (b + a).
		add(v.ty, v.wide, fmt.Sprintf("  %%t = add %s %%a, %%b\n  %%u = add %s %%t, %s\n  %%s = lshr %s %%u, %s\n", v.wide, v.wide, one, v.wide, one), "zext")
		add(v.ty, v.wide, fmt.Sprintf("  %%t = add %s %%b, %%a\n  %%u = add %s %s, %%t\n  %%s = lshr %s %%u, %s\n", v.wide, v.wide, one, v.wide, one), "zext")
	}
	// Not averages: a shift by 2, and signed lanes.
	const w = "<16 x i16>"
	add("<16 x i8>", w, fmt.Sprintf("  %%t = add %s %%a, %%b\n  %%u = add %s %%t, %s\n  %%s = lshr %s %%u, %s\n", w, w, splat(w, 1), w, splat(w, 2)), "zext")
	add("<16 x i8>", w, fmt.Sprintf("  %%t = add %s %%a, %%b\n  %%u = add %s %%t, %s\n  %%s = lshr %s %%u, %s\n", w, w, splat(w, 1), w, splat(w, 1)), "sext")
	runVecFuncs(t, funcs.String(), calls.String(), n, []string{"pavgb", "pavgw"})
}

// TestUAddSatRuns runs the clamped sums lower/x86 turns into paddusb and
// paddusw (min(zext a + zext b, 255 or 65535) as a select on an unsigned
// compare, each predicate and side) and near misses that must stay as
// they are (a clamp at 254, a signed compare) against llc-14's build.
func TestUAddSatRuns(t *testing.T) {
	var funcs, calls strings.Builder
	n := 0
	add := func(ty, wide, body string) {
		fmt.Fprintf(&funcs, `define void @f%d(i8* %%pa, i8* %%pb, i8* %%po) noinline {
  %%qa = bitcast i8* %%pa to %s*
  %%qb = bitcast i8* %%pb to %s*
  %%qo = bitcast i8* %%po to %s*
  %%x = load %s, %s* %%qa
  %%y = load %s, %s* %%qb
  %%a = zext %s %%x to %s
  %%b = zext %s %%y to %s
  %%s = add nuw nsw %s %%b, %%a
%s  %%r = trunc %s %%m to %s
  store %s %%r, %s* %%qo
  ret void
}
`, n, ty, ty, ty, ty, ty, ty, ty, ty, wide, ty, wide, wide, body, wide, ty, ty, ty)
		fmt.Fprintf(&calls, "  call void @f%d(i8* %%a, i8* %%b, i8* %%o)\n  call void @dump(i8* %%o, i32 64)\n", n)
		n++
	}
	splat := func(lanes int, elem string, k int) string {
		var parts []string
		for i := 0; i < lanes; i++ {
			parts = append(parts, fmt.Sprintf("%s %d", elem, k))
		}
		return "<" + strings.Join(parts, ", ") + ">"
	}
	for _, v := range []struct {
		ty, wide, elem string
		lanes, max     int
	}{{"<16 x i8>", "<16 x i32>", "i32", 16, 255}, {"<16 x i8>", "<16 x i16>", "i16", 16, 255}, {"<8 x i16>", "<8 x i32>", "i32", 8, 65535}} {
		c := splat(v.lanes, v.elem, v.max)
		cmp := func(pred, x, y, tv, fv string) string {
			return fmt.Sprintf("  %%c = icmp %s %s %s, %s\n  %%m = select <%d x i1> %%c, %s %s, %s %s\n", pred, v.wide, x, y, v.lanes, v.wide, tv, v.wide, fv)
		}
		add(v.ty, v.wide, cmp("ult", "%s", c, "%s", c))
		add(v.ty, v.wide, cmp("ugt", "%s", c, c, "%s"))
		add(v.ty, v.wide, cmp("ugt", c, "%s", "%s", c))
		add(v.ty, v.wide, cmp("uge", c, "%s", "%s", c))
	}
	// Not saturating sums: a clamp at 254, a signed compare.
	c254, c255 := splat(16, "i32", 254), splat(16, "i32", 255)
	add("<16 x i8>", "<16 x i32>", fmt.Sprintf("  %%c = icmp ult <16 x i32> %%s, %s\n  %%m = select <16 x i1> %%c, <16 x i32> %%s, <16 x i32> %s\n", c254, c254))
	add("<16 x i8>", "<16 x i32>", fmt.Sprintf("  %%c = icmp slt <16 x i32> %%s, %s\n  %%m = select <16 x i1> %%c, <16 x i32> %%s, <16 x i32> %s\n", c255, c255))
	runVecFuncs(t, funcs.String(), calls.String(), n, []string{"paddusb", "paddusw"})
}
