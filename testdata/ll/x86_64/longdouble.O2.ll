; ModuleID = 'c/longdouble.c'
source_filename = "c/longdouble.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.acc = type { x86_fp80, i32, x86_fp80 }

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
  call fastcc void @add(%struct.acc* noundef nonnull %1, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB)
  call fastcc void @add(%struct.acc* noundef nonnull %1, x86_fp80 noundef 0xKBFFED555555555555555)
  call fastcc void @add(%struct.acc* noundef nonnull %1, x86_fp80 noundef 0xK3FFF8AAAAAAAAAAAAAAB)
  call fastcc void @add(%struct.acc* noundef nonnull %1, x86_fp80 noundef 0xK43E1FED7DB0004E67C3C)
  call fastcc void @add(%struct.acc* noundef nonnull %1, x86_fp80 noundef 0xKBC18E496A81FB4CE5E63)
  call fastcc void @add(%struct.acc* noundef nonnull %1, x86_fp80 noundef 0xK3FFA8888888888888889)
  call fastcc void @add(%struct.acc* noundef nonnull %1, x86_fp80 noundef 0xK3FFEC71C71C71C71C71C)
  call fastcc void @add(%struct.acc* noundef nonnull %1, x86_fp80 noundef 0xK40189CFBC1C2AAAAAAAB)
  %7 = getelementptr inbounds %struct.acc, %struct.acc* %1, i64 0, i32 0
  %8 = load x86_fp80, x86_fp80* %7, align 16, !tbaa !5
  %9 = getelementptr inbounds %struct.acc, %struct.acc* %1, i64 0, i32 1
  %10 = load i32, i32* %9, align 16, !tbaa !11
  %11 = getelementptr inbounds %struct.acc, %struct.acc* %1, i64 0, i32 2
  %12 = load x86_fp80, x86_fp80* %11, align 16, !tbaa !12
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), x86_fp80 noundef %8, i32 noundef %10, x86_fp80 noundef %12)
  %14 = tail call fastcc x86_fp80 @poly(x86_fp80 noundef 0xK3FFE8000000000000000, i32 noundef 10, double noundef 3.000000e+00)
  %15 = tail call fastcc x86_fp80 @poly(x86_fp80 noundef 0xKBFFFA000000000000000, i32 noundef 7, double noundef 1.000000e-01)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), x86_fp80 noundef %14, x86_fp80 noundef %15)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), x86_fp80 noundef 0xK4052CD4A0619FB0907BC)
  %18 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xKC000A000000000000000, i32 noundef 0)
  %19 = fadd x86_fp80 %18, 0xK00000000000000000000
  %20 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xKC000A000000000000000, x86_fp80 noundef 0xK4000D000000000000000, i32 noundef 0)
  %21 = fadd x86_fp80 %19, %20
  %22 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK4000D000000000000000, x86_fp80 noundef 0xK43E3BF21E44003ACDD2D, i32 noundef 0)
  %23 = fadd x86_fp80 %21, %22
  %24 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK43E3BF21E44003ACDD2D, x86_fp80 noundef 0xKBC1AAB70FE17C79AC6CA, i32 noundef 0)
  %25 = fadd x86_fp80 %23, %24
  %26 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xKBC1AAB70FE17C79AC6CA, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, i32 noundef 0)
  %27 = fadd x86_fp80 %25, %26
  %28 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 noundef 0xK40009555555555555555, i32 noundef 0)
  %29 = fadd x86_fp80 %27, %28
  %30 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK40009555555555555555, x86_fp80 noundef 0xK4019EB79A2A400000000, i32 noundef 0)
  %31 = fadd x86_fp80 %29, %30
  %32 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xKC000A000000000000000, i32 noundef 1)
  %33 = fadd x86_fp80 %31, %32
  %34 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xKC000A000000000000000, x86_fp80 noundef 0xK4000D000000000000000, i32 noundef 1)
  %35 = fadd x86_fp80 %33, %34
  %36 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK4000D000000000000000, x86_fp80 noundef 0xK43E3BF21E44003ACDD2D, i32 noundef 1)
  %37 = fadd x86_fp80 %35, %36
  %38 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK43E3BF21E44003ACDD2D, x86_fp80 noundef 0xKBC1AAB70FE17C79AC6CA, i32 noundef 1)
  %39 = fadd x86_fp80 %37, %38
  %40 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xKBC1AAB70FE17C79AC6CA, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, i32 noundef 1)
  %41 = fadd x86_fp80 %39, %40
  %42 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 noundef 0xK40009555555555555555, i32 noundef 1)
  %43 = fadd x86_fp80 %41, %42
  %44 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK40009555555555555555, x86_fp80 noundef 0xK4019EB79A2A400000000, i32 noundef 1)
  %45 = fadd x86_fp80 %43, %44
  %46 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xKC000A000000000000000, i32 noundef 2)
  %47 = fadd x86_fp80 %45, %46
  %48 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xKC000A000000000000000, x86_fp80 noundef 0xK4000D000000000000000, i32 noundef 2)
  %49 = fadd x86_fp80 %47, %48
  %50 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK4000D000000000000000, x86_fp80 noundef 0xK43E3BF21E44003ACDD2D, i32 noundef 2)
  %51 = fadd x86_fp80 %49, %50
  %52 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK43E3BF21E44003ACDD2D, x86_fp80 noundef 0xKBC1AAB70FE17C79AC6CA, i32 noundef 2)
  %53 = fadd x86_fp80 %51, %52
  %54 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xKBC1AAB70FE17C79AC6CA, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, i32 noundef 2)
  %55 = fadd x86_fp80 %53, %54
  %56 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 noundef 0xK40009555555555555555, i32 noundef 2)
  %57 = fadd x86_fp80 %55, %56
  %58 = tail call fastcc x86_fp80 @pick(x86_fp80 noundef 0xK40009555555555555555, x86_fp80 noundef 0xK4019EB79A2A400000000, i32 noundef 2)
  %59 = fadd x86_fp80 %57, %58
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), x86_fp80 noundef %59)
  %61 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %61) #10
  %62 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %62) #10
  %63 = bitcast float* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %63) #10
  %64 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %64) #10
  %65 = call fastcc i64 @toints(x86_fp80 noundef 0xKC00FF120600000000000, i64* noundef nonnull %2, i32* noundef nonnull %3, float* noundef nonnull %4, double* noundef nonnull %5)
  %66 = load i64, i64* %2, align 8, !tbaa !13
  %67 = load i32, i32* %3, align 4, !tbaa !15
  %68 = load float, float* %4, align 4, !tbaa !16
  %69 = fpext float %68 to double
  %70 = load double, double* %5, align 8, !tbaa !18
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.4, i64 0, i64 0), i64 noundef %65, i64 noundef %66, i32 noundef %67, double noundef %69, double noundef %70)
  %72 = call fastcc i64 @toints(x86_fp80 noundef 0xK403EFFFFFFFFFFFFFD98, i64* noundef nonnull %2, i32* noundef nonnull %3, float* noundef nonnull %4, double* noundef nonnull %5)
  %73 = load i64, i64* %2, align 8, !tbaa !13
  %74 = load double, double* %5, align 8, !tbaa !18
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i64 noundef %73, double noundef %74)
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), x86_fp80 noundef 0xK403EFEDCBA9876543210, x86_fp80 noundef 0xKC03791A2B3C4D5E6F800, x86_fp80 noundef 0xKC001E000000000000000, x86_fp80 noundef 0xK3FFFC000000000000000)
  %77 = tail call x86_fp80 @sqrtl(x86_fp80 noundef 0xK40008000000000000000) #10
  %78 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC000A000000000000000)
  %79 = tail call x86_fp80 @fmodl(x86_fp80 noundef 0xK4002A000000000000000, x86_fp80 noundef 0xK4000C000000000000000) #10
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), x86_fp80 noundef %77, x86_fp80 noundef %78, x86_fp80 noundef %79)
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 0)
  %82 = fptosi x86_fp80 %8 to i32
  %83 = and i32 %82, 127
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %64) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %63) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %62) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %61) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %6) #10
  ret i32 %83
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
  %8 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %1, x86_fp80 %1, x86_fp80 %7)
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
  br i1 %4, label %5, label %19

5:                                                ; preds = %3
  %6 = fpext double %2 to x86_fp80
  %7 = and i32 %1, 1
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %5
  %10 = sitofp i32 %1 to x86_fp80
  %11 = fdiv x86_fp80 %10, %6
  %12 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %0, x86_fp80 0xK00000000000000000000, x86_fp80 %11)
  %13 = add nsw i32 %1, -1
  br label %14

14:                                               ; preds = %9, %5
  %15 = phi x86_fp80 [ undef, %5 ], [ %12, %9 ]
  %16 = phi i32 [ %1, %5 ], [ %13, %9 ]
  %17 = phi x86_fp80 [ 0xK00000000000000000000, %5 ], [ %12, %9 ]
  %18 = icmp eq i32 %1, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %14, %21, %3
  %20 = phi x86_fp80 [ 0xK00000000000000000000, %3 ], [ %15, %14 ], [ %30, %21 ]
  ret x86_fp80 %20

21:                                               ; preds = %14, %21
  %22 = phi i32 [ %31, %21 ], [ %16, %14 ]
  %23 = phi x86_fp80 [ %30, %21 ], [ %17, %14 ]
  %24 = sitofp i32 %22 to x86_fp80
  %25 = fdiv x86_fp80 %24, %6
  %26 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %23, x86_fp80 %0, x86_fp80 %25)
  %27 = add nsw i32 %22, -1
  %28 = sitofp i32 %27 to x86_fp80
  %29 = fdiv x86_fp80 %28, %6
  %30 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %26, x86_fp80 %0, x86_fp80 %29)
  %31 = add nsw i32 %22, -2
  %32 = icmp eq i32 %27, 0
  br i1 %32, label %19, label %21, !llvm.loop !20
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
  %17 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %16)
  %18 = select i1 %14, x86_fp80 %15, x86_fp80 %17
  br label %19

19:                                               ; preds = %9, %11, %13, %4
  %20 = phi x86_fp80 [ %6, %4 ], [ %18, %13 ], [ %10, %9 ], [ %12, %11 ]
  ret x86_fp80 %20
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn writeonly
define internal fastcc i64 @toints(x86_fp80 noundef %0, i64* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, double* nocapture noundef writeonly %4) unnamed_addr #7 {
  %6 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %0)
  %7 = fptoui x86_fp80 %6 to i64
  store i64 %7, i64* %1, align 8, !tbaa !13
  %8 = fptosi x86_fp80 %0 to i32
  store i32 %8, i32* %2, align 4, !tbaa !15
  %9 = fptrunc x86_fp80 %0 to float
  store float %9, float* %3, align 4, !tbaa !16
  %10 = fptrunc x86_fp80 %0 to double
  store double %10, double* %4, align 8, !tbaa !18
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
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !8, i64 0}
!15 = !{!10, !10, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !8, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
