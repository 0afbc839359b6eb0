; ModuleID = 'c/bits.c'
source_filename = "c/bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vseed = internal global i64 2611923443488327891, align 8
@.str = private unnamed_addr constant [59 x i8] c"popcount sum=%d clz/ctz sum=%d ctz64 sum=%d mismatches=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"after loop check = %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [56 x i8] c"x=%08x pop=%d clz=%d ctz=%d bswap=%08x rev=%08x np2=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [47 x i8] c"bswap64=%016llx gray=%016llx ffs=%d parity=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [63 x i8] c"clz(1)=%d clz(~0)=%d clzll(1)=%d ctzll(2^63)=%d pop(~0ull)=%d\0A\00", align 1
@main.sa = internal unnamed_addr constant [9 x i32] [i32 0, i32 1, i32 -1, i32 2147483647, i32 -2147483648, i32 65536, i32 -46341, i32 46340, i32 123456789], align 16
@main.la = internal unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 -1, i64 9223372036854775807, i64 -9223372036854775808, i64 4294967296, i64 -3037000500, i64 3037000499], align 16
@.str.5 = private unnamed_addr constant [63 x i8] c"overflows: add32=%d mul32=%d sub32=%d umul32=%d s64=%d u64=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [50 x i8] c"46341^2 ovf=%d wrapped=%d; max-1+1 ovf=%d r=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i64, i64* @vseed, align 8, !tbaa !5
  %2 = load i32, i32* @check, align 4, !tbaa !9
  br label %3

3:                                                ; preds = %0, %120
  %4 = phi i32 [ 0, %0 ], [ %143, %120 ]
  %5 = phi i32 [ 0, %0 ], [ %36, %120 ]
  %6 = phi i32 [ 0, %0 ], [ %52, %120 ]
  %7 = phi i32 [ 0, %0 ], [ %57, %120 ]
  %8 = phi i32 [ 0, %0 ], [ %142, %120 ]
  %9 = phi i64 [ %1, %0 ], [ %16, %120 ]
  %10 = phi i32 [ %2, %0 ], [ %124, %120 ]
  %11 = shl i64 %9, 13
  %12 = xor i64 %11, %9
  %13 = lshr i64 %12, 7
  %14 = xor i64 %13, %12
  %15 = shl i64 %14, 17
  %16 = xor i64 %15, %14
  %17 = trunc i64 %16 to i32
  %18 = lshr i64 %16, 32
  %19 = trunc i64 %18 to i32
  %20 = call i64 @llvm.ctpop.i64(i64 %16), !range !11
  %21 = trunc i64 %20 to i32
  %22 = icmp eq i64 %16, 0
  br i1 %22, label %30, label %23

23:                                               ; preds = %3, %23
  %24 = phi i32 [ %28, %23 ], [ 0, %3 ]
  %25 = phi i64 [ %27, %23 ], [ %16, %3 ]
  %26 = add i64 %25, -1
  %27 = and i64 %26, %25
  %28 = add nuw nsw i32 %24, 1
  %29 = icmp eq i64 %27, 0
  br i1 %29, label %30, label %23, !llvm.loop !12

30:                                               ; preds = %23, %3
  %31 = phi i32 [ 0, %3 ], [ %28, %23 ]
  %32 = icmp ne i32 %31, %21
  %33 = zext i1 %32 to i32
  %34 = call i32 @llvm.ctpop.i32(i32 %17), !range !15
  %35 = add i32 %5, %21
  %36 = add i32 %35, %34
  %37 = icmp eq i32 %17, 0
  br i1 %37, label %43, label %38

38:                                               ; preds = %30
  %39 = call i32 @llvm.ctlz.i32(i32 %17, i1 true), !range !15
  %40 = call i32 @llvm.cttz.i32(i32 %17, i1 true), !range !15
  %41 = add i32 %40, %6
  %42 = add i32 %41, %39
  br label %43

43:                                               ; preds = %38, %30
  %44 = phi i32 [ %42, %38 ], [ %6, %30 ]
  %45 = or i64 %16, 1
  %46 = call i64 @llvm.ctlz.i64(i64 %45, i1 true), !range !16
  %47 = trunc i64 %46 to i32
  %48 = or i64 %16, -9223372036854775808
  %49 = call i64 @llvm.cttz.i64(i64 %48, i1 true), !range !16
  %50 = trunc i64 %49 to i32
  %51 = add nuw nsw i32 %47, %50
  %52 = add nsw i32 %51, %44
  %53 = icmp ult i64 %16, 4294967296
  %54 = call i64 @llvm.cttz.i64(i64 %16, i1 true), !range !11
  %55 = trunc i64 %54 to i32
  %56 = select i1 %53, i32 40, i32 %55
  %57 = add nuw nsw i32 %56, %7
  %58 = call i64 @llvm.bswap.i64(i64 %16)
  %59 = lshr i32 %19, 1
  %60 = and i32 %59, 1431655765
  %61 = shl i32 %19, 1
  %62 = and i32 %61, -1431655766
  %63 = or i32 %60, %62
  %64 = lshr i32 %63, 2
  %65 = and i32 %64, 858993459
  %66 = shl i32 %63, 2
  %67 = and i32 %66, -858993460
  %68 = or i32 %65, %67
  %69 = lshr i32 %68, 4
  %70 = and i32 %69, 252645135
  %71 = shl i32 %68, 4
  %72 = and i32 %71, -252645136
  %73 = or i32 %70, %72
  %74 = call i32 @llvm.bswap.i32(i32 %73) #4
  %75 = trunc i64 %58 to i32
  %76 = xor i32 %74, %75
  %77 = xor i32 %76, %10
  %78 = mul i32 %77, -1640531535
  %79 = lshr i64 %58, 32
  %80 = trunc i64 %79 to i32
  %81 = xor i32 %78, %80
  %82 = mul i32 %81, -2048144777
  %83 = call i32 @llvm.fshl.i32(i32 %17, i32 %17, i32 %19) #4
  %84 = call i64 @llvm.fshr.i64(i64 %16, i64 %16, i64 %14) #4
  %85 = trunc i64 %84 to i32
  %86 = xor i32 %83, %85
  %87 = xor i32 %86, %82
  %88 = mul i32 %87, -1640531535
  %89 = lshr i64 %84, 32
  %90 = trunc i64 %89 to i32
  %91 = xor i32 %88, %90
  %92 = mul i32 %91, -2048144777
  %93 = sub i32 0, %17
  %94 = and i32 %93, %17
  %95 = add i32 %17, 2147483647
  %96 = and i32 %95, %17
  %97 = lshr i32 %17, 1
  %98 = or i32 %97, %17
  %99 = lshr i32 %98, 2
  %100 = or i32 %99, %98
  %101 = lshr i32 %100, 4
  %102 = or i32 %101, %100
  %103 = lshr i32 %102, 8
  %104 = or i32 %103, %102
  %105 = lshr i32 %104, 16
  %106 = or i32 %105, %104
  %107 = shl i32 %96, 1
  %108 = xor i32 %107, %94
  %109 = xor i32 %108, %106
  %110 = and i32 %17, 15
  %111 = lshr i32 %19, %110
  %112 = icmp ult i32 %111, 2
  br i1 %112, label %120, label %113

113:                                              ; preds = %43
  %114 = icmp ugt i32 %111, -2147483648
  br i1 %114, label %120, label %115

115:                                              ; preds = %113
  %116 = add i32 %111, -1
  %117 = call i32 @llvm.ctlz.i32(i32 %116, i1 true) #4, !range !15
  %118 = sub nuw nsw i32 32, %117
  %119 = shl i32 1, %118
  br label %120

120:                                              ; preds = %43, %113, %115
  %121 = phi i32 [ %119, %115 ], [ 1, %43 ], [ 0, %113 ]
  %122 = add i32 %121, %109
  %123 = xor i32 %122, %92
  %124 = mul i32 %123, -62244025
  %125 = lshr i64 %16, 1
  %126 = xor i64 %125, %16
  %127 = lshr i64 %126, 1
  %128 = xor i64 %127, %126
  %129 = lshr i64 %128, 2
  %130 = xor i64 %129, %128
  %131 = lshr i64 %130, 4
  %132 = xor i64 %131, %130
  %133 = lshr i64 %132, 8
  %134 = xor i64 %133, %132
  %135 = lshr i64 %134, 16
  %136 = xor i64 %135, %134
  %137 = lshr i64 %136, 32
  %138 = xor i64 %137, %136
  %139 = icmp ne i64 %138, %16
  %140 = zext i1 %139 to i32
  %141 = add i32 %8, %140
  %142 = add i32 %141, %33
  %143 = add nuw nsw i32 %4, 1
  %144 = icmp eq i32 %143, 500
  br i1 %144, label %145, label %3, !llvm.loop !17

145:                                              ; preds = %120
  store i32 %124, i32* @check, align 4, !tbaa !9
  %146 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str, i64 0, i64 0), i32 noundef %36, i32 noundef %52, i32 noundef %57, i32 noundef %142)
  %147 = load i32, i32* @check, align 4, !tbaa !9
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef %147)
  %149 = lshr i64 %16, 17
  %150 = trunc i64 %149 to i32
  %151 = or i32 %150, 256
  %152 = call i32 @llvm.ctpop.i32(i32 %151), !range !18
  %153 = call i32 @llvm.ctlz.i32(i32 %151, i1 true), !range !19
  %154 = call i32 @llvm.cttz.i32(i32 %151, i1 true), !range !20
  %155 = call i32 @llvm.bswap.i32(i32 %151)
  %156 = lshr i32 %150, 1
  %157 = and i32 %156, 1431655765
  %158 = shl i32 %151, 1
  %159 = and i32 %158, -1431655766
  %160 = or i32 %159, %157
  %161 = lshr i32 %160, 2
  %162 = and i32 %161, 858993459
  %163 = shl i32 %160, 2
  %164 = and i32 %163, -858993460
  %165 = or i32 %162, %164
  %166 = lshr i32 %165, 4
  %167 = and i32 %166, 252645135
  %168 = shl i32 %165, 4
  %169 = and i32 %168, -252645136
  %170 = or i32 %167, %169
  %171 = call i32 @llvm.bswap.i32(i32 %170) #4
  %172 = and i32 %151, 1048575
  %173 = add nsw i32 %172, -1
  %174 = call i32 @llvm.ctlz.i32(i32 %173, i1 true) #4, !range !15
  %175 = sub nuw nsw i32 32, %174
  %176 = shl i32 1, %175
  %177 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.2, i64 0, i64 0), i32 noundef %151, i32 noundef %152, i32 noundef %153, i32 noundef %154, i32 noundef %155, i32 noundef %171, i32 noundef %176)
  %178 = call i64 @llvm.bswap.i64(i64 %16)
  %179 = lshr i64 %16, 1
  %180 = xor i64 %179, %16
  %181 = and i64 %16, -256
  %182 = call i64 @llvm.cttz.i64(i64 %181, i1 true), !range !21
  %183 = icmp eq i64 %181, 0
  %184 = trunc i64 %182 to i32
  %185 = add nuw nsw i32 %184, 1
  %186 = select i1 %183, i32 0, i32 %185
  %187 = call i64 @llvm.ctpop.i64(i64 %16), !range !11
  %188 = trunc i64 %187 to i32
  %189 = and i32 %188, 1
  %190 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.3, i64 0, i64 0), i64 noundef %178, i64 noundef %180, i32 noundef %186, i32 noundef %189)
  %191 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.4, i64 0, i64 0), i32 noundef 31, i32 noundef 0, i32 noundef 63, i32 noundef 63, i32 noundef 64)
  %192 = load i32, i32* @check, align 4, !tbaa !9
  br label %193

193:                                              ; preds = %145, %242
  %194 = phi i64 [ 0, %145 ], [ %243, %242 ]
  %195 = phi i32 [ 0, %145 ], [ %216, %242 ]
  %196 = phi i32 [ 0, %145 ], [ %223, %242 ]
  %197 = phi i32 [ 0, %145 ], [ %230, %242 ]
  %198 = phi i32 [ 0, %145 ], [ %237, %242 ]
  %199 = phi i32 [ %192, %145 ], [ %239, %242 ]
  %200 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i64 0, i64 %194
  %201 = load i32, i32* %200, align 4, !tbaa !9
  br label %203

202:                                              ; preds = %242
  store i32 %239, i32* @check, align 4, !tbaa !9
  br label %245

203:                                              ; preds = %193, %203
  %204 = phi i64 [ 0, %193 ], [ %240, %203 ]
  %205 = phi i32 [ %195, %193 ], [ %216, %203 ]
  %206 = phi i32 [ %196, %193 ], [ %223, %203 ]
  %207 = phi i32 [ %197, %193 ], [ %230, %203 ]
  %208 = phi i32 [ %198, %193 ], [ %237, %203 ]
  %209 = phi i32 [ %199, %193 ], [ %239, %203 ]
  %210 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i64 0, i64 %204
  %211 = load i32, i32* %210, align 4, !tbaa !9
  %212 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %201, i32 %211)
  %213 = extractvalue { i32, i1 } %212, 1
  %214 = extractvalue { i32, i1 } %212, 0
  %215 = zext i1 %213 to i32
  %216 = add nsw i32 %205, %215
  %217 = xor i32 %214, %209
  %218 = mul i32 %217, -62244025
  %219 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %201, i32 %211)
  %220 = extractvalue { i32, i1 } %219, 1
  %221 = extractvalue { i32, i1 } %219, 0
  %222 = zext i1 %220 to i32
  %223 = add nsw i32 %206, %222
  %224 = xor i32 %218, %221
  %225 = mul i32 %224, -62244025
  %226 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %201, i32 %211)
  %227 = extractvalue { i32, i1 } %226, 1
  %228 = extractvalue { i32, i1 } %226, 0
  %229 = zext i1 %227 to i32
  %230 = add nsw i32 %207, %229
  %231 = xor i32 %225, %228
  %232 = mul i32 %231, -62244025
  %233 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %201, i32 %211)
  %234 = extractvalue { i32, i1 } %233, 1
  %235 = extractvalue { i32, i1 } %233, 0
  %236 = zext i1 %234 to i32
  %237 = add nsw i32 %208, %236
  %238 = xor i32 %232, %235
  %239 = mul i32 %238, -62244025
  %240 = add nuw nsw i64 %204, 1
  %241 = icmp eq i64 %240, 9
  br i1 %241, label %242, label %203, !llvm.loop !22

242:                                              ; preds = %203
  %243 = add nuw nsw i64 %194, 1
  %244 = icmp eq i64 %243, 9
  br i1 %244, label %202, label %193, !llvm.loop !23

245:                                              ; preds = %202, %309
  %246 = phi i64 [ 0, %202 ], [ %310, %309 ]
  %247 = phi i32 [ 0, %202 ], [ %275, %309 ]
  %248 = phi i32 [ 0, %202 ], [ %299, %309 ]
  %249 = phi i32 [ %239, %202 ], [ %306, %309 ]
  %250 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i64 0, i64 %246
  %251 = load i64, i64* %250, align 8, !tbaa !5
  br label %252

252:                                              ; preds = %245, %252
  %253 = phi i64 [ 0, %245 ], [ %307, %252 ]
  %254 = phi i32 [ %247, %245 ], [ %275, %252 ]
  %255 = phi i32 [ %248, %245 ], [ %299, %252 ]
  %256 = phi i32 [ %249, %245 ], [ %306, %252 ]
  %257 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i64 0, i64 %253
  %258 = load i64, i64* %257, align 8, !tbaa !5
  %259 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %251, i64 %258)
  %260 = extractvalue { i64, i1 } %259, 1
  %261 = extractvalue { i64, i1 } %259, 0
  %262 = zext i1 %260 to i32
  %263 = add nsw i32 %254, %262
  %264 = trunc i64 %261 to i32
  %265 = xor i32 %256, %264
  %266 = mul i32 %265, -1640531535
  %267 = lshr i64 %261, 32
  %268 = trunc i64 %267 to i32
  %269 = xor i32 %266, %268
  %270 = mul i32 %269, -2048144777
  %271 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %251, i64 %258)
  %272 = extractvalue { i64, i1 } %271, 1
  %273 = extractvalue { i64, i1 } %271, 0
  %274 = zext i1 %272 to i32
  %275 = add nsw i32 %263, %274
  %276 = trunc i64 %273 to i32
  %277 = xor i32 %270, %276
  %278 = mul i32 %277, -1640531535
  %279 = lshr i64 %273, 32
  %280 = trunc i64 %279 to i32
  %281 = xor i32 %278, %280
  %282 = mul i32 %281, -2048144777
  %283 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %251, i64 %258)
  %284 = extractvalue { i64, i1 } %283, 1
  %285 = extractvalue { i64, i1 } %283, 0
  %286 = zext i1 %284 to i32
  %287 = add nsw i32 %255, %286
  %288 = trunc i64 %285 to i32
  %289 = xor i32 %282, %288
  %290 = mul i32 %289, -1640531535
  %291 = lshr i64 %285, 32
  %292 = trunc i64 %291 to i32
  %293 = xor i32 %290, %292
  %294 = mul i32 %293, -2048144777
  %295 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %251, i64 %258)
  %296 = extractvalue { i64, i1 } %295, 1
  %297 = extractvalue { i64, i1 } %295, 0
  %298 = zext i1 %296 to i32
  %299 = add nsw i32 %287, %298
  %300 = trunc i64 %297 to i32
  %301 = xor i32 %294, %300
  %302 = mul i32 %301, -1640531535
  %303 = lshr i64 %297, 32
  %304 = trunc i64 %303 to i32
  %305 = xor i32 %302, %304
  %306 = mul i32 %305, -2048144777
  %307 = add nuw nsw i64 %253, 1
  %308 = icmp eq i64 %307, 8
  br i1 %308, label %309, label %252, !llvm.loop !24

309:                                              ; preds = %252
  %310 = add nuw nsw i64 %246, 1
  %311 = icmp eq i64 %310, 8
  br i1 %311, label %312, label %245, !llvm.loop !25

312:                                              ; preds = %309
  store i32 %306, i32* @check, align 4, !tbaa !9
  %313 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.5, i64 0, i64 0), i32 noundef %216, i32 noundef %223, i32 noundef %230, i32 noundef %237, i32 noundef %275, i32 noundef %299)
  %314 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1, i32 noundef -2147479015, i32 noundef 0, i64 noundef 9223372036854775807)
  %315 = load i32, i32* @check, align 4, !tbaa !9
  %316 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef %315)
  %317 = load i32, i32* @check, align 4, !tbaa !9
  %318 = and i32 %317, 127
  ret i32 %318
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshr.i64(i64, i64, i64) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
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
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{i64 0, i64 65}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{i32 0, i32 33}
!16 = !{i64 0, i64 64}
!17 = distinct !{!17, !13, !14}
!18 = !{i32 1, i32 33}
!19 = !{i32 0, i32 24}
!20 = !{i32 0, i32 9}
!21 = !{i64 8, i64 65}
!22 = distinct !{!22, !13, !14}
!23 = distinct !{!23, !13, !14}
!24 = distinct !{!24, !13, !14}
!25 = distinct !{!25, !13, !14}
