; ModuleID = 'c/structs.c'
source_filename = "c/structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vec3 = type { double, double, double }
%struct.wide = type { i64, i32 }
%struct.big = type { [8 x i32], double, %struct.pair, i64 }
%struct.pair = type { i32, i32 }
%struct.node_rec = type { %struct.pair, %struct.vec2, i8 }
%struct.vec2 = type { double, double }

@vseed = internal global i32 5, align 4
@__const.main.b3 = private unnamed_addr constant %struct.vec3 { double -3.000000e+00, double 5.000000e-01, double 4.000000e+00 }, align 8
@.str = private unnamed_addr constant [17 x i8] c"pair = (%d, %d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"trio = (%d, %d, %u, %d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"wide = (%lld, %d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"vec2 = (%.17g, %.17g)\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"mixed = (%.9g, %d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"mixed2 = (%.17g, %lld)\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"vec3 = (%.17g, %.17g, %.17g)\0A\00", align 1
@.str.7 = private unnamed_addr constant [64 x i8] c"big: sum=%lld sum2=%lld v[7]=%d scale=%.17g p=(%d,%d) tag=%llx\0A\00", align 1
@__const.main.g = private unnamed_addr constant %struct.wide { i64 1099511627776, i32 -9 }, align 8
@.str.8 = private unnamed_addr constant [21 x i8] c"many_structs = %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [42 x i8] c"rec[%d] key=(%d,%d) pos=(%g,%g) flags=%u\0A\00", align 1
@.str.10 = private unnamed_addr constant [55 x i8] c"copy[3].key=(%d,%d) recs[9].key.a=%d copy[9].key.a=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.vec3, align 8
  %2 = alloca %struct.vec3, align 8
  %3 = alloca %struct.big, align 8
  %4 = alloca %struct.big, align 8
  %5 = alloca [12 x %struct.node_rec], align 16
  %6 = alloca { %struct.vec2, i8 }, align 8
  %7 = alloca %struct.vec3, align 8
  %8 = alloca %struct.big, align 8
  %9 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %10 = shl nsw i32 %9, 1
  %11 = call fastcc i64 @pair_make(i32 noundef %9, i32 noundef %10)
  %12 = sub nsw i32 0, %9
  %13 = zext i32 %12 to i64
  %14 = sext i32 %9 to i64
  %15 = mul nsw i64 %14, -1000000007
  %16 = sitofp i32 %9 to double
  %17 = bitcast %struct.vec3* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %17) #8
  %18 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 0
  store double 1.000000e+00, double* %18, align 8, !tbaa !9
  %19 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 1
  store double 2.000000e+00, double* %19, align 8, !tbaa !12
  %20 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 2
  store double %16, double* %20, align 8, !tbaa !13
  %21 = bitcast %struct.vec3* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %21) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %21, i8* noundef nonnull align 8 dereferenceable(24) bitcast (%struct.vec3* @__const.main.b3 to i8*), i64 24, i1 false)
  %22 = bitcast %struct.big* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %22) #8
  %23 = bitcast %struct.big* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %23) #8
  %24 = bitcast [12 x %struct.node_rec]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 384, i8* nonnull %24) #8
  %25 = bitcast { %struct.vec2, i8 }* %6 to i8*
  %26 = bitcast { %struct.vec2, i8 }* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %26)
  %27 = bitcast %struct.vec3* %7 to i8*
  %28 = getelementptr inbounds %struct.vec3, %struct.vec3* %7, i64 0, i32 0
  %29 = getelementptr inbounds %struct.vec3, %struct.vec3* %7, i64 0, i32 1
  %30 = getelementptr inbounds %struct.vec3, %struct.vec3* %7, i64 0, i32 2
  %31 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i64 0, i32 0
  %32 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i64 0, i32 1
  %33 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i64 0, i32 2
  br label %34

34:                                               ; preds = %0, %34
  %35 = phi i64 [ %11, %0 ], [ %52, %34 ]
  %36 = phi i64 [ 7, %0 ], [ %65, %34 ]
  %37 = phi i64 [ 250, %0 ], [ %64, %34 ]
  %38 = phi i64 [ 100, %0 ], [ %63, %34 ]
  %39 = phi i64 [ %13, %0 ], [ %62, %34 ]
  %40 = phi i32 [ %9, %0 ], [ %71, %34 ]
  %41 = phi i64 [ %15, %0 ], [ %70, %34 ]
  %42 = phi double [ %16, %0 ], [ %80, %34 ]
  %43 = phi double [ 1.000000e+00, %0 ], [ %79, %34 ]
  %44 = phi i32 [ %9, %0 ], [ %87, %34 ]
  %45 = phi i64 [ 1048576000, %0 ], [ %85, %34 ]
  %46 = phi i64 [ 1, %0 ], [ %90, %34 ]
  %47 = phi double [ 0.000000e+00, %0 ], [ %89, %34 ]
  %48 = phi i32 [ 0, %0 ], [ %101, %34 ]
  %49 = mul i32 %9, %48
  %50 = sub i32 0, %49
  %51 = call fastcc i64 @pair_make(i32 noundef %48, i32 noundef %50)
  %52 = call fastcc i64 @pair_add(i64 %35, i64 %51)
  %53 = shl nuw i64 %36, 32
  %54 = shl nuw i64 %37, 24
  %55 = and i64 %54, 4278190080
  %56 = or i64 %53, %55
  %57 = shl nuw i64 %38, 16
  %58 = and i64 %57, 16711680
  %59 = or i64 %56, %58
  %60 = and i64 %39, 65535
  %61 = or i64 %59, %60
  %62 = call fastcc i64 @trio_bump(i64 %61, i32 noundef %48)
  %63 = lshr i64 %62, 16
  %64 = lshr i64 %62, 24
  %65 = lshr i64 %62, 32
  %66 = urem i32 %48, 3
  %67 = icmp eq i32 %66, 0
  %68 = select i1 %67, i32 3, i32 -2
  %69 = call fastcc { i64, i32 } @wide_mul(i64 %41, i32 %40, i32 noundef %68)
  %70 = extractvalue { i64, i32 } %69, 0
  %71 = extractvalue { i64, i32 } %69, 1
  %72 = call fastcc { double, double } @vec2_rot90(double %43, double %42)
  %73 = extractvalue { double, double } %72, 0
  %74 = extractvalue { double, double } %72, 1
  %75 = call fastcc { double, double } @vec2_rot90(double %73, double %74)
  %76 = extractvalue { double, double } %75, 0
  %77 = extractvalue { double, double } %75, 1
  %78 = call fastcc { double, double } @vec2_scale_add(double %73, double %74, double %76, double %77)
  %79 = extractvalue { double, double } %78, 0
  %80 = extractvalue { double, double } %78, 1
  %81 = zext i32 %44 to i64
  %82 = shl nuw i64 %81, 32
  %83 = and i64 %45, 4294967295
  %84 = or i64 %82, %83
  %85 = call fastcc i64 @mixed_step(i64 %84)
  %86 = lshr i64 %85, 32
  %87 = trunc i64 %86 to i32
  %88 = call fastcc { double, i64 } @mixed2_step(double %47, i64 %46, i64 %85)
  %89 = extractvalue { double, i64 } %88, 0
  %90 = extractvalue { double, i64 } %88, 1
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %27) #8
  call fastcc void @vec3_cross(%struct.vec3* nonnull sret(%struct.vec3) align 8 %7, %struct.vec3* noundef nonnull byval(%struct.vec3) align 8 %1, %struct.vec3* noundef nonnull byval(%struct.vec3) align 8 %2)
  %91 = load double, double* %28, align 8, !tbaa.struct !14
  %92 = load double, double* %29, align 8, !tbaa.struct !16
  %93 = load double, double* %30, align 8, !tbaa.struct !17
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %27) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %17, i8* noundef nonnull align 8 dereferenceable(24) %21, i64 24, i1 false), !tbaa.struct !14
  store double %91, double* %31, align 8, !tbaa.struct !14
  store double %92, double* %32, align 8, !tbaa.struct !16
  store double %93, double* %33, align 8, !tbaa.struct !17
  %94 = fmul double %91, 1.562500e-02
  %95 = fadd double %94, 1.000000e+00
  store double %95, double* %31, align 8, !tbaa !9
  %96 = fmul double %92, 1.562500e-02
  %97 = sitofp i32 %48 to double
  %98 = fsub double %96, %97
  store double %98, double* %32, align 8, !tbaa !12
  %99 = fmul double %93, 1.562500e-02
  %100 = fadd double %99, 1.250000e-01
  store double %100, double* %33, align 8, !tbaa !13
  %101 = add nuw nsw i32 %48, 1
  %102 = icmp eq i32 %101, 10
  br i1 %102, label %103, label %34, !llvm.loop !18

103:                                              ; preds = %34
  %104 = trunc i64 %85 to i32
  %105 = bitcast i32 %104 to float
  %106 = trunc i64 %62 to i16
  %107 = trunc i64 %63 to i8
  %108 = trunc i64 %64 to i32
  %109 = trunc i64 %65 to i32
  %110 = extractvalue { i64, i32 } %69, 0
  %111 = extractvalue { i64, i32 } %69, 1
  %112 = extractvalue { double, double } %78, 0
  %113 = extractvalue { double, double } %78, 1
  %114 = trunc i64 %86 to i32
  %115 = extractvalue { double, i64 } %88, 0
  %116 = extractvalue { double, i64 } %88, 1
  %117 = trunc i64 %52 to i32
  %118 = lshr i64 %52, 32
  %119 = trunc i64 %118 to i32
  %120 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %117, i32 noundef %119)
  %121 = sext i16 %106 to i32
  %122 = sext i8 %107 to i32
  %123 = trunc i64 %64 to i32
  %124 = and i32 %123, 255
  %125 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef %121, i32 noundef %122, i32 noundef %124, i32 noundef %109)
  %126 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i64 noundef %110, i32 noundef %111)
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), double noundef %112, double noundef %113)
  %128 = fpext float %105 to double
  %129 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), double noundef %128, i32 noundef %114)
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i64 0, i64 0), double noundef %115, i64 noundef %116)
  %131 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), double noundef %91, double noundef %92, double noundef %93)
  %132 = shl i64 %52, 32
  %133 = ashr exact i64 %132, 32
  %134 = load i32, i32* @check, align 4, !tbaa !5
  %135 = mul i32 %134, 1000003
  %136 = trunc i64 %52 to i32
  %137 = lshr i64 %133, 32
  %138 = trunc i64 %137 to i32
  %139 = add i32 %138, %136
  %140 = add i32 %139, %135
  %141 = ashr i64 %52, 32
  %142 = mul i32 %140, 1000003
  %143 = trunc i64 %141 to i32
  %144 = lshr i64 %141, 32
  %145 = trunc i64 %144 to i32
  %146 = add i32 %145, %143
  %147 = add i32 %146, %142
  %148 = mul i32 %147, 1000003
  %149 = sext i16 %106 to i32
  %150 = ashr i16 %106, 15
  %151 = sext i16 %150 to i32
  %152 = add nsw i32 %151, %149
  %153 = add i32 %152, %148
  %154 = mul i32 %153, 1000003
  %155 = sext i8 %107 to i32
  %156 = ashr i8 %107, 7
  %157 = sext i8 %156 to i32
  %158 = add nsw i32 %157, %155
  %159 = add i32 %158, %154
  %160 = mul i32 %159, 1000003
  %161 = and i32 %108, 255
  %162 = add i32 %160, %161
  %163 = mul i32 %162, 1000003
  %164 = ashr i32 %109, 31
  %165 = add i32 %164, %109
  %166 = add i32 %165, %163
  %167 = mul i32 %166, 1000003
  %168 = trunc i64 %110 to i32
  %169 = lshr i64 %110, 32
  %170 = trunc i64 %169 to i32
  %171 = add i32 %170, %168
  %172 = add i32 %171, %167
  %173 = mul i32 %172, 1000003
  %174 = ashr i32 %111, 31
  %175 = add i32 %174, %111
  %176 = add i32 %175, %173
  %177 = fmul double %112, 1.000000e+03
  %178 = fptosi double %177 to i64
  %179 = mul i32 %176, 1000003
  %180 = trunc i64 %178 to i32
  %181 = lshr i64 %178, 32
  %182 = trunc i64 %181 to i32
  %183 = add i32 %182, %180
  %184 = add i32 %183, %179
  %185 = mul i32 %184, 1000003
  %186 = ashr i32 %114, 31
  %187 = add i32 %186, %114
  %188 = add i32 %187, %185
  %189 = mul i32 %188, 1000003
  %190 = trunc i64 %116 to i32
  %191 = lshr i64 %116, 32
  %192 = trunc i64 %191 to i32
  %193 = add i32 %192, %190
  %194 = add i32 %193, %189
  %195 = fmul double %93, 1.000000e+03
  %196 = fptosi double %195 to i64
  %197 = mul i32 %194, 1000003
  %198 = trunc i64 %196 to i32
  %199 = lshr i64 %196, 32
  %200 = trunc i64 %199 to i32
  %201 = add i32 %200, %198
  %202 = add i32 %201, %197
  store i32 %202, i32* @check, align 4, !tbaa !5
  br label %203

203:                                              ; preds = %103, %203
  %204 = phi i64 [ 0, %103 ], [ %209, %203 ]
  %205 = trunc i64 %204 to i32
  %206 = mul nsw i32 %9, %205
  %207 = add nsw i32 %206, -3
  %208 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %204
  store i32 %207, i32* %208, align 4, !tbaa !5
  %209 = add nuw nsw i64 %204, 1
  %210 = icmp eq i64 %209, 8
  br i1 %210, label %211, label %203, !llvm.loop !21

211:                                              ; preds = %203
  %212 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 1
  store double 7.500000e-01, double* %212, align 8, !tbaa !22
  %213 = call fastcc i64 @pair_make(i32 noundef 1, i32 noundef 2)
  %214 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 2
  %215 = bitcast %struct.pair* %214 to i64*
  store i64 %213, i64* %215, align 8, !tbaa.struct !26
  %216 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 3
  store i64 4660, i64* %216, align 8, !tbaa !27
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %23, i8* noundef nonnull align 8 dereferenceable(56) %22, i64 56, i1 false), !tbaa.struct !28
  %217 = bitcast %struct.big* %8 to i8*
  br label %218

218:                                              ; preds = %211, %218
  %219 = phi i32 [ 0, %211 ], [ %221, %218 ]
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %217) #8
  %220 = add nuw nsw i32 %219, 2
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %8, %struct.big* noundef nonnull byval(%struct.big) align 8 %4, i32 noundef %220)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %23, i8* noundef nonnull align 8 dereferenceable(56) %217, i64 56, i1 false), !tbaa.struct !28
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %217) #8
  %221 = add nuw nsw i32 %219, 1
  %222 = icmp eq i32 %221, 4
  br i1 %222, label %223, label %218, !llvm.loop !31

223:                                              ; preds = %218
  %224 = call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %3)
  %225 = call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %8)
  %226 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 7
  %227 = load i32, i32* %226, align 4, !tbaa !5
  %228 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 1
  %229 = load double, double* %228, align 8, !tbaa !22
  %230 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 2, i32 0
  %231 = load i32, i32* %230, align 8, !tbaa !32
  %232 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 2, i32 1
  %233 = load i32, i32* %232, align 4, !tbaa !33
  %234 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 3
  %235 = load i64, i64* %234, align 8, !tbaa !27
  %236 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.7, i64 0, i64 0), i64 noundef %224, i64 noundef %225, i32 noundef %227, double noundef %229, i32 noundef %231, i32 noundef %233, i64 noundef %235)
  %237 = call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %3)
  %238 = load i32, i32* @check, align 4, !tbaa !5
  %239 = mul i32 %238, 1000003
  %240 = trunc i64 %237 to i32
  %241 = lshr i64 %237, 32
  %242 = trunc i64 %241 to i32
  %243 = add i32 %242, %240
  %244 = add i32 %243, %239
  store i32 %244, i32* @check, align 4, !tbaa !5
  %245 = call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %4)
  %246 = mul i32 %244, 1000003
  %247 = trunc i64 %245 to i32
  %248 = lshr i64 %245, 32
  %249 = trunc i64 %248 to i32
  %250 = add i32 %249, %247
  %251 = add i32 %250, %246
  store i32 %251, i32* @check, align 4, !tbaa !5
  %252 = call fastcc i64 @pair_make(i32 noundef 3, i32 noundef 4)
  %253 = call fastcc i64 @pair_make(i32 noundef %12, i32 noundef %9)
  %254 = call fastcc i64 @pair_make(i32 noundef 6, i32 noundef 7)
  %255 = call fastcc i64 @many_structs(i64 %52, i64 %252, i64 %110, i32 %111, double %112, double %113, i64 %85, i64 %253, %struct.wide* noundef nonnull byval(%struct.wide) align 8 @__const.main.g, %struct.big* noundef nonnull byval(%struct.big) align 8 %4, i64 %254)
  %256 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i64 noundef %255)
  %257 = load i32, i32* @check, align 4, !tbaa !5
  %258 = mul i32 %257, 1000003
  %259 = trunc i64 %255 to i32
  %260 = lshr i64 %255, 32
  %261 = trunc i64 %260 to i32
  %262 = add i32 %261, %259
  %263 = add i32 %262, %258
  store i32 %263, i32* @check, align 4, !tbaa !5
  br label %264

264:                                              ; preds = %223, %264
  %265 = phi i64 [ 0, %223 ], [ %288, %264 ]
  %266 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %265
  %267 = trunc i64 %265 to i32
  %268 = mul i32 %267, 7
  %269 = add i32 %268, %9
  %270 = srem i32 %269, 5
  %271 = trunc i64 %265 to i32
  %272 = mul i32 %271, 11
  %273 = urem i32 %272, 13
  %274 = call fastcc i64 @pair_make(i32 noundef %270, i32 noundef %273)
  %275 = bitcast %struct.node_rec* %266 to i64*
  store i64 %274, i64* %275, align 16, !tbaa.struct !26
  %276 = trunc i64 %265 to i32
  %277 = sitofp i32 %276 to double
  %278 = fmul double %277, 5.000000e-01
  %279 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %265, i32 1, i32 0
  store double %278, double* %279, align 8, !tbaa !34
  %280 = trunc i64 %265 to i32
  %281 = sub i32 0, %280
  %282 = sitofp i32 %281 to double
  %283 = fmul double %282, 2.500000e-01
  %284 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %265, i32 1, i32 1
  store double %283, double* %284, align 16, !tbaa !37
  %285 = trunc i64 %265 to i8
  %286 = mul i8 %285, 40
  %287 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %265, i32 2
  store i8 %286, i8* %287, align 8, !tbaa !38
  %288 = add nuw nsw i64 %265, 1
  %289 = icmp eq i64 %288, 12
  br i1 %289, label %290, label %264, !llvm.loop !39

290:                                              ; preds = %264, %323
  %291 = phi i64 [ %331, %323 ], [ 1, %264 ]
  %292 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %291, i32 0, i32 0
  %293 = load i32, i32* %292, align 16, !tbaa.struct !40
  %294 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %291, i32 0, i32 1
  %295 = load i32, i32* %294, align 4, !tbaa.struct !41
  %296 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %291, i32 1
  %297 = bitcast %struct.vec2* %296 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %25, i8* noundef nonnull align 8 dereferenceable(24) %297, i64 24, i1 false), !tbaa.struct !42
  br label %298

298:                                              ; preds = %290, %318
  %299 = phi i64 [ %291, %290 ], [ %300, %318 ]
  %300 = add nsw i64 %299, -1
  %301 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %300
  %302 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %301, i64 0, i32 0, i32 0
  %303 = load i32, i32* %302, align 16, !tbaa !43
  %304 = icmp eq i32 %303, %293
  br i1 %304, label %308, label %305

305:                                              ; preds = %298
  %306 = icmp slt i32 %303, %293
  %307 = select i1 %306, i32 -1, i32 1
  br label %315

308:                                              ; preds = %298
  %309 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %300, i32 0, i32 1
  %310 = load i32, i32* %309, align 4, !tbaa !44
  %311 = icmp eq i32 %310, %295
  br i1 %311, label %315, label %312

312:                                              ; preds = %308
  %313 = icmp slt i32 %310, %295
  %314 = select i1 %313, i32 -1, i32 1
  br label %315

315:                                              ; preds = %305, %308, %312
  %316 = phi i32 [ %307, %305 ], [ %314, %312 ], [ 0, %308 ]
  %317 = icmp sgt i32 %316, 0
  br i1 %317, label %318, label %323

318:                                              ; preds = %315
  %319 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %299
  %320 = bitcast %struct.node_rec* %319 to i8*
  %321 = bitcast %struct.node_rec* %301 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %320, i8* noundef nonnull align 16 dereferenceable(32) %321, i64 32, i1 false), !tbaa.struct !40
  %322 = icmp sgt i64 %299, 1
  br i1 %322, label %298, label %323, !llvm.loop !45

323:                                              ; preds = %318, %315
  %324 = phi i64 [ 0, %318 ], [ %299, %315 ]
  %325 = shl i64 %324, 32
  %326 = ashr exact i64 %325, 32
  %327 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %326, i32 0, i32 0
  store i32 %293, i32* %327, align 16, !tbaa.struct !40
  %328 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %326, i32 0, i32 1
  store i32 %295, i32* %328, align 4, !tbaa.struct !41
  %329 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %326, i32 1
  %330 = bitcast %struct.vec2* %329 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %330, i8* noundef nonnull align 8 dereferenceable(24) %25, i64 24, i1 false), !tbaa.struct !42
  %331 = add nuw nsw i64 %291, 1
  %332 = icmp eq i64 %331, 12
  br i1 %332, label %333, label %290, !llvm.loop !46

333:                                              ; preds = %323, %333
  %334 = phi i64 [ %356, %333 ], [ 0, %323 ]
  %335 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %334, i32 0, i32 0
  %336 = load i32, i32* %335, align 16, !tbaa !43
  %337 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %334, i32 0, i32 1
  %338 = load i32, i32* %337, align 4, !tbaa !44
  %339 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %334, i32 1, i32 0
  %340 = load double, double* %339, align 8, !tbaa !34
  %341 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %334, i32 1, i32 1
  %342 = load double, double* %341, align 16, !tbaa !37
  %343 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %334, i32 2
  %344 = load i8, i8* %343, align 8, !tbaa !38
  %345 = zext i8 %344 to i32
  %346 = trunc i64 %334 to i32
  %347 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.9, i64 0, i64 0), i32 noundef %346, i32 noundef %336, i32 noundef %338, double noundef %340, double noundef %342, i32 noundef %345)
  %348 = mul nsw i32 %336, 100
  %349 = add nsw i32 %348, %338
  %350 = add nsw i32 %349, %345
  %351 = load i32, i32* @check, align 4, !tbaa !5
  %352 = mul i32 %351, 1000003
  %353 = ashr i32 %350, 31
  %354 = add i32 %353, %350
  %355 = add i32 %354, %352
  store i32 %355, i32* @check, align 4, !tbaa !5
  %356 = add nuw nsw i64 %334, 1
  %357 = icmp eq i64 %356, 12
  br i1 %357, label %358, label %333, !llvm.loop !47

358:                                              ; preds = %333
  %359 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 9, i32 0, i32 0
  %360 = load i32, i32* %359, align 16
  %361 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 9, i32 0, i32 1
  %362 = load i32, i32* %361, align 4
  %363 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.10, i64 0, i64 0), i32 noundef %360, i32 noundef %362, i32 noundef %360, i32 noundef 99)
  %364 = load i32, i32* @check, align 4, !tbaa !5
  %365 = mul i32 %364, 1000003
  %366 = ashr i32 %362, 31
  %367 = add i32 %366, %362
  %368 = add i32 %367, %365
  store i32 %368, i32* @check, align 4, !tbaa !5
  %369 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i32 noundef %368)
  %370 = load i32, i32* @check, align 4, !tbaa !5
  %371 = and i32 %370, 127
  %372 = bitcast { %struct.vec2, i8 }* %6 to i8*
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %372)
  call void @llvm.lifetime.end.p0i8(i64 384, i8* nonnull %24) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %23) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %22) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %21) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %17) #8
  ret i32 %371
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @pair_make(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i32 %1 to i64
  %4 = shl nuw i64 %3, 32
  %5 = zext i32 %0 to i64
  %6 = or i64 %4, %5
  ret i64 %6
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @pair_add(i64 %0, i64 %1) unnamed_addr #2 {
  %3 = trunc i64 %0 to i32
  %4 = lshr i64 %0, 32
  %5 = trunc i64 %4 to i32
  %6 = trunc i64 %1 to i32
  %7 = lshr i64 %1, 32
  %8 = trunc i64 %7 to i32
  %9 = add nsw i32 %6, %3
  %10 = add nsw i32 %8, %5
  %11 = call fastcc i64 @pair_make(i32 noundef %9, i32 noundef %10)
  ret i64 %11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @trio_bump(i64 %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc i64 %0 to i32
  %4 = add i32 %3, %1
  %5 = lshr i64 %0, 31
  %6 = trunc i64 %5 to i32
  %7 = and i32 %6, -2
  %8 = add nsw i32 %7, %1
  %9 = zext i32 %8 to i64
  %10 = shl nuw i64 %9, 32
  %11 = add i64 %0, 50331648
  %12 = and i64 %11, 4278190080
  %13 = or i64 %10, %12
  %14 = add i64 %0, 16711680
  %15 = and i64 %14, 16711680
  %16 = or i64 %13, %15
  %17 = and i32 %4, 65535
  %18 = zext i32 %17 to i64
  %19 = or i64 %16, %18
  ret i64 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc { i64, i32 } @wide_mul(i64 %0, i32 %1, i32 noundef %2) unnamed_addr #2 {
  %4 = sext i32 %2 to i64
  %5 = mul nsw i64 %4, %0
  %6 = add nsw i32 %2, %1
  %7 = insertvalue { i64, i32 } poison, i64 %5, 0
  %8 = insertvalue { i64, i32 } %7, i32 %6, 1
  ret { i64, i32 } %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc { double, double } @vec2_rot90(double %0, double %1) unnamed_addr #2 {
  %3 = fneg double %1
  %4 = insertvalue { double, double } poison, double %3, 0
  %5 = insertvalue { double, double } %4, double %0, 1
  ret { double, double } %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc { double, double } @vec2_scale_add(double %0, double %1, double %2, double %3) unnamed_addr #2 {
  %5 = fmul double %0, 1.250000e+00
  %6 = fadd double %5, %2
  %7 = fmul double %1, 1.250000e+00
  %8 = fadd double %7, %3
  %9 = insertvalue { double, double } poison, double %6, 0
  %10 = insertvalue { double, double } %9, double %8, 1
  ret { double, double } %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @mixed_step(i64 %0) unnamed_addr #2 {
  %2 = trunc i64 %0 to i32
  %3 = bitcast i32 %2 to float
  %4 = lshr i64 %0, 32
  %5 = trunc i64 %4 to i32
  %6 = fmul float %3, 5.000000e-01
  %7 = sitofp i32 %5 to float
  %8 = fadd float %6, %7
  %9 = bitcast float %8 to i32
  %10 = mul i64 %4, 12884901888
  %11 = add i64 %10, -4294967296
  %12 = zext i32 %9 to i64
  %13 = or i64 %11, %12
  ret i64 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc { double, i64 } @mixed2_step(double %0, i64 %1, i64 %2) unnamed_addr #2 {
  %4 = trunc i64 %2 to i32
  %5 = bitcast i32 %4 to float
  %6 = fpext float %5 to double
  %7 = fadd double %6, %0
  %8 = mul nsw i64 %1, 10
  %9 = ashr i64 %2, 32
  %10 = add nsw i64 %9, %8
  %11 = insertvalue { double, i64 } poison, double %7, 0
  %12 = insertvalue { double, i64 } %11, i64 %10, 1
  ret { double, i64 } %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @vec3_cross(%struct.vec3* noalias nocapture writeonly sret(%struct.vec3) align 8 %0, %struct.vec3* nocapture noundef readonly byval(%struct.vec3) align 8 %1, %struct.vec3* nocapture noundef readonly byval(%struct.vec3) align 8 %2) unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 1
  %5 = load double, double* %4, align 8, !tbaa !12
  %6 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i64 0, i32 2
  %7 = load double, double* %6, align 8, !tbaa !13
  %8 = fmul double %5, %7
  %9 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 2
  %10 = load double, double* %9, align 8, !tbaa !13
  %11 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i64 0, i32 1
  %12 = load double, double* %11, align 8, !tbaa !12
  %13 = fmul double %10, %12
  %14 = fsub double %8, %13
  %15 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 0
  store double %14, double* %15, align 8, !tbaa !9
  %16 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i64 0, i32 0
  %17 = load double, double* %16, align 8, !tbaa !9
  %18 = fmul double %10, %17
  %19 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 0
  %20 = load double, double* %19, align 8, !tbaa !9
  %21 = fmul double %7, %20
  %22 = fsub double %18, %21
  %23 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 1
  store double %22, double* %23, align 8, !tbaa !12
  %24 = fmul double %12, %20
  %25 = fmul double %5, %17
  %26 = fsub double %24, %25
  %27 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 2
  store double %26, double* %27, align 8, !tbaa !13
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @big_transform(%struct.big* noalias nocapture writeonly sret(%struct.big) align 8 %0, %struct.big* nocapture noundef byval(%struct.big) align 8 %1, i32 noundef %2) unnamed_addr #6 {
  br label %4

4:                                                ; preds = %3, %4
  %5 = phi i64 [ 0, %3 ], [ %11, %4 ]
  %6 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 0, i64 %5
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = mul nsw i32 %7, %2
  %9 = trunc i64 %5 to i32
  %10 = add nsw i32 %8, %9
  store i32 %10, i32* %6, align 4, !tbaa !5
  %11 = add nuw nsw i64 %5, 1
  %12 = icmp eq i64 %11, 8
  br i1 %12, label %13, label %4, !llvm.loop !48

13:                                               ; preds = %4
  %14 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 1
  %15 = load double, double* %14, align 8, !tbaa !22
  %16 = fmul double %15, 1.500000e+00
  store double %16, double* %14, align 8, !tbaa !22
  %17 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 2
  %18 = sub nsw i32 0, %2
  %19 = call fastcc i64 @pair_make(i32 noundef %2, i32 noundef %18)
  %20 = bitcast %struct.pair* %17 to i64*
  %21 = load i64, i64* %20, align 8
  %22 = call fastcc i64 @pair_add(i64 %21, i64 %19)
  store i64 %22, i64* %20, align 8, !tbaa.struct !26
  %23 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 3
  %24 = load i64, i64* %23, align 8, !tbaa !27
  %25 = sext i32 %2 to i64
  %26 = add nsw i32 %2, 30
  %27 = zext i32 %26 to i64
  %28 = shl i64 %25, %27
  %29 = xor i64 %24, %28
  store i64 %29, i64* %23, align 8, !tbaa !27
  %30 = bitcast %struct.big* %0 to i8*
  %31 = bitcast %struct.big* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %30, i8* noundef nonnull align 8 dereferenceable(56) %31, i64 56, i1 false), !tbaa.struct !28
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @big_sum(%struct.big* nocapture noundef readonly byval(%struct.big) align 8 %0) unnamed_addr #7 {
  br label %2

2:                                                ; preds = %1, %2
  %3 = phi i64 [ 0, %1 ], [ %9, %2 ]
  %4 = phi i64 [ 0, %1 ], [ %8, %2 ]
  %5 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 %3
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %4, %7
  %9 = add nuw nsw i64 %3, 1
  %10 = icmp eq i64 %9, 8
  br i1 %10, label %11, label %2, !llvm.loop !49

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 2, i32 0
  %13 = load i32, i32* %12, align 8, !tbaa !32
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %8, %14
  %16 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 2, i32 1
  %17 = load i32, i32* %16, align 4, !tbaa !33
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 %15, %18
  %20 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 1
  %21 = load double, double* %20, align 8, !tbaa !22
  %22 = fmul double %21, 1.000000e+02
  %23 = fptosi double %22 to i64
  %24 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 3
  %25 = load i64, i64* %24, align 8, !tbaa !27
  %26 = add i64 %19, %25
  %27 = add i64 %26, %23
  ret i64 %27
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @many_structs(i64 %0, i64 %1, i64 %2, i32 %3, double %4, double %5, i64 %6, i64 %7, %struct.wide* nocapture noundef readonly byval(%struct.wide) align 8 %8, %struct.big* nocapture noundef readonly byval(%struct.big) align 8 %9, i64 %10) unnamed_addr #7 {
  %12 = trunc i64 %1 to i32
  %13 = lshr i64 %1, 32
  %14 = trunc i64 %6 to i32
  %15 = bitcast i32 %14 to float
  %16 = lshr i64 %10, 32
  %17 = shl i64 %0, 32
  %18 = ashr exact i64 %17, 32
  %19 = ashr i64 %0, 32
  %20 = shl nsw i32 %12, 1
  %21 = sext i32 %20 to i64
  %22 = mul i64 %13, 12884901888
  %23 = ashr exact i64 %22, 32
  %24 = sext i32 %3 to i64
  %25 = fmul double %4, 1.000000e+01
  %26 = fptosi double %25 to i64
  %27 = fmul double %5, 1.000000e+02
  %28 = fptosi double %27 to i64
  %29 = fptosi float %15 to i64
  %30 = ashr i64 %6, 32
  %31 = shl i64 %7, 32
  %32 = ashr exact i64 %31, 32
  %33 = ashr i64 %7, 32
  %34 = getelementptr inbounds %struct.wide, %struct.wide* %8, i64 0, i32 0
  %35 = load i64, i64* %34, align 8, !tbaa !50
  %36 = getelementptr inbounds %struct.wide, %struct.wide* %8, i64 0, i32 1
  %37 = load i32, i32* %36, align 8, !tbaa !52
  %38 = sext i32 %37 to i64
  %39 = call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %9)
  %40 = shl i64 %10, 32
  %41 = mul i64 %40, %16
  %42 = ashr exact i64 %41, 32
  %43 = add nsw i64 %19, 100
  %44 = add nsw i64 %43, %18
  %45 = add i64 %44, %2
  %46 = add i64 %45, %21
  %47 = add i64 %46, %23
  %48 = add i64 %47, %24
  %49 = add i64 %48, %26
  %50 = add i64 %49, %28
  %51 = add i64 %50, %30
  %52 = sub i64 %51, %33
  %53 = add i64 %52, %29
  %54 = add i64 %53, %32
  %55 = add i64 %54, %42
  %56 = add i64 %55, %35
  %57 = sub i64 %56, %38
  %58 = add i64 %57, %39
  ret i64 %58
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = !{!10, !11, i64 0}
!10 = !{!"vec3", !11, i64 0, !11, i64 8, !11, i64 16}
!11 = !{!"double", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = !{!10, !11, i64 16}
!14 = !{i64 0, i64 8, !15, i64 8, i64 8, !15, i64 16, i64 8, !15}
!15 = !{!11, !11, i64 0}
!16 = !{i64 0, i64 8, !15, i64 8, i64 8, !15}
!17 = !{i64 0, i64 8, !15}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !19, !20}
!22 = !{!23, !11, i64 32}
!23 = !{!"big", !7, i64 0, !11, i64 32, !24, i64 40, !25, i64 48}
!24 = !{!"pair", !6, i64 0, !6, i64 4}
!25 = !{!"long", !7, i64 0}
!26 = !{i64 0, i64 4, !5, i64 4, i64 4, !5}
!27 = !{!23, !25, i64 48}
!28 = !{i64 0, i64 32, !29, i64 32, i64 8, !15, i64 40, i64 4, !5, i64 44, i64 4, !5, i64 48, i64 8, !30}
!29 = !{!7, !7, i64 0}
!30 = !{!25, !25, i64 0}
!31 = distinct !{!31, !19, !20}
!32 = !{!23, !6, i64 40}
!33 = !{!23, !6, i64 44}
!34 = !{!35, !11, i64 8}
!35 = !{!"node_rec", !24, i64 0, !36, i64 8, !7, i64 24}
!36 = !{!"vec2", !11, i64 0, !11, i64 8}
!37 = !{!35, !11, i64 16}
!38 = !{!35, !7, i64 24}
!39 = distinct !{!39, !19, !20}
!40 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 8, !15, i64 16, i64 8, !15, i64 24, i64 1, !29}
!41 = !{i64 0, i64 4, !5, i64 4, i64 8, !15, i64 12, i64 8, !15, i64 20, i64 1, !29}
!42 = !{i64 0, i64 8, !15, i64 8, i64 8, !15, i64 16, i64 1, !29}
!43 = !{!35, !6, i64 0}
!44 = !{!35, !6, i64 4}
!45 = distinct !{!45, !19, !20}
!46 = distinct !{!46, !19, !20}
!47 = distinct !{!47, !19, !20}
!48 = distinct !{!48, !19, !20}
!49 = distinct !{!49, !19, !20}
!50 = !{!51, !25, i64 0}
!51 = !{!"wide", !25, i64 0, !6, i64 8}
!52 = !{!51, !6, i64 8}
