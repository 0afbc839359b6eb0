; ModuleID = 'c/pressure_loop.c'
source_filename = "c/pressure_loop.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@seed_input = internal global i32 19088743, align 4
@data = internal unnamed_addr global [3000 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [12 x i8] c"a%d = %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"int_pressure = %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"wide_pressure = %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"s%d = %.17g\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"fp_pressure = %.17g\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i32], align 4
  %2 = bitcast [24 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %2) #4
  %3 = load volatile i32, i32* @seed_input, align 4, !tbaa !5
  br label %4

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %11, %4 ]
  %6 = phi i32 [ %3, %0 ], [ %8, %4 ]
  %7 = mul i32 %6, 1664525
  %8 = add i32 %7, 1013904223
  %9 = lshr i32 %8, 7
  %10 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i32 0, i32 %5
  store i32 %9, i32* %10, align 4, !tbaa !5
  %11 = add nuw nsw i32 %5, 1
  %12 = icmp eq i32 %11, 3000
  br i1 %12, label %13, label %4, !llvm.loop !9

13:                                               ; preds = %4, %82
  %14 = phi i32 [ %125, %82 ], [ 1, %4 ]
  %15 = phi i32 [ %126, %82 ], [ 0, %4 ]
  %16 = phi i32 [ %122, %82 ], [ 83, %4 ]
  %17 = phi i32 [ %120, %82 ], [ 79, %4 ]
  %18 = phi i32 [ %118, %82 ], [ 73, %4 ]
  %19 = phi i32 [ %116, %82 ], [ 71, %4 ]
  %20 = phi i32 [ %113, %82 ], [ 67, %4 ]
  %21 = phi i32 [ %109, %82 ], [ 61, %4 ]
  %22 = phi i32 [ %103, %82 ], [ 59, %4 ]
  %23 = phi i32 [ %100, %82 ], [ 53, %4 ]
  %24 = phi i32 [ %98, %82 ], [ -1, %4 ]
  %25 = phi i32 [ %96, %82 ], [ 43, %4 ]
  %26 = phi i32 [ %93, %82 ], [ 41, %4 ]
  %27 = phi i32 [ %91, %82 ], [ 37, %4 ]
  %28 = phi i32 [ %86, %82 ], [ 31, %4 ]
  %29 = phi i32 [ %85, %82 ], [ 29, %4 ]
  %30 = phi i32 [ %84, %82 ], [ 23, %4 ]
  %31 = phi i32 [ %83, %82 ], [ 19, %4 ]
  %32 = phi i32 [ %69, %82 ], [ 17, %4 ]
  %33 = phi i32 [ %65, %82 ], [ 13, %4 ]
  %34 = phi i32 [ %61, %82 ], [ 11, %4 ]
  %35 = phi i32 [ %60, %82 ], [ 7, %4 ]
  %36 = phi i32 [ %48, %82 ], [ 5, %4 ]
  %37 = phi i32 [ %46, %82 ], [ 3, %4 ]
  %38 = phi i32 [ %43, %82 ], [ 2, %4 ]
  %39 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i32 0, i32 %15
  %40 = load i32, i32* %39, align 4, !tbaa !5
  %41 = add i32 %40, %14
  %42 = add i32 %41, %40
  %43 = xor i32 %42, %38
  %44 = mul i32 %37, 31
  %45 = and i32 %40, 255
  %46 = add i32 %45, %44
  %47 = tail call i32 @llvm.fshl.i32(i32 %36, i32 %36, i32 3) #4
  %48 = xor i32 %40, %47
  %49 = and i32 %40, 1
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %55, label %51

51:                                               ; preds = %13
  %52 = add i32 %43, %35
  %53 = lshr i32 %40, 3
  %54 = sub i32 %34, %53
  br label %59

55:                                               ; preds = %13
  %56 = sub i32 %35, %46
  %57 = and i32 %48, 4095
  %58 = add i32 %57, %34
  br label %59

59:                                               ; preds = %55, %51
  %60 = phi i32 [ %52, %51 ], [ %56, %55 ]
  %61 = phi i32 [ %54, %51 ], [ %58, %55 ]
  %62 = icmp ugt i32 %33, %40
  %63 = sub i32 %33, %40
  %64 = sub i32 %40, %33
  %65 = select i1 %62, i32 %63, i32 %64
  %66 = urem i32 %40, 7
  %67 = and i32 %65, 65535
  %68 = mul nuw nsw i32 %67, %66
  %69 = add i32 %68, %32
  %70 = and i32 %40, 3
  switch i32 %70, label %78 [
    i32 0, label %71
    i32 1, label %73
    i32 2, label %75
  ]

71:                                               ; preds = %59
  %72 = add i32 %69, %31
  br label %82

73:                                               ; preds = %59
  %74 = xor i32 %31, %30
  br label %82

75:                                               ; preds = %59
  %76 = lshr i32 %30, 2
  %77 = sub i32 %29, %76
  br label %82

78:                                               ; preds = %59
  %79 = xor i32 %29, %28
  %80 = lshr i32 %40, 20
  %81 = tail call i32 @llvm.fshl.i32(i32 %79, i32 %79, i32 %80) #4
  br label %82

82:                                               ; preds = %78, %75, %73, %71
  %83 = phi i32 [ %31, %78 ], [ %31, %75 ], [ %31, %73 ], [ %72, %71 ]
  %84 = phi i32 [ %30, %78 ], [ %30, %75 ], [ %74, %73 ], [ %30, %71 ]
  %85 = phi i32 [ %29, %78 ], [ %77, %75 ], [ %29, %73 ], [ %29, %71 ]
  %86 = phi i32 [ %81, %78 ], [ %28, %75 ], [ %28, %73 ], [ %28, %71 ]
  %87 = lshr i32 %40, 16
  %88 = and i32 %27, 255
  %89 = mul nuw nsw i32 %87, %88
  %90 = add i32 %27, 1
  %91 = add i32 %90, %89
  %92 = xor i32 %91, %26
  %93 = add i32 %92, %15
  %94 = icmp ugt i32 %40, %25
  %95 = add i32 %25, 1
  %96 = select i1 %94, i32 %40, i32 %95
  %97 = icmp ult i32 %40, %24
  %98 = select i1 %97, i32 %40, i32 %24
  %99 = xor i32 %98, %96
  %100 = add i32 %99, %23
  %101 = mul i32 %22, 5
  %102 = lshr i32 %100, 5
  %103 = add i32 %102, %101
  %104 = lshr i32 %40, 4
  %105 = urem i32 %104, 5
  %106 = icmp eq i32 %105, 0
  %107 = add i32 %103, %21
  %108 = xor i32 %41, %21
  %109 = select i1 %106, i32 %107, i32 %108
  %110 = and i32 %109, 1
  %111 = icmp eq i32 %110, 0
  %112 = select i1 %111, i32 %61, i32 %48
  %113 = add i32 %112, %20
  %114 = lshr i32 %113, 3
  %115 = sub i32 %19, %114
  %116 = add i32 %115, %60
  %117 = tail call i32 @llvm.fshl.i32(i32 %116, i32 %116, i32 %15) #4
  %118 = xor i32 %117, %18
  %119 = add i32 %93, %17
  %120 = add i32 %119, %118
  %121 = add i32 %120, %16
  %122 = mul i32 %121, -1640531535
  %123 = icmp ugt i32 %40, 33550336
  %124 = select i1 %123, i32 %122, i32 0
  %125 = xor i32 %124, %41
  %126 = add nuw nsw i32 %15, 1
  %127 = icmp eq i32 %126, 3000
  br i1 %127, label %128, label %13, !llvm.loop !11

128:                                              ; preds = %82
  %129 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 0
  store i32 %125, i32* %129, align 4, !tbaa !5
  %130 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 1
  store i32 %43, i32* %130, align 4, !tbaa !5
  %131 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 2
  store i32 %46, i32* %131, align 4, !tbaa !5
  %132 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 3
  store i32 %48, i32* %132, align 4, !tbaa !5
  %133 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 4
  store i32 %60, i32* %133, align 4, !tbaa !5
  %134 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 5
  store i32 %61, i32* %134, align 4, !tbaa !5
  %135 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 6
  store i32 %65, i32* %135, align 4, !tbaa !5
  %136 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 7
  store i32 %69, i32* %136, align 4, !tbaa !5
  %137 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 8
  store i32 %83, i32* %137, align 4, !tbaa !5
  %138 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 9
  store i32 %84, i32* %138, align 4, !tbaa !5
  %139 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 10
  store i32 %85, i32* %139, align 4, !tbaa !5
  %140 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 11
  store i32 %86, i32* %140, align 4, !tbaa !5
  %141 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 12
  store i32 %91, i32* %141, align 4, !tbaa !5
  %142 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 13
  store i32 %93, i32* %142, align 4, !tbaa !5
  %143 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 14
  store i32 %96, i32* %143, align 4, !tbaa !5
  %144 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 15
  store i32 %98, i32* %144, align 4, !tbaa !5
  %145 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 16
  store i32 %100, i32* %145, align 4, !tbaa !5
  %146 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 17
  store i32 %103, i32* %146, align 4, !tbaa !5
  %147 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 18
  store i32 %109, i32* %147, align 4, !tbaa !5
  %148 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 19
  store i32 %113, i32* %148, align 4, !tbaa !5
  %149 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 20
  store i32 %116, i32* %149, align 4, !tbaa !5
  %150 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 21
  store i32 %118, i32* %150, align 4, !tbaa !5
  %151 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 22
  store i32 %120, i32* %151, align 4, !tbaa !5
  %152 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 23
  store i32 %122, i32* %152, align 4, !tbaa !5
  %153 = xor i32 %46, %48
  %154 = xor i32 %153, %65
  %155 = xor i32 %154, %96
  %156 = xor i32 %155, %98
  %157 = xor i32 %156, %43
  %158 = xor i32 %157, %91
  %159 = xor i32 %158, %100
  %160 = xor i32 %159, %69
  %161 = xor i32 %160, %93
  %162 = xor i32 %161, %103
  %163 = xor i32 %162, %109
  %164 = xor i32 %163, %60
  %165 = xor i32 %164, %61
  %166 = xor i32 %165, %113
  %167 = xor i32 %166, %116
  %168 = xor i32 %167, %118
  %169 = xor i32 %168, %120
  %170 = xor i32 %169, %122
  %171 = xor i32 %170, %125
  %172 = xor i32 %171, %83
  %173 = xor i32 %172, %84
  %174 = xor i32 %173, %85
  %175 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i32 noundef 0, i32 noundef %125)
  br label %176

176:                                              ; preds = %128, %176
  %177 = phi i32 [ 1, %128 ], [ %184, %176 ]
  %178 = phi i32 [ %125, %128 ], [ %183, %176 ]
  %179 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %177
  %180 = load i32, i32* %179, align 4, !tbaa !5
  %181 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i32 noundef %177, i32 noundef %180)
  %182 = mul i32 %178, 33
  %183 = add i32 %180, %182
  %184 = add nuw nsw i32 %177, 1
  %185 = icmp eq i32 %184, 24
  br i1 %185, label %186, label %176, !llvm.loop !12

186:                                              ; preds = %176
  %187 = xor i32 %174, %86
  %188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef %187)
  br label %189

189:                                              ; preds = %189, %186
  %190 = phi i64 [ 1, %186 ], [ %215, %189 ]
  %191 = phi i64 [ 3, %186 ], [ %217, %189 ]
  %192 = phi i32 [ 0, %186 ], [ %251, %189 ]
  %193 = phi i64 [ 23, %186 ], [ %250, %189 ]
  %194 = phi i64 [ 21, %186 ], [ %248, %189 ]
  %195 = phi i64 [ 19, %186 ], [ %244, %189 ]
  %196 = phi i64 [ 17, %186 ], [ %242, %189 ]
  %197 = phi i64 [ 15, %186 ], [ %240, %189 ]
  %198 = phi i64 [ 13, %186 ], [ %235, %189 ]
  %199 = phi i64 [ 11, %186 ], [ %233, %189 ]
  %200 = phi i64 [ 9, %186 ], [ %231, %189 ]
  %201 = phi i64 [ 7, %186 ], [ %228, %189 ]
  %202 = phi i64 [ 5, %186 ], [ %224, %189 ]
  %203 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i32 0, i32 %192
  %204 = load i32, i32* %203, align 4, !tbaa !5
  %205 = zext i32 %204 to i64
  %206 = shl nuw i64 %205, 32
  %207 = trunc i32 %192 to i16
  %208 = mul i16 %207, 7
  %209 = urem i16 %208, 3000
  %210 = zext i16 %209 to i32
  %211 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i32 0, i32 %210
  %212 = load i32, i32* %211, align 4, !tbaa !5
  %213 = zext i32 %212 to i64
  %214 = or i64 %206, %213
  %215 = add i64 %214, %190
  %216 = xor i64 %214, %191
  %217 = mul i64 %216, 1099511628211
  %218 = and i64 %205, 4
  %219 = icmp eq i64 %218, 0
  %220 = lshr i64 %217, 17
  %221 = add i64 %220, %202
  %222 = shl i64 %215, 3
  %223 = xor i64 %222, %202
  %224 = select i1 %219, i64 %223, i64 %221
  %225 = icmp ugt i64 %201, %214
  %226 = sub i64 %201, %214
  %227 = sub i64 %214, %201
  %228 = select i1 %225, i64 %226, i64 %227
  %229 = and i64 %205, 31
  %230 = lshr i64 %228, %229
  %231 = add i64 %230, %200
  %232 = add i64 %224, %231
  %233 = xor i64 %232, %199
  %234 = tail call i64 @llvm.fshl.i64(i64 %198, i64 %198, i64 7) #4
  %235 = add i64 %233, %234
  %236 = lshr i64 %205, 3
  %237 = and i64 %236, 1
  %238 = add nsw i64 %237, -1
  %239 = xor i64 %235, %238
  %240 = add i64 %239, %197
  %241 = mul i64 %196, 6364136223846793005
  %242 = add i64 %240, %241
  %243 = lshr i64 %242, 33
  %244 = sub i64 %195, %243
  %245 = and i64 %244, 65535
  %246 = and i64 %205, 65535
  %247 = mul nuw nsw i64 %245, %246
  %248 = xor i64 %247, %194
  %249 = add i64 %215, %193
  %250 = add i64 %249, %248
  %251 = add nuw nsw i32 %192, 1
  %252 = icmp eq i32 %251, 3000
  br i1 %252, label %253, label %189, !llvm.loop !13

253:                                              ; preds = %189
  %254 = xor i64 %228, %215
  %255 = xor i64 %254, %217
  %256 = xor i64 %255, %231
  %257 = xor i64 %256, %224
  %258 = xor i64 %257, %233
  %259 = xor i64 %258, %235
  %260 = xor i64 %259, %240
  %261 = xor i64 %260, %242
  %262 = xor i64 %261, %244
  %263 = xor i64 %262, %248
  %264 = xor i64 %263, %250
  %265 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.2, i32 0, i32 0), i64 noundef %264)
  br label %266

266:                                              ; preds = %266, %253
  %267 = phi double [ 0.000000e+00, %253 ], [ %291, %266 ]
  %268 = phi i32 [ 0, %253 ], [ %331, %266 ]
  %269 = phi double [ 0.000000e+00, %253 ], [ %330, %266 ]
  %270 = phi double [ 1.000000e+00, %253 ], [ %328, %266 ]
  %271 = phi double [ 0.000000e+00, %253 ], [ %325, %266 ]
  %272 = phi double [ 0.000000e+00, %253 ], [ %321, %266 ]
  %273 = phi double [ -1.000000e+02, %253 ], [ %319, %266 ]
  %274 = phi double [ 1.000000e+02, %253 ], [ %317, %266 ]
  %275 = phi double [ 0.000000e+00, %253 ], [ %315, %266 ]
  %276 = phi double [ 1.000000e+01, %253 ], [ %314, %266 ]
  %277 = phi double [ 0.000000e+00, %253 ], [ %313, %266 ]
  %278 = phi double [ -1.000000e+00, %253 ], [ %311, %266 ]
  %279 = phi double [ 1.500000e+00, %253 ], [ %310, %266 ]
  %280 = phi double [ 0.000000e+00, %253 ], [ %305, %266 ]
  %281 = phi double [ 3.000000e+00, %253 ], [ %303, %266 ]
  %282 = phi double [ 2.500000e-01, %253 ], [ %301, %266 ]
  %283 = phi double [ 5.000000e-01, %253 ], [ %299, %266 ]
  %284 = phi double [ 2.000000e+00, %253 ], [ %297, %266 ]
  %285 = phi double [ 1.000000e+00, %253 ], [ %293, %266 ]
  %286 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i32 0, i32 %268
  %287 = load i32, i32* %286, align 4, !tbaa !5
  %288 = and i32 %287, 65535
  %289 = uitofp i32 %288 to double
  %290 = fmul double %289, 0x3EF0000000000000
  %291 = fadd double %267, %290
  %292 = fmul double %285, 5.000000e-01
  %293 = fadd double %292, %290
  %294 = fcmp ogt double %290, 5.000000e-01
  %295 = fneg double %290
  %296 = select i1 %294, double %290, double %295
  %297 = fadd double %284, %296
  %298 = fcmp olt double %283, %290
  %299 = select i1 %298, double %290, double %283
  %300 = fcmp ogt double %282, %290
  %301 = select i1 %300, double %290, double %282
  %302 = fmul double %281, %290
  %303 = fadd double %302, 1.000000e+00
  %304 = fsub double %293, %303
  %305 = fadd double %280, %304
  %306 = and i32 %287, 2
  %307 = icmp eq i32 %306, 0
  %308 = fneg double %291
  %309 = select i1 %307, double %308, double %305
  %310 = fadd double %279, %309
  %311 = fneg double %278
  %312 = fmul double %278, %290
  %313 = fsub double %277, %312
  %314 = fmul double %276, 0x3FEFAE147AE147AE
  %315 = fadd double %275, %314
  %316 = fcmp ogt double %274, %315
  %317 = select i1 %316, double %274, double %315
  %318 = fcmp olt double %273, %313
  %319 = select i1 %318, double %313, double %273
  %320 = fmul double %290, %290
  %321 = fadd double %272, %320
  %322 = fmul double %290, 1.600000e+01
  %323 = fptosi double %322 to i32
  %324 = sitofp i32 %323 to double
  %325 = fadd double %271, %324
  %326 = fcmp ogt double %270, 1.000000e+06
  %327 = fmul double %270, 1.010000e+00
  %328 = select i1 %326, double 1.000000e+00, double %327
  %329 = fsub double %328, %297
  %330 = fadd double %269, %329
  %331 = add nuw nsw i32 %268, 1
  %332 = icmp eq i32 %331, 3000
  br i1 %332, label %333, label %266, !llvm.loop !14

333:                                              ; preds = %266
  %334 = fadd double %293, %291
  %335 = fadd double %334, %297
  %336 = fadd double %299, %335
  %337 = fadd double %301, %336
  %338 = fadd double %303, %337
  %339 = fadd double %305, %338
  %340 = fadd double %310, %339
  %341 = fsub double %340, %278
  %342 = fadd double %313, %341
  %343 = fadd double %314, %342
  %344 = fadd double %315, %343
  %345 = fadd double %317, %344
  %346 = fadd double %319, %345
  %347 = fadd double %321, %346
  %348 = fadd double %325, %347
  %349 = fadd double %328, %348
  %350 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 0, double noundef %291)
  %351 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 1, double noundef %293)
  %352 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 2, double noundef %297)
  %353 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 3, double noundef %299)
  %354 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 4, double noundef %301)
  %355 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 5, double noundef %303)
  %356 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 6, double noundef %305)
  %357 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 7, double noundef %310)
  %358 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 8, double noundef %311)
  %359 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 9, double noundef %313)
  %360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, double noundef %314)
  %361 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 11, double noundef %315)
  %362 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 12, double noundef %317)
  %363 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 13, double noundef %319)
  %364 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 14, double noundef %321)
  %365 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 15, double noundef %325)
  %366 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 16, double noundef %328)
  %367 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef 17, double noundef %330)
  %368 = fadd double %330, %349
  %369 = lshr i64 %264, 32
  %370 = xor i64 %369, %264
  %371 = trunc i64 %370 to i32
  %372 = xor i32 %183, %371
  %373 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i32 0, i32 0), double noundef %368)
  %374 = fmul double %368, 1.000000e+03
  %375 = fptosi double %374 to i64
  %376 = trunc i64 %375 to i32
  %377 = add i32 %372, %376
  %378 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i32 noundef %377)
  %379 = and i32 %377, 127
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %2) #4
  ret i32 %379
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

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
