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
  %3 = tail call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %4 = tail call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  %5 = add nsw i32 %4, %3
  %6 = tail call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %7 = add nsw i32 %5, %6
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef %7)
  %9 = tail call double (double, i32, ...) @sum_mixed(double undef, i32 undef, double noundef 1.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 4, double noundef 5.000000e+00, i32 noundef 6, double noundef 7.000000e+00, i32 noundef 8, double noundef 9.000000e+00, i32 noundef 10, double noundef 1.100000e+01, i32 noundef 12)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), double noundef %9)
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
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i32 0, i32 0, i32 3
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i32 0, i32 0, i32 4
  %8 = load i8*, i8** %7, align 4
  %9 = load i8, i8* %3, align 4
  br label %12

10:                                               ; preds = %25, %1
  %11 = phi i32 [ 0, %1 ], [ %30, %25 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %3) #9
  ret i32 %11

12:                                               ; preds = %5, %25
  %13 = phi i8 [ %9, %5 ], [ %26, %25 ]
  %14 = phi i32 [ 0, %5 ], [ %31, %25 ]
  %15 = phi i32 [ 0, %5 ], [ %30, %25 ]
  %16 = icmp ult i8 %13, 8
  br i1 %16, label %17, label %22

17:                                               ; preds = %12
  %18 = shl nuw nsw i8 %13, 2
  %19 = zext i8 %18 to i32
  %20 = getelementptr inbounds i8, i8* %8, i32 %19
  %21 = add nuw nsw i8 %13, 1
  store i8 %21, i8* %3, align 4
  br label %25

22:                                               ; preds = %12
  store i8 8, i8* %3, align 4
  %23 = load i8*, i8** %6, align 4
  %24 = getelementptr inbounds i8, i8* %23, i32 4
  store i8* %24, i8** %6, align 4
  br label %25

25:                                               ; preds = %22, %17
  %26 = phi i8 [ %21, %17 ], [ 8, %22 ]
  %27 = phi i8* [ %20, %17 ], [ %23, %22 ]
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %28, align 4
  %30 = add nsw i32 %29, %15
  %31 = add nuw nsw i32 %14, 1
  %32 = icmp eq i32 %31, %0
  br i1 %32, label %10, label %12, !llvm.loop !5
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
  %9 = getelementptr inbounds i8, i8* %7, i32 32
  br label %11

10:                                               ; preds = %54
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %4) #9
  ret double %55

11:                                               ; preds = %2, %54
  %12 = phi i32 [ 0, %2 ], [ %56, %54 ]
  %13 = phi double [ 0.000000e+00, %2 ], [ %55, %54 ]
  %14 = and i32 %12, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %37

16:                                               ; preds = %11
  %17 = load i8, i8* %8, align 1
  %18 = icmp ult i8 %17, 8
  br i1 %18, label %19, label %25

19:                                               ; preds = %16
  %20 = shl nuw nsw i8 %17, 3
  %21 = zext i8 %20 to i32
  %22 = getelementptr inbounds i8, i8* %9, i32 %21
  %23 = bitcast i8* %22 to double*
  %24 = add nuw nsw i8 %17, 1
  store i8 %24, i8* %8, align 1
  br label %33

25:                                               ; preds = %16
  store i8 8, i8* %8, align 1
  %26 = load i8*, i8** %5, align 4
  %27 = ptrtoint i8* %26 to i32
  %28 = add i32 %27, 7
  %29 = and i32 %28, -8
  %30 = inttoptr i32 %29 to i8*
  %31 = inttoptr i32 %29 to double*
  %32 = getelementptr inbounds i8, i8* %30, i32 8
  store i8* %32, i8** %5, align 4
  br label %33

33:                                               ; preds = %25, %19
  %34 = phi double* [ %23, %19 ], [ %31, %25 ]
  %35 = load double, double* %34, align 8
  %36 = call double @llvm.fmuladd.f64(double %35, double 5.000000e-01, double %13)
  br label %54

37:                                               ; preds = %11
  %38 = load i8, i8* %4, align 4
  %39 = icmp ult i8 %38, 8
  br i1 %39, label %40, label %45

40:                                               ; preds = %37
  %41 = shl nuw nsw i8 %38, 2
  %42 = zext i8 %41 to i32
  %43 = getelementptr inbounds i8, i8* %7, i32 %42
  %44 = add nuw nsw i8 %38, 1
  store i8 %44, i8* %4, align 4
  br label %48

45:                                               ; preds = %37
  store i8 8, i8* %4, align 4
  %46 = load i8*, i8** %5, align 4
  %47 = getelementptr inbounds i8, i8* %46, i32 4
  store i8* %47, i8** %5, align 4
  br label %48

48:                                               ; preds = %45, %40
  %49 = phi i8* [ %43, %40 ], [ %46, %45 ]
  %50 = bitcast i8* %49 to i32*
  %51 = load i32, i32* %50, align 4
  %52 = sitofp i32 %51 to double
  %53 = fadd double %13, %52
  br label %54

54:                                               ; preds = %33, %48
  %55 = phi double [ %36, %33 ], [ %53, %48 ]
  %56 = add nuw nsw i32 %12, 1
  %57 = icmp eq i32 %56, 12
  br i1 %57, label %10, label %11, !llvm.loop !7
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
  %10 = load i8, i8* %5, align 4
  br label %17

11:                                               ; preds = %30
  call void @llvm.va_end(i8* nonnull %5)
  store i8 0, i8* %0, align 1, !tbaa !8
  %12 = call i32 @strlen(i8* noundef nonnull %0)
  %13 = getelementptr i8, i8* %0, i32 %12
  %14 = bitcast i8* %13 to i16*
  store i16 24832, i16* %14, align 1
  %15 = load i8, i8* %6, align 4
  %16 = icmp ult i8 %15, 8
  br i1 %16, label %36, label %43

17:                                               ; preds = %2, %30
  %18 = phi i8 [ %10, %2 ], [ %31, %30 ]
  %19 = phi i32 [ 0, %2 ], [ %20, %30 ]
  %20 = add nuw nsw i32 %19, 1
  %21 = icmp ult i8 %18, 8
  br i1 %21, label %22, label %27

22:                                               ; preds = %17
  %23 = shl nuw nsw i8 %18, 2
  %24 = zext i8 %23 to i32
  %25 = getelementptr inbounds i8, i8* %9, i32 %24
  %26 = add nuw nsw i8 %18, 1
  store i8 %26, i8* %5, align 4
  br label %30

27:                                               ; preds = %17
  store i8 8, i8* %5, align 4
  %28 = load i8*, i8** %7, align 4
  %29 = getelementptr inbounds i8, i8* %28, i32 4
  store i8* %29, i8** %7, align 4
  br label %30

30:                                               ; preds = %27, %22
  %31 = phi i8 [ %26, %22 ], [ 8, %27 ]
  %32 = phi i8* [ %25, %22 ], [ %28, %27 ]
  %33 = bitcast i8* %32 to i8**
  %34 = load i8*, i8** %33, align 4
  %35 = icmp eq i8* %34, null
  br i1 %35, label %11, label %17, !llvm.loop !11

36:                                               ; preds = %11
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0, i32 4
  %38 = load i8*, i8** %37, align 4
  %39 = shl nuw nsw i8 %15, 2
  %40 = zext i8 %39 to i32
  %41 = getelementptr inbounds i8, i8* %38, i32 %40
  %42 = add nuw nsw i8 %15, 1
  store i8 %42, i8* %6, align 4
  br label %47

43:                                               ; preds = %11
  store i8 8, i8* %6, align 4
  %44 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0, i32 3
  %45 = load i8*, i8** %44, align 4
  %46 = getelementptr inbounds i8, i8* %45, i32 4
  store i8* %46, i8** %44, align 4
  br label %47

47:                                               ; preds = %43, %36
  %48 = phi i8 [ %42, %36 ], [ 8, %43 ]
  %49 = phi i8* [ %41, %36 ], [ %45, %43 ]
  %50 = bitcast i8* %49 to i8**
  %51 = load i8*, i8** %50, align 4
  %52 = icmp eq i8* %51, null
  br i1 %52, label %57, label %53

53:                                               ; preds = %47
  %54 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0, i32 3
  %55 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0, i32 4
  %56 = load i8*, i8** %55, align 4
  br label %58

57:                                               ; preds = %74, %47
  call void @llvm.va_end(i8* nonnull %6)
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %6) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %5) #9
  ret i32 %20

58:                                               ; preds = %53, %74
  %59 = phi i8 [ %48, %53 ], [ %75, %74 ]
  %60 = phi i8* [ %51, %53 ], [ %78, %74 ]
  %61 = call i32 @strlen(i8* noundef nonnull %0)
  %62 = getelementptr i8, i8* %0, i32 %61
  %63 = bitcast i8* %62 to i16*
  store i16 11008, i16* %63, align 1
  %64 = call i8* @strcat(i8* noundef nonnull %0, i8* noundef nonnull %60) #9
  %65 = icmp ult i8 %59, 8
  br i1 %65, label %66, label %71

66:                                               ; preds = %58
  %67 = shl nuw nsw i8 %59, 2
  %68 = zext i8 %67 to i32
  %69 = getelementptr inbounds i8, i8* %56, i32 %68
  %70 = add nuw nsw i8 %59, 1
  store i8 %70, i8* %6, align 4
  br label %74

71:                                               ; preds = %58
  store i8 8, i8* %6, align 4
  %72 = load i8*, i8** %54, align 4
  %73 = getelementptr inbounds i8, i8* %72, i32 4
  store i8* %73, i8** %54, align 4
  br label %74

74:                                               ; preds = %71, %66
  %75 = phi i8 [ %70, %66 ], [ 8, %71 ]
  %76 = phi i8* [ %69, %66 ], [ %72, %71 ]
  %77 = bitcast i8* %76 to i8**
  %78 = load i8*, i8** %77, align 4
  %79 = icmp eq i8* %78, null
  br i1 %79, label %57, label %58, !llvm.loop !12
}

; Function Attrs: nofree nounwind uwtable
define internal void @fmt(i8* nocapture noundef %0, i32 %1, i8* nocapture readnone %2, ...) unnamed_addr #0 {
  %4 = alloca [1 x %struct.__va_list_tag], align 4
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %5) #9
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i32 0, i32 0
  call void @llvm.va_start(i8* nonnull %5)
  %7 = call i32 @vsnprintf(i8* noundef %0, i32 noundef 128, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), %struct.__va_list_tag* noundef nonnull %6) #9
  call void @llvm.va_end(i8* nonnull %5)
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
  %7 = load i8, i8* %3, align 4
  %8 = icmp ult i8 %7, 8
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  store i8 8, i8* %3, align 4
  %10 = load i8*, i8** %4, align 4
  %11 = getelementptr inbounds i8, i8* %10, i32 4
  store i8* %11, i8** %4, align 4
  %12 = bitcast i8* %10 to %struct.pair**
  %13 = load %struct.pair*, %struct.pair** %12, align 4
  %14 = getelementptr inbounds %struct.pair, %struct.pair* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 4, !tbaa.struct !13
  %16 = getelementptr inbounds %struct.pair, %struct.pair* %13, i32 0, i32 1
  %17 = load i32, i32* %16, align 4, !tbaa.struct !16
  br label %30

18:                                               ; preds = %1
  %19 = shl nuw nsw i8 %7, 2
  %20 = zext i8 %19 to i32
  %21 = getelementptr inbounds i8, i8* %6, i32 %20
  %22 = add nuw nsw i8 %7, 1
  store i8 %22, i8* %3, align 4
  %23 = bitcast i8* %21 to %struct.pair**
  %24 = load %struct.pair*, %struct.pair** %23, align 4
  %25 = getelementptr inbounds %struct.pair, %struct.pair* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4, !tbaa.struct !13
  %27 = getelementptr inbounds %struct.pair, %struct.pair* %24, i32 0, i32 1
  %28 = load i32, i32* %27, align 4, !tbaa.struct !16
  %29 = icmp eq i8 %7, 7
  br i1 %29, label %30, label %41

30:                                               ; preds = %18, %9
  %31 = phi i32 [ %17, %9 ], [ %28, %18 ]
  %32 = phi i32 [ %15, %9 ], [ %26, %18 ]
  store i8 8, i8* %3, align 4
  %33 = load i8*, i8** %4, align 4
  %34 = getelementptr inbounds i8, i8* %33, i32 4
  store i8* %34, i8** %4, align 4
  %35 = bitcast i8* %33 to %struct.pair**
  %36 = load %struct.pair*, %struct.pair** %35, align 4
  %37 = getelementptr inbounds %struct.pair, %struct.pair* %36, i32 0, i32 0
  %38 = load i32, i32* %37, align 4, !tbaa.struct !13
  %39 = getelementptr inbounds %struct.pair, %struct.pair* %36, i32 0, i32 1
  %40 = load i32, i32* %39, align 4, !tbaa.struct !16
  br label %53

41:                                               ; preds = %18
  %42 = shl nuw nsw i8 %22, 2
  %43 = zext i8 %42 to i32
  %44 = getelementptr inbounds i8, i8* %6, i32 %43
  %45 = add nuw nsw i8 %7, 2
  store i8 %45, i8* %3, align 4
  %46 = bitcast i8* %44 to %struct.pair**
  %47 = load %struct.pair*, %struct.pair** %46, align 4
  %48 = getelementptr inbounds %struct.pair, %struct.pair* %47, i32 0, i32 0
  %49 = load i32, i32* %48, align 4, !tbaa.struct !13
  %50 = getelementptr inbounds %struct.pair, %struct.pair* %47, i32 0, i32 1
  %51 = load i32, i32* %50, align 4, !tbaa.struct !16
  %52 = icmp ult i8 %7, 6
  br i1 %52, label %66, label %53

53:                                               ; preds = %41, %30
  %54 = phi i32 [ %40, %30 ], [ %51, %41 ]
  %55 = phi i32 [ %38, %30 ], [ %49, %41 ]
  %56 = phi i32 [ %32, %30 ], [ %26, %41 ]
  %57 = phi i32 [ %31, %30 ], [ %28, %41 ]
  store i8 8, i8* %3, align 4
  %58 = load i8*, i8** %4, align 4
  %59 = getelementptr inbounds i8, i8* %58, i32 4
  store i8* %59, i8** %4, align 4
  %60 = bitcast i8* %58 to %struct.pair**
  %61 = load %struct.pair*, %struct.pair** %60, align 4
  %62 = getelementptr inbounds %struct.pair, %struct.pair* %61, i32 0, i32 0
  %63 = load i32, i32* %62, align 4, !tbaa.struct !13
  %64 = getelementptr inbounds %struct.pair, %struct.pair* %61, i32 0, i32 1
  %65 = load i32, i32* %64, align 4, !tbaa.struct !16
  br label %78

66:                                               ; preds = %41
  %67 = shl nuw nsw i8 %45, 2
  %68 = zext i8 %67 to i32
  %69 = getelementptr inbounds i8, i8* %6, i32 %68
  %70 = add nuw nsw i8 %7, 3
  store i8 %70, i8* %3, align 4
  %71 = bitcast i8* %69 to %struct.pair**
  %72 = load %struct.pair*, %struct.pair** %71, align 4
  %73 = getelementptr inbounds %struct.pair, %struct.pair* %72, i32 0, i32 0
  %74 = load i32, i32* %73, align 4, !tbaa.struct !13
  %75 = getelementptr inbounds %struct.pair, %struct.pair* %72, i32 0, i32 1
  %76 = load i32, i32* %75, align 4, !tbaa.struct !16
  %77 = icmp eq i8 %7, 5
  br i1 %77, label %78, label %87

78:                                               ; preds = %53, %66
  %79 = phi i32 [ %65, %53 ], [ %76, %66 ]
  %80 = phi i32 [ %63, %53 ], [ %74, %66 ]
  %81 = phi i32 [ %57, %53 ], [ %28, %66 ]
  %82 = phi i32 [ %56, %53 ], [ %26, %66 ]
  %83 = phi i32 [ %55, %53 ], [ %49, %66 ]
  %84 = phi i32 [ %54, %53 ], [ %51, %66 ]
  store i8 8, i8* %3, align 4
  %85 = load i8*, i8** %4, align 4
  %86 = getelementptr inbounds i8, i8* %85, i32 4
  store i8* %86, i8** %4, align 4
  br label %92

87:                                               ; preds = %66
  %88 = shl nuw nsw i8 %70, 2
  %89 = zext i8 %88 to i32
  %90 = getelementptr inbounds i8, i8* %6, i32 %89
  %91 = add nuw nsw i8 %7, 4
  store i8 %91, i8* %3, align 4
  br label %92

92:                                               ; preds = %87, %78
  %93 = phi i32 [ %76, %87 ], [ %79, %78 ]
  %94 = phi i32 [ %74, %87 ], [ %80, %78 ]
  %95 = phi i32 [ %28, %87 ], [ %81, %78 ]
  %96 = phi i32 [ %26, %87 ], [ %82, %78 ]
  %97 = phi i32 [ %49, %87 ], [ %83, %78 ]
  %98 = phi i32 [ %51, %87 ], [ %84, %78 ]
  %99 = phi i8* [ %90, %87 ], [ %85, %78 ]
  %100 = mul nsw i32 %96, 3
  %101 = add i32 %95, %100
  %102 = add i32 %98, %101
  %103 = mul nsw i32 %97, 3
  %104 = add i32 %102, %103
  %105 = add i32 %93, %104
  %106 = mul nsw i32 %94, 3
  %107 = add i32 %105, %106
  %108 = bitcast i8* %99 to %struct.pair**
  %109 = load %struct.pair*, %struct.pair** %108, align 4
  %110 = getelementptr inbounds %struct.pair, %struct.pair* %109, i32 0, i32 0
  %111 = load i32, i32* %110, align 4, !tbaa.struct !13
  %112 = getelementptr inbounds %struct.pair, %struct.pair* %109, i32 0, i32 1
  %113 = load i32, i32* %112, align 4, !tbaa.struct !16
  %114 = mul nsw i32 %111, 3
  %115 = add i32 %113, %107
  %116 = add i32 %115, %114
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %3) #9
  ret i32 %116
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
  %16 = load i8, i8* %11, align 1
  br label %17

17:                                               ; preds = %35, %8
  %18 = phi i8 [ %16, %8 ], [ %36, %35 ]
  %19 = phi double [ 2.850000e+01, %8 ], [ %40, %35 ]
  %20 = icmp ult i8 %18, 8
  br i1 %20, label %21, label %27

21:                                               ; preds = %17
  %22 = shl nuw nsw i8 %18, 3
  %23 = zext i8 %22 to i32
  %24 = getelementptr inbounds i8, i8* %15, i32 %23
  %25 = bitcast i8* %24 to double*
  %26 = add nuw nsw i8 %18, 1
  store i8 %26, i8* %11, align 1
  br label %35

27:                                               ; preds = %17
  store i8 8, i8* %11, align 1
  %28 = load i8*, i8** %12, align 4
  %29 = ptrtoint i8* %28 to i32
  %30 = add i32 %29, 7
  %31 = and i32 %30, -8
  %32 = inttoptr i32 %31 to i8*
  %33 = inttoptr i32 %31 to double*
  %34 = getelementptr inbounds i8, i8* %32, i32 8
  store i8* %34, i8** %12, align 4
  br label %35

35:                                               ; preds = %27, %21
  %36 = phi i8 [ %26, %21 ], [ 8, %27 ]
  %37 = phi double* [ %25, %21 ], [ %33, %27 ]
  %38 = load double, double* %37, align 8
  %39 = fcmp olt double %38, 0.000000e+00
  %40 = fadd double %19, %38
  br i1 %39, label %41, label %17

41:                                               ; preds = %35
  call void @llvm.va_end(i8* nonnull %10)
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %10) #9
  ret double %19
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
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = !{i64 0, i64 4, !14, i64 4, i64 4, !14}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !9, i64 0}
!16 = !{i64 0, i64 4, !14}
