; ModuleID = 'c/vec_ext.c'
source_filename = "c/vec_ext.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { <4 x float>, <4 x float>, i32, [12 x i8] }

@.str = private unnamed_addr constant [5 x i8] c"poly\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ushift\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"maxv\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"masks\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"axpy %a %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"lerp %a %a %a %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"twice %a %a\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"hsum %d lane %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"setlane\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"shuf\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"shuf16\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"conv\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"conv2\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"conv3 %a %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"bytes\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"wide\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"p%d %a %a %a %a\0A\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"acc\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@.str.19 = private unnamed_addr constant [9 x i8] c"%s %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x %struct.particle], align 16
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <8 x i16>, align 16
  %6 = alloca <16 x i8>, align 16
  %7 = alloca <2 x i64>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = bitcast [5 x %struct.particle]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 240, i8* nonnull %9) #6
  %10 = bitcast <4 x i32>* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %10) #6
  br label %209

11:                                               ; preds = %209
  store <4 x i32> <i32 -48, i32 -31, i32 1748694000, i32 -8411948>, <4 x i32>* %2, align 16, !tbaa !5
  br label %12

12:                                               ; preds = %12, %11
  %13 = phi i64 [ 0, %11 ], [ %20, %12 ]
  %14 = phi i32 [ 0, %11 ], [ %19, %12 ]
  %15 = getelementptr inbounds i8, i8* %10, i64 %13
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = xor i32 %14, %17
  %19 = mul i32 %18, 16777619
  %20 = add nuw nsw i64 %13, 1
  %21 = icmp eq i64 %20, 16
  br i1 %21, label %22, label %12, !llvm.loop !8

22:                                               ; preds = %12
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i32 noundef %19) #6
  %24 = load i32, i32* @check, align 4, !tbaa !11
  %25 = xor i32 %24, %19
  %26 = mul i32 %25, 16777619
  store i32 %26, i32* @check, align 4, !tbaa !11
  %27 = bitcast <4 x i32>* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %27) #6
  store <4 x i32> <i32 1692297958, i32 402975, i32 306783379, i32 232>, <4 x i32>* %3, align 16, !tbaa !5
  br label %28

28:                                               ; preds = %28, %22
  %29 = phi i64 [ 0, %22 ], [ %36, %28 ]
  %30 = phi i32 [ 0, %22 ], [ %35, %28 ]
  %31 = getelementptr inbounds i8, i8* %27, i64 %29
  %32 = load i8, i8* %31, align 1, !tbaa !5
  %33 = zext i8 %32 to i32
  %34 = xor i32 %30, %33
  %35 = mul i32 %34, 16777619
  %36 = add nuw nsw i64 %29, 1
  %37 = icmp eq i64 %36, 16
  br i1 %37, label %38, label %28, !llvm.loop !8

38:                                               ; preds = %28
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %35) #6
  %40 = load i32, i32* @check, align 4, !tbaa !11
  %41 = xor i32 %40, %35
  %42 = mul i32 %41, 16777619
  store i32 %42, i32* @check, align 4, !tbaa !11
  store <4 x i32> <i32 7, i32 7, i32 300000, i32 1048576>, <4 x i32>* %2, align 16, !tbaa !5
  br label %43

43:                                               ; preds = %43, %38
  %44 = phi i64 [ 0, %38 ], [ %51, %43 ]
  %45 = phi i32 [ 0, %38 ], [ %50, %43 ]
  %46 = getelementptr inbounds i8, i8* %10, i64 %44
  %47 = load i8, i8* %46, align 1, !tbaa !5
  %48 = zext i8 %47 to i32
  %49 = xor i32 %45, %48
  %50 = mul i32 %49, 16777619
  %51 = add nuw nsw i64 %44, 1
  %52 = icmp eq i64 %51, 16
  br i1 %52, label %53, label %43, !llvm.loop !8

53:                                               ; preds = %43
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef %50) #6
  %55 = load i32, i32* @check, align 4, !tbaa !11
  %56 = xor i32 %55, %50
  %57 = mul i32 %56, 16777619
  store i32 %57, i32* @check, align 4, !tbaa !11
  store <4 x i32> <i32 1, i32 -2, i32 -300009, i32 -40000>, <4 x i32>* %2, align 16, !tbaa !5
  br label %58

58:                                               ; preds = %58, %53
  %59 = phi i64 [ 0, %53 ], [ %66, %58 ]
  %60 = phi i32 [ 0, %53 ], [ %65, %58 ]
  %61 = getelementptr inbounds i8, i8* %10, i64 %59
  %62 = load i8, i8* %61, align 1, !tbaa !5
  %63 = zext i8 %62 to i32
  %64 = xor i32 %60, %63
  %65 = mul i32 %64, 16777619
  %66 = add nuw nsw i64 %59, 1
  %67 = icmp eq i64 %66, 16
  br i1 %67, label %68, label %58, !llvm.loop !8

68:                                               ; preds = %58
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i32 noundef %65) #6
  %70 = load i32, i32* @check, align 4, !tbaa !11
  %71 = xor i32 %70, %65
  %72 = mul i32 %71, 16777619
  store i32 %72, i32* @check, align 4, !tbaa !11
  %73 = call fastcc <2 x double> @axpy()
  %74 = extractelement <2 x double> %73, i64 0
  %75 = extractelement <2 x double> %73, i64 1
  %76 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), double noundef %74, double noundef %75)
  %77 = bitcast <4 x float>* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %77) #6
  %78 = call fastcc <4 x float> @lerp()
  store <4 x float> %78, <4 x float>* %4, align 16, !tbaa !5
  %79 = extractelement <4 x float> %78, i64 0
  %80 = fpext float %79 to double
  %81 = extractelement <4 x float> %78, i64 1
  %82 = fpext float %81 to double
  %83 = extractelement <4 x float> %78, i64 2
  %84 = fpext float %83 to double
  %85 = extractelement <4 x float> %78, i64 3
  %86 = fpext float %85 to double
  %87 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.5, i64 0, i64 0), double noundef %80, double noundef %82, double noundef %84, double noundef %86)
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), double noundef 3.000000e+00, double noundef -5.000000e-01)
  %89 = call fastcc i32 @hsum()
  %90 = call fastcc i32 @lane(<4 x i32> noundef <i32 1, i32 -2, i32 300000, i32 -40000>, i32 noundef 2)
  %91 = call fastcc i32 @lane(<4 x i32> noundef <i32 7, i32 7, i32 -9, i32 1048576>, i32 noundef 7)
  %92 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i64 0, i64 0), i32 noundef %89, i32 noundef %90, i32 noundef %91)
  %93 = call fastcc <4 x i32> @setlane()
  store <4 x i32> %93, <4 x i32>* %2, align 16, !tbaa !5
  br label %94

94:                                               ; preds = %94, %68
  %95 = phi i64 [ 0, %68 ], [ %102, %94 ]
  %96 = phi i32 [ 0, %68 ], [ %101, %94 ]
  %97 = getelementptr inbounds i8, i8* %10, i64 %95
  %98 = load i8, i8* %97, align 1, !tbaa !5
  %99 = zext i8 %98 to i32
  %100 = xor i32 %96, %99
  %101 = mul i32 %100, 16777619
  %102 = add nuw nsw i64 %95, 1
  %103 = icmp eq i64 %102, 16
  br i1 %103, label %104, label %94, !llvm.loop !8

104:                                              ; preds = %94
  %105 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %101) #6
  %106 = load i32, i32* @check, align 4, !tbaa !11
  %107 = xor i32 %106, %101
  %108 = mul i32 %107, 16777619
  store i32 %108, i32* @check, align 4, !tbaa !11
  %109 = call fastcc <4 x i32> @shuf()
  store <4 x i32> %109, <4 x i32>* %2, align 16, !tbaa !5
  br label %110

110:                                              ; preds = %110, %104
  %111 = phi i64 [ 0, %104 ], [ %118, %110 ]
  %112 = phi i32 [ 0, %104 ], [ %117, %110 ]
  %113 = getelementptr inbounds i8, i8* %10, i64 %111
  %114 = load i8, i8* %113, align 1, !tbaa !5
  %115 = zext i8 %114 to i32
  %116 = xor i32 %112, %115
  %117 = mul i32 %116, 16777619
  %118 = add nuw nsw i64 %111, 1
  %119 = icmp eq i64 %118, 16
  br i1 %119, label %120, label %110, !llvm.loop !8

120:                                              ; preds = %110
  %121 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i32 noundef %117) #6
  %122 = load i32, i32* @check, align 4, !tbaa !11
  %123 = xor i32 %122, %117
  %124 = mul i32 %123, 16777619
  store i32 %124, i32* @check, align 4, !tbaa !11
  %125 = bitcast <8 x i16>* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %125) #6
  %126 = call fastcc <8 x i16> @shuf16()
  store <8 x i16> %126, <8 x i16>* %5, align 16, !tbaa !5
  br label %127

127:                                              ; preds = %127, %120
  %128 = phi i64 [ 0, %120 ], [ %135, %127 ]
  %129 = phi i32 [ 0, %120 ], [ %134, %127 ]
  %130 = getelementptr inbounds i8, i8* %125, i64 %128
  %131 = load i8, i8* %130, align 1, !tbaa !5
  %132 = zext i8 %131 to i32
  %133 = xor i32 %129, %132
  %134 = mul i32 %133, 16777619
  %135 = add nuw nsw i64 %128, 1
  %136 = icmp eq i64 %135, 16
  br i1 %136, label %137, label %127, !llvm.loop !8

137:                                              ; preds = %127
  %138 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0), i32 noundef %134) #6
  %139 = load i32, i32* @check, align 4, !tbaa !11
  %140 = xor i32 %139, %134
  %141 = mul i32 %140, 16777619
  store i32 %141, i32* @check, align 4, !tbaa !11
  store <4 x float> <float 5.000000e-01, float -1.000000e+00, float 1.500000e+05, float -2.000000e+04>, <4 x float>* %4, align 16, !tbaa !5
  br label %142

142:                                              ; preds = %142, %137
  %143 = phi i64 [ 0, %137 ], [ %150, %142 ]
  %144 = phi i32 [ 0, %137 ], [ %149, %142 ]
  %145 = getelementptr inbounds i8, i8* %77, i64 %143
  %146 = load i8, i8* %145, align 1, !tbaa !5
  %147 = zext i8 %146 to i32
  %148 = xor i32 %144, %147
  %149 = mul i32 %148, 16777619
  %150 = add nuw nsw i64 %143, 1
  %151 = icmp eq i64 %150, 16
  br i1 %151, label %152, label %142, !llvm.loop !8

152:                                              ; preds = %142
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i32 noundef %149) #6
  %154 = load i32, i32* @check, align 4, !tbaa !11
  %155 = xor i32 %154, %149
  %156 = mul i32 %155, 16777619
  store i32 %156, i32* @check, align 4, !tbaa !11
  store <4 x i32> <i32 3, i32 6, i32 -9, i32 0>, <4 x i32>* %2, align 16, !tbaa !5
  br label %157

157:                                              ; preds = %157, %152
  %158 = phi i64 [ 0, %152 ], [ %165, %157 ]
  %159 = phi i32 [ 0, %152 ], [ %164, %157 ]
  %160 = getelementptr inbounds i8, i8* %10, i64 %158
  %161 = load i8, i8* %160, align 1, !tbaa !5
  %162 = zext i8 %161 to i32
  %163 = xor i32 %159, %162
  %164 = mul i32 %163, 16777619
  %165 = add nuw nsw i64 %158, 1
  %166 = icmp eq i64 %165, 16
  br i1 %166, label %167, label %157, !llvm.loop !8

167:                                              ; preds = %157
  %168 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0), i32 noundef %164) #6
  %169 = load i32, i32* @check, align 4, !tbaa !11
  %170 = xor i32 %169, %164
  %171 = mul i32 %170, 16777619
  store i32 %171, i32* @check, align 4, !tbaa !11
  %172 = call fastcc <2 x double> @conv3()
  %173 = extractelement <2 x double> %172, i64 0
  %174 = extractelement <2 x double> %172, i64 1
  %175 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), double noundef %173, double noundef %174)
  %176 = getelementptr inbounds <16 x i8>, <16 x i8>* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %176) #6
  %177 = call fastcc <16 x i8> @bytes(<16 x i8> noundef %216, <16 x i8> noundef %219)
  store <16 x i8> %177, <16 x i8>* %6, align 16, !tbaa !5
  br label %178

178:                                              ; preds = %178, %167
  %179 = phi i64 [ 0, %167 ], [ %186, %178 ]
  %180 = phi i32 [ 0, %167 ], [ %185, %178 ]
  %181 = getelementptr inbounds <16 x i8>, <16 x i8>* %6, i64 0, i64 %179
  %182 = load i8, i8* %181, align 1, !tbaa !5
  %183 = zext i8 %182 to i32
  %184 = xor i32 %180, %183
  %185 = mul i32 %184, 16777619
  %186 = add nuw nsw i64 %179, 1
  %187 = icmp eq i64 %186, 16
  br i1 %187, label %188, label %178, !llvm.loop !8

188:                                              ; preds = %178
  %189 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef %185) #6
  %190 = load i32, i32* @check, align 4, !tbaa !11
  %191 = xor i32 %190, %185
  %192 = mul i32 %191, 16777619
  store i32 %192, i32* @check, align 4, !tbaa !11
  %193 = bitcast <2 x i64>* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %193) #6
  store <2 x i64> <i64 -93981480635613, i64 -4398046511103>, <2 x i64>* %7, align 16, !tbaa !5
  br label %194

194:                                              ; preds = %194, %188
  %195 = phi i64 [ 0, %188 ], [ %202, %194 ]
  %196 = phi i32 [ 0, %188 ], [ %201, %194 ]
  %197 = getelementptr inbounds i8, i8* %193, i64 %195
  %198 = load i8, i8* %197, align 1, !tbaa !5
  %199 = zext i8 %198 to i32
  %200 = xor i32 %196, %199
  %201 = mul i32 %200, 16777619
  %202 = add nuw nsw i64 %195, 1
  %203 = icmp eq i64 %202, 16
  br i1 %203, label %204, label %194, !llvm.loop !8

204:                                              ; preds = %194
  %205 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i32 noundef %201) #6
  %206 = load i32, i32* @check, align 4, !tbaa !11
  %207 = xor i32 %206, %201
  %208 = mul i32 %207, 16777619
  store i32 %208, i32* @check, align 4, !tbaa !11
  br label %224

209:                                              ; preds = %0, %209
  %210 = phi <16 x i8> [ undef, %0 ], [ %216, %209 ]
  %211 = phi <16 x i8> [ undef, %0 ], [ %219, %209 ]
  %212 = phi i32 [ 0, %0 ], [ %220, %209 ]
  %213 = trunc i32 %212 to i8
  %214 = mul i8 %213, 37
  %215 = add i8 %214, 11
  %216 = insertelement <16 x i8> %210, i8 %215, i32 %212
  %217 = mul i8 %213, -13
  %218 = add i8 %217, -6
  %219 = insertelement <16 x i8> %211, i8 %218, i32 %212
  %220 = add nuw nsw i32 %212, 1
  %221 = icmp eq i32 %220, 16
  br i1 %221, label %11, label %209, !llvm.loop !13

222:                                              ; preds = %224
  %223 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 0
  br label %246

224:                                              ; preds = %204, %224
  %225 = phi i64 [ 0, %204 ], [ %236, %224 ]
  %226 = trunc i64 %225 to i32
  %227 = sitofp i32 %226 to float
  %228 = trunc i64 %225 to i32
  %229 = sub i32 0, %228
  %230 = sitofp i32 %229 to float
  %231 = fmul float %227, 5.000000e-01
  %232 = insertelement <4 x float> <float poison, float poison, float poison, float 1.000000e+00>, float %227, i64 0
  %233 = insertelement <4 x float> %232, float %230, i64 1
  %234 = insertelement <4 x float> %233, float %231, i64 2
  %235 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 %225, i32 0
  store <4 x float> %234, <4 x float>* %235, align 16, !tbaa !5
  %236 = add nuw nsw i64 %225, 1
  %237 = trunc i64 %236 to i32
  %238 = sitofp i32 %237 to float
  %239 = insertelement <4 x float> poison, float %238, i64 0
  %240 = shufflevector <4 x float> %239, <4 x float> poison, <4 x i32> zeroinitializer
  %241 = fmul <4 x float> %240, <float 1.000000e+00, float 2.500000e-01, float -5.000000e-01, float 0.000000e+00>
  %242 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 %225, i32 1
  store <4 x float> %241, <4 x float>* %242, align 16, !tbaa !5
  %243 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 %225, i32 2
  %244 = trunc i64 %225 to i32
  store i32 %244, i32* %243, align 16, !tbaa !14
  %245 = icmp eq i64 %236, 5
  br i1 %245, label %222, label %224, !llvm.loop !16

246:                                              ; preds = %222, %246
  %247 = phi i32 [ 0, %222 ], [ %248, %246 ]
  call fastcc void @step(%struct.particle* noundef nonnull %223)
  %248 = add nuw nsw i32 %247, 1
  %249 = icmp eq i32 %248, 10
  br i1 %249, label %252, label %246, !llvm.loop !17

250:                                              ; preds = %252
  %251 = bitcast <4 x i32>* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %251) #6
  store <4 x i32> zeroinitializer, <4 x i32>* %8, align 16, !tbaa !5
  br label %288

252:                                              ; preds = %246, %252
  %253 = phi i64 [ %267, %252 ], [ 0, %246 ]
  %254 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 %253, i32 2
  %255 = load i32, i32* %254, align 16, !tbaa !14
  %256 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %1, i64 0, i64 %253, i32 0
  %257 = load <4 x float>, <4 x float>* %256, align 16, !tbaa !5
  %258 = extractelement <4 x float> %257, i64 0
  %259 = fpext float %258 to double
  %260 = extractelement <4 x float> %257, i64 1
  %261 = fpext float %260 to double
  %262 = extractelement <4 x float> %257, i64 2
  %263 = fpext float %262 to double
  %264 = extractelement <4 x float> %257, i64 3
  %265 = fpext float %264 to double
  %266 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i64 0, i64 0), i32 noundef %255, double noundef %259, double noundef %261, double noundef %263, double noundef %265)
  %267 = add nuw nsw i64 %253, 1
  %268 = icmp eq i64 %267, 5
  br i1 %268, label %250, label %252, !llvm.loop !18

269:                                              ; preds = %288
  store <4 x i32> %299, <4 x i32>* %8, align 16, !tbaa !5
  br label %270

270:                                              ; preds = %269, %270
  %271 = phi i64 [ %278, %270 ], [ 0, %269 ]
  %272 = phi i32 [ %277, %270 ], [ 0, %269 ]
  %273 = getelementptr inbounds i8, i8* %251, i64 %271
  %274 = load i8, i8* %273, align 1, !tbaa !5
  %275 = zext i8 %274 to i32
  %276 = xor i32 %272, %275
  %277 = mul i32 %276, 16777619
  %278 = add nuw nsw i64 %271, 1
  %279 = icmp eq i64 %278, 16
  br i1 %279, label %280, label %270, !llvm.loop !8

280:                                              ; preds = %270
  %281 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i32 noundef %277) #6
  %282 = load i32, i32* @check, align 4, !tbaa !11
  %283 = xor i32 %282, %277
  %284 = mul i32 %283, 16777619
  store i32 %284, i32* @check, align 4, !tbaa !11
  %285 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef %284)
  %286 = load i32, i32* @check, align 4, !tbaa !11
  %287 = and i32 %286, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %251) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %193) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %176) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %125) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %77) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %27) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %10) #6
  call void @llvm.lifetime.end.p0i8(i64 240, i8* nonnull %9) #6
  ret i32 %287

288:                                              ; preds = %250, %288
  %289 = phi i32 [ 0, %250 ], [ %300, %288 ]
  %290 = phi <4 x i32> [ zeroinitializer, %250 ], [ %299, %288 ]
  %291 = insertelement <4 x i32> undef, i32 %289, i64 0
  %292 = mul nsw i32 %289, %289
  %293 = insertelement <4 x i32> %291, i32 %292, i64 1
  %294 = sub nsw i32 0, %289
  %295 = insertelement <4 x i32> %293, i32 %294, i64 2
  %296 = xor i32 %289, 5
  %297 = insertelement <4 x i32> %295, i32 %296, i64 3
  %298 = mul <4 x i32> %297, <i32 1, i32 -2, i32 300000, i32 -40000>
  %299 = add <4 x i32> %290, %298
  %300 = add nuw nsw i32 %289, 1
  %301 = icmp eq i32 %300, 100
  br i1 %301, label %269, label %288, !llvm.loop !19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <2 x double> @axpy() unnamed_addr #2 {
  ret <2 x double> <double 4.375000e+00, double -1.137500e+01>
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <4 x float> @lerp() unnamed_addr #2 {
  ret <4 x float> <float 6.250000e-01, float -6.250000e-01, float 9.375000e-01, float 0x4052C20000000000>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @hsum() unnamed_addr #2 {
  ret i32 259999
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @lane(<4 x i32> noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = and i32 %1, 3
  %4 = extractelement <4 x i32> %0, i32 %3
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <4 x i32> @setlane() unnamed_addr #2 {
  ret <4 x i32> <i32 1, i32 99, i32 300000, i32 -40000>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <4 x i32> @shuf() unnamed_addr #2 {
  ret <4 x i32> <i32 1048576, i32 1, i32 7, i32 300000>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <8 x i16> @shuf16() unnamed_addr #2 {
  ret <8 x i16> <i16 -8, i16 -7, i16 -6, i16 -5, i16 4, i16 3, i16 2, i16 1>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <2 x double> @conv3() unnamed_addr #2 {
  ret <2 x double> <double -2.000000e+00, double -4.000000e+04>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <16 x i8> @bytes(<16 x i8> noundef %0, <16 x i8> noundef %1) unnamed_addr #2 {
  %3 = icmp ugt <16 x i8> %0, %1
  %4 = add <16 x i8> %1, %0
  %5 = sub <16 x i8> %0, %1
  %6 = sub <16 x i8> %1, %0
  %7 = select <16 x i1> %3, <16 x i8> %5, <16 x i8> %6
  %8 = xor <16 x i8> %7, %4
  ret <16 x i8> %8
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @step(%struct.particle* nocapture noundef %0) unnamed_addr #4 {
  br label %3

2:                                                ; preds = %3
  ret void

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %11, %3 ]
  %5 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 %4, i32 1
  %6 = load <4 x float>, <4 x float>* %5, align 16, !tbaa !5
  %7 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 %4, i32 0
  %8 = load <4 x float>, <4 x float>* %7, align 16, !tbaa !5
  %9 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, <4 x float> %8)
  store <4 x float> %9, <4 x float>* %7, align 16, !tbaa !5
  %10 = fmul <4 x float> %6, <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEF5C2900000000, float 1.000000e+00>
  store <4 x float> %10, <4 x float>* %5, align 16, !tbaa !5
  %11 = add nuw nsw i64 %4, 1
  %12 = icmp eq i64 %11, 5
  br i1 %12, label %2, label %3, !llvm.loop !20
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !6, i64 0}
!13 = distinct !{!13, !9, !10}
!14 = !{!15, !12, i64 32}
!15 = !{!"particle", !6, i64 0, !6, i64 16, !12, i64 32}
!16 = distinct !{!16, !9, !10}
!17 = distinct !{!17, !9, !10}
!18 = distinct !{!18, !9, !10}
!19 = distinct !{!19, !9, !10}
!20 = distinct !{!20, !9, !10}
