; ModuleID = 'c/float_ops.c'
source_filename = "c/float_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vzero = internal global double 0.000000e+00, align 8
@vone = internal global i32 1, align 4
@.str = private unnamed_addr constant [28 x i8] c"d: %.17g %.17g %.17g %.17g\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"f: %.9g %.9g %.9g %.9g\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"mixed: %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"poly: %.17g %.17g %.17g\0A\00", align 1
@.str.4 = private unnamed_addr constant [50 x i8] c"sqrt(%g) = %.17g newton=%.17g sqrtf=%.9g fabs=%g\0A\00", align 1
@.str.5 = private unnamed_addr constant [42 x i8] c"fabs(-0.0)=%g sqrt(-0.0)=%g sqrt(inf)=%g\0A\00", align 1
@main.i32s = internal constant [7 x i32] [i32 0, i32 1, i32 -1, i32 16777217, i32 -16777217, i32 2147483647, i32 -2147483648], align 16
@main.i64s = internal constant [6 x i64] [i64 0, i64 -1, i64 9007199254740993, i64 -9007199254740993, i64 9223372036854775807, i64 -9223372036854775808], align 16
@main.ds = internal constant [9 x double] [double 5.000000e-01, double -5.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double -2.900000e+00, double 0x41DFFFFFFFC00000, double 0xC1E0000000000000, double 0x430C6BF526340006], align 16
@.str.6 = private unnamed_addr constant [26 x i8] c"i32 %d -> f %.9g d %.17g\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"i64 %lld -> f %.9g d %.17g\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"d %.17g -> i32 %d i64 %lld i16 %d\0A\00", align 1
@main.u32s = internal constant [6 x i32] [i32 0, i32 1, i32 -2147483648, i32 -1294967296, i32 -1, i32 16777217], align 16
@main.u64s = internal constant [10 x i64] [i64 0, i64 1, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807, i64 -2048, i64 -1024, i64 -1, i64 -9223372036854774783, i64 -6101065172474983726], align 16
@main.uds = internal constant [7 x double] [double 0.000000e+00, double 0x3FEFAE147AE147AE, double 0x41EFFFFFFFE00000, double 0x43E0000000000000, double 1.800000e+19, double 0x43EFFFFFFFFFFFFF, double 0x4345EE2A2EB5A5C4], align 16
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
  %32 = alloca [6 x double], align 16
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
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), double noundef %57, double noundef %60, double noundef %63, double noundef %66)
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
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), double noundef %71, double noundef %75, double noundef %79, double noundef %83)
  %85 = load float, float* %9, align 4
  %86 = fpext float %85 to double
  %87 = load double, double* %8, align 8
  %88 = fmul double %86, %87
  %89 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), double noundef %88)
  %90 = load double, double* %7, align 8
  %91 = call double @poly(double noundef %90)
  %92 = load double, double* %8, align 8
  %93 = fneg double %92
  %94 = call double @poly(double noundef %93)
  %95 = call double @poly(double noundef 1.050000e+01)
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i64 0, i64 0), double noundef %91, double noundef %94, double noundef %95)
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
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.4, i64 0, i64 0), double noundef %126, double noundef %127, double noundef %128, double noundef %131, double noundef %135)
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
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.5, i64 0, i64 0), double noundef %145, double noundef %148, double noundef %150)
  store i32 0, i32* %6, align 4
  br label %152

152:                                              ; preds = %172, %142
  %153 = load i32, i32* %6, align 4
  %154 = icmp slt i32 %153, 7
  br i1 %154, label %155, label %175

155:                                              ; preds = %152
  %156 = load i32, i32* %6, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [7 x i32], [7 x i32]* @main.i32s, i64 0, i64 %157
  %159 = load i32, i32* %158, align 4
  %160 = load i32, i32* %5, align 4
  %161 = mul nsw i32 %159, %160
  store i32 %161, i32* %15, align 4
  %162 = load i32, i32* %15, align 4
  %163 = load i32, i32* %15, align 4
  %164 = sitofp i32 %163 to float
  %165 = fpext float %164 to double
  %166 = load i32, i32* %15, align 4
  %167 = sitofp i32 %166 to double
  %168 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %162, double noundef %165, double noundef %167)
  %169 = load i32, i32* %15, align 4
  %170 = sitofp i32 %169 to float
  %171 = fpext float %170 to double
  call void @mix_d(double noundef %171)
  br label %172

172:                                              ; preds = %155
  %173 = load i32, i32* %6, align 4
  %174 = add nsw i32 %173, 1
  store i32 %174, i32* %6, align 4
  br label %152, !llvm.loop !8

175:                                              ; preds = %152
  store i32 0, i32* %6, align 4
  br label %176

176:                                              ; preds = %196, %175
  %177 = load i32, i32* %6, align 4
  %178 = icmp slt i32 %177, 6
  br i1 %178, label %179, label %199

179:                                              ; preds = %176
  %180 = load i32, i32* %6, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [6 x i64], [6 x i64]* @main.i64s, i64 0, i64 %181
  %183 = load i64, i64* %182, align 8
  %184 = load i32, i32* %5, align 4
  %185 = sext i32 %184 to i64
  %186 = mul nsw i64 %183, %185
  store i64 %186, i64* %16, align 8
  %187 = load i64, i64* %16, align 8
  %188 = load i64, i64* %16, align 8
  %189 = sitofp i64 %188 to float
  %190 = fpext float %189 to double
  %191 = load i64, i64* %16, align 8
  %192 = sitofp i64 %191 to double
  %193 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.7, i64 0, i64 0), i64 noundef %187, double noundef %190, double noundef %192)
  %194 = load i64, i64* %16, align 8
  %195 = sitofp i64 %194 to double
  call void @mix_d(double noundef %195)
  br label %196

196:                                              ; preds = %179
  %197 = load i32, i32* %6, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, i32* %6, align 4
  br label %176, !llvm.loop !9

199:                                              ; preds = %176
  store i32 0, i32* %6, align 4
  br label %200

200:                                              ; preds = %242, %199
  %201 = load i32, i32* %6, align 4
  %202 = icmp slt i32 %201, 9
  br i1 %202, label %203, label %245

203:                                              ; preds = %200
  %204 = load i32, i32* %6, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [9 x double], [9 x double]* @main.ds, i64 0, i64 %205
  %207 = load double, double* %206, align 8
  %208 = load i32, i32* %5, align 4
  %209 = sitofp i32 %208 to double
  %210 = fmul double %207, %209
  store double %210, double* %17, align 8
  %211 = load double, double* %17, align 8
  %212 = fptosi double %211 to i64
  store i64 %212, i64* %18, align 8
  %213 = load double, double* %17, align 8
  %214 = fcmp oge double %213, 0xC1E0000000000000
  br i1 %214, label %215, label %221

215:                                              ; preds = %203
  %216 = load double, double* %17, align 8
  %217 = fcmp ole double %216, 0x41DFFFFFFFC00000
  br i1 %217, label %218, label %221

218:                                              ; preds = %215
  %219 = load double, double* %17, align 8
  %220 = fptosi double %219 to i32
  br label %222

221:                                              ; preds = %215, %203
  br label %222

222:                                              ; preds = %221, %218
  %223 = phi i32 [ %220, %218 ], [ 0, %221 ]
  store i32 %223, i32* %19, align 4
  %224 = load double, double* %17, align 8
  %225 = fcmp ogt double %224, -3.276800e+04
  br i1 %225, label %226, label %231

226:                                              ; preds = %222
  %227 = load double, double* %17, align 8
  %228 = fcmp olt double %227, 3.276800e+04
  br i1 %228, label %229, label %231

229:                                              ; preds = %226
  %230 = load double, double* %17, align 8
  br label %232

231:                                              ; preds = %226, %222
  br label %232

232:                                              ; preds = %231, %229
  %233 = phi double [ %230, %229 ], [ 0.000000e+00, %231 ]
  %234 = fptosi double %233 to i16
  store i16 %234, i16* %20, align 2
  %235 = load double, double* %17, align 8
  %236 = load i32, i32* %19, align 4
  %237 = load i64, i64* %18, align 8
  %238 = load i16, i16* %20, align 2
  %239 = sext i16 %238 to i32
  %240 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.8, i64 0, i64 0), double noundef %235, i32 noundef %236, i64 noundef %237, i32 noundef %239)
  %241 = load i64, i64* %18, align 8
  call void @mix_u64(i64 noundef %241)
  br label %242

242:                                              ; preds = %232
  %243 = load i32, i32* %6, align 4
  %244 = add nsw i32 %243, 1
  store i32 %244, i32* %6, align 4
  br label %200, !llvm.loop !10

245:                                              ; preds = %200
  %246 = load i32, i32* %5, align 4
  %247 = sext i32 %246 to i64
  store i64 %247, i64* %21, align 8
  store i32 0, i32* %6, align 4
  br label %248

248:                                              ; preds = %267, %245
  %249 = load i32, i32* %6, align 4
  %250 = icmp slt i32 %249, 6
  br i1 %250, label %251, label %270

251:                                              ; preds = %248
  %252 = load i32, i32* %6, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [6 x i32], [6 x i32]* @main.u32s, i64 0, i64 %253
  %255 = load i32, i32* %254, align 4
  %256 = load i32, i32* %5, align 4
  %257 = mul i32 %255, %256
  store i32 %257, i32* %22, align 4
  %258 = load i32, i32* %22, align 4
  %259 = load i32, i32* %22, align 4
  %260 = uitofp i32 %259 to float
  %261 = fpext float %260 to double
  %262 = load i32, i32* %22, align 4
  %263 = uitofp i32 %262 to double
  %264 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef %258, double noundef %261, double noundef %263)
  %265 = load i32, i32* %22, align 4
  %266 = uitofp i32 %265 to double
  call void @mix_d(double noundef %266)
  br label %267

267:                                              ; preds = %251
  %268 = load i32, i32* %6, align 4
  %269 = add nsw i32 %268, 1
  store i32 %269, i32* %6, align 4
  br label %248, !llvm.loop !11

270:                                              ; preds = %248
  store i32 0, i32* %6, align 4
  br label %271

271:                                              ; preds = %293, %270
  %272 = load i32, i32* %6, align 4
  %273 = icmp slt i32 %272, 10
  br i1 %273, label %274, label %296

274:                                              ; preds = %271
  %275 = load i32, i32* %6, align 4
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [10 x i64], [10 x i64]* @main.u64s, i64 0, i64 %276
  %278 = load i64, i64* %277, align 8
  %279 = load i64, i64* %21, align 8
  %280 = mul i64 %278, %279
  store i64 %280, i64* %23, align 8
  %281 = load i64, i64* %23, align 8
  %282 = load i64, i64* %23, align 8
  %283 = uitofp i64 %282 to float
  %284 = fpext float %283 to double
  %285 = load i64, i64* %23, align 8
  %286 = uitofp i64 %285 to double
  %287 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.10, i64 0, i64 0), i64 noundef %281, double noundef %284, double noundef %286)
  %288 = load i64, i64* %23, align 8
  %289 = uitofp i64 %288 to double
  call void @mix_d(double noundef %289)
  %290 = load i64, i64* %23, align 8
  %291 = uitofp i64 %290 to float
  %292 = fpext float %291 to double
  call void @mix_d(double noundef %292)
  br label %293

293:                                              ; preds = %274
  %294 = load i32, i32* %6, align 4
  %295 = add nsw i32 %294, 1
  store i32 %295, i32* %6, align 4
  br label %271, !llvm.loop !12

296:                                              ; preds = %271
  store i32 0, i32* %6, align 4
  br label %297

297:                                              ; preds = %345, %296
  %298 = load i32, i32* %6, align 4
  %299 = icmp slt i32 %298, 7
  br i1 %299, label %300, label %348

300:                                              ; preds = %297
  %301 = load i32, i32* %6, align 4
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds [7 x double], [7 x double]* @main.uds, i64 0, i64 %302
  %304 = load double, double* %303, align 8
  %305 = load i32, i32* %5, align 4
  %306 = sitofp i32 %305 to double
  %307 = fmul double %304, %306
  store double %307, double* %24, align 8
  %308 = load double, double* %24, align 8
  %309 = fptoui double %308 to i64
  store i64 %309, i64* %25, align 8
  %310 = load double, double* %24, align 8
  %311 = fcmp olt double %310, 0x41F0000000000000
  br i1 %311, label %312, label %315

312:                                              ; preds = %300
  %313 = load double, double* %24, align 8
  %314 = fptoui double %313 to i32
  br label %316

315:                                              ; preds = %300
  br label %316

316:                                              ; preds = %315, %312
  %317 = phi i32 [ %314, %312 ], [ 0, %315 ]
  store i32 %317, i32* %26, align 4
  %318 = load double, double* %24, align 8
  %319 = fcmp olt double %318, 2.560000e+02
  br i1 %319, label %320, label %322

320:                                              ; preds = %316
  %321 = load double, double* %24, align 8
  br label %323

322:                                              ; preds = %316
  br label %323

323:                                              ; preds = %322, %320
  %324 = phi double [ %321, %320 ], [ 2.550000e+02, %322 ]
  %325 = fptoui double %324 to i8
  store i8 %325, i8* %27, align 1
  %326 = load double, double* %24, align 8
  %327 = fptrunc double %326 to float
  store float %327, float* %28, align 4
  %328 = load float, float* %28, align 4
  %329 = fcmp olt float %328, 0x43F0000000000000
  br i1 %329, label %330, label %333

330:                                              ; preds = %323
  %331 = load float, float* %28, align 4
  %332 = fptoui float %331 to i64
  br label %334

333:                                              ; preds = %323
  br label %334

334:                                              ; preds = %333, %330
  %335 = phi i64 [ %332, %330 ], [ 1, %333 ]
  store i64 %335, i64* %29, align 8
  %336 = load double, double* %24, align 8
  %337 = load i64, i64* %25, align 8
  %338 = load i32, i32* %26, align 4
  %339 = load i8, i8* %27, align 1
  %340 = zext i8 %339 to i32
  %341 = load i64, i64* %29, align 8
  %342 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.11, i64 0, i64 0), double noundef %336, i64 noundef %337, i32 noundef %338, i32 noundef %340, i64 noundef %341)
  %343 = load i64, i64* %25, align 8
  call void @mix_u64(i64 noundef %343)
  %344 = load i64, i64* %29, align 8
  call void @mix_u64(i64 noundef %344)
  br label %345

345:                                              ; preds = %334
  %346 = load i32, i32* %6, align 4
  %347 = add nsw i32 %346, 1
  store i32 %347, i32* %6, align 4
  br label %297, !llvm.loop !13

348:                                              ; preds = %297
  %349 = load i32, i32* %5, align 4
  %350 = sitofp i32 %349 to float
  %351 = fmul float 3.000000e+09, %350
  store float %351, float* %30, align 4
  %352 = load float, float* %30, align 4
  %353 = fptoui float %352 to i32
  store i32 %353, i32* %31, align 4
  %354 = load i32, i32* %31, align 4
  %355 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.12, i64 0, i64 0), i32 noundef %354)
  %356 = load i32, i32* %31, align 4
  %357 = zext i32 %356 to i64
  call void @mix_u64(i64 noundef %357)
  %358 = load double, double* %3, align 8
  %359 = getelementptr inbounds [6 x double], [6 x double]* %32, i64 0, i64 0
  store double %358, double* %359, align 16
  %360 = load double, double* %4, align 8
  %361 = getelementptr inbounds [6 x double], [6 x double]* %32, i64 0, i64 1
  store double %360, double* %361, align 8
  %362 = load double, double* %4, align 8
  %363 = fneg double %362
  %364 = getelementptr inbounds [6 x double], [6 x double]* %32, i64 0, i64 2
  store double %363, double* %364, align 16
  %365 = load double, double* %2, align 8
  %366 = getelementptr inbounds [6 x double], [6 x double]* %32, i64 0, i64 3
  store double %365, double* %366, align 8
  %367 = load double, double* %2, align 8
  %368 = fneg double %367
  %369 = getelementptr inbounds [6 x double], [6 x double]* %32, i64 0, i64 4
  store double %368, double* %369, align 16
  %370 = load double, double* %2, align 8
  %371 = fadd double 1.000000e+00, %370
  %372 = getelementptr inbounds [6 x double], [6 x double]* %32, i64 0, i64 5
  store double %371, double* %372, align 8
  store i32 0, i32* %6, align 4
  br label %373

373:                                              ; preds = %403, %348
  %374 = load i32, i32* %6, align 4
  %375 = icmp slt i32 %374, 6
  br i1 %375, label %376, label %406

376:                                              ; preds = %373
  %377 = load i32, i32* %6, align 4
  %378 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i32 noundef %377)
  store i32 0, i32* %33, align 4
  br label %379

379:                                              ; preds = %398, %376
  %380 = load i32, i32* %33, align 4
  %381 = icmp slt i32 %380, 6
  br i1 %381, label %382, label %401

382:                                              ; preds = %379
  %383 = load i32, i32* %6, align 4
  %384 = sext i32 %383 to i64
  %385 = getelementptr inbounds [6 x double], [6 x double]* %32, i64 0, i64 %384
  %386 = load double, double* %385, align 8
  %387 = load i32, i32* %33, align 4
  %388 = sext i32 %387 to i64
  %389 = getelementptr inbounds [6 x double], [6 x double]* %32, i64 0, i64 %388
  %390 = load double, double* %389, align 8
  %391 = call i32 @cmp_bits(double noundef %386, double noundef %390)
  store i32 %391, i32* %34, align 4
  %392 = load i32, i32* %34, align 4
  %393 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef %392)
  %394 = load i32, i32* @check, align 4
  %395 = mul i32 %394, 3
  %396 = load i32, i32* %34, align 4
  %397 = add i32 %395, %396
  store i32 %397, i32* @check, align 4
  br label %398

398:                                              ; preds = %382
  %399 = load i32, i32* %33, align 4
  %400 = add nsw i32 %399, 1
  store i32 %400, i32* %33, align 4
  br label %379, !llvm.loop !14

401:                                              ; preds = %379
  %402 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0))
  br label %403

403:                                              ; preds = %401
  %404 = load i32, i32* %6, align 4
  %405 = add nsw i32 %404, 1
  store i32 %405, i32* %6, align 4
  br label %373, !llvm.loop !15

406:                                              ; preds = %373
  %407 = load double, double* %3, align 8
  %408 = fptrunc double %407 to float
  %409 = call i32 @cmp_bits_f(float noundef %408, float noundef 1.000000e+00)
  %410 = load double, double* %3, align 8
  %411 = fptrunc double %410 to float
  %412 = call i32 @cmp_bits_f(float noundef 2.000000e+00, float noundef %411)
  %413 = load double, double* %2, align 8
  %414 = fneg double %413
  %415 = fptrunc double %414 to float
  %416 = load double, double* %2, align 8
  %417 = fptrunc double %416 to float
  %418 = call i32 @cmp_bits_f(float noundef %415, float noundef %417)
  %419 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i64 0, i64 0), i32 noundef %409, i32 noundef %412, i32 noundef %418)
  %420 = load double, double* %3, align 8
  %421 = load double, double* %3, align 8
  %422 = fcmp une double %420, %421
  %423 = zext i1 %422 to i32
  %424 = load double, double* %3, align 8
  %425 = load double, double* %3, align 8
  %426 = fcmp oeq double %424, %425
  %427 = zext i1 %426 to i32
  %428 = load double, double* %3, align 8
  %429 = call double @dmax(double noundef %428, double noundef 1.000000e+00)
  %430 = load double, double* %3, align 8
  %431 = call double @dmax(double noundef 1.000000e+00, double noundef %430)
  %432 = load double, double* %3, align 8
  %433 = call double @dmax(double noundef 1.000000e+00, double noundef %432)
  %434 = fcmp une double %431, %433
  %435 = zext i1 %434 to i32
  %436 = load double, double* %3, align 8
  %437 = call double @dmin(double noundef %436, double noundef 1.000000e+00)
  %438 = load double, double* %3, align 8
  %439 = call double @dmin(double noundef 1.000000e+00, double noundef %438)
  %440 = load double, double* %3, align 8
  %441 = call double @dmin(double noundef 1.000000e+00, double noundef %440)
  %442 = fcmp une double %439, %441
  %443 = zext i1 %442 to i32
  %444 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([93 x i8], [93 x i8]* @.str.17, i64 0, i64 0), i32 noundef %423, i32 noundef %427, double noundef %429, i32 noundef %435, double noundef %437, i32 noundef %443)
  %445 = load double, double* %4, align 8
  %446 = load double, double* %4, align 8
  %447 = fsub double %445, %446
  %448 = load double, double* %4, align 8
  %449 = load double, double* %4, align 8
  %450 = fsub double %448, %449
  %451 = fcmp une double %447, %450
  %452 = zext i1 %451 to i32
  %453 = load double, double* %4, align 8
  %454 = fneg double %453
  %455 = fdiv double 1.000000e+00, %454
  %456 = load double, double* %2, align 8
  %457 = fneg double %456
  %458 = load double, double* %2, align 8
  %459 = fcmp oeq double %457, %458
  %460 = zext i1 %459 to i32
  %461 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.18, i64 0, i64 0), i32 noundef %452, double noundef %455, i32 noundef %460)
  %462 = load double, double* %3, align 8
  %463 = call double @llvm.fabs.f64(double %462)
  %464 = load double, double* %3, align 8
  %465 = call double @llvm.fabs.f64(double %464)
  %466 = fcmp une double %463, %465
  %467 = zext i1 %466 to i32
  %468 = load i32, i32* %5, align 4
  %469 = sitofp i32 %468 to double
  %470 = fmul double -1.000000e+00, %469
  %471 = call double @sqrt(double noundef %470) #4
  %472 = load i32, i32* %5, align 4
  %473 = sitofp i32 %472 to double
  %474 = fmul double -1.000000e+00, %473
  %475 = call double @sqrt(double noundef %474) #4
  %476 = fcmp une double %471, %475
  %477 = zext i1 %476 to i32
  %478 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.19, i64 0, i64 0), i32 noundef %467, i32 noundef %477)
  store float 0.000000e+00, float* %35, align 4
  store double 0.000000e+00, double* %36, align 8
  store i32 1, i32* %6, align 4
  br label %479

479:                                              ; preds = %494, %406
  %480 = load i32, i32* %6, align 4
  %481 = icmp sle i32 %480, 1000
  br i1 %481, label %482, label %497

482:                                              ; preds = %479
  %483 = load i32, i32* %6, align 4
  %484 = sitofp i32 %483 to float
  store float %484, float* %37, align 4
  %485 = load float, float* %37, align 4
  %486 = fdiv float 1.000000e+00, %485
  %487 = load float, float* %35, align 4
  %488 = fadd float %487, %486
  store float %488, float* %35, align 4
  %489 = load i32, i32* %6, align 4
  %490 = sitofp i32 %489 to double
  %491 = fdiv double 1.000000e+00, %490
  %492 = load double, double* %36, align 8
  %493 = fadd double %492, %491
  store double %493, double* %36, align 8
  br label %494

494:                                              ; preds = %482
  %495 = load i32, i32* %6, align 4
  %496 = add nsw i32 %495, 1
  store i32 %496, i32* %6, align 4
  br label %479, !llvm.loop !16

497:                                              ; preds = %479
  %498 = load float, float* %35, align 4
  %499 = fpext float %498 to double
  %500 = load double, double* %36, align 8
  %501 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.20, i64 0, i64 0), double noundef %499, double noundef %500)
  %502 = load float, float* %35, align 4
  %503 = fpext float %502 to double
  call void @mix_d(double noundef %503)
  %504 = load double, double* %36, align 8
  call void @mix_d(double noundef %504)
  %505 = load i32, i32* @check, align 4
  %506 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.21, i64 0, i64 0), i32 noundef %505)
  %507 = load i32, i32* @check, align 4
  %508 = and i32 %507, 127
  ret i32 %508
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
