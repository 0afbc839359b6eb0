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

4:                                                ; preds = %16, %0
  %5 = phi i32 [ 0, %0 ], [ %18, %16 ]
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i32 [ %5, %4 ], [ %13, %6 ]
  %8 = phi i32 [ 0, %4 ], [ %14, %6 ]
  %9 = and i32 %7, 1
  %10 = icmp eq i32 %9, 0
  %11 = lshr i32 %7, 1
  %12 = xor i32 %11, -306674912
  %13 = select i1 %10, i32 %11, i32 %12
  %14 = add nuw nsw i32 %8, 1
  %15 = icmp eq i32 %14, 8
  br i1 %15, label %16, label %6, !llvm.loop !5

16:                                               ; preds = %6
  %17 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %5
  store i32 %13, i32* %17, align 4, !tbaa !8
  %18 = add nuw nsw i32 %5, 1
  %19 = icmp eq i32 %18, 256
  br i1 %19, label %20, label %4, !llvm.loop !12

20:                                               ; preds = %16
  %21 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i32 0, i32 1), align 4, !tbaa !8
  %22 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i32 0, i32 128), align 4, !tbaa !8
  %23 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i32 0, i32 255), align 4, !tbaa !8
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.7, i32 0, i32 0), i32 noundef %21, i32 noundef %22, i32 noundef %23)
  br label %25

25:                                               ; preds = %20, %96
  %26 = phi i32 [ 0, %20 ], [ %104, %96 ]
  %27 = phi i32 [ 0, %20 ], [ %105, %96 ]
  %28 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.inputs, i32 0, i32 %27
  %29 = load i8*, i8** %28, align 4, !tbaa !13
  %30 = call i32 @strlen(i8* noundef nonnull dereferenceable(1) %29) #8
  %31 = load volatile i32, i32* @vone, align 4, !tbaa !8
  %32 = mul i32 %31, %30
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %51, label %34

34:                                               ; preds = %25, %34
  %35 = phi i32 [ %47, %34 ], [ -1, %25 ]
  %36 = phi i32 [ %38, %34 ], [ %32, %25 ]
  %37 = phi i8* [ %39, %34 ], [ %29, %25 ]
  %38 = add i32 %36, -1
  %39 = getelementptr inbounds i8, i8* %37, i32 1
  %40 = load i8, i8* %37, align 1, !tbaa !15
  %41 = zext i8 %40 to i32
  %42 = and i32 %35, 255
  %43 = xor i32 %42, %41
  %44 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %43
  %45 = load i32, i32* %44, align 4, !tbaa !8
  %46 = lshr i32 %35, 8
  %47 = xor i32 %45, %46
  %48 = icmp eq i32 %38, 0
  br i1 %48, label %49, label %34, !llvm.loop !16

49:                                               ; preds = %34
  %50 = xor i32 %47, -1
  br label %51

51:                                               ; preds = %25, %49
  %52 = phi i32 [ 0, %25 ], [ %50, %49 ]
  br i1 %33, label %64, label %53

53:                                               ; preds = %51, %53
  %54 = phi i32 [ %62, %53 ], [ -2128831035, %51 ]
  %55 = phi i32 [ %57, %53 ], [ %32, %51 ]
  %56 = phi i8* [ %58, %53 ], [ %29, %51 ]
  %57 = add i32 %55, -1
  %58 = getelementptr inbounds i8, i8* %56, i32 1
  %59 = load i8, i8* %56, align 1, !tbaa !15
  %60 = zext i8 %59 to i32
  %61 = xor i32 %54, %60
  %62 = mul i32 %61, 16777619
  %63 = icmp eq i32 %57, 0
  br i1 %63, label %64, label %53, !llvm.loop !17

64:                                               ; preds = %53, %51
  %65 = phi i32 [ -2128831035, %51 ], [ %62, %53 ]
  br i1 %33, label %83, label %66

66:                                               ; preds = %64, %66
  %67 = phi i32 [ %78, %66 ], [ 0, %64 ]
  %68 = phi i32 [ %76, %66 ], [ 1, %64 ]
  %69 = phi i32 [ %71, %66 ], [ %32, %64 ]
  %70 = phi i8* [ %72, %66 ], [ %29, %64 ]
  %71 = add i32 %69, -1
  %72 = getelementptr inbounds i8, i8* %70, i32 1
  %73 = load i8, i8* %70, align 1, !tbaa !15
  %74 = zext i8 %73 to i32
  %75 = add nuw nsw i32 %68, %74
  %76 = urem i32 %75, 65521
  %77 = add nuw nsw i32 %76, %67
  %78 = urem i32 %77, 65521
  %79 = icmp eq i32 %71, 0
  br i1 %79, label %80, label %66, !llvm.loop !18

80:                                               ; preds = %66
  %81 = shl nuw i32 %78, 16
  %82 = or i32 %81, %76
  br label %83

83:                                               ; preds = %64, %80
  %84 = phi i32 [ %82, %80 ], [ 1, %64 ]
  br i1 %33, label %96, label %85

85:                                               ; preds = %83, %85
  %86 = phi i64 [ %94, %85 ], [ -3750763034362895579, %83 ]
  %87 = phi i32 [ %89, %85 ], [ %32, %83 ]
  %88 = phi i8* [ %90, %85 ], [ %29, %83 ]
  %89 = add i32 %87, -1
  %90 = getelementptr inbounds i8, i8* %88, i32 1
  %91 = load i8, i8* %88, align 1, !tbaa !15
  %92 = zext i8 %91 to i64
  %93 = xor i64 %86, %92
  %94 = mul i64 %93, 1099511628211
  %95 = icmp eq i32 %89, 0
  br i1 %95, label %96, label %85, !llvm.loop !19

96:                                               ; preds = %85, %83
  %97 = phi i64 [ -3750763034362895579, %83 ], [ %94, %85 ]
  %98 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.8, i32 0, i32 0), i8* noundef %29, i32 noundef %52, i32 noundef %65, i64 noundef %97, i32 noundef %84)
  %99 = add i32 %65, %52
  %100 = add i32 %99, %84
  %101 = lshr i64 %97, 16
  %102 = trunc i64 %101 to i32
  %103 = add i32 %100, %102
  %104 = xor i32 %103, %26
  %105 = add nuw nsw i32 %27, 1
  %106 = icmp eq i32 %105, 7
  br i1 %106, label %107, label %25, !llvm.loop !20

107:                                              ; preds = %96
  %108 = load volatile i32, i32* @vone, align 4, !tbaa !8
  %109 = mul i32 %108, 42
  %110 = zext i32 %109 to i64
  br label %111

111:                                              ; preds = %107, %126
  %112 = phi i64 [ %110, %107 ], [ %127, %126 ]
  %113 = phi i32 [ 0, %107 ], [ %133, %126 ]
  %114 = and i32 %113, 7
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %116, label %126

116:                                              ; preds = %111
  %117 = add i64 %112, -7046029254386353131
  %118 = lshr i64 %117, 30
  %119 = xor i64 %118, %117
  %120 = mul i64 %119, -4658895280553007687
  %121 = lshr i64 %120, 27
  %122 = xor i64 %121, %120
  %123 = mul i64 %122, -7723592293110705685
  %124 = lshr i64 %123, 31
  %125 = xor i64 %124, %123
  br label %126

126:                                              ; preds = %116, %111
  %127 = phi i64 [ %125, %116 ], [ %112, %111 ]
  %128 = shl nuw nsw i32 %114, 3
  %129 = zext i32 %128 to i64
  %130 = lshr i64 %127, %129
  %131 = trunc i64 %130 to i8
  %132 = getelementptr inbounds [20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 %113
  store i8 %131, i8* %132, align 1, !tbaa !15
  %133 = add nuw nsw i32 %113, 1
  %134 = icmp eq i32 %133, 20000
  br i1 %134, label %135, label %111, !llvm.loop !21

135:                                              ; preds = %126, %150
  %136 = phi i64 [ %161, %150 ], [ 0, %126 ]
  %137 = phi i32 [ %162, %150 ], [ 0, %126 ]
  %138 = getelementptr inbounds [20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 %137
  br label %139

139:                                              ; preds = %139, %135
  %140 = phi i64 [ %148, %139 ], [ -3750763034362895579, %135 ]
  %141 = phi i32 [ %143, %139 ], [ 2500, %135 ]
  %142 = phi i8* [ %144, %139 ], [ %138, %135 ]
  %143 = add nsw i32 %141, -1
  %144 = getelementptr inbounds i8, i8* %142, i32 1
  %145 = load i8, i8* %142, align 1, !tbaa !15
  %146 = zext i8 %145 to i64
  %147 = xor i64 %140, %146
  %148 = mul i64 %147, 1099511628211
  %149 = icmp eq i32 %143, 0
  br i1 %149, label %150, label %139, !llvm.loop !19

150:                                              ; preds = %139
  %151 = zext i32 %137 to i64
  %152 = add i64 %148, %151
  %153 = lshr i64 %152, 30
  %154 = xor i64 %153, %152
  %155 = mul i64 %154, -4658895280553007687
  %156 = lshr i64 %155, 27
  %157 = xor i64 %156, %155
  %158 = mul i64 %157, -7723592293110705685
  %159 = lshr i64 %158, 31
  %160 = xor i64 %158, %136
  %161 = xor i64 %160, %159
  %162 = add nuw nsw i32 %137, 2500
  %163 = icmp ult i32 %137, 17500
  br i1 %163, label %135, label %164, !llvm.loop !22

164:                                              ; preds = %150, %164
  %165 = phi i32 [ %177, %164 ], [ -1, %150 ]
  %166 = phi i32 [ %168, %164 ], [ 20000, %150 ]
  %167 = phi i8* [ %169, %164 ], [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 0), %150 ]
  %168 = add nsw i32 %166, -1
  %169 = getelementptr inbounds i8, i8* %167, i32 1
  %170 = load i8, i8* %167, align 1, !tbaa !15
  %171 = zext i8 %170 to i32
  %172 = and i32 %165, 255
  %173 = xor i32 %172, %171
  %174 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %173
  %175 = load i32, i32* %174, align 4, !tbaa !8
  %176 = lshr i32 %165, 8
  %177 = xor i32 %175, %176
  %178 = icmp eq i32 %168, 0
  br i1 %178, label %179, label %164, !llvm.loop !16

179:                                              ; preds = %164, %179
  %180 = phi i32 [ %191, %179 ], [ 0, %164 ]
  %181 = phi i32 [ %189, %179 ], [ 1, %164 ]
  %182 = phi i32 [ %184, %179 ], [ 20000, %164 ]
  %183 = phi i8* [ %185, %179 ], [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 0), %164 ]
  %184 = add nsw i32 %182, -1
  %185 = getelementptr inbounds i8, i8* %183, i32 1
  %186 = load i8, i8* %183, align 1, !tbaa !15
  %187 = zext i8 %186 to i32
  %188 = add nuw nsw i32 %181, %187
  %189 = urem i32 %188, 65521
  %190 = add nuw nsw i32 %189, %180
  %191 = urem i32 %190, 65521
  %192 = icmp eq i32 %184, 0
  br i1 %192, label %193, label %179, !llvm.loop !18

193:                                              ; preds = %179
  %194 = xor i32 %177, -1
  %195 = shl nuw i32 %191, 16
  %196 = or i32 %195, %189
  %197 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.9, i32 0, i32 0), i32 noundef %194, i32 noundef %196, i64 noundef %161)
  br label %198

198:                                              ; preds = %198, %193
  %199 = phi i32 [ %211, %198 ], [ -1, %193 ]
  %200 = phi i32 [ %202, %198 ], [ 20000, %193 ]
  %201 = phi i8* [ %203, %198 ], [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 0), %193 ]
  %202 = add nsw i32 %200, -1
  %203 = getelementptr inbounds i8, i8* %201, i32 1
  %204 = load i8, i8* %201, align 1, !tbaa !15
  %205 = zext i8 %204 to i32
  %206 = and i32 %199, 255
  %207 = xor i32 %206, %205
  %208 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %207
  %209 = load i32, i32* %208, align 4, !tbaa !8
  %210 = lshr i32 %199, 8
  %211 = xor i32 %209, %210
  %212 = icmp eq i32 %202, 0
  br i1 %212, label %213, label %198, !llvm.loop !16

213:                                              ; preds = %198
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !23
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 0, i32 0), align 4, !tbaa !8
  br label %214

214:                                              ; preds = %213, %254
  %215 = phi i32 [ 2, %213 ], [ %255, %254 ]
  %216 = load volatile i32, i32* @vone, align 4, !tbaa !8
  %217 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !23
  %218 = icmp sgt i32 %217, 0
  br i1 %218, label %219, label %222

219:                                              ; preds = %214
  %220 = mul i32 %216, %215
  %221 = zext i32 %220 to i64
  br label %225

222:                                              ; preds = %225, %214
  %223 = phi i64 [ 0, %214 ], [ %234, %225 ]
  %224 = icmp eq i64 %223, 0
  br i1 %224, label %254, label %241

225:                                              ; preds = %225, %219
  %226 = phi i64 [ 0, %219 ], [ %234, %225 ]
  %227 = phi i32 [ 0, %219 ], [ %238, %225 ]
  %228 = getelementptr inbounds %struct.big, %struct.big* @main.f, i32 0, i32 0, i32 %227
  %229 = load i32, i32* %228, align 4, !tbaa !8
  %230 = zext i32 %229 to i64
  %231 = mul nuw i64 %230, %221
  %232 = add i64 %231, %226
  %233 = freeze i64 %232
  %234 = udiv i64 %233, 1000000000
  %235 = mul i64 %234, 1000000000
  %236 = sub i64 %233, %235
  %237 = trunc i64 %236 to i32
  store i32 %237, i32* %228, align 4, !tbaa !8
  %238 = add nuw nsw i32 %227, 1
  %239 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !23
  %240 = icmp slt i32 %238, %239
  br i1 %240, label %225, label %222, !llvm.loop !25

241:                                              ; preds = %222, %245
  %242 = phi i64 [ %247, %245 ], [ %223, %222 ]
  %243 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !23
  %244 = icmp slt i32 %243, 64
  br i1 %244, label %245, label %254

245:                                              ; preds = %241
  %246 = freeze i64 %242
  %247 = udiv i64 %246, 1000000000
  %248 = mul i64 %247, 1000000000
  %249 = sub i64 %246, %248
  %250 = trunc i64 %249 to i32
  %251 = add nsw i32 %243, 1
  store i32 %251, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !23
  %252 = getelementptr inbounds %struct.big, %struct.big* @main.f, i32 0, i32 0, i32 %243
  store i32 %250, i32* %252, align 4, !tbaa !8
  %253 = icmp ult i64 %242, 1000000000
  br i1 %253, label %254, label %241, !llvm.loop !26

254:                                              ; preds = %241, %245, %222
  %255 = add nuw nsw i32 %215, 1
  %256 = icmp eq i32 %255, 101
  br i1 %256, label %257, label %214, !llvm.loop !27

257:                                              ; preds = %254
  %258 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !23
  %259 = add nsw i32 %258, -1
  %260 = getelementptr inbounds %struct.big, %struct.big* @main.f, i32 0, i32 0, i32 %259
  %261 = load i32, i32* %260, align 4, !tbaa !8
  %262 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i32 noundef %261) #7
  %263 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !23
  %264 = icmp sgt i32 %263, 1
  br i1 %264, label %265, label %277

265:                                              ; preds = %257
  %266 = add nsw i32 %263, -2
  br label %267

267:                                              ; preds = %267, %265
  %268 = phi i32 [ %274, %267 ], [ %262, %265 ]
  %269 = phi i32 [ %275, %267 ], [ %266, %265 ]
  %270 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i32 0, i32 %268
  %271 = getelementptr inbounds %struct.big, %struct.big* @main.f, i32 0, i32 0, i32 %269
  %272 = load i32, i32* %271, align 4, !tbaa !8
  %273 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %270, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i32 noundef %272) #7
  %274 = add nsw i32 %273, %268
  %275 = add nsw i32 %269, -1
  %276 = icmp sgt i32 %269, 0
  br i1 %276, label %267, label %277, !llvm.loop !28

277:                                              ; preds = %267, %257
  %278 = phi i32 [ %262, %257 ], [ %274, %267 ]
  %279 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i32 0, i32 0), i8* noundef nonnull %3, i32 noundef %278)
  %280 = icmp eq i32 %278, 0
  br i1 %280, label %292, label %281

281:                                              ; preds = %277, %281
  %282 = phi i32 [ %290, %281 ], [ -2128831035, %277 ]
  %283 = phi i32 [ %285, %281 ], [ %278, %277 ]
  %284 = phi i8* [ %286, %281 ], [ %3, %277 ]
  %285 = add i32 %283, -1
  %286 = getelementptr inbounds i8, i8* %284, i32 1
  %287 = load i8, i8* %284, align 1, !tbaa !15
  %288 = zext i8 %287 to i32
  %289 = xor i32 %282, %288
  %290 = mul i32 %289, 16777619
  %291 = icmp eq i32 %285, 0
  br i1 %291, label %292, label %281, !llvm.loop !17

292:                                              ; preds = %281, %277
  %293 = phi i32 [ -2128831035, %277 ], [ %290, %281 ]
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 1), align 4, !tbaa !23
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 0, i32 0), align 4, !tbaa !8
  br label %294

294:                                              ; preds = %292, %325
  %295 = phi i32 [ 0, %292 ], [ %326, %325 ]
  %296 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 1), align 4, !tbaa !23
  %297 = icmp sgt i32 %296, 0
  br i1 %297, label %301, label %298

298:                                              ; preds = %301, %294
  %299 = phi i64 [ 0, %294 ], [ %310, %301 ]
  %300 = icmp eq i64 %299, 0
  br i1 %300, label %325, label %317

301:                                              ; preds = %294, %301
  %302 = phi i64 [ %310, %301 ], [ 0, %294 ]
  %303 = phi i32 [ %314, %301 ], [ 0, %294 ]
  %304 = getelementptr inbounds %struct.big, %struct.big* @main.p, i32 0, i32 0, i32 %303
  %305 = load i32, i32* %304, align 4, !tbaa !8
  %306 = zext i32 %305 to i64
  %307 = shl nuw nsw i64 %306, 1
  %308 = add nuw nsw i64 %307, %302
  %309 = freeze i64 %308
  %310 = udiv i64 %309, 1000000000
  %311 = mul i64 %310, 1000000000
  %312 = sub i64 %309, %311
  %313 = trunc i64 %312 to i32
  store i32 %313, i32* %304, align 4, !tbaa !8
  %314 = add nuw nsw i32 %303, 1
  %315 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 1), align 4, !tbaa !23
  %316 = icmp slt i32 %314, %315
  br i1 %316, label %301, label %298, !llvm.loop !25

317:                                              ; preds = %298
  %318 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 1), align 4, !tbaa !23
  %319 = icmp slt i32 %318, 64
  br i1 %319, label %320, label %325

320:                                              ; preds = %317
  %321 = urem i64 %299, 1000000000
  %322 = trunc i64 %321 to i32
  %323 = add nsw i32 %318, 1
  store i32 %323, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 1), align 4, !tbaa !23
  %324 = getelementptr inbounds %struct.big, %struct.big* @main.p, i32 0, i32 0, i32 %318
  store i32 %322, i32* %324, align 4, !tbaa !8
  br label %325, !llvm.loop !26

325:                                              ; preds = %317, %320, %298
  %326 = add nuw nsw i32 %295, 1
  %327 = icmp eq i32 %326, 300
  br i1 %327, label %328, label %294, !llvm.loop !29

328:                                              ; preds = %325
  %329 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 1), align 4, !tbaa !23
  %330 = add nsw i32 %329, -1
  %331 = getelementptr inbounds %struct.big, %struct.big* @main.p, i32 0, i32 0, i32 %330
  %332 = load i32, i32* %331, align 4, !tbaa !8
  %333 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i32 noundef %332) #7
  %334 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i32 0, i32 1), align 4, !tbaa !23
  %335 = icmp sgt i32 %334, 1
  br i1 %335, label %336, label %348

336:                                              ; preds = %328
  %337 = add nsw i32 %334, -2
  br label %338

338:                                              ; preds = %338, %336
  %339 = phi i32 [ %345, %338 ], [ %333, %336 ]
  %340 = phi i32 [ %346, %338 ], [ %337, %336 ]
  %341 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i32 0, i32 %339
  %342 = getelementptr inbounds %struct.big, %struct.big* @main.p, i32 0, i32 0, i32 %340
  %343 = load i32, i32* %342, align 4, !tbaa !8
  %344 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %341, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i32 noundef %343) #7
  %345 = add nsw i32 %344, %339
  %346 = add nsw i32 %340, -1
  %347 = icmp sgt i32 %340, 0
  br i1 %347, label %338, label %348, !llvm.loop !28

348:                                              ; preds = %338, %328
  %349 = phi i32 [ %333, %328 ], [ %345, %338 ]
  %350 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i32 0, i32 0), i8* noundef nonnull %3)
  %351 = icmp eq i32 %349, 0
  br i1 %351, label %363, label %352

352:                                              ; preds = %348, %352
  %353 = phi i32 [ %361, %352 ], [ -2128831035, %348 ]
  %354 = phi i32 [ %356, %352 ], [ %349, %348 ]
  %355 = phi i8* [ %357, %352 ], [ %3, %348 ]
  %356 = add i32 %354, -1
  %357 = getelementptr inbounds i8, i8* %355, i32 1
  %358 = load i8, i8* %355, align 1, !tbaa !15
  %359 = zext i8 %358 to i32
  %360 = xor i32 %353, %359
  %361 = mul i32 %360, 16777619
  %362 = icmp eq i32 %356, 0
  br i1 %362, label %363, label %352, !llvm.loop !17

363:                                              ; preds = %352, %348
  %364 = phi i32 [ -2128831035, %348 ], [ %361, %352 ]
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i32 0, i32 1), align 4, !tbaa !23
  store i32 0, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i32 0, i32 0, i32 0), align 4, !tbaa !8
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i32 0, i32 1), align 4, !tbaa !23
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i32 0, i32 0, i32 0), align 4, !tbaa !8
  br label %365

365:                                              ; preds = %363, %403
  %366 = phi i32 [ 0, %363 ], [ %404, %403 ]
  %367 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i32 0, i32 1), align 4, !tbaa !23
  %368 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i32 0, i32 1), align 4, !tbaa !23
  %369 = icmp sgt i32 %367, %368
  %370 = select i1 %369, i32 %367, i32 %368
  %371 = icmp sgt i32 %370, 0
  br i1 %371, label %372, label %396

372:                                              ; preds = %365, %385
  %373 = phi i32 [ %390, %385 ], [ 0, %365 ]
  %374 = phi i32 [ %394, %385 ], [ 0, %365 ]
  %375 = icmp slt i32 %374, %367
  br i1 %375, label %376, label %379

376:                                              ; preds = %372
  %377 = getelementptr inbounds %struct.big, %struct.big* @main.a, i32 0, i32 0, i32 %374
  %378 = load i32, i32* %377, align 4, !tbaa !8
  br label %379

379:                                              ; preds = %376, %372
  %380 = phi i32 [ %378, %376 ], [ 0, %372 ]
  %381 = icmp slt i32 %374, %368
  br i1 %381, label %382, label %385

382:                                              ; preds = %379
  %383 = getelementptr inbounds %struct.big, %struct.big* @main.b, i32 0, i32 0, i32 %374
  %384 = load i32, i32* %383, align 4, !tbaa !8
  br label %385

385:                                              ; preds = %382, %379
  %386 = phi i32 [ %384, %382 ], [ 0, %379 ]
  %387 = add i32 %380, %373
  %388 = add i32 %387, %386
  %389 = icmp ugt i32 %388, 999999999
  %390 = zext i1 %389 to i32
  %391 = add i32 %388, -1000000000
  %392 = select i1 %389, i32 %391, i32 %388
  %393 = getelementptr inbounds %struct.big, %struct.big* @main.c, i32 0, i32 0, i32 %374
  store i32 %392, i32* %393, align 4, !tbaa !8
  %394 = add nuw nsw i32 %374, 1
  %395 = icmp eq i32 %394, %370
  br i1 %395, label %396, label %372, !llvm.loop !30

396:                                              ; preds = %385, %365
  %397 = phi i1 [ false, %365 ], [ %389, %385 ]
  store i32 %370, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i32 0, i32 1), align 4, !tbaa !23
  %398 = icmp slt i32 %370, 64
  %399 = select i1 %397, i1 %398, i1 false
  br i1 %399, label %400, label %403

400:                                              ; preds = %396
  %401 = add nsw i32 %370, 1
  store i32 %401, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i32 0, i32 1), align 4, !tbaa !23
  %402 = getelementptr inbounds %struct.big, %struct.big* @main.c, i32 0, i32 0, i32 %370
  store i32 1, i32* %402, align 4, !tbaa !8
  br label %403

403:                                              ; preds = %396, %400
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.a to i8*), i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.b to i8*), i32 260, i1 false), !tbaa.struct !31
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.b to i8*), i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.c to i8*), i32 260, i1 false), !tbaa.struct !31
  %404 = add nuw nsw i32 %366, 1
  %405 = icmp eq i32 %404, 400
  br i1 %405, label %406, label %365, !llvm.loop !32

406:                                              ; preds = %403
  %407 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i32 0, i32 1), align 4, !tbaa !23
  %408 = add nsw i32 %407, -1
  %409 = getelementptr inbounds %struct.big, %struct.big* @main.a, i32 0, i32 0, i32 %408
  %410 = load i32, i32* %409, align 4, !tbaa !8
  %411 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i32 noundef %410) #7
  %412 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i32 0, i32 1), align 4, !tbaa !23
  %413 = icmp sgt i32 %412, 1
  br i1 %413, label %414, label %426

414:                                              ; preds = %406
  %415 = add nsw i32 %412, -2
  br label %416

416:                                              ; preds = %416, %414
  %417 = phi i32 [ %423, %416 ], [ %411, %414 ]
  %418 = phi i32 [ %424, %416 ], [ %415, %414 ]
  %419 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i32 0, i32 %417
  %420 = getelementptr inbounds %struct.big, %struct.big* @main.a, i32 0, i32 0, i32 %418
  %421 = load i32, i32* %420, align 4, !tbaa !8
  %422 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %419, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i32 noundef %421) #7
  %423 = add nsw i32 %422, %417
  %424 = add nsw i32 %418, -1
  %425 = icmp sgt i32 %418, 0
  br i1 %425, label %416, label %426, !llvm.loop !28

426:                                              ; preds = %416, %406
  %427 = phi i32 [ %411, %406 ], [ %423, %416 ]
  %428 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i8* noundef nonnull %3)
  %429 = icmp eq i32 %427, 0
  br i1 %429, label %441, label %430

430:                                              ; preds = %426, %430
  %431 = phi i32 [ %439, %430 ], [ -2128831035, %426 ]
  %432 = phi i32 [ %434, %430 ], [ %427, %426 ]
  %433 = phi i8* [ %435, %430 ], [ %3, %426 ]
  %434 = add i32 %432, -1
  %435 = getelementptr inbounds i8, i8* %433, i32 1
  %436 = load i8, i8* %433, align 1, !tbaa !15
  %437 = zext i8 %436 to i32
  %438 = xor i32 %431, %437
  %439 = mul i32 %438, 16777619
  %440 = icmp eq i32 %434, 0
  br i1 %440, label %441, label %430, !llvm.loop !17

441:                                              ; preds = %430, %426
  %442 = phi i32 [ -2128831035, %426 ], [ %439, %430 ]
  %443 = bitcast [64 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %443) #7
  %444 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i32 0, i32 1), align 4, !tbaa !23
  %445 = shl nsw i32 %444, 1
  %446 = icmp slt i32 %445, 64
  %447 = select i1 %446, i32 %445, i32 64
  %448 = icmp sgt i32 %444, 0
  br i1 %448, label %449, label %496

449:                                              ; preds = %441
  %450 = call i32 @llvm.smax.i32(i32 %447, i32 1) #7
  %451 = shl nuw nsw i32 %450, 3
  call void @llvm.memset.p0i8.i32(i8* nonnull align 8 %443, i8 0, i32 %451, i1 false) #7, !tbaa !33
  br label %452

452:                                              ; preds = %449, %489
  %453 = phi i32 [ %491, %489 ], [ 0, %449 ]
  %454 = phi i32 [ %490, %489 ], [ 0, %449 ]
  %455 = call i32 @llvm.smax.i32(i32 %447, i32 %454) #7
  %456 = add i32 %455, %453
  %457 = getelementptr inbounds %struct.big, %struct.big* @main.f, i32 0, i32 0, i32 %454
  br label %458

458:                                              ; preds = %462, %452
  %459 = phi i64 [ 0, %452 ], [ %475, %462 ]
  %460 = phi i32 [ 0, %452 ], [ %478, %462 ]
  %461 = icmp eq i32 %460, %456
  br i1 %461, label %480, label %462

462:                                              ; preds = %458
  %463 = add nuw nsw i32 %460, %454
  %464 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i32 0, i32 %463
  %465 = load i64, i64* %464, align 8, !tbaa !33
  %466 = load i32, i32* %457, align 4, !tbaa !8
  %467 = zext i32 %466 to i64
  %468 = getelementptr inbounds %struct.big, %struct.big* @main.f, i32 0, i32 0, i32 %460
  %469 = load i32, i32* %468, align 4, !tbaa !8
  %470 = zext i32 %469 to i64
  %471 = mul nuw i64 %470, %467
  %472 = add i64 %465, %459
  %473 = add i64 %472, %471
  %474 = freeze i64 %473
  %475 = udiv i64 %474, 1000000000
  %476 = mul i64 %475, 1000000000
  %477 = sub i64 %474, %476
  store i64 %477, i64* %464, align 8, !tbaa !33
  %478 = add nuw nsw i32 %460, 1
  %479 = icmp eq i32 %478, %444
  br i1 %479, label %480, label %458, !llvm.loop !35

480:                                              ; preds = %462, %458
  %481 = phi i32 [ %460, %458 ], [ %478, %462 ]
  %482 = phi i64 [ %459, %458 ], [ %475, %462 ]
  %483 = add nuw nsw i32 %481, %454
  %484 = icmp slt i32 %483, %447
  br i1 %484, label %485, label %489

485:                                              ; preds = %480
  %486 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i32 0, i32 %483
  %487 = load i64, i64* %486, align 8, !tbaa !33
  %488 = add i64 %487, %482
  store i64 %488, i64* %486, align 8, !tbaa !33
  br label %489

489:                                              ; preds = %485, %480
  %490 = add nuw nsw i32 %454, 1
  %491 = add nsw i32 %453, -1
  %492 = icmp eq i32 %490, %444
  br i1 %492, label %493, label %452, !llvm.loop !36

493:                                              ; preds = %489
  store i32 %447, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i32 0, i32 1), align 4, !tbaa !23
  br i1 %448, label %494, label %497

494:                                              ; preds = %493
  %495 = call i32 @llvm.smax.i32(i32 %447, i32 1) #7
  br label %500

496:                                              ; preds = %441
  store i32 %447, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i32 0, i32 1), align 4, !tbaa !23
  br label %497

497:                                              ; preds = %500, %496, %493
  %498 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i32 0, i32 1), align 4, !tbaa !23
  %499 = icmp sgt i32 %498, 1
  br i1 %499, label %508, label %516

500:                                              ; preds = %500, %494
  %501 = phi i32 [ %506, %500 ], [ 0, %494 ]
  %502 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i32 0, i32 %501
  %503 = load i64, i64* %502, align 8, !tbaa !33
  %504 = trunc i64 %503 to i32
  %505 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i32 0, i32 0, i32 %501
  store i32 %504, i32* %505, align 4, !tbaa !8
  %506 = add nuw nsw i32 %501, 1
  %507 = icmp eq i32 %506, %495
  br i1 %507, label %497, label %500, !llvm.loop !37

508:                                              ; preds = %497, %514
  %509 = phi i32 [ %510, %514 ], [ %498, %497 ]
  %510 = add nsw i32 %509, -1
  %511 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i32 0, i32 0, i32 %510
  %512 = load i32, i32* %511, align 4, !tbaa !8
  %513 = icmp eq i32 %512, 0
  br i1 %513, label %514, label %516

514:                                              ; preds = %508
  store i32 %510, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i32 0, i32 1), align 4, !tbaa !23
  %515 = icmp sgt i32 %509, 2
  br i1 %515, label %508, label %516, !llvm.loop !38

516:                                              ; preds = %508, %514, %497
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %443) #7
  %517 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i32 0, i32 1), align 4, !tbaa !23
  %518 = add nsw i32 %517, -1
  %519 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i32 0, i32 0, i32 %518
  %520 = load i32, i32* %519, align 4, !tbaa !8
  %521 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i32 noundef %520) #7
  %522 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i32 0, i32 1), align 4, !tbaa !23
  %523 = icmp sgt i32 %522, 1
  br i1 %523, label %524, label %536

524:                                              ; preds = %516
  %525 = add nsw i32 %522, -2
  br label %526

526:                                              ; preds = %526, %524
  %527 = phi i32 [ %533, %526 ], [ %521, %524 ]
  %528 = phi i32 [ %534, %526 ], [ %525, %524 ]
  %529 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i32 0, i32 %527
  %530 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i32 0, i32 0, i32 %528
  %531 = load i32, i32* %530, align 4, !tbaa !8
  %532 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %529, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i32 noundef %531) #7
  %533 = add nsw i32 %532, %527
  %534 = add nsw i32 %528, -1
  %535 = icmp sgt i32 %528, 0
  br i1 %535, label %526, label %536, !llvm.loop !28

536:                                              ; preds = %526, %516
  %537 = phi i32 [ %521, %516 ], [ %533, %526 ]
  %538 = icmp eq i32 %537, 0
  br i1 %538, label %574, label %539

539:                                              ; preds = %536, %539
  %540 = phi i32 [ %552, %539 ], [ -1, %536 ]
  %541 = phi i32 [ %543, %539 ], [ %537, %536 ]
  %542 = phi i8* [ %544, %539 ], [ %3, %536 ]
  %543 = add i32 %541, -1
  %544 = getelementptr inbounds i8, i8* %542, i32 1
  %545 = load i8, i8* %542, align 1, !tbaa !15
  %546 = zext i8 %545 to i32
  %547 = and i32 %540, 255
  %548 = xor i32 %547, %546
  %549 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %548
  %550 = load i32, i32* %549, align 4, !tbaa !8
  %551 = lshr i32 %540, 8
  %552 = xor i32 %550, %551
  %553 = icmp eq i32 %543, 0
  br i1 %553, label %554, label %539, !llvm.loop !16

554:                                              ; preds = %539
  %555 = xor i32 %552, -1
  %556 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i32 0, i32 0), i32 noundef %537, i32 noundef %555, i8* noundef nonnull %3)
  br i1 %538, label %576, label %557

557:                                              ; preds = %554, %557
  %558 = phi i32 [ %570, %557 ], [ -1, %554 ]
  %559 = phi i32 [ %561, %557 ], [ %537, %554 ]
  %560 = phi i8* [ %562, %557 ], [ %3, %554 ]
  %561 = add i32 %559, -1
  %562 = getelementptr inbounds i8, i8* %560, i32 1
  %563 = load i8, i8* %560, align 1, !tbaa !15
  %564 = zext i8 %563 to i32
  %565 = and i32 %558, 255
  %566 = xor i32 %565, %564
  %567 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %566
  %568 = load i32, i32* %567, align 4, !tbaa !8
  %569 = lshr i32 %558, 8
  %570 = xor i32 %568, %569
  %571 = icmp eq i32 %561, 0
  br i1 %571, label %572, label %557, !llvm.loop !16

572:                                              ; preds = %557
  %573 = xor i32 %570, -1
  br label %576

574:                                              ; preds = %536
  %575 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i32 0, i32 0), i32 noundef %537, i32 noundef 0, i8* noundef nonnull %3)
  br label %576

576:                                              ; preds = %574, %554, %572
  %577 = phi i32 [ 0, %554 ], [ %573, %572 ], [ 0, %574 ]
  %578 = trunc i64 %161 to i32
  %579 = xor i32 %211, %578
  %580 = xor i32 %579, -1
  %581 = add i32 %104, %580
  %582 = mul i32 %581, 31
  %583 = add i32 %293, %582
  %584 = mul i32 %583, 31
  %585 = add i32 %364, %584
  %586 = mul i32 %585, 31
  %587 = add i32 %442, %586
  %588 = xor i32 %577, %587
  %589 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %588)
  %590 = and i32 %588, 127
  call void @llvm.lifetime.end.p0i8(i64 600, i8* nonnull %3) #7
  ret i32 %590
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
!34 = !{!"long long", !10, i64 0}
!35 = distinct !{!35, !6, !7}
!36 = distinct !{!36, !6, !7}
!37 = distinct !{!37, !6, !7}
!38 = distinct !{!38, !6, !7}
