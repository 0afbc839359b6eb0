; ModuleID = 'c/bits.c'
source_filename = "c/bits.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i64, i64* @vseed, align 8, !tbaa !5
  %2 = load i32, i32* @check, align 4, !tbaa !9
  br label %3

3:                                                ; preds = %0, %118
  %4 = phi i32 [ 0, %0 ], [ %141, %118 ]
  %5 = phi i32 [ 0, %0 ], [ %36, %118 ]
  %6 = phi i32 [ 0, %0 ], [ %50, %118 ]
  %7 = phi i32 [ 0, %0 ], [ %55, %118 ]
  %8 = phi i32 [ 0, %0 ], [ %140, %118 ]
  %9 = phi i64 [ %1, %0 ], [ %16, %118 ]
  %10 = phi i32 [ %2, %0 ], [ %122, %118 ]
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
  %38 = call i32 @llvm.ctlz.i32(i32 %17, i1 true), !range !15
  %39 = call i32 @llvm.cttz.i32(i32 %17, i1 true), !range !15
  %40 = add nuw nsw i32 %38, %39
  %41 = select i1 %37, i32 0, i32 %40
  %42 = or i64 %16, 1
  %43 = call i64 @llvm.ctlz.i64(i64 %42, i1 true), !range !16
  %44 = trunc i64 %43 to i32
  %45 = or i64 %16, -9223372036854775808
  %46 = call i64 @llvm.cttz.i64(i64 %45, i1 true), !range !16
  %47 = trunc i64 %46 to i32
  %48 = add i32 %6, %47
  %49 = add i32 %48, %44
  %50 = add i32 %49, %41
  %51 = icmp ult i64 %16, 4294967296
  %52 = call i64 @llvm.cttz.i64(i64 %16, i1 false), !range !11
  %53 = trunc i64 %52 to i32
  %54 = select i1 %51, i32 40, i32 %53
  %55 = add nuw nsw i32 %54, %7
  %56 = call i64 @llvm.bswap.i64(i64 %16)
  %57 = lshr i32 %19, 1
  %58 = and i32 %57, 1431655765
  %59 = shl i32 %19, 1
  %60 = and i32 %59, -1431655766
  %61 = or i32 %58, %60
  %62 = lshr i32 %61, 2
  %63 = and i32 %62, 858993459
  %64 = shl i32 %61, 2
  %65 = and i32 %64, -858993460
  %66 = or i32 %63, %65
  %67 = lshr i32 %66, 4
  %68 = and i32 %67, 252645135
  %69 = shl i32 %66, 4
  %70 = and i32 %69, -252645136
  %71 = or i32 %68, %70
  %72 = call i32 @llvm.bswap.i32(i32 %71) #4
  %73 = trunc i64 %56 to i32
  %74 = xor i32 %72, %73
  %75 = xor i32 %74, %10
  %76 = mul i32 %75, -1640531535
  %77 = lshr i64 %56, 32
  %78 = trunc i64 %77 to i32
  %79 = xor i32 %76, %78
  %80 = mul i32 %79, -2048144777
  %81 = call i32 @llvm.fshl.i32(i32 %17, i32 %17, i32 %19) #4
  %82 = call i64 @llvm.fshr.i64(i64 %16, i64 %16, i64 %14) #4
  %83 = trunc i64 %82 to i32
  %84 = xor i32 %81, %83
  %85 = xor i32 %84, %80
  %86 = mul i32 %85, -1640531535
  %87 = lshr i64 %82, 32
  %88 = trunc i64 %87 to i32
  %89 = xor i32 %86, %88
  %90 = mul i32 %89, -2048144777
  %91 = sub i32 0, %17
  %92 = and i32 %91, %17
  %93 = add i32 %17, 2147483647
  %94 = and i32 %93, %17
  %95 = lshr i32 %17, 1
  %96 = or i32 %95, %17
  %97 = lshr i32 %96, 2
  %98 = or i32 %97, %96
  %99 = lshr i32 %98, 4
  %100 = or i32 %99, %98
  %101 = lshr i32 %100, 8
  %102 = or i32 %101, %100
  %103 = lshr i32 %102, 16
  %104 = or i32 %103, %102
  %105 = shl i32 %94, 1
  %106 = xor i32 %105, %92
  %107 = xor i32 %106, %104
  %108 = and i32 %17, 15
  %109 = lshr i32 %19, %108
  %110 = icmp ult i32 %109, 2
  br i1 %110, label %118, label %111

111:                                              ; preds = %30
  %112 = icmp ugt i32 %109, -2147483648
  br i1 %112, label %118, label %113

113:                                              ; preds = %111
  %114 = add i32 %109, -1
  %115 = call i32 @llvm.ctlz.i32(i32 %114, i1 false) #4, !range !15
  %116 = sub nuw nsw i32 32, %115
  %117 = shl i32 1, %116
  br label %118

118:                                              ; preds = %30, %111, %113
  %119 = phi i32 [ %117, %113 ], [ 1, %30 ], [ 0, %111 ]
  %120 = add i32 %119, %107
  %121 = xor i32 %120, %90
  %122 = mul i32 %121, -62244025
  %123 = lshr i64 %16, 1
  %124 = xor i64 %123, %16
  %125 = lshr i64 %124, 1
  %126 = xor i64 %125, %124
  %127 = lshr i64 %126, 2
  %128 = xor i64 %127, %126
  %129 = lshr i64 %128, 4
  %130 = xor i64 %129, %128
  %131 = lshr i64 %130, 8
  %132 = xor i64 %131, %130
  %133 = lshr i64 %132, 16
  %134 = xor i64 %133, %132
  %135 = lshr i64 %134, 32
  %136 = xor i64 %135, %134
  %137 = icmp ne i64 %136, %16
  %138 = zext i1 %137 to i32
  %139 = add i32 %8, %138
  %140 = add i32 %139, %33
  %141 = add nuw nsw i32 %4, 1
  %142 = icmp eq i32 %141, 500
  br i1 %142, label %143, label %3, !llvm.loop !17

143:                                              ; preds = %118
  store i32 %122, i32* @check, align 4, !tbaa !9
  %144 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str, i32 0, i32 0), i32 noundef %36, i32 noundef %50, i32 noundef %55, i32 noundef %140)
  %145 = load i32, i32* @check, align 4, !tbaa !9
  %146 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i32 0, i32 0), i32 noundef %145)
  %147 = lshr i64 %16, 17
  %148 = trunc i64 %147 to i32
  %149 = or i32 %148, 256
  %150 = call i32 @llvm.ctpop.i32(i32 %149), !range !18
  %151 = call i32 @llvm.ctlz.i32(i32 %149, i1 true), !range !19
  %152 = call i32 @llvm.cttz.i32(i32 %149, i1 true), !range !20
  %153 = call i32 @llvm.bswap.i32(i32 %149)
  %154 = lshr i32 %148, 1
  %155 = and i32 %154, 1431655765
  %156 = shl i32 %149, 1
  %157 = and i32 %156, -1431655766
  %158 = or i32 %157, %155
  %159 = lshr i32 %158, 2
  %160 = and i32 %159, 858993459
  %161 = shl i32 %158, 2
  %162 = and i32 %161, -858993460
  %163 = or i32 %160, %162
  %164 = lshr i32 %163, 4
  %165 = and i32 %164, 252645135
  %166 = shl i32 %163, 4
  %167 = and i32 %166, -252645136
  %168 = or i32 %165, %167
  %169 = call i32 @llvm.bswap.i32(i32 %168) #4
  %170 = and i32 %149, 1048575
  %171 = add nsw i32 %170, -1
  %172 = call i32 @llvm.ctlz.i32(i32 %171, i1 false) #4, !range !21
  %173 = sub nuw nsw i32 32, %172
  %174 = shl i32 1, %173
  %175 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.2, i32 0, i32 0), i32 noundef %149, i32 noundef %150, i32 noundef %151, i32 noundef %152, i32 noundef %153, i32 noundef %169, i32 noundef %174)
  %176 = call i64 @llvm.bswap.i64(i64 %16)
  %177 = lshr i64 %16, 1
  %178 = xor i64 %177, %16
  %179 = and i64 %16, -256
  %180 = call i64 @llvm.cttz.i64(i64 %179, i1 true), !range !22
  %181 = icmp eq i64 %179, 0
  %182 = trunc i64 %180 to i32
  %183 = add nuw nsw i32 %182, 1
  %184 = select i1 %181, i32 0, i32 %183
  %185 = call i64 @llvm.ctpop.i64(i64 %16), !range !11
  %186 = trunc i64 %185 to i32
  %187 = and i32 %186, 1
  %188 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.3, i32 0, i32 0), i64 noundef %176, i64 noundef %178, i32 noundef %184, i32 noundef %187)
  %189 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.4, i32 0, i32 0), i32 noundef 31, i32 noundef 0, i32 noundef 63, i32 noundef 63, i32 noundef 64)
  %190 = load i32, i32* @check, align 4, !tbaa !9
  br label %191

191:                                              ; preds = %143, %240
  %192 = phi i32 [ 0, %143 ], [ %241, %240 ]
  %193 = phi i32 [ 0, %143 ], [ %214, %240 ]
  %194 = phi i32 [ 0, %143 ], [ %221, %240 ]
  %195 = phi i32 [ 0, %143 ], [ %228, %240 ]
  %196 = phi i32 [ 0, %143 ], [ %235, %240 ]
  %197 = phi i32 [ %190, %143 ], [ %237, %240 ]
  %198 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i32 0, i32 %192
  %199 = load i32, i32* %198, align 4, !tbaa !9
  br label %201

200:                                              ; preds = %240
  store i32 %237, i32* @check, align 4, !tbaa !9
  br label %243

201:                                              ; preds = %191, %201
  %202 = phi i32 [ 0, %191 ], [ %238, %201 ]
  %203 = phi i32 [ %193, %191 ], [ %214, %201 ]
  %204 = phi i32 [ %194, %191 ], [ %221, %201 ]
  %205 = phi i32 [ %195, %191 ], [ %228, %201 ]
  %206 = phi i32 [ %196, %191 ], [ %235, %201 ]
  %207 = phi i32 [ %197, %191 ], [ %237, %201 ]
  %208 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i32 0, i32 %202
  %209 = load i32, i32* %208, align 4, !tbaa !9
  %210 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %199, i32 %209)
  %211 = extractvalue { i32, i1 } %210, 1
  %212 = extractvalue { i32, i1 } %210, 0
  %213 = zext i1 %211 to i32
  %214 = add nsw i32 %203, %213
  %215 = xor i32 %212, %207
  %216 = mul i32 %215, -62244025
  %217 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %199, i32 %209)
  %218 = extractvalue { i32, i1 } %217, 1
  %219 = extractvalue { i32, i1 } %217, 0
  %220 = zext i1 %218 to i32
  %221 = add nsw i32 %204, %220
  %222 = xor i32 %216, %219
  %223 = mul i32 %222, -62244025
  %224 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %199, i32 %209)
  %225 = extractvalue { i32, i1 } %224, 1
  %226 = extractvalue { i32, i1 } %224, 0
  %227 = zext i1 %225 to i32
  %228 = add nsw i32 %205, %227
  %229 = xor i32 %223, %226
  %230 = mul i32 %229, -62244025
  %231 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %199, i32 %209)
  %232 = extractvalue { i32, i1 } %231, 1
  %233 = extractvalue { i32, i1 } %231, 0
  %234 = zext i1 %232 to i32
  %235 = add nsw i32 %206, %234
  %236 = xor i32 %230, %233
  %237 = mul i32 %236, -62244025
  %238 = add nuw nsw i32 %202, 1
  %239 = icmp eq i32 %238, 9
  br i1 %239, label %240, label %201, !llvm.loop !23

240:                                              ; preds = %201
  %241 = add nuw nsw i32 %192, 1
  %242 = icmp eq i32 %241, 9
  br i1 %242, label %200, label %191, !llvm.loop !24

243:                                              ; preds = %200, %307
  %244 = phi i32 [ 0, %200 ], [ %308, %307 ]
  %245 = phi i32 [ 0, %200 ], [ %273, %307 ]
  %246 = phi i32 [ 0, %200 ], [ %297, %307 ]
  %247 = phi i32 [ %237, %200 ], [ %304, %307 ]
  %248 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i32 0, i32 %244
  %249 = load i64, i64* %248, align 8, !tbaa !5
  br label %250

250:                                              ; preds = %243, %250
  %251 = phi i32 [ 0, %243 ], [ %305, %250 ]
  %252 = phi i32 [ %245, %243 ], [ %273, %250 ]
  %253 = phi i32 [ %246, %243 ], [ %297, %250 ]
  %254 = phi i32 [ %247, %243 ], [ %304, %250 ]
  %255 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i32 0, i32 %251
  %256 = load i64, i64* %255, align 8, !tbaa !5
  %257 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %249, i64 %256)
  %258 = extractvalue { i64, i1 } %257, 1
  %259 = extractvalue { i64, i1 } %257, 0
  %260 = zext i1 %258 to i32
  %261 = add nsw i32 %252, %260
  %262 = trunc i64 %259 to i32
  %263 = xor i32 %254, %262
  %264 = mul i32 %263, -1640531535
  %265 = lshr i64 %259, 32
  %266 = trunc i64 %265 to i32
  %267 = xor i32 %264, %266
  %268 = mul i32 %267, -2048144777
  %269 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %249, i64 %256)
  %270 = extractvalue { i64, i1 } %269, 1
  %271 = extractvalue { i64, i1 } %269, 0
  %272 = zext i1 %270 to i32
  %273 = add nsw i32 %261, %272
  %274 = trunc i64 %271 to i32
  %275 = xor i32 %268, %274
  %276 = mul i32 %275, -1640531535
  %277 = lshr i64 %271, 32
  %278 = trunc i64 %277 to i32
  %279 = xor i32 %276, %278
  %280 = mul i32 %279, -2048144777
  %281 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %249, i64 %256)
  %282 = extractvalue { i64, i1 } %281, 1
  %283 = extractvalue { i64, i1 } %281, 0
  %284 = zext i1 %282 to i32
  %285 = add nsw i32 %253, %284
  %286 = trunc i64 %283 to i32
  %287 = xor i32 %280, %286
  %288 = mul i32 %287, -1640531535
  %289 = lshr i64 %283, 32
  %290 = trunc i64 %289 to i32
  %291 = xor i32 %288, %290
  %292 = mul i32 %291, -2048144777
  %293 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %249, i64 %256)
  %294 = extractvalue { i64, i1 } %293, 1
  %295 = extractvalue { i64, i1 } %293, 0
  %296 = zext i1 %294 to i32
  %297 = add nsw i32 %285, %296
  %298 = trunc i64 %295 to i32
  %299 = xor i32 %292, %298
  %300 = mul i32 %299, -1640531535
  %301 = lshr i64 %295, 32
  %302 = trunc i64 %301 to i32
  %303 = xor i32 %300, %302
  %304 = mul i32 %303, -2048144777
  %305 = add nuw nsw i32 %251, 1
  %306 = icmp eq i32 %305, 8
  br i1 %306, label %307, label %250, !llvm.loop !25

307:                                              ; preds = %250
  %308 = add nuw nsw i32 %244, 1
  %309 = icmp eq i32 %308, 8
  br i1 %309, label %310, label %243, !llvm.loop !26

310:                                              ; preds = %307
  store i32 %304, i32* @check, align 4, !tbaa !9
  %311 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.5, i32 0, i32 0), i32 noundef %214, i32 noundef %221, i32 noundef %228, i32 noundef %235, i32 noundef %273, i32 noundef %297)
  %312 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.6, i32 0, i32 0), i32 noundef 1, i32 noundef -2147479015, i32 noundef 0, i64 noundef 9223372036854775807)
  %313 = load i32, i32* @check, align 4, !tbaa !9
  %314 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef %313)
  %315 = load i32, i32* @check, align 4, !tbaa !9
  %316 = and i32 %315, 127
  ret i32 %316
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
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
!6 = !{!"long long", !7, i64 0}
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
!21 = !{i32 12, i32 33}
!22 = !{i64 8, i64 65}
!23 = distinct !{!23, !13, !14}
!24 = distinct !{!24, !13, !14}
!25 = distinct !{!25, !13, !14}
!26 = distinct !{!26, !13, !14}
