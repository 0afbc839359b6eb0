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
  %35 = bitcast i64* %4 to float*
  %36 = getelementptr inbounds %struct.v2, %struct.v2* %5, i32 0, i32 1
  %37 = bitcast i64* %12 to i8*
  %38 = bitcast i64* %6 to float*
  %39 = getelementptr inbounds %struct.fi, %struct.fi* %7, i32 0, i32 1
  %40 = getelementptr inbounds { float, float }, { float, float }* %15, i32 0, i32 0
  %41 = getelementptr inbounds { float, float }, { float, float }* %15, i32 0, i32 1
  %42 = getelementptr inbounds { float, float }, { float, float }* %16, i32 0, i32 0
  %43 = getelementptr inbounds { float, float }, { float, float }* %16, i32 0, i32 1
  %44 = getelementptr inbounds { float, float }, { float, float }* %14, i32 0, i32 0
  %45 = getelementptr inbounds { float, float }, { float, float }* %14, i32 0, i32 1
  %46 = getelementptr inbounds { double, double }, { double, double }* %18, i32 0, i32 0
  %47 = getelementptr inbounds { double, double }, { double, double }* %18, i32 0, i32 1
  %48 = getelementptr inbounds { double, double }, { double, double }* %19, i32 0, i32 0
  %49 = getelementptr inbounds { double, double }, { double, double }* %19, i32 0, i32 1
  %50 = getelementptr inbounds { double, double }, { double, double }* %17, i32 0, i32 0
  %51 = getelementptr inbounds { double, double }, { double, double }* %17, i32 0, i32 1
  %52 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 0
  %53 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 1
  %54 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 2
  br label %56

55:                                               ; preds = %56
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %22) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %21) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %20) #9
  ret i32 0

56:                                               ; preds = %0, %56
  %57 = phi i32 [ 0, %0 ], [ %117, %56 ]
  %58 = phi float [ 2.000000e+00, %0 ], [ %92, %56 ]
  %59 = phi float [ 1.500000e+00, %0 ], [ %91, %56 ]
  %60 = phi double [ 1.250000e+00, %0 ], [ %96, %56 ]
  %61 = phi double [ -3.000000e+00, %0 ], [ %97, %56 ]
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %25) #9
  call fastcc void @cross(%struct.v3* nonnull sret(%struct.v3) align 4 %8, %struct.v3* noundef nonnull byval(%struct.v3) align 4 %1, %struct.v3* noundef nonnull byval(%struct.v3) align 4 %2)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12) %20, i8* noundef nonnull align 4 dereferenceable(12) %25, i32 12, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %25) #9
  %62 = load float, float* %26, align 4, !tbaa !10
  %63 = fpext float %62 to double
  %64 = load float, float* %27, align 4, !tbaa !12
  %65 = fpext float %64 to double
  %66 = load float, float* %28, align 4, !tbaa !13
  %67 = fpext float %66 to double
  %68 = call fastcc float @dot3(%struct.v3* noundef nonnull byval(%struct.v3) align 4 %8, %struct.v3* noundef nonnull byval(%struct.v3) align 4 %2)
  %69 = fpext float %68 to double
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i32 0, i32 0), double noundef %63, double noundef %65, double noundef %67, double noundef %69)
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %29) #9
  call fastcc void @mix4(%struct.v4* nonnull sret(%struct.v4) align 4 %9, %struct.v4* noundef nonnull byval(%struct.v4) align 4 %3, %struct.v4* noundef nonnull byval(%struct.v4) align 4 @__const.main.q)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %22, i8* noundef nonnull align 4 dereferenceable(16) %29, i32 16, i1 false), !tbaa.struct !14
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %29) #9
  %71 = load float, float* %30, align 4, !tbaa !15
  %72 = fpext float %71 to double
  %73 = load float, float* %31, align 4, !tbaa !17
  %74 = fpext float %73 to double
  %75 = load float, float* %32, align 4, !tbaa !18
  %76 = fpext float %75 to double
  %77 = load float, float* %33, align 4, !tbaa !19
  %78 = fpext float %77 to double
  %79 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef %72, double noundef %74, double noundef %76, double noundef %78)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #9
  call fastcc void @rot(%struct.v2* nonnull sret(%struct.v2) align 4 %11, %struct.v2* noundef nonnull byval(%struct.v2) align 4 %5)
  %80 = load i64, i64* %10, align 8
  store i64 %80, i64* %4, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #9
  %81 = load float, float* %35, align 8, !tbaa !20
  %82 = fpext float %81 to double
  %83 = load float, float* %36, align 4, !tbaa !22
  %84 = fpext float %83 to double
  %85 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0), double noundef %82, double noundef %84)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %37) #9
  call fastcc void @halve(%struct.fi* nonnull sret(%struct.fi) align 4 %13, %struct.fi* noundef nonnull byval(%struct.fi) align 4 %7)
  %86 = load i64, i64* %12, align 8
  store i64 %86, i64* %6, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %37) #9
  %87 = load float, float* %38, align 8, !tbaa !23
  %88 = fpext float %87 to double
  %89 = load i32, i32* %39, align 4, !tbaa !26
  %90 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), double noundef %88, i32 noundef %89)
  store float %59, float* %40, align 4
  store float %58, float* %41, align 4
  store float -5.000000e-01, float* %42, align 4
  store float 2.500000e-01, float* %43, align 4
  call fastcc void @cmulf({ float, float }* nonnull sret({ float, float }) align 4 %14, { float, float }* noundef nonnull byval({ float, float }) align 4 %15, { float, float }* noundef nonnull byval({ float, float }) align 4 %16)
  %91 = load float, float* %44, align 4
  %92 = load float, float* %45, align 4
  %93 = fpext float %91 to double
  %94 = fpext float %92 to double
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), double noundef %93, double noundef %94)
  store double %60, double* %46, align 8
  store double %61, double* %47, align 8
  store double 2.000000e+00, double* %48, align 8
  store double 5.000000e-01, double* %49, align 8
  call fastcc void @cmul({ double, double }* nonnull sret({ double, double }) align 8 %17, { double, double }* noundef nonnull byval({ double, double }) align 8 %18, { double, double }* noundef nonnull byval({ double, double }) align 8 %19)
  %96 = load double, double* %50, align 8
  %97 = load double, double* %51, align 8
  %98 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), double noundef %96, double noundef %97)
  %99 = load float, float* %52, align 4
  %100 = load float, float* %53, align 4
  %101 = load float, float* %54, align 4
  %102 = fadd float %62, %100
  %103 = fadd float %66, %102
  %104 = fadd float %99, %103
  %105 = fadd float %64, %104
  %106 = fsub float %64, %101
  %107 = fadd float %62, %106
  %108 = fsub float %107, %100
  %109 = fadd float %66, %108
  %110 = fmul float %64, %101
  %111 = call float @llvm.fmuladd.f32(float %66, float %99, float %110) #9
  %112 = fsub float %111, %62
  store float %105, float* %52, align 4, !tbaa.struct !5
  store float %109, float* %53, align 4, !tbaa.struct !27
  store float %112, float* %54, align 4, !tbaa.struct !28
  %113 = fpext float %105 to double
  %114 = fpext float %109 to double
  %115 = fpext float %112 to double
  %116 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0), double noundef %113, double noundef %114, double noundef %115)
  %117 = add nuw nsw i32 %57, 1
  %118 = icmp eq i32 %117, 4
  br i1 %118, label %55, label %56, !llvm.loop !29
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
  %15 = call float @llvm.fmuladd.f32(float %6, float %8, float %14)
  store float %15, float* %4, align 4, !tbaa !10
  %16 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 0
  %18 = load float, float* %17, align 4, !tbaa !10
  %19 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 0
  %20 = load float, float* %19, align 4, !tbaa !10
  %21 = fneg float %20
  %22 = fmul float %8, %21
  %23 = call float @llvm.fmuladd.f32(float %10, float %18, float %22)
  store float %23, float* %16, align 4, !tbaa !12
  %24 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 2
  %25 = fneg float %6
  %26 = fmul float %18, %25
  %27 = call float @llvm.fmuladd.f32(float %20, float %12, float %26)
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
  %12 = call float @llvm.fmuladd.f32(float %4, float %6, float %11)
  %13 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 2
  %14 = load float, float* %13, align 4, !tbaa !13
  %15 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 2
  %16 = load float, float* %15, align 4, !tbaa !13
  %17 = call float @llvm.fmuladd.f32(float %14, float %16, float %12)
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
  %10 = call float @llvm.fmuladd.f32(float %9, float 2.500000e-01, float %6)
  store float %10, float* %4, align 4, !tbaa !15
  %11 = getelementptr inbounds %struct.v4, %struct.v4* %0, i32 0, i32 1
  %12 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 1
  %13 = load float, float* %12, align 4, !tbaa !17
  %14 = getelementptr inbounds %struct.v4, %struct.v4* %2, i32 0, i32 1
  %15 = load float, float* %14, align 4, !tbaa !17
  %16 = fsub float %15, %13
  %17 = call float @llvm.fmuladd.f32(float %16, float 2.500000e-01, float %13)
  store float %17, float* %11, align 4, !tbaa !17
  %18 = getelementptr inbounds %struct.v4, %struct.v4* %0, i32 0, i32 2
  %19 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 2
  %20 = load float, float* %19, align 4, !tbaa !18
  %21 = getelementptr inbounds %struct.v4, %struct.v4* %2, i32 0, i32 2
  %22 = load float, float* %21, align 4, !tbaa !18
  %23 = fsub float %22, %20
  %24 = call float @llvm.fmuladd.f32(float %23, float 2.500000e-01, float %20)
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
  %5 = load float, float* %4, align 4, !tbaa !20
  %6 = getelementptr inbounds %struct.v2, %struct.v2* %1, i32 0, i32 1
  %7 = load float, float* %6, align 4, !tbaa !22
  %8 = fmul float %7, 0xBFE99999A0000000
  %9 = call float @llvm.fmuladd.f32(float %5, float 0x3FE3333340000000, float %8)
  store float %9, float* %3, align 4, !tbaa !20
  %10 = getelementptr inbounds %struct.v2, %struct.v2* %0, i32 0, i32 1
  %11 = fmul float %7, 0x3FE3333340000000
  %12 = call float @llvm.fmuladd.f32(float %5, float 0x3FE99999A0000000, float %11)
  store float %12, float* %10, align 4, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @halve(%struct.fi* noalias nocapture writeonly sret(%struct.fi) align 4 %0, %struct.fi* nocapture noundef readonly byval(%struct.fi) align 4 %1) unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.fi, %struct.fi* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.fi, %struct.fi* %1, i32 0, i32 0
  %5 = load float, float* %4, align 4, !tbaa !23
  %6 = fmul float %5, 5.000000e-01
  store float %6, float* %3, align 4, !tbaa !23
  %7 = getelementptr inbounds %struct.fi, %struct.fi* %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.fi, %struct.fi* %1, i32 0, i32 1
  %9 = load i32, i32* %8, align 4, !tbaa !26
  %10 = sdiv i32 %9, 2
  store i32 %10, i32* %7, align 4, !tbaa !26
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
  br i1 %19, label %20, label %27, !prof !32

20:                                               ; preds = %3
  %21 = fcmp uno float %18, 0.000000e+00
  br i1 %21, label %22, label %27, !prof !32

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
  br i1 %19, label %20, label %27, !prof !32

20:                                               ; preds = %3
  %21 = fcmp uno double %18, 0.000000e+00
  br i1 %21, label %22, label %27, !prof !32

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
!20 = !{!21, !7, i64 0}
!21 = !{!"", !7, i64 0, !7, i64 4}
!22 = !{!21, !7, i64 4}
!23 = !{!24, !7, i64 0}
!24 = !{!"", !7, i64 0, !25, i64 4}
!25 = !{!"int", !8, i64 0}
!26 = !{!24, !25, i64 4}
!27 = !{i64 0, i64 4, !6, i64 4, i64 4, !6}
!28 = !{i64 0, i64 4, !6}
!29 = distinct !{!29, !30, !31}
!30 = !{!"llvm.loop.mustprogress"}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = !{!"branch_weights", i32 1, i32 1048575}
