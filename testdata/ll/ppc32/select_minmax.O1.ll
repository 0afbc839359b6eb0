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
  %40 = call i32 @llvm.abs.i32(i32 %39, i1 true) #4
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
  br i1 %54, label %55, label %32, !llvm.loop !12

55:                                               ; preds = %32, %42
  %56 = phi i32 [ %37, %32 ], [ %52, %42 ]
  %57 = phi i32 [ %36, %32 ], [ %50, %42 ]
  %58 = phi i32 [ %35, %32 ], [ %46, %42 ]
  %59 = phi i32 [ %34, %32 ], [ %44, %42 ]
  %60 = phi i32 [ %33, %32 ], [ 64, %42 ]
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i32 0, i32 0), i32 noundef %60, i32 noundef %59, i32 noundef %58, i32 noundef %57, i32 noundef %56)
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

73:                                               ; preds = %55, %109
  %74 = phi i32 [ 0, %55 ], [ %100, %109 ]
  %75 = phi i32 [ 0, %55 ], [ %110, %109 ]
  %76 = phi i32 [ 0, %55 ], [ %111, %109 ]
  %77 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %74
  %78 = load i32, i32* %77, align 4, !tbaa !5
  %79 = icmp sgt i32 %78, 0
  br i1 %79, label %80, label %82

80:                                               ; preds = %73
  %81 = and i32 %78, 255
  br label %86

82:                                               ; preds = %73
  %83 = call i32 @llvm.abs.i32(i32 %78, i1 true) #4
  %84 = and i32 %83, 127
  %85 = sub nsw i32 0, %84
  br label %86

86:                                               ; preds = %82, %80
  %87 = phi i32 [ %81, %80 ], [ %85, %82 ]
  %88 = add nsw i32 %87, %75
  br i1 %79, label %89, label %92

89:                                               ; preds = %86
  %90 = mul nuw nsw i32 %74, 5
  %91 = add nuw nsw i32 %90, 3
  br label %98

92:                                               ; preds = %86
  %93 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 %74
  %94 = load i32, i32* %93, align 4, !tbaa !5
  %95 = urem i32 %94, 7
  %96 = add nuw nsw i32 %74, 1
  %97 = add nuw nsw i32 %96, %95
  br label %98

98:                                               ; preds = %92, %89
  %99 = phi i32 [ %91, %89 ], [ %97, %92 ]
  %100 = and i32 %99, 63
  %101 = add i32 %88, -5001
  %102 = icmp ult i32 %101, -10001
  br i1 %102, label %103, label %109

103:                                              ; preds = %98
  %104 = sdiv i32 %88, 3
  %105 = icmp slt i32 %104, 1000
  %106 = select i1 %105, i32 %104, i32 1000
  %107 = icmp sgt i32 %106, -1000
  %108 = select i1 %107, i32 %106, i32 -1000
  br label %109

109:                                              ; preds = %98, %103
  %110 = phi i32 [ %108, %103 ], [ %88, %98 ]
  %111 = add nuw nsw i32 %76, 1
  %112 = icmp eq i32 %111, 100
  br i1 %112, label %113, label %73, !llvm.loop !13

113:                                              ; preds = %109
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef %110, i32 noundef %100)
  %115 = load i32, i32* @check, align 4, !tbaa !5
  %116 = add i32 %115, %110
  %117 = mul i32 %116, -1640531535
  store i32 %117, i32* @check, align 4, !tbaa !5
  br label %125

118:                                              ; preds = %183
  %119 = and i32 %21, 15
  %120 = add nsw i32 %119, -8
  %121 = and i32 %21, 1
  %122 = icmp eq i32 %121, 0
  %123 = icmp ugt i32 %119, 7
  %124 = select i1 %123, i32 1, i32 -1
  br label %199

125:                                              ; preds = %113, %183
  %126 = phi i32 [ 0, %113 ], [ %197, %183 ]
  %127 = mul nuw nsw i32 %126, 3
  %128 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %127
  %129 = load i32, i32* %128, align 4, !tbaa !5
  %130 = add nuw nsw i32 %127, 1
  %131 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %130
  %132 = load i32, i32* %131, align 4, !tbaa !5
  %133 = add nuw nsw i32 %127, 2
  %134 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %133
  %135 = load i32, i32* %134, align 4, !tbaa !5
  %136 = icmp slt i32 %129, %132
  br i1 %136, label %137, label %142

137:                                              ; preds = %125
  %138 = icmp slt i32 %132, %135
  br i1 %138, label %147, label %139

139:                                              ; preds = %137
  %140 = icmp slt i32 %129, %135
  %141 = select i1 %140, i32 %135, i32 %129
  br label %147

142:                                              ; preds = %125
  %143 = icmp slt i32 %129, %135
  br i1 %143, label %147, label %144

144:                                              ; preds = %142
  %145 = icmp slt i32 %132, %135
  %146 = select i1 %145, i32 %135, i32 %132
  br label %147

147:                                              ; preds = %137, %139, %142, %144
  %148 = phi i32 [ %141, %139 ], [ %146, %144 ], [ %132, %137 ], [ %129, %142 ]
  %149 = icmp slt i32 %129, 50000
  %150 = select i1 %149, i32 %129, i32 50000
  %151 = icmp sgt i32 %150, -50000
  %152 = select i1 %151, i32 %150, i32 -50000
  %153 = mul nuw nsw i32 %126, 20
  %154 = or i32 %153, 1
  %155 = sdiv i32 %129, %154
  %156 = icmp slt i32 %155, -1000
  br i1 %156, label %183, label %157

157:                                              ; preds = %147
  %158 = icmp slt i32 %155, 0
  br i1 %158, label %159, label %166

159:                                              ; preds = %157
  %160 = and i32 %132, 1
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %164, label %162

162:                                              ; preds = %159
  %163 = add nsw i32 %155, %132
  br label %183

164:                                              ; preds = %159
  %165 = sub nsw i32 %155, %132
  br label %183

166:                                              ; preds = %157
  %167 = icmp eq i32 %155, 0
  br i1 %167, label %183, label %168

168:                                              ; preds = %166
  %169 = icmp slt i32 %155, 100
  br i1 %169, label %170, label %176

170:                                              ; preds = %168
  %171 = icmp slt i32 %155, %132
  br i1 %171, label %172, label %174

172:                                              ; preds = %170
  %173 = sub nsw i32 %132, %155
  br label %183

174:                                              ; preds = %170
  %175 = sub nsw i32 %155, %132
  br label %183

176:                                              ; preds = %168
  %177 = icmp slt i32 %155, 10000
  br i1 %177, label %178, label %183

178:                                              ; preds = %176
  %179 = sdiv i32 %155, 10
  %180 = icmp sgt i32 %132, -1
  %181 = select i1 %180, i32 1, i32 -1
  %182 = add nsw i32 %179, %181
  br label %183

183:                                              ; preds = %147, %162, %164, %166, %172, %174, %176, %178
  %184 = phi i32 [ -3, %147 ], [ %163, %162 ], [ %165, %164 ], [ 0, %166 ], [ %173, %172 ], [ %175, %174 ], [ %182, %178 ], [ 42, %176 ]
  %185 = icmp sgt i32 %132, 0
  %186 = zext i1 %185 to i32
  %187 = ashr i32 %132, 31
  %188 = add nsw i32 %187, %186
  %189 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.2, i32 0, i32 0), i32 noundef %126, i32 noundef %129, i32 noundef %132, i32 noundef %135, i32 noundef %148, i32 noundef %152, i32 noundef %188, i32 noundef %184)
  %190 = load i32, i32* @check, align 4, !tbaa !5
  %191 = add i32 %190, %148
  %192 = mul i32 %191, -1640531535
  %193 = add i32 %192, %152
  %194 = mul i32 %193, -1640531535
  %195 = add i32 %194, %184
  %196 = mul i32 %195, -1640531535
  store i32 %196, i32* @check, align 4, !tbaa !5
  %197 = add nuw nsw i32 %126, 1
  %198 = icmp eq i32 %197, 8
  br i1 %198, label %118, label %125, !llvm.loop !14

199:                                              ; preds = %118, %223
  %200 = phi i32 [ 0, %118 ], [ %229, %223 ]
  %201 = getelementptr inbounds [6 x i32], [6 x i32]* @main.px, i32 0, i32 %200
  %202 = load i32, i32* %201, align 4, !tbaa !5
  switch i32 %200, label %208 [
    i32 0, label %223
    i32 1, label %203
    i32 2, label %222
  ]

203:                                              ; preds = %199
  br i1 %122, label %206, label %204

204:                                              ; preds = %203
  %205 = add nsw i32 %202, %120
  br label %223

206:                                              ; preds = %203
  %207 = sub nsw i32 %202, %120
  br label %223

208:                                              ; preds = %199
  %209 = and i32 %200, 2147483646
  %210 = icmp eq i32 %209, 4
  br i1 %210, label %217, label %211

211:                                              ; preds = %208
  %212 = icmp slt i32 %202, %120
  br i1 %212, label %213, label %215

213:                                              ; preds = %211
  %214 = sub nsw i32 %120, %202
  br label %223

215:                                              ; preds = %211
  %216 = sub nsw i32 %202, %120
  br label %223

217:                                              ; preds = %208
  %218 = icmp eq i32 %200, 5
  br i1 %218, label %223, label %219

219:                                              ; preds = %217
  %220 = sdiv i32 %202, 10
  %221 = add nsw i32 %220, %124
  br label %223

222:                                              ; preds = %199
  br label %223

223:                                              ; preds = %199, %222, %204, %206, %213, %215, %217, %219
  %224 = phi i32 [ -3, %199 ], [ %205, %204 ], [ %207, %206 ], [ %214, %213 ], [ %216, %215 ], [ %221, %219 ], [ 42, %217 ], [ 0, %222 ]
  %225 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef %202, i32 noundef %224)
  %226 = load i32, i32* @check, align 4, !tbaa !5
  %227 = add i32 %226, %224
  %228 = mul i32 %227, -1640531535
  store i32 %228, i32* @check, align 4, !tbaa !5
  %229 = add nuw nsw i32 %200, 1
  %230 = icmp eq i32 %229, 6
  br i1 %230, label %231, label %199, !llvm.loop !15

231:                                              ; preds = %223, %231
  %232 = phi i32 [ %260, %231 ], [ 0, %223 ]
  %233 = phi i64 [ %258, %231 ], [ 0, %223 ]
  %234 = phi i64 [ %253, %231 ], [ 9223372036854775807, %223 ]
  %235 = phi i8 [ %248, %231 ], [ -1, %223 ]
  %236 = phi i16 [ %242, %231 ], [ -32768, %223 ]
  %237 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %232
  %238 = load i32, i32* %237, align 4, !tbaa !5
  %239 = srem i32 %238, 30000
  %240 = trunc i32 %239 to i16
  %241 = icmp sgt i16 %236, %240
  %242 = select i1 %241, i16 %236, i16 %240
  %243 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 %232
  %244 = load i32, i32* %243, align 4, !tbaa !5
  %245 = lshr i32 %244, 24
  %246 = trunc i32 %245 to i8
  %247 = icmp ult i8 %235, %246
  %248 = select i1 %247, i8 %235, i8 %246
  %249 = sext i32 %238 to i64
  %250 = zext i32 %244 to i64
  %251 = mul nsw i64 %250, %249
  %252 = icmp slt i64 %234, %251
  %253 = select i1 %252, i64 %234, i64 %251
  %254 = shl nuw i64 %250, 32
  %255 = zext i32 %238 to i64
  %256 = or i64 %254, %255
  %257 = icmp ugt i64 %233, %256
  %258 = select i1 %257, i64 %233, i64 %256
  %259 = icmp ult i8 %248, 3
  %260 = add nuw nsw i32 %232, 1
  %261 = icmp eq i32 %260, 64
  %262 = select i1 %259, i1 true, i1 %261
  br i1 %262, label %263, label %231, !llvm.loop !16

263:                                              ; preds = %231
  %264 = sext i16 %242 to i32
  %265 = zext i8 %248 to i32
  %266 = call i64 @llvm.abs.i64(i64 %253, i1 true) #4
  %267 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.4, i32 0, i32 0), i32 noundef %264, i32 noundef %265, i64 noundef %253, i64 noundef %258, i64 noundef %266)
  %268 = load i32, i32* @check, align 4, !tbaa !5
  %269 = add i32 %268, %264
  %270 = mul i32 %269, -1640531535
  %271 = add i32 %270, %265
  %272 = mul i32 %271, -1640531535
  %273 = trunc i64 %253 to i32
  %274 = add i32 %272, %273
  %275 = mul i32 %274, -1640531535
  %276 = lshr i64 %258, 20
  %277 = trunc i64 %276 to i32
  %278 = add i32 %275, %277
  %279 = mul i32 %278, -1640531535
  store i32 %279, i32* @check, align 4, !tbaa !5
  br label %280

280:                                              ; preds = %263, %280
  %281 = phi i32 [ 0, %263 ], [ %305, %280 ]
  %282 = phi double [ 1.000000e+300, %263 ], [ %296, %280 ]
  %283 = phi double [ -1.000000e+300, %263 ], [ %294, %280 ]
  %284 = phi double [ 0.000000e+00, %263 ], [ %304, %280 ]
  %285 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %281
  %286 = load i32, i32* %285, align 4, !tbaa !5
  %287 = sitofp i32 %286 to double
  %288 = fmul double %287, 0x3F50000000000000
  %289 = fcmp olt double %288, -5.000000e+01
  %290 = fcmp ogt double %288, 6.000000e+01
  %291 = select i1 %290, double 6.000000e+01, double %288
  %292 = select i1 %289, double -5.000000e+01, double %291
  %293 = fcmp ogt double %292, %283
  %294 = select i1 %293, double %292, double %283
  %295 = fcmp olt double %292, %282
  %296 = select i1 %295, double %292, double %282
  %297 = and i32 %286, 1
  %298 = icmp eq i32 %297, 0
  %299 = fmul double %292, -5.000000e-01
  %300 = select i1 %298, double %299, double %292
  %301 = fadd double %284, %300
  %302 = fcmp ogt double %301, 5.000000e+02
  %303 = fmul double %301, 2.500000e-01
  %304 = select i1 %302, double %303, double %301
  %305 = add nuw nsw i32 %281, 1
  %306 = icmp eq i32 %305, 64
  br i1 %306, label %307, label %280, !llvm.loop !17

307:                                              ; preds = %280
  %308 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i32 0, i32 0), double noundef %304, double noundef %294, double noundef %296)
  %309 = fmul double %304, 1.000000e+03
  %310 = fptosi double %309 to i32
  %311 = load i32, i32* @check, align 4, !tbaa !5
  %312 = add i32 %311, %310
  %313 = mul i32 %312, -1640531535
  %314 = fmul double %294, 1.000000e+02
  %315 = fptosi double %314 to i32
  %316 = add i32 %313, %315
  %317 = mul i32 %316, -1640531535
  store i32 %317, i32* @check, align 4, !tbaa !5
  br label %318

318:                                              ; preds = %307, %318
  %319 = phi i32 [ 0, %307 ], [ %341, %318 ]
  %320 = phi i32 [ 0, %307 ], [ %340, %318 ]
  %321 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 %319
  %322 = load i32, i32* %321, align 4, !tbaa !5
  %323 = sub nuw nsw i32 63, %319
  %324 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 %323
  %325 = load i32, i32* %324, align 4, !tbaa !5
  %326 = icmp ult i32 %322, %325
  %327 = select i1 %326, i32 %322, i32 %325
  %328 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i32 0, i32 %319
  %329 = load i32, i32* %328, align 4, !tbaa !5
  %330 = call i32 @llvm.abs.i32(i32 %329, i1 true)
  %331 = mul i32 %320, 3
  %332 = add i32 %327, %331
  %333 = add i32 %332, %330
  %334 = icmp ugt i32 %322, %325
  %335 = zext i1 %334 to i32
  %336 = add i32 %333, %335
  %337 = and i32 %336, 61440
  %338 = icmp eq i32 %337, 12288
  %339 = select i1 %338, i32 %322, i32 0
  %340 = xor i32 %339, %336
  %341 = add nuw nsw i32 %319, 1
  %342 = icmp eq i32 %341, 64
  br i1 %342, label %343, label %318, !llvm.loop !18

343:                                              ; preds = %318
  %344 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i32 0, i32 0), i32 noundef %340)
  %345 = load i32, i32* @check, align 4, !tbaa !5
  %346 = add i32 %345, %340
  %347 = mul i32 %346, -1640531535
  store i32 %347, i32* @check, align 4, !tbaa !5
  %348 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef %347)
  %349 = load i32, i32* @check, align 4, !tbaa !5
  %350 = and i32 %349, 127
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %5) #4
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %4) #4
  ret i32 %350
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
