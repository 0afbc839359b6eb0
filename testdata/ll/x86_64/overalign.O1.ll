; ModuleID = 'c/overalign.c'
source_filename = "c/overalign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { [9 x i64], [56 x i8] }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %3
  %2 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %7)
  ret i32 0

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %8, %3 ]
  %5 = phi i64 [ 0, %0 ], [ %7, %3 ]
  %6 = call fastcc i64 @f(i32 noundef %4)
  %7 = add nsw i64 %6, %5
  %8 = add nuw nsw i32 %4, 1
  %9 = icmp eq i32 %8, 10
  br i1 %9, label %1, label %3, !llvm.loop !5
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i64 @f(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca %struct.S, align 64
  %3 = alloca [200 x i8], align 128
  %4 = bitcast %struct.S* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %4) #4
  %5 = getelementptr inbounds [200 x i8], [200 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 200, i8* nonnull %5) #4
  %6 = sext i32 %0 to i64
  br label %7

7:                                                ; preds = %1, %7
  %8 = phi i64 [ 0, %1 ], [ %11, %7 ]
  %9 = mul nsw i64 %8, %6
  %10 = getelementptr inbounds %struct.S, %struct.S* %2, i64 0, i32 0, i64 %8
  store i64 %9, i64* %10, align 8, !tbaa !8
  %11 = add nuw nsw i64 %8, 1
  %12 = icmp eq i64 %11, 9
  br i1 %12, label %13, label %7, !llvm.loop !12

13:                                               ; preds = %7, %13
  %14 = phi i64 [ %19, %13 ], [ 0, %7 ]
  %15 = trunc i64 %14 to i32
  %16 = add nsw i32 %15, %0
  %17 = trunc i32 %16 to i8
  %18 = getelementptr inbounds [200 x i8], [200 x i8]* %3, i64 0, i64 %14
  store i8 %17, i8* %18, align 1, !tbaa !13
  %19 = add nuw nsw i64 %14, 1
  %20 = icmp eq i64 %19, 200
  br i1 %20, label %22, label %13, !llvm.loop !14

21:                                               ; preds = %22
  call void @llvm.lifetime.end.p0i8(i64 200, i8* nonnull %5) #4
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %4) #4
  ret i64 %32

22:                                               ; preds = %13, %22
  %23 = phi i64 [ %33, %22 ], [ 0, %13 ]
  %24 = phi i64 [ %32, %22 ], [ 0, %13 ]
  %25 = getelementptr inbounds %struct.S, %struct.S* %2, i64 0, i32 0, i64 %23
  %26 = load i64, i64* %25, align 8, !tbaa !8
  %27 = mul nuw nsw i64 %23, 20
  %28 = getelementptr inbounds [200 x i8], [200 x i8]* %3, i64 0, i64 %27
  %29 = load i8, i8* %28, align 4, !tbaa !13
  %30 = sext i8 %29 to i64
  %31 = add i64 %26, %24
  %32 = add i64 %31, %30
  %33 = add nuw nsw i64 %23, 1
  %34 = icmp eq i64 %33, 9
  br i1 %34, label %21, label %22, !llvm.loop !15
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = !{!10, !10, i64 0}
!14 = distinct !{!14, !6, !7}
!15 = distinct !{!15, !6, !7}
