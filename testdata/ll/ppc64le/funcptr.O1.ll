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
  %1 = alloca [16 x i32], align 4
  %2 = alloca [6 x %struct.shape], align 8
  %3 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %4 = bitcast [16 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %4) #5
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
  %30 = call signext i32 %25(i32 noundef signext %29) #5
  store i32 %30, i32* %28, align 4, !tbaa !5
  %31 = add nuw nsw i64 %27, 1
  %32 = icmp eq i64 %31, 16
  br i1 %32, label %33, label %26, !llvm.loop !14

33:                                               ; preds = %26
  %34 = load i32, i32* %6, align 4, !tbaa !5
  %35 = load i32, i32* %7, align 4, !tbaa !5
  %36 = load i32, i32* %8, align 4, !tbaa !5
  %37 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), i32 noundef signext %22, i32 noundef signext %34, i32 noundef signext %35, i32 noundef signext %36)
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

51:                                               ; preds = %45, %71
  %52 = phi i64 [ %75, %71 ], [ 0, %45 ]
  %53 = phi i32 [ %74, %71 ], [ %48, %45 ]
  %54 = getelementptr inbounds [6 x i8], [6 x i8]* @main.ops, i64 0, i64 %52
  %55 = load i8, i8* %54, align 1, !tbaa !16
  switch i8 %55, label %59 [
    i8 43, label %60
    i8 45, label %56
    i8 42, label %57
    i8 77, label %58
  ]

56:                                               ; preds = %51
  br label %60

57:                                               ; preds = %51
  br label %60

58:                                               ; preds = %51
  br label %60

59:                                               ; preds = %51
  br label %60

60:                                               ; preds = %51, %56, %57, %58, %59
  %61 = phi i32 (i32, i32)* [ @xori, %59 ], [ @maxi, %58 ], [ @mul, %57 ], [ @sub, %56 ], [ @add, %51 ]
  %62 = trunc i64 %52 to i32
  br label %63

63:                                               ; preds = %63, %60
  %64 = phi i64 [ 0, %60 ], [ %69, %63 ]
  %65 = phi i32 [ %62, %60 ], [ %68, %63 ]
  %66 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %64
  %67 = load i32, i32* %66, align 4, !tbaa !5
  %68 = call signext i32 %61(i32 noundef signext %65, i32 noundef signext %67) #5
  %69 = add nuw nsw i64 %64, 1
  %70 = icmp eq i64 %69, 16
  br i1 %70, label %71, label %63, !llvm.loop !17

71:                                               ; preds = %63
  %72 = zext i8 %55 to i32
  %73 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %72, i32 noundef signext %68)
  %74 = add i32 %68, %53
  %75 = add nuw nsw i64 %52, 1
  %76 = icmp eq i64 %75, 5
  br i1 %76, label %77, label %51, !llvm.loop !18

77:                                               ; preds = %71, %77
  %78 = phi i64 [ %85, %77 ], [ 0, %71 ]
  %79 = phi i32 [ %84, %77 ], [ 0, %71 ]
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
  %98 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %84, i32 noundef signext %94)
  %99 = add nsw i32 %3, 16
  br label %100

100:                                              ; preds = %97, %100
  %101 = phi i32 [ 0, %97 ], [ %107, %100 ]
  %102 = phi i32 (i32)* [ @collatz, %97 ], [ %106, %100 ]
  %103 = phi i32 [ %99, %97 ], [ %104, %100 ]
  %104 = call signext i32 %102(i32 noundef signext %103) #5, !callees !20
  %105 = icmp eq i32 (i32)* %102, @collatz
  %106 = select i1 %105, i32 (i32)* @inc, i32 (i32)* @collatz
  %107 = add nuw nsw i32 %101, 1
  %108 = icmp eq i32 %107, 40
  br i1 %108, label %109, label %100, !llvm.loop !21

109:                                              ; preds = %100
  %110 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %104)
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
  %121 = call double %117(double noundef %113, double noundef %120) #5
  %122 = add nuw nsw i32 %112, 1
  %123 = icmp eq i32 %122, 12
  br i1 %123, label %124, label %111, !llvm.loop !22

124:                                              ; preds = %111
  %125 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), double noundef %121)
  %126 = fptosi double %121 to i64
  %127 = trunc i64 %126 to i32
  %128 = bitcast [6 x %struct.shape]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %128) #5
  br label %129

129:                                              ; preds = %124, %129
  %130 = phi i64 [ 0, %124 ], [ %147, %129 ]
  %131 = trunc i64 %130 to i32
  %132 = mul i32 %3, %131
  %133 = srem i32 %132, 3
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i64 0, i64 %134
  %136 = load %struct.shape_ops*, %struct.shape_ops** %135, align 8, !tbaa !12
  %137 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i64 0, i64 %130, i32 0
  store %struct.shape_ops* %136, %struct.shape_ops** %137, align 8, !tbaa !23
  %138 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i64 0, i64 %130, i32 1
  %139 = trunc i64 %130 to i32
  %140 = add i32 %139, 3
  store i32 %140, i32* %138, align 8, !tbaa !25
  %141 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i64 0, i64 %130, i32 2
  %142 = trunc i64 %130 to i32
  %143 = add i32 %142, 4
  store i32 %143, i32* %141, align 4, !tbaa !26
  %144 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i64 0, i64 %130, i32 3
  %145 = trunc i64 %130 to i32
  %146 = add i32 %145, 5
  store i32 %146, i32* %144, align 8, !tbaa !27
  %147 = add nuw nsw i64 %130, 1
  %148 = icmp eq i64 %147, 6
  br i1 %148, label %149, label %129, !llvm.loop !28

149:                                              ; preds = %129
  %150 = xor i32 %104, %74
  br label %151

151:                                              ; preds = %149, %151
  %152 = phi i64 [ 0, %149 ], [ %171, %151 ]
  %153 = phi i64 [ 0, %149 ], [ %170, %151 ]
  %154 = phi i64 [ 0, %149 ], [ %169, %151 ]
  %155 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %2, i64 0, i64 %152
  %156 = getelementptr inbounds %struct.shape, %struct.shape* %155, i64 0, i32 0
  %157 = load %struct.shape_ops*, %struct.shape_ops** %156, align 8, !tbaa !23
  %158 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %157, i64 0, i32 0
  %159 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %158, align 8, !tbaa !29
  %160 = call i64 %159(%struct.shape* noundef nonnull %155) #5
  %161 = load %struct.shape_ops*, %struct.shape_ops** %156, align 8, !tbaa !23
  %162 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %161, i64 0, i32 1
  %163 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %162, align 8, !tbaa !31
  %164 = call i64 %163(%struct.shape* noundef nonnull %155) #5
  %165 = load %struct.shape_ops*, %struct.shape_ops** %156, align 8, !tbaa !23
  %166 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %165, i64 0, i32 2
  %167 = load i8*, i8** %166, align 8, !tbaa !32
  %168 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %167, i64 noundef %160, i64 noundef %164)
  %169 = add nsw i64 %160, %154
  %170 = add nsw i64 %164, %153
  %171 = add nuw nsw i64 %152, 1
  %172 = icmp eq i64 %171, 6
  br i1 %172, label %173, label %151, !llvm.loop !33

173:                                              ; preds = %151
  %174 = add i32 %150, %127
  %175 = mul nsw i64 %169, 7
  %176 = add nsw i64 %175, %170
  %177 = trunc i64 %176 to i32
  %178 = add i32 %174, %177
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %128) #5
  %179 = icmp sgt i32 %3, -200
  %180 = add nsw i32 %3, 199
  br label %181

181:                                              ; preds = %173, %235
  %182 = phi i64 [ 0, %173 ], [ %242, %235 ]
  %183 = phi i32 [ %178, %173 ], [ %241, %235 ]
  %184 = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @main.bops, i64 0, i64 %182
  %185 = load i32 (i32, i32)*, i32 (i32, i32)** %184, align 8, !tbaa !12
  br i1 %179, label %186, label %235

186:                                              ; preds = %181, %186
  %187 = phi i32 [ %217, %186 ], [ 0, %181 ]
  %188 = phi i32 [ %216, %186 ], [ 8, %181 ]
  %189 = phi i32 [ %215, %186 ], [ 7, %181 ]
  %190 = phi i32 [ %211, %186 ], [ 6, %181 ]
  %191 = phi i32 [ %209, %186 ], [ 5, %181 ]
  %192 = phi i32 [ %206, %186 ], [ 4, %181 ]
  %193 = phi i32 [ %202, %186 ], [ 3, %181 ]
  %194 = phi i32 [ %199, %186 ], [ 2, %181 ]
  %195 = phi i32 [ %197, %186 ], [ 1, %181 ]
  %196 = call signext i32 %185(i32 noundef signext %195, i32 noundef signext %187) #5
  %197 = and i32 %196, 65535
  %198 = xor i32 %197, %193
  %199 = add i32 %198, %194
  %200 = and i32 %199, 255
  %201 = call signext i32 %185(i32 noundef signext %193, i32 noundef signext %200) #5
  %202 = and i32 %201, 4095
  %203 = and i32 %199, 1
  %204 = icmp eq i32 %203, 0
  %205 = select i1 %204, i32 %190, i32 %191
  %206 = add i32 %205, %192
  %207 = mul nuw nsw i32 %191, 3
  %208 = add nuw nsw i32 %207, %189
  %209 = and i32 %208, 1048575
  %210 = add i32 %206, %188
  %211 = xor i32 %210, %190
  %212 = and i32 %189, 255
  %213 = and i32 %188, 255
  %214 = call signext i32 %185(i32 noundef signext %212, i32 noundef signext %213) #5
  %215 = and i32 %214, 65535
  %216 = add i32 %188, %187
  %217 = add nuw nsw i32 %187, 1
  %218 = icmp eq i32 %187, %180
  br i1 %218, label %219, label %186, !llvm.loop !34

219:                                              ; preds = %186
  %220 = zext i32 %197 to i64
  %221 = zext i32 %199 to i64
  %222 = zext i32 %202 to i64
  %223 = zext i32 %206 to i64
  %224 = zext i32 %209 to i64
  %225 = zext i32 %211 to i64
  %226 = zext i32 %215 to i64
  %227 = zext i32 %216 to i64
  %228 = add nuw nsw i64 %224, %227
  %229 = add nuw nsw i64 %228, %220
  %230 = add nuw nsw i64 %229, %222
  %231 = add nuw nsw i64 %230, %221
  %232 = add nuw nsw i64 %231, %226
  %233 = add nuw nsw i64 %232, %223
  %234 = add i64 %233, %225
  br label %235

235:                                              ; preds = %181, %219
  %236 = phi i64 [ %234, %219 ], [ 36, %181 ]
  %237 = trunc i64 %182 to i32
  %238 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %237, i64 noundef %236)
  %239 = mul i32 %183, 5
  %240 = trunc i64 %236 to i32
  %241 = add i32 %239, %240
  %242 = add nuw nsw i64 %182, 1
  %243 = icmp eq i64 %242, 4
  br i1 %243, label %244, label %181, !llvm.loop !35

244:                                              ; preds = %235
  %245 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %241)
  %246 = and i32 %241, 127
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %4) #5
  ret i32 %246
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
