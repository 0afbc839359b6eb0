; ModuleID = 'c/varargs.c'
source_filename = "c/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { i64, i64 }
%struct.mix = type { i64, double }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [10 x i8] c"ints %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"mixed %.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"join %d \00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"bc\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"def\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"g\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"h\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"j\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"%d-%s-%.2f-%c-%lu\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"fmt %s\0A\00", align 1
@__const.main.p3 = private unnamed_addr constant %struct.pair { i64 5, i64 6 }, align 8
@__const.main.p4 = private unnamed_addr constant %struct.pair { i64 7, i64 8 }, align 8
@.str.14 = private unnamed_addr constant [11 x i8] c"pairs %ld\0A\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"many %.1f\0A\00", align 1
@__const.main.m = private unnamed_addr constant %struct.mix { i64 3, double 2.500000e-01 }, align 8
@.str.16 = private unnamed_addr constant [12 x i8] c"wide %.6Lf\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 16
  %2 = getelementptr inbounds [128 x i8], [128 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %2) #9
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  %5 = add nsw i64 %4, %3
  %6 = tail call i64 (i32, ...) @sum_ints(i32 noundef 0)
  %7 = add nsw i64 %5, %6
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i64 noundef %7)
  %9 = tail call double (double, i32, ...) @sum_mixed(double undef, i32 undef, double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6, double noundef 7.000000e+00, i64 noundef 8, double noundef 9.000000e+00, i64 noundef 10, double noundef 1.100000e+01, i64 noundef 12)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), double noundef %9)
  %11 = call i32 (i8*, i8*, ...) @count_and_join(i8* noundef nonnull %2, i8* undef, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0), i8* noundef null)
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %11)
  %13 = call i32 @puts(i8* nonnull %2)
  call void (i8*, i64, i8*, ...) @fmt(i8* noundef nonnull %2, i64 undef, i8* undef, i32 noundef 42, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0), double noundef 2.500000e+00, i32 noundef 113, i64 noundef 123456789012)
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0), i8* noundef nonnull %2)
  %15 = call i64 (i32, ...) @sum_pairs(i32 undef, i64 1, i64 2, i64 3, i64 4, %struct.pair* noundef nonnull byval(%struct.pair) align 8 @__const.main.p3, %struct.pair* noundef nonnull byval(%struct.pair) align 8 @__const.main.p4)
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.14, i64 0, i64 0), i64 noundef %15)
  %17 = call double (i32, i32, i32, i32, i32, i32, i32, double, ...) @many(i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, double undef, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef -1.000000e+00)
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.15, i64 0, i64 0), double noundef %17)
  %19 = call x86_fp80 (i32, ...) @sum_wide(i32 undef, x86_fp80 noundef 0xK3FFF8000000000000000, double 1.500000e+00, double 2.000000e+00, i64 3, double 2.500000e-01, x86_fp80 noundef 0xK4000A000000000000000, double 1.500000e+00, double 2.000000e+00, i64 3, double 2.500000e-01, x86_fp80 noundef 0xKC0018000000000000000, double 1.500000e+00, double 2.000000e+00, %struct.mix* noundef nonnull byval(%struct.mix) align 8 @__const.main.m)
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.16, i64 0, i64 0), x86_fp80 noundef %19)
  %21 = srem i64 %7, 100
  %22 = trunc i64 %21 to i32
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %2) #9
  ret i32 %22
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %35

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 16
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %5
  %14 = and i32 %0, -2
  br label %37

15:                                               ; preds = %64, %5
  %16 = phi i64 [ undef, %5 ], [ %70, %64 ]
  %17 = phi i32 [ %10, %5 ], [ %65, %64 ]
  %18 = phi i64 [ 0, %5 ], [ %70, %64 ]
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %35, label %20

20:                                               ; preds = %15
  %21 = icmp ult i32 %17, 41
  br i1 %21, label %25, label %22

22:                                               ; preds = %20
  %23 = load i8*, i8** %7, align 8
  %24 = getelementptr i8, i8* %23, i64 8
  store i8* %24, i8** %7, align 8
  br label %29

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64
  %27 = getelementptr i8, i8* %9, i64 %26
  %28 = add nuw nsw i32 %17, 8
  store i32 %28, i32* %6, align 16
  br label %29

29:                                               ; preds = %25, %22
  %30 = phi i8* [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %31, align 4
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %18, %33
  br label %35

35:                                               ; preds = %29, %15, %1
  %36 = phi i64 [ 0, %1 ], [ %16, %15 ], [ %34, %29 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #9
  ret i64 %36

37:                                               ; preds = %64, %13
  %38 = phi i32 [ %10, %13 ], [ %65, %64 ]
  %39 = phi i64 [ 0, %13 ], [ %70, %64 ]
  %40 = phi i32 [ 0, %13 ], [ %71, %64 ]
  %41 = icmp ult i32 %38, 41
  br i1 %41, label %42, label %46

42:                                               ; preds = %37
  %43 = zext i32 %38 to i64
  %44 = getelementptr i8, i8* %9, i64 %43
  %45 = add nuw nsw i32 %38, 8
  store i32 %45, i32* %6, align 16
  br label %49

46:                                               ; preds = %37
  %47 = load i8*, i8** %7, align 8
  %48 = getelementptr i8, i8* %47, i64 8
  store i8* %48, i8** %7, align 8
  br label %49

49:                                               ; preds = %46, %42
  %50 = phi i32 [ %45, %42 ], [ %38, %46 ]
  %51 = phi i8* [ %44, %42 ], [ %47, %46 ]
  %52 = bitcast i8* %51 to i32*
  %53 = load i32, i32* %52, align 4
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %39, %54
  %56 = icmp ult i32 %50, 41
  br i1 %56, label %60, label %57

57:                                               ; preds = %49
  %58 = load i8*, i8** %7, align 8
  %59 = getelementptr i8, i8* %58, i64 8
  store i8* %59, i8** %7, align 8
  br label %64

60:                                               ; preds = %49
  %61 = zext i32 %50 to i64
  %62 = getelementptr i8, i8* %9, i64 %61
  %63 = add nuw nsw i32 %50, 8
  store i32 %63, i32* %6, align 16
  br label %64

64:                                               ; preds = %60, %57
  %65 = phi i32 [ %63, %60 ], [ %50, %57 ]
  %66 = phi i8* [ %62, %60 ], [ %58, %57 ]
  %67 = bitcast i8* %66 to i32*
  %68 = load i32, i32* %67, align 4
  %69 = sext i32 %68 to i64
  %70 = add nsw i64 %55, %69
  %71 = add i32 %40, 2
  %72 = icmp eq i32 %71, %14
  br i1 %72, label %15, label %37, !llvm.loop !5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind uwtable
define internal double @sum_mixed(double %0, i32 %1, ...) unnamed_addr #2 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #9
  call void @llvm.va_start(i8* nonnull %4)
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %8 = load i8*, i8** %7, align 16
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 1
  br label %11

10:                                               ; preds = %47
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #9
  ret double %48

11:                                               ; preds = %2, %47
  %12 = phi i32 [ 0, %2 ], [ %49, %47 ]
  %13 = phi double [ 0.000000e+00, %2 ], [ %48, %47 ]
  %14 = and i32 %12, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %31

16:                                               ; preds = %11
  %17 = load i32, i32* %9, align 4
  %18 = icmp ult i32 %17, 161
  br i1 %18, label %19, label %23

19:                                               ; preds = %16
  %20 = zext i32 %17 to i64
  %21 = getelementptr i8, i8* %8, i64 %20
  %22 = add nuw nsw i32 %17, 16
  store i32 %22, i32* %9, align 4
  br label %26

23:                                               ; preds = %16
  %24 = load i8*, i8** %6, align 8
  %25 = getelementptr i8, i8* %24, i64 8
  store i8* %25, i8** %6, align 8
  br label %26

26:                                               ; preds = %23, %19
  %27 = phi i8* [ %21, %19 ], [ %24, %23 ]
  %28 = bitcast i8* %27 to double*
  %29 = load double, double* %28, align 8
  %30 = call double @llvm.fmuladd.f64(double %29, double 5.000000e-01, double %13)
  br label %47

31:                                               ; preds = %11
  %32 = load i32, i32* %5, align 16
  %33 = icmp ult i32 %32, 41
  br i1 %33, label %34, label %38

34:                                               ; preds = %31
  %35 = zext i32 %32 to i64
  %36 = getelementptr i8, i8* %8, i64 %35
  %37 = add nuw nsw i32 %32, 8
  store i32 %37, i32* %5, align 16
  br label %41

38:                                               ; preds = %31
  %39 = load i8*, i8** %6, align 8
  %40 = getelementptr i8, i8* %39, i64 8
  store i8* %40, i8** %6, align 8
  br label %41

41:                                               ; preds = %38, %34
  %42 = phi i8* [ %36, %34 ], [ %39, %38 ]
  %43 = bitcast i8* %42 to i64*
  %44 = load i64, i64* %43, align 8
  %45 = sitofp i64 %44 to double
  %46 = fadd double %13, %45
  br label %47

47:                                               ; preds = %26, %41
  %48 = phi double [ %30, %26 ], [ %46, %41 ]
  %49 = add nuw nsw i32 %12, 1
  %50 = icmp eq i32 %49, 12
  br i1 %50, label %10, label %11, !llvm.loop !7
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @count_and_join(i8* noundef %0, i8* nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #9
  %6 = bitcast [1 x %struct.__va_list_tag]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %6) #9
  call void @llvm.va_start(i8* nonnull %5)
  call void @llvm.va_copy(i8* nonnull %6, i8* nonnull %5)
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %10 = load i8*, i8** %9, align 16
  %11 = load i32, i32* %7, align 16
  br label %19

12:                                               ; preds = %31
  call void @llvm.va_end(i8* nonnull %5)
  store i8 0, i8* %0, align 1, !tbaa !8
  %13 = call i64 @strlen(i8* noundef nonnull %0)
  %14 = getelementptr i8, i8* %0, i64 %13
  %15 = bitcast i8* %14 to i16*
  store i16 97, i16* %15, align 1
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, i32 0
  %17 = load i32, i32* %16, align 16
  %18 = icmp ult i32 %17, 41
  br i1 %18, label %37, label %43

19:                                               ; preds = %2, %31
  %20 = phi i32 [ %11, %2 ], [ %32, %31 ]
  %21 = phi i32 [ 0, %2 ], [ %22, %31 ]
  %22 = add nuw nsw i32 %21, 1
  %23 = icmp ult i32 %20, 41
  br i1 %23, label %24, label %28

24:                                               ; preds = %19
  %25 = zext i32 %20 to i64
  %26 = getelementptr i8, i8* %10, i64 %25
  %27 = add nuw nsw i32 %20, 8
  store i32 %27, i32* %7, align 16
  br label %31

28:                                               ; preds = %19
  %29 = load i8*, i8** %8, align 8
  %30 = getelementptr i8, i8* %29, i64 8
  store i8* %30, i8** %8, align 8
  br label %31

31:                                               ; preds = %28, %24
  %32 = phi i32 [ %27, %24 ], [ %20, %28 ]
  %33 = phi i8* [ %26, %24 ], [ %29, %28 ]
  %34 = bitcast i8* %33 to i8**
  %35 = load i8*, i8** %34, align 8
  %36 = icmp eq i8* %35, null
  br i1 %36, label %12, label %19, !llvm.loop !11

37:                                               ; preds = %12
  %38 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, i32 3
  %39 = load i8*, i8** %38, align 16
  %40 = zext i32 %17 to i64
  %41 = getelementptr i8, i8* %39, i64 %40
  %42 = add nuw nsw i32 %17, 8
  store i32 %42, i32* %16, align 16
  br label %47

43:                                               ; preds = %12
  %44 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, i32 2
  %45 = load i8*, i8** %44, align 8
  %46 = getelementptr i8, i8* %45, i64 8
  store i8* %46, i8** %44, align 8
  br label %47

47:                                               ; preds = %43, %37
  %48 = phi i32 [ %42, %37 ], [ %17, %43 ]
  %49 = phi i8* [ %41, %37 ], [ %45, %43 ]
  %50 = bitcast i8* %49 to i8**
  %51 = load i8*, i8** %50, align 8
  %52 = icmp eq i8* %51, null
  br i1 %52, label %57, label %53

53:                                               ; preds = %47
  %54 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, i32 2
  %55 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, i32 3
  %56 = load i8*, i8** %55, align 16
  br label %58

57:                                               ; preds = %73, %47
  call void @llvm.va_end(i8* nonnull %6)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %6) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #9
  ret i32 %22

58:                                               ; preds = %53, %73
  %59 = phi i32 [ %48, %53 ], [ %74, %73 ]
  %60 = phi i8* [ %51, %53 ], [ %77, %73 ]
  %61 = call i64 @strlen(i8* noundef nonnull %0)
  %62 = getelementptr i8, i8* %0, i64 %61
  %63 = bitcast i8* %62 to i16*
  store i16 43, i16* %63, align 1
  %64 = call i8* @strcat(i8* noundef nonnull %0, i8* noundef nonnull %60) #9
  %65 = icmp ult i32 %59, 41
  br i1 %65, label %66, label %70

66:                                               ; preds = %58
  %67 = zext i32 %59 to i64
  %68 = getelementptr i8, i8* %56, i64 %67
  %69 = add nuw nsw i32 %59, 8
  store i32 %69, i32* %16, align 16
  br label %73

70:                                               ; preds = %58
  %71 = load i8*, i8** %54, align 8
  %72 = getelementptr i8, i8* %71, i64 8
  store i8* %72, i8** %54, align 8
  br label %73

73:                                               ; preds = %70, %66
  %74 = phi i32 [ %69, %66 ], [ %59, %70 ]
  %75 = phi i8* [ %68, %66 ], [ %71, %70 ]
  %76 = bitcast i8* %75 to i8**
  %77 = load i8*, i8** %76, align 8
  %78 = icmp eq i8* %77, null
  br i1 %78, label %57, label %58, !llvm.loop !12
}

; Function Attrs: nofree nounwind uwtable
define internal void @fmt(i8* nocapture noundef %0, i64 %1, i8* nocapture readnone %2, ...) unnamed_addr #0 {
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = bitcast [1 x %struct.__va_list_tag]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #9
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  call void @llvm.va_start(i8* nonnull %5)
  %7 = call i32 @vsnprintf(i8* noundef %0, i64 noundef 128, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), %struct.__va_list_tag* noundef nonnull %6) #9
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #9
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @sum_pairs(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %7 = load i8*, i8** %6, align 16
  %8 = load i32, i32* %4, align 16
  %9 = icmp ult i32 %8, 33
  br i1 %9, label %18, label %10

10:                                               ; preds = %1
  %11 = load i8*, i8** %5, align 8
  %12 = getelementptr i8, i8* %11, i64 16
  store i8* %12, i8** %5, align 8
  %13 = bitcast i8* %11 to i64*
  %14 = load i64, i64* %13, align 8, !tbaa.struct !13
  %15 = getelementptr inbounds i8, i8* %11, i64 8
  %16 = bitcast i8* %15 to i64*
  %17 = load i64, i64* %16, align 8, !tbaa.struct !16
  br label %28

18:                                               ; preds = %1
  %19 = zext i32 %8 to i64
  %20 = getelementptr i8, i8* %7, i64 %19
  %21 = add nuw nsw i32 %8, 16
  store i32 %21, i32* %4, align 16
  %22 = bitcast i8* %20 to i64*
  %23 = load i64, i64* %22, align 8, !tbaa.struct !13
  %24 = getelementptr inbounds i8, i8* %20, i64 8
  %25 = bitcast i8* %24 to i64*
  %26 = load i64, i64* %25, align 8, !tbaa.struct !16
  %27 = icmp ult i32 %8, 17
  br i1 %27, label %38, label %28

28:                                               ; preds = %18, %10
  %29 = phi i64 [ %17, %10 ], [ %26, %18 ]
  %30 = phi i64 [ %14, %10 ], [ %23, %18 ]
  %31 = load i8*, i8** %5, align 8
  %32 = getelementptr i8, i8* %31, i64 16
  store i8* %32, i8** %5, align 8
  %33 = bitcast i8* %31 to i64*
  %34 = load i64, i64* %33, align 8, !tbaa.struct !13
  %35 = getelementptr inbounds i8, i8* %31, i64 8
  %36 = bitcast i8* %35 to i64*
  %37 = load i64, i64* %36, align 8, !tbaa.struct !16
  br label %48

38:                                               ; preds = %18
  %39 = zext i32 %21 to i64
  %40 = getelementptr i8, i8* %7, i64 %39
  %41 = add nuw nsw i32 %8, 32
  store i32 %41, i32* %4, align 16
  %42 = bitcast i8* %40 to i64*
  %43 = load i64, i64* %42, align 8, !tbaa.struct !13
  %44 = getelementptr inbounds i8, i8* %40, i64 8
  %45 = bitcast i8* %44 to i64*
  %46 = load i64, i64* %45, align 8, !tbaa.struct !16
  %47 = icmp eq i32 %8, 0
  br i1 %47, label %55, label %48

48:                                               ; preds = %28, %38
  %49 = phi i64 [ %37, %28 ], [ %46, %38 ]
  %50 = phi i64 [ %34, %28 ], [ %43, %38 ]
  %51 = phi i64 [ %30, %28 ], [ %23, %38 ]
  %52 = phi i64 [ %29, %28 ], [ %26, %38 ]
  %53 = load i8*, i8** %5, align 8
  %54 = getelementptr i8, i8* %53, i64 16
  store i8* %54, i8** %5, align 8
  br label %59

55:                                               ; preds = %38
  %56 = zext i32 %41 to i64
  %57 = getelementptr i8, i8* %7, i64 %56
  %58 = add nuw nsw i32 %8, 48
  store i32 %58, i32* %4, align 16
  br label %59

59:                                               ; preds = %55, %48
  %60 = phi i64 [ %46, %55 ], [ %49, %48 ]
  %61 = phi i64 [ %43, %55 ], [ %50, %48 ]
  %62 = phi i64 [ %23, %55 ], [ %51, %48 ]
  %63 = phi i64 [ %26, %55 ], [ %52, %48 ]
  %64 = phi i8* [ %57, %55 ], [ %53, %48 ]
  %65 = bitcast i8* %64 to i64*
  %66 = load i64, i64* %65, align 8, !tbaa.struct !13
  %67 = getelementptr inbounds i8, i8* %64, i64 8
  %68 = bitcast i8* %67 to i64*
  %69 = load i64, i64* %68, align 8, !tbaa.struct !16
  %70 = load i8*, i8** %5, align 8
  %71 = getelementptr i8, i8* %70, i64 16
  store i8* %71, i8** %5, align 8
  %72 = mul nsw i64 %62, 3
  %73 = add i64 %63, %72
  %74 = add i64 %60, %73
  %75 = mul nsw i64 %61, 3
  %76 = add i64 %74, %75
  %77 = add i64 %69, %76
  %78 = mul nsw i64 %66, 3
  %79 = add i64 %77, %78
  %80 = bitcast i8* %70 to i64*
  %81 = load i64, i64* %80, align 8, !tbaa.struct !13
  %82 = getelementptr inbounds i8, i8* %70, i64 8
  %83 = bitcast i8* %82 to i64*
  %84 = load i64, i64* %83, align 8, !tbaa.struct !16
  %85 = mul nsw i64 %81, 3
  %86 = add i64 %84, %79
  %87 = add i64 %86, %85
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #9
  ret i64 %87
}

; Function Attrs: nofree nosync nounwind uwtable
define internal double @many(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, double %7, ...) unnamed_addr #2 {
  %9 = alloca [1 x %struct.__va_list_tag], align 16
  %10 = bitcast [1 x %struct.__va_list_tag]* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %10) #9
  call void @llvm.va_start(i8* nonnull %10)
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %9, i64 0, i64 0, i32 1
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %9, i64 0, i64 0, i32 2
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %9, i64 0, i64 0, i32 3
  %14 = load i8*, i8** %13, align 16
  %15 = load i32, i32* %11, align 4
  br label %16

16:                                               ; preds = %27, %8
  %17 = phi i32 [ %15, %8 ], [ %28, %27 ]
  %18 = phi double [ 2.850000e+01, %8 ], [ %33, %27 ]
  %19 = icmp ult i32 %17, 161
  br i1 %19, label %20, label %24

20:                                               ; preds = %16
  %21 = zext i32 %17 to i64
  %22 = getelementptr i8, i8* %14, i64 %21
  %23 = add nuw nsw i32 %17, 16
  store i32 %23, i32* %11, align 4
  br label %27

24:                                               ; preds = %16
  %25 = load i8*, i8** %12, align 8
  %26 = getelementptr i8, i8* %25, i64 8
  store i8* %26, i8** %12, align 8
  br label %27

27:                                               ; preds = %24, %20
  %28 = phi i32 [ %23, %20 ], [ %17, %24 ]
  %29 = phi i8* [ %22, %20 ], [ %25, %24 ]
  %30 = bitcast i8* %29 to double*
  %31 = load double, double* %30, align 8
  %32 = fcmp olt double %31, 0.000000e+00
  %33 = fadd double %18, %31
  br i1 %32, label %34, label %16

34:                                               ; preds = %27
  call void @llvm.va_end(i8* nonnull %10)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %10) #9
  ret double %18
}

; Function Attrs: nofree nosync nounwind uwtable
define internal x86_fp80 @sum_wide(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %8 = load i8*, i8** %7, align 16
  %9 = load i8*, i8** %4, align 8
  %10 = ptrtoint i8* %9 to i64
  %11 = add i64 %10, 15
  %12 = and i64 %11, -16
  %13 = inttoptr i64 %12 to i8*
  %14 = inttoptr i64 %12 to x86_fp80*
  %15 = getelementptr i8, i8* %13, i64 16
  store i8* %15, i8** %4, align 8
  %16 = load x86_fp80, x86_fp80* %14, align 16
  %17 = load i32, i32* %5, align 4
  %18 = icmp ult i32 %17, 145
  br i1 %18, label %19, label %28

19:                                               ; preds = %1
  %20 = zext i32 %17 to i64
  %21 = getelementptr i8, i8* %8, i64 %20
  %22 = getelementptr inbounds i8, i8* %21, i64 16
  %23 = bitcast i8* %21 to double*
  %24 = load double, double* %23, align 16
  %25 = bitcast i8* %22 to double*
  %26 = load double, double* %25, align 16
  %27 = add nuw nsw i32 %17, 32
  store i32 %27, i32* %5, align 4
  br label %35

28:                                               ; preds = %1
  %29 = getelementptr i8, i8* %13, i64 24
  %30 = bitcast i8* %29 to double*
  %31 = bitcast i8* %15 to double*
  %32 = getelementptr i8, i8* %13, i64 32
  store i8* %32, i8** %4, align 8
  %33 = load double, double* %30, align 8, !tbaa.struct !17
  %34 = load double, double* %31, align 16, !tbaa.struct !20
  br label %35

35:                                               ; preds = %28, %19
  %36 = phi i8* [ %15, %19 ], [ %32, %28 ]
  %37 = phi i32 [ %27, %19 ], [ %17, %28 ]
  %38 = phi double [ %24, %19 ], [ %34, %28 ]
  %39 = phi double [ %26, %19 ], [ %33, %28 ]
  %40 = load i32, i32* %6, align 16
  %41 = icmp ult i32 %40, 41
  %42 = icmp ult i32 %37, 161
  %43 = and i1 %41, %42
  br i1 %43, label %44, label %55

44:                                               ; preds = %35
  %45 = zext i32 %40 to i64
  %46 = getelementptr i8, i8* %8, i64 %45
  %47 = zext i32 %37 to i64
  %48 = getelementptr i8, i8* %8, i64 %47
  %49 = bitcast i8* %46 to i64*
  %50 = load i64, i64* %49, align 8
  %51 = bitcast i8* %48 to double*
  %52 = load double, double* %51, align 8
  %53 = add nuw nsw i32 %40, 8
  store i32 %53, i32* %6, align 16
  %54 = add nuw nsw i32 %37, 16
  store i32 %54, i32* %5, align 4
  br label %62

55:                                               ; preds = %35
  %56 = getelementptr inbounds i8, i8* %36, i64 8
  %57 = bitcast i8* %56 to double*
  %58 = bitcast i8* %36 to i64*
  %59 = getelementptr i8, i8* %36, i64 16
  store i8* %59, i8** %4, align 8
  %60 = load double, double* %57, align 8, !tbaa.struct !17
  %61 = load i64, i64* %58, align 8, !tbaa.struct !21
  br label %62

62:                                               ; preds = %55, %44
  %63 = phi i32 [ %53, %44 ], [ %40, %55 ]
  %64 = phi i32 [ %54, %44 ], [ %37, %55 ]
  %65 = phi i8* [ %36, %44 ], [ %59, %55 ]
  %66 = phi i64 [ %50, %44 ], [ %61, %55 ]
  %67 = phi double [ %52, %44 ], [ %60, %55 ]
  %68 = ptrtoint i8* %65 to i64
  %69 = add i64 %68, 15
  %70 = and i64 %69, -16
  %71 = inttoptr i64 %70 to i8*
  %72 = inttoptr i64 %70 to x86_fp80*
  %73 = getelementptr i8, i8* %71, i64 16
  store i8* %73, i8** %4, align 8
  %74 = load x86_fp80, x86_fp80* %72, align 16
  %75 = icmp ult i32 %64, 145
  br i1 %75, label %83, label %76

76:                                               ; preds = %62
  %77 = getelementptr i8, i8* %71, i64 24
  %78 = bitcast i8* %77 to double*
  %79 = bitcast i8* %73 to double*
  %80 = getelementptr i8, i8* %71, i64 32
  store i8* %80, i8** %4, align 8
  %81 = load double, double* %78, align 8, !tbaa.struct !17
  %82 = load double, double* %79, align 16, !tbaa.struct !20
  br label %92

83:                                               ; preds = %62
  %84 = zext i32 %64 to i64
  %85 = getelementptr i8, i8* %8, i64 %84
  %86 = getelementptr inbounds i8, i8* %85, i64 16
  %87 = bitcast i8* %85 to double*
  %88 = load double, double* %87, align 16
  %89 = bitcast i8* %86 to double*
  %90 = load double, double* %89, align 16
  %91 = add nuw nsw i32 %64, 32
  store i32 %91, i32* %5, align 4
  br label %92

92:                                               ; preds = %83, %76
  %93 = phi i8* [ %73, %83 ], [ %80, %76 ]
  %94 = phi i32 [ %91, %83 ], [ %64, %76 ]
  %95 = phi double [ %88, %83 ], [ %82, %76 ]
  %96 = phi double [ %90, %83 ], [ %81, %76 ]
  %97 = icmp ult i32 %63, 41
  %98 = icmp ult i32 %94, 161
  %99 = and i1 %97, %98
  br i1 %99, label %107, label %100

100:                                              ; preds = %92
  %101 = getelementptr inbounds i8, i8* %93, i64 8
  %102 = bitcast i8* %101 to double*
  %103 = bitcast i8* %93 to i64*
  %104 = getelementptr i8, i8* %93, i64 16
  store i8* %104, i8** %4, align 8
  %105 = load double, double* %102, align 8, !tbaa.struct !17
  %106 = load i64, i64* %103, align 8, !tbaa.struct !21
  br label %118

107:                                              ; preds = %92
  %108 = zext i32 %63 to i64
  %109 = getelementptr i8, i8* %8, i64 %108
  %110 = zext i32 %94 to i64
  %111 = getelementptr i8, i8* %8, i64 %110
  %112 = bitcast i8* %109 to i64*
  %113 = load i64, i64* %112, align 8
  %114 = bitcast i8* %111 to double*
  %115 = load double, double* %114, align 8
  %116 = add nuw nsw i32 %63, 8
  store i32 %116, i32* %6, align 16
  %117 = add nuw nsw i32 %94, 16
  store i32 %117, i32* %5, align 4
  br label %118

118:                                              ; preds = %107, %100
  %119 = phi i32 [ %116, %107 ], [ %63, %100 ]
  %120 = phi i32 [ %117, %107 ], [ %94, %100 ]
  %121 = phi i8* [ %93, %107 ], [ %104, %100 ]
  %122 = phi i64 [ %113, %107 ], [ %106, %100 ]
  %123 = phi double [ %115, %107 ], [ %105, %100 ]
  %124 = ptrtoint i8* %121 to i64
  %125 = add i64 %124, 15
  %126 = and i64 %125, -16
  %127 = inttoptr i64 %126 to i8*
  %128 = inttoptr i64 %126 to x86_fp80*
  %129 = getelementptr i8, i8* %127, i64 16
  store i8* %129, i8** %4, align 8
  %130 = load x86_fp80, x86_fp80* %128, align 16
  %131 = icmp ult i32 %120, 145
  br i1 %131, label %139, label %132

132:                                              ; preds = %118
  %133 = getelementptr i8, i8* %127, i64 24
  %134 = bitcast i8* %133 to double*
  %135 = bitcast i8* %129 to double*
  %136 = getelementptr i8, i8* %127, i64 32
  store i8* %136, i8** %4, align 8
  %137 = load double, double* %134, align 8, !tbaa.struct !17
  %138 = load double, double* %135, align 16, !tbaa.struct !20
  br label %148

139:                                              ; preds = %118
  %140 = zext i32 %120 to i64
  %141 = getelementptr i8, i8* %8, i64 %140
  %142 = getelementptr inbounds i8, i8* %141, i64 16
  %143 = bitcast i8* %141 to double*
  %144 = load double, double* %143, align 16
  %145 = bitcast i8* %142 to double*
  %146 = load double, double* %145, align 16
  %147 = add nuw nsw i32 %120, 32
  store i32 %147, i32* %5, align 4
  br label %148

148:                                              ; preds = %139, %132
  %149 = phi i8* [ %129, %139 ], [ %136, %132 ]
  %150 = phi i32 [ %147, %139 ], [ %120, %132 ]
  %151 = phi double [ %144, %139 ], [ %138, %132 ]
  %152 = phi double [ %146, %139 ], [ %137, %132 ]
  %153 = icmp ult i32 %119, 41
  %154 = icmp ult i32 %150, 161
  %155 = and i1 %153, %154
  br i1 %155, label %163, label %156

156:                                              ; preds = %148
  %157 = getelementptr inbounds i8, i8* %149, i64 8
  %158 = bitcast i8* %157 to double*
  %159 = bitcast i8* %149 to i64*
  %160 = getelementptr i8, i8* %149, i64 16
  store i8* %160, i8** %4, align 8
  %161 = load double, double* %158, align 8, !tbaa.struct !17
  %162 = load i64, i64* %159, align 8, !tbaa.struct !21
  br label %174

163:                                              ; preds = %148
  %164 = zext i32 %119 to i64
  %165 = getelementptr i8, i8* %8, i64 %164
  %166 = zext i32 %150 to i64
  %167 = getelementptr i8, i8* %8, i64 %166
  %168 = bitcast i8* %165 to i64*
  %169 = load i64, i64* %168, align 8
  %170 = bitcast i8* %167 to double*
  %171 = load double, double* %170, align 8
  %172 = add nuw nsw i32 %119, 8
  store i32 %172, i32* %6, align 16
  %173 = add nuw nsw i32 %150, 16
  store i32 %173, i32* %5, align 4
  br label %174

174:                                              ; preds = %163, %156
  %175 = phi i64 [ %169, %163 ], [ %162, %156 ]
  %176 = phi double [ %171, %163 ], [ %161, %156 ]
  %177 = fadd x86_fp80 %16, 0xK00000000000000000000
  %178 = fmul double %38, %39
  %179 = fpext double %178 to x86_fp80
  %180 = fadd x86_fp80 %177, %179
  %181 = sitofp i64 %66 to double
  %182 = fadd double %67, %181
  %183 = fpext double %182 to x86_fp80
  %184 = fadd x86_fp80 %180, %183
  %185 = fadd x86_fp80 %184, %74
  %186 = fmul double %95, %96
  %187 = fpext double %186 to x86_fp80
  %188 = fadd x86_fp80 %185, %187
  %189 = sitofp i64 %122 to double
  %190 = fadd double %123, %189
  %191 = fpext double %190 to x86_fp80
  %192 = fadd x86_fp80 %188, %191
  %193 = fadd x86_fp80 %192, %130
  %194 = fmul double %151, %152
  %195 = fpext double %194 to x86_fp80
  %196 = fadd x86_fp80 %193, %195
  %197 = sitofp i64 %175 to double
  %198 = fadd double %176, %197
  %199 = fpext double %198 to x86_fp80
  %200 = fadd x86_fp80 %196, %199
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #9
  ret x86_fp80 %200
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcat(i8* noalias noundef returned, i8* noalias nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(i8* nocapture noundef, i64 noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { argmemonly nofree nounwind readonly willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = !{i64 0, i64 8, !14, i64 8, i64 8, !14}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !9, i64 0}
!16 = !{i64 0, i64 8, !14}
!17 = !{i64 0, i64 8, !18}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !9, i64 0}
!20 = !{i64 0, i64 8, !18, i64 8, i64 8, !18}
!21 = !{i64 0, i64 8, !14, i64 8, i64 8, !18}
