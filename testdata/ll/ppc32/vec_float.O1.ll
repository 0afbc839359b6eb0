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
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(804) bitcast ([201 x i32]* @ib to i8*), i8 0, i32 804, i1 false) #8, !tbaa !5
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %51, %2 ]
  %4 = phi i32 [ %1, %0 ], [ %47, %2 ]
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
  %20 = urem i32 %3, 11
  %21 = icmp eq i32 %20, 0
  %22 = select i1 %21, float %11, float %18
  store float %22, float* %19, align 4
  %23 = mul i32 %14, 1664525
  %24 = add i32 %23, 1013904223
  %25 = lshr i32 %24, 8
  %26 = urem i32 %25, 200001
  %27 = add nsw i32 %26, -100000
  %28 = sitofp i32 %27 to double
  %29 = fdiv double %28, 3.000000e+00
  %30 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %3
  store double %29, double* %30, align 8, !tbaa !11
  %31 = mul i32 %24, 1664525
  %32 = add i32 %31, 1013904223
  %33 = lshr i32 %32, 8
  %34 = urem i32 %33, 100000
  %35 = uitofp i32 %34 to double
  %36 = fdiv double %35, 9.000000e+00
  %37 = getelementptr inbounds [201 x double], [201 x double]* @db, i32 0, i32 %3
  %38 = urem i32 %3, 7
  %39 = icmp eq i32 %38, 0
  %40 = select i1 %39, double %29, double %36
  store double %40, double* %37, align 8
  %41 = mul i32 %32, 1664525
  %42 = add i32 %41, 1013904223
  %43 = lshr i32 %42, 8
  %44 = add nsw i32 %43, -8388608
  %45 = getelementptr inbounds [201 x i32], [201 x i32]* @ia, i32 0, i32 %3
  store i32 %44, i32* %45, align 4, !tbaa !5
  %46 = mul i32 %42, 1664525
  %47 = add i32 %46, 1013904223
  %48 = lshr i32 %47, 8
  %49 = mul i32 %48, -1153374643
  %50 = getelementptr inbounds [201 x i32], [201 x i32]* @ua, i32 0, i32 %3
  store i32 %49, i32* %50, align 4, !tbaa !5
  %51 = add nuw nsw i32 %3, 1
  %52 = icmp eq i32 %51, 201
  br i1 %52, label %53, label %2, !llvm.loop !13

53:                                               ; preds = %2
  store i32 %47, i32* @seed, align 4, !tbaa !5
  call fastcc void @saxpy()
  br label %54

54:                                               ; preds = %54, %53
  %55 = phi i32 [ %62, %54 ], [ 0, %53 ]
  %56 = phi i32 [ %61, %54 ], [ 0, %53 ]
  %57 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %55
  %58 = load i8, i8* %57, align 1, !tbaa !16
  %59 = zext i8 %58 to i32
  %60 = xor i32 %56, %59
  %61 = mul i32 %60, 16777619
  %62 = add nuw nsw i32 %55, 1
  %63 = icmp eq i32 %62, 804
  br i1 %63, label %64, label %54, !llvm.loop !17

64:                                               ; preds = %54
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 noundef %61) #8
  %66 = load i32, i32* @check, align 4, !tbaa !5
  %67 = xor i32 %66, %61
  %68 = mul i32 %67, 16777619
  store i32 %68, i32* @check, align 4, !tbaa !5
  call fastcc void @daxpy()
  br label %69

69:                                               ; preds = %69, %64
  %70 = phi i32 [ %77, %69 ], [ 0, %64 ]
  %71 = phi i32 [ %76, %69 ], [ 0, %64 ]
  %72 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i32 %70
  %73 = load i8, i8* %72, align 1, !tbaa !16
  %74 = zext i8 %73 to i32
  %75 = xor i32 %71, %74
  %76 = mul i32 %75, 16777619
  %77 = add nuw nsw i32 %70, 1
  %78 = icmp eq i32 %77, 1608
  br i1 %78, label %79, label %69, !llvm.loop !17

79:                                               ; preds = %69
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i32 noundef %76) #8
  %81 = load i32, i32* @check, align 4, !tbaa !5
  %82 = xor i32 %81, %76
  %83 = mul i32 %82, 16777619
  store i32 %83, i32* @check, align 4, !tbaa !5
  call fastcc void @fdivs()
  br label %84

84:                                               ; preds = %84, %79
  %85 = phi i32 [ %92, %84 ], [ 0, %79 ]
  %86 = phi i32 [ %91, %84 ], [ 0, %79 ]
  %87 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %85
  %88 = load i8, i8* %87, align 1, !tbaa !16
  %89 = zext i8 %88 to i32
  %90 = xor i32 %86, %89
  %91 = mul i32 %90, 16777619
  %92 = add nuw nsw i32 %85, 1
  %93 = icmp eq i32 %92, 804
  br i1 %93, label %94, label %84, !llvm.loop !17

94:                                               ; preds = %84
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef %91) #8
  %96 = load i32, i32* @check, align 4, !tbaa !5
  %97 = xor i32 %96, %91
  %98 = mul i32 %97, 16777619
  store i32 %98, i32* @check, align 4, !tbaa !5
  br label %99

99:                                               ; preds = %99, %94
  %100 = phi i32 [ %107, %99 ], [ 0, %94 ]
  %101 = phi i32 [ %106, %99 ], [ 0, %94 ]
  %102 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i32 %100
  %103 = load i8, i8* %102, align 1, !tbaa !16
  %104 = zext i8 %103 to i32
  %105 = xor i32 %101, %104
  %106 = mul i32 %105, 16777619
  %107 = add nuw nsw i32 %100, 1
  %108 = icmp eq i32 %107, 1608
  br i1 %108, label %109, label %99, !llvm.loop !17

109:                                              ; preds = %99
  %110 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i32 noundef %106) #8
  %111 = load i32, i32* @check, align 4, !tbaa !5
  %112 = xor i32 %111, %106
  %113 = mul i32 %112, 16777619
  store i32 %113, i32* @check, align 4, !tbaa !5
  call fastcc void @fsel()
  br label %114

114:                                              ; preds = %114, %109
  %115 = phi i32 [ %122, %114 ], [ 0, %109 ]
  %116 = phi i32 [ %121, %114 ], [ 0, %109 ]
  %117 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %115
  %118 = load i8, i8* %117, align 1, !tbaa !16
  %119 = zext i8 %118 to i32
  %120 = xor i32 %116, %119
  %121 = mul i32 %120, 16777619
  %122 = add nuw nsw i32 %115, 1
  %123 = icmp eq i32 %122, 804
  br i1 %123, label %124, label %114, !llvm.loop !17

124:                                              ; preds = %114
  %125 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i32 noundef %121) #8
  %126 = load i32, i32* @check, align 4, !tbaa !5
  %127 = xor i32 %126, %121
  %128 = mul i32 %127, 16777619
  store i32 %128, i32* @check, align 4, !tbaa !5
  call fastcc void @dsel()
  br label %129

129:                                              ; preds = %129, %124
  %130 = phi i32 [ %137, %129 ], [ 0, %124 ]
  %131 = phi i32 [ %136, %129 ], [ 0, %124 ]
  %132 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i32 %130
  %133 = load i8, i8* %132, align 1, !tbaa !16
  %134 = zext i8 %133 to i32
  %135 = xor i32 %131, %134
  %136 = mul i32 %135, 16777619
  %137 = add nuw nsw i32 %130, 1
  %138 = icmp eq i32 %137, 1608
  br i1 %138, label %139, label %129, !llvm.loop !17

139:                                              ; preds = %129
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i32 noundef %136) #8
  %141 = load i32, i32* @check, align 4, !tbaa !5
  %142 = xor i32 %141, %136
  %143 = mul i32 %142, 16777619
  store i32 %143, i32* @check, align 4, !tbaa !5
  call fastcc void @fabsneg()
  br label %144

144:                                              ; preds = %144, %139
  %145 = phi i32 [ %152, %144 ], [ 0, %139 ]
  %146 = phi i32 [ %151, %144 ], [ 0, %139 ]
  %147 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %145
  %148 = load i8, i8* %147, align 1, !tbaa !16
  %149 = zext i8 %148 to i32
  %150 = xor i32 %146, %149
  %151 = mul i32 %150, 16777619
  %152 = add nuw nsw i32 %145, 1
  %153 = icmp eq i32 %152, 804
  br i1 %153, label %154, label %144, !llvm.loop !17

154:                                              ; preds = %144
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i32 noundef %151) #8
  %156 = load i32, i32* @check, align 4, !tbaa !5
  %157 = xor i32 %156, %151
  %158 = mul i32 %157, 16777619
  store i32 %158, i32* @check, align 4, !tbaa !5
  call fastcc void @conv()
  br label %159

159:                                              ; preds = %159, %154
  %160 = phi i32 [ %167, %159 ], [ 0, %154 ]
  %161 = phi i32 [ %166, %159 ], [ 0, %154 ]
  %162 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %160
  %163 = load i8, i8* %162, align 1, !tbaa !16
  %164 = zext i8 %163 to i32
  %165 = xor i32 %161, %164
  %166 = mul i32 %165, 16777619
  %167 = add nuw nsw i32 %160, 1
  %168 = icmp eq i32 %167, 804
  br i1 %168, label %169, label %159, !llvm.loop !17

169:                                              ; preds = %159
  %170 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %166) #8
  %171 = load i32, i32* @check, align 4, !tbaa !5
  %172 = xor i32 %171, %166
  %173 = mul i32 %172, 16777619
  store i32 %173, i32* @check, align 4, !tbaa !5
  br label %174

174:                                              ; preds = %174, %169
  %175 = phi i32 [ %182, %174 ], [ 0, %169 ]
  %176 = phi i32 [ %181, %174 ], [ 0, %169 ]
  %177 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i32 %175
  %178 = load i8, i8* %177, align 1, !tbaa !16
  %179 = zext i8 %178 to i32
  %180 = xor i32 %176, %179
  %181 = mul i32 %180, 16777619
  %182 = add nuw nsw i32 %175, 1
  %183 = icmp eq i32 %182, 1608
  br i1 %183, label %184, label %174, !llvm.loop !17

184:                                              ; preds = %174
  %185 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i32 0, i32 0), i32 noundef %181) #8
  %186 = load i32, i32* @check, align 4, !tbaa !5
  %187 = xor i32 %186, %181
  %188 = mul i32 %187, 16777619
  store i32 %188, i32* @check, align 4, !tbaa !5
  br label %189

189:                                              ; preds = %189, %184
  %190 = phi i32 [ %197, %189 ], [ 0, %184 ]
  %191 = phi i32 [ %196, %189 ], [ 0, %184 ]
  %192 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i32 %190
  %193 = load i8, i8* %192, align 1, !tbaa !16
  %194 = zext i8 %193 to i32
  %195 = xor i32 %191, %194
  %196 = mul i32 %195, 16777619
  %197 = add nuw nsw i32 %190, 1
  %198 = icmp eq i32 %197, 804
  br i1 %198, label %199, label %189, !llvm.loop !17

199:                                              ; preds = %189
  %200 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), i32 noundef %196) #8
  %201 = load i32, i32* @check, align 4, !tbaa !5
  %202 = xor i32 %201, %196
  %203 = mul i32 %202, 16777619
  store i32 %203, i32* @check, align 4, !tbaa !5
  call fastcc void @convu()
  br label %204

204:                                              ; preds = %204, %199
  %205 = phi i32 [ %212, %204 ], [ 0, %199 ]
  %206 = phi i32 [ %211, %204 ], [ 0, %199 ]
  %207 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %205
  %208 = load i8, i8* %207, align 1, !tbaa !16
  %209 = zext i8 %208 to i32
  %210 = xor i32 %206, %209
  %211 = mul i32 %210, 16777619
  %212 = add nuw nsw i32 %205, 1
  %213 = icmp eq i32 %212, 804
  br i1 %213, label %214, label %204, !llvm.loop !17

214:                                              ; preds = %204
  %215 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0), i32 noundef %211) #8
  %216 = load i32, i32* @check, align 4, !tbaa !5
  %217 = xor i32 %216, %211
  %218 = mul i32 %217, 16777619
  store i32 %218, i32* @check, align 4, !tbaa !5
  br label %219

219:                                              ; preds = %219, %214
  %220 = phi i32 [ %227, %219 ], [ 0, %214 ]
  %221 = phi i32 [ %226, %219 ], [ 0, %214 ]
  %222 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i32 %220
  %223 = load i8, i8* %222, align 1, !tbaa !16
  %224 = zext i8 %223 to i32
  %225 = xor i32 %221, %224
  %226 = mul i32 %225, 16777619
  %227 = add nuw nsw i32 %220, 1
  %228 = icmp eq i32 %227, 1608
  br i1 %228, label %229, label %219, !llvm.loop !17

229:                                              ; preds = %219
  %230 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0), i32 noundef %226) #8
  %231 = load i32, i32* @check, align 4, !tbaa !5
  %232 = xor i32 %231, %226
  %233 = mul i32 %232, 16777619
  store i32 %233, i32* @check, align 4, !tbaa !5
  call fastcc void @convfd()
  br label %234

234:                                              ; preds = %234, %229
  %235 = phi i32 [ %242, %234 ], [ 0, %229 ]
  %236 = phi i32 [ %241, %234 ], [ 0, %229 ]
  %237 = getelementptr inbounds i8, i8* bitcast ([201 x double]* @dc to i8*), i32 %235
  %238 = load i8, i8* %237, align 1, !tbaa !16
  %239 = zext i8 %238 to i32
  %240 = xor i32 %236, %239
  %241 = mul i32 %240, 16777619
  %242 = add nuw nsw i32 %235, 1
  %243 = icmp eq i32 %242, 1608
  br i1 %243, label %244, label %234, !llvm.loop !17

244:                                              ; preds = %234
  %245 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i32 noundef %241) #8
  %246 = load i32, i32* @check, align 4, !tbaa !5
  %247 = xor i32 %246, %241
  %248 = mul i32 %247, 16777619
  store i32 %248, i32* @check, align 4, !tbaa !5
  br label %249

249:                                              ; preds = %249, %244
  %250 = phi i32 [ %257, %249 ], [ 0, %244 ]
  %251 = phi i32 [ %256, %249 ], [ 0, %244 ]
  %252 = getelementptr inbounds i8, i8* bitcast ([201 x float]* @fc to i8*), i32 %250
  %253 = load i8, i8* %252, align 1, !tbaa !16
  %254 = zext i8 %253 to i32
  %255 = xor i32 %251, %254
  %256 = mul i32 %255, 16777619
  %257 = add nuw nsw i32 %250, 1
  %258 = icmp eq i32 %257, 804
  br i1 %258, label %259, label %249, !llvm.loop !17

259:                                              ; preds = %249
  %260 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i32 noundef %256) #8
  %261 = load i32, i32* @check, align 4, !tbaa !5
  %262 = xor i32 %261, %256
  %263 = mul i32 %262, 16777619
  store i32 %263, i32* @check, align 4, !tbaa !5
  br label %264

264:                                              ; preds = %264, %259
  %265 = phi i32 [ %272, %264 ], [ 0, %259 ]
  %266 = phi i32 [ %271, %264 ], [ 0, %259 ]
  %267 = getelementptr inbounds i8, i8* bitcast ([201 x i32]* @ib to i8*), i32 %265
  %268 = load i8, i8* %267, align 1, !tbaa !16
  %269 = zext i8 %268 to i32
  %270 = xor i32 %266, %269
  %271 = mul i32 %270, 16777619
  %272 = add nuw nsw i32 %265, 1
  %273 = icmp eq i32 %272, 804
  br i1 %273, label %274, label %264, !llvm.loop !17

274:                                              ; preds = %264
  %275 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i32 0, i32 0), i32 noundef %271) #8
  %276 = load i32, i32* @check, align 4, !tbaa !5
  %277 = xor i32 %276, %271
  %278 = mul i32 %277, 16777619
  store i32 %278, i32* @check, align 4, !tbaa !5
  %279 = call fastcc float @fsum(float* noundef getelementptr inbounds ([201 x float], [201 x float]* @fa, i32 0, i32 0), i32 noundef 201)
  %280 = fpext float %279 to double
  %281 = call fastcc double @dsum(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @da, i32 0, i32 0), i32 noundef 201)
  %282 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.15, i32 0, i32 0), double noundef %280, double noundef %281)
  %283 = call fastcc double @ddot(double* noundef getelementptr inbounds ([201 x double], [201 x double]* @db, i32 0, i32 0), i32 noundef 201)
  %284 = call fastcc float @fprod()
  %285 = fpext float %284 to double
  %286 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.16, i32 0, i32 0), double noundef %283, double noundef %285)
  %287 = call fastcc float @fsum_ordered()
  %288 = fpext float %287 to double
  %289 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i32 0, i32 0), double noundef %288)
  br label %295

290:                                              ; preds = %295
  %291 = load i32, i32* @check, align 4, !tbaa !5
  %292 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i32 0, i32 0), i32 noundef %291)
  %293 = load i32, i32* @check, align 4, !tbaa !5
  %294 = and i32 %293, 127
  ret i32 %294

295:                                              ; preds = %274, %295
  %296 = phi i32 [ 0, %274 ], [ %304, %295 ]
  %297 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %296
  %298 = call fastcc float @fsum(float* noundef nonnull %297, i32 noundef %296)
  %299 = fpext float %298 to double
  %300 = getelementptr inbounds [201 x double], [201 x double]* @db, i32 0, i32 %296
  %301 = call fastcc double @dsum(double* noundef nonnull %300, i32 noundef %296)
  %302 = call fastcc double @ddot(double* noundef nonnull %300, i32 noundef %296)
  %303 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.18, i32 0, i32 0), i32 noundef %296, double noundef %299, double noundef %301, double noundef %302)
  %304 = add nuw nsw i32 %296, 1
  %305 = icmp eq i32 %304, 12
  br i1 %305, label %290, label %295, !llvm.loop !18
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @saxpy() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %10, %2 ]
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %3
  %5 = load float, float* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds [201 x float], [201 x float]* @fb, i32 0, i32 %3
  %7 = load float, float* %6, align 4, !tbaa !9
  %8 = call float @llvm.fmuladd.f32(float %5, float 1.750000e+00, float %7)
  %9 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %3
  store float %8, float* %9, align 4, !tbaa !9
  %10 = add nuw nsw i32 %3, 1
  %11 = icmp eq i32 %10, 201
  br i1 %11, label %1, label %2, !llvm.loop !19
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @daxpy() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %10, %2 ]
  %4 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %3
  %5 = load double, double* %4, align 8, !tbaa !11
  %6 = getelementptr inbounds [201 x double], [201 x double]* @db, i32 0, i32 %3
  %7 = load double, double* %6, align 8, !tbaa !11
  %8 = call double @llvm.fmuladd.f64(double %5, double -3.000000e-01, double %7)
  %9 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %3
  store double %8, double* %9, align 8, !tbaa !11
  %10 = add nuw nsw i32 %3, 1
  %11 = icmp eq i32 %10, 201
  br i1 %11, label %1, label %2, !llvm.loop !20
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
  %14 = call double @llvm.fmuladd.f64(double %13, double 7.500000e-01, double 3.000000e+00)
  %15 = fdiv double %12, %14
  %16 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %3
  store double %15, double* %16, align 8, !tbaa !11
  %17 = add nuw nsw i32 %3, 1
  %18 = icmp eq i32 %17, 201
  br i1 %18, label %1, label %2, !llvm.loop !21
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @fsel() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %13
  ret void

2:                                                ; preds = %0, %13
  %3 = phi i32 [ 0, %0 ], [ %16, %13 ]
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %3
  %5 = load float, float* %4, align 4, !tbaa !9
  %6 = getelementptr inbounds [201 x float], [201 x float]* @fb, i32 0, i32 %3
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
  %15 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %3
  store float %14, float* %15, align 4, !tbaa !9
  %16 = add nuw nsw i32 %3, 1
  %17 = icmp eq i32 %16, 201
  br i1 %17, label %1, label %2, !llvm.loop !22
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @dsel() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %14, %2 ]
  %4 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %3
  %5 = load double, double* %4, align 8, !tbaa !11
  %6 = getelementptr inbounds [201 x double], [201 x double]* @db, i32 0, i32 %3
  %7 = load double, double* %6, align 8, !tbaa !11
  %8 = fcmp ugt double %5, %7
  %9 = fsub double %5, %7
  %10 = call double @llvm.fabs.f64(double %9)
  %11 = fneg double %7
  %12 = select i1 %8, double %11, double %10
  %13 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %3
  store double %12, double* %13, align 8, !tbaa !11
  %14 = add nuw nsw i32 %3, 1
  %15 = icmp eq i32 %14, 201
  br i1 %15, label %1, label %2, !llvm.loop !23
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @fabsneg() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = getelementptr inbounds [201 x float], [201 x float]* @fa, i32 0, i32 %3
  %5 = load float, float* %4, align 4, !tbaa !9
  %6 = call float @llvm.fabs.f32(float %5)
  %7 = fmul float %6, -3.000000e+00
  %8 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %3
  store float %7, float* %8, align 4, !tbaa !9
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 201
  br i1 %10, label %1, label %2, !llvm.loop !24
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
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %10, %2 ]
  %4 = getelementptr inbounds [201 x i32], [201 x i32]* @ua, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = uitofp i32 %5 to float
  %7 = getelementptr inbounds [201 x float], [201 x float]* @fc, i32 0, i32 %3
  store float %6, float* %7, align 4, !tbaa !9
  %8 = uitofp i32 %5 to double
  %9 = getelementptr inbounds [201 x double], [201 x double]* @dc, i32 0, i32 %3
  store double %8, double* %9, align 8, !tbaa !11
  %10 = add nuw nsw i32 %3, 1
  %11 = icmp eq i32 %10, 201
  br i1 %11, label %1, label %2, !llvm.loop !26
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
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi float [ 0.000000e+00, %2 ], [ %11, %6 ]
  ret float %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %12, %6 ], [ 0, %2 ]
  %8 = phi float [ %11, %6 ], [ 0.000000e+00, %2 ]
  %9 = getelementptr inbounds float, float* %0, i32 %7
  %10 = load float, float* %9, align 4, !tbaa !9
  %11 = fadd reassoc float %8, %10
  %12 = add nuw nsw i32 %7, 1
  %13 = icmp eq i32 %12, %1
  br i1 %13, label %4, label %6, !llvm.loop !28
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc double @dsum(double* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi double [ 0.000000e+00, %2 ], [ %11, %6 ]
  ret double %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %12, %6 ], [ 0, %2 ]
  %8 = phi double [ %11, %6 ], [ 0.000000e+00, %2 ]
  %9 = getelementptr inbounds double, double* %0, i32 %7
  %10 = load double, double* %9, align 8, !tbaa !11
  %11 = fadd reassoc double %8, %10
  %12 = add nuw nsw i32 %7, 1
  %13 = icmp eq i32 %12, %1
  br i1 %13, label %4, label %6, !llvm.loop !29
}

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @ddot(double* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi double [ 1.000000e+00, %2 ], [ %13, %6 ]
  ret double %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %14, %6 ], [ 0, %2 ]
  %8 = phi double [ %13, %6 ], [ 1.000000e+00, %2 ]
  %9 = getelementptr inbounds [201 x double], [201 x double]* @da, i32 0, i32 %7
  %10 = load double, double* %9, align 8, !tbaa !11
  %11 = getelementptr inbounds double, double* %0, i32 %7
  %12 = load double, double* %11, align 8, !tbaa !11
  %13 = call reassoc double @llvm.fmuladd.f64(double %10, double %12, double %8)
  %14 = add nuw nsw i32 %7, 1
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %4, label %6, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc float @fprod() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret float %7

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = phi float [ 1.000000e+00, %0 ], [ %7, %2 ]
  %5 = getelementptr inbounds float, float* getelementptr inbounds ([201 x float], [201 x float]* @fb, i32 0, i32 100), i32 %3
  %6 = load float, float* %5, align 4, !tbaa !9
  %7 = fmul reassoc float %4, %6
  %8 = add nuw nsw i32 %3, 1
  %9 = icmp eq i32 %8, 24
  br i1 %9, label %1, label %2, !llvm.loop !31
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
