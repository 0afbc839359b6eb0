; ModuleID = 'c/longdouble.c'
source_filename = "c/longdouble.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
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
  call void @llvm.memset.p0i8.i64(i8* align 16 %19, i8 0, i64 48, i1 false)
  store i32 0, i32* %3, align 4
  br label %20

20:                                               ; preds = %29, %0
  %21 = load i32, i32* %3, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %32

23:                                               ; preds = %20
  %24 = load i32, i32* %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x ppc_fp128], [8 x ppc_fp128]* @table, i64 0, i64 %25
  %27 = load ppc_fp128, ppc_fp128* %26, align 16
  %28 = fdiv ppc_fp128 %27, 0xM40080000000000000000000000000000
  call void @add(%struct.acc* noundef %2, ppc_fp128 noundef %28)
  br label %29

29:                                               ; preds = %23
  %30 = load i32, i32* %3, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %3, align 4
  br label %20, !llvm.loop !6

32:                                               ; preds = %20
  %33 = getelementptr inbounds %struct.acc, %struct.acc* %2, i32 0, i32 0
  %34 = load ppc_fp128, ppc_fp128* %33, align 16
  %35 = getelementptr inbounds %struct.acc, %struct.acc* %2, i32 0, i32 1
  %36 = load i32, i32* %35, align 16
  %37 = getelementptr inbounds %struct.acc, %struct.acc* %2, i32 0, i32 2
  %38 = load ppc_fp128, ppc_fp128* %37, align 16
  %39 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), ppc_fp128 noundef %34, i32 noundef signext %36, ppc_fp128 noundef %38)
  %40 = call ppc_fp128 @poly(ppc_fp128 noundef 0xM3FE00000000000000000000000000000, i32 noundef signext 10, double noundef 3.000000e+00)
  %41 = call ppc_fp128 @poly(ppc_fp128 noundef 0xMBFF40000000000008000000000000000, i32 noundef signext 7, double noundef 1.000000e-01)
  %42 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), ppc_fp128 noundef %40, ppc_fp128 noundef %41)
  store ppc_fp128 0xM3FF00000000000000000000000000000, ppc_fp128* %4, align 16
  store i32 1, i32* %5, align 4
  br label %43

43:                                               ; preds = %51, %32
  %44 = load i32, i32* %5, align 4
  %45 = icmp sle i32 %44, 25
  br i1 %45, label %46, label %54

46:                                               ; preds = %43
  %47 = load i32, i32* %5, align 4
  %48 = sitofp i32 %47 to ppc_fp128
  %49 = load ppc_fp128, ppc_fp128* %4, align 16
  %50 = fmul ppc_fp128 %49, %48
  store ppc_fp128 %50, ppc_fp128* %4, align 16
  br label %51

51:                                               ; preds = %46
  %52 = load i32, i32* %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %5, align 4
  br label %43, !llvm.loop !8

54:                                               ; preds = %43
  %55 = load ppc_fp128, ppc_fp128* %4, align 16
  %56 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), ppc_fp128 noundef %55)
  store ppc_fp128 0xM00000000000000000000000000000000, ppc_fp128* %6, align 16
  store i32 0, i32* %7, align 4
  br label %57

57:                                               ; preds = %82, %54
  %58 = load i32, i32* %7, align 4
  %59 = icmp slt i32 %58, 3
  br i1 %59, label %60, label %85

60:                                               ; preds = %57
  store i32 0, i32* %8, align 4
  br label %61

61:                                               ; preds = %78, %60
  %62 = load i32, i32* %8, align 4
  %63 = icmp slt i32 %62, 7
  br i1 %63, label %64, label %81

64:                                               ; preds = %61
  %65 = load i32, i32* %8, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [8 x ppc_fp128], [8 x ppc_fp128]* @table, i64 0, i64 %66
  %68 = load ppc_fp128, ppc_fp128* %67, align 16
  %69 = load i32, i32* %8, align 4
  %70 = add nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [8 x ppc_fp128], [8 x ppc_fp128]* @table, i64 0, i64 %71
  %73 = load ppc_fp128, ppc_fp128* %72, align 16
  %74 = load i32, i32* %7, align 4
  %75 = call ppc_fp128 @pick(ppc_fp128 noundef %68, ppc_fp128 noundef %73, i32 noundef signext %74)
  %76 = load ppc_fp128, ppc_fp128* %6, align 16
  %77 = fadd ppc_fp128 %76, %75
  store ppc_fp128 %77, ppc_fp128* %6, align 16
  br label %78

78:                                               ; preds = %64
  %79 = load i32, i32* %8, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %8, align 4
  br label %61, !llvm.loop !9

81:                                               ; preds = %61
  br label %82

82:                                               ; preds = %81
  %83 = load i32, i32* %7, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, i32* %7, align 4
  br label %57, !llvm.loop !10

85:                                               ; preds = %57
  %86 = load ppc_fp128, ppc_fp128* %6, align 16
  %87 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), ppc_fp128 noundef %86)
  %88 = call i64 @toints(ppc_fp128 noundef 0xMC0FE240C000000008000000000000000, i64* noundef %9, i32* noundef %10, float* noundef %11, double* noundef %12)
  store i64 %88, i64* %13, align 8
  %89 = load i64, i64* %13, align 8
  %90 = load i64, i64* %9, align 8
  %91 = load i32, i32* %10, align 4
  %92 = load float, float* %11, align 4
  %93 = fpext float %92 to double
  %94 = load double, double* %12, align 8
  %95 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.4, i64 0, i64 0), i64 noundef %89, i64 noundef %90, i32 noundef signext %91, double noundef %93, double noundef %94)
  %96 = call i64 @toints(ppc_fp128 noundef 0xM43F0000000000000C083400000000000, i64* noundef %9, i32* noundef %10, float* noundef %11, double* noundef %12)
  store i64 %96, i64* %13, align 8
  %97 = load i64, i64* %9, align 8
  %98 = load double, double* %12, align 8
  %99 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i64 noundef %97, double noundef %98)
  store i64 -81985529216486896, i64* %14, align 8
  %100 = load i64, i64* %14, align 8
  %101 = uitofp i64 %100 to ppc_fp128
  store ppc_fp128 %101, ppc_fp128* %15, align 16
  %102 = load i64, i64* %14, align 8
  %103 = sitofp i64 %102 to ppc_fp128
  store ppc_fp128 %103, ppc_fp128* %16, align 16
  store ppc_fp128 0xMC01C0000000000000000000000000000, ppc_fp128* %17, align 16
  store ppc_fp128 0xM3FF80000000000000000000000000000, ppc_fp128* %18, align 16
  %104 = load ppc_fp128, ppc_fp128* %15, align 16
  %105 = load ppc_fp128, ppc_fp128* %16, align 16
  %106 = load ppc_fp128, ppc_fp128* %17, align 16
  %107 = load ppc_fp128, ppc_fp128* %18, align 16
  %108 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), ppc_fp128 noundef %104, ppc_fp128 noundef %105, ppc_fp128 noundef %106, ppc_fp128 noundef %107)
  %109 = call ppc_fp128 @sqrtl(ppc_fp128 noundef 0xM40000000000000000000000000000000) #5
  %110 = call ppc_fp128 @llvm.floor.ppcf128(ppc_fp128 0xMC0040000000000008000000000000000)
  %111 = call ppc_fp128 @fmodl(ppc_fp128 noundef 0xM40240000000000000000000000000000, ppc_fp128 noundef 0xM40080000000000000000000000000000) #5
  %112 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), ppc_fp128 noundef %109, ppc_fp128 noundef %110, ppc_fp128 noundef %111)
  %113 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i64 0, i64 0), align 16
  %114 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i64 0, i64 1), align 16
  %115 = fcmp olt ppc_fp128 %113, %114
  %116 = zext i1 %115 to i32
  %117 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i64 0, i64 2), align 16
  %118 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i64 0, i64 1), align 16
  %119 = fcmp ogt ppc_fp128 %117, %118
  %120 = zext i1 %119 to i32
  %121 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i64 0, i64 5), align 16
  %122 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i64 0, i64 5), align 16
  %123 = fcmp oeq ppc_fp128 %121, %122
  %124 = zext i1 %123 to i32
  %125 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i64 0, i64 3), align 16
  %126 = load ppc_fp128, ppc_fp128* getelementptr inbounds ([8 x ppc_fp128], [8 x ppc_fp128]* @table, i64 0, i64 3), align 16
  %127 = fcmp une ppc_fp128 %125, %126
  %128 = zext i1 %127 to i32
  %129 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %116, i32 noundef signext %120, i32 noundef signext %124, i32 noundef signext %128)
  %130 = getelementptr inbounds %struct.acc, %struct.acc* %2, i32 0, i32 0
  %131 = load ppc_fp128, ppc_fp128* %130, align 16
  %132 = fptosi ppc_fp128 %131 to i32
  %133 = and i32 %132, 127
  ret i32 %133
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(%struct.acc* noundef %0, ppc_fp128 noundef %1) #0 {
  %3 = alloca %struct.acc*, align 8
  %4 = alloca ppc_fp128, align 16
  store %struct.acc* %0, %struct.acc** %3, align 8
  store ppc_fp128 %1, ppc_fp128* %4, align 16
  %5 = load ppc_fp128, ppc_fp128* %4, align 16
  %6 = load %struct.acc*, %struct.acc** %3, align 8
  %7 = getelementptr inbounds %struct.acc, %struct.acc* %6, i32 0, i32 0
  %8 = load ppc_fp128, ppc_fp128* %7, align 16
  %9 = fadd ppc_fp128 %8, %5
  store ppc_fp128 %9, ppc_fp128* %7, align 16
  %10 = load ppc_fp128, ppc_fp128* %4, align 16
  %11 = load ppc_fp128, ppc_fp128* %4, align 16
  %12 = load %struct.acc*, %struct.acc** %3, align 8
  %13 = getelementptr inbounds %struct.acc, %struct.acc* %12, i32 0, i32 2
  %14 = load ppc_fp128, ppc_fp128* %13, align 16
  %15 = call ppc_fp128 @llvm.fmuladd.ppcf128(ppc_fp128 %10, ppc_fp128 %11, ppc_fp128 %14)
  store ppc_fp128 %15, ppc_fp128* %13, align 16
  %16 = load %struct.acc*, %struct.acc** %3, align 8
  %17 = getelementptr inbounds %struct.acc, %struct.acc* %16, i32 0, i32 1
  %18 = load i32, i32* %17, align 16
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %17, align 16
  ret void
}

declare signext i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ppc_fp128 @poly(ppc_fp128 noundef %0, i32 noundef signext %1, double noundef %2) #0 {
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
define internal ppc_fp128 @pick(ppc_fp128 noundef %0, ppc_fp128 noundef %1, i32 noundef signext %2) #0 {
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
  %7 = alloca i64*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca float*, align 8
  %10 = alloca double*, align 8
  store ppc_fp128 %0, ppc_fp128* %6, align 16
  store i64* %1, i64** %7, align 8
  store i32* %2, i32** %8, align 8
  store float* %3, float** %9, align 8
  store double* %4, double** %10, align 8
  %11 = load ppc_fp128, ppc_fp128* %6, align 16
  %12 = call ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128 %11)
  %13 = fptoui ppc_fp128 %12 to i64
  %14 = load i64*, i64** %7, align 8
  store i64 %13, i64* %14, align 8
  %15 = load ppc_fp128, ppc_fp128* %6, align 16
  %16 = fptosi ppc_fp128 %15 to i32
  %17 = load i32*, i32** %8, align 8
  store i32 %16, i32* %17, align 4
  %18 = load ppc_fp128, ppc_fp128* %6, align 16
  %19 = fptrunc ppc_fp128 %18 to float
  %20 = load float*, float** %9, align 8
  store float %19, float* %20, align 4
  %21 = load ppc_fp128, ppc_fp128* %6, align 16
  %22 = fptrunc ppc_fp128 %21 to double
  %23 = load double*, double** %10, align 8
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
