; ModuleID = 'c/varargs.c'
source_filename = "c/varargs.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.pair = type { i32, i32 }
%struct.__va_list_tag = type { i8, i8, i16, i8*, i8* }

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
@__const.main.p1 = private unnamed_addr constant %struct.pair { i32 1, i32 2 }, align 4
@__const.main.p2 = private unnamed_addr constant %struct.pair { i32 3, i32 4 }, align 4
@__const.main.p3 = private unnamed_addr constant %struct.pair { i32 5, i32 6 }, align 4
@__const.main.p4 = private unnamed_addr constant %struct.pair { i32 7, i32 8 }, align 4
@.str.14 = private unnamed_addr constant [11 x i8] c"pairs %ld\0A\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"many %.1f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 1
  %2 = getelementptr inbounds [128 x i8], [128 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %2) #9
  %3 = call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %4 = call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  %5 = add nsw i32 %4, %3
  %6 = call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %7 = add nsw i32 %5, %6
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef %7)
  %9 = call double (double, i32, ...) @sum_mixed(double undef, i32 undef, double noundef 1.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 4, double noundef 5.000000e+00, i32 noundef 6, double noundef 7.000000e+00, i32 noundef 8, double noundef 9.000000e+00, i32 noundef 10, double noundef 1.100000e+01, i32 noundef 12)
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), double noundef %9)
  %11 = call i32 (i8*, i8*, ...) @count_and_join(i8* noundef nonnull %2, i8* undef, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0), i8* noundef null)
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0), i32 noundef %11)
  %13 = call i32 @puts(i8* nonnull %2)
  call void (i8*, i32, i8*, ...) @fmt(i8* noundef nonnull %2, i32 undef, i8* undef, i32 noundef 42, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0), double noundef 2.500000e+00, i32 noundef 113, i64 noundef 123456789012)
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0), i8* noundef nonnull %2)
  %15 = call i32 (i32, ...) @sum_pairs(i32 undef, %struct.pair* noundef nonnull byval(%struct.pair) align 4 @__const.main.p1, %struct.pair* noundef nonnull byval(%struct.pair) align 4 @__const.main.p2, %struct.pair* noundef nonnull byval(%struct.pair) align 4 @__const.main.p3, %struct.pair* noundef nonnull byval(%struct.pair) align 4 @__const.main.p4)
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.14, i32 0, i32 0), i32 noundef %15)
  %17 = call double (i32, i32, i32, i32, i32, i32, i32, double, ...) @many(i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, double undef, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef -1.000000e+00)
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.15, i32 0, i32 0), double noundef %17)
  %19 = srem i32 %7, 100
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %2) #9
  ret i32 %19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 4
  %3 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i32 0, i32 0, i32 3
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i32 0, i32 0, i32 4
  %8 = load i8*, i8** %7, align 4
  br label %11

9:                                                ; preds = %24, %1
  %10 = phi i32 [ 0, %1 ], [ %28, %24 ]
  call void @llvm.va_end(i8* %3)
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %3) #9
  ret i32 %10

11:                                               ; preds = %5, %24
  %12 = phi i32 [ 0, %5 ], [ %29, %24 ]
  %13 = phi i32 [ 0, %5 ], [ %28, %24 ]
  %14 = load i8, i8* %3, align 4
  %15 = icmp ult i8 %14, 8
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = shl i8 %14, 2
  %18 = sext i8 %17 to i32
  %19 = getelementptr inbounds i8, i8* %8, i32 %18
  %20 = add i8 %14, 1
  store i8 %20, i8* %3, align 4
  br label %24

21:                                               ; preds = %11
  store i8 8, i8* %3, align 4
  %22 = load i8*, i8** %6, align 4
  %23 = getelementptr inbounds i8, i8* %22, i32 4
  store i8* %23, i8** %6, align 4
  br label %24

24:                                               ; preds = %21, %16
  %25 = phi i8* [ %19, %16 ], [ %22, %21 ]
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 4
  %28 = add nsw i32 %27, %13
  %29 = add nuw nsw i32 %12, 1
  %30 = icmp eq i32 %29, %0
  br i1 %30, label %9, label %11, !llvm.loop !5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind uwtable
define internal double @sum_mixed(double %0, i32 %1, ...) unnamed_addr #2 {
  %3 = alloca [1 x %struct.__va_list_tag], align 4
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %4) #9
  call void @llvm.va_start(i8* nonnull %4)
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0, i32 3
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0, i32 4
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0, i32 1
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0, i32 3
  %10 = getelementptr inbounds i8, i8* %7, i32 32
  br label %12

11:                                               ; preds = %55
  call void @llvm.va_end(i8* %4)
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %4) #9
  ret double %56

12:                                               ; preds = %2, %55
  %13 = phi i32 [ 0, %2 ], [ %57, %55 ]
  %14 = phi double [ 0.000000e+00, %2 ], [ %56, %55 ]
  %15 = and i32 %13, 1
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %38

17:                                               ; preds = %12
  %18 = load i8, i8* %8, align 1
  %19 = icmp ult i8 %18, 8
  br i1 %19, label %20, label %26

20:                                               ; preds = %17
  %21 = shl i8 %18, 3
  %22 = sext i8 %21 to i32
  %23 = getelementptr inbounds i8, i8* %10, i32 %22
  %24 = bitcast i8* %23 to double*
  %25 = add i8 %18, 1
  store i8 %25, i8* %8, align 1
  br label %34

26:                                               ; preds = %17
  store i8 8, i8* %8, align 1
  %27 = load i8*, i8** %9, align 4
  %28 = ptrtoint i8* %27 to i32
  %29 = add i32 %28, 7
  %30 = and i32 %29, -8
  %31 = inttoptr i32 %30 to i8*
  %32 = inttoptr i32 %30 to double*
  %33 = getelementptr inbounds i8, i8* %31, i32 8
  store i8* %33, i8** %9, align 4
  br label %34

34:                                               ; preds = %26, %20
  %35 = phi double* [ %24, %20 ], [ %32, %26 ]
  %36 = load double, double* %35, align 8
  %37 = call double @llvm.fmuladd.f64(double %36, double 5.000000e-01, double %14)
  br label %55

38:                                               ; preds = %12
  %39 = load i8, i8* %4, align 4
  %40 = icmp ult i8 %39, 8
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = shl i8 %39, 2
  %43 = sext i8 %42 to i32
  %44 = getelementptr inbounds i8, i8* %7, i32 %43
  %45 = add i8 %39, 1
  store i8 %45, i8* %4, align 4
  br label %49

46:                                               ; preds = %38
  store i8 8, i8* %4, align 4
  %47 = load i8*, i8** %5, align 4
  %48 = getelementptr inbounds i8, i8* %47, i32 4
  store i8* %48, i8** %5, align 4
  br label %49

49:                                               ; preds = %46, %41
  %50 = phi i8* [ %44, %41 ], [ %47, %46 ]
  %51 = bitcast i8* %50 to i32*
  %52 = load i32, i32* %51, align 4
  %53 = sitofp i32 %52 to double
  %54 = fadd double %14, %53
  br label %55

55:                                               ; preds = %34, %49
  %56 = phi double [ %37, %34 ], [ %54, %49 ]
  %57 = add nuw nsw i32 %13, 1
  %58 = icmp eq i32 %57, 12
  br i1 %58, label %11, label %12, !llvm.loop !8
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @count_and_join(i8* noundef %0, i8* nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__va_list_tag], align 4
  %4 = alloca [1 x %struct.__va_list_tag], align 4
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %5) #9
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %6) #9
  call void @llvm.va_start(i8* nonnull %5)
  call void @llvm.va_copy(i8* nonnull %6, i8* nonnull %5)
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0, i32 3
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i32 0, i32 0, i32 4
  %9 = load i8*, i8** %8, align 4
  br label %16

10:                                               ; preds = %29
  call void @llvm.va_end(i8* %5)
  store i8 0, i8* %0, align 1, !tbaa !9
  %11 = call i32 @strlen(i8* noundef nonnull %0)
  %12 = getelementptr i8, i8* %0, i32 %11
  %13 = bitcast i8* %12 to i16*
  store i16 24832, i16* %13, align 1
  %14 = load i8, i8* %6, align 4
  %15 = icmp ult i8 %14, 8
  br i1 %15, label %34, label %41

16:                                               ; preds = %2, %29
  %17 = phi i32 [ 0, %2 ], [ %18, %29 ]
  %18 = add nuw nsw i32 %17, 1
  %19 = load i8, i8* %5, align 4
  %20 = icmp ult i8 %19, 8
  br i1 %20, label %21, label %26

21:                                               ; preds = %16
  %22 = shl i8 %19, 2
  %23 = sext i8 %22 to i32
  %24 = getelementptr inbounds i8, i8* %9, i32 %23
  %25 = add i8 %19, 1
  store i8 %25, i8* %5, align 4
  br label %29

26:                                               ; preds = %16
  store i8 8, i8* %5, align 4
  %27 = load i8*, i8** %7, align 4
  %28 = getelementptr inbounds i8, i8* %27, i32 4
  store i8* %28, i8** %7, align 4
  br label %29

29:                                               ; preds = %26, %21
  %30 = phi i8* [ %24, %21 ], [ %27, %26 ]
  %31 = bitcast i8* %30 to i8**
  %32 = load i8*, i8** %31, align 4
  %33 = icmp eq i8* %32, null
  br i1 %33, label %10, label %16, !llvm.loop !12

34:                                               ; preds = %10
  %35 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0, i32 4
  %36 = load i8*, i8** %35, align 4
  %37 = shl i8 %14, 2
  %38 = sext i8 %37 to i32
  %39 = getelementptr inbounds i8, i8* %36, i32 %38
  %40 = add i8 %14, 1
  store i8 %40, i8* %6, align 4
  br label %45

41:                                               ; preds = %10
  store i8 8, i8* %6, align 4
  %42 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0, i32 3
  %43 = load i8*, i8** %42, align 4
  %44 = getelementptr inbounds i8, i8* %43, i32 4
  store i8* %44, i8** %42, align 4
  br label %45

45:                                               ; preds = %41, %34
  %46 = phi i8* [ %39, %34 ], [ %43, %41 ]
  %47 = bitcast i8* %46 to i8**
  %48 = load i8*, i8** %47, align 4
  %49 = icmp eq i8* %48, null
  br i1 %49, label %54, label %50

50:                                               ; preds = %45
  %51 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0, i32 3
  %52 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0, i32 4
  %53 = load i8*, i8** %52, align 4
  br label %55

54:                                               ; preds = %71, %45
  call void @llvm.va_end(i8* %6)
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %6) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %5) #9
  ret i32 %18

55:                                               ; preds = %50, %71
  %56 = phi i8* [ %48, %50 ], [ %74, %71 ]
  %57 = call i32 @strlen(i8* noundef nonnull %0)
  %58 = getelementptr i8, i8* %0, i32 %57
  %59 = bitcast i8* %58 to i16*
  store i16 11008, i16* %59, align 1
  %60 = call i8* @strcat(i8* noundef nonnull %0, i8* noundef nonnull %56) #9
  %61 = load i8, i8* %6, align 4
  %62 = icmp ult i8 %61, 8
  br i1 %62, label %63, label %68

63:                                               ; preds = %55
  %64 = shl i8 %61, 2
  %65 = sext i8 %64 to i32
  %66 = getelementptr inbounds i8, i8* %53, i32 %65
  %67 = add i8 %61, 1
  store i8 %67, i8* %6, align 4
  br label %71

68:                                               ; preds = %55
  store i8 8, i8* %6, align 4
  %69 = load i8*, i8** %51, align 4
  %70 = getelementptr inbounds i8, i8* %69, i32 4
  store i8* %70, i8** %51, align 4
  br label %71

71:                                               ; preds = %68, %63
  %72 = phi i8* [ %66, %63 ], [ %69, %68 ]
  %73 = bitcast i8* %72 to i8**
  %74 = load i8*, i8** %73, align 4
  %75 = icmp eq i8* %74, null
  br i1 %75, label %54, label %55, !llvm.loop !13
}

; Function Attrs: nofree nounwind uwtable
define internal void @fmt(i8* nocapture noundef %0, i32 %1, i8* nocapture readnone %2, ...) unnamed_addr #0 {
  %4 = alloca [1 x %struct.__va_list_tag], align 4
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %5) #9
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0
  call void @llvm.va_start(i8* nonnull %5)
  %7 = call i32 @vsnprintf(i8* noundef %0, i32 noundef 128, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), %struct.__va_list_tag* noundef nonnull %6) #9
  call void @llvm.va_end(i8* %5)
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %5) #9
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i32 @sum_pairs(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 4
  %3 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i32 0, i32 0, i32 3
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i32 0, i32 0, i32 4
  %6 = load i8*, i8** %5, align 4
  br label %8

7:                                                ; preds = %21
  call void @llvm.va_end(i8* %3)
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %3) #9
  ret i32 %31

8:                                                ; preds = %1, %21
  %9 = phi i32 [ 0, %1 ], [ %31, %21 ]
  %10 = phi i32 [ 0, %1 ], [ %32, %21 ]
  %11 = load i8, i8* %3, align 4
  %12 = icmp ult i8 %11, 8
  br i1 %12, label %13, label %18

13:                                               ; preds = %8
  %14 = shl i8 %11, 2
  %15 = sext i8 %14 to i32
  %16 = getelementptr inbounds i8, i8* %6, i32 %15
  %17 = add i8 %11, 1
  store i8 %17, i8* %3, align 4
  br label %21

18:                                               ; preds = %8
  store i8 8, i8* %3, align 4
  %19 = load i8*, i8** %4, align 4
  %20 = getelementptr inbounds i8, i8* %19, i32 4
  store i8* %20, i8** %4, align 4
  br label %21

21:                                               ; preds = %18, %13
  %22 = phi i8* [ %16, %13 ], [ %19, %18 ]
  %23 = bitcast i8* %22 to %struct.pair**
  %24 = load %struct.pair*, %struct.pair** %23, align 4
  %25 = getelementptr inbounds %struct.pair, %struct.pair* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4, !tbaa.struct !14
  %27 = getelementptr inbounds %struct.pair, %struct.pair* %24, i32 0, i32 1
  %28 = load i32, i32* %27, align 4, !tbaa.struct !17
  %29 = mul nsw i32 %26, 3
  %30 = add i32 %28, %9
  %31 = add i32 %30, %29
  %32 = add nuw nsw i32 %10, 1
  %33 = icmp eq i32 %32, 4
  br i1 %33, label %7, label %8, !llvm.loop !18
}

; Function Attrs: nofree nosync nounwind uwtable
define internal double @many(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, double %7, ...) unnamed_addr #2 {
  %9 = alloca [1 x %struct.__va_list_tag], align 4
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %9, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %10) #9
  call void @llvm.va_start(i8* nonnull %10)
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %9, i32 0, i32 0, i32 1
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %9, i32 0, i32 0, i32 3
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %9, i32 0, i32 0, i32 4
  %14 = load i8*, i8** %13, align 4
  %15 = getelementptr inbounds i8, i8* %14, i32 32
  br label %16

16:                                               ; preds = %34, %8
  %17 = phi double [ 2.850000e+01, %8 ], [ %40, %34 ]
  %18 = load i8, i8* %11, align 1
  %19 = icmp ult i8 %18, 8
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = shl i8 %18, 3
  %22 = sext i8 %21 to i32
  %23 = getelementptr inbounds i8, i8* %15, i32 %22
  %24 = bitcast i8* %23 to double*
  %25 = add i8 %18, 1
  store i8 %25, i8* %11, align 1
  br label %34

26:                                               ; preds = %16
  store i8 8, i8* %11, align 1
  %27 = load i8*, i8** %12, align 4
  %28 = ptrtoint i8* %27 to i32
  %29 = add i32 %28, 7
  %30 = and i32 %29, -8
  %31 = inttoptr i32 %30 to i8*
  %32 = inttoptr i32 %30 to double*
  %33 = getelementptr inbounds i8, i8* %31, i32 8
  store i8* %33, i8** %12, align 4
  br label %34

34:                                               ; preds = %26, %20
  %35 = phi double* [ %24, %20 ], [ %32, %26 ]
  %36 = load double, double* %35, align 8
  %37 = fcmp olt double %36, 0.000000e+00
  %38 = fcmp ole double %36, 0.000000e+00
  %39 = select i1 %38, double -0.000000e+00, double %36
  %40 = fadd double %17, %39
  br i1 %37, label %41, label %16

41:                                               ; preds = %34
  call void @llvm.va_end(i8* %10)
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %10) #9
  ret double %40
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
declare noundef i32 @vsnprintf(i8* nocapture noundef, i32 noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @strlen(i8* nocapture) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!14 = !{i64 0, i64 4, !15, i64 4, i64 4, !15}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !10, i64 0}
!17 = !{i64 0, i64 4, !15}
!18 = distinct !{!18, !6, !7}
