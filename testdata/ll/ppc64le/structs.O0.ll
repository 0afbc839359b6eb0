; ModuleID = 'c/structs.c'
source_filename = "c/structs.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
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
  %15 = alloca [12 x %struct.node_rec], align 8
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
  %38 = alloca [12 x %struct.node_rec], align 8
  store i32 0, i32* %1, align 4
  %39 = load volatile i32, i32* @vseed, align 4
  store i32 %39, i32* %2, align 4
  %40 = load i32, i32* %2, align 4
  %41 = load i32, i32* %2, align 4
  %42 = mul nsw i32 %41, 2
  %43 = call i64 @pair_make(i32 noundef signext %40, i32 noundef signext %42)
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

73:                                               ; preds = %181, %0
  %74 = load i32, i32* %17, align 4
  %75 = icmp slt i32 %74, 10
  br i1 %75, label %76, label %184

76:                                               ; preds = %73
  %77 = load i32, i32* %17, align 4
  %78 = load i32, i32* %17, align 4
  %79 = sub nsw i32 0, %78
  %80 = load i32, i32* %2, align 4
  %81 = mul nsw i32 %79, %80
  %82 = call i64 @pair_make(i32 noundef signext %77, i32 noundef signext %81)
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
  %97 = call i64 @trio_bump(i64 %96, i32 noundef signext %94)
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
  %106 = bitcast %struct.wide* %6 to [2 x i64]*
  %107 = load [2 x i64], [2 x i64]* %106, align 8
  %108 = call { i64, i64 } @wide_mul([2 x i64] %107, i32 noundef signext %105)
  %109 = bitcast %struct.wide* %22 to { i64, i64 }*
  %110 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %109, i32 0, i32 0
  %111 = extractvalue { i64, i64 } %108, 0
  store i64 %111, i64* %110, align 8
  %112 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %109, i32 0, i32 1
  %113 = extractvalue { i64, i64 } %108, 1
  store i64 %113, i64* %112, align 8
  %114 = bitcast %struct.wide* %6 to i8*
  %115 = bitcast %struct.wide* %22 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %114, i8* align 8 %115, i64 16, i1 false)
  %116 = bitcast %struct.vec2* %7 to [2 x double]*
  %117 = load [2 x double], [2 x double]* %116, align 8
  %118 = call [2 x double] @vec2_rot90([2 x double] %117)
  %119 = bitcast %struct.vec2* %23 to [2 x double]*
  store [2 x double] %118, [2 x double]* %119, align 8
  %120 = bitcast %struct.vec2* %7 to i8*
  %121 = bitcast %struct.vec2* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %120, i8* align 8 %121, i64 16, i1 false)
  %122 = bitcast %struct.vec2* %7 to [2 x double]*
  %123 = load [2 x double], [2 x double]* %122, align 8
  %124 = call [2 x double] @vec2_rot90([2 x double] %123)
  %125 = bitcast %struct.vec2* %25 to [2 x double]*
  store [2 x double] %124, [2 x double]* %125, align 8
  %126 = bitcast %struct.vec2* %7 to [2 x double]*
  %127 = load [2 x double], [2 x double]* %126, align 8
  %128 = bitcast %struct.vec2* %25 to [2 x double]*
  %129 = load [2 x double], [2 x double]* %128, align 8
  %130 = call [2 x double] @vec2_scale_add([2 x double] %127, double noundef 1.250000e+00, [2 x double] %129)
  %131 = bitcast %struct.vec2* %24 to [2 x double]*
  store [2 x double] %130, [2 x double]* %131, align 8
  %132 = bitcast %struct.vec2* %7 to i8*
  %133 = bitcast %struct.vec2* %24 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %132, i8* align 8 %133, i64 16, i1 false)
  %134 = bitcast %struct.mixed* %8 to i64*
  %135 = load i64, i64* %134, align 4
  %136 = call i64 @mixed_step(i64 %135)
  %137 = bitcast %struct.mixed* %26 to i64*
  store i64 %136, i64* %137, align 4
  %138 = bitcast %struct.mixed* %8 to i8*
  %139 = bitcast %struct.mixed* %26 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %138, i8* align 4 %139, i64 8, i1 false)
  %140 = bitcast %struct.mixed2* %9 to [2 x i64]*
  %141 = load [2 x i64], [2 x i64]* %140, align 8
  %142 = bitcast %struct.mixed* %8 to i64*
  %143 = load i64, i64* %142, align 4
  %144 = call { i64, i64 } @mixed2_step([2 x i64] %141, i64 %143)
  %145 = bitcast %struct.mixed2* %27 to { i64, i64 }*
  %146 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %145, i32 0, i32 0
  %147 = extractvalue { i64, i64 } %144, 0
  store i64 %147, i64* %146, align 8
  %148 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %145, i32 0, i32 1
  %149 = extractvalue { i64, i64 } %144, 1
  store i64 %149, i64* %148, align 8
  %150 = bitcast %struct.mixed2* %9 to i8*
  %151 = bitcast %struct.mixed2* %27 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %150, i8* align 8 %151, i64 16, i1 false)
  %152 = bitcast %struct.vec3* %10 to [3 x double]*
  %153 = load [3 x double], [3 x double]* %152, align 8
  %154 = bitcast %struct.vec3* %11 to [3 x double]*
  %155 = load [3 x double], [3 x double]* %154, align 8
  %156 = call [3 x double] @vec3_cross([3 x double] %153, [3 x double] %155)
  %157 = bitcast %struct.vec3* %28 to [3 x double]*
  store [3 x double] %156, [3 x double]* %157, align 8
  %158 = bitcast %struct.vec3* %12 to i8*
  %159 = bitcast %struct.vec3* %28 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %158, i8* align 8 %159, i64 24, i1 false)
  %160 = bitcast %struct.vec3* %10 to i8*
  %161 = bitcast %struct.vec3* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %160, i8* align 8 %161, i64 24, i1 false)
  %162 = bitcast %struct.vec3* %11 to i8*
  %163 = bitcast %struct.vec3* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %162, i8* align 8 %163, i64 24, i1 false)
  %164 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 0
  %165 = load double, double* %164, align 8
  %166 = fdiv double %165, 6.400000e+01
  %167 = fadd double %166, 1.000000e+00
  %168 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 0
  store double %167, double* %168, align 8
  %169 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 1
  %170 = load double, double* %169, align 8
  %171 = fdiv double %170, 6.400000e+01
  %172 = load i32, i32* %17, align 4
  %173 = sitofp i32 %172 to double
  %174 = fsub double %171, %173
  %175 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 1
  store double %174, double* %175, align 8
  %176 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 2
  %177 = load double, double* %176, align 8
  %178 = fdiv double %177, 6.400000e+01
  %179 = fadd double %178, 1.250000e-01
  %180 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 2
  store double %179, double* %180, align 8
  br label %181

181:                                              ; preds = %76
  %182 = load i32, i32* %17, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, i32* %17, align 4
  br label %73, !llvm.loop !6

184:                                              ; preds = %73
  %185 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 0
  %186 = load i32, i32* %185, align 4
  %187 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 1
  %188 = load i32, i32* %187, align 4
  %189 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef signext %186, i32 noundef signext %188)
  %190 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 0
  %191 = load i16, i16* %190, align 4
  %192 = sext i16 %191 to i32
  %193 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 1
  %194 = load i8, i8* %193, align 2
  %195 = sext i8 %194 to i32
  %196 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 2
  %197 = load i8, i8* %196, align 1
  %198 = zext i8 %197 to i32
  %199 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 3
  %200 = load i32, i32* %199, align 4
  %201 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %192, i32 noundef signext %195, i32 noundef zeroext %198, i32 noundef signext %200)
  %202 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 0
  %203 = load i64, i64* %202, align 8
  %204 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 1
  %205 = load i32, i32* %204, align 8
  %206 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i64 noundef %203, i32 noundef signext %205)
  %207 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  %208 = load double, double* %207, align 8
  %209 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 1
  %210 = load double, double* %209, align 8
  %211 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), double noundef %208, double noundef %210)
  %212 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 0
  %213 = load float, float* %212, align 4
  %214 = fpext float %213 to double
  %215 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 1
  %216 = load i32, i32* %215, align 4
  %217 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), double noundef %214, i32 noundef signext %216)
  %218 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 0
  %219 = load double, double* %218, align 8
  %220 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 1
  %221 = load i64, i64* %220, align 8
  %222 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i64 0, i64 0), double noundef %219, i64 noundef %221)
  %223 = getelementptr inbounds %struct.vec3, %struct.vec3* %12, i32 0, i32 0
  %224 = load double, double* %223, align 8
  %225 = getelementptr inbounds %struct.vec3, %struct.vec3* %12, i32 0, i32 1
  %226 = load double, double* %225, align 8
  %227 = getelementptr inbounds %struct.vec3, %struct.vec3* %12, i32 0, i32 2
  %228 = load double, double* %227, align 8
  %229 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), double noundef %224, double noundef %226, double noundef %228)
  %230 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 0
  %231 = load i32, i32* %230, align 4
  %232 = sext i32 %231 to i64
  call void @mix(i64 noundef %232)
  %233 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 1
  %234 = load i32, i32* %233, align 4
  %235 = sext i32 %234 to i64
  call void @mix(i64 noundef %235)
  %236 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 0
  %237 = load i16, i16* %236, align 4
  %238 = sext i16 %237 to i64
  call void @mix(i64 noundef %238)
  %239 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 1
  %240 = load i8, i8* %239, align 2
  %241 = sext i8 %240 to i64
  call void @mix(i64 noundef %241)
  %242 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 2
  %243 = load i8, i8* %242, align 1
  %244 = zext i8 %243 to i64
  call void @mix(i64 noundef %244)
  %245 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 3
  %246 = load i32, i32* %245, align 4
  %247 = sext i32 %246 to i64
  call void @mix(i64 noundef %247)
  %248 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 0
  %249 = load i64, i64* %248, align 8
  call void @mix(i64 noundef %249)
  %250 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 1
  %251 = load i32, i32* %250, align 8
  %252 = sext i32 %251 to i64
  call void @mix(i64 noundef %252)
  %253 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  %254 = load double, double* %253, align 8
  %255 = fmul double %254, 1.000000e+03
  %256 = fptosi double %255 to i64
  call void @mix(i64 noundef %256)
  %257 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 1
  %258 = load i32, i32* %257, align 4
  %259 = sext i32 %258 to i64
  call void @mix(i64 noundef %259)
  %260 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 1
  %261 = load i64, i64* %260, align 8
  call void @mix(i64 noundef %261)
  %262 = getelementptr inbounds %struct.vec3, %struct.vec3* %12, i32 0, i32 2
  %263 = load double, double* %262, align 8
  %264 = fmul double %263, 1.000000e+03
  %265 = fptosi double %264 to i64
  call void @mix(i64 noundef %265)
  store i32 0, i32* %17, align 4
  br label %266

266:                                              ; preds = %278, %184
  %267 = load i32, i32* %17, align 4
  %268 = icmp slt i32 %267, 8
  br i1 %268, label %269, label %281

269:                                              ; preds = %266
  %270 = load i32, i32* %17, align 4
  %271 = load i32, i32* %2, align 4
  %272 = mul nsw i32 %270, %271
  %273 = sub nsw i32 %272, 3
  %274 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 0
  %275 = load i32, i32* %17, align 4
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [8 x i32], [8 x i32]* %274, i64 0, i64 %276
  store i32 %273, i32* %277, align 4
  br label %278

278:                                              ; preds = %269
  %279 = load i32, i32* %17, align 4
  %280 = add nsw i32 %279, 1
  store i32 %280, i32* %17, align 4
  br label %266, !llvm.loop !8

281:                                              ; preds = %266
  %282 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 1
  store double 7.500000e-01, double* %282, align 8
  %283 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 2
  %284 = call i64 @pair_make(i32 noundef signext 1, i32 noundef signext 2)
  %285 = bitcast %struct.pair* %29 to i64*
  store i64 %284, i64* %285, align 4
  %286 = bitcast %struct.pair* %283 to i8*
  %287 = bitcast %struct.pair* %29 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %286, i8* align 4 %287, i64 8, i1 false)
  %288 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 3
  store i64 4660, i64* %288, align 8
  %289 = bitcast %struct.big* %14 to i8*
  %290 = bitcast %struct.big* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %289, i8* align 8 %290, i64 56, i1 false)
  store i32 0, i32* %17, align 4
  br label %291

291:                                              ; preds = %301, %281
  %292 = load i32, i32* %17, align 4
  %293 = icmp slt i32 %292, 4
  br i1 %293, label %294, label %304

294:                                              ; preds = %291
  %295 = load i32, i32* %17, align 4
  %296 = add nsw i32 %295, 2
  %297 = bitcast %struct.big* %14 to [7 x i64]*
  %298 = load [7 x i64], [7 x i64]* %297, align 8
  call void @big_transform(%struct.big* sret(%struct.big) align 8 %30, [7 x i64] %298, i32 noundef signext %296)
  %299 = bitcast %struct.big* %14 to i8*
  %300 = bitcast %struct.big* %30 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %299, i8* align 8 %300, i64 56, i1 false)
  br label %301

301:                                              ; preds = %294
  %302 = load i32, i32* %17, align 4
  %303 = add nsw i32 %302, 1
  store i32 %303, i32* %17, align 4
  br label %291, !llvm.loop !9

304:                                              ; preds = %291
  %305 = bitcast %struct.big* %13 to [7 x i64]*
  %306 = load [7 x i64], [7 x i64]* %305, align 8
  %307 = call i64 @big_sum([7 x i64] %306)
  %308 = bitcast %struct.big* %14 to [7 x i64]*
  %309 = load [7 x i64], [7 x i64]* %308, align 8
  %310 = call i64 @big_sum([7 x i64] %309)
  %311 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0
  %312 = getelementptr inbounds [8 x i32], [8 x i32]* %311, i64 0, i64 7
  %313 = load i32, i32* %312, align 4
  %314 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 1
  %315 = load double, double* %314, align 8
  %316 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 2
  %317 = getelementptr inbounds %struct.pair, %struct.pair* %316, i32 0, i32 0
  %318 = load i32, i32* %317, align 8
  %319 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 2
  %320 = getelementptr inbounds %struct.pair, %struct.pair* %319, i32 0, i32 1
  %321 = load i32, i32* %320, align 4
  %322 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 3
  %323 = load i64, i64* %322, align 8
  %324 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.7, i64 0, i64 0), i64 noundef %307, i64 noundef %310, i32 noundef signext %313, double noundef %315, i32 noundef signext %318, i32 noundef signext %321, i64 noundef %323)
  %325 = bitcast %struct.big* %13 to [7 x i64]*
  %326 = load [7 x i64], [7 x i64]* %325, align 8
  %327 = call i64 @big_sum([7 x i64] %326)
  call void @mix(i64 noundef %327)
  %328 = bitcast %struct.big* %14 to [7 x i64]*
  %329 = load [7 x i64], [7 x i64]* %328, align 8
  %330 = call i64 @big_sum([7 x i64] %329)
  call void @mix(i64 noundef %330)
  %331 = bitcast %struct.wide* %31 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %331, i8* align 8 bitcast (%struct.wide* @__const.main.g to i8*), i64 16, i1 false)
  %332 = bitcast %struct.vec2* %32 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %332, i8* align 8 bitcast (%struct.vec2* @__const.main.h to i8*), i64 16, i1 false)
  %333 = call i64 @pair_make(i32 noundef signext 3, i32 noundef signext 4)
  %334 = bitcast %struct.pair* %34 to i64*
  store i64 %333, i64* %334, align 4
  %335 = load i32, i32* %2, align 4
  %336 = sub nsw i32 0, %335
  %337 = load i32, i32* %2, align 4
  %338 = call i64 @pair_make(i32 noundef signext %336, i32 noundef signext %337)
  %339 = bitcast %struct.pair* %35 to i64*
  store i64 %338, i64* %339, align 4
  %340 = call i64 @pair_make(i32 noundef signext 6, i32 noundef signext 7)
  %341 = bitcast %struct.pair* %36 to i64*
  store i64 %340, i64* %341, align 4
  %342 = bitcast %struct.pair* %3 to i64*
  %343 = load i64, i64* %342, align 4
  %344 = bitcast %struct.pair* %34 to i64*
  %345 = load i64, i64* %344, align 4
  %346 = bitcast %struct.wide* %6 to [2 x i64]*
  %347 = load [2 x i64], [2 x i64]* %346, align 8
  %348 = bitcast %struct.vec2* %7 to [2 x double]*
  %349 = load [2 x double], [2 x double]* %348, align 8
  %350 = bitcast %struct.mixed* %8 to i64*
  %351 = load i64, i64* %350, align 4
  %352 = bitcast %struct.pair* %35 to i64*
  %353 = load i64, i64* %352, align 4
  %354 = bitcast %struct.wide* %31 to [2 x i64]*
  %355 = load [2 x i64], [2 x i64]* %354, align 8
  %356 = bitcast %struct.vec2* %32 to [2 x double]*
  %357 = load [2 x double], [2 x double]* %356, align 8
  %358 = bitcast %struct.big* %14 to [7 x i64]*
  %359 = load [7 x i64], [7 x i64]* %358, align 8
  %360 = bitcast %struct.pair* %36 to i64*
  %361 = load i64, i64* %360, align 4
  %362 = call i64 @many_structs(i64 %343, i64 %345, [2 x i64] %347, [2 x double] %349, i64 %351, i64 %353, [2 x i64] %355, [2 x double] %357, [7 x i64] %359, i64 %361)
  store i64 %362, i64* %33, align 8
  %363 = load i64, i64* %33, align 8
  %364 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i64 noundef %363)
  %365 = load i64, i64* %33, align 8
  call void @mix(i64 noundef %365)
  store i32 0, i32* %17, align 4
  br label %366

366:                                              ; preds = %410, %304
  %367 = load i32, i32* %17, align 4
  %368 = icmp slt i32 %367, 12
  br i1 %368, label %369, label %413

369:                                              ; preds = %366
  %370 = load i32, i32* %17, align 4
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %371
  %373 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %372, i32 0, i32 0
  %374 = load i32, i32* %17, align 4
  %375 = mul nsw i32 %374, 7
  %376 = load i32, i32* %2, align 4
  %377 = add nsw i32 %375, %376
  %378 = srem i32 %377, 5
  %379 = load i32, i32* %17, align 4
  %380 = mul nsw i32 %379, 11
  %381 = srem i32 %380, 13
  %382 = call i64 @pair_make(i32 noundef signext %378, i32 noundef signext %381)
  %383 = bitcast %struct.pair* %37 to i64*
  store i64 %382, i64* %383, align 4
  %384 = bitcast %struct.pair* %373 to i8*
  %385 = bitcast %struct.pair* %37 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %384, i8* align 4 %385, i64 8, i1 false)
  %386 = load i32, i32* %17, align 4
  %387 = sitofp i32 %386 to double
  %388 = fmul double %387, 5.000000e-01
  %389 = load i32, i32* %17, align 4
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %390
  %392 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %391, i32 0, i32 1
  %393 = getelementptr inbounds %struct.vec2, %struct.vec2* %392, i32 0, i32 0
  store double %388, double* %393, align 8
  %394 = load i32, i32* %17, align 4
  %395 = sub nsw i32 0, %394
  %396 = sitofp i32 %395 to double
  %397 = fmul double %396, 2.500000e-01
  %398 = load i32, i32* %17, align 4
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %399
  %401 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %400, i32 0, i32 1
  %402 = getelementptr inbounds %struct.vec2, %struct.vec2* %401, i32 0, i32 1
  store double %397, double* %402, align 8
  %403 = load i32, i32* %17, align 4
  %404 = mul nsw i32 %403, 40
  %405 = trunc i32 %404 to i8
  %406 = load i32, i32* %17, align 4
  %407 = sext i32 %406 to i64
  %408 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %407
  %409 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %408, i32 0, i32 2
  store i8 %405, i8* %409, align 8
  br label %410

410:                                              ; preds = %369
  %411 = load i32, i32* %17, align 4
  %412 = add nsw i32 %411, 1
  store i32 %412, i32* %17, align 4
  br label %366, !llvm.loop !10

413:                                              ; preds = %366
  store i32 1, i32* %17, align 4
  br label %414

414:                                              ; preds = %455, %413
  %415 = load i32, i32* %17, align 4
  %416 = icmp slt i32 %415, 12
  br i1 %416, label %417, label %458

417:                                              ; preds = %414
  %418 = load i32, i32* %17, align 4
  %419 = sext i32 %418 to i64
  %420 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %419
  %421 = bitcast %struct.node_rec* %16 to i8*
  %422 = bitcast %struct.node_rec* %420 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %421, i8* align 8 %422, i64 32, i1 false)
  %423 = load i32, i32* %17, align 4
  %424 = sub nsw i32 %423, 1
  store i32 %424, i32* %18, align 4
  br label %425

425:                                              ; preds = %436, %417
  %426 = load i32, i32* %18, align 4
  %427 = icmp sge i32 %426, 0
  br i1 %427, label %428, label %434

428:                                              ; preds = %425
  %429 = load i32, i32* %18, align 4
  %430 = sext i32 %429 to i64
  %431 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %430
  %432 = call signext i32 @cmp_rec(%struct.node_rec* noundef %431, %struct.node_rec* noundef %16)
  %433 = icmp sgt i32 %432, 0
  br label %434

434:                                              ; preds = %428, %425
  %435 = phi i1 [ false, %425 ], [ %433, %428 ]
  br i1 %435, label %436, label %448

436:                                              ; preds = %434
  %437 = load i32, i32* %18, align 4
  %438 = add nsw i32 %437, 1
  %439 = sext i32 %438 to i64
  %440 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %439
  %441 = load i32, i32* %18, align 4
  %442 = sext i32 %441 to i64
  %443 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %442
  %444 = bitcast %struct.node_rec* %440 to i8*
  %445 = bitcast %struct.node_rec* %443 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %444, i8* align 8 %445, i64 32, i1 false)
  %446 = load i32, i32* %18, align 4
  %447 = add nsw i32 %446, -1
  store i32 %447, i32* %18, align 4
  br label %425, !llvm.loop !11

448:                                              ; preds = %434
  %449 = load i32, i32* %18, align 4
  %450 = add nsw i32 %449, 1
  %451 = sext i32 %450 to i64
  %452 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %451
  %453 = bitcast %struct.node_rec* %452 to i8*
  %454 = bitcast %struct.node_rec* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %453, i8* align 8 %454, i64 32, i1 false)
  br label %455

455:                                              ; preds = %448
  %456 = load i32, i32* %17, align 4
  %457 = add nsw i32 %456, 1
  store i32 %457, i32* %17, align 4
  br label %414, !llvm.loop !12

458:                                              ; preds = %414
  store i32 0, i32* %17, align 4
  br label %459

459:                                              ; preds = %517, %458
  %460 = load i32, i32* %17, align 4
  %461 = icmp slt i32 %460, 12
  br i1 %461, label %462, label %520

462:                                              ; preds = %459
  %463 = load i32, i32* %17, align 4
  %464 = load i32, i32* %17, align 4
  %465 = sext i32 %464 to i64
  %466 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %465
  %467 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %466, i32 0, i32 0
  %468 = getelementptr inbounds %struct.pair, %struct.pair* %467, i32 0, i32 0
  %469 = load i32, i32* %468, align 8
  %470 = load i32, i32* %17, align 4
  %471 = sext i32 %470 to i64
  %472 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %471
  %473 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %472, i32 0, i32 0
  %474 = getelementptr inbounds %struct.pair, %struct.pair* %473, i32 0, i32 1
  %475 = load i32, i32* %474, align 4
  %476 = load i32, i32* %17, align 4
  %477 = sext i32 %476 to i64
  %478 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %477
  %479 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %478, i32 0, i32 1
  %480 = getelementptr inbounds %struct.vec2, %struct.vec2* %479, i32 0, i32 0
  %481 = load double, double* %480, align 8
  %482 = load i32, i32* %17, align 4
  %483 = sext i32 %482 to i64
  %484 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %483
  %485 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %484, i32 0, i32 1
  %486 = getelementptr inbounds %struct.vec2, %struct.vec2* %485, i32 0, i32 1
  %487 = load double, double* %486, align 8
  %488 = load i32, i32* %17, align 4
  %489 = sext i32 %488 to i64
  %490 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %489
  %491 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %490, i32 0, i32 2
  %492 = load i8, i8* %491, align 8
  %493 = zext i8 %492 to i32
  %494 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext %463, i32 noundef signext %469, i32 noundef signext %475, double noundef %481, double noundef %487, i32 noundef zeroext %493)
  %495 = load i32, i32* %17, align 4
  %496 = sext i32 %495 to i64
  %497 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %496
  %498 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %497, i32 0, i32 0
  %499 = getelementptr inbounds %struct.pair, %struct.pair* %498, i32 0, i32 0
  %500 = load i32, i32* %499, align 8
  %501 = mul nsw i32 %500, 100
  %502 = load i32, i32* %17, align 4
  %503 = sext i32 %502 to i64
  %504 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %503
  %505 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %504, i32 0, i32 0
  %506 = getelementptr inbounds %struct.pair, %struct.pair* %505, i32 0, i32 1
  %507 = load i32, i32* %506, align 4
  %508 = add nsw i32 %501, %507
  %509 = load i32, i32* %17, align 4
  %510 = sext i32 %509 to i64
  %511 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 %510
  %512 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %511, i32 0, i32 2
  %513 = load i8, i8* %512, align 8
  %514 = zext i8 %513 to i32
  %515 = add nsw i32 %508, %514
  %516 = sext i32 %515 to i64
  call void @mix(i64 noundef %516)
  br label %517

517:                                              ; preds = %462
  %518 = load i32, i32* %17, align 4
  %519 = add nsw i32 %518, 1
  store i32 %519, i32* %17, align 4
  br label %459, !llvm.loop !13

520:                                              ; preds = %459
  %521 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 0
  %522 = bitcast %struct.node_rec* %521 to i8*
  %523 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 0
  %524 = bitcast %struct.node_rec* %523 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %522, i8* align 8 %524, i64 384, i1 false)
  %525 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 3
  %526 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 9
  %527 = bitcast %struct.node_rec* %525 to i8*
  %528 = bitcast %struct.node_rec* %526 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %527, i8* align 8 %528, i64 32, i1 false)
  %529 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 9
  %530 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %529, i32 0, i32 0
  %531 = getelementptr inbounds %struct.pair, %struct.pair* %530, i32 0, i32 0
  store i32 99, i32* %531, align 8
  %532 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 3
  %533 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %532, i32 0, i32 0
  %534 = getelementptr inbounds %struct.pair, %struct.pair* %533, i32 0, i32 0
  %535 = load i32, i32* %534, align 8
  %536 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 3
  %537 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %536, i32 0, i32 0
  %538 = getelementptr inbounds %struct.pair, %struct.pair* %537, i32 0, i32 1
  %539 = load i32, i32* %538, align 4
  %540 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i64 0, i64 9
  %541 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %540, i32 0, i32 0
  %542 = getelementptr inbounds %struct.pair, %struct.pair* %541, i32 0, i32 0
  %543 = load i32, i32* %542, align 8
  %544 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 9
  %545 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %544, i32 0, i32 0
  %546 = getelementptr inbounds %struct.pair, %struct.pair* %545, i32 0, i32 0
  %547 = load i32, i32* %546, align 8
  %548 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %535, i32 noundef signext %539, i32 noundef signext %543, i32 noundef signext %547)
  %549 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i64 0, i64 3
  %550 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %549, i32 0, i32 0
  %551 = getelementptr inbounds %struct.pair, %struct.pair* %550, i32 0, i32 1
  %552 = load i32, i32* %551, align 4
  %553 = sext i32 %552 to i64
  call void @mix(i64 noundef %553)
  %554 = load i32, i32* @check, align 4
  %555 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i32 noundef zeroext %554)
  %556 = load i32, i32* @check, align 4
  %557 = and i32 %556, 127
  ret i32 %557
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pair_make(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
  %18 = call i64 @pair_make(i32 noundef signext %12, i32 noundef signext %17)
  %19 = bitcast %struct.pair* %3 to i64*
  store i64 %18, i64* %19, align 4
  %20 = bitcast %struct.pair* %3 to i64*
  %21 = load i64, i64* %20, align 4
  ret i64 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @trio_bump(i64 %0, i32 noundef signext %1) #0 {
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
define internal { i64, i64 } @wide_mul([2 x i64] %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.wide, align 8
  %4 = alloca %struct.wide, align 8
  %5 = alloca i32, align 4
  %6 = bitcast %struct.wide* %4 to [2 x i64]*
  store [2 x i64] %0, [2 x i64]* %6, align 8
  store i32 %1, i32* %5, align 4
  %7 = getelementptr inbounds %struct.wide, %struct.wide* %4, i32 0, i32 0
  %8 = load i64, i64* %7, align 8
  %9 = load i32, i32* %5, align 4
  %10 = sext i32 %9 to i64
  %11 = mul nsw i64 %8, %10
  %12 = getelementptr inbounds %struct.wide, %struct.wide* %3, i32 0, i32 0
  store i64 %11, i64* %12, align 8
  %13 = getelementptr inbounds %struct.wide, %struct.wide* %4, i32 0, i32 1
  %14 = load i32, i32* %13, align 8
  %15 = load i32, i32* %5, align 4
  %16 = add nsw i32 %14, %15
  %17 = getelementptr inbounds %struct.wide, %struct.wide* %3, i32 0, i32 1
  store i32 %16, i32* %17, align 8
  %18 = bitcast %struct.wide* %3 to { i64, i64 }*
  %19 = load { i64, i64 }, { i64, i64 }* %18, align 8
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x double] @vec2_rot90([2 x double] %0) #0 {
  %2 = alloca %struct.vec2, align 8
  %3 = alloca %struct.vec2, align 8
  %4 = bitcast %struct.vec2* %3 to [2 x double]*
  store [2 x double] %0, [2 x double]* %4, align 8
  %5 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 1
  %6 = load double, double* %5, align 8
  %7 = fneg double %6
  %8 = getelementptr inbounds %struct.vec2, %struct.vec2* %2, i32 0, i32 0
  store double %7, double* %8, align 8
  %9 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = getelementptr inbounds %struct.vec2, %struct.vec2* %2, i32 0, i32 1
  store double %10, double* %11, align 8
  %12 = bitcast %struct.vec2* %2 to [2 x double]*
  %13 = load [2 x double], [2 x double]* %12, align 8
  ret [2 x double] %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x double] @vec2_scale_add([2 x double] %0, double noundef %1, [2 x double] %2) #0 {
  %4 = alloca %struct.vec2, align 8
  %5 = alloca %struct.vec2, align 8
  %6 = alloca %struct.vec2, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = bitcast %struct.vec2* %5 to [2 x double]*
  store [2 x double] %0, [2 x double]* %9, align 8
  %10 = bitcast %struct.vec2* %6 to [2 x double]*
  store [2 x double] %2, [2 x double]* %10, align 8
  store double %1, double* %7, align 8
  %11 = getelementptr inbounds %struct.vec2, %struct.vec2* %5, i32 0, i32 0
  %12 = load double, double* %11, align 8
  %13 = load double, double* %7, align 8
  %14 = fmul double %12, %13
  store double %14, double* %8, align 8
  %15 = load double, double* %8, align 8
  %16 = getelementptr inbounds %struct.vec2, %struct.vec2* %6, i32 0, i32 0
  %17 = load double, double* %16, align 8
  %18 = fadd double %15, %17
  %19 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 0
  store double %18, double* %19, align 8
  %20 = getelementptr inbounds %struct.vec2, %struct.vec2* %5, i32 0, i32 1
  %21 = load double, double* %20, align 8
  %22 = load double, double* %7, align 8
  %23 = fmul double %21, %22
  store double %23, double* %8, align 8
  %24 = load double, double* %8, align 8
  %25 = getelementptr inbounds %struct.vec2, %struct.vec2* %6, i32 0, i32 1
  %26 = load double, double* %25, align 8
  %27 = fadd double %24, %26
  %28 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 1
  store double %27, double* %28, align 8
  %29 = bitcast %struct.vec2* %4 to [2 x double]*
  %30 = load [2 x double], [2 x double]* %29, align 8
  ret [2 x double] %30
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
define internal { i64, i64 } @mixed2_step([2 x i64] %0, i64 %1) #0 {
  %3 = alloca %struct.mixed2, align 8
  %4 = alloca %struct.mixed2, align 8
  %5 = alloca %struct.mixed, align 4
  %6 = bitcast %struct.mixed2* %4 to [2 x i64]*
  store [2 x i64] %0, [2 x i64]* %6, align 8
  %7 = bitcast %struct.mixed* %5 to i64*
  store i64 %1, i64* %7, align 4
  %8 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %4, i32 0, i32 0
  %9 = load double, double* %8, align 8
  %10 = getelementptr inbounds %struct.mixed, %struct.mixed* %5, i32 0, i32 0
  %11 = load float, float* %10, align 4
  %12 = fpext float %11 to double
  %13 = fadd double %9, %12
  %14 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %4, i32 0, i32 0
  store double %13, double* %14, align 8
  %15 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %4, i32 0, i32 1
  %16 = load i64, i64* %15, align 8
  %17 = mul nsw i64 %16, 10
  %18 = getelementptr inbounds %struct.mixed, %struct.mixed* %5, i32 0, i32 1
  %19 = load i32, i32* %18, align 4
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %17, %20
  %22 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %4, i32 0, i32 1
  store i64 %21, i64* %22, align 8
  %23 = bitcast %struct.mixed2* %3 to i8*
  %24 = bitcast %struct.mixed2* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %23, i8* align 8 %24, i64 16, i1 false)
  %25 = bitcast %struct.mixed2* %3 to { i64, i64 }*
  %26 = load { i64, i64 }, { i64, i64 }* %25, align 8
  ret { i64, i64 } %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [3 x double] @vec3_cross([3 x double] %0, [3 x double] %1) #0 {
  %3 = alloca %struct.vec3, align 8
  %4 = alloca %struct.vec3, align 8
  %5 = alloca %struct.vec3, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = bitcast %struct.vec3* %4 to [3 x double]*
  store [3 x double] %0, [3 x double]* %8, align 8
  %9 = bitcast %struct.vec3* %5 to [3 x double]*
  store [3 x double] %1, [3 x double]* %9, align 8
  %10 = getelementptr inbounds %struct.vec3, %struct.vec3* %4, i32 0, i32 1
  %11 = load double, double* %10, align 8
  %12 = getelementptr inbounds %struct.vec3, %struct.vec3* %5, i32 0, i32 2
  %13 = load double, double* %12, align 8
  %14 = fmul double %11, %13
  store double %14, double* %6, align 8
  %15 = getelementptr inbounds %struct.vec3, %struct.vec3* %4, i32 0, i32 2
  %16 = load double, double* %15, align 8
  %17 = getelementptr inbounds %struct.vec3, %struct.vec3* %5, i32 0, i32 1
  %18 = load double, double* %17, align 8
  %19 = fmul double %16, %18
  store double %19, double* %7, align 8
  %20 = load double, double* %6, align 8
  %21 = load double, double* %7, align 8
  %22 = fsub double %20, %21
  %23 = getelementptr inbounds %struct.vec3, %struct.vec3* %3, i32 0, i32 0
  store double %22, double* %23, align 8
  %24 = getelementptr inbounds %struct.vec3, %struct.vec3* %4, i32 0, i32 2
  %25 = load double, double* %24, align 8
  %26 = getelementptr inbounds %struct.vec3, %struct.vec3* %5, i32 0, i32 0
  %27 = load double, double* %26, align 8
  %28 = fmul double %25, %27
  store double %28, double* %6, align 8
  %29 = getelementptr inbounds %struct.vec3, %struct.vec3* %4, i32 0, i32 0
  %30 = load double, double* %29, align 8
  %31 = getelementptr inbounds %struct.vec3, %struct.vec3* %5, i32 0, i32 2
  %32 = load double, double* %31, align 8
  %33 = fmul double %30, %32
  store double %33, double* %7, align 8
  %34 = load double, double* %6, align 8
  %35 = load double, double* %7, align 8
  %36 = fsub double %34, %35
  %37 = getelementptr inbounds %struct.vec3, %struct.vec3* %3, i32 0, i32 1
  store double %36, double* %37, align 8
  %38 = getelementptr inbounds %struct.vec3, %struct.vec3* %4, i32 0, i32 0
  %39 = load double, double* %38, align 8
  %40 = getelementptr inbounds %struct.vec3, %struct.vec3* %5, i32 0, i32 1
  %41 = load double, double* %40, align 8
  %42 = fmul double %39, %41
  store double %42, double* %6, align 8
  %43 = getelementptr inbounds %struct.vec3, %struct.vec3* %4, i32 0, i32 1
  %44 = load double, double* %43, align 8
  %45 = getelementptr inbounds %struct.vec3, %struct.vec3* %5, i32 0, i32 0
  %46 = load double, double* %45, align 8
  %47 = fmul double %44, %46
  store double %47, double* %7, align 8
  %48 = load double, double* %6, align 8
  %49 = load double, double* %7, align 8
  %50 = fsub double %48, %49
  %51 = getelementptr inbounds %struct.vec3, %struct.vec3* %3, i32 0, i32 2
  store double %50, double* %51, align 8
  %52 = bitcast %struct.vec3* %3 to [3 x double]*
  %53 = load [3 x double], [3 x double]* %52, align 8
  ret [3 x double] %53
}

declare signext i32 @printf(i8* noundef, ...) #2

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
define internal void @big_transform(%struct.big* noalias sret(%struct.big) align 8 %0, [7 x i64] %1, i32 noundef signext %2) #0 {
  %4 = alloca %struct.big, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.pair, align 4
  %8 = alloca %struct.pair, align 4
  %9 = bitcast %struct.big* %4 to [7 x i64]*
  store [7 x i64] %1, [7 x i64]* %9, align 8
  store i32 %2, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %10

10:                                               ; preds = %27, %3
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0
  %15 = load i32, i32* %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* %14, i64 0, i64 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32, i32* %5, align 4
  %20 = mul nsw i32 %18, %19
  %21 = load i32, i32* %6, align 4
  %22 = add nsw i32 %20, %21
  %23 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0
  %24 = load i32, i32* %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x i32], [8 x i32]* %23, i64 0, i64 %25
  store i32 %22, i32* %26, align 4
  br label %27

27:                                               ; preds = %13
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %6, align 4
  br label %10, !llvm.loop !14

30:                                               ; preds = %10
  %31 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 1
  %32 = load double, double* %31, align 8
  %33 = fmul double %32, 1.500000e+00
  %34 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 1
  store double %33, double* %34, align 8
  %35 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 2
  %36 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 2
  %37 = load i32, i32* %5, align 4
  %38 = load i32, i32* %5, align 4
  %39 = sub nsw i32 0, %38
  %40 = call i64 @pair_make(i32 noundef signext %37, i32 noundef signext %39)
  %41 = bitcast %struct.pair* %8 to i64*
  store i64 %40, i64* %41, align 4
  %42 = bitcast %struct.pair* %36 to i64*
  %43 = load i64, i64* %42, align 8
  %44 = bitcast %struct.pair* %8 to i64*
  %45 = load i64, i64* %44, align 4
  %46 = call i64 @pair_add(i64 %43, i64 %45)
  %47 = bitcast %struct.pair* %7 to i64*
  store i64 %46, i64* %47, align 4
  %48 = bitcast %struct.pair* %35 to i8*
  %49 = bitcast %struct.pair* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %48, i8* align 4 %49, i64 8, i1 false)
  %50 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 3
  %51 = load i64, i64* %50, align 8
  %52 = load i32, i32* %5, align 4
  %53 = sext i32 %52 to i64
  %54 = load i32, i32* %5, align 4
  %55 = add nsw i32 30, %54
  %56 = zext i32 %55 to i64
  %57 = shl i64 %53, %56
  %58 = xor i64 %51, %57
  %59 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 3
  store i64 %58, i64* %59, align 8
  %60 = bitcast %struct.big* %0 to i8*
  %61 = bitcast %struct.big* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %60, i8* align 8 %61, i64 56, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_sum([7 x i64] %0) #0 {
  %2 = alloca %struct.big, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = bitcast %struct.big* %2 to [7 x i64]*
  store [7 x i64] %0, [7 x i64]* %5, align 8
  store i64 0, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %18, %1
  %7 = load i32, i32* %4, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %21

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0
  %11 = load i32, i32* %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [8 x i32], [8 x i32]* %10, i64 0, i64 %12
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = load i64, i64* %3, align 8
  %17 = add nsw i64 %16, %15
  store i64 %17, i64* %3, align 8
  br label %18

18:                                               ; preds = %9
  %19 = load i32, i32* %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %4, align 4
  br label %6, !llvm.loop !15

21:                                               ; preds = %6
  %22 = load i64, i64* %3, align 8
  %23 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 2
  %24 = getelementptr inbounds %struct.pair, %struct.pair* %23, i32 0, i32 0
  %25 = load i32, i32* %24, align 8
  %26 = sext i32 %25 to i64
  %27 = add nsw i64 %22, %26
  %28 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 2
  %29 = getelementptr inbounds %struct.pair, %struct.pair* %28, i32 0, i32 1
  %30 = load i32, i32* %29, align 4
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %27, %31
  %33 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 1
  %34 = load double, double* %33, align 8
  %35 = fmul double %34, 1.000000e+02
  %36 = fptosi double %35 to i64
  %37 = add nsw i64 %32, %36
  %38 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 3
  %39 = load i64, i64* %38, align 8
  %40 = add nsw i64 %37, %39
  ret i64 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many_structs(i64 %0, i64 %1, [2 x i64] %2, [2 x double] %3, i64 %4, i64 %5, [2 x i64] %6, [2 x double] %7, [7 x i64] %8, i64 %9) #0 {
  %11 = alloca %struct.pair, align 4
  %12 = alloca %struct.pair, align 4
  %13 = alloca %struct.wide, align 8
  %14 = alloca %struct.vec2, align 8
  %15 = alloca %struct.mixed, align 4
  %16 = alloca %struct.pair, align 4
  %17 = alloca %struct.wide, align 8
  %18 = alloca %struct.vec2, align 8
  %19 = alloca %struct.big, align 8
  %20 = alloca %struct.pair, align 4
  %21 = bitcast %struct.pair* %11 to i64*
  store i64 %0, i64* %21, align 4
  %22 = bitcast %struct.pair* %12 to i64*
  store i64 %1, i64* %22, align 4
  %23 = bitcast %struct.wide* %13 to [2 x i64]*
  store [2 x i64] %2, [2 x i64]* %23, align 8
  %24 = bitcast %struct.vec2* %14 to [2 x double]*
  store [2 x double] %3, [2 x double]* %24, align 8
  %25 = bitcast %struct.mixed* %15 to i64*
  store i64 %4, i64* %25, align 4
  %26 = bitcast %struct.pair* %16 to i64*
  store i64 %5, i64* %26, align 4
  %27 = bitcast %struct.wide* %17 to [2 x i64]*
  store [2 x i64] %6, [2 x i64]* %27, align 8
  %28 = bitcast %struct.vec2* %18 to [2 x double]*
  store [2 x double] %7, [2 x double]* %28, align 8
  %29 = bitcast %struct.big* %19 to [7 x i64]*
  store [7 x i64] %8, [7 x i64]* %29, align 8
  %30 = bitcast %struct.pair* %20 to i64*
  store i64 %9, i64* %30, align 4
  %31 = getelementptr inbounds %struct.pair, %struct.pair* %11, i32 0, i32 0
  %32 = load i32, i32* %31, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds %struct.pair, %struct.pair* %11, i32 0, i32 1
  %35 = load i32, i32* %34, align 4
  %36 = sext i32 %35 to i64
  %37 = add nsw i64 %33, %36
  %38 = getelementptr inbounds %struct.pair, %struct.pair* %12, i32 0, i32 0
  %39 = load i32, i32* %38, align 4
  %40 = mul nsw i32 %39, 2
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %37, %41
  %43 = getelementptr inbounds %struct.pair, %struct.pair* %12, i32 0, i32 1
  %44 = load i32, i32* %43, align 4
  %45 = mul nsw i32 %44, 3
  %46 = sext i32 %45 to i64
  %47 = add nsw i64 %42, %46
  %48 = getelementptr inbounds %struct.wide, %struct.wide* %13, i32 0, i32 0
  %49 = load i64, i64* %48, align 8
  %50 = add nsw i64 %47, %49
  %51 = getelementptr inbounds %struct.wide, %struct.wide* %13, i32 0, i32 1
  %52 = load i32, i32* %51, align 8
  %53 = sext i32 %52 to i64
  %54 = add nsw i64 %50, %53
  %55 = getelementptr inbounds %struct.vec2, %struct.vec2* %14, i32 0, i32 0
  %56 = load double, double* %55, align 8
  %57 = fmul double %56, 1.000000e+01
  %58 = fptosi double %57 to i64
  %59 = add nsw i64 %54, %58
  %60 = getelementptr inbounds %struct.vec2, %struct.vec2* %14, i32 0, i32 1
  %61 = load double, double* %60, align 8
  %62 = fmul double %61, 1.000000e+02
  %63 = fptosi double %62 to i64
  %64 = add nsw i64 %59, %63
  %65 = getelementptr inbounds %struct.mixed, %struct.mixed* %15, i32 0, i32 0
  %66 = load float, float* %65, align 4
  %67 = fptosi float %66 to i64
  %68 = add nsw i64 %64, %67
  %69 = getelementptr inbounds %struct.mixed, %struct.mixed* %15, i32 0, i32 1
  %70 = load i32, i32* %69, align 4
  %71 = sext i32 %70 to i64
  %72 = add nsw i64 %68, %71
  %73 = getelementptr inbounds %struct.pair, %struct.pair* %16, i32 0, i32 0
  %74 = load i32, i32* %73, align 4
  %75 = sext i32 %74 to i64
  %76 = add nsw i64 %72, %75
  %77 = getelementptr inbounds %struct.pair, %struct.pair* %16, i32 0, i32 1
  %78 = load i32, i32* %77, align 4
  %79 = sext i32 %78 to i64
  %80 = sub nsw i64 %76, %79
  %81 = getelementptr inbounds %struct.wide, %struct.wide* %17, i32 0, i32 0
  %82 = load i64, i64* %81, align 8
  %83 = add nsw i64 %80, %82
  %84 = getelementptr inbounds %struct.wide, %struct.wide* %17, i32 0, i32 1
  %85 = load i32, i32* %84, align 8
  %86 = sext i32 %85 to i64
  %87 = sub nsw i64 %83, %86
  %88 = getelementptr inbounds %struct.vec2, %struct.vec2* %18, i32 0, i32 0
  %89 = load double, double* %88, align 8
  %90 = getelementptr inbounds %struct.vec2, %struct.vec2* %18, i32 0, i32 1
  %91 = load double, double* %90, align 8
  %92 = fsub double %89, %91
  %93 = fptosi double %92 to i64
  %94 = add nsw i64 %87, %93
  %95 = bitcast %struct.big* %19 to [7 x i64]*
  %96 = load [7 x i64], [7 x i64]* %95, align 8
  %97 = call i64 @big_sum([7 x i64] %96)
  %98 = add nsw i64 %94, %97
  %99 = getelementptr inbounds %struct.pair, %struct.pair* %20, i32 0, i32 0
  %100 = load i32, i32* %99, align 4
  %101 = getelementptr inbounds %struct.pair, %struct.pair* %20, i32 0, i32 1
  %102 = load i32, i32* %101, align 4
  %103 = mul nsw i32 %100, %102
  %104 = sext i32 %103 to i64
  %105 = add nsw i64 %98, %104
  ret i64 %105
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @cmp_rec(%struct.node_rec* noundef %0, %struct.node_rec* noundef %1) #0 {
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }

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
