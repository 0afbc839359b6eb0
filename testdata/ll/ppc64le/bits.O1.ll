; ModuleID = 'c/bits.c'
source_filename = "c/bits.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@vseed = internal global i64 2611923443488327891, align 8
@.str = private unnamed_addr constant [59 x i8] c"popcount sum=%d clz/ctz sum=%d ctz64 sum=%d mismatches=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"after loop check = %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [56 x i8] c"x=%08x pop=%d clz=%d ctz=%d bswap=%08x rev=%08x np2=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [47 x i8] c"bswap64=%016llx gray=%016llx ffs=%d parity=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [63 x i8] c"clz(1)=%d clz(~0)=%d clzll(1)=%d ctzll(2^63)=%d pop(~0ull)=%d\0A\00", align 1
@main.sa = internal unnamed_addr constant [9 x i32] [i32 0, i32 1, i32 -1, i32 2147483647, i32 -2147483648, i32 65536, i32 -46341, i32 46340, i32 123456789], align 4
@main.la = internal unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 -1, i64 9223372036854775807, i64 -9223372036854775808, i64 4294967296, i64 -3037000500, i64 3037000499], align 8
@.str.5 = private unnamed_addr constant [63 x i8] c"overflows: add32=%d mul32=%d sub32=%d umul32=%d s64=%d u64=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [50 x i8] c"46341^2 ovf=%d wrapped=%d; max-1+1 ovf=%d r=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i64, i64* @vseed, align 8, !tbaa !5
  %2 = load i32, i32* @check, align 4, !tbaa !9
  br label %3

3:                                                ; preds = %0, %111
  %4 = phi i32 [ 0, %0 ], [ %133, %111 ]
  %5 = phi i32 [ 0, %0 ], [ %29, %111 ]
  %6 = phi i32 [ 0, %0 ], [ %43, %111 ]
  %7 = phi i32 [ 0, %0 ], [ %48, %111 ]
  %8 = phi i32 [ 0, %0 ], [ %132, %111 ]
  %9 = phi i64 [ %1, %0 ], [ %16, %111 ]
  %10 = phi i32 [ %2, %0 ], [ %115, %111 ]
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
  %22 = call i64 @llvm.ctpop.i64(i64 %16) #4, !range !11
  %23 = trunc i64 %22 to i32
  %24 = icmp ne i32 %23, %21
  %25 = zext i1 %24 to i32
  %26 = add nsw i32 %8, %25
  %27 = call i32 @llvm.ctpop.i32(i32 %17), !range !12
  %28 = add i32 %5, %21
  %29 = add i32 %28, %27
  %30 = icmp eq i32 %17, 0
  %31 = call i32 @llvm.ctlz.i32(i32 %17, i1 true), !range !12
  %32 = call i32 @llvm.cttz.i32(i32 %17, i1 true), !range !12
  %33 = add nuw nsw i32 %31, %32
  %34 = select i1 %30, i32 0, i32 %33
  %35 = or i64 %16, 1
  %36 = call i64 @llvm.ctlz.i64(i64 %35, i1 true), !range !13
  %37 = trunc i64 %36 to i32
  %38 = or i64 %16, -9223372036854775808
  %39 = call i64 @llvm.cttz.i64(i64 %38, i1 true), !range !13
  %40 = trunc i64 %39 to i32
  %41 = add i32 %6, %40
  %42 = add i32 %41, %37
  %43 = add i32 %42, %34
  %44 = icmp ult i64 %16, 4294967296
  %45 = call i64 @llvm.cttz.i64(i64 %16, i1 false), !range !11
  %46 = trunc i64 %45 to i32
  %47 = select i1 %44, i32 40, i32 %46
  %48 = add nuw nsw i32 %47, %7
  %49 = call i64 @llvm.bswap.i64(i64 %16)
  %50 = lshr i32 %19, 1
  %51 = and i32 %50, 1431655765
  %52 = shl i32 %19, 1
  %53 = and i32 %52, -1431655766
  %54 = or i32 %51, %53
  %55 = lshr i32 %54, 2
  %56 = and i32 %55, 858993459
  %57 = shl i32 %54, 2
  %58 = and i32 %57, -858993460
  %59 = or i32 %56, %58
  %60 = lshr i32 %59, 4
  %61 = and i32 %60, 252645135
  %62 = shl i32 %59, 4
  %63 = and i32 %62, -252645136
  %64 = or i32 %61, %63
  %65 = call i32 @llvm.bswap.i32(i32 %64) #4
  %66 = trunc i64 %49 to i32
  %67 = xor i32 %65, %66
  %68 = xor i32 %67, %10
  %69 = mul i32 %68, -1640531535
  %70 = lshr i64 %49, 32
  %71 = trunc i64 %70 to i32
  %72 = xor i32 %69, %71
  %73 = mul i32 %72, -2048144777
  %74 = call i32 @llvm.fshl.i32(i32 %17, i32 %17, i32 %19) #4
  %75 = call i64 @llvm.fshr.i64(i64 %16, i64 %16, i64 %14) #4
  %76 = trunc i64 %75 to i32
  %77 = xor i32 %74, %76
  %78 = xor i32 %77, %73
  %79 = mul i32 %78, -1640531535
  %80 = lshr i64 %75, 32
  %81 = trunc i64 %80 to i32
  %82 = xor i32 %79, %81
  %83 = mul i32 %82, -2048144777
  %84 = sub i32 0, %17
  %85 = and i32 %84, %17
  %86 = add i32 %17, 2147483647
  %87 = and i32 %86, %17
  %88 = lshr i32 %17, 1
  %89 = or i32 %88, %17
  %90 = lshr i32 %89, 2
  %91 = or i32 %90, %89
  %92 = lshr i32 %91, 4
  %93 = or i32 %92, %91
  %94 = lshr i32 %93, 8
  %95 = or i32 %94, %93
  %96 = lshr i32 %95, 16
  %97 = or i32 %96, %95
  %98 = shl i32 %87, 1
  %99 = xor i32 %98, %85
  %100 = xor i32 %99, %97
  %101 = and i32 %17, 15
  %102 = lshr i32 %19, %101
  %103 = icmp ult i32 %102, 2
  br i1 %103, label %111, label %104

104:                                              ; preds = %3
  %105 = icmp ugt i32 %102, -2147483648
  br i1 %105, label %111, label %106

106:                                              ; preds = %104
  %107 = add i32 %102, -1
  %108 = call i32 @llvm.ctlz.i32(i32 %107, i1 false) #4, !range !12
  %109 = sub nuw nsw i32 32, %108
  %110 = shl i32 1, %109
  br label %111

111:                                              ; preds = %3, %104, %106
  %112 = phi i32 [ %110, %106 ], [ 1, %3 ], [ 0, %104 ]
  %113 = add i32 %112, %100
  %114 = xor i32 %113, %83
  %115 = mul i32 %114, -62244025
  %116 = lshr i64 %16, 1
  %117 = xor i64 %116, %16
  %118 = lshr i64 %117, 1
  %119 = xor i64 %118, %117
  %120 = lshr i64 %119, 2
  %121 = xor i64 %120, %119
  %122 = lshr i64 %121, 4
  %123 = xor i64 %122, %121
  %124 = lshr i64 %123, 8
  %125 = xor i64 %124, %123
  %126 = lshr i64 %125, 16
  %127 = xor i64 %126, %125
  %128 = lshr i64 %127, 32
  %129 = xor i64 %128, %127
  %130 = icmp ne i64 %129, %16
  %131 = zext i1 %130 to i32
  %132 = add nsw i32 %26, %131
  %133 = add nuw nsw i32 %4, 1
  %134 = icmp eq i32 %133, 500
  br i1 %134, label %135, label %3, !llvm.loop !14

135:                                              ; preds = %111
  store i32 %115, i32* @check, align 4, !tbaa !9
  %136 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str, i64 0, i64 0), i32 noundef signext %29, i32 noundef signext %43, i32 noundef signext %48, i32 noundef signext %132)
  %137 = load i32, i32* @check, align 4, !tbaa !9
  %138 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef zeroext %137)
  %139 = lshr i64 %16, 17
  %140 = trunc i64 %139 to i32
  %141 = or i32 %140, 256
  %142 = call i32 @llvm.ctpop.i32(i32 %141), !range !17
  %143 = call i32 @llvm.ctlz.i32(i32 %141, i1 true), !range !18
  %144 = call i32 @llvm.cttz.i32(i32 %141, i1 true), !range !19
  %145 = call i32 @llvm.bswap.i32(i32 %141)
  %146 = lshr i32 %140, 1
  %147 = and i32 %146, 1431655765
  %148 = shl i32 %141, 1
  %149 = and i32 %148, -1431655766
  %150 = or i32 %149, %147
  %151 = lshr i32 %150, 2
  %152 = and i32 %151, 858993459
  %153 = shl i32 %150, 2
  %154 = and i32 %153, -858993460
  %155 = or i32 %152, %154
  %156 = lshr i32 %155, 4
  %157 = and i32 %156, 252645135
  %158 = shl i32 %155, 4
  %159 = and i32 %158, -252645136
  %160 = or i32 %157, %159
  %161 = call i32 @llvm.bswap.i32(i32 %160) #4
  %162 = and i32 %141, 1048575
  %163 = add nsw i32 %162, -1
  %164 = call i32 @llvm.ctlz.i32(i32 %163, i1 false) #4, !range !20
  %165 = sub nuw nsw i32 32, %164
  %166 = shl i32 1, %165
  %167 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.2, i64 0, i64 0), i32 noundef zeroext %141, i32 noundef signext %142, i32 noundef signext %143, i32 noundef signext %144, i32 noundef zeroext %145, i32 noundef zeroext %161, i32 noundef zeroext %166)
  %168 = call i64 @llvm.bswap.i64(i64 %16)
  %169 = lshr i64 %16, 1
  %170 = xor i64 %169, %16
  %171 = and i64 %16, -256
  %172 = call i64 @llvm.cttz.i64(i64 %171, i1 true), !range !21
  %173 = icmp eq i64 %171, 0
  %174 = trunc i64 %172 to i32
  %175 = add nuw nsw i32 %174, 1
  %176 = select i1 %173, i32 0, i32 %175
  %177 = call i64 @llvm.ctpop.i64(i64 %16), !range !11
  %178 = trunc i64 %177 to i32
  %179 = and i32 %178, 1
  %180 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.3, i64 0, i64 0), i64 noundef %168, i64 noundef %170, i32 noundef signext %176, i32 noundef signext %179)
  %181 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext 31, i32 noundef signext 0, i32 noundef signext 63, i32 noundef signext 63, i32 noundef signext 64)
  %182 = load i32, i32* @check, align 4, !tbaa !9
  br label %183

183:                                              ; preds = %135, %232
  %184 = phi i64 [ 0, %135 ], [ %233, %232 ]
  %185 = phi i32 [ 0, %135 ], [ %206, %232 ]
  %186 = phi i32 [ 0, %135 ], [ %213, %232 ]
  %187 = phi i32 [ 0, %135 ], [ %220, %232 ]
  %188 = phi i32 [ 0, %135 ], [ %227, %232 ]
  %189 = phi i32 [ %182, %135 ], [ %229, %232 ]
  %190 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i64 0, i64 %184
  %191 = load i32, i32* %190, align 4, !tbaa !9
  br label %193

192:                                              ; preds = %232
  store i32 %229, i32* @check, align 4, !tbaa !9
  br label %235

193:                                              ; preds = %183, %193
  %194 = phi i64 [ 0, %183 ], [ %230, %193 ]
  %195 = phi i32 [ %185, %183 ], [ %206, %193 ]
  %196 = phi i32 [ %186, %183 ], [ %213, %193 ]
  %197 = phi i32 [ %187, %183 ], [ %220, %193 ]
  %198 = phi i32 [ %188, %183 ], [ %227, %193 ]
  %199 = phi i32 [ %189, %183 ], [ %229, %193 ]
  %200 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i64 0, i64 %194
  %201 = load i32, i32* %200, align 4, !tbaa !9
  %202 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %191, i32 %201)
  %203 = extractvalue { i32, i1 } %202, 1
  %204 = extractvalue { i32, i1 } %202, 0
  %205 = zext i1 %203 to i32
  %206 = add nsw i32 %195, %205
  %207 = xor i32 %204, %199
  %208 = mul i32 %207, -62244025
  %209 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %191, i32 %201)
  %210 = extractvalue { i32, i1 } %209, 1
  %211 = extractvalue { i32, i1 } %209, 0
  %212 = zext i1 %210 to i32
  %213 = add nsw i32 %196, %212
  %214 = xor i32 %208, %211
  %215 = mul i32 %214, -62244025
  %216 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %191, i32 %201)
  %217 = extractvalue { i32, i1 } %216, 1
  %218 = extractvalue { i32, i1 } %216, 0
  %219 = zext i1 %217 to i32
  %220 = add nsw i32 %197, %219
  %221 = xor i32 %215, %218
  %222 = mul i32 %221, -62244025
  %223 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %191, i32 %201)
  %224 = extractvalue { i32, i1 } %223, 1
  %225 = extractvalue { i32, i1 } %223, 0
  %226 = zext i1 %224 to i32
  %227 = add nsw i32 %198, %226
  %228 = xor i32 %222, %225
  %229 = mul i32 %228, -62244025
  %230 = add nuw nsw i64 %194, 1
  %231 = icmp eq i64 %230, 9
  br i1 %231, label %232, label %193, !llvm.loop !22

232:                                              ; preds = %193
  %233 = add nuw nsw i64 %184, 1
  %234 = icmp eq i64 %233, 9
  br i1 %234, label %192, label %183, !llvm.loop !23

235:                                              ; preds = %192, %299
  %236 = phi i64 [ 0, %192 ], [ %300, %299 ]
  %237 = phi i32 [ 0, %192 ], [ %265, %299 ]
  %238 = phi i32 [ 0, %192 ], [ %289, %299 ]
  %239 = phi i32 [ %229, %192 ], [ %296, %299 ]
  %240 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i64 0, i64 %236
  %241 = load i64, i64* %240, align 8, !tbaa !5
  br label %242

242:                                              ; preds = %235, %242
  %243 = phi i64 [ 0, %235 ], [ %297, %242 ]
  %244 = phi i32 [ %237, %235 ], [ %265, %242 ]
  %245 = phi i32 [ %238, %235 ], [ %289, %242 ]
  %246 = phi i32 [ %239, %235 ], [ %296, %242 ]
  %247 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i64 0, i64 %243
  %248 = load i64, i64* %247, align 8, !tbaa !5
  %249 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %241, i64 %248)
  %250 = extractvalue { i64, i1 } %249, 1
  %251 = extractvalue { i64, i1 } %249, 0
  %252 = zext i1 %250 to i32
  %253 = add nsw i32 %244, %252
  %254 = trunc i64 %251 to i32
  %255 = xor i32 %246, %254
  %256 = mul i32 %255, -1640531535
  %257 = lshr i64 %251, 32
  %258 = trunc i64 %257 to i32
  %259 = xor i32 %256, %258
  %260 = mul i32 %259, -2048144777
  %261 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %241, i64 %248)
  %262 = extractvalue { i64, i1 } %261, 1
  %263 = extractvalue { i64, i1 } %261, 0
  %264 = zext i1 %262 to i32
  %265 = add nsw i32 %253, %264
  %266 = trunc i64 %263 to i32
  %267 = xor i32 %260, %266
  %268 = mul i32 %267, -1640531535
  %269 = lshr i64 %263, 32
  %270 = trunc i64 %269 to i32
  %271 = xor i32 %268, %270
  %272 = mul i32 %271, -2048144777
  %273 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %241, i64 %248)
  %274 = extractvalue { i64, i1 } %273, 1
  %275 = extractvalue { i64, i1 } %273, 0
  %276 = zext i1 %274 to i32
  %277 = add nsw i32 %245, %276
  %278 = trunc i64 %275 to i32
  %279 = xor i32 %272, %278
  %280 = mul i32 %279, -1640531535
  %281 = lshr i64 %275, 32
  %282 = trunc i64 %281 to i32
  %283 = xor i32 %280, %282
  %284 = mul i32 %283, -2048144777
  %285 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %241, i64 %248)
  %286 = extractvalue { i64, i1 } %285, 1
  %287 = extractvalue { i64, i1 } %285, 0
  %288 = zext i1 %286 to i32
  %289 = add nsw i32 %277, %288
  %290 = trunc i64 %287 to i32
  %291 = xor i32 %284, %290
  %292 = mul i32 %291, -1640531535
  %293 = lshr i64 %287, 32
  %294 = trunc i64 %293 to i32
  %295 = xor i32 %292, %294
  %296 = mul i32 %295, -2048144777
  %297 = add nuw nsw i64 %243, 1
  %298 = icmp eq i64 %297, 8
  br i1 %298, label %299, label %242, !llvm.loop !24

299:                                              ; preds = %242
  %300 = add nuw nsw i64 %236, 1
  %301 = icmp eq i64 %300, 8
  br i1 %301, label %302, label %235, !llvm.loop !25

302:                                              ; preds = %299
  store i32 %296, i32* @check, align 4, !tbaa !9
  %303 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %206, i32 noundef signext %213, i32 noundef signext %220, i32 noundef signext %227, i32 noundef signext %265, i32 noundef signext %289)
  %304 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext -2147479015, i32 noundef signext 0, i64 noundef 9223372036854775807)
  %305 = load i32, i32* @check, align 4, !tbaa !9
  %306 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %305)
  %307 = load i32, i32* @check, align 4, !tbaa !9
  %308 = and i32 %307, 127
  ret i32 %308
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
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
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
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{i64 0, i64 65}
!12 = !{i32 0, i32 33}
!13 = !{i64 0, i64 64}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{i32 1, i32 33}
!18 = !{i32 0, i32 24}
!19 = !{i32 0, i32 9}
!20 = !{i32 12, i32 33}
!21 = !{i64 8, i64 65}
!22 = distinct !{!22, !15, !16}
!23 = distinct !{!23, !15, !16}
!24 = distinct !{!24, !15, !16}
!25 = distinct !{!25, !15, !16}
