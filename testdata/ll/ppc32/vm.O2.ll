; ModuleID = 'c/vm.c'
source_filename = "c/vm.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.asm_buf = type { [1024 x i8], i32, [32 x i32], [64 x i32], [64 x i32], i32 }
%struct.vm = type { [256 x i64], [16 x i64], [64 x %struct.frame], i32, i32, i64, i32, i32 }
%struct.frame = type { i32, i32 }

@main.a = internal unnamed_addr global %struct.asm_buf zeroinitializer, align 4
@vparam = internal global i32 0, align 4
@.str = private unnamed_addr constant [10 x i8] c"factorial\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"primes<3000\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"fib(18)\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"gcd-table\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"div-by-zero\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [16 x i8] c"%s (%d bytes):\0A\00", align 1
@.str.7 = private unnamed_addr constant [48 x i8] c"  result=%lld steps=%llu outs=%d out_hash=%08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"  vm: %lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, i32* @vparam, align 4, !tbaa !5
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 0), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 1), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 2), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 3), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 4), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 5), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 6), align 2, !tbaa !9
  %2 = add nsw i32 %1, 1
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 7), align 1, !tbaa !9
  %3 = trunc i32 %2 to i8
  store i8 %3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 8), align 4, !tbaa !9
  %4 = lshr i32 %2, 8
  %5 = trunc i32 %4 to i8
  store i8 %5, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 9), align 1, !tbaa !9
  %6 = lshr i32 %2, 16
  %7 = trunc i32 %6 to i8
  store i8 %7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 10), align 2, !tbaa !9
  %8 = lshr i32 %2, 24
  %9 = trunc i32 %8 to i8
  store i8 %9, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 11), align 1, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 12), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 13), align 1, !tbaa !9
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 0), align 4, !tbaa !5
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 14), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 15), align 1, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 16), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 17), align 1, !tbaa !9
  store i8 8, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 18), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 19), align 1, !tbaa !9
  store i8 7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 20), align 4, !tbaa !9
  store i8 -54, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 21), align 1, !tbaa !9
  store i8 -102, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 22), align 2, !tbaa !9
  store i8 59, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 23), align 1, !tbaa !9
  store i8 10, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 24), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 25), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 26), align 2, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 27), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 28), align 4, !tbaa !9
  store i8 31, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 29), align 1, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 30), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 31), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 32), align 4, !tbaa !9
  store i8 5, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 33), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 34), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 35), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 36), align 4, !tbaa !9
  store i8 10, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 37), align 1, !tbaa !9
  store i8 23, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 38), align 2, !tbaa !9
  store i32 39, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 0), align 4, !tbaa !5
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 0), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 39), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 40), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 41), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 42), align 2, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 43), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 44), align 4, !tbaa !9
  store i8 30, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 45), align 1, !tbaa !9
  store i32 46, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 1), align 4, !tbaa !5
  store i8 26, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 46), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 47), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 48), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 49), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 50), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 51), align 1, !tbaa !9
  store i8 20, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 52), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 53), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 54), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 55), align 1, !tbaa !9
  store i8 18, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 56), align 4, !tbaa !9
  store i8 23, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 57), align 1, !tbaa !9
  store i32 58, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 1), align 4, !tbaa !5
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !10
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 1), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 58), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 59), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 60), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 61), align 1, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 62), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 63), align 1, !tbaa !9
  store i32 65, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 64), align 4, !tbaa !9
  tail call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0))
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 0), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 1), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 2), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 3), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 4), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 5), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 6), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 7), align 1, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 8), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 9), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 10), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 11), align 1, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 12), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 13), align 1, !tbaa !9
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 0), align 4, !tbaa !5
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 14), align 2, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 15), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 16), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 17), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 18), align 2, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 19), align 1, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 20), align 4, !tbaa !9
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 1), align 4, !tbaa !5
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 21), align 1, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 22), align 2, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 23), align 1, !tbaa !9
  store i8 8, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 24), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 25), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 26), align 2, !tbaa !9
  store i8 18, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 27), align 1, !tbaa !9
  store i8 22, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 28), align 4, !tbaa !9
  store i32 29, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 0), align 4, !tbaa !5
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 0), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 29), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 30), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 31), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 32), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 33), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 34), align 2, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 35), align 1, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 36), align 4, !tbaa !9
  store i8 10, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 37), align 1, !tbaa !9
  store i8 22, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 38), align 2, !tbaa !9
  store i32 39, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 1), align 4, !tbaa !5
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 1), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 39), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 40), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 41), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 42), align 2, !tbaa !9
  store i8 26, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 43), align 1, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 44), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 45), align 1, !tbaa !9
  store i8 21, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 46), align 2, !tbaa !9
  store i32 47, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 2), align 4, !tbaa !5
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 2), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 47), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 48), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 49), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 50), align 2, !tbaa !9
  store i32 51, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 2), align 4, !tbaa !5
  store i8 26, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 51), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 52), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 53), align 1, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 54), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 55), align 1, !tbaa !9
  store i8 31, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 56), align 4, !tbaa !9
  store i32 57, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 3), align 4, !tbaa !5
  store i8 26, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 57), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 58), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 59), align 1, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 60), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 61), align 1, !tbaa !9
  %10 = add nsw i32 %1, 3000
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 62), align 2, !tbaa !9
  %11 = trunc i32 %10 to i8
  store i8 %11, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 63), align 1, !tbaa !9
  %12 = lshr i32 %10, 8
  %13 = trunc i32 %12 to i8
  store i8 %13, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 64), align 4, !tbaa !9
  %14 = lshr i32 %10, 16
  %15 = trunc i32 %14 to i8
  store i8 %15, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 65), align 1, !tbaa !9
  %16 = lshr i32 %10, 24
  %17 = trunc i32 %16 to i8
  store i8 %17, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 66), align 2, !tbaa !9
  store i8 17, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 67), align 1, !tbaa !9
  store i8 23, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 68), align 4, !tbaa !9
  store i32 69, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 3), align 4, !tbaa !5
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !10
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 3), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 69), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 70), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 71), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 72), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 73), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 74), align 2, !tbaa !9
  store i32 76, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 75), align 1, !tbaa !9
  tail call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0))
  %18 = add nsw i32 %1, 18
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 0), align 4, !tbaa !9
  %19 = trunc i32 %18 to i8
  store i8 %19, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 1), align 1, !tbaa !9
  %20 = lshr i32 %18, 8
  %21 = trunc i32 %20 to i8
  store i8 %21, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 2), align 2, !tbaa !9
  %22 = lshr i32 %18, 16
  %23 = trunc i32 %22 to i8
  store i8 %23, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 3), align 1, !tbaa !9
  %24 = lshr i32 %18, 24
  %25 = trunc i32 %24 to i8
  store i8 %25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 4), align 4, !tbaa !9
  store i8 27, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 5), align 1, !tbaa !9
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 0), align 4, !tbaa !5
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 0), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 6), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 7), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 8), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 9), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 10), align 2, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 11), align 1, !tbaa !9
  store i8 30, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 12), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 13), align 1, !tbaa !9
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 5), align 4, !tbaa !5
  store i8 29, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 14), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 15), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 16), align 4, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 17), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 18), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 19), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 20), align 4, !tbaa !9
  store i8 17, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 21), align 1, !tbaa !9
  store i8 22, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 22), align 2, !tbaa !9
  store i32 23, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 1), align 4, !tbaa !5
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 1), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 23), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 24), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 25), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 26), align 2, !tbaa !9
  store i8 29, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 27), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 28), align 4, !tbaa !9
  store i8 28, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 29), align 1, !tbaa !9
  store i32 30, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 6), align 4, !tbaa !5
  store i8 29, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 30), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 31), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 32), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 33), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 34), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 35), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 36), align 4, !tbaa !9
  store i8 7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 37), align 1, !tbaa !9
  store i8 27, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 38), align 2, !tbaa !9
  store i32 39, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 2), align 4, !tbaa !5
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 2), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 39), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 40), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 41), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 42), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 43), align 1, !tbaa !9
  store i8 29, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 44), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 45), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 46), align 2, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 47), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 48), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 49), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 50), align 2, !tbaa !9
  store i8 7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 51), align 1, !tbaa !9
  store i8 27, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 52), align 4, !tbaa !9
  store i32 53, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 3), align 4, !tbaa !5
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !10
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 3), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 53), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 54), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 55), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 56), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 57), align 1, !tbaa !9
  store i8 6, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 58), align 2, !tbaa !9
  store i32 60, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  store i8 28, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 59), align 1, !tbaa !9
  tail call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i32 0, i32 0))
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 0), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 1), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 2), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 3), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 4), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 5), align 1, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 6), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 7), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 8), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 9), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 10), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 11), align 1, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 12), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 13), align 1, !tbaa !9
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 0), align 4, !tbaa !5
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 14), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 15), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 16), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 17), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 18), align 2, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 19), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 20), align 4, !tbaa !9
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 1), align 4, !tbaa !5
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 21), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 22), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 23), align 1, !tbaa !9
  store i8 37, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 24), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 25), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 26), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 27), align 1, !tbaa !9
  store i8 8, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 28), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 29), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 30), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 31), align 1, !tbaa !9
  store i8 11, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 32), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 33), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 34), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 35), align 1, !tbaa !9
  store i8 8, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 36), align 4, !tbaa !9
  store i32 37, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 2), align 4, !tbaa !5
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 37), align 1, !tbaa !9
  store i8 22, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 38), align 2, !tbaa !9
  store i32 39, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 0), align 4, !tbaa !5
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 0), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 39), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 40), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 41), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 42), align 2, !tbaa !9
  store i8 4, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 43), align 1, !tbaa !9
  store i8 5, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 44), align 4, !tbaa !9
  store i8 10, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 45), align 1, !tbaa !9
  store i8 21, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 46), align 2, !tbaa !9
  store i32 47, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 1), align 4, !tbaa !5
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 1), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 47), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 48), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 49), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 50), align 2, !tbaa !9
  store i32 51, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 3), align 4, !tbaa !5
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 51), align 1, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 52), align 4, !tbaa !9
  store i8 31, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 53), align 1, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 54), align 2, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 55), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 56), align 4, !tbaa !9
  store i8 5, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 57), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 58), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 59), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 60), align 4, !tbaa !9
  store i8 15, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 61), align 1, !tbaa !9
  store i8 14, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 62), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 63), align 1, !tbaa !9
  store i8 -1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 64), align 4, !tbaa !9
  store i8 -1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 65), align 1, !tbaa !9
  store i8 -1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 66), align 2, !tbaa !9
  store i8 15, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 67), align 1, !tbaa !9
  store i8 12, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 68), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 69), align 1, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 70), align 2, !tbaa !9
  store i8 26, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 71), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 72), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 73), align 1, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 74), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 75), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 76), align 4, !tbaa !9
  store i8 30, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 77), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 78), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 79), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 80), align 4, !tbaa !9
  store i8 18, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 81), align 1, !tbaa !9
  store i8 23, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 82), align 2, !tbaa !9
  store i32 83, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 2), align 4, !tbaa !5
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 2), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 83), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 84), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 85), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 86), align 2, !tbaa !9
  store i8 26, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 87), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 88), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 89), align 1, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 90), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 91), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 92), align 4, !tbaa !9
  store i8 30, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 93), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 94), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 95), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 96), align 4, !tbaa !9
  store i8 18, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 97), align 1, !tbaa !9
  store i8 23, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 98), align 2, !tbaa !9
  store i32 99, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 3), align 4, !tbaa !5
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !10
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 3), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 99), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 100), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 101), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 102), align 2, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 103), align 1, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 104), align 4, !tbaa !9
  store i8 11, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 105), align 1, !tbaa !9
  store i32 107, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 106), align 2, !tbaa !9
  tail call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0))
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !10
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 0), align 4, !tbaa !9
  store i8 7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 1), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 2), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 3), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 4), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 5), align 1, !tbaa !9
  %26 = trunc i32 %1 to i8
  store i8 %26, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 6), align 2, !tbaa !9
  %27 = lshr i32 %1, 8
  %28 = trunc i32 %27 to i8
  store i8 %28, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 7), align 1, !tbaa !9
  %29 = lshr i32 %1, 16
  %30 = trunc i32 %29 to i8
  store i8 %30, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 8), align 4, !tbaa !9
  %31 = lshr i32 %1, 24
  %32 = trunc i32 %31 to i8
  store i8 %32, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 9), align 1, !tbaa !9
  store i8 9, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 10), align 2, !tbaa !9
  store i32 12, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 11), align 1, !tbaa !9
  tail call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0))
  %33 = load i32, i32* @check, align 4, !tbaa !5
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i32 noundef %33)
  %35 = load i32, i32* @check, align 4, !tbaa !5
  %36 = and i32 %35, 127
  ret i32 %36
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @run_and_report(i8* noundef %0) unnamed_addr #0 {
  %2 = alloca %struct.vm, align 8
  %3 = bitcast %struct.vm* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2712, i8* nonnull %3) #4
  %4 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 1, i32 0
  %5 = bitcast i64* %4 to i8*
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(128) %5, i8 0, i32 128, i1 false), !tbaa !13
  %6 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 5
  store i64 0, i64* %6, align 8, !tbaa !15
  %7 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 6
  %8 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 7
  %9 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !10
  %10 = icmp sgt i32 %9, 0
  %11 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  br i1 %10, label %12, label %40

12:                                               ; preds = %1, %12
  %13 = phi i32 [ %37, %12 ], [ 0, %1 ]
  %14 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  store i32 %15, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  %16 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %13
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 %17
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = trunc i32 %19 to i8
  %21 = add nsw i32 %15, 1
  store i32 %21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  %22 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %15
  store i8 %20, i8* %22, align 1, !tbaa !9
  %23 = lshr i32 %19, 8
  %24 = trunc i32 %23 to i8
  %25 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  %27 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %25
  store i8 %24, i8* %27, align 1, !tbaa !9
  %28 = lshr i32 %19, 16
  %29 = trunc i32 %28 to i8
  %30 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  %32 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %30
  store i8 %29, i8* %32, align 1, !tbaa !9
  %33 = lshr i32 %19, 24
  %34 = trunc i32 %33 to i8
  %35 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  %36 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %35
  store i8 %34, i8* %36, align 1, !tbaa !9
  store i32 %11, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  %37 = add nuw nsw i32 %13, 1
  %38 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !10
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %12, label %40, !llvm.loop !17

40:                                               ; preds = %12, %1
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i32 0, i32 0), i8* noundef %0, i32 noundef %11)
  %42 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !12
  %43 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 3
  %44 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 4
  br label %45

45:                                               ; preds = %351, %40
  %46 = phi i32 [ 0, %40 ], [ %352, %351 ]
  %47 = phi i32 [ 0, %40 ], [ %353, %351 ]
  %48 = phi i32 [ -2128831035, %40 ], [ %354, %351 ]
  %49 = phi i32 [ 0, %40 ], [ %355, %351 ]
  %50 = phi i32 [ 0, %40 ], [ %356, %351 ]
  %51 = icmp sgt i32 %50, -1
  %52 = icmp slt i32 %50, %42
  %53 = and i1 %51, %52
  br i1 %53, label %54, label %358

54:                                               ; preds = %45
  %55 = add nuw nsw i32 %50, 1
  %56 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %50
  %57 = load i8, i8* %56, align 1, !tbaa !9
  %58 = load i64, i64* %6, align 8, !tbaa !15
  %59 = add i64 %58, 1
  store i64 %59, i64* %6, align 8, !tbaa !15
  switch i8 %57, label %358 [
    i8 0, label %60
    i8 1, label %66
    i8 2, label %92
    i8 3, label %94
    i8 4, label %100
    i8 5, label %107
    i8 6, label %113
    i8 7, label %113
    i8 8, label %113
    i8 9, label %113
    i8 10, label %113
    i8 12, label %113
    i8 13, label %113
    i8 14, label %113
    i8 15, label %113
    i8 16, label %113
    i8 17, label %113
    i8 18, label %113
    i8 19, label %113
    i8 11, label %157
    i8 20, label %162
    i8 21, label %168
    i8 22, label %190
    i8 23, label %219
    i8 24, label %248
    i8 25, label %258
    i8 26, label %268
    i8 27, label %281
    i8 29, label %314
    i8 28, label %327
    i8 30, label %338
    i8 31, label %343
  ]

60:                                               ; preds = %54
  %61 = icmp eq i32 %49, 0
  br i1 %61, label %363, label %62

62:                                               ; preds = %60
  %63 = add nsw i32 %49, -1
  %64 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %63
  %65 = load i64, i64* %64, align 8, !tbaa !13
  br label %363

66:                                               ; preds = %54
  %67 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %55
  %68 = load i8, i8* %67, align 1, !tbaa !9
  %69 = zext i8 %68 to i32
  %70 = add nuw nsw i32 %50, 2
  %71 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %70
  %72 = load i8, i8* %71, align 1, !tbaa !9
  %73 = zext i8 %72 to i32
  %74 = shl nuw nsw i32 %73, 8
  %75 = or i32 %74, %69
  %76 = add nuw nsw i32 %50, 3
  %77 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %76
  %78 = load i8, i8* %77, align 1, !tbaa !9
  %79 = zext i8 %78 to i32
  %80 = shl nuw nsw i32 %79, 16
  %81 = or i32 %75, %80
  %82 = add nuw nsw i32 %50, 4
  %83 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %82
  %84 = load i8, i8* %83, align 1, !tbaa !9
  %85 = zext i8 %84 to i32
  %86 = shl nuw i32 %85, 24
  %87 = or i32 %81, %86
  %88 = sext i32 %87 to i64
  %89 = add nuw nsw i32 %49, 1
  store i32 %89, i32* %43, align 8, !tbaa !19
  %90 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %49
  store i64 %88, i64* %90, align 8, !tbaa !13
  %91 = add nuw nsw i32 %50, 5
  br label %351

92:                                               ; preds = %54
  %93 = add nsw i32 %49, -1
  store i32 %93, i32* %43, align 8, !tbaa !19
  br label %351

94:                                               ; preds = %54
  %95 = add nsw i32 %49, -1
  %96 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %95
  %97 = load i64, i64* %96, align 8, !tbaa !13
  %98 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %49
  store i64 %97, i64* %98, align 8, !tbaa !13
  %99 = add nuw nsw i32 %49, 1
  store i32 %99, i32* %43, align 8, !tbaa !19
  br label %351

100:                                              ; preds = %54
  %101 = add nsw i32 %49, -1
  %102 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %101
  %103 = load i64, i64* %102, align 8, !tbaa !13
  %104 = add nsw i32 %49, -2
  %105 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %104
  %106 = load i64, i64* %105, align 8, !tbaa !13
  store i64 %106, i64* %102, align 8, !tbaa !13
  store i64 %103, i64* %105, align 8, !tbaa !13
  br label %351

107:                                              ; preds = %54
  %108 = add nsw i32 %49, -2
  %109 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %108
  %110 = load i64, i64* %109, align 8, !tbaa !13
  %111 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %49
  store i64 %110, i64* %111, align 8, !tbaa !13
  %112 = add nuw nsw i32 %49, 1
  store i32 %112, i32* %43, align 8, !tbaa !19
  br label %351

113:                                              ; preds = %54, %54, %54, %54, %54, %54, %54, %54, %54, %54, %54, %54, %54
  %114 = add nsw i32 %49, -1
  store i32 %114, i32* %43, align 8, !tbaa !19
  %115 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %114
  %116 = load i64, i64* %115, align 8, !tbaa !13
  %117 = add nsw i32 %49, -2
  %118 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %117
  %119 = load i64, i64* %118, align 8, !tbaa !13
  switch i8 %57, label %152 [
    i8 6, label %120
    i8 7, label %122
    i8 8, label %124
    i8 9, label %126
    i8 10, label %130
    i8 12, label %134
    i8 13, label %136
    i8 14, label %138
    i8 15, label %140
    i8 16, label %143
    i8 17, label %146
    i8 18, label %149
  ]

120:                                              ; preds = %113
  %121 = add i64 %119, %116
  br label %155

122:                                              ; preds = %113
  %123 = sub i64 %119, %116
  br label %155

124:                                              ; preds = %113
  %125 = mul i64 %119, %116
  br label %155

126:                                              ; preds = %113
  %127 = icmp eq i64 %116, 0
  br i1 %127, label %358, label %128

128:                                              ; preds = %126
  %129 = sdiv i64 %119, %116
  br label %155

130:                                              ; preds = %113
  %131 = icmp eq i64 %116, 0
  br i1 %131, label %358, label %132

132:                                              ; preds = %130
  %133 = srem i64 %119, %116
  br label %155

134:                                              ; preds = %113
  %135 = and i64 %119, %116
  br label %155

136:                                              ; preds = %113
  %137 = or i64 %119, %116
  br label %155

138:                                              ; preds = %113
  %139 = xor i64 %119, %116
  br label %155

140:                                              ; preds = %113
  %141 = and i64 %116, 63
  %142 = shl i64 %119, %141
  br label %155

143:                                              ; preds = %113
  %144 = and i64 %116, 63
  %145 = ashr i64 %119, %144
  br label %155

146:                                              ; preds = %113
  %147 = icmp slt i64 %119, %116
  %148 = zext i1 %147 to i64
  br label %155

149:                                              ; preds = %113
  %150 = icmp sle i64 %119, %116
  %151 = zext i1 %150 to i64
  br label %155

152:                                              ; preds = %113
  %153 = icmp eq i64 %119, %116
  %154 = zext i1 %153 to i64
  br label %155

155:                                              ; preds = %152, %149, %146, %143, %140, %138, %136, %134, %132, %128, %124, %122, %120
  %156 = phi i64 [ %154, %152 ], [ %151, %149 ], [ %148, %146 ], [ %145, %143 ], [ %142, %140 ], [ %139, %138 ], [ %137, %136 ], [ %135, %134 ], [ %133, %132 ], [ %129, %128 ], [ %125, %124 ], [ %123, %122 ], [ %121, %120 ]
  store i64 %156, i64* %118, align 8, !tbaa !13
  br label %351

157:                                              ; preds = %54
  %158 = add nsw i32 %49, -1
  %159 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %158
  %160 = load i64, i64* %159, align 8, !tbaa !13
  %161 = sub i64 0, %160
  store i64 %161, i64* %159, align 8, !tbaa !13
  br label %351

162:                                              ; preds = %54
  %163 = add nsw i32 %49, -1
  %164 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %163
  %165 = load i64, i64* %164, align 8, !tbaa !13
  %166 = icmp eq i64 %165, 0
  %167 = zext i1 %166 to i64
  store i64 %167, i64* %164, align 8, !tbaa !13
  br label %351

168:                                              ; preds = %54
  %169 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %55
  %170 = load i8, i8* %169, align 1, !tbaa !9
  %171 = zext i8 %170 to i32
  %172 = add nuw nsw i32 %50, 2
  %173 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %172
  %174 = load i8, i8* %173, align 1, !tbaa !9
  %175 = zext i8 %174 to i32
  %176 = shl nuw nsw i32 %175, 8
  %177 = or i32 %176, %171
  %178 = add nuw nsw i32 %50, 3
  %179 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %178
  %180 = load i8, i8* %179, align 1, !tbaa !9
  %181 = zext i8 %180 to i32
  %182 = shl nuw nsw i32 %181, 16
  %183 = or i32 %177, %182
  %184 = add nuw nsw i32 %50, 4
  %185 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %184
  %186 = load i8, i8* %185, align 1, !tbaa !9
  %187 = zext i8 %186 to i32
  %188 = shl nuw i32 %187, 24
  %189 = or i32 %183, %188
  br label %351

190:                                              ; preds = %54
  %191 = add nsw i32 %49, -1
  store i32 %191, i32* %43, align 8, !tbaa !19
  %192 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %191
  %193 = load i64, i64* %192, align 8, !tbaa !13
  %194 = icmp eq i64 %193, 0
  br i1 %194, label %195, label %217

195:                                              ; preds = %190
  %196 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %55
  %197 = load i8, i8* %196, align 1, !tbaa !9
  %198 = zext i8 %197 to i32
  %199 = add nuw nsw i32 %50, 2
  %200 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %199
  %201 = load i8, i8* %200, align 1, !tbaa !9
  %202 = zext i8 %201 to i32
  %203 = shl nuw nsw i32 %202, 8
  %204 = or i32 %203, %198
  %205 = add nuw nsw i32 %50, 3
  %206 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %205
  %207 = load i8, i8* %206, align 1, !tbaa !9
  %208 = zext i8 %207 to i32
  %209 = shl nuw nsw i32 %208, 16
  %210 = or i32 %204, %209
  %211 = add nuw nsw i32 %50, 4
  %212 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %211
  %213 = load i8, i8* %212, align 1, !tbaa !9
  %214 = zext i8 %213 to i32
  %215 = shl nuw i32 %214, 24
  %216 = or i32 %210, %215
  br label %351

217:                                              ; preds = %190
  %218 = add nuw nsw i32 %50, 5
  br label %351

219:                                              ; preds = %54
  %220 = add nsw i32 %49, -1
  store i32 %220, i32* %43, align 8, !tbaa !19
  %221 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %220
  %222 = load i64, i64* %221, align 8, !tbaa !13
  %223 = icmp eq i64 %222, 0
  br i1 %223, label %246, label %224

224:                                              ; preds = %219
  %225 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %55
  %226 = load i8, i8* %225, align 1, !tbaa !9
  %227 = zext i8 %226 to i32
  %228 = add nuw nsw i32 %50, 2
  %229 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %228
  %230 = load i8, i8* %229, align 1, !tbaa !9
  %231 = zext i8 %230 to i32
  %232 = shl nuw nsw i32 %231, 8
  %233 = or i32 %232, %227
  %234 = add nuw nsw i32 %50, 3
  %235 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %234
  %236 = load i8, i8* %235, align 1, !tbaa !9
  %237 = zext i8 %236 to i32
  %238 = shl nuw nsw i32 %237, 16
  %239 = or i32 %233, %238
  %240 = add nuw nsw i32 %50, 4
  %241 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %240
  %242 = load i8, i8* %241, align 1, !tbaa !9
  %243 = zext i8 %242 to i32
  %244 = shl nuw i32 %243, 24
  %245 = or i32 %239, %244
  br label %351

246:                                              ; preds = %219
  %247 = add nuw nsw i32 %50, 5
  br label %351

248:                                              ; preds = %54
  %249 = add nuw nsw i32 %50, 2
  %250 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %55
  %251 = load i8, i8* %250, align 1, !tbaa !9
  %252 = and i8 %251, 15
  %253 = zext i8 %252 to i32
  %254 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 1, i32 %253
  %255 = load i64, i64* %254, align 8, !tbaa !13
  %256 = add nuw nsw i32 %49, 1
  store i32 %256, i32* %43, align 8, !tbaa !19
  %257 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %49
  store i64 %255, i64* %257, align 8, !tbaa !13
  br label %351

258:                                              ; preds = %54
  %259 = add nsw i32 %49, -1
  store i32 %259, i32* %43, align 8, !tbaa !19
  %260 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %259
  %261 = load i64, i64* %260, align 8, !tbaa !13
  %262 = add nuw nsw i32 %50, 2
  %263 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %55
  %264 = load i8, i8* %263, align 1, !tbaa !9
  %265 = and i8 %264, 15
  %266 = zext i8 %265 to i32
  %267 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 1, i32 %266
  store i64 %261, i64* %267, align 8, !tbaa !13
  br label %351

268:                                              ; preds = %54
  %269 = add nuw nsw i32 %50, 2
  %270 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %269
  %271 = load i8, i8* %270, align 1, !tbaa !9
  %272 = sext i8 %271 to i64
  %273 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %55
  %274 = load i8, i8* %273, align 1, !tbaa !9
  %275 = and i8 %274, 15
  %276 = zext i8 %275 to i32
  %277 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 1, i32 %276
  %278 = load i64, i64* %277, align 8, !tbaa !13
  %279 = add nsw i64 %278, %272
  store i64 %279, i64* %277, align 8, !tbaa !13
  %280 = add nuw nsw i32 %50, 3
  br label %351

281:                                              ; preds = %54
  %282 = icmp sgt i32 %46, 63
  br i1 %282, label %358, label %283

283:                                              ; preds = %281
  %284 = add nuw nsw i32 %50, 6
  %285 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 2, i32 %46, i32 0
  store i32 %284, i32* %285, align 8, !tbaa !20
  %286 = add nuw nsw i32 %50, 5
  %287 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %286
  %288 = load i8, i8* %287, align 1, !tbaa !9
  %289 = zext i8 %288 to i32
  %290 = sub nsw i32 %49, %289
  %291 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 2, i32 %46, i32 1
  store i32 %290, i32* %291, align 4, !tbaa !22
  %292 = add nsw i32 %46, 1
  store i32 %292, i32* %44, align 4, !tbaa !23
  %293 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %55
  %294 = load i8, i8* %293, align 1, !tbaa !9
  %295 = zext i8 %294 to i32
  %296 = add nuw nsw i32 %50, 2
  %297 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %296
  %298 = load i8, i8* %297, align 1, !tbaa !9
  %299 = zext i8 %298 to i32
  %300 = shl nuw nsw i32 %299, 8
  %301 = or i32 %300, %295
  %302 = add nuw nsw i32 %50, 3
  %303 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %302
  %304 = load i8, i8* %303, align 1, !tbaa !9
  %305 = zext i8 %304 to i32
  %306 = shl nuw nsw i32 %305, 16
  %307 = or i32 %301, %306
  %308 = add nuw nsw i32 %50, 4
  %309 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %308
  %310 = load i8, i8* %309, align 1, !tbaa !9
  %311 = zext i8 %310 to i32
  %312 = shl nuw i32 %311, 24
  %313 = or i32 %307, %312
  br label %351

314:                                              ; preds = %54
  %315 = add nsw i32 %46, -1
  %316 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 2, i32 %315, i32 1
  %317 = load i32, i32* %316, align 4, !tbaa !22
  %318 = add nuw nsw i32 %50, 2
  %319 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %55
  %320 = load i8, i8* %319, align 1, !tbaa !9
  %321 = zext i8 %320 to i32
  %322 = add nsw i32 %317, %321
  %323 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %322
  %324 = load i64, i64* %323, align 8, !tbaa !13
  %325 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %49
  store i64 %324, i64* %325, align 8, !tbaa !13
  %326 = add nuw nsw i32 %49, 1
  store i32 %326, i32* %43, align 8, !tbaa !19
  br label %351

327:                                              ; preds = %54
  %328 = add nsw i32 %49, -1
  %329 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %328
  %330 = load i64, i64* %329, align 8, !tbaa !13
  %331 = add nsw i32 %46, -1
  store i32 %331, i32* %44, align 4, !tbaa !23
  %332 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 2, i32 %331, i32 1
  %333 = load i32, i32* %332, align 4, !tbaa !22
  %334 = add nsw i32 %333, 1
  store i32 %334, i32* %43, align 8, !tbaa !19
  %335 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %333
  store i64 %330, i64* %335, align 8, !tbaa !13
  %336 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 2, i32 %331, i32 0
  %337 = load i32, i32* %336, align 8, !tbaa !20
  br label %351

338:                                              ; preds = %54
  %339 = add nsw i32 %49, -1
  store i32 %339, i32* %43, align 8, !tbaa !19
  %340 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %339
  %341 = load i64, i64* %340, align 8, !tbaa !13
  %342 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i32 0, i32 0), i64 noundef %341) #4
  br label %351

343:                                              ; preds = %54
  %344 = add nsw i32 %49, -1
  store i32 %344, i32* %43, align 8, !tbaa !19
  %345 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %344
  %346 = load i64, i64* %345, align 8, !tbaa !13
  %347 = trunc i64 %346 to i32
  %348 = xor i32 %48, %347
  %349 = mul i32 %348, 16777619
  store i32 %349, i32* %7, align 8, !tbaa !24
  %350 = add nsw i32 %47, 1
  store i32 %350, i32* %8, align 4, !tbaa !25
  br label %351

351:                                              ; preds = %343, %338, %327, %314, %283, %268, %258, %248, %246, %224, %217, %195, %168, %162, %157, %155, %107, %100, %94, %92, %66
  %352 = phi i32 [ %46, %343 ], [ %46, %338 ], [ %331, %327 ], [ %46, %314 ], [ %292, %283 ], [ %46, %268 ], [ %46, %258 ], [ %46, %248 ], [ %46, %168 ], [ %46, %162 ], [ %46, %157 ], [ %46, %155 ], [ %46, %107 ], [ %46, %100 ], [ %46, %94 ], [ %46, %92 ], [ %46, %66 ], [ %46, %195 ], [ %46, %217 ], [ %46, %224 ], [ %46, %246 ]
  %353 = phi i32 [ %350, %343 ], [ %47, %338 ], [ %47, %327 ], [ %47, %314 ], [ %47, %283 ], [ %47, %268 ], [ %47, %258 ], [ %47, %248 ], [ %47, %168 ], [ %47, %162 ], [ %47, %157 ], [ %47, %155 ], [ %47, %107 ], [ %47, %100 ], [ %47, %94 ], [ %47, %92 ], [ %47, %66 ], [ %47, %195 ], [ %47, %217 ], [ %47, %224 ], [ %47, %246 ]
  %354 = phi i32 [ %349, %343 ], [ %48, %338 ], [ %48, %327 ], [ %48, %314 ], [ %48, %283 ], [ %48, %268 ], [ %48, %258 ], [ %48, %248 ], [ %48, %168 ], [ %48, %162 ], [ %48, %157 ], [ %48, %155 ], [ %48, %107 ], [ %48, %100 ], [ %48, %94 ], [ %48, %92 ], [ %48, %66 ], [ %48, %195 ], [ %48, %217 ], [ %48, %224 ], [ %48, %246 ]
  %355 = phi i32 [ %344, %343 ], [ %339, %338 ], [ %334, %327 ], [ %326, %314 ], [ %49, %283 ], [ %49, %268 ], [ %259, %258 ], [ %256, %248 ], [ %49, %168 ], [ %49, %162 ], [ %49, %157 ], [ %114, %155 ], [ %112, %107 ], [ %49, %100 ], [ %99, %94 ], [ %93, %92 ], [ %89, %66 ], [ %191, %195 ], [ %191, %217 ], [ %220, %224 ], [ %220, %246 ]
  %356 = phi i32 [ %55, %343 ], [ %55, %338 ], [ %337, %327 ], [ %318, %314 ], [ %313, %283 ], [ %280, %268 ], [ %262, %258 ], [ %249, %248 ], [ %189, %168 ], [ %55, %162 ], [ %55, %157 ], [ %55, %155 ], [ %55, %107 ], [ %55, %100 ], [ %55, %94 ], [ %55, %92 ], [ %91, %66 ], [ %216, %195 ], [ %218, %217 ], [ %245, %224 ], [ %247, %246 ]
  %357 = icmp ugt i32 %355, 253
  br i1 %357, label %358, label %45

358:                                              ; preds = %351, %281, %130, %126, %54, %45
  %359 = phi i32 [ %48, %45 ], [ %48, %126 ], [ %48, %130 ], [ %48, %281 ], [ %48, %54 ], [ %354, %351 ]
  %360 = phi i32 [ %47, %45 ], [ %47, %126 ], [ %47, %130 ], [ %47, %281 ], [ %47, %54 ], [ %353, %351 ]
  %361 = phi i64 [ -1000, %45 ], [ -1001, %126 ], [ -1002, %130 ], [ -1003, %281 ], [ -1004, %54 ], [ -1005, %351 ]
  %362 = load i64, i64* %6, align 8, !tbaa !15
  br label %363

363:                                              ; preds = %358, %60, %62
  %364 = phi i32 [ %48, %60 ], [ %48, %62 ], [ %359, %358 ]
  %365 = phi i32 [ %47, %60 ], [ %47, %62 ], [ %360, %358 ]
  %366 = phi i64 [ %59, %60 ], [ %59, %62 ], [ %362, %358 ]
  %367 = phi i64 [ 0, %60 ], [ %65, %62 ], [ %361, %358 ]
  %368 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i32 0, i32 0), i64 noundef %367, i64 noundef %366, i32 noundef %365, i32 noundef %364)
  %369 = load i32, i32* @check, align 4, !tbaa !5
  %370 = mul i32 %369, 31
  %371 = trunc i64 %367 to i32
  %372 = add i32 %370, %371
  %373 = trunc i64 %366 to i32
  %374 = add i32 %372, %373
  %375 = add i32 %374, %364
  store i32 %375, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2712, i8* nonnull %3) #4
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !6, i64 1668}
!11 = !{!"asm_buf", !7, i64 0, !6, i64 1024, !7, i64 1028, !7, i64 1156, !7, i64 1412, !6, i64 1668}
!12 = !{!11, !6, i64 1024}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = !{!16, !14, i64 2696}
!16 = !{!"vm", !7, i64 0, !7, i64 2048, !7, i64 2176, !6, i64 2688, !6, i64 2692, !14, i64 2696, !6, i64 2704, !6, i64 2708}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!16, !6, i64 2688}
!20 = !{!21, !6, i64 0}
!21 = !{!"frame", !6, i64 0, !6, i64 4}
!22 = !{!21, !6, i64 4}
!23 = !{!16, !6, i64 2692}
!24 = !{!16, !6, i64 2704}
!25 = !{!16, !6, i64 2708}
