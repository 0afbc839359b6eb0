; ModuleID = 'c/calls_pressure.c'
source_filename = "c/calls_pressure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vseed = internal global i32 17, align 4
@.str = private unnamed_addr constant [30 x i8] c"live_across_calls(%d) = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"loop_with_calls = %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"many_args = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"many_args2 = %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"calls = %d\0A\00", align 1
@call_count = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %2 = call fastcc i64 @live_across_calls(i32 noundef %1)
  %3 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef %1, i64 noundef %2)
  %4 = mul i32 %1, -3
  %5 = call fastcc i64 @live_across_calls(i32 noundef %4)
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef %4, i64 noundef %5)
  %7 = mul nsw i32 %1, 20
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %74

9:                                                ; preds = %0, %9
  %10 = phi double [ %46, %9 ], [ 2.500000e+00, %0 ]
  %11 = phi double [ %44, %9 ], [ 1.500000e+00, %0 ]
  %12 = phi double [ %29, %9 ], [ 5.000000e-01, %0 ]
  %13 = phi i32 [ %43, %9 ], [ 8, %0 ]
  %14 = phi i32 [ %41, %9 ], [ 7, %0 ]
  %15 = phi i32 [ %39, %9 ], [ 6, %0 ]
  %16 = phi i32 [ %37, %9 ], [ 5, %0 ]
  %17 = phi i32 [ %35, %9 ], [ 4, %0 ]
  %18 = phi i32 [ %28, %9 ], [ 3, %0 ]
  %19 = phi i32 [ %24, %9 ], [ 2, %0 ]
  %20 = phi i32 [ %22, %9 ], [ 1, %0 ]
  %21 = phi i32 [ %47, %9 ], [ 0, %0 ]
  %22 = call fastcc i32 @f_add(i32 noundef %20, i32 noundef %21) #5
  %23 = call fastcc i32 @f_mix(i32 noundef %19, i32 noundef %22, i32 noundef %21) #5
  %24 = and i32 %23, 1048575
  %25 = add nuw nsw i32 %24, %18
  %26 = call fastcc i32 @f_hash(i32 noundef %25) #5
  %27 = and i32 %26, 255
  %28 = add nuw nsw i32 %27, %18
  %29 = call fastcc double @f_scale(double noundef %12, double noundef 0x3FF0040000000000) #5
  %30 = call fastcc i32 @f_hash(i32 noundef %21) #5
  %31 = and i32 %30, 1
  %32 = icmp eq i32 %31, 0
  %33 = and i32 %22, 255
  %34 = select i1 %32, i32 0, i32 %33
  %35 = add nuw nsw i32 %34, %17
  %36 = select i1 %32, i32 %24, i32 0
  %37 = xor i32 %36, %16
  %38 = call fastcc i32 @f_add(i32 noundef %15, i32 noundef %35) #5
  %39 = and i32 %38, 65535
  %40 = call fastcc i32 @f_mix(i32 noundef %14, i32 noundef %37, i32 noundef %39) #5
  %41 = and i32 %40, 65535
  %42 = urem i32 %41, 13
  %43 = add nuw nsw i32 %42, %13
  %44 = fadd double %11, %29
  %45 = call fastcc double @f_scale(double noundef %44, double noundef 1.000000e-03) #5
  %46 = fsub double %10, %45
  %47 = add nuw nsw i32 %21, 1
  %48 = icmp eq i32 %47, %7
  br i1 %48, label %49, label %9, !llvm.loop !9

49:                                               ; preds = %9
  %50 = sext i32 %22 to i64
  %51 = zext i32 %24 to i64
  %52 = zext i32 %28 to i64
  %53 = zext i32 %35 to i64
  %54 = sext i32 %37 to i64
  %55 = zext i32 %39 to i64
  %56 = zext i32 %41 to i64
  %57 = zext i32 %43 to i64
  %58 = fmul double %29, 1.000000e+06
  %59 = fptosi double %58 to i64
  %60 = fmul double %44, 1.000000e+03
  %61 = fptosi double %60 to i64
  %62 = fmul double %46, 1.000000e+03
  %63 = fptosi double %62 to i64
  %64 = add nsw i64 %51, %50
  %65 = add nsw i64 %64, %52
  %66 = add i64 %65, %59
  %67 = add i64 %66, %61
  %68 = add i64 %67, %55
  %69 = add i64 %68, %56
  %70 = add i64 %69, %53
  %71 = add i64 %70, %54
  %72 = add i64 %71, %57
  %73 = add i64 %72, %63
  br label %74

74:                                               ; preds = %0, %49
  %75 = phi i64 [ %73, %49 ], [ 504036, %0 ]
  %76 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i64 noundef %75)
  %77 = add nsw i32 %1, 1
  %78 = add nsw i32 %1, 2
  %79 = add nsw i32 %1, 3
  %80 = add nsw i32 %1, 4
  %81 = add nsw i32 %1, 5
  %82 = add nsw i32 %1, 6
  %83 = add nsw i32 %1, 7
  %84 = add nsw i32 %1, 8
  %85 = sext i32 %1 to i64
  %86 = shl i64 %85, 33
  %87 = sub nsw i64 0, %85
  %88 = call fastcc i64 @many_args(i32 noundef %1, i32 noundef %77, i32 noundef %78, i32 noundef %79, i32 noundef %80, i32 noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef %84, i64 noundef %86, i64 noundef %87, i64 noundef 77, double noundef 5.000000e-01, double noundef 1.250000e+00, double noundef 2.500000e+00, double noundef 3.750000e+00, double noundef 5.000000e+00, double noundef 6.250000e+00, double noundef 7.500000e+00, double noundef 8.750000e+00, double noundef 1.000000e+01, double noundef 1.125000e+01)
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0), i64 noundef %88)
  %90 = trunc i64 %2 to i32
  %91 = and i32 %90, 255
  %92 = sitofp i32 %1 to double
  %93 = call fastcc i64 @many_args(i32 noundef %91, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i64 noundef %5, i64 noundef %75, i64 noundef %2, double noundef -1.000000e+00, double noundef -2.000000e+00, double noundef -3.000000e+00, double noundef -4.000000e+00, double noundef -5.000000e+00, double noundef -6.000000e+00, double noundef -7.000000e+00, double noundef -8.000000e+00, double noundef %92, double noundef 1.000000e-03)
  %94 = add nsw i64 %93, %88
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i64 0, i64 0), i64 noundef %94)
  %96 = load i32, i32* @call_count, align 4, !tbaa !5
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i32 noundef %96)
  %98 = xor i64 %5, %2
  %99 = xor i64 %98, %75
  %100 = xor i64 %99, %94
  %101 = trunc i64 %100 to i32
  %102 = load i32, i32* @call_count, align 4, !tbaa !5
  %103 = add i32 %102, %101
  %104 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef %103)
  %105 = and i32 %103, 127
  ret i32 %105
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define internal fastcc i64 @live_across_calls(i32 noundef %0) unnamed_addr #2 {
  %2 = sub i32 0, %0
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = add nsw i32 %0, 1
  %7 = shl nsw i32 %0, 1
  %8 = xor i32 %0, 85
  %9 = add nsw i32 %0, -9
  %10 = mul nsw i32 %0, %0
  %11 = or i32 %0, 256
  %12 = and i32 %0, 15
  %13 = sext i32 %0 to i64
  %14 = mul nsw i64 %13, 1000003
  %15 = add nsw i64 %13, -5000000000
  %16 = sitofp i32 %0 to double
  %17 = fmul double %16, 2.500000e-01
  %18 = fadd double %16, 1.250000e-01
  %19 = sitofp i32 %6 to double
  %20 = fdiv double 1.000000e+00, %19
  %21 = sitofp i32 %2 to double
  %22 = fmul double %21, 1.500000e+00
  %23 = sitofp i32 %10 to double
  %24 = fmul double %23, 1.000000e-03
  %25 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %25) #5
  %26 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %26) #5
  %27 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %27) #5
  %28 = call fastcc i32 @f_add(i32 noundef %6, i32 noundef %7)
  %29 = call fastcc i32 @f_mix(i32 noundef %28, i32 noundef %8, i32 noundef %9)
  %30 = call fastcc i32 @f_hash(i32 noundef %29)
  %31 = and i32 %30, 65535
  %32 = call fastcc i32 @f_add(i32 noundef %29, i32 noundef %31)
  %33 = call fastcc double @f_scale(double noundef %17, double noundef %18)
  %34 = call fastcc double @f_scale(double noundef %33, double noundef 5.000000e-01)
  %35 = call fastcc i64 @f_wide(i64 noundef %14, i32 noundef %32)
  %36 = call fastcc i64 @f_wide(i64 noundef %35, i32 noundef %10)
  call fastcc void @out_params(i32 noundef %32, i32* noundef nonnull %3, i32* noundef nonnull %4, double* noundef nonnull %5)
  %37 = load i32, i32* %3, align 4, !tbaa !5
  %38 = add i32 %37, %30
  %39 = call fastcc i32 @f_hash(i32 noundef %38)
  %40 = load i32, i32* %4, align 4, !tbaa !5
  %41 = lshr i32 %39, 20
  %42 = call fastcc i32 @f_mix(i32 noundef %32, i32 noundef %40, i32 noundef %41)
  %43 = load double, double* %5, align 8, !tbaa !12
  %44 = call fastcc double @f_scale(double noundef %34, double noundef %43)
  %45 = mul i32 %0, 15
  %46 = add i32 %7, 104
  %47 = add i32 %46, %8
  %48 = add i32 %47, %9
  %49 = add i32 %48, %10
  %50 = add i32 %49, %11
  %51 = add i32 %50, %12
  %52 = add i32 %51, %45
  %53 = sext i32 %52 to i64
  %54 = add nsw i64 %36, %53
  %55 = xor i64 %14, %15
  %56 = xor i64 %55, %54
  %57 = fadd double %17, %18
  %58 = fadd double %57, %20
  %59 = fadd double %22, %58
  %60 = fadd double %24, %59
  %61 = fadd double %60, 3.000000e+00
  %62 = fadd double %61, %44
  %63 = fmul double %62, 1.600000e+01
  %64 = fptosi double %63 to i64
  %65 = sext i32 %42 to i64
  %66 = sext i32 %37 to i64
  %67 = sext i32 %40 to i64
  %68 = zext i32 %39 to i64
  %69 = add i64 %56, %66
  %70 = add i64 %69, %68
  %71 = add i64 %70, %67
  %72 = add i64 %71, %65
  %73 = add i64 %72, %64
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27) #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %26) #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %25) #5
  ret i64 %73
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i64 @many_args(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, double noundef %12, double noundef %13, double noundef %14, double noundef %15, double noundef %16, double noundef %17, double noundef %18, double noundef %19, double noundef %20, double noundef %21) unnamed_addr #4 {
  %23 = load i32, i32* @call_count, align 4, !tbaa !5
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* @call_count, align 4, !tbaa !5
  %25 = shl nsw i32 %1, 1
  %26 = add nsw i32 %25, %0
  %27 = mul nsw i32 %2, 3
  %28 = add nsw i32 %26, %27
  %29 = shl nsw i32 %3, 2
  %30 = add nsw i32 %28, %29
  %31 = mul nsw i32 %4, 5
  %32 = add nsw i32 %30, %31
  %33 = mul nsw i32 %5, 6
  %34 = add nsw i32 %32, %33
  %35 = mul nsw i32 %6, 7
  %36 = add nsw i32 %34, %35
  %37 = shl nsw i32 %7, 3
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = mul nsw i32 %8, 9
  %41 = sext i32 %40 to i64
  %42 = mul nsw i64 %9, 10
  %43 = add nsw i64 %42, %41
  %44 = mul nsw i64 %10, 11
  %45 = mul nsw i64 %11, 12
  %46 = fsub double %12, %13
  %47 = fadd double %46, %14
  %48 = fsub double %47, %15
  %49 = fadd double %48, %16
  %50 = fsub double %49, %17
  %51 = fadd double %50, %18
  %52 = fsub double %51, %19
  %53 = fadd double %52, %20
  %54 = fsub double %53, %21
  %55 = fmul double %54, 1.000000e+03
  %56 = fptosi double %55 to i64
  %57 = add i64 %43, %39
  %58 = add i64 %57, %44
  %59 = add i64 %58, %45
  %60 = add i64 %59, %56
  ret i64 %60
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @f_add(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = load i32, i32* @call_count, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @call_count, align 4, !tbaa !5
  %5 = add i32 %1, %0
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @f_mix(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 {
  %4 = load i32, i32* @call_count, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @call_count, align 4, !tbaa !5
  %6 = shl i32 %1, 2
  %7 = xor i32 %6, %0
  %8 = sub i32 %7, %2
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i32 @f_hash(i32 noundef %0) unnamed_addr #4 {
  %2 = load i32, i32* @call_count, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @call_count, align 4, !tbaa !5
  %4 = lshr i32 %0, 16
  %5 = xor i32 %4, %0
  %6 = mul i32 %5, 2146121005
  %7 = lshr i32 %6, 15
  %8 = xor i32 %7, %6
  %9 = mul i32 %8, -2073254261
  %10 = lshr i32 %9, 16
  %11 = xor i32 %10, %9
  ret i32 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc double @f_scale(double noundef %0, double noundef %1) unnamed_addr #4 {
  %3 = load i32, i32* @call_count, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @call_count, align 4, !tbaa !5
  %5 = fmul double %0, %1
  ret double %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc i64 @f_wide(i64 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = load i32, i32* @call_count, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @call_count, align 4, !tbaa !5
  %5 = mul nsw i64 %0, 3
  %6 = sext i32 %1 to i64
  %7 = add nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @out_params(i32 noundef %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, double* nocapture noundef writeonly %3) unnamed_addr #4 {
  %5 = load i32, i32* @call_count, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @call_count, align 4, !tbaa !5
  %7 = sdiv i32 %0, 7
  store i32 %7, i32* %1, align 4, !tbaa !5
  %8 = srem i32 %0, 7
  store i32 %8, i32* %2, align 4, !tbaa !5
  %9 = sitofp i32 %0 to double
  %10 = fmul double %9, 5.000000e-01
  store double %10, double* %3, align 8, !tbaa !12
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
