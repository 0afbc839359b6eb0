; ModuleID = 'c/recursion.c'
source_filename = "c/recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vbase = internal global i32 0, align 4
@.str = private unnamed_addr constant [14 x i8] c"fib(%d) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"ack(%d,4) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"ack(3,5) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"hofstadter F:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"\0Ahofstadter M:\00", align 1
@.str.7 = private unnamed_addr constant [57 x i8] c"is_even(777) = %d, is_odd(777) = %d, is_even(1000) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [46 x i8] c"quicksort: sorted=%d min=%d max=%d v[500]=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"queens(%d) = %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"hanoi(10): moves=%u sig=%08x\0A\00", align 1
@hanoi_moves = internal unnamed_addr global i32 0, align 4
@hanoi_sig = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [15 x i8] c"tangle = %lld\0A\00", align 1
@.str.12 = private unnamed_addr constant [64 x i8] c"gcd(1071,462) = %u gcd(2^31,3^19) = %u gcd(832040,514229) = %u\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [1000 x i32], align 16
  %2 = load volatile i32, i32* @vbase, align 4, !tbaa !5
  %3 = bitcast [1000 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4000, i8* nonnull %3) #6
  %4 = icmp slt i32 %2, -22
  br i1 %4, label %16, label %5

5:                                                ; preds = %0
  %6 = add nsw i32 %2, 20
  br label %7

7:                                                ; preds = %5, %7
  %8 = phi i32 [ %13, %7 ], [ 0, %5 ]
  %9 = phi i32 [ %14, %7 ], [ 0, %5 ]
  %10 = call fastcc i32 @fib(i32 noundef %9)
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %9, i32 noundef %10)
  %12 = mul i32 %8, 3
  %13 = add i32 %10, %12
  %14 = add nuw nsw i32 %9, 2
  %15 = icmp sgt i32 %9, %6
  br i1 %15, label %16, label %7, !llvm.loop !9

16:                                               ; preds = %7, %0
  %17 = phi i32 [ 0, %0 ], [ %13, %7 ]
  br label %18

18:                                               ; preds = %16, %18
  %19 = phi i32 [ %24, %18 ], [ %17, %16 ]
  %20 = phi i32 [ %25, %18 ], [ 0, %16 ]
  %21 = add nsw i32 %20, %2
  %22 = call fastcc i32 @ack(i32 noundef %21, i32 noundef 4)
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %20, i32 noundef %22)
  %24 = add i32 %22, %19
  %25 = add nuw nsw i32 %20, 1
  %26 = icmp eq i32 %25, 4
  br i1 %26, label %27, label %18, !llvm.loop !12

27:                                               ; preds = %18
  %28 = add nsw i32 %2, 3
  %29 = call fastcc i32 @ack(i32 noundef %28, i32 noundef 5)
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %29)
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0))
  br label %32

32:                                               ; preds = %27, %32
  %33 = phi i32 [ %24, %27 ], [ %39, %32 ]
  %34 = phi i32 [ 0, %27 ], [ %40, %32 ]
  %35 = add nsw i32 %34, %2
  %36 = call fastcc i32 @hof_f(i32 noundef %35)
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %36)
  %38 = mul i32 %33, 5
  %39 = add i32 %36, %38
  %40 = add nuw nsw i32 %34, 1
  %41 = icmp eq i32 %40, 16
  br i1 %41, label %42, label %32, !llvm.loop !13

42:                                               ; preds = %32
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0))
  br label %44

44:                                               ; preds = %42, %44
  %45 = phi i32 [ %39, %42 ], [ %51, %44 ]
  %46 = phi i32 [ 0, %42 ], [ %52, %44 ]
  %47 = add nsw i32 %46, %2
  %48 = call fastcc i32 @hof_m(i32 noundef %47)
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %48)
  %50 = mul i32 %45, 5
  %51 = add i32 %48, %50
  %52 = add nuw nsw i32 %46, 1
  %53 = icmp eq i32 %52, 16
  br i1 %53, label %54, label %44, !llvm.loop !14

54:                                               ; preds = %44
  %55 = call i32 @putchar(i32 10)
  %56 = add i32 %2, 777
  %57 = call fastcc i32 @is_even(i32 noundef %56)
  %58 = icmp eq i32 %56, 0
  br i1 %58, label %62, label %59

59:                                               ; preds = %54
  %60 = add i32 %2, 776
  %61 = call fastcc i32 @is_even(i32 noundef %60) #6
  br label %62

62:                                               ; preds = %54, %59
  %63 = phi i32 [ %61, %59 ], [ 0, %54 ]
  %64 = add i32 %2, 1000
  %65 = call fastcc i32 @is_even(i32 noundef %64), !range !15
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.7, i64 0, i64 0), i32 noundef %57, i32 noundef %63, i32 noundef %65)
  br label %67

67:                                               ; preds = %62, %67
  %68 = phi i64 [ 0, %62 ], [ %79, %67 ]
  %69 = phi i32 [ -1831433054, %62 ], [ %75, %67 ]
  %70 = shl i32 %69, 13
  %71 = xor i32 %70, %69
  %72 = lshr i32 %71, 17
  %73 = xor i32 %72, %71
  %74 = shl i32 %73, 5
  %75 = xor i32 %74, %73
  %76 = urem i32 %75, 20001
  %77 = add nsw i32 %76, -10000
  %78 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %68
  store i32 %77, i32* %78, align 4, !tbaa !5
  %79 = add nuw nsw i64 %68, 1
  %80 = icmp eq i64 %79, 1000
  br i1 %80, label %81, label %67, !llvm.loop !16

81:                                               ; preds = %67
  %82 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 0
  %83 = add nsw i32 %2, 999
  call fastcc void @quicksort(i32* noundef nonnull %82, i32 noundef 0, i32 noundef %83)
  br label %87

84:                                               ; preds = %87
  %85 = add nuw nsw i64 %88, 1
  %86 = icmp eq i64 %85, 1000
  br i1 %86, label %95, label %87, !llvm.loop !17

87:                                               ; preds = %81, %84
  %88 = phi i64 [ 1, %81 ], [ %85, %84 ]
  %89 = add nsw i64 %88, -1
  %90 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %89
  %91 = load i32, i32* %90, align 4, !tbaa !5
  %92 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %88
  %93 = load i32, i32* %92, align 4, !tbaa !5
  %94 = icmp sgt i32 %91, %93
  br i1 %94, label %95, label %84

95:                                               ; preds = %87, %84
  %96 = phi i32 [ 1, %84 ], [ 0, %87 ]
  %97 = load i32, i32* %82, align 16, !tbaa !5
  %98 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 999
  %99 = load i32, i32* %98, align 4, !tbaa !5
  %100 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 500
  %101 = load i32, i32* %100, align 16, !tbaa !5
  %102 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.8, i64 0, i64 0), i32 noundef %96, i32 noundef %97, i32 noundef %99, i32 noundef %101)
  br label %103

103:                                              ; preds = %95, %103
  %104 = phi i64 [ 0, %95 ], [ %110, %103 ]
  %105 = phi i32 [ %51, %95 ], [ %109, %103 ]
  %106 = mul i32 %105, 7
  %107 = getelementptr inbounds [1000 x i32], [1000 x i32]* %1, i64 0, i64 %104
  %108 = load i32, i32* %107, align 4, !tbaa !5
  %109 = add i32 %108, %106
  %110 = add nuw nsw i64 %104, 97
  %111 = icmp ult i64 %104, 903
  br i1 %111, label %103, label %112, !llvm.loop !18

112:                                              ; preds = %103, %112
  %113 = phi i32 [ %118, %112 ], [ %109, %103 ]
  %114 = phi i32 [ %119, %112 ], [ 4, %103 ]
  %115 = add nsw i32 %114, %2
  %116 = call fastcc i32 @queens(i32 noundef %115, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %117 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0), i32 noundef %114, i32 noundef %116)
  %118 = add i32 %116, %113
  %119 = add nuw nsw i32 %114, 1
  %120 = icmp eq i32 %119, 9
  br i1 %120, label %121, label %112, !llvm.loop !19

121:                                              ; preds = %112
  %122 = add nsw i32 %2, 10
  call fastcc void @hanoi(i32 noundef %122, i32 noundef 1, i32 noundef 3, i32 noundef 2)
  %123 = load i32, i32* @hanoi_moves, align 4, !tbaa !5
  %124 = load i32, i32* @hanoi_sig, align 4, !tbaa !5
  %125 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.10, i64 0, i64 0), i32 noundef %123, i32 noundef %124)
  %126 = load i32, i32* @hanoi_sig, align 4, !tbaa !5
  %127 = xor i32 %126, %118
  %128 = add nsw i32 %2, 18
  %129 = call fastcc i64 @tangle(i32 noundef %128, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7)
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i64 noundef %129)
  %131 = trunc i64 %129 to i32
  %132 = add i32 %127, %131
  %133 = call fastcc i32 @gcd_rec(i32 noundef 1071, i32 noundef 462)
  %134 = call fastcc i32 @gcd_rec(i32 noundef -2147483648, i32 noundef 1162261467)
  %135 = call fastcc i32 @gcd_rec(i32 noundef 832040, i32 noundef 514229)
  %136 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.12, i64 0, i64 0), i32 noundef %133, i32 noundef %134, i32 noundef %135)
  %137 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef %132)
  %138 = and i32 %132, 127
  call void @llvm.lifetime.end.p0i8(i64 4000, i8* nonnull %3) #6
  ret i32 %138
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %9, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = call fastcc i32 @fib(i32 noundef %4)
  %6 = add nsw i32 %0, -2
  %7 = call fastcc i32 @fib(i32 noundef %6)
  %8 = add nsw i32 %7, %5
  br label %9

9:                                                ; preds = %1, %3
  %10 = phi i32 [ %8, %3 ], [ %0, %1 ]
  ret i32 %10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = add nsw i32 %1, 1
  br label %15

6:                                                ; preds = %2
  %7 = icmp eq i32 %1, 0
  %8 = add nsw i32 %0, -1
  br i1 %7, label %9, label %11

9:                                                ; preds = %6
  %10 = call fastcc i32 @ack(i32 noundef %8, i32 noundef 1)
  br label %15

11:                                               ; preds = %6
  %12 = add nsw i32 %1, -1
  %13 = call fastcc i32 @ack(i32 noundef %0, i32 noundef %12)
  %14 = call fastcc i32 @ack(i32 noundef %8, i32 noundef %13)
  br label %15

15:                                               ; preds = %11, %9, %4
  %16 = phi i32 [ %5, %4 ], [ %10, %9 ], [ %14, %11 ]
  ret i32 %16
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @hof_f(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = call fastcc i32 @hof_f(i32 noundef %4)
  %6 = call fastcc i32 @hof_m(i32 noundef %5)
  %7 = sub nsw i32 %0, %6
  br label %8

8:                                                ; preds = %1, %3
  %9 = phi i32 [ %7, %3 ], [ 1, %1 ]
  ret i32 %9
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @hof_m(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = call fastcc i32 @hof_m(i32 noundef %4)
  %6 = call fastcc i32 @hof_f(i32 noundef %5)
  %7 = sub nsw i32 %0, %6
  br label %8

8:                                                ; preds = %1, %3
  %9 = phi i32 [ %7, %3 ], [ 0, %1 ]
  ret i32 %9
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @is_even(i32 noundef %0) unnamed_addr #2 {
  switch i32 %0, label %2 [
    i32 0, label %6
    i32 1, label %5
  ]

2:                                                ; preds = %1
  %3 = add i32 %0, -2
  %4 = call fastcc i32 @is_even(i32 noundef %3) #6
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5, %2
  %7 = phi i32 [ 1, %1 ], [ %4, %2 ], [ 0, %5 ]
  ret i32 %7
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @quicksort(i32* noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 {
  %4 = icmp sgt i32 %2, %1
  br i1 %4, label %5, label %44

5:                                                ; preds = %3
  %6 = sub nsw i32 %2, %1
  %7 = sdiv i32 %6, 2
  %8 = add nsw i32 %7, %1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, i32* %0, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !5
  br label %12

12:                                               ; preds = %5, %39
  %13 = phi i32 [ %2, %5 ], [ %41, %39 ]
  %14 = phi i32 [ %1, %5 ], [ %40, %39 ]
  %15 = sext i32 %14 to i64
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %21, %16 ], [ %15, %12 ]
  %18 = getelementptr inbounds i32, i32* %0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = icmp slt i32 %19, %11
  %21 = add i64 %17, 1
  br i1 %20, label %16, label %22, !llvm.loop !20

22:                                               ; preds = %16
  %23 = trunc i64 %17 to i32
  %24 = sext i32 %13 to i64
  br label %25

25:                                               ; preds = %25, %22
  %26 = phi i64 [ %30, %25 ], [ %24, %22 ]
  %27 = getelementptr inbounds i32, i32* %0, i64 %26
  %28 = load i32, i32* %27, align 4, !tbaa !5
  %29 = icmp sgt i32 %28, %11
  %30 = add i64 %26, -1
  br i1 %29, label %25, label %31, !llvm.loop !21

31:                                               ; preds = %25
  %32 = trunc i64 %26 to i32
  %33 = icmp sgt i32 %23, %32
  br i1 %33, label %39, label %34

34:                                               ; preds = %31
  %35 = getelementptr inbounds i32, i32* %0, i64 %17
  %36 = getelementptr inbounds i32, i32* %0, i64 %26
  store i32 %28, i32* %35, align 4, !tbaa !5
  store i32 %19, i32* %36, align 4, !tbaa !5
  %37 = add nsw i32 %23, 1
  %38 = add nsw i32 %32, -1
  br label %39

39:                                               ; preds = %34, %31
  %40 = phi i32 [ %37, %34 ], [ %23, %31 ]
  %41 = phi i32 [ %38, %34 ], [ %32, %31 ]
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %12, !llvm.loop !22

43:                                               ; preds = %39
  call fastcc void @quicksort(i32* noundef %0, i32 noundef %1, i32 noundef %41)
  call fastcc void @quicksort(i32* noundef %0, i32 noundef %40, i32 noundef %2)
  br label %44

44:                                               ; preds = %3, %43
  ret void
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @queens(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #2 {
  %6 = icmp eq i32 %1, %0
  br i1 %6, label %30, label %7

7:                                                ; preds = %5
  %8 = shl nsw i32 -1, %0
  %9 = or i32 %8, %2
  %10 = or i32 %9, %3
  %11 = or i32 %10, %4
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %30, label %13

13:                                               ; preds = %7
  %14 = xor i32 %11, -1
  %15 = add nsw i32 %1, 1
  br label %16

16:                                               ; preds = %13, %16
  %17 = phi i32 [ %14, %13 ], [ %21, %16 ]
  %18 = phi i32 [ 0, %13 ], [ %28, %16 ]
  %19 = sub i32 0, %17
  %20 = and i32 %17, %19
  %21 = xor i32 %20, %17
  %22 = or i32 %20, %2
  %23 = or i32 %20, %3
  %24 = shl i32 %23, 1
  %25 = or i32 %20, %4
  %26 = lshr i32 %25, 1
  %27 = call fastcc i32 @queens(i32 noundef %0, i32 noundef %15, i32 noundef %22, i32 noundef %24, i32 noundef %26)
  %28 = add nsw i32 %27, %18
  %29 = icmp eq i32 %21, 0
  br i1 %29, label %30, label %16, !llvm.loop !23

30:                                               ; preds = %16, %7, %5
  %31 = phi i32 [ 1, %5 ], [ 0, %7 ], [ %28, %16 ]
  ret i32 %31
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #4 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %15, label %6

6:                                                ; preds = %4
  %7 = add nsw i32 %0, -1
  call fastcc void @hanoi(i32 noundef %7, i32 noundef %1, i32 noundef %3, i32 noundef %2)
  %8 = load i32, i32* @hanoi_moves, align 4, !tbaa !5
  %9 = add i32 %8, 1
  store i32 %9, i32* @hanoi_moves, align 4, !tbaa !5
  %10 = load i32, i32* @hanoi_sig, align 4, !tbaa !5
  %11 = mul i32 %10, 31
  %12 = mul nsw i32 %1, 3
  %13 = add nsw i32 %12, %2
  %14 = add i32 %13, %11
  store i32 %14, i32* @hanoi_sig, align 4, !tbaa !5
  call fastcc void @hanoi(i32 noundef %7, i32 noundef %3, i32 noundef %2, i32 noundef %1)
  br label %15

15:                                               ; preds = %4, %6
  ret void
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i64 @tangle(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) unnamed_addr #2 {
  %9 = icmp slt i32 %0, 1
  br i1 %9, label %10, label %28

10:                                               ; preds = %8
  %11 = sext i32 %1 to i64
  %12 = mul nsw i64 %11, 7
  %13 = mul nsw i32 %2, 5
  %14 = sext i32 %13 to i64
  %15 = mul nsw i32 %3, 3
  %16 = sext i32 %15 to i64
  %17 = sext i32 %4 to i64
  %18 = sext i32 %5 to i64
  %19 = shl nsw i32 %6, 1
  %20 = sext i32 %19 to i64
  %21 = sext i32 %7 to i64
  %22 = add nsw i64 %12, %14
  %23 = add nsw i64 %22, %16
  %24 = add nsw i64 %23, %17
  %25 = add nsw i64 %24, %20
  %26 = add nsw i64 %18, %21
  %27 = sub nsw i64 %25, %26
  br label %46

28:                                               ; preds = %8
  %29 = add nsw i32 %0, -1
  %30 = add nsw i32 %1, 1
  %31 = call fastcc i64 @tangle(i32 noundef %29, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %30)
  %32 = add nsw i32 %0, -2
  %33 = add nsw i32 %1, -1
  %34 = call fastcc i64 @tangle(i32 noundef %32, i32 noundef %7, i32 noundef %6, i32 noundef %5, i32 noundef %4, i32 noundef %3, i32 noundef %2, i32 noundef %33)
  %35 = xor i32 %7, %1
  %36 = sext i32 %35 to i64
  %37 = add nsw i32 %3, %2
  %38 = or i32 %5, %4
  %39 = and i32 %38, %37
  %40 = sext i32 %39 to i64
  %41 = sext i32 %6 to i64
  %42 = add nsw i64 %40, %41
  %43 = add nsw i64 %42, %36
  %44 = add i64 %43, %31
  %45 = sub i64 %44, %34
  br label %46

46:                                               ; preds = %28, %10
  %47 = phi i64 [ %27, %10 ], [ %45, %28 ]
  ret i64 %47
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @gcd_rec(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = urem i32 %0, %1
  %6 = call fastcc i32 @gcd_rec(i32 noundef %1, i32 noundef %5)
  br label %7

7:                                                ; preds = %2, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %2 ]
  ret i32 %8
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
!15 = !{i32 0, i32 2}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11}
!23 = distinct !{!23, !10, !11}
