; ModuleID = 'c/sse2.c'
source_filename = "c/sse2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"masks %u acc %016llx %016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %59, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %39, %1 ]
  %4 = phi <2 x i64> [ <i64 81985529216486895, i64 -81985529216486896>, %0 ], [ %58, %1 ]
  %5 = mul nuw nsw i64 %2, 13
  %6 = trunc i64 %5 to i32
  %7 = trunc i64 %5 to i32
  %8 = insertelement <4 x i32> undef, i32 %7, i64 0
  %9 = shufflevector <4 x i32> %8, <4 x i32> poison, <4 x i32> zeroinitializer
  %10 = add <4 x i32> %9, <i32 7, i32 14, i32 21, i32 28>
  %11 = trunc i64 %5 to i32
  %12 = add i32 %11, 35
  %13 = trunc i64 %5 to i32
  %14 = insertelement <2 x i32> undef, i32 %13, i64 0
  %15 = shufflevector <2 x i32> %14, <2 x i32> poison, <2 x i32> zeroinitializer
  %16 = add <2 x i32> %15, <i32 42, i32 49>
  %17 = trunc i64 %5 to i32
  %18 = insertelement <8 x i32> undef, i32 %17, i64 0
  %19 = shufflevector <8 x i32> %18, <8 x i32> poison, <8 x i32> zeroinitializer
  %20 = add <8 x i32> %19, <i32 56, i32 63, i32 70, i32 77, i32 84, i32 91, i32 98, i32 105>
  %21 = insertelement <16 x i32> poison, i32 %6, i64 0
  %22 = shufflevector <4 x i32> %10, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %23 = shufflevector <16 x i32> %21, <16 x i32> %22, <16 x i32> <i32 0, i32 16, i32 17, i32 18, i32 19, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %24 = insertelement <16 x i32> %23, i32 %12, i64 5
  %25 = shufflevector <2 x i32> %16, <2 x i32> poison, <16 x i32> <i32 0, i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %26 = shufflevector <16 x i32> %24, <16 x i32> %25, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 17, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %27 = shufflevector <8 x i32> %20, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %28 = shufflevector <16 x i32> %26, <16 x i32> %27, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %29 = urem <16 x i32> %28, <i32 11, i32 11, i32 11, i32 11, i32 11, i32 11, i32 11, i32 11, i32 11, i32 11, i32 11, i32 11, i32 11, i32 11, i32 11, i32 11>
  %30 = trunc <16 x i32> %29 to <16 x i8>
  %31 = trunc i64 %2 to i32
  %32 = urem i32 %31, 11
  %33 = trunc i32 %32 to i8
  %34 = insertelement <16 x i8> undef, i8 %33, i64 0
  %35 = shufflevector <16 x i8> %34, <16 x i8> poison, <16 x i32> zeroinitializer
  %36 = icmp eq <16 x i8> %35, %30
  %37 = bitcast <16 x i1> %36 to i16
  %38 = zext i16 %37 to i32
  %39 = add i32 %3, %38
  %40 = mul i64 %2, -7046029254386353131
  %41 = lshr <2 x i64> %4, <i64 47, i64 47>
  %42 = xor <2 x i64> %41, %4
  %43 = shl <2 x i64> %42, <i64 5, i64 5>
  %44 = xor <2 x i64> %43, %42
  %45 = bitcast <2 x i64> %44 to <4 x i32>
  %46 = lshr <4 x i32> %45, <i32 3, i32 3, i32 3, i32 3>
  %47 = bitcast <4 x i32> %46 to <2 x i64>
  %48 = xor <2 x i64> %44, %47
  %49 = bitcast <2 x i64> %48 to <8 x i16>
  %50 = ashr <8 x i16> %49, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %51 = sub <8 x i16> %49, %50
  %52 = bitcast <8 x i16> %51 to <4 x i32>
  %53 = ashr <4 x i32> %52, <i32 31, i32 31, i32 31, i32 31>
  %54 = add <4 x i32> %53, %52
  %55 = bitcast <4 x i32> %54 to <2 x i64>
  %56 = insertelement <2 x i64> undef, i64 %40, i64 0
  %57 = shufflevector <2 x i64> %56, <2 x i64> poison, <2 x i32> zeroinitializer
  %58 = xor <2 x i64> %57, %55
  %59 = add nuw nsw i64 %2, 1
  %60 = icmp eq i64 %59, 200
  br i1 %60, label %61, label %1, !llvm.loop !5

61:                                               ; preds = %1
  %62 = extractelement <2 x i64> %58, i64 0
  %63 = extractelement <2 x i64> %58, i64 1
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef %39, i64 noundef %62, i64 noundef %63)
  %65 = and i32 %39, 127
  ret i32 %65
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
