; ModuleID = 'c/gotos.c'
source_filename = "c/gotos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.prog2 = private unnamed_addr constant [16 x i32] [i32 0, i32 7, i32 0, i32 6, i32 3, i32 0, i32 2, i32 2, i32 8, i32 0, i32 3, i32 7, i32 8, i32 7, i32 8, i32 9], align 16
@__const.main.prog3 = private unnamed_addr constant [8 x i32] [i32 0, i32 4, i32 8, i32 7, i32 4, i32 6, i32 2, i32 9], align 16
@.str = private unnamed_addr constant [5 x i8] c"%ld \00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"| \00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"pick %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"calc %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"sparse %d %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"neg %d\0A\00", align 1
@run.table = internal unnamed_addr constant [10 x i8*] [i8* blockaddress(@run, %4), i8* blockaddress(@run, %21), i8* blockaddress(@run, %32), i8* blockaddress(@run, %43), i8* blockaddress(@run, %54), i8* blockaddress(@run, %63), i8* blockaddress(@run, %73), i8* blockaddress(@run, %87), i8* blockaddress(@run, %94), i8* blockaddress(@run, %103)], align 16
@.str.8 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"six\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@reltable.main = private unnamed_addr constant [10 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.8 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.9 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.10 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.11 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.16 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.12 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.13 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.14 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.16 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.15 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32)], align 4
@switch.table.main.17 = private unnamed_addr constant [6 x i32] [i32 30, i32 20, i32 10, i32 0, i32 11, i32 22], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i32], align 16
  %2 = alloca [8 x i32], align 16
  %3 = alloca [32 x i64], align 16
  %4 = bitcast [16 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %4) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %4, i8* noundef nonnull align 16 dereferenceable(64) bitcast ([16 x i32]* @__const.main.prog2 to i8*), i64 64, i1 false)
  %5 = bitcast [8 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %5) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %5, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([8 x i32]* @__const.main.prog3 to i8*), i64 32, i1 false)
  %6 = bitcast [32 x i64]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %6) #8
  %7 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 0
  %8 = getelementptr inbounds [32 x i64], [32 x i64]* %3, i64 0, i64 0
  %9 = call fastcc i32 @run(i32* noundef nonnull %7, i64* noundef nonnull %8)
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %0
  %12 = zext i32 %9 to i64
  br label %20

13:                                               ; preds = %20, %0
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0))
  %15 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 0
  %16 = call fastcc i32 @run(i32* noundef nonnull %15, i64* noundef nonnull %8)
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %13
  %19 = zext i32 %16 to i64
  br label %29

20:                                               ; preds = %11, %20
  %21 = phi i64 [ 0, %11 ], [ %25, %20 ]
  %22 = getelementptr inbounds [32 x i64], [32 x i64]* %3, i64 0, i64 %21
  %23 = load i64, i64* %22, align 8, !tbaa !5
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %23)
  %25 = add nuw nsw i64 %21, 1
  %26 = icmp eq i64 %25, %12
  br i1 %26, label %13, label %20, !llvm.loop !9

27:                                               ; preds = %29, %13
  %28 = call i32 @putchar(i32 10)
  br label %38

29:                                               ; preds = %18, %29
  %30 = phi i64 [ 0, %18 ], [ %34, %29 ]
  %31 = getelementptr inbounds [32 x i64], [32 x i64]* %3, i64 0, i64 %30
  %32 = load i64, i64* %31, align 8, !tbaa !5
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %32)
  %34 = add nuw nsw i64 %30, 1
  %35 = icmp eq i64 %34, %19
  br i1 %35, label %27, label %29, !llvm.loop !12

36:                                               ; preds = %38
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i32 noundef %42)
  br label %47

38:                                               ; preds = %27, %38
  %39 = phi i32 [ 0, %27 ], [ %43, %38 ]
  %40 = phi i32 [ 0, %27 ], [ %42, %38 ]
  %41 = call fastcc i32 @pick(i32 noundef %39)
  %42 = add nsw i32 %41, %40
  %43 = add nuw nsw i32 %39, 1
  %44 = icmp eq i32 %43, 8
  br i1 %44, label %36, label %38, !llvm.loop !13

45:                                               ; preds = %54
  %46 = call i32 @putchar(i32 10)
  br label %62

47:                                               ; preds = %36, %54
  %48 = phi i32 [ -2, %36 ], [ %57, %54 ]
  %49 = icmp ult i32 %48, 10
  br i1 %49, label %50, label %54

50:                                               ; preds = %47
  %51 = sext i32 %48 to i64
  %52 = shl i64 %51, 2
  %53 = call i8* @llvm.load.relative.i64(i8* bitcast ([10 x i32]* @reltable.main to i8*), i64 %52)
  br label %54

54:                                               ; preds = %47, %50
  %55 = phi i8* [ %53, %50 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), %47 ]
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8* noundef %55)
  %57 = add nsw i32 %48, 1
  %58 = icmp eq i32 %57, 12
  br i1 %58, label %45, label %47, !llvm.loop !14

59:                                               ; preds = %83
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef %85)
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  br label %91

62:                                               ; preds = %45, %83
  %63 = phi i32 [ 8, %45 ], [ %86, %83 ]
  %64 = phi i32 [ 0, %45 ], [ %85, %83 ]
  %65 = mul nsw i32 %64, 7
  %66 = mul nuw nsw i32 %63, 13
  switch i32 %63, label %83 [
    i32 10, label %67
    i32 11, label %69
    i32 12, label %71
    i32 13, label %73
    i32 14, label %75
    i32 15, label %77
    i32 17, label %79
    i32 18, label %81
  ]

67:                                               ; preds = %62
  %68 = add nuw nsw i32 %66, 1
  br label %83

69:                                               ; preds = %62
  %70 = mul nuw nsw i32 %63, 26
  br label %83

71:                                               ; preds = %62
  %72 = add nsw i32 %66, -7
  br label %83

73:                                               ; preds = %62
  %74 = xor i32 %66, 85
  br label %83

75:                                               ; preds = %62
  %76 = mul nuw nsw i32 %63, 52
  br label %83

77:                                               ; preds = %62
  %78 = udiv i32 %66, 3
  br label %83

79:                                               ; preds = %62
  %80 = sub nsw i32 0, %66
  br label %83

81:                                               ; preds = %62
  %82 = and i32 %66, 240
  br label %83

83:                                               ; preds = %62, %67, %69, %71, %73, %75, %77, %79, %81
  %84 = phi i32 [ %82, %81 ], [ %80, %79 ], [ %78, %77 ], [ %76, %75 ], [ %74, %73 ], [ %72, %71 ], [ %70, %69 ], [ %68, %67 ], [ 0, %62 ]
  %85 = add nsw i32 %84, %65
  %86 = add nuw nsw i32 %63, 1
  %87 = icmp eq i32 %86, 21
  br i1 %87, label %59, label %62, !llvm.loop !15

88:                                               ; preds = %102
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i32 noundef %105)
  %90 = and i32 %105, 127
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %6) #8
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %5) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %4) #8
  ret i32 %90

91:                                               ; preds = %59, %102
  %92 = phi i32 [ -5, %59 ], [ %106, %102 ]
  %93 = phi i32 [ %85, %59 ], [ %105, %102 ]
  %94 = shl i32 %92, 24
  %95 = ashr exact i32 %94, 24
  %96 = add nsw i32 %95, 3
  %97 = icmp ult i32 %96, 6
  br i1 %97, label %98, label %102

98:                                               ; preds = %91
  %99 = sext i32 %96 to i64
  %100 = getelementptr inbounds [6 x i32], [6 x i32]* @switch.table.main.17, i64 0, i64 %99
  %101 = load i32, i32* %100, align 4
  br label %102

102:                                              ; preds = %91, %98
  %103 = phi i32 [ %101, %98 ], [ 99, %91 ]
  %104 = mul nsw i32 %103, %92
  %105 = add nsw i32 %104, %93
  %106 = add nsw i32 %92, 1
  %107 = icmp eq i32 %106, 5
  br i1 %107, label %88, label %91, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc i32 @run(i32* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1) #3 {
  %3 = alloca [64 x i64], align 16
  br label %104

4:                                                ; preds = %104
  %5 = add nsw i32 %106, 1
  %6 = sext i32 %106 to i64
  %7 = getelementptr inbounds i32, i32* %0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !17
  %9 = sext i32 %8 to i64
  %10 = add nsw i32 %108, 1
  %11 = sext i32 %108 to i64
  %12 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %11
  store i64 %9, i64* %12, align 8, !tbaa !5
  %13 = add nsw i32 %106, 2
  br label %14

14:                                               ; preds = %4, %21, %32, %43, %54, %63, %79, %84, %87, %94
  %15 = phi i32 [ %5, %4 ], [ %106, %21 ], [ %106, %32 ], [ %106, %43 ], [ %106, %54 ], [ %106, %63 ], [ %82, %79 ], [ %85, %84 ], [ %106, %87 ], [ %106, %94 ]
  %16 = phi i32 [ %13, %4 ], [ %31, %21 ], [ %42, %32 ], [ %53, %43 ], [ %62, %54 ], [ %72, %63 ], [ %83, %79 ], [ %86, %84 ], [ %93, %87 ], [ %102, %94 ]
  %17 = phi i32 [ %107, %4 ], [ %107, %21 ], [ %107, %32 ], [ %107, %43 ], [ %107, %54 ], [ %107, %63 ], [ %107, %79 ], [ %107, %84 ], [ %107, %87 ], [ %99, %94 ]
  %18 = phi i32 [ %10, %4 ], [ %22, %21 ], [ %33, %32 ], [ %44, %43 ], [ %61, %54 ], [ %108, %63 ], [ %108, %79 ], [ %108, %84 ], [ %108, %87 ], [ %108, %94 ]
  %19 = sext i32 %15 to i64
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  br label %104

21:                                               ; preds = %104
  %22 = add nsw i32 %108, -1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %23
  %25 = load i64, i64* %24, align 8, !tbaa !5
  %26 = add nsw i32 %108, -2
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %27
  %29 = load i64, i64* %28, align 8, !tbaa !5
  %30 = add nsw i64 %29, %25
  store i64 %30, i64* %28, align 8, !tbaa !5
  %31 = add nsw i32 %106, 1
  br label %14

32:                                               ; preds = %104
  %33 = add nsw i32 %108, -1
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %34
  %36 = load i64, i64* %35, align 8, !tbaa !5
  %37 = add nsw i32 %108, -2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %38
  %40 = load i64, i64* %39, align 8, !tbaa !5
  %41 = sub nsw i64 %40, %36
  store i64 %41, i64* %39, align 8, !tbaa !5
  %42 = add nsw i32 %106, 1
  br label %14

43:                                               ; preds = %104
  %44 = add nsw i32 %108, -1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %45
  %47 = load i64, i64* %46, align 8, !tbaa !5
  %48 = add nsw i32 %108, -2
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %49
  %51 = load i64, i64* %50, align 8, !tbaa !5
  %52 = mul nsw i64 %51, %47
  store i64 %52, i64* %50, align 8, !tbaa !5
  %53 = add nsw i32 %106, 1
  br label %14

54:                                               ; preds = %104
  %55 = add nsw i32 %108, -1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %56
  %58 = load i64, i64* %57, align 8, !tbaa !5
  %59 = sext i32 %108 to i64
  %60 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %59
  store i64 %58, i64* %60, align 8, !tbaa !5
  %61 = add nsw i32 %108, 1
  %62 = add nsw i32 %106, 1
  br label %14

63:                                               ; preds = %104
  %64 = add nsw i32 %108, -1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %65
  %67 = load i64, i64* %66, align 8, !tbaa !5
  %68 = add nsw i32 %108, -2
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %69
  %71 = load i64, i64* %70, align 8, !tbaa !5
  store i64 %71, i64* %66, align 8, !tbaa !5
  store i64 %67, i64* %70, align 8, !tbaa !5
  %72 = add nsw i32 %106, 1
  br label %14

73:                                               ; preds = %104
  %74 = add nsw i32 %108, -1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %75
  %77 = load i64, i64* %76, align 8, !tbaa !5
  %78 = icmp eq i64 %77, 0
  br i1 %78, label %84, label %79

79:                                               ; preds = %73
  %80 = sext i32 %106 to i64
  %81 = getelementptr inbounds i32, i32* %0, i64 %80
  %82 = load i32, i32* %81, align 4, !tbaa !17
  %83 = add nsw i32 %82, 1
  br label %14

84:                                               ; preds = %73
  %85 = add nsw i32 %106, 1
  %86 = add nsw i32 %106, 2
  br label %14

87:                                               ; preds = %104
  %88 = add nsw i32 %108, -1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %89
  %91 = load i64, i64* %90, align 8, !tbaa !5
  %92 = add nsw i64 %91, -1
  store i64 %92, i64* %90, align 8, !tbaa !5
  %93 = add nsw i32 %106, 1
  br label %14

94:                                               ; preds = %104
  %95 = add nsw i32 %108, -1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %96
  %98 = load i64, i64* %97, align 8, !tbaa !5
  %99 = add nsw i32 %107, 1
  %100 = sext i32 %107 to i64
  %101 = getelementptr inbounds i64, i64* %1, i64 %100
  store i64 %98, i64* %101, align 8, !tbaa !5
  %102 = add nsw i32 %106, 1
  br label %14

103:                                              ; preds = %104
  ret i32 %107

104:                                              ; preds = %14, %2
  %105 = phi i32* [ %20, %14 ], [ %0, %2 ]
  %106 = phi i32 [ %16, %14 ], [ 1, %2 ]
  %107 = phi i32 [ %17, %14 ], [ 0, %2 ]
  %108 = phi i32 [ %18, %14 ], [ 0, %2 ]
  %109 = load i32, i32* %105, align 4, !tbaa !17
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %110
  %112 = load i8*, i8** %111, align 8, !tbaa !19
  indirectbr i8* %112, [label %4, label %21, label %32, label %43, label %54, label %63, label %73, label %87, label %94, label %103]
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @pick(i32 noundef %0) #5 {
  %2 = icmp sgt i32 %0, 2
  %3 = select i1 %2, i8* blockaddress(@pick, %20), i8* blockaddress(@pick, %18)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %13, %5 ], [ 0, %1 ]
  %7 = phi i32 [ %10, %5 ], [ %0, %1 ]
  %8 = phi i8* [ %12, %5 ], [ %3, %1 ]
  %9 = mul nsw i32 %7, 3
  %10 = add nsw i32 %9, %6
  %11 = icmp sgt i32 %10, 1000
  %12 = select i1 %11, i8* blockaddress(@pick, %22), i8* %8
  %13 = add nuw nsw i32 %6, 1
  %14 = icmp eq i32 %13, %0
  br i1 %14, label %15, label %5, !llvm.loop !21

15:                                               ; preds = %5, %1
  %16 = phi i8* [ %3, %1 ], [ %12, %5 ]
  %17 = phi i32 [ %0, %1 ], [ %10, %5 ]
  indirectbr i8* %16, [label %20, label %18, label %22]

18:                                               ; preds = %15
  %19 = add nsw i32 %17, 1
  br label %24

20:                                               ; preds = %15
  %21 = add nsw i32 %17, 2
  br label %24

22:                                               ; preds = %15
  %23 = srem i32 %17, 97
  br label %24

24:                                               ; preds = %22, %20, %18
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ], [ %19, %18 ]
  ret i32 %25
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !7, i64 0}
!21 = distinct !{!21, !10, !11}
