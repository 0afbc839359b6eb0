package lower

import (
	"fmt"
	"path"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/ssara-project/ssara/mir"
)

// debugInfo turns a module's debug metadata into what a DWARF line table
// needs: the position of every instruction (from its !dbg location) and
// the numbered list of source files. Everything else of the debug
// information (variables, types, scopes, inlining) is dropped, with one
// warning per module.
//
// The numbering follows llc-14's: with DWARF 5 (clang-14's default) file
// 0 is the compile unit's own file and the others are numbered from 1 in
// the order of their first use; with DWARF 4 and older every file is
// numbered from 1 in that order.
type debugInfo struct {
	on      bool
	version int
	// root is the first compile unit's file (DWARF 5's file 0), cu the
	// unit.
	root *metadata.DIFile
	cu   *metadata.DICompileUnit
	// nums numbers the files by their full names.
	nums  map[string]int
	files []mir.DebugFile
	// full says a compile unit asks for full debug information
	// (variables and types), not only line tables.
	full bool
	// dropped counts the llvm.dbg.* calls, whose variable locations
	// are not emitted.
	dropped int
}

func newDebugInfo(m *ir.Module) *debugInfo {
	d := &debugInfo{nums: map[string]int{}, version: 4}
	cus := m.NamedMetadataDefs["llvm.dbg.cu"]
	if cus == nil {
		return d
	}
	for _, n := range cus.Nodes {
		cu, ok := n.(*metadata.DICompileUnit)
		if !ok || cu.EmissionKind == enum.EmissionKindNoDebug || cu.File == nil {
			continue
		}
		if d.root == nil {
			d.root, d.cu = cu.File, cu
		}
		if cu.EmissionKind == enum.EmissionKindFullDebug {
			d.full = true
		}
		d.on = true
	}
	if flags := m.NamedMetadataDefs["llvm.module.flags"]; flags != nil {
		for _, n := range flags.Nodes {
			t, ok := n.(*metadata.Tuple)
			if !ok || len(t.Fields) != 3 {
				continue
			}
			if s, ok := t.Fields[1].(*metadata.String); !ok || s.Value != "Dwarf Version" {
				continue
			}
			v := t.Fields[2]
			if mv, ok := v.(*metadata.Value); ok {
				v = mv.Value
			}
			if c, ok := v.(*constant.Int); ok && c.X.IsInt64() {
				d.version = int(c.X.Int64())
			}
		}
	}
	if d.on && d.version >= 5 {
		d.number(d.root)
	}
	return d
}

// unit describes the compile unit for .debug_info (nil without debug
// information).
func (d *debugInfo) unit() *mir.DebugUnit {
	if !d.on {
		return nil
	}
	v := d.version
	if v < 4 {
		v = 4 // the least version whose DW_AT_high_pc may be a length
	}
	return &mir.DebugUnit{Version: v, Producer: d.cu.Producer, Language: int(d.cu.Language),
		Name: d.root.Filename, Dir: d.root.Directory}
}

// number returns the file number of f, giving it the next one on its
// first use.
func (d *debugInfo) number(f *metadata.DIFile) int {
	// A file is known by its full name: clang names the compile unit's
	// file by an absolute name and a directory, and the same file as
	// the other scopes' by the name alone.
	key := f.Filename
	if !path.IsAbs(key) && f.Directory != "" {
		key = path.Join(f.Directory, key)
	}
	if n, ok := d.nums[key]; ok {
		return n
	}
	n := len(d.files)
	if d.version < 5 {
		n++
	}
	d.nums[key] = n
	df := mir.DebugFile{Num: n, Dir: f.Directory, Name: f.Filename}
	if f.Checksumkind == enum.ChecksumKindMD5 && d.version >= 5 {
		df.MD5 = f.Checksum
	}
	// As llc writes them: a file other than DWARF 5's file 0 whose
	// directory is the compilation directory (or none) is named by the
	// directory part of its name, relative to the compilation directory.
	if n > 0 || d.version < 5 {
		if f.Directory == "" || d.version >= 5 && f.Directory == d.root.Directory {
			df.Dir, df.Name = "", f.Filename
			if i := strings.LastIndexByte(f.Filename, '/'); i > 0 {
				df.Dir, df.Name = f.Filename[:i], f.Filename[i+1:]
			} else if i == 0 {
				df.Dir, df.Name = "/", f.Filename[1:]
			}
		}
	}
	d.files = append(d.files, df)
	return n
}

// scopeFile is the file of a location's scope.
func scopeFile(s metadata.Field) *metadata.DIFile {
	switch s := s.(type) {
	case *metadata.DISubprogram:
		return s.File
	case *metadata.DILexicalBlock:
		return s.File
	case *metadata.DILexicalBlockFile:
		return s.File
	}
	return nil
}

// dbgAttachment finds the !dbg attachment of an instruction or function.
func dbgAttachment(x interface{}) metadata.MDNode {
	a, ok := x.(interface {
		MDAttachments() []*metadata.Attachment
	})
	if !ok {
		return nil
	}
	for _, md := range a.MDAttachments() {
		if md.Name == "dbg" {
			return md.Node
		}
	}
	return nil
}

// instPos is the line-table position of an IR instruction or terminator
// (the zero Pos if it has none).
func (d *debugInfo) instPos(inst interface{}) mir.Pos {
	if d == nil || !d.on {
		return mir.Pos{}
	}
	loc, ok := dbgAttachment(inst).(*metadata.DILocation)
	if !ok || loc.Line <= 0 {
		return mir.Pos{}
	}
	f := scopeFile(loc.Scope)
	if f == nil {
		return mir.Pos{}
	}
	return mir.Pos{File: int32(d.number(f)), Line: int32(loc.Line), Col: int32(loc.Column)}
}

// funcPos is where the line table starts function f: its subprogram's
// scope line (or its line), column 0.
func (d *debugInfo) funcPos(f *ir.Func) mir.Pos {
	if d == nil || !d.on {
		return mir.Pos{}
	}
	sp, ok := dbgAttachment(f).(*metadata.DISubprogram)
	if !ok || sp.File == nil {
		return mir.Pos{}
	}
	line := sp.ScopeLine
	if line <= 0 {
		line = sp.Line
	}
	if line <= 0 {
		return mir.Pos{}
	}
	return mir.Pos{File: int32(d.number(sp.File)), Line: int32(line)}
}

// IsDbgIntrinsic reports whether in is a call of llvm.dbg.declare,
// llvm.dbg.value or llvm.dbg.label.
func IsDbgIntrinsic(in ir.Instruction) bool {
	c, ok := in.(*ir.InstCall)
	if !ok {
		return false
	}
	f, ok := c.Callee.(*ir.Func)
	return ok && strings.HasPrefix(f.Name(), "llvm.dbg.")
}

// warnings is the one line that says what of the debug information is
// dropped, if anything is.
func (d *debugInfo) warnings(file string) []string {
	switch {
	case !d.on:
		return nil
	case d.full || d.dropped > 0:
		return []string{fmt.Sprintf("%s: debug information: only the line table is emitted; variable locations (%d llvm.dbg.* calls), types and scopes are dropped", file, d.dropped)}
	}
	return []string{fmt.Sprintf("%s: debug information: only the line table is emitted; subprogram and inlining scopes are dropped", file)}
}
