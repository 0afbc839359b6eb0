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
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 0), align 4, !tbaa !12
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 1), align 1, !tbaa !12
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 2), align 2, !tbaa !12
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 3), align 1, !tbaa !12
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 4), align 4, !tbaa !12
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 5), align 1, !tbaa !12
  store i32 7, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 6), align 2, !tbaa !12
  %2 = add nsw i32 %1, 1
  store i32 8, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 7), align 1, !tbaa !12
  %3 = trunc i32 %2 to i8
  store i32 9, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 %3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 8), align 4, !tbaa !12
  %4 = lshr i32 %2, 8
  %5 = trunc i32 %4 to i8
  store i32 10, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 %5, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 9), align 1, !tbaa !12
  %6 = lshr i32 %2, 16
  %7 = trunc i32 %6 to i8
  store i32 11, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 %7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 10), align 2, !tbaa !12
  %8 = lshr i32 %2, 24
  %9 = trunc i32 %8 to i8
  store i32 12, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 %9, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 11), align 1, !tbaa !12
  store i32 13, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 12), align 4, !tbaa !12
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 13), align 1, !tbaa !12
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 0), align 4, !tbaa !5
  store i32 15, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 14), align 2, !tbaa !12
  store i32 16, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 15), align 1, !tbaa !12
  store i32 17, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 16), align 4, !tbaa !12
  store i32 18, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 17), align 1, !tbaa !12
  store i32 19, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 8, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 18), align 2, !tbaa !12
  store i32 20, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 19), align 1, !tbaa !12
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 20), align 4, !tbaa !12
  store i32 22, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 -54, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 21), align 1, !tbaa !12
  store i32 23, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 -102, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 22), align 2, !tbaa !12
  store i32 24, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 59, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 23), align 1, !tbaa !12
  store i32 25, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 10, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 24), align 4, !tbaa !12
  store i32 26, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 25), align 1, !tbaa !12
  store i32 27, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 26), align 2, !tbaa !12
  store i32 28, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 27), align 1, !tbaa !12
  store i32 29, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 28), align 4, !tbaa !12
  store i32 30, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 31, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 29), align 1, !tbaa !12
  store i32 31, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 30), align 2, !tbaa !12
  store i32 32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 31), align 1, !tbaa !12
  store i32 33, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 32), align 4, !tbaa !12
  store i32 34, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 5, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 33), align 1, !tbaa !12
  store i32 35, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 34), align 2, !tbaa !12
  store i32 36, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 35), align 1, !tbaa !12
  store i32 37, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 36), align 4, !tbaa !12
  store i32 38, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 10, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 37), align 1, !tbaa !12
  store i32 39, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 23, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 38), align 2, !tbaa !12
  %10 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %11 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %10
  store i32 39, i32* %11, align 4, !tbaa !5
  %12 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %14 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %12
  store i32 1, i32* %14, align 4, !tbaa !5
  %15 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %17 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %15
  store i8 0, i8* %17, align 1, !tbaa !12
  %18 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %20 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %18
  store i8 0, i8* %20, align 1, !tbaa !12
  %21 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %23 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %21
  store i8 0, i8* %23, align 1, !tbaa !12
  %24 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %26 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %24
  store i8 0, i8* %26, align 1, !tbaa !12
  %27 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %29 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %27
  store i8 24, i8* %29, align 1, !tbaa !12
  %30 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %32 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %30
  store i8 0, i8* %32, align 1, !tbaa !12
  %33 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %35 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %33
  store i8 30, i8* %35, align 1, !tbaa !12
  %36 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i32 %36, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 1), align 4, !tbaa !5
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %38 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %36
  store i8 26, i8* %38, align 1, !tbaa !12
  %39 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %41 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %39
  store i8 1, i8* %41, align 1, !tbaa !12
  %42 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %44 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %42
  store i8 1, i8* %44, align 1, !tbaa !12
  %45 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %47 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %45
  store i8 24, i8* %47, align 1, !tbaa !12
  %48 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %50 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %48
  store i8 1, i8* %50, align 1, !tbaa !12
  %51 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %53 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %51
  store i8 1, i8* %53, align 1, !tbaa !12
  %54 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %56 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %54
  store i8 20, i8* %56, align 1, !tbaa !12
  %57 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %59 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %57
  store i8 0, i8* %59, align 1, !tbaa !12
  %60 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %62 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %60
  store i8 0, i8* %62, align 1, !tbaa !12
  %63 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %65 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %63
  store i8 0, i8* %65, align 1, !tbaa !12
  %66 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %68 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %66
  store i8 18, i8* %68, align 1, !tbaa !12
  %69 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %71 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %69
  store i8 23, i8* %71, align 1, !tbaa !12
  %72 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %73 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %74 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %73
  store i32 %72, i32* %74, align 4, !tbaa !5
  %75 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %77 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %75
  store i32 0, i32* %77, align 4, !tbaa !5
  %78 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %80 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %78
  store i8 0, i8* %80, align 1, !tbaa !12
  %81 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %83 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %81
  store i8 0, i8* %83, align 1, !tbaa !12
  %84 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %86 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %84
  store i8 0, i8* %86, align 1, !tbaa !12
  %87 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %89 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %87
  store i8 0, i8* %89, align 1, !tbaa !12
  %90 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %92 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %90
  store i8 24, i8* %92, align 1, !tbaa !12
  %93 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %94 = add nsw i32 %93, 1
  store i32 %94, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %95 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %93
  store i8 0, i8* %95, align 1, !tbaa !12
  %96 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %98 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %96
  store i8 0, i8* %98, align 1, !tbaa !12
  call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0))
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 0), align 4, !tbaa !12
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 1), align 1, !tbaa !12
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 2), align 2, !tbaa !12
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 3), align 1, !tbaa !12
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 4), align 4, !tbaa !12
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 5), align 1, !tbaa !12
  store i32 7, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 6), align 2, !tbaa !12
  store i32 8, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 7), align 1, !tbaa !12
  store i32 9, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 8), align 4, !tbaa !12
  store i32 10, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 9), align 1, !tbaa !12
  store i32 11, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 10), align 2, !tbaa !12
  store i32 12, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 11), align 1, !tbaa !12
  store i32 13, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 12), align 4, !tbaa !12
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 13), align 1, !tbaa !12
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 0), align 4, !tbaa !5
  store i32 15, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 14), align 2, !tbaa !12
  store i32 16, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 15), align 1, !tbaa !12
  store i32 17, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 16), align 4, !tbaa !12
  store i32 18, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 17), align 1, !tbaa !12
  store i32 19, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 18), align 2, !tbaa !12
  store i32 20, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 19), align 1, !tbaa !12
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 20), align 4, !tbaa !12
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 1), align 4, !tbaa !5
  store i32 22, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 21), align 1, !tbaa !12
  store i32 23, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 22), align 2, !tbaa !12
  store i32 24, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 23), align 1, !tbaa !12
  store i32 25, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 8, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 24), align 4, !tbaa !12
  store i32 26, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 25), align 1, !tbaa !12
  store i32 27, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 26), align 2, !tbaa !12
  store i32 28, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 18, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 27), align 1, !tbaa !12
  store i32 29, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 22, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 28), align 4, !tbaa !12
  %99 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %100 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %99
  store i32 29, i32* %100, align 4, !tbaa !5
  %101 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %102 = add nsw i32 %101, 1
  store i32 %102, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %103 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %101
  store i32 2, i32* %103, align 4, !tbaa !5
  %104 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %105 = add nsw i32 %104, 1
  store i32 %105, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %106 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %104
  store i8 0, i8* %106, align 1, !tbaa !12
  %107 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %108 = add nsw i32 %107, 1
  store i32 %108, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %109 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %107
  store i8 0, i8* %109, align 1, !tbaa !12
  %110 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %111 = add nsw i32 %110, 1
  store i32 %111, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %112 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %110
  store i8 0, i8* %112, align 1, !tbaa !12
  %113 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %114 = add nsw i32 %113, 1
  store i32 %114, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %115 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %113
  store i8 0, i8* %115, align 1, !tbaa !12
  %116 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %117 = add nsw i32 %116, 1
  store i32 %117, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %118 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %116
  store i8 24, i8* %118, align 1, !tbaa !12
  %119 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %120 = add nsw i32 %119, 1
  store i32 %120, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %121 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %119
  store i8 1, i8* %121, align 1, !tbaa !12
  %122 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %123 = add nsw i32 %122, 1
  store i32 %123, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %124 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %122
  store i8 24, i8* %124, align 1, !tbaa !12
  %125 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %126 = add nsw i32 %125, 1
  store i32 %126, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %127 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %125
  store i8 2, i8* %127, align 1, !tbaa !12
  %128 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %129 = add nsw i32 %128, 1
  store i32 %129, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %130 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %128
  store i8 10, i8* %130, align 1, !tbaa !12
  %131 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %132 = add nsw i32 %131, 1
  store i32 %132, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %133 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %131
  store i8 22, i8* %133, align 1, !tbaa !12
  %134 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %135 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %136 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %135
  store i32 %134, i32* %136, align 4, !tbaa !5
  %137 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %138 = add nsw i32 %137, 1
  store i32 %138, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %139 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %137
  store i32 3, i32* %139, align 4, !tbaa !5
  %140 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %141 = add nsw i32 %140, 1
  store i32 %141, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %142 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %140
  store i8 0, i8* %142, align 1, !tbaa !12
  %143 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %144 = add nsw i32 %143, 1
  store i32 %144, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %145 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %143
  store i8 0, i8* %145, align 1, !tbaa !12
  %146 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %147 = add nsw i32 %146, 1
  store i32 %147, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %148 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %146
  store i8 0, i8* %148, align 1, !tbaa !12
  %149 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %150 = add nsw i32 %149, 1
  store i32 %150, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %151 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %149
  store i8 0, i8* %151, align 1, !tbaa !12
  %152 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %153 = add nsw i32 %152, 1
  store i32 %153, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %154 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %152
  store i8 26, i8* %154, align 1, !tbaa !12
  %155 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %156 = add nsw i32 %155, 1
  store i32 %156, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %157 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %155
  store i8 2, i8* %157, align 1, !tbaa !12
  %158 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %159 = add nsw i32 %158, 1
  store i32 %159, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %160 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %158
  store i8 1, i8* %160, align 1, !tbaa !12
  %161 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %162 = add nsw i32 %161, 1
  store i32 %162, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %163 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %161
  store i8 21, i8* %163, align 1, !tbaa !12
  %164 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %165 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %166 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %165
  store i32 %164, i32* %166, align 4, !tbaa !5
  %167 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %168 = add nsw i32 %167, 1
  store i32 %168, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %169 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %167
  store i32 1, i32* %169, align 4, !tbaa !5
  %170 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %171 = add nsw i32 %170, 1
  store i32 %171, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %172 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %170
  store i8 0, i8* %172, align 1, !tbaa !12
  %173 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %174 = add nsw i32 %173, 1
  store i32 %174, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %175 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %173
  store i8 0, i8* %175, align 1, !tbaa !12
  %176 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %177 = add nsw i32 %176, 1
  store i32 %177, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %178 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %176
  store i8 0, i8* %178, align 1, !tbaa !12
  %179 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %180 = add nsw i32 %179, 1
  store i32 %180, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %181 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %179
  store i8 0, i8* %181, align 1, !tbaa !12
  %182 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i32 %182, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 2), align 4, !tbaa !5
  %183 = add nsw i32 %182, 1
  store i32 %183, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %184 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %182
  store i8 26, i8* %184, align 1, !tbaa !12
  %185 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %186 = add nsw i32 %185, 1
  store i32 %186, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %187 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %185
  store i8 0, i8* %187, align 1, !tbaa !12
  %188 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %189 = add nsw i32 %188, 1
  store i32 %189, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %190 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %188
  store i8 1, i8* %190, align 1, !tbaa !12
  %191 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %192 = add nsw i32 %191, 1
  store i32 %192, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %193 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %191
  store i8 24, i8* %193, align 1, !tbaa !12
  %194 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %195 = add nsw i32 %194, 1
  store i32 %195, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %196 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %194
  store i8 1, i8* %196, align 1, !tbaa !12
  %197 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %198 = add nsw i32 %197, 1
  store i32 %198, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %199 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %197
  store i8 31, i8* %199, align 1, !tbaa !12
  %200 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i32 %200, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 3), align 4, !tbaa !5
  %201 = add nsw i32 %200, 1
  store i32 %201, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %202 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %200
  store i8 26, i8* %202, align 1, !tbaa !12
  %203 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %204 = add nsw i32 %203, 1
  store i32 %204, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %205 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %203
  store i8 1, i8* %205, align 1, !tbaa !12
  %206 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %207 = add nsw i32 %206, 1
  store i32 %207, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %208 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %206
  store i8 1, i8* %208, align 1, !tbaa !12
  %209 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %210 = add nsw i32 %209, 1
  store i32 %210, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %211 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %209
  store i8 24, i8* %211, align 1, !tbaa !12
  %212 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %213 = add nsw i32 %212, 1
  store i32 %213, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %214 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %212
  store i8 1, i8* %214, align 1, !tbaa !12
  %215 = add nsw i32 %1, 3000
  %216 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %217 = add nsw i32 %216, 1
  store i32 %217, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %218 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %216
  store i8 1, i8* %218, align 1, !tbaa !12
  %219 = trunc i32 %215 to i8
  %220 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %221 = add nsw i32 %220, 1
  store i32 %221, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %222 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %220
  store i8 %219, i8* %222, align 1, !tbaa !12
  %223 = lshr i32 %215, 8
  %224 = trunc i32 %223 to i8
  %225 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %226 = add nsw i32 %225, 1
  store i32 %226, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %227 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %225
  store i8 %224, i8* %227, align 1, !tbaa !12
  %228 = lshr i32 %215, 16
  %229 = trunc i32 %228 to i8
  %230 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %231 = add nsw i32 %230, 1
  store i32 %231, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %232 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %230
  store i8 %229, i8* %232, align 1, !tbaa !12
  %233 = lshr i32 %215, 24
  %234 = trunc i32 %233 to i8
  %235 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %236 = add nsw i32 %235, 1
  store i32 %236, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %237 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %235
  store i8 %234, i8* %237, align 1, !tbaa !12
  %238 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %239 = add nsw i32 %238, 1
  store i32 %239, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %240 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %238
  store i8 17, i8* %240, align 1, !tbaa !12
  %241 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %242 = add nsw i32 %241, 1
  store i32 %242, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %243 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %241
  store i8 23, i8* %243, align 1, !tbaa !12
  %244 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %245 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %246 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %245
  store i32 %244, i32* %246, align 4, !tbaa !5
  %247 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %248 = add nsw i32 %247, 1
  store i32 %248, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %249 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %247
  store i32 0, i32* %249, align 4, !tbaa !5
  %250 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %251 = add nsw i32 %250, 1
  store i32 %251, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %252 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %250
  store i8 0, i8* %252, align 1, !tbaa !12
  %253 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %254 = add nsw i32 %253, 1
  store i32 %254, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %255 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %253
  store i8 0, i8* %255, align 1, !tbaa !12
  %256 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %257 = add nsw i32 %256, 1
  store i32 %257, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %258 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %256
  store i8 0, i8* %258, align 1, !tbaa !12
  %259 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %260 = add nsw i32 %259, 1
  store i32 %260, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %261 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %259
  store i8 0, i8* %261, align 1, !tbaa !12
  %262 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %263 = add nsw i32 %262, 1
  store i32 %263, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %264 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %262
  store i8 24, i8* %264, align 1, !tbaa !12
  %265 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %266 = add nsw i32 %265, 1
  store i32 %266, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %267 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %265
  store i8 0, i8* %267, align 1, !tbaa !12
  %268 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %269 = add nsw i32 %268, 1
  store i32 %269, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %270 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %268
  store i8 0, i8* %270, align 1, !tbaa !12
  call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0))
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %271 = add nsw i32 %1, 18
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 0), align 4, !tbaa !12
  %272 = trunc i32 %271 to i8
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 %272, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 1), align 1, !tbaa !12
  %273 = lshr i32 %271, 8
  %274 = trunc i32 %273 to i8
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 %274, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 2), align 2, !tbaa !12
  %275 = lshr i32 %271, 16
  %276 = trunc i32 %275 to i8
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 %276, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 3), align 1, !tbaa !12
  %277 = lshr i32 %271, 24
  %278 = trunc i32 %277 to i8
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 %278, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 4), align 4, !tbaa !12
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 27, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 5), align 1, !tbaa !12
  %279 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %280 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %279
  store i32 6, i32* %280, align 4, !tbaa !5
  %281 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %282 = add nsw i32 %281, 1
  store i32 %282, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %283 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %281
  store i32 5, i32* %283, align 4, !tbaa !5
  %284 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %285 = add nsw i32 %284, 1
  store i32 %285, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %286 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %284
  store i8 0, i8* %286, align 1, !tbaa !12
  %287 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %288 = add nsw i32 %287, 1
  store i32 %288, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %289 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %287
  store i8 0, i8* %289, align 1, !tbaa !12
  %290 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %291 = add nsw i32 %290, 1
  store i32 %291, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %292 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %290
  store i8 0, i8* %292, align 1, !tbaa !12
  %293 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %294 = add nsw i32 %293, 1
  store i32 %294, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %295 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %293
  store i8 0, i8* %295, align 1, !tbaa !12
  %296 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %297 = add nsw i32 %296, 1
  store i32 %297, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %298 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %296
  store i8 1, i8* %298, align 1, !tbaa !12
  %299 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %300 = add nsw i32 %299, 1
  store i32 %300, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %301 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %299
  store i8 3, i8* %301, align 1, !tbaa !12
  %302 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %303 = add nsw i32 %302, 1
  store i32 %303, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %304 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %302
  store i8 30, i8* %304, align 1, !tbaa !12
  %305 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %306 = add nsw i32 %305, 1
  store i32 %306, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %307 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %305
  store i8 0, i8* %307, align 1, !tbaa !12
  %308 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i32 %308, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 5), align 4, !tbaa !5
  %309 = add nsw i32 %308, 1
  store i32 %309, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %310 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %308
  store i8 29, i8* %310, align 1, !tbaa !12
  %311 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %312 = add nsw i32 %311, 1
  store i32 %312, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %313 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %311
  store i8 0, i8* %313, align 1, !tbaa !12
  %314 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %315 = add nsw i32 %314, 1
  store i32 %315, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %316 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %314
  store i8 1, i8* %316, align 1, !tbaa !12
  %317 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %318 = add nsw i32 %317, 1
  store i32 %318, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %319 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %317
  store i8 2, i8* %319, align 1, !tbaa !12
  %320 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %321 = add nsw i32 %320, 1
  store i32 %321, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %322 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %320
  store i8 0, i8* %322, align 1, !tbaa !12
  %323 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %324 = add nsw i32 %323, 1
  store i32 %324, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %325 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %323
  store i8 0, i8* %325, align 1, !tbaa !12
  %326 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %327 = add nsw i32 %326, 1
  store i32 %327, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %328 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %326
  store i8 0, i8* %328, align 1, !tbaa !12
  %329 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %330 = add nsw i32 %329, 1
  store i32 %330, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %331 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %329
  store i8 17, i8* %331, align 1, !tbaa !12
  %332 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %333 = add nsw i32 %332, 1
  store i32 %333, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %334 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %332
  store i8 22, i8* %334, align 1, !tbaa !12
  %335 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %336 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %337 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %336
  store i32 %335, i32* %337, align 4, !tbaa !5
  %338 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %339 = add nsw i32 %338, 1
  store i32 %339, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %340 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %338
  store i32 6, i32* %340, align 4, !tbaa !5
  %341 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %342 = add nsw i32 %341, 1
  store i32 %342, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %343 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %341
  store i8 0, i8* %343, align 1, !tbaa !12
  %344 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %345 = add nsw i32 %344, 1
  store i32 %345, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %346 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %344
  store i8 0, i8* %346, align 1, !tbaa !12
  %347 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %348 = add nsw i32 %347, 1
  store i32 %348, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %349 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %347
  store i8 0, i8* %349, align 1, !tbaa !12
  %350 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %351 = add nsw i32 %350, 1
  store i32 %351, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %352 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %350
  store i8 0, i8* %352, align 1, !tbaa !12
  %353 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %354 = add nsw i32 %353, 1
  store i32 %354, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %355 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %353
  store i8 29, i8* %355, align 1, !tbaa !12
  %356 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %357 = add nsw i32 %356, 1
  store i32 %357, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %358 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %356
  store i8 0, i8* %358, align 1, !tbaa !12
  %359 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %360 = add nsw i32 %359, 1
  store i32 %360, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %361 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %359
  store i8 28, i8* %361, align 1, !tbaa !12
  %362 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i32 %362, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 6), align 4, !tbaa !5
  %363 = add nsw i32 %362, 1
  store i32 %363, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %364 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %362
  store i8 29, i8* %364, align 1, !tbaa !12
  %365 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %366 = add nsw i32 %365, 1
  store i32 %366, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %367 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %365
  store i8 0, i8* %367, align 1, !tbaa !12
  %368 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %369 = add nsw i32 %368, 1
  store i32 %369, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %370 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %368
  store i8 1, i8* %370, align 1, !tbaa !12
  %371 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %372 = add nsw i32 %371, 1
  store i32 %372, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %373 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %371
  store i8 1, i8* %373, align 1, !tbaa !12
  %374 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %375 = add nsw i32 %374, 1
  store i32 %375, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %376 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %374
  store i8 0, i8* %376, align 1, !tbaa !12
  %377 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %378 = add nsw i32 %377, 1
  store i32 %378, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %379 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %377
  store i8 0, i8* %379, align 1, !tbaa !12
  %380 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %381 = add nsw i32 %380, 1
  store i32 %381, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %382 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %380
  store i8 0, i8* %382, align 1, !tbaa !12
  %383 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %384 = add nsw i32 %383, 1
  store i32 %384, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %385 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %383
  store i8 7, i8* %385, align 1, !tbaa !12
  %386 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %387 = add nsw i32 %386, 1
  store i32 %387, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %388 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %386
  store i8 27, i8* %388, align 1, !tbaa !12
  %389 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %390 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %391 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %390
  store i32 %389, i32* %391, align 4, !tbaa !5
  %392 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %393 = add nsw i32 %392, 1
  store i32 %393, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %394 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %392
  store i32 5, i32* %394, align 4, !tbaa !5
  %395 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %396 = add nsw i32 %395, 1
  store i32 %396, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %397 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %395
  store i8 0, i8* %397, align 1, !tbaa !12
  %398 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %399 = add nsw i32 %398, 1
  store i32 %399, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %400 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %398
  store i8 0, i8* %400, align 1, !tbaa !12
  %401 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %402 = add nsw i32 %401, 1
  store i32 %402, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %403 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %401
  store i8 0, i8* %403, align 1, !tbaa !12
  %404 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %405 = add nsw i32 %404, 1
  store i32 %405, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %406 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %404
  store i8 0, i8* %406, align 1, !tbaa !12
  %407 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %408 = add nsw i32 %407, 1
  store i32 %408, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %409 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %407
  store i8 1, i8* %409, align 1, !tbaa !12
  %410 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %411 = add nsw i32 %410, 1
  store i32 %411, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %412 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %410
  store i8 29, i8* %412, align 1, !tbaa !12
  %413 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %414 = add nsw i32 %413, 1
  store i32 %414, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %415 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %413
  store i8 0, i8* %415, align 1, !tbaa !12
  %416 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %417 = add nsw i32 %416, 1
  store i32 %417, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %418 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %416
  store i8 1, i8* %418, align 1, !tbaa !12
  %419 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %420 = add nsw i32 %419, 1
  store i32 %420, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %421 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %419
  store i8 2, i8* %421, align 1, !tbaa !12
  %422 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %423 = add nsw i32 %422, 1
  store i32 %423, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %424 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %422
  store i8 0, i8* %424, align 1, !tbaa !12
  %425 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %426 = add nsw i32 %425, 1
  store i32 %426, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %427 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %425
  store i8 0, i8* %427, align 1, !tbaa !12
  %428 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %429 = add nsw i32 %428, 1
  store i32 %429, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %430 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %428
  store i8 0, i8* %430, align 1, !tbaa !12
  %431 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %432 = add nsw i32 %431, 1
  store i32 %432, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %433 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %431
  store i8 7, i8* %433, align 1, !tbaa !12
  %434 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %435 = add nsw i32 %434, 1
  store i32 %435, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %436 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %434
  store i8 27, i8* %436, align 1, !tbaa !12
  %437 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %438 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %439 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %438
  store i32 %437, i32* %439, align 4, !tbaa !5
  %440 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %441 = add nsw i32 %440, 1
  store i32 %441, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %442 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %440
  store i32 5, i32* %442, align 4, !tbaa !5
  %443 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %444 = add nsw i32 %443, 1
  store i32 %444, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %445 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %443
  store i8 0, i8* %445, align 1, !tbaa !12
  %446 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %447 = add nsw i32 %446, 1
  store i32 %447, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %448 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %446
  store i8 0, i8* %448, align 1, !tbaa !12
  %449 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %450 = add nsw i32 %449, 1
  store i32 %450, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %451 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %449
  store i8 0, i8* %451, align 1, !tbaa !12
  %452 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %453 = add nsw i32 %452, 1
  store i32 %453, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %454 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %452
  store i8 0, i8* %454, align 1, !tbaa !12
  %455 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %456 = add nsw i32 %455, 1
  store i32 %456, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %457 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %455
  store i8 1, i8* %457, align 1, !tbaa !12
  %458 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %459 = add nsw i32 %458, 1
  store i32 %459, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %460 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %458
  store i8 6, i8* %460, align 1, !tbaa !12
  %461 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %462 = add nsw i32 %461, 1
  store i32 %462, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %463 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %461
  store i8 28, i8* %463, align 1, !tbaa !12
  call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i32 0, i32 0))
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 0), align 4, !tbaa !12
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 1), align 1, !tbaa !12
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 2), align 2, !tbaa !12
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 3), align 1, !tbaa !12
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 4), align 4, !tbaa !12
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 5), align 1, !tbaa !12
  store i32 7, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 6), align 2, !tbaa !12
  store i32 8, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 7), align 1, !tbaa !12
  store i32 9, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 8), align 4, !tbaa !12
  store i32 10, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 9), align 1, !tbaa !12
  store i32 11, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 10), align 2, !tbaa !12
  store i32 12, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 11), align 1, !tbaa !12
  store i32 13, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 12), align 4, !tbaa !12
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 13), align 1, !tbaa !12
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 0), align 4, !tbaa !5
  store i32 15, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 14), align 2, !tbaa !12
  store i32 16, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 15), align 1, !tbaa !12
  store i32 17, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 16), align 4, !tbaa !12
  store i32 18, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 17), align 1, !tbaa !12
  store i32 19, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 18), align 2, !tbaa !12
  store i32 20, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 19), align 1, !tbaa !12
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 20), align 4, !tbaa !12
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 1), align 4, !tbaa !5
  store i32 22, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 21), align 1, !tbaa !12
  store i32 23, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 22), align 2, !tbaa !12
  store i32 24, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 23), align 1, !tbaa !12
  store i32 25, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 37, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 24), align 4, !tbaa !12
  store i32 26, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 25), align 1, !tbaa !12
  store i32 27, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 26), align 2, !tbaa !12
  store i32 28, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 27), align 1, !tbaa !12
  store i32 29, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 8, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 28), align 4, !tbaa !12
  store i32 30, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 29), align 1, !tbaa !12
  store i32 31, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 30), align 2, !tbaa !12
  store i32 32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 31), align 1, !tbaa !12
  store i32 33, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 11, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 32), align 4, !tbaa !12
  store i32 34, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 33), align 1, !tbaa !12
  store i32 35, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 34), align 2, !tbaa !12
  store i32 36, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 35), align 1, !tbaa !12
  store i32 37, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 8, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 36), align 4, !tbaa !12
  store i32 37, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 2), align 4, !tbaa !5
  store i32 38, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 37), align 1, !tbaa !12
  store i32 39, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 22, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 38), align 2, !tbaa !12
  %464 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %465 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %464
  store i32 39, i32* %465, align 4, !tbaa !5
  %466 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %467 = add nsw i32 %466, 1
  store i32 %467, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %468 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %466
  store i32 3, i32* %468, align 4, !tbaa !5
  %469 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %470 = add nsw i32 %469, 1
  store i32 %470, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %471 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %469
  store i8 0, i8* %471, align 1, !tbaa !12
  %472 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %473 = add nsw i32 %472, 1
  store i32 %473, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %474 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %472
  store i8 0, i8* %474, align 1, !tbaa !12
  %475 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %476 = add nsw i32 %475, 1
  store i32 %476, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %477 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %475
  store i8 0, i8* %477, align 1, !tbaa !12
  %478 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %479 = add nsw i32 %478, 1
  store i32 %479, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %480 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %478
  store i8 0, i8* %480, align 1, !tbaa !12
  %481 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %482 = add nsw i32 %481, 1
  store i32 %482, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %483 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %481
  store i8 4, i8* %483, align 1, !tbaa !12
  %484 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %485 = add nsw i32 %484, 1
  store i32 %485, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %486 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %484
  store i8 5, i8* %486, align 1, !tbaa !12
  %487 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %488 = add nsw i32 %487, 1
  store i32 %488, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %489 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %487
  store i8 10, i8* %489, align 1, !tbaa !12
  %490 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %491 = add nsw i32 %490, 1
  store i32 %491, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %492 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %490
  store i8 21, i8* %492, align 1, !tbaa !12
  %493 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %494 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %495 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %494
  store i32 %493, i32* %495, align 4, !tbaa !5
  %496 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %497 = add nsw i32 %496, 1
  store i32 %497, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %498 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %496
  store i32 2, i32* %498, align 4, !tbaa !5
  %499 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %500 = add nsw i32 %499, 1
  store i32 %500, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %501 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %499
  store i8 0, i8* %501, align 1, !tbaa !12
  %502 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %503 = add nsw i32 %502, 1
  store i32 %503, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %504 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %502
  store i8 0, i8* %504, align 1, !tbaa !12
  %505 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %506 = add nsw i32 %505, 1
  store i32 %506, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %507 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %505
  store i8 0, i8* %507, align 1, !tbaa !12
  %508 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %509 = add nsw i32 %508, 1
  store i32 %509, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %510 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %508
  store i8 0, i8* %510, align 1, !tbaa !12
  %511 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i32 %511, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 3), align 4, !tbaa !5
  %512 = add nsw i32 %511, 1
  store i32 %512, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %513 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %511
  store i8 2, i8* %513, align 1, !tbaa !12
  %514 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %515 = add nsw i32 %514, 1
  store i32 %515, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %516 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %514
  store i8 3, i8* %516, align 1, !tbaa !12
  %517 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %518 = add nsw i32 %517, 1
  store i32 %518, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %519 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %517
  store i8 31, i8* %519, align 1, !tbaa !12
  %520 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %521 = add nsw i32 %520, 1
  store i32 %521, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %522 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %520
  store i8 24, i8* %522, align 1, !tbaa !12
  %523 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %524 = add nsw i32 %523, 1
  store i32 %524, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %525 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %523
  store i8 3, i8* %525, align 1, !tbaa !12
  %526 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %527 = add nsw i32 %526, 1
  store i32 %527, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %528 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %526
  store i8 1, i8* %528, align 1, !tbaa !12
  %529 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %530 = add nsw i32 %529, 1
  store i32 %530, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %531 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %529
  store i8 5, i8* %531, align 1, !tbaa !12
  %532 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %533 = add nsw i32 %532, 1
  store i32 %533, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %534 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %532
  store i8 0, i8* %534, align 1, !tbaa !12
  %535 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %536 = add nsw i32 %535, 1
  store i32 %536, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %537 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %535
  store i8 0, i8* %537, align 1, !tbaa !12
  %538 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %539 = add nsw i32 %538, 1
  store i32 %539, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %540 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %538
  store i8 0, i8* %540, align 1, !tbaa !12
  %541 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %542 = add nsw i32 %541, 1
  store i32 %542, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %543 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %541
  store i8 15, i8* %543, align 1, !tbaa !12
  %544 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %545 = add nsw i32 %544, 1
  store i32 %545, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %546 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %544
  store i8 14, i8* %546, align 1, !tbaa !12
  %547 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %548 = add nsw i32 %547, 1
  store i32 %548, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %549 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %547
  store i8 1, i8* %549, align 1, !tbaa !12
  %550 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %551 = add nsw i32 %550, 1
  store i32 %551, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %552 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %550
  store i8 -1, i8* %552, align 1, !tbaa !12
  %553 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %554 = add nsw i32 %553, 1
  store i32 %554, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %555 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %553
  store i8 -1, i8* %555, align 1, !tbaa !12
  %556 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %557 = add nsw i32 %556, 1
  store i32 %557, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %558 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %556
  store i8 -1, i8* %558, align 1, !tbaa !12
  %559 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %560 = add nsw i32 %559, 1
  store i32 %560, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %561 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %559
  store i8 15, i8* %561, align 1, !tbaa !12
  %562 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %563 = add nsw i32 %562, 1
  store i32 %563, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %564 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %562
  store i8 12, i8* %564, align 1, !tbaa !12
  %565 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %566 = add nsw i32 %565, 1
  store i32 %566, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %567 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %565
  store i8 25, i8* %567, align 1, !tbaa !12
  %568 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %569 = add nsw i32 %568, 1
  store i32 %569, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %570 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %568
  store i8 3, i8* %570, align 1, !tbaa !12
  %571 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %572 = add nsw i32 %571, 1
  store i32 %572, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %573 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %571
  store i8 26, i8* %573, align 1, !tbaa !12
  %574 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %575 = add nsw i32 %574, 1
  store i32 %575, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %576 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %574
  store i8 1, i8* %576, align 1, !tbaa !12
  %577 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %578 = add nsw i32 %577, 1
  store i32 %578, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %579 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %577
  store i8 1, i8* %579, align 1, !tbaa !12
  %580 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %581 = add nsw i32 %580, 1
  store i32 %581, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %582 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %580
  store i8 24, i8* %582, align 1, !tbaa !12
  %583 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %584 = add nsw i32 %583, 1
  store i32 %584, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %585 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %583
  store i8 1, i8* %585, align 1, !tbaa !12
  %586 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %587 = add nsw i32 %586, 1
  store i32 %587, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %588 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %586
  store i8 1, i8* %588, align 1, !tbaa !12
  %589 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %590 = add nsw i32 %589, 1
  store i32 %590, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %591 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %589
  store i8 30, i8* %591, align 1, !tbaa !12
  %592 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %593 = add nsw i32 %592, 1
  store i32 %593, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %594 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %592
  store i8 0, i8* %594, align 1, !tbaa !12
  %595 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %596 = add nsw i32 %595, 1
  store i32 %596, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %597 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %595
  store i8 0, i8* %597, align 1, !tbaa !12
  %598 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %599 = add nsw i32 %598, 1
  store i32 %599, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %600 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %598
  store i8 0, i8* %600, align 1, !tbaa !12
  %601 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %602 = add nsw i32 %601, 1
  store i32 %602, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %603 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %601
  store i8 18, i8* %603, align 1, !tbaa !12
  %604 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %605 = add nsw i32 %604, 1
  store i32 %605, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %606 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %604
  store i8 23, i8* %606, align 1, !tbaa !12
  %607 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %608 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %609 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %608
  store i32 %607, i32* %609, align 4, !tbaa !5
  %610 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %611 = add nsw i32 %610, 1
  store i32 %611, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %612 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %610
  store i32 1, i32* %612, align 4, !tbaa !5
  %613 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %614 = add nsw i32 %613, 1
  store i32 %614, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %615 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %613
  store i8 0, i8* %615, align 1, !tbaa !12
  %616 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %617 = add nsw i32 %616, 1
  store i32 %617, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %618 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %616
  store i8 0, i8* %618, align 1, !tbaa !12
  %619 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %620 = add nsw i32 %619, 1
  store i32 %620, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %621 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %619
  store i8 0, i8* %621, align 1, !tbaa !12
  %622 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %623 = add nsw i32 %622, 1
  store i32 %623, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %624 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %622
  store i8 0, i8* %624, align 1, !tbaa !12
  %625 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %626 = add nsw i32 %625, 1
  store i32 %626, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %627 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %625
  store i8 26, i8* %627, align 1, !tbaa !12
  %628 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %629 = add nsw i32 %628, 1
  store i32 %629, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %630 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %628
  store i8 0, i8* %630, align 1, !tbaa !12
  %631 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %632 = add nsw i32 %631, 1
  store i32 %632, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %633 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %631
  store i8 1, i8* %633, align 1, !tbaa !12
  %634 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %635 = add nsw i32 %634, 1
  store i32 %635, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %636 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %634
  store i8 24, i8* %636, align 1, !tbaa !12
  %637 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %638 = add nsw i32 %637, 1
  store i32 %638, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %639 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %637
  store i8 0, i8* %639, align 1, !tbaa !12
  %640 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %641 = add nsw i32 %640, 1
  store i32 %641, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %642 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %640
  store i8 1, i8* %642, align 1, !tbaa !12
  %643 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %644 = add nsw i32 %643, 1
  store i32 %644, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %645 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %643
  store i8 30, i8* %645, align 1, !tbaa !12
  %646 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %647 = add nsw i32 %646, 1
  store i32 %647, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %648 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %646
  store i8 0, i8* %648, align 1, !tbaa !12
  %649 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %650 = add nsw i32 %649, 1
  store i32 %650, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %651 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %649
  store i8 0, i8* %651, align 1, !tbaa !12
  %652 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %653 = add nsw i32 %652, 1
  store i32 %653, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %654 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %652
  store i8 0, i8* %654, align 1, !tbaa !12
  %655 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %656 = add nsw i32 %655, 1
  store i32 %656, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %657 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %655
  store i8 18, i8* %657, align 1, !tbaa !12
  %658 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %659 = add nsw i32 %658, 1
  store i32 %659, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %660 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %658
  store i8 23, i8* %660, align 1, !tbaa !12
  %661 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %662 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %663 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %662
  store i32 %661, i32* %663, align 4, !tbaa !5
  %664 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %665 = add nsw i32 %664, 1
  store i32 %665, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %666 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %664
  store i32 0, i32* %666, align 4, !tbaa !5
  %667 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %668 = add nsw i32 %667, 1
  store i32 %668, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %669 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %667
  store i8 0, i8* %669, align 1, !tbaa !12
  %670 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %671 = add nsw i32 %670, 1
  store i32 %671, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %672 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %670
  store i8 0, i8* %672, align 1, !tbaa !12
  %673 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %674 = add nsw i32 %673, 1
  store i32 %674, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %675 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %673
  store i8 0, i8* %675, align 1, !tbaa !12
  %676 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %677 = add nsw i32 %676, 1
  store i32 %677, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %678 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %676
  store i8 0, i8* %678, align 1, !tbaa !12
  %679 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %680 = add nsw i32 %679, 1
  store i32 %680, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %681 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %679
  store i8 24, i8* %681, align 1, !tbaa !12
  %682 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %683 = add nsw i32 %682, 1
  store i32 %683, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %684 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %682
  store i8 3, i8* %684, align 1, !tbaa !12
  %685 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %686 = add nsw i32 %685, 1
  store i32 %686, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %687 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %685
  store i8 11, i8* %687, align 1, !tbaa !12
  %688 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %689 = add nsw i32 %688, 1
  store i32 %689, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %690 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %688
  store i8 0, i8* %690, align 1, !tbaa !12
  call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0))
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 0), align 4, !tbaa !12
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 1), align 1, !tbaa !12
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 2), align 2, !tbaa !12
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 3), align 1, !tbaa !12
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 4), align 4, !tbaa !12
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 5), align 1, !tbaa !12
  %691 = trunc i32 %1 to i8
  store i32 7, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 %691, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 6), align 2, !tbaa !12
  %692 = lshr i32 %1, 8
  %693 = trunc i32 %692 to i8
  store i32 8, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 %693, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 7), align 1, !tbaa !12
  %694 = lshr i32 %1, 16
  %695 = trunc i32 %694 to i8
  store i32 9, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 %695, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 8), align 4, !tbaa !12
  %696 = lshr i32 %1, 24
  %697 = trunc i32 %696 to i8
  store i32 10, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 %697, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 9), align 1, !tbaa !12
  store i32 11, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 9, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 10), align 2, !tbaa !12
  store i32 12, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 11), align 1, !tbaa !12
  call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0))
  %698 = load i32, i32* @check, align 4, !tbaa !5
  %699 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i32 noundef %698)
  %700 = load i32, i32* @check, align 4, !tbaa !5
  %701 = and i32 %700, 127
  ret i32 %701
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
  store i32 -2128831035, i32* %7, align 8, !tbaa !17
  %8 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 7
  store i32 0, i32* %8, align 4, !tbaa !18
  %9 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %41

11:                                               ; preds = %1, %11
  %12 = phi i32 [ %38, %11 ], [ 0, %1 ]
  %13 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 3, i32 %12
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  store i32 %14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %16 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 4, i32 %12
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 2, i32 %17
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = trunc i32 %19 to i8
  %21 = add nsw i32 %14, 1
  store i32 %21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %22 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %14
  store i8 %20, i8* %22, align 1, !tbaa !12
  %23 = lshr i32 %19, 8
  %24 = trunc i32 %23 to i8
  %25 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %27 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %25
  store i8 %24, i8* %27, align 1, !tbaa !12
  %28 = lshr i32 %19, 16
  %29 = trunc i32 %28 to i8
  %30 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %32 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %30
  store i8 %29, i8* %32, align 1, !tbaa !12
  %33 = lshr i32 %19, 24
  %34 = trunc i32 %33 to i8
  %35 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %37 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %35
  store i8 %34, i8* %37, align 1, !tbaa !12
  store i32 %15, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %38 = add nuw nsw i32 %12, 1
  %39 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 5), align 4, !tbaa !11
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %11, label %41, !llvm.loop !19

41:                                               ; preds = %11, %1
  %42 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i32 0, i32 0), i8* noundef %0, i32 noundef %42)
  %44 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 1), align 4, !tbaa !9
  %45 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 3
  store i32 0, i32* %45, align 8, !tbaa !22
  %46 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 4
  store i32 0, i32* %46, align 4, !tbaa !23
  br label %47

47:                                               ; preds = %379, %41
  %48 = phi i32 [ 0, %41 ], [ %380, %379 ]
  %49 = phi i64 [ undef, %41 ], [ %381, %379 ]
  %50 = icmp sgt i32 %48, -1
  %51 = icmp slt i32 %48, %44
  %52 = and i1 %50, %51
  br i1 %52, label %53, label %379

53:                                               ; preds = %47
  %54 = add nsw i32 %48, 1
  %55 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %48
  %56 = load i8, i8* %55, align 1, !tbaa !12
  %57 = load i64, i64* %6, align 8, !tbaa !15
  %58 = add i64 %57, 1
  store i64 %58, i64* %6, align 8, !tbaa !15
  switch i8 %56, label %379 [
    i8 0, label %59
    i8 1, label %66
    i8 2, label %93
    i8 3, label %96
    i8 4, label %103
    i8 5, label %111
    i8 6, label %118
    i8 7, label %118
    i8 8, label %118
    i8 9, label %118
    i8 10, label %118
    i8 12, label %118
    i8 13, label %118
    i8 14, label %118
    i8 15, label %118
    i8 16, label %118
    i8 17, label %118
    i8 18, label %118
    i8 19, label %118
    i8 11, label %163
    i8 20, label %169
    i8 21, label %176
    i8 22, label %198
    i8 23, label %228
    i8 24, label %258
    i8 25, label %269
    i8 26, label %280
    i8 27, label %293
    i8 29, label %328
    i8 28, label %343
    i8 30, label %356
    i8 31, label %362
  ]

59:                                               ; preds = %53
  %60 = load i32, i32* %45, align 8, !tbaa !22
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %62, label %379

62:                                               ; preds = %59
  %63 = add nsw i32 %60, -1
  %64 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %63
  %65 = load i64, i64* %64, align 8, !tbaa !13
  br label %379

66:                                               ; preds = %53
  %67 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %54
  %68 = load i8, i8* %67, align 1, !tbaa !12
  %69 = zext i8 %68 to i32
  %70 = add nsw i32 %48, 2
  %71 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %70
  %72 = load i8, i8* %71, align 1, !tbaa !12
  %73 = zext i8 %72 to i32
  %74 = shl nuw nsw i32 %73, 8
  %75 = or i32 %74, %69
  %76 = add nsw i32 %48, 3
  %77 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %76
  %78 = load i8, i8* %77, align 1, !tbaa !12
  %79 = zext i8 %78 to i32
  %80 = shl nuw nsw i32 %79, 16
  %81 = or i32 %75, %80
  %82 = add nsw i32 %48, 4
  %83 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %82
  %84 = load i8, i8* %83, align 1, !tbaa !12
  %85 = zext i8 %84 to i32
  %86 = shl nuw i32 %85, 24
  %87 = or i32 %81, %86
  %88 = sext i32 %87 to i64
  %89 = load i32, i32* %45, align 8, !tbaa !22
  %90 = add nsw i32 %89, 1
  store i32 %90, i32* %45, align 8, !tbaa !22
  %91 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %89
  store i64 %88, i64* %91, align 8, !tbaa !13
  %92 = add nsw i32 %48, 5
  br label %373

93:                                               ; preds = %53
  %94 = load i32, i32* %45, align 8, !tbaa !22
  %95 = add nsw i32 %94, -1
  store i32 %95, i32* %45, align 8, !tbaa !22
  br label %373

96:                                               ; preds = %53
  %97 = load i32, i32* %45, align 8, !tbaa !22
  %98 = add nsw i32 %97, -1
  %99 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %98
  %100 = load i64, i64* %99, align 8, !tbaa !13
  %101 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %97
  store i64 %100, i64* %101, align 8, !tbaa !13
  %102 = add nsw i32 %97, 1
  store i32 %102, i32* %45, align 8, !tbaa !22
  br label %373

103:                                              ; preds = %53
  %104 = load i32, i32* %45, align 8, !tbaa !22
  %105 = add nsw i32 %104, -1
  %106 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %105
  %107 = load i64, i64* %106, align 8, !tbaa !13
  %108 = add nsw i32 %104, -2
  %109 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %108
  %110 = load i64, i64* %109, align 8, !tbaa !13
  store i64 %110, i64* %106, align 8, !tbaa !13
  store i64 %107, i64* %109, align 8, !tbaa !13
  br label %373

111:                                              ; preds = %53
  %112 = load i32, i32* %45, align 8, !tbaa !22
  %113 = add nsw i32 %112, -2
  %114 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %113
  %115 = load i64, i64* %114, align 8, !tbaa !13
  %116 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %112
  store i64 %115, i64* %116, align 8, !tbaa !13
  %117 = add nsw i32 %112, 1
  store i32 %117, i32* %45, align 8, !tbaa !22
  br label %373

118:                                              ; preds = %53, %53, %53, %53, %53, %53, %53, %53, %53, %53, %53, %53, %53
  %119 = load i32, i32* %45, align 8, !tbaa !22
  %120 = add nsw i32 %119, -1
  store i32 %120, i32* %45, align 8, !tbaa !22
  %121 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %120
  %122 = load i64, i64* %121, align 8, !tbaa !13
  %123 = add nsw i32 %119, -2
  %124 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %123
  %125 = load i64, i64* %124, align 8, !tbaa !13
  switch i8 %56, label %158 [
    i8 6, label %126
    i8 7, label %128
    i8 8, label %130
    i8 9, label %132
    i8 10, label %136
    i8 12, label %140
    i8 13, label %142
    i8 14, label %144
    i8 15, label %146
    i8 16, label %149
    i8 17, label %152
    i8 18, label %155
  ]

126:                                              ; preds = %118
  %127 = add i64 %125, %122
  br label %161

128:                                              ; preds = %118
  %129 = sub i64 %125, %122
  br label %161

130:                                              ; preds = %118
  %131 = mul i64 %125, %122
  br label %161

132:                                              ; preds = %118
  %133 = icmp eq i64 %122, 0
  br i1 %133, label %379, label %134

134:                                              ; preds = %132
  %135 = sdiv i64 %125, %122
  br label %161

136:                                              ; preds = %118
  %137 = icmp eq i64 %122, 0
  br i1 %137, label %379, label %138

138:                                              ; preds = %136
  %139 = srem i64 %125, %122
  br label %161

140:                                              ; preds = %118
  %141 = and i64 %125, %122
  br label %161

142:                                              ; preds = %118
  %143 = or i64 %125, %122
  br label %161

144:                                              ; preds = %118
  %145 = xor i64 %125, %122
  br label %161

146:                                              ; preds = %118
  %147 = and i64 %122, 63
  %148 = shl i64 %125, %147
  br label %161

149:                                              ; preds = %118
  %150 = and i64 %122, 63
  %151 = ashr i64 %125, %150
  br label %161

152:                                              ; preds = %118
  %153 = icmp slt i64 %125, %122
  %154 = zext i1 %153 to i64
  br label %161

155:                                              ; preds = %118
  %156 = icmp sle i64 %125, %122
  %157 = zext i1 %156 to i64
  br label %161

158:                                              ; preds = %118
  %159 = icmp eq i64 %125, %122
  %160 = zext i1 %159 to i64
  br label %161

161:                                              ; preds = %158, %155, %152, %149, %146, %144, %142, %140, %138, %134, %130, %128, %126
  %162 = phi i64 [ %160, %158 ], [ %157, %155 ], [ %154, %152 ], [ %151, %149 ], [ %148, %146 ], [ %145, %144 ], [ %143, %142 ], [ %141, %140 ], [ %139, %138 ], [ %135, %134 ], [ %131, %130 ], [ %129, %128 ], [ %127, %126 ]
  store i64 %162, i64* %124, align 8, !tbaa !13
  br label %373

163:                                              ; preds = %53
  %164 = load i32, i32* %45, align 8, !tbaa !22
  %165 = add nsw i32 %164, -1
  %166 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %165
  %167 = load i64, i64* %166, align 8, !tbaa !13
  %168 = sub i64 0, %167
  store i64 %168, i64* %166, align 8, !tbaa !13
  br label %373

169:                                              ; preds = %53
  %170 = load i32, i32* %45, align 8, !tbaa !22
  %171 = add nsw i32 %170, -1
  %172 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %171
  %173 = load i64, i64* %172, align 8, !tbaa !13
  %174 = icmp eq i64 %173, 0
  %175 = zext i1 %174 to i64
  store i64 %175, i64* %172, align 8, !tbaa !13
  br label %373

176:                                              ; preds = %53
  %177 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %54
  %178 = load i8, i8* %177, align 1, !tbaa !12
  %179 = zext i8 %178 to i32
  %180 = add nsw i32 %48, 2
  %181 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %180
  %182 = load i8, i8* %181, align 1, !tbaa !12
  %183 = zext i8 %182 to i32
  %184 = shl nuw nsw i32 %183, 8
  %185 = or i32 %184, %179
  %186 = add nsw i32 %48, 3
  %187 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %186
  %188 = load i8, i8* %187, align 1, !tbaa !12
  %189 = zext i8 %188 to i32
  %190 = shl nuw nsw i32 %189, 16
  %191 = or i32 %185, %190
  %192 = add nsw i32 %48, 4
  %193 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %192
  %194 = load i8, i8* %193, align 1, !tbaa !12
  %195 = zext i8 %194 to i32
  %196 = shl nuw i32 %195, 24
  %197 = or i32 %191, %196
  br label %373

198:                                              ; preds = %53
  %199 = load i32, i32* %45, align 8, !tbaa !22
  %200 = add nsw i32 %199, -1
  store i32 %200, i32* %45, align 8, !tbaa !22
  %201 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %200
  %202 = load i64, i64* %201, align 8, !tbaa !13
  %203 = icmp eq i64 %202, 0
  br i1 %203, label %204, label %226

204:                                              ; preds = %198
  %205 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %54
  %206 = load i8, i8* %205, align 1, !tbaa !12
  %207 = zext i8 %206 to i32
  %208 = add nsw i32 %48, 2
  %209 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %208
  %210 = load i8, i8* %209, align 1, !tbaa !12
  %211 = zext i8 %210 to i32
  %212 = shl nuw nsw i32 %211, 8
  %213 = or i32 %212, %207
  %214 = add nsw i32 %48, 3
  %215 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %214
  %216 = load i8, i8* %215, align 1, !tbaa !12
  %217 = zext i8 %216 to i32
  %218 = shl nuw nsw i32 %217, 16
  %219 = or i32 %213, %218
  %220 = add nsw i32 %48, 4
  %221 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %220
  %222 = load i8, i8* %221, align 1, !tbaa !12
  %223 = zext i8 %222 to i32
  %224 = shl nuw i32 %223, 24
  %225 = or i32 %219, %224
  br label %373

226:                                              ; preds = %198
  %227 = add nsw i32 %48, 5
  br label %373

228:                                              ; preds = %53
  %229 = load i32, i32* %45, align 8, !tbaa !22
  %230 = add nsw i32 %229, -1
  store i32 %230, i32* %45, align 8, !tbaa !22
  %231 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %230
  %232 = load i64, i64* %231, align 8, !tbaa !13
  %233 = icmp eq i64 %232, 0
  br i1 %233, label %256, label %234

234:                                              ; preds = %228
  %235 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %54
  %236 = load i8, i8* %235, align 1, !tbaa !12
  %237 = zext i8 %236 to i32
  %238 = add nsw i32 %48, 2
  %239 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %238
  %240 = load i8, i8* %239, align 1, !tbaa !12
  %241 = zext i8 %240 to i32
  %242 = shl nuw nsw i32 %241, 8
  %243 = or i32 %242, %237
  %244 = add nsw i32 %48, 3
  %245 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %244
  %246 = load i8, i8* %245, align 1, !tbaa !12
  %247 = zext i8 %246 to i32
  %248 = shl nuw nsw i32 %247, 16
  %249 = or i32 %243, %248
  %250 = add nsw i32 %48, 4
  %251 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %250
  %252 = load i8, i8* %251, align 1, !tbaa !12
  %253 = zext i8 %252 to i32
  %254 = shl nuw i32 %253, 24
  %255 = or i32 %249, %254
  br label %373

256:                                              ; preds = %228
  %257 = add nsw i32 %48, 5
  br label %373

258:                                              ; preds = %53
  %259 = add nsw i32 %48, 2
  %260 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %54
  %261 = load i8, i8* %260, align 1, !tbaa !12
  %262 = and i8 %261, 15
  %263 = zext i8 %262 to i32
  %264 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 1, i32 %263
  %265 = load i64, i64* %264, align 8, !tbaa !13
  %266 = load i32, i32* %45, align 8, !tbaa !22
  %267 = add nsw i32 %266, 1
  store i32 %267, i32* %45, align 8, !tbaa !22
  %268 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %266
  store i64 %265, i64* %268, align 8, !tbaa !13
  br label %373

269:                                              ; preds = %53
  %270 = load i32, i32* %45, align 8, !tbaa !22
  %271 = add nsw i32 %270, -1
  store i32 %271, i32* %45, align 8, !tbaa !22
  %272 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %271
  %273 = load i64, i64* %272, align 8, !tbaa !13
  %274 = add nsw i32 %48, 2
  %275 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %54
  %276 = load i8, i8* %275, align 1, !tbaa !12
  %277 = and i8 %276, 15
  %278 = zext i8 %277 to i32
  %279 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 1, i32 %278
  store i64 %273, i64* %279, align 8, !tbaa !13
  br label %373

280:                                              ; preds = %53
  %281 = add nsw i32 %48, 2
  %282 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %281
  %283 = load i8, i8* %282, align 1, !tbaa !12
  %284 = sext i8 %283 to i64
  %285 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %54
  %286 = load i8, i8* %285, align 1, !tbaa !12
  %287 = and i8 %286, 15
  %288 = zext i8 %287 to i32
  %289 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 1, i32 %288
  %290 = load i64, i64* %289, align 8, !tbaa !13
  %291 = add nsw i64 %290, %284
  store i64 %291, i64* %289, align 8, !tbaa !13
  %292 = add nsw i32 %48, 3
  br label %373

293:                                              ; preds = %53
  %294 = load i32, i32* %46, align 4, !tbaa !23
  %295 = icmp sgt i32 %294, 63
  br i1 %295, label %379, label %296

296:                                              ; preds = %293
  %297 = add nsw i32 %48, 6
  %298 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 2, i32 %294, i32 0
  store i32 %297, i32* %298, align 8, !tbaa !24
  %299 = load i32, i32* %45, align 8, !tbaa !22
  %300 = add nsw i32 %48, 5
  %301 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %300
  %302 = load i8, i8* %301, align 1, !tbaa !12
  %303 = zext i8 %302 to i32
  %304 = sub nsw i32 %299, %303
  %305 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 2, i32 %294, i32 1
  store i32 %304, i32* %305, align 4, !tbaa !26
  %306 = add nsw i32 %294, 1
  store i32 %306, i32* %46, align 4, !tbaa !23
  %307 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %54
  %308 = load i8, i8* %307, align 1, !tbaa !12
  %309 = zext i8 %308 to i32
  %310 = add nsw i32 %48, 2
  %311 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %310
  %312 = load i8, i8* %311, align 1, !tbaa !12
  %313 = zext i8 %312 to i32
  %314 = shl nuw nsw i32 %313, 8
  %315 = or i32 %314, %309
  %316 = add nsw i32 %48, 3
  %317 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %316
  %318 = load i8, i8* %317, align 1, !tbaa !12
  %319 = zext i8 %318 to i32
  %320 = shl nuw nsw i32 %319, 16
  %321 = or i32 %315, %320
  %322 = add nsw i32 %48, 4
  %323 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %322
  %324 = load i8, i8* %323, align 1, !tbaa !12
  %325 = zext i8 %324 to i32
  %326 = shl nuw i32 %325, 24
  %327 = or i32 %321, %326
  br label %373

328:                                              ; preds = %53
  %329 = load i32, i32* %46, align 4, !tbaa !23
  %330 = add nsw i32 %329, -1
  %331 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 2, i32 %330, i32 1
  %332 = load i32, i32* %331, align 4, !tbaa !26
  %333 = add nsw i32 %48, 2
  %334 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i32 0, i32 0, i32 %54
  %335 = load i8, i8* %334, align 1, !tbaa !12
  %336 = zext i8 %335 to i32
  %337 = add nsw i32 %332, %336
  %338 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %337
  %339 = load i64, i64* %338, align 8, !tbaa !13
  %340 = load i32, i32* %45, align 8, !tbaa !22
  %341 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %340
  store i64 %339, i64* %341, align 8, !tbaa !13
  %342 = add nsw i32 %340, 1
  store i32 %342, i32* %45, align 8, !tbaa !22
  br label %373

343:                                              ; preds = %53
  %344 = load i32, i32* %45, align 8, !tbaa !22
  %345 = add nsw i32 %344, -1
  %346 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %345
  %347 = load i64, i64* %346, align 8, !tbaa !13
  %348 = load i32, i32* %46, align 4, !tbaa !23
  %349 = add nsw i32 %348, -1
  store i32 %349, i32* %46, align 4, !tbaa !23
  %350 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 2, i32 %349, i32 1
  %351 = load i32, i32* %350, align 4, !tbaa !26
  %352 = add nsw i32 %351, 1
  store i32 %352, i32* %45, align 8, !tbaa !22
  %353 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %351
  store i64 %347, i64* %353, align 8, !tbaa !13
  %354 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 2, i32 %349, i32 0
  %355 = load i32, i32* %354, align 8, !tbaa !24
  br label %373

356:                                              ; preds = %53
  %357 = load i32, i32* %45, align 8, !tbaa !22
  %358 = add nsw i32 %357, -1
  store i32 %358, i32* %45, align 8, !tbaa !22
  %359 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %358
  %360 = load i64, i64* %359, align 8, !tbaa !13
  %361 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i32 0, i32 0), i64 noundef %360) #4
  br label %373

362:                                              ; preds = %53
  %363 = load i32, i32* %45, align 8, !tbaa !22
  %364 = add nsw i32 %363, -1
  store i32 %364, i32* %45, align 8, !tbaa !22
  %365 = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0, i32 %364
  %366 = load i64, i64* %365, align 8, !tbaa !13
  %367 = load i32, i32* %7, align 8, !tbaa !17
  %368 = trunc i64 %366 to i32
  %369 = xor i32 %367, %368
  %370 = mul i32 %369, 16777619
  store i32 %370, i32* %7, align 8, !tbaa !17
  %371 = load i32, i32* %8, align 4, !tbaa !18
  %372 = add nsw i32 %371, 1
  store i32 %372, i32* %8, align 4, !tbaa !18
  br label %373

373:                                              ; preds = %362, %356, %343, %328, %296, %280, %269, %258, %256, %234, %226, %204, %176, %169, %163, %161, %111, %103, %96, %93, %66
  %374 = phi i32 [ %54, %362 ], [ %54, %356 ], [ %355, %343 ], [ %333, %328 ], [ %327, %296 ], [ %292, %280 ], [ %274, %269 ], [ %259, %258 ], [ %197, %176 ], [ %54, %169 ], [ %54, %163 ], [ %54, %161 ], [ %54, %111 ], [ %54, %103 ], [ %54, %96 ], [ %54, %93 ], [ %92, %66 ], [ %225, %204 ], [ %227, %226 ], [ %255, %234 ], [ %257, %256 ]
  %375 = load i32, i32* %45, align 8, !tbaa !22
  %376 = icmp ugt i32 %375, 253
  %377 = select i1 %376, i64 -1005, i64 %49
  %378 = xor i1 %376, true
  br label %379

379:                                              ; preds = %373, %293, %136, %132, %62, %59, %53, %47
  %380 = phi i32 [ %48, %47 ], [ %54, %59 ], [ %54, %62 ], [ %54, %132 ], [ %54, %136 ], [ %54, %293 ], [ %54, %53 ], [ %374, %373 ]
  %381 = phi i64 [ -1000, %47 ], [ 0, %59 ], [ %65, %62 ], [ -1001, %132 ], [ -1002, %136 ], [ -1003, %293 ], [ -1004, %53 ], [ %377, %373 ]
  %382 = phi i1 [ false, %47 ], [ false, %59 ], [ false, %62 ], [ false, %132 ], [ false, %136 ], [ false, %293 ], [ false, %53 ], [ %378, %373 ]
  br i1 %382, label %47, label %383, !llvm.loop !27

383:                                              ; preds = %379
  %384 = load i64, i64* %6, align 8, !tbaa !15
  %385 = load i32, i32* %8, align 4, !tbaa !18
  %386 = load i32, i32* %7, align 8, !tbaa !17
  %387 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i32 0, i32 0), i64 noundef %381, i64 noundef %384, i32 noundef %385, i32 noundef %386)
  %388 = load i32, i32* @check, align 4, !tbaa !5
  %389 = mul i32 %388, 31
  %390 = trunc i64 %381 to i32
  %391 = add i32 %389, %390
  %392 = load i64, i64* %6, align 8, !tbaa !15
  %393 = trunc i64 %392 to i32
  %394 = add i32 %391, %393
  %395 = load i32, i32* %7, align 8, !tbaa !17
  %396 = add i32 %394, %395
  store i32 %396, i32* @check, align 4, !tbaa !5
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
!9 = !{!10, !6, i64 1024}
!10 = !{!"asm_buf", !7, i64 0, !6, i64 1024, !7, i64 1028, !7, i64 1156, !7, i64 1412, !6, i64 1668}
!11 = !{!10, !6, i64 1668}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = !{!16, !14, i64 2696}
!16 = !{!"vm", !7, i64 0, !7, i64 2048, !7, i64 2176, !6, i64 2688, !6, i64 2692, !14, i64 2696, !6, i64 2704, !6, i64 2708}
!17 = !{!16, !6, i64 2704}
!18 = !{!16, !6, i64 2708}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{!16, !6, i64 2688}
!23 = !{!16, !6, i64 2692}
!24 = !{!25, !6, i64 0}
!25 = !{!"frame", !6, i64 0, !6, i64 4}
!26 = !{!25, !6, i64 4}
!27 = distinct !{!27, !21}
