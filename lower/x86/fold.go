package x86

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// Load folding: a load whose only use is an integer ALU operation, a
// scalar SSE operation or a compare is read as a memory operand of the
// instruction that uses it ("addl 8(%rdi), %eax", "cmpl $5, (%rax)",
// "ucomisd (%rax), %xmm0") instead of into a register first; and a store
// of an operation on a value loaded from the same address becomes one
// read-modify-write instruction ("addl $1, (%rax)", rmw).
//
// It works in two steps. Before the function is lowered, foldableLoads
// picks, on the IR, the loads that may be read later than where they
// stand: loads that are neither volatile nor atomic, of a scalar that one
// register holds, whose value has exactly one use, in their own block, at
// an instruction of a kind that can read memory, with nothing between
// the load and the point where that use is selected that may write memory
// (the use point of a compare fused into a branch or select is that
// branch or select; that of a read-modify-write the store). Such a load
// is selected as usual (load), and the machine instruction is
// remembered. When the user is selected, foldLoad takes the load back out
// of the current block and hands its address to the user, provided the
// load is still in the current block and nothing selected after it may
// write memory or reads its result. A user that does not take a memory
// operand simply uses the loaded register, so the analysis may be
// generous: only safety rests on it. The operation of a read-modify-write
// is selected with its store, which falls back to the operation and a
// plain store if the load cannot be folded.

// foldPlan is what foldableLoads finds in one function.
type foldPlan struct {
	// loads may be read as a memory operand by their user.
	loads map[*ir.InstLoad]bool
	// rmw maps a store that writes an operation on a value loaded from
	// the same address back to it to that operation (rmwStore), and
	// rmwOps holds those operations: they are selected with the store.
	rmw    map[*ir.InstStore]*rmwOp
	rmwOps map[value.Value]bool
	// rmwPtr maps a store that advances a pointer loaded from where it
	// stores it to that load (rmwPointer).
	rmwPtr map[*ir.InstStore]*ir.InstLoad
	// masks are the "and x, C" whose only use is "icmp eq|ne (and x, C),
	// 0" in their block: the compare selects them as "test $C, x"
	// (maskTest), and x may be a folded load ("testb $64, 8(%rax)").
	masks map[value.Value]bool
	// fields are the "and (lshr x, C1), M" read only once, and the
	// zero extensions of them read only once: getelementptr indices
	// that ScaledIndex may compute anew, leaving them unread.
	fields map[value.Value]bool
	// byteLoads are the ors of bytes loaded from consecutive addresses
	// that one load reads (planByteLoads, loadcombine.go), and combined
	// the values inside those trees, which are not selected.
	byteLoads map[*ir.InstOr]*byteLoads
	combined  map[value.Value]bool
	// byteStores are the last stores of runs of byte stores that one
	// store replaces (planByteStores), and combinedStores the others.
	byteStores     map[*ir.InstStore][]*byteStores
	combinedStores map[*ir.InstStore]bool
}

// foldableLoads plans the load folding of f (see above) and its
// combined byte loads; fused are the compares that branches and selects
// consume (lower.FusibleValues), trees is lower.Func.ByteLoadTrees.
func foldableLoads(f *ir.Func, fused map[value.Value]bool, trees func(*ir.Block, func(*ir.InstOr) bool) []*lower.ByteLoadTree,
	byteRuns func(*ir.Block, func(*ir.InstStore) bool) []*lower.ByteRun) foldPlan {
	n := lower.NumInsts(f)
	uses := make(map[value.Value]int, n)
	user := make(map[value.Value]interface{}, n)
	note := func(in interface{}) {
		for _, op := range lower.Operands(in) {
			if a, ok := op.(*ir.Arg); ok {
				op = a.Value // a call's argument with its attributes
			}
			if _, ok := op.(ir.Instruction); !ok {
				continue // only instructions' uses are looked up
			}
			uses[op]++
			user[op] = in
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			note(in)
		}
		note(b.Term)
	}
	out := foldPlan{loads: map[*ir.InstLoad]bool{}, rmw: map[*ir.InstStore]*rmwOp{}, rmwOps: map[value.Value]bool{},
		rmwPtr: map[*ir.InstStore]*ir.InstLoad{}, masks: map[value.Value]bool{}, fields: map[value.Value]bool{},
		byteLoads: map[*ir.InstOr]*byteLoads{}, combined: map[value.Value]bool{},
		byteStores: map[*ir.InstStore][]*byteStores{}, combinedStores: map[*ir.InstStore]bool{}}
	for _, b := range f.Blocks {
		// pos numbers the block's instructions; the terminator is last.
		pos := make(map[interface{}]int, len(b.Insts)+1)
		for i, in := range b.Insts {
			pos[in] = i
		}
		pos[b.Term] = len(b.Insts)
		for _, in := range b.Insts {
			if isMaskTest(in, uses, user, pos) {
				out.masks[in.(value.Value)] = true
			}
			switch in := in.(type) {
			case *ir.InstAnd:
				if _, ok := in.X.(*ir.InstLShr); ok && uses[in] == 1 {
					out.fields[in] = true
				}
			case *ir.InstZExt:
				if a, ok := in.From.(*ir.InstAnd); ok && uses[in] == 1 && out.fields[a] {
					out.fields[in] = true
				}
			}
		}
		// usePoint is where the machine instruction that reads v is
		// selected: v's user, or the consumer of a fused compare (for
		// a mask, of the compare that tests it).
		usePoint := func(v value.Value) (int, bool) {
			if uses[v] != 1 {
				return 0, false
			}
			u := user[v]
			if m, ok := u.(value.Value); ok && out.masks[m] {
				v, u = m, user[m]
			}
			i, ok := pos[u]
			if !ok || !foldingUser(u, v) {
				return 0, false
			}
			if c, ok := u.(value.Value); ok && fused[c] {
				return usePointOfCompare(c, uses[c], user[c], pos)
			}
			return i, true
		}
		for i, in := range b.Insts {
			ld, ok := in.(*ir.InstLoad)
			if !ok || ld.Volatile || ld.Atomic || !foldableType(ld.ElemType) {
				continue
			}
			end, ok := usePoint(ld)
			if !ok || end <= i {
				continue
			}
			out.loads[ld] = clearBetween(b.Insts, i, end)
		}
		for i, in := range b.Insts {
			if st, ok := in.(*ir.InstStore); ok {
				if op := rmwStore(st, uses, user, pos); op != nil && clearBetween(b.Insts, pos[op.x], i) {
					out.rmw[st] = op
					out.rmwOps[op.in] = true
					out.loads[op.x] = true
				}
				if ld := rmwPointer(st, uses, user, pos); ld != nil && clearBetween(b.Insts, pos[ld], i) {
					out.rmwPtr[st] = ld
					out.loads[ld] = true
				}
			}
		}
		planByteLoads(b, trees, &out)
		planByteStores(b, byteRuns, &out)
	}
	return out
}

// isMaskTest reports whether in is "and x, C" on 8 to 64 bits (C a
// constant that an instruction's immediate holds) whose only use is an
// equality compare with 0 in the same block.
func isMaskTest(in ir.Instruction, uses map[value.Value]int, user map[value.Value]interface{}, pos map[interface{}]int) bool {
	a, ok := in.(*ir.InstAnd)
	if !ok || uses[a] != 1 {
		return false
	}
	t, ok := a.Typ.(*types.IntType)
	if !ok || !regularWidth(int(t.BitSize)) {
		return false
	}
	k, ok := a.Y.(*constant.Int)
	if !ok || (t.BitSize == 64 && !fitsImm32(k)) {
		return false
	}
	c, ok := user[a].(*ir.InstICmp)
	if _, same := pos[c]; !ok || !same || c.X != value.Value(a) || (c.Pred != enum.IPredEQ && c.Pred != enum.IPredNE) {
		return false
	}
	z, ok := c.Y.(*constant.Int)
	return ok && z.X.Sign() == 0
}

// fitsImm32 reports whether k is a sign-extended 32-bit immediate.
func fitsImm32(k *constant.Int) bool {
	return k.X.IsInt64() && k.X.Int64() == int64(int32(k.X.Int64()))
}

// clearBetween reports whether nothing among insts[i+1:end] may write
// memory.
func clearBetween(insts []ir.Instruction, i, end int) bool {
	for _, x := range insts[i+1 : end] {
		if lower.MayWriteMemory(x) {
			return false
		}
	}
	return true
}

// rmwOp is an integer operation in (op) whose first operand x is a load,
// which a read-modify-write instruction computes in memory.
type rmwOp struct {
	in value.Value
	op string
	x  *ir.InstLoad
	y  value.Value
}

// rmwStore recognises a store that writes an operation on a value loaded
// from the same address back to it: store (op (load p), y), p, with op an
// add, sub, and, or or xor on 8 to 64 bits (the loaded value the first
// operand of a sub), the load and the operation each used only there, all
// three in one block, in that order, and neither access volatile or
// atomic. It returns the operation (pos numbers the block's
// instructions), or nil.
func rmwStore(st *ir.InstStore, uses map[value.Value]int, user map[value.Value]interface{}, pos map[interface{}]int) *rmwOp {
	t, ok := st.Src.Type().(*types.IntType)
	if st.Volatile || st.Atomic || !ok || !regularWidth(int(t.BitSize)) || uses[st.Src] != 1 {
		return nil
	}
	in, ok := st.Src.(ir.Instruction)
	if !ok {
		return nil
	}
	op, x, y, ok := lower.IntBinary(in)
	if !ok {
		return nil
	}
	switch op {
	case "add", "and", "or", "xor":
		if ld, ok := y.(*ir.InstLoad); ok && ld.Src == st.Dst {
			x, y = y, x
		}
	case "sub":
	default:
		return nil
	}
	ld, ok := x.(*ir.InstLoad)
	if !ok || ld.Src != st.Dst || ld.Volatile || ld.Atomic || uses[ld] != 1 || user[ld] != in {
		return nil
	}
	i, ok1 := pos[ld]
	j, ok2 := pos[in]
	k, ok3 := pos[st]
	if !ok1 || !ok2 || !ok3 || !(i < j && j < k) {
		return nil
	}
	return &rmwOp{in: st.Src, op: op, x: ld, y: y}
}

// usePointOfCompare is the position of the branch or select that consumes
// fused compare c (used n times, last by u), if it is its only consumer
// and selects one register (a select of a wider value lowers the compare
// once for each of its registers).
func usePointOfCompare(c value.Value, n int, u interface{}, pos map[interface{}]int) (int, bool) {
	i, ok := pos[u]
	if n != 1 || !ok {
		return 0, false
	}
	switch u := u.(type) {
	case *ir.TermCondBr:
		return i, true
	case *ir.InstSelect:
		return i, u.Cond == c && foldableType(u.Type())
	}
	return 0, false
}

// foldableType reports whether a loaded value of type t may be folded:
// an integer of 8, 16, 32 or 64 bits, a pointer, a float or a double.
func foldableType(t types.Type) bool {
	switch t := t.(type) {
	case *types.IntType:
		return regularWidth(int(t.BitSize))
	case *types.PointerType:
		return true
	case *types.FloatType:
		return lower.IsFloat(t) && !isX87(t)
	}
	return false
}

// foldingUser reports whether u is an instruction that may read its
// operand v from memory: an integer add, sub, and, or, xor or mul (sub
// only its second operand), a float add, sub, mul or div, or a compare.
func foldingUser(u interface{}, v value.Value) bool {
	if t, ok := u.(*ir.TermIndirectBr); ok {
		// "jmpq *(%rcx,%rax,8)": an interpreter's dispatch through a
		// table of block addresses (IndirectJump).
		return t.Addr == v
	}
	in, ok := u.(ir.Instruction)
	if !ok {
		return false
	}
	if op, _, y, ok := lower.IntBinary(in); ok {
		switch op {
		case "add", "and", "or", "xor", "mul":
			return true
		case "sub":
			return y == v
		}
		return false
	}
	if op, _, y, ok := lower.FloatBinary(in); ok {
		switch op {
		case "add", "mul":
			return true
		case "sub", "div":
			return y == v
		}
		return false
	}
	switch in := in.(type) {
	case *ir.InstICmp, *ir.InstFCmp:
		return true
	case *ir.InstSExt:
		// A sign-extending load (extend).
		_, scalar := in.From.Type().(*types.IntType)
		return scalar
	case *ir.InstGetElementPtr:
		// "addq (%rax), %rcx": a loaded base plus a scaled index
		// (Materialize).
		return in.Src == v
	}
	return false
}

// keepsMemory reports whether machine instruction in neither writes
// memory nor may trap: foldLoad reads a load's memory later, across such
// instructions only (a library call a non-call IR instruction turned
// into, say, is not one).
func keepsMemory(in *mir.Instr) bool {
	switch in.Op {
	case mir.OpCopy, mir.OpPhi, mir.OpImplicitDef,
		isa.MovImm, isa.LeaSym, isa.Lea, isa.Load, isa.ALU, isa.ALUImm, isa.IMul3, isa.Unary, isa.Shift, isa.Ext,
		isa.SetCC, isa.Select, isa.FALU, isa.FUnary, isa.FConst, isa.Cvt, isa.BitScan, isa.OvfALU, isa.AdcSbb,
		isa.MulWide, isa.MulHi, isa.Shld, isa.VOp, isa.VLoad, isa.VConst:
		return true
	}
	return false
}

// plan is the function's foldPlan, made on first use (when the first
// load is selected, after lower.FusibleValues).
func (l *fn) plan() *foldPlan {
	if l.folds == nil {
		p := foldableLoads(l.IR, l.Fused, l.ByteLoadTrees, l.ByteStoreRuns)
		l.folds = &p
		l.pendingLoads = map[mir.Reg]*mir.Instr{}
		l.foldedLoads = map[mir.Reg]bool{}
	}
	return l.folds
}

// noteFoldable remembers load instruction in, just selected for the IR
// load ld, if the user of ld may read it as a memory operand.
func (l *fn) noteFoldable(ld *ir.InstLoad, in *mir.Instr) {
	if l.plan().loads[ld] {
		l.pendingLoads[in.Defs[0]] = in
	}
}

// foldLoad takes back the load that defines IR value v, if v is a load
// that foldableLoads chose, selected as one Load of bits bits into class
// c, still in the current block with nothing after it that may write
// memory or reads its result, and with at most room registers in its
// address. It returns the address, its registers, to be the uses from
// first on of the instruction that reads it (the address's indices are
// shifted by first), and whether it did.
func (l *fn) foldLoad(v value.Value, bits int, c mir.Class, first, room int) (*isa.Addr, []mir.Reg, bool) {
	if !l.isPendingLoad(v) {
		return nil, nil, false
	}
	return l.foldLoadReg(l.Vals[v].Regs[0], bits, c, first, room)
}

// foldLoadReg is foldLoad for the register r a load defines (nothing if
// it is not a pending load).
func (l *fn) foldLoadReg(r mir.Reg, bits int, c mir.Class, first, room int) (*isa.Addr, []mir.Reg, bool) {
	ld := l.pendingLoads[r]
	if ld == nil {
		return nil, nil, false
	}
	if l.F.ClassOf(r) != c || len(ld.Uses) > room {
		return nil, nil, false
	}
	m := ld.Aux.(*isa.Mem)
	if m.Bits != bits || m.SP {
		return nil, nil, false
	}
	instrs := l.Cur.Instrs
	at := -1
	for i := len(instrs) - 1; i >= 0 && at < 0; i-- {
		if instrs[i] == ld {
			at = i
		}
	}
	if at < 0 {
		return nil, nil, false
	}
	for _, in := range instrs[at+1:] {
		if !keepsMemory(in) || readsReg(in, r) {
			return nil, nil, false
		}
	}
	l.Cur.Instrs = append(instrs[:at], instrs[at+1:]...)
	delete(l.pendingLoads, r)
	l.foldedLoads[r] = true
	a := m.Addr
	if a.BaseIdx >= 0 {
		a.BaseIdx += first
	}
	if a.IndexIdx >= 0 {
		a.IndexIdx += first
	}
	return &a, append([]mir.Reg(nil), ld.Uses...), true
}

// isPendingLoad reports whether v is a load whose user may still read it
// as a memory operand (foldLoad may succeed).
func (l *fn) isPendingLoad(v value.Value) bool {
	x, ok := l.Vals[v]
	if _, isLoad := v.(*ir.InstLoad); !isLoad || !ok || x.Kind != lower.VReg || len(x.Regs) != 1 {
		return false
	}
	return l.pendingLoads[x.Regs[0]] != nil
}

// readsReg reports whether in reads r.
func readsReg(in *mir.Instr, r mir.Reg) bool {
	for _, u := range in.Uses {
		if u == r {
			return true
		}
	}
	return false
}

// gprUses counts the general-purpose registers among uses.
func (l *fn) gprUses(uses []mir.Reg) int {
	n := 0
	for _, u := range uses {
		if l.ClassOf(u) == mir.GPR {
			n++
		}
	}
	return n
}

// maxGPRUses is the most general-purpose registers an instruction with a
// folded load may read: as many as a Select with a compare of two
// registers reads, so that folding never makes an instruction harder to
// allocate with few registers than the selector's others are.
const maxGPRUses = 4

// checkFoldedLoads verifies, once the function is selected, that no
// instruction reads the register of a load that was folded into its user
// (which would mean foldableLoads missed a use).
func (l *fn) checkFoldedLoads() error {
	if len(l.foldedLoads) == 0 {
		return nil
	}
	for _, b := range l.F.Blocks {
		for _, in := range b.Instrs {
			for _, u := range in.Uses {
				if l.foldedLoads[u] {
					l.Inst = nil
					return l.Errorf("internal error: v%d, the register of a load folded into its user, is used again", u-mir.FirstVirtual)
				}
			}
		}
	}
	return nil
}

// rmwPointer recognises a store that advances a pointer in memory:
// store (getelementptr (load p), ...), p, the load and the
// getelementptr each used only there, in one block, in that order,
// neither access volatile or atomic (L->top++ in C). It returns the load,
// or nil. Whether the getelementptr adds a constant is seen only once it
// is selected (rmwAdvance).
func rmwPointer(st *ir.InstStore, uses map[value.Value]int, user map[value.Value]interface{}, pos map[interface{}]int) *ir.InstLoad {
	g, ok := st.Src.(*ir.InstGetElementPtr)
	if st.Volatile || st.Atomic || !ok || uses[g] != 1 {
		return nil
	}
	ld, ok := g.Src.(*ir.InstLoad)
	if !ok || ld.Src != st.Dst || ld.Volatile || ld.Atomic || uses[ld] != 1 || user[ld] != g {
		return nil
	}
	i, ok1 := pos[ld]
	j, ok2 := pos[g]
	k, ok3 := pos[st]
	if !ok1 || !ok2 || !ok3 || !(i < j && j < k) {
		return nil
	}
	return ld
}

// rmwAdvance selects store st of a pointer that the getelementptr of
// load ld advanced by a constant as "addq $k, (p)", if the getelementptr
// was selected as a lea of the loaded register plus k, and the load can
// be folded; it reports whether it did.
func (l *fn) rmwAdvance(st *ir.InstStore, ld *ir.InstLoad) bool {
	x, ok := l.Vals[st.Src]
	if !ok || x.Kind != lower.VReg || len(x.Regs) != 1 || !l.isPendingLoad(ld) {
		return false
	}
	d, r := x.Regs[0], l.Vals[ld].Regs[0]
	instrs := l.Cur.Instrs
	at := len(instrs) - 1
	for at >= 0 && !(len(instrs[at].Defs) == 1 && instrs[at].Defs[0] == d) {
		at--
	}
	if at < 0 {
		return false
	}
	lea := instrs[at]
	m, ok := lea.Aux.(*isa.Mem)
	if lea.Op != isa.Lea || !ok || len(lea.Uses) != 1 || lea.Uses[0] != r || m.BaseIdx != 0 || m.IndexIdx >= 0 ||
		m.Frame >= 0 || m.Incoming || m.SP || m.Sym != "" {
		return false
	}
	for _, in := range instrs[at+1:] {
		if readsReg(in, d) {
			return false
		}
	}
	l.Cur.Instrs = append(instrs[:at:at], instrs[at+1:]...)
	a, uses, ok := l.foldLoad(ld, 64, mir.GPR, 0, 2)
	if !ok {
		// Put the lea back.
		l.Cur.Instrs = append(l.Cur.Instrs[:at], append([]*mir.Instr{lea}, l.Cur.Instrs[at:]...)...)
		return false
	}
	l.emit(isa.RMW, nil, uses, &isa.RMWInfo{Mem: isa.Mem{Addr: *a, Bits: 64, Imm: m.Disp}, Op: isa.Add, HasImm: true})
	return true
}

// rmw selects store st of operation op as one read-modify-write
// instruction ("addl %esi, (%rdi)"), folding op's load; if the load
// cannot be folded after all, it selects the operation and the store.
func (l *fn) rmw(st *ir.InstStore, op *rmwOp) error {
	bits := intBits(st.Src.Type())
	info := &isa.RMWInfo{Op: map[string]isa.AluOp{"add": isa.Add, "sub": isa.Sub, "and": isa.And, "or": isa.Or, "xor": isa.Xor}[op.op]}
	var uses []mir.Reg
	if c, ok := op.y.(*constant.Int); ok && lower.IntValue(c) == int64(int32(lower.IntValue(c))) {
		info.HasImm, info.Imm = true, lower.IntValue(c)
	} else {
		r, err := l.Reg(op.y)
		if err != nil {
			return err
		}
		uses = append(uses, r)
	}
	if m, mu, ok := l.foldLoad(op.x, bits, mir.GPR, len(uses), 2); ok {
		info.Addr, info.Bits = *m, bits
		l.emit(isa.RMW, nil, append(uses, mu...), info)
		return nil
	}
	if err := l.bin(op.in, op.op, op.x, op.y); err != nil {
		return err
	}
	return l.store(st)
}
