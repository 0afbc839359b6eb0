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
  %3 = phi float [ 2.500000e-01, %0 ], [ %84, %2 ]
  %4 = phi <2 x float> [ <float -5.000000e-01, float 4.000000e+00>, %0 ], [ %81, %2 ]
  %5 = phi <2 x float> [ <float 0x3FD3333340000000, float 1.000000e+00>, %0 ], [ %30, %2 ]
  %6 = phi <2 x float> [ <float 0x3FB99999A0000000, float 0x3FC99999A0000000>, %0 ], [ %29, %2 ]
  %7 = phi <2 x float> [ <float 3.000000e+00, float -1.000000e+00>, %0 ], [ %40, %2 ]
  %8 = phi i64 [ 41, %0 ], [ %51, %2 ]
  %9 = phi i64 [ 1085276160, %0 ], [ %49, %2 ]
  %10 = phi float [ 2.000000e+00, %0 ], [ %60, %2 ]
  %11 = phi float [ 1.500000e+00, %0 ], [ %59, %2 ]
  %12 = phi double [ -3.000000e+00, %0 ], [ %66, %2 ]
  %13 = phi double [ 1.250000e+00, %0 ], [ %65, %2 ]
  %14 = phi i32 [ 0, %0 ], [ %89, %2 ]
  %15 = phi <2 x float> [ <float 1.000000e+00, float 2.000000e+00>, %0 ], [ %18, %2 ]
  %16 = phi float [ 3.000000e+00, %0 ], [ %19, %2 ]
  %17 = call fastcc { <2 x float>, float } @cross(<2 x float> %15, float %16, <2 x float> %4, float %3)
  %18 = extractvalue { <2 x float>, float } %17, 0
  %19 = extractvalue { <2 x float>, float } %17, 1
  %20 = extractelement <2 x float> %18, i64 0
  %21 = fpext float %20 to double
  %22 = extractelement <2 x float> %18, i64 1
  %23 = fpext float %22 to double
  %24 = fpext float %19 to double
  %25 = call fastcc float @dot3(<2 x float> %18, float %19, <2 x float> %4, float %3)
  %26 = fpext float %25 to double
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), double noundef %21, double noundef %23, double noundef %24, double noundef %26)
  %28 = call fastcc { <2 x float>, <2 x float> } @mix4(<2 x float> %6, <2 x float> %5)
  %29 = extractvalue { <2 x float>, <2 x float> } %28, 0
  %30 = extractvalue { <2 x float>, <2 x float> } %28, 1
  %31 = extractelement <2 x float> %29, i64 0
  %32 = fpext float %31 to double
  %33 = extractelement <2 x float> %29, i64 1
  %34 = fpext float %33 to double
  %35 = extractelement <2 x float> %30, i64 0
  %36 = fpext float %35 to double
  %37 = extractelement <2 x float> %30, i64 1
  %38 = fpext float %37 to double
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef %32, double noundef %34, double noundef %36, double noundef %38)
  %40 = call fastcc <2 x float> @rot(<2 x float> %7)
  %41 = extractelement <2 x float> %40, i64 0
  %42 = fpext float %41 to double
  %43 = extractelement <2 x float> %40, i64 1
  %44 = fpext float %43 to double
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %42, double noundef %44)
  %46 = shl nuw i64 %8, 32
  %47 = and i64 %9, 4294967295
  %48 = or i64 %46, %47
  %49 = call fastcc i64 @halve(i64 %48)
  %50 = trunc i64 %49 to i32
  %51 = lshr i64 %49, 32
  %52 = trunc i64 %51 to i32
  %53 = bitcast i32 %50 to float
  %54 = fpext float %53 to double
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), double noundef %54, i32 noundef %52)
  %56 = insertelement <2 x float> poison, float %11, i64 0
  %57 = insertelement <2 x float> %56, float %10, i64 1
  %58 = call fastcc <2 x float> @cmulf(<2 x float> noundef %57, <2 x float> noundef <float -5.000000e-01, float 2.500000e-01>)
  %59 = extractelement <2 x float> %58, i64 0
  %60 = extractelement <2 x float> %58, i64 1
  %61 = fpext float %59 to double
  %62 = fpext float %60 to double
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), double noundef %61, double noundef %62)
  %64 = call fastcc { double, double } @cmul(double noundef %13, double noundef %12)
  %65 = extractvalue { double, double } %64, 0
  %66 = extractvalue { double, double } %64, 1
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %65, double noundef %66)
  %68 = extractelement <2 x float> %18, i64 0
  %69 = extractelement <2 x float> %4, i64 1
  %70 = fadd float %69, %68
  %71 = fadd float %19, %70
  %72 = extractelement <2 x float> %4, i64 0
  %73 = fadd float %72, %71
  %74 = fadd float %22, %73
  %75 = insertelement <2 x float> undef, float %74, i64 0
  %76 = extractelement <2 x float> %18, i64 1
  %77 = fsub float %76, %3
  %78 = fadd float %68, %77
  %79 = fsub float %78, %69
  %80 = fadd float %19, %79
  %81 = insertelement <2 x float> %75, float %80, i64 1
  %82 = fmul float %3, %76
  %83 = call float @llvm.fmuladd.f32(float %19, float %72, float %82) #7
  %84 = fsub float %83, %20
  %85 = fpext float %74 to double
  %86 = fpext float %80 to double
  %87 = fpext float %84 to double
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), double noundef %85, double noundef %86, double noundef %87)
  %89 = add nuw nsw i32 %14, 1
  %90 = icmp eq i32 %89, 4
  br i1 %90, label %1, label %2, !llvm.loop !5
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc { <2 x float>, float } @cross(<2 x float> %0, float %1, <2 x float> %2, float %3) unnamed_addr #1 {
  %5 = extractelement <2 x float> %0, i64 1
  %6 = extractelement <2 x float> %2, i64 1
  %7 = fneg float %6
  %8 = fmul float %7, %1
  %9 = call float @llvm.fmuladd.f32(float %5, float %3, float %8)
  %10 = insertelement <2 x float> undef, float %9, i64 0
  %11 = extractelement <2 x float> %2, i64 0
  %12 = extractelement <2 x float> %0, i64 0
  %13 = fneg float %12
  %14 = fmul float %13, %3
  %15 = call float @llvm.fmuladd.f32(float %1, float %11, float %14)
  %16 = insertelement <2 x float> %10, float %15, i64 1
  %17 = fneg float %5
  %18 = fmul float %11, %17
  %19 = call float @llvm.fmuladd.f32(float %12, float %6, float %18)
  %20 = insertvalue { <2 x float>, float } poison, <2 x float> %16, 0
  %21 = insertvalue { <2 x float>, float } %20, float %19, 1
  ret { <2 x float>, float } %21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc float @dot3(<2 x float> %0, float %1, <2 x float> %2, float %3) unnamed_addr #1 {
  %5 = extractelement <2 x float> %0, i64 0
  %6 = extractelement <2 x float> %2, i64 0
  %7 = fmul <2 x float> %0, %2
  %8 = extractelement <2 x float> %7, i64 1
  %9 = call float @llvm.fmuladd.f32(float %5, float %6, float %8)
  %10 = call float @llvm.fmuladd.f32(float %1, float %3, float %9)
  ret float %10
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc { <2 x float>, <2 x float> } @mix4(<2 x float> %0, <2 x float> %1) unnamed_addr #1 {
  %3 = extractelement <2 x float> %0, i64 0
  %4 = fsub float 0x3FECCCCCC0000000, %3
  %5 = call float @llvm.fmuladd.f32(float %4, float 2.500000e-01, float %3)
  %6 = insertelement <2 x float> undef, float %5, i64 0
  %7 = extractelement <2 x float> %0, i64 1
  %8 = fsub float 5.000000e-01, %7
  %9 = call float @llvm.fmuladd.f32(float %8, float 2.500000e-01, float %7)
  %10 = insertelement <2 x float> %6, float %9, i64 1
  %11 = extractelement <2 x float> %1, i64 0
  %12 = fsub float 0.000000e+00, %11
  %13 = call float @llvm.fmuladd.f32(float %12, float 2.500000e-01, float %11)
  %14 = insertelement <2 x float> %1, float %13, i64 0
  %15 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %10, 0
  %16 = insertvalue { <2 x float>, <2 x float> } %15, <2 x float> %14, 1
  ret { <2 x float>, <2 x float> } %16
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc <2 x float> @rot(<2 x float> %0) unnamed_addr #1 {
  %2 = extractelement <2 x float> %0, i64 0
  %3 = extractelement <2 x float> %0, i64 1
  %4 = fmul float %3, 0xBFE99999A0000000
  %5 = call float @llvm.fmuladd.f32(float %2, float 0x3FE3333340000000, float %4)
  %6 = insertelement <2 x float> undef, float %5, i64 0
  %7 = fmul float %3, 0x3FE3333340000000
  %8 = call float @llvm.fmuladd.f32(float %2, float 0x3FE99999A0000000, float %7)
  %9 = insertelement <2 x float> %6, float %8, i64 1
  ret <2 x float> %9
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
  %3 = extractelement <2 x float> %0, i64 0
  %4 = extractelement <2 x float> %0, i64 1
  %5 = extractelement <2 x float> %1, i64 0
  %6 = extractelement <2 x float> %1, i64 1
  %7 = fmul <2 x float> %0, %1
  %8 = extractelement <2 x float> %7, i64 0
  %9 = fmul float %4, %6
  %10 = fmul float %3, %6
  %11 = fmul float %4, %5
  %12 = fsub float %8, %9
  %13 = fadd float %10, %11
  %14 = fcmp uno float %12, 0.000000e+00
  br i1 %14, label %15, label %21, !prof !8

15:                                               ; preds = %2
  %16 = fcmp uno float %13, 0.000000e+00
  br i1 %16, label %17, label %21, !prof !8

17:                                               ; preds = %15
  %18 = call <2 x float> @__mulsc3(float noundef %3, float noundef %4, float noundef %5, float noundef %6) #7
  %19 = extractelement <2 x float> %18, i64 0
  %20 = extractelement <2 x float> %18, i64 1
  br label %21

21:                                               ; preds = %17, %15, %2
  %22 = phi float [ %12, %2 ], [ %12, %15 ], [ %19, %17 ]
  %23 = phi float [ %13, %2 ], [ %13, %15 ], [ %20, %17 ]
  %24 = fadd float %22, 1.000000e+00
  %25 = insertelement <2 x float> undef, float %24, i64 0
  %26 = insertelement <2 x float> %25, float %23, i64 1
  ret <2 x float> %26
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
  br i1 %9, label %10, label %16, !prof !8

10:                                               ; preds = %2
  %11 = fcmp uno double %8, 0.000000e+00
  br i1 %11, label %12, label %16, !prof !8

12:                                               ; preds = %10
  %13 = call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef 2.000000e+00, double noundef 5.000000e-01) #7
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

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = !{!"branch_weights", i32 1, i32 1048575}
