; ModuleID = 'c/funcptr.c'
source_filename = "c/funcptr.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.shape_ops = type { i64 (%struct.shape*)*, i64 (%struct.shape*)*, i8* }
%struct.shape = type { %struct.shape_ops*, i32, i32, i32 }

@vseed = internal global i32 11, align 4
@.str = private unnamed_addr constant [39 x i8] c"after op %d: v[0]=%d v[7]=%d v[15]=%d\0A\00", align 1
@main.ops = internal unnamed_addr constant [6 x i8] c"+-*Mx\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fold '%c' = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"evens=%d positives=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"compose: x=%d\0A\00", align 1
@main.dops = internal unnamed_addr constant [3 x double (double, double)*] [double (double, double)* @dadd, double (double, double)* @dmul, double (double, double)* @dhyp], align 8
@.str.4 = private unnamed_addr constant [15 x i8] c"dblops: %.17g\0A\00", align 1
@main.kinds = internal unnamed_addr constant [3 x %struct.shape_ops*] [%struct.shape_ops* @rect_ops, %struct.shape_ops* @tri_ops, %struct.shape_ops* @sq_ops], align 8
@rect_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @rect_area2, i64 (%struct.shape*)* @rect_perim, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0) }, align 8
@tri_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @tri_area2, i64 (%struct.shape*)* @tri_perim, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0) }, align 8
@sq_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @sq_area2, i64 (%struct.shape*)* @sq_perim, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0) }, align 8
@.str.5 = private unnamed_addr constant [27 x i8] c"%s: area2=%lld perim=%lld\0A\00", align 1
@main.bops = internal unnamed_addr constant [4 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @sub, i32 (i32, i32)* @maxi, i32 (i32, i32)* @xori], align 8
@.str.6 = private unnamed_addr constant [30 x i8] c"pressure_indirect[%d] = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@pick_unop.table = internal unnamed_addr constant [6 x i32 (i32)*] [i32 (i32)* @inc, i32 (i32)* @dbl, i32 (i32)* @sqr, i32 (i32)* @neg, i32 (i32)* @half, i32 (i32)* @collatz], align 8
@.str.8 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"square\00", align 1

; Function Attrs: nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x %struct.shape], align 8
  %2 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %3 = add nsw i32 %2, -50
  %4 = shl i32 %2, 1
  %5 = add nsw i32 %4, -50
  %6 = mul i32 %2, 3
  %7 = add nsw i32 %6, -50
  %8 = shl i32 %2, 2
  %9 = add nsw i32 %8, -50
  %10 = mul i32 %2, 5
  %11 = add nsw i32 %10, -50
  %12 = mul nsw i32 %2, 6
  %13 = add nsw i32 %12, -50
  %14 = mul nsw i32 %2, 7
  %15 = add nsw i32 %14, -50
  %16 = shl nsw i32 %2, 3
  %17 = add nsw i32 %16, -50
  %18 = mul nsw i32 %2, 9
  %19 = add nsw i32 %18, -50
  %20 = mul nsw i32 %2, 10
  %21 = add nsw i32 %20, -50
  %22 = mul nsw i32 %2, 11
  %23 = add nsw i32 %22, -50
  %24 = mul nsw i32 %2, 12
  %25 = add nsw i32 %24, -50
  %26 = mul nsw i32 %2, 13
  %27 = add nsw i32 %26, -50
  %28 = mul nsw i32 %2, 14
  %29 = add nsw i32 %28, -50
  %30 = mul nsw i32 %2, 15
  %31 = add nsw i32 %30, -50
  br label %32

32:                                               ; preds = %0, %32
  %33 = phi i32 [ %31, %0 ], [ %88, %32 ]
  %34 = phi i32 [ %29, %0 ], [ %87, %32 ]
  %35 = phi i32 [ %27, %0 ], [ %86, %32 ]
  %36 = phi i32 [ %25, %0 ], [ %85, %32 ]
  %37 = phi i32 [ %23, %0 ], [ %84, %32 ]
  %38 = phi i32 [ %21, %0 ], [ %83, %32 ]
  %39 = phi i32 [ %19, %0 ], [ %82, %32 ]
  %40 = phi i32 [ %17, %0 ], [ %81, %32 ]
  %41 = phi i32 [ %15, %0 ], [ %80, %32 ]
  %42 = phi i32 [ %13, %0 ], [ %79, %32 ]
  %43 = phi i32 [ %11, %0 ], [ %78, %32 ]
  %44 = phi i32 [ %9, %0 ], [ %77, %32 ]
  %45 = phi i32 [ %7, %0 ], [ %76, %32 ]
  %46 = phi i32 [ %5, %0 ], [ %75, %32 ]
  %47 = phi i32 [ %3, %0 ], [ %74, %32 ]
  %48 = phi i32 [ 0, %0 ], [ %90, %32 ]
  %49 = phi i32 [ 0, %0 ], [ %91, %32 ]
  %50 = phi i32 [ -50, %0 ], [ %73, %32 ]
  %51 = add nsw i32 %49, %2
  %52 = srem i32 %51, 6
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [6 x i32 (i32)*], [6 x i32 (i32)*]* @pick_unop.table, i64 0, i64 %53
  %55 = load i32 (i32)*, i32 (i32)** %54, align 8, !tbaa !9
  %56 = tail call signext i32 %55(i32 noundef signext %50) #5
  %57 = tail call signext i32 %55(i32 noundef signext %47) #5
  %58 = tail call signext i32 %55(i32 noundef signext %46) #5
  %59 = tail call signext i32 %55(i32 noundef signext %45) #5
  %60 = tail call signext i32 %55(i32 noundef signext %44) #5
  %61 = tail call signext i32 %55(i32 noundef signext %43) #5
  %62 = tail call signext i32 %55(i32 noundef signext %42) #5
  %63 = tail call signext i32 %55(i32 noundef signext %41) #5
  %64 = tail call signext i32 %55(i32 noundef signext %40) #5
  %65 = tail call signext i32 %55(i32 noundef signext %39) #5
  %66 = tail call signext i32 %55(i32 noundef signext %38) #5
  %67 = tail call signext i32 %55(i32 noundef signext %37) #5
  %68 = tail call signext i32 %55(i32 noundef signext %36) #5
  %69 = tail call signext i32 %55(i32 noundef signext %35) #5
  %70 = tail call signext i32 %55(i32 noundef signext %34) #5
  %71 = tail call signext i32 %55(i32 noundef signext %33) #5
  %72 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), i32 noundef signext %52, i32 noundef signext %56, i32 noundef signext %63, i32 noundef signext %71)
  %73 = sdiv i32 %56, 2
  %74 = sdiv i32 %57, 2
  %75 = sdiv i32 %58, 2
  %76 = sdiv i32 %59, 2
  %77 = sdiv i32 %60, 2
  %78 = sdiv i32 %61, 2
  %79 = sdiv i32 %62, 2
  %80 = sdiv i32 %63, 2
  %81 = sdiv i32 %64, 2
  %82 = sdiv i32 %65, 2
  %83 = sdiv i32 %66, 2
  %84 = sdiv i32 %67, 2
  %85 = sdiv i32 %68, 2
  %86 = sdiv i32 %69, 2
  %87 = sdiv i32 %70, 2
  %88 = sdiv i32 %71, 2
  %89 = mul i32 %48, 31
  %90 = add i32 %76, %89
  %91 = add nuw nsw i32 %49, 1
  %92 = icmp eq i32 %91, 6
  br i1 %92, label %93, label %32, !llvm.loop !11

93:                                               ; preds = %32, %102
  %94 = phi i64 [ %124, %102 ], [ 0, %32 ]
  %95 = phi i32 [ %123, %102 ], [ %90, %32 ]
  %96 = getelementptr inbounds [6 x i8], [6 x i8]* @main.ops, i64 0, i64 %94
  %97 = load i8, i8* %96, align 1, !tbaa !13
  switch i8 %97, label %101 [
    i8 43, label %102
    i8 45, label %98
    i8 42, label %99
    i8 77, label %100
  ]

98:                                               ; preds = %93
  br label %102

99:                                               ; preds = %93
  br label %102

100:                                              ; preds = %93
  br label %102

101:                                              ; preds = %93
  br label %102

102:                                              ; preds = %93, %98, %99, %100, %101
  %103 = phi i32 (i32, i32)* [ @xori, %101 ], [ @maxi, %100 ], [ @mul, %99 ], [ @sub, %98 ], [ @add, %93 ]
  %104 = trunc i64 %94 to i32
  %105 = tail call signext i32 %103(i32 noundef signext %104, i32 noundef signext %73) #5
  %106 = tail call signext i32 %103(i32 noundef signext %105, i32 noundef signext %74) #5
  %107 = tail call signext i32 %103(i32 noundef signext %106, i32 noundef signext %75) #5
  %108 = tail call signext i32 %103(i32 noundef signext %107, i32 noundef signext %76) #5
  %109 = tail call signext i32 %103(i32 noundef signext %108, i32 noundef signext %77) #5
  %110 = tail call signext i32 %103(i32 noundef signext %109, i32 noundef signext %78) #5
  %111 = tail call signext i32 %103(i32 noundef signext %110, i32 noundef signext %79) #5
  %112 = tail call signext i32 %103(i32 noundef signext %111, i32 noundef signext %80) #5
  %113 = tail call signext i32 %103(i32 noundef signext %112, i32 noundef signext %81) #5
  %114 = tail call signext i32 %103(i32 noundef signext %113, i32 noundef signext %82) #5
  %115 = tail call signext i32 %103(i32 noundef signext %114, i32 noundef signext %83) #5
  %116 = tail call signext i32 %103(i32 noundef signext %115, i32 noundef signext %84) #5
  %117 = tail call signext i32 %103(i32 noundef signext %116, i32 noundef signext %85) #5
  %118 = tail call signext i32 %103(i32 noundef signext %117, i32 noundef signext %86) #5
  %119 = tail call signext i32 %103(i32 noundef signext %118, i32 noundef signext %87) #5
  %120 = tail call signext i32 %103(i32 noundef signext %119, i32 noundef signext %88) #5
  %121 = zext i8 %97 to i32
  %122 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %121, i32 noundef signext %120)
  %123 = add i32 %120, %95
  %124 = add nuw nsw i64 %94, 1
  %125 = icmp eq i64 %124, 5
  br i1 %125, label %126, label %93, !llvm.loop !14

126:                                              ; preds = %102
  %127 = and i32 %73, 1
  %128 = xor i32 %127, 1
  %129 = and i32 %74, 1
  %130 = xor i32 %129, 1
  %131 = add nuw nsw i32 %130, %128
  %132 = and i32 %75, 1
  %133 = xor i32 %132, 1
  %134 = add nuw nsw i32 %131, %133
  %135 = and i32 %76, 1
  %136 = xor i32 %135, 1
  %137 = add nuw nsw i32 %134, %136
  %138 = and i32 %77, 1
  %139 = xor i32 %138, 1
  %140 = add nuw nsw i32 %137, %139
  %141 = and i32 %78, 1
  %142 = xor i32 %141, 1
  %143 = add nuw nsw i32 %140, %142
  %144 = and i32 %79, 1
  %145 = xor i32 %144, 1
  %146 = add nuw nsw i32 %143, %145
  %147 = and i32 %80, 1
  %148 = xor i32 %147, 1
  %149 = add nuw nsw i32 %146, %148
  %150 = and i32 %81, 1
  %151 = xor i32 %150, 1
  %152 = add nuw nsw i32 %149, %151
  %153 = and i32 %82, 1
  %154 = xor i32 %153, 1
  %155 = add nuw nsw i32 %152, %154
  %156 = and i32 %83, 1
  %157 = xor i32 %156, 1
  %158 = add nuw nsw i32 %155, %157
  %159 = and i32 %84, 1
  %160 = xor i32 %159, 1
  %161 = add nuw nsw i32 %158, %160
  %162 = and i32 %85, 1
  %163 = xor i32 %162, 1
  %164 = add nuw nsw i32 %161, %163
  %165 = and i32 %86, 1
  %166 = xor i32 %165, 1
  %167 = add nuw nsw i32 %164, %166
  %168 = and i32 %87, 1
  %169 = xor i32 %168, 1
  %170 = add nuw nsw i32 %167, %169
  %171 = and i32 %88, 1
  %172 = xor i32 %171, 1
  %173 = add nuw nsw i32 %170, %172
  %174 = icmp sgt i32 %56, 1
  %175 = zext i1 %174 to i32
  %176 = icmp sgt i32 %57, 1
  %177 = zext i1 %176 to i32
  %178 = add nuw nsw i32 %177, %175
  %179 = icmp sgt i32 %58, 1
  %180 = zext i1 %179 to i32
  %181 = add nuw nsw i32 %178, %180
  %182 = icmp sgt i32 %59, 1
  %183 = zext i1 %182 to i32
  %184 = add nuw nsw i32 %181, %183
  %185 = icmp sgt i32 %60, 1
  %186 = zext i1 %185 to i32
  %187 = add nuw nsw i32 %184, %186
  %188 = icmp sgt i32 %61, 1
  %189 = zext i1 %188 to i32
  %190 = add nuw nsw i32 %187, %189
  %191 = icmp sgt i32 %62, 1
  %192 = zext i1 %191 to i32
  %193 = add nuw nsw i32 %190, %192
  %194 = icmp sgt i32 %63, 1
  %195 = zext i1 %194 to i32
  %196 = add nuw nsw i32 %193, %195
  %197 = icmp sgt i32 %64, 1
  %198 = zext i1 %197 to i32
  %199 = add nuw nsw i32 %196, %198
  %200 = icmp sgt i32 %65, 1
  %201 = zext i1 %200 to i32
  %202 = add nuw nsw i32 %199, %201
  %203 = icmp sgt i32 %66, 1
  %204 = zext i1 %203 to i32
  %205 = add nuw nsw i32 %202, %204
  %206 = icmp sgt i32 %67, 1
  %207 = zext i1 %206 to i32
  %208 = add nuw nsw i32 %205, %207
  %209 = icmp sgt i32 %68, 1
  %210 = zext i1 %209 to i32
  %211 = add nuw nsw i32 %208, %210
  %212 = icmp sgt i32 %69, 1
  %213 = zext i1 %212 to i32
  %214 = add nuw nsw i32 %211, %213
  %215 = icmp sgt i32 %70, 1
  %216 = zext i1 %215 to i32
  %217 = add nuw nsw i32 %214, %216
  %218 = icmp sgt i32 %71, 1
  %219 = zext i1 %218 to i32
  %220 = add nuw nsw i32 %217, %219
  %221 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %173, i32 noundef signext %220)
  %222 = add nsw i32 %2, 16
  br label %223

223:                                              ; preds = %126, %223
  %224 = phi i32 [ 0, %126 ], [ %230, %223 ]
  %225 = phi i32 (i32)* [ @collatz, %126 ], [ %229, %223 ]
  %226 = phi i32 [ %222, %126 ], [ %227, %223 ]
  %227 = tail call signext i32 %225(i32 noundef signext %226) #5, !callees !15
  %228 = icmp eq i32 (i32)* %225, @collatz
  %229 = select i1 %228, i32 (i32)* @inc, i32 (i32)* @collatz
  %230 = add nuw nsw i32 %224, 1
  %231 = icmp eq i32 %230, 40
  br i1 %231, label %232, label %223, !llvm.loop !16

232:                                              ; preds = %223
  %233 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %227)
  br label %234

234:                                              ; preds = %232, %234
  %235 = phi i32 [ 0, %232 ], [ %246, %234 ]
  %236 = phi double [ 5.000000e-01, %232 ], [ %245, %234 ]
  %237 = trunc i32 %235 to i8
  %238 = urem i8 %237, 3
  %239 = zext i8 %238 to i64
  %240 = getelementptr inbounds [3 x double (double, double)*], [3 x double (double, double)*]* @main.dops, i64 0, i64 %239
  %241 = load double (double, double)*, double (double, double)** %240, align 8, !tbaa !9
  %242 = add nsw i32 %235, %2
  %243 = sitofp i32 %242 to double
  %244 = fmul double %243, 1.250000e-01
  %245 = tail call double %241(double noundef %236, double noundef %244) #5
  %246 = add nuw nsw i32 %235, 1
  %247 = icmp eq i32 %246, 12
  br i1 %247, label %248, label %234, !llvm.loop !17

248:                                              ; preds = %234
  %249 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), double noundef %245)
  %250 = fptosi double %245 to i64
  %251 = trunc i64 %250 to i32
  %252 = bitcast [6 x %struct.shape]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %252) #5
  %253 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 0, i32 0
  store %struct.shape_ops* @rect_ops, %struct.shape_ops** %253, align 8, !tbaa !18
  %254 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 0, i32 1
  store i32 3, i32* %254, align 8, !tbaa !20
  %255 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 0, i32 2
  store i32 4, i32* %255, align 4, !tbaa !21
  %256 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 0, i32 3
  store i32 5, i32* %256, align 8, !tbaa !22
  %257 = srem i32 %2, 3
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i64 0, i64 %258
  %260 = load %struct.shape_ops*, %struct.shape_ops** %259, align 8, !tbaa !9
  %261 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 1, i32 0
  store %struct.shape_ops* %260, %struct.shape_ops** %261, align 8, !tbaa !18
  %262 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 1, i32 1
  store i32 4, i32* %262, align 8, !tbaa !20
  %263 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 1, i32 2
  store i32 5, i32* %263, align 4, !tbaa !21
  %264 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 1, i32 3
  store i32 6, i32* %264, align 8, !tbaa !22
  %265 = srem i32 %4, 3
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i64 0, i64 %266
  %268 = load %struct.shape_ops*, %struct.shape_ops** %267, align 8, !tbaa !9
  %269 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 2, i32 0
  store %struct.shape_ops* %268, %struct.shape_ops** %269, align 8, !tbaa !18
  %270 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 2, i32 1
  store i32 5, i32* %270, align 8, !tbaa !20
  %271 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 2, i32 2
  store i32 6, i32* %271, align 4, !tbaa !21
  %272 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 2, i32 3
  store i32 7, i32* %272, align 8, !tbaa !22
  %273 = srem i32 %6, 3
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i64 0, i64 %274
  %276 = load %struct.shape_ops*, %struct.shape_ops** %275, align 8, !tbaa !9
  %277 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 3, i32 0
  store %struct.shape_ops* %276, %struct.shape_ops** %277, align 8, !tbaa !18
  %278 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 3, i32 1
  store i32 6, i32* %278, align 8, !tbaa !20
  %279 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 3, i32 2
  store i32 7, i32* %279, align 4, !tbaa !21
  %280 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 3, i32 3
  store i32 8, i32* %280, align 8, !tbaa !22
  %281 = srem i32 %8, 3
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i64 0, i64 %282
  %284 = load %struct.shape_ops*, %struct.shape_ops** %283, align 8, !tbaa !9
  %285 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 4, i32 0
  store %struct.shape_ops* %284, %struct.shape_ops** %285, align 8, !tbaa !18
  %286 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 4, i32 1
  store i32 7, i32* %286, align 8, !tbaa !20
  %287 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 4, i32 2
  store i32 8, i32* %287, align 4, !tbaa !21
  %288 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 4, i32 3
  store i32 9, i32* %288, align 8, !tbaa !22
  %289 = srem i32 %10, 3
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i64 0, i64 %290
  %292 = load %struct.shape_ops*, %struct.shape_ops** %291, align 8, !tbaa !9
  %293 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 5, i32 0
  store %struct.shape_ops* %292, %struct.shape_ops** %293, align 8, !tbaa !18
  %294 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 5, i32 1
  store i32 8, i32* %294, align 8, !tbaa !20
  %295 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 5, i32 2
  store i32 9, i32* %295, align 4, !tbaa !21
  %296 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 5, i32 3
  store i32 10, i32* %296, align 8, !tbaa !22
  %297 = xor i32 %227, %123
  %298 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i64 noundef 24, i64 noundef 14)
  %299 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 1
  %300 = getelementptr inbounds %struct.shape, %struct.shape* %299, i64 0, i32 0
  %301 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %260, i64 0, i32 0
  %302 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %301, align 8, !tbaa !23
  %303 = call i64 %302(%struct.shape* noundef nonnull %299) #5
  %304 = load %struct.shape_ops*, %struct.shape_ops** %300, align 8, !tbaa !18
  %305 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %304, i64 0, i32 1
  %306 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %305, align 8, !tbaa !25
  %307 = call i64 %306(%struct.shape* noundef nonnull %299) #5
  %308 = load %struct.shape_ops*, %struct.shape_ops** %300, align 8, !tbaa !18
  %309 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %308, i64 0, i32 2
  %310 = load i8*, i8** %309, align 8, !tbaa !26
  %311 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %310, i64 noundef %303, i64 noundef %307)
  %312 = add nsw i64 %303, 24
  %313 = add nsw i64 %307, 14
  %314 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 2
  %315 = getelementptr inbounds %struct.shape, %struct.shape* %314, i64 0, i32 0
  %316 = load %struct.shape_ops*, %struct.shape_ops** %315, align 8, !tbaa !18
  %317 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %316, i64 0, i32 0
  %318 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %317, align 8, !tbaa !23
  %319 = call i64 %318(%struct.shape* noundef nonnull %314) #5
  %320 = load %struct.shape_ops*, %struct.shape_ops** %315, align 8, !tbaa !18
  %321 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %320, i64 0, i32 1
  %322 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %321, align 8, !tbaa !25
  %323 = call i64 %322(%struct.shape* noundef nonnull %314) #5
  %324 = load %struct.shape_ops*, %struct.shape_ops** %315, align 8, !tbaa !18
  %325 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %324, i64 0, i32 2
  %326 = load i8*, i8** %325, align 8, !tbaa !26
  %327 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %326, i64 noundef %319, i64 noundef %323)
  %328 = add nsw i64 %312, %319
  %329 = add nsw i64 %313, %323
  %330 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 3
  %331 = getelementptr inbounds %struct.shape, %struct.shape* %330, i64 0, i32 0
  %332 = load %struct.shape_ops*, %struct.shape_ops** %331, align 8, !tbaa !18
  %333 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %332, i64 0, i32 0
  %334 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %333, align 8, !tbaa !23
  %335 = call i64 %334(%struct.shape* noundef nonnull %330) #5
  %336 = load %struct.shape_ops*, %struct.shape_ops** %331, align 8, !tbaa !18
  %337 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %336, i64 0, i32 1
  %338 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %337, align 8, !tbaa !25
  %339 = call i64 %338(%struct.shape* noundef nonnull %330) #5
  %340 = load %struct.shape_ops*, %struct.shape_ops** %331, align 8, !tbaa !18
  %341 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %340, i64 0, i32 2
  %342 = load i8*, i8** %341, align 8, !tbaa !26
  %343 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %342, i64 noundef %335, i64 noundef %339)
  %344 = add nsw i64 %328, %335
  %345 = add nsw i64 %329, %339
  %346 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 4
  %347 = getelementptr inbounds %struct.shape, %struct.shape* %346, i64 0, i32 0
  %348 = load %struct.shape_ops*, %struct.shape_ops** %347, align 8, !tbaa !18
  %349 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %348, i64 0, i32 0
  %350 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %349, align 8, !tbaa !23
  %351 = call i64 %350(%struct.shape* noundef nonnull %346) #5
  %352 = load %struct.shape_ops*, %struct.shape_ops** %347, align 8, !tbaa !18
  %353 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %352, i64 0, i32 1
  %354 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %353, align 8, !tbaa !25
  %355 = call i64 %354(%struct.shape* noundef nonnull %346) #5
  %356 = load %struct.shape_ops*, %struct.shape_ops** %347, align 8, !tbaa !18
  %357 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %356, i64 0, i32 2
  %358 = load i8*, i8** %357, align 8, !tbaa !26
  %359 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %358, i64 noundef %351, i64 noundef %355)
  %360 = add nsw i64 %344, %351
  %361 = add nsw i64 %345, %355
  %362 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 5
  %363 = getelementptr inbounds %struct.shape, %struct.shape* %362, i64 0, i32 0
  %364 = load %struct.shape_ops*, %struct.shape_ops** %363, align 8, !tbaa !18
  %365 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %364, i64 0, i32 0
  %366 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %365, align 8, !tbaa !23
  %367 = call i64 %366(%struct.shape* noundef nonnull %362) #5
  %368 = load %struct.shape_ops*, %struct.shape_ops** %363, align 8, !tbaa !18
  %369 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %368, i64 0, i32 1
  %370 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %369, align 8, !tbaa !25
  %371 = call i64 %370(%struct.shape* noundef nonnull %362) #5
  %372 = load %struct.shape_ops*, %struct.shape_ops** %363, align 8, !tbaa !18
  %373 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %372, i64 0, i32 2
  %374 = load i8*, i8** %373, align 8, !tbaa !26
  %375 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %374, i64 noundef %367, i64 noundef %371)
  %376 = add nsw i64 %360, %367
  %377 = add i32 %297, %251
  %378 = mul nsw i64 %376, 7
  %379 = add i64 %361, %378
  %380 = add i64 %379, %371
  %381 = trunc i64 %380 to i32
  %382 = add i32 %377, %381
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %252) #5
  %383 = icmp sgt i32 %2, -200
  %384 = add nsw i32 %2, 199
  br label %385

385:                                              ; preds = %248, %439
  %386 = phi i64 [ 0, %248 ], [ %446, %439 ]
  %387 = phi i32 [ %382, %248 ], [ %445, %439 ]
  %388 = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @main.bops, i64 0, i64 %386
  %389 = load i32 (i32, i32)*, i32 (i32, i32)** %388, align 8, !tbaa !9
  br i1 %383, label %390, label %439

390:                                              ; preds = %385, %390
  %391 = phi i32 [ %421, %390 ], [ 0, %385 ]
  %392 = phi i32 [ %420, %390 ], [ 8, %385 ]
  %393 = phi i32 [ %419, %390 ], [ 7, %385 ]
  %394 = phi i32 [ %415, %390 ], [ 6, %385 ]
  %395 = phi i32 [ %413, %390 ], [ 5, %385 ]
  %396 = phi i32 [ %410, %390 ], [ 4, %385 ]
  %397 = phi i32 [ %406, %390 ], [ 3, %385 ]
  %398 = phi i32 [ %403, %390 ], [ 2, %385 ]
  %399 = phi i32 [ %401, %390 ], [ 1, %385 ]
  %400 = call signext i32 %389(i32 noundef signext %399, i32 noundef signext %391) #5
  %401 = and i32 %400, 65535
  %402 = xor i32 %401, %397
  %403 = add i32 %402, %398
  %404 = and i32 %403, 255
  %405 = call signext i32 %389(i32 noundef signext %397, i32 noundef signext %404) #5
  %406 = and i32 %405, 4095
  %407 = and i32 %403, 1
  %408 = icmp eq i32 %407, 0
  %409 = select i1 %408, i32 %394, i32 %395
  %410 = add i32 %409, %396
  %411 = mul nuw nsw i32 %395, 3
  %412 = add nuw nsw i32 %411, %393
  %413 = and i32 %412, 1048575
  %414 = add i32 %410, %392
  %415 = xor i32 %414, %394
  %416 = and i32 %393, 255
  %417 = and i32 %392, 255
  %418 = call signext i32 %389(i32 noundef signext %416, i32 noundef signext %417) #5
  %419 = and i32 %418, 65535
  %420 = add i32 %392, %391
  %421 = add nuw nsw i32 %391, 1
  %422 = icmp eq i32 %391, %384
  br i1 %422, label %423, label %390, !llvm.loop !27

423:                                              ; preds = %390
  %424 = zext i32 %401 to i64
  %425 = zext i32 %403 to i64
  %426 = zext i32 %406 to i64
  %427 = zext i32 %410 to i64
  %428 = zext i32 %413 to i64
  %429 = zext i32 %415 to i64
  %430 = zext i32 %419 to i64
  %431 = zext i32 %420 to i64
  %432 = add nuw nsw i64 %428, %431
  %433 = add nuw nsw i64 %432, %424
  %434 = add nuw nsw i64 %433, %426
  %435 = add nuw nsw i64 %434, %425
  %436 = add nuw nsw i64 %435, %430
  %437 = add nuw nsw i64 %436, %427
  %438 = add nuw nsw i64 %437, %429
  br label %439

439:                                              ; preds = %385, %423
  %440 = phi i64 [ %438, %423 ], [ 36, %385 ]
  %441 = trunc i64 %386 to i32
  %442 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %441, i64 noundef %440)
  %443 = mul i32 %387, 5
  %444 = trunc i64 %440 to i32
  %445 = add i32 %443, %444
  %446 = add nuw nsw i64 %386, 1
  %447 = icmp eq i64 %446, 4
  br i1 %447, label %448, label %385, !llvm.loop !28

448:                                              ; preds = %439
  %449 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %445)
  %450 = and i32 %445, 127
  ret i32 %450
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @half(i32 noundef signext %0) #3 {
  %2 = sdiv i32 %0, 2
  ret i32 %2
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @collatz(i32 noundef signext %0) #3 {
  %2 = and i32 %0, 1
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %1
  %5 = mul i32 %0, 3
  %6 = add i32 %5, 1
  br label %9

7:                                                ; preds = %1
  %8 = sdiv i32 %0, 2
  br label %9

9:                                                ; preds = %7, %4
  %10 = phi i32 [ %6, %4 ], [ %8, %7 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal double @dadd(double noundef %0, double noundef %1) #3 {
  %3 = fadd double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal double @dmul(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal double @dhyp(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %0
  %4 = fmul double %1, %1
  %5 = fadd double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @add(i32 noundef signext %0, i32 noundef signext %1) #3 {
  %3 = add i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @sub(i32 noundef signext %0, i32 noundef signext %1) #3 {
  %3 = sub i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @maxi(i32 noundef signext %0, i32 noundef signext %1) #3 {
  %3 = icmp sgt i32 %0, %1
  %4 = select i1 %3, i32 %0, i32 %1
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @xori(i32 noundef signext %0, i32 noundef signext %1) #3 {
  %3 = xor i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @inc(i32 noundef signext %0) #3 {
  %2 = add i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @dbl(i32 noundef signext %0) #3 {
  %2 = shl i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @sqr(i32 noundef signext %0) #3 {
  %2 = mul i32 %0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @neg(i32 noundef signext %0) #3 {
  %2 = sub i32 0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @mul(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #3 {
  %3 = mul i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @rect_area2(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !20
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 1
  %6 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %7 = load i32, i32* %6, align 4, !tbaa !21
  %8 = sext i32 %7 to i64
  %9 = mul nsw i64 %5, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @rect_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !20
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !21
  %6 = add nsw i32 %5, %3
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 1
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @tri_area2(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !20
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %6 = load i32, i32* %5, align 4, !tbaa !21
  %7 = sext i32 %6 to i64
  %8 = mul nsw i64 %7, %4
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @tri_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !20
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %6 = load i32, i32* %5, align 4, !tbaa !21
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %7, %4
  %9 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 3
  %10 = load i32, i32* %9, align 8, !tbaa !22
  %11 = sext i32 %10 to i64
  %12 = add nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @sq_area2(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !20
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 1
  %6 = mul nsw i64 %5, %4
  ret i64 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @sq_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !20
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 2
  ret i64 %5
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { nounwind }

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
!10 = !{!"any pointer", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !12}
!15 = !{i32 (i32)* @collatz, i32 (i32)* @inc}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = !{!19, !10, i64 0}
!19 = !{!"shape", !10, i64 0, !6, i64 8, !6, i64 12, !6, i64 16}
!20 = !{!19, !6, i64 8}
!21 = !{!19, !6, i64 12}
!22 = !{!19, !6, i64 16}
!23 = !{!24, !10, i64 0}
!24 = !{!"shape_ops", !10, i64 0, !10, i64 8, !10, i64 16}
!25 = !{!24, !10, i64 8}
!26 = !{!24, !10, i64 16}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
