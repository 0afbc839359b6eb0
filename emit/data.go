package emit

import (
	"bufio"
	"fmt"
	"io"
	"math/bits"
	"strings"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/mir"
)

// Dialect holds what differs between the assemblers ssara writes for.
type Dialect struct {
	// Data4 and Data8 store a 4- and an 8-byte value such as a symbol's
	// address.
	Data4, Data8 string
}

// ELF is GNU as on ELF targets (x86-64, ppc64le, ppc32 alike).
var ELF = Dialect{Data4: ".long", Data8: ".quad"}

// WriteData writes objs as GNU as directives in the style of llc-14 for
// ELF: a section switch when the section changes, symbol binding and
// visibility, .type, .p2align, the label, the contents and .size. Common
// symbols become .comm. Nil objects are skipped. The current section
// afterwards is unspecified: callers switch back to .text themselves.
func WriteData(w io.Writer, objs []*mir.DataObject, d Dialect) error {
	bw := bufio.NewWriter(w)
	cur := ""
	for _, o := range objs {
		if o == nil {
			continue // a global without data (see lower.GlobalData)
		}
		if err := writeObject(bw, o, d, &cur); err != nil {
			return err
		}
	}
	return errors.WithStack(bw.Flush())
}

// writeObject writes one object; cur is the section directive in force.
func writeObject(w *bufio.Writer, o *mir.DataObject, d Dialect, cur *string) error {
	what := o.Name
	if what == "" {
		what = "anonymous data in " + o.SectionName
	}
	align := o.Align
	if align <= 0 {
		align = 1
	}
	if align&(align-1) != 0 {
		return errors.Errorf("%s: alignment %d is not a power of two", what, align)
	}
	var n int64
	for _, it := range o.Items {
		if it.Kind == mir.DataSym && it.Size != 1 && it.Size != 2 && it.Size != 4 && it.Size != 8 {
			return errors.Errorf("%s: symbol %s stored in %d bytes", what, it.Sym, it.Size)
		}
		n += it.Len()
	}
	if n != o.Size && !(o.Size == 0 && n == 0) {
		return errors.Errorf("%s: items hold %d bytes, size is %d", what, n, o.Size)
	}
	nobits := o.Section == mir.SecBSS || o.Section == mir.SecTBSS
	if (nobits || o.Common) && !allZero(o.Items) {
		return errors.Errorf("%s: non-zero contents in a zero-filled section", what)
	}

	if o.Common {
		if o.Name == "" {
			return errors.New("common data object without a name")
		}
		if o.Visibility != "" {
			fmt.Fprintf(w, "\t.%s\t%s\n", o.Visibility, o.Name)
		}
		fmt.Fprintf(w, "\t.type\t%s,@object\n", o.Name)
		// A zero-sized common symbol is undefined behaviour for as.
		fmt.Fprintf(w, "\t.comm\t%s,%d,%d\n", o.Name, max(o.Size, 1), align)
		return nil
	}

	sec, err := sectionDirective(o)
	if err != nil {
		return errors.Wrap(err, what)
	}
	if sec != *cur {
		fmt.Fprintf(w, "\t%s\n", sec)
		*cur = sec
	}
	if o.Name != "" {
		switch {
		case o.Weak:
			fmt.Fprintf(w, "\t.weak\t%s\n", o.Name)
		case o.Global:
			fmt.Fprintf(w, "\t.globl\t%s\n", o.Name)
		}
		if o.Visibility != "" {
			fmt.Fprintf(w, "\t.%s\t%s\n", o.Visibility, o.Name)
		}
		fmt.Fprintf(w, "\t.type\t%s,@object\n", o.Name)
	}
	if align > 1 {
		fmt.Fprintf(w, "\t.p2align\t%d\n", bits.TrailingZeros64(uint64(align)))
	}
	if o.Name != "" {
		fmt.Fprintf(w, "%s:\n", o.Name)
	}
	if nobits {
		if o.Size > 0 {
			fmt.Fprintf(w, "\t.zero\t%d\n", o.Size)
		}
	} else {
		for _, it := range o.Items {
			writeItem(w, it, d)
		}
	}
	if o.Name != "" {
		fmt.Fprintf(w, "\t.size\t%s, %d\n", o.Name, o.Size)
	}
	w.WriteByte('\n')
	return nil
}

// sectionFlags gives the flags and type of each section kind.
var sectionFlags = map[mir.Section]string{
	mir.SecData:      `"aw",@progbits`,
	mir.SecBSS:       `"aw",@nobits`,
	mir.SecROData:    `"a",@progbits`,
	mir.SecROStr:     `"aMS",@progbits,1`,
	mir.SecDataRelRO: `"aw",@progbits`,
	mir.SecTData:     `"awT",@progbits`,
	mir.SecTBSS:      `"awT",@nobits`,
	mir.SecInitArray: `"aw",@init_array`,
	mir.SecFiniArray: `"aw",@fini_array`,
}

// sectionDirective is the directive that switches to o's section.
func sectionDirective(o *mir.DataObject) (string, error) {
	flags, ok := sectionFlags[o.Section]
	if !ok {
		return "", errors.Errorf("unknown section kind %v", o.Section)
	}
	name := o.SectionName
	if name == "" {
		switch o.Section {
		case mir.SecData:
			return ".data", nil
		case mir.SecBSS:
			return ".bss", nil
		case mir.SecROData:
			name = ".rodata"
		case mir.SecROStr:
			name = fmt.Sprintf(".rodata.str1.%d", max(o.Align, 1))
		case mir.SecDataRelRO:
			name = ".data.rel.ro"
		case mir.SecTData:
			name = ".tdata"
		case mir.SecTBSS:
			name = ".tbss"
		case mir.SecInitArray:
			name = ".init_array"
		case mir.SecFiniArray:
			name = ".fini_array"
		}
	}
	return fmt.Sprintf(".section\t%s,%s", quoteSection(name), flags), nil
}

// quoteSection quotes a section name unless it is made of letters,
// digits, '.', '_' and '$'.
func quoteSection(name string) string {
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '$') {
			return quoteString(name)
		}
	}
	if name == "" {
		return `""`
	}
	return name
}

// writeItem writes the directives for one item.
func writeItem(w *bufio.Writer, it mir.DataItem, d Dialect) {
	switch it.Kind {
	case mir.DataZero:
		if it.Zero > 0 {
			fmt.Fprintf(w, "\t.zero\t%d\n", it.Zero)
		}
	case mir.DataSym:
		dir := d.Data8
		switch it.Size {
		case 1:
			dir = ".byte"
		case 2:
			dir = ".short"
		case 4:
			dir = d.Data4
		}
		sym := it.Sym
		if it.Minus != "" {
			sym += "-" + it.Minus
		}
		switch {
		case it.Addend > 0:
			fmt.Fprintf(w, "\t%s\t%s+%d\n", dir, sym, it.Addend)
		case it.Addend < 0:
			fmt.Fprintf(w, "\t%s\t%s-%d\n", dir, sym, -uint64(it.Addend))
		default:
			fmt.Fprintf(w, "\t%s\t%s\n", dir, sym)
		}
	case mir.DataBytes:
		if isText(it.Bytes) {
			writeASCII(w, it.Bytes)
		} else {
			writeBytes(w, it.Bytes)
		}
	}
}

// isText reports whether p reads as a string: at least three printable
// ASCII or common control characters, and at most one NUL, at the end.
// (Only readability depends on it.)
func isText(p []byte) bool {
	body := strings.TrimRight(string(p), "\x00")
	if len(body) < 3 || len(p)-len(body) > 1 {
		return false
	}
	for i := 0; i < len(body); i++ {
		c := body[i]
		if (c < 0x20 || c > 0x7e) && c != '\n' && c != '\t' && c != '\r' {
			return false
		}
	}
	return true
}

// writeASCII writes p as .ascii lines of bounded length, the last as
// .asciz if p ends in a NUL.
func writeASCII(w *bufio.Writer, p []byte) {
	const chunk = 64
	for len(p) > 0 {
		n := min(len(p), chunk)
		if len(p)-n == 1 && p[len(p)-1] == 0 {
			n++ // keep a final NUL with its string for .asciz
		}
		part := p[:n]
		p = p[n:]
		if len(p) == 0 && part[len(part)-1] == 0 {
			fmt.Fprintf(w, "\t.asciz\t%s\n", quoteString(string(part[:len(part)-1])))
		} else {
			fmt.Fprintf(w, "\t.ascii\t%s\n", quoteString(string(part)))
		}
	}
}

// writeBytes writes p as .byte lines of 16 values.
func writeBytes(w *bufio.Writer, p []byte) {
	for len(p) > 0 {
		n := min(len(p), 16)
		w.WriteString("\t.byte\t")
		for i, c := range p[:n] {
			if i > 0 {
				w.WriteByte(',')
			}
			fmt.Fprintf(w, "%d", c)
		}
		w.WriteByte('\n')
		p = p[n:]
	}
}

// quoteString writes s as a GNU as string literal: printable ASCII as is,
// quotes and backslashes escaped, anything else as three octal digits.
func quoteString(s string) string {
	var sb strings.Builder
	sb.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			sb.WriteByte('\\')
			sb.WriteByte(c)
		case c == '\n':
			sb.WriteString(`\n`)
		case c == '\t':
			sb.WriteString(`\t`)
		case c >= 0x20 && c <= 0x7e:
			sb.WriteByte(c)
		default:
			fmt.Fprintf(&sb, "\\%03o", c)
		}
	}
	sb.WriteByte('"')
	return sb.String()
}

// allZero reports whether items hold only zero bytes.
func allZero(items []mir.DataItem) bool {
	for _, it := range items {
		switch it.Kind {
		case mir.DataSym:
			return false
		case mir.DataBytes:
			for _, c := range it.Bytes {
				if c != 0 {
					return false
				}
			}
		}
	}
	return true
}
