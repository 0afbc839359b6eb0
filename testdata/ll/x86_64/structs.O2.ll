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
  %1 = alloca %struct.vec3, align 16
  %2 = alloca %struct.vec3, align 16
  %3 = alloca %struct.big, align 8
  %4 = alloca %struct.big, align 8
  %5 = alloca [12 x %struct.node_rec], align 16
  %6 = alloca { %struct.vec2, i8 }, align 8
  %7 = alloca %struct.vec3, align 16
  %8 = alloca %struct.big, align 8
  %9 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %10 = shl nsw i32 %9, 1
  %11 = tail call fastcc i64 @pair_make(i32 noundef %9, i32 noundef %10)
  %12 = sub nsw i32 0, %9
  %13 = zext i32 %12 to i64
  %14 = sext i32 %9 to i64
  %15 = mul nsw i64 %14, -1000000007
  %16 = sitofp i32 %9 to double
  %17 = bitcast %struct.vec3* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %17) #8
  %18 = bitcast %struct.vec3* %1 to <2 x double>*
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double>* %18, align 16, !tbaa !9
  %19 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 2
  store double %16, double* %19, align 16, !tbaa !11
  %20 = bitcast %struct.vec3* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %20) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %20, i8* noundef nonnull align 8 dereferenceable(24) bitcast (%struct.vec3* @__const.main.b3 to i8*), i64 24, i1 false)
  %21 = bitcast %struct.big* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %21) #8
  %22 = bitcast %struct.big* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %22) #8
  %23 = bitcast [12 x %struct.node_rec]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 384, i8* nonnull %23) #8
  %24 = bitcast { %struct.vec2, i8 }* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %24)
  %25 = bitcast %struct.vec3* %7 to i8*
  %26 = getelementptr inbounds %struct.vec3, %struct.vec3* %7, i64 0, i32 2
  %27 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i64 0, i32 2
  %28 = bitcast %struct.vec3* %7 to <2 x double>*
  %29 = bitcast %struct.vec3* %2 to <2 x double>*
  br label %30

30:                                               ; preds = %0, %30
  %31 = phi i64 [ %11, %0 ], [ %48, %30 ]
  %32 = phi i64 [ 7, %0 ], [ %61, %30 ]
  %33 = phi i64 [ 250, %0 ], [ %60, %30 ]
  %34 = phi i64 [ 100, %0 ], [ %59, %30 ]
  %35 = phi i64 [ %13, %0 ], [ %58, %30 ]
  %36 = phi i32 [ %9, %0 ], [ %68, %30 ]
  %37 = phi i64 [ %15, %0 ], [ %67, %30 ]
  %38 = phi double [ %16, %0 ], [ %77, %30 ]
  %39 = phi double [ 1.000000e+00, %0 ], [ %76, %30 ]
  %40 = phi i32 [ %9, %0 ], [ %84, %30 ]
  %41 = phi i64 [ 1048576000, %0 ], [ %82, %30 ]
  %42 = phi i64 [ 1, %0 ], [ %87, %30 ]
  %43 = phi double [ 0.000000e+00, %0 ], [ %86, %30 ]
  %44 = phi i32 [ 0, %0 ], [ %98, %30 ]
  %45 = mul i32 %9, %44
  %46 = sub i32 0, %45
  %47 = tail call fastcc i64 @pair_make(i32 noundef %44, i32 noundef %46)
  %48 = tail call fastcc i64 @pair_add(i64 %31, i64 %47)
  %49 = shl nuw i64 %32, 32
  %50 = shl nuw i64 %33, 24
  %51 = and i64 %50, 4278190080
  %52 = or i64 %49, %51
  %53 = shl nuw i64 %34, 16
  %54 = and i64 %53, 16711680
  %55 = or i64 %52, %54
  %56 = and i64 %35, 65535
  %57 = or i64 %55, %56
  %58 = tail call fastcc i64 @trio_bump(i64 %57, i32 noundef %44)
  %59 = lshr i64 %58, 16
  %60 = lshr i64 %58, 24
  %61 = lshr i64 %58, 32
  %62 = trunc i32 %44 to i8
  %63 = urem i8 %62, 3
  %64 = icmp eq i8 %63, 0
  %65 = select i1 %64, i32 3, i32 -2
  %66 = tail call fastcc { i64, i32 } @wide_mul(i64 %37, i32 %36, i32 noundef %65)
  %67 = extractvalue { i64, i32 } %66, 0
  %68 = extractvalue { i64, i32 } %66, 1
  %69 = tail call fastcc { double, double } @vec2_rot90(double %39, double %38)
  %70 = extractvalue { double, double } %69, 0
  %71 = extractvalue { double, double } %69, 1
  %72 = tail call fastcc { double, double } @vec2_rot90(double %70, double %71)
  %73 = extractvalue { double, double } %72, 0
  %74 = extractvalue { double, double } %72, 1
  %75 = tail call fastcc { double, double } @vec2_scale_add(double %70, double %71, double %73, double %74)
  %76 = extractvalue { double, double } %75, 0
  %77 = extractvalue { double, double } %75, 1
  %78 = zext i32 %40 to i64
  %79 = shl nuw i64 %78, 32
  %80 = and i64 %41, 4294967295
  %81 = or i64 %79, %80
  %82 = tail call fastcc i64 @mixed_step(i64 %81)
  %83 = lshr i64 %82, 32
  %84 = trunc i64 %83 to i32
  %85 = tail call fastcc { double, i64 } @mixed2_step(double %43, i64 %42, i64 %82)
  %86 = extractvalue { double, i64 } %85, 0
  %87 = extractvalue { double, i64 } %85, 1
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %25) #8
  call fastcc void @vec3_cross(%struct.vec3* nonnull sret(%struct.vec3) align 8 %7, %struct.vec3* noundef nonnull byval(%struct.vec3) align 8 %1, %struct.vec3* noundef nonnull byval(%struct.vec3) align 8 %2)
  %88 = load <2 x double>, <2 x double>* %28, align 16
  %89 = load double, double* %26, align 16, !tbaa.struct !13
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %25) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %17, i8* noundef nonnull align 16 dereferenceable(24) %20, i64 24, i1 false), !tbaa.struct !14
  %90 = fmul <2 x double> %88, <double 1.562500e-02, double 1.562500e-02>
  %91 = sitofp i32 %44 to double
  %92 = insertelement <2 x double> <double 1.000000e+00, double poison>, double %91, i64 1
  %93 = fadd <2 x double> %90, %92
  %94 = fsub <2 x double> %90, %92
  %95 = shufflevector <2 x double> %93, <2 x double> %94, <2 x i32> <i32 0, i32 3>
  store <2 x double> %95, <2 x double>* %29, align 16, !tbaa !9
  %96 = fmul double %89, 1.562500e-02
  %97 = fadd double %96, 1.250000e-01
  store double %97, double* %27, align 16, !tbaa !11
  %98 = add nuw nsw i32 %44, 1
  %99 = icmp eq i32 %98, 10
  br i1 %99, label %100, label %30, !llvm.loop !15

100:                                              ; preds = %30
  %101 = extractvalue { i64, i32 } %66, 0
  %102 = extractvalue { i64, i32 } %66, 1
  %103 = extractvalue { double, double } %75, 0
  %104 = extractvalue { double, double } %75, 1
  %105 = trunc i64 %83 to i32
  %106 = extractvalue { double, i64 } %85, 0
  %107 = extractvalue { double, i64 } %85, 1
  %108 = trunc i64 %82 to i32
  %109 = bitcast i32 %108 to float
  %110 = trunc i64 %58 to i16
  %111 = trunc i64 %59 to i8
  %112 = trunc i64 %60 to i32
  %113 = trunc i64 %61 to i32
  %114 = trunc i64 %48 to i32
  %115 = lshr i64 %48, 32
  %116 = trunc i64 %115 to i32
  %117 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %114, i32 noundef %116)
  %118 = sext i16 %110 to i32
  %119 = sext i8 %111 to i32
  %120 = and i32 %112, 255
  %121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef %118, i32 noundef %119, i32 noundef %120, i32 noundef %113)
  %122 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i64 noundef %101, i32 noundef %102)
  %123 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), double noundef %103, double noundef %104)
  %124 = fpext float %109 to double
  %125 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), double noundef %124, i32 noundef %105)
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i64 0, i64 0), double noundef %106, i64 noundef %107)
  %127 = extractelement <2 x double> %88, i64 0
  %128 = extractelement <2 x double> %88, i64 1
  %129 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), double noundef %127, double noundef %128, double noundef %89)
  %130 = shl i64 %48, 32
  %131 = ashr exact i64 %130, 32
  %132 = load i32, i32* @check, align 4, !tbaa !5
  %133 = mul i32 %132, 1000003
  %134 = lshr i64 %131, 32
  %135 = trunc i64 %134 to i32
  %136 = add i32 %135, %114
  %137 = add i32 %136, %133
  %138 = ashr i64 %48, 32
  %139 = mul i32 %137, 1000003
  %140 = trunc i64 %138 to i32
  %141 = lshr i64 %138, 32
  %142 = trunc i64 %141 to i32
  %143 = add i32 %142, %140
  %144 = add i32 %143, %139
  %145 = mul i32 %144, 1000003
  %146 = ashr i16 %110, 15
  %147 = sext i16 %146 to i32
  %148 = add nsw i32 %147, %118
  %149 = add i32 %148, %145
  %150 = mul i32 %149, 1000003
  %151 = ashr i8 %111, 7
  %152 = sext i8 %151 to i32
  %153 = add nsw i32 %152, %119
  %154 = add i32 %153, %150
  %155 = mul i32 %154, 1000003
  %156 = add i32 %155, %120
  %157 = mul i32 %156, 1000003
  %158 = ashr i32 %113, 31
  %159 = add i32 %158, %113
  %160 = add i32 %159, %157
  %161 = mul i32 %160, 1000003
  %162 = trunc i64 %101 to i32
  %163 = lshr i64 %101, 32
  %164 = trunc i64 %163 to i32
  %165 = add i32 %164, %162
  %166 = add i32 %165, %161
  %167 = mul i32 %166, 1000003
  %168 = ashr i32 %102, 31
  %169 = add i32 %168, %102
  %170 = add i32 %169, %167
  %171 = fmul double %103, 1.000000e+03
  %172 = fptosi double %171 to i64
  %173 = mul i32 %170, 1000003
  %174 = trunc i64 %172 to i32
  %175 = lshr i64 %172, 32
  %176 = trunc i64 %175 to i32
  %177 = add i32 %176, %174
  %178 = add i32 %177, %173
  %179 = mul i32 %178, 1000003
  %180 = ashr i32 %105, 31
  %181 = add i32 %180, %105
  %182 = add i32 %181, %179
  %183 = mul i32 %182, 1000003
  %184 = trunc i64 %107 to i32
  %185 = lshr i64 %107, 32
  %186 = trunc i64 %185 to i32
  %187 = add i32 %186, %184
  %188 = add i32 %187, %183
  %189 = fmul double %89, 1.000000e+03
  %190 = fptosi double %189 to i64
  %191 = mul i32 %188, 1000003
  %192 = trunc i64 %190 to i32
  %193 = lshr i64 %190, 32
  %194 = trunc i64 %193 to i32
  %195 = add i32 %194, %192
  %196 = add i32 %195, %191
  store i32 %196, i32* @check, align 4, !tbaa !5
  %197 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 0
  store i32 -3, i32* %197, align 8, !tbaa !5
  %198 = add nsw i32 %9, -3
  %199 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 1
  store i32 %198, i32* %199, align 4, !tbaa !5
  %200 = shl nsw i32 %9, 1
  %201 = add nsw i32 %200, -3
  %202 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 2
  store i32 %201, i32* %202, align 8, !tbaa !5
  %203 = mul nsw i32 %9, 3
  %204 = add nsw i32 %203, -3
  %205 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 3
  store i32 %204, i32* %205, align 4, !tbaa !5
  %206 = shl nsw i32 %9, 2
  %207 = add nsw i32 %206, -3
  %208 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 4
  store i32 %207, i32* %208, align 8, !tbaa !5
  %209 = mul nsw i32 %9, 5
  %210 = add nsw i32 %209, -3
  %211 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 5
  store i32 %210, i32* %211, align 4, !tbaa !5
  %212 = mul nsw i32 %9, 6
  %213 = add nsw i32 %212, -3
  %214 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 6
  store i32 %213, i32* %214, align 8, !tbaa !5
  %215 = mul nsw i32 %9, 7
  %216 = add nsw i32 %215, -3
  %217 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 7
  store i32 %216, i32* %217, align 4, !tbaa !5
  %218 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 1
  store double 7.500000e-01, double* %218, align 8, !tbaa !17
  %219 = tail call fastcc i64 @pair_make(i32 noundef 1, i32 noundef 2)
  %220 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 2
  %221 = bitcast %struct.pair* %220 to i64*
  store i64 %219, i64* %221, align 8, !tbaa.struct !21
  %222 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 3
  store i64 4660, i64* %222, align 8, !tbaa !22
  %223 = bitcast %struct.big* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %223) #8
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %8, %struct.big* noundef nonnull byval(%struct.big) align 8 %3, i32 noundef 2)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %22, i8* noundef nonnull align 8 dereferenceable(56) %223, i64 56, i1 false), !tbaa.struct !23
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %223) #8
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %223) #8
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %8, %struct.big* noundef nonnull byval(%struct.big) align 8 %4, i32 noundef 3)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %22, i8* noundef nonnull align 8 dereferenceable(56) %223, i64 56, i1 false), !tbaa.struct !23
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %223) #8
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %223) #8
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %8, %struct.big* noundef nonnull byval(%struct.big) align 8 %4, i32 noundef 4)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %22, i8* noundef nonnull align 8 dereferenceable(56) %223, i64 56, i1 false), !tbaa.struct !23
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %223) #8
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %223) #8
  call fastcc void @big_transform(%struct.big* nonnull sret(%struct.big) align 8 %8, %struct.big* noundef nonnull byval(%struct.big) align 8 %4, i32 noundef 5)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %22, i8* noundef nonnull align 8 dereferenceable(56) %223, i64 56, i1 false), !tbaa.struct !23
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %223) #8
  %224 = tail call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %3)
  %225 = tail call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %8)
  %226 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 7
  %227 = load i32, i32* %226, align 4, !tbaa !5
  %228 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 1
  %229 = load double, double* %228, align 8, !tbaa !17
  %230 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 2, i32 0
  %231 = load i32, i32* %230, align 8, !tbaa !26
  %232 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 2, i32 1
  %233 = load i32, i32* %232, align 4, !tbaa !27
  %234 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 3
  %235 = load i64, i64* %234, align 8, !tbaa !22
  %236 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.7, i64 0, i64 0), i64 noundef %224, i64 noundef %225, i32 noundef %227, double noundef %229, i32 noundef %231, i32 noundef %233, i64 noundef %235)
  %237 = tail call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %3)
  %238 = load i32, i32* @check, align 4, !tbaa !5
  %239 = mul i32 %238, 1000003
  %240 = trunc i64 %237 to i32
  %241 = lshr i64 %237, 32
  %242 = trunc i64 %241 to i32
  %243 = add i32 %242, %240
  %244 = add i32 %243, %239
  %245 = tail call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %4)
  %246 = mul i32 %244, 1000003
  %247 = trunc i64 %245 to i32
  %248 = lshr i64 %245, 32
  %249 = trunc i64 %248 to i32
  %250 = add i32 %249, %247
  %251 = add i32 %250, %246
  store i32 %251, i32* @check, align 4, !tbaa !5
  %252 = tail call fastcc i64 @pair_make(i32 noundef 3, i32 noundef 4)
  %253 = tail call fastcc i64 @pair_make(i32 noundef %12, i32 noundef %9)
  %254 = tail call fastcc i64 @pair_make(i32 noundef 6, i32 noundef 7)
  %255 = tail call fastcc i64 @many_structs(i64 %48, i64 %252, i64 %101, i32 %102, double %103, double %104, i64 %82, i64 %253, %struct.wide* noundef nonnull byval(%struct.wide) align 8 @__const.main.g, %struct.big* noundef nonnull byval(%struct.big) align 8 %4, i64 %254)
  %256 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i64 noundef %255)
  %257 = load i32, i32* @check, align 4, !tbaa !5
  %258 = mul i32 %257, 1000003
  %259 = trunc i64 %255 to i32
  %260 = lshr i64 %255, 32
  %261 = trunc i64 %260 to i32
  %262 = add i32 %261, %259
  %263 = add i32 %262, %258
  store i32 %263, i32* @check, align 4, !tbaa !5
  br label %264

264:                                              ; preds = %100, %264
  %265 = phi i64 [ 0, %100 ], [ %288, %264 ]
  %266 = trunc i64 %265 to i32
  %267 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %265
  %268 = trunc i64 %265 to i32
  %269 = mul i32 %268, 7
  %270 = add i32 %269, %9
  %271 = srem i32 %270, 5
  %272 = trunc i64 %265 to i8
  %273 = mul i8 %272, 11
  %274 = urem i8 %273, 13
  %275 = zext i8 %274 to i32
  %276 = tail call fastcc i64 @pair_make(i32 noundef %271, i32 noundef %275)
  %277 = bitcast %struct.node_rec* %267 to i64*
  store i64 %276, i64* %277, align 16, !tbaa.struct !21
  %278 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %265, i32 1, i32 0
  %279 = trunc i64 %265 to i32
  %280 = sub i32 0, %279
  %281 = insertelement <2 x i32> poison, i32 %266, i64 0
  %282 = insertelement <2 x i32> %281, i32 %280, i64 1
  %283 = sitofp <2 x i32> %282 to <2 x double>
  %284 = fmul <2 x double> %283, <double 5.000000e-01, double 2.500000e-01>
  %285 = bitcast double* %278 to <2 x double>*
  store <2 x double> %284, <2 x double>* %285, align 8, !tbaa !9
  %286 = mul i8 %272, 40
  %287 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %265, i32 2
  store i8 %286, i8* %287, align 8, !tbaa !28
  %288 = add nuw nsw i64 %265, 1
  %289 = icmp eq i64 %288, 12
  br i1 %289, label %290, label %264, !llvm.loop !31

290:                                              ; preds = %264, %317
  %291 = phi i64 [ %325, %317 ], [ 1, %264 ]
  %292 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %291, i32 0, i32 0
  %293 = load i32, i32* %292, align 16, !tbaa.struct !32
  %294 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %291, i32 0, i32 1
  %295 = load i32, i32* %294, align 4, !tbaa.struct !33
  %296 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %291, i32 1
  %297 = bitcast %struct.vec2* %296 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %24, i8* noundef nonnull align 8 dereferenceable(24) %297, i64 24, i1 false), !tbaa.struct !34
  br label %298

298:                                              ; preds = %290, %312
  %299 = phi i64 [ %291, %290 ], [ %300, %312 ]
  %300 = add nsw i64 %299, -1
  %301 = and i64 %300, 4294967295
  %302 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %301
  %303 = getelementptr inbounds %struct.node_rec, %struct.node_rec* %302, i64 0, i32 0, i32 0
  %304 = load i32, i32* %303, align 16, !tbaa !35
  %305 = icmp eq i32 %304, %293
  br i1 %305, label %308, label %306

306:                                              ; preds = %298
  %307 = icmp slt i32 %304, %293
  br i1 %307, label %317, label %312

308:                                              ; preds = %298
  %309 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %301, i32 0, i32 1
  %310 = load i32, i32* %309, align 4, !tbaa !36
  %311 = icmp sgt i32 %310, %295
  br i1 %311, label %312, label %317

312:                                              ; preds = %308, %306
  %313 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %299
  %314 = bitcast %struct.node_rec* %313 to i8*
  %315 = bitcast %struct.node_rec* %302 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %314, i8* noundef nonnull align 16 dereferenceable(32) %315, i64 32, i1 false), !tbaa.struct !32
  %316 = icmp sgt i64 %299, 1
  br i1 %316, label %298, label %317, !llvm.loop !37

317:                                              ; preds = %306, %308, %312
  %318 = phi i64 [ %299, %306 ], [ %299, %308 ], [ 0, %312 ]
  %319 = shl i64 %318, 32
  %320 = ashr exact i64 %319, 32
  %321 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %320, i32 0, i32 0
  store i32 %293, i32* %321, align 16, !tbaa.struct !32
  %322 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %320, i32 0, i32 1
  store i32 %295, i32* %322, align 4, !tbaa.struct !33
  %323 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %320, i32 1
  %324 = bitcast %struct.vec2* %323 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %324, i8* noundef nonnull align 8 dereferenceable(24) %24, i64 24, i1 false), !tbaa.struct !34
  %325 = add nuw nsw i64 %291, 1
  %326 = icmp eq i64 %325, 12
  br i1 %326, label %327, label %290, !llvm.loop !38

327:                                              ; preds = %317, %327
  %328 = phi i64 [ %350, %327 ], [ 0, %317 ]
  %329 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %328, i32 0, i32 0
  %330 = load i32, i32* %329, align 16, !tbaa !35
  %331 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %328, i32 0, i32 1
  %332 = load i32, i32* %331, align 4, !tbaa !36
  %333 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %328, i32 1, i32 0
  %334 = load double, double* %333, align 8, !tbaa !39
  %335 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %328, i32 1, i32 1
  %336 = load double, double* %335, align 16, !tbaa !40
  %337 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 %328, i32 2
  %338 = load i8, i8* %337, align 8, !tbaa !28
  %339 = zext i8 %338 to i32
  %340 = trunc i64 %328 to i32
  %341 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.9, i64 0, i64 0), i32 noundef %340, i32 noundef %330, i32 noundef %332, double noundef %334, double noundef %336, i32 noundef %339)
  %342 = mul nsw i32 %330, 100
  %343 = add nsw i32 %342, %332
  %344 = add nsw i32 %343, %339
  %345 = load i32, i32* @check, align 4, !tbaa !5
  %346 = mul i32 %345, 1000003
  %347 = ashr i32 %344, 31
  %348 = add i32 %347, %344
  %349 = add i32 %348, %346
  store i32 %349, i32* @check, align 4, !tbaa !5
  %350 = add nuw nsw i64 %328, 1
  %351 = icmp eq i64 %350, 12
  br i1 %351, label %352, label %327, !llvm.loop !41

352:                                              ; preds = %327
  %353 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 9, i32 0, i32 0
  %354 = load i32, i32* %353, align 16
  %355 = getelementptr inbounds [12 x %struct.node_rec], [12 x %struct.node_rec]* %5, i64 0, i64 9, i32 0, i32 1
  %356 = load i32, i32* %355, align 4
  %357 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.10, i64 0, i64 0), i32 noundef %354, i32 noundef %356, i32 noundef %354, i32 noundef 99)
  %358 = load i32, i32* @check, align 4, !tbaa !5
  %359 = mul i32 %358, 1000003
  %360 = ashr i32 %356, 31
  %361 = add i32 %360, %356
  %362 = add i32 %361, %359
  store i32 %362, i32* @check, align 4, !tbaa !5
  %363 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i32 noundef %362)
  %364 = load i32, i32* @check, align 4, !tbaa !5
  %365 = and i32 %364, 127
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %24)
  call void @llvm.lifetime.end.p0i8(i64 384, i8* nonnull %23) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %22) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %21) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %20) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %17) #8
  ret i32 %365
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
  %11 = tail call fastcc i64 @pair_make(i32 noundef %9, i32 noundef %10)
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
  %5 = insertelement <2 x double> poison, double %0, i64 0
  %6 = insertelement <2 x double> %5, double %1, i64 1
  %7 = fmul <2 x double> %6, <double 1.250000e+00, double 1.250000e+00>
  %8 = insertelement <2 x double> poison, double %2, i64 0
  %9 = insertelement <2 x double> %8, double %3, i64 1
  %10 = fadd <2 x double> %7, %9
  %11 = extractelement <2 x double> %10, i64 0
  %12 = insertvalue { double, double } poison, double %11, 0
  %13 = extractelement <2 x double> %10, i64 1
  %14 = insertvalue { double, double } %12, double %13, 1
  ret { double, double } %14
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
  %5 = bitcast double* %4 to <2 x double>*
  %6 = load <2 x double>, <2 x double>* %5, align 8, !tbaa !9
  %7 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i64 0, i32 1
  %8 = bitcast double* %7 to <2 x double>*
  %9 = load <2 x double>, <2 x double>* %8, align 8, !tbaa !9
  %10 = getelementptr inbounds %struct.vec3, %struct.vec3* %2, i64 0, i32 0
  %11 = load double, double* %10, align 8, !tbaa !42
  %12 = extractelement <2 x double> %9, i64 1
  %13 = insertelement <2 x double> poison, double %12, i64 0
  %14 = insertelement <2 x double> %13, double %11, i64 1
  %15 = fmul <2 x double> %6, %14
  %16 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 0
  %17 = load double, double* %16, align 8, !tbaa !42
  %18 = extractelement <2 x double> %6, i64 1
  %19 = insertelement <2 x double> poison, double %18, i64 0
  %20 = insertelement <2 x double> %19, double %17, i64 1
  %21 = fmul <2 x double> %9, %20
  %22 = fsub <2 x double> %15, %21
  %23 = bitcast %struct.vec3* %0 to <2 x double>*
  store <2 x double> %22, <2 x double>* %23, align 8, !tbaa !9
  %24 = extractelement <2 x double> %9, i64 0
  %25 = fmul double %24, %17
  %26 = extractelement <2 x double> %6, i64 0
  %27 = fmul double %26, %11
  %28 = fsub double %25, %27
  %29 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 2
  store double %28, double* %29, align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @big_transform(%struct.big* noalias nocapture writeonly sret(%struct.big) align 8 %0, %struct.big* nocapture noundef byval(%struct.big) align 8 %1, i32 noundef %2) unnamed_addr #6 {
  %4 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 0, i64 0
  %5 = load i32, i32* %4, align 8, !tbaa !5
  %6 = mul nsw i32 %5, %2
  store i32 %6, i32* %4, align 8, !tbaa !5
  %7 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 0, i64 1
  %8 = bitcast i32* %7 to <4 x i32>*
  %9 = load <4 x i32>, <4 x i32>* %8, align 4, !tbaa !5
  %10 = insertelement <4 x i32> poison, i32 %2, i64 0
  %11 = shufflevector <4 x i32> %10, <4 x i32> poison, <4 x i32> zeroinitializer
  %12 = mul nsw <4 x i32> %9, %11
  %13 = add nsw <4 x i32> %12, <i32 1, i32 2, i32 3, i32 4>
  %14 = bitcast i32* %7 to <4 x i32>*
  store <4 x i32> %13, <4 x i32>* %14, align 4, !tbaa !5
  %15 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 0, i64 5
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = mul nsw i32 %16, %2
  %18 = add nsw i32 %17, 5
  store i32 %18, i32* %15, align 4, !tbaa !5
  %19 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 0, i64 6
  %20 = load i32, i32* %19, align 8, !tbaa !5
  %21 = mul nsw i32 %20, %2
  %22 = add nsw i32 %21, 6
  store i32 %22, i32* %19, align 8, !tbaa !5
  %23 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 0, i64 7
  %24 = load i32, i32* %23, align 4, !tbaa !5
  %25 = mul nsw i32 %24, %2
  %26 = add nsw i32 %25, 7
  store i32 %26, i32* %23, align 4, !tbaa !5
  %27 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 1
  %28 = load double, double* %27, align 8, !tbaa !17
  %29 = fmul double %28, 1.500000e+00
  store double %29, double* %27, align 8, !tbaa !17
  %30 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 2
  %31 = sub nsw i32 0, %2
  %32 = tail call fastcc i64 @pair_make(i32 noundef %2, i32 noundef %31)
  %33 = bitcast %struct.pair* %30 to i64*
  %34 = load i64, i64* %33, align 8
  %35 = tail call fastcc i64 @pair_add(i64 %34, i64 %32)
  store i64 %35, i64* %33, align 8, !tbaa.struct !21
  %36 = getelementptr inbounds %struct.big, %struct.big* %1, i64 0, i32 3
  %37 = load i64, i64* %36, align 8, !tbaa !22
  %38 = sext i32 %2 to i64
  %39 = add nsw i32 %2, 30
  %40 = zext i32 %39 to i64
  %41 = shl i64 %38, %40
  %42 = xor i64 %37, %41
  store i64 %42, i64* %36, align 8, !tbaa !22
  %43 = bitcast %struct.big* %0 to i8*
  %44 = bitcast %struct.big* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %43, i8* noundef nonnull align 8 dereferenceable(56) %44, i64 56, i1 false), !tbaa.struct !23
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @big_sum(%struct.big* nocapture noundef readonly byval(%struct.big) align 8 %0) unnamed_addr #7 {
  %2 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 0
  %3 = load i32, i32* %2, align 8, !tbaa !5
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 1
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %4, %7
  %9 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 2
  %10 = load i32, i32* %9, align 8, !tbaa !5
  %11 = sext i32 %10 to i64
  %12 = add nsw i64 %8, %11
  %13 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 3
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = sext i32 %14 to i64
  %16 = add nsw i64 %12, %15
  %17 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 4
  %18 = load i32, i32* %17, align 8, !tbaa !5
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %16, %19
  %21 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 5
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %20, %23
  %25 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 6
  %26 = load i32, i32* %25, align 8, !tbaa !5
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %24, %27
  %29 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 7
  %30 = load i32, i32* %29, align 4, !tbaa !5
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %28, %31
  %33 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 2, i32 0
  %34 = load i32, i32* %33, align 8, !tbaa !26
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %32, %35
  %37 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 2, i32 1
  %38 = load i32, i32* %37, align 4, !tbaa !27
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %36, %39
  %41 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 1
  %42 = load double, double* %41, align 8, !tbaa !17
  %43 = fmul double %42, 1.000000e+02
  %44 = fptosi double %43 to i64
  %45 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 3
  %46 = load i64, i64* %45, align 8, !tbaa !22
  %47 = add i64 %40, %46
  %48 = add i64 %47, %44
  ret i64 %48
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
  %35 = load i64, i64* %34, align 8, !tbaa !43
  %36 = getelementptr inbounds %struct.wide, %struct.wide* %8, i64 0, i32 1
  %37 = load i32, i32* %36, align 8, !tbaa !45
  %38 = sext i32 %37 to i64
  %39 = tail call fastcc i64 @big_sum(%struct.big* noundef nonnull byval(%struct.big) align 8 %9)
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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !10, i64 16}
!12 = !{!"vec3", !10, i64 0, !10, i64 8, !10, i64 16}
!13 = !{i64 0, i64 8, !9}
!14 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !10, i64 32}
!18 = !{!"big", !7, i64 0, !10, i64 32, !19, i64 40, !20, i64 48}
!19 = !{!"pair", !6, i64 0, !6, i64 4}
!20 = !{!"long", !7, i64 0}
!21 = !{i64 0, i64 4, !5, i64 4, i64 4, !5}
!22 = !{!18, !20, i64 48}
!23 = !{i64 0, i64 32, !24, i64 32, i64 8, !9, i64 40, i64 4, !5, i64 44, i64 4, !5, i64 48, i64 8, !25}
!24 = !{!7, !7, i64 0}
!25 = !{!20, !20, i64 0}
!26 = !{!18, !6, i64 40}
!27 = !{!18, !6, i64 44}
!28 = !{!29, !7, i64 24}
!29 = !{!"node_rec", !19, i64 0, !30, i64 8, !7, i64 24}
!30 = !{!"vec2", !10, i64 0, !10, i64 8}
!31 = distinct !{!31, !16}
!32 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 8, !9, i64 16, i64 8, !9, i64 24, i64 1, !24}
!33 = !{i64 0, i64 4, !5, i64 4, i64 8, !9, i64 12, i64 8, !9, i64 20, i64 1, !24}
!34 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 1, !24}
!35 = !{!29, !6, i64 0}
!36 = !{!29, !6, i64 4}
!37 = distinct !{!37, !16}
!38 = distinct !{!38, !16}
!39 = !{!29, !10, i64 8}
!40 = !{!29, !10, i64 16}
!41 = distinct !{!41, !16}
!42 = !{!12, !10, i64 0}
!43 = !{!44, !20, i64 0}
!44 = !{!"wide", !20, i64 0, !6, i64 8}
!45 = !{!44, !6, i64 8}
