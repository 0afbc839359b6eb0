package lower

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/mir"
)

// debugIR is a module as clang-14 -g writes it, reduced: the compile
// unit's file named by an absolute name and a directory, the same file as
// the subprogram's scope by its name alone, and an instruction inlined
// from a header named relative to the compilation directory.
const debugIR = `define i32 @f(i32 %x) !dbg !10 {
  call void @llvm.dbg.value(metadata i32 %x, metadata !14, metadata !DIExpression()), !dbg !15
  %a = mul i32 %x, 3, !dbg !16
  %b = add i32 %a, 1, !dbg !15
  ret i32 %b, !dbg !17
}
declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang version 14", isOptimized: true, runtimeVersion: 0, emissionKind: KIND)
!1 = !DIFile(filename: "/src/p.c", directory: "/build", checksumkind: CSK_MD5, checksum: "00112233445566778899aabbccddeeff")
!2 = !DIFile(filename: "/src/p.c", directory: "", checksumkind: CSK_MD5, checksum: "00112233445566778899aabbccddeeff")
!3 = !{i32 7, !"Dwarf Version", i32 VERSION}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DIFile(filename: "./inc/h.h", directory: "/build", checksumkind: CSK_MD5, checksum: "ffeeddccbbaa99887766554433221100")
!10 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 3, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0)
!11 = distinct !DISubprogram(name: "g", scope: !5, file: !5, line: 1, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !2, line: 3)
!15 = !DILocation(line: 5, column: 7, scope: !10)
!16 = !DILocation(line: 2, column: 9, scope: !11, inlinedAt: !15)
!17 = !DILocation(line: 6, column: 3, scope: !10)
`

func TestDebugPositions(t *testing.T) {
	for _, tc := range []struct {
		version  int
		kind     string
		files    []mir.DebugFile
		fn       mir.Pos
		insts    []mir.Pos // mul, add, ret
		warnings int
	}{
		{5, "FullDebug", []mir.DebugFile{
			{Num: 0, Dir: "/build", Name: "/src/p.c", MD5: "00112233445566778899aabbccddeeff"},
			{Num: 1, Dir: "./inc", Name: "h.h", MD5: "ffeeddccbbaa99887766554433221100"}},
			mir.Pos{File: 0, Line: 4}, []mir.Pos{{File: 1, Line: 2, Col: 9}, {File: 0, Line: 5, Col: 7}, {File: 0, Line: 6, Col: 3}}, 1},
		{4, "LineTablesOnly", []mir.DebugFile{
			{Num: 1, Dir: "/src", Name: "p.c"},
			{Num: 2, Dir: "/build", Name: "./inc/h.h"}},
			mir.Pos{File: 1, Line: 4}, []mir.Pos{{File: 2, Line: 2, Col: 9}, {File: 1, Line: 5, Col: 7}, {File: 1, Line: 6, Col: 3}}, 1},
		{5, "NoDebug", nil, mir.Pos{}, []mir.Pos{{}, {}, {}}, 0},
	} {
		t.Run(fmt.Sprintf("v%d-%s", tc.version, tc.kind), func(t *testing.T) {
			src := strings.NewReplacer("KIND", tc.kind, "VERSION", fmt.Sprint(tc.version)).Replace(debugIR)
			m, err := llvmir.Parse("p.ll", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			d := newDebugInfo(m.Module)
			f := m.Funcs[0]
			if got := d.funcPos(f); got != tc.fn {
				t.Errorf("function at %v, want %v", got, tc.fn)
			}
			var got []mir.Pos
			for _, in := range f.Blocks[0].Insts[1:] {
				got = append(got, d.instPos(in))
			}
			got = append(got, d.instPos(f.Blocks[0].Term))
			if !reflect.DeepEqual(got, tc.insts) {
				t.Errorf("instructions at %v, want %v", got, tc.insts)
			}
			if !reflect.DeepEqual(d.files, tc.files) {
				t.Errorf("files %+v, want %+v", d.files, tc.files)
			}
			if w := d.warnings("p.ll"); len(w) != tc.warnings {
				t.Errorf("warnings %q, want %d", w, tc.warnings)
			}
			if u := d.unit(); (u != nil) != (tc.kind != "NoDebug") || u != nil && (u.Version != tc.version || u.Name != "/src/p.c" || u.Dir != "/build" || u.Language != 0xc) {
				t.Errorf("unit %+v", u)
			}
		})
	}
}
