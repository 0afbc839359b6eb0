; ModuleID = 'c/vec_abi.c'
source_filename = "c/vec_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %2 = alloca %struct.v3, align 8
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
  %14 = alloca { <2 x float>, float }, align 4
  %15 = alloca { <2 x float>, float }, align 4
  %16 = alloca { <2 x float>, float }, align 8
  %17 = alloca { <2 x float>, float }, align 4
  %18 = alloca { <2 x float>, float }, align 4
  %19 = alloca %struct.v4, align 4
  %20 = alloca %struct.v2, align 4
  %21 = alloca %struct.fi, align 4
  %22 = alloca { float, float }, align 4
  %23 = alloca { float, float }, align 4
  %24 = alloca { float, float }, align 4
  %25 = alloca { double, double }, align 8
  %26 = alloca { double, double }, align 8
  %27 = alloca %struct.v3, align 4
  %28 = alloca { <2 x float>, float }, align 4
  %29 = alloca { <2 x float>, float }, align 4
  %30 = alloca { <2 x float>, float }, align 4
  %31 = alloca { <2 x float>, float }, align 4
  %32 = alloca { <2 x float>, float }, align 8
  store i32 0, i32* %1, align 4
  %33 = bitcast %struct.v3* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %33, i8* align 4 bitcast (%struct.v3* @__const.main.a to i8*), i64 12, i1 false)
  %34 = bitcast %struct.v3* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %34, i8* align 4 bitcast (%struct.v3* @__const.main.b to i8*), i64 12, i1 false)
  %35 = bitcast %struct.v4* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %35, i8* align 4 bitcast (%struct.v4* @__const.main.p to i8*), i64 16, i1 false)
  %36 = bitcast %struct.v4* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %36, i8* align 4 bitcast (%struct.v4* @__const.main.q to i8*), i64 16, i1 false)
  %37 = bitcast %struct.v2* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %37, i8* align 4 bitcast (%struct.v2* @__const.main.pt to i8*), i64 8, i1 false)
  %38 = bitcast %struct.fi* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %38, i8* align 4 bitcast (%struct.fi* @__const.main.h to i8*), i64 8, i1 false)
  %39 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %40 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  store float 1.500000e+00, float* %39, align 4
  store float 2.000000e+00, float* %40, align 4
  %41 = getelementptr inbounds { float, float }, { float, float }* %9, i32 0, i32 0
  %42 = getelementptr inbounds { float, float }, { float, float }* %9, i32 0, i32 1
  store float -5.000000e-01, float* %41, align 4
  store float 2.500000e-01, float* %42, align 4
  %43 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %44 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  store double 1.250000e+00, double* %43, align 8
  store double -3.000000e+00, double* %44, align 8
  %45 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  %46 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  store double 2.000000e+00, double* %45, align 8
  store double 5.000000e-01, double* %46, align 8
  store i32 0, i32* %12, align 4
  br label %47

47:                                               ; preds = %256, %0
  %48 = load i32, i32* %12, align 4
  %49 = icmp slt i32 %48, 4
  br i1 %49, label %50, label %259

50:                                               ; preds = %47
  %51 = bitcast { <2 x float>, float }* %14 to i8*
  %52 = bitcast %struct.v3* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %51, i8* align 4 %52, i64 12, i1 false)
  %53 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %14, i32 0, i32 0
  %54 = load <2 x float>, <2 x float>* %53, align 4
  %55 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %14, i32 0, i32 1
  %56 = load float, float* %55, align 4
  %57 = bitcast { <2 x float>, float }* %15 to i8*
  %58 = bitcast %struct.v3* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %57, i8* align 4 %58, i64 12, i1 false)
  %59 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %15, i32 0, i32 0
  %60 = load <2 x float>, <2 x float>* %59, align 4
  %61 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %15, i32 0, i32 1
  %62 = load float, float* %61, align 4
  %63 = call { <2 x float>, float } @cross(<2 x float> %54, float %56, <2 x float> %60, float %62)
  store { <2 x float>, float } %63, { <2 x float>, float }* %16, align 8
  %64 = bitcast %struct.v3* %13 to i8*
  %65 = bitcast { <2 x float>, float }* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %64, i8* align 8 %65, i64 12, i1 false)
  %66 = bitcast %struct.v3* %2 to i8*
  %67 = bitcast %struct.v3* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %66, i8* align 4 %67, i64 12, i1 false)
  %68 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 0
  %69 = load float, float* %68, align 4
  %70 = fpext float %69 to double
  %71 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 1
  %72 = load float, float* %71, align 4
  %73 = fpext float %72 to double
  %74 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 2
  %75 = load float, float* %74, align 4
  %76 = fpext float %75 to double
  %77 = bitcast { <2 x float>, float }* %17 to i8*
  %78 = bitcast %struct.v3* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %77, i8* align 4 %78, i64 12, i1 false)
  %79 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %17, i32 0, i32 0
  %80 = load <2 x float>, <2 x float>* %79, align 4
  %81 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %17, i32 0, i32 1
  %82 = load float, float* %81, align 4
  %83 = bitcast { <2 x float>, float }* %18 to i8*
  %84 = bitcast %struct.v3* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %83, i8* align 4 %84, i64 12, i1 false)
  %85 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %18, i32 0, i32 0
  %86 = load <2 x float>, <2 x float>* %85, align 4
  %87 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %18, i32 0, i32 1
  %88 = load float, float* %87, align 4
  %89 = call float @dot3(<2 x float> %80, float %82, <2 x float> %86, float %88)
  %90 = fpext float %89 to double
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), double noundef %70, double noundef %73, double noundef %76, double noundef %90)
  %92 = bitcast %struct.v4* %4 to { <2 x float>, <2 x float> }*
  %93 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %92, i32 0, i32 0
  %94 = load <2 x float>, <2 x float>* %93, align 4
  %95 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %92, i32 0, i32 1
  %96 = load <2 x float>, <2 x float>* %95, align 4
  %97 = bitcast %struct.v4* %5 to { <2 x float>, <2 x float> }*
  %98 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %97, i32 0, i32 0
  %99 = load <2 x float>, <2 x float>* %98, align 4
  %100 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %97, i32 0, i32 1
  %101 = load <2 x float>, <2 x float>* %100, align 4
  %102 = call { <2 x float>, <2 x float> } @mix4(<2 x float> %94, <2 x float> %96, <2 x float> %99, <2 x float> %101, float noundef 2.500000e-01)
  %103 = bitcast %struct.v4* %19 to { <2 x float>, <2 x float> }*
  %104 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %103, i32 0, i32 0
  %105 = extractvalue { <2 x float>, <2 x float> } %102, 0
  store <2 x float> %105, <2 x float>* %104, align 4
  %106 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %103, i32 0, i32 1
  %107 = extractvalue { <2 x float>, <2 x float> } %102, 1
  store <2 x float> %107, <2 x float>* %106, align 4
  %108 = bitcast %struct.v4* %4 to i8*
  %109 = bitcast %struct.v4* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %108, i8* align 4 %109, i64 16, i1 false)
  %110 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 0
  %111 = load float, float* %110, align 4
  %112 = fpext float %111 to double
  %113 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 1
  %114 = load float, float* %113, align 4
  %115 = fpext float %114 to double
  %116 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 2
  %117 = load float, float* %116, align 4
  %118 = fpext float %117 to double
  %119 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 3
  %120 = load float, float* %119, align 4
  %121 = fpext float %120 to double
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef %112, double noundef %115, double noundef %118, double noundef %121)
  %123 = bitcast %struct.v2* %6 to <2 x float>*
  %124 = load <2 x float>, <2 x float>* %123, align 4
  %125 = call <2 x float> @rot(<2 x float> %124, float noundef 0x3FE3333340000000, float noundef 0x3FE99999A0000000)
  %126 = bitcast %struct.v2* %20 to <2 x float>*
  store <2 x float> %125, <2 x float>* %126, align 4
  %127 = bitcast %struct.v2* %6 to i8*
  %128 = bitcast %struct.v2* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %127, i8* align 4 %128, i64 8, i1 false)
  %129 = getelementptr inbounds %struct.v2, %struct.v2* %6, i32 0, i32 0
  %130 = load float, float* %129, align 4
  %131 = fpext float %130 to double
  %132 = getelementptr inbounds %struct.v2, %struct.v2* %6, i32 0, i32 1
  %133 = load float, float* %132, align 4
  %134 = fpext float %133 to double
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %131, double noundef %134)
  %136 = bitcast %struct.fi* %7 to i64*
  %137 = load i64, i64* %136, align 4
  %138 = call i64 @halve(i64 %137)
  %139 = bitcast %struct.fi* %21 to i64*
  store i64 %138, i64* %139, align 4
  %140 = bitcast %struct.fi* %7 to i8*
  %141 = bitcast %struct.fi* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %140, i8* align 4 %141, i64 8, i1 false)
  %142 = getelementptr inbounds %struct.fi, %struct.fi* %7, i32 0, i32 0
  %143 = load float, float* %142, align 4
  %144 = fpext float %143 to double
  %145 = getelementptr inbounds %struct.fi, %struct.fi* %7, i32 0, i32 1
  %146 = load i32, i32* %145, align 4
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), double noundef %144, i32 noundef %146)
  %148 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %149 = load float, float* %148, align 4
  %150 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  %151 = load float, float* %150, align 4
  %152 = getelementptr inbounds { float, float }, { float, float }* %9, i32 0, i32 0
  %153 = load float, float* %152, align 4
  %154 = getelementptr inbounds { float, float }, { float, float }* %9, i32 0, i32 1
  %155 = load float, float* %154, align 4
  %156 = getelementptr inbounds { float, float }, { float, float }* %22, i32 0, i32 0
  %157 = getelementptr inbounds { float, float }, { float, float }* %22, i32 0, i32 1
  store float %149, float* %156, align 4
  store float %151, float* %157, align 4
  %158 = bitcast { float, float }* %22 to <2 x float>*
  %159 = load <2 x float>, <2 x float>* %158, align 4
  %160 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %161 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  store float %153, float* %160, align 4
  store float %155, float* %161, align 4
  %162 = bitcast { float, float }* %23 to <2 x float>*
  %163 = load <2 x float>, <2 x float>* %162, align 4
  %164 = call <2 x float> @cmulf(<2 x float> noundef %159, <2 x float> noundef %163)
  %165 = bitcast { float, float }* %24 to <2 x float>*
  store <2 x float> %164, <2 x float>* %165, align 4
  %166 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0
  %167 = load float, float* %166, align 4
  %168 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1
  %169 = load float, float* %168, align 4
  %170 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %171 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  store float %167, float* %170, align 4
  store float %169, float* %171, align 4
  %172 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %173 = load float, float* %172, align 4
  %174 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  %175 = load float, float* %174, align 4
  %176 = fpext float %173 to double
  %177 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %178 = load float, float* %177, align 4
  %179 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  %180 = load float, float* %179, align 4
  %181 = fpext float %180 to double
  %182 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), double noundef %176, double noundef %181)
  %183 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %184 = load double, double* %183, align 8
  %185 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  %186 = load double, double* %185, align 8
  %187 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  %188 = load double, double* %187, align 8
  %189 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  %190 = load double, double* %189, align 8
  %191 = getelementptr inbounds { double, double }, { double, double }* %25, i32 0, i32 0
  %192 = getelementptr inbounds { double, double }, { double, double }* %25, i32 0, i32 1
  store double %184, double* %191, align 8
  store double %186, double* %192, align 8
  %193 = getelementptr inbounds { double, double }, { double, double }* %25, i32 0, i32 0
  %194 = load double, double* %193, align 8
  %195 = getelementptr inbounds { double, double }, { double, double }* %25, i32 0, i32 1
  %196 = load double, double* %195, align 8
  %197 = getelementptr inbounds { double, double }, { double, double }* %26, i32 0, i32 0
  %198 = getelementptr inbounds { double, double }, { double, double }* %26, i32 0, i32 1
  store double %188, double* %197, align 8
  store double %190, double* %198, align 8
  %199 = getelementptr inbounds { double, double }, { double, double }* %26, i32 0, i32 0
  %200 = load double, double* %199, align 8
  %201 = getelementptr inbounds { double, double }, { double, double }* %26, i32 0, i32 1
  %202 = load double, double* %201, align 8
  %203 = call { double, double } @cmul(double noundef %194, double noundef %196, double noundef %200, double noundef %202)
  %204 = extractvalue { double, double } %203, 0
  %205 = extractvalue { double, double } %203, 1
  %206 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %207 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  store double %204, double* %206, align 8
  store double %205, double* %207, align 8
  %208 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %209 = load double, double* %208, align 8
  %210 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  %211 = load double, double* %210, align 8
  %212 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %213 = load double, double* %212, align 8
  %214 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  %215 = load double, double* %214, align 8
  %216 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %209, double noundef %215)
  %217 = bitcast { <2 x float>, float }* %28 to i8*
  %218 = bitcast %struct.v3* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %217, i8* align 4 %218, i64 12, i1 false)
  %219 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %28, i32 0, i32 0
  %220 = load <2 x float>, <2 x float>* %219, align 4
  %221 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %28, i32 0, i32 1
  %222 = load float, float* %221, align 4
  %223 = bitcast { <2 x float>, float }* %29 to i8*
  %224 = bitcast %struct.v3* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %223, i8* align 4 %224, i64 12, i1 false)
  %225 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %29, i32 0, i32 0
  %226 = load <2 x float>, <2 x float>* %225, align 4
  %227 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %29, i32 0, i32 1
  %228 = load float, float* %227, align 4
  %229 = bitcast { <2 x float>, float }* %30 to i8*
  %230 = bitcast %struct.v3* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %229, i8* align 4 %230, i64 12, i1 false)
  %231 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %30, i32 0, i32 0
  %232 = load <2 x float>, <2 x float>* %231, align 4
  %233 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %30, i32 0, i32 1
  %234 = load float, float* %233, align 4
  %235 = bitcast { <2 x float>, float }* %31 to i8*
  %236 = bitcast %struct.v3* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %235, i8* align 4 %236, i64 12, i1 false)
  %237 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %31, i32 0, i32 0
  %238 = load <2 x float>, <2 x float>* %237, align 4
  %239 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %31, i32 0, i32 1
  %240 = load float, float* %239, align 4
  %241 = call { <2 x float>, float } @many(<2 x float> %220, float %222, <2 x float> %226, float %228, <2 x float> %232, float %234, <2 x float> %238, float %240, %struct.v3* noundef byval(%struct.v3) align 8 %2)
  store { <2 x float>, float } %241, { <2 x float>, float }* %32, align 8
  %242 = bitcast %struct.v3* %27 to i8*
  %243 = bitcast { <2 x float>, float }* %32 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %242, i8* align 8 %243, i64 12, i1 false)
  %244 = bitcast %struct.v3* %3 to i8*
  %245 = bitcast %struct.v3* %27 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %244, i8* align 4 %245, i64 12, i1 false)
  %246 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 0
  %247 = load float, float* %246, align 4
  %248 = fpext float %247 to double
  %249 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 1
  %250 = load float, float* %249, align 4
  %251 = fpext float %250 to double
  %252 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 2
  %253 = load float, float* %252, align 4
  %254 = fpext float %253 to double
  %255 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), double noundef %248, double noundef %251, double noundef %254)
  br label %256

256:                                              ; preds = %50
  %257 = load i32, i32* %12, align 4
  %258 = add nsw i32 %257, 1
  store i32 %258, i32* %12, align 4
  br label %47, !llvm.loop !6

259:                                              ; preds = %47
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @cross(<2 x float> %0, float %1, <2 x float> %2, float %3) #0 {
  %5 = alloca %struct.v3, align 4
  %6 = alloca %struct.v3, align 4
  %7 = alloca { <2 x float>, float }, align 4
  %8 = alloca %struct.v3, align 4
  %9 = alloca { <2 x float>, float }, align 4
  %10 = alloca { <2 x float>, float }, align 8
  %11 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %7, i32 0, i32 0
  store <2 x float> %0, <2 x float>* %11, align 4
  %12 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %7, i32 0, i32 1
  store float %1, float* %12, align 4
  %13 = bitcast %struct.v3* %6 to i8*
  %14 = bitcast { <2 x float>, float }* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %13, i8* align 4 %14, i64 12, i1 false)
  %15 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %9, i32 0, i32 0
  store <2 x float> %2, <2 x float>* %15, align 4
  %16 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %9, i32 0, i32 1
  store float %3, float* %16, align 4
  %17 = bitcast %struct.v3* %8 to i8*
  %18 = bitcast { <2 x float>, float }* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %17, i8* align 4 %18, i64 12, i1 false)
  %19 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 0
  %20 = getelementptr inbounds %struct.v3, %struct.v3* %6, i32 0, i32 1
  %21 = load float, float* %20, align 4
  %22 = getelementptr inbounds %struct.v3, %struct.v3* %8, i32 0, i32 2
  %23 = load float, float* %22, align 4
  %24 = getelementptr inbounds %struct.v3, %struct.v3* %6, i32 0, i32 2
  %25 = load float, float* %24, align 4
  %26 = getelementptr inbounds %struct.v3, %struct.v3* %8, i32 0, i32 1
  %27 = load float, float* %26, align 4
  %28 = fmul float %25, %27
  %29 = fneg float %28
  %30 = call float @llvm.fmuladd.f32(float %21, float %23, float %29)
  store float %30, float* %19, align 4
  %31 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 1
  %32 = getelementptr inbounds %struct.v3, %struct.v3* %6, i32 0, i32 2
  %33 = load float, float* %32, align 4
  %34 = getelementptr inbounds %struct.v3, %struct.v3* %8, i32 0, i32 0
  %35 = load float, float* %34, align 4
  %36 = getelementptr inbounds %struct.v3, %struct.v3* %6, i32 0, i32 0
  %37 = load float, float* %36, align 4
  %38 = getelementptr inbounds %struct.v3, %struct.v3* %8, i32 0, i32 2
  %39 = load float, float* %38, align 4
  %40 = fmul float %37, %39
  %41 = fneg float %40
  %42 = call float @llvm.fmuladd.f32(float %33, float %35, float %41)
  store float %42, float* %31, align 4
  %43 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 2
  %44 = getelementptr inbounds %struct.v3, %struct.v3* %6, i32 0, i32 0
  %45 = load float, float* %44, align 4
  %46 = getelementptr inbounds %struct.v3, %struct.v3* %8, i32 0, i32 1
  %47 = load float, float* %46, align 4
  %48 = getelementptr inbounds %struct.v3, %struct.v3* %6, i32 0, i32 1
  %49 = load float, float* %48, align 4
  %50 = getelementptr inbounds %struct.v3, %struct.v3* %8, i32 0, i32 0
  %51 = load float, float* %50, align 4
  %52 = fmul float %49, %51
  %53 = fneg float %52
  %54 = call float @llvm.fmuladd.f32(float %45, float %47, float %53)
  store float %54, float* %43, align 4
  %55 = bitcast { <2 x float>, float }* %10 to i8*
  %56 = bitcast %struct.v3* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %55, i8* align 4 %56, i64 12, i1 false)
  %57 = load { <2 x float>, float }, { <2 x float>, float }* %10, align 8
  ret { <2 x float>, float } %57
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal float @dot3(<2 x float> %0, float %1, <2 x float> %2, float %3) #0 {
  %5 = alloca %struct.v3, align 4
  %6 = alloca { <2 x float>, float }, align 4
  %7 = alloca %struct.v3, align 4
  %8 = alloca { <2 x float>, float }, align 4
  %9 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %6, i32 0, i32 0
  store <2 x float> %0, <2 x float>* %9, align 4
  %10 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %6, i32 0, i32 1
  store float %1, float* %10, align 4
  %11 = bitcast %struct.v3* %5 to i8*
  %12 = bitcast { <2 x float>, float }* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %11, i8* align 4 %12, i64 12, i1 false)
  %13 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %8, i32 0, i32 0
  store <2 x float> %2, <2 x float>* %13, align 4
  %14 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %8, i32 0, i32 1
  store float %3, float* %14, align 4
  %15 = bitcast %struct.v3* %7 to i8*
  %16 = bitcast { <2 x float>, float }* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %15, i8* align 4 %16, i64 12, i1 false)
  %17 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 0
  %18 = load float, float* %17, align 4
  %19 = getelementptr inbounds %struct.v3, %struct.v3* %7, i32 0, i32 0
  %20 = load float, float* %19, align 4
  %21 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 1
  %22 = load float, float* %21, align 4
  %23 = getelementptr inbounds %struct.v3, %struct.v3* %7, i32 0, i32 1
  %24 = load float, float* %23, align 4
  %25 = fmul float %22, %24
  %26 = call float @llvm.fmuladd.f32(float %18, float %20, float %25)
  %27 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 2
  %28 = load float, float* %27, align 4
  %29 = getelementptr inbounds %struct.v3, %struct.v3* %7, i32 0, i32 2
  %30 = load float, float* %29, align 4
  %31 = call float @llvm.fmuladd.f32(float %28, float %30, float %26)
  ret float %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, <2 x float> } @mix4(<2 x float> %0, <2 x float> %1, <2 x float> %2, <2 x float> %3, float noundef %4) #0 {
  %6 = alloca %struct.v4, align 4
  %7 = alloca %struct.v4, align 4
  %8 = alloca %struct.v4, align 4
  %9 = alloca float, align 4
  %10 = bitcast %struct.v4* %7 to { <2 x float>, <2 x float> }*
  %11 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %10, i32 0, i32 0
  store <2 x float> %0, <2 x float>* %11, align 4
  %12 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %10, i32 0, i32 1
  store <2 x float> %1, <2 x float>* %12, align 4
  %13 = bitcast %struct.v4* %8 to { <2 x float>, <2 x float> }*
  %14 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %13, i32 0, i32 0
  store <2 x float> %2, <2 x float>* %14, align 4
  %15 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %13, i32 0, i32 1
  store <2 x float> %3, <2 x float>* %15, align 4
  store float %4, float* %9, align 4
  %16 = getelementptr inbounds %struct.v4, %struct.v4* %6, i32 0, i32 0
  %17 = getelementptr inbounds %struct.v4, %struct.v4* %7, i32 0, i32 0
  %18 = load float, float* %17, align 4
  %19 = getelementptr inbounds %struct.v4, %struct.v4* %8, i32 0, i32 0
  %20 = load float, float* %19, align 4
  %21 = getelementptr inbounds %struct.v4, %struct.v4* %7, i32 0, i32 0
  %22 = load float, float* %21, align 4
  %23 = fsub float %20, %22
  %24 = load float, float* %9, align 4
  %25 = call float @llvm.fmuladd.f32(float %23, float %24, float %18)
  store float %25, float* %16, align 4
  %26 = getelementptr inbounds %struct.v4, %struct.v4* %6, i32 0, i32 1
  %27 = getelementptr inbounds %struct.v4, %struct.v4* %7, i32 0, i32 1
  %28 = load float, float* %27, align 4
  %29 = getelementptr inbounds %struct.v4, %struct.v4* %8, i32 0, i32 1
  %30 = load float, float* %29, align 4
  %31 = getelementptr inbounds %struct.v4, %struct.v4* %7, i32 0, i32 1
  %32 = load float, float* %31, align 4
  %33 = fsub float %30, %32
  %34 = load float, float* %9, align 4
  %35 = call float @llvm.fmuladd.f32(float %33, float %34, float %28)
  store float %35, float* %26, align 4
  %36 = getelementptr inbounds %struct.v4, %struct.v4* %6, i32 0, i32 2
  %37 = getelementptr inbounds %struct.v4, %struct.v4* %7, i32 0, i32 2
  %38 = load float, float* %37, align 4
  %39 = getelementptr inbounds %struct.v4, %struct.v4* %8, i32 0, i32 2
  %40 = load float, float* %39, align 4
  %41 = getelementptr inbounds %struct.v4, %struct.v4* %7, i32 0, i32 2
  %42 = load float, float* %41, align 4
  %43 = fsub float %40, %42
  %44 = load float, float* %9, align 4
  %45 = call float @llvm.fmuladd.f32(float %43, float %44, float %38)
  store float %45, float* %36, align 4
  %46 = getelementptr inbounds %struct.v4, %struct.v4* %6, i32 0, i32 3
  %47 = getelementptr inbounds %struct.v4, %struct.v4* %7, i32 0, i32 3
  %48 = load float, float* %47, align 4
  store float %48, float* %46, align 4
  %49 = bitcast %struct.v4* %6 to { <2 x float>, <2 x float> }*
  %50 = load { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %49, align 4
  ret { <2 x float>, <2 x float> } %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @rot(<2 x float> %0, float noundef %1, float noundef %2) #0 {
  %4 = alloca %struct.v2, align 4
  %5 = alloca %struct.v2, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = bitcast %struct.v2* %5 to <2 x float>*
  store <2 x float> %0, <2 x float>* %8, align 4
  store float %1, float* %6, align 4
  store float %2, float* %7, align 4
  %9 = getelementptr inbounds %struct.v2, %struct.v2* %4, i32 0, i32 0
  %10 = getelementptr inbounds %struct.v2, %struct.v2* %5, i32 0, i32 0
  %11 = load float, float* %10, align 4
  %12 = load float, float* %6, align 4
  %13 = getelementptr inbounds %struct.v2, %struct.v2* %5, i32 0, i32 1
  %14 = load float, float* %13, align 4
  %15 = load float, float* %7, align 4
  %16 = fmul float %14, %15
  %17 = fneg float %16
  %18 = call float @llvm.fmuladd.f32(float %11, float %12, float %17)
  store float %18, float* %9, align 4
  %19 = getelementptr inbounds %struct.v2, %struct.v2* %4, i32 0, i32 1
  %20 = getelementptr inbounds %struct.v2, %struct.v2* %5, i32 0, i32 0
  %21 = load float, float* %20, align 4
  %22 = load float, float* %7, align 4
  %23 = getelementptr inbounds %struct.v2, %struct.v2* %5, i32 0, i32 1
  %24 = load float, float* %23, align 4
  %25 = load float, float* %6, align 4
  %26 = fmul float %24, %25
  %27 = call float @llvm.fmuladd.f32(float %21, float %22, float %26)
  store float %27, float* %19, align 4
  %28 = bitcast %struct.v2* %4 to <2 x float>*
  %29 = load <2 x float>, <2 x float>* %28, align 4
  ret <2 x float> %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @halve(i64 %0) #3 {
  %2 = alloca %struct.fi, align 4
  %3 = alloca %struct.fi, align 4
  %4 = bitcast %struct.fi* %3 to i64*
  store i64 %0, i64* %4, align 4
  %5 = getelementptr inbounds %struct.fi, %struct.fi* %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.fi, %struct.fi* %3, i32 0, i32 0
  %7 = load float, float* %6, align 4
  %8 = fmul float %7, 5.000000e-01
  store float %8, float* %5, align 4
  %9 = getelementptr inbounds %struct.fi, %struct.fi* %2, i32 0, i32 1
  %10 = getelementptr inbounds %struct.fi, %struct.fi* %3, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = sdiv i32 %11, 2
  store i32 %12, i32* %9, align 4
  %13 = bitcast %struct.fi* %2 to i64*
  %14 = load i64, i64* %13, align 4
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @cmulf(<2 x float> noundef %0, <2 x float> noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  %7 = bitcast { float, float }* %4 to <2 x float>*
  store <2 x float> %0, <2 x float>* %7, align 4
  %8 = bitcast { float, float }* %5 to <2 x float>*
  store <2 x float> %1, <2 x float>* %8, align 4
  %9 = getelementptr inbounds { float, float }, { float, float }* %4, i32 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds { float, float }, { float, float }* %4, i32 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = getelementptr inbounds { float, float }, { float, float }* %5, i32 0, i32 0
  %14 = load float, float* %13, align 4
  %15 = getelementptr inbounds { float, float }, { float, float }* %5, i32 0, i32 1
  %16 = load float, float* %15, align 4
  %17 = fmul float %10, %14
  %18 = fmul float %12, %16
  %19 = fmul float %10, %16
  %20 = fmul float %12, %14
  %21 = fsub float %17, %18
  %22 = fadd float %19, %20
  %23 = fcmp uno float %21, %21
  br i1 %23, label %24, label %33, !prof !8

24:                                               ; preds = %2
  %25 = fcmp uno float %22, %22
  br i1 %25, label %26, label %33, !prof !8

26:                                               ; preds = %24
  %27 = call <2 x float> @__mulsc3(float noundef %10, float noundef %12, float noundef %14, float noundef %16) #5
  %28 = bitcast { float, float }* %6 to <2 x float>*
  store <2 x float> %27, <2 x float>* %28, align 4
  %29 = getelementptr inbounds { float, float }, { float, float }* %6, i32 0, i32 0
  %30 = load float, float* %29, align 4
  %31 = getelementptr inbounds { float, float }, { float, float }* %6, i32 0, i32 1
  %32 = load float, float* %31, align 4
  br label %33

33:                                               ; preds = %26, %24, %2
  %34 = phi float [ %21, %2 ], [ %21, %24 ], [ %30, %26 ]
  %35 = phi float [ %22, %2 ], [ %22, %24 ], [ %32, %26 ]
  %36 = fadd float %34, 1.000000e+00
  %37 = getelementptr inbounds { float, float }, { float, float }* %3, i32 0, i32 0
  %38 = getelementptr inbounds { float, float }, { float, float }* %3, i32 0, i32 1
  store float %36, float* %37, align 4
  store float %35, float* %38, align 4
  %39 = bitcast { float, float }* %3 to <2 x float>*
  %40 = load <2 x float>, <2 x float>* %39, align 4
  ret <2 x float> %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #3 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 0
  store double %0, double* %8, align 8
  %9 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 1
  store double %1, double* %9, align 8
  %10 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 0
  store double %2, double* %10, align 8
  %11 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 1
  store double %3, double* %11, align 8
  %12 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 0
  %13 = load double, double* %12, align 8
  %14 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 1
  %15 = load double, double* %14, align 8
  %16 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 0
  %17 = load double, double* %16, align 8
  %18 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 1
  %19 = load double, double* %18, align 8
  %20 = fmul double %13, %17
  %21 = fmul double %15, %19
  %22 = fmul double %13, %19
  %23 = fmul double %15, %17
  %24 = fsub double %20, %21
  %25 = fadd double %22, %23
  %26 = fcmp uno double %24, %24
  br i1 %26, label %27, label %33, !prof !8

27:                                               ; preds = %4
  %28 = fcmp uno double %25, %25
  br i1 %28, label %29, label %33, !prof !8

29:                                               ; preds = %27
  %30 = call { double, double } @__muldc3(double noundef %13, double noundef %15, double noundef %17, double noundef %19) #5
  %31 = extractvalue { double, double } %30, 0
  %32 = extractvalue { double, double } %30, 1
  br label %33

33:                                               ; preds = %29, %27, %4
  %34 = phi double [ %24, %4 ], [ %24, %27 ], [ %31, %29 ]
  %35 = phi double [ %25, %4 ], [ %25, %27 ], [ %32, %29 ]
  %36 = fsub double %34, 0.000000e+00
  %37 = fsub double %35, 1.000000e+00
  %38 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 0
  %39 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 1
  store double %36, double* %38, align 8
  store double %37, double* %39, align 8
  %40 = load { double, double }, { double, double }* %5, align 8
  ret { double, double } %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @many(<2 x float> %0, float %1, <2 x float> %2, float %3, <2 x float> %4, float %5, <2 x float> %6, float %7, %struct.v3* noundef byval(%struct.v3) align 8 %8) #0 {
  %10 = alloca %struct.v3, align 4
  %11 = alloca %struct.v3, align 4
  %12 = alloca { <2 x float>, float }, align 4
  %13 = alloca %struct.v3, align 4
  %14 = alloca { <2 x float>, float }, align 4
  %15 = alloca %struct.v3, align 4
  %16 = alloca { <2 x float>, float }, align 4
  %17 = alloca %struct.v3, align 4
  %18 = alloca { <2 x float>, float }, align 4
  %19 = alloca { <2 x float>, float }, align 8
  %20 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %12, i32 0, i32 0
  store <2 x float> %0, <2 x float>* %20, align 4
  %21 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %12, i32 0, i32 1
  store float %1, float* %21, align 4
  %22 = bitcast %struct.v3* %11 to i8*
  %23 = bitcast { <2 x float>, float }* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %22, i8* align 4 %23, i64 12, i1 false)
  %24 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %14, i32 0, i32 0
  store <2 x float> %2, <2 x float>* %24, align 4
  %25 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %14, i32 0, i32 1
  store float %3, float* %25, align 4
  %26 = bitcast %struct.v3* %13 to i8*
  %27 = bitcast { <2 x float>, float }* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %26, i8* align 4 %27, i64 12, i1 false)
  %28 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %16, i32 0, i32 0
  store <2 x float> %4, <2 x float>* %28, align 4
  %29 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %16, i32 0, i32 1
  store float %5, float* %29, align 4
  %30 = bitcast %struct.v3* %15 to i8*
  %31 = bitcast { <2 x float>, float }* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %30, i8* align 4 %31, i64 12, i1 false)
  %32 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %18, i32 0, i32 0
  store <2 x float> %6, <2 x float>* %32, align 4
  %33 = getelementptr inbounds { <2 x float>, float }, { <2 x float>, float }* %18, i32 0, i32 1
  store float %7, float* %33, align 4
  %34 = bitcast %struct.v3* %17 to i8*
  %35 = bitcast { <2 x float>, float }* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %34, i8* align 4 %35, i64 12, i1 false)
  %36 = getelementptr inbounds %struct.v3, %struct.v3* %10, i32 0, i32 0
  %37 = getelementptr inbounds %struct.v3, %struct.v3* %11, i32 0, i32 0
  %38 = load float, float* %37, align 4
  %39 = getelementptr inbounds %struct.v3, %struct.v3* %13, i32 0, i32 1
  %40 = load float, float* %39, align 4
  %41 = fadd float %38, %40
  %42 = getelementptr inbounds %struct.v3, %struct.v3* %15, i32 0, i32 2
  %43 = load float, float* %42, align 4
  %44 = fadd float %41, %43
  %45 = getelementptr inbounds %struct.v3, %struct.v3* %17, i32 0, i32 0
  %46 = load float, float* %45, align 4
  %47 = fadd float %44, %46
  %48 = getelementptr inbounds %struct.v3, %struct.v3* %8, i32 0, i32 1
  %49 = load float, float* %48, align 4
  %50 = fadd float %47, %49
  store float %50, float* %36, align 4
  %51 = getelementptr inbounds %struct.v3, %struct.v3* %10, i32 0, i32 1
  %52 = getelementptr inbounds %struct.v3, %struct.v3* %11, i32 0, i32 1
  %53 = load float, float* %52, align 4
  %54 = getelementptr inbounds %struct.v3, %struct.v3* %13, i32 0, i32 2
  %55 = load float, float* %54, align 4
  %56 = fsub float %53, %55
  %57 = getelementptr inbounds %struct.v3, %struct.v3* %15, i32 0, i32 0
  %58 = load float, float* %57, align 4
  %59 = fadd float %56, %58
  %60 = getelementptr inbounds %struct.v3, %struct.v3* %17, i32 0, i32 1
  %61 = load float, float* %60, align 4
  %62 = fsub float %59, %61
  %63 = getelementptr inbounds %struct.v3, %struct.v3* %8, i32 0, i32 2
  %64 = load float, float* %63, align 8
  %65 = fadd float %62, %64
  store float %65, float* %51, align 4
  %66 = getelementptr inbounds %struct.v3, %struct.v3* %10, i32 0, i32 2
  %67 = getelementptr inbounds %struct.v3, %struct.v3* %11, i32 0, i32 2
  %68 = load float, float* %67, align 4
  %69 = getelementptr inbounds %struct.v3, %struct.v3* %13, i32 0, i32 0
  %70 = load float, float* %69, align 4
  %71 = getelementptr inbounds %struct.v3, %struct.v3* %15, i32 0, i32 1
  %72 = load float, float* %71, align 4
  %73 = getelementptr inbounds %struct.v3, %struct.v3* %17, i32 0, i32 2
  %74 = load float, float* %73, align 4
  %75 = fmul float %72, %74
  %76 = call float @llvm.fmuladd.f32(float %68, float %70, float %75)
  %77 = getelementptr inbounds %struct.v3, %struct.v3* %8, i32 0, i32 0
  %78 = load float, float* %77, align 8
  %79 = fsub float %76, %78
  store float %79, float* %66, align 4
  %80 = bitcast { <2 x float>, float }* %19 to i8*
  %81 = bitcast %struct.v3* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %80, i8* align 4 %81, i64 12, i1 false)
  %82 = load { <2 x float>, float }, { <2 x float>, float }* %19, align 8
  ret { <2 x float>, float } %82
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #4

declare <2 x float> @__mulsc3(float, float, float, float)

declare { double, double } @__muldc3(double, double, double, double)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

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
