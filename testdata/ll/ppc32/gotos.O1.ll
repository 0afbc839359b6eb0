; ModuleID = 'c/gotos.c'
source_filename = "c/gotos.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@__const.main.prog2 = private unnamed_addr constant [16 x i32] [i32 0, i32 7, i32 0, i32 6, i32 3, i32 0, i32 2, i32 2, i32 8, i32 0, i32 3, i32 7, i32 8, i32 7, i32 8, i32 9], align 4
@__const.main.prog3 = private unnamed_addr constant [8 x i32] [i32 0, i32 4, i32 8, i32 7, i32 4, i32 6, i32 2, i32 9], align 4
@.str = private unnamed_addr constant [5 x i8] c"%ld \00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"| \00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"rel %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"pick %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"calc %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"sparse %d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"neg %d\0A\00", align 1
@main.probes = internal unnamed_addr constant [25 x i32] [i32 -51, i32 -50, i32 -49, i32 0, i32 1, i32 5, i32 7, i32 8, i32 99, i32 100, i32 101, i32 200, i32 999, i32 1000, i32 1003, i32 1005, i32 1006, i32 7777, i32 99999, i32 100000, i32 100002, i32 100004, i32 100005, i32 2000000000, i32 -2000000000], align 4
@.str.9 = private unnamed_addr constant [14 x i8] c"clustered %d\0A\00", align 1
@run.table = internal unnamed_addr constant [10 x i8*] [i8* blockaddress(@run, %4), i8* blockaddress(@run, %17), i8* blockaddress(@run, %26), i8* blockaddress(@run, %35), i8* blockaddress(@run, %44), i8* blockaddress(@run, %51), i8* blockaddress(@run, %59), i8* blockaddress(@run, %71), i8* blockaddress(@run, %77), i8* blockaddress(@run, %84)], align 4
@run_rel.offs = internal unnamed_addr constant [4 x i32] [i32 sub (i32 ptrtoint (i8* blockaddress(@run_rel, %2) to i32), i32 ptrtoint (i8* blockaddress(@run_rel, %2) to i32)), i32 sub (i32 ptrtoint (i8* blockaddress(@run_rel, %8) to i32), i32 ptrtoint (i8* blockaddress(@run_rel, %2) to i32)), i32 sub (i32 ptrtoint (i8* blockaddress(@run_rel, %10) to i32), i32 ptrtoint (i8* blockaddress(@run_rel, %2) to i32)), i32 sub (i32 ptrtoint (i8* blockaddress(@run_rel, %12) to i32), i32 ptrtoint (i8* blockaddress(@run_rel, %2) to i32))], align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"six\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@switch.table.main = private unnamed_addr constant [10 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0)], align 4
@switch.table.main.19 = private unnamed_addr constant [6 x i32] [i32 30, i32 20, i32 10, i32 0, i32 11, i32 22], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i32], align 4
  %2 = alloca [8 x i32], align 4
  %3 = alloca [32 x i32], align 4
  %4 = alloca i64, align 8
  %5 = bitcast [16 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %5) #9
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(64) %5, i8* noundef nonnull align 4 dereferenceable(64) bitcast ([16 x i32]* @__const.main.prog2 to i8*), i32 64, i1 false)
  %6 = bitcast [8 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %6) #9
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(32) %6, i8* noundef nonnull align 4 dereferenceable(32) bitcast ([8 x i32]* @__const.main.prog3 to i8*), i32 32, i1 false)
  %7 = bitcast [32 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %7) #9
  %8 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 0
  %9 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 0
  %10 = call fastcc i32 @run(i32* noundef nonnull %8, i32* noundef nonnull %9)
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %17, label %12

12:                                               ; preds = %17, %0
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i32 0, i32 0))
  %14 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i32 0, i32 0
  %15 = call fastcc i32 @run(i32* noundef nonnull %14, i32* noundef nonnull %9)
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %29, label %24

17:                                               ; preds = %0, %17
  %18 = phi i32 [ %22, %17 ], [ 0, %0 ]
  %19 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %18
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i32 noundef %20)
  %22 = add nuw nsw i32 %18, 1
  %23 = icmp eq i32 %22, %10
  br i1 %23, label %12, label %17, !llvm.loop !9

24:                                               ; preds = %29, %12
  %25 = call i32 @putchar(i32 10)
  %26 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %26) #9
  store i64 1108118339843, i64* %4, align 8
  %27 = call fastcc i32 @run_rel(i8* noundef nonnull %26)
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef %27)
  br label %38

29:                                               ; preds = %12, %29
  %30 = phi i32 [ %34, %29 ], [ 0, %12 ]
  %31 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %30
  %32 = load i32, i32* %31, align 4, !tbaa !5
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i32 noundef %32)
  %34 = add nuw nsw i32 %30, 1
  %35 = icmp eq i32 %34, %15
  br i1 %35, label %24, label %29, !llvm.loop !12

36:                                               ; preds = %38
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0), i32 noundef %42)
  br label %47

38:                                               ; preds = %24, %38
  %39 = phi i32 [ 0, %24 ], [ %43, %38 ]
  %40 = phi i32 [ 0, %24 ], [ %42, %38 ]
  %41 = call fastcc i32 @pick(i32 noundef %39)
  %42 = add nsw i32 %41, %40
  %43 = add nuw nsw i32 %39, 1
  %44 = icmp eq i32 %43, 8
  br i1 %44, label %36, label %38, !llvm.loop !13

45:                                               ; preds = %53
  %46 = call i32 @putchar(i32 10)
  br label %61

47:                                               ; preds = %36, %53
  %48 = phi i32 [ -2, %36 ], [ %56, %53 ]
  %49 = icmp ult i32 %48, 10
  br i1 %49, label %50, label %53

50:                                               ; preds = %47
  %51 = getelementptr inbounds [10 x i8*], [10 x i8*]* @switch.table.main, i32 0, i32 %48
  %52 = load i8*, i8** %51, align 4
  br label %53

53:                                               ; preds = %47, %50
  %54 = phi i8* [ %52, %50 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i32 0, i32 0), %47 ]
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* noundef %54)
  %56 = add nsw i32 %48, 1
  %57 = icmp eq i32 %56, 12
  br i1 %57, label %45, label %47, !llvm.loop !14

58:                                               ; preds = %82
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), i32 noundef %84)
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  br label %89

61:                                               ; preds = %45, %82
  %62 = phi i32 [ 8, %45 ], [ %85, %82 ]
  %63 = phi i32 [ 0, %45 ], [ %84, %82 ]
  %64 = mul nsw i32 %63, 7
  %65 = mul nuw nsw i32 %62, 13
  switch i32 %62, label %82 [
    i32 10, label %66
    i32 11, label %68
    i32 12, label %70
    i32 13, label %72
    i32 14, label %74
    i32 15, label %76
    i32 17, label %78
    i32 18, label %80
  ]

66:                                               ; preds = %61
  %67 = add nuw nsw i32 %65, 1
  br label %82

68:                                               ; preds = %61
  %69 = mul nuw nsw i32 %62, 26
  br label %82

70:                                               ; preds = %61
  %71 = add nsw i32 %65, -7
  br label %82

72:                                               ; preds = %61
  %73 = xor i32 %65, 85
  br label %82

74:                                               ; preds = %61
  %75 = mul nuw nsw i32 %62, 52
  br label %82

76:                                               ; preds = %61
  %77 = udiv i32 %65, 3
  br label %82

78:                                               ; preds = %61
  %79 = sub nsw i32 0, %65
  br label %82

80:                                               ; preds = %61
  %81 = and i32 %65, 240
  br label %82

82:                                               ; preds = %61, %66, %68, %70, %72, %74, %76, %78, %80
  %83 = phi i32 [ %81, %80 ], [ %79, %78 ], [ %77, %76 ], [ %75, %74 ], [ %73, %72 ], [ %71, %70 ], [ %69, %68 ], [ %67, %66 ], [ 0, %61 ]
  %84 = add nsw i32 %83, %64
  %85 = add nuw nsw i32 %62, 1
  %86 = icmp eq i32 %85, 21
  br i1 %86, label %58, label %61, !llvm.loop !15

87:                                               ; preds = %99
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32 noundef %102)
  br label %108

89:                                               ; preds = %58, %99
  %90 = phi i32 [ -5, %58 ], [ %103, %99 ]
  %91 = phi i32 [ %84, %58 ], [ %102, %99 ]
  %92 = shl i32 %90, 24
  %93 = ashr exact i32 %92, 24
  %94 = add nsw i32 %93, 3
  %95 = icmp ult i32 %94, 6
  br i1 %95, label %96, label %99

96:                                               ; preds = %89
  %97 = getelementptr inbounds [6 x i32], [6 x i32]* @switch.table.main.19, i32 0, i32 %94
  %98 = load i32, i32* %97, align 4
  br label %99

99:                                               ; preds = %89, %96
  %100 = phi i32 [ %98, %96 ], [ 99, %89 ]
  %101 = mul nsw i32 %100, %90
  %102 = add nsw i32 %101, %91
  %103 = add nsw i32 %90, 1
  %104 = icmp eq i32 %103, 5
  br i1 %104, label %87, label %89, !llvm.loop !16

105:                                              ; preds = %108
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i32 0, i32 0), i32 noundef %115)
  %107 = and i32 %115, 127
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %26) #9
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %7) #9
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %6) #9
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #9
  ret i32 %107

108:                                              ; preds = %87, %108
  %109 = phi i32 [ 0, %87 ], [ %116, %108 ]
  %110 = phi i32 [ %102, %87 ], [ %115, %108 ]
  %111 = mul nsw i32 %110, 3
  %112 = getelementptr inbounds [25 x i32], [25 x i32]* @main.probes, i32 0, i32 %109
  %113 = load i32, i32* %112, align 4, !tbaa !17
  %114 = call fastcc i32 @clustered(i32 noundef %113)
  %115 = add nsw i32 %114, %111
  %116 = add nuw nsw i32 %109, 1
  %117 = icmp eq i32 %116, 25
  br i1 %117, label %105, label %108, !llvm.loop !19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc i32 @run(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) #3 {
  %3 = alloca [64 x i32], align 4
  br label %85

4:                                                ; preds = %85
  %5 = add nsw i32 %87, 1
  %6 = getelementptr inbounds i32, i32* %0, i32 %87
  %7 = load i32, i32* %6, align 4, !tbaa !17
  %8 = add nsw i32 %89, 1
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %89
  store i32 %7, i32* %9, align 4, !tbaa !5
  %10 = add nsw i32 %87, 2
  br label %11

11:                                               ; preds = %4, %17, %26, %35, %44, %51, %64, %68, %71, %77
  %12 = phi i32 [ %5, %4 ], [ %87, %17 ], [ %87, %26 ], [ %87, %35 ], [ %87, %44 ], [ %87, %51 ], [ %66, %64 ], [ %69, %68 ], [ %87, %71 ], [ %87, %77 ]
  %13 = phi i32 [ %10, %4 ], [ %25, %17 ], [ %34, %26 ], [ %43, %35 ], [ %50, %44 ], [ %58, %51 ], [ %67, %64 ], [ %70, %68 ], [ %76, %71 ], [ %83, %77 ]
  %14 = phi i32 [ %88, %4 ], [ %88, %17 ], [ %88, %26 ], [ %88, %35 ], [ %88, %44 ], [ %88, %51 ], [ %88, %64 ], [ %88, %68 ], [ %88, %71 ], [ %81, %77 ]
  %15 = phi i32 [ %8, %4 ], [ %18, %17 ], [ %27, %26 ], [ %36, %35 ], [ %49, %44 ], [ %89, %51 ], [ %89, %64 ], [ %89, %68 ], [ %89, %71 ], [ %89, %77 ]
  %16 = getelementptr inbounds i32, i32* %0, i32 %12
  br label %85

17:                                               ; preds = %85
  %18 = add nsw i32 %89, -1
  %19 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %18
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = add nsw i32 %89, -2
  %22 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %21
  %23 = load i32, i32* %22, align 4, !tbaa !5
  %24 = add nsw i32 %23, %20
  store i32 %24, i32* %22, align 4, !tbaa !5
  %25 = add nsw i32 %87, 1
  br label %11

26:                                               ; preds = %85
  %27 = add nsw i32 %89, -1
  %28 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %27
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = add nsw i32 %89, -2
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %30
  %32 = load i32, i32* %31, align 4, !tbaa !5
  %33 = sub nsw i32 %32, %29
  store i32 %33, i32* %31, align 4, !tbaa !5
  %34 = add nsw i32 %87, 1
  br label %11

35:                                               ; preds = %85
  %36 = add nsw i32 %89, -1
  %37 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %36
  %38 = load i32, i32* %37, align 4, !tbaa !5
  %39 = add nsw i32 %89, -2
  %40 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %39
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = mul nsw i32 %41, %38
  store i32 %42, i32* %40, align 4, !tbaa !5
  %43 = add nsw i32 %87, 1
  br label %11

44:                                               ; preds = %85
  %45 = add nsw i32 %89, -1
  %46 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %45
  %47 = load i32, i32* %46, align 4, !tbaa !5
  %48 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %89
  store i32 %47, i32* %48, align 4, !tbaa !5
  %49 = add nsw i32 %89, 1
  %50 = add nsw i32 %87, 1
  br label %11

51:                                               ; preds = %85
  %52 = add nsw i32 %89, -1
  %53 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %52
  %54 = load i32, i32* %53, align 4, !tbaa !5
  %55 = add nsw i32 %89, -2
  %56 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %55
  %57 = load i32, i32* %56, align 4, !tbaa !5
  store i32 %57, i32* %53, align 4, !tbaa !5
  store i32 %54, i32* %56, align 4, !tbaa !5
  %58 = add nsw i32 %87, 1
  br label %11

59:                                               ; preds = %85
  %60 = add nsw i32 %89, -1
  %61 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %60
  %62 = load i32, i32* %61, align 4, !tbaa !5
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %68, label %64

64:                                               ; preds = %59
  %65 = getelementptr inbounds i32, i32* %0, i32 %87
  %66 = load i32, i32* %65, align 4, !tbaa !17
  %67 = add nsw i32 %66, 1
  br label %11

68:                                               ; preds = %59
  %69 = add nsw i32 %87, 1
  %70 = add nsw i32 %87, 2
  br label %11

71:                                               ; preds = %85
  %72 = add nsw i32 %89, -1
  %73 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %72
  %74 = load i32, i32* %73, align 4, !tbaa !5
  %75 = add nsw i32 %74, -1
  store i32 %75, i32* %73, align 4, !tbaa !5
  %76 = add nsw i32 %87, 1
  br label %11

77:                                               ; preds = %85
  %78 = add nsw i32 %89, -1
  %79 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %78
  %80 = load i32, i32* %79, align 4, !tbaa !5
  %81 = add nsw i32 %88, 1
  %82 = getelementptr inbounds i32, i32* %1, i32 %88
  store i32 %80, i32* %82, align 4, !tbaa !5
  %83 = add nsw i32 %87, 1
  br label %11

84:                                               ; preds = %85
  ret i32 %88

85:                                               ; preds = %11, %2
  %86 = phi i32* [ %16, %11 ], [ %0, %2 ]
  %87 = phi i32 [ %13, %11 ], [ 1, %2 ]
  %88 = phi i32 [ %14, %11 ], [ 0, %2 ]
  %89 = phi i32 [ %15, %11 ], [ 0, %2 ]
  %90 = load i32, i32* %86, align 4, !tbaa !17
  %91 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i32 0, i32 %90
  %92 = load i8*, i8** %91, align 4, !tbaa !20
  indirectbr i8* %92, [label %4, label %17, label %26, label %35, label %44, label %51, label %59, label %71, label %77, label %84]
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @run_rel(i8* nocapture noundef readonly %0) #5 {
  br label %13

2:                                                ; preds = %13
  %3 = add nsw i32 %14, 1
  br label %4

4:                                                ; preds = %2, %8, %10
  %5 = phi i32 [ %3, %2 ], [ %11, %10 ], [ %9, %8 ]
  %6 = getelementptr inbounds i8, i8* %0, i32 %15
  %7 = add nuw nsw i32 %15, 1
  br label %13

8:                                                ; preds = %13
  %9 = mul nsw i32 %14, 3
  br label %4

10:                                               ; preds = %13
  %11 = add nsw i32 %14, -2
  br label %4

12:                                               ; preds = %13
  ret i32 %14

13:                                               ; preds = %4, %1
  %14 = phi i32 [ 0, %1 ], [ %5, %4 ]
  %15 = phi i32 [ 1, %1 ], [ %7, %4 ]
  %16 = phi i8* [ %0, %1 ], [ %6, %4 ]
  %17 = load i8, i8* %16, align 1, !tbaa !22
  %18 = zext i8 %17 to i32
  %19 = getelementptr inbounds [4 x i32], [4 x i32]* @run_rel.offs, i32 0, i32 %18
  %20 = load i32, i32* %19, align 4, !tbaa !17
  %21 = getelementptr i8, i8* blockaddress(@run_rel, %2), i32 %20
  indirectbr i8* %21, [label %2, label %12, label %8, label %10]
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @pick(i32 noundef %0) #6 {
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
  br i1 %14, label %15, label %5, !llvm.loop !23

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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!19 = distinct !{!19, !10, !11}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !7, i64 0}
!22 = !{!7, !7, i64 0}
!23 = distinct !{!23, !10, !11}
