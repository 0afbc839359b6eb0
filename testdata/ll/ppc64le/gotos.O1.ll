; ModuleID = 'c/gotos.c'
source_filename = "c/gotos.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

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
@run.table = internal unnamed_addr constant [10 x i8*] [i8* blockaddress(@run, %4), i8* blockaddress(@run, %21), i8* blockaddress(@run, %32), i8* blockaddress(@run, %43), i8* blockaddress(@run, %54), i8* blockaddress(@run, %63), i8* blockaddress(@run, %73), i8* blockaddress(@run, %87), i8* blockaddress(@run, %94), i8* blockaddress(@run, %103)], align 8
@run_rel.offs = internal unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@run_rel, %2) to i64), i64 ptrtoint (i8* blockaddress(@run_rel, %2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@run_rel, %8) to i64), i64 ptrtoint (i8* blockaddress(@run_rel, %2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@run_rel, %10) to i64), i64 ptrtoint (i8* blockaddress(@run_rel, %2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@run_rel, %12) to i64), i64 ptrtoint (i8* blockaddress(@run_rel, %2) to i64)) to i32)], align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"six\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@switch.table.main = private unnamed_addr constant [10 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0)], align 8
@switch.table.main.19 = private unnamed_addr constant [6 x i32] [i32 30, i32 20, i32 10, i32 0, i32 11, i32 22], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i32], align 4
  %2 = alloca [8 x i32], align 4
  %3 = alloca [32 x i64], align 8
  %4 = alloca i64, align 8
  %5 = bitcast [16 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %5) #9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(64) %5, i8* noundef nonnull align 4 dereferenceable(64) bitcast ([16 x i32]* @__const.main.prog2 to i8*), i64 64, i1 false)
  %6 = bitcast [8 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %6) #9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(32) %6, i8* noundef nonnull align 4 dereferenceable(32) bitcast ([8 x i32]* @__const.main.prog3 to i8*), i64 32, i1 false)
  %7 = bitcast [32 x i64]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %7) #9
  %8 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 0
  %9 = getelementptr inbounds [32 x i64], [32 x i64]* %3, i64 0, i64 0
  %10 = call fastcc signext i32 @run(i32* noundef nonnull %8, i64* noundef nonnull %9)
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %0
  %13 = zext i32 %10 to i64
  br label %21

14:                                               ; preds = %21, %0
  %15 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0))
  %16 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 0
  %17 = call fastcc signext i32 @run(i32* noundef nonnull %16, i64* noundef nonnull %9)
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %28

19:                                               ; preds = %14
  %20 = zext i32 %17 to i64
  br label %33

21:                                               ; preds = %12, %21
  %22 = phi i64 [ 0, %12 ], [ %26, %21 ]
  %23 = getelementptr inbounds [32 x i64], [32 x i64]* %3, i64 0, i64 %22
  %24 = load i64, i64* %23, align 8, !tbaa !5
  %25 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %24)
  %26 = add nuw nsw i64 %22, 1
  %27 = icmp eq i64 %26, %13
  br i1 %27, label %14, label %21, !llvm.loop !9

28:                                               ; preds = %33, %14
  %29 = call i32 @putchar(i32 10)
  %30 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %30) #9
  store i64 216454261419081728, i64* %4, align 8
  %31 = call fastcc signext i32 @run_rel(i8* noundef nonnull %30)
  %32 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %31)
  br label %42

33:                                               ; preds = %19, %33
  %34 = phi i64 [ 0, %19 ], [ %38, %33 ]
  %35 = getelementptr inbounds [32 x i64], [32 x i64]* %3, i64 0, i64 %34
  %36 = load i64, i64* %35, align 8, !tbaa !5
  %37 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %36)
  %38 = add nuw nsw i64 %34, 1
  %39 = icmp eq i64 %38, %20
  br i1 %39, label %28, label %33, !llvm.loop !12

40:                                               ; preds = %42
  %41 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %46)
  br label %51

42:                                               ; preds = %28, %42
  %43 = phi i32 [ 0, %28 ], [ %47, %42 ]
  %44 = phi i32 [ 0, %28 ], [ %46, %42 ]
  %45 = call fastcc signext i32 @pick(i32 noundef signext %43)
  %46 = add nsw i32 %45, %44
  %47 = add nuw nsw i32 %43, 1
  %48 = icmp eq i32 %47, 8
  br i1 %48, label %40, label %42, !llvm.loop !13

49:                                               ; preds = %58
  %50 = call i32 @putchar(i32 10)
  br label %66

51:                                               ; preds = %40, %58
  %52 = phi i32 [ -2, %40 ], [ %61, %58 ]
  %53 = icmp ult i32 %52, 10
  br i1 %53, label %54, label %58

54:                                               ; preds = %51
  %55 = sext i32 %52 to i64
  %56 = getelementptr inbounds [10 x i8*], [10 x i8*]* @switch.table.main, i64 0, i64 %55
  %57 = load i8*, i8** %56, align 8
  br label %58

58:                                               ; preds = %51, %54
  %59 = phi i8* [ %57, %54 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), %51 ]
  %60 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef %59)
  %61 = add nsw i32 %52, 1
  %62 = icmp eq i32 %61, 12
  br i1 %62, label %49, label %51, !llvm.loop !14

63:                                               ; preds = %87
  %64 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %89)
  %65 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5)
  br label %94

66:                                               ; preds = %49, %87
  %67 = phi i32 [ 8, %49 ], [ %90, %87 ]
  %68 = phi i32 [ 0, %49 ], [ %89, %87 ]
  %69 = mul nsw i32 %68, 7
  %70 = mul nuw nsw i32 %67, 13
  switch i32 %67, label %87 [
    i32 10, label %71
    i32 11, label %73
    i32 12, label %75
    i32 13, label %77
    i32 14, label %79
    i32 15, label %81
    i32 17, label %83
    i32 18, label %85
  ]

71:                                               ; preds = %66
  %72 = add nuw nsw i32 %70, 1
  br label %87

73:                                               ; preds = %66
  %74 = mul nuw nsw i32 %67, 26
  br label %87

75:                                               ; preds = %66
  %76 = add nsw i32 %70, -7
  br label %87

77:                                               ; preds = %66
  %78 = xor i32 %70, 85
  br label %87

79:                                               ; preds = %66
  %80 = mul nuw nsw i32 %67, 52
  br label %87

81:                                               ; preds = %66
  %82 = udiv i32 %70, 3
  br label %87

83:                                               ; preds = %66
  %84 = sub nsw i32 0, %70
  br label %87

85:                                               ; preds = %66
  %86 = and i32 %70, 240
  br label %87

87:                                               ; preds = %66, %71, %73, %75, %77, %79, %81, %83, %85
  %88 = phi i32 [ %86, %85 ], [ %84, %83 ], [ %82, %81 ], [ %80, %79 ], [ %78, %77 ], [ %76, %75 ], [ %74, %73 ], [ %72, %71 ], [ 0, %66 ]
  %89 = add nsw i32 %88, %69
  %90 = add nuw nsw i32 %67, 1
  %91 = icmp eq i32 %90, 21
  br i1 %91, label %63, label %66, !llvm.loop !15

92:                                               ; preds = %105
  %93 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %108)
  br label %114

94:                                               ; preds = %63, %105
  %95 = phi i32 [ -5, %63 ], [ %109, %105 ]
  %96 = phi i32 [ %89, %63 ], [ %108, %105 ]
  %97 = shl i32 %95, 24
  %98 = ashr exact i32 %97, 24
  %99 = add nsw i32 %98, 3
  %100 = icmp ult i32 %99, 6
  br i1 %100, label %101, label %105

101:                                              ; preds = %94
  %102 = sext i32 %99 to i64
  %103 = getelementptr inbounds [6 x i32], [6 x i32]* @switch.table.main.19, i64 0, i64 %102
  %104 = load i32, i32* %103, align 4
  br label %105

105:                                              ; preds = %94, %101
  %106 = phi i32 [ %104, %101 ], [ 99, %94 ]
  %107 = mul nsw i32 %106, %95
  %108 = add nsw i32 %107, %96
  %109 = add nsw i32 %95, 1
  %110 = icmp eq i32 %109, 5
  br i1 %110, label %92, label %94, !llvm.loop !16

111:                                              ; preds = %114
  %112 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext %121)
  %113 = and i32 %121, 127
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %30) #9
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %7) #9
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %6) #9
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #9
  ret i32 %113

114:                                              ; preds = %92, %114
  %115 = phi i64 [ 0, %92 ], [ %122, %114 ]
  %116 = phi i32 [ %108, %92 ], [ %121, %114 ]
  %117 = mul nsw i32 %116, 3
  %118 = getelementptr inbounds [25 x i32], [25 x i32]* @main.probes, i64 0, i64 %115
  %119 = load i32, i32* %118, align 4, !tbaa !17
  %120 = call fastcc signext i32 @clustered(i32 noundef signext %119)
  %121 = add nsw i32 %120, %117
  %122 = add nuw nsw i64 %115, 1
  %123 = icmp eq i64 %122, 25
  br i1 %123, label %111, label %114, !llvm.loop !19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc signext i32 @run(i32* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1) #3 {
  %3 = alloca [64 x i64], align 8
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
  %112 = load i8*, i8** %111, align 8, !tbaa !20
  indirectbr i8* %112, [label %4, label %21, label %32, label %43, label %54, label %63, label %73, label %87, label %94, label %103]
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @run_rel(i8* nocapture noundef readonly %0) #5 {
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
  %17 = load i8, i8* %16, align 1, !tbaa !22
  %18 = zext i8 %17 to i64
  %19 = getelementptr inbounds [4 x i32], [4 x i32]* @run_rel.offs, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !17
  %21 = sext i32 %20 to i64
  %22 = getelementptr i8, i8* blockaddress(@run_rel, %2), i64 %21
  indirectbr i8* %22, [label %2, label %12, label %8, label %10]
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc signext i32 @pick(i32 noundef signext %0) #6 {
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
define internal fastcc signext i32 @clustered(i32 noundef signext %0) unnamed_addr #7 {
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
