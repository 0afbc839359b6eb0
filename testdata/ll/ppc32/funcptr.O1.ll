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
  %1 = alloca [16 x i32], align 4
  %2 = alloca [6 x %struct.shape], align 4
  %3 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %4 = bitcast [16 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %4) #5
  br label %10

5:                                                ; preds = %10
  %6 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 0
  %7 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 7
  %8 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 15
  %9 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 3
  br label %17

10:                                               ; preds = %0, %10
  %11 = phi i32 [ 0, %0 ], [ %15, %10 ]
  %12 = mul nsw i32 %11, %3
  %13 = add nsw i32 %12, -50
  %14 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %11
  store i32 %13, i32* %14, align 4, !tbaa !5
  %15 = add nuw nsw i32 %11, 1
  %16 = icmp eq i32 %15, 16
  br i1 %16, label %5, label %10, !llvm.loop !9

17:                                               ; preds = %5, %43
  %18 = phi i32 [ 0, %5 ], [ %46, %43 ]
  %19 = phi i32 [ 0, %5 ], [ %47, %43 ]
  %20 = add nsw i32 %19, %3
  %21 = srem i32 %20, 6
  %22 = getelementptr inbounds [6 x i32 (i32)*], [6 x i32 (i32)*]* @pick_unop.table, i32 0, i32 %21
  %23 = load i32 (i32)*, i32 (i32)** %22, align 4, !tbaa !12
  br label %24

24:                                               ; preds = %24, %17
  %25 = phi i32 [ 0, %17 ], [ %29, %24 ]
  %26 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %25
  %27 = load i32, i32* %26, align 4, !tbaa !5
  %28 = call i32 %23(i32 noundef %27) #5
  store i32 %28, i32* %26, align 4, !tbaa !5
  %29 = add nuw nsw i32 %25, 1
  %30 = icmp eq i32 %29, 16
  br i1 %30, label %31, label %24, !llvm.loop !14

31:                                               ; preds = %24
  %32 = load i32, i32* %6, align 4, !tbaa !5
  %33 = load i32, i32* %7, align 4, !tbaa !5
  %34 = load i32, i32* %8, align 4, !tbaa !5
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i32 0, i32 0), i32 noundef %21, i32 noundef %32, i32 noundef %33, i32 noundef %34)
  br label %36

36:                                               ; preds = %36, %31
  %37 = phi i32 [ 0, %31 ], [ %41, %36 ]
  %38 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %37
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = sdiv i32 %39, 2
  store i32 %40, i32* %38, align 4, !tbaa !5
  %41 = add nuw nsw i32 %37, 1
  %42 = icmp eq i32 %41, 16
  br i1 %42, label %43, label %36, !llvm.loop !14

43:                                               ; preds = %36
  %44 = mul i32 %18, 31
  %45 = load i32, i32* %9, align 4, !tbaa !5
  %46 = add i32 %45, %44
  %47 = add nuw nsw i32 %19, 1
  %48 = icmp eq i32 %47, 6
  br i1 %48, label %49, label %17, !llvm.loop !15

49:                                               ; preds = %43, %68
  %50 = phi i32 [ %71, %68 ], [ %46, %43 ]
  %51 = phi i32 [ %72, %68 ], [ 0, %43 ]
  %52 = getelementptr inbounds [6 x i8], [6 x i8]* @main.ops, i32 0, i32 %51
  %53 = load i8, i8* %52, align 1, !tbaa !16
  switch i8 %53, label %57 [
    i8 43, label %58
    i8 45, label %54
    i8 42, label %55
    i8 77, label %56
  ]

54:                                               ; preds = %49
  br label %58

55:                                               ; preds = %49
  br label %58

56:                                               ; preds = %49
  br label %58

57:                                               ; preds = %49
  br label %58

58:                                               ; preds = %49, %54, %55, %56, %57
  %59 = phi i32 (i32, i32)* [ @xori, %57 ], [ @maxi, %56 ], [ @mul, %55 ], [ @sub, %54 ], [ @add, %49 ]
  br label %60

60:                                               ; preds = %60, %58
  %61 = phi i32 [ 0, %58 ], [ %66, %60 ]
  %62 = phi i32 [ %51, %58 ], [ %65, %60 ]
  %63 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %61
  %64 = load i32, i32* %63, align 4, !tbaa !5
  %65 = call i32 %59(i32 noundef %62, i32 noundef %64) #5
  %66 = add nuw nsw i32 %61, 1
  %67 = icmp eq i32 %66, 16
  br i1 %67, label %68, label %60, !llvm.loop !17

68:                                               ; preds = %60
  %69 = zext i8 %53 to i32
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef %69, i32 noundef %65)
  %71 = add i32 %65, %50
  %72 = add nuw nsw i32 %51, 1
  %73 = icmp eq i32 %72, 5
  br i1 %73, label %74, label %49, !llvm.loop !18

74:                                               ; preds = %68, %74
  %75 = phi i32 [ %81, %74 ], [ 0, %68 ]
  %76 = phi i32 [ %82, %74 ], [ 0, %68 ]
  %77 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %76
  %78 = load i32, i32* %77, align 4, !tbaa !5
  %79 = and i32 %78, 1
  %80 = xor i32 %79, 1
  %81 = add nuw nsw i32 %80, %75
  %82 = add nuw nsw i32 %76, 1
  %83 = icmp eq i32 %82, 16
  br i1 %83, label %84, label %74, !llvm.loop !19

84:                                               ; preds = %74, %84
  %85 = phi i32 [ %91, %84 ], [ 0, %74 ]
  %86 = phi i32 [ %92, %84 ], [ 0, %74 ]
  %87 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i32 0, i32 %86
  %88 = load i32, i32* %87, align 4, !tbaa !5
  %89 = icmp sgt i32 %88, 0
  %90 = zext i1 %89 to i32
  %91 = add nuw nsw i32 %85, %90
  %92 = add nuw nsw i32 %86, 1
  %93 = icmp eq i32 %92, 16
  br i1 %93, label %94, label %84, !llvm.loop !19

94:                                               ; preds = %84
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i32 0, i32 0), i32 noundef %81, i32 noundef %91)
  %96 = add nsw i32 %3, 16
  br label %97

97:                                               ; preds = %94, %97
  %98 = phi i32 [ 0, %94 ], [ %104, %97 ]
  %99 = phi i32 (i32)* [ @collatz, %94 ], [ %103, %97 ]
  %100 = phi i32 [ %96, %94 ], [ %101, %97 ]
  %101 = call i32 %99(i32 noundef %100) #5, !callees !20
  %102 = icmp eq i32 (i32)* %99, @collatz
  %103 = select i1 %102, i32 (i32)* @inc, i32 (i32)* @collatz
  %104 = add nuw nsw i32 %98, 1
  %105 = icmp eq i32 %104, 40
  br i1 %105, label %106, label %97, !llvm.loop !21

106:                                              ; preds = %97
  %107 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %101)
  br label %108

108:                                              ; preds = %106, %108
  %109 = phi i32 [ 0, %106 ], [ %118, %108 ]
  %110 = phi double [ 5.000000e-01, %106 ], [ %117, %108 ]
  %111 = urem i32 %109, 3
  %112 = getelementptr inbounds [3 x double (double, double)*], [3 x double (double, double)*]* @main.dops, i32 0, i32 %111
  %113 = load double (double, double)*, double (double, double)** %112, align 4, !tbaa !12
  %114 = add nsw i32 %109, %3
  %115 = sitofp i32 %114 to double
  %116 = fmul double %115, 1.250000e-01
  %117 = call double %113(double noundef %110, double noundef %116) #5
  %118 = add nuw nsw i32 %109, 1
  %119 = icmp eq i32 %118, 12
  br i1 %119, label %120, label %108, !llvm.loop !22

120:                                              ; preds = %108
  %121 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i32 0, i32 0), double noundef %117)
  %122 = fptosi double %117 to i64
  %123 = trunc i64 %122 to i32
  %124 = bitcast [6 x %struct.shape]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %124) #5
  br label %125

125:                                              ; preds = %120, %125
  %126 = phi i32 [ 0, %120 ], [ %138, %125 ]
  %127 = mul nsw i32 %126, %3
  %128 = srem i32 %127, 3
  %129 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i32 0, i32 %128
  %130 = load %struct.shape_ops*, %struct.shape_ops** %129, align 4, !tbaa !12
  %131 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i32 0, i32 %126, i32 0
  store %struct.shape_ops* %130, %struct.shape_ops** %131, align 4, !tbaa !23
  %132 = add nuw nsw i32 %126, 3
  %133 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i32 0, i32 %126, i32 1
  store i32 %132, i32* %133, align 4, !tbaa !25
  %134 = add nuw nsw i32 %126, 4
  %135 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i32 0, i32 %126, i32 2
  store i32 %134, i32* %135, align 4, !tbaa !26
  %136 = add nuw nsw i32 %126, 5
  %137 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i32 0, i32 %126, i32 3
  store i32 %136, i32* %137, align 4, !tbaa !27
  %138 = add nuw nsw i32 %126, 1
  %139 = icmp eq i32 %138, 6
  br i1 %139, label %140, label %125, !llvm.loop !28

140:                                              ; preds = %125
  %141 = xor i32 %101, %71
  br label %142

142:                                              ; preds = %140, %142
  %143 = phi i32 [ %162, %142 ], [ 0, %140 ]
  %144 = phi i64 [ %161, %142 ], [ 0, %140 ]
  %145 = phi i64 [ %160, %142 ], [ 0, %140 ]
  %146 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i32 0, i32 %143
  %147 = getelementptr inbounds %struct.shape, %struct.shape* %146, i32 0, i32 0
  %148 = load %struct.shape_ops*, %struct.shape_ops** %147, align 4, !tbaa !23
  %149 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %148, i32 0, i32 0
  %150 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %149, align 4, !tbaa !29
  %151 = call i64 %150(%struct.shape* noundef nonnull %146) #5
  %152 = load %struct.shape_ops*, %struct.shape_ops** %147, align 4, !tbaa !23
  %153 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %152, i32 0, i32 1
  %154 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %153, align 4, !tbaa !31
  %155 = call i64 %154(%struct.shape* noundef nonnull %146) #5
  %156 = load %struct.shape_ops*, %struct.shape_ops** %147, align 4, !tbaa !23
  %157 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %156, i32 0, i32 2
  %158 = load i8*, i8** %157, align 4, !tbaa !32
  %159 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i8* noundef %158, i64 noundef %151, i64 noundef %155)
  %160 = add nsw i64 %151, %145
  %161 = add nsw i64 %155, %144
  %162 = add nuw nsw i32 %143, 1
  %163 = icmp eq i32 %162, 6
  br i1 %163, label %164, label %142, !llvm.loop !33

164:                                              ; preds = %142
  %165 = add i32 %141, %123
  %166 = mul nsw i64 %160, 7
  %167 = add nsw i64 %166, %161
  %168 = trunc i64 %167 to i32
  %169 = add i32 %165, %168
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %124) #5
  %170 = icmp sgt i32 %3, -200
  %171 = add nsw i32 %3, 199
  br label %172

172:                                              ; preds = %164, %210
  %173 = phi i32 [ %169, %164 ], [ %237, %210 ]
  %174 = phi i32 [ 0, %164 ], [ %238, %210 ]
  %175 = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @main.bops, i32 0, i32 %174
  %176 = load i32 (i32, i32)*, i32 (i32, i32)** %175, align 4, !tbaa !12
  br i1 %170, label %177, label %210

177:                                              ; preds = %172, %177
  %178 = phi i32 [ %208, %177 ], [ 0, %172 ]
  %179 = phi i32 [ %207, %177 ], [ 8, %172 ]
  %180 = phi i32 [ %206, %177 ], [ 7, %172 ]
  %181 = phi i32 [ %202, %177 ], [ 6, %172 ]
  %182 = phi i32 [ %200, %177 ], [ 5, %172 ]
  %183 = phi i32 [ %197, %177 ], [ 4, %172 ]
  %184 = phi i32 [ %193, %177 ], [ 3, %172 ]
  %185 = phi i32 [ %190, %177 ], [ 2, %172 ]
  %186 = phi i32 [ %188, %177 ], [ 1, %172 ]
  %187 = call i32 %176(i32 noundef %186, i32 noundef %178) #5
  %188 = and i32 %187, 65535
  %189 = xor i32 %188, %184
  %190 = add i32 %189, %185
  %191 = and i32 %190, 255
  %192 = call i32 %176(i32 noundef %184, i32 noundef %191) #5
  %193 = and i32 %192, 4095
  %194 = and i32 %190, 1
  %195 = icmp eq i32 %194, 0
  %196 = select i1 %195, i32 %181, i32 %182
  %197 = add i32 %196, %183
  %198 = mul nuw nsw i32 %182, 3
  %199 = add nuw nsw i32 %198, %180
  %200 = and i32 %199, 1048575
  %201 = add i32 %197, %179
  %202 = xor i32 %201, %181
  %203 = and i32 %180, 255
  %204 = and i32 %179, 255
  %205 = call i32 %176(i32 noundef %203, i32 noundef %204) #5
  %206 = and i32 %205, 65535
  %207 = add i32 %179, %178
  %208 = add nuw nsw i32 %178, 1
  %209 = icmp eq i32 %178, %171
  br i1 %209, label %210, label %177, !llvm.loop !34

210:                                              ; preds = %177, %172
  %211 = phi i32 [ 1, %172 ], [ %188, %177 ]
  %212 = phi i32 [ 2, %172 ], [ %190, %177 ]
  %213 = phi i32 [ 3, %172 ], [ %193, %177 ]
  %214 = phi i32 [ 4, %172 ], [ %197, %177 ]
  %215 = phi i32 [ 5, %172 ], [ %200, %177 ]
  %216 = phi i32 [ 6, %172 ], [ %202, %177 ]
  %217 = phi i32 [ 7, %172 ], [ %206, %177 ]
  %218 = phi i32 [ 8, %172 ], [ %207, %177 ]
  %219 = zext i32 %211 to i64
  %220 = zext i32 %212 to i64
  %221 = add nuw nsw i64 %220, %219
  %222 = zext i32 %213 to i64
  %223 = add nuw nsw i64 %221, %222
  %224 = zext i32 %214 to i64
  %225 = add nuw nsw i64 %223, %224
  %226 = zext i32 %215 to i64
  %227 = add nuw nsw i64 %225, %226
  %228 = zext i32 %216 to i64
  %229 = add nuw nsw i64 %227, %228
  %230 = zext i32 %217 to i64
  %231 = add nuw nsw i64 %229, %230
  %232 = zext i32 %218 to i64
  %233 = add nsw i64 %231, %232
  %234 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i32 0, i32 0), i32 noundef %174, i64 noundef %233)
  %235 = mul i32 %173, 5
  %236 = trunc i64 %233 to i32
  %237 = add i32 %235, %236
  %238 = add nuw nsw i32 %174, 1
  %239 = icmp eq i32 %238, 4
  br i1 %239, label %240, label %172, !llvm.loop !35

240:                                              ; preds = %210
  %241 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef %237)
  %242 = and i32 %237, 127
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %4) #5
  ret i32 %242
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
  %3 = load i32, i32* %2, align 4, !tbaa !25
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 1
  %6 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 2
  %7 = load i32, i32* %6, align 4, !tbaa !26
  %8 = sext i32 %7 to i64
  %9 = mul nsw i64 %5, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @rect_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !25
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !26
  %6 = add nsw i32 %5, %3
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 1
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @tri_area2(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !25
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 2
  %6 = load i32, i32* %5, align 4, !tbaa !26
  %7 = sext i32 %6 to i64
  %8 = mul nsw i64 %7, %4
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @tri_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !25
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 2
  %6 = load i32, i32* %5, align 4, !tbaa !26
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %7, %4
  %9 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 3
  %10 = load i32, i32* %9, align 4, !tbaa !27
  %11 = sext i32 %10 to i64
  %12 = add nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @sq_area2(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !25
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 1
  %6 = mul nsw i64 %5, %4
  ret i64 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i64 @sq_perim(%struct.shape* nocapture noundef readonly %0) #4 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !25
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
!24 = !{!"shape", !13, i64 0, !6, i64 4, !6, i64 8, !6, i64 12}
!25 = !{!24, !6, i64 4}
!26 = !{!24, !6, i64 8}
!27 = !{!24, !6, i64 12}
!28 = distinct !{!28, !10, !11}
!29 = !{!30, !13, i64 0}
!30 = !{!"shape_ops", !13, i64 0, !13, i64 4, !13, i64 8}
!31 = !{!30, !13, i64 4}
!32 = !{!30, !13, i64 8}
!33 = distinct !{!33, !10, !11}
!34 = distinct !{!34, !10, !11}
!35 = distinct !{!35, !10, !11}
