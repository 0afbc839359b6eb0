; ModuleID = 'c/divshift.c'
source_filename = "c/divshift.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@vone = internal global i32 1, align 4
@main.na = internal constant [8 x i32] [i32 100, i32 -100, i32 7, i32 -7, i32 2147483647, i32 -2147483648, i32 0, i32 12345], align 4
@main.nb = internal constant [8 x i32] [i32 3, i32 -3, i32 7, i32 1, i32 -1, i32 16, i32 1000, i32 -13], align 4
@.str = private unnamed_addr constant [61 x i8] c"s32: -7/2=%d -7%%2=%d 7/-2=%d 7%%-2=%d u32: 0xffffffff/3=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"s8: -128/-1=%d -128%%-1=%d 100/-7=%d -100%%7=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"u8: 250/7=%u 250%%7=%u 255/255=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [51 x i8] c"s16: -32768/-1=%d 30000/-7=%d u16: 65535%%1000=%u\0A\00", align 1
@main.la = internal constant [6 x i64] [i64 1000000000000, i64 -999999999999, i64 9223372036854775807, i64 -9223372036854775807, i64 7, i64 -7], align 8
@main.lb = internal constant [6 x i64] [i64 3, i64 -10, i64 4294967296, i64 1000000007, i64 -4294967297, i64 2], align 8
@.str.4 = private unnamed_addr constant [36 x i8] c"s64: min+1 / 1e9+7 = %lld rem %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [52 x i8] c"u64: max / 10 = %llu rem %llu; max / 2^32+1 = %llu\0A\00", align 1
@.str.6 = private unnamed_addr constant [38 x i8] c"i=%d: %d>>i=%d (u)>>i=%u pat<<i=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [40 x i8] c"i=%d: ar=%lld lr=%llx sl=%llx rot=%llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"shift acc = %08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"char: %d %d %u %d %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [37 x i8] c"short: %d %d %u %u cmp=%d ushift=%u\0A\00", align 1
@.str.11 = private unnamed_addr constant [19 x i8] c"loop: %d %u %d %u\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"print_u64: \00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal global i32 0, align 4
@.str.16 = private unnamed_addr constant [66 x i8] c"s32 %d: /3=%d %%3=%d /7=%d %%7=%d /-5=%d /16=%d %%16=%d /1000=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [61 x i8] c"u32 %u: /3=%u %%3=%u /7=%u /10=%u %%10=%u /641=%u /65536=%u\0A\00", align 1
@.str.18 = private unnamed_addr constant [64 x i8] c"s64 %lld: /3=%lld %%3=%lld /10=%lld %%1000000007=%lld /-8=%lld\0A\00", align 1
@.str.19 = private unnamed_addr constant [57 x i8] c"u64 %llu: /3=%llu /10=%llu %%10=%llu /1e9=%llu %%7=%llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i8, align 1
  %24 = alloca i8, align 1
  %25 = alloca i8, align 1
  %26 = alloca i8, align 1
  %27 = alloca i16, align 2
  %28 = alloca i16, align 2
  %29 = alloca i16, align 2
  %30 = alloca i16, align 2
  %31 = alloca i32, align 4
  %32 = alloca i8, align 1
  %33 = alloca i8, align 1
  %34 = alloca i32, align 4
  %35 = alloca i16, align 2
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i16, align 2
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i8, align 1
  %42 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  %43 = load volatile i32, i32* @vone, align 4
  store i32 %43, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %44

44:                                               ; preds = %89, %0
  %45 = load i32, i32* %3, align 4
  %46 = icmp slt i32 %45, 8
  br i1 %46, label %47, label %92

47:                                               ; preds = %44
  store i32 0, i32* %4, align 4
  br label %48

48:                                               ; preds = %85, %47
  %49 = load i32, i32* %4, align 4
  %50 = icmp slt i32 %49, 8
  br i1 %50, label %51, label %88

51:                                               ; preds = %48
  %52 = load i32, i32* %3, align 4
  %53 = getelementptr inbounds [8 x i32], [8 x i32]* @main.na, i32 0, i32 %52
  %54 = load i32, i32* %53, align 4
  %55 = load i32, i32* %2, align 4
  %56 = mul nsw i32 %54, %55
  store i32 %56, i32* %5, align 4
  %57 = load i32, i32* %4, align 4
  %58 = getelementptr inbounds [8 x i32], [8 x i32]* @main.nb, i32 0, i32 %57
  %59 = load i32, i32* %58, align 4
  %60 = load i32, i32* %2, align 4
  %61 = mul nsw i32 %59, %60
  store i32 %61, i32* %6, align 4
  %62 = load i32, i32* %5, align 4
  %63 = icmp eq i32 %62, -2147483648
  br i1 %63, label %64, label %68

64:                                               ; preds = %51
  %65 = load i32, i32* %6, align 4
  %66 = icmp eq i32 %65, -1
  br i1 %66, label %67, label %68

67:                                               ; preds = %64
  br label %85

68:                                               ; preds = %64, %51
  %69 = load i32, i32* %5, align 4
  %70 = load i32, i32* %6, align 4
  %71 = call i32 @div_s32(i32 noundef %69, i32 noundef %70)
  %72 = zext i32 %71 to i64
  call void @mix(i64 noundef %72)
  %73 = load i32, i32* %5, align 4
  %74 = load i32, i32* %6, align 4
  %75 = call i32 @rem_s32(i32 noundef %73, i32 noundef %74)
  %76 = zext i32 %75 to i64
  call void @mix(i64 noundef %76)
  %77 = load i32, i32* %5, align 4
  %78 = load i32, i32* %6, align 4
  %79 = call i32 @div_u32(i32 noundef %77, i32 noundef %78)
  %80 = zext i32 %79 to i64
  call void @mix(i64 noundef %80)
  %81 = load i32, i32* %5, align 4
  %82 = load i32, i32* %6, align 4
  %83 = call i32 @rem_u32(i32 noundef %81, i32 noundef %82)
  %84 = zext i32 %83 to i64
  call void @mix(i64 noundef %84)
  br label %85

85:                                               ; preds = %68, %67
  %86 = load i32, i32* %4, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, i32* %4, align 4
  br label %48, !llvm.loop !6

88:                                               ; preds = %48
  br label %89

89:                                               ; preds = %88
  %90 = load i32, i32* %3, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %3, align 4
  br label %44, !llvm.loop !8

92:                                               ; preds = %44
  %93 = load i32, i32* %2, align 4
  %94 = mul nsw i32 -7, %93
  %95 = call i32 @div_s32(i32 noundef %94, i32 noundef 2)
  %96 = load i32, i32* %2, align 4
  %97 = mul nsw i32 -7, %96
  %98 = call i32 @rem_s32(i32 noundef %97, i32 noundef 2)
  %99 = load i32, i32* %2, align 4
  %100 = mul nsw i32 7, %99
  %101 = call i32 @div_s32(i32 noundef %100, i32 noundef -2)
  %102 = load i32, i32* %2, align 4
  %103 = mul nsw i32 7, %102
  %104 = call i32 @rem_s32(i32 noundef %103, i32 noundef -2)
  %105 = load i32, i32* %2, align 4
  %106 = mul i32 -1, %105
  %107 = call i32 @div_u32(i32 noundef %106, i32 noundef 3)
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([61 x i8], [61 x i8]* @.str, i32 0, i32 0), i32 noundef %95, i32 noundef %98, i32 noundef %101, i32 noundef %104, i32 noundef %107)
  %109 = load i32, i32* %2, align 4
  %110 = mul nsw i32 -128, %109
  %111 = trunc i32 %110 to i8
  store i8 %111, i8* %7, align 1
  %112 = load i32, i32* %2, align 4
  %113 = mul nsw i32 -1, %112
  %114 = trunc i32 %113 to i8
  store i8 %114, i8* %8, align 1
  %115 = load i8, i8* %7, align 1
  %116 = load i8, i8* %8, align 1
  %117 = call signext i8 @div_s8(i8 noundef signext %115, i8 noundef signext %116)
  %118 = sext i8 %117 to i32
  %119 = load i8, i8* %7, align 1
  %120 = load i8, i8* %8, align 1
  %121 = call signext i8 @rem_s8(i8 noundef signext %119, i8 noundef signext %120)
  %122 = sext i8 %121 to i32
  %123 = load i32, i32* %2, align 4
  %124 = mul nsw i32 100, %123
  %125 = trunc i32 %124 to i8
  %126 = call signext i8 @div_s8(i8 noundef signext %125, i8 noundef signext -7)
  %127 = sext i8 %126 to i32
  %128 = load i32, i32* %2, align 4
  %129 = mul nsw i32 -100, %128
  %130 = trunc i32 %129 to i8
  %131 = call signext i8 @rem_s8(i8 noundef signext %130, i8 noundef signext 7)
  %132 = sext i8 %131 to i32
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i32 0, i32 0), i32 noundef %118, i32 noundef %122, i32 noundef %127, i32 noundef %132)
  %134 = load i32, i32* %2, align 4
  %135 = mul nsw i32 250, %134
  %136 = trunc i32 %135 to i8
  %137 = call zeroext i8 @div_u8(i8 noundef zeroext %136, i8 noundef zeroext 7)
  %138 = zext i8 %137 to i32
  %139 = load i32, i32* %2, align 4
  %140 = mul nsw i32 250, %139
  %141 = trunc i32 %140 to i8
  %142 = call zeroext i8 @rem_u8(i8 noundef zeroext %141, i8 noundef zeroext 7)
  %143 = zext i8 %142 to i32
  %144 = load i32, i32* %2, align 4
  %145 = mul nsw i32 255, %144
  %146 = trunc i32 %145 to i8
  %147 = call zeroext i8 @div_u8(i8 noundef zeroext %146, i8 noundef zeroext -1)
  %148 = zext i8 %147 to i32
  %149 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i32 0, i32 0), i32 noundef %138, i32 noundef %143, i32 noundef %148)
  %150 = load i32, i32* %2, align 4
  %151 = mul nsw i32 -32768, %150
  %152 = trunc i32 %151 to i16
  %153 = call signext i16 @div_s16(i16 noundef signext %152, i16 noundef signext -1)
  %154 = sext i16 %153 to i32
  %155 = load i32, i32* %2, align 4
  %156 = mul nsw i32 30000, %155
  %157 = trunc i32 %156 to i16
  %158 = call signext i16 @div_s16(i16 noundef signext %157, i16 noundef signext -7)
  %159 = sext i16 %158 to i32
  %160 = load i32, i32* %2, align 4
  %161 = mul nsw i32 65535, %160
  %162 = trunc i32 %161 to i16
  %163 = call zeroext i16 @rem_u16(i16 noundef zeroext %162, i16 noundef zeroext 1000)
  %164 = zext i16 %163 to i32
  %165 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([51 x i8], [51 x i8]* @.str.3, i32 0, i32 0), i32 noundef %154, i32 noundef %159, i32 noundef %164)
  %166 = load i8, i8* %7, align 1
  %167 = load i8, i8* %8, align 1
  %168 = call signext i8 @div_s8(i8 noundef signext %166, i8 noundef signext %167)
  %169 = zext i8 %168 to i64
  call void @mix(i64 noundef %169)
  %170 = load i32, i32* %2, align 4
  %171 = mul nsw i32 54321, %170
  %172 = trunc i32 %171 to i16
  %173 = call zeroext i16 @rem_u16(i16 noundef zeroext %172, i16 noundef zeroext 77)
  %174 = zext i16 %173 to i64
  call void @mix(i64 noundef %174)
  store i32 0, i32* %3, align 4
  br label %175

175:                                              ; preds = %211, %92
  %176 = load i32, i32* %3, align 4
  %177 = icmp slt i32 %176, 6
  br i1 %177, label %178, label %214

178:                                              ; preds = %175
  store i32 0, i32* %4, align 4
  br label %179

179:                                              ; preds = %207, %178
  %180 = load i32, i32* %4, align 4
  %181 = icmp slt i32 %180, 6
  br i1 %181, label %182, label %210

182:                                              ; preds = %179
  %183 = load i32, i32* %3, align 4
  %184 = getelementptr inbounds [6 x i64], [6 x i64]* @main.la, i32 0, i32 %183
  %185 = load i64, i64* %184, align 8
  %186 = load i32, i32* %2, align 4
  %187 = sext i32 %186 to i64
  %188 = mul nsw i64 %185, %187
  store i64 %188, i64* %9, align 8
  %189 = load i32, i32* %4, align 4
  %190 = getelementptr inbounds [6 x i64], [6 x i64]* @main.lb, i32 0, i32 %189
  %191 = load i64, i64* %190, align 8
  %192 = load i32, i32* %2, align 4
  %193 = sext i32 %192 to i64
  %194 = mul nsw i64 %191, %193
  store i64 %194, i64* %10, align 8
  %195 = load i64, i64* %9, align 8
  %196 = load i64, i64* %10, align 8
  %197 = call i64 @div_s64(i64 noundef %195, i64 noundef %196)
  call void @mix(i64 noundef %197)
  %198 = load i64, i64* %9, align 8
  %199 = load i64, i64* %10, align 8
  %200 = call i64 @rem_s64(i64 noundef %198, i64 noundef %199)
  call void @mix(i64 noundef %200)
  %201 = load i64, i64* %9, align 8
  %202 = load i64, i64* %10, align 8
  %203 = call i64 @div_u64(i64 noundef %201, i64 noundef %202)
  call void @mix(i64 noundef %203)
  %204 = load i64, i64* %9, align 8
  %205 = load i64, i64* %10, align 8
  %206 = call i64 @rem_u64(i64 noundef %204, i64 noundef %205)
  call void @mix(i64 noundef %206)
  br label %207

207:                                              ; preds = %182
  %208 = load i32, i32* %4, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, i32* %4, align 4
  br label %179, !llvm.loop !9

210:                                              ; preds = %179
  br label %211

211:                                              ; preds = %210
  %212 = load i32, i32* %3, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, i32* %3, align 4
  br label %175, !llvm.loop !10

214:                                              ; preds = %175
  %215 = load i32, i32* %2, align 4
  %216 = sext i32 %215 to i64
  %217 = mul nsw i64 -9223372036854775807, %216
  %218 = call i64 @div_s64(i64 noundef %217, i64 noundef 1000000007)
  %219 = load i32, i32* %2, align 4
  %220 = sext i32 %219 to i64
  %221 = mul nsw i64 -9223372036854775807, %220
  %222 = call i64 @rem_s64(i64 noundef %221, i64 noundef 1000000007)
  %223 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.4, i32 0, i32 0), i64 noundef %218, i64 noundef %222)
  %224 = load i32, i32* %2, align 4
  %225 = sext i32 %224 to i64
  %226 = mul i64 -1, %225
  %227 = call i64 @div_u64(i64 noundef %226, i64 noundef 10)
  %228 = load i32, i32* %2, align 4
  %229 = sext i32 %228 to i64
  %230 = mul i64 -1, %229
  %231 = call i64 @rem_u64(i64 noundef %230, i64 noundef 10)
  %232 = call i64 @div_u64(i64 noundef -1, i64 noundef 4294967297)
  %233 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([52 x i8], [52 x i8]* @.str.5, i32 0, i32 0), i64 noundef %227, i64 noundef %231, i64 noundef %232)
  %234 = load i32, i32* %2, align 4
  %235 = mul nsw i32 -1234567, %234
  %236 = load i32, i32* %2, align 4
  %237 = mul i32 -294967296, %236
  %238 = load i32, i32* %2, align 4
  %239 = sext i32 %238 to i64
  %240 = mul nsw i64 -98765432109876, %239
  %241 = load i32, i32* %2, align 4
  %242 = sext i32 %241 to i64
  %243 = mul i64 -446744073709551616, %242
  call void @by_constants(i32 noundef %235, i32 noundef %237, i64 noundef %240, i64 noundef %243)
  %244 = load i32, i32* %2, align 4
  %245 = mul nsw i32 99, %244
  %246 = load i32, i32* %2, align 4
  %247 = mul i32 7, %246
  %248 = load i32, i32* %2, align 4
  %249 = sext i32 %248 to i64
  %250 = mul nsw i64 5, %249
  %251 = load i32, i32* %2, align 4
  %252 = sext i32 %251 to i64
  %253 = mul i64 1, %252
  call void @by_constants(i32 noundef %245, i32 noundef %247, i64 noundef %250, i64 noundef %253)
  %254 = load i32, i32* %2, align 4
  %255 = mul nsw i32 -123456789, %254
  store i32 %255, i32* %11, align 4
  %256 = load i32, i32* %2, align 4
  %257 = mul i32 -2023406815, %256
  store i32 %257, i32* %12, align 4
  %258 = load i32, i32* %2, align 4
  %259 = sext i32 %258 to i64
  %260 = mul nsw i64 -1234567890123, %259
  store i64 %260, i64* %13, align 8
  %261 = load i32, i32* %2, align 4
  %262 = sext i32 %261 to i64
  %263 = mul i64 -81985529216486896, %262
  store i64 %263, i64* %14, align 8
  store i32 0, i32* %15, align 4
  store i32 0, i32* %3, align 4
  br label %264

264:                                              ; preds = %296, %214
  %265 = load i32, i32* %3, align 4
  %266 = icmp slt i32 %265, 32
  br i1 %266, label %267, label %299

267:                                              ; preds = %264
  %268 = load i32, i32* %11, align 4
  %269 = load i32, i32* %3, align 4
  %270 = ashr i32 %268, %269
  store i32 %270, i32* %16, align 4
  %271 = load i32, i32* %11, align 4
  %272 = load i32, i32* %3, align 4
  %273 = lshr i32 %271, %272
  store i32 %273, i32* %17, align 4
  %274 = load i32, i32* %12, align 4
  %275 = load i32, i32* %3, align 4
  %276 = shl i32 %274, %275
  store i32 %276, i32* %18, align 4
  %277 = load i32, i32* %15, align 4
  %278 = mul i32 %277, 3
  %279 = load i32, i32* %16, align 4
  %280 = add i32 %278, %279
  %281 = load i32, i32* %17, align 4
  %282 = add i32 %280, %281
  %283 = load i32, i32* %18, align 4
  %284 = add i32 %282, %283
  store i32 %284, i32* %15, align 4
  %285 = load i32, i32* %3, align 4
  %286 = srem i32 %285, 8
  %287 = icmp eq i32 %286, 5
  br i1 %287, label %288, label %295

288:                                              ; preds = %267
  %289 = load i32, i32* %3, align 4
  %290 = load i32, i32* %11, align 4
  %291 = load i32, i32* %16, align 4
  %292 = load i32, i32* %17, align 4
  %293 = load i32, i32* %18, align 4
  %294 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.6, i32 0, i32 0), i32 noundef %289, i32 noundef %290, i32 noundef %291, i32 noundef %292, i32 noundef %293)
  br label %295

295:                                              ; preds = %288, %267
  br label %296

296:                                              ; preds = %295
  %297 = load i32, i32* %3, align 4
  %298 = add nsw i32 %297, 1
  store i32 %298, i32* %3, align 4
  br label %264, !llvm.loop !11

299:                                              ; preds = %264
  store i32 0, i32* %3, align 4
  br label %300

300:                                              ; preds = %349, %299
  %301 = load i32, i32* %3, align 4
  %302 = icmp slt i32 %301, 64
  br i1 %302, label %303, label %352

303:                                              ; preds = %300
  %304 = load i64, i64* %13, align 8
  %305 = load i32, i32* %3, align 4
  %306 = zext i32 %305 to i64
  %307 = ashr i64 %304, %306
  store i64 %307, i64* %19, align 8
  %308 = load i64, i64* %13, align 8
  %309 = load i32, i32* %3, align 4
  %310 = zext i32 %309 to i64
  %311 = lshr i64 %308, %310
  store i64 %311, i64* %20, align 8
  %312 = load i64, i64* %14, align 8
  %313 = load i32, i32* %3, align 4
  %314 = zext i32 %313 to i64
  %315 = shl i64 %312, %314
  store i64 %315, i64* %21, align 8
  %316 = load i32, i32* %3, align 4
  %317 = icmp ne i32 %316, 0
  br i1 %317, label %318, label %329

318:                                              ; preds = %303
  %319 = load i64, i64* %14, align 8
  %320 = load i32, i32* %3, align 4
  %321 = zext i32 %320 to i64
  %322 = shl i64 %319, %321
  %323 = load i64, i64* %14, align 8
  %324 = load i32, i32* %3, align 4
  %325 = sub nsw i32 64, %324
  %326 = zext i32 %325 to i64
  %327 = lshr i64 %323, %326
  %328 = or i64 %322, %327
  br label %331

329:                                              ; preds = %303
  %330 = load i64, i64* %14, align 8
  br label %331

331:                                              ; preds = %329, %318
  %332 = phi i64 [ %328, %318 ], [ %330, %329 ]
  store i64 %332, i64* %22, align 8
  %333 = load i64, i64* %19, align 8
  call void @mix(i64 noundef %333)
  %334 = load i64, i64* %20, align 8
  call void @mix(i64 noundef %334)
  %335 = load i64, i64* %21, align 8
  %336 = load i64, i64* %22, align 8
  %337 = xor i64 %335, %336
  call void @mix(i64 noundef %337)
  %338 = load i32, i32* %3, align 4
  %339 = srem i32 %338, 21
  %340 = icmp eq i32 %339, 0
  br i1 %340, label %341, label %348

341:                                              ; preds = %331
  %342 = load i32, i32* %3, align 4
  %343 = load i64, i64* %19, align 8
  %344 = load i64, i64* %20, align 8
  %345 = load i64, i64* %21, align 8
  %346 = load i64, i64* %22, align 8
  %347 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.7, i32 0, i32 0), i32 noundef %342, i64 noundef %343, i64 noundef %344, i64 noundef %345, i64 noundef %346)
  br label %348

348:                                              ; preds = %341, %331
  br label %349

349:                                              ; preds = %348
  %350 = load i32, i32* %3, align 4
  %351 = add nsw i32 %350, 3
  store i32 %351, i32* %3, align 4
  br label %300, !llvm.loop !12

352:                                              ; preds = %300
  %353 = load i32, i32* %15, align 4
  %354 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i32 0, i32 0), i32 noundef %353)
  %355 = load i32, i32* %15, align 4
  %356 = zext i32 %355 to i64
  call void @mix(i64 noundef %356)
  %357 = load i32, i32* %2, align 4
  %358 = mul nsw i32 100, %357
  %359 = trunc i32 %358 to i8
  store i8 %359, i8* %23, align 1
  %360 = load i32, i32* %2, align 4
  %361 = mul nsw i32 -100, %360
  %362 = trunc i32 %361 to i8
  store i8 %362, i8* %24, align 1
  %363 = load i32, i32* %2, align 4
  %364 = mul nsw i32 200, %363
  %365 = trunc i32 %364 to i8
  store i8 %365, i8* %25, align 1
  %366 = load i32, i32* %2, align 4
  %367 = mul nsw i32 100, %366
  %368 = trunc i32 %367 to i8
  store i8 %368, i8* %26, align 1
  %369 = load i32, i32* %2, align 4
  %370 = mul nsw i32 30000, %369
  %371 = trunc i32 %370 to i16
  store i16 %371, i16* %27, align 2
  %372 = load i32, i32* %2, align 4
  %373 = mul nsw i32 -30000, %372
  %374 = trunc i32 %373 to i16
  store i16 %374, i16* %28, align 2
  %375 = load i32, i32* %2, align 4
  %376 = mul nsw i32 60000, %375
  %377 = trunc i32 %376 to i16
  store i16 %377, i16* %29, align 2
  %378 = load i32, i32* %2, align 4
  %379 = mul nsw i32 50000, %378
  %380 = trunc i32 %379 to i16
  store i16 %380, i16* %30, align 2
  %381 = load i8, i8* %23, align 1
  %382 = sext i8 %381 to i32
  %383 = load i8, i8* %23, align 1
  %384 = sext i8 %383 to i32
  %385 = add nsw i32 %382, %384
  store i32 %385, i32* %31, align 4
  %386 = load i8, i8* %23, align 1
  %387 = sext i8 %386 to i32
  %388 = load i8, i8* %23, align 1
  %389 = sext i8 %388 to i32
  %390 = add nsw i32 %387, %389
  %391 = trunc i32 %390 to i8
  store i8 %391, i8* %32, align 1
  %392 = load i8, i8* %25, align 1
  %393 = zext i8 %392 to i32
  %394 = load i8, i8* %26, align 1
  %395 = zext i8 %394 to i32
  %396 = add nsw i32 %393, %395
  %397 = trunc i32 %396 to i8
  store i8 %397, i8* %33, align 1
  %398 = load i8, i8* %25, align 1
  %399 = zext i8 %398 to i32
  %400 = load i8, i8* %26, align 1
  %401 = zext i8 %400 to i32
  %402 = add nsw i32 %399, %401
  store i32 %402, i32* %34, align 4
  %403 = load i16, i16* %27, align 2
  %404 = sext i16 %403 to i32
  %405 = load i16, i16* %27, align 2
  %406 = sext i16 %405 to i32
  %407 = add nsw i32 %404, %406
  %408 = trunc i32 %407 to i16
  store i16 %408, i16* %35, align 2
  %409 = load i16, i16* %27, align 2
  %410 = sext i16 %409 to i32
  %411 = load i16, i16* %28, align 2
  %412 = sext i16 %411 to i32
  %413 = sub nsw i32 %410, %412
  store i32 %413, i32* %36, align 4
  %414 = load i16, i16* %29, align 2
  %415 = zext i16 %414 to i32
  %416 = load i16, i16* %30, align 2
  %417 = zext i16 %416 to i32
  %418 = mul i32 %415, %417
  store i32 %418, i32* %37, align 4
  %419 = load i16, i16* %29, align 2
  %420 = zext i16 %419 to i32
  %421 = load i16, i16* %30, align 2
  %422 = zext i16 %421 to i32
  %423 = mul i32 %420, %422
  %424 = trunc i32 %423 to i16
  store i16 %424, i16* %38, align 2
  %425 = load i8, i8* %26, align 1
  %426 = zext i8 %425 to i32
  %427 = load i8, i8* %25, align 1
  %428 = zext i8 %427 to i32
  %429 = sub nsw i32 %426, %428
  %430 = trunc i32 %429 to i8
  %431 = zext i8 %430 to i32
  %432 = icmp sgt i32 %431, 100
  %433 = zext i1 %432 to i32
  store i32 %433, i32* %39, align 4
  %434 = load i8, i8* %24, align 1
  %435 = sext i8 %434 to i32
  %436 = ashr i32 %435, 2
  store i32 %436, i32* %40, align 4
  %437 = load i8, i8* %25, align 1
  %438 = zext i8 %437 to i32
  %439 = shl i32 %438, 1
  %440 = trunc i32 %439 to i8
  store i8 %440, i8* %41, align 1
  %441 = load i8, i8* %24, align 1
  %442 = sext i8 %441 to i32
  %443 = sdiv i32 %442, 3
  %444 = trunc i32 %443 to i8
  store i8 %444, i8* %42, align 1
  %445 = load i32, i32* %31, align 4
  %446 = load i8, i8* %32, align 1
  %447 = sext i8 %446 to i32
  %448 = load i8, i8* %33, align 1
  %449 = zext i8 %448 to i32
  %450 = load i32, i32* %34, align 4
  %451 = load i32, i32* %40, align 4
  %452 = load i8, i8* %42, align 1
  %453 = sext i8 %452 to i32
  %454 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.9, i32 0, i32 0), i32 noundef %445, i32 noundef %447, i32 noundef %449, i32 noundef %450, i32 noundef %451, i32 noundef %453)
  %455 = load i16, i16* %35, align 2
  %456 = sext i16 %455 to i32
  %457 = load i32, i32* %36, align 4
  %458 = load i32, i32* %37, align 4
  %459 = load i16, i16* %38, align 2
  %460 = zext i16 %459 to i32
  %461 = load i32, i32* %39, align 4
  %462 = load i8, i8* %41, align 1
  %463 = zext i8 %462 to i32
  %464 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.10, i32 0, i32 0), i32 noundef %456, i32 noundef %457, i32 noundef %458, i32 noundef %460, i32 noundef %461, i32 noundef %463)
  %465 = load i32, i32* %31, align 4
  %466 = load i8, i8* %32, align 1
  %467 = zext i8 %466 to i32
  %468 = add i32 %465, %467
  %469 = load i8, i8* %33, align 1
  %470 = zext i8 %469 to i32
  %471 = add i32 %468, %470
  %472 = load i32, i32* %34, align 4
  %473 = add i32 %471, %472
  %474 = zext i32 %473 to i64
  call void @mix(i64 noundef %474)
  %475 = load i16, i16* %35, align 2
  %476 = zext i16 %475 to i32
  %477 = load i32, i32* %36, align 4
  %478 = add i32 %476, %477
  %479 = load i32, i32* %37, align 4
  %480 = add i32 %478, %479
  %481 = load i16, i16* %38, align 2
  %482 = zext i16 %481 to i32
  %483 = add i32 %480, %482
  %484 = load i32, i32* %39, align 4
  %485 = add i32 %483, %484
  %486 = zext i32 %485 to i64
  call void @mix(i64 noundef %486)
  store i32 0, i32* %3, align 4
  br label %487

487:                                              ; preds = %521, %352
  %488 = load i32, i32* %3, align 4
  %489 = icmp slt i32 %488, 300
  br i1 %489, label %490, label %524

490:                                              ; preds = %487
  %491 = load i8, i8* %23, align 1
  %492 = sext i8 %491 to i32
  %493 = mul nsw i32 %492, 3
  %494 = load i32, i32* %3, align 4
  %495 = add nsw i32 %493, %494
  %496 = trunc i32 %495 to i8
  store i8 %496, i8* %23, align 1
  %497 = load i8, i8* %25, align 1
  %498 = zext i8 %497 to i32
  %499 = mul i32 %498, 7
  %500 = load i32, i32* %3, align 4
  %501 = add i32 %499, %500
  %502 = trunc i32 %501 to i8
  store i8 %502, i8* %25, align 1
  %503 = load i16, i16* %27, align 2
  %504 = sext i16 %503 to i32
  %505 = load i32, i32* %3, align 4
  %506 = trunc i32 %505 to i16
  %507 = sext i16 %506 to i32
  %508 = xor i32 %504, %507
  %509 = sub nsw i32 %508, 1000
  %510 = trunc i32 %509 to i16
  store i16 %510, i16* %27, align 2
  %511 = load i16, i16* %29, align 2
  %512 = zext i16 %511 to i32
  %513 = udiv i32 %512, 3
  %514 = load i16, i16* %30, align 2
  %515 = zext i16 %514 to i32
  %516 = urem i32 %515, 97
  %517 = add i32 %513, %516
  %518 = load i32, i32* %3, align 4
  %519 = add i32 %517, %518
  %520 = trunc i32 %519 to i16
  store i16 %520, i16* %29, align 2
  br label %521

521:                                              ; preds = %490
  %522 = load i32, i32* %3, align 4
  %523 = add nsw i32 %522, 1
  store i32 %523, i32* %3, align 4
  br label %487, !llvm.loop !13

524:                                              ; preds = %487
  %525 = load i8, i8* %23, align 1
  %526 = sext i8 %525 to i32
  %527 = load i8, i8* %25, align 1
  %528 = zext i8 %527 to i32
  %529 = load i16, i16* %27, align 2
  %530 = sext i16 %529 to i32
  %531 = load i16, i16* %29, align 2
  %532 = zext i16 %531 to i32
  %533 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i32 noundef %526, i32 noundef %528, i32 noundef %530, i32 noundef %532)
  %534 = load i8, i8* %23, align 1
  %535 = zext i8 %534 to i64
  call void @mix(i64 noundef %535)
  %536 = load i8, i8* %25, align 1
  %537 = zext i8 %536 to i64
  call void @mix(i64 noundef %537)
  %538 = load i16, i16* %27, align 2
  %539 = zext i16 %538 to i64
  call void @mix(i64 noundef %539)
  %540 = load i16, i16* %29, align 2
  %541 = zext i16 %540 to i64
  call void @mix(i64 noundef %541)
  %542 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0))
  %543 = load i32, i32* %2, align 4
  %544 = sext i32 %543 to i64
  %545 = mul i64 -1, %544
  call void @print_u64(i64 noundef %545)
  %546 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.13, i32 0, i32 0))
  %547 = load i32, i32* %2, align 4
  %548 = sext i32 %547 to i64
  %549 = mul i64 -8446744073709551616, %548
  call void @print_u64(i64 noundef %549)
  %550 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i32 0, i32 0))
  %551 = load i32, i32* @check, align 4
  %552 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.15, i32 0, i32 0), i32 noundef %551)
  %553 = load i32, i32* @check, align 4
  %554 = and i32 %553, 127
  ret i32 %554
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i32, i32* @check, align 4
  %4 = load i64, i64* %2, align 8
  %5 = trunc i64 %4 to i32
  %6 = xor i32 %3, %5
  %7 = load i64, i64* %2, align 8
  %8 = lshr i64 %7, 32
  %9 = trunc i64 %8 to i32
  %10 = xor i32 %6, %9
  %11 = mul i32 %10, 16777619
  store i32 %11, i32* @check, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div_s32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sdiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rem_s32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = srem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = udiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rem_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = urem i32 %5, %6
  ret i32 %7
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @div_s8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @rem_s8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @div_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @rem_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @div_s16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = sext i16 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @rem_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = zext i16 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div_s64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = sdiv i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem_s64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = srem i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = udiv i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = urem i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @by_constants(i32 noundef %0, i32 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i64 %2, i64* %7, align 8
  store i64 %3, i64* %8, align 8
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %5, align 4
  %11 = sdiv i32 %10, 3
  %12 = load i32, i32* %5, align 4
  %13 = srem i32 %12, 3
  %14 = load i32, i32* %5, align 4
  %15 = sdiv i32 %14, 7
  %16 = load i32, i32* %5, align 4
  %17 = srem i32 %16, 7
  %18 = load i32, i32* %5, align 4
  %19 = sdiv i32 %18, -5
  %20 = load i32, i32* %5, align 4
  %21 = sdiv i32 %20, 16
  %22 = load i32, i32* %5, align 4
  %23 = srem i32 %22, 16
  %24 = load i32, i32* %5, align 4
  %25 = sdiv i32 %24, 1000
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @.str.16, i32 0, i32 0), i32 noundef %9, i32 noundef %11, i32 noundef %13, i32 noundef %15, i32 noundef %17, i32 noundef %19, i32 noundef %21, i32 noundef %23, i32 noundef %25)
  %27 = load i32, i32* %6, align 4
  %28 = load i32, i32* %6, align 4
  %29 = udiv i32 %28, 3
  %30 = load i32, i32* %6, align 4
  %31 = urem i32 %30, 3
  %32 = load i32, i32* %6, align 4
  %33 = udiv i32 %32, 7
  %34 = load i32, i32* %6, align 4
  %35 = udiv i32 %34, 10
  %36 = load i32, i32* %6, align 4
  %37 = urem i32 %36, 10
  %38 = load i32, i32* %6, align 4
  %39 = udiv i32 %38, 641
  %40 = load i32, i32* %6, align 4
  %41 = udiv i32 %40, 65536
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([61 x i8], [61 x i8]* @.str.17, i32 0, i32 0), i32 noundef %27, i32 noundef %29, i32 noundef %31, i32 noundef %33, i32 noundef %35, i32 noundef %37, i32 noundef %39, i32 noundef %41)
  %43 = load i64, i64* %7, align 8
  %44 = load i64, i64* %7, align 8
  %45 = sdiv i64 %44, 3
  %46 = load i64, i64* %7, align 8
  %47 = srem i64 %46, 3
  %48 = load i64, i64* %7, align 8
  %49 = sdiv i64 %48, 10
  %50 = load i64, i64* %7, align 8
  %51 = srem i64 %50, 1000000007
  %52 = load i64, i64* %7, align 8
  %53 = sdiv i64 %52, -8
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.18, i32 0, i32 0), i64 noundef %43, i64 noundef %45, i64 noundef %47, i64 noundef %49, i64 noundef %51, i64 noundef %53)
  %55 = load i64, i64* %8, align 8
  %56 = load i64, i64* %8, align 8
  %57 = udiv i64 %56, 3
  %58 = load i64, i64* %8, align 8
  %59 = udiv i64 %58, 10
  %60 = load i64, i64* %8, align 8
  %61 = urem i64 %60, 10
  %62 = load i64, i64* %8, align 8
  %63 = udiv i64 %62, 1000000000
  %64 = load i64, i64* %8, align 8
  %65 = urem i64 %64, 7
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.19, i32 0, i32 0), i64 noundef %55, i64 noundef %57, i64 noundef %59, i64 noundef %61, i64 noundef %63, i64 noundef %65)
  %67 = load i32, i32* %5, align 4
  %68 = sdiv i32 %67, 7
  %69 = zext i32 %68 to i64
  call void @mix(i64 noundef %69)
  %70 = load i32, i32* %6, align 4
  %71 = udiv i32 %70, 10
  %72 = zext i32 %71 to i64
  call void @mix(i64 noundef %72)
  %73 = load i64, i64* %7, align 8
  %74 = sdiv i64 %73, 3
  call void @mix(i64 noundef %74)
  %75 = load i64, i64* %8, align 8
  %76 = udiv i64 %75, 10
  call void @mix(i64 noundef %76)
  %77 = load i64, i64* %8, align 8
  %78 = urem i64 %77, 7
  call void @mix(i64 noundef %78)
  %79 = load i32, i32* %5, align 4
  %80 = srem i32 %79, 16
  %81 = zext i32 %80 to i64
  call void @mix(i64 noundef %81)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_u64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca [24 x i8], align 1
  %4 = alloca i32, align 4
  store i64 %0, i64* %2, align 8
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %16, %1
  %6 = load i64, i64* %2, align 8
  %7 = urem i64 %6, 10
  %8 = trunc i64 %7 to i32
  %9 = add nsw i32 48, %8
  %10 = trunc i32 %9 to i8
  %11 = load i32, i32* %4, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %4, align 4
  %13 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i32 0, i32 %11
  store i8 %10, i8* %13, align 1
  %14 = load i64, i64* %2, align 8
  %15 = udiv i64 %14, 10
  store i64 %15, i64* %2, align 8
  br label %16

16:                                               ; preds = %5
  %17 = load i64, i64* %2, align 8
  %18 = icmp ne i64 %17, 0
  br i1 %18, label %5, label %19, !llvm.loop !14

19:                                               ; preds = %16
  br label %20

20:                                               ; preds = %23, %19
  %21 = load i32, i32* %4, align 4
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %30

23:                                               ; preds = %20
  %24 = load i32, i32* %4, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, i32* %4, align 4
  %26 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i32 0, i32 %25
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i32
  %29 = call i32 @putchar(i32 noundef %28)
  br label %20, !llvm.loop !15

30:                                               ; preds = %20
  ret void
}

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }

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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
