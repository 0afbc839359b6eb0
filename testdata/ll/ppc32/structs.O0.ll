; ModuleID = 'c/structs.c'
source_filename = "c/structs.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

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
  call void @pair_make(%struct.pair* sret(%struct.pair) align 4 %3, i32 noundef %40, i32 noundef %42)
  %43 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 0
  %44 = load i32, i32* %2, align 4
  %45 = sub nsw i32 0, %44
  %46 = trunc i32 %45 to i16
  store i16 %46, i16* %43, align 4
  %47 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 1
  store i8 100, i8* %47, align 2
  %48 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 2
  store i8 -6, i8* %48, align 1
  %49 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 3
  store i32 7, i32* %49, align 4
  %50 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 0
  %51 = load i32, i32* %2, align 4
  %52 = sext i32 %51 to i64
  %53 = sub nsw i64 0, %52
  %54 = mul nsw i64 %53, 1000000007
  store i64 %54, i64* %50, align 8
  %55 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 1
  %56 = load i32, i32* %2, align 4
  store i32 %56, i32* %55, align 8
  %57 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  store double 1.000000e+00, double* %57, align 8
  %58 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 1
  %59 = load i32, i32* %2, align 4
  %60 = sitofp i32 %59 to double
  store double %60, double* %58, align 8
  %61 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 0
  store float 2.500000e-01, float* %61, align 4
  %62 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 1
  %63 = load i32, i32* %2, align 4
  store i32 %63, i32* %62, align 4
  %64 = bitcast %struct.mixed2* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %64, i8* align 8 bitcast (%struct.mixed2* @__const.main.m2 to i8*), i32 16, i1 false)
  %65 = getelementptr inbounds %struct.vec3, %struct.vec3* %10, i32 0, i32 0
  store double 1.000000e+00, double* %65, align 8
  %66 = getelementptr inbounds %struct.vec3, %struct.vec3* %10, i32 0, i32 1
  store double 2.000000e+00, double* %66, align 8
  %67 = getelementptr inbounds %struct.vec3, %struct.vec3* %10, i32 0, i32 2
  %68 = load i32, i32* %2, align 4
  %69 = sitofp i32 %68 to double
  store double %69, double* %67, align 8
  %70 = bitcast %struct.vec3* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %70, i8* align 8 bitcast (%struct.vec3* @__const.main.b3 to i8*), i32 24, i1 false)
  store i32 0, i32* %17, align 4
  br label %71

71:                                               ; preds = %125, %0
  %72 = load i32, i32* %17, align 4
  %73 = icmp slt i32 %72, 10
  br i1 %73, label %74, label %128

74:                                               ; preds = %71
  %75 = load i32, i32* %17, align 4
  %76 = load i32, i32* %17, align 4
  %77 = sub nsw i32 0, %76
  %78 = load i32, i32* %2, align 4
  %79 = mul nsw i32 %77, %78
  call void @pair_make(%struct.pair* sret(%struct.pair) align 4 %20, i32 noundef %75, i32 noundef %79)
  call void @pair_add(%struct.pair* sret(%struct.pair) align 4 %19, %struct.pair* noundef byval(%struct.pair) align 4 %3, %struct.pair* noundef byval(%struct.pair) align 4 %20)
  %80 = bitcast %struct.pair* %4 to i8*
  %81 = bitcast %struct.pair* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %80, i8* align 4 %81, i32 8, i1 false)
  %82 = bitcast %struct.pair* %3 to i8*
  %83 = bitcast %struct.pair* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %82, i8* align 4 %83, i32 8, i1 false)
  %84 = load i32, i32* %17, align 4
  call void @trio_bump(%struct.trio* sret(%struct.trio) align 4 %21, %struct.trio* noundef byval(%struct.trio) align 4 %5, i32 noundef %84)
  %85 = bitcast %struct.trio* %5 to i8*
  %86 = bitcast %struct.trio* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %85, i8* align 4 %86, i32 8, i1 false)
  %87 = load i32, i32* %17, align 4
  %88 = srem i32 %87, 3
  %89 = icmp eq i32 %88, 0
  %90 = zext i1 %89 to i64
  %91 = select i1 %89, i32 3, i32 -2
  call void @wide_mul(%struct.wide* sret(%struct.wide) align 8 %22, %struct.wide* noundef byval(%struct.wide) align 8 %6, i32 noundef %91)
  %92 = bitcast %struct.wide* %6 to i8*
  %93 = bitcast %struct.wide* %22 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %92, i8* align 8 %93, i32 16, i1 false)
  call void @vec2_rot90(%struct.vec2* sret(%struct.vec2) align 8 %23, %struct.vec2* noundef byval(%struct.vec2) align 8 %7)
  %94 = bitcast %struct.vec2* %7 to i8*
  %95 = bitcast %struct.vec2* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %94, i8* align 8 %95, i32 16, i1 false)
  call void @vec2_rot90(%struct.vec2* sret(%struct.vec2) align 8 %25, %struct.vec2* noundef byval(%struct.vec2) align 8 %7)
  call void @vec2_scale_add(%struct.vec2* sret(%struct.vec2) align 8 %24, %struct.vec2* noundef byval(%struct.vec2) align 8 %7, double noundef 1.250000e+00, %struct.vec2* noundef byval(%struct.vec2) align 8 %25)
  %96 = bitcast %struct.vec2* %7 to i8*
  %97 = bitcast %struct.vec2* %24 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %96, i8* align 8 %97, i32 16, i1 false)
  call void @mixed_step(%struct.mixed* sret(%struct.mixed) align 4 %26, %struct.mixed* noundef byval(%struct.mixed) align 4 %8)
  %98 = bitcast %struct.mixed* %8 to i8*
  %99 = bitcast %struct.mixed* %26 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %98, i8* align 4 %99, i32 8, i1 false)
  call void @mixed2_step(%struct.mixed2* sret(%struct.mixed2) align 8 %27, %struct.mixed2* noundef byval(%struct.mixed2) align 8 %9, %struct.mixed* noundef byval(%struct.mixed) align 4 %8)
  %100 = bitcast %struct.mixed2* %9 to i8*
  %101 = bitcast %struct.mixed2* %27 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %100, i8* align 8 %101, i32 16, i1 false)
  call void @vec3_cross(%struct.vec3* sret(%struct.vec3) align 8 %28, %struct.vec3* noundef byval(%struct.vec3) align 8 %10, %struct.vec3* noundef byval(%struct.vec3) align 8 %11)
  %102 = bitcast %struct.vec3* %12 to i8*
  %103 = bitcast %struct.vec3* %28 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %102, i8* align 8 %103, i32 24, i1 false)
  %104 = bitcast %struct.vec3* %10 to i8*
  %105 = bitcast %struct.vec3* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %104, i8* align 8 %105, i32 24, i1 false)
  %106 = bitcast %struct.vec3* %11 to i8*
  %107 = bitcast %struct.vec3* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %106, i8* align 8 %107, i32 24, i1 false)
  %108 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 0
  %109 = load double, double* %108, align 8
  %110 = fdiv double %109, 6.400000e+01
  %111 = fadd double %110, 1.000000e+00
  %112 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 0
  store double %111, double* %112, align 8
  %113 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 1
  %114 = load double, double* %113, align 8
  %115 = fdiv double %114, 6.400000e+01
  %116 = load i32, i32* %17, align 4
  %117 = sitofp i32 %116 to double
  %118 = fsub double %115, %117
  %119 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 1
  store double %118, double* %119, align 8
  %120 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 2
  %121 = load double, double* %120, align 8
  %122 = fdiv double %121, 6.400000e+01
  %123 = fadd double %122, 1.250000e-01
  %124 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 2
  store double %123, double* %124, align 8
  br label %125

125:                                              ; preds = %74
  %126 = load i32, i32* %17, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, i32* %17, align 4
  br label %71, !llvm.loop !6

128:                                              ; preds = %71
  %129 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 0
  %130 = load i32, i32* %129, align 4
  %131 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 1
  %132 = load i32, i32* %131, align 4
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %130, i32 noundef %132)
  %134 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 0
  %135 = load i16, i16* %134, align 4
  %136 = sext i16 %135 to i32
  %137 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 1
  %138 = load i8, i8* %137, align 2
  %139 = sext i8 %138 to i32
  %140 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 2
  %141 = load i8, i8* %140, align 1
  %142 = zext i8 %141 to i32
  %143 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 3
  %144 = load i32, i32* %143, align 4
  %145 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i32 0, i32 0), i32 noundef %136, i32 noundef %139, i32 noundef %142, i32 noundef %144)
  %146 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 0
  %147 = load i64, i64* %146, align 8
  %148 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 1
  %149 = load i32, i32* %148, align 8
  %150 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i32 0, i32 0), i64 noundef %147, i32 noundef %149)
  %151 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  %152 = load double, double* %151, align 8
  %153 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 1
  %154 = load double, double* %153, align 8
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i32 0, i32 0), double noundef %152, double noundef %154)
  %156 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 0
  %157 = load float, float* %156, align 4
  %158 = fpext float %157 to double
  %159 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 1
  %160 = load i32, i32* %159, align 4
  %161 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i32 0, i32 0), double noundef %158, i32 noundef %160)
  %162 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 0
  %163 = load double, double* %162, align 8
  %164 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 1
  %165 = load i64, i64* %164, align 8
  %166 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i32 0, i32 0), double noundef %163, i64 noundef %165)
  %167 = getelementptr inbounds %struct.vec3, %struct.vec3* %12, i32 0, i32 0
  %168 = load double, double* %167, align 8
  %169 = getelementptr inbounds %struct.vec3, %struct.vec3* %12, i32 0, i32 1
  %170 = load double, double* %169, align 8
  %171 = getelementptr inbounds %struct.vec3, %struct.vec3* %12, i32 0, i32 2
  %172 = load double, double* %171, align 8
  %173 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i32 0, i32 0), double noundef %168, double noundef %170, double noundef %172)
  %174 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 0
  %175 = load i32, i32* %174, align 4
  %176 = sext i32 %175 to i64
  call void @mix(i64 noundef %176)
  %177 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 1
  %178 = load i32, i32* %177, align 4
  %179 = sext i32 %178 to i64
  call void @mix(i64 noundef %179)
  %180 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 0
  %181 = load i16, i16* %180, align 4
  %182 = sext i16 %181 to i64
  call void @mix(i64 noundef %182)
  %183 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 1
  %184 = load i8, i8* %183, align 2
  %185 = sext i8 %184 to i64
  call void @mix(i64 noundef %185)
  %186 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 2
  %187 = load i8, i8* %186, align 1
  %188 = zext i8 %187 to i64
  call void @mix(i64 noundef %188)
  %189 = getelementptr inbounds %struct.trio, %struct.trio* %5, i32 0, i32 3
  %190 = load i32, i32* %189, align 4
  %191 = sext i32 %190 to i64
  call void @mix(i64 noundef %191)
  %192 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 0
  %193 = load i64, i64* %192, align 8
  call void @mix(i64 noundef %193)
  %194 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 1
  %195 = load i32, i32* %194, align 8
  %196 = sext i32 %195 to i64
  call void @mix(i64 noundef %196)
  %197 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  %198 = load double, double* %197, align 8
  %199 = fmul double %198, 1.000000e+03
  %200 = fptosi double %199 to i64
  call void @mix(i64 noundef %200)
  %201 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 1
  %202 = load i32, i32* %201, align 4
  %203 = sext i32 %202 to i64
  call void @mix(i64 noundef %203)
  %204 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 1
  %205 = load i64, i64* %204, align 8
  call void @mix(i64 noundef %205)
  %206 = getelementptr inbounds %struct.vec3, %struct.vec3* %12, i32 0, i32 2
  %207 = load double, double* %206, align 8
  %208 = fmul double %207, 1.000000e+03
  %209 = fptosi double %208 to i64
  call void @mix(i64 noundef %209)
  store i32 0, i32* %17, align 4
  br label %210

210:                                              ; preds = %221, %128
  %211 = load i32, i32* %17, align 4
  %212 = icmp slt i32 %211, 8
  br i1 %212, label %213, label %224

213:                                              ; preds = %210
  %214 = load i32, i32* %17, align 4
  %215 = load i32, i32* %2, align 4
  %216 = mul nsw i32 %214, %215
  %217 = sub nsw i32 %216, 3
  %218 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 0
  %219 = load i32, i32* %17, align 4
  %220 = getelementptr inbounds [8 x i32], [8 x i32]* %218, i32 0, i32 %219
  store i32 %217, i32* %220, align 4
  br label %221

221:                                              ; preds = %213
  %222 = load i32, i32* %17, align 4
  %223 = add nsw i32 %222, 1
  store i32 %223, i32* %17, align 4
  br label %210, !llvm.loop !8

224:                                              ; preds = %210
  %225 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 1
  store double 7.500000e-01, double* %225, align 8
  %226 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 2
  call void @pair_make(%struct.pair* sret(%struct.pair) align 4 %29, i32 noundef 1, i32 noundef 2)
  %227 = bitcast %struct.pair* %226 to i8*
  %228 = bitcast %struct.pair* %29 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %227, i8* align 4 %228, i32 8, i1 false)
  %229 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 3
  store i64 4660, i64* %229, align 8
  %230 = bitcast %struct.big* %14 to i8*
  %231 = bitcast %struct.big* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %230, i8* align 8 %231, i32 56, i1 false)
  store i32 0, i32* %17, align 4
  br label %232

232:                                              ; preds = %240, %224
  %233 = load i32, i32* %17, align 4
  %234 = icmp slt i32 %233, 4
  br i1 %234, label %235, label %243

235:                                              ; preds = %232
  %236 = load i32, i32* %17, align 4
  %237 = add nsw i32 %236, 2
  call void @big_transform(%struct.big* sret(%struct.big) align 8 %30, %struct.big* noundef byval(%struct.big) align 8 %14, i32 noundef %237)
  %238 = bitcast %struct.big* %14 to i8*
  %239 = bitcast %struct.big* %30 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %238, i8* align 8 %239, i32 56, i1 false)
  br label %240

240:                                              ; preds = %235
  %241 = load i32, i32* %17, align 4
  %242 = add nsw i32 %241, 1
  store i32 %242, i32* %17, align 4
  br label %232, !llvm.loop !9

243:                                              ; preds = %232
  %244 = call i64 @big_sum(%struct.big* noundef byval(%struct.big) align 8 %13)
  %245 = call i64 @big_sum(%struct.big* noundef byval(%struct.big) align 8 %14)
  %246 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0
  %247 = getelementptr inbounds [8 x i32], [8 x i32]* %246, i32 0, i32 7
  %248 = load i32, i32* %247, align 4
  %249 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 1
  %250 = load double, double* %249, align 8
  %251 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 2
  %252 = getelementptr inbounds %struct.pair, %struct.pair* %251, i32 0, i32 0
  %253 = load i32, i32* %252, align 8
  %254 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 2
  %255 = getelementptr inbounds %struct.pair, %struct.pair* %254, i32 0, i32 1
  %256 = load i32, i32* %255, align 4
  %257 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 3
  %258 = load i64, i64* %257, align 8
  %259 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.7, i32 0, i32 0), i64 noundef %244, i64 noundef %245, i32 noundef %248, double noundef %250, i32 noundef %253, i32 noundef %256, i64 noundef %258)
  %260 = call i64 @big_sum(%struct.big* noundef byval(%struct.big) align 8 %13)
  call void @mix(i64 noundef %260)
  %261 = call i64 @big_sum(%struct.big* noundef byval(%struct.big) align 8 %14)
  call void @mix(i64 noundef %261)
  %262 = bitcast %struct.wide* %31 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %262, i8* align 8 bitcast (%struct.wide* @__const.main.g to i8*), i32 16, i1 false)
  %263 = bitcast %struct.vec2* %32 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %263, i8* align 8 bitcast (%struct.vec2* @__const.main.h to i8*), i32 16, i1 false)
  call void @pair_make(%struct.pair* sret(%struct.pair) align 4 %34, i32 noundef 3, i32 noundef 4)
  %264 = load i32, i32* %2, align 4
  %265 = sub nsw i32 0, %264
  %266 = load i32, i32* %2, align 4
  call void @pair_make(%struct.pair* sret(%struct.pair) align 4 %35, i32 noundef %265, i32 noundef %266)
  call void @pair_make(%struct.pair* sret(%struct.pair) align 4 %36, i32 noundef 6, i32 noundef 7)
  %267 = call i64 @many_structs(%struct.pair* noundef byval(%struct.pair) align 4 %3, %struct.pair* noundef byval(%struct.pair) align 4 %34, %struct.wide* noundef byval(%struct.wide) align 8 %6, %struct.vec2* noundef byval(%struct.vec2) align 8 %7, %struct.mixed* noundef byval(%struct.mixed) align 4 %8, %struct.pair* noundef byval(%struct.pair) align 4 %35, %struct.wide* noundef byval(%struct.wide) align 8 %31, %struct.vec2* noundef byval(%struct.vec2) align 8 %32, %struct.big* noundef byval(%struct.big) align 8 %14, %struct.pair* noundef byval(%struct.pair) align 4 %36)
  store i64 %267, i64* %33, align 8
  %268 = load i64, i64* %33, align 8
  %269 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i32 0, i32 0), i64 noundef %268)
  %270 = load i64, i64* %33, align 8
  call void @mix(i64 noundef %270)
  store i32 0, i32* %17, align 4
  br label %271

271:                                              ; preds = %309, %243
  %272 = load i32, i32* %17, align 4
  %273 = icmp slt i32 %272, 12
  br i1 %273, label %274, label %312

274:                                              ; preds = %271
  %275 = load i32, i32* %17, align 4
  %276 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %275
  %277 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %276, i32 0, i32 0
  %278 = load i32, i32* %17, align 4
  %279 = mul nsw i32 %278, 7
  %280 = load i32, i32* %2, align 4
  %281 = add nsw i32 %279, %280
  %282 = srem i32 %281, 5
  %283 = load i32, i32* %17, align 4
  %284 = mul nsw i32 %283, 11
  %285 = srem i32 %284, 13
  call void @pair_make(%struct.pair* sret(%struct.pair) align 4 %37, i32 noundef %282, i32 noundef %285)
  %286 = bitcast %struct.pair* %277 to i8*
  %287 = bitcast %struct.pair* %37 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %286, i8* align 4 %287, i32 8, i1 false)
  %288 = load i32, i32* %17, align 4
  %289 = sitofp i32 %288 to double
  %290 = fmul double %289, 5.000000e-01
  %291 = load i32, i32* %17, align 4
  %292 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %291
  %293 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %292, i32 0, i32 1
  %294 = getelementptr inbounds %struct.vec2, %struct.vec2* %293, i32 0, i32 0
  store double %290, double* %294, align 8
  %295 = load i32, i32* %17, align 4
  %296 = sub nsw i32 0, %295
  %297 = sitofp i32 %296 to double
  %298 = fmul double %297, 2.500000e-01
  %299 = load i32, i32* %17, align 4
  %300 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %299
  %301 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %300, i32 0, i32 1
  %302 = getelementptr inbounds %struct.vec2, %struct.vec2* %301, i32 0, i32 1
  store double %298, double* %302, align 8
  %303 = load i32, i32* %17, align 4
  %304 = mul nsw i32 %303, 40
  %305 = trunc i32 %304 to i8
  %306 = load i32, i32* %17, align 4
  %307 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %306
  %308 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %307, i32 0, i32 2
  store i8 %305, i8* %308, align 8
  br label %309

309:                                              ; preds = %274
  %310 = load i32, i32* %17, align 4
  %311 = add nsw i32 %310, 1
  store i32 %311, i32* %17, align 4
  br label %271, !llvm.loop !10

312:                                              ; preds = %271
  store i32 1, i32* %17, align 4
  br label %313

313:                                              ; preds = %349, %312
  %314 = load i32, i32* %17, align 4
  %315 = icmp slt i32 %314, 12
  br i1 %315, label %316, label %352

316:                                              ; preds = %313
  %317 = load i32, i32* %17, align 4
  %318 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %317
  %319 = bitcast %struct.node_rec* %16 to i8*
  %320 = bitcast %struct.node_rec* %318 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %319, i8* align 8 %320, i32 32, i1 false)
  %321 = load i32, i32* %17, align 4
  %322 = sub nsw i32 %321, 1
  store i32 %322, i32* %18, align 4
  br label %323

323:                                              ; preds = %333, %316
  %324 = load i32, i32* %18, align 4
  %325 = icmp sge i32 %324, 0
  br i1 %325, label %326, label %331

326:                                              ; preds = %323
  %327 = load i32, i32* %18, align 4
  %328 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %327
  %329 = call i32 @cmp_rec(%struct.node_rec* noundef %328, %struct.node_rec* noundef %16)
  %330 = icmp sgt i32 %329, 0
  br label %331

331:                                              ; preds = %326, %323
  %332 = phi i1 [ false, %323 ], [ %330, %326 ]
  br i1 %332, label %333, label %343

333:                                              ; preds = %331
  %334 = load i32, i32* %18, align 4
  %335 = add nsw i32 %334, 1
  %336 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %335
  %337 = load i32, i32* %18, align 4
  %338 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %337
  %339 = bitcast %struct.node_rec* %336 to i8*
  %340 = bitcast %struct.node_rec* %338 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %339, i8* align 8 %340, i32 32, i1 false)
  %341 = load i32, i32* %18, align 4
  %342 = add nsw i32 %341, -1
  store i32 %342, i32* %18, align 4
  br label %323, !llvm.loop !11

343:                                              ; preds = %331
  %344 = load i32, i32* %18, align 4
  %345 = add nsw i32 %344, 1
  %346 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %345
  %347 = bitcast %struct.node_rec* %346 to i8*
  %348 = bitcast %struct.node_rec* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %347, i8* align 8 %348, i32 32, i1 false)
  br label %349

349:                                              ; preds = %343
  %350 = load i32, i32* %17, align 4
  %351 = add nsw i32 %350, 1
  store i32 %351, i32* %17, align 4
  br label %313, !llvm.loop !12

352:                                              ; preds = %313
  store i32 0, i32* %17, align 4
  br label %353

353:                                              ; preds = %403, %352
  %354 = load i32, i32* %17, align 4
  %355 = icmp slt i32 %354, 12
  br i1 %355, label %356, label %406

356:                                              ; preds = %353
  %357 = load i32, i32* %17, align 4
  %358 = load i32, i32* %17, align 4
  %359 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %358
  %360 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %359, i32 0, i32 0
  %361 = getelementptr inbounds %struct.pair, %struct.pair* %360, i32 0, i32 0
  %362 = load i32, i32* %361, align 8
  %363 = load i32, i32* %17, align 4
  %364 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %363
  %365 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %364, i32 0, i32 0
  %366 = getelementptr inbounds %struct.pair, %struct.pair* %365, i32 0, i32 1
  %367 = load i32, i32* %366, align 4
  %368 = load i32, i32* %17, align 4
  %369 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %368
  %370 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %369, i32 0, i32 1
  %371 = getelementptr inbounds %struct.vec2, %struct.vec2* %370, i32 0, i32 0
  %372 = load double, double* %371, align 8
  %373 = load i32, i32* %17, align 4
  %374 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %373
  %375 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %374, i32 0, i32 1
  %376 = getelementptr inbounds %struct.vec2, %struct.vec2* %375, i32 0, i32 1
  %377 = load double, double* %376, align 8
  %378 = load i32, i32* %17, align 4
  %379 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %378
  %380 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %379, i32 0, i32 2
  %381 = load i8, i8* %380, align 8
  %382 = zext i8 %381 to i32
  %383 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.9, i32 0, i32 0), i32 noundef %357, i32 noundef %362, i32 noundef %367, double noundef %372, double noundef %377, i32 noundef %382)
  %384 = load i32, i32* %17, align 4
  %385 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %384
  %386 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %385, i32 0, i32 0
  %387 = getelementptr inbounds %struct.pair, %struct.pair* %386, i32 0, i32 0
  %388 = load i32, i32* %387, align 8
  %389 = mul nsw i32 %388, 100
  %390 = load i32, i32* %17, align 4
  %391 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %390
  %392 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %391, i32 0, i32 0
  %393 = getelementptr inbounds %struct.pair, %struct.pair* %392, i32 0, i32 1
  %394 = load i32, i32* %393, align 4
  %395 = add nsw i32 %389, %394
  %396 = load i32, i32* %17, align 4
  %397 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 %396
  %398 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %397, i32 0, i32 2
  %399 = load i8, i8* %398, align 8
  %400 = zext i8 %399 to i32
  %401 = add nsw i32 %395, %400
  %402 = sext i32 %401 to i64
  call void @mix(i64 noundef %402)
  br label %403

403:                                              ; preds = %356
  %404 = load i32, i32* %17, align 4
  %405 = add nsw i32 %404, 1
  store i32 %405, i32* %17, align 4
  br label %353, !llvm.loop !13

406:                                              ; preds = %353
  %407 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i32 0, i32 0
  %408 = bitcast %struct.node_rec* %407 to i8*
  %409 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 0
  %410 = bitcast %struct.node_rec* %409 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %408, i8* align 8 %410, i32 384, i1 false)
  %411 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i32 0, i32 3
  %412 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i32 0, i32 9
  %413 = bitcast %struct.node_rec* %411 to i8*
  %414 = bitcast %struct.node_rec* %412 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %413, i8* align 8 %414, i32 32, i1 false)
  %415 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i32 0, i32 9
  %416 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %415, i32 0, i32 0
  %417 = getelementptr inbounds %struct.pair, %struct.pair* %416, i32 0, i32 0
  store i32 99, i32* %417, align 8
  %418 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i32 0, i32 3
  %419 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %418, i32 0, i32 0
  %420 = getelementptr inbounds %struct.pair, %struct.pair* %419, i32 0, i32 0
  %421 = load i32, i32* %420, align 8
  %422 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i32 0, i32 3
  %423 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %422, i32 0, i32 0
  %424 = getelementptr inbounds %struct.pair, %struct.pair* %423, i32 0, i32 1
  %425 = load i32, i32* %424, align 4
  %426 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %15, i32 0, i32 9
  %427 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %426, i32 0, i32 0
  %428 = getelementptr inbounds %struct.pair, %struct.pair* %427, i32 0, i32 0
  %429 = load i32, i32* %428, align 8
  %430 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i32 0, i32 9
  %431 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %430, i32 0, i32 0
  %432 = getelementptr inbounds %struct.pair, %struct.pair* %431, i32 0, i32 0
  %433 = load i32, i32* %432, align 8
  %434 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.10, i32 0, i32 0), i32 noundef %421, i32 noundef %425, i32 noundef %429, i32 noundef %433)
  %435 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %38, i32 0, i32 3
  %436 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %435, i32 0, i32 0
  %437 = getelementptr inbounds %struct.pair, %struct.pair* %436, i32 0, i32 1
  %438 = load i32, i32* %437, align 4
  %439 = sext i32 %438 to i64
  call void @mix(i64 noundef %439)
  %440 = load i32, i32* @check, align 4
  %441 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i32 0, i32 0), i32 noundef %440)
  %442 = load i32, i32* @check, align 4
  %443 = and i32 %442, 127
  ret i32 %443
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pair_make(%struct.pair* noalias sret(%struct.pair) align 4 %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, i32* %4, align 4
  store i32 %2, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  %7 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 0
  store i32 %6, i32* %7, align 4
  %8 = load i32, i32* %5, align 4
  %9 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 1
  store i32 %8, i32* %9, align 4
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pair_add(%struct.pair* noalias sret(%struct.pair) align 4 %0, %struct.pair* noundef byval(%struct.pair) align 4 %1, %struct.pair* noundef byval(%struct.pair) align 4 %2) #0 {
  %4 = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %5, %7
  %9 = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %10, %12
  call void @pair_make(%struct.pair* sret(%struct.pair) align 4 %0, i32 noundef %8, i32 noundef %13)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @trio_bump(%struct.trio* noalias sret(%struct.trio) align 4 %0, %struct.trio* noundef byval(%struct.trio) align 4 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  %5 = getelementptr inbounds %struct.trio, %struct.trio* %1, i32 0, i32 0
  %6 = load i16, i16* %5, align 4
  %7 = sext i16 %6 to i32
  %8 = load i32, i32* %4, align 4
  %9 = add nsw i32 %7, %8
  %10 = trunc i32 %9 to i16
  %11 = getelementptr inbounds %struct.trio, %struct.trio* %1, i32 0, i32 0
  store i16 %10, i16* %11, align 4
  %12 = getelementptr inbounds %struct.trio, %struct.trio* %1, i32 0, i32 1
  %13 = load i8, i8* %12, align 2
  %14 = sext i8 %13 to i32
  %15 = sub nsw i32 %14, 1
  %16 = trunc i32 %15 to i8
  %17 = getelementptr inbounds %struct.trio, %struct.trio* %1, i32 0, i32 1
  store i8 %16, i8* %17, align 2
  %18 = getelementptr inbounds %struct.trio, %struct.trio* %1, i32 0, i32 2
  %19 = load i8, i8* %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add nsw i32 %20, 3
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.trio, %struct.trio* %1, i32 0, i32 2
  store i8 %22, i8* %23, align 1
  %24 = getelementptr inbounds %struct.trio, %struct.trio* %1, i32 0, i32 3
  %25 = load i32, i32* %24, align 4
  %26 = mul nsw i32 %25, 2
  %27 = load i32, i32* %4, align 4
  %28 = add nsw i32 %26, %27
  %29 = getelementptr inbounds %struct.trio, %struct.trio* %1, i32 0, i32 3
  store i32 %28, i32* %29, align 4
  %30 = bitcast %struct.trio* %0 to i8*
  %31 = bitcast %struct.trio* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %30, i8* align 4 %31, i32 8, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wide_mul(%struct.wide* noalias sret(%struct.wide) align 8 %0, %struct.wide* noundef byval(%struct.wide) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  %5 = getelementptr inbounds %struct.wide, %struct.wide* %1, i32 0, i32 0
  %6 = load i64, i64* %5, align 8
  %7 = load i32, i32* %4, align 4
  %8 = sext i32 %7 to i64
  %9 = mul nsw i64 %6, %8
  %10 = getelementptr inbounds %struct.wide, %struct.wide* %0, i32 0, i32 0
  store i64 %9, i64* %10, align 8
  %11 = getelementptr inbounds %struct.wide, %struct.wide* %1, i32 0, i32 1
  %12 = load i32, i32* %11, align 8
  %13 = load i32, i32* %4, align 4
  %14 = add nsw i32 %12, %13
  %15 = getelementptr inbounds %struct.wide, %struct.wide* %0, i32 0, i32 1
  store i32 %14, i32* %15, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec2_rot90(%struct.vec2* noalias sret(%struct.vec2) align 8 %0, %struct.vec2* noundef byval(%struct.vec2) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %4 = load double, double* %3, align 8
  %5 = fneg double %4
  %6 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  store double %5, double* %6, align 8
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %8 = load double, double* %7, align 8
  %9 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  store double %8, double* %9, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec2_scale_add(%struct.vec2* noalias sret(%struct.vec2) align 8 %0, %struct.vec2* noundef byval(%struct.vec2) align 8 %1, double noundef %2, %struct.vec2* noundef byval(%struct.vec2) align 8 %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %2, double* %5, align 8
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %8 = load double, double* %7, align 8
  %9 = load double, double* %5, align 8
  %10 = fmul double %8, %9
  store double %10, double* %6, align 8
  %11 = load double, double* %6, align 8
  %12 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 0
  %13 = load double, double* %12, align 8
  %14 = fadd double %11, %13
  %15 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  store double %14, double* %15, align 8
  %16 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %17 = load double, double* %16, align 8
  %18 = load double, double* %5, align 8
  %19 = fmul double %17, %18
  store double %19, double* %6, align 8
  %20 = load double, double* %6, align 8
  %21 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 1
  %22 = load double, double* %21, align 8
  %23 = fadd double %20, %22
  %24 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  store double %23, double* %24, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed_step(%struct.mixed* noalias sret(%struct.mixed) align 4 %0, %struct.mixed* noundef byval(%struct.mixed) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 0
  %4 = load float, float* %3, align 4
  %5 = fmul float %4, 5.000000e-01
  %6 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 1
  %7 = load i32, i32* %6, align 4
  %8 = sitofp i32 %7 to float
  %9 = fadd float %5, %8
  %10 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 0
  store float %9, float* %10, align 4
  %11 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = mul nsw i32 %12, 3
  %14 = sub nsw i32 %13, 1
  %15 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 1
  store i32 %14, i32* %15, align 4
  %16 = bitcast %struct.mixed* %0 to i8*
  %17 = bitcast %struct.mixed* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %16, i8* align 4 %17, i32 8, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed2_step(%struct.mixed2* noalias sret(%struct.mixed2) align 8 %0, %struct.mixed2* noundef byval(%struct.mixed2) align 8 %1, %struct.mixed* noundef byval(%struct.mixed) align 4 %2) #0 {
  %4 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %1, i32 0, i32 0
  %5 = load double, double* %4, align 8
  %6 = getelementptr inbounds %struct.mixed, %struct.mixed* %2, i32 0, i32 0
  %7 = load float, float* %6, align 4
  %8 = fpext float %7 to double
  %9 = fadd double %5, %8
  %10 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %1, i32 0, i32 0
  store double %9, double* %10, align 8
  %11 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %1, i32 0, i32 1
  %12 = load i64, i64* %11, align 8
  %13 = mul nsw i64 %12, 10
  %14 = getelementptr inbounds %struct.mixed, %struct.mixed* %2, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 %13, %16
  %18 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %1, i32 0, i32 1
  store i64 %17, i64* %18, align 8
  %19 = bitcast %struct.mixed2* %0 to i8*
  %20 = bitcast %struct.mixed2* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %19, i8* align 8 %20, i32 16, i1 false)
  ret void
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

8:                                                ; preds = %23, %3
  %9 = load i32, i32* %5, align 4
  %10 = icmp slt i32 %9, 8
  br i1 %10, label %11, label %26

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0
  %13 = load i32, i32* %5, align 4
  %14 = getelementptr inbounds [8 x i32], [8 x i32]* %12, i32 0, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %4, align 4
  %17 = mul nsw i32 %15, %16
  %18 = load i32, i32* %5, align 4
  %19 = add nsw i32 %17, %18
  %20 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0
  %21 = load i32, i32* %5, align 4
  %22 = getelementptr inbounds [8 x i32], [8 x i32]* %20, i32 0, i32 %21
  store i32 %19, i32* %22, align 4
  br label %23

23:                                               ; preds = %11
  %24 = load i32, i32* %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %5, align 4
  br label %8, !llvm.loop !14

26:                                               ; preds = %8
  %27 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 1
  %28 = load double, double* %27, align 8
  %29 = fmul double %28, 1.500000e+00
  %30 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 1
  store double %29, double* %30, align 8
  %31 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 2
  %32 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 2
  %33 = load i32, i32* %4, align 4
  %34 = load i32, i32* %4, align 4
  %35 = sub nsw i32 0, %34
  call void @pair_make(%struct.pair* sret(%struct.pair) align 4 %7, i32 noundef %33, i32 noundef %35)
  call void @pair_add(%struct.pair* sret(%struct.pair) align 4 %6, %struct.pair* noundef byval(%struct.pair) align 4 %32, %struct.pair* noundef byval(%struct.pair) align 4 %7)
  %36 = bitcast %struct.pair* %31 to i8*
  %37 = bitcast %struct.pair* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %36, i8* align 4 %37, i32 8, i1 false)
  %38 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 3
  %39 = load i64, i64* %38, align 8
  %40 = load i32, i32* %4, align 4
  %41 = sext i32 %40 to i64
  %42 = load i32, i32* %4, align 4
  %43 = add nsw i32 30, %42
  %44 = zext i32 %43 to i64
  %45 = shl i64 %41, %44
  %46 = xor i64 %39, %45
  %47 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 3
  store i64 %46, i64* %47, align 8
  %48 = bitcast %struct.big* %0 to i8*
  %49 = bitcast %struct.big* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %48, i8* align 8 %49, i32 56, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_sum(%struct.big* noundef byval(%struct.big) align 8 %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp slt i32 %5, 8
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0
  %9 = load i32, i32* %3, align 4
  %10 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 %9
  %11 = load i32, i32* %10, align 4
  %12 = sext i32 %11 to i64
  %13 = load i64, i64* %2, align 8
  %14 = add nsw i64 %13, %12
  store i64 %14, i64* %2, align 8
  br label %15

15:                                               ; preds = %7
  %16 = load i32, i32* %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %3, align 4
  br label %4, !llvm.loop !15

18:                                               ; preds = %4
  %19 = load i64, i64* %2, align 8
  %20 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 2
  %21 = getelementptr inbounds %struct.pair, %struct.pair* %20, i32 0, i32 0
  %22 = load i32, i32* %21, align 8
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %19, %23
  %25 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 2
  %26 = getelementptr inbounds %struct.pair, %struct.pair* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 %24, %28
  %30 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 1
  %31 = load double, double* %30, align 8
  %32 = fmul double %31, 1.000000e+02
  %33 = fptosi double %32 to i64
  %34 = add nsw i64 %29, %33
  %35 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 3
  %36 = load i64, i64* %35, align 8
  %37 = add nsw i64 %34, %36
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many_structs(%struct.pair* noundef byval(%struct.pair) align 4 %0, %struct.pair* noundef byval(%struct.pair) align 4 %1, %struct.wide* noundef byval(%struct.wide) align 8 %2, %struct.vec2* noundef byval(%struct.vec2) align 8 %3, %struct.mixed* noundef byval(%struct.mixed) align 4 %4, %struct.pair* noundef byval(%struct.pair) align 4 %5, %struct.wide* noundef byval(%struct.wide) align 8 %6, %struct.vec2* noundef byval(%struct.vec2) align 8 %7, %struct.big* noundef byval(%struct.big) align 8 %8, %struct.pair* noundef byval(%struct.pair) align 4 %9) #0 {
  %11 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 %13, %16
  %18 = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = mul nsw i32 %19, 2
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %17, %21
  %23 = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 0, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = mul nsw i32 %24, 3
  %26 = sext i32 %25 to i64
  %27 = add nsw i64 %22, %26
  %28 = getelementptr inbounds %struct.wide, %struct.wide* %2, i32 0, i32 0
  %29 = load i64, i64* %28, align 8
  %30 = add nsw i64 %27, %29
  %31 = getelementptr inbounds %struct.wide, %struct.wide* %2, i32 0, i32 1
  %32 = load i32, i32* %31, align 8
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %30, %33
  %35 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 0
  %36 = load double, double* %35, align 8
  %37 = fmul double %36, 1.000000e+01
  %38 = fptosi double %37 to i64
  %39 = add nsw i64 %34, %38
  %40 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 1
  %41 = load double, double* %40, align 8
  %42 = fmul double %41, 1.000000e+02
  %43 = fptosi double %42 to i64
  %44 = add nsw i64 %39, %43
  %45 = getelementptr inbounds %struct.mixed, %struct.mixed* %4, i32 0, i32 0
  %46 = load float, float* %45, align 4
  %47 = fptosi float %46 to i64
  %48 = add nsw i64 %44, %47
  %49 = getelementptr inbounds %struct.mixed, %struct.mixed* %4, i32 0, i32 1
  %50 = load i32, i32* %49, align 4
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %48, %51
  %53 = getelementptr inbounds %struct.pair, %struct.pair* %5, i32 0, i32 0
  %54 = load i32, i32* %53, align 4
  %55 = sext i32 %54 to i64
  %56 = add nsw i64 %52, %55
  %57 = getelementptr inbounds %struct.pair, %struct.pair* %5, i32 0, i32 1
  %58 = load i32, i32* %57, align 4
  %59 = sext i32 %58 to i64
  %60 = sub nsw i64 %56, %59
  %61 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 0
  %62 = load i64, i64* %61, align 8
  %63 = add nsw i64 %60, %62
  %64 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 1
  %65 = load i32, i32* %64, align 8
  %66 = sext i32 %65 to i64
  %67 = sub nsw i64 %63, %66
  %68 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  %69 = load double, double* %68, align 8
  %70 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 1
  %71 = load double, double* %70, align 8
  %72 = fsub double %69, %71
  %73 = fptosi double %72 to i64
  %74 = add nsw i64 %67, %73
  %75 = call i64 @big_sum(%struct.big* noundef byval(%struct.big) align 8 %8)
  %76 = add nsw i64 %74, %75
  %77 = getelementptr inbounds %struct.pair, %struct.pair* %9, i32 0, i32 0
  %78 = load i32, i32* %77, align 4
  %79 = getelementptr inbounds %struct.pair, %struct.pair* %9, i32 0, i32 1
  %80 = load i32, i32* %79, align 4
  %81 = mul nsw i32 %78, %80
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %76, %82
  ret i64 %83
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_rec(%struct.node_rec* noundef %0, %struct.node_rec* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.node_rec*, align 4
  %5 = alloca %struct.node_rec*, align 4
  store %struct.node_rec* %0, %struct.node_rec** %4, align 4
  store %struct.node_rec* %1, %struct.node_rec** %5, align 4
  %6 = load %struct.node_rec*, %struct.node_rec** %4, align 4
  %7 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %6, i32 0, i32 0
  %8 = getelementptr inbounds %struct.pair, %struct.pair* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 8
  %10 = load %struct.node_rec*, %struct.node_rec** %5, align 4
  %11 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %10, i32 0, i32 0
  %12 = getelementptr inbounds %struct.pair, %struct.pair* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 8
  %14 = icmp ne i32 %9, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %2
  %16 = load %struct.node_rec*, %struct.node_rec** %4, align 4
  %17 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %16, i32 0, i32 0
  %18 = getelementptr inbounds %struct.pair, %struct.pair* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 8
  %20 = load %struct.node_rec*, %struct.node_rec** %5, align 4
  %21 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %20, i32 0, i32 0
  %22 = getelementptr inbounds %struct.pair, %struct.pair* %21, i32 0, i32 0
  %23 = load i32, i32* %22, align 8
  %24 = icmp slt i32 %19, %23
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i32 -1, i32 1
  store i32 %26, i32* %3, align 4
  br label %50

27:                                               ; preds = %2
  %28 = load %struct.node_rec*, %struct.node_rec** %4, align 4
  %29 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %28, i32 0, i32 0
  %30 = getelementptr inbounds %struct.pair, %struct.pair* %29, i32 0, i32 1
  %31 = load i32, i32* %30, align 4
  %32 = load %struct.node_rec*, %struct.node_rec** %5, align 4
  %33 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %32, i32 0, i32 0
  %34 = getelementptr inbounds %struct.pair, %struct.pair* %33, i32 0, i32 1
  %35 = load i32, i32* %34, align 4
  %36 = icmp ne i32 %31, %35
  br i1 %36, label %37, label %49

37:                                               ; preds = %27
  %38 = load %struct.node_rec*, %struct.node_rec** %4, align 4
  %39 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %38, i32 0, i32 0
  %40 = getelementptr inbounds %struct.pair, %struct.pair* %39, i32 0, i32 1
  %41 = load i32, i32* %40, align 4
  %42 = load %struct.node_rec*, %struct.node_rec** %5, align 4
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }

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
