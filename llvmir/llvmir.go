// Package llvmir reads textual LLVM IR as clang-14 writes it and gives the
// rest of ssara a parsed module (github.com/llir/llvm) together with the
// source position of every instruction, so that later passes can report
// errors as file:line.
//
// llir/llvm v0.3.6 rejects the return attribute `align N` on call and
// define lines (llir issue 40). Read removes it before parsing and keeps
// it in Module.RetAlign, so nothing of its meaning is lost: it only
// promises an alignment of the returned pointer, which code generation may
// ignore.
package llvmir

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/llir/ll"
	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/pkg/errors"
)

// Module is a parsed module with positions.
type Module struct {
	*ir.Module
	// File is the name used in messages.
	File string
	// RetAlign maps a function (define/declare) or a call instruction to
	// the `align N` return attribute removed before parsing.
	RetAlign map[interface{}]int
	// pos maps instructions and terminators to their lines; fnPos maps
	// functions to the line of their define.
	pos   map[interface{}]int
	fnPos map[*ir.Func]int
	// stubs are the functions of a Split chunk whose bodies are in
	// other chunks.
	stubs map[*ir.Func]bool
}

// Error is an error at a source position.
type Error struct {
	File string
	Line int // 0 if unknown
	Col  int // 0 if unknown
	Func string
	Inst string
	Msg  string
}

func (e *Error) Error() string {
	var sb strings.Builder
	sb.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&sb, ":%d", e.Line)
		if e.Col > 0 {
			fmt.Fprintf(&sb, ":%d", e.Col)
		}
	}
	sb.WriteString(": ")
	if e.Func != "" {
		fmt.Fprintf(&sb, "in function @%s: ", e.Func)
	}
	sb.WriteString(e.Msg)
	if e.Inst != "" {
		fmt.Fprintf(&sb, ": %s", strings.TrimSpace(e.Inst))
	}
	return sb.String()
}

// ReadFile reads and parses the file name ("-" is standard input).
func ReadFile(name string) (*Module, error) {
	var data []byte
	var err error
	if name == "-" {
		data, err = io.ReadAll(os.Stdin)
		name = "<stdin>"
	} else {
		data, err = os.ReadFile(name)
	}
	if err != nil {
		return nil, errors.Wrap(err, "read input")
	}
	return Parse(name, data)
}

var (
	syntaxLine = regexp.MustCompile(`syntax error at line (\d+)`)
	callKW     = regexp.MustCompile(`\b(?:call|invoke)\b`)
	alignAttr  = regexp.MustCompile(`\salign\s+(\d+)\b`)
	semIdent   = regexp.MustCompile(`"([%@][^"]+)"`)
)

// stripRetAlign removes a return attribute `align N` from a call, invoke,
// define or declare line. It returns the new line and N, or N = 0.
func stripRetAlign(l string) (string, int) {
	t := strings.TrimSpace(l)
	var from, to int
	switch {
	case strings.HasPrefix(t, "define ") || strings.HasPrefix(t, "declare "):
		from, to = 0, strings.IndexByte(l, '@')
	case strings.HasPrefix(t, "@") || strings.HasPrefix(t, "!") || strings.HasPrefix(t, ";"):
		return l, 0 // globals, metadata and comments hold no calls
	default:
		loc := callKW.FindStringIndex(l)
		if loc == nil || strings.Count(l[:loc[0]], `"`)%2 == 1 {
			return l, 0 // no call, or "call" inside a string
		}
		from = loc[1]
		to = strings.IndexByte(l[from:], '(')
		if to >= 0 {
			to += from
		}
	}
	if to < 0 {
		return l, 0
	}
	m := alignAttr.FindStringSubmatchIndex(l[from:to])
	if m == nil {
		return l, 0
	}
	n, err := strconv.Atoi(l[from+m[2] : from+m[3]])
	if err != nil || n <= 0 {
		return l, 0 // not an alignment: leave it to the parser
	}
	return l[:from+m[0]] + l[from+m[1]:], n
}

// Parse parses IR text; file is the name used in messages.
func Parse(file string, data []byte) (*Module, error) {
	return parse(file, string(data), nil)
}

// parse parses IR text whose line i (from 1) is line lineMap[i-1] of file
// (line i itself without a lineMap): the text of a Split's chunk. The
// lines and llir's parser share the one string (issue 16: the text was
// copied twice more while the syntax tree, the peak of the parse, was
// being built).
func parse(file string, text string, lineMap []int32) (*Module, error) {
	lines := strings.Split(text, "\n")
	strips := map[int]int{} // line -> align
	for i, l := range lines {
		if !strings.Contains(l, "align") {
			continue
		}
		if nl, n := stripRetAlign(l); n > 0 {
			lines[i] = nl
			strips[i+1] = n
		}
	}
	src := text
	if len(strips) > 0 {
		src = strings.Join(lines, "\n")
	}
	// The lines (of src) are made again after the parse rather than held
	// beside the syntax tree.
	lines = nil
	m, err := parseString(file, src)
	lines = strings.Split(src, "\n")
	if err != nil {
		e := parseError(file, lines, src, err)
		if pe, ok := e.(*Error); ok && pe.Line > 0 && pe.Line <= len(lineMap) {
			pe.Line = int(lineMap[pe.Line-1])
		}
		return nil, e
	}
	mod := &Module{Module: m, File: file, RetAlign: map[interface{}]int{},
		pos: map[interface{}]int{}, fnPos: map[*ir.Func]int{}}
	mod.locate(lines)
	if len(strips) > 0 {
		byLine := map[int]interface{}{}
		for x, l := range mod.pos {
			byLine[l] = x
		}
		byName := map[string]*ir.Func{}
		for _, f := range m.Funcs {
			byName[f.Name()] = f
		}
		for line, n := range strips {
			if x, ok := byLine[line]; ok {
				mod.RetAlign[x] = n
				continue
			}
			l := lines[line-1]
			if i := strings.IndexByte(l, '@'); i >= 0 {
				j := i + 1
				for j < len(l) && l[j] != '(' {
					j++
				}
				if f, ok := byName[strings.Trim(l[i+1:j], `"`)]; ok {
					mod.RetAlign[f] = n
				}
			}
		}
	}
	if lineMap != nil {
		for x, l := range mod.pos {
			mod.pos[x] = int(lineMap[l-1])
		}
		for f, l := range mod.fnPos {
			mod.fnPos[f] = int(lineMap[l-1])
		}
	}
	return mod, nil
}

// parseString runs llir's parser, turning its panics on ill-typed IR (an
// atomicrmw on a non-pointer, say) into errors.
func parseString(file string, src string) (m *ir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, errors.Errorf("invalid IR: %v", r)
		}
	}()
	return asm.ParseString(file, src)
}

// parseError turns an llir error into one with a line number (and the
// column of the unexpected token of a syntax error).
func parseError(file string, lines []string, src string, err error) error {
	msg := err.Error()
	if m := syntaxLine.FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		e := &Error{File: file, Line: n, Msg: "syntax error (or IR construct the llir/llvm v0.3.6 parser does not accept)"}
		var se ll.SyntaxError
		if errors.As(err, &se) && se.Offset >= 0 && se.Offset <= len(src) {
			e.Line = 1 + strings.Count(src[:se.Offset], "\n")
			e.Col = 1 + se.Offset - (strings.LastIndexByte(src[:se.Offset], '\n') + 1)
			n = e.Line
		}
		if n >= 1 && n <= len(lines) {
			e.Inst = lines[n-1]
		}
		return e
	}
	// Semantic errors name an identifier: find its first line.
	msg = strings.TrimPrefix(msg, "unable to parse \""+file+"\" into an AST: ")
	if q := semIdent.FindStringSubmatch(msg); q != nil {
		id := q[1]
		for i, l := range lines {
			if containsIdent(l, id) {
				return &Error{File: file, Line: i + 1, Msg: msg}
			}
		}
	}
	return &Error{File: file, Msg: msg}
}

func containsIdent(line, id string) bool {
	for off := 0; ; {
		i := strings.Index(line[off:], id)
		if i < 0 {
			return false
		}
		end := off + i + len(id)
		if end == len(line) || !isIdentChar(line[end]) {
			return true
		}
		off = end
	}
}

func isIdentChar(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c == '-' ||
		c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// locate finds the line of every function and instruction: instructions
// appear in the text in the same order as in the parsed function.
func (m *Module) locate(lines []string) {
	fi := 0
	var defs []*ir.Func
	n := 0
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			defs = append(defs, f)
			for _, b := range f.Blocks {
				n += len(b.Insts) + 1
			}
		}
	}
	if len(m.pos) == 0 {
		m.pos = make(map[interface{}]int, n) // grown, it took a sixth of the parse
	}
	for i := 0; i < len(lines) && fi < len(defs); i++ {
		if !strings.HasPrefix(lines[i], "define ") {
			continue
		}
		f := defs[fi]
		fi++
		m.fnPos[f] = i + 1
		var insts []interface{}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				insts = append(insts, in)
			}
			insts = append(insts, b.Term)
		}
		k := 0
		depth := 0
		for i++; i < len(lines); i++ {
			l := strings.TrimSpace(lines[i])
			if l == "}" && depth == 0 {
				break
			}
			if depth > 0 {
				depth += strings.Count(l, "[") - strings.Count(l, "]")
				continue
			}
			if l == "" || l[0] == ';' || isLabel(l) {
				continue
			}
			if k < len(insts) {
				m.pos[insts[k]] = i + 1
				k++
			}
			depth += strings.Count(stripStrings(l), "[") - strings.Count(stripStrings(l), "]")
			if depth < 0 {
				depth = 0
			}
		}
	}
}

func stripStrings(l string) string {
	if !strings.Contains(l, `"`) {
		return l
	}
	var b bytes.Buffer
	in := false
	for i := 0; i < len(l); i++ {
		if l[i] == '"' {
			in = !in
			continue
		}
		if !in {
			b.WriteByte(l[i])
		}
	}
	return b.String()
}

func isLabel(l string) bool {
	if i := strings.IndexByte(l, ';'); i >= 0 {
		l = strings.TrimSpace(l[:i])
	}
	return strings.HasSuffix(l, ":") && !strings.ContainsAny(l, " =")
}

// Line returns the source line of an instruction, terminator or function
// (0 if unknown).
func (m *Module) Line(x interface{}) int {
	if f, ok := x.(*ir.Func); ok {
		return m.fnPos[f]
	}
	return m.pos[x]
}

// Errorf makes a positioned error about instruction inst (an ir.Instruction
// or ir.Terminator, or nil) in function f.
func (m *Module) Errorf(f *ir.Func, inst interface{}, format string, args ...interface{}) error {
	e := &Error{File: m.File, Msg: fmt.Sprintf(format, args...)}
	if f != nil {
		e.Func = f.Name()
		e.Line = m.fnPos[f]
	}
	if inst != nil {
		if l := m.pos[inst]; l > 0 {
			e.Line = l
		}
		if s, ok := inst.(interface{ LLString() string }); ok {
			e.Inst = llString(s)
		}
	}
	return e
}

// llString prints an instruction; llir panics on some invalid constants,
// and then the message goes without the instruction.
func llString(s interface{ LLString() string }) (text string) {
	defer func() {
		if recover() != nil {
			text = ""
		}
	}()
	return s.LLString()
}
