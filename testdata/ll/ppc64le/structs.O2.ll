; ModuleID = 'c/structs.c'
source_filename = "c/structs.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.node_rec = type { %struct.pair, %struct.vec2, i8 }
%struct.pair = type { i32, i32 }
%struct.vec2 = type { double, double }
%struct.big = type { [8 x i32], double, %struct.pair, i64 }

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
  %1 = alloca [12 x %struct.node_rec], align 8
  %2 = alloca { %struct.vec2, i8 }, align 8
  %3 = alloca %struct.big, align 8
  %4 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %5 = shl nsw i32 %4, 1
  %6 = tail call fastcc i64 @pair_make(i32 noundef signext %4, i32 noundef signext %5)
  %7 = sub nsw i32 0, %4
  %8 = zext i32 %7 to i64
  %9 = sext i32 %4 to i64
  %10 = mul nsw i64 %9, -1000000007
  %11 = zext i32 %4 to i64
  %12 = sitofp i32 %4 to double
  %13 = bitcast [12 x %struct.node_rec]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 384, i8* nonnull %13) #7
  %14 = bitcast { %struct.vec2, i8 }* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %14)
  br label %15

15:                                               ; preds = %0, %15
  %16 = phi i64 [ %6, %0 ], [ %39, %15 ]
  %17 = phi i64 [ 7, %0 ], [ %52, %15 ]
  %18 = phi i64 [ 250, %0 ], [ %51, %15 ]
  %19 = phi i64 [ 100, %0 ], [ %50, %15 ]
  %20 = phi i64 [ %8, %0 ], [ %49, %15 ]
  %21 = phi i64 [ %11, %0 ], [ %61, %15 ]
  %22 = phi i64 [ %10, %0 ], [ %60, %15 ]
  %23 = phi double [ %12, %0 ], [ %68, %15 ]
  %24 = phi double [ 1.000000e+00, %0 ], [ %67, %15 ]
  %25 = phi i32 [ %4, %0 ], [ %75, %15 ]
  %26 = phi i64 [ 1048576000, %0 ], [ %73, %15 ]
  %27 = phi i64 [ 1, %0 ], [ %80, %15 ]
  %28 = phi i64 [ 0, %0 ], [ %79, %15 ]
  %29 = phi double [ %12, %0 ], [ %32, %15 ]
  %30 = phi double [ 2.000000e+00, %0 ], [ %33, %15 ]
  %31 = phi double [ 1.000000e+00, %0 ], [ %34, %15 ]
  %32 = phi double [ 4.000000e+00, %0 ], [ %97, %15 ]
  %33 = phi double [ 5.000000e-01, %0 ], [ %95, %15 ]
  %34 = phi double [ -3.000000e+00, %0 ], [ %92, %15 ]
  %35 = phi i32 [ 0, %0 ], [ %98, %15 ]
  %36 = mul i32 %4, %35
  %37 = sub i32 0, %36
  %38 = tail call fastcc i64 @pair_make(i32 noundef signext %35, i32 noundef signext %37)
  %39 = tail call fastcc i64 @pair_add(i64 %16, i64 %38)
  %40 = shl nuw i64 %17, 32
  %41 = shl nuw i64 %18, 24
  %42 = and i64 %41, 4278190080
  %43 = or i64 %40, %42
  %44 = shl nuw i64 %19, 16
  %45 = and i64 %44, 16711680
  %46 = or i64 %43, %45
  %47 = and i64 %20, 65535
  %48 = or i64 %46, %47
  %49 = tail call fastcc i64 @trio_bump(i64 %48, i32 noundef signext %35)
  %50 = lshr i64 %49, 16
  %51 = lshr i64 %49, 24
  %52 = lshr i64 %49, 32
  %53 = trunc i32 %35 to i8
  %54 = urem i8 %53, 3
  %55 = icmp eq i8 %54, 0
  %56 = select i1 %55, i32 3, i32 -2
  %57 = insertvalue [2 x i64] poison, i64 %22, 0
  %58 = insertvalue [2 x i64] %57, i64 %21, 1
  %59 = tail call fastcc { i64, i64 } @wide_mul([2 x i64] %58, i32 noundef signext %56)
  %60 = extractvalue { i64, i64 } %59, 0
  %61 = extractvalue { i64, i64 } %59, 1
  %62 = insertvalue [2 x double] poison, double %24, 0
  %63 = insertvalue [2 x double] %62, double %23, 1
  %64 = tail call fastcc [2 x double] @vec2_rot90([2 x double] %63)
  %65 = tail call fastcc [2 x double] @vec2_rot90([2 x double] %64)
  %66 = tail call fastcc [2 x double] @vec2_scale_add([2 x double] %64, [2 x double] %65)
  %67 = extractvalue [2 x double] %66, 0
  %68 = extractvalue [2 x double] %66, 1
  %69 = zext i32 %25 to i64
  %70 = shl nuw i64 %69, 32
  %71 = and i64 %26, 4294967295
  %72 = or i64 %70, %71
  %73 = tail call fastcc i64 @mixed_step(i64 %72)
  %74 = lshr i64 %73, 32
  %75 = trunc i64 %74 to i32
  %76 = insertvalue [2 x i64] poison, i64 %28, 0
  %77 = insertvalue [2 x i64] %76, i64 %27, 1
  %78 = tail call fastcc { i64, i64 } @mixed2_step([2 x i64] %77, i64 %73)
  %79 = extractvalue { i64, i64 } %78, 0
  %80 = extractvalue { i64, i64 } %78, 1
  %81 = insertvalue [3 x double] poison, double %31, 0
  %82 = insertvalue [3 x double] %81, double %30, 1
  %83 = insertvalue [3 x double] %82, double %29, 2
  %84 = insertvalue [3 x double] poison, double %34, 0
  %85 = insertvalue [3 x double] %84, double %33, 1
  %86 = insertvalue [3 x double] %85, double %32, 2
  %87 = tail call fastcc [3 x double] @vec3_cross([3 x double] %83, [3 x double] %86)
  %88 = extractvalue [3 x double] %87, 0
  %89 = extractvalue [3 x double] %87, 1
  %90 = extractvalue [3 x double] %87, 2
  %91 = fmul double %88, 1.562500e-02
  %92 = fadd double %91, 1.000000e+00
  %93 = fmul double %89, 1.562500e-02
  %94 = sitofp i32 %35 to double
  %95 = fsub double %93, %94
  %96 = fmul double %90, 1.562500e-02
  %97 = fadd double %96, 1.250000e-01
  %98 = add nuw nsw i32 %35, 1
  %99 = icmp eq i32 %98, 10
  br i1 %99, label %100, label %15, !llvm.loop !9

100:                                              ; preds = %15
  %101 = extractvalue { i64, i64 } %59, 0
  %102 = extractvalue { i64, i64 } %59, 1
  %103 = extractvalue [2 x double] %66, 0
  %104 = extractvalue [2 x double] %66, 1
  %105 = trunc i64 %74 to i32
  %106 = extractvalue { i64, i64 } %78, 0
  %107 = extractvalue { i64, i64 } %78, 1
  %108 = extractvalue [3 x double] %87, 0
  %109 = extractvalue [3 x double] %87, 1
  %110 = extractvalue [3 x double] %87, 2
  %111 = trunc i64 %73 to i32
  %112 = bitcast i32 %111 to float
  %113 = bitcast i64 %106 to double
  %114 = trunc i64 %49 to i16
  %115 = trunc i64 %50 to i8
  %116 = trunc i64 %51 to i32
  %117 = trunc i64 %52 to i32
  %118 = trunc i64 %39 to i32
  %119 = lshr i64 %39, 32
  %120 = trunc i64 %119 to i32
  %121 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef signext %118, i32 noundef signext %120)
  %122 = sext i16 %114 to i32
  %123 = sext i8 %115 to i32
  %124 = and i32 %116, 255
  %125 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %122, i32 noundef signext %123, i32 noundef zeroext %124, i32 noundef signext %117)
  %126 = trunc i64 %102 to i32
  %127 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i64 noundef %101, i32 noundef signext %126)
  %128 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), double noundef %103, double noundef %104)
  %129 = fpext float %112 to double
  %130 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), double noundef %129, i32 noundef signext %105)
  %131 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i64 0, i64 0), double noundef %113, i64 noundef %107)
  %132 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), double noundef %108, double noundef %109, double noundef %110)
  %133 = shl i64 %39, 32
  %134 = ashr exact i64 %133, 32
  %135 = load i32, i32* @check, align 4, !tbaa !5
  %136 = mul i32 %135, 1000003
  %137 = lshr i64 %134, 32
  %138 = trunc i64 %137 to i32
  %139 = add i32 %138, %118
  %140 = add i32 %139, %136
  %141 = ashr i64 %39, 32
  %142 = mul i32 %140, 1000003
  %143 = trunc i64 %141 to i32
  %144 = lshr i64 %141, 32
  %145 = trunc i64 %144 to i32
  %146 = add i32 %145, %143
  %147 = add i32 %146, %142
  %148 = mul i32 %147, 1000003
  %149 = ashr i16 %114, 15
  %150 = sext i16 %149 to i32
  %151 = add nsw i32 %150, %122
  %152 = add i32 %151, %148
  %153 = mul i32 %152, 1000003
  %154 = ashr i8 %115, 7
  %155 = sext i8 %154 to i32
  %156 = add nsw i32 %155, %123
  %157 = add i32 %156, %153
  %158 = mul i32 %157, 1000003
  %159 = add i32 %158, %124
  %160 = mul i32 %159, 1000003
  %161 = ashr i32 %117, 31
  %162 = add i32 %161, %117
  %163 = add i32 %162, %160
  %164 = mul i32 %163, 1000003
  %165 = trunc i64 %101 to i32
  %166 = lshr i64 %101, 32
  %167 = trunc i64 %166 to i32
  %168 = add i32 %167, %165
  %169 = add i32 %168, %164
  %170 = shl i64 %102, 32
  %171 = ashr exact i64 %170, 32
  %172 = mul i32 %169, 1000003
  %173 = lshr i64 %171, 32
  %174 = trunc i64 %173 to i32
  %175 = add i32 %174, %126
  %176 = add i32 %175, %172
  %177 = fmul double %103, 1.000000e+03
  %178 = fptosi double %177 to i64
  %179 = mul i32 %176, 1000003
  %180 = trunc i64 %178 to i32
  %181 = lshr i64 %178, 32
  %182 = trunc i64 %181 to i32
  %183 = add i32 %182, %180
  %184 = add i32 %183, %179
  %185 = mul i32 %184, 1000003
  %186 = ashr i32 %105, 31
  %187 = add i32 %186, %105
  %188 = add i32 %187, %185
  %189 = mul i32 %188, 1000003
  %190 = trunc i64 %107 to i32
  %191 = lshr i64 %107, 32
  %192 = trunc i64 %191 to i32
  %193 = add i32 %192, %190
  %194 = add i32 %193, %189
  %195 = fmul double %110, 1.000000e+03
  %196 = fptosi double %195 to i64
  %197 = mul i32 %194, 1000003
  %198 = trunc i64 %196 to i32
  %199 = lshr i64 %196, 32
  %200 = trunc i64 %199 to i32
  %201 = add i32 %200, %198
  %202 = add i32 %201, %197
  store i32 %202, i32* @check, align 4, !tbaa !5
  %203 = add nsw i32 %4, -3
  %204 = shl nsw i32 %4, 1
  %205 = add nsw i32 %204, -3
  %206 = mul nsw i32 %4, 3
  %207 = add nsw i32 %206, -3
  %208 = shl nsw i32 %4, 2
  %209 = add nsw i32 %208, -3
  %210 = mul nsw i32 %4, 5
  %211 = add nsw i32 %210, -3
  %212 = mul nsw i32 %4, 6
  %213 = add nsw i32 %212, -3
  %214 = mul nsw i32 %4, 7
  %215 = add nsw i32 %214, -3
  %216 = tail call fastcc i64 @pair_make(i32 noundef signext 1, i32 noundef signext 2)
  %217 = zext i32 %203 to i64
  %218 = shl nuw i64 %217, 32
  %219 = or i64 %218, 4294967293
  %220 = zext i32 %207 to i64
  %221 = shl nuw i64 %220, 32
  %222 = zext i32 %205 to i64
  %223 = or i64 %221, %222
  %224 = zext i32 %211 to i64
  %225 = shl nuw i64 %224, 32
  %226 = zext i32 %209 to i64
  %227 = or i64 %225, %226
  %228 = zext i32 %215 to i64
  %229 = shl nuw i64 %228, 32
  %230 = zext i32 %213 to i64
  %231 = or i64 %229, %230
  %232 = bitcast %struct.big* %3 to i8*
  %233 = bitcast %struct.big* %3 to i64*
  %234 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 2
  %235 = bitcast i32* %234 to i64*
  %236 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 4
  %237 = bitcast i32* %236 to i64*
  %238 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 6
  %239 = bitcast i32* %238 to i64*
  %240 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 1
  %241 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 2
  %242 = bitcast %struct.pair* %241 to i64*
  %243 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 3
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %232) #7
  %244 = insertvalue [7 x i64] poison, i64 %219, 0
  %245 = insertvalue [7 x i64] %244, i64 %223, 1
  %246 = insertvalue [7 x i64] %245, i64 %227, 2
  %247 = insertvalue [7 x i64] %246, i64 %231, 3
  %248 = insertvalue [7 x i64] %247, i64 4604930618986332160, 4
  %249 = insertvalue [7 x i64] %248, i64 %216, 5
  %250 = insertvalue [7 x i64] %249, i64 4660, 6
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %3, [7 x i64] %250, i32 noundef signext 2)
  %251 = load i64, i64* %233, align 8, !tbaa.struct !11
  %252 = load i64, i64* %235, align 8, !tbaa.struct !17
  %253 = load i64, i64* %237, align 8, !tbaa.struct !18
  %254 = load i64, i64* %239, align 8, !tbaa.struct !19
  %255 = bitcast double* %240 to i64*
  %256 = load i64, i64* %255, align 8, !tbaa.struct !20
  %257 = load i64, i64* %242, align 8, !tbaa.struct !21
  %258 = load i64, i64* %243, align 8, !tbaa.struct !22
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %232) #7
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %232) #7
  %259 = insertvalue [7 x i64] poison, i64 %251, 0
  %260 = insertvalue [7 x i64] %259, i64 %252, 1
  %261 = insertvalue [7 x i64] %260, i64 %253, 2
  %262 = insertvalue [7 x i64] %261, i64 %254, 3
  %263 = insertvalue [7 x i64] %262, i64 %256, 4
  %264 = insertvalue [7 x i64] %263, i64 %257, 5
  %265 = insertvalue [7 x i64] %264, i64 %258, 6
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %3, [7 x i64] %265, i32 noundef signext 3)
  %266 = load i64, i64* %233, align 8, !tbaa.struct !11
  %267 = load i64, i64* %235, align 8, !tbaa.struct !17
  %268 = load i64, i64* %237, align 8, !tbaa.struct !18
  %269 = load i64, i64* %239, align 8, !tbaa.struct !19
  %270 = bitcast double* %240 to i64*
  %271 = load i64, i64* %270, align 8, !tbaa.struct !20
  %272 = load i64, i64* %242, align 8, !tbaa.struct !21
  %273 = load i64, i64* %243, align 8, !tbaa.struct !22
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %232) #7
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %232) #7
  %274 = insertvalue [7 x i64] poison, i64 %266, 0
  %275 = insertvalue [7 x i64] %274, i64 %267, 1
  %276 = insertvalue [7 x i64] %275, i64 %268, 2
  %277 = insertvalue [7 x i64] %276, i64 %269, 3
  %278 = insertvalue [7 x i64] %277, i64 %271, 4
  %279 = insertvalue [7 x i64] %278, i64 %272, 5
  %280 = insertvalue [7 x i64] %279, i64 %273, 6
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %3, [7 x i64] %280, i32 noundef signext 4)
  %281 = load i64, i64* %233, align 8, !tbaa.struct !11
  %282 = load i64, i64* %235, align 8, !tbaa.struct !17
  %283 = load i64, i64* %237, align 8, !tbaa.struct !18
  %284 = load i64, i64* %239, align 8, !tbaa.struct !19
  %285 = bitcast double* %240 to i64*
  %286 = load i64, i64* %285, align 8, !tbaa.struct !20
  %287 = load i64, i64* %242, align 8, !tbaa.struct !21
  %288 = load i64, i64* %243, align 8, !tbaa.struct !22
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %232) #7
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %232) #7
  %289 = insertvalue [7 x i64] poison, i64 %281, 0
  %290 = insertvalue [7 x i64] %289, i64 %282, 1
  %291 = insertvalue [7 x i64] %290, i64 %283, 2
  %292 = insertvalue [7 x i64] %291, i64 %284, 3
  %293 = insertvalue [7 x i64] %292, i64 %286, 4
  %294 = insertvalue [7 x i64] %293, i64 %287, 5
  %295 = insertvalue [7 x i64] %294, i64 %288, 6
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %3, [7 x i64] %295, i32 noundef signext 5)
  %296 = load i64, i64* %233, align 8, !tbaa.struct !11
  %297 = load i64, i64* %235, align 8, !tbaa.struct !17
  %298 = load i64, i64* %237, align 8, !tbaa.struct !18
  %299 = load i64, i64* %239, align 8, !tbaa.struct !19
  %300 = load double, double* %240, align 8, !tbaa.struct !20
  %301 = load i64, i64* %242, align 8, !tbaa.struct !21
  %302 = load i64, i64* %243, align 8, !tbaa.struct !22
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %232) #7
  %303 = trunc i64 %301 to i32
  %304 = lshr i64 %301, 32
  %305 = trunc i64 %304 to i32
  %306 = lshr i64 %299, 32
  %307 = trunc i64 %306 to i32
  %308 = tail call fastcc i64 @big_sum([7 x i64] %250)
  %309 = insertvalue [7 x i64] poison, i64 %296, 0
  %310 = insertvalue [7 x i64] %309, i64 %297, 1
  %311 = insertvalue [7 x i64] %310, i64 %298, 2
  %312 = insertvalue [7 x i64] %311, i64 %299, 3
  %313 = bitcast double %300 to i64
  %314 = insertvalue [7 x i64] %312, i64 %313, 4
  %315 = insertvalue [7 x i64] %314, i64 %301, 5
  %316 = insertvalue [7 x i64] %315, i64 %302, 6
  %317 = tail call fastcc i64 @big_sum([7 x i64] %316)
  %318 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.7, i64 0, i64 0), i64 noundef %308, i64 noundef %317, i32 noundef signext %307, double noundef %300, i32 noundef signext %303, i32 noundef signext %305, i64 noundef %302)
  %319 = load i32, i32* @check, align 4, !tbaa !5
  %320 = mul i32 %319, 1000003
  %321 = trunc i64 %308 to i32
  %322 = lshr i64 %308, 32
  %323 = trunc i64 %322 to i32
  %324 = add i32 %323, %321
  %325 = add i32 %324, %320
  %326 = mul i32 %325, 1000003
  %327 = trunc i64 %317 to i32
  %328 = lshr i64 %317, 32
  %329 = trunc i64 %328 to i32
  %330 = add i32 %329, %327
  %331 = add i32 %330, %326
  store i32 %331, i32* @check, align 4, !tbaa !5
  %332 = tail call fastcc i64 @pair_make(i32 noundef signext 3, i32 noundef signext 4)
  %333 = tail call fastcc i64 @pair_make(i32 noundef signext %7, i32 noundef signext %4)
  %334 = tail call fastcc i64 @pair_make(i32 noundef signext 6, i32 noundef signext 7)
  %335 = insertvalue [2 x i64] poison, i64 %101, 0
  %336 = insertvalue [2 x i64] %335, i64 %102, 1
  %337 = tail call fastcc i64 @many_structs(i64 %39, i64 %332, [2 x i64] %336, [2 x double] %66, i64 %73, i64 %333, [7 x i64] %316, i64 %334)
  %338 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i64 noundef %337)
  %339 = load i32, i32* @check, align 4, !tbaa !5
  %340 = mul i32 %339, 1000003
  %341 = trunc i64 %337 to i32
  %342 = lshr i64 %337, 32
  %343 = trunc i64 %342 to i32
  %344 = add i32 %343, %341
  %345 = add i32 %344, %340
  store i32 %345, i32* @check, align 4, !tbaa !5
  br label %346

346:                                              ; preds = %100, %346
  %347 = phi i64 [ 0, %100 ], [ %370, %346 ]
  %348 = trunc i64 %347 to i32
  %349 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %347
  %350 = trunc i64 %347 to i32
  %351 = mul i32 %350, 7
  %352 = add i32 %351, %4
  %353 = srem i32 %352, 5
  %354 = trunc i64 %347 to i8
  %355 = mul i8 %354, 11
  %356 = urem i8 %355, 13
  %357 = zext i8 %356 to i32
  %358 = tail call fastcc i64 @pair_make(i32 noundef signext %353, i32 noundef signext %357)
  %359 = bitcast %struct.node_rec* %349 to i64*
  store i64 %358, i64* %359, align 8, !tbaa.struct !23
  %360 = sitofp i32 %348 to double
  %361 = fmul double %360, 5.000000e-01
  %362 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %347, i32 1, i32 0
  store double %361, double* %362, align 8, !tbaa !24
  %363 = trunc i64 %347 to i32
  %364 = sub i32 0, %363
  %365 = sitofp i32 %364 to double
  %366 = fmul double %365, 2.500000e-01
  %367 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %347, i32 1, i32 1
  store double %366, double* %367, align 8, !tbaa !28
  %368 = mul i8 %354, 40
  %369 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %347, i32 2
  store i8 %368, i8* %369, align 8, !tbaa !29
  %370 = add nuw nsw i64 %347, 1
  %371 = icmp eq i64 %370, 12
  br i1 %371, label %372, label %346, !llvm.loop !30

372:                                              ; preds = %346, %399
  %373 = phi i64 [ %407, %399 ], [ 1, %346 ]
  %374 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %373, i32 0, i32 0
  %375 = load i32, i32* %374, align 8, !tbaa.struct !31
  %376 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %373, i32 0, i32 1
  %377 = load i32, i32* %376, align 4, !tbaa.struct !32
  %378 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %373, i32 1
  %379 = bitcast %struct.vec2* %378 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %14, i8* noundef nonnull align 8 dereferenceable(24) %379, i64 24, i1 false), !tbaa.struct !33
  br label %380

380:                                              ; preds = %372, %394
  %381 = phi i64 [ %373, %372 ], [ %382, %394 ]
  %382 = add nsw i64 %381, -1
  %383 = and i64 %382, 4294967295
  %384 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %383
  %385 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %384, i64 0, i32 0, i32 0
  %386 = load i32, i32* %385, align 8, !tbaa !34
  %387 = icmp eq i32 %386, %375
  br i1 %387, label %390, label %388

388:                                              ; preds = %380
  %389 = icmp slt i32 %386, %375
  br i1 %389, label %399, label %394

390:                                              ; preds = %380
  %391 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %383, i32 0, i32 1
  %392 = load i32, i32* %391, align 4, !tbaa !35
  %393 = icmp sgt i32 %392, %377
  br i1 %393, label %394, label %399

394:                                              ; preds = %390, %388
  %395 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %381
  %396 = bitcast %struct.node_rec* %395 to i8*
  %397 = bitcast %struct.node_rec* %384 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %396, i8* noundef nonnull align 8 dereferenceable(32) %397, i64 32, i1 false), !tbaa.struct !31
  %398 = icmp sgt i64 %381, 1
  br i1 %398, label %380, label %399, !llvm.loop !36

399:                                              ; preds = %388, %390, %394
  %400 = phi i64 [ %381, %388 ], [ %381, %390 ], [ 0, %394 ]
  %401 = shl i64 %400, 32
  %402 = ashr exact i64 %401, 32
  %403 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %402, i32 0, i32 0
  store i32 %375, i32* %403, align 8, !tbaa.struct !31
  %404 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %402, i32 0, i32 1
  store i32 %377, i32* %404, align 4, !tbaa.struct !32
  %405 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %402, i32 1
  %406 = bitcast %struct.vec2* %405 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %406, i8* noundef nonnull align 8 dereferenceable(24) %14, i64 24, i1 false), !tbaa.struct !33
  %407 = add nuw nsw i64 %373, 1
  %408 = icmp eq i64 %407, 12
  br i1 %408, label %409, label %372, !llvm.loop !37

409:                                              ; preds = %399, %409
  %410 = phi i64 [ %432, %409 ], [ 0, %399 ]
  %411 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %410, i32 0, i32 0
  %412 = load i32, i32* %411, align 8, !tbaa !34
  %413 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %410, i32 0, i32 1
  %414 = load i32, i32* %413, align 4, !tbaa !35
  %415 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %410, i32 1, i32 0
  %416 = load double, double* %415, align 8, !tbaa !24
  %417 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %410, i32 1, i32 1
  %418 = load double, double* %417, align 8, !tbaa !28
  %419 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 %410, i32 2
  %420 = load i8, i8* %419, align 8, !tbaa !29
  %421 = zext i8 %420 to i32
  %422 = trunc i64 %410 to i32
  %423 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext %422, i32 noundef signext %412, i32 noundef signext %414, double noundef %416, double noundef %418, i32 noundef zeroext %421)
  %424 = mul nsw i32 %412, 100
  %425 = add nsw i32 %424, %414
  %426 = add nsw i32 %425, %421
  %427 = load i32, i32* @check, align 4, !tbaa !5
  %428 = mul i32 %427, 1000003
  %429 = ashr i32 %426, 31
  %430 = add i32 %429, %426
  %431 = add i32 %430, %428
  store i32 %431, i32* @check, align 4, !tbaa !5
  %432 = add nuw nsw i64 %410, 1
  %433 = icmp eq i64 %432, 12
  br i1 %433, label %434, label %409, !llvm.loop !38

434:                                              ; preds = %409
  %435 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 9, i32 0, i32 0
  %436 = load i32, i32* %435, align 8
  %437 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %1, i64 0, i64 9, i32 0, i32 1
  %438 = load i32, i32* %437, align 4
  %439 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %436, i32 noundef signext %438, i32 noundef signext %436, i32 noundef signext 99)
  %440 = load i32, i32* @check, align 4, !tbaa !5
  %441 = mul i32 %440, 1000003
  %442 = ashr i32 %438, 31
  %443 = add i32 %442, %438
  %444 = add i32 %443, %441
  store i32 %444, i32* @check, align 4, !tbaa !5
  %445 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i32 noundef zeroext %444)
  %446 = load i32, i32* @check, align 4, !tbaa !5
  %447 = and i32 %446, 127
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %14)
  call void @llvm.lifetime.end.p0i8(i64 384, i8* nonnull %13) #7
  ret i32 %447
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
  %11 = tail call fastcc i64 @pair_make(i32 noundef signext %9, i32 noundef signext %10)
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
  %4 = extractvalue [7 x i64] %1, 0
  %5 = trunc i64 %4 to i32
  %6 = lshr i64 %4, 32
  %7 = trunc i64 %6 to i32
  %8 = extractvalue [7 x i64] %1, 1
  %9 = extractvalue [7 x i64] %1, 2
  %10 = insertelement <2 x i64> poison, i64 %8, i64 0
  %11 = insertelement <2 x i64> %10, i64 %9, i64 1
  %12 = trunc <2 x i64> %11 to <2 x i32>
  %13 = lshr <2 x i64> %11, <i64 32, i64 32>
  %14 = trunc <2 x i64> %13 to <2 x i32>
  %15 = extractvalue [7 x i64] %1, 3
  %16 = trunc i64 %15 to i32
  %17 = lshr i64 %15, 32
  %18 = trunc i64 %17 to i32
  %19 = extractvalue [7 x i64] %1, 4
  %20 = bitcast i64 %19 to double
  %21 = extractvalue [7 x i64] %1, 5
  %22 = extractvalue [7 x i64] %1, 6
  %23 = mul nsw i32 %5, %2
  %24 = mul nsw i32 %7, %2
  %25 = add nsw i32 %24, 1
  %26 = insertelement <2 x i32> poison, i32 %2, i64 0
  %27 = shufflevector <2 x i32> %26, <2 x i32> poison, <2 x i32> zeroinitializer
  %28 = mul nsw <2 x i32> %27, %12
  %29 = add nsw <2 x i32> %28, <i32 2, i32 4>
  %30 = mul nsw <2 x i32> %27, %14
  %31 = add nsw <2 x i32> %30, <i32 3, i32 5>
  %32 = mul nsw i32 %16, %2
  %33 = add nsw i32 %32, 6
  %34 = mul nsw i32 %18, %2
  %35 = add nsw i32 %34, 7
  %36 = fmul double %20, 1.500000e+00
  %37 = sub nsw i32 0, %2
  %38 = tail call fastcc i64 @pair_make(i32 noundef signext %2, i32 noundef signext %37)
  %39 = tail call fastcc i64 @pair_add(i64 %21, i64 %38)
  %40 = sext i32 %2 to i64
  %41 = add nsw i32 %2, 30
  %42 = zext i32 %41 to i64
  %43 = shl i64 %40, %42
  %44 = xor i64 %43, %22
  %45 = bitcast %struct.big* %0 to i64*
  %46 = zext i32 %25 to i64
  %47 = shl nuw i64 %46, 32
  %48 = zext i32 %23 to i64
  %49 = or i64 %47, %48
  store i64 %49, i64* %45, align 8, !tbaa.struct !11
  %50 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 2
  %51 = zext <2 x i32> %31 to <2 x i64>
  %52 = shl nuw <2 x i64> %51, <i64 32, i64 32>
  %53 = zext <2 x i32> %29 to <2 x i64>
  %54 = or <2 x i64> %52, %53
  %55 = bitcast i32* %50 to <2 x i64>*
  store <2 x i64> %54, <2 x i64>* %55, align 8
  %56 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 6
  %57 = bitcast i32* %56 to i64*
  %58 = zext i32 %35 to i64
  %59 = shl nuw i64 %58, 32
  %60 = zext i32 %33 to i64
  %61 = or i64 %59, %60
  store i64 %61, i64* %57, align 8, !tbaa.struct !19
  %62 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 1
  store double %36, double* %62, align 8, !tbaa.struct !20
  %63 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 2
  %64 = bitcast %struct.pair* %63 to i64*
  store i64 %39, i64* %64, align 8, !tbaa.struct !21
  %65 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 3
  store i64 %44, i64* %65, align 8, !tbaa.struct !22
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone uwtable
define internal fastcc i64 @big_sum([7 x i64] %0) unnamed_addr #6 {
  %2 = extractvalue [7 x i64] %0, 0
  %3 = extractvalue [7 x i64] %0, 1
  %4 = extractvalue [7 x i64] %0, 2
  %5 = extractvalue [7 x i64] %0, 3
  %6 = extractvalue [7 x i64] %0, 4
  %7 = bitcast i64 %6 to double
  %8 = extractvalue [7 x i64] %0, 5
  %9 = extractvalue [7 x i64] %0, 6
  %10 = shl i64 %2, 32
  %11 = ashr exact i64 %10, 32
  %12 = ashr i64 %2, 32
  %13 = add nsw i64 %11, %12
  %14 = shl i64 %3, 32
  %15 = ashr exact i64 %14, 32
  %16 = add nsw i64 %13, %15
  %17 = ashr i64 %3, 32
  %18 = add nsw i64 %16, %17
  %19 = shl i64 %4, 32
  %20 = ashr exact i64 %19, 32
  %21 = add nsw i64 %18, %20
  %22 = ashr i64 %4, 32
  %23 = add nsw i64 %21, %22
  %24 = shl i64 %5, 32
  %25 = ashr exact i64 %24, 32
  %26 = add nsw i64 %23, %25
  %27 = ashr i64 %5, 32
  %28 = add nsw i64 %26, %27
  %29 = shl i64 %8, 32
  %30 = ashr exact i64 %29, 32
  %31 = ashr i64 %8, 32
  %32 = fmul double %7, 1.000000e+02
  %33 = fptosi double %32 to i64
  %34 = add i64 %28, %9
  %35 = add i64 %34, %30
  %36 = add i64 %35, %31
  %37 = add i64 %36, %33
  ret i64 %37
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
  %36 = tail call fastcc i64 @big_sum([7 x i64] %6)
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{i64 0, i64 32, !12, i64 32, i64 8, !13, i64 40, i64 4, !5, i64 44, i64 4, !5, i64 48, i64 8, !15}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{i64 0, i64 24, !12, i64 24, i64 8, !13, i64 32, i64 4, !5, i64 36, i64 4, !5, i64 40, i64 8, !15}
!18 = !{i64 0, i64 16, !12, i64 16, i64 8, !13, i64 24, i64 4, !5, i64 28, i64 4, !5, i64 32, i64 8, !15}
!19 = !{i64 0, i64 8, !12, i64 8, i64 8, !13, i64 16, i64 4, !5, i64 20, i64 4, !5, i64 24, i64 8, !15}
!20 = !{i64 0, i64 8, !13, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 8, !15}
!21 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 8, !15}
!22 = !{i64 0, i64 8, !15}
!23 = !{i64 0, i64 4, !5, i64 4, i64 4, !5}
!24 = !{!25, !14, i64 8}
!25 = !{!"node_rec", !26, i64 0, !27, i64 8, !7, i64 24}
!26 = !{!"pair", !6, i64 0, !6, i64 4}
!27 = !{!"vec2", !14, i64 0, !14, i64 8}
!28 = !{!25, !14, i64 16}
!29 = !{!25, !7, i64 24}
!30 = distinct !{!30, !10}
!31 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 8, !13, i64 16, i64 8, !13, i64 24, i64 1, !12}
!32 = !{i64 0, i64 4, !5, i64 4, i64 8, !13, i64 12, i64 8, !13, i64 20, i64 1, !12}
!33 = !{i64 0, i64 8, !13, i64 8, i64 8, !13, i64 16, i64 1, !12}
!34 = !{!25, !6, i64 0}
!35 = !{!25, !6, i64 4}
!36 = distinct !{!36, !10}
!37 = distinct !{!37, !10}
!38 = distinct !{!38, !10}
