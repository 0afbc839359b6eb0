; ModuleID = 'c/divshift.c'
source_filename = "c/divshift.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
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

44:                                               ; preds = %91, %0
  %45 = load i32, i32* %3, align 4
  %46 = icmp slt i32 %45, 8
  br i1 %46, label %47, label %94

47:                                               ; preds = %44
  store i32 0, i32* %4, align 4
  br label %48

48:                                               ; preds = %87, %47
  %49 = load i32, i32* %4, align 4
  %50 = icmp slt i32 %49, 8
  br i1 %50, label %51, label %90

51:                                               ; preds = %48
  %52 = load i32, i32* %3, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [8 x i32], [8 x i32]* @main.na, i64 0, i64 %53
  %55 = load i32, i32* %54, align 4
  %56 = load i32, i32* %2, align 4
  %57 = mul nsw i32 %55, %56
  store i32 %57, i32* %5, align 4
  %58 = load i32, i32* %4, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [8 x i32], [8 x i32]* @main.nb, i64 0, i64 %59
  %61 = load i32, i32* %60, align 4
  %62 = load i32, i32* %2, align 4
  %63 = mul nsw i32 %61, %62
  store i32 %63, i32* %6, align 4
  %64 = load i32, i32* %5, align 4
  %65 = icmp eq i32 %64, -2147483648
  br i1 %65, label %66, label %70

66:                                               ; preds = %51
  %67 = load i32, i32* %6, align 4
  %68 = icmp eq i32 %67, -1
  br i1 %68, label %69, label %70

69:                                               ; preds = %66
  br label %87

70:                                               ; preds = %66, %51
  %71 = load i32, i32* %5, align 4
  %72 = load i32, i32* %6, align 4
  %73 = call signext i32 @div_s32(i32 noundef signext %71, i32 noundef signext %72)
  %74 = zext i32 %73 to i64
  call void @mix(i64 noundef %74)
  %75 = load i32, i32* %5, align 4
  %76 = load i32, i32* %6, align 4
  %77 = call signext i32 @rem_s32(i32 noundef signext %75, i32 noundef signext %76)
  %78 = zext i32 %77 to i64
  call void @mix(i64 noundef %78)
  %79 = load i32, i32* %5, align 4
  %80 = load i32, i32* %6, align 4
  %81 = call zeroext i32 @div_u32(i32 noundef zeroext %79, i32 noundef zeroext %80)
  %82 = zext i32 %81 to i64
  call void @mix(i64 noundef %82)
  %83 = load i32, i32* %5, align 4
  %84 = load i32, i32* %6, align 4
  %85 = call zeroext i32 @rem_u32(i32 noundef zeroext %83, i32 noundef zeroext %84)
  %86 = zext i32 %85 to i64
  call void @mix(i64 noundef %86)
  br label %87

87:                                               ; preds = %70, %69
  %88 = load i32, i32* %4, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, i32* %4, align 4
  br label %48, !llvm.loop !6

90:                                               ; preds = %48
  br label %91

91:                                               ; preds = %90
  %92 = load i32, i32* %3, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, i32* %3, align 4
  br label %44, !llvm.loop !8

94:                                               ; preds = %44
  %95 = load i32, i32* %2, align 4
  %96 = mul nsw i32 -7, %95
  %97 = call signext i32 @div_s32(i32 noundef signext %96, i32 noundef signext 2)
  %98 = load i32, i32* %2, align 4
  %99 = mul nsw i32 -7, %98
  %100 = call signext i32 @rem_s32(i32 noundef signext %99, i32 noundef signext 2)
  %101 = load i32, i32* %2, align 4
  %102 = mul nsw i32 7, %101
  %103 = call signext i32 @div_s32(i32 noundef signext %102, i32 noundef signext -2)
  %104 = load i32, i32* %2, align 4
  %105 = mul nsw i32 7, %104
  %106 = call signext i32 @rem_s32(i32 noundef signext %105, i32 noundef signext -2)
  %107 = load i32, i32* %2, align 4
  %108 = mul i32 -1, %107
  %109 = call zeroext i32 @div_u32(i32 noundef zeroext %108, i32 noundef zeroext 3)
  %110 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([61 x i8], [61 x i8]* @.str, i64 0, i64 0), i32 noundef signext %97, i32 noundef signext %100, i32 noundef signext %103, i32 noundef signext %106, i32 noundef zeroext %109)
  %111 = load i32, i32* %2, align 4
  %112 = mul nsw i32 -128, %111
  %113 = trunc i32 %112 to i8
  store i8 %113, i8* %7, align 1
  %114 = load i32, i32* %2, align 4
  %115 = mul nsw i32 -1, %114
  %116 = trunc i32 %115 to i8
  store i8 %116, i8* %8, align 1
  %117 = load i8, i8* %7, align 1
  %118 = load i8, i8* %8, align 1
  %119 = call signext i8 @div_s8(i8 noundef signext %117, i8 noundef signext %118)
  %120 = sext i8 %119 to i32
  %121 = load i8, i8* %7, align 1
  %122 = load i8, i8* %8, align 1
  %123 = call signext i8 @rem_s8(i8 noundef signext %121, i8 noundef signext %122)
  %124 = sext i8 %123 to i32
  %125 = load i32, i32* %2, align 4
  %126 = mul nsw i32 100, %125
  %127 = trunc i32 %126 to i8
  %128 = call signext i8 @div_s8(i8 noundef signext %127, i8 noundef signext -7)
  %129 = sext i8 %128 to i32
  %130 = load i32, i32* %2, align 4
  %131 = mul nsw i32 -100, %130
  %132 = trunc i32 %131 to i8
  %133 = call signext i8 @rem_s8(i8 noundef signext %132, i8 noundef signext 7)
  %134 = sext i8 %133 to i32
  %135 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %120, i32 noundef signext %124, i32 noundef signext %129, i32 noundef signext %134)
  %136 = load i32, i32* %2, align 4
  %137 = mul nsw i32 250, %136
  %138 = trunc i32 %137 to i8
  %139 = call zeroext i8 @div_u8(i8 noundef zeroext %138, i8 noundef zeroext 7)
  %140 = zext i8 %139 to i32
  %141 = load i32, i32* %2, align 4
  %142 = mul nsw i32 250, %141
  %143 = trunc i32 %142 to i8
  %144 = call zeroext i8 @rem_u8(i8 noundef zeroext %143, i8 noundef zeroext 7)
  %145 = zext i8 %144 to i32
  %146 = load i32, i32* %2, align 4
  %147 = mul nsw i32 255, %146
  %148 = trunc i32 %147 to i8
  %149 = call zeroext i8 @div_u8(i8 noundef zeroext %148, i8 noundef zeroext -1)
  %150 = zext i8 %149 to i32
  %151 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), i32 noundef zeroext %140, i32 noundef zeroext %145, i32 noundef zeroext %150)
  %152 = load i32, i32* %2, align 4
  %153 = mul nsw i32 -32768, %152
  %154 = trunc i32 %153 to i16
  %155 = call signext i16 @div_s16(i16 noundef signext %154, i16 noundef signext -1)
  %156 = sext i16 %155 to i32
  %157 = load i32, i32* %2, align 4
  %158 = mul nsw i32 30000, %157
  %159 = trunc i32 %158 to i16
  %160 = call signext i16 @div_s16(i16 noundef signext %159, i16 noundef signext -7)
  %161 = sext i16 %160 to i32
  %162 = load i32, i32* %2, align 4
  %163 = mul nsw i32 65535, %162
  %164 = trunc i32 %163 to i16
  %165 = call zeroext i16 @rem_u16(i16 noundef zeroext %164, i16 noundef zeroext 1000)
  %166 = zext i16 %165 to i32
  %167 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([51 x i8], [51 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %156, i32 noundef signext %161, i32 noundef zeroext %166)
  %168 = load i8, i8* %7, align 1
  %169 = load i8, i8* %8, align 1
  %170 = call signext i8 @div_s8(i8 noundef signext %168, i8 noundef signext %169)
  %171 = zext i8 %170 to i64
  call void @mix(i64 noundef %171)
  %172 = load i32, i32* %2, align 4
  %173 = mul nsw i32 54321, %172
  %174 = trunc i32 %173 to i16
  %175 = call zeroext i16 @rem_u16(i16 noundef zeroext %174, i16 noundef zeroext 77)
  %176 = zext i16 %175 to i64
  call void @mix(i64 noundef %176)
  store i32 0, i32* %3, align 4
  br label %177

177:                                              ; preds = %215, %94
  %178 = load i32, i32* %3, align 4
  %179 = icmp slt i32 %178, 6
  br i1 %179, label %180, label %218

180:                                              ; preds = %177
  store i32 0, i32* %4, align 4
  br label %181

181:                                              ; preds = %211, %180
  %182 = load i32, i32* %4, align 4
  %183 = icmp slt i32 %182, 6
  br i1 %183, label %184, label %214

184:                                              ; preds = %181
  %185 = load i32, i32* %3, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [6 x i64], [6 x i64]* @main.la, i64 0, i64 %186
  %188 = load i64, i64* %187, align 8
  %189 = load i32, i32* %2, align 4
  %190 = sext i32 %189 to i64
  %191 = mul nsw i64 %188, %190
  store i64 %191, i64* %9, align 8
  %192 = load i32, i32* %4, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [6 x i64], [6 x i64]* @main.lb, i64 0, i64 %193
  %195 = load i64, i64* %194, align 8
  %196 = load i32, i32* %2, align 4
  %197 = sext i32 %196 to i64
  %198 = mul nsw i64 %195, %197
  store i64 %198, i64* %10, align 8
  %199 = load i64, i64* %9, align 8
  %200 = load i64, i64* %10, align 8
  %201 = call i64 @div_s64(i64 noundef %199, i64 noundef %200)
  call void @mix(i64 noundef %201)
  %202 = load i64, i64* %9, align 8
  %203 = load i64, i64* %10, align 8
  %204 = call i64 @rem_s64(i64 noundef %202, i64 noundef %203)
  call void @mix(i64 noundef %204)
  %205 = load i64, i64* %9, align 8
  %206 = load i64, i64* %10, align 8
  %207 = call i64 @div_u64(i64 noundef %205, i64 noundef %206)
  call void @mix(i64 noundef %207)
  %208 = load i64, i64* %9, align 8
  %209 = load i64, i64* %10, align 8
  %210 = call i64 @rem_u64(i64 noundef %208, i64 noundef %209)
  call void @mix(i64 noundef %210)
  br label %211

211:                                              ; preds = %184
  %212 = load i32, i32* %4, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, i32* %4, align 4
  br label %181, !llvm.loop !9

214:                                              ; preds = %181
  br label %215

215:                                              ; preds = %214
  %216 = load i32, i32* %3, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, i32* %3, align 4
  br label %177, !llvm.loop !10

218:                                              ; preds = %177
  %219 = load i32, i32* %2, align 4
  %220 = sext i32 %219 to i64
  %221 = mul nsw i64 -9223372036854775807, %220
  %222 = call i64 @div_s64(i64 noundef %221, i64 noundef 1000000007)
  %223 = load i32, i32* %2, align 4
  %224 = sext i32 %223 to i64
  %225 = mul nsw i64 -9223372036854775807, %224
  %226 = call i64 @rem_s64(i64 noundef %225, i64 noundef 1000000007)
  %227 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.4, i64 0, i64 0), i64 noundef %222, i64 noundef %226)
  %228 = load i32, i32* %2, align 4
  %229 = sext i32 %228 to i64
  %230 = mul i64 -1, %229
  %231 = call i64 @div_u64(i64 noundef %230, i64 noundef 10)
  %232 = load i32, i32* %2, align 4
  %233 = sext i32 %232 to i64
  %234 = mul i64 -1, %233
  %235 = call i64 @rem_u64(i64 noundef %234, i64 noundef 10)
  %236 = call i64 @div_u64(i64 noundef -1, i64 noundef 4294967297)
  %237 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([52 x i8], [52 x i8]* @.str.5, i64 0, i64 0), i64 noundef %231, i64 noundef %235, i64 noundef %236)
  %238 = load i32, i32* %2, align 4
  %239 = mul nsw i32 -1234567, %238
  %240 = load i32, i32* %2, align 4
  %241 = mul i32 -294967296, %240
  %242 = load i32, i32* %2, align 4
  %243 = sext i32 %242 to i64
  %244 = mul nsw i64 -98765432109876, %243
  %245 = load i32, i32* %2, align 4
  %246 = sext i32 %245 to i64
  %247 = mul i64 -446744073709551616, %246
  call void @by_constants(i32 noundef signext %239, i32 noundef zeroext %241, i64 noundef %244, i64 noundef %247)
  %248 = load i32, i32* %2, align 4
  %249 = mul nsw i32 99, %248
  %250 = load i32, i32* %2, align 4
  %251 = mul i32 7, %250
  %252 = load i32, i32* %2, align 4
  %253 = sext i32 %252 to i64
  %254 = mul nsw i64 5, %253
  %255 = load i32, i32* %2, align 4
  %256 = sext i32 %255 to i64
  %257 = mul i64 1, %256
  call void @by_constants(i32 noundef signext %249, i32 noundef zeroext %251, i64 noundef %254, i64 noundef %257)
  %258 = load i32, i32* %2, align 4
  %259 = mul nsw i32 -123456789, %258
  store i32 %259, i32* %11, align 4
  %260 = load i32, i32* %2, align 4
  %261 = mul i32 -2023406815, %260
  store i32 %261, i32* %12, align 4
  %262 = load i32, i32* %2, align 4
  %263 = sext i32 %262 to i64
  %264 = mul nsw i64 -1234567890123, %263
  store i64 %264, i64* %13, align 8
  %265 = load i32, i32* %2, align 4
  %266 = sext i32 %265 to i64
  %267 = mul i64 -81985529216486896, %266
  store i64 %267, i64* %14, align 8
  store i32 0, i32* %15, align 4
  store i32 0, i32* %3, align 4
  br label %268

268:                                              ; preds = %300, %218
  %269 = load i32, i32* %3, align 4
  %270 = icmp slt i32 %269, 32
  br i1 %270, label %271, label %303

271:                                              ; preds = %268
  %272 = load i32, i32* %11, align 4
  %273 = load i32, i32* %3, align 4
  %274 = ashr i32 %272, %273
  store i32 %274, i32* %16, align 4
  %275 = load i32, i32* %11, align 4
  %276 = load i32, i32* %3, align 4
  %277 = lshr i32 %275, %276
  store i32 %277, i32* %17, align 4
  %278 = load i32, i32* %12, align 4
  %279 = load i32, i32* %3, align 4
  %280 = shl i32 %278, %279
  store i32 %280, i32* %18, align 4
  %281 = load i32, i32* %15, align 4
  %282 = mul i32 %281, 3
  %283 = load i32, i32* %16, align 4
  %284 = add i32 %282, %283
  %285 = load i32, i32* %17, align 4
  %286 = add i32 %284, %285
  %287 = load i32, i32* %18, align 4
  %288 = add i32 %286, %287
  store i32 %288, i32* %15, align 4
  %289 = load i32, i32* %3, align 4
  %290 = srem i32 %289, 8
  %291 = icmp eq i32 %290, 5
  br i1 %291, label %292, label %299

292:                                              ; preds = %271
  %293 = load i32, i32* %3, align 4
  %294 = load i32, i32* %11, align 4
  %295 = load i32, i32* %16, align 4
  %296 = load i32, i32* %17, align 4
  %297 = load i32, i32* %18, align 4
  %298 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %293, i32 noundef signext %294, i32 noundef signext %295, i32 noundef zeroext %296, i32 noundef zeroext %297)
  br label %299

299:                                              ; preds = %292, %271
  br label %300

300:                                              ; preds = %299
  %301 = load i32, i32* %3, align 4
  %302 = add nsw i32 %301, 1
  store i32 %302, i32* %3, align 4
  br label %268, !llvm.loop !11

303:                                              ; preds = %268
  store i32 0, i32* %3, align 4
  br label %304

304:                                              ; preds = %353, %303
  %305 = load i32, i32* %3, align 4
  %306 = icmp slt i32 %305, 64
  br i1 %306, label %307, label %356

307:                                              ; preds = %304
  %308 = load i64, i64* %13, align 8
  %309 = load i32, i32* %3, align 4
  %310 = zext i32 %309 to i64
  %311 = ashr i64 %308, %310
  store i64 %311, i64* %19, align 8
  %312 = load i64, i64* %13, align 8
  %313 = load i32, i32* %3, align 4
  %314 = zext i32 %313 to i64
  %315 = lshr i64 %312, %314
  store i64 %315, i64* %20, align 8
  %316 = load i64, i64* %14, align 8
  %317 = load i32, i32* %3, align 4
  %318 = zext i32 %317 to i64
  %319 = shl i64 %316, %318
  store i64 %319, i64* %21, align 8
  %320 = load i32, i32* %3, align 4
  %321 = icmp ne i32 %320, 0
  br i1 %321, label %322, label %333

322:                                              ; preds = %307
  %323 = load i64, i64* %14, align 8
  %324 = load i32, i32* %3, align 4
  %325 = zext i32 %324 to i64
  %326 = shl i64 %323, %325
  %327 = load i64, i64* %14, align 8
  %328 = load i32, i32* %3, align 4
  %329 = sub nsw i32 64, %328
  %330 = zext i32 %329 to i64
  %331 = lshr i64 %327, %330
  %332 = or i64 %326, %331
  br label %335

333:                                              ; preds = %307
  %334 = load i64, i64* %14, align 8
  br label %335

335:                                              ; preds = %333, %322
  %336 = phi i64 [ %332, %322 ], [ %334, %333 ]
  store i64 %336, i64* %22, align 8
  %337 = load i64, i64* %19, align 8
  call void @mix(i64 noundef %337)
  %338 = load i64, i64* %20, align 8
  call void @mix(i64 noundef %338)
  %339 = load i64, i64* %21, align 8
  %340 = load i64, i64* %22, align 8
  %341 = xor i64 %339, %340
  call void @mix(i64 noundef %341)
  %342 = load i32, i32* %3, align 4
  %343 = srem i32 %342, 21
  %344 = icmp eq i32 %343, 0
  br i1 %344, label %345, label %352

345:                                              ; preds = %335
  %346 = load i32, i32* %3, align 4
  %347 = load i64, i64* %19, align 8
  %348 = load i64, i64* %20, align 8
  %349 = load i64, i64* %21, align 8
  %350 = load i64, i64* %22, align 8
  %351 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %346, i64 noundef %347, i64 noundef %348, i64 noundef %349, i64 noundef %350)
  br label %352

352:                                              ; preds = %345, %335
  br label %353

353:                                              ; preds = %352
  %354 = load i32, i32* %3, align 4
  %355 = add nsw i32 %354, 3
  store i32 %355, i32* %3, align 4
  br label %304, !llvm.loop !12

356:                                              ; preds = %304
  %357 = load i32, i32* %15, align 4
  %358 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i64 0, i64 0), i32 noundef zeroext %357)
  %359 = load i32, i32* %15, align 4
  %360 = zext i32 %359 to i64
  call void @mix(i64 noundef %360)
  %361 = load i32, i32* %2, align 4
  %362 = mul nsw i32 100, %361
  %363 = trunc i32 %362 to i8
  store i8 %363, i8* %23, align 1
  %364 = load i32, i32* %2, align 4
  %365 = mul nsw i32 -100, %364
  %366 = trunc i32 %365 to i8
  store i8 %366, i8* %24, align 1
  %367 = load i32, i32* %2, align 4
  %368 = mul nsw i32 200, %367
  %369 = trunc i32 %368 to i8
  store i8 %369, i8* %25, align 1
  %370 = load i32, i32* %2, align 4
  %371 = mul nsw i32 100, %370
  %372 = trunc i32 %371 to i8
  store i8 %372, i8* %26, align 1
  %373 = load i32, i32* %2, align 4
  %374 = mul nsw i32 30000, %373
  %375 = trunc i32 %374 to i16
  store i16 %375, i16* %27, align 2
  %376 = load i32, i32* %2, align 4
  %377 = mul nsw i32 -30000, %376
  %378 = trunc i32 %377 to i16
  store i16 %378, i16* %28, align 2
  %379 = load i32, i32* %2, align 4
  %380 = mul nsw i32 60000, %379
  %381 = trunc i32 %380 to i16
  store i16 %381, i16* %29, align 2
  %382 = load i32, i32* %2, align 4
  %383 = mul nsw i32 50000, %382
  %384 = trunc i32 %383 to i16
  store i16 %384, i16* %30, align 2
  %385 = load i8, i8* %23, align 1
  %386 = sext i8 %385 to i32
  %387 = load i8, i8* %23, align 1
  %388 = sext i8 %387 to i32
  %389 = add nsw i32 %386, %388
  store i32 %389, i32* %31, align 4
  %390 = load i8, i8* %23, align 1
  %391 = sext i8 %390 to i32
  %392 = load i8, i8* %23, align 1
  %393 = sext i8 %392 to i32
  %394 = add nsw i32 %391, %393
  %395 = trunc i32 %394 to i8
  store i8 %395, i8* %32, align 1
  %396 = load i8, i8* %25, align 1
  %397 = zext i8 %396 to i32
  %398 = load i8, i8* %26, align 1
  %399 = zext i8 %398 to i32
  %400 = add nsw i32 %397, %399
  %401 = trunc i32 %400 to i8
  store i8 %401, i8* %33, align 1
  %402 = load i8, i8* %25, align 1
  %403 = zext i8 %402 to i32
  %404 = load i8, i8* %26, align 1
  %405 = zext i8 %404 to i32
  %406 = add nsw i32 %403, %405
  store i32 %406, i32* %34, align 4
  %407 = load i16, i16* %27, align 2
  %408 = sext i16 %407 to i32
  %409 = load i16, i16* %27, align 2
  %410 = sext i16 %409 to i32
  %411 = add nsw i32 %408, %410
  %412 = trunc i32 %411 to i16
  store i16 %412, i16* %35, align 2
  %413 = load i16, i16* %27, align 2
  %414 = sext i16 %413 to i32
  %415 = load i16, i16* %28, align 2
  %416 = sext i16 %415 to i32
  %417 = sub nsw i32 %414, %416
  store i32 %417, i32* %36, align 4
  %418 = load i16, i16* %29, align 2
  %419 = zext i16 %418 to i32
  %420 = load i16, i16* %30, align 2
  %421 = zext i16 %420 to i32
  %422 = mul i32 %419, %421
  store i32 %422, i32* %37, align 4
  %423 = load i16, i16* %29, align 2
  %424 = zext i16 %423 to i32
  %425 = load i16, i16* %30, align 2
  %426 = zext i16 %425 to i32
  %427 = mul i32 %424, %426
  %428 = trunc i32 %427 to i16
  store i16 %428, i16* %38, align 2
  %429 = load i8, i8* %26, align 1
  %430 = zext i8 %429 to i32
  %431 = load i8, i8* %25, align 1
  %432 = zext i8 %431 to i32
  %433 = sub nsw i32 %430, %432
  %434 = trunc i32 %433 to i8
  %435 = zext i8 %434 to i32
  %436 = icmp sgt i32 %435, 100
  %437 = zext i1 %436 to i32
  store i32 %437, i32* %39, align 4
  %438 = load i8, i8* %24, align 1
  %439 = sext i8 %438 to i32
  %440 = ashr i32 %439, 2
  store i32 %440, i32* %40, align 4
  %441 = load i8, i8* %25, align 1
  %442 = zext i8 %441 to i32
  %443 = shl i32 %442, 1
  %444 = trunc i32 %443 to i8
  store i8 %444, i8* %41, align 1
  %445 = load i8, i8* %24, align 1
  %446 = sext i8 %445 to i32
  %447 = sdiv i32 %446, 3
  %448 = trunc i32 %447 to i8
  store i8 %448, i8* %42, align 1
  %449 = load i32, i32* %31, align 4
  %450 = load i8, i8* %32, align 1
  %451 = sext i8 %450 to i32
  %452 = load i8, i8* %33, align 1
  %453 = zext i8 %452 to i32
  %454 = load i32, i32* %34, align 4
  %455 = load i32, i32* %40, align 4
  %456 = load i8, i8* %42, align 1
  %457 = sext i8 %456 to i32
  %458 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext %449, i32 noundef signext %451, i32 noundef zeroext %453, i32 noundef signext %454, i32 noundef signext %455, i32 noundef signext %457)
  %459 = load i16, i16* %35, align 2
  %460 = sext i16 %459 to i32
  %461 = load i32, i32* %36, align 4
  %462 = load i32, i32* %37, align 4
  %463 = load i16, i16* %38, align 2
  %464 = zext i16 %463 to i32
  %465 = load i32, i32* %39, align 4
  %466 = load i8, i8* %41, align 1
  %467 = zext i8 %466 to i32
  %468 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %460, i32 noundef signext %461, i32 noundef zeroext %462, i32 noundef zeroext %464, i32 noundef signext %465, i32 noundef zeroext %467)
  %469 = load i32, i32* %31, align 4
  %470 = load i8, i8* %32, align 1
  %471 = zext i8 %470 to i32
  %472 = add i32 %469, %471
  %473 = load i8, i8* %33, align 1
  %474 = zext i8 %473 to i32
  %475 = add i32 %472, %474
  %476 = load i32, i32* %34, align 4
  %477 = add i32 %475, %476
  %478 = zext i32 %477 to i64
  call void @mix(i64 noundef %478)
  %479 = load i16, i16* %35, align 2
  %480 = zext i16 %479 to i32
  %481 = load i32, i32* %36, align 4
  %482 = add i32 %480, %481
  %483 = load i32, i32* %37, align 4
  %484 = add i32 %482, %483
  %485 = load i16, i16* %38, align 2
  %486 = zext i16 %485 to i32
  %487 = add i32 %484, %486
  %488 = load i32, i32* %39, align 4
  %489 = add i32 %487, %488
  %490 = zext i32 %489 to i64
  call void @mix(i64 noundef %490)
  store i32 0, i32* %3, align 4
  br label %491

491:                                              ; preds = %525, %356
  %492 = load i32, i32* %3, align 4
  %493 = icmp slt i32 %492, 300
  br i1 %493, label %494, label %528

494:                                              ; preds = %491
  %495 = load i8, i8* %23, align 1
  %496 = sext i8 %495 to i32
  %497 = mul nsw i32 %496, 3
  %498 = load i32, i32* %3, align 4
  %499 = add nsw i32 %497, %498
  %500 = trunc i32 %499 to i8
  store i8 %500, i8* %23, align 1
  %501 = load i8, i8* %25, align 1
  %502 = zext i8 %501 to i32
  %503 = mul i32 %502, 7
  %504 = load i32, i32* %3, align 4
  %505 = add i32 %503, %504
  %506 = trunc i32 %505 to i8
  store i8 %506, i8* %25, align 1
  %507 = load i16, i16* %27, align 2
  %508 = sext i16 %507 to i32
  %509 = load i32, i32* %3, align 4
  %510 = trunc i32 %509 to i16
  %511 = sext i16 %510 to i32
  %512 = xor i32 %508, %511
  %513 = sub nsw i32 %512, 1000
  %514 = trunc i32 %513 to i16
  store i16 %514, i16* %27, align 2
  %515 = load i16, i16* %29, align 2
  %516 = zext i16 %515 to i32
  %517 = udiv i32 %516, 3
  %518 = load i16, i16* %30, align 2
  %519 = zext i16 %518 to i32
  %520 = urem i32 %519, 97
  %521 = add i32 %517, %520
  %522 = load i32, i32* %3, align 4
  %523 = add i32 %521, %522
  %524 = trunc i32 %523 to i16
  store i16 %524, i16* %29, align 2
  br label %525

525:                                              ; preds = %494
  %526 = load i32, i32* %3, align 4
  %527 = add nsw i32 %526, 1
  store i32 %527, i32* %3, align 4
  br label %491, !llvm.loop !13

528:                                              ; preds = %491
  %529 = load i8, i8* %23, align 1
  %530 = sext i8 %529 to i32
  %531 = load i8, i8* %25, align 1
  %532 = zext i8 %531 to i32
  %533 = load i16, i16* %27, align 2
  %534 = sext i16 %533 to i32
  %535 = load i16, i16* %29, align 2
  %536 = zext i16 %535 to i32
  %537 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext %530, i32 noundef zeroext %532, i32 noundef signext %534, i32 noundef zeroext %536)
  %538 = load i8, i8* %23, align 1
  %539 = zext i8 %538 to i64
  call void @mix(i64 noundef %539)
  %540 = load i8, i8* %25, align 1
  %541 = zext i8 %540 to i64
  call void @mix(i64 noundef %541)
  %542 = load i16, i16* %27, align 2
  %543 = zext i16 %542 to i64
  call void @mix(i64 noundef %543)
  %544 = load i16, i16* %29, align 2
  %545 = zext i16 %544 to i64
  call void @mix(i64 noundef %545)
  %546 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0))
  %547 = load i32, i32* %2, align 4
  %548 = sext i32 %547 to i64
  %549 = mul i64 -1, %548
  call void @print_u64(i64 noundef %549)
  %550 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.13, i64 0, i64 0))
  %551 = load i32, i32* %2, align 4
  %552 = sext i32 %551 to i64
  %553 = mul i64 -8446744073709551616, %552
  call void @print_u64(i64 noundef %553)
  %554 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i64 0, i64 0))
  %555 = load i32, i32* @check, align 4
  %556 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %555)
  %557 = load i32, i32* @check, align 4
  %558 = and i32 %557, 127
  ret i32 %558
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
define internal signext i32 @div_s32(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal signext i32 @rem_s32(i32 noundef signext %0, i32 noundef signext %1) #0 {
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
define internal zeroext i32 @div_u32(i32 noundef zeroext %0, i32 noundef zeroext %1) #0 {
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
define internal zeroext i32 @rem_u32(i32 noundef zeroext %0, i32 noundef zeroext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = urem i32 %5, %6
  ret i32 %7
}

declare signext i32 @printf(i8* noundef, ...) #1

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
define internal void @by_constants(i32 noundef signext %0, i32 noundef zeroext %1, i64 noundef %2, i64 noundef %3) #0 {
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
  %26 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext %9, i32 noundef signext %11, i32 noundef signext %13, i32 noundef signext %15, i32 noundef signext %17, i32 noundef signext %19, i32 noundef signext %21, i32 noundef signext %23, i32 noundef signext %25)
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
  %42 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([61 x i8], [61 x i8]* @.str.17, i64 0, i64 0), i32 noundef zeroext %27, i32 noundef zeroext %29, i32 noundef zeroext %31, i32 noundef zeroext %33, i32 noundef zeroext %35, i32 noundef zeroext %37, i32 noundef zeroext %39, i32 noundef zeroext %41)
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
  %54 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.18, i64 0, i64 0), i64 noundef %43, i64 noundef %45, i64 noundef %47, i64 noundef %49, i64 noundef %51, i64 noundef %53)
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
  %66 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.19, i64 0, i64 0), i64 noundef %55, i64 noundef %57, i64 noundef %59, i64 noundef %61, i64 noundef %63, i64 noundef %65)
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

5:                                                ; preds = %17, %1
  %6 = load i64, i64* %2, align 8
  %7 = urem i64 %6, 10
  %8 = trunc i64 %7 to i32
  %9 = add nsw i32 48, %8
  %10 = trunc i32 %9 to i8
  %11 = load i32, i32* %4, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %4, align 4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %13
  store i8 %10, i8* %14, align 1
  %15 = load i64, i64* %2, align 8
  %16 = udiv i64 %15, 10
  store i64 %16, i64* %2, align 8
  br label %17

17:                                               ; preds = %5
  %18 = load i64, i64* %2, align 8
  %19 = icmp ne i64 %18, 0
  br i1 %19, label %5, label %20, !llvm.loop !14

20:                                               ; preds = %17
  br label %21

21:                                               ; preds = %24, %20
  %22 = load i32, i32* %4, align 4
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %24, label %32

24:                                               ; preds = %21
  %25 = load i32, i32* %4, align 4
  %26 = add nsw i32 %25, -1
  store i32 %26, i32* %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %27
  %29 = load i8, i8* %28, align 1
  %30 = zext i8 %29 to i32
  %31 = call signext i32 @putchar(i32 noundef signext %30)
  br label %21, !llvm.loop !15

32:                                               ; preds = %21
  ret void
}

declare signext i32 @putchar(i32 noundef signext) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }

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
