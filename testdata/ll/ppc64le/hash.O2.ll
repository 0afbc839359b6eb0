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

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %49, %4 ]
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %50, %4 ]
  %7 = and <4 x i32> %6, <i32 1, i32 1, i32 1, i32 1>
  %8 = icmp eq <4 x i32> %7, zeroinitializer
  %9 = lshr <4 x i32> %6, <i32 1, i32 1, i32 1, i32 1>
  %10 = xor <4 x i32> %9, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %11 = select <4 x i1> %8, <4 x i32> %9, <4 x i32> %10
  %12 = and <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>
  %13 = icmp eq <4 x i32> %12, zeroinitializer
  %14 = lshr <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>
  %15 = xor <4 x i32> %14, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %16 = select <4 x i1> %13, <4 x i32> %14, <4 x i32> %15
  %17 = and <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>
  %18 = icmp eq <4 x i32> %17, zeroinitializer
  %19 = lshr <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>
  %20 = xor <4 x i32> %19, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %21 = select <4 x i1> %18, <4 x i32> %19, <4 x i32> %20
  %22 = and <4 x i32> %21, <i32 1, i32 1, i32 1, i32 1>
  %23 = icmp eq <4 x i32> %22, zeroinitializer
  %24 = lshr <4 x i32> %21, <i32 1, i32 1, i32 1, i32 1>
  %25 = xor <4 x i32> %24, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %26 = select <4 x i1> %23, <4 x i32> %24, <4 x i32> %25
  %27 = and <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %28 = icmp eq <4 x i32> %27, zeroinitializer
  %29 = lshr <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %30 = xor <4 x i32> %29, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %31 = select <4 x i1> %28, <4 x i32> %29, <4 x i32> %30
  %32 = and <4 x i32> %31, <i32 1, i32 1, i32 1, i32 1>
  %33 = icmp eq <4 x i32> %32, zeroinitializer
  %34 = lshr <4 x i32> %31, <i32 1, i32 1, i32 1, i32 1>
  %35 = xor <4 x i32> %34, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %36 = select <4 x i1> %33, <4 x i32> %34, <4 x i32> %35
  %37 = and <4 x i32> %36, <i32 1, i32 1, i32 1, i32 1>
  %38 = icmp eq <4 x i32> %37, zeroinitializer
  %39 = lshr <4 x i32> %36, <i32 1, i32 1, i32 1, i32 1>
  %40 = xor <4 x i32> %39, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %41 = select <4 x i1> %38, <4 x i32> %39, <4 x i32> %40
  %42 = and <4 x i32> %41, <i32 1, i32 1, i32 1, i32 1>
  %43 = icmp eq <4 x i32> %42, zeroinitializer
  %44 = lshr <4 x i32> %41, <i32 1, i32 1, i32 1, i32 1>
  %45 = xor <4 x i32> %44, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %46 = select <4 x i1> %43, <4 x i32> %44, <4 x i32> %45
  %47 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %5
  %48 = bitcast i32* %47 to <4 x i32>*
  store <4 x i32> %46, <4 x i32>* %48, align 4, !tbaa !5
  %49 = add nuw i64 %5, 4
  %50 = add <4 x i32> %6, <i32 4, i32 4, i32 4, i32 4>
  %51 = icmp eq i64 %49, 256
  br i1 %51, label %52, label %4, !llvm.loop !9

52:                                               ; preds = %4
  %53 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 1), align 4, !tbaa !5
  %54 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 128), align 4, !tbaa !5
  %55 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 255), align 4, !tbaa !5
  %56 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %53, i32 noundef zeroext %54, i32 noundef zeroext %55)
  br label %57

57:                                               ; preds = %52, %342
  %58 = phi i64 [ 0, %52 ], [ %354, %342 ]
  %59 = phi i32 [ 0, %52 ], [ %353, %342 ]
  %60 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.inputs, i64 0, i64 %58
  %61 = load i8*, i8** %60, align 8, !tbaa !12
  %62 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %61) #8
  %63 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %64 = zext i32 %63 to i64
  %65 = mul i64 %62, %64
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %342, label %67

67:                                               ; preds = %57
  %68 = add i64 %65, -1
  %69 = and i64 %65, 3
  %70 = icmp ult i64 %68, 3
  br i1 %70, label %119, label %71

71:                                               ; preds = %67
  %72 = and i64 %65, -4
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i32 [ -1, %71 ], [ %116, %73 ]
  %75 = phi i8* [ %61, %71 ], [ %107, %73 ]
  %76 = phi i64 [ 0, %71 ], [ %117, %73 ]
  %77 = getelementptr inbounds i8, i8* %75, i64 1
  %78 = load i8, i8* %75, align 1, !tbaa !14
  %79 = zext i8 %78 to i32
  %80 = and i32 %74, 255
  %81 = xor i32 %80, %79
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %82
  %84 = load i32, i32* %83, align 4, !tbaa !5
  %85 = lshr i32 %74, 8
  %86 = xor i32 %84, %85
  %87 = getelementptr inbounds i8, i8* %75, i64 2
  %88 = load i8, i8* %77, align 1, !tbaa !14
  %89 = zext i8 %88 to i32
  %90 = and i32 %86, 255
  %91 = xor i32 %90, %89
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %92
  %94 = load i32, i32* %93, align 4, !tbaa !5
  %95 = lshr i32 %86, 8
  %96 = xor i32 %94, %95
  %97 = getelementptr inbounds i8, i8* %75, i64 3
  %98 = load i8, i8* %87, align 1, !tbaa !14
  %99 = zext i8 %98 to i32
  %100 = and i32 %96, 255
  %101 = xor i32 %100, %99
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %102
  %104 = load i32, i32* %103, align 4, !tbaa !5
  %105 = lshr i32 %96, 8
  %106 = xor i32 %104, %105
  %107 = getelementptr inbounds i8, i8* %75, i64 4
  %108 = load i8, i8* %97, align 1, !tbaa !14
  %109 = zext i8 %108 to i32
  %110 = and i32 %106, 255
  %111 = xor i32 %110, %109
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %112
  %114 = load i32, i32* %113, align 4, !tbaa !5
  %115 = lshr i32 %106, 8
  %116 = xor i32 %114, %115
  %117 = add i64 %76, 4
  %118 = icmp eq i64 %117, %72
  br i1 %118, label %119, label %73, !llvm.loop !15

119:                                              ; preds = %73, %67
  %120 = phi i32 [ undef, %67 ], [ %116, %73 ]
  %121 = phi i32 [ -1, %67 ], [ %116, %73 ]
  %122 = phi i8* [ %61, %67 ], [ %107, %73 ]
  %123 = icmp eq i64 %69, 0
  br i1 %123, label %140, label %124

124:                                              ; preds = %119, %124
  %125 = phi i32 [ %137, %124 ], [ %121, %119 ]
  %126 = phi i8* [ %128, %124 ], [ %122, %119 ]
  %127 = phi i64 [ %138, %124 ], [ 0, %119 ]
  %128 = getelementptr inbounds i8, i8* %126, i64 1
  %129 = load i8, i8* %126, align 1, !tbaa !14
  %130 = zext i8 %129 to i32
  %131 = and i32 %125, 255
  %132 = xor i32 %131, %130
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %133
  %135 = load i32, i32* %134, align 4, !tbaa !5
  %136 = lshr i32 %125, 8
  %137 = xor i32 %135, %136
  %138 = add i64 %127, 1
  %139 = icmp eq i64 %138, %69
  br i1 %139, label %140, label %124, !llvm.loop !16

140:                                              ; preds = %124, %119
  %141 = phi i32 [ %120, %119 ], [ %137, %124 ]
  %142 = xor i32 %141, -1
  %143 = and i64 %65, 7
  %144 = icmp ult i64 %68, 7
  br i1 %144, label %193, label %145

145:                                              ; preds = %140
  %146 = and i64 %65, -8
  br label %147

147:                                              ; preds = %147, %145
  %148 = phi i32 [ -2128831035, %145 ], [ %190, %147 ]
  %149 = phi i8* [ %61, %145 ], [ %186, %147 ]
  %150 = phi i64 [ 0, %145 ], [ %191, %147 ]
  %151 = getelementptr inbounds i8, i8* %149, i64 1
  %152 = load i8, i8* %149, align 1, !tbaa !14
  %153 = zext i8 %152 to i32
  %154 = xor i32 %148, %153
  %155 = mul i32 %154, 16777619
  %156 = getelementptr inbounds i8, i8* %149, i64 2
  %157 = load i8, i8* %151, align 1, !tbaa !14
  %158 = zext i8 %157 to i32
  %159 = xor i32 %155, %158
  %160 = mul i32 %159, 16777619
  %161 = getelementptr inbounds i8, i8* %149, i64 3
  %162 = load i8, i8* %156, align 1, !tbaa !14
  %163 = zext i8 %162 to i32
  %164 = xor i32 %160, %163
  %165 = mul i32 %164, 16777619
  %166 = getelementptr inbounds i8, i8* %149, i64 4
  %167 = load i8, i8* %161, align 1, !tbaa !14
  %168 = zext i8 %167 to i32
  %169 = xor i32 %165, %168
  %170 = mul i32 %169, 16777619
  %171 = getelementptr inbounds i8, i8* %149, i64 5
  %172 = load i8, i8* %166, align 1, !tbaa !14
  %173 = zext i8 %172 to i32
  %174 = xor i32 %170, %173
  %175 = mul i32 %174, 16777619
  %176 = getelementptr inbounds i8, i8* %149, i64 6
  %177 = load i8, i8* %171, align 1, !tbaa !14
  %178 = zext i8 %177 to i32
  %179 = xor i32 %175, %178
  %180 = mul i32 %179, 16777619
  %181 = getelementptr inbounds i8, i8* %149, i64 7
  %182 = load i8, i8* %176, align 1, !tbaa !14
  %183 = zext i8 %182 to i32
  %184 = xor i32 %180, %183
  %185 = mul i32 %184, 16777619
  %186 = getelementptr inbounds i8, i8* %149, i64 8
  %187 = load i8, i8* %181, align 1, !tbaa !14
  %188 = zext i8 %187 to i32
  %189 = xor i32 %185, %188
  %190 = mul i32 %189, 16777619
  %191 = add i64 %150, 8
  %192 = icmp eq i64 %191, %146
  br i1 %192, label %193, label %147, !llvm.loop !18

193:                                              ; preds = %147, %140
  %194 = phi i32 [ undef, %140 ], [ %190, %147 ]
  %195 = phi i32 [ -2128831035, %140 ], [ %190, %147 ]
  %196 = phi i8* [ %61, %140 ], [ %186, %147 ]
  %197 = icmp eq i64 %143, 0
  br i1 %197, label %209, label %198

198:                                              ; preds = %193, %198
  %199 = phi i32 [ %206, %198 ], [ %195, %193 ]
  %200 = phi i8* [ %202, %198 ], [ %196, %193 ]
  %201 = phi i64 [ %207, %198 ], [ 0, %193 ]
  %202 = getelementptr inbounds i8, i8* %200, i64 1
  %203 = load i8, i8* %200, align 1, !tbaa !14
  %204 = zext i8 %203 to i32
  %205 = xor i32 %199, %204
  %206 = mul i32 %205, 16777619
  %207 = add i64 %201, 1
  %208 = icmp eq i64 %207, %143
  br i1 %208, label %209, label %198, !llvm.loop !19

209:                                              ; preds = %198, %193
  %210 = phi i32 [ %194, %193 ], [ %206, %198 ]
  %211 = and i64 %65, 3
  %212 = icmp ult i64 %68, 3
  br i1 %212, label %250, label %213

213:                                              ; preds = %209
  %214 = and i64 %65, -4
  br label %215

215:                                              ; preds = %215, %213
  %216 = phi i32 [ 0, %213 ], [ %247, %215 ]
  %217 = phi i32 [ 1, %213 ], [ %245, %215 ]
  %218 = phi i8* [ %61, %213 ], [ %241, %215 ]
  %219 = phi i64 [ 0, %213 ], [ %248, %215 ]
  %220 = getelementptr inbounds i8, i8* %218, i64 1
  %221 = load i8, i8* %218, align 1, !tbaa !14
  %222 = zext i8 %221 to i32
  %223 = add nuw nsw i32 %217, %222
  %224 = urem i32 %223, 65521
  %225 = add nuw nsw i32 %224, %216
  %226 = urem i32 %225, 65521
  %227 = getelementptr inbounds i8, i8* %218, i64 2
  %228 = load i8, i8* %220, align 1, !tbaa !14
  %229 = zext i8 %228 to i32
  %230 = add nuw nsw i32 %224, %229
  %231 = urem i32 %230, 65521
  %232 = add nuw nsw i32 %231, %226
  %233 = urem i32 %232, 65521
  %234 = getelementptr inbounds i8, i8* %218, i64 3
  %235 = load i8, i8* %227, align 1, !tbaa !14
  %236 = zext i8 %235 to i32
  %237 = add nuw nsw i32 %231, %236
  %238 = urem i32 %237, 65521
  %239 = add nuw nsw i32 %238, %233
  %240 = urem i32 %239, 65521
  %241 = getelementptr inbounds i8, i8* %218, i64 4
  %242 = load i8, i8* %234, align 1, !tbaa !14
  %243 = zext i8 %242 to i32
  %244 = add nuw nsw i32 %238, %243
  %245 = urem i32 %244, 65521
  %246 = add nuw nsw i32 %245, %240
  %247 = urem i32 %246, 65521
  %248 = add i64 %219, 4
  %249 = icmp eq i64 %248, %214
  br i1 %249, label %250, label %215, !llvm.loop !20

250:                                              ; preds = %215, %209
  %251 = phi i32 [ undef, %209 ], [ %245, %215 ]
  %252 = phi i32 [ undef, %209 ], [ %247, %215 ]
  %253 = phi i32 [ 0, %209 ], [ %247, %215 ]
  %254 = phi i32 [ 1, %209 ], [ %245, %215 ]
  %255 = phi i8* [ %61, %209 ], [ %241, %215 ]
  %256 = icmp eq i64 %211, 0
  br i1 %256, label %271, label %257

257:                                              ; preds = %250, %257
  %258 = phi i32 [ %268, %257 ], [ %253, %250 ]
  %259 = phi i32 [ %266, %257 ], [ %254, %250 ]
  %260 = phi i8* [ %262, %257 ], [ %255, %250 ]
  %261 = phi i64 [ %269, %257 ], [ 0, %250 ]
  %262 = getelementptr inbounds i8, i8* %260, i64 1
  %263 = load i8, i8* %260, align 1, !tbaa !14
  %264 = zext i8 %263 to i32
  %265 = add nuw nsw i32 %259, %264
  %266 = urem i32 %265, 65521
  %267 = add nuw nsw i32 %266, %258
  %268 = urem i32 %267, 65521
  %269 = add i64 %261, 1
  %270 = icmp eq i64 %269, %211
  br i1 %270, label %271, label %257, !llvm.loop !21

271:                                              ; preds = %257, %250
  %272 = phi i32 [ %251, %250 ], [ %266, %257 ]
  %273 = phi i32 [ %252, %250 ], [ %268, %257 ]
  %274 = shl nuw i32 %273, 16
  %275 = or i32 %274, %272
  %276 = and i64 %65, 7
  %277 = icmp ult i64 %68, 7
  br i1 %277, label %326, label %278

278:                                              ; preds = %271
  %279 = and i64 %65, -8
  br label %280

280:                                              ; preds = %280, %278
  %281 = phi i64 [ -3750763034362895579, %278 ], [ %323, %280 ]
  %282 = phi i8* [ %61, %278 ], [ %319, %280 ]
  %283 = phi i64 [ 0, %278 ], [ %324, %280 ]
  %284 = getelementptr inbounds i8, i8* %282, i64 1
  %285 = load i8, i8* %282, align 1, !tbaa !14
  %286 = zext i8 %285 to i64
  %287 = xor i64 %281, %286
  %288 = mul i64 %287, 1099511628211
  %289 = getelementptr inbounds i8, i8* %282, i64 2
  %290 = load i8, i8* %284, align 1, !tbaa !14
  %291 = zext i8 %290 to i64
  %292 = xor i64 %288, %291
  %293 = mul i64 %292, 1099511628211
  %294 = getelementptr inbounds i8, i8* %282, i64 3
  %295 = load i8, i8* %289, align 1, !tbaa !14
  %296 = zext i8 %295 to i64
  %297 = xor i64 %293, %296
  %298 = mul i64 %297, 1099511628211
  %299 = getelementptr inbounds i8, i8* %282, i64 4
  %300 = load i8, i8* %294, align 1, !tbaa !14
  %301 = zext i8 %300 to i64
  %302 = xor i64 %298, %301
  %303 = mul i64 %302, 1099511628211
  %304 = getelementptr inbounds i8, i8* %282, i64 5
  %305 = load i8, i8* %299, align 1, !tbaa !14
  %306 = zext i8 %305 to i64
  %307 = xor i64 %303, %306
  %308 = mul i64 %307, 1099511628211
  %309 = getelementptr inbounds i8, i8* %282, i64 6
  %310 = load i8, i8* %304, align 1, !tbaa !14
  %311 = zext i8 %310 to i64
  %312 = xor i64 %308, %311
  %313 = mul i64 %312, 1099511628211
  %314 = getelementptr inbounds i8, i8* %282, i64 7
  %315 = load i8, i8* %309, align 1, !tbaa !14
  %316 = zext i8 %315 to i64
  %317 = xor i64 %313, %316
  %318 = mul i64 %317, 1099511628211
  %319 = getelementptr inbounds i8, i8* %282, i64 8
  %320 = load i8, i8* %314, align 1, !tbaa !14
  %321 = zext i8 %320 to i64
  %322 = xor i64 %318, %321
  %323 = mul i64 %322, 1099511628211
  %324 = add i64 %283, 8
  %325 = icmp eq i64 %324, %279
  br i1 %325, label %326, label %280, !llvm.loop !22

326:                                              ; preds = %280, %271
  %327 = phi i64 [ undef, %271 ], [ %323, %280 ]
  %328 = phi i64 [ -3750763034362895579, %271 ], [ %323, %280 ]
  %329 = phi i8* [ %61, %271 ], [ %319, %280 ]
  %330 = icmp eq i64 %276, 0
  br i1 %330, label %342, label %331

331:                                              ; preds = %326, %331
  %332 = phi i64 [ %339, %331 ], [ %328, %326 ]
  %333 = phi i8* [ %335, %331 ], [ %329, %326 ]
  %334 = phi i64 [ %340, %331 ], [ 0, %326 ]
  %335 = getelementptr inbounds i8, i8* %333, i64 1
  %336 = load i8, i8* %333, align 1, !tbaa !14
  %337 = zext i8 %336 to i64
  %338 = xor i64 %332, %337
  %339 = mul i64 %338, 1099511628211
  %340 = add i64 %334, 1
  %341 = icmp eq i64 %340, %276
  br i1 %341, label %342, label %331, !llvm.loop !23

342:                                              ; preds = %326, %331, %57
  %343 = phi i32 [ 1, %57 ], [ %275, %331 ], [ %275, %326 ]
  %344 = phi i32 [ 0, %57 ], [ %142, %331 ], [ %142, %326 ]
  %345 = phi i32 [ -2128831035, %57 ], [ %210, %331 ], [ %210, %326 ]
  %346 = phi i64 [ -3750763034362895579, %57 ], [ %327, %326 ], [ %339, %331 ]
  %347 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.8, i64 0, i64 0), i8* noundef %61, i32 noundef zeroext %344, i32 noundef zeroext %345, i64 noundef %346, i32 noundef zeroext %343)
  %348 = lshr i64 %346, 16
  %349 = trunc i64 %348 to i32
  %350 = add i32 %344, %343
  %351 = add i32 %350, %345
  %352 = add i32 %351, %349
  %353 = xor i32 %352, %59
  %354 = add nuw nsw i64 %58, 1
  %355 = icmp eq i64 %354, 7
  br i1 %355, label %356, label %57, !llvm.loop !24

356:                                              ; preds = %342
  %357 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %358 = mul i32 %357, 42
  %359 = zext i32 %358 to i64
  br label %360

360:                                              ; preds = %376, %356
  %361 = phi i64 [ 0, %356 ], [ %389, %376 ]
  %362 = phi i64 [ %359, %356 ], [ %377, %376 ]
  %363 = trunc i64 %361 to i32
  %364 = and i32 %363, 6
  %365 = icmp eq i32 %364, 0
  br i1 %365, label %366, label %376

366:                                              ; preds = %360
  %367 = add i64 %362, -7046029254386353131
  %368 = lshr i64 %367, 30
  %369 = xor i64 %368, %367
  %370 = mul i64 %369, -4658895280553007687
  %371 = lshr i64 %370, 27
  %372 = xor i64 %371, %370
  %373 = mul i64 %372, -7723592293110705685
  %374 = lshr i64 %373, 31
  %375 = xor i64 %374, %373
  br label %376

376:                                              ; preds = %366, %360
  %377 = phi i64 [ %375, %366 ], [ %362, %360 ]
  %378 = shl nuw nsw i32 %364, 3
  %379 = zext i32 %378 to i64
  %380 = lshr i64 %377, %379
  %381 = trunc i64 %380 to i8
  %382 = getelementptr inbounds [20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 %361
  store i8 %381, i8* %382, align 1, !tbaa !14
  %383 = or i64 %361, 1
  %384 = shl i64 %383, 3
  %385 = and i64 %384, 56
  %386 = lshr i64 %377, %385
  %387 = trunc i64 %386 to i8
  %388 = getelementptr inbounds [20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 %383
  store i8 %387, i8* %388, align 1, !tbaa !14
  %389 = add nuw nsw i64 %361, 2
  %390 = icmp eq i64 %389, 20000
  br i1 %390, label %391, label %360, !llvm.loop !25

391:                                              ; preds = %376, %451
  %392 = phi i64 [ %462, %451 ], [ 0, %376 ]
  %393 = phi i64 [ %461, %451 ], [ 0, %376 ]
  %394 = getelementptr inbounds [20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 %392
  br label %395

395:                                              ; preds = %395, %391
  %396 = phi i64 [ -3750763034362895579, %391 ], [ %449, %395 ]
  %397 = phi i64 [ 2500, %391 ], [ %444, %395 ]
  %398 = phi i8* [ %394, %391 ], [ %445, %395 ]
  %399 = getelementptr inbounds i8, i8* %398, i64 1
  %400 = load i8, i8* %398, align 1, !tbaa !14
  %401 = zext i8 %400 to i64
  %402 = xor i64 %396, %401
  %403 = mul i64 %402, 1099511628211
  %404 = getelementptr inbounds i8, i8* %398, i64 2
  %405 = load i8, i8* %399, align 1, !tbaa !14
  %406 = zext i8 %405 to i64
  %407 = xor i64 %403, %406
  %408 = mul i64 %407, 1099511628211
  %409 = getelementptr inbounds i8, i8* %398, i64 3
  %410 = load i8, i8* %404, align 1, !tbaa !14
  %411 = zext i8 %410 to i64
  %412 = xor i64 %408, %411
  %413 = mul i64 %412, 1099511628211
  %414 = getelementptr inbounds i8, i8* %398, i64 4
  %415 = load i8, i8* %409, align 1, !tbaa !14
  %416 = zext i8 %415 to i64
  %417 = xor i64 %413, %416
  %418 = mul i64 %417, 1099511628211
  %419 = getelementptr inbounds i8, i8* %398, i64 5
  %420 = load i8, i8* %414, align 1, !tbaa !14
  %421 = zext i8 %420 to i64
  %422 = xor i64 %418, %421
  %423 = mul i64 %422, 1099511628211
  %424 = getelementptr inbounds i8, i8* %398, i64 6
  %425 = load i8, i8* %419, align 1, !tbaa !14
  %426 = zext i8 %425 to i64
  %427 = xor i64 %423, %426
  %428 = mul i64 %427, 1099511628211
  %429 = getelementptr inbounds i8, i8* %398, i64 7
  %430 = load i8, i8* %424, align 1, !tbaa !14
  %431 = zext i8 %430 to i64
  %432 = xor i64 %428, %431
  %433 = mul i64 %432, 1099511628211
  %434 = getelementptr inbounds i8, i8* %398, i64 8
  %435 = load i8, i8* %429, align 1, !tbaa !14
  %436 = zext i8 %435 to i64
  %437 = xor i64 %433, %436
  %438 = mul i64 %437, 1099511628211
  %439 = getelementptr inbounds i8, i8* %398, i64 9
  %440 = load i8, i8* %434, align 1, !tbaa !14
  %441 = zext i8 %440 to i64
  %442 = xor i64 %438, %441
  %443 = mul i64 %442, 1099511628211
  %444 = add nsw i64 %397, -10
  %445 = getelementptr inbounds i8, i8* %398, i64 10
  %446 = load i8, i8* %439, align 1, !tbaa !14
  %447 = zext i8 %446 to i64
  %448 = xor i64 %443, %447
  %449 = mul i64 %448, 1099511628211
  %450 = icmp eq i64 %444, 0
  br i1 %450, label %451, label %395, !llvm.loop !22

451:                                              ; preds = %395
  %452 = add i64 %449, %392
  %453 = lshr i64 %452, 30
  %454 = xor i64 %453, %452
  %455 = mul i64 %454, -4658895280553007687
  %456 = lshr i64 %455, 27
  %457 = xor i64 %456, %455
  %458 = mul i64 %457, -7723592293110705685
  %459 = lshr i64 %458, 31
  %460 = xor i64 %458, %393
  %461 = xor i64 %460, %459
  %462 = add nuw nsw i64 %392, 2500
  %463 = icmp ult i64 %392, 17500
  br i1 %463, label %391, label %464, !llvm.loop !26

464:                                              ; preds = %451, %464
  %465 = phi i32 [ %518, %464 ], [ -1, %451 ]
  %466 = phi i64 [ %508, %464 ], [ 20000, %451 ]
  %467 = phi i8* [ %509, %464 ], [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), %451 ]
  %468 = getelementptr inbounds i8, i8* %467, i64 1
  %469 = load i8, i8* %467, align 1, !tbaa !14
  %470 = zext i8 %469 to i32
  %471 = and i32 %465, 255
  %472 = xor i32 %471, %470
  %473 = zext i32 %472 to i64
  %474 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %473
  %475 = load i32, i32* %474, align 4, !tbaa !5
  %476 = lshr i32 %465, 8
  %477 = xor i32 %475, %476
  %478 = getelementptr inbounds i8, i8* %467, i64 2
  %479 = load i8, i8* %468, align 1, !tbaa !14
  %480 = zext i8 %479 to i32
  %481 = and i32 %477, 255
  %482 = xor i32 %481, %480
  %483 = zext i32 %482 to i64
  %484 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %483
  %485 = load i32, i32* %484, align 4, !tbaa !5
  %486 = lshr i32 %477, 8
  %487 = xor i32 %485, %486
  %488 = getelementptr inbounds i8, i8* %467, i64 3
  %489 = load i8, i8* %478, align 1, !tbaa !14
  %490 = zext i8 %489 to i32
  %491 = and i32 %487, 255
  %492 = xor i32 %491, %490
  %493 = zext i32 %492 to i64
  %494 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %493
  %495 = load i32, i32* %494, align 4, !tbaa !5
  %496 = lshr i32 %487, 8
  %497 = xor i32 %495, %496
  %498 = getelementptr inbounds i8, i8* %467, i64 4
  %499 = load i8, i8* %488, align 1, !tbaa !14
  %500 = zext i8 %499 to i32
  %501 = and i32 %497, 255
  %502 = xor i32 %501, %500
  %503 = zext i32 %502 to i64
  %504 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %503
  %505 = load i32, i32* %504, align 4, !tbaa !5
  %506 = lshr i32 %497, 8
  %507 = xor i32 %505, %506
  %508 = add nsw i64 %466, -5
  %509 = getelementptr inbounds i8, i8* %467, i64 5
  %510 = load i8, i8* %498, align 1, !tbaa !14
  %511 = zext i8 %510 to i32
  %512 = and i32 %507, 255
  %513 = xor i32 %512, %511
  %514 = zext i32 %513 to i64
  %515 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %514
  %516 = load i32, i32* %515, align 4, !tbaa !5
  %517 = lshr i32 %507, 8
  %518 = xor i32 %516, %517
  %519 = icmp eq i64 %508, 0
  br i1 %519, label %520, label %464, !llvm.loop !15

520:                                              ; preds = %464, %520
  %521 = phi i32 [ %553, %520 ], [ 0, %464 ]
  %522 = phi i32 [ %551, %520 ], [ 1, %464 ]
  %523 = phi i64 [ %546, %520 ], [ 20000, %464 ]
  %524 = phi i8* [ %547, %520 ], [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), %464 ]
  %525 = getelementptr inbounds i8, i8* %524, i64 1
  %526 = load i8, i8* %524, align 1, !tbaa !14
  %527 = zext i8 %526 to i32
  %528 = add nuw nsw i32 %522, %527
  %529 = urem i32 %528, 65521
  %530 = add nuw nsw i32 %529, %521
  %531 = urem i32 %530, 65521
  %532 = getelementptr inbounds i8, i8* %524, i64 2
  %533 = load i8, i8* %525, align 1, !tbaa !14
  %534 = zext i8 %533 to i32
  %535 = add nuw nsw i32 %529, %534
  %536 = urem i32 %535, 65521
  %537 = add nuw nsw i32 %536, %531
  %538 = urem i32 %537, 65521
  %539 = getelementptr inbounds i8, i8* %524, i64 3
  %540 = load i8, i8* %532, align 1, !tbaa !14
  %541 = zext i8 %540 to i32
  %542 = add nuw nsw i32 %536, %541
  %543 = urem i32 %542, 65521
  %544 = add nuw nsw i32 %543, %538
  %545 = urem i32 %544, 65521
  %546 = add nsw i64 %523, -4
  %547 = getelementptr inbounds i8, i8* %524, i64 4
  %548 = load i8, i8* %539, align 1, !tbaa !14
  %549 = zext i8 %548 to i32
  %550 = add nuw nsw i32 %543, %549
  %551 = urem i32 %550, 65521
  %552 = add nuw nsw i32 %551, %545
  %553 = urem i32 %552, 65521
  %554 = icmp eq i64 %546, 0
  br i1 %554, label %555, label %520, !llvm.loop !20

555:                                              ; preds = %520
  %556 = xor i32 %518, -1
  %557 = shl nuw i32 %553, 16
  %558 = or i32 %557, %551
  %559 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %556, i32 noundef zeroext %558, i64 noundef %461)
  br label %560

560:                                              ; preds = %560, %555
  %561 = phi i32 [ -1, %555 ], [ %614, %560 ]
  %562 = phi i64 [ 20000, %555 ], [ %604, %560 ]
  %563 = phi i8* [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), %555 ], [ %605, %560 ]
  %564 = getelementptr inbounds i8, i8* %563, i64 1
  %565 = load i8, i8* %563, align 1, !tbaa !14
  %566 = zext i8 %565 to i32
  %567 = and i32 %561, 255
  %568 = xor i32 %567, %566
  %569 = zext i32 %568 to i64
  %570 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %569
  %571 = load i32, i32* %570, align 4, !tbaa !5
  %572 = lshr i32 %561, 8
  %573 = xor i32 %571, %572
  %574 = getelementptr inbounds i8, i8* %563, i64 2
  %575 = load i8, i8* %564, align 1, !tbaa !14
  %576 = zext i8 %575 to i32
  %577 = and i32 %573, 255
  %578 = xor i32 %577, %576
  %579 = zext i32 %578 to i64
  %580 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %579
  %581 = load i32, i32* %580, align 4, !tbaa !5
  %582 = lshr i32 %573, 8
  %583 = xor i32 %581, %582
  %584 = getelementptr inbounds i8, i8* %563, i64 3
  %585 = load i8, i8* %574, align 1, !tbaa !14
  %586 = zext i8 %585 to i32
  %587 = and i32 %583, 255
  %588 = xor i32 %587, %586
  %589 = zext i32 %588 to i64
  %590 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %589
  %591 = load i32, i32* %590, align 4, !tbaa !5
  %592 = lshr i32 %583, 8
  %593 = xor i32 %591, %592
  %594 = getelementptr inbounds i8, i8* %563, i64 4
  %595 = load i8, i8* %584, align 1, !tbaa !14
  %596 = zext i8 %595 to i32
  %597 = and i32 %593, 255
  %598 = xor i32 %597, %596
  %599 = zext i32 %598 to i64
  %600 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %599
  %601 = load i32, i32* %600, align 4, !tbaa !5
  %602 = lshr i32 %593, 8
  %603 = xor i32 %601, %602
  %604 = add nsw i64 %562, -5
  %605 = getelementptr inbounds i8, i8* %563, i64 5
  %606 = load i8, i8* %594, align 1, !tbaa !14
  %607 = zext i8 %606 to i32
  %608 = and i32 %603, 255
  %609 = xor i32 %608, %607
  %610 = zext i32 %609 to i64
  %611 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %610
  %612 = load i32, i32* %611, align 4, !tbaa !5
  %613 = lshr i32 %603, 8
  %614 = xor i32 %612, %613
  %615 = icmp eq i64 %604, 0
  br i1 %615, label %616, label %560, !llvm.loop !15

616:                                              ; preds = %560
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !27
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 0, i64 0), align 4, !tbaa !5
  br label %617

617:                                              ; preds = %661, %616
  %618 = phi i32 [ 1, %616 ], [ %664, %661 ]
  %619 = phi i32 [ 2, %616 ], [ %662, %661 ]
  %620 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %621 = icmp sgt i32 %618, 0
  br i1 %621, label %622, label %661

622:                                              ; preds = %617
  %623 = mul i32 %620, %619
  %624 = zext i32 %623 to i64
  br label %629

625:                                              ; preds = %629
  %626 = icmp ugt i64 %636, 999999999
  %627 = icmp slt i32 %643, 64
  %628 = select i1 %626, i1 %627, i1 false
  br i1 %628, label %646, label %661

629:                                              ; preds = %629, %622
  %630 = phi i64 [ 0, %622 ], [ %642, %629 ]
  %631 = phi i64 [ 0, %622 ], [ %638, %629 ]
  %632 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %630
  %633 = load i32, i32* %632, align 4, !tbaa !5
  %634 = zext i32 %633 to i64
  %635 = mul nuw i64 %634, %624
  %636 = add i64 %635, %631
  %637 = freeze i64 %636
  %638 = udiv i64 %637, 1000000000
  %639 = mul i64 %638, 1000000000
  %640 = sub i64 %637, %639
  %641 = trunc i64 %640 to i32
  store i32 %641, i32* %632, align 4, !tbaa !5
  %642 = add nuw nsw i64 %630, 1
  %643 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !27
  %644 = sext i32 %643 to i64
  %645 = icmp slt i64 %642, %644
  br i1 %645, label %629, label %625, !llvm.loop !29

646:                                              ; preds = %646, %625
  %647 = phi i64 [ %638, %625 ], [ %650, %646 ]
  %648 = phi i32 [ %643, %625 ], [ %658, %646 ]
  %649 = freeze i64 %647
  %650 = udiv i64 %649, 1000000000
  %651 = mul i64 %650, 1000000000
  %652 = sub i64 %649, %651
  %653 = trunc i64 %652 to i32
  %654 = add nsw i32 %648, 1
  store i32 %654, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !27
  %655 = sext i32 %648 to i64
  %656 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %655
  store i32 %653, i32* %656, align 4, !tbaa !5
  %657 = icmp uge i64 %647, 1000000000
  %658 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4
  %659 = icmp slt i32 %658, 64
  %660 = select i1 %657, i1 %659, i1 false
  br i1 %660, label %646, label %661, !llvm.loop !30

661:                                              ; preds = %646, %617, %625
  %662 = add nuw nsw i32 %619, 1
  %663 = icmp eq i32 %662, 101
  %664 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !27
  br i1 %663, label %665, label %617, !llvm.loop !31

665:                                              ; preds = %661
  %666 = add nsw i32 %664, -1
  %667 = sext i32 %666 to i64
  %668 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %667
  %669 = load i32, i32* %668, align 4, !tbaa !5
  %670 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %669) #7
  %671 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !27
  %672 = icmp sgt i32 %671, 1
  br i1 %672, label %673, label %687

673:                                              ; preds = %665
  %674 = add nsw i32 %671, -2
  %675 = zext i32 %674 to i64
  br label %676

676:                                              ; preds = %676, %673
  %677 = phi i64 [ %675, %673 ], [ %685, %676 ]
  %678 = phi i32 [ %670, %673 ], [ %684, %676 ]
  %679 = sext i32 %678 to i64
  %680 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %679
  %681 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %677
  %682 = load i32, i32* %681, align 4, !tbaa !5
  %683 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %680, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext %682) #7
  %684 = add nsw i32 %683, %678
  %685 = add nsw i64 %677, -1
  %686 = icmp eq i64 %677, 0
  br i1 %686, label %687, label %676, !llvm.loop !32

687:                                              ; preds = %676, %665
  %688 = phi i32 [ %670, %665 ], [ %684, %676 ]
  %689 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i64 0, i64 0), i8* noundef nonnull %3, i32 noundef signext %688)
  %690 = icmp eq i32 %688, 0
  br i1 %690, label %760, label %691

691:                                              ; preds = %687
  %692 = sext i32 %688 to i64
  %693 = add nsw i64 %692, -1
  %694 = and i64 %692, 7
  %695 = icmp ult i64 %693, 7
  br i1 %695, label %744, label %696

696:                                              ; preds = %691
  %697 = and i64 %692, -8
  br label %698

698:                                              ; preds = %698, %696
  %699 = phi i32 [ -2128831035, %696 ], [ %741, %698 ]
  %700 = phi i8* [ %3, %696 ], [ %737, %698 ]
  %701 = phi i64 [ 0, %696 ], [ %742, %698 ]
  %702 = getelementptr inbounds i8, i8* %700, i64 1
  %703 = load i8, i8* %700, align 1, !tbaa !14
  %704 = zext i8 %703 to i32
  %705 = xor i32 %699, %704
  %706 = mul i32 %705, 16777619
  %707 = getelementptr inbounds i8, i8* %700, i64 2
  %708 = load i8, i8* %702, align 1, !tbaa !14
  %709 = zext i8 %708 to i32
  %710 = xor i32 %706, %709
  %711 = mul i32 %710, 16777619
  %712 = getelementptr inbounds i8, i8* %700, i64 3
  %713 = load i8, i8* %707, align 1, !tbaa !14
  %714 = zext i8 %713 to i32
  %715 = xor i32 %711, %714
  %716 = mul i32 %715, 16777619
  %717 = getelementptr inbounds i8, i8* %700, i64 4
  %718 = load i8, i8* %712, align 1, !tbaa !14
  %719 = zext i8 %718 to i32
  %720 = xor i32 %716, %719
  %721 = mul i32 %720, 16777619
  %722 = getelementptr inbounds i8, i8* %700, i64 5
  %723 = load i8, i8* %717, align 1, !tbaa !14
  %724 = zext i8 %723 to i32
  %725 = xor i32 %721, %724
  %726 = mul i32 %725, 16777619
  %727 = getelementptr inbounds i8, i8* %700, i64 6
  %728 = load i8, i8* %722, align 1, !tbaa !14
  %729 = zext i8 %728 to i32
  %730 = xor i32 %726, %729
  %731 = mul i32 %730, 16777619
  %732 = getelementptr inbounds i8, i8* %700, i64 7
  %733 = load i8, i8* %727, align 1, !tbaa !14
  %734 = zext i8 %733 to i32
  %735 = xor i32 %731, %734
  %736 = mul i32 %735, 16777619
  %737 = getelementptr inbounds i8, i8* %700, i64 8
  %738 = load i8, i8* %732, align 1, !tbaa !14
  %739 = zext i8 %738 to i32
  %740 = xor i32 %736, %739
  %741 = mul i32 %740, 16777619
  %742 = add i64 %701, 8
  %743 = icmp eq i64 %742, %697
  br i1 %743, label %744, label %698, !llvm.loop !18

744:                                              ; preds = %698, %691
  %745 = phi i32 [ undef, %691 ], [ %741, %698 ]
  %746 = phi i32 [ -2128831035, %691 ], [ %741, %698 ]
  %747 = phi i8* [ %3, %691 ], [ %737, %698 ]
  %748 = icmp eq i64 %694, 0
  br i1 %748, label %760, label %749

749:                                              ; preds = %744, %749
  %750 = phi i32 [ %757, %749 ], [ %746, %744 ]
  %751 = phi i8* [ %753, %749 ], [ %747, %744 ]
  %752 = phi i64 [ %758, %749 ], [ 0, %744 ]
  %753 = getelementptr inbounds i8, i8* %751, i64 1
  %754 = load i8, i8* %751, align 1, !tbaa !14
  %755 = zext i8 %754 to i32
  %756 = xor i32 %750, %755
  %757 = mul i32 %756, 16777619
  %758 = add i64 %752, 1
  %759 = icmp eq i64 %758, %694
  br i1 %759, label %760, label %749, !llvm.loop !33

760:                                              ; preds = %744, %749, %687
  %761 = phi i32 [ -2128831035, %687 ], [ %745, %744 ], [ %757, %749 ]
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !27
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 0, i64 0), align 4, !tbaa !5
  br label %762

762:                                              ; preds = %760, %793
  %763 = phi i32 [ 1, %760 ], [ %794, %793 ]
  %764 = phi i32 [ 0, %760 ], [ %795, %793 ]
  %765 = icmp sgt i32 %763, 0
  br i1 %765, label %770, label %793

766:                                              ; preds = %770
  %767 = icmp ugt i64 %777, 999999999
  %768 = icmp slt i32 %784, 64
  %769 = select i1 %767, i1 %768, i1 false
  br i1 %769, label %787, label %793

770:                                              ; preds = %762, %770
  %771 = phi i64 [ %783, %770 ], [ 0, %762 ]
  %772 = phi i64 [ %779, %770 ], [ 0, %762 ]
  %773 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %771
  %774 = load i32, i32* %773, align 4, !tbaa !5
  %775 = zext i32 %774 to i64
  %776 = shl nuw nsw i64 %775, 1
  %777 = add nuw nsw i64 %776, %772
  %778 = freeze i64 %777
  %779 = udiv i64 %778, 1000000000
  %780 = mul i64 %779, 1000000000
  %781 = sub i64 %778, %780
  %782 = trunc i64 %781 to i32
  store i32 %782, i32* %773, align 4, !tbaa !5
  %783 = add nuw nsw i64 %771, 1
  %784 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !27
  %785 = sext i32 %784 to i64
  %786 = icmp slt i64 %783, %785
  br i1 %786, label %770, label %766, !llvm.loop !29

787:                                              ; preds = %766
  %788 = sext i32 %784 to i64
  %789 = trunc i64 %779 to i32
  %790 = add nsw i32 %784, 1
  store i32 %790, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !27
  %791 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %788
  store i32 %789, i32* %791, align 4, !tbaa !5
  %792 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4
  br label %793

793:                                              ; preds = %787, %762, %766
  %794 = phi i32 [ %792, %787 ], [ %763, %762 ], [ %784, %766 ]
  %795 = add nuw nsw i32 %764, 1
  %796 = icmp eq i32 %795, 300
  br i1 %796, label %797, label %762, !llvm.loop !34

797:                                              ; preds = %793
  %798 = add nsw i32 %794, -1
  %799 = sext i32 %798 to i64
  %800 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %799
  %801 = load i32, i32* %800, align 4, !tbaa !5
  %802 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %801) #7
  %803 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !27
  %804 = icmp sgt i32 %803, 1
  br i1 %804, label %805, label %819

805:                                              ; preds = %797
  %806 = add nsw i32 %803, -2
  %807 = zext i32 %806 to i64
  br label %808

808:                                              ; preds = %808, %805
  %809 = phi i64 [ %807, %805 ], [ %817, %808 ]
  %810 = phi i32 [ %802, %805 ], [ %816, %808 ]
  %811 = sext i32 %810 to i64
  %812 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %811
  %813 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %809
  %814 = load i32, i32* %813, align 4, !tbaa !5
  %815 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %812, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext %814) #7
  %816 = add nsw i32 %815, %810
  %817 = add nsw i64 %809, -1
  %818 = icmp eq i64 %809, 0
  br i1 %818, label %819, label %808, !llvm.loop !32

819:                                              ; preds = %808, %797
  %820 = phi i32 [ %802, %797 ], [ %816, %808 ]
  %821 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef nonnull %3)
  %822 = icmp eq i32 %820, 0
  br i1 %822, label %892, label %823

823:                                              ; preds = %819
  %824 = sext i32 %820 to i64
  %825 = add nsw i64 %824, -1
  %826 = and i64 %824, 7
  %827 = icmp ult i64 %825, 7
  br i1 %827, label %876, label %828

828:                                              ; preds = %823
  %829 = and i64 %824, -8
  br label %830

830:                                              ; preds = %830, %828
  %831 = phi i32 [ -2128831035, %828 ], [ %873, %830 ]
  %832 = phi i8* [ %3, %828 ], [ %869, %830 ]
  %833 = phi i64 [ 0, %828 ], [ %874, %830 ]
  %834 = getelementptr inbounds i8, i8* %832, i64 1
  %835 = load i8, i8* %832, align 1, !tbaa !14
  %836 = zext i8 %835 to i32
  %837 = xor i32 %831, %836
  %838 = mul i32 %837, 16777619
  %839 = getelementptr inbounds i8, i8* %832, i64 2
  %840 = load i8, i8* %834, align 1, !tbaa !14
  %841 = zext i8 %840 to i32
  %842 = xor i32 %838, %841
  %843 = mul i32 %842, 16777619
  %844 = getelementptr inbounds i8, i8* %832, i64 3
  %845 = load i8, i8* %839, align 1, !tbaa !14
  %846 = zext i8 %845 to i32
  %847 = xor i32 %843, %846
  %848 = mul i32 %847, 16777619
  %849 = getelementptr inbounds i8, i8* %832, i64 4
  %850 = load i8, i8* %844, align 1, !tbaa !14
  %851 = zext i8 %850 to i32
  %852 = xor i32 %848, %851
  %853 = mul i32 %852, 16777619
  %854 = getelementptr inbounds i8, i8* %832, i64 5
  %855 = load i8, i8* %849, align 1, !tbaa !14
  %856 = zext i8 %855 to i32
  %857 = xor i32 %853, %856
  %858 = mul i32 %857, 16777619
  %859 = getelementptr inbounds i8, i8* %832, i64 6
  %860 = load i8, i8* %854, align 1, !tbaa !14
  %861 = zext i8 %860 to i32
  %862 = xor i32 %858, %861
  %863 = mul i32 %862, 16777619
  %864 = getelementptr inbounds i8, i8* %832, i64 7
  %865 = load i8, i8* %859, align 1, !tbaa !14
  %866 = zext i8 %865 to i32
  %867 = xor i32 %863, %866
  %868 = mul i32 %867, 16777619
  %869 = getelementptr inbounds i8, i8* %832, i64 8
  %870 = load i8, i8* %864, align 1, !tbaa !14
  %871 = zext i8 %870 to i32
  %872 = xor i32 %868, %871
  %873 = mul i32 %872, 16777619
  %874 = add i64 %833, 8
  %875 = icmp eq i64 %874, %829
  br i1 %875, label %876, label %830, !llvm.loop !18

876:                                              ; preds = %830, %823
  %877 = phi i32 [ undef, %823 ], [ %873, %830 ]
  %878 = phi i32 [ -2128831035, %823 ], [ %873, %830 ]
  %879 = phi i8* [ %3, %823 ], [ %869, %830 ]
  %880 = icmp eq i64 %826, 0
  br i1 %880, label %892, label %881

881:                                              ; preds = %876, %881
  %882 = phi i32 [ %889, %881 ], [ %878, %876 ]
  %883 = phi i8* [ %885, %881 ], [ %879, %876 ]
  %884 = phi i64 [ %890, %881 ], [ 0, %876 ]
  %885 = getelementptr inbounds i8, i8* %883, i64 1
  %886 = load i8, i8* %883, align 1, !tbaa !14
  %887 = zext i8 %886 to i32
  %888 = xor i32 %882, %887
  %889 = mul i32 %888, 16777619
  %890 = add i64 %884, 1
  %891 = icmp eq i64 %890, %826
  br i1 %891, label %892, label %881, !llvm.loop !35

892:                                              ; preds = %876, %881, %819
  %893 = phi i32 [ -2128831035, %819 ], [ %877, %876 ], [ %889, %881 ]
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !27
  store i32 0, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 0, i64 0), align 4, !tbaa !5
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i64 0, i32 1), align 4, !tbaa !27
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i64 0, i32 0, i64 0), align 4, !tbaa !5
  br label %894

894:                                              ; preds = %992, %892
  %895 = phi i32 [ 1, %892 ], [ %993, %992 ]
  %896 = phi i32 [ 1, %892 ], [ %991, %992 ]
  %897 = phi i32 [ 0, %892 ], [ %989, %992 ]
  %898 = icmp sgt i32 %896, %895
  %899 = select i1 %898, i32 %896, i32 %895
  %900 = icmp sgt i32 %899, 0
  br i1 %900, label %902, label %901

901:                                              ; preds = %894
  store i32 %899, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i64 0, i32 1), align 4, !tbaa !27
  br label %988

902:                                              ; preds = %894
  %903 = sext i32 %896 to i64
  %904 = sext i32 %895 to i64
  %905 = zext i32 %899 to i64
  %906 = and i64 %905, 1
  %907 = icmp eq i32 %899, 1
  br i1 %907, label %956, label %908

908:                                              ; preds = %902
  %909 = and i64 %905, 4294967294
  br label %910

910:                                              ; preds = %944, %908
  %911 = phi i64 [ 0, %908 ], [ %953, %944 ]
  %912 = phi i32 [ 0, %908 ], [ %949, %944 ]
  %913 = phi i64 [ 0, %908 ], [ %954, %944 ]
  %914 = icmp slt i64 %911, %903
  br i1 %914, label %915, label %918

915:                                              ; preds = %910
  %916 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %911
  %917 = load i32, i32* %916, align 4, !tbaa !5
  br label %918

918:                                              ; preds = %915, %910
  %919 = phi i32 [ %917, %915 ], [ 0, %910 ]
  %920 = icmp slt i64 %911, %904
  br i1 %920, label %921, label %924

921:                                              ; preds = %918
  %922 = getelementptr inbounds %struct.big, %struct.big* @main.b, i64 0, i32 0, i64 %911
  %923 = load i32, i32* %922, align 4, !tbaa !5
  br label %924

924:                                              ; preds = %921, %918
  %925 = phi i32 [ %923, %921 ], [ 0, %918 ]
  %926 = add i32 %919, %912
  %927 = add i32 %926, %925
  %928 = icmp ugt i32 %927, 999999999
  %929 = zext i1 %928 to i32
  %930 = add i32 %927, -1000000000
  %931 = select i1 %928, i32 %930, i32 %927
  %932 = getelementptr inbounds %struct.big, %struct.big* @main.c, i64 0, i32 0, i64 %911
  store i32 %931, i32* %932, align 4, !tbaa !5
  %933 = or i64 %911, 1
  %934 = icmp slt i64 %933, %903
  br i1 %934, label %935, label %938

935:                                              ; preds = %924
  %936 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %933
  %937 = load i32, i32* %936, align 4, !tbaa !5
  br label %938

938:                                              ; preds = %935, %924
  %939 = phi i32 [ %937, %935 ], [ 0, %924 ]
  %940 = icmp slt i64 %933, %904
  br i1 %940, label %941, label %944

941:                                              ; preds = %938
  %942 = getelementptr inbounds %struct.big, %struct.big* @main.b, i64 0, i32 0, i64 %933
  %943 = load i32, i32* %942, align 4, !tbaa !5
  br label %944

944:                                              ; preds = %941, %938
  %945 = phi i32 [ %943, %941 ], [ 0, %938 ]
  %946 = add i32 %939, %929
  %947 = add i32 %946, %945
  %948 = icmp ugt i32 %947, 999999999
  %949 = zext i1 %948 to i32
  %950 = add i32 %947, -1000000000
  %951 = select i1 %948, i32 %950, i32 %947
  %952 = getelementptr inbounds %struct.big, %struct.big* @main.c, i64 0, i32 0, i64 %933
  store i32 %951, i32* %952, align 4, !tbaa !5
  %953 = add nuw nsw i64 %911, 2
  %954 = add i64 %913, 2
  %955 = icmp eq i64 %954, %909
  br i1 %955, label %956, label %910, !llvm.loop !36

956:                                              ; preds = %944, %902
  %957 = phi i1 [ undef, %902 ], [ %948, %944 ]
  %958 = phi i64 [ 0, %902 ], [ %953, %944 ]
  %959 = phi i32 [ 0, %902 ], [ %949, %944 ]
  %960 = icmp eq i64 %906, 0
  br i1 %960, label %980, label %961

961:                                              ; preds = %956
  %962 = icmp slt i64 %958, %903
  br i1 %962, label %963, label %966

963:                                              ; preds = %961
  %964 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %958
  %965 = load i32, i32* %964, align 4, !tbaa !5
  br label %966

966:                                              ; preds = %963, %961
  %967 = phi i32 [ %965, %963 ], [ 0, %961 ]
  %968 = icmp slt i64 %958, %904
  br i1 %968, label %969, label %972

969:                                              ; preds = %966
  %970 = getelementptr inbounds %struct.big, %struct.big* @main.b, i64 0, i32 0, i64 %958
  %971 = load i32, i32* %970, align 4, !tbaa !5
  br label %972

972:                                              ; preds = %969, %966
  %973 = phi i32 [ %971, %969 ], [ 0, %966 ]
  %974 = add i32 %967, %959
  %975 = add i32 %974, %973
  %976 = icmp ugt i32 %975, 999999999
  %977 = add i32 %975, -1000000000
  %978 = select i1 %976, i32 %977, i32 %975
  %979 = getelementptr inbounds %struct.big, %struct.big* @main.c, i64 0, i32 0, i64 %958
  store i32 %978, i32* %979, align 4, !tbaa !5
  br label %980

980:                                              ; preds = %956, %972
  %981 = phi i1 [ %957, %956 ], [ %976, %972 ]
  store i32 %899, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i64 0, i32 1), align 4, !tbaa !27
  %982 = icmp slt i32 %899, 64
  %983 = select i1 %981, i1 %982, i1 false
  br i1 %983, label %984, label %988

984:                                              ; preds = %980
  %985 = add nsw i32 %899, 1
  store i32 %985, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i64 0, i32 1), align 4, !tbaa !27
  %986 = sext i32 %899 to i64
  %987 = getelementptr inbounds %struct.big, %struct.big* @main.c, i64 0, i32 0, i64 %986
  store i32 1, i32* %987, align 4, !tbaa !5
  br label %988

988:                                              ; preds = %901, %980, %984
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.a to i8*), i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.b to i8*), i64 260, i1 false), !tbaa.struct !37
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.b to i8*), i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.c to i8*), i64 260, i1 false), !tbaa.struct !37
  %989 = add nuw nsw i32 %897, 1
  %990 = icmp eq i32 %989, 400
  %991 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !27
  br i1 %990, label %994, label %992, !llvm.loop !38

992:                                              ; preds = %988
  %993 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i64 0, i32 1), align 4, !tbaa !27
  br label %894

994:                                              ; preds = %988
  %995 = add nsw i32 %991, -1
  %996 = sext i32 %995 to i64
  %997 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %996
  %998 = load i32, i32* %997, align 4, !tbaa !5
  %999 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %998) #7
  %1000 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !27
  %1001 = icmp sgt i32 %1000, 1
  br i1 %1001, label %1002, label %1016

1002:                                             ; preds = %994
  %1003 = add nsw i32 %1000, -2
  %1004 = zext i32 %1003 to i64
  br label %1005

1005:                                             ; preds = %1005, %1002
  %1006 = phi i64 [ %1004, %1002 ], [ %1014, %1005 ]
  %1007 = phi i32 [ %999, %1002 ], [ %1013, %1005 ]
  %1008 = sext i32 %1007 to i64
  %1009 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %1008
  %1010 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %1006
  %1011 = load i32, i32* %1010, align 4, !tbaa !5
  %1012 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %1009, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext %1011) #7
  %1013 = add nsw i32 %1012, %1007
  %1014 = add nsw i64 %1006, -1
  %1015 = icmp eq i64 %1006, 0
  br i1 %1015, label %1016, label %1005, !llvm.loop !32

1016:                                             ; preds = %1005, %994
  %1017 = phi i32 [ %999, %994 ], [ %1013, %1005 ]
  %1018 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef nonnull %3)
  %1019 = icmp eq i32 %1017, 0
  br i1 %1019, label %1089, label %1020

1020:                                             ; preds = %1016
  %1021 = sext i32 %1017 to i64
  %1022 = add nsw i64 %1021, -1
  %1023 = and i64 %1021, 7
  %1024 = icmp ult i64 %1022, 7
  br i1 %1024, label %1073, label %1025

1025:                                             ; preds = %1020
  %1026 = and i64 %1021, -8
  br label %1027

1027:                                             ; preds = %1027, %1025
  %1028 = phi i32 [ -2128831035, %1025 ], [ %1070, %1027 ]
  %1029 = phi i8* [ %3, %1025 ], [ %1066, %1027 ]
  %1030 = phi i64 [ 0, %1025 ], [ %1071, %1027 ]
  %1031 = getelementptr inbounds i8, i8* %1029, i64 1
  %1032 = load i8, i8* %1029, align 1, !tbaa !14
  %1033 = zext i8 %1032 to i32
  %1034 = xor i32 %1028, %1033
  %1035 = mul i32 %1034, 16777619
  %1036 = getelementptr inbounds i8, i8* %1029, i64 2
  %1037 = load i8, i8* %1031, align 1, !tbaa !14
  %1038 = zext i8 %1037 to i32
  %1039 = xor i32 %1035, %1038
  %1040 = mul i32 %1039, 16777619
  %1041 = getelementptr inbounds i8, i8* %1029, i64 3
  %1042 = load i8, i8* %1036, align 1, !tbaa !14
  %1043 = zext i8 %1042 to i32
  %1044 = xor i32 %1040, %1043
  %1045 = mul i32 %1044, 16777619
  %1046 = getelementptr inbounds i8, i8* %1029, i64 4
  %1047 = load i8, i8* %1041, align 1, !tbaa !14
  %1048 = zext i8 %1047 to i32
  %1049 = xor i32 %1045, %1048
  %1050 = mul i32 %1049, 16777619
  %1051 = getelementptr inbounds i8, i8* %1029, i64 5
  %1052 = load i8, i8* %1046, align 1, !tbaa !14
  %1053 = zext i8 %1052 to i32
  %1054 = xor i32 %1050, %1053
  %1055 = mul i32 %1054, 16777619
  %1056 = getelementptr inbounds i8, i8* %1029, i64 6
  %1057 = load i8, i8* %1051, align 1, !tbaa !14
  %1058 = zext i8 %1057 to i32
  %1059 = xor i32 %1055, %1058
  %1060 = mul i32 %1059, 16777619
  %1061 = getelementptr inbounds i8, i8* %1029, i64 7
  %1062 = load i8, i8* %1056, align 1, !tbaa !14
  %1063 = zext i8 %1062 to i32
  %1064 = xor i32 %1060, %1063
  %1065 = mul i32 %1064, 16777619
  %1066 = getelementptr inbounds i8, i8* %1029, i64 8
  %1067 = load i8, i8* %1061, align 1, !tbaa !14
  %1068 = zext i8 %1067 to i32
  %1069 = xor i32 %1065, %1068
  %1070 = mul i32 %1069, 16777619
  %1071 = add i64 %1030, 8
  %1072 = icmp eq i64 %1071, %1026
  br i1 %1072, label %1073, label %1027, !llvm.loop !18

1073:                                             ; preds = %1027, %1020
  %1074 = phi i32 [ undef, %1020 ], [ %1070, %1027 ]
  %1075 = phi i32 [ -2128831035, %1020 ], [ %1070, %1027 ]
  %1076 = phi i8* [ %3, %1020 ], [ %1066, %1027 ]
  %1077 = icmp eq i64 %1023, 0
  br i1 %1077, label %1089, label %1078

1078:                                             ; preds = %1073, %1078
  %1079 = phi i32 [ %1086, %1078 ], [ %1075, %1073 ]
  %1080 = phi i8* [ %1082, %1078 ], [ %1076, %1073 ]
  %1081 = phi i64 [ %1087, %1078 ], [ 0, %1073 ]
  %1082 = getelementptr inbounds i8, i8* %1080, i64 1
  %1083 = load i8, i8* %1080, align 1, !tbaa !14
  %1084 = zext i8 %1083 to i32
  %1085 = xor i32 %1079, %1084
  %1086 = mul i32 %1085, 16777619
  %1087 = add i64 %1081, 1
  %1088 = icmp eq i64 %1087, %1023
  br i1 %1088, label %1089, label %1078, !llvm.loop !39

1089:                                             ; preds = %1073, %1078, %1016
  %1090 = phi i32 [ -2128831035, %1016 ], [ %1074, %1073 ], [ %1086, %1078 ]
  %1091 = bitcast [64 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %1091) #7
  %1092 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !27
  %1093 = shl nsw i32 %1092, 1
  %1094 = icmp slt i32 %1093, 64
  %1095 = select i1 %1094, i32 %1093, i32 64
  %1096 = icmp sgt i32 %1092, 0
  br i1 %1096, label %1098, label %1097

1097:                                             ; preds = %1089
  store i32 %1095, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !27
  br label %1213

1098:                                             ; preds = %1089
  %1099 = call i32 @llvm.smax.i32(i32 %1095, i32 1) #7
  %1100 = zext i32 %1099 to i64
  %1101 = shl nuw nsw i64 %1100, 3
  call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %1091, i8 0, i64 %1101, i1 false) #7, !tbaa !40
  %1102 = zext i32 %1092 to i64
  br label %1103

1103:                                             ; preds = %1143, %1098
  %1104 = phi i64 [ 0, %1098 ], [ %1144, %1143 ]
  %1105 = phi i32 [ 0, %1098 ], [ %1145, %1143 ]
  %1106 = trunc i64 %1104 to i32
  %1107 = call i32 @llvm.smax.i32(i32 %1095, i32 %1106) #7
  %1108 = add i32 %1107, %1105
  %1109 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %1104
  %1110 = zext i32 %1108 to i64
  br label %1111

1111:                                             ; preds = %1115, %1103
  %1112 = phi i64 [ 0, %1103 ], [ %1131, %1115 ]
  %1113 = phi i64 [ 0, %1103 ], [ %1128, %1115 ]
  %1114 = icmp eq i64 %1112, %1110
  br i1 %1114, label %1133, label %1115

1115:                                             ; preds = %1111
  %1116 = add nuw nsw i64 %1112, %1104
  %1117 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1116
  %1118 = load i64, i64* %1117, align 8, !tbaa !40
  %1119 = load i32, i32* %1109, align 4, !tbaa !5
  %1120 = zext i32 %1119 to i64
  %1121 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %1112
  %1122 = load i32, i32* %1121, align 4, !tbaa !5
  %1123 = zext i32 %1122 to i64
  %1124 = mul nuw i64 %1123, %1120
  %1125 = add i64 %1118, %1113
  %1126 = add i64 %1125, %1124
  %1127 = freeze i64 %1126
  %1128 = udiv i64 %1127, 1000000000
  %1129 = mul i64 %1128, 1000000000
  %1130 = sub i64 %1127, %1129
  store i64 %1130, i64* %1117, align 8, !tbaa !40
  %1131 = add nuw nsw i64 %1112, 1
  %1132 = icmp eq i64 %1131, %1102
  br i1 %1132, label %1133, label %1111, !llvm.loop !42

1133:                                             ; preds = %1115, %1111
  %1134 = phi i32 [ %1108, %1111 ], [ %1092, %1115 ]
  %1135 = phi i64 [ %1113, %1111 ], [ %1128, %1115 ]
  %1136 = add nuw nsw i32 %1134, %1106
  %1137 = icmp slt i32 %1136, %1095
  br i1 %1137, label %1138, label %1143

1138:                                             ; preds = %1133
  %1139 = zext i32 %1136 to i64
  %1140 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1139
  %1141 = load i64, i64* %1140, align 8, !tbaa !40
  %1142 = add i64 %1141, %1135
  store i64 %1142, i64* %1140, align 8, !tbaa !40
  br label %1143

1143:                                             ; preds = %1138, %1133
  %1144 = add nuw nsw i64 %1104, 1
  %1145 = add nsw i32 %1105, -1
  %1146 = icmp eq i64 %1144, %1102
  br i1 %1146, label %1147, label %1103, !llvm.loop !43

1147:                                             ; preds = %1143
  store i32 %1095, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !27
  %1148 = add nsw i64 %1100, -1
  %1149 = and i64 %1100, 7
  %1150 = icmp ult i64 %1148, 7
  br i1 %1150, label %1198, label %1151

1151:                                             ; preds = %1147
  %1152 = and i64 %1100, 2147483640
  br label %1153

1153:                                             ; preds = %1153, %1151
  %1154 = phi i64 [ 0, %1151 ], [ %1195, %1153 ]
  %1155 = phi i64 [ 0, %1151 ], [ %1196, %1153 ]
  %1156 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1154
  %1157 = load i64, i64* %1156, align 8, !tbaa !40
  %1158 = trunc i64 %1157 to i32
  %1159 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1154
  store i32 %1158, i32* %1159, align 4, !tbaa !5
  %1160 = or i64 %1154, 1
  %1161 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1160
  %1162 = load i64, i64* %1161, align 8, !tbaa !40
  %1163 = trunc i64 %1162 to i32
  %1164 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1160
  store i32 %1163, i32* %1164, align 4, !tbaa !5
  %1165 = or i64 %1154, 2
  %1166 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1165
  %1167 = load i64, i64* %1166, align 8, !tbaa !40
  %1168 = trunc i64 %1167 to i32
  %1169 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1165
  store i32 %1168, i32* %1169, align 4, !tbaa !5
  %1170 = or i64 %1154, 3
  %1171 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1170
  %1172 = load i64, i64* %1171, align 8, !tbaa !40
  %1173 = trunc i64 %1172 to i32
  %1174 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1170
  store i32 %1173, i32* %1174, align 4, !tbaa !5
  %1175 = or i64 %1154, 4
  %1176 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1175
  %1177 = load i64, i64* %1176, align 8, !tbaa !40
  %1178 = trunc i64 %1177 to i32
  %1179 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1175
  store i32 %1178, i32* %1179, align 4, !tbaa !5
  %1180 = or i64 %1154, 5
  %1181 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1180
  %1182 = load i64, i64* %1181, align 8, !tbaa !40
  %1183 = trunc i64 %1182 to i32
  %1184 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1180
  store i32 %1183, i32* %1184, align 4, !tbaa !5
  %1185 = or i64 %1154, 6
  %1186 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1185
  %1187 = load i64, i64* %1186, align 8, !tbaa !40
  %1188 = trunc i64 %1187 to i32
  %1189 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1185
  store i32 %1188, i32* %1189, align 4, !tbaa !5
  %1190 = or i64 %1154, 7
  %1191 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1190
  %1192 = load i64, i64* %1191, align 8, !tbaa !40
  %1193 = trunc i64 %1192 to i32
  %1194 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1190
  store i32 %1193, i32* %1194, align 4, !tbaa !5
  %1195 = add nuw nsw i64 %1154, 8
  %1196 = add i64 %1155, 8
  %1197 = icmp eq i64 %1196, %1152
  br i1 %1197, label %1198, label %1153, !llvm.loop !44

1198:                                             ; preds = %1153, %1147
  %1199 = phi i64 [ 0, %1147 ], [ %1195, %1153 ]
  %1200 = icmp eq i64 %1149, 0
  br i1 %1200, label %1211, label %1201

1201:                                             ; preds = %1198, %1201
  %1202 = phi i64 [ %1208, %1201 ], [ %1199, %1198 ]
  %1203 = phi i64 [ %1209, %1201 ], [ 0, %1198 ]
  %1204 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1202
  %1205 = load i64, i64* %1204, align 8, !tbaa !40
  %1206 = trunc i64 %1205 to i32
  %1207 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1202
  store i32 %1206, i32* %1207, align 4, !tbaa !5
  %1208 = add nuw nsw i64 %1202, 1
  %1209 = add i64 %1203, 1
  %1210 = icmp eq i64 %1209, %1149
  br i1 %1210, label %1211, label %1201, !llvm.loop !45

1211:                                             ; preds = %1201, %1198
  %1212 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !27
  br label %1213

1213:                                             ; preds = %1211, %1097
  %1214 = phi i32 [ %1212, %1211 ], [ %1095, %1097 ]
  %1215 = icmp sgt i32 %1214, 1
  br i1 %1215, label %1216, label %1238

1216:                                             ; preds = %1213
  %1217 = zext i32 %1214 to i64
  %1218 = add nsw i64 %1217, -1
  %1219 = and i64 %1218, 4294967295
  %1220 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1219
  %1221 = load i32, i32* %1220, align 4, !tbaa !5
  %1222 = icmp eq i32 %1221, 0
  br i1 %1222, label %1229, label %1238

1223:                                             ; preds = %1229
  %1224 = add nsw i64 %1230, -1
  %1225 = and i64 %1224, 4294967295
  %1226 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1225
  %1227 = load i32, i32* %1226, align 4, !tbaa !5
  %1228 = icmp eq i32 %1227, 0
  br i1 %1228, label %1229, label %1236, !llvm.loop !46

1229:                                             ; preds = %1216, %1223
  %1230 = phi i64 [ %1224, %1223 ], [ %1218, %1216 ]
  %1231 = phi i64 [ %1230, %1223 ], [ %1217, %1216 ]
  %1232 = trunc i64 %1230 to i32
  store i32 %1232, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !27
  %1233 = icmp ugt i64 %1231, 2
  br i1 %1233, label %1223, label %1234, !llvm.loop !46

1234:                                             ; preds = %1229
  %1235 = trunc i64 %1230 to i32
  br label %1238

1236:                                             ; preds = %1223
  %1237 = trunc i64 %1230 to i32
  br label %1238

1238:                                             ; preds = %1236, %1216, %1234, %1213
  %1239 = phi i32 [ %1214, %1213 ], [ %1235, %1234 ], [ %1214, %1216 ], [ %1237, %1236 ]
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %1091) #7
  %1240 = add nsw i32 %1239, -1
  %1241 = sext i32 %1240 to i64
  %1242 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1241
  %1243 = load i32, i32* %1242, align 4, !tbaa !5
  %1244 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %1243) #7
  %1245 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !27
  %1246 = icmp sgt i32 %1245, 1
  br i1 %1246, label %1247, label %1261

1247:                                             ; preds = %1238
  %1248 = add nsw i32 %1245, -2
  %1249 = zext i32 %1248 to i64
  br label %1250

1250:                                             ; preds = %1250, %1247
  %1251 = phi i64 [ %1249, %1247 ], [ %1259, %1250 ]
  %1252 = phi i32 [ %1244, %1247 ], [ %1258, %1250 ]
  %1253 = sext i32 %1252 to i64
  %1254 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %1253
  %1255 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1251
  %1256 = load i32, i32* %1255, align 4, !tbaa !5
  %1257 = call signext i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %1254, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef zeroext %1256) #7
  %1258 = add nsw i32 %1257, %1252
  %1259 = add nsw i64 %1251, -1
  %1260 = icmp eq i64 %1251, 0
  br i1 %1260, label %1261, label %1250, !llvm.loop !32

1261:                                             ; preds = %1250, %1238
  %1262 = phi i32 [ %1244, %1238 ], [ %1258, %1250 ]
  %1263 = sext i32 %1262 to i64
  %1264 = icmp eq i32 %1262, 0
  br i1 %1264, label %1271, label %1265

1265:                                             ; preds = %1261
  %1266 = add nsw i64 %1263, -1
  %1267 = and i64 %1263, 3
  %1268 = icmp ult i64 %1266, 3
  br i1 %1268, label %1319, label %1269

1269:                                             ; preds = %1265
  %1270 = and i64 %1263, -4
  br label %1273

1271:                                             ; preds = %1261
  %1272 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext 0, i32 noundef zeroext 0, i8* noundef nonnull %3)
  br label %1418

1273:                                             ; preds = %1273, %1269
  %1274 = phi i32 [ -1, %1269 ], [ %1316, %1273 ]
  %1275 = phi i8* [ %3, %1269 ], [ %1307, %1273 ]
  %1276 = phi i64 [ 0, %1269 ], [ %1317, %1273 ]
  %1277 = getelementptr inbounds i8, i8* %1275, i64 1
  %1278 = load i8, i8* %1275, align 1, !tbaa !14
  %1279 = zext i8 %1278 to i32
  %1280 = and i32 %1274, 255
  %1281 = xor i32 %1280, %1279
  %1282 = zext i32 %1281 to i64
  %1283 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1282
  %1284 = load i32, i32* %1283, align 4, !tbaa !5
  %1285 = lshr i32 %1274, 8
  %1286 = xor i32 %1284, %1285
  %1287 = getelementptr inbounds i8, i8* %1275, i64 2
  %1288 = load i8, i8* %1277, align 1, !tbaa !14
  %1289 = zext i8 %1288 to i32
  %1290 = and i32 %1286, 255
  %1291 = xor i32 %1290, %1289
  %1292 = zext i32 %1291 to i64
  %1293 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1292
  %1294 = load i32, i32* %1293, align 4, !tbaa !5
  %1295 = lshr i32 %1286, 8
  %1296 = xor i32 %1294, %1295
  %1297 = getelementptr inbounds i8, i8* %1275, i64 3
  %1298 = load i8, i8* %1287, align 1, !tbaa !14
  %1299 = zext i8 %1298 to i32
  %1300 = and i32 %1296, 255
  %1301 = xor i32 %1300, %1299
  %1302 = zext i32 %1301 to i64
  %1303 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1302
  %1304 = load i32, i32* %1303, align 4, !tbaa !5
  %1305 = lshr i32 %1296, 8
  %1306 = xor i32 %1304, %1305
  %1307 = getelementptr inbounds i8, i8* %1275, i64 4
  %1308 = load i8, i8* %1297, align 1, !tbaa !14
  %1309 = zext i8 %1308 to i32
  %1310 = and i32 %1306, 255
  %1311 = xor i32 %1310, %1309
  %1312 = zext i32 %1311 to i64
  %1313 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1312
  %1314 = load i32, i32* %1313, align 4, !tbaa !5
  %1315 = lshr i32 %1306, 8
  %1316 = xor i32 %1314, %1315
  %1317 = add i64 %1276, 4
  %1318 = icmp eq i64 %1317, %1270
  br i1 %1318, label %1319, label %1273, !llvm.loop !15

1319:                                             ; preds = %1273, %1265
  %1320 = phi i32 [ undef, %1265 ], [ %1316, %1273 ]
  %1321 = phi i32 [ -1, %1265 ], [ %1316, %1273 ]
  %1322 = phi i8* [ %3, %1265 ], [ %1307, %1273 ]
  %1323 = icmp eq i64 %1267, 0
  br i1 %1323, label %1340, label %1324

1324:                                             ; preds = %1319, %1324
  %1325 = phi i32 [ %1337, %1324 ], [ %1321, %1319 ]
  %1326 = phi i8* [ %1328, %1324 ], [ %1322, %1319 ]
  %1327 = phi i64 [ %1338, %1324 ], [ 0, %1319 ]
  %1328 = getelementptr inbounds i8, i8* %1326, i64 1
  %1329 = load i8, i8* %1326, align 1, !tbaa !14
  %1330 = zext i8 %1329 to i32
  %1331 = and i32 %1325, 255
  %1332 = xor i32 %1331, %1330
  %1333 = zext i32 %1332 to i64
  %1334 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1333
  %1335 = load i32, i32* %1334, align 4, !tbaa !5
  %1336 = lshr i32 %1325, 8
  %1337 = xor i32 %1335, %1336
  %1338 = add i64 %1327, 1
  %1339 = icmp eq i64 %1338, %1267
  br i1 %1339, label %1340, label %1324, !llvm.loop !47

1340:                                             ; preds = %1324, %1319
  %1341 = phi i32 [ %1320, %1319 ], [ %1337, %1324 ]
  %1342 = xor i32 %1341, -1
  %1343 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext %1262, i32 noundef zeroext %1342, i8* noundef nonnull %3)
  %1344 = and i64 %1263, 3
  %1345 = icmp ult i64 %1266, 3
  br i1 %1345, label %1394, label %1346

1346:                                             ; preds = %1340
  %1347 = and i64 %1263, -4
  br label %1348

1348:                                             ; preds = %1348, %1346
  %1349 = phi i32 [ -1, %1346 ], [ %1391, %1348 ]
  %1350 = phi i8* [ %3, %1346 ], [ %1382, %1348 ]
  %1351 = phi i64 [ 0, %1346 ], [ %1392, %1348 ]
  %1352 = getelementptr inbounds i8, i8* %1350, i64 1
  %1353 = load i8, i8* %1350, align 1, !tbaa !14
  %1354 = zext i8 %1353 to i32
  %1355 = and i32 %1349, 255
  %1356 = xor i32 %1355, %1354
  %1357 = zext i32 %1356 to i64
  %1358 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1357
  %1359 = load i32, i32* %1358, align 4, !tbaa !5
  %1360 = lshr i32 %1349, 8
  %1361 = xor i32 %1359, %1360
  %1362 = getelementptr inbounds i8, i8* %1350, i64 2
  %1363 = load i8, i8* %1352, align 1, !tbaa !14
  %1364 = zext i8 %1363 to i32
  %1365 = and i32 %1361, 255
  %1366 = xor i32 %1365, %1364
  %1367 = zext i32 %1366 to i64
  %1368 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1367
  %1369 = load i32, i32* %1368, align 4, !tbaa !5
  %1370 = lshr i32 %1361, 8
  %1371 = xor i32 %1369, %1370
  %1372 = getelementptr inbounds i8, i8* %1350, i64 3
  %1373 = load i8, i8* %1362, align 1, !tbaa !14
  %1374 = zext i8 %1373 to i32
  %1375 = and i32 %1371, 255
  %1376 = xor i32 %1375, %1374
  %1377 = zext i32 %1376 to i64
  %1378 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1377
  %1379 = load i32, i32* %1378, align 4, !tbaa !5
  %1380 = lshr i32 %1371, 8
  %1381 = xor i32 %1379, %1380
  %1382 = getelementptr inbounds i8, i8* %1350, i64 4
  %1383 = load i8, i8* %1372, align 1, !tbaa !14
  %1384 = zext i8 %1383 to i32
  %1385 = and i32 %1381, 255
  %1386 = xor i32 %1385, %1384
  %1387 = zext i32 %1386 to i64
  %1388 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1387
  %1389 = load i32, i32* %1388, align 4, !tbaa !5
  %1390 = lshr i32 %1381, 8
  %1391 = xor i32 %1389, %1390
  %1392 = add i64 %1351, 4
  %1393 = icmp eq i64 %1392, %1347
  br i1 %1393, label %1394, label %1348, !llvm.loop !15

1394:                                             ; preds = %1348, %1340
  %1395 = phi i32 [ undef, %1340 ], [ %1391, %1348 ]
  %1396 = phi i32 [ -1, %1340 ], [ %1391, %1348 ]
  %1397 = phi i8* [ %3, %1340 ], [ %1382, %1348 ]
  %1398 = icmp eq i64 %1344, 0
  br i1 %1398, label %1415, label %1399

1399:                                             ; preds = %1394, %1399
  %1400 = phi i32 [ %1412, %1399 ], [ %1396, %1394 ]
  %1401 = phi i8* [ %1403, %1399 ], [ %1397, %1394 ]
  %1402 = phi i64 [ %1413, %1399 ], [ 0, %1394 ]
  %1403 = getelementptr inbounds i8, i8* %1401, i64 1
  %1404 = load i8, i8* %1401, align 1, !tbaa !14
  %1405 = zext i8 %1404 to i32
  %1406 = and i32 %1400, 255
  %1407 = xor i32 %1406, %1405
  %1408 = zext i32 %1407 to i64
  %1409 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1408
  %1410 = load i32, i32* %1409, align 4, !tbaa !5
  %1411 = lshr i32 %1400, 8
  %1412 = xor i32 %1410, %1411
  %1413 = add i64 %1402, 1
  %1414 = icmp eq i64 %1413, %1344
  br i1 %1414, label %1415, label %1399, !llvm.loop !48

1415:                                             ; preds = %1399, %1394
  %1416 = phi i32 [ %1395, %1394 ], [ %1412, %1399 ]
  %1417 = xor i32 %1416, -1
  br label %1418

1418:                                             ; preds = %1271, %1415
  %1419 = phi i32 [ %1417, %1415 ], [ 0, %1271 ]
  %1420 = trunc i64 %461 to i32
  %1421 = xor i32 %614, %1420
  %1422 = xor i32 %1421, -1
  %1423 = add i32 %353, %1422
  %1424 = mul i32 %1423, 31
  %1425 = add i32 %761, %1424
  %1426 = mul i32 %1425, 31
  %1427 = add i32 %893, %1426
  %1428 = mul i32 %1427, 31
  %1429 = add i32 %1090, %1428
  %1430 = xor i32 %1419, %1429
  %1431 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef zeroext %1430)
  %1432 = and i32 %1430, 127
  call void @llvm.lifetime.end.p0i8(i64 600, i8* nonnull %3) #7
  ret i32 %1432
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
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = !{!28, !6, i64 256}
!28 = !{!"big", !7, i64 0, !6, i64 256}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !17}
!34 = distinct !{!34, !10}
!35 = distinct !{!35, !17}
!36 = distinct !{!36, !10}
!37 = !{i64 0, i64 256, !14, i64 256, i64 4, !5}
!38 = distinct !{!38, !10}
!39 = distinct !{!39, !17}
!40 = !{!41, !41, i64 0}
!41 = !{!"long", !7, i64 0}
!42 = distinct !{!42, !10}
!43 = distinct !{!43, !10}
!44 = distinct !{!44, !10}
!45 = distinct !{!45, !17}
!46 = distinct !{!46, !10}
!47 = distinct !{!47, !17}
!48 = distinct !{!48, !17}
