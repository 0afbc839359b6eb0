; ModuleID = 'c/funcptr.c'
source_filename = "c/funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shape_ops = type { i64 (%struct.shape*)*, i64 (%struct.shape*)*, i8* }
%struct.shape = type { %struct.shape_ops*, i32, i32, i32 }

@vseed = internal global i32 11, align 4
@.str = private unnamed_addr constant [39 x i8] c"after op %d: v[0]=%d v[7]=%d v[15]=%d\0A\00", align 1
@main.ops = internal unnamed_addr constant [6 x i8] c"+-*Mx\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fold '%c' = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"evens=%d positives=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"compose: x=%d\0A\00", align 1
@main.dops = internal unnamed_addr constant [3 x double (double, double)*] [double (double, double)* @dadd, double (double, double)* @dmul, double (double, double)* @dhyp], align 16
@.str.4 = private unnamed_addr constant [15 x i8] c"dblops: %.17g\0A\00", align 1
@main.kinds = internal unnamed_addr constant [3 x %struct.shape_ops*] [%struct.shape_ops* @rect_ops, %struct.shape_ops* @tri_ops, %struct.shape_ops* @sq_ops], align 16
@rect_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @rect_area2, i64 (%struct.shape*)* @rect_perim, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0) }, align 8
@tri_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @tri_area2, i64 (%struct.shape*)* @tri_perim, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0) }, align 8
@sq_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @sq_area2, i64 (%struct.shape*)* @sq_perim, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0) }, align 8
@.str.5 = private unnamed_addr constant [27 x i8] c"%s: area2=%lld perim=%lld\0A\00", align 1
@main.bops = internal unnamed_addr constant [4 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @sub, i32 (i32, i32)* @maxi, i32 (i32, i32)* @xori], align 16
@.str.6 = private unnamed_addr constant [30 x i8] c"pressure_indirect[%d] = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@pick_unop.table = internal unnamed_addr constant [6 x i32 (i32)*] [i32 (i32)* @inc, i32 (i32)* @dbl, i32 (i32)* @sqr, i32 (i32)* @neg, i32 (i32)* @half, i32 (i32)* @collatz], align 16
@.str.8 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"square\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x %struct.shape], align 16
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
  %33 = phi i32 [ %31, %0 ], [ %109, %32 ]
  %34 = phi i32 [ %29, %0 ], [ %108, %32 ]
  %35 = phi i32 [ %27, %0 ], [ %107, %32 ]
  %36 = phi i32 [ %25, %0 ], [ %106, %32 ]
  %37 = phi i32 [ %23, %0 ], [ %105, %32 ]
  %38 = phi i32 [ %21, %0 ], [ %104, %32 ]
  %39 = phi i32 [ %19, %0 ], [ %103, %32 ]
  %40 = phi i32 [ %17, %0 ], [ %102, %32 ]
  %41 = phi i32 [ %15, %0 ], [ %101, %32 ]
  %42 = phi i32 [ %13, %0 ], [ %100, %32 ]
  %43 = phi i32 [ %11, %0 ], [ %99, %32 ]
  %44 = phi i32 [ %9, %0 ], [ %98, %32 ]
  %45 = phi i32 [ %7, %0 ], [ %91, %32 ]
  %46 = phi i32 [ %5, %0 ], [ %97, %32 ]
  %47 = phi i32 [ %3, %0 ], [ %95, %32 ]
  %48 = phi i32 [ 0, %0 ], [ %92, %32 ]
  %49 = phi i32 [ 0, %0 ], [ %93, %32 ]
  %50 = phi i32 [ -50, %0 ], [ %96, %32 ]
  %51 = add nsw i32 %49, %2
  %52 = srem i32 %51, 6
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [6 x i32 (i32)*], [6 x i32 (i32)*]* @pick_unop.table, i64 0, i64 %53
  %55 = load i32 (i32)*, i32 (i32)** %54, align 8, !tbaa !9
  %56 = tail call i32 %55(i32 noundef %50) #7
  %57 = tail call i32 %55(i32 noundef %47) #7
  %58 = tail call i32 %55(i32 noundef %46) #7
  %59 = tail call i32 %55(i32 noundef %45) #7
  %60 = tail call i32 %55(i32 noundef %44) #7
  %61 = tail call i32 %55(i32 noundef %43) #7
  %62 = tail call i32 %55(i32 noundef %42) #7
  %63 = tail call i32 %55(i32 noundef %41) #7
  %64 = tail call i32 %55(i32 noundef %40) #7
  %65 = tail call i32 %55(i32 noundef %39) #7
  %66 = tail call i32 %55(i32 noundef %38) #7
  %67 = tail call i32 %55(i32 noundef %37) #7
  %68 = tail call i32 %55(i32 noundef %36) #7
  %69 = tail call i32 %55(i32 noundef %35) #7
  %70 = tail call i32 %55(i32 noundef %34) #7
  %71 = tail call i32 %55(i32 noundef %33) #7
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), i32 noundef %52, i32 noundef %56, i32 noundef %63, i32 noundef %71)
  %73 = insertelement <16 x i32> poison, i32 %57, i64 0
  %74 = insertelement <16 x i32> %73, i32 %56, i64 1
  %75 = insertelement <16 x i32> %74, i32 %58, i64 2
  %76 = insertelement <16 x i32> %75, i32 %59, i64 3
  %77 = insertelement <16 x i32> %76, i32 %60, i64 4
  %78 = insertelement <16 x i32> %77, i32 %61, i64 5
  %79 = insertelement <16 x i32> %78, i32 %62, i64 6
  %80 = insertelement <16 x i32> %79, i32 %63, i64 7
  %81 = insertelement <16 x i32> %80, i32 %64, i64 8
  %82 = insertelement <16 x i32> %81, i32 %65, i64 9
  %83 = insertelement <16 x i32> %82, i32 %66, i64 10
  %84 = insertelement <16 x i32> %83, i32 %67, i64 11
  %85 = insertelement <16 x i32> %84, i32 %68, i64 12
  %86 = insertelement <16 x i32> %85, i32 %69, i64 13
  %87 = insertelement <16 x i32> %86, i32 %70, i64 14
  %88 = insertelement <16 x i32> %87, i32 %71, i64 15
  %89 = sdiv <16 x i32> %88, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %90 = mul i32 %48, 31
  %91 = extractelement <16 x i32> %89, i64 3
  %92 = add i32 %91, %90
  %93 = add nuw nsw i32 %49, 1
  %94 = icmp eq i32 %93, 6
  %95 = extractelement <16 x i32> %89, i64 0
  %96 = extractelement <16 x i32> %89, i64 1
  %97 = extractelement <16 x i32> %89, i64 2
  %98 = extractelement <16 x i32> %89, i64 4
  %99 = extractelement <16 x i32> %89, i64 5
  %100 = extractelement <16 x i32> %89, i64 6
  %101 = extractelement <16 x i32> %89, i64 7
  %102 = extractelement <16 x i32> %89, i64 8
  %103 = extractelement <16 x i32> %89, i64 9
  %104 = extractelement <16 x i32> %89, i64 10
  %105 = extractelement <16 x i32> %89, i64 11
  %106 = extractelement <16 x i32> %89, i64 12
  %107 = extractelement <16 x i32> %89, i64 13
  %108 = extractelement <16 x i32> %89, i64 14
  %109 = extractelement <16 x i32> %89, i64 15
  br i1 %94, label %110, label %32, !llvm.loop !11

110:                                              ; preds = %32, %120
  %111 = phi i64 [ %141, %120 ], [ 0, %32 ]
  %112 = phi i32 [ %140, %120 ], [ %92, %32 ]
  %113 = getelementptr inbounds [6 x i8], [6 x i8]* @main.ops, i64 0, i64 %111
  %114 = load i8, i8* %113, align 1, !tbaa !13
  %115 = sext i8 %114 to i32
  switch i32 %115, label %119 [
    i32 43, label %120
    i32 45, label %116
    i32 42, label %117
    i32 77, label %118
  ]

116:                                              ; preds = %110
  br label %120

117:                                              ; preds = %110
  br label %120

118:                                              ; preds = %110
  br label %120

119:                                              ; preds = %110
  br label %120

120:                                              ; preds = %110, %116, %117, %118, %119
  %121 = phi i32 (i32, i32)* [ @xori, %119 ], [ @maxi, %118 ], [ @mul, %117 ], [ @sub, %116 ], [ @add, %110 ]
  %122 = trunc i64 %111 to i32
  %123 = tail call i32 %121(i32 noundef %122, i32 noundef %96) #7
  %124 = tail call i32 %121(i32 noundef %123, i32 noundef %95) #7
  %125 = tail call i32 %121(i32 noundef %124, i32 noundef %97) #7
  %126 = tail call i32 %121(i32 noundef %125, i32 noundef %91) #7
  %127 = tail call i32 %121(i32 noundef %126, i32 noundef %98) #7
  %128 = tail call i32 %121(i32 noundef %127, i32 noundef %99) #7
  %129 = tail call i32 %121(i32 noundef %128, i32 noundef %100) #7
  %130 = tail call i32 %121(i32 noundef %129, i32 noundef %101) #7
  %131 = tail call i32 %121(i32 noundef %130, i32 noundef %102) #7
  %132 = tail call i32 %121(i32 noundef %131, i32 noundef %103) #7
  %133 = tail call i32 %121(i32 noundef %132, i32 noundef %104) #7
  %134 = tail call i32 %121(i32 noundef %133, i32 noundef %105) #7
  %135 = tail call i32 %121(i32 noundef %134, i32 noundef %106) #7
  %136 = tail call i32 %121(i32 noundef %135, i32 noundef %107) #7
  %137 = tail call i32 %121(i32 noundef %136, i32 noundef %108) #7
  %138 = tail call i32 %121(i32 noundef %137, i32 noundef %109) #7
  %139 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %115, i32 noundef %138)
  %140 = add i32 %138, %112
  %141 = add nuw nsw i64 %111, 1
  %142 = icmp eq i64 %141, 5
  br i1 %142, label %143, label %110, !llvm.loop !14

143:                                              ; preds = %120
  %144 = and <16 x i32> %89, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %145 = xor <16 x i32> %144, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %146 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %145)
  %147 = icmp sgt <16 x i32> %88, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %148 = bitcast <16 x i1> %147 to i16
  %149 = call i16 @llvm.ctpop.i16(i16 %148), !range !15
  %150 = zext i16 %149 to i32
  %151 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i64 0, i64 0), i32 noundef %146, i32 noundef %150)
  %152 = add nsw i32 %2, 16
  br label %153

153:                                              ; preds = %143, %153
  %154 = phi i32 [ 0, %143 ], [ %160, %153 ]
  %155 = phi i32 (i32)* [ @collatz, %143 ], [ %159, %153 ]
  %156 = phi i32 [ %152, %143 ], [ %157, %153 ]
  %157 = tail call i32 %155(i32 noundef %156) #7, !callees !16
  %158 = icmp eq i32 (i32)* %155, @collatz
  %159 = select i1 %158, i32 (i32)* @inc, i32 (i32)* @collatz
  %160 = add nuw nsw i32 %154, 1
  %161 = icmp eq i32 %160, 40
  br i1 %161, label %162, label %153, !llvm.loop !17

162:                                              ; preds = %153
  %163 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %157)
  br label %164

164:                                              ; preds = %162, %164
  %165 = phi i32 [ 0, %162 ], [ %176, %164 ]
  %166 = phi double [ 5.000000e-01, %162 ], [ %175, %164 ]
  %167 = trunc i32 %165 to i8
  %168 = urem i8 %167, 3
  %169 = zext i8 %168 to i64
  %170 = getelementptr inbounds [3 x double (double, double)*], [3 x double (double, double)*]* @main.dops, i64 0, i64 %169
  %171 = load double (double, double)*, double (double, double)** %170, align 8, !tbaa !9
  %172 = add nsw i32 %165, %2
  %173 = sitofp i32 %172 to double
  %174 = fmul double %173, 1.250000e-01
  %175 = tail call double %171(double noundef %166, double noundef %174) #7
  %176 = add nuw nsw i32 %165, 1
  %177 = icmp eq i32 %176, 12
  br i1 %177, label %178, label %164, !llvm.loop !18

178:                                              ; preds = %164
  %179 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), double noundef %175)
  %180 = fptosi double %175 to i64
  %181 = trunc i64 %180 to i32
  %182 = bitcast [6 x %struct.shape]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %182) #7
  %183 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 0, i32 0
  store %struct.shape_ops* @rect_ops, %struct.shape_ops** %183, align 16, !tbaa !19
  %184 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 0, i32 1
  store i32 3, i32* %184, align 8, !tbaa !21
  %185 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 0, i32 2
  store i32 4, i32* %185, align 4, !tbaa !22
  %186 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 0, i32 3
  store i32 5, i32* %186, align 16, !tbaa !23
  %187 = srem i32 %2, 3
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i64 0, i64 %188
  %190 = load %struct.shape_ops*, %struct.shape_ops** %189, align 8, !tbaa !9
  %191 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 1, i32 0
  store %struct.shape_ops* %190, %struct.shape_ops** %191, align 8, !tbaa !19
  %192 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 1, i32 1
  store i32 4, i32* %192, align 16, !tbaa !21
  %193 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 1, i32 2
  store i32 5, i32* %193, align 4, !tbaa !22
  %194 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 1, i32 3
  store i32 6, i32* %194, align 8, !tbaa !23
  %195 = srem i32 %4, 3
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i64 0, i64 %196
  %198 = load %struct.shape_ops*, %struct.shape_ops** %197, align 8, !tbaa !9
  %199 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 2, i32 0
  store %struct.shape_ops* %198, %struct.shape_ops** %199, align 16, !tbaa !19
  %200 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 2, i32 1
  store i32 5, i32* %200, align 8, !tbaa !21
  %201 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 2, i32 2
  store i32 6, i32* %201, align 4, !tbaa !22
  %202 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 2, i32 3
  store i32 7, i32* %202, align 16, !tbaa !23
  %203 = srem i32 %6, 3
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i64 0, i64 %204
  %206 = load %struct.shape_ops*, %struct.shape_ops** %205, align 8, !tbaa !9
  %207 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 3, i32 0
  store %struct.shape_ops* %206, %struct.shape_ops** %207, align 8, !tbaa !19
  %208 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 3, i32 1
  store i32 6, i32* %208, align 16, !tbaa !21
  %209 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 3, i32 2
  store i32 7, i32* %209, align 4, !tbaa !22
  %210 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 3, i32 3
  store i32 8, i32* %210, align 8, !tbaa !23
  %211 = srem i32 %8, 3
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i64 0, i64 %212
  %214 = load %struct.shape_ops*, %struct.shape_ops** %213, align 8, !tbaa !9
  %215 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 4, i32 0
  store %struct.shape_ops* %214, %struct.shape_ops** %215, align 16, !tbaa !19
  %216 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 4, i32 1
  store i32 7, i32* %216, align 8, !tbaa !21
  %217 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 4, i32 2
  store i32 8, i32* %217, align 4, !tbaa !22
  %218 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 4, i32 3
  store i32 9, i32* %218, align 16, !tbaa !23
  %219 = srem i32 %10, 3
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i64 0, i64 %220
  %222 = load %struct.shape_ops*, %struct.shape_ops** %221, align 8, !tbaa !9
  %223 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 5, i32 0
  store %struct.shape_ops* %222, %struct.shape_ops** %223, align 8, !tbaa !19
  %224 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 5, i32 1
  store i32 8, i32* %224, align 16, !tbaa !21
  %225 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 5, i32 2
  store i32 9, i32* %225, align 4, !tbaa !22
  %226 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 5, i32 3
  store i32 10, i32* %226, align 8, !tbaa !23
  %227 = xor i32 %157, %140
  %228 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i64 noundef 24, i64 noundef 14)
  %229 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 1
  %230 = getelementptr inbounds %struct.shape, %struct.shape* %229, i64 0, i32 0
  %231 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %190, i64 0, i32 0
  %232 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %231, align 8, !tbaa !24
  %233 = call i64 %232(%struct.shape* noundef nonnull %229) #7
  %234 = load %struct.shape_ops*, %struct.shape_ops** %230, align 8, !tbaa !19
  %235 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %234, i64 0, i32 1
  %236 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %235, align 8, !tbaa !26
  %237 = call i64 %236(%struct.shape* noundef nonnull %229) #7
  %238 = load %struct.shape_ops*, %struct.shape_ops** %230, align 8, !tbaa !19
  %239 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %238, i64 0, i32 2
  %240 = load i8*, i8** %239, align 8, !tbaa !27
  %241 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %240, i64 noundef %233, i64 noundef %237)
  %242 = add nsw i64 %233, 24
  %243 = add nsw i64 %237, 14
  %244 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 2
  %245 = getelementptr inbounds %struct.shape, %struct.shape* %244, i64 0, i32 0
  %246 = load %struct.shape_ops*, %struct.shape_ops** %245, align 16, !tbaa !19
  %247 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %246, i64 0, i32 0
  %248 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %247, align 8, !tbaa !24
  %249 = call i64 %248(%struct.shape* noundef nonnull %244) #7
  %250 = load %struct.shape_ops*, %struct.shape_ops** %245, align 16, !tbaa !19
  %251 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %250, i64 0, i32 1
  %252 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %251, align 8, !tbaa !26
  %253 = call i64 %252(%struct.shape* noundef nonnull %244) #7
  %254 = load %struct.shape_ops*, %struct.shape_ops** %245, align 16, !tbaa !19
  %255 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %254, i64 0, i32 2
  %256 = load i8*, i8** %255, align 8, !tbaa !27
  %257 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %256, i64 noundef %249, i64 noundef %253)
  %258 = add nsw i64 %242, %249
  %259 = add nsw i64 %243, %253
  %260 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 3
  %261 = getelementptr inbounds %struct.shape, %struct.shape* %260, i64 0, i32 0
  %262 = load %struct.shape_ops*, %struct.shape_ops** %261, align 8, !tbaa !19
  %263 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %262, i64 0, i32 0
  %264 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %263, align 8, !tbaa !24
  %265 = call i64 %264(%struct.shape* noundef nonnull %260) #7
  %266 = load %struct.shape_ops*, %struct.shape_ops** %261, align 8, !tbaa !19
  %267 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %266, i64 0, i32 1
  %268 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %267, align 8, !tbaa !26
  %269 = call i64 %268(%struct.shape* noundef nonnull %260) #7
  %270 = load %struct.shape_ops*, %struct.shape_ops** %261, align 8, !tbaa !19
  %271 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %270, i64 0, i32 2
  %272 = load i8*, i8** %271, align 8, !tbaa !27
  %273 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %272, i64 noundef %265, i64 noundef %269)
  %274 = add nsw i64 %258, %265
  %275 = add nsw i64 %259, %269
  %276 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 4
  %277 = getelementptr inbounds %struct.shape, %struct.shape* %276, i64 0, i32 0
  %278 = load %struct.shape_ops*, %struct.shape_ops** %277, align 16, !tbaa !19
  %279 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %278, i64 0, i32 0
  %280 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %279, align 8, !tbaa !24
  %281 = call i64 %280(%struct.shape* noundef nonnull %276) #7
  %282 = load %struct.shape_ops*, %struct.shape_ops** %277, align 16, !tbaa !19
  %283 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %282, i64 0, i32 1
  %284 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %283, align 8, !tbaa !26
  %285 = call i64 %284(%struct.shape* noundef nonnull %276) #7
  %286 = load %struct.shape_ops*, %struct.shape_ops** %277, align 16, !tbaa !19
  %287 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %286, i64 0, i32 2
  %288 = load i8*, i8** %287, align 8, !tbaa !27
  %289 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %288, i64 noundef %281, i64 noundef %285)
  %290 = add nsw i64 %274, %281
  %291 = add nsw i64 %275, %285
  %292 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %1, i64 0, i64 5
  %293 = getelementptr inbounds %struct.shape, %struct.shape* %292, i64 0, i32 0
  %294 = load %struct.shape_ops*, %struct.shape_ops** %293, align 8, !tbaa !19
  %295 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %294, i64 0, i32 0
  %296 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %295, align 8, !tbaa !24
  %297 = call i64 %296(%struct.shape* noundef nonnull %292) #7
  %298 = load %struct.shape_ops*, %struct.shape_ops** %293, align 8, !tbaa !19
  %299 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %298, i64 0, i32 1
  %300 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %299, align 8, !tbaa !26
  %301 = call i64 %300(%struct.shape* noundef nonnull %292) #7
  %302 = load %struct.shape_ops*, %struct.shape_ops** %293, align 8, !tbaa !19
  %303 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %302, i64 0, i32 2
  %304 = load i8*, i8** %303, align 8, !tbaa !27
  %305 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %304, i64 noundef %297, i64 noundef %301)
  %306 = add nsw i64 %290, %297
  %307 = add i32 %227, %181
  %308 = mul nsw i64 %306, 7
  %309 = add i64 %291, %308
  %310 = add i64 %309, %301
  %311 = trunc i64 %310 to i32
  %312 = add i32 %307, %311
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %182) #7
  %313 = icmp sgt i32 %2, -200
  %314 = add nsw i32 %2, 199
  br label %315

315:                                              ; preds = %178, %369
  %316 = phi i64 [ 0, %178 ], [ %376, %369 ]
  %317 = phi i32 [ %312, %178 ], [ %375, %369 ]
  %318 = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @main.bops, i64 0, i64 %316
  %319 = load i32 (i32, i32)*, i32 (i32, i32)** %318, align 8, !tbaa !9
  br i1 %313, label %320, label %369

320:                                              ; preds = %315, %320
  %321 = phi i32 [ %351, %320 ], [ 0, %315 ]
  %322 = phi i32 [ %350, %320 ], [ 8, %315 ]
  %323 = phi i32 [ %349, %320 ], [ 7, %315 ]
  %324 = phi i32 [ %345, %320 ], [ 6, %315 ]
  %325 = phi i32 [ %343, %320 ], [ 5, %315 ]
  %326 = phi i32 [ %340, %320 ], [ 4, %315 ]
  %327 = phi i32 [ %336, %320 ], [ 3, %315 ]
  %328 = phi i32 [ %333, %320 ], [ 2, %315 ]
  %329 = phi i32 [ %331, %320 ], [ 1, %315 ]
  %330 = call i32 %319(i32 noundef %329, i32 noundef %321) #7
  %331 = and i32 %330, 65535
  %332 = xor i32 %331, %327
  %333 = add i32 %332, %328
  %334 = and i32 %333, 255
  %335 = call i32 %319(i32 noundef %327, i32 noundef %334) #7
  %336 = and i32 %335, 4095
  %337 = and i32 %333, 1
  %338 = icmp eq i32 %337, 0
  %339 = select i1 %338, i32 %324, i32 %325
  %340 = add i32 %339, %326
  %341 = mul nuw nsw i32 %325, 3
  %342 = add nuw nsw i32 %341, %323
  %343 = and i32 %342, 1048575
  %344 = add i32 %340, %322
  %345 = xor i32 %344, %324
  %346 = and i32 %323, 255
  %347 = and i32 %322, 255
  %348 = call i32 %319(i32 noundef %346, i32 noundef %347) #7
  %349 = and i32 %348, 65535
  %350 = add i32 %322, %321
  %351 = add nuw nsw i32 %321, 1
  %352 = icmp eq i32 %321, %314
  br i1 %352, label %353, label %320, !llvm.loop !28

353:                                              ; preds = %320
  %354 = zext i32 %331 to i64
  %355 = zext i32 %333 to i64
  %356 = zext i32 %336 to i64
  %357 = zext i32 %340 to i64
  %358 = zext i32 %343 to i64
  %359 = zext i32 %345 to i64
  %360 = zext i32 %349 to i64
  %361 = zext i32 %350 to i64
  %362 = add nuw nsw i64 %358, %361
  %363 = add nuw nsw i64 %362, %354
  %364 = add nuw nsw i64 %363, %356
  %365 = add nuw nsw i64 %364, %355
  %366 = add nuw nsw i64 %365, %360
  %367 = add nuw nsw i64 %366, %357
  %368 = add nuw nsw i64 %367, %359
  br label %369

369:                                              ; preds = %315, %353
  %370 = phi i64 [ %368, %353 ], [ 36, %315 ]
  %371 = trunc i64 %316 to i32
  %372 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), i32 noundef %371, i64 noundef %370)
  %373 = mul i32 %317, 5
  %374 = trunc i64 %370 to i32
  %375 = add i32 %373, %374
  %376 = add nuw nsw i64 %316, 1
  %377 = icmp eq i64 %376, 4
  br i1 %377, label %378, label %315, !llvm.loop !29

378:                                              ; preds = %369
  %379 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef %375)
  %380 = and i32 %375, 127
  ret i32 %380
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
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !21
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 1
  %6 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %7 = load i32, i32* %6, align 4, !tbaa !22
  %8 = sext i32 %7 to i64
  %9 = mul nsw i64 %5, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @rect_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !21
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !22
  %6 = add nsw i32 %5, %3
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 1
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @tri_area2(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !21
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %6 = load i32, i32* %5, align 4, !tbaa !22
  %7 = sext i32 %6 to i64
  %8 = mul nsw i64 %7, %4
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @tri_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !21
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %6 = load i32, i32* %5, align 4, !tbaa !22
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %7, %4
  %9 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 3
  %10 = load i32, i32* %9, align 8, !tbaa !23
  %11 = sext i32 %10 to i64
  %12 = add nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @sq_area2(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !21
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 1
  %6 = mul nsw i64 %5, %4
  ret i64 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @sq_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !21
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 2
  ret i64 %5
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.ctpop.i16(i16) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

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
!15 = !{i16 0, i16 17}
!16 = !{i32 (i32)* @collatz, i32 (i32)* @inc}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = !{!20, !10, i64 0}
!20 = !{!"shape", !10, i64 0, !6, i64 8, !6, i64 12, !6, i64 16}
!21 = !{!20, !6, i64 8}
!22 = !{!20, !6, i64 12}
!23 = !{!20, !6, i64 16}
!24 = !{!25, !10, i64 0}
!25 = !{!"shape_ops", !10, i64 0, !10, i64 8, !10, i64 16}
!26 = !{!25, !10, i64 8}
!27 = !{!25, !10, i64 16}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
