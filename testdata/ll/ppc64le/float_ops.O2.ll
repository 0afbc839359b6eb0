; ModuleID = 'c/float_ops.c'
source_filename = "c/float_ops.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
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
  %15 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), double noundef %11, double noundef %12, double noundef %13, double noundef %14)
  %16 = fadd float %9, %10
  %17 = fpext float %16 to double
  %18 = fsub float %9, %10
  %19 = fpext float %18 to double
  %20 = fmul float %9, %10
  %21 = fpext float %20 to double
  %22 = fdiv float %9, %10
  %23 = fpext float %22 to double
  %24 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), double noundef %17, double noundef %19, double noundef %21, double noundef %23)
  %25 = fpext float %9 to double
  %26 = fmul double %7, %25
  %27 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), double noundef %26)
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
  %40 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i64 0, i64 0), double noundef %33, double noundef %39, double noundef 0x40A964C000000000)
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

157:                                              ; preds = %155, %267
  %158 = phi i32 [ 0, %155 ], [ %269, %267 ]
  %159 = mul nuw nsw i32 %158, 7
  %160 = mul i32 %159, %158
  %161 = add nsw i32 %160, %5
  %162 = sitofp i32 %161 to double
  %163 = sitofp i32 %161 to float
  %164 = tail call double @sqrt(double noundef %162) #6
  %165 = fcmp ogt double %162, 1.000000e+00
  %166 = select i1 %165, double %162, double 1.000000e+00
  br label %195

167:                                              ; preds = %195
  %168 = fdiv double %162, %200
  %169 = fadd double %200, %168
  %170 = fmul double %169, 5.000000e-01
  %171 = fcmp oeq double %170, %200
  br i1 %171, label %202, label %172

172:                                              ; preds = %167
  %173 = fdiv double %162, %170
  %174 = fadd double %170, %173
  %175 = fmul double %174, 5.000000e-01
  %176 = fcmp oeq double %175, %170
  br i1 %176, label %202, label %177

177:                                              ; preds = %172
  %178 = fdiv double %162, %175
  %179 = fadd double %175, %178
  %180 = fmul double %179, 5.000000e-01
  %181 = fcmp oeq double %180, %175
  br i1 %181, label %202, label %182

182:                                              ; preds = %177
  %183 = fdiv double %162, %180
  %184 = fadd double %180, %183
  %185 = fmul double %184, 5.000000e-01
  %186 = fcmp oeq double %185, %180
  br i1 %186, label %202, label %187

187:                                              ; preds = %182
  %188 = fdiv double %162, %185
  %189 = fadd double %185, %188
  %190 = fmul double %189, 5.000000e-01
  %191 = fcmp oeq double %190, %185
  br i1 %191, label %202, label %192

192:                                              ; preds = %187
  %193 = add nuw nsw i32 %197, 6
  %194 = icmp eq i32 %193, 60
  br i1 %194, label %202, label %195, !llvm.loop !13

195:                                              ; preds = %192, %157
  %196 = phi double [ %166, %157 ], [ %190, %192 ]
  %197 = phi i32 [ 0, %157 ], [ %193, %192 ]
  %198 = fdiv double %162, %196
  %199 = fadd double %196, %198
  %200 = fmul double %199, 5.000000e-01
  %201 = fcmp oeq double %200, %196
  br i1 %201, label %202, label %167

202:                                              ; preds = %192, %187, %182, %177, %172, %167, %195
  %203 = phi double [ %196, %195 ], [ %200, %167 ], [ %170, %172 ], [ %175, %177 ], [ %180, %182 ], [ %185, %187 ], [ %190, %192 ]
  %204 = tail call float @sqrtf(float noundef %163) #6
  %205 = fpext float %204 to double
  %206 = fsub double 3.500000e+00, %162
  %207 = tail call double @llvm.fabs.f64(double %206)
  %208 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.4, i64 0, i64 0), double noundef %162, double noundef %164, double noundef %203, double noundef %205, double noundef %207)
  %209 = fcmp uno double %164, 0.000000e+00
  br i1 %209, label %210, label %214

210:                                              ; preds = %202
  %211 = load i32, i32* @check, align 4, !tbaa !9
  %212 = mul i32 %211, 3
  %213 = add i32 %212, 32760
  br label %239

214:                                              ; preds = %202
  %215 = fcmp olt double %164, 0.000000e+00
  br i1 %215, label %216, label %220

216:                                              ; preds = %214
  %217 = load i32, i32* @check, align 4, !tbaa !9
  %218 = mul i32 %217, 5
  %219 = add i32 %218, 1
  store i32 %219, i32* @check, align 4, !tbaa !9
  br label %220

220:                                              ; preds = %216, %214
  %221 = tail call double @llvm.fabs.f64(double %164) #6
  %222 = fcmp ult double %221, 0x41F0000000000000
  br i1 %222, label %227, label %223

223:                                              ; preds = %220, %223
  %224 = phi double [ %225, %223 ], [ %221, %220 ]
  %225 = fmul double %224, 0x3EF0000000000000
  %226 = fcmp ult double %225, 0x41F0000000000000
  br i1 %226, label %227, label %223, !llvm.loop !11

227:                                              ; preds = %223, %220
  %228 = phi double [ %221, %220 ], [ %225, %223 ]
  %229 = load i32, i32* @check, align 4, !tbaa !9
  %230 = mul i32 %229, 7
  %231 = fptoui double %228 to i32
  %232 = add i32 %230, %231
  %233 = mul i32 %232, 11
  %234 = tail call double @llvm.floor.f64(double %228) #6
  %235 = fsub double %228, %234
  %236 = fmul double %235, 0x41F0000000000000
  %237 = fptoui double %236 to i32
  %238 = add i32 %233, %237
  br label %239

239:                                              ; preds = %210, %227
  %240 = phi i32 [ %238, %227 ], [ %213, %210 ]
  %241 = fcmp uno double %203, 0.000000e+00
  br i1 %241, label %242, label %245

242:                                              ; preds = %239
  %243 = mul i32 %240, 3
  %244 = add i32 %243, 32760
  br label %267

245:                                              ; preds = %239
  %246 = fcmp olt double %203, 0.000000e+00
  %247 = mul i32 %240, 5
  %248 = add i32 %247, 1
  %249 = select i1 %246, i32 %248, i32 %240
  %250 = tail call double @llvm.fabs.f64(double %203) #6
  %251 = fcmp ult double %250, 0x41F0000000000000
  br i1 %251, label %256, label %252

252:                                              ; preds = %245, %252
  %253 = phi double [ %254, %252 ], [ %250, %245 ]
  %254 = fmul double %253, 0x3EF0000000000000
  %255 = fcmp ult double %254, 0x41F0000000000000
  br i1 %255, label %256, label %252, !llvm.loop !11

256:                                              ; preds = %252, %245
  %257 = phi double [ %250, %245 ], [ %254, %252 ]
  %258 = mul i32 %249, 7
  %259 = fptoui double %257 to i32
  %260 = add i32 %258, %259
  %261 = mul i32 %260, 11
  %262 = tail call double @llvm.floor.f64(double %257) #6
  %263 = fsub double %257, %262
  %264 = fmul double %263, 0x41F0000000000000
  %265 = fptoui double %264 to i32
  %266 = add i32 %261, %265
  br label %267

267:                                              ; preds = %242, %256
  %268 = phi i32 [ %266, %256 ], [ %244, %242 ]
  store i32 %268, i32* @check, align 4, !tbaa !9
  %269 = add nuw nsw i32 %158, 1
  %270 = icmp eq i32 %269, 6
  br i1 %270, label %271, label %157, !llvm.loop !14

271:                                              ; preds = %267
  %272 = fneg double %2
  %273 = tail call double @llvm.fabs.f64(double %272)
  %274 = tail call double @sqrt(double noundef %272) #6
  %275 = tail call double @sqrt(double noundef %4) #6
  %276 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.5, i64 0, i64 0), double noundef %273, double noundef %274, double noundef %275)
  br label %279

277:                                              ; preds = %300
  %278 = sext i32 %5 to i64
  br label %316

279:                                              ; preds = %271, %300
  %280 = phi i64 [ 0, %271 ], [ %312, %300 ]
  %281 = getelementptr inbounds [7 x i32], [7 x i32]* @main.i32s, i64 0, i64 %280
  %282 = load i32, i32* %281, align 4, !tbaa !9
  %283 = mul nsw i32 %282, %5
  %284 = sitofp i32 %283 to float
  %285 = fpext float %284 to double
  %286 = sitofp i32 %283 to double
  %287 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %283, double noundef %285, double noundef %286)
  %288 = icmp slt i32 %283, 0
  br i1 %288, label %289, label %293

289:                                              ; preds = %279
  %290 = load i32, i32* @check, align 4, !tbaa !9
  %291 = mul i32 %290, 5
  %292 = add i32 %291, 1
  store i32 %292, i32* @check, align 4, !tbaa !9
  br label %293

293:                                              ; preds = %289, %279
  %294 = tail call double @llvm.fabs.f64(double %285) #6
  %295 = fcmp ult double %294, 0x41F0000000000000
  br i1 %295, label %300, label %296

296:                                              ; preds = %293, %296
  %297 = phi double [ %298, %296 ], [ %294, %293 ]
  %298 = fmul double %297, 0x3EF0000000000000
  %299 = fcmp ult double %298, 0x41F0000000000000
  br i1 %299, label %300, label %296, !llvm.loop !11

300:                                              ; preds = %296, %293
  %301 = phi double [ %294, %293 ], [ %298, %296 ]
  %302 = load i32, i32* @check, align 4, !tbaa !9
  %303 = mul i32 %302, 7
  %304 = fptoui double %301 to i32
  %305 = add i32 %303, %304
  %306 = mul i32 %305, 11
  %307 = tail call double @llvm.floor.f64(double %301) #6
  %308 = fsub double %301, %307
  %309 = fmul double %308, 0x41F0000000000000
  %310 = fptoui double %309 to i32
  %311 = add i32 %306, %310
  store i32 %311, i32* @check, align 4, !tbaa !9
  %312 = add nuw nsw i64 %280, 1
  %313 = icmp eq i64 %312, 7
  br i1 %313, label %277, label %279, !llvm.loop !15

314:                                              ; preds = %337
  %315 = sitofp i32 %5 to double
  br label %351

316:                                              ; preds = %277, %337
  %317 = phi i64 [ 0, %277 ], [ %349, %337 ]
  %318 = getelementptr inbounds [6 x i64], [6 x i64]* @main.i64s, i64 0, i64 %317
  %319 = load i64, i64* %318, align 8, !tbaa !16
  %320 = mul nsw i64 %319, %278
  %321 = sitofp i64 %320 to float
  %322 = fpext float %321 to double
  %323 = sitofp i64 %320 to double
  %324 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.7, i64 0, i64 0), i64 noundef %320, double noundef %322, double noundef %323)
  %325 = icmp slt i64 %320, 0
  br i1 %325, label %326, label %330

326:                                              ; preds = %316
  %327 = load i32, i32* @check, align 4, !tbaa !9
  %328 = mul i32 %327, 5
  %329 = add i32 %328, 1
  store i32 %329, i32* @check, align 4, !tbaa !9
  br label %330

330:                                              ; preds = %326, %316
  %331 = tail call double @llvm.fabs.f64(double %323) #6
  %332 = fcmp ult double %331, 0x41F0000000000000
  br i1 %332, label %337, label %333

333:                                              ; preds = %330, %333
  %334 = phi double [ %335, %333 ], [ %331, %330 ]
  %335 = fmul double %334, 0x3EF0000000000000
  %336 = fcmp ult double %335, 0x41F0000000000000
  br i1 %336, label %337, label %333, !llvm.loop !11

337:                                              ; preds = %333, %330
  %338 = phi double [ %331, %330 ], [ %335, %333 ]
  %339 = load i32, i32* @check, align 4, !tbaa !9
  %340 = mul i32 %339, 7
  %341 = fptoui double %338 to i32
  %342 = add i32 %340, %341
  %343 = mul i32 %342, 11
  %344 = tail call double @llvm.floor.f64(double %338) #6
  %345 = fsub double %338, %344
  %346 = fmul double %345, 0x41F0000000000000
  %347 = fptoui double %346 to i32
  %348 = add i32 %343, %347
  store i32 %348, i32* @check, align 4, !tbaa !9
  %349 = add nuw nsw i64 %317, 1
  %350 = icmp eq i64 %349, 6
  br i1 %350, label %314, label %316, !llvm.loop !18

351:                                              ; preds = %314, %351
  %352 = phi i64 [ 0, %314 ], [ %376, %351 ]
  %353 = getelementptr inbounds [9 x double], [9 x double]* @main.ds, i64 0, i64 %352
  %354 = load double, double* %353, align 8, !tbaa !5
  %355 = fmul double %354, %315
  %356 = fptosi double %355 to i64
  %357 = fcmp oge double %355, 0xC1E0000000000000
  %358 = fcmp ole double %355, 0x41DFFFFFFFC00000
  %359 = and i1 %357, %358
  %360 = fptosi double %355 to i32
  %361 = select i1 %359, i32 %360, i32 0
  %362 = fcmp ogt double %355, -3.276800e+04
  %363 = fcmp olt double %355, 3.276800e+04
  %364 = and i1 %362, %363
  %365 = fptosi double %355 to i16
  %366 = sext i16 %365 to i32
  %367 = select i1 %364, i32 %366, i32 0
  %368 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.8, i64 0, i64 0), double noundef %355, i32 noundef signext %361, i64 noundef %356, i32 noundef signext %367)
  %369 = load i32, i32* @check, align 4, !tbaa !9
  %370 = mul i32 %369, 1000003
  %371 = trunc i64 %356 to i32
  %372 = lshr i64 %356, 32
  %373 = trunc i64 %372 to i32
  %374 = add i32 %370, %371
  %375 = add i32 %374, %373
  store i32 %375, i32* @check, align 4, !tbaa !9
  %376 = add nuw nsw i64 %352, 1
  %377 = icmp eq i64 %376, 9
  br i1 %377, label %378, label %351, !llvm.loop !19

378:                                              ; preds = %351
  %379 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext 0, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %380 = load i32, i32* @check, align 4, !tbaa !9
  %381 = mul i32 %380, 77
  store i32 %381, i32* @check, align 4, !tbaa !9
  %382 = uitofp i32 %5 to float
  %383 = fpext float %382 to double
  %384 = uitofp i32 %5 to double
  %385 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %5, double noundef %383, double noundef %384)
  %386 = load i32, i32* @check, align 4, !tbaa !9
  %387 = mul i32 %386, 7
  %388 = add i32 %387, %5
  %389 = mul i32 %388, 11
  %390 = fsub double %384, %384
  %391 = fmul double %390, 0x41F0000000000000
  %392 = fptoui double %391 to i32
  %393 = add i32 %389, %392
  store i32 %393, i32* @check, align 4, !tbaa !9
  %394 = shl i32 %5, 31
  %395 = uitofp i32 %394 to float
  %396 = fpext float %395 to double
  %397 = uitofp i32 %394 to double
  %398 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %394, double noundef %396, double noundef %397)
  %399 = load i32, i32* @check, align 4, !tbaa !9
  %400 = mul i32 %399, 7
  %401 = add i32 %400, %394
  %402 = mul i32 %401, 11
  %403 = fsub double %397, %397
  %404 = fmul double %403, 0x41F0000000000000
  %405 = fptoui double %404 to i32
  %406 = add i32 %402, %405
  store i32 %406, i32* @check, align 4, !tbaa !9
  %407 = mul i32 %5, -1294967296
  %408 = uitofp i32 %407 to float
  %409 = fpext float %408 to double
  %410 = uitofp i32 %407 to double
  %411 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %407, double noundef %409, double noundef %410)
  %412 = load i32, i32* @check, align 4, !tbaa !9
  %413 = mul i32 %412, 7
  %414 = add i32 %413, %407
  %415 = mul i32 %414, 11
  %416 = fsub double %410, %410
  %417 = fmul double %416, 0x41F0000000000000
  %418 = fptoui double %417 to i32
  %419 = add i32 %415, %418
  store i32 %419, i32* @check, align 4, !tbaa !9
  %420 = sub i32 0, %5
  %421 = uitofp i32 %420 to float
  %422 = fpext float %421 to double
  %423 = uitofp i32 %420 to double
  %424 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %420, double noundef %422, double noundef %423)
  %425 = load i32, i32* @check, align 4, !tbaa !9
  %426 = mul i32 %425, 7
  %427 = sub i32 %426, %5
  %428 = mul i32 %427, 11
  %429 = fsub double %423, %423
  %430 = fmul double %429, 0x41F0000000000000
  %431 = fptoui double %430 to i32
  %432 = add i32 %428, %431
  store i32 %432, i32* @check, align 4, !tbaa !9
  %433 = mul i32 %5, 16777217
  %434 = uitofp i32 %433 to float
  %435 = fpext float %434 to double
  %436 = uitofp i32 %433 to double
  %437 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %433, double noundef %435, double noundef %436)
  %438 = load i32, i32* @check, align 4, !tbaa !9
  %439 = mul i32 %438, 7
  %440 = add i32 %439, %433
  %441 = mul i32 %440, 11
  %442 = fsub double %436, %436
  %443 = fmul double %442, 0x41F0000000000000
  %444 = fptoui double %443 to i32
  %445 = add i32 %441, %444
  store i32 %445, i32* @check, align 4, !tbaa !9
  br label %446

446:                                              ; preds = %378, %477
  %447 = phi i64 [ 0, %378 ], [ %488, %477 ]
  %448 = getelementptr inbounds [10 x i64], [10 x i64]* @main.u64s, i64 0, i64 %447
  %449 = load i64, i64* %448, align 8, !tbaa !16
  %450 = mul i64 %449, %278
  %451 = uitofp i64 %450 to float
  %452 = fpext float %451 to double
  %453 = uitofp i64 %450 to double
  %454 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.10, i64 0, i64 0), i64 noundef %450, double noundef %452, double noundef %453)
  %455 = icmp ult i64 %450, 4294967296
  br i1 %455, label %460, label %456

456:                                              ; preds = %446, %456
  %457 = phi double [ %458, %456 ], [ %453, %446 ]
  %458 = fmul double %457, 0x3EF0000000000000
  %459 = fcmp ult double %458, 0x41F0000000000000
  br i1 %459, label %460, label %456, !llvm.loop !11

460:                                              ; preds = %456, %446
  %461 = phi double [ %453, %446 ], [ %458, %456 ]
  %462 = load i32, i32* @check, align 4, !tbaa !9
  %463 = mul i32 %462, 7
  %464 = fptoui double %461 to i32
  %465 = add i32 %463, %464
  %466 = mul i32 %465, 11
  %467 = tail call double @llvm.floor.f64(double %461) #6
  %468 = fsub double %461, %467
  %469 = fmul double %468, 0x41F0000000000000
  %470 = fptoui double %469 to i32
  %471 = add i32 %466, %470
  %472 = fcmp ult float %451, 0x41F0000000000000
  br i1 %472, label %477, label %473

473:                                              ; preds = %460, %473
  %474 = phi double [ %475, %473 ], [ %452, %460 ]
  %475 = fmul double %474, 0x3EF0000000000000
  %476 = fcmp ult double %475, 0x41F0000000000000
  br i1 %476, label %477, label %473, !llvm.loop !11

477:                                              ; preds = %473, %460
  %478 = phi double [ %452, %460 ], [ %475, %473 ]
  %479 = mul i32 %471, 7
  %480 = fptoui double %478 to i32
  %481 = add i32 %479, %480
  %482 = mul i32 %481, 11
  %483 = tail call double @llvm.floor.f64(double %478) #6
  %484 = fsub double %478, %483
  %485 = fmul double %484, 0x41F0000000000000
  %486 = fptoui double %485 to i32
  %487 = add i32 %482, %486
  store i32 %487, i32* @check, align 4, !tbaa !9
  %488 = add nuw nsw i64 %447, 1
  %489 = icmp eq i64 %488, 10
  br i1 %489, label %490, label %446, !llvm.loop !20

490:                                              ; preds = %477, %490
  %491 = phi i64 [ %521, %490 ], [ 0, %477 ]
  %492 = getelementptr inbounds [7 x double], [7 x double]* @main.uds, i64 0, i64 %491
  %493 = load double, double* %492, align 8, !tbaa !5
  %494 = fmul double %493, %315
  %495 = fptoui double %494 to i64
  %496 = fcmp olt double %494, 0x41F0000000000000
  %497 = fptoui double %494 to i32
  %498 = select i1 %496, i32 %497, i32 0
  %499 = fcmp olt double %494, 2.560000e+02
  %500 = select i1 %499, double %494, double 2.550000e+02
  %501 = fptoui double %500 to i8
  %502 = fptrunc double %494 to float
  %503 = fcmp olt float %502, 0x43F0000000000000
  %504 = fptoui float %502 to i64
  %505 = select i1 %503, i64 %504, i64 1
  %506 = zext i8 %501 to i32
  %507 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.11, i64 0, i64 0), double noundef %494, i64 noundef %495, i32 noundef zeroext %498, i32 noundef zeroext %506, i64 noundef %505)
  %508 = load i32, i32* @check, align 4, !tbaa !9
  %509 = mul i32 %508, 1000003
  %510 = trunc i64 %495 to i32
  %511 = lshr i64 %495, 32
  %512 = trunc i64 %511 to i32
  %513 = add i32 %509, %510
  %514 = add i32 %513, %512
  %515 = mul i32 %514, 1000003
  %516 = trunc i64 %505 to i32
  %517 = lshr i64 %505, 32
  %518 = trunc i64 %517 to i32
  %519 = add i32 %518, %516
  %520 = add i32 %519, %515
  store i32 %520, i32* @check, align 4, !tbaa !9
  %521 = add nuw nsw i64 %491, 1
  %522 = icmp eq i64 %521, 7
  br i1 %522, label %523, label %490, !llvm.loop !21

523:                                              ; preds = %490
  %524 = sitofp i32 %5 to float
  %525 = fmul float %524, 3.000000e+09
  %526 = fptoui float %525 to i32
  %527 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext %526)
  %528 = load i32, i32* @check, align 4, !tbaa !9
  %529 = mul i32 %528, 1000003
  %530 = add i32 %529, %526
  store i32 %530, i32* @check, align 4, !tbaa !9
  %531 = bitcast [6 x double]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %531) #6
  %532 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 0
  store double %3, double* %532, align 8, !tbaa !5
  %533 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 1
  store double %4, double* %533, align 8, !tbaa !5
  %534 = fneg double %4
  %535 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 2
  store double %534, double* %535, align 8, !tbaa !5
  %536 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 3
  store double %2, double* %536, align 8, !tbaa !5
  %537 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 4
  store double %272, double* %537, align 8, !tbaa !5
  %538 = fadd double %2, 1.000000e+00
  %539 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 5
  store double %538, double* %539, align 8, !tbaa !5
  br label %540

540:                                              ; preds = %523, %578
  %541 = phi i64 [ 0, %523 ], [ %580, %578 ]
  %542 = trunc i64 %541 to i32
  %543 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext %542)
  %544 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 %541
  %545 = load double, double* %544, align 8, !tbaa !5
  br label %546

546:                                              ; preds = %540, %546
  %547 = phi i64 [ 0, %540 ], [ %576, %546 ]
  %548 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 %547
  %549 = load double, double* %548, align 8, !tbaa !5
  %550 = fcmp oeq double %545, %549
  %551 = zext i1 %550 to i32
  %552 = fcmp une double %545, %549
  %553 = select i1 %552, i32 2, i32 0
  %554 = or i32 %553, %551
  %555 = fcmp olt double %545, %549
  %556 = select i1 %555, i32 4, i32 0
  %557 = or i32 %554, %556
  %558 = fcmp ole double %545, %549
  %559 = select i1 %558, i32 8, i32 0
  %560 = or i32 %557, %559
  %561 = fcmp ogt double %545, %549
  %562 = select i1 %561, i32 16, i32 0
  %563 = or i32 %560, %562
  %564 = fcmp oge double %545, %549
  %565 = select i1 %564, i32 32, i32 0
  %566 = or i32 %563, %565
  %567 = select i1 %555, i32 0, i32 64
  %568 = or i32 %566, %567
  %569 = fcmp uno double %545, %549
  %570 = select i1 %569, i32 128, i32 0
  %571 = or i32 %568, %570
  %572 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef zeroext %571)
  %573 = load i32, i32* @check, align 4, !tbaa !9
  %574 = mul i32 %573, 3
  %575 = add i32 %571, %574
  store i32 %575, i32* @check, align 4, !tbaa !9
  %576 = add nuw nsw i64 %547, 1
  %577 = icmp eq i64 %576, 6
  br i1 %577, label %578, label %546, !llvm.loop !22

578:                                              ; preds = %546
  %579 = tail call i32 @putchar(i32 10)
  %580 = add nuw nsw i64 %541, 1
  %581 = icmp eq i64 %580, 6
  br i1 %581, label %582, label %540, !llvm.loop !23

582:                                              ; preds = %578
  %583 = fptrunc double %3 to float
  %584 = fcmp oeq float %583, 1.000000e+00
  %585 = zext i1 %584 to i32
  %586 = fcmp une float %583, 1.000000e+00
  %587 = select i1 %586, i32 2, i32 0
  %588 = or i32 %587, %585
  %589 = fcmp olt float %583, 1.000000e+00
  %590 = select i1 %589, i32 4, i32 0
  %591 = or i32 %588, %590
  %592 = fcmp ole float %583, 1.000000e+00
  %593 = select i1 %592, i32 8, i32 0
  %594 = or i32 %591, %593
  %595 = fcmp ogt float %583, 1.000000e+00
  %596 = select i1 %595, i32 16, i32 0
  %597 = or i32 %594, %596
  %598 = fcmp oge float %583, 1.000000e+00
  %599 = select i1 %598, i32 32, i32 0
  %600 = or i32 %597, %599
  %601 = select i1 %598, i32 0, i32 64
  %602 = or i32 %600, %601
  %603 = fcmp oeq float %583, 2.000000e+00
  %604 = zext i1 %603 to i32
  %605 = fcmp une float %583, 2.000000e+00
  %606 = select i1 %605, i32 2, i32 0
  %607 = or i32 %606, %604
  %608 = fcmp ogt float %583, 2.000000e+00
  %609 = select i1 %608, i32 4, i32 0
  %610 = or i32 %607, %609
  %611 = fcmp oge float %583, 2.000000e+00
  %612 = select i1 %611, i32 8, i32 0
  %613 = or i32 %610, %612
  %614 = fcmp olt float %583, 2.000000e+00
  %615 = select i1 %614, i32 16, i32 0
  %616 = or i32 %613, %615
  %617 = fcmp ole float %583, 2.000000e+00
  %618 = select i1 %617, i32 32, i32 0
  %619 = or i32 %616, %618
  %620 = select i1 %617, i32 0, i32 64
  %621 = or i32 %619, %620
  %622 = fptrunc double %272 to float
  %623 = fcmp oeq float %622, %8
  %624 = zext i1 %623 to i32
  %625 = fcmp une float %622, %8
  %626 = select i1 %625, i32 2, i32 0
  %627 = or i32 %626, %624
  %628 = fcmp olt float %622, %8
  %629 = select i1 %628, i32 4, i32 0
  %630 = or i32 %627, %629
  %631 = fcmp ole float %622, %8
  %632 = select i1 %631, i32 8, i32 0
  %633 = or i32 %630, %632
  %634 = fcmp ogt float %622, %8
  %635 = select i1 %634, i32 16, i32 0
  %636 = or i32 %633, %635
  %637 = fcmp oge float %622, %8
  %638 = select i1 %637, i32 32, i32 0
  %639 = or i32 %636, %638
  %640 = select i1 %637, i32 0, i32 64
  %641 = or i32 %639, %640
  %642 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext %602, i32 noundef zeroext %621, i32 noundef zeroext %641)
  %643 = fcmp uno double %3, 0.000000e+00
  %644 = zext i1 %643 to i32
  %645 = fcmp ord double %3, 0.000000e+00
  %646 = zext i1 %645 to i32
  %647 = fcmp ogt double %3, 1.000000e+00
  %648 = select i1 %647, double %3, double 1.000000e+00
  %649 = fcmp olt double %3, 1.000000e+00
  %650 = select i1 %649, double 1.000000e+00, double %3
  %651 = fcmp uno double %650, 0.000000e+00
  %652 = zext i1 %651 to i32
  %653 = select i1 %649, double %3, double 1.000000e+00
  %654 = select i1 %647, double 1.000000e+00, double %3
  %655 = fcmp uno double %654, 0.000000e+00
  %656 = zext i1 %655 to i32
  %657 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([93 x i8], [93 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %644, i32 noundef signext %646, double noundef %648, i32 noundef signext %652, double noundef %653, i32 noundef signext %656)
  %658 = fsub double %4, %4
  %659 = fcmp uno double %658, 0.000000e+00
  %660 = zext i1 %659 to i32
  %661 = fdiv double -1.000000e+00, %4
  %662 = fcmp oeq double %2, %272
  %663 = zext i1 %662 to i32
  %664 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext %660, double noundef %661, i32 noundef signext %663)
  %665 = fneg double %315
  %666 = tail call double @sqrt(double noundef %665) #6
  %667 = tail call double @sqrt(double noundef %665) #6
  %668 = fcmp une double %666, %667
  %669 = zext i1 %668 to i32
  %670 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.19, i64 0, i64 0), i32 noundef signext %644, i32 noundef signext %669)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %531) #6
  br label %671

671:                                              ; preds = %671, %582
  %672 = phi i32 [ 1, %582 ], [ %702, %671 ]
  %673 = phi double [ 0.000000e+00, %582 ], [ %701, %671 ]
  %674 = phi float [ 0.000000e+00, %582 ], [ %698, %671 ]
  %675 = sitofp i32 %672 to float
  %676 = fdiv float 1.000000e+00, %675
  %677 = fadd float %674, %676
  %678 = sitofp i32 %672 to double
  %679 = fdiv double 1.000000e+00, %678
  %680 = fadd double %673, %679
  %681 = add nuw nsw i32 %672, 1
  %682 = sitofp i32 %681 to float
  %683 = fdiv float 1.000000e+00, %682
  %684 = fadd float %677, %683
  %685 = sitofp i32 %681 to double
  %686 = fdiv double 1.000000e+00, %685
  %687 = fadd double %680, %686
  %688 = add nuw nsw i32 %672, 2
  %689 = sitofp i32 %688 to float
  %690 = fdiv float 1.000000e+00, %689
  %691 = fadd float %684, %690
  %692 = sitofp i32 %688 to double
  %693 = fdiv double 1.000000e+00, %692
  %694 = fadd double %687, %693
  %695 = add nuw nsw i32 %672, 3
  %696 = sitofp i32 %695 to float
  %697 = fdiv float 1.000000e+00, %696
  %698 = fadd float %691, %697
  %699 = sitofp i32 %695 to double
  %700 = fdiv double 1.000000e+00, %699
  %701 = fadd double %694, %700
  %702 = add nuw nsw i32 %672, 4
  %703 = icmp eq i32 %702, 1001
  br i1 %703, label %704, label %671, !llvm.loop !24

704:                                              ; preds = %671
  %705 = fpext float %698 to double
  %706 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.20, i64 0, i64 0), double noundef %705, double noundef %701)
  %707 = fcmp uno float %698, 0.000000e+00
  br i1 %707, label %708, label %712

708:                                              ; preds = %704
  %709 = load i32, i32* @check, align 4, !tbaa !9
  %710 = mul i32 %709, 3
  %711 = add i32 %710, 32760
  br label %737

712:                                              ; preds = %704
  %713 = fcmp olt float %698, 0.000000e+00
  br i1 %713, label %714, label %718

714:                                              ; preds = %712
  %715 = load i32, i32* @check, align 4, !tbaa !9
  %716 = mul i32 %715, 5
  %717 = add i32 %716, 1
  store i32 %717, i32* @check, align 4, !tbaa !9
  br label %718

718:                                              ; preds = %714, %712
  %719 = tail call double @llvm.fabs.f64(double %705) #6
  %720 = fcmp ult double %719, 0x41F0000000000000
  br i1 %720, label %725, label %721

721:                                              ; preds = %718, %721
  %722 = phi double [ %723, %721 ], [ %719, %718 ]
  %723 = fmul double %722, 0x3EF0000000000000
  %724 = fcmp ult double %723, 0x41F0000000000000
  br i1 %724, label %725, label %721, !llvm.loop !11

725:                                              ; preds = %721, %718
  %726 = phi double [ %719, %718 ], [ %723, %721 ]
  %727 = load i32, i32* @check, align 4, !tbaa !9
  %728 = mul i32 %727, 7
  %729 = fptoui double %726 to i32
  %730 = add i32 %728, %729
  %731 = mul i32 %730, 11
  %732 = tail call double @llvm.floor.f64(double %726) #6
  %733 = fsub double %726, %732
  %734 = fmul double %733, 0x41F0000000000000
  %735 = fptoui double %734 to i32
  %736 = add i32 %731, %735
  br label %737

737:                                              ; preds = %708, %725
  %738 = phi i32 [ %736, %725 ], [ %711, %708 ]
  %739 = fcmp uno double %701, 0.000000e+00
  br i1 %739, label %740, label %743

740:                                              ; preds = %737
  %741 = mul i32 %738, 3
  %742 = add i32 %741, 32760
  br label %765

743:                                              ; preds = %737
  %744 = fcmp olt double %701, 0.000000e+00
  %745 = mul i32 %738, 5
  %746 = add i32 %745, 1
  %747 = select i1 %744, i32 %746, i32 %738
  %748 = tail call double @llvm.fabs.f64(double %701) #6
  %749 = fcmp ult double %748, 0x41F0000000000000
  br i1 %749, label %754, label %750

750:                                              ; preds = %743, %750
  %751 = phi double [ %752, %750 ], [ %748, %743 ]
  %752 = fmul double %751, 0x3EF0000000000000
  %753 = fcmp ult double %752, 0x41F0000000000000
  br i1 %753, label %754, label %750, !llvm.loop !11

754:                                              ; preds = %750, %743
  %755 = phi double [ %748, %743 ], [ %752, %750 ]
  %756 = mul i32 %747, 7
  %757 = fptoui double %755 to i32
  %758 = add i32 %756, %757
  %759 = mul i32 %758, 11
  %760 = tail call double @llvm.floor.f64(double %755) #6
  %761 = fsub double %755, %760
  %762 = fmul double %761, 0x41F0000000000000
  %763 = fptoui double %762 to i32
  %764 = add i32 %759, %763
  br label %765

765:                                              ; preds = %740, %754
  %766 = phi i32 [ %764, %754 ], [ %742, %740 ]
  store i32 %766, i32* @check, align 4, !tbaa !9
  %767 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.21, i64 0, i64 0), i32 noundef zeroext %766)
  %768 = load i32, i32* @check, align 4, !tbaa !9
  %769 = and i32 %768, 127
  ret i32 %769
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
!17 = !{!"long", !7, i64 0}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
