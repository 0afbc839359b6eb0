; ModuleID = 'c/longdouble.c'
source_filename = "c/longdouble.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.acc = type { x86_fp80, i32, x86_fp80 }

@table = internal unnamed_addr constant [8 x x86_fp80] [x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xKC000A000000000000000, x86_fp80 0xK4000D000000000000000, x86_fp80 0xK43E3BF21E44003ACDD2D, x86_fp80 0xKBC1AAB70FE17C79AC6CA, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xK40009555555555555555, x86_fp80 0xK4019EB79A2A400000000], align 16
@.str = private unnamed_addr constant [22 x i8] c"acc %.10Lg %d %.10Lg\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"poly %.15Lg %.15Lg\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"fact %.0Lf\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"pick %.12Lg\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"conv %lld %llu %d %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"conv2 %llu %.1f\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"from %.1Lf %.1Lf %.1Lf %.2Lf\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"libm %.12Lg %.12Lg %.12Lg\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.acc, align 16
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca double, align 8
  %6 = bitcast %struct.acc* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %6) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(48) %6, i8 0, i64 48, i1 false)
  br label %18

7:                                                ; preds = %18
  %8 = getelementptr inbounds %struct.acc, %struct.acc* %1, i64 0, i32 0
  %9 = load x86_fp80, x86_fp80* %8, align 16, !tbaa !5
  %10 = getelementptr inbounds %struct.acc, %struct.acc* %1, i64 0, i32 1
  %11 = load i32, i32* %10, align 16, !tbaa !11
  %12 = getelementptr inbounds %struct.acc, %struct.acc* %1, i64 0, i32 2
  %13 = load x86_fp80, x86_fp80* %12, align 16, !tbaa !12
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), x86_fp80 noundef %9, i32 noundef %11, x86_fp80 noundef %13)
  %15 = call fastcc x86_fp80 @poly(x86_fp80 noundef 0xK3FFE8000000000000000, i32 noundef 10, double noundef 3.000000e+00)
  %16 = call fastcc x86_fp80 @poly(x86_fp80 noundef 0xKBFFFA000000000000000, i32 noundef 7, double noundef 1.000000e-01)
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), x86_fp80 noundef %15, x86_fp80 noundef %16)
  br label %27

18:                                               ; preds = %0, %18
  %19 = phi i64 [ 0, %0 ], [ %23, %18 ]
  %20 = getelementptr inbounds [8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 %19
  %21 = load x86_fp80, x86_fp80* %20, align 16, !tbaa !13
  %22 = fdiv x86_fp80 %21, 0xK4000C000000000000000
  call fastcc void @add(%struct.acc* noundef nonnull %1, x86_fp80 noundef %22)
  %23 = add nuw nsw i64 %19, 1
  %24 = icmp eq i64 %23, 8
  br i1 %24, label %7, label %18, !llvm.loop !14

25:                                               ; preds = %27
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), x86_fp80 noundef %31)
  br label %34

27:                                               ; preds = %7, %27
  %28 = phi x86_fp80 [ 0xK3FFF8000000000000000, %7 ], [ %31, %27 ]
  %29 = phi i32 [ 1, %7 ], [ %32, %27 ]
  %30 = sitofp i32 %29 to x86_fp80
  %31 = fmul x86_fp80 %28, %30
  %32 = add nuw nsw i32 %29, 1
  %33 = icmp eq i32 %32, 26
  br i1 %33, label %25, label %27, !llvm.loop !17

34:                                               ; preds = %25, %62
  %35 = phi x86_fp80 [ 0xK00000000000000000000, %25 ], [ %74, %62 ]
  %36 = phi i32 [ 0, %25 ], [ %63, %62 ]
  br label %65

37:                                               ; preds = %62
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), x86_fp80 noundef %74)
  %39 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %39) #10
  %40 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %40) #10
  %41 = bitcast float* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %41) #10
  %42 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %42) #10
  %43 = call fastcc i64 @toints(x86_fp80 noundef 0xKC00FF120600000000000, i64* noundef nonnull %2, i32* noundef nonnull %3, float* noundef nonnull %4, double* noundef nonnull %5)
  %44 = load i64, i64* %2, align 8, !tbaa !18
  %45 = load i32, i32* %3, align 4, !tbaa !20
  %46 = load float, float* %4, align 4, !tbaa !21
  %47 = fpext float %46 to double
  %48 = load double, double* %5, align 8, !tbaa !23
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.4, i64 0, i64 0), i64 noundef %43, i64 noundef %44, i32 noundef %45, double noundef %47, double noundef %48)
  %50 = call fastcc i64 @toints(x86_fp80 noundef 0xK403EFFFFFFFFFFFFFD98, i64* noundef nonnull %2, i32* noundef nonnull %3, float* noundef nonnull %4, double* noundef nonnull %5)
  %51 = load i64, i64* %2, align 8, !tbaa !18
  %52 = load double, double* %5, align 8, !tbaa !23
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i64 noundef %51, double noundef %52)
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), x86_fp80 noundef 0xK403EFEDCBA9876543210, x86_fp80 noundef 0xKC03791A2B3C4D5E6F800, x86_fp80 noundef 0xKC001E000000000000000, x86_fp80 noundef 0xK3FFFC000000000000000)
  %55 = call x86_fp80 @sqrtl(x86_fp80 noundef 0xK40008000000000000000) #10
  %56 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC000A000000000000000)
  %57 = call x86_fp80 @fmodl(x86_fp80 noundef 0xK4002A000000000000000, x86_fp80 noundef 0xK4000C000000000000000) #10
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %55, x86_fp80 noundef %56, x86_fp80 noundef %57)
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 0)
  %60 = fptosi x86_fp80 %9 to i32
  %61 = and i32 %60, 127
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %42) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %41) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %40) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %39) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %6) #10
  ret i32 %61

62:                                               ; preds = %65
  %63 = add nuw nsw i32 %36, 1
  %64 = icmp eq i32 %63, 3
  br i1 %64, label %37, label %34, !llvm.loop !25

65:                                               ; preds = %34, %65
  %66 = phi i64 [ 0, %34 ], [ %70, %65 ]
  %67 = phi x86_fp80 [ %35, %34 ], [ %74, %65 ]
  %68 = getelementptr inbounds [8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 %66
  %69 = load x86_fp80, x86_fp80* %68, align 16, !tbaa !13
  %70 = add nuw nsw i64 %66, 1
  %71 = getelementptr inbounds [8 x x86_fp80], [8 x x86_fp80]* @table, i64 0, i64 %70
  %72 = load x86_fp80, x86_fp80* %71, align 16, !tbaa !13
  %73 = call fastcc x86_fp80 @pick(x86_fp80 noundef %69, x86_fp80 noundef %72, i32 noundef %36)
  %74 = fadd x86_fp80 %67, %73
  %75 = icmp eq i64 %70, 7
  br i1 %75, label %62, label %65, !llvm.loop !26
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @add(%struct.acc* nocapture noundef %0, x86_fp80 noundef %1) unnamed_addr #3 {
  %3 = getelementptr inbounds %struct.acc, %struct.acc* %0, i64 0, i32 0
  %4 = load x86_fp80, x86_fp80* %3, align 16, !tbaa !5
  %5 = fadd x86_fp80 %4, %1
  store x86_fp80 %5, x86_fp80* %3, align 16, !tbaa !5
  %6 = getelementptr inbounds %struct.acc, %struct.acc* %0, i64 0, i32 2
  %7 = load x86_fp80, x86_fp80* %6, align 16, !tbaa !12
  %8 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %1, x86_fp80 %1, x86_fp80 %7)
  store x86_fp80 %8, x86_fp80* %6, align 16, !tbaa !12
  %9 = getelementptr inbounds %struct.acc, %struct.acc* %0, i64 0, i32 1
  %10 = load i32, i32* %9, align 16, !tbaa !11
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %9, align 16, !tbaa !11
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define internal fastcc x86_fp80 @poly(x86_fp80 noundef %0, i32 noundef %1, double noundef %2) unnamed_addr #5 {
  %4 = icmp sgt i32 %1, -1
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = fpext double %2 to x86_fp80
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi x86_fp80 [ 0xK00000000000000000000, %3 ], [ %14, %9 ]
  ret x86_fp80 %8

9:                                                ; preds = %5, %9
  %10 = phi i32 [ %1, %5 ], [ %15, %9 ]
  %11 = phi x86_fp80 [ 0xK00000000000000000000, %5 ], [ %14, %9 ]
  %12 = sitofp i32 %10 to x86_fp80
  %13 = fdiv x86_fp80 %12, %6
  %14 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %11, x86_fp80 %0, x86_fp80 %13)
  %15 = add nsw i32 %10, -1
  %16 = icmp sgt i32 %10, 0
  br i1 %16, label %9, label %7, !llvm.loop !27
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc x86_fp80 @pick(x86_fp80 noundef %0, x86_fp80 noundef %1, i32 noundef %2) unnamed_addr #6 {
  switch i32 %2, label %13 [
    i32 0, label %4
    i32 1, label %7
  ]

4:                                                ; preds = %3
  %5 = fcmp olt x86_fp80 %0, %1
  %6 = select i1 %5, x86_fp80 %0, x86_fp80 %1
  br label %19

7:                                                ; preds = %3
  %8 = fcmp ult x86_fp80 %0, %1
  br i1 %8, label %11, label %9

9:                                                ; preds = %7
  %10 = fsub x86_fp80 %0, %1
  br label %19

11:                                               ; preds = %7
  %12 = fdiv x86_fp80 %1, %0
  br label %19

13:                                               ; preds = %3
  %14 = fcmp oeq x86_fp80 %0, %1
  %15 = fneg x86_fp80 %0
  %16 = fsub x86_fp80 %0, %1
  %17 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %16)
  %18 = select i1 %14, x86_fp80 %15, x86_fp80 %17
  br label %19

19:                                               ; preds = %9, %11, %13, %4
  %20 = phi x86_fp80 [ %6, %4 ], [ %18, %13 ], [ %10, %9 ], [ %12, %11 ]
  ret x86_fp80 %20
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn writeonly
define internal fastcc i64 @toints(x86_fp80 noundef %0, i64* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, double* nocapture noundef writeonly %4) unnamed_addr #7 {
  %6 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %0)
  %7 = fptoui x86_fp80 %6 to i64
  store i64 %7, i64* %1, align 8, !tbaa !18
  %8 = fptosi x86_fp80 %0 to i32
  store i32 %8, i32* %2, align 4, !tbaa !20
  %9 = fptrunc x86_fp80 %0 to float
  store float %9, float* %3, align 4, !tbaa !21
  %10 = fptrunc x86_fp80 %0 to double
  store double %10, double* %4, align 8, !tbaa !23
  %11 = fptosi x86_fp80 %0 to i64
  ret i64 %11
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @sqrtl(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.floor.f80(x86_fp80) #9

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #9

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"acc", !7, i64 0, !10, i64 16, !7, i64 32}
!7 = !{!"long double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 16}
!12 = !{!6, !7, i64 32}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !8, i64 0}
!20 = !{!10, !10, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !8, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"double", !8, i64 0}
!25 = distinct !{!25, !15, !16}
!26 = distinct !{!26, !15, !16}
!27 = distinct !{!27, !15, !16}
