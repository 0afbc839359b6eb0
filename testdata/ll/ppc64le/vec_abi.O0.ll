; ModuleID = 'c/vec_abi.c'
source_filename = "c/vec_abi.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
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
  %19 = alloca { double, double }, align 8
  %20 = alloca { double, double }, align 8
  %21 = alloca %struct.v3, align 4
  store i32 0, i32* %1, align 4
  %22 = bitcast %struct.v3* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %22, i8* align 4 bitcast (%struct.v3* @__const.main.a to i8*), i64 12, i1 false)
  %23 = bitcast %struct.v3* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %23, i8* align 4 bitcast (%struct.v3* @__const.main.b to i8*), i64 12, i1 false)
  %24 = bitcast %struct.v4* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %24, i8* align 4 bitcast (%struct.v4* @__const.main.p to i8*), i64 16, i1 false)
  %25 = bitcast %struct.v4* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %25, i8* align 4 bitcast (%struct.v4* @__const.main.q to i8*), i64 16, i1 false)
  %26 = bitcast %struct.v2* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %26, i8* align 4 bitcast (%struct.v2* @__const.main.pt to i8*), i64 8, i1 false)
  %27 = bitcast %struct.fi* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %27, i8* align 4 bitcast (%struct.fi* @__const.main.h to i8*), i64 8, i1 false)
  %28 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %29 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  store float 1.500000e+00, float* %28, align 4
  store float 2.000000e+00, float* %29, align 4
  %30 = getelementptr inbounds { float, float }, { float, float }* %9, i32 0, i32 0
  %31 = getelementptr inbounds { float, float }, { float, float }* %9, i32 0, i32 1
  store float -5.000000e-01, float* %30, align 4
  store float 2.500000e-01, float* %31, align 4
  %32 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %33 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  store double 1.250000e+00, double* %32, align 8
  store double -3.000000e+00, double* %33, align 8
  %34 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  %35 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  store double 2.000000e+00, double* %34, align 8
  store double 5.000000e-01, double* %35, align 8
  store i32 0, i32* %12, align 4
  br label %36

36:                                               ; preds = %204, %0
  %37 = load i32, i32* %12, align 4
  %38 = icmp slt i32 %37, 4
  br i1 %38, label %39, label %207

39:                                               ; preds = %36
  %40 = bitcast %struct.v3* %2 to [3 x float]*
  %41 = load [3 x float], [3 x float]* %40, align 4
  %42 = bitcast %struct.v3* %3 to [3 x float]*
  %43 = load [3 x float], [3 x float]* %42, align 4
  %44 = call [3 x float] @cross([3 x float] %41, [3 x float] %43)
  %45 = bitcast %struct.v3* %13 to [3 x float]*
  store [3 x float] %44, [3 x float]* %45, align 4
  %46 = bitcast %struct.v3* %2 to i8*
  %47 = bitcast %struct.v3* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %46, i8* align 4 %47, i64 12, i1 false)
  %48 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 0
  %49 = load float, float* %48, align 4
  %50 = fpext float %49 to double
  %51 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 1
  %52 = load float, float* %51, align 4
  %53 = fpext float %52 to double
  %54 = getelementptr inbounds %struct.v3, %struct.v3* %2, i32 0, i32 2
  %55 = load float, float* %54, align 4
  %56 = fpext float %55 to double
  %57 = bitcast %struct.v3* %2 to [3 x float]*
  %58 = load [3 x float], [3 x float]* %57, align 4
  %59 = bitcast %struct.v3* %3 to [3 x float]*
  %60 = load [3 x float], [3 x float]* %59, align 4
  %61 = call float @dot3([3 x float] %58, [3 x float] %60)
  %62 = fpext float %61 to double
  %63 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), double noundef %50, double noundef %53, double noundef %56, double noundef %62)
  %64 = bitcast %struct.v4* %4 to [4 x float]*
  %65 = load [4 x float], [4 x float]* %64, align 4
  %66 = bitcast %struct.v4* %5 to [4 x float]*
  %67 = load [4 x float], [4 x float]* %66, align 4
  %68 = call [4 x float] @mix4([4 x float] %65, [4 x float] %67, float noundef 2.500000e-01)
  %69 = bitcast %struct.v4* %14 to [4 x float]*
  store [4 x float] %68, [4 x float]* %69, align 4
  %70 = bitcast %struct.v4* %4 to i8*
  %71 = bitcast %struct.v4* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %70, i8* align 4 %71, i64 16, i1 false)
  %72 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 0
  %73 = load float, float* %72, align 4
  %74 = fpext float %73 to double
  %75 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 1
  %76 = load float, float* %75, align 4
  %77 = fpext float %76 to double
  %78 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 2
  %79 = load float, float* %78, align 4
  %80 = fpext float %79 to double
  %81 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 3
  %82 = load float, float* %81, align 4
  %83 = fpext float %82 to double
  %84 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), double noundef %74, double noundef %77, double noundef %80, double noundef %83)
  %85 = bitcast %struct.v2* %6 to [2 x float]*
  %86 = load [2 x float], [2 x float]* %85, align 4
  %87 = call [2 x float] @rot([2 x float] %86, float noundef 0x3FE3333340000000, float noundef 0x3FE99999A0000000)
  %88 = bitcast %struct.v2* %15 to [2 x float]*
  store [2 x float] %87, [2 x float]* %88, align 4
  %89 = bitcast %struct.v2* %6 to i8*
  %90 = bitcast %struct.v2* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %89, i8* align 4 %90, i64 8, i1 false)
  %91 = getelementptr inbounds %struct.v2, %struct.v2* %6, i32 0, i32 0
  %92 = load float, float* %91, align 4
  %93 = fpext float %92 to double
  %94 = getelementptr inbounds %struct.v2, %struct.v2* %6, i32 0, i32 1
  %95 = load float, float* %94, align 4
  %96 = fpext float %95 to double
  %97 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %93, double noundef %96)
  %98 = bitcast %struct.fi* %7 to i64*
  %99 = load i64, i64* %98, align 4
  %100 = call i64 @halve(i64 %99)
  %101 = bitcast %struct.fi* %16 to i64*
  store i64 %100, i64* %101, align 4
  %102 = bitcast %struct.fi* %7 to i8*
  %103 = bitcast %struct.fi* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %102, i8* align 4 %103, i64 8, i1 false)
  %104 = getelementptr inbounds %struct.fi, %struct.fi* %7, i32 0, i32 0
  %105 = load float, float* %104, align 4
  %106 = fpext float %105 to double
  %107 = getelementptr inbounds %struct.fi, %struct.fi* %7, i32 0, i32 1
  %108 = load i32, i32* %107, align 4
  %109 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), double noundef %106, i32 noundef signext %108)
  %110 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %111 = load float, float* %110, align 4
  %112 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  %113 = load float, float* %112, align 4
  %114 = getelementptr inbounds { float, float }, { float, float }* %9, i32 0, i32 0
  %115 = load float, float* %114, align 4
  %116 = getelementptr inbounds { float, float }, { float, float }* %9, i32 0, i32 1
  %117 = load float, float* %116, align 4
  %118 = getelementptr inbounds { float, float }, { float, float }* %17, i32 0, i32 0
  %119 = getelementptr inbounds { float, float }, { float, float }* %17, i32 0, i32 1
  store float %111, float* %118, align 4
  store float %113, float* %119, align 4
  %120 = getelementptr inbounds { float, float }, { float, float }* %17, i32 0, i32 0
  %121 = load float, float* %120, align 4
  %122 = getelementptr inbounds { float, float }, { float, float }* %17, i32 0, i32 1
  %123 = load float, float* %122, align 4
  %124 = getelementptr inbounds { float, float }, { float, float }* %18, i32 0, i32 0
  %125 = getelementptr inbounds { float, float }, { float, float }* %18, i32 0, i32 1
  store float %115, float* %124, align 4
  store float %117, float* %125, align 4
  %126 = getelementptr inbounds { float, float }, { float, float }* %18, i32 0, i32 0
  %127 = load float, float* %126, align 4
  %128 = getelementptr inbounds { float, float }, { float, float }* %18, i32 0, i32 1
  %129 = load float, float* %128, align 4
  %130 = call { float, float } @cmulf(float noundef %121, float noundef %123, float noundef %127, float noundef %129)
  %131 = extractvalue { float, float } %130, 0
  %132 = extractvalue { float, float } %130, 1
  %133 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %134 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  store float %131, float* %133, align 4
  store float %132, float* %134, align 4
  %135 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %136 = load float, float* %135, align 4
  %137 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  %138 = load float, float* %137, align 4
  %139 = fpext float %136 to double
  %140 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 0
  %141 = load float, float* %140, align 4
  %142 = getelementptr inbounds { float, float }, { float, float }* %8, i32 0, i32 1
  %143 = load float, float* %142, align 4
  %144 = fpext float %143 to double
  %145 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), double noundef %139, double noundef %144)
  %146 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %147 = load double, double* %146, align 8
  %148 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  %149 = load double, double* %148, align 8
  %150 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  %151 = load double, double* %150, align 8
  %152 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  %153 = load double, double* %152, align 8
  %154 = getelementptr inbounds { double, double }, { double, double }* %19, i32 0, i32 0
  %155 = getelementptr inbounds { double, double }, { double, double }* %19, i32 0, i32 1
  store double %147, double* %154, align 8
  store double %149, double* %155, align 8
  %156 = getelementptr inbounds { double, double }, { double, double }* %19, i32 0, i32 0
  %157 = load double, double* %156, align 8
  %158 = getelementptr inbounds { double, double }, { double, double }* %19, i32 0, i32 1
  %159 = load double, double* %158, align 8
  %160 = getelementptr inbounds { double, double }, { double, double }* %20, i32 0, i32 0
  %161 = getelementptr inbounds { double, double }, { double, double }* %20, i32 0, i32 1
  store double %151, double* %160, align 8
  store double %153, double* %161, align 8
  %162 = getelementptr inbounds { double, double }, { double, double }* %20, i32 0, i32 0
  %163 = load double, double* %162, align 8
  %164 = getelementptr inbounds { double, double }, { double, double }* %20, i32 0, i32 1
  %165 = load double, double* %164, align 8
  %166 = call { double, double } @cmul(double noundef %157, double noundef %159, double noundef %163, double noundef %165)
  %167 = extractvalue { double, double } %166, 0
  %168 = extractvalue { double, double } %166, 1
  %169 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %170 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  store double %167, double* %169, align 8
  store double %168, double* %170, align 8
  %171 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %172 = load double, double* %171, align 8
  %173 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  %174 = load double, double* %173, align 8
  %175 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %176 = load double, double* %175, align 8
  %177 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  %178 = load double, double* %177, align 8
  %179 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %172, double noundef %178)
  %180 = bitcast %struct.v3* %2 to [3 x float]*
  %181 = load [3 x float], [3 x float]* %180, align 4
  %182 = bitcast %struct.v3* %3 to [3 x float]*
  %183 = load [3 x float], [3 x float]* %182, align 4
  %184 = bitcast %struct.v3* %2 to [3 x float]*
  %185 = load [3 x float], [3 x float]* %184, align 4
  %186 = bitcast %struct.v3* %3 to [3 x float]*
  %187 = load [3 x float], [3 x float]* %186, align 4
  %188 = bitcast %struct.v3* %2 to [3 x float]*
  %189 = load [3 x float], [3 x float]* %188, align 4
  %190 = call [3 x float] @many([3 x float] %181, [3 x float] %183, [3 x float] %185, [3 x float] %187, [3 x float] %189)
  %191 = bitcast %struct.v3* %21 to [3 x float]*
  store [3 x float] %190, [3 x float]* %191, align 4
  %192 = bitcast %struct.v3* %3 to i8*
  %193 = bitcast %struct.v3* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %192, i8* align 4 %193, i64 12, i1 false)
  %194 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 0
  %195 = load float, float* %194, align 4
  %196 = fpext float %195 to double
  %197 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 1
  %198 = load float, float* %197, align 4
  %199 = fpext float %198 to double
  %200 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 2
  %201 = load float, float* %200, align 4
  %202 = fpext float %201 to double
  %203 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), double noundef %196, double noundef %199, double noundef %202)
  br label %204

204:                                              ; preds = %39
  %205 = load i32, i32* %12, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, i32* %12, align 4
  br label %36, !llvm.loop !6

207:                                              ; preds = %36
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal [3 x float] @cross([3 x float] %0, [3 x float] %1) #0 {
  %3 = alloca %struct.v3, align 4
  %4 = alloca %struct.v3, align 4
  %5 = alloca %struct.v3, align 4
  %6 = bitcast %struct.v3* %4 to [3 x float]*
  store [3 x float] %0, [3 x float]* %6, align 4
  %7 = bitcast %struct.v3* %5 to [3 x float]*
  store [3 x float] %1, [3 x float]* %7, align 4
  %8 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.v3, %struct.v3* %4, i32 0, i32 1
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 2
  %12 = load float, float* %11, align 4
  %13 = getelementptr inbounds %struct.v3, %struct.v3* %4, i32 0, i32 2
  %14 = load float, float* %13, align 4
  %15 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 1
  %16 = load float, float* %15, align 4
  %17 = fmul float %14, %16
  %18 = fneg float %17
  %19 = call float @llvm.fmuladd.f32(float %10, float %12, float %18)
  store float %19, float* %8, align 4
  %20 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 1
  %21 = getelementptr inbounds %struct.v3, %struct.v3* %4, i32 0, i32 2
  %22 = load float, float* %21, align 4
  %23 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 0
  %24 = load float, float* %23, align 4
  %25 = getelementptr inbounds %struct.v3, %struct.v3* %4, i32 0, i32 0
  %26 = load float, float* %25, align 4
  %27 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 2
  %28 = load float, float* %27, align 4
  %29 = fmul float %26, %28
  %30 = fneg float %29
  %31 = call float @llvm.fmuladd.f32(float %22, float %24, float %30)
  store float %31, float* %20, align 4
  %32 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 2
  %33 = getelementptr inbounds %struct.v3, %struct.v3* %4, i32 0, i32 0
  %34 = load float, float* %33, align 4
  %35 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 1
  %36 = load float, float* %35, align 4
  %37 = getelementptr inbounds %struct.v3, %struct.v3* %4, i32 0, i32 1
  %38 = load float, float* %37, align 4
  %39 = getelementptr inbounds %struct.v3, %struct.v3* %5, i32 0, i32 0
  %40 = load float, float* %39, align 4
  %41 = fmul float %38, %40
  %42 = fneg float %41
  %43 = call float @llvm.fmuladd.f32(float %34, float %36, float %42)
  store float %43, float* %32, align 4
  %44 = bitcast %struct.v3* %3 to [3 x float]*
  %45 = load [3 x float], [3 x float]* %44, align 4
  ret [3 x float] %45
}

declare signext i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal float @dot3([3 x float] %0, [3 x float] %1) #0 {
  %3 = alloca %struct.v3, align 4
  %4 = alloca %struct.v3, align 4
  %5 = bitcast %struct.v3* %3 to [3 x float]*
  store [3 x float] %0, [3 x float]* %5, align 4
  %6 = bitcast %struct.v3* %4 to [3 x float]*
  store [3 x float] %1, [3 x float]* %6, align 4
  %7 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds %struct.v3, %struct.v3* %4, i32 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = getelementptr inbounds %struct.v3, %struct.v3* %4, i32 0, i32 1
  %14 = load float, float* %13, align 4
  %15 = fmul float %12, %14
  %16 = call float @llvm.fmuladd.f32(float %8, float %10, float %15)
  %17 = getelementptr inbounds %struct.v3, %struct.v3* %3, i32 0, i32 2
  %18 = load float, float* %17, align 4
  %19 = getelementptr inbounds %struct.v3, %struct.v3* %4, i32 0, i32 2
  %20 = load float, float* %19, align 4
  %21 = call float @llvm.fmuladd.f32(float %18, float %20, float %16)
  ret float %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [4 x float] @mix4([4 x float] %0, [4 x float] %1, float noundef %2) #0 {
  %4 = alloca %struct.v4, align 4
  %5 = alloca %struct.v4, align 4
  %6 = alloca %struct.v4, align 4
  %7 = alloca float, align 4
  %8 = bitcast %struct.v4* %5 to [4 x float]*
  store [4 x float] %0, [4 x float]* %8, align 4
  %9 = bitcast %struct.v4* %6 to [4 x float]*
  store [4 x float] %1, [4 x float]* %9, align 4
  store float %2, float* %7, align 4
  %10 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 0
  %11 = getelementptr inbounds %struct.v4, %struct.v4* %5, i32 0, i32 0
  %12 = load float, float* %11, align 4
  %13 = getelementptr inbounds %struct.v4, %struct.v4* %6, i32 0, i32 0
  %14 = load float, float* %13, align 4
  %15 = getelementptr inbounds %struct.v4, %struct.v4* %5, i32 0, i32 0
  %16 = load float, float* %15, align 4
  %17 = fsub float %14, %16
  %18 = load float, float* %7, align 4
  %19 = call float @llvm.fmuladd.f32(float %17, float %18, float %12)
  store float %19, float* %10, align 4
  %20 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 1
  %21 = getelementptr inbounds %struct.v4, %struct.v4* %5, i32 0, i32 1
  %22 = load float, float* %21, align 4
  %23 = getelementptr inbounds %struct.v4, %struct.v4* %6, i32 0, i32 1
  %24 = load float, float* %23, align 4
  %25 = getelementptr inbounds %struct.v4, %struct.v4* %5, i32 0, i32 1
  %26 = load float, float* %25, align 4
  %27 = fsub float %24, %26
  %28 = load float, float* %7, align 4
  %29 = call float @llvm.fmuladd.f32(float %27, float %28, float %22)
  store float %29, float* %20, align 4
  %30 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 2
  %31 = getelementptr inbounds %struct.v4, %struct.v4* %5, i32 0, i32 2
  %32 = load float, float* %31, align 4
  %33 = getelementptr inbounds %struct.v4, %struct.v4* %6, i32 0, i32 2
  %34 = load float, float* %33, align 4
  %35 = getelementptr inbounds %struct.v4, %struct.v4* %5, i32 0, i32 2
  %36 = load float, float* %35, align 4
  %37 = fsub float %34, %36
  %38 = load float, float* %7, align 4
  %39 = call float @llvm.fmuladd.f32(float %37, float %38, float %32)
  store float %39, float* %30, align 4
  %40 = getelementptr inbounds %struct.v4, %struct.v4* %4, i32 0, i32 3
  %41 = getelementptr inbounds %struct.v4, %struct.v4* %5, i32 0, i32 3
  %42 = load float, float* %41, align 4
  store float %42, float* %40, align 4
  %43 = bitcast %struct.v4* %4 to [4 x float]*
  %44 = load [4 x float], [4 x float]* %43, align 4
  ret [4 x float] %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x float] @rot([2 x float] %0, float noundef %1, float noundef %2) #0 {
  %4 = alloca %struct.v2, align 4
  %5 = alloca %struct.v2, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = bitcast %struct.v2* %5 to [2 x float]*
  store [2 x float] %0, [2 x float]* %8, align 4
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
  %28 = bitcast %struct.v2* %4 to [2 x float]*
  %29 = load [2 x float], [2 x float]* %28, align 4
  ret [2 x float] %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @halve(i64 %0) #0 {
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
define internal { float, float } @cmulf(float noundef %0, float noundef %1, float noundef %2, float noundef %3) #0 {
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  %8 = getelementptr inbounds { float, float }, { float, float }* %6, i32 0, i32 0
  store float %0, float* %8, align 4
  %9 = getelementptr inbounds { float, float }, { float, float }* %6, i32 0, i32 1
  store float %1, float* %9, align 4
  %10 = getelementptr inbounds { float, float }, { float, float }* %7, i32 0, i32 0
  store float %2, float* %10, align 4
  %11 = getelementptr inbounds { float, float }, { float, float }* %7, i32 0, i32 1
  store float %3, float* %11, align 4
  %12 = getelementptr inbounds { float, float }, { float, float }* %6, i32 0, i32 0
  %13 = load float, float* %12, align 4
  %14 = getelementptr inbounds { float, float }, { float, float }* %6, i32 0, i32 1
  %15 = load float, float* %14, align 4
  %16 = getelementptr inbounds { float, float }, { float, float }* %7, i32 0, i32 0
  %17 = load float, float* %16, align 4
  %18 = getelementptr inbounds { float, float }, { float, float }* %7, i32 0, i32 1
  %19 = load float, float* %18, align 4
  %20 = fmul float %13, %17
  %21 = fmul float %15, %19
  %22 = fmul float %13, %19
  %23 = fmul float %15, %17
  %24 = fsub float %20, %21
  %25 = fadd float %22, %23
  %26 = fcmp uno float %24, %24
  br i1 %26, label %27, label %33, !prof !8

27:                                               ; preds = %4
  %28 = fcmp uno float %25, %25
  br i1 %28, label %29, label %33, !prof !8

29:                                               ; preds = %27
  %30 = call { float, float } @__mulsc3(float noundef %13, float noundef %15, float noundef %17, float noundef %19) #4
  %31 = extractvalue { float, float } %30, 0
  %32 = extractvalue { float, float } %30, 1
  br label %33

33:                                               ; preds = %29, %27, %4
  %34 = phi float [ %24, %4 ], [ %24, %27 ], [ %31, %29 ]
  %35 = phi float [ %25, %4 ], [ %25, %27 ], [ %32, %29 ]
  %36 = fadd float %34, 1.000000e+00
  %37 = getelementptr inbounds { float, float }, { float, float }* %5, i32 0, i32 0
  %38 = getelementptr inbounds { float, float }, { float, float }* %5, i32 0, i32 1
  store float %36, float* %37, align 4
  store float %35, float* %38, align 4
  %39 = load { float, float }, { float, float }* %5, align 4
  ret { float, float } %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
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
  %30 = call { double, double } @__muldc3(double noundef %13, double noundef %15, double noundef %17, double noundef %19) #4
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
define internal [3 x float] @many([3 x float] %0, [3 x float] %1, [3 x float] %2, [3 x float] %3, [3 x float] %4) #0 {
  %6 = alloca %struct.v3, align 4
  %7 = alloca %struct.v3, align 4
  %8 = alloca %struct.v3, align 4
  %9 = alloca %struct.v3, align 4
  %10 = alloca %struct.v3, align 4
  %11 = alloca %struct.v3, align 4
  %12 = bitcast %struct.v3* %7 to [3 x float]*
  store [3 x float] %0, [3 x float]* %12, align 4
  %13 = bitcast %struct.v3* %8 to [3 x float]*
  store [3 x float] %1, [3 x float]* %13, align 4
  %14 = bitcast %struct.v3* %9 to [3 x float]*
  store [3 x float] %2, [3 x float]* %14, align 4
  %15 = bitcast %struct.v3* %10 to [3 x float]*
  store [3 x float] %3, [3 x float]* %15, align 4
  %16 = bitcast %struct.v3* %11 to [3 x float]*
  store [3 x float] %4, [3 x float]* %16, align 4
  %17 = getelementptr inbounds %struct.v3, %struct.v3* %6, i32 0, i32 0
  %18 = getelementptr inbounds %struct.v3, %struct.v3* %7, i32 0, i32 0
  %19 = load float, float* %18, align 4
  %20 = getelementptr inbounds %struct.v3, %struct.v3* %8, i32 0, i32 1
  %21 = load float, float* %20, align 4
  %22 = fadd float %19, %21
  %23 = getelementptr inbounds %struct.v3, %struct.v3* %9, i32 0, i32 2
  %24 = load float, float* %23, align 4
  %25 = fadd float %22, %24
  %26 = getelementptr inbounds %struct.v3, %struct.v3* %10, i32 0, i32 0
  %27 = load float, float* %26, align 4
  %28 = fadd float %25, %27
  %29 = getelementptr inbounds %struct.v3, %struct.v3* %11, i32 0, i32 1
  %30 = load float, float* %29, align 4
  %31 = fadd float %28, %30
  store float %31, float* %17, align 4
  %32 = getelementptr inbounds %struct.v3, %struct.v3* %6, i32 0, i32 1
  %33 = getelementptr inbounds %struct.v3, %struct.v3* %7, i32 0, i32 1
  %34 = load float, float* %33, align 4
  %35 = getelementptr inbounds %struct.v3, %struct.v3* %8, i32 0, i32 2
  %36 = load float, float* %35, align 4
  %37 = fsub float %34, %36
  %38 = getelementptr inbounds %struct.v3, %struct.v3* %9, i32 0, i32 0
  %39 = load float, float* %38, align 4
  %40 = fadd float %37, %39
  %41 = getelementptr inbounds %struct.v3, %struct.v3* %10, i32 0, i32 1
  %42 = load float, float* %41, align 4
  %43 = fsub float %40, %42
  %44 = getelementptr inbounds %struct.v3, %struct.v3* %11, i32 0, i32 2
  %45 = load float, float* %44, align 4
  %46 = fadd float %43, %45
  store float %46, float* %32, align 4
  %47 = getelementptr inbounds %struct.v3, %struct.v3* %6, i32 0, i32 2
  %48 = getelementptr inbounds %struct.v3, %struct.v3* %7, i32 0, i32 2
  %49 = load float, float* %48, align 4
  %50 = getelementptr inbounds %struct.v3, %struct.v3* %8, i32 0, i32 0
  %51 = load float, float* %50, align 4
  %52 = getelementptr inbounds %struct.v3, %struct.v3* %9, i32 0, i32 1
  %53 = load float, float* %52, align 4
  %54 = getelementptr inbounds %struct.v3, %struct.v3* %10, i32 0, i32 2
  %55 = load float, float* %54, align 4
  %56 = fmul float %53, %55
  %57 = call float @llvm.fmuladd.f32(float %49, float %51, float %56)
  %58 = getelementptr inbounds %struct.v3, %struct.v3* %11, i32 0, i32 0
  %59 = load float, float* %58, align 4
  %60 = fsub float %57, %59
  store float %60, float* %47, align 4
  %61 = bitcast %struct.v3* %6 to [3 x float]*
  %62 = load [3 x float], [3 x float]* %61, align 4
  ret [3 x float] %62
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

declare { float, float } @__mulsc3(float, float, float, float)

declare { double, double } @__muldc3(double, double, double, double)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
