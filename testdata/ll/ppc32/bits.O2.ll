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
  %38 = tail call i32 @llvm.ctlz.i32(i32 %17, i1 true), !range !14
  %39 = tail call i32 @llvm.cttz.i32(i32 %17, i1 true), !range !14
  %40 = add nuw nsw i32 %38, %39
  %41 = select i1 %37, i32 0, i32 %40
  %42 = or i64 %16, 1
  %43 = tail call i64 @llvm.ctlz.i64(i64 %42, i1 true), !range !15
  %44 = trunc i64 %43 to i32
  %45 = or i64 %16, -9223372036854775808
  %46 = tail call i64 @llvm.cttz.i64(i64 %45, i1 true), !range !15
  %47 = trunc i64 %46 to i32
  %48 = add i32 %6, %47
  %49 = add i32 %48, %44
  %50 = add i32 %49, %41
  %51 = icmp ult i64 %16, 4294967296
  %52 = tail call i64 @llvm.cttz.i64(i64 %16, i1 false), !range !11
  %53 = trunc i64 %52 to i32
  %54 = select i1 %51, i32 40, i32 %53
  %55 = add nuw nsw i32 %54, %7
  %56 = tail call i64 @llvm.bswap.i64(i64 %16)
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
  %72 = tail call i32 @llvm.bswap.i32(i32 %71) #4
  %73 = trunc i64 %56 to i32
  %74 = xor i32 %72, %73
  %75 = xor i32 %74, %10
  %76 = mul i32 %75, -1640531535
  %77 = lshr i64 %56, 32
  %78 = trunc i64 %77 to i32
  %79 = xor i32 %76, %78
  %80 = mul i32 %79, -2048144777
  %81 = tail call i32 @llvm.fshl.i32(i32 %17, i32 %17, i32 %19) #4
  %82 = tail call i64 @llvm.fshr.i64(i64 %16, i64 %16, i64 %14) #4
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
  %115 = tail call i32 @llvm.ctlz.i32(i32 %114, i1 false) #4, !range !14
  %116 = sub nuw nsw i32 32, %115
  %117 = shl nuw i32 1, %116
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
  br i1 %142, label %143, label %3, !llvm.loop !16

143:                                              ; preds = %118
  %144 = trunc i64 %20 to i32
  store i32 %122, i32* @check, align 4, !tbaa !9
  %145 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str, i32 0, i32 0), i32 noundef %36, i32 noundef %50, i32 noundef %55, i32 noundef %140)
  %146 = load i32, i32* @check, align 4, !tbaa !9
  %147 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i32 0, i32 0), i32 noundef %146)
  %148 = lshr i64 %16, 17
  %149 = trunc i64 %148 to i32
  %150 = or i32 %149, 256
  %151 = tail call i32 @llvm.ctpop.i32(i32 %150), !range !17
  %152 = tail call i32 @llvm.ctlz.i32(i32 %150, i1 true), !range !18
  %153 = tail call i32 @llvm.cttz.i32(i32 %150, i1 true), !range !19
  %154 = tail call i32 @llvm.bswap.i32(i32 %150)
  %155 = lshr i32 %149, 1
  %156 = and i32 %155, 1431655765
  %157 = shl i32 %150, 1
  %158 = and i32 %157, -1431655766
  %159 = or i32 %158, %156
  %160 = lshr i32 %159, 2
  %161 = and i32 %160, 858993459
  %162 = shl i32 %159, 2
  %163 = and i32 %162, -858993460
  %164 = or i32 %161, %163
  %165 = lshr i32 %164, 4
  %166 = and i32 %165, 252645135
  %167 = shl i32 %164, 4
  %168 = and i32 %167, -252645136
  %169 = or i32 %166, %168
  %170 = tail call i32 @llvm.bswap.i32(i32 %169) #4
  %171 = and i32 %150, 1048575
  %172 = add nsw i32 %171, -1
  %173 = tail call i32 @llvm.ctlz.i32(i32 %172, i1 false) #4, !range !20
  %174 = sub nuw nsw i32 32, %173
  %175 = shl nuw nsw i32 1, %174
  %176 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.2, i32 0, i32 0), i32 noundef %150, i32 noundef %151, i32 noundef %152, i32 noundef %153, i32 noundef %154, i32 noundef %170, i32 noundef %175)
  %177 = and i64 %16, -256
  %178 = tail call i64 @llvm.cttz.i64(i64 %177, i1 true), !range !21
  %179 = icmp eq i64 %177, 0
  %180 = trunc i64 %178 to i32
  %181 = add nuw nsw i32 %180, 1
  %182 = select i1 %179, i32 0, i32 %181
  %183 = and i32 %144, 1
  %184 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.3, i32 0, i32 0), i64 noundef %56, i64 noundef %124, i32 noundef %182, i32 noundef %183)
  %185 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.4, i32 0, i32 0), i32 noundef 31, i32 noundef 0, i32 noundef 63, i32 noundef 63, i32 noundef 64)
  %186 = load i32, i32* @check, align 4, !tbaa !9
  br label %187

187:                                              ; preds = %143, %234
  %188 = phi i32 [ 0, %143 ], [ %235, %234 ]
  %189 = phi i32 [ 0, %143 ], [ %209, %234 ]
  %190 = phi i32 [ 0, %143 ], [ %216, %234 ]
  %191 = phi i32 [ 0, %143 ], [ %223, %234 ]
  %192 = phi i32 [ 0, %143 ], [ %229, %234 ]
  %193 = phi i32 [ %186, %143 ], [ %231, %234 ]
  %194 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i32 0, i32 %188
  %195 = load i32, i32* %194, align 4, !tbaa !9
  br label %196

196:                                              ; preds = %187, %196
  %197 = phi i32 [ 0, %187 ], [ %232, %196 ]
  %198 = phi i32 [ %189, %187 ], [ %209, %196 ]
  %199 = phi i32 [ %190, %187 ], [ %216, %196 ]
  %200 = phi i32 [ %191, %187 ], [ %223, %196 ]
  %201 = phi i32 [ %192, %187 ], [ %229, %196 ]
  %202 = phi i32 [ %193, %187 ], [ %231, %196 ]
  %203 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i32 0, i32 %197
  %204 = load i32, i32* %203, align 4, !tbaa !9
  %205 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %195, i32 %204)
  %206 = extractvalue { i32, i1 } %205, 1
  %207 = extractvalue { i32, i1 } %205, 0
  %208 = zext i1 %206 to i32
  %209 = add nsw i32 %198, %208
  %210 = xor i32 %207, %202
  %211 = mul i32 %210, -62244025
  %212 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %195, i32 %204)
  %213 = extractvalue { i32, i1 } %212, 1
  %214 = extractvalue { i32, i1 } %212, 0
  %215 = zext i1 %213 to i32
  %216 = add nsw i32 %199, %215
  %217 = xor i32 %211, %214
  %218 = mul i32 %217, -62244025
  %219 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %195, i32 %204)
  %220 = extractvalue { i32, i1 } %219, 1
  %221 = extractvalue { i32, i1 } %219, 0
  %222 = zext i1 %220 to i32
  %223 = add nsw i32 %200, %222
  %224 = xor i32 %218, %221
  %225 = mul i32 %224, -62244025
  %226 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %195, i32 %204)
  %227 = extractvalue { i32, i1 } %226, 1
  %228 = zext i1 %227 to i32
  %229 = add nsw i32 %201, %228
  %230 = xor i32 %225, %214
  %231 = mul i32 %230, -62244025
  %232 = add nuw nsw i32 %197, 1
  %233 = icmp eq i32 %232, 9
  br i1 %233, label %234, label %196, !llvm.loop !22

234:                                              ; preds = %196
  %235 = add nuw nsw i32 %188, 1
  %236 = icmp eq i32 %235, 9
  br i1 %236, label %237, label %187, !llvm.loop !23

237:                                              ; preds = %234, %293
  %238 = phi i32 [ %294, %293 ], [ 0, %234 ]
  %239 = phi i32 [ %267, %293 ], [ 0, %234 ]
  %240 = phi i32 [ %286, %293 ], [ 0, %234 ]
  %241 = phi i32 [ %290, %293 ], [ %231, %234 ]
  %242 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i32 0, i32 %238
  %243 = load i64, i64* %242, align 8, !tbaa !5
  br label %244

244:                                              ; preds = %237, %244
  %245 = phi i32 [ 0, %237 ], [ %291, %244 ]
  %246 = phi i32 [ %239, %237 ], [ %267, %244 ]
  %247 = phi i32 [ %240, %237 ], [ %286, %244 ]
  %248 = phi i32 [ %241, %237 ], [ %290, %244 ]
  %249 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i32 0, i32 %245
  %250 = load i64, i64* %249, align 8, !tbaa !5
  %251 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %243, i64 %250)
  %252 = extractvalue { i64, i1 } %251, 1
  %253 = extractvalue { i64, i1 } %251, 0
  %254 = zext i1 %252 to i32
  %255 = add nsw i32 %246, %254
  %256 = trunc i64 %253 to i32
  %257 = xor i32 %248, %256
  %258 = mul i32 %257, -1640531535
  %259 = lshr i64 %253, 32
  %260 = trunc i64 %259 to i32
  %261 = xor i32 %258, %260
  %262 = mul i32 %261, -2048144777
  %263 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %243, i64 %250)
  %264 = extractvalue { i64, i1 } %263, 1
  %265 = extractvalue { i64, i1 } %263, 0
  %266 = zext i1 %264 to i32
  %267 = add nsw i32 %255, %266
  %268 = trunc i64 %265 to i32
  %269 = xor i32 %262, %268
  %270 = mul i32 %269, -1640531535
  %271 = lshr i64 %265, 32
  %272 = trunc i64 %271 to i32
  %273 = xor i32 %270, %272
  %274 = mul i32 %273, -2048144777
  %275 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %243, i64 %250)
  %276 = extractvalue { i64, i1 } %275, 1
  %277 = zext i1 %276 to i32
  %278 = add nsw i32 %247, %277
  %279 = xor i32 %274, %268
  %280 = mul i32 %279, -1640531535
  %281 = xor i32 %280, %272
  %282 = mul i32 %281, -2048144777
  %283 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %243, i64 %250)
  %284 = extractvalue { i64, i1 } %283, 1
  %285 = zext i1 %284 to i32
  %286 = add nsw i32 %278, %285
  %287 = xor i32 %282, %256
  %288 = mul i32 %287, -1640531535
  %289 = xor i32 %288, %260
  %290 = mul i32 %289, -2048144777
  %291 = add nuw nsw i32 %245, 1
  %292 = icmp eq i32 %291, 8
  br i1 %292, label %293, label %244, !llvm.loop !24

293:                                              ; preds = %244
  %294 = add nuw nsw i32 %238, 1
  %295 = icmp eq i32 %294, 8
  br i1 %295, label %296, label %237, !llvm.loop !25

296:                                              ; preds = %293
  store i32 %290, i32* @check, align 4, !tbaa !9
  %297 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.5, i32 0, i32 0), i32 noundef %209, i32 noundef %216, i32 noundef %223, i32 noundef %229, i32 noundef %267, i32 noundef %286)
  %298 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.6, i32 0, i32 0), i32 noundef 1, i32 noundef -2147479015, i32 noundef 0, i64 noundef 9223372036854775807)
  %299 = load i32, i32* @check, align 4, !tbaa !9
  %300 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef %299)
  %301 = load i32, i32* @check, align 4, !tbaa !9
  %302 = and i32 %301, 127
  ret i32 %302
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{i32 0, i32 33}
!15 = !{i64 0, i64 64}
!16 = distinct !{!16, !13}
!17 = !{i32 1, i32 33}
!18 = !{i32 0, i32 24}
!19 = !{i32 0, i32 9}
!20 = !{i32 12, i32 33}
!21 = !{i64 8, i64 65}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
