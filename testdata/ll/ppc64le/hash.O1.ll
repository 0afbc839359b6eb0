; ModuleID = 'c/hash.c'
source_filename = "c/hash.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.big = type { [64 x i32], i32 }

@main.inputs = internal unnamed_addr constant [7 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([81 x i8], [81 x i8]* @.str.6, i32 0, i32 0)], align 8
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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i64], align 8
  %2 = alloca [600 x i8], align 1
  %3 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 600, i8* nonnull %3) #7
  br label %4

4:                                                ; preds = %17, %0
  %5 = phi i64 [ 0, %0 ], [ %19, %17 ]
  %6 = trunc i64 %5 to i32
  br label %7

7:                                                ; preds = %7, %4
  %8 = phi i32 [ %6, %4 ], [ %14, %7 ]
  %9 = phi i32 [ 0, %4 ], [ %15, %7 ]
  %10 = and i32 %8, 1
  %11 = icmp eq i32 %10, 0
  %12 = lshr i32 %8, 1
  %13 = xor i32 %12, -306674912
  %14 = select i1 %11, i32 %12, i32 %13
  %15 = add nuw nsw i32 %9, 1
  %16 = icmp eq i32 %15, 8
  br i1 %16, label %17, label %7, !llvm.loop !5

17:                                               ; preds = %7
  %18 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %5
  store i32 %14, i32* %18, align 4, !tbaa !8
  %19 = add nuw nsw i64 %5, 1
  %20 = icmp eq i64 %19, 256
  br i1 %20, label %21, label %4, !llvm.loop !12

21:                                               ; preds = %17
  %22 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 1), align 4, !tbaa !8
  %23 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 128), align 4, !tbaa !8
  %24 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 255), align 4, !tbaa !8
  %25 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %22, i32 noundef zeroext %23, i32 noundef zeroext %24)
  br label %26

26:                                               ; preds = %21, %99
  %27 = phi i64 [ 0, %21 ], [ %108, %99 ]
  %28 = phi i32 [ 0, %21 ], [ %107, %99 ]
  %29 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.inputs, i64 0, i64 %27
  %30 = load i8*, i8** %29, align 8, !tbaa !13
  %31 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %30) #8
  %32 = load volatile i32, i32* @vone, align 4, !tbaa !8
  %33 = zext i32 %32 to i64
  %34 = mul i64 %31, %33
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %54, label %36

36:                                               ; preds = %26, %36
  %37 = phi i32 [ %50, %36 ], [ -1, %26 ]
  %38 = phi i64 [ %40, %36 ], [ %34, %26 ]
  %39 = phi i8* [ %41, %36 ], [ %30, %26 ]
  %40 = add i64 %38, -1
  %41 = getelementptr inbounds i8, i8* %39, i64 1
  %42 = load i8, i8* %39, align 1, !tbaa !15
  %43 = zext i8 %42 to i32
  %44 = and i32 %37, 255
  %45 = xor i32 %44, %43
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %46
  %48 = load i32, i32* %47, align 4, !tbaa !8
  %49 = lshr i32 %37, 8
  %50 = xor i32 %48, %49
  %51 = icmp eq i64 %40, 0
  br i1 %51, label %52, label %36, !llvm.loop !16

52:                                               ; preds = %36
  %53 = xor i32 %50, -1
  br label %54

54:                                               ; preds = %26, %52
  %55 = phi i32 [ 0, %26 ], [ %53, %52 ]
  br i1 %35, label %67, label %56

56:                                               ; preds = %54, %56
  %57 = phi i32 [ %65, %56 ], [ -2128831035, %54 ]
  %58 = phi i64 [ %60, %56 ], [ %34, %54 ]
  %59 = phi i8* [ %61, %56 ], [ %30, %54 ]
  %60 = add i64 %58, -1
  %61 = getelementptr inbounds i8, i8* %59, i64 1
  %62 = load i8, i8* %59, align 1, !tbaa !15
  %63 = zext i8 %62 to i32
  %64 = xor i32 %57, %63
  %65 = mul i32 %64, 16777619
  %66 = icmp eq i64 %60, 0
  br i1 %66, label %67, label %56, !llvm.loop !17

67:                                               ; preds = %56, %54
  %68 = phi i32 [ -2128831035, %54 ], [ %65, %56 ]
  br i1 %35, label %86, label %69

69:                                               ; preds = %67, %69
  %70 = phi i32 [ %81, %69 ], [ 0, %67 ]
  %71 = phi i32 [ %79, %69 ], [ 1, %67 ]
  %72 = phi i64 [ %74, %69 ], [ %34, %67 ]
  %73 = phi i8* [ %75, %69 ], [ %30, %67 ]
  %74 = add i64 %72, -1
  %75 = getelementptr inbounds i8, i8* %73, i64 1
  %76 = load i8, i8* %73, align 1, !tbaa !15
  %77 = zext i8 %76 to i32
  %78 = add nuw nsw i32 %71, %77
  %79 = urem i32 %78, 65521
  %80 = add nuw nsw i32 %79, %70
  %81 = urem i32 %80, 65521
  %82 = icmp eq i64 %74, 0
  br i1 %82, label %83, label %69, !llvm.loop !18

83:                                               ; preds = %69
  %84 = shl nuw i32 %81, 16
  %85 = or i32 %84, %79
  br label %86

86:                                               ; preds = %67, %83
  %87 = phi i32 [ %85, %83 ], [ 1, %67 ]
  br i1 %35, label %99, label %88

88:                                               ; preds = %86, %88
  %89 = phi i64 [ %97, %88 ], [ -3750763034362895579, %86 ]
  %90 = phi i64 [ %92, %88 ], [ %34, %86 ]
  %91 = phi i8* [ %93, %88 ], [ %30, %86 ]
  %92 = add i64 %90, -1
  %93 = getelementptr inbounds i8, i8* %91, i64 1
  %94 = load i8, i8* %91, align 1, !tbaa !15
  %95 = zext i8 %94 to i64
  %96 = xor i64 %89, %95
  %97 = mul i64 %96, 1099511628211
  %98 = icmp eq i64 %92, 0
  br i1 %98, label %99, label %88, !llvm.loop !19

99:                                               ; preds = %88, %86
  %100 = phi i64 [ -3750763034362895579, %86 ], [ %97, %88 ]
  %101 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.8, i64 0, i64 0), i8* noundef %30, i32 noundef zeroext %55, i32 noundef zeroext %68, i64 noundef %100, i32 noundef zeroext %87)
  %102 = add i32 %68, %55
  %103 = add i32 %102, %87
  %104 = lshr i64 %100, 16
  %105 = trunc i64 %104 to i32
  %106 = add i32 %103, %105
  %107 = xor i32 %106, %28
  %108 = add nuw nsw i64 %27, 1
  %109 = icmp eq i64 %108, 7
  br i1 %109, label %110, label %26, !llvm.loop !20

110:                                              ; preds = %99
  %111 = load volatile i32, i32* @vone, align 4, !tbaa !8
  %112 = mul i32 %111, 42
  %113 = zext i32 %112 to i64
  br label %114

114:                                              ; preds = %110, %130
  %115 = phi i64 [ 0, %110 ], [ %137, %130 ]
  %116 = phi i64 [ %113, %110 ], [ %131, %130 ]
  %117 = trunc i64 %115 to i32
  %118 = and i32 %117, 7
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %120, label %130

120:                                              ; preds = %114
  %121 = add i64 %116, -7046029254386353131
  %122 = lshr i64 %121, 30
  %123 = xor i64 %122, %121
  %124 = mul i64 %123, -4658895280553007687
  %125 = lshr i64 %124, 27
  %126 = xor i64 %125, %124
  %127 = mul i64 %126, -7723592293110705685
  %128 = lshr i64 %127, 31
  %129 = xor i64 %128, %127
  br label %130

130:                                              ; preds = %120, %114
  %131 = phi i64 [ %129, %120 ], [ %116, %114 ]
  %132 = shl nuw nsw i32 %118, 3
  %133 = zext i32 %132 to i64
  %134 = lshr i64 %131, %133
  %135 = trunc i64 %134 to i8
  %136 = getelementptr inbounds [20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 %115
  store i8 %135, i8* %136, align 1, !tbaa !15
  %137 = add nuw nsw i64 %115, 1
  %138 = icmp eq i64 %137, 20000
  br i1 %138, label %139, label %114, !llvm.loop !21

139:                                              ; preds = %130, %154
  %140 = phi i64 [ %165, %154 ], [ 0, %130 ]
  %141 = phi i64 [ %164, %154 ], [ 0, %130 ]
  %142 = getelementptr inbounds [20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 %140
  br label %143

143:                                              ; preds = %143, %139
  %144 = phi i64 [ %152, %143 ], [ -3750763034362895579, %139 ]
  %145 = phi i64 [ %147, %143 ], [ 2500, %139 ]
  %146 = phi i8* [ %148, %143 ], [ %142, %139 ]
  %147 = add nsw i64 %145, -1
  %148 = getelementptr inbounds i8, i8* %146, i64 1
  %149 = load i8, i8* %146, align 1, !tbaa !15
  %150 = zext i8 %149 to i64
  %151 = xor i64 %144, %150
  %152 = mul i64 %151, 1099511628211
  %153 = icmp eq i64 %147, 0
  br i1 %153, label %154, label %143, !llvm.loop !19

154:                                              ; preds = %143
  %155 = add i64 %152, %140
  %156 = lshr i64 %155, 30
  %157 = xor i64 %156, %155
  %158 = mul i64 %157, -4658895280553007687
  %159 = lshr i64 %158, 27
  %160 = xor i64 %159, %158
  %161 = mul i64 %160, -7723592293110705685
  %162 = lshr i64 %161, 31
  %163 = xor i64 %161, %141
  %164 = xor i64 %163, %162
  %165 = add nuw nsw i64 %140, 2500
  %166 = icmp ult i64 %140, 17500
  br i1 %166, label %139, label %167, !llvm.loop !22

167:                                              ; preds = %154, %167
  %168 = phi i32 [ %181, %167 ], [ -1, %154 ]
  %169 = phi i64 [ %171, %167 ], [ 20000, %154 ]
  %170 = phi i8* [ %172, %167 ], [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), %154 ]
  %171 = add nsw i64 %169, -1
  %172 = getelementptr inbounds i8, i8* %170, i64 1
  %173 = load i8, i8* %170, align 1, !tbaa !15
  %174 = zext i8 %173 to i32
  %175 = and i32 %168, 255
  %176 = xor i32 %175, %174
  %177 = zext i32 %176 to i64
  %178 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %177
  %179 = load i32, i32* %178, align 4, !tbaa !8
  %180 = lshr i32 %168, 8
  %181 = xor i32 %179, %180
  %182 = icmp eq i64 %171, 0
  br i1 %182, label %183, label %167, !llvm.loop !16

183:                                              ; preds = %167, %183
  %184 = phi i32 [ %195, %183 ], [ 0, %167 ]
  %185 = phi i32 [ %193, %183 ], [ 1, %167 ]
  %186 = phi i64 [ %188, %183 ], [ 20000, %167 ]
  %187 = phi i8* [ %189, %183 ], [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), %167 ]
  %188 = add nsw i64 %186, -1
  %189 = getelementptr inbounds i8, i8* %187, i64 1
  %190 = load i8, i8* %187, align 1, !tbaa !15
  %191 = zext i8 %190 to i32
  %192 = add nuw nsw i32 %185, %191
  %193 = urem i32 %192, 65521
  %194 = add nuw nsw i32 %193, %184
  %195 = urem i32 %194, 65521
  %196 = icmp eq i64 %188, 0
  br i1 %196, label %197, label %183, !llvm.loop !18

197:                                              ; preds = %183
  %198 = xor i32 %181, -1
  %199 = shl nuw i32 %195, 16
  %200 = or i32 %199, %193
  %201 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %198, i32 noundef zeroext %200, i64 noundef %164)
  br label %202

202:                                              ; preds = %202, %197
  %203 = phi i32 [ %216, %202 ], [ -1, %197 ]
  %204 = phi i64 [ %206, %202 ], [ 20000, %197 ]
  %205 = phi i8* [ %207, %202 ], [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), %197 ]
  %206 = add nsw i64 %204, -1
  %207 = getelementptr inbounds i8, i8* %205, i64 1
  %208 = load i8, i8* %205, align 1, !tbaa !15
  %209 = zext i8 %208 to i32
  %210 = and i32 %203, 255
  %211 = xor i32 %210, %209
  %212 = zext i32 %211 to i64
  %213 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %212
  %214 = load i32, i32* %213, align 4, !tbaa !8
  %215 = lshr i32 %203, 8
  %216 = xor i32 %214, %215
  %217 = icmp eq i64 %206, 0
  br i1 %217, label %218, label %202, !llvm.loop !16

218:                                              ; preds = %202
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 0, i64 0), align 4, !tbaa !8
  br label %219

219:                                              ; preds = %218, %261
  %220 = phi i32 [ 2, %218 ], [ %262, %261 ]
  %221 = load volatile i32, i32* @vone, align 4, !tbaa !8
  %222 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %223 = icmp sgt i32 %222, 0
  br i1 %223, label %224, label %227

224:                                              ; preds = %219
  %225 = mul i32 %221, %220
  %226 = zext i32 %225 to i64
  br label %230

227:                                              ; preds = %230, %219
  %228 = phi i64 [ 0, %219 ], [ %239, %230 ]
  %229 = icmp eq i64 %228, 0
  br i1 %229, label %261, label %247

230:                                              ; preds = %230, %224
  %231 = phi i64 [ 0, %224 ], [ %243, %230 ]
  %232 = phi i64 [ 0, %224 ], [ %239, %230 ]
  %233 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %231
  %234 = load i32, i32* %233, align 4, !tbaa !8
  %235 = zext i32 %234 to i64
  %236 = mul nuw i64 %235, %226
  %237 = add i64 %236, %232
  %238 = freeze i64 %237
  %239 = udiv i64 %238, 1000000000
  %240 = mul i64 %239, 1000000000
  %241 = sub i64 %238, %240
  %242 = trunc i64 %241 to i32
  store i32 %242, i32* %233, align 4, !tbaa !8
  %243 = add nuw nsw i64 %231, 1
  %244 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %245 = sext i32 %244 to i64
  %246 = icmp slt i64 %243, %245
  br i1 %246, label %230, label %227, !llvm.loop !25

247:                                              ; preds = %227, %251
  %248 = phi i64 [ %253, %251 ], [ %228, %227 ]
  %249 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %250 = icmp slt i32 %249, 64
  br i1 %250, label %251, label %261

251:                                              ; preds = %247
  %252 = freeze i64 %248
  %253 = udiv i64 %252, 1000000000
  %254 = mul i64 %253, 1000000000
  %255 = sub i64 %252, %254
  %256 = trunc i64 %255 to i32
  %257 = add nsw i32 %249, 1
  store i32 %257, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %258 = sext i32 %249 to i64
  %259 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %258
  store i32 %256, i32* %259, align 4, !tbaa !8
  %260 = icmp ult i64 %248, 1000000000
  br i1 %260, label %261, label %247, !llvm.loop !26

261:                                              ; preds = %247, %251, %227
  %262 = add nuw nsw i32 %220, 1
  %263 = icmp eq i32 %262, 101
  br i1 %263, label %264, label %219, !llvm.loop !27

264:                                              ; preds = %261
  %265 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %266 = add nsw i32 %265, -1
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %267
  %269 = load i32, i32* %268, align 4, !tbaa !8
  %270 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %269) #7
  %271 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %272 = icmp sgt i32 %271, 1
  br i1 %272, label %273, label %287

273:                                              ; preds = %264
  %274 = add i32 %271, -2
  %275 = sext i32 %274 to i64
  br label %276

276:                                              ; preds = %276, %273
  %277 = phi i64 [ %275, %273 ], [ %285, %276 ]
  %278 = phi i32 [ %270, %273 ], [ %284, %276 ]
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %279
  %281 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %277
  %282 = load i32, i32* %281, align 4, !tbaa !8
  %283 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %280, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext %282) #7
  %284 = add nsw i32 %283, %278
  %285 = add nsw i64 %277, -1
  %286 = icmp sgt i64 %277, 0
  br i1 %286, label %276, label %287, !llvm.loop !28

287:                                              ; preds = %276, %264
  %288 = phi i32 [ %270, %264 ], [ %284, %276 ]
  %289 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i64 0, i64 0), i8* noundef nonnull %3, i32 noundef signext %288)
  %290 = icmp eq i32 %288, 0
  br i1 %290, label %304, label %291

291:                                              ; preds = %287
  %292 = sext i32 %288 to i64
  br label %293

293:                                              ; preds = %291, %293
  %294 = phi i32 [ %302, %293 ], [ -2128831035, %291 ]
  %295 = phi i64 [ %297, %293 ], [ %292, %291 ]
  %296 = phi i8* [ %298, %293 ], [ %3, %291 ]
  %297 = add i64 %295, -1
  %298 = getelementptr inbounds i8, i8* %296, i64 1
  %299 = load i8, i8* %296, align 1, !tbaa !15
  %300 = zext i8 %299 to i32
  %301 = xor i32 %294, %300
  %302 = mul i32 %301, 16777619
  %303 = icmp eq i64 %297, 0
  br i1 %303, label %304, label %293, !llvm.loop !17

304:                                              ; preds = %293, %287
  %305 = phi i32 [ -2128831035, %287 ], [ %302, %293 ]
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 0, i64 0), align 4, !tbaa !8
  br label %306

306:                                              ; preds = %304, %339
  %307 = phi i32 [ 0, %304 ], [ %340, %339 ]
  %308 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  %309 = icmp sgt i32 %308, 0
  br i1 %309, label %313, label %310

310:                                              ; preds = %313, %306
  %311 = phi i64 [ 0, %306 ], [ %322, %313 ]
  %312 = icmp eq i64 %311, 0
  br i1 %312, label %339, label %330

313:                                              ; preds = %306, %313
  %314 = phi i64 [ %326, %313 ], [ 0, %306 ]
  %315 = phi i64 [ %322, %313 ], [ 0, %306 ]
  %316 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %314
  %317 = load i32, i32* %316, align 4, !tbaa !8
  %318 = zext i32 %317 to i64
  %319 = shl nuw nsw i64 %318, 1
  %320 = add nuw nsw i64 %319, %315
  %321 = freeze i64 %320
  %322 = udiv i64 %321, 1000000000
  %323 = mul i64 %322, 1000000000
  %324 = sub i64 %321, %323
  %325 = trunc i64 %324 to i32
  store i32 %325, i32* %316, align 4, !tbaa !8
  %326 = add nuw nsw i64 %314, 1
  %327 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  %328 = sext i32 %327 to i64
  %329 = icmp slt i64 %326, %328
  br i1 %329, label %313, label %310, !llvm.loop !25

330:                                              ; preds = %310
  %331 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  %332 = icmp slt i32 %331, 64
  br i1 %332, label %333, label %339

333:                                              ; preds = %330
  %334 = urem i64 %311, 1000000000
  %335 = trunc i64 %334 to i32
  %336 = add nsw i32 %331, 1
  store i32 %336, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  %337 = sext i32 %331 to i64
  %338 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %337
  store i32 %335, i32* %338, align 4, !tbaa !8
  br label %339, !llvm.loop !26

339:                                              ; preds = %330, %333, %310
  %340 = add nuw nsw i32 %307, 1
  %341 = icmp eq i32 %340, 300
  br i1 %341, label %342, label %306, !llvm.loop !29

342:                                              ; preds = %339
  %343 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  %344 = add nsw i32 %343, -1
  %345 = sext i32 %344 to i64
  %346 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %345
  %347 = load i32, i32* %346, align 4, !tbaa !8
  %348 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %347) #7
  %349 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  %350 = icmp sgt i32 %349, 1
  br i1 %350, label %351, label %365

351:                                              ; preds = %342
  %352 = add i32 %349, -2
  %353 = sext i32 %352 to i64
  br label %354

354:                                              ; preds = %354, %351
  %355 = phi i64 [ %353, %351 ], [ %363, %354 ]
  %356 = phi i32 [ %348, %351 ], [ %362, %354 ]
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %357
  %359 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %355
  %360 = load i32, i32* %359, align 4, !tbaa !8
  %361 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %358, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext %360) #7
  %362 = add nsw i32 %361, %356
  %363 = add nsw i64 %355, -1
  %364 = icmp sgt i64 %355, 0
  br i1 %364, label %354, label %365, !llvm.loop !28

365:                                              ; preds = %354, %342
  %366 = phi i32 [ %348, %342 ], [ %362, %354 ]
  %367 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef nonnull %3)
  %368 = icmp eq i32 %366, 0
  br i1 %368, label %382, label %369

369:                                              ; preds = %365
  %370 = sext i32 %366 to i64
  br label %371

371:                                              ; preds = %369, %371
  %372 = phi i32 [ %380, %371 ], [ -2128831035, %369 ]
  %373 = phi i64 [ %375, %371 ], [ %370, %369 ]
  %374 = phi i8* [ %376, %371 ], [ %3, %369 ]
  %375 = add i64 %373, -1
  %376 = getelementptr inbounds i8, i8* %374, i64 1
  %377 = load i8, i8* %374, align 1, !tbaa !15
  %378 = zext i8 %377 to i32
  %379 = xor i32 %372, %378
  %380 = mul i32 %379, 16777619
  %381 = icmp eq i64 %375, 0
  br i1 %381, label %382, label %371, !llvm.loop !17

382:                                              ; preds = %371, %365
  %383 = phi i32 [ -2128831035, %365 ], [ %380, %371 ]
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !23
  store i32 0, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 0, i64 0), align 4, !tbaa !8
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i64 0, i32 1), align 4, !tbaa !23
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i64 0, i32 0, i64 0), align 4, !tbaa !8
  br label %384

384:                                              ; preds = %382, %427
  %385 = phi i32 [ 0, %382 ], [ %428, %427 ]
  %386 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !23
  %387 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i64 0, i32 1), align 4, !tbaa !23
  %388 = icmp sgt i32 %386, %387
  %389 = select i1 %388, i32 %386, i32 %387
  %390 = icmp sgt i32 %389, 0
  br i1 %390, label %391, label %419

391:                                              ; preds = %384
  %392 = sext i32 %386 to i64
  %393 = sext i32 %387 to i64
  %394 = zext i32 %389 to i64
  br label %395

395:                                              ; preds = %408, %391
  %396 = phi i64 [ 0, %391 ], [ %417, %408 ]
  %397 = phi i32 [ 0, %391 ], [ %413, %408 ]
  %398 = icmp slt i64 %396, %392
  br i1 %398, label %399, label %402

399:                                              ; preds = %395
  %400 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %396
  %401 = load i32, i32* %400, align 4, !tbaa !8
  br label %402

402:                                              ; preds = %399, %395
  %403 = phi i32 [ %401, %399 ], [ 0, %395 ]
  %404 = icmp slt i64 %396, %393
  br i1 %404, label %405, label %408

405:                                              ; preds = %402
  %406 = getelementptr inbounds %struct.big, %struct.big* @main.b, i64 0, i32 0, i64 %396
  %407 = load i32, i32* %406, align 4, !tbaa !8
  br label %408

408:                                              ; preds = %405, %402
  %409 = phi i32 [ %407, %405 ], [ 0, %402 ]
  %410 = add i32 %403, %397
  %411 = add i32 %410, %409
  %412 = icmp ugt i32 %411, 999999999
  %413 = zext i1 %412 to i32
  %414 = add i32 %411, -1000000000
  %415 = select i1 %412, i32 %414, i32 %411
  %416 = getelementptr inbounds %struct.big, %struct.big* @main.c, i64 0, i32 0, i64 %396
  store i32 %415, i32* %416, align 4, !tbaa !8
  %417 = add nuw nsw i64 %396, 1
  %418 = icmp eq i64 %417, %394
  br i1 %418, label %419, label %395, !llvm.loop !30

419:                                              ; preds = %408, %384
  %420 = phi i1 [ false, %384 ], [ %412, %408 ]
  store i32 %389, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i64 0, i32 1), align 4, !tbaa !23
  %421 = icmp slt i32 %389, 64
  %422 = select i1 %420, i1 %421, i1 false
  br i1 %422, label %423, label %427

423:                                              ; preds = %419
  %424 = add nsw i32 %389, 1
  store i32 %424, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i64 0, i32 1), align 4, !tbaa !23
  %425 = sext i32 %389 to i64
  %426 = getelementptr inbounds %struct.big, %struct.big* @main.c, i64 0, i32 0, i64 %425
  store i32 1, i32* %426, align 4, !tbaa !8
  br label %427

427:                                              ; preds = %419, %423
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.a to i8*), i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.b to i8*), i64 260, i1 false), !tbaa.struct !31
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.b to i8*), i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.c to i8*), i64 260, i1 false), !tbaa.struct !31
  %428 = add nuw nsw i32 %385, 1
  %429 = icmp eq i32 %428, 400
  br i1 %429, label %430, label %384, !llvm.loop !32

430:                                              ; preds = %427
  %431 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !23
  %432 = add nsw i32 %431, -1
  %433 = sext i32 %432 to i64
  %434 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %433
  %435 = load i32, i32* %434, align 4, !tbaa !8
  %436 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %435) #7
  %437 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !23
  %438 = icmp sgt i32 %437, 1
  br i1 %438, label %439, label %453

439:                                              ; preds = %430
  %440 = add i32 %437, -2
  %441 = sext i32 %440 to i64
  br label %442

442:                                              ; preds = %442, %439
  %443 = phi i64 [ %441, %439 ], [ %451, %442 ]
  %444 = phi i32 [ %436, %439 ], [ %450, %442 ]
  %445 = sext i32 %444 to i64
  %446 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %445
  %447 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %443
  %448 = load i32, i32* %447, align 4, !tbaa !8
  %449 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %446, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext %448) #7
  %450 = add nsw i32 %449, %444
  %451 = add nsw i64 %443, -1
  %452 = icmp sgt i64 %443, 0
  br i1 %452, label %442, label %453, !llvm.loop !28

453:                                              ; preds = %442, %430
  %454 = phi i32 [ %436, %430 ], [ %450, %442 ]
  %455 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef nonnull %3)
  %456 = icmp eq i32 %454, 0
  br i1 %456, label %470, label %457

457:                                              ; preds = %453
  %458 = sext i32 %454 to i64
  br label %459

459:                                              ; preds = %457, %459
  %460 = phi i32 [ %468, %459 ], [ -2128831035, %457 ]
  %461 = phi i64 [ %463, %459 ], [ %458, %457 ]
  %462 = phi i8* [ %464, %459 ], [ %3, %457 ]
  %463 = add i64 %461, -1
  %464 = getelementptr inbounds i8, i8* %462, i64 1
  %465 = load i8, i8* %462, align 1, !tbaa !15
  %466 = zext i8 %465 to i32
  %467 = xor i32 %460, %466
  %468 = mul i32 %467, 16777619
  %469 = icmp eq i64 %463, 0
  br i1 %469, label %470, label %459, !llvm.loop !17

470:                                              ; preds = %459, %453
  %471 = phi i32 [ -2128831035, %453 ], [ %468, %459 ]
  %472 = bitcast [64 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %472) #7
  %473 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %474 = shl nsw i32 %473, 1
  %475 = icmp slt i32 %474, 64
  %476 = select i1 %475, i32 %474, i32 64
  %477 = icmp sgt i32 %473, 0
  br i1 %477, label %478, label %532

478:                                              ; preds = %470
  %479 = call i32 @llvm.smax.i32(i32 %476, i32 1) #7
  %480 = zext i32 %479 to i64
  %481 = shl nuw nsw i64 %480, 3
  call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %472, i8 0, i64 %481, i1 false) #7, !tbaa !33
  %482 = zext i32 %473 to i64
  br label %483

483:                                              ; preds = %524, %478
  %484 = phi i64 [ 0, %478 ], [ %525, %524 ]
  %485 = phi i32 [ 0, %478 ], [ %526, %524 ]
  %486 = trunc i64 %484 to i32
  %487 = call i32 @llvm.smax.i32(i32 %476, i32 %486) #7
  %488 = add i32 %487, %485
  %489 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %484
  %490 = zext i32 %488 to i64
  br label %491

491:                                              ; preds = %495, %483
  %492 = phi i64 [ 0, %483 ], [ %511, %495 ]
  %493 = phi i64 [ 0, %483 ], [ %508, %495 ]
  %494 = icmp eq i64 %492, %490
  br i1 %494, label %513, label %495

495:                                              ; preds = %491
  %496 = add nuw nsw i64 %492, %484
  %497 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %496
  %498 = load i64, i64* %497, align 8, !tbaa !33
  %499 = load i32, i32* %489, align 4, !tbaa !8
  %500 = zext i32 %499 to i64
  %501 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %492
  %502 = load i32, i32* %501, align 4, !tbaa !8
  %503 = zext i32 %502 to i64
  %504 = mul nuw i64 %503, %500
  %505 = add i64 %498, %493
  %506 = add i64 %505, %504
  %507 = freeze i64 %506
  %508 = udiv i64 %507, 1000000000
  %509 = mul i64 %508, 1000000000
  %510 = sub i64 %507, %509
  store i64 %510, i64* %497, align 8, !tbaa !33
  %511 = add nuw nsw i64 %492, 1
  %512 = icmp eq i64 %511, %482
  br i1 %512, label %513, label %491, !llvm.loop !35

513:                                              ; preds = %495, %491
  %514 = phi i64 [ %492, %491 ], [ %511, %495 ]
  %515 = phi i64 [ %493, %491 ], [ %508, %495 ]
  %516 = trunc i64 %514 to i32
  %517 = add nuw nsw i32 %516, %486
  %518 = icmp slt i32 %517, %476
  br i1 %518, label %519, label %524

519:                                              ; preds = %513
  %520 = zext i32 %517 to i64
  %521 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %520
  %522 = load i64, i64* %521, align 8, !tbaa !33
  %523 = add i64 %522, %515
  store i64 %523, i64* %521, align 8, !tbaa !33
  br label %524

524:                                              ; preds = %519, %513
  %525 = add nuw nsw i64 %484, 1
  %526 = add nsw i32 %485, -1
  %527 = icmp eq i64 %525, %482
  br i1 %527, label %528, label %483, !llvm.loop !36

528:                                              ; preds = %524
  store i32 %476, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !23
  br i1 %477, label %529, label %533

529:                                              ; preds = %528
  %530 = call i32 @llvm.smax.i32(i32 %476, i32 1) #7
  %531 = zext i32 %530 to i64
  br label %538

532:                                              ; preds = %470
  store i32 %476, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !23
  br label %533

533:                                              ; preds = %538, %532, %528
  %534 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !23
  %535 = icmp sgt i32 %534, 1
  br i1 %535, label %536, label %556

536:                                              ; preds = %533
  %537 = zext i32 %534 to i64
  br label %546

538:                                              ; preds = %538, %529
  %539 = phi i64 [ 0, %529 ], [ %544, %538 ]
  %540 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %539
  %541 = load i64, i64* %540, align 8, !tbaa !33
  %542 = trunc i64 %541 to i32
  %543 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %539
  store i32 %542, i32* %543, align 4, !tbaa !8
  %544 = add nuw nsw i64 %539, 1
  %545 = icmp eq i64 %544, %531
  br i1 %545, label %533, label %538, !llvm.loop !37

546:                                              ; preds = %553, %536
  %547 = phi i64 [ %537, %536 ], [ %548, %553 ]
  %548 = add nsw i64 %547, -1
  %549 = and i64 %548, 4294967295
  %550 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %549
  %551 = load i32, i32* %550, align 4, !tbaa !8
  %552 = icmp eq i32 %551, 0
  br i1 %552, label %553, label %556

553:                                              ; preds = %546
  %554 = trunc i64 %548 to i32
  store i32 %554, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !23
  %555 = icmp sgt i64 %547, 2
  br i1 %555, label %546, label %556, !llvm.loop !38

556:                                              ; preds = %546, %553, %533
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %472) #7
  %557 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !23
  %558 = add nsw i32 %557, -1
  %559 = sext i32 %558 to i64
  %560 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %559
  %561 = load i32, i32* %560, align 4, !tbaa !8
  %562 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %561) #7
  %563 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !23
  %564 = icmp sgt i32 %563, 1
  br i1 %564, label %565, label %579

565:                                              ; preds = %556
  %566 = add i32 %563, -2
  %567 = sext i32 %566 to i64
  br label %568

568:                                              ; preds = %568, %565
  %569 = phi i64 [ %567, %565 ], [ %577, %568 ]
  %570 = phi i32 [ %562, %565 ], [ %576, %568 ]
  %571 = sext i32 %570 to i64
  %572 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %571
  %573 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %569
  %574 = load i32, i32* %573, align 4, !tbaa !8
  %575 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %572, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext %574) #7
  %576 = add nsw i32 %575, %570
  %577 = add nsw i64 %569, -1
  %578 = icmp sgt i64 %569, 0
  br i1 %578, label %568, label %579, !llvm.loop !28

579:                                              ; preds = %568, %556
  %580 = phi i32 [ %562, %556 ], [ %576, %568 ]
  %581 = sext i32 %580 to i64
  %582 = icmp eq i32 %580, 0
  br i1 %582, label %620, label %583

583:                                              ; preds = %579, %583
  %584 = phi i32 [ %597, %583 ], [ -1, %579 ]
  %585 = phi i64 [ %587, %583 ], [ %581, %579 ]
  %586 = phi i8* [ %588, %583 ], [ %3, %579 ]
  %587 = add i64 %585, -1
  %588 = getelementptr inbounds i8, i8* %586, i64 1
  %589 = load i8, i8* %586, align 1, !tbaa !15
  %590 = zext i8 %589 to i32
  %591 = and i32 %584, 255
  %592 = xor i32 %591, %590
  %593 = zext i32 %592 to i64
  %594 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %593
  %595 = load i32, i32* %594, align 4, !tbaa !8
  %596 = lshr i32 %584, 8
  %597 = xor i32 %595, %596
  %598 = icmp eq i64 %587, 0
  br i1 %598, label %599, label %583, !llvm.loop !16

599:                                              ; preds = %583
  %600 = xor i32 %597, -1
  %601 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext %580, i32 noundef zeroext %600, i8* noundef nonnull %3)
  br i1 %582, label %622, label %602

602:                                              ; preds = %599, %602
  %603 = phi i32 [ %616, %602 ], [ -1, %599 ]
  %604 = phi i64 [ %606, %602 ], [ %581, %599 ]
  %605 = phi i8* [ %607, %602 ], [ %3, %599 ]
  %606 = add i64 %604, -1
  %607 = getelementptr inbounds i8, i8* %605, i64 1
  %608 = load i8, i8* %605, align 1, !tbaa !15
  %609 = zext i8 %608 to i32
  %610 = and i32 %603, 255
  %611 = xor i32 %610, %609
  %612 = zext i32 %611 to i64
  %613 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %612
  %614 = load i32, i32* %613, align 4, !tbaa !8
  %615 = lshr i32 %603, 8
  %616 = xor i32 %614, %615
  %617 = icmp eq i64 %606, 0
  br i1 %617, label %618, label %602, !llvm.loop !16

618:                                              ; preds = %602
  %619 = xor i32 %616, -1
  br label %622

620:                                              ; preds = %579
  %621 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext %580, i32 noundef zeroext 0, i8* noundef nonnull %3)
  br label %622

622:                                              ; preds = %620, %599, %618
  %623 = phi i32 [ 0, %599 ], [ %619, %618 ], [ 0, %620 ]
  %624 = trunc i64 %164 to i32
  %625 = xor i32 %216, %624
  %626 = xor i32 %625, -1
  %627 = add i32 %107, %626
  %628 = mul i32 %627, 31
  %629 = add i32 %305, %628
  %630 = mul i32 %629, 31
  %631 = add i32 %383, %630
  %632 = mul i32 %631, 31
  %633 = add i32 %471, %632
  %634 = xor i32 %623, %633
  %635 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef zeroext %634)
  %636 = and i32 %634, 127
  call void @llvm.lifetime.end.p0i8(i64 600, i8* nonnull %3) #7
  ret i32 %636
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef signext i32 @sprintf(i8* noalias nocapture noundef writeonly, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !10, i64 0}
!15 = !{!10, !10, i64 0}
!16 = distinct !{!16, !6, !7}
!17 = distinct !{!17, !6, !7}
!18 = distinct !{!18, !6, !7}
!19 = distinct !{!19, !6, !7}
!20 = distinct !{!20, !6, !7}
!21 = distinct !{!21, !6, !7}
!22 = distinct !{!22, !6, !7}
!23 = !{!24, !9, i64 256}
!24 = !{!"big", !10, i64 0, !9, i64 256}
!25 = distinct !{!25, !6, !7}
!26 = distinct !{!26, !6, !7}
!27 = distinct !{!27, !6, !7}
!28 = distinct !{!28, !6, !7}
!29 = distinct !{!29, !6, !7}
!30 = distinct !{!30, !6, !7}
!31 = !{i64 0, i64 256, !15, i64 256, i64 4, !8}
!32 = distinct !{!32, !6, !7}
!33 = !{!34, !34, i64 0}
!34 = !{!"long", !10, i64 0}
!35 = distinct !{!35, !6, !7}
!36 = distinct !{!36, !6, !7}
!37 = distinct !{!37, !6, !7}
!38 = distinct !{!38, !6, !7}
