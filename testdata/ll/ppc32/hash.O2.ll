; ModuleID = 'c/hash.c'
source_filename = "c/hash.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.big = type { [64 x i32], i32 }

@main.inputs = internal unnamed_addr constant [7 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([81 x i8], [81 x i8]* @.str.6, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"message digest\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"abcdefghijklmnopqrstuvwxyz\00", align 1
@.str.5 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.6 = private unnamed_addr constant [81 x i8] c"12345678901234567890123456789012345678901234567890123456789012345678901234567890\00", align 1
@.str.7 = private unnamed_addr constant [41 x i8] c"crc_table[1]=%08x [128]=%08x [255]=%08x\0A\00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@vone = internal global i32 1, align 4
@.str.8 = private unnamed_addr constant [57 x i8] c"\22%.20s\22: crc32=%08x fnv32=%08x fnv64=%016llx adler=%08x\0A\00", align 1
@main.buf = internal unnamed_addr global [20000 x i8] zeroinitializer, align 1
@.str.9 = private unnamed_addr constant [51 x i8] c"big buffer: crc32=%08x adler=%08x fnv-mix=%016llx\0A\00", align 1
@main.f = internal unnamed_addr global %struct.big zeroinitializer, align 4
@main.p = internal unnamed_addr global %struct.big zeroinitializer, align 4
@main.a = internal unnamed_addr global %struct.big zeroinitializer, align 4
@main.b = internal unnamed_addr global %struct.big zeroinitializer, align 4
@main.c = internal unnamed_addr global %struct.big zeroinitializer, align 4
@main.sq = internal unnamed_addr global %struct.big zeroinitializer, align 4
@.str.10 = private unnamed_addr constant [23 x i8] c"100! = %s (%d digits)\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"2^300 = %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"fib(400) = %s\0A\00", align 1
@.str.13 = private unnamed_addr constant [48 x i8] c"(100!)^2 has %d digits, crc32=%08x, head=%.30s\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i64], align 8
  %2 = alloca [600 x i8], align 1
  %3 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 600, i8* nonnull %3) #7
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i32 [ 0, %0 ], [ %47, %4 ]
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  %8 = lshr i32 %5, 1
  %9 = xor i32 %8, -306674912
  %10 = select i1 %7, i32 %8, i32 %9
  %11 = and i32 %10, 1
  %12 = icmp eq i32 %11, 0
  %13 = lshr i32 %10, 1
  %14 = xor i32 %13, -306674912
  %15 = select i1 %12, i32 %13, i32 %14
  %16 = and i32 %15, 1
  %17 = icmp eq i32 %16, 0
  %18 = lshr i32 %15, 1
  %19 = xor i32 %18, -306674912
  %20 = select i1 %17, i32 %18, i32 %19
  %21 = and i32 %20, 1
  %22 = icmp eq i32 %21, 0
  %23 = lshr i32 %20, 1
  %24 = xor i32 %23, -306674912
  %25 = select i1 %22, i32 %23, i32 %24
  %26 = and i32 %25, 1
  %27 = icmp eq i32 %26, 0
  %28 = lshr i32 %25, 1
  %29 = xor i32 %28, -306674912
  %30 = select i1 %27, i32 %28, i32 %29
  %31 = and i32 %30, 1
  %32 = icmp eq i32 %31, 0
  %33 = lshr i32 %30, 1
  %34 = xor i32 %33, -306674912
  %35 = select i1 %32, i32 %33, i32 %34
  %36 = and i32 %35, 1
  %37 = icmp eq i32 %36, 0
  %38 = lshr i32 %35, 1
  %39 = xor i32 %38, -306674912
  %40 = select i1 %37, i32 %38, i32 %39
  %41 = and i32 %40, 1
  %42 = icmp eq i32 %41, 0
  %43 = lshr i32 %40, 1
  %44 = xor i32 %43, -306674912
  %45 = select i1 %42, i32 %43, i32 %44
  %46 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %5
  store i32 %45, i32* %46, align 4, !tbaa !5
  %47 = add nuw nsw i32 %5, 1
  %48 = icmp eq i32 %47, 256
  br i1 %48, label %49, label %4, !llvm.loop !9

49:                                               ; preds = %4
  %50 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i32 0, i32 1), align 4, !tbaa !5
  %51 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i32 0, i32 128), align 4, !tbaa !5
  %52 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i32 0, i32 255), align 4, !tbaa !5
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.7, i32 0, i32 0), i32 noundef %50, i32 noundef %51, i32 noundef %52)
  br label %54

54:                                               ; preds = %49, %119
  %55 = phi i32 [ 0, %49 ], [ %130, %119 ]
  %56 = phi i32 [ 0, %49 ], [ %131, %119 ]
  %57 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.inputs, i32 0, i32 %56
  %58 = load i8*, i8** %57, align 4, !tbaa !11
  %59 = tail call i32 @strlen(i8* noundef nonnull dereferenceable(1) %58) #8
  %60 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %61 = mul i32 %60, %59
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %119, label %63

63:                                               ; preds = %54, %63
  %64 = phi i32 [ %76, %63 ], [ -1, %54 ]
  %65 = phi i32 [ %67, %63 ], [ %61, %54 ]
  %66 = phi i8* [ %68, %63 ], [ %58, %54 ]
  %67 = add i32 %65, -1
  %68 = getelementptr inbounds i8, i8* %66, i32 1
  %69 = load i8, i8* %66, align 1, !tbaa !13
  %70 = zext i8 %69 to i32
  %71 = and i32 %64, 255
  %72 = xor i32 %71, %70
  %73 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %72
  %74 = load i32, i32* %73, align 4, !tbaa !5
  %75 = lshr i32 %64, 8
  %76 = xor i32 %74, %75
  %77 = icmp eq i32 %67, 0
  br i1 %77, label %78, label %63, !llvm.loop !14

78:                                               ; preds = %63
  %79 = xor i32 %76, -1
  br label %80

80:                                               ; preds = %78, %80
  %81 = phi i32 [ %89, %80 ], [ -2128831035, %78 ]
  %82 = phi i32 [ %84, %80 ], [ %61, %78 ]
  %83 = phi i8* [ %85, %80 ], [ %58, %78 ]
  %84 = add i32 %82, -1
  %85 = getelementptr inbounds i8, i8* %83, i32 1
  %86 = load i8, i8* %83, align 1, !tbaa !13
  %87 = zext i8 %86 to i32
  %88 = xor i32 %81, %87
  %89 = mul i32 %88, 16777619
  %90 = icmp eq i32 %84, 0
  br i1 %90, label %91, label %80, !llvm.loop !15

91:                                               ; preds = %80, %91
  %92 = phi i32 [ %103, %91 ], [ 0, %80 ]
  %93 = phi i32 [ %101, %91 ], [ 1, %80 ]
  %94 = phi i32 [ %96, %91 ], [ %61, %80 ]
  %95 = phi i8* [ %97, %91 ], [ %58, %80 ]
  %96 = add i32 %94, -1
  %97 = getelementptr inbounds i8, i8* %95, i32 1
  %98 = load i8, i8* %95, align 1, !tbaa !13
  %99 = zext i8 %98 to i32
  %100 = add nuw nsw i32 %93, %99
  %101 = urem i32 %100, 65521
  %102 = add nuw nsw i32 %101, %92
  %103 = urem i32 %102, 65521
  %104 = icmp eq i32 %96, 0
  br i1 %104, label %105, label %91, !llvm.loop !16

105:                                              ; preds = %91
  %106 = shl nuw i32 %103, 16
  %107 = or i32 %106, %101
  br label %108

108:                                              ; preds = %105, %108
  %109 = phi i64 [ %117, %108 ], [ -3750763034362895579, %105 ]
  %110 = phi i32 [ %112, %108 ], [ %61, %105 ]
  %111 = phi i8* [ %113, %108 ], [ %58, %105 ]
  %112 = add i32 %110, -1
  %113 = getelementptr inbounds i8, i8* %111, i32 1
  %114 = load i8, i8* %111, align 1, !tbaa !13
  %115 = zext i8 %114 to i64
  %116 = xor i64 %109, %115
  %117 = mul i64 %116, 1099511628211
  %118 = icmp eq i32 %112, 0
  br i1 %118, label %119, label %108, !llvm.loop !17

119:                                              ; preds = %108, %54
  %120 = phi i32 [ 1, %54 ], [ %107, %108 ]
  %121 = phi i32 [ 0, %54 ], [ %79, %108 ]
  %122 = phi i32 [ -2128831035, %54 ], [ %89, %108 ]
  %123 = phi i64 [ -3750763034362895579, %54 ], [ %117, %108 ]
  %124 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.8, i32 0, i32 0), i8* noundef %58, i32 noundef %121, i32 noundef %122, i64 noundef %123, i32 noundef %120)
  %125 = lshr i64 %123, 16
  %126 = trunc i64 %125 to i32
  %127 = add i32 %121, %120
  %128 = add i32 %127, %122
  %129 = add i32 %128, %126
  %130 = xor i32 %129, %55
  %131 = add nuw nsw i32 %56, 1
  %132 = icmp eq i32 %131, 7
  br i1 %132, label %133, label %54, !llvm.loop !18

133:                                              ; preds = %119
  %134 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %135 = mul i32 %134, 42
  %136 = zext i32 %135 to i64
  br label %137

137:                                              ; preds = %133, %152
  %138 = phi i64 [ %136, %133 ], [ %153, %152 ]
  %139 = phi i32 [ 0, %133 ], [ %159, %152 ]
  %140 = and i32 %139, 7
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %142, label %152

142:                                              ; preds = %137
  %143 = add i64 %138, -7046029254386353131
  %144 = lshr i64 %143, 30
  %145 = xor i64 %144, %143
  %146 = mul i64 %145, -4658895280553007687
  %147 = lshr i64 %146, 27
  %148 = xor i64 %147, %146
  %149 = mul i64 %148, -7723592293110705685
  %150 = lshr i64 %149, 31
  %151 = xor i64 %150, %149
  br label %152

152:                                              ; preds = %142, %137
  %153 = phi i64 [ %151, %142 ], [ %138, %137 ]
  %154 = shl nuw nsw i32 %140, 3
  %155 = zext i32 %154 to i64
  %156 = lshr i64 %153, %155
  %157 = trunc i64 %156 to i8
  %158 = getelementptr inbounds [20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 %139
  store i8 %157, i8* %158, align 1, !tbaa !13
  %159 = add nuw nsw i32 %139, 1
  %160 = icmp eq i32 %159, 20000
  br i1 %160, label %161, label %137, !llvm.loop !19

161:                                              ; preds = %152, %176
  %162 = phi i64 [ %187, %176 ], [ 0, %152 ]
  %163 = phi i32 [ %188, %176 ], [ 0, %152 ]
  %164 = getelementptr inbounds [20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 %163
  br label %165

165:                                              ; preds = %165, %161
  %166 = phi i64 [ %174, %165 ], [ -3750763034362895579, %161 ]
  %167 = phi i32 [ %169, %165 ], [ 2500, %161 ]
  %168 = phi i8* [ %170, %165 ], [ %164, %161 ]
  %169 = add nsw i32 %167, -1
  %170 = getelementptr inbounds i8, i8* %168, i32 1
  %171 = load i8, i8* %168, align 1, !tbaa !13
  %172 = zext i8 %171 to i64
  %173 = xor i64 %166, %172
  %174 = mul i64 %173, 1099511628211
  %175 = icmp eq i32 %169, 0
  br i1 %175, label %176, label %165, !llvm.loop !17

176:                                              ; preds = %165
  %177 = zext i32 %163 to i64
  %178 = add i64 %174, %177
  %179 = lshr i64 %178, 30
  %180 = xor i64 %179, %178
  %181 = mul i64 %180, -4658895280553007687
  %182 = lshr i64 %181, 27
  %183 = xor i64 %182, %181
  %184 = mul i64 %183, -7723592293110705685
  %185 = lshr i64 %184, 31
  %186 = xor i64 %184, %162
  %187 = xor i64 %186, %185
  %188 = add nuw nsw i32 %163, 2500
  %189 = icmp ult i32 %163, 17500
  br i1 %189, label %161, label %190, !llvm.loop !20

190:                                              ; preds = %176, %190
  %191 = phi i32 [ %203, %190 ], [ -1, %176 ]
  %192 = phi i32 [ %194, %190 ], [ 20000, %176 ]
  %193 = phi i8* [ %195, %190 ], [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 0), %176 ]
  %194 = add nsw i32 %192, -1
  %195 = getelementptr inbounds i8, i8* %193, i32 1
  %196 = load i8, i8* %193, align 1, !tbaa !13
  %197 = zext i8 %196 to i32
  %198 = and i32 %191, 255
  %199 = xor i32 %198, %197
  %200 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %199
  %201 = load i32, i32* %200, align 4, !tbaa !5
  %202 = lshr i32 %191, 8
  %203 = xor i32 %201, %202
  %204 = icmp eq i32 %194, 0
  br i1 %204, label %205, label %190, !llvm.loop !14

205:                                              ; preds = %190, %205
  %206 = phi i32 [ %217, %205 ], [ 0, %190 ]
  %207 = phi i32 [ %215, %205 ], [ 1, %190 ]
  %208 = phi i32 [ %210, %205 ], [ 20000, %190 ]
  %209 = phi i8* [ %211, %205 ], [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 0), %190 ]
  %210 = add nsw i32 %208, -1
  %211 = getelementptr inbounds i8, i8* %209, i32 1
  %212 = load i8, i8* %209, align 1, !tbaa !13
  %213 = zext i8 %212 to i32
  %214 = add nuw nsw i32 %207, %213
  %215 = urem i32 %214, 65521
  %216 = add nuw nsw i32 %215, %206
  %217 = urem i32 %216, 65521
  %218 = icmp eq i32 %210, 0
  br i1 %218, label %219, label %205, !llvm.loop !16

219:                                              ; preds = %205
  %220 = xor i32 %203, -1
  %221 = shl nuw i32 %217, 16
  %222 = or i32 %221, %215
  %223 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.9, i32 0, i32 0), i32 noundef %220, i32 noundef %222, i64 noundef %187)
  br label %224

224:                                              ; preds = %224, %219
  %225 = phi i32 [ %237, %224 ], [ -1, %219 ]
  %226 = phi i32 [ %228, %224 ], [ 20000, %219 ]
  %227 = phi i8* [ %229, %224 ], [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 0), %219 ]
  %228 = add nsw i32 %226, -1
  %229 = getelementptr inbounds i8, i8* %227, i32 1
  %230 = load i8, i8* %227, align 1, !tbaa !13
  %231 = zext i8 %230 to i32
  %232 = and i32 %225, 255
  %233 = xor i32 %232, %231
  %234 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %233
  %235 = load i32, i32* %234, align 4, !tbaa !5
  %236 = lshr i32 %225, 8
  %237 = xor i32 %235, %236
  %238 = icmp eq i32 %228, 0
  br i1 %238, label %239, label %224, !llvm.loop !14

239:                                              ; preds = %224
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !21
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 0, i32 0), align 4, !tbaa !5
  br label %240

240:                                              ; preds = %282, %239
  %241 = phi i32 [ 1, %239 ], [ %285, %282 ]
  %242 = phi i32 [ 2, %239 ], [ %283, %282 ]
  %243 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %244 = icmp sgt i32 %241, 0
  br i1 %244, label %245, label %282

245:                                              ; preds = %240
  %246 = mul i32 %243, %242
  %247 = zext i32 %246 to i64
  br label %252

248:                                              ; preds = %252
  %249 = icmp ugt i64 %259, 999999999
  %250 = icmp slt i32 %266, 64
  %251 = select i1 %249, i1 %250, i1 false
  br i1 %251, label %268, label %282

252:                                              ; preds = %252, %245
  %253 = phi i64 [ 0, %245 ], [ %261, %252 ]
  %254 = phi i32 [ 0, %245 ], [ %265, %252 ]
  %255 = getelementptr inbounds %struct.big, %struct.big* @main.f, i32 0, i32 0, i32 %254
  %256 = load i32, i32* %255, align 4, !tbaa !5
  %257 = zext i32 %256 to i64
  %258 = mul nuw i64 %257, %247
  %259 = add i64 %258, %253
  %260 = freeze i64 %259
  %261 = udiv i64 %260, 1000000000
  %262 = mul i64 %261, 1000000000
  %263 = sub i64 %260, %262
  %264 = trunc i64 %263 to i32
  store i32 %264, i32* %255, align 4, !tbaa !5
  %265 = add nuw nsw i32 %254, 1
  %266 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !21
  %267 = icmp slt i32 %265, %266
  br i1 %267, label %252, label %248, !llvm.loop !23

268:                                              ; preds = %268, %248
  %269 = phi i64 [ %261, %248 ], [ %272, %268 ]
  %270 = phi i32 [ %266, %248 ], [ %279, %268 ]
  %271 = freeze i64 %269
  %272 = udiv i64 %271, 1000000000
  %273 = mul i64 %272, 1000000000
  %274 = sub i64 %271, %273
  %275 = trunc i64 %274 to i32
  %276 = add nsw i32 %270, 1
  store i32 %276, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !21
  %277 = getelementptr inbounds %struct.big, %struct.big* @main.f, i32 0, i32 0, i32 %270
  store i32 %275, i32* %277, align 4, !tbaa !5
  %278 = icmp uge i64 %269, 1000000000
  %279 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4
  %280 = icmp slt i32 %279, 64
  %281 = select i1 %278, i1 %280, i1 false
  br i1 %281, label %268, label %282, !llvm.loop !24

282:                                              ; preds = %268, %240, %248
  %283 = add nuw nsw i32 %242, 1
  %284 = icmp eq i32 %283, 101
  %285 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !21
  br i1 %284, label %286, label %240, !llvm.loop !25

286:                                              ; preds = %282
  %287 = add nsw i32 %285, -1
  %288 = getelementptr inbounds %struct.big, %struct.big* @main.f, i32 0, i32 0, i32 %287
  %289 = load i32, i32* %288, align 4, !tbaa !5
  %290 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i32 noundef %289) #7
  %291 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !21
  %292 = icmp sgt i32 %291, 1
  br i1 %292, label %293, label %305

293:                                              ; preds = %286
  %294 = add nsw i32 %291, -2
  br label %295

295:                                              ; preds = %295, %293
  %296 = phi i32 [ %302, %295 ], [ %290, %293 ]
  %297 = phi i32 [ %303, %295 ], [ %294, %293 ]
  %298 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i32 0, i32 %296
  %299 = getelementptr inbounds %struct.big, %struct.big* @main.f, i32 0, i32 0, i32 %297
  %300 = load i32, i32* %299, align 4, !tbaa !5
  %301 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %298, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i32 noundef %300) #7
  %302 = add nsw i32 %301, %296
  %303 = add nsw i32 %297, -1
  %304 = icmp eq i32 %297, 0
  br i1 %304, label %305, label %295, !llvm.loop !26

305:                                              ; preds = %295, %286
  %306 = phi i32 [ %290, %286 ], [ %302, %295 ]
  %307 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i32 0, i32 0), i8* noundef nonnull %3, i32 noundef %306)
  %308 = icmp eq i32 %306, 0
  br i1 %308, label %320, label %309

309:                                              ; preds = %305, %309
  %310 = phi i32 [ %318, %309 ], [ -2128831035, %305 ]
  %311 = phi i32 [ %313, %309 ], [ %306, %305 ]
  %312 = phi i8* [ %314, %309 ], [ %3, %305 ]
  %313 = add i32 %311, -1
  %314 = getelementptr inbounds i8, i8* %312, i32 1
  %315 = load i8, i8* %312, align 1, !tbaa !13
  %316 = zext i8 %315 to i32
  %317 = xor i32 %310, %316
  %318 = mul i32 %317, 16777619
  %319 = icmp eq i32 %313, 0
  br i1 %319, label %320, label %309, !llvm.loop !15

320:                                              ; preds = %309, %305
  %321 = phi i32 [ -2128831035, %305 ], [ %318, %309 ]
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 1), align 4, !tbaa !21
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 0, i32 0), align 4, !tbaa !5
  br label %322

322:                                              ; preds = %320, %351
  %323 = phi i32 [ 1, %320 ], [ %352, %351 ]
  %324 = phi i32 [ 0, %320 ], [ %353, %351 ]
  %325 = icmp sgt i32 %323, 0
  br i1 %325, label %330, label %351

326:                                              ; preds = %330
  %327 = icmp ugt i64 %337, 999999999
  %328 = icmp slt i32 %344, 64
  %329 = select i1 %327, i1 %328, i1 false
  br i1 %329, label %346, label %351

330:                                              ; preds = %322, %330
  %331 = phi i64 [ %339, %330 ], [ 0, %322 ]
  %332 = phi i32 [ %343, %330 ], [ 0, %322 ]
  %333 = getelementptr inbounds %struct.big, %struct.big* @main.p, i32 0, i32 0, i32 %332
  %334 = load i32, i32* %333, align 4, !tbaa !5
  %335 = zext i32 %334 to i64
  %336 = shl nuw nsw i64 %335, 1
  %337 = add nuw nsw i64 %336, %331
  %338 = freeze i64 %337
  %339 = udiv i64 %338, 1000000000
  %340 = mul i64 %339, 1000000000
  %341 = sub i64 %338, %340
  %342 = trunc i64 %341 to i32
  store i32 %342, i32* %333, align 4, !tbaa !5
  %343 = add nuw nsw i32 %332, 1
  %344 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 1), align 4, !tbaa !21
  %345 = icmp slt i32 %343, %344
  br i1 %345, label %330, label %326, !llvm.loop !23

346:                                              ; preds = %326
  %347 = trunc i64 %339 to i32
  %348 = add nsw i32 %344, 1
  store i32 %348, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 1), align 4, !tbaa !21
  %349 = getelementptr inbounds %struct.big, %struct.big* @main.p, i32 0, i32 0, i32 %344
  store i32 %347, i32* %349, align 4, !tbaa !5
  %350 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 1), align 4
  br label %351

351:                                              ; preds = %346, %322, %326
  %352 = phi i32 [ %350, %346 ], [ %323, %322 ], [ %344, %326 ]
  %353 = add nuw nsw i32 %324, 1
  %354 = icmp eq i32 %353, 300
  br i1 %354, label %355, label %322, !llvm.loop !27

355:                                              ; preds = %351
  %356 = add nsw i32 %352, -1
  %357 = getelementptr inbounds %struct.big, %struct.big* @main.p, i32 0, i32 0, i32 %356
  %358 = load i32, i32* %357, align 4, !tbaa !5
  %359 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i32 noundef %358) #7
  %360 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 1), align 4, !tbaa !21
  %361 = icmp sgt i32 %360, 1
  br i1 %361, label %362, label %374

362:                                              ; preds = %355
  %363 = add nsw i32 %360, -2
  br label %364

364:                                              ; preds = %364, %362
  %365 = phi i32 [ %371, %364 ], [ %359, %362 ]
  %366 = phi i32 [ %372, %364 ], [ %363, %362 ]
  %367 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i32 0, i32 %365
  %368 = getelementptr inbounds %struct.big, %struct.big* @main.p, i32 0, i32 0, i32 %366
  %369 = load i32, i32* %368, align 4, !tbaa !5
  %370 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %367, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i32 noundef %369) #7
  %371 = add nsw i32 %370, %365
  %372 = add nsw i32 %366, -1
  %373 = icmp eq i32 %366, 0
  br i1 %373, label %374, label %364, !llvm.loop !26

374:                                              ; preds = %364, %355
  %375 = phi i32 [ %359, %355 ], [ %371, %364 ]
  %376 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i32 0, i32 0), i8* noundef nonnull %3)
  %377 = icmp eq i32 %375, 0
  br i1 %377, label %389, label %378

378:                                              ; preds = %374, %378
  %379 = phi i32 [ %387, %378 ], [ -2128831035, %374 ]
  %380 = phi i32 [ %382, %378 ], [ %375, %374 ]
  %381 = phi i8* [ %383, %378 ], [ %3, %374 ]
  %382 = add i32 %380, -1
  %383 = getelementptr inbounds i8, i8* %381, i32 1
  %384 = load i8, i8* %381, align 1, !tbaa !13
  %385 = zext i8 %384 to i32
  %386 = xor i32 %379, %385
  %387 = mul i32 %386, 16777619
  %388 = icmp eq i32 %382, 0
  br i1 %388, label %389, label %378, !llvm.loop !15

389:                                              ; preds = %378, %374
  %390 = phi i32 [ -2128831035, %374 ], [ %387, %378 ]
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i32 0, i32 1), align 4, !tbaa !21
  store i32 0, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i32 0, i32 0, i32 0), align 4, !tbaa !5
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i32 0, i32 1), align 4, !tbaa !21
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i32 0, i32 0, i32 0), align 4, !tbaa !5
  br label %391

391:                                              ; preds = %433, %389
  %392 = phi i32 [ 1, %389 ], [ %434, %433 ]
  %393 = phi i32 [ 1, %389 ], [ %432, %433 ]
  %394 = phi i32 [ 0, %389 ], [ %430, %433 ]
  %395 = icmp sgt i32 %393, %392
  %396 = select i1 %395, i32 %393, i32 %392
  %397 = icmp sgt i32 %396, 0
  br i1 %397, label %399, label %398

398:                                              ; preds = %391
  store i32 %396, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i32 0, i32 1), align 4, !tbaa !21
  br label %429

399:                                              ; preds = %391, %412
  %400 = phi i32 [ %417, %412 ], [ 0, %391 ]
  %401 = phi i32 [ %421, %412 ], [ 0, %391 ]
  %402 = icmp slt i32 %401, %393
  br i1 %402, label %403, label %406

403:                                              ; preds = %399
  %404 = getelementptr inbounds %struct.big, %struct.big* @main.a, i32 0, i32 0, i32 %401
  %405 = load i32, i32* %404, align 4, !tbaa !5
  br label %406

406:                                              ; preds = %403, %399
  %407 = phi i32 [ %405, %403 ], [ 0, %399 ]
  %408 = icmp slt i32 %401, %392
  br i1 %408, label %409, label %412

409:                                              ; preds = %406
  %410 = getelementptr inbounds %struct.big, %struct.big* @main.b, i32 0, i32 0, i32 %401
  %411 = load i32, i32* %410, align 4, !tbaa !5
  br label %412

412:                                              ; preds = %409, %406
  %413 = phi i32 [ %411, %409 ], [ 0, %406 ]
  %414 = add i32 %407, %400
  %415 = add i32 %414, %413
  %416 = icmp ugt i32 %415, 999999999
  %417 = zext i1 %416 to i32
  %418 = add i32 %415, -1000000000
  %419 = select i1 %416, i32 %418, i32 %415
  %420 = getelementptr inbounds %struct.big, %struct.big* @main.c, i32 0, i32 0, i32 %401
  store i32 %419, i32* %420, align 4, !tbaa !5
  %421 = add nuw nsw i32 %401, 1
  %422 = icmp eq i32 %421, %396
  br i1 %422, label %423, label %399, !llvm.loop !28

423:                                              ; preds = %412
  store i32 %396, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i32 0, i32 1), align 4, !tbaa !21
  %424 = icmp slt i32 %396, 64
  %425 = select i1 %416, i1 %424, i1 false
  br i1 %425, label %426, label %429

426:                                              ; preds = %423
  %427 = add nsw i32 %396, 1
  store i32 %427, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i32 0, i32 1), align 4, !tbaa !21
  %428 = getelementptr inbounds %struct.big, %struct.big* @main.c, i32 0, i32 0, i32 %396
  store i32 1, i32* %428, align 4, !tbaa !5
  br label %429

429:                                              ; preds = %398, %423, %426
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.a to i8*), i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.b to i8*), i32 260, i1 false), !tbaa.struct !29
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.b to i8*), i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.c to i8*), i32 260, i1 false), !tbaa.struct !29
  %430 = add nuw nsw i32 %394, 1
  %431 = icmp eq i32 %430, 400
  %432 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i32 0, i32 1), align 4, !tbaa !21
  br i1 %431, label %435, label %433, !llvm.loop !30

433:                                              ; preds = %429
  %434 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i32 0, i32 1), align 4, !tbaa !21
  br label %391

435:                                              ; preds = %429
  %436 = add nsw i32 %432, -1
  %437 = getelementptr inbounds %struct.big, %struct.big* @main.a, i32 0, i32 0, i32 %436
  %438 = load i32, i32* %437, align 4, !tbaa !5
  %439 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i32 noundef %438) #7
  %440 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i32 0, i32 1), align 4, !tbaa !21
  %441 = icmp sgt i32 %440, 1
  br i1 %441, label %442, label %454

442:                                              ; preds = %435
  %443 = add nsw i32 %440, -2
  br label %444

444:                                              ; preds = %444, %442
  %445 = phi i32 [ %451, %444 ], [ %439, %442 ]
  %446 = phi i32 [ %452, %444 ], [ %443, %442 ]
  %447 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i32 0, i32 %445
  %448 = getelementptr inbounds %struct.big, %struct.big* @main.a, i32 0, i32 0, i32 %446
  %449 = load i32, i32* %448, align 4, !tbaa !5
  %450 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %447, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i32 noundef %449) #7
  %451 = add nsw i32 %450, %445
  %452 = add nsw i32 %446, -1
  %453 = icmp eq i32 %446, 0
  br i1 %453, label %454, label %444, !llvm.loop !26

454:                                              ; preds = %444, %435
  %455 = phi i32 [ %439, %435 ], [ %451, %444 ]
  %456 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i8* noundef nonnull %3)
  %457 = icmp eq i32 %455, 0
  br i1 %457, label %469, label %458

458:                                              ; preds = %454, %458
  %459 = phi i32 [ %467, %458 ], [ -2128831035, %454 ]
  %460 = phi i32 [ %462, %458 ], [ %455, %454 ]
  %461 = phi i8* [ %463, %458 ], [ %3, %454 ]
  %462 = add i32 %460, -1
  %463 = getelementptr inbounds i8, i8* %461, i32 1
  %464 = load i8, i8* %461, align 1, !tbaa !13
  %465 = zext i8 %464 to i32
  %466 = xor i32 %459, %465
  %467 = mul i32 %466, 16777619
  %468 = icmp eq i32 %462, 0
  br i1 %468, label %469, label %458, !llvm.loop !15

469:                                              ; preds = %458, %454
  %470 = phi i32 [ -2128831035, %454 ], [ %467, %458 ]
  %471 = bitcast [64 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %471) #7
  %472 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !21
  %473 = shl nsw i32 %472, 1
  %474 = icmp slt i32 %473, 64
  %475 = select i1 %474, i32 %473, i32 64
  %476 = icmp sgt i32 %472, 0
  br i1 %476, label %478, label %477

477:                                              ; preds = %469
  store i32 %475, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i32 0, i32 1), align 4, !tbaa !21
  br label %533

478:                                              ; preds = %469
  %479 = call i32 @llvm.smax.i32(i32 %475, i32 1) #7
  %480 = shl nuw nsw i32 %479, 3
  call void @llvm.memset.p0i8.i32(i8* nonnull align 8 %471, i8 0, i32 %480, i1 false) #7, !tbaa !31
  br label %481

481:                                              ; preds = %518, %478
  %482 = phi i32 [ 0, %478 ], [ %520, %518 ]
  %483 = phi i32 [ 0, %478 ], [ %519, %518 ]
  %484 = call i32 @llvm.smax.i32(i32 %475, i32 %483) #7
  %485 = add i32 %484, %482
  %486 = getelementptr inbounds %struct.big, %struct.big* @main.f, i32 0, i32 0, i32 %483
  br label %487

487:                                              ; preds = %491, %481
  %488 = phi i64 [ 0, %481 ], [ %504, %491 ]
  %489 = phi i32 [ 0, %481 ], [ %507, %491 ]
  %490 = icmp eq i32 %489, %485
  br i1 %490, label %509, label %491

491:                                              ; preds = %487
  %492 = add nuw nsw i32 %489, %483
  %493 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i32 0, i32 %492
  %494 = load i64, i64* %493, align 8, !tbaa !31
  %495 = load i32, i32* %486, align 4, !tbaa !5
  %496 = zext i32 %495 to i64
  %497 = getelementptr inbounds %struct.big, %struct.big* @main.f, i32 0, i32 0, i32 %489
  %498 = load i32, i32* %497, align 4, !tbaa !5
  %499 = zext i32 %498 to i64
  %500 = mul nuw i64 %499, %496
  %501 = add i64 %494, %488
  %502 = add i64 %501, %500
  %503 = freeze i64 %502
  %504 = udiv i64 %503, 1000000000
  %505 = mul i64 %504, 1000000000
  %506 = sub i64 %503, %505
  store i64 %506, i64* %493, align 8, !tbaa !31
  %507 = add nuw nsw i32 %489, 1
  %508 = icmp eq i32 %507, %472
  br i1 %508, label %509, label %487, !llvm.loop !33

509:                                              ; preds = %491, %487
  %510 = phi i32 [ %485, %487 ], [ %472, %491 ]
  %511 = phi i64 [ %488, %487 ], [ %504, %491 ]
  %512 = add nuw nsw i32 %510, %483
  %513 = icmp slt i32 %512, %475
  br i1 %513, label %514, label %518

514:                                              ; preds = %509
  %515 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i32 0, i32 %512
  %516 = load i64, i64* %515, align 8, !tbaa !31
  %517 = add i64 %516, %511
  store i64 %517, i64* %515, align 8, !tbaa !31
  br label %518

518:                                              ; preds = %514, %509
  %519 = add nuw nsw i32 %483, 1
  %520 = add nsw i32 %482, -1
  %521 = icmp eq i32 %519, %472
  br i1 %521, label %522, label %481, !llvm.loop !34

522:                                              ; preds = %518
  store i32 %475, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i32 0, i32 1), align 4, !tbaa !21
  br label %523

523:                                              ; preds = %523, %522
  %524 = phi i32 [ %529, %523 ], [ 0, %522 ]
  %525 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i32 0, i32 %524
  %526 = load i64, i64* %525, align 8, !tbaa !31
  %527 = trunc i64 %526 to i32
  %528 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i32 0, i32 0, i32 %524
  store i32 %527, i32* %528, align 4, !tbaa !5
  %529 = add nuw nsw i32 %524, 1
  %530 = icmp eq i32 %529, %479
  br i1 %530, label %531, label %523, !llvm.loop !35

531:                                              ; preds = %523
  %532 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i32 0, i32 1), align 4, !tbaa !21
  br label %533

533:                                              ; preds = %531, %477
  %534 = phi i32 [ %532, %531 ], [ %475, %477 ]
  %535 = icmp sgt i32 %534, 1
  br i1 %535, label %536, label %544

536:                                              ; preds = %533, %542
  %537 = phi i32 [ %538, %542 ], [ %534, %533 ]
  %538 = add nsw i32 %537, -1
  %539 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i32 0, i32 0, i32 %538
  %540 = load i32, i32* %539, align 4, !tbaa !5
  %541 = icmp eq i32 %540, 0
  br i1 %541, label %542, label %544

542:                                              ; preds = %536
  store i32 %538, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i32 0, i32 1), align 4, !tbaa !21
  %543 = icmp ugt i32 %537, 2
  br i1 %543, label %536, label %544, !llvm.loop !36

544:                                              ; preds = %536, %542, %533
  %545 = phi i32 [ %534, %533 ], [ %537, %536 ], [ %538, %542 ]
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %471) #7
  %546 = add nsw i32 %545, -1
  %547 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i32 0, i32 0, i32 %546
  %548 = load i32, i32* %547, align 4, !tbaa !5
  %549 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i32 noundef %548) #7
  %550 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i32 0, i32 1), align 4, !tbaa !21
  %551 = icmp sgt i32 %550, 1
  br i1 %551, label %552, label %564

552:                                              ; preds = %544
  %553 = add nsw i32 %550, -2
  br label %554

554:                                              ; preds = %554, %552
  %555 = phi i32 [ %561, %554 ], [ %549, %552 ]
  %556 = phi i32 [ %562, %554 ], [ %553, %552 ]
  %557 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i32 0, i32 %555
  %558 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i32 0, i32 0, i32 %556
  %559 = load i32, i32* %558, align 4, !tbaa !5
  %560 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %557, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i32 noundef %559) #7
  %561 = add nsw i32 %560, %555
  %562 = add nsw i32 %556, -1
  %563 = icmp eq i32 %556, 0
  br i1 %563, label %564, label %554, !llvm.loop !26

564:                                              ; preds = %554, %544
  %565 = phi i32 [ %549, %544 ], [ %561, %554 ]
  %566 = icmp eq i32 %565, 0
  br i1 %566, label %567, label %569

567:                                              ; preds = %564
  %568 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i32 0, i32 0), i32 noundef 0, i32 noundef 0, i8* noundef nonnull %3)
  br label %604

569:                                              ; preds = %564, %569
  %570 = phi i32 [ %582, %569 ], [ -1, %564 ]
  %571 = phi i32 [ %573, %569 ], [ %565, %564 ]
  %572 = phi i8* [ %574, %569 ], [ %3, %564 ]
  %573 = add i32 %571, -1
  %574 = getelementptr inbounds i8, i8* %572, i32 1
  %575 = load i8, i8* %572, align 1, !tbaa !13
  %576 = zext i8 %575 to i32
  %577 = and i32 %570, 255
  %578 = xor i32 %577, %576
  %579 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %578
  %580 = load i32, i32* %579, align 4, !tbaa !5
  %581 = lshr i32 %570, 8
  %582 = xor i32 %580, %581
  %583 = icmp eq i32 %573, 0
  br i1 %583, label %584, label %569, !llvm.loop !14

584:                                              ; preds = %569
  %585 = xor i32 %582, -1
  %586 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i32 0, i32 0), i32 noundef %565, i32 noundef %585, i8* noundef nonnull %3)
  br label %587

587:                                              ; preds = %584, %587
  %588 = phi i32 [ %600, %587 ], [ -1, %584 ]
  %589 = phi i32 [ %591, %587 ], [ %565, %584 ]
  %590 = phi i8* [ %592, %587 ], [ %3, %584 ]
  %591 = add i32 %589, -1
  %592 = getelementptr inbounds i8, i8* %590, i32 1
  %593 = load i8, i8* %590, align 1, !tbaa !13
  %594 = zext i8 %593 to i32
  %595 = and i32 %588, 255
  %596 = xor i32 %595, %594
  %597 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %596
  %598 = load i32, i32* %597, align 4, !tbaa !5
  %599 = lshr i32 %588, 8
  %600 = xor i32 %598, %599
  %601 = icmp eq i32 %591, 0
  br i1 %601, label %602, label %587, !llvm.loop !14

602:                                              ; preds = %587
  %603 = xor i32 %600, -1
  br label %604

604:                                              ; preds = %567, %602
  %605 = phi i32 [ %603, %602 ], [ 0, %567 ]
  %606 = trunc i64 %187 to i32
  %607 = xor i32 %237, %606
  %608 = xor i32 %607, -1
  %609 = add i32 %130, %608
  %610 = mul i32 %609, 31
  %611 = add i32 %321, %610
  %612 = mul i32 %611, 31
  %613 = add i32 %390, %612
  %614 = mul i32 %613, 31
  %615 = add i32 %470, %614
  %616 = xor i32 %605, %615
  %617 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %616)
  %618 = and i32 %616, 127
  call void @llvm.lifetime.end.p0i8(i64 600, i8* nonnull %3) #7
  ret i32 %618
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @sprintf(i8* noalias nocapture noundef writeonly, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = !{!22, !6, i64 256}
!22 = !{!"big", !7, i64 0, !6, i64 256}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = !{i64 0, i64 256, !13, i64 256, i64 4, !5}
!30 = distinct !{!30, !10}
!31 = !{!32, !32, i64 0}
!32 = !{!"long long", !7, i64 0}
!33 = distinct !{!33, !10}
!34 = distinct !{!34, !10}
!35 = distinct !{!35, !10}
!36 = distinct !{!36, !10}
