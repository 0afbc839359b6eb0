; ModuleID = 'small.c'
source_filename = "small.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i64 @mix(i64* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = load i64, i64* %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i64, i64* %0, i64 1
  %5 = load i64, i64* %4, align 8, !tbaa !5
  %6 = getelementptr inbounds i64, i64* %0, i64 2
  %7 = load i64, i64* %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i64, i64* %0, i64 3
  %9 = load i64, i64* %8, align 8, !tbaa !5
  %10 = getelementptr inbounds i64, i64* %0, i64 4
  %11 = load i64, i64* %10, align 8, !tbaa !5
  %12 = getelementptr inbounds i64, i64* %0, i64 5
  %13 = load i64, i64* %12, align 8, !tbaa !5
  %14 = icmp sgt i64 %1, 0
  br i1 %14, label %15, label %45

15:                                               ; preds = %2
  %16 = and i64 %1, 1
  %17 = icmp eq i64 %1, 1
  br i1 %17, label %20, label %18

18:                                               ; preds = %15
  %19 = and i64 %1, -2
  br label %57

20:                                               ; preds = %57, %15
  %21 = phi i64 [ undef, %15 ], [ %77, %57 ]
  %22 = phi i64 [ undef, %15 ], [ %79, %57 ]
  %23 = phi i64 [ undef, %15 ], [ %80, %57 ]
  %24 = phi i64 [ undef, %15 ], [ %82, %57 ]
  %25 = phi i64 [ undef, %15 ], [ %83, %57 ]
  %26 = phi i64 [ undef, %15 ], [ %84, %57 ]
  %27 = phi i64 [ 0, %15 ], [ %85, %57 ]
  %28 = phi i64 [ %13, %15 ], [ %84, %57 ]
  %29 = phi i64 [ %11, %15 ], [ %83, %57 ]
  %30 = phi i64 [ %9, %15 ], [ %82, %57 ]
  %31 = phi i64 [ %7, %15 ], [ %80, %57 ]
  %32 = phi i64 [ %5, %15 ], [ %79, %57 ]
  %33 = phi i64 [ %3, %15 ], [ %77, %57 ]
  %34 = icmp eq i64 %16, 0
  br i1 %34, label %45, label %35

35:                                               ; preds = %20
  %36 = mul nsw i64 %27, %32
  %37 = add nsw i64 %36, %33
  %38 = add nsw i64 %27, %31
  %39 = xor i64 %38, %32
  %40 = sub nsw i64 %31, %30
  %41 = mul nsw i64 %37, %29
  %42 = add nsw i64 %41, %30
  %43 = xor i64 %28, %29
  %44 = add nsw i64 %37, %28
  br label %45

45:                                               ; preds = %35, %20, %2
  %46 = phi i64 [ %3, %2 ], [ %21, %20 ], [ %37, %35 ]
  %47 = phi i64 [ %5, %2 ], [ %22, %20 ], [ %39, %35 ]
  %48 = phi i64 [ %7, %2 ], [ %23, %20 ], [ %40, %35 ]
  %49 = phi i64 [ %9, %2 ], [ %24, %20 ], [ %42, %35 ]
  %50 = phi i64 [ %11, %2 ], [ %25, %20 ], [ %43, %35 ]
  %51 = phi i64 [ %13, %2 ], [ %26, %20 ], [ %44, %35 ]
  %52 = add nsw i64 %47, %46
  %53 = add nsw i64 %52, %48
  %54 = add nsw i64 %53, %49
  %55 = add nsw i64 %54, %50
  %56 = add nsw i64 %55, %51
  ret i64 %56

57:                                               ; preds = %57, %18
  %58 = phi i64 [ 0, %18 ], [ %85, %57 ]
  %59 = phi i64 [ %13, %18 ], [ %84, %57 ]
  %60 = phi i64 [ %11, %18 ], [ %83, %57 ]
  %61 = phi i64 [ %9, %18 ], [ %82, %57 ]
  %62 = phi i64 [ %7, %18 ], [ %80, %57 ]
  %63 = phi i64 [ %5, %18 ], [ %79, %57 ]
  %64 = phi i64 [ %3, %18 ], [ %77, %57 ]
  %65 = phi i64 [ 0, %18 ], [ %86, %57 ]
  %66 = mul nsw i64 %58, %63
  %67 = add nsw i64 %66, %64
  %68 = add nsw i64 %58, %62
  %69 = xor i64 %68, %63
  %70 = sub nsw i64 %62, %61
  %71 = mul nsw i64 %67, %60
  %72 = add nsw i64 %71, %61
  %73 = xor i64 %59, %60
  %74 = add nsw i64 %67, %59
  %75 = or i64 %58, 1
  %76 = mul nsw i64 %75, %69
  %77 = add nsw i64 %76, %67
  %78 = add nsw i64 %75, %70
  %79 = xor i64 %78, %69
  %80 = sub nsw i64 %70, %72
  %81 = mul nsw i64 %77, %73
  %82 = add nsw i64 %81, %72
  %83 = xor i64 %74, %73
  %84 = add nsw i64 %77, %74
  %85 = add nuw nsw i64 %58, 2
  %86 = add i64 %65, 2
  %87 = icmp eq i64 %86, %19
  br i1 %87, label %20, label %57, !llvm.loop !9
}

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
