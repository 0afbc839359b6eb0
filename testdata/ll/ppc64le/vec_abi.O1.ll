; ModuleID = 'c/vec_abi.c'
source_filename = "c/vec_abi.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"cross %a %a %a dot %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"mix %a %a %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"rot %a %a\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"halve %a %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"cmulf %a %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"cmul %a %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"many %a %a %a\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  br label %2

1:                                                ; preds = %2
  ret i32 0

2:                                                ; preds = %0, %2
  %3 = phi float [ 3.000000e+00, %0 ], [ %31, %2 ]
  %4 = phi float [ 2.000000e+00, %0 ], [ %30, %2 ]
  %5 = phi float [ 1.000000e+00, %0 ], [ %29, %2 ]
  %6 = phi float [ 2.500000e-01, %0 ], [ %90, %2 ]
  %7 = phi float [ 4.000000e+00, %0 ], [ %87, %2 ]
  %8 = phi float [ -5.000000e-01, %0 ], [ %83, %2 ]
  %9 = phi float [ 1.000000e+00, %0 ], [ %46, %2 ]
  %10 = phi float [ 0x3FD3333340000000, %0 ], [ %45, %2 ]
  %11 = phi float [ 0x3FC99999A0000000, %0 ], [ %44, %2 ]
  %12 = phi float [ 0x3FB99999A0000000, %0 ], [ %43, %2 ]
  %13 = phi float [ -1.000000e+00, %0 ], [ %56, %2 ]
  %14 = phi float [ 3.000000e+00, %0 ], [ %55, %2 ]
  %15 = phi i64 [ 41, %0 ], [ %65, %2 ]
  %16 = phi i64 [ 1085276160, %0 ], [ %63, %2 ]
  %17 = phi float [ 2.000000e+00, %0 ], [ %72, %2 ]
  %18 = phi float [ 1.500000e+00, %0 ], [ %71, %2 ]
  %19 = phi double [ -3.000000e+00, %0 ], [ %78, %2 ]
  %20 = phi double [ 1.250000e+00, %0 ], [ %77, %2 ]
  %21 = phi i32 [ 0, %0 ], [ %95, %2 ]
  %22 = insertvalue [3 x float] poison, float %5, 0
  %23 = insertvalue [3 x float] %22, float %4, 1
  %24 = insertvalue [3 x float] %23, float %3, 2
  %25 = insertvalue [3 x float] poison, float %8, 0
  %26 = insertvalue [3 x float] %25, float %7, 1
  %27 = insertvalue [3 x float] %26, float %6, 2
  %28 = call fastcc [3 x float] @cross([3 x float] %24, [3 x float] %27)
  %29 = extractvalue [3 x float] %28, 0
  %30 = extractvalue [3 x float] %28, 1
  %31 = extractvalue [3 x float] %28, 2
  %32 = fpext float %29 to double
  %33 = fpext float %30 to double
  %34 = fpext float %31 to double
  %35 = call fastcc float @dot3([3 x float] %28, [3 x float] %27)
  %36 = fpext float %35 to double
  %37 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), double noundef %32, double noundef %33, double noundef %34, double noundef %36)
  %38 = insertvalue [4 x float] poison, float %12, 0
  %39 = insertvalue [4 x float] %38, float %11, 1
  %40 = insertvalue [4 x float] %39, float %10, 2
  %41 = insertvalue [4 x float] %40, float %9, 3
  %42 = call fastcc [4 x float] @mix4([4 x float] %41)
  %43 = extractvalue [4 x float] %42, 0
  %44 = extractvalue [4 x float] %42, 1
  %45 = extractvalue [4 x float] %42, 2
  %46 = extractvalue [4 x float] %42, 3
  %47 = fpext float %43 to double
  %48 = fpext float %44 to double
  %49 = fpext float %45 to double
  %50 = fpext float %46 to double
  %51 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef %47, double noundef %48, double noundef %49, double noundef %50)
  %52 = insertvalue [2 x float] poison, float %14, 0
  %53 = insertvalue [2 x float] %52, float %13, 1
  %54 = call fastcc [2 x float] @rot([2 x float] %53)
  %55 = extractvalue [2 x float] %54, 0
  %56 = extractvalue [2 x float] %54, 1
  %57 = fpext float %55 to double
  %58 = fpext float %56 to double
  %59 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %57, double noundef %58)
  %60 = shl nuw i64 %15, 32
  %61 = and i64 %16, 4294967295
  %62 = or i64 %60, %61
  %63 = call fastcc i64 @halve(i64 %62)
  %64 = trunc i64 %63 to i32
  %65 = lshr i64 %63, 32
  %66 = trunc i64 %65 to i32
  %67 = bitcast i32 %64 to float
  %68 = fpext float %67 to double
  %69 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), double noundef %68, i32 noundef signext %66)
  %70 = call fastcc { float, float } @cmulf(float noundef %18, float noundef %17)
  %71 = extractvalue { float, float } %70, 0
  %72 = extractvalue { float, float } %70, 1
  %73 = fpext float %71 to double
  %74 = fpext float %72 to double
  %75 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), double noundef %73, double noundef %74)
  %76 = call fastcc { double, double } @cmul(double noundef %20, double noundef %19)
  %77 = extractvalue { double, double } %76, 0
  %78 = extractvalue { double, double } %76, 1
  %79 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %77, double noundef %78)
  %80 = fadd float %7, %29
  %81 = fadd float %31, %80
  %82 = fadd float %8, %81
  %83 = fadd float %30, %82
  %84 = fsub float %30, %6
  %85 = fadd float %29, %84
  %86 = fsub float %85, %7
  %87 = fadd float %31, %86
  %88 = fmul float %6, %30
  %89 = call float @llvm.fmuladd.f32(float %31, float %8, float %88) #6
  %90 = fsub float %89, %29
  %91 = fpext float %83 to double
  %92 = fpext float %87 to double
  %93 = fpext float %90 to double
  %94 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), double noundef %91, double noundef %92, double noundef %93)
  %95 = add nuw nsw i32 %21, 1
  %96 = icmp eq i32 %95, 4
  br i1 %96, label %1, label %2, !llvm.loop !5
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc [3 x float] @cross([3 x float] %0, [3 x float] %1) unnamed_addr #1 {
  %3 = extractvalue [3 x float] %0, 0
  %4 = extractvalue [3 x float] %0, 1
  %5 = extractvalue [3 x float] %0, 2
  %6 = extractvalue [3 x float] %1, 0
  %7 = extractvalue [3 x float] %1, 1
  %8 = extractvalue [3 x float] %1, 2
  %9 = fneg float %5
  %10 = fmul float %7, %9
  %11 = call float @llvm.fmuladd.f32(float %4, float %8, float %10)
  %12 = fneg float %3
  %13 = fmul float %8, %12
  %14 = call float @llvm.fmuladd.f32(float %5, float %6, float %13)
  %15 = fneg float %4
  %16 = fmul float %6, %15
  %17 = call float @llvm.fmuladd.f32(float %3, float %7, float %16)
  %18 = insertvalue [3 x float] poison, float %11, 0
  %19 = insertvalue [3 x float] %18, float %14, 1
  %20 = insertvalue [3 x float] %19, float %17, 2
  ret [3 x float] %20
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc float @dot3([3 x float] %0, [3 x float] %1) unnamed_addr #1 {
  %3 = extractvalue [3 x float] %0, 0
  %4 = extractvalue [3 x float] %0, 1
  %5 = extractvalue [3 x float] %0, 2
  %6 = extractvalue [3 x float] %1, 0
  %7 = extractvalue [3 x float] %1, 1
  %8 = extractvalue [3 x float] %1, 2
  %9 = fmul float %4, %7
  %10 = call float @llvm.fmuladd.f32(float %3, float %6, float %9)
  %11 = call float @llvm.fmuladd.f32(float %5, float %8, float %10)
  ret float %11
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc [4 x float] @mix4([4 x float] %0) unnamed_addr #1 {
  %2 = extractvalue [4 x float] %0, 0
  %3 = extractvalue [4 x float] %0, 1
  %4 = extractvalue [4 x float] %0, 2
  %5 = extractvalue [4 x float] %0, 3
  %6 = fsub float 0x3FECCCCCC0000000, %2
  %7 = call float @llvm.fmuladd.f32(float %6, float 2.500000e-01, float %2)
  %8 = fsub float 5.000000e-01, %3
  %9 = call float @llvm.fmuladd.f32(float %8, float 2.500000e-01, float %3)
  %10 = fsub float 0.000000e+00, %4
  %11 = call float @llvm.fmuladd.f32(float %10, float 2.500000e-01, float %4)
  %12 = insertvalue [4 x float] poison, float %7, 0
  %13 = insertvalue [4 x float] %12, float %9, 1
  %14 = insertvalue [4 x float] %13, float %11, 2
  %15 = insertvalue [4 x float] %14, float %5, 3
  ret [4 x float] %15
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc [2 x float] @rot([2 x float] %0) unnamed_addr #1 {
  %2 = extractvalue [2 x float] %0, 0
  %3 = extractvalue [2 x float] %0, 1
  %4 = fmul float %3, 0xBFE99999A0000000
  %5 = call float @llvm.fmuladd.f32(float %2, float 0x3FE3333340000000, float %4)
  %6 = fmul float %3, 0x3FE3333340000000
  %7 = call float @llvm.fmuladd.f32(float %2, float 0x3FE99999A0000000, float %6)
  %8 = insertvalue [2 x float] poison, float %5, 0
  %9 = insertvalue [2 x float] %8, float %7, 1
  ret [2 x float] %9
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
define internal fastcc { float, float } @cmulf(float noundef %0, float noundef %1) unnamed_addr #4 {
  %3 = fmul float %0, -5.000000e-01
  %4 = fmul float %1, 2.500000e-01
  %5 = fmul float %0, 2.500000e-01
  %6 = fmul float %1, 5.000000e-01
  %7 = fsub float %3, %4
  %8 = fsub float %5, %6
  %9 = fcmp uno float %7, 0.000000e+00
  br i1 %9, label %10, label %16, !prof !8

10:                                               ; preds = %2
  %11 = fcmp uno float %8, 0.000000e+00
  br i1 %11, label %12, label %16, !prof !8

12:                                               ; preds = %10
  %13 = call { float, float } @__mulsc3(float noundef %0, float noundef %1, float noundef -5.000000e-01, float noundef 2.500000e-01) #6
  %14 = extractvalue { float, float } %13, 0
  %15 = extractvalue { float, float } %13, 1
  br label %16

16:                                               ; preds = %12, %10, %2
  %17 = phi float [ %7, %2 ], [ %7, %10 ], [ %14, %12 ]
  %18 = phi float [ %8, %2 ], [ %8, %10 ], [ %15, %12 ]
  %19 = fadd float %17, 1.000000e+00
  %20 = insertvalue { float, float } poison, float %19, 0
  %21 = insertvalue { float, float } %20, float %18, 1
  ret { float, float } %21
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @cmul(double noundef %0, double noundef %1) unnamed_addr #4 {
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
  %13 = call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef 2.000000e+00, double noundef 5.000000e-01) #6
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
declare float @llvm.fmuladd.f32(float, float, float) #5

declare { float, float } @__mulsc3(float, float, float, float) local_unnamed_addr

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

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
