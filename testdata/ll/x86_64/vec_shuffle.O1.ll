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
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #11
  %4 = bitcast [2 x double]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #11
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
  call fastcc void @rev32()
  br label %107

107:                                              ; preds = %107, %106
  %108 = phi i64 [ 0, %106 ], [ %115, %107 ]
  %109 = phi i32 [ 0, %106 ], [ %114, %107 ]
  %110 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %108
  %111 = load i8, i8* %110, align 1, !tbaa !11
  %112 = zext i8 %111 to i32
  %113 = xor i32 %109, %112
  %114 = mul i32 %113, 16777619
  %115 = add nuw nsw i64 %108, 1
  %116 = icmp eq i64 %115, 628
  br i1 %116, label %117, label %107, !llvm.loop !29

117:                                              ; preds = %107
  %118 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef %114) #11
  %119 = load i32, i32* @check, align 4, !tbaa !5
  %120 = xor i32 %119, %114
  %121 = mul i32 %120, 16777619
  store i32 %121, i32* @check, align 4, !tbaa !5
  call fastcc void @rev16()
  br label %122

122:                                              ; preds = %122, %117
  %123 = phi i64 [ 0, %117 ], [ %130, %122 ]
  %124 = phi i32 [ 0, %117 ], [ %129, %122 ]
  %125 = getelementptr inbounds i8, i8* bitcast ([157 x i16]* @main.c16 to i8*), i64 %123
  %126 = load i8, i8* %125, align 1, !tbaa !11
  %127 = zext i8 %126 to i32
  %128 = xor i32 %124, %127
  %129 = mul i32 %128, 16777619
  %130 = add nuw nsw i64 %123, 1
  %131 = icmp eq i64 %130, 314
  br i1 %131, label %132, label %122, !llvm.loop !29

132:                                              ; preds = %122
  %133 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %129) #11
  %134 = load i32, i32* @check, align 4, !tbaa !5
  %135 = xor i32 %134, %129
  %136 = mul i32 %135, 16777619
  store i32 %136, i32* @check, align 4, !tbaa !5
  call fastcc void @rev8()
  br label %137

137:                                              ; preds = %137, %132
  %138 = phi i64 [ 0, %132 ], [ %145, %137 ]
  %139 = phi i32 [ 0, %132 ], [ %144, %137 ]
  %140 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %138
  %141 = load i8, i8* %140, align 1, !tbaa !11
  %142 = zext i8 %141 to i32
  %143 = xor i32 %139, %142
  %144 = mul i32 %143, 16777619
  %145 = add nuw nsw i64 %138, 1
  %146 = icmp eq i64 %145, 157
  br i1 %146, label %147, label %137, !llvm.loop !29

147:                                              ; preds = %137
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef %144) #11
  %149 = load i32, i32* @check, align 4, !tbaa !5
  %150 = xor i32 %149, %144
  %151 = mul i32 %150, 16777619
  store i32 %151, i32* @check, align 4, !tbaa !5
  call fastcc void @revd()
  br label %152

152:                                              ; preds = %152, %147
  %153 = phi i64 [ 0, %147 ], [ %160, %152 ]
  %154 = phi i32 [ 0, %147 ], [ %159, %152 ]
  %155 = getelementptr inbounds i8, i8* bitcast ([157 x double]* @db to i8*), i64 %153
  %156 = load i8, i8* %155, align 1, !tbaa !11
  %157 = zext i8 %156 to i32
  %158 = xor i32 %154, %157
  %159 = mul i32 %158, 16777619
  %160 = add nuw nsw i64 %153, 1
  %161 = icmp eq i64 %160, 1256
  br i1 %161, label %162, label %152, !llvm.loop !29

162:                                              ; preds = %152
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i32 noundef %159) #11
  %164 = load i32, i32* @check, align 4, !tbaa !5
  %165 = xor i32 %164, %159
  %166 = mul i32 %165, 16777619
  store i32 %166, i32* @check, align 4, !tbaa !5
  %167 = call fastcc i64 @strided(i64* noundef nonnull %1)
  %168 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i64 noundef %167)
  %169 = load i64, i64* %1, align 8, !tbaa !30
  %170 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i64 noundef %169)
  call fastcc void @interleave()
  br label %171

171:                                              ; preds = %171, %162
  %172 = phi i64 [ 0, %162 ], [ %179, %171 ]
  %173 = phi i32 [ 0, %162 ], [ %178, %171 ]
  %174 = getelementptr inbounds i8, i8* bitcast ([314 x i32]* @main.inter to i8*), i64 %172
  %175 = load i8, i8* %174, align 1, !tbaa !11
  %176 = zext i8 %175 to i32
  %177 = xor i32 %173, %176
  %178 = mul i32 %177, 16777619
  %179 = add nuw nsw i64 %172, 1
  %180 = icmp eq i64 %179, 1256
  br i1 %180, label %181, label %171, !llvm.loop !29

181:                                              ; preds = %171
  %182 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %178) #11
  %183 = load i32, i32* @check, align 4, !tbaa !5
  %184 = xor i32 %183, %178
  %185 = mul i32 %184, 16777619
  store i32 %185, i32* @check, align 4, !tbaa !5
  call fastcc void @deinterleave()
  br label %186

186:                                              ; preds = %186, %181
  %187 = phi i64 [ 0, %181 ], [ %194, %186 ]
  %188 = phi i32 [ 0, %181 ], [ %193, %186 ]
  %189 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @a32 to i8*), i64 %187
  %190 = load i8, i8* %189, align 1, !tbaa !11
  %191 = zext i8 %190 to i32
  %192 = xor i32 %188, %191
  %193 = mul i32 %192, 16777619
  %194 = add nuw nsw i64 %187, 1
  %195 = icmp eq i64 %194, 628
  br i1 %195, label %196, label %186, !llvm.loop !29

196:                                              ; preds = %186
  %197 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef %193) #11
  %198 = load i32, i32* @check, align 4, !tbaa !5
  %199 = xor i32 %198, %193
  %200 = mul i32 %199, 16777619
  store i32 %200, i32* @check, align 4, !tbaa !5
  br label %201

201:                                              ; preds = %201, %196
  %202 = phi i64 [ 0, %196 ], [ %209, %201 ]
  %203 = phi i32 [ 0, %196 ], [ %208, %201 ]
  %204 = getelementptr inbounds i8, i8* bitcast ([157 x i32]* @b32 to i8*), i64 %202
  %205 = load i8, i8* %204, align 1, !tbaa !11
  %206 = zext i8 %205 to i32
  %207 = xor i32 %203, %206
  %208 = mul i32 %207, 16777619
  %209 = add nuw nsw i64 %202, 1
  %210 = icmp eq i64 %209, 628
  br i1 %210, label %211, label %201, !llvm.loop !29

211:                                              ; preds = %201
  %212 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i64 0, i64 0), i32 noundef %208) #11
  %213 = load i32, i32* @check, align 4, !tbaa !5
  %214 = xor i32 %213, %208
  %215 = mul i32 %214, 16777619
  store i32 %215, i32* @check, align 4, !tbaa !5
  call fastcc void @cmul()
  br label %216

216:                                              ; preds = %216, %211
  %217 = phi i64 [ 0, %211 ], [ %224, %216 ]
  %218 = phi i32 [ 0, %211 ], [ %223, %216 ]
  %219 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.cpx]* @cc to i8*), i64 %217
  %220 = load i8, i8* %219, align 1, !tbaa !11
  %221 = zext i8 %220 to i32
  %222 = xor i32 %218, %221
  %223 = mul i32 %222, 16777619
  %224 = add nuw nsw i64 %217, 1
  %225 = icmp eq i64 %224, 2512
  br i1 %225, label %226, label %216, !llvm.loop !29

226:                                              ; preds = %216
  %227 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i32 noundef %223) #11
  %228 = load i32, i32* @check, align 4, !tbaa !5
  %229 = xor i32 %228, %223
  %230 = mul i32 %229, 16777619
  store i32 %230, i32* @check, align 4, !tbaa !5
  call fastcc void @shade()
  br label %231

231:                                              ; preds = %231, %226
  %232 = phi i64 [ 0, %226 ], [ %239, %231 ]
  %233 = phi i32 [ 0, %226 ], [ %238, %231 ]
  %234 = getelementptr inbounds i8, i8* bitcast ([157 x %struct.rgba]* @px to i8*), i64 %232
  %235 = load i8, i8* %234, align 1, !tbaa !11
  %236 = zext i8 %235 to i32
  %237 = xor i32 %233, %236
  %238 = mul i32 %237, 16777619
  %239 = add nuw nsw i64 %232, 1
  %240 = icmp eq i64 %239, 2512
  br i1 %240, label %241, label %231, !llvm.loop !29

241:                                              ; preds = %231
  %242 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0), i32 noundef %238) #11
  %243 = load i32, i32* @check, align 4, !tbaa !5
  %244 = xor i32 %243, %238
  %245 = mul i32 %244, 16777619
  store i32 %245, i32* @check, align 4, !tbaa !5
  br label %290

246:                                              ; preds = %290
  call fastcc void @slp4()
  br label %247

247:                                              ; preds = %247, %246
  %248 = phi i64 [ 0, %246 ], [ %255, %247 ]
  %249 = phi i32 [ 0, %246 ], [ %254, %247 ]
  %250 = getelementptr inbounds i8, i8* bitcast ([4 x i32]* @main.o4 to i8*), i64 %248
  %251 = load i8, i8* %250, align 1, !tbaa !11
  %252 = zext i8 %251 to i32
  %253 = xor i32 %249, %252
  %254 = mul i32 %253, 16777619
  %255 = add nuw nsw i64 %248, 1
  %256 = icmp eq i64 %255, 16
  br i1 %256, label %257, label %247, !llvm.loop !29

257:                                              ; preds = %247
  %258 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i64 0, i64 0), i32 noundef %254) #11
  %259 = load i32, i32* @check, align 4, !tbaa !5
  %260 = xor i32 %259, %254
  %261 = mul i32 %260, 16777619
  store i32 %261, i32* @check, align 4, !tbaa !5
  %262 = getelementptr inbounds [2 x double], [2 x double]* %2, i64 0, i64 0
  call fastcc void @slpd(double* noundef nonnull %262)
  %263 = load double, double* %262, align 16, !tbaa !12
  %264 = getelementptr inbounds [2 x double], [2 x double]* %2, i64 0, i64 1
  %265 = load double, double* %264, align 8, !tbaa !12
  %266 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i64 0, i64 0), double noundef %263, double noundef %265)
  %267 = call fastcc i32 @bytesum()
  %268 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i32 noundef %267)
  call fastcc void @avg8()
  br label %269

269:                                              ; preds = %269, %257
  %270 = phi i64 [ 0, %257 ], [ %277, %269 ]
  %271 = phi i32 [ 0, %257 ], [ %276, %269 ]
  %272 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %270
  %273 = load i8, i8* %272, align 1, !tbaa !11
  %274 = zext i8 %273 to i32
  %275 = xor i32 %271, %274
  %276 = mul i32 %275, 16777619
  %277 = add nuw nsw i64 %270, 1
  %278 = icmp eq i64 %277, 157
  br i1 %278, label %279, label %269, !llvm.loop !29

279:                                              ; preds = %269
  %280 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i32 noundef %276) #11
  %281 = load i32, i32* @check, align 4, !tbaa !5
  %282 = xor i32 %281, %276
  %283 = mul i32 %282, 16777619
  store i32 %283, i32* @check, align 4, !tbaa !5
  %284 = call fastcc i32 @dot16()
  %285 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i64 0, i64 0), i32 noundef %284)
  %286 = load i32, i32* @check, align 4, !tbaa !5
  %287 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.17, i64 0, i64 0), i32 noundef %286)
  %288 = load i32, i32* @check, align 4, !tbaa !5
  %289 = and i32 %288, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #11
  ret i32 %289

290:                                              ; preds = %241, %290
  %291 = phi <2 x float> [ <float 1.500000e+00, float -2.250000e+00>, %241 ], [ %295, %290 ]
  %292 = phi <2 x float> [ <float 1.250000e-01, float 8.000000e+00>, %241 ], [ %296, %290 ]
  %293 = phi i32 [ 0, %241 ], [ %304, %290 ]
  %294 = call fastcc <2 x float> @vscale(<2 x float> %291)
  %295 = call fastcc <2 x float> @vadd(<2 x float> %294, <2 x float> %292)
  %296 = call fastcc <2 x float> @vadd(<2 x float> %292, <2 x float> %295)
  %297 = extractelement <2 x float> %295, i64 0
  %298 = fpext float %297 to double
  %299 = extractelement <2 x float> %295, i64 1
  %300 = fpext float %299 to double
  %301 = call fastcc float @vdot(<2 x float> %295, <2 x float> %296)
  %302 = fpext float %301 to double
  %303 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), double noundef %298, double noundef %300, double noundef %302)
  %304 = add nuw nsw i32 %293, 1
  %305 = icmp eq i32 %304, 10
  br i1 %305, label %246, label %290, !llvm.loop !32
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev32() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = sub nuw nsw i64 156, %3
  %5 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %4
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = mul nsw i32 %6, 3
  %8 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %3
  store i32 %7, i32* %8, align 4, !tbaa !5
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 157
  br i1 %10, label %1, label %2, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev16() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = sub nuw nsw i64 156, %3
  %5 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %4
  %6 = load i16, i16* %5, align 2, !tbaa !9
  %7 = add i16 %6, 1
  %8 = getelementptr inbounds [157 x i16], [157 x i16]* @main.c16, i64 0, i64 %3
  store i16 %7, i16* %8, align 2, !tbaa !9
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 157
  br i1 %10, label %1, label %2, !llvm.loop !34
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @rev8() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = sub nuw nsw i64 156, %3
  %5 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i64 0, i64 %4
  %6 = load i8, i8* %5, align 1, !tbaa !11
  %7 = xor i8 %6, 90
  %8 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %3
  store i8 %7, i8* %8, align 1, !tbaa !11
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 157
  br i1 %10, label %1, label %2, !llvm.loop !35
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @revd() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %9, %2 ]
  %4 = sub nuw nsw i64 156, %3
  %5 = getelementptr inbounds [157 x double], [157 x double]* @da, i64 0, i64 %4
  %6 = load double, double* %5, align 8, !tbaa !12
  %7 = fmul double %6, 5.000000e-01
  %8 = getelementptr inbounds [157 x double], [157 x double]* @db, i64 0, i64 %3
  store double %7, double* %8, align 8, !tbaa !12
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 157
  br i1 %10, label %1, label %2, !llvm.loop !36
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
  %4 = phi i64 [ 0, %1 ], [ %16, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %15, %3 ]
  %6 = phi i64 [ 0, %1 ], [ %10, %3 ]
  %7 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %4, i32 0
  %8 = load i32, i32* %7, align 8, !tbaa !14
  %9 = sext i32 %8 to i64
  %10 = add nsw i64 %6, %9
  %11 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %4, i32 1
  %12 = load i32, i32* %11, align 4, !tbaa !16
  %13 = shl nsw i32 %12, 1
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %5, %14
  %16 = add nuw nsw i64 %4, 1
  %17 = icmp eq i64 %16, 157
  br i1 %17, label %2, label %3, !llvm.loop !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @interleave() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %14, %2 ]
  %4 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  %7 = shl nuw nsw i64 %3, 1
  %8 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %7
  store i32 %6, i32* %8, align 8, !tbaa !5
  %9 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %3
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = add nsw i32 %10, -1
  %12 = or i64 %7, 1
  %13 = getelementptr inbounds [314 x i32], [314 x i32]* @main.inter, i64 0, i64 %12
  store i32 %11, i32* %13, align 4, !tbaa !5
  %14 = add nuw nsw i64 %3, 1
  %15 = icmp eq i64 %14, 157
  br i1 %15, label %1, label %2, !llvm.loop !38
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @deinterleave() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %12, %2 ]
  %4 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %3, i32 0
  %5 = load i32, i32* %4, align 8, !tbaa !14
  %6 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %3, i32 1
  %7 = load i32, i32* %6, align 4, !tbaa !16
  %8 = sub nsw i32 %5, %7
  %9 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %3
  store i32 %8, i32* %9, align 4, !tbaa !5
  %10 = add nsw i32 %7, %5
  %11 = getelementptr inbounds [157 x i32], [157 x i32]* @b32, i64 0, i64 %3
  store i32 %10, i32* %11, align 4, !tbaa !5
  %12 = add nuw nsw i64 %3, 1
  %13 = icmp eq i64 %12, 157
  br i1 %13, label %1, label %2, !llvm.loop !39
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @cmul() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %19, %2 ]
  %4 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 %3, i32 0
  %5 = load double, double* %4, align 16, !tbaa !17
  %6 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i64 0, i64 %3, i32 0
  %7 = load double, double* %6, align 16, !tbaa !17
  %8 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 %3, i32 1
  %9 = load double, double* %8, align 8, !tbaa !19
  %10 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i64 0, i64 %3, i32 1
  %11 = load double, double* %10, align 8, !tbaa !19
  %12 = fneg double %9
  %13 = fmul double %11, %12
  %14 = call double @llvm.fmuladd.f64(double %5, double %7, double %13)
  %15 = fmul double %7, %9
  %16 = call double @llvm.fmuladd.f64(double %5, double %11, double %15)
  %17 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cc, i64 0, i64 %3, i32 0
  store double %14, double* %17, align 16, !tbaa !17
  %18 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cc, i64 0, i64 %3, i32 1
  store double %16, double* %18, align 8, !tbaa !19
  %19 = add nuw nsw i64 %3, 1
  %20 = icmp eq i64 %19, 157
  br i1 %20, label %1, label %2, !llvm.loop !40
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
  %6 = call float @llvm.fmuladd.f32(float %5, float 8.750000e-01, float 2.500000e-01)
  store float %6, float* %4, align 16, !tbaa !20
  %7 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %3, i32 1
  %8 = load float, float* %7, align 4, !tbaa !23
  %9 = call float @llvm.fmuladd.f32(float %8, float 8.750000e-01, float 5.000000e-01)
  store float %9, float* %7, align 4, !tbaa !23
  %10 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %3, i32 2
  %11 = load float, float* %10, align 8, !tbaa !24
  %12 = fmul float %11, 8.750000e-01
  store float %12, float* %10, align 8, !tbaa !24
  %13 = add nuw nsw i64 %3, 1
  %14 = icmp eq i64 %13, 157
  br i1 %14, label %1, label %2, !llvm.loop !41
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
  %2 = extractelement <2 x float> %0, i64 0
  %3 = fmul float %2, 5.000000e-01
  %4 = insertelement <2 x float> undef, float %3, i64 0
  %5 = extractelement <2 x float> %0, i64 1
  %6 = fmul float %5, 5.000000e-01
  %7 = insertelement <2 x float> %4, float %6, i64 1
  ret <2 x float> %7
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc float @vdot(<2 x float> %0, <2 x float> %1) unnamed_addr #6 {
  %3 = extractelement <2 x float> %0, i64 0
  %4 = extractelement <2 x float> %1, i64 0
  %5 = fmul <2 x float> %0, %1
  %6 = extractelement <2 x float> %5, i64 1
  %7 = call float @llvm.fmuladd.f32(float %3, float %4, float %6)
  ret float %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @slp4() unnamed_addr #7 {
  %1 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 3), align 4, !tbaa !5
  %2 = mul nsw i32 %1, 5
  %3 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 7), align 4, !tbaa !5
  %4 = add nsw i32 %2, %3
  store i32 %4, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i64 0, i64 0), align 16, !tbaa !5
  %5 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 4), align 16, !tbaa !5
  %6 = mul nsw i32 %5, 5
  %7 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 8), align 16, !tbaa !5
  %8 = add nsw i32 %6, %7
  store i32 %8, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i64 0, i64 1), align 4, !tbaa !5
  %9 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 5), align 4, !tbaa !5
  %10 = mul nsw i32 %9, 5
  %11 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 9), align 4, !tbaa !5
  %12 = add nsw i32 %10, %11
  store i32 %12, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i64 0, i64 2), align 8, !tbaa !5
  %13 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 6), align 8, !tbaa !5
  %14 = mul nsw i32 %13, 5
  %15 = load i32, i32* getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 10), align 8, !tbaa !5
  %16 = add nsw i32 %14, %15
  store i32 %16, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i64 0, i64 3), align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @slpd(double* nocapture noundef writeonly %0) unnamed_addr #8 {
  %2 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 5), align 8, !tbaa !12
  %3 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 8), align 16, !tbaa !12
  %4 = fneg double %3
  %5 = call double @llvm.fmuladd.f64(double %2, double 1.250000e+00, double %4)
  store double %5, double* %0, align 8, !tbaa !12
  %6 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 6), align 16, !tbaa !12
  %7 = load double, double* getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 7), align 8, !tbaa !12
  %8 = fneg double %7
  %9 = call double @llvm.fmuladd.f64(double %6, double 1.250000e+00, double %8)
  %10 = getelementptr inbounds double, double* %0, i64 1
  store double %9, double* %10, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @bytesum() unnamed_addr #9 {
  br label %2

1:                                                ; preds = %2
  ret i32 %15

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %16, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %5 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i64 0, i64 %3
  %6 = load i8, i8* %5, align 1, !tbaa !11
  %7 = zext i8 %6 to i32
  %8 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i64 0, i64 %3
  %9 = load i8, i8* %8, align 1, !tbaa !11
  %10 = zext i8 %9 to i32
  %11 = icmp ugt i8 %6, %9
  %12 = sub nsw i32 %7, %10
  %13 = sub nsw i32 %10, %7
  %14 = select i1 %11, i32 %12, i32 %13
  %15 = add i32 %14, %4
  %16 = add nuw nsw i64 %3, 1
  %17 = icmp eq i64 %16, 157
  br i1 %17, label %1, label %2, !llvm.loop !42
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @avg8() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %15, %2 ]
  %4 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i64 0, i64 %3
  %5 = load i8, i8* %4, align 1, !tbaa !11
  %6 = zext i8 %5 to i16
  %7 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i64 0, i64 %3
  %8 = load i8, i8* %7, align 1, !tbaa !11
  %9 = zext i8 %8 to i16
  %10 = add nuw nsw i16 %6, 1
  %11 = add nuw nsw i16 %10, %9
  %12 = lshr i16 %11, 1
  %13 = trunc i16 %12 to i8
  %14 = getelementptr inbounds [157 x i8], [157 x i8]* @main.c8, i64 0, i64 %3
  store i8 %13, i8* %14, align 1, !tbaa !11
  %15 = add nuw nsw i64 %3, 1
  %16 = icmp eq i64 %15, 157
  br i1 %16, label %1, label %2, !llvm.loop !43
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @dot16() unnamed_addr #9 {
  br label %2

1:                                                ; preds = %2
  ret i32 %12

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %13, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %12, %2 ]
  %5 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %3
  %6 = load i16, i16* %5, align 2, !tbaa !9
  %7 = sext i16 %6 to i32
  %8 = getelementptr inbounds [157 x i16], [157 x i16]* @b16, i64 0, i64 %3
  %9 = load i16, i16* %8, align 2, !tbaa !9
  %10 = sext i16 %9 to i32
  %11 = mul nsw i32 %10, %7
  %12 = add nsw i32 %11, %4
  %13 = add nuw nsw i64 %3, 1
  %14 = icmp eq i64 %13, 157
  br i1 %14, label %1, label %2, !llvm.loop !44
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #10

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #10

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
attributes #11 = { nounwind }

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
!31 = !{!"long", !7, i64 0}
!32 = distinct !{!32, !27, !28}
!33 = distinct !{!33, !27, !28}
!34 = distinct !{!34, !27, !28}
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
