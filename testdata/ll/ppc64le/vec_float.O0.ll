; ModuleID = 'c/vec_float.c'
source_filename = "c/vec_float.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@fc = internal global [201 x float] zeroinitializer, align 4
@fa = internal global [201 x float] zeroinitializer, align 4
@fb = internal global [201 x float] zeroinitializer, align 4
@.str = private unnamed_addr constant [6 x i8] c"saxpy\00", align 1
@dc = internal global [201 x double] zeroinitializer, align 8
@da = internal global [201 x double] zeroinitializer, align 8
@db = internal global [201 x double] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [6 x i8] c"daxpy\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"fdiv\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"ddiv\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"fsel\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"dsel\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"fabsneg\00", align 1
@ib = internal global [201 x i32] zeroinitializer, align 4
@ia = internal global [201 x i32] zeroinitializer, align 4
@.str.7 = private unnamed_addr constant [7 x i8] c"conv.f\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"conv.d\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"conv.i\00", align 1
@ua = internal global [201 x i32] zeroinitializer, align 4
@.str.10 = private unnamed_addr constant [8 x i8] c"convu.f\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"convu.d\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"convfd.d\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"convfd.f\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"convfd.i\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"fsum %a dsum %a\0A\00", align 1
@.str.16 = private unnamed_addr constant [18 x i8] c"ddot %a fprod %a\0A\00", align 1
@.str.17 = private unnamed_addr constant [17 x i8] c"fsum_ordered %a\0A\00", align 1
@.str.18 = private unnamed_addr constant [14 x i8] c"%d: %a %a %a\0A\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal global i32 0, align 4
@seed = internal global i32 777, align 4
@.str.20 = private unnamed_addr constant [9 x i8] c"%s %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @fill()
  call void @saxpy(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 0), float noundef 1.750000e+00, i32 noundef signext 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef signext 804)
  call void @daxpy(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 0), double noundef -3.000000e-01, i32 noundef signext 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i8* noundef bitcast ([201 x double]* @dc to i8*), i32 noundef signext 1608)
  call void @fdivs(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 0), i32 noundef signext 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef signext 804)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i8* noundef bitcast ([201 x double]* @dc to i8*), i32 noundef signext 1608)
  call void @fsel(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 0), i32 noundef signext 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef signext 804)
  call void @dsel(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 0), i32 noundef signext 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i8* noundef bitcast ([201 x double]* @dc to i8*), i32 noundef signext 1608)
  call void @fabsneg(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 0), i32 noundef signext 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef signext 804)
  call void @conv(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 0), i32* noundef getelementptr inbounds ([201 x i32], [201 x i32]* @ib, i64 0, i64 0), i32* noundef getelementptr inbounds ([201 x i32], [201 x i32]* @ia, i64 0, i64 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 0), i32 noundef signext 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef signext 804)
  call void @mixmem(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i64 0, i64 0), i8* noundef bitcast ([201 x double]* @dc to i8*), i32 noundef signext 1608)
  call void @mixmem(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i8* noundef bitcast ([201 x i32]* @ib to i8*), i32 noundef signext 804)
  call void @convu(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 0), i32* noundef getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i64 0, i64 0), i32 noundef signext 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef signext 804)
  call void @mixmem(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i64 0, i64 0), i8* noundef bitcast ([201 x double]* @dc to i8*), i32 noundef signext 1608)
  call void @convfd(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 0), i32* noundef getelementptr inbounds ([201 x i32], [201 x i32]* @ib, i64 0, i64 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 0), i32 noundef signext 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i8* noundef bitcast ([201 x double]* @dc to i8*), i32 noundef signext 1608)
  call void @mixmem(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef signext 804)
  call void @mixmem(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i8* noundef bitcast ([201 x i32]* @ib to i8*), i32 noundef signext 804)
  %3 = call float @fsum(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 0), i32 noundef signext 201)
  %4 = fpext float %3 to double
  %5 = call double @dsum(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 0), i32 noundef signext 201)
  %6 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.15, i64 0, i64 0), double noundef %4, double noundef %5)
  %7 = call double @ddot(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 0), i32 noundef signext 201)
  %8 = call float @fprod(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 100), i32 noundef signext 24)
  %9 = fpext float %8 to double
  %10 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.16, i64 0, i64 0), double noundef %7, double noundef %9)
  %11 = call float @fsum_ordered(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 0), i32 noundef signext 201)
  %12 = fpext float %11 to double
  %13 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i64 0, i64 0), double noundef %12)
  store i32 0, i32* %2, align 4
  br label %14

14:                                               ; preds = %36, %0
  %15 = load i32, i32* %2, align 4
  %16 = icmp slt i32 %15, 12
  br i1 %16, label %17, label %39

17:                                               ; preds = %14
  %18 = load i32, i32* %2, align 4
  %19 = load i32, i32* %2, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 0), i64 %20
  %22 = load i32, i32* %2, align 4
  %23 = call float @fsum(float* noundef %21, i32 noundef signext %22)
  %24 = fpext float %23 to double
  %25 = load i32, i32* %2, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 0), i64 %26
  %28 = load i32, i32* %2, align 4
  %29 = call double @dsum(double* noundef %27, i32 noundef signext %28)
  %30 = load i32, i32* %2, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 0), i64 %31
  %33 = load i32, i32* %2, align 4
  %34 = call double @ddot(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 0), double* noundef %32, i32 noundef signext %33)
  %35 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext %18, double noundef %24, double noundef %29, double noundef %34)
  br label %36

36:                                               ; preds = %17
  %37 = load i32, i32* %2, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %2, align 4
  br label %14, !llvm.loop !6

39:                                               ; preds = %14
  %40 = load i32, i32* @check, align 4
  %41 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef zeroext %40)
  %42 = load i32, i32* @check, align 4
  %43 = and i32 %42, 127
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %2

2:                                                ; preds = %73, %0
  %3 = load i32, i32* %1, align 4
  %4 = icmp slt i32 %3, 201
  br i1 %4, label %5, label %76

5:                                                ; preds = %2
  %6 = call zeroext i32 @rnd()
  %7 = urem i32 %6, 20001
  %8 = sub nsw i32 %7, 10000
  %9 = sitofp i32 %8 to float
  %10 = fdiv float %9, 6.400000e+01
  %11 = load i32, i32* %1, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %12
  store float %10, float* %13, align 4
  %14 = call zeroext i32 @rnd()
  %15 = urem i32 %14, 1000
  %16 = uitofp i32 %15 to float
  %17 = fdiv float %16, 7.000000e+00
  %18 = load i32, i32* %1, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %19
  store float %17, float* %20, align 4
  %21 = load i32, i32* %1, align 4
  %22 = srem i32 %21, 11
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %32

24:                                               ; preds = %5
  %25 = load i32, i32* %1, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %26
  %28 = load float, float* %27, align 4
  %29 = load i32, i32* %1, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %30
  store float %28, float* %31, align 4
  br label %32

32:                                               ; preds = %24, %5
  %33 = call zeroext i32 @rnd()
  %34 = urem i32 %33, 200001
  %35 = sub nsw i32 %34, 100000
  %36 = sitofp i32 %35 to double
  %37 = fdiv double %36, 3.000000e+00
  %38 = load i32, i32* %1, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %39
  store double %37, double* %40, align 8
  %41 = call zeroext i32 @rnd()
  %42 = urem i32 %41, 100000
  %43 = uitofp i32 %42 to double
  %44 = fdiv double %43, 9.000000e+00
  %45 = load i32, i32* %1, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [201 x double], [201 x double]* @db, i64 0, i64 %46
  store double %44, double* %47, align 8
  %48 = load i32, i32* %1, align 4
  %49 = srem i32 %48, 7
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %51, label %59

51:                                               ; preds = %32
  %52 = load i32, i32* %1, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %53
  %55 = load double, double* %54, align 8
  %56 = load i32, i32* %1, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [201 x double], [201 x double]* @db, i64 0, i64 %57
  store double %55, double* %58, align 8
  br label %59

59:                                               ; preds = %51, %32
  %60 = call zeroext i32 @rnd()
  %61 = sub nsw i32 %60, 8388608
  %62 = load i32, i32* %1, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [201 x i32], [201 x i32]* @ia, i64 0, i64 %63
  store i32 %61, i32* %64, align 4
  %65 = load i32, i32* %1, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [201 x i32], [201 x i32]* @ib, i64 0, i64 %66
  store i32 0, i32* %67, align 4
  %68 = call zeroext i32 @rnd()
  %69 = mul i32 %68, -1153374643
  %70 = load i32, i32* %1, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [201 x i32], [201 x i32]* @ua, i64 0, i64 %71
  store i32 %69, i32* %72, align 4
  br label %73

73:                                               ; preds = %59
  %74 = load i32, i32* %1, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, i32* %1, align 4
  br label %2, !llvm.loop !8

76:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float* noundef %0, float* noundef %1, float* noundef %2, float noundef %3, i32 noundef signext %4) #0 {
  %6 = alloca float*, align 8
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store float* %0, float** %6, align 8
  store float* %1, float** %7, align 8
  store float* %2, float** %8, align 8
  store float %3, float* %9, align 4
  store i32 %4, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %12

12:                                               ; preds = %33, %5
  %13 = load i32, i32* %11, align 4
  %14 = load i32, i32* %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %36

16:                                               ; preds = %12
  %17 = load float, float* %9, align 4
  %18 = load float*, float** %7, align 8
  %19 = load i32, i32* %11, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, float* %18, i64 %20
  %22 = load float, float* %21, align 4
  %23 = load float*, float** %8, align 8
  %24 = load i32, i32* %11, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, float* %23, i64 %25
  %27 = load float, float* %26, align 4
  %28 = call float @llvm.fmuladd.f32(float %17, float %22, float %27)
  %29 = load float*, float** %6, align 8
  %30 = load i32, i32* %11, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, float* %29, i64 %31
  store float %28, float* %32, align 4
  br label %33

33:                                               ; preds = %16
  %34 = load i32, i32* %11, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %11, align 4
  br label %12, !llvm.loop !9

36:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixmem(i8* noundef %0, i8* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  %10 = load i8*, i8** %5, align 8
  store i8* %10, i8** %7, align 8
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %11

11:                                               ; preds = %25, %3
  %12 = load i32, i32* %9, align 4
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %28

15:                                               ; preds = %11
  %16 = load i32, i32* %8, align 4
  %17 = load i8*, i8** %7, align 8
  %18 = load i32, i32* %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i8, i8* %17, i64 %19
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i32
  %23 = xor i32 %16, %22
  %24 = mul i32 %23, 16777619
  store i32 %24, i32* %8, align 4
  br label %25

25:                                               ; preds = %15
  %26 = load i32, i32* %9, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %9, align 4
  br label %11, !llvm.loop !10

28:                                               ; preds = %11
  %29 = load i8*, i8** %4, align 8
  %30 = load i32, i32* %8, align 4
  %31 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef %29, i32 noundef zeroext %30)
  %32 = load i32, i32* %8, align 4
  call void @mix(i32 noundef zeroext %32)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @daxpy(double* noundef %0, double* noundef %1, double* noundef %2, double noundef %3, i32 noundef signext %4) #0 {
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store double* %0, double** %6, align 8
  store double* %1, double** %7, align 8
  store double* %2, double** %8, align 8
  store double %3, double* %9, align 8
  store i32 %4, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %12

12:                                               ; preds = %33, %5
  %13 = load i32, i32* %11, align 4
  %14 = load i32, i32* %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %36

16:                                               ; preds = %12
  %17 = load double, double* %9, align 8
  %18 = load double*, double** %7, align 8
  %19 = load i32, i32* %11, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, double* %18, i64 %20
  %22 = load double, double* %21, align 8
  %23 = load double*, double** %8, align 8
  %24 = load i32, i32* %11, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, double* %23, i64 %25
  %27 = load double, double* %26, align 8
  %28 = call double @llvm.fmuladd.f64(double %17, double %22, double %27)
  %29 = load double*, double** %6, align 8
  %30 = load i32, i32* %11, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, double* %29, i64 %31
  store double %28, double* %32, align 8
  br label %33

33:                                               ; preds = %16
  %34 = load i32, i32* %11, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %11, align 4
  br label %12, !llvm.loop !11

36:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fdivs(float* noundef %0, double* noundef %1, float* noundef %2, float* noundef %3, i32 noundef signext %4) #0 {
  %6 = alloca float*, align 8
  %7 = alloca double*, align 8
  %8 = alloca float*, align 8
  %9 = alloca float*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store float* %0, float** %6, align 8
  store double* %1, double** %7, align 8
  store float* %2, float** %8, align 8
  store float* %3, float** %9, align 8
  store i32 %4, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %12

12:                                               ; preds = %58, %5
  %13 = load i32, i32* %11, align 4
  %14 = load i32, i32* %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %61

16:                                               ; preds = %12
  %17 = load float*, float** %8, align 8
  %18 = load i32, i32* %11, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, float* %17, i64 %19
  %21 = load float, float* %20, align 4
  %22 = load float*, float** %9, align 8
  %23 = load i32, i32* %11, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, float* %22, i64 %24
  %26 = load float, float* %25, align 4
  %27 = fadd float %26, 2.500000e+00
  %28 = fdiv float %21, %27
  %29 = load float*, float** %8, align 8
  %30 = load i32, i32* %11, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, float* %29, i64 %31
  %33 = load float, float* %32, align 4
  %34 = fneg float %33
  %35 = fsub float %28, %34
  %36 = load float*, float** %6, align 8
  %37 = load i32, i32* %11, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, float* %36, i64 %38
  store float %35, float* %39, align 4
  %40 = load float*, float** %8, align 8
  %41 = load i32, i32* %11, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, float* %40, i64 %42
  %44 = load float, float* %43, align 4
  %45 = fpext float %44 to double
  %46 = load float*, float** %9, align 8
  %47 = load i32, i32* %11, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, float* %46, i64 %48
  %50 = load float, float* %49, align 4
  %51 = fpext float %50 to double
  %52 = call double @llvm.fmuladd.f64(double %51, double 7.500000e-01, double 3.000000e+00)
  %53 = fdiv double %45, %52
  %54 = load double*, double** %7, align 8
  %55 = load i32, i32* %11, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, double* %54, i64 %56
  store double %53, double* %57, align 8
  br label %58

58:                                               ; preds = %16
  %59 = load i32, i32* %11, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %11, align 4
  br label %12, !llvm.loop !12

61:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fsel(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef signext %3) #0 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca float*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 8
  store float* %1, float** %6, align 8
  store float* %2, float** %7, align 8
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %60, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %63

14:                                               ; preds = %10
  %15 = load float*, float** %6, align 8
  %16 = load i32, i32* %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, float* %15, i64 %17
  %19 = load float, float* %18, align 4
  %20 = load float*, float** %7, align 8
  %21 = load i32, i32* %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, float* %20, i64 %22
  %24 = load float, float* %23, align 4
  %25 = fcmp ogt float %19, %24
  br i1 %25, label %26, label %32

26:                                               ; preds = %14
  %27 = load float*, float** %6, align 8
  %28 = load i32, i32* %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, float* %27, i64 %29
  %31 = load float, float* %30, align 4
  br label %54

32:                                               ; preds = %14
  %33 = load float*, float** %6, align 8
  %34 = load i32, i32* %9, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, float* %33, i64 %35
  %37 = load float, float* %36, align 4
  %38 = load float*, float** %7, align 8
  %39 = load i32, i32* %9, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, float* %38, i64 %40
  %42 = load float, float* %41, align 4
  %43 = fcmp oeq float %37, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %32
  br label %52

45:                                               ; preds = %32
  %46 = load float*, float** %7, align 8
  %47 = load i32, i32* %9, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, float* %46, i64 %48
  %50 = load float, float* %49, align 4
  %51 = fmul float %50, 5.000000e-01
  br label %52

52:                                               ; preds = %45, %44
  %53 = phi float [ 1.000000e+00, %44 ], [ %51, %45 ]
  br label %54

54:                                               ; preds = %52, %26
  %55 = phi float [ %31, %26 ], [ %53, %52 ]
  %56 = load float*, float** %5, align 8
  %57 = load i32, i32* %9, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, float* %56, i64 %58
  store float %55, float* %59, align 4
  br label %60

60:                                               ; preds = %54
  %61 = load i32, i32* %9, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, i32* %9, align 4
  br label %10, !llvm.loop !13

63:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dsel(double* noundef %0, double* noundef %1, double* noundef %2, i32 noundef signext %3) #0 {
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store double* %0, double** %5, align 8
  store double* %1, double** %6, align 8
  store double* %2, double** %7, align 8
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %52, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %55

14:                                               ; preds = %10
  %15 = load double*, double** %6, align 8
  %16 = load i32, i32* %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, double* %15, i64 %17
  %19 = load double, double* %18, align 8
  %20 = load double*, double** %7, align 8
  %21 = load i32, i32* %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, double* %20, i64 %22
  %24 = load double, double* %23, align 8
  %25 = fcmp ole double %19, %24
  br i1 %25, label %26, label %39

26:                                               ; preds = %14
  %27 = load double*, double** %6, align 8
  %28 = load i32, i32* %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, double* %27, i64 %29
  %31 = load double, double* %30, align 8
  %32 = load double*, double** %7, align 8
  %33 = load i32, i32* %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, double* %32, i64 %34
  %36 = load double, double* %35, align 8
  %37 = fsub double %31, %36
  %38 = call double @llvm.fabs.f64(double %37)
  br label %46

39:                                               ; preds = %14
  %40 = load double*, double** %7, align 8
  %41 = load i32, i32* %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, double* %40, i64 %42
  %44 = load double, double* %43, align 8
  %45 = fneg double %44
  br label %46

46:                                               ; preds = %39, %26
  %47 = phi double [ %38, %26 ], [ %45, %39 ]
  %48 = load double*, double** %5, align 8
  %49 = load i32, i32* %9, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, double* %48, i64 %50
  store double %47, double* %51, align 8
  br label %52

52:                                               ; preds = %46
  %53 = load i32, i32* %9, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %9, align 4
  br label %10, !llvm.loop !14

55:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fabsneg(float* noundef %0, float* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca float*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store float* %0, float** %4, align 8
  store float* %1, float** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %8
  %13 = load float*, float** %5, align 8
  %14 = load i32, i32* %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, float* %13, i64 %15
  %17 = load float, float* %16, align 4
  %18 = call float @llvm.fabs.f32(float %17)
  %19 = fneg float %18
  %20 = fmul float %19, 3.000000e+00
  %21 = load float*, float** %4, align 8
  %22 = load i32, i32* %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, float* %21, i64 %23
  store float %20, float* %24, align 4
  br label %25

25:                                               ; preds = %12
  %26 = load i32, i32* %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %7, align 4
  br label %8, !llvm.loop !15

28:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @conv(float* noundef %0, double* noundef %1, i32* noundef %2, i32* noundef %3, float* noundef %4, i32 noundef signext %5) #0 {
  %7 = alloca float*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca float*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store float* %0, float** %7, align 8
  store double* %1, double** %8, align 8
  store i32* %2, i32** %9, align 8
  store i32* %3, i32** %10, align 8
  store float* %4, float** %11, align 8
  store i32 %5, i32* %12, align 4
  store i32 0, i32* %13, align 4
  br label %14

14:                                               ; preds = %52, %6
  %15 = load i32, i32* %13, align 4
  %16 = load i32, i32* %12, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %55

18:                                               ; preds = %14
  %19 = load i32*, i32** %10, align 8
  %20 = load i32, i32* %13, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %19, i64 %21
  %23 = load i32, i32* %22, align 4
  %24 = sitofp i32 %23 to float
  %25 = fmul float %24, 2.500000e-01
  %26 = load float*, float** %7, align 8
  %27 = load i32, i32* %13, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, float* %26, i64 %28
  store float %25, float* %29, align 4
  %30 = load i32*, i32** %10, align 8
  %31 = load i32, i32* %13, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, i32* %30, i64 %32
  %34 = load i32, i32* %33, align 4
  %35 = sitofp i32 %34 to double
  %36 = fadd double %35, 5.000000e-01
  %37 = load double*, double** %8, align 8
  %38 = load i32, i32* %13, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, double* %37, i64 %39
  store double %36, double* %40, align 8
  %41 = load float*, float** %11, align 8
  %42 = load i32, i32* %13, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, float* %41, i64 %43
  %45 = load float, float* %44, align 4
  %46 = fmul float %45, 1.000000e+02
  %47 = fptosi float %46 to i32
  %48 = load i32*, i32** %9, align 8
  %49 = load i32, i32* %13, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, i32* %48, i64 %50
  store i32 %47, i32* %51, align 4
  br label %52

52:                                               ; preds = %18
  %53 = load i32, i32* %13, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %13, align 4
  br label %14, !llvm.loop !16

55:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @convu(float* noundef %0, double* noundef %1, i32* noundef %2, i32 noundef signext %3) #0 {
  %5 = alloca float*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 8
  store double* %1, double** %6, align 8
  store i32* %2, i32** %7, align 8
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %35, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %38

14:                                               ; preds = %10
  %15 = load i32*, i32** %7, align 8
  %16 = load i32, i32* %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %15, i64 %17
  %19 = load i32, i32* %18, align 4
  %20 = uitofp i32 %19 to float
  %21 = load float*, float** %5, align 8
  %22 = load i32, i32* %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, float* %21, i64 %23
  store float %20, float* %24, align 4
  %25 = load i32*, i32** %7, align 8
  %26 = load i32, i32* %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, i32* %25, i64 %27
  %29 = load i32, i32* %28, align 4
  %30 = uitofp i32 %29 to double
  %31 = load double*, double** %6, align 8
  %32 = load i32, i32* %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, double* %31, i64 %33
  store double %30, double* %34, align 8
  br label %35

35:                                               ; preds = %14
  %36 = load i32, i32* %9, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %9, align 4
  br label %10, !llvm.loop !17

38:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @convfd(double* noundef %0, float* noundef %1, i32* noundef %2, float* noundef %3, double* noundef %4, i32 noundef signext %5) #0 {
  %7 = alloca double*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca float*, align 8
  %11 = alloca double*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store double* %0, double** %7, align 8
  store float* %1, float** %8, align 8
  store i32* %2, i32** %9, align 8
  store float* %3, float** %10, align 8
  store double* %4, double** %11, align 8
  store i32 %5, i32* %12, align 4
  store i32 0, i32* %13, align 4
  br label %14

14:                                               ; preds = %51, %6
  %15 = load i32, i32* %13, align 4
  %16 = load i32, i32* %12, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %54

18:                                               ; preds = %14
  %19 = load float*, float** %10, align 8
  %20 = load i32, i32* %13, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, float* %19, i64 %21
  %23 = load float, float* %22, align 4
  %24 = fpext float %23 to double
  %25 = fmul double %24, 1.500000e+00
  %26 = load double*, double** %7, align 8
  %27 = load i32, i32* %13, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, double* %26, i64 %28
  store double %25, double* %29, align 8
  %30 = load double*, double** %11, align 8
  %31 = load i32, i32* %13, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, double* %30, i64 %32
  %34 = load double, double* %33, align 8
  %35 = fmul double %34, 1.250000e-01
  %36 = fptrunc double %35 to float
  %37 = load float*, float** %8, align 8
  %38 = load i32, i32* %13, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, float* %37, i64 %39
  store float %36, float* %40, align 4
  %41 = load double*, double** %11, align 8
  %42 = load i32, i32* %13, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, double* %41, i64 %43
  %45 = load double, double* %44, align 8
  %46 = fptosi double %45 to i32
  %47 = load i32*, i32** %9, align 8
  %48 = load i32, i32* %13, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, i32* %47, i64 %49
  store i32 %46, i32* %50, align 4
  br label %51

51:                                               ; preds = %18
  %52 = load i32, i32* %13, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %13, align 4
  br label %14, !llvm.loop !18

54:                                               ; preds = %14
  ret void
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fsum(float* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca float*, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 8
  store i32 %1, i32* %4, align 4
  store float 0.000000e+00, float* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load float*, float** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, float* %12, i64 %14
  %16 = load float, float* %15, align 4
  %17 = load float, float* %5, align 4
  %18 = fadd reassoc float %17, %16
  store float %18, float* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !19

22:                                               ; preds = %7
  %23 = load float, float* %5, align 4
  ret float %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dsum(double* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double* %0, double** %3, align 8
  store i32 %1, i32* %4, align 4
  store double 0.000000e+00, double* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load double*, double** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, double* %12, i64 %14
  %16 = load double, double* %15, align 8
  %17 = load double, double* %5, align 8
  %18 = fadd reassoc double %17, %16
  store double %18, double* %5, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !20

22:                                               ; preds = %7
  %23 = load double, double* %5, align 8
  ret double %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ddot(double* noundef %0, double* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  store double* %1, double** %5, align 8
  store i32 %2, i32* %6, align 4
  store double 1.000000e+00, double* %7, align 8
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %26, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 8
  %15 = load i32, i32* %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %14, i64 %16
  %18 = load double, double* %17, align 8
  %19 = load double*, double** %5, align 8
  %20 = load i32, i32* %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, double* %19, i64 %21
  %23 = load double, double* %22, align 8
  %24 = load double, double* %7, align 8
  %25 = call reassoc double @llvm.fmuladd.f64(double %18, double %23, double %24)
  store double %25, double* %7, align 8
  br label %26

26:                                               ; preds = %13
  %27 = load i32, i32* %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %8, align 4
  br label %9, !llvm.loop !21

29:                                               ; preds = %9
  %30 = load double, double* %7, align 8
  ret double %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fprod(float* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca float*, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 8
  store i32 %1, i32* %4, align 4
  store float 1.000000e+00, float* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load float*, float** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, float* %12, i64 %14
  %16 = load float, float* %15, align 4
  %17 = load float, float* %5, align 4
  %18 = fmul reassoc float %17, %16
  store float %18, float* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !22

22:                                               ; preds = %7
  %23 = load float, float* %5, align 4
  ret float %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fsum_ordered(float* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca float*, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 8
  store i32 %1, i32* %4, align 4
  store float 0.000000e+00, float* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load float*, float** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, float* %12, i64 %14
  %16 = load float, float* %15, align 4
  %17 = load float, float* %5, align 4
  %18 = fadd float %17, %16
  store float %18, float* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !23

22:                                               ; preds = %7
  %23 = load float, float* %5, align 4
  ret float %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @rnd() #0 {
  %1 = load i32, i32* @seed, align 4
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, i32* @seed, align 4
  %4 = load i32, i32* @seed, align 4
  %5 = lshr i32 %4, 8
  ret i32 %5
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef zeroext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @check, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @check, align 4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
