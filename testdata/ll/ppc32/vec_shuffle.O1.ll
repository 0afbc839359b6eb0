; ModuleID = 'c/vec_shuffle.c'
source_filename = "c/vec_shuffle.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.pt = type { i32, i32 }
%struct.cpx = type { double, double }
%struct.rgba = type { float, float, float, float }
%struct.vec2 = type { float, float }

@main.inter = internal unnamed_addr global [314 x i32] zeroinitializer, align 4
@main.o4 = internal unnamed_addr global [4 x i32] zeroinitializer, align 4
@main.c16 = internal unnamed_addr global [157 x i16] zeroinitializer, align 2
@main.c8 = internal unnamed_addr global [157 x i8] zeroinitializer, align 1
@b32 = internal unnamed_addr global [157 x i32] zeroinitializer, align 4
@a32 = internal unnamed_addr global [157 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [6 x i8] c"rev32\00", align 1
@a16 = internal unnamed_addr global [157 x i16] zeroinitializer, align 2
@.str.1 = private unnamed_addr constant [6 x i8] c"rev16\00", align 1
@a8 = internal unnamed_addr global [157 x i8] zeroinitializer, align 1
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
@b8 = internal unnamed_addr global [157 x i8] zeroinitializer, align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"avg8\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"dot16 %d\0A\00", align 1
@b16 = internal unnamed_addr global [157 x i16] zeroinitializer, align 2
@.str.17 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@seed = internal unnamed_addr global i32 4242, align 4
@.str.18 = private unnamed_addr constant [9 x i8] c"%s %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca [2 x double], align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca %struct.vec2, align 4
  %6 = alloca i64, align 8
  %7 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #10
  %8 = bitcast [2 x double]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %8) #10
  %9 = load i32, i32* @seed, align 4, !tbaa !5
  br label %10

10:                                               ; preds = %10, %0
  %11 = phi i32 [ 0, %0 ], [ %108, %10 ]
  %12 = phi i32 [ %9, %0 ], [ %101, %10 ]
  %13 = mul i32 %12, 22695477
  %14 = add i32 %13, 1
  %15 = lshr i32 %14, 9
  %16 = add nsw i32 %15, -2097152
  %17 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i32 0, i32 %11
  store i32 %16, i32* %17, align 4, !tbaa !5
  %18 = mul i32 %14, 22695477
  %19 = add i32 %18, 1
  %20 = lshr i32 %19, 9
  %21 = trunc i32 %20 to i16
  %22 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i32 0, i32 %11
  store i16 %21, i16* %22, align 2, !tbaa !9
  %23 = mul i32 %19, 22695477
  %24 = add i32 %23, 1
  %25 = lshr i32 %24, 13
  %26 = trunc i32 %25 to i16
  %27 = getelementptr inbounds [157 x i16], [157 x i16]* @b16, i32 0, i32 %11
  store i16 %26, i16* %27, align 2, !tbaa !9
  %28 = mul i32 %24, 22695477
  %29 = add i32 %28, 1
  %30 = lshr i32 %29, 9
  %31 = trunc i32 %30 to i8
  %32 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i32 0, i32 %11
  store i8 %31, i8* %32, align 1, !tbaa !11
  %33 = mul i32 %29, 22695477
  %34 = add i32 %33, 1
  %35 = lshr i32 %34, 11
  %36 = trunc i32 %35 to i8
  %37 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i32 0, i32 %11
  store i8 %36, i8* %37, align 1, !tbaa !11
  %38 = mul i32 %34, 22695477
  %39 = add i32 %38, 1
  %40 = lshr i32 %39, 9
  %41 = urem i32 %40, 10001
  %42 = add nsw i32 %41, -5000
  %43 = sitofp i32 %42 to double
  %44 = fmul double %43, 1.250000e-01
  %45 = getelementptr inbounds [157 x double], [157 x double]* @da, i32 0, i32 %11
  store double %44, double* %45, align 8, !tbaa !12
  %46 = mul i32 %39, 22695477
  %47 = add i32 %46, 1
  %48 = lshr i32 %47, 9
  %49 = urem i32 %48, 1000
  %50 = add nsw i32 %49, -500
  %51 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %11, i32 0
  store i32 %50, i32* %51, align 4, !tbaa !14
  %52 = mul i32 %47, 22695477
  %53 = add i32 %52, 1
  %54 = lshr i32 %53, 9
  %55 = add nsw i32 %54, -1048576
  %56 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %11, i32 1
  store i32 %55, i32* %56, align 4, !tbaa !16
  %57 = mul i32 %53, 22695477
  %58 = add i32 %57, 1
  %59 = lshr i32 %58, 9
  %60 = urem i32 %59, 1000
  %61 = uitofp i32 %60 to double
  %62 = fmul double %61, 6.250000e-02
  %63 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i32 0, i32 %11, i32 0
  store double %62, double* %63, align 8, !tbaa !17
  %64 = mul i32 %58, 22695477
  %65 = add i32 %64, 1
  %66 = lshr i32 %65, 9
  %67 = urem i32 %66, 1000
  %68 = add nsw i32 %67, -500
  %69 = sitofp i32 %68 to double
  %70 = fmul double %69, 3.125000e-02
  %71 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i32 0, i32 %11, i32 1
  store double %70, double* %71, align 8, !tbaa !19
  %72 = mul i32 %65, 22695477
  %73 = add i32 %72, 1
  %74 = lshr i32 %73, 9
  %75 = urem i32 %74, 777
  %76 = uitofp i32 %75 to double
  %77 = fmul double %76, 2.500000e-01
  %78 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i32 0, i32 %11, i32 0
  store double %77, double* %78, align 8, !tbaa !17
  %79 = mul i32 %73, 22695477
  %80 = add i32 %79, 1
  %81 = lshr i32 %80, 9
  %82 = urem i32 %81, 555
  %83 = uitofp i32 %82 to double
  %84 = fmul double %83, 1.250000e-01
  %85 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i32 0, i32 %11, i32 1
  store double %84, double* %85, align 8, !tbaa !19
  %86 = mul i32 %80, 22695477
  %87 = add i32 %86, 1
  %88 = lshr i32 %87, 9
  %89 = and i32 %88, 255
  %90 = uitofp i32 %89 to float
  %91 = fdiv float %90, 2.550000e+02
  %92 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %11, i32 0
  store float %91, float* %92, align 4, !tbaa !20
  %93 = mul i32 %87, 22695477
  %94 = add i32 %93, 1
  %95 = lshr i32 %94, 9
  %96 = and i32 %95, 255
  %97 = uitofp i32 %96 to float
  %98 = fdiv float %97, 2.550000e+02
  %99 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %11, i32 1
  store float %98, float* %99, align 4, !tbaa !23
  %100 = mul i32 %94, 22695477
  %101 = add i32 %100, 1
  %102 = lshr i32 %101, 9
  %103 = and i32 %102, 255
  %104 = uitofp i32 %103 to float
  %105 = fdiv float %104, 2.550000e+02
  %106 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %11, i32 2
  store float %105, float* %106, align 4, !tbaa !24
  %107 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %11, i32 3
  store float 1.000000e+00, float* %107, align 4, !tbaa !25
  %108 = add nuw nsw i32 %11, 1
  %109 = icmp eq i32 %108, 157
  br i1 %109, label %110, label %10, !llvm.loop !26

110:                                              ; preds = %10
  %111 = bitcast i64* %3 to %struct.vec2*
  store i32 %101, i32* @seed, align 4, !tbaa !5
  call fastcc void @rev32()
  br label %112

112:                                              ; preds = %112, %110
  %113 = phi i32 [ %120, %112 ], [ 0, %110 ]
  %114 = phi i32 [ %119, %112 ], [ 0, %110 ]
  %115 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i32 %113
  %116 = load i8, i8* %115, align 1, !tbaa !11
  %117 = zext i8 %116 to i32
  %118 = xor i32 %114, %117
  %119 = mul i32 %118, 16777619
  %120 = add nuw nsw i32 %113, 1
  %121 = icmp eq i32 %120, 628
  br i1 %121, label %122, label %112, !llvm.loop !29

122:                                              ; preds = %112
  %123 = bitcast i64* %4 to %struct.vec2*
  %124 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 noundef %119) #10
  %125 = load i32, i32* @check, align 4, !tbaa !5
  %126 = xor i32 %125, %119
  %127 = mul i32 %126, 16777619
  store i32 %127, i32* @check, align 4, !tbaa !5
  call fastcc void @rev16()
  br label %128

128:                                              ; preds = %128, %122
  %129 = phi i32 [ %136, %128 ], [ 0, %122 ]
  %130 = phi i32 [ %135, %128 ], [ 0, %122 ]
  %131 = getelementptr inbounds i8, i8* bitcast ([157 x i16]* @main.c16 to i8*), i32 %129
  %132 = load i8, i8* %131, align 1, !tbaa !11
  %133 = zext i8 %132 to i32
  %134 = xor i32 %130, %133
  %135 = mul i32 %134, 16777619
  %136 = add nuw nsw i32 %129, 1
  %137 = icmp eq i32 %136, 314
  br i1 %137, label %138, label %128, !llvm.loop !29

138:                                              ; preds = %128
  %139 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i32 noundef %135) #10
  %140 = load i32, i32* @check, align 4, !tbaa !5
  %141 = xor i32 %140, %135
  %142 = mul i32 %141, 16777619
  store i32 %142, i32* @check, align 4, !tbaa !5
  call fastcc void @rev8()
  br label %143

143:                                              ; preds = %143, %138
  %144 = phi i32 [ %151, %143 ], [ 0, %138 ]
  %145 = phi i32 [ %150, %143 ], [ 0, %138 ]
  %146 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i32 0, i32 %144
  %147 = load i8, i8* %146, align 1, !tbaa !11
  %148 = zext i8 %147 to i32
  %149 = xor i32 %145, %148
  %150 = mul i32 %149, 16777619
  %151 = add nuw nsw i32 %144, 1
  %152 = icmp eq i32 %151, 157
  br i1 %152, label %153, label %143, !llvm.loop !29

153:                                              ; preds = %143
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef %150) #10
  %155 = load i32, i32* @check, align 4, !tbaa !5
  %156 = xor i32 %155, %150
  %157 = mul i32 %156, 16777619
  store i32 %157, i32* @check, align 4, !tbaa !5
  call fastcc void @revd()
  br label %158

158:                                              ; preds = %158, %153
  %159 = phi i32 [ %166, %158 ], [ 0, %153 ]
  %160 = phi i32 [ %165, %158 ], [ 0, %153 ]
  %161 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i32 %159
  %162 = load i8, i8* %161, align 1, !tbaa !11
  %163 = zext i8 %162 to i32
  %164 = xor i32 %160, %163
  %165 = mul i32 %164, 16777619
  %166 = add nuw nsw i32 %159, 1
  %167 = icmp eq i32 %166, 1256
  br i1 %167, label %168, label %158, !llvm.loop !29

168:                                              ; preds = %158
  %169 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i32 noundef %165) #10
  %170 = load i32, i32* @check, align 4, !tbaa !5
  %171 = xor i32 %170, %165
  %172 = mul i32 %171, 16777619
  store i32 %172, i32* @check, align 4, !tbaa !5
  %173 = call fastcc i64 @strided(i64* noundef nonnull %1)
  %174 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i64 noundef %173)
  %175 = load i64, i64* %1, align 8, !tbaa !30
  %176 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i64 noundef %175)
  call fastcc void @interleave()
  br label %177

177:                                              ; preds = %177, %168
  %178 = phi i32 [ %185, %177 ], [ 0, %168 ]
  %179 = phi i32 [ %184, %177 ], [ 0, %168 ]
  %180 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i32 %178
  %181 = load i8, i8* %180, align 1, !tbaa !11
  %182 = zext i8 %181 to i32
  %183 = xor i32 %179, %182
  %184 = mul i32 %183, 16777619
  %185 = add nuw nsw i32 %178, 1
  %186 = icmp eq i32 %185, 1256
  br i1 %186, label %187, label %177, !llvm.loop !29

187:                                              ; preds = %177
  %188 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef %184) #10
  %189 = load i32, i32* @check, align 4, !tbaa !5
  %190 = xor i32 %189, %184
  %191 = mul i32 %190, 16777619
  store i32 %191, i32* @check, align 4, !tbaa !5
  call fastcc void @deinterleave()
  br label %192

192:                                              ; preds = %192, %187
  %193 = phi i32 [ %200, %192 ], [ 0, %187 ]
  %194 = phi i32 [ %199, %192 ], [ 0, %187 ]
  %195 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @a32 to i8*), i32 %193
  %196 = load i8, i8* %195, align 1, !tbaa !11
  %197 = zext i8 %196 to i32
  %198 = xor i32 %194, %197
  %199 = mul i32 %198, 16777619
  %200 = add nuw nsw i32 %193, 1
  %201 = icmp eq i32 %200, 628
  br i1 %201, label %202, label %192, !llvm.loop !29

202:                                              ; preds = %192
  %203 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i32 0, i32 0), i32 noundef %199) #10
  %204 = load i32, i32* @check, align 4, !tbaa !5
  %205 = xor i32 %204, %199
  %206 = mul i32 %205, 16777619
  store i32 %206, i32* @check, align 4, !tbaa !5
  br label %207

207:                                              ; preds = %207, %202
  %208 = phi i32 [ %215, %207 ], [ 0, %202 ]
  %209 = phi i32 [ %214, %207 ], [ 0, %202 ]
  %210 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i32 %208
  %211 = load i8, i8* %210, align 1, !tbaa !11
  %212 = zext i8 %211 to i32
  %213 = xor i32 %209, %212
  %214 = mul i32 %213, 16777619
  %215 = add nuw nsw i32 %208, 1
  %216 = icmp eq i32 %215, 628
  br i1 %216, label %217, label %207, !llvm.loop !29

217:                                              ; preds = %207
  %218 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i32 0, i32 0), i32 noundef %214) #10
  %219 = load i32, i32* @check, align 4, !tbaa !5
  %220 = xor i32 %219, %214
  %221 = mul i32 %220, 16777619
  store i32 %221, i32* @check, align 4, !tbaa !5
  call fastcc void @cmul()
  br label %222

222:                                              ; preds = %222, %217
  %223 = phi i32 [ %230, %222 ], [ 0, %217 ]
  %224 = phi i32 [ %229, %222 ], [ 0, %217 ]
  %225 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i32 %223
  %226 = load i8, i8* %225, align 1, !tbaa !11
  %227 = zext i8 %226 to i32
  %228 = xor i32 %224, %227
  %229 = mul i32 %228, 16777619
  %230 = add nuw nsw i32 %223, 1
  %231 = icmp eq i32 %230, 2512
  br i1 %231, label %232, label %222, !llvm.loop !29

232:                                              ; preds = %222
  %233 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i32 noundef %229) #10
  %234 = load i32, i32* @check, align 4, !tbaa !5
  %235 = xor i32 %234, %229
  %236 = mul i32 %235, 16777619
  store i32 %236, i32* @check, align 4, !tbaa !5
  call fastcc void @shade()
  br label %237

237:                                              ; preds = %237, %232
  %238 = phi i32 [ %245, %237 ], [ 0, %232 ]
  %239 = phi i32 [ %244, %237 ], [ 0, %232 ]
  %240 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i32 %238
  %241 = load i8, i8* %240, align 1, !tbaa !11
  %242 = zext i8 %241 to i32
  %243 = xor i32 %239, %242
  %244 = mul i32 %243, 16777619
  %245 = add nuw nsw i32 %238, 1
  %246 = icmp eq i32 %245, 2512
  br i1 %246, label %247, label %237, !llvm.loop !29

247:                                              ; preds = %237
  %248 = bitcast i64* %6 to %struct.vec2*
  %249 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0), i32 noundef %244) #10
  %250 = load i32, i32* @check, align 4, !tbaa !5
  %251 = xor i32 %250, %244
  %252 = mul i32 %251, 16777619
  store i32 %252, i32* @check, align 4, !tbaa !5
  %253 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %253) #10
  store i64 4593671623140179968, i64* %3, align 8
  %254 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %254) #10
  store i64 4467570831442051072, i64* %4, align 8
  %255 = bitcast i64* %6 to i8*
  %256 = bitcast i64* %3 to float*
  %257 = getelementptr inbounds %struct.vec2, %struct.vec2* %111, i32 0, i32 1
  %258 = bitcast i64* %3 to %struct.vec2*
  br label %303

259:                                              ; preds = %303
  call fastcc void @slp4()
  br label %260

260:                                              ; preds = %260, %259
  %261 = phi i32 [ %268, %260 ], [ 0, %259 ]
  %262 = phi i32 [ %267, %260 ], [ 0, %259 ]
  %263 = getelementptr inbounds i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 %261
  %264 = load i8, i8* %263, align 1, !tbaa !11
  %265 = zext i8 %264 to i32
  %266 = xor i32 %262, %265
  %267 = mul i32 %266, 16777619
  %268 = add nuw nsw i32 %261, 1
  %269 = icmp eq i32 %268, 16
  br i1 %269, label %270, label %260, !llvm.loop !29

270:                                              ; preds = %260
  %271 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i32 0, i32 0), i32 noundef %267) #10
  %272 = load i32, i32* @check, align 4, !tbaa !5
  %273 = xor i32 %272, %267
  %274 = mul i32 %273, 16777619
  store i32 %274, i32* @check, align 4, !tbaa !5
  %275 = getelementptr inbounds [2 x double], [2 x double]* %2, i32 0, i32 0
  call fastcc void @slpd(double* noundef nonnull %275)
  %276 = load double, double* %275, align 8, !tbaa !12
  %277 = getelementptr inbounds [2 x double], [2 x double]* %2, i32 0, i32 1
  %278 = load double, double* %277, align 8, !tbaa !12
  %279 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i32 0, i32 0), double noundef %276, double noundef %278)
  %280 = call fastcc i32 @bytesum()
  %281 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i32 noundef %280)
  call fastcc void @avg8()
  br label %282

282:                                              ; preds = %282, %270
  %283 = phi i32 [ %290, %282 ], [ 0, %270 ]
  %284 = phi i32 [ %289, %282 ], [ 0, %270 ]
  %285 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i32 0, i32 %283
  %286 = load i8, i8* %285, align 1, !tbaa !11
  %287 = zext i8 %286 to i32
  %288 = xor i32 %284, %287
  %289 = mul i32 %288, 16777619
  %290 = add nuw nsw i32 %283, 1
  %291 = icmp eq i32 %290, 157
  br i1 %291, label %292, label %282, !llvm.loop !29

292:                                              ; preds = %282
  %293 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0), i32 noundef %289) #10
  %294 = load i32, i32* @check, align 4, !tbaa !5
  %295 = xor i32 %294, %289
  %296 = mul i32 %295, 16777619
  store i32 %296, i32* @check, align 4, !tbaa !5
  %297 = call fastcc i32 @dot16()
  %298 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i32 0, i32 0), i32 noundef %297)
  %299 = load i32, i32* @check, align 4, !tbaa !5
  %300 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.17, i32 0, i32 0), i32 noundef %299)
  %301 = load i32, i32* @check, align 4, !tbaa !5
  %302 = and i32 %301, 127
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %254) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %253) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #10
  ret i32 %302

303:                                              ; preds = %247, %303
  %304 = phi i32 [ 0, %247 ], [ %313, %303 ]
  call fastcc void @vscale(%struct.vec2* nonnull sret(%struct.vec2) align 4 %5, %struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %111)
  call fastcc void @vadd(%struct.vec2* nonnull sret(%struct.vec2) align 4 %258, %struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %5, %struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %123)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %255) #10
  call fastcc void @vadd(%struct.vec2* nonnull sret(%struct.vec2) align 4 %248, %struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %123, %struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %111)
  %305 = load i64, i64* %6, align 8
  store i64 %305, i64* %4, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %255) #10
  %306 = load float, float* %256, align 8, !tbaa !32
  %307 = fpext float %306 to double
  %308 = load float, float* %257, align 4, !tbaa !34
  %309 = fpext float %308 to double
  %310 = call fastcc float @vdot(%struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %111, %struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %123)
  %311 = fpext float %310 to double
  %312 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), double noundef %307, double noundef %309, double noundef %311)
  %313 = add nuw nsw i32 %304, 1
  %314 = icmp eq i32 %313, 10
  br i1 %314, label %259, label %303, !llvm.loop !35
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev32() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = sub nuw nsw i32 156, %3
  %5 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i32 0, i32 %4
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = mul nsw i32 %6, 3
  %8 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i32 0, i32 %3
  store i32 %7, i32* %8, align 4, !tbaa !5
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 157
  br i1 %10, label %1, label %2, !llvm.loop !36
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev16() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = sub nuw nsw i32 156, %3
  %5 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i32 0, i32 %4
  %6 = load i16, i16* %5, align 2, !tbaa !9
  %7 = add i16 %6, 1
  %8 = getelementptr inbounds [157 x i16], [157 x i16]* @main.c16, i32 0, i32 %3
  store i16 %7, i16* %8, align 2, !tbaa !9
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 157
  br i1 %10, label %1, label %2, !llvm.loop !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev8() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = sub nuw nsw i32 156, %3
  %5 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i32 0, i32 %4
  %6 = load i8, i8* %5, align 1, !tbaa !11
  %7 = xor i8 %6, 90
  %8 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i32 0, i32 %3
  store i8 %7, i8* %8, align 1, !tbaa !11
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 157
  br i1 %10, label %1, label %2, !llvm.loop !38
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @revd() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = sub nuw nsw i32 156, %3
  %5 = getelementptr inbounds [157 x double], [157 x double]* @da, i32 0, i32 %4
  %6 = load double, double* %5, align 8, !tbaa !12
  %7 = fmul double %6, 5.000000e-01
  %8 = getelementptr inbounds [157 x double], [157 x double]* @db, i32 0, i32 %3
  store double %7, double* %8, align 8, !tbaa !12
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 157
  br i1 %10, label %1, label %2, !llvm.loop !39
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i64 @strided(i64* nocapture noundef writeonly %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  store i64 %15, i64* %0, align 8, !tbaa !30
  ret i64 %10

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %16, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %15, %3 ]
  %6 = phi i64 [ 0, %1 ], [ %10, %3 ]
  %7 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %4, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !14
  %9 = sext i32 %8 to i64
  %10 = add nsw i64 %6, %9
  %11 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %4, i32 1
  %12 = load i32, i32* %11, align 4, !tbaa !16
  %13 = shl nsw i32 %12, 1
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %5, %14
  %16 = add nuw nsw i32 %4, 1
  %17 = icmp eq i32 %16, 157
  br i1 %17, label %2, label %3, !llvm.loop !40
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @interleave() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %14, %2 ]
  %4 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  %7 = shl nuw nsw i32 %3, 1
  %8 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i32 0, i32 %7
  store i32 %6, i32* %8, align 4, !tbaa !5
  %9 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i32 0, i32 %3
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = add nsw i32 %10, -1
  %12 = or i32 %7, 1
  %13 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i32 0, i32 %12
  store i32 %11, i32* %13, align 4, !tbaa !5
  %14 = add nuw nsw i32 %3, 1
  %15 = icmp eq i32 %14, 157
  br i1 %15, label %1, label %2, !llvm.loop !41
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @deinterleave() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %12, %2 ]
  %4 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %3, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !14
  %6 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %3, i32 1
  %7 = load i32, i32* %6, align 4, !tbaa !16
  %8 = sub nsw i32 %5, %7
  %9 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i32 0, i32 %3
  store i32 %8, i32* %9, align 4, !tbaa !5
  %10 = add nsw i32 %7, %5
  %11 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i32 0, i32 %3
  store i32 %10, i32* %11, align 4, !tbaa !5
  %12 = add nuw nsw i32 %3, 1
  %13 = icmp eq i32 %12, 157
  br i1 %13, label %1, label %2, !llvm.loop !42
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @cmul() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %19, %2 ]
  %4 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i32 0, i32 %3, i32 0
  %5 = load double, double* %4, align 8, !tbaa !17
  %6 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i32 0, i32 %3, i32 0
  %7 = load double, double* %6, align 8, !tbaa !17
  %8 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i32 0, i32 %3, i32 1
  %9 = load double, double* %8, align 8, !tbaa !19
  %10 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i32 0, i32 %3, i32 1
  %11 = load double, double* %10, align 8, !tbaa !19
  %12 = fneg double %9
  %13 = fmul double %11, %12
  %14 = call double @llvm.fmuladd.f64(double %5, double %7, double %13)
  %15 = fmul double %7, %9
  %16 = call double @llvm.fmuladd.f64(double %5, double %11, double %15)
  %17 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cc, i32 0, i32 %3, i32 0
  store double %14, double* %17, align 8, !tbaa !17
  %18 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cc, i32 0, i32 %3, i32 1
  store double %16, double* %18, align 8, !tbaa !19
  %19 = add nuw nsw i32 %3, 1
  %20 = icmp eq i32 %19, 157
  br i1 %20, label %1, label %2, !llvm.loop !43
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @shade() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %13, %2 ]
  %4 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %3, i32 0
  %5 = load float, float* %4, align 4, !tbaa !20
  %6 = call float @llvm.fmuladd.f32(float %5, float 8.750000e-01, float 2.500000e-01)
  store float %6, float* %4, align 4, !tbaa !20
  %7 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %3, i32 1
  %8 = load float, float* %7, align 4, !tbaa !23
  %9 = call float @llvm.fmuladd.f32(float %8, float 8.750000e-01, float 5.000000e-01)
  store float %9, float* %7, align 4, !tbaa !23
  %10 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %3, i32 2
  %11 = load float, float* %10, align 4, !tbaa !24
  %12 = fmul float %11, 8.750000e-01
  store float %12, float* %10, align 4, !tbaa !24
  %13 = add nuw nsw i32 %3, 1
  %14 = icmp eq i32 %13, 157
  br i1 %14, label %1, label %2, !llvm.loop !44
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @vadd(%struct.vec2* noalias nocapture writeonly sret(%struct.vec2) align 4 %0, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 4 %1, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 4 %2) unnamed_addr #5 {
  %4 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %6 = load float, float* %5, align 4, !tbaa !32
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %2, i32 0, i32 0
  %8 = load float, float* %7, align 4, !tbaa !32
  %9 = fadd float %6, %8
  store float %9, float* %4, align 4, !tbaa !32
  %10 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %12 = load float, float* %11, align 4, !tbaa !34
  %13 = getelementptr inbounds %struct.vec2, %struct.vec2* %2, i32 0, i32 1
  %14 = load float, float* %13, align 4, !tbaa !34
  %15 = fsub float %12, %14
  store float %15, float* %10, align 4, !tbaa !34
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @vscale(%struct.vec2* noalias nocapture writeonly sret(%struct.vec2) align 4 %0, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 4 %1) unnamed_addr #5 {
  %3 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %5 = load float, float* %4, align 4, !tbaa !32
  %6 = fmul float %5, 5.000000e-01
  store float %6, float* %3, align 4, !tbaa !32
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %9 = load float, float* %8, align 4, !tbaa !34
  %10 = fmul float %9, 5.000000e-01
  store float %10, float* %7, align 4, !tbaa !34
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind readonly uwtable willreturn
define internal fastcc float @vdot(%struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 4 %0, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 4 %1) unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  %4 = load float, float* %3, align 4, !tbaa !32
  %5 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %6 = load float, float* %5, align 4, !tbaa !32
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  %8 = load float, float* %7, align 4, !tbaa !34
  %9 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %10 = load float, float* %9, align 4, !tbaa !34
  %11 = fmul float %8, %10
  %12 = call float @llvm.fmuladd.f32(float %4, float %6, float %11)
  ret float %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @slp4() unnamed_addr #5 {
  %1 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 3), align 4, !tbaa !5
  %2 = mul nsw i32 %1, 5
  %3 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 7), align 4, !tbaa !5
  %4 = add nsw i32 %2, %3
  store i32 %4, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i32 0, i32 0), align 4, !tbaa !5
  %5 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 4), align 4, !tbaa !5
  %6 = mul nsw i32 %5, 5
  %7 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 8), align 4, !tbaa !5
  %8 = add nsw i32 %6, %7
  store i32 %8, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i32 0, i32 1), align 4, !tbaa !5
  %9 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 5), align 4, !tbaa !5
  %10 = mul nsw i32 %9, 5
  %11 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 9), align 4, !tbaa !5
  %12 = add nsw i32 %10, %11
  store i32 %12, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i32 0, i32 2), align 4, !tbaa !5
  %13 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 6), align 4, !tbaa !5
  %14 = mul nsw i32 %13, 5
  %15 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 10), align 4, !tbaa !5
  %16 = add nsw i32 %14, %15
  store i32 %16, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i32 0, i32 3), align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @slpd(double* nocapture noundef writeonly %0) unnamed_addr #7 {
  %2 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i32 0, i32 5), align 8, !tbaa !12
  %3 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i32 0, i32 8), align 8, !tbaa !12
  %4 = fneg double %3
  %5 = call double @llvm.fmuladd.f64(double %2, double 1.250000e+00, double %4)
  store double %5, double* %0, align 8, !tbaa !12
  %6 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i32 0, i32 6), align 8, !tbaa !12
  %7 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i32 0, i32 7), align 8, !tbaa !12
  %8 = fneg double %7
  %9 = call double @llvm.fmuladd.f64(double %6, double 1.250000e+00, double %8)
  %10 = getelementptr inbounds double, double* %0, i32 1
  store double %9, double* %10, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @bytesum() unnamed_addr #8 {
  br label %2

1:                                                ; preds = %2
  ret i32 %15

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %16, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %5 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i32 0, i32 %3
  %6 = load i8, i8* %5, align 1, !tbaa !11
  %7 = zext i8 %6 to i32
  %8 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i32 0, i32 %3
  %9 = load i8, i8* %8, align 1, !tbaa !11
  %10 = zext i8 %9 to i32
  %11 = icmp ugt i8 %6, %9
  %12 = sub nsw i32 %7, %10
  %13 = sub nsw i32 %10, %7
  %14 = select i1 %11, i32 %12, i32 %13
  %15 = add i32 %14, %4
  %16 = add nuw nsw i32 %3, 1
  %17 = icmp eq i32 %16, 157
  br i1 %17, label %1, label %2, !llvm.loop !45
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @avg8() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i32 0, i32 %3
  %5 = load i8, i8* %4, align 1, !tbaa !11
  %6 = zext i8 %5 to i16
  %7 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i32 0, i32 %3
  %8 = load i8, i8* %7, align 1, !tbaa !11
  %9 = zext i8 %8 to i16
  %10 = add nuw nsw i16 %6, 1
  %11 = add nuw nsw i16 %10, %9
  %12 = lshr i16 %11, 1
  %13 = trunc i16 %12 to i8
  %14 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i32 0, i32 %3
  store i8 %13, i8* %14, align 1, !tbaa !11
  %15 = add nuw nsw i32 %3, 1
  %16 = icmp eq i32 %15, 157
  br i1 %16, label %1, label %2, !llvm.loop !46
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @dot16() unnamed_addr #8 {
  br label %2

1:                                                ; preds = %2
  ret i32 %12

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %13, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %12, %2 ]
  %5 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i32 0, i32 %3
  %6 = load i16, i16* %5, align 2, !tbaa !9
  %7 = sext i16 %6 to i32
  %8 = getelementptr inbounds [157 x i16], [157 x i16]* @b16, i32 0, i32 %3
  %9 = load i16, i16* %8, align 2, !tbaa !9
  %10 = sext i16 %9 to i32
  %11 = mul nsw i32 %10, %7
  %12 = add nsw i32 %11, %4
  %13 = add nuw nsw i32 %3, 1
  %14 = icmp eq i32 %13, 157
  br i1 %14, label %1, label %2, !llvm.loop !47
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { mustprogress nofree noinline nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #8 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }

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
!26 = distinct !{!26, !27, !28}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !27, !28}
!30 = !{!31, !31, i64 0}
!31 = !{!"long long", !7, i64 0}
!32 = !{!33, !22, i64 0}
!33 = !{!"", !22, i64 0, !22, i64 4}
!34 = !{!33, !22, i64 4}
!35 = distinct !{!35, !27, !28}
!36 = distinct !{!36, !27, !28}
!37 = distinct !{!37, !27, !28}
!38 = distinct !{!38, !27, !28}
!39 = distinct !{!39, !27, !28}
!40 = distinct !{!40, !27, !28}
!41 = distinct !{!41, !27, !28}
!42 = distinct !{!42, !27, !28}
!43 = distinct !{!43, !27, !28}
!44 = distinct !{!44, !27, !28}
!45 = distinct !{!45, !27, !28}
!46 = distinct !{!46, !27, !28}
!47 = distinct !{!47, !27, !28}
