; ModuleID = 'c/float_ops.c'
source_filename = "c/float_ops.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@vzero = internal global double 0.000000e+00, align 8
@vone = internal global i32 1, align 4
@.str = private unnamed_addr constant [28 x i8] c"d: %.17g %.17g %.17g %.17g\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"f: %.9g %.9g %.9g %.9g\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"mixed: %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"poly: %.17g %.17g %.17g\0A\00", align 1
@.str.4 = private unnamed_addr constant [50 x i8] c"sqrt(%g) = %.17g newton=%.17g sqrtf=%.9g fabs=%g\0A\00", align 1
@.str.5 = private unnamed_addr constant [42 x i8] c"fabs(-0.0)=%g sqrt(-0.0)=%g sqrt(inf)=%g\0A\00", align 1
@main.i32s = internal constant [7 x i32] [i32 0, i32 1, i32 -1, i32 16777217, i32 -16777217, i32 2147483647, i32 -2147483648], align 4
@main.i64s = internal constant [6 x i64] [i64 0, i64 -1, i64 9007199254740993, i64 -9007199254740993, i64 9223372036854775807, i64 -9223372036854775808], align 8
@main.ds = internal constant [9 x double] [double 5.000000e-01, double -5.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double -2.900000e+00, double 0x41DFFFFFFFC00000, double 0xC1E0000000000000, double 0x430C6BF526340006], align 8
@.str.6 = private unnamed_addr constant [26 x i8] c"i32 %d -> f %.9g d %.17g\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"i64 %lld -> f %.9g d %.17g\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"d %.17g -> i32 %d i64 %lld i16 %d\0A\00", align 1
@main.u32s = internal constant [6 x i32] [i32 0, i32 1, i32 -2147483648, i32 -1294967296, i32 -1, i32 16777217], align 4
@main.u64s = internal constant [10 x i64] [i64 0, i64 1, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807, i64 -2048, i64 -1024, i64 -1, i64 -9223372036854774783, i64 -6101065172474983726], align 8
@main.uds = internal constant [7 x double] [double 0.000000e+00, double 0x3FEFAE147AE147AE, double 0x41EFFFFFFFE00000, double 0x43E0000000000000, double 1.800000e+19, double 0x43EFFFFFFFFFFFFF, double 0x4345EE2A2EB5A5C4], align 8
@.str.9 = private unnamed_addr constant [26 x i8] c"u32 %u -> f %.9g d %.17g\0A\00", align 1
@.str.10 = private unnamed_addr constant [28 x i8] c"u64 %llu -> f %.9g d %.17g\0A\00", align 1
@.str.11 = private unnamed_addr constant [49 x i8] c"d %.17g -> u64 %llu u32 %u u8 %u via-float %llu\0A\00", align 1
@.str.12 = private unnamed_addr constant [21 x i8] c"float 3e9 -> u32 %u\0A\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"cmp[%d]:\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@check = internal global i32 0, align 4
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [22 x i8] c"cmpf: %02x %02x %02x\0A\00", align 1
@.str.17 = private unnamed_addr constant [93 x i8] c"isnan=%d self-eq=%d max(nan,1)=%g max(1,nan) is nan: %d min(nan,1)=%g min(1,nan) is nan: %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [42 x i8] c"inf-inf is nan: %d, 1/-inf=%g, -0==0: %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [43 x i8] c"fabs(nan) is nan: %d, sqrt(-1) is nan: %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [35 x i8] c"harmonic: float %.9g double %.17g\0A\00", align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca double, align 8
  %12 = alloca float, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca double, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i16, align 2
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca double, align 8
  %25 = alloca i64, align 8
  %26 = alloca i32, align 4
  %27 = alloca i8, align 1
  %28 = alloca float, align 4
  %29 = alloca i64, align 8
  %30 = alloca float, align 4
  %31 = alloca i32, align 4
  %32 = alloca [6 x double], align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca float, align 4
  %36 = alloca double, align 8
  %37 = alloca float, align 4
  store i32 0, i32* %1, align 4
  %38 = load volatile double, double* @vzero, align 8
  store double %38, double* %2, align 8
  %39 = load double, double* %2, align 8
  %40 = load double, double* %2, align 8
  %41 = fdiv double %39, %40
  store double %41, double* %3, align 8
  %42 = load double, double* %2, align 8
  %43 = fdiv double 1.000000e+00, %42
  store double %43, double* %4, align 8
  %44 = load volatile i32, i32* @vone, align 4
  store i32 %44, i32* %5, align 4
  %45 = load double, double* %2, align 8
  %46 = fadd double 0x3FD5555555555555, %45
  store double %46, double* %7, align 8
  %47 = load double, double* %2, align 8
  %48 = fadd double 0x3FD2492492492492, %47
  store double %48, double* %8, align 8
  %49 = load double, double* %2, align 8
  %50 = fptrunc double %49 to float
  %51 = fadd float 0x3FD5555560000000, %50
  store float %51, float* %9, align 4
  %52 = load double, double* %2, align 8
  %53 = fptrunc double %52 to float
  %54 = fadd float 2.500000e+00, %53
  store float %54, float* %10, align 4
  %55 = load double, double* %7, align 8
  %56 = load double, double* %8, align 8
  %57 = fadd double %55, %56
  %58 = load double, double* %7, align 8
  %59 = load double, double* %8, align 8
  %60 = fsub double %58, %59
  %61 = load double, double* %7, align 8
  %62 = load double, double* %8, align 8
  %63 = fmul double %61, %62
  %64 = load double, double* %7, align 8
  %65 = load double, double* %8, align 8
  %66 = fdiv double %64, %65
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), double noundef %57, double noundef %60, double noundef %63, double noundef %66)
  %68 = load float, float* %9, align 4
  %69 = load float, float* %10, align 4
  %70 = fadd float %68, %69
  %71 = fpext float %70 to double
  %72 = load float, float* %9, align 4
  %73 = load float, float* %10, align 4
  %74 = fsub float %72, %73
  %75 = fpext float %74 to double
  %76 = load float, float* %9, align 4
  %77 = load float, float* %10, align 4
  %78 = fmul float %76, %77
  %79 = fpext float %78 to double
  %80 = load float, float* %9, align 4
  %81 = load float, float* %10, align 4
  %82 = fdiv float %80, %81
  %83 = fpext float %82 to double
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i32 0, i32 0), double noundef %71, double noundef %75, double noundef %79, double noundef %83)
  %85 = load float, float* %9, align 4
  %86 = fpext float %85 to double
  %87 = load double, double* %8, align 8
  %88 = fmul double %86, %87
  %89 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), double noundef %88)
  %90 = load double, double* %7, align 8
  %91 = call double @poly(double noundef %90)
  %92 = load double, double* %8, align 8
  %93 = fneg double %92
  %94 = call double @poly(double noundef %93)
  %95 = call double @poly(double noundef 1.050000e+01)
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i32 0, i32 0), double noundef %91, double noundef %94, double noundef %95)
  %97 = load double, double* %7, align 8
  %98 = load double, double* %8, align 8
  %99 = fadd double %97, %98
  call void @mix_d(double noundef %99)
  %100 = load double, double* %7, align 8
  %101 = load double, double* %8, align 8
  %102 = fmul double %100, %101
  call void @mix_d(double noundef %102)
  %103 = load double, double* %7, align 8
  %104 = call double @poly(double noundef %103)
  call void @mix_d(double noundef %104)
  %105 = load float, float* %9, align 4
  %106 = load float, float* %10, align 4
  %107 = fmul float %105, %106
  %108 = fpext float %107 to double
  call void @mix_d(double noundef %108)
  store i32 0, i32* %6, align 4
  br label %109

109:                                              ; preds = %139, %0
  %110 = load i32, i32* %6, align 4
  %111 = icmp slt i32 %110, 6
  br i1 %111, label %112, label %142

112:                                              ; preds = %109
  %113 = load i32, i32* %6, align 4
  %114 = load i32, i32* %6, align 4
  %115 = mul nsw i32 %113, %114
  %116 = mul nsw i32 %115, 7
  %117 = load i32, i32* %5, align 4
  %118 = add nsw i32 %116, %117
  %119 = sitofp i32 %118 to double
  store double %119, double* %11, align 8
  %120 = load double, double* %11, align 8
  %121 = fptrunc double %120 to float
  store float %121, float* %12, align 4
  %122 = load double, double* %11, align 8
  %123 = call double @sqrt(double noundef %122) #4
  store double %123, double* %13, align 8
  %124 = load double, double* %11, align 8
  %125 = call double @newton_sqrt(double noundef %124)
  store double %125, double* %14, align 8
  %126 = load double, double* %11, align 8
  %127 = load double, double* %13, align 8
  %128 = load double, double* %14, align 8
  %129 = load float, float* %12, align 4
  %130 = call float @sqrtf(float noundef %129) #4
  %131 = fpext float %130 to double
  %132 = load double, double* %11, align 8
  %133 = fneg double %132
  %134 = fadd double %133, 3.500000e+00
  %135 = call double @llvm.fabs.f64(double %134)
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.4, i32 0, i32 0), double noundef %126, double noundef %127, double noundef %128, double noundef %131, double noundef %135)
  %137 = load double, double* %13, align 8
  call void @mix_d(double noundef %137)
  %138 = load double, double* %14, align 8
  call void @mix_d(double noundef %138)
  br label %139

139:                                              ; preds = %112
  %140 = load i32, i32* %6, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, i32* %6, align 4
  br label %109, !llvm.loop !6

142:                                              ; preds = %109
  %143 = load double, double* %2, align 8
  %144 = fneg double %143
  %145 = call double @llvm.fabs.f64(double %144)
  %146 = load double, double* %2, align 8
  %147 = fneg double %146
  %148 = call double @sqrt(double noundef %147) #4
  %149 = load double, double* %4, align 8
  %150 = call double @sqrt(double noundef %149) #4
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.5, i32 0, i32 0), double noundef %145, double noundef %148, double noundef %150)
  store i32 0, i32* %6, align 4
  br label %152

152:                                              ; preds = %171, %142
  %153 = load i32, i32* %6, align 4
  %154 = icmp slt i32 %153, 7
  br i1 %154, label %155, label %174

155:                                              ; preds = %152
  %156 = load i32, i32* %6, align 4
  %157 = getelementptr inbounds [7 x i32], [7 x i32]* @main.i32s, i32 0, i32 %156
  %158 = load i32, i32* %157, align 4
  %159 = load i32, i32* %5, align 4
  %160 = mul nsw i32 %158, %159
  store i32 %160, i32* %15, align 4
  %161 = load i32, i32* %15, align 4
  %162 = load i32, i32* %15, align 4
  %163 = sitofp i32 %162 to float
  %164 = fpext float %163 to double
  %165 = load i32, i32* %15, align 4
  %166 = sitofp i32 %165 to double
  %167 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %161, double noundef %164, double noundef %166)
  %168 = load i32, i32* %15, align 4
  %169 = sitofp i32 %168 to float
  %170 = fpext float %169 to double
  call void @mix_d(double noundef %170)
  br label %171

171:                                              ; preds = %155
  %172 = load i32, i32* %6, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, i32* %6, align 4
  br label %152, !llvm.loop !8

174:                                              ; preds = %152
  store i32 0, i32* %6, align 4
  br label %175

175:                                              ; preds = %194, %174
  %176 = load i32, i32* %6, align 4
  %177 = icmp slt i32 %176, 6
  br i1 %177, label %178, label %197

178:                                              ; preds = %175
  %179 = load i32, i32* %6, align 4
  %180 = getelementptr inbounds [6 x i64], [6 x i64]* @main.i64s, i32 0, i32 %179
  %181 = load i64, i64* %180, align 8
  %182 = load i32, i32* %5, align 4
  %183 = sext i32 %182 to i64
  %184 = mul nsw i64 %181, %183
  store i64 %184, i64* %16, align 8
  %185 = load i64, i64* %16, align 8
  %186 = load i64, i64* %16, align 8
  %187 = sitofp i64 %186 to float
  %188 = fpext float %187 to double
  %189 = load i64, i64* %16, align 8
  %190 = sitofp i64 %189 to double
  %191 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.7, i32 0, i32 0), i64 noundef %185, double noundef %188, double noundef %190)
  %192 = load i64, i64* %16, align 8
  %193 = sitofp i64 %192 to double
  call void @mix_d(double noundef %193)
  br label %194

194:                                              ; preds = %178
  %195 = load i32, i32* %6, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, i32* %6, align 4
  br label %175, !llvm.loop !9

197:                                              ; preds = %175
  store i32 0, i32* %6, align 4
  br label %198

198:                                              ; preds = %239, %197
  %199 = load i32, i32* %6, align 4
  %200 = icmp slt i32 %199, 9
  br i1 %200, label %201, label %242

201:                                              ; preds = %198
  %202 = load i32, i32* %6, align 4
  %203 = getelementptr inbounds [9 x double], [9 x double]* @main.ds, i32 0, i32 %202
  %204 = load double, double* %203, align 8
  %205 = load i32, i32* %5, align 4
  %206 = sitofp i32 %205 to double
  %207 = fmul double %204, %206
  store double %207, double* %17, align 8
  %208 = load double, double* %17, align 8
  %209 = fptosi double %208 to i64
  store i64 %209, i64* %18, align 8
  %210 = load double, double* %17, align 8
  %211 = fcmp oge double %210, 0xC1E0000000000000
  br i1 %211, label %212, label %218

212:                                              ; preds = %201
  %213 = load double, double* %17, align 8
  %214 = fcmp ole double %213, 0x41DFFFFFFFC00000
  br i1 %214, label %215, label %218

215:                                              ; preds = %212
  %216 = load double, double* %17, align 8
  %217 = fptosi double %216 to i32
  br label %219

218:                                              ; preds = %212, %201
  br label %219

219:                                              ; preds = %218, %215
  %220 = phi i32 [ %217, %215 ], [ 0, %218 ]
  store i32 %220, i32* %19, align 4
  %221 = load double, double* %17, align 8
  %222 = fcmp ogt double %221, -3.276800e+04
  br i1 %222, label %223, label %228

223:                                              ; preds = %219
  %224 = load double, double* %17, align 8
  %225 = fcmp olt double %224, 3.276800e+04
  br i1 %225, label %226, label %228

226:                                              ; preds = %223
  %227 = load double, double* %17, align 8
  br label %229

228:                                              ; preds = %223, %219
  br label %229

229:                                              ; preds = %228, %226
  %230 = phi double [ %227, %226 ], [ 0.000000e+00, %228 ]
  %231 = fptosi double %230 to i16
  store i16 %231, i16* %20, align 2
  %232 = load double, double* %17, align 8
  %233 = load i32, i32* %19, align 4
  %234 = load i64, i64* %18, align 8
  %235 = load i16, i16* %20, align 2
  %236 = sext i16 %235 to i32
  %237 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.8, i32 0, i32 0), double noundef %232, i32 noundef %233, i64 noundef %234, i32 noundef %236)
  %238 = load i64, i64* %18, align 8
  call void @mix_u64(i64 noundef %238)
  br label %239

239:                                              ; preds = %229
  %240 = load i32, i32* %6, align 4
  %241 = add nsw i32 %240, 1
  store i32 %241, i32* %6, align 4
  br label %198, !llvm.loop !10

242:                                              ; preds = %198
  %243 = load i32, i32* %5, align 4
  %244 = sext i32 %243 to i64
  store i64 %244, i64* %21, align 8
  store i32 0, i32* %6, align 4
  br label %245

245:                                              ; preds = %263, %242
  %246 = load i32, i32* %6, align 4
  %247 = icmp slt i32 %246, 6
  br i1 %247, label %248, label %266

248:                                              ; preds = %245
  %249 = load i32, i32* %6, align 4
  %250 = getelementptr inbounds [6 x i32], [6 x i32]* @main.u32s, i32 0, i32 %249
  %251 = load i32, i32* %250, align 4
  %252 = load i32, i32* %5, align 4
  %253 = mul i32 %251, %252
  store i32 %253, i32* %22, align 4
  %254 = load i32, i32* %22, align 4
  %255 = load i32, i32* %22, align 4
  %256 = uitofp i32 %255 to float
  %257 = fpext float %256 to double
  %258 = load i32, i32* %22, align 4
  %259 = uitofp i32 %258 to double
  %260 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i32 0, i32 0), i32 noundef %254, double noundef %257, double noundef %259)
  %261 = load i32, i32* %22, align 4
  %262 = uitofp i32 %261 to double
  call void @mix_d(double noundef %262)
  br label %263

263:                                              ; preds = %248
  %264 = load i32, i32* %6, align 4
  %265 = add nsw i32 %264, 1
  store i32 %265, i32* %6, align 4
  br label %245, !llvm.loop !11

266:                                              ; preds = %245
  store i32 0, i32* %6, align 4
  br label %267

267:                                              ; preds = %288, %266
  %268 = load i32, i32* %6, align 4
  %269 = icmp slt i32 %268, 10
  br i1 %269, label %270, label %291

270:                                              ; preds = %267
  %271 = load i32, i32* %6, align 4
  %272 = getelementptr inbounds [10 x i64], [10 x i64]* @main.u64s, i32 0, i32 %271
  %273 = load i64, i64* %272, align 8
  %274 = load i64, i64* %21, align 8
  %275 = mul i64 %273, %274
  store i64 %275, i64* %23, align 8
  %276 = load i64, i64* %23, align 8
  %277 = load i64, i64* %23, align 8
  %278 = uitofp i64 %277 to float
  %279 = fpext float %278 to double
  %280 = load i64, i64* %23, align 8
  %281 = uitofp i64 %280 to double
  %282 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.10, i32 0, i32 0), i64 noundef %276, double noundef %279, double noundef %281)
  %283 = load i64, i64* %23, align 8
  %284 = uitofp i64 %283 to double
  call void @mix_d(double noundef %284)
  %285 = load i64, i64* %23, align 8
  %286 = uitofp i64 %285 to float
  %287 = fpext float %286 to double
  call void @mix_d(double noundef %287)
  br label %288

288:                                              ; preds = %270
  %289 = load i32, i32* %6, align 4
  %290 = add nsw i32 %289, 1
  store i32 %290, i32* %6, align 4
  br label %267, !llvm.loop !12

291:                                              ; preds = %267
  store i32 0, i32* %6, align 4
  br label %292

292:                                              ; preds = %339, %291
  %293 = load i32, i32* %6, align 4
  %294 = icmp slt i32 %293, 7
  br i1 %294, label %295, label %342

295:                                              ; preds = %292
  %296 = load i32, i32* %6, align 4
  %297 = getelementptr inbounds [7 x double], [7 x double]* @main.uds, i32 0, i32 %296
  %298 = load double, double* %297, align 8
  %299 = load i32, i32* %5, align 4
  %300 = sitofp i32 %299 to double
  %301 = fmul double %298, %300
  store double %301, double* %24, align 8
  %302 = load double, double* %24, align 8
  %303 = fptoui double %302 to i64
  store i64 %303, i64* %25, align 8
  %304 = load double, double* %24, align 8
  %305 = fcmp olt double %304, 0x41F0000000000000
  br i1 %305, label %306, label %309

306:                                              ; preds = %295
  %307 = load double, double* %24, align 8
  %308 = fptoui double %307 to i32
  br label %310

309:                                              ; preds = %295
  br label %310

310:                                              ; preds = %309, %306
  %311 = phi i32 [ %308, %306 ], [ 0, %309 ]
  store i32 %311, i32* %26, align 4
  %312 = load double, double* %24, align 8
  %313 = fcmp olt double %312, 2.560000e+02
  br i1 %313, label %314, label %316

314:                                              ; preds = %310
  %315 = load double, double* %24, align 8
  br label %317

316:                                              ; preds = %310
  br label %317

317:                                              ; preds = %316, %314
  %318 = phi double [ %315, %314 ], [ 2.550000e+02, %316 ]
  %319 = fptoui double %318 to i8
  store i8 %319, i8* %27, align 1
  %320 = load double, double* %24, align 8
  %321 = fptrunc double %320 to float
  store float %321, float* %28, align 4
  %322 = load float, float* %28, align 4
  %323 = fcmp olt float %322, 0x43F0000000000000
  br i1 %323, label %324, label %327

324:                                              ; preds = %317
  %325 = load float, float* %28, align 4
  %326 = fptoui float %325 to i64
  br label %328

327:                                              ; preds = %317
  br label %328

328:                                              ; preds = %327, %324
  %329 = phi i64 [ %326, %324 ], [ 1, %327 ]
  store i64 %329, i64* %29, align 8
  %330 = load double, double* %24, align 8
  %331 = load i64, i64* %25, align 8
  %332 = load i32, i32* %26, align 4
  %333 = load i8, i8* %27, align 1
  %334 = zext i8 %333 to i32
  %335 = load i64, i64* %29, align 8
  %336 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.11, i32 0, i32 0), double noundef %330, i64 noundef %331, i32 noundef %332, i32 noundef %334, i64 noundef %335)
  %337 = load i64, i64* %25, align 8
  call void @mix_u64(i64 noundef %337)
  %338 = load i64, i64* %29, align 8
  call void @mix_u64(i64 noundef %338)
  br label %339

339:                                              ; preds = %328
  %340 = load i32, i32* %6, align 4
  %341 = add nsw i32 %340, 1
  store i32 %341, i32* %6, align 4
  br label %292, !llvm.loop !13

342:                                              ; preds = %292
  %343 = load i32, i32* %5, align 4
  %344 = sitofp i32 %343 to float
  %345 = fmul float 3.000000e+09, %344
  store float %345, float* %30, align 4
  %346 = load float, float* %30, align 4
  %347 = fptoui float %346 to i32
  store i32 %347, i32* %31, align 4
  %348 = load i32, i32* %31, align 4
  %349 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.12, i32 0, i32 0), i32 noundef %348)
  %350 = load i32, i32* %31, align 4
  %351 = zext i32 %350 to i64
  call void @mix_u64(i64 noundef %351)
  %352 = load double, double* %3, align 8
  %353 = getelementptr inbounds [6 x double], [6 x double]* %32, i32 0, i32 0
  store double %352, double* %353, align 8
  %354 = load double, double* %4, align 8
  %355 = getelementptr inbounds [6 x double], [6 x double]* %32, i32 0, i32 1
  store double %354, double* %355, align 8
  %356 = load double, double* %4, align 8
  %357 = fneg double %356
  %358 = getelementptr inbounds [6 x double], [6 x double]* %32, i32 0, i32 2
  store double %357, double* %358, align 8
  %359 = load double, double* %2, align 8
  %360 = getelementptr inbounds [6 x double], [6 x double]* %32, i32 0, i32 3
  store double %359, double* %360, align 8
  %361 = load double, double* %2, align 8
  %362 = fneg double %361
  %363 = getelementptr inbounds [6 x double], [6 x double]* %32, i32 0, i32 4
  store double %362, double* %363, align 8
  %364 = load double, double* %2, align 8
  %365 = fadd double 1.000000e+00, %364
  %366 = getelementptr inbounds [6 x double], [6 x double]* %32, i32 0, i32 5
  store double %365, double* %366, align 8
  store i32 0, i32* %6, align 4
  br label %367

367:                                              ; preds = %395, %342
  %368 = load i32, i32* %6, align 4
  %369 = icmp slt i32 %368, 6
  br i1 %369, label %370, label %398

370:                                              ; preds = %367
  %371 = load i32, i32* %6, align 4
  %372 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i32 noundef %371)
  store i32 0, i32* %33, align 4
  br label %373

373:                                              ; preds = %390, %370
  %374 = load i32, i32* %33, align 4
  %375 = icmp slt i32 %374, 6
  br i1 %375, label %376, label %393

376:                                              ; preds = %373
  %377 = load i32, i32* %6, align 4
  %378 = getelementptr inbounds [6 x double], [6 x double]* %32, i32 0, i32 %377
  %379 = load double, double* %378, align 8
  %380 = load i32, i32* %33, align 4
  %381 = getelementptr inbounds [6 x double], [6 x double]* %32, i32 0, i32 %380
  %382 = load double, double* %381, align 8
  %383 = call i32 @cmp_bits(double noundef %379, double noundef %382)
  store i32 %383, i32* %34, align 4
  %384 = load i32, i32* %34, align 4
  %385 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i32 noundef %384)
  %386 = load i32, i32* @check, align 4
  %387 = mul i32 %386, 3
  %388 = load i32, i32* %34, align 4
  %389 = add i32 %387, %388
  store i32 %389, i32* @check, align 4
  br label %390

390:                                              ; preds = %376
  %391 = load i32, i32* %33, align 4
  %392 = add nsw i32 %391, 1
  store i32 %392, i32* %33, align 4
  br label %373, !llvm.loop !14

393:                                              ; preds = %373
  %394 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0))
  br label %395

395:                                              ; preds = %393
  %396 = load i32, i32* %6, align 4
  %397 = add nsw i32 %396, 1
  store i32 %397, i32* %6, align 4
  br label %367, !llvm.loop !15

398:                                              ; preds = %367
  %399 = load double, double* %3, align 8
  %400 = fptrunc double %399 to float
  %401 = call i32 @cmp_bits_f(float noundef %400, float noundef 1.000000e+00)
  %402 = load double, double* %3, align 8
  %403 = fptrunc double %402 to float
  %404 = call i32 @cmp_bits_f(float noundef 2.000000e+00, float noundef %403)
  %405 = load double, double* %2, align 8
  %406 = fneg double %405
  %407 = fptrunc double %406 to float
  %408 = load double, double* %2, align 8
  %409 = fptrunc double %408 to float
  %410 = call i32 @cmp_bits_f(float noundef %407, float noundef %409)
  %411 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i32 0, i32 0), i32 noundef %401, i32 noundef %404, i32 noundef %410)
  %412 = load double, double* %3, align 8
  %413 = load double, double* %3, align 8
  %414 = fcmp une double %412, %413
  %415 = zext i1 %414 to i32
  %416 = load double, double* %3, align 8
  %417 = load double, double* %3, align 8
  %418 = fcmp oeq double %416, %417
  %419 = zext i1 %418 to i32
  %420 = load double, double* %3, align 8
  %421 = call double @dmax(double noundef %420, double noundef 1.000000e+00)
  %422 = load double, double* %3, align 8
  %423 = call double @dmax(double noundef 1.000000e+00, double noundef %422)
  %424 = load double, double* %3, align 8
  %425 = call double @dmax(double noundef 1.000000e+00, double noundef %424)
  %426 = fcmp une double %423, %425
  %427 = zext i1 %426 to i32
  %428 = load double, double* %3, align 8
  %429 = call double @dmin(double noundef %428, double noundef 1.000000e+00)
  %430 = load double, double* %3, align 8
  %431 = call double @dmin(double noundef 1.000000e+00, double noundef %430)
  %432 = load double, double* %3, align 8
  %433 = call double @dmin(double noundef 1.000000e+00, double noundef %432)
  %434 = fcmp une double %431, %433
  %435 = zext i1 %434 to i32
  %436 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([93 x i8], [93 x i8]* @.str.17, i32 0, i32 0), i32 noundef %415, i32 noundef %419, double noundef %421, i32 noundef %427, double noundef %429, i32 noundef %435)
  %437 = load double, double* %4, align 8
  %438 = load double, double* %4, align 8
  %439 = fsub double %437, %438
  %440 = load double, double* %4, align 8
  %441 = load double, double* %4, align 8
  %442 = fsub double %440, %441
  %443 = fcmp une double %439, %442
  %444 = zext i1 %443 to i32
  %445 = load double, double* %4, align 8
  %446 = fneg double %445
  %447 = fdiv double 1.000000e+00, %446
  %448 = load double, double* %2, align 8
  %449 = fneg double %448
  %450 = load double, double* %2, align 8
  %451 = fcmp oeq double %449, %450
  %452 = zext i1 %451 to i32
  %453 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.18, i32 0, i32 0), i32 noundef %444, double noundef %447, i32 noundef %452)
  %454 = load double, double* %3, align 8
  %455 = call double @llvm.fabs.f64(double %454)
  %456 = load double, double* %3, align 8
  %457 = call double @llvm.fabs.f64(double %456)
  %458 = fcmp une double %455, %457
  %459 = zext i1 %458 to i32
  %460 = load i32, i32* %5, align 4
  %461 = sitofp i32 %460 to double
  %462 = fmul double -1.000000e+00, %461
  %463 = call double @sqrt(double noundef %462) #4
  %464 = load i32, i32* %5, align 4
  %465 = sitofp i32 %464 to double
  %466 = fmul double -1.000000e+00, %465
  %467 = call double @sqrt(double noundef %466) #4
  %468 = fcmp une double %463, %467
  %469 = zext i1 %468 to i32
  %470 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.19, i32 0, i32 0), i32 noundef %459, i32 noundef %469)
  store float 0.000000e+00, float* %35, align 4
  store double 0.000000e+00, double* %36, align 8
  store i32 1, i32* %6, align 4
  br label %471

471:                                              ; preds = %486, %398
  %472 = load i32, i32* %6, align 4
  %473 = icmp sle i32 %472, 1000
  br i1 %473, label %474, label %489

474:                                              ; preds = %471
  %475 = load i32, i32* %6, align 4
  %476 = sitofp i32 %475 to float
  store float %476, float* %37, align 4
  %477 = load float, float* %37, align 4
  %478 = fdiv float 1.000000e+00, %477
  %479 = load float, float* %35, align 4
  %480 = fadd float %479, %478
  store float %480, float* %35, align 4
  %481 = load i32, i32* %6, align 4
  %482 = sitofp i32 %481 to double
  %483 = fdiv double 1.000000e+00, %482
  %484 = load double, double* %36, align 8
  %485 = fadd double %484, %483
  store double %485, double* %36, align 8
  br label %486

486:                                              ; preds = %474
  %487 = load i32, i32* %6, align 4
  %488 = add nsw i32 %487, 1
  store i32 %488, i32* %6, align 4
  br label %471, !llvm.loop !16

489:                                              ; preds = %471
  %490 = load float, float* %35, align 4
  %491 = fpext float %490 to double
  %492 = load double, double* %36, align 8
  %493 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.20, i32 0, i32 0), double noundef %491, double noundef %492)
  %494 = load float, float* %35, align 4
  %495 = fpext float %494 to double
  call void @mix_d(double noundef %495)
  %496 = load double, double* %36, align 8
  call void @mix_d(double noundef %496)
  %497 = load i32, i32* @check, align 4
  %498 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.21, i32 0, i32 0), i32 noundef %497)
  %499 = load i32, i32* @check, align 4
  %500 = and i32 %499, 127
  ret i32 %500
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @poly(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %2, align 8
  store double 3.000000e+00, double* %3, align 8
  %5 = load double, double* %3, align 8
  %6 = load double, double* %2, align 8
  %7 = fmul double %5, %6
  store double %7, double* %4, align 8
  %8 = load double, double* %4, align 8
  %9 = fsub double %8, 2.000000e+00
  store double %9, double* %3, align 8
  %10 = load double, double* %3, align 8
  %11 = load double, double* %2, align 8
  %12 = fmul double %10, %11
  store double %12, double* %4, align 8
  %13 = load double, double* %4, align 8
  %14 = fadd double %13, 5.000000e-01
  store double %14, double* %3, align 8
  %15 = load double, double* %3, align 8
  %16 = load double, double* %2, align 8
  %17 = fmul double %15, %16
  store double %17, double* %4, align 8
  %18 = load double, double* %4, align 8
  %19 = fsub double %18, 7.250000e+00
  store double %19, double* %3, align 8
  %20 = load double, double* %3, align 8
  ret double %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = load double, double* %2, align 8
  %5 = fcmp une double %3, %4
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i32, i32* @check, align 4
  %8 = mul i32 %7, 3
  %9 = add i32 %8, 32760
  store i32 %9, i32* @check, align 4
  br label %41

10:                                               ; preds = %1
  %11 = load double, double* %2, align 8
  %12 = fcmp olt double %11, 0.000000e+00
  br i1 %12, label %13, label %17

13:                                               ; preds = %10
  %14 = load i32, i32* @check, align 4
  %15 = mul i32 %14, 5
  %16 = add i32 %15, 1
  store i32 %16, i32* @check, align 4
  br label %17

17:                                               ; preds = %13, %10
  %18 = load double, double* %2, align 8
  %19 = call double @llvm.fabs.f64(double %18)
  store double %19, double* %2, align 8
  br label %20

20:                                               ; preds = %23, %17
  %21 = load double, double* %2, align 8
  %22 = fcmp oge double %21, 0x41F0000000000000
  br i1 %22, label %23, label %26

23:                                               ; preds = %20
  %24 = load double, double* %2, align 8
  %25 = fdiv double %24, 6.553600e+04
  store double %25, double* %2, align 8
  br label %20, !llvm.loop !17

26:                                               ; preds = %20
  %27 = load i32, i32* @check, align 4
  %28 = mul i32 %27, 7
  %29 = load double, double* %2, align 8
  %30 = fptoui double %29 to i32
  %31 = add i32 %28, %30
  store i32 %31, i32* @check, align 4
  %32 = load i32, i32* @check, align 4
  %33 = mul i32 %32, 11
  %34 = load double, double* %2, align 8
  %35 = load double, double* %2, align 8
  %36 = call double @llvm.floor.f64(double %35)
  %37 = fsub double %34, %36
  %38 = fmul double %37, 0x41F0000000000000
  %39 = fptoui double %38 to i32
  %40 = add i32 %33, %39
  store i32 %40, i32* @check, align 4
  br label %41

41:                                               ; preds = %26, %6
  ret void
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store double %0, double* %2, align 8
  %6 = load double, double* %2, align 8
  %7 = fcmp ogt double %6, 1.000000e+00
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load double, double* %2, align 8
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %8
  %12 = phi double [ %9, %8 ], [ 1.000000e+00, %10 ]
  store double %12, double* %3, align 8
  store i32 0, i32* %4, align 4
  br label %13

13:                                               ; preds = %29, %11
  %14 = load i32, i32* %4, align 4
  %15 = icmp slt i32 %14, 60
  br i1 %15, label %16, label %32

16:                                               ; preds = %13
  %17 = load double, double* %3, align 8
  %18 = load double, double* %2, align 8
  %19 = load double, double* %3, align 8
  %20 = fdiv double %18, %19
  %21 = fadd double %17, %20
  %22 = fmul double 5.000000e-01, %21
  store double %22, double* %5, align 8
  %23 = load double, double* %5, align 8
  %24 = load double, double* %3, align 8
  %25 = fcmp oeq double %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %16
  br label %32

27:                                               ; preds = %16
  %28 = load double, double* %5, align 8
  store double %28, double* %3, align 8
  br label %29

29:                                               ; preds = %27
  %30 = load i32, i32* %4, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %4, align 4
  br label %13, !llvm.loop !18

32:                                               ; preds = %26, %13
  %33 = load double, double* %3, align 8
  ret double %33
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix_u64(i64 noundef %0) #0 {
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
define internal i32 @cmp_bits(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %5 = load double, double* %3, align 8
  %6 = load double, double* %4, align 8
  %7 = fcmp oeq double %5, %6
  %8 = zext i1 %7 to i32
  %9 = load double, double* %3, align 8
  %10 = load double, double* %4, align 8
  %11 = fcmp une double %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load double, double* %3, align 8
  %16 = load double, double* %4, align 8
  %17 = fcmp olt double %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load double, double* %3, align 8
  %22 = load double, double* %4, align 8
  %23 = fcmp ole double %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load double, double* %3, align 8
  %28 = load double, double* %4, align 8
  %29 = fcmp ogt double %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load double, double* %3, align 8
  %34 = load double, double* %4, align 8
  %35 = fcmp oge double %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  %39 = load double, double* %3, align 8
  %40 = load double, double* %4, align 8
  %41 = fcmp olt double %39, %40
  %42 = xor i1 %41, true
  %43 = zext i1 %42 to i32
  %44 = shl i32 %43, 6
  %45 = or i32 %38, %44
  %46 = load double, double* %3, align 8
  %47 = load double, double* %4, align 8
  %48 = fcmp uno double %46, %47
  %49 = zext i1 %48 to i64
  %50 = select i1 %48, i32 1, i32 0
  %51 = shl i32 %50, 7
  %52 = or i32 %45, %51
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_bits_f(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, float* %3, align 4
  store float %1, float* %4, align 4
  %5 = load float, float* %3, align 4
  %6 = load float, float* %4, align 4
  %7 = fcmp oeq float %5, %6
  %8 = zext i1 %7 to i32
  %9 = load float, float* %3, align 4
  %10 = load float, float* %4, align 4
  %11 = fcmp une float %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load float, float* %3, align 4
  %16 = load float, float* %4, align 4
  %17 = fcmp olt float %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load float, float* %3, align 4
  %22 = load float, float* %4, align 4
  %23 = fcmp ole float %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load float, float* %3, align 4
  %28 = load float, float* %4, align 4
  %29 = fcmp ogt float %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load float, float* %3, align 4
  %34 = load float, float* %4, align 4
  %35 = fcmp oge float %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  %39 = load float, float* %3, align 4
  %40 = load float, float* %4, align 4
  %41 = fcmp oge float %39, %40
  %42 = xor i1 %41, true
  %43 = zext i1 %42 to i32
  %44 = shl i32 %43, 6
  %45 = or i32 %38, %44
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dmax(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %5 = load double, double* %3, align 8
  %6 = load double, double* %4, align 8
  %7 = fcmp ogt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, double* %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, double* %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dmin(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %5 = load double, double* %3, align 8
  %6 = load double, double* %4, align 8
  %7 = fcmp olt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, double* %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, double* %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
