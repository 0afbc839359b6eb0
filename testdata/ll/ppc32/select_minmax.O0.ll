; ModuleID = 'c/select_minmax.c'
source_filename = "c/select_minmax.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@vseed = internal global i32 -1056969199, align 4
@.str = private unnamed_addr constant [35 x i8] c"stop=%d lo=%d hi=%d ulo=%u uhi=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"chain acc=%d idx=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [51 x i8] c"i=%d a=%d b=%d c=%d med=%d clamp=%d sign=%d pw=%d\0A\00", align 1
@main.px = internal constant [6 x i32] [i32 -5000, i32 -7, i32 0, i32 50, i32 5000, i32 99999], align 4
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
  %3 = alloca [64 x i32], align 4
  %4 = alloca [64 x i32], align 4
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

40:                                               ; preds = %52, %0
  %41 = load i32, i32* %5, align 4
  %42 = icmp slt i32 %41, 64
  br i1 %42, label %43, label %55

43:                                               ; preds = %40
  %44 = call i32 @xs(i32* noundef %2)
  %45 = urem i32 %44, 200001
  %46 = sub nsw i32 %45, 100000
  %47 = load i32, i32* %5, align 4
  %48 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %47
  store i32 %46, i32* %48, align 4
  %49 = call i32 @xs(i32* noundef %2)
  %50 = load i32, i32* %5, align 4
  %51 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %50
  store i32 %49, i32* %51, align 4
  br label %52

52:                                               ; preds = %43
  %53 = load i32, i32* %5, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %5, align 4
  br label %40, !llvm.loop !6

55:                                               ; preds = %40
  %56 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 0
  %57 = load i32, i32* %56, align 4
  store i32 %57, i32* %6, align 4
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 0
  %59 = load i32, i32* %58, align 4
  store i32 %59, i32* %7, align 4
  %60 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 0
  %61 = load i32, i32* %60, align 4
  store i32 %61, i32* %8, align 4
  %62 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 0
  %63 = load i32, i32* %62, align 4
  store i32 %63, i32* %9, align 4
  store i32 64, i32* %10, align 4
  store i32 1, i32* %5, align 4
  br label %64

64:                                               ; preds = %96, %55
  %65 = load i32, i32* %5, align 4
  %66 = icmp slt i32 %65, 64
  br i1 %66, label %67, label %99

67:                                               ; preds = %64
  %68 = load i32, i32* %5, align 4
  %69 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %68
  %70 = load i32, i32* %69, align 4
  %71 = call i32 @iabs(i32 noundef %70)
  %72 = icmp slt i32 %71, 150
  br i1 %72, label %73, label %75

73:                                               ; preds = %67
  %74 = load i32, i32* %5, align 4
  store i32 %74, i32* %10, align 4
  br label %99

75:                                               ; preds = %67
  %76 = load i32, i32* %6, align 4
  %77 = load i32, i32* %5, align 4
  %78 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %77
  %79 = load i32, i32* %78, align 4
  %80 = call i32 @smin(i32 noundef %76, i32 noundef %79)
  store i32 %80, i32* %6, align 4
  %81 = load i32, i32* %7, align 4
  %82 = load i32, i32* %5, align 4
  %83 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %82
  %84 = load i32, i32* %83, align 4
  %85 = call i32 @smax(i32 noundef %81, i32 noundef %84)
  store i32 %85, i32* %7, align 4
  %86 = load i32, i32* %8, align 4
  %87 = load i32, i32* %5, align 4
  %88 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %87
  %89 = load i32, i32* %88, align 4
  %90 = call i32 @umin(i32 noundef %86, i32 noundef %89)
  store i32 %90, i32* %8, align 4
  %91 = load i32, i32* %9, align 4
  %92 = load i32, i32* %5, align 4
  %93 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %92
  %94 = load i32, i32* %93, align 4
  %95 = call i32 @umax(i32 noundef %91, i32 noundef %94)
  store i32 %95, i32* %9, align 4
  br label %96

96:                                               ; preds = %75
  %97 = load i32, i32* %5, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %5, align 4
  br label %64, !llvm.loop !8

99:                                               ; preds = %73, %64
  %100 = load i32, i32* %10, align 4
  %101 = load i32, i32* %6, align 4
  %102 = load i32, i32* %7, align 4
  %103 = load i32, i32* %8, align 4
  %104 = load i32, i32* %9, align 4
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i32 0, i32 0), i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103, i32 noundef %104)
  %106 = load i32, i32* %6, align 4
  call void @mix(i32 noundef %106)
  %107 = load i32, i32* %7, align 4
  call void @mix(i32 noundef %107)
  %108 = load i32, i32* %8, align 4
  call void @mix(i32 noundef %108)
  %109 = load i32, i32* %9, align 4
  call void @mix(i32 noundef %109)
  %110 = load i32, i32* %10, align 4
  call void @mix(i32 noundef %110)
  store i32 0, i32* %11, align 4
  store i32 0, i32* %12, align 4
  store i32 0, i32* %13, align 4
  br label %111

111:                                              ; preds = %160, %99
  %112 = load i32, i32* %13, align 4
  %113 = icmp slt i32 %112, 100
  br i1 %113, label %114, label %163

114:                                              ; preds = %111
  %115 = load i32, i32* %11, align 4
  %116 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %115
  %117 = load i32, i32* %116, align 4
  store i32 %117, i32* %14, align 4
  %118 = load i32, i32* %14, align 4
  %119 = icmp sgt i32 %118, 0
  br i1 %119, label %120, label %123

120:                                              ; preds = %114
  %121 = load i32, i32* %14, align 4
  %122 = and i32 %121, 255
  br label %128

123:                                              ; preds = %114
  %124 = load i32, i32* %14, align 4
  %125 = call i32 @iabs(i32 noundef %124)
  %126 = and i32 %125, 127
  %127 = sub nsw i32 0, %126
  br label %128

128:                                              ; preds = %123, %120
  %129 = phi i32 [ %122, %120 ], [ %127, %123 ]
  %130 = load i32, i32* %12, align 4
  %131 = add nsw i32 %130, %129
  store i32 %131, i32* %12, align 4
  %132 = load i32, i32* %14, align 4
  %133 = icmp sgt i32 %132, 0
  br i1 %133, label %134, label %139

134:                                              ; preds = %128
  %135 = load i32, i32* %11, align 4
  %136 = mul nsw i32 %135, 5
  %137 = add nsw i32 %136, 3
  %138 = and i32 %137, 63
  br label %148

139:                                              ; preds = %128
  %140 = load i32, i32* %11, align 4
  %141 = load i32, i32* %11, align 4
  %142 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %141
  %143 = load i32, i32* %142, align 4
  %144 = urem i32 %143, 7
  %145 = add nsw i32 %140, %144
  %146 = add nsw i32 %145, 1
  %147 = and i32 %146, 63
  br label %148

148:                                              ; preds = %139, %134
  %149 = phi i32 [ %138, %134 ], [ %147, %139 ]
  store i32 %149, i32* %11, align 4
  %150 = load i32, i32* %12, align 4
  %151 = icmp sgt i32 %150, 5000
  br i1 %151, label %155, label %152

152:                                              ; preds = %148
  %153 = load i32, i32* %12, align 4
  %154 = icmp slt i32 %153, -5000
  br i1 %154, label %155, label %159

155:                                              ; preds = %152, %148
  %156 = load i32, i32* %12, align 4
  %157 = sdiv i32 %156, 3
  %158 = call i32 @clamp(i32 noundef %157, i32 noundef -1000, i32 noundef 1000)
  store i32 %158, i32* %12, align 4
  br label %159

159:                                              ; preds = %155, %152
  br label %160

160:                                              ; preds = %159
  %161 = load i32, i32* %13, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, i32* %13, align 4
  br label %111, !llvm.loop !9

163:                                              ; preds = %111
  %164 = load i32, i32* %12, align 4
  %165 = load i32, i32* %11, align 4
  %166 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef %164, i32 noundef %165)
  %167 = load i32, i32* %12, align 4
  call void @mix(i32 noundef %167)
  store i32 0, i32* %5, align 4
  br label %168

168:                                              ; preds = %212, %163
  %169 = load i32, i32* %5, align 4
  %170 = icmp slt i32 %169, 8
  br i1 %170, label %171, label %215

171:                                              ; preds = %168
  %172 = load i32, i32* %5, align 4
  %173 = mul nsw i32 %172, 3
  %174 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %173
  %175 = load i32, i32* %174, align 4
  store i32 %175, i32* %15, align 4
  %176 = load i32, i32* %5, align 4
  %177 = mul nsw i32 %176, 3
  %178 = add nsw i32 %177, 1
  %179 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %178
  %180 = load i32, i32* %179, align 4
  store i32 %180, i32* %16, align 4
  %181 = load i32, i32* %5, align 4
  %182 = mul nsw i32 %181, 3
  %183 = add nsw i32 %182, 2
  %184 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %183
  %185 = load i32, i32* %184, align 4
  store i32 %185, i32* %17, align 4
  %186 = load i32, i32* %15, align 4
  %187 = load i32, i32* %16, align 4
  %188 = load i32, i32* %17, align 4
  %189 = call i32 @median3(i32 noundef %186, i32 noundef %187, i32 noundef %188)
  store i32 %189, i32* %18, align 4
  %190 = load i32, i32* %15, align 4
  %191 = call i32 @clamp(i32 noundef %190, i32 noundef -50000, i32 noundef 50000)
  store i32 %191, i32* %19, align 4
  %192 = load i32, i32* %15, align 4
  %193 = load i32, i32* %5, align 4
  %194 = mul nsw i32 %193, 20
  %195 = add nsw i32 1, %194
  %196 = sdiv i32 %192, %195
  %197 = load i32, i32* %16, align 4
  %198 = call i32 @piecewise(i32 noundef %196, i32 noundef %197)
  store i32 %198, i32* %20, align 4
  %199 = load i32, i32* %5, align 4
  %200 = load i32, i32* %15, align 4
  %201 = load i32, i32* %16, align 4
  %202 = load i32, i32* %17, align 4
  %203 = load i32, i32* %18, align 4
  %204 = load i32, i32* %19, align 4
  %205 = load i32, i32* %16, align 4
  %206 = call i32 @sign(i32 noundef %205)
  %207 = load i32, i32* %20, align 4
  %208 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([51 x i8], [51 x i8]* @.str.2, i32 0, i32 0), i32 noundef %199, i32 noundef %200, i32 noundef %201, i32 noundef %202, i32 noundef %203, i32 noundef %204, i32 noundef %206, i32 noundef %207)
  %209 = load i32, i32* %18, align 4
  call void @mix(i32 noundef %209)
  %210 = load i32, i32* %19, align 4
  call void @mix(i32 noundef %210)
  %211 = load i32, i32* %20, align 4
  call void @mix(i32 noundef %211)
  br label %212

212:                                              ; preds = %171
  %213 = load i32, i32* %5, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, i32* %5, align 4
  br label %168, !llvm.loop !10

215:                                              ; preds = %168
  store i32 0, i32* %5, align 4
  br label %216

216:                                              ; preds = %233, %215
  %217 = load i32, i32* %5, align 4
  %218 = icmp slt i32 %217, 6
  br i1 %218, label %219, label %236

219:                                              ; preds = %216
  %220 = load i32, i32* %5, align 4
  %221 = getelementptr inbounds [6 x i32], [6 x i32]* @main.px, i32 0, i32 %220
  %222 = load i32, i32* %221, align 4
  %223 = load i32, i32* %2, align 4
  %224 = and i32 %223, 15
  %225 = sub nsw i32 %224, 8
  %226 = call i32 @piecewise(i32 noundef %222, i32 noundef %225)
  store i32 %226, i32* %21, align 4
  %227 = load i32, i32* %5, align 4
  %228 = getelementptr inbounds [6 x i32], [6 x i32]* @main.px, i32 0, i32 %227
  %229 = load i32, i32* %228, align 4
  %230 = load i32, i32* %21, align 4
  %231 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i32 noundef %229, i32 noundef %230)
  %232 = load i32, i32* %21, align 4
  call void @mix(i32 noundef %232)
  br label %233

233:                                              ; preds = %219
  %234 = load i32, i32* %5, align 4
  %235 = add nsw i32 %234, 1
  store i32 %235, i32* %5, align 4
  br label %216, !llvm.loop !11

236:                                              ; preds = %216
  store i16 -32768, i16* %22, align 2
  store i8 -1, i8* %23, align 1
  store i64 9223372036854775807, i64* %24, align 8
  store i64 0, i64* %25, align 8
  store i32 0, i32* %5, align 4
  br label %237

237:                                              ; preds = %283, %236
  %238 = load i32, i32* %5, align 4
  %239 = icmp slt i32 %238, 64
  br i1 %239, label %240, label %286

240:                                              ; preds = %237
  %241 = load i16, i16* %22, align 2
  %242 = load i32, i32* %5, align 4
  %243 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %242
  %244 = load i32, i32* %243, align 4
  %245 = srem i32 %244, 30000
  %246 = trunc i32 %245 to i16
  %247 = call signext i16 @smax16(i16 noundef signext %241, i16 noundef signext %246)
  store i16 %247, i16* %22, align 2
  %248 = load i8, i8* %23, align 1
  %249 = load i32, i32* %5, align 4
  %250 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %249
  %251 = load i32, i32* %250, align 4
  %252 = lshr i32 %251, 24
  %253 = trunc i32 %252 to i8
  %254 = call zeroext i8 @umin8(i8 noundef zeroext %248, i8 noundef zeroext %253)
  store i8 %254, i8* %23, align 1
  %255 = load i64, i64* %24, align 8
  %256 = load i32, i32* %5, align 4
  %257 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %256
  %258 = load i32, i32* %257, align 4
  %259 = sext i32 %258 to i64
  %260 = load i32, i32* %5, align 4
  %261 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %260
  %262 = load i32, i32* %261, align 4
  %263 = zext i32 %262 to i64
  %264 = mul nsw i64 %259, %263
  %265 = call i64 @smin64(i64 noundef %255, i64 noundef %264)
  store i64 %265, i64* %24, align 8
  %266 = load i64, i64* %25, align 8
  %267 = load i32, i32* %5, align 4
  %268 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %267
  %269 = load i32, i32* %268, align 4
  %270 = zext i32 %269 to i64
  %271 = shl i64 %270, 32
  %272 = load i32, i32* %5, align 4
  %273 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %272
  %274 = load i32, i32* %273, align 4
  %275 = zext i32 %274 to i64
  %276 = or i64 %271, %275
  %277 = call i64 @umax64(i64 noundef %266, i64 noundef %276)
  store i64 %277, i64* %25, align 8
  %278 = load i8, i8* %23, align 1
  %279 = zext i8 %278 to i32
  %280 = icmp slt i32 %279, 3
  br i1 %280, label %281, label %282

281:                                              ; preds = %240
  br label %286

282:                                              ; preds = %240
  br label %283

283:                                              ; preds = %282
  %284 = load i32, i32* %5, align 4
  %285 = add nsw i32 %284, 1
  store i32 %285, i32* %5, align 4
  br label %237, !llvm.loop !12

286:                                              ; preds = %281, %237
  %287 = load i16, i16* %22, align 2
  %288 = sext i16 %287 to i32
  %289 = load i8, i8* %23, align 1
  %290 = zext i8 %289 to i32
  %291 = load i64, i64* %24, align 8
  %292 = load i64, i64* %25, align 8
  %293 = load i64, i64* %24, align 8
  %294 = call i64 @labs64(i64 noundef %293)
  %295 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.4, i32 0, i32 0), i32 noundef %288, i32 noundef %290, i64 noundef %291, i64 noundef %292, i64 noundef %294)
  %296 = load i16, i16* %22, align 2
  %297 = sext i16 %296 to i32
  call void @mix(i32 noundef %297)
  %298 = load i8, i8* %23, align 1
  %299 = zext i8 %298 to i32
  call void @mix(i32 noundef %299)
  %300 = load i64, i64* %24, align 8
  %301 = trunc i64 %300 to i32
  call void @mix(i32 noundef %301)
  %302 = load i64, i64* %25, align 8
  %303 = lshr i64 %302, 20
  %304 = trunc i64 %303 to i32
  call void @mix(i32 noundef %304)
  store double 0.000000e+00, double* %26, align 8
  store double -1.000000e+300, double* %27, align 8
  store double 1.000000e+300, double* %28, align 8
  store i32 0, i32* %5, align 4
  br label %305

305:                                              ; preds = %355, %286
  %306 = load i32, i32* %5, align 4
  %307 = icmp slt i32 %306, 64
  br i1 %307, label %308, label %358

308:                                              ; preds = %305
  %309 = load i32, i32* %5, align 4
  %310 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %309
  %311 = load i32, i32* %310, align 4
  %312 = sitofp i32 %311 to double
  %313 = fdiv double %312, 1.024000e+03
  store double %313, double* %29, align 8
  %314 = load double, double* %29, align 8
  %315 = call double @dclamp(double noundef %314, double noundef -5.000000e+01, double noundef 6.000000e+01)
  store double %315, double* %30, align 8
  %316 = load double, double* %30, align 8
  %317 = load double, double* %27, align 8
  %318 = fcmp ogt double %316, %317
  br i1 %318, label %319, label %321

319:                                              ; preds = %308
  %320 = load double, double* %30, align 8
  br label %323

321:                                              ; preds = %308
  %322 = load double, double* %27, align 8
  br label %323

323:                                              ; preds = %321, %319
  %324 = phi double [ %320, %319 ], [ %322, %321 ]
  store double %324, double* %27, align 8
  %325 = load double, double* %30, align 8
  %326 = load double, double* %28, align 8
  %327 = fcmp olt double %325, %326
  br i1 %327, label %328, label %330

328:                                              ; preds = %323
  %329 = load double, double* %30, align 8
  br label %332

330:                                              ; preds = %323
  %331 = load double, double* %28, align 8
  br label %332

332:                                              ; preds = %330, %328
  %333 = phi double [ %329, %328 ], [ %331, %330 ]
  store double %333, double* %28, align 8
  %334 = load i32, i32* %5, align 4
  %335 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %334
  %336 = load i32, i32* %335, align 4
  %337 = and i32 %336, 1
  %338 = icmp ne i32 %337, 0
  br i1 %338, label %339, label %341

339:                                              ; preds = %332
  %340 = load double, double* %30, align 8
  br label %345

341:                                              ; preds = %332
  %342 = load double, double* %30, align 8
  %343 = fneg double %342
  %344 = fmul double %343, 5.000000e-01
  br label %345

345:                                              ; preds = %341, %339
  %346 = phi double [ %340, %339 ], [ %344, %341 ]
  %347 = load double, double* %26, align 8
  %348 = fadd double %347, %346
  store double %348, double* %26, align 8
  %349 = load double, double* %26, align 8
  %350 = fcmp ogt double %349, 5.000000e+02
  br i1 %350, label %351, label %354

351:                                              ; preds = %345
  %352 = load double, double* %26, align 8
  %353 = fmul double %352, 2.500000e-01
  store double %353, double* %26, align 8
  br label %354

354:                                              ; preds = %351, %345
  br label %355

355:                                              ; preds = %354
  %356 = load i32, i32* %5, align 4
  %357 = add nsw i32 %356, 1
  store i32 %357, i32* %5, align 4
  br label %305, !llvm.loop !13

358:                                              ; preds = %305
  %359 = load double, double* %26, align 8
  %360 = load double, double* %27, align 8
  %361 = load double, double* %28, align 8
  %362 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i32 0, i32 0), double noundef %359, double noundef %360, double noundef %361)
  %363 = load double, double* %26, align 8
  %364 = fmul double %363, 1.000000e+03
  %365 = fptosi double %364 to i32
  call void @mix(i32 noundef %365)
  %366 = load double, double* %27, align 8
  %367 = fmul double %366, 1.000000e+02
  %368 = fptosi double %367 to i32
  call void @mix(i32 noundef %368)
  store i32 0, i32* %31, align 4
  store i32 0, i32* %5, align 4
  br label %369

369:                                              ; preds = %423, %358
  %370 = load i32, i32* %5, align 4
  %371 = icmp slt i32 %370, 64
  br i1 %371, label %372, label %426

372:                                              ; preds = %369
  %373 = load i32, i32* %5, align 4
  %374 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %373
  %375 = load i32, i32* %374, align 4
  store i32 %375, i32* %32, align 4
  %376 = load i32, i32* %5, align 4
  %377 = sub nsw i32 63, %376
  %378 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %377
  %379 = load i32, i32* %378, align 4
  store i32 %379, i32* %33, align 4
  %380 = load i32, i32* %32, align 4
  %381 = load i32, i32* %33, align 4
  %382 = icmp ult i32 %380, %381
  %383 = zext i1 %382 to i32
  %384 = sub i32 0, %383
  store i32 %384, i32* %34, align 4
  %385 = load i32, i32* %32, align 4
  %386 = load i32, i32* %34, align 4
  %387 = and i32 %385, %386
  %388 = load i32, i32* %33, align 4
  %389 = load i32, i32* %34, align 4
  %390 = xor i32 %389, -1
  %391 = and i32 %388, %390
  %392 = or i32 %387, %391
  store i32 %392, i32* %35, align 4
  %393 = load i32, i32* %5, align 4
  %394 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %393
  %395 = load i32, i32* %394, align 4
  store i32 %395, i32* %36, align 4
  %396 = load i32, i32* %36, align 4
  %397 = ashr i32 %396, 31
  store i32 %397, i32* %37, align 4
  %398 = load i32, i32* %36, align 4
  %399 = load i32, i32* %37, align 4
  %400 = xor i32 %398, %399
  %401 = load i32, i32* %37, align 4
  %402 = sub nsw i32 %400, %401
  store i32 %402, i32* %38, align 4
  %403 = load i32, i32* %31, align 4
  %404 = mul i32 %403, 3
  %405 = load i32, i32* %35, align 4
  %406 = add i32 %404, %405
  %407 = load i32, i32* %38, align 4
  %408 = add i32 %406, %407
  %409 = load i32, i32* %32, align 4
  %410 = load i32, i32* %33, align 4
  %411 = icmp ugt i32 %409, %410
  %412 = zext i1 %411 to i64
  %413 = select i1 %411, i32 1, i32 0
  %414 = add i32 %408, %413
  store i32 %414, i32* %31, align 4
  %415 = load i32, i32* %31, align 4
  %416 = and i32 %415, 61440
  %417 = icmp eq i32 %416, 12288
  br i1 %417, label %418, label %422

418:                                              ; preds = %372
  %419 = load i32, i32* %32, align 4
  %420 = load i32, i32* %31, align 4
  %421 = xor i32 %420, %419
  store i32 %421, i32* %31, align 4
  br label %422

422:                                              ; preds = %418, %372
  br label %423

423:                                              ; preds = %422
  %424 = load i32, i32* %5, align 4
  %425 = add nsw i32 %424, 1
  store i32 %425, i32* %5, align 4
  br label %369, !llvm.loop !14

426:                                              ; preds = %369
  %427 = load i32, i32* %31, align 4
  %428 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i32 0, i32 0), i32 noundef %427)
  %429 = load i32, i32* %31, align 4
  call void @mix(i32 noundef %429)
  %430 = load i32, i32* @check, align 4
  %431 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef %430)
  %432 = load i32, i32* @check, align 4
  %433 = and i32 %432, 127
  ret i32 %433
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @xs(i32* noundef %0) #0 {
  %2 = alloca i32*, align 4
  %3 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  %4 = load i32*, i32** %2, align 4
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
  %19 = load i32*, i32** %2, align 4
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
