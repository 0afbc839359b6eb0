; ModuleID = 'c/hash.c'
source_filename = "c/hash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [64 x i32], i32 }

@main.inputs = internal unnamed_addr constant [7 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([81 x i8], [81 x i8]* @.str.6, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"message digest\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"abcdefghijklmnopqrstuvwxyz\00", align 1
@.str.5 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.6 = private unnamed_addr constant [81 x i8] c"12345678901234567890123456789012345678901234567890123456789012345678901234567890\00", align 1
@.str.7 = private unnamed_addr constant [41 x i8] c"crc_table[1]=%08x [128]=%08x [255]=%08x\0A\00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@vone = internal global i32 1, align 4
@.str.8 = private unnamed_addr constant [57 x i8] c"\22%.20s\22: crc32=%08x fnv32=%08x fnv64=%016llx adler=%08x\0A\00", align 1
@main.buf = internal unnamed_addr global [20000 x i8] zeroinitializer, align 16
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
  %1 = alloca [64 x i64], align 16
  %2 = alloca [600 x i8], align 16
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
  %23 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 128), align 16, !tbaa !8
  %24 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 255), align 4, !tbaa !8
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.7, i64 0, i64 0), i32 noundef %22, i32 noundef %23, i32 noundef %24)
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
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.8, i64 0, i64 0), i8* noundef %30, i32 noundef %55, i32 noundef %68, i64 noundef %100, i32 noundef %87)
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
  %201 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.9, i64 0, i64 0), i32 noundef %198, i32 noundef %200, i64 noundef %164)
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

219:                                              ; preds = %218, %257
  %220 = phi i32 [ 2, %218 ], [ %258, %257 ]
  %221 = load volatile i32, i32* @vone, align 4, !tbaa !8
  %222 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %223 = icmp sgt i32 %222, 0
  br i1 %223, label %224, label %227

224:                                              ; preds = %219
  %225 = mul i32 %221, %220
  %226 = zext i32 %225 to i64
  br label %230

227:                                              ; preds = %230, %219
  %228 = phi i64 [ 0, %219 ], [ %240, %230 ]
  %229 = icmp eq i64 %228, 0
  br i1 %229, label %257, label %245

230:                                              ; preds = %230, %224
  %231 = phi i64 [ 0, %224 ], [ %241, %230 ]
  %232 = phi i64 [ 0, %224 ], [ %240, %230 ]
  %233 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %231
  %234 = load i32, i32* %233, align 4, !tbaa !8
  %235 = zext i32 %234 to i64
  %236 = mul nuw i64 %235, %226
  %237 = add i64 %236, %232
  %238 = urem i64 %237, 1000000000
  %239 = trunc i64 %238 to i32
  store i32 %239, i32* %233, align 4, !tbaa !8
  %240 = udiv i64 %237, 1000000000
  %241 = add nuw nsw i64 %231, 1
  %242 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %243 = sext i32 %242 to i64
  %244 = icmp slt i64 %241, %243
  br i1 %244, label %230, label %227, !llvm.loop !25

245:                                              ; preds = %227, %249
  %246 = phi i64 [ %255, %249 ], [ %228, %227 ]
  %247 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %248 = icmp slt i32 %247, 64
  br i1 %248, label %249, label %257

249:                                              ; preds = %245
  %250 = urem i64 %246, 1000000000
  %251 = trunc i64 %250 to i32
  %252 = add nsw i32 %247, 1
  store i32 %252, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %253 = sext i32 %247 to i64
  %254 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %253
  store i32 %251, i32* %254, align 4, !tbaa !8
  %255 = udiv i64 %246, 1000000000
  %256 = icmp ult i64 %246, 1000000000
  br i1 %256, label %257, label %245, !llvm.loop !26

257:                                              ; preds = %245, %249, %227
  %258 = add nuw nsw i32 %220, 1
  %259 = icmp eq i32 %258, 101
  br i1 %259, label %260, label %219, !llvm.loop !27

260:                                              ; preds = %257
  %261 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %262 = add nsw i32 %261, -1
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %263
  %265 = load i32, i32* %264, align 4, !tbaa !8
  %266 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef %265) #7
  %267 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %268 = icmp sgt i32 %267, 1
  br i1 %268, label %269, label %283

269:                                              ; preds = %260
  %270 = add i32 %267, -2
  %271 = sext i32 %270 to i64
  br label %272

272:                                              ; preds = %272, %269
  %273 = phi i64 [ %271, %269 ], [ %281, %272 ]
  %274 = phi i32 [ %266, %269 ], [ %280, %272 ]
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %275
  %277 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %273
  %278 = load i32, i32* %277, align 4, !tbaa !8
  %279 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %276, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef %278) #7
  %280 = add nsw i32 %279, %274
  %281 = add nsw i64 %273, -1
  %282 = icmp sgt i64 %273, 0
  br i1 %282, label %272, label %283, !llvm.loop !28

283:                                              ; preds = %272, %260
  %284 = phi i32 [ %266, %260 ], [ %280, %272 ]
  %285 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i64 0, i64 0), i8* noundef nonnull %3, i32 noundef %284)
  %286 = icmp eq i32 %284, 0
  br i1 %286, label %300, label %287

287:                                              ; preds = %283
  %288 = sext i32 %284 to i64
  br label %289

289:                                              ; preds = %287, %289
  %290 = phi i32 [ %298, %289 ], [ -2128831035, %287 ]
  %291 = phi i64 [ %293, %289 ], [ %288, %287 ]
  %292 = phi i8* [ %294, %289 ], [ %3, %287 ]
  %293 = add i64 %291, -1
  %294 = getelementptr inbounds i8, i8* %292, i64 1
  %295 = load i8, i8* %292, align 1, !tbaa !15
  %296 = zext i8 %295 to i32
  %297 = xor i32 %290, %296
  %298 = mul i32 %297, 16777619
  %299 = icmp eq i64 %293, 0
  br i1 %299, label %300, label %289, !llvm.loop !17

300:                                              ; preds = %289, %283
  %301 = phi i32 [ -2128831035, %283 ], [ %298, %289 ]
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 0, i64 0), align 4, !tbaa !8
  br label %302

302:                                              ; preds = %300, %333
  %303 = phi i32 [ 0, %300 ], [ %334, %333 ]
  %304 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  %305 = icmp sgt i32 %304, 0
  br i1 %305, label %309, label %306

306:                                              ; preds = %309, %302
  %307 = phi i64 [ 0, %302 ], [ %319, %309 ]
  %308 = icmp eq i64 %307, 0
  br i1 %308, label %333, label %324

309:                                              ; preds = %302, %309
  %310 = phi i64 [ %320, %309 ], [ 0, %302 ]
  %311 = phi i64 [ %319, %309 ], [ 0, %302 ]
  %312 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %310
  %313 = load i32, i32* %312, align 4, !tbaa !8
  %314 = zext i32 %313 to i64
  %315 = shl nuw nsw i64 %314, 1
  %316 = add nuw nsw i64 %315, %311
  %317 = urem i64 %316, 1000000000
  %318 = trunc i64 %317 to i32
  store i32 %318, i32* %312, align 4, !tbaa !8
  %319 = udiv i64 %316, 1000000000
  %320 = add nuw nsw i64 %310, 1
  %321 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  %322 = sext i32 %321 to i64
  %323 = icmp slt i64 %320, %322
  br i1 %323, label %309, label %306, !llvm.loop !25

324:                                              ; preds = %306
  %325 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  %326 = icmp slt i32 %325, 64
  br i1 %326, label %327, label %333

327:                                              ; preds = %324
  %328 = urem i64 %307, 1000000000
  %329 = trunc i64 %328 to i32
  %330 = add nsw i32 %325, 1
  store i32 %330, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  %331 = sext i32 %325 to i64
  %332 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %331
  store i32 %329, i32* %332, align 4, !tbaa !8
  br label %333, !llvm.loop !26

333:                                              ; preds = %324, %327, %306
  %334 = add nuw nsw i32 %303, 1
  %335 = icmp eq i32 %334, 300
  br i1 %335, label %336, label %302, !llvm.loop !29

336:                                              ; preds = %333
  %337 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  %338 = add nsw i32 %337, -1
  %339 = sext i32 %338 to i64
  %340 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %339
  %341 = load i32, i32* %340, align 4, !tbaa !8
  %342 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef %341) #7
  %343 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !23
  %344 = icmp sgt i32 %343, 1
  br i1 %344, label %345, label %359

345:                                              ; preds = %336
  %346 = add i32 %343, -2
  %347 = sext i32 %346 to i64
  br label %348

348:                                              ; preds = %348, %345
  %349 = phi i64 [ %347, %345 ], [ %357, %348 ]
  %350 = phi i32 [ %342, %345 ], [ %356, %348 ]
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %351
  %353 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %349
  %354 = load i32, i32* %353, align 4, !tbaa !8
  %355 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %352, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef %354) #7
  %356 = add nsw i32 %355, %350
  %357 = add nsw i64 %349, -1
  %358 = icmp sgt i64 %349, 0
  br i1 %358, label %348, label %359, !llvm.loop !28

359:                                              ; preds = %348, %336
  %360 = phi i32 [ %342, %336 ], [ %356, %348 ]
  %361 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef nonnull %3)
  %362 = icmp eq i32 %360, 0
  br i1 %362, label %376, label %363

363:                                              ; preds = %359
  %364 = sext i32 %360 to i64
  br label %365

365:                                              ; preds = %363, %365
  %366 = phi i32 [ %374, %365 ], [ -2128831035, %363 ]
  %367 = phi i64 [ %369, %365 ], [ %364, %363 ]
  %368 = phi i8* [ %370, %365 ], [ %3, %363 ]
  %369 = add i64 %367, -1
  %370 = getelementptr inbounds i8, i8* %368, i64 1
  %371 = load i8, i8* %368, align 1, !tbaa !15
  %372 = zext i8 %371 to i32
  %373 = xor i32 %366, %372
  %374 = mul i32 %373, 16777619
  %375 = icmp eq i64 %369, 0
  br i1 %375, label %376, label %365, !llvm.loop !17

376:                                              ; preds = %365, %359
  %377 = phi i32 [ -2128831035, %359 ], [ %374, %365 ]
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !23
  store i32 0, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 0, i64 0), align 4, !tbaa !8
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i64 0, i32 1), align 4, !tbaa !23
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i64 0, i32 0, i64 0), align 4, !tbaa !8
  br label %378

378:                                              ; preds = %376, %421
  %379 = phi i32 [ 0, %376 ], [ %422, %421 ]
  %380 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !23
  %381 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i64 0, i32 1), align 4, !tbaa !23
  %382 = icmp sgt i32 %380, %381
  %383 = select i1 %382, i32 %380, i32 %381
  %384 = icmp sgt i32 %383, 0
  br i1 %384, label %385, label %413

385:                                              ; preds = %378
  %386 = sext i32 %380 to i64
  %387 = sext i32 %381 to i64
  %388 = zext i32 %383 to i64
  br label %389

389:                                              ; preds = %402, %385
  %390 = phi i64 [ 0, %385 ], [ %411, %402 ]
  %391 = phi i32 [ 0, %385 ], [ %407, %402 ]
  %392 = icmp slt i64 %390, %386
  br i1 %392, label %393, label %396

393:                                              ; preds = %389
  %394 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %390
  %395 = load i32, i32* %394, align 4, !tbaa !8
  br label %396

396:                                              ; preds = %393, %389
  %397 = phi i32 [ %395, %393 ], [ 0, %389 ]
  %398 = icmp slt i64 %390, %387
  br i1 %398, label %399, label %402

399:                                              ; preds = %396
  %400 = getelementptr inbounds %struct.big, %struct.big* @main.b, i64 0, i32 0, i64 %390
  %401 = load i32, i32* %400, align 4, !tbaa !8
  br label %402

402:                                              ; preds = %399, %396
  %403 = phi i32 [ %401, %399 ], [ 0, %396 ]
  %404 = add i32 %397, %391
  %405 = add i32 %404, %403
  %406 = icmp ugt i32 %405, 999999999
  %407 = zext i1 %406 to i32
  %408 = add i32 %405, -1000000000
  %409 = select i1 %406, i32 %408, i32 %405
  %410 = getelementptr inbounds %struct.big, %struct.big* @main.c, i64 0, i32 0, i64 %390
  store i32 %409, i32* %410, align 4, !tbaa !8
  %411 = add nuw nsw i64 %390, 1
  %412 = icmp eq i64 %411, %388
  br i1 %412, label %413, label %389, !llvm.loop !30

413:                                              ; preds = %402, %378
  %414 = phi i1 [ false, %378 ], [ %406, %402 ]
  store i32 %383, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i64 0, i32 1), align 4, !tbaa !23
  %415 = icmp slt i32 %383, 64
  %416 = select i1 %414, i1 %415, i1 false
  br i1 %416, label %417, label %421

417:                                              ; preds = %413
  %418 = add nsw i32 %383, 1
  store i32 %418, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i64 0, i32 1), align 4, !tbaa !23
  %419 = sext i32 %383 to i64
  %420 = getelementptr inbounds %struct.big, %struct.big* @main.c, i64 0, i32 0, i64 %419
  store i32 1, i32* %420, align 4, !tbaa !8
  br label %421

421:                                              ; preds = %413, %417
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.a to i8*), i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.b to i8*), i64 260, i1 false), !tbaa.struct !31
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.b to i8*), i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.c to i8*), i64 260, i1 false), !tbaa.struct !31
  %422 = add nuw nsw i32 %379, 1
  %423 = icmp eq i32 %422, 400
  br i1 %423, label %424, label %378, !llvm.loop !32

424:                                              ; preds = %421
  %425 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !23
  %426 = add nsw i32 %425, -1
  %427 = sext i32 %426 to i64
  %428 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %427
  %429 = load i32, i32* %428, align 4, !tbaa !8
  %430 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef %429) #7
  %431 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !23
  %432 = icmp sgt i32 %431, 1
  br i1 %432, label %433, label %447

433:                                              ; preds = %424
  %434 = add i32 %431, -2
  %435 = sext i32 %434 to i64
  br label %436

436:                                              ; preds = %436, %433
  %437 = phi i64 [ %435, %433 ], [ %445, %436 ]
  %438 = phi i32 [ %430, %433 ], [ %444, %436 ]
  %439 = sext i32 %438 to i64
  %440 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %439
  %441 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %437
  %442 = load i32, i32* %441, align 4, !tbaa !8
  %443 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %440, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef %442) #7
  %444 = add nsw i32 %443, %438
  %445 = add nsw i64 %437, -1
  %446 = icmp sgt i64 %437, 0
  br i1 %446, label %436, label %447, !llvm.loop !28

447:                                              ; preds = %436, %424
  %448 = phi i32 [ %430, %424 ], [ %444, %436 ]
  %449 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef nonnull %3)
  %450 = icmp eq i32 %448, 0
  br i1 %450, label %464, label %451

451:                                              ; preds = %447
  %452 = sext i32 %448 to i64
  br label %453

453:                                              ; preds = %451, %453
  %454 = phi i32 [ %462, %453 ], [ -2128831035, %451 ]
  %455 = phi i64 [ %457, %453 ], [ %452, %451 ]
  %456 = phi i8* [ %458, %453 ], [ %3, %451 ]
  %457 = add i64 %455, -1
  %458 = getelementptr inbounds i8, i8* %456, i64 1
  %459 = load i8, i8* %456, align 1, !tbaa !15
  %460 = zext i8 %459 to i32
  %461 = xor i32 %454, %460
  %462 = mul i32 %461, 16777619
  %463 = icmp eq i64 %457, 0
  br i1 %463, label %464, label %453, !llvm.loop !17

464:                                              ; preds = %453, %447
  %465 = phi i32 [ -2128831035, %447 ], [ %462, %453 ]
  %466 = bitcast [64 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %466) #7
  %467 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !23
  %468 = shl nsw i32 %467, 1
  %469 = icmp slt i32 %468, 64
  %470 = select i1 %469, i32 %468, i32 64
  %471 = icmp sgt i32 %467, 0
  br i1 %471, label %472, label %524

472:                                              ; preds = %464
  %473 = call i32 @llvm.smax.i32(i32 %470, i32 1) #7
  %474 = zext i32 %473 to i64
  %475 = shl nuw nsw i64 %474, 3
  call void @llvm.memset.p0i8.i64(i8* nonnull align 16 %466, i8 0, i64 %475, i1 false) #7, !tbaa !33
  %476 = zext i32 %467 to i64
  br label %477

477:                                              ; preds = %516, %472
  %478 = phi i64 [ 0, %472 ], [ %517, %516 ]
  %479 = phi i32 [ 0, %472 ], [ %518, %516 ]
  %480 = trunc i64 %478 to i32
  %481 = call i32 @llvm.smax.i32(i32 %470, i32 %480) #7
  %482 = add i32 %481, %479
  %483 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %478
  %484 = zext i32 %482 to i64
  br label %485

485:                                              ; preds = %489, %477
  %486 = phi i64 [ 0, %477 ], [ %503, %489 ]
  %487 = phi i64 [ 0, %477 ], [ %502, %489 ]
  %488 = icmp eq i64 %486, %484
  br i1 %488, label %505, label %489

489:                                              ; preds = %485
  %490 = add nuw nsw i64 %486, %478
  %491 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %490
  %492 = load i64, i64* %491, align 8, !tbaa !33
  %493 = load i32, i32* %483, align 4, !tbaa !8
  %494 = zext i32 %493 to i64
  %495 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %486
  %496 = load i32, i32* %495, align 4, !tbaa !8
  %497 = zext i32 %496 to i64
  %498 = mul nuw i64 %497, %494
  %499 = add i64 %492, %487
  %500 = add i64 %499, %498
  %501 = urem i64 %500, 1000000000
  store i64 %501, i64* %491, align 8, !tbaa !33
  %502 = udiv i64 %500, 1000000000
  %503 = add nuw nsw i64 %486, 1
  %504 = icmp eq i64 %503, %476
  br i1 %504, label %505, label %485, !llvm.loop !35

505:                                              ; preds = %489, %485
  %506 = phi i64 [ %486, %485 ], [ %503, %489 ]
  %507 = phi i64 [ %487, %485 ], [ %502, %489 ]
  %508 = trunc i64 %506 to i32
  %509 = add nuw nsw i32 %508, %480
  %510 = icmp slt i32 %509, %470
  br i1 %510, label %511, label %516

511:                                              ; preds = %505
  %512 = zext i32 %509 to i64
  %513 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %512
  %514 = load i64, i64* %513, align 8, !tbaa !33
  %515 = add i64 %514, %507
  store i64 %515, i64* %513, align 8, !tbaa !33
  br label %516

516:                                              ; preds = %511, %505
  %517 = add nuw nsw i64 %478, 1
  %518 = add nsw i32 %479, -1
  %519 = icmp eq i64 %517, %476
  br i1 %519, label %520, label %477, !llvm.loop !36

520:                                              ; preds = %516
  store i32 %470, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !23
  br i1 %471, label %521, label %525

521:                                              ; preds = %520
  %522 = call i32 @llvm.smax.i32(i32 %470, i32 1) #7
  %523 = zext i32 %522 to i64
  br label %530

524:                                              ; preds = %464
  store i32 %470, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !23
  br label %525

525:                                              ; preds = %530, %524, %520
  %526 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !23
  %527 = icmp sgt i32 %526, 1
  br i1 %527, label %528, label %548

528:                                              ; preds = %525
  %529 = zext i32 %526 to i64
  br label %538

530:                                              ; preds = %530, %521
  %531 = phi i64 [ 0, %521 ], [ %536, %530 ]
  %532 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %531
  %533 = load i64, i64* %532, align 8, !tbaa !33
  %534 = trunc i64 %533 to i32
  %535 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %531
  store i32 %534, i32* %535, align 4, !tbaa !8
  %536 = add nuw nsw i64 %531, 1
  %537 = icmp eq i64 %536, %523
  br i1 %537, label %525, label %530, !llvm.loop !37

538:                                              ; preds = %545, %528
  %539 = phi i64 [ %529, %528 ], [ %540, %545 ]
  %540 = add nsw i64 %539, -1
  %541 = and i64 %540, 4294967295
  %542 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %541
  %543 = load i32, i32* %542, align 4, !tbaa !8
  %544 = icmp eq i32 %543, 0
  br i1 %544, label %545, label %548

545:                                              ; preds = %538
  %546 = trunc i64 %540 to i32
  store i32 %546, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !23
  %547 = icmp sgt i64 %539, 2
  br i1 %547, label %538, label %548, !llvm.loop !38

548:                                              ; preds = %538, %545, %525
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %466) #7
  %549 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !23
  %550 = add nsw i32 %549, -1
  %551 = sext i32 %550 to i64
  %552 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %551
  %553 = load i32, i32* %552, align 4, !tbaa !8
  %554 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef %553) #7
  %555 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !23
  %556 = icmp sgt i32 %555, 1
  br i1 %556, label %557, label %571

557:                                              ; preds = %548
  %558 = add i32 %555, -2
  %559 = sext i32 %558 to i64
  br label %560

560:                                              ; preds = %560, %557
  %561 = phi i64 [ %559, %557 ], [ %569, %560 ]
  %562 = phi i32 [ %554, %557 ], [ %568, %560 ]
  %563 = sext i32 %562 to i64
  %564 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %563
  %565 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %561
  %566 = load i32, i32* %565, align 4, !tbaa !8
  %567 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %564, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef %566) #7
  %568 = add nsw i32 %567, %562
  %569 = add nsw i64 %561, -1
  %570 = icmp sgt i64 %561, 0
  br i1 %570, label %560, label %571, !llvm.loop !28

571:                                              ; preds = %560, %548
  %572 = phi i32 [ %554, %548 ], [ %568, %560 ]
  %573 = sext i32 %572 to i64
  %574 = icmp eq i32 %572, 0
  br i1 %574, label %612, label %575

575:                                              ; preds = %571, %575
  %576 = phi i32 [ %589, %575 ], [ -1, %571 ]
  %577 = phi i64 [ %579, %575 ], [ %573, %571 ]
  %578 = phi i8* [ %580, %575 ], [ %3, %571 ]
  %579 = add i64 %577, -1
  %580 = getelementptr inbounds i8, i8* %578, i64 1
  %581 = load i8, i8* %578, align 1, !tbaa !15
  %582 = zext i8 %581 to i32
  %583 = and i32 %576, 255
  %584 = xor i32 %583, %582
  %585 = zext i32 %584 to i64
  %586 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %585
  %587 = load i32, i32* %586, align 4, !tbaa !8
  %588 = lshr i32 %576, 8
  %589 = xor i32 %587, %588
  %590 = icmp eq i64 %579, 0
  br i1 %590, label %591, label %575, !llvm.loop !16

591:                                              ; preds = %575
  %592 = xor i32 %589, -1
  %593 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i64 0, i64 0), i32 noundef %572, i32 noundef %592, i8* noundef nonnull %3)
  br i1 %574, label %614, label %594

594:                                              ; preds = %591, %594
  %595 = phi i32 [ %608, %594 ], [ -1, %591 ]
  %596 = phi i64 [ %598, %594 ], [ %573, %591 ]
  %597 = phi i8* [ %599, %594 ], [ %3, %591 ]
  %598 = add i64 %596, -1
  %599 = getelementptr inbounds i8, i8* %597, i64 1
  %600 = load i8, i8* %597, align 1, !tbaa !15
  %601 = zext i8 %600 to i32
  %602 = and i32 %595, 255
  %603 = xor i32 %602, %601
  %604 = zext i32 %603 to i64
  %605 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %604
  %606 = load i32, i32* %605, align 4, !tbaa !8
  %607 = lshr i32 %595, 8
  %608 = xor i32 %606, %607
  %609 = icmp eq i64 %598, 0
  br i1 %609, label %610, label %594, !llvm.loop !16

610:                                              ; preds = %594
  %611 = xor i32 %608, -1
  br label %614

612:                                              ; preds = %571
  %613 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i64 0, i64 0), i32 noundef %572, i32 noundef 0, i8* noundef nonnull %3)
  br label %614

614:                                              ; preds = %612, %591, %610
  %615 = phi i32 [ 0, %591 ], [ %611, %610 ], [ 0, %612 ]
  %616 = trunc i64 %164 to i32
  %617 = xor i32 %216, %616
  %618 = xor i32 %617, -1
  %619 = add i32 %107, %618
  %620 = mul i32 %619, 31
  %621 = add i32 %301, %620
  %622 = mul i32 %621, 31
  %623 = add i32 %377, %622
  %624 = mul i32 %623, 31
  %625 = add i32 %465, %624
  %626 = xor i32 %615, %625
  %627 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef %626)
  %628 = and i32 %626, 127
  call void @llvm.lifetime.end.p0i8(i64 600, i8* nonnull %3) #7
  ret i32 %628
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @sprintf(i8* noalias nocapture noundef writeonly, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
