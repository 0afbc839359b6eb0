; ModuleID = 'c/intrin.c'
source_filename = "c/intrin.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"h %llu known %d size %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %14, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %71, %2 ]
  %5 = trunc i64 %3 to i32
  %6 = mul i64 %4, 31
  %7 = mul i32 %5, 305419896
  %8 = xor i32 %5, -1698898192
  %9 = tail call fastcc zeroext i32 @fsh32(i32 noundef zeroext %7, i32 noundef zeroext %8, i32 noundef zeroext %5)
  %10 = zext i32 %9 to i64
  %11 = add i64 %6, %10
  %12 = mul i64 %11, 31
  %13 = mul nuw nsw i64 %3, 81985529216486895
  %14 = add nuw nsw i64 %3, 1
  %15 = udiv i64 -1, %14
  %16 = tail call fastcc i64 @fsh64r(i64 noundef %13, i64 noundef %15, i32 noundef zeroext %5)
  %17 = add i64 %12, %16
  %18 = mul i64 %17, 31
  %19 = trunc i64 %3 to i16
  %20 = mul i16 %19, 977
  %21 = mul nuw nsw i16 %19, 131
  %22 = tail call fastcc zeroext i16 @fsh16(i16 noundef zeroext %20, i16 noundef zeroext %21, i32 noundef zeroext %5)
  %23 = zext i16 %22 to i64
  %24 = add i64 %18, %23
  %25 = mul i64 %24, 31
  %26 = trunc i64 %3 to i8
  %27 = mul i8 %26, 7
  %28 = tail call fastcc zeroext i8 @rot8(i8 noundef zeroext %27, i32 noundef zeroext %5)
  %29 = zext i8 %28 to i64
  %30 = add i64 %25, %29
  %31 = mul i64 %30, 31
  %32 = tail call fastcc i64 @fshc(i64 noundef %30)
  %33 = trunc i64 %30 to i32
  %34 = tail call fastcc zeroext i32 @fshc32(i32 noundef zeroext %33, i32 noundef zeroext %5)
  %35 = zext i32 %34 to i64
  %36 = add i64 %32, %35
  %37 = add i64 %36, %31
  %38 = mul i64 %37, 31
  %39 = mul i8 %26, 5
  %40 = mul nuw i8 %26, 3
  %41 = tail call fastcc zeroext i8 @usat8(i8 noundef zeroext %39, i8 noundef zeroext %40)
  %42 = zext i8 %41 to i64
  %43 = add i64 %38, %42
  %44 = mul i64 %43, 31
  %45 = mul nuw nsw i32 %5, 1000
  %46 = trunc i64 %3 to i32
  %47 = mul i32 %46, -500
  %48 = add i32 %47, 35000
  %49 = tail call fastcc zeroext i32 @usub(i32 noundef zeroext %45, i32 noundef zeroext %48)
  %50 = zext i32 %49 to i64
  %51 = add i64 %44, %50
  %52 = mul i64 %51, 31
  %53 = trunc i64 %3 to i16
  %54 = mul i16 %53, 1000
  %55 = add i16 %54, -30000
  %56 = mul nuw i16 %19, 900
  %57 = tail call fastcc signext i16 @ssat16(i16 noundef signext %55, i16 noundef signext %56)
  %58 = zext i16 %57 to i64
  %59 = add i64 %52, %58
  %60 = mul i64 %59, 31
  %61 = mul i32 %5, -67108864
  %62 = add i32 %61, 2147483392
  %63 = trunc i64 %3 to i32
  %64 = mul i32 %63, 50331648
  %65 = tail call fastcc signext i32 @ssat32(i32 noundef signext %64, i32 noundef signext %62)
  %66 = zext i32 %65 to i64
  %67 = add i64 %60, %66
  %68 = mul i64 %67, 31
  %69 = mul i64 %3, 4611686018427387903
  %70 = tail call fastcc i64 @uadd64(i64 noundef %69)
  %71 = add i64 %68, %70
  %72 = icmp eq i64 %14, 70
  br i1 %72, label %79, label %2, !llvm.loop !5

73:                                               ; preds = %79
  %74 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %74) #10
  %75 = call fastcc i64 @objsize(i8* noundef nonnull %74)
  %76 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i64 noundef %98, i32 noundef signext 1, i64 noundef %75)
  %77 = trunc i64 %98 to i32
  %78 = and i32 %77, 127
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %74) #10
  ret i32 %78

79:                                               ; preds = %2, %79
  %80 = phi i64 [ %99, %79 ], [ -3, %2 ]
  %81 = phi i64 [ %98, %79 ], [ %71, %2 ]
  %82 = mul i64 %81, 31
  %83 = shl nsw i64 %80, 32
  %84 = shl i64 %80, 31
  %85 = add nsw i64 %84, 10737418240
  %86 = trunc i64 %80 to i32
  %87 = shl nsw i32 %86, 30
  %88 = mul i32 %86, 7
  %89 = tail call fastcc signext i32 @ovf_mixed(i64 noundef %83, i64 noundef %85, i32 noundef signext %87, i32 noundef zeroext %88)
  %90 = zext i32 %89 to i64
  %91 = add i64 %82, %90
  %92 = mul i32 %86, 8388607
  %93 = add i32 %92, 33554428
  %94 = mul i32 %86, 1048575
  %95 = add i32 %94, 3145725
  %96 = tail call fastcc signext i32 @ovf_odd(i32 noundef zeroext %93, i32 noundef zeroext %95)
  %97 = zext i32 %96 to i64
  %98 = add i64 %91, %97
  %99 = add nsw i64 %80, 1
  %100 = icmp eq i64 %99, 4
  br i1 %100, label %73, label %79, !llvm.loop !7
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i32 @fsh32(i32 noundef zeroext %0, i32 noundef zeroext %1, i32 noundef zeroext %2) unnamed_addr #2 {
  %4 = and i32 %2, 31
  %5 = icmp eq i32 %4, 0
  %6 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %1, i32 %4)
  %7 = select i1 %5, i32 %0, i32 %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @fsh64r(i64 noundef %0, i64 noundef %1, i32 noundef zeroext %2) unnamed_addr #3 {
  %4 = and i32 %2, 63
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %3
  %7 = zext i32 %4 to i64
  %8 = lshr i64 %1, %7
  %9 = sub nuw nsw i32 64, %4
  %10 = zext i32 %9 to i64
  %11 = shl i64 %0, %10
  %12 = or i64 %11, %8
  br label %13

13:                                               ; preds = %3, %6
  %14 = phi i64 [ %12, %6 ], [ %1, %3 ]
  ret i64 %14
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i16 @fsh16(i16 noundef zeroext %0, i16 noundef zeroext %1, i32 noundef zeroext %2) unnamed_addr #2 {
  %4 = trunc i32 %2 to i16
  %5 = tail call i16 @llvm.fshl.i16(i16 %0, i16 %0, i16 %4)
  %6 = zext i16 %0 to i32
  %7 = shl nuw i32 %6, 16
  %8 = zext i16 %1 to i32
  %9 = or i32 %7, %8
  %10 = and i32 %2, 15
  %11 = sub nuw nsw i32 16, %10
  %12 = lshr i32 %9, %11
  %13 = trunc i32 %12 to i16
  %14 = xor i16 %5, %13
  ret i16 %14
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i8 @rot8(i8 noundef zeroext %0, i32 noundef zeroext %1) unnamed_addr #2 {
  %3 = trunc i32 %1 to i8
  %4 = tail call i8 @llvm.fshr.i8(i8 %0, i8 %0, i8 %3)
  %5 = tail call i8 @llvm.fshl.i8(i8 %0, i8 %0, i8 3)
  %6 = add i8 %4, %5
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @fshc(i64 noundef %0) unnamed_addr #3 {
  %2 = shl i64 %0, 13
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i32 @fshc32(i32 noundef zeroext %0, i32 noundef zeroext %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.fshl.i32(i32 %1, i32 %0, i32 25)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i8 @usat8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #3 {
  %3 = zext i8 %0 to i32
  %4 = zext i8 %1 to i32
  %5 = add nuw nsw i32 %4, %3
  %6 = icmp ult i32 %5, 255
  %7 = select i1 %6, i32 %5, i32 255
  %8 = trunc i32 %7 to i8
  ret i8 %8
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i32 @usub(i32 noundef zeroext %0, i32 noundef zeroext %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.usub.sat.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc signext i16 @ssat16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 {
  %3 = tail call i16 @llvm.sadd.sat.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc signext i32 @ssat32(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.sadd.sat.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @uadd64(i64 noundef %0) unnamed_addr #3 {
  %2 = xor i64 %0, -9223372036854775808
  %3 = icmp ult i64 %2, %0
  %4 = select i1 %3, i64 -1, i64 %2
  ret i64 %4
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc signext i32 @ovf_mixed(i64 noundef %0, i64 noundef %1, i32 noundef signext %2, i32 noundef zeroext %3) unnamed_addr #2 {
  %5 = tail call i64 @llvm.abs.i64(i64 %0, i1 false)
  %6 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %5, i64 %1)
  %7 = extractvalue { i64, i1 } %6, 1
  %8 = extractvalue { i64, i1 } %6, 0
  %9 = lshr i64 %0, 63
  %10 = add nuw i64 %9, 9223372036854775807
  %11 = icmp ugt i64 %8, %10
  %12 = or i1 %7, %11
  %13 = select i1 %12, i32 2, i32 0
  %14 = sext i32 %2 to i65
  %15 = zext i32 %3 to i65
  %16 = add nsw i65 %15, %14
  %17 = lshr i65 %16, 64
  %18 = trunc i65 %17 to i32
  %19 = or i32 %13, %18
  %20 = sext i64 %0 to i65
  %21 = sext i64 %1 to i65
  %22 = sub nsw i65 %20, %21
  %23 = shl nuw nsw i32 %19, 2
  %24 = lshr i65 %22, 63
  %25 = trunc i65 %24 to i32
  %26 = and i32 %25, 2
  %27 = or i32 %23, %26
  %28 = zext i64 %1 to i65
  %29 = tail call { i65, i1 } @llvm.sadd.with.overflow.i65(i65 %20, i65 %28)
  %30 = extractvalue { i65, i1 } %29, 1
  %31 = extractvalue { i65, i1 } %29, 0
  %32 = add i65 %31, 9223372036854775808
  %33 = icmp slt i65 %32, 0
  %34 = or i1 %30, %33
  %35 = zext i1 %34 to i32
  %36 = or i32 %27, %35
  %37 = mul nuw nsw i32 %36, 1000
  %38 = xor i65 %31, %22
  %39 = xor i65 %38, %16
  %40 = trunc i65 %39 to i32
  %41 = and i32 %40, 1023
  %42 = add nsw i32 %37, %41
  ret i32 %42
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc signext i32 @ovf_odd(i32 noundef zeroext %0, i32 noundef zeroext %1) unnamed_addr #2 {
  %3 = zext i32 %0 to i64
  %4 = and i32 %0, 16777215
  %5 = zext i32 %1 to i64
  %6 = shl nuw nsw i64 %5, 10
  %7 = and i64 %6, 1099511626752
  %8 = trunc i64 %6 to i32
  %9 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %4, i32 %8)
  %10 = extractvalue { i32, i1 } %9, 1
  %11 = select i1 %10, i32 2, i32 0
  %12 = shl nuw nsw i64 %3, 20
  %13 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %7, i64 %12)
  %14 = extractvalue { i64, i1 } %13, 1
  %15 = extractvalue { i64, i1 } %13, 0
  %16 = select i1 %14, i32 4, i32 0
  %17 = or i32 %11, %16
  %18 = trunc i64 %15 to i32
  %19 = and i32 %18, 64512
  %20 = or i32 %17, %19
  ret i32 %20
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc i64 @objsize(i8* noundef %0) unnamed_addr #5 {
  %2 = alloca [16 x i8], align 1
  %3 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %3, i8 2, i64 16, i1 false)
  tail call void @llvm.prefetch.p0i8(i8* %0, i32 0, i32 3, i32 1)
  %4 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 1
  call void @llvm.prefetch.p0i8(i8* nonnull %4, i32 1, i32 0, i32 1)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #10
  ret i64 15
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.fshl.i16(i16, i16, i16) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshr.i8(i8, i8, i8) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshl.i8(i8, i8, i8) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i65, i1 } @llvm.sadd.with.overflow.i65(i65, i65) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #6

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.usub.sat.i32(i32, i32) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.sadd.sat.i16(i16, i16) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.sadd.sat.i32(i32, i32) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
