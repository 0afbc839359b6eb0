package driver

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
)

// wideVecCallee and wideVecCaller pass and return vectors wider than 128
// bits (<8 x i32>, <4 x i64>, <4 x double>, <16 x i32>), which llc-14
// passes without AVX as their 128-bit parts in consecutive XMM registers
// (results in XMM0-XMM3).
const wideVecCallee = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
define <8 x i32> @add8(<8 x i32> %a, <8 x i32> %b) noinline {
  %m = mul <8 x i32> %b, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %c = add <8 x i32> %a, %m
  ret <8 x i32> %c
}

define <4 x i64> @mix(i32 %k, <4 x i64> %a, <4 x double> %d, <8 x i32> %e) noinline {
  %kk = sext i32 %k to i64
  %s = insertelement <4 x i64> %a, i64 %kk, i32 2
  %di = fptosi <4 x double> %d to <4 x i64>
  %t = add <4 x i64> %s, %di
  %e0 = extractelement <8 x i32> %e, i32 7
  %e1 = sext i32 %e0 to i64
  %u = insertelement <4 x i64> %t, i64 %e1, i32 3
  ret <4 x i64> %u
}

define <16 x i32> @quad(<16 x i32> %a, i32 %k) noinline {
  %s = shufflevector <16 x i32> %a, <16 x i32> undef, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %ins = insertelement <16 x i32> %s, i32 %k, i32 9
  ret <16 x i32> %ins
}
`

const wideVecCaller = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@.fmt = private constant [4 x i8] c"%d \00"
@.nl = private constant [2 x i8] c"\0A\00"
@seed = global i32 5
declare i32 @printf(i8*, ...)

declare <8 x i32> @add8(<8 x i32>, <8 x i32>)
declare <4 x i64> @mix(i32, <4 x i64>, <4 x double>, <8 x i32>)
declare <16 x i32> @quad(<16 x i32>, i32)
define internal void @show(i32* %p, i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %q = getelementptr i32, i32* %p, i32 %i
  %v = load i32, i32* %q
  %r = call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @.fmt, i64 0, i64 0), i32 %v)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r2 = call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @.nl, i64 0, i64 0))
  ret void
}

define i32 @main() {
  %k = load volatile i32, i32* @seed
  %x0 = insertelement <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>, i32 %k, i32 5
  %z = call <8 x i32> @add8(<8 x i32> %x0, <8 x i32> <i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1>)
  %buf = alloca [16 x i32], align 16
  %b8 = bitcast [16 x i32]* %buf to <8 x i32>*
  store <8 x i32> %z, <8 x i32>* %b8, align 16
  %p = getelementptr [16 x i32], [16 x i32]* %buf, i64 0, i64 0
  call void @show(i32* %p, i32 8)
  %kd = sitofp i32 %k to double
  %d = insertelement <4 x double> <double 1.5, double 2.5, double -3.0, double 4.0>, double %kd, i32 1
  %m = call <4 x i64> @mix(i32 %k, <4 x i64> <i64 10, i64 20, i64 30, i64 40>, <4 x double> %d, <8 x i32> %z)
  %m32 = trunc <4 x i64> %m to <4 x i32>
  %b4 = bitcast [16 x i32]* %buf to <4 x i32>*
  store <4 x i32> %m32, <4 x i32>* %b4, align 16
  call void @show(i32* %p, i32 4)
  %w = shufflevector <8 x i32> %z, <8 x i32> %x0, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %q = call <16 x i32> @quad(<16 x i32> %w, i32 %k)
  %b16 = bitcast [16 x i32]* %buf to <16 x i32>*
  store <16 x i32> %q, <16 x i32>* %b16, align 16
  call void @show(i32* %p, i32 16)
  ret i32 0
}
`

// TestWideVectorABI links the callee and the caller built by ssara and by
// llc-14 in all four combinations: each must print what llc-14's alone
// does, so ssara passes wide vectors exactly as llc-14 does.
func TestWideVectorABI(t *testing.T) {
	need(t, "llc-14", "cc")
	dir := t.TempDir()
	asm := map[string]string{}
	for name, src := range map[string]string{"callee": wideVecCallee, "caller": wideVecCaller} {
		ll := filepath.Join(dir, name+".ll")
		if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		m, err := llvmir.ReadFile(ll)
		if err != nil {
			t.Fatal(err)
		}
		res, _, err := Compile(m, &Config{Regalloc: "ssa", Verify: true, Jobs: 1})
		if err != nil {
			t.Fatal(err)
		}
		asm["ssara-"+name] = filepath.Join(dir, name+".ssara.s")
		if err := os.WriteFile(asm["ssara-"+name], res.Asm, 0o644); err != nil {
			t.Fatal(err)
		}
		asm["llc-"+name] = filepath.Join(dir, name+".llc.s")
		if out, err := exec.Command("llc-14", "-O2", "-relocation-model=pic", ll, "-o", asm["llc-"+name]).CombinedOutput(); err != nil {
			t.Fatalf("llc-14 %s: %v\n%s", ll, err, out)
		}
	}
	run := func(callee, caller string) string {
		exe := filepath.Join(dir, callee+"-"+caller+".exe")
		if out, err := exec.Command("cc", asm[callee+"-callee"], asm[caller+"-caller"], "-o", exe).CombinedOutput(); err != nil {
			t.Fatalf("cc: %v\n%s", err, out)
		}
		return runBinary(t, exe)
	}
	want := run("llc", "llc")
	if want != "25 23 21 19 17 14 13 11 \n11 25 2 11 \n8 7 5 5 4 3 2 1 11 5 14 17 19 21 23 25 \nexit=0\n" {
		t.Fatalf("llc-14's build printed %q", want)
	}
	for _, c := range [][2]string{{"ssara", "llc"}, {"llc", "ssara"}, {"ssara", "ssara"}} {
		if got := run(c[0], c[1]); got != want {
			t.Errorf("callee by %s, caller by %s: printed %q, want %q", c[0], c[1], got, want)
		}
	}
}
