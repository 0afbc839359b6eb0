package x86

import (
	"github.com/llir/llvm/ir"
	isa "github.com/ssara-project/ssara/isa/x86"
	"github.com/ssara-project/ssara/mir"
)

// Shuffles that map to one or two SSE2 instructions, or to no code: each
// pattern is a method of shuffle that reports whether it matched.

// shuffle is one shufflevector being matched against the patterns.
type shuffle struct {
	*fn
	in     *ir.InstShuffleVector
	sv, rv *vinfo
	mask   []int
	n      int  // lanes of a source
	src    int  // the first source a lane comes from (-1: all undef)
	two    bool // lanes come from both sources
}

// get is the registers of source k.
func (l *shuffle) get(k int) ([]mir.Reg, error) {
	if k == 0 {
		return l.Regs(l.in.X)
	}
	return l.Regs(l.in.Y)
}

// lanes is the mask with source k's lanes numbered from 0.
func (l *shuffle) lanes(k int) []int {
	out := make([]int, len(l.mask))
	for i, m := range l.mask {
		out[i] = m
		if m >= 0 {
			out[i] = m - k*l.n
		}
	}
	return out
}

// shuffleDirect handles the shuffles that map to one or two SSE2
// instructions, or to no code (whole registers); ok is false for the
// others.
func (l *fn) shuffleDirect(in *ir.InstShuffleVector, sv, rv *vinfo, mask []int) (regs []mir.Reg, ok bool, err error) {
	if sv.eb != rv.eb || sv.i1 {
		return nil, false, nil
	}
	s := &shuffle{fn: l, in: in, sv: sv, rv: rv, mask: mask, n: sv.n, src: -1}
	for _, m := range mask {
		if m < 0 {
			continue
		}
		k := m / s.n
		if s.src >= 0 && k != s.src {
			s.two = true
		}
		if s.src < 0 {
			s.src = k
		}
	}
	if s.src < 0 {
		// All undef.
		var out []mir.Reg
		for p := 0; p < rv.parts; p++ {
			out = append(out, l.vconst(&isa.VConstInfo{Zero: true}))
		}
		return out, true, nil
	}
	patterns := []func() ([]mir.Reg, bool, error){s.splatLane0, s.unpackPair, s.oneSourceTwoRegs, s.wholeRegs}
	if rv.parts == 1 && sv.parts == 1 {
		// Patterns of single registers.
		patterns = append(patterns, s.pshufdLanes, s.pshufWords, s.byteReverse, s.splatNarrow, s.unpack, s.twoNarrow32, s.twoFull)
	}
	for _, p := range patterns {
		if regs, ok, err := p(); ok || err != nil {
			return regs, true, err
		}
	}
	return nil, false, nil
}

// splatLane0 matches a splat of lane 0 of the first source, into any number
// of registers.
func (l *shuffle) splatLane0() ([]mir.Reg, bool, error) {
	if l.src == 0 && !l.two {
		all0 := true
		for _, m := range l.mask {
			if m > 0 {
				all0 = false
			}
		}
		if all0 && l.rv.bits()%128 == 0 || all0 && l.rv.parts == 1 {
			x, err := l.get(0)
			if err != nil {
				return nil, true, err
			}
			r := l.splat0(x[0], l.sv.eb)
			out := make([]mir.Reg, l.rv.parts)
			for i := range out {
				out[i] = r
			}
			return out, true, nil
		}
	}
	return nil, false, nil
}

// unpackPair matches interleaving the low lanes of two single registers, or
// putting two narrow ones together (punpckl*).
func (l *shuffle) unpackPair() ([]mir.Reg, bool, error) {
	if l.sv.parts == 1 && l.rv.bits() <= 128 {
		for _, order := range [][2]int{{0, 1}, {1, 0}, {0, 0}, {1, 1}} {
			ok := true
			for i, m := range l.mask {
				if m >= 0 && m != order[i%2]*l.n+i/2 {
					ok = false
					break
				}
			}
			sfx := map[int]string{8: "bw", 16: "wd", 32: "dq", 64: "qdq"}[l.sv.eb]
			if !ok {
				// Concatenation [0 .. 2n-1] of registers of 16, 32 or
				// 64 bits.
				ok = order[0] == 0 && order[1] == 1 && l.rv.n == 2*l.n && l.n*l.sv.eb <= 64
				for i, m := range l.mask {
					if m >= 0 && m != i {
						ok = false
					}
				}
				sfx = map[int]string{16: "wd", 32: "dq", 64: "qdq"}[l.n*l.sv.eb]
			}
			if !ok {
				continue
			}
			a, err := l.get(order[0])
			if err != nil {
				return nil, true, err
			}
			b, err := l.get(order[1])
			if err != nil {
				return nil, true, err
			}
			return []mir.Reg{l.vop2("punpckl"+sfx, a[0], b[0])}, true, nil
		}
	}
	return nil, false, nil
}

// oneSourceTwoRegs matches one source in two registers into one register, as
// two sources.
func (l *shuffle) oneSourceTwoRegs() ([]mir.Reg, bool, error) {
	if !l.two && l.src == 0 && l.sv.parts == 2 && l.rv.n*l.rv.eb == 128 && (l.sv.eb == 32 || l.sv.eb == 64) {
		x, err := l.get(0)
		if err != nil {
			return nil, true, err
		}
		if r, ok := l.shuffle2(x[0], x[1], l.sv.eb, l.mask); ok {
			return []mir.Reg{r}, true, nil
		}
	}
	return nil, false, nil
}

// wholeRegs matches whole registers, every output register a source register
// (no code).
func (l *shuffle) wholeRegs() ([]mir.Reg, bool, error) {
	per := 128 / l.sv.eb
	// Whole registers: every output register is a source register.
	if l.rv.bits()%128 == 0 && l.sv.bits()%128 == 0 {
		var out []mir.Reg
		ok := true
		for p := 0; p < l.rv.parts && ok; p++ {
			first := l.mask[p*per]
			if first < 0 || first%per != 0 {
				ok = false
				break
			}
			for j := 0; j < per; j++ {
				if m := l.mask[p*per+j]; m != first+j && m >= 0 {
					ok = false
				}
			}
			if ok {
				regs, err := l.get(first / l.n)
				if err != nil {
					return nil, true, err
				}
				out = append(out, regs[(first%l.n)/per])
			}
		}
		if ok {
			return out, true, nil
		}
	}
	return nil, false, nil
}

// pshufdLanes matches one source of 32- or 64-bit lanes.
func (l *shuffle) pshufdLanes() ([]mir.Reg, bool, error) {
	if !l.two && (l.sv.eb == 32 || l.sv.eb == 64) && l.n*l.sv.eb <= 128 && l.rv.n*l.rv.eb <= 128 {
		ls := l.lanes(l.src)
		imm := int64(0)
		dw := l.sv.eb / 32
		for j := 0; j < 4; j++ {
			lane := j / dw
			sel := j
			if lane < len(ls) && ls[lane] >= 0 {
				sel = ls[lane]*dw + j%dw
			}
			imm |= int64(sel&3) << uint(2*j)
		}
		regs, err := l.get(l.src)
		if err != nil {
			return nil, true, err
		}
		return []mir.Reg{l.pshufd(imm, regs[0])}, true, nil
	}
	return nil, false, nil
}

// pshufWords matches one source of 16-bit lanes where each half of the
// result comes from one half of the source (pshufd, pshuflw, pshufhw).
func (l *shuffle) pshufWords() ([]mir.Reg, bool, error) {
	if !l.two && l.sv.eb == 16 && l.n <= 8 && l.rv.n <= 8 {
		ls := l.lanes(l.src)
		q := [2]int{0, 1}
		ok := true
		for h := 0; h < 2; h++ {
			set := false
			for i := 4 * h; i < 4*h+4 && i < len(ls); i++ {
				if ls[i] < 0 {
					continue
				}
				if set && ls[i]/4 != q[h] {
					ok = false
				}
				q[h], set = ls[i]/4, true
			}
		}
		if ok {
			regs, err := l.get(l.src)
			if err != nil {
				return nil, true, err
			}
			r := regs[0]
			if dw := int64(2*q[0] | (2*q[0]+1)<<2 | (2*q[1])<<4 | (2*q[1]+1)<<6); dw != 0xe4 {
				r = l.pshufd(dw, r)
			}
			for h, mn := range []string{"pshuflw", "pshufhw"} {
				imm := int64(0)
				for i := 0; i < 4; i++ {
					sel := i
					if j := 4*h + i; j < len(ls) && ls[j] >= 0 {
						sel = ls[j] % 4
					}
					imm |= int64(sel) << uint(2*i)
				}
				if imm != 0xe4 {
					r = l.vop1(mn, imm, true, r, mir.FPR, 0)
				}
			}
			return []mir.Reg{r}, true, nil
		}
	}
	return nil, false, nil
}

// byteReverse matches the bytes of one source reversed, as words reversed
// and packed back.
func (l *shuffle) byteReverse() ([]mir.Reg, bool, error) {
	if !l.two && l.sv.eb == 8 && (l.n == 8 || l.n == 16) && l.rv.n == l.n {
		rev := true
		for i, m := range l.lanes(l.src) {
			if m >= 0 && m != l.n-1-i {
				rev = false
			}
		}
		if rev {
			regs, err := l.get(l.src)
			if err != nil {
				return nil, true, err
			}
			w := l.widen(regs[:1], l.n, 8, false)
			r16 := func(r mir.Reg) mir.Reg {
				r = l.pshufd(0x4e, r)
				r = l.vop1("pshuflw", 0x1b, true, r, mir.FPR, 0)
				return l.vop1("pshufhw", 0x1b, true, r, mir.FPR, 0)
			}
			if l.n == 8 {
				r := r16(w[0])
				return []mir.Reg{l.vop2("packuswb", r, r)}, true, nil
			}
			return []mir.Reg{l.vop2("packuswb", r16(w[1]), r16(w[0]))}, true, nil
		}
	}
	return nil, false, nil
}

// splatNarrow matches a splat of lane 0 of 8- or 16-bit lanes.
func (l *shuffle) splatNarrow() ([]mir.Reg, bool, error) {
	if !l.two && (l.sv.eb == 8 || l.sv.eb == 16) {
		all0 := true
		for _, m := range l.lanes(l.src) {
			if m > 0 {
				all0 = false
			}
		}
		if all0 {
			regs, err := l.get(l.src)
			if err != nil {
				return nil, true, err
			}
			r := regs[0]
			if l.sv.eb == 8 {
				r = l.vop2("punpcklbw", r, r)
			}
			r = l.vop1("pshuflw", 0, true, r, mir.FPR, 0)
			return []mir.Reg{l.pshufd(0, r)}, true, nil
		}
	}
	return nil, false, nil
}

// unpack matches interleaving the low or high halves of two registers, or of
// one with itself (punpckl*, punpckh*).
func (l *shuffle) unpack() ([]mir.Reg, bool, error) {
	if l.n*l.sv.eb == 128 && l.rv.n == l.n {
		sfx := map[int]string{8: "bw", 16: "wd", 32: "dq", 64: "qdq"}[l.sv.eb]
		for _, hi := range []bool{false, true} {
			for _, order := range [][2]int{{0, 1}, {1, 0}, {0, 0}, {1, 1}} {
				ok := true
				for i, m := range l.mask {
					want := order[i%2]*l.n + i/2
					if hi {
						want += l.n / 2
					}
					if m >= 0 && m != want {
						ok = false
						break
					}
				}
				if !ok {
					continue
				}
				a, err := l.get(order[0])
				if err != nil {
					return nil, true, err
				}
				b, err := l.get(order[1])
				if err != nil {
					return nil, true, err
				}
				mn := "punpckl" + sfx
				if hi {
					mn = "punpckh" + sfx
				}
				return []mir.Reg{l.vop2(mn, a[0], b[0])}, true, nil
			}
		}
	}
	return nil, false, nil
}

// twoNarrow32 matches two narrow registers of 32-bit lanes, as the low lanes
// of full ones.
func (l *shuffle) twoNarrow32() ([]mir.Reg, bool, error) {
	if l.two && l.sv.eb == 32 && l.n == 2 && l.rv.bits() <= 128 {
		wide := make([]int, len(l.mask))
		for i, m := range l.mask {
			wide[i] = m
			if m >= l.n {
				wide[i] = m - l.n + 4
			}
		}
		x, y, err := l.both(l.in.X, l.in.Y)
		if err != nil {
			return nil, true, err
		}
		if r, ok := l.shuffle2(x[0], y[0], 32, wide); ok {
			return []mir.Reg{r}, true, nil
		}
	}
	return nil, false, nil
}

// twoFull matches two full registers of 64- or 32-bit lanes.
func (l *shuffle) twoFull() ([]mir.Reg, bool, error) {
	if l.two && l.n*l.sv.eb == 128 && l.rv.n == l.n {
		x, y, err := l.both(l.in.X, l.in.Y)
		if err != nil {
			return nil, true, err
		}
		if r, ok := l.shuffle2(x[0], y[0], l.sv.eb, l.mask); ok {
			return []mir.Reg{r}, true, nil
		}
	}
	return nil, false, nil
}
