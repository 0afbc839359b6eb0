; ModuleID = 'c/vec_float.c'
source_filename = "c/vec_float.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

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
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @fill()
  call void @saxpy(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i32 0, i32 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 0), float noundef 1.750000e+00, i32 noundef 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef 804)
  call void @daxpy(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @dc, i32 0, i32 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i32 0, i32 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @db, i32 0, i32 0), double noundef -3.000000e-01, i32 noundef 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i8* noundef bitcast ([201 x double]* @dc to i8*), i32 noundef 1608)
  call void @fdivs(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i32 0, i32 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @dc, i32 0, i32 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 0), i32 noundef 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef 804)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* noundef bitcast ([201 x double]* @dc to i8*), i32 noundef 1608)
  call void @fsel(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i32 0, i32 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 0), i32 noundef 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef 804)
  call void @dsel(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @dc, i32 0, i32 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i32 0, i32 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @db, i32 0, i32 0), i32 noundef 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i8* noundef bitcast ([201 x double]* @dc to i8*), i32 noundef 1608)
  call void @fabsneg(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i32 0, i32 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 0), i32 noundef 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef 804)
  call void @conv(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i32 0, i32 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @dc, i32 0, i32 0), i32* noundef getelementptr inbounds ([201 x i32], [201 x i32]* @ib, i32 0, i32 0), i32* noundef getelementptr inbounds ([201 x i32], [201 x i32]* @ia, i32 0, i32 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 0), i32 noundef 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef 804)
  call void @mixmem(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i32 0, i32 0), i8* noundef bitcast ([201 x double]* @dc to i8*), i32 noundef 1608)
  call void @mixmem(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), i8* noundef bitcast ([201 x i32]* @ib to i8*), i32 noundef 804)
  call void @convu(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i32 0, i32 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @dc, i32 0, i32 0), i32* noundef getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i32 0, i32 0), i32 noundef 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef 804)
  call void @mixmem(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0), i8* noundef bitcast ([201 x double]* @dc to i8*), i32 noundef 1608)
  call void @convfd(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @dc, i32 0, i32 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fc, i32 0, i32 0), i32* noundef getelementptr inbounds ([201 x i32], [201 x i32]* @ib, i32 0, i32 0), float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i32 0, i32 0), i32 noundef 201)
  call void @mixmem(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i8* noundef bitcast ([201 x double]* @dc to i8*), i32 noundef 1608)
  call void @mixmem(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i8* noundef bitcast ([201 x float]* @fc to i8*), i32 noundef 804)
  call void @mixmem(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i32 0, i32 0), i8* noundef bitcast ([201 x i32]* @ib to i8*), i32 noundef 804)
  %3 = call float @fsum(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 0), i32 noundef 201)
  %4 = fpext float %3 to double
  %5 = call double @dsum(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i32 0, i32 0), i32 noundef 201)
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.15, i32 0, i32 0), double noundef %4, double noundef %5)
  %7 = call double @ddot(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i32 0, i32 0), double* noundef getelementptr inbounds ([201 x double], [201 x double]* @db, i32 0, i32 0), i32 noundef 201)
  %8 = call float @fprod(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 100), i32 noundef 24)
  %9 = fpext float %8 to double
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.16, i32 0, i32 0), double noundef %7, double noundef %9)
  %11 = call float @fsum_ordered(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 0), i32 noundef 201)
  %12 = fpext float %11 to double
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i32 0, i32 0), double noundef %12)
  store i32 0, i32* %2, align 4
  br label %14

14:                                               ; preds = %33, %0
  %15 = load i32, i32* %2, align 4
  %16 = icmp slt i32 %15, 12
  br i1 %16, label %17, label %36

17:                                               ; preds = %14
  %18 = load i32, i32* %2, align 4
  %19 = load i32, i32* %2, align 4
  %20 = getelementptr inbounds float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 0), i32 %19
  %21 = load i32, i32* %2, align 4
  %22 = call float @fsum(float* noundef %20, i32 noundef %21)
  %23 = fpext float %22 to double
  %24 = load i32, i32* %2, align 4
  %25 = getelementptr inbounds double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i32 0, i32 0), i32 %24
  %26 = load i32, i32* %2, align 4
  %27 = call double @dsum(double* noundef %25, i32 noundef %26)
  %28 = load i32, i32* %2, align 4
  %29 = getelementptr inbounds double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i32 0, i32 0), i32 %28
  %30 = load i32, i32* %2, align 4
  %31 = call double @ddot(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i32 0, i32 0), double* noundef %29, i32 noundef %30)
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.18, i32 0, i32 0), i32 noundef %18, double noundef %23, double noundef %27, double noundef %31)
  br label %33

33:                                               ; preds = %17
  %34 = load i32, i32* %2, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %2, align 4
  br label %14, !llvm.loop !6

36:                                               ; preds = %14
  %37 = load i32, i32* @check, align 4
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i32 0, i32 0), i32 noundef %37)
  %39 = load i32, i32* @check, align 4
  %40 = and i32 %39, 127
  ret i32 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %2

2:                                                ; preds = %62, %0
  %3 = load i32, i32* %1, align 4
  %4 = icmp slt i32 %3, 201
  br i1 %4, label %5, label %65

5:                                                ; preds = %2
  %6 = call i32 @rnd()
  %7 = urem i32 %6, 20001
  %8 = sub nsw i32 %7, 10000
  %9 = sitofp i32 %8 to float
  %10 = fdiv float %9, 6.400000e+01
  %11 = load i32, i32* %1, align 4
  %12 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %11
  store float %10, float* %12, align 4
  %13 = call i32 @rnd()
  %14 = urem i32 %13, 1000
  %15 = uitofp i32 %14 to float
  %16 = fdiv float %15, 7.000000e+00
  %17 = load i32, i32* %1, align 4
  %18 = getelementptr inbounds [201 x float], [201 x float]* @fb, i32 0, i32 %17
  store float %16, float* %18, align 4
  %19 = load i32, i32* %1, align 4
  %20 = srem i32 %19, 11
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %28

22:                                               ; preds = %5
  %23 = load i32, i32* %1, align 4
  %24 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %23
  %25 = load float, float* %24, align 4
  %26 = load i32, i32* %1, align 4
  %27 = getelementptr inbounds [201 x float], [201 x float]* @fb, i32 0, i32 %26
  store float %25, float* %27, align 4
  br label %28

28:                                               ; preds = %22, %5
  %29 = call i32 @rnd()
  %30 = urem i32 %29, 200001
  %31 = sub nsw i32 %30, 100000
  %32 = sitofp i32 %31 to double
  %33 = fdiv double %32, 3.000000e+00
  %34 = load i32, i32* %1, align 4
  %35 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %34
  store double %33, double* %35, align 8
  %36 = call i32 @rnd()
  %37 = urem i32 %36, 100000
  %38 = uitofp i32 %37 to double
  %39 = fdiv double %38, 9.000000e+00
  %40 = load i32, i32* %1, align 4
  %41 = getelementptr inbounds [201 x double], [201 x double]* @db, i32 0, i32 %40
  store double %39, double* %41, align 8
  %42 = load i32, i32* %1, align 4
  %43 = srem i32 %42, 7
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %51

45:                                               ; preds = %28
  %46 = load i32, i32* %1, align 4
  %47 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %46
  %48 = load double, double* %47, align 8
  %49 = load i32, i32* %1, align 4
  %50 = getelementptr inbounds [201 x double], [201 x double]* @db, i32 0, i32 %49
  store double %48, double* %50, align 8
  br label %51

51:                                               ; preds = %45, %28
  %52 = call i32 @rnd()
  %53 = sub nsw i32 %52, 8388608
  %54 = load i32, i32* %1, align 4
  %55 = getelementptr inbounds [201 x i32], [201 x i32]* @ia, i32 0, i32 %54
  store i32 %53, i32* %55, align 4
  %56 = load i32, i32* %1, align 4
  %57 = getelementptr inbounds [201 x i32], [201 x i32]* @ib, i32 0, i32 %56
  store i32 0, i32* %57, align 4
  %58 = call i32 @rnd()
  %59 = mul i32 %58, -1153374643
  %60 = load i32, i32* %1, align 4
  %61 = getelementptr inbounds [201 x i32], [201 x i32]* @ua, i32 0, i32 %60
  store i32 %59, i32* %61, align 4
  br label %62

62:                                               ; preds = %51
  %63 = load i32, i32* %1, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %1, align 4
  br label %2, !llvm.loop !8

65:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float* noundef %0, float* noundef %1, float* noundef %2, float noundef %3, i32 noundef %4) #0 {
  %6 = alloca float*, align 4
  %7 = alloca float*, align 4
  %8 = alloca float*, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store float* %0, float** %6, align 4
  store float* %1, float** %7, align 4
  store float* %2, float** %8, align 4
  store float %3, float* %9, align 4
  store i32 %4, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %12

12:                                               ; preds = %30, %5
  %13 = load i32, i32* %11, align 4
  %14 = load i32, i32* %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %33

16:                                               ; preds = %12
  %17 = load float, float* %9, align 4
  %18 = load float*, float** %7, align 4
  %19 = load i32, i32* %11, align 4
  %20 = getelementptr inbounds float, float* %18, i32 %19
  %21 = load float, float* %20, align 4
  %22 = load float*, float** %8, align 4
  %23 = load i32, i32* %11, align 4
  %24 = getelementptr inbounds float, float* %22, i32 %23
  %25 = load float, float* %24, align 4
  %26 = call float @llvm.fmuladd.f32(float %17, float %21, float %25)
  %27 = load float*, float** %6, align 4
  %28 = load i32, i32* %11, align 4
  %29 = getelementptr inbounds float, float* %27, i32 %28
  store float %26, float* %29, align 4
  br label %30

30:                                               ; preds = %16
  %31 = load i32, i32* %11, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %11, align 4
  br label %12, !llvm.loop !9

33:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixmem(i8* noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 %2, i32* %6, align 4
  %10 = load i8*, i8** %5, align 4
  store i8* %10, i8** %7, align 4
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %11

11:                                               ; preds = %24, %3
  %12 = load i32, i32* %9, align 4
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = load i32, i32* %8, align 4
  %17 = load i8*, i8** %7, align 4
  %18 = load i32, i32* %9, align 4
  %19 = getelementptr inbounds i8, i8* %17, i32 %18
  %20 = load i8, i8* %19, align 1
  %21 = zext i8 %20 to i32
  %22 = xor i32 %16, %21
  %23 = mul i32 %22, 16777619
  store i32 %23, i32* %8, align 4
  br label %24

24:                                               ; preds = %15
  %25 = load i32, i32* %9, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %9, align 4
  br label %11, !llvm.loop !10

27:                                               ; preds = %11
  %28 = load i8*, i8** %4, align 4
  %29 = load i32, i32* %8, align 4
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef %28, i32 noundef %29)
  %31 = load i32, i32* %8, align 4
  call void @mix(i32 noundef %31)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @daxpy(double* noundef %0, double* noundef %1, double* noundef %2, double noundef %3, i32 noundef %4) #0 {
  %6 = alloca double*, align 4
  %7 = alloca double*, align 4
  %8 = alloca double*, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store double* %0, double** %6, align 4
  store double* %1, double** %7, align 4
  store double* %2, double** %8, align 4
  store double %3, double* %9, align 8
  store i32 %4, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %12

12:                                               ; preds = %30, %5
  %13 = load i32, i32* %11, align 4
  %14 = load i32, i32* %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %33

16:                                               ; preds = %12
  %17 = load double, double* %9, align 8
  %18 = load double*, double** %7, align 4
  %19 = load i32, i32* %11, align 4
  %20 = getelementptr inbounds double, double* %18, i32 %19
  %21 = load double, double* %20, align 8
  %22 = load double*, double** %8, align 4
  %23 = load i32, i32* %11, align 4
  %24 = getelementptr inbounds double, double* %22, i32 %23
  %25 = load double, double* %24, align 8
  %26 = call double @llvm.fmuladd.f64(double %17, double %21, double %25)
  %27 = load double*, double** %6, align 4
  %28 = load i32, i32* %11, align 4
  %29 = getelementptr inbounds double, double* %27, i32 %28
  store double %26, double* %29, align 8
  br label %30

30:                                               ; preds = %16
  %31 = load i32, i32* %11, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %11, align 4
  br label %12, !llvm.loop !11

33:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fdivs(float* noundef %0, double* noundef %1, float* noundef %2, float* noundef %3, i32 noundef %4) #0 {
  %6 = alloca float*, align 4
  %7 = alloca double*, align 4
  %8 = alloca float*, align 4
  %9 = alloca float*, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store float* %0, float** %6, align 4
  store double* %1, double** %7, align 4
  store float* %2, float** %8, align 4
  store float* %3, float** %9, align 4
  store i32 %4, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %12

12:                                               ; preds = %51, %5
  %13 = load i32, i32* %11, align 4
  %14 = load i32, i32* %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %54

16:                                               ; preds = %12
  %17 = load float*, float** %8, align 4
  %18 = load i32, i32* %11, align 4
  %19 = getelementptr inbounds float, float* %17, i32 %18
  %20 = load float, float* %19, align 4
  %21 = load float*, float** %9, align 4
  %22 = load i32, i32* %11, align 4
  %23 = getelementptr inbounds float, float* %21, i32 %22
  %24 = load float, float* %23, align 4
  %25 = fadd float %24, 2.500000e+00
  %26 = fdiv float %20, %25
  %27 = load float*, float** %8, align 4
  %28 = load i32, i32* %11, align 4
  %29 = getelementptr inbounds float, float* %27, i32 %28
  %30 = load float, float* %29, align 4
  %31 = fneg float %30
  %32 = fsub float %26, %31
  %33 = load float*, float** %6, align 4
  %34 = load i32, i32* %11, align 4
  %35 = getelementptr inbounds float, float* %33, i32 %34
  store float %32, float* %35, align 4
  %36 = load float*, float** %8, align 4
  %37 = load i32, i32* %11, align 4
  %38 = getelementptr inbounds float, float* %36, i32 %37
  %39 = load float, float* %38, align 4
  %40 = fpext float %39 to double
  %41 = load float*, float** %9, align 4
  %42 = load i32, i32* %11, align 4
  %43 = getelementptr inbounds float, float* %41, i32 %42
  %44 = load float, float* %43, align 4
  %45 = fpext float %44 to double
  %46 = call double @llvm.fmuladd.f64(double %45, double 7.500000e-01, double 3.000000e+00)
  %47 = fdiv double %40, %46
  %48 = load double*, double** %7, align 4
  %49 = load i32, i32* %11, align 4
  %50 = getelementptr inbounds double, double* %48, i32 %49
  store double %47, double* %50, align 8
  br label %51

51:                                               ; preds = %16
  %52 = load i32, i32* %11, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %11, align 4
  br label %12, !llvm.loop !12

54:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fsel(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef %3) #0 {
  %5 = alloca float*, align 4
  %6 = alloca float*, align 4
  %7 = alloca float*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 4
  store float* %1, float** %6, align 4
  store float* %2, float** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %53, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %56

14:                                               ; preds = %10
  %15 = load float*, float** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds float, float* %15, i32 %16
  %18 = load float, float* %17, align 4
  %19 = load float*, float** %7, align 4
  %20 = load i32, i32* %9, align 4
  %21 = getelementptr inbounds float, float* %19, i32 %20
  %22 = load float, float* %21, align 4
  %23 = fcmp ogt float %18, %22
  br i1 %23, label %24, label %29

24:                                               ; preds = %14
  %25 = load float*, float** %6, align 4
  %26 = load i32, i32* %9, align 4
  %27 = getelementptr inbounds float, float* %25, i32 %26
  %28 = load float, float* %27, align 4
  br label %48

29:                                               ; preds = %14
  %30 = load float*, float** %6, align 4
  %31 = load i32, i32* %9, align 4
  %32 = getelementptr inbounds float, float* %30, i32 %31
  %33 = load float, float* %32, align 4
  %34 = load float*, float** %7, align 4
  %35 = load i32, i32* %9, align 4
  %36 = getelementptr inbounds float, float* %34, i32 %35
  %37 = load float, float* %36, align 4
  %38 = fcmp oeq float %33, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %29
  br label %46

40:                                               ; preds = %29
  %41 = load float*, float** %7, align 4
  %42 = load i32, i32* %9, align 4
  %43 = getelementptr inbounds float, float* %41, i32 %42
  %44 = load float, float* %43, align 4
  %45 = fmul float %44, 5.000000e-01
  br label %46

46:                                               ; preds = %40, %39
  %47 = phi float [ 1.000000e+00, %39 ], [ %45, %40 ]
  br label %48

48:                                               ; preds = %46, %24
  %49 = phi float [ %28, %24 ], [ %47, %46 ]
  %50 = load float*, float** %5, align 4
  %51 = load i32, i32* %9, align 4
  %52 = getelementptr inbounds float, float* %50, i32 %51
  store float %49, float* %52, align 4
  br label %53

53:                                               ; preds = %48
  %54 = load i32, i32* %9, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %9, align 4
  br label %10, !llvm.loop !13

56:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dsel(double* noundef %0, double* noundef %1, double* noundef %2, i32 noundef %3) #0 {
  %5 = alloca double*, align 4
  %6 = alloca double*, align 4
  %7 = alloca double*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store double* %0, double** %5, align 4
  store double* %1, double** %6, align 4
  store double* %2, double** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %46, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %49

14:                                               ; preds = %10
  %15 = load double*, double** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds double, double* %15, i32 %16
  %18 = load double, double* %17, align 8
  %19 = load double*, double** %7, align 4
  %20 = load i32, i32* %9, align 4
  %21 = getelementptr inbounds double, double* %19, i32 %20
  %22 = load double, double* %21, align 8
  %23 = fcmp ole double %18, %22
  br i1 %23, label %24, label %35

24:                                               ; preds = %14
  %25 = load double*, double** %6, align 4
  %26 = load i32, i32* %9, align 4
  %27 = getelementptr inbounds double, double* %25, i32 %26
  %28 = load double, double* %27, align 8
  %29 = load double*, double** %7, align 4
  %30 = load i32, i32* %9, align 4
  %31 = getelementptr inbounds double, double* %29, i32 %30
  %32 = load double, double* %31, align 8
  %33 = fsub double %28, %32
  %34 = call double @llvm.fabs.f64(double %33)
  br label %41

35:                                               ; preds = %14
  %36 = load double*, double** %7, align 4
  %37 = load i32, i32* %9, align 4
  %38 = getelementptr inbounds double, double* %36, i32 %37
  %39 = load double, double* %38, align 8
  %40 = fneg double %39
  br label %41

41:                                               ; preds = %35, %24
  %42 = phi double [ %34, %24 ], [ %40, %35 ]
  %43 = load double*, double** %5, align 4
  %44 = load i32, i32* %9, align 4
  %45 = getelementptr inbounds double, double* %43, i32 %44
  store double %42, double* %45, align 8
  br label %46

46:                                               ; preds = %41
  %47 = load i32, i32* %9, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %9, align 4
  br label %10, !llvm.loop !14

49:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fabsneg(float* noundef %0, float* noundef %1, i32 noundef %2) #0 {
  %4 = alloca float*, align 4
  %5 = alloca float*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store float* %0, float** %4, align 4
  store float* %1, float** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %23, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %26

12:                                               ; preds = %8
  %13 = load float*, float** %5, align 4
  %14 = load i32, i32* %7, align 4
  %15 = getelementptr inbounds float, float* %13, i32 %14
  %16 = load float, float* %15, align 4
  %17 = call float @llvm.fabs.f32(float %16)
  %18 = fneg float %17
  %19 = fmul float %18, 3.000000e+00
  %20 = load float*, float** %4, align 4
  %21 = load i32, i32* %7, align 4
  %22 = getelementptr inbounds float, float* %20, i32 %21
  store float %19, float* %22, align 4
  br label %23

23:                                               ; preds = %12
  %24 = load i32, i32* %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %7, align 4
  br label %8, !llvm.loop !15

26:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @conv(float* noundef %0, double* noundef %1, i32* noundef %2, i32* noundef %3, float* noundef %4, i32 noundef %5) #0 {
  %7 = alloca float*, align 4
  %8 = alloca double*, align 4
  %9 = alloca i32*, align 4
  %10 = alloca i32*, align 4
  %11 = alloca float*, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store float* %0, float** %7, align 4
  store double* %1, double** %8, align 4
  store i32* %2, i32** %9, align 4
  store i32* %3, i32** %10, align 4
  store float* %4, float** %11, align 4
  store i32 %5, i32* %12, align 4
  store i32 0, i32* %13, align 4
  br label %14

14:                                               ; preds = %46, %6
  %15 = load i32, i32* %13, align 4
  %16 = load i32, i32* %12, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %49

18:                                               ; preds = %14
  %19 = load i32*, i32** %10, align 4
  %20 = load i32, i32* %13, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  %22 = load i32, i32* %21, align 4
  %23 = sitofp i32 %22 to float
  %24 = fmul float %23, 2.500000e-01
  %25 = load float*, float** %7, align 4
  %26 = load i32, i32* %13, align 4
  %27 = getelementptr inbounds float, float* %25, i32 %26
  store float %24, float* %27, align 4
  %28 = load i32*, i32** %10, align 4
  %29 = load i32, i32* %13, align 4
  %30 = getelementptr inbounds i32, i32* %28, i32 %29
  %31 = load i32, i32* %30, align 4
  %32 = sitofp i32 %31 to double
  %33 = fadd double %32, 5.000000e-01
  %34 = load double*, double** %8, align 4
  %35 = load i32, i32* %13, align 4
  %36 = getelementptr inbounds double, double* %34, i32 %35
  store double %33, double* %36, align 8
  %37 = load float*, float** %11, align 4
  %38 = load i32, i32* %13, align 4
  %39 = getelementptr inbounds float, float* %37, i32 %38
  %40 = load float, float* %39, align 4
  %41 = fmul float %40, 1.000000e+02
  %42 = fptosi float %41 to i32
  %43 = load i32*, i32** %9, align 4
  %44 = load i32, i32* %13, align 4
  %45 = getelementptr inbounds i32, i32* %43, i32 %44
  store i32 %42, i32* %45, align 4
  br label %46

46:                                               ; preds = %18
  %47 = load i32, i32* %13, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %13, align 4
  br label %14, !llvm.loop !16

49:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @convu(float* noundef %0, double* noundef %1, i32* noundef %2, i32 noundef %3) #0 {
  %5 = alloca float*, align 4
  %6 = alloca double*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %5, align 4
  store double* %1, double** %6, align 4
  store i32* %2, i32** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %31, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = load i32*, i32** %7, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = uitofp i32 %18 to float
  %20 = load float*, float** %5, align 4
  %21 = load i32, i32* %9, align 4
  %22 = getelementptr inbounds float, float* %20, i32 %21
  store float %19, float* %22, align 4
  %23 = load i32*, i32** %7, align 4
  %24 = load i32, i32* %9, align 4
  %25 = getelementptr inbounds i32, i32* %23, i32 %24
  %26 = load i32, i32* %25, align 4
  %27 = uitofp i32 %26 to double
  %28 = load double*, double** %6, align 4
  %29 = load i32, i32* %9, align 4
  %30 = getelementptr inbounds double, double* %28, i32 %29
  store double %27, double* %30, align 8
  br label %31

31:                                               ; preds = %14
  %32 = load i32, i32* %9, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %9, align 4
  br label %10, !llvm.loop !17

34:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @convfd(double* noundef %0, float* noundef %1, i32* noundef %2, float* noundef %3, double* noundef %4, i32 noundef %5) #0 {
  %7 = alloca double*, align 4
  %8 = alloca float*, align 4
  %9 = alloca i32*, align 4
  %10 = alloca float*, align 4
  %11 = alloca double*, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store double* %0, double** %7, align 4
  store float* %1, float** %8, align 4
  store i32* %2, i32** %9, align 4
  store float* %3, float** %10, align 4
  store double* %4, double** %11, align 4
  store i32 %5, i32* %12, align 4
  store i32 0, i32* %13, align 4
  br label %14

14:                                               ; preds = %45, %6
  %15 = load i32, i32* %13, align 4
  %16 = load i32, i32* %12, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %48

18:                                               ; preds = %14
  %19 = load float*, float** %10, align 4
  %20 = load i32, i32* %13, align 4
  %21 = getelementptr inbounds float, float* %19, i32 %20
  %22 = load float, float* %21, align 4
  %23 = fpext float %22 to double
  %24 = fmul double %23, 1.500000e+00
  %25 = load double*, double** %7, align 4
  %26 = load i32, i32* %13, align 4
  %27 = getelementptr inbounds double, double* %25, i32 %26
  store double %24, double* %27, align 8
  %28 = load double*, double** %11, align 4
  %29 = load i32, i32* %13, align 4
  %30 = getelementptr inbounds double, double* %28, i32 %29
  %31 = load double, double* %30, align 8
  %32 = fmul double %31, 1.250000e-01
  %33 = fptrunc double %32 to float
  %34 = load float*, float** %8, align 4
  %35 = load i32, i32* %13, align 4
  %36 = getelementptr inbounds float, float* %34, i32 %35
  store float %33, float* %36, align 4
  %37 = load double*, double** %11, align 4
  %38 = load i32, i32* %13, align 4
  %39 = getelementptr inbounds double, double* %37, i32 %38
  %40 = load double, double* %39, align 8
  %41 = fptosi double %40 to i32
  %42 = load i32*, i32** %9, align 4
  %43 = load i32, i32* %13, align 4
  %44 = getelementptr inbounds i32, i32* %42, i32 %43
  store i32 %41, i32* %44, align 4
  br label %45

45:                                               ; preds = %18
  %46 = load i32, i32* %13, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %13, align 4
  br label %14, !llvm.loop !18

48:                                               ; preds = %14
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fsum(float* noundef %0, i32 noundef %1) #0 {
  %3 = alloca float*, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 4
  store i32 %1, i32* %4, align 4
  store float 0.000000e+00, float* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load float*, float** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds float, float* %12, i32 %13
  %15 = load float, float* %14, align 4
  %16 = load float, float* %5, align 4
  %17 = fadd reassoc float %16, %15
  store float %17, float* %5, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %6, align 4
  br label %7, !llvm.loop !19

21:                                               ; preds = %7
  %22 = load float, float* %5, align 4
  ret float %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dsum(double* noundef %0, i32 noundef %1) #0 {
  %3 = alloca double*, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double* %0, double** %3, align 4
  store i32 %1, i32* %4, align 4
  store double 0.000000e+00, double* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load double*, double** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds double, double* %12, i32 %13
  %15 = load double, double* %14, align 8
  %16 = load double, double* %5, align 8
  %17 = fadd reassoc double %16, %15
  store double %17, double* %5, align 8
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %6, align 4
  br label %7, !llvm.loop !20

21:                                               ; preds = %7
  %22 = load double, double* %5, align 8
  ret double %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ddot(double* noundef %0, double* noundef %1, i32 noundef %2) #0 {
  %4 = alloca double*, align 4
  %5 = alloca double*, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 4
  store double* %1, double** %5, align 4
  store i32 %2, i32* %6, align 4
  store double 1.000000e+00, double* %7, align 8
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %24, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %27

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 4
  %15 = load i32, i32* %8, align 4
  %16 = getelementptr inbounds double, double* %14, i32 %15
  %17 = load double, double* %16, align 8
  %18 = load double*, double** %5, align 4
  %19 = load i32, i32* %8, align 4
  %20 = getelementptr inbounds double, double* %18, i32 %19
  %21 = load double, double* %20, align 8
  %22 = load double, double* %7, align 8
  %23 = call reassoc double @llvm.fmuladd.f64(double %17, double %21, double %22)
  store double %23, double* %7, align 8
  br label %24

24:                                               ; preds = %13
  %25 = load i32, i32* %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %8, align 4
  br label %9, !llvm.loop !21

27:                                               ; preds = %9
  %28 = load double, double* %7, align 8
  ret double %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fprod(float* noundef %0, i32 noundef %1) #0 {
  %3 = alloca float*, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 4
  store i32 %1, i32* %4, align 4
  store float 1.000000e+00, float* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load float*, float** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds float, float* %12, i32 %13
  %15 = load float, float* %14, align 4
  %16 = load float, float* %5, align 4
  %17 = fmul reassoc float %16, %15
  store float %17, float* %5, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %6, align 4
  br label %7, !llvm.loop !22

21:                                               ; preds = %7
  %22 = load float, float* %5, align 4
  ret float %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fsum_ordered(float* noundef %0, i32 noundef %1) #0 {
  %3 = alloca float*, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 4
  store i32 %1, i32* %4, align 4
  store float 0.000000e+00, float* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load float*, float** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds float, float* %12, i32 %13
  %15 = load float, float* %14, align 4
  %16 = load float, float* %5, align 4
  %17 = fadd float %16, %15
  store float %17, float* %5, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %6, align 4
  br label %7, !llvm.loop !23

21:                                               ; preds = %7
  %22 = load float, float* %5, align 4
  ret float %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
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
define internal void @mix(i32 noundef %0) #0 {
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
