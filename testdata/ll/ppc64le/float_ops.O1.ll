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
@main.u32s = internal unnamed_addr constant [6 x i32] [i32 0, i32 1, i32 -2147483648, i32 -1294967296, i32 -1, i32 16777217], align 4
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
  %15 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), double noundef %11, double noundef %12, double noundef %13, double noundef %14)
  %16 = fadd float %9, %10
  %17 = fpext float %16 to double
  %18 = fsub float %9, %10
  %19 = fpext float %18 to double
  %20 = fmul float %9, %10
  %21 = fpext float %20 to double
  %22 = fdiv float %9, %10
  %23 = fpext float %22 to double
  %24 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), double noundef %17, double noundef %19, double noundef %21, double noundef %23)
  %25 = fpext float %9 to double
  %26 = fmul double %7, %25
  %27 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), double noundef %26)
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
  %40 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i64 0, i64 0), double noundef %33, double noundef %39, double noundef 0x40A964C000000000)
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
  %53 = call double @llvm.fabs.f64(double %11) #6
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
  %66 = call double @llvm.floor.f64(double %60) #6
  %67 = fsub double %60, %66
  %68 = fmul double %67, 0x41F0000000000000
  %69 = fptoui double %68 to i32
  %70 = add i32 %65, %69
  br label %71

71:                                               ; preds = %42, %59
  %72 = phi i32 [ %70, %59 ], [ %45, %42 ]
  store i32 %72, i32* @check, align 4, !tbaa !9
  %73 = fcmp uno double %13, 0.000000e+00
  br i1 %73, label %74, label %77

74:                                               ; preds = %71
  %75 = mul i32 %72, 3
  %76 = add i32 %75, 32760
  br label %101

77:                                               ; preds = %71
  %78 = fcmp olt double %13, 0.000000e+00
  br i1 %78, label %79, label %82

79:                                               ; preds = %77
  %80 = mul i32 %72, 5
  %81 = add i32 %80, 1
  store i32 %81, i32* @check, align 4, !tbaa !9
  br label %82

82:                                               ; preds = %79, %77
  %83 = call double @llvm.fabs.f64(double %13) #6
  %84 = fcmp ult double %83, 0x41F0000000000000
  br i1 %84, label %89, label %85

85:                                               ; preds = %82, %85
  %86 = phi double [ %87, %85 ], [ %83, %82 ]
  %87 = fmul double %86, 0x3EF0000000000000
  %88 = fcmp ult double %87, 0x41F0000000000000
  br i1 %88, label %89, label %85, !llvm.loop !11

89:                                               ; preds = %85, %82
  %90 = phi double [ %83, %82 ], [ %87, %85 ]
  %91 = load i32, i32* @check, align 4, !tbaa !9
  %92 = mul i32 %91, 7
  %93 = fptoui double %90 to i32
  %94 = add i32 %92, %93
  %95 = mul i32 %94, 11
  %96 = call double @llvm.floor.f64(double %90) #6
  %97 = fsub double %90, %96
  %98 = fmul double %97, 0x41F0000000000000
  %99 = fptoui double %98 to i32
  %100 = add i32 %95, %99
  br label %101

101:                                              ; preds = %74, %89
  %102 = phi i32 [ %100, %89 ], [ %76, %74 ]
  store i32 %102, i32* @check, align 4, !tbaa !9
  %103 = fcmp uno double %33, 0.000000e+00
  br i1 %103, label %104, label %107

104:                                              ; preds = %101
  %105 = mul i32 %102, 3
  %106 = add i32 %105, 32760
  br label %131

107:                                              ; preds = %101
  %108 = fcmp olt double %33, 0.000000e+00
  br i1 %108, label %109, label %112

109:                                              ; preds = %107
  %110 = mul i32 %102, 5
  %111 = add i32 %110, 1
  store i32 %111, i32* @check, align 4, !tbaa !9
  br label %112

112:                                              ; preds = %109, %107
  %113 = call double @llvm.fabs.f64(double %33) #6
  %114 = fcmp ult double %113, 0x41F0000000000000
  br i1 %114, label %119, label %115

115:                                              ; preds = %112, %115
  %116 = phi double [ %117, %115 ], [ %113, %112 ]
  %117 = fmul double %116, 0x3EF0000000000000
  %118 = fcmp ult double %117, 0x41F0000000000000
  br i1 %118, label %119, label %115, !llvm.loop !11

119:                                              ; preds = %115, %112
  %120 = phi double [ %113, %112 ], [ %117, %115 ]
  %121 = load i32, i32* @check, align 4, !tbaa !9
  %122 = mul i32 %121, 7
  %123 = fptoui double %120 to i32
  %124 = add i32 %122, %123
  %125 = mul i32 %124, 11
  %126 = call double @llvm.floor.f64(double %120) #6
  %127 = fsub double %120, %126
  %128 = fmul double %127, 0x41F0000000000000
  %129 = fptoui double %128 to i32
  %130 = add i32 %125, %129
  br label %131

131:                                              ; preds = %104, %119
  %132 = phi i32 [ %130, %119 ], [ %106, %104 ]
  store i32 %132, i32* @check, align 4, !tbaa !9
  %133 = fcmp uno float %20, 0.000000e+00
  br i1 %133, label %134, label %137

134:                                              ; preds = %131
  %135 = mul i32 %132, 3
  %136 = add i32 %135, 32760
  br label %161

137:                                              ; preds = %131
  %138 = fcmp olt float %20, 0.000000e+00
  br i1 %138, label %139, label %142

139:                                              ; preds = %137
  %140 = mul i32 %132, 5
  %141 = add i32 %140, 1
  store i32 %141, i32* @check, align 4, !tbaa !9
  br label %142

142:                                              ; preds = %139, %137
  %143 = call double @llvm.fabs.f64(double %21) #6
  %144 = fcmp ult double %143, 0x41F0000000000000
  br i1 %144, label %149, label %145

145:                                              ; preds = %142, %145
  %146 = phi double [ %147, %145 ], [ %143, %142 ]
  %147 = fmul double %146, 0x3EF0000000000000
  %148 = fcmp ult double %147, 0x41F0000000000000
  br i1 %148, label %149, label %145, !llvm.loop !11

149:                                              ; preds = %145, %142
  %150 = phi double [ %143, %142 ], [ %147, %145 ]
  %151 = load i32, i32* @check, align 4, !tbaa !9
  %152 = mul i32 %151, 7
  %153 = fptoui double %150 to i32
  %154 = add i32 %152, %153
  %155 = mul i32 %154, 11
  %156 = call double @llvm.floor.f64(double %150) #6
  %157 = fsub double %150, %156
  %158 = fmul double %157, 0x41F0000000000000
  %159 = fptoui double %158 to i32
  %160 = add i32 %155, %159
  br label %161

161:                                              ; preds = %134, %149
  %162 = phi i32 [ %160, %149 ], [ %136, %134 ]
  store i32 %162, i32* @check, align 4, !tbaa !9
  br label %163

163:                                              ; preds = %161, %250
  %164 = phi i32 [ 0, %161 ], [ %252, %250 ]
  %165 = mul nuw nsw i32 %164, 7
  %166 = mul i32 %165, %164
  %167 = add nsw i32 %166, %5
  %168 = sitofp i32 %167 to double
  %169 = call double @sqrt(double noundef %168) #6
  %170 = fcmp ogt double %168, 1.000000e+00
  %171 = select i1 %170, double %168, double 1.000000e+00
  br label %172

172:                                              ; preds = %172, %163
  %173 = phi double [ %171, %163 ], [ %179, %172 ]
  %174 = phi i32 [ 0, %163 ], [ %180, %172 ]
  %175 = fdiv double %168, %173
  %176 = fadd double %173, %175
  %177 = fmul double %176, 5.000000e-01
  %178 = fcmp oeq double %177, %173
  %179 = select i1 %178, double %173, double %177
  %180 = add nuw nsw i32 %174, 1
  %181 = icmp eq i32 %180, 60
  %182 = select i1 %178, i1 true, i1 %181
  br i1 %182, label %183, label %172, !llvm.loop !14

183:                                              ; preds = %172
  %184 = sitofp i32 %167 to float
  %185 = call float @sqrtf(float noundef %184) #6
  %186 = fpext float %185 to double
  %187 = fsub double 3.500000e+00, %168
  %188 = call double @llvm.fabs.f64(double %187)
  %189 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.4, i64 0, i64 0), double noundef %168, double noundef %169, double noundef %179, double noundef %186, double noundef %188)
  %190 = fcmp uno double %169, 0.000000e+00
  br i1 %190, label %191, label %195

191:                                              ; preds = %183
  %192 = load i32, i32* @check, align 4, !tbaa !9
  %193 = mul i32 %192, 3
  %194 = add i32 %193, 32760
  br label %220

195:                                              ; preds = %183
  %196 = fcmp olt double %169, 0.000000e+00
  br i1 %196, label %197, label %201

197:                                              ; preds = %195
  %198 = load i32, i32* @check, align 4, !tbaa !9
  %199 = mul i32 %198, 5
  %200 = add i32 %199, 1
  store i32 %200, i32* @check, align 4, !tbaa !9
  br label %201

201:                                              ; preds = %197, %195
  %202 = call double @llvm.fabs.f64(double %169) #6
  %203 = fcmp ult double %202, 0x41F0000000000000
  br i1 %203, label %208, label %204

204:                                              ; preds = %201, %204
  %205 = phi double [ %206, %204 ], [ %202, %201 ]
  %206 = fmul double %205, 0x3EF0000000000000
  %207 = fcmp ult double %206, 0x41F0000000000000
  br i1 %207, label %208, label %204, !llvm.loop !11

208:                                              ; preds = %204, %201
  %209 = phi double [ %202, %201 ], [ %206, %204 ]
  %210 = load i32, i32* @check, align 4, !tbaa !9
  %211 = mul i32 %210, 7
  %212 = fptoui double %209 to i32
  %213 = add i32 %211, %212
  %214 = mul i32 %213, 11
  %215 = call double @llvm.floor.f64(double %209) #6
  %216 = fsub double %209, %215
  %217 = fmul double %216, 0x41F0000000000000
  %218 = fptoui double %217 to i32
  %219 = add i32 %214, %218
  br label %220

220:                                              ; preds = %191, %208
  %221 = phi i32 [ %219, %208 ], [ %194, %191 ]
  store i32 %221, i32* @check, align 4, !tbaa !9
  %222 = fcmp uno double %179, 0.000000e+00
  br i1 %222, label %223, label %226

223:                                              ; preds = %220
  %224 = mul i32 %221, 3
  %225 = add i32 %224, 32760
  br label %250

226:                                              ; preds = %220
  %227 = fcmp olt double %179, 0.000000e+00
  br i1 %227, label %228, label %231

228:                                              ; preds = %226
  %229 = mul i32 %221, 5
  %230 = add i32 %229, 1
  store i32 %230, i32* @check, align 4, !tbaa !9
  br label %231

231:                                              ; preds = %228, %226
  %232 = call double @llvm.fabs.f64(double %179) #6
  %233 = fcmp ult double %232, 0x41F0000000000000
  br i1 %233, label %238, label %234

234:                                              ; preds = %231, %234
  %235 = phi double [ %236, %234 ], [ %232, %231 ]
  %236 = fmul double %235, 0x3EF0000000000000
  %237 = fcmp ult double %236, 0x41F0000000000000
  br i1 %237, label %238, label %234, !llvm.loop !11

238:                                              ; preds = %234, %231
  %239 = phi double [ %232, %231 ], [ %236, %234 ]
  %240 = load i32, i32* @check, align 4, !tbaa !9
  %241 = mul i32 %240, 7
  %242 = fptoui double %239 to i32
  %243 = add i32 %241, %242
  %244 = mul i32 %243, 11
  %245 = call double @llvm.floor.f64(double %239) #6
  %246 = fsub double %239, %245
  %247 = fmul double %246, 0x41F0000000000000
  %248 = fptoui double %247 to i32
  %249 = add i32 %244, %248
  br label %250

250:                                              ; preds = %223, %238
  %251 = phi i32 [ %249, %238 ], [ %225, %223 ]
  store i32 %251, i32* @check, align 4, !tbaa !9
  %252 = add nuw nsw i32 %164, 1
  %253 = icmp eq i32 %252, 6
  br i1 %253, label %254, label %163, !llvm.loop !15

254:                                              ; preds = %250
  %255 = fneg double %2
  %256 = call double @llvm.fabs.f64(double %255)
  %257 = call double @sqrt(double noundef %255) #6
  %258 = call double @sqrt(double noundef %4) #6
  %259 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.5, i64 0, i64 0), double noundef %256, double noundef %257, double noundef %258)
  br label %262

260:                                              ; preds = %283
  %261 = sext i32 %5 to i64
  br label %299

262:                                              ; preds = %254, %283
  %263 = phi i64 [ 0, %254 ], [ %295, %283 ]
  %264 = getelementptr inbounds [7 x i32], [7 x i32]* @main.i32s, i64 0, i64 %263
  %265 = load i32, i32* %264, align 4, !tbaa !9
  %266 = mul nsw i32 %265, %5
  %267 = sitofp i32 %266 to float
  %268 = fpext float %267 to double
  %269 = sitofp i32 %266 to double
  %270 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %266, double noundef %268, double noundef %269)
  %271 = icmp slt i32 %266, 0
  br i1 %271, label %272, label %276

272:                                              ; preds = %262
  %273 = load i32, i32* @check, align 4, !tbaa !9
  %274 = mul i32 %273, 5
  %275 = add i32 %274, 1
  store i32 %275, i32* @check, align 4, !tbaa !9
  br label %276

276:                                              ; preds = %272, %262
  %277 = call double @llvm.fabs.f64(double %268) #6
  %278 = fcmp ult double %277, 0x41F0000000000000
  br i1 %278, label %283, label %279

279:                                              ; preds = %276, %279
  %280 = phi double [ %281, %279 ], [ %277, %276 ]
  %281 = fmul double %280, 0x3EF0000000000000
  %282 = fcmp ult double %281, 0x41F0000000000000
  br i1 %282, label %283, label %279, !llvm.loop !11

283:                                              ; preds = %279, %276
  %284 = phi double [ %277, %276 ], [ %281, %279 ]
  %285 = load i32, i32* @check, align 4, !tbaa !9
  %286 = mul i32 %285, 7
  %287 = fptoui double %284 to i32
  %288 = add i32 %286, %287
  %289 = mul i32 %288, 11
  %290 = call double @llvm.floor.f64(double %284) #6
  %291 = fsub double %284, %290
  %292 = fmul double %291, 0x41F0000000000000
  %293 = fptoui double %292 to i32
  %294 = add i32 %289, %293
  store i32 %294, i32* @check, align 4, !tbaa !9
  %295 = add nuw nsw i64 %263, 1
  %296 = icmp eq i64 %295, 7
  br i1 %296, label %260, label %262, !llvm.loop !16

297:                                              ; preds = %320
  %298 = sitofp i32 %5 to double
  br label %334

299:                                              ; preds = %260, %320
  %300 = phi i64 [ 0, %260 ], [ %332, %320 ]
  %301 = getelementptr inbounds [6 x i64], [6 x i64]* @main.i64s, i64 0, i64 %300
  %302 = load i64, i64* %301, align 8, !tbaa !17
  %303 = mul nsw i64 %302, %261
  %304 = sitofp i64 %303 to float
  %305 = fpext float %304 to double
  %306 = sitofp i64 %303 to double
  %307 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.7, i64 0, i64 0), i64 noundef %303, double noundef %305, double noundef %306)
  %308 = icmp slt i64 %303, 0
  br i1 %308, label %309, label %313

309:                                              ; preds = %299
  %310 = load i32, i32* @check, align 4, !tbaa !9
  %311 = mul i32 %310, 5
  %312 = add i32 %311, 1
  store i32 %312, i32* @check, align 4, !tbaa !9
  br label %313

313:                                              ; preds = %309, %299
  %314 = call double @llvm.fabs.f64(double %306) #6
  %315 = fcmp ult double %314, 0x41F0000000000000
  br i1 %315, label %320, label %316

316:                                              ; preds = %313, %316
  %317 = phi double [ %318, %316 ], [ %314, %313 ]
  %318 = fmul double %317, 0x3EF0000000000000
  %319 = fcmp ult double %318, 0x41F0000000000000
  br i1 %319, label %320, label %316, !llvm.loop !11

320:                                              ; preds = %316, %313
  %321 = phi double [ %314, %313 ], [ %318, %316 ]
  %322 = load i32, i32* @check, align 4, !tbaa !9
  %323 = mul i32 %322, 7
  %324 = fptoui double %321 to i32
  %325 = add i32 %323, %324
  %326 = mul i32 %325, 11
  %327 = call double @llvm.floor.f64(double %321) #6
  %328 = fsub double %321, %327
  %329 = fmul double %328, 0x41F0000000000000
  %330 = fptoui double %329 to i32
  %331 = add i32 %326, %330
  store i32 %331, i32* @check, align 4, !tbaa !9
  %332 = add nuw nsw i64 %300, 1
  %333 = icmp eq i64 %332, 6
  br i1 %333, label %297, label %299, !llvm.loop !19

334:                                              ; preds = %297, %334
  %335 = phi i64 [ 0, %297 ], [ %359, %334 ]
  %336 = getelementptr inbounds [9 x double], [9 x double]* @main.ds, i64 0, i64 %335
  %337 = load double, double* %336, align 8, !tbaa !5
  %338 = fmul double %337, %298
  %339 = fptosi double %338 to i64
  %340 = fcmp oge double %338, 0xC1E0000000000000
  %341 = fcmp ole double %338, 0x41DFFFFFFFC00000
  %342 = and i1 %340, %341
  %343 = fptosi double %338 to i32
  %344 = select i1 %342, i32 %343, i32 0
  %345 = fcmp ogt double %338, -3.276800e+04
  %346 = fcmp olt double %338, 3.276800e+04
  %347 = and i1 %345, %346
  %348 = fptosi double %338 to i16
  %349 = sext i16 %348 to i32
  %350 = select i1 %347, i32 %349, i32 0
  %351 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.8, i64 0, i64 0), double noundef %338, i32 noundef signext %344, i64 noundef %339, i32 noundef signext %350)
  %352 = load i32, i32* @check, align 4, !tbaa !9
  %353 = mul i32 %352, 1000003
  %354 = trunc i64 %339 to i32
  %355 = lshr i64 %339, 32
  %356 = trunc i64 %355 to i32
  %357 = add i32 %353, %354
  %358 = add i32 %357, %356
  store i32 %358, i32* @check, align 4, !tbaa !9
  %359 = add nuw nsw i64 %335, 1
  %360 = icmp eq i64 %359, 9
  br i1 %360, label %361, label %334, !llvm.loop !20

361:                                              ; preds = %334, %361
  %362 = phi i64 [ %378, %361 ], [ 0, %334 ]
  %363 = getelementptr inbounds [6 x i32], [6 x i32]* @main.u32s, i64 0, i64 %362
  %364 = load i32, i32* %363, align 4, !tbaa !9
  %365 = mul i32 %364, %5
  %366 = uitofp i32 %365 to float
  %367 = fpext float %366 to double
  %368 = uitofp i32 %365 to double
  %369 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %365, double noundef %367, double noundef %368)
  %370 = load i32, i32* @check, align 4, !tbaa !9
  %371 = mul i32 %370, 7
  %372 = add i32 %371, %365
  %373 = mul i32 %372, 11
  %374 = fsub double %368, %368
  %375 = fmul double %374, 0x41F0000000000000
  %376 = fptoui double %375 to i32
  %377 = add i32 %373, %376
  store i32 %377, i32* @check, align 4, !tbaa !9
  %378 = add nuw nsw i64 %362, 1
  %379 = icmp eq i64 %378, 6
  br i1 %379, label %380, label %361, !llvm.loop !21

380:                                              ; preds = %361
  %381 = sext i32 %5 to i64
  br label %384

382:                                              ; preds = %415
  %383 = sitofp i32 %5 to double
  br label %428

384:                                              ; preds = %380, %415
  %385 = phi i64 [ 0, %380 ], [ %426, %415 ]
  %386 = getelementptr inbounds [10 x i64], [10 x i64]* @main.u64s, i64 0, i64 %385
  %387 = load i64, i64* %386, align 8, !tbaa !17
  %388 = mul i64 %387, %381
  %389 = uitofp i64 %388 to float
  %390 = fpext float %389 to double
  %391 = uitofp i64 %388 to double
  %392 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.10, i64 0, i64 0), i64 noundef %388, double noundef %390, double noundef %391)
  %393 = icmp ult i64 %388, 4294967296
  br i1 %393, label %398, label %394

394:                                              ; preds = %384, %394
  %395 = phi double [ %396, %394 ], [ %391, %384 ]
  %396 = fmul double %395, 0x3EF0000000000000
  %397 = fcmp ult double %396, 0x41F0000000000000
  br i1 %397, label %398, label %394, !llvm.loop !11

398:                                              ; preds = %394, %384
  %399 = phi double [ %391, %384 ], [ %396, %394 ]
  %400 = load i32, i32* @check, align 4, !tbaa !9
  %401 = mul i32 %400, 7
  %402 = fptoui double %399 to i32
  %403 = add i32 %401, %402
  %404 = mul i32 %403, 11
  %405 = call double @llvm.floor.f64(double %399) #6
  %406 = fsub double %399, %405
  %407 = fmul double %406, 0x41F0000000000000
  %408 = fptoui double %407 to i32
  %409 = add i32 %404, %408
  store i32 %409, i32* @check, align 4, !tbaa !9
  %410 = fcmp ult float %389, 0x41F0000000000000
  br i1 %410, label %415, label %411

411:                                              ; preds = %398, %411
  %412 = phi double [ %413, %411 ], [ %390, %398 ]
  %413 = fmul double %412, 0x3EF0000000000000
  %414 = fcmp ult double %413, 0x41F0000000000000
  br i1 %414, label %415, label %411, !llvm.loop !11

415:                                              ; preds = %411, %398
  %416 = phi double [ %390, %398 ], [ %413, %411 ]
  %417 = mul i32 %409, 7
  %418 = fptoui double %416 to i32
  %419 = add i32 %417, %418
  %420 = mul i32 %419, 11
  %421 = call double @llvm.floor.f64(double %416) #6
  %422 = fsub double %416, %421
  %423 = fmul double %422, 0x41F0000000000000
  %424 = fptoui double %423 to i32
  %425 = add i32 %420, %424
  store i32 %425, i32* @check, align 4, !tbaa !9
  %426 = add nuw nsw i64 %385, 1
  %427 = icmp eq i64 %426, 10
  br i1 %427, label %382, label %384, !llvm.loop !22

428:                                              ; preds = %382, %428
  %429 = phi i64 [ 0, %382 ], [ %459, %428 ]
  %430 = getelementptr inbounds [7 x double], [7 x double]* @main.uds, i64 0, i64 %429
  %431 = load double, double* %430, align 8, !tbaa !5
  %432 = fmul double %431, %383
  %433 = fptoui double %432 to i64
  %434 = fcmp olt double %432, 0x41F0000000000000
  %435 = fptoui double %432 to i32
  %436 = select i1 %434, i32 %435, i32 0
  %437 = fcmp olt double %432, 2.560000e+02
  %438 = select i1 %437, double %432, double 2.550000e+02
  %439 = fptoui double %438 to i8
  %440 = fptrunc double %432 to float
  %441 = fcmp olt float %440, 0x43F0000000000000
  %442 = fptoui float %440 to i64
  %443 = select i1 %441, i64 %442, i64 1
  %444 = zext i8 %439 to i32
  %445 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.11, i64 0, i64 0), double noundef %432, i64 noundef %433, i32 noundef zeroext %436, i32 noundef zeroext %444, i64 noundef %443)
  %446 = load i32, i32* @check, align 4, !tbaa !9
  %447 = mul i32 %446, 1000003
  %448 = trunc i64 %433 to i32
  %449 = lshr i64 %433, 32
  %450 = trunc i64 %449 to i32
  %451 = add i32 %447, %448
  %452 = add i32 %451, %450
  %453 = mul i32 %452, 1000003
  %454 = trunc i64 %443 to i32
  %455 = lshr i64 %443, 32
  %456 = trunc i64 %455 to i32
  %457 = add i32 %456, %454
  %458 = add i32 %457, %453
  store i32 %458, i32* @check, align 4, !tbaa !9
  %459 = add nuw nsw i64 %429, 1
  %460 = icmp eq i64 %459, 7
  br i1 %460, label %461, label %428, !llvm.loop !23

461:                                              ; preds = %428
  %462 = sitofp i32 %5 to float
  %463 = fmul float %462, 3.000000e+09
  %464 = fptoui float %463 to i32
  %465 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext %464)
  %466 = load i32, i32* @check, align 4, !tbaa !9
  %467 = mul i32 %466, 1000003
  %468 = add i32 %467, %464
  store i32 %468, i32* @check, align 4, !tbaa !9
  %469 = bitcast [6 x double]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %469) #6
  %470 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 0
  store double %3, double* %470, align 8, !tbaa !5
  %471 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 1
  store double %4, double* %471, align 8, !tbaa !5
  %472 = fneg double %4
  %473 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 2
  store double %472, double* %473, align 8, !tbaa !5
  %474 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 3
  store double %2, double* %474, align 8, !tbaa !5
  %475 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 4
  store double %255, double* %475, align 8, !tbaa !5
  %476 = fadd double %2, 1.000000e+00
  %477 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 5
  store double %476, double* %477, align 8, !tbaa !5
  br label %478

478:                                              ; preds = %461, %516
  %479 = phi i64 [ 0, %461 ], [ %518, %516 ]
  %480 = trunc i64 %479 to i32
  %481 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext %480)
  %482 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 %479
  %483 = load double, double* %482, align 8, !tbaa !5
  br label %484

484:                                              ; preds = %478, %484
  %485 = phi i64 [ 0, %478 ], [ %514, %484 ]
  %486 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 %485
  %487 = load double, double* %486, align 8, !tbaa !5
  %488 = fcmp oeq double %483, %487
  %489 = zext i1 %488 to i32
  %490 = fcmp une double %483, %487
  %491 = select i1 %490, i32 2, i32 0
  %492 = or i32 %491, %489
  %493 = fcmp olt double %483, %487
  %494 = select i1 %493, i32 4, i32 0
  %495 = or i32 %492, %494
  %496 = fcmp ole double %483, %487
  %497 = select i1 %496, i32 8, i32 0
  %498 = or i32 %495, %497
  %499 = fcmp ogt double %483, %487
  %500 = select i1 %499, i32 16, i32 0
  %501 = or i32 %498, %500
  %502 = fcmp oge double %483, %487
  %503 = select i1 %502, i32 32, i32 0
  %504 = or i32 %501, %503
  %505 = select i1 %493, i32 0, i32 64
  %506 = or i32 %504, %505
  %507 = fcmp uno double %483, %487
  %508 = select i1 %507, i32 128, i32 0
  %509 = or i32 %506, %508
  %510 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef zeroext %509)
  %511 = load i32, i32* @check, align 4, !tbaa !9
  %512 = mul i32 %511, 3
  %513 = add i32 %509, %512
  store i32 %513, i32* @check, align 4, !tbaa !9
  %514 = add nuw nsw i64 %485, 1
  %515 = icmp eq i64 %514, 6
  br i1 %515, label %516, label %484, !llvm.loop !24

516:                                              ; preds = %484
  %517 = call i32 @putchar(i32 10)
  %518 = add nuw nsw i64 %479, 1
  %519 = icmp eq i64 %518, 6
  br i1 %519, label %520, label %478, !llvm.loop !25

520:                                              ; preds = %516
  %521 = fptrunc double %3 to float
  %522 = fcmp oeq float %521, 1.000000e+00
  %523 = zext i1 %522 to i32
  %524 = fcmp une float %521, 1.000000e+00
  %525 = select i1 %524, i32 2, i32 0
  %526 = or i32 %525, %523
  %527 = fcmp olt float %521, 1.000000e+00
  %528 = select i1 %527, i32 4, i32 0
  %529 = or i32 %526, %528
  %530 = fcmp ole float %521, 1.000000e+00
  %531 = select i1 %530, i32 8, i32 0
  %532 = or i32 %529, %531
  %533 = fcmp ogt float %521, 1.000000e+00
  %534 = select i1 %533, i32 16, i32 0
  %535 = or i32 %532, %534
  %536 = fcmp oge float %521, 1.000000e+00
  %537 = select i1 %536, i32 32, i32 0
  %538 = or i32 %535, %537
  %539 = select i1 %536, i32 0, i32 64
  %540 = or i32 %538, %539
  %541 = fcmp oeq float %521, 2.000000e+00
  %542 = zext i1 %541 to i32
  %543 = fcmp une float %521, 2.000000e+00
  %544 = select i1 %543, i32 2, i32 0
  %545 = or i32 %544, %542
  %546 = fcmp ogt float %521, 2.000000e+00
  %547 = select i1 %546, i32 4, i32 0
  %548 = or i32 %545, %547
  %549 = fcmp oge float %521, 2.000000e+00
  %550 = select i1 %549, i32 8, i32 0
  %551 = or i32 %548, %550
  %552 = fcmp olt float %521, 2.000000e+00
  %553 = select i1 %552, i32 16, i32 0
  %554 = or i32 %551, %553
  %555 = fcmp ole float %521, 2.000000e+00
  %556 = select i1 %555, i32 32, i32 0
  %557 = or i32 %554, %556
  %558 = select i1 %555, i32 0, i32 64
  %559 = or i32 %557, %558
  %560 = fptrunc double %255 to float
  %561 = fcmp oeq float %560, %8
  %562 = zext i1 %561 to i32
  %563 = fcmp une float %560, %8
  %564 = select i1 %563, i32 2, i32 0
  %565 = or i32 %564, %562
  %566 = fcmp olt float %560, %8
  %567 = select i1 %566, i32 4, i32 0
  %568 = or i32 %565, %567
  %569 = fcmp ole float %560, %8
  %570 = select i1 %569, i32 8, i32 0
  %571 = or i32 %568, %570
  %572 = fcmp ogt float %560, %8
  %573 = select i1 %572, i32 16, i32 0
  %574 = or i32 %571, %573
  %575 = fcmp oge float %560, %8
  %576 = select i1 %575, i32 32, i32 0
  %577 = or i32 %574, %576
  %578 = select i1 %575, i32 0, i32 64
  %579 = or i32 %577, %578
  %580 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext %540, i32 noundef zeroext %559, i32 noundef zeroext %579)
  %581 = fcmp uno double %3, 0.000000e+00
  %582 = zext i1 %581 to i32
  %583 = fcmp ord double %3, 0.000000e+00
  %584 = zext i1 %583 to i32
  %585 = fcmp ogt double %3, 1.000000e+00
  %586 = select i1 %585, double %3, double 1.000000e+00
  %587 = fcmp olt double %3, 1.000000e+00
  %588 = select i1 %587, double 1.000000e+00, double %3
  %589 = fcmp uno double %588, 0.000000e+00
  %590 = zext i1 %589 to i32
  %591 = select i1 %587, double %3, double 1.000000e+00
  %592 = select i1 %585, double 1.000000e+00, double %3
  %593 = fcmp uno double %592, 0.000000e+00
  %594 = zext i1 %593 to i32
  %595 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([93 x i8], [93 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %582, i32 noundef signext %584, double noundef %586, i32 noundef signext %590, double noundef %591, i32 noundef signext %594)
  %596 = fsub double %4, %4
  %597 = fcmp uno double %596, 0.000000e+00
  %598 = zext i1 %597 to i32
  %599 = fdiv double -1.000000e+00, %4
  %600 = fcmp oeq double %2, %255
  %601 = zext i1 %600 to i32
  %602 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext %598, double noundef %599, i32 noundef signext %601)
  %603 = sitofp i32 %5 to double
  %604 = fneg double %603
  %605 = call double @sqrt(double noundef %604) #6
  %606 = call double @sqrt(double noundef %604) #6
  %607 = fcmp une double %605, %606
  %608 = zext i1 %607 to i32
  %609 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.19, i64 0, i64 0), i32 noundef signext %582, i32 noundef signext %608)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %469) #6
  br label %610

610:                                              ; preds = %520, %610
  %611 = phi i32 [ 1, %520 ], [ %620, %610 ]
  %612 = phi double [ 0.000000e+00, %520 ], [ %619, %610 ]
  %613 = phi float [ 0.000000e+00, %520 ], [ %616, %610 ]
  %614 = sitofp i32 %611 to float
  %615 = fdiv float 1.000000e+00, %614
  %616 = fadd float %613, %615
  %617 = sitofp i32 %611 to double
  %618 = fdiv double 1.000000e+00, %617
  %619 = fadd double %612, %618
  %620 = add nuw nsw i32 %611, 1
  %621 = icmp eq i32 %620, 1001
  br i1 %621, label %622, label %610, !llvm.loop !26

622:                                              ; preds = %610
  %623 = fpext float %616 to double
  %624 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.20, i64 0, i64 0), double noundef %623, double noundef %619)
  %625 = fcmp uno float %616, 0.000000e+00
  br i1 %625, label %626, label %630

626:                                              ; preds = %622
  %627 = load i32, i32* @check, align 4, !tbaa !9
  %628 = mul i32 %627, 3
  %629 = add i32 %628, 32760
  br label %655

630:                                              ; preds = %622
  %631 = fcmp olt float %616, 0.000000e+00
  br i1 %631, label %632, label %636

632:                                              ; preds = %630
  %633 = load i32, i32* @check, align 4, !tbaa !9
  %634 = mul i32 %633, 5
  %635 = add i32 %634, 1
  store i32 %635, i32* @check, align 4, !tbaa !9
  br label %636

636:                                              ; preds = %632, %630
  %637 = call double @llvm.fabs.f64(double %623) #6
  %638 = fcmp ult double %637, 0x41F0000000000000
  br i1 %638, label %643, label %639

639:                                              ; preds = %636, %639
  %640 = phi double [ %641, %639 ], [ %637, %636 ]
  %641 = fmul double %640, 0x3EF0000000000000
  %642 = fcmp ult double %641, 0x41F0000000000000
  br i1 %642, label %643, label %639, !llvm.loop !11

643:                                              ; preds = %639, %636
  %644 = phi double [ %637, %636 ], [ %641, %639 ]
  %645 = load i32, i32* @check, align 4, !tbaa !9
  %646 = mul i32 %645, 7
  %647 = fptoui double %644 to i32
  %648 = add i32 %646, %647
  %649 = mul i32 %648, 11
  %650 = call double @llvm.floor.f64(double %644) #6
  %651 = fsub double %644, %650
  %652 = fmul double %651, 0x41F0000000000000
  %653 = fptoui double %652 to i32
  %654 = add i32 %649, %653
  br label %655

655:                                              ; preds = %626, %643
  %656 = phi i32 [ %654, %643 ], [ %629, %626 ]
  store i32 %656, i32* @check, align 4, !tbaa !9
  %657 = fcmp uno double %619, 0.000000e+00
  br i1 %657, label %658, label %661

658:                                              ; preds = %655
  %659 = mul i32 %656, 3
  %660 = add i32 %659, 32760
  br label %685

661:                                              ; preds = %655
  %662 = fcmp olt double %619, 0.000000e+00
  br i1 %662, label %663, label %666

663:                                              ; preds = %661
  %664 = mul i32 %656, 5
  %665 = add i32 %664, 1
  store i32 %665, i32* @check, align 4, !tbaa !9
  br label %666

666:                                              ; preds = %663, %661
  %667 = call double @llvm.fabs.f64(double %619) #6
  %668 = fcmp ult double %667, 0x41F0000000000000
  br i1 %668, label %673, label %669

669:                                              ; preds = %666, %669
  %670 = phi double [ %671, %669 ], [ %667, %666 ]
  %671 = fmul double %670, 0x3EF0000000000000
  %672 = fcmp ult double %671, 0x41F0000000000000
  br i1 %672, label %673, label %669, !llvm.loop !11

673:                                              ; preds = %669, %666
  %674 = phi double [ %667, %666 ], [ %671, %669 ]
  %675 = load i32, i32* @check, align 4, !tbaa !9
  %676 = mul i32 %675, 7
  %677 = fptoui double %674 to i32
  %678 = add i32 %676, %677
  %679 = mul i32 %678, 11
  %680 = call double @llvm.floor.f64(double %674) #6
  %681 = fsub double %674, %680
  %682 = fmul double %681, 0x41F0000000000000
  %683 = fptoui double %682 to i32
  %684 = add i32 %679, %683
  br label %685

685:                                              ; preds = %658, %673
  %686 = phi i32 [ %684, %673 ], [ %660, %658 ]
  store i32 %686, i32* @check, align 4, !tbaa !9
  %687 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.21, i64 0, i64 0), i32 noundef zeroext %686)
  %688 = load i32, i32* @check, align 4, !tbaa !9
  %689 = and i32 %688, 127
  ret i32 %689
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !7, i64 0}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13}
