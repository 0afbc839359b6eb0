; ModuleID = 'c/pressure_loop.c'
source_filename = "c/pressure_loop.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@seed_input = internal global i32 19088743, align 4
@data = internal unnamed_addr global [3000 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [12 x i8] c"a%d = %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"int_pressure = %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"wide_pressure = %016lx\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"s%d = %.17g\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"fp_pressure = %.17g\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i32], align 4
  %2 = bitcast [24 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %2) #4
  %3 = load volatile i32, i32* @seed_input, align 4, !tbaa !5
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %46, %4 ]
  %6 = phi i32 [ %3, %0 ], [ %43, %4 ]
  %7 = mul i32 %6, 1664525
  %8 = add i32 %7, 1013904223
  %9 = lshr i32 %8, 7
  %10 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %5
  store i32 %9, i32* %10, align 4, !tbaa !5
  %11 = or i64 %5, 1
  %12 = mul i32 %8, 1664525
  %13 = add i32 %12, 1013904223
  %14 = lshr i32 %13, 7
  %15 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %11
  store i32 %14, i32* %15, align 4, !tbaa !5
  %16 = or i64 %5, 2
  %17 = mul i32 %13, 1664525
  %18 = add i32 %17, 1013904223
  %19 = lshr i32 %18, 7
  %20 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %16
  store i32 %19, i32* %20, align 4, !tbaa !5
  %21 = or i64 %5, 3
  %22 = mul i32 %18, 1664525
  %23 = add i32 %22, 1013904223
  %24 = lshr i32 %23, 7
  %25 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %21
  store i32 %24, i32* %25, align 4, !tbaa !5
  %26 = or i64 %5, 4
  %27 = mul i32 %23, 1664525
  %28 = add i32 %27, 1013904223
  %29 = lshr i32 %28, 7
  %30 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %26
  store i32 %29, i32* %30, align 4, !tbaa !5
  %31 = or i64 %5, 5
  %32 = mul i32 %28, 1664525
  %33 = add i32 %32, 1013904223
  %34 = lshr i32 %33, 7
  %35 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %31
  store i32 %34, i32* %35, align 4, !tbaa !5
  %36 = or i64 %5, 6
  %37 = mul i32 %33, 1664525
  %38 = add i32 %37, 1013904223
  %39 = lshr i32 %38, 7
  %40 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %36
  store i32 %39, i32* %40, align 4, !tbaa !5
  %41 = or i64 %5, 7
  %42 = mul i32 %38, 1664525
  %43 = add i32 %42, 1013904223
  %44 = lshr i32 %43, 7
  %45 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %41
  store i32 %44, i32* %45, align 4, !tbaa !5
  %46 = add nuw nsw i64 %5, 8
  %47 = icmp eq i64 %46, 3000
  br i1 %47, label %48, label %4, !llvm.loop !9

48:                                               ; preds = %4, %117
  %49 = phi i64 [ %162, %117 ], [ 0, %4 ]
  %50 = phi i32 [ %161, %117 ], [ 1, %4 ]
  %51 = phi i32 [ %158, %117 ], [ 83, %4 ]
  %52 = phi i32 [ %156, %117 ], [ 79, %4 ]
  %53 = phi i32 [ %154, %117 ], [ 73, %4 ]
  %54 = phi i32 [ %152, %117 ], [ 71, %4 ]
  %55 = phi i32 [ %149, %117 ], [ 67, %4 ]
  %56 = phi i32 [ %145, %117 ], [ 61, %4 ]
  %57 = phi i32 [ %139, %117 ], [ 59, %4 ]
  %58 = phi i32 [ %136, %117 ], [ 53, %4 ]
  %59 = phi i32 [ %134, %117 ], [ -1, %4 ]
  %60 = phi i32 [ %132, %117 ], [ 43, %4 ]
  %61 = phi i32 [ %129, %117 ], [ 41, %4 ]
  %62 = phi i32 [ %126, %117 ], [ 37, %4 ]
  %63 = phi i32 [ %121, %117 ], [ 31, %4 ]
  %64 = phi i32 [ %120, %117 ], [ 29, %4 ]
  %65 = phi i32 [ %119, %117 ], [ 23, %4 ]
  %66 = phi i32 [ %118, %117 ], [ 19, %4 ]
  %67 = phi i32 [ %104, %117 ], [ 17, %4 ]
  %68 = phi i32 [ %100, %117 ], [ 13, %4 ]
  %69 = phi i32 [ %96, %117 ], [ 11, %4 ]
  %70 = phi i32 [ %95, %117 ], [ 7, %4 ]
  %71 = phi i32 [ %83, %117 ], [ 5, %4 ]
  %72 = phi i32 [ %81, %117 ], [ 3, %4 ]
  %73 = phi i32 [ %78, %117 ], [ 2, %4 ]
  %74 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %49
  %75 = load i32, i32* %74, align 4, !tbaa !5
  %76 = add i32 %75, %50
  %77 = add i32 %76, %75
  %78 = xor i32 %77, %73
  %79 = mul i32 %72, 31
  %80 = and i32 %75, 255
  %81 = add i32 %80, %79
  %82 = tail call i32 @llvm.fshl.i32(i32 %71, i32 %71, i32 3) #4
  %83 = xor i32 %75, %82
  %84 = and i32 %75, 1
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %90, label %86

86:                                               ; preds = %48
  %87 = add i32 %78, %70
  %88 = lshr i32 %75, 3
  %89 = sub i32 %69, %88
  br label %94

90:                                               ; preds = %48
  %91 = sub i32 %70, %81
  %92 = and i32 %83, 4095
  %93 = add i32 %92, %69
  br label %94

94:                                               ; preds = %90, %86
  %95 = phi i32 [ %87, %86 ], [ %91, %90 ]
  %96 = phi i32 [ %89, %86 ], [ %93, %90 ]
  %97 = icmp ugt i32 %68, %75
  %98 = sub i32 %68, %75
  %99 = sub i32 %75, %68
  %100 = select i1 %97, i32 %98, i32 %99
  %101 = urem i32 %75, 7
  %102 = and i32 %100, 65535
  %103 = mul nuw nsw i32 %102, %101
  %104 = add i32 %103, %67
  %105 = and i32 %75, 3
  switch i32 %105, label %113 [
    i32 0, label %106
    i32 1, label %108
    i32 2, label %110
  ]

106:                                              ; preds = %94
  %107 = add i32 %104, %66
  br label %117

108:                                              ; preds = %94
  %109 = xor i32 %66, %65
  br label %117

110:                                              ; preds = %94
  %111 = lshr i32 %65, 2
  %112 = sub i32 %64, %111
  br label %117

113:                                              ; preds = %94
  %114 = xor i32 %64, %63
  %115 = lshr i32 %75, 20
  %116 = tail call i32 @llvm.fshl.i32(i32 %114, i32 %114, i32 %115) #4
  br label %117

117:                                              ; preds = %113, %110, %108, %106
  %118 = phi i32 [ %66, %113 ], [ %66, %110 ], [ %66, %108 ], [ %107, %106 ]
  %119 = phi i32 [ %65, %113 ], [ %65, %110 ], [ %109, %108 ], [ %65, %106 ]
  %120 = phi i32 [ %64, %113 ], [ %112, %110 ], [ %64, %108 ], [ %64, %106 ]
  %121 = phi i32 [ %116, %113 ], [ %63, %110 ], [ %63, %108 ], [ %63, %106 ]
  %122 = lshr i32 %75, 16
  %123 = and i32 %62, 255
  %124 = mul nuw nsw i32 %122, %123
  %125 = add i32 %62, 1
  %126 = add i32 %125, %124
  %127 = xor i32 %126, %61
  %128 = trunc i64 %49 to i32
  %129 = add i32 %127, %128
  %130 = icmp ugt i32 %75, %60
  %131 = add i32 %60, 1
  %132 = select i1 %130, i32 %75, i32 %131
  %133 = icmp ult i32 %75, %59
  %134 = select i1 %133, i32 %75, i32 %59
  %135 = xor i32 %134, %132
  %136 = add i32 %135, %58
  %137 = mul i32 %57, 5
  %138 = lshr i32 %136, 5
  %139 = add i32 %138, %137
  %140 = lshr i32 %75, 4
  %141 = urem i32 %140, 5
  %142 = icmp eq i32 %141, 0
  %143 = add i32 %139, %56
  %144 = xor i32 %76, %56
  %145 = select i1 %142, i32 %143, i32 %144
  %146 = and i32 %145, 1
  %147 = icmp eq i32 %146, 0
  %148 = select i1 %147, i32 %96, i32 %83
  %149 = add i32 %148, %55
  %150 = lshr i32 %149, 3
  %151 = sub i32 %54, %150
  %152 = add i32 %151, %95
  %153 = tail call i32 @llvm.fshl.i32(i32 %152, i32 %152, i32 %128) #4
  %154 = xor i32 %153, %53
  %155 = add i32 %129, %52
  %156 = add i32 %155, %154
  %157 = add i32 %156, %51
  %158 = mul i32 %157, -1640531535
  %159 = icmp ugt i32 %75, 33550336
  %160 = select i1 %159, i32 %158, i32 0
  %161 = xor i32 %160, %76
  %162 = add nuw nsw i64 %49, 1
  %163 = icmp eq i64 %162, 3000
  br i1 %163, label %164, label %48, !llvm.loop !11

164:                                              ; preds = %117
  %165 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 0
  store i32 %161, i32* %165, align 4, !tbaa !5
  %166 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 1
  store i32 %78, i32* %166, align 4, !tbaa !5
  %167 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 2
  store i32 %81, i32* %167, align 4, !tbaa !5
  %168 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 3
  store i32 %83, i32* %168, align 4, !tbaa !5
  %169 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 4
  store i32 %95, i32* %169, align 4, !tbaa !5
  %170 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 5
  store i32 %96, i32* %170, align 4, !tbaa !5
  %171 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 6
  store i32 %100, i32* %171, align 4, !tbaa !5
  %172 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 7
  store i32 %104, i32* %172, align 4, !tbaa !5
  %173 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 8
  store i32 %118, i32* %173, align 4, !tbaa !5
  %174 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 9
  store i32 %119, i32* %174, align 4, !tbaa !5
  %175 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 10
  store i32 %120, i32* %175, align 4, !tbaa !5
  %176 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 11
  store i32 %121, i32* %176, align 4, !tbaa !5
  %177 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 12
  store i32 %126, i32* %177, align 4, !tbaa !5
  %178 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 13
  store i32 %129, i32* %178, align 4, !tbaa !5
  %179 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 14
  store i32 %132, i32* %179, align 4, !tbaa !5
  %180 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 15
  store i32 %134, i32* %180, align 4, !tbaa !5
  %181 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 16
  store i32 %136, i32* %181, align 4, !tbaa !5
  %182 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 17
  store i32 %139, i32* %182, align 4, !tbaa !5
  %183 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 18
  store i32 %145, i32* %183, align 4, !tbaa !5
  %184 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 19
  store i32 %149, i32* %184, align 4, !tbaa !5
  %185 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 20
  store i32 %152, i32* %185, align 4, !tbaa !5
  %186 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 21
  store i32 %154, i32* %186, align 4, !tbaa !5
  %187 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 22
  store i32 %156, i32* %187, align 4, !tbaa !5
  %188 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 23
  store i32 %158, i32* %188, align 4, !tbaa !5
  %189 = xor i32 %81, %83
  %190 = xor i32 %189, %100
  %191 = xor i32 %190, %132
  %192 = xor i32 %191, %134
  %193 = xor i32 %192, %78
  %194 = xor i32 %193, %126
  %195 = xor i32 %194, %136
  %196 = xor i32 %195, %104
  %197 = xor i32 %196, %129
  %198 = xor i32 %197, %139
  %199 = xor i32 %198, %145
  %200 = xor i32 %199, %95
  %201 = xor i32 %200, %96
  %202 = xor i32 %201, %149
  %203 = xor i32 %202, %152
  %204 = xor i32 %203, %154
  %205 = xor i32 %204, %156
  %206 = xor i32 %205, %158
  %207 = xor i32 %206, %161
  %208 = xor i32 %207, %118
  %209 = xor i32 %208, %119
  %210 = xor i32 %209, %120
  %211 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef signext 0, i32 noundef zeroext %161)
  br label %212

212:                                              ; preds = %164, %212
  %213 = phi i64 [ 1, %164 ], [ %221, %212 ]
  %214 = phi i32 [ %161, %164 ], [ %220, %212 ]
  %215 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 %213
  %216 = load i32, i32* %215, align 4, !tbaa !5
  %217 = trunc i64 %213 to i32
  %218 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef signext %217, i32 noundef zeroext %216)
  %219 = mul i32 %214, 33
  %220 = add i32 %216, %219
  %221 = add nuw nsw i64 %213, 1
  %222 = icmp eq i64 %221, 24
  br i1 %222, label %223, label %212, !llvm.loop !12

223:                                              ; preds = %212
  %224 = xor i32 %210, %121
  %225 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef zeroext %224)
  br label %226

226:                                              ; preds = %226, %223
  %227 = phi i64 [ 0, %223 ], [ %288, %226 ]
  %228 = phi i64 [ 1, %223 ], [ %252, %226 ]
  %229 = phi i64 [ 3, %223 ], [ %254, %226 ]
  %230 = phi i64 [ 23, %223 ], [ %287, %226 ]
  %231 = phi i64 [ 21, %223 ], [ %285, %226 ]
  %232 = phi i64 [ 19, %223 ], [ %281, %226 ]
  %233 = phi i64 [ 17, %223 ], [ %279, %226 ]
  %234 = phi i64 [ 15, %223 ], [ %277, %226 ]
  %235 = phi i64 [ 13, %223 ], [ %272, %226 ]
  %236 = phi i64 [ 11, %223 ], [ %270, %226 ]
  %237 = phi i64 [ 9, %223 ], [ %268, %226 ]
  %238 = phi i64 [ 7, %223 ], [ %265, %226 ]
  %239 = phi i64 [ 5, %223 ], [ %261, %226 ]
  %240 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %227
  %241 = load i32, i32* %240, align 4, !tbaa !5
  %242 = zext i32 %241 to i64
  %243 = shl nuw i64 %242, 32
  %244 = trunc i64 %227 to i16
  %245 = mul i16 %244, 7
  %246 = urem i16 %245, 3000
  %247 = zext i16 %246 to i64
  %248 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %247
  %249 = load i32, i32* %248, align 4, !tbaa !5
  %250 = zext i32 %249 to i64
  %251 = or i64 %243, %250
  %252 = add i64 %251, %228
  %253 = xor i64 %251, %229
  %254 = mul i64 %253, 1099511628211
  %255 = and i64 %242, 4
  %256 = icmp eq i64 %255, 0
  %257 = lshr i64 %254, 17
  %258 = add i64 %257, %239
  %259 = shl i64 %252, 3
  %260 = xor i64 %259, %239
  %261 = select i1 %256, i64 %260, i64 %258
  %262 = icmp ugt i64 %238, %251
  %263 = sub i64 %238, %251
  %264 = sub i64 %251, %238
  %265 = select i1 %262, i64 %263, i64 %264
  %266 = and i64 %242, 31
  %267 = lshr i64 %265, %266
  %268 = add i64 %267, %237
  %269 = add i64 %261, %268
  %270 = xor i64 %269, %236
  %271 = tail call i64 @llvm.fshl.i64(i64 %235, i64 %235, i64 7) #4
  %272 = add i64 %270, %271
  %273 = lshr i64 %242, 3
  %274 = and i64 %273, 1
  %275 = add nsw i64 %274, -1
  %276 = xor i64 %272, %275
  %277 = add i64 %276, %234
  %278 = mul i64 %233, 6364136223846793005
  %279 = add i64 %277, %278
  %280 = lshr i64 %279, 33
  %281 = sub i64 %232, %280
  %282 = and i64 %281, 65535
  %283 = and i64 %242, 65535
  %284 = mul nuw nsw i64 %282, %283
  %285 = xor i64 %284, %231
  %286 = add i64 %252, %230
  %287 = add i64 %286, %285
  %288 = add nuw nsw i64 %227, 1
  %289 = icmp eq i64 %288, 3000
  br i1 %289, label %290, label %226, !llvm.loop !13

290:                                              ; preds = %226
  %291 = xor i64 %265, %252
  %292 = xor i64 %291, %254
  %293 = xor i64 %292, %268
  %294 = xor i64 %293, %261
  %295 = xor i64 %294, %270
  %296 = xor i64 %295, %272
  %297 = xor i64 %296, %277
  %298 = xor i64 %297, %279
  %299 = xor i64 %298, %281
  %300 = xor i64 %299, %285
  %301 = xor i64 %300, %287
  %302 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i64 noundef %301)
  br label %303

303:                                              ; preds = %303, %290
  %304 = phi i64 [ 0, %290 ], [ %369, %303 ]
  %305 = phi double [ 0.000000e+00, %290 ], [ %327, %303 ]
  %306 = phi double [ 0.000000e+00, %290 ], [ %368, %303 ]
  %307 = phi double [ 1.000000e+00, %290 ], [ %366, %303 ]
  %308 = phi double [ 0.000000e+00, %290 ], [ %363, %303 ]
  %309 = phi double [ 0.000000e+00, %290 ], [ %359, %303 ]
  %310 = phi double [ -1.000000e+02, %290 ], [ %357, %303 ]
  %311 = phi double [ 1.000000e+02, %290 ], [ %355, %303 ]
  %312 = phi double [ 0.000000e+00, %290 ], [ %353, %303 ]
  %313 = phi double [ 1.000000e+01, %290 ], [ %352, %303 ]
  %314 = phi double [ 0.000000e+00, %290 ], [ %351, %303 ]
  %315 = phi double [ -1.000000e+00, %290 ], [ %349, %303 ]
  %316 = phi double [ 1.500000e+00, %290 ], [ %348, %303 ]
  %317 = phi double [ 0.000000e+00, %290 ], [ %343, %303 ]
  %318 = phi double [ 2.500000e-01, %290 ], [ %335, %303 ]
  %319 = phi double [ 5.000000e-01, %290 ], [ %333, %303 ]
  %320 = phi double [ 2.000000e+00, %290 ], [ %331, %303 ]
  %321 = phi <2 x double> [ <double 1.000000e+00, double 3.000000e+00>, %290 ], [ %339, %303 ]
  %322 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %304
  %323 = load i32, i32* %322, align 4, !tbaa !5
  %324 = and i32 %323, 65535
  %325 = uitofp i32 %324 to double
  %326 = fmul double %325, 0x3EF0000000000000
  %327 = fadd double %305, %326
  %328 = fcmp ogt double %326, 5.000000e-01
  %329 = fneg double %326
  %330 = select i1 %328, double %326, double %329
  %331 = fadd double %320, %330
  %332 = fcmp olt double %319, %326
  %333 = select i1 %332, double %326, double %319
  %334 = fcmp ogt double %318, %326
  %335 = select i1 %334, double %326, double %318
  %336 = insertelement <2 x double> <double 5.000000e-01, double poison>, double %326, i64 1
  %337 = fmul <2 x double> %321, %336
  %338 = insertelement <2 x double> <double poison, double 1.000000e+00>, double %326, i64 0
  %339 = fadd <2 x double> %337, %338
  %340 = extractelement <2 x double> %339, i64 0
  %341 = extractelement <2 x double> %339, i64 1
  %342 = fsub double %340, %341
  %343 = fadd double %317, %342
  %344 = and i32 %323, 2
  %345 = icmp eq i32 %344, 0
  %346 = fneg double %327
  %347 = select i1 %345, double %346, double %343
  %348 = fadd double %316, %347
  %349 = fneg double %315
  %350 = fmul double %315, %326
  %351 = fsub double %314, %350
  %352 = fmul double %313, 0x3FEFAE147AE147AE
  %353 = fadd double %312, %352
  %354 = fcmp ogt double %311, %353
  %355 = select i1 %354, double %311, double %353
  %356 = fcmp olt double %310, %351
  %357 = select i1 %356, double %351, double %310
  %358 = fmul double %326, %326
  %359 = fadd double %309, %358
  %360 = fmul double %326, 1.600000e+01
  %361 = fptosi double %360 to i32
  %362 = sitofp i32 %361 to double
  %363 = fadd double %308, %362
  %364 = fcmp ogt double %307, 1.000000e+06
  %365 = fmul double %307, 1.010000e+00
  %366 = select i1 %364, double 1.000000e+00, double %365
  %367 = fsub double %366, %331
  %368 = fadd double %306, %367
  %369 = add nuw nsw i64 %304, 1
  %370 = icmp eq i64 %369, 3000
  br i1 %370, label %371, label %303, !llvm.loop !14

371:                                              ; preds = %303
  %372 = extractelement <2 x double> %339, i64 1
  %373 = fadd double %340, %327
  %374 = fadd double %373, %331
  %375 = fadd double %333, %374
  %376 = fadd double %335, %375
  %377 = fadd double %372, %376
  %378 = fadd double %343, %377
  %379 = fadd double %348, %378
  %380 = fsub double %379, %315
  %381 = fadd double %351, %380
  %382 = fadd double %352, %381
  %383 = fadd double %353, %382
  %384 = fadd double %355, %383
  %385 = fadd double %357, %384
  %386 = fadd double %359, %385
  %387 = fadd double %363, %386
  %388 = fadd double %366, %387
  %389 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 0, double noundef %327)
  %390 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 1, double noundef %340)
  %391 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 2, double noundef %331)
  %392 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 3, double noundef %333)
  %393 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 4, double noundef %335)
  %394 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 5, double noundef %372)
  %395 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 6, double noundef %343)
  %396 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 7, double noundef %348)
  %397 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 8, double noundef %349)
  %398 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 9, double noundef %351)
  %399 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 10, double noundef %352)
  %400 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 11, double noundef %353)
  %401 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 12, double noundef %355)
  %402 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 13, double noundef %357)
  %403 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 14, double noundef %359)
  %404 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 15, double noundef %363)
  %405 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 16, double noundef %366)
  %406 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 17, double noundef %368)
  %407 = fadd double %368, %388
  %408 = lshr i64 %301, 32
  %409 = xor i64 %408, %301
  %410 = trunc i64 %409 to i32
  %411 = xor i32 %220, %410
  %412 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), double noundef %407)
  %413 = fmul double %407, 1.000000e+03
  %414 = fptosi double %413 to i64
  %415 = trunc i64 %414 to i32
  %416 = add i32 %411, %415
  %417 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef zeroext %416)
  %418 = and i32 %416, 127
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %2) #4
  ret i32 %418
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

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
