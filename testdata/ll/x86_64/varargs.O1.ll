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
  %3 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %4 = call i64 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  %5 = add nsw i64 %4, %3
  %6 = call i64 (i32, ...) @sum_ints(i32 noundef 0)
  %7 = add nsw i64 %5, %6
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i64 noundef %7)
  %9 = call double (double, i32, ...) @sum_mixed(double undef, i32 undef, double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6, double noundef 7.000000e+00, i64 noundef 8, double noundef 9.000000e+00, i64 noundef 10, double noundef 1.100000e+01, i64 noundef 12)
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), double noundef %9)
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
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  br label %12

10:                                               ; preds = %24, %1
  %11 = phi i64 [ 0, %1 ], [ %29, %24 ]
  call void @llvm.va_end(i8* %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #9
  ret i64 %11

12:                                               ; preds = %5, %24
  %13 = phi i32 [ 0, %5 ], [ %30, %24 ]
  %14 = phi i64 [ 0, %5 ], [ %29, %24 ]
  %15 = load i32, i32* %6, align 16
  %16 = icmp ult i32 %15, 41
  br i1 %16, label %17, label %21

17:                                               ; preds = %12
  %18 = sext i32 %15 to i64
  %19 = getelementptr i8, i8* %9, i64 %18
  %20 = add i32 %15, 8
  store i32 %20, i32* %6, align 16
  br label %24

21:                                               ; preds = %12
  %22 = load i8*, i8** %7, align 8
  %23 = getelementptr i8, i8* %22, i64 8
  store i8* %23, i8** %7, align 8
  br label %24

24:                                               ; preds = %21, %17
  %25 = phi i8* [ %19, %17 ], [ %22, %21 ]
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 4
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 %14, %28
  %30 = add nuw nsw i32 %13, 1
  %31 = icmp eq i32 %30, %0
  br i1 %31, label %10, label %12, !llvm.loop !5
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
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  br label %12

11:                                               ; preds = %48
  call void @llvm.va_end(i8* %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #9
  ret double %49

12:                                               ; preds = %2, %48
  %13 = phi i32 [ 0, %2 ], [ %50, %48 ]
  %14 = phi double [ 0.000000e+00, %2 ], [ %49, %48 ]
  %15 = and i32 %13, 1
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %32

17:                                               ; preds = %12
  %18 = load i32, i32* %9, align 4
  %19 = icmp ult i32 %18, 161
  br i1 %19, label %20, label %24

20:                                               ; preds = %17
  %21 = sext i32 %18 to i64
  %22 = getelementptr i8, i8* %8, i64 %21
  %23 = add i32 %18, 16
  store i32 %23, i32* %9, align 4
  br label %27

24:                                               ; preds = %17
  %25 = load i8*, i8** %10, align 8
  %26 = getelementptr i8, i8* %25, i64 8
  store i8* %26, i8** %10, align 8
  br label %27

27:                                               ; preds = %24, %20
  %28 = phi i8* [ %22, %20 ], [ %25, %24 ]
  %29 = bitcast i8* %28 to double*
  %30 = load double, double* %29, align 8
  %31 = call double @llvm.fmuladd.f64(double %30, double 5.000000e-01, double %14)
  br label %48

32:                                               ; preds = %12
  %33 = load i32, i32* %5, align 16
  %34 = icmp ult i32 %33, 41
  br i1 %34, label %35, label %39

35:                                               ; preds = %32
  %36 = sext i32 %33 to i64
  %37 = getelementptr i8, i8* %8, i64 %36
  %38 = add i32 %33, 8
  store i32 %38, i32* %5, align 16
  br label %42

39:                                               ; preds = %32
  %40 = load i8*, i8** %6, align 8
  %41 = getelementptr i8, i8* %40, i64 8
  store i8* %41, i8** %6, align 8
  br label %42

42:                                               ; preds = %39, %35
  %43 = phi i8* [ %37, %35 ], [ %40, %39 ]
  %44 = bitcast i8* %43 to i64*
  %45 = load i64, i64* %44, align 8
  %46 = sitofp i64 %45 to double
  %47 = fadd double %14, %46
  br label %48

48:                                               ; preds = %27, %42
  %49 = phi double [ %31, %27 ], [ %47, %42 ]
  %50 = add nuw nsw i32 %13, 1
  %51 = icmp eq i32 %50, 12
  br i1 %51, label %11, label %12, !llvm.loop !8
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
  br label %18

11:                                               ; preds = %30
  call void @llvm.va_end(i8* %5)
  store i8 0, i8* %0, align 1, !tbaa !9
  %12 = call i64 @strlen(i8* noundef nonnull %0)
  %13 = getelementptr i8, i8* %0, i64 %12
  %14 = bitcast i8* %13 to i16*
  store i16 97, i16* %14, align 1
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, i32 0
  %16 = load i32, i32* %15, align 16
  %17 = icmp ult i32 %16, 41
  br i1 %17, label %35, label %41

18:                                               ; preds = %2, %30
  %19 = phi i32 [ 0, %2 ], [ %20, %30 ]
  %20 = add nuw nsw i32 %19, 1
  %21 = load i32, i32* %7, align 16
  %22 = icmp ult i32 %21, 41
  br i1 %22, label %23, label %27

23:                                               ; preds = %18
  %24 = sext i32 %21 to i64
  %25 = getelementptr i8, i8* %10, i64 %24
  %26 = add i32 %21, 8
  store i32 %26, i32* %7, align 16
  br label %30

27:                                               ; preds = %18
  %28 = load i8*, i8** %8, align 8
  %29 = getelementptr i8, i8* %28, i64 8
  store i8* %29, i8** %8, align 8
  br label %30

30:                                               ; preds = %27, %23
  %31 = phi i8* [ %25, %23 ], [ %28, %27 ]
  %32 = bitcast i8* %31 to i8**
  %33 = load i8*, i8** %32, align 8
  %34 = icmp eq i8* %33, null
  br i1 %34, label %11, label %18, !llvm.loop !12

35:                                               ; preds = %11
  %36 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, i32 3
  %37 = load i8*, i8** %36, align 16
  %38 = sext i32 %16 to i64
  %39 = getelementptr i8, i8* %37, i64 %38
  %40 = add i32 %16, 8
  store i32 %40, i32* %15, align 16
  br label %45

41:                                               ; preds = %11
  %42 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, i32 2
  %43 = load i8*, i8** %42, align 8
  %44 = getelementptr i8, i8* %43, i64 8
  store i8* %44, i8** %42, align 8
  br label %45

45:                                               ; preds = %41, %35
  %46 = phi i8* [ %39, %35 ], [ %43, %41 ]
  %47 = bitcast i8* %46 to i8**
  %48 = load i8*, i8** %47, align 8
  %49 = icmp eq i8* %48, null
  br i1 %49, label %54, label %50

50:                                               ; preds = %45
  %51 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, i32 2
  %52 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, i32 3
  %53 = load i8*, i8** %52, align 16
  br label %55

54:                                               ; preds = %70, %45
  call void @llvm.va_end(i8* %6)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %6) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #9
  ret i32 %20

55:                                               ; preds = %50, %70
  %56 = phi i8* [ %48, %50 ], [ %73, %70 ]
  %57 = call i64 @strlen(i8* noundef nonnull %0)
  %58 = getelementptr i8, i8* %0, i64 %57
  %59 = bitcast i8* %58 to i16*
  store i16 43, i16* %59, align 1
  %60 = call i8* @strcat(i8* noundef nonnull %0, i8* noundef nonnull %56) #9
  %61 = load i32, i32* %15, align 16
  %62 = icmp ult i32 %61, 41
  br i1 %62, label %63, label %67

63:                                               ; preds = %55
  %64 = sext i32 %61 to i64
  %65 = getelementptr i8, i8* %53, i64 %64
  %66 = add i32 %61, 8
  store i32 %66, i32* %15, align 16
  br label %70

67:                                               ; preds = %55
  %68 = load i8*, i8** %51, align 8
  %69 = getelementptr i8, i8* %68, i64 8
  store i8* %69, i8** %51, align 8
  br label %70

70:                                               ; preds = %67, %63
  %71 = phi i8* [ %65, %63 ], [ %68, %67 ]
  %72 = bitcast i8* %71 to i8**
  %73 = load i8*, i8** %72, align 8
  %74 = icmp eq i8* %73, null
  br i1 %74, label %54, label %55, !llvm.loop !13
}

; Function Attrs: nofree nounwind uwtable
define internal void @fmt(i8* nocapture noundef %0, i64 %1, i8* nocapture readnone %2, ...) unnamed_addr #0 {
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = bitcast [1 x %struct.__va_list_tag]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #9
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  call void @llvm.va_start(i8* nonnull %5)
  %7 = call i32 @vsnprintf(i8* noundef %0, i64 noundef 128, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), %struct.__va_list_tag* noundef nonnull %6) #9
  call void @llvm.va_end(i8* %5)
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
  br label %9

8:                                                ; preds = %21
  call void @llvm.va_end(i8* %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #9
  ret i64 %30

9:                                                ; preds = %1, %21
  %10 = phi i64 [ 0, %1 ], [ %30, %21 ]
  %11 = phi i32 [ 0, %1 ], [ %31, %21 ]
  %12 = load i32, i32* %4, align 16
  %13 = icmp ult i32 %12, 33
  br i1 %13, label %14, label %18

14:                                               ; preds = %9
  %15 = sext i32 %12 to i64
  %16 = getelementptr i8, i8* %7, i64 %15
  %17 = add i32 %12, 16
  store i32 %17, i32* %4, align 16
  br label %21

18:                                               ; preds = %9
  %19 = load i8*, i8** %5, align 8
  %20 = getelementptr i8, i8* %19, i64 16
  store i8* %20, i8** %5, align 8
  br label %21

21:                                               ; preds = %18, %14
  %22 = phi i8* [ %16, %14 ], [ %19, %18 ]
  %23 = bitcast i8* %22 to i64*
  %24 = load i64, i64* %23, align 8, !tbaa.struct !14
  %25 = getelementptr inbounds i8, i8* %22, i64 8
  %26 = bitcast i8* %25 to i64*
  %27 = load i64, i64* %26, align 8, !tbaa.struct !17
  %28 = mul nsw i64 %24, 3
  %29 = add i64 %27, %10
  %30 = add i64 %29, %28
  %31 = add nuw nsw i32 %11, 1
  %32 = icmp eq i32 %31, 4
  br i1 %32, label %8, label %9, !llvm.loop !18
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
  br label %15

15:                                               ; preds = %26, %8
  %16 = phi double [ 2.850000e+01, %8 ], [ %33, %26 ]
  %17 = load i32, i32* %11, align 4
  %18 = icmp ult i32 %17, 161
  br i1 %18, label %19, label %23

19:                                               ; preds = %15
  %20 = sext i32 %17 to i64
  %21 = getelementptr i8, i8* %14, i64 %20
  %22 = add i32 %17, 16
  store i32 %22, i32* %11, align 4
  br label %26

23:                                               ; preds = %15
  %24 = load i8*, i8** %12, align 8
  %25 = getelementptr i8, i8* %24, i64 8
  store i8* %25, i8** %12, align 8
  br label %26

26:                                               ; preds = %23, %19
  %27 = phi i8* [ %21, %19 ], [ %24, %23 ]
  %28 = bitcast i8* %27 to double*
  %29 = load double, double* %28, align 8
  %30 = fcmp olt double %29, 0.000000e+00
  %31 = fcmp ole double %29, 0.000000e+00
  %32 = select i1 %31, double -0.000000e+00, double %29
  %33 = fadd double %16, %32
  br i1 %30, label %34, label %15

34:                                               ; preds = %26
  call void @llvm.va_end(i8* %10)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %10) #9
  ret double %33
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
  br label %10

9:                                                ; preds = %70
  call void @llvm.va_end(i8* %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #9
  ret x86_fp80 %76

10:                                               ; preds = %1, %70
  %11 = phi x86_fp80 [ 0xK00000000000000000000, %1 ], [ %76, %70 ]
  %12 = phi i32 [ 0, %1 ], [ %77, %70 ]
  %13 = load i8*, i8** %4, align 8
  %14 = ptrtoint i8* %13 to i64
  %15 = add i64 %14, 15
  %16 = and i64 %15, -16
  %17 = inttoptr i64 %16 to i8*
  %18 = inttoptr i64 %16 to x86_fp80*
  %19 = getelementptr i8, i8* %17, i64 16
  store i8* %19, i8** %4, align 8
  %20 = load x86_fp80, x86_fp80* %18, align 16
  %21 = fadd x86_fp80 %11, %20
  %22 = load i32, i32* %5, align 4
  %23 = icmp ult i32 %22, 145
  br i1 %23, label %24, label %33

24:                                               ; preds = %10
  %25 = sext i32 %22 to i64
  %26 = getelementptr i8, i8* %8, i64 %25
  %27 = getelementptr inbounds i8, i8* %26, i64 16
  %28 = bitcast i8* %26 to double*
  %29 = load double, double* %28, align 16
  %30 = bitcast i8* %27 to double*
  %31 = load double, double* %30, align 16
  %32 = add i32 %22, 32
  store i32 %32, i32* %5, align 4
  br label %40

33:                                               ; preds = %10
  %34 = getelementptr i8, i8* %17, i64 24
  %35 = bitcast i8* %34 to double*
  %36 = bitcast i8* %19 to double*
  %37 = getelementptr i8, i8* %17, i64 32
  store i8* %37, i8** %4, align 8
  %38 = load double, double* %35, align 8, !tbaa.struct !19
  %39 = load double, double* %36, align 16, !tbaa.struct !22
  br label %40

40:                                               ; preds = %33, %24
  %41 = phi double [ %29, %24 ], [ %39, %33 ]
  %42 = phi double [ %31, %24 ], [ %38, %33 ]
  %43 = fmul double %41, %42
  %44 = fpext double %43 to x86_fp80
  %45 = fadd x86_fp80 %21, %44
  %46 = load i32, i32* %6, align 16
  %47 = icmp ult i32 %46, 41
  %48 = load i32, i32* %5, align 4
  %49 = icmp ult i32 %48, 161
  %50 = and i1 %47, %49
  br i1 %50, label %51, label %62

51:                                               ; preds = %40
  %52 = sext i32 %46 to i64
  %53 = getelementptr i8, i8* %8, i64 %52
  %54 = sext i32 %48 to i64
  %55 = getelementptr i8, i8* %8, i64 %54
  %56 = bitcast i8* %53 to i64*
  %57 = load i64, i64* %56, align 8
  %58 = bitcast i8* %55 to double*
  %59 = load double, double* %58, align 8
  %60 = add i32 %46, 8
  store i32 %60, i32* %6, align 16
  %61 = add i32 %48, 16
  store i32 %61, i32* %5, align 4
  br label %70

62:                                               ; preds = %40
  %63 = load i8*, i8** %4, align 8
  %64 = getelementptr inbounds i8, i8* %63, i64 8
  %65 = bitcast i8* %64 to double*
  %66 = bitcast i8* %63 to i64*
  %67 = getelementptr i8, i8* %63, i64 16
  store i8* %67, i8** %4, align 8
  %68 = load double, double* %65, align 8, !tbaa.struct !19
  %69 = load i64, i64* %66, align 8, !tbaa.struct !23
  br label %70

70:                                               ; preds = %62, %51
  %71 = phi i64 [ %57, %51 ], [ %69, %62 ]
  %72 = phi double [ %59, %51 ], [ %68, %62 ]
  %73 = sitofp i64 %71 to double
  %74 = fadd double %72, %73
  %75 = fpext double %74 to x86_fp80
  %76 = fadd x86_fp80 %45, %75
  %77 = add nuw nsw i32 %12, 1
  %78 = icmp eq i32 %77, 3
  br i1 %78, label %9, label %10, !llvm.loop !24
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
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !6, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
!14 = !{i64 0, i64 8, !15, i64 8, i64 8, !15}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !10, i64 0}
!17 = !{i64 0, i64 8, !15}
!18 = distinct !{!18, !6, !7}
!19 = !{i64 0, i64 8, !20}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !10, i64 0}
!22 = !{i64 0, i64 8, !20, i64 8, i64 8, !20}
!23 = !{i64 0, i64 8, !15, i64 8, i64 8, !20}
!24 = distinct !{!24, !6, !7}
