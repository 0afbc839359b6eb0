; ModuleID = 'c/bits.c'
source_filename = "c/bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vseed = internal global i64 2611923443488327891, align 8
@.str = private unnamed_addr constant [59 x i8] c"popcount sum=%d clz/ctz sum=%d ctz64 sum=%d mismatches=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"after loop check = %08x\0A\00", align 1
@check = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [56 x i8] c"x=%08x pop=%d clz=%d ctz=%d bswap=%08x rev=%08x np2=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [47 x i8] c"bswap64=%016llx gray=%016llx ffs=%d parity=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [63 x i8] c"clz(1)=%d clz(~0)=%d clzll(1)=%d ctzll(2^63)=%d pop(~0ull)=%d\0A\00", align 1
@main.sa = internal constant [9 x i32] [i32 0, i32 1, i32 -1, i32 2147483647, i32 -2147483648, i32 65536, i32 -46341, i32 46340, i32 123456789], align 16
@main.la = internal constant [8 x i64] [i64 0, i64 1, i64 -1, i64 9223372036854775807, i64 -9223372036854775808, i64 4294967296, i64 -3037000500, i64 3037000499], align 16
@.str.5 = private unnamed_addr constant [63 x i8] c"overflows: add32=%d mul32=%d sub32=%d umul32=%d s64=%d u64=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [50 x i8] c"46341^2 ovf=%d wrapped=%d; max-1+1 ovf=%d r=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [6 x i32], align 16
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %30 = load volatile i64, i64* @vseed, align 8
  store i64 %30, i64* %2, align 8
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %3, align 4
  br label %31

31:                                               ; preds = %124, %0
  %32 = load i32, i32* %3, align 4
  %33 = icmp slt i32 %32, 500
  br i1 %33, label %34, label %127

34:                                               ; preds = %31
  %35 = call i64 @xorshift64(i64* noundef %2)
  store i64 %35, i64* %8, align 8
  %36 = load i64, i64* %8, align 8
  %37 = trunc i64 %36 to i32
  store i32 %37, i32* %9, align 4
  %38 = load i64, i64* %8, align 8
  %39 = lshr i64 %38, 32
  %40 = trunc i64 %39 to i32
  store i32 %40, i32* %10, align 4
  %41 = load i64, i64* %8, align 8
  %42 = call i64 @llvm.ctpop.i64(i64 %41)
  %43 = trunc i64 %42 to i32
  store i32 %43, i32* %11, align 4
  %44 = load i32, i32* %11, align 4
  %45 = load i64, i64* %8, align 8
  %46 = call i32 @popcount_loop(i64 noundef %45)
  %47 = icmp ne i32 %44, %46
  br i1 %47, label %48, label %51

48:                                               ; preds = %34
  %49 = load i32, i32* %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %7, align 4
  br label %51

51:                                               ; preds = %48, %34
  %52 = load i32, i32* %9, align 4
  %53 = call i32 @llvm.ctpop.i32(i32 %52)
  %54 = load i32, i32* %11, align 4
  %55 = add nsw i32 %53, %54
  %56 = load i32, i32* %4, align 4
  %57 = add nsw i32 %56, %55
  store i32 %57, i32* %4, align 4
  %58 = load i32, i32* %9, align 4
  %59 = icmp ne i32 %58, 0
  br i1 %59, label %60, label %68

60:                                               ; preds = %51
  %61 = load i32, i32* %9, align 4
  %62 = call i32 @llvm.ctlz.i32(i32 %61, i1 true)
  %63 = load i32, i32* %9, align 4
  %64 = call i32 @llvm.cttz.i32(i32 %63, i1 true)
  %65 = add nsw i32 %62, %64
  %66 = load i32, i32* %5, align 4
  %67 = add nsw i32 %66, %65
  store i32 %67, i32* %5, align 4
  br label %68

68:                                               ; preds = %60, %51
  %69 = load i64, i64* %8, align 8
  %70 = or i64 %69, 1
  %71 = call i64 @llvm.ctlz.i64(i64 %70, i1 true)
  %72 = trunc i64 %71 to i32
  %73 = load i64, i64* %8, align 8
  %74 = or i64 %73, -9223372036854775808
  %75 = call i64 @llvm.cttz.i64(i64 %74, i1 true)
  %76 = trunc i64 %75 to i32
  %77 = add nsw i32 %72, %76
  %78 = load i32, i32* %5, align 4
  %79 = add nsw i32 %78, %77
  store i32 %79, i32* %5, align 4
  %80 = load i64, i64* %8, align 8
  %81 = and i64 %80, -4294967296
  %82 = icmp ne i64 %81, 0
  br i1 %82, label %83, label %85

83:                                               ; preds = %68
  %84 = load i64, i64* %8, align 8
  br label %86

85:                                               ; preds = %68
  br label %86

86:                                               ; preds = %85, %83
  %87 = phi i64 [ %84, %83 ], [ 1099511627776, %85 ]
  %88 = call i64 @llvm.cttz.i64(i64 %87, i1 true)
  %89 = trunc i64 %88 to i32
  %90 = load i32, i32* %6, align 4
  %91 = add nsw i32 %90, %89
  store i32 %91, i32* %6, align 4
  %92 = load i64, i64* %8, align 8
  %93 = call i64 @llvm.bswap.i64(i64 %92)
  %94 = load i32, i32* %10, align 4
  %95 = call i32 @reverse32(i32 noundef %94)
  %96 = zext i32 %95 to i64
  %97 = xor i64 %93, %96
  call void @mix(i64 noundef %97)
  %98 = load i32, i32* %9, align 4
  %99 = load i32, i32* %10, align 4
  %100 = call i32 @rotl32(i32 noundef %98, i32 noundef %99)
  %101 = zext i32 %100 to i64
  %102 = load i64, i64* %8, align 8
  %103 = load i32, i32* %9, align 4
  %104 = call i64 @rotr64(i64 noundef %102, i32 noundef %103)
  %105 = xor i64 %101, %104
  call void @mix(i64 noundef %105)
  %106 = load i32, i32* %9, align 4
  %107 = call i32 @bit_games(i32 noundef %106)
  %108 = load i32, i32* %10, align 4
  %109 = load i32, i32* %9, align 4
  %110 = and i32 %109, 15
  %111 = lshr i32 %108, %110
  %112 = call i32 @next_pow2(i32 noundef %111)
  %113 = add i32 %107, %112
  %114 = zext i32 %113 to i64
  call void @mix(i64 noundef %114)
  %115 = load i64, i64* %8, align 8
  %116 = call i64 @gray(i64 noundef %115)
  %117 = call i64 @ungray(i64 noundef %116)
  %118 = load i64, i64* %8, align 8
  %119 = icmp ne i64 %117, %118
  br i1 %119, label %120, label %123

120:                                              ; preds = %86
  %121 = load i32, i32* %7, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, i32* %7, align 4
  br label %123

123:                                              ; preds = %120, %86
  br label %124

124:                                              ; preds = %123
  %125 = load i32, i32* %3, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, i32* %3, align 4
  br label %31, !llvm.loop !6

127:                                              ; preds = %31
  %128 = load i32, i32* %4, align 4
  %129 = load i32, i32* %5, align 4
  %130 = load i32, i32* %6, align 4
  %131 = load i32, i32* %7, align 4
  %132 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([59 x i8], [59 x i8]* @.str, i64 0, i64 0), i32 noundef %128, i32 noundef %129, i32 noundef %130, i32 noundef %131)
  %133 = load i32, i32* @check, align 4
  %134 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef %133)
  %135 = load i64, i64* %2, align 8
  %136 = lshr i64 %135, 17
  %137 = trunc i64 %136 to i32
  %138 = or i32 %137, 256
  store i32 %138, i32* %12, align 4
  %139 = load i32, i32* %12, align 4
  %140 = load i32, i32* %12, align 4
  %141 = call i32 @llvm.ctpop.i32(i32 %140)
  %142 = load i32, i32* %12, align 4
  %143 = call i32 @llvm.ctlz.i32(i32 %142, i1 true)
  %144 = load i32, i32* %12, align 4
  %145 = call i32 @llvm.cttz.i32(i32 %144, i1 true)
  %146 = load i32, i32* %12, align 4
  %147 = call i32 @llvm.bswap.i32(i32 %146)
  %148 = load i32, i32* %12, align 4
  %149 = call i32 @reverse32(i32 noundef %148)
  %150 = load i32, i32* %12, align 4
  %151 = and i32 %150, 1048575
  %152 = call i32 @next_pow2(i32 noundef %151)
  %153 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([56 x i8], [56 x i8]* @.str.2, i64 0, i64 0), i32 noundef %139, i32 noundef %141, i32 noundef %143, i32 noundef %145, i32 noundef %147, i32 noundef %149, i32 noundef %152)
  %154 = load i64, i64* %2, align 8
  %155 = call i64 @llvm.bswap.i64(i64 %154)
  %156 = load i64, i64* %2, align 8
  %157 = call i64 @gray(i64 noundef %156)
  %158 = load i64, i64* %2, align 8
  %159 = and i64 %158, -256
  %160 = call i64 @llvm.cttz.i64(i64 %159, i1 true)
  %161 = add i64 %160, 1
  %162 = icmp eq i64 %159, 0
  %163 = select i1 %162, i64 0, i64 %161
  %164 = trunc i64 %163 to i32
  %165 = load i64, i64* %2, align 8
  %166 = call i64 @llvm.ctpop.i64(i64 %165)
  %167 = and i64 %166, 1
  %168 = trunc i64 %167 to i32
  %169 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.3, i64 0, i64 0), i64 noundef %155, i64 noundef %157, i32 noundef %164, i32 noundef %168)
  %170 = load i64, i64* %2, align 8
  %171 = and i64 %170, 0
  %172 = trunc i64 %171 to i32
  %173 = or i32 1, %172
  %174 = call i32 @llvm.ctlz.i32(i32 %173, i1 true)
  %175 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([63 x i8], [63 x i8]* @.str.4, i64 0, i64 0), i32 noundef %174, i32 noundef 0, i32 noundef 63, i32 noundef 63, i32 noundef 64)
  store i32 9, i32* %13, align 4
  store i32 8, i32* %14, align 4
  %176 = bitcast [6 x i32]* %16 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %176, i8 0, i64 24, i1 false)
  %177 = load i64, i64* %2, align 8
  %178 = or i64 %177, 1
  store i64 %178, i64* %17, align 8
  %179 = load i64, i64* %17, align 8
  %180 = load i64, i64* %17, align 8
  %181 = udiv i64 %179, %180
  store i64 %181, i64* %17, align 8
  store i32 0, i32* %3, align 4
  br label %182

182:                                              ; preds = %252, %127
  %183 = load i32, i32* %3, align 4
  %184 = load i32, i32* %13, align 4
  %185 = icmp slt i32 %183, %184
  br i1 %185, label %186, label %255

186:                                              ; preds = %182
  store i32 0, i32* %15, align 4
  br label %187

187:                                              ; preds = %248, %186
  %188 = load i32, i32* %15, align 4
  %189 = load i32, i32* %13, align 4
  %190 = icmp slt i32 %188, %189
  br i1 %190, label %191, label %251

191:                                              ; preds = %187
  %192 = load i32, i32* %3, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i64 0, i64 %193
  %195 = load i32, i32* %194, align 4
  %196 = sext i32 %195 to i64
  %197 = load i64, i64* %17, align 8
  %198 = mul nsw i64 %196, %197
  %199 = trunc i64 %198 to i32
  store i32 %199, i32* %18, align 4
  %200 = load i32, i32* %15, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [9 x i32], [9 x i32]* @main.sa, i64 0, i64 %201
  %203 = load i32, i32* %202, align 4
  store i32 %203, i32* %19, align 4
  %204 = load i32, i32* %18, align 4
  %205 = load i32, i32* %19, align 4
  %206 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %204, i32 %205)
  %207 = extractvalue { i32, i1 } %206, 1
  %208 = extractvalue { i32, i1 } %206, 0
  store i32 %208, i32* %20, align 4
  %209 = zext i1 %207 to i32
  %210 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 0
  %211 = load i32, i32* %210, align 16
  %212 = add nsw i32 %211, %209
  store i32 %212, i32* %210, align 16
  %213 = load i32, i32* %20, align 4
  %214 = zext i32 %213 to i64
  call void @mix(i64 noundef %214)
  %215 = load i32, i32* %18, align 4
  %216 = load i32, i32* %19, align 4
  %217 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %215, i32 %216)
  %218 = extractvalue { i32, i1 } %217, 1
  %219 = extractvalue { i32, i1 } %217, 0
  store i32 %219, i32* %20, align 4
  %220 = zext i1 %218 to i32
  %221 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 1
  %222 = load i32, i32* %221, align 4
  %223 = add nsw i32 %222, %220
  store i32 %223, i32* %221, align 4
  %224 = load i32, i32* %20, align 4
  %225 = zext i32 %224 to i64
  call void @mix(i64 noundef %225)
  %226 = load i32, i32* %18, align 4
  %227 = load i32, i32* %19, align 4
  %228 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %226, i32 %227)
  %229 = extractvalue { i32, i1 } %228, 1
  %230 = extractvalue { i32, i1 } %228, 0
  store i32 %230, i32* %20, align 4
  %231 = zext i1 %229 to i32
  %232 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 2
  %233 = load i32, i32* %232, align 8
  %234 = add nsw i32 %233, %231
  store i32 %234, i32* %232, align 8
  %235 = load i32, i32* %20, align 4
  %236 = zext i32 %235 to i64
  call void @mix(i64 noundef %236)
  %237 = load i32, i32* %18, align 4
  %238 = load i32, i32* %19, align 4
  %239 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %237, i32 %238)
  %240 = extractvalue { i32, i1 } %239, 1
  %241 = extractvalue { i32, i1 } %239, 0
  store i32 %241, i32* %21, align 4
  %242 = zext i1 %240 to i32
  %243 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 3
  %244 = load i32, i32* %243, align 4
  %245 = add nsw i32 %244, %242
  store i32 %245, i32* %243, align 4
  %246 = load i32, i32* %21, align 4
  %247 = zext i32 %246 to i64
  call void @mix(i64 noundef %247)
  br label %248

248:                                              ; preds = %191
  %249 = load i32, i32* %15, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, i32* %15, align 4
  br label %187, !llvm.loop !8

251:                                              ; preds = %187
  br label %252

252:                                              ; preds = %251
  %253 = load i32, i32* %3, align 4
  %254 = add nsw i32 %253, 1
  store i32 %254, i32* %3, align 4
  br label %182, !llvm.loop !9

255:                                              ; preds = %182
  store i32 0, i32* %3, align 4
  br label %256

256:                                              ; preds = %320, %255
  %257 = load i32, i32* %3, align 4
  %258 = load i32, i32* %14, align 4
  %259 = icmp slt i32 %257, %258
  br i1 %259, label %260, label %323

260:                                              ; preds = %256
  store i32 0, i32* %15, align 4
  br label %261

261:                                              ; preds = %316, %260
  %262 = load i32, i32* %15, align 4
  %263 = load i32, i32* %14, align 4
  %264 = icmp slt i32 %262, %263
  br i1 %264, label %265, label %319

265:                                              ; preds = %261
  %266 = load i32, i32* %3, align 4
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i64 0, i64 %267
  %269 = load i64, i64* %268, align 8
  %270 = load i64, i64* %17, align 8
  %271 = mul nsw i64 %269, %270
  store i64 %271, i64* %22, align 8
  %272 = load i32, i32* %15, align 4
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [8 x i64], [8 x i64]* @main.la, i64 0, i64 %273
  %275 = load i64, i64* %274, align 8
  store i64 %275, i64* %23, align 8
  %276 = load i64, i64* %22, align 8
  %277 = load i64, i64* %23, align 8
  %278 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %276, i64 %277)
  %279 = extractvalue { i64, i1 } %278, 1
  %280 = extractvalue { i64, i1 } %278, 0
  store i64 %280, i64* %24, align 8
  %281 = zext i1 %279 to i32
  %282 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 4
  %283 = load i32, i32* %282, align 16
  %284 = add nsw i32 %283, %281
  store i32 %284, i32* %282, align 16
  %285 = load i64, i64* %24, align 8
  call void @mix(i64 noundef %285)
  %286 = load i64, i64* %22, align 8
  %287 = load i64, i64* %23, align 8
  %288 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %286, i64 %287)
  %289 = extractvalue { i64, i1 } %288, 1
  %290 = extractvalue { i64, i1 } %288, 0
  store i64 %290, i64* %24, align 8
  %291 = zext i1 %289 to i32
  %292 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 4
  %293 = load i32, i32* %292, align 16
  %294 = add nsw i32 %293, %291
  store i32 %294, i32* %292, align 16
  %295 = load i64, i64* %24, align 8
  call void @mix(i64 noundef %295)
  %296 = load i64, i64* %22, align 8
  %297 = load i64, i64* %23, align 8
  %298 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %296, i64 %297)
  %299 = extractvalue { i64, i1 } %298, 1
  %300 = extractvalue { i64, i1 } %298, 0
  store i64 %300, i64* %25, align 8
  %301 = zext i1 %299 to i32
  %302 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 5
  %303 = load i32, i32* %302, align 4
  %304 = add nsw i32 %303, %301
  store i32 %304, i32* %302, align 4
  %305 = load i64, i64* %25, align 8
  call void @mix(i64 noundef %305)
  %306 = load i64, i64* %22, align 8
  %307 = load i64, i64* %23, align 8
  %308 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %306, i64 %307)
  %309 = extractvalue { i64, i1 } %308, 1
  %310 = extractvalue { i64, i1 } %308, 0
  store i64 %310, i64* %25, align 8
  %311 = zext i1 %309 to i32
  %312 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 5
  %313 = load i32, i32* %312, align 4
  %314 = add nsw i32 %313, %311
  store i32 %314, i32* %312, align 4
  %315 = load i64, i64* %25, align 8
  call void @mix(i64 noundef %315)
  br label %316

316:                                              ; preds = %265
  %317 = load i32, i32* %15, align 4
  %318 = add nsw i32 %317, 1
  store i32 %318, i32* %15, align 4
  br label %261, !llvm.loop !10

319:                                              ; preds = %261
  br label %320

320:                                              ; preds = %319
  %321 = load i32, i32* %3, align 4
  %322 = add nsw i32 %321, 1
  store i32 %322, i32* %3, align 4
  br label %256, !llvm.loop !11

323:                                              ; preds = %256
  %324 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 0
  %325 = load i32, i32* %324, align 16
  %326 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 1
  %327 = load i32, i32* %326, align 4
  %328 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 2
  %329 = load i32, i32* %328, align 8
  %330 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 3
  %331 = load i32, i32* %330, align 4
  %332 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 4
  %333 = load i32, i32* %332, align 16
  %334 = getelementptr inbounds [6 x i32], [6 x i32]* %16, i64 0, i64 5
  %335 = load i32, i32* %334, align 4
  %336 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([63 x i8], [63 x i8]* @.str.5, i64 0, i64 0), i32 noundef %325, i32 noundef %327, i32 noundef %329, i32 noundef %331, i32 noundef %333, i32 noundef %335)
  %337 = load i64, i64* %17, align 8
  %338 = trunc i64 %337 to i32
  %339 = mul nsw i32 46341, %338
  %340 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %339, i32 46341)
  %341 = extractvalue { i32, i1 } %340, 1
  %342 = extractvalue { i32, i1 } %340, 0
  store i32 %342, i32* %26, align 4
  %343 = zext i1 %341 to i32
  store i32 %343, i32* %28, align 4
  %344 = load i64, i64* %17, align 8
  %345 = sub nsw i64 9223372036854775807, %344
  %346 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %345, i64 1)
  %347 = extractvalue { i64, i1 } %346, 1
  %348 = extractvalue { i64, i1 } %346, 0
  store i64 %348, i64* %27, align 8
  %349 = zext i1 %347 to i32
  store i32 %349, i32* %29, align 4
  %350 = load i32, i32* %28, align 4
  %351 = load i32, i32* %26, align 4
  %352 = load i32, i32* %29, align 4
  %353 = load i64, i64* %27, align 8
  %354 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.6, i64 0, i64 0), i32 noundef %350, i32 noundef %351, i32 noundef %352, i64 noundef %353)
  %355 = load i32, i32* @check, align 4
  %356 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef %355)
  %357 = load i32, i32* @check, align 4
  %358 = and i32 %357, 127
  ret i32 %358
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xorshift64(i64* noundef %0) #0 {
  %2 = alloca i64*, align 8
  %3 = alloca i64, align 8
  store i64* %0, i64** %2, align 8
  %4 = load i64*, i64** %2, align 8
  %5 = load i64, i64* %4, align 8
  store i64 %5, i64* %3, align 8
  %6 = load i64, i64* %3, align 8
  %7 = shl i64 %6, 13
  %8 = load i64, i64* %3, align 8
  %9 = xor i64 %8, %7
  store i64 %9, i64* %3, align 8
  %10 = load i64, i64* %3, align 8
  %11 = lshr i64 %10, 7
  %12 = load i64, i64* %3, align 8
  %13 = xor i64 %12, %11
  store i64 %13, i64* %3, align 8
  %14 = load i64, i64* %3, align 8
  %15 = shl i64 %14, 17
  %16 = load i64, i64* %3, align 8
  %17 = xor i64 %16, %15
  store i64 %17, i64* %3, align 8
  %18 = load i64, i64* %3, align 8
  %19 = load i64*, i64** %2, align 8
  store i64 %18, i64* %19, align 8
  %20 = load i64, i64* %3, align 8
  ret i64 %20
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcount_loop(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i64, i64* %2, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load i64, i64* %2, align 8
  %9 = sub i64 %8, 1
  %10 = load i64, i64* %2, align 8
  %11 = and i64 %10, %9
  store i64 %11, i64* %2, align 8
  %12 = load i32, i32* %3, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* %3, align 4
  br label %4, !llvm.loop !12

14:                                               ; preds = %4
  %15 = load i32, i32* %3, align 4
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i32, i32* @check, align 4
  %4 = load i64, i64* %2, align 8
  %5 = trunc i64 %4 to i32
  %6 = xor i32 %3, %5
  %7 = mul i32 %6, -1640531535
  store i32 %7, i32* @check, align 4
  %8 = load i32, i32* @check, align 4
  %9 = load i64, i64* %2, align 8
  %10 = lshr i64 %9, 32
  %11 = trunc i64 %10 to i32
  %12 = xor i32 %8, %11
  %13 = mul i32 %12, -2048144777
  store i32 %13, i32* @check, align 4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @reverse32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = lshr i32 %3, 1
  %5 = and i32 %4, 1431655765
  %6 = load i32, i32* %2, align 4
  %7 = and i32 %6, 1431655765
  %8 = shl i32 %7, 1
  %9 = or i32 %5, %8
  store i32 %9, i32* %2, align 4
  %10 = load i32, i32* %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = load i32, i32* %2, align 4
  %14 = and i32 %13, 858993459
  %15 = shl i32 %14, 2
  %16 = or i32 %12, %15
  store i32 %16, i32* %2, align 4
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 4
  %19 = and i32 %18, 252645135
  %20 = load i32, i32* %2, align 4
  %21 = and i32 %20, 252645135
  %22 = shl i32 %21, 4
  %23 = or i32 %19, %22
  store i32 %23, i32* %2, align 4
  %24 = load i32, i32* %2, align 4
  %25 = call i32 @llvm.bswap.i32(i32 %24)
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rotl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = sub i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64, i64* %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  %10 = load i64, i64* %3, align 8
  %11 = load i32, i32* %4, align 4
  %12 = sub i32 64, %11
  %13 = and i32 %12, 63
  %14 = zext i32 %13 to i64
  %15 = shl i64 %10, %14
  %16 = or i64 %9, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bit_games(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  %8 = sub i32 0, %7
  %9 = and i32 %6, %8
  store i32 %9, i32* %3, align 4
  %10 = load i32, i32* %2, align 4
  %11 = load i32, i32* %2, align 4
  %12 = sub i32 %11, 1
  %13 = and i32 %10, %12
  store i32 %13, i32* %4, align 4
  %14 = load i32, i32* %2, align 4
  %15 = load i32, i32* %2, align 4
  %16 = lshr i32 %15, 1
  %17 = or i32 %14, %16
  store i32 %17, i32* %5, align 4
  %18 = load i32, i32* %5, align 4
  %19 = lshr i32 %18, 2
  %20 = load i32, i32* %5, align 4
  %21 = or i32 %20, %19
  store i32 %21, i32* %5, align 4
  %22 = load i32, i32* %5, align 4
  %23 = lshr i32 %22, 4
  %24 = load i32, i32* %5, align 4
  %25 = or i32 %24, %23
  store i32 %25, i32* %5, align 4
  %26 = load i32, i32* %5, align 4
  %27 = lshr i32 %26, 8
  %28 = load i32, i32* %5, align 4
  %29 = or i32 %28, %27
  store i32 %29, i32* %5, align 4
  %30 = load i32, i32* %5, align 4
  %31 = lshr i32 %30, 16
  %32 = load i32, i32* %5, align 4
  %33 = or i32 %32, %31
  store i32 %33, i32* %5, align 4
  %34 = load i32, i32* %3, align 4
  %35 = load i32, i32* %4, align 4
  %36 = shl i32 %35, 1
  %37 = xor i32 %34, %36
  %38 = load i32, i32* %5, align 4
  %39 = xor i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_pow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  %5 = icmp ule i32 %4, 1
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %17

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4
  %9 = icmp ugt i32 %8, -2147483648
  br i1 %9, label %10, label %11

10:                                               ; preds = %7
  store i32 0, i32* %2, align 4
  br label %17

11:                                               ; preds = %7
  %12 = load i32, i32* %3, align 4
  %13 = sub i32 %12, 1
  %14 = call i32 @llvm.ctlz.i32(i32 %13, i1 true)
  %15 = sub nsw i32 32, %14
  %16 = shl i32 1, %15
  store i32 %16, i32* %2, align 4
  br label %17

17:                                               ; preds = %11, %10, %6
  %18 = load i32, i32* %2, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ungray(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = lshr i64 %3, 1
  %5 = load i64, i64* %2, align 8
  %6 = xor i64 %5, %4
  store i64 %6, i64* %2, align 8
  %7 = load i64, i64* %2, align 8
  %8 = lshr i64 %7, 2
  %9 = load i64, i64* %2, align 8
  %10 = xor i64 %9, %8
  store i64 %10, i64* %2, align 8
  %11 = load i64, i64* %2, align 8
  %12 = lshr i64 %11, 4
  %13 = load i64, i64* %2, align 8
  %14 = xor i64 %13, %12
  store i64 %14, i64* %2, align 8
  %15 = load i64, i64* %2, align 8
  %16 = lshr i64 %15, 8
  %17 = load i64, i64* %2, align 8
  %18 = xor i64 %17, %16
  store i64 %18, i64* %2, align 8
  %19 = load i64, i64* %2, align 8
  %20 = lshr i64 %19, 16
  %21 = load i64, i64* %2, align 8
  %22 = xor i64 %21, %20
  store i64 %22, i64* %2, align 8
  %23 = load i64, i64* %2, align 8
  %24 = lshr i64 %23, 32
  %25 = load i64, i64* %2, align 8
  %26 = xor i64 %25, %24
  store i64 %26, i64* %2, align 8
  %27 = load i64, i64* %2, align 8
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gray(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = load i64, i64* %2, align 8
  %5 = lshr i64 %4, 1
  %6 = xor i64 %3, %5
  ret i64 %6
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
