package llvmir

import (
	"bytes"
	"strings"

	"github.com/llir/llvm/ir"
)

// A Split cuts a large module's text into chunks of function definitions
// that are parsed one after another, so that llir/llvm's syntax tree (about
// thirty times the size of the text it parses) exists for one chunk at a
// time rather than for the whole module.
//
// Chunk i's text is the module's text with the bodies of the functions of
// the other chunks replaced: a function the chunk refers to keeps its
// define line and gets the body `unreachable` (a stub: Module.Stub), and
// everything else the chunk does not refer to becomes an empty line.
// The parsed module's positions are the file's lines. Chunk 0 keeps the whole module outside the other chunks'
// bodies (every global, declaration and alias: the module's data is
// taken from it); the later chunks keep the type definitions, attribute
// groups, metadata, comdats and unnamed globals, and of the globals,
// declarations and functions only those their code refers to, directly
// or through the initializers of the globals it keeps.
//
// A module whose text is not in the shape clang writes (a define line
// that does not end in `{`, a body without its closing `}` at the start
// of a line) or that takes the address of a block (`blockaddress`, whose
// labels are numbered across the module) is not split.
type Split struct {
	file  string
	data  []byte
	lines []int32 // byte offset of each line's start, then where the next would start
	// dropped is how many bytes of data are bodies of parsed chunks'
	// functions (see drop).
	dropped int
	// entities are the module-level definitions and declarations, in
	// text order.
	entities []entity
	byName   map[string]int // global name -> index in entities
	chunks   [][2]int       // ranges of function indices (funcs)
	funcs    []int          // indices in entities of the definitions
}

// entity is one module-level line or function definition.
type entity struct {
	first, last int    // line indices: a definition spans its body and closing brace
	name        string // the @name it defines or declares, "" for other lines
	kind        entityKind
	refs        []string // the @names its lines refer to (define line only for a function)
}

type entityKind uint8

const (
	keepAlways entityKind = iota // types, attributes, metadata, target lines
	global                       // @g = ... (variables, aliases)
	declare                      // declare ...
	define                       // define ... { ... }
	numbered                     // an unnamed global (@0 = ...): kept, so the numbering holds
)

// NewSplit cuts data (the text of file) into chunks of about size bytes
// of function text. It returns nil when the module is not split: one
// chunk would do, or the text is not in the shape a split needs.
func NewSplit(file string, data []byte, size int) *Split {
	if len(data) == 0 || len(data) <= size || len(data) >= 1<<31-1 || bytes.Contains(data, []byte("blockaddress(")) {
		return nil
	}
	s := &Split{file: file, data: data, byName: map[string]int{}}
	for off := 0; off < len(data); {
		s.lines = append(s.lines, int32(off))
		end := bytes.IndexByte(data[off:], '\n')
		if end < 0 {
			break
		}
		off += end + 1
	}
	nlines := len(s.lines)
	end := len(data) + 1 // where a line after the last would start
	if data[len(data)-1] == '\n' {
		end = len(data)
	}
	s.lines = append(s.lines, int32(end))
	for i := 0; i < nlines; i++ {
		l := s.line(i)
		e := entity{first: i, last: i}
		switch {
		case bytes.HasPrefix(l, []byte("define ")):
			if !bytes.HasSuffix(bytes.TrimRight(l, " \t\r"), []byte("{")) {
				return nil
			}
			j := i + 1
			for j < nlines && !bytes.Equal(bytes.TrimRight(s.line(j), " \t\r"), []byte("}")) {
				j++
			}
			if j == nlines || j == i+1 {
				return nil
			}
			e.kind, e.last, e.name = define, j, declaredName(l)
			e.refs = globalRefs(l, nil)
			s.funcs = append(s.funcs, len(s.entities))
			i = j
		case bytes.HasPrefix(l, []byte("declare ")):
			e.kind, e.name = declare, declaredName(l)
		case len(l) > 1 && l[0] == '@':
			e.kind, e.name = global, definedName(l)
			if isNumbered(e.name) {
				e.kind = numbered
			}
			e.refs = globalRefs(l[len(e.name)+1:], nil)
		}
		if e.name == "" && e.kind != keepAlways {
			return nil
		}
		if e.name != "" {
			s.byName[e.name] = len(s.entities)
		}
		s.entities = append(s.entities, e)
	}
	// Chunks of whole functions, about size bytes each.
	start, bytesIn := 0, 0
	for k, fi := range s.funcs {
		e := s.entities[fi]
		bytesIn += int(s.lines[e.last+1] - s.lines[e.first])
		if bytesIn >= size || k == len(s.funcs)-1 {
			s.chunks = append(s.chunks, [2]int{start, k + 1})
			start, bytesIn = k+1, 0
		}
	}
	if len(s.chunks) < 2 {
		return nil
	}
	return s
}

// Len is the number of chunks.
func (s *Split) Len() int { return len(s.chunks) }

// line is line i (from 0) without its newline (empty for a line drop
// let go of).
func (s *Split) line(i int) []byte {
	if s.lines[i+1] <= s.lines[i] {
		return nil
	}
	end := int(s.lines[i+1]) - 1
	if end > len(s.data) {
		end = len(s.data)
	}
	return s.data[s.lines[i]:end]
}

// Text is the text of chunk i (see Split), the line of the file each of
// its lines is, and the lines of the define lines of its stubs. With all,
// the chunk keeps every global, declaration and stub, as chunk 0 does.
func (s *Split) Text(i int, all bool) (text string, lineMap []int32, stubs map[int]bool) {
	real := map[int]bool{} // entity indices whose body the chunk keeps
	for _, fi := range s.funcs[s.chunks[i][0]:s.chunks[i][1]] {
		real[fi] = true
	}
	keep := make([]bool, len(s.entities)) // entities kept (real, stubs, globals, declarations)
	if i == 0 || all {
		for k := range keep {
			keep[k] = true
		}
	} else {
		// The names the chunk's code refers to, closed over the
		// initializers of the globals and the define lines of the stubs.
		var work []string
		for k, e := range s.entities {
			switch {
			case real[k]:
				for j := e.first; j <= e.last; j++ {
					work = globalRefs(s.line(j), work)
				}
			case e.kind == keepAlways || e.kind == numbered:
				work = globalRefs(s.line(e.first), work)
			}
		}
		for len(work) > 0 {
			n := work[len(work)-1]
			work = work[:len(work)-1]
			k, ok := s.byName[n]
			if !ok || keep[k] {
				continue
			}
			keep[k] = true
			work = append(work, s.entities[k].refs...)
		}
		for k, e := range s.entities {
			if real[k] || e.kind == keepAlways || e.kind == numbered {
				keep[k] = true
			}
		}
	}
	// The text is written into a string of its exact size (a growing
	// buffer's slack, up to the text's size again, was live while the
	// chunk's syntax tree was built).
	const stubBody = "\n  unreachable\n}\n"
	size := 0
	for k, e := range s.entities {
		switch {
		case !keep[k]:
		case e.kind == define && !real[k]:
			size += len(s.line(e.first)) + len(stubBody)
		default:
			for j := e.first; j <= e.last; j++ {
				size += len(s.line(j)) + 1
			}
		}
	}
	var b strings.Builder
	b.Grow(size)
	stubs = map[int]bool{}
	for k, e := range s.entities {
		switch {
		case !keep[k]:
		case e.kind == define && !real[k]:
			b.Write(s.line(e.first))
			b.WriteString(stubBody)
			lineMap = append(lineMap, int32(e.first+1), int32(e.first+2), int32(e.last+1))
			stubs[e.first+1] = true
		default:
			for j := e.first; j <= e.last; j++ {
				b.Write(s.line(j))
				b.WriteByte('\n')
				lineMap = append(lineMap, int32(j+1))
			}
		}
	}
	return b.String(), lineMap, stubs
}

// Parse parses chunk i: a Module whose Stub reports the functions whose
// bodies are in other chunks. Should a chunk that keeps only what its
// code refers to not parse, it is parsed again with everything kept, so
// that an error is the one the whole module's parse would report.
// Chunks are parsed once each, in order: a parsed chunk's function
// bodies may be let go of (drop), after which its Text lacks them.
// Chunk 0, which is never parsed again, lets go of them once its text is
// made, before its parse: a module whose first chunk is one very large
// function then holds its text once while the syntax tree is built.
func (s *Split) Parse(i int) (*Module, error) {
	text, lineMap, stubs := s.Text(i, false)
	if i == 0 {
		s.drop(0)
	}
	m, err := parse(s.file, text, lineMap)
	if err != nil && i > 0 {
		text, lineMap, stubs = s.Text(i, true)
		m, err = parse(s.file, text, lineMap)
	}
	if err != nil {
		return nil, err
	}
	if i > 0 {
		s.drop(i)
	}
	m.stubs = map[*ir.Func]bool{}
	for f, line := range m.fnPos {
		if stubs[line] {
			m.stubs[f] = true
		}
	}
	return m, nil
}

// Stub reports whether f is defined in the module but its body is in
// another chunk of a Split (the parsed body is a placeholder).
func (m *Module) Stub(f *ir.Func) bool { return m.stubs[f] }

// declaredName is the @name of a define or declare line: the first @
// identifier, which follows the return type.
func declaredName(l []byte) string {
	i := bytes.IndexByte(l, '@')
	if i < 0 {
		return ""
	}
	return identAt(l, i)
}

// definedName is the @name a global's line starts with.
func definedName(l []byte) string { return identAt(l, 0) }

// identAt is the @identifier at l[i] ('@'), with the @, or "".
func identAt(l []byte, i int) string {
	j := i + 1
	if j < len(l) && l[j] == '"' {
		k := bytes.IndexByte(l[j+1:], '"')
		if k < 0 {
			return ""
		}
		return string(l[i : j+k+2])
	}
	for j < len(l) && isIdentChar(l[j]) {
		j++
	}
	if j == i+1 {
		return ""
	}
	return string(l[i:j])
}

func isNumbered(name string) bool {
	for _, c := range name[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(name) > 1
}

// globalRefs appends the @identifiers of l to refs (an over-approximation:
// an @ inside a string constant counts too, which only keeps more).
func globalRefs(l []byte, refs []string) []string {
	for i := 0; i < len(l); i++ {
		if l[i] != '@' {
			continue
		}
		if n := identAt(l, i); n != "" {
			refs = append(refs, n)
			i += len(n) - 1
		}
	}
	return refs
}

// drop lets go of the bodies of chunk i's functions, which no later
// chunk's text reads (a later chunk keeps at most their define lines, as
// stubs): once the bodies of parsed chunks are at least half of the text
// held, the text is copied without them (issue 16: a module whose first
// chunk is one very large function kept all its text through that
// function's allocation). Halving before each copy keeps the copying
// linear in the text's size. The lines let go of become empty.
func (s *Split) drop(i int) {
	for _, fi := range s.funcs[s.chunks[i][0]:s.chunks[i][1]] {
		e := s.entities[fi]
		s.dropped += int(s.lines[e.last] - s.lines[e.first+1])
	}
	if i == len(s.chunks)-1 || 2*s.dropped < len(s.data) {
		return
	}
	gone := make([]bool, len(s.lines)-1)
	for _, fi := range s.funcs[:s.chunks[i][1]] {
		e := s.entities[fi]
		for j := e.first + 1; j < e.last; j++ {
			gone[j] = true
		}
	}
	data := make([]byte, 0, len(s.data)-s.dropped)
	for j := range gone {
		start := len(data)
		if !gone[j] {
			data = append(data, s.line(j)...)
			data = append(data, '\n')
		}
		s.lines[j] = int32(start)
	}
	s.lines[len(gone)] = int32(len(data))
	s.data, s.dropped = data, 0
}
