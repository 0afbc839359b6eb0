package x86

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/lower"
	"github.com/ssara-project/ssara/mir"
)

// The largest llvm.memset, llvm.memcpy and llvm.memmove written as moves
// (lower.MemInliner) instead of a call: a memset of up to 16 words, a copy
// of up to 8 (llc-14 expands up to 16 and 8 stores of 16 bytes; ssara
// uses 8-byte general registers).
const (
	maxInlineMemset  = 128
	maxInlineMemcpy  = 64
	maxInlineMemmove = 32
)

// InlineMem implements lower.MemInliner: a memset of a constant byte or a
// memcpy or memmove of a constant size within the limits above, not
// volatile, becomes 8-, 4-, 2- and 1-byte stores (of an immediate when
// the pattern fits one) or load-store pairs; memmove loads every piece
// before it stores any.
func (l *fn) InlineMem(fname string, args []value.Value) (bool, error) {
	if len(args) < 4 {
		return false, nil
	}
	size, ok := args[2].(*constant.Int)
	vol, vok := args[3].(*constant.Int)
	if !ok || !vok || lower.IntValue(vol) != 0 {
		return false, nil
	}
	n := lower.IntValue(size)
	limit := int64(maxInlineMemmove)
	switch fname {
	case "memset":
		limit = maxInlineMemset
	case "memcpy":
		limit = maxInlineMemcpy
	}
	if n <= 0 || n > limit {
		return false, nil
	}
	var pattern int64
	if fname == "memset" {
		b, ok := args[1].(*constant.Int)
		if !ok {
			return false, nil
		}
		pattern = int64(uint64(uint8(lower.IntValue(b))) * 0x0101010101010101)
	}
	dst, du, err := l.inlineAddress(args[0], n)
	if err != nil {
		return true, err
	}
	// pieces are the offsets and widths (bytes) of the moves.
	type piece struct{ off, w int64 }
	var pieces []piece
	for off := int64(0); off < n; {
		w := int64(8)
		for w > n-off {
			w /= 2
		}
		pieces = append(pieces, piece{off, w})
		off += w
	}
	at := func(m *isa.Mem, p piece) *isa.Mem {
		c := *m
		c.Disp += p.off
		c.Bits = int(8 * p.w)
		return &c
	}
	if fname == "memset" {
		var r mir.Reg
		if pattern != int64(int32(pattern)) {
			r = l.movImm(pattern, 64)
		}
		for _, p := range pieces {
			m := at(dst, p)
			if p.w == 8 && r != 0 {
				l.emit(isa.Store, nil, append([]mir.Reg{r}, du...), m)
				continue
			}
			m.Imm = pattern // the emitter takes the piece's low bytes
			l.emit(isa.StoreImm, nil, du, m)
		}
		return true, nil
	}
	src, su, err := l.inlineAddress(args[1], n)
	if err != nil {
		return true, err
	}
	regs := make([]mir.Reg, len(pieces))
	load := func(i int) {
		regs[i] = l.newGPR()
		l.emit(isa.Load, []mir.Reg{regs[i]}, su, at(src, pieces[i]))
	}
	store := func(i int) {
		l.emit(isa.Store, nil, append([]mir.Reg{regs[i]}, du...), at(dst, pieces[i]))
	}
	if fname == "memmove" {
		for i := range pieces {
			load(i)
		}
		for i := range pieces {
			store(i)
		}
		return true, nil
	}
	for i := range pieces {
		load(i)
		store(i)
	}
	return true, nil
}

// inlineAddress is the memory operand of pointer v for n bytes from it:
// computed into a register when the last byte's displacement would not
// fit 32 bits.
func (l *fn) inlineAddress(v value.Value, n int64) (*isa.Mem, []mir.Reg, error) {
	m, uses, err := l.address(v)
	if err != nil {
		return nil, nil, err
	}
	if m.Disp+n == int64(int32(m.Disp+n)) && m.Disp == int64(int32(m.Disp)) {
		return m, uses, nil
	}
	r := l.newGPR()
	a := *m
	a.Bits = 64
	l.emit(isa.Lea, []mir.Reg{r}, uses, &a)
	return &isa.Mem{Addr: isa.Addr{BaseIdx: 0, IndexIdx: -1, Frame: -1, Scale: 1}}, []mir.Reg{r}, nil
}
