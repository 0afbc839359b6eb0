; ModuleID = 'c/overalign.c'
source_filename = "c/overalign.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @f(i32 noundef signext 0)
  %2 = tail call fastcc i64 @f(i32 noundef signext 1)
  %3 = add nsw i64 %2, %1
  %4 = tail call fastcc i64 @f(i32 noundef signext 2)
  %5 = add nsw i64 %4, %3
  %6 = tail call fastcc i64 @f(i32 noundef signext 3)
  %7 = add nsw i64 %6, %5
  %8 = tail call fastcc i64 @f(i32 noundef signext 4)
  %9 = add nsw i64 %8, %7
  %10 = tail call fastcc i64 @f(i32 noundef signext 5)
  %11 = add nsw i64 %10, %9
  %12 = tail call fastcc i64 @f(i32 noundef signext 6)
  %13 = add nsw i64 %12, %11
  %14 = tail call fastcc i64 @f(i32 noundef signext 7)
  %15 = add nsw i64 %14, %13
  %16 = tail call fastcc i64 @f(i32 noundef signext 8)
  %17 = add nsw i64 %16, %15
  %18 = tail call fastcc i64 @f(i32 noundef signext 9)
  %19 = add nsw i64 %18, %17
  %20 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %19)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc i64 @f(i32 noundef signext %0) unnamed_addr #2 {
  %2 = alloca [200 x i8], align 128
  %3 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 200, i8* nonnull %3) #4
  %4 = sext i32 %0 to i64
  %5 = insertelement <16 x i32> poison, i32 %0, i64 0
  %6 = shufflevector <16 x i32> %5, <16 x i32> poison, <16 x i32> zeroinitializer
  %7 = add i32 %0, 16
  %8 = insertelement <16 x i32> poison, i32 %7, i64 0
  %9 = shufflevector <16 x i32> %8, <16 x i32> poison, <16 x i32> zeroinitializer
  %10 = add i32 %0, 32
  %11 = insertelement <16 x i32> poison, i32 %10, i64 0
  %12 = shufflevector <16 x i32> %11, <16 x i32> poison, <16 x i32> zeroinitializer
  %13 = add i32 %0, 48
  %14 = insertelement <16 x i32> poison, i32 %13, i64 0
  %15 = shufflevector <16 x i32> %14, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %16

16:                                               ; preds = %16, %1
  %17 = phi i64 [ 0, %1 ], [ %35, %16 ]
  %18 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %1 ], [ %36, %16 ]
  %19 = add nsw <16 x i32> %18, %6
  %20 = add <16 x i32> %9, %18
  %21 = add <16 x i32> %12, %18
  %22 = add <16 x i32> %15, %18
  %23 = trunc <16 x i32> %19 to <16 x i8>
  %24 = trunc <16 x i32> %20 to <16 x i8>
  %25 = trunc <16 x i32> %21 to <16 x i8>
  %26 = trunc <16 x i32> %22 to <16 x i8>
  %27 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 %17
  %28 = bitcast i8* %27 to <16 x i8>*
  store <16 x i8> %23, <16 x i8>* %28, align 64, !tbaa !5
  %29 = getelementptr inbounds i8, i8* %27, i64 16
  %30 = bitcast i8* %29 to <16 x i8>*
  store <16 x i8> %24, <16 x i8>* %30, align 16, !tbaa !5
  %31 = getelementptr inbounds i8, i8* %27, i64 32
  %32 = bitcast i8* %31 to <16 x i8>*
  store <16 x i8> %25, <16 x i8>* %32, align 32, !tbaa !5
  %33 = getelementptr inbounds i8, i8* %27, i64 48
  %34 = bitcast i8* %33 to <16 x i8>*
  store <16 x i8> %26, <16 x i8>* %34, align 16, !tbaa !5
  %35 = add nuw i64 %17, 64
  %36 = add <16 x i32> %18, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %37 = icmp eq i64 %35, 192
  br i1 %37, label %38, label %16, !llvm.loop !8

38:                                               ; preds = %16
  %39 = trunc i32 %0 to i8
  %40 = add i8 %39, -64
  %41 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 192
  store i8 %40, i8* %41, align 64, !tbaa !5
  %42 = trunc i32 %0 to i8
  %43 = add i8 %42, -63
  %44 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 193
  store i8 %43, i8* %44, align 1, !tbaa !5
  %45 = trunc i32 %0 to i8
  %46 = add i8 %45, -62
  %47 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 194
  store i8 %46, i8* %47, align 2, !tbaa !5
  %48 = trunc i32 %0 to i8
  %49 = add i8 %48, -61
  %50 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 195
  store i8 %49, i8* %50, align 1, !tbaa !5
  %51 = trunc i32 %0 to i8
  %52 = add i8 %51, -60
  %53 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 196
  store i8 %52, i8* %53, align 4, !tbaa !5
  %54 = trunc i32 %0 to i8
  %55 = add i8 %54, -59
  %56 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 197
  store i8 %55, i8* %56, align 1, !tbaa !5
  %57 = trunc i32 %0 to i8
  %58 = add i8 %57, -58
  %59 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 198
  store i8 %58, i8* %59, align 2, !tbaa !5
  %60 = trunc i32 %0 to i8
  %61 = add i8 %60, -57
  %62 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 199
  store i8 %61, i8* %62, align 1, !tbaa !5
  %63 = shl nsw i64 %4, 3
  %64 = mul nsw i64 %4, 7
  %65 = mul nsw i64 %4, 6
  %66 = mul nsw i64 %4, 5
  %67 = shl nsw i64 %4, 2
  %68 = mul nsw i64 %4, 3
  %69 = shl nsw i64 %4, 1
  %70 = load i8, i8* %3, align 128, !tbaa !5
  %71 = zext i8 %70 to i64
  %72 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 20
  %73 = load i8, i8* %72, align 4, !tbaa !5
  %74 = zext i8 %73 to i64
  %75 = add nsw i64 %4, %71
  %76 = add nsw i64 %75, %74
  %77 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 40
  %78 = load i8, i8* %77, align 8, !tbaa !5
  %79 = zext i8 %78 to i64
  %80 = add nsw i64 %69, %76
  %81 = add nsw i64 %80, %79
  %82 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 60
  %83 = load i8, i8* %82, align 4, !tbaa !5
  %84 = zext i8 %83 to i64
  %85 = add nsw i64 %68, %81
  %86 = add nsw i64 %85, %84
  %87 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 80
  %88 = load i8, i8* %87, align 16, !tbaa !5
  %89 = zext i8 %88 to i64
  %90 = add i64 %67, %86
  %91 = add i64 %90, %89
  %92 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 100
  %93 = load i8, i8* %92, align 4, !tbaa !5
  %94 = zext i8 %93 to i64
  %95 = add i64 %66, %91
  %96 = add i64 %95, %94
  %97 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 120
  %98 = load i8, i8* %97, align 8, !tbaa !5
  %99 = zext i8 %98 to i64
  %100 = add i64 %65, %96
  %101 = add i64 %100, %99
  %102 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 140
  %103 = load i8, i8* %102, align 4, !tbaa !5
  %104 = zext i8 %103 to i64
  %105 = add i64 %64, %101
  %106 = add i64 %105, %104
  %107 = getelementptr inbounds [200 x i8], [200 x i8]* %2, i64 0, i64 160
  %108 = load i8, i8* %107, align 32, !tbaa !5
  %109 = zext i8 %108 to i64
  %110 = add i64 %63, %106
  %111 = add i64 %110, %109
  call void @llvm.lifetime.end.p0i8(i64 200, i8* nonnull %3) #4
  ret i64 %111
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
