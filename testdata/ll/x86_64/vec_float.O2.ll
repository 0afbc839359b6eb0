; ModuleID = 'c/vec_float.c'
source_filename = "c/vec_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fc = internal unnamed_addr global [201 x float] zeroinitializer, align 16
@fa = internal global [201 x float] zeroinitializer, align 16
@fb = internal unnamed_addr global [201 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"saxpy\00", align 1
@dc = internal unnamed_addr global [201 x double] zeroinitializer, align 16
@da = internal global [201 x double] zeroinitializer, align 16
@db = internal global [201 x double] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [6 x i8] c"daxpy\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"fdiv\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"ddiv\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"fsel\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"dsel\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"fabsneg\00", align 1
@ib = internal unnamed_addr global [201 x i32] zeroinitializer, align 16
@ia = internal unnamed_addr global [201 x i32] zeroinitializer, align 16
@.str.7 = private unnamed_addr constant [7 x i8] c"conv.f\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"conv.d\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"conv.i\00", align 1
@ua = internal unnamed_addr global [201 x i32] zeroinitializer, align 16
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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @seed, align 4, !tbaa !5
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(804) bitcast ([201 x i32]* @ib to i8*), i8 0, i64 804, i1 false) #10, !tbaa !5
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
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef %92) #10
  %97 = load i32, i32* @check, align 4, !tbaa !5
  %98 = xor i32 %97, %92
  %99 = mul i32 %98, 16777619
  store i32 %99, i32* @check, align 4, !tbaa !5
  tail call fastcc void @daxpy()
  br label %100

100:                                              ; preds = %100, %95
  %101 = phi i64 [ 0, %95 ], [ %138, %100 ]
  %102 = phi i32 [ 0, %95 ], [ %137, %100 ]
  %103 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %101
  %104 = load i8, i8* %103, align 2, !tbaa !15
  %105 = zext i8 %104 to i32
  %106 = xor i32 %102, %105
  %107 = mul i32 %106, 16777619
  %108 = or i64 %101, 1
  %109 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %108
  %110 = load i8, i8* %109, align 1, !tbaa !15
  %111 = zext i8 %110 to i32
  %112 = xor i32 %107, %111
  %113 = mul i32 %112, 16777619
  %114 = add nuw nsw i64 %101, 2
  %115 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %114
  %116 = load i8, i8* %115, align 2, !tbaa !15
  %117 = zext i8 %116 to i32
  %118 = xor i32 %113, %117
  %119 = mul i32 %118, 16777619
  %120 = add nuw nsw i64 %101, 3
  %121 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %120
  %122 = load i8, i8* %121, align 1, !tbaa !15
  %123 = zext i8 %122 to i32
  %124 = xor i32 %119, %123
  %125 = mul i32 %124, 16777619
  %126 = add nuw nsw i64 %101, 4
  %127 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %126
  %128 = load i8, i8* %127, align 2, !tbaa !15
  %129 = zext i8 %128 to i32
  %130 = xor i32 %125, %129
  %131 = mul i32 %130, 16777619
  %132 = add nuw nsw i64 %101, 5
  %133 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %132
  %134 = load i8, i8* %133, align 1, !tbaa !15
  %135 = zext i8 %134 to i32
  %136 = xor i32 %131, %135
  %137 = mul i32 %136, 16777619
  %138 = add nuw nsw i64 %101, 6
  %139 = icmp eq i64 %138, 1608
  br i1 %139, label %140, label %100, !llvm.loop !16

140:                                              ; preds = %100
  %141 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %137) #10
  %142 = load i32, i32* @check, align 4, !tbaa !5
  %143 = xor i32 %142, %137
  %144 = mul i32 %143, 16777619
  store i32 %144, i32* @check, align 4, !tbaa !5
  tail call fastcc void @fdivs()
  br label %145

145:                                              ; preds = %145, %140
  %146 = phi i64 [ 0, %140 ], [ %183, %145 ]
  %147 = phi i32 [ 0, %140 ], [ %182, %145 ]
  %148 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %146
  %149 = load i8, i8* %148, align 2, !tbaa !15
  %150 = zext i8 %149 to i32
  %151 = xor i32 %147, %150
  %152 = mul i32 %151, 16777619
  %153 = or i64 %146, 1
  %154 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %153
  %155 = load i8, i8* %154, align 1, !tbaa !15
  %156 = zext i8 %155 to i32
  %157 = xor i32 %152, %156
  %158 = mul i32 %157, 16777619
  %159 = add nuw nsw i64 %146, 2
  %160 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %159
  %161 = load i8, i8* %160, align 2, !tbaa !15
  %162 = zext i8 %161 to i32
  %163 = xor i32 %158, %162
  %164 = mul i32 %163, 16777619
  %165 = add nuw nsw i64 %146, 3
  %166 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %165
  %167 = load i8, i8* %166, align 1, !tbaa !15
  %168 = zext i8 %167 to i32
  %169 = xor i32 %164, %168
  %170 = mul i32 %169, 16777619
  %171 = add nuw nsw i64 %146, 4
  %172 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %171
  %173 = load i8, i8* %172, align 2, !tbaa !15
  %174 = zext i8 %173 to i32
  %175 = xor i32 %170, %174
  %176 = mul i32 %175, 16777619
  %177 = add nuw nsw i64 %146, 5
  %178 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %177
  %179 = load i8, i8* %178, align 1, !tbaa !15
  %180 = zext i8 %179 to i32
  %181 = xor i32 %176, %180
  %182 = mul i32 %181, 16777619
  %183 = add nuw nsw i64 %146, 6
  %184 = icmp eq i64 %183, 804
  br i1 %184, label %185, label %145, !llvm.loop !16

185:                                              ; preds = %145
  %186 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef %182) #10
  %187 = load i32, i32* @check, align 4, !tbaa !5
  %188 = xor i32 %187, %182
  %189 = mul i32 %188, 16777619
  store i32 %189, i32* @check, align 4, !tbaa !5
  br label %190

190:                                              ; preds = %190, %185
  %191 = phi i64 [ 0, %185 ], [ %228, %190 ]
  %192 = phi i32 [ 0, %185 ], [ %227, %190 ]
  %193 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %191
  %194 = load i8, i8* %193, align 2, !tbaa !15
  %195 = zext i8 %194 to i32
  %196 = xor i32 %192, %195
  %197 = mul i32 %196, 16777619
  %198 = or i64 %191, 1
  %199 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %198
  %200 = load i8, i8* %199, align 1, !tbaa !15
  %201 = zext i8 %200 to i32
  %202 = xor i32 %197, %201
  %203 = mul i32 %202, 16777619
  %204 = add nuw nsw i64 %191, 2
  %205 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %204
  %206 = load i8, i8* %205, align 2, !tbaa !15
  %207 = zext i8 %206 to i32
  %208 = xor i32 %203, %207
  %209 = mul i32 %208, 16777619
  %210 = add nuw nsw i64 %191, 3
  %211 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %210
  %212 = load i8, i8* %211, align 1, !tbaa !15
  %213 = zext i8 %212 to i32
  %214 = xor i32 %209, %213
  %215 = mul i32 %214, 16777619
  %216 = add nuw nsw i64 %191, 4
  %217 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %216
  %218 = load i8, i8* %217, align 2, !tbaa !15
  %219 = zext i8 %218 to i32
  %220 = xor i32 %215, %219
  %221 = mul i32 %220, 16777619
  %222 = add nuw nsw i64 %191, 5
  %223 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %222
  %224 = load i8, i8* %223, align 1, !tbaa !15
  %225 = zext i8 %224 to i32
  %226 = xor i32 %221, %225
  %227 = mul i32 %226, 16777619
  %228 = add nuw nsw i64 %191, 6
  %229 = icmp eq i64 %228, 1608
  br i1 %229, label %230, label %190, !llvm.loop !16

230:                                              ; preds = %190
  %231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %227) #10
  %232 = load i32, i32* @check, align 4, !tbaa !5
  %233 = xor i32 %232, %227
  %234 = mul i32 %233, 16777619
  store i32 %234, i32* @check, align 4, !tbaa !5
  tail call fastcc void @fsel()
  br label %235

235:                                              ; preds = %235, %230
  %236 = phi i64 [ 0, %230 ], [ %273, %235 ]
  %237 = phi i32 [ 0, %230 ], [ %272, %235 ]
  %238 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %236
  %239 = load i8, i8* %238, align 2, !tbaa !15
  %240 = zext i8 %239 to i32
  %241 = xor i32 %237, %240
  %242 = mul i32 %241, 16777619
  %243 = or i64 %236, 1
  %244 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %243
  %245 = load i8, i8* %244, align 1, !tbaa !15
  %246 = zext i8 %245 to i32
  %247 = xor i32 %242, %246
  %248 = mul i32 %247, 16777619
  %249 = add nuw nsw i64 %236, 2
  %250 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %249
  %251 = load i8, i8* %250, align 2, !tbaa !15
  %252 = zext i8 %251 to i32
  %253 = xor i32 %248, %252
  %254 = mul i32 %253, 16777619
  %255 = add nuw nsw i64 %236, 3
  %256 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %255
  %257 = load i8, i8* %256, align 1, !tbaa !15
  %258 = zext i8 %257 to i32
  %259 = xor i32 %254, %258
  %260 = mul i32 %259, 16777619
  %261 = add nuw nsw i64 %236, 4
  %262 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %261
  %263 = load i8, i8* %262, align 2, !tbaa !15
  %264 = zext i8 %263 to i32
  %265 = xor i32 %260, %264
  %266 = mul i32 %265, 16777619
  %267 = add nuw nsw i64 %236, 5
  %268 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %267
  %269 = load i8, i8* %268, align 1, !tbaa !15
  %270 = zext i8 %269 to i32
  %271 = xor i32 %266, %270
  %272 = mul i32 %271, 16777619
  %273 = add nuw nsw i64 %236, 6
  %274 = icmp eq i64 %273, 804
  br i1 %274, label %275, label %235, !llvm.loop !16

275:                                              ; preds = %235
  %276 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %272) #10
  %277 = load i32, i32* @check, align 4, !tbaa !5
  %278 = xor i32 %277, %272
  %279 = mul i32 %278, 16777619
  store i32 %279, i32* @check, align 4, !tbaa !5
  tail call fastcc void @dsel()
  br label %280

280:                                              ; preds = %280, %275
  %281 = phi i64 [ 0, %275 ], [ %318, %280 ]
  %282 = phi i32 [ 0, %275 ], [ %317, %280 ]
  %283 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %281
  %284 = load i8, i8* %283, align 2, !tbaa !15
  %285 = zext i8 %284 to i32
  %286 = xor i32 %282, %285
  %287 = mul i32 %286, 16777619
  %288 = or i64 %281, 1
  %289 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %288
  %290 = load i8, i8* %289, align 1, !tbaa !15
  %291 = zext i8 %290 to i32
  %292 = xor i32 %287, %291
  %293 = mul i32 %292, 16777619
  %294 = add nuw nsw i64 %281, 2
  %295 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %294
  %296 = load i8, i8* %295, align 2, !tbaa !15
  %297 = zext i8 %296 to i32
  %298 = xor i32 %293, %297
  %299 = mul i32 %298, 16777619
  %300 = add nuw nsw i64 %281, 3
  %301 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %300
  %302 = load i8, i8* %301, align 1, !tbaa !15
  %303 = zext i8 %302 to i32
  %304 = xor i32 %299, %303
  %305 = mul i32 %304, 16777619
  %306 = add nuw nsw i64 %281, 4
  %307 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %306
  %308 = load i8, i8* %307, align 2, !tbaa !15
  %309 = zext i8 %308 to i32
  %310 = xor i32 %305, %309
  %311 = mul i32 %310, 16777619
  %312 = add nuw nsw i64 %281, 5
  %313 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %312
  %314 = load i8, i8* %313, align 1, !tbaa !15
  %315 = zext i8 %314 to i32
  %316 = xor i32 %311, %315
  %317 = mul i32 %316, 16777619
  %318 = add nuw nsw i64 %281, 6
  %319 = icmp eq i64 %318, 1608
  br i1 %319, label %320, label %280, !llvm.loop !16

320:                                              ; preds = %280
  %321 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %317) #10
  %322 = load i32, i32* @check, align 4, !tbaa !5
  %323 = xor i32 %322, %317
  %324 = mul i32 %323, 16777619
  store i32 %324, i32* @check, align 4, !tbaa !5
  tail call fastcc void @fabsneg()
  br label %325

325:                                              ; preds = %325, %320
  %326 = phi i64 [ 0, %320 ], [ %363, %325 ]
  %327 = phi i32 [ 0, %320 ], [ %362, %325 ]
  %328 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %326
  %329 = load i8, i8* %328, align 2, !tbaa !15
  %330 = zext i8 %329 to i32
  %331 = xor i32 %327, %330
  %332 = mul i32 %331, 16777619
  %333 = or i64 %326, 1
  %334 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %333
  %335 = load i8, i8* %334, align 1, !tbaa !15
  %336 = zext i8 %335 to i32
  %337 = xor i32 %332, %336
  %338 = mul i32 %337, 16777619
  %339 = add nuw nsw i64 %326, 2
  %340 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %339
  %341 = load i8, i8* %340, align 2, !tbaa !15
  %342 = zext i8 %341 to i32
  %343 = xor i32 %338, %342
  %344 = mul i32 %343, 16777619
  %345 = add nuw nsw i64 %326, 3
  %346 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %345
  %347 = load i8, i8* %346, align 1, !tbaa !15
  %348 = zext i8 %347 to i32
  %349 = xor i32 %344, %348
  %350 = mul i32 %349, 16777619
  %351 = add nuw nsw i64 %326, 4
  %352 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %351
  %353 = load i8, i8* %352, align 2, !tbaa !15
  %354 = zext i8 %353 to i32
  %355 = xor i32 %350, %354
  %356 = mul i32 %355, 16777619
  %357 = add nuw nsw i64 %326, 5
  %358 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %357
  %359 = load i8, i8* %358, align 1, !tbaa !15
  %360 = zext i8 %359 to i32
  %361 = xor i32 %356, %360
  %362 = mul i32 %361, 16777619
  %363 = add nuw nsw i64 %326, 6
  %364 = icmp eq i64 %363, 804
  br i1 %364, label %365, label %325, !llvm.loop !16

365:                                              ; preds = %325
  %366 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i32 noundef %362) #10
  %367 = load i32, i32* @check, align 4, !tbaa !5
  %368 = xor i32 %367, %362
  %369 = mul i32 %368, 16777619
  store i32 %369, i32* @check, align 4, !tbaa !5
  tail call fastcc void @conv()
  br label %370

370:                                              ; preds = %370, %365
  %371 = phi i64 [ 0, %365 ], [ %408, %370 ]
  %372 = phi i32 [ 0, %365 ], [ %407, %370 ]
  %373 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %371
  %374 = load i8, i8* %373, align 2, !tbaa !15
  %375 = zext i8 %374 to i32
  %376 = xor i32 %372, %375
  %377 = mul i32 %376, 16777619
  %378 = or i64 %371, 1
  %379 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %378
  %380 = load i8, i8* %379, align 1, !tbaa !15
  %381 = zext i8 %380 to i32
  %382 = xor i32 %377, %381
  %383 = mul i32 %382, 16777619
  %384 = add nuw nsw i64 %371, 2
  %385 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %384
  %386 = load i8, i8* %385, align 2, !tbaa !15
  %387 = zext i8 %386 to i32
  %388 = xor i32 %383, %387
  %389 = mul i32 %388, 16777619
  %390 = add nuw nsw i64 %371, 3
  %391 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %390
  %392 = load i8, i8* %391, align 1, !tbaa !15
  %393 = zext i8 %392 to i32
  %394 = xor i32 %389, %393
  %395 = mul i32 %394, 16777619
  %396 = add nuw nsw i64 %371, 4
  %397 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %396
  %398 = load i8, i8* %397, align 2, !tbaa !15
  %399 = zext i8 %398 to i32
  %400 = xor i32 %395, %399
  %401 = mul i32 %400, 16777619
  %402 = add nuw nsw i64 %371, 5
  %403 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %402
  %404 = load i8, i8* %403, align 1, !tbaa !15
  %405 = zext i8 %404 to i32
  %406 = xor i32 %401, %405
  %407 = mul i32 %406, 16777619
  %408 = add nuw nsw i64 %371, 6
  %409 = icmp eq i64 %408, 804
  br i1 %409, label %410, label %370, !llvm.loop !16

410:                                              ; preds = %370
  %411 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %407) #10
  %412 = load i32, i32* @check, align 4, !tbaa !5
  %413 = xor i32 %412, %407
  %414 = mul i32 %413, 16777619
  store i32 %414, i32* @check, align 4, !tbaa !5
  br label %415

415:                                              ; preds = %415, %410
  %416 = phi i64 [ 0, %410 ], [ %453, %415 ]
  %417 = phi i32 [ 0, %410 ], [ %452, %415 ]
  %418 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %416
  %419 = load i8, i8* %418, align 2, !tbaa !15
  %420 = zext i8 %419 to i32
  %421 = xor i32 %417, %420
  %422 = mul i32 %421, 16777619
  %423 = or i64 %416, 1
  %424 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %423
  %425 = load i8, i8* %424, align 1, !tbaa !15
  %426 = zext i8 %425 to i32
  %427 = xor i32 %422, %426
  %428 = mul i32 %427, 16777619
  %429 = add nuw nsw i64 %416, 2
  %430 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %429
  %431 = load i8, i8* %430, align 2, !tbaa !15
  %432 = zext i8 %431 to i32
  %433 = xor i32 %428, %432
  %434 = mul i32 %433, 16777619
  %435 = add nuw nsw i64 %416, 3
  %436 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %435
  %437 = load i8, i8* %436, align 1, !tbaa !15
  %438 = zext i8 %437 to i32
  %439 = xor i32 %434, %438
  %440 = mul i32 %439, 16777619
  %441 = add nuw nsw i64 %416, 4
  %442 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %441
  %443 = load i8, i8* %442, align 2, !tbaa !15
  %444 = zext i8 %443 to i32
  %445 = xor i32 %440, %444
  %446 = mul i32 %445, 16777619
  %447 = add nuw nsw i64 %416, 5
  %448 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %447
  %449 = load i8, i8* %448, align 1, !tbaa !15
  %450 = zext i8 %449 to i32
  %451 = xor i32 %446, %450
  %452 = mul i32 %451, 16777619
  %453 = add nuw nsw i64 %416, 6
  %454 = icmp eq i64 %453, 1608
  br i1 %454, label %455, label %415, !llvm.loop !16

455:                                              ; preds = %415
  %456 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i64 0, i64 0), i32 noundef %452) #10
  %457 = load i32, i32* @check, align 4, !tbaa !5
  %458 = xor i32 %457, %452
  %459 = mul i32 %458, 16777619
  store i32 %459, i32* @check, align 4, !tbaa !5
  br label %460

460:                                              ; preds = %460, %455
  %461 = phi i64 [ 0, %455 ], [ %498, %460 ]
  %462 = phi i32 [ 0, %455 ], [ %497, %460 ]
  %463 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %461
  %464 = load i8, i8* %463, align 2, !tbaa !15
  %465 = zext i8 %464 to i32
  %466 = xor i32 %462, %465
  %467 = mul i32 %466, 16777619
  %468 = or i64 %461, 1
  %469 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %468
  %470 = load i8, i8* %469, align 1, !tbaa !15
  %471 = zext i8 %470 to i32
  %472 = xor i32 %467, %471
  %473 = mul i32 %472, 16777619
  %474 = add nuw nsw i64 %461, 2
  %475 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %474
  %476 = load i8, i8* %475, align 2, !tbaa !15
  %477 = zext i8 %476 to i32
  %478 = xor i32 %473, %477
  %479 = mul i32 %478, 16777619
  %480 = add nuw nsw i64 %461, 3
  %481 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %480
  %482 = load i8, i8* %481, align 1, !tbaa !15
  %483 = zext i8 %482 to i32
  %484 = xor i32 %479, %483
  %485 = mul i32 %484, 16777619
  %486 = add nuw nsw i64 %461, 4
  %487 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %486
  %488 = load i8, i8* %487, align 2, !tbaa !15
  %489 = zext i8 %488 to i32
  %490 = xor i32 %485, %489
  %491 = mul i32 %490, 16777619
  %492 = add nuw nsw i64 %461, 5
  %493 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %492
  %494 = load i8, i8* %493, align 1, !tbaa !15
  %495 = zext i8 %494 to i32
  %496 = xor i32 %491, %495
  %497 = mul i32 %496, 16777619
  %498 = add nuw nsw i64 %461, 6
  %499 = icmp eq i64 %498, 804
  br i1 %499, label %500, label %460, !llvm.loop !16

500:                                              ; preds = %460
  %501 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i32 noundef %497) #10
  %502 = load i32, i32* @check, align 4, !tbaa !5
  %503 = xor i32 %502, %497
  %504 = mul i32 %503, 16777619
  store i32 %504, i32* @check, align 4, !tbaa !5
  tail call fastcc void @convu()
  br label %505

505:                                              ; preds = %505, %500
  %506 = phi i64 [ 0, %500 ], [ %543, %505 ]
  %507 = phi i32 [ 0, %500 ], [ %542, %505 ]
  %508 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %506
  %509 = load i8, i8* %508, align 2, !tbaa !15
  %510 = zext i8 %509 to i32
  %511 = xor i32 %507, %510
  %512 = mul i32 %511, 16777619
  %513 = or i64 %506, 1
  %514 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %513
  %515 = load i8, i8* %514, align 1, !tbaa !15
  %516 = zext i8 %515 to i32
  %517 = xor i32 %512, %516
  %518 = mul i32 %517, 16777619
  %519 = add nuw nsw i64 %506, 2
  %520 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %519
  %521 = load i8, i8* %520, align 2, !tbaa !15
  %522 = zext i8 %521 to i32
  %523 = xor i32 %518, %522
  %524 = mul i32 %523, 16777619
  %525 = add nuw nsw i64 %506, 3
  %526 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %525
  %527 = load i8, i8* %526, align 1, !tbaa !15
  %528 = zext i8 %527 to i32
  %529 = xor i32 %524, %528
  %530 = mul i32 %529, 16777619
  %531 = add nuw nsw i64 %506, 4
  %532 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %531
  %533 = load i8, i8* %532, align 2, !tbaa !15
  %534 = zext i8 %533 to i32
  %535 = xor i32 %530, %534
  %536 = mul i32 %535, 16777619
  %537 = add nuw nsw i64 %506, 5
  %538 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %537
  %539 = load i8, i8* %538, align 1, !tbaa !15
  %540 = zext i8 %539 to i32
  %541 = xor i32 %536, %540
  %542 = mul i32 %541, 16777619
  %543 = add nuw nsw i64 %506, 6
  %544 = icmp eq i64 %543, 804
  br i1 %544, label %545, label %505, !llvm.loop !16

545:                                              ; preds = %505
  %546 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i32 noundef %542) #10
  %547 = load i32, i32* @check, align 4, !tbaa !5
  %548 = xor i32 %547, %542
  %549 = mul i32 %548, 16777619
  store i32 %549, i32* @check, align 4, !tbaa !5
  br label %550

550:                                              ; preds = %550, %545
  %551 = phi i64 [ 0, %545 ], [ %588, %550 ]
  %552 = phi i32 [ 0, %545 ], [ %587, %550 ]
  %553 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %551
  %554 = load i8, i8* %553, align 2, !tbaa !15
  %555 = zext i8 %554 to i32
  %556 = xor i32 %552, %555
  %557 = mul i32 %556, 16777619
  %558 = or i64 %551, 1
  %559 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %558
  %560 = load i8, i8* %559, align 1, !tbaa !15
  %561 = zext i8 %560 to i32
  %562 = xor i32 %557, %561
  %563 = mul i32 %562, 16777619
  %564 = add nuw nsw i64 %551, 2
  %565 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %564
  %566 = load i8, i8* %565, align 2, !tbaa !15
  %567 = zext i8 %566 to i32
  %568 = xor i32 %563, %567
  %569 = mul i32 %568, 16777619
  %570 = add nuw nsw i64 %551, 3
  %571 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %570
  %572 = load i8, i8* %571, align 1, !tbaa !15
  %573 = zext i8 %572 to i32
  %574 = xor i32 %569, %573
  %575 = mul i32 %574, 16777619
  %576 = add nuw nsw i64 %551, 4
  %577 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %576
  %578 = load i8, i8* %577, align 2, !tbaa !15
  %579 = zext i8 %578 to i32
  %580 = xor i32 %575, %579
  %581 = mul i32 %580, 16777619
  %582 = add nuw nsw i64 %551, 5
  %583 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %582
  %584 = load i8, i8* %583, align 1, !tbaa !15
  %585 = zext i8 %584 to i32
  %586 = xor i32 %581, %585
  %587 = mul i32 %586, 16777619
  %588 = add nuw nsw i64 %551, 6
  %589 = icmp eq i64 %588, 1608
  br i1 %589, label %590, label %550, !llvm.loop !16

590:                                              ; preds = %550
  %591 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i64 0, i64 0), i32 noundef %587) #10
  %592 = load i32, i32* @check, align 4, !tbaa !5
  %593 = xor i32 %592, %587
  %594 = mul i32 %593, 16777619
  store i32 %594, i32* @check, align 4, !tbaa !5
  tail call fastcc void @convfd()
  br label %595

595:                                              ; preds = %595, %590
  %596 = phi i64 [ 0, %590 ], [ %633, %595 ]
  %597 = phi i32 [ 0, %590 ], [ %632, %595 ]
  %598 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %596
  %599 = load i8, i8* %598, align 2, !tbaa !15
  %600 = zext i8 %599 to i32
  %601 = xor i32 %597, %600
  %602 = mul i32 %601, 16777619
  %603 = or i64 %596, 1
  %604 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %603
  %605 = load i8, i8* %604, align 1, !tbaa !15
  %606 = zext i8 %605 to i32
  %607 = xor i32 %602, %606
  %608 = mul i32 %607, 16777619
  %609 = add nuw nsw i64 %596, 2
  %610 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %609
  %611 = load i8, i8* %610, align 2, !tbaa !15
  %612 = zext i8 %611 to i32
  %613 = xor i32 %608, %612
  %614 = mul i32 %613, 16777619
  %615 = add nuw nsw i64 %596, 3
  %616 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %615
  %617 = load i8, i8* %616, align 1, !tbaa !15
  %618 = zext i8 %617 to i32
  %619 = xor i32 %614, %618
  %620 = mul i32 %619, 16777619
  %621 = add nuw nsw i64 %596, 4
  %622 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %621
  %623 = load i8, i8* %622, align 2, !tbaa !15
  %624 = zext i8 %623 to i32
  %625 = xor i32 %620, %624
  %626 = mul i32 %625, 16777619
  %627 = add nuw nsw i64 %596, 5
  %628 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %627
  %629 = load i8, i8* %628, align 1, !tbaa !15
  %630 = zext i8 %629 to i32
  %631 = xor i32 %626, %630
  %632 = mul i32 %631, 16777619
  %633 = add nuw nsw i64 %596, 6
  %634 = icmp eq i64 %633, 1608
  br i1 %634, label %635, label %595, !llvm.loop !16

635:                                              ; preds = %595
  %636 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %632) #10
  %637 = load i32, i32* @check, align 4, !tbaa !5
  %638 = xor i32 %637, %632
  %639 = mul i32 %638, 16777619
  store i32 %639, i32* @check, align 4, !tbaa !5
  br label %640

640:                                              ; preds = %640, %635
  %641 = phi i64 [ 0, %635 ], [ %678, %640 ]
  %642 = phi i32 [ 0, %635 ], [ %677, %640 ]
  %643 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %641
  %644 = load i8, i8* %643, align 2, !tbaa !15
  %645 = zext i8 %644 to i32
  %646 = xor i32 %642, %645
  %647 = mul i32 %646, 16777619
  %648 = or i64 %641, 1
  %649 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %648
  %650 = load i8, i8* %649, align 1, !tbaa !15
  %651 = zext i8 %650 to i32
  %652 = xor i32 %647, %651
  %653 = mul i32 %652, 16777619
  %654 = add nuw nsw i64 %641, 2
  %655 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %654
  %656 = load i8, i8* %655, align 2, !tbaa !15
  %657 = zext i8 %656 to i32
  %658 = xor i32 %653, %657
  %659 = mul i32 %658, 16777619
  %660 = add nuw nsw i64 %641, 3
  %661 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %660
  %662 = load i8, i8* %661, align 1, !tbaa !15
  %663 = zext i8 %662 to i32
  %664 = xor i32 %659, %663
  %665 = mul i32 %664, 16777619
  %666 = add nuw nsw i64 %641, 4
  %667 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %666
  %668 = load i8, i8* %667, align 2, !tbaa !15
  %669 = zext i8 %668 to i32
  %670 = xor i32 %665, %669
  %671 = mul i32 %670, 16777619
  %672 = add nuw nsw i64 %641, 5
  %673 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %672
  %674 = load i8, i8* %673, align 1, !tbaa !15
  %675 = zext i8 %674 to i32
  %676 = xor i32 %671, %675
  %677 = mul i32 %676, 16777619
  %678 = add nuw nsw i64 %641, 6
  %679 = icmp eq i64 %678, 804
  br i1 %679, label %680, label %640, !llvm.loop !16

680:                                              ; preds = %640
  %681 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i32 noundef %677) #10
  %682 = load i32, i32* @check, align 4, !tbaa !5
  %683 = xor i32 %682, %677
  %684 = mul i32 %683, 16777619
  store i32 %684, i32* @check, align 4, !tbaa !5
  br label %685

685:                                              ; preds = %685, %680
  %686 = phi i64 [ 0, %680 ], [ %723, %685 ]
  %687 = phi i32 [ 0, %680 ], [ %722, %685 ]
  %688 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %686
  %689 = load i8, i8* %688, align 2, !tbaa !15
  %690 = zext i8 %689 to i32
  %691 = xor i32 %687, %690
  %692 = mul i32 %691, 16777619
  %693 = or i64 %686, 1
  %694 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %693
  %695 = load i8, i8* %694, align 1, !tbaa !15
  %696 = zext i8 %695 to i32
  %697 = xor i32 %692, %696
  %698 = mul i32 %697, 16777619
  %699 = add nuw nsw i64 %686, 2
  %700 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %699
  %701 = load i8, i8* %700, align 2, !tbaa !15
  %702 = zext i8 %701 to i32
  %703 = xor i32 %698, %702
  %704 = mul i32 %703, 16777619
  %705 = add nuw nsw i64 %686, 3
  %706 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %705
  %707 = load i8, i8* %706, align 1, !tbaa !15
  %708 = zext i8 %707 to i32
  %709 = xor i32 %704, %708
  %710 = mul i32 %709, 16777619
  %711 = add nuw nsw i64 %686, 4
  %712 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %711
  %713 = load i8, i8* %712, align 2, !tbaa !15
  %714 = zext i8 %713 to i32
  %715 = xor i32 %710, %714
  %716 = mul i32 %715, 16777619
  %717 = add nuw nsw i64 %686, 5
  %718 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %717
  %719 = load i8, i8* %718, align 1, !tbaa !15
  %720 = zext i8 %719 to i32
  %721 = xor i32 %716, %720
  %722 = mul i32 %721, 16777619
  %723 = add nuw nsw i64 %686, 6
  %724 = icmp eq i64 %723, 804
  br i1 %724, label %725, label %685, !llvm.loop !16

725:                                              ; preds = %685
  %726 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %722) #10
  %727 = load i32, i32* @check, align 4, !tbaa !5
  %728 = xor i32 %727, %722
  %729 = mul i32 %728, 16777619
  store i32 %729, i32* @check, align 4, !tbaa !5
  %730 = tail call fastcc float @fsum(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 0), i32 noundef 201)
  %731 = fpext float %730 to double
  %732 = tail call fastcc double @dsum(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 0), i32 noundef 201)
  %733 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.15, i64 0, i64 0), double noundef %731, double noundef %732)
  %734 = tail call fastcc double @ddot(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 0), i32 noundef 201)
  %735 = tail call fastcc float @fprod()
  %736 = fpext float %735 to double
  %737 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.16, i64 0, i64 0), double noundef %734, double noundef %736)
  %738 = tail call fastcc float @fsum_ordered()
  %739 = fpext float %738 to double
  %740 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i64 0, i64 0), double noundef %739)
  br label %746

741:                                              ; preds = %746
  %742 = load i32, i32* @check, align 4, !tbaa !5
  %743 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %742)
  %744 = load i32, i32* @check, align 4, !tbaa !5
  %745 = and i32 %744, 127
  ret i32 %745

746:                                              ; preds = %725, %746
  %747 = phi i64 [ 0, %725 ], [ %756, %746 ]
  %748 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %747
  %749 = trunc i64 %747 to i32
  %750 = tail call fastcc float @fsum(float* noundef nonnull %748, i32 noundef %749)
  %751 = fpext float %750 to double
  %752 = getelementptr inbounds [201 x double], [201 x double]* @db, i64 0, i64 %747
  %753 = tail call fastcc double @dsum(double* noundef nonnull %752, i32 noundef %749)
  %754 = tail call fastcc double @ddot(double* noundef nonnull %752, i32 noundef %749)
  %755 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.18, i64 0, i64 0), i32 noundef %749, double noundef %751, double noundef %753, double noundef %754)
  %756 = add nuw nsw i64 %747, 1
  %757 = icmp eq i64 %756, 12
  br i1 %757, label %741, label %746, !llvm.loop !17
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <4 x float>*
  %5 = load <4 x float>, <4 x float>* %4, align 16, !tbaa !9
  %6 = getelementptr inbounds float, float* %3, i64 4
  %7 = bitcast float* %6 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 16, !tbaa !9
  %9 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %2
  %10 = bitcast float* %9 to <4 x float>*
  %11 = load <4 x float>, <4 x float>* %10, align 16, !tbaa !9
  %12 = getelementptr inbounds float, float* %9, i64 4
  %13 = bitcast float* %12 to <4 x float>*
  %14 = load <4 x float>, <4 x float>* %13, align 16, !tbaa !9
  %15 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %11)
  %16 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> <float 1.750000e+00, float 1.750000e+00, float 1.750000e+00, float 1.750000e+00>, <4 x float> %14)
  %17 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %18 = bitcast float* %17 to <4 x float>*
  store <4 x float> %15, <4 x float>* %18, align 16, !tbaa !9
  %19 = getelementptr inbounds float, float* %17, i64 4
  %20 = bitcast float* %19 to <4 x float>*
  store <4 x float> %16, <4 x float>* %20, align 16, !tbaa !9
  %21 = add nuw i64 %2, 8
  %22 = icmp eq i64 %21, 200
  br i1 %22, label %23, label %1, !llvm.loop !18

23:                                               ; preds = %1
  %24 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 200), align 16, !tbaa !9
  %25 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 200), align 16, !tbaa !9
  %26 = tail call float @llvm.fmuladd.f32(float %24, float 1.750000e+00, float %25)
  store float %26, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 16, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @daxpy() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %2
  %4 = bitcast double* %3 to <2 x double>*
  %5 = load <2 x double>, <2 x double>* %4, align 16, !tbaa !11
  %6 = getelementptr inbounds double, double* %3, i64 2
  %7 = bitcast double* %6 to <2 x double>*
  %8 = load <2 x double>, <2 x double>* %7, align 16, !tbaa !11
  %9 = getelementptr inbounds [201 x double], [201 x double]* @db, i64 0, i64 %2
  %10 = bitcast double* %9 to <2 x double>*
  %11 = load <2 x double>, <2 x double>* %10, align 16, !tbaa !11
  %12 = getelementptr inbounds double, double* %9, i64 2
  %13 = bitcast double* %12 to <2 x double>*
  %14 = load <2 x double>, <2 x double>* %13, align 16, !tbaa !11
  %15 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %5, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %11)
  %16 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> <double -3.000000e-01, double -3.000000e-01>, <2 x double> %14)
  %17 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %2
  %18 = bitcast double* %17 to <2 x double>*
  store <2 x double> %15, <2 x double>* %18, align 16, !tbaa !11
  %19 = getelementptr inbounds double, double* %17, i64 2
  %20 = bitcast double* %19 to <2 x double>*
  store <2 x double> %16, <2 x double>* %20, align 16, !tbaa !11
  %21 = add nuw i64 %2, 4
  %22 = icmp eq i64 %21, 200
  br i1 %22, label %23, label %1, !llvm.loop !20

23:                                               ; preds = %1
  %24 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 200), align 16, !tbaa !11
  %25 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 200), align 16, !tbaa !11
  %26 = tail call double @llvm.fmuladd.f64(double %24, double -3.000000e-01, double %25)
  store double %26, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 200), align 16, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @fdivs() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %20, %1 ]
  %3 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <2 x float>*
  %5 = load <2 x float>, <2 x float>* %4, align 8, !tbaa !9
  %6 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %2
  %7 = bitcast float* %6 to <2 x float>*
  %8 = load <2 x float>, <2 x float>* %7, align 8, !tbaa !9
  %9 = fadd <2 x float> %8, <float 2.500000e+00, float 2.500000e+00>
  %10 = fdiv <2 x float> %5, %9
  %11 = fadd <2 x float> %5, %10
  %12 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %13 = bitcast float* %12 to <2 x float>*
  store <2 x float> %11, <2 x float>* %13, align 8, !tbaa !9
  %14 = fpext <2 x float> %5 to <2 x double>
  %15 = fpext <2 x float> %8 to <2 x double>
  %16 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> <double 3.000000e+00, double 3.000000e+00>)
  %17 = fdiv <2 x double> %14, %16
  %18 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %2
  %19 = bitcast double* %18 to <2 x double>*
  store <2 x double> %17, <2 x double>* %19, align 16, !tbaa !11
  %20 = add nuw i64 %2, 2
  %21 = icmp eq i64 %20, 200
  br i1 %21, label %22, label %1, !llvm.loop !21

22:                                               ; preds = %1
  %23 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 200), align 16, !tbaa !9
  %24 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 200), align 16, !tbaa !9
  %25 = fadd float %24, 2.500000e+00
  %26 = fdiv float %23, %25
  %27 = fadd float %23, %26
  store float %27, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 16, !tbaa !9
  %28 = fpext float %23 to double
  %29 = fpext float %24 to double
  %30 = tail call double @llvm.fmuladd.f64(double %29, double 7.500000e-01, double 3.000000e+00)
  %31 = fdiv double %28, %30
  store double %31, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 200), align 16, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @fsel() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %29, %1 ]
  %3 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <4 x float>*
  %5 = load <4 x float>, <4 x float>* %4, align 16, !tbaa !9
  %6 = getelementptr inbounds float, float* %3, i64 4
  %7 = bitcast float* %6 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 16, !tbaa !9
  %9 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %2
  %10 = bitcast float* %9 to <4 x float>*
  %11 = load <4 x float>, <4 x float>* %10, align 16, !tbaa !9
  %12 = getelementptr inbounds float, float* %9, i64 4
  %13 = bitcast float* %12 to <4 x float>*
  %14 = load <4 x float>, <4 x float>* %13, align 16, !tbaa !9
  %15 = fcmp ogt <4 x float> %5, %11
  %16 = fcmp ogt <4 x float> %8, %14
  %17 = fmul <4 x float> %11, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %18 = fmul <4 x float> %14, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %19 = fcmp une <4 x float> %5, %11
  %20 = fcmp une <4 x float> %8, %14
  %21 = select <4 x i1> %19, <4 x float> %17, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %22 = select <4 x i1> %20, <4 x float> %18, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %23 = select <4 x i1> %15, <4 x float> %5, <4 x float> %21
  %24 = select <4 x i1> %16, <4 x float> %8, <4 x float> %22
  %25 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %26 = bitcast float* %25 to <4 x float>*
  store <4 x float> %23, <4 x float>* %26, align 16, !tbaa !9
  %27 = getelementptr inbounds float, float* %25, i64 4
  %28 = bitcast float* %27 to <4 x float>*
  store <4 x float> %24, <4 x float>* %28, align 16, !tbaa !9
  %29 = add nuw i64 %2, 8
  %30 = icmp eq i64 %29, 200
  br i1 %30, label %31, label %1, !llvm.loop !22

31:                                               ; preds = %1
  %32 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 200), align 16, !tbaa !9
  %33 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 200), align 16, !tbaa !9
  %34 = fcmp ogt float %32, %33
  br i1 %34, label %39, label %35

35:                                               ; preds = %31
  %36 = fcmp oeq float %32, %33
  br i1 %36, label %39, label %37

37:                                               ; preds = %35
  %38 = fmul float %33, 5.000000e-01
  br label %39

39:                                               ; preds = %31, %37, %35
  %40 = phi float [ %38, %37 ], [ 1.000000e+00, %35 ], [ %32, %31 ]
  store float %40, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 16, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @dsel() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %29, %1 ]
  %3 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %2
  %4 = bitcast double* %3 to <2 x double>*
  %5 = load <2 x double>, <2 x double>* %4, align 16, !tbaa !11
  %6 = getelementptr inbounds double, double* %3, i64 2
  %7 = bitcast double* %6 to <2 x double>*
  %8 = load <2 x double>, <2 x double>* %7, align 16, !tbaa !11
  %9 = getelementptr inbounds [201 x double], [201 x double]* @db, i64 0, i64 %2
  %10 = bitcast double* %9 to <2 x double>*
  %11 = load <2 x double>, <2 x double>* %10, align 16, !tbaa !11
  %12 = getelementptr inbounds double, double* %9, i64 2
  %13 = bitcast double* %12 to <2 x double>*
  %14 = load <2 x double>, <2 x double>* %13, align 16, !tbaa !11
  %15 = fcmp ugt <2 x double> %5, %11
  %16 = fcmp ugt <2 x double> %8, %14
  %17 = fsub <2 x double> %5, %11
  %18 = fsub <2 x double> %8, %14
  %19 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %17)
  %20 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %18)
  %21 = fneg <2 x double> %11
  %22 = fneg <2 x double> %14
  %23 = select <2 x i1> %15, <2 x double> %21, <2 x double> %19
  %24 = select <2 x i1> %16, <2 x double> %22, <2 x double> %20
  %25 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %2
  %26 = bitcast double* %25 to <2 x double>*
  store <2 x double> %23, <2 x double>* %26, align 16, !tbaa !11
  %27 = getelementptr inbounds double, double* %25, i64 2
  %28 = bitcast double* %27 to <2 x double>*
  store <2 x double> %24, <2 x double>* %28, align 16, !tbaa !11
  %29 = add nuw i64 %2, 4
  %30 = icmp eq i64 %29, 200
  br i1 %30, label %31, label %1, !llvm.loop !23

31:                                               ; preds = %1
  %32 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 200), align 16, !tbaa !11
  %33 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 200), align 16, !tbaa !11
  %34 = fcmp ugt double %32, %33
  %35 = fsub double %32, %33
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fneg double %33
  %38 = select i1 %34, double %37, double %36
  store double %38, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 200), align 16, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @fabsneg() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %19, %0
  %2 = phi i64 [ 0, %0 ], [ %34, %19 ]
  %3 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <4 x float>*
  %5 = load <4 x float>, <4 x float>* %4, align 16, !tbaa !9
  %6 = getelementptr inbounds float, float* %3, i64 4
  %7 = bitcast float* %6 to <4 x float>*
  %8 = load <4 x float>, <4 x float>* %7, align 16, !tbaa !9
  %9 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %5)
  %10 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %8)
  %11 = fmul <4 x float> %9, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %12 = fmul <4 x float> %10, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %13 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %14 = bitcast float* %13 to <4 x float>*
  store <4 x float> %11, <4 x float>* %14, align 16, !tbaa !9
  %15 = getelementptr inbounds float, float* %13, i64 4
  %16 = bitcast float* %15 to <4 x float>*
  store <4 x float> %12, <4 x float>* %16, align 16, !tbaa !9
  %17 = or i64 %2, 8
  %18 = icmp eq i64 %17, 200
  br i1 %18, label %35, label %19, !llvm.loop !24

19:                                               ; preds = %1
  %20 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %17
  %21 = bitcast float* %20 to <4 x float>*
  %22 = load <4 x float>, <4 x float>* %21, align 16, !tbaa !9
  %23 = getelementptr inbounds float, float* %20, i64 4
  %24 = bitcast float* %23 to <4 x float>*
  %25 = load <4 x float>, <4 x float>* %24, align 16, !tbaa !9
  %26 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %22)
  %27 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %25)
  %28 = fmul <4 x float> %26, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %29 = fmul <4 x float> %27, <float -3.000000e+00, float -3.000000e+00, float -3.000000e+00, float -3.000000e+00>
  %30 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %17
  %31 = bitcast float* %30 to <4 x float>*
  store <4 x float> %28, <4 x float>* %31, align 16, !tbaa !9
  %32 = getelementptr inbounds float, float* %30, i64 4
  %33 = bitcast float* %32 to <4 x float>*
  store <4 x float> %29, <4 x float>* %33, align 16, !tbaa !9
  %34 = add nuw nsw i64 %2, 16
  br label %1

35:                                               ; preds = %1
  %36 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 200), align 16, !tbaa !9
  %37 = tail call float @llvm.fabs.f32(float %36)
  %38 = fmul float %37, -3.000000e+00
  store float %38, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 16, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @conv() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = getelementptr inbounds [201 x i32], [201 x i32]* @ia, i64 0, i64 %2
  %4 = bitcast i32* %3 to <2 x i32>*
  %5 = load <2 x i32>, <2 x i32>* %4, align 8, !tbaa !5
  %6 = sitofp <2 x i32> %5 to <2 x float>
  %7 = fmul <2 x float> %6, <float 2.500000e-01, float 2.500000e-01>
  %8 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %9 = bitcast float* %8 to <2 x float>*
  store <2 x float> %7, <2 x float>* %9, align 8, !tbaa !9
  %10 = sitofp <2 x i32> %5 to <2 x double>
  %11 = fadd <2 x double> %10, <double 5.000000e-01, double 5.000000e-01>
  %12 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %2
  %13 = bitcast double* %12 to <2 x double>*
  store <2 x double> %11, <2 x double>* %13, align 16, !tbaa !11
  %14 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %2
  %15 = bitcast float* %14 to <2 x float>*
  %16 = load <2 x float>, <2 x float>* %15, align 8, !tbaa !9
  %17 = fmul <2 x float> %16, <float 1.000000e+02, float 1.000000e+02>
  %18 = fptosi <2 x float> %17 to <2 x i32>
  %19 = getelementptr inbounds [201 x i32], [201 x i32]* @ib, i64 0, i64 %2
  %20 = bitcast i32* %19 to <2 x i32>*
  store <2 x i32> %18, <2 x i32>* %20, align 8, !tbaa !5
  %21 = add nuw i64 %2, 2
  %22 = icmp eq i64 %21, 200
  br i1 %22, label %23, label %1, !llvm.loop !25

23:                                               ; preds = %1
  %24 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ia, i64 0, i64 200), align 16, !tbaa !5
  %25 = sitofp i32 %24 to float
  %26 = fmul float %25, 2.500000e-01
  store float %26, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 16, !tbaa !9
  %27 = sitofp i32 %24 to double
  %28 = fadd double %27, 5.000000e-01
  store double %28, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 200), align 16, !tbaa !11
  %29 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 200), align 16, !tbaa !9
  %30 = fmul float %29, 1.000000e+02
  %31 = fptosi float %30 to i32
  store i32 %31, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ib, i64 0, i64 200), align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @convu() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = getelementptr inbounds [201 x i32], [201 x i32]* @ua, i64 0, i64 %2
  %4 = bitcast i32* %3 to <2 x i32>*
  %5 = load <2 x i32>, <2 x i32>* %4, align 16, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %3, i64 2
  %7 = bitcast i32* %6 to <2 x i32>*
  %8 = load <2 x i32>, <2 x i32>* %7, align 8, !tbaa !5
  %9 = uitofp <2 x i32> %5 to <2 x float>
  %10 = uitofp <2 x i32> %8 to <2 x float>
  %11 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %12 = bitcast float* %11 to <2 x float>*
  store <2 x float> %9, <2 x float>* %12, align 16, !tbaa !9
  %13 = getelementptr inbounds float, float* %11, i64 2
  %14 = bitcast float* %13 to <2 x float>*
  store <2 x float> %10, <2 x float>* %14, align 8, !tbaa !9
  %15 = uitofp <2 x i32> %5 to <2 x double>
  %16 = uitofp <2 x i32> %8 to <2 x double>
  %17 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %2
  %18 = bitcast double* %17 to <2 x double>*
  store <2 x double> %15, <2 x double>* %18, align 16, !tbaa !11
  %19 = getelementptr inbounds double, double* %17, i64 2
  %20 = bitcast double* %19 to <2 x double>*
  store <2 x double> %16, <2 x double>* %20, align 16, !tbaa !11
  %21 = add nuw i64 %2, 4
  %22 = icmp eq i64 %21, 200
  br i1 %22, label %23, label %1, !llvm.loop !26

23:                                               ; preds = %1
  %24 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i64 0, i64 200), align 16, !tbaa !5
  %25 = uitofp i32 %24 to float
  store float %25, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 16, !tbaa !9
  %26 = uitofp i32 %24 to double
  store double %26, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 200), align 16, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @convfd() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %20, %1 ]
  %3 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %2
  %4 = bitcast float* %3 to <2 x float>*
  %5 = load <2 x float>, <2 x float>* %4, align 8, !tbaa !9
  %6 = fpext <2 x float> %5 to <2 x double>
  %7 = fmul <2 x double> %6, <double 1.500000e+00, double 1.500000e+00>
  %8 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %2
  %9 = bitcast double* %8 to <2 x double>*
  store <2 x double> %7, <2 x double>* %9, align 16, !tbaa !11
  %10 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %2
  %11 = bitcast double* %10 to <2 x double>*
  %12 = load <2 x double>, <2 x double>* %11, align 16, !tbaa !11
  %13 = fmul <2 x double> %12, <double 1.250000e-01, double 1.250000e-01>
  %14 = fptrunc <2 x double> %13 to <2 x float>
  %15 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %2
  %16 = bitcast float* %15 to <2 x float>*
  store <2 x float> %14, <2 x float>* %16, align 8, !tbaa !9
  %17 = fptosi <2 x double> %12 to <2 x i32>
  %18 = getelementptr inbounds [201 x i32], [201 x i32]* @ib, i64 0, i64 %2
  %19 = bitcast i32* %18 to <2 x i32>*
  store <2 x i32> %17, <2 x i32>* %19, align 8, !tbaa !5
  %20 = add nuw i64 %2, 2
  %21 = icmp eq i64 %20, 200
  br i1 %21, label %22, label %1, !llvm.loop !27

22:                                               ; preds = %1
  %23 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 200), align 16, !tbaa !9
  %24 = fpext float %23 to double
  %25 = fmul double %24, 1.500000e+00
  store double %25, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i64 0, i64 200), align 16, !tbaa !11
  %26 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 200), align 16, !tbaa !11
  %27 = fmul double %26, 1.250000e-01
  %28 = fptrunc double %27 to float
  store float %28, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i64 0, i64 200), align 16, !tbaa !9
  %29 = fptosi double %26 to i32
  store i32 %29, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ib, i64 0, i64 200), align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fsum(float* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %91

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %88, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967288
  %9 = add nsw i64 %8, -8
  %10 = lshr exact i64 %9, 3
  %11 = add nuw nsw i64 %10, 1
  %12 = and i64 %11, 3
  %13 = icmp ult i64 %9, 24
  br i1 %13, label %59, label %14

14:                                               ; preds = %7
  %15 = and i64 %11, 4611686018427387900
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %56, %16 ]
  %18 = phi <4 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %14 ], [ %54, %16 ]
  %19 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %14 ], [ %55, %16 ]
  %20 = phi i64 [ 0, %14 ], [ %57, %16 ]
  %21 = getelementptr inbounds float, float* %0, i64 %17
  %22 = bitcast float* %21 to <4 x float>*
  %23 = load <4 x float>, <4 x float>* %22, align 4, !tbaa !9
  %24 = getelementptr inbounds float, float* %21, i64 4
  %25 = bitcast float* %24 to <4 x float>*
  %26 = load <4 x float>, <4 x float>* %25, align 4, !tbaa !9
  %27 = fadd reassoc <4 x float> %18, %23
  %28 = fadd reassoc <4 x float> %19, %26
  %29 = or i64 %17, 8
  %30 = getelementptr inbounds float, float* %0, i64 %29
  %31 = bitcast float* %30 to <4 x float>*
  %32 = load <4 x float>, <4 x float>* %31, align 4, !tbaa !9
  %33 = getelementptr inbounds float, float* %30, i64 4
  %34 = bitcast float* %33 to <4 x float>*
  %35 = load <4 x float>, <4 x float>* %34, align 4, !tbaa !9
  %36 = fadd reassoc <4 x float> %27, %32
  %37 = fadd reassoc <4 x float> %28, %35
  %38 = or i64 %17, 16
  %39 = getelementptr inbounds float, float* %0, i64 %38
  %40 = bitcast float* %39 to <4 x float>*
  %41 = load <4 x float>, <4 x float>* %40, align 4, !tbaa !9
  %42 = getelementptr inbounds float, float* %39, i64 4
  %43 = bitcast float* %42 to <4 x float>*
  %44 = load <4 x float>, <4 x float>* %43, align 4, !tbaa !9
  %45 = fadd reassoc <4 x float> %36, %41
  %46 = fadd reassoc <4 x float> %37, %44
  %47 = or i64 %17, 24
  %48 = getelementptr inbounds float, float* %0, i64 %47
  %49 = bitcast float* %48 to <4 x float>*
  %50 = load <4 x float>, <4 x float>* %49, align 4, !tbaa !9
  %51 = getelementptr inbounds float, float* %48, i64 4
  %52 = bitcast float* %51 to <4 x float>*
  %53 = load <4 x float>, <4 x float>* %52, align 4, !tbaa !9
  %54 = fadd reassoc <4 x float> %45, %50
  %55 = fadd reassoc <4 x float> %46, %53
  %56 = add nuw i64 %17, 32
  %57 = add i64 %20, 4
  %58 = icmp eq i64 %57, %15
  br i1 %58, label %59, label %16, !llvm.loop !28

59:                                               ; preds = %16, %7
  %60 = phi <4 x float> [ undef, %7 ], [ %54, %16 ]
  %61 = phi <4 x float> [ undef, %7 ], [ %55, %16 ]
  %62 = phi i64 [ 0, %7 ], [ %56, %16 ]
  %63 = phi <4 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %54, %16 ]
  %64 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %55, %16 ]
  %65 = icmp eq i64 %12, 0
  br i1 %65, label %82, label %66

66:                                               ; preds = %59, %66
  %67 = phi i64 [ %79, %66 ], [ %62, %59 ]
  %68 = phi <4 x float> [ %77, %66 ], [ %63, %59 ]
  %69 = phi <4 x float> [ %78, %66 ], [ %64, %59 ]
  %70 = phi i64 [ %80, %66 ], [ 0, %59 ]
  %71 = getelementptr inbounds float, float* %0, i64 %67
  %72 = bitcast float* %71 to <4 x float>*
  %73 = load <4 x float>, <4 x float>* %72, align 4, !tbaa !9
  %74 = getelementptr inbounds float, float* %71, i64 4
  %75 = bitcast float* %74 to <4 x float>*
  %76 = load <4 x float>, <4 x float>* %75, align 4, !tbaa !9
  %77 = fadd reassoc <4 x float> %68, %73
  %78 = fadd reassoc <4 x float> %69, %76
  %79 = add nuw i64 %67, 8
  %80 = add i64 %70, 1
  %81 = icmp eq i64 %80, %12
  br i1 %81, label %82, label %66, !llvm.loop !29

82:                                               ; preds = %66, %59
  %83 = phi <4 x float> [ %60, %59 ], [ %77, %66 ]
  %84 = phi <4 x float> [ %61, %59 ], [ %78, %66 ]
  %85 = fadd reassoc <4 x float> %84, %83
  %86 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %85)
  %87 = icmp eq i64 %8, %5
  br i1 %87, label %91, label %88

88:                                               ; preds = %4, %82
  %89 = phi i64 [ 0, %4 ], [ %8, %82 ]
  %90 = phi float [ 0.000000e+00, %4 ], [ %86, %82 ]
  br label %93

91:                                               ; preds = %93, %82, %2
  %92 = phi float [ 0.000000e+00, %2 ], [ %86, %82 ], [ %98, %93 ]
  ret float %92

93:                                               ; preds = %88, %93
  %94 = phi i64 [ %99, %93 ], [ %89, %88 ]
  %95 = phi float [ %98, %93 ], [ %90, %88 ]
  %96 = getelementptr inbounds float, float* %0, i64 %94
  %97 = load float, float* %96, align 4, !tbaa !9
  %98 = fadd reassoc float %95, %97
  %99 = add nuw nsw i64 %94, 1
  %100 = icmp eq i64 %99, %5
  br i1 %100, label %91, label %93, !llvm.loop !31
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc double @dsum(double* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %91

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %88, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967292
  %9 = add nsw i64 %8, -4
  %10 = lshr exact i64 %9, 2
  %11 = add nuw nsw i64 %10, 1
  %12 = and i64 %11, 3
  %13 = icmp ult i64 %9, 12
  br i1 %13, label %59, label %14

14:                                               ; preds = %7
  %15 = and i64 %11, 9223372036854775804
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %56, %16 ]
  %18 = phi <2 x double> [ <double 0.000000e+00, double -0.000000e+00>, %14 ], [ %54, %16 ]
  %19 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %14 ], [ %55, %16 ]
  %20 = phi i64 [ 0, %14 ], [ %57, %16 ]
  %21 = getelementptr inbounds double, double* %0, i64 %17
  %22 = bitcast double* %21 to <2 x double>*
  %23 = load <2 x double>, <2 x double>* %22, align 8, !tbaa !11
  %24 = getelementptr inbounds double, double* %21, i64 2
  %25 = bitcast double* %24 to <2 x double>*
  %26 = load <2 x double>, <2 x double>* %25, align 8, !tbaa !11
  %27 = fadd reassoc <2 x double> %18, %23
  %28 = fadd reassoc <2 x double> %19, %26
  %29 = or i64 %17, 4
  %30 = getelementptr inbounds double, double* %0, i64 %29
  %31 = bitcast double* %30 to <2 x double>*
  %32 = load <2 x double>, <2 x double>* %31, align 8, !tbaa !11
  %33 = getelementptr inbounds double, double* %30, i64 2
  %34 = bitcast double* %33 to <2 x double>*
  %35 = load <2 x double>, <2 x double>* %34, align 8, !tbaa !11
  %36 = fadd reassoc <2 x double> %27, %32
  %37 = fadd reassoc <2 x double> %28, %35
  %38 = or i64 %17, 8
  %39 = getelementptr inbounds double, double* %0, i64 %38
  %40 = bitcast double* %39 to <2 x double>*
  %41 = load <2 x double>, <2 x double>* %40, align 8, !tbaa !11
  %42 = getelementptr inbounds double, double* %39, i64 2
  %43 = bitcast double* %42 to <2 x double>*
  %44 = load <2 x double>, <2 x double>* %43, align 8, !tbaa !11
  %45 = fadd reassoc <2 x double> %36, %41
  %46 = fadd reassoc <2 x double> %37, %44
  %47 = or i64 %17, 12
  %48 = getelementptr inbounds double, double* %0, i64 %47
  %49 = bitcast double* %48 to <2 x double>*
  %50 = load <2 x double>, <2 x double>* %49, align 8, !tbaa !11
  %51 = getelementptr inbounds double, double* %48, i64 2
  %52 = bitcast double* %51 to <2 x double>*
  %53 = load <2 x double>, <2 x double>* %52, align 8, !tbaa !11
  %54 = fadd reassoc <2 x double> %45, %50
  %55 = fadd reassoc <2 x double> %46, %53
  %56 = add nuw i64 %17, 16
  %57 = add nuw i64 %20, 4
  %58 = icmp eq i64 %57, %15
  br i1 %58, label %59, label %16, !llvm.loop !33

59:                                               ; preds = %16, %7
  %60 = phi <2 x double> [ undef, %7 ], [ %54, %16 ]
  %61 = phi <2 x double> [ undef, %7 ], [ %55, %16 ]
  %62 = phi i64 [ 0, %7 ], [ %56, %16 ]
  %63 = phi <2 x double> [ <double 0.000000e+00, double -0.000000e+00>, %7 ], [ %54, %16 ]
  %64 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %55, %16 ]
  %65 = icmp eq i64 %12, 0
  br i1 %65, label %82, label %66

66:                                               ; preds = %59, %66
  %67 = phi i64 [ %79, %66 ], [ %62, %59 ]
  %68 = phi <2 x double> [ %77, %66 ], [ %63, %59 ]
  %69 = phi <2 x double> [ %78, %66 ], [ %64, %59 ]
  %70 = phi i64 [ %80, %66 ], [ 0, %59 ]
  %71 = getelementptr inbounds double, double* %0, i64 %67
  %72 = bitcast double* %71 to <2 x double>*
  %73 = load <2 x double>, <2 x double>* %72, align 8, !tbaa !11
  %74 = getelementptr inbounds double, double* %71, i64 2
  %75 = bitcast double* %74 to <2 x double>*
  %76 = load <2 x double>, <2 x double>* %75, align 8, !tbaa !11
  %77 = fadd reassoc <2 x double> %68, %73
  %78 = fadd reassoc <2 x double> %69, %76
  %79 = add nuw i64 %67, 4
  %80 = add i64 %70, 1
  %81 = icmp eq i64 %80, %12
  br i1 %81, label %82, label %66, !llvm.loop !34

82:                                               ; preds = %66, %59
  %83 = phi <2 x double> [ %60, %59 ], [ %77, %66 ]
  %84 = phi <2 x double> [ %61, %59 ], [ %78, %66 ]
  %85 = fadd reassoc <2 x double> %84, %83
  %86 = call reassoc double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %85)
  %87 = icmp eq i64 %8, %5
  br i1 %87, label %91, label %88

88:                                               ; preds = %4, %82
  %89 = phi i64 [ 0, %4 ], [ %8, %82 ]
  %90 = phi double [ 0.000000e+00, %4 ], [ %86, %82 ]
  br label %93

91:                                               ; preds = %93, %82, %2
  %92 = phi double [ 0.000000e+00, %2 ], [ %86, %82 ], [ %98, %93 ]
  ret double %92

93:                                               ; preds = %88, %93
  %94 = phi i64 [ %99, %93 ], [ %89, %88 ]
  %95 = phi double [ %98, %93 ], [ %90, %88 ]
  %96 = getelementptr inbounds double, double* %0, i64 %94
  %97 = load double, double* %96, align 8, !tbaa !11
  %98 = fadd reassoc double %95, %97
  %99 = add nuw nsw i64 %94, 1
  %100 = icmp eq i64 %99, %5
  br i1 %100, label %91, label %93, !llvm.loop !35
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @ddot(double* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %84

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %81, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967292
  %9 = add nsw i64 %8, -4
  %10 = lshr exact i64 %9, 2
  %11 = add nuw nsw i64 %10, 1
  %12 = and i64 %11, 1
  %13 = icmp eq i64 %9, 0
  br i1 %13, label %53, label %14

14:                                               ; preds = %7
  %15 = and i64 %11, 9223372036854775806
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %50, %16 ]
  %18 = phi <2 x double> [ <double 1.000000e+00, double -0.000000e+00>, %14 ], [ %48, %16 ]
  %19 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %14 ], [ %49, %16 ]
  %20 = phi i64 [ 0, %14 ], [ %51, %16 ]
  %21 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %17
  %22 = bitcast double* %21 to <2 x double>*
  %23 = load <2 x double>, <2 x double>* %22, align 16, !tbaa !11
  %24 = getelementptr inbounds double, double* %21, i64 2
  %25 = bitcast double* %24 to <2 x double>*
  %26 = load <2 x double>, <2 x double>* %25, align 16, !tbaa !11
  %27 = getelementptr inbounds double, double* %0, i64 %17
  %28 = bitcast double* %27 to <2 x double>*
  %29 = load <2 x double>, <2 x double>* %28, align 8, !tbaa !11
  %30 = getelementptr inbounds double, double* %27, i64 2
  %31 = bitcast double* %30 to <2 x double>*
  %32 = load <2 x double>, <2 x double>* %31, align 8, !tbaa !11
  %33 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> %29, <2 x double> %18)
  %34 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %32, <2 x double> %19)
  %35 = or i64 %17, 4
  %36 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %35
  %37 = bitcast double* %36 to <2 x double>*
  %38 = load <2 x double>, <2 x double>* %37, align 16, !tbaa !11
  %39 = getelementptr inbounds double, double* %36, i64 2
  %40 = bitcast double* %39 to <2 x double>*
  %41 = load <2 x double>, <2 x double>* %40, align 16, !tbaa !11
  %42 = getelementptr inbounds double, double* %0, i64 %35
  %43 = bitcast double* %42 to <2 x double>*
  %44 = load <2 x double>, <2 x double>* %43, align 8, !tbaa !11
  %45 = getelementptr inbounds double, double* %42, i64 2
  %46 = bitcast double* %45 to <2 x double>*
  %47 = load <2 x double>, <2 x double>* %46, align 8, !tbaa !11
  %48 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> %44, <2 x double> %33)
  %49 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> %47, <2 x double> %34)
  %50 = add nuw i64 %17, 8
  %51 = add i64 %20, 2
  %52 = icmp eq i64 %51, %15
  br i1 %52, label %53, label %16, !llvm.loop !36

53:                                               ; preds = %16, %7
  %54 = phi <2 x double> [ undef, %7 ], [ %48, %16 ]
  %55 = phi <2 x double> [ undef, %7 ], [ %49, %16 ]
  %56 = phi i64 [ 0, %7 ], [ %50, %16 ]
  %57 = phi <2 x double> [ <double 1.000000e+00, double -0.000000e+00>, %7 ], [ %48, %16 ]
  %58 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %7 ], [ %49, %16 ]
  %59 = icmp eq i64 %12, 0
  br i1 %59, label %75, label %60

60:                                               ; preds = %53
  %61 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %56
  %62 = bitcast double* %61 to <2 x double>*
  %63 = load <2 x double>, <2 x double>* %62, align 16, !tbaa !11
  %64 = getelementptr inbounds double, double* %61, i64 2
  %65 = bitcast double* %64 to <2 x double>*
  %66 = load <2 x double>, <2 x double>* %65, align 16, !tbaa !11
  %67 = getelementptr inbounds double, double* %0, i64 %56
  %68 = bitcast double* %67 to <2 x double>*
  %69 = load <2 x double>, <2 x double>* %68, align 8, !tbaa !11
  %70 = getelementptr inbounds double, double* %67, i64 2
  %71 = bitcast double* %70 to <2 x double>*
  %72 = load <2 x double>, <2 x double>* %71, align 8, !tbaa !11
  %73 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %63, <2 x double> %69, <2 x double> %57)
  %74 = call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> %72, <2 x double> %58)
  br label %75

75:                                               ; preds = %53, %60
  %76 = phi <2 x double> [ %54, %53 ], [ %73, %60 ]
  %77 = phi <2 x double> [ %55, %53 ], [ %74, %60 ]
  %78 = fadd reassoc <2 x double> %77, %76
  %79 = call reassoc double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %78)
  %80 = icmp eq i64 %8, %5
  br i1 %80, label %84, label %81

81:                                               ; preds = %4, %75
  %82 = phi i64 [ 0, %4 ], [ %8, %75 ]
  %83 = phi double [ 1.000000e+00, %4 ], [ %79, %75 ]
  br label %86

84:                                               ; preds = %86, %75, %2
  %85 = phi double [ 1.000000e+00, %2 ], [ %79, %75 ], [ %93, %86 ]
  ret double %85

86:                                               ; preds = %81, %86
  %87 = phi i64 [ %94, %86 ], [ %82, %81 ]
  %88 = phi double [ %93, %86 ], [ %83, %81 ]
  %89 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %87
  %90 = load double, double* %89, align 8, !tbaa !11
  %91 = getelementptr inbounds double, double* %0, i64 %87
  %92 = load double, double* %91, align 8, !tbaa !11
  %93 = tail call reassoc double @llvm.fmuladd.f64(double %90, double %92, double %88)
  %94 = add nuw nsw i64 %87, 1
  %95 = icmp eq i64 %94, %5
  br i1 %95, label %84, label %86, !llvm.loop !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fprod() unnamed_addr #4 {
  %1 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 100), align 16, !tbaa !9
  %2 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 101), align 4, !tbaa !9
  %3 = fmul reassoc float %1, %2
  %4 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 102), align 8, !tbaa !9
  %5 = fmul reassoc float %3, %4
  %6 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 103), align 4, !tbaa !9
  %7 = fmul reassoc float %5, %6
  %8 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 104), align 16, !tbaa !9
  %9 = fmul reassoc float %7, %8
  %10 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 105), align 4, !tbaa !9
  %11 = fmul reassoc float %9, %10
  %12 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 106), align 8, !tbaa !9
  %13 = fmul reassoc float %11, %12
  %14 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 107), align 4, !tbaa !9
  %15 = fmul reassoc float %13, %14
  %16 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 108), align 16, !tbaa !9
  %17 = fmul reassoc float %15, %16
  %18 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 109), align 4, !tbaa !9
  %19 = fmul reassoc float %17, %18
  %20 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 110), align 8, !tbaa !9
  %21 = fmul reassoc float %19, %20
  %22 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 111), align 4, !tbaa !9
  %23 = fmul reassoc float %21, %22
  %24 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 112), align 16, !tbaa !9
  %25 = fmul reassoc float %23, %24
  %26 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 113), align 4, !tbaa !9
  %27 = fmul reassoc float %25, %26
  %28 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 114), align 8, !tbaa !9
  %29 = fmul reassoc float %27, %28
  %30 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 115), align 4, !tbaa !9
  %31 = fmul reassoc float %29, %30
  %32 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 116), align 16, !tbaa !9
  %33 = fmul reassoc float %31, %32
  %34 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 117), align 4, !tbaa !9
  %35 = fmul reassoc float %33, %34
  %36 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 118), align 8, !tbaa !9
  %37 = fmul reassoc float %35, %36
  %38 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 119), align 4, !tbaa !9
  %39 = fmul reassoc float %37, %38
  %40 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 120), align 16, !tbaa !9
  %41 = fmul reassoc float %39, %40
  %42 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 121), align 4, !tbaa !9
  %43 = fmul reassoc float %41, %42
  %44 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 122), align 8, !tbaa !9
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
  br i1 %17, label %1, label %2, !llvm.loop !38
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !14, !32, !19}
!32 = !{!"llvm.loop.unroll.runtime.disable"}
!33 = distinct !{!33, !14, !19}
!34 = distinct !{!34, !30}
!35 = distinct !{!35, !14, !32, !19}
!36 = distinct !{!36, !14, !19}
!37 = distinct !{!37, !14, !32, !19}
!38 = distinct !{!38, !14}
