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
@main.i32s = internal unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 -1, i32 16777217, i32 -16777217, i32 2147483647, i32 -2147483648], align 4
@main.i64s = internal unnamed_addr constant [6 x i64] [i64 0, i64 -1, i64 9007199254740993, i64 -9007199254740993, i64 9223372036854775807, i64 -9223372036854775808], align 8
@main.ds = internal unnamed_addr constant [9 x double] [double 5.000000e-01, double -5.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double -2.900000e+00, double 0x41DFFFFFFFC00000, double 0xC1E0000000000000, double 0x430C6BF526340006], align 8
@.str.6 = private unnamed_addr constant [26 x i8] c"i32 %d -> f %.9g d %.17g\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"i64 %lld -> f %.9g d %.17g\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"d %.17g -> i32 %d i64 %lld i16 %d\0A\00", align 1
@main.u64s = internal unnamed_addr constant [10 x i64] [i64 0, i64 1, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807, i64 -2048, i64 -1024, i64 -1, i64 -9223372036854774783, i64 -6101065172474983726], align 8
@main.uds = internal unnamed_addr constant [7 x double] [double 0.000000e+00, double 0x3FEFAE147AE147AE, double 0x41EFFFFFFFE00000, double 0x43E0000000000000, double 1.800000e+19, double 0x43EFFFFFFFFFFFFF, double 0x4345EE2A2EB5A5C4], align 8
@.str.9 = private unnamed_addr constant [26 x i8] c"u32 %u -> f %.9g d %.17g\0A\00", align 1
@.str.10 = private unnamed_addr constant [28 x i8] c"u64 %llu -> f %.9g d %.17g\0A\00", align 1
@.str.11 = private unnamed_addr constant [49 x i8] c"d %.17g -> u64 %llu u32 %u u8 %u via-float %llu\0A\00", align 1
@.str.12 = private unnamed_addr constant [21 x i8] c"float 3e9 -> u32 %u\0A\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"cmp[%d]:\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@.str.16 = private unnamed_addr constant [22 x i8] c"cmpf: %02x %02x %02x\0A\00", align 1
@.str.17 = private unnamed_addr constant [93 x i8] c"isnan=%d self-eq=%d max(nan,1)=%g max(1,nan) is nan: %d min(nan,1)=%g min(1,nan) is nan: %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [42 x i8] c"inf-inf is nan: %d, 1/-inf=%g, -0==0: %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [43 x i8] c"fabs(nan) is nan: %d, sqrt(-1) is nan: %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [35 x i8] c"harmonic: float %.9g double %.17g\0A\00", align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x double], align 8
  %2 = load volatile double, double* @vzero, align 8, !tbaa !5
  %3 = fdiv double %2, %2
  %4 = fdiv double 1.000000e+00, %2
  %5 = load volatile i32, i32* @vone, align 4, !tbaa !9
  %6 = fadd double %2, 0x3FD5555555555555
  %7 = fadd double %2, 0x3FD2492492492492
  %8 = fptrunc double %2 to float
  %9 = fadd float %8, 0x3FD5555560000000
  %10 = fadd float %8, 2.500000e+00
  %11 = fadd double %6, %7
  %12 = fsub double %6, %7
  %13 = fmul double %6, %7
  %14 = fdiv double %6, %7
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), double noundef %11, double noundef %12, double noundef %13, double noundef %14)
  %16 = fadd float %9, %10
  %17 = fpext float %16 to double
  %18 = fsub float %9, %10
  %19 = fpext float %18 to double
  %20 = fmul float %9, %10
  %21 = fpext float %20 to double
  %22 = fdiv float %9, %10
  %23 = fpext float %22 to double
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i32 0, i32 0), double noundef %17, double noundef %19, double noundef %21, double noundef %23)
  %25 = fpext float %9 to double
  %26 = fmul double %7, %25
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), double noundef %26)
  %28 = fmul double %6, 3.000000e+00
  %29 = fadd double %28, -2.000000e+00
  %30 = fmul double %6, %29
  %31 = fadd double %30, 5.000000e-01
  %32 = fmul double %6, %31
  %33 = fadd double %32, -7.250000e+00
  %34 = fmul double %7, 3.000000e+00
  %35 = fsub double -2.000000e+00, %34
  %36 = fmul double %7, %35
  %37 = fsub double 5.000000e-01, %36
  %38 = fmul double %7, %37
  %39 = fsub double -7.250000e+00, %38
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i32 0, i32 0), double noundef %33, double noundef %39, double noundef 0x40A964C000000000)
  %41 = fcmp uno double %11, 0.000000e+00
  br i1 %41, label %42, label %46

42:                                               ; preds = %0
  %43 = load i32, i32* @check, align 4, !tbaa !9
  %44 = mul i32 %43, 3
  %45 = add i32 %44, 32760
  br label %71

46:                                               ; preds = %0
  %47 = fcmp olt double %11, 0.000000e+00
  br i1 %47, label %48, label %52

48:                                               ; preds = %46
  %49 = load i32, i32* @check, align 4, !tbaa !9
  %50 = mul i32 %49, 5
  %51 = add i32 %50, 1
  store i32 %51, i32* @check, align 4, !tbaa !9
  br label %52

52:                                               ; preds = %48, %46
  %53 = tail call double @llvm.fabs.f64(double %11) #6
  %54 = fcmp ult double %53, 0x41F0000000000000
  br i1 %54, label %59, label %55

55:                                               ; preds = %52, %55
  %56 = phi double [ %57, %55 ], [ %53, %52 ]
  %57 = fmul double %56, 0x3EF0000000000000
  %58 = fcmp ult double %57, 0x41F0000000000000
  br i1 %58, label %59, label %55, !llvm.loop !11

59:                                               ; preds = %55, %52
  %60 = phi double [ %53, %52 ], [ %57, %55 ]
  %61 = load i32, i32* @check, align 4, !tbaa !9
  %62 = mul i32 %61, 7
  %63 = fptoui double %60 to i32
  %64 = add i32 %62, %63
  %65 = mul i32 %64, 11
  %66 = tail call double @llvm.floor.f64(double %60) #6
  %67 = fsub double %60, %66
  %68 = fmul double %67, 0x41F0000000000000
  %69 = fptoui double %68 to i32
  %70 = add i32 %65, %69
  br label %71

71:                                               ; preds = %42, %59
  %72 = phi i32 [ %70, %59 ], [ %45, %42 ]
  %73 = fcmp uno double %13, 0.000000e+00
  br i1 %73, label %74, label %77

74:                                               ; preds = %71
  %75 = mul i32 %72, 3
  %76 = add i32 %75, 32760
  br label %99

77:                                               ; preds = %71
  %78 = fcmp olt double %13, 0.000000e+00
  %79 = mul i32 %72, 5
  %80 = add i32 %79, 1
  %81 = select i1 %78, i32 %80, i32 %72
  %82 = tail call double @llvm.fabs.f64(double %13) #6
  %83 = fcmp ult double %82, 0x41F0000000000000
  br i1 %83, label %88, label %84

84:                                               ; preds = %77, %84
  %85 = phi double [ %86, %84 ], [ %82, %77 ]
  %86 = fmul double %85, 0x3EF0000000000000
  %87 = fcmp ult double %86, 0x41F0000000000000
  br i1 %87, label %88, label %84, !llvm.loop !11

88:                                               ; preds = %84, %77
  %89 = phi double [ %82, %77 ], [ %86, %84 ]
  %90 = mul i32 %81, 7
  %91 = fptoui double %89 to i32
  %92 = add i32 %90, %91
  %93 = mul i32 %92, 11
  %94 = tail call double @llvm.floor.f64(double %89) #6
  %95 = fsub double %89, %94
  %96 = fmul double %95, 0x41F0000000000000
  %97 = fptoui double %96 to i32
  %98 = add i32 %93, %97
  br label %99

99:                                               ; preds = %74, %88
  %100 = phi i32 [ %98, %88 ], [ %76, %74 ]
  %101 = fcmp uno double %33, 0.000000e+00
  br i1 %101, label %102, label %105

102:                                              ; preds = %99
  %103 = mul i32 %100, 3
  %104 = add i32 %103, 32760
  br label %127

105:                                              ; preds = %99
  %106 = fcmp olt double %33, 0.000000e+00
  %107 = mul i32 %100, 5
  %108 = add i32 %107, 1
  %109 = select i1 %106, i32 %108, i32 %100
  %110 = tail call double @llvm.fabs.f64(double %33) #6
  %111 = fcmp ult double %110, 0x41F0000000000000
  br i1 %111, label %116, label %112

112:                                              ; preds = %105, %112
  %113 = phi double [ %114, %112 ], [ %110, %105 ]
  %114 = fmul double %113, 0x3EF0000000000000
  %115 = fcmp ult double %114, 0x41F0000000000000
  br i1 %115, label %116, label %112, !llvm.loop !11

116:                                              ; preds = %112, %105
  %117 = phi double [ %110, %105 ], [ %114, %112 ]
  %118 = mul i32 %109, 7
  %119 = fptoui double %117 to i32
  %120 = add i32 %118, %119
  %121 = mul i32 %120, 11
  %122 = tail call double @llvm.floor.f64(double %117) #6
  %123 = fsub double %117, %122
  %124 = fmul double %123, 0x41F0000000000000
  %125 = fptoui double %124 to i32
  %126 = add i32 %121, %125
  br label %127

127:                                              ; preds = %102, %116
  %128 = phi i32 [ %126, %116 ], [ %104, %102 ]
  %129 = fcmp uno float %20, 0.000000e+00
  br i1 %129, label %130, label %133

130:                                              ; preds = %127
  %131 = mul i32 %128, 3
  %132 = add i32 %131, 32760
  br label %155

133:                                              ; preds = %127
  %134 = fcmp olt float %20, 0.000000e+00
  %135 = mul i32 %128, 5
  %136 = add i32 %135, 1
  %137 = select i1 %134, i32 %136, i32 %128
  %138 = tail call double @llvm.fabs.f64(double %21) #6
  %139 = fcmp ult double %138, 0x41F0000000000000
  br i1 %139, label %144, label %140

140:                                              ; preds = %133, %140
  %141 = phi double [ %142, %140 ], [ %138, %133 ]
  %142 = fmul double %141, 0x3EF0000000000000
  %143 = fcmp ult double %142, 0x41F0000000000000
  br i1 %143, label %144, label %140, !llvm.loop !11

144:                                              ; preds = %140, %133
  %145 = phi double [ %138, %133 ], [ %142, %140 ]
  %146 = mul i32 %137, 7
  %147 = fptoui double %145 to i32
  %148 = add i32 %146, %147
  %149 = mul i32 %148, 11
  %150 = tail call double @llvm.floor.f64(double %145) #6
  %151 = fsub double %145, %150
  %152 = fmul double %151, 0x41F0000000000000
  %153 = fptoui double %152 to i32
  %154 = add i32 %149, %153
  br label %155

155:                                              ; preds = %130, %144
  %156 = phi i32 [ %154, %144 ], [ %132, %130 ]
  store i32 %156, i32* @check, align 4, !tbaa !9
  br label %157

157:                                              ; preds = %155, %242
  %158 = phi i32 [ 0, %155 ], [ %244, %242 ]
  %159 = mul nuw nsw i32 %158, 7
  %160 = mul i32 %159, %158
  %161 = add nsw i32 %160, %5
  %162 = sitofp i32 %161 to double
  %163 = sitofp i32 %161 to float
  %164 = tail call double @sqrt(double noundef %162) #6
  %165 = fcmp ogt double %162, 1.000000e+00
  %166 = select i1 %165, double %162, double 1.000000e+00
  br label %170

167:                                              ; preds = %170
  %168 = add nuw nsw i32 %172, 1
  %169 = icmp eq i32 %168, 60
  br i1 %169, label %177, label %170, !llvm.loop !13

170:                                              ; preds = %167, %157
  %171 = phi double [ %166, %157 ], [ %175, %167 ]
  %172 = phi i32 [ 0, %157 ], [ %168, %167 ]
  %173 = fdiv double %162, %171
  %174 = fadd double %171, %173
  %175 = fmul double %174, 5.000000e-01
  %176 = fcmp oeq double %175, %171
  br i1 %176, label %177, label %167

177:                                              ; preds = %167, %170
  %178 = phi double [ %171, %170 ], [ %175, %167 ]
  %179 = tail call float @sqrtf(float noundef %163) #6
  %180 = fpext float %179 to double
  %181 = fsub double 3.500000e+00, %162
  %182 = tail call double @llvm.fabs.f64(double %181)
  %183 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.4, i32 0, i32 0), double noundef %162, double noundef %164, double noundef %178, double noundef %180, double noundef %182)
  %184 = fcmp uno double %164, 0.000000e+00
  br i1 %184, label %185, label %189

185:                                              ; preds = %177
  %186 = load i32, i32* @check, align 4, !tbaa !9
  %187 = mul i32 %186, 3
  %188 = add i32 %187, 32760
  br label %214

189:                                              ; preds = %177
  %190 = fcmp olt double %164, 0.000000e+00
  br i1 %190, label %191, label %195

191:                                              ; preds = %189
  %192 = load i32, i32* @check, align 4, !tbaa !9
  %193 = mul i32 %192, 5
  %194 = add i32 %193, 1
  store i32 %194, i32* @check, align 4, !tbaa !9
  br label %195

195:                                              ; preds = %191, %189
  %196 = tail call double @llvm.fabs.f64(double %164) #6
  %197 = fcmp ult double %196, 0x41F0000000000000
  br i1 %197, label %202, label %198

198:                                              ; preds = %195, %198
  %199 = phi double [ %200, %198 ], [ %196, %195 ]
  %200 = fmul double %199, 0x3EF0000000000000
  %201 = fcmp ult double %200, 0x41F0000000000000
  br i1 %201, label %202, label %198, !llvm.loop !11

202:                                              ; preds = %198, %195
  %203 = phi double [ %196, %195 ], [ %200, %198 ]
  %204 = load i32, i32* @check, align 4, !tbaa !9
  %205 = mul i32 %204, 7
  %206 = fptoui double %203 to i32
  %207 = add i32 %205, %206
  %208 = mul i32 %207, 11
  %209 = tail call double @llvm.floor.f64(double %203) #6
  %210 = fsub double %203, %209
  %211 = fmul double %210, 0x41F0000000000000
  %212 = fptoui double %211 to i32
  %213 = add i32 %208, %212
  br label %214

214:                                              ; preds = %185, %202
  %215 = phi i32 [ %213, %202 ], [ %188, %185 ]
  %216 = fcmp uno double %178, 0.000000e+00
  br i1 %216, label %217, label %220

217:                                              ; preds = %214
  %218 = mul i32 %215, 3
  %219 = add i32 %218, 32760
  br label %242

220:                                              ; preds = %214
  %221 = fcmp olt double %178, 0.000000e+00
  %222 = mul i32 %215, 5
  %223 = add i32 %222, 1
  %224 = select i1 %221, i32 %223, i32 %215
  %225 = tail call double @llvm.fabs.f64(double %178) #6
  %226 = fcmp ult double %225, 0x41F0000000000000
  br i1 %226, label %231, label %227

227:                                              ; preds = %220, %227
  %228 = phi double [ %229, %227 ], [ %225, %220 ]
  %229 = fmul double %228, 0x3EF0000000000000
  %230 = fcmp ult double %229, 0x41F0000000000000
  br i1 %230, label %231, label %227, !llvm.loop !11

231:                                              ; preds = %227, %220
  %232 = phi double [ %225, %220 ], [ %229, %227 ]
  %233 = mul i32 %224, 7
  %234 = fptoui double %232 to i32
  %235 = add i32 %233, %234
  %236 = mul i32 %235, 11
  %237 = tail call double @llvm.floor.f64(double %232) #6
  %238 = fsub double %232, %237
  %239 = fmul double %238, 0x41F0000000000000
  %240 = fptoui double %239 to i32
  %241 = add i32 %236, %240
  br label %242

242:                                              ; preds = %217, %231
  %243 = phi i32 [ %241, %231 ], [ %219, %217 ]
  store i32 %243, i32* @check, align 4, !tbaa !9
  %244 = add nuw nsw i32 %158, 1
  %245 = icmp eq i32 %244, 6
  br i1 %245, label %246, label %157, !llvm.loop !14

246:                                              ; preds = %242
  %247 = fneg double %2
  %248 = tail call double @llvm.fabs.f64(double %247)
  %249 = tail call double @sqrt(double noundef %247) #6
  %250 = tail call double @sqrt(double noundef %4) #6
  %251 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.5, i32 0, i32 0), double noundef %248, double noundef %249, double noundef %250)
  br label %254

252:                                              ; preds = %275
  %253 = sext i32 %5 to i64
  br label %291

254:                                              ; preds = %246, %275
  %255 = phi i32 [ 0, %246 ], [ %287, %275 ]
  %256 = getelementptr inbounds [7 x i32], [7 x i32]* @main.i32s, i32 0, i32 %255
  %257 = load i32, i32* %256, align 4, !tbaa !9
  %258 = mul nsw i32 %257, %5
  %259 = sitofp i32 %258 to float
  %260 = fpext float %259 to double
  %261 = sitofp i32 %258 to double
  %262 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %258, double noundef %260, double noundef %261)
  %263 = icmp slt i32 %258, 0
  br i1 %263, label %264, label %268

264:                                              ; preds = %254
  %265 = load i32, i32* @check, align 4, !tbaa !9
  %266 = mul i32 %265, 5
  %267 = add i32 %266, 1
  store i32 %267, i32* @check, align 4, !tbaa !9
  br label %268

268:                                              ; preds = %264, %254
  %269 = tail call double @llvm.fabs.f64(double %260) #6
  %270 = fcmp ult double %269, 0x41F0000000000000
  br i1 %270, label %275, label %271

271:                                              ; preds = %268, %271
  %272 = phi double [ %273, %271 ], [ %269, %268 ]
  %273 = fmul double %272, 0x3EF0000000000000
  %274 = fcmp ult double %273, 0x41F0000000000000
  br i1 %274, label %275, label %271, !llvm.loop !11

275:                                              ; preds = %271, %268
  %276 = phi double [ %269, %268 ], [ %273, %271 ]
  %277 = load i32, i32* @check, align 4, !tbaa !9
  %278 = mul i32 %277, 7
  %279 = fptoui double %276 to i32
  %280 = add i32 %278, %279
  %281 = mul i32 %280, 11
  %282 = tail call double @llvm.floor.f64(double %276) #6
  %283 = fsub double %276, %282
  %284 = fmul double %283, 0x41F0000000000000
  %285 = fptoui double %284 to i32
  %286 = add i32 %281, %285
  store i32 %286, i32* @check, align 4, !tbaa !9
  %287 = add nuw nsw i32 %255, 1
  %288 = icmp eq i32 %287, 7
  br i1 %288, label %252, label %254, !llvm.loop !15

289:                                              ; preds = %312
  %290 = sitofp i32 %5 to double
  br label %326

291:                                              ; preds = %252, %312
  %292 = phi i32 [ 0, %252 ], [ %324, %312 ]
  %293 = getelementptr inbounds [6 x i64], [6 x i64]* @main.i64s, i32 0, i32 %292
  %294 = load i64, i64* %293, align 8, !tbaa !16
  %295 = mul nsw i64 %294, %253
  %296 = sitofp i64 %295 to float
  %297 = fpext float %296 to double
  %298 = sitofp i64 %295 to double
  %299 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.7, i32 0, i32 0), i64 noundef %295, double noundef %297, double noundef %298)
  %300 = icmp slt i64 %295, 0
  br i1 %300, label %301, label %305

301:                                              ; preds = %291
  %302 = load i32, i32* @check, align 4, !tbaa !9
  %303 = mul i32 %302, 5
  %304 = add i32 %303, 1
  store i32 %304, i32* @check, align 4, !tbaa !9
  br label %305

305:                                              ; preds = %301, %291
  %306 = tail call double @llvm.fabs.f64(double %298) #6
  %307 = fcmp ult double %306, 0x41F0000000000000
  br i1 %307, label %312, label %308

308:                                              ; preds = %305, %308
  %309 = phi double [ %310, %308 ], [ %306, %305 ]
  %310 = fmul double %309, 0x3EF0000000000000
  %311 = fcmp ult double %310, 0x41F0000000000000
  br i1 %311, label %312, label %308, !llvm.loop !11

312:                                              ; preds = %308, %305
  %313 = phi double [ %306, %305 ], [ %310, %308 ]
  %314 = load i32, i32* @check, align 4, !tbaa !9
  %315 = mul i32 %314, 7
  %316 = fptoui double %313 to i32
  %317 = add i32 %315, %316
  %318 = mul i32 %317, 11
  %319 = tail call double @llvm.floor.f64(double %313) #6
  %320 = fsub double %313, %319
  %321 = fmul double %320, 0x41F0000000000000
  %322 = fptoui double %321 to i32
  %323 = add i32 %318, %322
  store i32 %323, i32* @check, align 4, !tbaa !9
  %324 = add nuw nsw i32 %292, 1
  %325 = icmp eq i32 %324, 6
  br i1 %325, label %289, label %291, !llvm.loop !18

326:                                              ; preds = %289, %326
  %327 = phi i32 [ 0, %289 ], [ %351, %326 ]
  %328 = getelementptr inbounds [9 x double], [9 x double]* @main.ds, i32 0, i32 %327
  %329 = load double, double* %328, align 8, !tbaa !5
  %330 = fmul double %329, %290
  %331 = fptosi double %330 to i64
  %332 = fcmp oge double %330, 0xC1E0000000000000
  %333 = fcmp ole double %330, 0x41DFFFFFFFC00000
  %334 = and i1 %332, %333
  %335 = fptosi double %330 to i32
  %336 = select i1 %334, i32 %335, i32 0
  %337 = fcmp ogt double %330, -3.276800e+04
  %338 = fcmp olt double %330, 3.276800e+04
  %339 = and i1 %337, %338
  %340 = fptosi double %330 to i16
  %341 = sext i16 %340 to i32
  %342 = select i1 %339, i32 %341, i32 0
  %343 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.8, i32 0, i32 0), double noundef %330, i32 noundef %336, i64 noundef %331, i32 noundef %342)
  %344 = load i32, i32* @check, align 4, !tbaa !9
  %345 = mul i32 %344, 1000003
  %346 = trunc i64 %331 to i32
  %347 = lshr i64 %331, 32
  %348 = trunc i64 %347 to i32
  %349 = add i32 %345, %346
  %350 = add i32 %349, %348
  store i32 %350, i32* @check, align 4, !tbaa !9
  %351 = add nuw nsw i32 %327, 1
  %352 = icmp eq i32 %351, 9
  br i1 %352, label %353, label %326, !llvm.loop !19

353:                                              ; preds = %326
  %354 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i32 0, i32 0), i32 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %355 = load i32, i32* @check, align 4, !tbaa !9
  %356 = mul i32 %355, 77
  store i32 %356, i32* @check, align 4, !tbaa !9
  %357 = uitofp i32 %5 to float
  %358 = fpext float %357 to double
  %359 = uitofp i32 %5 to double
  %360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i32 0, i32 0), i32 noundef %5, double noundef %358, double noundef %359)
  %361 = load i32, i32* @check, align 4, !tbaa !9
  %362 = mul i32 %361, 7
  %363 = add i32 %362, %5
  %364 = mul i32 %363, 11
  %365 = fsub double %359, %359
  %366 = fmul double %365, 0x41F0000000000000
  %367 = fptoui double %366 to i32
  %368 = add i32 %364, %367
  store i32 %368, i32* @check, align 4, !tbaa !9
  %369 = shl i32 %5, 31
  %370 = uitofp i32 %369 to float
  %371 = fpext float %370 to double
  %372 = uitofp i32 %369 to double
  %373 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i32 0, i32 0), i32 noundef %369, double noundef %371, double noundef %372)
  %374 = load i32, i32* @check, align 4, !tbaa !9
  %375 = mul i32 %374, 7
  %376 = add i32 %375, %369
  %377 = mul i32 %376, 11
  %378 = fsub double %372, %372
  %379 = fmul double %378, 0x41F0000000000000
  %380 = fptoui double %379 to i32
  %381 = add i32 %377, %380
  store i32 %381, i32* @check, align 4, !tbaa !9
  %382 = mul i32 %5, -1294967296
  %383 = uitofp i32 %382 to float
  %384 = fpext float %383 to double
  %385 = uitofp i32 %382 to double
  %386 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i32 0, i32 0), i32 noundef %382, double noundef %384, double noundef %385)
  %387 = load i32, i32* @check, align 4, !tbaa !9
  %388 = mul i32 %387, 7
  %389 = add i32 %388, %382
  %390 = mul i32 %389, 11
  %391 = fsub double %385, %385
  %392 = fmul double %391, 0x41F0000000000000
  %393 = fptoui double %392 to i32
  %394 = add i32 %390, %393
  store i32 %394, i32* @check, align 4, !tbaa !9
  %395 = sub i32 0, %5
  %396 = uitofp i32 %395 to float
  %397 = fpext float %396 to double
  %398 = uitofp i32 %395 to double
  %399 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i32 0, i32 0), i32 noundef %395, double noundef %397, double noundef %398)
  %400 = load i32, i32* @check, align 4, !tbaa !9
  %401 = mul i32 %400, 7
  %402 = sub i32 %401, %5
  %403 = mul i32 %402, 11
  %404 = fsub double %398, %398
  %405 = fmul double %404, 0x41F0000000000000
  %406 = fptoui double %405 to i32
  %407 = add i32 %403, %406
  store i32 %407, i32* @check, align 4, !tbaa !9
  %408 = mul i32 %5, 16777217
  %409 = uitofp i32 %408 to float
  %410 = fpext float %409 to double
  %411 = uitofp i32 %408 to double
  %412 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i32 0, i32 0), i32 noundef %408, double noundef %410, double noundef %411)
  %413 = load i32, i32* @check, align 4, !tbaa !9
  %414 = mul i32 %413, 7
  %415 = add i32 %414, %408
  %416 = mul i32 %415, 11
  %417 = fsub double %411, %411
  %418 = fmul double %417, 0x41F0000000000000
  %419 = fptoui double %418 to i32
  %420 = add i32 %416, %419
  store i32 %420, i32* @check, align 4, !tbaa !9
  br label %421

421:                                              ; preds = %353, %452
  %422 = phi i32 [ %463, %452 ], [ 0, %353 ]
  %423 = getelementptr inbounds [10 x i64], [10 x i64]* @main.u64s, i32 0, i32 %422
  %424 = load i64, i64* %423, align 8, !tbaa !16
  %425 = mul i64 %424, %253
  %426 = uitofp i64 %425 to float
  %427 = fpext float %426 to double
  %428 = uitofp i64 %425 to double
  %429 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.10, i32 0, i32 0), i64 noundef %425, double noundef %427, double noundef %428)
  %430 = icmp ult i64 %425, 4294967296
  br i1 %430, label %435, label %431

431:                                              ; preds = %421, %431
  %432 = phi double [ %433, %431 ], [ %428, %421 ]
  %433 = fmul double %432, 0x3EF0000000000000
  %434 = fcmp ult double %433, 0x41F0000000000000
  br i1 %434, label %435, label %431, !llvm.loop !11

435:                                              ; preds = %431, %421
  %436 = phi double [ %428, %421 ], [ %433, %431 ]
  %437 = load i32, i32* @check, align 4, !tbaa !9
  %438 = mul i32 %437, 7
  %439 = fptoui double %436 to i32
  %440 = add i32 %438, %439
  %441 = mul i32 %440, 11
  %442 = tail call double @llvm.floor.f64(double %436) #6
  %443 = fsub double %436, %442
  %444 = fmul double %443, 0x41F0000000000000
  %445 = fptoui double %444 to i32
  %446 = add i32 %441, %445
  %447 = fcmp ult float %426, 0x41F0000000000000
  br i1 %447, label %452, label %448

448:                                              ; preds = %435, %448
  %449 = phi double [ %450, %448 ], [ %427, %435 ]
  %450 = fmul double %449, 0x3EF0000000000000
  %451 = fcmp ult double %450, 0x41F0000000000000
  br i1 %451, label %452, label %448, !llvm.loop !11

452:                                              ; preds = %448, %435
  %453 = phi double [ %427, %435 ], [ %450, %448 ]
  %454 = mul i32 %446, 7
  %455 = fptoui double %453 to i32
  %456 = add i32 %454, %455
  %457 = mul i32 %456, 11
  %458 = tail call double @llvm.floor.f64(double %453) #6
  %459 = fsub double %453, %458
  %460 = fmul double %459, 0x41F0000000000000
  %461 = fptoui double %460 to i32
  %462 = add i32 %457, %461
  store i32 %462, i32* @check, align 4, !tbaa !9
  %463 = add nuw nsw i32 %422, 1
  %464 = icmp eq i32 %463, 10
  br i1 %464, label %465, label %421, !llvm.loop !20

465:                                              ; preds = %452, %465
  %466 = phi i32 [ %496, %465 ], [ 0, %452 ]
  %467 = getelementptr inbounds [7 x double], [7 x double]* @main.uds, i32 0, i32 %466
  %468 = load double, double* %467, align 8, !tbaa !5
  %469 = fmul double %468, %290
  %470 = fptoui double %469 to i64
  %471 = fcmp olt double %469, 0x41F0000000000000
  %472 = fptoui double %469 to i32
  %473 = select i1 %471, i32 %472, i32 0
  %474 = fcmp olt double %469, 2.560000e+02
  %475 = select i1 %474, double %469, double 2.550000e+02
  %476 = fptoui double %475 to i8
  %477 = fptrunc double %469 to float
  %478 = fcmp olt float %477, 0x43F0000000000000
  %479 = fptoui float %477 to i64
  %480 = select i1 %478, i64 %479, i64 1
  %481 = zext i8 %476 to i32
  %482 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.11, i32 0, i32 0), double noundef %469, i64 noundef %470, i32 noundef %473, i32 noundef %481, i64 noundef %480)
  %483 = load i32, i32* @check, align 4, !tbaa !9
  %484 = mul i32 %483, 1000003
  %485 = trunc i64 %470 to i32
  %486 = lshr i64 %470, 32
  %487 = trunc i64 %486 to i32
  %488 = add i32 %484, %485
  %489 = add i32 %488, %487
  %490 = mul i32 %489, 1000003
  %491 = trunc i64 %480 to i32
  %492 = lshr i64 %480, 32
  %493 = trunc i64 %492 to i32
  %494 = add i32 %493, %491
  %495 = add i32 %494, %490
  store i32 %495, i32* @check, align 4, !tbaa !9
  %496 = add nuw nsw i32 %466, 1
  %497 = icmp eq i32 %496, 7
  br i1 %497, label %498, label %465, !llvm.loop !21

498:                                              ; preds = %465
  %499 = sitofp i32 %5 to float
  %500 = fmul float %499, 3.000000e+09
  %501 = fptoui float %500 to i32
  %502 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.12, i32 0, i32 0), i32 noundef %501)
  %503 = load i32, i32* @check, align 4, !tbaa !9
  %504 = mul i32 %503, 1000003
  %505 = add i32 %504, %501
  store i32 %505, i32* @check, align 4, !tbaa !9
  %506 = bitcast [6 x double]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %506) #6
  %507 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 0, i32 0
  store double %3, double* %507, align 8, !tbaa !5
  %508 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 0, i32 1
  store double %4, double* %508, align 8, !tbaa !5
  %509 = fneg double %4
  %510 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 0, i32 2
  store double %509, double* %510, align 8, !tbaa !5
  %511 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 0, i32 3
  store double %2, double* %511, align 8, !tbaa !5
  %512 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 0, i32 4
  store double %247, double* %512, align 8, !tbaa !5
  %513 = fadd double %2, 1.000000e+00
  %514 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 0, i32 5
  store double %513, double* %514, align 8, !tbaa !5
  br label %515

515:                                              ; preds = %498, %552
  %516 = phi i32 [ 0, %498 ], [ %554, %552 ]
  %517 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i32 noundef %516)
  %518 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 0, i32 %516
  %519 = load double, double* %518, align 8, !tbaa !5
  br label %520

520:                                              ; preds = %515, %520
  %521 = phi i32 [ 0, %515 ], [ %550, %520 ]
  %522 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 0, i32 %521
  %523 = load double, double* %522, align 8, !tbaa !5
  %524 = fcmp oeq double %519, %523
  %525 = zext i1 %524 to i32
  %526 = fcmp une double %519, %523
  %527 = select i1 %526, i32 2, i32 0
  %528 = or i32 %527, %525
  %529 = fcmp olt double %519, %523
  %530 = select i1 %529, i32 4, i32 0
  %531 = or i32 %528, %530
  %532 = fcmp ole double %519, %523
  %533 = select i1 %532, i32 8, i32 0
  %534 = or i32 %531, %533
  %535 = fcmp ogt double %519, %523
  %536 = select i1 %535, i32 16, i32 0
  %537 = or i32 %534, %536
  %538 = fcmp oge double %519, %523
  %539 = select i1 %538, i32 32, i32 0
  %540 = or i32 %537, %539
  %541 = select i1 %529, i32 0, i32 64
  %542 = or i32 %540, %541
  %543 = fcmp uno double %519, %523
  %544 = select i1 %543, i32 128, i32 0
  %545 = or i32 %542, %544
  %546 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i32 noundef %545)
  %547 = load i32, i32* @check, align 4, !tbaa !9
  %548 = mul i32 %547, 3
  %549 = add i32 %545, %548
  store i32 %549, i32* @check, align 4, !tbaa !9
  %550 = add nuw nsw i32 %521, 1
  %551 = icmp eq i32 %550, 6
  br i1 %551, label %552, label %520, !llvm.loop !22

552:                                              ; preds = %520
  %553 = tail call i32 @putchar(i32 10)
  %554 = add nuw nsw i32 %516, 1
  %555 = icmp eq i32 %554, 6
  br i1 %555, label %556, label %515, !llvm.loop !23

556:                                              ; preds = %552
  %557 = fptrunc double %3 to float
  %558 = fcmp oeq float %557, 1.000000e+00
  %559 = zext i1 %558 to i32
  %560 = fcmp une float %557, 1.000000e+00
  %561 = select i1 %560, i32 2, i32 0
  %562 = or i32 %561, %559
  %563 = fcmp olt float %557, 1.000000e+00
  %564 = select i1 %563, i32 4, i32 0
  %565 = or i32 %562, %564
  %566 = fcmp ole float %557, 1.000000e+00
  %567 = select i1 %566, i32 8, i32 0
  %568 = or i32 %565, %567
  %569 = fcmp ogt float %557, 1.000000e+00
  %570 = select i1 %569, i32 16, i32 0
  %571 = or i32 %568, %570
  %572 = fcmp oge float %557, 1.000000e+00
  %573 = select i1 %572, i32 32, i32 0
  %574 = or i32 %571, %573
  %575 = select i1 %572, i32 0, i32 64
  %576 = or i32 %574, %575
  %577 = fcmp oeq float %557, 2.000000e+00
  %578 = zext i1 %577 to i32
  %579 = fcmp une float %557, 2.000000e+00
  %580 = select i1 %579, i32 2, i32 0
  %581 = or i32 %580, %578
  %582 = fcmp ogt float %557, 2.000000e+00
  %583 = select i1 %582, i32 4, i32 0
  %584 = or i32 %581, %583
  %585 = fcmp oge float %557, 2.000000e+00
  %586 = select i1 %585, i32 8, i32 0
  %587 = or i32 %584, %586
  %588 = fcmp olt float %557, 2.000000e+00
  %589 = select i1 %588, i32 16, i32 0
  %590 = or i32 %587, %589
  %591 = fcmp ole float %557, 2.000000e+00
  %592 = select i1 %591, i32 32, i32 0
  %593 = or i32 %590, %592
  %594 = select i1 %591, i32 0, i32 64
  %595 = or i32 %593, %594
  %596 = fptrunc double %247 to float
  %597 = fcmp oeq float %596, %8
  %598 = zext i1 %597 to i32
  %599 = fcmp une float %596, %8
  %600 = select i1 %599, i32 2, i32 0
  %601 = or i32 %600, %598
  %602 = fcmp olt float %596, %8
  %603 = select i1 %602, i32 4, i32 0
  %604 = or i32 %601, %603
  %605 = fcmp ole float %596, %8
  %606 = select i1 %605, i32 8, i32 0
  %607 = or i32 %604, %606
  %608 = fcmp ogt float %596, %8
  %609 = select i1 %608, i32 16, i32 0
  %610 = or i32 %607, %609
  %611 = fcmp oge float %596, %8
  %612 = select i1 %611, i32 32, i32 0
  %613 = or i32 %610, %612
  %614 = select i1 %611, i32 0, i32 64
  %615 = or i32 %613, %614
  %616 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i32 0, i32 0), i32 noundef %576, i32 noundef %595, i32 noundef %615)
  %617 = fcmp uno double %3, 0.000000e+00
  %618 = zext i1 %617 to i32
  %619 = fcmp ord double %3, 0.000000e+00
  %620 = zext i1 %619 to i32
  %621 = fcmp ogt double %3, 1.000000e+00
  %622 = select i1 %621, double %3, double 1.000000e+00
  %623 = fcmp olt double %3, 1.000000e+00
  %624 = select i1 %623, double 1.000000e+00, double %3
  %625 = fcmp uno double %624, 0.000000e+00
  %626 = zext i1 %625 to i32
  %627 = select i1 %623, double %3, double 1.000000e+00
  %628 = select i1 %621, double 1.000000e+00, double %3
  %629 = fcmp uno double %628, 0.000000e+00
  %630 = zext i1 %629 to i32
  %631 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([93 x i8], [93 x i8]* @.str.17, i32 0, i32 0), i32 noundef %618, i32 noundef %620, double noundef %622, i32 noundef %626, double noundef %627, i32 noundef %630)
  %632 = fsub double %4, %4
  %633 = fcmp uno double %632, 0.000000e+00
  %634 = zext i1 %633 to i32
  %635 = fdiv double -1.000000e+00, %4
  %636 = fcmp oeq double %2, %247
  %637 = zext i1 %636 to i32
  %638 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.18, i32 0, i32 0), i32 noundef %634, double noundef %635, i32 noundef %637)
  %639 = fneg double %290
  %640 = tail call double @sqrt(double noundef %639) #6
  %641 = tail call double @sqrt(double noundef %639) #6
  %642 = fcmp une double %640, %641
  %643 = zext i1 %642 to i32
  %644 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.19, i32 0, i32 0), i32 noundef %618, i32 noundef %643)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %506) #6
  br label %645

645:                                              ; preds = %556, %645
  %646 = phi i32 [ 1, %556 ], [ %655, %645 ]
  %647 = phi double [ 0.000000e+00, %556 ], [ %654, %645 ]
  %648 = phi float [ 0.000000e+00, %556 ], [ %651, %645 ]
  %649 = sitofp i32 %646 to float
  %650 = fdiv float 1.000000e+00, %649
  %651 = fadd float %648, %650
  %652 = sitofp i32 %646 to double
  %653 = fdiv double 1.000000e+00, %652
  %654 = fadd double %647, %653
  %655 = add nuw nsw i32 %646, 1
  %656 = icmp eq i32 %655, 1001
  br i1 %656, label %657, label %645, !llvm.loop !24

657:                                              ; preds = %645
  %658 = fpext float %651 to double
  %659 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.20, i32 0, i32 0), double noundef %658, double noundef %654)
  %660 = fcmp uno float %651, 0.000000e+00
  br i1 %660, label %661, label %665

661:                                              ; preds = %657
  %662 = load i32, i32* @check, align 4, !tbaa !9
  %663 = mul i32 %662, 3
  %664 = add i32 %663, 32760
  br label %690

665:                                              ; preds = %657
  %666 = fcmp olt float %651, 0.000000e+00
  br i1 %666, label %667, label %671

667:                                              ; preds = %665
  %668 = load i32, i32* @check, align 4, !tbaa !9
  %669 = mul i32 %668, 5
  %670 = add i32 %669, 1
  store i32 %670, i32* @check, align 4, !tbaa !9
  br label %671

671:                                              ; preds = %667, %665
  %672 = tail call double @llvm.fabs.f64(double %658) #6
  %673 = fcmp ult double %672, 0x41F0000000000000
  br i1 %673, label %678, label %674

674:                                              ; preds = %671, %674
  %675 = phi double [ %676, %674 ], [ %672, %671 ]
  %676 = fmul double %675, 0x3EF0000000000000
  %677 = fcmp ult double %676, 0x41F0000000000000
  br i1 %677, label %678, label %674, !llvm.loop !11

678:                                              ; preds = %674, %671
  %679 = phi double [ %672, %671 ], [ %676, %674 ]
  %680 = load i32, i32* @check, align 4, !tbaa !9
  %681 = mul i32 %680, 7
  %682 = fptoui double %679 to i32
  %683 = add i32 %681, %682
  %684 = mul i32 %683, 11
  %685 = tail call double @llvm.floor.f64(double %679) #6
  %686 = fsub double %679, %685
  %687 = fmul double %686, 0x41F0000000000000
  %688 = fptoui double %687 to i32
  %689 = add i32 %684, %688
  br label %690

690:                                              ; preds = %661, %678
  %691 = phi i32 [ %689, %678 ], [ %664, %661 ]
  %692 = fcmp uno double %654, 0.000000e+00
  br i1 %692, label %693, label %696

693:                                              ; preds = %690
  %694 = mul i32 %691, 3
  %695 = add i32 %694, 32760
  br label %718

696:                                              ; preds = %690
  %697 = fcmp olt double %654, 0.000000e+00
  %698 = mul i32 %691, 5
  %699 = add i32 %698, 1
  %700 = select i1 %697, i32 %699, i32 %691
  %701 = tail call double @llvm.fabs.f64(double %654) #6
  %702 = fcmp ult double %701, 0x41F0000000000000
  br i1 %702, label %707, label %703

703:                                              ; preds = %696, %703
  %704 = phi double [ %705, %703 ], [ %701, %696 ]
  %705 = fmul double %704, 0x3EF0000000000000
  %706 = fcmp ult double %705, 0x41F0000000000000
  br i1 %706, label %707, label %703, !llvm.loop !11

707:                                              ; preds = %703, %696
  %708 = phi double [ %701, %696 ], [ %705, %703 ]
  %709 = mul i32 %700, 7
  %710 = fptoui double %708 to i32
  %711 = add i32 %709, %710
  %712 = mul i32 %711, 11
  %713 = tail call double @llvm.floor.f64(double %708) #6
  %714 = fsub double %708, %713
  %715 = fmul double %714, 0x41F0000000000000
  %716 = fptoui double %715 to i32
  %717 = add i32 %712, %716
  br label %718

718:                                              ; preds = %693, %707
  %719 = phi i32 [ %717, %707 ], [ %695, %693 ]
  store i32 %719, i32* @check, align 4, !tbaa !9
  %720 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.21, i32 0, i32 0), i32 noundef %719)
  %721 = load i32, i32* @check, align 4, !tbaa !9
  %722 = and i32 %721, 127
  ret i32 %722
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !7, i64 0}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
