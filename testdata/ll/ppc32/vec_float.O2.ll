; ModuleID = 'c/vec_float.c'
source_filename = "c/vec_float.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @seed, align 4, !tbaa !5
  tail call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(804) bitcast ([201 x i32]* @ib to i8*), i8 0, i32 804, i1 false) #8, !tbaa !5
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %52, %2 ]
  %4 = phi i32 [ %1, %0 ], [ %48, %2 ]
  %5 = mul i32 %4, 1664525
  %6 = add i32 %5, 1013904223
  %7 = lshr i32 %6, 8
  %8 = urem i32 %7, 20001
  %9 = add nsw i32 %8, -10000
  %10 = sitofp i32 %9 to float
  %11 = fmul float %10, 1.562500e-02
  %12 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %3
  store float %11, float* %12, align 4, !tbaa !9
  %13 = mul i32 %6, 1664525
  %14 = add i32 %13, 1013904223
  %15 = lshr i32 %14, 8
  %16 = urem i32 %15, 1000
  %17 = uitofp i32 %16 to float
  %18 = fdiv float %17, 7.000000e+00
  %19 = getelementptr inbounds [201 x float], [201 x float]* @fb, i32 0, i32 %3
  %20 = trunc i32 %3 to i8
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
  %31 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %3
  store double %30, double* %31, align 8, !tbaa !11
  %32 = mul i32 %25, 1664525
  %33 = add i32 %32, 1013904223
  %34 = lshr i32 %33, 8
  %35 = urem i32 %34, 100000
  %36 = uitofp i32 %35 to double
  %37 = fdiv double %36, 9.000000e+00
  %38 = getelementptr inbounds [201 x double], [201 x double]* @db, i32 0, i32 %3
  %39 = urem i8 %20, 7
  %40 = icmp eq i8 %39, 0
  %41 = select i1 %40, double %30, double %37
  store double %41, double* %38, align 8
  %42 = mul i32 %33, 1664525
  %43 = add i32 %42, 1013904223
  %44 = lshr i32 %43, 8
  %45 = add nsw i32 %44, -8388608
  %46 = getelementptr inbounds [201 x i32], [201 x i32]* @ia, i32 0, i32 %3
  store i32 %45, i32* %46, align 4, !tbaa !5
  %47 = mul i32 %43, 1664525
  %48 = add i32 %47, 1013904223
  %49 = lshr i32 %48, 8
  %50 = mul i32 %49, -1153374643
  %51 = getelementptr inbounds [201 x i32], [201 x i32]* @ua, i32 0, i32 %3
  store i32 %50, i32* %51, align 4, !tbaa !5
  %52 = add nuw nsw i32 %3, 1
  %53 = icmp eq i32 %52, 201
  br i1 %53, label %54, label %2, !llvm.loop !13

54:                                               ; preds = %2
  store i32 %48, i32* @seed, align 4, !tbaa !5
  tail call fastcc void @saxpy()
  br label %55

55:                                               ; preds = %55, %54
  %56 = phi i32 [ %63, %55 ], [ 0, %54 ]
  %57 = phi i32 [ %62, %55 ], [ 0, %54 ]
  %58 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %56
  %59 = load i8, i8* %58, align 1, !tbaa !15
  %60 = zext i8 %59 to i32
  %61 = xor i32 %57, %60
  %62 = mul i32 %61, 16777619
  %63 = add nuw nsw i32 %56, 1
  %64 = icmp eq i32 %63, 804
  br i1 %64, label %65, label %55, !llvm.loop !16

65:                                               ; preds = %55
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 noundef %62) #8
  %67 = load i32, i32* @check, align 4, !tbaa !5
  %68 = xor i32 %67, %62
  %69 = mul i32 %68, 16777619
  store i32 %69, i32* @check, align 4, !tbaa !5
  tail call fastcc void @daxpy()
  br label %70

70:                                               ; preds = %70, %65
  %71 = phi i32 [ %78, %70 ], [ 0, %65 ]
  %72 = phi i32 [ %77, %70 ], [ 0, %65 ]
  %73 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i32 %71
  %74 = load i8, i8* %73, align 1, !tbaa !15
  %75 = zext i8 %74 to i32
  %76 = xor i32 %72, %75
  %77 = mul i32 %76, 16777619
  %78 = add nuw nsw i32 %71, 1
  %79 = icmp eq i32 %78, 1608
  br i1 %79, label %80, label %70, !llvm.loop !16

80:                                               ; preds = %70
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i32 noundef %77) #8
  %82 = load i32, i32* @check, align 4, !tbaa !5
  %83 = xor i32 %82, %77
  %84 = mul i32 %83, 16777619
  store i32 %84, i32* @check, align 4, !tbaa !5
  tail call fastcc void @fdivs()
  br label %85

85:                                               ; preds = %85, %80
  %86 = phi i32 [ %93, %85 ], [ 0, %80 ]
  %87 = phi i32 [ %92, %85 ], [ 0, %80 ]
  %88 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %86
  %89 = load i8, i8* %88, align 1, !tbaa !15
  %90 = zext i8 %89 to i32
  %91 = xor i32 %87, %90
  %92 = mul i32 %91, 16777619
  %93 = add nuw nsw i32 %86, 1
  %94 = icmp eq i32 %93, 804
  br i1 %94, label %95, label %85, !llvm.loop !16

95:                                               ; preds = %85
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef %92) #8
  %97 = load i32, i32* @check, align 4, !tbaa !5
  %98 = xor i32 %97, %92
  %99 = mul i32 %98, 16777619
  store i32 %99, i32* @check, align 4, !tbaa !5
  br label %100

100:                                              ; preds = %100, %95
  %101 = phi i32 [ %108, %100 ], [ 0, %95 ]
  %102 = phi i32 [ %107, %100 ], [ 0, %95 ]
  %103 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i32 %101
  %104 = load i8, i8* %103, align 1, !tbaa !15
  %105 = zext i8 %104 to i32
  %106 = xor i32 %102, %105
  %107 = mul i32 %106, 16777619
  %108 = add nuw nsw i32 %101, 1
  %109 = icmp eq i32 %108, 1608
  br i1 %109, label %110, label %100, !llvm.loop !16

110:                                              ; preds = %100
  %111 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i32 noundef %107) #8
  %112 = load i32, i32* @check, align 4, !tbaa !5
  %113 = xor i32 %112, %107
  %114 = mul i32 %113, 16777619
  store i32 %114, i32* @check, align 4, !tbaa !5
  tail call fastcc void @fsel()
  br label %115

115:                                              ; preds = %115, %110
  %116 = phi i32 [ %123, %115 ], [ 0, %110 ]
  %117 = phi i32 [ %122, %115 ], [ 0, %110 ]
  %118 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %116
  %119 = load i8, i8* %118, align 1, !tbaa !15
  %120 = zext i8 %119 to i32
  %121 = xor i32 %117, %120
  %122 = mul i32 %121, 16777619
  %123 = add nuw nsw i32 %116, 1
  %124 = icmp eq i32 %123, 804
  br i1 %124, label %125, label %115, !llvm.loop !16

125:                                              ; preds = %115
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i32 noundef %122) #8
  %127 = load i32, i32* @check, align 4, !tbaa !5
  %128 = xor i32 %127, %122
  %129 = mul i32 %128, 16777619
  store i32 %129, i32* @check, align 4, !tbaa !5
  tail call fastcc void @dsel()
  br label %130

130:                                              ; preds = %130, %125
  %131 = phi i32 [ %138, %130 ], [ 0, %125 ]
  %132 = phi i32 [ %137, %130 ], [ 0, %125 ]
  %133 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i32 %131
  %134 = load i8, i8* %133, align 1, !tbaa !15
  %135 = zext i8 %134 to i32
  %136 = xor i32 %132, %135
  %137 = mul i32 %136, 16777619
  %138 = add nuw nsw i32 %131, 1
  %139 = icmp eq i32 %138, 1608
  br i1 %139, label %140, label %130, !llvm.loop !16

140:                                              ; preds = %130
  %141 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i32 noundef %137) #8
  %142 = load i32, i32* @check, align 4, !tbaa !5
  %143 = xor i32 %142, %137
  %144 = mul i32 %143, 16777619
  store i32 %144, i32* @check, align 4, !tbaa !5
  tail call fastcc void @fabsneg()
  br label %145

145:                                              ; preds = %145, %140
  %146 = phi i32 [ %153, %145 ], [ 0, %140 ]
  %147 = phi i32 [ %152, %145 ], [ 0, %140 ]
  %148 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %146
  %149 = load i8, i8* %148, align 1, !tbaa !15
  %150 = zext i8 %149 to i32
  %151 = xor i32 %147, %150
  %152 = mul i32 %151, 16777619
  %153 = add nuw nsw i32 %146, 1
  %154 = icmp eq i32 %153, 804
  br i1 %154, label %155, label %145, !llvm.loop !16

155:                                              ; preds = %145
  %156 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i32 noundef %152) #8
  %157 = load i32, i32* @check, align 4, !tbaa !5
  %158 = xor i32 %157, %152
  %159 = mul i32 %158, 16777619
  store i32 %159, i32* @check, align 4, !tbaa !5
  tail call fastcc void @conv()
  br label %160

160:                                              ; preds = %160, %155
  %161 = phi i32 [ %168, %160 ], [ 0, %155 ]
  %162 = phi i32 [ %167, %160 ], [ 0, %155 ]
  %163 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %161
  %164 = load i8, i8* %163, align 1, !tbaa !15
  %165 = zext i8 %164 to i32
  %166 = xor i32 %162, %165
  %167 = mul i32 %166, 16777619
  %168 = add nuw nsw i32 %161, 1
  %169 = icmp eq i32 %168, 804
  br i1 %169, label %170, label %160, !llvm.loop !16

170:                                              ; preds = %160
  %171 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %167) #8
  %172 = load i32, i32* @check, align 4, !tbaa !5
  %173 = xor i32 %172, %167
  %174 = mul i32 %173, 16777619
  store i32 %174, i32* @check, align 4, !tbaa !5
  br label %175

175:                                              ; preds = %175, %170
  %176 = phi i32 [ %183, %175 ], [ 0, %170 ]
  %177 = phi i32 [ %182, %175 ], [ 0, %170 ]
  %178 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i32 %176
  %179 = load i8, i8* %178, align 1, !tbaa !15
  %180 = zext i8 %179 to i32
  %181 = xor i32 %177, %180
  %182 = mul i32 %181, 16777619
  %183 = add nuw nsw i32 %176, 1
  %184 = icmp eq i32 %183, 1608
  br i1 %184, label %185, label %175, !llvm.loop !16

185:                                              ; preds = %175
  %186 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i32 0, i32 0), i32 noundef %182) #8
  %187 = load i32, i32* @check, align 4, !tbaa !5
  %188 = xor i32 %187, %182
  %189 = mul i32 %188, 16777619
  store i32 %189, i32* @check, align 4, !tbaa !5
  br label %190

190:                                              ; preds = %190, %185
  %191 = phi i32 [ %198, %190 ], [ 0, %185 ]
  %192 = phi i32 [ %197, %190 ], [ 0, %185 ]
  %193 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i32 %191
  %194 = load i8, i8* %193, align 1, !tbaa !15
  %195 = zext i8 %194 to i32
  %196 = xor i32 %192, %195
  %197 = mul i32 %196, 16777619
  %198 = add nuw nsw i32 %191, 1
  %199 = icmp eq i32 %198, 804
  br i1 %199, label %200, label %190, !llvm.loop !16

200:                                              ; preds = %190
  %201 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), i32 noundef %197) #8
  %202 = load i32, i32* @check, align 4, !tbaa !5
  %203 = xor i32 %202, %197
  %204 = mul i32 %203, 16777619
  store i32 %204, i32* @check, align 4, !tbaa !5
  tail call fastcc void @convu()
  br label %205

205:                                              ; preds = %205, %200
  %206 = phi i32 [ %213, %205 ], [ 0, %200 ]
  %207 = phi i32 [ %212, %205 ], [ 0, %200 ]
  %208 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %206
  %209 = load i8, i8* %208, align 1, !tbaa !15
  %210 = zext i8 %209 to i32
  %211 = xor i32 %207, %210
  %212 = mul i32 %211, 16777619
  %213 = add nuw nsw i32 %206, 1
  %214 = icmp eq i32 %213, 804
  br i1 %214, label %215, label %205, !llvm.loop !16

215:                                              ; preds = %205
  %216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0), i32 noundef %212) #8
  %217 = load i32, i32* @check, align 4, !tbaa !5
  %218 = xor i32 %217, %212
  %219 = mul i32 %218, 16777619
  store i32 %219, i32* @check, align 4, !tbaa !5
  br label %220

220:                                              ; preds = %220, %215
  %221 = phi i32 [ %228, %220 ], [ 0, %215 ]
  %222 = phi i32 [ %227, %220 ], [ 0, %215 ]
  %223 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i32 %221
  %224 = load i8, i8* %223, align 1, !tbaa !15
  %225 = zext i8 %224 to i32
  %226 = xor i32 %222, %225
  %227 = mul i32 %226, 16777619
  %228 = add nuw nsw i32 %221, 1
  %229 = icmp eq i32 %228, 1608
  br i1 %229, label %230, label %220, !llvm.loop !16

230:                                              ; preds = %220
  %231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0), i32 noundef %227) #8
  %232 = load i32, i32* @check, align 4, !tbaa !5
  %233 = xor i32 %232, %227
  %234 = mul i32 %233, 16777619
  store i32 %234, i32* @check, align 4, !tbaa !5
  tail call fastcc void @convfd()
  br label %235

235:                                              ; preds = %235, %230
  %236 = phi i32 [ %243, %235 ], [ 0, %230 ]
  %237 = phi i32 [ %242, %235 ], [ 0, %230 ]
  %238 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i32 %236
  %239 = load i8, i8* %238, align 1, !tbaa !15
  %240 = zext i8 %239 to i32
  %241 = xor i32 %237, %240
  %242 = mul i32 %241, 16777619
  %243 = add nuw nsw i32 %236, 1
  %244 = icmp eq i32 %243, 1608
  br i1 %244, label %245, label %235, !llvm.loop !16

245:                                              ; preds = %235
  %246 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i32 noundef %242) #8
  %247 = load i32, i32* @check, align 4, !tbaa !5
  %248 = xor i32 %247, %242
  %249 = mul i32 %248, 16777619
  store i32 %249, i32* @check, align 4, !tbaa !5
  br label %250

250:                                              ; preds = %250, %245
  %251 = phi i32 [ %258, %250 ], [ 0, %245 ]
  %252 = phi i32 [ %257, %250 ], [ 0, %245 ]
  %253 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %251
  %254 = load i8, i8* %253, align 1, !tbaa !15
  %255 = zext i8 %254 to i32
  %256 = xor i32 %252, %255
  %257 = mul i32 %256, 16777619
  %258 = add nuw nsw i32 %251, 1
  %259 = icmp eq i32 %258, 804
  br i1 %259, label %260, label %250, !llvm.loop !16

260:                                              ; preds = %250
  %261 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i32 noundef %257) #8
  %262 = load i32, i32* @check, align 4, !tbaa !5
  %263 = xor i32 %262, %257
  %264 = mul i32 %263, 16777619
  store i32 %264, i32* @check, align 4, !tbaa !5
  br label %265

265:                                              ; preds = %265, %260
  %266 = phi i32 [ %273, %265 ], [ 0, %260 ]
  %267 = phi i32 [ %272, %265 ], [ 0, %260 ]
  %268 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i32 %266
  %269 = load i8, i8* %268, align 1, !tbaa !15
  %270 = zext i8 %269 to i32
  %271 = xor i32 %267, %270
  %272 = mul i32 %271, 16777619
  %273 = add nuw nsw i32 %266, 1
  %274 = icmp eq i32 %273, 804
  br i1 %274, label %275, label %265, !llvm.loop !16

275:                                              ; preds = %265
  %276 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i32 0, i32 0), i32 noundef %272) #8
  %277 = load i32, i32* @check, align 4, !tbaa !5
  %278 = xor i32 %277, %272
  %279 = mul i32 %278, 16777619
  store i32 %279, i32* @check, align 4, !tbaa !5
  %280 = tail call fastcc float @fsum(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 0), i32 noundef 201)
  %281 = fpext float %280 to double
  %282 = tail call fastcc double @dsum(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i32 0, i32 0), i32 noundef 201)
  %283 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.15, i32 0, i32 0), double noundef %281, double noundef %282)
  %284 = tail call fastcc double @ddot(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @db, i32 0, i32 0), i32 noundef 201)
  %285 = tail call fastcc float @fprod()
  %286 = fpext float %285 to double
  %287 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.16, i32 0, i32 0), double noundef %284, double noundef %286)
  %288 = tail call fastcc float @fsum_ordered()
  %289 = fpext float %288 to double
  %290 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i32 0, i32 0), double noundef %289)
  br label %296

291:                                              ; preds = %296
  %292 = load i32, i32* @check, align 4, !tbaa !5
  %293 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i32 0, i32 0), i32 noundef %292)
  %294 = load i32, i32* @check, align 4, !tbaa !5
  %295 = and i32 %294, 127
  ret i32 %295

296:                                              ; preds = %275, %296
  %297 = phi i32 [ 0, %275 ], [ %305, %296 ]
  %298 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %297
  %299 = tail call fastcc float @fsum(float* noundef nonnull %298, i32 noundef %297)
  %300 = fpext float %299 to double
  %301 = getelementptr inbounds [201 x double], [201 x double]* @db, i32 0, i32 %297
  %302 = tail call fastcc double @dsum(double* noundef nonnull %301, i32 noundef %297)
  %303 = tail call fastcc double @ddot(double* noundef nonnull %301, i32 noundef %297)
  %304 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.18, i32 0, i32 0), i32 noundef %297, double noundef %300, double noundef %302, double noundef %303)
  %305 = add nuw nsw i32 %297, 1
  %306 = icmp eq i32 %305, 12
  br i1 %306, label %291, label %296, !llvm.loop !17
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %16, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %2
  %5 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %3
  %6 = load float, float* %4, align 4, !tbaa !9
  %7 = load float, float* %5, align 4, !tbaa !9
  %8 = getelementptr inbounds [201 x float], [201 x float]* @fb, i32 0, i32 %2
  %9 = getelementptr inbounds [201 x float], [201 x float]* @fb, i32 0, i32 %3
  %10 = load float, float* %8, align 4, !tbaa !9
  %11 = load float, float* %9, align 4, !tbaa !9
  %12 = call float @llvm.fmuladd.f32(float %6, float 1.750000e+00, float %10)
  %13 = call float @llvm.fmuladd.f32(float %7, float 1.750000e+00, float %11)
  %14 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %2
  %15 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %3
  store float %12, float* %14, align 4, !tbaa !9
  store float %13, float* %15, align 4, !tbaa !9
  %16 = add nuw i32 %2, 2
  %17 = icmp eq i32 %16, 200
  br i1 %17, label %18, label %1, !llvm.loop !18

18:                                               ; preds = %1
  %19 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 200), align 4, !tbaa !9
  %20 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 200), align 4, !tbaa !9
  %21 = tail call float @llvm.fmuladd.f32(float %19, float 1.750000e+00, float %20)
  store float %21, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i32 0, i32 200), align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @daxpy() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %16, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %2
  %5 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %3
  %6 = load double, double* %4, align 8, !tbaa !11
  %7 = load double, double* %5, align 8, !tbaa !11
  %8 = getelementptr inbounds [201 x double], [201 x double]* @db, i32 0, i32 %2
  %9 = getelementptr inbounds [201 x double], [201 x double]* @db, i32 0, i32 %3
  %10 = load double, double* %8, align 8, !tbaa !11
  %11 = load double, double* %9, align 8, !tbaa !11
  %12 = call double @llvm.fmuladd.f64(double %6, double -3.000000e-01, double %10)
  %13 = call double @llvm.fmuladd.f64(double %7, double -3.000000e-01, double %11)
  %14 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %2
  %15 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %3
  store double %12, double* %14, align 8, !tbaa !11
  store double %13, double* %15, align 8, !tbaa !11
  %16 = add nuw i32 %2, 2
  %17 = icmp eq i32 %16, 200
  br i1 %17, label %18, label %1, !llvm.loop !20

18:                                               ; preds = %1
  %19 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i32 0, i32 200), align 8, !tbaa !11
  %20 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i32 0, i32 200), align 8, !tbaa !11
  %21 = tail call double @llvm.fmuladd.f64(double %19, double -3.000000e-01, double %20)
  store double %21, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i32 0, i32 200), align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @fdivs() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %17, %2 ]
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %3
  %5 = load float, float* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds [201 x float], [201 x float]* @fb, i32 0, i32 %3
  %7 = load float, float* %6, align 4, !tbaa !9
  %8 = fadd float %7, 2.500000e+00
  %9 = fdiv float %5, %8
  %10 = fadd float %5, %9
  %11 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %3
  store float %10, float* %11, align 4, !tbaa !9
  %12 = fpext float %5 to double
  %13 = fpext float %7 to double
  %14 = tail call double @llvm.fmuladd.f64(double %13, double 7.500000e-01, double 3.000000e+00)
  %15 = fdiv double %12, %14
  %16 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %3
  store double %15, double* %16, align 8, !tbaa !11
  %17 = add nuw nsw i32 %3, 1
  %18 = icmp eq i32 %17, 201
  br i1 %18, label %1, label %2, !llvm.loop !21
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @fsel() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %24, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %2
  %5 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %3
  %6 = load float, float* %4, align 4, !tbaa !9
  %7 = load float, float* %5, align 4, !tbaa !9
  %8 = getelementptr inbounds [201 x float], [201 x float]* @fb, i32 0, i32 %2
  %9 = getelementptr inbounds [201 x float], [201 x float]* @fb, i32 0, i32 %3
  %10 = load float, float* %8, align 4, !tbaa !9
  %11 = load float, float* %9, align 4, !tbaa !9
  %12 = fcmp ogt float %6, %10
  %13 = fcmp ogt float %7, %11
  %14 = fmul float %10, 5.000000e-01
  %15 = fmul float %11, 5.000000e-01
  %16 = fcmp une float %6, %10
  %17 = fcmp une float %7, %11
  %18 = select i1 %16, float %14, float 1.000000e+00
  %19 = select i1 %17, float %15, float 1.000000e+00
  %20 = select i1 %12, float %6, float %18
  %21 = select i1 %13, float %7, float %19
  %22 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %2
  %23 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %3
  store float %20, float* %22, align 4, !tbaa !9
  store float %21, float* %23, align 4, !tbaa !9
  %24 = add nuw i32 %2, 2
  %25 = icmp eq i32 %24, 200
  br i1 %25, label %26, label %1, !llvm.loop !22

26:                                               ; preds = %1
  %27 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 200), align 4, !tbaa !9
  %28 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 200), align 4, !tbaa !9
  %29 = fcmp ogt float %27, %28
  br i1 %29, label %34, label %30

30:                                               ; preds = %26
  %31 = fcmp oeq float %27, %28
  br i1 %31, label %34, label %32

32:                                               ; preds = %30
  %33 = fmul float %28, 5.000000e-01
  br label %34

34:                                               ; preds = %26, %32, %30
  %35 = phi float [ %33, %32 ], [ 1.000000e+00, %30 ], [ %27, %26 ]
  store float %35, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i32 0, i32 200), align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @dsel() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %24, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %2
  %5 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %3
  %6 = load double, double* %4, align 8, !tbaa !11
  %7 = load double, double* %5, align 8, !tbaa !11
  %8 = getelementptr inbounds [201 x double], [201 x double]* @db, i32 0, i32 %2
  %9 = getelementptr inbounds [201 x double], [201 x double]* @db, i32 0, i32 %3
  %10 = load double, double* %8, align 8, !tbaa !11
  %11 = load double, double* %9, align 8, !tbaa !11
  %12 = fcmp ugt double %6, %10
  %13 = fcmp ugt double %7, %11
  %14 = fsub double %6, %10
  %15 = fsub double %7, %11
  %16 = call double @llvm.fabs.f64(double %14)
  %17 = call double @llvm.fabs.f64(double %15)
  %18 = fneg double %10
  %19 = fneg double %11
  %20 = select i1 %12, double %18, double %16
  %21 = select i1 %13, double %19, double %17
  %22 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %2
  %23 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %3
  store double %20, double* %22, align 8, !tbaa !11
  store double %21, double* %23, align 8, !tbaa !11
  %24 = add nuw i32 %2, 2
  %25 = icmp eq i32 %24, 200
  br i1 %25, label %26, label %1, !llvm.loop !23

26:                                               ; preds = %1
  %27 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @da, i32 0, i32 200), align 8, !tbaa !11
  %28 = load double, double* getelementptr inbounds ([201 x double], [201 x double]* @db, i32 0, i32 200), align 8, !tbaa !11
  %29 = fcmp ugt double %27, %28
  %30 = fsub double %27, %28
  %31 = tail call double @llvm.fabs.f64(double %30)
  %32 = fneg double %28
  %33 = select i1 %29, double %32, double %31
  store double %33, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i32 0, i32 200), align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @fabsneg() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %2
  %5 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %3
  %6 = load float, float* %4, align 4, !tbaa !9
  %7 = load float, float* %5, align 4, !tbaa !9
  %8 = call float @llvm.fabs.f32(float %6)
  %9 = call float @llvm.fabs.f32(float %7)
  %10 = fmul float %8, -3.000000e+00
  %11 = fmul float %9, -3.000000e+00
  %12 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %2
  %13 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %3
  store float %10, float* %12, align 4, !tbaa !9
  store float %11, float* %13, align 4, !tbaa !9
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 200
  br i1 %15, label %16, label %1, !llvm.loop !24

16:                                               ; preds = %1
  %17 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 200), align 4, !tbaa !9
  %18 = tail call float @llvm.fabs.f32(float %17)
  %19 = fmul float %18, -3.000000e+00
  store float %19, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i32 0, i32 200), align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @conv() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %17, %2 ]
  %4 = getelementptr inbounds [201 x i32], [201 x i32]* @ia, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = sitofp i32 %5 to float
  %7 = fmul float %6, 2.500000e-01
  %8 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %3
  store float %7, float* %8, align 4, !tbaa !9
  %9 = sitofp i32 %5 to double
  %10 = fadd double %9, 5.000000e-01
  %11 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %3
  store double %10, double* %11, align 8, !tbaa !11
  %12 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %3
  %13 = load float, float* %12, align 4, !tbaa !9
  %14 = fmul float %13, 1.000000e+02
  %15 = fptosi float %14 to i32
  %16 = getelementptr inbounds [201 x i32], [201 x i32]* @ib, i32 0, i32 %3
  store i32 %15, i32* %16, align 4, !tbaa !5
  %17 = add nuw nsw i32 %3, 1
  %18 = icmp eq i32 %17, 201
  br i1 %18, label %1, label %2, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @convu() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %16, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [201 x i32], [201 x i32]* @ua, i32 0, i32 %2
  %5 = getelementptr inbounds [201 x i32], [201 x i32]* @ua, i32 0, i32 %3
  %6 = load i32, i32* %4, align 4, !tbaa !5
  %7 = load i32, i32* %5, align 4, !tbaa !5
  %8 = uitofp i32 %6 to float
  %9 = uitofp i32 %7 to float
  %10 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %2
  %11 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %3
  store float %8, float* %10, align 4, !tbaa !9
  store float %9, float* %11, align 4, !tbaa !9
  %12 = uitofp i32 %6 to double
  %13 = uitofp i32 %7 to double
  %14 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %2
  %15 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %3
  store double %12, double* %14, align 8, !tbaa !11
  store double %13, double* %15, align 8, !tbaa !11
  %16 = add nuw i32 %2, 2
  %17 = icmp eq i32 %16, 200
  br i1 %17, label %18, label %1, !llvm.loop !26

18:                                               ; preds = %1
  %19 = load i32, i32* getelementptr inbounds ([201 x i32], [201 x i32]* @ua, i32 0, i32 200), align 4, !tbaa !5
  %20 = uitofp i32 %19 to float
  store float %20, float* getelementptr inbounds ([201 x float], [201 x float]* @fc, i32 0, i32 200), align 4, !tbaa !9
  %21 = uitofp i32 %19 to double
  store double %21, double* getelementptr inbounds ([201 x double], [201 x double]* @dc, i32 0, i32 200), align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @convfd() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %16, %2 ]
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %3
  %5 = load float, float* %4, align 4, !tbaa !9
  %6 = fpext float %5 to double
  %7 = fmul double %6, 1.500000e+00
  %8 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %3
  store double %7, double* %8, align 8, !tbaa !11
  %9 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %3
  %10 = load double, double* %9, align 8, !tbaa !11
  %11 = fmul double %10, 1.250000e-01
  %12 = fptrunc double %11 to float
  %13 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %3
  store float %12, float* %13, align 4, !tbaa !9
  %14 = fptosi double %10 to i32
  %15 = getelementptr inbounds [201 x i32], [201 x i32]* @ib, i32 0, i32 %3
  store i32 %14, i32* %15, align 4, !tbaa !5
  %16 = add nuw nsw i32 %3, 1
  %17 = icmp eq i32 %16, 201
  br i1 %17, label %1, label %2, !llvm.loop !27
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fsum(float* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = icmp eq i32 %1, 1
  br i1 %5, label %24, label %6

6:                                                ; preds = %4
  %7 = and i32 %1, -2
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i32 [ 0, %6 ], [ %19, %8 ]
  %10 = phi float [ 0.000000e+00, %6 ], [ %17, %8 ]
  %11 = phi float [ -0.000000e+00, %6 ], [ %18, %8 ]
  %12 = or i32 %9, 1
  %13 = getelementptr inbounds float, float* %0, i32 %9
  %14 = getelementptr inbounds float, float* %0, i32 %12
  %15 = load float, float* %13, align 4, !tbaa !9
  %16 = load float, float* %14, align 4, !tbaa !9
  %17 = fadd reassoc float %10, %15
  %18 = fadd reassoc float %11, %16
  %19 = add nuw i32 %9, 2
  %20 = icmp eq i32 %19, %7
  br i1 %20, label %21, label %8, !llvm.loop !28

21:                                               ; preds = %8
  %22 = fadd reassoc float %18, %17
  %23 = icmp eq i32 %7, %1
  br i1 %23, label %27, label %24

24:                                               ; preds = %4, %21
  %25 = phi i32 [ 0, %4 ], [ %7, %21 ]
  %26 = phi float [ 0.000000e+00, %4 ], [ %22, %21 ]
  br label %29

27:                                               ; preds = %29, %21, %2
  %28 = phi float [ 0.000000e+00, %2 ], [ %22, %21 ], [ %34, %29 ]
  ret float %28

29:                                               ; preds = %24, %29
  %30 = phi i32 [ %35, %29 ], [ %25, %24 ]
  %31 = phi float [ %34, %29 ], [ %26, %24 ]
  %32 = getelementptr inbounds float, float* %0, i32 %30
  %33 = load float, float* %32, align 4, !tbaa !9
  %34 = fadd reassoc float %31, %33
  %35 = add nuw nsw i32 %30, 1
  %36 = icmp eq i32 %35, %1
  br i1 %36, label %27, label %29, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc double @dsum(double* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = icmp eq i32 %1, 1
  br i1 %5, label %24, label %6

6:                                                ; preds = %4
  %7 = and i32 %1, -2
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i32 [ 0, %6 ], [ %19, %8 ]
  %10 = phi double [ 0.000000e+00, %6 ], [ %17, %8 ]
  %11 = phi double [ -0.000000e+00, %6 ], [ %18, %8 ]
  %12 = or i32 %9, 1
  %13 = getelementptr inbounds double, double* %0, i32 %9
  %14 = getelementptr inbounds double, double* %0, i32 %12
  %15 = load double, double* %13, align 8, !tbaa !11
  %16 = load double, double* %14, align 8, !tbaa !11
  %17 = fadd reassoc double %10, %15
  %18 = fadd reassoc double %11, %16
  %19 = add nuw i32 %9, 2
  %20 = icmp eq i32 %19, %7
  br i1 %20, label %21, label %8, !llvm.loop !30

21:                                               ; preds = %8
  %22 = fadd reassoc double %18, %17
  %23 = icmp eq i32 %7, %1
  br i1 %23, label %27, label %24

24:                                               ; preds = %4, %21
  %25 = phi i32 [ 0, %4 ], [ %7, %21 ]
  %26 = phi double [ 0.000000e+00, %4 ], [ %22, %21 ]
  br label %29

27:                                               ; preds = %29, %21, %2
  %28 = phi double [ 0.000000e+00, %2 ], [ %22, %21 ], [ %34, %29 ]
  ret double %28

29:                                               ; preds = %24, %29
  %30 = phi i32 [ %35, %29 ], [ %25, %24 ]
  %31 = phi double [ %34, %29 ], [ %26, %24 ]
  %32 = getelementptr inbounds double, double* %0, i32 %30
  %33 = load double, double* %32, align 8, !tbaa !11
  %34 = fadd reassoc double %31, %33
  %35 = add nuw nsw i32 %30, 1
  %36 = icmp eq i32 %35, %1
  br i1 %36, label %27, label %29, !llvm.loop !31
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @ddot(double* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %31

4:                                                ; preds = %2
  %5 = icmp eq i32 %1, 1
  br i1 %5, label %28, label %6

6:                                                ; preds = %4
  %7 = and i32 %1, -2
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i32 [ 0, %6 ], [ %23, %8 ]
  %10 = phi double [ 1.000000e+00, %6 ], [ %21, %8 ]
  %11 = phi double [ -0.000000e+00, %6 ], [ %22, %8 ]
  %12 = or i32 %9, 1
  %13 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %9
  %14 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %12
  %15 = load double, double* %13, align 8, !tbaa !11
  %16 = load double, double* %14, align 8, !tbaa !11
  %17 = getelementptr inbounds double, double* %0, i32 %9
  %18 = getelementptr inbounds double, double* %0, i32 %12
  %19 = load double, double* %17, align 8, !tbaa !11
  %20 = load double, double* %18, align 8, !tbaa !11
  %21 = call reassoc double @llvm.fmuladd.f64(double %15, double %19, double %10)
  %22 = call reassoc double @llvm.fmuladd.f64(double %16, double %20, double %11)
  %23 = add nuw i32 %9, 2
  %24 = icmp eq i32 %23, %7
  br i1 %24, label %25, label %8, !llvm.loop !32

25:                                               ; preds = %8
  %26 = fadd reassoc double %22, %21
  %27 = icmp eq i32 %7, %1
  br i1 %27, label %31, label %28

28:                                               ; preds = %4, %25
  %29 = phi i32 [ 0, %4 ], [ %7, %25 ]
  %30 = phi double [ 1.000000e+00, %4 ], [ %26, %25 ]
  br label %33

31:                                               ; preds = %33, %25, %2
  %32 = phi double [ 1.000000e+00, %2 ], [ %26, %25 ], [ %40, %33 ]
  ret double %32

33:                                               ; preds = %28, %33
  %34 = phi i32 [ %41, %33 ], [ %29, %28 ]
  %35 = phi double [ %40, %33 ], [ %30, %28 ]
  %36 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %34
  %37 = load double, double* %36, align 8, !tbaa !11
  %38 = getelementptr inbounds double, double* %0, i32 %34
  %39 = load double, double* %38, align 8, !tbaa !11
  %40 = tail call reassoc double @llvm.fmuladd.f64(double %37, double %39, double %35)
  %41 = add nuw nsw i32 %34, 1
  %42 = icmp eq i32 %41, %1
  br i1 %42, label %31, label %33, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fprod() unnamed_addr #4 {
  %1 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 100), align 4, !tbaa !9
  %2 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 101), align 4, !tbaa !9
  %3 = fmul reassoc float %1, %2
  %4 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 102), align 4, !tbaa !9
  %5 = fmul reassoc float %3, %4
  %6 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 103), align 4, !tbaa !9
  %7 = fmul reassoc float %5, %6
  %8 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 104), align 4, !tbaa !9
  %9 = fmul reassoc float %7, %8
  %10 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 105), align 4, !tbaa !9
  %11 = fmul reassoc float %9, %10
  %12 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 106), align 4, !tbaa !9
  %13 = fmul reassoc float %11, %12
  %14 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 107), align 4, !tbaa !9
  %15 = fmul reassoc float %13, %14
  %16 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 108), align 4, !tbaa !9
  %17 = fmul reassoc float %15, %16
  %18 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 109), align 4, !tbaa !9
  %19 = fmul reassoc float %17, %18
  %20 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 110), align 4, !tbaa !9
  %21 = fmul reassoc float %19, %20
  %22 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 111), align 4, !tbaa !9
  %23 = fmul reassoc float %21, %22
  %24 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 112), align 4, !tbaa !9
  %25 = fmul reassoc float %23, %24
  %26 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 113), align 4, !tbaa !9
  %27 = fmul reassoc float %25, %26
  %28 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 114), align 4, !tbaa !9
  %29 = fmul reassoc float %27, %28
  %30 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 115), align 4, !tbaa !9
  %31 = fmul reassoc float %29, %30
  %32 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 116), align 4, !tbaa !9
  %33 = fmul reassoc float %31, %32
  %34 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 117), align 4, !tbaa !9
  %35 = fmul reassoc float %33, %34
  %36 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 118), align 4, !tbaa !9
  %37 = fmul reassoc float %35, %36
  %38 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 119), align 4, !tbaa !9
  %39 = fmul reassoc float %37, %38
  %40 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 120), align 4, !tbaa !9
  %41 = fmul reassoc float %39, %40
  %42 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 121), align 4, !tbaa !9
  %43 = fmul reassoc float %41, %42
  %44 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 122), align 4, !tbaa !9
  %45 = fmul reassoc float %43, %44
  %46 = load float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 123), align 4, !tbaa !9
  %47 = fmul reassoc float %45, %46
  ret float %47
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fsum_ordered() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret float %7

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = phi float [ 0.000000e+00, %0 ], [ %7, %2 ]
  %5 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %3
  %6 = load float, float* %5, align 4, !tbaa !9
  %7 = fadd float %4, %6
  %8 = add nuw nsw i32 %3, 1
  %9 = icmp eq i32 %8, 201
  br i1 %9, label %1, label %2, !llvm.loop !34
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
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14, !19}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = distinct !{!20, !14, !19}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14, !19}
!23 = distinct !{!23, !14, !19}
!24 = distinct !{!24, !14, !19}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14, !19}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14, !19}
!29 = distinct !{!29, !14, !19}
!30 = distinct !{!30, !14, !19}
!31 = distinct !{!31, !14, !19}
!32 = distinct !{!32, !14, !19}
!33 = distinct !{!33, !14, !19}
!34 = distinct !{!34, !14}
