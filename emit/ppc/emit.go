// Package ppc writes allocated PowerPC machine code (package lower/ppc) as
// GNU assembler for powerpc64le-linux-gnu (ELFv2) and powerpc-linux-gnu
// (32-bit System V: position-dependent, linked with -no-pie, or with
// Target.PIC GOT-based as llc-14 -relocation-model=pic writes it: r30
// points 32 KiB into the module's .got2 section, which holds the address
// of every symbol a function uses).
//
// Frame layout, from the stack pointer r1 after the prologue upwards (no
// frame pointer: the frame has a fixed size):
//
//	0            back chain (written by stdu/stwu)
//	ppc64le: 8 CR save, 16 LR save, 24 TOC save, 32.. parameter save area
//	ppc32:   4 LR save word of callees, 8.. outgoing arguments
//	base         24-byte scratch slot of the emitter (conversions, r0 saves)
//	             saved callee-saved GPRs, then FPRs
//	             frame objects (allocas), then spill slots
//	FS           the caller's frame (incoming stack arguments above it)
//
// A leaf function (no call, nothing that moves r1, no noredzone attribute)
// does not move r1, as llc-14 does: on ppc64le its frame lies in the 288
// bytes below r1 that the ELFv2 ABI protects (zoneLayout: negative
// offsets, the saved registers right below r1, the scratch slot only when
// the code uses it) when it fits there; on ppc32, which protects nothing
// below r1, only a leaf that needs no stack at all goes without a frame.
// A leaf with inline assembly, which might store below r1, keeps nothing
// there.
//
// The link register is saved in the caller's frame (16(r1) / 4(r1) at
// entry) when the function calls others. Condition-register field 0 is
// written and read within one machine instruction only (compares are fused
// with their branch, select or set). f0 is the emitter's own FPR scratch;
// moves from slot to slot and swaps through memory save r0 in the scratch
// slot, use it and restore it, so every allocatable register stays
// allocatable. Frames larger than a 16-bit displacement reach far slots
// through r11 or r12, saved in the scratch slot around the access.
package ppc

import (
	"fmt"
	"io"
	"strings"

	"github.com/ssara-project/ssara/emit"
	p "github.com/ssara-project/ssara/isa/ppc"
	"github.com/ssara-project/ssara/mir"
)

// Emitter writes PowerPC assembly (GNU as) for one ABI.
type Emitter struct {
	ABI p.Target
}

// WriteModule writes the text of every function (see Func), the constant
// pool and the data.
func (e Emitter) WriteModule(w io.Writer, m *mir.Module, funcs [][]byte) error {
	var header []string
	if e.ABI.Is64 {
		header = append(header, ".abiversion 2")
	}
	if e.ABI.PIC {
		// PIC functions point r30 32 KiB into this module's part of
		// .got2, which holds the addresses of the symbols they use.
		header = append(header, ".section\t.got2,\"aw\",@progbits", ".set\t.LTOC, .+32768")
	}
	return emit.WriteModule(w, m, header, funcs)
}

// frame is one function's stack frame. Offsets are from r1 after the
// prologue; those of a frame in the protected zone are negative.
type frame struct {
	objOff  []int64
	slotOff []int64
	scratch int64
	// hasScratch: the frame holds the emitter's scratch slot (always,
	// but in a leaf's frame only when the emitter asked for it).
	hasScratch bool
	argTop     int64 // end of the outgoing argument area
	saved      []mir.Reg
	saveOff    []int64
	// size is what the prologue lowers r1 by: 0 for a leaf whose frame
	// is empty or lies in the protected zone below r1.
	size int64
}

// layout places f's frame. A leaf (leafZone) whose frame fits the bytes
// below r1 it may use keeps it there and leaves r1 where it is: up to the
// 288-byte protected zone on ppc64le; on ppc32, or with inline assembly,
// only an empty frame, that is none at all. scratch says whether a leaf's
// frame holds the emitter's scratch slot. Other functions get a frame that
// r1 moves down by, with the scratch slot.
func layout(f *mir.Func, t p.Target, info *p.FuncInfo, scratch bool) *frame {
	if z, ok := leafZone(f, t, info); ok {
		if fr := zoneLayout(f, t, info, scratch); -fr.low() <= z {
			return fr
		}
	}
	return frameLayout(f, t, info)
}

// leafZone reports whether f may go without a frame of its own and how
// many bytes below r1 it may use: f calls nothing (no LR save, no call the
// lowering or the emitter writes, no PIC base, whose bl clobbers LR),
// moves r1 nowhere, and its IR allows the area below r1 (noredzone asks
// for a frame, as llc-14 writes one). Inline assembly might move r1 or
// store below it: a function with some keeps nothing there (0 bytes).
func leafZone(f *mir.Func, t p.Target, info *p.FuncInfo) (int64, bool) {
	if info.Calls || info.FramePointer || info.NoRedZone || t.NeedsPICBase(f) ||
		emit.HasOp(f, p.Call, p.DynAlloca, p.StackSave, p.StackRestore) {
		return 0, false
	}
	if emit.HasOp(f, p.InlineAsm) {
		return 0, true
	}
	return t.ProtectedZone(), true
}

// zoneLayout places a leaf's frame downwards from r1: the saved FPRs
// (f31 first) and GPRs (r31 first) right below it, as llc-14 places
// them, then the frame objects, the spill slots and the scratch slot.
// r1 stays where it is.
func zoneLayout(f *mir.Func, t p.Target, info *p.FuncInfo, scratch bool) *frame {
	fr := &frame{hasScratch: scratch}
	off := int64(0)
	alloc := func(size, align int64) int64 {
		if align < 1 {
			align = 1
		}
		off = (off - size) &^ (align - 1)
		return off
	}
	for _, r := range savedRegs(f, t, info) {
		size := int64(8)
		if !p.IsFPR(r) {
			size = int64(t.Word() / 8)
		}
		fr.saved = append(fr.saved, r)
		fr.saveOff = append(fr.saveOff, alloc(size, size))
	}
	for _, o := range f.Frame {
		fr.objOff = append(fr.objOff, alloc(o.Size, o.Align))
	}
	for _, s := range f.Slots {
		fr.slotOff = append(fr.slotOff, alloc(s.Size, s.Align))
	}
	if scratch {
		fr.scratch = alloc(24, 8)
	}
	return fr
}

// savedRegs lists the callee-saved registers f saves: FPRs from f31
// down, then GPRs from r31 down.
func savedRegs(f *mir.Func, t p.Target, info *p.FuncInfo) []mir.Reg {
	var rs []mir.Reg
	for i := 31; i >= 14; i-- {
		if r := p.FPR(i); saves(f, t, info, r) {
			rs = append(rs, r)
		}
	}
	for i := 31; i >= 14; i-- {
		if r := p.GPR(i); saves(f, t, info, r) {
			rs = append(rs, r)
		}
	}
	return rs
}

// saves reports whether f's prologue saves callee-saved register r: the
// allocation uses it, or it is the frame pointer or the PIC base.
func saves(f *mir.Func, t p.Target, info *p.FuncInfo, r mir.Reg) bool {
	return f.SavedRegs.Has(r) || r == p.GPR(31) && info.FramePointer || r == p.GPR(30) && t.NeedsPICBase(f)
}

// low is the lowest offset of fr's contents (0 when it is empty),
// rounded down to 16 bytes.
func (fr *frame) low() int64 {
	low := int64(0)
	for _, offs := range [][]int64{fr.objOff, fr.slotOff, fr.saveOff} {
		for _, o := range offs {
			if o < low {
				low = o
			}
		}
	}
	if fr.hasScratch && fr.scratch < low {
		low = fr.scratch
	}
	return low &^ 15
}

// frameLayout places the frame of a function that moves r1 (see the
// package comment).
func frameLayout(f *mir.Func, t p.Target, info *p.FuncInfo) *frame {
	fr := &frame{hasScratch: true}
	off := int64(8)
	if t.Is64 {
		off = 32
	}
	if info.Calls && info.OutArgs > off {
		off = info.OutArgs
	}
	alloc := func(size, align int64) int64 {
		if align < 1 {
			align = 1
		}
		off = (off + align - 1) &^ (align - 1)
		o := off
		off += size
		return o
	}
	fr.argTop = off
	// The scratch slot and the register saves come first, so they stay
	// within a 16-bit displacement of r1 however large the frame.
	fr.scratch = alloc(24, 8)
	for i := 14; i <= 31; i++ {
		if r := p.GPR(i); saves(f, t, info, r) {
			fr.saved = append(fr.saved, r)
			fr.saveOff = append(fr.saveOff, alloc(int64(t.Word()/8), int64(t.Word()/8)))
		}
	}
	for i := 14; i <= 31; i++ {
		if r := p.FPR(i); saves(f, t, info, r) {
			fr.saved = append(fr.saved, r)
			fr.saveOff = append(fr.saveOff, alloc(8, 8))
		}
	}
	for _, o := range f.Frame {
		fr.objOff = append(fr.objOff, alloc(o.Size, o.Align))
	}
	for _, s := range f.Slots {
		fr.slotOff = append(fr.slotOff, alloc(s.Size, s.Align))
	}
	fr.size = (off + 15) &^ 15
	return fr
}

type fnEmit struct {
	w     *strings.Builder
	f     *mir.Func
	t     p.Target
	info  *p.FuncInfo
	fr    *frame
	idx   int
	local int
	// long: conditional branches to blocks jump over an unconditional b.
	long bool
	// picBase: ppc32 PIC code whose prologue points r30 into .got2 (and
	// saves r30); got are the symbols of its .got2 entries, gotIndex
	// their numbers.
	picBase  bool
	got      []string
	gotIndex map[string]int
	// saveLR: the prologue saves the link register (calls, or the bl that
	// finds .got2).
	saveLR bool
	// usedScratch: the code reads or writes the scratch slot.
	usedScratch bool
	n           int // instructions written
	// lines places the .loc directives; pendingLoc is the one to write
	// before the next instruction.
	lines      emit.Lines
	pendingLoc string
	// tables are the jump tables to write after the function.
	tables []jumpTable
}

// jumpTable is a switch's table: its label and its entries' blocks.
type jumpTable struct {
	label   string
	targets []string
}

// maxShortBranch bounds the instructions of a function whose conditional
// branches reach every block directly (bc has a 16-bit word offset:
// 32 KiB, 8192 instructions); longer functions branch over a b.
const maxShortBranch = 7000

// Func writes one allocated function; fnIndex makes its labels unique.
func (e Emitter) Func(f *mir.Func, fnIndex int) []byte {
	text, n := emitFunc(f, e.ABI, fnIndex, false)
	if n > maxShortBranch {
		text, _ = emitFunc(f, e.ABI, fnIndex, true)
	}
	return text
}

// emitFunc writes f; a leaf's frame first goes without the scratch slot,
// which it gets when the code turns out to use it.
func emitFunc(f *mir.Func, t p.Target, fnIndex int, long bool) ([]byte, int) {
	info := f.Aux.(*p.FuncInfo)
	fr := layout(f, t, info, false)
	text, n, used := emitFrame(f, t, info, fr, fnIndex, long)
	if used && !fr.hasScratch {
		text, n, _ = emitFrame(f, t, info, layout(f, t, info, true), fnIndex, long)
	}
	return text, n
}

// emitFrame writes f in frame fr; it also reports whether the code uses
// the scratch slot.
func emitFrame(f *mir.Func, t p.Target, info *p.FuncInfo, fr *frame, fnIndex int, long bool) ([]byte, int, bool) {
	e := &fnEmit{w: &strings.Builder{}, f: f, t: t, info: info, fr: fr, idx: fnIndex, long: long}
	e.picBase = t.NeedsPICBase(f)
	e.saveLR = info.Calls || e.picBase
	sym := info.Sym
	w := e.w
	if sym.Section != "" {
		fmt.Fprintf(w, "\t.section\t%s,\"ax\",@progbits\n", sym.Section)
	} else {
		fmt.Fprintf(w, "\t.text\n")
	}
	align := int64(16)
	if !t.Is64 {
		align = 4
	}
	if sym.Align > align {
		align = sym.Align
	}
	switch {
	case sym.Weak:
		fmt.Fprintf(w, "\t.weak\t%s\n", sym.Name)
	case sym.Global:
		fmt.Fprintf(w, "\t.globl\t%s\n", sym.Name)
	}
	if sym.Visibility != "" {
		fmt.Fprintf(w, "\t.%s\t%s\n", sym.Visibility, sym.Name)
	}
	if e.picBase {
		// The offset from the label after the prologue's bl to .LTOC.
		fmt.Fprintf(w, "\t.p2align\t2\n.L%d$poff:\n\t.long\t.LTOC-.L%d$pb\n", fnIndex, fnIndex)
	}
	fmt.Fprintf(w, "\t.p2align\t%d\n", emit.Log2(align))
	fmt.Fprintf(w, "\t.type\t%s,@function\n%s:\n", sym.Name, sym.Name)
	w.WriteString(e.lines.FuncStart(f))
	e.prologue()
	prologue := e.n
	// The blocks are written apart, then threaded (emit.Thread) and
	// joined.
	n := len(f.Blocks)
	heads, texts, labels := make([]string, n), make([]string, n), make([]string, n)
	noCopy := make([]bool, n)
	gotos := make([]bool, n) // blocks that end in a computed goto
	body := &strings.Builder{}
	e.w = body
	for i, b := range f.Blocks {
		labels[i] = e.label(b)
		if i > 0 {
			heads[i] = labels[i] + ":\n"
		}
		if lab, ok := info.BlockLabels[b.ID]; ok {
			heads[i] += lab + ":\n"
		}
		e.lines.Block()
		e.pendingLoc = ""
		for _, in := range b.Instrs {
			if in.Op != mir.OpMove && in.Op != mir.OpSwap && in.Op != mir.OpRemat {
				if d := e.lines.At(in.Pos); d != "" {
					e.pendingLoc = d
				}
			}
			noCopy[i] = noCopy[i] || in.Op == p.InlineAsm
			if in.Op == p.IndirectBr {
				_, table := in.Aux.(*p.JumpTable)
				gotos[i] = !table
			}
			e.instr(b, in)
		}
		texts[i] = body.String()
		body.Reset()
	}
	e.w = w
	var tables [][]string
	for _, t := range e.tables {
		tables = append(tables, t.targets)
	}
	emit.Thread(heads, texts, labels, tables, emit.Copies{No: noCopy, Max: maxTail, Goto: gotos, MaxGoto: maxGotoTail}, branches{})
	// Copies of short blocks may have made the function longer.
	e.n = prologue
	for i := range texts {
		w.WriteString(heads[i])
		w.WriteString(texts[i])
		e.n += instrLines(texts[i])
	}
	fmt.Fprintf(w, ".Lfunc_end%d:\n\t.size\t%s, .Lfunc_end%d-%s\n", fnIndex, sym.Name, fnIndex, sym.Name)
	for _, t := range e.tables {
		fmt.Fprintf(w, "\t.section\t.rodata,\"a\",@progbits\n\t.p2align\t2\n%s:\n", t.label)
		for _, tg := range t.targets {
			fmt.Fprintf(w, "\t.long\t%s-%s\n", tg, t.label)
		}
	}
	if len(e.got) > 0 {
		fmt.Fprintf(w, "\t.pushsection\t.got2,\"aw\",@progbits\n\t.p2align\t2\n")
		for k, s := range e.got {
			fmt.Fprintf(w, ".L%d$got%d:\n\t.long\t%s\n", fnIndex, k, s)
		}
		fmt.Fprintf(w, "\t.popsection\n")
	}
	return []byte(w.String()), e.n, e.usedScratch
}

// scratch is the offset of the emitter's scratch slot (24 bytes).
func (e *fnEmit) scratch() int64 {
	e.usedScratch = true
	return e.fr.scratch
}

func (e *fnEmit) label(b *mir.Block) string { return fmt.Sprintf(".LBB%d_%d", e.idx, b.ID) }

func (e *fnEmit) newLocal() string {
	e.local++
	return fmt.Sprintf(".Ltmp%d_%d", e.idx, e.local)
}

// ins writes one instruction. "@FB@" stands for the frame base: r31 in
// functions with a frame pointer, else r1.
func (e *fnEmit) ins(format string, args ...interface{}) {
	e.n++
	if e.pendingLoc != "" {
		e.w.WriteString(e.pendingLoc)
		e.pendingLoc = ""
	}
	e.w.WriteByte('\t')
	line := fmt.Sprintf(format, args...)
	if strings.Contains(line, "@FB@") {
		fb := "1"
		if e.info.FramePointer {
			fb = "31"
		}
		line = strings.ReplaceAll(line, "@FB@", fb)
	}
	e.w.WriteString(line)
	e.w.WriteByte('\n')
}

// word-sized load and store mnemonics.
func (e *fnEmit) ldw() string {
	if e.t.Is64 {
		return "ld"
	}
	return "lwz"
}

func (e *fnEmit) stw() string {
	if e.t.Is64 {
		return "std"
	}
	return "stw"
}

func (e *fnEmit) prologue() {
	w := e.w
	if e.t.Is64 {
		fmt.Fprintf(w, ".Lfunc_gep%d:\n", e.idx)
		e.ins("addis 2, 12, .TOC.-.Lfunc_gep%d@ha", e.idx)
		e.ins("addi 2, 2, .TOC.-.Lfunc_gep%d@l", e.idx)
		fmt.Fprintf(w, ".Lfunc_lep%d:\n", e.idx)
		e.ins(".localentry\t%s, .Lfunc_lep%d-.Lfunc_gep%d", e.info.Sym.Name, e.idx, e.idx)
	}
	lrOff := 4
	stu := "stwu"
	if e.t.Is64 {
		lrOff, stu = 16, "stdu"
	}
	if e.saveLR {
		e.ins("mflr 0")
		e.ins("%s 0, %d(1)", e.stw(), lrOff)
	}
	switch {
	case e.fr.size == 0:
		// A leaf: its frame, if any, is below r1.
	case fits16(-e.fr.size):
		e.ins("%s 1, -%d(1)", stu, e.fr.size)
	default:
		e.li(0, -e.fr.size)
		e.ins("%sx 1, 1, 0", stu)
	}
	for i, r := range e.fr.saved {
		if p.IsFPR(r) {
			e.ins("stfd %d, %d(1)", p.RegNum(r), e.fr.saveOff[i])
		} else {
			e.ins("%s %d, %d(1)", e.stw(), p.RegNum(r), e.fr.saveOff[i])
		}
	}
	if e.picBase {
		fmt.Fprintf(w, "\tbl .L%d$pb\n.L%d$pb:\n", e.idx, e.idx)
		e.n++
		e.ins("mflr 30")
		e.ins("lwz 0, .L%d$poff-.L%d$pb(30)", e.idx, e.idx)
		e.ins("add 30, 0, 30")
	}
	if e.info.FramePointer {
		e.ins("mr 31, 1")
	}
}

// gotEntry returns the .got2 entry (relative to .LTOC) that holds sym's
// address, adding it at first use.
func (e *fnEmit) gotEntry(sym string) string {
	k, ok := e.gotIndex[sym]
	if !ok {
		if e.gotIndex == nil {
			e.gotIndex = map[string]int{}
		}
		k = len(e.got)
		e.gotIndex[sym] = k
		e.got = append(e.got, sym)
	}
	return fmt.Sprintf(".L%d$got%d-.LTOC", e.idx, k)
}

func (e *fnEmit) epilogue() {
	if e.info.FramePointer {
		e.ins("mr 1, 31")
	}
	for i, r := range e.fr.saved {
		if p.IsFPR(r) {
			e.ins("lfd %d, %d(1)", p.RegNum(r), e.fr.saveOff[i])
		} else {
			e.ins("%s %d, %d(1)", e.ldw(), p.RegNum(r), e.fr.saveOff[i])
		}
	}
	switch {
	case e.fr.size == 0:
	case fits16(e.fr.size):
		e.ins("addi 1, 1, %d", e.fr.size)
	default:
		e.li(0, e.fr.size)
		e.ins("add 1, 1, 0")
	}
	if e.saveLR {
		lrOff := 4
		if e.t.Is64 {
			lrOff = 16
		}
		e.ins("%s 0, %d(1)", e.ldw(), lrOff)
		e.ins("mtlr 0")
	}
	e.ins("blr")
}

func rn(l mir.Loc) int { return p.RegNum(l.Reg) }

func (e *fnEmit) slotOff(l mir.Loc) int64 { return e.fr.slotOff[l.Slot] }

// move copies a value between locations of class c.
func (e *fnEmit) move(dst, src mir.Loc, c mir.Class) {
	if dst == src {
		return
	}
	fp := c == mir.FPR
	size := 8
	if !fp && !e.t.Is64 {
		size = 4
	}
	switch {
	case src.IsReg() && dst.IsReg():
		if fp {
			e.ins("fmr %d, %d", rn(dst), rn(src))
		} else {
			e.ins("mr %d, %d", rn(dst), rn(src))
		}
	case src.IsReg() && dst.IsSlot():
		op := e.stw()
		if fp {
			op = "stfd"
		}
		e.r1(op, rn(src), e.slotOff(dst), fp, fmt.Sprintf("                        # %d-byte Folded Spill", size))
	case src.IsSlot() && dst.IsReg():
		op := e.ldw()
		if fp {
			op = "lfd"
		}
		e.r1(op, rn(dst), e.slotOff(src), fp, fmt.Sprintf("                        # %d-byte Folded Reload", size))
	default:
		if fp {
			e.r1("lfd", 0, e.slotOff(src), true, "")
			e.r1("stfd", 0, e.slotOff(dst), true, "")
			return
		}
		e.ins("%s 0, %d(@FB@)", e.stw(), e.scratch())
		e.r1(e.ldw(), 0, e.slotOff(src), false, "")
		e.r1(e.stw(), 0, e.slotOff(dst), false, "")
		e.ins("%s 0, %d(@FB@)", e.ldw(), e.scratch())
	}
}

// swap exchanges two locations: integer registers with the paper's three
// xors, FPRs through f0, memory through the scratch slot.
func (e *fnEmit) swap(a, b mir.Loc, c mir.Class) {
	if a == b {
		return
	}
	if a.IsReg() && b.IsReg() {
		if c == mir.FPR {
			e.ins("fmr 0, %d", rn(a))
			e.ins("fmr %d, %d", rn(a), rn(b))
			e.ins("fmr %d, 0", rn(b))
			return
		}
		e.ins("xor %d, %d, %d", rn(a), rn(a), rn(b))
		e.ins("xor %d, %d, %d", rn(b), rn(a), rn(b))
		e.ins("xor %d, %d, %d", rn(a), rn(a), rn(b))
		return
	}
	if a.IsSlot() && b.IsReg() {
		a, b = b, a
	}
	if c == mir.FPR {
		if a.IsReg() { // a register, b a slot
			e.ins("fmr 0, %d", rn(a))
			e.r1("lfd", rn(a), e.slotOff(b), true, "")
			e.r1("stfd", 0, e.slotOff(b), true, "")
			return
		}
		// Both slots: the second value goes through the scratch slot.
		e.r1("lfd", 0, e.slotOff(a), true, "")
		e.ins("stfd 0, %d(@FB@)", e.scratch()+8)
		e.move(a, b, c)
		e.ins("lfd 0, %d(@FB@)", e.scratch()+8)
		e.r1("stfd", 0, e.slotOff(b), true, "")
		return
	}
	// GPRs through memory: borrow r0 (or r3 when a is r0), saved in
	// the scratch slot.
	ld, st := e.ldw(), e.stw()
	if a.IsReg() {
		tmp := 0
		if a.Reg == p.R0 {
			tmp = 3
		}
		e.ins("%s %d, %d(@FB@)", st, tmp, e.scratch())
		e.r1(ld, tmp, e.slotOff(b), false, "")
		e.r1(st, rn(a), e.slotOff(b), false, "")
		e.ins("mr %d, %d", rn(a), tmp)
		e.ins("%s %d, %d(@FB@)", ld, tmp, e.scratch())
		return
	}
	e.ins("%s 0, %d(@FB@)", st, e.scratch())
	e.ins("%s 3, %d(@FB@)", st, e.scratch()+8)
	e.r1(ld, 0, e.slotOff(a), false, "")
	e.r1(ld, 3, e.slotOff(b), false, "")
	e.r1(st, 0, e.slotOff(b), false, "")
	e.r1(st, 3, e.slotOff(a), false, "")
	e.ins("%s 0, %d(@FB@)", ld, e.scratch())
	e.ins("%s 3, %d(@FB@)", ld, e.scratch()+8)
}

// memParts resolves a memory operand: X-form registers (x), or a
// displacement from a base register (frameBase: r1, or r31 with a frame
// pointer).
func (e *fnEmit) memParts(m *p.Mem, in *mir.Instr) (disp int64, base int, ra, rb int, x bool) {
	if m.IndexIdx >= 0 {
		return 0, 0, rn(in.UseLocs[m.BaseIdx]), rn(in.UseLocs[m.IndexIdx]), true
	}
	disp, base = m.Disp, frameBase
	switch {
	case m.Frame >= 0:
		disp += e.fr.objOff[m.Frame]
	case m.Incoming:
		disp += e.fr.size
	case m.Out:
		base = 1 // the stack pointer, even when it moves
	default:
		base = rn(in.UseLocs[m.BaseIdx])
	}
	return disp, base, 0, 0, false
}

// frameBase stands for the frame's base register in memParts.
const frameBase = -1

// access writes a load or store of reg through m.
func (e *fnEmit) access(op string, reg int, m *p.Mem, in *mir.Instr) {
	disp, base, ra, rb, x := e.memParts(m, in)
	switch {
	case x:
		e.ins("%sx %d, %d, %d", op, reg, ra, rb)
	case base == frameBase:
		e.r1(op, reg, disp, m.FP, "")
	case m.Lo != nil && e.t.Is64:
		e.ins("%s %d, %s(%d)", op, reg, symExpr(m.Lo, "@toc@l"), base)
	case m.Lo != nil:
		e.ins("%s %d, %s(%d)", op, reg, symExpr(m.Lo, "@l"), base)
	default:
		e.ins("%s %d, %d(%d)", op, reg, disp, base)
	}
}

// r1 writes "op reg, off(base)" for the frame base (r1, or r31 with a
// frame pointer); when off does not fit 16 bits the access goes through
// r12 (r11 when reg is r12), saved in the scratch slot.
func (e *fnEmit) r1(op string, reg int, off int64, fpr bool, comment string) {
	if fits16(off) {
		e.ins("%s %d, %d(@FB@)%s", op, reg, off, comment)
		return
	}
	tmp := 12
	if !fpr && reg == 12 {
		tmp = 11
	}
	save := e.scratch() + 16
	ha := (off + 0x8000) >> 16
	e.ins("%s %d, %d(@FB@)", e.stw(), tmp, save)
	e.ins("addis %d, @FB@, %d", tmp, ha)
	e.ins("%s %d, %d(%d)%s", op, reg, off-ha<<16, tmp, comment)
	e.ins("%s %d, %d(@FB@)", e.ldw(), tmp, save)
}

func loadOp(m *p.Mem) string {
	switch {
	case m.FP && m.Bits == 32:
		return "lfs"
	case m.FP:
		return "lfd"
	case m.Bits == 8:
		return "lbz"
	case m.Bits == 16 && m.Sign:
		return "lha"
	case m.Bits == 16:
		return "lhz"
	case m.Bits == 32 && m.Sign:
		return "lwa"
	case m.Bits == 32:
		return "lwz"
	}
	return "ld"
}

func storeOp(m *p.Mem) string {
	switch {
	case m.FP && m.Bits == 32:
		return "stfs"
	case m.FP:
		return "stfd"
	}
	return map[int]string{8: "stb", 16: "sth", 32: "stw", 64: "std"}[m.Bits]
}

// symExpr prints sym+off with a relocation suffix.
func symExpr(s *p.SymRef, suffix string) string {
	if s.Off != 0 {
		return fmt.Sprintf("%s%+d%s", s.Sym, s.Off, suffix)
	}
	return s.Sym + suffix
}

func (e *fnEmit) li(d int, v int64) {
	switch {
	case fits16(v):
		e.ins("li %d, %d", d, v)
	case v == int64(int32(v)):
		e.ins("lis %d, %d", d, int16(v>>16))
		if v&0xffff != 0 {
			e.ins("ori %d, %d, %d", d, d, v&0xffff)
		}
	case v >= 0 && v <= 0xffffffff:
		e.ins("li %d, 0", d)
		e.ins("oris %d, %d, %d", d, d, (v>>16)&0xffff)
		if v&0xffff != 0 {
			e.ins("ori %d, %d, %d", d, d, v&0xffff)
		}
	default:
		e.li(d, int64(int32(v>>32)))
		e.ins("sldi %d, %d, 32", d, d)
		if (v>>16)&0xffff != 0 {
			e.ins("oris %d, %d, %d", d, d, (v>>16)&0xffff)
		}
		if v&0xffff != 0 {
			e.ins("ori %d, %d, %d", d, d, v&0xffff)
		}
	}
}

func fits16(v int64) bool { return v >= -32768 && v <= 32767 }

func (e *fnEmit) instr(b *mir.Block, in *mir.Instr) {
	switch in.Op {
	case mir.OpPhi, mir.OpImplicitDef:
		return
	case mir.OpMove:
		e.move(in.Dst, in.Src, in.Class)
		return
	case mir.OpSwap:
		e.swap(in.Dst, in.Src, in.Class)
		return
	case mir.OpRemat:
		e.instr(b, in.Remat)
		return
	case mir.OpCopy:
		c := e.t.ClassOfPhys(in.Defs[0])
		if d := in.Defs[0]; d.IsVirtual() {
			c = e.f.ClassOf(d)
		}
		e.move(in.DefLocs[0], in.UseLocs[0], c)
		return
	case mir.OpJump:
		e.jumpTo(b, b.Succs[0])
		return
	}
	d := func(i int) int { return rn(in.DefLocs[i]) }
	u := func(i int) int { return rn(in.UseLocs[i]) }
	w64 := func(bits int) bool { return bits == 64 }
	switch in.Op {
	case p.LI:
		e.li(d(0), in.Aux.(*p.Imm).Val)
	case p.SymHa:
		s := in.Aux.(*p.SymRef)
		switch {
		case s.TLS != 0:
			e.tlsHa(s, d(0))
		case e.picBase:
			// An offset beyond addi's reach is in the entry.
			e.ins("lwz %d, %s(30)", d(0), e.gotEntry(pick(fits16(s.Off), s.Sym, symExpr(s, ""))))
		case !e.t.Is64:
			e.ins("lis %d, %s", d(0), symExpr(s, "@ha"))
		case s.GOT:
			e.ins("addis %d, 2, %s", d(0), symExpr(s, "@got@ha"))
		default:
			e.ins("addis %d, 2, %s", d(0), symExpr(s, "@toc@ha"))
		}
	case p.SymLo:
		s := in.Aux.(*p.SymRef)
		switch {
		case s.TLS != 0:
			e.tlsLo(s, d(0), u(0))
		case e.picBase && (s.Off == 0 || !fits16(s.Off)):
			if d(0) != u(0) {
				e.ins("mr %d, %d", d(0), u(0))
			}
		case e.picBase:
			e.ins("addi %d, %d, %d", d(0), u(0), s.Off)
		case !e.t.Is64:
			e.ins("addi %d, %d, %s", d(0), u(0), symExpr(s, "@l"))
		case s.GOT:
			e.ins("ld %d, %s(%d)", d(0), symExpr(s, "@got@l"), u(0))
		default:
			e.ins("addi %d, %d, %s", d(0), u(0), symExpr(s, "@toc@l"))
		}
	case p.FrameAddr:
		m := in.Aux.(*p.Mem)
		disp := m.Disp
		if m.Incoming {
			disp += e.fr.size
		} else {
			disp += e.fr.objOff[m.Frame]
		}
		if fits16(disp) {
			e.ins("addi %d, @FB@, %d", d(0), disp)
		} else {
			e.li(d(0), disp)
			e.ins("add %d, @FB@, %d", d(0), d(0))
		}
	case p.Load:
		m := in.Aux.(*p.Mem)
		if m.Rev {
			e.ins("%sbrx %d, 0, %d", map[int]string{16: "lh", 32: "lw", 64: "ld"}[m.Bits], d(0), u(m.IndexIdx))
			return
		}
		e.access(loadOp(m), d(0), m, in)
	case p.Store:
		m := in.Aux.(*p.Mem)
		if m.Rev {
			e.ins("%sbrx %d, 0, %d", map[int]string{16: "sth", 32: "stw", 64: "std"}[m.Bits], u(0), u(m.IndexIdx))
			return
		}
		e.access(storeOp(m), u(0), m, in)
	case p.ALU:
		e.alu(in.Aux.(*p.Arith), d(0), u(0), u(1))
	case p.ALUImm:
		a := in.Aux.(*p.Arith)
		dw := w64(a.Bits)
		switch a.Op {
		case p.Add:
			e.ins("addi %d, %d, %d", d(0), u(0), a.Imm)
		case p.And:
			e.ins("andi. %d, %d, %d", d(0), u(0), a.Imm)
		case p.Or:
			e.ins("ori %d, %d, %d", d(0), u(0), a.Imm)
		case p.Xor:
			e.ins("xori %d, %d, %d", d(0), u(0), a.Imm)
		case p.Mul:
			e.ins("mulli %d, %d, %d", d(0), u(0), a.Imm)
		case p.Shl:
			e.ins("%s %d, %d, %d", pick(dw, "sldi", "slwi"), d(0), u(0), a.Imm)
		case p.Shr:
			e.ins("%s %d, %d, %d", pick(dw, "srdi", "srwi"), d(0), u(0), a.Imm)
		case p.Sar:
			e.ins("%s %d, %d, %d", pick(dw, "sradi", "srawi"), d(0), u(0), a.Imm)
		case p.Rotl:
			e.ins("%s %d, %d, %d", pick(dw, "rotldi", "rotlwi"), d(0), u(0), a.Imm)
		default:
			panic(fmt.Sprintf("ppc emit: ALUImm %v", a.Op))
		}
	case p.Unary:
		e.unary(in.Aux.(*p.Arith), d(0), u(0))
	case p.SetCC:
		c := in.Aux.(*p.CondOp)
		if e.setEq(&c.Cond, in) {
			break
		}
		bo, bi := e.cond(&c.Cond, in)
		if e.t.Is64 {
			// isel's first source 0 reads as zero: bit ? 0 : 1, the
			// value of a condition that is the bit clear.
			e.ins("li %d, 1", d(0))
			e.ins("isel %d, 0, %d, %d", d(0), d(0), bi)
			if bo == 12 {
				e.ins("xori %d, %d, 1", d(0), d(0))
			}
			break
		}
		skip := e.newLocal()
		e.ins("li %d, 1", d(0))
		e.ins("bc %d, %d, %s", bo, bi, skip)
		e.ins("li %d, 0", d(0))
		fmt.Fprintf(e.w, "%s:\n", skip)
	case p.Select:
		c := in.Aux.(*p.CondOp)
		bo, bi := e.cond(&c.Cond, in)
		if e.t.Is64 && !c.FP {
			// Uses[1] if the condition holds, else Uses[0]; isel's first
			// source may not be r0 (lower/ppc forbids it to the select's
			// uses).
			t, f := u(1), u(0)
			if bo != 12 {
				t, f = f, t
			}
			if t == 0 {
				panic("ppc emit: isel's first source in r0, which reads as 0")
			}
			e.ins("isel %d, %d, %d, %d", d(0), t, f, bi)
			break
		}
		skip := e.newLocal()
		e.ins("bc %d, %d, %s", invert(bo), bi, skip)
		if c.FP {
			e.ins("fmr %d, %d", d(0), u(1))
		} else {
			e.ins("mr %d, %d", d(0), u(1))
		}
		fmt.Fprintf(e.w, "%s:\n", skip)
	case p.CmpBr:
		c := in.Aux.(*p.CondOp)
		bo, bi := e.cond(&c.Cond, in)
		t, f := b.Succs[0], b.Succs[1]
		switch {
		case e.long:
			skip := e.newLocal()
			e.ins("bc %d, %d, %s", invert(bo), bi, skip)
			e.ins("b %s", e.label(t))
			fmt.Fprintf(e.w, "%s:\n", skip)
			e.jumpTo(b, f)
		case f.ID == b.ID+1 || t.ID != b.ID+1:
			e.ins("bc %d, %d, %s", bo, bi, e.label(t))
			e.jumpTo(b, f)
		default:
			e.ins("bc %d, %d, %s", invert(bo), bi, e.label(f))
		}
	case p.Call:
		ci := in.Aux.(*p.CallInfo)
		if ci.SetCR6 {
			e.ins("creqv 6, 6, 6")
		}
		if ci.ClearCR6 {
			e.ins("crxor 6, 6, 6")
		}
		switch {
		case ci.Indirect && e.t.Is64:
			e.ins("mtctr 12")
			e.ins("std 2, 24(1)")
			e.ins("bctrl")
			e.ins("ld 2, 24(1)")
		case ci.Indirect:
			e.ins("mtctr 12")
			e.ins("bctrl")
		case e.t.Is64:
			e.ins("bl %s", ci.Sym)
			if !ci.SharesTOC {
				e.ins("nop")
			}
		case e.t.PIC && !ci.Local:
			e.ins("bl %s@PLT", ci.Sym)
		default:
			e.ins("bl %s", ci.Sym)
		}
	case p.Ret:
		e.epilogue()
	case p.FALU:
		o := in.Aux.(*p.FOp)
		s := ""
		if o.Bits == 32 {
			s = "s"
		}
		if o.Op == "madd" {
			e.ins("fmadd%s %d, %d, %d, %d", s, d(0), u(0), u(1), u(2))
			return
		}
		e.ins("f%s%s %d, %d, %d", o.Op, s, d(0), u(0), u(1))
	case p.FUnary:
		o := in.Aux.(*p.FOp)
		switch o.Op {
		case "sqrt":
			e.ins("fsqrt%s %d, %d", pick(o.Bits == 32, "s", ""), d(0), u(0))
		default:
			e.ins("f%s %d, %d", strings.TrimPrefix(o.Op, "f"), d(0), u(0))
		}
	case p.Cvt:
		e.cvt(in)
	case p.Unreachable:
	case p.Trap:
		e.ins("trap")
	case p.InlineAsm:
		e.inlineAsm(in.Aux.(*p.AsmInfo), func(i int) int { return rn(in.UseLocs[i]) }, func(i int) int { return rn(in.DefLocs[i]) })
	case p.DynAlloca:
		// The back chain moves down with the stack pointer; the new block
		// lies above the outgoing argument area.
		ld, stu := "ld", "stdux"
		if !e.t.Is64 {
			ld, stu = "lwz", "stwux"
		}
		e.ins("%s %d, 0(1)", ld, d(1))
		e.ins("neg %d, %d", d(0), u(0))
		e.ins("%s %d, 1, %d", stu, d(1), d(0))
		e.ins("addi %d, 1, %d", d(0), e.fr.argTop)
	case p.StackSave:
		e.ins("mr %d, 1", d(0))
	case p.StackRestore:
		e.ins("%s %d, 0(1)", e.ldw(), d(0))
		e.ins("mr 1, %d", u(0))
		e.ins("%s %d, 0(1)", e.stw(), d(0))
	case p.IndirectBr:
		e.ins("mtctr %d", u(0))
		e.ins("bctr")
		if jt, ok := in.Aux.(*p.JumpTable); ok {
			t := jumpTable{label: jt.Label}
			for _, k := range jt.Entries {
				t.targets = append(t.targets, e.label(b.Succs[k]))
			}
			e.tables = append(e.tables, t)
		}
	case p.Fence:
		e.ins("%s", pick(in.Aux.(*p.FenceKind).Sync, "sync", "lwsync"))
	case p.AtomicRMW:
		e.atomicRMW(in)
	case p.CmpXchg:
		e.cmpXchg(in)
	default:
		e.ins("# unknown op %d", in.Op)
	}
}

func pick(c bool, a, b string) string {
	if c {
		return a
	}
	return b
}

func invert(bo int) int {
	if bo == 12 {
		return 4
	}
	return 12
}

func (e *fnEmit) alu(a *p.Arith, d, x, y int) {
	dw := a.Bits == 64
	var op string
	switch a.Op {
	case p.Add:
		op = "add"
	case p.Sub:
		e.ins("subf %d, %d, %d", d, y, x)
		return
	case p.AddC:
		op = "addc"
	case p.AddE:
		op = "adde"
	case p.SubC:
		e.ins("subfc %d, %d, %d", d, y, x)
		return
	case p.SubE:
		e.ins("subfe %d, %d, %d", d, y, x)
		return
	case p.And:
		op = "and"
	case p.Or:
		op = "or"
	case p.Xor:
		op = "xor"
	case p.Mul:
		op = pick(dw, "mulld", "mullw")
	case p.MulHS:
		op = pick(dw, "mulhd", "mulhw")
	case p.MulHU:
		op = pick(dw, "mulhdu", "mulhwu")
	case p.DivS:
		op = pick(dw, "divd", "divw")
	case p.DivU:
		op = pick(dw, "divdu", "divwu")
	case p.Shl:
		op = pick(dw, "sld", "slw")
	case p.Shr:
		op = pick(dw, "srd", "srw")
	case p.Sar:
		op = pick(dw, "srad", "sraw")
	case p.Rotl:
		op = pick(dw, "rotld", "rotlw")
	default:
		panic(fmt.Sprintf("ppc emit: ALU %v", a.Op))
	}
	e.ins("%s %d, %d, %d", op, d, x, y)
}

func (e *fnEmit) unary(a *p.Arith, d, x int) {
	switch a.Op {
	case p.Neg:
		e.ins("neg %d, %d", d, x)
	case p.Not:
		e.ins("nor %d, %d, %d", d, x, x)
	case p.ExtS:
		if op, ok := map[int]string{8: "extsb", 16: "extsh", 32: "extsw"}[a.Bits]; ok {
			e.ins("%s %d, %d", op, d, x)
			return
		}
		// Other widths (i24, i40, ...): shift the sign bit to the top and back.
		w := 32
		if e.t.Is64 {
			w = 64
		}
		e.ins("%s %d, %d, %d", pick(w == 64, "sldi", "slwi"), d, x, w-a.Bits)
		e.ins("%s %d, %d, %d", pick(w == 64, "sradi", "srawi"), d, d, w-a.Bits)
	case p.ExtZ:
		switch {
		case e.t.Is64:
			e.ins("clrldi %d, %d, %d", d, x, 64-a.Bits)
		case a.Bits >= 32:
			e.ins("mr %d, %d", d, x)
		default:
			e.ins("clrlwi %d, %d, %d", d, x, 32-a.Bits)
		}
	case p.Cntlz:
		e.ins("%s %d, %d", pick(a.Bits == 64, "cntlzd", "cntlzw"), d, x)
	case p.Popcnt:
		e.ins("%s %d, %d", pick(a.Bits == 64, "popcntd", "popcntw"), d, x)
	case p.Bswap:
		if a.Bits == 16 {
			e.ins("rlwinm %d, %d, 8, 16, 23", d, x)
			e.ins("rlwimi %d, %d, 24, 24, 31", d, x)
			return
		}
		e.ins("rotlwi %d, %d, 8", d, x)
		e.ins("rlwimi %d, %d, 24, 0, 7", d, x)
		e.ins("rlwimi %d, %d, 24, 16, 23", d, x)
	default:
		panic(fmt.Sprintf("ppc emit: unary %v", a.Op))
	}
}

// cond emits the compare of c into CR0 and returns the BO and BI fields
// of a conditional branch taken when the condition holds.
func (e *fnEmit) cond(c *p.Cond, in *mir.Instr) (int, int) {
	i := c.CondIdx
	u := func(k int) int { return rn(in.UseLocs[k]) }
	if c.Float {
		e.ins("fcmpu 0, %d, %d", u(i), u(i+1))
		switch c.FC {
		case mir.FOeq:
			return 12, 2
		case mir.FOgt:
			return 12, 1
		case mir.FOlt:
			return 12, 0
		case mir.FUno:
			return 12, 3
		case mir.FOrd:
			return 4, 3
		case mir.FUne:
			return 4, 2
		case mir.FUge:
			return 4, 0
		case mir.FUle:
			return 4, 1
		case mir.FOge:
			e.ins("cror 0, 1, 2")
		case mir.FOle:
			e.ins("cror 0, 0, 2")
		case mir.FOne:
			e.ins("cror 0, 0, 1")
		case mir.FUeq:
			e.ins("cror 0, 2, 3")
		case mir.FUgt:
			e.ins("cror 0, 1, 3")
		case mir.FUlt:
			e.ins("cror 0, 0, 3")
		case mir.FTrue:
			e.ins("creqv 0, 0, 0")
		case mir.FFalse:
			e.ins("crxor 0, 0, 0")
		}
		return 12, 0
	}
	unsigned := c.CC.Unsigned()
	switch {
	case c.HasImm:
		op := pick(unsigned, "cmpl", "cmp") + pick(c.Bits == 64, "d", "w") + "i"
		e.ins("%s 0, %d, %d", op, u(i), c.Imm)
	default:
		op := pick(unsigned, "cmpl", "cmp") + pick(c.Bits == 64, "d", "w")
		e.ins("%s 0, %d, %d", op, u(i), u(i+1))
	}
	switch c.CC {
	case p.CCEq:
		return 12, 2
	case p.CCNe:
		return 4, 2
	case p.CCLt, p.CCULt:
		return 12, 0
	case p.CCGe, p.CCUGe:
		return 4, 0
	case p.CCGt, p.CCUGt:
		return 12, 1
	}
	return 4, 1 // le
}

// setEq writes the SetCC of an integer equality without a compare, as
// llc-14 does: the difference's leading zeros are the width only when it
// is zero, so "xor; cntlzw; srwi 5" is a == b (cntlzd and a shift by 6
// for 64 bits), and inequality flips the bit. It reports false for what
// it leaves to the compare: other conditions, and on ppc64le inequality,
// which li and isel make in as many instructions with the compare.
func (e *fnEmit) setEq(c *p.Cond, in *mir.Instr) bool {
	if c.Float || c.CC != p.CCEq && c.CC != p.CCNe || c.Bits != 32 && c.Bits != 64 ||
		c.CC == p.CCNe && e.t.Is64 && !(c.HasImm && c.Imm == 0) {
		return false
	}
	d := rn(in.DefLocs[0])
	a := rn(in.UseLocs[c.CondIdx])
	switch {
	case !c.HasImm:
		e.ins("xor %d, %d, %d", d, a, rn(in.UseLocs[c.CondIdx+1]))
		a = d
	case c.Imm == 0:
	case c.Imm > 0 && c.Imm <= 0xffff && (c.Bits == 32 || c.Imm <= 0x7fff):
		e.ins("xori %d, %d, %d", d, a, c.Imm)
		a = d
	case c.Imm < 0 && c.Imm > -0x8000:
		e.ins("addi %d, %d, %d", d, a, -c.Imm)
		a = d
	default:
		return false
	}
	if c.Bits == 64 {
		e.ins("cntlzd %d, %d", d, a)
		e.ins("rldicl %d, %d, 58, 63", d, d)
	} else {
		e.ins("cntlzw %d, %d", d, a)
		e.ins("srwi %d, %d, 5", d, d)
	}
	if c.CC == p.CCNe {
		e.ins("xori %d, %d, 1", d, d)
	}
	return true
}

func (e *fnEmit) jumpTo(b, to *mir.Block) {
	if to.ID == b.ID+1 {
		return
	}
	e.ins("b %s", e.label(to))
}

func (e *fnEmit) cvt(in *mir.Instr) {
	k := in.Aux.(*p.CvtKind)
	d := func(i int) int { return rn(in.DefLocs[i]) }
	u := func(i int) int { return rn(in.UseLocs[i]) }
	single := k.Bits == 32
	if e.t.Is64 {
		switch k.Op {
		case "i2f":
			e.ins("mtfprd %d, %d", d(0), u(0))
			e.ins("%s %d, %d", pick(single, "fcfids", "fcfid"), d(0), d(0))
		case "u2f":
			e.ins("mtfprd %d, %d", d(0), u(0))
			e.ins("%s %d, %d", pick(single, "fcfidus", "fcfidu"), d(0), d(0))
		case "f2i":
			e.ins("fctidz 0, %d", u(0))
			e.ins("mffprd %d, 0", d(0))
		case "f2u":
			e.ins("fctiduz 0, %d", u(0))
			e.ins("mffprd %d, 0", d(0))
		case "gpr2fpr":
			if single {
				e.ins("stw %d, %d(@FB@)", u(0), e.scratch())
				e.ins("lfs %d, %d(@FB@)", d(0), e.scratch())
			} else {
				e.ins("mtfprd %d, %d", d(0), u(0))
			}
		case "fpr2gpr":
			if single {
				e.ins("stfs %d, %d(@FB@)", u(0), e.scratch())
				e.ins("lwz %d, %d(@FB@)", d(0), e.scratch())
			} else {
				e.ins("mffprd %d, %d", d(0), u(0))
			}
		}
		return
	}
	switch k.Op {
	case "i2f", "u2f":
		t := d(1)
		if k.Op == "i2f" {
			e.ins("xoris %d, %d, 32768", t, u(0))
			e.ins("stw %d, %d(@FB@)", t, e.scratch()+4)
		} else {
			e.ins("stw %d, %d(@FB@)", u(0), e.scratch()+4)
		}
		e.ins("lis %d, 17200", t)
		e.ins("stw %d, %d(@FB@)", t, e.scratch())
		e.ins("lfd %d, %d(@FB@)", d(0), e.scratch())
		if k.Op == "i2f" {
			e.ins("lis %d, -32768", t)
		} else {
			e.ins("li %d, 0", t)
		}
		e.ins("stw %d, %d(@FB@)", t, e.scratch()+4)
		e.ins("lfd 0, %d(@FB@)", e.scratch())
		e.ins("fsub %d, %d, 0", d(0), d(0))
		if single {
			e.ins("frsp %d, %d", d(0), d(0))
		}
	case "f2i":
		e.ins("fctiwz 0, %d", u(0))
		e.ins("stfd 0, %d(@FB@)", e.scratch())
		e.ins("lwz %d, %d(@FB@)", d(0), e.scratch()+4)
	case "gpr2fpr":
		if single {
			e.ins("stw %d, %d(@FB@)", u(0), e.scratch())
			e.ins("lfs %d, %d(@FB@)", d(0), e.scratch())
		} else {
			e.ins("stw %d, %d(@FB@)", u(0), e.scratch())
			e.ins("stw %d, %d(@FB@)", u(1), e.scratch()+4)
			e.ins("lfd %d, %d(@FB@)", d(0), e.scratch())
		}
	case "fpr2gpr":
		if single {
			e.ins("stfs %d, %d(@FB@)", u(0), e.scratch())
			e.ins("lwz %d, %d(@FB@)", d(0), e.scratch())
		} else {
			e.ins("stfd %d, %d(@FB@)", u(0), e.scratch())
			e.ins("lwz %d, %d(@FB@)", d(0), e.scratch())
			e.ins("lwz %d, %d(@FB@)", d(1), e.scratch()+4)
		}
	default:
		panic("ppc emit: conversion " + k.Op)
	}
}

// reserve returns the load-reserve and store-conditional mnemonics.
func reserve(bits int) (string, string) {
	k := map[int]string{8: "b", 16: "h", 32: "w", 64: "d"}[bits]
	return "l" + k + "arx", "st" + k + "cx."
}

// atomicRMW writes a load-reserve/store-conditional loop in the scratch
// registers of lower/ppc's atomicScratch: r0 holds the loaded value and
// r12 the value stored; the result is copied from r0 after the loop, when
// the address and operand are no longer read.
func (e *fnEmit) atomicRMW(in *mir.Instr) {
	a := in.Aux.(*p.AtomicInfo)
	if a.Masked {
		e.maskedRMW(in, a)
		return
	}
	old := rn(in.DefLocs[0])
	addr, v := rn(in.UseLocs[0]), rn(in.UseLocs[1])
	lr, sc := reserve(a.Bits)
	loop := e.newLocal()
	fmt.Fprintf(e.w, "%s:\n", loop)
	e.ins("%s 0, 0, %d", lr, addr)
	cmp := pick(a.Bits == 64, "d", "w")
	switch a.Op {
	case p.AtomicMax, p.AtomicMin, p.AtomicUMax, p.AtomicUMin:
		op := "cmp" + cmp
		if a.Op == p.AtomicUMax || a.Op == p.AtomicUMin {
			op = "cmpl" + cmp
		}
		bit := 1 // keep old when old > v (max)
		if a.Op == p.AtomicMin || a.Op == p.AtomicUMin {
			bit = 0
		}
		skip := e.newLocal()
		if op == "cmpw" && a.Bits < 32 {
			// A signed byte or halfword: lbarx and lharx zero-extend.
			e.ins("%s 12, 0", pick(a.Bits == 8, "extsb", "extsh"))
			e.ins("cmpw 0, 12, %d", v)
		} else {
			e.ins("%s 0, 0, %d", op, v)
		}
		e.ins("mr 12, 0")
		e.ins("bc 12, %d, %s", bit, skip)
		e.ins("mr 12, %d", v)
		fmt.Fprintf(e.w, "%s:\n", skip)
	default:
		e.rmwOp(a.Op, v)
	}
	e.ins("%s 12, 0, %d", sc, addr)
	e.ins("bc 4, 2, %s", loop)
	e.ins("mr %d, 0", old)
}

// cmpXchg writes a compare-and-swap loop; it ends when the loaded value
// (in r0) differs from the expected one (in r12) or the conditional store
// succeeds. The loaded value is then copied to the result.
func (e *fnEmit) cmpXchg(in *mir.Instr) {
	a := in.Aux.(*p.AtomicInfo)
	if a.Masked {
		e.maskedCmpXchg(in, a)
		return
	}
	old := rn(in.DefLocs[0])
	addr, nv := rn(in.UseLocs[0]), rn(in.UseLocs[2])
	lr, sc := reserve(a.Bits)
	loop, done := e.newLocal(), e.newLocal()
	fmt.Fprintf(e.w, "%s:\n", loop)
	e.ins("%s 0, 0, %d", lr, addr)
	e.ins("%s 0, 0, 12", pick(a.Bits == 64, "cmpd", "cmpw"))
	e.ins("bc 4, 2, %s", done)
	e.ins("%s %d, 0, %d", sc, nv, addr)
	e.ins("bc 4, 2, %s", loop)
	fmt.Fprintf(e.w, "%s:\n", done)
	e.ins("mr %d, 0", old)
}

// rmwOp writes r12 = r0 op v for an atomic read-modify-write that is
// not min or max.
func (e *fnEmit) rmwOp(op p.AtomicOp, v int) {
	switch op {
	case p.AtomicXchg:
		e.ins("mr 12, %d", v)
	case p.AtomicAdd:
		e.ins("add 12, 0, %d", v)
	case p.AtomicSub:
		e.ins("subf 12, %d, 0", v)
	case p.AtomicAnd:
		e.ins("and 12, 0, %d", v)
	case p.AtomicOr:
		e.ins("or 12, 0, %d", v)
	case p.AtomicXor:
		e.ins("xor 12, 0, %d", v)
	case p.AtomicNand:
		e.ins("and 12, 0, %d", v)
		e.ins("nor 12, 12, 12")
	default:
		panic(fmt.Sprintf("ppc emit: atomicrmw %v", op))
	}
}

// mergeField writes into r12 the word loaded (in r0) with its field (mask)
// replaced by that of r12: r0 ^ ((r12 ^ r0) & mask), in r0 and r12
// alone.
func (e *fnEmit) mergeField(mask int) {
	e.ins("xor 12, 12, 0")
	e.ins("and 12, 12, %d", mask)
	e.ins("xor 12, 12, 0")
}

// maskedRMW writes ppc32's loop for an atomic read-modify-write of a byte
// or halfword (AtomicInfo.Masked): the operation on the whole word, whose
// other fields the operand's zeros leave alone or carries only reach
// above the field, then the field merged into the word loaded; unsigned
// min and max compare the fields in place, signed ones at the top.
func (e *fnEmit) maskedRMW(in *mir.Instr, a *p.AtomicInfo) {
	old := rn(in.DefLocs[0])
	word, v, mask := rn(in.UseLocs[0]), rn(in.UseLocs[1]), rn(in.UseLocs[2])
	loop := e.newLocal()
	fmt.Fprintf(e.w, "%s:\n", loop)
	e.ins("lwarx 0, 0, %d", word)
	switch a.Op {
	case p.AtomicUMax, p.AtomicUMin, p.AtomicMax, p.AtomicMin:
		bit := 1 // keep the old field when it is greater (max)
		if a.Op == p.AtomicUMin || a.Op == p.AtomicMin {
			bit = 0
		}
		skip := e.newLocal()
		if a.Op == p.AtomicMax || a.Op == p.AtomicMin {
			// Signed: the fields compared at the word's top (the bits
			// below the loaded one's decide nothing: with the fields
			// equal either choice stores the same); v, there, goes
			// back down to the field's place.
			up := rn(in.UseLocs[3])
			e.ins("slw 12, 0, %d", up)
			e.ins("cmpw 12, %d", v)
			e.ins("srw 12, %d, %d", v, up)
		} else {
			e.ins("and 12, 0, %d", mask)
			e.ins("cmplw 12, %d", v)
			e.ins("mr 12, %d", v)
		}
		e.ins("bc 4, %d, %s", bit, skip)
		e.ins("mr 12, 0")
		fmt.Fprintf(e.w, "%s:\n", skip)
	default:
		e.rmwOp(a.Op, v)
	}
	e.mergeField(mask)
	e.ins("stwcx. 12, 0, %d", word)
	e.ins("bc 4, 2, %s", loop)
	e.ins("mr %d, 0", old)
}

// maskedCmpXchg writes ppc32's compare-and-swap loop of a byte or
// halfword (AtomicInfo.Masked) in r0 and r12 and three operands, the
// field's address A, the expected value and the new one: the word is at
// A & ~3, and rotating it left by rot = 8*(A & 3) + bits brings the
// field (big-endian: the byte at offset 0 is the most significant) to
// the bottom, where it is compared and the new value inserted, and
// rotating it left by 32 - rot puts it back. The loop ends when the
// field differs from the expected value or the conditional store
// succeeds; the result is the field loaded.
func (e *fnEmit) maskedCmpXchg(in *mir.Instr, a *p.AtomicInfo) {
	old := rn(in.DefLocs[0])
	addr, exp, nv := rn(in.UseLocs[0]), rn(in.UseLocs[1]), rn(in.UseLocs[2])
	mb := 32 - a.Bits // the field at the bottom: IBM bits mb..31
	loop, done := e.newLocal(), e.newLocal()
	fmt.Fprintf(e.w, "%s:\n", loop)
	e.ins("rlwinm 12, %d, 0, 0, 29", addr)
	e.ins("lwarx 0, 0, 12")
	e.ins("rlwinm 12, %d, 3, 27, 28", addr)
	e.ins("addi 12, 12, %d", a.Bits)
	e.ins("rotlw 0, 0, 12")
	e.ins("rlwinm 12, 0, 0, %d, 31", mb)
	e.ins("cmpw 12, %d", exp)
	e.ins("bc 4, 2, %s", done)
	e.ins("rlwimi 0, %d, 0, %d, 31", nv, mb)
	e.ins("rlwinm 12, %d, 3, 27, 28", addr)
	e.ins("subfic 12, 12, %d", mb)
	e.ins("rotlw 12, 0, 12")
	e.ins("rlwinm 0, %d, 0, 0, 29", addr)
	e.ins("stwcx. 12, 0, 0")
	e.ins("bc 4, 2, %s", loop)
	e.ins("mr 12, %d", exp) // the field was the expected value
	fmt.Fprintf(e.w, "%s:\n", done)
	e.ins("mr %d, 12", old)
}
