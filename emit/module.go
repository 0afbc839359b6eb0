package emit

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/ssara-project/ssara/mir"
)

// WriteModule writes a module's assembly in the layout every ELF target
// shares: the target's header lines, the .file directive, the functions'
// texts (already emitted, in order), the constant pool, the data, a .weak
// directive for each weak reference and the note that the stack is not
// executable.
func WriteModule(w io.Writer, m *mir.Module, header []string, funcs [][]byte) error {
	bw := bufio.NewWriter(w)
	for _, h := range header {
		fmt.Fprintf(bw, "\t%s\n", h)
	}
	if m.Source != "" {
		fmt.Fprintf(bw, "\t.file\t%q\n", m.Source)
	}
	if hasLineTable(m) {
		writeDebugFiles(bw, m.DebugFiles)
	}
	fmt.Fprintf(bw, "\t.text\n")
	for _, f := range funcs {
		bw.Write(f)
	}
	for _, c := range m.Consts {
		fmt.Fprintf(bw, "\t.section\t.rodata.cst%d,\"aM\",@progbits,%d\n", len(c.Bytes), len(c.Bytes))
		fmt.Fprintf(bw, "\t.p2align\t%d\n", Log2(c.Align))
		fmt.Fprintf(bw, "%s:\n", c.Label)
		var parts []string
		for _, b := range c.Bytes {
			parts = append(parts, fmt.Sprint(b))
		}
		fmt.Fprintf(bw, "\t.byte\t%s\n", strings.Join(parts, ","))
	}
	if err := WriteData(bw, m.Data, ELF); err != nil {
		return err
	}
	writeAliases(bw, m.Aliases)
	writeDebugUnit(bw, m)
	for _, s := range m.WeakRefs {
		fmt.Fprintf(bw, "\t.weak\t%s\n", s)
	}
	fmt.Fprintf(bw, "\t.section\t\".note.GNU-stack\",\"\",@progbits\n")
	return bw.Flush()
}

// writeAliases writes the module's aliases as llc does: the symbol's
// binding, visibility and type, then .set.
func writeAliases(w io.Writer, as []mir.Alias) {
	for _, a := range as {
		switch {
		case a.Weak:
			fmt.Fprintf(w, "\t.weak\t%s\n", a.Name)
		case a.Global:
			fmt.Fprintf(w, "\t.globl\t%s\n", a.Name)
		}
		if a.Visibility != "" {
			fmt.Fprintf(w, "\t.%s\t%s\n", a.Visibility, a.Name)
		}
		if a.Func {
			fmt.Fprintf(w, "\t.type\t%s,@function\n", a.Name)
		}
		fmt.Fprintf(w, ".set %s, %s\n", a.Name, a.Target)
	}
}

// Log2 is the exponent of the smallest power of two at least n (the
// argument of .p2align).
func Log2(n int64) int {
	k := 0
	for int64(1)<<uint(k) < n {
		k++
	}
	return k
}
