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

6:                                                ; preds = %6, %0
  %7 = phi i64 [ 0, %0 ], [ %42, %6 ]
  %8 = phi i32 [ %3, %0 ], [ %40, %6 ]
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
  %25 = or i64 %7, 1
  %26 = shl i32 %23, 13
  %27 = xor i32 %26, %23
  %28 = lshr i32 %27, 17
  %29 = xor i32 %28, %27
  %30 = shl i32 %29, 5
  %31 = xor i32 %30, %29
  %32 = urem i32 %31, 200001
  %33 = add nsw i32 %32, -100000
  %34 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %25
  store i32 %33, i32* %34, align 4, !tbaa !5
  %35 = shl i32 %31, 13
  %36 = xor i32 %35, %31
  %37 = lshr i32 %36, 17
  %38 = xor i32 %37, %36
  %39 = shl i32 %38, 5
  %40 = xor i32 %39, %38
  %41 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %25
  store i32 %40, i32* %41, align 4, !tbaa !5
  %42 = add nuw nsw i64 %7, 2
  %43 = icmp eq i64 %42, 64
  br i1 %43, label %44, label %6, !llvm.loop !9

44:                                               ; preds = %6
  %45 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 0
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 0
  %48 = load i32, i32* %47, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %91, %44
  %50 = phi i64 [ 1, %44 ], [ %102, %91 ]
  %51 = phi i32 [ %46, %44 ], [ %93, %91 ]
  %52 = phi i32 [ %46, %44 ], [ %95, %91 ]
  %53 = phi i32 [ %48, %44 ], [ %99, %91 ]
  %54 = phi i32 [ %48, %44 ], [ %101, %91 ]
  %55 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %50
  %56 = load i32, i32* %55, align 4, !tbaa !5
  %57 = tail call i32 @llvm.abs.i32(i32 %56, i1 true) #4
  %58 = icmp ult i32 %57, 150
  br i1 %58, label %104, label %59

59:                                               ; preds = %49
  %60 = icmp slt i32 %51, %56
  %61 = select i1 %60, i32 %51, i32 %56
  %62 = icmp sgt i32 %52, %56
  %63 = select i1 %62, i32 %52, i32 %56
  %64 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %50
  %65 = load i32, i32* %64, align 4, !tbaa !5
  %66 = icmp ult i32 %53, %65
  %67 = select i1 %66, i32 %53, i32 %65
  %68 = icmp ugt i32 %54, %65
  %69 = select i1 %68, i32 %54, i32 %65
  %70 = add nuw nsw i64 %50, 1
  %71 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %70
  %72 = load i32, i32* %71, align 4, !tbaa !5
  %73 = tail call i32 @llvm.abs.i32(i32 %72, i1 true) #4
  %74 = icmp ult i32 %73, 150
  br i1 %74, label %104, label %75

75:                                               ; preds = %59
  %76 = icmp slt i32 %61, %72
  %77 = select i1 %76, i32 %61, i32 %72
  %78 = icmp sgt i32 %63, %72
  %79 = select i1 %78, i32 %63, i32 %72
  %80 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %70
  %81 = load i32, i32* %80, align 4, !tbaa !5
  %82 = icmp ult i32 %67, %81
  %83 = select i1 %82, i32 %67, i32 %81
  %84 = icmp ugt i32 %69, %81
  %85 = select i1 %84, i32 %69, i32 %81
  %86 = add nuw nsw i64 %50, 2
  %87 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %86
  %88 = load i32, i32* %87, align 4, !tbaa !5
  %89 = tail call i32 @llvm.abs.i32(i32 %88, i1 true) #4
  %90 = icmp ult i32 %89, 150
  br i1 %90, label %104, label %91

91:                                               ; preds = %75
  %92 = icmp slt i32 %77, %88
  %93 = select i1 %92, i32 %77, i32 %88
  %94 = icmp sgt i32 %79, %88
  %95 = select i1 %94, i32 %79, i32 %88
  %96 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %86
  %97 = load i32, i32* %96, align 4, !tbaa !5
  %98 = icmp ult i32 %83, %97
  %99 = select i1 %98, i32 %83, i32 %97
  %100 = icmp ugt i32 %85, %97
  %101 = select i1 %100, i32 %85, i32 %97
  %102 = add nuw nsw i64 %50, 3
  %103 = icmp eq i64 %102, 64
  br i1 %103, label %111, label %49, !llvm.loop !11

104:                                              ; preds = %75, %59, %49
  %105 = phi i64 [ %50, %49 ], [ %70, %59 ], [ %86, %75 ]
  %106 = phi i32 [ %51, %49 ], [ %61, %59 ], [ %77, %75 ]
  %107 = phi i32 [ %52, %49 ], [ %63, %59 ], [ %79, %75 ]
  %108 = phi i32 [ %53, %49 ], [ %67, %59 ], [ %83, %75 ]
  %109 = phi i32 [ %54, %49 ], [ %69, %59 ], [ %85, %75 ]
  %110 = trunc i64 %105 to i32
  br label %111

111:                                              ; preds = %91, %104
  %112 = phi i32 [ %109, %104 ], [ %101, %91 ]
  %113 = phi i32 [ %108, %104 ], [ %99, %91 ]
  %114 = phi i32 [ %107, %104 ], [ %95, %91 ]
  %115 = phi i32 [ %106, %104 ], [ %93, %91 ]
  %116 = phi i32 [ %110, %104 ], [ 64, %91 ]
  %117 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), i32 noundef signext %116, i32 noundef signext %115, i32 noundef signext %114, i32 noundef zeroext %113, i32 noundef zeroext %112)
  %118 = load i32, i32* @check, align 4, !tbaa !5
  %119 = add i32 %118, %115
  %120 = mul i32 %119, -1640531535
  %121 = add i32 %120, %114
  %122 = mul i32 %121, -1640531535
  %123 = add i32 %122, %113
  %124 = mul i32 %123, -1640531535
  %125 = add i32 %124, %112
  %126 = mul i32 %125, -1640531535
  %127 = add i32 %126, %116
  %128 = mul i32 %127, -1640531535
  store i32 %128, i32* @check, align 4, !tbaa !5
  br label %129

129:                                              ; preds = %166, %111
  %130 = phi i32 [ %46, %111 ], [ %169, %166 ]
  %131 = phi i32 [ 0, %111 ], [ %153, %166 ]
  %132 = phi i32 [ 0, %111 ], [ %163, %166 ]
  %133 = phi i32 [ 0, %111 ], [ %164, %166 ]
  %134 = icmp sgt i32 %130, 0
  br i1 %134, label %135, label %140

135:                                              ; preds = %129
  %136 = and i32 %130, 255
  %137 = add nsw i32 %136, %132
  %138 = mul nuw nsw i32 %131, 5
  %139 = add nuw nsw i32 %138, 3
  br label %150

140:                                              ; preds = %129
  %141 = zext i32 %131 to i64
  %142 = sub nsw i32 0, %130
  %143 = and i32 %142, 127
  %144 = sub nsw i32 %132, %143
  %145 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %141
  %146 = load i32, i32* %145, align 4, !tbaa !5
  %147 = urem i32 %146, 7
  %148 = add nuw nsw i32 %131, 1
  %149 = add nuw nsw i32 %148, %147
  br label %150

150:                                              ; preds = %140, %135
  %151 = phi i32 [ %137, %135 ], [ %144, %140 ]
  %152 = phi i32 [ %139, %135 ], [ %149, %140 ]
  %153 = and i32 %152, 63
  %154 = add i32 %151, -5001
  %155 = icmp ult i32 %154, -10001
  br i1 %155, label %156, label %162

156:                                              ; preds = %150
  %157 = sdiv i32 %151, 3
  %158 = icmp slt i32 %157, 1000
  %159 = select i1 %158, i32 %157, i32 1000
  %160 = icmp sgt i32 %159, -1000
  %161 = select i1 %160, i32 %159, i32 -1000
  br label %162

162:                                              ; preds = %150, %156
  %163 = phi i32 [ %161, %156 ], [ %151, %150 ]
  %164 = add nuw nsw i32 %133, 1
  %165 = icmp eq i32 %164, 100
  br i1 %165, label %170, label %166, !llvm.loop !12

166:                                              ; preds = %162
  %167 = zext i32 %153 to i64
  %168 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %167
  %169 = load i32, i32* %168, align 4, !tbaa !5
  br label %129

170:                                              ; preds = %162
  %171 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %163, i32 noundef signext %153)
  %172 = load i32, i32* @check, align 4, !tbaa !5
  %173 = add i32 %172, %163
  %174 = mul i32 %173, -1640531535
  store i32 %174, i32* @check, align 4, !tbaa !5
  br label %182

175:                                              ; preds = %243
  %176 = and i32 %38, 15
  %177 = add nsw i32 %176, -8
  %178 = and i32 %38, 1
  %179 = icmp eq i32 %178, 0
  %180 = icmp ugt i32 %176, 7
  %181 = select i1 %180, i32 1, i32 -1
  br label %260

182:                                              ; preds = %170, %243
  %183 = phi i64 [ 0, %170 ], [ %258, %243 ]
  %184 = mul nuw nsw i64 %183, 3
  %185 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %184
  %186 = load i32, i32* %185, align 4, !tbaa !5
  %187 = add nuw nsw i64 %184, 1
  %188 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %187
  %189 = load i32, i32* %188, align 4, !tbaa !5
  %190 = add nuw nsw i64 %184, 2
  %191 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %190
  %192 = load i32, i32* %191, align 4, !tbaa !5
  %193 = icmp slt i32 %186, %189
  br i1 %193, label %194, label %199

194:                                              ; preds = %182
  %195 = icmp slt i32 %189, %192
  br i1 %195, label %204, label %196

196:                                              ; preds = %194
  %197 = icmp slt i32 %186, %192
  %198 = select i1 %197, i32 %192, i32 %186
  br label %204

199:                                              ; preds = %182
  %200 = icmp slt i32 %186, %192
  br i1 %200, label %204, label %201

201:                                              ; preds = %199
  %202 = icmp slt i32 %189, %192
  %203 = select i1 %202, i32 %192, i32 %189
  br label %204

204:                                              ; preds = %194, %196, %199, %201
  %205 = phi i32 [ %198, %196 ], [ %203, %201 ], [ %189, %194 ], [ %186, %199 ]
  %206 = icmp slt i32 %186, 50000
  %207 = select i1 %206, i32 %186, i32 50000
  %208 = icmp sgt i32 %207, -50000
  %209 = select i1 %208, i32 %207, i32 -50000
  %210 = trunc i64 %183 to i32
  %211 = mul i32 %210, 20
  %212 = or i32 %211, 1
  %213 = sdiv i32 %186, %212
  %214 = icmp slt i32 %213, -1000
  br i1 %214, label %243, label %215

215:                                              ; preds = %204
  %216 = icmp slt i32 %213, 0
  br i1 %216, label %217, label %224

217:                                              ; preds = %215
  %218 = and i32 %189, 1
  %219 = icmp eq i32 %218, 0
  br i1 %219, label %222, label %220

220:                                              ; preds = %217
  %221 = add nsw i32 %213, %189
  br label %243

222:                                              ; preds = %217
  %223 = sub nsw i32 %213, %189
  br label %243

224:                                              ; preds = %215
  %225 = icmp eq i32 %213, 0
  br i1 %225, label %243, label %226

226:                                              ; preds = %224
  %227 = icmp ult i32 %213, 100
  br i1 %227, label %228, label %234

228:                                              ; preds = %226
  %229 = icmp slt i32 %213, %189
  br i1 %229, label %230, label %232

230:                                              ; preds = %228
  %231 = sub nsw i32 %189, %213
  br label %243

232:                                              ; preds = %228
  %233 = sub nsw i32 %213, %189
  br label %243

234:                                              ; preds = %226
  %235 = icmp ult i32 %213, 10000
  br i1 %235, label %236, label %243

236:                                              ; preds = %234
  %237 = trunc i32 %213 to i16
  %238 = udiv i16 %237, 10
  %239 = zext i16 %238 to i32
  %240 = icmp sgt i32 %189, -1
  %241 = select i1 %240, i32 1, i32 -1
  %242 = add nsw i32 %241, %239
  br label %243

243:                                              ; preds = %204, %220, %222, %224, %230, %232, %234, %236
  %244 = phi i32 [ -3, %204 ], [ %221, %220 ], [ %223, %222 ], [ 0, %224 ], [ %231, %230 ], [ %233, %232 ], [ %242, %236 ], [ 42, %234 ]
  %245 = icmp sgt i32 %189, 0
  %246 = zext i1 %245 to i32
  %247 = ashr i32 %189, 31
  %248 = add nsw i32 %247, %246
  %249 = trunc i64 %183 to i32
  %250 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %249, i32 noundef signext %186, i32 noundef signext %189, i32 noundef signext %192, i32 noundef signext %205, i32 noundef signext %209, i32 noundef signext %248, i32 noundef signext %244)
  %251 = load i32, i32* @check, align 4, !tbaa !5
  %252 = add i32 %251, %205
  %253 = mul i32 %252, -1640531535
  %254 = add i32 %253, %209
  %255 = mul i32 %254, -1640531535
  %256 = add i32 %255, %244
  %257 = mul i32 %256, -1640531535
  store i32 %257, i32* @check, align 4, !tbaa !5
  %258 = add nuw nsw i64 %183, 1
  %259 = icmp eq i64 %258, 8
  br i1 %259, label %175, label %182, !llvm.loop !13

260:                                              ; preds = %175, %285
  %261 = phi i64 [ 0, %175 ], [ %291, %285 ]
  %262 = getelementptr inbounds [6 x i32], [6 x i32]* @main.px, i64 0, i64 %261
  %263 = load i32, i32* %262, align 4, !tbaa !5
  %264 = trunc i64 %261 to i32
  switch i32 %264, label %276 [
    i32 0, label %285
    i32 1, label %265
    i32 2, label %284
    i32 3, label %270
  ]

265:                                              ; preds = %260
  br i1 %179, label %268, label %266

266:                                              ; preds = %265
  %267 = add nsw i32 %263, %177
  br label %285

268:                                              ; preds = %265
  %269 = sub nsw i32 %263, %177
  br label %285

270:                                              ; preds = %260
  %271 = icmp slt i32 %263, %177
  br i1 %271, label %272, label %274

272:                                              ; preds = %270
  %273 = sub nsw i32 %177, %263
  br label %285

274:                                              ; preds = %270
  %275 = sub nsw i32 %263, %177
  br label %285

276:                                              ; preds = %260
  %277 = add nsw i64 %261, -2
  %278 = icmp ult i64 %277, 3
  br i1 %278, label %279, label %285

279:                                              ; preds = %276
  %280 = trunc i32 %263 to i16
  %281 = udiv i16 %280, 10
  %282 = zext i16 %281 to i32
  %283 = add nsw i32 %181, %282
  br label %285

284:                                              ; preds = %260
  br label %285

285:                                              ; preds = %260, %284, %266, %268, %272, %274, %276, %279
  %286 = phi i32 [ -3, %260 ], [ %267, %266 ], [ %269, %268 ], [ %273, %272 ], [ %275, %274 ], [ %283, %279 ], [ 42, %276 ], [ 0, %284 ]
  %287 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %263, i32 noundef signext %286)
  %288 = load i32, i32* @check, align 4, !tbaa !5
  %289 = add i32 %288, %286
  %290 = mul i32 %289, -1640531535
  store i32 %290, i32* @check, align 4, !tbaa !5
  %291 = add nuw nsw i64 %261, 1
  %292 = icmp eq i64 %291, 6
  br i1 %292, label %326, label %260, !llvm.loop !14

293:                                              ; preds = %326
  %294 = or i64 %329, 1
  %295 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %294
  %296 = load i32, i32* %295, align 4, !tbaa !5
  %297 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %294
  %298 = load i32, i32* %297, align 4, !tbaa !5
  %299 = srem i32 %296, 30000
  %300 = trunc i32 %299 to i16
  %301 = icmp sgt i16 %337, %300
  %302 = select i1 %301, i16 %337, i16 %300
  %303 = lshr i32 %298, 24
  %304 = trunc i32 %303 to i8
  %305 = icmp ult i8 %341, %304
  %306 = select i1 %305, i8 %341, i8 %304
  %307 = sext i32 %296 to i64
  %308 = zext i32 %298 to i64
  %309 = mul nsw i64 %308, %307
  %310 = icmp slt i64 %346, %309
  %311 = select i1 %310, i64 %346, i64 %309
  %312 = shl nuw i64 %308, 32
  %313 = zext i32 %296 to i64
  %314 = or i64 %312, %313
  %315 = icmp ugt i64 %351, %314
  %316 = select i1 %315, i64 %351, i64 %314
  %317 = icmp ult i8 %306, 3
  br i1 %317, label %353, label %318

318:                                              ; preds = %293
  %319 = add nuw nsw i64 %329, 2
  %320 = icmp eq i64 %319, 64
  br i1 %320, label %353, label %321, !llvm.loop !15

321:                                              ; preds = %318
  %322 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %319
  %323 = load i32, i32* %322, align 4, !tbaa !5
  %324 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %319
  %325 = load i32, i32* %324, align 4, !tbaa !5
  br label %326

326:                                              ; preds = %285, %321
  %327 = phi i32 [ %325, %321 ], [ %48, %285 ]
  %328 = phi i32 [ %323, %321 ], [ %46, %285 ]
  %329 = phi i64 [ %319, %321 ], [ 0, %285 ]
  %330 = phi i64 [ %316, %321 ], [ 0, %285 ]
  %331 = phi i64 [ %311, %321 ], [ 9223372036854775807, %285 ]
  %332 = phi i8 [ %306, %321 ], [ -1, %285 ]
  %333 = phi i16 [ %302, %321 ], [ -32768, %285 ]
  %334 = srem i32 %328, 30000
  %335 = trunc i32 %334 to i16
  %336 = icmp sgt i16 %333, %335
  %337 = select i1 %336, i16 %333, i16 %335
  %338 = lshr i32 %327, 24
  %339 = trunc i32 %338 to i8
  %340 = icmp ult i8 %332, %339
  %341 = select i1 %340, i8 %332, i8 %339
  %342 = sext i32 %328 to i64
  %343 = zext i32 %327 to i64
  %344 = mul nsw i64 %343, %342
  %345 = icmp slt i64 %331, %344
  %346 = select i1 %345, i64 %331, i64 %344
  %347 = shl nuw i64 %343, 32
  %348 = zext i32 %328 to i64
  %349 = or i64 %347, %348
  %350 = icmp ugt i64 %330, %349
  %351 = select i1 %350, i64 %330, i64 %349
  %352 = icmp ult i8 %341, 3
  br i1 %352, label %353, label %293

353:                                              ; preds = %318, %293, %326
  %354 = phi i16 [ %337, %326 ], [ %302, %293 ], [ %302, %318 ]
  %355 = phi i8 [ %341, %326 ], [ %306, %293 ], [ %306, %318 ]
  %356 = phi i64 [ %346, %326 ], [ %311, %293 ], [ %311, %318 ]
  %357 = phi i64 [ %351, %326 ], [ %316, %293 ], [ %316, %318 ]
  %358 = sext i16 %354 to i32
  %359 = zext i8 %355 to i32
  %360 = tail call i64 @llvm.abs.i64(i64 %356, i1 true) #4
  %361 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %358, i32 noundef zeroext %359, i64 noundef %356, i64 noundef %357, i64 noundef %360)
  %362 = load i32, i32* @check, align 4, !tbaa !5
  %363 = add i32 %362, %358
  %364 = mul i32 %363, -1640531535
  %365 = add i32 %364, %359
  %366 = mul i32 %365, -1640531535
  %367 = trunc i64 %356 to i32
  %368 = add i32 %366, %367
  %369 = mul i32 %368, -1640531535
  %370 = lshr i64 %357, 20
  %371 = trunc i64 %370 to i32
  %372 = add i32 %369, %371
  %373 = mul i32 %372, -1640531535
  store i32 %373, i32* @check, align 4, !tbaa !5
  br label %374

374:                                              ; preds = %421, %353
  %375 = phi i32 [ %46, %353 ], [ %423, %421 ]
  %376 = phi i64 [ 0, %353 ], [ %419, %421 ]
  %377 = phi double [ 1.000000e+300, %353 ], [ %410, %421 ]
  %378 = phi double [ -1.000000e+300, %353 ], [ %408, %421 ]
  %379 = phi double [ 0.000000e+00, %353 ], [ %418, %421 ]
  %380 = sitofp i32 %375 to double
  %381 = fmul double %380, 0x3F50000000000000
  %382 = fcmp olt double %381, -5.000000e+01
  %383 = fcmp ogt double %381, 6.000000e+01
  %384 = select i1 %383, double 6.000000e+01, double %381
  %385 = select i1 %382, double -5.000000e+01, double %384
  %386 = fcmp ogt double %385, %378
  %387 = select i1 %386, double %385, double %378
  %388 = fcmp olt double %385, %377
  %389 = select i1 %388, double %385, double %377
  %390 = and i32 %375, 1
  %391 = icmp eq i32 %390, 0
  %392 = fmul double %385, -5.000000e-01
  %393 = select i1 %391, double %392, double %385
  %394 = fadd double %379, %393
  %395 = or i64 %376, 1
  %396 = fcmp ogt double %394, 5.000000e+02
  %397 = fmul double %394, 2.500000e-01
  %398 = select i1 %396, double %397, double %394
  %399 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %395
  %400 = load i32, i32* %399, align 4, !tbaa !5
  %401 = sitofp i32 %400 to double
  %402 = fmul double %401, 0x3F50000000000000
  %403 = fcmp olt double %402, -5.000000e+01
  %404 = fcmp ogt double %402, 6.000000e+01
  %405 = select i1 %404, double 6.000000e+01, double %402
  %406 = select i1 %403, double -5.000000e+01, double %405
  %407 = fcmp ogt double %406, %387
  %408 = select i1 %407, double %406, double %387
  %409 = fcmp olt double %406, %389
  %410 = select i1 %409, double %406, double %389
  %411 = and i32 %400, 1
  %412 = icmp eq i32 %411, 0
  %413 = fmul double %406, -5.000000e-01
  %414 = select i1 %412, double %413, double %406
  %415 = fadd double %398, %414
  %416 = fcmp ogt double %415, 5.000000e+02
  %417 = fmul double %415, 2.500000e-01
  %418 = select i1 %416, double %417, double %415
  %419 = add nuw nsw i64 %376, 2
  %420 = icmp eq i64 %419, 64
  br i1 %420, label %424, label %421, !llvm.loop !16

421:                                              ; preds = %374
  %422 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %419
  %423 = load i32, i32* %422, align 4, !tbaa !5
  br label %374

424:                                              ; preds = %374
  %425 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i64 0, i64 0), double noundef %418, double noundef %408, double noundef %410)
  %426 = fmul double %418, 1.000000e+03
  %427 = fptosi double %426 to i32
  %428 = load i32, i32* @check, align 4, !tbaa !5
  %429 = add i32 %428, %427
  %430 = mul i32 %429, -1640531535
  %431 = fmul double %408, 1.000000e+02
  %432 = fptosi double %431 to i32
  %433 = add i32 %430, %432
  %434 = mul i32 %433, -1640531535
  store i32 %434, i32* @check, align 4, !tbaa !5
  br label %435

435:                                              ; preds = %479, %424
  %436 = phi i32 [ %46, %424 ], [ %483, %479 ]
  %437 = phi i32 [ %48, %424 ], [ %481, %479 ]
  %438 = phi i64 [ 0, %424 ], [ %477, %479 ]
  %439 = phi i32 [ 0, %424 ], [ %476, %479 ]
  %440 = sub nuw nsw i64 63, %438
  %441 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %440
  %442 = load i32, i32* %441, align 4, !tbaa !5
  %443 = icmp ult i32 %437, %442
  %444 = select i1 %443, i32 %437, i32 %442
  %445 = tail call i32 @llvm.abs.i32(i32 %436, i1 true)
  %446 = mul i32 %439, 3
  %447 = add i32 %444, %446
  %448 = add i32 %447, %445
  %449 = icmp ugt i32 %437, %442
  %450 = zext i1 %449 to i32
  %451 = add i32 %448, %450
  %452 = or i64 %438, 1
  %453 = and i32 %451, 61440
  %454 = icmp eq i32 %453, 12288
  %455 = select i1 %454, i32 %437, i32 0
  %456 = xor i32 %455, %451
  %457 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %452
  %458 = load i32, i32* %457, align 4, !tbaa !5
  %459 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %452
  %460 = load i32, i32* %459, align 4, !tbaa !5
  %461 = sub nsw i64 62, %438
  %462 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %461
  %463 = load i32, i32* %462, align 4, !tbaa !5
  %464 = icmp ult i32 %458, %463
  %465 = select i1 %464, i32 %458, i32 %463
  %466 = tail call i32 @llvm.abs.i32(i32 %460, i1 true)
  %467 = mul i32 %456, 3
  %468 = add i32 %465, %467
  %469 = add i32 %468, %466
  %470 = icmp ugt i32 %458, %463
  %471 = zext i1 %470 to i32
  %472 = add i32 %469, %471
  %473 = and i32 %472, 61440
  %474 = icmp eq i32 %473, 12288
  %475 = select i1 %474, i32 %458, i32 0
  %476 = xor i32 %475, %472
  %477 = add nuw nsw i64 %438, 2
  %478 = icmp eq i64 %477, 64
  br i1 %478, label %484, label %479, !llvm.loop !17

479:                                              ; preds = %435
  %480 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %477
  %481 = load i32, i32* %480, align 4, !tbaa !5
  %482 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %477
  %483 = load i32, i32* %482, align 4, !tbaa !5
  br label %435

484:                                              ; preds = %435
  %485 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i32 noundef zeroext %476)
  %486 = load i32, i32* @check, align 4, !tbaa !5
  %487 = add i32 %486, %476
  %488 = mul i32 %487, -1640531535
  store i32 %488, i32* @check, align 4, !tbaa !5
  %489 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %488)
  %490 = load i32, i32* @check, align 4, !tbaa !5
  %491 = and i32 %490, 127
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %5) #4
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %4) #4
  ret i32 %491
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
