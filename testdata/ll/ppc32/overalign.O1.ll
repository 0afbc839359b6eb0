; ModuleID = 'c/overalign.c'
source_filename = "c/overalign.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.S = type { [9 x i32], [28 x i8] }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %3
  %2 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i32 noundef %7)
  ret i32 0

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %8, %3 ]
  %5 = phi i32 [ 0, %0 ], [ %7, %3 ]
  %6 = call fastcc i32 @f(i32 noundef %4)
  %7 = add nsw i32 %6, %5
  %8 = add nuw nsw i32 %4, 1
  %9 = icmp eq i32 %8, 10
  br i1 %9, label %1, label %3, !llvm.loop !5
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i32 @f(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca %struct.S, align 64
  %3 = alloca [200 x i8], align 128
  %4 = bitcast %struct.S* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %4) #4
  %5 = getelementptr inbounds [200 x i8], [200 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 200, i8* nonnull %5) #4
  br label %6

6:                                                ; preds = %1, %6
  %7 = phi i32 [ 0, %1 ], [ %10, %6 ]
  %8 = mul nsw i32 %7, %0
  %9 = getelementptr inbounds %struct.S, %struct.S* %2, i32 0, i32 0, i32 %7
  store i32 %8, i32* %9, align 4, !tbaa !8
  %10 = add nuw nsw i32 %7, 1
  %11 = icmp eq i32 %10, 9
  br i1 %11, label %12, label %6, !llvm.loop !12

12:                                               ; preds = %6, %12
  %13 = phi i32 [ %17, %12 ], [ 0, %6 ]
  %14 = add nsw i32 %13, %0
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds [200 x i8], [200 x i8]* %3, i32 0, i32 %13
  store i8 %15, i8* %16, align 1, !tbaa !13
  %17 = add nuw nsw i32 %13, 1
  %18 = icmp eq i32 %17, 200
  br i1 %18, label %20, label %12, !llvm.loop !14

19:                                               ; preds = %20
  call void @llvm.lifetime.end.p0i8(i64 200, i8* nonnull %5) #4
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %4) #4
  ret i32 %30

20:                                               ; preds = %12, %20
  %21 = phi i32 [ %31, %20 ], [ 0, %12 ]
  %22 = phi i32 [ %30, %20 ], [ 0, %12 ]
  %23 = getelementptr inbounds %struct.S, %struct.S* %2, i32 0, i32 0, i32 %21
  %24 = load i32, i32* %23, align 4, !tbaa !8
  %25 = mul nuw nsw i32 %21, 20
  %26 = getelementptr inbounds [200 x i8], [200 x i8]* %3, i32 0, i32 %25
  %27 = load i8, i8* %26, align 4, !tbaa !13
  %28 = zext i8 %27 to i32
  %29 = add i32 %24, %22
  %30 = add i32 %29, %28
  %31 = add nuw nsw i32 %21, 1
  %32 = icmp eq i32 %31, 9
  br i1 %32, label %19, label %20, !llvm.loop !15
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
