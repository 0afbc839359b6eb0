package x86

import (
	"fmt"
	"strings"
	"testing"

	isa "github.com/ssara-project/ssara/isa/x86"
)

// TestByteLoads: an or of consecutive bytes, each shifted to its place
// in big-endian or little-endian order, is one load (byte-swapped for
// big-endian: rolw $8 for two bytes, bswap for four and eight); bytes in
// neither order, not adjacent, read again elsewhere, volatile, or with a
// store between their loads and the or stay single loads.
func TestByteLoads(t *testing.T) {
	// b(ty, k, s) is %sbK: byte k of %p, zero-extended to ty and shifted
	// left by s.
	b := func(ty string, k, s int) string {
		n := "b" + itoa(k)
		z := "%z" + n
		if s == 0 {
			z = "%s" + n
		}
		out := "  %g" + n + " = getelementptr inbounds i8, i8* %p, i64 " + itoa(k) + "\n" +
			"  %l" + n + " = load i8, i8* %g" + n + "\n" +
			"  " + z + " = zext i8 %l" + n + " to " + ty + "\n"
		if s != 0 {
			out += "  %s" + n + " = shl " + ty + " " + z + ", " + itoa(s) + "\n"
		}
		return out
	}
	// bi is b with the byte's address an index: kind "nuw" indexes %p
	// by zext (add nuw i32 %i, k), "plain" by zext (add i32 %i, k) (which
	// may wrap: not k bytes past zext %i), "nsw" by sext (add nsw i32 %i,
	// k), "wide" by add i64 %j, k (k = 0: the value itself, extended).
	bi := func(kind, ty string, k, sh int) string {
		n := "b" + itoa(k)
		idx := ""
		switch {
		case kind == "wide" && k == 0:
			idx = "  %x" + n + " = add i64 %j, 0\n"
		case kind == "wide":
			idx = "  %x" + n + " = add i64 %j, " + itoa(k) + "\n"
		default:
			v, ext, flag := "%i", "zext", ""
			switch kind {
			case "nuw":
				flag = "nuw "
			case "nsw":
				ext, flag = "sext", "nsw "
			}
			if k > 0 {
				idx = "  %a" + n + " = add " + flag + "i32 %i, " + itoa(k) + "\n"
				v = "%a" + n
			}
			idx += "  %x" + n + " = " + ext + " i32 " + v + " to i64\n"
		}
		out := b(ty, k, sh)
		return idx + strings.Replace(out, "i8* %p, i64 "+itoa(k), "i8* %p, i64 %x"+n, 1)
	}
	le4 := func(kind string) string {
		return bi(kind, "i32", 0, 0) + bi(kind, "i32", 1, 8) + bi(kind, "i32", 2, 16) + bi(kind, "i32", 3, 24) + orAll("i32", 4)
	}
	tests := []struct {
		name, ty, body string
		loads          int    // loads left in the function
		bits           int    // the width of the one load, when one
		swap           string // "rol", "bswap" or ""
	}{
		{"big-endian i16", "i16", b("i16", 0, 8) + b("i16", 1, 0) + orAll("i16", 2), 1, 16, "rol"},
		{"big-endian two bytes to i32", "i32", b("i32", 0, 8) + b("i32", 1, 0) + orAll("i32", 2), 1, 16, "rol"},
		{"big-endian i32", "i32", b("i32", 0, 24) + b("i32", 1, 16) + b("i32", 2, 8) + b("i32", 3, 0) + orAll("i32", 4), 1, 32, "bswap"},
		{"little-endian i32", "i32", b("i32", 0, 0) + b("i32", 1, 8) + b("i32", 2, 16) + b("i32", 3, 24) + orAll("i32", 4), 1, 32, ""},
		{"neither order", "i32", b("i32", 0, 16) + b("i32", 1, 24) + b("i32", 2, 8) + b("i32", 3, 0) + orAll("i32", 4), 4, 0, ""},
		{"not adjacent", "i32", b("i32", 0, 8) + b("i32", 2, 0) + "  %r = or i32 %sb0, %sb2\n", 2, 0, ""},
		{"store between", "i16", b("i16", 0, 8) + "  store i8 7, i8* %q\n" + b("i16", 1, 0) + orAll("i16", 2), 2, 0, ""},
		{"byte read again", "i16", b("i16", 0, 8) + b("i16", 1, 0) + orAll("i16", 2) + "  store i8 %lb1, i8* %q\n", 2, 0, ""},
		// An interpreter's operand a[pc+1..pc+4] (lower.Func.AddrKey).
		{"indexed by zext of add nuw", "i32", le4("nuw"), 1, 32, ""},
		{"indexed by sext of add nsw", "i32", le4("nsw"), 1, 32, ""},
		{"indexed by a 64-bit add", "i32", le4("wide"), 1, 32, ""},
		{"indexed by zext of an add that may wrap", "i32", le4("plain"), 4, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "define " + tt.ty + " @f(i8* %p, i8* %q, i32 %i, i64 %j) {\nentry:\n" + tt.body + "  ret " + tt.ty + " %r\n}\n"
			m, err := lowerSrc(src)
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			f := m.Funcs[0]
			loads, bits, swap := 0, 0, ""
			for _, blk := range f.Blocks {
				for _, in := range blk.Instrs {
					switch in.Op {
					case isa.Load:
						loads++
						bits = in.Aux.(*isa.Mem).Bits
					case isa.Shift:
						if a := in.Aux.(*isa.Arith); a.Op == isa.Rol {
							swap = "rol"
						}
					case isa.Unary:
						if a := in.Aux.(*isa.Arith); a.Op == isa.Bswap {
							swap = "bswap"
						}
					}
				}
			}
			if loads != tt.loads || tt.loads == 1 && (bits != tt.bits || swap != tt.swap) || tt.loads > 1 && swap != "" {
				t.Errorf("%d loads (the last of %d bits), swap %q; want %d loads (%d bits), swap %q\n%s\n%s",
					loads, bits, swap, tt.loads, tt.bits, tt.swap, src, f.Format(isa.Target{}))
			}
		})
	}
}

// orAll ors %sb0 ... %sb(n-1) into %r.
func orAll(ty string, n int) string {
	s := ""
	prev := "%sb0"
	for k := 1; k < n; k++ {
		name := "%o" + itoa(k)
		if k == n-1 {
			name = "%r"
		}
		s += "  " + name + " = or " + ty + " " + prev + ", %sb" + itoa(k) + "\n"
		prev = name
	}
	return s
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// TestByteStores: stores of a value's bytes at consecutive addresses, in
// big-endian or little-endian order, are one store (byte-swapped for
// big-endian), and constant bytes are stores of 8, 4, 2 and 1 bytes; a
// load among the stores, or the bytes of two values, keep them apart.
func TestByteStores(t *testing.T) {
	// st(k, src) stores src (an i8 value or constant) at %p + k.
	st := func(k int, src string) string {
		g := "%g" + itoa(k)
		return "  " + g + " = getelementptr inbounds i8, i8* %p, i64 " + itoa(k) + "\n  store i8 " + src + ", i8* " + g + "\n"
	}
	// byteOf(k, s) is %tK = trunc (lshr %v, s) to i8.
	byteOf := func(k, s int) string {
		t := "%t" + itoa(k)
		if s == 0 {
			return "  " + t + " = trunc i32 %v to i8\n"
		}
		return "  %h" + itoa(k) + " = lshr i32 %v, " + itoa(s) + "\n  " + t + " = trunc i32 %h" + itoa(k) + " to i8\n"
	}
	// word(k, p) stores an i32 at p + k; gst(k, src) stores src at @g + k.
	word := func(k int, p string) string {
		w := "%w" + p[1:] + itoa(k)
		return "  " + w + "b = getelementptr inbounds i8, i8* " + p + ", i64 " + itoa(k) + "\n  " + w + " = bitcast i8* " + w +
			"b to i32*\n  store i32 9, i32* " + w + "\n"
	}
	gst := func(k int, src string) string {
		return "  store i8 " + src + ", i8* getelementptr ([8 x i8], [8 x i8]* @g, i64 0, i64 " + itoa(k) + ")\n"
	}
	tests := []struct {
		name, body string
		stores     []int // the widths of the stores left, in order
		swap       bool
	}{
		{"big-endian i32", byteOf(0, 24) + byteOf(1, 16) + byteOf(2, 8) + byteOf(3, 0) +
			st(0, "%t0") + st(1, "%t1") + st(2, "%t2") + st(3, "%t3"), []int{32}, true},
		{"little-endian two bytes", byteOf(0, 0) + byteOf(1, 8) + st(1, "%t1") + st(0, "%t0"), []int{16}, false},
		{"a load between", byteOf(0, 8) + byteOf(1, 0) + st(0, "%t0") + "  %x = load i8, i8* %q\n" + st(1, "%t1"), []int{8, 8}, false},
		{"two values", byteOf(0, 8) + "  %t1 = trunc i32 %w to i8\n" + st(0, "%t0") + st(1, "%t1"), []int{8, 8}, false},
		{"constant bytes", st(0, "1") + st(1, "2") + st(2, "3") + st(3, "4") + st(4, "5") + st(5, "6") + st(6, "7"), []int{32, 16, 8}, false},
		// A store to other bytes of the same pointer between: the run
		// passes it; one that may write the run's bytes ends it.
		{"a store apart between", byteOf(0, 0) + byteOf(1, 8) + st(0, "%t0") + word(4, "%p") + st(1, "%t1"), []int{32, 16}, false},
		{"a constant store apart between", st(0, "1") + word(4, "%p") + st(1, "2"), []int{32, 16}, false},
		{"an overlapping store between", st(0, "1") + word(1, "%p") + st(2, "2"), []int{8, 32, 8}, false},
		{"a store through another pointer between", st(0, "1") + word(0, "%q") + st(1, "2"), []int{8, 32, 8}, false},
		// Stores into a global are runs too; a load of another object
		// between them does not end one, a load through a pointer that
		// may point into the global does.
		{"global bytes", "  %a = alloca i8\n" + gst(0, "1") + "  %x = load i8, i8* %a\n" + gst(1, "2") + gst(2, "3") + gst(3, "4"), []int{32}, false},
		{"a load of the global between", gst(0, "1") + gst(1, "2") + "  %x = load i8, i8* getelementptr ([8 x i8], [8 x i8]* @g, i64 0, i64 7)\n" +
			gst(6, "3") + gst(7, "4"), []int{16, 16}, false},
		{"global bytes and a load through a pointer", gst(0, "1") + "  %x = load i8, i8* %q\n" + gst(1, "2"), []int{8, 8}, false},
		// Constant bytes in two stretches, and a byte stored twice.
		{"two stretches", st(0, "1") + st(1, "2") + st(4, "3") + st(5, "4"), []int{16, 16}, false},
		// (the first store is dead: lower.DeadStores)
		{"a byte stored twice", st(0, "1") + st(1, "2") + "  store i8 3, i8* %g0\n", []int{8, 8}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "@g = global [8 x i8] zeroinitializer\ndefine void @f(i8* %p, i8* %q, i32 %v, i32 %w) {\nentry:\n" + tt.body + "  ret void\n}\n"
			m, err := lowerSrc(src)
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			f := m.Funcs[0]
			var widths []int
			swap := false
			for _, blk := range f.Blocks {
				for _, in := range blk.Instrs {
					switch in.Op {
					case isa.Store, isa.StoreImm:
						widths = append(widths, in.Aux.(*isa.Mem).Bits)
					case isa.Unary:
						swap = swap || in.Aux.(*isa.Arith).Op == isa.Bswap
					case isa.Shift:
						swap = swap || in.Aux.(*isa.Arith).Op == isa.Rol
					}
				}
			}
			if fmt.Sprint(widths) != fmt.Sprint(tt.stores) || swap != tt.swap {
				t.Errorf("stores of %v bits, swap %v; want %v, swap %v\n%s\n%s", widths, swap, tt.stores, tt.swap, src, f.Format(isa.Target{}))
			}
		})
	}
}
