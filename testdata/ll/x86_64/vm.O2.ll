; ModuleID = 'c/vm.c'
source_filename = "c/vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.asm_buf = type { [1024 x i8], i32, [32 x i32], [64 x i32], [64 x i32], i32 }
%struct.vm = type { [256 x i64], [16 x i64], [64 x %struct.frame], i32, i32, i64, i32, i32 }
%struct.frame = type { i32, i32 }

@main.a = internal unnamed_addr global %struct.asm_buf zeroinitializer, align 16
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
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 0), align 16, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 1), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 2), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 3), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 4), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 5), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 6), align 2, !tbaa !9
  %2 = add nsw i32 %1, 1
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 7), align 1, !tbaa !9
  %3 = trunc i32 %2 to i8
  store i8 %3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 8), align 8, !tbaa !9
  %4 = lshr i32 %2, 8
  %5 = trunc i32 %4 to i8
  store i8 %5, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 9), align 1, !tbaa !9
  %6 = lshr i32 %2, 16
  %7 = trunc i32 %6 to i8
  store i8 %7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 10), align 2, !tbaa !9
  %8 = lshr i32 %2, 24
  %9 = trunc i32 %8 to i8
  store i8 %9, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 11), align 1, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 12), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 13), align 1, !tbaa !9
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 0), align 4, !tbaa !5
  store <16 x i8> <i8 24, i8 0, i8 24, i8 1, i8 8, i8 1, i8 7, i8 -54, i8 -102, i8 59, i8 10, i8 25, i8 0, i8 24, i8 0, i8 31>, <16 x i8>* bitcast (i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 14) to <16 x i8>*), align 2, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 30), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 31), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 32), align 16, !tbaa !9
  store i8 5, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 33), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 34), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 35), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 36), align 4, !tbaa !9
  store i8 10, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 37), align 1, !tbaa !9
  store i8 23, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 38), align 2, !tbaa !9
  store i32 39, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 0), align 4, !tbaa !5
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 0), align 4, !tbaa !5
  store i32 46, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 1), align 8, !tbaa !5
  store <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 24, i8 0, i8 30, i8 26, i8 1, i8 1, i8 24, i8 1, i8 1, i8 20, i8 0, i8 0>, <16 x i8>* bitcast (i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 39) to <16 x i8>*), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 55), align 1, !tbaa !9
  store i8 18, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 56), align 8, !tbaa !9
  store i8 23, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 57), align 1, !tbaa !9
  store i32 58, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 1), align 8, !tbaa !5
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !10
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 1), align 8, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 58), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 59), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 60), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 61), align 1, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 62), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 63), align 1, !tbaa !9
  store i32 65, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 64), align 16, !tbaa !9
  tail call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0))
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 0), align 4, !tbaa !5
  store <16 x i8> <i8 1, i8 0, i8 0, i8 0, i8 0, i8 25, i8 0, i8 1, i8 2, i8 0, i8 0, i8 0, i8 25, i8 1, i8 1, i8 2>, <16 x i8>* bitcast (%struct.asm_buf* @main.a to <16 x i8>*), align 16, !tbaa !9
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 1), align 8, !tbaa !5
  store i32 29, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 0), align 4, !tbaa !5
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 0), align 4, !tbaa !5
  store <16 x i8> <i8 0, i8 0, i8 0, i8 25, i8 2, i8 24, i8 2, i8 3, i8 8, i8 24, i8 1, i8 18, i8 22, i8 0, i8 0, i8 0>, <16 x i8>* bitcast (i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 16) to <16 x i8>*), align 16, !tbaa !9
  store i32 39, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 1), align 8, !tbaa !5
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 1), align 8, !tbaa !5
  store i32 47, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 2), align 4, !tbaa !5
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 2), align 4, !tbaa !5
  store <16 x i8> <i8 0, i8 24, i8 1, i8 24, i8 2, i8 10, i8 22, i8 0, i8 0, i8 0, i8 0, i8 26, i8 2, i8 1, i8 21, i8 0>, <16 x i8>* bitcast (i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 32) to <16 x i8>*), align 16, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 48), align 16, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 49), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 50), align 2, !tbaa !9
  store i32 51, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 2), align 4, !tbaa !5
  store i8 26, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 51), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 52), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 53), align 1, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 54), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 55), align 1, !tbaa !9
  store i8 31, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 56), align 8, !tbaa !9
  store i32 57, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 3), align 16, !tbaa !5
  store i8 26, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 57), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 58), align 2, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 59), align 1, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 60), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 61), align 1, !tbaa !9
  %10 = add nsw i32 %1, 3000
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 62), align 2, !tbaa !9
  %11 = trunc i32 %10 to i8
  store i8 %11, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 63), align 1, !tbaa !9
  %12 = lshr i32 %10, 8
  %13 = trunc i32 %12 to i8
  store i8 %13, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 64), align 16, !tbaa !9
  %14 = lshr i32 %10, 16
  %15 = trunc i32 %14 to i8
  store i8 %15, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 65), align 1, !tbaa !9
  %16 = lshr i32 %10, 24
  %17 = trunc i32 %16 to i8
  store i8 %17, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 66), align 2, !tbaa !9
  store i8 17, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 67), align 1, !tbaa !9
  store i8 23, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 68), align 4, !tbaa !9
  store i32 69, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 3), align 16, !tbaa !5
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !10
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 3), align 16, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 69), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 70), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 71), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 72), align 8, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 73), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 74), align 2, !tbaa !9
  store i32 76, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 75), align 1, !tbaa !9
  tail call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0))
  %18 = add nsw i32 %1, 18
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 0), align 16, !tbaa !9
  %19 = trunc i32 %18 to i8
  store i8 %19, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 1), align 1, !tbaa !9
  %20 = lshr i32 %18, 8
  %21 = trunc i32 %20 to i8
  store i8 %21, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 2), align 2, !tbaa !9
  %22 = lshr i32 %18, 16
  %23 = trunc i32 %22 to i8
  store i8 %23, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 3), align 1, !tbaa !9
  %24 = lshr i32 %18, 24
  %25 = trunc i32 %24 to i8
  store i8 %25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 4), align 4, !tbaa !9
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 0), align 4, !tbaa !5
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 0), align 4, !tbaa !5
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 5), align 8, !tbaa !5
  store <16 x i8> <i8 27, i8 0, i8 0, i8 0, i8 0, i8 1, i8 3, i8 30, i8 0, i8 29, i8 0, i8 1, i8 2, i8 0, i8 0, i8 0>, <16 x i8>* bitcast (i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 5) to <16 x i8>*), align 1, !tbaa !9
  store i32 23, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 1), align 8, !tbaa !5
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 1), align 8, !tbaa !5
  store i32 30, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 6), align 4, !tbaa !5
  store <16 x i8> <i8 17, i8 22, i8 0, i8 0, i8 0, i8 0, i8 29, i8 0, i8 28, i8 29, i8 0, i8 1, i8 1, i8 0, i8 0, i8 0>, <16 x i8>* bitcast (i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 21) to <16 x i8>*), align 1, !tbaa !9
  store i32 39, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 2), align 4, !tbaa !5
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 2), align 4, !tbaa !5
  store <16 x i8> <i8 7, i8 27, i8 0, i8 0, i8 0, i8 0, i8 1, i8 29, i8 0, i8 1, i8 2, i8 0, i8 0, i8 0, i8 7, i8 27>, <16 x i8>* bitcast (i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 37) to <16 x i8>*), align 1, !tbaa !9
  store i32 53, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 3), align 16, !tbaa !5
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !10
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 3), align 16, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 53), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 54), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 55), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 56), align 8, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 57), align 1, !tbaa !9
  store i8 6, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 58), align 2, !tbaa !9
  store i32 60, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  store i8 28, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 59), align 1, !tbaa !9
  tail call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0))
  store <16 x i8> <i8 1, i8 0, i8 0, i8 0, i8 0, i8 25, i8 3, i8 1, i8 1, i8 0, i8 0, i8 0, i8 25, i8 0, i8 1, i8 1>, <16 x i8>* bitcast (%struct.asm_buf* @main.a to <16 x i8>*), align 16, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 16), align 16, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 17), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 18), align 2, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 19), align 1, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 20), align 4, !tbaa !9
  store <16 x i8> <i8 24, i8 0, i8 1, i8 37, i8 0, i8 0, i8 0, i8 8, i8 24, i8 1, i8 1, i8 11, i8 0, i8 0, i8 0, i8 8>, <16 x i8>* bitcast (i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 21) to <16 x i8>*), align 1, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 37), align 1, !tbaa !9
  store i8 22, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 38), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 39), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 40), align 8, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 41), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 42), align 2, !tbaa !9
  store i8 4, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 43), align 1, !tbaa !9
  store i8 5, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 44), align 4, !tbaa !9
  store i8 10, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 45), align 1, !tbaa !9
  store i8 21, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 46), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 47), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 48), align 16, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 49), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 50), align 2, !tbaa !9
  store <4 x i32> <i32 14, i32 21, i32 37, i32 51>, <4 x i32>* bitcast (i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 0) to <4 x i32>*), align 4, !tbaa !5
  store <16 x i8> <i8 2, i8 3, i8 31, i8 24, i8 3, i8 1, i8 5, i8 0, i8 0, i8 0, i8 15, i8 14, i8 1, i8 -1, i8 -1, i8 -1>, <16 x i8>* bitcast (i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 51) to <16 x i8>*), align 1, !tbaa !9
  store <16 x i8> <i8 15, i8 12, i8 25, i8 3, i8 26, i8 1, i8 1, i8 24, i8 1, i8 1, i8 30, i8 0, i8 0, i8 0, i8 18, i8 23>, <16 x i8>* bitcast (i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 67) to <16 x i8>*), align 1, !tbaa !9
  store <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 26, i8 0, i8 1, i8 24, i8 0, i8 1, i8 30, i8 0, i8 0, i8 0, i8 18, i8 23>, <16 x i8>* bitcast (i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 83) to <16 x i8>*), align 1, !tbaa !9
  store <4 x i32> <i32 39, i32 47, i32 83, i32 99>, <4 x i32>* bitcast (i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 0) to <4 x i32>*), align 4, !tbaa !5
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !10
  store <4 x i32> <i32 3, i32 2, i32 1, i32 0>, <4 x i32>* bitcast (i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 0) to <4 x i32>*), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 99), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 100), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 101), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 102), align 2, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 103), align 1, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 104), align 8, !tbaa !9
  store i8 11, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 105), align 1, !tbaa !9
  store i32 107, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 106), align 2, !tbaa !9
  tail call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0))
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !10
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 0), align 16, !tbaa !9
  store i8 7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 1), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 2), align 2, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 3), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 4), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 5), align 1, !tbaa !9
  %26 = trunc i32 %1 to i8
  store i8 %26, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 6), align 2, !tbaa !9
  %27 = lshr i32 %1, 8
  %28 = trunc i32 %27 to i8
  store i8 %28, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 7), align 1, !tbaa !9
  %29 = lshr i32 %1, 16
  %30 = trunc i32 %29 to i8
  store i8 %30, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 8), align 8, !tbaa !9
  %31 = lshr i32 %1, 24
  %32 = trunc i32 %31 to i8
  store i8 %32, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 9), align 1, !tbaa !9
  store i8 9, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 10), align 2, !tbaa !9
  store i32 12, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 11), align 1, !tbaa !9
  tail call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0))
  %33 = load i32, i32* @check, align 4, !tbaa !5
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef %33)
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
  %4 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 1, i64 0
  %5 = bitcast i64* %4 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(128) %5, i8 0, i64 128, i1 false), !tbaa !13
  %6 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 5
  store i64 0, i64* %6, align 8, !tbaa !15
  %7 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 6
  %8 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 7
  %9 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !10
  %10 = icmp sgt i32 %9, 0
  %11 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  br i1 %10, label %12, label %46

12:                                               ; preds = %1, %12
  %13 = phi i64 [ %42, %12 ], [ 0, %1 ]
  %14 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  store i32 %15, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  %16 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %13
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = trunc i32 %20 to i8
  %22 = add nsw i32 %15, 1
  store i32 %22, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  %23 = sext i32 %15 to i64
  %24 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %23
  store i8 %21, i8* %24, align 1, !tbaa !9
  %25 = lshr i32 %20, 8
  %26 = trunc i32 %25 to i8
  %27 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %29
  store i8 %26, i8* %30, align 1, !tbaa !9
  %31 = lshr i32 %20, 16
  %32 = trunc i32 %31 to i8
  %33 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  %35 = sext i32 %33 to i64
  %36 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %35
  store i8 %32, i8* %36, align 1, !tbaa !9
  %37 = lshr i32 %20, 24
  %38 = trunc i32 %37 to i8
  %39 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %40
  store i8 %38, i8* %41, align 1, !tbaa !9
  store i32 %11, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  %42 = add nuw nsw i64 %13, 1
  %43 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !10
  %44 = sext i32 %43 to i64
  %45 = icmp slt i64 %42, %44
  br i1 %45, label %12, label %46, !llvm.loop !17

46:                                               ; preds = %12, %1
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), i8* noundef %0, i32 noundef %11)
  %48 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 16, !tbaa !12
  %49 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 3
  %50 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 4
  br label %51

51:                                               ; preds = %409, %46
  %52 = phi i32 [ 0, %46 ], [ %410, %409 ]
  %53 = phi i32 [ 0, %46 ], [ %411, %409 ]
  %54 = phi i32 [ -2128831035, %46 ], [ %412, %409 ]
  %55 = phi i32 [ 0, %46 ], [ %413, %409 ]
  %56 = phi i32 [ 0, %46 ], [ %414, %409 ]
  %57 = icmp sgt i32 %56, -1
  %58 = icmp slt i32 %56, %48
  %59 = and i1 %57, %58
  br i1 %59, label %60, label %416

60:                                               ; preds = %51
  %61 = add nuw nsw i32 %56, 1
  %62 = zext i32 %56 to i64
  %63 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %62
  %64 = load i8, i8* %63, align 1, !tbaa !9
  %65 = load i64, i64* %6, align 8, !tbaa !15
  %66 = add i64 %65, 1
  store i64 %66, i64* %6, align 8, !tbaa !15
  switch i8 %64, label %416 [
    i8 0, label %67
    i8 1, label %74
    i8 2, label %105
    i8 3, label %107
    i8 4, label %115
    i8 5, label %124
    i8 6, label %132
    i8 7, label %132
    i8 8, label %132
    i8 9, label %132
    i8 10, label %132
    i8 12, label %132
    i8 13, label %132
    i8 14, label %132
    i8 15, label %132
    i8 16, label %132
    i8 17, label %132
    i8 18, label %132
    i8 19, label %132
    i8 11, label %178
    i8 20, label %184
    i8 21, label %191
    i8 22, label %217
    i8 23, label %251
    i8 24, label %285
    i8 25, label %297
    i8 26, label %309
    i8 27, label %324
    i8 29, label %363
    i8 28, label %380
    i8 30, label %394
    i8 31, label %400
  ]

67:                                               ; preds = %60
  %68 = icmp eq i32 %55, 0
  br i1 %68, label %421, label %69

69:                                               ; preds = %67
  %70 = add nsw i32 %55, -1
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %71
  %73 = load i64, i64* %72, align 8, !tbaa !13
  br label %421

74:                                               ; preds = %60
  %75 = zext i32 %61 to i64
  %76 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %75
  %77 = load i8, i8* %76, align 1, !tbaa !9
  %78 = zext i8 %77 to i32
  %79 = add nuw nsw i32 %56, 2
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %80
  %82 = load i8, i8* %81, align 1, !tbaa !9
  %83 = zext i8 %82 to i32
  %84 = shl nuw nsw i32 %83, 8
  %85 = or i32 %84, %78
  %86 = add nuw nsw i32 %56, 3
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %87
  %89 = load i8, i8* %88, align 1, !tbaa !9
  %90 = zext i8 %89 to i32
  %91 = shl nuw nsw i32 %90, 16
  %92 = or i32 %85, %91
  %93 = add nuw nsw i32 %56, 4
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %94
  %96 = load i8, i8* %95, align 1, !tbaa !9
  %97 = zext i8 %96 to i32
  %98 = shl nuw i32 %97, 24
  %99 = or i32 %92, %98
  %100 = sext i32 %99 to i64
  %101 = add nuw nsw i32 %55, 1
  store i32 %101, i32* %49, align 8, !tbaa !19
  %102 = zext i32 %55 to i64
  %103 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %102
  store i64 %100, i64* %103, align 8, !tbaa !13
  %104 = add nuw nsw i32 %56, 5
  br label %409

105:                                              ; preds = %60
  %106 = add nsw i32 %55, -1
  store i32 %106, i32* %49, align 8, !tbaa !19
  br label %409

107:                                              ; preds = %60
  %108 = add nsw i32 %55, -1
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %109
  %111 = load i64, i64* %110, align 8, !tbaa !13
  %112 = zext i32 %55 to i64
  %113 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %112
  store i64 %111, i64* %113, align 8, !tbaa !13
  %114 = add nuw nsw i32 %55, 1
  store i32 %114, i32* %49, align 8, !tbaa !19
  br label %409

115:                                              ; preds = %60
  %116 = add nsw i32 %55, -1
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %117
  %119 = load i64, i64* %118, align 8, !tbaa !13
  %120 = add nsw i32 %55, -2
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %121
  %123 = load i64, i64* %122, align 8, !tbaa !13
  store i64 %123, i64* %118, align 8, !tbaa !13
  store i64 %119, i64* %122, align 8, !tbaa !13
  br label %409

124:                                              ; preds = %60
  %125 = add nsw i32 %55, -2
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %126
  %128 = load i64, i64* %127, align 8, !tbaa !13
  %129 = zext i32 %55 to i64
  %130 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %129
  store i64 %128, i64* %130, align 8, !tbaa !13
  %131 = add nuw nsw i32 %55, 1
  store i32 %131, i32* %49, align 8, !tbaa !19
  br label %409

132:                                              ; preds = %60, %60, %60, %60, %60, %60, %60, %60, %60, %60, %60, %60, %60
  %133 = add nsw i32 %55, -1
  store i32 %133, i32* %49, align 8, !tbaa !19
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %134
  %136 = load i64, i64* %135, align 8, !tbaa !13
  %137 = add nsw i32 %55, -2
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %138
  %140 = load i64, i64* %139, align 8, !tbaa !13
  switch i8 %64, label %173 [
    i8 6, label %141
    i8 7, label %143
    i8 8, label %145
    i8 9, label %147
    i8 10, label %151
    i8 12, label %155
    i8 13, label %157
    i8 14, label %159
    i8 15, label %161
    i8 16, label %164
    i8 17, label %167
    i8 18, label %170
  ]

141:                                              ; preds = %132
  %142 = add i64 %140, %136
  br label %176

143:                                              ; preds = %132
  %144 = sub i64 %140, %136
  br label %176

145:                                              ; preds = %132
  %146 = mul i64 %140, %136
  br label %176

147:                                              ; preds = %132
  %148 = icmp eq i64 %136, 0
  br i1 %148, label %416, label %149

149:                                              ; preds = %147
  %150 = sdiv i64 %140, %136
  br label %176

151:                                              ; preds = %132
  %152 = icmp eq i64 %136, 0
  br i1 %152, label %416, label %153

153:                                              ; preds = %151
  %154 = srem i64 %140, %136
  br label %176

155:                                              ; preds = %132
  %156 = and i64 %140, %136
  br label %176

157:                                              ; preds = %132
  %158 = or i64 %140, %136
  br label %176

159:                                              ; preds = %132
  %160 = xor i64 %140, %136
  br label %176

161:                                              ; preds = %132
  %162 = and i64 %136, 63
  %163 = shl i64 %140, %162
  br label %176

164:                                              ; preds = %132
  %165 = and i64 %136, 63
  %166 = ashr i64 %140, %165
  br label %176

167:                                              ; preds = %132
  %168 = icmp slt i64 %140, %136
  %169 = zext i1 %168 to i64
  br label %176

170:                                              ; preds = %132
  %171 = icmp sle i64 %140, %136
  %172 = zext i1 %171 to i64
  br label %176

173:                                              ; preds = %132
  %174 = icmp eq i64 %140, %136
  %175 = zext i1 %174 to i64
  br label %176

176:                                              ; preds = %173, %170, %167, %164, %161, %159, %157, %155, %153, %149, %145, %143, %141
  %177 = phi i64 [ %175, %173 ], [ %172, %170 ], [ %169, %167 ], [ %166, %164 ], [ %163, %161 ], [ %160, %159 ], [ %158, %157 ], [ %156, %155 ], [ %154, %153 ], [ %150, %149 ], [ %146, %145 ], [ %144, %143 ], [ %142, %141 ]
  store i64 %177, i64* %139, align 8, !tbaa !13
  br label %409

178:                                              ; preds = %60
  %179 = add nsw i32 %55, -1
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %180
  %182 = load i64, i64* %181, align 8, !tbaa !13
  %183 = sub i64 0, %182
  store i64 %183, i64* %181, align 8, !tbaa !13
  br label %409

184:                                              ; preds = %60
  %185 = add nsw i32 %55, -1
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %186
  %188 = load i64, i64* %187, align 8, !tbaa !13
  %189 = icmp eq i64 %188, 0
  %190 = zext i1 %189 to i64
  store i64 %190, i64* %187, align 8, !tbaa !13
  br label %409

191:                                              ; preds = %60
  %192 = zext i32 %61 to i64
  %193 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %192
  %194 = load i8, i8* %193, align 1, !tbaa !9
  %195 = zext i8 %194 to i32
  %196 = add nuw nsw i32 %56, 2
  %197 = zext i32 %196 to i64
  %198 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %197
  %199 = load i8, i8* %198, align 1, !tbaa !9
  %200 = zext i8 %199 to i32
  %201 = shl nuw nsw i32 %200, 8
  %202 = or i32 %201, %195
  %203 = add nuw nsw i32 %56, 3
  %204 = zext i32 %203 to i64
  %205 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %204
  %206 = load i8, i8* %205, align 1, !tbaa !9
  %207 = zext i8 %206 to i32
  %208 = shl nuw nsw i32 %207, 16
  %209 = or i32 %202, %208
  %210 = add nuw nsw i32 %56, 4
  %211 = zext i32 %210 to i64
  %212 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %211
  %213 = load i8, i8* %212, align 1, !tbaa !9
  %214 = zext i8 %213 to i32
  %215 = shl nuw i32 %214, 24
  %216 = or i32 %209, %215
  br label %409

217:                                              ; preds = %60
  %218 = add nsw i32 %55, -1
  store i32 %218, i32* %49, align 8, !tbaa !19
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %219
  %221 = load i64, i64* %220, align 8, !tbaa !13
  %222 = icmp eq i64 %221, 0
  br i1 %222, label %223, label %249

223:                                              ; preds = %217
  %224 = zext i32 %61 to i64
  %225 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %224
  %226 = load i8, i8* %225, align 1, !tbaa !9
  %227 = zext i8 %226 to i32
  %228 = add nuw nsw i32 %56, 2
  %229 = zext i32 %228 to i64
  %230 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %229
  %231 = load i8, i8* %230, align 1, !tbaa !9
  %232 = zext i8 %231 to i32
  %233 = shl nuw nsw i32 %232, 8
  %234 = or i32 %233, %227
  %235 = add nuw nsw i32 %56, 3
  %236 = zext i32 %235 to i64
  %237 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %236
  %238 = load i8, i8* %237, align 1, !tbaa !9
  %239 = zext i8 %238 to i32
  %240 = shl nuw nsw i32 %239, 16
  %241 = or i32 %234, %240
  %242 = add nuw nsw i32 %56, 4
  %243 = zext i32 %242 to i64
  %244 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %243
  %245 = load i8, i8* %244, align 1, !tbaa !9
  %246 = zext i8 %245 to i32
  %247 = shl nuw i32 %246, 24
  %248 = or i32 %241, %247
  br label %409

249:                                              ; preds = %217
  %250 = add nuw nsw i32 %56, 5
  br label %409

251:                                              ; preds = %60
  %252 = add nsw i32 %55, -1
  store i32 %252, i32* %49, align 8, !tbaa !19
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %253
  %255 = load i64, i64* %254, align 8, !tbaa !13
  %256 = icmp eq i64 %255, 0
  br i1 %256, label %283, label %257

257:                                              ; preds = %251
  %258 = zext i32 %61 to i64
  %259 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %258
  %260 = load i8, i8* %259, align 1, !tbaa !9
  %261 = zext i8 %260 to i32
  %262 = add nuw nsw i32 %56, 2
  %263 = zext i32 %262 to i64
  %264 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %263
  %265 = load i8, i8* %264, align 1, !tbaa !9
  %266 = zext i8 %265 to i32
  %267 = shl nuw nsw i32 %266, 8
  %268 = or i32 %267, %261
  %269 = add nuw nsw i32 %56, 3
  %270 = zext i32 %269 to i64
  %271 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %270
  %272 = load i8, i8* %271, align 1, !tbaa !9
  %273 = zext i8 %272 to i32
  %274 = shl nuw nsw i32 %273, 16
  %275 = or i32 %268, %274
  %276 = add nuw nsw i32 %56, 4
  %277 = zext i32 %276 to i64
  %278 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %277
  %279 = load i8, i8* %278, align 1, !tbaa !9
  %280 = zext i8 %279 to i32
  %281 = shl nuw i32 %280, 24
  %282 = or i32 %275, %281
  br label %409

283:                                              ; preds = %251
  %284 = add nuw nsw i32 %56, 5
  br label %409

285:                                              ; preds = %60
  %286 = add nuw nsw i32 %56, 2
  %287 = zext i32 %61 to i64
  %288 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %287
  %289 = load i8, i8* %288, align 1, !tbaa !9
  %290 = and i8 %289, 15
  %291 = zext i8 %290 to i64
  %292 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 1, i64 %291
  %293 = load i64, i64* %292, align 8, !tbaa !13
  %294 = add nuw nsw i32 %55, 1
  store i32 %294, i32* %49, align 8, !tbaa !19
  %295 = zext i32 %55 to i64
  %296 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %295
  store i64 %293, i64* %296, align 8, !tbaa !13
  br label %409

297:                                              ; preds = %60
  %298 = add nsw i32 %55, -1
  store i32 %298, i32* %49, align 8, !tbaa !19
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %299
  %301 = load i64, i64* %300, align 8, !tbaa !13
  %302 = add nuw nsw i32 %56, 2
  %303 = zext i32 %61 to i64
  %304 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %303
  %305 = load i8, i8* %304, align 1, !tbaa !9
  %306 = and i8 %305, 15
  %307 = zext i8 %306 to i64
  %308 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 1, i64 %307
  store i64 %301, i64* %308, align 8, !tbaa !13
  br label %409

309:                                              ; preds = %60
  %310 = add nuw nsw i32 %56, 2
  %311 = zext i32 %310 to i64
  %312 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %311
  %313 = load i8, i8* %312, align 1, !tbaa !9
  %314 = sext i8 %313 to i64
  %315 = zext i32 %61 to i64
  %316 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %315
  %317 = load i8, i8* %316, align 1, !tbaa !9
  %318 = and i8 %317, 15
  %319 = zext i8 %318 to i64
  %320 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 1, i64 %319
  %321 = load i64, i64* %320, align 8, !tbaa !13
  %322 = add nsw i64 %321, %314
  store i64 %322, i64* %320, align 8, !tbaa !13
  %323 = add nuw nsw i32 %56, 3
  br label %409

324:                                              ; preds = %60
  %325 = icmp sgt i32 %52, 63
  br i1 %325, label %416, label %326

326:                                              ; preds = %324
  %327 = add nuw nsw i32 %56, 6
  %328 = sext i32 %52 to i64
  %329 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 2, i64 %328, i32 0
  store i32 %327, i32* %329, align 8, !tbaa !20
  %330 = add nuw nsw i32 %56, 5
  %331 = zext i32 %330 to i64
  %332 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %331
  %333 = load i8, i8* %332, align 1, !tbaa !9
  %334 = zext i8 %333 to i32
  %335 = sub nsw i32 %55, %334
  %336 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 2, i64 %328, i32 1
  store i32 %335, i32* %336, align 4, !tbaa !22
  %337 = add nsw i32 %52, 1
  store i32 %337, i32* %50, align 4, !tbaa !23
  %338 = zext i32 %61 to i64
  %339 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %338
  %340 = load i8, i8* %339, align 1, !tbaa !9
  %341 = zext i8 %340 to i32
  %342 = add nuw nsw i32 %56, 2
  %343 = zext i32 %342 to i64
  %344 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %343
  %345 = load i8, i8* %344, align 1, !tbaa !9
  %346 = zext i8 %345 to i32
  %347 = shl nuw nsw i32 %346, 8
  %348 = or i32 %347, %341
  %349 = add nuw nsw i32 %56, 3
  %350 = zext i32 %349 to i64
  %351 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %350
  %352 = load i8, i8* %351, align 1, !tbaa !9
  %353 = zext i8 %352 to i32
  %354 = shl nuw nsw i32 %353, 16
  %355 = or i32 %348, %354
  %356 = add nuw nsw i32 %56, 4
  %357 = zext i32 %356 to i64
  %358 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %357
  %359 = load i8, i8* %358, align 1, !tbaa !9
  %360 = zext i8 %359 to i32
  %361 = shl nuw i32 %360, 24
  %362 = or i32 %355, %361
  br label %409

363:                                              ; preds = %60
  %364 = add nsw i32 %52, -1
  %365 = sext i32 %364 to i64
  %366 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 2, i64 %365, i32 1
  %367 = load i32, i32* %366, align 4, !tbaa !22
  %368 = add nuw nsw i32 %56, 2
  %369 = zext i32 %61 to i64
  %370 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %369
  %371 = load i8, i8* %370, align 1, !tbaa !9
  %372 = zext i8 %371 to i32
  %373 = add nsw i32 %367, %372
  %374 = sext i32 %373 to i64
  %375 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %374
  %376 = load i64, i64* %375, align 8, !tbaa !13
  %377 = zext i32 %55 to i64
  %378 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %377
  store i64 %376, i64* %378, align 8, !tbaa !13
  %379 = add nuw nsw i32 %55, 1
  store i32 %379, i32* %49, align 8, !tbaa !19
  br label %409

380:                                              ; preds = %60
  %381 = add nsw i32 %55, -1
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %382
  %384 = load i64, i64* %383, align 8, !tbaa !13
  %385 = add nsw i32 %52, -1
  store i32 %385, i32* %50, align 4, !tbaa !23
  %386 = sext i32 %385 to i64
  %387 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 2, i64 %386, i32 1
  %388 = load i32, i32* %387, align 4, !tbaa !22
  %389 = add nsw i32 %388, 1
  store i32 %389, i32* %49, align 8, !tbaa !19
  %390 = sext i32 %388 to i64
  %391 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %390
  store i64 %384, i64* %391, align 8, !tbaa !13
  %392 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 2, i64 %386, i32 0
  %393 = load i32, i32* %392, align 8, !tbaa !20
  br label %409

394:                                              ; preds = %60
  %395 = add nsw i32 %55, -1
  store i32 %395, i32* %49, align 8, !tbaa !19
  %396 = sext i32 %395 to i64
  %397 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %396
  %398 = load i64, i64* %397, align 8, !tbaa !13
  %399 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0), i64 noundef %398) #4
  br label %409

400:                                              ; preds = %60
  %401 = add nsw i32 %55, -1
  store i32 %401, i32* %49, align 8, !tbaa !19
  %402 = sext i32 %401 to i64
  %403 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %402
  %404 = load i64, i64* %403, align 8, !tbaa !13
  %405 = trunc i64 %404 to i32
  %406 = xor i32 %54, %405
  %407 = mul i32 %406, 16777619
  store i32 %407, i32* %7, align 8, !tbaa !24
  %408 = add nsw i32 %53, 1
  store i32 %408, i32* %8, align 4, !tbaa !25
  br label %409

409:                                              ; preds = %400, %394, %380, %363, %326, %309, %297, %285, %283, %257, %249, %223, %191, %184, %178, %176, %124, %115, %107, %105, %74
  %410 = phi i32 [ %52, %400 ], [ %52, %394 ], [ %385, %380 ], [ %52, %363 ], [ %337, %326 ], [ %52, %309 ], [ %52, %297 ], [ %52, %285 ], [ %52, %191 ], [ %52, %184 ], [ %52, %178 ], [ %52, %176 ], [ %52, %124 ], [ %52, %115 ], [ %52, %107 ], [ %52, %105 ], [ %52, %74 ], [ %52, %223 ], [ %52, %249 ], [ %52, %257 ], [ %52, %283 ]
  %411 = phi i32 [ %408, %400 ], [ %53, %394 ], [ %53, %380 ], [ %53, %363 ], [ %53, %326 ], [ %53, %309 ], [ %53, %297 ], [ %53, %285 ], [ %53, %191 ], [ %53, %184 ], [ %53, %178 ], [ %53, %176 ], [ %53, %124 ], [ %53, %115 ], [ %53, %107 ], [ %53, %105 ], [ %53, %74 ], [ %53, %223 ], [ %53, %249 ], [ %53, %257 ], [ %53, %283 ]
  %412 = phi i32 [ %407, %400 ], [ %54, %394 ], [ %54, %380 ], [ %54, %363 ], [ %54, %326 ], [ %54, %309 ], [ %54, %297 ], [ %54, %285 ], [ %54, %191 ], [ %54, %184 ], [ %54, %178 ], [ %54, %176 ], [ %54, %124 ], [ %54, %115 ], [ %54, %107 ], [ %54, %105 ], [ %54, %74 ], [ %54, %223 ], [ %54, %249 ], [ %54, %257 ], [ %54, %283 ]
  %413 = phi i32 [ %401, %400 ], [ %395, %394 ], [ %389, %380 ], [ %379, %363 ], [ %55, %326 ], [ %55, %309 ], [ %298, %297 ], [ %294, %285 ], [ %55, %191 ], [ %55, %184 ], [ %55, %178 ], [ %133, %176 ], [ %131, %124 ], [ %55, %115 ], [ %114, %107 ], [ %106, %105 ], [ %101, %74 ], [ %218, %223 ], [ %218, %249 ], [ %252, %257 ], [ %252, %283 ]
  %414 = phi i32 [ %61, %400 ], [ %61, %394 ], [ %393, %380 ], [ %368, %363 ], [ %362, %326 ], [ %323, %309 ], [ %302, %297 ], [ %286, %285 ], [ %216, %191 ], [ %61, %184 ], [ %61, %178 ], [ %61, %176 ], [ %61, %124 ], [ %61, %115 ], [ %61, %107 ], [ %61, %105 ], [ %104, %74 ], [ %248, %223 ], [ %250, %249 ], [ %282, %257 ], [ %284, %283 ]
  %415 = icmp ugt i32 %413, 253
  br i1 %415, label %416, label %51

416:                                              ; preds = %409, %324, %151, %147, %60, %51
  %417 = phi i32 [ %54, %51 ], [ %54, %147 ], [ %54, %151 ], [ %54, %324 ], [ %54, %60 ], [ %412, %409 ]
  %418 = phi i32 [ %53, %51 ], [ %53, %147 ], [ %53, %151 ], [ %53, %324 ], [ %53, %60 ], [ %411, %409 ]
  %419 = phi i64 [ -1000, %51 ], [ -1001, %147 ], [ -1002, %151 ], [ -1003, %324 ], [ -1004, %60 ], [ -1005, %409 ]
  %420 = load i64, i64* %6, align 8, !tbaa !15
  br label %421

421:                                              ; preds = %416, %67, %69
  %422 = phi i32 [ %54, %67 ], [ %54, %69 ], [ %417, %416 ]
  %423 = phi i32 [ %53, %67 ], [ %53, %69 ], [ %418, %416 ]
  %424 = phi i64 [ %66, %67 ], [ %66, %69 ], [ %420, %416 ]
  %425 = phi i64 [ 0, %67 ], [ %73, %69 ], [ %419, %416 ]
  %426 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i64 0, i64 0), i64 noundef %425, i64 noundef %424, i32 noundef %423, i32 noundef %422)
  %427 = load i32, i32* @check, align 4, !tbaa !5
  %428 = mul i32 %427, 31
  %429 = trunc i64 %425 to i32
  %430 = add i32 %428, %429
  %431 = trunc i64 %424 to i32
  %432 = add i32 %430, %431
  %433 = add i32 %432, %422
  store i32 %433, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2712, i8* nonnull %3) #4
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!14 = !{!"long", !7, i64 0}
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
