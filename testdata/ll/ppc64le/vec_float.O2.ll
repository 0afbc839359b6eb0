; ModuleID = 'c/vec_float.c'
source_filename = "c/vec_float.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@fc = internal unnamed_addr global [201 x float] zeroinitializer, align 4
@fa = internal global [201 x float] zeroinitializer, align 4
@fb = internal unnamed_addr global [201 x float] zeroinitializer, align 4
@.str = private unnamed_addr constant [6 x i8] c"saxpy\00", align 1
@dc = internal unnamed_addr global [201 x double] zeroinitializer, align 8
@da = internal global [201 x double] zeroinitializer, align 8
@db = internal global [201 x double] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [6 x i8] c"daxpy\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"fdiv\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"ddiv\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"fsel\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"dsel\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"fabsneg\00", align 1
@ib = internal unnamed_addr global [201 x i32] zeroinitializer, align 4
@ia = internal unnamed_addr global [201 x i32] zeroinitializer, align 4
@.str.7 = private unnamed_addr constant [7 x i8] c"conv.f\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"conv.d\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"conv.i\00", align 1
@ua = internal unnamed_addr global [201 x i32] zeroinitializer, align 4
@.str.10 = private unnamed_addr constant [8 x i8] c"convu.f\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"convu.d\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"convfd.d\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"convfd.f\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"convfd.i\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"fsum %a dsum %a\0A\00", align 1
@.str.16 = private unnamed_addr constant [18 x i8] c"ddot %a fprod %a\0A\00", align 1
@.str.17 = private unnamed_addr constant [17 x i8] c"fsum_ordered %a\0A\00", align 1
@.str.18 = private unnamed_addr constant [14 x i8] c"%d: %a %a %a\0A\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@seed = internal unnamed_addr global i32 777, align 4
@.str.20 = private unnamed_addr constant [9 x i8] c"%s %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @seed, align 4, !tbaa !5
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(804) bitcast ([201 x i32]* @ib to i8*), i8 0, i64 804, i1 false) #10, !tbaa !5
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %52, %2 ]
  %4 = phi i32 [ %1, %0 ], [ %48, %2 ]
  %5 = mul i32 %4, 1664525
  %6 = add i32 %5, 1013904223
  %7 = lshr i32 %6, 8
  %8 = urem i32 %7, 20001
  %9 = add nsw i32 %8, -10000
  %10 = sitofp i32 %9 to float
  %11 = fmul float %10, 1.562500e-02
  %12 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %3
  store float %11, float* %12, align 4, !tbaa !9
  %13 = mul i32 %6, 1664525
  %14 = add i32 %13, 1013904223
  %15 = lshr i32 %14, 8
  %16 = urem i32 %15, 1000
  %17 = uitofp i32 %16 to float
  %18 = fdiv float %17, 7.000000e+00
  %19 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %3
  %20 = trunc i64 %3 to i8
  %21 = urem i8 %20, 11
  %22 = icmp eq i8 %21, 0
  %23 = select i1 %22, float %11, float %18
  store float %23, float* %19, align 4
  %24 = mul i32 %14, 1664525
  %25 = add i32 %24, 1013904223
  %26 = lshr i32 %25, 8
  %27 = urem i32 %26, 200001
  %28 = add nsw i32 %27, -100000
  %29 = sitofp i32 %28 to double
  %30 = fdiv double %29, 3.000000e+00
  %31 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %3
  store double %30, double* %31, align 8, !tbaa !11
  %32 = mul i32 %25, 1664525
  %33 = add i32 %32, 1013904223
  %34 = lshr i32 %33, 8
  %35 = urem i32 %34, 100000
  %36 = uitofp i32 %35 to double
  %37 = fdiv double %36, 9.000000e+00
  %38 = getelementptr inbounds [201 x double], [201 x double]* @db, i64 0, i64 %3
  %39 = urem i8 %20, 7
  %40 = icmp eq i8 %39, 0
  %41 = select i1 %40, double %30, double %37
  store double %41, double* %38, align 8
  %42 = mul i32 %33, 1664525
  %43 = add i32 %42, 1013904223
  %44 = lshr i32 %43, 8
  %45 = add nsw i32 %44, -8388608
  %46 = getelementptr inbounds [201 x i32], [201 x i32]* @ia, i64 0, i64 %3
  store i32 %45, i32* %46, align 4, !tbaa !5
  %47 = mul i32 %43, 1664525
  %48 = add i32 %47, 1013904223
  %49 = lshr i32 %48, 8
  %50 = mul i32 %49, -1153374643
  %51 = getelementptr inbounds [201 x i32], [201 x i32]* @ua, i64 0, i64 %3
  store i32 %50, i32* %51, align 4, !tbaa !5
  %52 = add nuw nsw i64 %3, 1
  %53 = icmp eq i64 %52, 201
  br i1 %53, label %54, label %2, !llvm.loop !13

54:                                               ; preds = %2
  store i32 %48, i32* @seed, align 4, !tbaa !5
  tail call fastcc void @saxpy()
  br label %55

55:                                               ; preds = %55, %54
  %56 = phi i64 [ 0, %54 ], [ %93, %55 ]
  %57 = phi i32 [ 0, %54 ], [ %92, %55 ]
  %58 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %56
  %59 = load i8, i8* %58, align 2, !tbaa !15
  %60 = zext i8 %59 to i32
  %61 = xor i32 %57, %60
  %62 = mul i32 %61, 16777619
  %63 = or i64 %56, 1
  %64 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %63
  %65 = load i8, i8* %64, align 1, !tbaa !15
  %66 = zext i8 %65 to i32
  %67 = xor i32 %62, %66
  %68 = mul i32 %67, 16777619
  %69 = add nuw nsw i64 %56, 2
  %70 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %69
  %71 = load i8, i8* %70, align 2, !tbaa !15
  %72 = zext i8 %71 to i32
  %73 = xor i32 %68, %72
  %74 = mul i32 %73, 16777619
  %75 = add nuw nsw i64 %56, 3
  %76 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %75
  %77 = load i8, i8* %76, align 1, !tbaa !15
  %78 = zext i8 %77 to i32
  %79 = xor i32 %74, %78
  %80 = mul i32 %79, 16777619
  %81 = add nuw nsw i64 %56, 4
  %82 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %81
  %83 = load i8, i8* %82, align 2, !tbaa !15
  %84 = zext i8 %83 to i32
  %85 = xor i32 %80, %84
  %86 = mul i32 %85, 16777619
  %87 = add nuw nsw i64 %56, 5
  %88 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %87
  %89 = load i8, i8* %88, align 1, !tbaa !15
  %90 = zext i8 %89 to i32
  %91 = xor i32 %86, %90
  %92 = mul i32 %91, 16777619
  %93 = add nuw nsw i64 %56, 6
  %94 = icmp eq i64 %93, 804
  br i1 %94, label %95, label %55, !llvm.loop !16

95:                                               ; preds = %55
  %96 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef zeroext %92) #10
  %97 = load i32, i32* @check, align 4, !tbaa !5
  %98 = xor i32 %97, %92
  %99 = mul i32 %98, 16777619
  store i32 %99, i32* @check, align 4, !tbaa !5
  tail call fastcc void @daxpy()
  br label %100

100:                                              ; preds = %100, %95
  %101 = phi i64 [ 0, %95 ], [ %150, %100 ]
  %102 = phi i32 [ 0, %95 ], [ %149, %100 ]
  %103 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %101
  %104 = load i8, i8* %103, align 8, !tbaa !15
  %105 = zext i8 %104 to i32
  %106 = xor i32 %102, %105
  %107 = mul i32 %106, 16777619
  %108 = or i64 %101, 1
  %109 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %108
  %110 = load i8, i8* %109, align 1, !tbaa !15
  %111 = zext i8 %110 to i32
  %112 = xor i32 %107, %111
  %113 = mul i32 %112, 16777619
  %114 = or i64 %101, 2
  %115 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %114
  %116 = load i8, i8* %115, align 2, !tbaa !15
  %117 = zext i8 %116 to i32
  %118 = xor i32 %113, %117
  %119 = mul i32 %118, 16777619
  %120 = or i64 %101, 3
  %121 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %120
  %122 = load i8, i8* %121, align 1, !tbaa !15
  %123 = zext i8 %122 to i32
  %124 = xor i32 %119, %123
  %125 = mul i32 %124, 16777619
  %126 = or i64 %101, 4
  %127 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %126
  %128 = load i8, i8* %127, align 4, !tbaa !15
  %129 = zext i8 %128 to i32
  %130 = xor i32 %125, %129
  %131 = mul i32 %130, 16777619
  %132 = or i64 %101, 5
  %133 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %132
  %134 = load i8, i8* %133, align 1, !tbaa !15
  %135 = zext i8 %134 to i32
  %136 = xor i32 %131, %135
  %137 = mul i32 %136, 16777619
  %138 = or i64 %101, 6
  %139 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %138
  %140 = load i8, i8* %139, align 2, !tbaa !15
  %141 = zext i8 %140 to i32
  %142 = xor i32 %137, %141
  %143 = mul i32 %142, 16777619
  %144 = or i64 %101, 7
  %145 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %144
  %146 = load i8, i8* %145, align 1, !tbaa !15
  %147 = zext i8 %146 to i32
  %148 = xor i32 %143, %147
  %149 = mul i32 %148, 16777619
  %150 = add nuw nsw i64 %101, 8
  %151 = icmp eq i64 %150, 1608
  br i1 %151, label %152, label %100, !llvm.loop !16

152:                                              ; preds = %100
  %153 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef zeroext %149) #10
  %154 = load i32, i32* @check, align 4, !tbaa !5
  %155 = xor i32 %154, %149
  %156 = mul i32 %155, 16777619
  store i32 %156, i32* @check, align 4, !tbaa !5
  tail call fastcc void @fdivs()
  br label %157

157:                                              ; preds = %157, %152
  %158 = phi i64 [ 0, %152 ], [ %195, %157 ]
  %159 = phi i32 [ 0, %152 ], [ %194, %157 ]
  %160 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %158
  %161 = load i8, i8* %160, align 2, !tbaa !15
  %162 = zext i8 %161 to i32
  %163 = xor i32 %159, %162
  %164 = mul i32 %163, 16777619
  %165 = or i64 %158, 1
  %166 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %165
  %167 = load i8, i8* %166, align 1, !tbaa !15
  %168 = zext i8 %167 to i32
  %169 = xor i32 %164, %168
  %170 = mul i32 %169, 16777619
  %171 = add nuw nsw i64 %158, 2
  %172 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %171
  %173 = load i8, i8* %172, align 2, !tbaa !15
  %174 = zext i8 %173 to i32
  %175 = xor i32 %170, %174
  %176 = mul i32 %175, 16777619
  %177 = add nuw nsw i64 %158, 3
  %178 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %177
  %179 = load i8, i8* %178, align 1, !tbaa !15
  %180 = zext i8 %179 to i32
  %181 = xor i32 %176, %180
  %182 = mul i32 %181, 16777619
  %183 = add nuw nsw i64 %158, 4
  %184 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %183
  %185 = load i8, i8* %184, align 2, !tbaa !15
  %186 = zext i8 %185 to i32
  %187 = xor i32 %182, %186
  %188 = mul i32 %187, 16777619
  %189 = add nuw nsw i64 %158, 5
  %190 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %189
  %191 = load i8, i8* %190, align 1, !tbaa !15
  %192 = zext i8 %191 to i32
  %193 = xor i32 %188, %192
  %194 = mul i32 %193, 16777619
  %195 = add nuw nsw i64 %158, 6
  %196 = icmp eq i64 %195, 804
  br i1 %196, label %197, label %157, !llvm.loop !16

197:                                              ; preds = %157
  %198 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef zeroext %194) #10
  %199 = load i32, i32* @check, align 4, !tbaa !5
  %200 = xor i32 %199, %194
  %201 = mul i32 %200, 16777619
  store i32 %201, i32* @check, align 4, !tbaa !5
  br label %202

202:                                              ; preds = %202, %197
  %203 = phi i64 [ 0, %197 ], [ %252, %202 ]
  %204 = phi i32 [ 0, %197 ], [ %251, %202 ]
  %205 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %203
  %206 = load i8, i8* %205, align 8, !tbaa !15
  %207 = zext i8 %206 to i32
  %208 = xor i32 %204, %207
  %209 = mul i32 %208, 16777619
  %210 = or i64 %203, 1
  %211 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %210
  %212 = load i8, i8* %211, align 1, !tbaa !15
  %213 = zext i8 %212 to i32
  %214 = xor i32 %209, %213
  %215 = mul i32 %214, 16777619
  %216 = or i64 %203, 2
  %217 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %216
  %218 = load i8, i8* %217, align 2, !tbaa !15
  %219 = zext i8 %218 to i32
  %220 = xor i32 %215, %219
  %221 = mul i32 %220, 16777619
  %222 = or i64 %203, 3
  %223 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %222
  %224 = load i8, i8* %223, align 1, !tbaa !15
  %225 = zext i8 %224 to i32
  %226 = xor i32 %221, %225
  %227 = mul i32 %226, 16777619
  %228 = or i64 %203, 4
  %229 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %228
  %230 = load i8, i8* %229, align 4, !tbaa !15
  %231 = zext i8 %230 to i32
  %232 = xor i32 %227, %231
  %233 = mul i32 %232, 16777619
  %234 = or i64 %203, 5
  %235 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %234
  %236 = load i8, i8* %235, align 1, !tbaa !15
  %237 = zext i8 %236 to i32
  %238 = xor i32 %233, %237
  %239 = mul i32 %238, 16777619
  %240 = or i64 %203, 6
  %241 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %240
  %242 = load i8, i8* %241, align 2, !tbaa !15
  %243 = zext i8 %242 to i32
  %244 = xor i32 %239, %243
  %245 = mul i32 %244, 16777619
  %246 = or i64 %203, 7
  %247 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %246
  %248 = load i8, i8* %247, align 1, !tbaa !15
  %249 = zext i8 %248 to i32
  %250 = xor i32 %245, %249
  %251 = mul i32 %250, 16777619
  %252 = add nuw nsw i64 %203, 8
  %253 = icmp eq i64 %252, 1608
  br i1 %253, label %254, label %202, !llvm.loop !16

254:                                              ; preds = %202
  %255 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef zeroext %251) #10
  %256 = load i32, i32* @check, align 4, !tbaa !5
  %257 = xor i32 %256, %251
  %258 = mul i32 %257, 16777619
  store i32 %258, i32* @check, align 4, !tbaa !5
  tail call fastcc void @fsel()
  br label %259

259:                                              ; preds = %259, %254
  %260 = phi i64 [ 0, %254 ], [ %297, %259 ]
  %261 = phi i32 [ 0, %254 ], [ %296, %259 ]
  %262 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %260
  %263 = load i8, i8* %262, align 2, !tbaa !15
  %264 = zext i8 %263 to i32
  %265 = xor i32 %261, %264
  %266 = mul i32 %265, 16777619
  %267 = or i64 %260, 1
  %268 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %267
  %269 = load i8, i8* %268, align 1, !tbaa !15
  %270 = zext i8 %269 to i32
  %271 = xor i32 %266, %270
  %272 = mul i32 %271, 16777619
  %273 = add nuw nsw i64 %260, 2
  %274 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %273
  %275 = load i8, i8* %274, align 2, !tbaa !15
  %276 = zext i8 %275 to i32
  %277 = xor i32 %272, %276
  %278 = mul i32 %277, 16777619
  %279 = add nuw nsw i64 %260, 3
  %280 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %279
  %281 = load i8, i8* %280, align 1, !tbaa !15
  %282 = zext i8 %281 to i32
  %283 = xor i32 %278, %282
  %284 = mul i32 %283, 16777619
  %285 = add nuw nsw i64 %260, 4
  %286 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %285
  %287 = load i8, i8* %286, align 2, !tbaa !15
  %288 = zext i8 %287 to i32
  %289 = xor i32 %284, %288
  %290 = mul i32 %289, 16777619
  %291 = add nuw nsw i64 %260, 5
  %292 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %291
  %293 = load i8, i8* %292, align 1, !tbaa !15
  %294 = zext i8 %293 to i32
  %295 = xor i32 %290, %294
  %296 = mul i32 %295, 16777619
  %297 = add nuw nsw i64 %260, 6
  %298 = icmp eq i64 %297, 804
  br i1 %298, label %299, label %259, !llvm.loop !16

299:                                              ; preds = %259
  %300 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef zeroext %296) #10
  %301 = load i32, i32* @check, align 4, !tbaa !5
  %302 = xor i32 %301, %296
  %303 = mul i32 %302, 16777619
  store i32 %303, i32* @check, align 4, !tbaa !5
  tail call fastcc void @dsel()
  br label %304

304:                                              ; preds = %304, %299
  %305 = phi i64 [ 0, %299 ], [ %354, %304 ]
  %306 = phi i32 [ 0, %299 ], [ %353, %304 ]
  %307 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %305
  %308 = load i8, i8* %307, align 8, !tbaa !15
  %309 = zext i8 %308 to i32
  %310 = xor i32 %306, %309
  %311 = mul i32 %310, 16777619
  %312 = or i64 %305, 1
  %313 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %312
  %314 = load i8, i8* %313, align 1, !tbaa !15
  %315 = zext i8 %314 to i32
  %316 = xor i32 %311, %315
  %317 = mul i32 %316, 16777619
  %318 = or i64 %305, 2
  %319 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %318
  %320 = load i8, i8* %319, align 2, !tbaa !15
  %321 = zext i8 %320 to i32
  %322 = xor i32 %317, %321
  %323 = mul i32 %322, 16777619
  %324 = or i64 %305, 3
  %325 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %324
  %326 = load i8, i8* %325, align 1, !tbaa !15
  %327 = zext i8 %326 to i32
  %328 = xor i32 %323, %327
  %329 = mul i32 %328, 16777619
  %330 = or i64 %305, 4
  %331 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %330
  %332 = load i8, i8* %331, align 4, !tbaa !15
  %333 = zext i8 %332 to i32
  %334 = xor i32 %329, %333
  %335 = mul i32 %334, 16777619
  %336 = or i64 %305, 5
  %337 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %336
  %338 = load i8, i8* %337, align 1, !tbaa !15
  %339 = zext i8 %338 to i32
  %340 = xor i32 %335, %339
  %341 = mul i32 %340, 16777619
  %342 = or i64 %305, 6
  %343 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %342
  %344 = load i8, i8* %343, align 2, !tbaa !15
  %345 = zext i8 %344 to i32
  %346 = xor i32 %341, %345
  %347 = mul i32 %346, 16777619
  %348 = or i64 %305, 7
  %349 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %348
  %350 = load i8, i8* %349, align 1, !tbaa !15
  %351 = zext i8 %350 to i32
  %352 = xor i32 %347, %351
  %353 = mul i32 %352, 16777619
  %354 = add nuw nsw i64 %305, 8
  %355 = icmp eq i64 %354, 1608
  br i1 %355, label %356, label %304, !llvm.loop !16

356:                                              ; preds = %304
  %357 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef zeroext %353) #10
  %358 = load i32, i32* @check, align 4, !tbaa !5
  %359 = xor i32 %358, %353
  %360 = mul i32 %359, 16777619
  store i32 %360, i32* @check, align 4, !tbaa !5
  tail call fastcc void @fabsneg()
  br label %361

361:                                              ; preds = %361, %356
  %362 = phi i64 [ 0, %356 ], [ %399, %361 ]
  %363 = phi i32 [ 0, %356 ], [ %398, %361 ]
  %364 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %362
  %365 = load i8, i8* %364, align 2, !tbaa !15
  %366 = zext i8 %365 to i32
  %367 = xor i32 %363, %366
  %368 = mul i32 %367, 16777619
  %369 = or i64 %362, 1
  %370 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %369
  %371 = load i8, i8* %370, align 1, !tbaa !15
  %372 = zext i8 %371 to i32
  %373 = xor i32 %368, %372
  %374 = mul i32 %373, 16777619
  %375 = add nuw nsw i64 %362, 2
  %376 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %375
  %377 = load i8, i8* %376, align 2, !tbaa !15
  %378 = zext i8 %377 to i32
  %379 = xor i32 %374, %378
  %380 = mul i32 %379, 16777619
  %381 = add nuw nsw i64 %362, 3
  %382 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %381
  %383 = load i8, i8* %382, align 1, !tbaa !15
  %384 = zext i8 %383 to i32
  %385 = xor i32 %380, %384
  %386 = mul i32 %385, 16777619
  %387 = add nuw nsw i64 %362, 4
  %388 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %387
  %389 = load i8, i8* %388, align 2, !tbaa !15
  %390 = zext i8 %389 to i32
  %391 = xor i32 %386, %390
  %392 = mul i32 %391, 16777619
  %393 = add nuw nsw i64 %362, 5
  %394 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %393
  %395 = load i8, i8* %394, align 1, !tbaa !15
  %396 = zext i8 %395 to i32
  %397 = xor i32 %392, %396
  %398 = mul i32 %397, 16777619
  %399 = add nuw nsw i64 %362, 6
  %400 = icmp eq i64 %399, 804
  br i1 %400, label %401, label %361, !llvm.loop !16

401:                                              ; preds = %361
  %402 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i32 noundef zeroext %398) #10
  %403 = load i32, i32* @check, align 4, !tbaa !5
  %404 = xor i32 %403, %398
  %405 = mul i32 %404, 16777619
  store i32 %405, i32* @check, align 4, !tbaa !5
  tail call fastcc void @conv()
  br label %406

406:                                              ; preds = %406, %401
  %407 = phi i64 [ 0, %401 ], [ %444, %406 ]
  %408 = phi i32 [ 0, %401 ], [ %443, %406 ]
  %409 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %407
  %410 = load i8, i8* %409, align 2, !tbaa !15
  %411 = zext i8 %410 to i32
  %412 = xor i32 %408, %411
  %413 = mul i32 %412, 16777619
  %414 = or i64 %407, 1
  %415 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %414
  %416 = load i8, i8* %415, align 1, !tbaa !15
  %417 = zext i8 %416 to i32
  %418 = xor i32 %413, %417
  %419 = mul i32 %418, 16777619
  %420 = add nuw nsw i64 %407, 2
  %421 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %420
  %422 = load i8, i8* %421, align 2, !tbaa !15
  %423 = zext i8 %422 to i32
  %424 = xor i32 %419, %423
  %425 = mul i32 %424, 16777619
  %426 = add nuw nsw i64 %407, 3
  %427 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %426
  %428 = load i8, i8* %427, align 1, !tbaa !15
  %429 = zext i8 %428 to i32
  %430 = xor i32 %425, %429
  %431 = mul i32 %430, 16777619
  %432 = add nuw nsw i64 %407, 4
  %433 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %432
  %434 = load i8, i8* %433, align 2, !tbaa !15
  %435 = zext i8 %434 to i32
  %436 = xor i32 %431, %435
  %437 = mul i32 %436, 16777619
  %438 = add nuw nsw i64 %407, 5
  %439 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %438
  %440 = load i8, i8* %439, align 1, !tbaa !15
  %441 = zext i8 %440 to i32
  %442 = xor i32 %437, %441
  %443 = mul i32 %442, 16777619
  %444 = add nuw nsw i64 %407, 6
  %445 = icmp eq i64 %444, 804
  br i1 %445, label %446, label %406, !llvm.loop !16

446:                                              ; preds = %406
  %447 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %443) #10
  %448 = load i32, i32* @check, align 4, !tbaa !5
  %449 = xor i32 %448, %443
  %450 = mul i32 %449, 16777619
  store i32 %450, i32* @check, align 4, !tbaa !5
  br label %451

451:                                              ; preds = %451, %446
  %452 = phi i64 [ 0, %446 ], [ %501, %451 ]
  %453 = phi i32 [ 0, %446 ], [ %500, %451 ]
  %454 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %452
  %455 = load i8, i8* %454, align 8, !tbaa !15
  %456 = zext i8 %455 to i32
  %457 = xor i32 %453, %456
  %458 = mul i32 %457, 16777619
  %459 = or i64 %452, 1
  %460 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %459
  %461 = load i8, i8* %460, align 1, !tbaa !15
  %462 = zext i8 %461 to i32
  %463 = xor i32 %458, %462
  %464 = mul i32 %463, 16777619
  %465 = or i64 %452, 2
  %466 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %465
  %467 = load i8, i8* %466, align 2, !tbaa !15
  %468 = zext i8 %467 to i32
  %469 = xor i32 %464, %468
  %470 = mul i32 %469, 16777619
  %471 = or i64 %452, 3
  %472 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %471
  %473 = load i8, i8* %472, align 1, !tbaa !15
  %474 = zext i8 %473 to i32
  %475 = xor i32 %470, %474
  %476 = mul i32 %475, 16777619
  %477 = or i64 %452, 4
  %478 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %477
  %479 = load i8, i8* %478, align 4, !tbaa !15
  %480 = zext i8 %479 to i32
  %481 = xor i32 %476, %480
  %482 = mul i32 %481, 16777619
  %483 = or i64 %452, 5
  %484 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %483
  %485 = load i8, i8* %484, align 1, !tbaa !15
  %486 = zext i8 %485 to i32
  %487 = xor i32 %482, %486
  %488 = mul i32 %487, 16777619
  %489 = or i64 %452, 6
  %490 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %489
  %491 = load i8, i8* %490, align 2, !tbaa !15
  %492 = zext i8 %491 to i32
  %493 = xor i32 %488, %492
  %494 = mul i32 %493, 16777619
  %495 = or i64 %452, 7
  %496 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %495
  %497 = load i8, i8* %496, align 1, !tbaa !15
  %498 = zext i8 %497 to i32
  %499 = xor i32 %494, %498
  %500 = mul i32 %499, 16777619
  %501 = add nuw nsw i64 %452, 8
  %502 = icmp eq i64 %501, 1608
  br i1 %502, label %503, label %451, !llvm.loop !16

503:                                              ; preds = %451
  %504 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i64 0, i64 0), i32 noundef zeroext %500) #10
  %505 = load i32, i32* @check, align 4, !tbaa !5
  %506 = xor i32 %505, %500
  %507 = mul i32 %506, 16777619
  store i32 %507, i32* @check, align 4, !tbaa !5
  br label %508

508:                                              ; preds = %508, %503
  %509 = phi i64 [ 0, %503 ], [ %546, %508 ]
  %510 = phi i32 [ 0, %503 ], [ %545, %508 ]
  %511 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %509
  %512 = load i8, i8* %511, align 2, !tbaa !15
  %513 = zext i8 %512 to i32
  %514 = xor i32 %510, %513
  %515 = mul i32 %514, 16777619
  %516 = or i64 %509, 1
  %517 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %516
  %518 = load i8, i8* %517, align 1, !tbaa !15
  %519 = zext i8 %518 to i32
  %520 = xor i32 %515, %519
  %521 = mul i32 %520, 16777619
  %522 = add nuw nsw i64 %509, 2
  %523 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %522
  %524 = load i8, i8* %523, align 2, !tbaa !15
  %525 = zext i8 %524 to i32
  %526 = xor i32 %521, %525
  %527 = mul i32 %526, 16777619
  %528 = add nuw nsw i64 %509, 3
  %529 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %528
  %530 = load i8, i8* %529, align 1, !tbaa !15
  %531 = zext i8 %530 to i32
  %532 = xor i32 %527, %531
  %533 = mul i32 %532, 16777619
  %534 = add nuw nsw i64 %509, 4
  %535 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %534
  %536 = load i8, i8* %535, align 2, !tbaa !15
  %537 = zext i8 %536 to i32
  %538 = xor i32 %533, %537
  %539 = mul i32 %538, 16777619
  %540 = add nuw nsw i64 %509, 5
  %541 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %540
  %542 = load i8, i8* %541, align 1, !tbaa !15
  %543 = zext i8 %542 to i32
  %544 = xor i32 %539, %543
  %545 = mul i32 %544, 16777619
  %546 = add nuw nsw i64 %509, 6
  %547 = icmp eq i64 %546, 804
  br i1 %547, label %548, label %508, !llvm.loop !16

548:                                              ; preds = %508
  %549 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %545) #10
  %550 = load i32, i32* @check, align 4, !tbaa !5
  %551 = xor i32 %550, %545
  %552 = mul i32 %551, 16777619
  store i32 %552, i32* @check, align 4, !tbaa !5
  tail call fastcc void @convu()
  br label %553

553:                                              ; preds = %553, %548
  %554 = phi i64 [ 0, %548 ], [ %591, %553 ]
  %555 = phi i32 [ 0, %548 ], [ %590, %553 ]
  %556 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %554
  %557 = load i8, i8* %556, align 2, !tbaa !15
  %558 = zext i8 %557 to i32
  %559 = xor i32 %555, %558
  %560 = mul i32 %559, 16777619
  %561 = or i64 %554, 1
  %562 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %561
  %563 = load i8, i8* %562, align 1, !tbaa !15
  %564 = zext i8 %563 to i32
  %565 = xor i32 %560, %564
  %566 = mul i32 %565, 16777619
  %567 = add nuw nsw i64 %554, 2
  %568 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %567
  %569 = load i8, i8* %568, align 2, !tbaa !15
  %570 = zext i8 %569 to i32
  %571 = xor i32 %566, %570
  %572 = mul i32 %571, 16777619
  %573 = add nuw nsw i64 %554, 3
  %574 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %573
  %575 = load i8, i8* %574, align 1, !tbaa !15
  %576 = zext i8 %575 to i32
  %577 = xor i32 %572, %576
  %578 = mul i32 %577, 16777619
  %579 = add nuw nsw i64 %554, 4
  %580 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %579
  %581 = load i8, i8* %580, align 2, !tbaa !15
  %582 = zext i8 %581 to i32
  %583 = xor i32 %578, %582
  %584 = mul i32 %583, 16777619
  %585 = add nuw nsw i64 %554, 5
  %586 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %585
  %587 = load i8, i8* %586, align 1, !tbaa !15
  %588 = zext i8 %587 to i32
  %589 = xor i32 %584, %588
  %590 = mul i32 %589, 16777619
  %591 = add nuw nsw i64 %554, 6
  %592 = icmp eq i64 %591, 804
  br i1 %592, label %593, label %553, !llvm.loop !16

593:                                              ; preds = %553
  %594 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i32 noundef zeroext %590) #10
  %595 = load i32, i32* @check, align 4, !tbaa !5
  %596 = xor i32 %595, %590
  %597 = mul i32 %596, 16777619
  store i32 %597, i32* @check, align 4, !tbaa !5
  br label %598

598:                                              ; preds = %598, %593
  %599 = phi i64 [ 0, %593 ], [ %648, %598 ]
  %600 = phi i32 [ 0, %593 ], [ %647, %598 ]
  %601 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %599
  %602 = load i8, i8* %601, align 8, !tbaa !15
  %603 = zext i8 %602 to i32
  %604 = xor i32 %600, %603
  %605 = mul i32 %604, 16777619
  %606 = or i64 %599, 1
  %607 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %606
  %608 = load i8, i8* %607, align 1, !tbaa !15
  %609 = zext i8 %608 to i32
  %610 = xor i32 %605, %609
  %611 = mul i32 %610, 16777619
  %612 = or i64 %599, 2
  %613 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %612
  %614 = load i8, i8* %613, align 2, !tbaa !15
  %615 = zext i8 %614 to i32
  %616 = xor i32 %611, %615
  %617 = mul i32 %616, 16777619
  %618 = or i64 %599, 3
  %619 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %618
  %620 = load i8, i8* %619, align 1, !tbaa !15
  %621 = zext i8 %620 to i32
  %622 = xor i32 %617, %621
  %623 = mul i32 %622, 16777619
  %624 = or i64 %599, 4
  %625 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %624
  %626 = load i8, i8* %625, align 4, !tbaa !15
  %627 = zext i8 %626 to i32
  %628 = xor i32 %623, %627
  %629 = mul i32 %628, 16777619
  %630 = or i64 %599, 5
  %631 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %630
  %632 = load i8, i8* %631, align 1, !tbaa !15
  %633 = zext i8 %632 to i32
  %634 = xor i32 %629, %633
  %635 = mul i32 %634, 16777619
  %636 = or i64 %599, 6
  %637 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %636
  %638 = load i8, i8* %637, align 2, !tbaa !15
  %639 = zext i8 %638 to i32
  %640 = xor i32 %635, %639
  %641 = mul i32 %640, 16777619
  %642 = or i64 %599, 7
  %643 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %642
  %644 = load i8, i8* %643, align 1, !tbaa !15
  %645 = zext i8 %644 to i32
  %646 = xor i32 %641, %645
  %647 = mul i32 %646, 16777619
  %648 = add nuw nsw i64 %599, 8
  %649 = icmp eq i64 %648, 1608
  br i1 %649, label %650, label %598, !llvm.loop !16

650:                                              ; preds = %598
  %651 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i64 0, i64 0), i32 noundef zeroext %647) #10
  %652 = load i32, i32* @check, align 4, !tbaa !5
  %653 = xor i32 %652, %647
  %654 = mul i32 %653, 16777619
  store i32 %654, i32* @check, align 4, !tbaa !5
  tail call fastcc void @convfd()
  br label %655

655:                                              ; preds = %655, %650
  %656 = phi i64 [ 0, %650 ], [ %705, %655 ]
  %657 = phi i32 [ 0, %650 ], [ %704, %655 ]
  %658 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %656
  %659 = load i8, i8* %658, align 8, !tbaa !15
  %660 = zext i8 %659 to i32
  %661 = xor i32 %657, %660
  %662 = mul i32 %661, 16777619
  %663 = or i64 %656, 1
  %664 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %663
  %665 = load i8, i8* %664, align 1, !tbaa !15
  %666 = zext i8 %665 to i32
  %667 = xor i32 %662, %666
  %668 = mul i32 %667, 16777619
  %669 = or i64 %656, 2
  %670 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %669
  %671 = load i8, i8* %670, align 2, !tbaa !15
  %672 = zext i8 %671 to i32
  %673 = xor i32 %668, %672
  %674 = mul i32 %673, 16777619
  %675 = or i64 %656, 3
  %676 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %675
  %677 = load i8, i8* %676, align 1, !tbaa !15
  %678 = zext i8 %677 to i32
  %679 = xor i32 %674, %678
  %680 = mul i32 %679, 16777619
  %681 = or i64 %656, 4
  %682 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %681
  %683 = load i8, i8* %682, align 4, !tbaa !15
  %684 = zext i8 %683 to i32
  %685 = xor i32 %680, %684
  %686 = mul i32 %685, 16777619
  %687 = or i64 %656, 5
  %688 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %687
  %689 = load i8, i8* %688, align 1, !tbaa !15
  %690 = zext i8 %689 to i32
  %691 = xor i32 %686, %690
  %692 = mul i32 %691, 16777619
  %693 = or i64 %656, 6
  %694 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %693
  %695 = load i8, i8* %694, align 2, !tbaa !15
  %696 = zext i8 %695 to i32
  %697 = xor i32 %692, %696
  %698 = mul i32 %697, 16777619
  %699 = or i64 %656, 7
  %700 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %699
  %701 = load i8, i8* %700, align 1, !tbaa !15
  %702 = zext i8 %701 to i32
  %703 = xor i32 %698, %702
  %704 = mul i32 %703, 16777619
  %705 = add nuw nsw i64 %656, 8
  %706 = icmp eq i64 %705, 1608
  br i1 %706, label %707, label %655, !llvm.loop !16

707:                                              ; preds = %655
  %708 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext %704) #10
  %709 = load i32, i32* @check, align 4, !tbaa !5
  %710 = xor i32 %709, %704
  %711 = mul i32 %710, 16777619
  store i32 %711, i32* @check, align 4, !tbaa !5
  br label %712

712:                                              ; preds = %712, %707
  %713 = phi i64 [ 0, %707 ], [ %750, %712 ]
  %714 = phi i32 [ 0, %707 ], [ %749, %712 ]
  %715 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %713
  %716 = load i8, i8* %715, align 2, !tbaa !15
  %717 = zext i8 %716 to i32
  %718 = xor i32 %714, %717
  %719 = mul i32 %718, 16777619
  %720 = or i64 %713, 1
  %721 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %720
  %722 = load i8, i8* %721, align 1, !tbaa !15
  %723 = zext i8 %722 to i32
  %724 = xor i32 %719, %723
  %725 = mul i32 %724, 16777619
  %726 = add nuw nsw i64 %713, 2
  %727 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %726
  %728 = load i8, i8* %727, align 2, !tbaa !15
  %729 = zext i8 %728 to i32
  %730 = xor i32 %725, %729
  %731 = mul i32 %730, 16777619
  %732 = add nuw nsw i64 %713, 3
  %733 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %732
  %734 = load i8, i8* %733, align 1, !tbaa !15
  %735 = zext i8 %734 to i32
  %736 = xor i32 %731, %735
  %737 = mul i32 %736, 16777619
  %738 = add nuw nsw i64 %713, 4
  %739 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %738
  %740 = load i8, i8* %739, align 2, !tbaa !15
  %741 = zext i8 %740 to i32
  %742 = xor i32 %737, %741
  %743 = mul i32 %742, 16777619
  %744 = add nuw nsw i64 %713, 5
  %745 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %744
  %746 = load i8, i8* %745, align 1, !tbaa !15
  %747 = zext i8 %746 to i32
  %748 = xor i32 %743, %747
  %749 = mul i32 %748, 16777619
  %750 = add nuw nsw i64 %713, 6
  %751 = icmp eq i64 %750, 804
  br i1 %751, label %752, label %712, !llvm.loop !16

752:                                              ; preds = %712
  %753 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i32 noundef zeroext %749) #10
  %754 = load i32, i32* @check, align 4, !tbaa !5
  %755 = xor i32 %754, %749
  %756 = mul i32 %755, 16777619
  store i32 %756, i32* @check, align 4, !tbaa !5
  br label %757

757:                                              ; preds = %757, %752
  %758 = phi i64 [ 0, %752 ], [ %795, %757 ]
  %759 = phi i32 [ 0, %752 ], [ %794, %757 ]
  %760 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %758
  %761 = load i8, i8* %760, align 2, !tbaa !15
  %762 = zext i8 %761 to i32
  %763 = xor i32 %759, %762
  %764 = mul i32 %763, 16777619
  %765 = or i64 %758, 1
  %766 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %765
  %767 = load i8, i8* %766, align 1, !tbaa !15
  %768 = zext i8 %767 to i32
  %769 = xor i32 %764, %768
  %770 = mul i32 %769, 16777619
  %771 = add nuw nsw i64 %758, 2
  %772 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %771
  %773 = load i8, i8* %772, align 2, !tbaa !15
  %774 = zext i8 %773 to i32
  %775 = xor i32 %770, %774
  %776 = mul i32 %775, 16777619
  %777 = add nuw nsw i64 %758, 3
  %778 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %777
  %779 = load i8, i8* %778, align 1, !tbaa !15
  %780 = zext i8 %779 to i32
  %781 = xor i32 %776, %780
  %782 = mul i32 %781, 16777619
  %783 = add nuw nsw i64 %758, 4
  %784 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %783
  %785 = load i8, i8* %784, align 2, !tbaa !15
  %786 = zext i8 %785 to i32
  %787 = xor i32 %782, %786
  %788 = mul i32 %787, 16777619
  %789 = add nuw nsw i64 %758, 5
  %790 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %789
  %791 = load i8, i8* %790, align 1, !tbaa !15
  %792 = zext i8 %791 to i32
  %793 = xor i32 %788, %792
  %794 = mul i32 %793, 16777619
  %795 = add nuw nsw i64 %758, 6
  %796 = icmp eq i64 %795, 804
  br i1 %796, label %797, label %757, !llvm.loop !16

797:                                              ; preds = %757
  %798 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef zeroext %794) #10
  %799 = load i32, i32* @check, align 4, !tbaa !5
  %800 = xor i32 %799, %794
  %801 = mul i32 %800, 16777619
  store i32 %801, i32* @check, align 4, !tbaa !5
  %802 = tail call fastcc float @fsum(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 0), i32 noundef signext 201)
  %803 = fpext float %802 to double
  %804 = tail call fastcc double @dsum(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 0), i32 noundef signext 201)
  %805 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.15, i64 0, i64 0), double noundef %803, double noundef %804)
  %806 = tail call fastcc double @ddot(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 0), i32 noundef signext 201)
  %807 = tail call fastcc float @fprod()
  %808 = fpext float %807 to double
  %809 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.16, i64 0, i64 0), double noundef %806, double noundef %808)
  %810 = tail call fastcc float @fsum_ordered()
  %811 = fpext float %810 to double
  %812 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i64 0, i64 0), double noundef %811)
  br label %818

813:                                              ; preds = %818
  %814 = load i32, i32* @check, align 4, !tbaa !5
  %815 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef zeroext %814)
  %816 = load i32, i32* @check, align 4, !tbaa !5
  %817 = and i32 %816, 127
  ret i32 %817

818:                                              ; preds = %797, %818
  %819 = phi i64 [ 0, %797 ], [ %828, %818 ]
  %820 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %819
  %821 = trunc i64 %819 to i32
  %822 = tail call fastcc float @fsum(float* noundef nonnull %820, i32 noundef signext %821)
  %823 = fpext float %822 to double
  %824 = getelementptr inbounds [201 x double], [201 x double]* @db, i64 0, i64 %819
  %825 = tail call fastcc double @dsum(double* noundef nonnull %824, i32 noundef signext %821)
  %826 = tail call fastcc double @ddot(double* noundef nonnull %824, i32 noundef signext %821)
  %827 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext %821, double noundef %823, double noundef %825, double noundef %826)
  %828 = add nuw nsw i64 %819, 1
  %829 = icmp eq i64 %828, 12
  br i1 %829, label %813, label %818, !llvm.loop !17
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %111, %1 ]
  %3 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <4 x float>*
  %5 = load <4 x float>, <4 x float>* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds float, float* %3, i64 4
  %7 = bitcast float* %6 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 4, !tbaa !9
  %9 = getelementptr inbounds float, float* %3, i64 8
  %10 = bitcast float* %9 to <4 x float>*
  %11 = load <4 x float>, <4 x float>* %10, align 4, !tbaa !9
  %12 = getelementptr inbounds float, float* %3, i64 12
  %13 = bitcast float* %12 to <4 x float>*
  %14 = load <4 x float>, <4 x float>* %13, align 4, !tbaa !9
  %15 = getelementptr inbounds float, float* %3, i64 16
  %16 = bitcast float* %15 to <4 x float>*
  %17 = load <4 x float>, <4 x float>* %16, align 4, !tbaa !9
  %18 = getelementptr inbounds float, float* %3, i64 20
  %19 = bitcast float* %18 to <4 x float>*
  %20 = load <4 x float>, <4 x float>* %19, align 4, !tbaa !9
  %21 = getelementptr inbounds float, float* %3, i64 24
  %22 = bitcast float* %21 to <4 x float>*
  %23 = load <4 x float>, <4 x float>* %22, align 4, !tbaa !9
  %24 = getelementptr inbounds float, float* %3, i64 28
  %25 = bitcast float* %24 to <4 x float>*
  %26 = load <4 x float>, <4 x float>* %25, align 4, !tbaa !9
  %27 = getelementptr inbounds float, float* %3, i64 32
  %28 = bitcast float* %27 to <4 x float>*
  %29 = load <4 x float>, <4 x float>* %28, align 4, !tbaa !9
  %30 = getelementptr inbounds float, float* %3, i64 36
  %31 = bitcast float* %30 to <4 x float>*
  %32 = load <4 x float>, <4 x float>* %31, align 4, !tbaa !9
  %33 = getelementptr inbounds float, float* %3, i64 40
  %34 = bitcast float* %33 to <4 x float>*
  %35 = load <4 x float>, <4 x float>* %34, align 4, !tbaa !9
  %36 = getelementptr inbounds float, float* %3, i64 44
  %37 = bitcast float* %36 to <4 x float>*
  %38 = load <4 x float>, <4 x float>* %37, align 4, !tbaa !9
  %39 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %2
  %40 = bitcast float* %39 to <4 x float>*
  %41 = load <4 x float>, <4 x float>* %40, align 4, !tbaa !9
  %42 = getelementptr inbounds float, float* %39, i64 4
  %43 = bitcast float* %42 to <4 x float>*
  %44 = load <4 x float>, <4 x float>* %43, align 4, !tbaa !9
  %45 = getelementptr inbounds float, float* %39, i64 8
  %46 = bitcast float* %45 to <4 x float>*
  %47 = load <4 x float>, <4 x float>* %46, align 4, !tbaa !9
  %48 = getelementptr inbounds float, float* %39, i64 12
  %49 = bitcast float* %48 to <4 x float>*
  %50 = load <4 x float>, <4 x float>* %49, align 4, !tbaa !9
  %51 = getelementptr inbounds float, float* %39, i64 16
  %52 = bitcast float* %51 to <4 x float>*
  %53 = load <4 x float>, <4 x float>* %52, align 4, !tbaa !9
  %54 = getelementptr inbounds float, float* %39, i64 20
  %55 = bitcast float* %54 to <4 x float>*
  %56 = load <4 x float>, <4 x float>* %55, align 4, !tbaa !9
  %57 = getelementptr inbounds float, float* %39, i64 24
  %58 = bitcast float* %57 to <4 x float>*
  %59 = load <4 x float>, <4 x float>* %58, align 4, !tbaa !9
  %60 = getelementptr inbounds float, float* %39, i64 28
  %61 = bitcast float* %60 to <4 x float>*
  %62 = load <4 x float>, <4 x float>* %61, align 4, !tbaa !9
  %63 = getelementptr inbounds float, float* %39, i64 32
  %64 = bitcast float* %63 to <4 x float>*
  %65 = load <4 x float>, <4 x float>* %64, align 4, !tbaa !9
  %66 = getelementptr inbounds float, float* %39, i64 36
  %67 = bitcast float* %66 to <4 x float>*
  %68 = load <4 x float>, <4 x float>* %67, align 4, !tbaa !9
  %69 = getelementptr inbounds float, float* %39, i64 40
  %70 = bitcast float* %69 to <4 x float>*
  %71 = load <4 x float>, <4 x float>* %70, align 4, !tbaa !9
  %72 = getelementptr inbounds float, float* %39, i64 44
  %73 = bitcast float* %72 to <4 x float>*
  %74 = load <4 x float>, <4 x float>* %73, align 4, !tbaa !9
  %75 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %41)
  %76 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %44)
  %77 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %11, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %47)
  %78 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %50)
  %79 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %17, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %53)
  %80 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %20, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %56)
  %81 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %23, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %59)
  %82 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %26, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %62)
  %83 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %29, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %65)
  %84 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %32, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %68)
  %85 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %35, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %71)
  %86 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %38, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %74)
  %87 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %88 = bitcast float* %87 to <4 x float>*
  store <4 x float> %75, <4 x float>* %88, align 4, !tbaa !9
  %89 = getelementptr inbounds float, float* %87, i64 4
  %90 = bitcast float* %89 to <4 x float>*
  store <4 x float> %76, <4 x float>* %90, align 4, !tbaa !9
  %91 = getelementptr inbounds float, float* %87, i64 8
  %92 = bitcast float* %91 to <4 x float>*
  store <4 x float> %77, <4 x float>* %92, align 4, !tbaa !9
  %93 = getelementptr inbounds float, float* %87, i64 12
  %94 = bitcast float* %93 to <4 x float>*
  store <4 x float> %78, <4 x float>* %94, align 4, !tbaa !9
  %95 = getelementptr inbounds float, float* %87, i64 16
  %96 = bitcast float* %95 to <4 x float>*
  store <4 x float> %79, <4 x float>* %96, align 4, !tbaa !9
  %97 = getelementptr inbounds float, float* %87, i64 20
  %98 = bitcast float* %97 to <4 x float>*
  store <4 x float> %80, <4 x float>* %98, align 4, !tbaa !9
  %99 = getelementptr inbounds float, float* %87, i64 24
  %100 = bitcast float* %99 to <4 x float>*
  store <4 x float> %81, <4 x float>* %100, align 4, !tbaa !9
  %101 = getelementptr inbounds float, float* %87, i64 28
  %102 = bitcast float* %101 to <4 x float>*
  store <4 x float> %82, <4 x float>* %102, align 4, !tbaa !9
  %103 = getelementptr inbounds float, float* %87, i64 32
  %104 = bitcast float* %103 to <4 x float>*
  store <4 x float> %83, <4 x float>* %104, align 4, !tbaa !9
  %105 = getelementptr inbounds float, float* %87, i64 36
  %106 = bitcast float* %105 to <4 x float>*
  store <4 x float> %84, <4 x float>* %106, align 4, !tbaa !9
  %107 = getelementptr inbounds float, float* %87, i64 40
  %108 = bitcast float* %107 to <4 x float>*
  store <4 x float> %85, <4 x float>* %108, align 4, !tbaa !9
  %109 = getelementptr inbounds float, float* %87, i64 44
  %110 = bitcast float* %109 to <4 x float>*
  store <4 x float> %86, <4 x float>* %110, align 4, !tbaa !9
  %111 = add nuw i64 %2, 48
  %112 = icmp eq i64 %111, 192
  br i1 %112, label %113, label %1, !llvm.loop !18

113:                                              ; preds = %1
  %114 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 192), align 4, !tbaa !9
  %115 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 192), align 4, !tbaa !9
  %116 = tail call float @llvm.fmuladd.f32(float %114, float 1.750000e+00, float %115)
  store float %116, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 192), align 4, !tbaa !9
  %117 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 193), align 4, !tbaa !9
  %118 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 193), align 4, !tbaa !9
  %119 = tail call float @llvm.fmuladd.f32(float %117, float 1.750000e+00, float %118)
  store float %119, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 193), align 4, !tbaa !9
  %120 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 194), align 4, !tbaa !9
  %121 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 194), align 4, !tbaa !9
  %122 = tail call float @llvm.fmuladd.f32(float %120, float 1.750000e+00, float %121)
  store float %122, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 194), align 4, !tbaa !9
  %123 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 195), align 4, !tbaa !9
  %124 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 195), align 4, !tbaa !9
  %125 = tail call float @llvm.fmuladd.f32(float %123, float 1.750000e+00, float %124)
  store float %125, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 195), align 4, !tbaa !9
  %126 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 196), align 4, !tbaa !9
  %127 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 196), align 4, !tbaa !9
  %128 = tail call float @llvm.fmuladd.f32(float %126, float 1.750000e+00, float %127)
  store float %128, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 196), align 4, !tbaa !9
  %129 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 197), align 4, !tbaa !9
  %130 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 197), align 4, !tbaa !9
  %131 = tail call float @llvm.fmuladd.f32(float %129, float 1.750000e+00, float %130)
  store float %131, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 197), align 4, !tbaa !9
  %132 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 198), align 4, !tbaa !9
  %133 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 198), align 4, !tbaa !9
  %134 = tail call float @llvm.fmuladd.f32(float %132, float 1.750000e+00, float %133)
  store float %134, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 198), align 4, !tbaa !9
  %135 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 199), align 4, !tbaa !9
  %136 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 199), align 4, !tbaa !9
  %137 = tail call float @llvm.fmuladd.f32(float %135, float 1.750000e+00, float %136)
  store float %137, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 199), align 4, !tbaa !9
  %138 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 200), align 4, !tbaa !9
  %139 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 200), align 4, !tbaa !9
  %140 = tail call float @llvm.fmuladd.f32(float %138, float 1.750000e+00, float %139)
  store float %140, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @daxpy() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %111, %1 ]
  %3 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %2
  %4 = bitcast double* %3 to <2 x double>*
  %5 = load <2 x double>, <2 x double>* %4, align 8, !tbaa !11
  %6 = getelementptr inbounds double, double* %3, i64 2
  %7 = bitcast double* %6 to <2 x double>*
  %8 = load <2 x double>, <2 x double>* %7, align 8, !tbaa !11
  %9 = getelementptr inbounds double, double* %3, i64 4
  %10 = bitcast double* %9 to <2 x double>*
  %11 = load <2 x double>, <2 x double>* %10, align 8, !tbaa !11
  %12 = getelementptr inbounds double, double* %3, i64 6
  %13 = bitcast double* %12 to <2 x double>*
  %14 = load <2 x double>, <2 x double>* %13, align 8, !tbaa !11
  %15 = getelementptr inbounds double, double* %3, i64 8
  %16 = bitcast double* %15 to <2 x double>*
  %17 = load <2 x double>, <2 x double>* %16, align 8, !tbaa !11
  %18 = getelementptr inbounds double, double* %3, i64 10
  %19 = bitcast double* %18 to <2 x double>*
  %20 = load <2 x double>, <2 x double>* %19, align 8, !tbaa !11
  %21 = getelementptr inbounds double, double* %3, i64 12
  %22 = bitcast double* %21 to <2 x double>*
  %23 = load <2 x double>, <2 x double>* %22, align 8, !tbaa !11
  %24 = getelementptr inbounds double, double* %3, i64 14
  %25 = bitcast double* %24 to <2 x double>*
  %26 = load <2 x double>, <2 x double>* %25, align 8, !tbaa !11
  %27 = getelementptr inbounds double, double* %3, i64 16
  %28 = bitcast double* %27 to <2 x double>*
  %29 = load <2 x double>, <2 x double>* %28, align 8, !tbaa !11
  %30 = getelementptr inbounds double, double* %3, i64 18
  %31 = bitcast double* %30 to <2 x double>*
  %32 = load <2 x double>, <2 x double>* %31, align 8, !tbaa !11
  %33 = getelementptr inbounds double, double* %3, i64 20
  %34 = bitcast double* %33 to <2 x double>*
  %35 = load <2 x double>, <2 x double>* %34, align 8, !tbaa !11
  %36 = getelementptr inbounds double, double* %3, i64 22
  %37 = bitcast double* %36 to <2 x double>*
  %38 = load <2 x double>, <2 x double>* %37, align 8, !tbaa !11
  %39 = getelementptr inbounds [201 x double], [201 x double]* @db, i64 0, i64 %2
  %40 = bitcast double* %39 to <2 x double>*
  %41 = load <2 x double>, <2 x double>* %40, align 8, !tbaa !11
  %42 = getelementptr inbounds double, double* %39, i64 2
  %43 = bitcast double* %42 to <2 x double>*
  %44 = load <2 x double>, <2 x double>* %43, align 8, !tbaa !11
  %45 = getelementptr inbounds double, double* %39, i64 4
  %46 = bitcast double* %45 to <2 x double>*
  %47 = load <2 x double>, <2 x double>* %46, align 8, !tbaa !11
  %48 = getelementptr inbounds double, double* %39, i64 6
  %49 = bitcast double* %48 to <2 x double>*
  %50 = load <2 x double>, <2 x double>* %49, align 8, !tbaa !11
  %51 = getelementptr inbounds double, double* %39, i64 8
  %52 = bitcast double* %51 to <2 x double>*
  %53 = load <2 x double>, <2 x double>* %52, align 8, !tbaa !11
  %54 = getelementptr inbounds double, double* %39, i64 10
  %55 = bitcast double* %54 to <2 x double>*
  %56 = load <2 x double>, <2 x double>* %55, align 8, !tbaa !11
  %57 = getelementptr inbounds double, double* %39, i64 12
  %58 = bitcast double* %57 to <2 x double>*
  %59 = load <2 x double>, <2 x double>* %58, align 8, !tbaa !11
  %60 = getelementptr inbounds double, double* %39, i64 14
  %61 = bitcast double* %60 to <2 x double>*
  %62 = load <2 x double>, <2 x double>* %61, align 8, !tbaa !11
  %63 = getelementptr inbounds double, double* %39, i64 16
  %64 = bitcast double* %63 to <2 x double>*
  %65 = load <2 x double>, <2 x double>* %64, align 8, !tbaa !11
  %66 = getelementptr inbounds double, double* %39, i64 18
  %67 = bitcast double* %66 to <2 x double>*
  %68 = load <2 x double>, <2 x double>* %67, align 8, !tbaa !11
  %69 = getelementptr inbounds double, double* %39, i64 20
  %70 = bitcast double* %69 to <2 x double>*
  %71 = load <2 x double>, <2 x double>* %70, align 8, !tbaa !11
  %72 = getelementptr inbounds double, double* %39, i64 22
  %73 = bitcast double* %72 to <2 x double>*
  %74 = load <2 x double>, <2 x double>* %73, align 8, !tbaa !11
  %75 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %5, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %41)
  %76 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %44)
  %77 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %11, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %47)
  %78 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %50)
  %79 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %53)
  %80 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %56)
  %81 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %59)
  %82 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %62)
  %83 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %65)
  %84 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %68)
  %85 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %35, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %71)
  %86 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %74)
  %87 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %2
  %88 = bitcast double* %87 to <2 x double>*
  store <2 x double> %75, <2 x double>* %88, align 8, !tbaa !11
  %89 = getelementptr inbounds double, double* %87, i64 2
  %90 = bitcast double* %89 to <2 x double>*
  store <2 x double> %76, <2 x double>* %90, align 8, !tbaa !11
  %91 = getelementptr inbounds double, double* %87, i64 4
  %92 = bitcast double* %91 to <2 x double>*
  store <2 x double> %77, <2 x double>* %92, align 8, !tbaa !11
  %93 = getelementptr inbounds double, double* %87, i64 6
  %94 = bitcast double* %93 to <2 x double>*
  store <2 x double> %78, <2 x double>* %94, align 8, !tbaa !11
  %95 = getelementptr inbounds double, double* %87, i64 8
  %96 = bitcast double* %95 to <2 x double>*
  store <2 x double> %79, <2 x double>* %96, align 8, !tbaa !11
  %97 = getelementptr inbounds double, double* %87, i64 10
  %98 = bitcast double* %97 to <2 x double>*
  store <2 x double> %80, <2 x double>* %98, align 8, !tbaa !11
  %99 = getelementptr inbounds double, double* %87, i64 12
  %100 = bitcast double* %99 to <2 x double>*
  store <2 x double> %81, <2 x double>* %100, align 8, !tbaa !11
  %101 = getelementptr inbounds double, double* %87, i64 14
  %102 = bitcast double* %101 to <2 x double>*
  store <2 x double> %82, <2 x double>* %102, align 8, !tbaa !11
  %103 = getelementptr inbounds double, double* %87, i64 16
  %104 = bitcast double* %103 to <2 x double>*
  store <2 x double> %83, <2 x double>* %104, align 8, !tbaa !11
  %105 = getelementptr inbounds double, double* %87, i64 18
  %106 = bitcast double* %105 to <2 x double>*
  store <2 x double> %84, <2 x double>* %106, align 8, !tbaa !11
  %107 = getelementptr inbounds double, double* %87, i64 20
  %108 = bitcast double* %107 to <2 x double>*
  store <2 x double> %85, <2 x double>* %108, align 8, !tbaa !11
  %109 = getelementptr inbounds double, double* %87, i64 22
  %110 = bitcast double* %109 to <2 x double>*
  store <2 x double> %86, <2 x double>* %110, align 8, !tbaa !11
  %111 = add nuw i64 %2, 24
  %112 = icmp eq i64 %111, 192
  br i1 %112, label %113, label %1, !llvm.loop !20

113:                                              ; preds = %1
  %114 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 192), align 8, !tbaa !11
  %115 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 192), align 8, !tbaa !11
  %116 = tail call double @llvm.fmuladd.f64(double %114, double -3.000000e-01, double %115)
  store double %116, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 192), align 8, !tbaa !11
  %117 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 193), align 8, !tbaa !11
  %118 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 193), align 8, !tbaa !11
  %119 = tail call double @llvm.fmuladd.f64(double %117, double -3.000000e-01, double %118)
  store double %119, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 193), align 8, !tbaa !11
  %120 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 194), align 8, !tbaa !11
  %121 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 194), align 8, !tbaa !11
  %122 = tail call double @llvm.fmuladd.f64(double %120, double -3.000000e-01, double %121)
  store double %122, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 194), align 8, !tbaa !11
  %123 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 195), align 8, !tbaa !11
  %124 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 195), align 8, !tbaa !11
  %125 = tail call double @llvm.fmuladd.f64(double %123, double -3.000000e-01, double %124)
  store double %125, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 195), align 8, !tbaa !11
  %126 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 196), align 8, !tbaa !11
  %127 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 196), align 8, !tbaa !11
  %128 = tail call double @llvm.fmuladd.f64(double %126, double -3.000000e-01, double %127)
  store double %128, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 196), align 8, !tbaa !11
  %129 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 197), align 8, !tbaa !11
  %130 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 197), align 8, !tbaa !11
  %131 = tail call double @llvm.fmuladd.f64(double %129, double -3.000000e-01, double %130)
  store double %131, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 197), align 8, !tbaa !11
  %132 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 198), align 8, !tbaa !11
  %133 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 198), align 8, !tbaa !11
  %134 = tail call double @llvm.fmuladd.f64(double %132, double -3.000000e-01, double %133)
  store double %134, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 198), align 8, !tbaa !11
  %135 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 199), align 8, !tbaa !11
  %136 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 199), align 8, !tbaa !11
  %137 = tail call double @llvm.fmuladd.f64(double %135, double -3.000000e-01, double %136)
  store double %137, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 199), align 8, !tbaa !11
  %138 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 200), align 8, !tbaa !11
  %139 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 200), align 8, !tbaa !11
  %140 = tail call double @llvm.fmuladd.f64(double %138, double -3.000000e-01, double %139)
  store double %140, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 200), align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @fdivs() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %38, %1 ]
  %3 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <2 x float>*
  %5 = load <2 x float>, <2 x float>* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %2
  %7 = bitcast float* %6 to <2 x float>*
  %8 = load <2 x float>, <2 x float>* %7, align 4, !tbaa !9
  %9 = fadd <2 x float> %8, <float 2.500000e+00, float 2.500000e+00>
  %10 = fdiv <2 x float> %5, %9
  %11 = fadd <2 x float> %5, %10
  %12 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %13 = bitcast float* %12 to <2 x float>*
  store <2 x float> %11, <2 x float>* %13, align 4, !tbaa !9
  %14 = fpext <2 x float> %5 to <2 x double>
  %15 = fpext <2 x float> %8 to <2 x double>
  %16 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> <double 3.000000e+00, double 3.000000e+00>)
  %17 = fdiv <2 x double> %14, %16
  %18 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %2
  %19 = bitcast double* %18 to <2 x double>*
  store <2 x double> %17, <2 x double>* %19, align 8, !tbaa !11
  %20 = or i64 %2, 2
  %21 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %20
  %22 = bitcast float* %21 to <2 x float>*
  %23 = load <2 x float>, <2 x float>* %22, align 4, !tbaa !9
  %24 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %20
  %25 = bitcast float* %24 to <2 x float>*
  %26 = load <2 x float>, <2 x float>* %25, align 4, !tbaa !9
  %27 = fadd <2 x float> %26, <float 2.500000e+00, float 2.500000e+00>
  %28 = fdiv <2 x float> %23, %27
  %29 = fadd <2 x float> %23, %28
  %30 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %20
  %31 = bitcast float* %30 to <2 x float>*
  store <2 x float> %29, <2 x float>* %31, align 4, !tbaa !9
  %32 = fpext <2 x float> %23 to <2 x double>
  %33 = fpext <2 x float> %26 to <2 x double>
  %34 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %33, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> <double 3.000000e+00, double 3.000000e+00>)
  %35 = fdiv <2 x double> %32, %34
  %36 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %20
  %37 = bitcast double* %36 to <2 x double>*
  store <2 x double> %35, <2 x double>* %37, align 8, !tbaa !11
  %38 = add nuw nsw i64 %2, 4
  %39 = icmp eq i64 %38, 200
  br i1 %39, label %40, label %1, !llvm.loop !21

40:                                               ; preds = %1
  %41 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 200), align 4, !tbaa !9
  %42 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 200), align 4, !tbaa !9
  %43 = fadd float %42, 2.500000e+00
  %44 = fdiv float %41, %43
  %45 = fadd float %41, %44
  store float %45, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 4, !tbaa !9
  %46 = fpext float %41 to double
  %47 = fpext float %42 to double
  %48 = tail call double @llvm.fmuladd.f64(double %47, double 7.500000e-01, double 3.000000e+00)
  %49 = fdiv double %46, %48
  store double %49, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 200), align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @fsel() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %159, %1 ]
  %3 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <4 x float>*
  %5 = load <4 x float>, <4 x float>* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds float, float* %3, i64 4
  %7 = bitcast float* %6 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 4, !tbaa !9
  %9 = getelementptr inbounds float, float* %3, i64 8
  %10 = bitcast float* %9 to <4 x float>*
  %11 = load <4 x float>, <4 x float>* %10, align 4, !tbaa !9
  %12 = getelementptr inbounds float, float* %3, i64 12
  %13 = bitcast float* %12 to <4 x float>*
  %14 = load <4 x float>, <4 x float>* %13, align 4, !tbaa !9
  %15 = getelementptr inbounds float, float* %3, i64 16
  %16 = bitcast float* %15 to <4 x float>*
  %17 = load <4 x float>, <4 x float>* %16, align 4, !tbaa !9
  %18 = getelementptr inbounds float, float* %3, i64 20
  %19 = bitcast float* %18 to <4 x float>*
  %20 = load <4 x float>, <4 x float>* %19, align 4, !tbaa !9
  %21 = getelementptr inbounds float, float* %3, i64 24
  %22 = bitcast float* %21 to <4 x float>*
  %23 = load <4 x float>, <4 x float>* %22, align 4, !tbaa !9
  %24 = getelementptr inbounds float, float* %3, i64 28
  %25 = bitcast float* %24 to <4 x float>*
  %26 = load <4 x float>, <4 x float>* %25, align 4, !tbaa !9
  %27 = getelementptr inbounds float, float* %3, i64 32
  %28 = bitcast float* %27 to <4 x float>*
  %29 = load <4 x float>, <4 x float>* %28, align 4, !tbaa !9
  %30 = getelementptr inbounds float, float* %3, i64 36
  %31 = bitcast float* %30 to <4 x float>*
  %32 = load <4 x float>, <4 x float>* %31, align 4, !tbaa !9
  %33 = getelementptr inbounds float, float* %3, i64 40
  %34 = bitcast float* %33 to <4 x float>*
  %35 = load <4 x float>, <4 x float>* %34, align 4, !tbaa !9
  %36 = getelementptr inbounds float, float* %3, i64 44
  %37 = bitcast float* %36 to <4 x float>*
  %38 = load <4 x float>, <4 x float>* %37, align 4, !tbaa !9
  %39 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %2
  %40 = bitcast float* %39 to <4 x float>*
  %41 = load <4 x float>, <4 x float>* %40, align 4, !tbaa !9
  %42 = getelementptr inbounds float, float* %39, i64 4
  %43 = bitcast float* %42 to <4 x float>*
  %44 = load <4 x float>, <4 x float>* %43, align 4, !tbaa !9
  %45 = getelementptr inbounds float, float* %39, i64 8
  %46 = bitcast float* %45 to <4 x float>*
  %47 = load <4 x float>, <4 x float>* %46, align 4, !tbaa !9
  %48 = getelementptr inbounds float, float* %39, i64 12
  %49 = bitcast float* %48 to <4 x float>*
  %50 = load <4 x float>, <4 x float>* %49, align 4, !tbaa !9
  %51 = getelementptr inbounds float, float* %39, i64 16
  %52 = bitcast float* %51 to <4 x float>*
  %53 = load <4 x float>, <4 x float>* %52, align 4, !tbaa !9
  %54 = getelementptr inbounds float, float* %39, i64 20
  %55 = bitcast float* %54 to <4 x float>*
  %56 = load <4 x float>, <4 x float>* %55, align 4, !tbaa !9
  %57 = getelementptr inbounds float, float* %39, i64 24
  %58 = bitcast float* %57 to <4 x float>*
  %59 = load <4 x float>, <4 x float>* %58, align 4, !tbaa !9
  %60 = getelementptr inbounds float, float* %39, i64 28
  %61 = bitcast float* %60 to <4 x float>*
  %62 = load <4 x float>, <4 x float>* %61, align 4, !tbaa !9
  %63 = getelementptr inbounds float, float* %39, i64 32
  %64 = bitcast float* %63 to <4 x float>*
  %65 = load <4 x float>, <4 x float>* %64, align 4, !tbaa !9
  %66 = getelementptr inbounds float, float* %39, i64 36
  %67 = bitcast float* %66 to <4 x float>*
  %68 = load <4 x float>, <4 x float>* %67, align 4, !tbaa !9
  %69 = getelementptr inbounds float, float* %39, i64 40
  %70 = bitcast float* %69 to <4 x float>*
  %71 = load <4 x float>, <4 x float>* %70, align 4, !tbaa !9
  %72 = getelementptr inbounds float, float* %39, i64 44
  %73 = bitcast float* %72 to <4 x float>*
  %74 = load <4 x float>, <4 x float>* %73, align 4, !tbaa !9
  %75 = fcmp ogt <4 x float> %5, %41
  %76 = fcmp ogt <4 x float> %8, %44
  %77 = fcmp ogt <4 x float> %11, %47
  %78 = fcmp ogt <4 x float> %14, %50
  %79 = fcmp ogt <4 x float> %17, %53
  %80 = fcmp ogt <4 x float> %20, %56
  %81 = fcmp ogt <4 x float> %23, %59
  %82 = fcmp ogt <4 x float> %26, %62
  %83 = fcmp ogt <4 x float> %29, %65
  %84 = fcmp ogt <4 x float> %32, %68
  %85 = fcmp ogt <4 x float> %35, %71
  %86 = fcmp ogt <4 x float> %38, %74
  %87 = fmul <4 x float> %41, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %88 = fmul <4 x float> %44, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %89 = fmul <4 x float> %47, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %90 = fmul <4 x float> %50, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %91 = fmul <4 x float> %53, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %92 = fmul <4 x float> %56, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %93 = fmul <4 x float> %59, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %94 = fmul <4 x float> %62, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %95 = fmul <4 x float> %65, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %96 = fmul <4 x float> %68, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %97 = fmul <4 x float> %71, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %98 = fmul <4 x float> %74, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %99 = fcmp une <4 x float> %5, %41
  %100 = fcmp une <4 x float> %8, %44
  %101 = fcmp une <4 x float> %11, %47
  %102 = fcmp une <4 x float> %14, %50
  %103 = fcmp une <4 x float> %17, %53
  %104 = fcmp une <4 x float> %20, %56
  %105 = fcmp une <4 x float> %23, %59
  %106 = fcmp une <4 x float> %26, %62
  %107 = fcmp une <4 x float> %29, %65
  %108 = fcmp une <4 x float> %32, %68
  %109 = fcmp une <4 x float> %35, %71
  %110 = fcmp une <4 x float> %38, %74
  %111 = select <4 x i1> %99, <4 x float> %87, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %112 = select <4 x i1> %100, <4 x float> %88, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %113 = select <4 x i1> %101, <4 x float> %89, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %114 = select <4 x i1> %102, <4 x float> %90, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %115 = select <4 x i1> %103, <4 x float> %91, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %116 = select <4 x i1> %104, <4 x float> %92, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %117 = select <4 x i1> %105, <4 x float> %93, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %118 = select <4 x i1> %106, <4 x float> %94, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %119 = select <4 x i1> %107, <4 x float> %95, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %120 = select <4 x i1> %108, <4 x float> %96, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %121 = select <4 x i1> %109, <4 x float> %97, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %122 = select <4 x i1> %110, <4 x float> %98, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %123 = select <4 x i1> %75, <4 x float> %5, <4 x float> %111
  %124 = select <4 x i1> %76, <4 x float> %8, <4 x float> %112
  %125 = select <4 x i1> %77, <4 x float> %11, <4 x float> %113
  %126 = select <4 x i1> %78, <4 x float> %14, <4 x float> %114
  %127 = select <4 x i1> %79, <4 x float> %17, <4 x float> %115
  %128 = select <4 x i1> %80, <4 x float> %20, <4 x float> %116
  %129 = select <4 x i1> %81, <4 x float> %23, <4 x float> %117
  %130 = select <4 x i1> %82, <4 x float> %26, <4 x float> %118
  %131 = select <4 x i1> %83, <4 x float> %29, <4 x float> %119
  %132 = select <4 x i1> %84, <4 x float> %32, <4 x float> %120
  %133 = select <4 x i1> %85, <4 x float> %35, <4 x float> %121
  %134 = select <4 x i1> %86, <4 x float> %38, <4 x float> %122
  %135 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %136 = bitcast float* %135 to <4 x float>*
  store <4 x float> %123, <4 x float>* %136, align 4, !tbaa !9
  %137 = getelementptr inbounds float, float* %135, i64 4
  %138 = bitcast float* %137 to <4 x float>*
  store <4 x float> %124, <4 x float>* %138, align 4, !tbaa !9
  %139 = getelementptr inbounds float, float* %135, i64 8
  %140 = bitcast float* %139 to <4 x float>*
  store <4 x float> %125, <4 x float>* %140, align 4, !tbaa !9
  %141 = getelementptr inbounds float, float* %135, i64 12
  %142 = bitcast float* %141 to <4 x float>*
  store <4 x float> %126, <4 x float>* %142, align 4, !tbaa !9
  %143 = getelementptr inbounds float, float* %135, i64 16
  %144 = bitcast float* %143 to <4 x float>*
  store <4 x float> %127, <4 x float>* %144, align 4, !tbaa !9
  %145 = getelementptr inbounds float, float* %135, i64 20
  %146 = bitcast float* %145 to <4 x float>*
  store <4 x float> %128, <4 x float>* %146, align 4, !tbaa !9
  %147 = getelementptr inbounds float, float* %135, i64 24
  %148 = bitcast float* %147 to <4 x float>*
  store <4 x float> %129, <4 x float>* %148, align 4, !tbaa !9
  %149 = getelementptr inbounds float, float* %135, i64 28
  %150 = bitcast float* %149 to <4 x float>*
  store <4 x float> %130, <4 x float>* %150, align 4, !tbaa !9
  %151 = getelementptr inbounds float, float* %135, i64 32
  %152 = bitcast float* %151 to <4 x float>*
  store <4 x float> %131, <4 x float>* %152, align 4, !tbaa !9
  %153 = getelementptr inbounds float, float* %135, i64 36
  %154 = bitcast float* %153 to <4 x float>*
  store <4 x float> %132, <4 x float>* %154, align 4, !tbaa !9
  %155 = getelementptr inbounds float, float* %135, i64 40
  %156 = bitcast float* %155 to <4 x float>*
  store <4 x float> %133, <4 x float>* %156, align 4, !tbaa !9
  %157 = getelementptr inbounds float, float* %135, i64 44
  %158 = bitcast float* %157 to <4 x float>*
  store <4 x float> %134, <4 x float>* %158, align 4, !tbaa !9
  %159 = add nuw i64 %2, 48
  %160 = icmp eq i64 %159, 192
  br i1 %160, label %161, label %1, !llvm.loop !22

161:                                              ; preds = %1
  %162 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 192), align 4, !tbaa !9
  %163 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 192), align 4, !tbaa !9
  %164 = fcmp ogt float %162, %163
  br i1 %164, label %169, label %165

165:                                              ; preds = %161
  %166 = fcmp oeq float %162, %163
  br i1 %166, label %169, label %167

167:                                              ; preds = %165
  %168 = fmul float %163, 5.000000e-01
  br label %169

169:                                              ; preds = %161, %167, %165
  %170 = phi float [ %168, %167 ], [ 1.000000e+00, %165 ], [ %162, %161 ]
  store float %170, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 192), align 4, !tbaa !9
  %171 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 193), align 4, !tbaa !9
  %172 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 193), align 4, !tbaa !9
  %173 = fcmp ogt float %171, %172
  br i1 %173, label %178, label %174

174:                                              ; preds = %169
  %175 = fcmp oeq float %171, %172
  br i1 %175, label %178, label %176

176:                                              ; preds = %174
  %177 = fmul float %172, 5.000000e-01
  br label %178

178:                                              ; preds = %176, %174, %169
  %179 = phi float [ %177, %176 ], [ 1.000000e+00, %174 ], [ %171, %169 ]
  store float %179, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 193), align 4, !tbaa !9
  %180 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 194), align 4, !tbaa !9
  %181 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 194), align 4, !tbaa !9
  %182 = fcmp ogt float %180, %181
  br i1 %182, label %187, label %183

183:                                              ; preds = %178
  %184 = fcmp oeq float %180, %181
  br i1 %184, label %187, label %185

185:                                              ; preds = %183
  %186 = fmul float %181, 5.000000e-01
  br label %187

187:                                              ; preds = %185, %183, %178
  %188 = phi float [ %186, %185 ], [ 1.000000e+00, %183 ], [ %180, %178 ]
  store float %188, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 194), align 4, !tbaa !9
  %189 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 195), align 4, !tbaa !9
  %190 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 195), align 4, !tbaa !9
  %191 = fcmp ogt float %189, %190
  br i1 %191, label %196, label %192

192:                                              ; preds = %187
  %193 = fcmp oeq float %189, %190
  br i1 %193, label %196, label %194

194:                                              ; preds = %192
  %195 = fmul float %190, 5.000000e-01
  br label %196

196:                                              ; preds = %194, %192, %187
  %197 = phi float [ %195, %194 ], [ 1.000000e+00, %192 ], [ %189, %187 ]
  store float %197, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 195), align 4, !tbaa !9
  %198 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 196), align 4, !tbaa !9
  %199 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 196), align 4, !tbaa !9
  %200 = fcmp ogt float %198, %199
  br i1 %200, label %205, label %201

201:                                              ; preds = %196
  %202 = fcmp oeq float %198, %199
  br i1 %202, label %205, label %203

203:                                              ; preds = %201
  %204 = fmul float %199, 5.000000e-01
  br label %205

205:                                              ; preds = %203, %201, %196
  %206 = phi float [ %204, %203 ], [ 1.000000e+00, %201 ], [ %198, %196 ]
  store float %206, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 196), align 4, !tbaa !9
  %207 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 197), align 4, !tbaa !9
  %208 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 197), align 4, !tbaa !9
  %209 = fcmp ogt float %207, %208
  br i1 %209, label %214, label %210

210:                                              ; preds = %205
  %211 = fcmp oeq float %207, %208
  br i1 %211, label %214, label %212

212:                                              ; preds = %210
  %213 = fmul float %208, 5.000000e-01
  br label %214

214:                                              ; preds = %212, %210, %205
  %215 = phi float [ %213, %212 ], [ 1.000000e+00, %210 ], [ %207, %205 ]
  store float %215, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 197), align 4, !tbaa !9
  %216 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 198), align 4, !tbaa !9
  %217 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 198), align 4, !tbaa !9
  %218 = fcmp ogt float %216, %217
  br i1 %218, label %223, label %219

219:                                              ; preds = %214
  %220 = fcmp oeq float %216, %217
  br i1 %220, label %223, label %221

221:                                              ; preds = %219
  %222 = fmul float %217, 5.000000e-01
  br label %223

223:                                              ; preds = %221, %219, %214
  %224 = phi float [ %222, %221 ], [ 1.000000e+00, %219 ], [ %216, %214 ]
  store float %224, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 198), align 4, !tbaa !9
  %225 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 199), align 4, !tbaa !9
  %226 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 199), align 4, !tbaa !9
  %227 = fcmp ogt float %225, %226
  br i1 %227, label %232, label %228

228:                                              ; preds = %223
  %229 = fcmp oeq float %225, %226
  br i1 %229, label %232, label %230

230:                                              ; preds = %228
  %231 = fmul float %226, 5.000000e-01
  br label %232

232:                                              ; preds = %230, %228, %223
  %233 = phi float [ %231, %230 ], [ 1.000000e+00, %228 ], [ %225, %223 ]
  store float %233, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 199), align 4, !tbaa !9
  %234 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 200), align 4, !tbaa !9
  %235 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 200), align 4, !tbaa !9
  %236 = fcmp ogt float %234, %235
  br i1 %236, label %241, label %237

237:                                              ; preds = %232
  %238 = fcmp oeq float %234, %235
  br i1 %238, label %241, label %239

239:                                              ; preds = %237
  %240 = fmul float %235, 5.000000e-01
  br label %241

241:                                              ; preds = %239, %237, %232
  %242 = phi float [ %240, %239 ], [ 1.000000e+00, %237 ], [ %234, %232 ]
  store float %242, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @dsel() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %159, %1 ]
  %3 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %2
  %4 = bitcast double* %3 to <2 x double>*
  %5 = load <2 x double>, <2 x double>* %4, align 8, !tbaa !11
  %6 = getelementptr inbounds double, double* %3, i64 2
  %7 = bitcast double* %6 to <2 x double>*
  %8 = load <2 x double>, <2 x double>* %7, align 8, !tbaa !11
  %9 = getelementptr inbounds double, double* %3, i64 4
  %10 = bitcast double* %9 to <2 x double>*
  %11 = load <2 x double>, <2 x double>* %10, align 8, !tbaa !11
  %12 = getelementptr inbounds double, double* %3, i64 6
  %13 = bitcast double* %12 to <2 x double>*
  %14 = load <2 x double>, <2 x double>* %13, align 8, !tbaa !11
  %15 = getelementptr inbounds double, double* %3, i64 8
  %16 = bitcast double* %15 to <2 x double>*
  %17 = load <2 x double>, <2 x double>* %16, align 8, !tbaa !11
  %18 = getelementptr inbounds double, double* %3, i64 10
  %19 = bitcast double* %18 to <2 x double>*
  %20 = load <2 x double>, <2 x double>* %19, align 8, !tbaa !11
  %21 = getelementptr inbounds double, double* %3, i64 12
  %22 = bitcast double* %21 to <2 x double>*
  %23 = load <2 x double>, <2 x double>* %22, align 8, !tbaa !11
  %24 = getelementptr inbounds double, double* %3, i64 14
  %25 = bitcast double* %24 to <2 x double>*
  %26 = load <2 x double>, <2 x double>* %25, align 8, !tbaa !11
  %27 = getelementptr inbounds double, double* %3, i64 16
  %28 = bitcast double* %27 to <2 x double>*
  %29 = load <2 x double>, <2 x double>* %28, align 8, !tbaa !11
  %30 = getelementptr inbounds double, double* %3, i64 18
  %31 = bitcast double* %30 to <2 x double>*
  %32 = load <2 x double>, <2 x double>* %31, align 8, !tbaa !11
  %33 = getelementptr inbounds double, double* %3, i64 20
  %34 = bitcast double* %33 to <2 x double>*
  %35 = load <2 x double>, <2 x double>* %34, align 8, !tbaa !11
  %36 = getelementptr inbounds double, double* %3, i64 22
  %37 = bitcast double* %36 to <2 x double>*
  %38 = load <2 x double>, <2 x double>* %37, align 8, !tbaa !11
  %39 = getelementptr inbounds [201 x double], [201 x double]* @db, i64 0, i64 %2
  %40 = bitcast double* %39 to <2 x double>*
  %41 = load <2 x double>, <2 x double>* %40, align 8, !tbaa !11
  %42 = getelementptr inbounds double, double* %39, i64 2
  %43 = bitcast double* %42 to <2 x double>*
  %44 = load <2 x double>, <2 x double>* %43, align 8, !tbaa !11
  %45 = getelementptr inbounds double, double* %39, i64 4
  %46 = bitcast double* %45 to <2 x double>*
  %47 = load <2 x double>, <2 x double>* %46, align 8, !tbaa !11
  %48 = getelementptr inbounds double, double* %39, i64 6
  %49 = bitcast double* %48 to <2 x double>*
  %50 = load <2 x double>, <2 x double>* %49, align 8, !tbaa !11
  %51 = getelementptr inbounds double, double* %39, i64 8
  %52 = bitcast double* %51 to <2 x double>*
  %53 = load <2 x double>, <2 x double>* %52, align 8, !tbaa !11
  %54 = getelementptr inbounds double, double* %39, i64 10
  %55 = bitcast double* %54 to <2 x double>*
  %56 = load <2 x double>, <2 x double>* %55, align 8, !tbaa !11
  %57 = getelementptr inbounds double, double* %39, i64 12
  %58 = bitcast double* %57 to <2 x double>*
  %59 = load <2 x double>, <2 x double>* %58, align 8, !tbaa !11
  %60 = getelementptr inbounds double, double* %39, i64 14
  %61 = bitcast double* %60 to <2 x double>*
  %62 = load <2 x double>, <2 x double>* %61, align 8, !tbaa !11
  %63 = getelementptr inbounds double, double* %39, i64 16
  %64 = bitcast double* %63 to <2 x double>*
  %65 = load <2 x double>, <2 x double>* %64, align 8, !tbaa !11
  %66 = getelementptr inbounds double, double* %39, i64 18
  %67 = bitcast double* %66 to <2 x double>*
  %68 = load <2 x double>, <2 x double>* %67, align 8, !tbaa !11
  %69 = getelementptr inbounds double, double* %39, i64 20
  %70 = bitcast double* %69 to <2 x double>*
  %71 = load <2 x double>, <2 x double>* %70, align 8, !tbaa !11
  %72 = getelementptr inbounds double, double* %39, i64 22
  %73 = bitcast double* %72 to <2 x double>*
  %74 = load <2 x double>, <2 x double>* %73, align 8, !tbaa !11
  %75 = fcmp ugt <2 x double> %5, %41
  %76 = fcmp ugt <2 x double> %8, %44
  %77 = fcmp ugt <2 x double> %11, %47
  %78 = fcmp ugt <2 x double> %14, %50
  %79 = fcmp ugt <2 x double> %17, %53
  %80 = fcmp ugt <2 x double> %20, %56
  %81 = fcmp ugt <2 x double> %23, %59
  %82 = fcmp ugt <2 x double> %26, %62
  %83 = fcmp ugt <2 x double> %29, %65
  %84 = fcmp ugt <2 x double> %32, %68
  %85 = fcmp ugt <2 x double> %35, %71
  %86 = fcmp ugt <2 x double> %38, %74
  %87 = fsub <2 x double> %5, %41
  %88 = fsub <2 x double> %8, %44
  %89 = fsub <2 x double> %11, %47
  %90 = fsub <2 x double> %14, %50
  %91 = fsub <2 x double> %17, %53
  %92 = fsub <2 x double> %20, %56
  %93 = fsub <2 x double> %23, %59
  %94 = fsub <2 x double> %26, %62
  %95 = fsub <2 x double> %29, %65
  %96 = fsub <2 x double> %32, %68
  %97 = fsub <2 x double> %35, %71
  %98 = fsub <2 x double> %38, %74
  %99 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %87)
  %100 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %88)
  %101 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %89)
  %102 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %90)
  %103 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %91)
  %104 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %92)
  %105 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %93)
  %106 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %94)
  %107 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %95)
  %108 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %96)
  %109 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %97)
  %110 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %98)
  %111 = fneg <2 x double> %41
  %112 = fneg <2 x double> %44
  %113 = fneg <2 x double> %47
  %114 = fneg <2 x double> %50
  %115 = fneg <2 x double> %53
  %116 = fneg <2 x double> %56
  %117 = fneg <2 x double> %59
  %118 = fneg <2 x double> %62
  %119 = fneg <2 x double> %65
  %120 = fneg <2 x double> %68
  %121 = fneg <2 x double> %71
  %122 = fneg <2 x double> %74
  %123 = select <2 x i1> %75, <2 x double> %111, <2 x double> %99
  %124 = select <2 x i1> %76, <2 x double> %112, <2 x double> %100
  %125 = select <2 x i1> %77, <2 x double> %113, <2 x double> %101
  %126 = select <2 x i1> %78, <2 x double> %114, <2 x double> %102
  %127 = select <2 x i1> %79, <2 x double> %115, <2 x double> %103
  %128 = select <2 x i1> %80, <2 x double> %116, <2 x double> %104
  %129 = select <2 x i1> %81, <2 x double> %117, <2 x double> %105
  %130 = select <2 x i1> %82, <2 x double> %118, <2 x double> %106
  %131 = select <2 x i1> %83, <2 x double> %119, <2 x double> %107
  %132 = select <2 x i1> %84, <2 x double> %120, <2 x double> %108
  %133 = select <2 x i1> %85, <2 x double> %121, <2 x double> %109
  %134 = select <2 x i1> %86, <2 x double> %122, <2 x double> %110
  %135 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %2
  %136 = bitcast double* %135 to <2 x double>*
  store <2 x double> %123, <2 x double>* %136, align 8, !tbaa !11
  %137 = getelementptr inbounds double, double* %135, i64 2
  %138 = bitcast double* %137 to <2 x double>*
  store <2 x double> %124, <2 x double>* %138, align 8, !tbaa !11
  %139 = getelementptr inbounds double, double* %135, i64 4
  %140 = bitcast double* %139 to <2 x double>*
  store <2 x double> %125, <2 x double>* %140, align 8, !tbaa !11
  %141 = getelementptr inbounds double, double* %135, i64 6
  %142 = bitcast double* %141 to <2 x double>*
  store <2 x double> %126, <2 x double>* %142, align 8, !tbaa !11
  %143 = getelementptr inbounds double, double* %135, i64 8
  %144 = bitcast double* %143 to <2 x double>*
  store <2 x double> %127, <2 x double>* %144, align 8, !tbaa !11
  %145 = getelementptr inbounds double, double* %135, i64 10
  %146 = bitcast double* %145 to <2 x double>*
  store <2 x double> %128, <2 x double>* %146, align 8, !tbaa !11
  %147 = getelementptr inbounds double, double* %135, i64 12
  %148 = bitcast double* %147 to <2 x double>*
  store <2 x double> %129, <2 x double>* %148, align 8, !tbaa !11
  %149 = getelementptr inbounds double, double* %135, i64 14
  %150 = bitcast double* %149 to <2 x double>*
  store <2 x double> %130, <2 x double>* %150, align 8, !tbaa !11
  %151 = getelementptr inbounds double, double* %135, i64 16
  %152 = bitcast double* %151 to <2 x double>*
  store <2 x double> %131, <2 x double>* %152, align 8, !tbaa !11
  %153 = getelementptr inbounds double, double* %135, i64 18
  %154 = bitcast double* %153 to <2 x double>*
  store <2 x double> %132, <2 x double>* %154, align 8, !tbaa !11
  %155 = getelementptr inbounds double, double* %135, i64 20
  %156 = bitcast double* %155 to <2 x double>*
  store <2 x double> %133, <2 x double>* %156, align 8, !tbaa !11
  %157 = getelementptr inbounds double, double* %135, i64 22
  %158 = bitcast double* %157 to <2 x double>*
  store <2 x double> %134, <2 x double>* %158, align 8, !tbaa !11
  %159 = add nuw i64 %2, 24
  %160 = icmp eq i64 %159, 192
  br i1 %160, label %161, label %1, !llvm.loop !23

161:                                              ; preds = %1
  %162 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 192), align 8, !tbaa !11
  %163 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 192), align 8, !tbaa !11
  %164 = fcmp ugt double %162, %163
  %165 = fsub double %162, %163
  %166 = tail call double @llvm.fabs.f64(double %165)
  %167 = fneg double %163
  %168 = select i1 %164, double %167, double %166
  store double %168, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 192), align 8, !tbaa !11
  %169 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 193), align 8, !tbaa !11
  %170 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 193), align 8, !tbaa !11
  %171 = fcmp ugt double %169, %170
  %172 = fsub double %169, %170
  %173 = tail call double @llvm.fabs.f64(double %172)
  %174 = fneg double %170
  %175 = select i1 %171, double %174, double %173
  store double %175, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 193), align 8, !tbaa !11
  %176 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 194), align 8, !tbaa !11
  %177 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 194), align 8, !tbaa !11
  %178 = fcmp ugt double %176, %177
  %179 = fsub double %176, %177
  %180 = tail call double @llvm.fabs.f64(double %179)
  %181 = fneg double %177
  %182 = select i1 %178, double %181, double %180
  store double %182, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 194), align 8, !tbaa !11
  %183 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 195), align 8, !tbaa !11
  %184 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 195), align 8, !tbaa !11
  %185 = fcmp ugt double %183, %184
  %186 = fsub double %183, %184
  %187 = tail call double @llvm.fabs.f64(double %186)
  %188 = fneg double %184
  %189 = select i1 %185, double %188, double %187
  store double %189, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 195), align 8, !tbaa !11
  %190 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 196), align 8, !tbaa !11
  %191 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 196), align 8, !tbaa !11
  %192 = fcmp ugt double %190, %191
  %193 = fsub double %190, %191
  %194 = tail call double @llvm.fabs.f64(double %193)
  %195 = fneg double %191
  %196 = select i1 %192, double %195, double %194
  store double %196, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 196), align 8, !tbaa !11
  %197 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 197), align 8, !tbaa !11
  %198 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 197), align 8, !tbaa !11
  %199 = fcmp ugt double %197, %198
  %200 = fsub double %197, %198
  %201 = tail call double @llvm.fabs.f64(double %200)
  %202 = fneg double %198
  %203 = select i1 %199, double %202, double %201
  store double %203, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 197), align 8, !tbaa !11
  %204 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 198), align 8, !tbaa !11
  %205 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 198), align 8, !tbaa !11
  %206 = fcmp ugt double %204, %205
  %207 = fsub double %204, %205
  %208 = tail call double @llvm.fabs.f64(double %207)
  %209 = fneg double %205
  %210 = select i1 %206, double %209, double %208
  store double %210, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 198), align 8, !tbaa !11
  %211 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 199), align 8, !tbaa !11
  %212 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 199), align 8, !tbaa !11
  %213 = fcmp ugt double %211, %212
  %214 = fsub double %211, %212
  %215 = tail call double @llvm.fabs.f64(double %214)
  %216 = fneg double %212
  %217 = select i1 %213, double %216, double %215
  store double %217, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 199), align 8, !tbaa !11
  %218 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 200), align 8, !tbaa !11
  %219 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 200), align 8, !tbaa !11
  %220 = fcmp ugt double %218, %219
  %221 = fsub double %218, %219
  %222 = tail call double @llvm.fabs.f64(double %221)
  %223 = fneg double %219
  %224 = select i1 %220, double %223, double %222
  store double %224, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 200), align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @fabsneg() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %87, %1 ]
  %3 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <4 x float>*
  %5 = load <4 x float>, <4 x float>* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds float, float* %3, i64 4
  %7 = bitcast float* %6 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 4, !tbaa !9
  %9 = getelementptr inbounds float, float* %3, i64 8
  %10 = bitcast float* %9 to <4 x float>*
  %11 = load <4 x float>, <4 x float>* %10, align 4, !tbaa !9
  %12 = getelementptr inbounds float, float* %3, i64 12
  %13 = bitcast float* %12 to <4 x float>*
  %14 = load <4 x float>, <4 x float>* %13, align 4, !tbaa !9
  %15 = getelementptr inbounds float, float* %3, i64 16
  %16 = bitcast float* %15 to <4 x float>*
  %17 = load <4 x float>, <4 x float>* %16, align 4, !tbaa !9
  %18 = getelementptr inbounds float, float* %3, i64 20
  %19 = bitcast float* %18 to <4 x float>*
  %20 = load <4 x float>, <4 x float>* %19, align 4, !tbaa !9
  %21 = getelementptr inbounds float, float* %3, i64 24
  %22 = bitcast float* %21 to <4 x float>*
  %23 = load <4 x float>, <4 x float>* %22, align 4, !tbaa !9
  %24 = getelementptr inbounds float, float* %3, i64 28
  %25 = bitcast float* %24 to <4 x float>*
  %26 = load <4 x float>, <4 x float>* %25, align 4, !tbaa !9
  %27 = getelementptr inbounds float, float* %3, i64 32
  %28 = bitcast float* %27 to <4 x float>*
  %29 = load <4 x float>, <4 x float>* %28, align 4, !tbaa !9
  %30 = getelementptr inbounds float, float* %3, i64 36
  %31 = bitcast float* %30 to <4 x float>*
  %32 = load <4 x float>, <4 x float>* %31, align 4, !tbaa !9
  %33 = getelementptr inbounds float, float* %3, i64 40
  %34 = bitcast float* %33 to <4 x float>*
  %35 = load <4 x float>, <4 x float>* %34, align 4, !tbaa !9
  %36 = getelementptr inbounds float, float* %3, i64 44
  %37 = bitcast float* %36 to <4 x float>*
  %38 = load <4 x float>, <4 x float>* %37, align 4, !tbaa !9
  %39 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %5)
  %40 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %8)
  %41 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %11)
  %42 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %14)
  %43 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %17)
  %44 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %20)
  %45 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %23)
  %46 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %26)
  %47 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %29)
  %48 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %32)
  %49 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %35)
  %50 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %38)
  %51 = fmul <4 x float> %39, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %52 = fmul <4 x float> %40, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %53 = fmul <4 x float> %41, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %54 = fmul <4 x float> %42, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %55 = fmul <4 x float> %43, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %56 = fmul <4 x float> %44, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %57 = fmul <4 x float> %45, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %58 = fmul <4 x float> %46, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %59 = fmul <4 x float> %47, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %60 = fmul <4 x float> %48, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %61 = fmul <4 x float> %49, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %62 = fmul <4 x float> %50, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %63 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %64 = bitcast float* %63 to <4 x float>*
  store <4 x float> %51, <4 x float>* %64, align 4, !tbaa !9
  %65 = getelementptr inbounds float, float* %63, i64 4
  %66 = bitcast float* %65 to <4 x float>*
  store <4 x float> %52, <4 x float>* %66, align 4, !tbaa !9
  %67 = getelementptr inbounds float, float* %63, i64 8
  %68 = bitcast float* %67 to <4 x float>*
  store <4 x float> %53, <4 x float>* %68, align 4, !tbaa !9
  %69 = getelementptr inbounds float, float* %63, i64 12
  %70 = bitcast float* %69 to <4 x float>*
  store <4 x float> %54, <4 x float>* %70, align 4, !tbaa !9
  %71 = getelementptr inbounds float, float* %63, i64 16
  %72 = bitcast float* %71 to <4 x float>*
  store <4 x float> %55, <4 x float>* %72, align 4, !tbaa !9
  %73 = getelementptr inbounds float, float* %63, i64 20
  %74 = bitcast float* %73 to <4 x float>*
  store <4 x float> %56, <4 x float>* %74, align 4, !tbaa !9
  %75 = getelementptr inbounds float, float* %63, i64 24
  %76 = bitcast float* %75 to <4 x float>*
  store <4 x float> %57, <4 x float>* %76, align 4, !tbaa !9
  %77 = getelementptr inbounds float, float* %63, i64 28
  %78 = bitcast float* %77 to <4 x float>*
  store <4 x float> %58, <4 x float>* %78, align 4, !tbaa !9
  %79 = getelementptr inbounds float, float* %63, i64 32
  %80 = bitcast float* %79 to <4 x float>*
  store <4 x float> %59, <4 x float>* %80, align 4, !tbaa !9
  %81 = getelementptr inbounds float, float* %63, i64 36
  %82 = bitcast float* %81 to <4 x float>*
  store <4 x float> %60, <4 x float>* %82, align 4, !tbaa !9
  %83 = getelementptr inbounds float, float* %63, i64 40
  %84 = bitcast float* %83 to <4 x float>*
  store <4 x float> %61, <4 x float>* %84, align 4, !tbaa !9
  %85 = getelementptr inbounds float, float* %63, i64 44
  %86 = bitcast float* %85 to <4 x float>*
  store <4 x float> %62, <4 x float>* %86, align 4, !tbaa !9
  %87 = add nuw i64 %2, 48
  %88 = icmp eq i64 %87, 192
  br i1 %88, label %89, label %1, !llvm.loop !24

89:                                               ; preds = %1
  %90 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 192), align 4, !tbaa !9
  %91 = tail call float @llvm.fabs.f32(float %90)
  %92 = fmul float %91, -3.000000e+00
  store float %92, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 192), align 4, !tbaa !9
  %93 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 193), align 4, !tbaa !9
  %94 = tail call float @llvm.fabs.f32(float %93)
  %95 = fmul float %94, -3.000000e+00
  store float %95, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 193), align 4, !tbaa !9
  %96 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 194), align 4, !tbaa !9
  %97 = tail call float @llvm.fabs.f32(float %96)
  %98 = fmul float %97, -3.000000e+00
  store float %98, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 194), align 4, !tbaa !9
  %99 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 195), align 4, !tbaa !9
  %100 = tail call float @llvm.fabs.f32(float %99)
  %101 = fmul float %100, -3.000000e+00
  store float %101, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 195), align 4, !tbaa !9
  %102 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 196), align 4, !tbaa !9
  %103 = tail call float @llvm.fabs.f32(float %102)
  %104 = fmul float %103, -3.000000e+00
  store float %104, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 196), align 4, !tbaa !9
  %105 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 197), align 4, !tbaa !9
  %106 = tail call float @llvm.fabs.f32(float %105)
  %107 = fmul float %106, -3.000000e+00
  store float %107, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 197), align 4, !tbaa !9
  %108 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 198), align 4, !tbaa !9
  %109 = tail call float @llvm.fabs.f32(float %108)
  %110 = fmul float %109, -3.000000e+00
  store float %110, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 198), align 4, !tbaa !9
  %111 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 199), align 4, !tbaa !9
  %112 = tail call float @llvm.fabs.f32(float %111)
  %113 = fmul float %112, -3.000000e+00
  store float %113, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 199), align 4, !tbaa !9
  %114 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 200), align 4, !tbaa !9
  %115 = tail call float @llvm.fabs.f32(float %114)
  %116 = fmul float %115, -3.000000e+00
  store float %116, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @conv() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %40, %1 ]
  %3 = getelementptr inbounds [201 x i32], [201 x i32]* @ia, i64 0, i64 %2
  %4 = bitcast i32* %3 to <2 x i32>*
  %5 = load <2 x i32>, <2 x i32>* %4, align 4, !tbaa !5
  %6 = sitofp <2 x i32> %5 to <2 x float>
  %7 = fmul <2 x float> %6, <float 2.500000e-01, float 2.500000e-01>
  %8 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %9 = bitcast float* %8 to <2 x float>*
  store <2 x float> %7, <2 x float>* %9, align 4, !tbaa !9
  %10 = sitofp <2 x i32> %5 to <2 x double>
  %11 = fadd <2 x double> %10, <double 5.000000e-01, double 5.000000e-01>
  %12 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %2
  %13 = bitcast double* %12 to <2 x double>*
  store <2 x double> %11, <2 x double>* %13, align 8, !tbaa !11
  %14 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %2
  %15 = bitcast float* %14 to <2 x float>*
  %16 = load <2 x float>, <2 x float>* %15, align 4, !tbaa !9
  %17 = fmul <2 x float> %16, <float 1.000000e+02, float 1.000000e+02>
  %18 = fptosi <2 x float> %17 to <2 x i32>
  %19 = getelementptr inbounds [201 x i32], [201 x i32]* @ib, i64 0, i64 %2
  %20 = bitcast i32* %19 to <2 x i32>*
  store <2 x i32> %18, <2 x i32>* %20, align 4, !tbaa !5
  %21 = or i64 %2, 2
  %22 = getelementptr inbounds [201 x i32], [201 x i32]* @ia, i64 0, i64 %21
  %23 = bitcast i32* %22 to <2 x i32>*
  %24 = load <2 x i32>, <2 x i32>* %23, align 4, !tbaa !5
  %25 = sitofp <2 x i32> %24 to <2 x float>
  %26 = fmul <2 x float> %25, <float 2.500000e-01, float 2.500000e-01>
  %27 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %21
  %28 = bitcast float* %27 to <2 x float>*
  store <2 x float> %26, <2 x float>* %28, align 4, !tbaa !9
  %29 = sitofp <2 x i32> %24 to <2 x double>
  %30 = fadd <2 x double> %29, <double 5.000000e-01, double 5.000000e-01>
  %31 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %21
  %32 = bitcast double* %31 to <2 x double>*
  store <2 x double> %30, <2 x double>* %32, align 8, !tbaa !11
  %33 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %21
  %34 = bitcast float* %33 to <2 x float>*
  %35 = load <2 x float>, <2 x float>* %34, align 4, !tbaa !9
  %36 = fmul <2 x float> %35, <float 1.000000e+02, float 1.000000e+02>
  %37 = fptosi <2 x float> %36 to <2 x i32>
  %38 = getelementptr inbounds [201 x i32], [201 x i32]* @ib, i64 0, i64 %21
  %39 = bitcast i32* %38 to <2 x i32>*
  store <2 x i32> %37, <2 x i32>* %39, align 4, !tbaa !5
  %40 = add nuw nsw i64 %2, 4
  %41 = icmp eq i64 %40, 200
  br i1 %41, label %42, label %1, !llvm.loop !25

42:                                               ; preds = %1
  %43 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ia, i64 0, i64 200), align 4, !tbaa !5
  %44 = sitofp i32 %43 to float
  %45 = fmul float %44, 2.500000e-01
  store float %45, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 4, !tbaa !9
  %46 = sitofp i32 %43 to double
  %47 = fadd double %46, 5.000000e-01
  store double %47, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 200), align 8, !tbaa !11
  %48 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 200), align 4, !tbaa !9
  %49 = fmul float %48, 1.000000e+02
  %50 = fptosi float %49 to i32
  store i32 %50, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ib, i64 0, i64 200), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @convu() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %111, %1 ]
  %3 = getelementptr inbounds [201 x i32], [201 x i32]* @ua, i64 0, i64 %2
  %4 = bitcast i32* %3 to <2 x i32>*
  %5 = load <2 x i32>, <2 x i32>* %4, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %3, i64 2
  %7 = bitcast i32* %6 to <2 x i32>*
  %8 = load <2 x i32>, <2 x i32>* %7, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, i32* %3, i64 4
  %10 = bitcast i32* %9 to <2 x i32>*
  %11 = load <2 x i32>, <2 x i32>* %10, align 4, !tbaa !5
  %12 = getelementptr inbounds i32, i32* %3, i64 6
  %13 = bitcast i32* %12 to <2 x i32>*
  %14 = load <2 x i32>, <2 x i32>* %13, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, i32* %3, i64 8
  %16 = bitcast i32* %15 to <2 x i32>*
  %17 = load <2 x i32>, <2 x i32>* %16, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %3, i64 10
  %19 = bitcast i32* %18 to <2 x i32>*
  %20 = load <2 x i32>, <2 x i32>* %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %3, i64 12
  %22 = bitcast i32* %21 to <2 x i32>*
  %23 = load <2 x i32>, <2 x i32>* %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %3, i64 14
  %25 = bitcast i32* %24 to <2 x i32>*
  %26 = load <2 x i32>, <2 x i32>* %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, i32* %3, i64 16
  %28 = bitcast i32* %27 to <2 x i32>*
  %29 = load <2 x i32>, <2 x i32>* %28, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %3, i64 18
  %31 = bitcast i32* %30 to <2 x i32>*
  %32 = load <2 x i32>, <2 x i32>* %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, i32* %3, i64 20
  %34 = bitcast i32* %33 to <2 x i32>*
  %35 = load <2 x i32>, <2 x i32>* %34, align 4, !tbaa !5
  %36 = getelementptr inbounds i32, i32* %3, i64 22
  %37 = bitcast i32* %36 to <2 x i32>*
  %38 = load <2 x i32>, <2 x i32>* %37, align 4, !tbaa !5
  %39 = uitofp <2 x i32> %5 to <2 x float>
  %40 = uitofp <2 x i32> %8 to <2 x float>
  %41 = uitofp <2 x i32> %11 to <2 x float>
  %42 = uitofp <2 x i32> %14 to <2 x float>
  %43 = uitofp <2 x i32> %17 to <2 x float>
  %44 = uitofp <2 x i32> %20 to <2 x float>
  %45 = uitofp <2 x i32> %23 to <2 x float>
  %46 = uitofp <2 x i32> %26 to <2 x float>
  %47 = uitofp <2 x i32> %29 to <2 x float>
  %48 = uitofp <2 x i32> %32 to <2 x float>
  %49 = uitofp <2 x i32> %35 to <2 x float>
  %50 = uitofp <2 x i32> %38 to <2 x float>
  %51 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %52 = bitcast float* %51 to <2 x float>*
  store <2 x float> %39, <2 x float>* %52, align 4, !tbaa !9
  %53 = getelementptr inbounds float, float* %51, i64 2
  %54 = bitcast float* %53 to <2 x float>*
  store <2 x float> %40, <2 x float>* %54, align 4, !tbaa !9
  %55 = getelementptr inbounds float, float* %51, i64 4
  %56 = bitcast float* %55 to <2 x float>*
  store <2 x float> %41, <2 x float>* %56, align 4, !tbaa !9
  %57 = getelementptr inbounds float, float* %51, i64 6
  %58 = bitcast float* %57 to <2 x float>*
  store <2 x float> %42, <2 x float>* %58, align 4, !tbaa !9
  %59 = getelementptr inbounds float, float* %51, i64 8
  %60 = bitcast float* %59 to <2 x float>*
  store <2 x float> %43, <2 x float>* %60, align 4, !tbaa !9
  %61 = getelementptr inbounds float, float* %51, i64 10
  %62 = bitcast float* %61 to <2 x float>*
  store <2 x float> %44, <2 x float>* %62, align 4, !tbaa !9
  %63 = getelementptr inbounds float, float* %51, i64 12
  %64 = bitcast float* %63 to <2 x float>*
  store <2 x float> %45, <2 x float>* %64, align 4, !tbaa !9
  %65 = getelementptr inbounds float, float* %51, i64 14
  %66 = bitcast float* %65 to <2 x float>*
  store <2 x float> %46, <2 x float>* %66, align 4, !tbaa !9
  %67 = getelementptr inbounds float, float* %51, i64 16
  %68 = bitcast float* %67 to <2 x float>*
  store <2 x float> %47, <2 x float>* %68, align 4, !tbaa !9
  %69 = getelementptr inbounds float, float* %51, i64 18
  %70 = bitcast float* %69 to <2 x float>*
  store <2 x float> %48, <2 x float>* %70, align 4, !tbaa !9
  %71 = getelementptr inbounds float, float* %51, i64 20
  %72 = bitcast float* %71 to <2 x float>*
  store <2 x float> %49, <2 x float>* %72, align 4, !tbaa !9
  %73 = getelementptr inbounds float, float* %51, i64 22
  %74 = bitcast float* %73 to <2 x float>*
  store <2 x float> %50, <2 x float>* %74, align 4, !tbaa !9
  %75 = uitofp <2 x i32> %5 to <2 x double>
  %76 = uitofp <2 x i32> %8 to <2 x double>
  %77 = uitofp <2 x i32> %11 to <2 x double>
  %78 = uitofp <2 x i32> %14 to <2 x double>
  %79 = uitofp <2 x i32> %17 to <2 x double>
  %80 = uitofp <2 x i32> %20 to <2 x double>
  %81 = uitofp <2 x i32> %23 to <2 x double>
  %82 = uitofp <2 x i32> %26 to <2 x double>
  %83 = uitofp <2 x i32> %29 to <2 x double>
  %84 = uitofp <2 x i32> %32 to <2 x double>
  %85 = uitofp <2 x i32> %35 to <2 x double>
  %86 = uitofp <2 x i32> %38 to <2 x double>
  %87 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %2
  %88 = bitcast double* %87 to <2 x double>*
  store <2 x double> %75, <2 x double>* %88, align 8, !tbaa !11
  %89 = getelementptr inbounds double, double* %87, i64 2
  %90 = bitcast double* %89 to <2 x double>*
  store <2 x double> %76, <2 x double>* %90, align 8, !tbaa !11
  %91 = getelementptr inbounds double, double* %87, i64 4
  %92 = bitcast double* %91 to <2 x double>*
  store <2 x double> %77, <2 x double>* %92, align 8, !tbaa !11
  %93 = getelementptr inbounds double, double* %87, i64 6
  %94 = bitcast double* %93 to <2 x double>*
  store <2 x double> %78, <2 x double>* %94, align 8, !tbaa !11
  %95 = getelementptr inbounds double, double* %87, i64 8
  %96 = bitcast double* %95 to <2 x double>*
  store <2 x double> %79, <2 x double>* %96, align 8, !tbaa !11
  %97 = getelementptr inbounds double, double* %87, i64 10
  %98 = bitcast double* %97 to <2 x double>*
  store <2 x double> %80, <2 x double>* %98, align 8, !tbaa !11
  %99 = getelementptr inbounds double, double* %87, i64 12
  %100 = bitcast double* %99 to <2 x double>*
  store <2 x double> %81, <2 x double>* %100, align 8, !tbaa !11
  %101 = getelementptr inbounds double, double* %87, i64 14
  %102 = bitcast double* %101 to <2 x double>*
  store <2 x double> %82, <2 x double>* %102, align 8, !tbaa !11
  %103 = getelementptr inbounds double, double* %87, i64 16
  %104 = bitcast double* %103 to <2 x double>*
  store <2 x double> %83, <2 x double>* %104, align 8, !tbaa !11
  %105 = getelementptr inbounds double, double* %87, i64 18
  %106 = bitcast double* %105 to <2 x double>*
  store <2 x double> %84, <2 x double>* %106, align 8, !tbaa !11
  %107 = getelementptr inbounds double, double* %87, i64 20
  %108 = bitcast double* %107 to <2 x double>*
  store <2 x double> %85, <2 x double>* %108, align 8, !tbaa !11
  %109 = getelementptr inbounds double, double* %87, i64 22
  %110 = bitcast double* %109 to <2 x double>*
  store <2 x double> %86, <2 x double>* %110, align 8, !tbaa !11
  %111 = add nuw i64 %2, 24
  %112 = icmp eq i64 %111, 192
  br i1 %112, label %113, label %1, !llvm.loop !26

113:                                              ; preds = %1
  %114 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i64 0, i64 192), align 4, !tbaa !5
  %115 = uitofp i32 %114 to float
  store float %115, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 192), align 4, !tbaa !9
  %116 = uitofp i32 %114 to double
  store double %116, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 192), align 8, !tbaa !11
  %117 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i64 0, i64 193), align 4, !tbaa !5
  %118 = uitofp i32 %117 to float
  store float %118, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 193), align 4, !tbaa !9
  %119 = uitofp i32 %117 to double
  store double %119, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 193), align 8, !tbaa !11
  %120 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i64 0, i64 194), align 4, !tbaa !5
  %121 = uitofp i32 %120 to float
  store float %121, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 194), align 4, !tbaa !9
  %122 = uitofp i32 %120 to double
  store double %122, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 194), align 8, !tbaa !11
  %123 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i64 0, i64 195), align 4, !tbaa !5
  %124 = uitofp i32 %123 to float
  store float %124, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 195), align 4, !tbaa !9
  %125 = uitofp i32 %123 to double
  store double %125, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 195), align 8, !tbaa !11
  %126 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i64 0, i64 196), align 4, !tbaa !5
  %127 = uitofp i32 %126 to float
  store float %127, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 196), align 4, !tbaa !9
  %128 = uitofp i32 %126 to double
  store double %128, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 196), align 8, !tbaa !11
  %129 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i64 0, i64 197), align 4, !tbaa !5
  %130 = uitofp i32 %129 to float
  store float %130, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 197), align 4, !tbaa !9
  %131 = uitofp i32 %129 to double
  store double %131, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 197), align 8, !tbaa !11
  %132 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i64 0, i64 198), align 4, !tbaa !5
  %133 = uitofp i32 %132 to float
  store float %133, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 198), align 4, !tbaa !9
  %134 = uitofp i32 %132 to double
  store double %134, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 198), align 8, !tbaa !11
  %135 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i64 0, i64 199), align 4, !tbaa !5
  %136 = uitofp i32 %135 to float
  store float %136, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 199), align 4, !tbaa !9
  %137 = uitofp i32 %135 to double
  store double %137, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 199), align 8, !tbaa !11
  %138 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i64 0, i64 200), align 4, !tbaa !5
  %139 = uitofp i32 %138 to float
  store float %139, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 4, !tbaa !9
  %140 = uitofp i32 %138 to double
  store double %140, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 200), align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @convfd() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %38, %1 ]
  %3 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <2 x float>*
  %5 = load <2 x float>, <2 x float>* %4, align 4, !tbaa !9
  %6 = fpext <2 x float> %5 to <2 x double>
  %7 = fmul <2 x double> %6, <double 1.500000e+00, double 1.500000e+00>
  %8 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %2
  %9 = bitcast double* %8 to <2 x double>*
  store <2 x double> %7, <2 x double>* %9, align 8, !tbaa !11
  %10 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %2
  %11 = bitcast double* %10 to <2 x double>*
  %12 = load <2 x double>, <2 x double>* %11, align 8, !tbaa !11
  %13 = fmul <2 x double> %12, <double 1.250000e-01, double 1.250000e-01>
  %14 = fptrunc <2 x double> %13 to <2 x float>
  %15 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %16 = bitcast float* %15 to <2 x float>*
  store <2 x float> %14, <2 x float>* %16, align 4, !tbaa !9
  %17 = fptosi <2 x double> %12 to <2 x i32>
  %18 = getelementptr inbounds [201 x i32], [201 x i32]* @ib, i64 0, i64 %2
  %19 = bitcast i32* %18 to <2 x i32>*
  store <2 x i32> %17, <2 x i32>* %19, align 4, !tbaa !5
  %20 = or i64 %2, 2
  %21 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %20
  %22 = bitcast float* %21 to <2 x float>*
  %23 = load <2 x float>, <2 x float>* %22, align 4, !tbaa !9
  %24 = fpext <2 x float> %23 to <2 x double>
  %25 = fmul <2 x double> %24, <double 1.500000e+00, double 1.500000e+00>
  %26 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %20
  %27 = bitcast double* %26 to <2 x double>*
  store <2 x double> %25, <2 x double>* %27, align 8, !tbaa !11
  %28 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %20
  %29 = bitcast double* %28 to <2 x double>*
  %30 = load <2 x double>, <2 x double>* %29, align 8, !tbaa !11
  %31 = fmul <2 x double> %30, <double 1.250000e-01, double 1.250000e-01>
  %32 = fptrunc <2 x double> %31 to <2 x float>
  %33 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %20
  %34 = bitcast float* %33 to <2 x float>*
  store <2 x float> %32, <2 x float>* %34, align 4, !tbaa !9
  %35 = fptosi <2 x double> %30 to <2 x i32>
  %36 = getelementptr inbounds [201 x i32], [201 x i32]* @ib, i64 0, i64 %20
  %37 = bitcast i32* %36 to <2 x i32>*
  store <2 x i32> %35, <2 x i32>* %37, align 4, !tbaa !5
  %38 = add nuw nsw i64 %2, 4
  %39 = icmp eq i64 %38, 200
  br i1 %39, label %40, label %1, !llvm.loop !27

40:                                               ; preds = %1
  %41 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 200), align 4, !tbaa !9
  %42 = fpext float %41 to double
  %43 = fmul double %42, 1.500000e+00
  store double %43, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 200), align 8, !tbaa !11
  %44 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 200), align 8, !tbaa !11
  %45 = fmul double %44, 1.250000e-01
  %46 = fptrunc double %45 to float
  store float %46, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 4, !tbaa !9
  %47 = fptosi double %44 to i32
  store i32 %47, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ib, i64 0, i64 200), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fsum(float* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %237

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 48
  br i1 %6, label %234, label %7

7:                                                ; preds = %4
  %8 = urem i64 %5, 48
  %9 = sub nsw i64 %5, %8
  %10 = add nsw i64 %9, -48
  %11 = udiv i64 %10, 48
  %12 = add nuw nsw i64 %11, 1
  %13 = and i64 %12, 1
  %14 = icmp ult i64 %10, 48
  br i1 %14, label %132, label %15

15:                                               ; preds = %7
  %16 = and i64 %12, 1152921504606846974
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %129, %17 ]
  %19 = phi <4 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %15 ], [ %117, %17 ]
  %20 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %15 ], [ %118, %17 ]
  %21 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %15 ], [ %119, %17 ]
  %22 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %15 ], [ %120, %17 ]
  %23 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %15 ], [ %121, %17 ]
  %24 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %15 ], [ %122, %17 ]
  %25 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %15 ], [ %123, %17 ]
  %26 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %15 ], [ %124, %17 ]
  %27 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %15 ], [ %125, %17 ]
  %28 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %15 ], [ %126, %17 ]
  %29 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %15 ], [ %127, %17 ]
  %30 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %15 ], [ %128, %17 ]
  %31 = phi i64 [ 0, %15 ], [ %130, %17 ]
  %32 = getelementptr inbounds float, float* %0, i64 %18
  %33 = bitcast float* %32 to <4 x float>*
  %34 = load <4 x float>, <4 x float>* %33, align 4, !tbaa !9
  %35 = getelementptr inbounds float, float* %32, i64 4
  %36 = bitcast float* %35 to <4 x float>*
  %37 = load <4 x float>, <4 x float>* %36, align 4, !tbaa !9
  %38 = getelementptr inbounds float, float* %32, i64 8
  %39 = bitcast float* %38 to <4 x float>*
  %40 = load <4 x float>, <4 x float>* %39, align 4, !tbaa !9
  %41 = getelementptr inbounds float, float* %32, i64 12
  %42 = bitcast float* %41 to <4 x float>*
  %43 = load <4 x float>, <4 x float>* %42, align 4, !tbaa !9
  %44 = getelementptr inbounds float, float* %32, i64 16
  %45 = bitcast float* %44 to <4 x float>*
  %46 = load <4 x float>, <4 x float>* %45, align 4, !tbaa !9
  %47 = getelementptr inbounds float, float* %32, i64 20
  %48 = bitcast float* %47 to <4 x float>*
  %49 = load <4 x float>, <4 x float>* %48, align 4, !tbaa !9
  %50 = getelementptr inbounds float, float* %32, i64 24
  %51 = bitcast float* %50 to <4 x float>*
  %52 = load <4 x float>, <4 x float>* %51, align 4, !tbaa !9
  %53 = getelementptr inbounds float, float* %32, i64 28
  %54 = bitcast float* %53 to <4 x float>*
  %55 = load <4 x float>, <4 x float>* %54, align 4, !tbaa !9
  %56 = getelementptr inbounds float, float* %32, i64 32
  %57 = bitcast float* %56 to <4 x float>*
  %58 = load <4 x float>, <4 x float>* %57, align 4, !tbaa !9
  %59 = getelementptr inbounds float, float* %32, i64 36
  %60 = bitcast float* %59 to <4 x float>*
  %61 = load <4 x float>, <4 x float>* %60, align 4, !tbaa !9
  %62 = getelementptr inbounds float, float* %32, i64 40
  %63 = bitcast float* %62 to <4 x float>*
  %64 = load <4 x float>, <4 x float>* %63, align 4, !tbaa !9
  %65 = getelementptr inbounds float, float* %32, i64 44
  %66 = bitcast float* %65 to <4 x float>*
  %67 = load <4 x float>, <4 x float>* %66, align 4, !tbaa !9
  %68 = fadd reassoc <4 x float> %19, %34
  %69 = fadd reassoc <4 x float> %20, %37
  %70 = fadd reassoc <4 x float> %21, %40
  %71 = fadd reassoc <4 x float> %22, %43
  %72 = fadd reassoc <4 x float> %23, %46
  %73 = fadd reassoc <4 x float> %24, %49
  %74 = fadd reassoc <4 x float> %25, %52
  %75 = fadd reassoc <4 x float> %26, %55
  %76 = fadd reassoc <4 x float> %27, %58
  %77 = fadd reassoc <4 x float> %28, %61
  %78 = fadd reassoc <4 x float> %29, %64
  %79 = fadd reassoc <4 x float> %30, %67
  %80 = add nuw i64 %18, 48
  %81 = getelementptr inbounds float, float* %0, i64 %80
  %82 = bitcast float* %81 to <4 x float>*
  %83 = load <4 x float>, <4 x float>* %82, align 4, !tbaa !9
  %84 = getelementptr inbounds float, float* %81, i64 4
  %85 = bitcast float* %84 to <4 x float>*
  %86 = load <4 x float>, <4 x float>* %85, align 4, !tbaa !9
  %87 = getelementptr inbounds float, float* %81, i64 8
  %88 = bitcast float* %87 to <4 x float>*
  %89 = load <4 x float>, <4 x float>* %88, align 4, !tbaa !9
  %90 = getelementptr inbounds float, float* %81, i64 12
  %91 = bitcast float* %90 to <4 x float>*
  %92 = load <4 x float>, <4 x float>* %91, align 4, !tbaa !9
  %93 = getelementptr inbounds float, float* %81, i64 16
  %94 = bitcast float* %93 to <4 x float>*
  %95 = load <4 x float>, <4 x float>* %94, align 4, !tbaa !9
  %96 = getelementptr inbounds float, float* %81, i64 20
  %97 = bitcast float* %96 to <4 x float>*
  %98 = load <4 x float>, <4 x float>* %97, align 4, !tbaa !9
  %99 = getelementptr inbounds float, float* %81, i64 24
  %100 = bitcast float* %99 to <4 x float>*
  %101 = load <4 x float>, <4 x float>* %100, align 4, !tbaa !9
  %102 = getelementptr inbounds float, float* %81, i64 28
  %103 = bitcast float* %102 to <4 x float>*
  %104 = load <4 x float>, <4 x float>* %103, align 4, !tbaa !9
  %105 = getelementptr inbounds float, float* %81, i64 32
  %106 = bitcast float* %105 to <4 x float>*
  %107 = load <4 x float>, <4 x float>* %106, align 4, !tbaa !9
  %108 = getelementptr inbounds float, float* %81, i64 36
  %109 = bitcast float* %108 to <4 x float>*
  %110 = load <4 x float>, <4 x float>* %109, align 4, !tbaa !9
  %111 = getelementptr inbounds float, float* %81, i64 40
  %112 = bitcast float* %111 to <4 x float>*
  %113 = load <4 x float>, <4 x float>* %112, align 4, !tbaa !9
  %114 = getelementptr inbounds float, float* %81, i64 44
  %115 = bitcast float* %114 to <4 x float>*
  %116 = load <4 x float>, <4 x float>* %115, align 4, !tbaa !9
  %117 = fadd reassoc <4 x float> %68, %83
  %118 = fadd reassoc <4 x float> %69, %86
  %119 = fadd reassoc <4 x float> %70, %89
  %120 = fadd reassoc <4 x float> %71, %92
  %121 = fadd reassoc <4 x float> %72, %95
  %122 = fadd reassoc <4 x float> %73, %98
  %123 = fadd reassoc <4 x float> %74, %101
  %124 = fadd reassoc <4 x float> %75, %104
  %125 = fadd reassoc <4 x float> %76, %107
  %126 = fadd reassoc <4 x float> %77, %110
  %127 = fadd reassoc <4 x float> %78, %113
  %128 = fadd reassoc <4 x float> %79, %116
  %129 = add nuw i64 %18, 96
  %130 = add i64 %31, 2
  %131 = icmp eq i64 %130, %16
  br i1 %131, label %132, label %17, !llvm.loop !28

132:                                              ; preds = %17, %7
  %133 = phi <4 x float> [ undef, %7 ], [ %117, %17 ]
  %134 = phi <4 x float> [ undef, %7 ], [ %118, %17 ]
  %135 = phi <4 x float> [ undef, %7 ], [ %119, %17 ]
  %136 = phi <4 x float> [ undef, %7 ], [ %120, %17 ]
  %137 = phi <4 x float> [ undef, %7 ], [ %121, %17 ]
  %138 = phi <4 x float> [ undef, %7 ], [ %122, %17 ]
  %139 = phi <4 x float> [ undef, %7 ], [ %123, %17 ]
  %140 = phi <4 x float> [ undef, %7 ], [ %124, %17 ]
  %141 = phi <4 x float> [ undef, %7 ], [ %125, %17 ]
  %142 = phi <4 x float> [ undef, %7 ], [ %126, %17 ]
  %143 = phi <4 x float> [ undef, %7 ], [ %127, %17 ]
  %144 = phi <4 x float> [ undef, %7 ], [ %128, %17 ]
  %145 = phi i64 [ 0, %7 ], [ %129, %17 ]
  %146 = phi <4 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %117, %17 ]
  %147 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %118, %17 ]
  %148 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %119, %17 ]
  %149 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %120, %17 ]
  %150 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %121, %17 ]
  %151 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %122, %17 ]
  %152 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %123, %17 ]
  %153 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %124, %17 ]
  %154 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %125, %17 ]
  %155 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %126, %17 ]
  %156 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %127, %17 ]
  %157 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %128, %17 ]
  %158 = icmp eq i64 %13, 0
  br i1 %158, label %208, label %159

159:                                              ; preds = %132
  %160 = getelementptr inbounds float, float* %0, i64 %145
  %161 = bitcast float* %160 to <4 x float>*
  %162 = load <4 x float>, <4 x float>* %161, align 4, !tbaa !9
  %163 = getelementptr inbounds float, float* %160, i64 4
  %164 = bitcast float* %163 to <4 x float>*
  %165 = load <4 x float>, <4 x float>* %164, align 4, !tbaa !9
  %166 = getelementptr inbounds float, float* %160, i64 8
  %167 = bitcast float* %166 to <4 x float>*
  %168 = load <4 x float>, <4 x float>* %167, align 4, !tbaa !9
  %169 = getelementptr inbounds float, float* %160, i64 12
  %170 = bitcast float* %169 to <4 x float>*
  %171 = load <4 x float>, <4 x float>* %170, align 4, !tbaa !9
  %172 = getelementptr inbounds float, float* %160, i64 16
  %173 = bitcast float* %172 to <4 x float>*
  %174 = load <4 x float>, <4 x float>* %173, align 4, !tbaa !9
  %175 = getelementptr inbounds float, float* %160, i64 20
  %176 = bitcast float* %175 to <4 x float>*
  %177 = load <4 x float>, <4 x float>* %176, align 4, !tbaa !9
  %178 = getelementptr inbounds float, float* %160, i64 24
  %179 = bitcast float* %178 to <4 x float>*
  %180 = load <4 x float>, <4 x float>* %179, align 4, !tbaa !9
  %181 = getelementptr inbounds float, float* %160, i64 28
  %182 = bitcast float* %181 to <4 x float>*
  %183 = load <4 x float>, <4 x float>* %182, align 4, !tbaa !9
  %184 = getelementptr inbounds float, float* %160, i64 32
  %185 = bitcast float* %184 to <4 x float>*
  %186 = load <4 x float>, <4 x float>* %185, align 4, !tbaa !9
  %187 = getelementptr inbounds float, float* %160, i64 36
  %188 = bitcast float* %187 to <4 x float>*
  %189 = load <4 x float>, <4 x float>* %188, align 4, !tbaa !9
  %190 = getelementptr inbounds float, float* %160, i64 40
  %191 = bitcast float* %190 to <4 x float>*
  %192 = load <4 x float>, <4 x float>* %191, align 4, !tbaa !9
  %193 = getelementptr inbounds float, float* %160, i64 44
  %194 = bitcast float* %193 to <4 x float>*
  %195 = load <4 x float>, <4 x float>* %194, align 4, !tbaa !9
  %196 = fadd reassoc <4 x float> %146, %162
  %197 = fadd reassoc <4 x float> %147, %165
  %198 = fadd reassoc <4 x float> %148, %168
  %199 = fadd reassoc <4 x float> %149, %171
  %200 = fadd reassoc <4 x float> %150, %174
  %201 = fadd reassoc <4 x float> %151, %177
  %202 = fadd reassoc <4 x float> %152, %180
  %203 = fadd reassoc <4 x float> %153, %183
  %204 = fadd reassoc <4 x float> %154, %186
  %205 = fadd reassoc <4 x float> %155, %189
  %206 = fadd reassoc <4 x float> %156, %192
  %207 = fadd reassoc <4 x float> %157, %195
  br label %208

208:                                              ; preds = %132, %159
  %209 = phi <4 x float> [ %133, %132 ], [ %196, %159 ]
  %210 = phi <4 x float> [ %134, %132 ], [ %197, %159 ]
  %211 = phi <4 x float> [ %135, %132 ], [ %198, %159 ]
  %212 = phi <4 x float> [ %136, %132 ], [ %199, %159 ]
  %213 = phi <4 x float> [ %137, %132 ], [ %200, %159 ]
  %214 = phi <4 x float> [ %138, %132 ], [ %201, %159 ]
  %215 = phi <4 x float> [ %139, %132 ], [ %202, %159 ]
  %216 = phi <4 x float> [ %140, %132 ], [ %203, %159 ]
  %217 = phi <4 x float> [ %141, %132 ], [ %204, %159 ]
  %218 = phi <4 x float> [ %142, %132 ], [ %205, %159 ]
  %219 = phi <4 x float> [ %143, %132 ], [ %206, %159 ]
  %220 = phi <4 x float> [ %144, %132 ], [ %207, %159 ]
  %221 = fadd reassoc <4 x float> %210, %209
  %222 = fadd reassoc <4 x float> %211, %221
  %223 = fadd reassoc <4 x float> %212, %222
  %224 = fadd reassoc <4 x float> %213, %223
  %225 = fadd reassoc <4 x float> %214, %224
  %226 = fadd reassoc <4 x float> %215, %225
  %227 = fadd reassoc <4 x float> %216, %226
  %228 = fadd reassoc <4 x float> %217, %227
  %229 = fadd reassoc <4 x float> %218, %228
  %230 = fadd reassoc <4 x float> %219, %229
  %231 = fadd reassoc <4 x float> %220, %230
  %232 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %231)
  %233 = icmp eq i64 %8, 0
  br i1 %233, label %237, label %234

234:                                              ; preds = %4, %208
  %235 = phi i64 [ 0, %4 ], [ %9, %208 ]
  %236 = phi float [ 0.000000e+00, %4 ], [ %232, %208 ]
  br label %239

237:                                              ; preds = %239, %208, %2
  %238 = phi float [ 0.000000e+00, %2 ], [ %232, %208 ], [ %244, %239 ]
  ret float %238

239:                                              ; preds = %234, %239
  %240 = phi i64 [ %245, %239 ], [ %235, %234 ]
  %241 = phi float [ %244, %239 ], [ %236, %234 ]
  %242 = getelementptr inbounds float, float* %0, i64 %240
  %243 = load float, float* %242, align 4, !tbaa !9
  %244 = fadd reassoc float %241, %243
  %245 = add nuw nsw i64 %240, 1
  %246 = icmp eq i64 %245, %5
  br i1 %246, label %237, label %239, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc double @dsum(double* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %237

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 24
  br i1 %6, label %234, label %7

7:                                                ; preds = %4
  %8 = urem i64 %5, 24
  %9 = sub nsw i64 %5, %8
  %10 = add nsw i64 %9, -24
  %11 = udiv i64 %10, 24
  %12 = add nuw nsw i64 %11, 1
  %13 = and i64 %12, 1
  %14 = icmp ult i64 %10, 24
  br i1 %14, label %132, label %15

15:                                               ; preds = %7
  %16 = and i64 %12, 2305843009213693950
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %129, %17 ]
  %19 = phi <2 x double> [ <double 0.000000e+00, double -0.000000e+00>, %15 ], [ %117, %17 ]
  %20 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %15 ], [ %118, %17 ]
  %21 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %15 ], [ %119, %17 ]
  %22 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %15 ], [ %120, %17 ]
  %23 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %15 ], [ %121, %17 ]
  %24 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %15 ], [ %122, %17 ]
  %25 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %15 ], [ %123, %17 ]
  %26 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %15 ], [ %124, %17 ]
  %27 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %15 ], [ %125, %17 ]
  %28 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %15 ], [ %126, %17 ]
  %29 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %15 ], [ %127, %17 ]
  %30 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %15 ], [ %128, %17 ]
  %31 = phi i64 [ 0, %15 ], [ %130, %17 ]
  %32 = getelementptr inbounds double, double* %0, i64 %18
  %33 = bitcast double* %32 to <2 x double>*
  %34 = load <2 x double>, <2 x double>* %33, align 8, !tbaa !11
  %35 = getelementptr inbounds double, double* %32, i64 2
  %36 = bitcast double* %35 to <2 x double>*
  %37 = load <2 x double>, <2 x double>* %36, align 8, !tbaa !11
  %38 = getelementptr inbounds double, double* %32, i64 4
  %39 = bitcast double* %38 to <2 x double>*
  %40 = load <2 x double>, <2 x double>* %39, align 8, !tbaa !11
  %41 = getelementptr inbounds double, double* %32, i64 6
  %42 = bitcast double* %41 to <2 x double>*
  %43 = load <2 x double>, <2 x double>* %42, align 8, !tbaa !11
  %44 = getelementptr inbounds double, double* %32, i64 8
  %45 = bitcast double* %44 to <2 x double>*
  %46 = load <2 x double>, <2 x double>* %45, align 8, !tbaa !11
  %47 = getelementptr inbounds double, double* %32, i64 10
  %48 = bitcast double* %47 to <2 x double>*
  %49 = load <2 x double>, <2 x double>* %48, align 8, !tbaa !11
  %50 = getelementptr inbounds double, double* %32, i64 12
  %51 = bitcast double* %50 to <2 x double>*
  %52 = load <2 x double>, <2 x double>* %51, align 8, !tbaa !11
  %53 = getelementptr inbounds double, double* %32, i64 14
  %54 = bitcast double* %53 to <2 x double>*
  %55 = load <2 x double>, <2 x double>* %54, align 8, !tbaa !11
  %56 = getelementptr inbounds double, double* %32, i64 16
  %57 = bitcast double* %56 to <2 x double>*
  %58 = load <2 x double>, <2 x double>* %57, align 8, !tbaa !11
  %59 = getelementptr inbounds double, double* %32, i64 18
  %60 = bitcast double* %59 to <2 x double>*
  %61 = load <2 x double>, <2 x double>* %60, align 8, !tbaa !11
  %62 = getelementptr inbounds double, double* %32, i64 20
  %63 = bitcast double* %62 to <2 x double>*
  %64 = load <2 x double>, <2 x double>* %63, align 8, !tbaa !11
  %65 = getelementptr inbounds double, double* %32, i64 22
  %66 = bitcast double* %65 to <2 x double>*
  %67 = load <2 x double>, <2 x double>* %66, align 8, !tbaa !11
  %68 = fadd reassoc <2 x double> %19, %34
  %69 = fadd reassoc <2 x double> %20, %37
  %70 = fadd reassoc <2 x double> %21, %40
  %71 = fadd reassoc <2 x double> %22, %43
  %72 = fadd reassoc <2 x double> %23, %46
  %73 = fadd reassoc <2 x double> %24, %49
  %74 = fadd reassoc <2 x double> %25, %52
  %75 = fadd reassoc <2 x double> %26, %55
  %76 = fadd reassoc <2 x double> %27, %58
  %77 = fadd reassoc <2 x double> %28, %61
  %78 = fadd reassoc <2 x double> %29, %64
  %79 = fadd reassoc <2 x double> %30, %67
  %80 = add nuw i64 %18, 24
  %81 = getelementptr inbounds double, double* %0, i64 %80
  %82 = bitcast double* %81 to <2 x double>*
  %83 = load <2 x double>, <2 x double>* %82, align 8, !tbaa !11
  %84 = getelementptr inbounds double, double* %81, i64 2
  %85 = bitcast double* %84 to <2 x double>*
  %86 = load <2 x double>, <2 x double>* %85, align 8, !tbaa !11
  %87 = getelementptr inbounds double, double* %81, i64 4
  %88 = bitcast double* %87 to <2 x double>*
  %89 = load <2 x double>, <2 x double>* %88, align 8, !tbaa !11
  %90 = getelementptr inbounds double, double* %81, i64 6
  %91 = bitcast double* %90 to <2 x double>*
  %92 = load <2 x double>, <2 x double>* %91, align 8, !tbaa !11
  %93 = getelementptr inbounds double, double* %81, i64 8
  %94 = bitcast double* %93 to <2 x double>*
  %95 = load <2 x double>, <2 x double>* %94, align 8, !tbaa !11
  %96 = getelementptr inbounds double, double* %81, i64 10
  %97 = bitcast double* %96 to <2 x double>*
  %98 = load <2 x double>, <2 x double>* %97, align 8, !tbaa !11
  %99 = getelementptr inbounds double, double* %81, i64 12
  %100 = bitcast double* %99 to <2 x double>*
  %101 = load <2 x double>, <2 x double>* %100, align 8, !tbaa !11
  %102 = getelementptr inbounds double, double* %81, i64 14
  %103 = bitcast double* %102 to <2 x double>*
  %104 = load <2 x double>, <2 x double>* %103, align 8, !tbaa !11
  %105 = getelementptr inbounds double, double* %81, i64 16
  %106 = bitcast double* %105 to <2 x double>*
  %107 = load <2 x double>, <2 x double>* %106, align 8, !tbaa !11
  %108 = getelementptr inbounds double, double* %81, i64 18
  %109 = bitcast double* %108 to <2 x double>*
  %110 = load <2 x double>, <2 x double>* %109, align 8, !tbaa !11
  %111 = getelementptr inbounds double, double* %81, i64 20
  %112 = bitcast double* %111 to <2 x double>*
  %113 = load <2 x double>, <2 x double>* %112, align 8, !tbaa !11
  %114 = getelementptr inbounds double, double* %81, i64 22
  %115 = bitcast double* %114 to <2 x double>*
  %116 = load <2 x double>, <2 x double>* %115, align 8, !tbaa !11
  %117 = fadd reassoc <2 x double> %68, %83
  %118 = fadd reassoc <2 x double> %69, %86
  %119 = fadd reassoc <2 x double> %70, %89
  %120 = fadd reassoc <2 x double> %71, %92
  %121 = fadd reassoc <2 x double> %72, %95
  %122 = fadd reassoc <2 x double> %73, %98
  %123 = fadd reassoc <2 x double> %74, %101
  %124 = fadd reassoc <2 x double> %75, %104
  %125 = fadd reassoc <2 x double> %76, %107
  %126 = fadd reassoc <2 x double> %77, %110
  %127 = fadd reassoc <2 x double> %78, %113
  %128 = fadd reassoc <2 x double> %79, %116
  %129 = add nuw i64 %18, 48
  %130 = add i64 %31, 2
  %131 = icmp eq i64 %130, %16
  br i1 %131, label %132, label %17, !llvm.loop !31

132:                                              ; preds = %17, %7
  %133 = phi <2 x double> [ undef, %7 ], [ %117, %17 ]
  %134 = phi <2 x double> [ undef, %7 ], [ %118, %17 ]
  %135 = phi <2 x double> [ undef, %7 ], [ %119, %17 ]
  %136 = phi <2 x double> [ undef, %7 ], [ %120, %17 ]
  %137 = phi <2 x double> [ undef, %7 ], [ %121, %17 ]
  %138 = phi <2 x double> [ undef, %7 ], [ %122, %17 ]
  %139 = phi <2 x double> [ undef, %7 ], [ %123, %17 ]
  %140 = phi <2 x double> [ undef, %7 ], [ %124, %17 ]
  %141 = phi <2 x double> [ undef, %7 ], [ %125, %17 ]
  %142 = phi <2 x double> [ undef, %7 ], [ %126, %17 ]
  %143 = phi <2 x double> [ undef, %7 ], [ %127, %17 ]
  %144 = phi <2 x double> [ undef, %7 ], [ %128, %17 ]
  %145 = phi i64 [ 0, %7 ], [ %129, %17 ]
  %146 = phi <2 x double> [ <double 0.000000e+00, double -0.000000e+00>, %7 ], [ %117, %17 ]
  %147 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %118, %17 ]
  %148 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %119, %17 ]
  %149 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %120, %17 ]
  %150 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %121, %17 ]
  %151 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %122, %17 ]
  %152 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %123, %17 ]
  %153 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %124, %17 ]
  %154 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %125, %17 ]
  %155 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %126, %17 ]
  %156 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %127, %17 ]
  %157 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %128, %17 ]
  %158 = icmp eq i64 %13, 0
  br i1 %158, label %208, label %159

159:                                              ; preds = %132
  %160 = getelementptr inbounds double, double* %0, i64 %145
  %161 = bitcast double* %160 to <2 x double>*
  %162 = load <2 x double>, <2 x double>* %161, align 8, !tbaa !11
  %163 = getelementptr inbounds double, double* %160, i64 2
  %164 = bitcast double* %163 to <2 x double>*
  %165 = load <2 x double>, <2 x double>* %164, align 8, !tbaa !11
  %166 = getelementptr inbounds double, double* %160, i64 4
  %167 = bitcast double* %166 to <2 x double>*
  %168 = load <2 x double>, <2 x double>* %167, align 8, !tbaa !11
  %169 = getelementptr inbounds double, double* %160, i64 6
  %170 = bitcast double* %169 to <2 x double>*
  %171 = load <2 x double>, <2 x double>* %170, align 8, !tbaa !11
  %172 = getelementptr inbounds double, double* %160, i64 8
  %173 = bitcast double* %172 to <2 x double>*
  %174 = load <2 x double>, <2 x double>* %173, align 8, !tbaa !11
  %175 = getelementptr inbounds double, double* %160, i64 10
  %176 = bitcast double* %175 to <2 x double>*
  %177 = load <2 x double>, <2 x double>* %176, align 8, !tbaa !11
  %178 = getelementptr inbounds double, double* %160, i64 12
  %179 = bitcast double* %178 to <2 x double>*
  %180 = load <2 x double>, <2 x double>* %179, align 8, !tbaa !11
  %181 = getelementptr inbounds double, double* %160, i64 14
  %182 = bitcast double* %181 to <2 x double>*
  %183 = load <2 x double>, <2 x double>* %182, align 8, !tbaa !11
  %184 = getelementptr inbounds double, double* %160, i64 16
  %185 = bitcast double* %184 to <2 x double>*
  %186 = load <2 x double>, <2 x double>* %185, align 8, !tbaa !11
  %187 = getelementptr inbounds double, double* %160, i64 18
  %188 = bitcast double* %187 to <2 x double>*
  %189 = load <2 x double>, <2 x double>* %188, align 8, !tbaa !11
  %190 = getelementptr inbounds double, double* %160, i64 20
  %191 = bitcast double* %190 to <2 x double>*
  %192 = load <2 x double>, <2 x double>* %191, align 8, !tbaa !11
  %193 = getelementptr inbounds double, double* %160, i64 22
  %194 = bitcast double* %193 to <2 x double>*
  %195 = load <2 x double>, <2 x double>* %194, align 8, !tbaa !11
  %196 = fadd reassoc <2 x double> %146, %162
  %197 = fadd reassoc <2 x double> %147, %165
  %198 = fadd reassoc <2 x double> %148, %168
  %199 = fadd reassoc <2 x double> %149, %171
  %200 = fadd reassoc <2 x double> %150, %174
  %201 = fadd reassoc <2 x double> %151, %177
  %202 = fadd reassoc <2 x double> %152, %180
  %203 = fadd reassoc <2 x double> %153, %183
  %204 = fadd reassoc <2 x double> %154, %186
  %205 = fadd reassoc <2 x double> %155, %189
  %206 = fadd reassoc <2 x double> %156, %192
  %207 = fadd reassoc <2 x double> %157, %195
  br label %208

208:                                              ; preds = %132, %159
  %209 = phi <2 x double> [ %133, %132 ], [ %196, %159 ]
  %210 = phi <2 x double> [ %134, %132 ], [ %197, %159 ]
  %211 = phi <2 x double> [ %135, %132 ], [ %198, %159 ]
  %212 = phi <2 x double> [ %136, %132 ], [ %199, %159 ]
  %213 = phi <2 x double> [ %137, %132 ], [ %200, %159 ]
  %214 = phi <2 x double> [ %138, %132 ], [ %201, %159 ]
  %215 = phi <2 x double> [ %139, %132 ], [ %202, %159 ]
  %216 = phi <2 x double> [ %140, %132 ], [ %203, %159 ]
  %217 = phi <2 x double> [ %141, %132 ], [ %204, %159 ]
  %218 = phi <2 x double> [ %142, %132 ], [ %205, %159 ]
  %219 = phi <2 x double> [ %143, %132 ], [ %206, %159 ]
  %220 = phi <2 x double> [ %144, %132 ], [ %207, %159 ]
  %221 = fadd reassoc <2 x double> %210, %209
  %222 = fadd reassoc <2 x double> %211, %221
  %223 = fadd reassoc <2 x double> %212, %222
  %224 = fadd reassoc <2 x double> %213, %223
  %225 = fadd reassoc <2 x double> %214, %224
  %226 = fadd reassoc <2 x double> %215, %225
  %227 = fadd reassoc <2 x double> %216, %226
  %228 = fadd reassoc <2 x double> %217, %227
  %229 = fadd reassoc <2 x double> %218, %228
  %230 = fadd reassoc <2 x double> %219, %229
  %231 = fadd reassoc <2 x double> %220, %230
  %232 = call reassoc double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %231)
  %233 = icmp eq i64 %8, 0
  br i1 %233, label %237, label %234

234:                                              ; preds = %4, %208
  %235 = phi i64 [ 0, %4 ], [ %9, %208 ]
  %236 = phi double [ 0.000000e+00, %4 ], [ %232, %208 ]
  br label %239

237:                                              ; preds = %239, %208, %2
  %238 = phi double [ 0.000000e+00, %2 ], [ %232, %208 ], [ %244, %239 ]
  ret double %238

239:                                              ; preds = %234, %239
  %240 = phi i64 [ %245, %239 ], [ %235, %234 ]
  %241 = phi double [ %244, %239 ], [ %236, %234 ]
  %242 = getelementptr inbounds double, double* %0, i64 %240
  %243 = load double, double* %242, align 8, !tbaa !11
  %244 = fadd reassoc double %241, %243
  %245 = add nuw nsw i64 %240, 1
  %246 = icmp eq i64 %245, %5
  br i1 %246, label %237, label %239, !llvm.loop !32
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @ddot(double* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %127

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 24
  br i1 %6, label %124, label %7

7:                                                ; preds = %4
  %8 = urem i64 %5, 24
  %9 = sub nsw i64 %5, %8
  br label %10

10:                                               ; preds = %10, %7
  %11 = phi i64 [ 0, %7 ], [ %108, %10 ]
  %12 = phi <2 x double> [ <double 1.000000e+00, double -0.000000e+00>, %7 ], [ %96, %10 ]
  %13 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %97, %10 ]
  %14 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %98, %10 ]
  %15 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %99, %10 ]
  %16 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %100, %10 ]
  %17 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %101, %10 ]
  %18 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %102, %10 ]
  %19 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %103, %10 ]
  %20 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %104, %10 ]
  %21 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %105, %10 ]
  %22 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %106, %10 ]
  %23 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %107, %10 ]
  %24 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %11
  %25 = bitcast double* %24 to <2 x double>*
  %26 = load <2 x double>, <2 x double>* %25, align 8, !tbaa !11
  %27 = getelementptr inbounds double, double* %24, i64 2
  %28 = bitcast double* %27 to <2 x double>*
  %29 = load <2 x double>, <2 x double>* %28, align 8, !tbaa !11
  %30 = getelementptr inbounds double, double* %24, i64 4
  %31 = bitcast double* %30 to <2 x double>*
  %32 = load <2 x double>, <2 x double>* %31, align 8, !tbaa !11
  %33 = getelementptr inbounds double, double* %24, i64 6
  %34 = bitcast double* %33 to <2 x double>*
  %35 = load <2 x double>, <2 x double>* %34, align 8, !tbaa !11
  %36 = getelementptr inbounds double, double* %24, i64 8
  %37 = bitcast double* %36 to <2 x double>*
  %38 = load <2 x double>, <2 x double>* %37, align 8, !tbaa !11
  %39 = getelementptr inbounds double, double* %24, i64 10
  %40 = bitcast double* %39 to <2 x double>*
  %41 = load <2 x double>, <2 x double>* %40, align 8, !tbaa !11
  %42 = getelementptr inbounds double, double* %24, i64 12
  %43 = bitcast double* %42 to <2 x double>*
  %44 = load <2 x double>, <2 x double>* %43, align 8, !tbaa !11
  %45 = getelementptr inbounds double, double* %24, i64 14
  %46 = bitcast double* %45 to <2 x double>*
  %47 = load <2 x double>, <2 x double>* %46, align 8, !tbaa !11
  %48 = getelementptr inbounds double, double* %24, i64 16
  %49 = bitcast double* %48 to <2 x double>*
  %50 = load <2 x double>, <2 x double>* %49, align 8, !tbaa !11
  %51 = getelementptr inbounds double, double* %24, i64 18
  %52 = bitcast double* %51 to <2 x double>*
  %53 = load <2 x double>, <2 x double>* %52, align 8, !tbaa !11
  %54 = getelementptr inbounds double, double* %24, i64 20
  %55 = bitcast double* %54 to <2 x double>*
  %56 = load <2 x double>, <2 x double>* %55, align 8, !tbaa !11
  %57 = getelementptr inbounds double, double* %24, i64 22
  %58 = bitcast double* %57 to <2 x double>*
  %59 = load <2 x double>, <2 x double>* %58, align 8, !tbaa !11
  %60 = getelementptr inbounds double, double* %0, i64 %11
  %61 = bitcast double* %60 to <2 x double>*
  %62 = load <2 x double>, <2 x double>* %61, align 8, !tbaa !11
  %63 = getelementptr inbounds double, double* %60, i64 2
  %64 = bitcast double* %63 to <2 x double>*
  %65 = load <2 x double>, <2 x double>* %64, align 8, !tbaa !11
  %66 = getelementptr inbounds double, double* %60, i64 4
  %67 = bitcast double* %66 to <2 x double>*
  %68 = load <2 x double>, <2 x double>* %67, align 8, !tbaa !11
  %69 = getelementptr inbounds double, double* %60, i64 6
  %70 = bitcast double* %69 to <2 x double>*
  %71 = load <2 x double>, <2 x double>* %70, align 8, !tbaa !11
  %72 = getelementptr inbounds double, double* %60, i64 8
  %73 = bitcast double* %72 to <2 x double>*
  %74 = load <2 x double>, <2 x double>* %73, align 8, !tbaa !11
  %75 = getelementptr inbounds double, double* %60, i64 10
  %76 = bitcast double* %75 to <2 x double>*
  %77 = load <2 x double>, <2 x double>* %76, align 8, !tbaa !11
  %78 = getelementptr inbounds double, double* %60, i64 12
  %79 = bitcast double* %78 to <2 x double>*
  %80 = load <2 x double>, <2 x double>* %79, align 8, !tbaa !11
  %81 = getelementptr inbounds double, double* %60, i64 14
  %82 = bitcast double* %81 to <2 x double>*
  %83 = load <2 x double>, <2 x double>* %82, align 8, !tbaa !11
  %84 = getelementptr inbounds double, double* %60, i64 16
  %85 = bitcast double* %84 to <2 x double>*
  %86 = load <2 x double>, <2 x double>* %85, align 8, !tbaa !11
  %87 = getelementptr inbounds double, double* %60, i64 18
  %88 = bitcast double* %87 to <2 x double>*
  %89 = load <2 x double>, <2 x double>* %88, align 8, !tbaa !11
  %90 = getelementptr inbounds double, double* %60, i64 20
  %91 = bitcast double* %90 to <2 x double>*
  %92 = load <2 x double>, <2 x double>* %91, align 8, !tbaa !11
  %93 = getelementptr inbounds double, double* %60, i64 22
  %94 = bitcast double* %93 to <2 x double>*
  %95 = load <2 x double>, <2 x double>* %94, align 8, !tbaa !11
  %96 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %62, <2 x double> %12)
  %97 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> %65, <2 x double> %13)
  %98 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> %68, <2 x double> %14)
  %99 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %35, <2 x double> %71, <2 x double> %15)
  %100 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> %74, <2 x double> %16)
  %101 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> %77, <2 x double> %17)
  %102 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> %80, <2 x double> %18)
  %103 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> %83, <2 x double> %19)
  %104 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %86, <2 x double> %20)
  %105 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %53, <2 x double> %89, <2 x double> %21)
  %106 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> %92, <2 x double> %22)
  %107 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> %95, <2 x double> %23)
  %108 = add nuw i64 %11, 24
  %109 = icmp eq i64 %108, %9
  br i1 %109, label %110, label %10, !llvm.loop !33

110:                                              ; preds = %10
  %111 = fadd reassoc <2 x double> %97, %96
  %112 = fadd reassoc <2 x double> %98, %111
  %113 = fadd reassoc <2 x double> %99, %112
  %114 = fadd reassoc <2 x double> %100, %113
  %115 = fadd reassoc <2 x double> %101, %114
  %116 = fadd reassoc <2 x double> %102, %115
  %117 = fadd reassoc <2 x double> %103, %116
  %118 = fadd reassoc <2 x double> %104, %117
  %119 = fadd reassoc <2 x double> %105, %118
  %120 = fadd reassoc <2 x double> %106, %119
  %121 = fadd reassoc <2 x double> %107, %120
  %122 = call reassoc double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %121)
  %123 = icmp eq i64 %8, 0
  br i1 %123, label %127, label %124

124:                                              ; preds = %4, %110
  %125 = phi i64 [ 0, %4 ], [ %9, %110 ]
  %126 = phi double [ 1.000000e+00, %4 ], [ %122, %110 ]
  br label %129

127:                                              ; preds = %129, %110, %2
  %128 = phi double [ 1.000000e+00, %2 ], [ %122, %110 ], [ %136, %129 ]
  ret double %128

129:                                              ; preds = %124, %129
  %130 = phi i64 [ %137, %129 ], [ %125, %124 ]
  %131 = phi double [ %136, %129 ], [ %126, %124 ]
  %132 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %130
  %133 = load double, double* %132, align 8, !tbaa !11
  %134 = getelementptr inbounds double, double* %0, i64 %130
  %135 = load double, double* %134, align 8, !tbaa !11
  %136 = tail call reassoc double @llvm.fmuladd.f64(double %133, double %135, double %131)
  %137 = add nuw nsw i64 %130, 1
  %138 = icmp eq i64 %137, %5
  br i1 %138, label %127, label %129, !llvm.loop !34
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fprod() unnamed_addr #4 {
  %1 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 100), align 4, !tbaa !9
  %2 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 101), align 4, !tbaa !9
  %3 = fmul reassoc float %1, %2
  %4 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 102), align 4, !tbaa !9
  %5 = fmul reassoc float %3, %4
  %6 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 103), align 4, !tbaa !9
  %7 = fmul reassoc float %5, %6
  %8 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 104), align 4, !tbaa !9
  %9 = fmul reassoc float %7, %8
  %10 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 105), align 4, !tbaa !9
  %11 = fmul reassoc float %9, %10
  %12 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 106), align 4, !tbaa !9
  %13 = fmul reassoc float %11, %12
  %14 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 107), align 4, !tbaa !9
  %15 = fmul reassoc float %13, %14
  %16 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 108), align 4, !tbaa !9
  %17 = fmul reassoc float %15, %16
  %18 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 109), align 4, !tbaa !9
  %19 = fmul reassoc float %17, %18
  %20 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 110), align 4, !tbaa !9
  %21 = fmul reassoc float %19, %20
  %22 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 111), align 4, !tbaa !9
  %23 = fmul reassoc float %21, %22
  %24 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 112), align 4, !tbaa !9
  %25 = fmul reassoc float %23, %24
  %26 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 113), align 4, !tbaa !9
  %27 = fmul reassoc float %25, %26
  %28 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 114), align 4, !tbaa !9
  %29 = fmul reassoc float %27, %28
  %30 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 115), align 4, !tbaa !9
  %31 = fmul reassoc float %29, %30
  %32 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 116), align 4, !tbaa !9
  %33 = fmul reassoc float %31, %32
  %34 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 117), align 4, !tbaa !9
  %35 = fmul reassoc float %33, %34
  %36 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 118), align 4, !tbaa !9
  %37 = fmul reassoc float %35, %36
  %38 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 119), align 4, !tbaa !9
  %39 = fmul reassoc float %37, %38
  %40 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 120), align 4, !tbaa !9
  %41 = fmul reassoc float %39, %40
  %42 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 121), align 4, !tbaa !9
  %43 = fmul reassoc float %41, %42
  %44 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 122), align 4, !tbaa !9
  %45 = fmul reassoc float %43, %44
  %46 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 123), align 4, !tbaa !9
  %47 = fmul reassoc float %45, %46
  ret float %47
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fsum_ordered() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret float %15

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %16, %2 ]
  %4 = phi float [ 0.000000e+00, %0 ], [ %15, %2 ]
  %5 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %3
  %6 = load float, float* %5, align 4, !tbaa !9
  %7 = fadd float %4, %6
  %8 = add nuw nsw i64 %3, 1
  %9 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %8
  %10 = load float, float* %9, align 4, !tbaa !9
  %11 = fadd float %7, %10
  %12 = add nuw nsw i64 %3, 2
  %13 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %12
  %14 = load float, float* %13, align 4, !tbaa !9
  %15 = fadd float %11, %14
  %16 = add nuw nsw i64 %3, 3
  %17 = icmp eq i64 %16, 201
  br i1 %17, label %1, label %2, !llvm.loop !35
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14, !19}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = distinct !{!20, !14, !19}
!21 = distinct !{!21, !14, !19}
!22 = distinct !{!22, !14, !19}
!23 = distinct !{!23, !14, !19}
!24 = distinct !{!24, !14, !19}
!25 = distinct !{!25, !14, !19}
!26 = distinct !{!26, !14, !19}
!27 = distinct !{!27, !14, !19}
!28 = distinct !{!28, !14, !19}
!29 = distinct !{!29, !14, !30, !19}
!30 = !{!"llvm.loop.unroll.runtime.disable"}
!31 = distinct !{!31, !14, !19}
!32 = distinct !{!32, !14, !30, !19}
!33 = distinct !{!33, !14, !19}
!34 = distinct !{!34, !14, !30, !19}
!35 = distinct !{!35, !14}
