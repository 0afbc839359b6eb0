; ModuleID = 'c/select_minmax.c'
source_filename = "c/select_minmax.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i32], align 4
  %2 = alloca [64 x i32], align 4
  %3 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %4 = bitcast [64 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %4) #4
  %5 = bitcast [64 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %5) #4
  br label %6

6:                                                ; preds = %0, %6
  %7 = phi i32 [ 0, %0 ], [ %25, %6 ]
  %8 = phi i32 [ %3, %0 ], [ %23, %6 ]
  %9 = shl i32 %8, 13
  %10 = xor i32 %9, %8
  %11 = lshr i32 %10, 17
  %12 = xor i32 %11, %10
  %13 = shl i32 %12, 5
  %14 = xor i32 %13, %12
  %15 = urem i32 %14, 200001
  %16 = add nsw i32 %15, -100000
  %17 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %7
  store i32 %16, i32* %17, align 4, !tbaa !5
  %18 = shl i32 %14, 13
  %19 = xor i32 %18, %14
  %20 = lshr i32 %19, 17
  %21 = xor i32 %20, %19
  %22 = shl i32 %21, 5
  %23 = xor i32 %22, %21
  %24 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 %7
  store i32 %23, i32* %24, align 4, !tbaa !5
  %25 = add nuw nsw i32 %7, 1
  %26 = icmp eq i32 %25, 64
  br i1 %26, label %27, label %6, !llvm.loop !9

27:                                               ; preds = %6
  %28 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 0
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 0
  %31 = load i32, i32* %30, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %27, %42
  %33 = phi i32 [ 1, %27 ], [ %53, %42 ]
  %34 = phi i32 [ %29, %27 ], [ %44, %42 ]
  %35 = phi i32 [ %29, %27 ], [ %46, %42 ]
  %36 = phi i32 [ %31, %27 ], [ %50, %42 ]
  %37 = phi i32 [ %31, %27 ], [ %52, %42 ]
  %38 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %33
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = tail call i32 @llvm.abs.i32(i32 %39, i1 true) #4
  %41 = icmp ult i32 %40, 150
  br i1 %41, label %55, label %42

42:                                               ; preds = %32
  %43 = icmp slt i32 %34, %39
  %44 = select i1 %43, i32 %34, i32 %39
  %45 = icmp sgt i32 %35, %39
  %46 = select i1 %45, i32 %35, i32 %39
  %47 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 %33
  %48 = load i32, i32* %47, align 4, !tbaa !5
  %49 = icmp ult i32 %36, %48
  %50 = select i1 %49, i32 %36, i32 %48
  %51 = icmp ugt i32 %37, %48
  %52 = select i1 %51, i32 %37, i32 %48
  %53 = add nuw nsw i32 %33, 1
  %54 = icmp eq i32 %53, 64
  br i1 %54, label %55, label %32, !llvm.loop !11

55:                                               ; preds = %32, %42
  %56 = phi i32 [ %37, %32 ], [ %52, %42 ]
  %57 = phi i32 [ %36, %32 ], [ %50, %42 ]
  %58 = phi i32 [ %35, %32 ], [ %46, %42 ]
  %59 = phi i32 [ %34, %32 ], [ %44, %42 ]
  %60 = phi i32 [ %33, %32 ], [ 64, %42 ]
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i32 0, i32 0), i32 noundef %60, i32 noundef %59, i32 noundef %58, i32 noundef %57, i32 noundef %56)
  %62 = load i32, i32* @check, align 4, !tbaa !5
  %63 = add i32 %62, %59
  %64 = mul i32 %63, -1640531535
  %65 = add i32 %64, %58
  %66 = mul i32 %65, -1640531535
  %67 = add i32 %66, %57
  %68 = mul i32 %67, -1640531535
  %69 = add i32 %68, %56
  %70 = mul i32 %69, -1640531535
  %71 = add i32 %70, %60
  %72 = mul i32 %71, -1640531535
  store i32 %72, i32* @check, align 4, !tbaa !5
  br label %73

73:                                               ; preds = %109, %55
  %74 = phi i32 [ %29, %55 ], [ %111, %109 ]
  %75 = phi i32 [ 0, %55 ], [ %96, %109 ]
  %76 = phi i32 [ 0, %55 ], [ %106, %109 ]
  %77 = phi i32 [ 0, %55 ], [ %107, %109 ]
  %78 = icmp sgt i32 %74, 0
  br i1 %78, label %79, label %84

79:                                               ; preds = %73
  %80 = and i32 %74, 255
  %81 = add nsw i32 %80, %76
  %82 = mul nuw nsw i32 %75, 5
  %83 = add nuw nsw i32 %82, 3
  br label %93

84:                                               ; preds = %73
  %85 = sub nsw i32 0, %74
  %86 = and i32 %85, 127
  %87 = sub nsw i32 %76, %86
  %88 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 %75
  %89 = load i32, i32* %88, align 4, !tbaa !5
  %90 = urem i32 %89, 7
  %91 = add nuw nsw i32 %75, 1
  %92 = add nuw nsw i32 %91, %90
  br label %93

93:                                               ; preds = %84, %79
  %94 = phi i32 [ %81, %79 ], [ %87, %84 ]
  %95 = phi i32 [ %83, %79 ], [ %92, %84 ]
  %96 = and i32 %95, 63
  %97 = add i32 %94, -5001
  %98 = icmp ult i32 %97, -10001
  br i1 %98, label %99, label %105

99:                                               ; preds = %93
  %100 = sdiv i32 %94, 3
  %101 = icmp slt i32 %100, 1000
  %102 = select i1 %101, i32 %100, i32 1000
  %103 = icmp sgt i32 %102, -1000
  %104 = select i1 %103, i32 %102, i32 -1000
  br label %105

105:                                              ; preds = %93, %99
  %106 = phi i32 [ %104, %99 ], [ %94, %93 ]
  %107 = add nuw nsw i32 %77, 1
  %108 = icmp eq i32 %107, 100
  br i1 %108, label %112, label %109, !llvm.loop !12

109:                                              ; preds = %105
  %110 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %96
  %111 = load i32, i32* %110, align 4, !tbaa !5
  br label %73

112:                                              ; preds = %105
  %113 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef %106, i32 noundef %96)
  %114 = load i32, i32* @check, align 4, !tbaa !5
  %115 = add i32 %114, %106
  %116 = mul i32 %115, -1640531535
  store i32 %116, i32* @check, align 4, !tbaa !5
  br label %124

117:                                              ; preds = %184
  %118 = and i32 %21, 15
  %119 = add nsw i32 %118, -8
  %120 = and i32 %21, 1
  %121 = icmp eq i32 %120, 0
  %122 = icmp ugt i32 %118, 7
  %123 = select i1 %122, i32 1, i32 -1
  br label %200

124:                                              ; preds = %112, %184
  %125 = phi i32 [ 0, %112 ], [ %198, %184 ]
  %126 = mul nuw nsw i32 %125, 3
  %127 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %126
  %128 = load i32, i32* %127, align 4, !tbaa !5
  %129 = add nuw nsw i32 %126, 1
  %130 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %129
  %131 = load i32, i32* %130, align 4, !tbaa !5
  %132 = add nuw nsw i32 %126, 2
  %133 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %132
  %134 = load i32, i32* %133, align 4, !tbaa !5
  %135 = icmp slt i32 %128, %131
  br i1 %135, label %136, label %141

136:                                              ; preds = %124
  %137 = icmp slt i32 %131, %134
  br i1 %137, label %146, label %138

138:                                              ; preds = %136
  %139 = icmp slt i32 %128, %134
  %140 = select i1 %139, i32 %134, i32 %128
  br label %146

141:                                              ; preds = %124
  %142 = icmp slt i32 %128, %134
  br i1 %142, label %146, label %143

143:                                              ; preds = %141
  %144 = icmp slt i32 %131, %134
  %145 = select i1 %144, i32 %134, i32 %131
  br label %146

146:                                              ; preds = %136, %138, %141, %143
  %147 = phi i32 [ %140, %138 ], [ %145, %143 ], [ %131, %136 ], [ %128, %141 ]
  %148 = icmp slt i32 %128, 50000
  %149 = select i1 %148, i32 %128, i32 50000
  %150 = icmp sgt i32 %149, -50000
  %151 = select i1 %150, i32 %149, i32 -50000
  %152 = mul nuw nsw i32 %125, 20
  %153 = or i32 %152, 1
  %154 = sdiv i32 %128, %153
  %155 = icmp slt i32 %154, -1000
  br i1 %155, label %184, label %156

156:                                              ; preds = %146
  %157 = icmp slt i32 %154, 0
  br i1 %157, label %158, label %165

158:                                              ; preds = %156
  %159 = and i32 %131, 1
  %160 = icmp eq i32 %159, 0
  br i1 %160, label %163, label %161

161:                                              ; preds = %158
  %162 = add nsw i32 %154, %131
  br label %184

163:                                              ; preds = %158
  %164 = sub nsw i32 %154, %131
  br label %184

165:                                              ; preds = %156
  %166 = icmp eq i32 %154, 0
  br i1 %166, label %184, label %167

167:                                              ; preds = %165
  %168 = icmp ult i32 %154, 100
  br i1 %168, label %169, label %175

169:                                              ; preds = %167
  %170 = icmp slt i32 %154, %131
  br i1 %170, label %171, label %173

171:                                              ; preds = %169
  %172 = sub nsw i32 %131, %154
  br label %184

173:                                              ; preds = %169
  %174 = sub nsw i32 %154, %131
  br label %184

175:                                              ; preds = %167
  %176 = icmp ult i32 %154, 10000
  br i1 %176, label %177, label %184

177:                                              ; preds = %175
  %178 = trunc i32 %154 to i16
  %179 = udiv i16 %178, 10
  %180 = zext i16 %179 to i32
  %181 = icmp sgt i32 %131, -1
  %182 = select i1 %181, i32 1, i32 -1
  %183 = add nsw i32 %182, %180
  br label %184

184:                                              ; preds = %146, %161, %163, %165, %171, %173, %175, %177
  %185 = phi i32 [ -3, %146 ], [ %162, %161 ], [ %164, %163 ], [ 0, %165 ], [ %172, %171 ], [ %174, %173 ], [ %183, %177 ], [ 42, %175 ]
  %186 = icmp sgt i32 %131, 0
  %187 = zext i1 %186 to i32
  %188 = ashr i32 %131, 31
  %189 = add nsw i32 %188, %187
  %190 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.2, i32 0, i32 0), i32 noundef %125, i32 noundef %128, i32 noundef %131, i32 noundef %134, i32 noundef %147, i32 noundef %151, i32 noundef %189, i32 noundef %185)
  %191 = load i32, i32* @check, align 4, !tbaa !5
  %192 = add i32 %191, %147
  %193 = mul i32 %192, -1640531535
  %194 = add i32 %193, %151
  %195 = mul i32 %194, -1640531535
  %196 = add i32 %195, %185
  %197 = mul i32 %196, -1640531535
  store i32 %197, i32* @check, align 4, !tbaa !5
  %198 = add nuw nsw i32 %125, 1
  %199 = icmp eq i32 %198, 8
  br i1 %199, label %117, label %124, !llvm.loop !13

200:                                              ; preds = %117, %224
  %201 = phi i32 [ 0, %117 ], [ %230, %224 ]
  %202 = getelementptr inbounds [6 x i32], [6 x i32]* @main.px, i32 0, i32 %201
  %203 = load i32, i32* %202, align 4, !tbaa !5
  switch i32 %201, label %215 [
    i32 0, label %224
    i32 1, label %204
    i32 2, label %223
    i32 3, label %209
  ]

204:                                              ; preds = %200
  br i1 %121, label %207, label %205

205:                                              ; preds = %204
  %206 = add nsw i32 %203, %119
  br label %224

207:                                              ; preds = %204
  %208 = sub nsw i32 %203, %119
  br label %224

209:                                              ; preds = %200
  %210 = icmp slt i32 %203, %119
  br i1 %210, label %211, label %213

211:                                              ; preds = %209
  %212 = sub nsw i32 %119, %203
  br label %224

213:                                              ; preds = %209
  %214 = sub nsw i32 %203, %119
  br label %224

215:                                              ; preds = %200
  %216 = add nsw i32 %201, -2
  %217 = icmp ult i32 %216, 3
  br i1 %217, label %218, label %224

218:                                              ; preds = %215
  %219 = trunc i32 %203 to i16
  %220 = udiv i16 %219, 10
  %221 = zext i16 %220 to i32
  %222 = add nsw i32 %123, %221
  br label %224

223:                                              ; preds = %200
  br label %224

224:                                              ; preds = %200, %223, %205, %207, %211, %213, %215, %218
  %225 = phi i32 [ -3, %200 ], [ %206, %205 ], [ %208, %207 ], [ %212, %211 ], [ %214, %213 ], [ %222, %218 ], [ 42, %215 ], [ 0, %223 ]
  %226 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef %203, i32 noundef %225)
  %227 = load i32, i32* @check, align 4, !tbaa !5
  %228 = add i32 %227, %225
  %229 = mul i32 %228, -1640531535
  store i32 %229, i32* @check, align 4, !tbaa !5
  %230 = add nuw nsw i32 %201, 1
  %231 = icmp eq i32 %230, 6
  br i1 %231, label %240, label %200, !llvm.loop !14

232:                                              ; preds = %240
  %233 = add nuw nsw i32 %243, 1
  %234 = icmp eq i32 %233, 64
  br i1 %234, label %267, label %235, !llvm.loop !15

235:                                              ; preds = %232
  %236 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %233
  %237 = load i32, i32* %236, align 4, !tbaa !5
  %238 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 %233
  %239 = load i32, i32* %238, align 4, !tbaa !5
  br label %240

240:                                              ; preds = %224, %235
  %241 = phi i32 [ %239, %235 ], [ %31, %224 ]
  %242 = phi i32 [ %237, %235 ], [ %29, %224 ]
  %243 = phi i32 [ %233, %235 ], [ 0, %224 ]
  %244 = phi i64 [ %265, %235 ], [ 0, %224 ]
  %245 = phi i64 [ %260, %235 ], [ 9223372036854775807, %224 ]
  %246 = phi i8 [ %255, %235 ], [ -1, %224 ]
  %247 = phi i16 [ %251, %235 ], [ -32768, %224 ]
  %248 = srem i32 %242, 30000
  %249 = trunc i32 %248 to i16
  %250 = icmp sgt i16 %247, %249
  %251 = select i1 %250, i16 %247, i16 %249
  %252 = lshr i32 %241, 24
  %253 = trunc i32 %252 to i8
  %254 = icmp ult i8 %246, %253
  %255 = select i1 %254, i8 %246, i8 %253
  %256 = sext i32 %242 to i64
  %257 = zext i32 %241 to i64
  %258 = mul nsw i64 %257, %256
  %259 = icmp slt i64 %245, %258
  %260 = select i1 %259, i64 %245, i64 %258
  %261 = shl nuw i64 %257, 32
  %262 = zext i32 %242 to i64
  %263 = or i64 %261, %262
  %264 = icmp ugt i64 %244, %263
  %265 = select i1 %264, i64 %244, i64 %263
  %266 = icmp ult i8 %255, 3
  br i1 %266, label %267, label %232

267:                                              ; preds = %240, %232
  %268 = sext i16 %251 to i32
  %269 = zext i8 %255 to i32
  %270 = tail call i64 @llvm.abs.i64(i64 %260, i1 true) #4
  %271 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.4, i32 0, i32 0), i32 noundef %268, i32 noundef %269, i64 noundef %260, i64 noundef %265, i64 noundef %270)
  %272 = load i32, i32* @check, align 4, !tbaa !5
  %273 = add i32 %272, %268
  %274 = mul i32 %273, -1640531535
  %275 = add i32 %274, %269
  %276 = mul i32 %275, -1640531535
  %277 = trunc i64 %260 to i32
  %278 = add i32 %276, %277
  %279 = mul i32 %278, -1640531535
  %280 = lshr i64 %265, 20
  %281 = trunc i64 %280 to i32
  %282 = add i32 %279, %281
  %283 = mul i32 %282, -1640531535
  store i32 %283, i32* @check, align 4, !tbaa !5
  br label %284

284:                                              ; preds = %310, %267
  %285 = phi i32 [ %29, %267 ], [ %312, %310 ]
  %286 = phi i32 [ 0, %267 ], [ %308, %310 ]
  %287 = phi double [ 1.000000e+300, %267 ], [ %299, %310 ]
  %288 = phi double [ -1.000000e+300, %267 ], [ %297, %310 ]
  %289 = phi double [ 0.000000e+00, %267 ], [ %307, %310 ]
  %290 = sitofp i32 %285 to double
  %291 = fmul double %290, 0x3F50000000000000
  %292 = fcmp olt double %291, -5.000000e+01
  %293 = fcmp ogt double %291, 6.000000e+01
  %294 = select i1 %293, double 6.000000e+01, double %291
  %295 = select i1 %292, double -5.000000e+01, double %294
  %296 = fcmp ogt double %295, %288
  %297 = select i1 %296, double %295, double %288
  %298 = fcmp olt double %295, %287
  %299 = select i1 %298, double %295, double %287
  %300 = and i32 %285, 1
  %301 = icmp eq i32 %300, 0
  %302 = fmul double %295, -5.000000e-01
  %303 = select i1 %301, double %302, double %295
  %304 = fadd double %289, %303
  %305 = fcmp ogt double %304, 5.000000e+02
  %306 = fmul double %304, 2.500000e-01
  %307 = select i1 %305, double %306, double %304
  %308 = add nuw nsw i32 %286, 1
  %309 = icmp eq i32 %308, 64
  br i1 %309, label %313, label %310, !llvm.loop !16

310:                                              ; preds = %284
  %311 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %308
  %312 = load i32, i32* %311, align 4, !tbaa !5
  br label %284

313:                                              ; preds = %284
  %314 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i32 0, i32 0), double noundef %307, double noundef %297, double noundef %299)
  %315 = fmul double %307, 1.000000e+03
  %316 = fptosi double %315 to i32
  %317 = load i32, i32* @check, align 4, !tbaa !5
  %318 = add i32 %317, %316
  %319 = mul i32 %318, -1640531535
  %320 = fmul double %297, 1.000000e+02
  %321 = fptosi double %320 to i32
  %322 = add i32 %319, %321
  %323 = mul i32 %322, -1640531535
  store i32 %323, i32* @check, align 4, !tbaa !5
  br label %324

324:                                              ; preds = %347, %313
  %325 = phi i32 [ %29, %313 ], [ %351, %347 ]
  %326 = phi i32 [ %31, %313 ], [ %349, %347 ]
  %327 = phi i32 [ 0, %313 ], [ %345, %347 ]
  %328 = phi i32 [ 0, %313 ], [ %344, %347 ]
  %329 = sub nuw nsw i32 63, %327
  %330 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 %329
  %331 = load i32, i32* %330, align 4, !tbaa !5
  %332 = icmp ult i32 %326, %331
  %333 = select i1 %332, i32 %326, i32 %331
  %334 = tail call i32 @llvm.abs.i32(i32 %325, i1 true)
  %335 = mul i32 %328, 3
  %336 = add i32 %333, %335
  %337 = add i32 %336, %334
  %338 = icmp ugt i32 %326, %331
  %339 = zext i1 %338 to i32
  %340 = add i32 %337, %339
  %341 = and i32 %340, 61440
  %342 = icmp eq i32 %341, 12288
  %343 = select i1 %342, i32 %326, i32 0
  %344 = xor i32 %343, %340
  %345 = add nuw nsw i32 %327, 1
  %346 = icmp eq i32 %345, 64
  br i1 %346, label %352, label %347, !llvm.loop !17

347:                                              ; preds = %324
  %348 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 %345
  %349 = load i32, i32* %348, align 4, !tbaa !5
  %350 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %345
  %351 = load i32, i32* %350, align 4, !tbaa !5
  br label %324

352:                                              ; preds = %324
  %353 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i32 0, i32 0), i32 noundef %344)
  %354 = load i32, i32* @check, align 4, !tbaa !5
  %355 = add i32 %354, %344
  %356 = mul i32 %355, -1640531535
  store i32 %356, i32* @check, align 4, !tbaa !5
  %357 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef %356)
  %358 = load i32, i32* @check, align 4, !tbaa !5
  %359 = and i32 %358, 127
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %5) #4
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %4) #4
  ret i32 %359
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
