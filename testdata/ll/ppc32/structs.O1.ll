; ModuleID = 'c/structs.c'
source_filename = "c/structs.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.mixed2 = type { double, i64 }
%struct.vec3 = type { double, double, double }
%struct.wide = type { i64, i32 }
%struct.vec2 = type { double, double }
%struct.pair = type { i32, i32 }
%struct.trio = type { i16, i8, i8, i32 }
%struct.mixed = type { float, i32 }
%struct.big = type { [8 x i32], double, %struct.pair, i64 }
%struct.node_rec = type { %struct.pair, %struct.vec2, i8 }

@vseed = internal global i32 5, align 4
@__const.main.m2 = private unnamed_addr constant %struct.mixed2 { double 0.000000e+00, i64 1 }, align 8
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
@__const.main.h = private unnamed_addr constant %struct.vec2 { double 1.005000e+02, double 2.500000e-01 }, align 8
@.str.8 = private unnamed_addr constant [21 x i8] c"many_structs = %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [42 x i8] c"rec[%d] key=(%d,%d) pos=(%g,%g) flags=%u\0A\00", align 1
@.str.10 = private unnamed_addr constant [55 x i8] c"copy[3].key=(%d,%d) recs[9].key.a=%d copy[9].key.a=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to %struct.pair*
  %3 = alloca i64, align 8
  %4 = bitcast i64* %3 to %struct.trio*
  %5 = alloca %struct.wide, align 8
  %6 = alloca %struct.vec2, align 8
  %7 = alloca i64, align 8
  %8 = bitcast i64* %7 to %struct.mixed*
  %9 = alloca %struct.mixed2, align 8
  %10 = alloca %struct.vec3, align 8
  %11 = alloca %struct.vec3, align 8
  %12 = alloca %struct.big, align 8
  %13 = alloca %struct.big, align 8
  %14 = alloca [12 x %struct.node_rec], align 8
  %15 = alloca { %struct.vec2, i8 }, align 8
  %16 = alloca i64, align 8
  %17 = bitcast i64* %16 to %struct.pair*
  %18 = alloca %struct.pair, align 4
  %19 = alloca i64, align 8
  %20 = bitcast i64* %19 to %struct.trio*
  %21 = alloca %struct.wide, align 8
  %22 = alloca %struct.vec2, align 8
  %23 = alloca %struct.vec2, align 8
  %24 = alloca %struct.vec2, align 8
  %25 = alloca i64, align 8
  %26 = bitcast i64* %25 to %struct.mixed*
  %27 = alloca %struct.mixed2, align 8
  %28 = alloca %struct.vec3, align 8
  %29 = alloca %struct.big, align 8
  %30 = alloca %struct.pair, align 4
  %31 = alloca %struct.pair, align 4
  %32 = alloca %struct.pair, align 4
  %33 = alloca i64, align 8
  %34 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %35 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35) #9
  %36 = shl nsw i32 %34, 1
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %2, i32 noundef %34, i32 noundef %36)
  %37 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %37) #9
  %38 = bitcast i64* %3 to i16*
  %39 = sub nsw i32 0, %34
  %40 = trunc i32 %39 to i16
  store i16 %40, i16* %38, align 8, !tbaa !9
  %41 = getelementptr inbounds %struct.trio, %struct.trio* %4, i32 0, i32 1
  store i8 100, i8* %41, align 2, !tbaa !12
  %42 = getelementptr inbounds %struct.trio, %struct.trio* %4, i32 0, i32 2
  store i8 -6, i8* %42, align 1, !tbaa !13
  %43 = getelementptr inbounds %struct.trio, %struct.trio* %4, i32 0, i32 3
  store i32 7, i32* %43, align 4, !tbaa !14
  %44 = bitcast %struct.wide* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %44) #9
  %45 = getelementptr inbounds %struct.wide, %struct.wide* %5, i32 0, i32 0
  %46 = sext i32 %34 to i64
  %47 = mul nsw i64 %46, -1000000007
  store i64 %47, i64* %45, align 8, !tbaa !15
  %48 = getelementptr inbounds %struct.wide, %struct.wide* %5, i32 0, i32 1
  store i32 %34, i32* %48, align 8, !tbaa !18
  %49 = bitcast %struct.vec2* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %49) #9
  %50 = getelementptr inbounds %struct.vec2, %struct.vec2* %6, i32 0, i32 0
  store double 1.000000e+00, double* %50, align 8, !tbaa !19
  %51 = getelementptr inbounds %struct.vec2, %struct.vec2* %6, i32 0, i32 1
  %52 = sitofp i32 %34 to double
  store double %52, double* %51, align 8, !tbaa !22
  %53 = bitcast i64* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %53) #9
  %54 = bitcast i64* %7 to float*
  store float 2.500000e-01, float* %54, align 8, !tbaa !23
  %55 = getelementptr inbounds %struct.mixed, %struct.mixed* %8, i32 0, i32 1
  store i32 %34, i32* %55, align 4, !tbaa !26
  %56 = bitcast %struct.mixed2* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %56) #9
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(16) %56, i8* noundef nonnull align 8 dereferenceable(16) bitcast (%struct.mixed2* @__const.main.m2 to i8*), i32 16, i1 false)
  %57 = bitcast %struct.vec3* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %57) #9
  %58 = getelementptr inbounds %struct.vec3, %struct.vec3* %10, i32 0, i32 0
  store double 1.000000e+00, double* %58, align 8, !tbaa !27
  %59 = getelementptr inbounds %struct.vec3, %struct.vec3* %10, i32 0, i32 1
  store double 2.000000e+00, double* %59, align 8, !tbaa !29
  %60 = getelementptr inbounds %struct.vec3, %struct.vec3* %10, i32 0, i32 2
  store double %52, double* %60, align 8, !tbaa !30
  %61 = bitcast %struct.vec3* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %61) #9
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(24) %61, i8* noundef nonnull align 8 dereferenceable(24) bitcast (%struct.vec3* @__const.main.b3 to i8*), i32 24, i1 false)
  %62 = bitcast %struct.big* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %62) #9
  %63 = bitcast %struct.big* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %63) #9
  %64 = bitcast [12 x %struct.node_rec]* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 384, i8* nonnull %64) #9
  %65 = bitcast { %struct.vec2, i8 }* %15 to i8*
  %66 = bitcast { %struct.vec2, i8 }* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %66)
  %67 = bitcast i64* %16 to i8*
  %68 = bitcast i64* %19 to i8*
  %69 = bitcast %struct.wide* %21 to i8*
  %70 = bitcast %struct.vec2* %22 to i8*
  %71 = bitcast %struct.vec2* %23 to i8*
  %72 = bitcast i64* %25 to i8*
  %73 = bitcast %struct.mixed2* %27 to i8*
  %74 = bitcast %struct.vec3* %28 to i8*
  %75 = getelementptr inbounds %struct.vec3, %struct.vec3* %28, i32 0, i32 0
  %76 = getelementptr inbounds %struct.vec3, %struct.vec3* %28, i32 0, i32 1
  %77 = getelementptr inbounds %struct.vec3, %struct.vec3* %28, i32 0, i32 2
  %78 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 0
  %79 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 1
  %80 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 2
  br label %81

81:                                               ; preds = %0, %81
  %82 = phi i32 [ 0, %0 ], [ %101, %81 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %67) #9
  %83 = mul i32 %34, %82
  %84 = sub i32 0, %83
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %18, i32 noundef %82, i32 noundef %84)
  call fastcc void @pair_add(%struct.pair* nonnull sret(%struct.pair) align 4 %17, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %2, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %18)
  %85 = load i64, i64* %16, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %67) #9
  store i64 %85, i64* %1, align 8
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %68) #9
  call fastcc void @trio_bump(%struct.trio* nonnull sret(%struct.trio) align 4 %20, %struct.trio* noundef nonnull byval(%struct.trio) align 4 %4, i32 noundef %82)
  %86 = load i64, i64* %19, align 8
  store i64 %86, i64* %3, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %68) #9
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %69) #9
  %87 = urem i32 %82, 3
  %88 = icmp eq i32 %87, 0
  %89 = select i1 %88, i32 3, i32 -2
  call fastcc void @wide_mul(%struct.wide* nonnull sret(%struct.wide) align 8 %21, %struct.wide* noundef nonnull byval(%struct.wide) align 8 %5, i32 noundef %89)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(16) %44, i8* noundef nonnull align 8 dereferenceable(16) %69, i32 16, i1 false), !tbaa.struct !31
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %69) #9
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %70) #9
  call fastcc void @vec2_rot90(%struct.vec2* nonnull sret(%struct.vec2) align 8 %22, %struct.vec2* noundef nonnull byval(%struct.vec2) align 8 %6)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(16) %49, i8* noundef nonnull align 8 dereferenceable(16) %70, i32 16, i1 false), !tbaa.struct !33
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %70) #9
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %71) #9
  call fastcc void @vec2_rot90(%struct.vec2* nonnull sret(%struct.vec2) align 8 %24, %struct.vec2* noundef nonnull byval(%struct.vec2) align 8 %6)
  call fastcc void @vec2_scale_add(%struct.vec2* nonnull sret(%struct.vec2) align 8 %23, %struct.vec2* noundef nonnull byval(%struct.vec2) align 8 %6, %struct.vec2* noundef nonnull byval(%struct.vec2) align 8 %24)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(16) %49, i8* noundef nonnull align 8 dereferenceable(16) %71, i32 16, i1 false), !tbaa.struct !33
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %71) #9
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %72) #9
  call fastcc void @mixed_step(%struct.mixed* nonnull sret(%struct.mixed) align 4 %26, %struct.mixed* noundef nonnull byval(%struct.mixed) align 4 %8)
  %90 = load i64, i64* %25, align 8
  store i64 %90, i64* %7, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %72) #9
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %73) #9
  call fastcc void @mixed2_step(%struct.mixed2* nonnull sret(%struct.mixed2) align 8 %27, %struct.mixed2* noundef nonnull byval(%struct.mixed2) align 8 %9, %struct.mixed* noundef nonnull byval(%struct.mixed) align 4 %8)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(16) %56, i8* noundef nonnull align 8 dereferenceable(16) %73, i32 16, i1 false), !tbaa.struct !35
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %73) #9
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %74) #9
  call fastcc void @vec3_cross(%struct.vec3* nonnull sret(%struct.vec3) align 8 %28, %struct.vec3* noundef nonnull byval(%struct.vec3) align 8 %10, %struct.vec3* noundef nonnull byval(%struct.vec3) align 8 %11)
  %91 = load double, double* %75, align 8, !tbaa.struct !36
  %92 = load double, double* %76, align 8, !tbaa.struct !33
  %93 = load double, double* %77, align 8, !tbaa.struct !37
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %74) #9
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(24) %57, i8* noundef nonnull align 8 dereferenceable(24) %61, i32 24, i1 false), !tbaa.struct !36
  store double %91, double* %78, align 8, !tbaa.struct !36
  store double %92, double* %79, align 8, !tbaa.struct !33
  store double %93, double* %80, align 8, !tbaa.struct !37
  %94 = fmul double %91, 1.562500e-02
  %95 = fadd double %94, 1.000000e+00
  store double %95, double* %78, align 8, !tbaa !27
  %96 = fmul double %92, 1.562500e-02
  %97 = sitofp i32 %82 to double
  %98 = fsub double %96, %97
  store double %98, double* %79, align 8, !tbaa !29
  %99 = fmul double %93, 1.562500e-02
  %100 = fadd double %99, 1.250000e-01
  store double %100, double* %80, align 8, !tbaa !30
  %101 = add nuw nsw i32 %82, 1
  %102 = icmp eq i32 %101, 10
  br i1 %102, label %103, label %81, !llvm.loop !38

103:                                              ; preds = %81
  %104 = bitcast i64* %1 to i32*
  %105 = load i32, i32* %104, align 8, !tbaa !41
  %106 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 1
  %107 = load i32, i32* %106, align 4, !tbaa !43
  %108 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %105, i32 noundef %107)
  %109 = load i16, i16* %38, align 8, !tbaa !9
  %110 = sext i16 %109 to i32
  %111 = load i8, i8* %41, align 2, !tbaa !12
  %112 = sext i8 %111 to i32
  %113 = load i8, i8* %42, align 1, !tbaa !13
  %114 = zext i8 %113 to i32
  %115 = load i32, i32* %43, align 4, !tbaa !14
  %116 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i32 0, i32 0), i32 noundef %110, i32 noundef %112, i32 noundef %114, i32 noundef %115)
  %117 = load i64, i64* %45, align 8, !tbaa !15
  %118 = load i32, i32* %48, align 8, !tbaa !18
  %119 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i32 0, i32 0), i64 noundef %117, i32 noundef %118)
  %120 = load double, double* %50, align 8, !tbaa !19
  %121 = load double, double* %51, align 8, !tbaa !22
  %122 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i32 0, i32 0), double noundef %120, double noundef %121)
  %123 = load float, float* %54, align 8, !tbaa !23
  %124 = fpext float %123 to double
  %125 = load i32, i32* %55, align 4, !tbaa !26
  %126 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i32 0, i32 0), double noundef %124, i32 noundef %125)
  %127 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 0
  %128 = load double, double* %127, align 8, !tbaa !44
  %129 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 1
  %130 = load i64, i64* %129, align 8, !tbaa !46
  %131 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i32 0, i32 0), double noundef %128, i64 noundef %130)
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i32 0, i32 0), double noundef %91, double noundef %92, double noundef %93)
  %133 = load i32, i32* @check, align 4, !tbaa !5
  %134 = mul i32 %133, 1000003
  %135 = ashr i32 %105, 31
  %136 = add i32 %135, %105
  %137 = add i32 %136, %134
  %138 = mul i32 %137, 1000003
  %139 = ashr i32 %107, 31
  %140 = add i32 %139, %107
  %141 = add i32 %140, %138
  %142 = mul i32 %141, 1000003
  %143 = sext i16 %109 to i32
  %144 = ashr i16 %109, 15
  %145 = sext i16 %144 to i32
  %146 = add nsw i32 %145, %143
  %147 = add i32 %146, %142
  %148 = mul i32 %147, 1000003
  %149 = sext i8 %111 to i32
  %150 = ashr i8 %111, 7
  %151 = sext i8 %150 to i32
  %152 = add nsw i32 %151, %149
  %153 = add i32 %152, %148
  %154 = mul i32 %153, 1000003
  %155 = zext i8 %113 to i32
  %156 = add i32 %154, %155
  %157 = mul i32 %156, 1000003
  %158 = ashr i32 %115, 31
  %159 = add i32 %158, %115
  %160 = add i32 %159, %157
  %161 = mul i32 %160, 1000003
  %162 = trunc i64 %117 to i32
  %163 = lshr i64 %117, 32
  %164 = trunc i64 %163 to i32
  %165 = add i32 %164, %162
  %166 = add i32 %165, %161
  %167 = mul i32 %166, 1000003
  %168 = ashr i32 %118, 31
  %169 = add i32 %168, %118
  %170 = add i32 %169, %167
  %171 = fmul double %120, 1.000000e+03
  %172 = fptosi double %171 to i64
  %173 = mul i32 %170, 1000003
  %174 = trunc i64 %172 to i32
  %175 = lshr i64 %172, 32
  %176 = trunc i64 %175 to i32
  %177 = add i32 %176, %174
  %178 = add i32 %177, %173
  %179 = mul i32 %178, 1000003
  %180 = ashr i32 %125, 31
  %181 = add i32 %180, %125
  %182 = add i32 %181, %179
  %183 = mul i32 %182, 1000003
  %184 = trunc i64 %130 to i32
  %185 = lshr i64 %130, 32
  %186 = trunc i64 %185 to i32
  %187 = add i32 %186, %184
  %188 = add i32 %187, %183
  %189 = fmul double %93, 1.000000e+03
  %190 = fptosi double %189 to i64
  %191 = mul i32 %188, 1000003
  %192 = trunc i64 %190 to i32
  %193 = lshr i64 %190, 32
  %194 = trunc i64 %193 to i32
  %195 = add i32 %194, %192
  %196 = add i32 %195, %191
  store i32 %196, i32* @check, align 4, !tbaa !5
  br label %197

197:                                              ; preds = %103, %197
  %198 = phi i32 [ 0, %103 ], [ %202, %197 ]
  %199 = mul nsw i32 %198, %34
  %200 = add nsw i32 %199, -3
  %201 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 0, i32 %198
  store i32 %200, i32* %201, align 4, !tbaa !5
  %202 = add nuw nsw i32 %198, 1
  %203 = icmp eq i32 %202, 8
  br i1 %203, label %204, label %197, !llvm.loop !47

204:                                              ; preds = %197
  %205 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 1
  store double 7.500000e-01, double* %205, align 8, !tbaa !48
  %206 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 2
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %206, i32 noundef 1, i32 noundef 2)
  %207 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 3
  store i64 4660, i64* %207, align 8, !tbaa !50
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(56) %63, i8* noundef nonnull align 8 dereferenceable(56) %62, i32 56, i1 false), !tbaa.struct !51
  %208 = bitcast %struct.big* %29 to i8*
  br label %209

209:                                              ; preds = %204, %209
  %210 = phi i32 [ 0, %204 ], [ %212, %209 ]
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %208) #9
  %211 = add nuw nsw i32 %210, 2
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %29, %struct.big* noundef nonnull byval(%struct.big) align 8 %13, i32 noundef %211)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(56) %63, i8* noundef nonnull align 8 dereferenceable(56) %208, i32 56, i1 false), !tbaa.struct !51
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %208) #9
  %212 = add nuw nsw i32 %210, 1
  %213 = icmp eq i32 %212, 4
  br i1 %213, label %214, label %209, !llvm.loop !53

214:                                              ; preds = %209
  %215 = bitcast i64* %33 to %struct.pair*
  %216 = call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %12)
  %217 = call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %29)
  %218 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 0, i32 7
  %219 = load i32, i32* %218, align 4, !tbaa !5
  %220 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 1
  %221 = load double, double* %220, align 8, !tbaa !48
  %222 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 2, i32 0
  %223 = load i32, i32* %222, align 8, !tbaa !54
  %224 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 2, i32 1
  %225 = load i32, i32* %224, align 4, !tbaa !55
  %226 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 3
  %227 = load i64, i64* %226, align 8, !tbaa !50
  %228 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.7, i32 0, i32 0), i64 noundef %216, i64 noundef %217, i32 noundef %219, double noundef %221, i32 noundef %223, i32 noundef %225, i64 noundef %227)
  %229 = call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %12)
  %230 = load i32, i32* @check, align 4, !tbaa !5
  %231 = mul i32 %230, 1000003
  %232 = trunc i64 %229 to i32
  %233 = lshr i64 %229, 32
  %234 = trunc i64 %233 to i32
  %235 = add i32 %234, %232
  %236 = add i32 %235, %231
  store i32 %236, i32* @check, align 4, !tbaa !5
  %237 = call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %13)
  %238 = mul i32 %236, 1000003
  %239 = trunc i64 %237 to i32
  %240 = lshr i64 %237, 32
  %241 = trunc i64 %240 to i32
  %242 = add i32 %241, %239
  %243 = add i32 %242, %238
  store i32 %243, i32* @check, align 4, !tbaa !5
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %30, i32 noundef 3, i32 noundef 4)
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %31, i32 noundef %39, i32 noundef %34)
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %32, i32 noundef 6, i32 noundef 7)
  %244 = call fastcc i64 @many_structs(%struct.pair* noundef nonnull byval(%struct.pair) align 4 %2, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %30, %struct.wide* noundef nonnull byval(%struct.wide) align 8 %5, %struct.vec2* noundef nonnull byval(%struct.vec2) align 8 %6, %struct.mixed* noundef nonnull byval(%struct.mixed) align 4 %8, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %31, %struct.wide* noundef nonnull byval(%struct.wide) align 8 @__const.main.g, %struct.vec2* noundef nonnull byval(%struct.vec2) align 8 @__const.main.h, %struct.big* noundef nonnull byval(%struct.big) align 8 %13, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %32)
  %245 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i32 0, i32 0), i64 noundef %244)
  %246 = load i32, i32* @check, align 4, !tbaa !5
  %247 = mul i32 %246, 1000003
  %248 = trunc i64 %244 to i32
  %249 = lshr i64 %244, 32
  %250 = trunc i64 %249 to i32
  %251 = add i32 %250, %248
  %252 = add i32 %251, %247
  store i32 %252, i32* @check, align 4, !tbaa !5
  %253 = bitcast i64* %33 to i8*
  br label %254

254:                                              ; preds = %214, %254
  %255 = phi i32 [ 0, %214 ], [ %274, %254 ]
  %256 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %255
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %253) #9
  %257 = mul nuw nsw i32 %255, 7
  %258 = add nsw i32 %257, %34
  %259 = srem i32 %258, 5
  %260 = mul nuw nsw i32 %255, 11
  %261 = urem i32 %260, 13
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %215, i32 noundef %259, i32 noundef %261)
  %262 = bitcast %struct.node_rec* %256 to i64*
  %263 = load i64, i64* %33, align 8
  store i64 %263, i64* %262, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %253) #9
  %264 = sitofp i32 %255 to double
  %265 = fmul double %264, 5.000000e-01
  %266 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %255, i32 1, i32 0
  store double %265, double* %266, align 8, !tbaa !56
  %267 = sub nsw i32 0, %255
  %268 = sitofp i32 %267 to double
  %269 = fmul double %268, 2.500000e-01
  %270 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %255, i32 1, i32 1
  store double %269, double* %270, align 8, !tbaa !58
  %271 = trunc i32 %255 to i8
  %272 = mul i8 %271, 40
  %273 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %255, i32 2
  store i8 %272, i8* %273, align 8, !tbaa !59
  %274 = add nuw nsw i32 %255, 1
  %275 = icmp eq i32 %274, 12
  br i1 %275, label %276, label %254, !llvm.loop !60

276:                                              ; preds = %254, %309
  %277 = phi i32 [ %315, %309 ], [ 1, %254 ]
  %278 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %277, i32 0, i32 0
  %279 = load i32, i32* %278, align 8, !tbaa.struct !61
  %280 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %277, i32 0, i32 1
  %281 = load i32, i32* %280, align 4, !tbaa.struct !62
  %282 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %277, i32 1
  %283 = bitcast %struct.vec2* %282 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(24) %65, i8* noundef nonnull align 8 dereferenceable(24) %283, i32 24, i1 false), !tbaa.struct !63
  br label %284

284:                                              ; preds = %276, %304
  %285 = phi i32 [ %277, %276 ], [ %286, %304 ]
  %286 = add nsw i32 %285, -1
  %287 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %286
  %288 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %287, i32 0, i32 0, i32 0
  %289 = load i32, i32* %288, align 8, !tbaa !64
  %290 = icmp eq i32 %289, %279
  br i1 %290, label %294, label %291

291:                                              ; preds = %284
  %292 = icmp slt i32 %289, %279
  %293 = select i1 %292, i32 -1, i32 1
  br label %301

294:                                              ; preds = %284
  %295 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %286, i32 0, i32 1
  %296 = load i32, i32* %295, align 4, !tbaa !65
  %297 = icmp eq i32 %296, %281
  br i1 %297, label %301, label %298

298:                                              ; preds = %294
  %299 = icmp slt i32 %296, %281
  %300 = select i1 %299, i32 -1, i32 1
  br label %301

301:                                              ; preds = %291, %294, %298
  %302 = phi i32 [ %293, %291 ], [ %300, %298 ], [ 0, %294 ]
  %303 = icmp sgt i32 %302, 0
  br i1 %303, label %304, label %309

304:                                              ; preds = %301
  %305 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %285
  %306 = bitcast %struct.node_rec* %305 to i8*
  %307 = bitcast %struct.node_rec* %287 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(32) %306, i8* noundef nonnull align 8 dereferenceable(32) %307, i32 32, i1 false), !tbaa.struct !61
  %308 = icmp sgt i32 %285, 1
  br i1 %308, label %284, label %309, !llvm.loop !66

309:                                              ; preds = %304, %301
  %310 = phi i32 [ 0, %304 ], [ %285, %301 ]
  %311 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %310, i32 0, i32 0
  store i32 %279, i32* %311, align 8, !tbaa.struct !61
  %312 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %310, i32 0, i32 1
  store i32 %281, i32* %312, align 4, !tbaa.struct !62
  %313 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %310, i32 1
  %314 = bitcast %struct.vec2* %313 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(24) %314, i8* noundef nonnull align 8 dereferenceable(24) %65, i32 24, i1 false), !tbaa.struct !63
  %315 = add nuw nsw i32 %277, 1
  %316 = icmp eq i32 %315, 12
  br i1 %316, label %317, label %276, !llvm.loop !67

317:                                              ; preds = %309, %317
  %318 = phi i32 [ %339, %317 ], [ 0, %309 ]
  %319 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %318, i32 0, i32 0
  %320 = load i32, i32* %319, align 8, !tbaa !64
  %321 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %318, i32 0, i32 1
  %322 = load i32, i32* %321, align 4, !tbaa !65
  %323 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %318, i32 1, i32 0
  %324 = load double, double* %323, align 8, !tbaa !56
  %325 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %318, i32 1, i32 1
  %326 = load double, double* %325, align 8, !tbaa !58
  %327 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %318, i32 2
  %328 = load i8, i8* %327, align 8, !tbaa !59
  %329 = zext i8 %328 to i32
  %330 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.9, i32 0, i32 0), i32 noundef %318, i32 noundef %320, i32 noundef %322, double noundef %324, double noundef %326, i32 noundef %329)
  %331 = mul nsw i32 %320, 100
  %332 = add nsw i32 %331, %322
  %333 = add nsw i32 %332, %329
  %334 = load i32, i32* @check, align 4, !tbaa !5
  %335 = mul i32 %334, 1000003
  %336 = ashr i32 %333, 31
  %337 = add i32 %336, %333
  %338 = add i32 %337, %335
  store i32 %338, i32* @check, align 4, !tbaa !5
  %339 = add nuw nsw i32 %318, 1
  %340 = icmp eq i32 %339, 12
  br i1 %340, label %341, label %317, !llvm.loop !68

341:                                              ; preds = %317
  %342 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 9, i32 0, i32 0
  %343 = load i32, i32* %342, align 8
  %344 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 9, i32 0, i32 1
  %345 = load i32, i32* %344, align 4
  %346 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.10, i32 0, i32 0), i32 noundef %343, i32 noundef %345, i32 noundef %343, i32 noundef 99)
  %347 = load i32, i32* @check, align 4, !tbaa !5
  %348 = mul i32 %347, 1000003
  %349 = ashr i32 %345, 31
  %350 = add i32 %349, %345
  %351 = add i32 %350, %348
  store i32 %351, i32* @check, align 4, !tbaa !5
  %352 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i32 0, i32 0), i32 noundef %351)
  %353 = load i32, i32* @check, align 4, !tbaa !5
  %354 = and i32 %353, 127
  %355 = bitcast { %struct.vec2, i8 }* %15 to i8*
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %355)
  call void @llvm.lifetime.end.p0i8(i64 384, i8* nonnull %64) #9
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %63) #9
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %62) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %61) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %57) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %56) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %53) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %49) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %44) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %37) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35) #9
  ret i32 %354
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @pair_make(%struct.pair* noalias nocapture writeonly sret(%struct.pair) align 4 %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 0
  store i32 %1, i32* %4, align 4, !tbaa !41
  %5 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 1
  store i32 %2, i32* %5, align 4, !tbaa !43
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @pair_add(%struct.pair* noalias nocapture writeonly sret(%struct.pair) align 4 %0, %struct.pair* nocapture noundef readonly byval(%struct.pair) align 4 %1, %struct.pair* nocapture noundef readonly byval(%struct.pair) align 4 %2) unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !41
  %6 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 0
  %7 = load i32, i32* %6, align 4, !tbaa !41
  %8 = add nsw i32 %7, %5
  %9 = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 0, i32 1
  %10 = load i32, i32* %9, align 4, !tbaa !43
  %11 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 1
  %12 = load i32, i32* %11, align 4, !tbaa !43
  %13 = add nsw i32 %12, %10
  call fastcc void @pair_make(%struct.pair* sret(%struct.pair) align 4 %0, i32 noundef %8, i32 noundef %13)
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @trio_bump(%struct.trio* noalias nocapture writeonly sret(%struct.trio) align 4 %0, %struct.trio* nocapture noundef byval(%struct.trio) align 4 %1, i32 noundef %2) unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.trio, %struct.trio* %1, i32 0, i32 0
  %5 = load i16, i16* %4, align 4, !tbaa !9
  %6 = trunc i32 %2 to i16
  %7 = add i16 %5, %6
  store i16 %7, i16* %4, align 4, !tbaa !9
  %8 = getelementptr inbounds %struct.trio, %struct.trio* %1, i32 0, i32 1
  %9 = load i8, i8* %8, align 2, !tbaa !12
  %10 = add i8 %9, -1
  store i8 %10, i8* %8, align 2, !tbaa !12
  %11 = getelementptr inbounds %struct.trio, %struct.trio* %1, i32 0, i32 2
  %12 = load i8, i8* %11, align 1, !tbaa !13
  %13 = add i8 %12, 3
  store i8 %13, i8* %11, align 1, !tbaa !13
  %14 = getelementptr inbounds %struct.trio, %struct.trio* %1, i32 0, i32 3
  %15 = load i32, i32* %14, align 4, !tbaa !14
  %16 = shl nsw i32 %15, 1
  %17 = add nsw i32 %16, %2
  store i32 %17, i32* %14, align 4, !tbaa !14
  %18 = bitcast %struct.trio* %1 to i64*
  %19 = bitcast %struct.trio* %0 to i64*
  %20 = load i64, i64* %18, align 4
  store i64 %20, i64* %19, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @wide_mul(%struct.wide* noalias nocapture writeonly sret(%struct.wide) align 8 %0, %struct.wide* nocapture noundef readonly byval(%struct.wide) align 8 %1, i32 noundef %2) unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.wide, %struct.wide* %1, i32 0, i32 0
  %5 = load i64, i64* %4, align 8, !tbaa !15
  %6 = sext i32 %2 to i64
  %7 = mul nsw i64 %5, %6
  %8 = getelementptr inbounds %struct.wide, %struct.wide* %0, i32 0, i32 0
  store i64 %7, i64* %8, align 8, !tbaa !15
  %9 = getelementptr inbounds %struct.wide, %struct.wide* %1, i32 0, i32 1
  %10 = load i32, i32* %9, align 8, !tbaa !18
  %11 = add nsw i32 %10, %2
  %12 = getelementptr inbounds %struct.wide, %struct.wide* %0, i32 0, i32 1
  store i32 %11, i32* %12, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @vec2_rot90(%struct.vec2* noalias nocapture writeonly sret(%struct.vec2) align 8 %0, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 8 %1) unnamed_addr #4 {
  %3 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %4 = load double, double* %3, align 8, !tbaa !22
  %5 = fneg double %4
  %6 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  store double %5, double* %6, align 8, !tbaa !19
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %8 = load double, double* %7, align 8, !tbaa !19
  %9 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  store double %8, double* %9, align 8, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @vec2_scale_add(%struct.vec2* noalias nocapture writeonly sret(%struct.vec2) align 8 %0, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 8 %1, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 8 %2) unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %5 = load double, double* %4, align 8, !tbaa !19
  %6 = fmul double %5, 1.250000e+00
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %2, i32 0, i32 0
  %8 = load double, double* %7, align 8, !tbaa !19
  %9 = fadd double %6, %8
  %10 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  store double %9, double* %10, align 8, !tbaa !19
  %11 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %12 = load double, double* %11, align 8, !tbaa !22
  %13 = fmul double %12, 1.250000e+00
  %14 = getelementptr inbounds %struct.vec2, %struct.vec2* %2, i32 0, i32 1
  %15 = load double, double* %14, align 8, !tbaa !22
  %16 = fadd double %13, %15
  %17 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  store double %16, double* %17, align 8, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @mixed_step(%struct.mixed* noalias nocapture writeonly sret(%struct.mixed) align 4 %0, %struct.mixed* nocapture noundef byval(%struct.mixed) align 4 %1) unnamed_addr #4 {
  %3 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 0
  %4 = load float, float* %3, align 4, !tbaa !23
  %5 = fmul float %4, 5.000000e-01
  %6 = getelementptr inbounds %struct.mixed, %struct.mixed* %1, i32 0, i32 1
  %7 = load i32, i32* %6, align 4, !tbaa !26
  %8 = sitofp i32 %7 to float
  %9 = fadd float %5, %8
  store float %9, float* %3, align 4, !tbaa !23
  %10 = mul nsw i32 %7, 3
  %11 = add nsw i32 %10, -1
  store i32 %11, i32* %6, align 4, !tbaa !26
  %12 = bitcast %struct.mixed* %1 to i64*
  %13 = bitcast %struct.mixed* %0 to i64*
  %14 = load i64, i64* %12, align 4
  store i64 %14, i64* %13, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal fastcc void @mixed2_step(%struct.mixed2* noalias nocapture writeonly sret(%struct.mixed2) align 8 %0, %struct.mixed2* nocapture noundef byval(%struct.mixed2) align 8 %1, %struct.mixed* nocapture noundef readonly byval(%struct.mixed) align 4 %2) unnamed_addr #5 {
  %4 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %1, i32 0, i32 0
  %5 = load double, double* %4, align 8, !tbaa !44
  %6 = getelementptr inbounds %struct.mixed, %struct.mixed* %2, i32 0, i32 0
  %7 = load float, float* %6, align 4, !tbaa !23
  %8 = fpext float %7 to double
  %9 = fadd double %5, %8
  store double %9, double* %4, align 8, !tbaa !44
  %10 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %1, i32 0, i32 1
  %11 = load i64, i64* %10, align 8, !tbaa !46
  %12 = mul nsw i64 %11, 10
  %13 = getelementptr inbounds %struct.mixed, %struct.mixed* %2, i32 0, i32 1
  %14 = load i32, i32* %13, align 4, !tbaa !26
  %15 = sext i32 %14 to i64
  %16 = add nsw i64 %12, %15
  store i64 %16, i64* %10, align 8, !tbaa !46
  %17 = bitcast %struct.mixed2* %0 to i8*
  %18 = bitcast %struct.mixed2* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(16) %17, i8* noundef nonnull align 8 dereferenceable(16) %18, i32 16, i1 false), !tbaa.struct !35
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @vec3_cross(%struct.vec3* noalias nocapture writeonly sret(%struct.vec3) align 8 %0, %struct.vec3* nocapture noundef readonly byval(%struct.vec3) align 8 %1, %struct.vec3* nocapture noundef readonly byval(%struct.vec3) align 8 %2) unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 1
  %5 = load double, double* %4, align 8, !tbaa !29
  %6 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 2
  %7 = load double, double* %6, align 8, !tbaa !30
  %8 = fmul double %5, %7
  %9 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 2
  %10 = load double, double* %9, align 8, !tbaa !30
  %11 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 1
  %12 = load double, double* %11, align 8, !tbaa !29
  %13 = fmul double %10, %12
  %14 = fsub double %8, %13
  %15 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 0
  store double %14, double* %15, align 8, !tbaa !27
  %16 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i32 0, i32 0
  %17 = load double, double* %16, align 8, !tbaa !27
  %18 = fmul double %10, %17
  %19 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 0
  %20 = load double, double* %19, align 8, !tbaa !27
  %21 = fmul double %7, %20
  %22 = fsub double %18, %21
  %23 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 1
  store double %22, double* %23, align 8, !tbaa !29
  %24 = fmul double %12, %20
  %25 = fmul double %5, %17
  %26 = fsub double %24, %25
  %27 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 2
  store double %26, double* %27, align 8, !tbaa !30
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @big_transform(%struct.big* noalias nocapture writeonly sret(%struct.big) align 8 %0, %struct.big* nocapture noundef byval(%struct.big) align 8 %1, i32 noundef %2) unnamed_addr #7 {
  %4 = alloca i64, align 8
  %5 = alloca %struct.pair, align 4
  br label %6

6:                                                ; preds = %3, %6
  %7 = phi i32 [ 0, %3 ], [ %12, %6 ]
  %8 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 %7
  %9 = load i32, i32* %8, align 4, !tbaa !5
  %10 = mul nsw i32 %9, %2
  %11 = add nsw i32 %10, %7
  store i32 %11, i32* %8, align 4, !tbaa !5
  %12 = add nuw nsw i32 %7, 1
  %13 = icmp eq i32 %12, 8
  br i1 %13, label %14, label %6, !llvm.loop !69

14:                                               ; preds = %6
  %15 = bitcast i64* %4 to %struct.pair*
  %16 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 1
  %17 = load double, double* %16, align 8, !tbaa !48
  %18 = fmul double %17, 1.500000e+00
  store double %18, double* %16, align 8, !tbaa !48
  %19 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 2
  %20 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20) #9
  %21 = sub nsw i32 0, %2
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %5, i32 noundef %2, i32 noundef %21)
  call fastcc void @pair_add(%struct.pair* nonnull sret(%struct.pair) align 4 %15, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %19, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %5)
  %22 = bitcast %struct.pair* %19 to i64*
  %23 = load i64, i64* %4, align 8
  store i64 %23, i64* %22, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20) #9
  %24 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 3
  %25 = load i64, i64* %24, align 8, !tbaa !50
  %26 = sext i32 %2 to i64
  %27 = add nsw i32 %2, 30
  %28 = zext i32 %27 to i64
  %29 = shl i64 %26, %28
  %30 = xor i64 %25, %29
  store i64 %30, i64* %24, align 8, !tbaa !50
  %31 = bitcast %struct.big* %0 to i8*
  %32 = bitcast %struct.big* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(56) %31, i8* noundef nonnull align 8 dereferenceable(56) %32, i32 56, i1 false), !tbaa.struct !51
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @big_sum(%struct.big* nocapture noundef readonly byval(%struct.big) align 8 %0) unnamed_addr #8 {
  br label %2

2:                                                ; preds = %1, %2
  %3 = phi i32 [ 0, %1 ], [ %9, %2 ]
  %4 = phi i64 [ 0, %1 ], [ %8, %2 ]
  %5 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 %3
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %4, %7
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 8
  br i1 %10, label %11, label %2, !llvm.loop !70

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 2, i32 0
  %13 = load i32, i32* %12, align 8, !tbaa !54
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %8, %14
  %16 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 2, i32 1
  %17 = load i32, i32* %16, align 4, !tbaa !55
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 %15, %18
  %20 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 1
  %21 = load double, double* %20, align 8, !tbaa !48
  %22 = fmul double %21, 1.000000e+02
  %23 = fptosi double %22 to i64
  %24 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 3
  %25 = load i64, i64* %24, align 8, !tbaa !50
  %26 = add i64 %19, %25
  %27 = add i64 %26, %23
  ret i64 %27
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @many_structs(%struct.pair* nocapture noundef readonly byval(%struct.pair) align 4 %0, %struct.pair* nocapture noundef readonly byval(%struct.pair) align 4 %1, %struct.wide* nocapture noundef readonly byval(%struct.wide) align 8 %2, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 8 %3, %struct.mixed* nocapture noundef readonly byval(%struct.mixed) align 4 %4, %struct.pair* nocapture noundef readonly byval(%struct.pair) align 4 %5, %struct.wide* nocapture noundef readonly byval(%struct.wide) align 8 %6, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 8 %7, %struct.big* nocapture noundef readonly byval(%struct.big) align 8 %8, %struct.pair* nocapture noundef readonly byval(%struct.pair) align 4 %9) unnamed_addr #8 {
  %11 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 0
  %12 = load i32, i32* %11, align 4, !tbaa !41
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 1
  %15 = load i32, i32* %14, align 4, !tbaa !43
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 0, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !41
  %19 = shl nsw i32 %18, 1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 0, i32 1
  %22 = load i32, i32* %21, align 4, !tbaa !43
  %23 = mul nsw i32 %22, 3
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.wide, %struct.wide* %2, i32 0, i32 0
  %26 = load i64, i64* %25, align 8, !tbaa !15
  %27 = getelementptr inbounds %struct.wide, %struct.wide* %2, i32 0, i32 1
  %28 = load i32, i32* %27, align 8, !tbaa !18
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 0
  %31 = load double, double* %30, align 8, !tbaa !19
  %32 = fmul double %31, 1.000000e+01
  %33 = fptosi double %32 to i64
  %34 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 1
  %35 = load double, double* %34, align 8, !tbaa !22
  %36 = fmul double %35, 1.000000e+02
  %37 = fptosi double %36 to i64
  %38 = getelementptr inbounds %struct.mixed, %struct.mixed* %4, i32 0, i32 0
  %39 = load float, float* %38, align 4, !tbaa !23
  %40 = fptosi float %39 to i64
  %41 = getelementptr inbounds %struct.mixed, %struct.mixed* %4, i32 0, i32 1
  %42 = load i32, i32* %41, align 4, !tbaa !26
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds %struct.pair, %struct.pair* %5, i32 0, i32 0
  %45 = load i32, i32* %44, align 4, !tbaa !41
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds %struct.pair, %struct.pair* %5, i32 0, i32 1
  %48 = load i32, i32* %47, align 4, !tbaa !43
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 0
  %51 = load i64, i64* %50, align 8, !tbaa !15
  %52 = getelementptr inbounds %struct.wide, %struct.wide* %6, i32 0, i32 1
  %53 = load i32, i32* %52, align 8, !tbaa !18
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  %56 = load double, double* %55, align 8, !tbaa !19
  %57 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 1
  %58 = load double, double* %57, align 8, !tbaa !22
  %59 = fsub double %56, %58
  %60 = fptosi double %59 to i64
  %61 = call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %8)
  %62 = getelementptr inbounds %struct.pair, %struct.pair* %9, i32 0, i32 0
  %63 = load i32, i32* %62, align 4, !tbaa !41
  %64 = getelementptr inbounds %struct.pair, %struct.pair* %9, i32 0, i32 1
  %65 = load i32, i32* %64, align 4, !tbaa !43
  %66 = mul nsw i32 %65, %63
  %67 = sext i32 %66 to i64
  %68 = add nsw i64 %16, %13
  %69 = add nsw i64 %68, %20
  %70 = add i64 %69, %26
  %71 = add i64 %70, %24
  %72 = add i64 %71, %29
  %73 = add i64 %72, %33
  %74 = add i64 %73, %37
  %75 = add i64 %74, %40
  %76 = add i64 %75, %43
  %77 = add i64 %76, %46
  %78 = add i64 %77, %51
  %79 = add nsw i64 %49, %54
  %80 = sub i64 %78, %79
  %81 = add i64 %80, %61
  %82 = add i64 %81, %60
  %83 = add i64 %82, %67
  ret i64 %83
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #8 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { nounwind }

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
!10 = !{!"trio", !11, i64 0, !7, i64 2, !7, i64 3, !6, i64 4}
!11 = !{!"short", !7, i64 0}
!12 = !{!10, !7, i64 2}
!13 = !{!10, !7, i64 3}
!14 = !{!10, !6, i64 4}
!15 = !{!16, !17, i64 0}
!16 = !{!"wide", !17, i64 0, !6, i64 8}
!17 = !{!"long long", !7, i64 0}
!18 = !{!16, !6, i64 8}
!19 = !{!20, !21, i64 0}
!20 = !{!"vec2", !21, i64 0, !21, i64 8}
!21 = !{!"double", !7, i64 0}
!22 = !{!20, !21, i64 8}
!23 = !{!24, !25, i64 0}
!24 = !{!"mixed", !25, i64 0, !6, i64 4}
!25 = !{!"float", !7, i64 0}
!26 = !{!24, !6, i64 4}
!27 = !{!28, !21, i64 0}
!28 = !{!"vec3", !21, i64 0, !21, i64 8, !21, i64 16}
!29 = !{!28, !21, i64 8}
!30 = !{!28, !21, i64 16}
!31 = !{i64 0, i64 8, !32, i64 8, i64 4, !5}
!32 = !{!17, !17, i64 0}
!33 = !{i64 0, i64 8, !34, i64 8, i64 8, !34}
!34 = !{!21, !21, i64 0}
!35 = !{i64 0, i64 8, !34, i64 8, i64 8, !32}
!36 = !{i64 0, i64 8, !34, i64 8, i64 8, !34, i64 16, i64 8, !34}
!37 = !{i64 0, i64 8, !34}
!38 = distinct !{!38, !39, !40}
!39 = !{!"llvm.loop.mustprogress"}
!40 = !{!"llvm.loop.unroll.disable"}
!41 = !{!42, !6, i64 0}
!42 = !{!"pair", !6, i64 0, !6, i64 4}
!43 = !{!42, !6, i64 4}
!44 = !{!45, !21, i64 0}
!45 = !{!"mixed2", !21, i64 0, !17, i64 8}
!46 = !{!45, !17, i64 8}
!47 = distinct !{!47, !39, !40}
!48 = !{!49, !21, i64 32}
!49 = !{!"big", !7, i64 0, !21, i64 32, !42, i64 40, !17, i64 48}
!50 = !{!49, !17, i64 48}
!51 = !{i64 0, i64 32, !52, i64 32, i64 8, !34, i64 40, i64 4, !5, i64 44, i64 4, !5, i64 48, i64 8, !32}
!52 = !{!7, !7, i64 0}
!53 = distinct !{!53, !39, !40}
!54 = !{!49, !6, i64 40}
!55 = !{!49, !6, i64 44}
!56 = !{!57, !21, i64 8}
!57 = !{!"node_rec", !42, i64 0, !20, i64 8, !7, i64 24}
!58 = !{!57, !21, i64 16}
!59 = !{!57, !7, i64 24}
!60 = distinct !{!60, !39, !40}
!61 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 8, !34, i64 16, i64 8, !34, i64 24, i64 1, !52}
!62 = !{i64 0, i64 4, !5, i64 4, i64 8, !34, i64 12, i64 8, !34, i64 20, i64 1, !52}
!63 = !{i64 0, i64 8, !34, i64 8, i64 8, !34, i64 16, i64 1, !52}
!64 = !{!57, !6, i64 0}
!65 = !{!57, !6, i64 4}
!66 = distinct !{!66, !39, !40}
!67 = distinct !{!67, !39, !40}
!68 = distinct !{!68, !39, !40}
!69 = distinct !{!69, !39, !40}
!70 = distinct !{!70, !39, !40}
