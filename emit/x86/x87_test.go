package x86

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ssara-project/ssara/regalloc"
)

// genX87Program writes a random straight-line program over long double
// (x86_fp80), float and double: arithmetic, compares and selects,
// extensions and truncations, conversions from integers and, for values
// brought into range first, to integers, calls passing and returning
// x86_fp80 and a loop carrying one in a phi. Every result is stored to an
// output buffer that main writes out.
func genX87Program(seed int64, steps int) string {
	r := rand.New(rand.NewSource(seed))
	var sb strings.Builder
	next := 0
	tmp := func() string { next++; return fmt.Sprintf("%%t%d", next) }
	emit := func(format string, args ...interface{}) {
		sb.WriteString("  ")
		fmt.Fprintf(&sb, format, args...)
		sb.WriteByte('\n')
	}
	vals := map[string][]string{}
	pick := func(t string) string { v := vals[t]; return v[r.Intn(len(v))] }
	out := 0
	store := func(t, v string) {
		p, q := tmp(), tmp()
		emit("%s = getelementptr inbounds [8192 x i8], [8192 x i8]* @out, i64 0, i64 %d", p, out)
		emit("%s = bitcast i8* %s to %s*", q, p, t)
		emit("store %s %s, %s* %s, align 1", t, v, t, q)
		out += 16
	}
	load := func(t string, off int) string {
		p, q, d := tmp(), tmp(), tmp()
		emit("%s = getelementptr inbounds [512 x i8], [512 x i8]* @in, i64 0, i64 %d", p, off)
		emit("%s = bitcast i8* %s to %s*", q, p, t)
		emit("%s = load %s, %s* %s, align 1", d, t, t, q)
		return d
	}
	var in []string
	for i := 0; i < 512; i++ {
		in = append(in, fmt.Sprintf("i8 %d", int8(r.Intn(256))))
	}
	for k := 0; k < 4; k++ {
		vals["i32"] = append(vals["i32"], load("i32", r.Intn(500)))
		vals["i64"] = append(vals["i64"], load("i64", r.Intn(500)))
		// Doubles from small integers, so that no NaN payloads appear.
		d := tmp()
		emit("%s = sitofp i32 %s to double", d, pick("i32"))
		vals["double"] = append(vals["double"], d)
		x := tmp()
		emit("%s = fpext double %s to x86_fp80", x, d)
		vals["x86_fp80"] = append(vals["x86_fp80"], x)
	}
	// No constant operands: llc would fold operations on them, and a
	// folded NaN has another sign than the x87's.
	zero := tmp()
	emit("%s = fsub x86_fp80 %s, %s", zero, vals["x86_fp80"][0], vals["x86_fp80"][0])
	vals["x86_fp80"] = append(vals["x86_fp80"], zero)
	f := tmp()
	emit("%s = fptrunc double %s to float", f, vals["double"][1])
	vals["float"] = append(vals["float"], f)
	preds := []string{"oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une"}
	for i := 0; i < steps; i++ {
		d := tmp()
		switch r.Intn(10) {
		case 0, 1, 2:
			op := []string{"fadd", "fsub", "fmul", "fdiv"}[r.Intn(4)]
			emit("%s = %s x86_fp80 %s, %s", d, op, pick("x86_fp80"), pick("x86_fp80"))
			vals["x86_fp80"] = append(vals["x86_fp80"], d)
		case 3:
			c := tmp()
			emit("%s = fcmp %s x86_fp80 %s, %s", c, preds[r.Intn(len(preds))], pick("x86_fp80"), pick("x86_fp80"))
			emit("%s = select i1 %s, x86_fp80 %s, x86_fp80 %s", d, c, pick("x86_fp80"), pick("x86_fp80"))
			vals["x86_fp80"] = append(vals["x86_fp80"], d)
			z := tmp()
			emit("%s = zext i1 %s to i32", z, c)
			vals["i32"] = append(vals["i32"], z)
		case 4:
			t := []string{"float", "double"}[r.Intn(2)]
			emit("%s = fptrunc x86_fp80 %s to %s", d, pick("x86_fp80"), t)
			vals[t] = append(vals[t], d)
			e := tmp()
			emit("%s = fpext %s %s to x86_fp80", e, t, d)
			vals["x86_fp80"] = append(vals["x86_fp80"], e)
		case 5:
			it := []string{"i32", "i64"}[r.Intn(2)]
			op := []string{"sitofp", "uitofp"}[r.Intn(2)]
			emit("%s = %s %s %s to x86_fp80", d, op, it, pick(it))
			vals["x86_fp80"] = append(vals["x86_fp80"], d)
		case 6:
			// To integers from a value brought into [0, 2^31).
			a, m := tmp(), tmp()
			emit("%s = call x86_fp80 @llvm.fabs.f80(x86_fp80 %s)", a, pick("x86_fp80"))
			emit("%s = call x86_fp80 @fmodl(x86_fp80 %s, x86_fp80 0xK401DFFFFFFFE00000000)", m, a)
			// fmodl of an infinity is a NaN: make it 0.
			u, g := tmp(), tmp()
			emit("%s = fcmp uno x86_fp80 %s, %s", u, m, m)
			emit("%s = select i1 %s, x86_fp80 %s, x86_fp80 %s", g, u, zero, m)
			it := []string{"i8", "i16", "i32", "i64"}[r.Intn(4)]
			op := []string{"fptosi", "fptoui"}[r.Intn(2)]
			if it == "i8" || it == "i16" {
				// Values in range for the narrow types.
				h := tmp()
				emit("%s = call x86_fp80 @fmodl(x86_fp80 %s, x86_fp80 0xK4005FE00000000000000)", h, g)
				g = h
			}
			emit("%s = %s x86_fp80 %s to %s", d, op, g, it)
			if it == "i8" || it == "i16" {
				w := tmp()
				emit("%s = zext %s %s to i32", w, it, d)
				d, it = w, "i32"
			}
			vals[it] = append(vals[it], d)
		case 7:
			emit("%s = call x86_fp80 @mix80(x86_fp80 %s, double %s, x86_fp80 %s)", d, pick("x86_fp80"), pick("double"), pick("x86_fp80"))
			vals["x86_fp80"] = append(vals["x86_fp80"], d)
		case 8:
			emit("%s = fneg x86_fp80 %s", d, pick("x86_fp80"))
			vals["x86_fp80"] = append(vals["x86_fp80"], d)
		default:
			store("x86_fp80", pick("x86_fp80"))
		}
	}
	a := pick("x86_fp80")
	emit("br label %%loop")
	sb.WriteString("loop:\n")
	emit("%%i = phi i32 [ 0, %%entry ], [ %%i1, %%loop ]")
	emit("%%x = phi x86_fp80 [ %s, %%entry ], [ %%x1, %%loop ]", a)
	emit("%%x1 = fmul x86_fp80 %%x, 0xK3FFF8000000000000001")
	emit("%%i1 = add i32 %%i, 1")
	emit("%%c = icmp slt i32 %%i1, 9")
	emit("br i1 %%c, label %%loop, label %%done")
	sb.WriteString("done:\n")
	store("x86_fp80", "%x1")
	for _, t := range []string{"x86_fp80", "double", "float", "i32", "i64"} {
		store(t, vals[t][len(vals[t])-1])
	}
	emit("%%w = call i64 @write(i32 1, i8* getelementptr inbounds ([8192 x i8], [8192 x i8]* @out, i64 0, i64 0), i64 %d)", out)
	emit("ret i32 0")

	var p strings.Builder
	fmt.Fprintf(&p, "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n")
	fmt.Fprintf(&p, "target triple = \"x86_64-pc-linux-gnu\"\n\n")
	fmt.Fprintf(&p, "@in = global [512 x i8] [%s]\n", strings.Join(in, ", "))
	fmt.Fprintf(&p, "@out = global [8192 x i8] zeroinitializer\n\n")
	p.WriteString(`declare i64 @write(i32, i8*, i64)
declare x86_fp80 @fmodl(x86_fp80, x86_fp80)
declare x86_fp80 @llvm.fabs.f80(x86_fp80)

define internal x86_fp80 @mix80(x86_fp80 %a, double %d, x86_fp80 %b) noinline {
entry:
  %e = fpext double %d to x86_fp80
  %s = fsub x86_fp80 %a, %e
  %c = fcmp olt x86_fp80 %s, %b
  %r = select i1 %c, x86_fp80 %s, x86_fp80 %b
  ret x86_fp80 %r
}

define i32 @main() {
entry:
`)
	p.WriteString(sb.String())
	p.WriteString("}\n")
	return p.String()
}

// FuzzX87 compiles random long double programs at several register
// budgets with the checker on; in normal test runs (not -short) the seeds
// also run against their llc-14 builds.
func FuzzX87(f *testing.F) {
	for s := int64(1); s <= 8; s++ {
		f.Add(s)
	}
	_, errLLC := exec.LookPath("llc-14")
	_, errCC := exec.LookPath("cc")
	differential := errLLC == nil && errCC == nil
	f.Fuzz(func(t *testing.T, seed int64) {
		dir := t.TempDir()
		ll := filepath.Join(dir, "x.ll")
		src := genX87Program(seed, 60)
		if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		run := differential && !testing.Short()
		var want []byte
		if run {
			want = runLLC(t, dir, ll)
		}
		for _, opts := range []regalloc.Options{{}, {Regs: 4, FPRegs: 2}, {Regs: 2, FPRegs: 2}} {
			asm, err := compileVec(t, ll, opts)
			if err != nil {
				t.Fatalf("seed %d %+v: %v", seed, opts, err)
			}
			if run {
				if got := runAsm(t, dir, "ssara", asm); !bytes.Equal(got, want) {
					fail := filepath.Join(os.TempDir(), fmt.Sprintf("x87fail%d.ll", seed))
					os.WriteFile(fail, []byte(src), 0o644)
					t.Fatalf("seed %d %+v: output differs from llc-14's (program in %s)", seed, opts, fail)
				}
			}
		}
	})
}
