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
@__const.main.pt = private unnamed_addr constant %struct.v2 { float 3.000000e+00, float -1.000000e+00 }, align 4
@__const.main.h = private unnamed_addr constant %struct.fi { float 5.500000e+00, i32 41 }, align 4
@.str = private unnamed_addr constant [23 x i8] c"cross %a %a %a dot %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"mix %a %a %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"rot %a %a\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"halve %a %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"cmulf %a %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"cmul %a %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"many %a %a %a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.v3, align 4
  %3 = alloca %struct.v3, align 4
  %4 = alloca %struct.v4, align 4
  %5 = alloca %struct.v4, align 4
  %6 = alloca %struct.v2, align 4
  %7 = alloca %struct.fi, align 4
  %8 = alloca { float, float }, align 4
  %9 = alloca { float, float }, align 4
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.v3, align 4
  %14 = alloca %struct.v4, align 4
  %15 = alloca %struct.v2, align 4
  %16 = alloca %struct.fi, align 4
  %17 = alloca { float, float }, align 4
  %18 = alloca { float, float }, align 4
  %19 = alloca { float, float }, align 4
  %20 = alloca { double, double }, align 8
  %21 = alloca { double, double }, align 8
  %22 = alloca { double, double }, align 8
  %23 = alloca %struct.v3, align 4
  store i32 0, i32* %1, align 4
  %24 = bitcast %struct.v3* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %24, i8* align 4 bitcast (%struct.v3* @__const.main.a to i8*), i32 12, i1 false)
  %25 = bitcast %struct.v3* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %25, i8* align 4 bitcast (%struct.v3* @__const.main.b to i8*), i32 12, i1 false)
  %26 = bitcast %struct.v4* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %26, i8* align 4 bitcast (%struct.v4* @__const.main.p to i8*), i32 16, i1 false)
  %27 = bitcast %struct.v4* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %27, i8* align 4 bitcast (%struct.v4* @__const.main.q to i8*), i32 16, i1 false)
  %28 = bitcast %struct.v2* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %28, i8* align 4 bitcast (%struct.v2* @__const.main.pt to i8*), i32 8, i1 false)
  %29 = bitcast %struct.fi* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %29, i8* align 4 bitcast (%struct.fi* @__const.main.h to i8*), i32 8, i1 false)
  %30 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %31 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  store float 1.500000e+00, float* %30, align 4
  store float 2.000000e+00, float* %31, align 4
  %32 = getelementptr inbounds { float, float }, { float, float }* %9, i32 0, i32 0
  %33 = getelementptr inbounds { float, float }, { float, float }* %9, i32 0, i32 1
  store float -5.000000e-01, float* %32, align 4
  store float 2.500000e-01, float* %33, align 4
  %34 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %35 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  store double 1.250000e+00, double* %34, align 8
  store double -3.000000e+00, double* %35, align 8
  %36 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  %37 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  store double 2.000000e+00, double* %36, align 8
  store double 5.000000e-01, double* %37, align 8
  store i32 0, i32* %12, align 4
  br label %38

38:                                               ; preds = %156, %0
  %39 = load i32, i32* %12, align 4
  %40 = icmp slt i32 %39, 4
  br i1 %40, label %41, label %159

41:                                               ; preds = %38
  call void @cross(%struct.v3* sret(%struct.v3) align 4 %13, %struct.v3* noundef byval(%struct.v3) align 4 %2, %struct.v3* noundef byval(%struct.v3) align 4 %3)
  %42 = bitcast %struct.v3* %2 to i8*
  %43 = bitcast %struct.v3* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %42, i8* align 4 %43, i32 12, i1 false)
  %44 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 0
  %45 = load float, float* %44, align 4
  %46 = fpext float %45 to double
  %47 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 1
  %48 = load float, float* %47, align 4
  %49 = fpext float %48 to double
  %50 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 2
  %51 = load float, float* %50, align 4
  %52 = fpext float %51 to double
  %53 = call float @dot3(%struct.v3* noundef byval(%struct.v3) align 4 %2, %struct.v3* noundef byval(%struct.v3) align 4 %3)
  %54 = fpext float %53 to double
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i32 0, i32 0), double noundef %46, double noundef %49, double noundef %52, double noundef %54)
  call void @mix4(%struct.v4* sret(%struct.v4) align 4 %14, %struct.v4* noundef byval(%struct.v4) align 4 %4, %struct.v4* noundef byval(%struct.v4) align 4 %5, float noundef 2.500000e-01)
  %56 = bitcast %struct.v4* %4 to i8*
  %57 = bitcast %struct.v4* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %56, i8* align 4 %57, i32 16, i1 false)
  %58 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 0
  %59 = load float, float* %58, align 4
  %60 = fpext float %59 to double
  %61 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 1
  %62 = load float, float* %61, align 4
  %63 = fpext float %62 to double
  %64 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 2
  %65 = load float, float* %64, align 4
  %66 = fpext float %65 to double
  %67 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 3
  %68 = load float, float* %67, align 4
  %69 = fpext float %68 to double
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), double noundef %60, double noundef %63, double noundef %66, double noundef %69)
  call void @rot(%struct.v2* sret(%struct.v2) align 4 %15, %struct.v2* noundef byval(%struct.v2) align 4 %6, float noundef 0x3FE3333340000000, float noundef 0x3FE99999A0000000)
  %71 = bitcast %struct.v2* %6 to i8*
  %72 = bitcast %struct.v2* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %71, i8* align 4 %72, i32 8, i1 false)
  %73 = getelementptr inbounds %struct.v2, %struct.v2* %6, i32 0, i32 0
  %74 = load float, float* %73, align 4
  %75 = fpext float %74 to double
  %76 = getelementptr inbounds %struct.v2, %struct.v2* %6, i32 0, i32 1
  %77 = load float, float* %76, align 4
  %78 = fpext float %77 to double
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0), double noundef %75, double noundef %78)
  call void @halve(%struct.fi* sret(%struct.fi) align 4 %16, %struct.fi* noundef byval(%struct.fi) align 4 %7)
  %80 = bitcast %struct.fi* %7 to i8*
  %81 = bitcast %struct.fi* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %80, i8* align 4 %81, i32 8, i1 false)
  %82 = getelementptr inbounds %struct.fi, %struct.fi* %7, i32 0, i32 0
  %83 = load float, float* %82, align 4
  %84 = fpext float %83 to double
  %85 = getelementptr inbounds %struct.fi, %struct.fi* %7, i32 0, i32 1
  %86 = load i32, i32* %85, align 4
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), double noundef %84, i32 noundef %86)
  %88 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %89 = load float, float* %88, align 4
  %90 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  %91 = load float, float* %90, align 4
  %92 = getelementptr inbounds { float, float }, { float, float }* %9, i32 0, i32 0
  %93 = load float, float* %92, align 4
  %94 = getelementptr inbounds { float, float }, { float, float }* %9, i32 0, i32 1
  %95 = load float, float* %94, align 4
  %96 = getelementptr inbounds { float, float }, { float, float }* %18, i32 0, i32 0
  %97 = getelementptr inbounds { float, float }, { float, float }* %18, i32 0, i32 1
  store float %89, float* %96, align 4
  store float %91, float* %97, align 4
  %98 = getelementptr inbounds { float, float }, { float, float }* %19, i32 0, i32 0
  %99 = getelementptr inbounds { float, float }, { float, float }* %19, i32 0, i32 1
  store float %93, float* %98, align 4
  store float %95, float* %99, align 4
  call void @cmulf({ float, float }* sret({ float, float }) align 4 %17, { float, float }* noundef byval({ float, float }) align 4 %18, { float, float }* noundef byval({ float, float }) align 4 %19)
  %100 = getelementptr inbounds { float, float }, { float, float }* %17, i32 0, i32 0
  %101 = load float, float* %100, align 4
  %102 = getelementptr inbounds { float, float }, { float, float }* %17, i32 0, i32 1
  %103 = load float, float* %102, align 4
  %104 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %105 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  store float %101, float* %104, align 4
  store float %103, float* %105, align 4
  %106 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %107 = load float, float* %106, align 4
  %108 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  %109 = load float, float* %108, align 4
  %110 = fpext float %107 to double
  %111 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %112 = load float, float* %111, align 4
  %113 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  %114 = load float, float* %113, align 4
  %115 = fpext float %114 to double
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), double noundef %110, double noundef %115)
  %117 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %118 = load double, double* %117, align 8
  %119 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  %120 = load double, double* %119, align 8
  %121 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  %122 = load double, double* %121, align 8
  %123 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  %124 = load double, double* %123, align 8
  %125 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %126 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  store double %118, double* %125, align 8
  store double %120, double* %126, align 8
  %127 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %128 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  store double %122, double* %127, align 8
  store double %124, double* %128, align 8
  call void @cmul({ double, double }* sret({ double, double }) align 8 %20, { double, double }* noundef byval({ double, double }) align 8 %21, { double, double }* noundef byval({ double, double }) align 8 %22)
  %129 = getelementptr inbounds { double, double }, { double, double }* %20, i32 0, i32 0
  %130 = load double, double* %129, align 8
  %131 = getelementptr inbounds { double, double }, { double, double }* %20, i32 0, i32 1
  %132 = load double, double* %131, align 8
  %133 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %134 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  store double %130, double* %133, align 8
  store double %132, double* %134, align 8
  %135 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %136 = load double, double* %135, align 8
  %137 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  %138 = load double, double* %137, align 8
  %139 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %140 = load double, double* %139, align 8
  %141 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  %142 = load double, double* %141, align 8
  %143 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), double noundef %136, double noundef %142)
  call void @many(%struct.v3* sret(%struct.v3) align 4 %23, %struct.v3* noundef byval(%struct.v3) align 4 %2, %struct.v3* noundef byval(%struct.v3) align 4 %3, %struct.v3* noundef byval(%struct.v3) align 4 %2, %struct.v3* noundef byval(%struct.v3) align 4 %3, %struct.v3* noundef byval(%struct.v3) align 4 %2)
  %144 = bitcast %struct.v3* %3 to i8*
  %145 = bitcast %struct.v3* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %144, i8* align 4 %145, i32 12, i1 false)
  %146 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 0
  %147 = load float, float* %146, align 4
  %148 = fpext float %147 to double
  %149 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 1
  %150 = load float, float* %149, align 4
  %151 = fpext float %150 to double
  %152 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 2
  %153 = load float, float* %152, align 4
  %154 = fpext float %153 to double
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0), double noundef %148, double noundef %151, double noundef %154)
  br label %156

156:                                              ; preds = %41
  %157 = load i32, i32* %12, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, i32* %12, align 4
  br label %38, !llvm.loop !6

159:                                              ; preds = %38
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(%struct.v3* noalias sret(%struct.v3) align 4 %0, %struct.v3* noundef byval(%struct.v3) align 4 %1, %struct.v3* noundef byval(%struct.v3) align 4 %2) #0 {
  %4 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 1
  %6 = load float, float* %5, align 4
  %7 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 2
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 2
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = fmul float %10, %12
  %14 = fneg float %13
  %15 = call float @llvm.fmuladd.f32(float %6, float %8, float %14)
  store float %15, float* %4, align 4
  %16 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 2
  %18 = load float, float* %17, align 4
  %19 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 0
  %20 = load float, float* %19, align 4
  %21 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 0
  %22 = load float, float* %21, align 4
  %23 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 2
  %24 = load float, float* %23, align 4
  %25 = fmul float %22, %24
  %26 = fneg float %25
  %27 = call float @llvm.fmuladd.f32(float %18, float %20, float %26)
  store float %27, float* %16, align 4
  %28 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 2
  %29 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 0
  %30 = load float, float* %29, align 4
  %31 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 1
  %32 = load float, float* %31, align 4
  %33 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 1
  %34 = load float, float* %33, align 4
  %35 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 0
  %36 = load float, float* %35, align 4
  %37 = fmul float %34, %36
  %38 = fneg float %37
  %39 = call float @llvm.fmuladd.f32(float %30, float %32, float %38)
  store float %39, float* %28, align 4
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal float @dot3(%struct.v3* noundef byval(%struct.v3) align 4 %0, %struct.v3* noundef byval(%struct.v3) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 0
  %4 = load float, float* %3, align 4
  %5 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 0
  %6 = load float, float* %5, align 4
  %7 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 1
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 1
  %10 = load float, float* %9, align 4
  %11 = fmul float %8, %10
  %12 = call float @llvm.fmuladd.f32(float %4, float %6, float %11)
  %13 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 2
  %14 = load float, float* %13, align 4
  %15 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 2
  %16 = load float, float* %15, align 4
  %17 = call float @llvm.fmuladd.f32(float %14, float %16, float %12)
  ret float %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix4(%struct.v4* noalias sret(%struct.v4) align 4 %0, %struct.v4* noundef byval(%struct.v4) align 4 %1, %struct.v4* noundef byval(%struct.v4) align 4 %2, float noundef %3) #0 {
  %5 = alloca float, align 4
  store float %3, float* %5, align 4
  %6 = getelementptr inbounds %struct.v4, %struct.v4* %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds %struct.v4, %struct.v4* %2, i32 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 0
  %12 = load float, float* %11, align 4
  %13 = fsub float %10, %12
  %14 = load float, float* %5, align 4
  %15 = call float @llvm.fmuladd.f32(float %13, float %14, float %8)
  store float %15, float* %6, align 4
  %16 = getelementptr inbounds %struct.v4, %struct.v4* %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 1
  %18 = load float, float* %17, align 4
  %19 = getelementptr inbounds %struct.v4, %struct.v4* %2, i32 0, i32 1
  %20 = load float, float* %19, align 4
  %21 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 1
  %22 = load float, float* %21, align 4
  %23 = fsub float %20, %22
  %24 = load float, float* %5, align 4
  %25 = call float @llvm.fmuladd.f32(float %23, float %24, float %18)
  store float %25, float* %16, align 4
  %26 = getelementptr inbounds %struct.v4, %struct.v4* %0, i32 0, i32 2
  %27 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 2
  %28 = load float, float* %27, align 4
  %29 = getelementptr inbounds %struct.v4, %struct.v4* %2, i32 0, i32 2
  %30 = load float, float* %29, align 4
  %31 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 2
  %32 = load float, float* %31, align 4
  %33 = fsub float %30, %32
  %34 = load float, float* %5, align 4
  %35 = call float @llvm.fmuladd.f32(float %33, float %34, float %28)
  store float %35, float* %26, align 4
  %36 = getelementptr inbounds %struct.v4, %struct.v4* %0, i32 0, i32 3
  %37 = getelementptr inbounds %struct.v4, %struct.v4* %1, i32 0, i32 3
  %38 = load float, float* %37, align 4
  store float %38, float* %36, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rot(%struct.v2* noalias sret(%struct.v2) align 4 %0, %struct.v2* noundef byval(%struct.v2) align 4 %1, float noundef %2, float noundef %3) #0 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %2, float* %5, align 4
  store float %3, float* %6, align 4
  %7 = getelementptr inbounds %struct.v2, %struct.v2* %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.v2, %struct.v2* %1, i32 0, i32 0
  %9 = load float, float* %8, align 4
  %10 = load float, float* %5, align 4
  %11 = getelementptr inbounds %struct.v2, %struct.v2* %1, i32 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = load float, float* %6, align 4
  %14 = fmul float %12, %13
  %15 = fneg float %14
  %16 = call float @llvm.fmuladd.f32(float %9, float %10, float %15)
  store float %16, float* %7, align 4
  %17 = getelementptr inbounds %struct.v2, %struct.v2* %0, i32 0, i32 1
  %18 = getelementptr inbounds %struct.v2, %struct.v2* %1, i32 0, i32 0
  %19 = load float, float* %18, align 4
  %20 = load float, float* %6, align 4
  %21 = getelementptr inbounds %struct.v2, %struct.v2* %1, i32 0, i32 1
  %22 = load float, float* %21, align 4
  %23 = load float, float* %5, align 4
  %24 = fmul float %22, %23
  %25 = call float @llvm.fmuladd.f32(float %19, float %20, float %24)
  store float %25, float* %17, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @halve(%struct.fi* noalias sret(%struct.fi) align 4 %0, %struct.fi* noundef byval(%struct.fi) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.fi, %struct.fi* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.fi, %struct.fi* %1, i32 0, i32 0
  %5 = load float, float* %4, align 4
  %6 = fmul float %5, 5.000000e-01
  store float %6, float* %3, align 4
  %7 = getelementptr inbounds %struct.fi, %struct.fi* %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.fi, %struct.fi* %1, i32 0, i32 1
  %9 = load i32, i32* %8, align 4
  %10 = sdiv i32 %9, 2
  store i32 %10, i32* %7, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cmulf({ float, float }* noalias sret({ float, float }) align 4 %0, { float, float }* noundef byval({ float, float }) align 4 %1, { float, float }* noundef byval({ float, float }) align 4 %2) #0 {
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
  %18 = fadd float %15, %16
  %19 = fcmp uno float %17, %17
  br i1 %19, label %20, label %27, !prof !8

20:                                               ; preds = %3
  %21 = fcmp uno float %18, %18
  br i1 %21, label %22, label %27, !prof !8

22:                                               ; preds = %20
  call void @__mulsc3({ float, float }* sret({ float, float }) align 4 %4, float noundef %6, float noundef %8, float noundef %10, float noundef %12) #4
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
  %33 = getelementptr inbounds { float, float }, { float, float }* %0, i32 0, i32 0
  %34 = load float, float* %33, align 4
  %35 = getelementptr inbounds { float, float }, { float, float }* %0, i32 0, i32 1
  %36 = load float, float* %35, align 4
  %37 = getelementptr inbounds { float, float }, { float, float }* %0, i32 0, i32 0
  %38 = getelementptr inbounds { float, float }, { float, float }* %0, i32 0, i32 1
  store float %34, float* %37, align 4
  store float %36, float* %38, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cmul({ double, double }* noalias sret({ double, double }) align 8 %0, { double, double }* noundef byval({ double, double }) align 8 %1, { double, double }* noundef byval({ double, double }) align 8 %2) #0 {
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
  %18 = fadd double %15, %16
  %19 = fcmp uno double %17, %17
  br i1 %19, label %20, label %27, !prof !8

20:                                               ; preds = %3
  %21 = fcmp uno double %18, %18
  br i1 %21, label %22, label %27, !prof !8

22:                                               ; preds = %20
  call void @__muldc3({ double, double }* sret({ double, double }) align 8 %4, double noundef %6, double noundef %8, double noundef %10, double noundef %12) #4
  %23 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 0
  %24 = load double, double* %23, align 8
  %25 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 1
  %26 = load double, double* %25, align 8
  br label %27

27:                                               ; preds = %22, %20, %3
  %28 = phi double [ %17, %3 ], [ %17, %20 ], [ %24, %22 ]
  %29 = phi double [ %18, %3 ], [ %18, %20 ], [ %26, %22 ]
  %30 = fsub double %28, 0.000000e+00
  %31 = fsub double %29, 1.000000e+00
  %32 = getelementptr inbounds { double, double }, { double, double }* %0, i32 0, i32 0
  %33 = getelementptr inbounds { double, double }, { double, double }* %0, i32 0, i32 1
  store double %30, double* %32, align 8
  store double %31, double* %33, align 8
  %34 = getelementptr inbounds { double, double }, { double, double }* %0, i32 0, i32 0
  %35 = load double, double* %34, align 8
  %36 = getelementptr inbounds { double, double }, { double, double }* %0, i32 0, i32 1
  %37 = load double, double* %36, align 8
  %38 = getelementptr inbounds { double, double }, { double, double }* %0, i32 0, i32 0
  %39 = getelementptr inbounds { double, double }, { double, double }* %0, i32 0, i32 1
  store double %35, double* %38, align 8
  store double %37, double* %39, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @many(%struct.v3* noalias sret(%struct.v3) align 4 %0, %struct.v3* noundef byval(%struct.v3) align 4 %1, %struct.v3* noundef byval(%struct.v3) align 4 %2, %struct.v3* noundef byval(%struct.v3) align 4 %3, %struct.v3* noundef byval(%struct.v3) align 4 %4, %struct.v3* noundef byval(%struct.v3) align 4 %5) #0 {
  %7 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 0
  %9 = load float, float* %8, align 4
  %10 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 1
  %11 = load float, float* %10, align 4
  %12 = fadd float %9, %11
  %13 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 2
  %14 = load float, float* %13, align 4
  %15 = fadd float %12, %14
  %16 = getelementptr inbounds %struct.v3, %struct.v3* %4, i32 0, i32 0
  %17 = load float, float* %16, align 4
  %18 = fadd float %15, %17
  %19 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 1
  %20 = load float, float* %19, align 4
  %21 = fadd float %18, %20
  store float %21, float* %7, align 4
  %22 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 1
  %23 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 1
  %24 = load float, float* %23, align 4
  %25 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 2
  %26 = load float, float* %25, align 4
  %27 = fsub float %24, %26
  %28 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 0
  %29 = load float, float* %28, align 4
  %30 = fadd float %27, %29
  %31 = getelementptr inbounds %struct.v3, %struct.v3* %4, i32 0, i32 1
  %32 = load float, float* %31, align 4
  %33 = fsub float %30, %32
  %34 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 2
  %35 = load float, float* %34, align 4
  %36 = fadd float %33, %35
  store float %36, float* %22, align 4
  %37 = getelementptr inbounds %struct.v3, %struct.v3* %0, i32 0, i32 2
  %38 = getelementptr inbounds %struct.v3, %struct.v3* %1, i32 0, i32 2
  %39 = load float, float* %38, align 4
  %40 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 0
  %41 = load float, float* %40, align 4
  %42 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 1
  %43 = load float, float* %42, align 4
  %44 = getelementptr inbounds %struct.v3, %struct.v3* %4, i32 0, i32 2
  %45 = load float, float* %44, align 4
  %46 = fmul float %43, %45
  %47 = call float @llvm.fmuladd.f32(float %39, float %41, float %46)
  %48 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 0
  %49 = load float, float* %48, align 4
  %50 = fsub float %47, %49
  store float %50, float* %37, align 4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

declare void @__mulsc3({ float, float }*, float, float, float, float)

declare void @__muldc3({ double, double }*, double, double, double, double)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"branch_weights", i32 1, i32 1048575}
