; ModuleID = 'c/pressure_loop.c'
source_filename = "c/pressure_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@seed_input = internal global i32 19088743, align 4
@data = internal unnamed_addr global [3000 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c"a%d = %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"int_pressure = %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"wide_pressure = %016lx\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"s%d = %.17g\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"fp_pressure = %.17g\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, i32* @seed_input, align 4, !tbaa !5
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %19, %2 ]
  %4 = phi i32 [ %1, %0 ], [ %16, %2 ]
  %5 = mul i32 %4, 1664525
  %6 = add i32 %5, 1013904223
  %7 = lshr i32 %6, 7
  %8 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %3
  store i32 %7, i32* %8, align 4, !tbaa !5
  %9 = add nuw nsw i64 %3, 1
  %10 = mul i32 %6, 1664525
  %11 = add i32 %10, 1013904223
  %12 = lshr i32 %11, 7
  %13 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %9
  store i32 %12, i32* %13, align 4, !tbaa !5
  %14 = add nuw nsw i64 %3, 2
  %15 = mul i32 %11, 1664525
  %16 = add i32 %15, 1013904223
  %17 = lshr i32 %16, 7
  %18 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %14
  store i32 %17, i32* %18, align 4, !tbaa !5
  %19 = add nuw nsw i64 %3, 3
  %20 = icmp eq i64 %19, 3000
  br i1 %20, label %21, label %2, !llvm.loop !9

21:                                               ; preds = %2, %90
  %22 = phi i64 [ %135, %90 ], [ 0, %2 ]
  %23 = phi i32 [ %134, %90 ], [ 1, %2 ]
  %24 = phi i32 [ %131, %90 ], [ 83, %2 ]
  %25 = phi i32 [ %129, %90 ], [ 79, %2 ]
  %26 = phi i32 [ %127, %90 ], [ 73, %2 ]
  %27 = phi i32 [ %125, %90 ], [ 71, %2 ]
  %28 = phi i32 [ %122, %90 ], [ 67, %2 ]
  %29 = phi i32 [ %118, %90 ], [ 61, %2 ]
  %30 = phi i32 [ %112, %90 ], [ 59, %2 ]
  %31 = phi i32 [ %109, %90 ], [ 53, %2 ]
  %32 = phi i32 [ %107, %90 ], [ -1, %2 ]
  %33 = phi i32 [ %105, %90 ], [ 43, %2 ]
  %34 = phi i32 [ %102, %90 ], [ 41, %2 ]
  %35 = phi i32 [ %99, %90 ], [ 37, %2 ]
  %36 = phi i32 [ %94, %90 ], [ 31, %2 ]
  %37 = phi i32 [ %93, %90 ], [ 29, %2 ]
  %38 = phi i32 [ %92, %90 ], [ 23, %2 ]
  %39 = phi i32 [ %91, %90 ], [ 19, %2 ]
  %40 = phi i32 [ %77, %90 ], [ 17, %2 ]
  %41 = phi i32 [ %73, %90 ], [ 13, %2 ]
  %42 = phi i32 [ %69, %90 ], [ 11, %2 ]
  %43 = phi i32 [ %68, %90 ], [ 7, %2 ]
  %44 = phi i32 [ %56, %90 ], [ 5, %2 ]
  %45 = phi i32 [ %54, %90 ], [ 3, %2 ]
  %46 = phi i32 [ %51, %90 ], [ 2, %2 ]
  %47 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %22
  %48 = load i32, i32* %47, align 4, !tbaa !5
  %49 = add i32 %48, %23
  %50 = add i32 %49, %48
  %51 = xor i32 %50, %46
  %52 = mul i32 %45, 31
  %53 = and i32 %48, 255
  %54 = add i32 %53, %52
  %55 = tail call i32 @llvm.fshl.i32(i32 %44, i32 %44, i32 3) #3
  %56 = xor i32 %48, %55
  %57 = and i32 %48, 1
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %63, label %59

59:                                               ; preds = %21
  %60 = add i32 %51, %43
  %61 = lshr i32 %48, 3
  %62 = sub i32 %42, %61
  br label %67

63:                                               ; preds = %21
  %64 = sub i32 %43, %54
  %65 = and i32 %56, 4095
  %66 = add i32 %65, %42
  br label %67

67:                                               ; preds = %63, %59
  %68 = phi i32 [ %60, %59 ], [ %64, %63 ]
  %69 = phi i32 [ %62, %59 ], [ %66, %63 ]
  %70 = icmp ugt i32 %41, %48
  %71 = sub i32 %41, %48
  %72 = sub i32 %48, %41
  %73 = select i1 %70, i32 %71, i32 %72
  %74 = urem i32 %48, 7
  %75 = and i32 %73, 65535
  %76 = mul nuw nsw i32 %75, %74
  %77 = add i32 %76, %40
  %78 = and i32 %48, 3
  switch i32 %78, label %86 [
    i32 0, label %79
    i32 1, label %81
    i32 2, label %83
  ]

79:                                               ; preds = %67
  %80 = add i32 %77, %39
  br label %90

81:                                               ; preds = %67
  %82 = xor i32 %39, %38
  br label %90

83:                                               ; preds = %67
  %84 = lshr i32 %38, 2
  %85 = sub i32 %37, %84
  br label %90

86:                                               ; preds = %67
  %87 = xor i32 %37, %36
  %88 = lshr i32 %48, 20
  %89 = tail call i32 @llvm.fshl.i32(i32 %87, i32 %87, i32 %88) #3
  br label %90

90:                                               ; preds = %86, %83, %81, %79
  %91 = phi i32 [ %39, %86 ], [ %39, %83 ], [ %39, %81 ], [ %80, %79 ]
  %92 = phi i32 [ %38, %86 ], [ %38, %83 ], [ %82, %81 ], [ %38, %79 ]
  %93 = phi i32 [ %37, %86 ], [ %85, %83 ], [ %37, %81 ], [ %37, %79 ]
  %94 = phi i32 [ %89, %86 ], [ %36, %83 ], [ %36, %81 ], [ %36, %79 ]
  %95 = lshr i32 %48, 16
  %96 = and i32 %35, 255
  %97 = mul nuw nsw i32 %95, %96
  %98 = add i32 %35, 1
  %99 = add i32 %98, %97
  %100 = xor i32 %99, %34
  %101 = trunc i64 %22 to i32
  %102 = add i32 %100, %101
  %103 = icmp ugt i32 %48, %33
  %104 = add i32 %33, 1
  %105 = select i1 %103, i32 %48, i32 %104
  %106 = icmp ult i32 %48, %32
  %107 = select i1 %106, i32 %48, i32 %32
  %108 = xor i32 %107, %105
  %109 = add i32 %108, %31
  %110 = mul i32 %30, 5
  %111 = lshr i32 %109, 5
  %112 = add i32 %111, %110
  %113 = lshr i32 %48, 4
  %114 = urem i32 %113, 5
  %115 = icmp eq i32 %114, 0
  %116 = add i32 %112, %29
  %117 = xor i32 %49, %29
  %118 = select i1 %115, i32 %116, i32 %117
  %119 = and i32 %118, 1
  %120 = icmp eq i32 %119, 0
  %121 = select i1 %120, i32 %69, i32 %56
  %122 = add i32 %121, %28
  %123 = lshr i32 %122, 3
  %124 = sub i32 %27, %123
  %125 = add i32 %124, %68
  %126 = tail call i32 @llvm.fshl.i32(i32 %125, i32 %125, i32 %101) #3
  %127 = xor i32 %126, %26
  %128 = add i32 %102, %25
  %129 = add i32 %128, %127
  %130 = add i32 %129, %24
  %131 = mul i32 %130, -1640531535
  %132 = icmp ugt i32 %48, 33550336
  %133 = select i1 %132, i32 %131, i32 0
  %134 = xor i32 %133, %49
  %135 = add nuw nsw i64 %22, 1
  %136 = icmp eq i64 %135, 3000
  br i1 %136, label %137, label %21, !llvm.loop !11

137:                                              ; preds = %90
  %138 = xor i32 %54, %56
  %139 = xor i32 %138, %73
  %140 = xor i32 %139, %105
  %141 = xor i32 %140, %107
  %142 = xor i32 %141, %51
  %143 = xor i32 %142, %99
  %144 = xor i32 %143, %109
  %145 = xor i32 %144, %77
  %146 = xor i32 %145, %102
  %147 = xor i32 %146, %112
  %148 = xor i32 %147, %118
  %149 = xor i32 %148, %68
  %150 = xor i32 %149, %69
  %151 = xor i32 %150, %122
  %152 = xor i32 %151, %125
  %153 = xor i32 %152, %127
  %154 = xor i32 %153, %129
  %155 = xor i32 %154, %131
  %156 = xor i32 %155, %134
  %157 = xor i32 %156, %91
  %158 = xor i32 %157, %92
  %159 = xor i32 %158, %93
  %160 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 0, i32 noundef %134)
  %161 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 1, i32 noundef %51)
  %162 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 2, i32 noundef %54)
  %163 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 3, i32 noundef %56)
  %164 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 4, i32 noundef %68)
  %165 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 5, i32 noundef %69)
  %166 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 6, i32 noundef %73)
  %167 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 7, i32 noundef %77)
  %168 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 8, i32 noundef %91)
  %169 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 9, i32 noundef %92)
  %170 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 10, i32 noundef %93)
  %171 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 11, i32 noundef %94)
  %172 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 12, i32 noundef %99)
  %173 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 13, i32 noundef %102)
  %174 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 14, i32 noundef %105)
  %175 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 15, i32 noundef %107)
  %176 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 16, i32 noundef %109)
  %177 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 17, i32 noundef %112)
  %178 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 18, i32 noundef %118)
  %179 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 19, i32 noundef %122)
  %180 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 20, i32 noundef %125)
  %181 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 21, i32 noundef %127)
  %182 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 22, i32 noundef %129)
  %183 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef 23, i32 noundef %131)
  %184 = xor i32 %159, %94
  %185 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef %184)
  br label %186

186:                                              ; preds = %186, %137
  %187 = phi i64 [ 0, %137 ], [ %248, %186 ]
  %188 = phi i64 [ 1, %137 ], [ %212, %186 ]
  %189 = phi i64 [ 3, %137 ], [ %214, %186 ]
  %190 = phi i64 [ 23, %137 ], [ %247, %186 ]
  %191 = phi i64 [ 21, %137 ], [ %245, %186 ]
  %192 = phi i64 [ 19, %137 ], [ %241, %186 ]
  %193 = phi i64 [ 17, %137 ], [ %239, %186 ]
  %194 = phi i64 [ 15, %137 ], [ %237, %186 ]
  %195 = phi i64 [ 13, %137 ], [ %232, %186 ]
  %196 = phi i64 [ 11, %137 ], [ %230, %186 ]
  %197 = phi i64 [ 9, %137 ], [ %228, %186 ]
  %198 = phi i64 [ 7, %137 ], [ %225, %186 ]
  %199 = phi i64 [ 5, %137 ], [ %221, %186 ]
  %200 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %187
  %201 = load i32, i32* %200, align 4, !tbaa !5
  %202 = zext i32 %201 to i64
  %203 = shl nuw i64 %202, 32
  %204 = trunc i64 %187 to i16
  %205 = mul i16 %204, 7
  %206 = urem i16 %205, 3000
  %207 = zext i16 %206 to i64
  %208 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %207
  %209 = load i32, i32* %208, align 4, !tbaa !5
  %210 = zext i32 %209 to i64
  %211 = or i64 %203, %210
  %212 = add i64 %211, %188
  %213 = xor i64 %211, %189
  %214 = mul i64 %213, 1099511628211
  %215 = and i64 %202, 4
  %216 = icmp eq i64 %215, 0
  %217 = lshr i64 %214, 17
  %218 = add i64 %217, %199
  %219 = shl i64 %212, 3
  %220 = xor i64 %219, %199
  %221 = select i1 %216, i64 %220, i64 %218
  %222 = icmp ugt i64 %198, %211
  %223 = sub i64 %198, %211
  %224 = sub i64 %211, %198
  %225 = select i1 %222, i64 %223, i64 %224
  %226 = and i64 %202, 31
  %227 = lshr i64 %225, %226
  %228 = add i64 %227, %197
  %229 = add i64 %221, %228
  %230 = xor i64 %229, %196
  %231 = tail call i64 @llvm.fshl.i64(i64 %195, i64 %195, i64 7) #3
  %232 = add i64 %230, %231
  %233 = lshr i64 %202, 3
  %234 = and i64 %233, 1
  %235 = add nsw i64 %234, -1
  %236 = xor i64 %232, %235
  %237 = add i64 %236, %194
  %238 = mul i64 %193, 6364136223846793005
  %239 = add i64 %237, %238
  %240 = lshr i64 %239, 33
  %241 = sub i64 %192, %240
  %242 = and i64 %241, 65535
  %243 = and i64 %202, 65535
  %244 = mul nuw nsw i64 %242, %243
  %245 = xor i64 %244, %191
  %246 = add i64 %212, %190
  %247 = add i64 %246, %245
  %248 = add nuw nsw i64 %187, 1
  %249 = icmp eq i64 %248, 3000
  br i1 %249, label %250, label %186, !llvm.loop !12

250:                                              ; preds = %186
  %251 = xor i64 %225, %212
  %252 = xor i64 %251, %214
  %253 = xor i64 %252, %228
  %254 = xor i64 %253, %221
  %255 = xor i64 %254, %230
  %256 = xor i64 %255, %232
  %257 = xor i64 %256, %237
  %258 = xor i64 %257, %239
  %259 = xor i64 %258, %241
  %260 = xor i64 %259, %245
  %261 = xor i64 %260, %247
  %262 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i64 noundef %261)
  br label %263

263:                                              ; preds = %263, %250
  %264 = phi i64 [ 0, %250 ], [ %329, %263 ]
  %265 = phi double [ 0.000000e+00, %250 ], [ %287, %263 ]
  %266 = phi double [ 0.000000e+00, %250 ], [ %328, %263 ]
  %267 = phi double [ 1.000000e+00, %250 ], [ %326, %263 ]
  %268 = phi double [ 0.000000e+00, %250 ], [ %323, %263 ]
  %269 = phi double [ 0.000000e+00, %250 ], [ %319, %263 ]
  %270 = phi double [ -1.000000e+02, %250 ], [ %317, %263 ]
  %271 = phi double [ 1.000000e+02, %250 ], [ %315, %263 ]
  %272 = phi double [ 0.000000e+00, %250 ], [ %313, %263 ]
  %273 = phi double [ 1.000000e+01, %250 ], [ %312, %263 ]
  %274 = phi double [ 0.000000e+00, %250 ], [ %311, %263 ]
  %275 = phi double [ -1.000000e+00, %250 ], [ %309, %263 ]
  %276 = phi double [ 1.500000e+00, %250 ], [ %308, %263 ]
  %277 = phi double [ 0.000000e+00, %250 ], [ %303, %263 ]
  %278 = phi double [ 2.500000e-01, %250 ], [ %295, %263 ]
  %279 = phi double [ 5.000000e-01, %250 ], [ %293, %263 ]
  %280 = phi double [ 2.000000e+00, %250 ], [ %291, %263 ]
  %281 = phi <2 x double> [ <double 1.000000e+00, double 3.000000e+00>, %250 ], [ %299, %263 ]
  %282 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %264
  %283 = load i32, i32* %282, align 4, !tbaa !5
  %284 = and i32 %283, 65535
  %285 = uitofp i32 %284 to double
  %286 = fmul double %285, 0x3EF0000000000000
  %287 = fadd double %265, %286
  %288 = fcmp ogt double %286, 5.000000e-01
  %289 = fneg double %286
  %290 = select i1 %288, double %286, double %289
  %291 = fadd double %280, %290
  %292 = fcmp olt double %279, %286
  %293 = select i1 %292, double %286, double %279
  %294 = fcmp ogt double %278, %286
  %295 = select i1 %294, double %286, double %278
  %296 = insertelement <2 x double> <double 5.000000e-01, double poison>, double %286, i64 1
  %297 = fmul <2 x double> %281, %296
  %298 = insertelement <2 x double> <double poison, double 1.000000e+00>, double %286, i64 0
  %299 = fadd <2 x double> %297, %298
  %300 = extractelement <2 x double> %299, i64 0
  %301 = extractelement <2 x double> %299, i64 1
  %302 = fsub double %300, %301
  %303 = fadd double %277, %302
  %304 = and i32 %283, 2
  %305 = icmp eq i32 %304, 0
  %306 = fneg double %287
  %307 = select i1 %305, double %306, double %303
  %308 = fadd double %276, %307
  %309 = fneg double %275
  %310 = fmul double %275, %286
  %311 = fsub double %274, %310
  %312 = fmul double %273, 0x3FEFAE147AE147AE
  %313 = fadd double %272, %312
  %314 = fcmp ogt double %271, %313
  %315 = select i1 %314, double %271, double %313
  %316 = fcmp olt double %270, %311
  %317 = select i1 %316, double %311, double %270
  %318 = fmul double %286, %286
  %319 = fadd double %269, %318
  %320 = fmul double %286, 1.600000e+01
  %321 = fptosi double %320 to i32
  %322 = sitofp i32 %321 to double
  %323 = fadd double %268, %322
  %324 = fcmp ogt double %267, 1.000000e+06
  %325 = fmul double %267, 1.010000e+00
  %326 = select i1 %324, double 1.000000e+00, double %325
  %327 = fsub double %326, %291
  %328 = fadd double %266, %327
  %329 = add nuw nsw i64 %264, 1
  %330 = icmp eq i64 %329, 3000
  br i1 %330, label %331, label %263, !llvm.loop !13

331:                                              ; preds = %263
  %332 = extractelement <2 x double> %299, i64 0
  %333 = mul i32 %134, 33
  %334 = add i32 %51, %333
  %335 = mul i32 %334, 33
  %336 = add i32 %54, %335
  %337 = mul i32 %336, 33
  %338 = add i32 %56, %337
  %339 = mul i32 %338, 33
  %340 = add i32 %68, %339
  %341 = mul i32 %340, 33
  %342 = add i32 %69, %341
  %343 = mul i32 %342, 33
  %344 = add i32 %73, %343
  %345 = mul i32 %344, 33
  %346 = add i32 %77, %345
  %347 = mul i32 %346, 33
  %348 = add i32 %91, %347
  %349 = mul i32 %348, 33
  %350 = add i32 %92, %349
  %351 = mul i32 %350, 33
  %352 = add i32 %93, %351
  %353 = mul i32 %352, 33
  %354 = add i32 %94, %353
  %355 = mul i32 %354, 33
  %356 = add i32 %99, %355
  %357 = mul i32 %356, 33
  %358 = add i32 %102, %357
  %359 = mul i32 %358, 33
  %360 = add i32 %105, %359
  %361 = mul i32 %360, 33
  %362 = add i32 %107, %361
  %363 = mul i32 %362, 33
  %364 = add i32 %109, %363
  %365 = mul i32 %364, 33
  %366 = add i32 %112, %365
  %367 = mul i32 %366, 33
  %368 = add i32 %118, %367
  %369 = mul i32 %368, 33
  %370 = add i32 %122, %369
  %371 = mul i32 %370, 33
  %372 = add i32 %125, %371
  %373 = mul i32 %372, 33
  %374 = add i32 %127, %373
  %375 = mul i32 %374, 33
  %376 = add i32 %129, %375
  %377 = mul i32 %376, 33
  %378 = fadd double %332, %287
  %379 = fadd double %378, %291
  %380 = fadd double %293, %379
  %381 = fadd double %295, %380
  %382 = fadd double %301, %381
  %383 = fadd double %303, %382
  %384 = fadd double %308, %383
  %385 = fsub double %384, %275
  %386 = fadd double %311, %385
  %387 = fadd double %312, %386
  %388 = fadd double %313, %387
  %389 = fadd double %315, %388
  %390 = fadd double %317, %389
  %391 = fadd double %319, %390
  %392 = fadd double %323, %391
  %393 = fadd double %326, %392
  %394 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 0, double noundef %287)
  %395 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 1, double noundef %332)
  %396 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 2, double noundef %291)
  %397 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 3, double noundef %293)
  %398 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 4, double noundef %295)
  %399 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 5, double noundef %301)
  %400 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 6, double noundef %303)
  %401 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 7, double noundef %308)
  %402 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 8, double noundef %309)
  %403 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 9, double noundef %311)
  %404 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 10, double noundef %312)
  %405 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 11, double noundef %313)
  %406 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 12, double noundef %315)
  %407 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 13, double noundef %317)
  %408 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 14, double noundef %319)
  %409 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 15, double noundef %323)
  %410 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 16, double noundef %326)
  %411 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef 17, double noundef %328)
  %412 = add i32 %131, %377
  %413 = fadd double %328, %393
  %414 = lshr i64 %261, 32
  %415 = xor i64 %414, %261
  %416 = trunc i64 %415 to i32
  %417 = xor i32 %412, %416
  %418 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), double noundef %413)
  %419 = fmul double %413, 1.000000e+03
  %420 = fptosi double %419 to i64
  %421 = trunc i64 %420 to i32
  %422 = add i32 %417, %421
  %423 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef %422)
  %424 = and i32 %422, 127
  ret i32 %424
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

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
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
