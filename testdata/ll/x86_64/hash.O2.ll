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
  store <4 x i32> %46, <4 x i32>* %48, align 16, !tbaa !5
  %49 = add nuw i64 %5, 4
  %50 = add <4 x i32> %6, <i32 4, i32 4, i32 4, i32 4>
  %51 = icmp eq i64 %49, 256
  br i1 %51, label %52, label %4, !llvm.loop !9

52:                                               ; preds = %4
  %53 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 1), align 4, !tbaa !5
  %54 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 128), align 16, !tbaa !5
  %55 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 255), align 4, !tbaa !5
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.7, i64 0, i64 0), i32 noundef %53, i32 noundef %54, i32 noundef %55)
  br label %57

57:                                               ; preds = %52, %255
  %58 = phi i64 [ 0, %52 ], [ %267, %255 ]
  %59 = phi i32 [ 0, %52 ], [ %266, %255 ]
  %60 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.inputs, i64 0, i64 %58
  %61 = load i8*, i8** %60, align 8, !tbaa !12
  %62 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %61) #8
  %63 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %64 = zext i32 %63 to i64
  %65 = mul i64 %62, %64
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %255, label %67

67:                                               ; preds = %57
  %68 = add i64 %65, -1
  %69 = and i64 %65, 1
  %70 = icmp eq i64 %68, 0
  br i1 %70, label %99, label %71

71:                                               ; preds = %67
  %72 = and i64 %65, -2
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i32 [ -1, %71 ], [ %96, %73 ]
  %75 = phi i8* [ %61, %71 ], [ %87, %73 ]
  %76 = phi i64 [ 0, %71 ], [ %97, %73 ]
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
  %97 = add i64 %76, 2
  %98 = icmp eq i64 %97, %72
  br i1 %98, label %99, label %73, !llvm.loop !15

99:                                               ; preds = %73, %67
  %100 = phi i32 [ undef, %67 ], [ %96, %73 ]
  %101 = phi i32 [ -1, %67 ], [ %96, %73 ]
  %102 = phi i8* [ %61, %67 ], [ %87, %73 ]
  %103 = icmp eq i64 %69, 0
  br i1 %103, label %114, label %104

104:                                              ; preds = %99
  %105 = load i8, i8* %102, align 1, !tbaa !14
  %106 = zext i8 %105 to i32
  %107 = and i32 %101, 255
  %108 = xor i32 %107, %106
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %109
  %111 = load i32, i32* %110, align 4, !tbaa !5
  %112 = lshr i32 %101, 8
  %113 = xor i32 %111, %112
  br label %114

114:                                              ; preds = %99, %104
  %115 = phi i32 [ %100, %99 ], [ %113, %104 ]
  %116 = xor i32 %115, -1
  %117 = and i64 %65, 3
  %118 = icmp ult i64 %68, 3
  br i1 %118, label %147, label %119

119:                                              ; preds = %114
  %120 = and i64 %65, -4
  br label %121

121:                                              ; preds = %121, %119
  %122 = phi i32 [ -2128831035, %119 ], [ %144, %121 ]
  %123 = phi i8* [ %61, %119 ], [ %140, %121 ]
  %124 = phi i64 [ 0, %119 ], [ %145, %121 ]
  %125 = getelementptr inbounds i8, i8* %123, i64 1
  %126 = load i8, i8* %123, align 1, !tbaa !14
  %127 = zext i8 %126 to i32
  %128 = xor i32 %122, %127
  %129 = mul i32 %128, 16777619
  %130 = getelementptr inbounds i8, i8* %123, i64 2
  %131 = load i8, i8* %125, align 1, !tbaa !14
  %132 = zext i8 %131 to i32
  %133 = xor i32 %129, %132
  %134 = mul i32 %133, 16777619
  %135 = getelementptr inbounds i8, i8* %123, i64 3
  %136 = load i8, i8* %130, align 1, !tbaa !14
  %137 = zext i8 %136 to i32
  %138 = xor i32 %134, %137
  %139 = mul i32 %138, 16777619
  %140 = getelementptr inbounds i8, i8* %123, i64 4
  %141 = load i8, i8* %135, align 1, !tbaa !14
  %142 = zext i8 %141 to i32
  %143 = xor i32 %139, %142
  %144 = mul i32 %143, 16777619
  %145 = add i64 %124, 4
  %146 = icmp eq i64 %145, %120
  br i1 %146, label %147, label %121, !llvm.loop !16

147:                                              ; preds = %121, %114
  %148 = phi i32 [ undef, %114 ], [ %144, %121 ]
  %149 = phi i32 [ -2128831035, %114 ], [ %144, %121 ]
  %150 = phi i8* [ %61, %114 ], [ %140, %121 ]
  %151 = icmp eq i64 %117, 0
  br i1 %151, label %163, label %152

152:                                              ; preds = %147, %152
  %153 = phi i32 [ %160, %152 ], [ %149, %147 ]
  %154 = phi i8* [ %156, %152 ], [ %150, %147 ]
  %155 = phi i64 [ %161, %152 ], [ 0, %147 ]
  %156 = getelementptr inbounds i8, i8* %154, i64 1
  %157 = load i8, i8* %154, align 1, !tbaa !14
  %158 = zext i8 %157 to i32
  %159 = xor i32 %153, %158
  %160 = mul i32 %159, 16777619
  %161 = add i64 %155, 1
  %162 = icmp eq i64 %161, %117
  br i1 %162, label %163, label %152, !llvm.loop !17

163:                                              ; preds = %152, %147
  %164 = phi i32 [ %148, %147 ], [ %160, %152 ]
  %165 = and i64 %65, 1
  %166 = icmp eq i64 %68, 0
  br i1 %166, label %190, label %167

167:                                              ; preds = %163
  %168 = and i64 %65, -2
  br label %169

169:                                              ; preds = %169, %167
  %170 = phi i32 [ 0, %167 ], [ %187, %169 ]
  %171 = phi i32 [ 1, %167 ], [ %185, %169 ]
  %172 = phi i8* [ %61, %167 ], [ %181, %169 ]
  %173 = phi i64 [ 0, %167 ], [ %188, %169 ]
  %174 = getelementptr inbounds i8, i8* %172, i64 1
  %175 = load i8, i8* %172, align 1, !tbaa !14
  %176 = zext i8 %175 to i32
  %177 = add nuw nsw i32 %171, %176
  %178 = urem i32 %177, 65521
  %179 = add nuw nsw i32 %178, %170
  %180 = urem i32 %179, 65521
  %181 = getelementptr inbounds i8, i8* %172, i64 2
  %182 = load i8, i8* %174, align 1, !tbaa !14
  %183 = zext i8 %182 to i32
  %184 = add nuw nsw i32 %178, %183
  %185 = urem i32 %184, 65521
  %186 = add nuw nsw i32 %185, %180
  %187 = urem i32 %186, 65521
  %188 = add i64 %173, 2
  %189 = icmp eq i64 %188, %168
  br i1 %189, label %190, label %169, !llvm.loop !19

190:                                              ; preds = %169, %163
  %191 = phi i32 [ undef, %163 ], [ %185, %169 ]
  %192 = phi i32 [ undef, %163 ], [ %187, %169 ]
  %193 = phi i32 [ 0, %163 ], [ %187, %169 ]
  %194 = phi i32 [ 1, %163 ], [ %185, %169 ]
  %195 = phi i8* [ %61, %163 ], [ %181, %169 ]
  %196 = icmp eq i64 %165, 0
  br i1 %196, label %204, label %197

197:                                              ; preds = %190
  %198 = load i8, i8* %195, align 1, !tbaa !14
  %199 = zext i8 %198 to i32
  %200 = add nuw nsw i32 %194, %199
  %201 = urem i32 %200, 65521
  %202 = add nuw nsw i32 %201, %193
  %203 = urem i32 %202, 65521
  br label %204

204:                                              ; preds = %190, %197
  %205 = phi i32 [ %191, %190 ], [ %201, %197 ]
  %206 = phi i32 [ %192, %190 ], [ %203, %197 ]
  %207 = shl nuw i32 %206, 16
  %208 = or i32 %207, %205
  %209 = and i64 %65, 3
  %210 = icmp ult i64 %68, 3
  br i1 %210, label %239, label %211

211:                                              ; preds = %204
  %212 = and i64 %65, -4
  br label %213

213:                                              ; preds = %213, %211
  %214 = phi i64 [ -3750763034362895579, %211 ], [ %236, %213 ]
  %215 = phi i8* [ %61, %211 ], [ %232, %213 ]
  %216 = phi i64 [ 0, %211 ], [ %237, %213 ]
  %217 = getelementptr inbounds i8, i8* %215, i64 1
  %218 = load i8, i8* %215, align 1, !tbaa !14
  %219 = zext i8 %218 to i64
  %220 = xor i64 %214, %219
  %221 = mul i64 %220, 1099511628211
  %222 = getelementptr inbounds i8, i8* %215, i64 2
  %223 = load i8, i8* %217, align 1, !tbaa !14
  %224 = zext i8 %223 to i64
  %225 = xor i64 %221, %224
  %226 = mul i64 %225, 1099511628211
  %227 = getelementptr inbounds i8, i8* %215, i64 3
  %228 = load i8, i8* %222, align 1, !tbaa !14
  %229 = zext i8 %228 to i64
  %230 = xor i64 %226, %229
  %231 = mul i64 %230, 1099511628211
  %232 = getelementptr inbounds i8, i8* %215, i64 4
  %233 = load i8, i8* %227, align 1, !tbaa !14
  %234 = zext i8 %233 to i64
  %235 = xor i64 %231, %234
  %236 = mul i64 %235, 1099511628211
  %237 = add i64 %216, 4
  %238 = icmp eq i64 %237, %212
  br i1 %238, label %239, label %213, !llvm.loop !20

239:                                              ; preds = %213, %204
  %240 = phi i64 [ undef, %204 ], [ %236, %213 ]
  %241 = phi i64 [ -3750763034362895579, %204 ], [ %236, %213 ]
  %242 = phi i8* [ %61, %204 ], [ %232, %213 ]
  %243 = icmp eq i64 %209, 0
  br i1 %243, label %255, label %244

244:                                              ; preds = %239, %244
  %245 = phi i64 [ %252, %244 ], [ %241, %239 ]
  %246 = phi i8* [ %248, %244 ], [ %242, %239 ]
  %247 = phi i64 [ %253, %244 ], [ 0, %239 ]
  %248 = getelementptr inbounds i8, i8* %246, i64 1
  %249 = load i8, i8* %246, align 1, !tbaa !14
  %250 = zext i8 %249 to i64
  %251 = xor i64 %245, %250
  %252 = mul i64 %251, 1099511628211
  %253 = add i64 %247, 1
  %254 = icmp eq i64 %253, %209
  br i1 %254, label %255, label %244, !llvm.loop !21

255:                                              ; preds = %239, %244, %57
  %256 = phi i32 [ 1, %57 ], [ %208, %244 ], [ %208, %239 ]
  %257 = phi i32 [ 0, %57 ], [ %116, %244 ], [ %116, %239 ]
  %258 = phi i32 [ -2128831035, %57 ], [ %164, %244 ], [ %164, %239 ]
  %259 = phi i64 [ -3750763034362895579, %57 ], [ %240, %239 ], [ %252, %244 ]
  %260 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.8, i64 0, i64 0), i8* noundef %61, i32 noundef %257, i32 noundef %258, i64 noundef %259, i32 noundef %256)
  %261 = lshr i64 %259, 16
  %262 = trunc i64 %261 to i32
  %263 = add i32 %257, %256
  %264 = add i32 %263, %258
  %265 = add i32 %264, %262
  %266 = xor i32 %265, %59
  %267 = add nuw nsw i64 %58, 1
  %268 = icmp eq i64 %267, 7
  br i1 %268, label %269, label %57, !llvm.loop !22

269:                                              ; preds = %255
  %270 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %271 = mul i32 %270, 42
  %272 = zext i32 %271 to i64
  br label %273

273:                                              ; preds = %269, %289
  %274 = phi i64 [ 0, %269 ], [ %296, %289 ]
  %275 = phi i64 [ %272, %269 ], [ %290, %289 ]
  %276 = trunc i64 %274 to i32
  %277 = and i32 %276, 7
  %278 = icmp eq i32 %277, 0
  br i1 %278, label %279, label %289

279:                                              ; preds = %273
  %280 = add i64 %275, -7046029254386353131
  %281 = lshr i64 %280, 30
  %282 = xor i64 %281, %280
  %283 = mul i64 %282, -4658895280553007687
  %284 = lshr i64 %283, 27
  %285 = xor i64 %284, %283
  %286 = mul i64 %285, -7723592293110705685
  %287 = lshr i64 %286, 31
  %288 = xor i64 %287, %286
  br label %289

289:                                              ; preds = %279, %273
  %290 = phi i64 [ %288, %279 ], [ %275, %273 ]
  %291 = shl nuw nsw i32 %277, 3
  %292 = zext i32 %291 to i64
  %293 = lshr i64 %290, %292
  %294 = trunc i64 %293 to i8
  %295 = getelementptr inbounds [20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 %274
  store i8 %294, i8* %295, align 1, !tbaa !14
  %296 = add nuw nsw i64 %274, 1
  %297 = icmp eq i64 %296, 20000
  br i1 %297, label %298, label %273, !llvm.loop !23

298:                                              ; preds = %289, %298
  %299 = phi i64 [ %327, %298 ], [ -3750763034362895579, %289 ]
  %300 = phi i64 [ %322, %298 ], [ 2500, %289 ]
  %301 = phi i8* [ %323, %298 ], [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), %289 ]
  %302 = getelementptr inbounds i8, i8* %301, i64 1
  %303 = load i8, i8* %301, align 1, !tbaa !14
  %304 = zext i8 %303 to i64
  %305 = xor i64 %299, %304
  %306 = mul i64 %305, 1099511628211
  %307 = getelementptr inbounds i8, i8* %301, i64 2
  %308 = load i8, i8* %302, align 1, !tbaa !14
  %309 = zext i8 %308 to i64
  %310 = xor i64 %306, %309
  %311 = mul i64 %310, 1099511628211
  %312 = getelementptr inbounds i8, i8* %301, i64 3
  %313 = load i8, i8* %307, align 1, !tbaa !14
  %314 = zext i8 %313 to i64
  %315 = xor i64 %311, %314
  %316 = mul i64 %315, 1099511628211
  %317 = getelementptr inbounds i8, i8* %301, i64 4
  %318 = load i8, i8* %312, align 1, !tbaa !14
  %319 = zext i8 %318 to i64
  %320 = xor i64 %316, %319
  %321 = mul i64 %320, 1099511628211
  %322 = add nsw i64 %300, -5
  %323 = getelementptr inbounds i8, i8* %301, i64 5
  %324 = load i8, i8* %317, align 1, !tbaa !14
  %325 = zext i8 %324 to i64
  %326 = xor i64 %321, %325
  %327 = mul i64 %326, 1099511628211
  %328 = icmp eq i64 %322, 0
  br i1 %328, label %329, label %298, !llvm.loop !20

329:                                              ; preds = %298
  %330 = lshr i64 %327, 30
  %331 = xor i64 %330, %327
  %332 = mul i64 %331, -4658895280553007687
  %333 = lshr i64 %332, 27
  %334 = xor i64 %333, %332
  %335 = mul i64 %334, -7723592293110705685
  %336 = lshr i64 %335, 31
  br label %337

337:                                              ; preds = %337, %329
  %338 = phi i64 [ -3750763034362895579, %329 ], [ %366, %337 ]
  %339 = phi i64 [ 2500, %329 ], [ %361, %337 ]
  %340 = phi i8* [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 2500), %329 ], [ %362, %337 ]
  %341 = getelementptr inbounds i8, i8* %340, i64 1
  %342 = load i8, i8* %340, align 1, !tbaa !14
  %343 = zext i8 %342 to i64
  %344 = xor i64 %338, %343
  %345 = mul i64 %344, 1099511628211
  %346 = getelementptr inbounds i8, i8* %340, i64 2
  %347 = load i8, i8* %341, align 1, !tbaa !14
  %348 = zext i8 %347 to i64
  %349 = xor i64 %345, %348
  %350 = mul i64 %349, 1099511628211
  %351 = getelementptr inbounds i8, i8* %340, i64 3
  %352 = load i8, i8* %346, align 1, !tbaa !14
  %353 = zext i8 %352 to i64
  %354 = xor i64 %350, %353
  %355 = mul i64 %354, 1099511628211
  %356 = getelementptr inbounds i8, i8* %340, i64 4
  %357 = load i8, i8* %351, align 1, !tbaa !14
  %358 = zext i8 %357 to i64
  %359 = xor i64 %355, %358
  %360 = mul i64 %359, 1099511628211
  %361 = add nsw i64 %339, -5
  %362 = getelementptr inbounds i8, i8* %340, i64 5
  %363 = load i8, i8* %356, align 1, !tbaa !14
  %364 = zext i8 %363 to i64
  %365 = xor i64 %360, %364
  %366 = mul i64 %365, 1099511628211
  %367 = icmp eq i64 %361, 0
  br i1 %367, label %368, label %337, !llvm.loop !20

368:                                              ; preds = %337
  %369 = xor i64 %335, %336
  %370 = add i64 %366, 2500
  %371 = lshr i64 %370, 30
  %372 = xor i64 %371, %370
  %373 = mul i64 %372, -4658895280553007687
  %374 = lshr i64 %373, 27
  %375 = xor i64 %374, %373
  %376 = mul i64 %375, -7723592293110705685
  %377 = xor i64 %376, %369
  br label %378

378:                                              ; preds = %378, %368
  %379 = phi i64 [ -3750763034362895579, %368 ], [ %407, %378 ]
  %380 = phi i64 [ 2500, %368 ], [ %402, %378 ]
  %381 = phi i8* [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 5000), %368 ], [ %403, %378 ]
  %382 = getelementptr inbounds i8, i8* %381, i64 1
  %383 = load i8, i8* %381, align 1, !tbaa !14
  %384 = zext i8 %383 to i64
  %385 = xor i64 %379, %384
  %386 = mul i64 %385, 1099511628211
  %387 = getelementptr inbounds i8, i8* %381, i64 2
  %388 = load i8, i8* %382, align 1, !tbaa !14
  %389 = zext i8 %388 to i64
  %390 = xor i64 %386, %389
  %391 = mul i64 %390, 1099511628211
  %392 = getelementptr inbounds i8, i8* %381, i64 3
  %393 = load i8, i8* %387, align 1, !tbaa !14
  %394 = zext i8 %393 to i64
  %395 = xor i64 %391, %394
  %396 = mul i64 %395, 1099511628211
  %397 = getelementptr inbounds i8, i8* %381, i64 4
  %398 = load i8, i8* %392, align 1, !tbaa !14
  %399 = zext i8 %398 to i64
  %400 = xor i64 %396, %399
  %401 = mul i64 %400, 1099511628211
  %402 = add nsw i64 %380, -5
  %403 = getelementptr inbounds i8, i8* %381, i64 5
  %404 = load i8, i8* %397, align 1, !tbaa !14
  %405 = zext i8 %404 to i64
  %406 = xor i64 %401, %405
  %407 = mul i64 %406, 1099511628211
  %408 = icmp eq i64 %402, 0
  br i1 %408, label %409, label %378, !llvm.loop !20

409:                                              ; preds = %378
  %410 = lshr i64 %376, 31
  %411 = xor i64 %377, %410
  %412 = add i64 %407, 5000
  %413 = lshr i64 %412, 30
  %414 = xor i64 %413, %412
  %415 = mul i64 %414, -4658895280553007687
  %416 = lshr i64 %415, 27
  %417 = xor i64 %416, %415
  %418 = mul i64 %417, -7723592293110705685
  %419 = xor i64 %418, %411
  br label %420

420:                                              ; preds = %420, %409
  %421 = phi i64 [ -3750763034362895579, %409 ], [ %449, %420 ]
  %422 = phi i64 [ 2500, %409 ], [ %444, %420 ]
  %423 = phi i8* [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 7500), %409 ], [ %445, %420 ]
  %424 = getelementptr inbounds i8, i8* %423, i64 1
  %425 = load i8, i8* %423, align 1, !tbaa !14
  %426 = zext i8 %425 to i64
  %427 = xor i64 %421, %426
  %428 = mul i64 %427, 1099511628211
  %429 = getelementptr inbounds i8, i8* %423, i64 2
  %430 = load i8, i8* %424, align 1, !tbaa !14
  %431 = zext i8 %430 to i64
  %432 = xor i64 %428, %431
  %433 = mul i64 %432, 1099511628211
  %434 = getelementptr inbounds i8, i8* %423, i64 3
  %435 = load i8, i8* %429, align 1, !tbaa !14
  %436 = zext i8 %435 to i64
  %437 = xor i64 %433, %436
  %438 = mul i64 %437, 1099511628211
  %439 = getelementptr inbounds i8, i8* %423, i64 4
  %440 = load i8, i8* %434, align 1, !tbaa !14
  %441 = zext i8 %440 to i64
  %442 = xor i64 %438, %441
  %443 = mul i64 %442, 1099511628211
  %444 = add nsw i64 %422, -5
  %445 = getelementptr inbounds i8, i8* %423, i64 5
  %446 = load i8, i8* %439, align 1, !tbaa !14
  %447 = zext i8 %446 to i64
  %448 = xor i64 %443, %447
  %449 = mul i64 %448, 1099511628211
  %450 = icmp eq i64 %444, 0
  br i1 %450, label %451, label %420, !llvm.loop !20

451:                                              ; preds = %420
  %452 = lshr i64 %418, 31
  %453 = xor i64 %419, %452
  %454 = add i64 %449, 7500
  %455 = lshr i64 %454, 30
  %456 = xor i64 %455, %454
  %457 = mul i64 %456, -4658895280553007687
  %458 = lshr i64 %457, 27
  %459 = xor i64 %458, %457
  %460 = mul i64 %459, -7723592293110705685
  %461 = xor i64 %460, %453
  br label %462

462:                                              ; preds = %462, %451
  %463 = phi i64 [ -3750763034362895579, %451 ], [ %491, %462 ]
  %464 = phi i64 [ 2500, %451 ], [ %486, %462 ]
  %465 = phi i8* [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 10000), %451 ], [ %487, %462 ]
  %466 = getelementptr inbounds i8, i8* %465, i64 1
  %467 = load i8, i8* %465, align 1, !tbaa !14
  %468 = zext i8 %467 to i64
  %469 = xor i64 %463, %468
  %470 = mul i64 %469, 1099511628211
  %471 = getelementptr inbounds i8, i8* %465, i64 2
  %472 = load i8, i8* %466, align 1, !tbaa !14
  %473 = zext i8 %472 to i64
  %474 = xor i64 %470, %473
  %475 = mul i64 %474, 1099511628211
  %476 = getelementptr inbounds i8, i8* %465, i64 3
  %477 = load i8, i8* %471, align 1, !tbaa !14
  %478 = zext i8 %477 to i64
  %479 = xor i64 %475, %478
  %480 = mul i64 %479, 1099511628211
  %481 = getelementptr inbounds i8, i8* %465, i64 4
  %482 = load i8, i8* %476, align 1, !tbaa !14
  %483 = zext i8 %482 to i64
  %484 = xor i64 %480, %483
  %485 = mul i64 %484, 1099511628211
  %486 = add nsw i64 %464, -5
  %487 = getelementptr inbounds i8, i8* %465, i64 5
  %488 = load i8, i8* %481, align 1, !tbaa !14
  %489 = zext i8 %488 to i64
  %490 = xor i64 %485, %489
  %491 = mul i64 %490, 1099511628211
  %492 = icmp eq i64 %486, 0
  br i1 %492, label %493, label %462, !llvm.loop !20

493:                                              ; preds = %462
  %494 = lshr i64 %460, 31
  %495 = xor i64 %461, %494
  %496 = add i64 %491, 10000
  %497 = lshr i64 %496, 30
  %498 = xor i64 %497, %496
  %499 = mul i64 %498, -4658895280553007687
  %500 = lshr i64 %499, 27
  %501 = xor i64 %500, %499
  %502 = mul i64 %501, -7723592293110705685
  %503 = xor i64 %502, %495
  br label %504

504:                                              ; preds = %504, %493
  %505 = phi i64 [ -3750763034362895579, %493 ], [ %533, %504 ]
  %506 = phi i64 [ 2500, %493 ], [ %528, %504 ]
  %507 = phi i8* [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 12500), %493 ], [ %529, %504 ]
  %508 = getelementptr inbounds i8, i8* %507, i64 1
  %509 = load i8, i8* %507, align 1, !tbaa !14
  %510 = zext i8 %509 to i64
  %511 = xor i64 %505, %510
  %512 = mul i64 %511, 1099511628211
  %513 = getelementptr inbounds i8, i8* %507, i64 2
  %514 = load i8, i8* %508, align 1, !tbaa !14
  %515 = zext i8 %514 to i64
  %516 = xor i64 %512, %515
  %517 = mul i64 %516, 1099511628211
  %518 = getelementptr inbounds i8, i8* %507, i64 3
  %519 = load i8, i8* %513, align 1, !tbaa !14
  %520 = zext i8 %519 to i64
  %521 = xor i64 %517, %520
  %522 = mul i64 %521, 1099511628211
  %523 = getelementptr inbounds i8, i8* %507, i64 4
  %524 = load i8, i8* %518, align 1, !tbaa !14
  %525 = zext i8 %524 to i64
  %526 = xor i64 %522, %525
  %527 = mul i64 %526, 1099511628211
  %528 = add nsw i64 %506, -5
  %529 = getelementptr inbounds i8, i8* %507, i64 5
  %530 = load i8, i8* %523, align 1, !tbaa !14
  %531 = zext i8 %530 to i64
  %532 = xor i64 %527, %531
  %533 = mul i64 %532, 1099511628211
  %534 = icmp eq i64 %528, 0
  br i1 %534, label %535, label %504, !llvm.loop !20

535:                                              ; preds = %504
  %536 = lshr i64 %502, 31
  %537 = xor i64 %503, %536
  %538 = add i64 %533, 12500
  %539 = lshr i64 %538, 30
  %540 = xor i64 %539, %538
  %541 = mul i64 %540, -4658895280553007687
  %542 = lshr i64 %541, 27
  %543 = xor i64 %542, %541
  %544 = mul i64 %543, -7723592293110705685
  %545 = xor i64 %544, %537
  br label %546

546:                                              ; preds = %546, %535
  %547 = phi i64 [ -3750763034362895579, %535 ], [ %575, %546 ]
  %548 = phi i64 [ 2500, %535 ], [ %570, %546 ]
  %549 = phi i8* [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 15000), %535 ], [ %571, %546 ]
  %550 = getelementptr inbounds i8, i8* %549, i64 1
  %551 = load i8, i8* %549, align 1, !tbaa !14
  %552 = zext i8 %551 to i64
  %553 = xor i64 %547, %552
  %554 = mul i64 %553, 1099511628211
  %555 = getelementptr inbounds i8, i8* %549, i64 2
  %556 = load i8, i8* %550, align 1, !tbaa !14
  %557 = zext i8 %556 to i64
  %558 = xor i64 %554, %557
  %559 = mul i64 %558, 1099511628211
  %560 = getelementptr inbounds i8, i8* %549, i64 3
  %561 = load i8, i8* %555, align 1, !tbaa !14
  %562 = zext i8 %561 to i64
  %563 = xor i64 %559, %562
  %564 = mul i64 %563, 1099511628211
  %565 = getelementptr inbounds i8, i8* %549, i64 4
  %566 = load i8, i8* %560, align 1, !tbaa !14
  %567 = zext i8 %566 to i64
  %568 = xor i64 %564, %567
  %569 = mul i64 %568, 1099511628211
  %570 = add nsw i64 %548, -5
  %571 = getelementptr inbounds i8, i8* %549, i64 5
  %572 = load i8, i8* %565, align 1, !tbaa !14
  %573 = zext i8 %572 to i64
  %574 = xor i64 %569, %573
  %575 = mul i64 %574, 1099511628211
  %576 = icmp eq i64 %570, 0
  br i1 %576, label %577, label %546, !llvm.loop !20

577:                                              ; preds = %546
  %578 = lshr i64 %544, 31
  %579 = xor i64 %545, %578
  %580 = add i64 %575, 15000
  %581 = lshr i64 %580, 30
  %582 = xor i64 %581, %580
  %583 = mul i64 %582, -4658895280553007687
  %584 = lshr i64 %583, 27
  %585 = xor i64 %584, %583
  %586 = mul i64 %585, -7723592293110705685
  %587 = xor i64 %586, %579
  br label %588

588:                                              ; preds = %588, %577
  %589 = phi i64 [ -3750763034362895579, %577 ], [ %617, %588 ]
  %590 = phi i64 [ 2500, %577 ], [ %612, %588 ]
  %591 = phi i8* [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 17500), %577 ], [ %613, %588 ]
  %592 = getelementptr inbounds i8, i8* %591, i64 1
  %593 = load i8, i8* %591, align 1, !tbaa !14
  %594 = zext i8 %593 to i64
  %595 = xor i64 %589, %594
  %596 = mul i64 %595, 1099511628211
  %597 = getelementptr inbounds i8, i8* %591, i64 2
  %598 = load i8, i8* %592, align 1, !tbaa !14
  %599 = zext i8 %598 to i64
  %600 = xor i64 %596, %599
  %601 = mul i64 %600, 1099511628211
  %602 = getelementptr inbounds i8, i8* %591, i64 3
  %603 = load i8, i8* %597, align 1, !tbaa !14
  %604 = zext i8 %603 to i64
  %605 = xor i64 %601, %604
  %606 = mul i64 %605, 1099511628211
  %607 = getelementptr inbounds i8, i8* %591, i64 4
  %608 = load i8, i8* %602, align 1, !tbaa !14
  %609 = zext i8 %608 to i64
  %610 = xor i64 %606, %609
  %611 = mul i64 %610, 1099511628211
  %612 = add nsw i64 %590, -5
  %613 = getelementptr inbounds i8, i8* %591, i64 5
  %614 = load i8, i8* %607, align 1, !tbaa !14
  %615 = zext i8 %614 to i64
  %616 = xor i64 %611, %615
  %617 = mul i64 %616, 1099511628211
  %618 = icmp eq i64 %612, 0
  br i1 %618, label %619, label %588, !llvm.loop !20

619:                                              ; preds = %588
  %620 = lshr i64 %586, 31
  %621 = xor i64 %587, %620
  %622 = add i64 %617, 17500
  %623 = lshr i64 %622, 30
  %624 = xor i64 %623, %622
  %625 = mul i64 %624, -4658895280553007687
  %626 = lshr i64 %625, 27
  %627 = xor i64 %626, %625
  %628 = mul i64 %627, -7723592293110705685
  %629 = xor i64 %628, %621
  br label %630

630:                                              ; preds = %630, %619
  %631 = phi i32 [ -1, %619 ], [ %654, %630 ]
  %632 = phi i64 [ 20000, %619 ], [ %644, %630 ]
  %633 = phi i8* [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), %619 ], [ %645, %630 ]
  %634 = getelementptr inbounds i8, i8* %633, i64 1
  %635 = load i8, i8* %633, align 1, !tbaa !14
  %636 = zext i8 %635 to i32
  %637 = and i32 %631, 255
  %638 = xor i32 %637, %636
  %639 = zext i32 %638 to i64
  %640 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %639
  %641 = load i32, i32* %640, align 4, !tbaa !5
  %642 = lshr i32 %631, 8
  %643 = xor i32 %641, %642
  %644 = add nsw i64 %632, -2
  %645 = getelementptr inbounds i8, i8* %633, i64 2
  %646 = load i8, i8* %634, align 1, !tbaa !14
  %647 = zext i8 %646 to i32
  %648 = and i32 %643, 255
  %649 = xor i32 %648, %647
  %650 = zext i32 %649 to i64
  %651 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %650
  %652 = load i32, i32* %651, align 4, !tbaa !5
  %653 = lshr i32 %643, 8
  %654 = xor i32 %652, %653
  %655 = icmp eq i64 %644, 0
  br i1 %655, label %656, label %630, !llvm.loop !15

656:                                              ; preds = %630
  %657 = lshr i64 %628, 31
  %658 = xor i64 %629, %657
  br label %659

659:                                              ; preds = %659, %656
  %660 = phi i32 [ 0, %656 ], [ %678, %659 ]
  %661 = phi i32 [ 1, %656 ], [ %676, %659 ]
  %662 = phi i64 [ 20000, %656 ], [ %671, %659 ]
  %663 = phi i8* [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), %656 ], [ %672, %659 ]
  %664 = getelementptr inbounds i8, i8* %663, i64 1
  %665 = load i8, i8* %663, align 1, !tbaa !14
  %666 = zext i8 %665 to i32
  %667 = add nuw nsw i32 %661, %666
  %668 = urem i32 %667, 65521
  %669 = add nuw nsw i32 %668, %660
  %670 = urem i32 %669, 65521
  %671 = add nsw i64 %662, -2
  %672 = getelementptr inbounds i8, i8* %663, i64 2
  %673 = load i8, i8* %664, align 1, !tbaa !14
  %674 = zext i8 %673 to i32
  %675 = add nuw nsw i32 %668, %674
  %676 = urem i32 %675, 65521
  %677 = add nuw nsw i32 %676, %670
  %678 = urem i32 %677, 65521
  %679 = icmp eq i64 %671, 0
  br i1 %679, label %680, label %659, !llvm.loop !19

680:                                              ; preds = %659
  %681 = xor i32 %654, -1
  %682 = shl nuw i32 %678, 16
  %683 = or i32 %682, %676
  %684 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.9, i64 0, i64 0), i32 noundef %681, i32 noundef %683, i64 noundef %658)
  br label %685

685:                                              ; preds = %685, %680
  %686 = phi i32 [ -1, %680 ], [ %709, %685 ]
  %687 = phi i64 [ 20000, %680 ], [ %699, %685 ]
  %688 = phi i8* [ getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), %680 ], [ %700, %685 ]
  %689 = getelementptr inbounds i8, i8* %688, i64 1
  %690 = load i8, i8* %688, align 1, !tbaa !14
  %691 = zext i8 %690 to i32
  %692 = and i32 %686, 255
  %693 = xor i32 %692, %691
  %694 = zext i32 %693 to i64
  %695 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %694
  %696 = load i32, i32* %695, align 4, !tbaa !5
  %697 = lshr i32 %686, 8
  %698 = xor i32 %696, %697
  %699 = add nsw i64 %687, -2
  %700 = getelementptr inbounds i8, i8* %688, i64 2
  %701 = load i8, i8* %689, align 1, !tbaa !14
  %702 = zext i8 %701 to i32
  %703 = and i32 %698, 255
  %704 = xor i32 %703, %702
  %705 = zext i32 %704 to i64
  %706 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %705
  %707 = load i32, i32* %706, align 4, !tbaa !5
  %708 = lshr i32 %698, 8
  %709 = xor i32 %707, %708
  %710 = icmp eq i64 %699, 0
  br i1 %710, label %711, label %685, !llvm.loop !15

711:                                              ; preds = %685
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !24
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 0, i64 0), align 4, !tbaa !5
  br label %712

712:                                              ; preds = %752, %711
  %713 = phi i32 [ 1, %711 ], [ %755, %752 ]
  %714 = phi i32 [ 2, %711 ], [ %753, %752 ]
  %715 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %716 = icmp sgt i32 %713, 0
  br i1 %716, label %717, label %752

717:                                              ; preds = %712
  %718 = mul i32 %715, %714
  %719 = zext i32 %718 to i64
  br label %724

720:                                              ; preds = %724
  %721 = icmp ugt i64 %731, 999999999
  %722 = icmp slt i32 %736, 64
  %723 = select i1 %721, i1 %722, i1 false
  br i1 %723, label %739, label %752

724:                                              ; preds = %724, %717
  %725 = phi i64 [ 0, %717 ], [ %735, %724 ]
  %726 = phi i64 [ 0, %717 ], [ %734, %724 ]
  %727 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %725
  %728 = load i32, i32* %727, align 4, !tbaa !5
  %729 = zext i32 %728 to i64
  %730 = mul nuw i64 %729, %719
  %731 = add i64 %730, %726
  %732 = urem i64 %731, 1000000000
  %733 = trunc i64 %732 to i32
  store i32 %733, i32* %727, align 4, !tbaa !5
  %734 = udiv i64 %731, 1000000000
  %735 = add nuw nsw i64 %725, 1
  %736 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !24
  %737 = sext i32 %736 to i64
  %738 = icmp slt i64 %735, %737
  br i1 %738, label %724, label %720, !llvm.loop !26

739:                                              ; preds = %739, %720
  %740 = phi i64 [ %734, %720 ], [ %743, %739 ]
  %741 = phi i32 [ %736, %720 ], [ %749, %739 ]
  %742 = urem i64 %740, 1000000000
  %743 = udiv i64 %740, 1000000000
  %744 = trunc i64 %742 to i32
  %745 = add nsw i32 %741, 1
  store i32 %745, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !24
  %746 = sext i32 %741 to i64
  %747 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %746
  store i32 %744, i32* %747, align 4, !tbaa !5
  %748 = icmp uge i64 %740, 1000000000
  %749 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4
  %750 = icmp slt i32 %749, 64
  %751 = select i1 %748, i1 %750, i1 false
  br i1 %751, label %739, label %752, !llvm.loop !27

752:                                              ; preds = %739, %712, %720
  %753 = add nuw nsw i32 %714, 1
  %754 = icmp eq i32 %753, 101
  %755 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !24
  br i1 %754, label %756, label %712, !llvm.loop !28

756:                                              ; preds = %752
  %757 = add nsw i32 %755, -1
  %758 = sext i32 %757 to i64
  %759 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %758
  %760 = load i32, i32* %759, align 4, !tbaa !5
  %761 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef %760) #7
  %762 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !24
  %763 = icmp sgt i32 %762, 1
  br i1 %763, label %764, label %778

764:                                              ; preds = %756
  %765 = add nsw i32 %762, -2
  %766 = zext i32 %765 to i64
  br label %767

767:                                              ; preds = %767, %764
  %768 = phi i64 [ %766, %764 ], [ %776, %767 ]
  %769 = phi i32 [ %761, %764 ], [ %775, %767 ]
  %770 = sext i32 %769 to i64
  %771 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %770
  %772 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %768
  %773 = load i32, i32* %772, align 4, !tbaa !5
  %774 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %771, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef %773) #7
  %775 = add nsw i32 %774, %769
  %776 = add nsw i64 %768, -1
  %777 = icmp eq i64 %768, 0
  br i1 %777, label %778, label %767, !llvm.loop !29

778:                                              ; preds = %767, %756
  %779 = phi i32 [ %761, %756 ], [ %775, %767 ]
  %780 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i64 0, i64 0), i8* noundef nonnull %3, i32 noundef %779)
  %781 = icmp eq i32 %779, 0
  br i1 %781, label %831, label %782

782:                                              ; preds = %778
  %783 = sext i32 %779 to i64
  %784 = add nsw i64 %783, -1
  %785 = and i64 %783, 3
  %786 = icmp ult i64 %784, 3
  br i1 %786, label %815, label %787

787:                                              ; preds = %782
  %788 = and i64 %783, -4
  br label %789

789:                                              ; preds = %789, %787
  %790 = phi i32 [ -2128831035, %787 ], [ %812, %789 ]
  %791 = phi i8* [ %3, %787 ], [ %808, %789 ]
  %792 = phi i64 [ 0, %787 ], [ %813, %789 ]
  %793 = getelementptr inbounds i8, i8* %791, i64 1
  %794 = load i8, i8* %791, align 1, !tbaa !14
  %795 = zext i8 %794 to i32
  %796 = xor i32 %790, %795
  %797 = mul i32 %796, 16777619
  %798 = getelementptr inbounds i8, i8* %791, i64 2
  %799 = load i8, i8* %793, align 1, !tbaa !14
  %800 = zext i8 %799 to i32
  %801 = xor i32 %797, %800
  %802 = mul i32 %801, 16777619
  %803 = getelementptr inbounds i8, i8* %791, i64 3
  %804 = load i8, i8* %798, align 1, !tbaa !14
  %805 = zext i8 %804 to i32
  %806 = xor i32 %802, %805
  %807 = mul i32 %806, 16777619
  %808 = getelementptr inbounds i8, i8* %791, i64 4
  %809 = load i8, i8* %803, align 1, !tbaa !14
  %810 = zext i8 %809 to i32
  %811 = xor i32 %807, %810
  %812 = mul i32 %811, 16777619
  %813 = add i64 %792, 4
  %814 = icmp eq i64 %813, %788
  br i1 %814, label %815, label %789, !llvm.loop !16

815:                                              ; preds = %789, %782
  %816 = phi i32 [ undef, %782 ], [ %812, %789 ]
  %817 = phi i32 [ -2128831035, %782 ], [ %812, %789 ]
  %818 = phi i8* [ %3, %782 ], [ %808, %789 ]
  %819 = icmp eq i64 %785, 0
  br i1 %819, label %831, label %820

820:                                              ; preds = %815, %820
  %821 = phi i32 [ %828, %820 ], [ %817, %815 ]
  %822 = phi i8* [ %824, %820 ], [ %818, %815 ]
  %823 = phi i64 [ %829, %820 ], [ 0, %815 ]
  %824 = getelementptr inbounds i8, i8* %822, i64 1
  %825 = load i8, i8* %822, align 1, !tbaa !14
  %826 = zext i8 %825 to i32
  %827 = xor i32 %821, %826
  %828 = mul i32 %827, 16777619
  %829 = add i64 %823, 1
  %830 = icmp eq i64 %829, %785
  br i1 %830, label %831, label %820, !llvm.loop !30

831:                                              ; preds = %815, %820, %778
  %832 = phi i32 [ -2128831035, %778 ], [ %816, %815 ], [ %828, %820 ]
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !24
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 0, i64 0), align 4, !tbaa !5
  br label %833

833:                                              ; preds = %831, %862
  %834 = phi i32 [ 1, %831 ], [ %863, %862 ]
  %835 = phi i32 [ 0, %831 ], [ %864, %862 ]
  %836 = icmp sgt i32 %834, 0
  br i1 %836, label %841, label %862

837:                                              ; preds = %841
  %838 = icmp ugt i64 %848, 999999999
  %839 = icmp slt i32 %853, 64
  %840 = select i1 %838, i1 %839, i1 false
  br i1 %840, label %856, label %862

841:                                              ; preds = %833, %841
  %842 = phi i64 [ %852, %841 ], [ 0, %833 ]
  %843 = phi i64 [ %851, %841 ], [ 0, %833 ]
  %844 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %842
  %845 = load i32, i32* %844, align 4, !tbaa !5
  %846 = zext i32 %845 to i64
  %847 = shl nuw nsw i64 %846, 1
  %848 = add nuw nsw i64 %847, %843
  %849 = urem i64 %848, 1000000000
  %850 = trunc i64 %849 to i32
  store i32 %850, i32* %844, align 4, !tbaa !5
  %851 = udiv i64 %848, 1000000000
  %852 = add nuw nsw i64 %842, 1
  %853 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !24
  %854 = sext i32 %853 to i64
  %855 = icmp slt i64 %852, %854
  br i1 %855, label %841, label %837, !llvm.loop !26

856:                                              ; preds = %837
  %857 = sext i32 %853 to i64
  %858 = trunc i64 %851 to i32
  %859 = add nsw i32 %853, 1
  store i32 %859, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !24
  %860 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %857
  store i32 %858, i32* %860, align 4, !tbaa !5
  %861 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4
  br label %862

862:                                              ; preds = %856, %833, %837
  %863 = phi i32 [ %861, %856 ], [ %834, %833 ], [ %853, %837 ]
  %864 = add nuw nsw i32 %835, 1
  %865 = icmp eq i32 %864, 300
  br i1 %865, label %866, label %833, !llvm.loop !31

866:                                              ; preds = %862
  %867 = add nsw i32 %863, -1
  %868 = sext i32 %867 to i64
  %869 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %868
  %870 = load i32, i32* %869, align 4, !tbaa !5
  %871 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef %870) #7
  %872 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.p, i64 0, i32 1), align 4, !tbaa !24
  %873 = icmp sgt i32 %872, 1
  br i1 %873, label %874, label %888

874:                                              ; preds = %866
  %875 = add nsw i32 %872, -2
  %876 = zext i32 %875 to i64
  br label %877

877:                                              ; preds = %877, %874
  %878 = phi i64 [ %876, %874 ], [ %886, %877 ]
  %879 = phi i32 [ %871, %874 ], [ %885, %877 ]
  %880 = sext i32 %879 to i64
  %881 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %880
  %882 = getelementptr inbounds %struct.big, %struct.big* @main.p, i64 0, i32 0, i64 %878
  %883 = load i32, i32* %882, align 4, !tbaa !5
  %884 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %881, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef %883) #7
  %885 = add nsw i32 %884, %879
  %886 = add nsw i64 %878, -1
  %887 = icmp eq i64 %878, 0
  br i1 %887, label %888, label %877, !llvm.loop !29

888:                                              ; preds = %877, %866
  %889 = phi i32 [ %871, %866 ], [ %885, %877 ]
  %890 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef nonnull %3)
  %891 = icmp eq i32 %889, 0
  br i1 %891, label %941, label %892

892:                                              ; preds = %888
  %893 = sext i32 %889 to i64
  %894 = add nsw i64 %893, -1
  %895 = and i64 %893, 3
  %896 = icmp ult i64 %894, 3
  br i1 %896, label %925, label %897

897:                                              ; preds = %892
  %898 = and i64 %893, -4
  br label %899

899:                                              ; preds = %899, %897
  %900 = phi i32 [ -2128831035, %897 ], [ %922, %899 ]
  %901 = phi i8* [ %3, %897 ], [ %918, %899 ]
  %902 = phi i64 [ 0, %897 ], [ %923, %899 ]
  %903 = getelementptr inbounds i8, i8* %901, i64 1
  %904 = load i8, i8* %901, align 1, !tbaa !14
  %905 = zext i8 %904 to i32
  %906 = xor i32 %900, %905
  %907 = mul i32 %906, 16777619
  %908 = getelementptr inbounds i8, i8* %901, i64 2
  %909 = load i8, i8* %903, align 1, !tbaa !14
  %910 = zext i8 %909 to i32
  %911 = xor i32 %907, %910
  %912 = mul i32 %911, 16777619
  %913 = getelementptr inbounds i8, i8* %901, i64 3
  %914 = load i8, i8* %908, align 1, !tbaa !14
  %915 = zext i8 %914 to i32
  %916 = xor i32 %912, %915
  %917 = mul i32 %916, 16777619
  %918 = getelementptr inbounds i8, i8* %901, i64 4
  %919 = load i8, i8* %913, align 1, !tbaa !14
  %920 = zext i8 %919 to i32
  %921 = xor i32 %917, %920
  %922 = mul i32 %921, 16777619
  %923 = add i64 %902, 4
  %924 = icmp eq i64 %923, %898
  br i1 %924, label %925, label %899, !llvm.loop !16

925:                                              ; preds = %899, %892
  %926 = phi i32 [ undef, %892 ], [ %922, %899 ]
  %927 = phi i32 [ -2128831035, %892 ], [ %922, %899 ]
  %928 = phi i8* [ %3, %892 ], [ %918, %899 ]
  %929 = icmp eq i64 %895, 0
  br i1 %929, label %941, label %930

930:                                              ; preds = %925, %930
  %931 = phi i32 [ %938, %930 ], [ %927, %925 ]
  %932 = phi i8* [ %934, %930 ], [ %928, %925 ]
  %933 = phi i64 [ %939, %930 ], [ 0, %925 ]
  %934 = getelementptr inbounds i8, i8* %932, i64 1
  %935 = load i8, i8* %932, align 1, !tbaa !14
  %936 = zext i8 %935 to i32
  %937 = xor i32 %931, %936
  %938 = mul i32 %937, 16777619
  %939 = add i64 %933, 1
  %940 = icmp eq i64 %939, %895
  br i1 %940, label %941, label %930, !llvm.loop !32

941:                                              ; preds = %925, %930, %888
  %942 = phi i32 [ -2128831035, %888 ], [ %926, %925 ], [ %938, %930 ]
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !24
  store i32 0, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 0, i64 0), align 4, !tbaa !5
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i64 0, i32 1), align 4, !tbaa !24
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i64 0, i32 0, i64 0), align 4, !tbaa !5
  br label %943

943:                                              ; preds = %990, %941
  %944 = phi i32 [ 1, %941 ], [ %991, %990 ]
  %945 = phi i32 [ 1, %941 ], [ %989, %990 ]
  %946 = phi i32 [ 0, %941 ], [ %987, %990 ]
  %947 = icmp sgt i32 %945, %944
  %948 = select i1 %947, i32 %945, i32 %944
  %949 = icmp sgt i32 %948, 0
  br i1 %949, label %951, label %950

950:                                              ; preds = %943
  store i32 %948, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i64 0, i32 1), align 4, !tbaa !24
  br label %986

951:                                              ; preds = %943
  %952 = sext i32 %945 to i64
  %953 = sext i32 %944 to i64
  %954 = zext i32 %948 to i64
  br label %955

955:                                              ; preds = %968, %951
  %956 = phi i64 [ 0, %951 ], [ %977, %968 ]
  %957 = phi i32 [ 0, %951 ], [ %973, %968 ]
  %958 = icmp slt i64 %956, %952
  br i1 %958, label %959, label %962

959:                                              ; preds = %955
  %960 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %956
  %961 = load i32, i32* %960, align 4, !tbaa !5
  br label %962

962:                                              ; preds = %959, %955
  %963 = phi i32 [ %961, %959 ], [ 0, %955 ]
  %964 = icmp slt i64 %956, %953
  br i1 %964, label %965, label %968

965:                                              ; preds = %962
  %966 = getelementptr inbounds %struct.big, %struct.big* @main.b, i64 0, i32 0, i64 %956
  %967 = load i32, i32* %966, align 4, !tbaa !5
  br label %968

968:                                              ; preds = %965, %962
  %969 = phi i32 [ %967, %965 ], [ 0, %962 ]
  %970 = add i32 %963, %957
  %971 = add i32 %970, %969
  %972 = icmp ugt i32 %971, 999999999
  %973 = zext i1 %972 to i32
  %974 = add i32 %971, -1000000000
  %975 = select i1 %972, i32 %974, i32 %971
  %976 = getelementptr inbounds %struct.big, %struct.big* @main.c, i64 0, i32 0, i64 %956
  store i32 %975, i32* %976, align 4, !tbaa !5
  %977 = add nuw nsw i64 %956, 1
  %978 = icmp eq i64 %977, %954
  br i1 %978, label %979, label %955, !llvm.loop !33

979:                                              ; preds = %968
  store i32 %948, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i64 0, i32 1), align 4, !tbaa !24
  %980 = icmp slt i32 %948, 64
  %981 = select i1 %972, i1 %980, i1 false
  br i1 %981, label %982, label %986

982:                                              ; preds = %979
  %983 = add nsw i32 %948, 1
  store i32 %983, i32* getelementptr inbounds (%struct.big, %struct.big* @main.c, i64 0, i32 1), align 4, !tbaa !24
  %984 = sext i32 %948 to i64
  %985 = getelementptr inbounds %struct.big, %struct.big* @main.c, i64 0, i32 0, i64 %984
  store i32 1, i32* %985, align 4, !tbaa !5
  br label %986

986:                                              ; preds = %950, %979, %982
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.a to i8*), i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.b to i8*), i64 260, i1 false), !tbaa.struct !34
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.b to i8*), i8* noundef nonnull align 4 dereferenceable(260) bitcast (%struct.big* @main.c to i8*), i64 260, i1 false), !tbaa.struct !34
  %987 = add nuw nsw i32 %946, 1
  %988 = icmp eq i32 %987, 400
  %989 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !24
  br i1 %988, label %992, label %990, !llvm.loop !35

990:                                              ; preds = %986
  %991 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.b, i64 0, i32 1), align 4, !tbaa !24
  br label %943

992:                                              ; preds = %986
  %993 = add nsw i32 %989, -1
  %994 = sext i32 %993 to i64
  %995 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %994
  %996 = load i32, i32* %995, align 4, !tbaa !5
  %997 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef %996) #7
  %998 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.a, i64 0, i32 1), align 4, !tbaa !24
  %999 = icmp sgt i32 %998, 1
  br i1 %999, label %1000, label %1014

1000:                                             ; preds = %992
  %1001 = add nsw i32 %998, -2
  %1002 = zext i32 %1001 to i64
  br label %1003

1003:                                             ; preds = %1003, %1000
  %1004 = phi i64 [ %1002, %1000 ], [ %1012, %1003 ]
  %1005 = phi i32 [ %997, %1000 ], [ %1011, %1003 ]
  %1006 = sext i32 %1005 to i64
  %1007 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %1006
  %1008 = getelementptr inbounds %struct.big, %struct.big* @main.a, i64 0, i32 0, i64 %1004
  %1009 = load i32, i32* %1008, align 4, !tbaa !5
  %1010 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %1007, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef %1009) #7
  %1011 = add nsw i32 %1010, %1005
  %1012 = add nsw i64 %1004, -1
  %1013 = icmp eq i64 %1004, 0
  br i1 %1013, label %1014, label %1003, !llvm.loop !29

1014:                                             ; preds = %1003, %992
  %1015 = phi i32 [ %997, %992 ], [ %1011, %1003 ]
  %1016 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef nonnull %3)
  %1017 = icmp eq i32 %1015, 0
  br i1 %1017, label %1067, label %1018

1018:                                             ; preds = %1014
  %1019 = sext i32 %1015 to i64
  %1020 = add nsw i64 %1019, -1
  %1021 = and i64 %1019, 3
  %1022 = icmp ult i64 %1020, 3
  br i1 %1022, label %1051, label %1023

1023:                                             ; preds = %1018
  %1024 = and i64 %1019, -4
  br label %1025

1025:                                             ; preds = %1025, %1023
  %1026 = phi i32 [ -2128831035, %1023 ], [ %1048, %1025 ]
  %1027 = phi i8* [ %3, %1023 ], [ %1044, %1025 ]
  %1028 = phi i64 [ 0, %1023 ], [ %1049, %1025 ]
  %1029 = getelementptr inbounds i8, i8* %1027, i64 1
  %1030 = load i8, i8* %1027, align 1, !tbaa !14
  %1031 = zext i8 %1030 to i32
  %1032 = xor i32 %1026, %1031
  %1033 = mul i32 %1032, 16777619
  %1034 = getelementptr inbounds i8, i8* %1027, i64 2
  %1035 = load i8, i8* %1029, align 1, !tbaa !14
  %1036 = zext i8 %1035 to i32
  %1037 = xor i32 %1033, %1036
  %1038 = mul i32 %1037, 16777619
  %1039 = getelementptr inbounds i8, i8* %1027, i64 3
  %1040 = load i8, i8* %1034, align 1, !tbaa !14
  %1041 = zext i8 %1040 to i32
  %1042 = xor i32 %1038, %1041
  %1043 = mul i32 %1042, 16777619
  %1044 = getelementptr inbounds i8, i8* %1027, i64 4
  %1045 = load i8, i8* %1039, align 1, !tbaa !14
  %1046 = zext i8 %1045 to i32
  %1047 = xor i32 %1043, %1046
  %1048 = mul i32 %1047, 16777619
  %1049 = add i64 %1028, 4
  %1050 = icmp eq i64 %1049, %1024
  br i1 %1050, label %1051, label %1025, !llvm.loop !16

1051:                                             ; preds = %1025, %1018
  %1052 = phi i32 [ undef, %1018 ], [ %1048, %1025 ]
  %1053 = phi i32 [ -2128831035, %1018 ], [ %1048, %1025 ]
  %1054 = phi i8* [ %3, %1018 ], [ %1044, %1025 ]
  %1055 = icmp eq i64 %1021, 0
  br i1 %1055, label %1067, label %1056

1056:                                             ; preds = %1051, %1056
  %1057 = phi i32 [ %1064, %1056 ], [ %1053, %1051 ]
  %1058 = phi i8* [ %1060, %1056 ], [ %1054, %1051 ]
  %1059 = phi i64 [ %1065, %1056 ], [ 0, %1051 ]
  %1060 = getelementptr inbounds i8, i8* %1058, i64 1
  %1061 = load i8, i8* %1058, align 1, !tbaa !14
  %1062 = zext i8 %1061 to i32
  %1063 = xor i32 %1057, %1062
  %1064 = mul i32 %1063, 16777619
  %1065 = add i64 %1059, 1
  %1066 = icmp eq i64 %1065, %1021
  br i1 %1066, label %1067, label %1056, !llvm.loop !36

1067:                                             ; preds = %1051, %1056, %1014
  %1068 = phi i32 [ -2128831035, %1014 ], [ %1052, %1051 ], [ %1064, %1056 ]
  %1069 = bitcast [64 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %1069) #7
  %1070 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.f, i64 0, i32 1), align 4, !tbaa !24
  %1071 = shl nsw i32 %1070, 1
  %1072 = icmp slt i32 %1071, 64
  %1073 = select i1 %1072, i32 %1071, i32 64
  %1074 = icmp sgt i32 %1070, 0
  br i1 %1074, label %1076, label %1075

1075:                                             ; preds = %1067
  store i32 %1073, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !24
  br label %1196

1076:                                             ; preds = %1067
  %1077 = call i32 @llvm.smax.i32(i32 %1073, i32 1) #7
  %1078 = zext i32 %1077 to i64
  %1079 = shl nuw nsw i64 %1078, 3
  call void @llvm.memset.p0i8.i64(i8* nonnull align 16 %1069, i8 0, i64 %1079, i1 false) #7, !tbaa !37
  %1080 = zext i32 %1070 to i64
  br label %1081

1081:                                             ; preds = %1119, %1076
  %1082 = phi i64 [ 0, %1076 ], [ %1120, %1119 ]
  %1083 = phi i32 [ 0, %1076 ], [ %1121, %1119 ]
  %1084 = trunc i64 %1082 to i32
  %1085 = call i32 @llvm.smax.i32(i32 %1073, i32 %1084) #7
  %1086 = add i32 %1085, %1083
  %1087 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %1082
  %1088 = zext i32 %1086 to i64
  br label %1089

1089:                                             ; preds = %1093, %1081
  %1090 = phi i64 [ 0, %1081 ], [ %1107, %1093 ]
  %1091 = phi i64 [ 0, %1081 ], [ %1106, %1093 ]
  %1092 = icmp eq i64 %1090, %1088
  br i1 %1092, label %1109, label %1093

1093:                                             ; preds = %1089
  %1094 = add nuw nsw i64 %1090, %1082
  %1095 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1094
  %1096 = load i64, i64* %1095, align 8, !tbaa !37
  %1097 = load i32, i32* %1087, align 4, !tbaa !5
  %1098 = zext i32 %1097 to i64
  %1099 = getelementptr inbounds %struct.big, %struct.big* @main.f, i64 0, i32 0, i64 %1090
  %1100 = load i32, i32* %1099, align 4, !tbaa !5
  %1101 = zext i32 %1100 to i64
  %1102 = mul nuw i64 %1101, %1098
  %1103 = add i64 %1096, %1091
  %1104 = add i64 %1103, %1102
  %1105 = urem i64 %1104, 1000000000
  store i64 %1105, i64* %1095, align 8, !tbaa !37
  %1106 = udiv i64 %1104, 1000000000
  %1107 = add nuw nsw i64 %1090, 1
  %1108 = icmp eq i64 %1107, %1080
  br i1 %1108, label %1109, label %1089, !llvm.loop !39

1109:                                             ; preds = %1093, %1089
  %1110 = phi i32 [ %1086, %1089 ], [ %1070, %1093 ]
  %1111 = phi i64 [ %1091, %1089 ], [ %1106, %1093 ]
  %1112 = add nuw nsw i32 %1110, %1084
  %1113 = icmp slt i32 %1112, %1073
  br i1 %1113, label %1114, label %1119

1114:                                             ; preds = %1109
  %1115 = zext i32 %1112 to i64
  %1116 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1115
  %1117 = load i64, i64* %1116, align 8, !tbaa !37
  %1118 = add i64 %1117, %1111
  store i64 %1118, i64* %1116, align 8, !tbaa !37
  br label %1119

1119:                                             ; preds = %1114, %1109
  %1120 = add nuw nsw i64 %1082, 1
  %1121 = add nsw i32 %1083, -1
  %1122 = icmp eq i64 %1120, %1080
  br i1 %1122, label %1123, label %1081, !llvm.loop !40

1123:                                             ; preds = %1119
  store i32 %1073, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !24
  %1124 = icmp ult i32 %1077, 2
  br i1 %1124, label %1184, label %1125

1125:                                             ; preds = %1123
  %1126 = and i64 %1078, 2147483646
  %1127 = add nsw i64 %1126, -2
  %1128 = lshr exact i64 %1127, 1
  %1129 = add nuw i64 %1128, 1
  %1130 = and i64 %1129, 3
  %1131 = icmp ult i64 %1127, 6
  br i1 %1131, label %1167, label %1132

1132:                                             ; preds = %1125
  %1133 = and i64 %1129, -4
  br label %1134

1134:                                             ; preds = %1134, %1132
  %1135 = phi i64 [ 0, %1132 ], [ %1164, %1134 ]
  %1136 = phi i64 [ 0, %1132 ], [ %1165, %1134 ]
  %1137 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1135
  %1138 = bitcast i64* %1137 to <2 x i64>*
  %1139 = load <2 x i64>, <2 x i64>* %1138, align 16, !tbaa !37
  %1140 = trunc <2 x i64> %1139 to <2 x i32>
  %1141 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1135
  %1142 = bitcast i32* %1141 to <2 x i32>*
  store <2 x i32> %1140, <2 x i32>* %1142, align 4, !tbaa !5
  %1143 = or i64 %1135, 2
  %1144 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1143
  %1145 = bitcast i64* %1144 to <2 x i64>*
  %1146 = load <2 x i64>, <2 x i64>* %1145, align 16, !tbaa !37
  %1147 = trunc <2 x i64> %1146 to <2 x i32>
  %1148 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1143
  %1149 = bitcast i32* %1148 to <2 x i32>*
  store <2 x i32> %1147, <2 x i32>* %1149, align 4, !tbaa !5
  %1150 = or i64 %1135, 4
  %1151 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1150
  %1152 = bitcast i64* %1151 to <2 x i64>*
  %1153 = load <2 x i64>, <2 x i64>* %1152, align 16, !tbaa !37
  %1154 = trunc <2 x i64> %1153 to <2 x i32>
  %1155 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1150
  %1156 = bitcast i32* %1155 to <2 x i32>*
  store <2 x i32> %1154, <2 x i32>* %1156, align 4, !tbaa !5
  %1157 = or i64 %1135, 6
  %1158 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1157
  %1159 = bitcast i64* %1158 to <2 x i64>*
  %1160 = load <2 x i64>, <2 x i64>* %1159, align 16, !tbaa !37
  %1161 = trunc <2 x i64> %1160 to <2 x i32>
  %1162 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1157
  %1163 = bitcast i32* %1162 to <2 x i32>*
  store <2 x i32> %1161, <2 x i32>* %1163, align 4, !tbaa !5
  %1164 = add nuw i64 %1135, 8
  %1165 = add i64 %1136, 4
  %1166 = icmp eq i64 %1165, %1133
  br i1 %1166, label %1167, label %1134, !llvm.loop !41

1167:                                             ; preds = %1134, %1125
  %1168 = phi i64 [ 0, %1125 ], [ %1164, %1134 ]
  %1169 = icmp eq i64 %1130, 0
  br i1 %1169, label %1182, label %1170

1170:                                             ; preds = %1167, %1170
  %1171 = phi i64 [ %1179, %1170 ], [ %1168, %1167 ]
  %1172 = phi i64 [ %1180, %1170 ], [ 0, %1167 ]
  %1173 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1171
  %1174 = bitcast i64* %1173 to <2 x i64>*
  %1175 = load <2 x i64>, <2 x i64>* %1174, align 16, !tbaa !37
  %1176 = trunc <2 x i64> %1175 to <2 x i32>
  %1177 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1171
  %1178 = bitcast i32* %1177 to <2 x i32>*
  store <2 x i32> %1176, <2 x i32>* %1178, align 4, !tbaa !5
  %1179 = add nuw i64 %1171, 2
  %1180 = add i64 %1172, 1
  %1181 = icmp eq i64 %1180, %1130
  br i1 %1181, label %1182, label %1170, !llvm.loop !42

1182:                                             ; preds = %1170, %1167
  %1183 = icmp eq i64 %1126, %1078
  br i1 %1183, label %1194, label %1184

1184:                                             ; preds = %1123, %1182
  %1185 = phi i64 [ 0, %1123 ], [ %1126, %1182 ]
  br label %1186

1186:                                             ; preds = %1184, %1186
  %1187 = phi i64 [ %1192, %1186 ], [ %1185, %1184 ]
  %1188 = getelementptr inbounds [64 x i64], [64 x i64]* %1, i64 0, i64 %1187
  %1189 = load i64, i64* %1188, align 8, !tbaa !37
  %1190 = trunc i64 %1189 to i32
  %1191 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1187
  store i32 %1190, i32* %1191, align 4, !tbaa !5
  %1192 = add nuw nsw i64 %1187, 1
  %1193 = icmp eq i64 %1192, %1078
  br i1 %1193, label %1194, label %1186, !llvm.loop !43

1194:                                             ; preds = %1186, %1182
  %1195 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !24
  br label %1196

1196:                                             ; preds = %1194, %1075
  %1197 = phi i32 [ %1195, %1194 ], [ %1073, %1075 ]
  %1198 = icmp sgt i32 %1197, 1
  br i1 %1198, label %1199, label %1221

1199:                                             ; preds = %1196
  %1200 = zext i32 %1197 to i64
  %1201 = add nsw i64 %1200, -1
  %1202 = and i64 %1201, 4294967295
  %1203 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1202
  %1204 = load i32, i32* %1203, align 4, !tbaa !5
  %1205 = icmp eq i32 %1204, 0
  br i1 %1205, label %1212, label %1221

1206:                                             ; preds = %1212
  %1207 = add nsw i64 %1213, -1
  %1208 = and i64 %1207, 4294967295
  %1209 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1208
  %1210 = load i32, i32* %1209, align 4, !tbaa !5
  %1211 = icmp eq i32 %1210, 0
  br i1 %1211, label %1212, label %1219, !llvm.loop !45

1212:                                             ; preds = %1199, %1206
  %1213 = phi i64 [ %1207, %1206 ], [ %1201, %1199 ]
  %1214 = phi i64 [ %1213, %1206 ], [ %1200, %1199 ]
  %1215 = trunc i64 %1213 to i32
  store i32 %1215, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !24
  %1216 = icmp ugt i64 %1214, 2
  br i1 %1216, label %1206, label %1217, !llvm.loop !45

1217:                                             ; preds = %1212
  %1218 = trunc i64 %1213 to i32
  br label %1221

1219:                                             ; preds = %1206
  %1220 = trunc i64 %1213 to i32
  br label %1221

1221:                                             ; preds = %1219, %1199, %1217, %1196
  %1222 = phi i32 [ %1197, %1196 ], [ %1218, %1217 ], [ %1197, %1199 ], [ %1220, %1219 ]
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %1069) #7
  %1223 = add nsw i32 %1222, -1
  %1224 = sext i32 %1223 to i64
  %1225 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1224
  %1226 = load i32, i32* %1225, align 4, !tbaa !5
  %1227 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef %1226) #7
  %1228 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @main.sq, i64 0, i32 1), align 4, !tbaa !24
  %1229 = icmp sgt i32 %1228, 1
  br i1 %1229, label %1230, label %1244

1230:                                             ; preds = %1221
  %1231 = add nsw i32 %1228, -2
  %1232 = zext i32 %1231 to i64
  br label %1233

1233:                                             ; preds = %1233, %1230
  %1234 = phi i64 [ %1232, %1230 ], [ %1242, %1233 ]
  %1235 = phi i32 [ %1227, %1230 ], [ %1241, %1233 ]
  %1236 = sext i32 %1235 to i64
  %1237 = getelementptr inbounds [600 x i8], [600 x i8]* %2, i64 0, i64 %1236
  %1238 = getelementptr inbounds %struct.big, %struct.big* @main.sq, i64 0, i32 0, i64 %1234
  %1239 = load i32, i32* %1238, align 4, !tbaa !5
  %1240 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull dereferenceable(1) %1237, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef %1239) #7
  %1241 = add nsw i32 %1240, %1235
  %1242 = add nsw i64 %1234, -1
  %1243 = icmp eq i64 %1234, 0
  br i1 %1243, label %1244, label %1233, !llvm.loop !29

1244:                                             ; preds = %1233, %1221
  %1245 = phi i32 [ %1227, %1221 ], [ %1241, %1233 ]
  %1246 = sext i32 %1245 to i64
  %1247 = icmp eq i32 %1245, 0
  br i1 %1247, label %1254, label %1248

1248:                                             ; preds = %1244
  %1249 = add nsw i64 %1246, -1
  %1250 = and i64 %1246, 1
  %1251 = icmp eq i64 %1249, 0
  br i1 %1251, label %1282, label %1252

1252:                                             ; preds = %1248
  %1253 = and i64 %1246, -2
  br label %1256

1254:                                             ; preds = %1244
  %1255 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i8* noundef nonnull %3)
  br label %1349

1256:                                             ; preds = %1256, %1252
  %1257 = phi i32 [ -1, %1252 ], [ %1279, %1256 ]
  %1258 = phi i8* [ %3, %1252 ], [ %1270, %1256 ]
  %1259 = phi i64 [ 0, %1252 ], [ %1280, %1256 ]
  %1260 = getelementptr inbounds i8, i8* %1258, i64 1
  %1261 = load i8, i8* %1258, align 1, !tbaa !14
  %1262 = zext i8 %1261 to i32
  %1263 = and i32 %1257, 255
  %1264 = xor i32 %1263, %1262
  %1265 = zext i32 %1264 to i64
  %1266 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1265
  %1267 = load i32, i32* %1266, align 4, !tbaa !5
  %1268 = lshr i32 %1257, 8
  %1269 = xor i32 %1267, %1268
  %1270 = getelementptr inbounds i8, i8* %1258, i64 2
  %1271 = load i8, i8* %1260, align 1, !tbaa !14
  %1272 = zext i8 %1271 to i32
  %1273 = and i32 %1269, 255
  %1274 = xor i32 %1273, %1272
  %1275 = zext i32 %1274 to i64
  %1276 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1275
  %1277 = load i32, i32* %1276, align 4, !tbaa !5
  %1278 = lshr i32 %1269, 8
  %1279 = xor i32 %1277, %1278
  %1280 = add i64 %1259, 2
  %1281 = icmp eq i64 %1280, %1253
  br i1 %1281, label %1282, label %1256, !llvm.loop !15

1282:                                             ; preds = %1256, %1248
  %1283 = phi i32 [ undef, %1248 ], [ %1279, %1256 ]
  %1284 = phi i32 [ -1, %1248 ], [ %1279, %1256 ]
  %1285 = phi i8* [ %3, %1248 ], [ %1270, %1256 ]
  %1286 = icmp eq i64 %1250, 0
  br i1 %1286, label %1297, label %1287

1287:                                             ; preds = %1282
  %1288 = load i8, i8* %1285, align 1, !tbaa !14
  %1289 = zext i8 %1288 to i32
  %1290 = and i32 %1284, 255
  %1291 = xor i32 %1290, %1289
  %1292 = zext i32 %1291 to i64
  %1293 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1292
  %1294 = load i32, i32* %1293, align 4, !tbaa !5
  %1295 = lshr i32 %1284, 8
  %1296 = xor i32 %1294, %1295
  br label %1297

1297:                                             ; preds = %1282, %1287
  %1298 = phi i32 [ %1283, %1282 ], [ %1296, %1287 ]
  %1299 = xor i32 %1298, -1
  %1300 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1245, i32 noundef %1299, i8* noundef nonnull %3)
  %1301 = and i64 %1246, 1
  %1302 = icmp eq i64 %1249, 0
  br i1 %1302, label %1331, label %1303

1303:                                             ; preds = %1297
  %1304 = and i64 %1246, -2
  br label %1305

1305:                                             ; preds = %1305, %1303
  %1306 = phi i32 [ -1, %1303 ], [ %1328, %1305 ]
  %1307 = phi i8* [ %3, %1303 ], [ %1319, %1305 ]
  %1308 = phi i64 [ 0, %1303 ], [ %1329, %1305 ]
  %1309 = getelementptr inbounds i8, i8* %1307, i64 1
  %1310 = load i8, i8* %1307, align 1, !tbaa !14
  %1311 = zext i8 %1310 to i32
  %1312 = and i32 %1306, 255
  %1313 = xor i32 %1312, %1311
  %1314 = zext i32 %1313 to i64
  %1315 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1314
  %1316 = load i32, i32* %1315, align 4, !tbaa !5
  %1317 = lshr i32 %1306, 8
  %1318 = xor i32 %1316, %1317
  %1319 = getelementptr inbounds i8, i8* %1307, i64 2
  %1320 = load i8, i8* %1309, align 1, !tbaa !14
  %1321 = zext i8 %1320 to i32
  %1322 = and i32 %1318, 255
  %1323 = xor i32 %1322, %1321
  %1324 = zext i32 %1323 to i64
  %1325 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1324
  %1326 = load i32, i32* %1325, align 4, !tbaa !5
  %1327 = lshr i32 %1318, 8
  %1328 = xor i32 %1326, %1327
  %1329 = add i64 %1308, 2
  %1330 = icmp eq i64 %1329, %1304
  br i1 %1330, label %1331, label %1305, !llvm.loop !15

1331:                                             ; preds = %1305, %1297
  %1332 = phi i32 [ undef, %1297 ], [ %1328, %1305 ]
  %1333 = phi i32 [ -1, %1297 ], [ %1328, %1305 ]
  %1334 = phi i8* [ %3, %1297 ], [ %1319, %1305 ]
  %1335 = icmp eq i64 %1301, 0
  br i1 %1335, label %1346, label %1336

1336:                                             ; preds = %1331
  %1337 = load i8, i8* %1334, align 1, !tbaa !14
  %1338 = zext i8 %1337 to i32
  %1339 = and i32 %1333, 255
  %1340 = xor i32 %1339, %1338
  %1341 = zext i32 %1340 to i64
  %1342 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %1341
  %1343 = load i32, i32* %1342, align 4, !tbaa !5
  %1344 = lshr i32 %1333, 8
  %1345 = xor i32 %1343, %1344
  br label %1346

1346:                                             ; preds = %1331, %1336
  %1347 = phi i32 [ %1332, %1331 ], [ %1345, %1336 ]
  %1348 = xor i32 %1347, -1
  br label %1349

1349:                                             ; preds = %1254, %1346
  %1350 = phi i32 [ %1348, %1346 ], [ 0, %1254 ]
  %1351 = trunc i64 %658 to i32
  %1352 = xor i32 %709, %1351
  %1353 = xor i32 %1352, -1
  %1354 = add i32 %266, %1353
  %1355 = mul i32 %1354, 31
  %1356 = add i32 %832, %1355
  %1357 = mul i32 %1356, 31
  %1358 = add i32 %942, %1357
  %1359 = mul i32 %1358, 31
  %1360 = add i32 %1068, %1359
  %1361 = xor i32 %1350, %1360
  %1362 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef %1361)
  %1363 = and i32 %1361, 127
  call void @llvm.lifetime.end.p0i8(i64 600, i8* nonnull %3) #7
  ret i32 %1363
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
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = !{!25, !6, i64 256}
!25 = !{!"big", !7, i64 0, !6, i64 256}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !18}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !18}
!33 = distinct !{!33, !10}
!34 = !{i64 0, i64 256, !14, i64 256, i64 4, !5}
!35 = distinct !{!35, !10}
!36 = distinct !{!36, !18}
!37 = !{!38, !38, i64 0}
!38 = !{!"long", !7, i64 0}
!39 = distinct !{!39, !10}
!40 = distinct !{!40, !10}
!41 = distinct !{!41, !10, !11}
!42 = distinct !{!42, !18}
!43 = distinct !{!43, !10, !44, !11}
!44 = !{!"llvm.loop.unroll.runtime.disable"}
!45 = distinct !{!45, !10}
