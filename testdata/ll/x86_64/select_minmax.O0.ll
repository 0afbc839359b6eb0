; ModuleID = 'c/select_minmax.c'
source_filename = "c/select_minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vseed = internal global i32 -1056969199, align 4
@.str = private unnamed_addr constant [35 x i8] c"stop=%d lo=%d hi=%d ulo=%u uhi=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"chain acc=%d idx=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [51 x i8] c"i=%d a=%d b=%d c=%d med=%d clamp=%d sign=%d pw=%d\0A\00", align 1
@main.px = internal constant [6 x i32] [i32 -5000, i32 -7, i32 0, i32 50, i32 5000, i32 99999], align 16
@.str.3 = private unnamed_addr constant [18 x i8] c"piecewise(%d)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [40 x i8] c"h=%d b=%u l=%lld u=%016llx abs(l)=%lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"fp: x=%.17g best=%.17g worst=%.17g\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"branchless acc=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [64 x i32], align 16
  %4 = alloca [64 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i16, align 2
  %23 = alloca i8, align 1
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %39 = load volatile i32, i32* @vseed, align 4
  store i32 %39, i32* %2, align 4
  store i32 0, i32* %5, align 4
  br label %40

40:                                               ; preds = %54, %0
  %41 = load i32, i32* %5, align 4
  %42 = icmp slt i32 %41, 64
  br i1 %42, label %43, label %57

43:                                               ; preds = %40
  %44 = call i32 @xs(i32* noundef %2)
  %45 = urem i32 %44, 200001
  %46 = sub nsw i32 %45, 100000
  %47 = load i32, i32* %5, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %48
  store i32 %46, i32* %49, align 4
  %50 = call i32 @xs(i32* noundef %2)
  %51 = load i32, i32* %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %52
  store i32 %50, i32* %53, align 4
  br label %54

54:                                               ; preds = %43
  %55 = load i32, i32* %5, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %5, align 4
  br label %40, !llvm.loop !6

57:                                               ; preds = %40
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 0
  %59 = load i32, i32* %58, align 16
  store i32 %59, i32* %6, align 4
  %60 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 0
  %61 = load i32, i32* %60, align 16
  store i32 %61, i32* %7, align 4
  %62 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 0
  %63 = load i32, i32* %62, align 16
  store i32 %63, i32* %8, align 4
  %64 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 0
  %65 = load i32, i32* %64, align 16
  store i32 %65, i32* %9, align 4
  store i32 64, i32* %10, align 4
  store i32 1, i32* %5, align 4
  br label %66

66:                                               ; preds = %103, %57
  %67 = load i32, i32* %5, align 4
  %68 = icmp slt i32 %67, 64
  br i1 %68, label %69, label %106

69:                                               ; preds = %66
  %70 = load i32, i32* %5, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %71
  %73 = load i32, i32* %72, align 4
  %74 = call i32 @iabs(i32 noundef %73)
  %75 = icmp slt i32 %74, 150
  br i1 %75, label %76, label %78

76:                                               ; preds = %69
  %77 = load i32, i32* %5, align 4
  store i32 %77, i32* %10, align 4
  br label %106

78:                                               ; preds = %69
  %79 = load i32, i32* %6, align 4
  %80 = load i32, i32* %5, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %81
  %83 = load i32, i32* %82, align 4
  %84 = call i32 @smin(i32 noundef %79, i32 noundef %83)
  store i32 %84, i32* %6, align 4
  %85 = load i32, i32* %7, align 4
  %86 = load i32, i32* %5, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %87
  %89 = load i32, i32* %88, align 4
  %90 = call i32 @smax(i32 noundef %85, i32 noundef %89)
  store i32 %90, i32* %7, align 4
  %91 = load i32, i32* %8, align 4
  %92 = load i32, i32* %5, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %93
  %95 = load i32, i32* %94, align 4
  %96 = call i32 @umin(i32 noundef %91, i32 noundef %95)
  store i32 %96, i32* %8, align 4
  %97 = load i32, i32* %9, align 4
  %98 = load i32, i32* %5, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %99
  %101 = load i32, i32* %100, align 4
  %102 = call i32 @umax(i32 noundef %97, i32 noundef %101)
  store i32 %102, i32* %9, align 4
  br label %103

103:                                              ; preds = %78
  %104 = load i32, i32* %5, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, i32* %5, align 4
  br label %66, !llvm.loop !8

106:                                              ; preds = %76, %66
  %107 = load i32, i32* %10, align 4
  %108 = load i32, i32* %6, align 4
  %109 = load i32, i32* %7, align 4
  %110 = load i32, i32* %8, align 4
  %111 = load i32, i32* %9, align 4
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), i32 noundef %107, i32 noundef %108, i32 noundef %109, i32 noundef %110, i32 noundef %111)
  %113 = load i32, i32* %6, align 4
  call void @mix(i32 noundef %113)
  %114 = load i32, i32* %7, align 4
  call void @mix(i32 noundef %114)
  %115 = load i32, i32* %8, align 4
  call void @mix(i32 noundef %115)
  %116 = load i32, i32* %9, align 4
  call void @mix(i32 noundef %116)
  %117 = load i32, i32* %10, align 4
  call void @mix(i32 noundef %117)
  store i32 0, i32* %11, align 4
  store i32 0, i32* %12, align 4
  store i32 0, i32* %13, align 4
  br label %118

118:                                              ; preds = %169, %106
  %119 = load i32, i32* %13, align 4
  %120 = icmp slt i32 %119, 100
  br i1 %120, label %121, label %172

121:                                              ; preds = %118
  %122 = load i32, i32* %11, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %123
  %125 = load i32, i32* %124, align 4
  store i32 %125, i32* %14, align 4
  %126 = load i32, i32* %14, align 4
  %127 = icmp sgt i32 %126, 0
  br i1 %127, label %128, label %131

128:                                              ; preds = %121
  %129 = load i32, i32* %14, align 4
  %130 = and i32 %129, 255
  br label %136

131:                                              ; preds = %121
  %132 = load i32, i32* %14, align 4
  %133 = call i32 @iabs(i32 noundef %132)
  %134 = and i32 %133, 127
  %135 = sub nsw i32 0, %134
  br label %136

136:                                              ; preds = %131, %128
  %137 = phi i32 [ %130, %128 ], [ %135, %131 ]
  %138 = load i32, i32* %12, align 4
  %139 = add nsw i32 %138, %137
  store i32 %139, i32* %12, align 4
  %140 = load i32, i32* %14, align 4
  %141 = icmp sgt i32 %140, 0
  br i1 %141, label %142, label %147

142:                                              ; preds = %136
  %143 = load i32, i32* %11, align 4
  %144 = mul nsw i32 %143, 5
  %145 = add nsw i32 %144, 3
  %146 = and i32 %145, 63
  br label %157

147:                                              ; preds = %136
  %148 = load i32, i32* %11, align 4
  %149 = load i32, i32* %11, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %150
  %152 = load i32, i32* %151, align 4
  %153 = urem i32 %152, 7
  %154 = add nsw i32 %148, %153
  %155 = add nsw i32 %154, 1
  %156 = and i32 %155, 63
  br label %157

157:                                              ; preds = %147, %142
  %158 = phi i32 [ %146, %142 ], [ %156, %147 ]
  store i32 %158, i32* %11, align 4
  %159 = load i32, i32* %12, align 4
  %160 = icmp sgt i32 %159, 5000
  br i1 %160, label %164, label %161

161:                                              ; preds = %157
  %162 = load i32, i32* %12, align 4
  %163 = icmp slt i32 %162, -5000
  br i1 %163, label %164, label %168

164:                                              ; preds = %161, %157
  %165 = load i32, i32* %12, align 4
  %166 = sdiv i32 %165, 3
  %167 = call i32 @clamp(i32 noundef %166, i32 noundef -1000, i32 noundef 1000)
  store i32 %167, i32* %12, align 4
  br label %168

168:                                              ; preds = %164, %161
  br label %169

169:                                              ; preds = %168
  %170 = load i32, i32* %13, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, i32* %13, align 4
  br label %118, !llvm.loop !9

172:                                              ; preds = %118
  %173 = load i32, i32* %12, align 4
  %174 = load i32, i32* %11, align 4
  %175 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef %173, i32 noundef %174)
  %176 = load i32, i32* %12, align 4
  call void @mix(i32 noundef %176)
  store i32 0, i32* %5, align 4
  br label %177

177:                                              ; preds = %224, %172
  %178 = load i32, i32* %5, align 4
  %179 = icmp slt i32 %178, 8
  br i1 %179, label %180, label %227

180:                                              ; preds = %177
  %181 = load i32, i32* %5, align 4
  %182 = mul nsw i32 %181, 3
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %183
  %185 = load i32, i32* %184, align 4
  store i32 %185, i32* %15, align 4
  %186 = load i32, i32* %5, align 4
  %187 = mul nsw i32 %186, 3
  %188 = add nsw i32 %187, 1
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %189
  %191 = load i32, i32* %190, align 4
  store i32 %191, i32* %16, align 4
  %192 = load i32, i32* %5, align 4
  %193 = mul nsw i32 %192, 3
  %194 = add nsw i32 %193, 2
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %195
  %197 = load i32, i32* %196, align 4
  store i32 %197, i32* %17, align 4
  %198 = load i32, i32* %15, align 4
  %199 = load i32, i32* %16, align 4
  %200 = load i32, i32* %17, align 4
  %201 = call i32 @median3(i32 noundef %198, i32 noundef %199, i32 noundef %200)
  store i32 %201, i32* %18, align 4
  %202 = load i32, i32* %15, align 4
  %203 = call i32 @clamp(i32 noundef %202, i32 noundef -50000, i32 noundef 50000)
  store i32 %203, i32* %19, align 4
  %204 = load i32, i32* %15, align 4
  %205 = load i32, i32* %5, align 4
  %206 = mul nsw i32 %205, 20
  %207 = add nsw i32 1, %206
  %208 = sdiv i32 %204, %207
  %209 = load i32, i32* %16, align 4
  %210 = call i32 @piecewise(i32 noundef %208, i32 noundef %209)
  store i32 %210, i32* %20, align 4
  %211 = load i32, i32* %5, align 4
  %212 = load i32, i32* %15, align 4
  %213 = load i32, i32* %16, align 4
  %214 = load i32, i32* %17, align 4
  %215 = load i32, i32* %18, align 4
  %216 = load i32, i32* %19, align 4
  %217 = load i32, i32* %16, align 4
  %218 = call i32 @sign(i32 noundef %217)
  %219 = load i32, i32* %20, align 4
  %220 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([51 x i8], [51 x i8]* @.str.2, i64 0, i64 0), i32 noundef %211, i32 noundef %212, i32 noundef %213, i32 noundef %214, i32 noundef %215, i32 noundef %216, i32 noundef %218, i32 noundef %219)
  %221 = load i32, i32* %18, align 4
  call void @mix(i32 noundef %221)
  %222 = load i32, i32* %19, align 4
  call void @mix(i32 noundef %222)
  %223 = load i32, i32* %20, align 4
  call void @mix(i32 noundef %223)
  br label %224

224:                                              ; preds = %180
  %225 = load i32, i32* %5, align 4
  %226 = add nsw i32 %225, 1
  store i32 %226, i32* %5, align 4
  br label %177, !llvm.loop !10

227:                                              ; preds = %177
  store i32 0, i32* %5, align 4
  br label %228

228:                                              ; preds = %247, %227
  %229 = load i32, i32* %5, align 4
  %230 = icmp slt i32 %229, 6
  br i1 %230, label %231, label %250

231:                                              ; preds = %228
  %232 = load i32, i32* %5, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [6 x i32], [6 x i32]* @main.px, i64 0, i64 %233
  %235 = load i32, i32* %234, align 4
  %236 = load i32, i32* %2, align 4
  %237 = and i32 %236, 15
  %238 = sub nsw i32 %237, 8
  %239 = call i32 @piecewise(i32 noundef %235, i32 noundef %238)
  store i32 %239, i32* %21, align 4
  %240 = load i32, i32* %5, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [6 x i32], [6 x i32]* @main.px, i64 0, i64 %241
  %243 = load i32, i32* %242, align 4
  %244 = load i32, i32* %21, align 4
  %245 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef %243, i32 noundef %244)
  %246 = load i32, i32* %21, align 4
  call void @mix(i32 noundef %246)
  br label %247

247:                                              ; preds = %231
  %248 = load i32, i32* %5, align 4
  %249 = add nsw i32 %248, 1
  store i32 %249, i32* %5, align 4
  br label %228, !llvm.loop !11

250:                                              ; preds = %228
  store i16 -32768, i16* %22, align 2
  store i8 -1, i8* %23, align 1
  store i64 9223372036854775807, i64* %24, align 8
  store i64 0, i64* %25, align 8
  store i32 0, i32* %5, align 4
  br label %251

251:                                              ; preds = %303, %250
  %252 = load i32, i32* %5, align 4
  %253 = icmp slt i32 %252, 64
  br i1 %253, label %254, label %306

254:                                              ; preds = %251
  %255 = load i16, i16* %22, align 2
  %256 = load i32, i32* %5, align 4
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %257
  %259 = load i32, i32* %258, align 4
  %260 = srem i32 %259, 30000
  %261 = trunc i32 %260 to i16
  %262 = call signext i16 @smax16(i16 noundef signext %255, i16 noundef signext %261)
  store i16 %262, i16* %22, align 2
  %263 = load i8, i8* %23, align 1
  %264 = load i32, i32* %5, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %265
  %267 = load i32, i32* %266, align 4
  %268 = lshr i32 %267, 24
  %269 = trunc i32 %268 to i8
  %270 = call zeroext i8 @umin8(i8 noundef zeroext %263, i8 noundef zeroext %269)
  store i8 %270, i8* %23, align 1
  %271 = load i64, i64* %24, align 8
  %272 = load i32, i32* %5, align 4
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %273
  %275 = load i32, i32* %274, align 4
  %276 = sext i32 %275 to i64
  %277 = load i32, i32* %5, align 4
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %278
  %280 = load i32, i32* %279, align 4
  %281 = zext i32 %280 to i64
  %282 = mul nsw i64 %276, %281
  %283 = call i64 @smin64(i64 noundef %271, i64 noundef %282)
  store i64 %283, i64* %24, align 8
  %284 = load i64, i64* %25, align 8
  %285 = load i32, i32* %5, align 4
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %286
  %288 = load i32, i32* %287, align 4
  %289 = zext i32 %288 to i64
  %290 = shl i64 %289, 32
  %291 = load i32, i32* %5, align 4
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %292
  %294 = load i32, i32* %293, align 4
  %295 = zext i32 %294 to i64
  %296 = or i64 %290, %295
  %297 = call i64 @umax64(i64 noundef %284, i64 noundef %296)
  store i64 %297, i64* %25, align 8
  %298 = load i8, i8* %23, align 1
  %299 = zext i8 %298 to i32
  %300 = icmp slt i32 %299, 3
  br i1 %300, label %301, label %302

301:                                              ; preds = %254
  br label %306

302:                                              ; preds = %254
  br label %303

303:                                              ; preds = %302
  %304 = load i32, i32* %5, align 4
  %305 = add nsw i32 %304, 1
  store i32 %305, i32* %5, align 4
  br label %251, !llvm.loop !12

306:                                              ; preds = %301, %251
  %307 = load i16, i16* %22, align 2
  %308 = sext i16 %307 to i32
  %309 = load i8, i8* %23, align 1
  %310 = zext i8 %309 to i32
  %311 = load i64, i64* %24, align 8
  %312 = load i64, i64* %25, align 8
  %313 = load i64, i64* %24, align 8
  %314 = call i64 @labs64(i64 noundef %313)
  %315 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.4, i64 0, i64 0), i32 noundef %308, i32 noundef %310, i64 noundef %311, i64 noundef %312, i64 noundef %314)
  %316 = load i16, i16* %22, align 2
  %317 = sext i16 %316 to i32
  call void @mix(i32 noundef %317)
  %318 = load i8, i8* %23, align 1
  %319 = zext i8 %318 to i32
  call void @mix(i32 noundef %319)
  %320 = load i64, i64* %24, align 8
  %321 = trunc i64 %320 to i32
  call void @mix(i32 noundef %321)
  %322 = load i64, i64* %25, align 8
  %323 = lshr i64 %322, 20
  %324 = trunc i64 %323 to i32
  call void @mix(i32 noundef %324)
  store double 0.000000e+00, double* %26, align 8
  store double -1.000000e+300, double* %27, align 8
  store double 1.000000e+300, double* %28, align 8
  store i32 0, i32* %5, align 4
  br label %325

325:                                              ; preds = %377, %306
  %326 = load i32, i32* %5, align 4
  %327 = icmp slt i32 %326, 64
  br i1 %327, label %328, label %380

328:                                              ; preds = %325
  %329 = load i32, i32* %5, align 4
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %330
  %332 = load i32, i32* %331, align 4
  %333 = sitofp i32 %332 to double
  %334 = fdiv double %333, 1.024000e+03
  store double %334, double* %29, align 8
  %335 = load double, double* %29, align 8
  %336 = call double @dclamp(double noundef %335, double noundef -5.000000e+01, double noundef 6.000000e+01)
  store double %336, double* %30, align 8
  %337 = load double, double* %30, align 8
  %338 = load double, double* %27, align 8
  %339 = fcmp ogt double %337, %338
  br i1 %339, label %340, label %342

340:                                              ; preds = %328
  %341 = load double, double* %30, align 8
  br label %344

342:                                              ; preds = %328
  %343 = load double, double* %27, align 8
  br label %344

344:                                              ; preds = %342, %340
  %345 = phi double [ %341, %340 ], [ %343, %342 ]
  store double %345, double* %27, align 8
  %346 = load double, double* %30, align 8
  %347 = load double, double* %28, align 8
  %348 = fcmp olt double %346, %347
  br i1 %348, label %349, label %351

349:                                              ; preds = %344
  %350 = load double, double* %30, align 8
  br label %353

351:                                              ; preds = %344
  %352 = load double, double* %28, align 8
  br label %353

353:                                              ; preds = %351, %349
  %354 = phi double [ %350, %349 ], [ %352, %351 ]
  store double %354, double* %28, align 8
  %355 = load i32, i32* %5, align 4
  %356 = sext i32 %355 to i64
  %357 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %356
  %358 = load i32, i32* %357, align 4
  %359 = and i32 %358, 1
  %360 = icmp ne i32 %359, 0
  br i1 %360, label %361, label %363

361:                                              ; preds = %353
  %362 = load double, double* %30, align 8
  br label %367

363:                                              ; preds = %353
  %364 = load double, double* %30, align 8
  %365 = fneg double %364
  %366 = fmul double %365, 5.000000e-01
  br label %367

367:                                              ; preds = %363, %361
  %368 = phi double [ %362, %361 ], [ %366, %363 ]
  %369 = load double, double* %26, align 8
  %370 = fadd double %369, %368
  store double %370, double* %26, align 8
  %371 = load double, double* %26, align 8
  %372 = fcmp ogt double %371, 5.000000e+02
  br i1 %372, label %373, label %376

373:                                              ; preds = %367
  %374 = load double, double* %26, align 8
  %375 = fmul double %374, 2.500000e-01
  store double %375, double* %26, align 8
  br label %376

376:                                              ; preds = %373, %367
  br label %377

377:                                              ; preds = %376
  %378 = load i32, i32* %5, align 4
  %379 = add nsw i32 %378, 1
  store i32 %379, i32* %5, align 4
  br label %325, !llvm.loop !13

380:                                              ; preds = %325
  %381 = load double, double* %26, align 8
  %382 = load double, double* %27, align 8
  %383 = load double, double* %28, align 8
  %384 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i64 0, i64 0), double noundef %381, double noundef %382, double noundef %383)
  %385 = load double, double* %26, align 8
  %386 = fmul double %385, 1.000000e+03
  %387 = fptosi double %386 to i32
  call void @mix(i32 noundef %387)
  %388 = load double, double* %27, align 8
  %389 = fmul double %388, 1.000000e+02
  %390 = fptosi double %389 to i32
  call void @mix(i32 noundef %390)
  store i32 0, i32* %31, align 4
  store i32 0, i32* %5, align 4
  br label %391

391:                                              ; preds = %448, %380
  %392 = load i32, i32* %5, align 4
  %393 = icmp slt i32 %392, 64
  br i1 %393, label %394, label %451

394:                                              ; preds = %391
  %395 = load i32, i32* %5, align 4
  %396 = sext i32 %395 to i64
  %397 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %396
  %398 = load i32, i32* %397, align 4
  store i32 %398, i32* %32, align 4
  %399 = load i32, i32* %5, align 4
  %400 = sub nsw i32 63, %399
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %401
  %403 = load i32, i32* %402, align 4
  store i32 %403, i32* %33, align 4
  %404 = load i32, i32* %32, align 4
  %405 = load i32, i32* %33, align 4
  %406 = icmp ult i32 %404, %405
  %407 = zext i1 %406 to i32
  %408 = sub i32 0, %407
  store i32 %408, i32* %34, align 4
  %409 = load i32, i32* %32, align 4
  %410 = load i32, i32* %34, align 4
  %411 = and i32 %409, %410
  %412 = load i32, i32* %33, align 4
  %413 = load i32, i32* %34, align 4
  %414 = xor i32 %413, -1
  %415 = and i32 %412, %414
  %416 = or i32 %411, %415
  store i32 %416, i32* %35, align 4
  %417 = load i32, i32* %5, align 4
  %418 = sext i32 %417 to i64
  %419 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %418
  %420 = load i32, i32* %419, align 4
  store i32 %420, i32* %36, align 4
  %421 = load i32, i32* %36, align 4
  %422 = ashr i32 %421, 31
  store i32 %422, i32* %37, align 4
  %423 = load i32, i32* %36, align 4
  %424 = load i32, i32* %37, align 4
  %425 = xor i32 %423, %424
  %426 = load i32, i32* %37, align 4
  %427 = sub nsw i32 %425, %426
  store i32 %427, i32* %38, align 4
  %428 = load i32, i32* %31, align 4
  %429 = mul i32 %428, 3
  %430 = load i32, i32* %35, align 4
  %431 = add i32 %429, %430
  %432 = load i32, i32* %38, align 4
  %433 = add i32 %431, %432
  %434 = load i32, i32* %32, align 4
  %435 = load i32, i32* %33, align 4
  %436 = icmp ugt i32 %434, %435
  %437 = zext i1 %436 to i64
  %438 = select i1 %436, i32 1, i32 0
  %439 = add i32 %433, %438
  store i32 %439, i32* %31, align 4
  %440 = load i32, i32* %31, align 4
  %441 = and i32 %440, 61440
  %442 = icmp eq i32 %441, 12288
  br i1 %442, label %443, label %447

443:                                              ; preds = %394
  %444 = load i32, i32* %32, align 4
  %445 = load i32, i32* %31, align 4
  %446 = xor i32 %445, %444
  store i32 %446, i32* %31, align 4
  br label %447

447:                                              ; preds = %443, %394
  br label %448

448:                                              ; preds = %447
  %449 = load i32, i32* %5, align 4
  %450 = add nsw i32 %449, 1
  store i32 %450, i32* %5, align 4
  br label %391, !llvm.loop !14

451:                                              ; preds = %391
  %452 = load i32, i32* %31, align 4
  %453 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i32 noundef %452)
  %454 = load i32, i32* %31, align 4
  call void @mix(i32 noundef %454)
  %455 = load i32, i32* @check, align 4
  %456 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef %455)
  %457 = load i32, i32* @check, align 4
  %458 = and i32 %457, 127
  ret i32 %458
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @xs(i32* noundef %0) #0 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  %4 = load i32*, i32** %2, align 8
  %5 = load i32, i32* %4, align 4
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = shl i32 %6, 13
  %8 = load i32, i32* %3, align 4
  %9 = xor i32 %8, %7
  store i32 %9, i32* %3, align 4
  %10 = load i32, i32* %3, align 4
  %11 = lshr i32 %10, 17
  %12 = load i32, i32* %3, align 4
  %13 = xor i32 %12, %11
  store i32 %13, i32* %3, align 4
  %14 = load i32, i32* %3, align 4
  %15 = shl i32 %14, 5
  %16 = load i32, i32* %3, align 4
  %17 = xor i32 %16, %15
  store i32 %17, i32* %3, align 4
  %18 = load i32, i32* %3, align 4
  %19 = load i32*, i32** %2, align 8
  store i32 %18, i32* %19, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @iabs(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  %7 = sub nsw i32 0, %6
  br label %10

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i32 [ %7, %5 ], [ %9, %8 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @smin(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @smax(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @umin(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp ult i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @umax(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp ugt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @check, align 4
  %4 = load i32, i32* %2, align 4
  %5 = add i32 %3, %4
  %6 = mul i32 %5, -1640531535
  store i32 %6, i32* @check, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i32, i32* %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load i32, i32* %4, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, i32* %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load i32, i32* %4, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @median3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %28

10:                                               ; preds = %3
  %11 = load i32, i32* %5, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4
  br label %26

16:                                               ; preds = %10
  %17 = load i32, i32* %4, align 4
  %18 = load i32, i32* %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %16
  %21 = load i32, i32* %6, align 4
  br label %24

22:                                               ; preds = %16
  %23 = load i32, i32* %4, align 4
  br label %24

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ]
  br label %26

26:                                               ; preds = %24, %14
  %27 = phi i32 [ %15, %14 ], [ %25, %24 ]
  br label %46

28:                                               ; preds = %3
  %29 = load i32, i32* %4, align 4
  %30 = load i32, i32* %6, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %28
  %33 = load i32, i32* %4, align 4
  br label %44

34:                                               ; preds = %28
  %35 = load i32, i32* %5, align 4
  %36 = load i32, i32* %6, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %40

38:                                               ; preds = %34
  %39 = load i32, i32* %6, align 4
  br label %42

40:                                               ; preds = %34
  %41 = load i32, i32* %5, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  br label %44

44:                                               ; preds = %42, %32
  %45 = phi i32 [ %33, %32 ], [ %43, %42 ]
  br label %46

46:                                               ; preds = %44, %26
  %47 = phi i32 [ %27, %26 ], [ %45, %44 ]
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @piecewise(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = icmp slt i32 %5, -1000
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  br label %66

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %11, label %25

11:                                               ; preds = %8
  %12 = load i32, i32* %4, align 4
  %13 = and i32 %12, 1
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  %16 = load i32, i32* %3, align 4
  %17 = load i32, i32* %4, align 4
  %18 = add nsw i32 %16, %17
  br label %23

19:                                               ; preds = %11
  %20 = load i32, i32* %3, align 4
  %21 = load i32, i32* %4, align 4
  %22 = sub nsw i32 %20, %21
  br label %23

23:                                               ; preds = %19, %15
  %24 = phi i32 [ %18, %15 ], [ %22, %19 ]
  br label %64

25:                                               ; preds = %8
  %26 = load i32, i32* %3, align 4
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %25
  br label %62

29:                                               ; preds = %25
  %30 = load i32, i32* %3, align 4
  %31 = icmp slt i32 %30, 100
  br i1 %31, label %32, label %46

32:                                               ; preds = %29
  %33 = load i32, i32* %4, align 4
  %34 = load i32, i32* %3, align 4
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %40

36:                                               ; preds = %32
  %37 = load i32, i32* %4, align 4
  %38 = load i32, i32* %3, align 4
  %39 = sub nsw i32 %37, %38
  br label %44

40:                                               ; preds = %32
  %41 = load i32, i32* %3, align 4
  %42 = load i32, i32* %4, align 4
  %43 = sub nsw i32 %41, %42
  br label %44

44:                                               ; preds = %40, %36
  %45 = phi i32 [ %39, %36 ], [ %43, %40 ]
  br label %60

46:                                               ; preds = %29
  %47 = load i32, i32* %3, align 4
  %48 = icmp slt i32 %47, 10000
  br i1 %48, label %49, label %57

49:                                               ; preds = %46
  %50 = load i32, i32* %3, align 4
  %51 = sdiv i32 %50, 10
  %52 = load i32, i32* %4, align 4
  %53 = icmp slt i32 %52, 0
  %54 = zext i1 %53 to i64
  %55 = select i1 %53, i32 -1, i32 1
  %56 = add nsw i32 %51, %55
  br label %58

57:                                               ; preds = %46
  br label %58

58:                                               ; preds = %57, %49
  %59 = phi i32 [ %56, %49 ], [ 42, %57 ]
  br label %60

60:                                               ; preds = %58, %44
  %61 = phi i32 [ %45, %44 ], [ %59, %58 ]
  br label %62

62:                                               ; preds = %60, %28
  %63 = phi i32 [ 0, %28 ], [ %61, %60 ]
  br label %64

64:                                               ; preds = %62, %23
  %65 = phi i32 [ %24, %23 ], [ %63, %62 ]
  br label %66

66:                                               ; preds = %64, %7
  %67 = phi i32 [ -3, %7 ], [ %65, %64 ]
  ret i32 %67
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sign(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @smax16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, i16* %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, i16* %3, align 2
  %12 = sext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, i16* %4, align 2
  %15 = sext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @umin8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, i8* %3, align 1
  %12 = zext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, i8* %4, align 1
  %15 = zext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @smin64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp slt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, i64* %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, i64* %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @umax64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp ugt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, i64* %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, i64* %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @labs64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = icmp slt i64 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i64, i64* %2, align 8
  %7 = sub nsw i64 0, %6
  br label %10

8:                                                ; preds = %1
  %9 = load i64, i64* %2, align 8
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i64 [ %7, %5 ], [ %9, %8 ]
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dclamp(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, double* %4, align 8
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load double, double* %4, align 8
  %8 = load double, double* %5, align 8
  %9 = fcmp olt double %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load double, double* %5, align 8
  br label %22

12:                                               ; preds = %3
  %13 = load double, double* %4, align 8
  %14 = load double, double* %6, align 8
  %15 = fcmp ogt double %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load double, double* %6, align 8
  br label %20

18:                                               ; preds = %12
  %19 = load double, double* %4, align 8
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi double [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi double [ %11, %10 ], [ %21, %20 ]
  ret double %23
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
