; ModuleID = 'c/dispatch.c'
source_filename = "c/dispatch.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@main.progs = internal constant [4 x [12 x i8]] [[12 x i8] c"\00\00\02\01\03\02\01\03\00\05\00\00", [12 x i8] c"\04\03\04\02\04\01\03\04\05\00\00\00", [12 x i8] c"\03\03\02\04\00\04\01\02\03\04\05\00", [12 x i8] c"\02\04\04\04\03\00\00\01\05\00\00\00"], align 1
@main.data = internal constant [11 x i32] [i32 3, i32 -1, i32 4, i32 1, i32 -5, i32 9, i32 2, i32 -6, i32 5, i32 3, i32 5], align 4
@.str = private unnamed_addr constant [21 x i8] c"prog %d seed %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"sum %u\0A\00", align 1
@run.tab = internal unnamed_addr constant [6 x i8*] [i8* blockaddress(@run, %12), i8* blockaddress(@run, %15), i8* blockaddress(@run, %21), i8* blockaddress(@run, %34), i8* blockaddress(@run, %40), i8* blockaddress(@run, %55)], align 8

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %26, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %25, %1 ]
  %4 = getelementptr inbounds [4 x [12 x i8]], [4 x [12 x i8]]* @main.progs, i64 0, i64 %2, i64 0
  %5 = tail call fastcc signext i32 @run(i8* noundef nonnull %4, i32* noundef getelementptr inbounds ([11 x i32], [11 x i32]* @main.data, i64 0, i64 0), i32 noundef signext -2)
  %6 = trunc i64 %2 to i32
  %7 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef signext %6, i32 noundef signext -2, i32 noundef signext %5)
  %8 = mul i32 %3, 31
  %9 = add i32 %5, %8
  %10 = tail call fastcc signext i32 @run(i8* noundef nonnull %4, i32* noundef getelementptr inbounds ([11 x i32], [11 x i32]* @main.data, i64 0, i64 0), i32 noundef signext -1)
  %11 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef signext %6, i32 noundef signext -1, i32 noundef signext %10)
  %12 = mul i32 %9, 31
  %13 = add i32 %10, %12
  %14 = tail call fastcc signext i32 @run(i8* noundef nonnull %4, i32* noundef getelementptr inbounds ([11 x i32], [11 x i32]* @main.data, i64 0, i64 0), i32 noundef signext 0)
  %15 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef signext %6, i32 noundef signext 0, i32 noundef signext %14)
  %16 = mul i32 %13, 31
  %17 = add i32 %14, %16
  %18 = tail call fastcc signext i32 @run(i8* noundef nonnull %4, i32* noundef getelementptr inbounds ([11 x i32], [11 x i32]* @main.data, i64 0, i64 0), i32 noundef signext 1)
  %19 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef signext %6, i32 noundef signext 1, i32 noundef signext %18)
  %20 = mul i32 %17, 31
  %21 = add i32 %18, %20
  %22 = tail call fastcc signext i32 @run(i8* noundef nonnull %4, i32* noundef getelementptr inbounds ([11 x i32], [11 x i32]* @main.data, i64 0, i64 0), i32 noundef signext 2)
  %23 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef signext %6, i32 noundef signext 2, i32 noundef signext %22)
  %24 = mul i32 %21, 31
  %25 = add i32 %22, %24
  %26 = add nuw nsw i64 %2, 1
  %27 = icmp eq i64 %26, 4
  br i1 %27, label %28, label %1, !llvm.loop !5

28:                                               ; preds = %1
  %29 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i32 noundef zeroext %25)
  %30 = icmp eq i32 %25, 0
  %31 = zext i1 %30 to i32
  ret i32 %31
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @run(i8* nocapture noundef readonly %0, i32* nocapture noundef readnone %1, i32 noundef signext %2) #1 {
  br label %4

4:                                                ; preds = %27, %3
  %5 = phi i32 [ %2, %3 ], [ %28, %27 ]
  %6 = phi i32 [ 1, %3 ], [ %33, %27 ]
  %7 = phi i32 [ 3, %3 ], [ %29, %27 ]
  %8 = phi i32* [ getelementptr inbounds ([11 x i32], [11 x i32]* @main.data, i64 0, i64 0), %3 ], [ %30, %27 ]
  %9 = phi i8* [ %0, %3 ], [ %32, %27 ]
  %10 = and i32 %7, 1
  %11 = icmp eq i32 %10, 0
  br label %50

12:                                               ; preds = %34, %63
  %13 = phi i32 [ %64, %63 ], [ %35, %34 ]
  %14 = add nsw i32 %13, 1
  br label %15

15:                                               ; preds = %40, %12, %63
  %16 = phi i32 [ %43, %40 ], [ %14, %12 ], [ %64, %63 ]
  %17 = phi i32* [ %41, %40 ], [ %53, %12 ], [ %53, %63 ]
  %18 = add nsw i32 %16, -1
  %19 = add nsw i32 %18, %7
  %20 = icmp sgt i32 %16, 6
  br i1 %20, label %21, label %27

21:                                               ; preds = %15, %63
  %22 = phi i32 [ %18, %15 ], [ %64, %63 ]
  %23 = phi i32 [ %19, %15 ], [ %7, %63 ]
  %24 = phi i32* [ %17, %15 ], [ %53, %63 ]
  %25 = shl nsw i32 %22, 1
  %26 = xor i32 %23, %65
  br label %27

27:                                               ; preds = %15, %21
  %28 = phi i32 [ %25, %21 ], [ %18, %15 ]
  %29 = phi i32 [ %26, %21 ], [ %19, %15 ]
  %30 = phi i32* [ %24, %21 ], [ %17, %15 ]
  %31 = sext i32 %65 to i64
  %32 = getelementptr inbounds i8, i8* %0, i64 %31
  %33 = add nsw i32 %65, 1
  br label %4

34:                                               ; preds = %63
  %35 = add nsw i32 %7, %64
  br i1 %11, label %36, label %12

36:                                               ; preds = %34
  %37 = add nsw i32 %65, 1
  %38 = sext i32 %65 to i64
  %39 = getelementptr inbounds i8, i8* %0, i64 %38
  br label %63

40:                                               ; preds = %63
  %41 = getelementptr inbounds i32, i32* %53, i64 1
  %42 = load i32, i32* %53, align 4, !tbaa !7
  %43 = add nsw i32 %42, %64
  %44 = and i32 %43, 4
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %15

46:                                               ; preds = %40
  %47 = add nsw i32 %65, 1
  %48 = sext i32 %65 to i64
  %49 = getelementptr inbounds i8, i8* %0, i64 %48
  br label %50

50:                                               ; preds = %4, %46
  %51 = phi i32 [ %5, %4 ], [ %43, %46 ]
  %52 = phi i32 [ %6, %4 ], [ %47, %46 ]
  %53 = phi i32* [ %8, %4 ], [ %41, %46 ]
  %54 = phi i8* [ %9, %4 ], [ %49, %46 ]
  br label %63

55:                                               ; preds = %63
  %56 = mul nsw i32 %64, 100
  %57 = add nsw i32 %7, %56
  %58 = ptrtoint i32* %53 to i64
  %59 = sub i64 %58, ptrtoint ([11 x i32]* @main.data to i64)
  %60 = lshr exact i64 %59, 2
  %61 = trunc i64 %60 to i32
  %62 = add nsw i32 %57, %61
  ret i32 %62

63:                                               ; preds = %50, %36
  %64 = phi i32 [ %35, %36 ], [ %51, %50 ]
  %65 = phi i32 [ %37, %36 ], [ %52, %50 ]
  %66 = phi i8* [ %39, %36 ], [ %54, %50 ]
  %67 = load i8, i8* %66, align 1, !tbaa !11
  %68 = zext i8 %67 to i64
  %69 = getelementptr inbounds [6 x i8*], [6 x i8*]* @run.tab, i64 0, i64 %68
  %70 = load i8*, i8** %69, align 8, !tbaa !12
  indirectbr i8* %70, [label %12, label %15, label %21, label %34, label %40, label %55]
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!9, !9, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !9, i64 0}
