package lower

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/mir"
)

// Module is what the functions of one module being lowered share.
type Module struct {
	Src    *llvmir.Module
	Layout *Layout
	// Labels names the blocks whose address the module takes.
	Labels *BlockLabels
	sel    Selector
	traits Traits
	consts []*mir.Const
	debug  *debugInfo
	// pie: the module is for a position-independent executable (its
	// "PIE Level" flag), which allows local-exec TLS.
	pie bool
	// poolIdx finds constant-pool entries by content, for sharing.
	poolIdx map[string]string
}

// Lower selects instructions for every function of m with sel and
// describes its data.
func Lower(m *llvmir.Module, sel Selector) (*mir.Module, error) {
	lw, err := Begin(m, sel)
	if err != nil {
		return nil, err
	}
	fs, err := lw.Funcs(m)
	if err != nil {
		return nil, err
	}
	out := lw.Finish()
	out.Funcs = fs
	return out, nil
}

// A Lowering lowers one module, possibly in parts: Begin describes its
// data, Funcs lowers the functions of the module or of each chunk of its
// llvmir.Split in turn, Finish gives the module-level rest. The lowered
// functions are Funcs' results, not kept in the module, so that a driver
// may allocate and drop each chunk's functions before lowering the next.
type Lowering struct {
	mod  *Module
	out  *mir.Module
	file string
}

// Begin starts lowering module m (or the first chunk of its Split, which
// has all of its globals) with sel: it checks the data layout and
// describes the module's data.
func Begin(m *llvmir.Module, sel Selector) (*Lowering, error) {
	layout, err := ParseLayout(m.DataLayout, m.TargetTriple)
	if err != nil {
		return nil, m.Errorf(nil, nil, "%v", err)
	}
	t := sel.Target()
	tr := sel.Traits()
	if layout.PtrSize() != tr.PtrBytes {
		return nil, m.Errorf(nil, nil, "unsupported: module has %d-byte pointers, target %s has %d", layout.PtrSize(), t.Name(), tr.PtrBytes)
	}
	if layout.BigEndian() != tr.BigEndian {
		return nil, m.Errorf(nil, nil, "unsupported: module byte order does not match target %s", t.Name())
	}
	mod := &Module{Src: m, Layout: layout, Labels: NewBlockLabels(m.Module), sel: sel, traits: tr, poolIdx: map[string]string{},
		debug: newDebugInfo(m.Module), pie: pieLevel(m.Module)}
	out := &mir.Module{Target: t, Source: m.File}
	for _, g := range m.Globals {
		if g.Name() == "llvm.global_ctors" || g.Name() == "llvm.global_dtors" {
			objs, err := Structors(g, layout, mod.constSym)
			if err != nil {
				return nil, m.Errorf(nil, nil, "global @%s: %v", g.Name(), err)
			}
			out.Data = append(out.Data, objs...)
			continue
		}
		if g.Init == nil {
			continue // a declaration
		}
		if err := sel.CheckGlobal(g); err != nil {
			return nil, m.Errorf(nil, nil, "%v", err)
		}
		d, err := GlobalData(g, layout, mod.constSym)
		if err != nil {
			return nil, m.Errorf(nil, nil, "global @%s: %v", g.Name(), err)
		}
		out.Data = append(out.Data, d)
	}
	for _, a := range m.Aliases {
		al, err := AliasOf(a, layout, mod.constSym)
		if err != nil {
			return nil, m.Errorf(nil, nil, "%v", err)
		}
		out.Aliases = append(out.Aliases, *al)
	}
	if len(m.IFuncs) > 0 {
		return nil, m.Errorf(nil, nil, "unsupported: ifunc @%s", m.IFuncs[0].Name())
	}
	out.WeakRefs = WeakRefs(m.Module)
	return &Lowering{mod: mod, out: out, file: m.File}, nil
}

// Funcs lowers the function definitions of m, the module Begin was given
// or a chunk of its Split (whose stubs it skips), in their order.
func (lw *Lowering) Funcs(m *llvmir.Module) ([]*mir.Func, error) {
	lw.mod.Src = m
	var fs []*mir.Func
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 || m.Stub(f) {
			continue
		}
		lf, err := lw.mod.lowerFunc(f)
		if err != nil {
			return nil, err
		}
		fs = append(fs, lf)
	}
	lw.mod.Src = nil // m may go once its functions are lowered
	return fs, nil
}

// Finish gives the module without its functions: its data, constant
// pool (filled as the functions were lowered), weak references and line
// table files.
func (lw *Lowering) Finish() *mir.Module {
	out := lw.out
	out.Consts = lw.mod.consts
	out.DebugFiles = lw.mod.debug.files
	out.DebugUnit = lw.mod.debug.unit()
	out.Warnings = append(out.Warnings, lw.mod.debug.warnings(lw.file)...)
	return out
}

// constSym names a constant referenced from data.
func (m *Module) constSym(c constant.Constant) (string, bool) {
	switch g := c.(type) {
	case *ir.Global, *ir.Func, *ir.Alias:
		return GlobalSymbol(g.(interface{ Name() string })), true
	case *constant.BlockAddress:
		return m.Labels.Label(g)
	}
	return "", false
}

// Pool returns the label of a read-only constant-pool entry with bytes b
// (in target byte order) and alignment align, shared by equal entries.
func (m *Module) Pool(b []byte, align int64) string {
	key := fmt.Sprintf("%d:%x", align, b)
	if l, ok := m.poolIdx[key]; ok {
		return l
	}
	l := fmt.Sprintf(".LCPI%d", len(m.consts))
	m.consts = append(m.consts, &mir.Const{Label: l, Bytes: b, Align: align})
	m.poolIdx[key] = l
	return l
}

// plainCC reports whether a calling convention is the platform's C
// convention for our purposes: fastcc passes arguments the same way (llc
// uses it for internal functions clang marks fastcc).
func plainCC(cc enum.CallingConv) bool {
	return cc == enum.CallingConvNone || cc == enum.CallingConvC || cc == enum.CallingConvFast
}

func (m *Module) lowerFunc(f *ir.Func) (*mir.Func, error) {
	sym := mir.Symbol{
		Name:       GlobalSymbol(f),
		Global:     !IsLocalLinkage(f.Linkage),
		Weak:       IsWeak(f.Linkage),
		Visibility: VisibilityName(f.Visibility),
		Section:    f.Section,
		Align:      int64(f.Align),
	}
	if !plainCC(f.CallingConv) {
		return nil, m.Src.Errorf(f, nil, "unsupported: calling convention %s", f.CallingConv)
	}
	for _, a := range f.FuncAttrs {
		if a2, ok := a.(enum.FuncAttr); ok && a2 == enum.FuncAttrReturnsTwice {
			return nil, m.Src.Errorf(f, nil, "unsupported: returns_twice function")
		}
	}
	CSELoads(f)
	HoistAboveCalls(f, int(8*m.Layout.PtrSize()))
	SinkCompares(f)
	uses := UseCounts(f) // the sinking passes move no read, so the counts hold
	SinkLoads(f, uses)
	SinkVectors(f, uses)
	ninsts := len(f.Params)
	for _, b := range f.Blocks {
		ninsts += len(b.Insts)
	}
	l := &Func{
		Mod:    m,
		Layout: m.Layout,
		IR:     f,
		F:      &mir.Func{Name: sym.Name, Pos: m.debug.funcPos(f)},
		Vals:   make(map[value.Value]*Value, ninsts), // sized for the values it will hold
		Blocks: make(map[*ir.Block]*mir.Block, len(f.Blocks)),
		IROf:   map[*mir.Block]*ir.Block{},
		Fused:  map[value.Value]bool{},

		indexUses: uses,
	}
	l.sel = m.sel.Func(l, sym)
	if err := l.lowerChecked(); err != nil {
		return nil, err
	}
	l.F.Renumber()
	// A landed block's address is its landing block's.
	taken := l.Blocks
	if len(l.landing) > 0 {
		taken = make(map[*ir.Block]*mir.Block, len(l.Blocks))
		for b, mb := range l.Blocks {
			taken[b] = mb
		}
		for b, lb := range l.landing {
			taken[b] = lb
		}
	}
	labels, err := m.Labels.ForFunc(f, taken)
	if err != nil {
		return nil, m.Src.Errorf(f, nil, "%v", err)
	}
	if err := l.sel.Finish(labels); err != nil {
		return nil, err
	}
	dropUnread(l.F, m.sel.Target())
	commuteTied(l.F, m.sel.Target())
	untieLive(l.F, m.sel.Target())
	sinkPhiArgs(l.F, m.sel.Target())
	mir.DeriveSpillBytes(l.F, m.sel.Target())
	return l.F, nil
}

// dropUnread deletes the instructions whose value nothing reads and
// that the target calls rematerializable (constants and addresses, with
// no operands and no side effects): an address computed for a value
// whose every user folded it into its own operand (a GEP equal to its
// alloca, all of whose accesses address the frame directly). It also
// deletes every other instruction that the target calls discardable
// (mir.Discardable: no effect but its defs) when none of its defs is
// read, and then the operands' definitions that only it read, as llc's
// dead-code elimination does: the halves of a wide integer's shift or
// extension that no later instruction needs, copies of unread values.
func dropUnread(f *mir.Func, t mir.Target) {
	uses := useCounts(f)
	def := map[mir.Reg]*mir.Instr{}
	dead := map[*mir.Instr]bool{}
	var work []*mir.Instr
	unread := func(in *mir.Instr) bool {
		for _, d := range in.Defs {
			if !d.IsVirtual() || uses[d-mir.FirstVirtual] != 0 {
				return false
			}
		}
		return true
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			removable := mir.Discardable(t, in) || (t.Rematerializable(in) && len(in.Defs) == 1)
			if !removable {
				continue
			}
			for _, d := range in.Defs {
				def[d] = in
			}
			if unread(in) {
				work = append(work, in)
			}
		}
	}
	for len(work) > 0 {
		in := work[len(work)-1]
		work = work[:len(work)-1]
		if dead[in] {
			continue
		}
		dead[in] = true
		for _, u := range in.Uses {
			if !u.IsVirtual() {
				continue
			}
			uses[u-mir.FirstVirtual]--
			if d := def[u]; d != nil && !dead[d] && unread(d) {
				work = append(work, d)
			}
		}
	}
	if len(dead) == 0 {
		return
	}
	for _, b := range f.Blocks {
		kept := b.Instrs[:0]
		for _, in := range b.Instrs {
			if !dead[in] {
				kept = append(kept, in)
			}
		}
		b.Instrs = kept
	}
}

// useCounts is the number of reads of each virtual register of f, by
// dense index.
func useCounts(f *mir.Func) []int32 {
	uses := make([]int32, len(f.Classes))
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, u := range in.Uses {
				if u.IsVirtual() {
					uses[u-mir.FirstVirtual]++
				}
			}
		}
	}
	return uses
}

// ValueKind says how a lowered IR value is held.
type ValueKind uint8

// Value kinds.
const (
	VReg   ValueKind = iota // in registers (Regs)
	VFrame                  // the address of frame object Frame, plus Off
	VSym                    // the address of symbol Sym, plus Off
	VAddr                   // an address expression: Base + Index*Scale + Off
)

// IncomingFrame is the Frame of the incoming argument area (byval
// parameters).
const IncomingFrame = -2

// Value is a lowered IR value. Addresses stay symbolic until an
// instruction needs them in a register, so loads and stores can use
// addressing modes and an alloca's address costs no register.
type Value struct {
	Kind  ValueKind
	Regs  []mir.Reg // VReg: the registers of the leaves, in order
	Frame int       // VFrame: frame object index, or IncomingFrame
	Sym   string    // VSym
	GOT   bool      // VSym through the GOT: the address must be loaded
	// TLS is the access model of a thread-local VSym: its address is
	// computed from the thread pointer (never folded into an operand).
	TLS TLSModel
	// Align is a VSym global's alignment as the IR states it (0 when it
	// states none): what a target may assume of the symbol's address.
	Align int64
	Off   int64
	Base  *Value  // VAddr
	Index mir.Reg // VAddr: 0 for none
	Scale int64   // VAddr: 1, or one of Traits.Scales
}

// Func is the target-independent state of one function being lowered.
// Selectors embed it: its exported fields and methods are theirs.
type Func struct {
	Mod    *Module
	Layout *Layout
	IR     *ir.Func
	F      *mir.Func
	// deadStores are DeadStores, once DeadStore asks.
	deadStores map[*ir.InstStore]bool
	// Vals holds the lowered IR values.
	Vals map[value.Value]*Value
	// Blocks maps reachable IR blocks to their machine blocks; IROf maps
	// a machine block to the IR block whose edges leave it.
	Blocks map[*ir.Block]*mir.Block
	IROf   map[*mir.Block]*ir.Block
	// Cur is the block instructions are appended to.
	Cur *mir.Block
	// Fused holds the compares consumed by branches and selects of their
	// block and the addresses folded into loads and stores (see
	// FusibleValues).
	Fused map[value.Value]bool
	// Inst is the IR instruction being lowered, for messages.
	Inst interface{}
	// IRBlock is the IR block being lowered.
	IRBlock *ir.Block
	// Pos is the source position of the IR instruction being lowered,
	// which Emit gives the instructions it makes.
	Pos mir.Pos

	sel  FuncSelector
	phis []pendingPhi
	// products are the getelementptr indices multiplied by a stride the
	// addressing modes lack, by block: each is made once in a block and
	// read by every address of that block that needs it (mulIndex).
	products map[product]mir.Reg
	// demoted IR blocks keep their phis in the frame objects phiSlots
	// (indirectbr targets).
	demoted  map[*ir.Block]bool
	phiSlots map[*ir.InstPhi][]int
	// landed IR blocks (indirectbr targets with phis and one indirectbr
	// predecessor, the block mapped to) are entered from that
	// predecessor through a landing block of their own (landing), which
	// carries the blockaddress label and jumps to them: the phi moves of
	// that edge go there (see findDemoted).
	landed  map[*ir.Block]*ir.Block
	landing map[*ir.Block]*mir.Block
	// split are the or/and conditions whose branches are split
	// (condsplit.go).
	split map[value.Value]*SplitCond
	// offsetPhis are the phis lowered as another phi plus a constant
	// (offsetphi.go).
	offsetPhis map[*ir.InstPhi]offsetPhi
	// addrPhis are the phis lowered as one address on every edge
	// (offsetphi.go).
	addrPhis map[*ir.InstPhi]addrPhi
	// indexUses counts the uses of the IR's values (UseCounts), for
	// indexTerms.
	indexUses map[value.Value]int
	// followers are the blocks newBlockAfter made, by the block each
	// goes after (placed of them in all).
	followers map[*mir.Block][]*mir.Block
	placed    int
	// divPaired are the divisions and remainders of divBlock, the IR
	// block last asked about, that have a partner there; divShares what
	// the first of each pair left for the second (divrem.go).
	divBlock  *ir.Block
	divPaired map[ir.Instruction]bool
	divShares map[divKey]DivShare
}

type pendingPhi struct {
	phi  *ir.InstPhi
	regs []mir.Reg
	mb   *mir.Block
}

// Errorf makes an error at the instruction being lowered.
func (l *Func) Errorf(format string, args ...interface{}) error {
	return l.Mod.Src.Errorf(l.IR, l.Inst, format, args...)
}

// Unsupported reports IR the target does not lower.
func (l *Func) Unsupported(what string) error {
	return l.Errorf("unsupported: %s", what)
}

// Emit appends an instruction to the current block.
func (l *Func) Emit(op mir.Op, defs, uses []mir.Reg, aux interface{}) *mir.Instr {
	in := mir.NewInstr(op, defs, uses, aux)
	in.Pos = l.Pos
	l.Cur.Instrs = append(l.Cur.Instrs, in)
	return in
}

// Pool is Module.Pool.
func (l *Func) Pool(b []byte, align int64) string { return l.Mod.Pool(b, align) }

// ClassOf is the class of register r.
func (l *Func) ClassOf(r mir.Reg) mir.Class {
	if r.IsVirtual() {
		return l.F.ClassOf(r)
	}
	return l.Mod.sel.Target().ClassOfPhys(r)
}

// CopyTo copies src to dst.
func (l *Func) CopyTo(dst, src mir.Reg) {
	l.Emit(mir.OpCopy, []mir.Reg{dst}, []mir.Reg{src}, nil)
}

// SetArg sets argument register dst to the value of src for a call: a
// copy, or, where src is defined shortly before in the current block by
// an instruction the target may execute again anywhere (Rematerializable: a
// constant, a global's or a frame object's address), that instruction
// again writing dst. The value then takes no register of the budget and
// is never stored and reloaded for the call, as llc-14 sets "movl $4,
// %r8d" right before it; src's own definition goes as dead code if
// nothing else reads it.
func (l *Func) SetArg(dst, src mir.Reg) {
	if src.IsVirtual() {
		ins := l.Cur.Instrs
		// A call's constant arguments are made just before it, a frame
		// object's address at most some way back: a bounded look back
		// keeps a block of many calls linear.
		low := len(ins) - setArgWindow
		if low < 0 {
			low = 0
		}
	search:
		for i := len(ins) - 1; i >= low; i-- {
			for _, d := range ins[i].Defs {
				if d != src {
					continue
				}
				if def := ins[i]; len(def.Defs) == 1 && l.Mod.sel.Target().Rematerializable(def) {
					x := def.Clone()
					x.Defs = []mir.Reg{dst}
					x.Pos = l.Pos
					l.Cur.Instrs = append(l.Cur.Instrs, x)
					return
				}
				break search
			}
		}
	}
	l.CopyTo(dst, src)
}

// setArgWindow is how many instructions back SetArg looks for an
// argument's definition (the x86-64 corpus, Lua and SQLite come out as
// with no bound; 32 misses varargs' va_list addresses).
const setArgWindow = 256

// CopyOf makes a fresh copy of r (for a tied operand that must die).
func (l *Func) CopyOf(r mir.Reg) mir.Reg {
	d := l.F.NewReg(l.ClassOf(r))
	l.CopyTo(d, r)
	return d
}

// Jump ends the current block with a jump to to.
func (l *Func) Jump(to *mir.Block) {
	in := l.Emit(mir.OpJump, nil, nil, nil)
	in.Term = true
	mir.AddEdge(l.Cur, to)
}

// BlockOf is the machine block of IR block v.
func (l *Func) BlockOf(v value.Value) *mir.Block { return l.Blocks[v.(*ir.Block)] }

// Def defines IR value v as held in regs.
func (l *Func) Def(v value.Value, regs ...mir.Reg) { l.Vals[v] = &Value{Regs: regs} }

// AddPhi defines phi in as the registers regs of the current block; the
// machine phis are built when every block is lowered.
func (l *Func) AddPhi(in *ir.InstPhi, regs []mir.Reg) {
	l.phis = append(l.phis, pendingPhi{phi: in, regs: regs, mb: l.Cur})
}

// Value returns the lowered form of IR value v.
func (l *Func) Value(v value.Value) (*Value, error) {
	if x, ok := l.Vals[v]; ok {
		return x, nil
	}
	switch c := v.(type) {
	case constant.Constant:
		return l.constant(c)
	case *ir.Arg:
		return l.Value(c.Value)
	}
	return nil, l.Errorf("value %s used before its definition", v.Ident())
}

// Reg returns scalar IR value v in a register.
func (l *Func) Reg(v value.Value) (mir.Reg, error) {
	x, err := l.Value(v)
	if err != nil {
		return 0, err
	}
	return l.sel.Materialize(x)
}

// Regs returns every register of v, in a slice of the caller's own: a
// selector that builds its result by replacing some of its operand's
// registers may write into it. (x86-64's zero extension of a mask at its
// own lane width once wrote into the mask's registers, so that the
// mask's later readers read the extension.)
func (l *Func) Regs(v value.Value) ([]mir.Reg, error) {
	x, err := l.Value(v)
	if err != nil {
		return nil, err
	}
	if x.Kind == VReg {
		return append([]mir.Reg(nil), x.Regs...), l.checkShape(v, len(x.Regs))
	}
	r, err := l.sel.Materialize(x)
	return []mir.Reg{r}, err
}

// checkShape rejects a value whose registers do not match its type (only
// invalid IR makes one).
func (l *Func) checkShape(v value.Value, n int) error {
	if HasVector(v.Type()) {
		return nil
	}
	k, err := l.NumRegs(v.Type())
	if err != nil {
		return nil // a type the target holds only in registers (PowerPC's i4)
	}
	if k != n {
		return l.Errorf("invalid IR: %s of type %s used where its parts do not match the type", v.Ident(), v.Type())
	}
	return nil
}

// Leaves lists the scalar leaves of t in memory order: the fields of
// structs and the elements of arrays, recursively, each scalar as the
// selector splits it (ScalarLeaves).
func (l *Func) Leaves(t types.Type) ([]types.Type, error) {
	switch t := t.(type) {
	case *types.StructType:
		var out []types.Type
		for _, f := range t.Fields {
			ls, err := l.Leaves(f)
			if err != nil {
				return nil, err
			}
			out = append(out, ls...)
		}
		return out, nil
	case *types.ArrayType:
		var out []types.Type
		ls, err := l.Leaves(t.ElemType)
		if err != nil {
			return nil, err
		}
		for i := uint64(0); i < t.Len; i++ {
			out = append(out, ls...)
		}
		return out, nil
	}
	return l.sel.ScalarLeaves(t)
}

// NumRegs is the number of registers that hold a value of type t.
func (l *Func) NumRegs(t types.Type) (int, error) {
	ls, err := l.Leaves(t)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, lt := range ls {
		n += len(l.sel.Classes(lt))
	}
	return n, nil
}

// NewRegs makes fresh registers for a value of type t.
func (l *Func) NewRegs(t types.Type) ([]mir.Reg, error) {
	ls, err := l.Leaves(t)
	if err != nil {
		return nil, err
	}
	var regs []mir.Reg
	for _, lt := range ls {
		for _, c := range l.sel.Classes(lt) {
			regs = append(regs, l.F.NewReg(c))
		}
	}
	return regs, nil
}

// Select lowers select cond, x, y for every register of x and y (the
// selector's SelectReg).
func (l *Func) Select(cond, x, y value.Value) ([]mir.Reg, error) {
	if _, ok := cond.Type().(*types.VectorType); ok {
		return nil, l.Unsupported("vector select")
	}
	xs, err := l.Regs(x)
	if err != nil {
		return nil, err
	}
	ys, err := l.Regs(y)
	if err != nil {
		return nil, err
	}
	var out []mir.Reg
	for i := range xs {
		d, err := l.sel.SelectReg(cond, xs[i], ys[i])
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// Alias defines in as the value of from (freeze, addrspacecast, casts
// that change nothing); an address that is not fused is materialised.
func (l *Func) Alias(in, from value.Value) error {
	x, err := l.Value(from)
	if err != nil {
		return err
	}
	if x.Kind != VReg {
		return l.defAddress(in, x)
	}
	l.Vals[in] = x
	return nil
}

// lowerChecked runs lower, turning the data layout's panics on unsized
// types (which only invalid IR reaches: the parser does not check) into
// an error at the instruction being lowered.
func (l *Func) lowerChecked() (err error) {
	defer func() {
		if r := recover(); r != nil {
			msg := fmt.Sprint(r)
			if !strings.HasPrefix(msg, "lower.Layout") {
				panic(r)
			}
			err = l.Errorf("invalid IR: %s", msg)
		}
	}()
	return l.lower()
}

// lower lowers the function: its reachable blocks in reverse postorder,
// so that definitions come before their uses, then the phis.
func (l *Func) lower() error {
	order := RPO(l.IR)
	l.findDemoted(order)
	l.addrPhis = l.findAddrPhis(order)
	l.offsetPhis = l.findOffsetPhis(order)
	for _, b := range order {
		if from, ok := l.landed[b]; ok {
			// The landing block of an indirectbr target, just before it.
			lb := l.F.NewBlock(b.Name() + ".land")
			l.landing[b] = lb
			l.IROf[lb] = from
		}
		mb := l.F.NewBlock(b.Name())
		l.Blocks[b] = mb
		l.IROf[mb] = b
	}
	for _, b := range order {
		if lb, ok := l.landing[b]; ok {
			l.Cur = lb
			l.Jump(l.Blocks[b])
		}
	}
	l.split = SplitConditions(order)
	sunk := sunkSet(l.split)
	l.Fused = FusibleValues(order, l.split, l.addrPhis)
	l.Cur = l.F.Blocks[0]
	if err := l.sel.Params(); err != nil {
		return err
	}
	for _, b := range order {
		l.Cur = l.Blocks[b]
		l.IRBlock = b
		for _, in := range b.Insts {
			if v, ok := in.(value.Value); (ok && l.split[v] != nil) || sunk[in] {
				// Lowered by the split branch (condsplit.go).
				continue
			}
			l.Inst = in
			if IsDbgIntrinsic(in) {
				l.Mod.debug.dropped++
			}
			l.Pos = l.Mod.debug.instPos(in)
			if err := l.Instruction(in); err != nil {
				return err
			}
		}
		l.Inst = b.Term
		l.Pos = l.Mod.debug.instPos(b.Term)
		if err := l.storeDemotedPhis(b); err != nil {
			return err
		}
		if err := l.terminator(b.Term); err != nil {
			return err
		}
	}
	l.placeBlocks()
	return l.finishPhis()
}

// finishPhis builds the machine phis once every block is lowered:
// arguments in the machine predecessors, constants and addresses
// materialised at the end of each predecessor.
func (l *Func) finishPhis() error {
	l.Pos = mir.Pos{}
	for _, p := range l.phis {
		l.Inst = p.phi
		mb := p.mb
		args := make([][]mir.Reg, len(mb.Preds))
		for i, pred := range mb.Preds {
			irPred := l.IROf[pred]
			var inc *ir.Incoming
			for _, c := range p.phi.Incs {
				if c.Pred == irPred {
					inc = c
					break
				}
			}
			if inc == nil {
				return l.Errorf("phi has no value for predecessor %%%s", irPred.Name())
			}
			x, ok := l.Vals[inc.X]
			if !ok || x.Kind != VReg {
				// A constant or an address: compute it at the end of the
				// predecessor, before its terminator.
				term := pred.Instrs[len(pred.Instrs)-1]
				pred.Instrs = pred.Instrs[:len(pred.Instrs)-1]
				l.Cur = pred
				regs, err := l.Regs(inc.X)
				if err != nil {
					return err
				}
				pred.Instrs = append(pred.Instrs, term)
				args[i] = regs
				continue
			}
			args[i] = x.Regs
		}
		for k, d := range p.regs {
			uses := make([]mir.Reg, len(mb.Preds))
			for i := range mb.Preds {
				if k >= len(args[i]) {
					return l.Errorf("phi argument shape mismatch")
				}
				uses[i] = args[i][k]
			}
			in := mir.NewInstr(mir.OpPhi, []mir.Reg{d}, uses, nil)
			// Phis go first, in order.
			n := len(mb.Phis())
			mb.Instrs = append(mb.Instrs, nil)
			copy(mb.Instrs[n+1:], mb.Instrs[n:])
			mb.Instrs[n] = in
		}
	}
	return nil
}
