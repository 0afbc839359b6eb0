; ModuleID = 'c/vm.c'
source_filename = "c/vm.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, i32* @vparam, align 4, !tbaa !5
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 0), align 4, !tbaa !12
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 1), align 1, !tbaa !12
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 2), align 2, !tbaa !12
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 3), align 1, !tbaa !12
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 4), align 4, !tbaa !12
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 5), align 1, !tbaa !12
  store i32 7, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 6), align 2, !tbaa !12
  %2 = add nsw i32 %1, 1
  store i32 8, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 7), align 1, !tbaa !12
  %3 = trunc i32 %2 to i8
  store i32 9, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 %3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 8), align 4, !tbaa !12
  %4 = lshr i32 %2, 8
  %5 = trunc i32 %4 to i8
  store i32 10, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 %5, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 9), align 1, !tbaa !12
  %6 = lshr i32 %2, 16
  %7 = trunc i32 %6 to i8
  store i32 11, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 %7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 10), align 2, !tbaa !12
  %8 = lshr i32 %2, 24
  %9 = trunc i32 %8 to i8
  store i32 12, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 %9, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 11), align 1, !tbaa !12
  store i32 13, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 12), align 4, !tbaa !12
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 13), align 1, !tbaa !12
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 0), align 4, !tbaa !5
  store i32 15, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 14), align 2, !tbaa !12
  store i32 16, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 15), align 1, !tbaa !12
  store i32 17, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 16), align 4, !tbaa !12
  store i32 18, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 17), align 1, !tbaa !12
  store i32 19, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 8, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 18), align 2, !tbaa !12
  store i32 20, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 19), align 1, !tbaa !12
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 20), align 4, !tbaa !12
  store i32 22, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 -54, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 21), align 1, !tbaa !12
  store i32 23, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 -102, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 22), align 2, !tbaa !12
  store i32 24, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 59, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 23), align 1, !tbaa !12
  store i32 25, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 10, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 24), align 4, !tbaa !12
  store i32 26, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 25), align 1, !tbaa !12
  store i32 27, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 26), align 2, !tbaa !12
  store i32 28, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 27), align 1, !tbaa !12
  store i32 29, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 28), align 4, !tbaa !12
  store i32 30, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 31, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 29), align 1, !tbaa !12
  store i32 31, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 30), align 2, !tbaa !12
  store i32 32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 31), align 1, !tbaa !12
  store i32 33, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 32), align 4, !tbaa !12
  store i32 34, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 5, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 33), align 1, !tbaa !12
  store i32 35, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 34), align 2, !tbaa !12
  store i32 36, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 35), align 1, !tbaa !12
  store i32 37, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 36), align 4, !tbaa !12
  store i32 38, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 10, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 37), align 1, !tbaa !12
  store i32 39, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 23, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 38), align 2, !tbaa !12
  %10 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %11
  store i32 39, i32* %12, align 4, !tbaa !5
  %13 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %15
  store i32 1, i32* %16, align 4, !tbaa !5
  %17 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %19
  store i8 0, i8* %20, align 1, !tbaa !12
  %21 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %23
  store i8 0, i8* %24, align 1, !tbaa !12
  %25 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %27
  store i8 0, i8* %28, align 1, !tbaa !12
  %29 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %31 = sext i32 %29 to i64
  %32 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %31
  store i8 0, i8* %32, align 1, !tbaa !12
  %33 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %35 = sext i32 %33 to i64
  %36 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %35
  store i8 24, i8* %36, align 1, !tbaa !12
  %37 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %39 = sext i32 %37 to i64
  %40 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %39
  store i8 0, i8* %40, align 1, !tbaa !12
  %41 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %43 = sext i32 %41 to i64
  %44 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %43
  store i8 30, i8* %44, align 1, !tbaa !12
  %45 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i32 %45, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 1), align 4, !tbaa !5
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %47 = sext i32 %45 to i64
  %48 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %47
  store i8 26, i8* %48, align 1, !tbaa !12
  %49 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %51
  store i8 1, i8* %52, align 1, !tbaa !12
  %53 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %55 = sext i32 %53 to i64
  %56 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %55
  store i8 1, i8* %56, align 1, !tbaa !12
  %57 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %59 = sext i32 %57 to i64
  %60 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %59
  store i8 24, i8* %60, align 1, !tbaa !12
  %61 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %62 = add nsw i32 %61, 1
  store i32 %62, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %63 = sext i32 %61 to i64
  %64 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %63
  store i8 1, i8* %64, align 1, !tbaa !12
  %65 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %67 = sext i32 %65 to i64
  %68 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %67
  store i8 1, i8* %68, align 1, !tbaa !12
  %69 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %71 = sext i32 %69 to i64
  %72 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %71
  store i8 20, i8* %72, align 1, !tbaa !12
  %73 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %75 = sext i32 %73 to i64
  %76 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %75
  store i8 0, i8* %76, align 1, !tbaa !12
  %77 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %78 = add nsw i32 %77, 1
  store i32 %78, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %79 = sext i32 %77 to i64
  %80 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %79
  store i8 0, i8* %80, align 1, !tbaa !12
  %81 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %83 = sext i32 %81 to i64
  %84 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %83
  store i8 0, i8* %84, align 1, !tbaa !12
  %85 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %87 = sext i32 %85 to i64
  %88 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %87
  store i8 18, i8* %88, align 1, !tbaa !12
  %89 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %90 = add nsw i32 %89, 1
  store i32 %90, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %91 = sext i32 %89 to i64
  %92 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %91
  store i8 23, i8* %92, align 1, !tbaa !12
  %93 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %94 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %95
  store i32 %93, i32* %96, align 4, !tbaa !5
  %97 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %99 = sext i32 %97 to i64
  %100 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %99
  store i32 0, i32* %100, align 4, !tbaa !5
  %101 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %102 = add nsw i32 %101, 1
  store i32 %102, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %103 = sext i32 %101 to i64
  %104 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %103
  store i8 0, i8* %104, align 1, !tbaa !12
  %105 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %106 = add nsw i32 %105, 1
  store i32 %106, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %107 = sext i32 %105 to i64
  %108 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %107
  store i8 0, i8* %108, align 1, !tbaa !12
  %109 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %110 = add nsw i32 %109, 1
  store i32 %110, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %111 = sext i32 %109 to i64
  %112 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %111
  store i8 0, i8* %112, align 1, !tbaa !12
  %113 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %114 = add nsw i32 %113, 1
  store i32 %114, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %115 = sext i32 %113 to i64
  %116 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %115
  store i8 0, i8* %116, align 1, !tbaa !12
  %117 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %118 = add nsw i32 %117, 1
  store i32 %118, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %119 = sext i32 %117 to i64
  %120 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %119
  store i8 24, i8* %120, align 1, !tbaa !12
  %121 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %122 = add nsw i32 %121, 1
  store i32 %122, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %123 = sext i32 %121 to i64
  %124 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %123
  store i8 0, i8* %124, align 1, !tbaa !12
  %125 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %126 = add nsw i32 %125, 1
  store i32 %126, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %127 = sext i32 %125 to i64
  %128 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %127
  store i8 0, i8* %128, align 1, !tbaa !12
  call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0))
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 0), align 4, !tbaa !12
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 1), align 1, !tbaa !12
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 2), align 2, !tbaa !12
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 3), align 1, !tbaa !12
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 4), align 4, !tbaa !12
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 5), align 1, !tbaa !12
  store i32 7, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 6), align 2, !tbaa !12
  store i32 8, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 7), align 1, !tbaa !12
  store i32 9, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 8), align 4, !tbaa !12
  store i32 10, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 9), align 1, !tbaa !12
  store i32 11, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 10), align 2, !tbaa !12
  store i32 12, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 11), align 1, !tbaa !12
  store i32 13, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 12), align 4, !tbaa !12
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 13), align 1, !tbaa !12
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 0), align 4, !tbaa !5
  store i32 15, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 14), align 2, !tbaa !12
  store i32 16, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 15), align 1, !tbaa !12
  store i32 17, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 16), align 4, !tbaa !12
  store i32 18, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 17), align 1, !tbaa !12
  store i32 19, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 18), align 2, !tbaa !12
  store i32 20, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 19), align 1, !tbaa !12
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 20), align 4, !tbaa !12
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 1), align 4, !tbaa !5
  store i32 22, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 21), align 1, !tbaa !12
  store i32 23, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 2, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 22), align 2, !tbaa !12
  store i32 24, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 23), align 1, !tbaa !12
  store i32 25, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 8, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 24), align 4, !tbaa !12
  store i32 26, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 25), align 1, !tbaa !12
  store i32 27, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 26), align 2, !tbaa !12
  store i32 28, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 18, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 27), align 1, !tbaa !12
  store i32 29, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 22, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 28), align 4, !tbaa !12
  %129 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %130
  store i32 29, i32* %131, align 4, !tbaa !5
  %132 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %133 = add nsw i32 %132, 1
  store i32 %133, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %134 = sext i32 %132 to i64
  %135 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %134
  store i32 2, i32* %135, align 4, !tbaa !5
  %136 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %137 = add nsw i32 %136, 1
  store i32 %137, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %138 = sext i32 %136 to i64
  %139 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %138
  store i8 0, i8* %139, align 1, !tbaa !12
  %140 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %141 = add nsw i32 %140, 1
  store i32 %141, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %142 = sext i32 %140 to i64
  %143 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %142
  store i8 0, i8* %143, align 1, !tbaa !12
  %144 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %145 = add nsw i32 %144, 1
  store i32 %145, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %146 = sext i32 %144 to i64
  %147 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %146
  store i8 0, i8* %147, align 1, !tbaa !12
  %148 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %149 = add nsw i32 %148, 1
  store i32 %149, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %150 = sext i32 %148 to i64
  %151 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %150
  store i8 0, i8* %151, align 1, !tbaa !12
  %152 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %153 = add nsw i32 %152, 1
  store i32 %153, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %154 = sext i32 %152 to i64
  %155 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %154
  store i8 24, i8* %155, align 1, !tbaa !12
  %156 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %157 = add nsw i32 %156, 1
  store i32 %157, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %158 = sext i32 %156 to i64
  %159 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %158
  store i8 1, i8* %159, align 1, !tbaa !12
  %160 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %161 = add nsw i32 %160, 1
  store i32 %161, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %162 = sext i32 %160 to i64
  %163 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %162
  store i8 24, i8* %163, align 1, !tbaa !12
  %164 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %165 = add nsw i32 %164, 1
  store i32 %165, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %166 = sext i32 %164 to i64
  %167 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %166
  store i8 2, i8* %167, align 1, !tbaa !12
  %168 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %169 = add nsw i32 %168, 1
  store i32 %169, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %170 = sext i32 %168 to i64
  %171 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %170
  store i8 10, i8* %171, align 1, !tbaa !12
  %172 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %173 = add nsw i32 %172, 1
  store i32 %173, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %174 = sext i32 %172 to i64
  %175 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %174
  store i8 22, i8* %175, align 1, !tbaa !12
  %176 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %177 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %178
  store i32 %176, i32* %179, align 4, !tbaa !5
  %180 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %181 = add nsw i32 %180, 1
  store i32 %181, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %182 = sext i32 %180 to i64
  %183 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %182
  store i32 3, i32* %183, align 4, !tbaa !5
  %184 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %185 = add nsw i32 %184, 1
  store i32 %185, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %186 = sext i32 %184 to i64
  %187 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %186
  store i8 0, i8* %187, align 1, !tbaa !12
  %188 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %189 = add nsw i32 %188, 1
  store i32 %189, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %190 = sext i32 %188 to i64
  %191 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %190
  store i8 0, i8* %191, align 1, !tbaa !12
  %192 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %193 = add nsw i32 %192, 1
  store i32 %193, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %194 = sext i32 %192 to i64
  %195 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %194
  store i8 0, i8* %195, align 1, !tbaa !12
  %196 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %197 = add nsw i32 %196, 1
  store i32 %197, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %198 = sext i32 %196 to i64
  %199 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %198
  store i8 0, i8* %199, align 1, !tbaa !12
  %200 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %201 = add nsw i32 %200, 1
  store i32 %201, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %202 = sext i32 %200 to i64
  %203 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %202
  store i8 26, i8* %203, align 1, !tbaa !12
  %204 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %205 = add nsw i32 %204, 1
  store i32 %205, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %206 = sext i32 %204 to i64
  %207 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %206
  store i8 2, i8* %207, align 1, !tbaa !12
  %208 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %209 = add nsw i32 %208, 1
  store i32 %209, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %210 = sext i32 %208 to i64
  %211 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %210
  store i8 1, i8* %211, align 1, !tbaa !12
  %212 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %213 = add nsw i32 %212, 1
  store i32 %213, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %214 = sext i32 %212 to i64
  %215 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %214
  store i8 21, i8* %215, align 1, !tbaa !12
  %216 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %217 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %218
  store i32 %216, i32* %219, align 4, !tbaa !5
  %220 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %221 = add nsw i32 %220, 1
  store i32 %221, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %222 = sext i32 %220 to i64
  %223 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %222
  store i32 1, i32* %223, align 4, !tbaa !5
  %224 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %225 = add nsw i32 %224, 1
  store i32 %225, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %226 = sext i32 %224 to i64
  %227 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %226
  store i8 0, i8* %227, align 1, !tbaa !12
  %228 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %229 = add nsw i32 %228, 1
  store i32 %229, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %230 = sext i32 %228 to i64
  %231 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %230
  store i8 0, i8* %231, align 1, !tbaa !12
  %232 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %233 = add nsw i32 %232, 1
  store i32 %233, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %234 = sext i32 %232 to i64
  %235 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %234
  store i8 0, i8* %235, align 1, !tbaa !12
  %236 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %237 = add nsw i32 %236, 1
  store i32 %237, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %238 = sext i32 %236 to i64
  %239 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %238
  store i8 0, i8* %239, align 1, !tbaa !12
  %240 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i32 %240, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 2), align 4, !tbaa !5
  %241 = add nsw i32 %240, 1
  store i32 %241, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %242 = sext i32 %240 to i64
  %243 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %242
  store i8 26, i8* %243, align 1, !tbaa !12
  %244 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %245 = add nsw i32 %244, 1
  store i32 %245, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %246 = sext i32 %244 to i64
  %247 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %246
  store i8 0, i8* %247, align 1, !tbaa !12
  %248 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %249 = add nsw i32 %248, 1
  store i32 %249, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %250 = sext i32 %248 to i64
  %251 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %250
  store i8 1, i8* %251, align 1, !tbaa !12
  %252 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %253 = add nsw i32 %252, 1
  store i32 %253, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %254 = sext i32 %252 to i64
  %255 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %254
  store i8 24, i8* %255, align 1, !tbaa !12
  %256 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %257 = add nsw i32 %256, 1
  store i32 %257, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %258 = sext i32 %256 to i64
  %259 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %258
  store i8 1, i8* %259, align 1, !tbaa !12
  %260 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %261 = add nsw i32 %260, 1
  store i32 %261, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %262 = sext i32 %260 to i64
  %263 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %262
  store i8 31, i8* %263, align 1, !tbaa !12
  %264 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i32 %264, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 3), align 4, !tbaa !5
  %265 = add nsw i32 %264, 1
  store i32 %265, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %266 = sext i32 %264 to i64
  %267 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %266
  store i8 26, i8* %267, align 1, !tbaa !12
  %268 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %269 = add nsw i32 %268, 1
  store i32 %269, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %270 = sext i32 %268 to i64
  %271 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %270
  store i8 1, i8* %271, align 1, !tbaa !12
  %272 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %273 = add nsw i32 %272, 1
  store i32 %273, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %274 = sext i32 %272 to i64
  %275 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %274
  store i8 1, i8* %275, align 1, !tbaa !12
  %276 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %277 = add nsw i32 %276, 1
  store i32 %277, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %278 = sext i32 %276 to i64
  %279 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %278
  store i8 24, i8* %279, align 1, !tbaa !12
  %280 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %281 = add nsw i32 %280, 1
  store i32 %281, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %282 = sext i32 %280 to i64
  %283 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %282
  store i8 1, i8* %283, align 1, !tbaa !12
  %284 = add nsw i32 %1, 3000
  %285 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %286 = add nsw i32 %285, 1
  store i32 %286, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %287 = sext i32 %285 to i64
  %288 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %287
  store i8 1, i8* %288, align 1, !tbaa !12
  %289 = trunc i32 %284 to i8
  %290 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %291 = add nsw i32 %290, 1
  store i32 %291, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %292 = sext i32 %290 to i64
  %293 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %292
  store i8 %289, i8* %293, align 1, !tbaa !12
  %294 = lshr i32 %284, 8
  %295 = trunc i32 %294 to i8
  %296 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %297 = add nsw i32 %296, 1
  store i32 %297, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %298 = sext i32 %296 to i64
  %299 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %298
  store i8 %295, i8* %299, align 1, !tbaa !12
  %300 = lshr i32 %284, 16
  %301 = trunc i32 %300 to i8
  %302 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %303 = add nsw i32 %302, 1
  store i32 %303, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %304 = sext i32 %302 to i64
  %305 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %304
  store i8 %301, i8* %305, align 1, !tbaa !12
  %306 = lshr i32 %284, 24
  %307 = trunc i32 %306 to i8
  %308 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %309 = add nsw i32 %308, 1
  store i32 %309, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %310 = sext i32 %308 to i64
  %311 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %310
  store i8 %307, i8* %311, align 1, !tbaa !12
  %312 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %313 = add nsw i32 %312, 1
  store i32 %313, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %314 = sext i32 %312 to i64
  %315 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %314
  store i8 17, i8* %315, align 1, !tbaa !12
  %316 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %317 = add nsw i32 %316, 1
  store i32 %317, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %318 = sext i32 %316 to i64
  %319 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %318
  store i8 23, i8* %319, align 1, !tbaa !12
  %320 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %321 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %322
  store i32 %320, i32* %323, align 4, !tbaa !5
  %324 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %325 = add nsw i32 %324, 1
  store i32 %325, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %326 = sext i32 %324 to i64
  %327 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %326
  store i32 0, i32* %327, align 4, !tbaa !5
  %328 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %329 = add nsw i32 %328, 1
  store i32 %329, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %330 = sext i32 %328 to i64
  %331 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %330
  store i8 0, i8* %331, align 1, !tbaa !12
  %332 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %333 = add nsw i32 %332, 1
  store i32 %333, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %334 = sext i32 %332 to i64
  %335 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %334
  store i8 0, i8* %335, align 1, !tbaa !12
  %336 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %337 = add nsw i32 %336, 1
  store i32 %337, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %338 = sext i32 %336 to i64
  %339 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %338
  store i8 0, i8* %339, align 1, !tbaa !12
  %340 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %341 = add nsw i32 %340, 1
  store i32 %341, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %342 = sext i32 %340 to i64
  %343 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %342
  store i8 0, i8* %343, align 1, !tbaa !12
  %344 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %345 = add nsw i32 %344, 1
  store i32 %345, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %346 = sext i32 %344 to i64
  %347 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %346
  store i8 24, i8* %347, align 1, !tbaa !12
  %348 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %349 = add nsw i32 %348, 1
  store i32 %349, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %350 = sext i32 %348 to i64
  %351 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %350
  store i8 0, i8* %351, align 1, !tbaa !12
  %352 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %353 = add nsw i32 %352, 1
  store i32 %353, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %354 = sext i32 %352 to i64
  %355 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %354
  store i8 0, i8* %355, align 1, !tbaa !12
  call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0))
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %356 = add nsw i32 %1, 18
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 0), align 4, !tbaa !12
  %357 = trunc i32 %356 to i8
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 %357, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 1), align 1, !tbaa !12
  %358 = lshr i32 %356, 8
  %359 = trunc i32 %358 to i8
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 %359, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 2), align 2, !tbaa !12
  %360 = lshr i32 %356, 16
  %361 = trunc i32 %360 to i8
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 %361, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 3), align 1, !tbaa !12
  %362 = lshr i32 %356, 24
  %363 = trunc i32 %362 to i8
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 %363, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 4), align 4, !tbaa !12
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 27, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 5), align 1, !tbaa !12
  %364 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %365 = sext i32 %364 to i64
  %366 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %365
  store i32 6, i32* %366, align 4, !tbaa !5
  %367 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %368 = add nsw i32 %367, 1
  store i32 %368, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %369 = sext i32 %367 to i64
  %370 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %369
  store i32 5, i32* %370, align 4, !tbaa !5
  %371 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %372 = add nsw i32 %371, 1
  store i32 %372, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %373 = sext i32 %371 to i64
  %374 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %373
  store i8 0, i8* %374, align 1, !tbaa !12
  %375 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %376 = add nsw i32 %375, 1
  store i32 %376, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %377 = sext i32 %375 to i64
  %378 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %377
  store i8 0, i8* %378, align 1, !tbaa !12
  %379 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %380 = add nsw i32 %379, 1
  store i32 %380, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %381 = sext i32 %379 to i64
  %382 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %381
  store i8 0, i8* %382, align 1, !tbaa !12
  %383 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %384 = add nsw i32 %383, 1
  store i32 %384, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %385 = sext i32 %383 to i64
  %386 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %385
  store i8 0, i8* %386, align 1, !tbaa !12
  %387 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %388 = add nsw i32 %387, 1
  store i32 %388, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %389 = sext i32 %387 to i64
  %390 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %389
  store i8 1, i8* %390, align 1, !tbaa !12
  %391 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %392 = add nsw i32 %391, 1
  store i32 %392, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %393 = sext i32 %391 to i64
  %394 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %393
  store i8 3, i8* %394, align 1, !tbaa !12
  %395 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %396 = add nsw i32 %395, 1
  store i32 %396, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %397 = sext i32 %395 to i64
  %398 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %397
  store i8 30, i8* %398, align 1, !tbaa !12
  %399 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %400 = add nsw i32 %399, 1
  store i32 %400, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %401 = sext i32 %399 to i64
  %402 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %401
  store i8 0, i8* %402, align 1, !tbaa !12
  %403 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i32 %403, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 5), align 4, !tbaa !5
  %404 = add nsw i32 %403, 1
  store i32 %404, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %405 = sext i32 %403 to i64
  %406 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %405
  store i8 29, i8* %406, align 1, !tbaa !12
  %407 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %408 = add nsw i32 %407, 1
  store i32 %408, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %409 = sext i32 %407 to i64
  %410 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %409
  store i8 0, i8* %410, align 1, !tbaa !12
  %411 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %412 = add nsw i32 %411, 1
  store i32 %412, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %413 = sext i32 %411 to i64
  %414 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %413
  store i8 1, i8* %414, align 1, !tbaa !12
  %415 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %416 = add nsw i32 %415, 1
  store i32 %416, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %417 = sext i32 %415 to i64
  %418 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %417
  store i8 2, i8* %418, align 1, !tbaa !12
  %419 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %420 = add nsw i32 %419, 1
  store i32 %420, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %421 = sext i32 %419 to i64
  %422 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %421
  store i8 0, i8* %422, align 1, !tbaa !12
  %423 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %424 = add nsw i32 %423, 1
  store i32 %424, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %425 = sext i32 %423 to i64
  %426 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %425
  store i8 0, i8* %426, align 1, !tbaa !12
  %427 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %428 = add nsw i32 %427, 1
  store i32 %428, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %429 = sext i32 %427 to i64
  %430 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %429
  store i8 0, i8* %430, align 1, !tbaa !12
  %431 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %432 = add nsw i32 %431, 1
  store i32 %432, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %433 = sext i32 %431 to i64
  %434 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %433
  store i8 17, i8* %434, align 1, !tbaa !12
  %435 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %436 = add nsw i32 %435, 1
  store i32 %436, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %437 = sext i32 %435 to i64
  %438 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %437
  store i8 22, i8* %438, align 1, !tbaa !12
  %439 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %440 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %441 = sext i32 %440 to i64
  %442 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %441
  store i32 %439, i32* %442, align 4, !tbaa !5
  %443 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %444 = add nsw i32 %443, 1
  store i32 %444, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %445 = sext i32 %443 to i64
  %446 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %445
  store i32 6, i32* %446, align 4, !tbaa !5
  %447 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %448 = add nsw i32 %447, 1
  store i32 %448, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %449 = sext i32 %447 to i64
  %450 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %449
  store i8 0, i8* %450, align 1, !tbaa !12
  %451 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %452 = add nsw i32 %451, 1
  store i32 %452, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %453 = sext i32 %451 to i64
  %454 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %453
  store i8 0, i8* %454, align 1, !tbaa !12
  %455 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %456 = add nsw i32 %455, 1
  store i32 %456, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %457 = sext i32 %455 to i64
  %458 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %457
  store i8 0, i8* %458, align 1, !tbaa !12
  %459 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %460 = add nsw i32 %459, 1
  store i32 %460, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %461 = sext i32 %459 to i64
  %462 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %461
  store i8 0, i8* %462, align 1, !tbaa !12
  %463 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %464 = add nsw i32 %463, 1
  store i32 %464, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %465 = sext i32 %463 to i64
  %466 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %465
  store i8 29, i8* %466, align 1, !tbaa !12
  %467 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %468 = add nsw i32 %467, 1
  store i32 %468, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %469 = sext i32 %467 to i64
  %470 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %469
  store i8 0, i8* %470, align 1, !tbaa !12
  %471 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %472 = add nsw i32 %471, 1
  store i32 %472, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %473 = sext i32 %471 to i64
  %474 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %473
  store i8 28, i8* %474, align 1, !tbaa !12
  %475 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i32 %475, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 6), align 4, !tbaa !5
  %476 = add nsw i32 %475, 1
  store i32 %476, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %477 = sext i32 %475 to i64
  %478 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %477
  store i8 29, i8* %478, align 1, !tbaa !12
  %479 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %480 = add nsw i32 %479, 1
  store i32 %480, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %481 = sext i32 %479 to i64
  %482 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %481
  store i8 0, i8* %482, align 1, !tbaa !12
  %483 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %484 = add nsw i32 %483, 1
  store i32 %484, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %485 = sext i32 %483 to i64
  %486 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %485
  store i8 1, i8* %486, align 1, !tbaa !12
  %487 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %488 = add nsw i32 %487, 1
  store i32 %488, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %489 = sext i32 %487 to i64
  %490 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %489
  store i8 1, i8* %490, align 1, !tbaa !12
  %491 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %492 = add nsw i32 %491, 1
  store i32 %492, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %493 = sext i32 %491 to i64
  %494 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %493
  store i8 0, i8* %494, align 1, !tbaa !12
  %495 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %496 = add nsw i32 %495, 1
  store i32 %496, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %497 = sext i32 %495 to i64
  %498 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %497
  store i8 0, i8* %498, align 1, !tbaa !12
  %499 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %500 = add nsw i32 %499, 1
  store i32 %500, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %501 = sext i32 %499 to i64
  %502 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %501
  store i8 0, i8* %502, align 1, !tbaa !12
  %503 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %504 = add nsw i32 %503, 1
  store i32 %504, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %505 = sext i32 %503 to i64
  %506 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %505
  store i8 7, i8* %506, align 1, !tbaa !12
  %507 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %508 = add nsw i32 %507, 1
  store i32 %508, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %509 = sext i32 %507 to i64
  %510 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %509
  store i8 27, i8* %510, align 1, !tbaa !12
  %511 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %512 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %513 = sext i32 %512 to i64
  %514 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %513
  store i32 %511, i32* %514, align 4, !tbaa !5
  %515 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %516 = add nsw i32 %515, 1
  store i32 %516, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %517 = sext i32 %515 to i64
  %518 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %517
  store i32 5, i32* %518, align 4, !tbaa !5
  %519 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %520 = add nsw i32 %519, 1
  store i32 %520, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %521 = sext i32 %519 to i64
  %522 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %521
  store i8 0, i8* %522, align 1, !tbaa !12
  %523 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %524 = add nsw i32 %523, 1
  store i32 %524, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %525 = sext i32 %523 to i64
  %526 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %525
  store i8 0, i8* %526, align 1, !tbaa !12
  %527 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %528 = add nsw i32 %527, 1
  store i32 %528, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %529 = sext i32 %527 to i64
  %530 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %529
  store i8 0, i8* %530, align 1, !tbaa !12
  %531 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %532 = add nsw i32 %531, 1
  store i32 %532, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %533 = sext i32 %531 to i64
  %534 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %533
  store i8 0, i8* %534, align 1, !tbaa !12
  %535 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %536 = add nsw i32 %535, 1
  store i32 %536, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %537 = sext i32 %535 to i64
  %538 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %537
  store i8 1, i8* %538, align 1, !tbaa !12
  %539 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %540 = add nsw i32 %539, 1
  store i32 %540, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %541 = sext i32 %539 to i64
  %542 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %541
  store i8 29, i8* %542, align 1, !tbaa !12
  %543 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %544 = add nsw i32 %543, 1
  store i32 %544, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %545 = sext i32 %543 to i64
  %546 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %545
  store i8 0, i8* %546, align 1, !tbaa !12
  %547 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %548 = add nsw i32 %547, 1
  store i32 %548, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %549 = sext i32 %547 to i64
  %550 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %549
  store i8 1, i8* %550, align 1, !tbaa !12
  %551 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %552 = add nsw i32 %551, 1
  store i32 %552, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %553 = sext i32 %551 to i64
  %554 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %553
  store i8 2, i8* %554, align 1, !tbaa !12
  %555 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %556 = add nsw i32 %555, 1
  store i32 %556, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %557 = sext i32 %555 to i64
  %558 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %557
  store i8 0, i8* %558, align 1, !tbaa !12
  %559 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %560 = add nsw i32 %559, 1
  store i32 %560, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %561 = sext i32 %559 to i64
  %562 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %561
  store i8 0, i8* %562, align 1, !tbaa !12
  %563 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %564 = add nsw i32 %563, 1
  store i32 %564, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %565 = sext i32 %563 to i64
  %566 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %565
  store i8 0, i8* %566, align 1, !tbaa !12
  %567 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %568 = add nsw i32 %567, 1
  store i32 %568, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %569 = sext i32 %567 to i64
  %570 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %569
  store i8 7, i8* %570, align 1, !tbaa !12
  %571 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %572 = add nsw i32 %571, 1
  store i32 %572, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %573 = sext i32 %571 to i64
  %574 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %573
  store i8 27, i8* %574, align 1, !tbaa !12
  %575 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %576 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %577 = sext i32 %576 to i64
  %578 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %577
  store i32 %575, i32* %578, align 4, !tbaa !5
  %579 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %580 = add nsw i32 %579, 1
  store i32 %580, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %581 = sext i32 %579 to i64
  %582 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %581
  store i32 5, i32* %582, align 4, !tbaa !5
  %583 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %584 = add nsw i32 %583, 1
  store i32 %584, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %585 = sext i32 %583 to i64
  %586 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %585
  store i8 0, i8* %586, align 1, !tbaa !12
  %587 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %588 = add nsw i32 %587, 1
  store i32 %588, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %589 = sext i32 %587 to i64
  %590 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %589
  store i8 0, i8* %590, align 1, !tbaa !12
  %591 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %592 = add nsw i32 %591, 1
  store i32 %592, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %593 = sext i32 %591 to i64
  %594 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %593
  store i8 0, i8* %594, align 1, !tbaa !12
  %595 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %596 = add nsw i32 %595, 1
  store i32 %596, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %597 = sext i32 %595 to i64
  %598 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %597
  store i8 0, i8* %598, align 1, !tbaa !12
  %599 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %600 = add nsw i32 %599, 1
  store i32 %600, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %601 = sext i32 %599 to i64
  %602 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %601
  store i8 1, i8* %602, align 1, !tbaa !12
  %603 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %604 = add nsw i32 %603, 1
  store i32 %604, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %605 = sext i32 %603 to i64
  %606 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %605
  store i8 6, i8* %606, align 1, !tbaa !12
  %607 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %608 = add nsw i32 %607, 1
  store i32 %608, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %609 = sext i32 %607 to i64
  %610 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %609
  store i8 28, i8* %610, align 1, !tbaa !12
  call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0))
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 0), align 4, !tbaa !12
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 1), align 1, !tbaa !12
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 2), align 2, !tbaa !12
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 3), align 1, !tbaa !12
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 4), align 4, !tbaa !12
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 5), align 1, !tbaa !12
  store i32 7, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 6), align 2, !tbaa !12
  store i32 8, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 7), align 1, !tbaa !12
  store i32 9, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 8), align 4, !tbaa !12
  store i32 10, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 9), align 1, !tbaa !12
  store i32 11, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 10), align 2, !tbaa !12
  store i32 12, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 11), align 1, !tbaa !12
  store i32 13, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 12), align 4, !tbaa !12
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 13), align 1, !tbaa !12
  store i32 14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 0), align 4, !tbaa !5
  store i32 15, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 14), align 2, !tbaa !12
  store i32 16, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 15), align 1, !tbaa !12
  store i32 17, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 16), align 4, !tbaa !12
  store i32 18, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 17), align 1, !tbaa !12
  store i32 19, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 18), align 2, !tbaa !12
  store i32 20, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 25, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 19), align 1, !tbaa !12
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 20), align 4, !tbaa !12
  store i32 21, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 1), align 4, !tbaa !5
  store i32 22, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 21), align 1, !tbaa !12
  store i32 23, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 22), align 2, !tbaa !12
  store i32 24, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 23), align 1, !tbaa !12
  store i32 25, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 37, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 24), align 4, !tbaa !12
  store i32 26, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 25), align 1, !tbaa !12
  store i32 27, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 26), align 2, !tbaa !12
  store i32 28, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 27), align 1, !tbaa !12
  store i32 29, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 8, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 28), align 4, !tbaa !12
  store i32 30, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 24, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 29), align 1, !tbaa !12
  store i32 31, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 30), align 2, !tbaa !12
  store i32 32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 31), align 1, !tbaa !12
  store i32 33, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 11, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 32), align 4, !tbaa !12
  store i32 34, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 33), align 1, !tbaa !12
  store i32 35, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 34), align 2, !tbaa !12
  store i32 36, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 35), align 1, !tbaa !12
  store i32 37, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 8, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 36), align 4, !tbaa !12
  store i32 37, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 2), align 4, !tbaa !5
  store i32 38, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 3, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 37), align 1, !tbaa !12
  store i32 39, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 22, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 38), align 2, !tbaa !12
  %611 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %612 = sext i32 %611 to i64
  %613 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %612
  store i32 39, i32* %613, align 4, !tbaa !5
  %614 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %615 = add nsw i32 %614, 1
  store i32 %615, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %616 = sext i32 %614 to i64
  %617 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %616
  store i32 3, i32* %617, align 4, !tbaa !5
  %618 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %619 = add nsw i32 %618, 1
  store i32 %619, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %620 = sext i32 %618 to i64
  %621 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %620
  store i8 0, i8* %621, align 1, !tbaa !12
  %622 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %623 = add nsw i32 %622, 1
  store i32 %623, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %624 = sext i32 %622 to i64
  %625 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %624
  store i8 0, i8* %625, align 1, !tbaa !12
  %626 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %627 = add nsw i32 %626, 1
  store i32 %627, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %628 = sext i32 %626 to i64
  %629 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %628
  store i8 0, i8* %629, align 1, !tbaa !12
  %630 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %631 = add nsw i32 %630, 1
  store i32 %631, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %632 = sext i32 %630 to i64
  %633 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %632
  store i8 0, i8* %633, align 1, !tbaa !12
  %634 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %635 = add nsw i32 %634, 1
  store i32 %635, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %636 = sext i32 %634 to i64
  %637 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %636
  store i8 4, i8* %637, align 1, !tbaa !12
  %638 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %639 = add nsw i32 %638, 1
  store i32 %639, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %640 = sext i32 %638 to i64
  %641 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %640
  store i8 5, i8* %641, align 1, !tbaa !12
  %642 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %643 = add nsw i32 %642, 1
  store i32 %643, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %644 = sext i32 %642 to i64
  %645 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %644
  store i8 10, i8* %645, align 1, !tbaa !12
  %646 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %647 = add nsw i32 %646, 1
  store i32 %647, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %648 = sext i32 %646 to i64
  %649 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %648
  store i8 21, i8* %649, align 1, !tbaa !12
  %650 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %651 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %652 = sext i32 %651 to i64
  %653 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %652
  store i32 %650, i32* %653, align 4, !tbaa !5
  %654 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %655 = add nsw i32 %654, 1
  store i32 %655, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %656 = sext i32 %654 to i64
  %657 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %656
  store i32 2, i32* %657, align 4, !tbaa !5
  %658 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %659 = add nsw i32 %658, 1
  store i32 %659, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %660 = sext i32 %658 to i64
  %661 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %660
  store i8 0, i8* %661, align 1, !tbaa !12
  %662 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %663 = add nsw i32 %662, 1
  store i32 %663, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %664 = sext i32 %662 to i64
  %665 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %664
  store i8 0, i8* %665, align 1, !tbaa !12
  %666 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %667 = add nsw i32 %666, 1
  store i32 %667, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %668 = sext i32 %666 to i64
  %669 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %668
  store i8 0, i8* %669, align 1, !tbaa !12
  %670 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %671 = add nsw i32 %670, 1
  store i32 %671, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %672 = sext i32 %670 to i64
  %673 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %672
  store i8 0, i8* %673, align 1, !tbaa !12
  %674 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i32 %674, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 3), align 4, !tbaa !5
  %675 = add nsw i32 %674, 1
  store i32 %675, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %676 = sext i32 %674 to i64
  %677 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %676
  store i8 2, i8* %677, align 1, !tbaa !12
  %678 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %679 = add nsw i32 %678, 1
  store i32 %679, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %680 = sext i32 %678 to i64
  %681 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %680
  store i8 3, i8* %681, align 1, !tbaa !12
  %682 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %683 = add nsw i32 %682, 1
  store i32 %683, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %684 = sext i32 %682 to i64
  %685 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %684
  store i8 31, i8* %685, align 1, !tbaa !12
  %686 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %687 = add nsw i32 %686, 1
  store i32 %687, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %688 = sext i32 %686 to i64
  %689 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %688
  store i8 24, i8* %689, align 1, !tbaa !12
  %690 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %691 = add nsw i32 %690, 1
  store i32 %691, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %692 = sext i32 %690 to i64
  %693 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %692
  store i8 3, i8* %693, align 1, !tbaa !12
  %694 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %695 = add nsw i32 %694, 1
  store i32 %695, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %696 = sext i32 %694 to i64
  %697 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %696
  store i8 1, i8* %697, align 1, !tbaa !12
  %698 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %699 = add nsw i32 %698, 1
  store i32 %699, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %700 = sext i32 %698 to i64
  %701 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %700
  store i8 5, i8* %701, align 1, !tbaa !12
  %702 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %703 = add nsw i32 %702, 1
  store i32 %703, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %704 = sext i32 %702 to i64
  %705 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %704
  store i8 0, i8* %705, align 1, !tbaa !12
  %706 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %707 = add nsw i32 %706, 1
  store i32 %707, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %708 = sext i32 %706 to i64
  %709 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %708
  store i8 0, i8* %709, align 1, !tbaa !12
  %710 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %711 = add nsw i32 %710, 1
  store i32 %711, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %712 = sext i32 %710 to i64
  %713 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %712
  store i8 0, i8* %713, align 1, !tbaa !12
  %714 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %715 = add nsw i32 %714, 1
  store i32 %715, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %716 = sext i32 %714 to i64
  %717 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %716
  store i8 15, i8* %717, align 1, !tbaa !12
  %718 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %719 = add nsw i32 %718, 1
  store i32 %719, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %720 = sext i32 %718 to i64
  %721 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %720
  store i8 14, i8* %721, align 1, !tbaa !12
  %722 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %723 = add nsw i32 %722, 1
  store i32 %723, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %724 = sext i32 %722 to i64
  %725 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %724
  store i8 1, i8* %725, align 1, !tbaa !12
  %726 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %727 = add nsw i32 %726, 1
  store i32 %727, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %728 = sext i32 %726 to i64
  %729 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %728
  store i8 -1, i8* %729, align 1, !tbaa !12
  %730 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %731 = add nsw i32 %730, 1
  store i32 %731, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %732 = sext i32 %730 to i64
  %733 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %732
  store i8 -1, i8* %733, align 1, !tbaa !12
  %734 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %735 = add nsw i32 %734, 1
  store i32 %735, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %736 = sext i32 %734 to i64
  %737 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %736
  store i8 -1, i8* %737, align 1, !tbaa !12
  %738 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %739 = add nsw i32 %738, 1
  store i32 %739, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %740 = sext i32 %738 to i64
  %741 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %740
  store i8 15, i8* %741, align 1, !tbaa !12
  %742 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %743 = add nsw i32 %742, 1
  store i32 %743, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %744 = sext i32 %742 to i64
  %745 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %744
  store i8 12, i8* %745, align 1, !tbaa !12
  %746 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %747 = add nsw i32 %746, 1
  store i32 %747, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %748 = sext i32 %746 to i64
  %749 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %748
  store i8 25, i8* %749, align 1, !tbaa !12
  %750 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %751 = add nsw i32 %750, 1
  store i32 %751, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %752 = sext i32 %750 to i64
  %753 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %752
  store i8 3, i8* %753, align 1, !tbaa !12
  %754 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %755 = add nsw i32 %754, 1
  store i32 %755, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %756 = sext i32 %754 to i64
  %757 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %756
  store i8 26, i8* %757, align 1, !tbaa !12
  %758 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %759 = add nsw i32 %758, 1
  store i32 %759, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %760 = sext i32 %758 to i64
  %761 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %760
  store i8 1, i8* %761, align 1, !tbaa !12
  %762 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %763 = add nsw i32 %762, 1
  store i32 %763, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %764 = sext i32 %762 to i64
  %765 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %764
  store i8 1, i8* %765, align 1, !tbaa !12
  %766 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %767 = add nsw i32 %766, 1
  store i32 %767, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %768 = sext i32 %766 to i64
  %769 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %768
  store i8 24, i8* %769, align 1, !tbaa !12
  %770 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %771 = add nsw i32 %770, 1
  store i32 %771, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %772 = sext i32 %770 to i64
  %773 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %772
  store i8 1, i8* %773, align 1, !tbaa !12
  %774 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %775 = add nsw i32 %774, 1
  store i32 %775, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %776 = sext i32 %774 to i64
  %777 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %776
  store i8 1, i8* %777, align 1, !tbaa !12
  %778 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %779 = add nsw i32 %778, 1
  store i32 %779, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %780 = sext i32 %778 to i64
  %781 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %780
  store i8 30, i8* %781, align 1, !tbaa !12
  %782 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %783 = add nsw i32 %782, 1
  store i32 %783, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %784 = sext i32 %782 to i64
  %785 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %784
  store i8 0, i8* %785, align 1, !tbaa !12
  %786 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %787 = add nsw i32 %786, 1
  store i32 %787, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %788 = sext i32 %786 to i64
  %789 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %788
  store i8 0, i8* %789, align 1, !tbaa !12
  %790 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %791 = add nsw i32 %790, 1
  store i32 %791, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %792 = sext i32 %790 to i64
  %793 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %792
  store i8 0, i8* %793, align 1, !tbaa !12
  %794 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %795 = add nsw i32 %794, 1
  store i32 %795, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %796 = sext i32 %794 to i64
  %797 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %796
  store i8 18, i8* %797, align 1, !tbaa !12
  %798 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %799 = add nsw i32 %798, 1
  store i32 %799, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %800 = sext i32 %798 to i64
  %801 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %800
  store i8 23, i8* %801, align 1, !tbaa !12
  %802 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %803 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %804 = sext i32 %803 to i64
  %805 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %804
  store i32 %802, i32* %805, align 4, !tbaa !5
  %806 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %807 = add nsw i32 %806, 1
  store i32 %807, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %808 = sext i32 %806 to i64
  %809 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %808
  store i32 1, i32* %809, align 4, !tbaa !5
  %810 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %811 = add nsw i32 %810, 1
  store i32 %811, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %812 = sext i32 %810 to i64
  %813 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %812
  store i8 0, i8* %813, align 1, !tbaa !12
  %814 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %815 = add nsw i32 %814, 1
  store i32 %815, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %816 = sext i32 %814 to i64
  %817 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %816
  store i8 0, i8* %817, align 1, !tbaa !12
  %818 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %819 = add nsw i32 %818, 1
  store i32 %819, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %820 = sext i32 %818 to i64
  %821 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %820
  store i8 0, i8* %821, align 1, !tbaa !12
  %822 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %823 = add nsw i32 %822, 1
  store i32 %823, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %824 = sext i32 %822 to i64
  %825 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %824
  store i8 0, i8* %825, align 1, !tbaa !12
  %826 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %827 = add nsw i32 %826, 1
  store i32 %827, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %828 = sext i32 %826 to i64
  %829 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %828
  store i8 26, i8* %829, align 1, !tbaa !12
  %830 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %831 = add nsw i32 %830, 1
  store i32 %831, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %832 = sext i32 %830 to i64
  %833 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %832
  store i8 0, i8* %833, align 1, !tbaa !12
  %834 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %835 = add nsw i32 %834, 1
  store i32 %835, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %836 = sext i32 %834 to i64
  %837 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %836
  store i8 1, i8* %837, align 1, !tbaa !12
  %838 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %839 = add nsw i32 %838, 1
  store i32 %839, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %840 = sext i32 %838 to i64
  %841 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %840
  store i8 24, i8* %841, align 1, !tbaa !12
  %842 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %843 = add nsw i32 %842, 1
  store i32 %843, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %844 = sext i32 %842 to i64
  %845 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %844
  store i8 0, i8* %845, align 1, !tbaa !12
  %846 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %847 = add nsw i32 %846, 1
  store i32 %847, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %848 = sext i32 %846 to i64
  %849 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %848
  store i8 1, i8* %849, align 1, !tbaa !12
  %850 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %851 = add nsw i32 %850, 1
  store i32 %851, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %852 = sext i32 %850 to i64
  %853 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %852
  store i8 30, i8* %853, align 1, !tbaa !12
  %854 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %855 = add nsw i32 %854, 1
  store i32 %855, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %856 = sext i32 %854 to i64
  %857 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %856
  store i8 0, i8* %857, align 1, !tbaa !12
  %858 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %859 = add nsw i32 %858, 1
  store i32 %859, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %860 = sext i32 %858 to i64
  %861 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %860
  store i8 0, i8* %861, align 1, !tbaa !12
  %862 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %863 = add nsw i32 %862, 1
  store i32 %863, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %864 = sext i32 %862 to i64
  %865 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %864
  store i8 0, i8* %865, align 1, !tbaa !12
  %866 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %867 = add nsw i32 %866, 1
  store i32 %867, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %868 = sext i32 %866 to i64
  %869 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %868
  store i8 18, i8* %869, align 1, !tbaa !12
  %870 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %871 = add nsw i32 %870, 1
  store i32 %871, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %872 = sext i32 %870 to i64
  %873 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %872
  store i8 23, i8* %873, align 1, !tbaa !12
  %874 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %875 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %876 = sext i32 %875 to i64
  %877 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %876
  store i32 %874, i32* %877, align 4, !tbaa !5
  %878 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %879 = add nsw i32 %878, 1
  store i32 %879, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %880 = sext i32 %878 to i64
  %881 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %880
  store i32 0, i32* %881, align 4, !tbaa !5
  %882 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %883 = add nsw i32 %882, 1
  store i32 %883, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %884 = sext i32 %882 to i64
  %885 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %884
  store i8 0, i8* %885, align 1, !tbaa !12
  %886 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %887 = add nsw i32 %886, 1
  store i32 %887, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %888 = sext i32 %886 to i64
  %889 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %888
  store i8 0, i8* %889, align 1, !tbaa !12
  %890 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %891 = add nsw i32 %890, 1
  store i32 %891, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %892 = sext i32 %890 to i64
  %893 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %892
  store i8 0, i8* %893, align 1, !tbaa !12
  %894 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %895 = add nsw i32 %894, 1
  store i32 %895, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %896 = sext i32 %894 to i64
  %897 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %896
  store i8 0, i8* %897, align 1, !tbaa !12
  %898 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %899 = add nsw i32 %898, 1
  store i32 %899, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %900 = sext i32 %898 to i64
  %901 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %900
  store i8 24, i8* %901, align 1, !tbaa !12
  %902 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %903 = add nsw i32 %902, 1
  store i32 %903, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %904 = sext i32 %902 to i64
  %905 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %904
  store i8 3, i8* %905, align 1, !tbaa !12
  %906 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %907 = add nsw i32 %906, 1
  store i32 %907, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %908 = sext i32 %906 to i64
  %909 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %908
  store i8 11, i8* %909, align 1, !tbaa !12
  %910 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %911 = add nsw i32 %910, 1
  store i32 %911, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %912 = sext i32 %910 to i64
  %913 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %912
  store i8 0, i8* %913, align 1, !tbaa !12
  call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0))
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i32 0, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  store i32 1, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 0), align 4, !tbaa !12
  store i32 2, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 7, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 1), align 1, !tbaa !12
  store i32 3, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 2), align 2, !tbaa !12
  store i32 4, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 3), align 1, !tbaa !12
  store i32 5, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 4), align 4, !tbaa !12
  store i32 6, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 1, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 5), align 1, !tbaa !12
  %914 = trunc i32 %1 to i8
  store i32 7, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 %914, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 6), align 2, !tbaa !12
  %915 = lshr i32 %1, 8
  %916 = trunc i32 %915 to i8
  store i32 8, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 %916, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 7), align 1, !tbaa !12
  %917 = lshr i32 %1, 16
  %918 = trunc i32 %917 to i8
  store i32 9, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 %918, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 8), align 4, !tbaa !12
  %919 = lshr i32 %1, 24
  %920 = trunc i32 %919 to i8
  store i32 10, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 %920, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 9), align 1, !tbaa !12
  store i32 11, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 9, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 10), align 2, !tbaa !12
  store i32 12, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i8 0, i8* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 11), align 1, !tbaa !12
  call fastcc void @run_and_report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0))
  %921 = load i32, i32* @check, align 4, !tbaa !5
  %922 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef zeroext %921)
  %923 = load i32, i32* @check, align 4, !tbaa !5
  %924 = and i32 %923, 127
  ret i32 %924
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
  store i32 -2128831035, i32* %7, align 8, !tbaa !17
  %8 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 7
  store i32 0, i32* %8, align 4, !tbaa !18
  %9 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %47

11:                                               ; preds = %1, %11
  %12 = phi i64 [ %43, %11 ], [ 0, %1 ]
  %13 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 3, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  store i32 %14, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %16 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 4, i64 %12
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 2, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = trunc i32 %20 to i8
  %22 = add nsw i32 %14, 1
  store i32 %22, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %23 = sext i32 %14 to i64
  %24 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %23
  store i8 %21, i8* %24, align 1, !tbaa !12
  %25 = lshr i32 %20, 8
  %26 = trunc i32 %25 to i8
  %27 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %29
  store i8 %26, i8* %30, align 1, !tbaa !12
  %31 = lshr i32 %20, 16
  %32 = trunc i32 %31 to i8
  %33 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %35 = sext i32 %33 to i64
  %36 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %35
  store i8 %32, i8* %36, align 1, !tbaa !12
  %37 = lshr i32 %20, 24
  %38 = trunc i32 %37 to i8
  %39 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %41 = sext i32 %39 to i64
  %42 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %41
  store i8 %38, i8* %42, align 1, !tbaa !12
  store i32 %15, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %43 = add nuw nsw i64 %12, 1
  %44 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 5), align 4, !tbaa !11
  %45 = sext i32 %44 to i64
  %46 = icmp slt i64 %43, %45
  br i1 %46, label %11, label %47, !llvm.loop !19

47:                                               ; preds = %11, %1
  %48 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %49 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), i8* noundef %0, i32 noundef signext %48)
  %50 = load i32, i32* getelementptr inbounds (%struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 1), align 4, !tbaa !9
  %51 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 3
  store i32 0, i32* %51, align 8, !tbaa !22
  %52 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 4
  store i32 0, i32* %52, align 4, !tbaa !23
  br label %53

53:                                               ; preds = %437, %47
  %54 = phi i32 [ 0, %47 ], [ %438, %437 ]
  %55 = phi i64 [ undef, %47 ], [ %439, %437 ]
  %56 = icmp sgt i32 %54, -1
  %57 = icmp slt i32 %54, %50
  %58 = and i1 %56, %57
  br i1 %58, label %59, label %437

59:                                               ; preds = %53
  %60 = add nsw i32 %54, 1
  %61 = sext i32 %54 to i64
  %62 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %61
  %63 = load i8, i8* %62, align 1, !tbaa !12
  %64 = load i64, i64* %6, align 8, !tbaa !15
  %65 = add i64 %64, 1
  store i64 %65, i64* %6, align 8, !tbaa !15
  switch i8 %63, label %437 [
    i8 0, label %66
    i8 1, label %74
    i8 2, label %106
    i8 3, label %109
    i8 4, label %118
    i8 5, label %128
    i8 6, label %137
    i8 7, label %137
    i8 8, label %137
    i8 9, label %137
    i8 10, label %137
    i8 12, label %137
    i8 13, label %137
    i8 14, label %137
    i8 15, label %137
    i8 16, label %137
    i8 17, label %137
    i8 18, label %137
    i8 19, label %137
    i8 11, label %184
    i8 20, label %191
    i8 21, label %199
    i8 22, label %225
    i8 23, label %260
    i8 24, label %295
    i8 25, label %308
    i8 26, label %321
    i8 27, label %336
    i8 29, label %377
    i8 28, label %396
    i8 30, label %412
    i8 31, label %419
  ]

66:                                               ; preds = %59
  %67 = load i32, i32* %51, align 8, !tbaa !22
  %68 = icmp sgt i32 %67, 0
  br i1 %68, label %69, label %437

69:                                               ; preds = %66
  %70 = add nsw i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %71
  %73 = load i64, i64* %72, align 8, !tbaa !13
  br label %437

74:                                               ; preds = %59
  %75 = sext i32 %60 to i64
  %76 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %75
  %77 = load i8, i8* %76, align 1, !tbaa !12
  %78 = zext i8 %77 to i32
  %79 = add nsw i32 %54, 2
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %80
  %82 = load i8, i8* %81, align 1, !tbaa !12
  %83 = zext i8 %82 to i32
  %84 = shl nuw nsw i32 %83, 8
  %85 = or i32 %84, %78
  %86 = add nsw i32 %54, 3
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %87
  %89 = load i8, i8* %88, align 1, !tbaa !12
  %90 = zext i8 %89 to i32
  %91 = shl nuw nsw i32 %90, 16
  %92 = or i32 %85, %91
  %93 = add nsw i32 %54, 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %94
  %96 = load i8, i8* %95, align 1, !tbaa !12
  %97 = zext i8 %96 to i32
  %98 = shl nuw i32 %97, 24
  %99 = or i32 %92, %98
  %100 = sext i32 %99 to i64
  %101 = load i32, i32* %51, align 8, !tbaa !22
  %102 = add nsw i32 %101, 1
  store i32 %102, i32* %51, align 8, !tbaa !22
  %103 = sext i32 %101 to i64
  %104 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %103
  store i64 %100, i64* %104, align 8, !tbaa !13
  %105 = add nsw i32 %54, 5
  br label %431

106:                                              ; preds = %59
  %107 = load i32, i32* %51, align 8, !tbaa !22
  %108 = add nsw i32 %107, -1
  store i32 %108, i32* %51, align 8, !tbaa !22
  br label %431

109:                                              ; preds = %59
  %110 = load i32, i32* %51, align 8, !tbaa !22
  %111 = add nsw i32 %110, -1
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %112
  %114 = load i64, i64* %113, align 8, !tbaa !13
  %115 = sext i32 %110 to i64
  %116 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %115
  store i64 %114, i64* %116, align 8, !tbaa !13
  %117 = add nsw i32 %110, 1
  store i32 %117, i32* %51, align 8, !tbaa !22
  br label %431

118:                                              ; preds = %59
  %119 = load i32, i32* %51, align 8, !tbaa !22
  %120 = add nsw i32 %119, -1
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %121
  %123 = load i64, i64* %122, align 8, !tbaa !13
  %124 = add nsw i32 %119, -2
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %125
  %127 = load i64, i64* %126, align 8, !tbaa !13
  store i64 %127, i64* %122, align 8, !tbaa !13
  store i64 %123, i64* %126, align 8, !tbaa !13
  br label %431

128:                                              ; preds = %59
  %129 = load i32, i32* %51, align 8, !tbaa !22
  %130 = add nsw i32 %129, -2
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %131
  %133 = load i64, i64* %132, align 8, !tbaa !13
  %134 = sext i32 %129 to i64
  %135 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %134
  store i64 %133, i64* %135, align 8, !tbaa !13
  %136 = add nsw i32 %129, 1
  store i32 %136, i32* %51, align 8, !tbaa !22
  br label %431

137:                                              ; preds = %59, %59, %59, %59, %59, %59, %59, %59, %59, %59, %59, %59, %59
  %138 = load i32, i32* %51, align 8, !tbaa !22
  %139 = add nsw i32 %138, -1
  store i32 %139, i32* %51, align 8, !tbaa !22
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %140
  %142 = load i64, i64* %141, align 8, !tbaa !13
  %143 = add nsw i32 %138, -2
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %144
  %146 = load i64, i64* %145, align 8, !tbaa !13
  switch i8 %63, label %179 [
    i8 6, label %147
    i8 7, label %149
    i8 8, label %151
    i8 9, label %153
    i8 10, label %157
    i8 12, label %161
    i8 13, label %163
    i8 14, label %165
    i8 15, label %167
    i8 16, label %170
    i8 17, label %173
    i8 18, label %176
  ]

147:                                              ; preds = %137
  %148 = add i64 %146, %142
  br label %182

149:                                              ; preds = %137
  %150 = sub i64 %146, %142
  br label %182

151:                                              ; preds = %137
  %152 = mul i64 %146, %142
  br label %182

153:                                              ; preds = %137
  %154 = icmp eq i64 %142, 0
  br i1 %154, label %437, label %155

155:                                              ; preds = %153
  %156 = sdiv i64 %146, %142
  br label %182

157:                                              ; preds = %137
  %158 = icmp eq i64 %142, 0
  br i1 %158, label %437, label %159

159:                                              ; preds = %157
  %160 = srem i64 %146, %142
  br label %182

161:                                              ; preds = %137
  %162 = and i64 %146, %142
  br label %182

163:                                              ; preds = %137
  %164 = or i64 %146, %142
  br label %182

165:                                              ; preds = %137
  %166 = xor i64 %146, %142
  br label %182

167:                                              ; preds = %137
  %168 = and i64 %142, 63
  %169 = shl i64 %146, %168
  br label %182

170:                                              ; preds = %137
  %171 = and i64 %142, 63
  %172 = ashr i64 %146, %171
  br label %182

173:                                              ; preds = %137
  %174 = icmp slt i64 %146, %142
  %175 = zext i1 %174 to i64
  br label %182

176:                                              ; preds = %137
  %177 = icmp sle i64 %146, %142
  %178 = zext i1 %177 to i64
  br label %182

179:                                              ; preds = %137
  %180 = icmp eq i64 %146, %142
  %181 = zext i1 %180 to i64
  br label %182

182:                                              ; preds = %179, %176, %173, %170, %167, %165, %163, %161, %159, %155, %151, %149, %147
  %183 = phi i64 [ %181, %179 ], [ %178, %176 ], [ %175, %173 ], [ %172, %170 ], [ %169, %167 ], [ %166, %165 ], [ %164, %163 ], [ %162, %161 ], [ %160, %159 ], [ %156, %155 ], [ %152, %151 ], [ %150, %149 ], [ %148, %147 ]
  store i64 %183, i64* %145, align 8, !tbaa !13
  br label %431

184:                                              ; preds = %59
  %185 = load i32, i32* %51, align 8, !tbaa !22
  %186 = add nsw i32 %185, -1
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %187
  %189 = load i64, i64* %188, align 8, !tbaa !13
  %190 = sub i64 0, %189
  store i64 %190, i64* %188, align 8, !tbaa !13
  br label %431

191:                                              ; preds = %59
  %192 = load i32, i32* %51, align 8, !tbaa !22
  %193 = add nsw i32 %192, -1
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %194
  %196 = load i64, i64* %195, align 8, !tbaa !13
  %197 = icmp eq i64 %196, 0
  %198 = zext i1 %197 to i64
  store i64 %198, i64* %195, align 8, !tbaa !13
  br label %431

199:                                              ; preds = %59
  %200 = sext i32 %60 to i64
  %201 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %200
  %202 = load i8, i8* %201, align 1, !tbaa !12
  %203 = zext i8 %202 to i32
  %204 = add nsw i32 %54, 2
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %205
  %207 = load i8, i8* %206, align 1, !tbaa !12
  %208 = zext i8 %207 to i32
  %209 = shl nuw nsw i32 %208, 8
  %210 = or i32 %209, %203
  %211 = add nsw i32 %54, 3
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %212
  %214 = load i8, i8* %213, align 1, !tbaa !12
  %215 = zext i8 %214 to i32
  %216 = shl nuw nsw i32 %215, 16
  %217 = or i32 %210, %216
  %218 = add nsw i32 %54, 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %219
  %221 = load i8, i8* %220, align 1, !tbaa !12
  %222 = zext i8 %221 to i32
  %223 = shl nuw i32 %222, 24
  %224 = or i32 %217, %223
  br label %431

225:                                              ; preds = %59
  %226 = load i32, i32* %51, align 8, !tbaa !22
  %227 = add nsw i32 %226, -1
  store i32 %227, i32* %51, align 8, !tbaa !22
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %228
  %230 = load i64, i64* %229, align 8, !tbaa !13
  %231 = icmp eq i64 %230, 0
  br i1 %231, label %232, label %258

232:                                              ; preds = %225
  %233 = sext i32 %60 to i64
  %234 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %233
  %235 = load i8, i8* %234, align 1, !tbaa !12
  %236 = zext i8 %235 to i32
  %237 = add nsw i32 %54, 2
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %238
  %240 = load i8, i8* %239, align 1, !tbaa !12
  %241 = zext i8 %240 to i32
  %242 = shl nuw nsw i32 %241, 8
  %243 = or i32 %242, %236
  %244 = add nsw i32 %54, 3
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %245
  %247 = load i8, i8* %246, align 1, !tbaa !12
  %248 = zext i8 %247 to i32
  %249 = shl nuw nsw i32 %248, 16
  %250 = or i32 %243, %249
  %251 = add nsw i32 %54, 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %252
  %254 = load i8, i8* %253, align 1, !tbaa !12
  %255 = zext i8 %254 to i32
  %256 = shl nuw i32 %255, 24
  %257 = or i32 %250, %256
  br label %431

258:                                              ; preds = %225
  %259 = add nsw i32 %54, 5
  br label %431

260:                                              ; preds = %59
  %261 = load i32, i32* %51, align 8, !tbaa !22
  %262 = add nsw i32 %261, -1
  store i32 %262, i32* %51, align 8, !tbaa !22
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %263
  %265 = load i64, i64* %264, align 8, !tbaa !13
  %266 = icmp eq i64 %265, 0
  br i1 %266, label %293, label %267

267:                                              ; preds = %260
  %268 = sext i32 %60 to i64
  %269 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %268
  %270 = load i8, i8* %269, align 1, !tbaa !12
  %271 = zext i8 %270 to i32
  %272 = add nsw i32 %54, 2
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %273
  %275 = load i8, i8* %274, align 1, !tbaa !12
  %276 = zext i8 %275 to i32
  %277 = shl nuw nsw i32 %276, 8
  %278 = or i32 %277, %271
  %279 = add nsw i32 %54, 3
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %280
  %282 = load i8, i8* %281, align 1, !tbaa !12
  %283 = zext i8 %282 to i32
  %284 = shl nuw nsw i32 %283, 16
  %285 = or i32 %278, %284
  %286 = add nsw i32 %54, 4
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %287
  %289 = load i8, i8* %288, align 1, !tbaa !12
  %290 = zext i8 %289 to i32
  %291 = shl nuw i32 %290, 24
  %292 = or i32 %285, %291
  br label %431

293:                                              ; preds = %260
  %294 = add nsw i32 %54, 5
  br label %431

295:                                              ; preds = %59
  %296 = add nsw i32 %54, 2
  %297 = sext i32 %60 to i64
  %298 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %297
  %299 = load i8, i8* %298, align 1, !tbaa !12
  %300 = and i8 %299, 15
  %301 = zext i8 %300 to i64
  %302 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 1, i64 %301
  %303 = load i64, i64* %302, align 8, !tbaa !13
  %304 = load i32, i32* %51, align 8, !tbaa !22
  %305 = add nsw i32 %304, 1
  store i32 %305, i32* %51, align 8, !tbaa !22
  %306 = sext i32 %304 to i64
  %307 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %306
  store i64 %303, i64* %307, align 8, !tbaa !13
  br label %431

308:                                              ; preds = %59
  %309 = load i32, i32* %51, align 8, !tbaa !22
  %310 = add nsw i32 %309, -1
  store i32 %310, i32* %51, align 8, !tbaa !22
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %311
  %313 = load i64, i64* %312, align 8, !tbaa !13
  %314 = add nsw i32 %54, 2
  %315 = sext i32 %60 to i64
  %316 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %315
  %317 = load i8, i8* %316, align 1, !tbaa !12
  %318 = and i8 %317, 15
  %319 = zext i8 %318 to i64
  %320 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 1, i64 %319
  store i64 %313, i64* %320, align 8, !tbaa !13
  br label %431

321:                                              ; preds = %59
  %322 = add nsw i32 %54, 2
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %323
  %325 = load i8, i8* %324, align 1, !tbaa !12
  %326 = sext i8 %325 to i64
  %327 = sext i32 %60 to i64
  %328 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %327
  %329 = load i8, i8* %328, align 1, !tbaa !12
  %330 = and i8 %329, 15
  %331 = zext i8 %330 to i64
  %332 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 1, i64 %331
  %333 = load i64, i64* %332, align 8, !tbaa !13
  %334 = add nsw i64 %333, %326
  store i64 %334, i64* %332, align 8, !tbaa !13
  %335 = add nsw i32 %54, 3
  br label %431

336:                                              ; preds = %59
  %337 = load i32, i32* %52, align 4, !tbaa !23
  %338 = icmp sgt i32 %337, 63
  br i1 %338, label %437, label %339

339:                                              ; preds = %336
  %340 = add nsw i32 %54, 6
  %341 = sext i32 %337 to i64
  %342 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 2, i64 %341, i32 0
  store i32 %340, i32* %342, align 8, !tbaa !24
  %343 = load i32, i32* %51, align 8, !tbaa !22
  %344 = add nsw i32 %54, 5
  %345 = sext i32 %344 to i64
  %346 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %345
  %347 = load i8, i8* %346, align 1, !tbaa !12
  %348 = zext i8 %347 to i32
  %349 = sub nsw i32 %343, %348
  %350 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 2, i64 %341, i32 1
  store i32 %349, i32* %350, align 4, !tbaa !26
  %351 = add nsw i32 %337, 1
  store i32 %351, i32* %52, align 4, !tbaa !23
  %352 = sext i32 %60 to i64
  %353 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %352
  %354 = load i8, i8* %353, align 1, !tbaa !12
  %355 = zext i8 %354 to i32
  %356 = add nsw i32 %54, 2
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %357
  %359 = load i8, i8* %358, align 1, !tbaa !12
  %360 = zext i8 %359 to i32
  %361 = shl nuw nsw i32 %360, 8
  %362 = or i32 %361, %355
  %363 = add nsw i32 %54, 3
  %364 = sext i32 %363 to i64
  %365 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %364
  %366 = load i8, i8* %365, align 1, !tbaa !12
  %367 = zext i8 %366 to i32
  %368 = shl nuw nsw i32 %367, 16
  %369 = or i32 %362, %368
  %370 = add nsw i32 %54, 4
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %371
  %373 = load i8, i8* %372, align 1, !tbaa !12
  %374 = zext i8 %373 to i32
  %375 = shl nuw i32 %374, 24
  %376 = or i32 %369, %375
  br label %431

377:                                              ; preds = %59
  %378 = load i32, i32* %52, align 4, !tbaa !23
  %379 = add nsw i32 %378, -1
  %380 = sext i32 %379 to i64
  %381 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 2, i64 %380, i32 1
  %382 = load i32, i32* %381, align 4, !tbaa !26
  %383 = add nsw i32 %54, 2
  %384 = sext i32 %60 to i64
  %385 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* @main.a, i64 0, i32 0, i64 %384
  %386 = load i8, i8* %385, align 1, !tbaa !12
  %387 = zext i8 %386 to i32
  %388 = add nsw i32 %382, %387
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %389
  %391 = load i64, i64* %390, align 8, !tbaa !13
  %392 = load i32, i32* %51, align 8, !tbaa !22
  %393 = sext i32 %392 to i64
  %394 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %393
  store i64 %391, i64* %394, align 8, !tbaa !13
  %395 = add nsw i32 %392, 1
  store i32 %395, i32* %51, align 8, !tbaa !22
  br label %431

396:                                              ; preds = %59
  %397 = load i32, i32* %51, align 8, !tbaa !22
  %398 = add nsw i32 %397, -1
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %399
  %401 = load i64, i64* %400, align 8, !tbaa !13
  %402 = load i32, i32* %52, align 4, !tbaa !23
  %403 = add nsw i32 %402, -1
  store i32 %403, i32* %52, align 4, !tbaa !23
  %404 = sext i32 %403 to i64
  %405 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 2, i64 %404, i32 1
  %406 = load i32, i32* %405, align 4, !tbaa !26
  %407 = add nsw i32 %406, 1
  store i32 %407, i32* %51, align 8, !tbaa !22
  %408 = sext i32 %406 to i64
  %409 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %408
  store i64 %401, i64* %409, align 8, !tbaa !13
  %410 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 2, i64 %404, i32 0
  %411 = load i32, i32* %410, align 8, !tbaa !24
  br label %431

412:                                              ; preds = %59
  %413 = load i32, i32* %51, align 8, !tbaa !22
  %414 = add nsw i32 %413, -1
  store i32 %414, i32* %51, align 8, !tbaa !22
  %415 = sext i32 %414 to i64
  %416 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %415
  %417 = load i64, i64* %416, align 8, !tbaa !13
  %418 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0), i64 noundef %417) #4
  br label %431

419:                                              ; preds = %59
  %420 = load i32, i32* %51, align 8, !tbaa !22
  %421 = add nsw i32 %420, -1
  store i32 %421, i32* %51, align 8, !tbaa !22
  %422 = sext i32 %421 to i64
  %423 = getelementptr inbounds %struct.vm, %struct.vm* %2, i64 0, i32 0, i64 %422
  %424 = load i64, i64* %423, align 8, !tbaa !13
  %425 = load i32, i32* %7, align 8, !tbaa !17
  %426 = trunc i64 %424 to i32
  %427 = xor i32 %425, %426
  %428 = mul i32 %427, 16777619
  store i32 %428, i32* %7, align 8, !tbaa !17
  %429 = load i32, i32* %8, align 4, !tbaa !18
  %430 = add nsw i32 %429, 1
  store i32 %430, i32* %8, align 4, !tbaa !18
  br label %431

431:                                              ; preds = %419, %412, %396, %377, %339, %321, %308, %295, %293, %267, %258, %232, %199, %191, %184, %182, %128, %118, %109, %106, %74
  %432 = phi i32 [ %60, %419 ], [ %60, %412 ], [ %411, %396 ], [ %383, %377 ], [ %376, %339 ], [ %335, %321 ], [ %314, %308 ], [ %296, %295 ], [ %224, %199 ], [ %60, %191 ], [ %60, %184 ], [ %60, %182 ], [ %60, %128 ], [ %60, %118 ], [ %60, %109 ], [ %60, %106 ], [ %105, %74 ], [ %257, %232 ], [ %259, %258 ], [ %292, %267 ], [ %294, %293 ]
  %433 = load i32, i32* %51, align 8, !tbaa !22
  %434 = icmp ugt i32 %433, 253
  %435 = select i1 %434, i64 -1005, i64 %55
  %436 = xor i1 %434, true
  br label %437

437:                                              ; preds = %431, %336, %157, %153, %69, %66, %59, %53
  %438 = phi i32 [ %54, %53 ], [ %60, %66 ], [ %60, %69 ], [ %60, %153 ], [ %60, %157 ], [ %60, %336 ], [ %60, %59 ], [ %432, %431 ]
  %439 = phi i64 [ -1000, %53 ], [ 0, %66 ], [ %73, %69 ], [ -1001, %153 ], [ -1002, %157 ], [ -1003, %336 ], [ -1004, %59 ], [ %435, %431 ]
  %440 = phi i1 [ false, %53 ], [ false, %66 ], [ false, %69 ], [ false, %153 ], [ false, %157 ], [ false, %336 ], [ false, %59 ], [ %436, %431 ]
  br i1 %440, label %53, label %441, !llvm.loop !27

441:                                              ; preds = %437
  %442 = load i64, i64* %6, align 8, !tbaa !15
  %443 = load i32, i32* %8, align 4, !tbaa !18
  %444 = load i32, i32* %7, align 8, !tbaa !17
  %445 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i64 0, i64 0), i64 noundef %439, i64 noundef %442, i32 noundef signext %443, i32 noundef zeroext %444)
  %446 = load i32, i32* @check, align 4, !tbaa !5
  %447 = mul i32 %446, 31
  %448 = trunc i64 %439 to i32
  %449 = add i32 %447, %448
  %450 = load i64, i64* %6, align 8, !tbaa !15
  %451 = trunc i64 %450 to i32
  %452 = add i32 %449, %451
  %453 = load i32, i32* %7, align 8, !tbaa !17
  %454 = add i32 %452, %453
  store i32 %454, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2712, i8* nonnull %3) #4
  ret void
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
!14 = !{!"long", !7, i64 0}
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
