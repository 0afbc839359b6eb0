; ModuleID = 'c/dispatch.c'
source_filename = "c/dispatch.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@main.progs = internal constant [4 x [12 x i8]] [[12 x i8] c"\00\00\02\01\03\02\01\03\00\05\00\00", [12 x i8] c"\04\03\04\02\04\01\03\04\05\00\00\00", [12 x i8] c"\03\03\02\04\00\04\01\02\03\04\05\00", [12 x i8] c"\02\04\04\04\03\00\00\01\05\00\00\00"], align 1
@main.data = internal constant [11 x i32] [i32 3, i32 -1, i32 4, i32 1, i32 -5, i32 9, i32 2, i32 -6, i32 5, i32 3, i32 5], align 4
@.str = private unnamed_addr constant [21 x i8] c"prog %d seed %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"sum %u\0A\00", align 1
@run.tab = internal unnamed_addr constant [6 x i8*] [i8* blockaddress(@run, %12), i8* blockaddress(@run, %15), i8* blockaddress(@run, %21), i8* blockaddress(@run, %33), i8* blockaddress(@run, %38), i8* blockaddress(@run, %52)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %9
  %2 = phi i32 [ 0, %0 ], [ %10, %9 ]
  %3 = phi i32 [ 0, %0 ], [ %18, %9 ]
  %4 = getelementptr inbounds [4 x [12 x i8]], [4 x [12 x i8]]* @main.progs, i32 0, i32 %2, i32 0
  br label %12

5:                                                ; preds = %9
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i32 noundef %18)
  %7 = icmp eq i32 %18, 0
  %8 = zext i1 %7 to i32
  ret i32 %8

9:                                                ; preds = %12
  %10 = add nuw nsw i32 %2, 1
  %11 = icmp eq i32 %10, 4
  br i1 %11, label %5, label %1, !llvm.loop !5

12:                                               ; preds = %1, %12
  %13 = phi i32 [ -2, %1 ], [ %19, %12 ]
  %14 = phi i32 [ %3, %1 ], [ %18, %12 ]
  %15 = call fastcc i32 @run(i8* noundef nonnull %4, i32* noundef getelementptr inbounds ([11 x i32], [11 x i32]* @main.data, i32 0, i32 0), i32 noundef %13)
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i32 0, i32 0), i32 noundef %2, i32 noundef %13, i32 noundef %15)
  %17 = mul i32 %14, 31
  %18 = add i32 %15, %17
  %19 = add nsw i32 %13, 1
  %20 = icmp eq i32 %19, 3
  br i1 %20, label %9, label %12, !llvm.loop !8
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @run(i8* nocapture noundef readonly %0, i32* nocapture noundef readnone %1, i32 noundef %2) #1 {
  br label %4

4:                                                ; preds = %27, %3
  %5 = phi i32 [ %2, %3 ], [ %28, %27 ]
  %6 = phi i32 [ 1, %3 ], [ %32, %27 ]
  %7 = phi i32 [ 3, %3 ], [ %29, %27 ]
  %8 = phi i32* [ getelementptr inbounds ([11 x i32], [11 x i32]* @main.data, i32 0, i32 0), %3 ], [ %30, %27 ]
  %9 = phi i8* [ %0, %3 ], [ %31, %27 ]
  %10 = and i32 %7, 1
  %11 = icmp eq i32 %10, 0
  br label %47

12:                                               ; preds = %33, %59
  %13 = phi i32 [ %60, %59 ], [ %34, %33 ]
  %14 = add nsw i32 %13, 1
  br label %15

15:                                               ; preds = %38, %12, %59
  %16 = phi i32 [ %41, %38 ], [ %14, %12 ], [ %60, %59 ]
  %17 = phi i32* [ %39, %38 ], [ %50, %12 ], [ %50, %59 ]
  %18 = add nsw i32 %16, -1
  %19 = add nsw i32 %18, %7
  %20 = icmp sgt i32 %16, 6
  br i1 %20, label %21, label %27

21:                                               ; preds = %15, %59
  %22 = phi i32 [ %18, %15 ], [ %60, %59 ]
  %23 = phi i32 [ %19, %15 ], [ %7, %59 ]
  %24 = phi i32* [ %17, %15 ], [ %50, %59 ]
  %25 = shl nsw i32 %22, 1
  %26 = xor i32 %23, %61
  br label %27

27:                                               ; preds = %15, %21
  %28 = phi i32 [ %25, %21 ], [ %18, %15 ]
  %29 = phi i32 [ %26, %21 ], [ %19, %15 ]
  %30 = phi i32* [ %24, %21 ], [ %17, %15 ]
  %31 = getelementptr inbounds i8, i8* %0, i32 %61
  %32 = add nsw i32 %61, 1
  br label %4

33:                                               ; preds = %59
  %34 = add nsw i32 %7, %60
  br i1 %11, label %35, label %12

35:                                               ; preds = %33
  %36 = add nsw i32 %61, 1
  %37 = getelementptr inbounds i8, i8* %0, i32 %61
  br label %59

38:                                               ; preds = %59
  %39 = getelementptr inbounds i32, i32* %50, i32 1
  %40 = load i32, i32* %50, align 4, !tbaa !9
  %41 = add nsw i32 %40, %60
  %42 = and i32 %41, 4
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %44, label %15

44:                                               ; preds = %38
  %45 = add nsw i32 %61, 1
  %46 = getelementptr inbounds i8, i8* %0, i32 %61
  br label %47

47:                                               ; preds = %4, %44
  %48 = phi i32 [ %5, %4 ], [ %41, %44 ]
  %49 = phi i32 [ %6, %4 ], [ %45, %44 ]
  %50 = phi i32* [ %8, %4 ], [ %39, %44 ]
  %51 = phi i8* [ %9, %4 ], [ %46, %44 ]
  br label %59

52:                                               ; preds = %59
  %53 = mul nsw i32 %60, 100
  %54 = add nsw i32 %7, %53
  %55 = ptrtoint i32* %50 to i32
  %56 = sub i32 %55, ptrtoint ([11 x i32]* @main.data to i32)
  %57 = ashr exact i32 %56, 2
  %58 = add nsw i32 %54, %57
  ret i32 %58

59:                                               ; preds = %47, %35
  %60 = phi i32 [ %34, %35 ], [ %48, %47 ]
  %61 = phi i32 [ %36, %35 ], [ %49, %47 ]
  %62 = phi i8* [ %37, %35 ], [ %51, %47 ]
  %63 = load i8, i8* %62, align 1, !tbaa !13
  %64 = zext i8 %63 to i32
  %65 = getelementptr inbounds [6 x i8*], [6 x i8*]* @run.tab, i32 0, i32 %64
  %66 = load i8*, i8** %65, align 4, !tbaa !14
  indirectbr i8* %66, [label %12, label %15, label %21, label %33, label %38, label %52]
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }

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
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!11, !11, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !11, i64 0}
