; ModuleID = 'c/varargs.c'
source_filename = "c/varargs.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"ints %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"mixed %.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"join %d \00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"bc\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"def\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"g\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"h\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"j\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"%d-%s-%.2f-%c-%lu\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"fmt %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"pairs %ld\0A\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"many %.1f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 1
  %2 = getelementptr inbounds [128 x i8], [128 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %2) #9
  %3 = call i64 (i32, ...) @sum_ints(i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3)
  %4 = call i64 (i32, ...) @sum_ints(i32 noundef signext 10, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 9, i32 noundef signext 10)
  %5 = add nsw i64 %4, %3
  %6 = call i64 (i32, ...) @sum_ints(i32 noundef signext 0)
  %7 = add nsw i64 %5, %6
  %8 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i64 noundef %7)
  %9 = call double (double, i32, ...) @sum_mixed(double undef, i32 signext undef, double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6, double noundef 7.000000e+00, i64 noundef 8, double noundef 9.000000e+00, i64 noundef 10, double noundef 1.100000e+01, i64 noundef 12)
  %10 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), double noundef %9)
  %11 = call signext i32 (i8*, i8*, ...) @count_and_join(i8* noundef nonnull %2, i8* undef, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0), i8* noundef null)
  %12 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %11)
  %13 = call i32 @puts(i8* nonnull %2)
  call void (i8*, i64, i8*, ...) @fmt(i8* noundef nonnull %2, i64 undef, i8* undef, i32 noundef signext 42, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0), double noundef 2.500000e+00, i32 noundef signext 113, i64 noundef 123456789012)
  %14 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0), i8* noundef nonnull %2)
  %15 = call i64 (i32, ...) @sum_pairs(i32 signext undef, [2 x i64] [i64 1, i64 2], [2 x i64] [i64 3, i64 4], [2 x i64] [i64 5, i64 6], [2 x i64] [i64 7, i64 8])
  %16 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.14, i64 0, i64 0), i64 noundef %15)
  %17 = call double (i32, i32, i32, i32, i32, i32, i32, double, ...) @many(i32 signext undef, i32 signext undef, i32 signext undef, i32 signext undef, i32 signext undef, i32 signext undef, i32 signext undef, double undef, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef -1.000000e+00)
  %18 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.15, i64 0, i64 0), double noundef %17)
  %19 = srem i64 %7, 100
  %20 = trunc i64 %19 to i32
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %2) #9
  ret i32 %20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef signext %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %7, %1
  %6 = phi i64 [ 0, %1 ], [ %15, %7 ]
  call void @llvm.va_end(i8* %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9
  ret i64 %6

7:                                                ; preds = %1, %7
  %8 = phi i32 [ %16, %7 ], [ 0, %1 ]
  %9 = phi i64 [ %15, %7 ], [ 0, %1 ]
  %10 = load i8*, i8** %2, align 8
  %11 = getelementptr inbounds i8, i8* %10, i64 8
  store i8* %11, i8** %2, align 8
  %12 = bitcast i8* %10 to i32*
  %13 = load i32, i32* %12, align 8
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %9, %14
  %16 = add nuw nsw i32 %8, 1
  %17 = icmp eq i32 %16, %0
  br i1 %17, label %5, label %7, !llvm.loop !5
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind uwtable
define internal double @sum_mixed(double %0, i32 signext %1, ...) unnamed_addr #2 {
  %3 = alloca i8*, align 8
  %4 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #9
  call void @llvm.va_start(i8* nonnull %4)
  br label %6

5:                                                ; preds = %22
  call void @llvm.va_end(i8* %4)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #9
  ret double %23

6:                                                ; preds = %2, %22
  %7 = phi i32 [ 0, %2 ], [ %24, %22 ]
  %8 = phi double [ 0.000000e+00, %2 ], [ %23, %22 ]
  %9 = and i32 %7, 1
  %10 = icmp eq i32 %9, 0
  %11 = load i8*, i8** %3, align 8
  %12 = getelementptr inbounds i8, i8* %11, i64 8
  store i8* %12, i8** %3, align 8
  br i1 %10, label %13, label %17

13:                                               ; preds = %6
  %14 = bitcast i8* %11 to double*
  %15 = load double, double* %14, align 8
  %16 = call double @llvm.fmuladd.f64(double %15, double 5.000000e-01, double %8)
  br label %22

17:                                               ; preds = %6
  %18 = bitcast i8* %11 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = sitofp i64 %19 to double
  %21 = fadd double %8, %20
  br label %22

22:                                               ; preds = %13, %17
  %23 = phi double [ %16, %13 ], [ %21, %17 ]
  %24 = add nuw nsw i32 %7, 1
  %25 = icmp eq i32 %24, 12
  br i1 %25, label %5, label %6, !llvm.loop !8
}

; Function Attrs: nofree nounwind uwtable
define internal signext i32 @count_and_join(i8* noundef %0, i8* nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #9
  %6 = bitcast i8** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #9
  call void @llvm.va_start(i8* nonnull %5)
  call void @llvm.va_copy(i8* nonnull %6, i8* nonnull %5)
  br label %16

7:                                                ; preds = %16
  call void @llvm.va_end(i8* %5)
  store i8 0, i8* %0, align 1, !tbaa !9
  %8 = call i64 @strlen(i8* noundef nonnull %0)
  %9 = getelementptr i8, i8* %0, i64 %8
  %10 = bitcast i8* %9 to i16*
  store i16 97, i16* %10, align 1
  %11 = load i8*, i8** %4, align 8
  %12 = getelementptr inbounds i8, i8* %11, i64 8
  store i8* %12, i8** %4, align 8
  %13 = bitcast i8* %11 to i8**
  %14 = load i8*, i8** %13, align 8
  %15 = icmp eq i8* %14, null
  br i1 %15, label %24, label %25

16:                                               ; preds = %2, %16
  %17 = phi i32 [ 0, %2 ], [ %18, %16 ]
  %18 = add nuw nsw i32 %17, 1
  %19 = load i8*, i8** %3, align 8
  %20 = getelementptr inbounds i8, i8* %19, i64 8
  store i8* %20, i8** %3, align 8
  %21 = bitcast i8* %19 to i8**
  %22 = load i8*, i8** %21, align 8
  %23 = icmp eq i8* %22, null
  br i1 %23, label %7, label %16, !llvm.loop !12

24:                                               ; preds = %25, %7
  call void @llvm.va_end(i8* %6)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9
  ret i32 %18

25:                                               ; preds = %7, %25
  %26 = phi i8* [ %34, %25 ], [ %14, %7 ]
  %27 = call i64 @strlen(i8* noundef nonnull %0)
  %28 = getelementptr i8, i8* %0, i64 %27
  %29 = bitcast i8* %28 to i16*
  store i16 43, i16* %29, align 1
  %30 = call i8* @strcat(i8* noundef nonnull %0, i8* noundef nonnull %26) #9
  %31 = load i8*, i8** %4, align 8
  %32 = getelementptr inbounds i8, i8* %31, i64 8
  store i8* %32, i8** %4, align 8
  %33 = bitcast i8* %31 to i8**
  %34 = load i8*, i8** %33, align 8
  %35 = icmp eq i8* %34, null
  br i1 %35, label %24, label %25, !llvm.loop !13
}

; Function Attrs: nofree nounwind uwtable
define internal void @fmt(i8* nocapture noundef %0, i64 %1, i8* nocapture readnone %2, ...) unnamed_addr #0 {
  %4 = alloca i8*, align 8
  %5 = bitcast i8** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #9
  call void @llvm.va_start(i8* nonnull %5)
  %6 = load i8*, i8** %4, align 8, !tbaa !14
  %7 = call signext i32 @vsnprintf(i8* noundef %0, i64 noundef 128, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i8* noundef %6) #9
  call void @llvm.va_end(i8* %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @sum_pairs(i32 signext %0, ...) unnamed_addr #2 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9
  call void @llvm.va_start(i8* nonnull %3)
  br label %5

4:                                                ; preds = %5
  call void @llvm.va_end(i8* %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9
  ret i64 %17

5:                                                ; preds = %1, %5
  %6 = phi i64 [ 0, %1 ], [ %17, %5 ]
  %7 = phi i32 [ 0, %1 ], [ %18, %5 ]
  %8 = load i8*, i8** %2, align 8
  %9 = getelementptr inbounds i8, i8* %8, i64 16
  store i8* %9, i8** %2, align 8
  %10 = bitcast i8* %8 to i64*
  %11 = load i64, i64* %10, align 8, !tbaa.struct !16
  %12 = getelementptr inbounds i8, i8* %8, i64 8
  %13 = bitcast i8* %12 to i64*
  %14 = load i64, i64* %13, align 8, !tbaa.struct !19
  %15 = mul nsw i64 %11, 3
  %16 = add i64 %14, %6
  %17 = add i64 %16, %15
  %18 = add nuw nsw i32 %7, 1
  %19 = icmp eq i32 %18, 4
  br i1 %19, label %4, label %5, !llvm.loop !20
}

; Function Attrs: nofree nosync nounwind uwtable
define internal double @many(i32 signext %0, i32 signext %1, i32 signext %2, i32 signext %3, i32 signext %4, i32 signext %5, i32 signext %6, double %7, ...) unnamed_addr #2 {
  %9 = alloca i8*, align 8
  %10 = bitcast i8** %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10) #9
  call void @llvm.va_start(i8* nonnull %10)
  br label %11

11:                                               ; preds = %11, %8
  %12 = phi double [ 2.850000e+01, %8 ], [ %20, %11 ]
  %13 = load i8*, i8** %9, align 8
  %14 = getelementptr inbounds i8, i8* %13, i64 8
  store i8* %14, i8** %9, align 8
  %15 = bitcast i8* %13 to double*
  %16 = load double, double* %15, align 8
  %17 = fcmp olt double %16, 0.000000e+00
  %18 = fcmp ole double %16, 0.000000e+00
  %19 = select i1 %18, double -0.000000e+00, double %16
  %20 = fadd double %12, %19
  br i1 %17, label %21, label %11

21:                                               ; preds = %11
  call void @llvm.va_end(i8* %10)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10) #9
  ret double %20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcat(i8* noalias noundef returned, i8* noalias nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef signext i32 @vsnprintf(i8* nocapture noundef, i64 noundef, i8* nocapture noundef readonly, i8* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #7 = { nofree nounwind }
attributes #8 = { argmemonly nofree nounwind readonly willreturn }
attributes #9 = { nounwind }

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
!8 = distinct !{!8, !6, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !10, i64 0}
!16 = !{i64 0, i64 8, !17, i64 8, i64 8, !17}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !10, i64 0}
!19 = !{i64 0, i64 8, !17}
!20 = distinct !{!20, !6, !7}
