; ModuleID = 'c/wide.c'
source_filename = "c/wide.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.packed = type { [18 x i8] }
%struct.loose = type { i24, i24, i40, i56 }

@P = internal global [4 x %struct.packed] zeroinitializer, align 8
@.str = private unnamed_addr constant [11 x i8] c"bits %lld\0A\00", align 1
@L = internal global <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }> <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -85, i8 -51, i8 -17, i8 undef, i8 -1, i8 -49, i8 -57, i8 undef, i8 18, i8 52, i8 86, i8 120, i8 -1, [3 x i8] undef, i8 -1, i8 -1, i8 -29, i8 65, i8 102, i8 -27, i8 -20, i8 undef }, %struct.loose zeroinitializer, %struct.loose zeroinitializer }>, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  store i144 -7975367974709495191305661921434730496, i144* bitcast ([4 x %struct.packed]* @P to i144*), align 8
  store i144 -2666273602963782726201784480786218336356, i144* bitcast (%struct.packed* getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 1) to i144*), align 2
  store i144 -5324571858235265560863933723598253236424, i144* bitcast (%struct.packed* getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 2) to i144*), align 4
  store i144 -7982870113506748395526082966410288136492, i144* bitcast (%struct.packed* getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 3) to i144*), align 2
  tail call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(24) bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i32 0, i32 1) to i8*), i8* noundef nonnull align 8 dereferenceable(24) getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i32 0, i32 0, i32 0), i32 24, i1 false), !tbaa.struct !5
  %1 = load i32, i32* bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i32 0, i32 2) to i32*), align 8
  %2 = and i32 %1, 255
  %3 = or i32 %2, 1280
  store i32 %3, i32* bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i32 0, i32 2) to i32*), align 8
  br label %4

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %10, %4 ]
  %6 = phi i64 [ 0, %0 ], [ %21, %4 ]
  tail call fastcc void @update(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 0), %struct.loose* noundef bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to %struct.loose*), i32 noundef %5)
  %7 = mul nsw i64 %6, 31
  %8 = tail call fastcc i64 @mix(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 0), %struct.loose* noundef bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to %struct.loose*))
  %9 = add nsw i64 %8, %7
  %10 = add nuw nsw i32 %5, 1
  tail call fastcc void @update(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 1), %struct.loose* noundef getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i32 0, i32 1), i32 noundef %10)
  %11 = mul nsw i64 %9, 31
  %12 = tail call fastcc i64 @mix(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 1), %struct.loose* noundef getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i32 0, i32 1))
  %13 = add nsw i64 %12, %11
  %14 = add nuw nsw i32 %5, 2
  tail call fastcc void @update(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 2), %struct.loose* noundef getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i32 0, i32 2), i32 noundef %14)
  %15 = mul nsw i64 %13, 31
  %16 = tail call fastcc i64 @mix(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 2), %struct.loose* noundef getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i32 0, i32 2))
  %17 = add nsw i64 %16, %15
  %18 = add nuw nsw i32 %5, 3
  tail call fastcc void @update(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 3), %struct.loose* noundef bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to %struct.loose*), i32 noundef %18)
  %19 = mul nsw i64 %17, 31
  %20 = tail call fastcc i64 @mix(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 3), %struct.loose* noundef bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to %struct.loose*))
  %21 = add nsw i64 %20, %19
  %22 = icmp eq i32 %10, 6
  br i1 %22, label %23, label %4, !llvm.loop !12

23:                                               ; preds = %4
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i64 noundef %21)
  %25 = trunc i64 %21 to i32
  %26 = and i32 %25, 127
  ret i32 %26
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @update(%struct.packed* nocapture noundef %0, %struct.loose* nocapture noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = bitcast %struct.packed* %0 to i144*
  %5 = load i144, i144* %4, align 1
  %6 = ashr i144 %5, 121
  %7 = trunc i144 %6 to i32
  %8 = mul nsw i32 %7, 3
  %9 = mul i32 %2, -100001
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i144
  %12 = shl i144 %11, 121
  %13 = mul nsw i32 %2, 4099
  %14 = lshr i144 %5, 104
  %15 = trunc i144 %14 to i32
  %16 = add i32 %13, %15
  %17 = and i32 %16, 131071
  %18 = zext i32 %17 to i144
  %19 = shl nuw nsw i144 %18, 104
  %20 = or i144 %12, %19
  %21 = shl i144 %5, 40
  %22 = ashr i144 %21, 103
  %23 = trunc i144 %22 to i64
  %24 = mul nsw i64 %23, -7
  %25 = sext i32 %2 to i64
  %26 = add nsw i64 %24, %25
  %27 = and i64 %26, 2199023255551
  %28 = zext i64 %27 to i144
  %29 = shl nuw nsw i144 %28, 63
  %30 = or i144 %29, %20
  %31 = trunc i144 %5 to i64
  %32 = lshr i64 %31, 13
  %33 = and i64 %32, 140737488355320
  %34 = zext i32 %2 to i64
  %35 = or i64 %33, %34
  %36 = shl nuw nsw i64 %35, 16
  %37 = zext i64 %36 to i144
  %38 = or i144 %30, %37
  %39 = trunc i144 %5 to i32
  %40 = shl i32 %2, 13
  %41 = add i32 %40, %39
  %42 = and i32 %41, 57344
  %43 = zext i32 %42 to i144
  %44 = mul i32 %2, -77
  %45 = add i32 %44, %39
  %46 = and i32 %45, 8191
  %47 = zext i32 %46 to i144
  %48 = or i144 %38, %43
  %49 = or i144 %48, %47
  store i144 %49, i144* %4, align 1
  %50 = bitcast %struct.loose* %1 to i32*
  %51 = load i32, i32* %50, align 8
  %52 = mul i32 %2, 16843008
  %53 = add i32 %51, %52
  store i32 %53, i32* %50, align 8
  %54 = getelementptr inbounds %struct.loose, %struct.loose* %1, i32 0, i32 1
  %55 = bitcast i24* %54 to i32*
  %56 = load i32, i32* %55, align 4
  %57 = lshr i32 %56, 8
  %58 = sub i32 %2, %57
  %59 = shl i32 %58, 8
  %60 = and i32 %56, 255
  %61 = or i32 %59, %60
  store i32 %61, i32* %55, align 4
  %62 = getelementptr inbounds %struct.loose, %struct.loose* %1, i32 0, i32 2
  %63 = bitcast i40* %62 to i64*
  %64 = load i64, i64* %63, align 8
  %65 = lshr i64 %64, 24
  %66 = mul i64 %65, 50331648
  %67 = and i64 %64, 16777215
  %68 = or i64 %66, %67
  %69 = xor i64 %68, 6148914691230924800
  store i64 %69, i64* %63, align 8
  %70 = getelementptr inbounds %struct.loose, %struct.loose* %1, i32 0, i32 3
  %71 = bitcast i56* %70 to i64*
  %72 = load i64, i64* %71, align 8
  %73 = ashr i64 %72, 8
  %74 = sdiv i64 %73, 3
  %75 = sub nsw i64 %74, %25
  %76 = shl nsw i64 %75, 8
  %77 = and i64 %72, 255
  %78 = or i64 %76, %77
  store i64 %78, i64* %71, align 8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i64 @mix(%struct.packed* nocapture noundef readonly %0, %struct.loose* nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = bitcast %struct.packed* %0 to i144*
  %4 = load i144, i144* %3, align 1
  %5 = ashr i144 %4, 121
  %6 = trunc i144 %5 to i32
  %7 = trunc i144 %5 to i64
  %8 = mul nsw i64 %7, 3
  %9 = lshr i144 %4, 104
  %10 = trunc i144 %9 to i32
  %11 = and i32 %10, 131071
  %12 = zext i32 %11 to i64
  %13 = add nsw i64 %8, %12
  %14 = mul nsw i64 %13, 5
  %15 = shl i144 %4, 40
  %16 = ashr i144 %15, 103
  %17 = trunc i144 %16 to i64
  %18 = add nsw i64 %14, %17
  %19 = trunc i144 %4 to i64
  %20 = lshr i64 %19, 16
  %21 = and i64 %20, 140737488355327
  %22 = xor i64 %18, %21
  %23 = trunc i144 %4 to i32
  %24 = lshr i32 %23, 13
  %25 = and i32 %24, 7
  %26 = mul nuw nsw i32 %25, 7
  %27 = shl i144 %4, 131
  %28 = ashr exact i144 %27, 131
  %29 = trunc i144 %28 to i32
  %30 = add nsw i32 %26, %29
  %31 = sext i32 %30 to i64
  %32 = bitcast %struct.loose* %1 to i32*
  %33 = load i32, i32* %32, align 8
  %34 = lshr i32 %33, 8
  %35 = getelementptr inbounds %struct.loose, %struct.loose* %1, i32 0, i32 1
  %36 = bitcast i24* %35 to i32*
  %37 = load i32, i32* %36, align 4
  %38 = ashr i32 %37, 8
  %39 = add nsw i32 %38, %34
  %40 = sext i32 %39 to i64
  %41 = add nsw i64 %31, %40
  %42 = add i64 %41, %22
  %43 = getelementptr inbounds %struct.loose, %struct.loose* %1, i32 0, i32 2
  %44 = bitcast i40* %43 to i64*
  %45 = load i64, i64* %44, align 8
  %46 = lshr i64 %45, 24
  %47 = xor i64 %42, %46
  %48 = getelementptr inbounds %struct.loose, %struct.loose* %1, i32 0, i32 3
  %49 = bitcast i56* %48 to i64*
  %50 = load i64, i64* %49, align 8
  %51 = ashr i64 %50, 11
  %52 = icmp slt i32 %6, -5
  %53 = zext i1 %52 to i64
  %54 = add nsw i64 %51, %53
  %55 = add i64 %54, %47
  %56 = icmp sgt i64 %17, 1000000
  %57 = add nsw i64 %55, 2
  %58 = select i1 %56, i64 %57, i64 %55
  %59 = icmp slt i32 %37, 0
  %60 = add nsw i64 %58, 4
  %61 = select i1 %59, i64 %60, i64 %58
  %62 = icmp ugt i64 %45, 72057594054705151
  %63 = add nsw i64 %61, 8
  %64 = select i1 %62, i64 %63, i64 %61
  ret i64 %64
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 8, !10, i64 16, i64 8, !10}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
