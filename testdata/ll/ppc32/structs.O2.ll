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
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %65)
  %66 = bitcast i64* %16 to i8*
  %67 = bitcast i64* %19 to i8*
  %68 = bitcast %struct.wide* %21 to i8*
  %69 = bitcast %struct.vec2* %22 to i8*
  %70 = bitcast %struct.vec2* %23 to i8*
  %71 = bitcast i64* %25 to i8*
  %72 = bitcast %struct.mixed2* %27 to i8*
  %73 = bitcast %struct.vec3* %28 to i8*
  %74 = getelementptr inbounds %struct.vec3, %struct.vec3* %28, i32 0, i32 0
  %75 = getelementptr inbounds %struct.vec3, %struct.vec3* %28, i32 0, i32 1
  %76 = getelementptr inbounds %struct.vec3, %struct.vec3* %28, i32 0, i32 2
  %77 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 0
  %78 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 1
  %79 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 2
  br label %80

80:                                               ; preds = %0, %80
  %81 = phi i32 [ 0, %0 ], [ %101, %80 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %66) #9
  %82 = mul i32 %34, %81
  %83 = sub i32 0, %82
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %18, i32 noundef %81, i32 noundef %83)
  call fastcc void @pair_add(%struct.pair* nonnull sret(%struct.pair) align 4 %17, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %2, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %18)
  %84 = load i64, i64* %16, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %66) #9
  store i64 %84, i64* %1, align 8
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %67) #9
  call fastcc void @trio_bump(%struct.trio* nonnull sret(%struct.trio) align 4 %20, %struct.trio* noundef nonnull byval(%struct.trio) align 4 %4, i32 noundef %81)
  %85 = load i64, i64* %19, align 8
  store i64 %85, i64* %3, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %67) #9
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %68) #9
  %86 = trunc i32 %81 to i8
  %87 = urem i8 %86, 3
  %88 = icmp eq i8 %87, 0
  %89 = select i1 %88, i32 3, i32 -2
  call fastcc void @wide_mul(%struct.wide* nonnull sret(%struct.wide) align 8 %21, %struct.wide* noundef nonnull byval(%struct.wide) align 8 %5, i32 noundef %89)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(16) %44, i8* noundef nonnull align 8 dereferenceable(16) %68, i32 16, i1 false), !tbaa.struct !31
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %68) #9
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %69) #9
  call fastcc void @vec2_rot90(%struct.vec2* nonnull sret(%struct.vec2) align 8 %22, %struct.vec2* noundef nonnull byval(%struct.vec2) align 8 %6)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(16) %49, i8* noundef nonnull align 8 dereferenceable(16) %69, i32 16, i1 false), !tbaa.struct !33
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %69) #9
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %70) #9
  call fastcc void @vec2_rot90(%struct.vec2* nonnull sret(%struct.vec2) align 8 %24, %struct.vec2* noundef nonnull byval(%struct.vec2) align 8 %6)
  call fastcc void @vec2_scale_add(%struct.vec2* nonnull sret(%struct.vec2) align 8 %23, %struct.vec2* noundef nonnull byval(%struct.vec2) align 8 %6, %struct.vec2* noundef nonnull byval(%struct.vec2) align 8 %24)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(16) %49, i8* noundef nonnull align 8 dereferenceable(16) %70, i32 16, i1 false), !tbaa.struct !33
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %70) #9
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %71) #9
  call fastcc void @mixed_step(%struct.mixed* nonnull sret(%struct.mixed) align 4 %26, %struct.mixed* noundef nonnull byval(%struct.mixed) align 4 %8)
  %90 = load i64, i64* %25, align 8
  store i64 %90, i64* %7, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %71) #9
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %72) #9
  call fastcc void @mixed2_step(%struct.mixed2* nonnull sret(%struct.mixed2) align 8 %27, %struct.mixed2* noundef nonnull byval(%struct.mixed2) align 8 %9, %struct.mixed* noundef nonnull byval(%struct.mixed) align 4 %8)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(16) %56, i8* noundef nonnull align 8 dereferenceable(16) %72, i32 16, i1 false), !tbaa.struct !35
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %72) #9
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %73) #9
  call fastcc void @vec3_cross(%struct.vec3* nonnull sret(%struct.vec3) align 8 %28, %struct.vec3* noundef nonnull byval(%struct.vec3) align 8 %10, %struct.vec3* noundef nonnull byval(%struct.vec3) align 8 %11)
  %91 = load double, double* %74, align 8, !tbaa.struct !36
  %92 = load double, double* %75, align 8, !tbaa.struct !33
  %93 = load double, double* %76, align 8, !tbaa.struct !37
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %73) #9
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(24) %57, i8* noundef nonnull align 8 dereferenceable(24) %61, i32 24, i1 false), !tbaa.struct !36
  %94 = fmul double %91, 1.562500e-02
  %95 = fadd double %94, 1.000000e+00
  store double %95, double* %77, align 8, !tbaa !27
  %96 = fmul double %92, 1.562500e-02
  %97 = sitofp i32 %81 to double
  %98 = fsub double %96, %97
  store double %98, double* %78, align 8, !tbaa !29
  %99 = fmul double %93, 1.562500e-02
  %100 = fadd double %99, 1.250000e-01
  store double %100, double* %79, align 8, !tbaa !30
  %101 = add nuw nsw i32 %81, 1
  %102 = icmp eq i32 %101, 10
  br i1 %102, label %103, label %80, !llvm.loop !38

103:                                              ; preds = %80
  %104 = lshr i64 %84, 32
  %105 = trunc i64 %104 to i32
  %106 = trunc i64 %84 to i32
  %107 = lshr i64 %85, 48
  %108 = trunc i64 %107 to i16
  %109 = lshr i64 %85, 40
  %110 = trunc i64 %109 to i8
  %111 = trunc i64 %85 to i32
  %112 = trunc i64 %90 to i32
  %113 = lshr i64 %90, 32
  %114 = trunc i64 %113 to i32
  %115 = bitcast i32 %114 to float
  %116 = lshr i64 %85, 32
  %117 = trunc i64 %116 to i32
  %118 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %105, i32 noundef %106)
  %119 = sext i16 %108 to i32
  %120 = sext i8 %110 to i32
  %121 = and i32 %117, 255
  %122 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i32 0, i32 0), i32 noundef %119, i32 noundef %120, i32 noundef %121, i32 noundef %111)
  %123 = load i64, i64* %45, align 8, !tbaa !15
  %124 = load i32, i32* %48, align 8, !tbaa !18
  %125 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i32 0, i32 0), i64 noundef %123, i32 noundef %124)
  %126 = load double, double* %50, align 8, !tbaa !19
  %127 = load double, double* %51, align 8, !tbaa !22
  %128 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i32 0, i32 0), double noundef %126, double noundef %127)
  %129 = fpext float %115 to double
  %130 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i32 0, i32 0), double noundef %129, i32 noundef %112)
  %131 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 0
  %132 = load double, double* %131, align 8, !tbaa !40
  %133 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %9, i32 0, i32 1
  %134 = load i64, i64* %133, align 8, !tbaa !42
  %135 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i32 0, i32 0), double noundef %132, i64 noundef %134)
  %136 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i32 0, i32 0), double noundef %91, double noundef %92, double noundef %93)
  %137 = load i32, i32* @check, align 4, !tbaa !5
  %138 = mul i32 %137, 1000003
  %139 = ashr i32 %105, 31
  %140 = add i32 %139, %105
  %141 = add i32 %140, %138
  %142 = mul i32 %141, 1000003
  %143 = ashr i32 %106, 31
  %144 = add i32 %143, %106
  %145 = add i32 %144, %142
  %146 = mul i32 %145, 1000003
  %147 = ashr i16 %108, 15
  %148 = sext i16 %147 to i32
  %149 = add nsw i32 %148, %119
  %150 = add i32 %149, %146
  %151 = mul i32 %150, 1000003
  %152 = ashr i8 %110, 7
  %153 = sext i8 %152 to i32
  %154 = add nsw i32 %153, %120
  %155 = add i32 %154, %151
  %156 = mul i32 %155, 1000003
  %157 = add i32 %156, %121
  %158 = mul i32 %157, 1000003
  %159 = ashr i32 %111, 31
  %160 = add i32 %159, %111
  %161 = add i32 %160, %158
  %162 = mul i32 %161, 1000003
  %163 = trunc i64 %123 to i32
  %164 = lshr i64 %123, 32
  %165 = trunc i64 %164 to i32
  %166 = add i32 %165, %163
  %167 = add i32 %166, %162
  %168 = mul i32 %167, 1000003
  %169 = ashr i32 %124, 31
  %170 = add i32 %169, %124
  %171 = add i32 %170, %168
  %172 = fmul double %126, 1.000000e+03
  %173 = fptosi double %172 to i64
  %174 = mul i32 %171, 1000003
  %175 = trunc i64 %173 to i32
  %176 = lshr i64 %173, 32
  %177 = trunc i64 %176 to i32
  %178 = add i32 %177, %175
  %179 = add i32 %178, %174
  %180 = mul i32 %179, 1000003
  %181 = ashr i32 %112, 31
  %182 = add i32 %181, %112
  %183 = add i32 %182, %180
  %184 = mul i32 %183, 1000003
  %185 = trunc i64 %134 to i32
  %186 = lshr i64 %134, 32
  %187 = trunc i64 %186 to i32
  %188 = add i32 %187, %185
  %189 = add i32 %188, %184
  %190 = fmul double %93, 1.000000e+03
  %191 = fptosi double %190 to i64
  %192 = mul i32 %189, 1000003
  %193 = trunc i64 %191 to i32
  %194 = lshr i64 %191, 32
  %195 = trunc i64 %194 to i32
  %196 = add i32 %195, %193
  %197 = add i32 %196, %192
  store i32 %197, i32* @check, align 4, !tbaa !5
  %198 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 0, i32 0
  store i32 -3, i32* %198, align 8, !tbaa !5
  %199 = add nsw i32 %34, -3
  %200 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 0, i32 1
  store i32 %199, i32* %200, align 4, !tbaa !5
  %201 = shl nsw i32 %34, 1
  %202 = add nsw i32 %201, -3
  %203 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 0, i32 2
  store i32 %202, i32* %203, align 8, !tbaa !5
  %204 = mul nsw i32 %34, 3
  %205 = add nsw i32 %204, -3
  %206 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 0, i32 3
  store i32 %205, i32* %206, align 4, !tbaa !5
  %207 = shl nsw i32 %34, 2
  %208 = add nsw i32 %207, -3
  %209 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 0, i32 4
  store i32 %208, i32* %209, align 8, !tbaa !5
  %210 = mul nsw i32 %34, 5
  %211 = add nsw i32 %210, -3
  %212 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 0, i32 5
  store i32 %211, i32* %212, align 4, !tbaa !5
  %213 = mul nsw i32 %34, 6
  %214 = add nsw i32 %213, -3
  %215 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 0, i32 6
  store i32 %214, i32* %215, align 8, !tbaa !5
  %216 = mul nsw i32 %34, 7
  %217 = add nsw i32 %216, -3
  %218 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 0, i32 7
  store i32 %217, i32* %218, align 4, !tbaa !5
  %219 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 1
  store double 7.500000e-01, double* %219, align 8, !tbaa !43
  %220 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 2
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %220, i32 noundef 1, i32 noundef 2)
  %221 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 3
  store i64 4660, i64* %221, align 8, !tbaa !46
  %222 = bitcast %struct.big* %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %222) #9
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %29, %struct.big* noundef nonnull byval(%struct.big) align 8 %12, i32 noundef 2)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(56) %63, i8* noundef nonnull align 8 dereferenceable(56) %222, i32 56, i1 false), !tbaa.struct !47
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %222) #9
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %222) #9
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %29, %struct.big* noundef nonnull byval(%struct.big) align 8 %13, i32 noundef 3)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(56) %63, i8* noundef nonnull align 8 dereferenceable(56) %222, i32 56, i1 false), !tbaa.struct !47
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %222) #9
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %222) #9
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %29, %struct.big* noundef nonnull byval(%struct.big) align 8 %13, i32 noundef 4)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(56) %63, i8* noundef nonnull align 8 dereferenceable(56) %222, i32 56, i1 false), !tbaa.struct !47
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %222) #9
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %222) #9
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %29, %struct.big* noundef nonnull byval(%struct.big) align 8 %13, i32 noundef 5)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(56) %63, i8* noundef nonnull align 8 dereferenceable(56) %222, i32 56, i1 false), !tbaa.struct !47
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %222) #9
  %223 = bitcast i64* %33 to %struct.pair*
  %224 = tail call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %12)
  %225 = tail call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %13)
  %226 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 0, i32 7
  %227 = load i32, i32* %226, align 4, !tbaa !5
  %228 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 1
  %229 = load double, double* %228, align 8, !tbaa !43
  %230 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 2, i32 0
  %231 = load i32, i32* %230, align 8, !tbaa !49
  %232 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 2, i32 1
  %233 = load i32, i32* %232, align 4, !tbaa !50
  %234 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 3
  %235 = load i64, i64* %234, align 8, !tbaa !46
  %236 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.7, i32 0, i32 0), i64 noundef %224, i64 noundef %225, i32 noundef %227, double noundef %229, i32 noundef %231, i32 noundef %233, i64 noundef %235)
  %237 = tail call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %12)
  %238 = load i32, i32* @check, align 4, !tbaa !5
  %239 = mul i32 %238, 1000003
  %240 = trunc i64 %237 to i32
  %241 = lshr i64 %237, 32
  %242 = trunc i64 %241 to i32
  %243 = add i32 %242, %240
  %244 = add i32 %243, %239
  %245 = tail call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %13)
  %246 = mul i32 %244, 1000003
  %247 = trunc i64 %245 to i32
  %248 = lshr i64 %245, 32
  %249 = trunc i64 %248 to i32
  %250 = add i32 %249, %247
  %251 = add i32 %250, %246
  store i32 %251, i32* @check, align 4, !tbaa !5
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %30, i32 noundef 3, i32 noundef 4)
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %31, i32 noundef %39, i32 noundef %34)
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %32, i32 noundef 6, i32 noundef 7)
  %252 = tail call fastcc i64 @many_structs(%struct.pair* noundef nonnull byval(%struct.pair) align 4 %2, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %30, %struct.wide* noundef nonnull byval(%struct.wide) align 8 %5, %struct.vec2* noundef nonnull byval(%struct.vec2) align 8 %6, %struct.mixed* noundef nonnull byval(%struct.mixed) align 4 %8, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %31, %struct.wide* noundef nonnull byval(%struct.wide) align 8 @__const.main.g, %struct.vec2* noundef nonnull byval(%struct.vec2) align 8 @__const.main.h, %struct.big* noundef nonnull byval(%struct.big) align 8 %13, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %32)
  %253 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i32 0, i32 0), i64 noundef %252)
  %254 = load i32, i32* @check, align 4, !tbaa !5
  %255 = mul i32 %254, 1000003
  %256 = trunc i64 %252 to i32
  %257 = lshr i64 %252, 32
  %258 = trunc i64 %257 to i32
  %259 = add i32 %258, %256
  %260 = add i32 %259, %255
  store i32 %260, i32* @check, align 4, !tbaa !5
  %261 = bitcast i64* %33 to i8*
  br label %262

262:                                              ; preds = %103, %262
  %263 = phi i32 [ 0, %103 ], [ %283, %262 ]
  %264 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %263
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %261) #9
  %265 = mul nuw nsw i32 %263, 7
  %266 = add nsw i32 %265, %34
  %267 = srem i32 %266, 5
  %268 = trunc i32 %263 to i8
  %269 = mul i8 %268, 11
  %270 = urem i8 %269, 13
  %271 = zext i8 %270 to i32
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %223, i32 noundef %267, i32 noundef %271)
  %272 = bitcast %struct.node_rec* %264 to i64*
  %273 = load i64, i64* %33, align 8
  store i64 %273, i64* %272, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %261) #9
  %274 = sitofp i32 %263 to double
  %275 = fmul double %274, 5.000000e-01
  %276 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %263, i32 1, i32 0
  store double %275, double* %276, align 8, !tbaa !51
  %277 = sub nsw i32 0, %263
  %278 = sitofp i32 %277 to double
  %279 = fmul double %278, 2.500000e-01
  %280 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %263, i32 1, i32 1
  store double %279, double* %280, align 8, !tbaa !53
  %281 = mul i8 %268, 40
  %282 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %263, i32 2
  store i8 %281, i8* %282, align 8, !tbaa !54
  %283 = add nuw nsw i32 %263, 1
  %284 = icmp eq i32 %283, 12
  br i1 %284, label %285, label %262, !llvm.loop !55

285:                                              ; preds = %262, %311
  %286 = phi i32 [ %317, %311 ], [ 1, %262 ]
  %287 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %286, i32 0, i32 0
  %288 = load i32, i32* %287, align 8, !tbaa.struct !56
  %289 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %286, i32 0, i32 1
  %290 = load i32, i32* %289, align 4, !tbaa.struct !57
  %291 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %286, i32 1
  %292 = bitcast %struct.vec2* %291 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(24) %65, i8* noundef nonnull align 8 dereferenceable(24) %292, i32 24, i1 false), !tbaa.struct !58
  br label %293

293:                                              ; preds = %285, %306
  %294 = phi i32 [ %286, %285 ], [ %295, %306 ]
  %295 = add nsw i32 %294, -1
  %296 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %295
  %297 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %296, i32 0, i32 0, i32 0
  %298 = load i32, i32* %297, align 8, !tbaa !59
  %299 = icmp eq i32 %298, %288
  br i1 %299, label %302, label %300

300:                                              ; preds = %293
  %301 = icmp slt i32 %298, %288
  br i1 %301, label %311, label %306

302:                                              ; preds = %293
  %303 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %295, i32 0, i32 1
  %304 = load i32, i32* %303, align 4, !tbaa !60
  %305 = icmp sgt i32 %304, %290
  br i1 %305, label %306, label %311

306:                                              ; preds = %302, %300
  %307 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %294
  %308 = bitcast %struct.node_rec* %307 to i8*
  %309 = bitcast %struct.node_rec* %296 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(32) %308, i8* noundef nonnull align 8 dereferenceable(32) %309, i32 32, i1 false), !tbaa.struct !56
  %310 = icmp sgt i32 %294, 1
  br i1 %310, label %293, label %311, !llvm.loop !61

311:                                              ; preds = %300, %302, %306
  %312 = phi i32 [ %294, %300 ], [ %294, %302 ], [ 0, %306 ]
  %313 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %312, i32 0, i32 0
  store i32 %288, i32* %313, align 8, !tbaa.struct !56
  %314 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %312, i32 0, i32 1
  store i32 %290, i32* %314, align 4, !tbaa.struct !57
  %315 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %312, i32 1
  %316 = bitcast %struct.vec2* %315 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(24) %316, i8* noundef nonnull align 8 dereferenceable(24) %65, i32 24, i1 false), !tbaa.struct !58
  %317 = add nuw nsw i32 %286, 1
  %318 = icmp eq i32 %317, 12
  br i1 %318, label %319, label %285, !llvm.loop !62

319:                                              ; preds = %311, %319
  %320 = phi i32 [ %341, %319 ], [ 0, %311 ]
  %321 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %320, i32 0, i32 0
  %322 = load i32, i32* %321, align 8, !tbaa !59
  %323 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %320, i32 0, i32 1
  %324 = load i32, i32* %323, align 4, !tbaa !60
  %325 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %320, i32 1, i32 0
  %326 = load double, double* %325, align 8, !tbaa !51
  %327 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %320, i32 1, i32 1
  %328 = load double, double* %327, align 8, !tbaa !53
  %329 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 %320, i32 2
  %330 = load i8, i8* %329, align 8, !tbaa !54
  %331 = zext i8 %330 to i32
  %332 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.9, i32 0, i32 0), i32 noundef %320, i32 noundef %322, i32 noundef %324, double noundef %326, double noundef %328, i32 noundef %331)
  %333 = mul nsw i32 %322, 100
  %334 = add nsw i32 %333, %324
  %335 = add nsw i32 %334, %331
  %336 = load i32, i32* @check, align 4, !tbaa !5
  %337 = mul i32 %336, 1000003
  %338 = ashr i32 %335, 31
  %339 = add i32 %338, %335
  %340 = add i32 %339, %337
  store i32 %340, i32* @check, align 4, !tbaa !5
  %341 = add nuw nsw i32 %320, 1
  %342 = icmp eq i32 %341, 12
  br i1 %342, label %343, label %319, !llvm.loop !63

343:                                              ; preds = %319
  %344 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 9, i32 0, i32 0
  %345 = load i32, i32* %344, align 8
  %346 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %14, i32 0, i32 9, i32 0, i32 1
  %347 = load i32, i32* %346, align 4
  %348 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.10, i32 0, i32 0), i32 noundef %345, i32 noundef %347, i32 noundef %345, i32 noundef 99)
  %349 = load i32, i32* @check, align 4, !tbaa !5
  %350 = mul i32 %349, 1000003
  %351 = ashr i32 %347, 31
  %352 = add i32 %351, %347
  %353 = add i32 %352, %350
  store i32 %353, i32* @check, align 4, !tbaa !5
  %354 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i32 0, i32 0), i32 noundef %353)
  %355 = load i32, i32* @check, align 4, !tbaa !5
  %356 = and i32 %355, 127
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %65)
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
  ret i32 %356
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @pair_make(%struct.pair* noalias nocapture writeonly sret(%struct.pair) align 4 %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 0
  store i32 %1, i32* %4, align 4, !tbaa !64
  %5 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 1
  store i32 %2, i32* %5, align 4, !tbaa !65
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @pair_add(%struct.pair* noalias nocapture writeonly sret(%struct.pair) align 4 %0, %struct.pair* nocapture noundef readonly byval(%struct.pair) align 4 %1, %struct.pair* nocapture noundef readonly byval(%struct.pair) align 4 %2) unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !64
  %6 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 0
  %7 = load i32, i32* %6, align 4, !tbaa !64
  %8 = add nsw i32 %7, %5
  %9 = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 0, i32 1
  %10 = load i32, i32* %9, align 4, !tbaa !65
  %11 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 1
  %12 = load i32, i32* %11, align 4, !tbaa !65
  %13 = add nsw i32 %12, %10
  tail call fastcc void @pair_make(%struct.pair* sret(%struct.pair) align 4 %0, i32 noundef %8, i32 noundef %13)
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
  %5 = load double, double* %4, align 8, !tbaa !40
  %6 = getelementptr inbounds %struct.mixed, %struct.mixed* %2, i32 0, i32 0
  %7 = load float, float* %6, align 4, !tbaa !23
  %8 = fpext float %7 to double
  %9 = fadd double %5, %8
  store double %9, double* %4, align 8, !tbaa !40
  %10 = getelementptr inbounds %struct.mixed2, %struct.mixed2* %1, i32 0, i32 1
  %11 = load i64, i64* %10, align 8, !tbaa !42
  %12 = mul nsw i64 %11, 10
  %13 = getelementptr inbounds %struct.mixed, %struct.mixed* %2, i32 0, i32 1
  %14 = load i32, i32* %13, align 4, !tbaa !26
  %15 = sext i32 %14 to i64
  %16 = add nsw i64 %12, %15
  store i64 %16, i64* %10, align 8, !tbaa !42
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
  %6 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 0
  %7 = load i32, i32* %6, align 8, !tbaa !5
  %8 = mul nsw i32 %7, %2
  store i32 %8, i32* %6, align 8, !tbaa !5
  %9 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 1
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = mul nsw i32 %10, %2
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %9, align 4, !tbaa !5
  %13 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 2
  %14 = load i32, i32* %13, align 8, !tbaa !5
  %15 = mul nsw i32 %14, %2
  %16 = add nsw i32 %15, 2
  store i32 %16, i32* %13, align 8, !tbaa !5
  %17 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 3
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = mul nsw i32 %18, %2
  %20 = add nsw i32 %19, 3
  store i32 %20, i32* %17, align 4, !tbaa !5
  %21 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 4
  %22 = load i32, i32* %21, align 8, !tbaa !5
  %23 = mul nsw i32 %22, %2
  %24 = add nsw i32 %23, 4
  store i32 %24, i32* %21, align 8, !tbaa !5
  %25 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 5
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = mul nsw i32 %26, %2
  %28 = add nsw i32 %27, 5
  store i32 %28, i32* %25, align 4, !tbaa !5
  %29 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 6
  %30 = load i32, i32* %29, align 8, !tbaa !5
  %31 = mul nsw i32 %30, %2
  %32 = add nsw i32 %31, 6
  store i32 %32, i32* %29, align 8, !tbaa !5
  %33 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 7
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = mul nsw i32 %34, %2
  %36 = add nsw i32 %35, 7
  store i32 %36, i32* %33, align 4, !tbaa !5
  %37 = bitcast i64* %4 to %struct.pair*
  %38 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 1
  %39 = load double, double* %38, align 8, !tbaa !43
  %40 = fmul double %39, 1.500000e+00
  store double %40, double* %38, align 8, !tbaa !43
  %41 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 2
  %42 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %42) #9
  %43 = sub nsw i32 0, %2
  call fastcc void @pair_make(%struct.pair* nonnull sret(%struct.pair) align 4 %5, i32 noundef %2, i32 noundef %43)
  call fastcc void @pair_add(%struct.pair* nonnull sret(%struct.pair) align 4 %37, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %41, %struct.pair* noundef nonnull byval(%struct.pair) align 4 %5)
  %44 = bitcast %struct.pair* %41 to i64*
  %45 = load i64, i64* %4, align 8
  store i64 %45, i64* %44, align 8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %42) #9
  %46 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 3
  %47 = load i64, i64* %46, align 8, !tbaa !46
  %48 = sext i32 %2 to i64
  %49 = add nsw i32 %2, 30
  %50 = zext i32 %49 to i64
  %51 = shl i64 %48, %50
  %52 = xor i64 %47, %51
  store i64 %52, i64* %46, align 8, !tbaa !46
  %53 = bitcast %struct.big* %0 to i8*
  %54 = bitcast %struct.big* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(56) %53, i8* noundef nonnull align 8 dereferenceable(56) %54, i32 56, i1 false), !tbaa.struct !47
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @big_sum(%struct.big* nocapture noundef readonly byval(%struct.big) align 8 %0) unnamed_addr #8 {
  %2 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 0
  %3 = load i32, i32* %2, align 8, !tbaa !5
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %4, %7
  %9 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 2
  %10 = load i32, i32* %9, align 8, !tbaa !5
  %11 = sext i32 %10 to i64
  %12 = add nsw i64 %8, %11
  %13 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 3
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = sext i32 %14 to i64
  %16 = add nsw i64 %12, %15
  %17 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 4
  %18 = load i32, i32* %17, align 8, !tbaa !5
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %16, %19
  %21 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 5
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %20, %23
  %25 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 6
  %26 = load i32, i32* %25, align 8, !tbaa !5
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %24, %27
  %29 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 7
  %30 = load i32, i32* %29, align 4, !tbaa !5
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %28, %31
  %33 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 2, i32 0
  %34 = load i32, i32* %33, align 8, !tbaa !49
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %32, %35
  %37 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 2, i32 1
  %38 = load i32, i32* %37, align 4, !tbaa !50
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %36, %39
  %41 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 1
  %42 = load double, double* %41, align 8, !tbaa !43
  %43 = fmul double %42, 1.000000e+02
  %44 = fptosi double %43 to i64
  %45 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 3
  %46 = load i64, i64* %45, align 8, !tbaa !46
  %47 = add i64 %40, %46
  %48 = add i64 %47, %44
  ret i64 %48
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @many_structs(%struct.pair* nocapture noundef readonly byval(%struct.pair) align 4 %0, %struct.pair* nocapture noundef readonly byval(%struct.pair) align 4 %1, %struct.wide* nocapture noundef readonly byval(%struct.wide) align 8 %2, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 8 %3, %struct.mixed* nocapture noundef readonly byval(%struct.mixed) align 4 %4, %struct.pair* nocapture noundef readonly byval(%struct.pair) align 4 %5, %struct.wide* nocapture noundef readonly byval(%struct.wide) align 8 %6, %struct.vec2* nocapture noundef readonly byval(%struct.vec2) align 8 %7, %struct.big* nocapture noundef readonly byval(%struct.big) align 8 %8, %struct.pair* nocapture noundef readonly byval(%struct.pair) align 4 %9) unnamed_addr #8 {
  %11 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 0
  %12 = load i32, i32* %11, align 4, !tbaa !64
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 1
  %15 = load i32, i32* %14, align 4, !tbaa !65
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 0, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !64
  %19 = shl nsw i32 %18, 1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.pair, %struct.pair* %1, i32 0, i32 1
  %22 = load i32, i32* %21, align 4, !tbaa !65
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
  %45 = load i32, i32* %44, align 4, !tbaa !64
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds %struct.pair, %struct.pair* %5, i32 0, i32 1
  %48 = load i32, i32* %47, align 4, !tbaa !65
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
  %61 = tail call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %8)
  %62 = getelementptr inbounds %struct.pair, %struct.pair* %9, i32 0, i32 0
  %63 = load i32, i32* %62, align 4, !tbaa !64
  %64 = getelementptr inbounds %struct.pair, %struct.pair* %9, i32 0, i32 1
  %65 = load i32, i32* %64, align 4, !tbaa !65
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
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.mustprogress"}
!40 = !{!41, !21, i64 0}
!41 = !{!"mixed2", !21, i64 0, !17, i64 8}
!42 = !{!41, !17, i64 8}
!43 = !{!44, !21, i64 32}
!44 = !{!"big", !7, i64 0, !21, i64 32, !45, i64 40, !17, i64 48}
!45 = !{!"pair", !6, i64 0, !6, i64 4}
!46 = !{!44, !17, i64 48}
!47 = !{i64 0, i64 32, !48, i64 32, i64 8, !34, i64 40, i64 4, !5, i64 44, i64 4, !5, i64 48, i64 8, !32}
!48 = !{!7, !7, i64 0}
!49 = !{!44, !6, i64 40}
!50 = !{!44, !6, i64 44}
!51 = !{!52, !21, i64 8}
!52 = !{!"node_rec", !45, i64 0, !20, i64 8, !7, i64 24}
!53 = !{!52, !21, i64 16}
!54 = !{!52, !7, i64 24}
!55 = distinct !{!55, !39}
!56 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 8, !34, i64 16, i64 8, !34, i64 24, i64 1, !48}
!57 = !{i64 0, i64 4, !5, i64 4, i64 8, !34, i64 12, i64 8, !34, i64 20, i64 1, !48}
!58 = !{i64 0, i64 8, !34, i64 8, i64 8, !34, i64 16, i64 1, !48}
!59 = !{!52, !6, i64 0}
!60 = !{!52, !6, i64 4}
!61 = distinct !{!61, !39}
!62 = distinct !{!62, !39}
!63 = distinct !{!63, !39}
!64 = !{!45, !6, i64 0}
!65 = !{!45, !6, i64 4}
