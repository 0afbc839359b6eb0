package lower

import (
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// TestCSELoads: a load that reads what an earlier load of its block read,
// while that one's value is still live, is replaced by it, in every use
// (plain operands, a call's arguments, debug values, a phi's incoming
// values, a terminator); an earlier load whose value is dead by then,
// anything that may write memory between the two, a volatile or atomic
// load, another type, another address or another block keeps them apart.
func TestCSELoads(t *testing.T) {
	const decls = `
@g = global [4 x i32] zeroinitializer
declare void @f(i32)
declare i32 @llvm.ctpop.i32(i32) #0
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare void @llvm.dbg.value(metadata, metadata, metadata) #0
attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
`
	for _, tc := range []struct {
		name    string
		body    string
		removed int
		// want are substrings of the function's text after the CSE;
		// gone must not appear in it.
		want, gone []string
	}{
		{
			name: "twice",
			body: `%a = load i32, i32* %p, align 4
  %b = load i32, i32* %p, align 1
  %s = add i32 %a, %b
  ret i32 %s`,
			removed: 1, want: []string{"add i32 %a, %a"}, gone: []string{"%b = load"},
		},
		{
			name: "sixteen splat",
			body: `%a = load i32, i32* %p
  %b = load i32, i32* %p
  %c = load i32, i32* %p
  %d = load i32, i32* %p
  %v0 = insertelement <4 x i32> undef, i32 %a, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %b, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %c, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %d, i32 3
  %e = extractelement <4 x i32> %v3, i32 2
  ret i32 %e`,
			removed: 3, want: []string{"i32 %a, i32 1", "i32 %a, i32 2", "i32 %a, i32 3"},
		},
		{
			name: "store between",
			body: `%a = load i32, i32* %p
  store i32 1, i32* %q
  %b = load i32, i32* %p
  %s = add i32 %a, %b
  ret i32 %s`,
			want: []string{"add i32 %a, %b"},
		},
		{
			name: "call between",
			body: `%a = load i32, i32* %p
  call void @f(i32 %a)
  %b = load i32, i32* %p
  %s = add i32 %a, %b
  ret i32 %s`,
			want: []string{"add i32 %a, %b"},
		},
		{
			name: "memset between",
			body: `%a = load i32, i32* %p
  %c = bitcast i32* %q to i8*
  call void @llvm.memset.p0i8.i64(i8* %c, i8 0, i64 4, i1 false)
  %b = load i32, i32* %p
  %s = add i32 %a, %b
  ret i32 %s`,
			want: []string{"add i32 %a, %b"},
		},
		{
			name: "readnone intrinsic between",
			body: `%a = load i32, i32* %p
  %n = call i32 @llvm.ctpop.i32(i32 7)
  %b = load i32, i32* %p
  %s = add i32 %a, %b
  call void @f(i32 %b)
  ret i32 %s`,
			removed: 1, want: []string{"add i32 %a, %a", "call void @f(i32 %a)"},
		},
		{
			name: "debug value",
			body: `%a = load i32, i32* %p
  %b = load i32, i32* %p
  call void @llvm.dbg.value(metadata i32 %b, metadata !0, metadata !DIExpression())
  %s = add i32 %a, %b
  ret i32 %s`,
			removed: 1, want: []string{"metadata i32 %a", "add i32 %a, %a"},
		},
		{
			name: "earlier load dead",
			body: `%a = load i32, i32* %p
  %x = add i32 %a, 1
  %b = load i32, i32* %p
  %s = add i32 %x, %b
  ret i32 %s`,
			want: []string{"add i32 %x, %b"},
		},
		{
			name: "merged load dead by the third",
			body: `%a = load i32, i32* %p
  %b = load i32, i32* %p
  %u = add i32 %a, %b
  %c = load i32, i32* %p
  %s = add i32 %u, %c
  ret i32 %s`,
			removed: 1, want: []string{"add i32 %a, %a", "add i32 %u, %c"},
		},
		{
			name: "merged load live through the twin's use",
			body: `%a = load i32, i32* %p
  %b = load i32, i32* %p
  %x = add i32 %a, 1
  %c = load i32, i32* %p
  %s = add i32 %b, %c
  %t = add i32 %s, %x
  ret i32 %t`,
			removed: 2, want: []string{"add i32 %a, 1", "add i32 %a, %a"},
		},
		{
			name: "volatile",
			body: `%a = load volatile i32, i32* %p
  %b = load volatile i32, i32* %p
  %s = add i32 %a, %b
  ret i32 %s`,
			want: []string{"add i32 %a, %b"},
		},
		{
			name: "volatile between",
			body: `%a = load i32, i32* %p
  %v = load volatile i32, i32* %q
  %b = load i32, i32* %p
  %s = add i32 %a, %b
  ret i32 %s`,
			want: []string{"add i32 %a, %b"},
		},
		{
			name: "atomic",
			body: `%a = load atomic i32, i32* %p seq_cst, align 4
  %b = load atomic i32, i32* %p seq_cst, align 4
  %s = add i32 %a, %b
  ret i32 %s`,
			want: []string{"add i32 %a, %b"},
		},
		{
			name: "other type or address",
			body: `%a = load i32, i32* %p
  %c = bitcast i32* %p to float*
  %b = load float, float* %c
  %d = load i32, i32* %q
  %bi = bitcast float %b to i32
  %s = add i32 %a, %bi
  %t = add i32 %s, %d
  ret i32 %t`,
			want: []string{"add i32 %a, %bi", "add i32 %s, %d"},
		},
		{
			name: "constant expression address",
			body: `%a = load i32, i32* getelementptr ([4 x i32], [4 x i32]* @g, i64 0, i64 2)
  %b = load i32, i32* getelementptr ([4 x i32], [4 x i32]* @g, i64 0, i64 2)
  %c = load i32, i32* getelementptr ([4 x i32], [4 x i32]* @g, i64 0, i64 1)
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t`,
			removed: 1, want: []string{"add i32 %a, %a", "add i32 %s, %c"},
		},
		{
			name: "other block, phi and terminator",
			body: `%a = load i32, i32* %p
  br label %next
next:
  %b = load i32, i32* %p
  %c = load i32, i32* %p
  %z = icmp eq i32 %c, 0
  br i1 %z, label %out, label %next2
next2:
  br label %out
out:
  %r = phi i32 [ %b, %next ], [ %c, %next2 ]
  %s = add i32 %r, %a
  ret i32 %s`,
			removed: 1, want: []string{"icmp eq i32 %b, 0", "[ %b, %next ], [ %b, %next2 ]", "add i32 %r, %a"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := decls + "define i32 @t(i32* %p, i32* %q) {\nentry:\n  " + tc.body + "\n}\n!0 = !{}\n"
			m, err := asm.ParseString("t.ll", src)
			if err != nil {
				t.Fatal(err)
			}
			var fn = m.Funcs[len(m.Funcs)-1]
			if got := CSELoads(fn); got != tc.removed {
				t.Errorf("removed %d loads, want %d", got, tc.removed)
			}
			text := fn.LLString()
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("after the CSE the function lacks %q:\n%s", w, text)
				}
			}
			for _, g := range tc.gone {
				if strings.Contains(text, g) {
					t.Errorf("after the CSE the function still has %q:\n%s", g, text)
				}
			}
		})
	}
}
