; ModuleID = 'c/varargs.c'
source_filename = "c/varargs.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.pair = type { i64, i64 }

@.str = private unnamed_addr constant [10 x i8] c"ints %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"mixed %.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"join %d \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"bc\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"def\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"g\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"h\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"j\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"%d-%s-%.2f-%c-%lu\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"fmt %s\0A\00", align 1
@__const.main.p1 = private unnamed_addr constant %struct.pair { i64 1, i64 2 }, align 8
@__const.main.p2 = private unnamed_addr constant %struct.pair { i64 3, i64 4 }, align 8
@__const.main.p3 = private unnamed_addr constant %struct.pair { i64 5, i64 6 }, align 8
@__const.main.p4 = private unnamed_addr constant %struct.pair { i64 7, i64 8 }, align 8
@.str.14 = private unnamed_addr constant [11 x i8] c"pairs %ld\0A\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"many %.1f\0A\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"+\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [128 x i8], align 1
  %3 = alloca i64, align 8
  %4 = alloca %struct.pair, align 8
  %5 = alloca %struct.pair, align 8
  %6 = alloca %struct.pair, align 8
  %7 = alloca %struct.pair, align 8
  store i32 0, i32* %1, align 4
  %8 = call i64 (i32, ...) @sum_ints(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3)
  %9 = call i64 (i32, ...) @sum_ints(i32 noundef signext 10, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 9, i32 noundef signext 10)
  %10 = add nsw i64 %8, %9
  %11 = call i64 (i32, ...) @sum_ints(i32 noundef signext 0)
  %12 = add nsw i64 %10, %11
  store i64 %12, i64* %3, align 8
  %13 = load i64, i64* %3, align 8
  %14 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i64 noundef %13)
  %15 = call double (double, i32, ...) @sum_mixed(double noundef 5.000000e-01, i32 noundef signext 12, double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6, double noundef 7.000000e+00, i64 noundef 8, double noundef 9.000000e+00, i64 noundef 10, double noundef 1.100000e+01, i64 noundef 12)
  %16 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), double noundef %15)
  %17 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i64 0, i64 0
  %18 = call signext i32 (i8*, i8*, ...) @count_and_join(i8* noundef %17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0), i8* noundef null)
  %19 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %18)
  %20 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i64 0, i64 0
  %21 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i8* noundef %20)
  %22 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i64 0, i64 0
  %23 = call signext i32 (i8*, i64, i8*, ...) @fmt(i8* noundef %22, i64 noundef 128, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext 42, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0), double noundef 2.500000e+00, i32 noundef signext 113, i64 noundef 123456789012)
  %24 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i64 0, i64 0
  %25 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0), i8* noundef %24)
  %26 = bitcast %struct.pair* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %26, i8* align 8 bitcast (%struct.pair* @__const.main.p1 to i8*), i64 16, i1 false)
  %27 = bitcast %struct.pair* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %27, i8* align 8 bitcast (%struct.pair* @__const.main.p2 to i8*), i64 16, i1 false)
  %28 = bitcast %struct.pair* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %28, i8* align 8 bitcast (%struct.pair* @__const.main.p3 to i8*), i64 16, i1 false)
  %29 = bitcast %struct.pair* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %29, i8* align 8 bitcast (%struct.pair* @__const.main.p4 to i8*), i64 16, i1 false)
  %30 = bitcast %struct.pair* %4 to [2 x i64]*
  %31 = load [2 x i64], [2 x i64]* %30, align 8
  %32 = bitcast %struct.pair* %5 to [2 x i64]*
  %33 = load [2 x i64], [2 x i64]* %32, align 8
  %34 = bitcast %struct.pair* %6 to [2 x i64]*
  %35 = load [2 x i64], [2 x i64]* %34, align 8
  %36 = bitcast %struct.pair* %7 to [2 x i64]*
  %37 = load [2 x i64], [2 x i64]* %36, align 8
  %38 = call i64 (i32, ...) @sum_pairs(i32 noundef signext 4, [2 x i64] %31, [2 x i64] %33, [2 x i64] %35, [2 x i64] %37)
  %39 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.14, i64 0, i64 0), i64 noundef %38)
  %40 = call double (i32, i32, i32, i32, i32, i32, i32, double, ...) @many(i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef -1.000000e+00)
  %41 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.15, i64 0, i64 0), double noundef %40)
  %42 = load i64, i64* %3, align 8
  %43 = srem i64 %42, 100
  %44 = trunc i64 %43 to i32
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ints(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
  %6 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %19, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8
  %13 = getelementptr inbounds i8, i8* %12, i64 8
  store i8* %13, i8** %3, align 8
  %14 = bitcast i8* %12 to i32*
  %15 = load i32, i32* %14, align 8
  %16 = sext i32 %15 to i64
  %17 = load i64, i64* %4, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, i64* %4, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %5, align 4
  br label %7, !llvm.loop !6

22:                                               ; preds = %7
  %23 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %23)
  %24 = load i64, i64* %4, align 8
  ret i64 %24
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_mixed(double noundef %0, i32 noundef signext %1, ...) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store double %0, double* %3, align 8
  store i32 %1, i32* %4, align 4
  store double 0.000000e+00, double* %6, align 8
  %8 = bitcast i8** %5 to i8*
  call void @llvm.va_start(i8* %8)
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %34, %2
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %37

13:                                               ; preds = %9
  %14 = load i32, i32* %7, align 4
  %15 = srem i32 %14, 2
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %25

17:                                               ; preds = %13
  %18 = load i8*, i8** %5, align 8
  %19 = getelementptr inbounds i8, i8* %18, i64 8
  store i8* %19, i8** %5, align 8
  %20 = bitcast i8* %18 to double*
  %21 = load double, double* %20, align 8
  %22 = load double, double* %3, align 8
  %23 = load double, double* %6, align 8
  %24 = call double @llvm.fmuladd.f64(double %21, double %22, double %23)
  store double %24, double* %6, align 8
  br label %33

25:                                               ; preds = %13
  %26 = load i8*, i8** %5, align 8
  %27 = getelementptr inbounds i8, i8* %26, i64 8
  store i8* %27, i8** %5, align 8
  %28 = bitcast i8* %26 to i64*
  %29 = load i64, i64* %28, align 8
  %30 = sitofp i64 %29 to double
  %31 = load double, double* %6, align 8
  %32 = fadd double %31, %30
  store double %32, double* %6, align 8
  br label %33

33:                                               ; preds = %25, %17
  br label %34

34:                                               ; preds = %33
  %35 = load i32, i32* %7, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %7, align 4
  br label %9, !llvm.loop !8

37:                                               ; preds = %9
  %38 = bitcast i8** %5 to i8*
  call void @llvm.va_end(i8* %38)
  %39 = load double, double* %6, align 8
  ret double %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @count_and_join(i8* noundef %0, i8* noundef %1, ...) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  store i32 0, i32* %7, align 4
  %10 = bitcast i8** %5 to i8*
  call void @llvm.va_start(i8* %10)
  %11 = bitcast i8** %6 to i8*
  %12 = bitcast i8** %5 to i8*
  call void @llvm.va_copy(i8* %11, i8* %12)
  %13 = load i8*, i8** %4, align 8
  store i8* %13, i8** %8, align 8
  br label %14

14:                                               ; preds = %20, %2
  %15 = load i8*, i8** %8, align 8
  %16 = icmp ne i8* %15, null
  br i1 %16, label %17, label %25

17:                                               ; preds = %14
  %18 = load i32, i32* %7, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %7, align 4
  br label %20

20:                                               ; preds = %17
  %21 = load i8*, i8** %5, align 8
  %22 = getelementptr inbounds i8, i8* %21, i64 8
  store i8* %22, i8** %5, align 8
  %23 = bitcast i8* %21 to i8**
  %24 = load i8*, i8** %23, align 8
  store i8* %24, i8** %8, align 8
  br label %14, !llvm.loop !9

25:                                               ; preds = %14
  %26 = bitcast i8** %5 to i8*
  call void @llvm.va_end(i8* %26)
  %27 = load i8*, i8** %3, align 8
  %28 = getelementptr inbounds i8, i8* %27, i64 0
  store i8 0, i8* %28, align 1
  %29 = load i8*, i8** %3, align 8
  %30 = load i8*, i8** %4, align 8
  %31 = call i8* @strcat(i8* noundef %29, i8* noundef %30) #6
  %32 = load i8*, i8** %6, align 8
  %33 = getelementptr inbounds i8, i8* %32, i64 8
  store i8* %33, i8** %6, align 8
  %34 = bitcast i8* %32 to i8**
  %35 = load i8*, i8** %34, align 8
  store i8* %35, i8** %9, align 8
  br label %36

36:                                               ; preds = %45, %25
  %37 = load i8*, i8** %9, align 8
  %38 = icmp ne i8* %37, null
  br i1 %38, label %39, label %50

39:                                               ; preds = %36
  %40 = load i8*, i8** %3, align 8
  %41 = call i8* @strcat(i8* noundef %40, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i64 0, i64 0)) #6
  %42 = load i8*, i8** %3, align 8
  %43 = load i8*, i8** %9, align 8
  %44 = call i8* @strcat(i8* noundef %42, i8* noundef %43) #6
  br label %45

45:                                               ; preds = %39
  %46 = load i8*, i8** %6, align 8
  %47 = getelementptr inbounds i8, i8* %46, i64 8
  store i8* %47, i8** %6, align 8
  %48 = bitcast i8* %46 to i8**
  %49 = load i8*, i8** %48, align 8
  store i8* %49, i8** %9, align 8
  br label %36, !llvm.loop !10

50:                                               ; preds = %36
  %51 = bitcast i8** %6 to i8*
  call void @llvm.va_end(i8* %51)
  %52 = load i32, i32* %7, align 4
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @fmt(i8* noundef %0, i64 noundef %1, i8* noundef %2, ...) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i64 %1, i64* %5, align 8
  store i8* %2, i8** %6, align 8
  %9 = bitcast i8** %7 to i8*
  call void @llvm.va_start(i8* %9)
  %10 = load i8*, i8** %4, align 8
  %11 = load i64, i64* %5, align 8
  %12 = load i8*, i8** %6, align 8
  %13 = load i8*, i8** %7, align 8
  %14 = call signext i32 @vsnprintf(i8* noundef %10, i64 noundef %11, i8* noundef %12, i8* noundef %13) #6
  store i32 %14, i32* %8, align 4
  %15 = bitcast i8** %7 to i8*
  call void @llvm.va_end(i8* %15)
  %16 = load i32, i32* %8, align 4
  ret i32 %16
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_pairs(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.pair, align 8
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
  %7 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %7)
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %26, %1
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %8
  %13 = load i8*, i8** %3, align 8
  %14 = getelementptr inbounds i8, i8* %13, i64 16
  store i8* %14, i8** %3, align 8
  %15 = bitcast i8* %13 to %struct.pair*
  %16 = bitcast %struct.pair* %6 to i8*
  %17 = bitcast %struct.pair* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %16, i8* align 8 %17, i64 16, i1 false)
  %18 = getelementptr inbounds %struct.pair, %struct.pair* %6, i32 0, i32 0
  %19 = load i64, i64* %18, align 8
  %20 = mul nsw i64 %19, 3
  %21 = getelementptr inbounds %struct.pair, %struct.pair* %6, i32 0, i32 1
  %22 = load i64, i64* %21, align 8
  %23 = add nsw i64 %20, %22
  %24 = load i64, i64* %4, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, i64* %4, align 8
  br label %26

26:                                               ; preds = %12
  %27 = load i32, i32* %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %5, align 4
  br label %8, !llvm.loop !11

29:                                               ; preds = %8
  %30 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %30)
  %31 = load i64, i64* %4, align 8
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6, double noundef %7, ...) #0 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i8*, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  store i32 %0, i32* %9, align 4
  store i32 %1, i32* %10, align 4
  store i32 %2, i32* %11, align 4
  store i32 %3, i32* %12, align 4
  store i32 %4, i32* %13, align 4
  store i32 %5, i32* %14, align 4
  store i32 %6, i32* %15, align 4
  store double %7, double* %16, align 8
  %20 = bitcast i8** %17 to i8*
  call void @llvm.va_start(i8* %20)
  %21 = load i32, i32* %9, align 4
  %22 = load i32, i32* %10, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, i32* %11, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, i32* %12, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, i32* %13, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, i32* %14, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, i32* %15, align 4
  %33 = add nsw i32 %31, %32
  %34 = sitofp i32 %33 to double
  %35 = load double, double* %16, align 8
  %36 = fadd double %34, %35
  store double %36, double* %18, align 8
  br label %37

37:                                               ; preds = %45, %8
  %38 = load i8*, i8** %17, align 8
  %39 = getelementptr inbounds i8, i8* %38, i64 8
  store i8* %39, i8** %17, align 8
  %40 = bitcast i8* %38 to double*
  %41 = load double, double* %40, align 8
  store double %41, double* %19, align 8
  %42 = load double, double* %19, align 8
  %43 = fcmp olt double %42, 0.000000e+00
  br i1 %43, label %44, label %45

44:                                               ; preds = %37
  br label %49

45:                                               ; preds = %37
  %46 = load double, double* %19, align 8
  %47 = load double, double* %18, align 8
  %48 = fadd double %47, %46
  store double %48, double* %18, align 8
  br label %37

49:                                               ; preds = %44
  %50 = bitcast i8** %17 to i8*
  call void @llvm.va_end(i8* %50)
  %51 = load double, double* %18, align 8
  ret double %51
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #3

; Function Attrs: nounwind
declare i8* @strcat(i8* noundef, i8* noundef) #5

; Function Attrs: nounwind
declare signext i32 @vsnprintf(i8* noundef, i64 noundef, i8* noundef, i8* noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { nounwind }

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
