package driver

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ssara-project/ssara/llvmir"
	"github.com/ssara-project/ssara/regalloc"
)

// weakIR is clang-14 -O2's IR for a program that tests weak references
// nothing defines (zstd's ZSTD_trace_* hooks are such): the symbols must be
// declared .weak so that the link succeeds and their addresses are 0.
const weakIR = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@.str = private unnamed_addr constant [13 x i8] c"no maybe %d\0A\00", align 1
@maybe_var = extern_weak global i32, align 4
define dso_local i32 @main() local_unnamed_addr {
  br i1 icmp ne (i32 (i32)* @maybe, i32 (i32)* null), label %1, label %3
1:
  %2 = tail call i32 @maybe(i32 noundef 1)
  br label %5
3:
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef zext (i1 icmp eq (i32* @maybe_var, i32* null) to i32))
  br label %5
5:
  %6 = phi i32 [ %2, %1 ], [ 0, %3 ]
  ret i32 %6
}
declare extern_weak i32 @maybe(i32 noundef)
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr
`

// TestWeakReferences links and runs a module with undefined extern_weak
// declarations, built by ssara, against the llc-14 build.
func TestWeakReferences(t *testing.T) {
	need(t, "llc-14", "cc")
	dir := t.TempDir()
	ll := filepath.Join(dir, "weak.ll")
	if err := os.WriteFile(ll, []byte(weakIR), 0o644); err != nil {
		t.Fatal(err)
	}
	want := oracle(t, ll, dir)
	if want != "no maybe 1\nexit=0\n" {
		t.Fatalf("llc-14 build printed %q", want)
	}
	if _, err := llvmir.ReadFile(ll); err != nil {
		t.Fatal(err)
	}
	got, err := compileAndRun(t, ll, dir, regalloc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("ssara build printed %q, llc-14's %q", got, want)
	}
}
