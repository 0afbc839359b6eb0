; ModuleID = 'c/sse2.c'
source_filename = "c/sse2.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@__const.main.acc = private unnamed_addr constant [2 x i64] [i64 81985529216486895, i64 -81985529216486896], align 8
@.str = private unnamed_addr constant [30 x i8] c"masks %u acc %016llx %016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca [16 x i8], align 1
  %4 = alloca [2 x i64], align 8
  %5 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #4
  %6 = bitcast [2 x i64]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %6) #4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(16) %6, i8* noundef nonnull align 8 dereferenceable(16) bitcast ([2 x i64]* @__const.main.acc to i8*), i32 16, i1 false)
  %7 = bitcast i64* %1 to [2 x i32]*
  %8 = bitcast i64* %2 to [4 x i16]*
  %9 = bitcast i64* %1 to i8*
  %10 = bitcast i64* %2 to i8*
  br label %11

11:                                               ; preds = %0, %80
  %12 = phi i32 [ 0, %0 ], [ %82, %80 ]
  %13 = phi i32 [ 0, %0 ], [ %81, %80 ]
  %14 = mul nuw nsw i32 %12, 13
  br label %84

15:                                               ; preds = %80
  %16 = getelementptr inbounds [2 x i64], [2 x i64]* %4, i32 0, i32 0
  %17 = load i64, i64* %16, align 8, !tbaa !5
  %18 = getelementptr inbounds [2 x i64], [2 x i64]* %4, i32 0, i32 1
  %19 = load i64, i64* %18, align 8, !tbaa !5
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i32 0, i32 0), i32 noundef %81, i64 noundef %17, i64 noundef %19)
  %21 = and i32 %81, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %6) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #4
  ret i32 %21

22:                                               ; preds = %84
  %23 = urem i32 %12, 11
  %24 = trunc i32 %23 to i8
  br label %25

25:                                               ; preds = %25, %22
  %26 = phi i32 [ 0, %22 ], [ %34, %25 ]
  %27 = phi i32 [ 0, %22 ], [ %33, %25 ]
  %28 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i32 0, i32 %26
  %29 = load i8, i8* %28, align 1, !tbaa !9
  %30 = icmp eq i8 %29, %24
  %31 = zext i1 %30 to i32
  %32 = shl i32 %31, %26
  %33 = or i32 %32, %27
  %34 = add nuw nsw i32 %26, 1
  %35 = icmp eq i32 %34, 16
  br i1 %35, label %36, label %25, !llvm.loop !10

36:                                               ; preds = %25
  %37 = zext i32 %12 to i64
  %38 = mul i64 %37, -7046029254386353131
  br label %39

39:                                               ; preds = %67, %36
  %40 = phi i32 [ 0, %36 ], [ %70, %67 ]
  %41 = getelementptr inbounds [2 x i64], [2 x i64]* %4, i32 0, i32 %40
  %42 = load i64, i64* %41, align 8, !tbaa !5
  %43 = lshr i64 %42, 47
  %44 = xor i64 %43, %42
  %45 = shl i64 %44, 5
  %46 = xor i64 %45, %44
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #4
  store i64 %46, i64* %1, align 8
  br label %49

47:                                               ; preds = %49
  %48 = load i64, i64* %1, align 8
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10) #4
  store i64 %48, i64* %2, align 8
  br label %59

49:                                               ; preds = %49, %39
  %50 = phi i32 [ 0, %39 ], [ %55, %49 ]
  %51 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i32 0, i32 %50
  %52 = load i32, i32* %51, align 4, !tbaa !13
  %53 = lshr i32 %52, 3
  %54 = xor i32 %53, %52
  store i32 %54, i32* %51, align 4, !tbaa !13
  %55 = add nuw nsw i32 %50, 1
  %56 = icmp eq i32 %50, 0
  br i1 %56, label %49, label %47, !llvm.loop !15

57:                                               ; preds = %59
  %58 = load i64, i64* %2, align 8
  store i64 %58, i64* %1, align 8
  br label %72

59:                                               ; preds = %59, %47
  %60 = phi i32 [ 0, %47 ], [ %65, %59 ]
  %61 = getelementptr inbounds [4 x i16], [4 x i16]* %8, i32 0, i32 %60
  %62 = load i16, i16* %61, align 2, !tbaa !16
  %63 = ashr i16 %62, 2
  %64 = sub i16 %62, %63
  store i16 %64, i16* %61, align 2, !tbaa !16
  %65 = add nuw nsw i32 %60, 1
  %66 = icmp eq i32 %65, 4
  br i1 %66, label %57, label %59, !llvm.loop !18

67:                                               ; preds = %72
  %68 = load i64, i64* %1, align 8
  %69 = xor i64 %68, %38
  store i64 %69, i64* %41, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #4
  %70 = add nuw nsw i32 %40, 1
  %71 = icmp eq i32 %40, 0
  br i1 %71, label %39, label %80, !llvm.loop !19

72:                                               ; preds = %72, %57
  %73 = phi i32 [ 0, %57 ], [ %78, %72 ]
  %74 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i32 0, i32 %73
  %75 = load i32, i32* %74, align 4, !tbaa !13
  %76 = ashr i32 %75, 31
  %77 = add i32 %76, %75
  store i32 %77, i32* %74, align 4, !tbaa !13
  %78 = add nuw nsw i32 %73, 1
  %79 = icmp eq i32 %73, 0
  br i1 %79, label %72, label %67, !llvm.loop !20

80:                                               ; preds = %67
  %81 = add i32 %33, %13
  %82 = add nuw nsw i32 %12, 1
  %83 = icmp eq i32 %82, 200
  br i1 %83, label %15, label %11, !llvm.loop !21

84:                                               ; preds = %11, %84
  %85 = phi i32 [ 0, %11 ], [ %91, %84 ]
  %86 = mul nuw nsw i32 %85, 7
  %87 = add nuw nsw i32 %86, %14
  %88 = urem i32 %87, 11
  %89 = trunc i32 %88 to i8
  %90 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i32 0, i32 %85
  store i8 %89, i8* %90, align 1, !tbaa !9
  %91 = add nuw nsw i32 %85, 1
  %92 = icmp eq i32 %91, 16
  br i1 %92, label %22, label %84, !llvm.loop !22
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
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
