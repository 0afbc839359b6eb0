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
@main.i32s = internal unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 -1, i32 16777217, i32 -16777217, i32 2147483647, i32 -2147483648], align 16
@main.i64s = internal unnamed_addr constant [6 x i64] [i64 0, i64 -1, i64 9007199254740993, i64 -9007199254740993, i64 9223372036854775807, i64 -9223372036854775808], align 16
@main.ds = internal unnamed_addr constant [9 x double] [double 5.000000e-01, double -5.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double -2.900000e+00, double 0x41DFFFFFFFC00000, double 0xC1E0000000000000, double 0x430C6BF526340006], align 16
@.str.6 = private unnamed_addr constant [26 x i8] c"i32 %d -> f %.9g d %.17g\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"i64 %lld -> f %.9g d %.17g\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"d %.17g -> i32 %d i64 %lld i16 %d\0A\00", align 1
@main.u64s = internal unnamed_addr constant [10 x i64] [i64 0, i64 1, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807, i64 -2048, i64 -1024, i64 -1, i64 -9223372036854774783, i64 -6101065172474983726], align 16
@main.uds = internal unnamed_addr constant [7 x double] [double 0.000000e+00, double 0x3FEFAE147AE147AE, double 0x41EFFFFFFFE00000, double 0x43E0000000000000, double 1.800000e+19, double 0x43EFFFFFFFFFFFFF, double 0x4345EE2A2EB5A5C4], align 16
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
  %1 = alloca [6 x double], align 16
  %2 = load volatile double, double* @vzero, align 8, !tbaa !5
  %3 = insertelement <2 x double> <double poison, double 1.000000e+00>, double %2, i64 0
  %4 = insertelement <2 x double> poison, double %2, i64 0
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer
  %6 = fdiv <2 x double> %3, %5
  %7 = load volatile i32, i32* @vone, align 4, !tbaa !9
  %8 = fadd double %2, 0x3FD5555555555555
  %9 = fadd double %2, 0x3FD2492492492492
  %10 = fptrunc double %2 to float
  %11 = fadd float %10, 0x3FD5555560000000
  %12 = fadd float %10, 2.500000e+00
  %13 = fadd double %8, %9
  %14 = fsub double %8, %9
  %15 = fmul double %8, %9
  %16 = fdiv double %8, %9
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), double noundef %13, double noundef %14, double noundef %15, double noundef %16)
  %18 = fadd float %11, %12
  %19 = fpext float %18 to double
  %20 = fsub float %11, %12
  %21 = fpext float %20 to double
  %22 = fmul float %11, %12
  %23 = fpext float %22 to double
  %24 = fdiv float %11, %12
  %25 = fpext float %24 to double
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), double noundef %19, double noundef %21, double noundef %23, double noundef %25)
  %27 = fpext float %11 to double
  %28 = fmul double %9, %27
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), double noundef %28)
  %30 = fmul double %8, 3.000000e+00
  %31 = fadd double %30, -2.000000e+00
  %32 = fmul double %8, %31
  %33 = fadd double %32, 5.000000e-01
  %34 = fmul double %8, %33
  %35 = fadd double %34, -7.250000e+00
  %36 = fmul double %9, 3.000000e+00
  %37 = fsub double -2.000000e+00, %36
  %38 = fmul double %9, %37
  %39 = fsub double 5.000000e-01, %38
  %40 = fmul double %9, %39
  %41 = fsub double -7.250000e+00, %40
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i64 0, i64 0), double noundef %35, double noundef %41, double noundef 0x40A964C000000000)
  %43 = fcmp uno double %13, 0.000000e+00
  br i1 %43, label %44, label %48

44:                                               ; preds = %0
  %45 = load i32, i32* @check, align 4, !tbaa !9
  %46 = mul i32 %45, 3
  %47 = add i32 %46, 32760
  br label %73

48:                                               ; preds = %0
  %49 = fcmp olt double %13, 0.000000e+00
  br i1 %49, label %50, label %54

50:                                               ; preds = %48
  %51 = load i32, i32* @check, align 4, !tbaa !9
  %52 = mul i32 %51, 5
  %53 = add i32 %52, 1
  store i32 %53, i32* @check, align 4, !tbaa !9
  br label %54

54:                                               ; preds = %50, %48
  %55 = tail call double @llvm.fabs.f64(double %13) #6
  %56 = fcmp ult double %55, 0x41F0000000000000
  br i1 %56, label %61, label %57

57:                                               ; preds = %54, %57
  %58 = phi double [ %59, %57 ], [ %55, %54 ]
  %59 = fmul double %58, 0x3EF0000000000000
  %60 = fcmp ult double %59, 0x41F0000000000000
  br i1 %60, label %61, label %57, !llvm.loop !11

61:                                               ; preds = %57, %54
  %62 = phi double [ %55, %54 ], [ %59, %57 ]
  %63 = load i32, i32* @check, align 4, !tbaa !9
  %64 = mul i32 %63, 7
  %65 = fptoui double %62 to i32
  %66 = add i32 %64, %65
  %67 = mul i32 %66, 11
  %68 = tail call double @llvm.floor.f64(double %62) #6
  %69 = fsub double %62, %68
  %70 = fmul double %69, 0x41F0000000000000
  %71 = fptoui double %70 to i32
  %72 = add i32 %67, %71
  br label %73

73:                                               ; preds = %44, %61
  %74 = phi i32 [ %72, %61 ], [ %47, %44 ]
  %75 = fcmp uno double %15, 0.000000e+00
  br i1 %75, label %76, label %79

76:                                               ; preds = %73
  %77 = mul i32 %74, 3
  %78 = add i32 %77, 32760
  br label %101

79:                                               ; preds = %73
  %80 = fcmp olt double %15, 0.000000e+00
  %81 = mul i32 %74, 5
  %82 = add i32 %81, 1
  %83 = select i1 %80, i32 %82, i32 %74
  %84 = tail call double @llvm.fabs.f64(double %15) #6
  %85 = fcmp ult double %84, 0x41F0000000000000
  br i1 %85, label %90, label %86

86:                                               ; preds = %79, %86
  %87 = phi double [ %88, %86 ], [ %84, %79 ]
  %88 = fmul double %87, 0x3EF0000000000000
  %89 = fcmp ult double %88, 0x41F0000000000000
  br i1 %89, label %90, label %86, !llvm.loop !11

90:                                               ; preds = %86, %79
  %91 = phi double [ %84, %79 ], [ %88, %86 ]
  %92 = mul i32 %83, 7
  %93 = fptoui double %91 to i32
  %94 = add i32 %92, %93
  %95 = mul i32 %94, 11
  %96 = tail call double @llvm.floor.f64(double %91) #6
  %97 = fsub double %91, %96
  %98 = fmul double %97, 0x41F0000000000000
  %99 = fptoui double %98 to i32
  %100 = add i32 %95, %99
  br label %101

101:                                              ; preds = %76, %90
  %102 = phi i32 [ %100, %90 ], [ %78, %76 ]
  %103 = fcmp uno double %35, 0.000000e+00
  br i1 %103, label %104, label %107

104:                                              ; preds = %101
  %105 = mul i32 %102, 3
  %106 = add i32 %105, 32760
  br label %129

107:                                              ; preds = %101
  %108 = fcmp olt double %35, 0.000000e+00
  %109 = mul i32 %102, 5
  %110 = add i32 %109, 1
  %111 = select i1 %108, i32 %110, i32 %102
  %112 = tail call double @llvm.fabs.f64(double %35) #6
  %113 = fcmp ult double %112, 0x41F0000000000000
  br i1 %113, label %118, label %114

114:                                              ; preds = %107, %114
  %115 = phi double [ %116, %114 ], [ %112, %107 ]
  %116 = fmul double %115, 0x3EF0000000000000
  %117 = fcmp ult double %116, 0x41F0000000000000
  br i1 %117, label %118, label %114, !llvm.loop !11

118:                                              ; preds = %114, %107
  %119 = phi double [ %112, %107 ], [ %116, %114 ]
  %120 = mul i32 %111, 7
  %121 = fptoui double %119 to i32
  %122 = add i32 %120, %121
  %123 = mul i32 %122, 11
  %124 = tail call double @llvm.floor.f64(double %119) #6
  %125 = fsub double %119, %124
  %126 = fmul double %125, 0x41F0000000000000
  %127 = fptoui double %126 to i32
  %128 = add i32 %123, %127
  br label %129

129:                                              ; preds = %104, %118
  %130 = phi i32 [ %128, %118 ], [ %106, %104 ]
  %131 = fcmp uno float %22, 0.000000e+00
  br i1 %131, label %132, label %135

132:                                              ; preds = %129
  %133 = mul i32 %130, 3
  %134 = add i32 %133, 32760
  br label %157

135:                                              ; preds = %129
  %136 = fcmp olt float %22, 0.000000e+00
  %137 = mul i32 %130, 5
  %138 = add i32 %137, 1
  %139 = select i1 %136, i32 %138, i32 %130
  %140 = tail call double @llvm.fabs.f64(double %23) #6
  %141 = fcmp ult double %140, 0x41F0000000000000
  br i1 %141, label %146, label %142

142:                                              ; preds = %135, %142
  %143 = phi double [ %144, %142 ], [ %140, %135 ]
  %144 = fmul double %143, 0x3EF0000000000000
  %145 = fcmp ult double %144, 0x41F0000000000000
  br i1 %145, label %146, label %142, !llvm.loop !11

146:                                              ; preds = %142, %135
  %147 = phi double [ %140, %135 ], [ %144, %142 ]
  %148 = mul i32 %139, 7
  %149 = fptoui double %147 to i32
  %150 = add i32 %148, %149
  %151 = mul i32 %150, 11
  %152 = tail call double @llvm.floor.f64(double %147) #6
  %153 = fsub double %147, %152
  %154 = fmul double %153, 0x41F0000000000000
  %155 = fptoui double %154 to i32
  %156 = add i32 %151, %155
  br label %157

157:                                              ; preds = %132, %146
  %158 = phi i32 [ %156, %146 ], [ %134, %132 ]
  store i32 %158, i32* @check, align 4, !tbaa !9
  br label %159

159:                                              ; preds = %157, %249
  %160 = phi i32 [ 0, %157 ], [ %251, %249 ]
  %161 = mul nuw nsw i32 %160, 7
  %162 = mul i32 %161, %160
  %163 = add nsw i32 %162, %7
  %164 = sitofp i32 %163 to double
  %165 = sitofp i32 %163 to float
  %166 = tail call double @sqrt(double noundef %164) #6
  %167 = fcmp ogt double %164, 1.000000e+00
  %168 = select i1 %167, double %164, double 1.000000e+00
  br label %177

169:                                              ; preds = %177
  %170 = fdiv double %164, %182
  %171 = fadd double %182, %170
  %172 = fmul double %171, 5.000000e-01
  %173 = fcmp oeq double %172, %182
  br i1 %173, label %184, label %174

174:                                              ; preds = %169
  %175 = add nuw nsw i32 %179, 2
  %176 = icmp eq i32 %175, 60
  br i1 %176, label %184, label %177, !llvm.loop !13

177:                                              ; preds = %174, %159
  %178 = phi double [ %168, %159 ], [ %172, %174 ]
  %179 = phi i32 [ 0, %159 ], [ %175, %174 ]
  %180 = fdiv double %164, %178
  %181 = fadd double %178, %180
  %182 = fmul double %181, 5.000000e-01
  %183 = fcmp oeq double %182, %178
  br i1 %183, label %184, label %169

184:                                              ; preds = %174, %169, %177
  %185 = phi double [ %178, %177 ], [ %182, %169 ], [ %172, %174 ]
  %186 = tail call float @sqrtf(float noundef %165) #6
  %187 = fpext float %186 to double
  %188 = fsub double 3.500000e+00, %164
  %189 = tail call double @llvm.fabs.f64(double %188)
  %190 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.4, i64 0, i64 0), double noundef %164, double noundef %166, double noundef %185, double noundef %187, double noundef %189)
  %191 = fcmp uno double %166, 0.000000e+00
  br i1 %191, label %192, label %196

192:                                              ; preds = %184
  %193 = load i32, i32* @check, align 4, !tbaa !9
  %194 = mul i32 %193, 3
  %195 = add i32 %194, 32760
  br label %221

196:                                              ; preds = %184
  %197 = fcmp olt double %166, 0.000000e+00
  br i1 %197, label %198, label %202

198:                                              ; preds = %196
  %199 = load i32, i32* @check, align 4, !tbaa !9
  %200 = mul i32 %199, 5
  %201 = add i32 %200, 1
  store i32 %201, i32* @check, align 4, !tbaa !9
  br label %202

202:                                              ; preds = %198, %196
  %203 = tail call double @llvm.fabs.f64(double %166) #6
  %204 = fcmp ult double %203, 0x41F0000000000000
  br i1 %204, label %209, label %205

205:                                              ; preds = %202, %205
  %206 = phi double [ %207, %205 ], [ %203, %202 ]
  %207 = fmul double %206, 0x3EF0000000000000
  %208 = fcmp ult double %207, 0x41F0000000000000
  br i1 %208, label %209, label %205, !llvm.loop !11

209:                                              ; preds = %205, %202
  %210 = phi double [ %203, %202 ], [ %207, %205 ]
  %211 = load i32, i32* @check, align 4, !tbaa !9
  %212 = mul i32 %211, 7
  %213 = fptoui double %210 to i32
  %214 = add i32 %212, %213
  %215 = mul i32 %214, 11
  %216 = tail call double @llvm.floor.f64(double %210) #6
  %217 = fsub double %210, %216
  %218 = fmul double %217, 0x41F0000000000000
  %219 = fptoui double %218 to i32
  %220 = add i32 %215, %219
  br label %221

221:                                              ; preds = %192, %209
  %222 = phi i32 [ %220, %209 ], [ %195, %192 ]
  %223 = fcmp uno double %185, 0.000000e+00
  br i1 %223, label %224, label %227

224:                                              ; preds = %221
  %225 = mul i32 %222, 3
  %226 = add i32 %225, 32760
  br label %249

227:                                              ; preds = %221
  %228 = fcmp olt double %185, 0.000000e+00
  %229 = mul i32 %222, 5
  %230 = add i32 %229, 1
  %231 = select i1 %228, i32 %230, i32 %222
  %232 = tail call double @llvm.fabs.f64(double %185) #6
  %233 = fcmp ult double %232, 0x41F0000000000000
  br i1 %233, label %238, label %234

234:                                              ; preds = %227, %234
  %235 = phi double [ %236, %234 ], [ %232, %227 ]
  %236 = fmul double %235, 0x3EF0000000000000
  %237 = fcmp ult double %236, 0x41F0000000000000
  br i1 %237, label %238, label %234, !llvm.loop !11

238:                                              ; preds = %234, %227
  %239 = phi double [ %232, %227 ], [ %236, %234 ]
  %240 = mul i32 %231, 7
  %241 = fptoui double %239 to i32
  %242 = add i32 %240, %241
  %243 = mul i32 %242, 11
  %244 = tail call double @llvm.floor.f64(double %239) #6
  %245 = fsub double %239, %244
  %246 = fmul double %245, 0x41F0000000000000
  %247 = fptoui double %246 to i32
  %248 = add i32 %243, %247
  br label %249

249:                                              ; preds = %224, %238
  %250 = phi i32 [ %248, %238 ], [ %226, %224 ]
  store i32 %250, i32* @check, align 4, !tbaa !9
  %251 = add nuw nsw i32 %160, 1
  %252 = icmp eq i32 %251, 6
  br i1 %252, label %253, label %159, !llvm.loop !14

253:                                              ; preds = %249
  %254 = fneg double %2
  %255 = tail call double @llvm.fabs.f64(double %254)
  %256 = tail call double @sqrt(double noundef %254) #6
  %257 = extractelement <2 x double> %6, i64 1
  %258 = tail call double @sqrt(double noundef %257) #6
  %259 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.5, i64 0, i64 0), double noundef %255, double noundef %256, double noundef %258)
  br label %262

260:                                              ; preds = %283
  %261 = sext i32 %7 to i64
  br label %299

262:                                              ; preds = %253, %283
  %263 = phi i64 [ 0, %253 ], [ %295, %283 ]
  %264 = getelementptr inbounds [7 x i32], [7 x i32]* @main.i32s, i64 0, i64 %263
  %265 = load i32, i32* %264, align 4, !tbaa !9
  %266 = mul nsw i32 %265, %7
  %267 = sitofp i32 %266 to float
  %268 = fpext float %267 to double
  %269 = sitofp i32 %266 to double
  %270 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %266, double noundef %268, double noundef %269)
  %271 = icmp slt i32 %266, 0
  br i1 %271, label %272, label %276

272:                                              ; preds = %262
  %273 = load i32, i32* @check, align 4, !tbaa !9
  %274 = mul i32 %273, 5
  %275 = add i32 %274, 1
  store i32 %275, i32* @check, align 4, !tbaa !9
  br label %276

276:                                              ; preds = %272, %262
  %277 = tail call double @llvm.fabs.f64(double %268) #6
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
  %290 = tail call double @llvm.floor.f64(double %284) #6
  %291 = fsub double %284, %290
  %292 = fmul double %291, 0x41F0000000000000
  %293 = fptoui double %292 to i32
  %294 = add i32 %289, %293
  store i32 %294, i32* @check, align 4, !tbaa !9
  %295 = add nuw nsw i64 %263, 1
  %296 = icmp eq i64 %295, 7
  br i1 %296, label %260, label %262, !llvm.loop !15

297:                                              ; preds = %320
  %298 = sitofp i32 %7 to double
  br label %334

299:                                              ; preds = %260, %320
  %300 = phi i64 [ 0, %260 ], [ %332, %320 ]
  %301 = getelementptr inbounds [6 x i64], [6 x i64]* @main.i64s, i64 0, i64 %300
  %302 = load i64, i64* %301, align 8, !tbaa !16
  %303 = mul nsw i64 %302, %261
  %304 = sitofp i64 %303 to float
  %305 = fpext float %304 to double
  %306 = sitofp i64 %303 to double
  %307 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.7, i64 0, i64 0), i64 noundef %303, double noundef %305, double noundef %306)
  %308 = icmp slt i64 %303, 0
  br i1 %308, label %309, label %313

309:                                              ; preds = %299
  %310 = load i32, i32* @check, align 4, !tbaa !9
  %311 = mul i32 %310, 5
  %312 = add i32 %311, 1
  store i32 %312, i32* @check, align 4, !tbaa !9
  br label %313

313:                                              ; preds = %309, %299
  %314 = tail call double @llvm.fabs.f64(double %306) #6
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
  %327 = tail call double @llvm.floor.f64(double %321) #6
  %328 = fsub double %321, %327
  %329 = fmul double %328, 0x41F0000000000000
  %330 = fptoui double %329 to i32
  %331 = add i32 %326, %330
  store i32 %331, i32* @check, align 4, !tbaa !9
  %332 = add nuw nsw i64 %300, 1
  %333 = icmp eq i64 %332, 6
  br i1 %333, label %297, label %299, !llvm.loop !18

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
  %351 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.8, i64 0, i64 0), double noundef %338, i32 noundef %344, i64 noundef %339, i32 noundef %350)
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
  br i1 %360, label %361, label %334, !llvm.loop !19

361:                                              ; preds = %334
  %362 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %363 = load i32, i32* @check, align 4, !tbaa !9
  %364 = mul i32 %363, 77
  store i32 %364, i32* @check, align 4, !tbaa !9
  %365 = uitofp i32 %7 to float
  %366 = fpext float %365 to double
  %367 = uitofp i32 %7 to double
  %368 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef %7, double noundef %366, double noundef %367)
  %369 = load i32, i32* @check, align 4, !tbaa !9
  %370 = mul i32 %369, 7
  %371 = add i32 %370, %7
  %372 = mul i32 %371, 11
  %373 = fsub double %367, %367
  %374 = fmul double %373, 0x41F0000000000000
  %375 = fptoui double %374 to i32
  %376 = add i32 %372, %375
  store i32 %376, i32* @check, align 4, !tbaa !9
  %377 = shl i32 %7, 31
  %378 = uitofp i32 %377 to float
  %379 = fpext float %378 to double
  %380 = uitofp i32 %377 to double
  %381 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef %377, double noundef %379, double noundef %380)
  %382 = load i32, i32* @check, align 4, !tbaa !9
  %383 = mul i32 %382, 7
  %384 = add i32 %383, %377
  %385 = mul i32 %384, 11
  %386 = fsub double %380, %380
  %387 = fmul double %386, 0x41F0000000000000
  %388 = fptoui double %387 to i32
  %389 = add i32 %385, %388
  store i32 %389, i32* @check, align 4, !tbaa !9
  %390 = mul i32 %7, -1294967296
  %391 = uitofp i32 %390 to float
  %392 = fpext float %391 to double
  %393 = uitofp i32 %390 to double
  %394 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef %390, double noundef %392, double noundef %393)
  %395 = load i32, i32* @check, align 4, !tbaa !9
  %396 = mul i32 %395, 7
  %397 = add i32 %396, %390
  %398 = mul i32 %397, 11
  %399 = fsub double %393, %393
  %400 = fmul double %399, 0x41F0000000000000
  %401 = fptoui double %400 to i32
  %402 = add i32 %398, %401
  store i32 %402, i32* @check, align 4, !tbaa !9
  %403 = sub i32 0, %7
  %404 = uitofp i32 %403 to float
  %405 = fpext float %404 to double
  %406 = uitofp i32 %403 to double
  %407 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef %403, double noundef %405, double noundef %406)
  %408 = load i32, i32* @check, align 4, !tbaa !9
  %409 = mul i32 %408, 7
  %410 = sub i32 %409, %7
  %411 = mul i32 %410, 11
  %412 = fsub double %406, %406
  %413 = fmul double %412, 0x41F0000000000000
  %414 = fptoui double %413 to i32
  %415 = add i32 %411, %414
  store i32 %415, i32* @check, align 4, !tbaa !9
  %416 = mul i32 %7, 16777217
  %417 = uitofp i32 %416 to float
  %418 = fpext float %417 to double
  %419 = uitofp i32 %416 to double
  %420 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef %416, double noundef %418, double noundef %419)
  %421 = load i32, i32* @check, align 4, !tbaa !9
  %422 = mul i32 %421, 7
  %423 = add i32 %422, %416
  %424 = mul i32 %423, 11
  %425 = fsub double %419, %419
  %426 = fmul double %425, 0x41F0000000000000
  %427 = fptoui double %426 to i32
  %428 = add i32 %424, %427
  store i32 %428, i32* @check, align 4, !tbaa !9
  br label %429

429:                                              ; preds = %361, %460
  %430 = phi i64 [ 0, %361 ], [ %471, %460 ]
  %431 = getelementptr inbounds [10 x i64], [10 x i64]* @main.u64s, i64 0, i64 %430
  %432 = load i64, i64* %431, align 8, !tbaa !16
  %433 = mul i64 %432, %261
  %434 = uitofp i64 %433 to float
  %435 = fpext float %434 to double
  %436 = uitofp i64 %433 to double
  %437 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.10, i64 0, i64 0), i64 noundef %433, double noundef %435, double noundef %436)
  %438 = icmp ult i64 %433, 4294967296
  br i1 %438, label %443, label %439

439:                                              ; preds = %429, %439
  %440 = phi double [ %441, %439 ], [ %436, %429 ]
  %441 = fmul double %440, 0x3EF0000000000000
  %442 = fcmp ult double %441, 0x41F0000000000000
  br i1 %442, label %443, label %439, !llvm.loop !11

443:                                              ; preds = %439, %429
  %444 = phi double [ %436, %429 ], [ %441, %439 ]
  %445 = load i32, i32* @check, align 4, !tbaa !9
  %446 = mul i32 %445, 7
  %447 = fptoui double %444 to i32
  %448 = add i32 %446, %447
  %449 = mul i32 %448, 11
  %450 = tail call double @llvm.floor.f64(double %444) #6
  %451 = fsub double %444, %450
  %452 = fmul double %451, 0x41F0000000000000
  %453 = fptoui double %452 to i32
  %454 = add i32 %449, %453
  %455 = fcmp ult float %434, 0x41F0000000000000
  br i1 %455, label %460, label %456

456:                                              ; preds = %443, %456
  %457 = phi double [ %458, %456 ], [ %435, %443 ]
  %458 = fmul double %457, 0x3EF0000000000000
  %459 = fcmp ult double %458, 0x41F0000000000000
  br i1 %459, label %460, label %456, !llvm.loop !11

460:                                              ; preds = %456, %443
  %461 = phi double [ %435, %443 ], [ %458, %456 ]
  %462 = mul i32 %454, 7
  %463 = fptoui double %461 to i32
  %464 = add i32 %462, %463
  %465 = mul i32 %464, 11
  %466 = tail call double @llvm.floor.f64(double %461) #6
  %467 = fsub double %461, %466
  %468 = fmul double %467, 0x41F0000000000000
  %469 = fptoui double %468 to i32
  %470 = add i32 %465, %469
  store i32 %470, i32* @check, align 4, !tbaa !9
  %471 = add nuw nsw i64 %430, 1
  %472 = icmp eq i64 %471, 10
  br i1 %472, label %473, label %429, !llvm.loop !20

473:                                              ; preds = %460, %473
  %474 = phi i64 [ %504, %473 ], [ 0, %460 ]
  %475 = getelementptr inbounds [7 x double], [7 x double]* @main.uds, i64 0, i64 %474
  %476 = load double, double* %475, align 8, !tbaa !5
  %477 = fmul double %476, %298
  %478 = fptoui double %477 to i64
  %479 = fcmp olt double %477, 0x41F0000000000000
  %480 = fptoui double %477 to i32
  %481 = select i1 %479, i32 %480, i32 0
  %482 = fcmp olt double %477, 2.560000e+02
  %483 = select i1 %482, double %477, double 2.550000e+02
  %484 = fptoui double %483 to i8
  %485 = fptrunc double %477 to float
  %486 = fcmp olt float %485, 0x43F0000000000000
  %487 = fptoui float %485 to i64
  %488 = select i1 %486, i64 %487, i64 1
  %489 = zext i8 %484 to i32
  %490 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.11, i64 0, i64 0), double noundef %477, i64 noundef %478, i32 noundef %481, i32 noundef %489, i64 noundef %488)
  %491 = load i32, i32* @check, align 4, !tbaa !9
  %492 = mul i32 %491, 1000003
  %493 = trunc i64 %478 to i32
  %494 = lshr i64 %478, 32
  %495 = trunc i64 %494 to i32
  %496 = add i32 %492, %493
  %497 = add i32 %496, %495
  %498 = mul i32 %497, 1000003
  %499 = trunc i64 %488 to i32
  %500 = lshr i64 %488, 32
  %501 = trunc i64 %500 to i32
  %502 = add i32 %501, %499
  %503 = add i32 %502, %498
  store i32 %503, i32* @check, align 4, !tbaa !9
  %504 = add nuw nsw i64 %474, 1
  %505 = icmp eq i64 %504, 7
  br i1 %505, label %506, label %473, !llvm.loop !21

506:                                              ; preds = %473
  %507 = sitofp i32 %7 to float
  %508 = fmul float %507, 3.000000e+09
  %509 = fptoui float %508 to i32
  %510 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.12, i64 0, i64 0), i32 noundef %509)
  %511 = load i32, i32* @check, align 4, !tbaa !9
  %512 = mul i32 %511, 1000003
  %513 = add i32 %512, %509
  store i32 %513, i32* @check, align 4, !tbaa !9
  %514 = bitcast [6 x double]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %514) #6
  %515 = bitcast [6 x double]* %1 to <2 x double>*
  store <2 x double> %6, <2 x double>* %515, align 16, !tbaa !5
  %516 = fneg double %257
  %517 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 2
  store double %516, double* %517, align 16, !tbaa !5
  %518 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 3
  store double %2, double* %518, align 8, !tbaa !5
  %519 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 4
  store double %254, double* %519, align 16, !tbaa !5
  %520 = fadd double %2, 1.000000e+00
  %521 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 5
  store double %520, double* %521, align 8, !tbaa !5
  br label %522

522:                                              ; preds = %506, %560
  %523 = phi i64 [ 0, %506 ], [ %562, %560 ]
  %524 = trunc i64 %523 to i32
  %525 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i32 noundef %524)
  %526 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 %523
  %527 = load double, double* %526, align 8, !tbaa !5
  br label %528

528:                                              ; preds = %522, %528
  %529 = phi i64 [ 0, %522 ], [ %558, %528 ]
  %530 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 %529
  %531 = load double, double* %530, align 8, !tbaa !5
  %532 = fcmp oeq double %527, %531
  %533 = zext i1 %532 to i32
  %534 = fcmp une double %527, %531
  %535 = select i1 %534, i32 2, i32 0
  %536 = or i32 %535, %533
  %537 = fcmp olt double %527, %531
  %538 = select i1 %537, i32 4, i32 0
  %539 = or i32 %536, %538
  %540 = fcmp ole double %527, %531
  %541 = select i1 %540, i32 8, i32 0
  %542 = or i32 %539, %541
  %543 = fcmp ogt double %527, %531
  %544 = select i1 %543, i32 16, i32 0
  %545 = or i32 %542, %544
  %546 = fcmp oge double %527, %531
  %547 = select i1 %546, i32 32, i32 0
  %548 = or i32 %545, %547
  %549 = select i1 %537, i32 0, i32 64
  %550 = or i32 %548, %549
  %551 = fcmp uno double %527, %531
  %552 = select i1 %551, i32 128, i32 0
  %553 = or i32 %550, %552
  %554 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef %553)
  %555 = load i32, i32* @check, align 4, !tbaa !9
  %556 = mul i32 %555, 3
  %557 = add i32 %553, %556
  store i32 %557, i32* @check, align 4, !tbaa !9
  %558 = add nuw nsw i64 %529, 1
  %559 = icmp eq i64 %558, 6
  br i1 %559, label %560, label %528, !llvm.loop !22

560:                                              ; preds = %528
  %561 = tail call i32 @putchar(i32 10)
  %562 = add nuw nsw i64 %523, 1
  %563 = icmp eq i64 %562, 6
  br i1 %563, label %564, label %522, !llvm.loop !23

564:                                              ; preds = %560
  %565 = extractelement <2 x double> %6, i64 0
  %566 = fptrunc double %565 to float
  %567 = fcmp oeq float %566, 1.000000e+00
  %568 = zext i1 %567 to i32
  %569 = fcmp une float %566, 1.000000e+00
  %570 = select i1 %569, i32 2, i32 0
  %571 = or i32 %570, %568
  %572 = fcmp olt float %566, 1.000000e+00
  %573 = select i1 %572, i32 4, i32 0
  %574 = or i32 %571, %573
  %575 = fcmp ole float %566, 1.000000e+00
  %576 = select i1 %575, i32 8, i32 0
  %577 = or i32 %574, %576
  %578 = fcmp ogt float %566, 1.000000e+00
  %579 = select i1 %578, i32 16, i32 0
  %580 = or i32 %577, %579
  %581 = fcmp oge float %566, 1.000000e+00
  %582 = select i1 %581, i32 32, i32 0
  %583 = or i32 %580, %582
  %584 = select i1 %581, i32 0, i32 64
  %585 = or i32 %583, %584
  %586 = fcmp oeq float %566, 2.000000e+00
  %587 = zext i1 %586 to i32
  %588 = fcmp une float %566, 2.000000e+00
  %589 = select i1 %588, i32 2, i32 0
  %590 = or i32 %589, %587
  %591 = fcmp ogt float %566, 2.000000e+00
  %592 = select i1 %591, i32 4, i32 0
  %593 = or i32 %590, %592
  %594 = fcmp oge float %566, 2.000000e+00
  %595 = select i1 %594, i32 8, i32 0
  %596 = or i32 %593, %595
  %597 = fcmp olt float %566, 2.000000e+00
  %598 = select i1 %597, i32 16, i32 0
  %599 = or i32 %596, %598
  %600 = fcmp ole float %566, 2.000000e+00
  %601 = select i1 %600, i32 32, i32 0
  %602 = or i32 %599, %601
  %603 = select i1 %600, i32 0, i32 64
  %604 = or i32 %602, %603
  %605 = fptrunc double %254 to float
  %606 = fcmp oeq float %605, %10
  %607 = zext i1 %606 to i32
  %608 = fcmp une float %605, %10
  %609 = select i1 %608, i32 2, i32 0
  %610 = or i32 %609, %607
  %611 = fcmp olt float %605, %10
  %612 = select i1 %611, i32 4, i32 0
  %613 = or i32 %610, %612
  %614 = fcmp ole float %605, %10
  %615 = select i1 %614, i32 8, i32 0
  %616 = or i32 %613, %615
  %617 = fcmp ogt float %605, %10
  %618 = select i1 %617, i32 16, i32 0
  %619 = or i32 %616, %618
  %620 = fcmp oge float %605, %10
  %621 = select i1 %620, i32 32, i32 0
  %622 = or i32 %619, %621
  %623 = select i1 %620, i32 0, i32 64
  %624 = or i32 %622, %623
  %625 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i64 0, i64 0), i32 noundef %585, i32 noundef %604, i32 noundef %624)
  %626 = fcmp uno double %565, 0.000000e+00
  %627 = zext i1 %626 to i32
  %628 = fcmp ord double %565, 0.000000e+00
  %629 = zext i1 %628 to i32
  %630 = fcmp ogt double %565, 1.000000e+00
  %631 = select i1 %630, double %565, double 1.000000e+00
  %632 = fcmp olt double %565, 1.000000e+00
  %633 = select i1 %632, double 1.000000e+00, double %565
  %634 = fcmp uno double %633, 0.000000e+00
  %635 = zext i1 %634 to i32
  %636 = select i1 %632, double %565, double 1.000000e+00
  %637 = select i1 %630, double 1.000000e+00, double %565
  %638 = fcmp uno double %637, 0.000000e+00
  %639 = zext i1 %638 to i32
  %640 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([93 x i8], [93 x i8]* @.str.17, i64 0, i64 0), i32 noundef %627, i32 noundef %629, double noundef %631, i32 noundef %635, double noundef %636, i32 noundef %639)
  %641 = fsub double %257, %257
  %642 = fcmp uno double %641, 0.000000e+00
  %643 = zext i1 %642 to i32
  %644 = fdiv double -1.000000e+00, %257
  %645 = fcmp oeq double %2, %254
  %646 = zext i1 %645 to i32
  %647 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.18, i64 0, i64 0), i32 noundef %643, double noundef %644, i32 noundef %646)
  %648 = fneg double %298
  %649 = tail call double @sqrt(double noundef %648) #6
  %650 = tail call double @sqrt(double noundef %648) #6
  %651 = fcmp une double %649, %650
  %652 = zext i1 %651 to i32
  %653 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.19, i64 0, i64 0), i32 noundef %627, i32 noundef %652)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %514) #6
  br label %654

654:                                              ; preds = %654, %564
  %655 = phi i32 [ 1, %564 ], [ %671, %654 ]
  %656 = phi double [ 0.000000e+00, %564 ], [ %670, %654 ]
  %657 = phi float [ 0.000000e+00, %564 ], [ %667, %654 ]
  %658 = sitofp i32 %655 to float
  %659 = fdiv float 1.000000e+00, %658
  %660 = fadd float %657, %659
  %661 = sitofp i32 %655 to double
  %662 = fdiv double 1.000000e+00, %661
  %663 = fadd double %656, %662
  %664 = add nuw nsw i32 %655, 1
  %665 = sitofp i32 %664 to float
  %666 = fdiv float 1.000000e+00, %665
  %667 = fadd float %660, %666
  %668 = sitofp i32 %664 to double
  %669 = fdiv double 1.000000e+00, %668
  %670 = fadd double %663, %669
  %671 = add nuw nsw i32 %655, 2
  %672 = icmp eq i32 %671, 1001
  br i1 %672, label %673, label %654, !llvm.loop !24

673:                                              ; preds = %654
  %674 = fpext float %667 to double
  %675 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.20, i64 0, i64 0), double noundef %674, double noundef %670)
  %676 = fcmp uno float %667, 0.000000e+00
  br i1 %676, label %677, label %681

677:                                              ; preds = %673
  %678 = load i32, i32* @check, align 4, !tbaa !9
  %679 = mul i32 %678, 3
  %680 = add i32 %679, 32760
  br label %706

681:                                              ; preds = %673
  %682 = fcmp olt float %667, 0.000000e+00
  br i1 %682, label %683, label %687

683:                                              ; preds = %681
  %684 = load i32, i32* @check, align 4, !tbaa !9
  %685 = mul i32 %684, 5
  %686 = add i32 %685, 1
  store i32 %686, i32* @check, align 4, !tbaa !9
  br label %687

687:                                              ; preds = %683, %681
  %688 = tail call double @llvm.fabs.f64(double %674) #6
  %689 = fcmp ult double %688, 0x41F0000000000000
  br i1 %689, label %694, label %690

690:                                              ; preds = %687, %690
  %691 = phi double [ %692, %690 ], [ %688, %687 ]
  %692 = fmul double %691, 0x3EF0000000000000
  %693 = fcmp ult double %692, 0x41F0000000000000
  br i1 %693, label %694, label %690, !llvm.loop !11

694:                                              ; preds = %690, %687
  %695 = phi double [ %688, %687 ], [ %692, %690 ]
  %696 = load i32, i32* @check, align 4, !tbaa !9
  %697 = mul i32 %696, 7
  %698 = fptoui double %695 to i32
  %699 = add i32 %697, %698
  %700 = mul i32 %699, 11
  %701 = tail call double @llvm.floor.f64(double %695) #6
  %702 = fsub double %695, %701
  %703 = fmul double %702, 0x41F0000000000000
  %704 = fptoui double %703 to i32
  %705 = add i32 %700, %704
  br label %706

706:                                              ; preds = %677, %694
  %707 = phi i32 [ %705, %694 ], [ %680, %677 ]
  %708 = fcmp uno double %670, 0.000000e+00
  br i1 %708, label %709, label %712

709:                                              ; preds = %706
  %710 = mul i32 %707, 3
  %711 = add i32 %710, 32760
  br label %734

712:                                              ; preds = %706
  %713 = fcmp olt double %670, 0.000000e+00
  %714 = mul i32 %707, 5
  %715 = add i32 %714, 1
  %716 = select i1 %713, i32 %715, i32 %707
  %717 = tail call double @llvm.fabs.f64(double %670) #6
  %718 = fcmp ult double %717, 0x41F0000000000000
  br i1 %718, label %723, label %719

719:                                              ; preds = %712, %719
  %720 = phi double [ %721, %719 ], [ %717, %712 ]
  %721 = fmul double %720, 0x3EF0000000000000
  %722 = fcmp ult double %721, 0x41F0000000000000
  br i1 %722, label %723, label %719, !llvm.loop !11

723:                                              ; preds = %719, %712
  %724 = phi double [ %717, %712 ], [ %721, %719 ]
  %725 = mul i32 %716, 7
  %726 = fptoui double %724 to i32
  %727 = add i32 %725, %726
  %728 = mul i32 %727, 11
  %729 = tail call double @llvm.floor.f64(double %724) #6
  %730 = fsub double %724, %729
  %731 = fmul double %730, 0x41F0000000000000
  %732 = fptoui double %731 to i32
  %733 = add i32 %728, %732
  br label %734

734:                                              ; preds = %709, %723
  %735 = phi i32 [ %733, %723 ], [ %711, %709 ]
  store i32 %735, i32* @check, align 4, !tbaa !9
  %736 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.21, i64 0, i64 0), i32 noundef %735)
  %737 = load i32, i32* @check, align 4, !tbaa !9
  %738 = and i32 %737, 127
  ret i32 %738
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
