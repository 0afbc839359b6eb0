; ModuleID = 'c/vec_abi.c'
source_filename = "c/vec_abi.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.v3 = type { float, float, float }
%struct.v4 = type { float, float, float, float }
%struct.v2 = type { float, float }
%struct.fi = type { float, i32 }

@__const.main.a = private unnamed_addr constant %struct.v3 { float 1.000000e+00, float 2.000000e+00, float 3.000000e+00 }, align 4
@__const.main.b = private unnamed_addr constant %struct.v3 { float -5.000000e-01, float 4.000000e+00, float 2.500000e-01 }, align 4
@__const.main.p = private unnamed_addr constant %struct.v4 { float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD3333340000000, float 1.000000e+00 }, align 4
@__const.main.q = private unnamed_addr constant %struct.v4 { float 0x3FECCCCCC0000000, float 5.000000e-01, float 0.000000e+00, float 5.000000e-01 }, align 4
@.str = private unnamed_addr constant [23 x i8] c"cross %a %a %a dot %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"mix %a %a %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"rot %a %a\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"halve %a %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"cmulf %a %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"cmul %a %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"many %a %a %a\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.v3, align 4
  %2 = alloca %struct.v3, align 4
  %3 = alloca %struct.v4, align 4
  %4 = alloca i64, align 8
  %5 = bitcast i64* %4 to %struct.v2*
  %6 = alloca i64, align 8
  %7 = bitcast i64* %6 to %struct.fi*
  %8 = alloca %struct.v3, align 4
  %9 = alloca %struct.v4, align 4
  %10 = alloca i64, align 8
  %11 = bitcast i64* %10 to %struct.v2*
  %12 = alloca i64, align 8
  %13 = bitcast i64* %12 to %struct.fi*
  %14 = alloca { float, float }, align 4
  %15 = alloca { float, float }, align 4
  %16 = alloca { float, float }, align 4
  %17 = alloca { double, double }, align 8
  %18 = alloca { double, double }, align 8
  %19 = alloca { double, double }, align 8
  %20 = bitcast %struct.v3* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %20) #9
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12) %20, i8* noundef nonnull align 4 dereferenceable(12) bitcast (%struct.v3* @__const.main.a to i8*), i32 12, i1 false)
  %21 = bitcast %struct.v3* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %21) #9
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12) %21, i8* noundef nonnull align 4 dereferenceable(12) bitcast (%struct.v3* @__const.main.b to i8*), i32 12, i1 false)
  %22 = bitcast %struct.v4* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %22) #9
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %22, i8* noundef nonnull align 4 dereferenceable(16) bitcast (%struct.v4* @__const.main.p to i8*), i32 16, i1 false)
  %23 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #9
  store i64 4629700420149706752, i64* %4, align 8
  %24 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #9
  store i64 4661225614328463401, i64* %6, align 8
  %25 = bitcast %struct.v3* %8 to i8*
  %26 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 0
  %27 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 1
  %28 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 2
  %29 = bitcast %struct.v4* %9 to i8*
  %30 = getelementptr inbounds %struct.v4, %struct.v4* %3, i32 0, i32 0
  %31 = getelementptr inbounds %struct.v4, %struct.v4* %3, i32 0, i32 1
  %32 = getelementptr inbounds %struct.v4, %struct.v4* %3, i32 0, i32 2
  %33 = getelementptr inbounds %struct.v4, %struct.v4* %3, i32 0, i32 3
  %34 = bitcast i64* %10 to i8*
  %35 = bitcast i64* %12 to i8*
  %36 = getelementptr inbounds { float, float }, { float, float }* %15, i32 0, i32 0
  %37 = getelementptr inbounds { float, float }, { float, float }* %15, i32 0, i32 1
  %38 = getelementptr inbounds { float, float }, { float, float }* %16, i32 0, i32 0
  %39 = getelementptr inbounds { float, float }, { float, float }* %16, i32 0, i32 1
  %40 = getelementptr inbounds { float, float }, { float, float }* %14, i32 0, i32 0
  %41 = getelementptr inbounds { float, float }, { float, float }* %14, i32 0, i32 1
  %42 = getelementptr inbounds { double, double }, { double, double }* %18, i32 0, i32 0
  %43 = getelementptr inbounds { double, double }, { double, double }* %18, i32 0, i32 1
  %44 = getelementptr inbounds { double, double }, { double, double }* %19, i32 0, i32 0
  %45 = getelementptr inbounds { double, double }, { double, double }* %19, i32 0, i32 1
  %46 = getelementptr inbounds { double, double }, { double, double }* %17, i32 0, i32 0
  %47 = getelementptr inbounds { double, double }, { double, double }* %17, i32 0, i32 1
  %48 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 0
  %49 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 1
  %50 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 2
  br label %52

51:                                               ; preds = %52
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %22) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %21) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %20) #9
  ret i32 0

52:                                               ; preds = %0, %52
  %53 = phi float [ 2.500000e-01, %0 ], [ %113, %52 ]
  %54 = phi float [ 4.000000e+00, %0 ], [ %110, %52 ]
  %55 = phi float [ -5.000000e-01, %0 ], [ %106, %52 ]
  %56 = phi i32 [ 0, %0 ], [ %118, %52 ]
  %57 = phi float [ 2.000000e+00, %0 ], [ %96, %52 ]
  %58 = phi float [ 1.500000e+00, %0 ], [ %95, %52 ]
  %59 = phi double [ 1.250000e+00, %0 ], [ %100, %52 ]
  %60 = phi double [ -3.000000e+00, %0 ], [ %101, %52 ]
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %25) #9
  call fastcc void @cross(%struct.v3* nonnull sret(%struct.v3) align 4 %8, %struct.v3* noundef nonnull byval(%struct.v3) align 4 %1, %struct.v3* noundef nonnull byval(%struct.v3) align 4 %2)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12) %20, i8* noundef nonnull align 4 dereferenceable(12) %25, i32 12, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %25) #9
  %61 = load float, float* %26, align 4, !tbaa !10
  %62 = fpext float %61 to double
  %63 = load float, float* %27, align 4, !tbaa !12
  %64 = fpext float %63 to double
  %65 = load float, float* %28, align 4, !tbaa !13
  %66 = fpext float %65 to double
  %67 = tail call fastcc float @dot3(%struct.v3* noundef nonnull byval(%struct.v3) align 4 %8, %struct.v3* noundef nonnull byval(%struct.v3) align 4 %2)
  %68 = fpext float %67 to double
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i32 0, i32 0), double noundef %62, double noundef %64, double noundef %66, double noundef %68)
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %29) #9
  call fastcc void @mix4(%struct.v4* nonnull sret(%struct.v4) align 4 %9, %struct.v4* noundef nonnull byval(%struct.v4) align 4 %3, %struct.v4* noundef nonnull byval(%struct.v4) align 4 @__const.main.q)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %22, i8* noundef nonnull align 4 dereferenceable(16) %29, i32 16, i1 false), !tbaa.struct !14
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %29) #9
  %70 = load float, float* %30, align 4, !tbaa !15
  %71 = fpext float %70 to double
  %72 = load float, float* %31, align 4, !tbaa !17
  %73 = fpext float %72 to double
  %74 = load float, float* %32, align 4, !tbaa !18
  %75 = fpext float %74 to double
  %76 = load float, float* %33, align 4, !tbaa !19
  %77 = fpext float %76 to double
  %78 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef %71, double noundef %73, double noundef %75, double noundef %77)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #9
  call fastcc void @rot(%struct.v2* nonnull sret(%struct.v2) align 4 %11, %struct.v2* noundef nonnull byval(%struct.v2) align 4 %5)
  %79 = load i64, i64* %10, align 8
  store i64 %79, i64* %4, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #9
  %80 = lshr i64 %79, 32
  %81 = trunc i64 %80 to i32
  %82 = bitcast i32 %81 to float
  %83 = fpext float %82 to double
  %84 = trunc i64 %79 to i32
  %85 = bitcast i32 %84 to float
  %86 = fpext float %85 to double
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0), double noundef %83, double noundef %86)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35) #9
  call fastcc void @halve(%struct.fi* nonnull sret(%struct.fi) align 4 %13, %struct.fi* noundef nonnull byval(%struct.fi) align 4 %7)
  %88 = load i64, i64* %12, align 8
  store i64 %88, i64* %6, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35) #9
  %89 = lshr i64 %88, 32
  %90 = trunc i64 %89 to i32
  %91 = bitcast i32 %90 to float
  %92 = fpext float %91 to double
  %93 = trunc i64 %88 to i32
  %94 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), double noundef %92, i32 noundef %93)
  store float %58, float* %36, align 4
  store float %57, float* %37, align 4
  store float -5.000000e-01, float* %38, align 4
  store float 2.500000e-01, float* %39, align 4
  call fastcc void @cmulf({ float, float }* nonnull sret({ float, float }) align 4 %14, { float, float }* noundef nonnull byval({ float, float }) align 4 %15, { float, float }* noundef nonnull byval({ float, float }) align 4 %16)
  %95 = load float, float* %40, align 4
  %96 = load float, float* %41, align 4
  %97 = fpext float %95 to double
  %98 = fpext float %96 to double
  %99 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), double noundef %97, double noundef %98)
  store double %59, double* %42, align 8
  store double %60, double* %43, align 8
  store double 2.000000e+00, double* %44, align 8
  store double 5.000000e-01, double* %45, align 8
  call fastcc void @cmul({ double, double }* nonnull sret({ double, double }) align 8 %17, { double, double }* noundef nonnull byval({ double, double }) align 8 %18, { double, double }* noundef nonnull byval({ double, double }) align 8 %19)
  %100 = load double, double* %46, align 8
  %101 = load double, double* %47, align 8
  %102 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), double noundef %100, double noundef %101)
  %103 = fadd float %61, %54
  %104 = fadd float %65, %103
  %105 = fadd float %55, %104
  %106 = fadd float %63, %105
  %107 = fsub float %63, %53
  %108 = fadd float %61, %107
  %109 = fsub float %108, %54
  %110 = fadd float %65, %109
  %111 = fmul float %63, %53
  %112 = tail call float @llvm.fmuladd.f32(float %65, float %55, float %111) #9
  %113 = fsub float %112, %61
  store float %106, float* %48, align 4, !tbaa.struct !5
  store float %110, float* %49, align 4, !tbaa.struct !20
  store float %113, float* %50, align 4, !tbaa.struct !21
  %114 = fpext float %106 to double
  %115 = fpext float %110 to double
  %116 = fpext float %113 to double
  %117 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0), double noundef %114, double noundef %115, double noundef %116)
  %118 = add nuw nsw i32 %56, 1
  %119 = icmp eq i32 %118, 4
  br i1 %119, label %51, label %52, !llvm.loop !22
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @cross(%struct.v3* noalias nocapture writeonly sret(%struct.v3) align 4 %0, %struct.v3* nocapture noundef readonly byval(%struct.v3) align 4 %1, %struct.v3* nocapture noundef readonly byval(%struct.v3) align 4 %2) unnamed_addr #3 {
  %4 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 1
  %6 = load float, float* %5, align 4, !tbaa !12
  %7 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 2
  %8 = load float, float* %7, align 4, !tbaa !13
  %9 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 2
  %10 = load float, float* %9, align 4, !tbaa !13
  %11 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 1
  %12 = load float, float* %11, align 4, !tbaa !12
  %13 = fneg float %10
  %14 = fmul float %12, %13
  %15 = tail call float @llvm.fmuladd.f32(float %6, float %8, float %14)
  store float %15, float* %4, align 4, !tbaa !10
  %16 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 0
  %18 = load float, float* %17, align 4, !tbaa !10
  %19 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 0
  %20 = load float, float* %19, align 4, !tbaa !10
  %21 = fneg float %20
  %22 = fmul float %8, %21
  %23 = tail call float @llvm.fmuladd.f32(float %10, float %18, float %22)
  store float %23, float* %16, align 4, !tbaa !12
  %24 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 2
  %25 = fneg float %6
  %26 = fmul float %18, %25
  %27 = tail call float @llvm.fmuladd.f32(float %20, float %12, float %26)
  store float %27, float* %24, align 4, !tbaa !13
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline nosync nounwind readonly uwtable willreturn
define internal fastcc float @dot3(%struct.v3* nocapture noundef readonly byval(%struct.v3) align 4 %0, %struct.v3* nocapture noundef readonly byval(%struct.v3) align 4 %1) unnamed_addr #5 {
  %3 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 0
  %4 = load float, float* %3, align 4, !tbaa !10
  %5 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 0
  %6 = load float, float* %5, align 4, !tbaa !10
  %7 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 1
  %8 = load float, float* %7, align 4, !tbaa !12
  %9 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 1
  %10 = load float, float* %9, align 4, !tbaa !12
  %11 = fmul float %8, %10
  %12 = tail call float @llvm.fmuladd.f32(float %4, float %6, float %11)
  %13 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 2
  %14 = load float, float* %13, align 4, !tbaa !13
  %15 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 2
  %16 = load float, float* %15, align 4, !tbaa !13
  %17 = tail call float @llvm.fmuladd.f32(float %14, float %16, float %12)
  ret float %17
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @mix4(%struct.v4* noalias nocapture writeonly sret(%struct.v4) align 4 %0, %struct.v4* nocapture noundef readonly byval(%struct.v4) align 4 %1, %struct.v4* nocapture noundef readonly byval(%struct.v4) align 4 %2) unnamed_addr #3 {
  %4 = getelementptr inbounds %struct.v4, %struct.v4* %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 0
  %6 = load float, float* %5, align 4, !tbaa !15
  %7 = getelementptr inbounds %struct.v4, %struct.v4* %2, i32 0, i32 0
  %8 = load float, float* %7, align 4, !tbaa !15
  %9 = fsub float %8, %6
  %10 = tail call float @llvm.fmuladd.f32(float %9, float 2.500000e-01, float %6)
  store float %10, float* %4, align 4, !tbaa !15
  %11 = getelementptr inbounds %struct.v4, %struct.v4* %0, i32 0, i32 1
  %12 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 1
  %13 = load float, float* %12, align 4, !tbaa !17
  %14 = getelementptr inbounds %struct.v4, %struct.v4* %2, i32 0, i32 1
  %15 = load float, float* %14, align 4, !tbaa !17
  %16 = fsub float %15, %13
  %17 = tail call float @llvm.fmuladd.f32(float %16, float 2.500000e-01, float %13)
  store float %17, float* %11, align 4, !tbaa !17
  %18 = getelementptr inbounds %struct.v4, %struct.v4* %0, i32 0, i32 2
  %19 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 2
  %20 = load float, float* %19, align 4, !tbaa !18
  %21 = getelementptr inbounds %struct.v4, %struct.v4* %2, i32 0, i32 2
  %22 = load float, float* %21, align 4, !tbaa !18
  %23 = fsub float %22, %20
  %24 = tail call float @llvm.fmuladd.f32(float %23, float 2.500000e-01, float %20)
  store float %24, float* %18, align 4, !tbaa !18
  %25 = getelementptr inbounds %struct.v4, %struct.v4* %0, i32 0, i32 3
  %26 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 3
  %27 = load float, float* %26, align 4, !tbaa !19
  store float %27, float* %25, align 4, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @rot(%struct.v2* noalias nocapture writeonly sret(%struct.v2) align 4 %0, %struct.v2* nocapture noundef readonly byval(%struct.v2) align 4 %1) unnamed_addr #3 {
  %3 = getelementptr inbounds %struct.v2, %struct.v2* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.v2, %struct.v2* %1, i32 0, i32 0
  %5 = load float, float* %4, align 4, !tbaa !24
  %6 = getelementptr inbounds %struct.v2, %struct.v2* %1, i32 0, i32 1
  %7 = load float, float* %6, align 4, !tbaa !26
  %8 = fmul float %7, 0xBFE99999A0000000
  %9 = tail call float @llvm.fmuladd.f32(float %5, float 0x3FE3333340000000, float %8)
  store float %9, float* %3, align 4, !tbaa !24
  %10 = getelementptr inbounds %struct.v2, %struct.v2* %0, i32 0, i32 1
  %11 = fmul float %7, 0x3FE3333340000000
  %12 = tail call float @llvm.fmuladd.f32(float %5, float 0x3FE99999A0000000, float %11)
  store float %12, float* %10, align 4, !tbaa !26
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @halve(%struct.fi* noalias nocapture writeonly sret(%struct.fi) align 4 %0, %struct.fi* nocapture noundef readonly byval(%struct.fi) align 4 %1) unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.fi, %struct.fi* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.fi, %struct.fi* %1, i32 0, i32 0
  %5 = load float, float* %4, align 4, !tbaa !27
  %6 = fmul float %5, 5.000000e-01
  store float %6, float* %3, align 4, !tbaa !27
  %7 = getelementptr inbounds %struct.fi, %struct.fi* %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.fi, %struct.fi* %1, i32 0, i32 1
  %9 = load i32, i32* %8, align 4, !tbaa !30
  %10 = sdiv i32 %9, 2
  store i32 %10, i32* %7, align 4, !tbaa !30
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @cmulf({ float, float }* noalias nocapture writeonly sret({ float, float }) align 4 %0, { float, float }* nocapture noundef readonly byval({ float, float }) align 4 %1, { float, float }* nocapture noundef readonly byval({ float, float }) align 4 %2) unnamed_addr #7 {
  %4 = alloca { float, float }, align 4
  %5 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 0
  %6 = load float, float* %5, align 4
  %7 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 1
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds { float, float }, { float, float }* %2, i32 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds { float, float }, { float, float }* %2, i32 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = fmul float %6, %10
  %14 = fmul float %8, %12
  %15 = fmul float %6, %12
  %16 = fmul float %8, %10
  %17 = fsub float %13, %14
  %18 = fadd float %16, %15
  %19 = fcmp uno float %17, 0.000000e+00
  br i1 %19, label %20, label %27, !prof !31

20:                                               ; preds = %3
  %21 = fcmp uno float %18, 0.000000e+00
  br i1 %21, label %22, label %27, !prof !31

22:                                               ; preds = %20
  call void @__mulsc3({ float, float }* nonnull sret({ float, float }) align 4 %4, float noundef %6, float noundef %8, float noundef %10, float noundef %12) #9
  %23 = getelementptr inbounds { float, float }, { float, float }* %4, i32 0, i32 0
  %24 = load float, float* %23, align 4
  %25 = getelementptr inbounds { float, float }, { float, float }* %4, i32 0, i32 1
  %26 = load float, float* %25, align 4
  br label %27

27:                                               ; preds = %22, %20, %3
  %28 = phi float [ %17, %3 ], [ %17, %20 ], [ %24, %22 ]
  %29 = phi float [ %18, %3 ], [ %18, %20 ], [ %26, %22 ]
  %30 = fadd float %28, 1.000000e+00
  %31 = getelementptr inbounds { float, float }, { float, float }* %0, i32 0, i32 0
  %32 = getelementptr inbounds { float, float }, { float, float }* %0, i32 0, i32 1
  store float %30, float* %31, align 4
  store float %29, float* %32, align 4
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @cmul({ double, double }* noalias nocapture writeonly sret({ double, double }) align 8 %0, { double, double }* nocapture noundef readonly byval({ double, double }) align 8 %1, { double, double }* nocapture noundef readonly byval({ double, double }) align 8 %2) unnamed_addr #7 {
  %4 = alloca { double, double }, align 8
  %5 = getelementptr inbounds { double, double }, { double, double }* %1, i32 0, i32 0
  %6 = load double, double* %5, align 8
  %7 = getelementptr inbounds { double, double }, { double, double }* %1, i32 0, i32 1
  %8 = load double, double* %7, align 8
  %9 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 1
  %12 = load double, double* %11, align 8
  %13 = fmul double %6, %10
  %14 = fmul double %8, %12
  %15 = fmul double %6, %12
  %16 = fmul double %8, %10
  %17 = fsub double %13, %14
  %18 = fadd double %16, %15
  %19 = fcmp uno double %17, 0.000000e+00
  br i1 %19, label %20, label %27, !prof !31

20:                                               ; preds = %3
  %21 = fcmp uno double %18, 0.000000e+00
  br i1 %21, label %22, label %27, !prof !31

22:                                               ; preds = %20
  call void @__muldc3({ double, double }* nonnull sret({ double, double }) align 8 %4, double noundef %6, double noundef %8, double noundef %10, double noundef %12) #9
  %23 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 0
  %24 = load double, double* %23, align 8
  %25 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 1
  %26 = load double, double* %25, align 8
  br label %27

27:                                               ; preds = %22, %20, %3
  %28 = phi double [ %17, %3 ], [ %17, %20 ], [ %24, %22 ]
  %29 = phi double [ %18, %3 ], [ %18, %20 ], [ %26, %22 ]
  %30 = fadd double %29, -1.000000e+00
  %31 = getelementptr inbounds { double, double }, { double, double }* %0, i32 0, i32 0
  %32 = getelementptr inbounds { double, double }, { double, double }* %0, i32 0, i32 1
  store double %28, double* %31, align 8
  store double %30, double* %32, align 8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #8

declare void @__mulsc3({ float, float }*, float, float, float, float) local_unnamed_addr

declare void @__muldc3({ double, double }*, double, double, double, double) local_unnamed_addr

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nofree noinline nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #8 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8}
!12 = !{!11, !7, i64 4}
!13 = !{!11, !7, i64 8}
!14 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !6}
!15 = !{!16, !7, i64 0}
!16 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12}
!17 = !{!16, !7, i64 4}
!18 = !{!16, !7, i64 8}
!19 = !{!16, !7, i64 12}
!20 = !{i64 0, i64 4, !6, i64 4, i64 4, !6}
!21 = !{i64 0, i64 4, !6}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!25, !7, i64 0}
!25 = !{!"", !7, i64 0, !7, i64 4}
!26 = !{!25, !7, i64 4}
!27 = !{!28, !7, i64 0}
!28 = !{!"", !7, i64 0, !29, i64 4}
!29 = !{!"int", !8, i64 0}
!30 = !{!28, !29, i64 4}
!31 = !{!"branch_weights", i32 1, i32 1048575}
