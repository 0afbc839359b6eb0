; ModuleID = 'c/select_minmax.c'
source_filename = "c/select_minmax.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@vseed = internal global i32 -1056969199, align 4
@.str = private unnamed_addr constant [35 x i8] c"stop=%d lo=%d hi=%d ulo=%u uhi=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"chain acc=%d idx=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [51 x i8] c"i=%d a=%d b=%d c=%d med=%d clamp=%d sign=%d pw=%d\0A\00", align 1
@main.px = internal unnamed_addr constant [6 x i32] [i32 -5000, i32 -7, i32 0, i32 50, i32 5000, i32 99999], align 4
@.str.3 = private unnamed_addr constant [18 x i8] c"piecewise(%d)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [40 x i8] c"h=%d b=%u l=%lld u=%016llx abs(l)=%lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"fp: x=%.17g best=%.17g worst=%.17g\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"branchless acc=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i32], align 4
  %2 = alloca [64 x i32], align 4
  %3 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %4 = bitcast [64 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %4) #4
  %5 = bitcast [64 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %5) #4
  br label %6

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %25, %6 ]
  %8 = phi i32 [ %3, %0 ], [ %23, %6 ]
  %9 = shl i32 %8, 13
  %10 = xor i32 %9, %8
  %11 = lshr i32 %10, 17
  %12 = xor i32 %11, %10
  %13 = shl i32 %12, 5
  %14 = xor i32 %13, %12
  %15 = urem i32 %14, 200001
  %16 = add nsw i32 %15, -100000
  %17 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %7
  store i32 %16, i32* %17, align 4, !tbaa !5
  %18 = shl i32 %14, 13
  %19 = xor i32 %18, %14
  %20 = lshr i32 %19, 17
  %21 = xor i32 %20, %19
  %22 = shl i32 %21, 5
  %23 = xor i32 %22, %21
  %24 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %7
  store i32 %23, i32* %24, align 4, !tbaa !5
  %25 = add nuw nsw i64 %7, 1
  %26 = icmp eq i64 %25, 64
  br i1 %26, label %27, label %6, !llvm.loop !9

27:                                               ; preds = %6
  %28 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 0
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 0
  %31 = load i32, i32* %30, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %27, %42
  %33 = phi i64 [ 1, %27 ], [ %53, %42 ]
  %34 = phi i32 [ %29, %27 ], [ %44, %42 ]
  %35 = phi i32 [ %29, %27 ], [ %46, %42 ]
  %36 = phi i32 [ %31, %27 ], [ %50, %42 ]
  %37 = phi i32 [ %31, %27 ], [ %52, %42 ]
  %38 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %33
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = call i32 @llvm.abs.i32(i32 %39, i1 true) #4
  %41 = icmp ult i32 %40, 150
  br i1 %41, label %55, label %42

42:                                               ; preds = %32
  %43 = icmp slt i32 %34, %39
  %44 = select i1 %43, i32 %34, i32 %39
  %45 = icmp sgt i32 %35, %39
  %46 = select i1 %45, i32 %35, i32 %39
  %47 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %33
  %48 = load i32, i32* %47, align 4, !tbaa !5
  %49 = icmp ult i32 %36, %48
  %50 = select i1 %49, i32 %36, i32 %48
  %51 = icmp ugt i32 %37, %48
  %52 = select i1 %51, i32 %37, i32 %48
  %53 = add nuw nsw i64 %33, 1
  %54 = icmp eq i64 %53, 64
  br i1 %54, label %57, label %32, !llvm.loop !12

55:                                               ; preds = %32
  %56 = trunc i64 %33 to i32
  br label %57

57:                                               ; preds = %42, %55
  %58 = phi i32 [ %37, %55 ], [ %52, %42 ]
  %59 = phi i32 [ %36, %55 ], [ %50, %42 ]
  %60 = phi i32 [ %35, %55 ], [ %46, %42 ]
  %61 = phi i32 [ %34, %55 ], [ %44, %42 ]
  %62 = phi i32 [ %56, %55 ], [ 64, %42 ]
  %63 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), i32 noundef signext %62, i32 noundef signext %61, i32 noundef signext %60, i32 noundef zeroext %59, i32 noundef zeroext %58)
  %64 = load i32, i32* @check, align 4, !tbaa !5
  %65 = add i32 %64, %61
  %66 = mul i32 %65, -1640531535
  %67 = add i32 %66, %60
  %68 = mul i32 %67, -1640531535
  %69 = add i32 %68, %59
  %70 = mul i32 %69, -1640531535
  %71 = add i32 %70, %58
  %72 = mul i32 %71, -1640531535
  %73 = add i32 %72, %62
  %74 = mul i32 %73, -1640531535
  store i32 %74, i32* @check, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %57, %112
  %76 = phi i32 [ 0, %57 ], [ %103, %112 ]
  %77 = phi i32 [ 0, %57 ], [ %113, %112 ]
  %78 = phi i32 [ 0, %57 ], [ %114, %112 ]
  %79 = zext i32 %76 to i64
  %80 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %79
  %81 = load i32, i32* %80, align 4, !tbaa !5
  %82 = icmp sgt i32 %81, 0
  br i1 %82, label %83, label %85

83:                                               ; preds = %75
  %84 = and i32 %81, 255
  br label %89

85:                                               ; preds = %75
  %86 = call i32 @llvm.abs.i32(i32 %81, i1 true) #4
  %87 = and i32 %86, 127
  %88 = sub nsw i32 0, %87
  br label %89

89:                                               ; preds = %85, %83
  %90 = phi i32 [ %84, %83 ], [ %88, %85 ]
  %91 = add nsw i32 %90, %77
  br i1 %82, label %92, label %95

92:                                               ; preds = %89
  %93 = mul nuw nsw i32 %76, 5
  %94 = add nuw nsw i32 %93, 3
  br label %101

95:                                               ; preds = %89
  %96 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %79
  %97 = load i32, i32* %96, align 4, !tbaa !5
  %98 = urem i32 %97, 7
  %99 = add nuw nsw i32 %76, 1
  %100 = add nuw nsw i32 %99, %98
  br label %101

101:                                              ; preds = %95, %92
  %102 = phi i32 [ %94, %92 ], [ %100, %95 ]
  %103 = and i32 %102, 63
  %104 = add i32 %91, -5001
  %105 = icmp ult i32 %104, -10001
  br i1 %105, label %106, label %112

106:                                              ; preds = %101
  %107 = sdiv i32 %91, 3
  %108 = icmp slt i32 %107, 1000
  %109 = select i1 %108, i32 %107, i32 1000
  %110 = icmp sgt i32 %109, -1000
  %111 = select i1 %110, i32 %109, i32 -1000
  br label %112

112:                                              ; preds = %101, %106
  %113 = phi i32 [ %111, %106 ], [ %91, %101 ]
  %114 = add nuw nsw i32 %78, 1
  %115 = icmp eq i32 %114, 100
  br i1 %115, label %116, label %75, !llvm.loop !13

116:                                              ; preds = %112
  %117 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %113, i32 noundef signext %103)
  %118 = load i32, i32* @check, align 4, !tbaa !5
  %119 = add i32 %118, %113
  %120 = mul i32 %119, -1640531535
  store i32 %120, i32* @check, align 4, !tbaa !5
  br label %128

121:                                              ; preds = %187
  %122 = and i32 %21, 15
  %123 = add nsw i32 %122, -8
  %124 = and i32 %21, 1
  %125 = icmp eq i32 %124, 0
  %126 = icmp ugt i32 %122, 7
  %127 = select i1 %126, i32 1, i32 -1
  br label %204

128:                                              ; preds = %116, %187
  %129 = phi i64 [ 0, %116 ], [ %202, %187 ]
  %130 = mul nuw nsw i64 %129, 3
  %131 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %130
  %132 = load i32, i32* %131, align 4, !tbaa !5
  %133 = add nuw nsw i64 %130, 1
  %134 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %133
  %135 = load i32, i32* %134, align 4, !tbaa !5
  %136 = add nuw nsw i64 %130, 2
  %137 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %136
  %138 = load i32, i32* %137, align 4, !tbaa !5
  %139 = icmp slt i32 %132, %135
  br i1 %139, label %140, label %145

140:                                              ; preds = %128
  %141 = icmp slt i32 %135, %138
  br i1 %141, label %150, label %142

142:                                              ; preds = %140
  %143 = icmp slt i32 %132, %138
  %144 = select i1 %143, i32 %138, i32 %132
  br label %150

145:                                              ; preds = %128
  %146 = icmp slt i32 %132, %138
  br i1 %146, label %150, label %147

147:                                              ; preds = %145
  %148 = icmp slt i32 %135, %138
  %149 = select i1 %148, i32 %138, i32 %135
  br label %150

150:                                              ; preds = %140, %142, %145, %147
  %151 = phi i32 [ %144, %142 ], [ %149, %147 ], [ %135, %140 ], [ %132, %145 ]
  %152 = icmp slt i32 %132, 50000
  %153 = select i1 %152, i32 %132, i32 50000
  %154 = icmp sgt i32 %153, -50000
  %155 = select i1 %154, i32 %153, i32 -50000
  %156 = trunc i64 %129 to i32
  %157 = mul i32 %156, 20
  %158 = or i32 %157, 1
  %159 = sdiv i32 %132, %158
  %160 = icmp slt i32 %159, -1000
  br i1 %160, label %187, label %161

161:                                              ; preds = %150
  %162 = icmp slt i32 %159, 0
  br i1 %162, label %163, label %170

163:                                              ; preds = %161
  %164 = and i32 %135, 1
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %168, label %166

166:                                              ; preds = %163
  %167 = add nsw i32 %159, %135
  br label %187

168:                                              ; preds = %163
  %169 = sub nsw i32 %159, %135
  br label %187

170:                                              ; preds = %161
  %171 = icmp eq i32 %159, 0
  br i1 %171, label %187, label %172

172:                                              ; preds = %170
  %173 = icmp slt i32 %159, 100
  br i1 %173, label %174, label %180

174:                                              ; preds = %172
  %175 = icmp slt i32 %159, %135
  br i1 %175, label %176, label %178

176:                                              ; preds = %174
  %177 = sub nsw i32 %135, %159
  br label %187

178:                                              ; preds = %174
  %179 = sub nsw i32 %159, %135
  br label %187

180:                                              ; preds = %172
  %181 = icmp slt i32 %159, 10000
  br i1 %181, label %182, label %187

182:                                              ; preds = %180
  %183 = sdiv i32 %159, 10
  %184 = icmp sgt i32 %135, -1
  %185 = select i1 %184, i32 1, i32 -1
  %186 = add nsw i32 %183, %185
  br label %187

187:                                              ; preds = %150, %166, %168, %170, %176, %178, %180, %182
  %188 = phi i32 [ -3, %150 ], [ %167, %166 ], [ %169, %168 ], [ 0, %170 ], [ %177, %176 ], [ %179, %178 ], [ %186, %182 ], [ 42, %180 ]
  %189 = icmp sgt i32 %135, 0
  %190 = zext i1 %189 to i32
  %191 = ashr i32 %135, 31
  %192 = add nsw i32 %191, %190
  %193 = trunc i64 %129 to i32
  %194 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %193, i32 noundef signext %132, i32 noundef signext %135, i32 noundef signext %138, i32 noundef signext %151, i32 noundef signext %155, i32 noundef signext %192, i32 noundef signext %188)
  %195 = load i32, i32* @check, align 4, !tbaa !5
  %196 = add i32 %195, %151
  %197 = mul i32 %196, -1640531535
  %198 = add i32 %197, %155
  %199 = mul i32 %198, -1640531535
  %200 = add i32 %199, %188
  %201 = mul i32 %200, -1640531535
  store i32 %201, i32* @check, align 4, !tbaa !5
  %202 = add nuw nsw i64 %129, 1
  %203 = icmp eq i64 %202, 8
  br i1 %203, label %121, label %128, !llvm.loop !14

204:                                              ; preds = %121, %229
  %205 = phi i64 [ 0, %121 ], [ %235, %229 ]
  %206 = getelementptr inbounds [6 x i32], [6 x i32]* @main.px, i64 0, i64 %205
  %207 = load i32, i32* %206, align 4, !tbaa !5
  %208 = trunc i64 %205 to i32
  switch i32 %208, label %214 [
    i32 0, label %229
    i32 1, label %209
    i32 2, label %228
  ]

209:                                              ; preds = %204
  br i1 %125, label %212, label %210

210:                                              ; preds = %209
  %211 = add nsw i32 %207, %123
  br label %229

212:                                              ; preds = %209
  %213 = sub nsw i32 %207, %123
  br label %229

214:                                              ; preds = %204
  %215 = and i64 %205, 2147483646
  %216 = icmp eq i64 %215, 4
  br i1 %216, label %223, label %217

217:                                              ; preds = %214
  %218 = icmp slt i32 %207, %123
  br i1 %218, label %219, label %221

219:                                              ; preds = %217
  %220 = sub nsw i32 %123, %207
  br label %229

221:                                              ; preds = %217
  %222 = sub nsw i32 %207, %123
  br label %229

223:                                              ; preds = %214
  %224 = icmp eq i64 %205, 5
  br i1 %224, label %229, label %225

225:                                              ; preds = %223
  %226 = sdiv i32 %207, 10
  %227 = add nsw i32 %226, %127
  br label %229

228:                                              ; preds = %204
  br label %229

229:                                              ; preds = %204, %228, %210, %212, %219, %221, %223, %225
  %230 = phi i32 [ -3, %204 ], [ %211, %210 ], [ %213, %212 ], [ %220, %219 ], [ %222, %221 ], [ %227, %225 ], [ 42, %223 ], [ 0, %228 ]
  %231 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %207, i32 noundef signext %230)
  %232 = load i32, i32* @check, align 4, !tbaa !5
  %233 = add i32 %232, %230
  %234 = mul i32 %233, -1640531535
  store i32 %234, i32* @check, align 4, !tbaa !5
  %235 = add nuw nsw i64 %205, 1
  %236 = icmp eq i64 %235, 6
  br i1 %236, label %237, label %204, !llvm.loop !15

237:                                              ; preds = %229, %237
  %238 = phi i64 [ %266, %237 ], [ 0, %229 ]
  %239 = phi i64 [ %264, %237 ], [ 0, %229 ]
  %240 = phi i64 [ %259, %237 ], [ 9223372036854775807, %229 ]
  %241 = phi i8 [ %254, %237 ], [ -1, %229 ]
  %242 = phi i16 [ %248, %237 ], [ -32768, %229 ]
  %243 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %238
  %244 = load i32, i32* %243, align 4, !tbaa !5
  %245 = srem i32 %244, 30000
  %246 = trunc i32 %245 to i16
  %247 = icmp sgt i16 %242, %246
  %248 = select i1 %247, i16 %242, i16 %246
  %249 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %238
  %250 = load i32, i32* %249, align 4, !tbaa !5
  %251 = lshr i32 %250, 24
  %252 = trunc i32 %251 to i8
  %253 = icmp ult i8 %241, %252
  %254 = select i1 %253, i8 %241, i8 %252
  %255 = sext i32 %244 to i64
  %256 = zext i32 %250 to i64
  %257 = mul nsw i64 %256, %255
  %258 = icmp slt i64 %240, %257
  %259 = select i1 %258, i64 %240, i64 %257
  %260 = shl nuw i64 %256, 32
  %261 = zext i32 %244 to i64
  %262 = or i64 %260, %261
  %263 = icmp ugt i64 %239, %262
  %264 = select i1 %263, i64 %239, i64 %262
  %265 = icmp ult i8 %254, 3
  %266 = add nuw nsw i64 %238, 1
  %267 = icmp eq i64 %266, 64
  %268 = select i1 %265, i1 true, i1 %267
  br i1 %268, label %269, label %237, !llvm.loop !16

269:                                              ; preds = %237
  %270 = sext i16 %248 to i32
  %271 = zext i8 %254 to i32
  %272 = call i64 @llvm.abs.i64(i64 %259, i1 true) #4
  %273 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %270, i32 noundef zeroext %271, i64 noundef %259, i64 noundef %264, i64 noundef %272)
  %274 = load i32, i32* @check, align 4, !tbaa !5
  %275 = add i32 %274, %270
  %276 = mul i32 %275, -1640531535
  %277 = add i32 %276, %271
  %278 = mul i32 %277, -1640531535
  %279 = trunc i64 %259 to i32
  %280 = add i32 %278, %279
  %281 = mul i32 %280, -1640531535
  %282 = lshr i64 %264, 20
  %283 = trunc i64 %282 to i32
  %284 = add i32 %281, %283
  %285 = mul i32 %284, -1640531535
  store i32 %285, i32* @check, align 4, !tbaa !5
  br label %286

286:                                              ; preds = %269, %286
  %287 = phi i64 [ 0, %269 ], [ %311, %286 ]
  %288 = phi double [ 1.000000e+300, %269 ], [ %302, %286 ]
  %289 = phi double [ -1.000000e+300, %269 ], [ %300, %286 ]
  %290 = phi double [ 0.000000e+00, %269 ], [ %310, %286 ]
  %291 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %287
  %292 = load i32, i32* %291, align 4, !tbaa !5
  %293 = sitofp i32 %292 to double
  %294 = fmul double %293, 0x3F50000000000000
  %295 = fcmp olt double %294, -5.000000e+01
  %296 = fcmp ogt double %294, 6.000000e+01
  %297 = select i1 %296, double 6.000000e+01, double %294
  %298 = select i1 %295, double -5.000000e+01, double %297
  %299 = fcmp ogt double %298, %289
  %300 = select i1 %299, double %298, double %289
  %301 = fcmp olt double %298, %288
  %302 = select i1 %301, double %298, double %288
  %303 = and i32 %292, 1
  %304 = icmp eq i32 %303, 0
  %305 = fmul double %298, -5.000000e-01
  %306 = select i1 %304, double %305, double %298
  %307 = fadd double %290, %306
  %308 = fcmp ogt double %307, 5.000000e+02
  %309 = fmul double %307, 2.500000e-01
  %310 = select i1 %308, double %309, double %307
  %311 = add nuw nsw i64 %287, 1
  %312 = icmp eq i64 %311, 64
  br i1 %312, label %313, label %286, !llvm.loop !17

313:                                              ; preds = %286
  %314 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i64 0, i64 0), double noundef %310, double noundef %300, double noundef %302)
  %315 = fmul double %310, 1.000000e+03
  %316 = fptosi double %315 to i32
  %317 = load i32, i32* @check, align 4, !tbaa !5
  %318 = add i32 %317, %316
  %319 = mul i32 %318, -1640531535
  %320 = fmul double %300, 1.000000e+02
  %321 = fptosi double %320 to i32
  %322 = add i32 %319, %321
  %323 = mul i32 %322, -1640531535
  store i32 %323, i32* @check, align 4, !tbaa !5
  br label %324

324:                                              ; preds = %313, %324
  %325 = phi i64 [ 0, %313 ], [ %347, %324 ]
  %326 = phi i32 [ 0, %313 ], [ %346, %324 ]
  %327 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %325
  %328 = load i32, i32* %327, align 4, !tbaa !5
  %329 = sub nuw nsw i64 63, %325
  %330 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %329
  %331 = load i32, i32* %330, align 4, !tbaa !5
  %332 = icmp ult i32 %328, %331
  %333 = select i1 %332, i32 %328, i32 %331
  %334 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %325
  %335 = load i32, i32* %334, align 4, !tbaa !5
  %336 = call i32 @llvm.abs.i32(i32 %335, i1 true)
  %337 = mul i32 %326, 3
  %338 = add i32 %333, %337
  %339 = add i32 %338, %336
  %340 = icmp ugt i32 %328, %331
  %341 = zext i1 %340 to i32
  %342 = add i32 %339, %341
  %343 = and i32 %342, 61440
  %344 = icmp eq i32 %343, 12288
  %345 = select i1 %344, i32 %328, i32 0
  %346 = xor i32 %345, %342
  %347 = add nuw nsw i64 %325, 1
  %348 = icmp eq i64 %347, 64
  br i1 %348, label %349, label %324, !llvm.loop !18

349:                                              ; preds = %324
  %350 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i32 noundef zeroext %346)
  %351 = load i32, i32* @check, align 4, !tbaa !5
  %352 = add i32 %351, %346
  %353 = mul i32 %352, -1640531535
  store i32 %353, i32* @check, align 4, !tbaa !5
  %354 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %353)
  %355 = load i32, i32* @check, align 4, !tbaa !5
  %356 = and i32 %355, 127
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %5) #4
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %4) #4
  ret i32 %356
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
