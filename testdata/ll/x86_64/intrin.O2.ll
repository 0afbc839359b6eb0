; ModuleID = 'c/intrin.c'
source_filename = "c/intrin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"h %llu known %d size %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  br label %8

2:                                                ; preds = %8
  %3 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %3) #10
  %4 = call fastcc i64 @objsize(i8* noundef nonnull %3)
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i64 noundef %77, i32 noundef 1, i64 noundef %4)
  %6 = trunc i64 %77 to i32
  %7 = and i32 %6, 127
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %3) #10
  ret i32 %7

8:                                                ; preds = %0, %8
  %9 = phi i64 [ 0, %0 ], [ %20, %8 ]
  %10 = phi i64 [ 0, %0 ], [ %77, %8 ]
  %11 = trunc i64 %9 to i32
  %12 = mul i64 %10, 31
  %13 = mul i32 %11, 305419896
  %14 = xor i32 %11, -1698898192
  %15 = tail call fastcc i32 @fsh32(i32 noundef %13, i32 noundef %14, i32 noundef %11)
  %16 = zext i32 %15 to i64
  %17 = add i64 %12, %16
  %18 = mul i64 %17, 31
  %19 = mul nuw nsw i64 %9, 81985529216486895
  %20 = add nuw nsw i64 %9, 1
  %21 = udiv i64 -1, %20
  %22 = tail call fastcc i64 @fsh64r(i64 noundef %19, i64 noundef %21, i32 noundef %11)
  %23 = add i64 %18, %22
  %24 = mul i64 %23, 31
  %25 = trunc i64 %9 to i16
  %26 = mul i16 %25, 977
  %27 = mul nuw nsw i16 %25, 131
  %28 = tail call fastcc zeroext i16 @fsh16(i16 noundef zeroext %26, i16 noundef zeroext %27, i32 noundef %11)
  %29 = zext i16 %28 to i64
  %30 = add i64 %24, %29
  %31 = mul i64 %30, 31
  %32 = trunc i64 %9 to i8
  %33 = mul i8 %32, 7
  %34 = tail call fastcc zeroext i8 @rot8(i8 noundef zeroext %33, i32 noundef %11)
  %35 = zext i8 %34 to i64
  %36 = add i64 %31, %35
  %37 = mul i64 %36, 31
  %38 = tail call fastcc i64 @fshc(i64 noundef %36)
  %39 = trunc i64 %36 to i32
  %40 = tail call fastcc i32 @fshc32(i32 noundef %39, i32 noundef %11)
  %41 = zext i32 %40 to i64
  %42 = add i64 %38, %41
  %43 = add i64 %42, %37
  %44 = mul i64 %43, 31
  %45 = mul i8 %32, 5
  %46 = mul nuw i8 %32, 3
  %47 = tail call fastcc zeroext i8 @usat8(i8 noundef zeroext %45, i8 noundef zeroext %46)
  %48 = zext i8 %47 to i64
  %49 = add i64 %44, %48
  %50 = mul i64 %49, 31
  %51 = mul nuw nsw i32 %11, 1000
  %52 = trunc i64 %9 to i32
  %53 = mul i32 %52, -500
  %54 = add i32 %53, 35000
  %55 = tail call fastcc i32 @usub(i32 noundef %51, i32 noundef %54)
  %56 = zext i32 %55 to i64
  %57 = add i64 %50, %56
  %58 = mul i64 %57, 31
  %59 = trunc i64 %9 to i16
  %60 = mul i16 %59, 1000
  %61 = add i16 %60, -30000
  %62 = mul nuw i16 %25, 900
  %63 = tail call fastcc signext i16 @ssat16(i16 noundef signext %61, i16 noundef signext %62)
  %64 = zext i16 %63 to i64
  %65 = add i64 %58, %64
  %66 = mul i64 %65, 31
  %67 = mul i32 %11, -67108864
  %68 = add i32 %67, 2147483392
  %69 = trunc i64 %9 to i32
  %70 = mul i32 %69, 50331648
  %71 = tail call fastcc i32 @ssat32(i32 noundef %70, i32 noundef %68)
  %72 = zext i32 %71 to i64
  %73 = add i64 %66, %72
  %74 = mul i64 %73, 31
  %75 = mul i64 %9, 4611686018427387903
  %76 = tail call fastcc i64 @uadd64(i64 noundef %75)
  %77 = add i64 %74, %76
  %78 = icmp eq i64 %20, 70
  br i1 %78, label %2, label %8, !llvm.loop !5
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @fsh32(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = and i32 %2, 31
  %5 = icmp eq i32 %4, 0
  %6 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %1, i32 %4)
  %7 = select i1 %5, i32 %0, i32 %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @fsh64r(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = zext i32 %2 to i64
  %5 = tail call i64 @llvm.fshr.i64(i64 %0, i64 %1, i64 %4)
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc zeroext i16 @fsh16(i16 noundef zeroext %0, i16 noundef zeroext %1, i32 noundef %2) unnamed_addr #2 {
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
define internal fastcc zeroext i8 @rot8(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 {
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
define internal fastcc i32 @fshc32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
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
define internal fastcc i32 @usub(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.usub.sat.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc signext i16 @ssat16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 {
  %3 = tail call i16 @llvm.sadd.sat.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @ssat32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
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

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc i64 @objsize(i8* noundef %0) unnamed_addr #5 {
  %2 = alloca [16 x i8], align 16
  %3 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %3, i8 2, i64 16, i1 false)
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
declare i64 @llvm.fshr.i64(i64, i64, i64) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.sadd.sat.i32(i32, i32) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
