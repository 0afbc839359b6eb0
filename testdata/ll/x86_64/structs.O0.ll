; ModuleID = 'c/structs.c'
source_filename = "c/structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.mixed2 = type { double, i64 }
%struct.vec3 = type { double, double, double }
%struct.wide = type { i64, i32 }
%struct.vec2 = type { double, double }
%struct.pair = type { i32, i32 }
%struct.trio = type { i16, i8, i8, i32 }
%struct.mixed = type { float, i32 }
%struct.big = type { [8 x i32], double, %struct.pair, i64 }
%struct.node_rec = type { %struct.pair, %struct.vec2, i8 }

@vseed = internal global i32 5, align 4
@__const.main.m2 = private unnamed_addr constant %struct.mixed2 { double 0.000000e+00, i64 1 }, align 8
@__const.main.b3 = private unnamed_addr constant %struct.vec3 { double -3.000000e+00, double 5.000000e-01, double 4.000000e+00 }, align 8
@.str = private unnamed_addr constant [17 x i8] c"pair = (%d, %d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"trio = (%d, %d, %u, %d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"wide = (%lld, %d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"vec2 = (%.17g, %.17g)\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"mixed = (%.9g, %d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"mixed2 = (%.17g, %lld)\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"vec3 = (%.17g, %.17g, %.17g)\0A\00", align 1
@.str.7 = private unnamed_addr constant [64 x i8] c"big: sum=%lld sum2=%lld v[7]=%d scale=%.17g p=(%d,%d) tag=%llx\0A\00", align 1
@__const.main.g = private unnamed_addr constant %struct.wide { i64 1099511627776, i32 -9 }, align 8
@__const.main.h = private unnamed_addr constant %struct.vec2 { double 1.005000e+02, double 2.500000e-01 }, align 8
@.str.8 = private unnamed_addr constant [21 x i8] c"many_structs = %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [42 x i8] c"rec[%d] key=(%d,%d) pos=(%g,%g) flags=%u\0A\00", align 1
@.str.10 = private unnamed_addr constant [55 x i8] c"copy[3].key=(%d,%d) recs[9].key.a=%d copy[9].key.a=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.pair, align 4
  %4 = alloca %struct.pair, align 4
  %5 = alloca %struct.trio, align 4
  %6 = alloca %struct.wide, align 8
  %7 = alloca %struct.vec2, align 8
  %8 = alloca %struct.mixed, align 4
  %9 = alloca %struct.mixed2, align 8
  %10 = alloca %struct.vec3, align 8
  %11 = alloca %struct.vec3, align 8
  %12 = alloca %struct.vec3, align 8
  %13 = alloca %struct.big, align 8
  %14 = alloca %struct.big, align 8
  %15 = alloca [12 x %struct.node_rec], align 16
  %16 = alloca %struct.node_rec, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.pair, align 4
  %20 = alloca %struct.pair, align 4
  %21 = alloca %struct.trio, align 4
  %22 = alloca %struct.wide, align 8
  %23 = alloca %struct.vec2, align 8
  %24 = alloca %struct.vec2, align 8
  %25 = alloca %struct.vec2, align 8
  %26 = alloca %struct.mixed, align 4
  %27 = alloca %struct.mixed2, align 8
  %28 = alloca %struct.vec3, align 8
  %29 = alloca %struct.pair, align 4
  %30 = alloca %struct.big, align 8
  %31 = alloca %struct.wide, align 8
  %32 = alloca %struct.vec2, align 8
  %33 = alloca i64, align 8
  %34 = alloca %struct.pair, align 4
  %35 = alloca %struct.pair, align 4
  %36 = alloca %struct.pair, align 4
  %37 = alloca %struct.pair, align 4
  %38 = alloca [12 x %struct.node_rec], align 16
  store i32 0, i32* %1, align 4
  %39 = load volatile i32, i32* @vseed, align 4
  store i32 %39, i32* %2, align 4
  %40 = load i32, i32* %2, align 4
  %41 = load i32, i32* %2, align 4
  %42 = mul nsw i32 %41, 2
  %43 = call i64 @pair_make(i32 noundef %40, i32 noundef %42)
  %44 = bitcast %struct.pair* %3 to i64*
  store i64 %43, i64* %44, align 4
  %45 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 0
  %46 = load i32, i32* %2, align 4
  %47 = sub nsw i32 0, %46
  %48 = trunc i32 %47 to i16
  store i16 %48, i16* %45, align 4
  %49 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 1
  store i8 100, i8* %49, align 2
  %50 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 2
  store i8 -6, i8* %50, align 1
  %51 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 3
  store i32 7, i32* %51, align 4
  %52 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 0
  %53 = load i32, i32* %2, align 4
  %54 = sext i32 %53 to i64
  %55 = sub nsw i64 0, %54
  %56 = mul nsw i64 %55, 1000000007
  store i64 %56, i64* %52, align 8
  %57 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 1
  %58 = load i32, i32* %2, align 4
  store i32 %58, i32* %57, align 8
  %59 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  store double 1.000000e+00, double* %59, align 8
  %60 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 1
  %61 = load i32, i32* %2, align 4
  %62 = sitofp i32 %61 to double
  store double %62, double* %60, align 8
  %63 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 0
  store float 2.500000e-01, float* %63, align 4
  %64 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 1
  %65 = load i32, i32* %2, align 4
  store i32 %65, i32* %64, align 4
  %66 = bitcast %struct.mixed2* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %66, i8* align 8 bitcast (%struct.mixed2* @__const.main.m2 to i8*), i64 16, i1 false)
  %67 = getelementptr inbounds %struct.vec3, %struct.vec3* %10, i32 0, i32 0
  store double 1.000000e+00, double* %67, align 8
  %68 = getelementptr inbounds %struct.vec3, %struct.vec3* %10, i32 0, i32 1
  store double 2.000000e+00, double* %68, align 8
  %69 = getelementptr inbounds %struct.vec3, %struct.vec3* %10, i32 0, i32 2
  %70 = load i32, i32* %2, align 4
  %71 = sitofp i32 %70 to double
  store double %71, double* %69, align 8
  %72 = bitcast %struct.vec3* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %72, i8* align 8 bitcast (%struct.vec3* @__const.main.b3 to i8*), i64 24, i1 false)
  store i32 0, i32* %17, align 4
  br label %73

73:                                               ; preds = %205, %0
  %74 = load i32, i32* %17, align 4
  %75 = icmp slt i32 %74, 10
  br i1 %75, label %76, label %208

76:                                               ; preds = %73
  %77 = load i32, i32* %17, align 4
  %78 = load i32, i32* %17, align 4
  %79 = sub nsw i32 0, %78
  %80 = load i32, i32* %2, align 4
  %81 = mul nsw i32 %79, %80
  %82 = call i64 @pair_make(i32 noundef %77, i32 noundef %81)
  %83 = bitcast %struct.pair* %20 to i64*
  store i64 %82, i64* %83, align 4
  %84 = bitcast %struct.pair* %3 to i64*
  %85 = load i64, i64* %84, align 4
  %86 = bitcast %struct.pair* %20 to i64*
  %87 = load i64, i64* %86, align 4
  %88 = call i64 @pair_add(i64 %85, i64 %87)
  %89 = bitcast %struct.pair* %19 to i64*
  store i64 %88, i64* %89, align 4
  %90 = bitcast %struct.pair* %4 to i8*
  %91 = bitcast %struct.pair* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %90, i8* align 4 %91, i64 8, i1 false)
  %92 = bitcast %struct.pair* %3 to i8*
  %93 = bitcast %struct.pair* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %92, i8* align 4 %93, i64 8, i1 false)
  %94 = load i32, i32* %17, align 4
  %95 = bitcast %struct.trio* %5 to i64*
  %96 = load i64, i64* %95, align 4
  %97 = call i64 @trio_bump(i64 %96, i32 noundef %94)
  %98 = bitcast %struct.trio* %21 to i64*
  store i64 %97, i64* %98, align 4
  %99 = bitcast %struct.trio* %5 to i8*
  %100 = bitcast %struct.trio* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %99, i8* align 4 %100, i64 8, i1 false)
  %101 = load i32, i32* %17, align 4
  %102 = srem i32 %101, 3
  %103 = icmp eq i32 %102, 0
  %104 = zext i1 %103 to i64
  %105 = select i1 %103, i32 3, i32 -2
  %106 = bitcast %struct.wide* %6 to { i64, i32 }*
  %107 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %106, i32 0, i32 0
  %108 = load i64, i64* %107, align 8
  %109 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %106, i32 0, i32 1
  %110 = load i32, i32* %109, align 8
  %111 = call { i64, i32 } @wide_mul(i64 %108, i32 %110, i32 noundef %105)
  %112 = bitcast %struct.wide* %22 to { i64, i32 }*
  %113 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %112, i32 0, i32 0
  %114 = extractvalue { i64, i32 } %111, 0
  store i64 %114, i64* %113, align 8
  %115 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %112, i32 0, i32 1
  %116 = extractvalue { i64, i32 } %111, 1
  store i32 %116, i32* %115, align 8
  %117 = bitcast %struct.wide* %6 to i8*
  %118 = bitcast %struct.wide* %22 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %117, i8* align 8 %118, i64 16, i1 false)
  %119 = bitcast %struct.vec2* %7 to { double, double }*
  %120 = getelementptr inbounds { double, double }, { double, double }* %119, i32 0, i32 0
  %121 = load double, double* %120, align 8
  %122 = getelementptr inbounds { double, double }, { double, double }* %119, i32 0, i32 1
  %123 = load double, double* %122, align 8
  %124 = call { double, double } @vec2_rot90(double %121, double %123)
  %125 = bitcast %struct.vec2* %23 to { double, double }*
  %126 = getelementptr inbounds { double, double }, { double, double }* %125, i32 0, i32 0
  %127 = extractvalue { double, double } %124, 0
  store double %127, double* %126, align 8
  %128 = getelementptr inbounds { double, double }, { double, double }* %125, i32 0, i32 1
  %129 = extractvalue { double, double } %124, 1
  store double %129, double* %128, align 8
  %130 = bitcast %struct.vec2* %7 to i8*
  %131 = bitcast %struct.vec2* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %130, i8* align 8 %131, i64 16, i1 false)
  %132 = bitcast %struct.vec2* %7 to { double, double }*
  %133 = getelementptr inbounds { double, double }, { double, double }* %132, i32 0, i32 0
  %134 = load double, double* %133, align 8
  %135 = getelementptr inbounds { double, double }, { double, double }* %132, i32 0, i32 1
  %136 = load double, double* %135, align 8
  %137 = call { double, double } @vec2_rot90(double %134, double %136)
  %138 = bitcast %struct.vec2* %25 to { double, double }*
  %139 = getelementptr inbounds { double, double }, { double, double }* %138, i32 0, i32 0
  %140 = extractvalue { double, double } %137, 0
  store double %140, double* %139, align 8
  %141 = getelementptr inbounds { double, double }, { double, double }* %138, i32 0, i32 1
  %142 = extractvalue { double, double } %137, 1
  store double %142, double* %141, align 8
  %143 = bitcast %struct.vec2* %7 to { double, double }*
  %144 = getelementptr inbounds { double, double }, { double, double }* %143, i32 0, i32 0
  %145 = load double, double* %144, align 8
  %146 = getelementptr inbounds { double, double }, { double, double }* %143, i32 0, i32 1
  %147 = load double, double* %146, align 8
  %148 = bitcast %struct.vec2* %25 to { double, double }*
  %149 = getelementptr inbounds { double, double }, { double, double }* %148, i32 0, i32 0
  %150 = load double, double* %149, align 8
  %151 = getelementptr inbounds { double, double }, { double, double }* %148, i32 0, i32 1
  %152 = load double, double* %151, align 8
  %153 = call { double, double } @vec2_scale_add(double %145, double %147, double noundef 1.250000e+00, double %150, double %152)
  %154 = bitcast %struct.vec2* %24 to { double, double }*
  %155 = getelementptr inbounds { double, double }, { double, double }* %154, i32 0, i32 0
  %156 = extractvalue { double, double } %153, 0
  store double %156, double* %155, align 8
  %157 = getelementptr inbounds { double, double }, { double, double }* %154, i32 0, i32 1
  %158 = extractvalue { double, double } %153, 1
  store double %158, double* %157, align 8
  %159 = bitcast %struct.vec2* %7 to i8*
  %160 = bitcast %struct.vec2* %24 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %159, i8* align 8 %160, i64 16, i1 false)
  %161 = bitcast %struct.mixed* %8 to i64*
  %162 = load i64, i64* %161, align 4
  %163 = call i64 @mixed_step(i64 %162)
  %164 = bitcast %struct.mixed* %26 to i64*
  store i64 %163, i64* %164, align 4
  %165 = bitcast %struct.mixed* %8 to i8*
  %166 = bitcast %struct.mixed* %26 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %165, i8* align 4 %166, i64 8, i1 false)
  %167 = bitcast %struct.mixed2* %9 to { double, i64 }*
  %168 = getelementptr inbounds { double, i64 }, { double, i64 }* %167, i32 0, i32 0
  %169 = load double, double* %168, align 8
  %170 = getelementptr inbounds { double, i64 }, { double, i64 }* %167, i32 0, i32 1
  %171 = load i64, i64* %170, align 8
  %172 = bitcast %struct.mixed* %8 to i64*
  %173 = load i64, i64* %172, align 4
  %174 = call { double, i64 } @mixed2_step(double %169, i64 %171, i64 %173)
  %175 = bitcast %struct.mixed2* %27 to { double, i64 }*
  %176 = getelementptr inbounds { double, i64 }, { double, i64 }* %175, i32 0, i32 0
  %177 = extractvalue { double, i64 } %174, 0
  store double %177, double* %176, align 8
  %178 = getelementptr inbounds { double, i64 }, { double, i64 }* %175, i32 0, i32 1
  %179 = extractvalue { double, i64 } %174, 1
  store i64 %179, i64* %178, align 8
  %180 = bitcast %struct.mixed2* %9 to i8*
  %181 = bitcast %struct.mixed2* %27 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %180, i8* align 8 %181, i64 16, i1 false)
  call void @vec3_cross(%struct.vec3* sret(%struct.vec3) align 8 %28, %struct.vec3* noundef byval(%struct.vec3) align 8 %10, %struct.vec3* noundef byval(%struct.vec3) align 8 %11)
  %182 = bitcast %struct.vec3* %12 to i8*
  %183 = bitcast %struct.vec3* %28 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %182, i8* align 8 %183, i64 24, i1 false)
  %184 = bitcast %struct.vec3* %10 to i8*
  %185 = bitcast %struct.vec3* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %184, i8* align 8 %185, i64 24, i1 false)
  %186 = bitcast %struct.vec3* %11 to i8*
  %187 = bitcast %struct.vec3* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %186, i8* align 8 %187, i64 24, i1 false)
  %188 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 0
  %189 = load double, double* %188, align 8
  %190 = fdiv double %189, 6.400000e+01
  %191 = fadd double %190, 1.000000e+00
  %192 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 0
  store double %191, double* %192, align 8
  %193 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 1
  %194 = load double, double* %193, align 8
  %195 = fdiv double %194, 6.400000e+01
  %196 = load i32, i32* %17, align 4
  %197 = sitofp i32 %196 to double
  %198 = fsub double %195, %197
  %199 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 1
  store double %198, double* %199, align 8
  %200 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 2
  %201 = load double, double* %200, align 8
  %202 = fdiv double %201, 6.400000e+01
  %203 = fadd double %202, 1.250000e-01
  %204 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 2
  store double %203, double* %204, align 8
  br label %205

205:                                              ; preds = %76
  %206 = load i32, i32* %17, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, i32* %17, align 4
  br label %73, !llvm.loop !6

208:                                              ; preds = %73
  %209 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 0
  %210 = load i32, i32* %209, align 4
  %211 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 1
  %212 = load i32, i32* %211, align 4
  %213 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %210, i32 noundef %212)
  %214 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 0
  %215 = load i16, i16* %214, align 4
  %216 = sext i16 %215 to i32
  %217 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 1
  %218 = load i8, i8* %217, align 2
  %219 = sext i8 %218 to i32
  %220 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 2
  %221 = load i8, i8* %220, align 1
  %222 = zext i8 %221 to i32
  %223 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 3
  %224 = load i32, i32* %223, align 4
  %225 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef %216, i32 noundef %219, i32 noundef %222, i32 noundef %224)
  %226 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 0
  %227 = load i64, i64* %226, align 8
  %228 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 1
  %229 = load i32, i32* %228, align 8
  %230 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i64 noundef %227, i32 noundef %229)
  %231 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  %232 = load double, double* %231, align 8
  %233 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 1
  %234 = load double, double* %233, align 8
  %235 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), double noundef %232, double noundef %234)
  %236 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 0
  %237 = load float, float* %236, align 4
  %238 = fpext float %237 to double
  %239 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 1
  %240 = load i32, i32* %239, align 4
  %241 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), double noundef %238, i32 noundef %240)
  %242 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 0
  %243 = load double, double* %242, align 8
  %244 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 1
  %245 = load i64, i64* %244, align 8
  %246 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i64 0, i64 0), double noundef %243, i64 noundef %245)
  %247 = getelementptr inbounds %struct.vec3, %struct.vec3* %12, i32 0, i32 0
  %248 = load double, double* %247, align 8
  %249 = getelementptr inbounds %struct.vec3, %struct.vec3* %12, i32 0, i32 1
  %250 = load double, double* %249, align 8
  %251 = getelementptr inbounds %struct.vec3, %struct.vec3* %12, i32 0, i32 2
  %252 = load double, double* %251, align 8
  %253 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), double noundef %248, double noundef %250, double noundef %252)
  %254 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 0
  %255 = load i32, i32* %254, align 4
  %256 = sext i32 %255 to i64
  call void @mix(i64 noundef %256)
  %257 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 1
  %258 = load i32, i32* %257, align 4
  %259 = sext i32 %258 to i64
  call void @mix(i64 noundef %259)
  %260 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 0
  %261 = load i16, i16* %260, align 4
  %262 = sext i16 %261 to i64
  call void @mix(i64 noundef %262)
  %263 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 1
  %264 = load i8, i8* %263, align 2
  %265 = sext i8 %264 to i64
  call void @mix(i64 noundef %265)
  %266 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 2
  %267 = load i8, i8* %266, align 1
  %268 = zext i8 %267 to i64
  call void @mix(i64 noundef %268)
  %269 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 3
  %270 = load i32, i32* %269, align 4
  %271 = sext i32 %270 to i64
  call void @mix(i64 noundef %271)
  %272 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 0
  %273 = load i64, i64* %272, align 8
  call void @mix(i64 noundef %273)
  %274 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 1
  %275 = load i32, i32* %274, align 8
  %276 = sext i32 %275 to i64
  call void @mix(i64 noundef %276)
  %277 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  %278 = load double, double* %277, align 8
  %279 = fmul double %278, 1.000000e+03
  %280 = fptosi double %279 to i64
  call void @mix(i64 noundef %280)
  %281 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 1
  %282 = load i32, i32* %281, align 4
  %283 = sext i32 %282 to i64
  call void @mix(i64 noundef %283)
  %284 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 1
  %285 = load i64, i64* %284, align 8
  call void @mix(i64 noundef %285)
  %286 = getelementptr inbounds %struct.vec3, %struct.vec3* %12, i32 0, i32 2
  %287 = load double, double* %286, align 8
  %288 = fmul double %287, 1.000000e+03
  %289 = fptosi double %288 to i64
  call void @mix(i64 noundef %289)
  store i32 0, i32* %17, align 4
  br label %290

290:                                              ; preds = %302, %208
  %291 = load i32, i32* %17, align 4
  %292 = icmp slt i32 %291, 8
  br i1 %292, label %293, label %305

293:                                              ; preds = %290
  %294 = load i32, i32* %17, align 4
  %295 = load i32, i32* %2, align 4
  %296 = mul nsw i32 %294, %295
  %297 = sub nsw i32 %296, 3
  %298 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 0
  %299 = load i32, i32* %17, align 4
  %300 = sext i32 %299 to i64
  %301 = getelementptr inbounds [8 x i32], [8 x i32]* %298, i64 0, i64 %300
  store i32 %297, i32* %301, align 4
  br label %302

302:                                              ; preds = %293
  %303 = load i32, i32* %17, align 4
  %304 = add nsw i32 %303, 1
  store i32 %304, i32* %17, align 4
  br label %290, !llvm.loop !8

305:                                              ; preds = %290
  %306 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 1
  store double 7.500000e-01, double* %306, align 8
  %307 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 2
  %308 = call i64 @pair_make(i32 noundef 1, i32 noundef 2)
  %309 = bitcast %struct.pair* %29 to i64*
  store i64 %308, i64* %309, align 4
  %310 = bitcast %struct.pair* %307 to i8*
  %311 = bitcast %struct.pair* %29 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %310, i8* align 4 %311, i64 8, i1 false)
  %312 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 3
  store i64 4660, i64* %312, align 8
  %313 = bitcast %struct.big* %14 to i8*
  %314 = bitcast %struct.big* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %313, i8* align 8 %314, i64 56, i1 false)
  store i32 0, i32* %17, align 4
  br label %315

315:                                              ; preds = %323, %305
  %316 = load i32, i32* %17, align 4
  %317 = icmp slt i32 %316, 4
  br i1 %317, label %318, label %326

318:                                              ; preds = %315
  %319 = load i32, i32* %17, align 4
  %320 = add nsw i32 %319, 2
  call void @big_transform(%struct.big* sret(%struct.big) align 8 %30, %struct.big* noundef byval(%struct.big) align 8 %14, i32 noundef %320)
  %321 = bitcast %struct.big* %14 to i8*
  %322 = bitcast %struct.big* %30 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %321, i8* align 8 %322, i64 56, i1 false)
  br label %323

323:                                              ; preds = %318
  %324 = load i32, i32* %17, align 4
  %325 = add nsw i32 %324, 1
  store i32 %325, i32* %17, align 4
  br label %315, !llvm.loop !9

326:                                              ; preds = %315
  %327 = call i64 @big_sum(%struct.big* noundef byval(%struct.big) align 8 %13)
  %328 = call i64 @big_sum(%struct.big* noundef byval(%struct.big) align 8 %14)
  %329 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0
  %330 = getelementptr inbounds [8 x i32], [8 x i32]* %329, i64 0, i64 7
  %331 = load i32, i32* %330, align 4
  %332 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 1
  %333 = load double, double* %332, align 8
  %334 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 2
  %335 = getelementptr inbounds %struct.pair, %struct.pair* %334, i32 0, i32 0
  %336 = load i32, i32* %335, align 8
  %337 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 2
  %338 = getelementptr inbounds %struct.pair, %struct.pair* %337, i32 0, i32 1
  %339 = load i32, i32* %338, align 4
  %340 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 3
  %341 = load i64, i64* %340, align 8
  %342 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.7, i64 0, i64 0), i64 noundef %327, i64 noundef %328, i32 noundef %331, double noundef %333, i32 noundef %336, i32 noundef %339, i64 noundef %341)
  %343 = call i64 @big_sum(%struct.big* noundef byval(%struct.big) align 8 %13)
  call void @mix(i64 noundef %343)
  %344 = call i64 @big_sum(%struct.big* noundef byval(%struct.big) align 8 %14)
  call void @mix(i64 noundef %344)
  %345 = bitcast %struct.wide* %31 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %345, i8* align 8 bitcast (%struct.wide* @__const.main.g to i8*), i64 16, i1 false)
  %346 = bitcast %struct.vec2* %32 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %346, i8* align 8 bitcast (%struct.vec2* @__const.main.h to i8*), i64 16, i1 false)
  %347 = call i64 @pair_make(i32 noundef 3, i32 noundef 4)
  %348 = bitcast %struct.pair* %34 to i64*
  store i64 %347, i64* %348, align 4
  %349 = load i32, i32* %2, align 4
  %350 = sub nsw i32 0, %349
  %351 = load i32, i32* %2, align 4
  %352 = call i64 @pair_make(i32 noundef %350, i32 noundef %351)
  %353 = bitcast %struct.pair* %35 to i64*
  store i64 %352, i64* %353, align 4
  %354 = call i64 @pair_make(i32 noundef 6, i32 noundef 7)
  %355 = bitcast %struct.pair* %36 to i64*
  store i64 %354, i64* %355, align 4
  %356 = bitcast %struct.pair* %3 to i64*
  %357 = load i64, i64* %356, align 4
  %358 = bitcast %struct.pair* %34 to i64*
  %359 = load i64, i64* %358, align 4
  %360 = bitcast %struct.wide* %6 to { i64, i32 }*
  %361 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %360, i32 0, i32 0
  %362 = load i64, i64* %361, align 8
  %363 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %360, i32 0, i32 1
  %364 = load i32, i32* %363, align 8
  %365 = bitcast %struct.vec2* %7 to { double, double }*
  %366 = getelementptr inbounds { double, double }, { double, double }* %365, i32 0, i32 0
  %367 = load double, double* %366, align 8
  %368 = getelementptr inbounds { double, double }, { double, double }* %365, i32 0, i32 1
  %369 = load double, double* %368, align 8
  %370 = bitcast %struct.mixed* %8 to i64*
  %371 = load i64, i64* %370, align 4
  %372 = bitcast %struct.pair* %35 to i64*
  %373 = load i64, i64* %372, align 4
  %374 = bitcast %struct.vec2* %32 to { double, double }*
  %375 = getelementptr inbounds { double, double }, { double, double }* %374, i32 0, i32 0
  %376 = load double, double* %375, align 8
  %377 = getelementptr inbounds { double, double }, { double, double }* %374, i32 0, i32 1
  %378 = load double, double* %377, align 8
  %379 = bitcast %struct.pair* %36 to i64*
  %380 = load i64, i64* %379, align 4
  %381 = call i64 @many_structs(i64 %357, i64 %359, i64 %362, i32 %364, double %367, double %369, i64 %371, i64 %373, %struct.wide* noundef byval(%struct.wide) align 8 %31, double %376, double %378, %struct.big* noundef byval(%struct.big) align 8 %14, i64 %380)
  store i64 %381, i64* %33, align 8
  %382 = load i64, i64* %33, align 8
  %383 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i64 noundef %382)
  %384 = load i64, i64* %33, align 8
  call void @mix(i64 noundef %384)
  store i32 0, i32* %17, align 4
  br label %385

385:                                              ; preds = %429, %326
  %386 = load i32, i32* %17, align 4
  %387 = icmp slt i32 %386, 12
  br i1 %387, label %388, label %432

388:                                              ; preds = %385
  %389 = load i32, i32* %17, align 4
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %390
  %392 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %391, i32 0, i32 0
  %393 = load i32, i32* %17, align 4
  %394 = mul nsw i32 %393, 7
  %395 = load i32, i32* %2, align 4
  %396 = add nsw i32 %394, %395
  %397 = srem i32 %396, 5
  %398 = load i32, i32* %17, align 4
  %399 = mul nsw i32 %398, 11
  %400 = srem i32 %399, 13
  %401 = call i64 @pair_make(i32 noundef %397, i32 noundef %400)
  %402 = bitcast %struct.pair* %37 to i64*
  store i64 %401, i64* %402, align 4
  %403 = bitcast %struct.pair* %392 to i8*
  %404 = bitcast %struct.pair* %37 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %403, i8* align 4 %404, i64 8, i1 false)
  %405 = load i32, i32* %17, align 4
  %406 = sitofp i32 %405 to double
  %407 = fmul double %406, 5.000000e-01
  %408 = load i32, i32* %17, align 4
  %409 = sext i32 %408 to i64
  %410 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %409
  %411 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %410, i32 0, i32 1
  %412 = getelementptr inbounds %struct.vec2, %struct.vec2* %411, i32 0, i32 0
  store double %407, double* %412, align 8
  %413 = load i32, i32* %17, align 4
  %414 = sub nsw i32 0, %413
  %415 = sitofp i32 %414 to double
  %416 = fmul double %415, 2.500000e-01
  %417 = load i32, i32* %17, align 4
  %418 = sext i32 %417 to i64
  %419 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %418
  %420 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %419, i32 0, i32 1
  %421 = getelementptr inbounds %struct.vec2, %struct.vec2* %420, i32 0, i32 1
  store double %416, double* %421, align 8
  %422 = load i32, i32* %17, align 4
  %423 = mul nsw i32 %422, 40
  %424 = trunc i32 %423 to i8
  %425 = load i32, i32* %17, align 4
  %426 = sext i32 %425 to i64
  %427 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %426
  %428 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %427, i32 0, i32 2
  store i8 %424, i8* %428, align 8
  br label %429

429:                                              ; preds = %388
  %430 = load i32, i32* %17, align 4
  %431 = add nsw i32 %430, 1
  store i32 %431, i32* %17, align 4
  br label %385, !llvm.loop !10

432:                                              ; preds = %385
  store i32 1, i32* %17, align 4
  br label %433

433:                                              ; preds = %474, %432
  %434 = load i32, i32* %17, align 4
  %435 = icmp slt i32 %434, 12
  br i1 %435, label %436, label %477

436:                                              ; preds = %433
  %437 = load i32, i32* %17, align 4
  %438 = sext i32 %437 to i64
  %439 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %438
  %440 = bitcast %struct.node_rec* %16 to i8*
  %441 = bitcast %struct.node_rec* %439 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %440, i8* align 16 %441, i64 32, i1 false)
  %442 = load i32, i32* %17, align 4
  %443 = sub nsw i32 %442, 1
  store i32 %443, i32* %18, align 4
  br label %444

444:                                              ; preds = %455, %436
  %445 = load i32, i32* %18, align 4
  %446 = icmp sge i32 %445, 0
  br i1 %446, label %447, label %453

447:                                              ; preds = %444
  %448 = load i32, i32* %18, align 4
  %449 = sext i32 %448 to i64
  %450 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %449
  %451 = call i32 @cmp_rec(%struct.node_rec* noundef %450, %struct.node_rec* noundef %16)
  %452 = icmp sgt i32 %451, 0
  br label %453

453:                                              ; preds = %447, %444
  %454 = phi i1 [ false, %444 ], [ %452, %447 ]
  br i1 %454, label %455, label %467

455:                                              ; preds = %453
  %456 = load i32, i32* %18, align 4
  %457 = add nsw i32 %456, 1
  %458 = sext i32 %457 to i64
  %459 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %458
  %460 = load i32, i32* %18, align 4
  %461 = sext i32 %460 to i64
  %462 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %461
  %463 = bitcast %struct.node_rec* %459 to i8*
  %464 = bitcast %struct.node_rec* %462 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %463, i8* align 16 %464, i64 32, i1 false)
  %465 = load i32, i32* %18, align 4
  %466 = add nsw i32 %465, -1
  store i32 %466, i32* %18, align 4
  br label %444, !llvm.loop !11

467:                                              ; preds = %453
  %468 = load i32, i32* %18, align 4
  %469 = add nsw i32 %468, 1
  %470 = sext i32 %469 to i64
  %471 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %470
  %472 = bitcast %struct.node_rec* %471 to i8*
  %473 = bitcast %struct.node_rec* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %472, i8* align 8 %473, i64 32, i1 false)
  br label %474

474:                                              ; preds = %467
  %475 = load i32, i32* %17, align 4
  %476 = add nsw i32 %475, 1
  store i32 %476, i32* %17, align 4
  br label %433, !llvm.loop !12

477:                                              ; preds = %433
  store i32 0, i32* %17, align 4
  br label %478

478:                                              ; preds = %536, %477
  %479 = load i32, i32* %17, align 4
  %480 = icmp slt i32 %479, 12
  br i1 %480, label %481, label %539

481:                                              ; preds = %478
  %482 = load i32, i32* %17, align 4
  %483 = load i32, i32* %17, align 4
  %484 = sext i32 %483 to i64
  %485 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %484
  %486 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %485, i32 0, i32 0
  %487 = getelementptr inbounds %struct.pair, %struct.pair* %486, i32 0, i32 0
  %488 = load i32, i32* %487, align 16
  %489 = load i32, i32* %17, align 4
  %490 = sext i32 %489 to i64
  %491 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %490
  %492 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %491, i32 0, i32 0
  %493 = getelementptr inbounds %struct.pair, %struct.pair* %492, i32 0, i32 1
  %494 = load i32, i32* %493, align 4
  %495 = load i32, i32* %17, align 4
  %496 = sext i32 %495 to i64
  %497 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %496
  %498 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %497, i32 0, i32 1
  %499 = getelementptr inbounds %struct.vec2, %struct.vec2* %498, i32 0, i32 0
  %500 = load double, double* %499, align 8
  %501 = load i32, i32* %17, align 4
  %502 = sext i32 %501 to i64
  %503 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %502
  %504 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %503, i32 0, i32 1
  %505 = getelementptr inbounds %struct.vec2, %struct.vec2* %504, i32 0, i32 1
  %506 = load double, double* %505, align 8
  %507 = load i32, i32* %17, align 4
  %508 = sext i32 %507 to i64
  %509 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %508
  %510 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %509, i32 0, i32 2
  %511 = load i8, i8* %510, align 8
  %512 = zext i8 %511 to i32
  %513 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.9, i64 0, i64 0), i32 noundef %482, i32 noundef %488, i32 noundef %494, double noundef %500, double noundef %506, i32 noundef %512)
  %514 = load i32, i32* %17, align 4
  %515 = sext i32 %514 to i64
  %516 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %515
  %517 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %516, i32 0, i32 0
  %518 = getelementptr inbounds %struct.pair, %struct.pair* %517, i32 0, i32 0
  %519 = load i32, i32* %518, align 16
  %520 = mul nsw i32 %519, 100
  %521 = load i32, i32* %17, align 4
  %522 = sext i32 %521 to i64
  %523 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %522
  %524 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %523, i32 0, i32 0
  %525 = getelementptr inbounds %struct.pair, %struct.pair* %524, i32 0, i32 1
  %526 = load i32, i32* %525, align 4
  %527 = add nsw i32 %520, %526
  %528 = load i32, i32* %17, align 4
  %529 = sext i32 %528 to i64
  %530 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %529
  %531 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %530, i32 0, i32 2
  %532 = load i8, i8* %531, align 8
  %533 = zext i8 %532 to i32
  %534 = add nsw i32 %527, %533
  %535 = sext i32 %534 to i64
  call void @mix(i64 noundef %535)
  br label %536

536:                                              ; preds = %481
  %537 = load i32, i32* %17, align 4
  %538 = add nsw i32 %537, 1
  store i32 %538, i32* %17, align 4
  br label %478, !llvm.loop !13

539:                                              ; preds = %478
  %540 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 0
  %541 = bitcast %struct.node_rec* %540 to i8*
  %542 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 0
  %543 = bitcast %struct.node_rec* %542 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %541, i8* align 16 %543, i64 384, i1 false)
  %544 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 3
  %545 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 9
  %546 = bitcast %struct.node_rec* %544 to i8*
  %547 = bitcast %struct.node_rec* %545 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %546, i8* align 16 %547, i64 32, i1 false)
  %548 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 9
  %549 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %548, i32 0, i32 0
  %550 = getelementptr inbounds %struct.pair, %struct.pair* %549, i32 0, i32 0
  store i32 99, i32* %550, align 16
  %551 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 3
  %552 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %551, i32 0, i32 0
  %553 = getelementptr inbounds %struct.pair, %struct.pair* %552, i32 0, i32 0
  %554 = load i32, i32* %553, align 16
  %555 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 3
  %556 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %555, i32 0, i32 0
  %557 = getelementptr inbounds %struct.pair, %struct.pair* %556, i32 0, i32 1
  %558 = load i32, i32* %557, align 4
  %559 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 9
  %560 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %559, i32 0, i32 0
  %561 = getelementptr inbounds %struct.pair, %struct.pair* %560, i32 0, i32 0
  %562 = load i32, i32* %561, align 16
  %563 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 9
  %564 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %563, i32 0, i32 0
  %565 = getelementptr inbounds %struct.pair, %struct.pair* %564, i32 0, i32 0
  %566 = load i32, i32* %565, align 16
  %567 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.10, i64 0, i64 0), i32 noundef %554, i32 noundef %558, i32 noundef %562, i32 noundef %566)
  %568 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 3
  %569 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %568, i32 0, i32 0
  %570 = getelementptr inbounds %struct.pair, %struct.pair* %569, i32 0, i32 1
  %571 = load i32, i32* %570, align 4
  %572 = sext i32 %571 to i64
  call void @mix(i64 noundef %572)
  %573 = load i32, i32* @check, align 4
  %574 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i32 noundef %573)
  %575 = load i32, i32* @check, align 4
  %576 = and i32 %575, 127
  ret i32 %576
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pair_make(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.pair, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  %7 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 0
  store i32 %6, i32* %7, align 4
  %8 = load i32, i32* %5, align 4
  %9 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 1
  store i32 %8, i32* %9, align 4
  %10 = bitcast %struct.pair* %3 to i64*
  %11 = load i64, i64* %10, align 4
  ret i64 %11
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pair_add(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.pair, align 4
  %4 = alloca %struct.pair, align 4
  %5 = alloca %struct.pair, align 4
  %6 = bitcast %struct.pair* %4 to i64*
  store i64 %0, i64* %6, align 4
  %7 = bitcast %struct.pair* %5 to i64*
  store i64 %1, i64* %7, align 4
  %8 = getelementptr inbounds %struct.pair, %struct.pair* %4, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds %struct.pair, %struct.pair* %5, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = add nsw i32 %9, %11
  %13 = getelementptr inbounds %struct.pair, %struct.pair* %4, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = getelementptr inbounds %struct.pair, %struct.pair* %5, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = add nsw i32 %14, %16
  %18 = call i64 @pair_make(i32 noundef %12, i32 noundef %17)
  %19 = bitcast %struct.pair* %3 to i64*
  store i64 %18, i64* %19, align 4
  %20 = bitcast %struct.pair* %3 to i64*
  %21 = load i64, i64* %20, align 4
  ret i64 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @trio_bump(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.trio, align 4
  %4 = alloca %struct.trio, align 4
  %5 = alloca i32, align 4
  %6 = bitcast %struct.trio* %4 to i64*
  store i64 %0, i64* %6, align 4
  store i32 %1, i32* %5, align 4
  %7 = getelementptr inbounds %struct.trio, %struct.trio* %4, i32 0, i32 0
  %8 = load i16, i16* %7, align 4
  %9 = sext i16 %8 to i32
  %10 = load i32, i32* %5, align 4
  %11 = add nsw i32 %9, %10
  %12 = trunc i32 %11 to i16
  %13 = getelementptr inbounds %struct.trio, %struct.trio* %4, i32 0, i32 0
  store i16 %12, i16* %13, align 4
  %14 = getelementptr inbounds %struct.trio, %struct.trio* %4, i32 0, i32 1
  %15 = load i8, i8* %14, align 2
  %16 = sext i8 %15 to i32
  %17 = sub nsw i32 %16, 1
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.trio, %struct.trio* %4, i32 0, i32 1
  store i8 %18, i8* %19, align 2
  %20 = getelementptr inbounds %struct.trio, %struct.trio* %4, i32 0, i32 2
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i32
  %23 = add nsw i32 %22, 3
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds %struct.trio, %struct.trio* %4, i32 0, i32 2
  store i8 %24, i8* %25, align 1
  %26 = getelementptr inbounds %struct.trio, %struct.trio* %4, i32 0, i32 3
  %27 = load i32, i32* %26, align 4
  %28 = mul nsw i32 %27, 2
  %29 = load i32, i32* %5, align 4
  %30 = add nsw i32 %28, %29
  %31 = getelementptr inbounds %struct.trio, %struct.trio* %4, i32 0, i32 3
  store i32 %30, i32* %31, align 4
  %32 = bitcast %struct.trio* %3 to i8*
  %33 = bitcast %struct.trio* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %32, i8* align 4 %33, i64 8, i1 false)
  %34 = bitcast %struct.trio* %3 to i64*
  %35 = load i64, i64* %34, align 4
  ret i64 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @wide_mul(i64 %0, i32 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.wide, align 8
  %5 = alloca %struct.wide, align 8
  %6 = alloca i32, align 4
  %7 = bitcast %struct.wide* %5 to { i64, i32 }*
  %8 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %7, i32 0, i32 0
  store i64 %0, i64* %8, align 8
  %9 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %7, i32 0, i32 1
  store i32 %1, i32* %9, align 8
  store i32 %2, i32* %6, align 4
  %10 = getelementptr inbounds %struct.wide, %struct.wide* %5, i32 0, i32 0
  %11 = load i64, i64* %10, align 8
  %12 = load i32, i32* %6, align 4
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %11, %13
  %15 = getelementptr inbounds %struct.wide, %struct.wide* %4, i32 0, i32 0
  store i64 %14, i64* %15, align 8
  %16 = getelementptr inbounds %struct.wide, %struct.wide* %5, i32 0, i32 1
  %17 = load i32, i32* %16, align 8
  %18 = load i32, i32* %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = getelementptr inbounds %struct.wide, %struct.wide* %4, i32 0, i32 1
  store i32 %19, i32* %20, align 8
  %21 = bitcast %struct.wide* %4 to { i64, i32 }*
  %22 = load { i64, i32 }, { i64, i32 }* %21, align 8
  ret { i64, i32 } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @vec2_rot90(double %0, double %1) #0 {
  %3 = alloca %struct.vec2, align 8
  %4 = alloca %struct.vec2, align 8
  %5 = bitcast %struct.vec2* %4 to { double, double }*
  %6 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 0
  store double %0, double* %6, align 8
  %7 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 1
  store double %1, double* %7, align 8
  %8 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 1
  %9 = load double, double* %8, align 8
  %10 = fneg double %9
  %11 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 0
  store double %10, double* %11, align 8
  %12 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 0
  %13 = load double, double* %12, align 8
  %14 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 1
  store double %13, double* %14, align 8
  %15 = bitcast %struct.vec2* %3 to { double, double }*
  %16 = load { double, double }, { double, double }* %15, align 8
  ret { double, double } %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @vec2_scale_add(double %0, double %1, double noundef %2, double %3, double %4) #0 {
  %6 = alloca %struct.vec2, align 8
  %7 = alloca %struct.vec2, align 8
  %8 = alloca %struct.vec2, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = bitcast %struct.vec2* %7 to { double, double }*
  %12 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  store double %0, double* %12, align 8
  %13 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  store double %1, double* %13, align 8
  %14 = bitcast %struct.vec2* %8 to { double, double }*
  %15 = getelementptr inbounds { double, double }, { double, double }* %14, i32 0, i32 0
  store double %3, double* %15, align 8
  %16 = getelementptr inbounds { double, double }, { double, double }* %14, i32 0, i32 1
  store double %4, double* %16, align 8
  store double %2, double* %9, align 8
  %17 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  %18 = load double, double* %17, align 8
  %19 = load double, double* %9, align 8
  %20 = fmul double %18, %19
  store double %20, double* %10, align 8
  %21 = load double, double* %10, align 8
  %22 = getelementptr inbounds %struct.vec2, %struct.vec2* %8, i32 0, i32 0
  %23 = load double, double* %22, align 8
  %24 = fadd double %21, %23
  %25 = getelementptr inbounds %struct.vec2, %struct.vec2* %6, i32 0, i32 0
  store double %24, double* %25, align 8
  %26 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 1
  %27 = load double, double* %26, align 8
  %28 = load double, double* %9, align 8
  %29 = fmul double %27, %28
  store double %29, double* %10, align 8
  %30 = load double, double* %10, align 8
  %31 = getelementptr inbounds %struct.vec2, %struct.vec2* %8, i32 0, i32 1
  %32 = load double, double* %31, align 8
  %33 = fadd double %30, %32
  %34 = getelementptr inbounds %struct.vec2, %struct.vec2* %6, i32 0, i32 1
  store double %33, double* %34, align 8
  %35 = bitcast %struct.vec2* %6 to { double, double }*
  %36 = load { double, double }, { double, double }* %35, align 8
  ret { double, double } %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mixed_step(i64 %0) #0 {
  %2 = alloca %struct.mixed, align 4
  %3 = alloca %struct.mixed, align 4
  %4 = bitcast %struct.mixed* %3 to i64*
  store i64 %0, i64* %4, align 4
  %5 = getelementptr inbounds %struct.mixed, %struct.mixed* %3, i32 0, i32 0
  %6 = load float, float* %5, align 4
  %7 = fmul float %6, 5.000000e-01
  %8 = getelementptr inbounds %struct.mixed, %struct.mixed* %3, i32 0, i32 1
  %9 = load i32, i32* %8, align 4
  %10 = sitofp i32 %9 to float
  %11 = fadd float %7, %10
  %12 = getelementptr inbounds %struct.mixed, %struct.mixed* %3, i32 0, i32 0
  store float %11, float* %12, align 4
  %13 = getelementptr inbounds %struct.mixed, %struct.mixed* %3, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = mul nsw i32 %14, 3
  %16 = sub nsw i32 %15, 1
  %17 = getelementptr inbounds %struct.mixed, %struct.mixed* %3, i32 0, i32 1
  store i32 %16, i32* %17, align 4
  %18 = bitcast %struct.mixed* %2 to i8*
  %19 = bitcast %struct.mixed* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %18, i8* align 4 %19, i64 8, i1 false)
  %20 = bitcast %struct.mixed* %2 to i64*
  %21 = load i64, i64* %20, align 4
  ret i64 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, i64 } @mixed2_step(double %0, i64 %1, i64 %2) #0 {
  %4 = alloca %struct.mixed2, align 8
  %5 = alloca %struct.mixed2, align 8
  %6 = alloca %struct.mixed, align 4
  %7 = bitcast %struct.mixed2* %5 to { double, i64 }*
  %8 = getelementptr inbounds { double, i64 }, { double, i64 }* %7, i32 0, i32 0
  store double %0, double* %8, align 8
  %9 = getelementptr inbounds { double, i64 }, { double, i64 }* %7, i32 0, i32 1
  store i64 %1, i64* %9, align 8
  %10 = bitcast %struct.mixed* %6 to i64*
  store i64 %2, i64* %10, align 4
  %11 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %5, i32 0, i32 0
  %12 = load double, double* %11, align 8
  %13 = getelementptr inbounds %struct.mixed, %struct.mixed* %6, i32 0, i32 0
  %14 = load float, float* %13, align 4
  %15 = fpext float %14 to double
  %16 = fadd double %12, %15
  %17 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %5, i32 0, i32 0
  store double %16, double* %17, align 8
  %18 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %5, i32 0, i32 1
  %19 = load i64, i64* %18, align 8
  %20 = mul nsw i64 %19, 10
  %21 = getelementptr inbounds %struct.mixed, %struct.mixed* %6, i32 0, i32 1
  %22 = load i32, i32* %21, align 4
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %20, %23
  %25 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %5, i32 0, i32 1
  store i64 %24, i64* %25, align 8
  %26 = bitcast %struct.mixed2* %4 to i8*
  %27 = bitcast %struct.mixed2* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %26, i8* align 8 %27, i64 16, i1 false)
  %28 = bitcast %struct.mixed2* %4 to { double, i64 }*
  %29 = load { double, i64 }, { double, i64 }* %28, align 8
  ret { double, i64 } %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec3_cross(%struct.vec3* noalias sret(%struct.vec3) align 8 %0, %struct.vec3* noundef byval(%struct.vec3) align 8 %1, %struct.vec3* noundef byval(%struct.vec3) align 8 %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 1
  %7 = load double, double* %6, align 8
  %8 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 2
  %9 = load double, double* %8, align 8
  %10 = fmul double %7, %9
  store double %10, double* %4, align 8
  %11 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 2
  %12 = load double, double* %11, align 8
  %13 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = fmul double %12, %14
  store double %15, double* %5, align 8
  %16 = load double, double* %4, align 8
  %17 = load double, double* %5, align 8
  %18 = fsub double %16, %17
  %19 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 0
  store double %18, double* %19, align 8
  %20 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 2
  %21 = load double, double* %20, align 8
  %22 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 0
  %23 = load double, double* %22, align 8
  %24 = fmul double %21, %23
  store double %24, double* %4, align 8
  %25 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 0
  %26 = load double, double* %25, align 8
  %27 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 2
  %28 = load double, double* %27, align 8
  %29 = fmul double %26, %28
  store double %29, double* %5, align 8
  %30 = load double, double* %4, align 8
  %31 = load double, double* %5, align 8
  %32 = fsub double %30, %31
  %33 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 1
  store double %32, double* %33, align 8
  %34 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 0
  %35 = load double, double* %34, align 8
  %36 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 1
  %37 = load double, double* %36, align 8
  %38 = fmul double %35, %37
  store double %38, double* %4, align 8
  %39 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 1
  %40 = load double, double* %39, align 8
  %41 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 0
  %42 = load double, double* %41, align 8
  %43 = fmul double %40, %42
  store double %43, double* %5, align 8
  %44 = load double, double* %4, align 8
  %45 = load double, double* %5, align 8
  %46 = fsub double %44, %45
  %47 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 2
  store double %46, double* %47, align 8
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i32, i32* @check, align 4
  %4 = mul i32 %3, 1000003
  %5 = load i64, i64* %2, align 8
  %6 = trunc i64 %5 to i32
  %7 = add i32 %4, %6
  %8 = load i64, i64* %2, align 8
  %9 = lshr i64 %8, 32
  %10 = trunc i64 %9 to i32
  %11 = add i32 %7, %10
  store i32 %11, i32* @check, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_transform(%struct.big* noalias sret(%struct.big) align 8 %0, %struct.big* noundef byval(%struct.big) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.pair, align 4
  %7 = alloca %struct.pair, align 4
  store i32 %2, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, i32* %5, align 4
  %10 = icmp slt i32 %9, 8
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0
  %13 = load i32, i32* %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i32], [8 x i32]* %12, i64 0, i64 %14
  %16 = load i32, i32* %15, align 4
  %17 = load i32, i32* %4, align 4
  %18 = mul nsw i32 %16, %17
  %19 = load i32, i32* %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0
  %22 = load i32, i32* %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [8 x i32], [8 x i32]* %21, i64 0, i64 %23
  store i32 %20, i32* %24, align 4
  br label %25

25:                                               ; preds = %11
  %26 = load i32, i32* %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %5, align 4
  br label %8, !llvm.loop !14

28:                                               ; preds = %8
  %29 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 1
  %30 = load double, double* %29, align 8
  %31 = fmul double %30, 1.500000e+00
  %32 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 1
  store double %31, double* %32, align 8
  %33 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 2
  %34 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 2
  %35 = load i32, i32* %4, align 4
  %36 = load i32, i32* %4, align 4
  %37 = sub nsw i32 0, %36
  %38 = call i64 @pair_make(i32 noundef %35, i32 noundef %37)
  %39 = bitcast %struct.pair* %7 to i64*
  store i64 %38, i64* %39, align 4
  %40 = bitcast %struct.pair* %34 to i64*
  %41 = load i64, i64* %40, align 8
  %42 = bitcast %struct.pair* %7 to i64*
  %43 = load i64, i64* %42, align 4
  %44 = call i64 @pair_add(i64 %41, i64 %43)
  %45 = bitcast %struct.pair* %6 to i64*
  store i64 %44, i64* %45, align 4
  %46 = bitcast %struct.pair* %33 to i8*
  %47 = bitcast %struct.pair* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %46, i8* align 4 %47, i64 8, i1 false)
  %48 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 3
  %49 = load i64, i64* %48, align 8
  %50 = load i32, i32* %4, align 4
  %51 = sext i32 %50 to i64
  %52 = load i32, i32* %4, align 4
  %53 = add nsw i32 30, %52
  %54 = zext i32 %53 to i64
  %55 = shl i64 %51, %54
  %56 = xor i64 %49, %55
  %57 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 3
  store i64 %56, i64* %57, align 8
  %58 = bitcast %struct.big* %0 to i8*
  %59 = bitcast %struct.big* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %58, i8* align 8 %59, i64 56, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_sum(%struct.big* noundef byval(%struct.big) align 8 %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %16, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp slt i32 %5, 8
  br i1 %6, label %7, label %19

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0
  %9 = load i32, i32* %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 %10
  %12 = load i32, i32* %11, align 4
  %13 = sext i32 %12 to i64
  %14 = load i64, i64* %2, align 8
  %15 = add nsw i64 %14, %13
  store i64 %15, i64* %2, align 8
  br label %16

16:                                               ; preds = %7
  %17 = load i32, i32* %3, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %3, align 4
  br label %4, !llvm.loop !15

19:                                               ; preds = %4
  %20 = load i64, i64* %2, align 8
  %21 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 2
  %22 = getelementptr inbounds %struct.pair, %struct.pair* %21, i32 0, i32 0
  %23 = load i32, i32* %22, align 8
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %20, %24
  %26 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 2
  %27 = getelementptr inbounds %struct.pair, %struct.pair* %26, i32 0, i32 1
  %28 = load i32, i32* %27, align 4
  %29 = sext i32 %28 to i64
  %30 = add nsw i64 %25, %29
  %31 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 1
  %32 = load double, double* %31, align 8
  %33 = fmul double %32, 1.000000e+02
  %34 = fptosi double %33 to i64
  %35 = add nsw i64 %30, %34
  %36 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 3
  %37 = load i64, i64* %36, align 8
  %38 = add nsw i64 %35, %37
  ret i64 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many_structs(i64 %0, i64 %1, i64 %2, i32 %3, double %4, double %5, i64 %6, i64 %7, %struct.wide* noundef byval(%struct.wide) align 8 %8, double %9, double %10, %struct.big* noundef byval(%struct.big) align 8 %11, i64 %12) #0 {
  %14 = alloca %struct.pair, align 4
  %15 = alloca %struct.pair, align 4
  %16 = alloca %struct.wide, align 8
  %17 = alloca %struct.vec2, align 8
  %18 = alloca %struct.mixed, align 4
  %19 = alloca %struct.pair, align 4
  %20 = alloca %struct.vec2, align 8
  %21 = alloca %struct.pair, align 4
  %22 = bitcast %struct.pair* %14 to i64*
  store i64 %0, i64* %22, align 4
  %23 = bitcast %struct.pair* %15 to i64*
  store i64 %1, i64* %23, align 4
  %24 = bitcast %struct.wide* %16 to { i64, i32 }*
  %25 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %24, i32 0, i32 0
  store i64 %2, i64* %25, align 8
  %26 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %24, i32 0, i32 1
  store i32 %3, i32* %26, align 8
  %27 = bitcast %struct.vec2* %17 to { double, double }*
  %28 = getelementptr inbounds { double, double }, { double, double }* %27, i32 0, i32 0
  store double %4, double* %28, align 8
  %29 = getelementptr inbounds { double, double }, { double, double }* %27, i32 0, i32 1
  store double %5, double* %29, align 8
  %30 = bitcast %struct.mixed* %18 to i64*
  store i64 %6, i64* %30, align 4
  %31 = bitcast %struct.pair* %19 to i64*
  store i64 %7, i64* %31, align 4
  %32 = bitcast %struct.vec2* %20 to { double, double }*
  %33 = getelementptr inbounds { double, double }, { double, double }* %32, i32 0, i32 0
  store double %9, double* %33, align 8
  %34 = getelementptr inbounds { double, double }, { double, double }* %32, i32 0, i32 1
  store double %10, double* %34, align 8
  %35 = bitcast %struct.pair* %21 to i64*
  store i64 %12, i64* %35, align 4
  %36 = getelementptr inbounds %struct.pair, %struct.pair* %14, i32 0, i32 0
  %37 = load i32, i32* %36, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds %struct.pair, %struct.pair* %14, i32 0, i32 1
  %40 = load i32, i32* %39, align 4
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %38, %41
  %43 = getelementptr inbounds %struct.pair, %struct.pair* %15, i32 0, i32 0
  %44 = load i32, i32* %43, align 4
  %45 = mul nsw i32 %44, 2
  %46 = sext i32 %45 to i64
  %47 = add nsw i64 %42, %46
  %48 = getelementptr inbounds %struct.pair, %struct.pair* %15, i32 0, i32 1
  %49 = load i32, i32* %48, align 4
  %50 = mul nsw i32 %49, 3
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %47, %51
  %53 = getelementptr inbounds %struct.wide, %struct.wide* %16, i32 0, i32 0
  %54 = load i64, i64* %53, align 8
  %55 = add nsw i64 %52, %54
  %56 = getelementptr inbounds %struct.wide, %struct.wide* %16, i32 0, i32 1
  %57 = load i32, i32* %56, align 8
  %58 = sext i32 %57 to i64
  %59 = add nsw i64 %55, %58
  %60 = getelementptr inbounds %struct.vec2, %struct.vec2* %17, i32 0, i32 0
  %61 = load double, double* %60, align 8
  %62 = fmul double %61, 1.000000e+01
  %63 = fptosi double %62 to i64
  %64 = add nsw i64 %59, %63
  %65 = getelementptr inbounds %struct.vec2, %struct.vec2* %17, i32 0, i32 1
  %66 = load double, double* %65, align 8
  %67 = fmul double %66, 1.000000e+02
  %68 = fptosi double %67 to i64
  %69 = add nsw i64 %64, %68
  %70 = getelementptr inbounds %struct.mixed, %struct.mixed* %18, i32 0, i32 0
  %71 = load float, float* %70, align 4
  %72 = fptosi float %71 to i64
  %73 = add nsw i64 %69, %72
  %74 = getelementptr inbounds %struct.mixed, %struct.mixed* %18, i32 0, i32 1
  %75 = load i32, i32* %74, align 4
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %73, %76
  %78 = getelementptr inbounds %struct.pair, %struct.pair* %19, i32 0, i32 0
  %79 = load i32, i32* %78, align 4
  %80 = sext i32 %79 to i64
  %81 = add nsw i64 %77, %80
  %82 = getelementptr inbounds %struct.pair, %struct.pair* %19, i32 0, i32 1
  %83 = load i32, i32* %82, align 4
  %84 = sext i32 %83 to i64
  %85 = sub nsw i64 %81, %84
  %86 = getelementptr inbounds %struct.wide, %struct.wide* %8, i32 0, i32 0
  %87 = load i64, i64* %86, align 8
  %88 = add nsw i64 %85, %87
  %89 = getelementptr inbounds %struct.wide, %struct.wide* %8, i32 0, i32 1
  %90 = load i32, i32* %89, align 8
  %91 = sext i32 %90 to i64
  %92 = sub nsw i64 %88, %91
  %93 = getelementptr inbounds %struct.vec2, %struct.vec2* %20, i32 0, i32 0
  %94 = load double, double* %93, align 8
  %95 = getelementptr inbounds %struct.vec2, %struct.vec2* %20, i32 0, i32 1
  %96 = load double, double* %95, align 8
  %97 = fsub double %94, %96
  %98 = fptosi double %97 to i64
  %99 = add nsw i64 %92, %98
  %100 = call i64 @big_sum(%struct.big* noundef byval(%struct.big) align 8 %11)
  %101 = add nsw i64 %99, %100
  %102 = getelementptr inbounds %struct.pair, %struct.pair* %21, i32 0, i32 0
  %103 = load i32, i32* %102, align 4
  %104 = getelementptr inbounds %struct.pair, %struct.pair* %21, i32 0, i32 1
  %105 = load i32, i32* %104, align 4
  %106 = mul nsw i32 %103, %105
  %107 = sext i32 %106 to i64
  %108 = add nsw i64 %101, %107
  ret i64 %108
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_rec(%struct.node_rec* noundef %0, %struct.node_rec* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.node_rec*, align 8
  %5 = alloca %struct.node_rec*, align 8
  store %struct.node_rec* %0, %struct.node_rec** %4, align 8
  store %struct.node_rec* %1, %struct.node_rec** %5, align 8
  %6 = load %struct.node_rec*, %struct.node_rec** %4, align 8
  %7 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %6, i32 0, i32 0
  %8 = getelementptr inbounds %struct.pair, %struct.pair* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 8
  %10 = load %struct.node_rec*, %struct.node_rec** %5, align 8
  %11 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %10, i32 0, i32 0
  %12 = getelementptr inbounds %struct.pair, %struct.pair* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 8
  %14 = icmp ne i32 %9, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %2
  %16 = load %struct.node_rec*, %struct.node_rec** %4, align 8
  %17 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %16, i32 0, i32 0
  %18 = getelementptr inbounds %struct.pair, %struct.pair* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 8
  %20 = load %struct.node_rec*, %struct.node_rec** %5, align 8
  %21 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %20, i32 0, i32 0
  %22 = getelementptr inbounds %struct.pair, %struct.pair* %21, i32 0, i32 0
  %23 = load i32, i32* %22, align 8
  %24 = icmp slt i32 %19, %23
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i32 -1, i32 1
  store i32 %26, i32* %3, align 4
  br label %50

27:                                               ; preds = %2
  %28 = load %struct.node_rec*, %struct.node_rec** %4, align 8
  %29 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %28, i32 0, i32 0
  %30 = getelementptr inbounds %struct.pair, %struct.pair* %29, i32 0, i32 1
  %31 = load i32, i32* %30, align 4
  %32 = load %struct.node_rec*, %struct.node_rec** %5, align 8
  %33 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %32, i32 0, i32 0
  %34 = getelementptr inbounds %struct.pair, %struct.pair* %33, i32 0, i32 1
  %35 = load i32, i32* %34, align 4
  %36 = icmp ne i32 %31, %35
  br i1 %36, label %37, label %49

37:                                               ; preds = %27
  %38 = load %struct.node_rec*, %struct.node_rec** %4, align 8
  %39 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %38, i32 0, i32 0
  %40 = getelementptr inbounds %struct.pair, %struct.pair* %39, i32 0, i32 1
  %41 = load i32, i32* %40, align 4
  %42 = load %struct.node_rec*, %struct.node_rec** %5, align 8
  %43 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %42, i32 0, i32 0
  %44 = getelementptr inbounds %struct.pair, %struct.pair* %43, i32 0, i32 1
  %45 = load i32, i32* %44, align 4
  %46 = icmp slt i32 %41, %45
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, i32 -1, i32 1
  store i32 %48, i32* %3, align 4
  br label %50

49:                                               ; preds = %27
  store i32 0, i32* %3, align 4
  br label %50

50:                                               ; preds = %49, %37, %15
  %51 = load i32, i32* %3, align 4
  ret i32 %51
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
