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
  %2 = alloca [18 x double], align 8
  %3 = bitcast [24 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %3) #4
  %4 = bitcast [18 x double]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %4) #4
  %5 = load volatile i32, i32* @seed_input, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %0, %6
  %7 = phi i32 [ 0, %0 ], [ %13, %6 ]
  %8 = phi i32 [ %5, %0 ], [ %10, %6 ]
  %9 = mul i32 %8, 1664525
  %10 = add i32 %9, 1013904223
  %11 = lshr i32 %10, 7
  %12 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i32 0, i32 %7
  store i32 %11, i32* %12, align 4, !tbaa !5
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, 3000
  br i1 %14, label %15, label %6, !llvm.loop !9

15:                                               ; preds = %6, %84
  %16 = phi i32 [ %127, %84 ], [ 1, %6 ]
  %17 = phi i32 [ %128, %84 ], [ 0, %6 ]
  %18 = phi i32 [ %124, %84 ], [ 83, %6 ]
  %19 = phi i32 [ %122, %84 ], [ 79, %6 ]
  %20 = phi i32 [ %120, %84 ], [ 73, %6 ]
  %21 = phi i32 [ %118, %84 ], [ 71, %6 ]
  %22 = phi i32 [ %115, %84 ], [ 67, %6 ]
  %23 = phi i32 [ %111, %84 ], [ 61, %6 ]
  %24 = phi i32 [ %105, %84 ], [ 59, %6 ]
  %25 = phi i32 [ %102, %84 ], [ 53, %6 ]
  %26 = phi i32 [ %100, %84 ], [ -1, %6 ]
  %27 = phi i32 [ %98, %84 ], [ 43, %6 ]
  %28 = phi i32 [ %95, %84 ], [ 41, %6 ]
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
  %41 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i32 0, i32 %17
  %42 = load i32, i32* %41, align 4, !tbaa !5
  %43 = add i32 %42, %16
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
  %95 = add i32 %94, %17
  %96 = icmp ugt i32 %42, %27
  %97 = add i32 %27, 1
  %98 = select i1 %96, i32 %42, i32 %97
  %99 = icmp ult i32 %42, %26
  %100 = select i1 %99, i32 %42, i32 %26
  %101 = xor i32 %100, %98
  %102 = add i32 %101, %25
  %103 = mul i32 %24, 5
  %104 = lshr i32 %102, 5
  %105 = add i32 %104, %103
  %106 = lshr i32 %42, 4
  %107 = urem i32 %106, 5
  %108 = icmp eq i32 %107, 0
  %109 = add i32 %105, %23
  %110 = xor i32 %43, %23
  %111 = select i1 %108, i32 %109, i32 %110
  %112 = and i32 %111, 1
  %113 = icmp eq i32 %112, 0
  %114 = select i1 %113, i32 %63, i32 %50
  %115 = add i32 %114, %22
  %116 = lshr i32 %115, 3
  %117 = sub i32 %21, %116
  %118 = add i32 %117, %62
  %119 = call i32 @llvm.fshl.i32(i32 %118, i32 %118, i32 %17) #4
  %120 = xor i32 %119, %20
  %121 = add i32 %95, %19
  %122 = add i32 %121, %120
  %123 = add i32 %122, %18
  %124 = mul i32 %123, -1640531535
  %125 = icmp ugt i32 %42, 33550336
  %126 = select i1 %125, i32 %124, i32 0
  %127 = xor i32 %126, %43
  %128 = add nuw nsw i32 %17, 1
  %129 = icmp eq i32 %128, 3000
  br i1 %129, label %130, label %15, !llvm.loop !12

130:                                              ; preds = %84
  %131 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 0
  store i32 %127, i32* %131, align 4, !tbaa !5
  %132 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 1
  store i32 %45, i32* %132, align 4, !tbaa !5
  %133 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 2
  store i32 %48, i32* %133, align 4, !tbaa !5
  %134 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 3
  store i32 %50, i32* %134, align 4, !tbaa !5
  %135 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 4
  store i32 %62, i32* %135, align 4, !tbaa !5
  %136 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 5
  store i32 %63, i32* %136, align 4, !tbaa !5
  %137 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 6
  store i32 %67, i32* %137, align 4, !tbaa !5
  %138 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 7
  store i32 %71, i32* %138, align 4, !tbaa !5
  %139 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 8
  store i32 %85, i32* %139, align 4, !tbaa !5
  %140 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 9
  store i32 %86, i32* %140, align 4, !tbaa !5
  %141 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 10
  store i32 %87, i32* %141, align 4, !tbaa !5
  %142 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 11
  store i32 %88, i32* %142, align 4, !tbaa !5
  %143 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 12
  store i32 %93, i32* %143, align 4, !tbaa !5
  %144 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 13
  store i32 %95, i32* %144, align 4, !tbaa !5
  %145 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 14
  store i32 %98, i32* %145, align 4, !tbaa !5
  %146 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 15
  store i32 %100, i32* %146, align 4, !tbaa !5
  %147 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 16
  store i32 %102, i32* %147, align 4, !tbaa !5
  %148 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 17
  store i32 %105, i32* %148, align 4, !tbaa !5
  %149 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 18
  store i32 %111, i32* %149, align 4, !tbaa !5
  %150 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 19
  store i32 %115, i32* %150, align 4, !tbaa !5
  %151 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 20
  store i32 %118, i32* %151, align 4, !tbaa !5
  %152 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 21
  store i32 %120, i32* %152, align 4, !tbaa !5
  %153 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 22
  store i32 %122, i32* %153, align 4, !tbaa !5
  %154 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 23
  store i32 %124, i32* %154, align 4, !tbaa !5
  %155 = xor i32 %48, %50
  %156 = xor i32 %155, %67
  %157 = xor i32 %156, %98
  %158 = xor i32 %157, %100
  %159 = xor i32 %158, %45
  %160 = xor i32 %159, %93
  %161 = xor i32 %160, %102
  %162 = xor i32 %161, %71
  %163 = xor i32 %162, %95
  %164 = xor i32 %163, %105
  %165 = xor i32 %164, %111
  %166 = xor i32 %165, %62
  %167 = xor i32 %166, %63
  %168 = xor i32 %167, %115
  %169 = xor i32 %168, %118
  %170 = xor i32 %169, %120
  %171 = xor i32 %170, %122
  %172 = xor i32 %171, %124
  %173 = xor i32 %172, %127
  %174 = xor i32 %173, %85
  %175 = xor i32 %174, %86
  %176 = xor i32 %175, %87
  br label %177

177:                                              ; preds = %130, %177
  %178 = phi i32 [ 0, %130 ], [ %186, %177 ]
  %179 = phi i32 [ 0, %130 ], [ %185, %177 ]
  %180 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %178
  %181 = load i32, i32* %180, align 4, !tbaa !5
  %182 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i32 noundef %178, i32 noundef %181)
  %183 = mul i32 %179, 33
  %184 = load i32, i32* %180, align 4, !tbaa !5
  %185 = add i32 %184, %183
  %186 = add nuw nsw i32 %178, 1
  %187 = icmp eq i32 %186, 24
  br i1 %187, label %188, label %177, !llvm.loop !13

188:                                              ; preds = %177
  %189 = xor i32 %176, %88
  %190 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef %189)
  br label %191

191:                                              ; preds = %191, %188
  %192 = phi i64 [ 1, %188 ], [ %215, %191 ]
  %193 = phi i64 [ 3, %188 ], [ %217, %191 ]
  %194 = phi i32 [ 0, %188 ], [ %251, %191 ]
  %195 = phi i64 [ 23, %188 ], [ %250, %191 ]
  %196 = phi i64 [ 21, %188 ], [ %248, %191 ]
  %197 = phi i64 [ 19, %188 ], [ %244, %191 ]
  %198 = phi i64 [ 17, %188 ], [ %242, %191 ]
  %199 = phi i64 [ 15, %188 ], [ %240, %191 ]
  %200 = phi i64 [ 13, %188 ], [ %235, %191 ]
  %201 = phi i64 [ 11, %188 ], [ %233, %191 ]
  %202 = phi i64 [ 9, %188 ], [ %231, %191 ]
  %203 = phi i64 [ 7, %188 ], [ %228, %191 ]
  %204 = phi i64 [ 5, %188 ], [ %224, %191 ]
  %205 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i32 0, i32 %194
  %206 = load i32, i32* %205, align 4, !tbaa !5
  %207 = zext i32 %206 to i64
  %208 = shl nuw i64 %207, 32
  %209 = mul nuw nsw i32 %194, 7
  %210 = urem i32 %209, 3000
  %211 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i32 0, i32 %210
  %212 = load i32, i32* %211, align 4, !tbaa !5
  %213 = zext i32 %212 to i64
  %214 = or i64 %208, %213
  %215 = add i64 %214, %192
  %216 = xor i64 %214, %193
  %217 = mul i64 %216, 1099511628211
  %218 = and i64 %207, 4
  %219 = icmp eq i64 %218, 0
  %220 = lshr i64 %217, 17
  %221 = add i64 %220, %204
  %222 = shl i64 %215, 3
  %223 = xor i64 %222, %204
  %224 = select i1 %219, i64 %223, i64 %221
  %225 = icmp ugt i64 %203, %214
  %226 = sub i64 %203, %214
  %227 = sub i64 %214, %203
  %228 = select i1 %225, i64 %226, i64 %227
  %229 = and i64 %207, 31
  %230 = lshr i64 %228, %229
  %231 = add i64 %230, %202
  %232 = add i64 %224, %231
  %233 = xor i64 %232, %201
  %234 = call i64 @llvm.fshl.i64(i64 %200, i64 %200, i64 7) #4
  %235 = add i64 %233, %234
  %236 = lshr i64 %207, 3
  %237 = and i64 %236, 1
  %238 = add nsw i64 %237, -1
  %239 = xor i64 %235, %238
  %240 = add i64 %239, %199
  %241 = mul i64 %198, 6364136223846793005
  %242 = add i64 %240, %241
  %243 = lshr i64 %242, 33
  %244 = sub i64 %197, %243
  %245 = and i64 %244, 65535
  %246 = and i64 %207, 65535
  %247 = mul nuw nsw i64 %245, %246
  %248 = xor i64 %247, %196
  %249 = add i64 %215, %195
  %250 = add i64 %249, %248
  %251 = add nuw nsw i32 %194, 1
  %252 = icmp eq i32 %251, 3000
  br i1 %252, label %253, label %191, !llvm.loop !14

253:                                              ; preds = %191
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
  %265 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.2, i32 0, i32 0), i64 noundef %264)
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
  br i1 %332, label %333, label %266, !llvm.loop !15

333:                                              ; preds = %266
  %334 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 0
  store double %291, double* %334, align 8, !tbaa !16
  %335 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 1
  store double %293, double* %335, align 8, !tbaa !16
  %336 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 2
  store double %297, double* %336, align 8, !tbaa !16
  %337 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 3
  store double %299, double* %337, align 8, !tbaa !16
  %338 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 4
  store double %301, double* %338, align 8, !tbaa !16
  %339 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 5
  store double %303, double* %339, align 8, !tbaa !16
  %340 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 6
  store double %305, double* %340, align 8, !tbaa !16
  %341 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 7
  store double %310, double* %341, align 8, !tbaa !16
  %342 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 8
  store double %311, double* %342, align 8, !tbaa !16
  %343 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 9
  store double %313, double* %343, align 8, !tbaa !16
  %344 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 10
  store double %314, double* %344, align 8, !tbaa !16
  %345 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 11
  store double %315, double* %345, align 8, !tbaa !16
  %346 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 12
  store double %317, double* %346, align 8, !tbaa !16
  %347 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 13
  store double %319, double* %347, align 8, !tbaa !16
  %348 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 14
  store double %321, double* %348, align 8, !tbaa !16
  %349 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 15
  store double %325, double* %349, align 8, !tbaa !16
  %350 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 16
  store double %328, double* %350, align 8, !tbaa !16
  %351 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 17
  store double %330, double* %351, align 8, !tbaa !16
  br label %352

352:                                              ; preds = %333, %352
  %353 = phi i32 [ 0, %333 ], [ %357, %352 ]
  %354 = getelementptr inbounds [18 x double], [18 x double]* %2, i32 0, i32 %353
  %355 = load double, double* %354, align 8, !tbaa !16
  %356 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %353, double noundef %355)
  %357 = add nuw nsw i32 %353, 1
  %358 = icmp eq i32 %357, 18
  br i1 %358, label %359, label %352, !llvm.loop !18

359:                                              ; preds = %352
  %360 = fadd double %293, %291
  %361 = fadd double %360, %297
  %362 = fadd double %299, %361
  %363 = fadd double %301, %362
  %364 = fadd double %303, %363
  %365 = fadd double %305, %364
  %366 = fadd double %310, %365
  %367 = fsub double %366, %278
  %368 = fadd double %313, %367
  %369 = fadd double %314, %368
  %370 = fadd double %315, %369
  %371 = fadd double %317, %370
  %372 = fadd double %319, %371
  %373 = fadd double %321, %372
  %374 = fadd double %325, %373
  %375 = fadd double %328, %374
  %376 = fadd double %330, %375
  %377 = lshr i64 %264, 32
  %378 = xor i64 %377, %264
  %379 = trunc i64 %378 to i32
  %380 = xor i32 %185, %379
  %381 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i32 0, i32 0), double noundef %376)
  %382 = fmul double %376, 1.000000e+03
  %383 = fptosi double %382 to i64
  %384 = trunc i64 %383 to i32
  %385 = add i32 %380, %384
  %386 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i32 noundef %385)
  %387 = and i32 %385, 127
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %4) #4
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %3) #4
  ret i32 %387
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
