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

3:                                                ; preds = %0, %106
  %4 = phi i32 [ 0, %0 ], [ %128, %106 ]
  %5 = phi i32 [ 0, %0 ], [ %24, %106 ]
  %6 = phi i32 [ 0, %0 ], [ %38, %106 ]
  %7 = phi i32 [ 0, %0 ], [ %43, %106 ]
  %8 = phi i32 [ 0, %0 ], [ %127, %106 ]
  %9 = phi i64 [ %1, %0 ], [ %16, %106 ]
  %10 = phi i32 [ %2, %0 ], [ %110, %106 ]
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
  %22 = tail call i32 @llvm.ctpop.i32(i32 %17), !range !12
  %23 = add i32 %5, %21
  %24 = add i32 %23, %22
  %25 = icmp eq i32 %17, 0
  %26 = tail call i32 @llvm.ctlz.i32(i32 %17, i1 true), !range !12
  %27 = tail call i32 @llvm.cttz.i32(i32 %17, i1 true), !range !12
  %28 = add nuw nsw i32 %26, %27
  %29 = select i1 %25, i32 0, i32 %28
  %30 = or i64 %16, 1
  %31 = tail call i64 @llvm.ctlz.i64(i64 %30, i1 true), !range !13
  %32 = trunc i64 %31 to i32
  %33 = or i64 %16, -9223372036854775808
  %34 = tail call i64 @llvm.cttz.i64(i64 %33, i1 true), !range !13
  %35 = trunc i64 %34 to i32
  %36 = add i32 %6, %35
  %37 = add i32 %36, %32
  %38 = add i32 %37, %29
  %39 = icmp ult i64 %16, 4294967296
  %40 = tail call i64 @llvm.cttz.i64(i64 %16, i1 false), !range !11
  %41 = trunc i64 %40 to i32
  %42 = select i1 %39, i32 40, i32 %41
  %43 = add nuw nsw i32 %42, %7
  %44 = tail call i64 @llvm.bswap.i64(i64 %16)
  %45 = lshr i32 %19, 1
  %46 = and i32 %45, 1431655765
  %47 = shl i32 %19, 1
  %48 = and i32 %47, -1431655766
  %49 = or i32 %46, %48
  %50 = lshr i32 %49, 2
  %51 = and i32 %50, 858993459
  %52 = shl i32 %49, 2
  %53 = and i32 %52, -858993460
  %54 = or i32 %51, %53
  %55 = lshr i32 %54, 4
  %56 = and i32 %55, 252645135
  %57 = shl i32 %54, 4
  %58 = and i32 %57, -252645136
  %59 = or i32 %56, %58
  %60 = tail call i32 @llvm.bswap.i32(i32 %59) #4
  %61 = trunc i64 %44 to i32
  %62 = xor i32 %60, %61
  %63 = xor i32 %62, %10
  %64 = mul i32 %63, -1640531535
  %65 = lshr i64 %44, 32
  %66 = trunc i64 %65 to i32
  %67 = xor i32 %64, %66
  %68 = mul i32 %67, -2048144777
  %69 = tail call i32 @llvm.fshl.i32(i32 %17, i32 %17, i32 %19) #4
  %70 = tail call i64 @llvm.fshr.i64(i64 %16, i64 %16, i64 %14) #4
  %71 = trunc i64 %70 to i32
  %72 = xor i32 %69, %71
  %73 = xor i32 %72, %68
  %74 = mul i32 %73, -1640531535
  %75 = lshr i64 %70, 32
  %76 = trunc i64 %75 to i32
  %77 = xor i32 %74, %76
  %78 = mul i32 %77, -2048144777
  %79 = sub i32 0, %17
  %80 = and i32 %79, %17
  %81 = add i32 %17, 2147483647
  %82 = and i32 %81, %17
  %83 = lshr i32 %17, 1
  %84 = or i32 %83, %17
  %85 = lshr i32 %84, 2
  %86 = or i32 %85, %84
  %87 = lshr i32 %86, 4
  %88 = or i32 %87, %86
  %89 = lshr i32 %88, 8
  %90 = or i32 %89, %88
  %91 = lshr i32 %90, 16
  %92 = or i32 %91, %90
  %93 = shl i32 %82, 1
  %94 = xor i32 %93, %80
  %95 = xor i32 %94, %92
  %96 = and i32 %17, 15
  %97 = lshr i32 %19, %96
  %98 = icmp ult i32 %97, 2
  br i1 %98, label %106, label %99

99:                                               ; preds = %3
  %100 = icmp ugt i32 %97, -2147483648
  br i1 %100, label %106, label %101

101:                                              ; preds = %99
  %102 = add i32 %97, -1
  %103 = tail call i32 @llvm.ctlz.i32(i32 %102, i1 false) #4, !range !12
  %104 = sub nuw nsw i32 32, %103
  %105 = shl nuw i32 1, %104
  br label %106

106:                                              ; preds = %3, %99, %101
  %107 = phi i32 [ %105, %101 ], [ 1, %3 ], [ 0, %99 ]
  %108 = add i32 %107, %95
  %109 = xor i32 %108, %78
  %110 = mul i32 %109, -62244025
  %111 = lshr i64 %16, 1
  %112 = xor i64 %111, %16
  %113 = lshr i64 %112, 1
  %114 = xor i64 %113, %112
  %115 = lshr i64 %114, 2
  %116 = xor i64 %115, %114
  %117 = lshr i64 %116, 4
  %118 = xor i64 %117, %116
  %119 = lshr i64 %118, 8
  %120 = xor i64 %119, %118
  %121 = lshr i64 %120, 16
  %122 = xor i64 %121, %120
  %123 = lshr i64 %122, 32
  %124 = xor i64 %123, %122
  %125 = icmp ne i64 %124, %16
  %126 = zext i1 %125 to i32
  %127 = add nuw nsw i32 %8, %126
  %128 = add nuw nsw i32 %4, 1
  %129 = icmp eq i32 %128, 500
  br i1 %129, label %130, label %3, !llvm.loop !14

130:                                              ; preds = %106
  %131 = trunc i64 %20 to i32
  store i32 %110, i32* @check, align 4, !tbaa !9
  %132 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str, i64 0, i64 0), i32 noundef signext %24, i32 noundef signext %38, i32 noundef signext %43, i32 noundef signext %127)
  %133 = load i32, i32* @check, align 4, !tbaa !9
  %134 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef zeroext %133)
  %135 = lshr i64 %16, 17
  %136 = trunc i64 %135 to i32
  %137 = or i32 %136, 256
  %138 = tail call i32 @llvm.ctpop.i32(i32 %137), !range !16
  %139 = tail call i32 @llvm.ctlz.i32(i32 %137, i1 true), !range !17
  %140 = tail call i32 @llvm.cttz.i32(i32 %137, i1 true), !range !18
  %141 = tail call i32 @llvm.bswap.i32(i32 %137)
  %142 = lshr i32 %136, 1
  %143 = and i32 %142, 1431655765
  %144 = shl i32 %137, 1
  %145 = and i32 %144, -1431655766
  %146 = or i32 %145, %143
  %147 = lshr i32 %146, 2
  %148 = and i32 %147, 858993459
  %149 = shl i32 %146, 2
  %150 = and i32 %149, -858993460
  %151 = or i32 %148, %150
  %152 = lshr i32 %151, 4
  %153 = and i32 %152, 252645135
  %154 = shl i32 %151, 4
  %155 = and i32 %154, -252645136
  %156 = or i32 %153, %155
  %157 = tail call i32 @llvm.bswap.i32(i32 %156) #4
  %158 = and i32 %137, 1048575
  %159 = add nsw i32 %158, -1
  %160 = tail call i32 @llvm.ctlz.i32(i32 %159, i1 false) #4, !range !19
  %161 = sub nuw nsw i32 32, %160
  %162 = shl nuw nsw i32 1, %161
  %163 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.2, i64 0, i64 0), i32 noundef zeroext %137, i32 noundef signext %138, i32 noundef signext %139, i32 noundef signext %140, i32 noundef zeroext %141, i32 noundef zeroext %157, i32 noundef zeroext %162)
  %164 = and i64 %16, -256
  %165 = tail call i64 @llvm.cttz.i64(i64 %164, i1 true), !range !20
  %166 = icmp eq i64 %164, 0
  %167 = trunc i64 %165 to i32
  %168 = add nuw nsw i32 %167, 1
  %169 = select i1 %166, i32 0, i32 %168
  %170 = and i32 %131, 1
  %171 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.3, i64 0, i64 0), i64 noundef %44, i64 noundef %112, i32 noundef signext %169, i32 noundef signext %170)
  %172 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext 31, i32 noundef signext 0, i32 noundef signext 63, i32 noundef signext 63, i32 noundef signext 64)
  %173 = load i32, i32* @check, align 4, !tbaa !9
  br label %174

174:                                              ; preds = %130, %221
  %175 = phi i64 [ 0, %130 ], [ %222, %221 ]
  %176 = phi i32 [ 0, %130 ], [ %196, %221 ]
  %177 = phi i32 [ 0, %130 ], [ %203, %221 ]
  %178 = phi i32 [ 0, %130 ], [ %210, %221 ]
  %179 = phi i32 [ 0, %130 ], [ %216, %221 ]
  %180 = phi i32 [ %173, %130 ], [ %218, %221 ]
  %181 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i64 0, i64 %175
  %182 = load i32, i32* %181, align 4, !tbaa !9
  br label %183

183:                                              ; preds = %174, %183
  %184 = phi i64 [ 0, %174 ], [ %219, %183 ]
  %185 = phi i32 [ %176, %174 ], [ %196, %183 ]
  %186 = phi i32 [ %177, %174 ], [ %203, %183 ]
  %187 = phi i32 [ %178, %174 ], [ %210, %183 ]
  %188 = phi i32 [ %179, %174 ], [ %216, %183 ]
  %189 = phi i32 [ %180, %174 ], [ %218, %183 ]
  %190 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i64 0, i64 %184
  %191 = load i32, i32* %190, align 4, !tbaa !9
  %192 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %182, i32 %191)
  %193 = extractvalue { i32, i1 } %192, 1
  %194 = extractvalue { i32, i1 } %192, 0
  %195 = zext i1 %193 to i32
  %196 = add nsw i32 %185, %195
  %197 = xor i32 %194, %189
  %198 = mul i32 %197, -62244025
  %199 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %182, i32 %191)
  %200 = extractvalue { i32, i1 } %199, 1
  %201 = extractvalue { i32, i1 } %199, 0
  %202 = zext i1 %200 to i32
  %203 = add nsw i32 %186, %202
  %204 = xor i32 %198, %201
  %205 = mul i32 %204, -62244025
  %206 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %182, i32 %191)
  %207 = extractvalue { i32, i1 } %206, 1
  %208 = extractvalue { i32, i1 } %206, 0
  %209 = zext i1 %207 to i32
  %210 = add nsw i32 %187, %209
  %211 = xor i32 %205, %208
  %212 = mul i32 %211, -62244025
  %213 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %182, i32 %191)
  %214 = extractvalue { i32, i1 } %213, 1
  %215 = zext i1 %214 to i32
  %216 = add nsw i32 %188, %215
  %217 = xor i32 %212, %201
  %218 = mul i32 %217, -62244025
  %219 = add nuw nsw i64 %184, 1
  %220 = icmp eq i64 %219, 9
  br i1 %220, label %221, label %183, !llvm.loop !21

221:                                              ; preds = %183
  %222 = add nuw nsw i64 %175, 1
  %223 = icmp eq i64 %222, 9
  br i1 %223, label %224, label %174, !llvm.loop !22

224:                                              ; preds = %221, %280
  %225 = phi i64 [ %281, %280 ], [ 0, %221 ]
  %226 = phi i32 [ %254, %280 ], [ 0, %221 ]
  %227 = phi i32 [ %273, %280 ], [ 0, %221 ]
  %228 = phi i32 [ %277, %280 ], [ %218, %221 ]
  %229 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i64 0, i64 %225
  %230 = load i64, i64* %229, align 8, !tbaa !5
  br label %231

231:                                              ; preds = %224, %231
  %232 = phi i64 [ 0, %224 ], [ %278, %231 ]
  %233 = phi i32 [ %226, %224 ], [ %254, %231 ]
  %234 = phi i32 [ %227, %224 ], [ %273, %231 ]
  %235 = phi i32 [ %228, %224 ], [ %277, %231 ]
  %236 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i64 0, i64 %232
  %237 = load i64, i64* %236, align 8, !tbaa !5
  %238 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %230, i64 %237)
  %239 = extractvalue { i64, i1 } %238, 1
  %240 = extractvalue { i64, i1 } %238, 0
  %241 = zext i1 %239 to i32
  %242 = add nsw i32 %233, %241
  %243 = trunc i64 %240 to i32
  %244 = xor i32 %235, %243
  %245 = mul i32 %244, -1640531535
  %246 = lshr i64 %240, 32
  %247 = trunc i64 %246 to i32
  %248 = xor i32 %245, %247
  %249 = mul i32 %248, -2048144777
  %250 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %230, i64 %237)
  %251 = extractvalue { i64, i1 } %250, 1
  %252 = extractvalue { i64, i1 } %250, 0
  %253 = zext i1 %251 to i32
  %254 = add nsw i32 %242, %253
  %255 = trunc i64 %252 to i32
  %256 = xor i32 %249, %255
  %257 = mul i32 %256, -1640531535
  %258 = lshr i64 %252, 32
  %259 = trunc i64 %258 to i32
  %260 = xor i32 %257, %259
  %261 = mul i32 %260, -2048144777
  %262 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %230, i64 %237)
  %263 = extractvalue { i64, i1 } %262, 1
  %264 = zext i1 %263 to i32
  %265 = add nsw i32 %234, %264
  %266 = xor i32 %261, %255
  %267 = mul i32 %266, -1640531535
  %268 = xor i32 %267, %259
  %269 = mul i32 %268, -2048144777
  %270 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %230, i64 %237)
  %271 = extractvalue { i64, i1 } %270, 1
  %272 = zext i1 %271 to i32
  %273 = add nsw i32 %265, %272
  %274 = xor i32 %269, %243
  %275 = mul i32 %274, -1640531535
  %276 = xor i32 %275, %247
  %277 = mul i32 %276, -2048144777
  %278 = add nuw nsw i64 %232, 1
  %279 = icmp eq i64 %278, 8
  br i1 %279, label %280, label %231, !llvm.loop !23

280:                                              ; preds = %231
  %281 = add nuw nsw i64 %225, 1
  %282 = icmp eq i64 %281, 8
  br i1 %282, label %283, label %224, !llvm.loop !24

283:                                              ; preds = %280
  store i32 %277, i32* @check, align 4, !tbaa !9
  %284 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %196, i32 noundef signext %203, i32 noundef signext %210, i32 noundef signext %216, i32 noundef signext %254, i32 noundef signext %273)
  %285 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext -2147479015, i32 noundef signext 0, i64 noundef 9223372036854775807)
  %286 = load i32, i32* @check, align 4, !tbaa !9
  %287 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %286)
  %288 = load i32, i32* @check, align 4, !tbaa !9
  %289 = and i32 %288, 127
  ret i32 %289
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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{i32 1, i32 33}
!17 = !{i32 0, i32 24}
!18 = !{i32 0, i32 9}
!19 = !{i32 12, i32 33}
!20 = !{i64 8, i64 65}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15}
