; ModuleID = 'c/sse2.c'
source_filename = "c/sse2.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@__const.main.acc = private unnamed_addr constant [2 x i64] [i64 81985529216486895, i64 -81985529216486896], align 8
@.str = private unnamed_addr constant [30 x i8] c"masks %u acc %016llx %016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca [16 x i8], align 1
  %4 = alloca [2 x i64], align 8
  %5 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #4
  %6 = bitcast [2 x i64]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %6) #4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %6, i8* noundef nonnull align 8 dereferenceable(16) bitcast ([2 x i64]* @__const.main.acc to i8*), i64 16, i1 false)
  %7 = bitcast i64* %1 to [2 x i32]*
  %8 = bitcast i64* %2 to [4 x i16]*
  %9 = bitcast i64* %1 to i8*
  %10 = bitcast i64* %2 to i8*
  br label %11

11:                                               ; preds = %0, %81
  %12 = phi i64 [ 0, %0 ], [ %83, %81 ]
  %13 = phi i32 [ 0, %0 ], [ %82, %81 ]
  %14 = mul nuw nsw i64 %12, 13
  br label %85

15:                                               ; preds = %81
  %16 = getelementptr inbounds [2 x i64], [2 x i64]* %4, i64 0, i64 0
  %17 = load i64, i64* %16, align 8, !tbaa !5
  %18 = getelementptr inbounds [2 x i64], [2 x i64]* %4, i64 0, i64 1
  %19 = load i64, i64* %18, align 8, !tbaa !5
  %20 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef zeroext %82, i64 noundef %17, i64 noundef %19)
  %21 = and i32 %82, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %6) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #4
  ret i32 %21

22:                                               ; preds = %85
  %23 = trunc i64 %12 to i32
  %24 = urem i32 %23, 11
  %25 = trunc i32 %24 to i8
  br label %26

26:                                               ; preds = %26, %22
  %27 = phi i64 [ 0, %22 ], [ %36, %26 ]
  %28 = phi i32 [ 0, %22 ], [ %35, %26 ]
  %29 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 %27
  %30 = load i8, i8* %29, align 1, !tbaa !9
  %31 = icmp eq i8 %30, %25
  %32 = zext i1 %31 to i32
  %33 = trunc i64 %27 to i32
  %34 = shl i32 %32, %33
  %35 = or i32 %34, %28
  %36 = add nuw nsw i64 %27, 1
  %37 = icmp eq i64 %36, 16
  br i1 %37, label %38, label %26, !llvm.loop !10

38:                                               ; preds = %26
  %39 = mul i64 %12, -7046029254386353131
  br label %40

40:                                               ; preds = %68, %38
  %41 = phi i64 [ 0, %38 ], [ %71, %68 ]
  %42 = getelementptr inbounds [2 x i64], [2 x i64]* %4, i64 0, i64 %41
  %43 = load i64, i64* %42, align 8, !tbaa !5
  %44 = lshr i64 %43, 47
  %45 = xor i64 %44, %43
  %46 = shl i64 %45, 5
  %47 = xor i64 %46, %45
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #4
  store i64 %47, i64* %1, align 8
  br label %50

48:                                               ; preds = %50
  %49 = load i64, i64* %1, align 8
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10) #4
  store i64 %49, i64* %2, align 8
  br label %60

50:                                               ; preds = %50, %40
  %51 = phi i64 [ 0, %40 ], [ %56, %50 ]
  %52 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i64 0, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !13
  %54 = lshr i32 %53, 3
  %55 = xor i32 %54, %53
  store i32 %55, i32* %52, align 4, !tbaa !13
  %56 = add nuw nsw i64 %51, 1
  %57 = icmp eq i64 %51, 0
  br i1 %57, label %50, label %48, !llvm.loop !15

58:                                               ; preds = %60
  %59 = load i64, i64* %2, align 8
  store i64 %59, i64* %1, align 8
  br label %73

60:                                               ; preds = %60, %48
  %61 = phi i64 [ 0, %48 ], [ %66, %60 ]
  %62 = getelementptr inbounds [4 x i16], [4 x i16]* %8, i64 0, i64 %61
  %63 = load i16, i16* %62, align 2, !tbaa !16
  %64 = ashr i16 %63, 2
  %65 = sub i16 %63, %64
  store i16 %65, i16* %62, align 2, !tbaa !16
  %66 = add nuw nsw i64 %61, 1
  %67 = icmp eq i64 %66, 4
  br i1 %67, label %58, label %60, !llvm.loop !18

68:                                               ; preds = %73
  %69 = load i64, i64* %1, align 8
  %70 = xor i64 %69, %39
  store i64 %70, i64* %42, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #4
  %71 = add nuw nsw i64 %41, 1
  %72 = icmp eq i64 %41, 0
  br i1 %72, label %40, label %81, !llvm.loop !19

73:                                               ; preds = %73, %58
  %74 = phi i64 [ 0, %58 ], [ %79, %73 ]
  %75 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i64 0, i64 %74
  %76 = load i32, i32* %75, align 4, !tbaa !13
  %77 = ashr i32 %76, 31
  %78 = add i32 %77, %76
  store i32 %78, i32* %75, align 4, !tbaa !13
  %79 = add nuw nsw i64 %74, 1
  %80 = icmp eq i64 %74, 0
  br i1 %80, label %73, label %68, !llvm.loop !20

81:                                               ; preds = %68
  %82 = add i32 %35, %13
  %83 = add nuw nsw i64 %12, 1
  %84 = icmp eq i64 %83, 200
  br i1 %84, label %15, label %11, !llvm.loop !21

85:                                               ; preds = %11, %85
  %86 = phi i64 [ 0, %11 ], [ %93, %85 ]
  %87 = mul nuw nsw i64 %86, 7
  %88 = add nuw nsw i64 %87, %14
  %89 = trunc i64 %88 to i32
  %90 = urem i32 %89, 11
  %91 = trunc i32 %90 to i8
  %92 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 %86
  store i8 %91, i8* %92, align 1, !tbaa !9
  %93 = add nuw nsw i64 %86, 1
  %94 = icmp eq i64 %93, 16
  br i1 %94, label %22, label %85, !llvm.loop !22
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
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
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !11, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !7, i64 0}
!18 = distinct !{!18, !11, !12}
!19 = distinct !{!19, !11, !12}
!20 = distinct !{!20, !11, !12}
!21 = distinct !{!21, !11, !12}
!22 = distinct !{!22, !11, !12}
