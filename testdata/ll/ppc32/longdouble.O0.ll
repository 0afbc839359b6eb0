; ModuleID = 'c/longdouble.c'
source_filename = "c/longdouble.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.acc = type { ppc_fp128, i32, ppc_fp128 }

@table = internal global [8 x ppc_fp128] [ppc_fp128 0xM3FF00000000000000000000000000000, ppc_fp128 0xMC0040000000000008000000000000000, ppc_fp128 0xM400A0000000000000000000000000000, ppc_fp128 0xM7E37E43C8800759CFAD698FDC7ACE0CA, ppc_fp128 0xM81A56E1FC2F8F35900000000004D6491, ppc_fp128 0xM3FB999999999999ABC5999999999999A, ppc_fp128 0xM4002AAAAAAAAAAABBCA5555555555556, ppc_fp128 0xM419D6F34548000000000000000000000], align 16
@.str = private unnamed_addr constant [22 x i8] c"acc %.10Lg %d %.10Lg\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"poly %.15Lg %.15Lg\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"fact %.0Lf\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"pick %.12Lg\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"conv %lld %llu %d %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"conv2 %llu %.1f\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"from %.1Lf %.1Lf %.1Lf %.2Lf\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"libm %.12Lg %.12Lg %.12Lg\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.acc, align 16
  %3 = alloca i32, align 4
  %4 = alloca ppc_fp128, align 16
  %5 = alloca i32, align 4
  %6 = alloca ppc_fp128, align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca double, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca ppc_fp128, align 16
  %16 = alloca ppc_fp128, align 16
  %17 = alloca ppc_fp128, align 16
  %18 = alloca ppc_fp128, align 16
  store i32 0, i32* %1, align 4
  %19 = bitcast %struct.acc* %2 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 16 %19, i8 0, i32 48, i1 false)
  store i32 0, i32* %3, align 4
  br label %20

20:                                               ; preds = %28, %0
  %21 = load i32, i32* %3, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %31

23:                                               ; preds = %20
  %24 = load i32, i32* %3, align 4
  %25 = getelementptr inbounds [8 x ppc_fp128], [8 x ppc_fp128]* @table, i32 0, i32 %24
  %26 = load ppc_fp128, ppc_fp128* %25, align 16
  %27 = fdiv ppc_fp128 %26, 0xM40080000000000000000000000000000
  call void @add(%struct.acc* noundef %2, ppc_fp128 noundef %27)
  br label %28

28:                                               ; preds = %23
  %29 = load i32, i32* %3, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %3, align 4
  br label %20, !llvm.loop !6

31:                                               ; preds = %20
  %32 = getelementptr inbounds %struct.acc, %struct.acc* %2, i32 0, i32 0
  %33 = load ppc_fp128, ppc_fp128* %32, align 16
  %34 = getelementptr inbounds %struct.acc, %struct.acc* %2, i32 0, i32 1
  %35 = load i32, i32* %34, align 16
  %36 = getelementptr inbounds %struct.acc, %struct.acc* %2, i32 0, i32 2
  %37 = load ppc_fp128, ppc_fp128* %36, align 16
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), ppc_fp128 noundef %33, i32 noundef %35, ppc_fp128 noundef %37)
  %39 = call ppc_fp128 @poly(ppc_fp128 noundef 0xM3FE00000000000000000000000000000, i32 noundef 10, double noundef 3.000000e+00)
  %40 = call ppc_fp128 @poly(ppc_fp128 noundef 0xMBFF40000000000008000000000000000, i32 noundef 7, double noundef 1.000000e-01)
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i32 0, i32 0), ppc_fp128 noundef %39, ppc_fp128 noundef %40)
  store ppc_fp128 0xM3FF00000000000000000000000000000, ppc_fp128* %4, align 16
  store i32 1, i32* %5, align 4
  br label %42

42:                                               ; preds = %50, %31
  %43 = load i32, i32* %5, align 4
  %44 = icmp sle i32 %43, 25
  br i1 %44, label %45, label %53

45:                                               ; preds = %42
  %46 = load i32, i32* %5, align 4
  %47 = sitofp i32 %46 to ppc_fp128
  %48 = load ppc_fp128, ppc_fp128* %4, align 16
  %49 = fmul ppc_fp128 %48, %47
  store ppc_fp128 %49, ppc_fp128* %4, align 16
  br label %50

50:                                               ; preds = %45
  %51 = load i32, i32* %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %5, align 4
  br label %42, !llvm.loop !8

53:                                               ; preds = %42
  %54 = load ppc_fp128, ppc_fp128* %4, align 16
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), ppc_fp128 noundef %54)
  store ppc_fp128 0xM00000000000000000000000000000000, ppc_fp128* %6, align 16
  store i32 0, i32* %7, align 4
  br label %56

56:                                               ; preds = %79, %53
  %57 = load i32, i32* %7, align 4
  %58 = icmp slt i32 %57, 3
  br i1 %58, label %59, label %82

59:                                               ; preds = %56
  store i32 0, i32* %8, align 4
  br label %60

60:                                               ; preds = %75, %59
  %61 = load i32, i32* %8, align 4
  %62 = icmp slt i32 %61, 7
  br i1 %62, label %63, label %78

63:                                               ; preds = %60
  %64 = load i32, i32* %8, align 4
  %65 = getelementptr inbounds [8 x ppc_fp128], [8 x ppc_fp128]* @table, i32 0, i32 %64
  %66 = load ppc_fp128, ppc_fp128* %65, align 16
  %67 = load i32, i32* %8, align 4
  %68 = add nsw i32 %67, 1
  %69 = getelementptr inbounds [8 x ppc_fp128], [8 x ppc_fp128]* @table, i32 0, i32 %68
  %70 = load ppc_fp128, ppc_fp128* %69, align 16
  %71 = load i32, i32* %7, align 4
  %72 = call ppc_fp128 @pick(ppc_fp128 noundef %66, ppc_fp128 noundef %70, i32 noundef %71)
  %73 = load ppc_fp128, ppc_fp128* %6, align 16
  %74 = fadd ppc_fp128 %73, %72
  store ppc_fp128 %74, ppc_fp128* %6, align 16
  br label %75

75:                                               ; preds = %63
  %76 = load i32, i32* %8, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %8, align 4
  br label %60, !llvm.loop !9

78:                                               ; preds = %60
  br label %79

79:                                               ; preds = %78
  %80 = load i32, i32* %7, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, i32* %7, align 4
  br label %56, !llvm.loop !10

82:                                               ; preds = %56
  %83 = load ppc_fp128, ppc_fp128* %6, align 16
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), ppc_fp128 noundef %83)
  %85 = call i64 @toints(ppc_fp128 noundef 0xMC0FE240C000000008000000000000000, i64* noundef %9, i32* noundef %10, float* noundef %11, double* noundef %12)
  store i64 %85, i64* %13, align 8
  %86 = load i64, i64* %13, align 8
  %87 = load i64, i64* %9, align 8
  %88 = load i32, i32* %10, align 4
  %89 = load float, float* %11, align 4
  %90 = fpext float %89 to double
  %91 = load double, double* %12, align 8
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.4, i32 0, i32 0), i64 noundef %86, i64 noundef %87, i32 noundef %88, double noundef %90, double noundef %91)
  %93 = call i64 @toints(ppc_fp128 noundef 0xM43F0000000000000C083400000000000, i64* noundef %9, i32* noundef %10, float* noundef %11, double* noundef %12)
  store i64 %93, i64* %13, align 8
  %94 = load i64, i64* %9, align 8
  %95 = load double, double* %12, align 8
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i32 0, i32 0), i64 noundef %94, double noundef %95)
  store i64 -81985529216486896, i64* %14, align 8
  %97 = load i64, i64* %14, align 8
  %98 = uitofp i64 %97 to ppc_fp128
  store ppc_fp128 %98, ppc_fp128* %15, align 16
  %99 = load i64, i64* %14, align 8
  %100 = sitofp i64 %99 to ppc_fp128
  store ppc_fp128 %100, ppc_fp128* %16, align 16
  store ppc_fp128 0xMC01C0000000000000000000000000000, ppc_fp128* %17, align 16
  store ppc_fp128 0xM3FF80000000000000000000000000000, ppc_fp128* %18, align 16
  %101 = load ppc_fp128, ppc_fp128* %15, align 16
  %102 = load ppc_fp128, ppc_fp128* %16, align 16
  %103 = load ppc_fp128, ppc_fp128* %17, align 16
  %104 = load ppc_fp128, ppc_fp128* %18, align 16
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i32 0, i32 0), ppc_fp128 noundef %101, ppc_fp128 noundef %102, ppc_fp128 noundef %103, ppc_fp128 noundef %104)
  %106 = call ppc_fp128 @sqrtl(ppc_fp128 noundef 0xM40000000000000000000000000000000) #5
  %107 = call ppc_fp128 @llvm.floor.ppcf128(ppc_fp128 0xMC0040000000000008000000000000000)
  %108 = call ppc_fp128 @fmodl(ppc_fp128 noundef 0xM40240000000000000000000000000000, ppc_fp128 noundef 0xM40080000000000000000000000000000) #5
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), ppc_fp128 noundef %106, ppc_fp128 noundef %107, ppc_fp128 noundef %108)
  %110 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i32 0, i32 0), align 16
  %111 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i32 0, i32 1), align 16
  %112 = fcmp olt ppc_fp128 %110, %111
  %113 = zext i1 %112 to i32
  %114 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i32 0, i32 2), align 16
  %115 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i32 0, i32 1), align 16
  %116 = fcmp ogt ppc_fp128 %114, %115
  %117 = zext i1 %116 to i32
  %118 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i32 0, i32 5), align 16
  %119 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i32 0, i32 5), align 16
  %120 = fcmp oeq ppc_fp128 %118, %119
  %121 = zext i1 %120 to i32
  %122 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i32 0, i32 3), align 16
  %123 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i32 0, i32 3), align 16
  %124 = fcmp une ppc_fp128 %122, %123
  %125 = zext i1 %124 to i32
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i32 0, i32 0), i32 noundef %113, i32 noundef %117, i32 noundef %121, i32 noundef %125)
  %127 = getelementptr inbounds %struct.acc, %struct.acc* %2, i32 0, i32 0
  %128 = load ppc_fp128, ppc_fp128* %127, align 16
  %129 = fptosi ppc_fp128 %128 to i32
  %130 = and i32 %129, 127
  ret i32 %130
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(%struct.acc* noundef %0, ppc_fp128 noundef %1) #0 {
  %3 = alloca %struct.acc*, align 4
  %4 = alloca ppc_fp128, align 16
  store %struct.acc* %0, %struct.acc** %3, align 4
  store ppc_fp128 %1, ppc_fp128* %4, align 16
  %5 = load ppc_fp128, ppc_fp128* %4, align 16
  %6 = load %struct.acc*, %struct.acc** %3, align 4
  %7 = getelementptr inbounds %struct.acc, %struct.acc* %6, i32 0, i32 0
  %8 = load ppc_fp128, ppc_fp128* %7, align 16
  %9 = fadd ppc_fp128 %8, %5
  store ppc_fp128 %9, ppc_fp128* %7, align 16
  %10 = load ppc_fp128, ppc_fp128* %4, align 16
  %11 = load ppc_fp128, ppc_fp128* %4, align 16
  %12 = load %struct.acc*, %struct.acc** %3, align 4
  %13 = getelementptr inbounds %struct.acc, %struct.acc* %12, i32 0, i32 2
  %14 = load ppc_fp128, ppc_fp128* %13, align 16
  %15 = call ppc_fp128 @llvm.fmuladd.ppcf128(ppc_fp128 %10, ppc_fp128 %11, ppc_fp128 %14)
  store ppc_fp128 %15, ppc_fp128* %13, align 16
  %16 = load %struct.acc*, %struct.acc** %3, align 4
  %17 = getelementptr inbounds %struct.acc, %struct.acc* %16, i32 0, i32 1
  %18 = load i32, i32* %17, align 16
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %17, align 16
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ppc_fp128 @poly(ppc_fp128 noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ppc_fp128, align 16
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca ppc_fp128, align 16
  %8 = alloca i32, align 4
  store ppc_fp128 %0, ppc_fp128* %4, align 16
  store i32 %1, i32* %5, align 4
  store double %2, double* %6, align 8
  store ppc_fp128 0xM00000000000000000000000000000000, ppc_fp128* %7, align 16
  %9 = load i32, i32* %5, align 4
  store i32 %9, i32* %8, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, i32* %8, align 4
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %25

13:                                               ; preds = %10
  %14 = load ppc_fp128, ppc_fp128* %7, align 16
  %15 = load ppc_fp128, ppc_fp128* %4, align 16
  %16 = load i32, i32* %8, align 4
  %17 = sitofp i32 %16 to ppc_fp128
  %18 = load double, double* %6, align 8
  %19 = fpext double %18 to ppc_fp128
  %20 = fdiv ppc_fp128 %17, %19
  %21 = call ppc_fp128 @llvm.fmuladd.ppcf128(ppc_fp128 %14, ppc_fp128 %15, ppc_fp128 %20)
  store ppc_fp128 %21, ppc_fp128* %7, align 16
  br label %22

22:                                               ; preds = %13
  %23 = load i32, i32* %8, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, i32* %8, align 4
  br label %10, !llvm.loop !11

25:                                               ; preds = %10
  %26 = load ppc_fp128, ppc_fp128* %7, align 16
  ret ppc_fp128 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ppc_fp128 @pick(ppc_fp128 noundef %0, ppc_fp128 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ppc_fp128, align 16
  %5 = alloca ppc_fp128, align 16
  %6 = alloca ppc_fp128, align 16
  %7 = alloca i32, align 4
  store ppc_fp128 %0, ppc_fp128* %5, align 16
  store ppc_fp128 %1, ppc_fp128* %6, align 16
  store i32 %2, i32* %7, align 4
  %8 = load i32, i32* %7, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %20

10:                                               ; preds = %3
  %11 = load ppc_fp128, ppc_fp128* %5, align 16
  %12 = load ppc_fp128, ppc_fp128* %6, align 16
  %13 = fcmp olt ppc_fp128 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %10
  %15 = load ppc_fp128, ppc_fp128* %5, align 16
  br label %18

16:                                               ; preds = %10
  %17 = load ppc_fp128, ppc_fp128* %6, align 16
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi ppc_fp128 [ %15, %14 ], [ %17, %16 ]
  store ppc_fp128 %19, ppc_fp128* %4, align 16
  br label %51

20:                                               ; preds = %3
  %21 = load i32, i32* %7, align 4
  %22 = icmp eq i32 %21, 1
  br i1 %22, label %23, label %37

23:                                               ; preds = %20
  %24 = load ppc_fp128, ppc_fp128* %5, align 16
  %25 = load ppc_fp128, ppc_fp128* %6, align 16
  %26 = fcmp oge ppc_fp128 %24, %25
  br i1 %26, label %27, label %31

27:                                               ; preds = %23
  %28 = load ppc_fp128, ppc_fp128* %5, align 16
  %29 = load ppc_fp128, ppc_fp128* %6, align 16
  %30 = fsub ppc_fp128 %28, %29
  br label %35

31:                                               ; preds = %23
  %32 = load ppc_fp128, ppc_fp128* %6, align 16
  %33 = load ppc_fp128, ppc_fp128* %5, align 16
  %34 = fdiv ppc_fp128 %32, %33
  br label %35

35:                                               ; preds = %31, %27
  %36 = phi ppc_fp128 [ %30, %27 ], [ %34, %31 ]
  store ppc_fp128 %36, ppc_fp128* %4, align 16
  br label %51

37:                                               ; preds = %20
  %38 = load ppc_fp128, ppc_fp128* %5, align 16
  %39 = load ppc_fp128, ppc_fp128* %6, align 16
  %40 = fcmp oeq ppc_fp128 %38, %39
  br i1 %40, label %41, label %44

41:                                               ; preds = %37
  %42 = load ppc_fp128, ppc_fp128* %5, align 16
  %43 = fneg ppc_fp128 %42
  br label %49

44:                                               ; preds = %37
  %45 = load ppc_fp128, ppc_fp128* %5, align 16
  %46 = load ppc_fp128, ppc_fp128* %6, align 16
  %47 = fsub ppc_fp128 %45, %46
  %48 = call ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128 %47)
  br label %49

49:                                               ; preds = %44, %41
  %50 = phi ppc_fp128 [ %43, %41 ], [ %48, %44 ]
  store ppc_fp128 %50, ppc_fp128* %4, align 16
  br label %51

51:                                               ; preds = %49, %35, %18
  %52 = load ppc_fp128, ppc_fp128* %4, align 16
  ret ppc_fp128 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @toints(ppc_fp128 noundef %0, i64* noundef %1, i32* noundef %2, float* noundef %3, double* noundef %4) #0 {
  %6 = alloca ppc_fp128, align 16
  %7 = alloca i64*, align 4
  %8 = alloca i32*, align 4
  %9 = alloca float*, align 4
  %10 = alloca double*, align 4
  store ppc_fp128 %0, ppc_fp128* %6, align 16
  store i64* %1, i64** %7, align 4
  store i32* %2, i32** %8, align 4
  store float* %3, float** %9, align 4
  store double* %4, double** %10, align 4
  %11 = load ppc_fp128, ppc_fp128* %6, align 16
  %12 = call ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128 %11)
  %13 = fptoui ppc_fp128 %12 to i64
  %14 = load i64*, i64** %7, align 4
  store i64 %13, i64* %14, align 8
  %15 = load ppc_fp128, ppc_fp128* %6, align 16
  %16 = fptosi ppc_fp128 %15 to i32
  %17 = load i32*, i32** %8, align 4
  store i32 %16, i32* %17, align 4
  %18 = load ppc_fp128, ppc_fp128* %6, align 16
  %19 = fptrunc ppc_fp128 %18 to float
  %20 = load float*, float** %9, align 4
  store float %19, float* %20, align 4
  %21 = load ppc_fp128, ppc_fp128* %6, align 16
  %22 = fptrunc ppc_fp128 %21 to double
  %23 = load double*, double** %10, align 4
  store double %22, double* %23, align 8
  %24 = load ppc_fp128, ppc_fp128* %6, align 16
  %25 = fptosi ppc_fp128 %24 to i64
  ret i64 %25
}

; Function Attrs: nounwind
declare ppc_fp128 @sqrtl(ppc_fp128 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare ppc_fp128 @llvm.floor.ppcf128(ppc_fp128) #4

; Function Attrs: nounwind
declare ppc_fp128 @fmodl(ppc_fp128 noundef, ppc_fp128 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare ppc_fp128 @llvm.fmuladd.ppcf128(ppc_fp128, ppc_fp128, ppc_fp128) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
