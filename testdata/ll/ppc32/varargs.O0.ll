; ModuleID = 'c/varargs.c'
source_filename = "c/varargs.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.pair = type { i32, i32 }
%struct.__va_list_tag = type { i8, i8, i16, i8*, i8* }

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
@__const.main.p1 = private unnamed_addr constant %struct.pair { i32 1, i32 2 }, align 4
@__const.main.p2 = private unnamed_addr constant %struct.pair { i32 3, i32 4 }, align 4
@__const.main.p3 = private unnamed_addr constant %struct.pair { i32 5, i32 6 }, align 4
@__const.main.p4 = private unnamed_addr constant %struct.pair { i32 7, i32 8 }, align 4
@.str.14 = private unnamed_addr constant [11 x i8] c"pairs %ld\0A\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"many %.1f\0A\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"+\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [128 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca %struct.pair, align 4
  %5 = alloca %struct.pair, align 4
  %6 = alloca %struct.pair, align 4
  %7 = alloca %struct.pair, align 4
  store i32 0, i32* %1, align 4
  %8 = call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %9 = call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  %10 = add nsw i32 %8, %9
  %11 = call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %12 = add nsw i32 %10, %11
  store i32 %12, i32* %3, align 4
  %13 = load i32, i32* %3, align 4
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef %13)
  %15 = call double (double, i32, ...) @sum_mixed(double noundef 5.000000e-01, i32 noundef 12, double noundef 1.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 4, double noundef 5.000000e+00, i32 noundef 6, double noundef 7.000000e+00, i32 noundef 8, double noundef 9.000000e+00, i32 noundef 10, double noundef 1.100000e+01, i32 noundef 12)
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), double noundef %15)
  %17 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i32 0, i32 0
  %18 = call i32 (i8*, i8*, ...) @count_and_join(i8* noundef %17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0), i8* noundef null)
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0), i32 noundef %18)
  %20 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i32 0, i32 0
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8* noundef %20)
  %22 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i32 0, i32 0
  %23 = call i32 (i8*, i32, i8*, ...) @fmt(i8* noundef %22, i32 noundef 128, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef 42, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0), double noundef 2.500000e+00, i32 noundef 113, i64 noundef 123456789012)
  %24 = getelementptr inbounds [128 x i8], [128 x i8]* %2, i32 0, i32 0
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0), i8* noundef %24)
  %26 = bitcast %struct.pair* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %26, i8* align 4 bitcast (%struct.pair* @__const.main.p1 to i8*), i32 8, i1 false)
  %27 = bitcast %struct.pair* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %27, i8* align 4 bitcast (%struct.pair* @__const.main.p2 to i8*), i32 8, i1 false)
  %28 = bitcast %struct.pair* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %28, i8* align 4 bitcast (%struct.pair* @__const.main.p3 to i8*), i32 8, i1 false)
  %29 = bitcast %struct.pair* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %29, i8* align 4 bitcast (%struct.pair* @__const.main.p4 to i8*), i32 8, i1 false)
  %30 = call i32 (i32, ...) @sum_pairs(i32 noundef 4, %struct.pair* noundef byval(%struct.pair) align 4 %4, %struct.pair* noundef byval(%struct.pair) align 4 %5, %struct.pair* noundef byval(%struct.pair) align 4 %6, %struct.pair* noundef byval(%struct.pair) align 4 %7)
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.14, i32 0, i32 0), i32 noundef %30)
  %32 = call double (i32, i32, i32, i32, i32, i32, i32, double, ...) @many(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef -1.000000e+00)
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.15, i32 0, i32 0), double noundef %32)
  %34 = load i32, i32* %3, align 4
  %35 = srem i32 %34, 100
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0
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
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 0
  %15 = load i8, i8* %14, align 4
  %16 = icmp ult i8 %15, 8
  br i1 %16, label %17, label %24

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 4
  %19 = load i8*, i8** %18, align 4
  %20 = mul i8 %15, 4
  %21 = getelementptr inbounds i8, i8* %19, i8 %20
  %22 = bitcast i8* %21 to i32*
  %23 = add i8 %15, 1
  store i8 %23, i8* %14, align 4
  br label %29

24:                                               ; preds = %12
  store i8 8, i8* %14, align 4
  %25 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3
  %26 = load i8*, i8** %25, align 4
  %27 = bitcast i8* %26 to i32*
  %28 = getelementptr inbounds i8, i8* %26, i32 4
  store i8* %28, i8** %25, align 4
  br label %29

29:                                               ; preds = %24, %17
  %30 = phi i32* [ %22, %17 ], [ %27, %24 ]
  %31 = load i32, i32* %30, align 4
  %32 = load i32, i32* %4, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, i32* %4, align 4
  br label %34

34:                                               ; preds = %29
  %35 = load i32, i32* %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %5, align 4
  br label %8, !llvm.loop !6

37:                                               ; preds = %8
  %38 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0
  %39 = bitcast %struct.__va_list_tag* %38 to i8*
  call void @llvm.va_end(i8* %39)
  %40 = load i32, i32* %4, align 4
  ret i32 %40
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_mixed(double noundef %0, i32 noundef %1, ...) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca [1 x %struct.__va_list_tag], align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store double %0, double* %3, align 8
  store i32 %1, i32* %4, align 4
  store double 0.000000e+00, double* %6, align 8
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i32 0, i32 0
  %9 = bitcast %struct.__va_list_tag* %8 to i8*
  call void @llvm.va_start(i8* %9)
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %70, %2
  %11 = load i32, i32* %7, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %73

14:                                               ; preds = %10
  %15 = load i32, i32* %7, align 4
  %16 = srem i32 %15, 2
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %46

18:                                               ; preds = %14
  %19 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i32 0, i32 0
  %20 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %19, i32 0, i32 1
  %21 = load i8, i8* %20, align 1
  %22 = icmp ult i8 %21, 8
  br i1 %22, label %23, label %31

23:                                               ; preds = %18
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %19, i32 0, i32 4
  %25 = load i8*, i8** %24, align 4
  %26 = getelementptr inbounds i8, i8* %25, i32 32
  %27 = mul i8 %21, 8
  %28 = getelementptr inbounds i8, i8* %26, i8 %27
  %29 = bitcast i8* %28 to double*
  %30 = add i8 %21, 1
  store i8 %30, i8* %20, align 1
  br label %40

31:                                               ; preds = %18
  store i8 8, i8* %20, align 1
  %32 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %19, i32 0, i32 3
  %33 = load i8*, i8** %32, align 4
  %34 = ptrtoint i8* %33 to i32
  %35 = add i32 %34, 7
  %36 = and i32 %35, -8
  %37 = inttoptr i32 %36 to i8*
  %38 = bitcast i8* %37 to double*
  %39 = getelementptr inbounds i8, i8* %37, i32 8
  store i8* %39, i8** %32, align 4
  br label %40

40:                                               ; preds = %31, %23
  %41 = phi double* [ %29, %23 ], [ %38, %31 ]
  %42 = load double, double* %41, align 8
  %43 = load double, double* %3, align 8
  %44 = load double, double* %6, align 8
  %45 = call double @llvm.fmuladd.f64(double %42, double %43, double %44)
  store double %45, double* %6, align 8
  br label %69

46:                                               ; preds = %14
  %47 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i32 0, i32 0
  %48 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %47, i32 0, i32 0
  %49 = load i8, i8* %48, align 4
  %50 = icmp ult i8 %49, 8
  br i1 %50, label %51, label %58

51:                                               ; preds = %46
  %52 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %47, i32 0, i32 4
  %53 = load i8*, i8** %52, align 4
  %54 = mul i8 %49, 4
  %55 = getelementptr inbounds i8, i8* %53, i8 %54
  %56 = bitcast i8* %55 to i32*
  %57 = add i8 %49, 1
  store i8 %57, i8* %48, align 4
  br label %63

58:                                               ; preds = %46
  store i8 8, i8* %48, align 4
  %59 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %47, i32 0, i32 3
  %60 = load i8*, i8** %59, align 4
  %61 = bitcast i8* %60 to i32*
  %62 = getelementptr inbounds i8, i8* %60, i32 4
  store i8* %62, i8** %59, align 4
  br label %63

63:                                               ; preds = %58, %51
  %64 = phi i32* [ %56, %51 ], [ %61, %58 ]
  %65 = load i32, i32* %64, align 4
  %66 = sitofp i32 %65 to double
  %67 = load double, double* %6, align 8
  %68 = fadd double %67, %66
  store double %68, double* %6, align 8
  br label %69

69:                                               ; preds = %63, %40
  br label %70

70:                                               ; preds = %69
  %71 = load i32, i32* %7, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %7, align 4
  br label %10, !llvm.loop !8

73:                                               ; preds = %10
  %74 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i32 0, i32 0
  %75 = bitcast %struct.__va_list_tag* %74 to i8*
  call void @llvm.va_end(i8* %75)
  %76 = load double, double* %6, align 8
  ret double %76
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_and_join(i8* noundef %0, i8* noundef %1, ...) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca [1 x %struct.__va_list_tag], align 4
  %6 = alloca [1 x %struct.__va_list_tag], align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  store i32 0, i32* %7, align 4
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i32 0, i32 0
  %11 = bitcast %struct.__va_list_tag* %10 to i8*
  call void @llvm.va_start(i8* %11)
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %6, i32 0, i32 0
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i32 0, i32 0
  %14 = bitcast %struct.__va_list_tag* %12 to i8*
  %15 = bitcast %struct.__va_list_tag* %13 to i8*
  call void @llvm.va_copy(i8* %14, i8* %15)
  %16 = load i8*, i8** %4, align 4
  store i8* %16, i8** %8, align 4
  br label %17

17:                                               ; preds = %40, %2
  %18 = load i8*, i8** %8, align 4
  %19 = icmp ne i8* %18, null
  br i1 %19, label %20, label %43

20:                                               ; preds = %17
  %21 = load i32, i32* %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %7, align 4
  br label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i32 0, i32 0
  %25 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %24, i32 0, i32 0
  %26 = load i8, i8* %25, align 4
  %27 = icmp ult i8 %26, 8
  br i1 %27, label %28, label %35

28:                                               ; preds = %23
  %29 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %24, i32 0, i32 4
  %30 = load i8*, i8** %29, align 4
  %31 = mul i8 %26, 4
  %32 = getelementptr inbounds i8, i8* %30, i8 %31
  %33 = bitcast i8* %32 to i8**
  %34 = add i8 %26, 1
  store i8 %34, i8* %25, align 4
  br label %40

35:                                               ; preds = %23
  store i8 8, i8* %25, align 4
  %36 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %24, i32 0, i32 3
  %37 = load i8*, i8** %36, align 4
  %38 = bitcast i8* %37 to i8**
  %39 = getelementptr inbounds i8, i8* %37, i32 4
  store i8* %39, i8** %36, align 4
  br label %40

40:                                               ; preds = %35, %28
  %41 = phi i8** [ %33, %28 ], [ %38, %35 ]
  %42 = load i8*, i8** %41, align 4
  store i8* %42, i8** %8, align 4
  br label %17, !llvm.loop !9

43:                                               ; preds = %17
  %44 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i32 0, i32 0
  %45 = bitcast %struct.__va_list_tag* %44 to i8*
  call void @llvm.va_end(i8* %45)
  %46 = load i8*, i8** %3, align 4
  %47 = getelementptr inbounds i8, i8* %46, i32 0
  store i8 0, i8* %47, align 1
  %48 = load i8*, i8** %3, align 4
  %49 = load i8*, i8** %4, align 4
  %50 = call i8* @strcat(i8* noundef %48, i8* noundef %49) #6
  %51 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %6, i32 0, i32 0
  %52 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %51, i32 0, i32 0
  %53 = load i8, i8* %52, align 4
  %54 = icmp ult i8 %53, 8
  br i1 %54, label %55, label %62

55:                                               ; preds = %43
  %56 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %51, i32 0, i32 4
  %57 = load i8*, i8** %56, align 4
  %58 = mul i8 %53, 4
  %59 = getelementptr inbounds i8, i8* %57, i8 %58
  %60 = bitcast i8* %59 to i8**
  %61 = add i8 %53, 1
  store i8 %61, i8* %52, align 4
  br label %67

62:                                               ; preds = %43
  store i8 8, i8* %52, align 4
  %63 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %51, i32 0, i32 3
  %64 = load i8*, i8** %63, align 4
  %65 = bitcast i8* %64 to i8**
  %66 = getelementptr inbounds i8, i8* %64, i32 4
  store i8* %66, i8** %63, align 4
  br label %67

67:                                               ; preds = %62, %55
  %68 = phi i8** [ %60, %55 ], [ %65, %62 ]
  %69 = load i8*, i8** %68, align 4
  store i8* %69, i8** %9, align 4
  br label %70

70:                                               ; preds = %96, %67
  %71 = load i8*, i8** %9, align 4
  %72 = icmp ne i8* %71, null
  br i1 %72, label %73, label %99

73:                                               ; preds = %70
  %74 = load i8*, i8** %3, align 4
  %75 = call i8* @strcat(i8* noundef %74, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i32 0, i32 0)) #6
  %76 = load i8*, i8** %3, align 4
  %77 = load i8*, i8** %9, align 4
  %78 = call i8* @strcat(i8* noundef %76, i8* noundef %77) #6
  br label %79

79:                                               ; preds = %73
  %80 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %6, i32 0, i32 0
  %81 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %80, i32 0, i32 0
  %82 = load i8, i8* %81, align 4
  %83 = icmp ult i8 %82, 8
  br i1 %83, label %84, label %91

84:                                               ; preds = %79
  %85 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %80, i32 0, i32 4
  %86 = load i8*, i8** %85, align 4
  %87 = mul i8 %82, 4
  %88 = getelementptr inbounds i8, i8* %86, i8 %87
  %89 = bitcast i8* %88 to i8**
  %90 = add i8 %82, 1
  store i8 %90, i8* %81, align 4
  br label %96

91:                                               ; preds = %79
  store i8 8, i8* %81, align 4
  %92 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %80, i32 0, i32 3
  %93 = load i8*, i8** %92, align 4
  %94 = bitcast i8* %93 to i8**
  %95 = getelementptr inbounds i8, i8* %93, i32 4
  store i8* %95, i8** %92, align 4
  br label %96

96:                                               ; preds = %91, %84
  %97 = phi i8** [ %89, %84 ], [ %94, %91 ]
  %98 = load i8*, i8** %97, align 4
  store i8* %98, i8** %9, align 4
  br label %70, !llvm.loop !10

99:                                               ; preds = %70
  %100 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %6, i32 0, i32 0
  %101 = bitcast %struct.__va_list_tag* %100 to i8*
  call void @llvm.va_end(i8* %101)
  %102 = load i32, i32* %7, align 4
  ret i32 %102
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fmt(i8* noundef %0, i32 noundef %1, i8* noundef %2, ...) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca [1 x %struct.__va_list_tag], align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  store i8* %2, i8** %6, align 4
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %7, i32 0, i32 0
  %10 = bitcast %struct.__va_list_tag* %9 to i8*
  call void @llvm.va_start(i8* %10)
  %11 = load i8*, i8** %4, align 4
  %12 = load i32, i32* %5, align 4
  %13 = load i8*, i8** %6, align 4
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %7, i32 0, i32 0
  %15 = call i32 @vsnprintf(i8* noundef %11, i32 noundef %12, i8* noundef %13, %struct.__va_list_tag* noundef %14) #6
  store i32 %15, i32* %8, align 4
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %7, i32 0, i32 0
  %17 = bitcast %struct.__va_list_tag* %16 to i8*
  call void @llvm.va_end(i8* %17)
  %18 = load i32, i32* %8, align 4
  ret i32 %18
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_pairs(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.pair, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0
  %8 = bitcast %struct.__va_list_tag* %7 to i8*
  call void @llvm.va_start(i8* %8)
  store i32 0, i32* %5, align 4
  br label %9

9:                                                ; preds = %43, %1
  %10 = load i32, i32* %5, align 4
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %46

13:                                               ; preds = %9
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0
  %15 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %14, i32 0, i32 0
  %16 = load i8, i8* %15, align 4
  %17 = icmp ult i8 %16, 8
  br i1 %17, label %18, label %25

18:                                               ; preds = %13
  %19 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %14, i32 0, i32 4
  %20 = load i8*, i8** %19, align 4
  %21 = mul i8 %16, 4
  %22 = getelementptr inbounds i8, i8* %20, i8 %21
  %23 = bitcast i8* %22 to %struct.pair**
  %24 = add i8 %16, 1
  store i8 %24, i8* %15, align 4
  br label %30

25:                                               ; preds = %13
  store i8 8, i8* %15, align 4
  %26 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %14, i32 0, i32 3
  %27 = load i8*, i8** %26, align 4
  %28 = bitcast i8* %27 to %struct.pair**
  %29 = getelementptr inbounds i8, i8* %27, i32 4
  store i8* %29, i8** %26, align 4
  br label %30

30:                                               ; preds = %25, %18
  %31 = phi %struct.pair** [ %23, %18 ], [ %28, %25 ]
  %32 = load %struct.pair*, %struct.pair** %31, align 4
  %33 = bitcast %struct.pair* %6 to i8*
  %34 = bitcast %struct.pair* %32 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %33, i8* align 4 %34, i32 8, i1 false)
  %35 = getelementptr inbounds %struct.pair, %struct.pair* %6, i32 0, i32 0
  %36 = load i32, i32* %35, align 4
  %37 = mul nsw i32 %36, 3
  %38 = getelementptr inbounds %struct.pair, %struct.pair* %6, i32 0, i32 1
  %39 = load i32, i32* %38, align 4
  %40 = add nsw i32 %37, %39
  %41 = load i32, i32* %4, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, i32* %4, align 4
  br label %43

43:                                               ; preds = %30
  %44 = load i32, i32* %5, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %5, align 4
  br label %9, !llvm.loop !11

46:                                               ; preds = %9
  %47 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0
  %48 = bitcast %struct.__va_list_tag* %47 to i8*
  call void @llvm.va_end(i8* %48)
  %49 = load i32, i32* %4, align 4
  ret i32 %49
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
  %17 = alloca [1 x %struct.__va_list_tag], align 4
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
  %20 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %17, i32 0, i32 0
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

38:                                               ; preds = %66, %8
  %39 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %17, i32 0, i32 0
  %40 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %39, i32 0, i32 1
  %41 = load i8, i8* %40, align 1
  %42 = icmp ult i8 %41, 8
  br i1 %42, label %43, label %51

43:                                               ; preds = %38
  %44 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %39, i32 0, i32 4
  %45 = load i8*, i8** %44, align 4
  %46 = getelementptr inbounds i8, i8* %45, i32 32
  %47 = mul i8 %41, 8
  %48 = getelementptr inbounds i8, i8* %46, i8 %47
  %49 = bitcast i8* %48 to double*
  %50 = add i8 %41, 1
  store i8 %50, i8* %40, align 1
  br label %60

51:                                               ; preds = %38
  store i8 8, i8* %40, align 1
  %52 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %39, i32 0, i32 3
  %53 = load i8*, i8** %52, align 4
  %54 = ptrtoint i8* %53 to i32
  %55 = add i32 %54, 7
  %56 = and i32 %55, -8
  %57 = inttoptr i32 %56 to i8*
  %58 = bitcast i8* %57 to double*
  %59 = getelementptr inbounds i8, i8* %57, i32 8
  store i8* %59, i8** %52, align 4
  br label %60

60:                                               ; preds = %51, %43
  %61 = phi double* [ %49, %43 ], [ %58, %51 ]
  %62 = load double, double* %61, align 8
  store double %62, double* %19, align 8
  %63 = load double, double* %19, align 8
  %64 = fcmp olt double %63, 0.000000e+00
  br i1 %64, label %65, label %66

65:                                               ; preds = %60
  br label %70

66:                                               ; preds = %60
  %67 = load double, double* %19, align 8
  %68 = load double, double* %18, align 8
  %69 = fadd double %68, %67
  store double %69, double* %18, align 8
  br label %38

70:                                               ; preds = %65
  %71 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %17, i32 0, i32 0
  %72 = bitcast %struct.__va_list_tag* %71 to i8*
  call void @llvm.va_end(i8* %72)
  %73 = load double, double* %18, align 8
  ret double %73
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
declare i32 @vsnprintf(i8* noundef, i32 noundef, i8* noundef, %struct.__va_list_tag* noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
