; ModuleID = 'c/structs.c'
source_filename = "c/structs.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.big = type { [8 x i32], double, %struct.pair, i64 }
%struct.pair = type { i32, i32 }
%struct.node_rec = type { %struct.pair, %struct.vec2, i8 }
%struct.vec2 = type { double, double }

@vseed = internal global i32 5, align 4
@.str = private unnamed_addr constant [17 x i8] c"pair = (%d, %d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"trio = (%d, %d, %u, %d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"wide = (%lld, %d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"vec2 = (%.17g, %.17g)\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"mixed = (%.9g, %d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"mixed2 = (%.17g, %lld)\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"vec3 = (%.17g, %.17g, %.17g)\0A\00", align 1
@.str.7 = private unnamed_addr constant [64 x i8] c"big: sum=%lld sum2=%lld v[7]=%d scale=%.17g p=(%d,%d) tag=%llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"many_structs = %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [42 x i8] c"rec[%d] key=(%d,%d) pos=(%g,%g) flags=%u\0A\00", align 1
@.str.10 = private unnamed_addr constant [55 x i8] c"copy[3].key=(%d,%d) recs[9].key.a=%d copy[9].key.a=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.big, align 8
  %2 = alloca [12 x %struct.node_rec], align 8
  %3 = alloca { %struct.vec2, i8 }, align 8
  %4 = alloca %struct.big, align 8
  %5 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %6 = shl nsw i32 %5, 1
  %7 = call fastcc i64 @pair_make(i32 noundef signext %5, i32 noundef signext %6)
  %8 = sub nsw i32 0, %5
  %9 = zext i32 %8 to i64
  %10 = sext i32 %5 to i64
  %11 = mul nsw i64 %10, -1000000007
  %12 = zext i32 %5 to i64
  %13 = sitofp i32 %5 to double
  %14 = bitcast %struct.big* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %14) #7
  %15 = bitcast [12 x %struct.node_rec]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 384, i8* nonnull %15) #7
  %16 = bitcast { %struct.vec2, i8 }* %3 to i8*
  %17 = bitcast { %struct.vec2, i8 }* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %17)
  br label %18

18:                                               ; preds = %0, %18
  %19 = phi i64 [ %7, %0 ], [ %42, %18 ]
  %20 = phi i64 [ 7, %0 ], [ %55, %18 ]
  %21 = phi i64 [ 250, %0 ], [ %54, %18 ]
  %22 = phi i64 [ 100, %0 ], [ %53, %18 ]
  %23 = phi i64 [ %9, %0 ], [ %52, %18 ]
  %24 = phi i64 [ %12, %0 ], [ %63, %18 ]
  %25 = phi i64 [ %11, %0 ], [ %62, %18 ]
  %26 = phi double [ %13, %0 ], [ %70, %18 ]
  %27 = phi double [ 1.000000e+00, %0 ], [ %69, %18 ]
  %28 = phi i32 [ %5, %0 ], [ %77, %18 ]
  %29 = phi i64 [ 1048576000, %0 ], [ %75, %18 ]
  %30 = phi i64 [ 1, %0 ], [ %82, %18 ]
  %31 = phi i64 [ 0, %0 ], [ %81, %18 ]
  %32 = phi double [ %13, %0 ], [ %35, %18 ]
  %33 = phi double [ 2.000000e+00, %0 ], [ %36, %18 ]
  %34 = phi double [ 1.000000e+00, %0 ], [ %37, %18 ]
  %35 = phi double [ 4.000000e+00, %0 ], [ %99, %18 ]
  %36 = phi double [ 5.000000e-01, %0 ], [ %97, %18 ]
  %37 = phi double [ -3.000000e+00, %0 ], [ %94, %18 ]
  %38 = phi i32 [ 0, %0 ], [ %100, %18 ]
  %39 = mul i32 %5, %38
  %40 = sub i32 0, %39
  %41 = call fastcc i64 @pair_make(i32 noundef signext %38, i32 noundef signext %40)
  %42 = call fastcc i64 @pair_add(i64 %19, i64 %41)
  %43 = shl nuw i64 %20, 32
  %44 = shl nuw i64 %21, 24
  %45 = and i64 %44, 4278190080
  %46 = or i64 %43, %45
  %47 = shl nuw i64 %22, 16
  %48 = and i64 %47, 16711680
  %49 = or i64 %46, %48
  %50 = and i64 %23, 65535
  %51 = or i64 %49, %50
  %52 = call fastcc i64 @trio_bump(i64 %51, i32 noundef signext %38)
  %53 = lshr i64 %52, 16
  %54 = lshr i64 %52, 24
  %55 = lshr i64 %52, 32
  %56 = urem i32 %38, 3
  %57 = icmp eq i32 %56, 0
  %58 = select i1 %57, i32 3, i32 -2
  %59 = insertvalue [2 x i64] poison, i64 %25, 0
  %60 = insertvalue [2 x i64] %59, i64 %24, 1
  %61 = call fastcc { i64, i64 } @wide_mul([2 x i64] %60, i32 noundef signext %58)
  %62 = extractvalue { i64, i64 } %61, 0
  %63 = extractvalue { i64, i64 } %61, 1
  %64 = insertvalue [2 x double] poison, double %27, 0
  %65 = insertvalue [2 x double] %64, double %26, 1
  %66 = call fastcc [2 x double] @vec2_rot90([2 x double] %65)
  %67 = call fastcc [2 x double] @vec2_rot90([2 x double] %66)
  %68 = call fastcc [2 x double] @vec2_scale_add([2 x double] %66, [2 x double] %67)
  %69 = extractvalue [2 x double] %68, 0
  %70 = extractvalue [2 x double] %68, 1
  %71 = zext i32 %28 to i64
  %72 = shl nuw i64 %71, 32
  %73 = and i64 %29, 4294967295
  %74 = or i64 %72, %73
  %75 = call fastcc i64 @mixed_step(i64 %74)
  %76 = lshr i64 %75, 32
  %77 = trunc i64 %76 to i32
  %78 = insertvalue [2 x i64] poison, i64 %31, 0
  %79 = insertvalue [2 x i64] %78, i64 %30, 1
  %80 = call fastcc { i64, i64 } @mixed2_step([2 x i64] %79, i64 %75)
  %81 = extractvalue { i64, i64 } %80, 0
  %82 = extractvalue { i64, i64 } %80, 1
  %83 = insertvalue [3 x double] poison, double %34, 0
  %84 = insertvalue [3 x double] %83, double %33, 1
  %85 = insertvalue [3 x double] %84, double %32, 2
  %86 = insertvalue [3 x double] poison, double %37, 0
  %87 = insertvalue [3 x double] %86, double %36, 1
  %88 = insertvalue [3 x double] %87, double %35, 2
  %89 = call fastcc [3 x double] @vec3_cross([3 x double] %85, [3 x double] %88)
  %90 = extractvalue [3 x double] %89, 0
  %91 = extractvalue [3 x double] %89, 1
  %92 = extractvalue [3 x double] %89, 2
  %93 = fmul double %90, 1.562500e-02
  %94 = fadd double %93, 1.000000e+00
  %95 = fmul double %91, 1.562500e-02
  %96 = sitofp i32 %38 to double
  %97 = fsub double %95, %96
  %98 = fmul double %92, 1.562500e-02
  %99 = fadd double %98, 1.250000e-01
  %100 = add nuw nsw i32 %38, 1
  %101 = icmp eq i32 %100, 10
  br i1 %101, label %102, label %18, !llvm.loop !9

102:                                              ; preds = %18
  %103 = extractvalue { i64, i64 } %80, 0
  %104 = trunc i64 %75 to i32
  %105 = bitcast i32 %104 to float
  %106 = bitcast i64 %103 to double
  %107 = trunc i64 %52 to i16
  %108 = trunc i64 %53 to i8
  %109 = trunc i64 %54 to i32
  %110 = trunc i64 %55 to i32
  %111 = extractvalue { i64, i64 } %61, 0
  %112 = extractvalue { i64, i64 } %61, 1
  %113 = extractvalue [2 x double] %68, 0
  %114 = extractvalue [2 x double] %68, 1
  %115 = trunc i64 %76 to i32
  %116 = extractvalue { i64, i64 } %80, 1
  %117 = extractvalue [3 x double] %89, 0
  %118 = extractvalue [3 x double] %89, 1
  %119 = extractvalue [3 x double] %89, 2
  %120 = trunc i64 %42 to i32
  %121 = lshr i64 %42, 32
  %122 = trunc i64 %121 to i32
  %123 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef signext %120, i32 noundef signext %122)
  %124 = sext i16 %107 to i32
  %125 = sext i8 %108 to i32
  %126 = trunc i64 %54 to i32
  %127 = and i32 %126, 255
  %128 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %124, i32 noundef signext %125, i32 noundef zeroext %127, i32 noundef signext %110)
  %129 = trunc i64 %112 to i32
  %130 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i64 noundef %111, i32 noundef signext %129)
  %131 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), double noundef %113, double noundef %114)
  %132 = fpext float %105 to double
  %133 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), double noundef %132, i32 noundef signext %115)
  %134 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i64 0, i64 0), double noundef %106, i64 noundef %116)
  %135 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), double noundef %117, double noundef %118, double noundef %119)
  %136 = shl i64 %42, 32
  %137 = ashr exact i64 %136, 32
  %138 = load i32, i32* @check, align 4, !tbaa !5
  %139 = mul i32 %138, 1000003
  %140 = trunc i64 %42 to i32
  %141 = lshr i64 %137, 32
  %142 = trunc i64 %141 to i32
  %143 = add i32 %142, %140
  %144 = add i32 %143, %139
  %145 = ashr i64 %42, 32
  %146 = mul i32 %144, 1000003
  %147 = trunc i64 %145 to i32
  %148 = lshr i64 %145, 32
  %149 = trunc i64 %148 to i32
  %150 = add i32 %149, %147
  %151 = add i32 %150, %146
  %152 = mul i32 %151, 1000003
  %153 = sext i16 %107 to i32
  %154 = ashr i16 %107, 15
  %155 = sext i16 %154 to i32
  %156 = add nsw i32 %155, %153
  %157 = add i32 %156, %152
  %158 = mul i32 %157, 1000003
  %159 = sext i8 %108 to i32
  %160 = ashr i8 %108, 7
  %161 = sext i8 %160 to i32
  %162 = add nsw i32 %161, %159
  %163 = add i32 %162, %158
  %164 = mul i32 %163, 1000003
  %165 = and i32 %109, 255
  %166 = add i32 %164, %165
  %167 = mul i32 %166, 1000003
  %168 = ashr i32 %110, 31
  %169 = add i32 %168, %110
  %170 = add i32 %169, %167
  %171 = mul i32 %170, 1000003
  %172 = trunc i64 %111 to i32
  %173 = lshr i64 %111, 32
  %174 = trunc i64 %173 to i32
  %175 = add i32 %174, %172
  %176 = add i32 %175, %171
  %177 = shl i64 %112, 32
  %178 = ashr exact i64 %177, 32
  %179 = mul i32 %176, 1000003
  %180 = trunc i64 %112 to i32
  %181 = lshr i64 %178, 32
  %182 = trunc i64 %181 to i32
  %183 = add i32 %182, %180
  %184 = add i32 %183, %179
  %185 = fmul double %113, 1.000000e+03
  %186 = fptosi double %185 to i64
  %187 = mul i32 %184, 1000003
  %188 = trunc i64 %186 to i32
  %189 = lshr i64 %186, 32
  %190 = trunc i64 %189 to i32
  %191 = add i32 %190, %188
  %192 = add i32 %191, %187
  %193 = mul i32 %192, 1000003
  %194 = ashr i32 %115, 31
  %195 = add i32 %194, %115
  %196 = add i32 %195, %193
  %197 = mul i32 %196, 1000003
  %198 = trunc i64 %116 to i32
  %199 = lshr i64 %116, 32
  %200 = trunc i64 %199 to i32
  %201 = add i32 %200, %198
  %202 = add i32 %201, %197
  %203 = fmul double %119, 1.000000e+03
  %204 = fptosi double %203 to i64
  %205 = mul i32 %202, 1000003
  %206 = trunc i64 %204 to i32
  %207 = lshr i64 %204, 32
  %208 = trunc i64 %207 to i32
  %209 = add i32 %208, %206
  %210 = add i32 %209, %205
  store i32 %210, i32* @check, align 4, !tbaa !5
  br label %211

211:                                              ; preds = %102, %211
  %212 = phi i64 [ 0, %102 ], [ %217, %211 ]
  %213 = trunc i64 %212 to i32
  %214 = mul nsw i32 %5, %213
  %215 = add nsw i32 %214, -3
  %216 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 0, i64 %212
  store i32 %215, i32* %216, align 4, !tbaa !5
  %217 = add nuw nsw i64 %212, 1
  %218 = icmp eq i64 %217, 8
  br i1 %218, label %219, label %211, !llvm.loop !12

219:                                              ; preds = %211
  %220 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 1
  store double 7.500000e-01, double* %220, align 8, !tbaa !13
  %221 = call fastcc i64 @pair_make(i32 noundef signext 1, i32 noundef signext 2)
  %222 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 2
  %223 = bitcast %struct.pair* %222 to i64*
  store i64 %221, i64* %223, align 8, !tbaa.struct !18
  %224 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 3
  store i64 4660, i64* %224, align 8, !tbaa !19
  %225 = bitcast %struct.big* %1 to i64*
  %226 = load i64, i64* %225, align 8, !tbaa.struct !20
  %227 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 0, i64 2
  %228 = bitcast i32* %227 to i64*
  %229 = load i64, i64* %228, align 8, !tbaa.struct !24
  %230 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 0, i64 4
  %231 = bitcast i32* %230 to i64*
  %232 = load i64, i64* %231, align 8, !tbaa.struct !25
  %233 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 0, i64 6
  %234 = bitcast i32* %233 to i64*
  %235 = load i64, i64* %234, align 8, !tbaa.struct !26
  %236 = bitcast %struct.big* %4 to i8*
  %237 = bitcast %struct.big* %4 to i64*
  %238 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 2
  %239 = bitcast i32* %238 to i64*
  %240 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 4
  %241 = bitcast i32* %240 to i64*
  %242 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 6
  %243 = bitcast i32* %242 to i64*
  %244 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 1
  %245 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 2
  %246 = bitcast %struct.pair* %245 to i64*
  %247 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 3
  br label %248

248:                                              ; preds = %219, %248
  %249 = phi i64 [ %235, %219 ], [ %269, %248 ]
  %250 = phi i64 [ %221, %219 ], [ %271, %248 ]
  %251 = phi i64 [ 4660, %219 ], [ %272, %248 ]
  %252 = phi double [ 7.500000e-01, %219 ], [ %270, %248 ]
  %253 = phi i64 [ %232, %219 ], [ %268, %248 ]
  %254 = phi i32 [ 0, %219 ], [ %273, %248 ]
  %255 = phi i64 [ %226, %219 ], [ %266, %248 ]
  %256 = phi i64 [ %229, %219 ], [ %267, %248 ]
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %236) #7
  %257 = add nuw nsw i32 %254, 2
  %258 = insertvalue [7 x i64] poison, i64 %255, 0
  %259 = insertvalue [7 x i64] %258, i64 %256, 1
  %260 = insertvalue [7 x i64] %259, i64 %253, 2
  %261 = insertvalue [7 x i64] %260, i64 %249, 3
  %262 = bitcast double %252 to i64
  %263 = insertvalue [7 x i64] %261, i64 %262, 4
  %264 = insertvalue [7 x i64] %263, i64 %250, 5
  %265 = insertvalue [7 x i64] %264, i64 %251, 6
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %4, [7 x i64] %265, i32 noundef signext %257)
  %266 = load i64, i64* %237, align 8, !tbaa.struct !20
  %267 = load i64, i64* %239, align 8, !tbaa.struct !24
  %268 = load i64, i64* %241, align 8, !tbaa.struct !25
  %269 = load i64, i64* %243, align 8, !tbaa.struct !26
  %270 = load double, double* %244, align 8, !tbaa.struct !27
  %271 = load i64, i64* %246, align 8, !tbaa.struct !28
  %272 = load i64, i64* %247, align 8, !tbaa.struct !29
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %236) #7
  %273 = add nuw nsw i32 %254, 1
  %274 = icmp eq i32 %273, 4
  br i1 %274, label %275, label %248, !llvm.loop !30

275:                                              ; preds = %248
  %276 = trunc i64 %271 to i32
  %277 = lshr i64 %271, 32
  %278 = trunc i64 %277 to i32
  %279 = lshr i64 %269, 32
  %280 = trunc i64 %279 to i32
  %281 = insertvalue [7 x i64] poison, i64 %226, 0
  %282 = insertvalue [7 x i64] %281, i64 %229, 1
  %283 = insertvalue [7 x i64] %282, i64 %232, 2
  %284 = insertvalue [7 x i64] %283, i64 %235, 3
  %285 = bitcast double* %220 to i64*
  %286 = load i64, i64* %285, align 8
  %287 = insertvalue [7 x i64] %284, i64 %286, 4
  %288 = insertvalue [7 x i64] %287, i64 %221, 5
  %289 = insertvalue [7 x i64] %288, i64 4660, 6
  %290 = call fastcc i64 @big_sum([7 x i64] %289)
  %291 = insertvalue [7 x i64] poison, i64 %266, 0
  %292 = insertvalue [7 x i64] %291, i64 %267, 1
  %293 = insertvalue [7 x i64] %292, i64 %268, 2
  %294 = insertvalue [7 x i64] %293, i64 %269, 3
  %295 = bitcast double %270 to i64
  %296 = insertvalue [7 x i64] %294, i64 %295, 4
  %297 = insertvalue [7 x i64] %296, i64 %271, 5
  %298 = insertvalue [7 x i64] %297, i64 %272, 6
  %299 = call fastcc i64 @big_sum([7 x i64] %298)
  %300 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.7, i64 0, i64 0), i64 noundef %290, i64 noundef %299, i32 noundef signext %280, double noundef %270, i32 noundef signext %276, i32 noundef signext %278, i64 noundef %272)
  %301 = load i32, i32* @check, align 4, !tbaa !5
  %302 = mul i32 %301, 1000003
  %303 = trunc i64 %290 to i32
  %304 = lshr i64 %290, 32
  %305 = trunc i64 %304 to i32
  %306 = add i32 %305, %303
  %307 = add i32 %306, %302
  %308 = mul i32 %307, 1000003
  %309 = trunc i64 %299 to i32
  %310 = lshr i64 %299, 32
  %311 = trunc i64 %310 to i32
  %312 = add i32 %311, %309
  %313 = add i32 %312, %308
  store i32 %313, i32* @check, align 4, !tbaa !5
  %314 = call fastcc i64 @pair_make(i32 noundef signext 3, i32 noundef signext 4)
  %315 = call fastcc i64 @pair_make(i32 noundef signext %8, i32 noundef signext %5)
  %316 = call fastcc i64 @pair_make(i32 noundef signext 6, i32 noundef signext 7)
  %317 = insertvalue [2 x i64] poison, i64 %111, 0
  %318 = insertvalue [2 x i64] %317, i64 %112, 1
  %319 = call fastcc i64 @many_structs(i64 %42, i64 %314, [2 x i64] %318, [2 x double] %68, i64 %75, i64 %315, [7 x i64] %298, i64 %316)
  %320 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i64 noundef %319)
  %321 = load i32, i32* @check, align 4, !tbaa !5
  %322 = mul i32 %321, 1000003
  %323 = trunc i64 %319 to i32
  %324 = lshr i64 %319, 32
  %325 = trunc i64 %324 to i32
  %326 = add i32 %325, %323
  %327 = add i32 %326, %322
  store i32 %327, i32* @check, align 4, !tbaa !5
  br label %328

328:                                              ; preds = %275, %328
  %329 = phi i64 [ 0, %275 ], [ %352, %328 ]
  %330 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %329
  %331 = trunc i64 %329 to i32
  %332 = mul i32 %331, 7
  %333 = add i32 %332, %5
  %334 = srem i32 %333, 5
  %335 = trunc i64 %329 to i32
  %336 = mul i32 %335, 11
  %337 = urem i32 %336, 13
  %338 = call fastcc i64 @pair_make(i32 noundef signext %334, i32 noundef signext %337)
  %339 = bitcast %struct.node_rec* %330 to i64*
  store i64 %338, i64* %339, align 8, !tbaa.struct !18
  %340 = trunc i64 %329 to i32
  %341 = sitofp i32 %340 to double
  %342 = fmul double %341, 5.000000e-01
  %343 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %329, i32 1, i32 0
  store double %342, double* %343, align 8, !tbaa !31
  %344 = trunc i64 %329 to i32
  %345 = sub i32 0, %344
  %346 = sitofp i32 %345 to double
  %347 = fmul double %346, 2.500000e-01
  %348 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %329, i32 1, i32 1
  store double %347, double* %348, align 8, !tbaa !34
  %349 = trunc i64 %329 to i8
  %350 = mul i8 %349, 40
  %351 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %329, i32 2
  store i8 %350, i8* %351, align 8, !tbaa !35
  %352 = add nuw nsw i64 %329, 1
  %353 = icmp eq i64 %352, 12
  br i1 %353, label %354, label %328, !llvm.loop !36

354:                                              ; preds = %328, %387
  %355 = phi i64 [ %395, %387 ], [ 1, %328 ]
  %356 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %355, i32 0, i32 0
  %357 = load i32, i32* %356, align 8, !tbaa.struct !37
  %358 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %355, i32 0, i32 1
  %359 = load i32, i32* %358, align 4, !tbaa.struct !38
  %360 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %355, i32 1
  %361 = bitcast %struct.vec2* %360 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %16, i8* noundef nonnull align 8 dereferenceable(24) %361, i64 24, i1 false), !tbaa.struct !39
  br label %362

362:                                              ; preds = %354, %382
  %363 = phi i64 [ %355, %354 ], [ %364, %382 ]
  %364 = add nsw i64 %363, -1
  %365 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %364
  %366 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %365, i64 0, i32 0, i32 0
  %367 = load i32, i32* %366, align 8, !tbaa !40
  %368 = icmp eq i32 %367, %357
  br i1 %368, label %372, label %369

369:                                              ; preds = %362
  %370 = icmp slt i32 %367, %357
  %371 = select i1 %370, i32 -1, i32 1
  br label %379

372:                                              ; preds = %362
  %373 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %364, i32 0, i32 1
  %374 = load i32, i32* %373, align 4, !tbaa !41
  %375 = icmp eq i32 %374, %359
  br i1 %375, label %379, label %376

376:                                              ; preds = %372
  %377 = icmp slt i32 %374, %359
  %378 = select i1 %377, i32 -1, i32 1
  br label %379

379:                                              ; preds = %369, %372, %376
  %380 = phi i32 [ %371, %369 ], [ %378, %376 ], [ 0, %372 ]
  %381 = icmp sgt i32 %380, 0
  br i1 %381, label %382, label %387

382:                                              ; preds = %379
  %383 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %363
  %384 = bitcast %struct.node_rec* %383 to i8*
  %385 = bitcast %struct.node_rec* %365 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %384, i8* noundef nonnull align 8 dereferenceable(32) %385, i64 32, i1 false), !tbaa.struct !37
  %386 = icmp sgt i64 %363, 1
  br i1 %386, label %362, label %387, !llvm.loop !42

387:                                              ; preds = %382, %379
  %388 = phi i64 [ 0, %382 ], [ %363, %379 ]
  %389 = shl i64 %388, 32
  %390 = ashr exact i64 %389, 32
  %391 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %390, i32 0, i32 0
  store i32 %357, i32* %391, align 8, !tbaa.struct !37
  %392 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %390, i32 0, i32 1
  store i32 %359, i32* %392, align 4, !tbaa.struct !38
  %393 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %390, i32 1
  %394 = bitcast %struct.vec2* %393 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %394, i8* noundef nonnull align 8 dereferenceable(24) %16, i64 24, i1 false), !tbaa.struct !39
  %395 = add nuw nsw i64 %355, 1
  %396 = icmp eq i64 %395, 12
  br i1 %396, label %397, label %354, !llvm.loop !43

397:                                              ; preds = %387, %397
  %398 = phi i64 [ %420, %397 ], [ 0, %387 ]
  %399 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %398, i32 0, i32 0
  %400 = load i32, i32* %399, align 8, !tbaa !40
  %401 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %398, i32 0, i32 1
  %402 = load i32, i32* %401, align 4, !tbaa !41
  %403 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %398, i32 1, i32 0
  %404 = load double, double* %403, align 8, !tbaa !31
  %405 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %398, i32 1, i32 1
  %406 = load double, double* %405, align 8, !tbaa !34
  %407 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 %398, i32 2
  %408 = load i8, i8* %407, align 8, !tbaa !35
  %409 = zext i8 %408 to i32
  %410 = trunc i64 %398 to i32
  %411 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext %410, i32 noundef signext %400, i32 noundef signext %402, double noundef %404, double noundef %406, i32 noundef zeroext %409)
  %412 = mul nsw i32 %400, 100
  %413 = add nsw i32 %412, %402
  %414 = add nsw i32 %413, %409
  %415 = load i32, i32* @check, align 4, !tbaa !5
  %416 = mul i32 %415, 1000003
  %417 = ashr i32 %414, 31
  %418 = add i32 %417, %414
  %419 = add i32 %418, %416
  store i32 %419, i32* @check, align 4, !tbaa !5
  %420 = add nuw nsw i64 %398, 1
  %421 = icmp eq i64 %420, 12
  br i1 %421, label %422, label %397, !llvm.loop !44

422:                                              ; preds = %397
  %423 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 9, i32 0, i32 0
  %424 = load i32, i32* %423, align 8
  %425 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %2, i64 0, i64 9, i32 0, i32 1
  %426 = load i32, i32* %425, align 4
  %427 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %424, i32 noundef signext %426, i32 noundef signext %424, i32 noundef signext 99)
  %428 = load i32, i32* @check, align 4, !tbaa !5
  %429 = mul i32 %428, 1000003
  %430 = ashr i32 %426, 31
  %431 = add i32 %430, %426
  %432 = add i32 %431, %429
  store i32 %432, i32* @check, align 4, !tbaa !5
  %433 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i32 noundef zeroext %432)
  %434 = load i32, i32* @check, align 4, !tbaa !5
  %435 = and i32 %434, 127
  %436 = bitcast { %struct.vec2, i8 }* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %436)
  call void @llvm.lifetime.end.p0i8(i64 384, i8* nonnull %15) #7
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %14) #7
  ret i32 %435
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @pair_make(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
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
  %11 = call fastcc i64 @pair_make(i32 noundef signext %9, i32 noundef signext %10)
  ret i64 %11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @trio_bump(i64 %0, i32 noundef signext %1) unnamed_addr #2 {
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
define internal fastcc { i64, i64 } @wide_mul([2 x i64] %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = extractvalue [2 x i64] %0, 0
  %4 = extractvalue [2 x i64] %0, 1
  %5 = trunc i64 %4 to i32
  %6 = sext i32 %1 to i64
  %7 = mul nsw i64 %3, %6
  %8 = add nsw i32 %5, %1
  %9 = insertvalue { i64, i64 } poison, i64 %7, 0
  %10 = zext i32 %8 to i64
  %11 = insertvalue { i64, i64 } %9, i64 %10, 1
  ret { i64, i64 } %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc [2 x double] @vec2_rot90([2 x double] %0) unnamed_addr #2 {
  %2 = extractvalue [2 x double] %0, 0
  %3 = extractvalue [2 x double] %0, 1
  %4 = fneg double %3
  %5 = insertvalue [2 x double] poison, double %4, 0
  %6 = insertvalue [2 x double] %5, double %2, 1
  ret [2 x double] %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc [2 x double] @vec2_scale_add([2 x double] %0, [2 x double] %1) unnamed_addr #2 {
  %3 = extractvalue [2 x double] %0, 0
  %4 = extractvalue [2 x double] %0, 1
  %5 = extractvalue [2 x double] %1, 0
  %6 = extractvalue [2 x double] %1, 1
  %7 = fmul double %3, 1.250000e+00
  %8 = fadd double %7, %5
  %9 = fmul double %4, 1.250000e+00
  %10 = fadd double %9, %6
  %11 = insertvalue [2 x double] poison, double %8, 0
  %12 = insertvalue [2 x double] %11, double %10, 1
  ret [2 x double] %12
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
define internal fastcc { i64, i64 } @mixed2_step([2 x i64] %0, i64 %1) unnamed_addr #2 {
  %3 = extractvalue [2 x i64] %0, 0
  %4 = bitcast i64 %3 to double
  %5 = extractvalue [2 x i64] %0, 1
  %6 = trunc i64 %1 to i32
  %7 = bitcast i32 %6 to float
  %8 = fpext float %7 to double
  %9 = fadd double %4, %8
  %10 = mul nsw i64 %5, 10
  %11 = ashr i64 %1, 32
  %12 = add nsw i64 %10, %11
  %13 = bitcast double %9 to i64
  %14 = insertvalue { i64, i64 } poison, i64 %13, 0
  %15 = insertvalue { i64, i64 } %14, i64 %12, 1
  ret { i64, i64 } %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc [3 x double] @vec3_cross([3 x double] %0, [3 x double] %1) unnamed_addr #2 {
  %3 = extractvalue [3 x double] %0, 0
  %4 = extractvalue [3 x double] %0, 1
  %5 = extractvalue [3 x double] %0, 2
  %6 = extractvalue [3 x double] %1, 0
  %7 = extractvalue [3 x double] %1, 1
  %8 = extractvalue [3 x double] %1, 2
  %9 = fmul double %4, %8
  %10 = fmul double %5, %7
  %11 = fsub double %9, %10
  %12 = fmul double %5, %6
  %13 = fmul double %3, %8
  %14 = fsub double %12, %13
  %15 = fmul double %3, %7
  %16 = fmul double %4, %6
  %17 = fsub double %15, %16
  %18 = insertvalue [3 x double] poison, double %11, 0
  %19 = insertvalue [3 x double] %18, double %14, 1
  %20 = insertvalue [3 x double] %19, double %17, 2
  ret [3 x double] %20
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @big_transform(%struct.big* noalias nocapture writeonly sret(%struct.big) align 8 %0, [7 x i64] %1, i32 noundef signext %2) unnamed_addr #5 {
  %4 = alloca %struct.big, align 8
  %5 = extractvalue [7 x i64] %1, 0
  %6 = bitcast %struct.big* %4 to i64*
  store i64 %5, i64* %6, align 8
  %7 = extractvalue [7 x i64] %1, 1
  %8 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 2
  %9 = bitcast i32* %8 to i64*
  store i64 %7, i64* %9, align 8
  %10 = extractvalue [7 x i64] %1, 2
  %11 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 4
  %12 = bitcast i32* %11 to i64*
  store i64 %10, i64* %12, align 8
  %13 = extractvalue [7 x i64] %1, 3
  %14 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 6
  %15 = bitcast i32* %14 to i64*
  store i64 %13, i64* %15, align 8
  %16 = extractvalue [7 x i64] %1, 4
  %17 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 1
  %18 = bitcast double* %17 to i64*
  store i64 %16, i64* %18, align 8
  %19 = extractvalue [7 x i64] %1, 5
  %20 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 2
  %21 = bitcast %struct.pair* %20 to i64*
  store i64 %19, i64* %21, align 8
  %22 = extractvalue [7 x i64] %1, 6
  %23 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 3
  store i64 %22, i64* %23, align 8
  br label %24

24:                                               ; preds = %3, %24
  %25 = phi i64 [ 0, %3 ], [ %31, %24 ]
  %26 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 %25
  %27 = load i32, i32* %26, align 4, !tbaa !5
  %28 = mul nsw i32 %27, %2
  %29 = trunc i64 %25 to i32
  %30 = add nsw i32 %28, %29
  store i32 %30, i32* %26, align 4, !tbaa !5
  %31 = add nuw nsw i64 %25, 1
  %32 = icmp eq i64 %31, 8
  br i1 %32, label %33, label %24, !llvm.loop !45

33:                                               ; preds = %24
  %34 = load double, double* %17, align 8, !tbaa !13
  %35 = fmul double %34, 1.500000e+00
  store double %35, double* %17, align 8, !tbaa !13
  %36 = sub nsw i32 0, %2
  %37 = call fastcc i64 @pair_make(i32 noundef signext %2, i32 noundef signext %36)
  %38 = load i64, i64* %21, align 8
  %39 = call fastcc i64 @pair_add(i64 %38, i64 %37)
  store i64 %39, i64* %21, align 8, !tbaa.struct !18
  %40 = sext i32 %2 to i64
  %41 = add nsw i32 %2, 30
  %42 = zext i32 %41 to i64
  %43 = shl i64 %40, %42
  %44 = xor i64 %43, %22
  store i64 %44, i64* %23, align 8, !tbaa !19
  %45 = bitcast %struct.big* %0 to i8*
  %46 = bitcast %struct.big* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %45, i8* noundef nonnull align 8 dereferenceable(56) %46, i64 56, i1 false), !tbaa.struct !20
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i64 @big_sum([7 x i64] %0) unnamed_addr #6 {
  %2 = alloca %struct.big, align 8
  %3 = extractvalue [7 x i64] %0, 0
  %4 = bitcast %struct.big* %2 to i64*
  store i64 %3, i64* %4, align 8
  %5 = extractvalue [7 x i64] %0, 1
  %6 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 2
  %7 = bitcast i32* %6 to i64*
  store i64 %5, i64* %7, align 8
  %8 = extractvalue [7 x i64] %0, 2
  %9 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 4
  %10 = bitcast i32* %9 to i64*
  store i64 %8, i64* %10, align 8
  %11 = extractvalue [7 x i64] %0, 3
  %12 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 6
  %13 = bitcast i32* %12 to i64*
  store i64 %11, i64* %13, align 8
  %14 = extractvalue [7 x i64] %0, 4
  %15 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 1
  %16 = bitcast double* %15 to i64*
  store i64 %14, i64* %16, align 8
  %17 = extractvalue [7 x i64] %0, 5
  %18 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 2
  %19 = bitcast %struct.pair* %18 to i64*
  store i64 %17, i64* %19, align 8
  %20 = extractvalue [7 x i64] %0, 6
  %21 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 3
  store i64 %20, i64* %21, align 8
  br label %22

22:                                               ; preds = %1, %22
  %23 = phi i64 [ 0, %1 ], [ %29, %22 ]
  %24 = phi i64 [ 0, %1 ], [ %28, %22 ]
  %25 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %23
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %24, %27
  %29 = add nuw nsw i64 %23, 1
  %30 = icmp eq i64 %29, 8
  br i1 %30, label %31, label %22, !llvm.loop !46

31:                                               ; preds = %22
  %32 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 2, i32 0
  %33 = load i32, i32* %32, align 8, !tbaa !47
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 2, i32 1
  %36 = load i32, i32* %35, align 4, !tbaa !48
  %37 = sext i32 %36 to i64
  %38 = load double, double* %15, align 8, !tbaa !13
  %39 = fmul double %38, 1.000000e+02
  %40 = fptosi double %39 to i64
  %41 = add i64 %28, %20
  %42 = add i64 %41, %34
  %43 = add i64 %42, %37
  %44 = add i64 %43, %40
  ret i64 %44
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i64 @many_structs(i64 %0, i64 %1, [2 x i64] %2, [2 x double] %3, i64 %4, i64 %5, [7 x i64] %6, i64 %7) unnamed_addr #6 {
  %9 = trunc i64 %1 to i32
  %10 = lshr i64 %1, 32
  %11 = extractvalue [2 x i64] %2, 0
  %12 = extractvalue [2 x i64] %2, 1
  %13 = extractvalue [2 x double] %3, 0
  %14 = extractvalue [2 x double] %3, 1
  %15 = trunc i64 %4 to i32
  %16 = bitcast i32 %15 to float
  %17 = lshr i64 %7, 32
  %18 = shl i64 %0, 32
  %19 = ashr exact i64 %18, 32
  %20 = ashr i64 %0, 32
  %21 = shl nsw i32 %9, 1
  %22 = sext i32 %21 to i64
  %23 = mul i64 %10, 12884901888
  %24 = ashr exact i64 %23, 32
  %25 = shl i64 %12, 32
  %26 = ashr exact i64 %25, 32
  %27 = fmul double %13, 1.000000e+01
  %28 = fptosi double %27 to i64
  %29 = fmul double %14, 1.000000e+02
  %30 = fptosi double %29 to i64
  %31 = fptosi float %16 to i64
  %32 = ashr i64 %4, 32
  %33 = shl i64 %5, 32
  %34 = ashr exact i64 %33, 32
  %35 = ashr i64 %5, 32
  %36 = call fastcc i64 @big_sum([7 x i64] %6)
  %37 = shl i64 %7, 32
  %38 = mul i64 %37, %17
  %39 = ashr exact i64 %38, 32
  %40 = add nsw i64 %20, 1099511627885
  %41 = add nsw i64 %40, %19
  %42 = add i64 %41, %11
  %43 = add i64 %42, %22
  %44 = add i64 %43, %24
  %45 = add i64 %44, %26
  %46 = add i64 %45, %32
  %47 = add i64 %46, %28
  %48 = add i64 %47, %30
  %49 = sub i64 %48, %35
  %50 = add i64 %49, %31
  %51 = add i64 %50, %34
  %52 = add i64 %51, %39
  %53 = add i64 %52, %36
  ret i64 %53
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { nofree noinline norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #7 = { nounwind }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = !{!14, !15, i64 32}
!14 = !{!"big", !7, i64 0, !15, i64 32, !16, i64 40, !17, i64 48}
!15 = !{!"double", !7, i64 0}
!16 = !{!"pair", !6, i64 0, !6, i64 4}
!17 = !{!"long", !7, i64 0}
!18 = !{i64 0, i64 4, !5, i64 4, i64 4, !5}
!19 = !{!14, !17, i64 48}
!20 = !{i64 0, i64 32, !21, i64 32, i64 8, !22, i64 40, i64 4, !5, i64 44, i64 4, !5, i64 48, i64 8, !23}
!21 = !{!7, !7, i64 0}
!22 = !{!15, !15, i64 0}
!23 = !{!17, !17, i64 0}
!24 = !{i64 0, i64 24, !21, i64 24, i64 8, !22, i64 32, i64 4, !5, i64 36, i64 4, !5, i64 40, i64 8, !23}
!25 = !{i64 0, i64 16, !21, i64 16, i64 8, !22, i64 24, i64 4, !5, i64 28, i64 4, !5, i64 32, i64 8, !23}
!26 = !{i64 0, i64 8, !21, i64 8, i64 8, !22, i64 16, i64 4, !5, i64 20, i64 4, !5, i64 24, i64 8, !23}
!27 = !{i64 0, i64 8, !22, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 8, !23}
!28 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 8, !23}
!29 = !{i64 0, i64 8, !23}
!30 = distinct !{!30, !10, !11}
!31 = !{!32, !15, i64 8}
!32 = !{!"node_rec", !16, i64 0, !33, i64 8, !7, i64 24}
!33 = !{!"vec2", !15, i64 0, !15, i64 8}
!34 = !{!32, !15, i64 16}
!35 = !{!32, !7, i64 24}
!36 = distinct !{!36, !10, !11}
!37 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 8, !22, i64 16, i64 8, !22, i64 24, i64 1, !21}
!38 = !{i64 0, i64 4, !5, i64 4, i64 8, !22, i64 12, i64 8, !22, i64 20, i64 1, !21}
!39 = !{i64 0, i64 8, !22, i64 8, i64 8, !22, i64 16, i64 1, !21}
!40 = !{!32, !6, i64 0}
!41 = !{!32, !6, i64 4}
!42 = distinct !{!42, !10, !11}
!43 = distinct !{!43, !10, !11}
!44 = distinct !{!44, !10, !11}
!45 = distinct !{!45, !10, !11}
!46 = distinct !{!46, !10, !11}
!47 = !{!14, !6, i64 40}
!48 = !{!14, !6, i64 44}
