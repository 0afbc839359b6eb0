package difftest

import (
	"context"
	"fmt"
	"math/rand"
	"strings"
)

// Div generates programs that divide by constants: each hashes, over a
// table of dividends (the edges of every type's range and random
// values), the quotients and remainders of many (type, operation,
// constant) triples, signed and unsigned, 8 to 64 bits, the constants
// small, powers of 2 and their negatives, near the top of the range and
// random. Compilers select these as shifts and multiplications by a
// reciprocal (lower/magic.go); the program shows a wrong multiplier, a
// missing rounding step or a wrong register width as a different hash.
type Div struct{}

// Generate returns the program of seed.
func (Div) Generate(_ context.Context, seed int64, _ string) (*Program, error) {
	return &Program{Name: fmt.Sprintf("div-%d", seed), Seed: seed, Source: []byte(divProgram(seed))}, nil
}

func divProgram(seed int64) string {
	r := rand.New(rand.NewSource(seed))
	types := []struct {
		c      string
		bits   int
		signed bool
	}{{"int8_t", 8, true}, {"uint8_t", 8, false}, {"int16_t", 16, true}, {"uint16_t", 16, false},
		{"int32_t", 32, true}, {"uint32_t", 32, false}, {"int64_t", 64, true}, {"uint64_t", 64, false}}
	var body strings.Builder
	n := 0
	for i := 0; i < 48; i++ {
		t := types[r.Intn(len(types))]
		var d uint64
		switch r.Intn(5) {
		case 0:
			d = uint64(2 + r.Intn(30))
		case 1:
			d = uint64(1) << uint(1+r.Intn(t.bits-1))
		case 2:
			d = ^uint64(0)>>uint(64-t.bits+1) - uint64(r.Intn(4)) // near the largest signed value
		case 3:
			d = []uint64{7, 10, 100, 641, 1000, 3600, 86400, 1000000007, 2147483647, 6700417}[r.Intn(10)]
		default:
			d = r.Uint64() >> uint(r.Intn(64))
		}
		d &= ^uint64(0) >> uint(64-t.bits)
		lit := fmt.Sprintf("%dull", d)
		if t.signed {
			sd := int64(d<<uint(64-t.bits)) >> uint(64-t.bits)
			if r.Intn(3) == 0 {
				sd = -sd
			}
			if sd == 0 || sd == 1 || sd == -1 || sd == -1<<63 {
				continue
			}
			lit = fmt.Sprintf("(%s)%dll", t.c, sd)
		} else if d < 2 {
			continue
		}
		op := "/"
		if r.Intn(2) == 0 {
			op = "%"
		}
		fmt.Fprintf(&body, "\t\th = (h ^ (uint64_t)(%[1]s)((%[1]s)v %[2]s %[3]s)) * 1099511628211ull; /* %[4]d */\n", t.c, op, lit, n)
		n++
	}
	// Quotient and remainder of the same operands, both read: a
	// selector computes the quotient once (lower/divrem.go). Drawn from
	// their own source, so that the statements above stay those of
	// earlier versions of the generator.
	r2 := rand.New(rand.NewSource(seed ^ 0x64697672656d))
	for i := 0; i < 8; i++ {
		t := types[r2.Intn(len(types))]
		d := []uint64{3, 7, 10, 100, 1000, 641, 86400, 1000000007}[r2.Intn(8)]
		if d > ^uint64(0)>>uint(64-t.bits+1) {
			d = 10
		}
		if r2.Intn(3) == 0 {
			// By a variable: another dividend, made at least 2.
			fmt.Fprintf(&body, "\t\t{ %[1]s w = (%[1]s)(vals[(i + %[2]d) %% (sizeof vals / sizeof vals[0])] & 63) + 2, x = (%[1]s)v;\n\t\t  h = (h ^ (uint64_t)(%[1]s)(x / w)) * 1099511628211ull; h = (h ^ (uint64_t)(%[1]s)(x %% w)) * 1099511628211ull; } /* %[3]d */\n", t.c, 1+r2.Intn(7), n)
		} else {
			fmt.Fprintf(&body, "\t\t{ %[1]s x = (%[1]s)v;\n\t\t  h = (h ^ (uint64_t)(%[1]s)(x / %[2]d)) * 1099511628211ull; h = (h ^ (uint64_t)(%[1]s)(x %% %[2]d)) * 1099511628211ull; } /* %[3]d */\n", t.c, d, n)
		}
		n++
	}
	var vals []string
	for _, v := range []uint64{0, 1, 2, 3, 7, 10, 127, 128, 255, 256, 32767, 32768, 65535, 65536, 1<<31 - 1, 1 << 31, 1<<32 - 1, 1 << 32, 1<<63 - 1, 1 << 63} {
		vals = append(vals, fmt.Sprintf("%dull", v), fmt.Sprintf("-%dull", v))
	}
	for i := 0; i < 24; i++ {
		vals = append(vals, fmt.Sprintf("%dull", r.Uint64()>>uint(r.Intn(64))))
	}
	return fmt.Sprintf(`/* div-%d: divisions and remainders by constants. */
#include <stdio.h>
#include <stdint.h>

static volatile uint64_t vals[] = {%s};

int main(void)
{
	uint64_t h = 1469598103934665603ull;
	for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
		uint64_t v = vals[i];
%s	}
	printf("%%llx\n", (unsigned long long)h);
	return 0;
}
`, seed, strings.Join(vals, ", "), body.String())
}
