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
@reltable.main = internal unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (%struct.shape_ops* @rect_ops to i64), i64 ptrtoint ([3 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (%struct.shape_ops* @tri_ops to i64), i64 ptrtoint ([3 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (%struct.shape_ops* @sq_ops to i64), i64 ptrtoint ([3 x i32]* @reltable.main to i64)) to i32)], align 4
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
  %1 = alloca [16 x i32], align 16
  %2 = alloca [6 x %struct.shape], align 16
  %3 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %4 = bitcast [16 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %4) #6
  br label %10

5:                                                ; preds = %10
  %6 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 0
  %7 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 7
  %8 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 15
  %9 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 3
  br label %18

10:                                               ; preds = %0, %10
  %11 = phi i64 [ 0, %0 ], [ %16, %10 ]
  %12 = trunc i64 %11 to i32
  %13 = mul nsw i32 %3, %12
  %14 = add nsw i32 %13, -50
  %15 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %11
  store i32 %14, i32* %15, align 4, !tbaa !5
  %16 = add nuw nsw i64 %11, 1
  %17 = icmp eq i64 %16, 16
  br i1 %17, label %5, label %10, !llvm.loop !9

18:                                               ; preds = %5, %45
  %19 = phi i32 [ 0, %5 ], [ %48, %45 ]
  %20 = phi i32 [ 0, %5 ], [ %49, %45 ]
  %21 = add nsw i32 %20, %3
  %22 = srem i32 %21, 6
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [6 x i32 (i32)*], [6 x i32 (i32)*]* @pick_unop.table, i64 0, i64 %23
  %25 = load i32 (i32)*, i32 (i32)** %24, align 8, !tbaa !12
  br label %26

26:                                               ; preds = %26, %18
  %27 = phi i64 [ 0, %18 ], [ %31, %26 ]
  %28 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %27
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = call i32 %25(i32 noundef %29) #6
  store i32 %30, i32* %28, align 4, !tbaa !5
  %31 = add nuw nsw i64 %27, 1
  %32 = icmp eq i64 %31, 16
  br i1 %32, label %33, label %26, !llvm.loop !14

33:                                               ; preds = %26
  %34 = load i32, i32* %6, align 16, !tbaa !5
  %35 = load i32, i32* %7, align 4, !tbaa !5
  %36 = load i32, i32* %8, align 4, !tbaa !5
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), i32 noundef %22, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  br label %38

38:                                               ; preds = %38, %33
  %39 = phi i64 [ 0, %33 ], [ %43, %38 ]
  %40 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = sdiv i32 %41, 2
  store i32 %42, i32* %40, align 4, !tbaa !5
  %43 = add nuw nsw i64 %39, 1
  %44 = icmp eq i64 %43, 16
  br i1 %44, label %45, label %38, !llvm.loop !14

45:                                               ; preds = %38
  %46 = mul i32 %19, 31
  %47 = load i32, i32* %9, align 4, !tbaa !5
  %48 = add i32 %47, %46
  %49 = add nuw nsw i32 %20, 1
  %50 = icmp eq i32 %49, 6
  br i1 %50, label %51, label %18, !llvm.loop !15

51:                                               ; preds = %45, %72
  %52 = phi i64 [ %75, %72 ], [ 0, %45 ]
  %53 = phi i32 [ %74, %72 ], [ %48, %45 ]
  %54 = getelementptr inbounds [6 x i8], [6 x i8]* @main.ops, i64 0, i64 %52
  %55 = load i8, i8* %54, align 1, !tbaa !16
  %56 = sext i8 %55 to i32
  switch i32 %56, label %60 [
    i32 43, label %61
    i32 45, label %57
    i32 42, label %58
    i32 77, label %59
  ]

57:                                               ; preds = %51
  br label %61

58:                                               ; preds = %51
  br label %61

59:                                               ; preds = %51
  br label %61

60:                                               ; preds = %51
  br label %61

61:                                               ; preds = %51, %57, %58, %59, %60
  %62 = phi i32 (i32, i32)* [ @xori, %60 ], [ @maxi, %59 ], [ @mul, %58 ], [ @sub, %57 ], [ @add, %51 ]
  %63 = trunc i64 %52 to i32
  br label %64

64:                                               ; preds = %64, %61
  %65 = phi i64 [ 0, %61 ], [ %70, %64 ]
  %66 = phi i32 [ %63, %61 ], [ %69, %64 ]
  %67 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %65
  %68 = load i32, i32* %67, align 4, !tbaa !5
  %69 = call i32 %62(i32 noundef %66, i32 noundef %68) #6
  %70 = add nuw nsw i64 %65, 1
  %71 = icmp eq i64 %70, 16
  br i1 %71, label %72, label %64, !llvm.loop !17

72:                                               ; preds = %64
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %56, i32 noundef %69)
  %74 = add i32 %69, %53
  %75 = add nuw nsw i64 %52, 1
  %76 = icmp eq i64 %75, 5
  br i1 %76, label %77, label %51, !llvm.loop !18

77:                                               ; preds = %72, %77
  %78 = phi i64 [ %85, %77 ], [ 0, %72 ]
  %79 = phi i32 [ %84, %77 ], [ 0, %72 ]
  %80 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %78
  %81 = load i32, i32* %80, align 4, !tbaa !5
  %82 = and i32 %81, 1
  %83 = xor i32 %82, 1
  %84 = add nuw nsw i32 %83, %79
  %85 = add nuw nsw i64 %78, 1
  %86 = icmp eq i64 %85, 16
  br i1 %86, label %87, label %77, !llvm.loop !19

87:                                               ; preds = %77, %87
  %88 = phi i64 [ %95, %87 ], [ 0, %77 ]
  %89 = phi i32 [ %94, %87 ], [ 0, %77 ]
  %90 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %88
  %91 = load i32, i32* %90, align 4, !tbaa !5
  %92 = icmp sgt i32 %91, 0
  %93 = zext i1 %92 to i32
  %94 = add nuw nsw i32 %89, %93
  %95 = add nuw nsw i64 %88, 1
  %96 = icmp eq i64 %95, 16
  br i1 %96, label %97, label %87, !llvm.loop !19

97:                                               ; preds = %87
  %98 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i64 0, i64 0), i32 noundef %84, i32 noundef %94)
  %99 = add nsw i32 %3, 16
  br label %100

100:                                              ; preds = %97, %100
  %101 = phi i32 [ 0, %97 ], [ %107, %100 ]
  %102 = phi i32 (i32)* [ @collatz, %97 ], [ %106, %100 ]
  %103 = phi i32 [ %99, %97 ], [ %104, %100 ]
  %104 = call i32 %102(i32 noundef %103) #6, !callees !20
  %105 = icmp eq i32 (i32)* %102, @collatz
  %106 = select i1 %105, i32 (i32)* @inc, i32 (i32)* @collatz
  %107 = add nuw nsw i32 %101, 1
  %108 = icmp eq i32 %107, 40
  br i1 %108, label %109, label %100, !llvm.loop !21

109:                                              ; preds = %100
  %110 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %104)
  br label %111

111:                                              ; preds = %109, %111
  %112 = phi i32 [ 0, %109 ], [ %122, %111 ]
  %113 = phi double [ 5.000000e-01, %109 ], [ %121, %111 ]
  %114 = urem i32 %112, 3
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds [3 x double (double, double)*], [3 x double (double, double)*]* @main.dops, i64 0, i64 %115
  %117 = load double (double, double)*, double (double, double)** %116, align 8, !tbaa !12
  %118 = add nsw i32 %112, %3
  %119 = sitofp i32 %118 to double
  %120 = fmul double %119, 1.250000e-01
  %121 = call double %117(double noundef %113, double noundef %120) #6
  %122 = add nuw nsw i32 %112, 1
  %123 = icmp eq i32 %122, 12
  br i1 %123, label %124, label %111, !llvm.loop !22

124:                                              ; preds = %111
  %125 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), double noundef %121)
  %126 = fptosi double %121 to i64
  %127 = trunc i64 %126 to i32
  %128 = bitcast [6 x %struct.shape]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %128) #6
  br label %129

129:                                              ; preds = %124, %129
  %130 = phi i64 [ 0, %124 ], [ %148, %129 ]
  %131 = trunc i64 %130 to i32
  %132 = mul i32 %3, %131
  %133 = srem i32 %132, 3
  %134 = sext i32 %133 to i64
  %135 = shl i64 %134, 2
  %136 = call i8* @llvm.load.relative.i64(i8* bitcast ([3 x i32]* @reltable.main to i8*), i64 %135)
  %137 = bitcast i8* %136 to %struct.shape_ops*
  %138 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i64 0, i64 %130, i32 0
  store %struct.shape_ops* %137, %struct.shape_ops** %138, align 8, !tbaa !23
  %139 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i64 0, i64 %130, i32 1
  %140 = trunc i64 %130 to i32
  %141 = add i32 %140, 3
  store i32 %141, i32* %139, align 8, !tbaa !25
  %142 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i64 0, i64 %130, i32 2
  %143 = trunc i64 %130 to i32
  %144 = add i32 %143, 4
  store i32 %144, i32* %142, align 4, !tbaa !26
  %145 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i64 0, i64 %130, i32 3
  %146 = trunc i64 %130 to i32
  %147 = add i32 %146, 5
  store i32 %147, i32* %145, align 8, !tbaa !27
  %148 = add nuw nsw i64 %130, 1
  %149 = icmp eq i64 %148, 6
  br i1 %149, label %150, label %129, !llvm.loop !28

150:                                              ; preds = %129
  %151 = xor i32 %104, %74
  br label %152

152:                                              ; preds = %150, %152
  %153 = phi i64 [ 0, %150 ], [ %172, %152 ]
  %154 = phi i64 [ 0, %150 ], [ %171, %152 ]
  %155 = phi i64 [ 0, %150 ], [ %170, %152 ]
  %156 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i64 0, i64 %153
  %157 = getelementptr inbounds %struct.shape, %struct.shape* %156, i64 0, i32 0
  %158 = load %struct.shape_ops*, %struct.shape_ops** %157, align 8, !tbaa !23
  %159 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %158, i64 0, i32 0
  %160 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %159, align 8, !tbaa !29
  %161 = call i64 %160(%struct.shape* noundef nonnull %156) #6
  %162 = load %struct.shape_ops*, %struct.shape_ops** %157, align 8, !tbaa !23
  %163 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %162, i64 0, i32 1
  %164 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %163, align 8, !tbaa !31
  %165 = call i64 %164(%struct.shape* noundef nonnull %156) #6
  %166 = load %struct.shape_ops*, %struct.shape_ops** %157, align 8, !tbaa !23
  %167 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %166, i64 0, i32 2
  %168 = load i8*, i8** %167, align 8, !tbaa !32
  %169 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %168, i64 noundef %161, i64 noundef %165)
  %170 = add nsw i64 %161, %155
  %171 = add nsw i64 %165, %154
  %172 = add nuw nsw i64 %153, 1
  %173 = icmp eq i64 %172, 6
  br i1 %173, label %174, label %152, !llvm.loop !33

174:                                              ; preds = %152
  %175 = add i32 %151, %127
  %176 = mul nsw i64 %170, 7
  %177 = add nsw i64 %176, %171
  %178 = trunc i64 %177 to i32
  %179 = add i32 %175, %178
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %128) #6
  %180 = icmp sgt i32 %3, -200
  %181 = add nsw i32 %3, 199
  br label %182

182:                                              ; preds = %174, %236
  %183 = phi i64 [ 0, %174 ], [ %243, %236 ]
  %184 = phi i32 [ %179, %174 ], [ %242, %236 ]
  %185 = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @main.bops, i64 0, i64 %183
  %186 = load i32 (i32, i32)*, i32 (i32, i32)** %185, align 8, !tbaa !12
  br i1 %180, label %187, label %236

187:                                              ; preds = %182, %187
  %188 = phi i32 [ %218, %187 ], [ 0, %182 ]
  %189 = phi i32 [ %217, %187 ], [ 8, %182 ]
  %190 = phi i32 [ %216, %187 ], [ 7, %182 ]
  %191 = phi i32 [ %212, %187 ], [ 6, %182 ]
  %192 = phi i32 [ %210, %187 ], [ 5, %182 ]
  %193 = phi i32 [ %207, %187 ], [ 4, %182 ]
  %194 = phi i32 [ %203, %187 ], [ 3, %182 ]
  %195 = phi i32 [ %200, %187 ], [ 2, %182 ]
  %196 = phi i32 [ %198, %187 ], [ 1, %182 ]
  %197 = call i32 %186(i32 noundef %196, i32 noundef %188) #6
  %198 = and i32 %197, 65535
  %199 = xor i32 %198, %194
  %200 = add i32 %199, %195
  %201 = and i32 %200, 255
  %202 = call i32 %186(i32 noundef %194, i32 noundef %201) #6
  %203 = and i32 %202, 4095
  %204 = and i32 %200, 1
  %205 = icmp eq i32 %204, 0
  %206 = select i1 %205, i32 %191, i32 %192
  %207 = add i32 %206, %193
  %208 = mul nuw nsw i32 %192, 3
  %209 = add nuw nsw i32 %208, %190
  %210 = and i32 %209, 1048575
  %211 = add i32 %207, %189
  %212 = xor i32 %211, %191
  %213 = and i32 %190, 255
  %214 = and i32 %189, 255
  %215 = call i32 %186(i32 noundef %213, i32 noundef %214) #6
  %216 = and i32 %215, 65535
  %217 = add i32 %189, %188
  %218 = add nuw nsw i32 %188, 1
  %219 = icmp eq i32 %188, %181
  br i1 %219, label %220, label %187, !llvm.loop !34

220:                                              ; preds = %187
  %221 = zext i32 %198 to i64
  %222 = zext i32 %200 to i64
  %223 = zext i32 %203 to i64
  %224 = zext i32 %207 to i64
  %225 = zext i32 %210 to i64
  %226 = zext i32 %212 to i64
  %227 = zext i32 %216 to i64
  %228 = zext i32 %217 to i64
  %229 = add nuw nsw i64 %225, %228
  %230 = add nuw nsw i64 %229, %221
  %231 = add nuw nsw i64 %230, %223
  %232 = add nuw nsw i64 %231, %222
  %233 = add nuw nsw i64 %232, %227
  %234 = add nuw nsw i64 %233, %224
  %235 = add i64 %234, %226
  br label %236

236:                                              ; preds = %182, %220
  %237 = phi i64 [ %235, %220 ], [ 36, %182 ]
  %238 = trunc i64 %183 to i32
  %239 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), i32 noundef %238, i64 noundef %237)
  %240 = mul i32 %184, 5
  %241 = trunc i64 %237 to i32
  %242 = add i32 %240, %241
  %243 = add nuw nsw i64 %183, 1
  %244 = icmp eq i64 %243, 4
  br i1 %244, label %245, label %182, !llvm.loop !35

245:                                              ; preds = %236
  %246 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef %242)
  %247 = and i32 %242, 127
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %4) #6
  ret i32 %247
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
  %3 = load i32, i32* %2, align 8, !tbaa !25
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 1
  %6 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %7 = load i32, i32* %6, align 4, !tbaa !26
  %8 = sext i32 %7 to i64
  %9 = mul nsw i64 %5, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @rect_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !25
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !26
  %6 = add nsw i32 %5, %3
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 1
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @tri_area2(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !25
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %6 = load i32, i32* %5, align 4, !tbaa !26
  %7 = sext i32 %6 to i64
  %8 = mul nsw i64 %7, %4
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @tri_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !25
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %6 = load i32, i32* %5, align 4, !tbaa !26
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %7, %4
  %9 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 3
  %10 = load i32, i32* %9, align 8, !tbaa !27
  %11 = sext i32 %10 to i64
  %12 = add nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @sq_area2(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !25
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 1
  %6 = mul nsw i64 %5, %4
  ret i64 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @sq_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !25
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 2
  ret i64 %5
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #6 = { nounwind }

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
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11}
!20 = !{i32 (i32)* @collatz, i32 (i32)* @inc}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11}
!23 = !{!24, !13, i64 0}
!24 = !{!"shape", !13, i64 0, !6, i64 8, !6, i64 12, !6, i64 16}
!25 = !{!24, !6, i64 8}
!26 = !{!24, !6, i64 12}
!27 = !{!24, !6, i64 16}
!28 = distinct !{!28, !10, !11}
!29 = !{!30, !13, i64 0}
!30 = !{!"shape_ops", !13, i64 0, !13, i64 8, !13, i64 16}
!31 = !{!30, !13, i64 8}
!32 = !{!30, !13, i64 16}
!33 = distinct !{!33, !10, !11}
!34 = distinct !{!34, !10, !11}
!35 = distinct !{!35, !10, !11}
