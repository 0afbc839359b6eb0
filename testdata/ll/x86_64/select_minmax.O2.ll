; ModuleID = 'c/select_minmax.c'
source_filename = "c/select_minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vseed = internal global i32 -1056969199, align 4
@.str = private unnamed_addr constant [35 x i8] c"stop=%d lo=%d hi=%d ulo=%u uhi=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"chain acc=%d idx=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [51 x i8] c"i=%d a=%d b=%d c=%d med=%d clamp=%d sign=%d pw=%d\0A\00", align 1
@main.px = internal unnamed_addr constant [6 x i32] [i32 -5000, i32 -7, i32 0, i32 50, i32 5000, i32 99999], align 16
@.str.3 = private unnamed_addr constant [18 x i8] c"piecewise(%d)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [40 x i8] c"h=%d b=%u l=%lld u=%016llx abs(l)=%lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"fp: x=%.17g best=%.17g worst=%.17g\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"branchless acc=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i32], align 16
  %2 = alloca [64 x i32], align 16
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
  %29 = load i32, i32* %28, align 16, !tbaa !5
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 0
  %31 = load i32, i32* %30, align 16, !tbaa !5
  br label %32

32:                                               ; preds = %27, %42
  %33 = phi i64 [ 1, %27 ], [ %53, %42 ]
  %34 = phi i32 [ %29, %27 ], [ %44, %42 ]
  %35 = phi i32 [ %29, %27 ], [ %46, %42 ]
  %36 = phi i32 [ %31, %27 ], [ %50, %42 ]
  %37 = phi i32 [ %31, %27 ], [ %52, %42 ]
  %38 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %33
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = tail call i32 @llvm.abs.i32(i32 %39, i1 true) #4
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
  br i1 %54, label %57, label %32, !llvm.loop !11

55:                                               ; preds = %32
  %56 = trunc i64 %33 to i32
  br label %57

57:                                               ; preds = %42, %55
  %58 = phi i32 [ %37, %55 ], [ %52, %42 ]
  %59 = phi i32 [ %36, %55 ], [ %50, %42 ]
  %60 = phi i32 [ %35, %55 ], [ %46, %42 ]
  %61 = phi i32 [ %34, %55 ], [ %44, %42 ]
  %62 = phi i32 [ %56, %55 ], [ 64, %42 ]
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), i32 noundef %62, i32 noundef %61, i32 noundef %60, i32 noundef %59, i32 noundef %58)
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

75:                                               ; preds = %112, %57
  %76 = phi i32 [ %29, %57 ], [ %115, %112 ]
  %77 = phi i32 [ 0, %57 ], [ %99, %112 ]
  %78 = phi i32 [ 0, %57 ], [ %109, %112 ]
  %79 = phi i32 [ 0, %57 ], [ %110, %112 ]
  %80 = icmp sgt i32 %76, 0
  br i1 %80, label %81, label %86

81:                                               ; preds = %75
  %82 = and i32 %76, 255
  %83 = add nsw i32 %82, %78
  %84 = mul nuw nsw i32 %77, 5
  %85 = add nuw nsw i32 %84, 3
  br label %96

86:                                               ; preds = %75
  %87 = zext i32 %77 to i64
  %88 = sub nsw i32 0, %76
  %89 = and i32 %88, 127
  %90 = sub nsw i32 %78, %89
  %91 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %87
  %92 = load i32, i32* %91, align 4, !tbaa !5
  %93 = urem i32 %92, 7
  %94 = add nuw nsw i32 %77, 1
  %95 = add nuw nsw i32 %94, %93
  br label %96

96:                                               ; preds = %86, %81
  %97 = phi i32 [ %83, %81 ], [ %90, %86 ]
  %98 = phi i32 [ %85, %81 ], [ %95, %86 ]
  %99 = and i32 %98, 63
  %100 = add i32 %97, -5001
  %101 = icmp ult i32 %100, -10001
  br i1 %101, label %102, label %108

102:                                              ; preds = %96
  %103 = sdiv i32 %97, 3
  %104 = icmp slt i32 %103, 1000
  %105 = select i1 %104, i32 %103, i32 1000
  %106 = icmp sgt i32 %105, -1000
  %107 = select i1 %106, i32 %105, i32 -1000
  br label %108

108:                                              ; preds = %96, %102
  %109 = phi i32 [ %107, %102 ], [ %97, %96 ]
  %110 = add nuw nsw i32 %79, 1
  %111 = icmp eq i32 %110, 100
  br i1 %111, label %116, label %112, !llvm.loop !12

112:                                              ; preds = %108
  %113 = zext i32 %99 to i64
  %114 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %113
  %115 = load i32, i32* %114, align 4, !tbaa !5
  br label %75

116:                                              ; preds = %108
  %117 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef %109, i32 noundef %99)
  %118 = load i32, i32* @check, align 4, !tbaa !5
  %119 = add i32 %118, %109
  %120 = mul i32 %119, -1640531535
  store i32 %120, i32* @check, align 4, !tbaa !5
  br label %128

121:                                              ; preds = %189
  %122 = and i32 %21, 15
  %123 = add nsw i32 %122, -8
  %124 = and i32 %21, 1
  %125 = icmp eq i32 %124, 0
  %126 = icmp ugt i32 %122, 7
  %127 = select i1 %126, i32 1, i32 -1
  br label %206

128:                                              ; preds = %116, %189
  %129 = phi i64 [ 0, %116 ], [ %204, %189 ]
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
  br i1 %160, label %189, label %161

161:                                              ; preds = %150
  %162 = icmp slt i32 %159, 0
  br i1 %162, label %163, label %170

163:                                              ; preds = %161
  %164 = and i32 %135, 1
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %168, label %166

166:                                              ; preds = %163
  %167 = add nsw i32 %159, %135
  br label %189

168:                                              ; preds = %163
  %169 = sub nsw i32 %159, %135
  br label %189

170:                                              ; preds = %161
  %171 = icmp eq i32 %159, 0
  br i1 %171, label %189, label %172

172:                                              ; preds = %170
  %173 = icmp ult i32 %159, 100
  br i1 %173, label %174, label %180

174:                                              ; preds = %172
  %175 = icmp slt i32 %159, %135
  br i1 %175, label %176, label %178

176:                                              ; preds = %174
  %177 = sub nsw i32 %135, %159
  br label %189

178:                                              ; preds = %174
  %179 = sub nsw i32 %159, %135
  br label %189

180:                                              ; preds = %172
  %181 = icmp ult i32 %159, 10000
  br i1 %181, label %182, label %189

182:                                              ; preds = %180
  %183 = trunc i32 %159 to i16
  %184 = udiv i16 %183, 10
  %185 = zext i16 %184 to i32
  %186 = icmp sgt i32 %135, -1
  %187 = select i1 %186, i32 1, i32 -1
  %188 = add nsw i32 %187, %185
  br label %189

189:                                              ; preds = %150, %166, %168, %170, %176, %178, %180, %182
  %190 = phi i32 [ -3, %150 ], [ %167, %166 ], [ %169, %168 ], [ 0, %170 ], [ %177, %176 ], [ %179, %178 ], [ %188, %182 ], [ 42, %180 ]
  %191 = icmp sgt i32 %135, 0
  %192 = zext i1 %191 to i32
  %193 = ashr i32 %135, 31
  %194 = add nsw i32 %193, %192
  %195 = trunc i64 %129 to i32
  %196 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.2, i64 0, i64 0), i32 noundef %195, i32 noundef %132, i32 noundef %135, i32 noundef %138, i32 noundef %151, i32 noundef %155, i32 noundef %194, i32 noundef %190)
  %197 = load i32, i32* @check, align 4, !tbaa !5
  %198 = add i32 %197, %151
  %199 = mul i32 %198, -1640531535
  %200 = add i32 %199, %155
  %201 = mul i32 %200, -1640531535
  %202 = add i32 %201, %190
  %203 = mul i32 %202, -1640531535
  store i32 %203, i32* @check, align 4, !tbaa !5
  %204 = add nuw nsw i64 %129, 1
  %205 = icmp eq i64 %204, 8
  br i1 %205, label %121, label %128, !llvm.loop !13

206:                                              ; preds = %121, %231
  %207 = phi i64 [ 0, %121 ], [ %237, %231 ]
  %208 = getelementptr inbounds [6 x i32], [6 x i32]* @main.px, i64 0, i64 %207
  %209 = load i32, i32* %208, align 4, !tbaa !5
  %210 = trunc i64 %207 to i32
  switch i32 %210, label %222 [
    i32 0, label %231
    i32 1, label %211
    i32 2, label %230
    i32 3, label %216
  ]

211:                                              ; preds = %206
  br i1 %125, label %214, label %212

212:                                              ; preds = %211
  %213 = add nsw i32 %209, %123
  br label %231

214:                                              ; preds = %211
  %215 = sub nsw i32 %209, %123
  br label %231

216:                                              ; preds = %206
  %217 = icmp slt i32 %209, %123
  br i1 %217, label %218, label %220

218:                                              ; preds = %216
  %219 = sub nsw i32 %123, %209
  br label %231

220:                                              ; preds = %216
  %221 = sub nsw i32 %209, %123
  br label %231

222:                                              ; preds = %206
  %223 = add nsw i64 %207, -2
  %224 = icmp ult i64 %223, 3
  br i1 %224, label %225, label %231

225:                                              ; preds = %222
  %226 = trunc i32 %209 to i16
  %227 = udiv i16 %226, 10
  %228 = zext i16 %227 to i32
  %229 = add nsw i32 %127, %228
  br label %231

230:                                              ; preds = %206
  br label %231

231:                                              ; preds = %206, %230, %212, %214, %218, %220, %222, %225
  %232 = phi i32 [ -3, %206 ], [ %213, %212 ], [ %215, %214 ], [ %219, %218 ], [ %221, %220 ], [ %229, %225 ], [ 42, %222 ], [ 0, %230 ]
  %233 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef %209, i32 noundef %232)
  %234 = load i32, i32* @check, align 4, !tbaa !5
  %235 = add i32 %234, %232
  %236 = mul i32 %235, -1640531535
  store i32 %236, i32* @check, align 4, !tbaa !5
  %237 = add nuw nsw i64 %207, 1
  %238 = icmp eq i64 %237, 6
  br i1 %238, label %247, label %206, !llvm.loop !14

239:                                              ; preds = %247
  %240 = add nuw nsw i64 %250, 1
  %241 = icmp eq i64 %240, 64
  br i1 %241, label %274, label %242, !llvm.loop !15

242:                                              ; preds = %239
  %243 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %240
  %244 = load i32, i32* %243, align 4, !tbaa !5
  %245 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %240
  %246 = load i32, i32* %245, align 4, !tbaa !5
  br label %247

247:                                              ; preds = %231, %242
  %248 = phi i32 [ %246, %242 ], [ %31, %231 ]
  %249 = phi i32 [ %244, %242 ], [ %29, %231 ]
  %250 = phi i64 [ %240, %242 ], [ 0, %231 ]
  %251 = phi i64 [ %272, %242 ], [ 0, %231 ]
  %252 = phi i64 [ %267, %242 ], [ 9223372036854775807, %231 ]
  %253 = phi i8 [ %262, %242 ], [ -1, %231 ]
  %254 = phi i16 [ %258, %242 ], [ -32768, %231 ]
  %255 = srem i32 %249, 30000
  %256 = trunc i32 %255 to i16
  %257 = icmp sgt i16 %254, %256
  %258 = select i1 %257, i16 %254, i16 %256
  %259 = lshr i32 %248, 24
  %260 = trunc i32 %259 to i8
  %261 = icmp ult i8 %253, %260
  %262 = select i1 %261, i8 %253, i8 %260
  %263 = sext i32 %249 to i64
  %264 = zext i32 %248 to i64
  %265 = mul nsw i64 %264, %263
  %266 = icmp slt i64 %252, %265
  %267 = select i1 %266, i64 %252, i64 %265
  %268 = shl nuw i64 %264, 32
  %269 = zext i32 %249 to i64
  %270 = or i64 %268, %269
  %271 = icmp ugt i64 %251, %270
  %272 = select i1 %271, i64 %251, i64 %270
  %273 = icmp ult i8 %262, 3
  br i1 %273, label %274, label %239

274:                                              ; preds = %247, %239
  %275 = sext i16 %258 to i32
  %276 = zext i8 %262 to i32
  %277 = tail call i64 @llvm.abs.i64(i64 %267, i1 true) #4
  %278 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.4, i64 0, i64 0), i32 noundef %275, i32 noundef %276, i64 noundef %267, i64 noundef %272, i64 noundef %277)
  %279 = load i32, i32* @check, align 4, !tbaa !5
  %280 = add i32 %279, %275
  %281 = mul i32 %280, -1640531535
  %282 = add i32 %281, %276
  %283 = mul i32 %282, -1640531535
  %284 = trunc i64 %267 to i32
  %285 = add i32 %283, %284
  %286 = mul i32 %285, -1640531535
  %287 = lshr i64 %272, 20
  %288 = trunc i64 %287 to i32
  %289 = add i32 %286, %288
  %290 = mul i32 %289, -1640531535
  store i32 %290, i32* @check, align 4, !tbaa !5
  br label %291

291:                                              ; preds = %317, %274
  %292 = phi i32 [ %29, %274 ], [ %319, %317 ]
  %293 = phi i64 [ 0, %274 ], [ %315, %317 ]
  %294 = phi double [ 1.000000e+300, %274 ], [ %306, %317 ]
  %295 = phi double [ -1.000000e+300, %274 ], [ %304, %317 ]
  %296 = phi double [ 0.000000e+00, %274 ], [ %314, %317 ]
  %297 = sitofp i32 %292 to double
  %298 = fmul double %297, 0x3F50000000000000
  %299 = fcmp olt double %298, -5.000000e+01
  %300 = fcmp ogt double %298, 6.000000e+01
  %301 = select i1 %300, double 6.000000e+01, double %298
  %302 = select i1 %299, double -5.000000e+01, double %301
  %303 = fcmp ogt double %302, %295
  %304 = select i1 %303, double %302, double %295
  %305 = fcmp olt double %302, %294
  %306 = select i1 %305, double %302, double %294
  %307 = and i32 %292, 1
  %308 = icmp eq i32 %307, 0
  %309 = fmul double %302, -5.000000e-01
  %310 = select i1 %308, double %309, double %302
  %311 = fadd double %296, %310
  %312 = fcmp ogt double %311, 5.000000e+02
  %313 = fmul double %311, 2.500000e-01
  %314 = select i1 %312, double %313, double %311
  %315 = add nuw nsw i64 %293, 1
  %316 = icmp eq i64 %315, 64
  br i1 %316, label %320, label %317, !llvm.loop !16

317:                                              ; preds = %291
  %318 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %315
  %319 = load i32, i32* %318, align 4, !tbaa !5
  br label %291

320:                                              ; preds = %291
  %321 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i64 0, i64 0), double noundef %314, double noundef %304, double noundef %306)
  %322 = fmul double %314, 1.000000e+03
  %323 = fptosi double %322 to i32
  %324 = load i32, i32* @check, align 4, !tbaa !5
  %325 = add i32 %324, %323
  %326 = mul i32 %325, -1640531535
  %327 = fmul double %304, 1.000000e+02
  %328 = fptosi double %327 to i32
  %329 = add i32 %326, %328
  %330 = mul i32 %329, -1640531535
  store i32 %330, i32* @check, align 4, !tbaa !5
  br label %331

331:                                              ; preds = %354, %320
  %332 = phi i32 [ %29, %320 ], [ %358, %354 ]
  %333 = phi i32 [ %31, %320 ], [ %356, %354 ]
  %334 = phi i64 [ 0, %320 ], [ %352, %354 ]
  %335 = phi i32 [ 0, %320 ], [ %351, %354 ]
  %336 = sub nuw nsw i64 63, %334
  %337 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %336
  %338 = load i32, i32* %337, align 4, !tbaa !5
  %339 = icmp ult i32 %333, %338
  %340 = select i1 %339, i32 %333, i32 %338
  %341 = tail call i32 @llvm.abs.i32(i32 %332, i1 true)
  %342 = mul i32 %335, 3
  %343 = add i32 %340, %342
  %344 = add i32 %343, %341
  %345 = icmp ugt i32 %333, %338
  %346 = zext i1 %345 to i32
  %347 = add i32 %344, %346
  %348 = and i32 %347, 61440
  %349 = icmp eq i32 %348, 12288
  %350 = select i1 %349, i32 %333, i32 0
  %351 = xor i32 %350, %347
  %352 = add nuw nsw i64 %334, 1
  %353 = icmp eq i64 %352, 64
  br i1 %353, label %359, label %354, !llvm.loop !17

354:                                              ; preds = %331
  %355 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i64 0, i64 %352
  %356 = load i32, i32* %355, align 4, !tbaa !5
  %357 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %352
  %358 = load i32, i32* %357, align 4, !tbaa !5
  br label %331

359:                                              ; preds = %331
  %360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i32 noundef %351)
  %361 = load i32, i32* @check, align 4, !tbaa !5
  %362 = add i32 %361, %351
  %363 = mul i32 %362, -1640531535
  store i32 %363, i32* @check, align 4, !tbaa !5
  %364 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef %363)
  %365 = load i32, i32* @check, align 4, !tbaa !5
  %366 = and i32 %365, 127
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %5) #4
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %4) #4
  ret i32 %366
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
