package emit

import (
	"fmt"
	"io"
	"strings"

	"github.com/ssara-project/ssara/mir"
)

// writeDebugFiles writes the .file directive of every file of the line
// table. GNU as builds .debug_line from them and the .loc directives, and
// a compile unit (.debug_info, .debug_aranges) for it, since the module
// has none of its own.
func writeDebugFiles(w io.Writer, files []mir.DebugFile) {
	for _, f := range files {
		fmt.Fprintf(w, "\t.file\t%d ", f.Num)
		if f.Dir != "" {
			fmt.Fprintf(w, "%s ", quote(f.Dir))
		}
		fmt.Fprintf(w, "%s", quote(f.Name))
		if f.MD5 != "" {
			fmt.Fprintf(w, " md5 0x%s", f.MD5)
		}
		fmt.Fprintf(w, "\n")
	}
}

// hasLineTable reports whether some function of m has a position: a
// module with debug information but no function compiled with it (only
// data) gets no line table, as GNU as would make none for stmt_list.
func hasLineTable(m *mir.Module) bool {
	for _, f := range m.Funcs {
		if f.Pos.Valid() {
			return true
		}
	}
	return false
}

// quote writes s as a GNU as string: printable ASCII as itself, '"' and
// '\' escaped, every other byte in octal.
func quote(s string) string {
	var sb strings.Builder
	sb.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			sb.WriteByte('\\')
			sb.WriteByte(c)
		case c >= ' ' && c < 0x7f:
			sb.WriteByte(c)
		default:
			fmt.Fprintf(&sb, "\\%03o", c)
		}
	}
	sb.WriteByte('"')
	return sb.String()
}

// Lines decides where an emitter writes .loc directives: before the first
// instruction of a position, and again when the position changes. The
// first directive of a function body carries prologue_end, as llc marks
// the first instruction after the prologue.
type Lines struct {
	last     mir.Pos
	bodySeen bool
}

// FuncStart is the directive that opens function f's line-table rows
// (its opening line, column 0), or "" without debug information.
func (t *Lines) FuncStart(f *mir.Func) string {
	*t = Lines{}
	if !f.Pos.Valid() {
		return ""
	}
	return fmt.Sprintf("\t.loc\t%d %d %d\n", f.Pos.File, f.Pos.Line, f.Pos.Col)
}

// Block forgets the last position, so the next instruction with one
// writes it again: emitters may lay blocks out or duplicate them after
// writing them.
func (t *Lines) Block() { t.last = mir.Pos{} }

// At is the directive to write before an instruction at p, or "" if p is
// no position or the one already in effect.
func (t *Lines) At(p mir.Pos) string {
	if !p.Valid() || p == t.last {
		return ""
	}
	t.last = p
	s := fmt.Sprintf("\t.loc\t%d %d %d", p.File, p.Line, p.Col)
	if !t.bodySeen {
		t.bodySeen = true
		s += " prologue_end"
	}
	return s + "\n"
}

// IsLoc reports whether an assembly line is a .loc directive.
func IsLoc(line string) bool { return strings.HasPrefix(line, "\t.loc\t") }

// DWARF constants of the compile unit ssara describes.
const (
	dwTagCompileUnit = 0x11
	dwTagSubprogram  = 0x2e
	dwAtName         = 0x03
	dwAtStmtList     = 0x10
	dwAtLowPC        = 0x11
	dwAtHighPC       = 0x12
	dwAtLanguage     = 0x13
	dwAtCompDir      = 0x1b
	dwAtProducer     = 0x25
	dwFormAddr       = 0x01
	dwFormData2      = 0x05
	dwFormData4      = 0x06
	dwFormString     = 0x08
	dwFormSecOffset  = 0x17
	dwUTCompile      = 0x01
)

// writeDebugUnit writes .debug_abbrev and .debug_info for the module's
// compile unit: its producer, language, name, directory and line table,
// and one subprogram (name, address range) for each function with a
// position. The line table itself
// is GNU as's, from the .file and .loc directives, at .Lline_table_start0.
// Variables, types, scopes and inlined subroutines are not described.
func writeDebugUnit(w io.Writer, m *mir.Module) {
	u := m.DebugUnit
	if u == nil || !hasLineTable(m) {
		return
	}
	ptrBytes := m.Target.RegBytes(mir.GPR) // the size of an address
	fmt.Fprintf(w, "\t.section\t.debug_abbrev,\"\",@progbits\n")
	abbrev := func(code, tag int, children bool, attrs ...int) {
		ch := 0
		if children {
			ch = 1
		}
		fmt.Fprintf(w, "\t.uleb128\t%d\n\t.uleb128\t%d\n\t.byte\t%d\n", code, tag, ch)
		for i := 0; i < len(attrs); i += 2 {
			fmt.Fprintf(w, "\t.uleb128\t%d\n\t.uleb128\t%d\n", attrs[i], attrs[i+1])
		}
		fmt.Fprintf(w, "\t.byte\t0\n\t.byte\t0\n")
	}
	abbrev(1, dwTagCompileUnit, true,
		dwAtProducer, dwFormString, dwAtLanguage, dwFormData2, dwAtName, dwFormString,
		dwAtStmtList, dwFormSecOffset, dwAtCompDir, dwFormString)
	abbrev(2, dwTagSubprogram, false,
		dwAtLowPC, dwFormAddr, dwAtHighPC, dwFormData4, dwAtName, dwFormString)
	fmt.Fprintf(w, "\t.byte\t0\n")

	addr := ".quad"
	if ptrBytes == 4 {
		addr = ".long"
	}
	fmt.Fprintf(w, "\t.section\t.debug_info,\"\",@progbits\n")
	fmt.Fprintf(w, ".Lcu_begin0:\n\t.long\t.Ldebug_info_end0-.Ldebug_info_start0\n.Ldebug_info_start0:\n")
	fmt.Fprintf(w, "\t.short\t%d\n", u.Version)
	if u.Version >= 5 {
		fmt.Fprintf(w, "\t.byte\t%d\n\t.byte\t%d\n\t.long\t.debug_abbrev\n", dwUTCompile, ptrBytes)
	} else {
		fmt.Fprintf(w, "\t.long\t.debug_abbrev\n\t.byte\t%d\n", ptrBytes)
	}
	fmt.Fprintf(w, "\t.uleb128\t1\n\t.asciz\t%s\n\t.short\t%d\n\t.asciz\t%s\n\t.long\t.Lline_table_start0\n\t.asciz\t%s\n",
		quote(u.Producer), u.Language, quote(u.Name), quote(u.Dir))
	for i, f := range m.Funcs {
		if !f.Pos.Valid() {
			continue
		}
		fmt.Fprintf(w, "\t.uleb128\t2\n\t%s\t%s\n\t.long\t.Lfunc_end%d-%s\n\t.asciz\t%s\n", addr, f.Name, i, f.Name, quote(f.Name))
	}
	fmt.Fprintf(w, "\t.byte\t0\n.Ldebug_info_end0:\n")
	fmt.Fprintf(w, "\t.section\t.debug_line,\"\",@progbits\n.Lline_table_start0:\n")
}
