; ModuleID = 'c/vec_shuffle.c'
source_filename = "c/vec_shuffle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pt = type { i32, i32 }
%struct.cpx = type { double, double }
%struct.rgba = type { float, float, float, float }

@main.inter = internal unnamed_addr global [314 x i32] zeroinitializer, align 16
@main.o4 = internal unnamed_addr global [4 x i32] zeroinitializer, align 16
@main.c16 = internal unnamed_addr global [157 x i16] zeroinitializer, align 16
@main.c8 = internal unnamed_addr global [157 x i8] zeroinitializer, align 16
@b32 = internal unnamed_addr global [157 x i32] zeroinitializer, align 16
@a32 = internal unnamed_addr global [157 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"rev32\00", align 1
@a16 = internal unnamed_addr global [157 x i16] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [6 x i8] c"rev16\00", align 1
@a8 = internal unnamed_addr global [157 x i8] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"rev8\00", align 1
@db = internal unnamed_addr global [157 x double] zeroinitializer, align 16
@da = internal unnamed_addr global [157 x double] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [5 x i8] c"revd\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"strided %lld\00", align 1
@pts = internal unnamed_addr global [157 x %struct.pt] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [7 x i8] c" %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"interleave\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"deinterleave.a\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"deinterleave.b\00", align 1
@cc = internal unnamed_addr global [157 x %struct.cpx] zeroinitializer, align 16
@ca = internal unnamed_addr global [157 x %struct.cpx] zeroinitializer, align 16
@cb = internal unnamed_addr global [157 x %struct.cpx] zeroinitializer, align 16
@.str.9 = private unnamed_addr constant [5 x i8] c"cmul\00", align 1
@px = internal unnamed_addr global [157 x %struct.rgba] zeroinitializer, align 16
@.str.10 = private unnamed_addr constant [6 x i8] c"shade\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"vec2 %a %a %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"slp4\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"slpd %a %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"bytesum %u\0A\00", align 1
@b8 = internal unnamed_addr global [157 x i8] zeroinitializer, align 16
@.str.15 = private unnamed_addr constant [5 x i8] c"avg8\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"dot16 %d\0A\00", align 1
@b16 = internal unnamed_addr global [157 x i16] zeroinitializer, align 16
@.str.17 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@seed = internal unnamed_addr global i32 4242, align 4
@.str.18 = private unnamed_addr constant [9 x i8] c"%s %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca [2 x double], align 16
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
  store i32 %46, i32* %47, align 8, !tbaa !14
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
  store double %58, double* %59, align 16, !tbaa !17
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
  store double %73, double* %74, align 16, !tbaa !17
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
  store float %87, float* %88, align 16, !tbaa !20
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
  store float %101, float* %102, align 8, !tbaa !24
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
  %136 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef %132) #13
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
  %157 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %153) #13
  %158 = load i32, i32* @check, align 4, !tbaa !5
  %159 = xor i32 %158, %153
  %160 = mul i32 %159, 16777619
  store i32 %160, i32* @check, align 4, !tbaa !5
  tail call fastcc void @rev8()
  br label %161

161:                                              ; preds = %171, %156
  %162 = phi i64 [ 0, %156 ], [ %189, %171 ]
  %163 = phi i32 [ 0, %156 ], [ %188, %171 ]
  %164 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %162
  %165 = load i8, i8* %164, align 4, !tbaa !11
  %166 = zext i8 %165 to i32
  %167 = xor i32 %163, %166
  %168 = mul i32 %167, 16777619
  %169 = or i64 %162, 1
  %170 = icmp eq i64 %169, 157
  br i1 %170, label %190, label %171, !llvm.loop !28

171:                                              ; preds = %161
  %172 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %169
  %173 = load i8, i8* %172, align 1, !tbaa !11
  %174 = zext i8 %173 to i32
  %175 = xor i32 %168, %174
  %176 = mul i32 %175, 16777619
  %177 = or i64 %162, 2
  %178 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %177
  %179 = load i8, i8* %178, align 2, !tbaa !11
  %180 = zext i8 %179 to i32
  %181 = xor i32 %176, %180
  %182 = mul i32 %181, 16777619
  %183 = or i64 %162, 3
  %184 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %183
  %185 = load i8, i8* %184, align 1, !tbaa !11
  %186 = zext i8 %185 to i32
  %187 = xor i32 %182, %186
  %188 = mul i32 %187, 16777619
  %189 = add nuw nsw i64 %162, 4
  br label %161

190:                                              ; preds = %161
  %191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef %168) #13
  %192 = load i32, i32* @check, align 4, !tbaa !5
  %193 = xor i32 %192, %168
  %194 = mul i32 %193, 16777619
  store i32 %194, i32* @check, align 4, !tbaa !5
  tail call fastcc void @revd()
  br label %195

195:                                              ; preds = %195, %190
  %196 = phi i64 [ 0, %190 ], [ %221, %195 ]
  %197 = phi i32 [ 0, %190 ], [ %220, %195 ]
  %198 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %196
  %199 = load i8, i8* %198, align 4, !tbaa !11
  %200 = zext i8 %199 to i32
  %201 = xor i32 %197, %200
  %202 = mul i32 %201, 16777619
  %203 = or i64 %196, 1
  %204 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %203
  %205 = load i8, i8* %204, align 1, !tbaa !11
  %206 = zext i8 %205 to i32
  %207 = xor i32 %202, %206
  %208 = mul i32 %207, 16777619
  %209 = or i64 %196, 2
  %210 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %209
  %211 = load i8, i8* %210, align 2, !tbaa !11
  %212 = zext i8 %211 to i32
  %213 = xor i32 %208, %212
  %214 = mul i32 %213, 16777619
  %215 = or i64 %196, 3
  %216 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %215
  %217 = load i8, i8* %216, align 1, !tbaa !11
  %218 = zext i8 %217 to i32
  %219 = xor i32 %214, %218
  %220 = mul i32 %219, 16777619
  %221 = add nuw nsw i64 %196, 4
  %222 = icmp eq i64 %221, 1256
  br i1 %222, label %223, label %195, !llvm.loop !28

223:                                              ; preds = %195
  %224 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %220) #13
  %225 = load i32, i32* @check, align 4, !tbaa !5
  %226 = xor i32 %225, %220
  %227 = mul i32 %226, 16777619
  store i32 %227, i32* @check, align 4, !tbaa !5
  %228 = call fastcc i64 @strided(i64* noundef nonnull %1)
  %229 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i64 noundef %228)
  %230 = load i64, i64* %1, align 8, !tbaa !29
  %231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i64 noundef %230)
  tail call fastcc void @interleave()
  br label %232

232:                                              ; preds = %232, %223
  %233 = phi i64 [ 0, %223 ], [ %258, %232 ]
  %234 = phi i32 [ 0, %223 ], [ %257, %232 ]
  %235 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %233
  %236 = load i8, i8* %235, align 4, !tbaa !11
  %237 = zext i8 %236 to i32
  %238 = xor i32 %234, %237
  %239 = mul i32 %238, 16777619
  %240 = or i64 %233, 1
  %241 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %240
  %242 = load i8, i8* %241, align 1, !tbaa !11
  %243 = zext i8 %242 to i32
  %244 = xor i32 %239, %243
  %245 = mul i32 %244, 16777619
  %246 = or i64 %233, 2
  %247 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %246
  %248 = load i8, i8* %247, align 2, !tbaa !11
  %249 = zext i8 %248 to i32
  %250 = xor i32 %245, %249
  %251 = mul i32 %250, 16777619
  %252 = or i64 %233, 3
  %253 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %252
  %254 = load i8, i8* %253, align 1, !tbaa !11
  %255 = zext i8 %254 to i32
  %256 = xor i32 %251, %255
  %257 = mul i32 %256, 16777619
  %258 = add nuw nsw i64 %233, 4
  %259 = icmp eq i64 %258, 1256
  br i1 %259, label %260, label %232, !llvm.loop !28

260:                                              ; preds = %232
  %261 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %257) #13
  %262 = load i32, i32* @check, align 4, !tbaa !5
  %263 = xor i32 %262, %257
  %264 = mul i32 %263, 16777619
  store i32 %264, i32* @check, align 4, !tbaa !5
  tail call fastcc void @deinterleave()
  br label %265

265:                                              ; preds = %265, %260
  %266 = phi i64 [ 0, %260 ], [ %291, %265 ]
  %267 = phi i32 [ 0, %260 ], [ %290, %265 ]
  %268 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @a32 to i8*), i64 %266
  %269 = load i8, i8* %268, align 4, !tbaa !11
  %270 = zext i8 %269 to i32
  %271 = xor i32 %267, %270
  %272 = mul i32 %271, 16777619
  %273 = or i64 %266, 1
  %274 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @a32 to i8*), i64 %273
  %275 = load i8, i8* %274, align 1, !tbaa !11
  %276 = zext i8 %275 to i32
  %277 = xor i32 %272, %276
  %278 = mul i32 %277, 16777619
  %279 = or i64 %266, 2
  %280 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @a32 to i8*), i64 %279
  %281 = load i8, i8* %280, align 2, !tbaa !11
  %282 = zext i8 %281 to i32
  %283 = xor i32 %278, %282
  %284 = mul i32 %283, 16777619
  %285 = or i64 %266, 3
  %286 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @a32 to i8*), i64 %285
  %287 = load i8, i8* %286, align 1, !tbaa !11
  %288 = zext i8 %287 to i32
  %289 = xor i32 %284, %288
  %290 = mul i32 %289, 16777619
  %291 = add nuw nsw i64 %266, 4
  %292 = icmp eq i64 %291, 628
  br i1 %292, label %293, label %265, !llvm.loop !28

293:                                              ; preds = %265
  %294 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef %290) #13
  %295 = load i32, i32* @check, align 4, !tbaa !5
  %296 = xor i32 %295, %290
  %297 = mul i32 %296, 16777619
  store i32 %297, i32* @check, align 4, !tbaa !5
  br label %298

298:                                              ; preds = %298, %293
  %299 = phi i64 [ 0, %293 ], [ %324, %298 ]
  %300 = phi i32 [ 0, %293 ], [ %323, %298 ]
  %301 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %299
  %302 = load i8, i8* %301, align 4, !tbaa !11
  %303 = zext i8 %302 to i32
  %304 = xor i32 %300, %303
  %305 = mul i32 %304, 16777619
  %306 = or i64 %299, 1
  %307 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %306
  %308 = load i8, i8* %307, align 1, !tbaa !11
  %309 = zext i8 %308 to i32
  %310 = xor i32 %305, %309
  %311 = mul i32 %310, 16777619
  %312 = or i64 %299, 2
  %313 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %312
  %314 = load i8, i8* %313, align 2, !tbaa !11
  %315 = zext i8 %314 to i32
  %316 = xor i32 %311, %315
  %317 = mul i32 %316, 16777619
  %318 = or i64 %299, 3
  %319 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %318
  %320 = load i8, i8* %319, align 1, !tbaa !11
  %321 = zext i8 %320 to i32
  %322 = xor i32 %317, %321
  %323 = mul i32 %322, 16777619
  %324 = add nuw nsw i64 %299, 4
  %325 = icmp eq i64 %324, 628
  br i1 %325, label %326, label %298, !llvm.loop !28

326:                                              ; preds = %298
  %327 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i64 0, i64 0), i32 noundef %323) #13
  %328 = load i32, i32* @check, align 4, !tbaa !5
  %329 = xor i32 %328, %323
  %330 = mul i32 %329, 16777619
  store i32 %330, i32* @check, align 4, !tbaa !5
  tail call fastcc void @cmul()
  br label %331

331:                                              ; preds = %331, %326
  %332 = phi i64 [ 0, %326 ], [ %357, %331 ]
  %333 = phi i32 [ 0, %326 ], [ %356, %331 ]
  %334 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %332
  %335 = load i8, i8* %334, align 4, !tbaa !11
  %336 = zext i8 %335 to i32
  %337 = xor i32 %333, %336
  %338 = mul i32 %337, 16777619
  %339 = or i64 %332, 1
  %340 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %339
  %341 = load i8, i8* %340, align 1, !tbaa !11
  %342 = zext i8 %341 to i32
  %343 = xor i32 %338, %342
  %344 = mul i32 %343, 16777619
  %345 = or i64 %332, 2
  %346 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %345
  %347 = load i8, i8* %346, align 2, !tbaa !11
  %348 = zext i8 %347 to i32
  %349 = xor i32 %344, %348
  %350 = mul i32 %349, 16777619
  %351 = or i64 %332, 3
  %352 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %351
  %353 = load i8, i8* %352, align 1, !tbaa !11
  %354 = zext i8 %353 to i32
  %355 = xor i32 %350, %354
  %356 = mul i32 %355, 16777619
  %357 = add nuw nsw i64 %332, 4
  %358 = icmp eq i64 %357, 2512
  br i1 %358, label %359, label %331, !llvm.loop !28

359:                                              ; preds = %331
  %360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i32 noundef %356) #13
  %361 = load i32, i32* @check, align 4, !tbaa !5
  %362 = xor i32 %361, %356
  %363 = mul i32 %362, 16777619
  store i32 %363, i32* @check, align 4, !tbaa !5
  tail call fastcc void @shade()
  br label %364

364:                                              ; preds = %364, %359
  %365 = phi i64 [ 0, %359 ], [ %390, %364 ]
  %366 = phi i32 [ 0, %359 ], [ %389, %364 ]
  %367 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %365
  %368 = load i8, i8* %367, align 4, !tbaa !11
  %369 = zext i8 %368 to i32
  %370 = xor i32 %366, %369
  %371 = mul i32 %370, 16777619
  %372 = or i64 %365, 1
  %373 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %372
  %374 = load i8, i8* %373, align 1, !tbaa !11
  %375 = zext i8 %374 to i32
  %376 = xor i32 %371, %375
  %377 = mul i32 %376, 16777619
  %378 = or i64 %365, 2
  %379 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %378
  %380 = load i8, i8* %379, align 2, !tbaa !11
  %381 = zext i8 %380 to i32
  %382 = xor i32 %377, %381
  %383 = mul i32 %382, 16777619
  %384 = or i64 %365, 3
  %385 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %384
  %386 = load i8, i8* %385, align 1, !tbaa !11
  %387 = zext i8 %386 to i32
  %388 = xor i32 %383, %387
  %389 = mul i32 %388, 16777619
  %390 = add nuw nsw i64 %365, 4
  %391 = icmp eq i64 %390, 2512
  br i1 %391, label %392, label %364, !llvm.loop !28

392:                                              ; preds = %364
  %393 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0), i32 noundef %389) #13
  %394 = load i32, i32* @check, align 4, !tbaa !5
  %395 = xor i32 %394, %389
  %396 = mul i32 %395, 16777619
  store i32 %396, i32* @check, align 4, !tbaa !5
  br label %512

397:                                              ; preds = %512
  tail call fastcc void @slp4()
  %398 = load i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), align 16, !tbaa !11
  %399 = zext i8 %398 to i32
  %400 = mul nuw i32 %399, 16777619
  %401 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 1), align 1, !tbaa !11
  %402 = zext i8 %401 to i32
  %403 = xor i32 %400, %402
  %404 = mul i32 %403, 16777619
  %405 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 2), align 2, !tbaa !11
  %406 = zext i8 %405 to i32
  %407 = xor i32 %404, %406
  %408 = mul i32 %407, 16777619
  %409 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 3), align 1, !tbaa !11
  %410 = zext i8 %409 to i32
  %411 = xor i32 %408, %410
  %412 = mul i32 %411, 16777619
  %413 = load i8, i8* bitcast (i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i64 0, i64 1) to i8*), align 4, !tbaa !11
  %414 = zext i8 %413 to i32
  %415 = xor i32 %412, %414
  %416 = mul i32 %415, 16777619
  %417 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 5), align 1, !tbaa !11
  %418 = zext i8 %417 to i32
  %419 = xor i32 %416, %418
  %420 = mul i32 %419, 16777619
  %421 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 6), align 2, !tbaa !11
  %422 = zext i8 %421 to i32
  %423 = xor i32 %420, %422
  %424 = mul i32 %423, 16777619
  %425 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 7), align 1, !tbaa !11
  %426 = zext i8 %425 to i32
  %427 = xor i32 %424, %426
  %428 = mul i32 %427, 16777619
  %429 = load i8, i8* bitcast (i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i64 0, i64 2) to i8*), align 8, !tbaa !11
  %430 = zext i8 %429 to i32
  %431 = xor i32 %428, %430
  %432 = mul i32 %431, 16777619
  %433 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 9), align 1, !tbaa !11
  %434 = zext i8 %433 to i32
  %435 = xor i32 %432, %434
  %436 = mul i32 %435, 16777619
  %437 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 10), align 2, !tbaa !11
  %438 = zext i8 %437 to i32
  %439 = xor i32 %436, %438
  %440 = mul i32 %439, 16777619
  %441 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 11), align 1, !tbaa !11
  %442 = zext i8 %441 to i32
  %443 = xor i32 %440, %442
  %444 = mul i32 %443, 16777619
  %445 = load i8, i8* bitcast (i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i64 0, i64 3) to i8*), align 4, !tbaa !11
  %446 = zext i8 %445 to i32
  %447 = xor i32 %444, %446
  %448 = mul i32 %447, 16777619
  %449 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 13), align 1, !tbaa !11
  %450 = zext i8 %449 to i32
  %451 = xor i32 %448, %450
  %452 = mul i32 %451, 16777619
  %453 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 14), align 2, !tbaa !11
  %454 = zext i8 %453 to i32
  %455 = xor i32 %452, %454
  %456 = mul i32 %455, 16777619
  %457 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 15), align 1, !tbaa !11
  %458 = zext i8 %457 to i32
  %459 = xor i32 %456, %458
  %460 = mul i32 %459, 16777619
  %461 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i64 0, i64 0), i32 noundef %460) #13
  %462 = load i32, i32* @check, align 4, !tbaa !5
  %463 = xor i32 %462, %460
  %464 = mul i32 %463, 16777619
  store i32 %464, i32* @check, align 4, !tbaa !5
  %465 = getelementptr inbounds [2 x double], [2 x double]* %2, i64 0, i64 0
  call fastcc void @slpd(double* noundef nonnull %465)
  %466 = load double, double* %465, align 16, !tbaa !12
  %467 = getelementptr inbounds [2 x double], [2 x double]* %2, i64 0, i64 1
  %468 = load double, double* %467, align 8, !tbaa !12
  %469 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i64 0, i64 0), double noundef %466, double noundef %468)
  %470 = tail call fastcc i32 @bytesum()
  %471 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i32 noundef %470)
  tail call fastcc void @avg8()
  br label %472

472:                                              ; preds = %482, %397
  %473 = phi i64 [ 0, %397 ], [ %500, %482 ]
  %474 = phi i32 [ 0, %397 ], [ %499, %482 ]
  %475 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %473
  %476 = load i8, i8* %475, align 4, !tbaa !11
  %477 = zext i8 %476 to i32
  %478 = xor i32 %474, %477
  %479 = mul i32 %478, 16777619
  %480 = or i64 %473, 1
  %481 = icmp eq i64 %480, 157
  br i1 %481, label %501, label %482, !llvm.loop !28

482:                                              ; preds = %472
  %483 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %480
  %484 = load i8, i8* %483, align 1, !tbaa !11
  %485 = zext i8 %484 to i32
  %486 = xor i32 %479, %485
  %487 = mul i32 %486, 16777619
  %488 = or i64 %473, 2
  %489 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %488
  %490 = load i8, i8* %489, align 2, !tbaa !11
  %491 = zext i8 %490 to i32
  %492 = xor i32 %487, %491
  %493 = mul i32 %492, 16777619
  %494 = or i64 %473, 3
  %495 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %494
  %496 = load i8, i8* %495, align 1, !tbaa !11
  %497 = zext i8 %496 to i32
  %498 = xor i32 %493, %497
  %499 = mul i32 %498, 16777619
  %500 = add nuw nsw i64 %473, 4
  br label %472

501:                                              ; preds = %472
  %502 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i32 noundef %479) #13
  %503 = load i32, i32* @check, align 4, !tbaa !5
  %504 = xor i32 %503, %479
  %505 = mul i32 %504, 16777619
  store i32 %505, i32* @check, align 4, !tbaa !5
  %506 = tail call fastcc i32 @dot16()
  %507 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i64 0, i64 0), i32 noundef %506)
  %508 = load i32, i32* @check, align 4, !tbaa !5
  %509 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.17, i64 0, i64 0), i32 noundef %508)
  %510 = load i32, i32* @check, align 4, !tbaa !5
  %511 = and i32 %510, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #13
  ret i32 %511

512:                                              ; preds = %392, %512
  %513 = phi <2 x float> [ <float 1.500000e+00, float -2.250000e+00>, %392 ], [ %517, %512 ]
  %514 = phi <2 x float> [ <float 1.250000e-01, float 8.000000e+00>, %392 ], [ %518, %512 ]
  %515 = phi i32 [ 0, %392 ], [ %526, %512 ]
  %516 = tail call fastcc <2 x float> @vscale(<2 x float> %513)
  %517 = tail call fastcc <2 x float> @vadd(<2 x float> %516, <2 x float> %514)
  %518 = tail call fastcc <2 x float> @vadd(<2 x float> %514, <2 x float> %517)
  %519 = extractelement <2 x float> %517, i64 0
  %520 = fpext float %519 to double
  %521 = extractelement <2 x float> %517, i64 1
  %522 = fpext float %521 to double
  %523 = tail call fastcc float @vdot(<2 x float> %517, <2 x float> %518)
  %524 = fpext float %523 to double
  %525 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), double noundef %520, double noundef %522, double noundef %524)
  %526 = add nuw nsw i32 %515, 1
  %527 = icmp eq i32 %526, 10
  br i1 %527, label %397, label %512, !llvm.loop !31
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev32() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %21, %0
  %2 = phi i64 [ 0, %0 ], [ %38, %21 ]
  %3 = sub nuw nsw i64 156, %2
  %4 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %3
  %5 = getelementptr inbounds i32, i32* %4, i64 -3
  %6 = bitcast i32* %5 to <4 x i32>*
  %7 = load <4 x i32>, <4 x i32>* %6, align 4, !tbaa !5
  %8 = getelementptr inbounds i32, i32* %4, i64 -7
  %9 = bitcast i32* %8 to <4 x i32>*
  %10 = load <4 x i32>, <4 x i32>* %9, align 4, !tbaa !5
  %11 = mul nsw <4 x i32> %7, <i32 3, i32 3, i32 3, i32 3>
  %12 = shufflevector <4 x i32> %11, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %13 = mul nsw <4 x i32> %10, <i32 3, i32 3, i32 3, i32 3>
  %14 = shufflevector <4 x i32> %13, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %15 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %2
  %16 = bitcast i32* %15 to <4 x i32>*
  store <4 x i32> %12, <4 x i32>* %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i32, i32* %15, i64 4
  %18 = bitcast i32* %17 to <4 x i32>*
  store <4 x i32> %14, <4 x i32>* %18, align 16, !tbaa !5
  %19 = or i64 %2, 8
  %20 = icmp eq i64 %19, 152
  br i1 %20, label %39, label %21, !llvm.loop !32

21:                                               ; preds = %1
  %22 = sub nsw i64 148, %2
  %23 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %22
  %24 = getelementptr inbounds i32, i32* %23, i64 -3
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, i32* %23, i64 -7
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 4, !tbaa !5
  %30 = mul nsw <4 x i32> %26, <i32 3, i32 3, i32 3, i32 3>
  %31 = shufflevector <4 x i32> %30, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %32 = mul nsw <4 x i32> %29, <i32 3, i32 3, i32 3, i32 3>
  %33 = shufflevector <4 x i32> %32, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %34 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %19
  %35 = bitcast i32* %34 to <4 x i32>*
  store <4 x i32> %31, <4 x i32>* %35, align 16, !tbaa !5
  %36 = getelementptr inbounds i32, i32* %34, i64 4
  %37 = bitcast i32* %36 to <4 x i32>*
  store <4 x i32> %33, <4 x i32>* %37, align 16, !tbaa !5
  %38 = add nuw nsw i64 %2, 16
  br label %1

39:                                               ; preds = %1
  %40 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 4), align 16, !tbaa !5
  %41 = mul nsw i32 %40, 3
  store i32 %41, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 152), align 16, !tbaa !5
  %42 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 3), align 4, !tbaa !5
  %43 = mul nsw i32 %42, 3
  store i32 %43, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 153), align 4, !tbaa !5
  %44 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 2), align 8, !tbaa !5
  %45 = mul nsw i32 %44, 3
  store i32 %45, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 154), align 8, !tbaa !5
  %46 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 1), align 4, !tbaa !5
  %47 = mul nsw i32 %46, 3
  store i32 %47, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 155), align 4, !tbaa !5
  %48 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 0), align 16, !tbaa !5
  %49 = mul nsw i32 %48, 3
  store i32 %49, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 156), align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev16() unnamed_addr #2 {
  %1 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 149) to <8 x i16>*), align 2, !tbaa !9
  %2 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 141) to <8 x i16>*), align 2, !tbaa !9
  %3 = add <8 x i16> %1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %4 = shufflevector <8 x i16> %3, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %5 = add <8 x i16> %2, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %6 = shufflevector <8 x i16> %5, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i16> %4, <8 x i16>* bitcast ([157 x i16]* @main.c16 to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %6, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 8) to <8 x i16>*), align 16, !tbaa !9
  %7 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 133) to <8 x i16>*), align 2, !tbaa !9
  %8 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 125) to <8 x i16>*), align 2, !tbaa !9
  %9 = add <8 x i16> %7, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %10 = shufflevector <8 x i16> %9, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %11 = add <8 x i16> %8, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %12 = shufflevector <8 x i16> %11, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i16> %10, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 16) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %12, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 24) to <8 x i16>*), align 16, !tbaa !9
  %13 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 117) to <8 x i16>*), align 2, !tbaa !9
  %14 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 109) to <8 x i16>*), align 2, !tbaa !9
  %15 = add <8 x i16> %13, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %16 = shufflevector <8 x i16> %15, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = add <8 x i16> %14, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %18 = shufflevector <8 x i16> %17, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i16> %16, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 32) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %18, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 40) to <8 x i16>*), align 16, !tbaa !9
  %19 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 101) to <8 x i16>*), align 2, !tbaa !9
  %20 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 93) to <8 x i16>*), align 2, !tbaa !9
  %21 = add <8 x i16> %19, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %22 = shufflevector <8 x i16> %21, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = add <8 x i16> %20, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %24 = shufflevector <8 x i16> %23, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i16> %22, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 48) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %24, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 56) to <8 x i16>*), align 16, !tbaa !9
  %25 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 85) to <8 x i16>*), align 2, !tbaa !9
  %26 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 77) to <8 x i16>*), align 2, !tbaa !9
  %27 = add <8 x i16> %25, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %28 = shufflevector <8 x i16> %27, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %29 = add <8 x i16> %26, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %30 = shufflevector <8 x i16> %29, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i16> %28, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 64) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %30, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 72) to <8 x i16>*), align 16, !tbaa !9
  %31 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 69) to <8 x i16>*), align 2, !tbaa !9
  %32 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 61) to <8 x i16>*), align 2, !tbaa !9
  %33 = add <8 x i16> %31, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %34 = shufflevector <8 x i16> %33, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %35 = add <8 x i16> %32, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %36 = shufflevector <8 x i16> %35, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i16> %34, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 80) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %36, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 88) to <8 x i16>*), align 16, !tbaa !9
  %37 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 53) to <8 x i16>*), align 2, !tbaa !9
  %38 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 45) to <8 x i16>*), align 2, !tbaa !9
  %39 = add <8 x i16> %37, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %40 = shufflevector <8 x i16> %39, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %41 = add <8 x i16> %38, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %42 = shufflevector <8 x i16> %41, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i16> %40, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 96) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %42, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 104) to <8 x i16>*), align 16, !tbaa !9
  %43 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 37) to <8 x i16>*), align 2, !tbaa !9
  %44 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 29) to <8 x i16>*), align 2, !tbaa !9
  %45 = add <8 x i16> %43, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %46 = shufflevector <8 x i16> %45, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %47 = add <8 x i16> %44, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %48 = shufflevector <8 x i16> %47, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i16> %46, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 112) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %48, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 120) to <8 x i16>*), align 16, !tbaa !9
  %49 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 21) to <8 x i16>*), align 2, !tbaa !9
  %50 = load <8 x i16>, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 13) to <8 x i16>*), align 2, !tbaa !9
  %51 = add <8 x i16> %49, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %52 = shufflevector <8 x i16> %51, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %53 = add <8 x i16> %50, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %54 = shufflevector <8 x i16> %53, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i16> %52, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 128) to <8 x i16>*), align 16, !tbaa !9
  store <8 x i16> %54, <8 x i16>* bitcast (i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 136) to <8 x i16>*), align 16, !tbaa !9
  %55 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 12), align 8, !tbaa !9
  %56 = add i16 %55, 1
  store i16 %56, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 144), align 16, !tbaa !9
  %57 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 11), align 2, !tbaa !9
  %58 = add i16 %57, 1
  store i16 %58, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 145), align 2, !tbaa !9
  %59 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 10), align 4, !tbaa !9
  %60 = add i16 %59, 1
  store i16 %60, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 146), align 4, !tbaa !9
  %61 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 9), align 2, !tbaa !9
  %62 = add i16 %61, 1
  store i16 %62, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 147), align 2, !tbaa !9
  %63 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 8), align 16, !tbaa !9
  %64 = add i16 %63, 1
  store i16 %64, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 148), align 8, !tbaa !9
  %65 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 7), align 2, !tbaa !9
  %66 = add i16 %65, 1
  store i16 %66, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 149), align 2, !tbaa !9
  %67 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 6), align 4, !tbaa !9
  %68 = add i16 %67, 1
  store i16 %68, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 150), align 4, !tbaa !9
  %69 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 5), align 2, !tbaa !9
  %70 = add i16 %69, 1
  store i16 %70, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 151), align 2, !tbaa !9
  %71 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 4), align 8, !tbaa !9
  %72 = add i16 %71, 1
  store i16 %72, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 152), align 16, !tbaa !9
  %73 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 3), align 2, !tbaa !9
  %74 = add i16 %73, 1
  store i16 %74, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 153), align 2, !tbaa !9
  %75 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 2), align 4, !tbaa !9
  %76 = add i16 %75, 1
  store i16 %76, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 154), align 4, !tbaa !9
  %77 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 1), align 2, !tbaa !9
  %78 = add i16 %77, 1
  store i16 %78, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 155), align 2, !tbaa !9
  %79 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 0), align 16, !tbaa !9
  %80 = add i16 %79, 1
  store i16 %80, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 156), align 8, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev8() unnamed_addr #2 {
  %1 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 141) to <16 x i8>*), align 1, !tbaa !11
  %2 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 125) to <16 x i8>*), align 1, !tbaa !11
  %3 = xor <16 x i8> %1, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %4 = shufflevector <16 x i8> %3, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %5 = xor <16 x i8> %2, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %6 = shufflevector <16 x i8> %5, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %4, <16 x i8>* bitcast ([157 x i8]* @main.c8 to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %6, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %7 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 109) to <16 x i8>*), align 1, !tbaa !11
  %8 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 93) to <16 x i8>*), align 1, !tbaa !11
  %9 = xor <16 x i8> %7, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %10 = shufflevector <16 x i8> %9, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %11 = xor <16 x i8> %8, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %12 = shufflevector <16 x i8> %11, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %10, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %12, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %13 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 77) to <16 x i8>*), align 1, !tbaa !11
  %14 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 61) to <16 x i8>*), align 1, !tbaa !11
  %15 = xor <16 x i8> %13, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %16 = shufflevector <16 x i8> %15, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = xor <16 x i8> %14, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %18 = shufflevector <16 x i8> %17, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %16, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %18, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %19 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 45) to <16 x i8>*), align 1, !tbaa !11
  %20 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 29) to <16 x i8>*), align 1, !tbaa !11
  %21 = xor <16 x i8> %19, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %22 = shufflevector <16 x i8> %21, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = xor <16 x i8> %20, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %24 = shufflevector <16 x i8> %23, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %22, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %24, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %25 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 21) to <8 x i8>*), align 1, !tbaa !11
  %26 = xor <8 x i8> %25, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %27 = shufflevector <8 x i8> %26, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i8> %27, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 128) to <8 x i8>*), align 16, !tbaa !11
  %28 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 13) to <8 x i8>*), align 1, !tbaa !11
  %29 = xor <8 x i8> %28, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %30 = shufflevector <8 x i8> %29, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i8> %30, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 136) to <8 x i8>*), align 8, !tbaa !11
  %31 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 5) to <8 x i8>*), align 1, !tbaa !11
  %32 = xor <8 x i8> %31, <i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90, i8 90>
  %33 = shufflevector <8 x i8> %32, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i8> %33, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 144) to <8 x i8>*), align 16, !tbaa !11
  %34 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 4), align 4, !tbaa !11
  %35 = xor i8 %34, 90
  store i8 %35, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 152), align 8, !tbaa !11
  %36 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 3), align 1, !tbaa !11
  %37 = xor i8 %36, 90
  store i8 %37, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 153), align 1, !tbaa !11
  %38 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 2), align 2, !tbaa !11
  %39 = xor i8 %38, 90
  store i8 %39, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 154), align 2, !tbaa !11
  %40 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 1), align 1, !tbaa !11
  %41 = xor i8 %40, 90
  store i8 %41, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 155), align 1, !tbaa !11
  %42 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 0), align 16, !tbaa !11
  %43 = xor i8 %42, 90
  store i8 %43, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 156), align 4, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @revd() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %21, %0
  %2 = phi i64 [ 0, %0 ], [ %38, %21 ]
  %3 = sub nuw nsw i64 156, %2
  %4 = getelementptr inbounds [157 x double], [157 x double]* @da, i64 0, i64 %3
  %5 = getelementptr inbounds double, double* %4, i64 -1
  %6 = bitcast double* %5 to <2 x double>*
  %7 = load <2 x double>, <2 x double>* %6, align 8, !tbaa !12
  %8 = getelementptr inbounds double, double* %4, i64 -3
  %9 = bitcast double* %8 to <2 x double>*
  %10 = load <2 x double>, <2 x double>* %9, align 8, !tbaa !12
  %11 = fmul <2 x double> %7, <double 5.000000e-01, double 5.000000e-01>
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %13 = fmul <2 x double> %10, <double 5.000000e-01, double 5.000000e-01>
  %14 = shufflevector <2 x double> %13, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %15 = getelementptr inbounds [157 x double], [157 x double]* @db, i64 0, i64 %2
  %16 = bitcast double* %15 to <2 x double>*
  store <2 x double> %12, <2 x double>* %16, align 16, !tbaa !12
  %17 = getelementptr inbounds double, double* %15, i64 2
  %18 = bitcast double* %17 to <2 x double>*
  store <2 x double> %14, <2 x double>* %18, align 16, !tbaa !12
  %19 = or i64 %2, 4
  %20 = icmp eq i64 %19, 156
  br i1 %20, label %39, label %21, !llvm.loop !34

21:                                               ; preds = %1
  %22 = sub nsw i64 152, %2
  %23 = getelementptr inbounds [157 x double], [157 x double]* @da, i64 0, i64 %22
  %24 = getelementptr inbounds double, double* %23, i64 -1
  %25 = bitcast double* %24 to <2 x double>*
  %26 = load <2 x double>, <2 x double>* %25, align 8, !tbaa !12
  %27 = getelementptr inbounds double, double* %23, i64 -3
  %28 = bitcast double* %27 to <2 x double>*
  %29 = load <2 x double>, <2 x double>* %28, align 8, !tbaa !12
  %30 = fmul <2 x double> %26, <double 5.000000e-01, double 5.000000e-01>
  %31 = shufflevector <2 x double> %30, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %32 = fmul <2 x double> %29, <double 5.000000e-01, double 5.000000e-01>
  %33 = shufflevector <2 x double> %32, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %34 = getelementptr inbounds [157 x double], [157 x double]* @db, i64 0, i64 %19
  %35 = bitcast double* %34 to <2 x double>*
  store <2 x double> %31, <2 x double>* %35, align 16, !tbaa !12
  %36 = getelementptr inbounds double, double* %34, i64 2
  %37 = bitcast double* %36 to <2 x double>*
  store <2 x double> %33, <2 x double>* %37, align 16, !tbaa !12
  %38 = add nuw nsw i64 %2, 8
  br label %1

39:                                               ; preds = %1
  %40 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 0), align 16, !tbaa !12
  %41 = fmul double %40, 5.000000e-01
  store double %41, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 156), align 16, !tbaa !12
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i64 @strided(i64* nocapture noundef writeonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %29, %2 ]
  %4 = phi <2 x i64> [ zeroinitializer, %1 ], [ %27, %2 ]
  %5 = phi <2 x i64> [ zeroinitializer, %1 ], [ %28, %2 ]
  %6 = phi <2 x i64> [ zeroinitializer, %1 ], [ %21, %2 ]
  %7 = phi <2 x i64> [ zeroinitializer, %1 ], [ %22, %2 ]
  %8 = or i64 %3, 2
  %9 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %3, i32 0
  %10 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %8, i32 0
  %11 = bitcast i32* %9 to <4 x i32>*
  %12 = bitcast i32* %10 to <4 x i32>*
  %13 = load <4 x i32>, <4 x i32>* %11, align 16, !tbaa !5
  %14 = load <4 x i32>, <4 x i32>* %12, align 16, !tbaa !5
  %15 = shufflevector <4 x i32> %13, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %16 = shufflevector <4 x i32> %14, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %17 = shufflevector <4 x i32> %13, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %18 = shufflevector <4 x i32> %14, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %19 = sext <2 x i32> %15 to <2 x i64>
  %20 = sext <2 x i32> %16 to <2 x i64>
  %21 = add <2 x i64> %6, %19
  %22 = add <2 x i64> %7, %20
  %23 = shl nsw <2 x i32> %17, <i32 1, i32 1>
  %24 = shl nsw <2 x i32> %18, <i32 1, i32 1>
  %25 = sext <2 x i32> %23 to <2 x i64>
  %26 = sext <2 x i32> %24 to <2 x i64>
  %27 = add <2 x i64> %4, %25
  %28 = add <2 x i64> %5, %26
  %29 = add nuw i64 %3, 4
  %30 = icmp eq i64 %29, 156
  br i1 %30, label %31, label %2, !llvm.loop !35

31:                                               ; preds = %2
  %32 = add <2 x i64> %28, %27
  %33 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %32)
  %34 = add <2 x i64> %22, %21
  %35 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %34)
  %36 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 156, i32 0), align 16, !tbaa !14
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %35, %37
  %39 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 156, i32 1), align 4, !tbaa !16
  %40 = shl nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %33, %41
  store i64 %42, i64* %0, align 8, !tbaa !29
  ret i64 %38
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @interleave() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %31, %1 ]
  %3 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %2
  %4 = bitcast i32* %3 to <2 x i32>*
  %5 = load <2 x i32>, <2 x i32>* %4, align 16, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %3, i64 2
  %7 = bitcast i32* %6 to <2 x i32>*
  %8 = load <2 x i32>, <2 x i32>* %7, align 8, !tbaa !5
  %9 = add nsw <2 x i32> %5, <i32 1, i32 1>
  %10 = add nsw <2 x i32> %8, <i32 1, i32 1>
  %11 = shl nuw nsw i64 %2, 1
  %12 = shl i64 %2, 1
  %13 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %2
  %14 = bitcast i32* %13 to <2 x i32>*
  %15 = load <2 x i32>, <2 x i32>* %14, align 16, !tbaa !5
  %16 = getelementptr inbounds i32, i32* %13, i64 2
  %17 = bitcast i32* %16 to <2 x i32>*
  %18 = load <2 x i32>, <2 x i32>* %17, align 8, !tbaa !5
  %19 = add nsw <2 x i32> %15, <i32 -1, i32 -1>
  %20 = add nsw <2 x i32> %18, <i32 -1, i32 -1>
  %21 = or i64 %11, 1
  %22 = or i64 %12, 5
  %23 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %21
  %24 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %22
  %25 = getelementptr inbounds i32, i32* %23, i64 -1
  %26 = bitcast i32* %25 to <4 x i32>*
  %27 = getelementptr inbounds i32, i32* %24, i64 -1
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = shufflevector <2 x i32> %9, <2 x i32> %19, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x i32> %29, <4 x i32>* %26, align 16, !tbaa !5
  %30 = shufflevector <2 x i32> %10, <2 x i32> %20, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x i32> %30, <4 x i32>* %28, align 16, !tbaa !5
  %31 = add nuw i64 %2, 4
  %32 = icmp eq i64 %31, 156
  br i1 %32, label %33, label %1, !llvm.loop !36

33:                                               ; preds = %1
  %34 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 156), align 16, !tbaa !5
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* getelementptr inbounds ([314 x i32], [314 x i32]* @main.inter, i64 0, i64 312), align 16, !tbaa !5
  %36 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 156), align 16, !tbaa !5
  %37 = add nsw i32 %36, -1
  store i32 %37, i32* getelementptr inbounds ([314 x i32], [314 x i32]* @main.inter, i64 0, i64 313), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @deinterleave() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %1 ]
  %3 = or i64 %2, 4
  %4 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %2, i32 0
  %5 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %3, i32 0
  %6 = bitcast i32* %4 to <8 x i32>*
  %7 = bitcast i32* %5 to <8 x i32>*
  %8 = load <8 x i32>, <8 x i32>* %6, align 16, !tbaa !5
  %9 = load <8 x i32>, <8 x i32>* %7, align 16, !tbaa !5
  %10 = shufflevector <8 x i32> %8, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %11 = shufflevector <8 x i32> %9, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %12 = shufflevector <8 x i32> %8, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %13 = shufflevector <8 x i32> %9, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %14 = sub nsw <4 x i32> %10, %12
  %15 = sub nsw <4 x i32> %11, %13
  %16 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %2
  %17 = bitcast i32* %16 to <4 x i32>*
  store <4 x i32> %14, <4 x i32>* %17, align 16, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %16, i64 4
  %19 = bitcast i32* %18 to <4 x i32>*
  store <4 x i32> %15, <4 x i32>* %19, align 16, !tbaa !5
  %20 = add nsw <4 x i32> %12, %10
  %21 = add nsw <4 x i32> %13, %11
  %22 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %2
  %23 = bitcast i32* %22 to <4 x i32>*
  store <4 x i32> %20, <4 x i32>* %23, align 16, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %22, i64 4
  %25 = bitcast i32* %24 to <4 x i32>*
  store <4 x i32> %21, <4 x i32>* %25, align 16, !tbaa !5
  %26 = add nuw i64 %2, 8
  %27 = icmp eq i64 %26, 152
  br i1 %27, label %28, label %1, !llvm.loop !37

28:                                               ; preds = %1
  %29 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 152, i32 0), align 16, !tbaa !14
  %30 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 152, i32 1), align 4, !tbaa !16
  %31 = sub nsw i32 %29, %30
  store i32 %31, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 152), align 16, !tbaa !5
  %32 = add nsw i32 %30, %29
  store i32 %32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 152), align 16, !tbaa !5
  %33 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 153, i32 0), align 8, !tbaa !14
  %34 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 153, i32 1), align 4, !tbaa !16
  %35 = sub nsw i32 %33, %34
  store i32 %35, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 153), align 4, !tbaa !5
  %36 = add nsw i32 %34, %33
  store i32 %36, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 153), align 4, !tbaa !5
  %37 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 154, i32 0), align 16, !tbaa !14
  %38 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 154, i32 1), align 4, !tbaa !16
  %39 = sub nsw i32 %37, %38
  store i32 %39, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 154), align 8, !tbaa !5
  %40 = add nsw i32 %38, %37
  store i32 %40, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 154), align 8, !tbaa !5
  %41 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 155, i32 0), align 8, !tbaa !14
  %42 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 155, i32 1), align 4, !tbaa !16
  %43 = sub nsw i32 %41, %42
  store i32 %43, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 155), align 4, !tbaa !5
  %44 = add nsw i32 %42, %41
  store i32 %44, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 155), align 4, !tbaa !5
  %45 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 156, i32 0), align 16, !tbaa !14
  %46 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 156, i32 1), align 4, !tbaa !16
  %47 = sub nsw i32 %45, %46
  store i32 %47, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 156), align 16, !tbaa !5
  %48 = add nsw i32 %46, %45
  store i32 %48, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 156), align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @cmul() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %22, %1 ]
  %3 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 %2, i32 0
  %4 = bitcast double* %3 to <4 x double>*
  %5 = load <4 x double>, <4 x double>* %4, align 16, !tbaa !12
  %6 = shufflevector <4 x double> %5, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %7 = shufflevector <4 x double> %5, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %8 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i64 0, i64 %2, i32 0
  %9 = bitcast double* %8 to <4 x double>*
  %10 = load <4 x double>, <4 x double>* %9, align 16, !tbaa !12
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
  store <4 x double> %21, <4 x double>* %20, align 16, !tbaa !12
  %22 = add nuw i64 %2, 2
  %23 = icmp eq i64 %22, 156
  br i1 %23, label %24, label %1, !llvm.loop !38

24:                                               ; preds = %1
  %25 = load double, double* getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 156, i32 0), align 16, !tbaa !17
  %26 = load double, double* getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 156, i32 1), align 8, !tbaa !19
  %27 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @cb, i64 0, i64 156, i32 0) to <2 x double>*), align 16, !tbaa !12
  %28 = fneg double %26
  %29 = insertelement <2 x double> poison, double %26, i64 0
  %30 = insertelement <2 x double> %29, double %28, i64 1
  %31 = fmul <2 x double> %27, %30
  %32 = shufflevector <2 x double> %31, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %33 = insertelement <2 x double> poison, double %25, i64 0
  %34 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> zeroinitializer
  %35 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> %27, <2 x double> %32)
  store <2 x double> %35, <2 x double>* bitcast (double* getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @cc, i64 0, i64 156, i32 0) to <2 x double>*), align 16, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @shade() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %13, %2 ]
  %4 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %3, i32 0
  %5 = load float, float* %4, align 16, !tbaa !20
  %6 = tail call float @llvm.fmuladd.f32(float %5, float 8.750000e-01, float 2.500000e-01)
  store float %6, float* %4, align 16, !tbaa !20
  %7 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %3, i32 1
  %8 = load float, float* %7, align 4, !tbaa !23
  %9 = tail call float @llvm.fmuladd.f32(float %8, float 8.750000e-01, float 5.000000e-01)
  store float %9, float* %7, align 4, !tbaa !23
  %10 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %3, i32 2
  %11 = load float, float* %10, align 8, !tbaa !24
  %12 = fmul float %11, 8.750000e-01
  store float %12, float* %10, align 8, !tbaa !24
  %13 = add nuw nsw i64 %3, 1
  %14 = icmp eq i64 %13, 157
  br i1 %14, label %1, label %2, !llvm.loop !39
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <2 x float> @vadd(<2 x float> %0, <2 x float> %1) unnamed_addr #5 {
  %3 = fadd <2 x float> %0, %1
  %4 = fsub <2 x float> %0, %1
  %5 = shufflevector <2 x float> %3, <2 x float> %4, <2 x i32> <i32 0, i32 3>
  ret <2 x float> %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc <2 x float> @vscale(<2 x float> %0) unnamed_addr #5 {
  %2 = fmul <2 x float> %0, <float 5.000000e-01, float 5.000000e-01>
  ret <2 x float> %2
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc float @vdot(<2 x float> %0, <2 x float> %1) unnamed_addr #6 {
  %3 = extractelement <2 x float> %0, i64 0
  %4 = extractelement <2 x float> %1, i64 0
  %5 = fmul <2 x float> %0, %1
  %6 = extractelement <2 x float> %5, i64 1
  %7 = tail call float @llvm.fmuladd.f32(float %3, float %4, float %6)
  ret float %7
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
define internal fastcc i32 @bytesum() unnamed_addr #9 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %31, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %29, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %30, %1 ]
  %5 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i64 0, i64 %2
  %6 = bitcast i8* %5 to <4 x i8>*
  %7 = load <4 x i8>, <4 x i8>* %6, align 8, !tbaa !11
  %8 = getelementptr inbounds i8, i8* %5, i64 4
  %9 = bitcast i8* %8 to <4 x i8>*
  %10 = load <4 x i8>, <4 x i8>* %9, align 4, !tbaa !11
  %11 = zext <4 x i8> %7 to <4 x i32>
  %12 = zext <4 x i8> %10 to <4 x i32>
  %13 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i64 0, i64 %2
  %14 = bitcast i8* %13 to <4 x i8>*
  %15 = load <4 x i8>, <4 x i8>* %14, align 8, !tbaa !11
  %16 = getelementptr inbounds i8, i8* %13, i64 4
  %17 = bitcast i8* %16 to <4 x i8>*
  %18 = load <4 x i8>, <4 x i8>* %17, align 4, !tbaa !11
  %19 = zext <4 x i8> %15 to <4 x i32>
  %20 = zext <4 x i8> %18 to <4 x i32>
  %21 = icmp ugt <4 x i8> %7, %15
  %22 = icmp ugt <4 x i8> %10, %18
  %23 = sub nsw <4 x i32> %11, %19
  %24 = sub nsw <4 x i32> %12, %20
  %25 = sub nsw <4 x i32> %19, %11
  %26 = sub nsw <4 x i32> %20, %12
  %27 = select <4 x i1> %21, <4 x i32> %23, <4 x i32> %25
  %28 = select <4 x i1> %22, <4 x i32> %24, <4 x i32> %26
  %29 = add <4 x i32> %27, %3
  %30 = add <4 x i32> %28, %4
  %31 = add nuw i64 %2, 8
  %32 = icmp eq i64 %31, 152
  br i1 %32, label %33, label %1, !llvm.loop !40

33:                                               ; preds = %1
  %34 = add <4 x i32> %30, %29
  %35 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %34)
  %36 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 152), align 8, !tbaa !11
  %37 = zext i8 %36 to i32
  %38 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 152), align 8, !tbaa !11
  %39 = zext i8 %38 to i32
  %40 = icmp ugt i8 %36, %38
  %41 = sub nsw i32 %37, %39
  %42 = sub nsw i32 %39, %37
  %43 = select i1 %40, i32 %41, i32 %42
  %44 = add i32 %43, %35
  %45 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 153), align 1, !tbaa !11
  %46 = zext i8 %45 to i32
  %47 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 153), align 1, !tbaa !11
  %48 = zext i8 %47 to i32
  %49 = icmp ugt i8 %45, %47
  %50 = sub nsw i32 %46, %48
  %51 = sub nsw i32 %48, %46
  %52 = select i1 %49, i32 %50, i32 %51
  %53 = add i32 %52, %44
  %54 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 154), align 2, !tbaa !11
  %55 = zext i8 %54 to i32
  %56 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 154), align 2, !tbaa !11
  %57 = zext i8 %56 to i32
  %58 = icmp ugt i8 %54, %56
  %59 = sub nsw i32 %55, %57
  %60 = sub nsw i32 %57, %55
  %61 = select i1 %58, i32 %59, i32 %60
  %62 = add i32 %61, %53
  %63 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 155), align 1, !tbaa !11
  %64 = zext i8 %63 to i32
  %65 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 155), align 1, !tbaa !11
  %66 = zext i8 %65 to i32
  %67 = icmp ugt i8 %63, %65
  %68 = sub nsw i32 %64, %66
  %69 = sub nsw i32 %66, %64
  %70 = select i1 %67, i32 %68, i32 %69
  %71 = add i32 %70, %62
  %72 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 156), align 4, !tbaa !11
  %73 = zext i8 %72 to i32
  %74 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 156), align 4, !tbaa !11
  %75 = zext i8 %74 to i32
  %76 = icmp ugt i8 %72, %74
  %77 = sub nsw i32 %73, %75
  %78 = sub nsw i32 %75, %73
  %79 = select i1 %76, i32 %77, i32 %78
  %80 = add i32 %79, %71
  ret i32 %80
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @avg8() unnamed_addr #2 {
  %1 = load <16 x i8>, <16 x i8>* bitcast ([157 x i8]* @a8 to <16 x i8>*), align 16, !tbaa !11
  %2 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %3 = zext <16 x i8> %1 to <16 x i16>
  %4 = zext <16 x i8> %2 to <16 x i16>
  %5 = load <16 x i8>, <16 x i8>* bitcast ([157 x i8]* @b8 to <16 x i8>*), align 16, !tbaa !11
  %6 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %7 = zext <16 x i8> %5 to <16 x i16>
  %8 = zext <16 x i8> %6 to <16 x i16>
  %9 = add nuw nsw <16 x i16> %3, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %10 = add nuw nsw <16 x i16> %4, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %11 = add nuw nsw <16 x i16> %9, %7
  %12 = add nuw nsw <16 x i16> %10, %8
  %13 = lshr <16 x i16> %11, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %14 = lshr <16 x i16> %12, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %15 = trunc <16 x i16> %13 to <16 x i8>
  %16 = trunc <16 x i16> %14 to <16 x i8>
  store <16 x i8> %15, <16 x i8>* bitcast ([157 x i8]* @main.c8 to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %16, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 16) to <16 x i8>*), align 16, !tbaa !11
  %17 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %18 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %19 = zext <16 x i8> %17 to <16 x i16>
  %20 = zext <16 x i8> %18 to <16 x i16>
  %21 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  %22 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %23 = zext <16 x i8> %21 to <16 x i16>
  %24 = zext <16 x i8> %22 to <16 x i16>
  %25 = add nuw nsw <16 x i16> %19, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %26 = add nuw nsw <16 x i16> %20, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %27 = add nuw nsw <16 x i16> %25, %23
  %28 = add nuw nsw <16 x i16> %26, %24
  %29 = lshr <16 x i16> %27, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %30 = lshr <16 x i16> %28, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %31 = trunc <16 x i16> %29 to <16 x i8>
  %32 = trunc <16 x i16> %30 to <16 x i8>
  store <16 x i8> %31, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 32) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %32, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 48) to <16 x i8>*), align 16, !tbaa !11
  %33 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %34 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %35 = zext <16 x i8> %33 to <16 x i16>
  %36 = zext <16 x i8> %34 to <16 x i16>
  %37 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  %38 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %39 = zext <16 x i8> %37 to <16 x i16>
  %40 = zext <16 x i8> %38 to <16 x i16>
  %41 = add nuw nsw <16 x i16> %35, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %42 = add nuw nsw <16 x i16> %36, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %43 = add nuw nsw <16 x i16> %41, %39
  %44 = add nuw nsw <16 x i16> %42, %40
  %45 = lshr <16 x i16> %43, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %46 = lshr <16 x i16> %44, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %47 = trunc <16 x i16> %45 to <16 x i8>
  %48 = trunc <16 x i16> %46 to <16 x i8>
  store <16 x i8> %47, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 64) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %48, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 80) to <16 x i8>*), align 16, !tbaa !11
  %49 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %50 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %51 = zext <16 x i8> %49 to <16 x i16>
  %52 = zext <16 x i8> %50 to <16 x i16>
  %53 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  %54 = load <16 x i8>, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %55 = zext <16 x i8> %53 to <16 x i16>
  %56 = zext <16 x i8> %54 to <16 x i16>
  %57 = add nuw nsw <16 x i16> %51, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %58 = add nuw nsw <16 x i16> %52, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %59 = add nuw nsw <16 x i16> %57, %55
  %60 = add nuw nsw <16 x i16> %58, %56
  %61 = lshr <16 x i16> %59, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %62 = lshr <16 x i16> %60, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %63 = trunc <16 x i16> %61 to <16 x i8>
  %64 = trunc <16 x i16> %62 to <16 x i8>
  store <16 x i8> %63, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 96) to <16 x i8>*), align 16, !tbaa !11
  store <16 x i8> %64, <16 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 112) to <16 x i8>*), align 16, !tbaa !11
  %65 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 128) to <8 x i8>*), align 16, !tbaa !11
  %66 = zext <8 x i8> %65 to <8 x i16>
  %67 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 128) to <8 x i8>*), align 16, !tbaa !11
  %68 = zext <8 x i8> %67 to <8 x i16>
  %69 = add nuw nsw <8 x i16> %66, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %70 = add nuw nsw <8 x i16> %69, %68
  %71 = lshr <8 x i16> %70, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %72 = trunc <8 x i16> %71 to <8 x i8>
  store <8 x i8> %72, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 128) to <8 x i8>*), align 16, !tbaa !11
  %73 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 136) to <8 x i8>*), align 8, !tbaa !11
  %74 = zext <8 x i8> %73 to <8 x i16>
  %75 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 136) to <8 x i8>*), align 8, !tbaa !11
  %76 = zext <8 x i8> %75 to <8 x i16>
  %77 = add nuw nsw <8 x i16> %74, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %78 = add nuw nsw <8 x i16> %77, %76
  %79 = lshr <8 x i16> %78, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %80 = trunc <8 x i16> %79 to <8 x i8>
  store <8 x i8> %80, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 136) to <8 x i8>*), align 8, !tbaa !11
  %81 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 144) to <8 x i8>*), align 16, !tbaa !11
  %82 = zext <8 x i8> %81 to <8 x i16>
  %83 = load <8 x i8>, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 144) to <8 x i8>*), align 16, !tbaa !11
  %84 = zext <8 x i8> %83 to <8 x i16>
  %85 = add nuw nsw <8 x i16> %82, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %86 = add nuw nsw <8 x i16> %85, %84
  %87 = lshr <8 x i16> %86, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %88 = trunc <8 x i16> %87 to <8 x i8>
  store <8 x i8> %88, <8 x i8>* bitcast (i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 144) to <8 x i8>*), align 16, !tbaa !11
  %89 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 152), align 8, !tbaa !11
  %90 = zext i8 %89 to i16
  %91 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 152), align 8, !tbaa !11
  %92 = zext i8 %91 to i16
  %93 = add nuw nsw i16 %90, 1
  %94 = add nuw nsw i16 %93, %92
  %95 = lshr i16 %94, 1
  %96 = trunc i16 %95 to i8
  store i8 %96, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 152), align 8, !tbaa !11
  %97 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 153), align 1, !tbaa !11
  %98 = zext i8 %97 to i16
  %99 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 153), align 1, !tbaa !11
  %100 = zext i8 %99 to i16
  %101 = add nuw nsw i16 %98, 1
  %102 = add nuw nsw i16 %101, %100
  %103 = lshr i16 %102, 1
  %104 = trunc i16 %103 to i8
  store i8 %104, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 153), align 1, !tbaa !11
  %105 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 154), align 2, !tbaa !11
  %106 = zext i8 %105 to i16
  %107 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 154), align 2, !tbaa !11
  %108 = zext i8 %107 to i16
  %109 = add nuw nsw i16 %106, 1
  %110 = add nuw nsw i16 %109, %108
  %111 = lshr i16 %110, 1
  %112 = trunc i16 %111 to i8
  store i8 %112, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 154), align 2, !tbaa !11
  %113 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 155), align 1, !tbaa !11
  %114 = zext i8 %113 to i16
  %115 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 155), align 1, !tbaa !11
  %116 = zext i8 %115 to i16
  %117 = add nuw nsw i16 %114, 1
  %118 = add nuw nsw i16 %117, %116
  %119 = lshr i16 %118, 1
  %120 = trunc i16 %119 to i8
  store i8 %120, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 155), align 1, !tbaa !11
  %121 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 156), align 4, !tbaa !11
  %122 = zext i8 %121 to i16
  %123 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 156), align 4, !tbaa !11
  %124 = zext i8 %123 to i16
  %125 = add nuw nsw i16 %122, 1
  %126 = add nuw nsw i16 %125, %124
  %127 = lshr i16 %126, 1
  %128 = trunc i16 %127 to i8
  store i8 %128, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 156), align 4, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @dot16() unnamed_addr #9 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %25, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %23, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %24, %1 ]
  %5 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %2
  %6 = bitcast i16* %5 to <4 x i16>*
  %7 = load <4 x i16>, <4 x i16>* %6, align 16, !tbaa !9
  %8 = getelementptr inbounds i16, i16* %5, i64 4
  %9 = bitcast i16* %8 to <4 x i16>*
  %10 = load <4 x i16>, <4 x i16>* %9, align 8, !tbaa !9
  %11 = sext <4 x i16> %7 to <4 x i32>
  %12 = sext <4 x i16> %10 to <4 x i32>
  %13 = getelementptr inbounds [157 x i16], [157 x i16]* @b16, i64 0, i64 %2
  %14 = bitcast i16* %13 to <4 x i16>*
  %15 = load <4 x i16>, <4 x i16>* %14, align 16, !tbaa !9
  %16 = getelementptr inbounds i16, i16* %13, i64 4
  %17 = bitcast i16* %16 to <4 x i16>*
  %18 = load <4 x i16>, <4 x i16>* %17, align 8, !tbaa !9
  %19 = sext <4 x i16> %15 to <4 x i32>
  %20 = sext <4 x i16> %18 to <4 x i32>
  %21 = mul nsw <4 x i32> %19, %11
  %22 = mul nsw <4 x i32> %20, %12
  %23 = add <4 x i32> %21, %3
  %24 = add <4 x i32> %22, %4
  %25 = add nuw i64 %2, 8
  %26 = icmp eq i64 %25, 152
  br i1 %26, label %27, label %1, !llvm.loop !41

27:                                               ; preds = %1
  %28 = add <4 x i32> %24, %23
  %29 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %28)
  %30 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 152), align 16, !tbaa !9
  %31 = sext i16 %30 to i32
  %32 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 152), align 16, !tbaa !9
  %33 = sext i16 %32 to i32
  %34 = mul nsw i32 %33, %31
  %35 = add nsw i32 %34, %29
  %36 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 153), align 2, !tbaa !9
  %37 = sext i16 %36 to i32
  %38 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 153), align 2, !tbaa !9
  %39 = sext i16 %38 to i32
  %40 = mul nsw i32 %39, %37
  %41 = add nsw i32 %40, %35
  %42 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 154), align 4, !tbaa !9
  %43 = sext i16 %42 to i32
  %44 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 154), align 4, !tbaa !9
  %45 = sext i16 %44 to i32
  %46 = mul nsw i32 %45, %43
  %47 = add nsw i32 %46, %41
  %48 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 155), align 2, !tbaa !9
  %49 = sext i16 %48 to i32
  %50 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 155), align 2, !tbaa !9
  %51 = sext i16 %50 to i32
  %52 = mul nsw i32 %51, %49
  %53 = add nsw i32 %52, %47
  %54 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 156), align 8, !tbaa !9
  %55 = sext i16 %54 to i32
  %56 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 156), align 8, !tbaa !9
  %57 = sext i16 %56 to i32
  %58 = mul nsw i32 %57, %55
  %59 = add nsw i32 %58, %53
  ret i32 %59
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #10

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!32 = distinct !{!32, !27, !33}
!33 = !{!"llvm.loop.isvectorized", i32 1}
!34 = distinct !{!34, !27, !33}
!35 = distinct !{!35, !27, !33}
!36 = distinct !{!36, !27, !33}
!37 = distinct !{!37, !27, !33}
!38 = distinct !{!38, !27, !33}
!39 = distinct !{!39, !27}
!40 = distinct !{!40, !27, !33}
!41 = distinct !{!41, !27, !33}
