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
  %20 = tail call i64 @llvm.ctpop.i64(i64 %16), !range !11
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
  %34 = tail call i32 @llvm.ctpop.i32(i32 %17), !range !14
  %35 = add i32 %5, %21
  %36 = add i32 %35, %34
  %37 = icmp eq i32 %17, 0
  br i1 %37, label %43, label %38

38:                                               ; preds = %30
  %39 = tail call i32 @llvm.ctlz.i32(i32 %17, i1 true), !range !14
  %40 = tail call i32 @llvm.cttz.i32(i32 %17, i1 true), !range !14
  %41 = add i32 %40, %6
  %42 = add i32 %41, %39
  br label %43

43:                                               ; preds = %38, %30
  %44 = phi i32 [ %42, %38 ], [ %6, %30 ]
  %45 = or i64 %16, 1
  %46 = tail call i64 @llvm.ctlz.i64(i64 %45, i1 true), !range !15
  %47 = trunc i64 %46 to i32
  %48 = or i64 %16, -9223372036854775808
  %49 = tail call i64 @llvm.cttz.i64(i64 %48, i1 true), !range !15
  %50 = trunc i64 %49 to i32
  %51 = add nuw nsw i32 %47, %50
  %52 = add nsw i32 %51, %44
  %53 = icmp ult i64 %16, 4294967296
  %54 = tail call i64 @llvm.cttz.i64(i64 %16, i1 true), !range !11
  %55 = trunc i64 %54 to i32
  %56 = select i1 %53, i32 40, i32 %55
  %57 = add nuw nsw i32 %56, %7
  %58 = tail call i64 @llvm.bswap.i64(i64 %16)
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
  %74 = tail call i32 @llvm.bswap.i32(i32 %73) #4
  %75 = trunc i64 %58 to i32
  %76 = xor i32 %74, %75
  %77 = xor i32 %76, %10
  %78 = mul i32 %77, -1640531535
  %79 = lshr i64 %58, 32
  %80 = trunc i64 %79 to i32
  %81 = xor i32 %78, %80
  %82 = mul i32 %81, -2048144777
  %83 = tail call i32 @llvm.fshl.i32(i32 %17, i32 %17, i32 %19) #4
  %84 = tail call i64 @llvm.fshr.i64(i64 %16, i64 %16, i64 %14) #4
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
  %117 = tail call i32 @llvm.ctlz.i32(i32 %116, i1 true) #4, !range !14
  %118 = sub nuw nsw i32 32, %117
  %119 = shl nuw i32 1, %118
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
  br i1 %144, label %145, label %3, !llvm.loop !16

145:                                              ; preds = %120
  %146 = trunc i64 %20 to i32
  store i32 %124, i32* @check, align 4, !tbaa !9
  %147 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str, i64 0, i64 0), i32 noundef %36, i32 noundef %52, i32 noundef %57, i32 noundef %142)
  %148 = load i32, i32* @check, align 4, !tbaa !9
  %149 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef %148)
  %150 = lshr i64 %16, 17
  %151 = trunc i64 %150 to i32
  %152 = or i32 %151, 256
  %153 = tail call i32 @llvm.ctpop.i32(i32 %152), !range !17
  %154 = tail call i32 @llvm.ctlz.i32(i32 %152, i1 true), !range !18
  %155 = tail call i32 @llvm.cttz.i32(i32 %152, i1 true), !range !19
  %156 = tail call i32 @llvm.bswap.i32(i32 %152)
  %157 = lshr i32 %151, 1
  %158 = and i32 %157, 1431655765
  %159 = shl i32 %152, 1
  %160 = and i32 %159, -1431655766
  %161 = or i32 %160, %158
  %162 = lshr i32 %161, 2
  %163 = and i32 %162, 858993459
  %164 = shl i32 %161, 2
  %165 = and i32 %164, -858993460
  %166 = or i32 %163, %165
  %167 = lshr i32 %166, 4
  %168 = and i32 %167, 252645135
  %169 = shl i32 %166, 4
  %170 = and i32 %169, -252645136
  %171 = or i32 %168, %170
  %172 = tail call i32 @llvm.bswap.i32(i32 %171) #4
  %173 = and i32 %152, 1048575
  %174 = add nsw i32 %173, -1
  %175 = tail call i32 @llvm.ctlz.i32(i32 %174, i1 true) #4, !range !14
  %176 = sub nuw nsw i32 32, %175
  %177 = shl nuw i32 1, %176
  %178 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.2, i64 0, i64 0), i32 noundef %152, i32 noundef %153, i32 noundef %154, i32 noundef %155, i32 noundef %156, i32 noundef %172, i32 noundef %177)
  %179 = and i64 %16, -256
  %180 = tail call i64 @llvm.cttz.i64(i64 %179, i1 true), !range !20
  %181 = icmp eq i64 %179, 0
  %182 = trunc i64 %180 to i32
  %183 = add nuw nsw i32 %182, 1
  %184 = select i1 %181, i32 0, i32 %183
  %185 = and i32 %146, 1
  %186 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.3, i64 0, i64 0), i64 noundef %58, i64 noundef %126, i32 noundef %184, i32 noundef %185)
  %187 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.4, i64 0, i64 0), i32 noundef 31, i32 noundef 0, i32 noundef 63, i32 noundef 63, i32 noundef 64)
  %188 = load i32, i32* @check, align 4, !tbaa !9
  br label %189

189:                                              ; preds = %145, %236
  %190 = phi i64 [ 0, %145 ], [ %237, %236 ]
  %191 = phi i32 [ 0, %145 ], [ %211, %236 ]
  %192 = phi i32 [ 0, %145 ], [ %218, %236 ]
  %193 = phi i32 [ 0, %145 ], [ %225, %236 ]
  %194 = phi i32 [ 0, %145 ], [ %231, %236 ]
  %195 = phi i32 [ %188, %145 ], [ %233, %236 ]
  %196 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i64 0, i64 %190
  %197 = load i32, i32* %196, align 4, !tbaa !9
  br label %198

198:                                              ; preds = %189, %198
  %199 = phi i64 [ 0, %189 ], [ %234, %198 ]
  %200 = phi i32 [ %191, %189 ], [ %211, %198 ]
  %201 = phi i32 [ %192, %189 ], [ %218, %198 ]
  %202 = phi i32 [ %193, %189 ], [ %225, %198 ]
  %203 = phi i32 [ %194, %189 ], [ %231, %198 ]
  %204 = phi i32 [ %195, %189 ], [ %233, %198 ]
  %205 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i64 0, i64 %199
  %206 = load i32, i32* %205, align 4, !tbaa !9
  %207 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %197, i32 %206)
  %208 = extractvalue { i32, i1 } %207, 1
  %209 = extractvalue { i32, i1 } %207, 0
  %210 = zext i1 %208 to i32
  %211 = add nsw i32 %200, %210
  %212 = xor i32 %209, %204
  %213 = mul i32 %212, -62244025
  %214 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %197, i32 %206)
  %215 = extractvalue { i32, i1 } %214, 1
  %216 = extractvalue { i32, i1 } %214, 0
  %217 = zext i1 %215 to i32
  %218 = add nsw i32 %201, %217
  %219 = xor i32 %213, %216
  %220 = mul i32 %219, -62244025
  %221 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %197, i32 %206)
  %222 = extractvalue { i32, i1 } %221, 1
  %223 = extractvalue { i32, i1 } %221, 0
  %224 = zext i1 %222 to i32
  %225 = add nsw i32 %202, %224
  %226 = xor i32 %220, %223
  %227 = mul i32 %226, -62244025
  %228 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %197, i32 %206)
  %229 = extractvalue { i32, i1 } %228, 1
  %230 = zext i1 %229 to i32
  %231 = add nsw i32 %203, %230
  %232 = xor i32 %227, %216
  %233 = mul i32 %232, -62244025
  %234 = add nuw nsw i64 %199, 1
  %235 = icmp eq i64 %234, 9
  br i1 %235, label %236, label %198, !llvm.loop !21

236:                                              ; preds = %198
  %237 = add nuw nsw i64 %190, 1
  %238 = icmp eq i64 %237, 9
  br i1 %238, label %239, label %189, !llvm.loop !22

239:                                              ; preds = %236, %295
  %240 = phi i64 [ %296, %295 ], [ 0, %236 ]
  %241 = phi i32 [ %269, %295 ], [ 0, %236 ]
  %242 = phi i32 [ %288, %295 ], [ 0, %236 ]
  %243 = phi i32 [ %292, %295 ], [ %233, %236 ]
  %244 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i64 0, i64 %240
  %245 = load i64, i64* %244, align 8, !tbaa !5
  br label %246

246:                                              ; preds = %239, %246
  %247 = phi i64 [ 0, %239 ], [ %293, %246 ]
  %248 = phi i32 [ %241, %239 ], [ %269, %246 ]
  %249 = phi i32 [ %242, %239 ], [ %288, %246 ]
  %250 = phi i32 [ %243, %239 ], [ %292, %246 ]
  %251 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i64 0, i64 %247
  %252 = load i64, i64* %251, align 8, !tbaa !5
  %253 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %245, i64 %252)
  %254 = extractvalue { i64, i1 } %253, 1
  %255 = extractvalue { i64, i1 } %253, 0
  %256 = zext i1 %254 to i32
  %257 = add nsw i32 %248, %256
  %258 = trunc i64 %255 to i32
  %259 = xor i32 %250, %258
  %260 = mul i32 %259, -1640531535
  %261 = lshr i64 %255, 32
  %262 = trunc i64 %261 to i32
  %263 = xor i32 %260, %262
  %264 = mul i32 %263, -2048144777
  %265 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %245, i64 %252)
  %266 = extractvalue { i64, i1 } %265, 1
  %267 = extractvalue { i64, i1 } %265, 0
  %268 = zext i1 %266 to i32
  %269 = add nsw i32 %257, %268
  %270 = trunc i64 %267 to i32
  %271 = xor i32 %264, %270
  %272 = mul i32 %271, -1640531535
  %273 = lshr i64 %267, 32
  %274 = trunc i64 %273 to i32
  %275 = xor i32 %272, %274
  %276 = mul i32 %275, -2048144777
  %277 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %245, i64 %252)
  %278 = extractvalue { i64, i1 } %277, 1
  %279 = zext i1 %278 to i32
  %280 = add nsw i32 %249, %279
  %281 = xor i32 %276, %270
  %282 = mul i32 %281, -1640531535
  %283 = xor i32 %282, %274
  %284 = mul i32 %283, -2048144777
  %285 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %245, i64 %252)
  %286 = extractvalue { i64, i1 } %285, 1
  %287 = zext i1 %286 to i32
  %288 = add nsw i32 %280, %287
  %289 = xor i32 %284, %258
  %290 = mul i32 %289, -1640531535
  %291 = xor i32 %290, %262
  %292 = mul i32 %291, -2048144777
  %293 = add nuw nsw i64 %247, 1
  %294 = icmp eq i64 %293, 8
  br i1 %294, label %295, label %246, !llvm.loop !23

295:                                              ; preds = %246
  %296 = add nuw nsw i64 %240, 1
  %297 = icmp eq i64 %296, 8
  br i1 %297, label %298, label %239, !llvm.loop !24

298:                                              ; preds = %295
  store i32 %292, i32* @check, align 4, !tbaa !9
  %299 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.5, i64 0, i64 0), i32 noundef %211, i32 noundef %218, i32 noundef %225, i32 noundef %231, i32 noundef %269, i32 noundef %288)
  %300 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1, i32 noundef -2147479015, i32 noundef 0, i64 noundef 9223372036854775807)
  %301 = load i32, i32* @check, align 4, !tbaa !9
  %302 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef %301)
  %303 = load i32, i32* @check, align 4, !tbaa !9
  %304 = and i32 %303, 127
  ret i32 %304
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{i32 0, i32 33}
!15 = !{i64 0, i64 64}
!16 = distinct !{!16, !13}
!17 = !{i32 1, i32 33}
!18 = !{i32 0, i32 24}
!19 = !{i32 0, i32 9}
!20 = !{i64 8, i64 65}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
