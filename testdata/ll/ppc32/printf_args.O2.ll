; ModuleID = 'c/printf_args.c'
source_filename = "c/printf_args.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@vseed = internal global i32 3, align 4
@.str = private unnamed_addr constant [37 x i8] c"ints: %d %d %d %d %d %d %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"doubles: %g %g %g %g %g %g %g %g %g %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [106 x i8] c"%d|%.3f|%d|%.3f|%lld|%.3f|%d|%.3f|%c|%.3f|%s|%.3f|%d|%.3f|%u|%.3f|%lld|%.3f|%x|%.3f|%lld|%d|%lld|%e|%c|%d\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"%s\0A(len %d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [58 x i8] c"%f %d %d %u %.2f %hd %hhd %hhu %5.1f|%-6d|%+d|%06.2f|%08x\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"%s (len %d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [52 x i8] c"wide: %lld %lld %lld %lld %llu %llx %lld %lld %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [87 x i8] c"row %d: %8.3f %8.3f %d %8.3f %d %8.3f %d %8.3f %d %8.3f %d %8.3f %d %8.3f %d %8.3f %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"%.6f,%.6f,%d,%d\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"mixed_fixed = %.17g\0A\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"%.17g\00", align 1
@.str.12 = private unnamed_addr constant [40 x i8] c"[%10s][%-10s][%.3s][%c%c%c][%%][%5d%%]\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"right\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"left\00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"truncate\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.17 = private unnamed_addr constant [17 x i8] c"abcdefghijklmnop\00", align 1
@.str.18 = private unnamed_addr constant [29 x i8] c"truncated: '%s' would be %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [512 x i8], align 1
  %2 = alloca [12 x double], align 8
  %3 = alloca [12 x i32], align 4
  %4 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %5 = getelementptr inbounds [512 x i8], [512 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %5) #5
  %6 = bitcast [12 x double]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %6) #5
  %7 = bitcast [12 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %7) #5
  %8 = add nsw i32 %4, 1000
  %9 = sitofp i32 %4 to double
  %10 = fmul double %9, 1.250000e+00
  %11 = fadd double %10, -3.000000e+00
  %12 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 0
  store double %11, double* %12, align 8, !tbaa !9
  %13 = mul nsw i32 %8, -5
  %14 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 0
  store i32 %13, i32* %14, align 4, !tbaa !5
  %15 = add nsw i32 %4, 1
  %16 = sitofp i32 %15 to double
  %17 = fmul double %16, 1.250000e+00
  %18 = fadd double %17, -3.000000e+00
  %19 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 1
  store double %18, double* %19, align 8, !tbaa !9
  %20 = mul i32 %8, -8
  %21 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 1
  store i32 %20, i32* %21, align 4, !tbaa !5
  %22 = add nsw i32 %4, 2
  %23 = sitofp i32 %22 to double
  %24 = fmul double %23, 1.250000e+00
  %25 = fadd double %24, -3.000000e+00
  %26 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 2
  store double %25, double* %26, align 8, !tbaa !9
  %27 = mul i32 %8, -9
  %28 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 2
  store i32 %27, i32* %28, align 4, !tbaa !5
  %29 = add nsw i32 %4, 3
  %30 = sitofp i32 %29 to double
  %31 = fmul double %30, 1.250000e+00
  %32 = fadd double %31, -3.000000e+00
  %33 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 3
  store double %32, double* %33, align 8, !tbaa !9
  %34 = mul i32 %8, -8
  %35 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 3
  store i32 %34, i32* %35, align 4, !tbaa !5
  %36 = add nsw i32 %4, 4
  %37 = sitofp i32 %36 to double
  %38 = fmul double %37, 1.250000e+00
  %39 = fadd double %38, -3.000000e+00
  %40 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 4
  store double %39, double* %40, align 8, !tbaa !9
  %41 = sub i32 -1000, %4
  %42 = mul nsw i32 %41, 5
  %43 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 4
  store i32 %42, i32* %43, align 4, !tbaa !5
  %44 = add nsw i32 %4, 5
  %45 = sitofp i32 %44 to double
  %46 = fmul double %45, 1.250000e+00
  %47 = fadd double %46, -3.000000e+00
  %48 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 5
  store double %47, double* %48, align 8, !tbaa !9
  %49 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 5
  store i32 0, i32* %49, align 4, !tbaa !5
  %50 = add nsw i32 %4, 6
  %51 = sitofp i32 %50 to double
  %52 = fmul double %51, 1.250000e+00
  %53 = fadd double %52, -3.000000e+00
  %54 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 6
  store double %53, double* %54, align 8, !tbaa !9
  %55 = mul nsw i32 %8, 7
  %56 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 6
  store i32 %55, i32* %56, align 4, !tbaa !5
  %57 = add nsw i32 %4, 7
  %58 = sitofp i32 %57 to double
  %59 = fmul double %58, 1.250000e+00
  %60 = fadd double %59, -3.000000e+00
  %61 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 7
  store double %60, double* %61, align 8, !tbaa !9
  %62 = shl nsw i32 %8, 4
  %63 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 7
  store i32 %62, i32* %63, align 4, !tbaa !5
  %64 = add nsw i32 %4, 8
  %65 = sitofp i32 %64 to double
  %66 = fmul double %65, 1.250000e+00
  %67 = fadd double %66, -3.000000e+00
  %68 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 8
  store double %67, double* %68, align 8, !tbaa !9
  %69 = mul i32 %8, 27
  %70 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 8
  store i32 %69, i32* %70, align 4, !tbaa !5
  %71 = add nsw i32 %4, 9
  %72 = sitofp i32 %71 to double
  %73 = fmul double %72, 1.250000e+00
  %74 = fadd double %73, -3.000000e+00
  %75 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 9
  store double %74, double* %75, align 8, !tbaa !9
  %76 = mul nsw i32 %8, 40
  %77 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 9
  store i32 %76, i32* %77, align 4, !tbaa !5
  %78 = add nsw i32 %4, 10
  %79 = sitofp i32 %78 to double
  %80 = fmul double %79, 1.250000e+00
  %81 = fadd double %80, -3.000000e+00
  %82 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 10
  store double %81, double* %82, align 8, !tbaa !9
  %83 = mul i32 %8, 55
  %84 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 10
  store i32 %83, i32* %84, align 4, !tbaa !5
  %85 = add nsw i32 %4, 11
  %86 = sitofp i32 %85 to double
  %87 = fmul double %86, 1.250000e+00
  %88 = fadd double %87, -3.000000e+00
  %89 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 11
  store double %88, double* %89, align 8, !tbaa !9
  %90 = mul i32 %8, 72
  %91 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 11
  store i32 %90, i32* %91, align 4, !tbaa !5
  %92 = sext i32 %4 to i64
  %93 = shl i64 %92, 40
  %94 = mul i64 %92, -1000000000007
  %95 = sub nsw i64 9223372036854775807, %92
  %96 = or i64 %92, -9223372036854775808
  %97 = load i32, i32* %14, align 4, !tbaa !5
  %98 = load i32, i32* %21, align 4, !tbaa !5
  %99 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i32 0, i32 0), i32 noundef %97, i32 noundef %98, i32 noundef %27, i32 noundef %34, i32 noundef %42, i32 noundef 0, i32 noundef %55, i32 noundef %62, i32 noundef %69, i32 noundef %76)
  %100 = load double, double* %12, align 8, !tbaa !9
  %101 = load double, double* %19, align 8, !tbaa !9
  %102 = load double, double* %26, align 8, !tbaa !9
  %103 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.1, i32 0, i32 0), double noundef %100, double noundef %101, double noundef %102, double noundef %32, double noundef %39, double noundef %47, double noundef %53, double noundef %60, double noundef %67, double noundef %74, double noundef %81)
  %104 = load i32, i32* %28, align 4, !tbaa !5
  %105 = add nsw i32 %4, 65
  %106 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %5, i32 noundef 512, i8* noundef getelementptr inbounds ([106 x i8], [106 x i8]* @.str.2, i32 0, i32 0), i32 noundef %97, double noundef %100, i32 noundef %98, double noundef %101, i64 noundef %93, double noundef %102, i32 noundef %104, double noundef %32, i32 noundef %105, double noundef %39, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), double noundef %47, i32 noundef %34, double noundef %53, i32 noundef %42, double noundef %60, i64 noundef %94, double noundef %67, i32 noundef 0, double noundef %74, i64 noundef %95, i32 noundef %55, i64 noundef %96, double noundef %81, i32 noundef 122, i32 noundef %62) #5
  %107 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i8* noundef nonnull %5, i32 noundef %106)
  %108 = load i8, i8* %5, align 1, !tbaa !11
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %120, label %110

110:                                              ; preds = %0, %110
  %111 = phi i8 [ %118, %110 ], [ %108, %0 ]
  %112 = phi i32 [ %117, %110 ], [ -2128831035, %0 ]
  %113 = phi i8* [ %114, %110 ], [ %5, %0 ]
  %114 = getelementptr inbounds i8, i8* %113, i32 1
  %115 = zext i8 %111 to i32
  %116 = xor i32 %112, %115
  %117 = mul i32 %116, 16777619
  %118 = load i8, i8* %114, align 1, !tbaa !11
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %120, label %110, !llvm.loop !12

120:                                              ; preds = %110, %0
  %121 = phi i32 [ -2128831035, %0 ], [ %117, %110 ]
  %122 = add i32 %121, %106
  %123 = sitofp i32 %4 to float
  %124 = fmul float %123, 1.500000e+00
  %125 = add i32 %4, 250
  %126 = fpext float %124 to double
  %127 = mul i32 %4, -335544320
  %128 = ashr exact i32 %127, 24
  %129 = mul i32 %4, 655360000
  %130 = ashr exact i32 %129, 16
  %131 = and i32 %125, 255
  %132 = fmul float %124, 2.000000e+00
  %133 = fpext float %132 to double
  %134 = load i32, i32* %91, align 4, !tbaa !5
  %135 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %5, i32 noundef 512, i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.5, i32 0, i32 0), double noundef %126, i32 noundef %128, i32 noundef %130, i32 noundef %131, double noundef %133, i32 noundef %130, i32 noundef %128, i32 noundef %131, double noundef %126, i32 noundef %4, i32 noundef %4, double noundef %88, i32 noundef %134) #5
  %136 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull %5, i32 noundef %135)
  %137 = mul i32 %122, 31
  %138 = load i8, i8* %5, align 1, !tbaa !11
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %150, label %140

140:                                              ; preds = %120, %140
  %141 = phi i8 [ %148, %140 ], [ %138, %120 ]
  %142 = phi i32 [ %147, %140 ], [ -2128831035, %120 ]
  %143 = phi i8* [ %144, %140 ], [ %5, %120 ]
  %144 = getelementptr inbounds i8, i8* %143, i32 1
  %145 = zext i8 %141 to i32
  %146 = xor i32 %142, %145
  %147 = mul i32 %146, 16777619
  %148 = load i8, i8* %144, align 1, !tbaa !11
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %150, label %140, !llvm.loop !12

150:                                              ; preds = %140, %120
  %151 = phi i32 [ -2128831035, %120 ], [ %147, %140 ]
  %152 = add i32 %151, %137
  %153 = shl i64 %95, 1
  %154 = or i64 %93, 1
  %155 = add nsw i64 %94, -1
  %156 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @.str.7, i32 0, i32 0), i64 noundef %93, i64 noundef %94, i64 noundef %95, i64 noundef %96, i64 noundef %153, i64 noundef %96, i64 noundef %154, i64 noundef %155, i64 noundef %92)
  %157 = load double, double* %33, align 8, !tbaa !9
  br label %158

158:                                              ; preds = %216, %150
  %159 = phi double [ %47, %150 ], [ %218, %216 ]
  %160 = phi double [ %39, %150 ], [ %159, %216 ]
  %161 = phi double [ %157, %150 ], [ %160, %216 ]
  %162 = phi double [ %102, %150 ], [ %161, %216 ]
  %163 = phi double [ %101, %150 ], [ %162, %216 ]
  %164 = phi double [ %100, %150 ], [ %163, %216 ]
  %165 = phi i32 [ %152, %150 ], [ %214, %216 ]
  %166 = phi i32 [ 0, %150 ], [ %167, %216 ]
  %167 = add nuw nsw i32 %166, 1
  %168 = fmul double %164, %163
  %169 = add nuw nsw i32 %166, 2
  %170 = add nuw nsw i32 %166, 3
  %171 = fsub double %162, %161
  %172 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %166
  %173 = load i32, i32* %172, align 4, !tbaa !5
  %174 = fadd double %168, %171
  %175 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %167
  %176 = load i32, i32* %175, align 4, !tbaa !5
  %177 = fsub double %168, %171
  %178 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %169
  %179 = load i32, i32* %178, align 4, !tbaa !5
  %180 = fmul double %168, 5.000000e-01
  %181 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %170
  %182 = load i32, i32* %181, align 4, !tbaa !5
  %183 = fmul double %171, 5.000000e-01
  %184 = add nuw nsw i32 %166, 4
  %185 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %184
  %186 = load i32, i32* %185, align 4, !tbaa !5
  %187 = add nuw nsw i32 %166, 5
  %188 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %187
  %189 = load i32, i32* %188, align 4, !tbaa !5
  %190 = add nuw nsw i32 %166, 6
  %191 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %190
  %192 = load i32, i32* %191, align 4, !tbaa !5
  %193 = add nuw nsw i32 %166, 7
  %194 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %193
  %195 = load i32, i32* %194, align 4, !tbaa !5
  %196 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([87 x i8], [87 x i8]* @.str.8, i32 0, i32 0), i32 noundef %166, double noundef %168, double noundef %171, i32 noundef %173, double noundef %174, i32 noundef %176, double noundef %177, i32 noundef %179, double noundef %180, i32 noundef %182, double noundef %183, i32 noundef %186, double noundef %164, i32 noundef %189, double noundef %160, i32 noundef %192, double noundef %159, i32 noundef %195)
  %197 = load i32, i32* %172, align 4, !tbaa !5
  %198 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %5, i32 noundef 512, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), double noundef %168, double noundef %171, i32 noundef %197, i32 noundef %166) #5
  %199 = mul i32 %165, 7
  %200 = load i8, i8* %5, align 1, !tbaa !11
  %201 = icmp eq i8 %200, 0
  br i1 %201, label %212, label %202

202:                                              ; preds = %158, %202
  %203 = phi i8 [ %210, %202 ], [ %200, %158 ]
  %204 = phi i32 [ %209, %202 ], [ -2128831035, %158 ]
  %205 = phi i8* [ %206, %202 ], [ %5, %158 ]
  %206 = getelementptr inbounds i8, i8* %205, i32 1
  %207 = zext i8 %203 to i32
  %208 = xor i32 %204, %207
  %209 = mul i32 %208, 16777619
  %210 = load i8, i8* %206, align 1, !tbaa !11
  %211 = icmp eq i8 %210, 0
  br i1 %211, label %212, label %202, !llvm.loop !12

212:                                              ; preds = %202, %158
  %213 = phi i32 [ -2128831035, %158 ], [ %209, %202 ]
  %214 = add i32 %213, %199
  %215 = icmp eq i32 %167, 4
  br i1 %215, label %219, label %216, !llvm.loop !14

216:                                              ; preds = %212
  %217 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 %190
  %218 = load double, double* %217, align 8, !tbaa !9
  br label %158

219:                                              ; preds = %212
  %220 = load i32, i32* %14, align 4, !tbaa !5
  %221 = load i32, i32* %21, align 4, !tbaa !5
  %222 = load i32, i32* %28, align 4, !tbaa !5
  %223 = load i32, i32* %35, align 4, !tbaa !5
  %224 = load i32, i32* %43, align 4, !tbaa !5
  %225 = load i32, i32* %49, align 4, !tbaa !5
  %226 = load i32, i32* %56, align 4, !tbaa !5
  %227 = load i32, i32* %63, align 4, !tbaa !5
  %228 = call fastcc double @mixed_fixed(i32 noundef %220, double noundef %100, i32 noundef %221, double noundef %101, i64 noundef %93, double noundef %102, i32 noundef %222, double noundef %32, i32 noundef %223, double noundef %39, i64 noundef %94, double noundef %47, i32 noundef %224, double noundef %53, i32 noundef %225, double noundef %60, i32 noundef %226, double noundef %67, i32 noundef %227, double noundef %74)
  %229 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.10, i32 0, i32 0), double noundef %228)
  %230 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %5, i32 noundef 512, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i32 0, i32 0), double noundef %228) #5
  %231 = load i8, i8* %5, align 1, !tbaa !11
  %232 = icmp eq i8 %231, 0
  br i1 %232, label %243, label %233

233:                                              ; preds = %219, %233
  %234 = phi i8 [ %241, %233 ], [ %231, %219 ]
  %235 = phi i32 [ %240, %233 ], [ -2128831035, %219 ]
  %236 = phi i8* [ %237, %233 ], [ %5, %219 ]
  %237 = getelementptr inbounds i8, i8* %236, i32 1
  %238 = zext i8 %234 to i32
  %239 = xor i32 %235, %238
  %240 = mul i32 %239, 16777619
  %241 = load i8, i8* %237, align 1, !tbaa !11
  %242 = icmp eq i8 %241, 0
  br i1 %242, label %243, label %233, !llvm.loop !12

243:                                              ; preds = %233, %219
  %244 = phi i32 [ -2128831035, %219 ], [ %240, %233 ]
  %245 = add nsw i32 %4, 97
  %246 = add nsw i32 %4, 98
  %247 = add nsw i32 %4, 99
  %248 = mul nsw i32 %4, 11
  %249 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.15, i32 0, i32 0), i32 noundef %245, i32 noundef %246, i32 noundef %247, i32 noundef %248)
  %250 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %5, i32 noundef 8, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i32 0, i32 0)) #5
  %251 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.18, i32 0, i32 0), i8* noundef nonnull %5, i32 noundef %250)
  %252 = call i32 @strlen(i8* noundef nonnull %5) #6
  %253 = add i32 %244, %214
  %254 = add i32 %253, %250
  %255 = add i32 %254, %252
  %256 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i32 0, i32 0), i32 noundef %255)
  %257 = and i32 %255, 127
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %7) #5
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %6) #5
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %5) #5
  ret i32 %257
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i32 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc double @mixed_fixed(i32 noundef %0, double noundef %1, i32 noundef %2, double noundef %3, i64 noundef %4, double noundef %5, i32 noundef %6, double noundef %7, i32 noundef %8, double noundef %9, i64 noundef %10, double noundef %11, i32 noundef %12, double noundef %13, i32 noundef %14, double noundef %15, i32 noundef %16, double noundef %17, i32 noundef %18, double noundef %19) unnamed_addr #3 {
  %21 = fadd double %1, %3
  %22 = fadd double %21, %5
  %23 = fadd double %22, %7
  %24 = fadd double %23, %9
  %25 = fadd double %24, %11
  %26 = fadd double %25, %13
  %27 = fadd double %26, %15
  %28 = fadd double %27, %17
  %29 = fadd double %28, %19
  %30 = add nsw i32 %2, %0
  %31 = add nsw i32 %30, %6
  %32 = add nsw i32 %31, %8
  %33 = add nsw i32 %32, %12
  %34 = add nsw i32 %33, %14
  %35 = add nsw i32 %34, %16
  %36 = add nsw i32 %35, %18
  %37 = sitofp i32 %36 to double
  %38 = fadd double %29, %37
  %39 = sub nsw i64 %4, %10
  %40 = sitofp i64 %39 to double
  %41 = fadd double %40, 7.500000e-01
  %42 = fadd double %41, -2.500000e+00
  %43 = fadd double %42, -5.000000e+00
  %44 = fadd double %43, -3.000000e+02
  %45 = fadd double %44, %38
  ret double %45
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strlen(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

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
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
