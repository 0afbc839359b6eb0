; ModuleID = 'c/funcptr.c'
source_filename = "c/funcptr.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.shape_ops = type { i64 (%struct.shape*)*, i64 (%struct.shape*)*, i8* }
%struct.shape = type { %struct.shape_ops*, i32, i32, i32 }

@vseed = internal global i32 11, align 4
@.str = private unnamed_addr constant [39 x i8] c"after op %d: v[0]=%d v[7]=%d v[15]=%d\0A\00", align 1
@main.ops = internal unnamed_addr constant [6 x i8] c"+-*Mx\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fold '%c' = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"evens=%d positives=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"compose: x=%d\0A\00", align 1
@main.dops = internal unnamed_addr constant [3 x double (double, double)*] [double (double, double)* @dadd, double (double, double)* @dmul, double (double, double)* @dhyp], align 4
@.str.4 = private unnamed_addr constant [15 x i8] c"dblops: %.17g\0A\00", align 1
@main.kinds = internal unnamed_addr constant [3 x %struct.shape_ops*] [%struct.shape_ops* @rect_ops, %struct.shape_ops* @tri_ops, %struct.shape_ops* @sq_ops], align 4
@rect_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @rect_area2, i64 (%struct.shape*)* @rect_perim, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0) }, align 4
@tri_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @tri_area2, i64 (%struct.shape*)* @tri_perim, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0) }, align 4
@sq_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @sq_area2, i64 (%struct.shape*)* @sq_perim, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0) }, align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"%s: area2=%lld perim=%lld\0A\00", align 1
@main.bops = internal unnamed_addr constant [4 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @sub, i32 (i32, i32)* @maxi, i32 (i32, i32)* @xori], align 4
@.str.6 = private unnamed_addr constant [30 x i8] c"pressure_indirect[%d] = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@pick_unop.table = internal unnamed_addr constant [6 x i32 (i32)*] [i32 (i32)* @inc, i32 (i32)* @dbl, i32 (i32)* @sqr, i32 (i32)* @neg, i32 (i32)* @half, i32 (i32)* @collatz], align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"square\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x %struct.shape], align 4
  %2 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %3 = add nsw i32 %2, -50
  %4 = shl nsw i32 %2, 1
  %5 = add nsw i32 %4, -50
  %6 = mul nsw i32 %2, 3
  %7 = add nsw i32 %6, -50
  %8 = shl nsw i32 %2, 2
  %9 = add nsw i32 %8, -50
  %10 = mul nsw i32 %2, 5
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
  %33 = phi i32 [ %31, %0 ], [ %87, %32 ]
  %34 = phi i32 [ %29, %0 ], [ %86, %32 ]
  %35 = phi i32 [ %27, %0 ], [ %85, %32 ]
  %36 = phi i32 [ %25, %0 ], [ %84, %32 ]
  %37 = phi i32 [ %23, %0 ], [ %83, %32 ]
  %38 = phi i32 [ %21, %0 ], [ %82, %32 ]
  %39 = phi i32 [ %19, %0 ], [ %81, %32 ]
  %40 = phi i32 [ %17, %0 ], [ %80, %32 ]
  %41 = phi i32 [ %15, %0 ], [ %79, %32 ]
  %42 = phi i32 [ %13, %0 ], [ %78, %32 ]
  %43 = phi i32 [ %11, %0 ], [ %77, %32 ]
  %44 = phi i32 [ %9, %0 ], [ %76, %32 ]
  %45 = phi i32 [ %7, %0 ], [ %75, %32 ]
  %46 = phi i32 [ %5, %0 ], [ %74, %32 ]
  %47 = phi i32 [ %3, %0 ], [ %73, %32 ]
  %48 = phi i32 [ 0, %0 ], [ %89, %32 ]
  %49 = phi i32 [ 0, %0 ], [ %90, %32 ]
  %50 = phi i32 [ -50, %0 ], [ %72, %32 ]
  %51 = add nsw i32 %49, %2
  %52 = srem i32 %51, 6
  %53 = getelementptr inbounds [6 x i32 (i32)*], [6 x i32 (i32)*]* @pick_unop.table, i32 0, i32 %52
  %54 = load i32 (i32)*, i32 (i32)** %53, align 4, !tbaa !9
  %55 = tail call i32 %54(i32 noundef %50) #5
  %56 = tail call i32 %54(i32 noundef %47) #5
  %57 = tail call i32 %54(i32 noundef %46) #5
  %58 = tail call i32 %54(i32 noundef %45) #5
  %59 = tail call i32 %54(i32 noundef %44) #5
  %60 = tail call i32 %54(i32 noundef %43) #5
  %61 = tail call i32 %54(i32 noundef %42) #5
  %62 = tail call i32 %54(i32 noundef %41) #5
  %63 = tail call i32 %54(i32 noundef %40) #5
  %64 = tail call i32 %54(i32 noundef %39) #5
  %65 = tail call i32 %54(i32 noundef %38) #5
  %66 = tail call i32 %54(i32 noundef %37) #5
  %67 = tail call i32 %54(i32 noundef %36) #5
  %68 = tail call i32 %54(i32 noundef %35) #5
  %69 = tail call i32 %54(i32 noundef %34) #5
  %70 = tail call i32 %54(i32 noundef %33) #5
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i32 0, i32 0), i32 noundef %52, i32 noundef %55, i32 noundef %62, i32 noundef %70)
  %72 = sdiv i32 %55, 2
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
  %88 = mul i32 %48, 31
  %89 = add i32 %75, %88
  %90 = add nuw nsw i32 %49, 1
  %91 = icmp eq i32 %90, 6
  br i1 %91, label %92, label %32, !llvm.loop !11

92:                                               ; preds = %32, %101
  %93 = phi i32 [ %121, %101 ], [ %89, %32 ]
  %94 = phi i32 [ %122, %101 ], [ 0, %32 ]
  %95 = getelementptr inbounds [6 x i8], [6 x i8]* @main.ops, i32 0, i32 %94
  %96 = load i8, i8* %95, align 1, !tbaa !13
  switch i8 %96, label %100 [
    i8 43, label %101
    i8 45, label %97
    i8 42, label %98
    i8 77, label %99
  ]

97:                                               ; preds = %92
  br label %101

98:                                               ; preds = %92
  br label %101

99:                                               ; preds = %92
  br label %101

100:                                              ; preds = %92
  br label %101

101:                                              ; preds = %92, %97, %98, %99, %100
  %102 = phi i32 (i32, i32)* [ @xori, %100 ], [ @maxi, %99 ], [ @mul, %98 ], [ @sub, %97 ], [ @add, %92 ]
  %103 = tail call i32 %102(i32 noundef %94, i32 noundef %72) #5
  %104 = tail call i32 %102(i32 noundef %103, i32 noundef %73) #5
  %105 = tail call i32 %102(i32 noundef %104, i32 noundef %74) #5
  %106 = tail call i32 %102(i32 noundef %105, i32 noundef %75) #5
  %107 = tail call i32 %102(i32 noundef %106, i32 noundef %76) #5
  %108 = tail call i32 %102(i32 noundef %107, i32 noundef %77) #5
  %109 = tail call i32 %102(i32 noundef %108, i32 noundef %78) #5
  %110 = tail call i32 %102(i32 noundef %109, i32 noundef %79) #5
  %111 = tail call i32 %102(i32 noundef %110, i32 noundef %80) #5
  %112 = tail call i32 %102(i32 noundef %111, i32 noundef %81) #5
  %113 = tail call i32 %102(i32 noundef %112, i32 noundef %82) #5
  %114 = tail call i32 %102(i32 noundef %113, i32 noundef %83) #5
  %115 = tail call i32 %102(i32 noundef %114, i32 noundef %84) #5
  %116 = tail call i32 %102(i32 noundef %115, i32 noundef %85) #5
  %117 = tail call i32 %102(i32 noundef %116, i32 noundef %86) #5
  %118 = tail call i32 %102(i32 noundef %117, i32 noundef %87) #5
  %119 = zext i8 %96 to i32
  %120 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef %119, i32 noundef %118)
  %121 = add i32 %118, %93
  %122 = add nuw nsw i32 %94, 1
  %123 = icmp eq i32 %122, 5
  br i1 %123, label %124, label %92, !llvm.loop !14

124:                                              ; preds = %101
  %125 = and i32 %72, 1
  %126 = xor i32 %125, 1
  %127 = and i32 %73, 1
  %128 = xor i32 %127, 1
  %129 = add nuw nsw i32 %128, %126
  %130 = and i32 %74, 1
  %131 = xor i32 %130, 1
  %132 = add nuw nsw i32 %129, %131
  %133 = and i32 %75, 1
  %134 = xor i32 %133, 1
  %135 = add nuw nsw i32 %132, %134
  %136 = and i32 %76, 1
  %137 = xor i32 %136, 1
  %138 = add nuw nsw i32 %135, %137
  %139 = and i32 %77, 1
  %140 = xor i32 %139, 1
  %141 = add nuw nsw i32 %138, %140
  %142 = and i32 %78, 1
  %143 = xor i32 %142, 1
  %144 = add nuw nsw i32 %141, %143
  %145 = and i32 %79, 1
  %146 = xor i32 %145, 1
  %147 = add nuw nsw i32 %144, %146
  %148 = and i32 %80, 1
  %149 = xor i32 %148, 1
  %150 = add nuw nsw i32 %147, %149
  %151 = and i32 %81, 1
  %152 = xor i32 %151, 1
  %153 = add nuw nsw i32 %150, %152
  %154 = and i32 %82, 1
  %155 = xor i32 %154, 1
  %156 = add nuw nsw i32 %153, %155
  %157 = and i32 %83, 1
  %158 = xor i32 %157, 1
  %159 = add nuw nsw i32 %156, %158
  %160 = and i32 %84, 1
  %161 = xor i32 %160, 1
  %162 = add nuw nsw i32 %159, %161
  %163 = and i32 %85, 1
  %164 = xor i32 %163, 1
  %165 = add nuw nsw i32 %162, %164
  %166 = and i32 %86, 1
  %167 = xor i32 %166, 1
  %168 = add nuw nsw i32 %165, %167
  %169 = and i32 %87, 1
  %170 = xor i32 %169, 1
  %171 = add nuw nsw i32 %168, %170
  %172 = icmp sgt i32 %55, 1
  %173 = zext i1 %172 to i32
  %174 = icmp sgt i32 %56, 1
  %175 = zext i1 %174 to i32
  %176 = add nuw nsw i32 %175, %173
  %177 = icmp sgt i32 %57, 1
  %178 = zext i1 %177 to i32
  %179 = add nuw nsw i32 %176, %178
  %180 = icmp sgt i32 %58, 1
  %181 = zext i1 %180 to i32
  %182 = add nuw nsw i32 %179, %181
  %183 = icmp sgt i32 %59, 1
  %184 = zext i1 %183 to i32
  %185 = add nuw nsw i32 %182, %184
  %186 = icmp sgt i32 %60, 1
  %187 = zext i1 %186 to i32
  %188 = add nuw nsw i32 %185, %187
  %189 = icmp sgt i32 %61, 1
  %190 = zext i1 %189 to i32
  %191 = add nuw nsw i32 %188, %190
  %192 = icmp sgt i32 %62, 1
  %193 = zext i1 %192 to i32
  %194 = add nuw nsw i32 %191, %193
  %195 = icmp sgt i32 %63, 1
  %196 = zext i1 %195 to i32
  %197 = add nuw nsw i32 %194, %196
  %198 = icmp sgt i32 %64, 1
  %199 = zext i1 %198 to i32
  %200 = add nuw nsw i32 %197, %199
  %201 = icmp sgt i32 %65, 1
  %202 = zext i1 %201 to i32
  %203 = add nuw nsw i32 %200, %202
  %204 = icmp sgt i32 %66, 1
  %205 = zext i1 %204 to i32
  %206 = add nuw nsw i32 %203, %205
  %207 = icmp sgt i32 %67, 1
  %208 = zext i1 %207 to i32
  %209 = add nuw nsw i32 %206, %208
  %210 = icmp sgt i32 %68, 1
  %211 = zext i1 %210 to i32
  %212 = add nuw nsw i32 %209, %211
  %213 = icmp sgt i32 %69, 1
  %214 = zext i1 %213 to i32
  %215 = add nuw nsw i32 %212, %214
  %216 = icmp sgt i32 %70, 1
  %217 = zext i1 %216 to i32
  %218 = add nuw nsw i32 %215, %217
  %219 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i32 0, i32 0), i32 noundef %171, i32 noundef %218)
  %220 = add nsw i32 %2, 16
  br label %221

221:                                              ; preds = %124, %221
  %222 = phi i32 [ 0, %124 ], [ %228, %221 ]
  %223 = phi i32 (i32)* [ @collatz, %124 ], [ %227, %221 ]
  %224 = phi i32 [ %220, %124 ], [ %225, %221 ]
  %225 = tail call i32 %223(i32 noundef %224) #5, !callees !15
  %226 = icmp eq i32 (i32)* %223, @collatz
  %227 = select i1 %226, i32 (i32)* @inc, i32 (i32)* @collatz
  %228 = add nuw nsw i32 %222, 1
  %229 = icmp eq i32 %228, 40
  br i1 %229, label %230, label %221, !llvm.loop !16

230:                                              ; preds = %221
  %231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %225)
  br label %232

232:                                              ; preds = %230, %232
  %233 = phi i32 [ 0, %230 ], [ %244, %232 ]
  %234 = phi double [ 5.000000e-01, %230 ], [ %243, %232 ]
  %235 = trunc i32 %233 to i8
  %236 = urem i8 %235, 3
  %237 = zext i8 %236 to i32
  %238 = getelementptr inbounds [3 x double (double, double)*], [3 x double (double, double)*]* @main.dops, i32 0, i32 %237
  %239 = load double (double, double)*, double (double, double)** %238, align 4, !tbaa !9
  %240 = add nsw i32 %233, %2
  %241 = sitofp i32 %240 to double
  %242 = fmul double %241, 1.250000e-01
  %243 = tail call double %239(double noundef %234, double noundef %242) #5
  %244 = add nuw nsw i32 %233, 1
  %245 = icmp eq i32 %244, 12
  br i1 %245, label %246, label %232, !llvm.loop !17

246:                                              ; preds = %232
  %247 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i32 0, i32 0), double noundef %243)
  %248 = fptosi double %243 to i64
  %249 = trunc i64 %248 to i32
  %250 = bitcast [6 x %struct.shape]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %250) #5
  %251 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 0, i32 0
  store %struct.shape_ops* @rect_ops, %struct.shape_ops** %251, align 4, !tbaa !18
  %252 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 0, i32 1
  store i32 3, i32* %252, align 4, !tbaa !20
  %253 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 0, i32 2
  store i32 4, i32* %253, align 4, !tbaa !21
  %254 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 0, i32 3
  store i32 5, i32* %254, align 4, !tbaa !22
  %255 = srem i32 %2, 3
  %256 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i32 0, i32 %255
  %257 = load %struct.shape_ops*, %struct.shape_ops** %256, align 4, !tbaa !9
  %258 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 1, i32 0
  store %struct.shape_ops* %257, %struct.shape_ops** %258, align 4, !tbaa !18
  %259 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 1, i32 1
  store i32 4, i32* %259, align 4, !tbaa !20
  %260 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 1, i32 2
  store i32 5, i32* %260, align 4, !tbaa !21
  %261 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 1, i32 3
  store i32 6, i32* %261, align 4, !tbaa !22
  %262 = srem i32 %4, 3
  %263 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i32 0, i32 %262
  %264 = load %struct.shape_ops*, %struct.shape_ops** %263, align 4, !tbaa !9
  %265 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 2, i32 0
  store %struct.shape_ops* %264, %struct.shape_ops** %265, align 4, !tbaa !18
  %266 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 2, i32 1
  store i32 5, i32* %266, align 4, !tbaa !20
  %267 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 2, i32 2
  store i32 6, i32* %267, align 4, !tbaa !21
  %268 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 2, i32 3
  store i32 7, i32* %268, align 4, !tbaa !22
  %269 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 3, i32 0
  store %struct.shape_ops* @rect_ops, %struct.shape_ops** %269, align 4, !tbaa !18
  %270 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 3, i32 1
  store i32 6, i32* %270, align 4, !tbaa !20
  %271 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 3, i32 2
  store i32 7, i32* %271, align 4, !tbaa !21
  %272 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 3, i32 3
  store i32 8, i32* %272, align 4, !tbaa !22
  %273 = srem i32 %8, 3
  %274 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i32 0, i32 %273
  %275 = load %struct.shape_ops*, %struct.shape_ops** %274, align 4, !tbaa !9
  %276 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 4, i32 0
  store %struct.shape_ops* %275, %struct.shape_ops** %276, align 4, !tbaa !18
  %277 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 4, i32 1
  store i32 7, i32* %277, align 4, !tbaa !20
  %278 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 4, i32 2
  store i32 8, i32* %278, align 4, !tbaa !21
  %279 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 4, i32 3
  store i32 9, i32* %279, align 4, !tbaa !22
  %280 = srem i32 %10, 3
  %281 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i32 0, i32 %280
  %282 = load %struct.shape_ops*, %struct.shape_ops** %281, align 4, !tbaa !9
  %283 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 5, i32 0
  store %struct.shape_ops* %282, %struct.shape_ops** %283, align 4, !tbaa !18
  %284 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 5, i32 1
  store i32 8, i32* %284, align 4, !tbaa !20
  %285 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 5, i32 2
  store i32 9, i32* %285, align 4, !tbaa !21
  %286 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 5, i32 3
  store i32 10, i32* %286, align 4, !tbaa !22
  %287 = xor i32 %225, %121
  %288 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i64 noundef 24, i64 noundef 14)
  %289 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 1
  %290 = getelementptr inbounds %struct.shape, %struct.shape* %289, i32 0, i32 0
  %291 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %257, i32 0, i32 0
  %292 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %291, align 4, !tbaa !23
  %293 = call i64 %292(%struct.shape* noundef nonnull %289) #5
  %294 = load %struct.shape_ops*, %struct.shape_ops** %290, align 4, !tbaa !18
  %295 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %294, i32 0, i32 1
  %296 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %295, align 4, !tbaa !25
  %297 = call i64 %296(%struct.shape* noundef nonnull %289) #5
  %298 = load %struct.shape_ops*, %struct.shape_ops** %290, align 4, !tbaa !18
  %299 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %298, i32 0, i32 2
  %300 = load i8*, i8** %299, align 4, !tbaa !26
  %301 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i8* noundef %300, i64 noundef %293, i64 noundef %297)
  %302 = add nsw i64 %293, 24
  %303 = add nsw i64 %297, 14
  %304 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 2
  %305 = getelementptr inbounds %struct.shape, %struct.shape* %304, i32 0, i32 0
  %306 = load %struct.shape_ops*, %struct.shape_ops** %305, align 4, !tbaa !18
  %307 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %306, i32 0, i32 0
  %308 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %307, align 4, !tbaa !23
  %309 = call i64 %308(%struct.shape* noundef nonnull %304) #5
  %310 = load %struct.shape_ops*, %struct.shape_ops** %305, align 4, !tbaa !18
  %311 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %310, i32 0, i32 1
  %312 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %311, align 4, !tbaa !25
  %313 = call i64 %312(%struct.shape* noundef nonnull %304) #5
  %314 = load %struct.shape_ops*, %struct.shape_ops** %305, align 4, !tbaa !18
  %315 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %314, i32 0, i32 2
  %316 = load i8*, i8** %315, align 4, !tbaa !26
  %317 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i8* noundef %316, i64 noundef %309, i64 noundef %313)
  %318 = add nsw i64 %302, %309
  %319 = add nsw i64 %303, %313
  %320 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 3
  %321 = getelementptr inbounds %struct.shape, %struct.shape* %320, i32 0, i32 0
  %322 = load %struct.shape_ops*, %struct.shape_ops** %321, align 4, !tbaa !18
  %323 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %322, i32 0, i32 0
  %324 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %323, align 4, !tbaa !23
  %325 = call i64 %324(%struct.shape* noundef nonnull %320) #5
  %326 = load %struct.shape_ops*, %struct.shape_ops** %321, align 4, !tbaa !18
  %327 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %326, i32 0, i32 1
  %328 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %327, align 4, !tbaa !25
  %329 = call i64 %328(%struct.shape* noundef nonnull %320) #5
  %330 = load %struct.shape_ops*, %struct.shape_ops** %321, align 4, !tbaa !18
  %331 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %330, i32 0, i32 2
  %332 = load i8*, i8** %331, align 4, !tbaa !26
  %333 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i8* noundef %332, i64 noundef %325, i64 noundef %329)
  %334 = add nsw i64 %318, %325
  %335 = add nsw i64 %319, %329
  %336 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 4
  %337 = getelementptr inbounds %struct.shape, %struct.shape* %336, i32 0, i32 0
  %338 = load %struct.shape_ops*, %struct.shape_ops** %337, align 4, !tbaa !18
  %339 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %338, i32 0, i32 0
  %340 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %339, align 4, !tbaa !23
  %341 = call i64 %340(%struct.shape* noundef nonnull %336) #5
  %342 = load %struct.shape_ops*, %struct.shape_ops** %337, align 4, !tbaa !18
  %343 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %342, i32 0, i32 1
  %344 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %343, align 4, !tbaa !25
  %345 = call i64 %344(%struct.shape* noundef nonnull %336) #5
  %346 = load %struct.shape_ops*, %struct.shape_ops** %337, align 4, !tbaa !18
  %347 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %346, i32 0, i32 2
  %348 = load i8*, i8** %347, align 4, !tbaa !26
  %349 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i8* noundef %348, i64 noundef %341, i64 noundef %345)
  %350 = add nsw i64 %334, %341
  %351 = add nsw i64 %335, %345
  %352 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i32 0, i32 5
  %353 = getelementptr inbounds %struct.shape, %struct.shape* %352, i32 0, i32 0
  %354 = load %struct.shape_ops*, %struct.shape_ops** %353, align 4, !tbaa !18
  %355 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %354, i32 0, i32 0
  %356 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %355, align 4, !tbaa !23
  %357 = call i64 %356(%struct.shape* noundef nonnull %352) #5
  %358 = load %struct.shape_ops*, %struct.shape_ops** %353, align 4, !tbaa !18
  %359 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %358, i32 0, i32 1
  %360 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %359, align 4, !tbaa !25
  %361 = call i64 %360(%struct.shape* noundef nonnull %352) #5
  %362 = load %struct.shape_ops*, %struct.shape_ops** %353, align 4, !tbaa !18
  %363 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %362, i32 0, i32 2
  %364 = load i8*, i8** %363, align 4, !tbaa !26
  %365 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i8* noundef %364, i64 noundef %357, i64 noundef %361)
  %366 = add nsw i64 %350, %357
  %367 = add i32 %287, %249
  %368 = mul nsw i64 %366, 7
  %369 = add i64 %351, %368
  %370 = add i64 %369, %361
  %371 = trunc i64 %370 to i32
  %372 = add i32 %367, %371
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %250) #5
  %373 = icmp sgt i32 %2, -200
  %374 = add nsw i32 %2, 199
  br label %375

375:                                              ; preds = %246, %413
  %376 = phi i32 [ %372, %246 ], [ %440, %413 ]
  %377 = phi i32 [ 0, %246 ], [ %441, %413 ]
  %378 = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @main.bops, i32 0, i32 %377
  %379 = load i32 (i32, i32)*, i32 (i32, i32)** %378, align 4, !tbaa !9
  br i1 %373, label %380, label %413

380:                                              ; preds = %375, %380
  %381 = phi i32 [ %411, %380 ], [ 0, %375 ]
  %382 = phi i32 [ %410, %380 ], [ 8, %375 ]
  %383 = phi i32 [ %409, %380 ], [ 7, %375 ]
  %384 = phi i32 [ %405, %380 ], [ 6, %375 ]
  %385 = phi i32 [ %403, %380 ], [ 5, %375 ]
  %386 = phi i32 [ %400, %380 ], [ 4, %375 ]
  %387 = phi i32 [ %396, %380 ], [ 3, %375 ]
  %388 = phi i32 [ %393, %380 ], [ 2, %375 ]
  %389 = phi i32 [ %391, %380 ], [ 1, %375 ]
  %390 = call i32 %379(i32 noundef %389, i32 noundef %381) #5
  %391 = and i32 %390, 65535
  %392 = xor i32 %391, %387
  %393 = add i32 %392, %388
  %394 = and i32 %393, 255
  %395 = call i32 %379(i32 noundef %387, i32 noundef %394) #5
  %396 = and i32 %395, 4095
  %397 = and i32 %393, 1
  %398 = icmp eq i32 %397, 0
  %399 = select i1 %398, i32 %384, i32 %385
  %400 = add i32 %399, %386
  %401 = mul nuw nsw i32 %385, 3
  %402 = add nuw nsw i32 %401, %383
  %403 = and i32 %402, 1048575
  %404 = add i32 %400, %382
  %405 = xor i32 %404, %384
  %406 = and i32 %383, 255
  %407 = and i32 %382, 255
  %408 = call i32 %379(i32 noundef %406, i32 noundef %407) #5
  %409 = and i32 %408, 65535
  %410 = add i32 %382, %381
  %411 = add nuw nsw i32 %381, 1
  %412 = icmp eq i32 %381, %374
  br i1 %412, label %413, label %380, !llvm.loop !27

413:                                              ; preds = %380, %375
  %414 = phi i32 [ 1, %375 ], [ %391, %380 ]
  %415 = phi i32 [ 2, %375 ], [ %393, %380 ]
  %416 = phi i32 [ 3, %375 ], [ %396, %380 ]
  %417 = phi i32 [ 4, %375 ], [ %400, %380 ]
  %418 = phi i32 [ 5, %375 ], [ %403, %380 ]
  %419 = phi i32 [ 6, %375 ], [ %405, %380 ]
  %420 = phi i32 [ 7, %375 ], [ %409, %380 ]
  %421 = phi i32 [ 8, %375 ], [ %410, %380 ]
  %422 = zext i32 %414 to i64
  %423 = zext i32 %415 to i64
  %424 = add nuw nsw i64 %423, %422
  %425 = zext i32 %416 to i64
  %426 = add nuw nsw i64 %424, %425
  %427 = zext i32 %417 to i64
  %428 = add nuw nsw i64 %426, %427
  %429 = zext i32 %418 to i64
  %430 = add nuw nsw i64 %428, %429
  %431 = zext i32 %419 to i64
  %432 = add nuw nsw i64 %430, %431
  %433 = zext i32 %420 to i64
  %434 = add nuw nsw i64 %432, %433
  %435 = zext i32 %421 to i64
  %436 = add nuw nsw i64 %434, %435
  %437 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i32 0, i32 0), i32 noundef %377, i64 noundef %436)
  %438 = mul i32 %376, 5
  %439 = trunc i64 %436 to i32
  %440 = add i32 %438, %439
  %441 = add nuw nsw i32 %377, 1
  %442 = icmp eq i32 %441, 4
  br i1 %442, label %443, label %375, !llvm.loop !28

443:                                              ; preds = %413
  %444 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef %440)
  %445 = and i32 %440, 127
  ret i32 %445
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @half(i32 noundef %0) #3 {
  %2 = sdiv i32 %0, 2
  ret i32 %2
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @collatz(i32 noundef %0) #3 {
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
define internal i32 @add(i32 noundef %0, i32 noundef %1) #3 {
  %3 = add i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #3 {
  %3 = sub i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @maxi(i32 noundef %0, i32 noundef %1) #3 {
  %3 = icmp sgt i32 %0, %1
  %4 = select i1 %3, i32 %0, i32 %1
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @xori(i32 noundef %0, i32 noundef %1) #3 {
  %3 = xor i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @inc(i32 noundef %0) #3 {
  %2 = add i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @dbl(i32 noundef %0) #3 {
  %2 = shl i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @sqr(i32 noundef %0) #3 {
  %2 = mul i32 %0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @neg(i32 noundef %0) #3 {
  %2 = sub i32 0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @mul(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = mul i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @rect_area2(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !20
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 1
  %6 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 2
  %7 = load i32, i32* %6, align 4, !tbaa !21
  %8 = sext i32 %7 to i64
  %9 = mul nsw i64 %5, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @rect_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !20
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !21
  %6 = add nsw i32 %5, %3
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 1
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @tri_area2(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !20
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 2
  %6 = load i32, i32* %5, align 4, !tbaa !21
  %7 = sext i32 %6 to i64
  %8 = mul nsw i64 %7, %4
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @tri_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !20
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 2
  %6 = load i32, i32* %5, align 4, !tbaa !21
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %7, %4
  %9 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 3
  %10 = load i32, i32* %9, align 4, !tbaa !22
  %11 = sext i32 %10 to i64
  %12 = add nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @sq_area2(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !20
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 1
  %6 = mul nsw i64 %5, %4
  ret i64 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @sq_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !20
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 2
  ret i64 %5
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!19 = !{!"shape", !10, i64 0, !6, i64 4, !6, i64 8, !6, i64 12}
!20 = !{!19, !6, i64 4}
!21 = !{!19, !6, i64 8}
!22 = !{!19, !6, i64 12}
!23 = !{!24, !10, i64 0}
!24 = !{!"shape_ops", !10, i64 0, !10, i64 4, !10, i64 8}
!25 = !{!24, !10, i64 4}
!26 = !{!24, !10, i64 8}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
