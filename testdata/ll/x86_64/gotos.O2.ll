; ModuleID = 'c/gotos.c'
source_filename = "c/gotos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.prog2 = private unnamed_addr constant [16 x i32] [i32 0, i32 7, i32 0, i32 6, i32 3, i32 0, i32 2, i32 2, i32 8, i32 0, i32 3, i32 7, i32 8, i32 7, i32 8, i32 9], align 16
@__const.main.prog3 = private unnamed_addr constant [8 x i32] [i32 0, i32 4, i32 8, i32 7, i32 4, i32 6, i32 2, i32 9], align 16
@.str = private unnamed_addr constant [5 x i8] c"%ld \00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"| \00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"rel %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"pick %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"calc %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"sparse %d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"neg %d\0A\00", align 1
@main.probes = internal unnamed_addr constant [25 x i32] [i32 -51, i32 -50, i32 -49, i32 0, i32 1, i32 5, i32 7, i32 8, i32 99, i32 100, i32 101, i32 200, i32 999, i32 1000, i32 1003, i32 1005, i32 1006, i32 7777, i32 99999, i32 100000, i32 100002, i32 100004, i32 100005, i32 2000000000, i32 -2000000000], align 16
@.str.9 = private unnamed_addr constant [14 x i8] c"clustered %d\0A\00", align 1
@run.table = internal unnamed_addr constant [10 x i8*] [i8* blockaddress(@run, %4), i8* blockaddress(@run, %21), i8* blockaddress(@run, %32), i8* blockaddress(@run, %43), i8* blockaddress(@run, %54), i8* blockaddress(@run, %63), i8* blockaddress(@run, %73), i8* blockaddress(@run, %87), i8* blockaddress(@run, %94), i8* blockaddress(@run, %103)], align 16
@run_rel.offs = internal unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@run_rel, %2) to i64), i64 ptrtoint (i8* blockaddress(@run_rel, %2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@run_rel, %8) to i64), i64 ptrtoint (i8* blockaddress(@run_rel, %2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@run_rel, %10) to i64), i64 ptrtoint (i8* blockaddress(@run_rel, %2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@run_rel, %12) to i64), i64 ptrtoint (i8* blockaddress(@run_rel, %2) to i64)) to i32)], align 16
@.str.10 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"six\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i32], align 16
  %2 = alloca [8 x i32], align 16
  %3 = alloca [32 x i64], align 16
  %4 = alloca i64, align 8
  %5 = bitcast [16 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %5) #9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %5, i8* noundef nonnull align 16 dereferenceable(64) bitcast ([16 x i32]* @__const.main.prog2 to i8*), i64 64, i1 false)
  %6 = bitcast [8 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %6) #9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %6, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([8 x i32]* @__const.main.prog3 to i8*), i64 32, i1 false)
  %7 = bitcast [32 x i64]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %7) #9
  %8 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 0
  %9 = getelementptr inbounds [32 x i64], [32 x i64]* %3, i64 0, i64 0
  %10 = call fastcc i32 @run(i32* noundef nonnull %8, i64* noundef nonnull %9)
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %0
  %13 = zext i32 %10 to i64
  br label %21

14:                                               ; preds = %21, %0
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0))
  %16 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 0
  %17 = call fastcc i32 @run(i32* noundef nonnull %16, i64* noundef nonnull %9)
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %28

19:                                               ; preds = %14
  %20 = zext i32 %17 to i64
  br label %82

21:                                               ; preds = %12, %21
  %22 = phi i64 [ 0, %12 ], [ %26, %21 ]
  %23 = getelementptr inbounds [32 x i64], [32 x i64]* %3, i64 0, i64 %22
  %24 = load i64, i64* %23, align 8, !tbaa !5
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %24)
  %26 = add nuw nsw i64 %22, 1
  %27 = icmp eq i64 %26, %13
  br i1 %27, label %14, label %21, !llvm.loop !9

28:                                               ; preds = %82, %14
  %29 = tail call i32 @putchar(i32 10)
  %30 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %30) #9
  store i64 216454261419081728, i64* %4, align 8
  %31 = call fastcc i32 @run_rel(i8* noundef nonnull %30)
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %31)
  %33 = tail call fastcc i32 @pick(i32 noundef 0)
  %34 = tail call fastcc i32 @pick(i32 noundef 1)
  %35 = add nsw i32 %34, %33
  %36 = tail call fastcc i32 @pick(i32 noundef 2)
  %37 = add nsw i32 %36, %35
  %38 = tail call fastcc i32 @pick(i32 noundef 3)
  %39 = add nsw i32 %38, %37
  %40 = tail call fastcc i32 @pick(i32 noundef 4)
  %41 = add nsw i32 %40, %39
  %42 = tail call fastcc i32 @pick(i32 noundef 5)
  %43 = add nsw i32 %42, %41
  %44 = tail call fastcc i32 @pick(i32 noundef 6)
  %45 = add nsw i32 %44, %43
  %46 = tail call fastcc i32 @pick(i32 noundef 7)
  %47 = add nsw i32 %46, %45
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), i32 noundef %47)
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0))
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0))
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0))
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0))
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0))
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0))
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0))
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0))
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0))
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0))
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0))
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0))
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0))
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0))
  %63 = tail call i32 @putchar(i32 10)
  %64 = add nuw nsw i32 286, 917
  %65 = mul nuw nsw i32 %64, 7
  %66 = add nuw nsw i32 149, %65
  %67 = mul nuw nsw i32 %66, 7
  %68 = add nuw nsw i32 252, %67
  %69 = mul nsw i32 %68, 7
  %70 = add nsw i32 728, %69
  %71 = mul nsw i32 %70, 7
  %72 = add nsw i32 65, %71
  %73 = mul i32 %72, 49
  %74 = add nsw i32 -221, %73
  %75 = mul nsw i32 %74, 7
  %76 = add nsw i32 224, %75
  %77 = mul i32 %76, 49
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef %77)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  %80 = add nsw i32 %77, -283
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %80)
  br label %92

82:                                               ; preds = %19, %82
  %83 = phi i64 [ 0, %19 ], [ %87, %82 ]
  %84 = getelementptr inbounds [32 x i64], [32 x i64]* %3, i64 0, i64 %83
  %85 = load i64, i64* %84, align 8, !tbaa !5
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %85)
  %87 = add nuw nsw i64 %83, 1
  %88 = icmp eq i64 %87, %20
  br i1 %88, label %28, label %82, !llvm.loop !11

89:                                               ; preds = %92
  %90 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %99)
  %91 = and i32 %99, 127
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %30) #9
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %7) #9
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %6) #9
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #9
  ret i32 %91

92:                                               ; preds = %28, %92
  %93 = phi i64 [ 0, %28 ], [ %100, %92 ]
  %94 = phi i32 [ %80, %28 ], [ %99, %92 ]
  %95 = mul nsw i32 %94, 3
  %96 = getelementptr inbounds [25 x i32], [25 x i32]* @main.probes, i64 0, i64 %93
  %97 = load i32, i32* %96, align 4, !tbaa !12
  %98 = tail call fastcc i32 @clustered(i32 noundef %97)
  %99 = add nsw i32 %98, %95
  %100 = add nuw nsw i64 %93, 1
  %101 = icmp eq i64 %100, 25
  br i1 %101, label %89, label %92, !llvm.loop !14
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
  %8 = load i32, i32* %7, align 4, !tbaa !12
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
  %82 = load i32, i32* %81, align 4, !tbaa !12
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
  %109 = load i32, i32* %105, align 4, !tbaa !12
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %110
  %112 = load i8*, i8** %111, align 8, !tbaa !15
  indirectbr i8* %112, [label %4, label %21, label %32, label %43, label %54, label %63, label %73, label %87, label %94, label %103]
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @run_rel(i8* nocapture noundef readonly %0) #5 {
  br label %13

2:                                                ; preds = %13
  %3 = add nsw i32 %15, 1
  br label %4

4:                                                ; preds = %2, %8, %10
  %5 = phi i32 [ %3, %2 ], [ %11, %10 ], [ %9, %8 ]
  %6 = getelementptr inbounds i8, i8* %0, i64 %14
  %7 = add nuw i64 %14, 1
  br label %13

8:                                                ; preds = %13
  %9 = mul nsw i32 %15, 3
  br label %4

10:                                               ; preds = %13
  %11 = add nsw i32 %15, -2
  br label %4

12:                                               ; preds = %13
  ret i32 %15

13:                                               ; preds = %4, %1
  %14 = phi i64 [ %7, %4 ], [ 1, %1 ]
  %15 = phi i32 [ %5, %4 ], [ 0, %1 ]
  %16 = phi i8* [ %6, %4 ], [ %0, %1 ]
  %17 = load i8, i8* %16, align 1, !tbaa !17
  %18 = zext i8 %17 to i64
  %19 = getelementptr inbounds [4 x i32], [4 x i32]* @run_rel.offs, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !12
  %21 = sext i32 %20 to i64
  %22 = getelementptr i8, i8* blockaddress(@run_rel, %2), i64 %21
  indirectbr i8* %22, [label %2, label %12, label %8, label %10]
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @pick(i32 noundef %0) #6 {
  %2 = icmp sgt i32 %0, 2
  %3 = select i1 %2, i8* blockaddress(@pick, %62), i8* blockaddress(@pick, %60)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %57

5:                                                ; preds = %1
  %6 = add i32 %0, -1
  %7 = and i32 %0, 3
  %8 = icmp ult i32 %6, 3
  br i1 %8, label %38, label %9

9:                                                ; preds = %5
  %10 = and i32 %0, -4
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ 0, %9 ], [ %35, %11 ]
  %13 = phi i32 [ %0, %9 ], [ %29, %11 ]
  %14 = phi i8* [ %3, %9 ], [ %34, %11 ]
  %15 = phi i32 [ 0, %9 ], [ %36, %11 ]
  %16 = mul nsw i32 %13, 3
  %17 = add nsw i32 %16, %12
  %18 = icmp sgt i32 %17, 1000
  %19 = or i32 %12, 1
  %20 = mul nsw i32 %17, 3
  %21 = add nsw i32 %20, %19
  %22 = icmp sgt i32 %21, 1000
  %23 = or i32 %12, 2
  %24 = mul nsw i32 %21, 3
  %25 = add nsw i32 %24, %23
  %26 = icmp sgt i32 %25, 1000
  %27 = or i32 %12, 3
  %28 = mul nsw i32 %25, 3
  %29 = add nsw i32 %28, %27
  %30 = icmp sgt i32 %29, 1000
  %31 = select i1 %30, i1 true, i1 %26
  %32 = select i1 %31, i1 true, i1 %22
  %33 = select i1 %32, i1 true, i1 %18
  %34 = select i1 %33, i8* blockaddress(@pick, %64), i8* %14
  %35 = add nuw nsw i32 %12, 4
  %36 = add i32 %15, 4
  %37 = icmp eq i32 %36, %10
  br i1 %37, label %38, label %11, !llvm.loop !18

38:                                               ; preds = %11, %5
  %39 = phi i32 [ undef, %5 ], [ %29, %11 ]
  %40 = phi i8* [ undef, %5 ], [ %34, %11 ]
  %41 = phi i32 [ 0, %5 ], [ %35, %11 ]
  %42 = phi i32 [ %0, %5 ], [ %29, %11 ]
  %43 = phi i8* [ %3, %5 ], [ %34, %11 ]
  %44 = icmp eq i32 %7, 0
  br i1 %44, label %57, label %45

45:                                               ; preds = %38, %45
  %46 = phi i32 [ %54, %45 ], [ %41, %38 ]
  %47 = phi i32 [ %51, %45 ], [ %42, %38 ]
  %48 = phi i8* [ %53, %45 ], [ %43, %38 ]
  %49 = phi i32 [ %55, %45 ], [ 0, %38 ]
  %50 = mul nsw i32 %47, 3
  %51 = add nsw i32 %50, %46
  %52 = icmp sgt i32 %51, 1000
  %53 = select i1 %52, i8* blockaddress(@pick, %64), i8* %48
  %54 = add nuw nsw i32 %46, 1
  %55 = add i32 %49, 1
  %56 = icmp eq i32 %55, %7
  br i1 %56, label %57, label %45, !llvm.loop !19

57:                                               ; preds = %38, %45, %1
  %58 = phi i8* [ %3, %1 ], [ %40, %38 ], [ %53, %45 ]
  %59 = phi i32 [ %0, %1 ], [ %39, %38 ], [ %51, %45 ]
  indirectbr i8* %58, [label %62, label %60, label %64]

60:                                               ; preds = %57
  %61 = add nsw i32 %59, 1
  br label %66

62:                                               ; preds = %57
  %63 = add nsw i32 %59, 2
  br label %66

64:                                               ; preds = %57
  %65 = srem i32 %59, 97
  br label %66

66:                                               ; preds = %64, %62, %60
  %67 = phi i32 [ %63, %62 ], [ %65, %64 ], [ %61, %60 ]
  ret i32 %67
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @clustered(i32 noundef %0) unnamed_addr #7 {
  switch i32 %0, label %22 [
    i32 -50, label %23
    i32 0, label %2
    i32 1, label %3
    i32 2, label %4
    i32 3, label %5
    i32 4, label %6
    i32 6, label %7
    i32 7, label %8
    i32 100, label %9
    i32 200, label %10
    i32 1000, label %11
    i32 1001, label %12
    i32 1002, label %13
    i32 1004, label %14
    i32 1005, label %15
    i32 7777, label %16
    i32 100000, label %17
    i32 100001, label %18
    i32 100003, label %19
    i32 100004, label %20
    i32 2000000000, label %21
  ]

2:                                                ; preds = %1
  br label %23

3:                                                ; preds = %1
  br label %23

4:                                                ; preds = %1
  br label %23

5:                                                ; preds = %1
  br label %23

6:                                                ; preds = %1
  br label %23

7:                                                ; preds = %1
  br label %23

8:                                                ; preds = %1
  br label %23

9:                                                ; preds = %1
  br label %23

10:                                               ; preds = %1
  br label %23

11:                                               ; preds = %1
  br label %23

12:                                               ; preds = %1
  br label %23

13:                                               ; preds = %1
  br label %23

14:                                               ; preds = %1
  br label %23

15:                                               ; preds = %1
  br label %23

16:                                               ; preds = %1
  br label %23

17:                                               ; preds = %1
  br label %23

18:                                               ; preds = %1
  br label %23

19:                                               ; preds = %1
  br label %23

20:                                               ; preds = %1
  br label %23

21:                                               ; preds = %1
  br label %23

22:                                               ; preds = %1
  br label %23

23:                                               ; preds = %1, %22, %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %24 = phi i32 [ -1, %22 ], [ 71, %21 ], [ 67, %20 ], [ 61, %19 ], [ 59, %18 ], [ 53, %17 ], [ 47, %16 ], [ 43, %15 ], [ 41, %14 ], [ 37, %13 ], [ 31, %12 ], [ 29, %11 ], [ 23, %10 ], [ 19, %9 ], [ 17, %8 ], [ 13, %7 ], [ 11, %6 ], [ 7, %5 ], [ 5, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %24
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
