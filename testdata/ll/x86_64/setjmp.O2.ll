; ModuleID = 'c/setjmp.c'
source_filename = "c/setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [19 x i8] c"work %ld depth %d\0A\00", align 1
@depth = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"retry %d %d\0A\00", align 1
@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@env2 = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @work(i64 noundef 0, i64 noundef 2, double noundef 0.000000e+00)
  %2 = tail call fastcc i64 @work(i64 noundef 1, i64 noundef 3, double noundef 2.500000e-01)
  %3 = add nsw i64 %2, %1
  %4 = tail call fastcc i64 @work(i64 noundef 2, i64 noundef 4, double noundef 5.000000e-01)
  %5 = add nsw i64 %4, %3
  %6 = tail call fastcc i64 @work(i64 noundef 3, i64 noundef 5, double noundef 7.500000e-01)
  %7 = add nsw i64 %6, %5
  %8 = tail call fastcc i64 @work(i64 noundef 4, i64 noundef 6, double noundef 1.000000e+00)
  %9 = add nsw i64 %8, %7
  %10 = load i32, i32* @depth, align 4, !tbaa !5
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i64 noundef %9, i32 noundef %10)
  %12 = tail call fastcc i32 @retry(i32 noundef 3)
  %13 = tail call fastcc i32 @retry(i32 noundef 7)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef %12, i32 noundef %13)
  %15 = srem i64 %9, 101
  %16 = trunc i64 %15 to i32
  ret i32 %16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @work(i64 noundef %0, i64 noundef %1, double noundef %2) unnamed_addr #2 {
  %4 = alloca i32, align 4
  %5 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5)
  store volatile i32 0, i32* %4, align 4, !tbaa !5
  %6 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0)) #8
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %3
  %9 = mul i64 %1, 45
  %10 = mul i64 %0, 315
  %11 = add i64 %10, %9
  %12 = load volatile i32, i32* %4, align 4, !tbaa !5
  %13 = add nsw i32 %12, 1
  store volatile i32 %13, i32* %4, align 4, !tbaa !5
  %14 = trunc i64 %11 to i32
  %15 = and i32 %14, 1
  call fastcc void @thrower(i32 noundef %15)
  br label %37

16:                                               ; preds = %3
  %17 = shl i64 %1, 3
  %18 = xor i64 %17, %0
  %19 = mul nsw i64 %0, 7
  %20 = add nsw i64 %19, %1
  %21 = sitofp i64 %0 to double
  %22 = call double @llvm.fmuladd.f64(double %2, double 1.500000e+00, double %21)
  %23 = load volatile i32, i32* %4, align 4, !tbaa !5
  %24 = add nsw i32 %23, 1
  store volatile i32 %24, i32* %4, align 4, !tbaa !5
  %25 = mul nsw i64 %20, 3
  %26 = add nsw i64 %25, %18
  %27 = fmul double %22, 1.000000e+01
  %28 = fptosi double %27 to i64
  %29 = add nsw i64 %26, %28
  %30 = mul nsw i32 %6, 1000
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %29, %31
  %33 = load volatile i32, i32* %4, align 4, !tbaa !5
  %34 = mul nsw i32 %33, 100000
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %32, %35
  br label %37

37:                                               ; preds = %16, %8
  %38 = phi i64 [ -1, %8 ], [ %36, %16 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5)
  ret i64 %38
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @retry(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca i32, align 4
  %3 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3)
  store volatile i32 0, i32* %2, align 4, !tbaa !5
  %4 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env2, i64 0, i64 0)) #8
  %5 = icmp slt i32 %4, %0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load volatile i32, i32* %2, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store volatile i32 %8, i32* %2, align 4, !tbaa !5
  %9 = load volatile i32, i32* %2, align 4, !tbaa !5
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env2, i64 0, i64 0), i32 noundef %9) #9
  unreachable

10:                                               ; preds = %1
  %11 = mul nsw i32 %0, 11
  %12 = load volatile i32, i32* %2, align 4, !tbaa !5
  %13 = add nsw i32 %12, %11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3)
  ret i32 %13
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) local_unnamed_addr #5

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @thrower(i32 noundef %0) unnamed_addr #2 {
  %2 = load i32, i32* @depth, align 4, !tbaa !5
  %3 = call i32 @llvm.smax.i32(i32 %0, i32 4)
  %4 = add i32 %2, %3
  %5 = add i32 %4, 1
  %6 = sub i32 %5, %0
  store i32 %6, i32* @depth, align 4, !tbaa !5
  tail call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0), i32 noundef 4) #9
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind returns_twice }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
