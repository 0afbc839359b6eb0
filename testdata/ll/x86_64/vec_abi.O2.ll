; ModuleID = 'c/vec_abi.c'
source_filename = "c/vec_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"cross %a %a %a dot %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"mix %a %a %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"rot %a %a\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"halve %a %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"cmulf %a %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"cmul %a %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"many %a %a %a\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %2

1:                                                ; preds = %2
  ret i32 0

2:                                                ; preds = %0, %2
  %3 = phi float [ 2.500000e-01, %0 ], [ %79, %2 ]
  %4 = phi <2 x float> [ <float -5.000000e-01, float 4.000000e+00>, %0 ], [ %76, %2 ]
  %5 = phi <2 x float> [ <float 0x3FD3333340000000, float 1.000000e+00>, %0 ], [ %29, %2 ]
  %6 = phi <2 x float> [ <float 0x3FB99999A0000000, float 0x3FC99999A0000000>, %0 ], [ %28, %2 ]
  %7 = phi <2 x float> [ <float 3.000000e+00, float -1.000000e+00>, %0 ], [ %39, %2 ]
  %8 = phi i64 [ 41, %0 ], [ %50, %2 ]
  %9 = phi i64 [ 1085276160, %0 ], [ %48, %2 ]
  %10 = phi double [ -3.000000e+00, %0 ], [ %63, %2 ]
  %11 = phi double [ 1.250000e+00, %0 ], [ %62, %2 ]
  %12 = phi i32 [ 0, %0 ], [ %84, %2 ]
  %13 = phi <2 x float> [ <float 1.000000e+00, float 2.000000e+00>, %0 ], [ %17, %2 ]
  %14 = phi float [ 3.000000e+00, %0 ], [ %18, %2 ]
  %15 = phi <2 x float> [ <float 1.500000e+00, float 2.000000e+00>, %0 ], [ %55, %2 ]
  %16 = tail call fastcc { <2 x float>, float } @cross(<2 x float> %13, float %14, <2 x float> %4, float %3)
  %17 = extractvalue { <2 x float>, float } %16, 0
  %18 = extractvalue { <2 x float>, float } %16, 1
  %19 = extractelement <2 x float> %17, i64 0
  %20 = fpext float %19 to double
  %21 = extractelement <2 x float> %17, i64 1
  %22 = fpext float %21 to double
  %23 = fpext float %18 to double
  %24 = tail call fastcc float @dot3(<2 x float> %17, float %18, <2 x float> %4, float %3)
  %25 = fpext float %24 to double
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), double noundef %20, double noundef %22, double noundef %23, double noundef %25)
  %27 = tail call fastcc { <2 x float>, <2 x float> } @mix4(<2 x float> %6, <2 x float> %5)
  %28 = extractvalue { <2 x float>, <2 x float> } %27, 0
  %29 = extractvalue { <2 x float>, <2 x float> } %27, 1
  %30 = extractelement <2 x float> %28, i64 0
  %31 = fpext float %30 to double
  %32 = extractelement <2 x float> %28, i64 1
  %33 = fpext float %32 to double
  %34 = extractelement <2 x float> %29, i64 0
  %35 = fpext float %34 to double
  %36 = extractelement <2 x float> %29, i64 1
  %37 = fpext float %36 to double
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef %31, double noundef %33, double noundef %35, double noundef %37)
  %39 = tail call fastcc <2 x float> @rot(<2 x float> %7)
  %40 = extractelement <2 x float> %39, i64 0
  %41 = fpext float %40 to double
  %42 = extractelement <2 x float> %39, i64 1
  %43 = fpext float %42 to double
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %41, double noundef %43)
  %45 = shl nuw i64 %8, 32
  %46 = and i64 %9, 4294967295
  %47 = or i64 %45, %46
  %48 = tail call fastcc i64 @halve(i64 %47)
  %49 = trunc i64 %48 to i32
  %50 = lshr i64 %48, 32
  %51 = trunc i64 %50 to i32
  %52 = bitcast i32 %49 to float
  %53 = fpext float %52 to double
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), double noundef %53, i32 noundef %51)
  %55 = tail call fastcc <2 x float> @cmulf(<2 x float> noundef %15, <2 x float> noundef <float -5.000000e-01, float 2.500000e-01>)
  %56 = extractelement <2 x float> %55, i64 0
  %57 = fpext float %56 to double
  %58 = extractelement <2 x float> %55, i64 1
  %59 = fpext float %58 to double
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), double noundef %57, double noundef %59)
  %61 = tail call fastcc { double, double } @cmul(double noundef %11, double noundef %10)
  %62 = extractvalue { double, double } %61, 0
  %63 = extractvalue { double, double } %61, 1
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %62, double noundef %63)
  %65 = extractelement <2 x float> %4, i64 1
  %66 = fadd float %65, %19
  %67 = fadd float %18, %66
  %68 = extractelement <2 x float> %4, i64 0
  %69 = fadd float %68, %67
  %70 = fadd float %21, %69
  %71 = insertelement <2 x float> undef, float %70, i64 0
  %72 = fsub float %21, %3
  %73 = fadd float %19, %72
  %74 = fsub float %73, %65
  %75 = fadd float %18, %74
  %76 = insertelement <2 x float> %71, float %75, i64 1
  %77 = fmul float %3, %21
  %78 = tail call float @llvm.fmuladd.f32(float %18, float %68, float %77) #8
  %79 = fsub float %78, %19
  %80 = fpext float %70 to double
  %81 = fpext float %75 to double
  %82 = fpext float %79 to double
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), double noundef %80, double noundef %81, double noundef %82)
  %84 = add nuw nsw i32 %12, 1
  %85 = icmp eq i32 %84, 4
  br i1 %85, label %1, label %2, !llvm.loop !5
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc { <2 x float>, float } @cross(<2 x float> %0, float %1, <2 x float> %2, float %3) unnamed_addr #1 {
  %5 = extractelement <2 x float> %0, i64 1
  %6 = extractelement <2 x float> %2, i64 1
  %7 = extractelement <2 x float> %2, i64 0
  %8 = extractelement <2 x float> %0, i64 0
  %9 = shufflevector <2 x float> %2, <2 x float> %0, <2 x i32> <i32 1, i32 2>
  %10 = fneg <2 x float> %9
  %11 = insertelement <2 x float> poison, float %1, i64 0
  %12 = insertelement <2 x float> %11, float %3, i64 1
  %13 = fmul <2 x float> %12, %10
  %14 = insertelement <2 x float> poison, float %1, i64 1
  %15 = shufflevector <2 x float> %14, <2 x float> %0, <2 x i32> <i32 3, i32 1>
  %16 = insertelement <2 x float> poison, float %3, i64 0
  %17 = shufflevector <2 x float> %16, <2 x float> %2, <2 x i32> <i32 0, i32 2>
  %18 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %15, <2 x float> %17, <2 x float> %13)
  %19 = fneg float %5
  %20 = fmul float %7, %19
  %21 = tail call float @llvm.fmuladd.f32(float %8, float %6, float %20)
  %22 = insertvalue { <2 x float>, float } poison, <2 x float> %18, 0
  %23 = insertvalue { <2 x float>, float } %22, float %21, 1
  ret { <2 x float>, float } %23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc float @dot3(<2 x float> %0, float %1, <2 x float> %2, float %3) unnamed_addr #1 {
  %5 = extractelement <2 x float> %0, i64 0
  %6 = extractelement <2 x float> %2, i64 0
  %7 = fmul <2 x float> %0, %2
  %8 = extractelement <2 x float> %7, i64 1
  %9 = tail call float @llvm.fmuladd.f32(float %5, float %6, float %8)
  %10 = tail call float @llvm.fmuladd.f32(float %1, float %3, float %9)
  ret float %10
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc { <2 x float>, <2 x float> } @mix4(<2 x float> %0, <2 x float> %1) unnamed_addr #1 {
  %3 = extractelement <2 x float> %0, i64 0
  %4 = fsub float 0x3FECCCCCC0000000, %3
  %5 = tail call float @llvm.fmuladd.f32(float %4, float 2.500000e-01, float %3)
  %6 = insertelement <2 x float> undef, float %5, i64 0
  %7 = shufflevector <2 x float> %0, <2 x float> %1, <2 x i32> <i32 1, i32 2>
  %8 = fsub <2 x float> <float 5.000000e-01, float 0.000000e+00>, %7
  %9 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %8, <2 x float> <float 2.500000e-01, float 2.500000e-01>, <2 x float> %7)
  %10 = shufflevector <2 x float> %6, <2 x float> %9, <2 x i32> <i32 0, i32 2>
  %11 = shufflevector <2 x float> %1, <2 x float> %9, <2 x i32> <i32 3, i32 1>
  %12 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %10, 0
  %13 = insertvalue { <2 x float>, <2 x float> } %12, <2 x float> %11, 1
  ret { <2 x float>, <2 x float> } %13
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc <2 x float> @rot(<2 x float> %0) unnamed_addr #1 {
  %2 = shufflevector <2 x float> %0, <2 x float> undef, <2 x i32> <i32 1, i32 1>
  %3 = fmul <2 x float> %2, <float 0xBFE99999A0000000, float 0x3FE3333340000000>
  %4 = shufflevector <2 x float> %0, <2 x float> undef, <2 x i32> zeroinitializer
  %5 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %4, <2 x float> <float 0x3FE3333340000000, float 0x3FE99999A0000000>, <2 x float> %3)
  ret <2 x float> %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @halve(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i32
  %3 = bitcast i32 %2 to float
  %4 = lshr i64 %0, 32
  %5 = trunc i64 %4 to i32
  %6 = fmul float %3, 5.000000e-01
  %7 = sdiv i32 %5, 2
  %8 = bitcast float %6 to i32
  %9 = zext i32 %7 to i64
  %10 = shl nuw i64 %9, 32
  %11 = zext i32 %8 to i64
  %12 = or i64 %10, %11
  ret i64 %12
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc <2 x float> @cmulf(<2 x float> noundef %0, <2 x float> noundef %1) unnamed_addr #4 {
  %3 = extractelement <2 x float> %1, i64 1
  %4 = extractelement <2 x float> %1, i64 0
  %5 = shufflevector <2 x float> %1, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %6 = extractelement <2 x float> %0, i64 1
  %7 = extractelement <2 x float> %0, i64 0
  %8 = fmul <2 x float> %0, %1
  %9 = fmul <2 x float> %5, %0
  %10 = shufflevector <2 x float> %8, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %11 = fsub <2 x float> %8, %10
  %12 = extractelement <2 x float> %11, i64 0
  %13 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %14 = fadd <2 x float> %9, %13
  %15 = extractelement <2 x float> %14, i64 0
  %16 = fcmp uno float %12, 0.000000e+00
  br i1 %16, label %17, label %23, !prof !7

17:                                               ; preds = %2
  %18 = fcmp uno float %15, 0.000000e+00
  br i1 %18, label %19, label %23, !prof !7

19:                                               ; preds = %17
  %20 = tail call <2 x float> @__mulsc3(float noundef %7, float noundef %6, float noundef %4, float noundef %3) #8
  %21 = extractelement <2 x float> %20, i64 0
  %22 = extractelement <2 x float> %20, i64 1
  br label %23

23:                                               ; preds = %19, %17, %2
  %24 = phi float [ %12, %2 ], [ %12, %17 ], [ %21, %19 ]
  %25 = phi float [ %15, %2 ], [ %15, %17 ], [ %22, %19 ]
  %26 = fadd float %24, 1.000000e+00
  %27 = insertelement <2 x float> undef, float %26, i64 0
  %28 = insertelement <2 x float> %27, float %25, i64 1
  ret <2 x float> %28
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @cmul(double noundef %0, double noundef %1) unnamed_addr #5 {
  %3 = fmul double %0, 2.000000e+00
  %4 = fmul double %1, 5.000000e-01
  %5 = fmul double %0, 5.000000e-01
  %6 = fmul double %1, 2.000000e+00
  %7 = fsub double %3, %4
  %8 = fadd double %5, %6
  %9 = fcmp uno double %7, 0.000000e+00
  br i1 %9, label %10, label %16, !prof !7

10:                                               ; preds = %2
  %11 = fcmp uno double %8, 0.000000e+00
  br i1 %11, label %12, label %16, !prof !7

12:                                               ; preds = %10
  %13 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef 2.000000e+00, double noundef 5.000000e-01) #8
  %14 = extractvalue { double, double } %13, 0
  %15 = extractvalue { double, double } %13, 1
  br label %16

16:                                               ; preds = %12, %10, %2
  %17 = phi double [ %7, %2 ], [ %7, %10 ], [ %14, %12 ]
  %18 = phi double [ %8, %2 ], [ %8, %10 ], [ %15, %12 ]
  %19 = fadd double %18, -1.000000e+00
  %20 = insertvalue { double, double } poison, double %17, 0
  %21 = insertvalue { double, double } %20, double %19, 1
  ret { double, double } %21
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #6

declare <2 x float> @__mulsc3(float, float, float, float) local_unnamed_addr

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"branch_weights", i32 1, i32 1048575}
