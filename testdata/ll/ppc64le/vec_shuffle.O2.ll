; ModuleID = 'c/vec_shuffle.c'
source_filename = "c/vec_shuffle.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.pt = type { i32, i32 }
%struct.cpx = type { double, double }
%struct.rgba = type { float, float, float, float }

@main.inter = internal unnamed_addr global [314 x i32] zeroinitializer, align 4
@main.o4 = internal unnamed_addr global [4 x i32] zeroinitializer, align 16
@main.c16 = internal unnamed_addr global [157 x i16] zeroinitializer, align 16
@main.c8 = internal unnamed_addr global [157 x i8] zeroinitializer, align 16
@b32 = internal unnamed_addr global [157 x i32] zeroinitializer, align 16
@a32 = internal unnamed_addr global [157 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [6 x i8] c"rev32\00", align 1
@a16 = internal unnamed_addr global [157 x i16] zeroinitializer, align 2
@.str.1 = private unnamed_addr constant [6 x i8] c"rev16\00", align 1
@a8 = internal unnamed_addr global [157 x i8] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"rev8\00", align 1
@db = internal unnamed_addr global [157 x double] zeroinitializer, align 8
@da = internal unnamed_addr global [157 x double] zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [5 x i8] c"revd\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"strided %lld\00", align 1
@pts = internal unnamed_addr global [157 x %struct.pt] zeroinitializer, align 4
@.str.5 = private unnamed_addr constant [7 x i8] c" %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"interleave\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"deinterleave.a\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"deinterleave.b\00", align 1
@cc = internal unnamed_addr global [157 x %struct.cpx] zeroinitializer, align 8
@ca = internal unnamed_addr global [157 x %struct.cpx] zeroinitializer, align 8
@cb = internal unnamed_addr global [157 x %struct.cpx] zeroinitializer, align 8
@.str.9 = private unnamed_addr constant [5 x i8] c"cmul\00", align 1
@px = internal unnamed_addr global [157 x %struct.rgba] zeroinitializer, align 4
@.str.10 = private unnamed_addr constant [6 x i8] c"shade\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"vec2 %a %a %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"slp4\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"slpd %a %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"bytesum %u\0A\00", align 1
@b8 = internal unnamed_addr global [157 x i8] zeroinitializer, align 16
@.str.15 = private unnamed_addr constant [5 x i8] c"avg8\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"dot16 %d\0A\00", align 1
@b16 = internal unnamed_addr global [157 x i16] zeroinitializer, align 2
@.str.17 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@seed = internal unnamed_addr global i32 4242, align 4
@.str.18 = private unnamed_addr constant [9 x i8] c"%s %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca [2 x double], align 8
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #13
  %4 = bitcast [2 x double]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #13
  %5 = load i32, i32* @seed, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %6, %0
  %7 = phi i64 [ 0, %0 ], [ %104, %6 ]
  %8 = phi i32 [ %5, %0 ], [ %97, %6 ]
  %9 = mul i32 %8, 22695477
  %10 = add i32 %9, 1
  %11 = lshr i32 %10, 9
  %12 = add nsw i32 %11, -2097152
  %13 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %7
  store i32 %12, i32* %13, align 4, !tbaa !5
  %14 = mul i32 %10, 22695477
  %15 = add i32 %14, 1
  %16 = lshr i32 %15, 9
  %17 = trunc i32 %16 to i16
  %18 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %7
  store i16 %17, i16* %18, align 2, !tbaa !9
  %19 = mul i32 %15, 22695477
  %20 = add i32 %19, 1
  %21 = lshr i32 %20, 13
  %22 = trunc i32 %21 to i16
  %23 = getelementptr inbounds [157 x i16], [157 x i16]* @b16, i64 0, i64 %7
  store i16 %22, i16* %23, align 2, !tbaa !9
  %24 = mul i32 %20, 22695477
  %25 = add i32 %24, 1
  %26 = lshr i32 %25, 9
  %27 = trunc i32 %26 to i8
  %28 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i64 0, i64 %7
  store i8 %27, i8* %28, align 1, !tbaa !11
  %29 = mul i32 %25, 22695477
  %30 = add i32 %29, 1
  %31 = lshr i32 %30, 11
  %32 = trunc i32 %31 to i8
  %33 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i64 0, i64 %7
  store i8 %32, i8* %33, align 1, !tbaa !11
  %34 = mul i32 %30, 22695477
  %35 = add i32 %34, 1
  %36 = lshr i32 %35, 9
  %37 = urem i32 %36, 10001
  %38 = add nsw i32 %37, -5000
  %39 = sitofp i32 %38 to double
  %40 = fmul double %39, 1.250000e-01
  %41 = getelementptr inbounds [157 x double], [157 x double]* @da, i64 0, i64 %7
  store double %40, double* %41, align 8, !tbaa !12
  %42 = mul i32 %35, 22695477
  %43 = add i32 %42, 1
  %44 = lshr i32 %43, 9
  %45 = urem i32 %44, 1000
  %46 = add nsw i32 %45, -500
  %47 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %7, i32 0
  store i32 %46, i32* %47, align 4, !tbaa !14
  %48 = mul i32 %43, 22695477
  %49 = add i32 %48, 1
  %50 = lshr i32 %49, 9
  %51 = add nsw i32 %50, -1048576
  %52 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %7, i32 1
  store i32 %51, i32* %52, align 4, !tbaa !16
  %53 = mul i32 %49, 22695477
  %54 = add i32 %53, 1
  %55 = lshr i32 %54, 9
  %56 = urem i32 %55, 1000
  %57 = uitofp i32 %56 to double
  %58 = fmul double %57, 6.250000e-02
  %59 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 %7, i32 0
  store double %58, double* %59, align 8, !tbaa !17
  %60 = mul i32 %54, 22695477
  %61 = add i32 %60, 1
  %62 = lshr i32 %61, 9
  %63 = urem i32 %62, 1000
  %64 = add nsw i32 %63, -500
  %65 = sitofp i32 %64 to double
  %66 = fmul double %65, 3.125000e-02
  %67 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 %7, i32 1
  store double %66, double* %67, align 8, !tbaa !19
  %68 = mul i32 %61, 22695477
  %69 = add i32 %68, 1
  %70 = lshr i32 %69, 9
  %71 = urem i32 %70, 777
  %72 = uitofp i32 %71 to double
  %73 = fmul double %72, 2.500000e-01
  %74 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i64 0, i64 %7, i32 0
  store double %73, double* %74, align 8, !tbaa !17
  %75 = mul i32 %69, 22695477
  %76 = add i32 %75, 1
  %77 = lshr i32 %76, 9
  %78 = urem i32 %77, 555
  %79 = uitofp i32 %78 to double
  %80 = fmul double %79, 1.250000e-01
  %81 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i64 0, i64 %7, i32 1
  store double %80, double* %81, align 8, !tbaa !19
  %82 = mul i32 %76, 22695477
  %83 = add i32 %82, 1
  %84 = lshr i32 %83, 9
  %85 = and i32 %84, 255
  %86 = uitofp i32 %85 to float
  %87 = fdiv float %86, 2.550000e+02
  %88 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %7, i32 0
  store float %87, float* %88, align 4, !tbaa !20
  %89 = mul i32 %83, 22695477
  %90 = add i32 %89, 1
  %91 = lshr i32 %90, 9
  %92 = and i32 %91, 255
  %93 = uitofp i32 %92 to float
  %94 = fdiv float %93, 2.550000e+02
  %95 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %7, i32 1
  store float %94, float* %95, align 4, !tbaa !23
  %96 = mul i32 %90, 22695477
  %97 = add i32 %96, 1
  %98 = lshr i32 %97, 9
  %99 = and i32 %98, 255
  %100 = uitofp i32 %99 to float
  %101 = fdiv float %100, 2.550000e+02
  %102 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %7, i32 2
  store float %101, float* %102, align 4, !tbaa !24
  %103 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %7, i32 3
  store float 1.000000e+00, float* %103, align 4, !tbaa !25
  %104 = add nuw nsw i64 %7, 1
  %105 = icmp eq i64 %104, 157
  br i1 %105, label %106, label %6, !llvm.loop !26

106:                                              ; preds = %6
  store i32 %97, i32* @seed, align 4, !tbaa !5
  tail call fastcc void @rev32()
  br label %107

107:                                              ; preds = %107, %106
  %108 = phi i64 [ 0, %106 ], [ %133, %107 ]
  %109 = phi i32 [ 0, %106 ], [ %132, %107 ]
  %110 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %108
  %111 = load i8, i8* %110, align 4, !tbaa !11
  %112 = zext i8 %111 to i32
  %113 = xor i32 %109, %112
  %114 = mul i32 %113, 16777619
  %115 = or i64 %108, 1
  %116 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %115
  %117 = load i8, i8* %116, align 1, !tbaa !11
  %118 = zext i8 %117 to i32
  %119 = xor i32 %114, %118
  %120 = mul i32 %119, 16777619
  %121 = or i64 %108, 2
  %122 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %121
  %123 = load i8, i8* %122, align 2, !tbaa !11
  %124 = zext i8 %123 to i32
  %125 = xor i32 %120, %124
  %126 = mul i32 %125, 16777619
  %127 = or i64 %108, 3
  %128 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %127
  %129 = load i8, i8* %128, align 1, !tbaa !11
  %130 = zext i8 %129 to i32
  %131 = xor i32 %126, %130
  %132 = mul i32 %131, 16777619
  %133 = add nuw nsw i64 %108, 4
  %134 = icmp eq i64 %133, 628
  br i1 %134, label %135, label %107, !llvm.loop !28

135:                                              ; preds = %107
  %136 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef zeroext %132) #13
  %137 = load i32, i32* @check, align 4, !tbaa !5
  %138 = xor i32 %137, %132
  %139 = mul i32 %138, 16777619
  store i32 %139, i32* @check, align 4, !tbaa !5
  tail call fastcc void @rev16()
  br label %140

140:                                              ; preds = %140, %135
  %141 = phi i64 [ 0, %135 ], [ %154, %140 ]
  %142 = phi i32 [ 0, %135 ], [ %153, %140 ]
  %143 = getelementptr inbounds i8, i8* bitcast ([157 x i16]* @main.c16 to i8*), i64 %141
  %144 = load i8, i8* %143, align 2, !tbaa !11
  %145 = zext i8 %144 to i32
  %146 = xor i32 %142, %145
  %147 = mul i32 %146, 16777619
  %148 = or i64 %141, 1
  %149 = getelementptr inbounds i8, i8* bitcast ([157 x i16]* @main.c16 to i8*), i64 %148
  %150 = load i8, i8* %149, align 1, !tbaa !11
  %151 = zext i8 %150 to i32
  %152 = xor i32 %147, %151
  %153 = mul i32 %152, 16777619
  %154 = add nuw nsw i64 %141, 2
  %155 = icmp eq i64 %154, 314
  br i1 %155, label %156, label %140, !llvm.loop !28

156:                                              ; preds = %140
  %157 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef zeroext %153) #13
  %158 = load i32, i32* @check, align 4, !tbaa !5
  %159 = xor i32 %158, %153
  %160 = mul i32 %159, 16777619
  store i32 %160, i32* @check, align 4, !tbaa !5
  tail call fastcc void @rev8()
  br label %161

161:                                              ; preds = %195, %156
  %162 = phi i64 [ 0, %156 ], [ %213, %195 ]
  %163 = phi i32 [ 0, %156 ], [ %212, %195 ]
  %164 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %162
  %165 = load i8, i8* %164, align 1, !tbaa !11
  %166 = zext i8 %165 to i32
  %167 = xor i32 %163, %166
  %168 = mul i32 %167, 16777619
  %169 = or i64 %162, 1
  %170 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %169
  %171 = load i8, i8* %170, align 1, !tbaa !11
  %172 = zext i8 %171 to i32
  %173 = xor i32 %168, %172
  %174 = mul i32 %173, 16777619
  %175 = or i64 %162, 2
  %176 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %175
  %177 = load i8, i8* %176, align 1, !tbaa !11
  %178 = zext i8 %177 to i32
  %179 = xor i32 %174, %178
  %180 = mul i32 %179, 16777619
  %181 = or i64 %162, 3
  %182 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %181
  %183 = load i8, i8* %182, align 1, !tbaa !11
  %184 = zext i8 %183 to i32
  %185 = xor i32 %180, %184
  %186 = mul i32 %185, 16777619
  %187 = or i64 %162, 4
  %188 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %187
  %189 = load i8, i8* %188, align 1, !tbaa !11
  %190 = zext i8 %189 to i32
  %191 = xor i32 %186, %190
  %192 = mul i32 %191, 16777619
  %193 = or i64 %162, 5
  %194 = icmp eq i64 %193, 157
  br i1 %194, label %214, label %195, !llvm.loop !28

195:                                              ; preds = %161
  %196 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %193
  %197 = load i8, i8* %196, align 1, !tbaa !11
  %198 = zext i8 %197 to i32
  %199 = xor i32 %192, %198
  %200 = mul i32 %199, 16777619
  %201 = or i64 %162, 6
  %202 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %201
  %203 = load i8, i8* %202, align 1, !tbaa !11
  %204 = zext i8 %203 to i32
  %205 = xor i32 %200, %204
  %206 = mul i32 %205, 16777619
  %207 = or i64 %162, 7
  %208 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %207
  %209 = load i8, i8* %208, align 1, !tbaa !11
  %210 = zext i8 %209 to i32
  %211 = xor i32 %206, %210
  %212 = mul i32 %211, 16777619
  %213 = add nuw nsw i64 %162, 8
  br label %161

214:                                              ; preds = %161
  %215 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef zeroext %192) #13
  %216 = load i32, i32* @check, align 4, !tbaa !5
  %217 = xor i32 %216, %192
  %218 = mul i32 %217, 16777619
  store i32 %218, i32* @check, align 4, !tbaa !5
  tail call fastcc void @revd()
  br label %219

219:                                              ; preds = %219, %214
  %220 = phi i64 [ 0, %214 ], [ %269, %219 ]
  %221 = phi i32 [ 0, %214 ], [ %268, %219 ]
  %222 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %220
  %223 = load i8, i8* %222, align 8, !tbaa !11
  %224 = zext i8 %223 to i32
  %225 = xor i32 %221, %224
  %226 = mul i32 %225, 16777619
  %227 = or i64 %220, 1
  %228 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %227
  %229 = load i8, i8* %228, align 1, !tbaa !11
  %230 = zext i8 %229 to i32
  %231 = xor i32 %226, %230
  %232 = mul i32 %231, 16777619
  %233 = or i64 %220, 2
  %234 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %233
  %235 = load i8, i8* %234, align 2, !tbaa !11
  %236 = zext i8 %235 to i32
  %237 = xor i32 %232, %236
  %238 = mul i32 %237, 16777619
  %239 = or i64 %220, 3
  %240 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %239
  %241 = load i8, i8* %240, align 1, !tbaa !11
  %242 = zext i8 %241 to i32
  %243 = xor i32 %238, %242
  %244 = mul i32 %243, 16777619
  %245 = or i64 %220, 4
  %246 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %245
  %247 = load i8, i8* %246, align 4, !tbaa !11
  %248 = zext i8 %247 to i32
  %249 = xor i32 %244, %248
  %250 = mul i32 %249, 16777619
  %251 = or i64 %220, 5
  %252 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %251
  %253 = load i8, i8* %252, align 1, !tbaa !11
  %254 = zext i8 %253 to i32
  %255 = xor i32 %250, %254
  %256 = mul i32 %255, 16777619
  %257 = or i64 %220, 6
  %258 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %257
  %259 = load i8, i8* %258, align 2, !tbaa !11
  %260 = zext i8 %259 to i32
  %261 = xor i32 %256, %260
  %262 = mul i32 %261, 16777619
  %263 = or i64 %220, 7
  %264 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %263
  %265 = load i8, i8* %264, align 1, !tbaa !11
  %266 = zext i8 %265 to i32
  %267 = xor i32 %262, %266
  %268 = mul i32 %267, 16777619
  %269 = add nuw nsw i64 %220, 8
  %270 = icmp eq i64 %269, 1256
  br i1 %270, label %271, label %219, !llvm.loop !28

271:                                              ; preds = %219
  %272 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef zeroext %268) #13
  %273 = load i32, i32* @check, align 4, !tbaa !5
  %274 = xor i32 %273, %268
  %275 = mul i32 %274, 16777619
  store i32 %275, i32* @check, align 4, !tbaa !5
  %276 = call fastcc i64 @strided(i64* noundef nonnull %1)
  %277 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i64 noundef %276)
  %278 = load i64, i64* %1, align 8, !tbaa !29
  %279 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i64 noundef %278)
  tail call fastcc void @interleave()
  br label %280

280:                                              ; preds = %280, %271
  %281 = phi i64 [ 0, %271 ], [ %330, %280 ]
  %282 = phi i32 [ 0, %271 ], [ %329, %280 ]
  %283 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %281
  %284 = load i8, i8* %283, align 4, !tbaa !11
  %285 = zext i8 %284 to i32
  %286 = xor i32 %282, %285
  %287 = mul i32 %286, 16777619
  %288 = or i64 %281, 1
  %289 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %288
  %290 = load i8, i8* %289, align 1, !tbaa !11
  %291 = zext i8 %290 to i32
  %292 = xor i32 %287, %291
  %293 = mul i32 %292, 16777619
  %294 = or i64 %281, 2
  %295 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %294
  %296 = load i8, i8* %295, align 2, !tbaa !11
  %297 = zext i8 %296 to i32
  %298 = xor i32 %293, %297
  %299 = mul i32 %298, 16777619
  %300 = or i64 %281, 3
  %301 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %300
  %302 = load i8, i8* %301, align 1, !tbaa !11
  %303 = zext i8 %302 to i32
  %304 = xor i32 %299, %303
  %305 = mul i32 %304, 16777619
  %306 = or i64 %281, 4
  %307 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %306
  %308 = load i8, i8* %307, align 4, !tbaa !11
  %309 = zext i8 %308 to i32
  %310 = xor i32 %305, %309
  %311 = mul i32 %310, 16777619
  %312 = or i64 %281, 5
  %313 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %312
  %314 = load i8, i8* %313, align 1, !tbaa !11
  %315 = zext i8 %314 to i32
  %316 = xor i32 %311, %315
  %317 = mul i32 %316, 16777619
  %318 = or i64 %281, 6
  %319 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %318
  %320 = load i8, i8* %319, align 2, !tbaa !11
  %321 = zext i8 %320 to i32
  %322 = xor i32 %317, %321
  %323 = mul i32 %322, 16777619
  %324 = or i64 %281, 7
  %325 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %324
  %326 = load i8, i8* %325, align 1, !tbaa !11
  %327 = zext i8 %326 to i32
  %328 = xor i32 %323, %327
  %329 = mul i32 %328, 16777619
  %330 = add nuw nsw i64 %281, 8
  %331 = icmp eq i64 %330, 1256
  br i1 %331, label %332, label %280, !llvm.loop !28

332:                                              ; preds = %280
  %333 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef zeroext %329) #13
  %334 = load i32, i32* @check, align 4, !tbaa !5
  %335 = xor i32 %334, %329
  %336 = mul i32 %335, 16777619
  store i32 %336, i32* @check, align 4, !tbaa !5
  tail call fastcc void @deinterleave()
  br label %337

337:                                              ; preds = %337, %332
  %338 = phi i64 [ 0, %332 ], [ %363, %337 ]
  %339 = phi i32 [ 0, %332 ], [ %362, %337 ]
  %340 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @a32 to i8*), i64 %338
  %341 = load i8, i8* %340, align 4, !tbaa !11
  %342 = zext i8 %341 to i32
  %343 = xor i32 %339, %342
  %344 = mul i32 %343, 16777619
  %345 = or i64 %338, 1
  %346 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @a32 to i8*), i64 %345
  %347 = load i8, i8* %346, align 1, !tbaa !11
  %348 = zext i8 %347 to i32
  %349 = xor i32 %344, %348
  %350 = mul i32 %349, 16777619
  %351 = or i64 %338, 2
  %352 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @a32 to i8*), i64 %351
  %353 = load i8, i8* %352, align 2, !tbaa !11
  %354 = zext i8 %353 to i32
  %355 = xor i32 %350, %354
  %356 = mul i32 %355, 16777619
  %357 = or i64 %338, 3
  %358 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @a32 to i8*), i64 %357
  %359 = load i8, i8* %358, align 1, !tbaa !11
  %360 = zext i8 %359 to i32
  %361 = xor i32 %356, %360
  %362 = mul i32 %361, 16777619
  %363 = add nuw nsw i64 %338, 4
  %364 = icmp eq i64 %363, 628
  br i1 %364, label %365, label %337, !llvm.loop !28

365:                                              ; preds = %337
  %366 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %362) #13
  %367 = load i32, i32* @check, align 4, !tbaa !5
  %368 = xor i32 %367, %362
  %369 = mul i32 %368, 16777619
  store i32 %369, i32* @check, align 4, !tbaa !5
  br label %370

370:                                              ; preds = %370, %365
  %371 = phi i64 [ 0, %365 ], [ %396, %370 ]
  %372 = phi i32 [ 0, %365 ], [ %395, %370 ]
  %373 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %371
  %374 = load i8, i8* %373, align 4, !tbaa !11
  %375 = zext i8 %374 to i32
  %376 = xor i32 %372, %375
  %377 = mul i32 %376, 16777619
  %378 = or i64 %371, 1
  %379 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %378
  %380 = load i8, i8* %379, align 1, !tbaa !11
  %381 = zext i8 %380 to i32
  %382 = xor i32 %377, %381
  %383 = mul i32 %382, 16777619
  %384 = or i64 %371, 2
  %385 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %384
  %386 = load i8, i8* %385, align 2, !tbaa !11
  %387 = zext i8 %386 to i32
  %388 = xor i32 %383, %387
  %389 = mul i32 %388, 16777619
  %390 = or i64 %371, 3
  %391 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %390
  %392 = load i8, i8* %391, align 1, !tbaa !11
  %393 = zext i8 %392 to i32
  %394 = xor i32 %389, %393
  %395 = mul i32 %394, 16777619
  %396 = add nuw nsw i64 %371, 4
  %397 = icmp eq i64 %396, 628
  br i1 %397, label %398, label %370, !llvm.loop !28

398:                                              ; preds = %370
  %399 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i64 0, i64 0), i32 noundef zeroext %395) #13
  %400 = load i32, i32* @check, align 4, !tbaa !5
  %401 = xor i32 %400, %395
  %402 = mul i32 %401, 16777619
  store i32 %402, i32* @check, align 4, !tbaa !5
  tail call fastcc void @cmul()
  br label %403

403:                                              ; preds = %403, %398
  %404 = phi i64 [ 0, %398 ], [ %453, %403 ]
  %405 = phi i32 [ 0, %398 ], [ %452, %403 ]
  %406 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %404
  %407 = load i8, i8* %406, align 8, !tbaa !11
  %408 = zext i8 %407 to i32
  %409 = xor i32 %405, %408
  %410 = mul i32 %409, 16777619
  %411 = or i64 %404, 1
  %412 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %411
  %413 = load i8, i8* %412, align 1, !tbaa !11
  %414 = zext i8 %413 to i32
  %415 = xor i32 %410, %414
  %416 = mul i32 %415, 16777619
  %417 = or i64 %404, 2
  %418 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %417
  %419 = load i8, i8* %418, align 2, !tbaa !11
  %420 = zext i8 %419 to i32
  %421 = xor i32 %416, %420
  %422 = mul i32 %421, 16777619
  %423 = or i64 %404, 3
  %424 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %423
  %425 = load i8, i8* %424, align 1, !tbaa !11
  %426 = zext i8 %425 to i32
  %427 = xor i32 %422, %426
  %428 = mul i32 %427, 16777619
  %429 = or i64 %404, 4
  %430 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %429
  %431 = load i8, i8* %430, align 4, !tbaa !11
  %432 = zext i8 %431 to i32
  %433 = xor i32 %428, %432
  %434 = mul i32 %433, 16777619
  %435 = or i64 %404, 5
  %436 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %435
  %437 = load i8, i8* %436, align 1, !tbaa !11
  %438 = zext i8 %437 to i32
  %439 = xor i32 %434, %438
  %440 = mul i32 %439, 16777619
  %441 = or i64 %404, 6
  %442 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %441
  %443 = load i8, i8* %442, align 2, !tbaa !11
  %444 = zext i8 %443 to i32
  %445 = xor i32 %440, %444
  %446 = mul i32 %445, 16777619
  %447 = or i64 %404, 7
  %448 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %447
  %449 = load i8, i8* %448, align 1, !tbaa !11
  %450 = zext i8 %449 to i32
  %451 = xor i32 %446, %450
  %452 = mul i32 %451, 16777619
  %453 = add nuw nsw i64 %404, 8
  %454 = icmp eq i64 %453, 2512
  br i1 %454, label %455, label %403, !llvm.loop !28

455:                                              ; preds = %403
  %456 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i32 noundef zeroext %452) #13
  %457 = load i32, i32* @check, align 4, !tbaa !5
  %458 = xor i32 %457, %452
  %459 = mul i32 %458, 16777619
  store i32 %459, i32* @check, align 4, !tbaa !5
  tail call fastcc void @shade()
  br label %460

460:                                              ; preds = %460, %455
  %461 = phi i64 [ 0, %455 ], [ %510, %460 ]
  %462 = phi i32 [ 0, %455 ], [ %509, %460 ]
  %463 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %461
  %464 = load i8, i8* %463, align 4, !tbaa !11
  %465 = zext i8 %464 to i32
  %466 = xor i32 %462, %465
  %467 = mul i32 %466, 16777619
  %468 = or i64 %461, 1
  %469 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %468
  %470 = load i8, i8* %469, align 1, !tbaa !11
  %471 = zext i8 %470 to i32
  %472 = xor i32 %467, %471
  %473 = mul i32 %472, 16777619
  %474 = or i64 %461, 2
  %475 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %474
  %476 = load i8, i8* %475, align 2, !tbaa !11
  %477 = zext i8 %476 to i32
  %478 = xor i32 %473, %477
  %479 = mul i32 %478, 16777619
  %480 = or i64 %461, 3
  %481 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %480
  %482 = load i8, i8* %481, align 1, !tbaa !11
  %483 = zext i8 %482 to i32
  %484 = xor i32 %479, %483
  %485 = mul i32 %484, 16777619
  %486 = or i64 %461, 4
  %487 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %486
  %488 = load i8, i8* %487, align 4, !tbaa !11
  %489 = zext i8 %488 to i32
  %490 = xor i32 %485, %489
  %491 = mul i32 %490, 16777619
  %492 = or i64 %461, 5
  %493 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %492
  %494 = load i8, i8* %493, align 1, !tbaa !11
  %495 = zext i8 %494 to i32
  %496 = xor i32 %491, %495
  %497 = mul i32 %496, 16777619
  %498 = or i64 %461, 6
  %499 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %498
  %500 = load i8, i8* %499, align 2, !tbaa !11
  %501 = zext i8 %500 to i32
  %502 = xor i32 %497, %501
  %503 = mul i32 %502, 16777619
  %504 = or i64 %461, 7
  %505 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %504
  %506 = load i8, i8* %505, align 1, !tbaa !11
  %507 = zext i8 %506 to i32
  %508 = xor i32 %503, %507
  %509 = mul i32 %508, 16777619
  %510 = add nuw nsw i64 %461, 8
  %511 = icmp eq i64 %510, 2512
  br i1 %511, label %512, label %460, !llvm.loop !28

512:                                              ; preds = %460
  %513 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0), i32 noundef zeroext %509) #13
  %514 = load i32, i32* @check, align 4, !tbaa !5
  %515 = xor i32 %514, %509
  %516 = mul i32 %515, 16777619
  store i32 %516, i32* @check, align 4, !tbaa !5
  br label %656

517:                                              ; preds = %656
  tail call fastcc void @slp4()
  %518 = load i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), align 4, !tbaa !11
  %519 = zext i8 %518 to i32
  %520 = mul nuw i32 %519, 16777619
  %521 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 1), align 1, !tbaa !11
  %522 = zext i8 %521 to i32
  %523 = xor i32 %520, %522
  %524 = mul i32 %523, 16777619
  %525 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 2), align 2, !tbaa !11
  %526 = zext i8 %525 to i32
  %527 = xor i32 %524, %526
  %528 = mul i32 %527, 16777619
  %529 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 3), align 1, !tbaa !11
  %530 = zext i8 %529 to i32
  %531 = xor i32 %528, %530
  %532 = mul i32 %531, 16777619
  %533 = load i8, i8* bitcast (i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i64 0, i64 1) to i8*), align 4, !tbaa !11
  %534 = zext i8 %533 to i32
  %535 = xor i32 %532, %534
  %536 = mul i32 %535, 16777619
  %537 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 5), align 1, !tbaa !11
  %538 = zext i8 %537 to i32
  %539 = xor i32 %536, %538
  %540 = mul i32 %539, 16777619
  %541 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 6), align 2, !tbaa !11
  %542 = zext i8 %541 to i32
  %543 = xor i32 %540, %542
  %544 = mul i32 %543, 16777619
  %545 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 7), align 1, !tbaa !11
  %546 = zext i8 %545 to i32
  %547 = xor i32 %544, %546
  %548 = mul i32 %547, 16777619
  %549 = load i8, i8* bitcast (i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i64 0, i64 2) to i8*), align 4, !tbaa !11
  %550 = zext i8 %549 to i32
  %551 = xor i32 %548, %550
  %552 = mul i32 %551, 16777619
  %553 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 9), align 1, !tbaa !11
  %554 = zext i8 %553 to i32
  %555 = xor i32 %552, %554
  %556 = mul i32 %555, 16777619
  %557 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 10), align 2, !tbaa !11
  %558 = zext i8 %557 to i32
  %559 = xor i32 %556, %558
  %560 = mul i32 %559, 16777619
  %561 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 11), align 1, !tbaa !11
  %562 = zext i8 %561 to i32
  %563 = xor i32 %560, %562
  %564 = mul i32 %563, 16777619
  %565 = load i8, i8* bitcast (i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i64 0, i64 3) to i8*), align 4, !tbaa !11
  %566 = zext i8 %565 to i32
  %567 = xor i32 %564, %566
  %568 = mul i32 %567, 16777619
  %569 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 13), align 1, !tbaa !11
  %570 = zext i8 %569 to i32
  %571 = xor i32 %568, %570
  %572 = mul i32 %571, 16777619
  %573 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 14), align 2, !tbaa !11
  %574 = zext i8 %573 to i32
  %575 = xor i32 %572, %574
  %576 = mul i32 %575, 16777619
  %577 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 15), align 1, !tbaa !11
  %578 = zext i8 %577 to i32
  %579 = xor i32 %576, %578
  %580 = mul i32 %579, 16777619
  %581 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext %580) #13
  %582 = load i32, i32* @check, align 4, !tbaa !5
  %583 = xor i32 %582, %580
  %584 = mul i32 %583, 16777619
  store i32 %584, i32* @check, align 4, !tbaa !5
  %585 = getelementptr inbounds [2 x double], [2 x double]* %2, i64 0, i64 0
  call fastcc void @slpd(double* noundef nonnull %585)
  %586 = load double, double* %585, align 8, !tbaa !12
  %587 = getelementptr inbounds [2 x double], [2 x double]* %2, i64 0, i64 1
  %588 = load double, double* %587, align 8, !tbaa !12
  %589 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i64 0, i64 0), double noundef %586, double noundef %588)
  %590 = tail call fastcc zeroext i32 @bytesum()
  %591 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i32 noundef zeroext %590)
  tail call fastcc void @avg8()
  br label %592

592:                                              ; preds = %626, %517
  %593 = phi i64 [ 0, %517 ], [ %644, %626 ]
  %594 = phi i32 [ 0, %517 ], [ %643, %626 ]
  %595 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %593
  %596 = load i8, i8* %595, align 1, !tbaa !11
  %597 = zext i8 %596 to i32
  %598 = xor i32 %594, %597
  %599 = mul i32 %598, 16777619
  %600 = or i64 %593, 1
  %601 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %600
  %602 = load i8, i8* %601, align 1, !tbaa !11
  %603 = zext i8 %602 to i32
  %604 = xor i32 %599, %603
  %605 = mul i32 %604, 16777619
  %606 = or i64 %593, 2
  %607 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %606
  %608 = load i8, i8* %607, align 1, !tbaa !11
  %609 = zext i8 %608 to i32
  %610 = xor i32 %605, %609
  %611 = mul i32 %610, 16777619
  %612 = or i64 %593, 3
  %613 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %612
  %614 = load i8, i8* %613, align 1, !tbaa !11
  %615 = zext i8 %614 to i32
  %616 = xor i32 %611, %615
  %617 = mul i32 %616, 16777619
  %618 = or i64 %593, 4
  %619 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %618
  %620 = load i8, i8* %619, align 1, !tbaa !11
  %621 = zext i8 %620 to i32
  %622 = xor i32 %617, %621
  %623 = mul i32 %622, 16777619
  %624 = or i64 %593, 5
  %625 = icmp eq i64 %624, 157
  br i1 %625, label %645, label %626, !llvm.loop !28

626:                                              ; preds = %592
  %627 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %624
  %628 = load i8, i8* %627, align 1, !tbaa !11
  %629 = zext i8 %628 to i32
  %630 = xor i32 %623, %629
  %631 = mul i32 %630, 16777619
  %632 = or i64 %593, 6
  %633 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %632
  %634 = load i8, i8* %633, align 1, !tbaa !11
  %635 = zext i8 %634 to i32
  %636 = xor i32 %631, %635
  %637 = mul i32 %636, 16777619
  %638 = or i64 %593, 7
  %639 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %638
  %640 = load i8, i8* %639, align 1, !tbaa !11
  %641 = zext i8 %640 to i32
  %642 = xor i32 %637, %641
  %643 = mul i32 %642, 16777619
  %644 = add nuw nsw i64 %593, 8
  br label %592

645:                                              ; preds = %592
  %646 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i32 noundef zeroext %623) #13
  %647 = load i32, i32* @check, align 4, !tbaa !5
  %648 = xor i32 %647, %623
  %649 = mul i32 %648, 16777619
  store i32 %649, i32* @check, align 4, !tbaa !5
  %650 = tail call fastcc signext i32 @dot16()
  %651 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext %650)
  %652 = load i32, i32* @check, align 4, !tbaa !5
  %653 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.17, i64 0, i64 0), i32 noundef zeroext %652)
  %654 = load i32, i32* @check, align 4, !tbaa !5
  %655 = and i32 %654, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #13
  ret i32 %655

656:                                              ; preds = %512, %656
  %657 = phi float [ -2.250000e+00, %512 ], [ %669, %656 ]
  %658 = phi float [ 1.500000e+00, %512 ], [ %668, %656 ]
  %659 = phi float [ 8.000000e+00, %512 ], [ %672, %656 ]
  %660 = phi float [ 1.250000e-01, %512 ], [ %671, %656 ]
  %661 = phi i32 [ 0, %512 ], [ %678, %656 ]
  %662 = insertvalue [2 x float] poison, float %658, 0
  %663 = insertvalue [2 x float] %662, float %657, 1
  %664 = tail call fastcc [2 x float] @vscale([2 x float] %663)
  %665 = insertvalue [2 x float] poison, float %660, 0
  %666 = insertvalue [2 x float] %665, float %659, 1
  %667 = tail call fastcc [2 x float] @vadd([2 x float] %664, [2 x float] %666)
  %668 = extractvalue [2 x float] %667, 0
  %669 = extractvalue [2 x float] %667, 1
  %670 = tail call fastcc [2 x float] @vadd([2 x float] %666, [2 x float] %667)
  %671 = extractvalue [2 x float] %670, 0
  %672 = extractvalue [2 x float] %670, 1
  %673 = fpext float %668 to double
  %674 = fpext float %669 to double
  %675 = tail call fastcc float @vdot([2 x float] %667, [2 x float] %670)
  %676 = fpext float %675 to double
  %677 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), double noundef %673, double noundef %674, double noundef %676)
  %678 = add nuw nsw i32 %661, 1
  %679 = icmp eq i32 %678, 10
  br i1 %679, label %517, label %656, !llvm.loop !31
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev32() unnamed_addr #2 {
  %1 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 153) to <4 x i32>*), align 4, !tbaa !5
  %2 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 149) to <4 x i32>*), align 4, !tbaa !5
  %3 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 145) to <4 x i32>*), align 4, !tbaa !5
  %4 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 141) to <4 x i32>*), align 4, !tbaa !5
  %5 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 137) to <4 x i32>*), align 4, !tbaa !5
  %6 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 133) to <4 x i32>*), align 4, !tbaa !5
  %7 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 129) to <4 x i32>*), align 4, !tbaa !5
  %8 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 125) to <4 x i32>*), align 4, !tbaa !5
  %9 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 121) to <4 x i32>*), align 4, !tbaa !5
  %10 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 117) to <4 x i32>*), align 4, !tbaa !5
  %11 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 113) to <4 x i32>*), align 4, !tbaa !5
  %12 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 109) to <4 x i32>*), align 4, !tbaa !5
  %13 = mul nsw <4 x i32> %1, <i32 3, i32 3, i32 3, i32 3>
  %14 = shufflevector <4 x i32> %13, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %15 = mul nsw <4 x i32> %2, <i32 3, i32 3, i32 3, i32 3>
  %16 = shufflevector <4 x i32> %15, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %17 = mul nsw <4 x i32> %3, <i32 3, i32 3, i32 3, i32 3>
  %18 = shufflevector <4 x i32> %17, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %19 = mul nsw <4 x i32> %4, <i32 3, i32 3, i32 3, i32 3>
  %20 = shufflevector <4 x i32> %19, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %21 = mul nsw <4 x i32> %5, <i32 3, i32 3, i32 3, i32 3>
  %22 = shufflevector <4 x i32> %21, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %23 = mul nsw <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>
  %24 = shufflevector <4 x i32> %23, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %25 = mul nsw <4 x i32> %7, <i32 3, i32 3, i32 3, i32 3>
  %26 = shufflevector <4 x i32> %25, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %27 = mul nsw <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>
  %28 = shufflevector <4 x i32> %27, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %29 = mul nsw <4 x i32> %9, <i32 3, i32 3, i32 3, i32 3>
  %30 = shufflevector <4 x i32> %29, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %31 = mul nsw <4 x i32> %10, <i32 3, i32 3, i32 3, i32 3>
  %32 = shufflevector <4 x i32> %31, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %33 = mul nsw <4 x i32> %11, <i32 3, i32 3, i32 3, i32 3>
  %34 = shufflevector <4 x i32> %33, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %35 = mul nsw <4 x i32> %12, <i32 3, i32 3, i32 3, i32 3>
  %36 = shufflevector <4 x i32> %35, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %14, <4 x i32>* bitcast ([157 x i32]* @b32 to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %16, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 4) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %18, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 8) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %20, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 12) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %22, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 16) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %24, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 20) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %26, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 24) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %28, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 28) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %30, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 32) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %32, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 36) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %34, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 40) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %36, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 44) to <4 x i32>*), align 16, !tbaa !5
  %37 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 105) to <4 x i32>*), align 4, !tbaa !5
  %38 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 101) to <4 x i32>*), align 4, !tbaa !5
  %39 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 97) to <4 x i32>*), align 4, !tbaa !5
  %40 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 93) to <4 x i32>*), align 4, !tbaa !5
  %41 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 89) to <4 x i32>*), align 4, !tbaa !5
  %42 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 85) to <4 x i32>*), align 4, !tbaa !5
  %43 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 81) to <4 x i32>*), align 4, !tbaa !5
  %44 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 77) to <4 x i32>*), align 4, !tbaa !5
  %45 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 73) to <4 x i32>*), align 4, !tbaa !5
  %46 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 69) to <4 x i32>*), align 4, !tbaa !5
  %47 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 65) to <4 x i32>*), align 4, !tbaa !5
  %48 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 61) to <4 x i32>*), align 4, !tbaa !5
  %49 = mul nsw <4 x i32> %37, <i32 3, i32 3, i32 3, i32 3>
  %50 = shufflevector <4 x i32> %49, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %51 = mul nsw <4 x i32> %38, <i32 3, i32 3, i32 3, i32 3>
  %52 = shufflevector <4 x i32> %51, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %53 = mul nsw <4 x i32> %39, <i32 3, i32 3, i32 3, i32 3>
  %54 = shufflevector <4 x i32> %53, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %55 = mul nsw <4 x i32> %40, <i32 3, i32 3, i32 3, i32 3>
  %56 = shufflevector <4 x i32> %55, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %57 = mul nsw <4 x i32> %41, <i32 3, i32 3, i32 3, i32 3>
  %58 = shufflevector <4 x i32> %57, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %59 = mul nsw <4 x i32> %42, <i32 3, i32 3, i32 3, i32 3>
  %60 = shufflevector <4 x i32> %59, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %61 = mul nsw <4 x i32> %43, <i32 3, i32 3, i32 3, i32 3>
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %63 = mul nsw <4 x i32> %44, <i32 3, i32 3, i32 3, i32 3>
  %64 = shufflevector <4 x i32> %63, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %65 = mul nsw <4 x i32> %45, <i32 3, i32 3, i32 3, i32 3>
  %66 = shufflevector <4 x i32> %65, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %67 = mul nsw <4 x i32> %46, <i32 3, i32 3, i32 3, i32 3>
  %68 = shufflevector <4 x i32> %67, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %69 = mul nsw <4 x i32> %47, <i32 3, i32 3, i32 3, i32 3>
  %70 = shufflevector <4 x i32> %69, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %71 = mul nsw <4 x i32> %48, <i32 3, i32 3, i32 3, i32 3>
  %72 = shufflevector <4 x i32> %71, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %50, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 48) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %52, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 52) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %54, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 56) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %56, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 60) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %58, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 64) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %60, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 68) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %62, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 72) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %64, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 76) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %66, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 80) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %68, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 84) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %70, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 88) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %72, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 92) to <4 x i32>*), align 16, !tbaa !5
  %73 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 57) to <4 x i32>*), align 4, !tbaa !5
  %74 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 53) to <4 x i32>*), align 4, !tbaa !5
  %75 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 49) to <4 x i32>*), align 4, !tbaa !5
  %76 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 45) to <4 x i32>*), align 4, !tbaa !5
  %77 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 41) to <4 x i32>*), align 4, !tbaa !5
  %78 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 37) to <4 x i32>*), align 4, !tbaa !5
  %79 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 33) to <4 x i32>*), align 4, !tbaa !5
  %80 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 29) to <4 x i32>*), align 4, !tbaa !5
  %81 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 25) to <4 x i32>*), align 4, !tbaa !5
  %82 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 21) to <4 x i32>*), align 4, !tbaa !5
  %83 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 17) to <4 x i32>*), align 4, !tbaa !5
  %84 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 13) to <4 x i32>*), align 4, !tbaa !5
  %85 = mul nsw <4 x i32> %73, <i32 3, i32 3, i32 3, i32 3>
  %86 = shufflevector <4 x i32> %85, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %87 = mul nsw <4 x i32> %74, <i32 3, i32 3, i32 3, i32 3>
  %88 = shufflevector <4 x i32> %87, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %89 = mul nsw <4 x i32> %75, <i32 3, i32 3, i32 3, i32 3>
  %90 = shufflevector <4 x i32> %89, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %91 = mul nsw <4 x i32> %76, <i32 3, i32 3, i32 3, i32 3>
  %92 = shufflevector <4 x i32> %91, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %93 = mul nsw <4 x i32> %77, <i32 3, i32 3, i32 3, i32 3>
  %94 = shufflevector <4 x i32> %93, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %95 = mul nsw <4 x i32> %78, <i32 3, i32 3, i32 3, i32 3>
  %96 = shufflevector <4 x i32> %95, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %97 = mul nsw <4 x i32> %79, <i32 3, i32 3, i32 3, i32 3>
  %98 = shufflevector <4 x i32> %97, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %99 = mul nsw <4 x i32> %80, <i32 3, i32 3, i32 3, i32 3>
  %100 = shufflevector <4 x i32> %99, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %101 = mul nsw <4 x i32> %81, <i32 3, i32 3, i32 3, i32 3>
  %102 = shufflevector <4 x i32> %101, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %103 = mul nsw <4 x i32> %82, <i32 3, i32 3, i32 3, i32 3>
  %104 = shufflevector <4 x i32> %103, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %105 = mul nsw <4 x i32> %83, <i32 3, i32 3, i32 3, i32 3>
  %106 = shufflevector <4 x i32> %105, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %107 = mul nsw <4 x i32> %84, <i32 3, i32 3, i32 3, i32 3>
  %108 = shufflevector <4 x i32> %107, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %86, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 96) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %88, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 100) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %90, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 104) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %92, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 108) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %94, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 112) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %96, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 116) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %98, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 120) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %100, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 124) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %102, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 128) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %104, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 132) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %106, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 136) to <4 x i32>*), align 16, !tbaa !5
  store <4 x i32> %108, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 140) to <4 x i32>*), align 16, !tbaa !5
  %109 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 12), align 4, !tbaa !5
  %110 = mul nsw i32 %109, 3
  store i32 %110, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 144), align 16, !tbaa !5
  %111 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 11), align 4, !tbaa !5
  %112 = mul nsw i32 %111, 3
  store i32 %112, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 145), align 4, !tbaa !5
  %113 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 10), align 4, !tbaa !5
  %114 = mul nsw i32 %113, 3
  store i32 %114, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 146), align 8, !tbaa !5
  %115 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 9), align 4, !tbaa !5
  %116 = mul nsw i32 %115, 3
  store i32 %116, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 147), align 4, !tbaa !5
  %117 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 8), align 4, !tbaa !5
  %118 = mul nsw i32 %117, 3
  store i32 %118, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 148), align 16, !tbaa !5
  %119 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 7), align 4, !tbaa !5
  %120 = mul nsw i32 %119, 3
  store i32 %120, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 149), align 4, !tbaa !5
  %121 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 6), align 4, !tbaa !5
  %122 = mul nsw i32 %121, 3
  store i32 %122, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 150), align 8, !tbaa !5
  %123 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 5), align 4, !tbaa !5
  %124 = mul nsw i32 %123, 3
  store i32 %124, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 151), align 4, !tbaa !5
  %125 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 4), align 4, !tbaa !5
  %126 = mul nsw i32 %125, 3
  store i32 %126, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 152), align 16, !tbaa !5
  %127 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 3), align 4, !tbaa !5
  %128 = mul nsw i32 %127, 3
  store i32 %128, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 153), align 4, !tbaa !5
  %129 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 2), align 4, !tbaa !5
  %130 = mul nsw i32 %129, 3
  store i32 %130, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 154), align 8, !tbaa !5
  %131 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 1), align 4, !tbaa !5
  %132 = mul nsw i32 %131, 3
  store i32 %132, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 155), align 4, !tbaa !5
  %133 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 0), align 4, !tbaa !5
  %134 = mul nsw i32 %133, 3
  store i32 %134, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 156), align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev16() unnamed_addr #2 {
  %1 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 149) to <8 x i16>*), align 2, !tbaa !9
  %2 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 141) to <8 x i16>*), align 2, !tbaa !9
  %3 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 133) to <8 x i16>*), align 2, !tbaa !9
  %4 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 125) to <8 x i16>*), align 2, !tbaa !9
  %5 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 117) to <8 x i16>*), align 2, !tbaa !9
  %6 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 109) to <8 x i16>*), align 2, !tbaa !9
  %7 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 101) to <8 x i16>*), align 2, !tbaa !9
  %8 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 93) to <8 x i16>*), align 2, !tbaa !9
  %9 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 85) to <8 x i16>*), align 2, !tbaa !9
  %10 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 77) to <8 x i16>*), align 2, !tbaa !9
  %11 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 69) to <8 x i16>*), align 2, !tbaa !9
  %12 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 61) to <8 x i16>*), align 2, !tbaa !9
  %13 = add <8 x i16> %1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %14 = shufflevector <8 x i16> %13, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %15 = add <8 x i16> %2, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %16 = shufflevector <8 x i16> %15, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = add <8 x i16> %3, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %18 = shufflevector <8 x i16> %17, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %19 = add <8 x i16> %4, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %20 = shufflevector <8 x i16> %19, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %21 = add <8 x i16> %5, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %22 = shufflevector <8 x i16> %21, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = add <8 x i16> %6, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %24 = shufflevector <8 x i16> %23, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %25 = add <8 x i16> %7, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %26 = shufflevector <8 x i16> %25, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %27 = add <8 x i16> %8, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %28 = shufflevector <8 x i16> %27, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %29 = add <8 x i16> %9, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %30 = shufflevector <8 x i16> %29, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %31 = add <8 x i16> %10, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %32 = shufflevector <8 x i16> %31, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %33 = add <8 x i16> %11, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %34 = shufflevector <8 x i16> %33, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %35 = add <8 x i16> %12, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %36 = shufflevector <8 x i16> %35, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i16> %14, <8 x i16>* bitcast ([157 x i16]* @main.c16 to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %16, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 8) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %18, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 16) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %20, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 24) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %22, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 32) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %24, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 40) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %26, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 48) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %28, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 56) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %30, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 64) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %32, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 72) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %34, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 80) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %36, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 88) to <8 x i16>*), align 16, !tbaa !9
  br label %38

37:                                               ; preds = %38
  ret void

38:                                               ; preds = %71, %0
  %39 = phi i64 [ 96, %0 ], [ %89, %71 ]
  %40 = sub nuw nsw i64 156, %39
  %41 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %40
  %42 = load i16, i16* %41, align 2, !tbaa !9
  %43 = add i16 %42, 1
  %44 = getelementptr inbounds [157 x i16], [157 x i16]* @main.c16, i64 0, i64 %39
  store i16 %43, i16* %44, align 16, !tbaa !9
  %45 = or i64 %39, 1
  %46 = sub nsw i64 155, %39
  %47 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %46
  %48 = load i16, i16* %47, align 2, !tbaa !9
  %49 = add i16 %48, 1
  %50 = getelementptr inbounds [157 x i16], [157 x i16]* @main.c16, i64 0, i64 %45
  store i16 %49, i16* %50, align 2, !tbaa !9
  %51 = or i64 %39, 2
  %52 = sub nsw i64 154, %39
  %53 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %52
  %54 = load i16, i16* %53, align 2, !tbaa !9
  %55 = add i16 %54, 1
  %56 = getelementptr inbounds [157 x i16], [157 x i16]* @main.c16, i64 0, i64 %51
  store i16 %55, i16* %56, align 4, !tbaa !9
  %57 = or i64 %39, 3
  %58 = sub nsw i64 153, %39
  %59 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %58
  %60 = load i16, i16* %59, align 2, !tbaa !9
  %61 = add i16 %60, 1
  %62 = getelementptr inbounds [157 x i16], [157 x i16]* @main.c16, i64 0, i64 %57
  store i16 %61, i16* %62, align 2, !tbaa !9
  %63 = or i64 %39, 4
  %64 = sub nsw i64 152, %39
  %65 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %64
  %66 = load i16, i16* %65, align 2, !tbaa !9
  %67 = add i16 %66, 1
  %68 = getelementptr inbounds [157 x i16], [157 x i16]* @main.c16, i64 0, i64 %63
  store i16 %67, i16* %68, align 8, !tbaa !9
  %69 = or i64 %39, 5
  %70 = icmp eq i64 %69, 157
  br i1 %70, label %37, label %71, !llvm.loop !32

71:                                               ; preds = %38
  %72 = sub nsw i64 151, %39
  %73 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %72
  %74 = load i16, i16* %73, align 2, !tbaa !9
  %75 = add i16 %74, 1
  %76 = getelementptr inbounds [157 x i16], [157 x i16]* @main.c16, i64 0, i64 %69
  store i16 %75, i16* %76, align 2, !tbaa !9
  %77 = or i64 %39, 6
  %78 = sub nsw i64 150, %39
  %79 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %78
  %80 = load i16, i16* %79, align 2, !tbaa !9
  %81 = add i16 %80, 1
  %82 = getelementptr inbounds [157 x i16], [157 x i16]* @main.c16, i64 0, i64 %77
  store i16 %81, i16* %82, align 4, !tbaa !9
  %83 = or i64 %39, 7
  %84 = sub nsw i64 149, %39
  %85 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %84
  %86 = load i16, i16* %85, align 2, !tbaa !9
  %87 = add i16 %86, 1
  %88 = getelementptr inbounds [157 x i16], [157 x i16]* @main.c16, i64 0, i64 %83
  store i16 %87, i16* %88, align 2, !tbaa !9
  %89 = add nuw nsw i64 %39, 8
  br label %38
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev8() unnamed_addr #2 {
  %1 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 141) to <16 x i8>*), align 1, !tbaa !11
  %2 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 125) to <16 x i8>*), align 1, !tbaa !11
  %3 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 109) to <16 x i8>*), align 1, !tbaa !11
  %4 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 93) to <16 x i8>*), align 1, !tbaa !11
  %5 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 77) to <16 x i8>*), align 1, !tbaa !11
  %6 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 61) to <16 x i8>*), align 1, !tbaa !11
  %7 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 45) to <16 x i8>*), align 1, !tbaa !11
  %8 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 29) to <16 x i8>*), align 1, !tbaa !11
  %9 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 13) to <16 x i8>*), align 1, !tbaa !11
  %10 = xor <16 x i8> %1, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %11 = shufflevector <16 x i8> %10, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %12 = xor <16 x i8> %2, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %13 = shufflevector <16 x i8> %12, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %14 = xor <16 x i8> %3, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %15 = shufflevector <16 x i8> %14, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %16 = xor <16 x i8> %4, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %17 = shufflevector <16 x i8> %16, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %18 = xor <16 x i8> %5, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %19 = shufflevector <16 x i8> %18, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = xor <16 x i8> %6, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %21 = shufflevector <16 x i8> %20, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = xor <16 x i8> %7, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %23 = shufflevector <16 x i8> %22, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %24 = xor <16 x i8> %8, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %25 = shufflevector <16 x i8> %24, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %26 = xor <16 x i8> %9, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %27 = shufflevector <16 x i8> %26, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %11, <16 x i8>* bitcast ([157 x i8]* @main.c8 to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %13, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %15, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %17, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %19, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %21, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %23, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %25, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %27, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %28 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 5) to <8 x i8>*), align 1, !tbaa !11
  %29 = xor <8 x i8> %28, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %30 = shufflevector <8 x i8> %29, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i8> %30, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 144) to <8 x i8>*), align 16, !tbaa !11
  %31 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 4), align 1, !tbaa !11
  %32 = xor i8 %31, 90
  store i8 %32, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 152), align 8, !tbaa !11
  %33 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 3), align 1, !tbaa !11
  %34 = xor i8 %33, 90
  store i8 %34, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 153), align 1, !tbaa !11
  %35 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 2), align 1, !tbaa !11
  %36 = xor i8 %35, 90
  store i8 %36, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 154), align 2, !tbaa !11
  %37 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 1), align 1, !tbaa !11
  %38 = xor i8 %37, 90
  store i8 %38, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 155), align 1, !tbaa !11
  %39 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 0), align 1, !tbaa !11
  %40 = xor i8 %39, 90
  store i8 %40, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 156), align 4, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @revd() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %89, %1 ]
  %3 = sub nuw nsw i64 156, %2
  %4 = getelementptr inbounds [157 x double], [157 x double]* @da, i64 0, i64 %3
  %5 = getelementptr inbounds double, double* %4, i64 -1
  %6 = bitcast double* %5 to <2 x double>*
  %7 = load <2 x double>, <2 x double>* %6, align 8, !tbaa !12
  %8 = getelementptr inbounds double, double* %4, i64 -3
  %9 = bitcast double* %8 to <2 x double>*
  %10 = load <2 x double>, <2 x double>* %9, align 8, !tbaa !12
  %11 = getelementptr inbounds double, double* %4, i64 -5
  %12 = bitcast double* %11 to <2 x double>*
  %13 = load <2 x double>, <2 x double>* %12, align 8, !tbaa !12
  %14 = getelementptr inbounds double, double* %4, i64 -7
  %15 = bitcast double* %14 to <2 x double>*
  %16 = load <2 x double>, <2 x double>* %15, align 8, !tbaa !12
  %17 = getelementptr inbounds double, double* %4, i64 -9
  %18 = bitcast double* %17 to <2 x double>*
  %19 = load <2 x double>, <2 x double>* %18, align 8, !tbaa !12
  %20 = getelementptr inbounds double, double* %4, i64 -11
  %21 = bitcast double* %20 to <2 x double>*
  %22 = load <2 x double>, <2 x double>* %21, align 8, !tbaa !12
  %23 = getelementptr inbounds double, double* %4, i64 -13
  %24 = bitcast double* %23 to <2 x double>*
  %25 = load <2 x double>, <2 x double>* %24, align 8, !tbaa !12
  %26 = getelementptr inbounds double, double* %4, i64 -15
  %27 = bitcast double* %26 to <2 x double>*
  %28 = load <2 x double>, <2 x double>* %27, align 8, !tbaa !12
  %29 = getelementptr inbounds double, double* %4, i64 -17
  %30 = bitcast double* %29 to <2 x double>*
  %31 = load <2 x double>, <2 x double>* %30, align 8, !tbaa !12
  %32 = getelementptr inbounds double, double* %4, i64 -19
  %33 = bitcast double* %32 to <2 x double>*
  %34 = load <2 x double>, <2 x double>* %33, align 8, !tbaa !12
  %35 = getelementptr inbounds double, double* %4, i64 -21
  %36 = bitcast double* %35 to <2 x double>*
  %37 = load <2 x double>, <2 x double>* %36, align 8, !tbaa !12
  %38 = getelementptr inbounds double, double* %4, i64 -23
  %39 = bitcast double* %38 to <2 x double>*
  %40 = load <2 x double>, <2 x double>* %39, align 8, !tbaa !12
  %41 = fmul <2 x double> %7, <double 5.000000e-01, double 5.000000e-01>
  %42 = shufflevector <2 x double> %41, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %43 = fmul <2 x double> %10, <double 5.000000e-01, double 5.000000e-01>
  %44 = shufflevector <2 x double> %43, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %45 = fmul <2 x double> %13, <double 5.000000e-01, double 5.000000e-01>
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %47 = fmul <2 x double> %16, <double 5.000000e-01, double 5.000000e-01>
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %49 = fmul <2 x double> %19, <double 5.000000e-01, double 5.000000e-01>
  %50 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %51 = fmul <2 x double> %22, <double 5.000000e-01, double 5.000000e-01>
  %52 = shufflevector <2 x double> %51, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %53 = fmul <2 x double> %25, <double 5.000000e-01, double 5.000000e-01>
  %54 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %55 = fmul <2 x double> %28, <double 5.000000e-01, double 5.000000e-01>
  %56 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %57 = fmul <2 x double> %31, <double 5.000000e-01, double 5.000000e-01>
  %58 = shufflevector <2 x double> %57, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %59 = fmul <2 x double> %34, <double 5.000000e-01, double 5.000000e-01>
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %61 = fmul <2 x double> %37, <double 5.000000e-01, double 5.000000e-01>
  %62 = shufflevector <2 x double> %61, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %63 = fmul <2 x double> %40, <double 5.000000e-01, double 5.000000e-01>
  %64 = shufflevector <2 x double> %63, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %65 = getelementptr inbounds [157 x double], [157 x double]* @db, i64 0, i64 %2
  %66 = bitcast double* %65 to <2 x double>*
  store <2 x double> %42, <2 x double>* %66, align 8, !tbaa !12
  %67 = getelementptr inbounds double, double* %65, i64 2
  %68 = bitcast double* %67 to <2 x double>*
  store <2 x double> %44, <2 x double>* %68, align 8, !tbaa !12
  %69 = getelementptr inbounds double, double* %65, i64 4
  %70 = bitcast double* %69 to <2 x double>*
  store <2 x double> %46, <2 x double>* %70, align 8, !tbaa !12
  %71 = getelementptr inbounds double, double* %65, i64 6
  %72 = bitcast double* %71 to <2 x double>*
  store <2 x double> %48, <2 x double>* %72, align 8, !tbaa !12
  %73 = getelementptr inbounds double, double* %65, i64 8
  %74 = bitcast double* %73 to <2 x double>*
  store <2 x double> %50, <2 x double>* %74, align 8, !tbaa !12
  %75 = getelementptr inbounds double, double* %65, i64 10
  %76 = bitcast double* %75 to <2 x double>*
  store <2 x double> %52, <2 x double>* %76, align 8, !tbaa !12
  %77 = getelementptr inbounds double, double* %65, i64 12
  %78 = bitcast double* %77 to <2 x double>*
  store <2 x double> %54, <2 x double>* %78, align 8, !tbaa !12
  %79 = getelementptr inbounds double, double* %65, i64 14
  %80 = bitcast double* %79 to <2 x double>*
  store <2 x double> %56, <2 x double>* %80, align 8, !tbaa !12
  %81 = getelementptr inbounds double, double* %65, i64 16
  %82 = bitcast double* %81 to <2 x double>*
  store <2 x double> %58, <2 x double>* %82, align 8, !tbaa !12
  %83 = getelementptr inbounds double, double* %65, i64 18
  %84 = bitcast double* %83 to <2 x double>*
  store <2 x double> %60, <2 x double>* %84, align 8, !tbaa !12
  %85 = getelementptr inbounds double, double* %65, i64 20
  %86 = bitcast double* %85 to <2 x double>*
  store <2 x double> %62, <2 x double>* %86, align 8, !tbaa !12
  %87 = getelementptr inbounds double, double* %65, i64 22
  %88 = bitcast double* %87 to <2 x double>*
  store <2 x double> %64, <2 x double>* %88, align 8, !tbaa !12
  %89 = add nuw i64 %2, 24
  %90 = icmp eq i64 %89, 144
  br i1 %90, label %91, label %1, !llvm.loop !35

91:                                               ; preds = %1
  %92 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 12), align 8, !tbaa !12
  %93 = fmul double %92, 5.000000e-01
  store double %93, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 144), align 8, !tbaa !12
  %94 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 11), align 8, !tbaa !12
  %95 = fmul double %94, 5.000000e-01
  store double %95, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 145), align 8, !tbaa !12
  %96 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 10), align 8, !tbaa !12
  %97 = fmul double %96, 5.000000e-01
  store double %97, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 146), align 8, !tbaa !12
  %98 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 9), align 8, !tbaa !12
  %99 = fmul double %98, 5.000000e-01
  store double %99, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 147), align 8, !tbaa !12
  %100 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 8), align 8, !tbaa !12
  %101 = fmul double %100, 5.000000e-01
  store double %101, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 148), align 8, !tbaa !12
  %102 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 7), align 8, !tbaa !12
  %103 = fmul double %102, 5.000000e-01
  store double %103, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 149), align 8, !tbaa !12
  %104 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 6), align 8, !tbaa !12
  %105 = fmul double %104, 5.000000e-01
  store double %105, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 150), align 8, !tbaa !12
  %106 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 5), align 8, !tbaa !12
  %107 = fmul double %106, 5.000000e-01
  store double %107, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 151), align 8, !tbaa !12
  %108 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 4), align 8, !tbaa !12
  %109 = fmul double %108, 5.000000e-01
  store double %109, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 152), align 8, !tbaa !12
  %110 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 3), align 8, !tbaa !12
  %111 = fmul double %110, 5.000000e-01
  store double %111, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 153), align 8, !tbaa !12
  %112 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 2), align 8, !tbaa !12
  %113 = fmul double %112, 5.000000e-01
  store double %113, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 154), align 8, !tbaa !12
  %114 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 1), align 8, !tbaa !12
  %115 = fmul double %114, 5.000000e-01
  store double %115, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 155), align 8, !tbaa !12
  %116 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 0), align 8, !tbaa !12
  %117 = fmul double %116, 5.000000e-01
  store double %117, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 156), align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i64 @strided(i64* nocapture noundef writeonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %159, %2 ]
  %4 = phi <2 x i64> [ zeroinitializer, %1 ], [ %147, %2 ]
  %5 = phi <2 x i64> [ zeroinitializer, %1 ], [ %148, %2 ]
  %6 = phi <2 x i64> [ zeroinitializer, %1 ], [ %149, %2 ]
  %7 = phi <2 x i64> [ zeroinitializer, %1 ], [ %150, %2 ]
  %8 = phi <2 x i64> [ zeroinitializer, %1 ], [ %151, %2 ]
  %9 = phi <2 x i64> [ zeroinitializer, %1 ], [ %152, %2 ]
  %10 = phi <2 x i64> [ zeroinitializer, %1 ], [ %153, %2 ]
  %11 = phi <2 x i64> [ zeroinitializer, %1 ], [ %154, %2 ]
  %12 = phi <2 x i64> [ zeroinitializer, %1 ], [ %155, %2 ]
  %13 = phi <2 x i64> [ zeroinitializer, %1 ], [ %156, %2 ]
  %14 = phi <2 x i64> [ zeroinitializer, %1 ], [ %157, %2 ]
  %15 = phi <2 x i64> [ zeroinitializer, %1 ], [ %158, %2 ]
  %16 = phi <2 x i64> [ zeroinitializer, %1 ], [ %111, %2 ]
  %17 = phi <2 x i64> [ zeroinitializer, %1 ], [ %112, %2 ]
  %18 = phi <2 x i64> [ zeroinitializer, %1 ], [ %113, %2 ]
  %19 = phi <2 x i64> [ zeroinitializer, %1 ], [ %114, %2 ]
  %20 = phi <2 x i64> [ zeroinitializer, %1 ], [ %115, %2 ]
  %21 = phi <2 x i64> [ zeroinitializer, %1 ], [ %116, %2 ]
  %22 = phi <2 x i64> [ zeroinitializer, %1 ], [ %117, %2 ]
  %23 = phi <2 x i64> [ zeroinitializer, %1 ], [ %118, %2 ]
  %24 = phi <2 x i64> [ zeroinitializer, %1 ], [ %119, %2 ]
  %25 = phi <2 x i64> [ zeroinitializer, %1 ], [ %120, %2 ]
  %26 = phi <2 x i64> [ zeroinitializer, %1 ], [ %121, %2 ]
  %27 = phi <2 x i64> [ zeroinitializer, %1 ], [ %122, %2 ]
  %28 = or i64 %3, 2
  %29 = or i64 %3, 4
  %30 = or i64 %3, 6
  %31 = add i64 %3, 8
  %32 = add i64 %3, 10
  %33 = add i64 %3, 12
  %34 = add i64 %3, 14
  %35 = add i64 %3, 16
  %36 = add i64 %3, 18
  %37 = add i64 %3, 20
  %38 = add i64 %3, 22
  %39 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %3, i32 0
  %40 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %28, i32 0
  %41 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %29, i32 0
  %42 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %30, i32 0
  %43 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %31, i32 0
  %44 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %32, i32 0
  %45 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %33, i32 0
  %46 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %34, i32 0
  %47 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %35, i32 0
  %48 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %36, i32 0
  %49 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %37, i32 0
  %50 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %38, i32 0
  %51 = bitcast i32* %39 to <4 x i32>*
  %52 = bitcast i32* %40 to <4 x i32>*
  %53 = bitcast i32* %41 to <4 x i32>*
  %54 = bitcast i32* %42 to <4 x i32>*
  %55 = bitcast i32* %43 to <4 x i32>*
  %56 = bitcast i32* %44 to <4 x i32>*
  %57 = bitcast i32* %45 to <4 x i32>*
  %58 = bitcast i32* %46 to <4 x i32>*
  %59 = bitcast i32* %47 to <4 x i32>*
  %60 = bitcast i32* %48 to <4 x i32>*
  %61 = bitcast i32* %49 to <4 x i32>*
  %62 = bitcast i32* %50 to <4 x i32>*
  %63 = load <4 x i32>, <4 x i32>* %51, align 4, !tbaa !5
  %64 = load <4 x i32>, <4 x i32>* %52, align 4, !tbaa !5
  %65 = load <4 x i32>, <4 x i32>* %53, align 4, !tbaa !5
  %66 = load <4 x i32>, <4 x i32>* %54, align 4, !tbaa !5
  %67 = load <4 x i32>, <4 x i32>* %55, align 4, !tbaa !5
  %68 = load <4 x i32>, <4 x i32>* %56, align 4, !tbaa !5
  %69 = load <4 x i32>, <4 x i32>* %57, align 4, !tbaa !5
  %70 = load <4 x i32>, <4 x i32>* %58, align 4, !tbaa !5
  %71 = load <4 x i32>, <4 x i32>* %59, align 4, !tbaa !5
  %72 = load <4 x i32>, <4 x i32>* %60, align 4, !tbaa !5
  %73 = load <4 x i32>, <4 x i32>* %61, align 4, !tbaa !5
  %74 = load <4 x i32>, <4 x i32>* %62, align 4, !tbaa !5
  %75 = shufflevector <4 x i32> %63, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %76 = shufflevector <4 x i32> %64, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %77 = shufflevector <4 x i32> %65, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %78 = shufflevector <4 x i32> %66, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %79 = shufflevector <4 x i32> %67, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %80 = shufflevector <4 x i32> %68, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %81 = shufflevector <4 x i32> %69, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %82 = shufflevector <4 x i32> %70, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %83 = shufflevector <4 x i32> %71, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %84 = shufflevector <4 x i32> %72, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %85 = shufflevector <4 x i32> %73, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %86 = shufflevector <4 x i32> %74, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %87 = shufflevector <4 x i32> %63, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %88 = shufflevector <4 x i32> %64, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %89 = shufflevector <4 x i32> %65, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %90 = shufflevector <4 x i32> %66, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %91 = shufflevector <4 x i32> %67, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %92 = shufflevector <4 x i32> %68, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %93 = shufflevector <4 x i32> %69, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %94 = shufflevector <4 x i32> %70, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %95 = shufflevector <4 x i32> %71, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %96 = shufflevector <4 x i32> %72, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %97 = shufflevector <4 x i32> %73, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %98 = shufflevector <4 x i32> %74, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %99 = sext <2 x i32> %75 to <2 x i64>
  %100 = sext <2 x i32> %76 to <2 x i64>
  %101 = sext <2 x i32> %77 to <2 x i64>
  %102 = sext <2 x i32> %78 to <2 x i64>
  %103 = sext <2 x i32> %79 to <2 x i64>
  %104 = sext <2 x i32> %80 to <2 x i64>
  %105 = sext <2 x i32> %81 to <2 x i64>
  %106 = sext <2 x i32> %82 to <2 x i64>
  %107 = sext <2 x i32> %83 to <2 x i64>
  %108 = sext <2 x i32> %84 to <2 x i64>
  %109 = sext <2 x i32> %85 to <2 x i64>
  %110 = sext <2 x i32> %86 to <2 x i64>
  %111 = add <2 x i64> %16, %99
  %112 = add <2 x i64> %17, %100
  %113 = add <2 x i64> %18, %101
  %114 = add <2 x i64> %19, %102
  %115 = add <2 x i64> %20, %103
  %116 = add <2 x i64> %21, %104
  %117 = add <2 x i64> %22, %105
  %118 = add <2 x i64> %23, %106
  %119 = add <2 x i64> %24, %107
  %120 = add <2 x i64> %25, %108
  %121 = add <2 x i64> %26, %109
  %122 = add <2 x i64> %27, %110
  %123 = shl nsw <2 x i32> %87, <i32 1, i32 1>
  %124 = shl nsw <2 x i32> %88, <i32 1, i32 1>
  %125 = shl nsw <2 x i32> %89, <i32 1, i32 1>
  %126 = shl nsw <2 x i32> %90, <i32 1, i32 1>
  %127 = shl nsw <2 x i32> %91, <i32 1, i32 1>
  %128 = shl nsw <2 x i32> %92, <i32 1, i32 1>
  %129 = shl nsw <2 x i32> %93, <i32 1, i32 1>
  %130 = shl nsw <2 x i32> %94, <i32 1, i32 1>
  %131 = shl nsw <2 x i32> %95, <i32 1, i32 1>
  %132 = shl nsw <2 x i32> %96, <i32 1, i32 1>
  %133 = shl nsw <2 x i32> %97, <i32 1, i32 1>
  %134 = shl nsw <2 x i32> %98, <i32 1, i32 1>
  %135 = sext <2 x i32> %123 to <2 x i64>
  %136 = sext <2 x i32> %124 to <2 x i64>
  %137 = sext <2 x i32> %125 to <2 x i64>
  %138 = sext <2 x i32> %126 to <2 x i64>
  %139 = sext <2 x i32> %127 to <2 x i64>
  %140 = sext <2 x i32> %128 to <2 x i64>
  %141 = sext <2 x i32> %129 to <2 x i64>
  %142 = sext <2 x i32> %130 to <2 x i64>
  %143 = sext <2 x i32> %131 to <2 x i64>
  %144 = sext <2 x i32> %132 to <2 x i64>
  %145 = sext <2 x i32> %133 to <2 x i64>
  %146 = sext <2 x i32> %134 to <2 x i64>
  %147 = add <2 x i64> %4, %135
  %148 = add <2 x i64> %5, %136
  %149 = add <2 x i64> %6, %137
  %150 = add <2 x i64> %7, %138
  %151 = add <2 x i64> %8, %139
  %152 = add <2 x i64> %9, %140
  %153 = add <2 x i64> %10, %141
  %154 = add <2 x i64> %11, %142
  %155 = add <2 x i64> %12, %143
  %156 = add <2 x i64> %13, %144
  %157 = add <2 x i64> %14, %145
  %158 = add <2 x i64> %15, %146
  %159 = add nuw i64 %3, 24
  %160 = icmp eq i64 %159, 144
  br i1 %160, label %161, label %2, !llvm.loop !36

161:                                              ; preds = %2
  %162 = add <2 x i64> %148, %147
  %163 = add <2 x i64> %149, %162
  %164 = add <2 x i64> %150, %163
  %165 = add <2 x i64> %151, %164
  %166 = add <2 x i64> %152, %165
  %167 = add <2 x i64> %153, %166
  %168 = add <2 x i64> %154, %167
  %169 = add <2 x i64> %155, %168
  %170 = add <2 x i64> %156, %169
  %171 = add <2 x i64> %157, %170
  %172 = add <2 x i64> %158, %171
  %173 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %172)
  %174 = add <2 x i64> %112, %111
  %175 = add <2 x i64> %113, %174
  %176 = add <2 x i64> %114, %175
  %177 = add <2 x i64> %115, %176
  %178 = add <2 x i64> %116, %177
  %179 = add <2 x i64> %117, %178
  %180 = add <2 x i64> %118, %179
  %181 = add <2 x i64> %119, %180
  %182 = add <2 x i64> %120, %181
  %183 = add <2 x i64> %121, %182
  %184 = add <2 x i64> %122, %183
  %185 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %184)
  %186 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 144, i32 0), align 4, !tbaa !14
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %185, %187
  %189 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 144, i32 1), align 4, !tbaa !16
  %190 = shl nsw i32 %189, 1
  %191 = sext i32 %190 to i64
  %192 = add nsw i64 %173, %191
  %193 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 145, i32 0), align 4, !tbaa !14
  %194 = sext i32 %193 to i64
  %195 = add nsw i64 %188, %194
  %196 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 145, i32 1), align 4, !tbaa !16
  %197 = shl nsw i32 %196, 1
  %198 = sext i32 %197 to i64
  %199 = add nsw i64 %192, %198
  %200 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 146, i32 0), align 4, !tbaa !14
  %201 = sext i32 %200 to i64
  %202 = add nsw i64 %195, %201
  %203 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 146, i32 1), align 4, !tbaa !16
  %204 = shl nsw i32 %203, 1
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %199, %205
  %207 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 147, i32 0), align 4, !tbaa !14
  %208 = sext i32 %207 to i64
  %209 = add nsw i64 %202, %208
  %210 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 147, i32 1), align 4, !tbaa !16
  %211 = shl nsw i32 %210, 1
  %212 = sext i32 %211 to i64
  %213 = add nsw i64 %206, %212
  %214 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 148, i32 0), align 4, !tbaa !14
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %209, %215
  %217 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 148, i32 1), align 4, !tbaa !16
  %218 = shl nsw i32 %217, 1
  %219 = sext i32 %218 to i64
  %220 = add nsw i64 %213, %219
  %221 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 149, i32 0), align 4, !tbaa !14
  %222 = sext i32 %221 to i64
  %223 = add nsw i64 %216, %222
  %224 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 149, i32 1), align 4, !tbaa !16
  %225 = shl nsw i32 %224, 1
  %226 = sext i32 %225 to i64
  %227 = add nsw i64 %220, %226
  %228 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 150, i32 0), align 4, !tbaa !14
  %229 = sext i32 %228 to i64
  %230 = add nsw i64 %223, %229
  %231 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 150, i32 1), align 4, !tbaa !16
  %232 = shl nsw i32 %231, 1
  %233 = sext i32 %232 to i64
  %234 = add nsw i64 %227, %233
  %235 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 151, i32 0), align 4, !tbaa !14
  %236 = sext i32 %235 to i64
  %237 = add nsw i64 %230, %236
  %238 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 151, i32 1), align 4, !tbaa !16
  %239 = shl nsw i32 %238, 1
  %240 = sext i32 %239 to i64
  %241 = add nsw i64 %234, %240
  %242 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 152, i32 0), align 4, !tbaa !14
  %243 = sext i32 %242 to i64
  %244 = add nsw i64 %237, %243
  %245 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 152, i32 1), align 4, !tbaa !16
  %246 = shl nsw i32 %245, 1
  %247 = sext i32 %246 to i64
  %248 = add nsw i64 %241, %247
  %249 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 153, i32 0), align 4, !tbaa !14
  %250 = sext i32 %249 to i64
  %251 = add nsw i64 %244, %250
  %252 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 153, i32 1), align 4, !tbaa !16
  %253 = shl nsw i32 %252, 1
  %254 = sext i32 %253 to i64
  %255 = add nsw i64 %248, %254
  %256 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 154, i32 0), align 4, !tbaa !14
  %257 = sext i32 %256 to i64
  %258 = add nsw i64 %251, %257
  %259 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 154, i32 1), align 4, !tbaa !16
  %260 = shl nsw i32 %259, 1
  %261 = sext i32 %260 to i64
  %262 = add nsw i64 %255, %261
  %263 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 155, i32 0), align 4, !tbaa !14
  %264 = sext i32 %263 to i64
  %265 = add nsw i64 %258, %264
  %266 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 155, i32 1), align 4, !tbaa !16
  %267 = shl nsw i32 %266, 1
  %268 = sext i32 %267 to i64
  %269 = add nsw i64 %262, %268
  %270 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 156, i32 0), align 4, !tbaa !14
  %271 = sext i32 %270 to i64
  %272 = add nsw i64 %265, %271
  %273 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 156, i32 1), align 4, !tbaa !16
  %274 = shl nsw i32 %273, 1
  %275 = sext i32 %274 to i64
  %276 = add nsw i64 %269, %275
  store i64 %276, i64* %0, align 8, !tbaa !29
  ret i64 %272
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @interleave() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %59, %1 ]
  %3 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %2
  %4 = bitcast i32* %3 to <4 x i32>*
  %5 = load <4 x i32>, <4 x i32>* %4, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, i32* %3, i64 8
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 4, !tbaa !5
  %12 = getelementptr inbounds i32, i32* %3, i64 12
  %13 = bitcast i32* %12 to <4 x i32>*
  %14 = load <4 x i32>, <4 x i32>* %13, align 4, !tbaa !5
  %15 = add nsw <4 x i32> %5, <i32 1, i32 1, i32 1, i32 1>
  %16 = add nsw <4 x i32> %8, <i32 1, i32 1, i32 1, i32 1>
  %17 = add nsw <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>
  %18 = add nsw <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %19 = shl nuw nsw i64 %2, 1
  %20 = shl i64 %2, 1
  %21 = shl i64 %2, 1
  %22 = shl i64 %2, 1
  %23 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %2
  %24 = bitcast i32* %23 to <4 x i32>*
  %25 = load <4 x i32>, <4 x i32>* %24, align 16, !tbaa !5
  %26 = getelementptr inbounds i32, i32* %23, i64 4
  %27 = bitcast i32* %26 to <4 x i32>*
  %28 = load <4 x i32>, <4 x i32>* %27, align 16, !tbaa !5
  %29 = getelementptr inbounds i32, i32* %23, i64 8
  %30 = bitcast i32* %29 to <4 x i32>*
  %31 = load <4 x i32>, <4 x i32>* %30, align 16, !tbaa !5
  %32 = getelementptr inbounds i32, i32* %23, i64 12
  %33 = bitcast i32* %32 to <4 x i32>*
  %34 = load <4 x i32>, <4 x i32>* %33, align 16, !tbaa !5
  %35 = add nsw <4 x i32> %25, <i32 -1, i32 -1, i32 -1, i32 -1>
  %36 = add nsw <4 x i32> %28, <i32 -1, i32 -1, i32 -1, i32 -1>
  %37 = add nsw <4 x i32> %31, <i32 -1, i32 -1, i32 -1, i32 -1>
  %38 = add nsw <4 x i32> %34, <i32 -1, i32 -1, i32 -1, i32 -1>
  %39 = or i64 %19, 1
  %40 = or i64 %20, 9
  %41 = or i64 %21, 17
  %42 = or i64 %22, 25
  %43 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %39
  %44 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %40
  %45 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %41
  %46 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %42
  %47 = getelementptr inbounds i32, i32* %43, i64 -1
  %48 = bitcast i32* %47 to <8 x i32>*
  %49 = getelementptr inbounds i32, i32* %44, i64 -1
  %50 = bitcast i32* %49 to <8 x i32>*
  %51 = getelementptr inbounds i32, i32* %45, i64 -1
  %52 = bitcast i32* %51 to <8 x i32>*
  %53 = getelementptr inbounds i32, i32* %46, i64 -1
  %54 = bitcast i32* %53 to <8 x i32>*
  %55 = shufflevector <4 x i32> %15, <4 x i32> %35, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i32> %55, <8 x i32>* %48, align 4, !tbaa !5
  %56 = shufflevector <4 x i32> %16, <4 x i32> %36, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i32> %56, <8 x i32>* %50, align 4, !tbaa !5
  %57 = shufflevector <4 x i32> %17, <4 x i32> %37, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i32> %57, <8 x i32>* %52, align 4, !tbaa !5
  %58 = shufflevector <4 x i32> %18, <4 x i32> %38, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i32> %58, <8 x i32>* %54, align 4, !tbaa !5
  %59 = add nuw i64 %2, 16
  %60 = icmp eq i64 %59, 144
  br i1 %60, label %62, label %1, !llvm.loop !37

61:                                               ; preds = %62
  ret void

62:                                               ; preds = %1, %76
  %63 = phi i64 [ %109, %76 ], [ 144, %1 ]
  %64 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %63
  %65 = load i32, i32* %64, align 4, !tbaa !5
  %66 = add nsw i32 %65, 1
  %67 = shl nuw nsw i64 %63, 1
  %68 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %67
  store i32 %66, i32* %68, align 4, !tbaa !5
  %69 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %63
  %70 = load i32, i32* %69, align 16, !tbaa !5
  %71 = add nsw i32 %70, -1
  %72 = or i64 %67, 1
  %73 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %72
  store i32 %71, i32* %73, align 4, !tbaa !5
  %74 = or i64 %63, 1
  %75 = icmp eq i64 %74, 157
  br i1 %75, label %61, label %76, !llvm.loop !38

76:                                               ; preds = %62
  %77 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %74
  %78 = load i32, i32* %77, align 4, !tbaa !5
  %79 = add nsw i32 %78, 1
  %80 = shl nuw nsw i64 %74, 1
  %81 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %80
  store i32 %79, i32* %81, align 4, !tbaa !5
  %82 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %74
  %83 = load i32, i32* %82, align 4, !tbaa !5
  %84 = add nsw i32 %83, -1
  %85 = or i64 %80, 1
  %86 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %85
  store i32 %84, i32* %86, align 4, !tbaa !5
  %87 = or i64 %63, 2
  %88 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %87
  %89 = load i32, i32* %88, align 4, !tbaa !5
  %90 = add nsw i32 %89, 1
  %91 = shl nuw nsw i64 %87, 1
  %92 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %91
  store i32 %90, i32* %92, align 4, !tbaa !5
  %93 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %87
  %94 = load i32, i32* %93, align 8, !tbaa !5
  %95 = add nsw i32 %94, -1
  %96 = or i64 %91, 1
  %97 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %96
  store i32 %95, i32* %97, align 4, !tbaa !5
  %98 = or i64 %63, 3
  %99 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %98
  %100 = load i32, i32* %99, align 4, !tbaa !5
  %101 = add nsw i32 %100, 1
  %102 = shl nuw nsw i64 %98, 1
  %103 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %102
  store i32 %101, i32* %103, align 4, !tbaa !5
  %104 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %98
  %105 = load i32, i32* %104, align 4, !tbaa !5
  %106 = add nsw i32 %105, -1
  %107 = or i64 %102, 1
  %108 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %107
  store i32 %106, i32* %108, align 4, !tbaa !5
  %109 = add nuw nsw i64 %63, 4
  br label %62
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @deinterleave() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %74, %1 ]
  %3 = or i64 %2, 4
  %4 = add i64 %2, 8
  %5 = add i64 %2, 12
  %6 = add i64 %2, 16
  %7 = add i64 %2, 20
  %8 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %2, i32 0
  %9 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %3, i32 0
  %10 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %4, i32 0
  %11 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %5, i32 0
  %12 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %6, i32 0
  %13 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %7, i32 0
  %14 = bitcast i32* %8 to <8 x i32>*
  %15 = bitcast i32* %9 to <8 x i32>*
  %16 = bitcast i32* %10 to <8 x i32>*
  %17 = bitcast i32* %11 to <8 x i32>*
  %18 = bitcast i32* %12 to <8 x i32>*
  %19 = bitcast i32* %13 to <8 x i32>*
  %20 = load <8 x i32>, <8 x i32>* %14, align 4, !tbaa !5
  %21 = load <8 x i32>, <8 x i32>* %15, align 4, !tbaa !5
  %22 = load <8 x i32>, <8 x i32>* %16, align 4, !tbaa !5
  %23 = load <8 x i32>, <8 x i32>* %17, align 4, !tbaa !5
  %24 = load <8 x i32>, <8 x i32>* %18, align 4, !tbaa !5
  %25 = load <8 x i32>, <8 x i32>* %19, align 4, !tbaa !5
  %26 = shufflevector <8 x i32> %20, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %27 = shufflevector <8 x i32> %21, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %28 = shufflevector <8 x i32> %22, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %29 = shufflevector <8 x i32> %23, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %30 = shufflevector <8 x i32> %24, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %31 = shufflevector <8 x i32> %25, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %32 = shufflevector <8 x i32> %20, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %33 = shufflevector <8 x i32> %21, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %34 = shufflevector <8 x i32> %22, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %35 = shufflevector <8 x i32> %23, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %36 = shufflevector <8 x i32> %24, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %37 = shufflevector <8 x i32> %25, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %38 = sub nsw <4 x i32> %26, %32
  %39 = sub nsw <4 x i32> %27, %33
  %40 = sub nsw <4 x i32> %28, %34
  %41 = sub nsw <4 x i32> %29, %35
  %42 = sub nsw <4 x i32> %30, %36
  %43 = sub nsw <4 x i32> %31, %37
  %44 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %2
  %45 = bitcast i32* %44 to <4 x i32>*
  store <4 x i32> %38, <4 x i32>* %45, align 4, !tbaa !5
  %46 = getelementptr inbounds i32, i32* %44, i64 4
  %47 = bitcast i32* %46 to <4 x i32>*
  store <4 x i32> %39, <4 x i32>* %47, align 4, !tbaa !5
  %48 = getelementptr inbounds i32, i32* %44, i64 8
  %49 = bitcast i32* %48 to <4 x i32>*
  store <4 x i32> %40, <4 x i32>* %49, align 4, !tbaa !5
  %50 = getelementptr inbounds i32, i32* %44, i64 12
  %51 = bitcast i32* %50 to <4 x i32>*
  store <4 x i32> %41, <4 x i32>* %51, align 4, !tbaa !5
  %52 = getelementptr inbounds i32, i32* %44, i64 16
  %53 = bitcast i32* %52 to <4 x i32>*
  store <4 x i32> %42, <4 x i32>* %53, align 4, !tbaa !5
  %54 = getelementptr inbounds i32, i32* %44, i64 20
  %55 = bitcast i32* %54 to <4 x i32>*
  store <4 x i32> %43, <4 x i32>* %55, align 4, !tbaa !5
  %56 = add nsw <4 x i32> %32, %26
  %57 = add nsw <4 x i32> %33, %27
  %58 = add nsw <4 x i32> %34, %28
  %59 = add nsw <4 x i32> %35, %29
  %60 = add nsw <4 x i32> %36, %30
  %61 = add nsw <4 x i32> %37, %31
  %62 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %2
  %63 = bitcast i32* %62 to <4 x i32>*
  store <4 x i32> %56, <4 x i32>* %63, align 16, !tbaa !5
  %64 = getelementptr inbounds i32, i32* %62, i64 4
  %65 = bitcast i32* %64 to <4 x i32>*
  store <4 x i32> %57, <4 x i32>* %65, align 16, !tbaa !5
  %66 = getelementptr inbounds i32, i32* %62, i64 8
  %67 = bitcast i32* %66 to <4 x i32>*
  store <4 x i32> %58, <4 x i32>* %67, align 16, !tbaa !5
  %68 = getelementptr inbounds i32, i32* %62, i64 12
  %69 = bitcast i32* %68 to <4 x i32>*
  store <4 x i32> %59, <4 x i32>* %69, align 16, !tbaa !5
  %70 = getelementptr inbounds i32, i32* %62, i64 16
  %71 = bitcast i32* %70 to <4 x i32>*
  store <4 x i32> %60, <4 x i32>* %71, align 16, !tbaa !5
  %72 = getelementptr inbounds i32, i32* %62, i64 20
  %73 = bitcast i32* %72 to <4 x i32>*
  store <4 x i32> %61, <4 x i32>* %73, align 16, !tbaa !5
  %74 = add nuw i64 %2, 24
  %75 = icmp eq i64 %74, 144
  br i1 %75, label %76, label %1, !llvm.loop !39

76:                                               ; preds = %1
  %77 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 144, i32 0), align 4, !tbaa !14
  %78 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 144, i32 1), align 4, !tbaa !16
  %79 = sub nsw i32 %77, %78
  store i32 %79, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 144), align 4, !tbaa !5
  %80 = add nsw i32 %78, %77
  store i32 %80, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 144), align 16, !tbaa !5
  %81 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 145, i32 0), align 4, !tbaa !14
  %82 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 145, i32 1), align 4, !tbaa !16
  %83 = sub nsw i32 %81, %82
  store i32 %83, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 145), align 4, !tbaa !5
  %84 = add nsw i32 %82, %81
  store i32 %84, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 145), align 4, !tbaa !5
  %85 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 146, i32 0), align 4, !tbaa !14
  %86 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 146, i32 1), align 4, !tbaa !16
  %87 = sub nsw i32 %85, %86
  store i32 %87, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 146), align 4, !tbaa !5
  %88 = add nsw i32 %86, %85
  store i32 %88, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 146), align 8, !tbaa !5
  %89 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 147, i32 0), align 4, !tbaa !14
  %90 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 147, i32 1), align 4, !tbaa !16
  %91 = sub nsw i32 %89, %90
  store i32 %91, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 147), align 4, !tbaa !5
  %92 = add nsw i32 %90, %89
  store i32 %92, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 147), align 4, !tbaa !5
  %93 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 148, i32 0), align 4, !tbaa !14
  %94 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 148, i32 1), align 4, !tbaa !16
  %95 = sub nsw i32 %93, %94
  store i32 %95, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 148), align 4, !tbaa !5
  %96 = add nsw i32 %94, %93
  store i32 %96, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 148), align 16, !tbaa !5
  %97 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 149, i32 0), align 4, !tbaa !14
  %98 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 149, i32 1), align 4, !tbaa !16
  %99 = sub nsw i32 %97, %98
  store i32 %99, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 149), align 4, !tbaa !5
  %100 = add nsw i32 %98, %97
  store i32 %100, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 149), align 4, !tbaa !5
  %101 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 150, i32 0), align 4, !tbaa !14
  %102 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 150, i32 1), align 4, !tbaa !16
  %103 = sub nsw i32 %101, %102
  store i32 %103, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 150), align 4, !tbaa !5
  %104 = add nsw i32 %102, %101
  store i32 %104, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 150), align 8, !tbaa !5
  %105 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 151, i32 0), align 4, !tbaa !14
  %106 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 151, i32 1), align 4, !tbaa !16
  %107 = sub nsw i32 %105, %106
  store i32 %107, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 151), align 4, !tbaa !5
  %108 = add nsw i32 %106, %105
  store i32 %108, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 151), align 4, !tbaa !5
  %109 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 152, i32 0), align 4, !tbaa !14
  %110 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 152, i32 1), align 4, !tbaa !16
  %111 = sub nsw i32 %109, %110
  store i32 %111, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 152), align 4, !tbaa !5
  %112 = add nsw i32 %110, %109
  store i32 %112, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 152), align 16, !tbaa !5
  %113 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 153, i32 0), align 4, !tbaa !14
  %114 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 153, i32 1), align 4, !tbaa !16
  %115 = sub nsw i32 %113, %114
  store i32 %115, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 153), align 4, !tbaa !5
  %116 = add nsw i32 %114, %113
  store i32 %116, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 153), align 4, !tbaa !5
  %117 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 154, i32 0), align 4, !tbaa !14
  %118 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 154, i32 1), align 4, !tbaa !16
  %119 = sub nsw i32 %117, %118
  store i32 %119, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 154), align 4, !tbaa !5
  %120 = add nsw i32 %118, %117
  store i32 %120, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 154), align 8, !tbaa !5
  %121 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 155, i32 0), align 4, !tbaa !14
  %122 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 155, i32 1), align 4, !tbaa !16
  %123 = sub nsw i32 %121, %122
  store i32 %123, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 155), align 4, !tbaa !5
  %124 = add nsw i32 %122, %121
  store i32 %124, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 155), align 4, !tbaa !5
  %125 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 156, i32 0), align 4, !tbaa !14
  %126 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 156, i32 1), align 4, !tbaa !16
  %127 = sub nsw i32 %125, %126
  store i32 %127, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 156), align 4, !tbaa !5
  %128 = add nsw i32 %126, %125
  store i32 %128, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 156), align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @cmul() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %42, %1 ]
  %3 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 %2, i32 0
  %4 = bitcast double* %3 to <4 x double>*
  %5 = load <4 x double>, <4 x double>* %4, align 8, !tbaa !12
  %6 = shufflevector <4 x double> %5, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %7 = shufflevector <4 x double> %5, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %8 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i64 0, i64 %2, i32 0
  %9 = bitcast double* %8 to <4 x double>*
  %10 = load <4 x double>, <4 x double>* %9, align 8, !tbaa !12
  %11 = shufflevector <4 x double> %10, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %12 = shufflevector <4 x double> %10, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %13 = fneg <2 x double> %7
  %14 = fmul <2 x double> %12, %13
  %15 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %6, <2 x double> %11, <2 x double> %14)
  %16 = fmul <2 x double> %11, %7
  %17 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %6, <2 x double> %12, <2 x double> %16)
  %18 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cc, i64 0, i64 %2, i32 1
  %19 = getelementptr inbounds double, double* %18, i64 -1
  %20 = bitcast double* %19 to <4 x double>*
  %21 = shufflevector <2 x double> %15, <2 x double> %17, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %21, <4 x double>* %20, align 8, !tbaa !12
  %22 = or i64 %2, 2
  %23 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 %22, i32 0
  %24 = bitcast double* %23 to <4 x double>*
  %25 = load <4 x double>, <4 x double>* %24, align 8, !tbaa !12
  %26 = shufflevector <4 x double> %25, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %27 = shufflevector <4 x double> %25, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %28 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i64 0, i64 %22, i32 0
  %29 = bitcast double* %28 to <4 x double>*
  %30 = load <4 x double>, <4 x double>* %29, align 8, !tbaa !12
  %31 = shufflevector <4 x double> %30, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %32 = shufflevector <4 x double> %30, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %33 = fneg <2 x double> %27
  %34 = fmul <2 x double> %32, %33
  %35 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %31, <2 x double> %34)
  %36 = fmul <2 x double> %31, %27
  %37 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %32, <2 x double> %36)
  %38 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cc, i64 0, i64 %22, i32 1
  %39 = getelementptr inbounds double, double* %38, i64 -1
  %40 = bitcast double* %39 to <4 x double>*
  %41 = shufflevector <2 x double> %35, <2 x double> %37, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %41, <4 x double>* %40, align 8, !tbaa !12
  %42 = add nuw nsw i64 %2, 4
  %43 = icmp eq i64 %42, 156
  br i1 %43, label %44, label %1, !llvm.loop !40

44:                                               ; preds = %1
  %45 = load double, double* getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 156, i32 0), align 8, !tbaa !17
  %46 = load double, double* getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 156, i32 1), align 8, !tbaa !19
  %47 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @cb, i64 0, i64 156, i32 0) to <2 x double>*), align 8, !tbaa !12
  %48 = fneg double %46
  %49 = insertelement <2 x double> poison, double %46, i64 0
  %50 = insertelement <2 x double> %49, double %48, i64 1
  %51 = fmul <2 x double> %47, %50
  %52 = shufflevector <2 x double> %51, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %53 = insertelement <2 x double> poison, double %45, i64 0
  %54 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> zeroinitializer
  %55 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> %47, <2 x double> %52)
  store <2 x double> %55, <2 x double>* bitcast (double* getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @cc, i64 0, i64 156, i32 0) to <2 x double>*), align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @shade() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %42, %1 ]
  %3 = or i64 %2, 1
  %4 = or i64 %2, 2
  %5 = or i64 %2, 3
  %6 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %2, i32 0
  %7 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %3, i32 0
  %8 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %4, i32 0
  %9 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %5, i32 0
  %10 = load float, float* %6, align 4, !tbaa !20
  %11 = load float, float* %7, align 4, !tbaa !20
  %12 = load float, float* %8, align 4, !tbaa !20
  %13 = load float, float* %9, align 4, !tbaa !20
  %14 = call float @llvm.fmuladd.f32(float %10, float 8.750000e-01, float 2.500000e-01)
  %15 = call float @llvm.fmuladd.f32(float %11, float 8.750000e-01, float 2.500000e-01)
  %16 = call float @llvm.fmuladd.f32(float %12, float 8.750000e-01, float 2.500000e-01)
  %17 = call float @llvm.fmuladd.f32(float %13, float 8.750000e-01, float 2.500000e-01)
  store float %14, float* %6, align 4, !tbaa !20
  store float %15, float* %7, align 4, !tbaa !20
  store float %16, float* %8, align 4, !tbaa !20
  store float %17, float* %9, align 4, !tbaa !20
  %18 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %2, i32 1
  %19 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %3, i32 1
  %20 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %4, i32 1
  %21 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %5, i32 1
  %22 = load float, float* %18, align 4, !tbaa !23
  %23 = load float, float* %19, align 4, !tbaa !23
  %24 = load float, float* %20, align 4, !tbaa !23
  %25 = load float, float* %21, align 4, !tbaa !23
  %26 = call float @llvm.fmuladd.f32(float %22, float 8.750000e-01, float 5.000000e-01)
  %27 = call float @llvm.fmuladd.f32(float %23, float 8.750000e-01, float 5.000000e-01)
  %28 = call float @llvm.fmuladd.f32(float %24, float 8.750000e-01, float 5.000000e-01)
  %29 = call float @llvm.fmuladd.f32(float %25, float 8.750000e-01, float 5.000000e-01)
  store float %26, float* %18, align 4, !tbaa !23
  store float %27, float* %19, align 4, !tbaa !23
  store float %28, float* %20, align 4, !tbaa !23
  store float %29, float* %21, align 4, !tbaa !23
  %30 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %2, i32 2
  %31 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %3, i32 2
  %32 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %4, i32 2
  %33 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %5, i32 2
  %34 = load float, float* %30, align 4, !tbaa !24
  %35 = load float, float* %31, align 4, !tbaa !24
  %36 = load float, float* %32, align 4, !tbaa !24
  %37 = load float, float* %33, align 4, !tbaa !24
  %38 = fmul float %34, 8.750000e-01
  %39 = fmul float %35, 8.750000e-01
  %40 = fmul float %36, 8.750000e-01
  %41 = fmul float %37, 8.750000e-01
  store float %38, float* %30, align 4, !tbaa !24
  store float %39, float* %31, align 4, !tbaa !24
  store float %40, float* %32, align 4, !tbaa !24
  store float %41, float* %33, align 4, !tbaa !24
  %42 = add nuw i64 %2, 4
  %43 = icmp eq i64 %42, 156
  br i1 %43, label %44, label %1, !llvm.loop !41

44:                                               ; preds = %1
  %45 = load float, float* getelementptr inbounds ([157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 156, i32 0), align 4, !tbaa !20
  %46 = tail call float @llvm.fmuladd.f32(float %45, float 8.750000e-01, float 2.500000e-01)
  store float %46, float* getelementptr inbounds ([157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 156, i32 0), align 4, !tbaa !20
  %47 = load float, float* getelementptr inbounds ([157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 156, i32 1), align 4, !tbaa !23
  %48 = tail call float @llvm.fmuladd.f32(float %47, float 8.750000e-01, float 5.000000e-01)
  store float %48, float* getelementptr inbounds ([157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 156, i32 1), align 4, !tbaa !23
  %49 = load float, float* getelementptr inbounds ([157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 156, i32 2), align 4, !tbaa !24
  %50 = fmul float %49, 8.750000e-01
  store float %50, float* getelementptr inbounds ([157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 156, i32 2), align 4, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc [2 x float] @vadd([2 x float] %0, [2 x float] %1) unnamed_addr #5 {
  %3 = extractvalue [2 x float] %0, 0
  %4 = extractvalue [2 x float] %0, 1
  %5 = extractvalue [2 x float] %1, 0
  %6 = extractvalue [2 x float] %1, 1
  %7 = fadd float %3, %5
  %8 = fsub float %4, %6
  %9 = insertvalue [2 x float] poison, float %7, 0
  %10 = insertvalue [2 x float] %9, float %8, 1
  ret [2 x float] %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc [2 x float] @vscale([2 x float] %0) unnamed_addr #5 {
  %2 = extractvalue [2 x float] %0, 0
  %3 = extractvalue [2 x float] %0, 1
  %4 = fmul float %2, 5.000000e-01
  %5 = fmul float %3, 5.000000e-01
  %6 = insertvalue [2 x float] poison, float %4, 0
  %7 = insertvalue [2 x float] %6, float %5, 1
  ret [2 x float] %7
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc float @vdot([2 x float] %0, [2 x float] %1) unnamed_addr #6 {
  %3 = extractvalue [2 x float] %0, 0
  %4 = extractvalue [2 x float] %0, 1
  %5 = extractvalue [2 x float] %1, 0
  %6 = extractvalue [2 x float] %1, 1
  %7 = fmul float %4, %6
  %8 = tail call float @llvm.fmuladd.f32(float %3, float %5, float %7)
  ret float %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @slp4() unnamed_addr #7 {
  %1 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 3) to <4 x i32>*), align 4, !tbaa !5
  %2 = mul nsw <4 x i32> %1, <i32 5, i32 5, i32 5, i32 5>
  %3 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 7) to <4 x i32>*), align 4, !tbaa !5
  %4 = add nsw <4 x i32> %2, %3
  store <4 x i32> %4, <4 x i32>* bitcast ([4 x i32]* @main.o4 to <4 x i32>*), align 16, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @slpd(double* nocapture noundef writeonly %0) unnamed_addr #8 {
  %2 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 5) to <2 x double>*), align 8, !tbaa !12
  %3 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 7) to <2 x double>*), align 8, !tbaa !12
  %4 = fneg <2 x double> %3
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %6 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2, <2 x double> <double 1.250000e+00, double 1.250000e+00>, <2 x double> %5)
  %7 = bitcast double* %0 to <2 x double>*
  store <2 x double> %6, <2 x double>* %7, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc zeroext i32 @bytesum() unnamed_addr #9 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %115, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %107, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %108, %1 ]
  %5 = phi <4 x i32> [ zeroinitializer, %0 ], [ %109, %1 ]
  %6 = phi <4 x i32> [ zeroinitializer, %0 ], [ %110, %1 ]
  %7 = phi <4 x i32> [ zeroinitializer, %0 ], [ %111, %1 ]
  %8 = phi <4 x i32> [ zeroinitializer, %0 ], [ %112, %1 ]
  %9 = phi <4 x i32> [ zeroinitializer, %0 ], [ %113, %1 ]
  %10 = phi <4 x i32> [ zeroinitializer, %0 ], [ %114, %1 ]
  %11 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i64 0, i64 %2
  %12 = bitcast i8* %11 to <4 x i8>*
  %13 = load <4 x i8>, <4 x i8>* %12, align 1, !tbaa !11
  %14 = getelementptr inbounds i8, i8* %11, i64 4
  %15 = bitcast i8* %14 to <4 x i8>*
  %16 = load <4 x i8>, <4 x i8>* %15, align 1, !tbaa !11
  %17 = getelementptr inbounds i8, i8* %11, i64 8
  %18 = bitcast i8* %17 to <4 x i8>*
  %19 = load <4 x i8>, <4 x i8>* %18, align 1, !tbaa !11
  %20 = getelementptr inbounds i8, i8* %11, i64 12
  %21 = bitcast i8* %20 to <4 x i8>*
  %22 = load <4 x i8>, <4 x i8>* %21, align 1, !tbaa !11
  %23 = getelementptr inbounds i8, i8* %11, i64 16
  %24 = bitcast i8* %23 to <4 x i8>*
  %25 = load <4 x i8>, <4 x i8>* %24, align 1, !tbaa !11
  %26 = getelementptr inbounds i8, i8* %11, i64 20
  %27 = bitcast i8* %26 to <4 x i8>*
  %28 = load <4 x i8>, <4 x i8>* %27, align 1, !tbaa !11
  %29 = getelementptr inbounds i8, i8* %11, i64 24
  %30 = bitcast i8* %29 to <4 x i8>*
  %31 = load <4 x i8>, <4 x i8>* %30, align 1, !tbaa !11
  %32 = getelementptr inbounds i8, i8* %11, i64 28
  %33 = bitcast i8* %32 to <4 x i8>*
  %34 = load <4 x i8>, <4 x i8>* %33, align 1, !tbaa !11
  %35 = zext <4 x i8> %13 to <4 x i32>
  %36 = zext <4 x i8> %16 to <4 x i32>
  %37 = zext <4 x i8> %19 to <4 x i32>
  %38 = zext <4 x i8> %22 to <4 x i32>
  %39 = zext <4 x i8> %25 to <4 x i32>
  %40 = zext <4 x i8> %28 to <4 x i32>
  %41 = zext <4 x i8> %31 to <4 x i32>
  %42 = zext <4 x i8> %34 to <4 x i32>
  %43 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i64 0, i64 %2
  %44 = bitcast i8* %43 to <4 x i8>*
  %45 = load <4 x i8>, <4 x i8>* %44, align 1, !tbaa !11
  %46 = getelementptr inbounds i8, i8* %43, i64 4
  %47 = bitcast i8* %46 to <4 x i8>*
  %48 = load <4 x i8>, <4 x i8>* %47, align 1, !tbaa !11
  %49 = getelementptr inbounds i8, i8* %43, i64 8
  %50 = bitcast i8* %49 to <4 x i8>*
  %51 = load <4 x i8>, <4 x i8>* %50, align 1, !tbaa !11
  %52 = getelementptr inbounds i8, i8* %43, i64 12
  %53 = bitcast i8* %52 to <4 x i8>*
  %54 = load <4 x i8>, <4 x i8>* %53, align 1, !tbaa !11
  %55 = getelementptr inbounds i8, i8* %43, i64 16
  %56 = bitcast i8* %55 to <4 x i8>*
  %57 = load <4 x i8>, <4 x i8>* %56, align 1, !tbaa !11
  %58 = getelementptr inbounds i8, i8* %43, i64 20
  %59 = bitcast i8* %58 to <4 x i8>*
  %60 = load <4 x i8>, <4 x i8>* %59, align 1, !tbaa !11
  %61 = getelementptr inbounds i8, i8* %43, i64 24
  %62 = bitcast i8* %61 to <4 x i8>*
  %63 = load <4 x i8>, <4 x i8>* %62, align 1, !tbaa !11
  %64 = getelementptr inbounds i8, i8* %43, i64 28
  %65 = bitcast i8* %64 to <4 x i8>*
  %66 = load <4 x i8>, <4 x i8>* %65, align 1, !tbaa !11
  %67 = zext <4 x i8> %45 to <4 x i32>
  %68 = zext <4 x i8> %48 to <4 x i32>
  %69 = zext <4 x i8> %51 to <4 x i32>
  %70 = zext <4 x i8> %54 to <4 x i32>
  %71 = zext <4 x i8> %57 to <4 x i32>
  %72 = zext <4 x i8> %60 to <4 x i32>
  %73 = zext <4 x i8> %63 to <4 x i32>
  %74 = zext <4 x i8> %66 to <4 x i32>
  %75 = icmp ugt <4 x i8> %13, %45
  %76 = icmp ugt <4 x i8> %16, %48
  %77 = icmp ugt <4 x i8> %19, %51
  %78 = icmp ugt <4 x i8> %22, %54
  %79 = icmp ugt <4 x i8> %25, %57
  %80 = icmp ugt <4 x i8> %28, %60
  %81 = icmp ugt <4 x i8> %31, %63
  %82 = icmp ugt <4 x i8> %34, %66
  %83 = sub nsw <4 x i32> %35, %67
  %84 = sub nsw <4 x i32> %36, %68
  %85 = sub nsw <4 x i32> %37, %69
  %86 = sub nsw <4 x i32> %38, %70
  %87 = sub nsw <4 x i32> %39, %71
  %88 = sub nsw <4 x i32> %40, %72
  %89 = sub nsw <4 x i32> %41, %73
  %90 = sub nsw <4 x i32> %42, %74
  %91 = sub nsw <4 x i32> %67, %35
  %92 = sub nsw <4 x i32> %68, %36
  %93 = sub nsw <4 x i32> %69, %37
  %94 = sub nsw <4 x i32> %70, %38
  %95 = sub nsw <4 x i32> %71, %39
  %96 = sub nsw <4 x i32> %72, %40
  %97 = sub nsw <4 x i32> %73, %41
  %98 = sub nsw <4 x i32> %74, %42
  %99 = select <4 x i1> %75, <4 x i32> %83, <4 x i32> %91
  %100 = select <4 x i1> %76, <4 x i32> %84, <4 x i32> %92
  %101 = select <4 x i1> %77, <4 x i32> %85, <4 x i32> %93
  %102 = select <4 x i1> %78, <4 x i32> %86, <4 x i32> %94
  %103 = select <4 x i1> %79, <4 x i32> %87, <4 x i32> %95
  %104 = select <4 x i1> %80, <4 x i32> %88, <4 x i32> %96
  %105 = select <4 x i1> %81, <4 x i32> %89, <4 x i32> %97
  %106 = select <4 x i1> %82, <4 x i32> %90, <4 x i32> %98
  %107 = add <4 x i32> %99, %3
  %108 = add <4 x i32> %100, %4
  %109 = add <4 x i32> %101, %5
  %110 = add <4 x i32> %102, %6
  %111 = add <4 x i32> %103, %7
  %112 = add <4 x i32> %104, %8
  %113 = add <4 x i32> %105, %9
  %114 = add <4 x i32> %106, %10
  %115 = add nuw i64 %2, 32
  %116 = icmp eq i64 %115, 128
  br i1 %116, label %117, label %1, !llvm.loop !42

117:                                              ; preds = %1
  %118 = add <4 x i32> %108, %107
  %119 = add <4 x i32> %109, %118
  %120 = add <4 x i32> %110, %119
  %121 = add <4 x i32> %111, %120
  %122 = add <4 x i32> %112, %121
  %123 = add <4 x i32> %113, %122
  %124 = add <4 x i32> %114, %123
  %125 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %124)
  br label %127

126:                                              ; preds = %127
  ret i32 %140

127:                                              ; preds = %143, %117
  %128 = phi i64 [ 128, %117 ], [ %179, %143 ]
  %129 = phi i32 [ %125, %117 ], [ %178, %143 ]
  %130 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i64 0, i64 %128
  %131 = load i8, i8* %130, align 1, !tbaa !11
  %132 = zext i8 %131 to i32
  %133 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i64 0, i64 %128
  %134 = load i8, i8* %133, align 1, !tbaa !11
  %135 = zext i8 %134 to i32
  %136 = icmp ugt i8 %131, %134
  %137 = sub nsw i32 %132, %135
  %138 = sub nsw i32 %135, %132
  %139 = select i1 %136, i32 %137, i32 %138
  %140 = add i32 %139, %129
  %141 = or i64 %128, 1
  %142 = icmp eq i64 %141, 157
  br i1 %142, label %126, label %143, !llvm.loop !43

143:                                              ; preds = %127
  %144 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i64 0, i64 %141
  %145 = load i8, i8* %144, align 1, !tbaa !11
  %146 = zext i8 %145 to i32
  %147 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i64 0, i64 %141
  %148 = load i8, i8* %147, align 1, !tbaa !11
  %149 = zext i8 %148 to i32
  %150 = icmp ugt i8 %145, %148
  %151 = sub nsw i32 %146, %149
  %152 = sub nsw i32 %149, %146
  %153 = select i1 %150, i32 %151, i32 %152
  %154 = add i32 %153, %140
  %155 = or i64 %128, 2
  %156 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i64 0, i64 %155
  %157 = load i8, i8* %156, align 1, !tbaa !11
  %158 = zext i8 %157 to i32
  %159 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i64 0, i64 %155
  %160 = load i8, i8* %159, align 1, !tbaa !11
  %161 = zext i8 %160 to i32
  %162 = icmp ugt i8 %157, %160
  %163 = sub nsw i32 %158, %161
  %164 = sub nsw i32 %161, %158
  %165 = select i1 %162, i32 %163, i32 %164
  %166 = add i32 %165, %154
  %167 = or i64 %128, 3
  %168 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i64 0, i64 %167
  %169 = load i8, i8* %168, align 1, !tbaa !11
  %170 = zext i8 %169 to i32
  %171 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i64 0, i64 %167
  %172 = load i8, i8* %171, align 1, !tbaa !11
  %173 = zext i8 %172 to i32
  %174 = icmp ugt i8 %169, %172
  %175 = sub nsw i32 %170, %173
  %176 = sub nsw i32 %173, %170
  %177 = select i1 %174, i32 %175, i32 %176
  %178 = add i32 %177, %166
  %179 = add nuw nsw i64 %128, 4
  br label %127
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @avg8() unnamed_addr #2 {
  %1 = load <16 x i8>, <16 x i8>* bitcast ([157 x i8]* @a8 to <16 x i8>*), align 16, !tbaa !11
  %2 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %3 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %4 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %5 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %6 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %7 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %8 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %9 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %10 = zext <16 x i8> %1 to <16 x i16>
  %11 = zext <16 x i8> %2 to <16 x i16>
  %12 = zext <16 x i8> %3 to <16 x i16>
  %13 = zext <16 x i8> %4 to <16 x i16>
  %14 = zext <16 x i8> %5 to <16 x i16>
  %15 = zext <16 x i8> %6 to <16 x i16>
  %16 = zext <16 x i8> %7 to <16 x i16>
  %17 = zext <16 x i8> %8 to <16 x i16>
  %18 = zext <16 x i8> %9 to <16 x i16>
  %19 = load <16 x i8>, <16 x i8>* bitcast ([157 x i8]* @b8 to <16 x i8>*), align 16, !tbaa !11
  %20 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %21 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %22 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %23 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %24 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %25 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %26 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %27 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %28 = zext <16 x i8> %19 to <16 x i16>
  %29 = zext <16 x i8> %20 to <16 x i16>
  %30 = zext <16 x i8> %21 to <16 x i16>
  %31 = zext <16 x i8> %22 to <16 x i16>
  %32 = zext <16 x i8> %23 to <16 x i16>
  %33 = zext <16 x i8> %24 to <16 x i16>
  %34 = zext <16 x i8> %25 to <16 x i16>
  %35 = zext <16 x i8> %26 to <16 x i16>
  %36 = zext <16 x i8> %27 to <16 x i16>
  %37 = add nuw nsw <16 x i16> %10, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %38 = add nuw nsw <16 x i16> %11, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %39 = add nuw nsw <16 x i16> %12, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %40 = add nuw nsw <16 x i16> %13, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %41 = add nuw nsw <16 x i16> %14, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %42 = add nuw nsw <16 x i16> %15, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %43 = add nuw nsw <16 x i16> %16, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %44 = add nuw nsw <16 x i16> %17, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %45 = add nuw nsw <16 x i16> %18, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %46 = add nuw nsw <16 x i16> %37, %28
  %47 = add nuw nsw <16 x i16> %38, %29
  %48 = add nuw nsw <16 x i16> %39, %30
  %49 = add nuw nsw <16 x i16> %40, %31
  %50 = add nuw nsw <16 x i16> %41, %32
  %51 = add nuw nsw <16 x i16> %42, %33
  %52 = add nuw nsw <16 x i16> %43, %34
  %53 = add nuw nsw <16 x i16> %44, %35
  %54 = add nuw nsw <16 x i16> %45, %36
  %55 = lshr <16 x i16> %46, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %56 = lshr <16 x i16> %47, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %57 = lshr <16 x i16> %48, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %58 = lshr <16 x i16> %49, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %59 = lshr <16 x i16> %50, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %60 = lshr <16 x i16> %51, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %61 = lshr <16 x i16> %52, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %62 = lshr <16 x i16> %53, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %63 = lshr <16 x i16> %54, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %64 = trunc <16 x i16> %55 to <16 x i8>
  %65 = trunc <16 x i16> %56 to <16 x i8>
  %66 = trunc <16 x i16> %57 to <16 x i8>
  %67 = trunc <16 x i16> %58 to <16 x i8>
  %68 = trunc <16 x i16> %59 to <16 x i8>
  %69 = trunc <16 x i16> %60 to <16 x i8>
  %70 = trunc <16 x i16> %61 to <16 x i8>
  %71 = trunc <16 x i16> %62 to <16 x i8>
  %72 = trunc <16 x i16> %63 to <16 x i8>
  store <16 x i8> %64, <16 x i8>* bitcast ([157 x i8]* @main.c8 to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %65, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %66, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %67, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %68, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %69, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %70, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %71, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %72, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 128) to <16 x i8>*), align 16, !tbaa !11
  %73 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 144) to <8 x i8>*), align 16, !tbaa !11
  %74 = zext <8 x i8> %73 to <8 x i16>
  %75 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 144) to <8 x i8>*), align 16, !tbaa !11
  %76 = zext <8 x i8> %75 to <8 x i16>
  %77 = add nuw nsw <8 x i16> %74, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %78 = add nuw nsw <8 x i16> %77, %76
  %79 = lshr <8 x i16> %78, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %80 = trunc <8 x i16> %79 to <8 x i8>
  store <8 x i8> %80, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 144) to <8 x i8>*), align 16, !tbaa !11
  %81 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 152), align 8, !tbaa !11
  %82 = zext i8 %81 to i16
  %83 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 152), align 8, !tbaa !11
  %84 = zext i8 %83 to i16
  %85 = add nuw nsw i16 %82, 1
  %86 = add nuw nsw i16 %85, %84
  %87 = lshr i16 %86, 1
  %88 = trunc i16 %87 to i8
  store i8 %88, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 152), align 8, !tbaa !11
  %89 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 153), align 1, !tbaa !11
  %90 = zext i8 %89 to i16
  %91 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 153), align 1, !tbaa !11
  %92 = zext i8 %91 to i16
  %93 = add nuw nsw i16 %90, 1
  %94 = add nuw nsw i16 %93, %92
  %95 = lshr i16 %94, 1
  %96 = trunc i16 %95 to i8
  store i8 %96, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 153), align 1, !tbaa !11
  %97 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 154), align 2, !tbaa !11
  %98 = zext i8 %97 to i16
  %99 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 154), align 2, !tbaa !11
  %100 = zext i8 %99 to i16
  %101 = add nuw nsw i16 %98, 1
  %102 = add nuw nsw i16 %101, %100
  %103 = lshr i16 %102, 1
  %104 = trunc i16 %103 to i8
  store i8 %104, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 154), align 2, !tbaa !11
  %105 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 155), align 1, !tbaa !11
  %106 = zext i8 %105 to i16
  %107 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 155), align 1, !tbaa !11
  %108 = zext i8 %107 to i16
  %109 = add nuw nsw i16 %106, 1
  %110 = add nuw nsw i16 %109, %108
  %111 = lshr i16 %110, 1
  %112 = trunc i16 %111 to i8
  store i8 %112, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 155), align 1, !tbaa !11
  %113 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 156), align 4, !tbaa !11
  %114 = zext i8 %113 to i16
  %115 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 156), align 4, !tbaa !11
  %116 = zext i8 %115 to i16
  %117 = add nuw nsw i16 %114, 1
  %118 = add nuw nsw i16 %117, %116
  %119 = lshr i16 %118, 1
  %120 = trunc i16 %119 to i8
  store i8 %120, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 156), align 4, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc signext i32 @dot16() unnamed_addr #9 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %135, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %123, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %124, %1 ]
  %5 = phi <4 x i32> [ zeroinitializer, %0 ], [ %125, %1 ]
  %6 = phi <4 x i32> [ zeroinitializer, %0 ], [ %126, %1 ]
  %7 = phi <4 x i32> [ zeroinitializer, %0 ], [ %127, %1 ]
  %8 = phi <4 x i32> [ zeroinitializer, %0 ], [ %128, %1 ]
  %9 = phi <4 x i32> [ zeroinitializer, %0 ], [ %129, %1 ]
  %10 = phi <4 x i32> [ zeroinitializer, %0 ], [ %130, %1 ]
  %11 = phi <4 x i32> [ zeroinitializer, %0 ], [ %131, %1 ]
  %12 = phi <4 x i32> [ zeroinitializer, %0 ], [ %132, %1 ]
  %13 = phi <4 x i32> [ zeroinitializer, %0 ], [ %133, %1 ]
  %14 = phi <4 x i32> [ zeroinitializer, %0 ], [ %134, %1 ]
  %15 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %2
  %16 = bitcast i16* %15 to <4 x i16>*
  %17 = load <4 x i16>, <4 x i16>* %16, align 2, !tbaa !9
  %18 = getelementptr inbounds i16, i16* %15, i64 4
  %19 = bitcast i16* %18 to <4 x i16>*
  %20 = load <4 x i16>, <4 x i16>* %19, align 2, !tbaa !9
  %21 = getelementptr inbounds i16, i16* %15, i64 8
  %22 = bitcast i16* %21 to <4 x i16>*
  %23 = load <4 x i16>, <4 x i16>* %22, align 2, !tbaa !9
  %24 = getelementptr inbounds i16, i16* %15, i64 12
  %25 = bitcast i16* %24 to <4 x i16>*
  %26 = load <4 x i16>, <4 x i16>* %25, align 2, !tbaa !9
  %27 = getelementptr inbounds i16, i16* %15, i64 16
  %28 = bitcast i16* %27 to <4 x i16>*
  %29 = load <4 x i16>, <4 x i16>* %28, align 2, !tbaa !9
  %30 = getelementptr inbounds i16, i16* %15, i64 20
  %31 = bitcast i16* %30 to <4 x i16>*
  %32 = load <4 x i16>, <4 x i16>* %31, align 2, !tbaa !9
  %33 = getelementptr inbounds i16, i16* %15, i64 24
  %34 = bitcast i16* %33 to <4 x i16>*
  %35 = load <4 x i16>, <4 x i16>* %34, align 2, !tbaa !9
  %36 = getelementptr inbounds i16, i16* %15, i64 28
  %37 = bitcast i16* %36 to <4 x i16>*
  %38 = load <4 x i16>, <4 x i16>* %37, align 2, !tbaa !9
  %39 = getelementptr inbounds i16, i16* %15, i64 32
  %40 = bitcast i16* %39 to <4 x i16>*
  %41 = load <4 x i16>, <4 x i16>* %40, align 2, !tbaa !9
  %42 = getelementptr inbounds i16, i16* %15, i64 36
  %43 = bitcast i16* %42 to <4 x i16>*
  %44 = load <4 x i16>, <4 x i16>* %43, align 2, !tbaa !9
  %45 = getelementptr inbounds i16, i16* %15, i64 40
  %46 = bitcast i16* %45 to <4 x i16>*
  %47 = load <4 x i16>, <4 x i16>* %46, align 2, !tbaa !9
  %48 = getelementptr inbounds i16, i16* %15, i64 44
  %49 = bitcast i16* %48 to <4 x i16>*
  %50 = load <4 x i16>, <4 x i16>* %49, align 2, !tbaa !9
  %51 = sext <4 x i16> %17 to <4 x i32>
  %52 = sext <4 x i16> %20 to <4 x i32>
  %53 = sext <4 x i16> %23 to <4 x i32>
  %54 = sext <4 x i16> %26 to <4 x i32>
  %55 = sext <4 x i16> %29 to <4 x i32>
  %56 = sext <4 x i16> %32 to <4 x i32>
  %57 = sext <4 x i16> %35 to <4 x i32>
  %58 = sext <4 x i16> %38 to <4 x i32>
  %59 = sext <4 x i16> %41 to <4 x i32>
  %60 = sext <4 x i16> %44 to <4 x i32>
  %61 = sext <4 x i16> %47 to <4 x i32>
  %62 = sext <4 x i16> %50 to <4 x i32>
  %63 = getelementptr inbounds [157 x i16], [157 x i16]* @b16, i64 0, i64 %2
  %64 = bitcast i16* %63 to <4 x i16>*
  %65 = load <4 x i16>, <4 x i16>* %64, align 2, !tbaa !9
  %66 = getelementptr inbounds i16, i16* %63, i64 4
  %67 = bitcast i16* %66 to <4 x i16>*
  %68 = load <4 x i16>, <4 x i16>* %67, align 2, !tbaa !9
  %69 = getelementptr inbounds i16, i16* %63, i64 8
  %70 = bitcast i16* %69 to <4 x i16>*
  %71 = load <4 x i16>, <4 x i16>* %70, align 2, !tbaa !9
  %72 = getelementptr inbounds i16, i16* %63, i64 12
  %73 = bitcast i16* %72 to <4 x i16>*
  %74 = load <4 x i16>, <4 x i16>* %73, align 2, !tbaa !9
  %75 = getelementptr inbounds i16, i16* %63, i64 16
  %76 = bitcast i16* %75 to <4 x i16>*
  %77 = load <4 x i16>, <4 x i16>* %76, align 2, !tbaa !9
  %78 = getelementptr inbounds i16, i16* %63, i64 20
  %79 = bitcast i16* %78 to <4 x i16>*
  %80 = load <4 x i16>, <4 x i16>* %79, align 2, !tbaa !9
  %81 = getelementptr inbounds i16, i16* %63, i64 24
  %82 = bitcast i16* %81 to <4 x i16>*
  %83 = load <4 x i16>, <4 x i16>* %82, align 2, !tbaa !9
  %84 = getelementptr inbounds i16, i16* %63, i64 28
  %85 = bitcast i16* %84 to <4 x i16>*
  %86 = load <4 x i16>, <4 x i16>* %85, align 2, !tbaa !9
  %87 = getelementptr inbounds i16, i16* %63, i64 32
  %88 = bitcast i16* %87 to <4 x i16>*
  %89 = load <4 x i16>, <4 x i16>* %88, align 2, !tbaa !9
  %90 = getelementptr inbounds i16, i16* %63, i64 36
  %91 = bitcast i16* %90 to <4 x i16>*
  %92 = load <4 x i16>, <4 x i16>* %91, align 2, !tbaa !9
  %93 = getelementptr inbounds i16, i16* %63, i64 40
  %94 = bitcast i16* %93 to <4 x i16>*
  %95 = load <4 x i16>, <4 x i16>* %94, align 2, !tbaa !9
  %96 = getelementptr inbounds i16, i16* %63, i64 44
  %97 = bitcast i16* %96 to <4 x i16>*
  %98 = load <4 x i16>, <4 x i16>* %97, align 2, !tbaa !9
  %99 = sext <4 x i16> %65 to <4 x i32>
  %100 = sext <4 x i16> %68 to <4 x i32>
  %101 = sext <4 x i16> %71 to <4 x i32>
  %102 = sext <4 x i16> %74 to <4 x i32>
  %103 = sext <4 x i16> %77 to <4 x i32>
  %104 = sext <4 x i16> %80 to <4 x i32>
  %105 = sext <4 x i16> %83 to <4 x i32>
  %106 = sext <4 x i16> %86 to <4 x i32>
  %107 = sext <4 x i16> %89 to <4 x i32>
  %108 = sext <4 x i16> %92 to <4 x i32>
  %109 = sext <4 x i16> %95 to <4 x i32>
  %110 = sext <4 x i16> %98 to <4 x i32>
  %111 = mul nsw <4 x i32> %99, %51
  %112 = mul nsw <4 x i32> %100, %52
  %113 = mul nsw <4 x i32> %101, %53
  %114 = mul nsw <4 x i32> %102, %54
  %115 = mul nsw <4 x i32> %103, %55
  %116 = mul nsw <4 x i32> %104, %56
  %117 = mul nsw <4 x i32> %105, %57
  %118 = mul nsw <4 x i32> %106, %58
  %119 = mul nsw <4 x i32> %107, %59
  %120 = mul nsw <4 x i32> %108, %60
  %121 = mul nsw <4 x i32> %109, %61
  %122 = mul nsw <4 x i32> %110, %62
  %123 = add <4 x i32> %111, %3
  %124 = add <4 x i32> %112, %4
  %125 = add <4 x i32> %113, %5
  %126 = add <4 x i32> %114, %6
  %127 = add <4 x i32> %115, %7
  %128 = add <4 x i32> %116, %8
  %129 = add <4 x i32> %117, %9
  %130 = add <4 x i32> %118, %10
  %131 = add <4 x i32> %119, %11
  %132 = add <4 x i32> %120, %12
  %133 = add <4 x i32> %121, %13
  %134 = add <4 x i32> %122, %14
  %135 = add nuw i64 %2, 48
  %136 = icmp eq i64 %135, 144
  br i1 %136, label %137, label %1, !llvm.loop !44

137:                                              ; preds = %1
  %138 = add <4 x i32> %124, %123
  %139 = add <4 x i32> %125, %138
  %140 = add <4 x i32> %126, %139
  %141 = add <4 x i32> %127, %140
  %142 = add <4 x i32> %128, %141
  %143 = add <4 x i32> %129, %142
  %144 = add <4 x i32> %130, %143
  %145 = add <4 x i32> %131, %144
  %146 = add <4 x i32> %132, %145
  %147 = add <4 x i32> %133, %146
  %148 = add <4 x i32> %134, %147
  %149 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %148)
  %150 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 144), align 2, !tbaa !9
  %151 = sext i16 %150 to i32
  %152 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 144), align 2, !tbaa !9
  %153 = sext i16 %152 to i32
  %154 = mul nsw i32 %153, %151
  %155 = add nsw i32 %154, %149
  %156 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 145), align 2, !tbaa !9
  %157 = sext i16 %156 to i32
  %158 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 145), align 2, !tbaa !9
  %159 = sext i16 %158 to i32
  %160 = mul nsw i32 %159, %157
  %161 = add nsw i32 %160, %155
  %162 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 146), align 2, !tbaa !9
  %163 = sext i16 %162 to i32
  %164 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 146), align 2, !tbaa !9
  %165 = sext i16 %164 to i32
  %166 = mul nsw i32 %165, %163
  %167 = add nsw i32 %166, %161
  %168 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 147), align 2, !tbaa !9
  %169 = sext i16 %168 to i32
  %170 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 147), align 2, !tbaa !9
  %171 = sext i16 %170 to i32
  %172 = mul nsw i32 %171, %169
  %173 = add nsw i32 %172, %167
  %174 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 148), align 2, !tbaa !9
  %175 = sext i16 %174 to i32
  %176 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 148), align 2, !tbaa !9
  %177 = sext i16 %176 to i32
  %178 = mul nsw i32 %177, %175
  %179 = add nsw i32 %178, %173
  %180 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 149), align 2, !tbaa !9
  %181 = sext i16 %180 to i32
  %182 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 149), align 2, !tbaa !9
  %183 = sext i16 %182 to i32
  %184 = mul nsw i32 %183, %181
  %185 = add nsw i32 %184, %179
  %186 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 150), align 2, !tbaa !9
  %187 = sext i16 %186 to i32
  %188 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 150), align 2, !tbaa !9
  %189 = sext i16 %188 to i32
  %190 = mul nsw i32 %189, %187
  %191 = add nsw i32 %190, %185
  %192 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 151), align 2, !tbaa !9
  %193 = sext i16 %192 to i32
  %194 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 151), align 2, !tbaa !9
  %195 = sext i16 %194 to i32
  %196 = mul nsw i32 %195, %193
  %197 = add nsw i32 %196, %191
  %198 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 152), align 2, !tbaa !9
  %199 = sext i16 %198 to i32
  %200 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 152), align 2, !tbaa !9
  %201 = sext i16 %200 to i32
  %202 = mul nsw i32 %201, %199
  %203 = add nsw i32 %202, %197
  %204 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 153), align 2, !tbaa !9
  %205 = sext i16 %204 to i32
  %206 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 153), align 2, !tbaa !9
  %207 = sext i16 %206 to i32
  %208 = mul nsw i32 %207, %205
  %209 = add nsw i32 %208, %203
  %210 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 154), align 2, !tbaa !9
  %211 = sext i16 %210 to i32
  %212 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 154), align 2, !tbaa !9
  %213 = sext i16 %212 to i32
  %214 = mul nsw i32 %213, %211
  %215 = add nsw i32 %214, %209
  %216 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 155), align 2, !tbaa !9
  %217 = sext i16 %216 to i32
  %218 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 155), align 2, !tbaa !9
  %219 = sext i16 %218 to i32
  %220 = mul nsw i32 %219, %217
  %221 = add nsw i32 %220, %215
  %222 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 156), align 2, !tbaa !9
  %223 = sext i16 %222 to i32
  %224 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 156), align 2, !tbaa !9
  %225 = sext i16 %224 to i32
  %226 = mul nsw i32 %225, %223
  %227 = add nsw i32 %226, %221
  ret i32 %227
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #10

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #8 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #9 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #10 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { nofree nosync nounwind readnone willreturn }
attributes #12 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #13 = { nounwind }

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
!10 = !{!"short", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
!14 = !{!15, !6, i64 0}
!15 = !{!"", !6, i64 0, !6, i64 4}
!16 = !{!15, !6, i64 4}
!17 = !{!18, !13, i64 0}
!18 = !{!"", !13, i64 0, !13, i64 8}
!19 = !{!18, !13, i64 8}
!20 = !{!21, !22, i64 0}
!21 = !{!"", !22, i64 0, !22, i64 4, !22, i64 8, !22, i64 12}
!22 = !{!"float", !7, i64 0}
!23 = !{!21, !22, i64 4}
!24 = !{!21, !22, i64 8}
!25 = !{!21, !22, i64 12}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = distinct !{!28, !27}
!29 = !{!30, !30, i64 0}
!30 = !{!"long", !7, i64 0}
!31 = distinct !{!31, !27}
!32 = distinct !{!32, !27, !33, !34}
!33 = !{!"llvm.loop.unroll.runtime.disable"}
!34 = !{!"llvm.loop.isvectorized", i32 1}
!35 = distinct !{!35, !27, !34}
!36 = distinct !{!36, !27, !34}
!37 = distinct !{!37, !27, !34}
!38 = distinct !{!38, !27, !33, !34}
!39 = distinct !{!39, !27, !34}
!40 = distinct !{!40, !27, !34}
!41 = distinct !{!41, !27, !34}
!42 = distinct !{!42, !27, !34}
!43 = distinct !{!43, !27, !33, !34}
!44 = distinct !{!44, !27, !34}
