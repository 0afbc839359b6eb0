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
  %2 = alloca [18 x double], align 8
  %3 = bitcast [24 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %3) #4
  %4 = bitcast [18 x double]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %4) #4
  %5 = load volatile i32, i32* @seed_input, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %13, %6 ]
  %8 = phi i32 [ %5, %0 ], [ %10, %6 ]
  %9 = mul i32 %8, 1664525
  %10 = add i32 %9, 1013904223
  %11 = lshr i32 %10, 7
  %12 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %7
  store i32 %11, i32* %12, align 4, !tbaa !5
  %13 = add nuw nsw i64 %7, 1
  %14 = icmp eq i64 %13, 3000
  br i1 %14, label %15, label %6, !llvm.loop !9

15:                                               ; preds = %6, %84
  %16 = phi i64 [ %129, %84 ], [ 0, %6 ]
  %17 = phi i32 [ %128, %84 ], [ 1, %6 ]
  %18 = phi i32 [ %125, %84 ], [ 83, %6 ]
  %19 = phi i32 [ %123, %84 ], [ 79, %6 ]
  %20 = phi i32 [ %121, %84 ], [ 73, %6 ]
  %21 = phi i32 [ %119, %84 ], [ 71, %6 ]
  %22 = phi i32 [ %116, %84 ], [ 67, %6 ]
  %23 = phi i32 [ %112, %84 ], [ 61, %6 ]
  %24 = phi i32 [ %106, %84 ], [ 59, %6 ]
  %25 = phi i32 [ %103, %84 ], [ 53, %6 ]
  %26 = phi i32 [ %101, %84 ], [ -1, %6 ]
  %27 = phi i32 [ %99, %84 ], [ 43, %6 ]
  %28 = phi i32 [ %96, %84 ], [ 41, %6 ]
  %29 = phi i32 [ %93, %84 ], [ 37, %6 ]
  %30 = phi i32 [ %88, %84 ], [ 31, %6 ]
  %31 = phi i32 [ %87, %84 ], [ 29, %6 ]
  %32 = phi i32 [ %86, %84 ], [ 23, %6 ]
  %33 = phi i32 [ %85, %84 ], [ 19, %6 ]
  %34 = phi i32 [ %71, %84 ], [ 17, %6 ]
  %35 = phi i32 [ %67, %84 ], [ 13, %6 ]
  %36 = phi i32 [ %63, %84 ], [ 11, %6 ]
  %37 = phi i32 [ %62, %84 ], [ 7, %6 ]
  %38 = phi i32 [ %50, %84 ], [ 5, %6 ]
  %39 = phi i32 [ %48, %84 ], [ 3, %6 ]
  %40 = phi i32 [ %45, %84 ], [ 2, %6 ]
  %41 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %16
  %42 = load i32, i32* %41, align 4, !tbaa !5
  %43 = add i32 %42, %17
  %44 = add i32 %43, %42
  %45 = xor i32 %44, %40
  %46 = mul i32 %39, 31
  %47 = and i32 %42, 255
  %48 = add i32 %47, %46
  %49 = call i32 @llvm.fshl.i32(i32 %38, i32 %38, i32 3) #4
  %50 = xor i32 %42, %49
  %51 = and i32 %42, 1
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %57, label %53

53:                                               ; preds = %15
  %54 = add i32 %45, %37
  %55 = lshr i32 %42, 3
  %56 = sub i32 %36, %55
  br label %61

57:                                               ; preds = %15
  %58 = sub i32 %37, %48
  %59 = and i32 %50, 4095
  %60 = add i32 %59, %36
  br label %61

61:                                               ; preds = %57, %53
  %62 = phi i32 [ %54, %53 ], [ %58, %57 ]
  %63 = phi i32 [ %56, %53 ], [ %60, %57 ]
  %64 = icmp ugt i32 %35, %42
  %65 = sub i32 %35, %42
  %66 = sub i32 %42, %35
  %67 = select i1 %64, i32 %65, i32 %66
  %68 = urem i32 %42, 7
  %69 = and i32 %67, 65535
  %70 = mul nuw nsw i32 %69, %68
  %71 = add i32 %70, %34
  %72 = and i32 %42, 3
  switch i32 %72, label %80 [
    i32 0, label %73
    i32 1, label %75
    i32 2, label %77
  ]

73:                                               ; preds = %61
  %74 = add i32 %71, %33
  br label %84

75:                                               ; preds = %61
  %76 = xor i32 %33, %32
  br label %84

77:                                               ; preds = %61
  %78 = lshr i32 %32, 2
  %79 = sub i32 %31, %78
  br label %84

80:                                               ; preds = %61
  %81 = xor i32 %31, %30
  %82 = lshr i32 %42, 20
  %83 = call i32 @llvm.fshl.i32(i32 %81, i32 %81, i32 %82) #4
  br label %84

84:                                               ; preds = %80, %77, %75, %73
  %85 = phi i32 [ %33, %80 ], [ %33, %77 ], [ %33, %75 ], [ %74, %73 ]
  %86 = phi i32 [ %32, %80 ], [ %32, %77 ], [ %76, %75 ], [ %32, %73 ]
  %87 = phi i32 [ %31, %80 ], [ %79, %77 ], [ %31, %75 ], [ %31, %73 ]
  %88 = phi i32 [ %83, %80 ], [ %30, %77 ], [ %30, %75 ], [ %30, %73 ]
  %89 = lshr i32 %42, 16
  %90 = and i32 %29, 255
  %91 = mul nuw nsw i32 %89, %90
  %92 = add i32 %29, 1
  %93 = add i32 %92, %91
  %94 = xor i32 %93, %28
  %95 = trunc i64 %16 to i32
  %96 = add i32 %94, %95
  %97 = icmp ugt i32 %42, %27
  %98 = add i32 %27, 1
  %99 = select i1 %97, i32 %42, i32 %98
  %100 = icmp ult i32 %42, %26
  %101 = select i1 %100, i32 %42, i32 %26
  %102 = xor i32 %101, %99
  %103 = add i32 %102, %25
  %104 = mul i32 %24, 5
  %105 = lshr i32 %103, 5
  %106 = add i32 %105, %104
  %107 = lshr i32 %42, 4
  %108 = urem i32 %107, 5
  %109 = icmp eq i32 %108, 0
  %110 = add i32 %106, %23
  %111 = xor i32 %43, %23
  %112 = select i1 %109, i32 %110, i32 %111
  %113 = and i32 %112, 1
  %114 = icmp eq i32 %113, 0
  %115 = select i1 %114, i32 %63, i32 %50
  %116 = add i32 %115, %22
  %117 = lshr i32 %116, 3
  %118 = sub i32 %21, %117
  %119 = add i32 %118, %62
  %120 = call i32 @llvm.fshl.i32(i32 %119, i32 %119, i32 %95) #4
  %121 = xor i32 %120, %20
  %122 = add i32 %96, %19
  %123 = add i32 %122, %121
  %124 = add i32 %123, %18
  %125 = mul i32 %124, -1640531535
  %126 = icmp ugt i32 %42, 33550336
  %127 = select i1 %126, i32 %125, i32 0
  %128 = xor i32 %127, %43
  %129 = add nuw nsw i64 %16, 1
  %130 = icmp eq i64 %129, 3000
  br i1 %130, label %131, label %15, !llvm.loop !12

131:                                              ; preds = %84
  %132 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 0
  store i32 %128, i32* %132, align 4, !tbaa !5
  %133 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 1
  store i32 %45, i32* %133, align 4, !tbaa !5
  %134 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 2
  store i32 %48, i32* %134, align 4, !tbaa !5
  %135 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 3
  store i32 %50, i32* %135, align 4, !tbaa !5
  %136 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 4
  store i32 %62, i32* %136, align 4, !tbaa !5
  %137 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 5
  store i32 %63, i32* %137, align 4, !tbaa !5
  %138 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 6
  store i32 %67, i32* %138, align 4, !tbaa !5
  %139 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 7
  store i32 %71, i32* %139, align 4, !tbaa !5
  %140 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 8
  store i32 %85, i32* %140, align 4, !tbaa !5
  %141 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 9
  store i32 %86, i32* %141, align 4, !tbaa !5
  %142 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 10
  store i32 %87, i32* %142, align 4, !tbaa !5
  %143 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 11
  store i32 %88, i32* %143, align 4, !tbaa !5
  %144 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 12
  store i32 %93, i32* %144, align 4, !tbaa !5
  %145 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 13
  store i32 %96, i32* %145, align 4, !tbaa !5
  %146 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 14
  store i32 %99, i32* %146, align 4, !tbaa !5
  %147 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 15
  store i32 %101, i32* %147, align 4, !tbaa !5
  %148 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 16
  store i32 %103, i32* %148, align 4, !tbaa !5
  %149 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 17
  store i32 %106, i32* %149, align 4, !tbaa !5
  %150 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 18
  store i32 %112, i32* %150, align 4, !tbaa !5
  %151 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 19
  store i32 %116, i32* %151, align 4, !tbaa !5
  %152 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 20
  store i32 %119, i32* %152, align 4, !tbaa !5
  %153 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 21
  store i32 %121, i32* %153, align 4, !tbaa !5
  %154 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 22
  store i32 %123, i32* %154, align 4, !tbaa !5
  %155 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 23
  store i32 %125, i32* %155, align 4, !tbaa !5
  %156 = xor i32 %48, %50
  %157 = xor i32 %156, %67
  %158 = xor i32 %157, %99
  %159 = xor i32 %158, %101
  %160 = xor i32 %159, %45
  %161 = xor i32 %160, %93
  %162 = xor i32 %161, %103
  %163 = xor i32 %162, %71
  %164 = xor i32 %163, %96
  %165 = xor i32 %164, %106
  %166 = xor i32 %165, %112
  %167 = xor i32 %166, %62
  %168 = xor i32 %167, %63
  %169 = xor i32 %168, %116
  %170 = xor i32 %169, %119
  %171 = xor i32 %170, %121
  %172 = xor i32 %171, %123
  %173 = xor i32 %172, %125
  %174 = xor i32 %173, %128
  %175 = xor i32 %174, %85
  %176 = xor i32 %175, %86
  %177 = xor i32 %176, %87
  br label %178

178:                                              ; preds = %131, %178
  %179 = phi i64 [ 0, %131 ], [ %188, %178 ]
  %180 = phi i32 [ 0, %131 ], [ %187, %178 ]
  %181 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 %179
  %182 = load i32, i32* %181, align 4, !tbaa !5
  %183 = trunc i64 %179 to i32
  %184 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef signext %183, i32 noundef zeroext %182)
  %185 = mul i32 %180, 33
  %186 = load i32, i32* %181, align 4, !tbaa !5
  %187 = add i32 %186, %185
  %188 = add nuw nsw i64 %179, 1
  %189 = icmp eq i64 %188, 24
  br i1 %189, label %190, label %178, !llvm.loop !13

190:                                              ; preds = %178
  %191 = xor i32 %177, %88
  %192 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef zeroext %191)
  br label %193

193:                                              ; preds = %193, %190
  %194 = phi i64 [ 0, %190 ], [ %255, %193 ]
  %195 = phi i64 [ 1, %190 ], [ %219, %193 ]
  %196 = phi i64 [ 3, %190 ], [ %221, %193 ]
  %197 = phi i64 [ 23, %190 ], [ %254, %193 ]
  %198 = phi i64 [ 21, %190 ], [ %252, %193 ]
  %199 = phi i64 [ 19, %190 ], [ %248, %193 ]
  %200 = phi i64 [ 17, %190 ], [ %246, %193 ]
  %201 = phi i64 [ 15, %190 ], [ %244, %193 ]
  %202 = phi i64 [ 13, %190 ], [ %239, %193 ]
  %203 = phi i64 [ 11, %190 ], [ %237, %193 ]
  %204 = phi i64 [ 9, %190 ], [ %235, %193 ]
  %205 = phi i64 [ 7, %190 ], [ %232, %193 ]
  %206 = phi i64 [ 5, %190 ], [ %228, %193 ]
  %207 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %194
  %208 = load i32, i32* %207, align 4, !tbaa !5
  %209 = zext i32 %208 to i64
  %210 = shl nuw i64 %209, 32
  %211 = trunc i64 %194 to i32
  %212 = mul i32 %211, 7
  %213 = urem i32 %212, 3000
  %214 = zext i32 %213 to i64
  %215 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %214
  %216 = load i32, i32* %215, align 4, !tbaa !5
  %217 = zext i32 %216 to i64
  %218 = or i64 %210, %217
  %219 = add i64 %218, %195
  %220 = xor i64 %218, %196
  %221 = mul i64 %220, 1099511628211
  %222 = and i64 %209, 4
  %223 = icmp eq i64 %222, 0
  %224 = lshr i64 %221, 17
  %225 = add i64 %224, %206
  %226 = shl i64 %219, 3
  %227 = xor i64 %226, %206
  %228 = select i1 %223, i64 %227, i64 %225
  %229 = icmp ugt i64 %205, %218
  %230 = sub i64 %205, %218
  %231 = sub i64 %218, %205
  %232 = select i1 %229, i64 %230, i64 %231
  %233 = and i64 %209, 31
  %234 = lshr i64 %232, %233
  %235 = add i64 %234, %204
  %236 = add i64 %228, %235
  %237 = xor i64 %236, %203
  %238 = call i64 @llvm.fshl.i64(i64 %202, i64 %202, i64 7) #4
  %239 = add i64 %237, %238
  %240 = lshr i64 %209, 3
  %241 = and i64 %240, 1
  %242 = add nsw i64 %241, -1
  %243 = xor i64 %239, %242
  %244 = add i64 %243, %201
  %245 = mul i64 %200, 6364136223846793005
  %246 = add i64 %244, %245
  %247 = lshr i64 %246, 33
  %248 = sub i64 %199, %247
  %249 = and i64 %248, 65535
  %250 = and i64 %209, 65535
  %251 = mul nuw nsw i64 %249, %250
  %252 = xor i64 %251, %198
  %253 = add i64 %219, %197
  %254 = add i64 %253, %252
  %255 = add nuw nsw i64 %194, 1
  %256 = icmp eq i64 %255, 3000
  br i1 %256, label %257, label %193, !llvm.loop !14

257:                                              ; preds = %193
  %258 = xor i64 %232, %219
  %259 = xor i64 %258, %221
  %260 = xor i64 %259, %235
  %261 = xor i64 %260, %228
  %262 = xor i64 %261, %237
  %263 = xor i64 %262, %239
  %264 = xor i64 %263, %244
  %265 = xor i64 %264, %246
  %266 = xor i64 %265, %248
  %267 = xor i64 %266, %252
  %268 = xor i64 %267, %254
  %269 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i64 noundef %268)
  br label %270

270:                                              ; preds = %270, %257
  %271 = phi i64 [ 0, %257 ], [ %335, %270 ]
  %272 = phi double [ 0.000000e+00, %257 ], [ %295, %270 ]
  %273 = phi double [ 0.000000e+00, %257 ], [ %334, %270 ]
  %274 = phi double [ 1.000000e+00, %257 ], [ %332, %270 ]
  %275 = phi double [ 0.000000e+00, %257 ], [ %329, %270 ]
  %276 = phi double [ 0.000000e+00, %257 ], [ %325, %270 ]
  %277 = phi double [ -1.000000e+02, %257 ], [ %323, %270 ]
  %278 = phi double [ 1.000000e+02, %257 ], [ %321, %270 ]
  %279 = phi double [ 0.000000e+00, %257 ], [ %319, %270 ]
  %280 = phi double [ 1.000000e+01, %257 ], [ %318, %270 ]
  %281 = phi double [ 0.000000e+00, %257 ], [ %317, %270 ]
  %282 = phi double [ -1.000000e+00, %257 ], [ %315, %270 ]
  %283 = phi double [ 1.500000e+00, %257 ], [ %314, %270 ]
  %284 = phi double [ 0.000000e+00, %257 ], [ %309, %270 ]
  %285 = phi double [ 3.000000e+00, %257 ], [ %307, %270 ]
  %286 = phi double [ 2.500000e-01, %257 ], [ %305, %270 ]
  %287 = phi double [ 5.000000e-01, %257 ], [ %303, %270 ]
  %288 = phi double [ 2.000000e+00, %257 ], [ %301, %270 ]
  %289 = phi double [ 1.000000e+00, %257 ], [ %297, %270 ]
  %290 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %271
  %291 = load i32, i32* %290, align 4, !tbaa !5
  %292 = and i32 %291, 65535
  %293 = uitofp i32 %292 to double
  %294 = fmul double %293, 0x3EF0000000000000
  %295 = fadd double %272, %294
  %296 = fmul double %289, 5.000000e-01
  %297 = fadd double %296, %294
  %298 = fcmp ogt double %294, 5.000000e-01
  %299 = fneg double %294
  %300 = select i1 %298, double %294, double %299
  %301 = fadd double %288, %300
  %302 = fcmp olt double %287, %294
  %303 = select i1 %302, double %294, double %287
  %304 = fcmp ogt double %286, %294
  %305 = select i1 %304, double %294, double %286
  %306 = fmul double %285, %294
  %307 = fadd double %306, 1.000000e+00
  %308 = fsub double %297, %307
  %309 = fadd double %284, %308
  %310 = and i32 %291, 2
  %311 = icmp eq i32 %310, 0
  %312 = fneg double %295
  %313 = select i1 %311, double %312, double %309
  %314 = fadd double %283, %313
  %315 = fneg double %282
  %316 = fmul double %282, %294
  %317 = fsub double %281, %316
  %318 = fmul double %280, 0x3FEFAE147AE147AE
  %319 = fadd double %279, %318
  %320 = fcmp ogt double %278, %319
  %321 = select i1 %320, double %278, double %319
  %322 = fcmp olt double %277, %317
  %323 = select i1 %322, double %317, double %277
  %324 = fmul double %294, %294
  %325 = fadd double %276, %324
  %326 = fmul double %294, 1.600000e+01
  %327 = fptosi double %326 to i32
  %328 = sitofp i32 %327 to double
  %329 = fadd double %275, %328
  %330 = fcmp ogt double %274, 1.000000e+06
  %331 = fmul double %274, 1.010000e+00
  %332 = select i1 %330, double 1.000000e+00, double %331
  %333 = fsub double %332, %301
  %334 = fadd double %273, %333
  %335 = add nuw nsw i64 %271, 1
  %336 = icmp eq i64 %335, 3000
  br i1 %336, label %337, label %270, !llvm.loop !15

337:                                              ; preds = %270
  %338 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 0
  store double %295, double* %338, align 8, !tbaa !16
  %339 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 1
  store double %297, double* %339, align 8, !tbaa !16
  %340 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 2
  store double %301, double* %340, align 8, !tbaa !16
  %341 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 3
  store double %303, double* %341, align 8, !tbaa !16
  %342 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 4
  store double %305, double* %342, align 8, !tbaa !16
  %343 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 5
  store double %307, double* %343, align 8, !tbaa !16
  %344 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 6
  store double %309, double* %344, align 8, !tbaa !16
  %345 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 7
  store double %314, double* %345, align 8, !tbaa !16
  %346 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 8
  store double %315, double* %346, align 8, !tbaa !16
  %347 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 9
  store double %317, double* %347, align 8, !tbaa !16
  %348 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 10
  store double %318, double* %348, align 8, !tbaa !16
  %349 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 11
  store double %319, double* %349, align 8, !tbaa !16
  %350 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 12
  store double %321, double* %350, align 8, !tbaa !16
  %351 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 13
  store double %323, double* %351, align 8, !tbaa !16
  %352 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 14
  store double %325, double* %352, align 8, !tbaa !16
  %353 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 15
  store double %329, double* %353, align 8, !tbaa !16
  %354 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 16
  store double %332, double* %354, align 8, !tbaa !16
  %355 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 17
  store double %334, double* %355, align 8, !tbaa !16
  br label %356

356:                                              ; preds = %337, %356
  %357 = phi i64 [ 0, %337 ], [ %362, %356 ]
  %358 = getelementptr inbounds [18 x double], [18 x double]* %2, i64 0, i64 %357
  %359 = load double, double* %358, align 8, !tbaa !16
  %360 = trunc i64 %357 to i32
  %361 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %360, double noundef %359)
  %362 = add nuw nsw i64 %357, 1
  %363 = icmp eq i64 %362, 18
  br i1 %363, label %364, label %356, !llvm.loop !18

364:                                              ; preds = %356
  %365 = fadd double %297, %295
  %366 = fadd double %365, %301
  %367 = fadd double %303, %366
  %368 = fadd double %305, %367
  %369 = fadd double %307, %368
  %370 = fadd double %309, %369
  %371 = fadd double %314, %370
  %372 = fsub double %371, %282
  %373 = fadd double %317, %372
  %374 = fadd double %318, %373
  %375 = fadd double %319, %374
  %376 = fadd double %321, %375
  %377 = fadd double %323, %376
  %378 = fadd double %325, %377
  %379 = fadd double %329, %378
  %380 = fadd double %332, %379
  %381 = fadd double %334, %380
  %382 = lshr i64 %268, 32
  %383 = xor i64 %382, %268
  %384 = trunc i64 %383 to i32
  %385 = xor i32 %187, %384
  %386 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), double noundef %381)
  %387 = fmul double %381, 1.000000e+03
  %388 = fptosi double %387 to i64
  %389 = trunc i64 %388 to i32
  %390 = add i32 %385, %389
  %391 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef zeroext %390)
  %392 = and i32 %390, 127
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %4) #4
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %3) #4
  ret i32 %392
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !7, i64 0}
!18 = distinct !{!18, !10, !11}
