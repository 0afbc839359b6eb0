; ModuleID = 'c/varargs.c'
source_filename = "c/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { i64, i64 }
%struct.dd = type { double, double }
%struct.mix = type { i64, double }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

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
@__const.main.d = private unnamed_addr constant %struct.dd { double 1.500000e+00, double 2.000000e+00 }, align 8
@__const.main.m = private unnamed_addr constant %struct.mix { i64 3, double 2.500000e-01 }, align 8
@.str.16 = private unnamed_addr constant [12 x i8] c"wide %.6Lf\0A\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"+\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [128 x i8], align 16
  %3 = alloca i64, align 8
  %4 = alloca %struct.pair, align 8
  %5 = alloca %struct.pair, align 8
  %6 = alloca %struct.pair, align 8
  %7 = alloca %struct.pair, align 8
  %8 = alloca %struct.dd, align 8
  %9 = alloca %struct.mix, align 8
  store i32 0, i32* %1, align 4
  %10 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %11 = call i64 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  %12 = add nsw i64 %10, %11
  %13 = call i64 (i32, ...) @sum_ints(i32 noundef 0)
  %14 = add nsw i64 %12, %13
  store i64 %14, i64* %3, align 8
  %15 = load i64, i64* %3, align 8
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i64 noundef %15)
  %17 = call double (double, i32, ...) @sum_mixed(double noundef 5.000000e-01, i32 noundef 12, double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6, double noundef 7.000000e+00, i64 noundef 8, double noundef 9.000000e+00, i64 noundef 10, double noundef 1.100000e+01, i64 noundef 12)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), double noundef %17)
  %19 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i64 0, i64 0
  %20 = call i32 (i8*, i8*, ...) @count_and_join(i8* noundef %19, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0), i8* noundef null)
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %20)
  %22 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i64 0, i64 0
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i8* noundef %22)
  %24 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i64 0, i64 0
  %25 = call i32 (i8*, i64, i8*, ...) @fmt(i8* noundef %24, i64 noundef 128, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i32 noundef 42, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0), double noundef 2.500000e+00, i32 noundef 113, i64 noundef 123456789012)
  %26 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i64 0, i64 0
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0), i8* noundef %26)
  %28 = bitcast %struct.pair* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %28, i8* align 8 bitcast (%struct.pair* @__const.main.p1 to i8*), i64 16, i1 false)
  %29 = bitcast %struct.pair* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %29, i8* align 8 bitcast (%struct.pair* @__const.main.p2 to i8*), i64 16, i1 false)
  %30 = bitcast %struct.pair* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %30, i8* align 8 bitcast (%struct.pair* @__const.main.p3 to i8*), i64 16, i1 false)
  %31 = bitcast %struct.pair* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %31, i8* align 8 bitcast (%struct.pair* @__const.main.p4 to i8*), i64 16, i1 false)
  %32 = bitcast %struct.pair* %4 to { i64, i64 }*
  %33 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %32, i32 0, i32 0
  %34 = load i64, i64* %33, align 8
  %35 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %32, i32 0, i32 1
  %36 = load i64, i64* %35, align 8
  %37 = bitcast %struct.pair* %5 to { i64, i64 }*
  %38 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %37, i32 0, i32 0
  %39 = load i64, i64* %38, align 8
  %40 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %37, i32 0, i32 1
  %41 = load i64, i64* %40, align 8
  %42 = call i64 (i32, ...) @sum_pairs(i32 noundef 4, i64 %34, i64 %36, i64 %39, i64 %41, %struct.pair* noundef byval(%struct.pair) align 8 %6, %struct.pair* noundef byval(%struct.pair) align 8 %7)
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.14, i64 0, i64 0), i64 noundef %42)
  %44 = call double (i32, i32, i32, i32, i32, i32, i32, double, ...) @many(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef -1.000000e+00)
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.15, i64 0, i64 0), double noundef %44)
  %46 = bitcast %struct.dd* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %46, i8* align 8 bitcast (%struct.dd* @__const.main.d to i8*), i64 16, i1 false)
  %47 = bitcast %struct.mix* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %47, i8* align 8 bitcast (%struct.mix* @__const.main.m to i8*), i64 16, i1 false)
  %48 = bitcast %struct.dd* %8 to { double, double }*
  %49 = getelementptr inbounds { double, double }, { double, double }* %48, i32 0, i32 0
  %50 = load double, double* %49, align 8
  %51 = getelementptr inbounds { double, double }, { double, double }* %48, i32 0, i32 1
  %52 = load double, double* %51, align 8
  %53 = bitcast %struct.mix* %9 to { i64, double }*
  %54 = getelementptr inbounds { i64, double }, { i64, double }* %53, i32 0, i32 0
  %55 = load i64, i64* %54, align 8
  %56 = getelementptr inbounds { i64, double }, { i64, double }* %53, i32 0, i32 1
  %57 = load double, double* %56, align 8
  %58 = bitcast %struct.dd* %8 to { double, double }*
  %59 = getelementptr inbounds { double, double }, { double, double }* %58, i32 0, i32 0
  %60 = load double, double* %59, align 8
  %61 = getelementptr inbounds { double, double }, { double, double }* %58, i32 0, i32 1
  %62 = load double, double* %61, align 8
  %63 = bitcast %struct.mix* %9 to { i64, double }*
  %64 = getelementptr inbounds { i64, double }, { i64, double }* %63, i32 0, i32 0
  %65 = load i64, i64* %64, align 8
  %66 = getelementptr inbounds { i64, double }, { i64, double }* %63, i32 0, i32 1
  %67 = load double, double* %66, align 8
  %68 = bitcast %struct.dd* %8 to { double, double }*
  %69 = getelementptr inbounds { double, double }, { double, double }* %68, i32 0, i32 0
  %70 = load double, double* %69, align 8
  %71 = getelementptr inbounds { double, double }, { double, double }* %68, i32 0, i32 1
  %72 = load double, double* %71, align 8
  %73 = call x86_fp80 (i32, ...) @sum_wide(i32 noundef 3, x86_fp80 noundef 0xK3FFF8000000000000000, double %50, double %52, i64 %55, double %57, x86_fp80 noundef 0xK4000A000000000000000, double %60, double %62, i64 %65, double %67, x86_fp80 noundef 0xKC0018000000000000000, double %70, double %72, %struct.mix* noundef byval(%struct.mix) align 8 %9)
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.16, i64 0, i64 0), x86_fp80 noundef %73)
  %75 = load i64, i64* %3, align 8
  %76 = srem i64 %75, 100
  %77 = trunc i64 %76 to i32
  ret i32 %77
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %7 = bitcast %struct.__va_list_tag* %6 to i8*
  call void @llvm.va_start(i8* %7)
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %34, %1
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %37

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 16
  %16 = icmp ule i32 %15, 40
  br i1 %16, label %17, label %23

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3
  %19 = load i8*, i8** %18, align 16
  %20 = getelementptr i8, i8* %19, i32 %15
  %21 = bitcast i8* %20 to i32*
  %22 = add i32 %15, 8
  store i32 %22, i32* %14, align 16
  br label %28

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2
  %25 = load i8*, i8** %24, align 8
  %26 = bitcast i8* %25 to i32*
  %27 = getelementptr i8, i8* %25, i32 8
  store i8* %27, i8** %24, align 8
  br label %28

28:                                               ; preds = %23, %17
  %29 = phi i32* [ %21, %17 ], [ %26, %23 ]
  %30 = load i32, i32* %29, align 4
  %31 = sext i32 %30 to i64
  %32 = load i64, i64* %4, align 8
  %33 = add nsw i64 %32, %31
  store i64 %33, i64* %4, align 8
  br label %34

34:                                               ; preds = %28
  %35 = load i32, i32* %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %5, align 4
  br label %8, !llvm.loop !6

37:                                               ; preds = %8
  %38 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %39 = bitcast %struct.__va_list_tag* %38 to i8*
  call void @llvm.va_end(i8* %39)
  %40 = load i64, i64* %4, align 8
  ret i64 %40
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_mixed(double noundef %0, i32 noundef %1, ...) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store double %0, double* %3, align 8
  store i32 %1, i32* %4, align 4
  store double 0.000000e+00, double* %6, align 8
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %9 = bitcast %struct.__va_list_tag* %8 to i8*
  call void @llvm.va_start(i8* %9)
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %63, %2
  %11 = load i32, i32* %7, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %66

14:                                               ; preds = %10
  %15 = load i32, i32* %7, align 4
  %16 = srem i32 %15, 2
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %40

18:                                               ; preds = %14
  %19 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %20 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %19, i32 0, i32 1
  %21 = load i32, i32* %20, align 4
  %22 = icmp ule i32 %21, 160
  br i1 %22, label %23, label %29

23:                                               ; preds = %18
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %19, i32 0, i32 3
  %25 = load i8*, i8** %24, align 16
  %26 = getelementptr i8, i8* %25, i32 %21
  %27 = bitcast i8* %26 to double*
  %28 = add i32 %21, 16
  store i32 %28, i32* %20, align 4
  br label %34

29:                                               ; preds = %18
  %30 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %19, i32 0, i32 2
  %31 = load i8*, i8** %30, align 8
  %32 = bitcast i8* %31 to double*
  %33 = getelementptr i8, i8* %31, i32 8
  store i8* %33, i8** %30, align 8
  br label %34

34:                                               ; preds = %29, %23
  %35 = phi double* [ %27, %23 ], [ %32, %29 ]
  %36 = load double, double* %35, align 8
  %37 = load double, double* %3, align 8
  %38 = load double, double* %6, align 8
  %39 = call double @llvm.fmuladd.f64(double %36, double %37, double %38)
  store double %39, double* %6, align 8
  br label %62

40:                                               ; preds = %14
  %41 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %42 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %41, i32 0, i32 0
  %43 = load i32, i32* %42, align 16
  %44 = icmp ule i32 %43, 40
  br i1 %44, label %45, label %51

45:                                               ; preds = %40
  %46 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %41, i32 0, i32 3
  %47 = load i8*, i8** %46, align 16
  %48 = getelementptr i8, i8* %47, i32 %43
  %49 = bitcast i8* %48 to i64*
  %50 = add i32 %43, 8
  store i32 %50, i32* %42, align 16
  br label %56

51:                                               ; preds = %40
  %52 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %41, i32 0, i32 2
  %53 = load i8*, i8** %52, align 8
  %54 = bitcast i8* %53 to i64*
  %55 = getelementptr i8, i8* %53, i32 8
  store i8* %55, i8** %52, align 8
  br label %56

56:                                               ; preds = %51, %45
  %57 = phi i64* [ %49, %45 ], [ %54, %51 ]
  %58 = load i64, i64* %57, align 8
  %59 = sitofp i64 %58 to double
  %60 = load double, double* %6, align 8
  %61 = fadd double %60, %59
  store double %61, double* %6, align 8
  br label %62

62:                                               ; preds = %56, %34
  br label %63

63:                                               ; preds = %62
  %64 = load i32, i32* %7, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, i32* %7, align 4
  br label %10, !llvm.loop !8

66:                                               ; preds = %10
  %67 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %68 = bitcast %struct.__va_list_tag* %67 to i8*
  call void @llvm.va_end(i8* %68)
  %69 = load double, double* %6, align 8
  ret double %69
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_and_join(i8* noundef %0, i8* noundef %1, ...) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca [1 x %struct.__va_list_tag], align 16
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  store i32 0, i32* %7, align 4
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %11 = bitcast %struct.__va_list_tag* %10 to i8*
  call void @llvm.va_start(i8* %11)
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %6, i64 0, i64 0
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %14 = bitcast %struct.__va_list_tag* %12 to i8*
  %15 = bitcast %struct.__va_list_tag* %13 to i8*
  call void @llvm.va_copy(i8* %14, i8* %15)
  %16 = load i8*, i8** %4, align 8
  store i8* %16, i8** %8, align 8
  br label %17

17:                                               ; preds = %39, %2
  %18 = load i8*, i8** %8, align 8
  %19 = icmp ne i8* %18, null
  br i1 %19, label %20, label %42

20:                                               ; preds = %17
  %21 = load i32, i32* %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %7, align 4
  br label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %25 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 16
  %27 = icmp ule i32 %26, 40
  br i1 %27, label %28, label %34

28:                                               ; preds = %23
  %29 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %24, i32 0, i32 3
  %30 = load i8*, i8** %29, align 16
  %31 = getelementptr i8, i8* %30, i32 %26
  %32 = bitcast i8* %31 to i8**
  %33 = add i32 %26, 8
  store i32 %33, i32* %25, align 16
  br label %39

34:                                               ; preds = %23
  %35 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %24, i32 0, i32 2
  %36 = load i8*, i8** %35, align 8
  %37 = bitcast i8* %36 to i8**
  %38 = getelementptr i8, i8* %36, i32 8
  store i8* %38, i8** %35, align 8
  br label %39

39:                                               ; preds = %34, %28
  %40 = phi i8** [ %32, %28 ], [ %37, %34 ]
  %41 = load i8*, i8** %40, align 8
  store i8* %41, i8** %8, align 8
  br label %17, !llvm.loop !9

42:                                               ; preds = %17
  %43 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %44 = bitcast %struct.__va_list_tag* %43 to i8*
  call void @llvm.va_end(i8* %44)
  %45 = load i8*, i8** %3, align 8
  %46 = getelementptr inbounds i8, i8* %45, i64 0
  store i8 0, i8* %46, align 1
  %47 = load i8*, i8** %3, align 8
  %48 = load i8*, i8** %4, align 8
  %49 = call i8* @strcat(i8* noundef %47, i8* noundef %48) #6
  %50 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %6, i64 0, i64 0
  %51 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %50, i32 0, i32 0
  %52 = load i32, i32* %51, align 16
  %53 = icmp ule i32 %52, 40
  br i1 %53, label %54, label %60

54:                                               ; preds = %42
  %55 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %50, i32 0, i32 3
  %56 = load i8*, i8** %55, align 16
  %57 = getelementptr i8, i8* %56, i32 %52
  %58 = bitcast i8* %57 to i8**
  %59 = add i32 %52, 8
  store i32 %59, i32* %51, align 16
  br label %65

60:                                               ; preds = %42
  %61 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %50, i32 0, i32 2
  %62 = load i8*, i8** %61, align 8
  %63 = bitcast i8* %62 to i8**
  %64 = getelementptr i8, i8* %62, i32 8
  store i8* %64, i8** %61, align 8
  br label %65

65:                                               ; preds = %60, %54
  %66 = phi i8** [ %58, %54 ], [ %63, %60 ]
  %67 = load i8*, i8** %66, align 8
  store i8* %67, i8** %9, align 8
  br label %68

68:                                               ; preds = %93, %65
  %69 = load i8*, i8** %9, align 8
  %70 = icmp ne i8* %69, null
  br i1 %70, label %71, label %96

71:                                               ; preds = %68
  %72 = load i8*, i8** %3, align 8
  %73 = call i8* @strcat(i8* noundef %72, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.17, i64 0, i64 0)) #6
  %74 = load i8*, i8** %3, align 8
  %75 = load i8*, i8** %9, align 8
  %76 = call i8* @strcat(i8* noundef %74, i8* noundef %75) #6
  br label %77

77:                                               ; preds = %71
  %78 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %6, i64 0, i64 0
  %79 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %78, i32 0, i32 0
  %80 = load i32, i32* %79, align 16
  %81 = icmp ule i32 %80, 40
  br i1 %81, label %82, label %88

82:                                               ; preds = %77
  %83 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %78, i32 0, i32 3
  %84 = load i8*, i8** %83, align 16
  %85 = getelementptr i8, i8* %84, i32 %80
  %86 = bitcast i8* %85 to i8**
  %87 = add i32 %80, 8
  store i32 %87, i32* %79, align 16
  br label %93

88:                                               ; preds = %77
  %89 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %78, i32 0, i32 2
  %90 = load i8*, i8** %89, align 8
  %91 = bitcast i8* %90 to i8**
  %92 = getelementptr i8, i8* %90, i32 8
  store i8* %92, i8** %89, align 8
  br label %93

93:                                               ; preds = %88, %82
  %94 = phi i8** [ %86, %82 ], [ %91, %88 ]
  %95 = load i8*, i8** %94, align 8
  store i8* %95, i8** %9, align 8
  br label %68, !llvm.loop !10

96:                                               ; preds = %68
  %97 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %6, i64 0, i64 0
  %98 = bitcast %struct.__va_list_tag* %97 to i8*
  call void @llvm.va_end(i8* %98)
  %99 = load i32, i32* %7, align 4
  ret i32 %99
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fmt(i8* noundef %0, i64 noundef %1, i8* noundef %2, ...) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca [1 x %struct.__va_list_tag], align 16
  %8 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i64 %1, i64* %5, align 8
  store i8* %2, i8** %6, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %7, i64 0, i64 0
  %10 = bitcast %struct.__va_list_tag* %9 to i8*
  call void @llvm.va_start(i8* %10)
  %11 = load i8*, i8** %4, align 8
  %12 = load i64, i64* %5, align 8
  %13 = load i8*, i8** %6, align 8
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %7, i64 0, i64 0
  %15 = call i32 @vsnprintf(i8* noundef %11, i64 noundef %12, i8* noundef %13, %struct.__va_list_tag* noundef %14) #6
  store i32 %15, i32* %8, align 4
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %7, i64 0, i64 0
  %17 = bitcast %struct.__va_list_tag* %16 to i8*
  call void @llvm.va_end(i8* %17)
  %18 = load i32, i32* %8, align 4
  ret i32 %18
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_pairs(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.pair, align 8
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %8 = bitcast %struct.__va_list_tag* %7 to i8*
  call void @llvm.va_start(i8* %8)
  store i32 0, i32* %5, align 4
  br label %9

9:                                                ; preds = %41, %1
  %10 = load i32, i32* %5, align 4
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %44

13:                                               ; preds = %9
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %15 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %14, i32 0, i32 0
  %16 = load i32, i32* %15, align 16
  %17 = icmp ule i32 %16, 32
  br i1 %17, label %18, label %24

18:                                               ; preds = %13
  %19 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %14, i32 0, i32 3
  %20 = load i8*, i8** %19, align 16
  %21 = getelementptr i8, i8* %20, i32 %16
  %22 = bitcast i8* %21 to %struct.pair*
  %23 = add i32 %16, 16
  store i32 %23, i32* %15, align 16
  br label %29

24:                                               ; preds = %13
  %25 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %14, i32 0, i32 2
  %26 = load i8*, i8** %25, align 8
  %27 = bitcast i8* %26 to %struct.pair*
  %28 = getelementptr i8, i8* %26, i32 16
  store i8* %28, i8** %25, align 8
  br label %29

29:                                               ; preds = %24, %18
  %30 = phi %struct.pair* [ %22, %18 ], [ %27, %24 ]
  %31 = bitcast %struct.pair* %6 to i8*
  %32 = bitcast %struct.pair* %30 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %31, i8* align 8 %32, i64 16, i1 false)
  %33 = getelementptr inbounds %struct.pair, %struct.pair* %6, i32 0, i32 0
  %34 = load i64, i64* %33, align 8
  %35 = mul nsw i64 %34, 3
  %36 = getelementptr inbounds %struct.pair, %struct.pair* %6, i32 0, i32 1
  %37 = load i64, i64* %36, align 8
  %38 = add nsw i64 %35, %37
  %39 = load i64, i64* %4, align 8
  %40 = add nsw i64 %39, %38
  store i64 %40, i64* %4, align 8
  br label %41

41:                                               ; preds = %29
  %42 = load i32, i32* %5, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %5, align 4
  br label %9, !llvm.loop !11

44:                                               ; preds = %9
  %45 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %46 = bitcast %struct.__va_list_tag* %45 to i8*
  call void @llvm.va_end(i8* %46)
  %47 = load i64, i64* %4, align 8
  ret i64 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, double noundef %7, ...) #0 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca [1 x %struct.__va_list_tag], align 16
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
  %20 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %17, i64 0, i64 0
  %21 = bitcast %struct.__va_list_tag* %20 to i8*
  call void @llvm.va_start(i8* %21)
  %22 = load i32, i32* %9, align 4
  %23 = load i32, i32* %10, align 4
  %24 = add nsw i32 %22, %23
  %25 = load i32, i32* %11, align 4
  %26 = add nsw i32 %24, %25
  %27 = load i32, i32* %12, align 4
  %28 = add nsw i32 %26, %27
  %29 = load i32, i32* %13, align 4
  %30 = add nsw i32 %28, %29
  %31 = load i32, i32* %14, align 4
  %32 = add nsw i32 %30, %31
  %33 = load i32, i32* %15, align 4
  %34 = add nsw i32 %32, %33
  %35 = sitofp i32 %34 to double
  %36 = load double, double* %16, align 8
  %37 = fadd double %35, %36
  store double %37, double* %18, align 8
  br label %38

38:                                               ; preds = %60, %8
  %39 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %17, i64 0, i64 0
  %40 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %39, i32 0, i32 1
  %41 = load i32, i32* %40, align 4
  %42 = icmp ule i32 %41, 160
  br i1 %42, label %43, label %49

43:                                               ; preds = %38
  %44 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %39, i32 0, i32 3
  %45 = load i8*, i8** %44, align 16
  %46 = getelementptr i8, i8* %45, i32 %41
  %47 = bitcast i8* %46 to double*
  %48 = add i32 %41, 16
  store i32 %48, i32* %40, align 4
  br label %54

49:                                               ; preds = %38
  %50 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %39, i32 0, i32 2
  %51 = load i8*, i8** %50, align 8
  %52 = bitcast i8* %51 to double*
  %53 = getelementptr i8, i8* %51, i32 8
  store i8* %53, i8** %50, align 8
  br label %54

54:                                               ; preds = %49, %43
  %55 = phi double* [ %47, %43 ], [ %52, %49 ]
  %56 = load double, double* %55, align 8
  store double %56, double* %19, align 8
  %57 = load double, double* %19, align 8
  %58 = fcmp olt double %57, 0.000000e+00
  br i1 %58, label %59, label %60

59:                                               ; preds = %54
  br label %64

60:                                               ; preds = %54
  %61 = load double, double* %19, align 8
  %62 = load double, double* %18, align 8
  %63 = fadd double %62, %61
  store double %63, double* %18, align 8
  br label %38

64:                                               ; preds = %59
  %65 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %17, i64 0, i64 0
  %66 = bitcast %struct.__va_list_tag* %65 to i8*
  call void @llvm.va_end(i8* %66)
  %67 = load double, double* %18, align 8
  ret double %67
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @sum_wide(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  %6 = alloca %struct.dd, align 8
  %7 = alloca %struct.dd, align 8
  %8 = alloca %struct.mix, align 8
  %9 = alloca %struct.mix, align 8
  store i32 %0, i32* %2, align 4
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %11 = bitcast %struct.__va_list_tag* %10 to i8*
  call void @llvm.va_start(i8* %11)
  store x86_fp80 0xK00000000000000000000, x86_fp80* %4, align 16
  store i32 0, i32* %5, align 4
  br label %12

12:                                               ; preds = %105, %1
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %2, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %108

16:                                               ; preds = %12
  %17 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %17, i32 0, i32 2
  %19 = load i8*, i8** %18, align 8
  %20 = ptrtoint i8* %19 to i64
  %21 = add i64 %20, 15
  %22 = and i64 %21, -16
  %23 = inttoptr i64 %22 to i8*
  %24 = bitcast i8* %23 to x86_fp80*
  %25 = getelementptr i8, i8* %23, i32 16
  store i8* %25, i8** %18, align 8
  %26 = load x86_fp80, x86_fp80* %24, align 16
  %27 = load x86_fp80, x86_fp80* %4, align 16
  %28 = fadd x86_fp80 %27, %26
  store x86_fp80 %28, x86_fp80* %4, align 16
  %29 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %30 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %29, i32 0, i32 1
  %31 = load i32, i32* %30, align 4
  %32 = icmp ule i32 %31, 144
  br i1 %32, label %33, label %47

33:                                               ; preds = %16
  %34 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %29, i32 0, i32 3
  %35 = load i8*, i8** %34, align 16
  %36 = getelementptr i8, i8* %35, i32 %31
  %37 = getelementptr inbounds i8, i8* %36, i64 16
  %38 = bitcast %struct.dd* %7 to { double, double }*
  %39 = bitcast i8* %36 to double*
  %40 = load double, double* %39, align 16
  %41 = getelementptr inbounds { double, double }, { double, double }* %38, i32 0, i32 0
  store double %40, double* %41, align 8
  %42 = bitcast i8* %37 to double*
  %43 = load double, double* %42, align 16
  %44 = getelementptr inbounds { double, double }, { double, double }* %38, i32 0, i32 1
  store double %43, double* %44, align 8
  %45 = bitcast { double, double }* %38 to %struct.dd*
  %46 = add i32 %31, 32
  store i32 %46, i32* %30, align 4
  br label %52

47:                                               ; preds = %16
  %48 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %29, i32 0, i32 2
  %49 = load i8*, i8** %48, align 8
  %50 = bitcast i8* %49 to %struct.dd*
  %51 = getelementptr i8, i8* %49, i32 16
  store i8* %51, i8** %48, align 8
  br label %52

52:                                               ; preds = %47, %33
  %53 = phi %struct.dd* [ %45, %33 ], [ %50, %47 ]
  %54 = bitcast %struct.dd* %6 to i8*
  %55 = bitcast %struct.dd* %53 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %54, i8* align 8 %55, i64 16, i1 false)
  %56 = getelementptr inbounds %struct.dd, %struct.dd* %6, i32 0, i32 0
  %57 = load double, double* %56, align 8
  %58 = getelementptr inbounds %struct.dd, %struct.dd* %6, i32 0, i32 1
  %59 = load double, double* %58, align 8
  %60 = fmul double %57, %59
  %61 = fpext double %60 to x86_fp80
  %62 = load x86_fp80, x86_fp80* %4, align 16
  %63 = fadd x86_fp80 %62, %61
  store x86_fp80 %63, x86_fp80* %4, align 16
  %64 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %65 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %64, i32 0, i32 0
  %66 = load i32, i32* %65, align 16
  %67 = icmp ule i32 %66, 40
  %68 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %64, i32 0, i32 1
  %69 = load i32, i32* %68, align 4
  %70 = icmp ule i32 %69, 160
  %71 = and i1 %67, %70
  br i1 %71, label %72, label %87

72:                                               ; preds = %52
  %73 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %64, i32 0, i32 3
  %74 = load i8*, i8** %73, align 16
  %75 = bitcast %struct.mix* %9 to { i64, double }*
  %76 = getelementptr i8, i8* %74, i32 %66
  %77 = getelementptr i8, i8* %74, i32 %69
  %78 = bitcast i8* %76 to i64*
  %79 = load i64, i64* %78, align 8
  %80 = getelementptr inbounds { i64, double }, { i64, double }* %75, i32 0, i32 0
  store i64 %79, i64* %80, align 8
  %81 = bitcast i8* %77 to double*
  %82 = load double, double* %81, align 8
  %83 = getelementptr inbounds { i64, double }, { i64, double }* %75, i32 0, i32 1
  store double %82, double* %83, align 8
  %84 = bitcast { i64, double }* %75 to %struct.mix*
  %85 = add i32 %66, 8
  store i32 %85, i32* %65, align 16
  %86 = add i32 %69, 16
  store i32 %86, i32* %68, align 4
  br label %92

87:                                               ; preds = %52
  %88 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %64, i32 0, i32 2
  %89 = load i8*, i8** %88, align 8
  %90 = bitcast i8* %89 to %struct.mix*
  %91 = getelementptr i8, i8* %89, i32 16
  store i8* %91, i8** %88, align 8
  br label %92

92:                                               ; preds = %87, %72
  %93 = phi %struct.mix* [ %84, %72 ], [ %90, %87 ]
  %94 = bitcast %struct.mix* %8 to i8*
  %95 = bitcast %struct.mix* %93 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %94, i8* align 8 %95, i64 16, i1 false)
  %96 = getelementptr inbounds %struct.mix, %struct.mix* %8, i32 0, i32 0
  %97 = load i64, i64* %96, align 8
  %98 = sitofp i64 %97 to double
  %99 = getelementptr inbounds %struct.mix, %struct.mix* %8, i32 0, i32 1
  %100 = load double, double* %99, align 8
  %101 = fadd double %98, %100
  %102 = fpext double %101 to x86_fp80
  %103 = load x86_fp80, x86_fp80* %4, align 16
  %104 = fadd x86_fp80 %103, %102
  store x86_fp80 %104, x86_fp80* %4, align 16
  br label %105

105:                                              ; preds = %92
  %106 = load i32, i32* %5, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, i32* %5, align 4
  br label %12, !llvm.loop !12

108:                                              ; preds = %12
  %109 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %110 = bitcast %struct.__va_list_tag* %109 to i8*
  call void @llvm.va_end(i8* %110)
  %111 = load x86_fp80, x86_fp80* %4, align 16
  ret x86_fp80 %111
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
declare i32 @vsnprintf(i8* noundef, i64 noundef, i8* noundef, %struct.__va_list_tag* noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!12 = distinct !{!12, !7}
