; ModuleID = 'c/longdouble.c'
source_filename = "c/longdouble.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.acc = type { x86_fp80, i32, x86_fp80 }

@table = internal global [8 x x86_fp80] [x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xKC000A000000000000000, x86_fp80 0xK4000D000000000000000, x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80 0xKBC1AAB70FE17C79AC6CA, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xK40009555555555555555, x86_fp80 0xK4019EB79A2A400000000], align 16
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
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  %6 = alloca x86_fp80, align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca double, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
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
  %26 = getelementptr inbounds [8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 %25
  %27 = load x86_fp80, x86_fp80* %26, align 16
  %28 = fdiv x86_fp80 %27, 0xK4000C000000000000000
  call void @add(%struct.acc* noundef %2, x86_fp80 noundef %28)
  br label %29

29:                                               ; preds = %23
  %30 = load i32, i32* %3, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %3, align 4
  br label %20, !llvm.loop !6

32:                                               ; preds = %20
  %33 = getelementptr inbounds %struct.acc, %struct.acc* %2, i32 0, i32 0
  %34 = load x86_fp80, x86_fp80* %33, align 16
  %35 = getelementptr inbounds %struct.acc, %struct.acc* %2, i32 0, i32 1
  %36 = load i32, i32* %35, align 16
  %37 = getelementptr inbounds %struct.acc, %struct.acc* %2, i32 0, i32 2
  %38 = load x86_fp80, x86_fp80* %37, align 16
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), x86_fp80 noundef %34, i32 noundef %36, x86_fp80 noundef %38)
  %40 = call x86_fp80 @poly(x86_fp80 noundef 0xK3FFE8000000000000000, i32 noundef 10, double noundef 3.000000e+00)
  %41 = call x86_fp80 @poly(x86_fp80 noundef 0xKBFFFA000000000000000, i32 noundef 7, double noundef 1.000000e-01)
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), x86_fp80 noundef %40, x86_fp80 noundef %41)
  store x86_fp80 0xK3FFF8000000000000000, x86_fp80* %4, align 16
  store i32 1, i32* %5, align 4
  br label %43

43:                                               ; preds = %51, %32
  %44 = load i32, i32* %5, align 4
  %45 = icmp sle i32 %44, 25
  br i1 %45, label %46, label %54

46:                                               ; preds = %43
  %47 = load i32, i32* %5, align 4
  %48 = sitofp i32 %47 to x86_fp80
  %49 = load x86_fp80, x86_fp80* %4, align 16
  %50 = fmul x86_fp80 %49, %48
  store x86_fp80 %50, x86_fp80* %4, align 16
  br label %51

51:                                               ; preds = %46
  %52 = load i32, i32* %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %5, align 4
  br label %43, !llvm.loop !8

54:                                               ; preds = %43
  %55 = load x86_fp80, x86_fp80* %4, align 16
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), x86_fp80 noundef %55)
  store x86_fp80 0xK00000000000000000000, x86_fp80* %6, align 16
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
  %67 = getelementptr inbounds [8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 %66
  %68 = load x86_fp80, x86_fp80* %67, align 16
  %69 = load i32, i32* %8, align 4
  %70 = add nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 %71
  %73 = load x86_fp80, x86_fp80* %72, align 16
  %74 = load i32, i32* %7, align 4
  %75 = call x86_fp80 @pick(x86_fp80 noundef %68, x86_fp80 noundef %73, i32 noundef %74)
  %76 = load x86_fp80, x86_fp80* %6, align 16
  %77 = fadd x86_fp80 %76, %75
  store x86_fp80 %77, x86_fp80* %6, align 16
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
  %86 = load x86_fp80, x86_fp80* %6, align 16
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), x86_fp80 noundef %86)
  %88 = call i64 @toints(x86_fp80 noundef 0xKC00FF120600000000000, i64* noundef %9, i32* noundef %10, float* noundef %11, double* noundef %12)
  store i64 %88, i64* %13, align 8
  %89 = load i64, i64* %13, align 8
  %90 = load i64, i64* %9, align 8
  %91 = load i32, i32* %10, align 4
  %92 = load float, float* %11, align 4
  %93 = fpext float %92 to double
  %94 = load double, double* %12, align 8
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.4, i64 0, i64 0), i64 noundef %89, i64 noundef %90, i32 noundef %91, double noundef %93, double noundef %94)
  %96 = call i64 @toints(x86_fp80 noundef 0xK403EFFFFFFFFFFFFFD98, i64* noundef %9, i32* noundef %10, float* noundef %11, double* noundef %12)
  store i64 %96, i64* %13, align 8
  %97 = load i64, i64* %9, align 8
  %98 = load double, double* %12, align 8
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i64 noundef %97, double noundef %98)
  store i64 -81985529216486896, i64* %14, align 8
  %100 = load i64, i64* %14, align 8
  %101 = uitofp i64 %100 to x86_fp80
  store x86_fp80 %101, x86_fp80* %15, align 16
  %102 = load i64, i64* %14, align 8
  %103 = sitofp i64 %102 to x86_fp80
  store x86_fp80 %103, x86_fp80* %16, align 16
  store x86_fp80 0xKC001E000000000000000, x86_fp80* %17, align 16
  store x86_fp80 0xK3FFFC000000000000000, x86_fp80* %18, align 16
  %104 = load x86_fp80, x86_fp80* %15, align 16
  %105 = load x86_fp80, x86_fp80* %16, align 16
  %106 = load x86_fp80, x86_fp80* %17, align 16
  %107 = load x86_fp80, x86_fp80* %18, align 16
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), x86_fp80 noundef %104, x86_fp80 noundef %105, x86_fp80 noundef %106, x86_fp80 noundef %107)
  %109 = call x86_fp80 @sqrtl(x86_fp80 noundef 0xK40008000000000000000) #5
  %110 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC000A000000000000000)
  %111 = call x86_fp80 @fmodl(x86_fp80 noundef 0xK4002A000000000000000, x86_fp80 noundef 0xK4000C000000000000000) #5
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %109, x86_fp80 noundef %110, x86_fp80 noundef %111)
  %113 = load x86_fp80, x86_fp80* getelementptr inbounds ([8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 0), align 16
  %114 = load x86_fp80, x86_fp80* getelementptr inbounds ([8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 1), align 16
  %115 = fcmp olt x86_fp80 %113, %114
  %116 = zext i1 %115 to i32
  %117 = load x86_fp80, x86_fp80* getelementptr inbounds ([8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 2), align 16
  %118 = load x86_fp80, x86_fp80* getelementptr inbounds ([8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 1), align 16
  %119 = fcmp ogt x86_fp80 %117, %118
  %120 = zext i1 %119 to i32
  %121 = load x86_fp80, x86_fp80* getelementptr inbounds ([8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 5), align 16
  %122 = load x86_fp80, x86_fp80* getelementptr inbounds ([8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 5), align 16
  %123 = fcmp oeq x86_fp80 %121, %122
  %124 = zext i1 %123 to i32
  %125 = load x86_fp80, x86_fp80* getelementptr inbounds ([8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 3), align 16
  %126 = load x86_fp80, x86_fp80* getelementptr inbounds ([8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 3), align 16
  %127 = fcmp une x86_fp80 %125, %126
  %128 = zext i1 %127 to i32
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i32 noundef %116, i32 noundef %120, i32 noundef %124, i32 noundef %128)
  %130 = getelementptr inbounds %struct.acc, %struct.acc* %2, i32 0, i32 0
  %131 = load x86_fp80, x86_fp80* %130, align 16
  %132 = fptosi x86_fp80 %131 to i32
  %133 = and i32 %132, 127
  ret i32 %133
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(%struct.acc* noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca %struct.acc*, align 8
  %4 = alloca x86_fp80, align 16
  store %struct.acc* %0, %struct.acc** %3, align 8
  store x86_fp80 %1, x86_fp80* %4, align 16
  %5 = load x86_fp80, x86_fp80* %4, align 16
  %6 = load %struct.acc*, %struct.acc** %3, align 8
  %7 = getelementptr inbounds %struct.acc, %struct.acc* %6, i32 0, i32 0
  %8 = load x86_fp80, x86_fp80* %7, align 16
  %9 = fadd x86_fp80 %8, %5
  store x86_fp80 %9, x86_fp80* %7, align 16
  %10 = load x86_fp80, x86_fp80* %4, align 16
  %11 = load x86_fp80, x86_fp80* %4, align 16
  %12 = load %struct.acc*, %struct.acc** %3, align 8
  %13 = getelementptr inbounds %struct.acc, %struct.acc* %12, i32 0, i32 2
  %14 = load x86_fp80, x86_fp80* %13, align 16
  %15 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %10, x86_fp80 %11, x86_fp80 %14)
  store x86_fp80 %15, x86_fp80* %13, align 16
  %16 = load %struct.acc*, %struct.acc** %3, align 8
  %17 = getelementptr inbounds %struct.acc, %struct.acc* %16, i32 0, i32 1
  %18 = load i32, i32* %17, align 16
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %17, align 16
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @poly(x86_fp80 noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca x86_fp80, align 16
  %8 = alloca i32, align 4
  store x86_fp80 %0, x86_fp80* %4, align 16
  store i32 %1, i32* %5, align 4
  store double %2, double* %6, align 8
  store x86_fp80 0xK00000000000000000000, x86_fp80* %7, align 16
  %9 = load i32, i32* %5, align 4
  store i32 %9, i32* %8, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, i32* %8, align 4
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %25

13:                                               ; preds = %10
  %14 = load x86_fp80, x86_fp80* %7, align 16
  %15 = load x86_fp80, x86_fp80* %4, align 16
  %16 = load i32, i32* %8, align 4
  %17 = sitofp i32 %16 to x86_fp80
  %18 = load double, double* %6, align 8
  %19 = fpext double %18 to x86_fp80
  %20 = fdiv x86_fp80 %17, %19
  %21 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %14, x86_fp80 %15, x86_fp80 %20)
  store x86_fp80 %21, x86_fp80* %7, align 16
  br label %22

22:                                               ; preds = %13
  %23 = load i32, i32* %8, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, i32* %8, align 4
  br label %10, !llvm.loop !11

25:                                               ; preds = %10
  %26 = load x86_fp80, x86_fp80* %7, align 16
  ret x86_fp80 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @pick(x86_fp80 noundef %0, x86_fp80 noundef %1, i32 noundef %2) #0 {
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca i32, align 4
  store x86_fp80 %0, x86_fp80* %5, align 16
  store x86_fp80 %1, x86_fp80* %6, align 16
  store i32 %2, i32* %7, align 4
  %8 = load i32, i32* %7, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %20

10:                                               ; preds = %3
  %11 = load x86_fp80, x86_fp80* %5, align 16
  %12 = load x86_fp80, x86_fp80* %6, align 16
  %13 = fcmp olt x86_fp80 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %10
  %15 = load x86_fp80, x86_fp80* %5, align 16
  br label %18

16:                                               ; preds = %10
  %17 = load x86_fp80, x86_fp80* %6, align 16
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi x86_fp80 [ %15, %14 ], [ %17, %16 ]
  store x86_fp80 %19, x86_fp80* %4, align 16
  br label %51

20:                                               ; preds = %3
  %21 = load i32, i32* %7, align 4
  %22 = icmp eq i32 %21, 1
  br i1 %22, label %23, label %37

23:                                               ; preds = %20
  %24 = load x86_fp80, x86_fp80* %5, align 16
  %25 = load x86_fp80, x86_fp80* %6, align 16
  %26 = fcmp oge x86_fp80 %24, %25
  br i1 %26, label %27, label %31

27:                                               ; preds = %23
  %28 = load x86_fp80, x86_fp80* %5, align 16
  %29 = load x86_fp80, x86_fp80* %6, align 16
  %30 = fsub x86_fp80 %28, %29
  br label %35

31:                                               ; preds = %23
  %32 = load x86_fp80, x86_fp80* %6, align 16
  %33 = load x86_fp80, x86_fp80* %5, align 16
  %34 = fdiv x86_fp80 %32, %33
  br label %35

35:                                               ; preds = %31, %27
  %36 = phi x86_fp80 [ %30, %27 ], [ %34, %31 ]
  store x86_fp80 %36, x86_fp80* %4, align 16
  br label %51

37:                                               ; preds = %20
  %38 = load x86_fp80, x86_fp80* %5, align 16
  %39 = load x86_fp80, x86_fp80* %6, align 16
  %40 = fcmp oeq x86_fp80 %38, %39
  br i1 %40, label %41, label %44

41:                                               ; preds = %37
  %42 = load x86_fp80, x86_fp80* %5, align 16
  %43 = fneg x86_fp80 %42
  br label %49

44:                                               ; preds = %37
  %45 = load x86_fp80, x86_fp80* %5, align 16
  %46 = load x86_fp80, x86_fp80* %6, align 16
  %47 = fsub x86_fp80 %45, %46
  %48 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %47)
  br label %49

49:                                               ; preds = %44, %41
  %50 = phi x86_fp80 [ %43, %41 ], [ %48, %44 ]
  store x86_fp80 %50, x86_fp80* %4, align 16
  br label %51

51:                                               ; preds = %49, %35, %18
  %52 = load x86_fp80, x86_fp80* %4, align 16
  ret x86_fp80 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @toints(x86_fp80 noundef %0, i64* noundef %1, i32* noundef %2, float* noundef %3, double* noundef %4) #0 {
  %6 = alloca x86_fp80, align 16
  %7 = alloca i64*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca float*, align 8
  %10 = alloca double*, align 8
  store x86_fp80 %0, x86_fp80* %6, align 16
  store i64* %1, i64** %7, align 8
  store i32* %2, i32** %8, align 8
  store float* %3, float** %9, align 8
  store double* %4, double** %10, align 8
  %11 = load x86_fp80, x86_fp80* %6, align 16
  %12 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %11)
  %13 = fptoui x86_fp80 %12 to i64
  %14 = load i64*, i64** %7, align 8
  store i64 %13, i64* %14, align 8
  %15 = load x86_fp80, x86_fp80* %6, align 16
  %16 = fptosi x86_fp80 %15 to i32
  %17 = load i32*, i32** %8, align 8
  store i32 %16, i32* %17, align 4
  %18 = load x86_fp80, x86_fp80* %6, align 16
  %19 = fptrunc x86_fp80 %18 to float
  %20 = load float*, float** %9, align 8
  store float %19, float* %20, align 4
  %21 = load x86_fp80, x86_fp80* %6, align 16
  %22 = fptrunc x86_fp80 %21 to double
  %23 = load double*, double** %10, align 8
  store double %22, double* %23, align 8
  %24 = load x86_fp80, x86_fp80* %6, align 16
  %25 = fptosi x86_fp80 %24 to i64
  ret i64 %25
}

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.floor.f80(x86_fp80) #4

; Function Attrs: nounwind
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
