// Package backend is the registry of ssara's targets. Each target
// registers itself once, in a file of this package, with everything the
// pipeline needs of it: its -march name, the target triples it compiles,
// its instruction selector, its register file and its assembly writer. The
// driver looks a target up by -march or by the module's triple and
// asserts nothing about it.
//
// Adding a target (say RISC-V) takes new packages isa/riscv, lower/riscv
// and emit/riscv, and a new file here whose init calls Register: see
// docs/DESIGN.md.
package backend

import (
	"io"
	"sort"
	"strings"

	"github.com/pkg/errors"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Backend is one target: an ISA with its ABI.
type Backend struct {
	// Name is the -march value ("x86-64", "ppc64le").
	Name string
	// Arches are the architecture components of the target triples the
	// backend compiles ("x86_64" in "x86_64-pc-linux-gnu").
	Arches []string
	// NewSelector makes the instruction selector of one module (see
	// lower.Selector).
	NewSelector func() lower.Selector
	// Regs is the register file allocators and the checker see.
	Regs mir.Target
	// FuncRegs, when set, narrows Regs for one lowered function (a
	// PowerPC function with a frame pointer takes r31 out of allocation);
	// the function is allocated, checked and emitted with the result.
	FuncRegs func(f *mir.Func) mir.Target
	// FitBudget, when set, reshapes a lowered function for a register
	// budget (-regs, -fp-regs; 0 is none) before it is allocated and
	// checked: instructions that read more registers at once than the
	// budget are split into ones that read fewer. It returns f itself when
	// nothing is over the budget.
	FitBudget func(f *mir.Func, gprs, fprs int) *mir.Func
	// Emitter writes the assembly (position-independent: it links into
	// PIE and non-PIE executables and into shared objects).
	Emitter Emitter
	// Static, when set, is the backend of -relocation-model=static
	// (llc-14's default) where the target's static code differs from its
	// PIC code beyond what PIC says (x86-64: absolute addresses where
	// llc-14 uses them, in the selection and the emitter). Nil when the
	// target's static output is its PIC output.
	Static *Backend
	// PIC, when set, is the backend of -relocation-model=pic where the
	// target's PIC code differs beyond the emitter (ppc32: GOT-based code
	// with r30 reserved as the pointer into .got2).
	PIC *Backend
	// Desc is the one-line description --version prints.
	Desc string
	// CPUs are the -mcpu names accepted (every CPU the emitted code runs
	// on); the first is the default.
	CPUs []string
	// Assembler is the command (and its flags) that turns the emitted
	// assembly into an ELF object for -filetype=obj, as clang -c does;
	// the driver appends "-o OUT IN.s".
	Assembler []string
}

// Emitter writes a target's assembly.
type Emitter interface {
	// Func writes one allocated function; index is its position among
	// the module's functions (it keeps labels unique).
	Func(f *mir.Func, index int) []byte
	// WriteModule writes the whole module: the functions' texts (from
	// Func, in order), the constant pool and the data. Of m.Funcs it
	// reads only each function's Name and Pos (the debug information),
	// so a driver may pass shells of functions it has dropped.
	WriteModule(w io.Writer, m *mir.Module, funcs [][]byte) error
}

// Lower selects instructions for module m.
func (b *Backend) Lower(m *llvmir.Module) (*mir.Module, error) {
	return lower.Lower(m, b.NewSelector())
}

// Begin starts lowering module m in parts (see lower.Lowering).
func (b *Backend) Begin(m *llvmir.Module) (*lower.Lowering, error) {
	return lower.Begin(m, b.NewSelector())
}

// RegsOf is the register file function f is allocated, checked and
// emitted with.
func (b *Backend) RegsOf(f *mir.Func) mir.Target {
	if b.FuncRegs != nil {
		return b.FuncRegs(f)
	}
	return b.Regs
}

var byName = map[string]*Backend{}

// Register adds a backend; it panics on a name or architecture that is
// already registered (registrations are static: a clash is a programming
// error).
func Register(b *Backend) {
	if _, dup := byName[b.Name]; dup {
		panic("backend: " + b.Name + " registered twice")
	}
	for _, o := range byName {
		for _, a := range o.Arches {
			for _, x := range b.Arches {
				if a == x {
					panic("backend: architecture " + a + " registered by " + o.Name + " and " + b.Name)
				}
			}
		}
	}
	byName[b.Name] = b
}

// Names lists the registered -march values in sorted order.
func Names() []string {
	var out []string
	for n := range byName {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Lookup returns the backend of a -march value.
func Lookup(march string) (*Backend, error) {
	if b, ok := byName[march]; ok {
		return b, nil
	}
	return nil, errors.Errorf("unsupported target %q (supported: %s)", march, strings.Join(Names(), ", "))
}

// DefaultTriple is the triple assumed for a module that names none (as
// llc-14 built for an x86-64 host does).
const DefaultTriple = "x86_64-unknown-linux-gnu"

// ForTriple returns the backend that compiles a target triple, by its
// architecture component (the text before the first '-'); an empty triple
// means DefaultTriple.
func ForTriple(triple string) (*Backend, error) {
	if triple == "" {
		triple = DefaultTriple
	}
	arch := triple
	if i := strings.IndexByte(triple, '-'); i >= 0 {
		arch = triple[:i]
	}
	var known []string
	for _, n := range Names() {
		b := byName[n]
		for _, a := range b.Arches {
			if a == arch {
				return b, nil
			}
			known = append(known, a)
		}
	}
	return nil, errors.Errorf("unsupported target triple %q (known architectures: %s; or give -march: %s)",
		triple, strings.Join(known, ", "), strings.Join(Names(), ", "))
}
