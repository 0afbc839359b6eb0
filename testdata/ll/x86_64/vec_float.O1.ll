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
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(804) bitcast ([201 x i32]* @ib to i8*), i8 0, i64 804, i1 false) #8, !tbaa !5
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
  %20 = trunc i64 %3 to i32
  %21 = urem i32 %20, 11
  %22 = icmp eq i32 %21, 0
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
  %39 = urem i32 %20, 7
  %40 = icmp eq i32 %39, 0
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
  call fastcc void @saxpy()
  br label %55

55:                                               ; preds = %55, %54
  %56 = phi i64 [ 0, %54 ], [ %63, %55 ]
  %57 = phi i32 [ 0, %54 ], [ %62, %55 ]
  %58 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %56
  %59 = load i8, i8* %58, align 1, !tbaa !16
  %60 = zext i8 %59 to i32
  %61 = xor i32 %57, %60
  %62 = mul i32 %61, 16777619
  %63 = add nuw nsw i64 %56, 1
  %64 = icmp eq i64 %63, 804
  br i1 %64, label %65, label %55, !llvm.loop !17

65:                                               ; preds = %55
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef %62) #8
  %67 = load i32, i32* @check, align 4, !tbaa !5
  %68 = xor i32 %67, %62
  %69 = mul i32 %68, 16777619
  store i32 %69, i32* @check, align 4, !tbaa !5
  call fastcc void @daxpy()
  br label %70

70:                                               ; preds = %70, %65
  %71 = phi i64 [ 0, %65 ], [ %78, %70 ]
  %72 = phi i32 [ 0, %65 ], [ %77, %70 ]
  %73 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %71
  %74 = load i8, i8* %73, align 1, !tbaa !16
  %75 = zext i8 %74 to i32
  %76 = xor i32 %72, %75
  %77 = mul i32 %76, 16777619
  %78 = add nuw nsw i64 %71, 1
  %79 = icmp eq i64 %78, 1608
  br i1 %79, label %80, label %70, !llvm.loop !17

80:                                               ; preds = %70
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %77) #8
  %82 = load i32, i32* @check, align 4, !tbaa !5
  %83 = xor i32 %82, %77
  %84 = mul i32 %83, 16777619
  store i32 %84, i32* @check, align 4, !tbaa !5
  call fastcc void @fdivs()
  br label %85

85:                                               ; preds = %85, %80
  %86 = phi i64 [ 0, %80 ], [ %93, %85 ]
  %87 = phi i32 [ 0, %80 ], [ %92, %85 ]
  %88 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %86
  %89 = load i8, i8* %88, align 1, !tbaa !16
  %90 = zext i8 %89 to i32
  %91 = xor i32 %87, %90
  %92 = mul i32 %91, 16777619
  %93 = add nuw nsw i64 %86, 1
  %94 = icmp eq i64 %93, 804
  br i1 %94, label %95, label %85, !llvm.loop !17

95:                                               ; preds = %85
  %96 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef %92) #8
  %97 = load i32, i32* @check, align 4, !tbaa !5
  %98 = xor i32 %97, %92
  %99 = mul i32 %98, 16777619
  store i32 %99, i32* @check, align 4, !tbaa !5
  br label %100

100:                                              ; preds = %100, %95
  %101 = phi i64 [ 0, %95 ], [ %108, %100 ]
  %102 = phi i32 [ 0, %95 ], [ %107, %100 ]
  %103 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %101
  %104 = load i8, i8* %103, align 1, !tbaa !16
  %105 = zext i8 %104 to i32
  %106 = xor i32 %102, %105
  %107 = mul i32 %106, 16777619
  %108 = add nuw nsw i64 %101, 1
  %109 = icmp eq i64 %108, 1608
  br i1 %109, label %110, label %100, !llvm.loop !17

110:                                              ; preds = %100
  %111 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %107) #8
  %112 = load i32, i32* @check, align 4, !tbaa !5
  %113 = xor i32 %112, %107
  %114 = mul i32 %113, 16777619
  store i32 %114, i32* @check, align 4, !tbaa !5
  call fastcc void @fsel()
  br label %115

115:                                              ; preds = %115, %110
  %116 = phi i64 [ 0, %110 ], [ %123, %115 ]
  %117 = phi i32 [ 0, %110 ], [ %122, %115 ]
  %118 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %116
  %119 = load i8, i8* %118, align 1, !tbaa !16
  %120 = zext i8 %119 to i32
  %121 = xor i32 %117, %120
  %122 = mul i32 %121, 16777619
  %123 = add nuw nsw i64 %116, 1
  %124 = icmp eq i64 %123, 804
  br i1 %124, label %125, label %115, !llvm.loop !17

125:                                              ; preds = %115
  %126 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i32 noundef %122) #8
  %127 = load i32, i32* @check, align 4, !tbaa !5
  %128 = xor i32 %127, %122
  %129 = mul i32 %128, 16777619
  store i32 %129, i32* @check, align 4, !tbaa !5
  call fastcc void @dsel()
  br label %130

130:                                              ; preds = %130, %125
  %131 = phi i64 [ 0, %125 ], [ %138, %130 ]
  %132 = phi i32 [ 0, %125 ], [ %137, %130 ]
  %133 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %131
  %134 = load i8, i8* %133, align 1, !tbaa !16
  %135 = zext i8 %134 to i32
  %136 = xor i32 %132, %135
  %137 = mul i32 %136, 16777619
  %138 = add nuw nsw i64 %131, 1
  %139 = icmp eq i64 %138, 1608
  br i1 %139, label %140, label %130, !llvm.loop !17

140:                                              ; preds = %130
  %141 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef %137) #8
  %142 = load i32, i32* @check, align 4, !tbaa !5
  %143 = xor i32 %142, %137
  %144 = mul i32 %143, 16777619
  store i32 %144, i32* @check, align 4, !tbaa !5
  call fastcc void @fabsneg()
  br label %145

145:                                              ; preds = %145, %140
  %146 = phi i64 [ 0, %140 ], [ %153, %145 ]
  %147 = phi i32 [ 0, %140 ], [ %152, %145 ]
  %148 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %146
  %149 = load i8, i8* %148, align 1, !tbaa !16
  %150 = zext i8 %149 to i32
  %151 = xor i32 %147, %150
  %152 = mul i32 %151, 16777619
  %153 = add nuw nsw i64 %146, 1
  %154 = icmp eq i64 %153, 804
  br i1 %154, label %155, label %145, !llvm.loop !17

155:                                              ; preds = %145
  %156 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i32 noundef %152) #8
  %157 = load i32, i32* @check, align 4, !tbaa !5
  %158 = xor i32 %157, %152
  %159 = mul i32 %158, 16777619
  store i32 %159, i32* @check, align 4, !tbaa !5
  call fastcc void @conv()
  br label %160

160:                                              ; preds = %160, %155
  %161 = phi i64 [ 0, %155 ], [ %168, %160 ]
  %162 = phi i32 [ 0, %155 ], [ %167, %160 ]
  %163 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %161
  %164 = load i8, i8* %163, align 1, !tbaa !16
  %165 = zext i8 %164 to i32
  %166 = xor i32 %162, %165
  %167 = mul i32 %166, 16777619
  %168 = add nuw nsw i64 %161, 1
  %169 = icmp eq i64 %168, 804
  br i1 %169, label %170, label %160, !llvm.loop !17

170:                                              ; preds = %160
  %171 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %167) #8
  %172 = load i32, i32* @check, align 4, !tbaa !5
  %173 = xor i32 %172, %167
  %174 = mul i32 %173, 16777619
  store i32 %174, i32* @check, align 4, !tbaa !5
  br label %175

175:                                              ; preds = %175, %170
  %176 = phi i64 [ 0, %170 ], [ %183, %175 ]
  %177 = phi i32 [ 0, %170 ], [ %182, %175 ]
  %178 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %176
  %179 = load i8, i8* %178, align 1, !tbaa !16
  %180 = zext i8 %179 to i32
  %181 = xor i32 %177, %180
  %182 = mul i32 %181, 16777619
  %183 = add nuw nsw i64 %176, 1
  %184 = icmp eq i64 %183, 1608
  br i1 %184, label %185, label %175, !llvm.loop !17

185:                                              ; preds = %175
  %186 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i64 0, i64 0), i32 noundef %182) #8
  %187 = load i32, i32* @check, align 4, !tbaa !5
  %188 = xor i32 %187, %182
  %189 = mul i32 %188, 16777619
  store i32 %189, i32* @check, align 4, !tbaa !5
  br label %190

190:                                              ; preds = %190, %185
  %191 = phi i64 [ 0, %185 ], [ %198, %190 ]
  %192 = phi i32 [ 0, %185 ], [ %197, %190 ]
  %193 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %191
  %194 = load i8, i8* %193, align 1, !tbaa !16
  %195 = zext i8 %194 to i32
  %196 = xor i32 %192, %195
  %197 = mul i32 %196, 16777619
  %198 = add nuw nsw i64 %191, 1
  %199 = icmp eq i64 %198, 804
  br i1 %199, label %200, label %190, !llvm.loop !17

200:                                              ; preds = %190
  %201 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i32 noundef %197) #8
  %202 = load i32, i32* @check, align 4, !tbaa !5
  %203 = xor i32 %202, %197
  %204 = mul i32 %203, 16777619
  store i32 %204, i32* @check, align 4, !tbaa !5
  call fastcc void @convu()
  br label %205

205:                                              ; preds = %205, %200
  %206 = phi i64 [ 0, %200 ], [ %213, %205 ]
  %207 = phi i32 [ 0, %200 ], [ %212, %205 ]
  %208 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %206
  %209 = load i8, i8* %208, align 1, !tbaa !16
  %210 = zext i8 %209 to i32
  %211 = xor i32 %207, %210
  %212 = mul i32 %211, 16777619
  %213 = add nuw nsw i64 %206, 1
  %214 = icmp eq i64 %213, 804
  br i1 %214, label %215, label %205, !llvm.loop !17

215:                                              ; preds = %205
  %216 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i32 noundef %212) #8
  %217 = load i32, i32* @check, align 4, !tbaa !5
  %218 = xor i32 %217, %212
  %219 = mul i32 %218, 16777619
  store i32 %219, i32* @check, align 4, !tbaa !5
  br label %220

220:                                              ; preds = %220, %215
  %221 = phi i64 [ 0, %215 ], [ %228, %220 ]
  %222 = phi i32 [ 0, %215 ], [ %227, %220 ]
  %223 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %221
  %224 = load i8, i8* %223, align 1, !tbaa !16
  %225 = zext i8 %224 to i32
  %226 = xor i32 %222, %225
  %227 = mul i32 %226, 16777619
  %228 = add nuw nsw i64 %221, 1
  %229 = icmp eq i64 %228, 1608
  br i1 %229, label %230, label %220, !llvm.loop !17

230:                                              ; preds = %220
  %231 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i64 0, i64 0), i32 noundef %227) #8
  %232 = load i32, i32* @check, align 4, !tbaa !5
  %233 = xor i32 %232, %227
  %234 = mul i32 %233, 16777619
  store i32 %234, i32* @check, align 4, !tbaa !5
  call fastcc void @convfd()
  br label %235

235:                                              ; preds = %235, %230
  %236 = phi i64 [ 0, %230 ], [ %243, %235 ]
  %237 = phi i32 [ 0, %230 ], [ %242, %235 ]
  %238 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i64 %236
  %239 = load i8, i8* %238, align 1, !tbaa !16
  %240 = zext i8 %239 to i32
  %241 = xor i32 %237, %240
  %242 = mul i32 %241, 16777619
  %243 = add nuw nsw i64 %236, 1
  %244 = icmp eq i64 %243, 1608
  br i1 %244, label %245, label %235, !llvm.loop !17

245:                                              ; preds = %235
  %246 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i32 noundef %242) #8
  %247 = load i32, i32* @check, align 4, !tbaa !5
  %248 = xor i32 %247, %242
  %249 = mul i32 %248, 16777619
  store i32 %249, i32* @check, align 4, !tbaa !5
  br label %250

250:                                              ; preds = %250, %245
  %251 = phi i64 [ 0, %245 ], [ %258, %250 ]
  %252 = phi i32 [ 0, %245 ], [ %257, %250 ]
  %253 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i64 %251
  %254 = load i8, i8* %253, align 1, !tbaa !16
  %255 = zext i8 %254 to i32
  %256 = xor i32 %252, %255
  %257 = mul i32 %256, 16777619
  %258 = add nuw nsw i64 %251, 1
  %259 = icmp eq i64 %258, 804
  br i1 %259, label %260, label %250, !llvm.loop !17

260:                                              ; preds = %250
  %261 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i32 noundef %257) #8
  %262 = load i32, i32* @check, align 4, !tbaa !5
  %263 = xor i32 %262, %257
  %264 = mul i32 %263, 16777619
  store i32 %264, i32* @check, align 4, !tbaa !5
  br label %265

265:                                              ; preds = %265, %260
  %266 = phi i64 [ 0, %260 ], [ %273, %265 ]
  %267 = phi i32 [ 0, %260 ], [ %272, %265 ]
  %268 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i64 %266
  %269 = load i8, i8* %268, align 1, !tbaa !16
  %270 = zext i8 %269 to i32
  %271 = xor i32 %267, %270
  %272 = mul i32 %271, 16777619
  %273 = add nuw nsw i64 %266, 1
  %274 = icmp eq i64 %273, 804
  br i1 %274, label %275, label %265, !llvm.loop !17

275:                                              ; preds = %265
  %276 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i64 0, i64 0), i32 noundef %272) #8
  %277 = load i32, i32* @check, align 4, !tbaa !5
  %278 = xor i32 %277, %272
  %279 = mul i32 %278, 16777619
  store i32 %279, i32* @check, align 4, !tbaa !5
  %280 = call fastcc float @fsum(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i64 0, i64 0), i32 noundef 201)
  %281 = fpext float %280 to double
  %282 = call fastcc double @dsum(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i64 0, i64 0), i32 noundef 201)
  %283 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.15, i64 0, i64 0), double noundef %281, double noundef %282)
  %284 = call fastcc double @ddot(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @db, i64 0, i64 0), i32 noundef 201)
  %285 = call fastcc float @fprod()
  %286 = fpext float %285 to double
  %287 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.16, i64 0, i64 0), double noundef %284, double noundef %286)
  %288 = call fastcc float @fsum_ordered()
  %289 = fpext float %288 to double
  %290 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i64 0, i64 0), double noundef %289)
  br label %296

291:                                              ; preds = %296
  %292 = load i32, i32* @check, align 4, !tbaa !5
  %293 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i32 noundef %292)
  %294 = load i32, i32* @check, align 4, !tbaa !5
  %295 = and i32 %294, 127
  ret i32 %295

296:                                              ; preds = %275, %296
  %297 = phi i64 [ 0, %275 ], [ %309, %296 ]
  %298 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %297
  %299 = trunc i64 %297 to i32
  %300 = call fastcc float @fsum(float* noundef nonnull %298, i32 noundef %299)
  %301 = fpext float %300 to double
  %302 = getelementptr inbounds [201 x double], [201 x double]* @db, i64 0, i64 %297
  %303 = trunc i64 %297 to i32
  %304 = call fastcc double @dsum(double* noundef nonnull %302, i32 noundef %303)
  %305 = trunc i64 %297 to i32
  %306 = call fastcc double @ddot(double* noundef nonnull %302, i32 noundef %305)
  %307 = trunc i64 %297 to i32
  %308 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.18, i64 0, i64 0), i32 noundef %307, double noundef %301, double noundef %304, double noundef %306)
  %309 = add nuw nsw i64 %297, 1
  %310 = icmp eq i64 %309, 12
  br i1 %310, label %291, label %296, !llvm.loop !18
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %10, %2 ]
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %3
  %5 = load float, float* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %3
  %7 = load float, float* %6, align 4, !tbaa !9
  %8 = call float @llvm.fmuladd.f32(float %5, float 1.750000e+00, float %7)
  %9 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %3
  store float %8, float* %9, align 4, !tbaa !9
  %10 = add nuw nsw i64 %3, 1
  %11 = icmp eq i64 %10, 201
  br i1 %11, label %1, label %2, !llvm.loop !19
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @daxpy() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %10, %2 ]
  %4 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %3
  %5 = load double, double* %4, align 8, !tbaa !11
  %6 = getelementptr inbounds [201 x double], [201 x double]* @db, i64 0, i64 %3
  %7 = load double, double* %6, align 8, !tbaa !11
  %8 = call double @llvm.fmuladd.f64(double %5, double -3.000000e-01, double %7)
  %9 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %3
  store double %8, double* %9, align 8, !tbaa !11
  %10 = add nuw nsw i64 %3, 1
  %11 = icmp eq i64 %10, 201
  br i1 %11, label %1, label %2, !llvm.loop !20
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @fdivs() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %17, %2 ]
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %3
  %5 = load float, float* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %3
  %7 = load float, float* %6, align 4, !tbaa !9
  %8 = fadd float %7, 2.500000e+00
  %9 = fdiv float %5, %8
  %10 = fadd float %5, %9
  %11 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %3
  store float %10, float* %11, align 4, !tbaa !9
  %12 = fpext float %5 to double
  %13 = fpext float %7 to double
  %14 = call double @llvm.fmuladd.f64(double %13, double 7.500000e-01, double 3.000000e+00)
  %15 = fdiv double %12, %14
  %16 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %3
  store double %15, double* %16, align 8, !tbaa !11
  %17 = add nuw nsw i64 %3, 1
  %18 = icmp eq i64 %17, 201
  br i1 %18, label %1, label %2, !llvm.loop !21
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @fsel() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %13
  ret void

2:                                                ; preds = %0, %13
  %3 = phi i64 [ 0, %0 ], [ %16, %13 ]
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %3
  %5 = load float, float* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds [201 x float], [201 x float]* @fb, i64 0, i64 %3
  %7 = load float, float* %6, align 4, !tbaa !9
  %8 = fcmp ogt float %5, %7
  br i1 %8, label %13, label %9

9:                                                ; preds = %2
  %10 = fcmp oeq float %5, %7
  br i1 %10, label %13, label %11

11:                                               ; preds = %9
  %12 = fmul float %7, 5.000000e-01
  br label %13

13:                                               ; preds = %2, %11, %9
  %14 = phi float [ %12, %11 ], [ 1.000000e+00, %9 ], [ %5, %2 ]
  %15 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %3
  store float %14, float* %15, align 4, !tbaa !9
  %16 = add nuw nsw i64 %3, 1
  %17 = icmp eq i64 %16, 201
  br i1 %17, label %1, label %2, !llvm.loop !22
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @dsel() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %14, %2 ]
  %4 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %3
  %5 = load double, double* %4, align 8, !tbaa !11
  %6 = getelementptr inbounds [201 x double], [201 x double]* @db, i64 0, i64 %3
  %7 = load double, double* %6, align 8, !tbaa !11
  %8 = fcmp ugt double %5, %7
  %9 = fsub double %5, %7
  %10 = call double @llvm.fabs.f64(double %9)
  %11 = fneg double %7
  %12 = select i1 %8, double %11, double %10
  %13 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %3
  store double %12, double* %13, align 8, !tbaa !11
  %14 = add nuw nsw i64 %3, 1
  %15 = icmp eq i64 %14, 201
  br i1 %15, label %1, label %2, !llvm.loop !23
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @fabsneg() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %3
  %5 = load float, float* %4, align 4, !tbaa !9
  %6 = call float @llvm.fabs.f32(float %5)
  %7 = fmul float %6, -3.000000e+00
  %8 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %3
  store float %7, float* %8, align 4, !tbaa !9
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 201
  br i1 %10, label %1, label %2, !llvm.loop !24
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @conv() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %17, %2 ]
  %4 = getelementptr inbounds [201 x i32], [201 x i32]* @ia, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = sitofp i32 %5 to float
  %7 = fmul float %6, 2.500000e-01
  %8 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %3
  store float %7, float* %8, align 4, !tbaa !9
  %9 = sitofp i32 %5 to double
  %10 = fadd double %9, 5.000000e-01
  %11 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %3
  store double %10, double* %11, align 8, !tbaa !11
  %12 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %3
  %13 = load float, float* %12, align 4, !tbaa !9
  %14 = fmul float %13, 1.000000e+02
  %15 = fptosi float %14 to i32
  %16 = getelementptr inbounds [201 x i32], [201 x i32]* @ib, i64 0, i64 %3
  store i32 %15, i32* %16, align 4, !tbaa !5
  %17 = add nuw nsw i64 %3, 1
  %18 = icmp eq i64 %17, 201
  br i1 %18, label %1, label %2, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @convu() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %10, %2 ]
  %4 = getelementptr inbounds [201 x i32], [201 x i32]* @ua, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = uitofp i32 %5 to float
  %7 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %3
  store float %6, float* %7, align 4, !tbaa !9
  %8 = uitofp i32 %5 to double
  %9 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %3
  store double %8, double* %9, align 8, !tbaa !11
  %10 = add nuw nsw i64 %3, 1
  %11 = icmp eq i64 %10, 201
  br i1 %11, label %1, label %2, !llvm.loop !26
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @convfd() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %16, %2 ]
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %3
  %5 = load float, float* %4, align 4, !tbaa !9
  %6 = fpext float %5 to double
  %7 = fmul double %6, 1.500000e+00
  %8 = getelementptr inbounds [201 x double], [201 x double]* @dc, i64 0, i64 %3
  store double %7, double* %8, align 8, !tbaa !11
  %9 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %3
  %10 = load double, double* %9, align 8, !tbaa !11
  %11 = fmul double %10, 1.250000e-01
  %12 = fptrunc double %11 to float
  %13 = getelementptr inbounds [201 x float], [201 x float]* @fc, i64 0, i64 %3
  store float %12, float* %13, align 4, !tbaa !9
  %14 = fptosi double %10 to i32
  %15 = getelementptr inbounds [201 x i32], [201 x i32]* @ib, i64 0, i64 %3
  store i32 %14, i32* %15, align 4, !tbaa !5
  %16 = add nuw nsw i64 %3, 1
  %17 = icmp eq i64 %16, 201
  br i1 %17, label %1, label %2, !llvm.loop !27
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fsum(float* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi float [ 0.000000e+00, %2 ], [ %13, %8 ]
  ret float %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi float [ 0.000000e+00, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds float, float* %0, i64 %9
  %12 = load float, float* %11, align 4, !tbaa !9
  %13 = fadd reassoc float %10, %12
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !28
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc double @dsum(double* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %13, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds double, double* %0, i64 %9
  %12 = load double, double* %11, align 8, !tbaa !11
  %13 = fadd reassoc double %10, %12
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !29
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @ddot(double* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 1.000000e+00, %2 ], [ %15, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %16, %8 ]
  %10 = phi double [ 1.000000e+00, %4 ], [ %15, %8 ]
  %11 = getelementptr inbounds [201 x double], [201 x double]* @da, i64 0, i64 %9
  %12 = load double, double* %11, align 8, !tbaa !11
  %13 = getelementptr inbounds double, double* %0, i64 %9
  %14 = load double, double* %13, align 8, !tbaa !11
  %15 = call reassoc double @llvm.fmuladd.f64(double %12, double %14, double %10)
  %16 = add nuw nsw i64 %9, 1
  %17 = icmp eq i64 %16, %5
  br i1 %17, label %6, label %8, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fprod() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret float %7

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %8, %2 ]
  %4 = phi float [ 1.000000e+00, %0 ], [ %7, %2 ]
  %5 = getelementptr inbounds float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i64 0, i64 100), i64 %3
  %6 = load float, float* %5, align 4, !tbaa !9
  %7 = fmul reassoc float %4, %6
  %8 = add nuw nsw i64 %3, 1
  %9 = icmp eq i64 %8, 24
  br i1 %9, label %1, label %2, !llvm.loop !31
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fsum_ordered() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret float %7

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %8, %2 ]
  %4 = phi float [ 0.000000e+00, %0 ], [ %7, %2 ]
  %5 = getelementptr inbounds [201 x float], [201 x float]* @fa, i64 0, i64 %3
  %6 = load float, float* %5, align 4, !tbaa !9
  %7 = fadd float %4, %6
  %8 = add nuw nsw i64 %3, 1
  %9 = icmp eq i64 %8, 201
  br i1 %9, label %1, label %2, !llvm.loop !32
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nounwind }

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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
!24 = distinct !{!24, !14, !15}
!25 = distinct !{!25, !14, !15}
!26 = distinct !{!26, !14, !15}
!27 = distinct !{!27, !14, !15}
!28 = distinct !{!28, !14, !15}
!29 = distinct !{!29, !14, !15}
!30 = distinct !{!30, !14, !15}
!31 = distinct !{!31, !14, !15}
!32 = distinct !{!32, !14, !15}
