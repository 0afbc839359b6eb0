// Package x86 writes allocated x86-64 machine code as GNU assembler (AT&T
// syntax) that links into a position-independent executable with the
// system cc.
//
// Frame layout, with RBP as the frame pointer:
//
//	16(%rbp)...       incoming stack arguments
//	8(%rbp)           return address
//	0(%rbp)           saved RBP
//	-8*k(%rbp)        saved callee-saved registers
//	below             frame objects (allocas) and spill slots
//	0(%rsp)           outgoing arguments (pushed per call)
//
// RSP is 16-byte aligned after the prologue. A function whose RSP does
// not move after its prologue except around calls (no dynamic alloca, no
// stacksave, no setjmp, no inline assembly) and whose IR does not ask for
// a frame pointer ("frame-pointer"="all" or "non-leaf", as clang writes
// at -O0) omits it, as llc does: the callee-saved registers are pushed,
// RSP goes down by the rest of the frame, and the frame is addressed from
// RSP (frame.fpo); its call frame information (.cfi_*) lets debuggers
// and unwinders find the caller. A leaf (no call, no inline assembly, no
// noredzone attribute) whose frame fits in the System V red zone keeps it
// below RSP without moving RSP (redZone), as llc does.
package x86

import (
	"fmt"
	"io"
	"strings"

	"github.com/ssara-project/ssara/emit"
	x "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// Emitter writes x86-64 assembly (GNU as, AT&T syntax).
type Emitter struct {
	// Static writes the addresses of symbols defined in the output
	// (dso_local) as 32-bit absolute immediates, as llc-14 does for
	// -relocation-model=static: such code links only into non-PIE
	// executables. Memory operands stay RIP-relative, as llc's.
	Static bool
}

// WriteModule writes the data, constants and the already emitted text of
// every function (see Func) in order.
func (Emitter) WriteModule(w io.Writer, m *mir.Module, funcs [][]byte) error {
	return emit.WriteModule(w, m, nil, funcs)
}

// frame is the layout of one function's stack frame.
type frame struct {
	saved   []mir.Reg
	objOff  []int64 // RBP offsets of frame objects
	slotOff []int64 // RBP offsets of spill slots
	size    int64   // bytes below the saved registers
	// fpo omits the frame pointer: an RBP offset d is the RSP offset
	// d+delta (plus what RSP went down for the current call's
	// arguments), and the prologue lowers RSP by sub after the pushes.
	fpo        bool
	delta, sub int64
}

// omitFramePointer sets fr.fpo, fr.delta and fr.sub for a function whose
// frame is addressed from RSP (FuncInfo.OmitFP, decided by lower/x86; see
// the package comment), where RBP may be one of the saved registers. The RBP
// offsets stay those of a virtual RBP at the same place (the return
// address' slot minus 8), so the alignment of every object is kept.
func (fr *frame) omitFramePointer(f *mir.Func, info *x.FuncInfo) {
	if !info.OmitFP {
		return
	}
	fr.fpo = true
	n := int64(8 * len(fr.saved))
	switch {
	case redZone(f, info) && fr.size+8 <= redZoneSize:
		// A leaf keeps its frame in the red zone, as llc does: the
		// frame is below RSP-8 (the 8 bytes above it are where a
		// slot-to-slot move pushes), no adjustment.
	case len(f.Frame) > 0 || len(f.Slots) > 0:
		// The pushes land 8 bytes above where they did below RBP; the
		// objects stay where they were.
		fr.sub = fr.size + 8
	case n%16 == 0:
		// No object: fr.size is only layout's rounding of the pushes,
		// which the pushes themselves align when n%16 == 8.
		fr.sub = 8 // RSP 16-byte aligned at calls
	}
	fr.delta = n + fr.sub - 8
}

// redZoneSize is the System V red zone: the 128 bytes below RSP that
// signal handlers and the kernel leave alone.
const redZoneSize = 128

// redZone reports whether f may keep its frame below RSP: nothing in it
// calls (a call's return address would land there), is inline assembly
// (which may) or moves RSP, and the IR allows it (FuncInfo.NoRedZone).
func redZone(f *mir.Func, info *x.FuncInfo) bool {
	return !info.NoRedZone && !emit.HasOp(f, x.Call, x.InlineAsm, x.AdjSP, x.DynAlloca, x.StackRestore)
}

// frameRef is the operand of the frame memory at RBP offset d.
func (e *fnEmit) frameRef(d int64) string {
	if e.fr.fpo {
		return fmt.Sprintf("%d(%%rsp)", d+e.fr.delta+e.spAdj)
	}
	return fmt.Sprintf("%d(%%rbp)", d)
}

func layout(f *mir.Func) *frame {
	fr := &frame{}
	for _, r := range []mir.Reg{x.RBX, x.R12, x.R13, x.R14, x.R15, x.RBP} {
		if f.SavedRegs.Has(r) {
			fr.saved = append(fr.saved, r)
		}
	}
	off := int64(8 * len(fr.saved))
	alloc := func(size, align int64) int64 {
		if align < 1 {
			align = 1
		}
		off += size
		off = (off + align - 1) &^ (align - 1)
		return -off
	}
	for _, o := range f.Frame {
		fr.objOff = append(fr.objOff, alloc(o.Size, o.Align))
	}
	for _, s := range f.Slots {
		fr.slotOff = append(fr.slotOff, alloc(s.Size, s.Align))
	}
	// RSP = RBP - off must be 16-aligned: RBP is 16-aligned.
	off = (off + 15) &^ 15
	fr.size = off - int64(8*len(fr.saved))
	return fr
}

type fnEmit struct {
	w     *strings.Builder
	f     *mir.Func
	fr    *frame
	label func(b *mir.Block) string
	// labels[i] is block i's label and asm[i] whether it holds inline
	// assembly: what threading needs of the blocks once their text is
	// written, when f is let go.
	labels []string
	asm    []bool
	local  int
	// static: -relocation-model=static (Emitter.Static).
	static bool
	// tables are the jump tables to write after the function, with the
	// labels of their entries' blocks.
	tables []jumpTable
	// lines places the .loc directives; pendingLoc is the one to write
	// before the next instruction (see debugPos).
	lines      emit.Lines
	pendingLoc string
	// spAdj is how far RSP is below its place after the prologue (the
	// stack arguments of the call being made).
	spAdj int64
}

type jumpTable struct {
	label   string
	targets []string
	abs     bool // addresses (x.JumpTable.Abs), not offsets
}

// Func writes one allocated function.
func (em Emitter) Func(f *mir.Func, fnIndex int) []byte {
	info := f.Aux.(*x.FuncInfo)
	e := &fnEmit{w: &strings.Builder{}, f: f, fr: layout(f), static: em.Static}
	e.fr.omitFramePointer(f, info)
	e.label = func(b *mir.Block) string { return fmt.Sprintf(".LBB%d_%d", fnIndex, b.ID) }
	sym := info.Sym
	w := e.w
	if sym.Section != "" {
		fmt.Fprintf(w, "\t.section\t%s,\"ax\",@progbits\n", sym.Section)
	} else {
		fmt.Fprintf(w, "\t.text\n")
	}
	align := int64(16)
	if sym.Align > align {
		align = sym.Align
	}
	fmt.Fprintf(w, "\t.p2align\t%d, 0x90\n", emit.Log2(align))
	switch {
	case sym.Weak:
		fmt.Fprintf(w, "\t.weak\t%s\n", sym.Name)
	case sym.Global:
		fmt.Fprintf(w, "\t.globl\t%s\n", sym.Name)
	}
	if sym.Visibility != "" {
		fmt.Fprintf(w, "\t.%s\t%s\n", sym.Visibility, sym.Name)
	}
	fmt.Fprintf(w, "\t.type\t%s,@function\n%s:\n", sym.Name, sym.Name)
	w.WriteString(e.lines.FuncStart(f))
	head := w.String()
	w.Reset()
	heads := make([]string, len(f.Blocks))
	texts := make([]string, len(f.Blocks))
	e.noteBlocks()
	for i, b := range f.Blocks {
		if i > 0 {
			heads[i] = e.labels[i] + ":\n"
		}
		if lab, ok := info.BlockLabels[b.ID]; ok {
			heads[i] += fmt.Sprintf("%s:\n", lab)
		}
		e.lines.Block()
		e.pendingLoc = ""
		e.spAdj = 0
		for j := 0; j < len(b.Instrs); j++ {
			in := b.Instrs[j]
			e.debugPos(in)
			if j+1 < len(b.Instrs) {
				if lea := e.leaOf(in, b.Instrs[j+1]); lea != "" {
					e.debugPos(b.Instrs[j+1])
					e.ins("%s", lea)
					j++
					continue
				}
			}
			e.instr(b, in)
		}
		texts[i] = w.String()
		w.Reset()
	}
	// The function is not read again: a large function's instructions
	// are garbage from here, while the texts are threaded and joined
	// (the caller keeps no reference either; issue 16).
	e.f, f = nil, nil
	e.thread(heads, texts)
	// The body is written once into a buffer of its size, and the whole
	// function once more into one sized for it with the marks replaced:
	// growing buffers of a very large function's megabytes copy them
	// again and again, into fresh memory (issue 16).
	n := 0
	for i := range texts {
		n += len(heads[i]) + len(texts[i])
	}
	w.Grow(n)
	for i := range texts {
		w.WriteString(heads[i])
		w.WriteString(texts[i])
	}
	body := w.String()
	w.Reset()
	w.Grow(len(head) + n + n/8 + 4096)
	w.WriteString(head)
	// A function whose body never touches the stack (no frame, no
	// spill slot, no call, no push or pop, no RBP or RSP operand, no
	// callee-saved register to save) needs no frame at all, as llc
	// writes leaf functions.
	frameless := e.fr.size == 0 && len(e.fr.saved) == 0 && !strings.Contains(body, "%rbp") &&
		!strings.Contains(body, "%rsp") && !strings.Contains(body, "call") &&
		!strings.Contains(body, "push") && !strings.Contains(body, "pop")
	if e.fr.fpo && e.fr.size == 0 && !strings.Contains(body, "%rsp") && onlySibCalls(body) {
		// Nothing in the body refers to RSP (no frame object, spill
		// slot or incoming stack argument, whose offsets were written
		// for this adjustment), and without a call that returns here
		// RSP need not be 16-byte aligned: no adjustment beyond the
		// pushes.
		e.fr.sub = 0
	}
	cfi := !frameless && e.fr.fpo
	if frameless {
		strings.NewReplacer(epilogueMark, "\tretq\n").WriteString(w, body)
	} else {
		if cfi {
			w.WriteString("\t.cfi_startproc\n")
		}
		e.prologue()
		strings.NewReplacer(epilogueMark, e.epilogueText()).WriteString(w, sibCalls(body, e.epilogueText()))
	}
	if cfi {
		w.WriteString("\t.cfi_endproc\n")
	}
	fmt.Fprintf(w, ".Lfunc_end%d:\n\t.size\t%s, .Lfunc_end%d-%s\n", fnIndex, sym.Name, fnIndex, sym.Name)
	for _, t := range e.tables {
		if t.abs {
			fmt.Fprintf(w, "\t.section\t.rodata,\"a\",@progbits\n\t.p2align\t3\n%s:\n", t.label)
			for _, tg := range t.targets {
				fmt.Fprintf(w, "\t.quad\t%s\n", tg)
			}
			continue
		}
		fmt.Fprintf(w, "\t.section\t.rodata,\"a\",@progbits\n\t.p2align\t2\n%s:\n", t.label)
		for _, tg := range t.targets {
			fmt.Fprintf(w, "\t.long\t%s-%s\n", tg, t.label)
		}
	}
	return []byte(w.String())
}

// noteBlocks records what threading needs of e.f's blocks (labels, asm).
func (e *fnEmit) noteBlocks() {
	e.labels = make([]string, len(e.f.Blocks))
	e.asm = make([]bool, len(e.f.Blocks))
	for i, b := range e.f.Blocks {
		e.labels[i] = e.label(b)
		for _, in := range b.Instrs {
			e.asm[i] = e.asm[i] || in.Op == x.InlineAsm
		}
	}
}

func (e *fnEmit) ins(format string, args ...interface{}) {
	if e.pendingLoc != "" {
		e.w.WriteString(e.pendingLoc)
		e.pendingLoc = ""
	}
	e.w.WriteByte('\t')
	fmt.Fprintf(e.w, format, args...)
	e.w.WriteByte('\n')
}

// debugPos prepares the .loc directive of instruction in, written before
// its first line. Terminators get none: their lines are what the branch
// threading reads and rewrites (thread.go), and a branch belongs to the
// line of the compare before it anyway; nor do the moves allocators
// insert.
func (e *fnEmit) debugPos(in *mir.Instr) {
	switch {
	case in.Term:
		e.pendingLoc = ""
	case in.Op == mir.OpMove || in.Op == mir.OpSwap || in.Op == mir.OpRemat:
	default:
		if d := e.lines.At(in.Pos); d != "" {
			e.pendingLoc = d
		}
	}
}

func reg(l mir.Loc, bits int) string { return "%" + x.RegName(l.Reg, bits) }

func (e *fnEmit) slot(l mir.Loc) string { return e.frameRef(e.fr.slotOff[l.Slot]) }

// loc prints a register or slot operand.
func (e *fnEmit) loc(l mir.Loc, bits int) string {
	if l.IsSlot() {
		return e.slot(l)
	}
	return reg(l, bits)
}

// folded is the comment of an instruction that reads a use from a spill
// slot (a folded reload, mir.MemFolder), as llc writes it; "" if none.
func (e *fnEmit) folded(in *mir.Instr) string {
	for _, l := range in.UseLocs {
		if l.IsSlot() {
			return fmt.Sprintf("                # %d-byte Folded Reload", e.f.Slots[l.Slot].Size)
		}
	}
	return ""
}

// source prints the second operand of a two-address ALU or FALU: the
// memory at m when the instruction selector folded a load into it (m not
// nil), else use 1 (a register, or a slot for a folded reload), as bits.
func (e *fnEmit) source(in *mir.Instr, m *x.Addr, bits int) string {
	if m != nil {
		return e.mem(&x.Mem{Addr: *m}, in, 0)
	}
	return e.loc(in.UseLocs[1], bits)
}

// foldedSpill reports whether in writes its def to a spill slot (and
// reads its tied use from it: a folded spill, mir.MemDefFolder).
func (e *fnEmit) foldedSpill(in *mir.Instr) bool {
	return len(in.DefLocs) > 0 && in.DefLocs[0].IsSlot()
}

// dst prints the destination of a two-address operation: def 0's
// register, or its slot for a folded spill.
func (e *fnEmit) dst(in *mir.Instr, bits int) string {
	return e.loc(in.DefLocs[0], bits)
}

// spillComment is the comment of a folded spill, as llc writes it; ""
// for any other instruction.
func (e *fnEmit) spillComment(in *mir.Instr) string {
	if !e.foldedSpill(in) {
		return ""
	}
	return fmt.Sprintf("                # %d-byte Folded Spill", e.f.Slots[in.DefLocs[0].Slot].Size)
}

// foldedAt is folded's comment when use k of in is the one in a slot.
func (e *fnEmit) foldedAt(in *mir.Instr, k int) string {
	if in.UseLocs[k].IsSlot() {
		return e.folded(in)
	}
	return ""
}

// move copies a value between locations (class c).
func (e *fnEmit) move(dst, src mir.Loc, c mir.Class, why string) {
	if dst == src || e.vecMove(dst, src, c) {
		return
	}
	fp := c == mir.FPR
	switch {
	case src.IsReg() && dst.IsReg():
		if fp {
			e.ins("movaps\t%s, %s", reg(src, 0), reg(dst, 0))
		} else {
			e.ins("movq\t%s, %s", reg(src, 64), reg(dst, 64))
		}
	case src.IsReg() && dst.IsSlot():
		op := "movq"
		if fp {
			op = "movsd"
		}
		e.ins("%s\t%s, %s                # 8-byte Spill", op, reg(src, 64), e.slot(dst))
	case src.IsSlot() && dst.IsReg():
		op := "movq"
		if fp {
			op = "movsd"
		}
		e.ins("%s\t%s, %s                # 8-byte Reload", op, e.slot(src), reg(dst, 64))
	default:
		// Memory to memory without a register.
		e.ins("pushq\t%s", e.slot(src))
		e.ins("popq\t%s", e.slot(dst))
	}
}

func (e *fnEmit) swap(a, b mir.Loc, c mir.Class) {
	if c == mir.FPR {
		// Three xors: no spare register needed, flags untouched.
		e.ins("xorps\t%s, %s", reg(b, 0), reg(a, 0))
		e.ins("xorps\t%s, %s", reg(a, 0), reg(b, 0))
		e.ins("xorps\t%s, %s", reg(b, 0), reg(a, 0))
		return
	}
	e.ins("xchgq\t%s, %s", reg(a, 64), reg(b, 64))
}

// mem prints a memory operand.
func (e *fnEmit) mem(m *x.Mem, in *mir.Instr, useBase int) string {
	return e.memAt(m, in.UseLocs[useBase:])
}

// memAt is the operand of address m whose base and index registers are
// at locs (by BaseIdx and IndexIdx).
func (e *fnEmit) memAt(m *x.Mem, locs []mir.Loc) string {
	var sb strings.Builder
	disp := m.Disp
	switch {
	case m.Sym != "" && m.IndexIdx >= 0:
		// -relocation-model=static: the symbol is the displacement
		// (lower/x86.NewStaticSelector), "g+8(,%rcx,4)", or as llc-14
		// writes a scale of 1, "g(%rcx)".
		sb.WriteString(m.Sym)
		if disp != 0 {
			fmt.Fprintf(&sb, "%+d", disp)
		}
		if m.Scale == 1 {
			fmt.Fprintf(&sb, "(%s)", reg(locs[m.IndexIdx], 64))
		} else {
			fmt.Fprintf(&sb, "(,%s,%d)", reg(locs[m.IndexIdx], 64), m.Scale)
		}
		return sb.String()
	case m.Sym != "":
		if disp != 0 {
			fmt.Fprintf(&sb, "%s%+d(%%rip)", m.Sym, disp)
		} else {
			fmt.Fprintf(&sb, "%s(%%rip)", m.Sym)
		}
		return sb.String()
	case m.Frame >= 0:
		disp += e.fr.objOff[m.Frame]
	case m.Incoming:
		disp += 16
	}
	if (m.Frame >= 0 || m.Incoming) && e.fr.fpo {
		disp += e.fr.delta + e.spAdj
	}
	if disp != 0 {
		fmt.Fprintf(&sb, "%d", disp)
	}
	sb.WriteByte('(')
	switch {
	case (m.Frame >= 0 || m.Incoming) && e.fr.fpo:
		sb.WriteString("%rsp")
	case m.Frame >= 0 || m.Incoming:
		sb.WriteString("%rbp")
	case m.SP:
		sb.WriteString("%rsp")
	case m.BaseIdx >= 0:
		sb.WriteString(reg(locs[m.BaseIdx], 64))
	}
	switch {
	case m.IndexIdx >= 0 && m.Scale == 1 && (m.BaseIdx >= 0 || m.Frame >= 0 || m.Incoming || m.SP):
		// As llc-14 writes it: (%rdi,%rsi), the scale of 1 implied.
		fmt.Fprintf(&sb, ",%s", reg(locs[m.IndexIdx], 64))
	case m.IndexIdx >= 0:
		fmt.Fprintf(&sb, ",%s,%d", reg(locs[m.IndexIdx], 64), m.Scale)
	}
	sb.WriteByte(')')
	return sb.String()
}

var sizeSuffix = map[int]string{8: "b", 16: "w", 32: "l", 64: "q"}

// instr writes one allocated instruction: the target-independent ones
// here, the others by kind.
// leaOf is the lea that does what register move (or copy) mv and the two-address
// operation op after it do together, or "": op adds an immediate or a
// register to the value mv copied, subtracts an immediate from it or
// shifts it left by 1 to 3, in the register mv wrote. A value that stays
// live after such an operation gets a copy from the allocator (the
// operation's def is tied to its use); llc-14 writes the pair as one lea,
// which leaves the flags alone (nothing reads an operation's flags in
// ssara's x86 code: compares are part of their consumers) and needs no
// move: "leal 12345(%rax), %ebx" for "movq %rax, %rbx; addl $12345,
// %ebx".
func (e *fnEmit) leaOf(mv, op *mir.Instr) string {
	var from, to mir.Loc
	switch {
	case mv.Op == mir.OpMove && mv.Class == mir.GPR:
		from, to = mv.Src, mv.Dst
	case mv.Op == mir.OpCopy && len(mv.Defs) == 1 && len(mv.UseLocs) == 1 && len(mv.DefLocs) == 1 &&
		(mv.Defs[0].IsVirtual() && e.f.ClassOf(mv.Defs[0]) == mir.GPR || mv.Defs[0].IsPhys() && mv.Defs[0] < x.XMM0):
		from, to = mv.UseLocs[0], mv.DefLocs[0]
	default:
		return ""
	}
	if !from.IsReg() || !to.IsReg() || from == to ||
		op.Tied != 0 || len(op.DefLocs) != 1 || len(op.UseLocs) == 0 || op.DefLocs[0] != to || op.UseLocs[0] != to {
		return ""
	}
	if len(op.UseLocs) == 2 && op.UseLocs[1] == to {
		// add %to, %to after the move reads the moved value twice.
		return ""
	}
	// The lea is the operation's three-address form (x86.Target.Untie,
	// as lower's untieLive makes it before allocation), reading the
	// move's source where the operation read its destination.
	lea := mir.Instr{Op: op.Op, Defs: op.Defs, Uses: append([]mir.Reg(nil), op.Uses...), Tied: op.Tied, Aux: op.Aux}
	if !(x.Target{}).Untie(&lea) {
		return ""
	}
	locs := make([]mir.Loc, len(lea.Uses))
	for k := range locs {
		locs[k] = from
		if k > 0 && k < len(op.UseLocs) {
			locs[k] = op.UseLocs[k]
		}
		if !locs[k].IsReg() {
			return ""
		}
	}
	m := lea.Aux.(*x.Mem)
	return fmt.Sprintf("lea%s	%s, %s", sizeSuffix[m.Bits], e.memAt(m, locs), reg(to, m.Bits))
}

func (e *fnEmit) instr(b *mir.Block, in *mir.Instr) {
	switch in.Op {
	case mir.OpPhi, mir.OpImplicitDef:
		return
	case mir.OpMove:
		e.move(in.Dst, in.Src, in.Class, in.Why)
		return
	case mir.OpSwap:
		e.swap(in.Dst, in.Src, in.Class)
		return
	case mir.OpRemat:
		e.instr(b, in.Remat)
		return
	case mir.OpCopy:
		c := mir.GPR
		if d := in.Defs[0]; d.IsVirtual() {
			c = e.f.ClassOf(d)
		} else if d >= x.XMM0 {
			c = mir.FPR
		}
		e.move(in.DefLocs[0], in.UseLocs[0], c, "")
		return
	case mir.OpJump:
		e.jumpTo(b, b.Succs[0])
		return
	}
	switch in.Op {
	case x.MovImm, x.LeaSym, x.Lea, x.Load, x.Store, x.StoreImm, x.RMW:
		e.memInstr(in)
	case x.ALU, x.ALUImm, x.IMul3, x.Unary, x.Shift, x.Ext, x.Cqo, x.Div, x.MulHi, x.BitScan, x.AdcSbb, x.Shld, x.MulWide, x.OvfALU:
		e.intInstr(in)
	case x.SetCC, x.Select, x.CmpBr, x.JmpInd, x.Ret, x.Unreachable, x.Trap:
		e.condInstr(b, in)
	case x.Call, x.AdjSP, x.DynAlloca, x.StackSave, x.StackRestore:
		e.stackInstr(in)
	case x.FALU, x.FUnary, x.FConst, x.Cvt:
		e.floatInstr(in)
	case x.Xchg, x.XAdd, x.CmpXchg, x.MFence:
		e.atomicInstr(in)
	case x.X87:
		e.x87(in)
	case x.SjLjSetjmp:
		e.sjljSetjmp(in)
	case x.SjLjLongjmp:
		e.sjljLongjmp()
	case x.InlineAsm:
		e.inlineAsm(in)
	default:
		if !e.vecInstr(in) {
			e.ins("# unknown op %d", in.Op)
		}
	}
}

// def and use print def i and use i of in as registers of bits.
func def(in *mir.Instr, i, bits int) string { return reg(in.DefLocs[i], bits) }
func use(in *mir.Instr, i, bits int) string { return reg(in.UseLocs[i], bits) }

// memInstr moves constants, addresses and values between registers and memory.
func (e *fnEmit) memInstr(in *mir.Instr) {
	d := func(i int, bits int) string { return def(in, i, bits) }
	u := func(i int, bits int) string { return use(in, i, bits) }
	switch in.Op {
	case x.MovImm:
		im := in.Aux.(*x.Imm)
		switch {
		case im.Val == 0:
			e.ins("xorl\t%s, %s", d(0, 32), d(0, 32))
		case im.Bits <= 32 || (im.Val >= 0 && im.Val <= 0xffffffff):
			e.ins("movl\t$%d, %s", uint32(im.Val), d(0, 32))
		case im.Val == int64(int32(im.Val)):
			e.ins("movq\t$%d, %s", im.Val, d(0, 64))
		default:
			e.ins("movabsq\t$%d, %s", im.Val, d(0, 64))
		}
	case x.LeaSym:
		s := in.Aux.(*x.SymRef)
		if s.TLS != 0 {
			e.tlsAddr(s, d(0, 64))
		} else if s.GOT {
			e.ins("movq\t%s@GOTPCREL(%%rip), %s", s.Sym, d(0, 64))
		} else if e.static && s.Off != 0 {
			e.ins("movl\t$%s%+d, %s", s.Sym, s.Off, d(0, 32))
		} else if e.static {
			e.ins("movl\t$%s, %s", s.Sym, d(0, 32))
		} else if s.Off != 0 {
			e.ins("leaq\t%s%+d(%%rip), %s", s.Sym, s.Off, d(0, 64))
		} else {
			e.ins("leaq\t%s(%%rip), %s", s.Sym, d(0, 64))
		}
	case x.Lea:
		if m := in.Aux.(*x.Mem); m.Bits == 32 {
			e.ins("leal\t%s, %s", e.mem(m, in, 0), d(0, 32))
		} else {
			e.ins("leaq\t%s, %s", e.mem(m, in, 0), d(0, 64))
		}
	case x.Load:
		m := in.Aux.(*x.Mem)
		addr := e.mem(m, in, 0)
		switch {
		case m.FP && m.Bits == 32:
			e.ins("movss\t%s, %s", addr, d(0, 0))
		case m.FP:
			e.ins("movsd\t%s, %s", addr, d(0, 0))
		case m.Sign && m.Wide && m.Bits == 8:
			e.ins("movsbq\t%s, %s", addr, d(0, 64))
		case m.Sign && m.Wide && m.Bits == 16:
			e.ins("movswq\t%s, %s", addr, d(0, 64))
		case m.Sign && m.Wide && m.Bits == 32:
			e.ins("movslq\t%s, %s", addr, d(0, 64))
		case m.Bits == 8 && m.Sign:
			e.ins("movsbl\t%s, %s", addr, d(0, 32))
		case m.Bits == 8:
			e.ins("movzbl\t%s, %s", addr, d(0, 32))
		case m.Bits == 16 && m.Sign:
			e.ins("movswl\t%s, %s", addr, d(0, 32))
		case m.Bits == 16:
			e.ins("movzwl\t%s, %s", addr, d(0, 32))
		case m.Bits == 32:
			e.ins("movl\t%s, %s", addr, d(0, 32))
		default:
			e.ins("movq\t%s, %s", addr, d(0, 64))
		}
	case x.Store:
		m := in.Aux.(*x.Mem)
		addr := e.mem(m, in, 1)
		switch {
		case m.FP && m.Bits == 32:
			e.ins("movss\t%s, %s", u(0, 0), addr)
		case m.FP:
			e.ins("movsd\t%s, %s", u(0, 0), addr)
		default:
			e.ins("mov%s\t%s, %s", sizeSuffix[m.Bits], u(0, m.Bits), addr)
		}
	case x.StoreImm:
		m := in.Aux.(*x.Mem)
		imm := m.Imm
		switch m.Bits {
		case 8:
			imm = int64(int8(imm))
		case 16:
			imm = int64(int16(imm))
		case 32:
			imm = int64(int32(imm))
		}
		e.ins("mov%s\t$%d, %s", sizeSuffix[m.Bits], imm, e.mem(m, in, 0))
	case x.RMW:
		r := in.Aux.(*x.RMWInfo)
		src := fmt.Sprintf("$%d", immOf(r.Imm, r.Bits))
		if !r.HasImm {
			src = u(0, r.Bits)
		}
		e.ins("%s%s\t%s, %s", r.Op, sizeSuffix[r.Bits], src, e.mem(&r.Mem, in, 0))
	}
}

// intInstr writes the integer arithmetic.
func (e *fnEmit) intInstr(in *mir.Instr) {
	d := func(i int, bits int) string { return def(in, i, bits) }
	u := func(i int, bits int) string { return use(in, i, bits) }
	switch in.Op {
	case x.ALU:
		a := in.Aux.(*x.Arith)
		op := a.Op.String()
		if e.foldedSpill(in) {
			e.ins("%s%s\t%s, %s%s", op, sizeSuffix[a.Bits], u(1, a.Bits), e.slot(in.DefLocs[0]), e.spillComment(in))
			break
		}
		e.ins("%s%s\t%s, %s%s", op, sizeSuffix[a.Bits], e.source(in, a.Mem, a.Bits), d(0, a.Bits), e.folded(in))
	case x.ALUImm:
		a := in.Aux.(*x.Arith)
		imm := a.Imm
		if a.Bits == 32 {
			imm = int64(int32(imm))
		}
		e.ins("%s%s\t$%d, %s%s", a.Op, sizeSuffix[a.Bits], imm, e.dst(in, a.Bits), e.spillComment(in))
	case x.IMul3:
		a := in.Aux.(*x.Arith)
		imm := a.Imm
		if a.Bits == 32 {
			imm = int64(int32(imm))
		}
		// The source is a register, or a slot for a folded reload.
		e.ins("imul%s\t$%d, %s, %s%s", sizeSuffix[a.Bits], imm, e.loc(in.UseLocs[0], a.Bits), d(0, a.Bits), e.folded(in))
	case x.Unary:
		a := in.Aux.(*x.Arith)
		e.ins("%s%s\t%s%s", a.Op, sizeSuffix[a.Bits], e.dst(in, a.Bits), e.spillComment(in))
	case x.Shift:
		a := in.Aux.(*x.Arith)
		if len(in.Uses) > 1 {
			e.ins("%s%s\t%%cl, %s", a.Op, sizeSuffix[a.Bits], d(0, a.Bits))
		} else {
			e.ins("%s%s\t$%d, %s%s", a.Op, sizeSuffix[a.Bits], a.Imm, e.dst(in, a.Bits), e.spillComment(in))
		}
	case x.Ext:
		k := in.Aux.(*x.ExtKind)
		switch {
		case k.From == 32 && !k.Sign:
			e.ins("movl\t%s, %s", u(0, 32), d(0, 32))
		case k.From == 32:
			e.ins("movslq\t%s, %s", u(0, 32), d(0, 64))
		default:
			op := "movz"
			if k.Sign {
				op = "movs"
			}
			to := 32
			if k.Sign && k.To == 64 {
				to = 64
			}
			e.ins("%s%s%s\t%s, %s", op, sizeSuffix[k.From], sizeSuffix[to], u(0, k.From), d(0, to))
		}
	case x.Cqo:
		if in.Aux.(*x.DivKind).Bits == 64 {
			e.ins("cqto")
		} else {
			e.ins("cltd")
		}
	case x.Div, x.MulHi:
		// One operand beside RDX:RAX: the divisor (Uses[2]) or the
		// multiplier (Uses[1]).
		k := in.Aux.(*x.DivKind)
		op, arg := "div", 2
		if in.Op == x.MulHi {
			op, arg = "mul", 1
		}
		if k.Signed {
			op = "i" + op
		}
		e.ins("%s%s\t%s", op, sizeSuffix[k.Bits], u(arg, k.Bits))
	case x.BitScan:
		k := in.Aux.(*x.BitScanKind)
		op := "bsf"
		if k.Reverse {
			op = "bsr"
		}
		e.ins("%s%s\t%s, %s", op, sizeSuffix[k.Bits], u(0, k.Bits), d(0, k.Bits))
	case x.AdcSbb:
		c := in.Aux.(*x.CarryInfo)
		op := c.Op.String()
		if c.CarryIn {
			var cin string
			if c.CarryMem != nil {
				cin = e.mem(&x.Mem{Addr: *c.CarryMem}, in, 0)
			} else {
				cin = u(2, 32)
			}
			e.ins("btl\t$0, %s", cin)
			op = map[x.AluOp]string{x.Add: "adc", x.Sub: "sbb"}[c.Op]
		}
		e.ins("%sq\t%s, %s", op, u(1, 64), d(0, 64))
		if len(in.Defs) > 1 {
			e.ins("set%s\t%s", c.CC, d(1, 8))
			e.ins("movzbl\t%s, %s", d(1, 8), d(1, 32))
		}
	case x.Shld:
		a := in.Aux.(*x.Arith)
		op := "shld"
		if a.Op == x.Shr {
			op = "shrd"
		}
		count := fmt.Sprintf("$%d", a.Imm)
		if in.Uses[len(in.Uses)-1] == x.RCX {
			count = "%cl"
		}
		if a.Mem != nil {
			// The destination is a frame temporary (lower/x86.FitBudget).
			e.ins("%s%s\t%s, %s, %s", op, sizeSuffix[a.Bits], count, u(0, a.Bits), e.mem(&x.Mem{Addr: *a.Mem}, in, 0))
			break
		}
		e.ins("%s%s\t%s, %s, %s", op, sizeSuffix[a.Bits], count, u(1, a.Bits), d(0, a.Bits))
	case x.MulWide:
		a := in.Aux.(*x.Arith)
		e.ins("mul%s\t%s", sizeSuffix[a.Bits], u(1, a.Bits))
		e.ins("seto\t%s", d(2, 8))
		e.ins("movzbl\t%s, %s", d(2, 8), d(2, 32))
	case x.OvfALU:
		o := in.Aux.(*x.OvfInfo)
		e.ins("%s%s\t%s, %s", o.Op, sizeSuffix[o.Bits], u(1, o.Bits), d(0, o.Bits))
		e.ins("set%s\t%s", o.CC, d(1, 8))
		e.ins("movzbl\t%s, %s", d(1, 8), d(1, 32))
	}
}

// condInstr writes compares and the control flow that consumes them or ends a block.
func (e *fnEmit) condInstr(b *mir.Block, in *mir.Instr) {
	d := func(i int, bits int) string { return def(in, i, bits) }
	u := func(i int, bits int) string { return use(in, i, bits) }
	switch in.Op {
	case x.SetCC:
		c := in.Aux.(*x.CondOp)
		e.compare(&c.Cond, in)
		if c.Float {
			e.fsetcc(c.FC, in)
		} else {
			e.ins("set%s\t%s", c.CC, d(0, 8))
		}
		e.ins("movzbl\t%s, %s", d(0, 8), d(0, 32))
	case x.Select:
		c := in.Aux.(*x.CondOp)
		e.compare(&c.Cond, in)
		if !c.Float && !c.FP {
			e.ins("cmov%s\t%s, %s%s", c.CC, e.loc(in.UseLocs[1], 64), d(0, 64), e.foldedAt(in, 1))
			if c.Test {
				// handled by compare: CC is ne for test
			}
			return
		}
		skip := e.newLocal()
		e.fjumpFalse(&c.Cond, skip)
		if c.FP {
			e.ins("movaps\t%s, %s", u(1, 0), d(0, 0))
		} else {
			e.ins("movq\t%s, %s", u(1, 64), d(0, 64))
		}
		fmt.Fprintf(e.w, "%s:\n", skip)
	case x.CmpBr:
		c := in.Aux.(*x.CondOp)
		e.compare(&c.Cond, in)
		t, f := b.Succs[0], b.Succs[1]
		if t.ID == b.ID+1 && f.ID != b.ID+1 {
			// The true block follows: jump only when false.
			e.fjumpFalse(&c.Cond, e.label(f))
			break
		}
		if c.Float {
			e.fbranch(c.FC, e.label(t))
		} else {
			e.ins("j%s\t%s", c.CC, e.label(t))
		}
		e.jumpTo(b, f)
	case x.JmpInd:
		if m, ok := in.Aux.(*x.Mem); ok {
			e.ins("jmpq\t*%s", e.mem(m, in, 0))
			break
		}
		jt, _ := in.Aux.(*x.JumpTable)
		if jt != nil && jt.Abs {
			e.ins("jmpq\t*%s(,%s,8)", jt.Label, u(0, 64))
		} else {
			e.ins("jmpq\t*%s", u(0, 64))
		}
		if jt != nil {
			t := jumpTable{label: jt.Label, abs: jt.Abs}
			for _, i := range jt.Entries {
				t.targets = append(t.targets, e.label(b.Succs[i]))
			}
			e.tables = append(e.tables, t)
		}
	case x.Ret:
		e.epilogue()
	case x.Unreachable:
		// Nothing: control never gets here.
	case x.Trap:
		e.ins("ud2")
	}
}

// stackInstr writes calls and what moves the stack pointer.
func (e *fnEmit) stackInstr(in *mir.Instr) {
	d := func(i int, bits int) string { return def(in, i, bits) }
	u := func(i int, bits int) string { return use(in, i, bits) }
	switch in.Op {
	case x.Call:
		ci := in.Aux.(*x.CallInfo)
		if ci.Indirect && ci.Mem != nil {
			e.ins("callq\t*%s", e.mem(&x.Mem{Addr: *ci.Mem}, in, 0))
		} else if ci.Indirect {
			e.ins("callq\t*%s", u(len(in.Uses)-1, 64))
		} else if ci.Tail {
			e.ins("callq\t%s%s", ci.Sym, tailMark)
		} else {
			e.ins("callq\t%s", ci.Sym)
		}
	case x.AdjSP:
		v := in.Aux.(*x.Imm).Val
		if v < 0 {
			e.ins("subq\t$%d, %%rsp", -v)
		} else {
			e.ins("addq\t$%d, %%rsp", v)
		}
		e.spAdj -= v
		if e.fr.fpo {
			e.ins(".cfi_adjust_cfa_offset %d", -v)
		}
	case x.DynAlloca:
		e.ins("subq\t%s, %%rsp", u(0, 64))
		e.ins("movq\t%%rsp, %s", d(0, 64))
	case x.StackSave:
		e.ins("movq\t%%rsp, %s", d(0, 64))
	case x.StackRestore:
		e.ins("movq\t%s, %%rsp", u(0, 64))
	}
}

// floatInstr writes the scalar floating-point operations.
func (e *fnEmit) floatInstr(in *mir.Instr) {
	d := func(i int, bits int) string { return def(in, i, bits) }
	u := func(i int, bits int) string { return use(in, i, bits) }
	switch in.Op {
	case x.FALU:
		o := in.Aux.(*x.FOp)
		e.ins("%s%s\t%s, %s%s", o.Op, fsuf(o.Bits), e.source(in, o.Mem, 0), d(0, 0), e.folded(in))
	case x.FUnary:
		o := in.Aux.(*x.FOp)
		switch o.Op {
		case "sqrt":
			e.ins("sqrt%s\t%s, %s", fsuf(o.Bits), u(0, 0), d(0, 0))
		default:
			e.ins("%sps\t%s(%%rip), %s", o.Op, o.Mask, d(0, 0))
		}
	case x.FConst:
		c := in.Aux.(*x.FConstInfo)
		if c.Zero {
			e.ins("xorps\t%s, %s", d(0, 0), d(0, 0))
		} else if c.Bits == 32 {
			e.ins("movss\t%s(%%rip), %s", c.Label, d(0, 0))
		} else {
			e.ins("movsd\t%s(%%rip), %s", c.Label, d(0, 0))
		}
	case x.Cvt:
		e.cvt(in)
	}
}

// atomicInstr writes the atomic operations.
func (e *fnEmit) atomicInstr(in *mir.Instr) {
	d := func(i int, bits int) string { return def(in, i, bits) }
	u := func(i int, bits int) string { return use(in, i, bits) }
	switch in.Op {
	case x.Xchg, x.XAdd:
		m := in.Aux.(*x.Mem)
		op := "xchg"
		if in.Op == x.XAdd {
			op = "lock xadd"
		}
		e.ins("%s%s\t%s, %s", op, sizeSuffix[m.Bits], d(0, m.Bits), e.mem(m, in, 1))
	case x.CmpXchg:
		m := in.Aux.(*x.Mem)
		e.ins("lock cmpxchg%s\t%s, %s", sizeSuffix[m.Bits], u(1, m.Bits), e.mem(m, in, 2))
		e.ins("sete\t%s", d(1, 8))
		e.ins("movzbl\t%s, %s", d(1, 8), d(1, 32))
	case x.MFence:
		e.ins("mfence")
	}
}

func fsuf(bits int) string {
	if bits == 32 {
		return "ss"
	}
	return "sd"
}

func (e *fnEmit) newLocal() string {
	e.local++
	return fmt.Sprintf(".Ltmp%s_%d", strings.TrimPrefix(strings.ReplaceAll(e.f.Name, ".", "_"), "\""), e.local)
}

func (e *fnEmit) jumpTo(b, to *mir.Block) {
	if to.ID == b.ID+1 {
		return // fall through
	}
	e.ins("jmp\t%s", e.label(to))
}

// tailMark follows a call marked tail (CallInfo.Tail) while the body is
// written; sibCalls turns such a call that the return sequence follows
// into a jump, and drops the mark from the others.
const tailMark = "\t#ssara-tail"

// sibCalls rewrites "callq f" followed by the epilogue into the epilogue
// without its ret and "jmp f" (a sibling call, as llc-14 writes it): f
// returns to this function's caller with the callee-saved registers and
// the stack as this function's return would leave them. Labels may stand
// between the call and the epilogue (the return block that other blocks
// reach too, which then keeps its epilogue).
func sibCalls(body, epilogue string) string {
	if !strings.Contains(body, tailMark) {
		return body
	}
	lines := strings.SplitAfter(body, "\n")
	var sb strings.Builder
	for i, ln := range lines {
		if !strings.HasSuffix(ln, tailMark+"\n") {
			sb.WriteString(ln)
			continue
		}
		call := strings.TrimSuffix(ln, tailMark+"\n")
		if j := returnAfter(lines, i); j >= 0 {
			sym := strings.TrimPrefix(call, "\tcallq\t")
			before, after, _ := strings.Cut(epilogue, "\tretq\n")
			sb.WriteString(before)
			sb.WriteString("\tjmp\t" + sym + "                       # TAILCALL\n")
			sb.WriteString(after)
			if j == i+1 {
				lines[j] = "" // only this call reached that epilogue
			}
			continue
		}
		sb.WriteString(call + "\n")
	}
	return sb.String()
}

// returnAfter is the index of the epilogue that follows line i of lines
// with nothing but labels between, or -1.
func returnAfter(lines []string, i int) int {
	for j := i + 1; j < len(lines); j++ {
		switch {
		case lines[j] == epilogueMark:
			return j
		case strings.HasSuffix(lines[j], ":\n") && !strings.HasPrefix(lines[j], "\t"):
			continue
		}
		return -1
	}
	return -1
}

// onlySibCalls reports whether every call in body is one that sibCalls
// turns into a jump (marked tail and followed by the return).
func onlySibCalls(body string) bool {
	lines := strings.SplitAfter(body, "\n")
	for i, ln := range lines {
		if !strings.Contains(ln, "call") {
			continue
		}
		if !strings.HasSuffix(ln, tailMark+"\n") || returnAfter(lines, i) < 0 {
			return false
		}
	}
	return true
}

// epilogueMark stands for the return sequence while the body is written:
// it depends on whether the function needs a frame, known only after.
const epilogueMark = "\t#ssara-epilogue\n"

func (e *fnEmit) epilogue() { e.w.WriteString(epilogueMark) }

func (e *fnEmit) prologue() {
	if e.fr.fpo {
		// The canonical frame address is RSP+8 at entry.
		cfa := int64(8)
		for _, r := range e.fr.saved {
			e.ins("pushq\t%%%s", x.RegName(r, 64))
			cfa += 8
			e.ins(".cfi_def_cfa_offset %d", cfa)
		}
		for i, r := range e.fr.saved {
			e.ins(".cfi_offset %%%s, %d", x.RegName(r, 64), -16-8*int64(i))
		}
		if e.fr.sub > 0 {
			e.ins("subq\t$%d, %%rsp", e.fr.sub)
			e.ins(".cfi_def_cfa_offset %d", cfa+e.fr.sub)
		}
		return
	}
	e.ins("pushq\t%%rbp")
	e.ins("movq\t%%rsp, %%rbp")
	for _, r := range e.fr.saved {
		e.ins("pushq\t%%%s", x.RegName(r, 64))
	}
	if e.fr.size > 0 {
		e.ins("subq\t$%d, %%rsp", e.fr.size)
	}
}

func (e *fnEmit) epilogueText() string {
	var sb strings.Builder
	if e.fr.fpo {
		// Code after this return (another block) has the body's frame:
		// the state is remembered and restored around the return.
		n := int64(len(e.fr.saved))
		if n == 0 && e.fr.sub == 0 {
			return "\tretq\n" // the CFA never moved (a frame in the red zone)
		}
		cfa := 8 + 8*n + e.fr.sub
		sb.WriteString("\t.cfi_remember_state\n")
		if e.fr.sub > 0 {
			cfa -= e.fr.sub
			fmt.Fprintf(&sb, "\taddq\t$%d, %%rsp\n\t.cfi_def_cfa_offset %d\n", e.fr.sub, cfa)
		}
		for i := n - 1; i >= 0; i-- {
			cfa -= 8
			fmt.Fprintf(&sb, "\tpopq\t%%%s\n\t.cfi_def_cfa_offset %d\n", x.RegName(e.fr.saved[i], 64), cfa)
		}
		sb.WriteString("\tretq\n\t.cfi_restore_state\n")
		return sb.String()
	}
	if n := len(e.fr.saved); n > 0 {
		fmt.Fprintf(&sb, "\tleaq\t-%d(%%rbp), %%rsp\n", 8*n)
		for i := n - 1; i >= 0; i-- {
			fmt.Fprintf(&sb, "\tpopq\t%%%s\n", x.RegName(e.fr.saved[i], 64))
		}
	} else {
		sb.WriteString("\tmovq\t%rbp, %rsp\n")
	}
	sb.WriteString("\tpopq\t%rbp\n\tretq\n")
	return sb.String()
}

// compare sets the flags for a condition.
func (e *fnEmit) compare(c *x.Cond, in *mir.Instr) {
	i := c.CondIdx
	if c.Test {
		e.ins("testb\t$1, %s", reg(in.UseLocs[i], 8))
		c.CC = x.CCNe
		return
	}
	if c.Mem != nil {
		e.compareMem(c, in)
		return
	}
	if c.Float {
		a, b := in.UseLocs[i], in.UseLocs[i+1]
		if x.Swapped(c.FC) {
			a, b = b, a
		}
		e.ins("ucomis%s\t%s, %s", string(fsuf(c.Bits)[1]), reg(b, 0), reg(a, 0))
		return
	}
	bits := c.Bits
	if c.HasImm && c.Imm == 0 && !c.Mask && in.UseLocs[i].IsReg() && e.logicalInto(reg(in.UseLocs[i], bits), bits) {
		return // the flags are those of "cmp $0" already
	}
	var l string
	if c.HasImm {
		l = fmt.Sprintf("%s%s\t$%d, %s%s", cmpOp(c), sizeSuffix[bits], immOf(c.Imm, bits), e.loc(in.UseLocs[i], bits), e.foldedAt(in, i))
	} else {
		l = fmt.Sprintf("cmp%s\t%s, %s%s", sizeSuffix[bits], e.loc(in.UseLocs[i+1], bits), reg(in.UseLocs[i], bits), e.foldedAt(in, i+1))
	}
	if e.flagsStand(l) {
		return // the flags are those of the same compare, just before
	}
	e.ins("%s", l)
}

// logicalInto reports whether the block's last line so far is an and, or
// or xor of width bits into register r ("andl $7, %ecx"): it sets the
// flags as "cmp $0, r" would (ZF, SF and PF from the result, CF and OF
// clear), so a compare of r with 0 right after it is not written, as
// llc-14's peephole drops it (hash.c's "andl $7, %ecx; cmpl $0, %ecx;
// jne").
func (e *fnEmit) logicalInto(r string, bits int) bool {
	t := e.w.String()
	if !strings.HasSuffix(t, ", "+r+"\n") {
		return false
	}
	l := t[strings.LastIndexByte(t[:len(t)-1], '\n')+1:]
	for _, op := range []string{"\tand", "\tor", "\txor"} {
		if strings.HasPrefix(l, op+sizeSuffix[bits]+"\t") {
			return true
		}
	}
	return false
}

// compareMem sets the flags for a condition with an operand in memory
// (Cond.Mem): "cmp $imm, mem", "cmp reg, mem" (MemX), "cmp mem, reg",
// or "ucomis mem, reg".
func (e *fnEmit) compareMem(c *x.Cond, in *mir.Instr) {
	m := e.mem(&x.Mem{Addr: *c.Mem}, in, 0)
	switch {
	case c.Float:
		e.ins("ucomis%s\t%s, %s", string(fsuf(c.Bits)[1]), m, reg(in.UseLocs[c.CondIdx], 0))
	case c.HasImm:
		e.ins("%s%s\t$%d, %s", cmpOp(c), sizeSuffix[c.Bits], immOf(c.Imm, c.Bits), m)
	case c.MemX:
		e.ins("cmp%s\t%s, %s", sizeSuffix[c.Bits], reg(in.UseLocs[c.CondIdx], c.Bits), m)
	default:
		e.ins("cmp%s\t%s, %s", sizeSuffix[c.Bits], m, reg(in.UseLocs[c.CondIdx], c.Bits))
	}
}

// cmpOp is the mnemonic that compares with an immediate: test for a mask
// (Cond.Mask), cmp otherwise.
func cmpOp(c *x.Cond) string {
	if c.Mask {
		return "test"
	}
	return "cmp"
}

// immOf is imm as the signed bits-wide immediate the assembler takes.
func immOf(imm int64, bits int) int64 {
	switch bits {
	case 8:
		return int64(int8(imm))
	case 16:
		return int64(int16(imm))
	case 32:
		return int64(int32(imm))
	}
	return imm
}

// Float predicates after ucomis y, x (flags from x - y): CF = x < y or
// unordered, ZF = x == y or unordered, PF = unordered.
func (e *fnEmit) fbranch(fc mir.FCond, target string) {
	switch fc {
	case mir.FFalse:
	case mir.FTrue:
		e.ins("jmp\t%s", target)
	case mir.FOeq:
		skip := e.newLocal()
		e.ins("jne\t%s", skip)
		e.ins("jnp\t%s", target)
		fmt.Fprintf(e.w, "%s:\n", skip)
	case mir.FUne:
		e.ins("jne\t%s", target)
		e.ins("jp\t%s", target)
	default:
		e.ins("j%s\t%s", fcc(fc), target)
	}
}

// fjumpFalse jumps to target when the float or integer condition is false.
func (e *fnEmit) fjumpFalse(c *x.Cond, target string) {
	if !c.Float {
		e.ins("j%s\t%s", c.CC.Invert(), target)
		return
	}
	switch c.FC {
	case mir.FTrue:
	case mir.FFalse:
		e.ins("jmp\t%s", target)
	case mir.FOeq:
		e.ins("jne\t%s", target)
		e.ins("jp\t%s", target)
	case mir.FUne:
		skip := e.newLocal()
		e.ins("jne\t%s", skip)
		e.ins("jnp\t%s", target)
		fmt.Fprintf(e.w, "%s:\n", skip)
	default:
		e.ins("j%s\t%s", fccInv(c.FC), target)
	}
}

// fcc gives the single-flag condition for the other predicates. Ordered
// less-than predicates are computed as greater-than of swapped operands
// would be; with ucomis y, x: x > y is "a", x >= y is "ae", x < y
// unordered-or-less is "b", x <= y (or unordered) is "be".
func fcc(fc mir.FCond) string {
	switch fc {
	case mir.FOgt, mir.FOlt:
		return "a"
	case mir.FOge, mir.FOle:
		return "ae"
	case mir.FUlt, mir.FUgt:
		return "b"
	case mir.FUle, mir.FUge:
		return "be"
	case mir.FOrd:
		return "np"
	case mir.FUno:
		return "p"
	case mir.FUeq:
		return "e"
	case mir.FOne:
		return "ne"
	}
	return "?" + fmt.Sprint(fc)
}

func fccInv(fc mir.FCond) string {
	switch fc {
	case mir.FOgt, mir.FOlt:
		return "be"
	case mir.FOge, mir.FOle:
		return "b"
	case mir.FUlt, mir.FUgt:
		return "ae"
	case mir.FUle, mir.FUge:
		return "a"
	case mir.FOrd:
		return "p"
	case mir.FUno:
		return "np"
	case mir.FUeq:
		return "ne"
	case mir.FOne:
		return "e"
	}
	return "?" + fmt.Sprint(fc)
}

func (e *fnEmit) fsetcc(fc mir.FCond, in *mir.Instr) {
	d8 := reg(in.DefLocs[0], 8)
	switch fc {
	case mir.FOeq:
		s8 := reg(in.DefLocs[1], 8)
		e.ins("setnp\t%s", s8)
		e.ins("sete\t%s", d8)
		e.ins("andb\t%s, %s", s8, d8)
	case mir.FUne:
		s8 := reg(in.DefLocs[1], 8)
		e.ins("setp\t%s", s8)
		e.ins("setne\t%s", d8)
		e.ins("orb\t%s, %s", s8, d8)
	case mir.FTrue:
		e.ins("movb\t$1, %s", d8)
	case mir.FFalse:
		e.ins("movb\t$0, %s", d8)
	default:
		e.ins("set%s\t%s", fcc(fc), d8)
	}
}

func (e *fnEmit) cvt(in *mir.Instr) {
	k := in.Aux.(*x.CvtKind)
	d := func(i, bits int) string { return reg(in.DefLocs[i], bits) }
	u := func(i, bits int) string { return reg(in.UseLocs[i], bits) }
	switch k.Op {
	case "si2f":
		e.ins("cvtsi2%sq\t%s, %s", fsuf(k.ToBits), u(0, 64), d(0, 0))
	case "f2si":
		e.ins("cvtt%s2si%s\t%s, %s", fsuf(k.FromBits), sizeSuffix[k.ToBits], u(0, 0), d(0, k.ToBits))
	case "f2f":
		e.ins("cvt%s2%s\t%s, %s", fsuf(k.FromBits), fsuf(k.ToBits), u(0, 0), d(0, 0))
	case "gpr2xmm":
		if k.FromBits == 64 {
			e.ins("movq\t%s, %s", u(0, 64), d(0, 0))
		} else {
			e.ins("movd\t%s, %s", u(0, 32), d(0, 0))
		}
	case "xmm2gpr":
		if k.ToBits == 64 {
			e.ins("movq\t%s, %s", u(0, 0), d(0, 64))
		} else {
			e.ins("movd\t%s, %s", u(0, 0), d(0, 32))
		}
	case "u64_2f":
		// d = float(x) for unsigned 64-bit x; s scratch. Above 2^63,
		// halve x keeping its low bit sticky (shr puts it in CF), convert
		// and double.
		big, odd, done := e.newLocal(), e.newLocal(), e.newLocal()
		x0 := u(0, 64)
		e.ins("testq\t%s, %s", x0, x0)
		e.ins("js\t%s", big)
		e.ins("cvtsi2%sq\t%s, %s", fsuf(k.ToBits), x0, d(0, 0))
		e.ins("jmp\t%s", done)
		fmt.Fprintf(e.w, "%s:\n", big)
		e.ins("movq\t%s, %s", x0, d(1, 64))
		e.ins("shrq\t%s", d(1, 64))
		e.ins("jnc\t%s", odd)
		e.ins("orq\t$1, %s", d(1, 64))
		fmt.Fprintf(e.w, "%s:\n", odd)
		e.ins("cvtsi2%sq\t%s, %s", fsuf(k.ToBits), d(1, 64), d(0, 0))
		e.ins("add%s\t%s, %s", fsuf(k.ToBits), d(0, 0), d(0, 0))
		fmt.Fprintf(e.w, "%s:\n", done)
	case "f2u64":
		// d = unsigned 64-bit of x; t scratch XMM, x unchanged. At or
		// above 2^63, convert t = 2^63 - x (exact: a multiple of x's ulp
		// below 2^63 in magnitude), negate, and set bit 63.
		big, done := e.newLocal(), e.newLocal()
		fs := fsuf(k.FromBits)
		if k.FromBits == 32 {
			e.ins("movl\t$0x5f000000, %s", d(0, 32))
			e.ins("movd\t%s, %s", d(0, 32), d(1, 0))
		} else {
			e.ins("movabsq\t$0x43e0000000000000, %s", d(0, 64))
			e.ins("movq\t%s, %s", d(0, 64), d(1, 0))
		}
		e.ins("ucomi%s\t%s, %s", fs, d(1, 0), u(0, 0))
		e.ins("jae\t%s", big)
		e.ins("cvtt%s2siq\t%s, %s", fs, u(0, 0), d(0, 64))
		e.ins("jmp\t%s", done)
		fmt.Fprintf(e.w, "%s:\n", big)
		e.ins("sub%s\t%s, %s", fs, u(0, 0), d(1, 0))
		e.ins("cvtt%s2siq\t%s, %s", fs, d(1, 0), d(0, 64))
		e.ins("negq\t%s", d(0, 64))
		e.ins("btcq\t$63, %s", d(0, 64))
		fmt.Fprintf(e.w, "%s:\n", done)
	}
}
