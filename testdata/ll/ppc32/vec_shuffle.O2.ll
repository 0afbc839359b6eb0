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
  %5 = alloca i64, align 8
  %6 = alloca %struct.vec2, align 4
  %7 = alloca i64, align 8
  %8 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #10
  %9 = bitcast [2 x double]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %9) #10
  %10 = load i32, i32* @seed, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %11, %0
  %12 = phi i32 [ 0, %0 ], [ %109, %11 ]
  %13 = phi i32 [ %10, %0 ], [ %102, %11 ]
  %14 = mul i32 %13, 22695477
  %15 = add i32 %14, 1
  %16 = lshr i32 %15, 9
  %17 = add nsw i32 %16, -2097152
  %18 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i32 0, i32 %12
  store i32 %17, i32* %18, align 4, !tbaa !5
  %19 = mul i32 %15, 22695477
  %20 = add i32 %19, 1
  %21 = lshr i32 %20, 9
  %22 = trunc i32 %21 to i16
  %23 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i32 0, i32 %12
  store i16 %22, i16* %23, align 2, !tbaa !9
  %24 = mul i32 %20, 22695477
  %25 = add i32 %24, 1
  %26 = lshr i32 %25, 13
  %27 = trunc i32 %26 to i16
  %28 = getelementptr inbounds [157 x i16], [157 x i16]* @b16, i32 0, i32 %12
  store i16 %27, i16* %28, align 2, !tbaa !9
  %29 = mul i32 %25, 22695477
  %30 = add i32 %29, 1
  %31 = lshr i32 %30, 9
  %32 = trunc i32 %31 to i8
  %33 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i32 0, i32 %12
  store i8 %32, i8* %33, align 1, !tbaa !11
  %34 = mul i32 %30, 22695477
  %35 = add i32 %34, 1
  %36 = lshr i32 %35, 11
  %37 = trunc i32 %36 to i8
  %38 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i32 0, i32 %12
  store i8 %37, i8* %38, align 1, !tbaa !11
  %39 = mul i32 %35, 22695477
  %40 = add i32 %39, 1
  %41 = lshr i32 %40, 9
  %42 = urem i32 %41, 10001
  %43 = add nsw i32 %42, -5000
  %44 = sitofp i32 %43 to double
  %45 = fmul double %44, 1.250000e-01
  %46 = getelementptr inbounds [157 x double], [157 x double]* @da, i32 0, i32 %12
  store double %45, double* %46, align 8, !tbaa !12
  %47 = mul i32 %40, 22695477
  %48 = add i32 %47, 1
  %49 = lshr i32 %48, 9
  %50 = urem i32 %49, 1000
  %51 = add nsw i32 %50, -500
  %52 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %12, i32 0
  store i32 %51, i32* %52, align 4, !tbaa !14
  %53 = mul i32 %48, 22695477
  %54 = add i32 %53, 1
  %55 = lshr i32 %54, 9
  %56 = add nsw i32 %55, -1048576
  %57 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %12, i32 1
  store i32 %56, i32* %57, align 4, !tbaa !16
  %58 = mul i32 %54, 22695477
  %59 = add i32 %58, 1
  %60 = lshr i32 %59, 9
  %61 = urem i32 %60, 1000
  %62 = uitofp i32 %61 to double
  %63 = fmul double %62, 6.250000e-02
  %64 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i32 0, i32 %12, i32 0
  store double %63, double* %64, align 8, !tbaa !17
  %65 = mul i32 %59, 22695477
  %66 = add i32 %65, 1
  %67 = lshr i32 %66, 9
  %68 = urem i32 %67, 1000
  %69 = add nsw i32 %68, -500
  %70 = sitofp i32 %69 to double
  %71 = fmul double %70, 3.125000e-02
  %72 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i32 0, i32 %12, i32 1
  store double %71, double* %72, align 8, !tbaa !19
  %73 = mul i32 %66, 22695477
  %74 = add i32 %73, 1
  %75 = lshr i32 %74, 9
  %76 = urem i32 %75, 777
  %77 = uitofp i32 %76 to double
  %78 = fmul double %77, 2.500000e-01
  %79 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i32 0, i32 %12, i32 0
  store double %78, double* %79, align 8, !tbaa !17
  %80 = mul i32 %74, 22695477
  %81 = add i32 %80, 1
  %82 = lshr i32 %81, 9
  %83 = urem i32 %82, 555
  %84 = uitofp i32 %83 to double
  %85 = fmul double %84, 1.250000e-01
  %86 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i32 0, i32 %12, i32 1
  store double %85, double* %86, align 8, !tbaa !19
  %87 = mul i32 %81, 22695477
  %88 = add i32 %87, 1
  %89 = lshr i32 %88, 9
  %90 = and i32 %89, 255
  %91 = uitofp i32 %90 to float
  %92 = fdiv float %91, 2.550000e+02
  %93 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %12, i32 0
  store float %92, float* %93, align 4, !tbaa !20
  %94 = mul i32 %88, 22695477
  %95 = add i32 %94, 1
  %96 = lshr i32 %95, 9
  %97 = and i32 %96, 255
  %98 = uitofp i32 %97 to float
  %99 = fdiv float %98, 2.550000e+02
  %100 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %12, i32 1
  store float %99, float* %100, align 4, !tbaa !23
  %101 = mul i32 %95, 22695477
  %102 = add i32 %101, 1
  %103 = lshr i32 %102, 9
  %104 = and i32 %103, 255
  %105 = uitofp i32 %104 to float
  %106 = fdiv float %105, 2.550000e+02
  %107 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %12, i32 2
  store float %106, float* %107, align 4, !tbaa !24
  %108 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %12, i32 3
  store float 1.000000e+00, float* %108, align 4, !tbaa !25
  %109 = add nuw nsw i32 %12, 1
  %110 = icmp eq i32 %109, 157
  br i1 %110, label %111, label %11, !llvm.loop !26

111:                                              ; preds = %11
  %112 = bitcast i64* %3 to %struct.vec2*
  %113 = bitcast i64* %5 to %struct.vec2*
  store i32 %102, i32* @seed, align 4, !tbaa !5
  tail call fastcc void @rev32()
  br label %114

114:                                              ; preds = %114, %111
  %115 = phi i32 [ %122, %114 ], [ 0, %111 ]
  %116 = phi i32 [ %121, %114 ], [ 0, %111 ]
  %117 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i32 %115
  %118 = load i8, i8* %117, align 1, !tbaa !11
  %119 = zext i8 %118 to i32
  %120 = xor i32 %116, %119
  %121 = mul i32 %120, 16777619
  %122 = add nuw nsw i32 %115, 1
  %123 = icmp eq i32 %122, 628
  br i1 %123, label %124, label %114, !llvm.loop !28

124:                                              ; preds = %114
  %125 = bitcast i64* %4 to %struct.vec2*
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 noundef %121) #10
  %127 = load i32, i32* @check, align 4, !tbaa !5
  %128 = xor i32 %127, %121
  %129 = mul i32 %128, 16777619
  store i32 %129, i32* @check, align 4, !tbaa !5
  tail call fastcc void @rev16()
  br label %130

130:                                              ; preds = %130, %124
  %131 = phi i32 [ %138, %130 ], [ 0, %124 ]
  %132 = phi i32 [ %137, %130 ], [ 0, %124 ]
  %133 = getelementptr inbounds i8, i8* bitcast ([157 x i16]* @main.c16 to i8*), i32 %131
  %134 = load i8, i8* %133, align 1, !tbaa !11
  %135 = zext i8 %134 to i32
  %136 = xor i32 %132, %135
  %137 = mul i32 %136, 16777619
  %138 = add nuw nsw i32 %131, 1
  %139 = icmp eq i32 %138, 314
  br i1 %139, label %140, label %130, !llvm.loop !28

140:                                              ; preds = %130
  %141 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i32 noundef %137) #10
  %142 = load i32, i32* @check, align 4, !tbaa !5
  %143 = xor i32 %142, %137
  %144 = mul i32 %143, 16777619
  store i32 %144, i32* @check, align 4, !tbaa !5
  tail call fastcc void @rev8()
  br label %145

145:                                              ; preds = %145, %140
  %146 = phi i32 [ %153, %145 ], [ 0, %140 ]
  %147 = phi i32 [ %152, %145 ], [ 0, %140 ]
  %148 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i32 0, i32 %146
  %149 = load i8, i8* %148, align 1, !tbaa !11
  %150 = zext i8 %149 to i32
  %151 = xor i32 %147, %150
  %152 = mul i32 %151, 16777619
  %153 = add nuw nsw i32 %146, 1
  %154 = icmp eq i32 %153, 157
  br i1 %154, label %155, label %145, !llvm.loop !28

155:                                              ; preds = %145
  %156 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef %152) #10
  %157 = load i32, i32* @check, align 4, !tbaa !5
  %158 = xor i32 %157, %152
  %159 = mul i32 %158, 16777619
  store i32 %159, i32* @check, align 4, !tbaa !5
  tail call fastcc void @revd()
  br label %160

160:                                              ; preds = %160, %155
  %161 = phi i32 [ %168, %160 ], [ 0, %155 ]
  %162 = phi i32 [ %167, %160 ], [ 0, %155 ]
  %163 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i32 %161
  %164 = load i8, i8* %163, align 1, !tbaa !11
  %165 = zext i8 %164 to i32
  %166 = xor i32 %162, %165
  %167 = mul i32 %166, 16777619
  %168 = add nuw nsw i32 %161, 1
  %169 = icmp eq i32 %168, 1256
  br i1 %169, label %170, label %160, !llvm.loop !28

170:                                              ; preds = %160
  %171 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i32 noundef %167) #10
  %172 = load i32, i32* @check, align 4, !tbaa !5
  %173 = xor i32 %172, %167
  %174 = mul i32 %173, 16777619
  store i32 %174, i32* @check, align 4, !tbaa !5
  %175 = call fastcc i64 @strided(i64* noundef nonnull %1)
  %176 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i64 noundef %175)
  %177 = load i64, i64* %1, align 8, !tbaa !29
  %178 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i64 noundef %177)
  tail call fastcc void @interleave()
  br label %179

179:                                              ; preds = %179, %170
  %180 = phi i32 [ %187, %179 ], [ 0, %170 ]
  %181 = phi i32 [ %186, %179 ], [ 0, %170 ]
  %182 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i32 %180
  %183 = load i8, i8* %182, align 1, !tbaa !11
  %184 = zext i8 %183 to i32
  %185 = xor i32 %181, %184
  %186 = mul i32 %185, 16777619
  %187 = add nuw nsw i32 %180, 1
  %188 = icmp eq i32 %187, 1256
  br i1 %188, label %189, label %179, !llvm.loop !28

189:                                              ; preds = %179
  %190 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef %186) #10
  %191 = load i32, i32* @check, align 4, !tbaa !5
  %192 = xor i32 %191, %186
  %193 = mul i32 %192, 16777619
  store i32 %193, i32* @check, align 4, !tbaa !5
  tail call fastcc void @deinterleave()
  br label %194

194:                                              ; preds = %194, %189
  %195 = phi i32 [ %202, %194 ], [ 0, %189 ]
  %196 = phi i32 [ %201, %194 ], [ 0, %189 ]
  %197 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @a32 to i8*), i32 %195
  %198 = load i8, i8* %197, align 1, !tbaa !11
  %199 = zext i8 %198 to i32
  %200 = xor i32 %196, %199
  %201 = mul i32 %200, 16777619
  %202 = add nuw nsw i32 %195, 1
  %203 = icmp eq i32 %202, 628
  br i1 %203, label %204, label %194, !llvm.loop !28

204:                                              ; preds = %194
  %205 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i32 0, i32 0), i32 noundef %201) #10
  %206 = load i32, i32* @check, align 4, !tbaa !5
  %207 = xor i32 %206, %201
  %208 = mul i32 %207, 16777619
  store i32 %208, i32* @check, align 4, !tbaa !5
  br label %209

209:                                              ; preds = %209, %204
  %210 = phi i32 [ %217, %209 ], [ 0, %204 ]
  %211 = phi i32 [ %216, %209 ], [ 0, %204 ]
  %212 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i32 %210
  %213 = load i8, i8* %212, align 1, !tbaa !11
  %214 = zext i8 %213 to i32
  %215 = xor i32 %211, %214
  %216 = mul i32 %215, 16777619
  %217 = add nuw nsw i32 %210, 1
  %218 = icmp eq i32 %217, 628
  br i1 %218, label %219, label %209, !llvm.loop !28

219:                                              ; preds = %209
  %220 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i32 0, i32 0), i32 noundef %216) #10
  %221 = load i32, i32* @check, align 4, !tbaa !5
  %222 = xor i32 %221, %216
  %223 = mul i32 %222, 16777619
  store i32 %223, i32* @check, align 4, !tbaa !5
  tail call fastcc void @cmul()
  br label %224

224:                                              ; preds = %224, %219
  %225 = phi i32 [ %232, %224 ], [ 0, %219 ]
  %226 = phi i32 [ %231, %224 ], [ 0, %219 ]
  %227 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i32 %225
  %228 = load i8, i8* %227, align 1, !tbaa !11
  %229 = zext i8 %228 to i32
  %230 = xor i32 %226, %229
  %231 = mul i32 %230, 16777619
  %232 = add nuw nsw i32 %225, 1
  %233 = icmp eq i32 %232, 2512
  br i1 %233, label %234, label %224, !llvm.loop !28

234:                                              ; preds = %224
  %235 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i32 noundef %231) #10
  %236 = load i32, i32* @check, align 4, !tbaa !5
  %237 = xor i32 %236, %231
  %238 = mul i32 %237, 16777619
  store i32 %238, i32* @check, align 4, !tbaa !5
  tail call fastcc void @shade()
  br label %239

239:                                              ; preds = %239, %234
  %240 = phi i32 [ %247, %239 ], [ 0, %234 ]
  %241 = phi i32 [ %246, %239 ], [ 0, %234 ]
  %242 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i32 %240
  %243 = load i8, i8* %242, align 1, !tbaa !11
  %244 = zext i8 %243 to i32
  %245 = xor i32 %241, %244
  %246 = mul i32 %245, 16777619
  %247 = add nuw nsw i32 %240, 1
  %248 = icmp eq i32 %247, 2512
  br i1 %248, label %249, label %239, !llvm.loop !28

249:                                              ; preds = %239
  %250 = bitcast i64* %7 to %struct.vec2*
  %251 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0), i32 noundef %246) #10
  %252 = load i32, i32* @check, align 4, !tbaa !5
  %253 = xor i32 %252, %246
  %254 = mul i32 %253, 16777619
  store i32 %254, i32* @check, align 4, !tbaa !5
  %255 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %255) #10
  store i64 4593671623140179968, i64* %3, align 8
  %256 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %256) #10
  store i64 4467570831442051072, i64* %4, align 8
  %257 = bitcast i64* %5 to i8*
  %258 = bitcast i64* %7 to i8*
  br label %355

259:                                              ; preds = %355
  tail call fastcc void @slp4()
  %260 = load i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), align 4, !tbaa !11
  %261 = zext i8 %260 to i32
  %262 = mul nuw i32 %261, 16777619
  %263 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 1), align 1, !tbaa !11
  %264 = zext i8 %263 to i32
  %265 = xor i32 %262, %264
  %266 = mul i32 %265, 16777619
  %267 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 2), align 2, !tbaa !11
  %268 = zext i8 %267 to i32
  %269 = xor i32 %266, %268
  %270 = mul i32 %269, 16777619
  %271 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 3), align 1, !tbaa !11
  %272 = zext i8 %271 to i32
  %273 = xor i32 %270, %272
  %274 = mul i32 %273, 16777619
  %275 = load i8, i8* bitcast (i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i32 0, i32 1) to i8*), align 4, !tbaa !11
  %276 = zext i8 %275 to i32
  %277 = xor i32 %274, %276
  %278 = mul i32 %277, 16777619
  %279 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 5), align 1, !tbaa !11
  %280 = zext i8 %279 to i32
  %281 = xor i32 %278, %280
  %282 = mul i32 %281, 16777619
  %283 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 6), align 2, !tbaa !11
  %284 = zext i8 %283 to i32
  %285 = xor i32 %282, %284
  %286 = mul i32 %285, 16777619
  %287 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 7), align 1, !tbaa !11
  %288 = zext i8 %287 to i32
  %289 = xor i32 %286, %288
  %290 = mul i32 %289, 16777619
  %291 = load i8, i8* bitcast (i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i32 0, i32 2) to i8*), align 4, !tbaa !11
  %292 = zext i8 %291 to i32
  %293 = xor i32 %290, %292
  %294 = mul i32 %293, 16777619
  %295 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 9), align 1, !tbaa !11
  %296 = zext i8 %295 to i32
  %297 = xor i32 %294, %296
  %298 = mul i32 %297, 16777619
  %299 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 10), align 2, !tbaa !11
  %300 = zext i8 %299 to i32
  %301 = xor i32 %298, %300
  %302 = mul i32 %301, 16777619
  %303 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 11), align 1, !tbaa !11
  %304 = zext i8 %303 to i32
  %305 = xor i32 %302, %304
  %306 = mul i32 %305, 16777619
  %307 = load i8, i8* bitcast (i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i32 0, i32 3) to i8*), align 4, !tbaa !11
  %308 = zext i8 %307 to i32
  %309 = xor i32 %306, %308
  %310 = mul i32 %309, 16777619
  %311 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 13), align 1, !tbaa !11
  %312 = zext i8 %311 to i32
  %313 = xor i32 %310, %312
  %314 = mul i32 %313, 16777619
  %315 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 14), align 2, !tbaa !11
  %316 = zext i8 %315 to i32
  %317 = xor i32 %314, %316
  %318 = mul i32 %317, 16777619
  %319 = load i8, i8* getelementptr inbounds (i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i32 15), align 1, !tbaa !11
  %320 = zext i8 %319 to i32
  %321 = xor i32 %318, %320
  %322 = mul i32 %321, 16777619
  %323 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i32 0, i32 0), i32 noundef %322) #10
  %324 = load i32, i32* @check, align 4, !tbaa !5
  %325 = xor i32 %324, %322
  %326 = mul i32 %325, 16777619
  store i32 %326, i32* @check, align 4, !tbaa !5
  %327 = getelementptr inbounds [2 x double], [2 x double]* %2, i32 0, i32 0
  call fastcc void @slpd(double* noundef nonnull %327)
  %328 = load double, double* %327, align 8, !tbaa !12
  %329 = getelementptr inbounds [2 x double], [2 x double]* %2, i32 0, i32 1
  %330 = load double, double* %329, align 8, !tbaa !12
  %331 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i32 0, i32 0), double noundef %328, double noundef %330)
  %332 = tail call fastcc i32 @bytesum()
  %333 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i32 noundef %332)
  tail call fastcc void @avg8()
  br label %334

334:                                              ; preds = %334, %259
  %335 = phi i32 [ %342, %334 ], [ 0, %259 ]
  %336 = phi i32 [ %341, %334 ], [ 0, %259 ]
  %337 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i32 0, i32 %335
  %338 = load i8, i8* %337, align 1, !tbaa !11
  %339 = zext i8 %338 to i32
  %340 = xor i32 %336, %339
  %341 = mul i32 %340, 16777619
  %342 = add nuw nsw i32 %335, 1
  %343 = icmp eq i32 %342, 157
  br i1 %343, label %344, label %334, !llvm.loop !28

344:                                              ; preds = %334
  %345 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0), i32 noundef %341) #10
  %346 = load i32, i32* @check, align 4, !tbaa !5
  %347 = xor i32 %346, %341
  %348 = mul i32 %347, 16777619
  store i32 %348, i32* @check, align 4, !tbaa !5
  %349 = tail call fastcc i32 @dot16()
  %350 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i32 0, i32 0), i32 noundef %349)
  %351 = load i32, i32* @check, align 4, !tbaa !5
  %352 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.17, i32 0, i32 0), i32 noundef %351)
  %353 = load i32, i32* @check, align 4, !tbaa !5
  %354 = and i32 %353, 127
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %256) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %255) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %9) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #10
  ret i32 %354

355:                                              ; preds = %249, %355
  %356 = phi i32 [ 0, %249 ], [ %369, %355 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %257) #10
  call fastcc void @vscale(%struct.vec2* nonnull sret(%struct.vec2) align 4 %6, %struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %112)
  call fastcc void @vadd(%struct.vec2* nonnull sret(%struct.vec2) align 4 %113, %struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %6, %struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %125)
  %357 = load i64, i64* %5, align 8
  store i64 %357, i64* %3, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %257) #10
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %258) #10
  call fastcc void @vadd(%struct.vec2* nonnull sret(%struct.vec2) align 4 %250, %struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %125, %struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %112)
  %358 = load i64, i64* %7, align 8
  store i64 %358, i64* %4, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %258) #10
  %359 = lshr i64 %357, 32
  %360 = trunc i64 %359 to i32
  %361 = bitcast i32 %360 to float
  %362 = fpext float %361 to double
  %363 = trunc i64 %357 to i32
  %364 = bitcast i32 %363 to float
  %365 = fpext float %364 to double
  %366 = tail call fastcc float @vdot(%struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %112, %struct.vec2* noundef nonnull byval(%struct.vec2) align 4 %125)
  %367 = fpext float %366 to double
  %368 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), double noundef %362, double noundef %365, double noundef %367)
  %369 = add nuw nsw i32 %356, 1
  %370 = icmp eq i32 %369, 10
  br i1 %370, label %259, label %355, !llvm.loop !31
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev32() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = or i32 %2, 1
  %4 = sub nuw nsw i32 156, %2
  %5 = sub nuw nsw i32 156, %3
  %6 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i32 0, i32 %4
  %7 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i32 0, i32 %5
  %8 = load i32, i32* %6, align 4, !tbaa !5
  %9 = load i32, i32* %7, align 4, !tbaa !5
  %10 = mul nsw i32 %8, 3
  %11 = mul nsw i32 %9, 3
  %12 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i32 0, i32 %2
  %13 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i32 0, i32 %3
  store i32 %10, i32* %12, align 4, !tbaa !5
  store i32 %11, i32* %13, align 4, !tbaa !5
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 156
  br i1 %15, label %16, label %1, !llvm.loop !32

16:                                               ; preds = %1
  %17 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 0), align 4, !tbaa !5
  %18 = mul nsw i32 %17, 3
  store i32 %18, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i32 0, i32 156), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev16() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = or i32 %2, 1
  %4 = sub nuw nsw i32 156, %2
  %5 = sub nuw nsw i32 156, %3
  %6 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i32 0, i32 %4
  %7 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i32 0, i32 %5
  %8 = load i16, i16* %6, align 2, !tbaa !9
  %9 = load i16, i16* %7, align 2, !tbaa !9
  %10 = add i16 %8, 1
  %11 = add i16 %9, 1
  %12 = getelementptr inbounds [157 x i16], [157 x i16]* @main.c16, i32 0, i32 %2
  %13 = getelementptr inbounds [157 x i16], [157 x i16]* @main.c16, i32 0, i32 %3
  store i16 %10, i16* %12, align 2, !tbaa !9
  store i16 %11, i16* %13, align 2, !tbaa !9
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 156
  br i1 %15, label %16, label %1, !llvm.loop !34

16:                                               ; preds = %1
  %17 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i32 0, i32 0), align 2, !tbaa !9
  %18 = add i16 %17, 1
  store i16 %18, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i32 0, i32 156), align 2, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev8() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = or i32 %2, 1
  %4 = sub nuw nsw i32 156, %2
  %5 = sub nuw nsw i32 156, %3
  %6 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i32 0, i32 %4
  %7 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i32 0, i32 %5
  %8 = load i8, i8* %6, align 1, !tbaa !11
  %9 = load i8, i8* %7, align 1, !tbaa !11
  %10 = xor i8 %8, 90
  %11 = xor i8 %9, 90
  %12 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i32 0, i32 %2
  %13 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i32 0, i32 %3
  store i8 %10, i8* %12, align 1, !tbaa !11
  store i8 %11, i8* %13, align 1, !tbaa !11
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 156
  br i1 %15, label %16, label %1, !llvm.loop !35

16:                                               ; preds = %1
  %17 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i32 0, i32 0), align 1, !tbaa !11
  %18 = xor i8 %17, 90
  store i8 %18, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i32 0, i32 156), align 1, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @revd() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %14, %1 ]
  %3 = or i32 %2, 1
  %4 = sub nuw nsw i32 156, %2
  %5 = sub nuw nsw i32 156, %3
  %6 = getelementptr inbounds [157 x double], [157 x double]* @da, i32 0, i32 %4
  %7 = getelementptr inbounds [157 x double], [157 x double]* @da, i32 0, i32 %5
  %8 = load double, double* %6, align 8, !tbaa !12
  %9 = load double, double* %7, align 8, !tbaa !12
  %10 = fmul double %8, 5.000000e-01
  %11 = fmul double %9, 5.000000e-01
  %12 = getelementptr inbounds [157 x double], [157 x double]* @db, i32 0, i32 %2
  %13 = getelementptr inbounds [157 x double], [157 x double]* @db, i32 0, i32 %3
  store double %10, double* %12, align 8, !tbaa !12
  store double %11, double* %13, align 8, !tbaa !12
  %14 = add nuw i32 %2, 2
  %15 = icmp eq i32 %14, 156
  br i1 %15, label %16, label %1, !llvm.loop !36

16:                                               ; preds = %1
  %17 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i32 0, i32 0), align 8, !tbaa !12
  %18 = fmul double %17, 5.000000e-01
  store double %18, double* getelementptr inbounds ([157 x double], [157 x double]* @db, i32 0, i32 156), align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i64 @strided(i64* nocapture noundef writeonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i32 [ 0, %1 ], [ %27, %2 ]
  %4 = phi i64 [ 0, %1 ], [ %25, %2 ]
  %5 = phi i64 [ 0, %1 ], [ %26, %2 ]
  %6 = phi i64 [ 0, %1 ], [ %15, %2 ]
  %7 = phi i64 [ 0, %1 ], [ %16, %2 ]
  %8 = or i32 %3, 1
  %9 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %3, i32 0
  %10 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %8, i32 0
  %11 = load i32, i32* %9, align 4, !tbaa !14
  %12 = load i32, i32* %10, align 4, !tbaa !14
  %13 = sext i32 %11 to i64
  %14 = sext i32 %12 to i64
  %15 = add i64 %6, %13
  %16 = add i64 %7, %14
  %17 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %3, i32 1
  %18 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %8, i32 1
  %19 = load i32, i32* %17, align 4, !tbaa !16
  %20 = load i32, i32* %18, align 4, !tbaa !16
  %21 = shl nsw i32 %19, 1
  %22 = shl nsw i32 %20, 1
  %23 = sext i32 %21 to i64
  %24 = sext i32 %22 to i64
  %25 = add i64 %4, %23
  %26 = add i64 %5, %24
  %27 = add nuw i32 %3, 2
  %28 = icmp eq i32 %27, 156
  br i1 %28, label %29, label %2, !llvm.loop !37

29:                                               ; preds = %2
  %30 = add i64 %26, %25
  %31 = add i64 %16, %15
  %32 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 156, i32 0), align 4, !tbaa !14
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %31, %33
  %35 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 156, i32 1), align 4, !tbaa !16
  %36 = shl nsw i32 %35, 1
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %30, %37
  store i64 %38, i64* %0, align 8, !tbaa !29
  ret i64 %34
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @interleave() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %24, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i32 0, i32 %2
  %5 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i32 0, i32 %3
  %6 = load i32, i32* %4, align 4, !tbaa !5
  %7 = load i32, i32* %5, align 4, !tbaa !5
  %8 = add nsw i32 %6, 1
  %9 = add nsw i32 %7, 1
  %10 = shl nuw nsw i32 %2, 1
  %11 = shl nuw nsw i32 %3, 1
  %12 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i32 0, i32 %10
  %13 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i32 0, i32 %11
  store i32 %8, i32* %12, align 4, !tbaa !5
  store i32 %9, i32* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i32 0, i32 %2
  %15 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i32 0, i32 %3
  %16 = load i32, i32* %14, align 4, !tbaa !5
  %17 = load i32, i32* %15, align 4, !tbaa !5
  %18 = add nsw i32 %16, -1
  %19 = add nsw i32 %17, -1
  %20 = or i32 %10, 1
  %21 = or i32 %11, 1
  %22 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i32 0, i32 %20
  %23 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i32 0, i32 %21
  store i32 %18, i32* %22, align 4, !tbaa !5
  store i32 %19, i32* %23, align 4, !tbaa !5
  %24 = add nuw i32 %2, 2
  %25 = icmp eq i32 %24, 156
  br i1 %25, label %26, label %1, !llvm.loop !38

26:                                               ; preds = %1
  %27 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 156), align 4, !tbaa !5
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* getelementptr inbounds ([314 x i32], [314 x i32]* @main.inter, i32 0, i32 312), align 4, !tbaa !5
  %29 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i32 0, i32 156), align 4, !tbaa !5
  %30 = add nsw i32 %29, -1
  store i32 %30, i32* getelementptr inbounds ([314 x i32], [314 x i32]* @main.inter, i32 0, i32 313), align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @deinterleave() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %20, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %2, i32 0
  %5 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %3, i32 0
  %6 = load i32, i32* %4, align 4, !tbaa !14
  %7 = load i32, i32* %5, align 4, !tbaa !14
  %8 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %2, i32 1
  %9 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %3, i32 1
  %10 = load i32, i32* %8, align 4, !tbaa !16
  %11 = load i32, i32* %9, align 4, !tbaa !16
  %12 = sub nsw i32 %6, %10
  %13 = sub nsw i32 %7, %11
  %14 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i32 0, i32 %2
  %15 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i32 0, i32 %3
  store i32 %12, i32* %14, align 4, !tbaa !5
  store i32 %13, i32* %15, align 4, !tbaa !5
  %16 = add nsw i32 %10, %6
  %17 = add nsw i32 %11, %7
  %18 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i32 0, i32 %2
  %19 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i32 0, i32 %3
  store i32 %16, i32* %18, align 4, !tbaa !5
  store i32 %17, i32* %19, align 4, !tbaa !5
  %20 = add nuw i32 %2, 2
  %21 = icmp eq i32 %20, 156
  br i1 %21, label %22, label %1, !llvm.loop !39

22:                                               ; preds = %1
  %23 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 156, i32 0), align 4, !tbaa !14
  %24 = load i32, i32* getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 156, i32 1), align 4, !tbaa !16
  %25 = sub nsw i32 %23, %24
  store i32 %25, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 156), align 4, !tbaa !5
  %26 = add nsw i32 %24, %23
  store i32 %26, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i32 0, i32 156), align 4, !tbaa !5
  ret void
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
  %14 = tail call double @llvm.fmuladd.f64(double %5, double %7, double %13)
  %15 = fmul double %7, %9
  %16 = tail call double @llvm.fmuladd.f64(double %5, double %11, double %15)
  %17 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cc, i32 0, i32 %3, i32 0
  store double %14, double* %17, align 8, !tbaa !17
  %18 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cc, i32 0, i32 %3, i32 1
  store double %16, double* %18, align 8, !tbaa !19
  %19 = add nuw nsw i32 %3, 1
  %20 = icmp eq i32 %19, 157
  br i1 %20, label %1, label %2, !llvm.loop !40
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
  %6 = tail call float @llvm.fmuladd.f32(float %5, float 8.750000e-01, float 2.500000e-01)
  store float %6, float* %4, align 4, !tbaa !20
  %7 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %3, i32 1
  %8 = load float, float* %7, align 4, !tbaa !23
  %9 = tail call float @llvm.fmuladd.f32(float %8, float 8.750000e-01, float 5.000000e-01)
  store float %9, float* %7, align 4, !tbaa !23
  %10 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %3, i32 2
  %11 = load float, float* %10, align 4, !tbaa !24
  %12 = fmul float %11, 8.750000e-01
  store float %12, float* %10, align 4, !tbaa !24
  %13 = add nuw nsw i32 %3, 1
  %14 = icmp eq i32 %13, 157
  br i1 %14, label %1, label %2, !llvm.loop !41
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @vadd(%struct.vec2* noalias nocapture writeonly sret(%struct.vec2) align 4 %0, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 4 %1, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 4 %2) unnamed_addr #5 {
  %4 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %6 = load float, float* %5, align 4, !tbaa !42
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %2, i32 0, i32 0
  %8 = load float, float* %7, align 4, !tbaa !42
  %9 = fadd float %6, %8
  store float %9, float* %4, align 4, !tbaa !42
  %10 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %12 = load float, float* %11, align 4, !tbaa !44
  %13 = getelementptr inbounds %struct.vec2, %struct.vec2* %2, i32 0, i32 1
  %14 = load float, float* %13, align 4, !tbaa !44
  %15 = fsub float %12, %14
  store float %15, float* %10, align 4, !tbaa !44
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @vscale(%struct.vec2* noalias nocapture writeonly sret(%struct.vec2) align 4 %0, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 4 %1) unnamed_addr #5 {
  %3 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %5 = load float, float* %4, align 4, !tbaa !42
  %6 = fmul float %5, 5.000000e-01
  store float %6, float* %3, align 4, !tbaa !42
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %9 = load float, float* %8, align 4, !tbaa !44
  %10 = fmul float %9, 5.000000e-01
  store float %10, float* %7, align 4, !tbaa !44
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind readonly uwtable willreturn
define internal fastcc float @vdot(%struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 4 %0, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 4 %1) unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  %4 = load float, float* %3, align 4, !tbaa !42
  %5 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %6 = load float, float* %5, align 4, !tbaa !42
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  %8 = load float, float* %7, align 4, !tbaa !44
  %9 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %10 = load float, float* %9, align 4, !tbaa !44
  %11 = fmul float %8, %10
  %12 = tail call float @llvm.fmuladd.f32(float %4, float %6, float %11)
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
  %5 = tail call double @llvm.fmuladd.f64(double %2, double 1.250000e+00, double %4)
  store double %5, double* %0, align 8, !tbaa !12
  %6 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i32 0, i32 6), align 8, !tbaa !12
  %7 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i32 0, i32 7), align 8, !tbaa !12
  %8 = fneg double %7
  %9 = tail call double @llvm.fmuladd.f64(double %6, double 1.250000e+00, double %8)
  %10 = getelementptr inbounds double, double* %0, i32 1
  store double %9, double* %10, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @bytesum() unnamed_addr #8 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %28, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %26, %1 ]
  %4 = phi i32 [ 0, %0 ], [ %27, %1 ]
  %5 = or i32 %2, 1
  %6 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i32 0, i32 %2
  %7 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i32 0, i32 %5
  %8 = load i8, i8* %6, align 1, !tbaa !11
  %9 = load i8, i8* %7, align 1, !tbaa !11
  %10 = zext i8 %8 to i32
  %11 = zext i8 %9 to i32
  %12 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i32 0, i32 %2
  %13 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i32 0, i32 %5
  %14 = load i8, i8* %12, align 1, !tbaa !11
  %15 = load i8, i8* %13, align 1, !tbaa !11
  %16 = zext i8 %14 to i32
  %17 = zext i8 %15 to i32
  %18 = icmp ugt i8 %8, %14
  %19 = icmp ugt i8 %9, %15
  %20 = sub nsw i32 %10, %16
  %21 = sub nsw i32 %11, %17
  %22 = sub nsw i32 %16, %10
  %23 = sub nsw i32 %17, %11
  %24 = select i1 %18, i32 %20, i32 %22
  %25 = select i1 %19, i32 %21, i32 %23
  %26 = add i32 %24, %3
  %27 = add i32 %25, %4
  %28 = add nuw i32 %2, 2
  %29 = icmp eq i32 %28, 156
  br i1 %29, label %30, label %1, !llvm.loop !45

30:                                               ; preds = %1
  %31 = add i32 %27, %26
  %32 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i32 0, i32 156), align 1, !tbaa !11
  %33 = zext i8 %32 to i32
  %34 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i32 0, i32 156), align 1, !tbaa !11
  %35 = zext i8 %34 to i32
  %36 = icmp ugt i8 %32, %34
  %37 = sub nsw i32 %33, %35
  %38 = sub nsw i32 %35, %33
  %39 = select i1 %36, i32 %37, i32 %38
  %40 = add i32 %39, %31
  ret i32 %40
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @avg8() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %26, %1 ]
  %3 = or i32 %2, 1
  %4 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i32 0, i32 %2
  %5 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i32 0, i32 %3
  %6 = load i8, i8* %4, align 1, !tbaa !11
  %7 = load i8, i8* %5, align 1, !tbaa !11
  %8 = zext i8 %6 to i16
  %9 = zext i8 %7 to i16
  %10 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i32 0, i32 %2
  %11 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i32 0, i32 %3
  %12 = load i8, i8* %10, align 1, !tbaa !11
  %13 = load i8, i8* %11, align 1, !tbaa !11
  %14 = zext i8 %12 to i16
  %15 = zext i8 %13 to i16
  %16 = add nuw nsw i16 %8, 1
  %17 = add nuw nsw i16 %9, 1
  %18 = add nuw nsw i16 %16, %14
  %19 = add nuw nsw i16 %17, %15
  %20 = lshr i16 %18, 1
  %21 = lshr i16 %19, 1
  %22 = trunc i16 %20 to i8
  %23 = trunc i16 %21 to i8
  %24 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i32 0, i32 %2
  %25 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i32 0, i32 %3
  store i8 %22, i8* %24, align 1, !tbaa !11
  store i8 %23, i8* %25, align 1, !tbaa !11
  %26 = add nuw i32 %2, 2
  %27 = icmp eq i32 %26, 156
  br i1 %27, label %28, label %1, !llvm.loop !46

28:                                               ; preds = %1
  %29 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i32 0, i32 156), align 1, !tbaa !11
  %30 = zext i8 %29 to i16
  %31 = load i8, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i32 0, i32 156), align 1, !tbaa !11
  %32 = zext i8 %31 to i16
  %33 = add nuw nsw i16 %30, 1
  %34 = add nuw nsw i16 %33, %32
  %35 = lshr i16 %34, 1
  %36 = trunc i16 %35 to i8
  store i8 %36, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i32 0, i32 156), align 1, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @dot16() unnamed_addr #8 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %22, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %20, %1 ]
  %4 = phi i32 [ 0, %0 ], [ %21, %1 ]
  %5 = or i32 %2, 1
  %6 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i32 0, i32 %2
  %7 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i32 0, i32 %5
  %8 = load i16, i16* %6, align 2, !tbaa !9
  %9 = load i16, i16* %7, align 2, !tbaa !9
  %10 = sext i16 %8 to i32
  %11 = sext i16 %9 to i32
  %12 = getelementptr inbounds [157 x i16], [157 x i16]* @b16, i32 0, i32 %2
  %13 = getelementptr inbounds [157 x i16], [157 x i16]* @b16, i32 0, i32 %5
  %14 = load i16, i16* %12, align 2, !tbaa !9
  %15 = load i16, i16* %13, align 2, !tbaa !9
  %16 = sext i16 %14 to i32
  %17 = sext i16 %15 to i32
  %18 = mul nsw i32 %16, %10
  %19 = mul nsw i32 %17, %11
  %20 = add i32 %18, %3
  %21 = add i32 %19, %4
  %22 = add nuw i32 %2, 2
  %23 = icmp eq i32 %22, 156
  br i1 %23, label %24, label %1, !llvm.loop !47

24:                                               ; preds = %1
  %25 = add i32 %21, %20
  %26 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i32 0, i32 156), align 2, !tbaa !9
  %27 = sext i16 %26 to i32
  %28 = load i16, i16* getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i32 0, i32 156), align 2, !tbaa !9
  %29 = sext i16 %28 to i32
  %30 = mul nsw i32 %29, %27
  %31 = add nsw i32 %30, %25
  ret i32 %31
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
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = distinct !{!28, !27}
!29 = !{!30, !30, i64 0}
!30 = !{!"long long", !7, i64 0}
!31 = distinct !{!31, !27}
!32 = distinct !{!32, !27, !33}
!33 = !{!"llvm.loop.isvectorized", i32 1}
!34 = distinct !{!34, !27, !33}
!35 = distinct !{!35, !27, !33}
!36 = distinct !{!36, !27, !33}
!37 = distinct !{!37, !27, !33}
!38 = distinct !{!38, !27, !33}
!39 = distinct !{!39, !27, !33}
!40 = distinct !{!40, !27}
!41 = distinct !{!41, !27}
!42 = !{!43, !22, i64 0}
!43 = !{!"", !22, i64 0, !22, i64 4}
!44 = !{!43, !22, i64 4}
!45 = distinct !{!45, !27, !33}
!46 = distinct !{!46, !27, !33}
!47 = distinct !{!47, !27, !33}
