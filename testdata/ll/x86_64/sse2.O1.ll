; ModuleID = 'c/sse2.c'
source_filename = "c/sse2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"masks %u acc %016llx %016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca <16 x i8>, align 16
  %2 = getelementptr inbounds <16 x i8>, <16 x i8>* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #3
  br label %3

3:                                                ; preds = %0, %13
  %4 = phi i64 [ 0, %0 ], [ %43, %13 ]
  %5 = phi i32 [ 0, %0 ], [ %23, %13 ]
  %6 = phi <2 x i64> [ <i64 81985529216486895, i64 -81985529216486896>, %0 ], [ %42, %13 ]
  %7 = mul nuw nsw i64 %4, 13
  br label %45

8:                                                ; preds = %13
  %9 = extractelement <2 x i64> %42, i64 0
  %10 = extractelement <2 x i64> %42, i64 1
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef %23, i64 noundef %9, i64 noundef %10)
  %12 = and i32 %23, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #3
  ret i32 %12

13:                                               ; preds = %45
  %14 = trunc i64 %4 to i32
  %15 = urem i32 %14, 11
  %16 = trunc i32 %15 to i8
  %17 = load <16 x i8>, <16 x i8>* %1, align 16, !tbaa !5
  %18 = insertelement <16 x i8> undef, i8 %16, i64 0
  %19 = shufflevector <16 x i8> %18, <16 x i8> poison, <16 x i32> zeroinitializer
  %20 = icmp eq <16 x i8> %17, %19
  %21 = bitcast <16 x i1> %20 to i16
  %22 = zext i16 %21 to i32
  %23 = add i32 %5, %22
  %24 = mul i64 %4, -7046029254386353131
  %25 = lshr <2 x i64> %6, <i64 47, i64 47>
  %26 = xor <2 x i64> %25, %6
  %27 = shl <2 x i64> %26, <i64 5, i64 5>
  %28 = xor <2 x i64> %27, %26
  %29 = bitcast <2 x i64> %28 to <4 x i32>
  %30 = lshr <4 x i32> %29, <i32 3, i32 3, i32 3, i32 3>
  %31 = bitcast <4 x i32> %30 to <2 x i64>
  %32 = xor <2 x i64> %28, %31
  %33 = bitcast <2 x i64> %32 to <8 x i16>
  %34 = ashr <8 x i16> %33, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %35 = sub <8 x i16> %33, %34
  %36 = bitcast <8 x i16> %35 to <4 x i32>
  %37 = ashr <4 x i32> %36, <i32 31, i32 31, i32 31, i32 31>
  %38 = add <4 x i32> %37, %36
  %39 = bitcast <4 x i32> %38 to <2 x i64>
  %40 = insertelement <2 x i64> undef, i64 %24, i64 0
  %41 = shufflevector <2 x i64> %40, <2 x i64> poison, <2 x i32> zeroinitializer
  %42 = xor <2 x i64> %41, %39
  %43 = add nuw nsw i64 %4, 1
  %44 = icmp eq i64 %43, 200
  br i1 %44, label %8, label %3, !llvm.loop !8

45:                                               ; preds = %3, %45
  %46 = phi i64 [ 0, %3 ], [ %53, %45 ]
  %47 = mul nuw nsw i64 %46, 7
  %48 = add nuw nsw i64 %47, %7
  %49 = trunc i64 %48 to i32
  %50 = urem i32 %49, 11
  %51 = trunc i32 %50 to i8
  %52 = getelementptr inbounds <16 x i8>, <16 x i8>* %1, i64 0, i64 %46
  store i8 %51, i8* %52, align 1, !tbaa !5
  %53 = add nuw nsw i64 %46, 1
  %54 = icmp eq i64 %53, 16
  br i1 %54, label %13, label %45, !llvm.loop !11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !9, !10}
