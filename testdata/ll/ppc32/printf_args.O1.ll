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
  br label %9

9:                                                ; preds = %0, %9
  %10 = phi i32 [ 0, %0 ], [ %18, %9 ]
  %11 = add nsw i32 %10, %4
  %12 = sitofp i32 %11 to double
  %13 = fmul double %12, 1.250000e+00
  %14 = fadd double %13, -3.000000e+00
  %15 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 %10
  store double %14, double* %15, align 8, !tbaa !9
  %16 = add nsw i32 %10, -5
  %17 = mul nsw i32 %16, %8
  %18 = add nuw nsw i32 %10, 1
  %19 = mul nsw i32 %17, %18
  %20 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %10
  store i32 %19, i32* %20, align 4, !tbaa !5
  %21 = icmp eq i32 %18, 12
  br i1 %21, label %22, label %9, !llvm.loop !11

22:                                               ; preds = %9
  %23 = sext i32 %4 to i64
  %24 = shl i64 %23, 40
  %25 = mul i64 %23, -1000000000007
  %26 = sub nsw i64 9223372036854775807, %23
  %27 = or i64 %23, -9223372036854775808
  %28 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 0
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 1
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 2
  %33 = load i32, i32* %32, align 4, !tbaa !5
  %34 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 3
  %35 = load i32, i32* %34, align 4, !tbaa !5
  %36 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 4
  %37 = load i32, i32* %36, align 4, !tbaa !5
  %38 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 5
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 6
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 7
  %43 = load i32, i32* %42, align 4, !tbaa !5
  %44 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 8
  %45 = load i32, i32* %44, align 4, !tbaa !5
  %46 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 9
  %47 = load i32, i32* %46, align 4, !tbaa !5
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i32 0, i32 0), i32 noundef %29, i32 noundef %31, i32 noundef %33, i32 noundef %35, i32 noundef %37, i32 noundef %39, i32 noundef %41, i32 noundef %43, i32 noundef %45, i32 noundef %47)
  %49 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 0
  %50 = load double, double* %49, align 8, !tbaa !9
  %51 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 1
  %52 = load double, double* %51, align 8, !tbaa !9
  %53 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 2
  %54 = load double, double* %53, align 8, !tbaa !9
  %55 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 3
  %56 = load double, double* %55, align 8, !tbaa !9
  %57 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 4
  %58 = load double, double* %57, align 8, !tbaa !9
  %59 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 5
  %60 = load double, double* %59, align 8, !tbaa !9
  %61 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 6
  %62 = load double, double* %61, align 8, !tbaa !9
  %63 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 7
  %64 = load double, double* %63, align 8, !tbaa !9
  %65 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 8
  %66 = load double, double* %65, align 8, !tbaa !9
  %67 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 9
  %68 = load double, double* %67, align 8, !tbaa !9
  %69 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 10
  %70 = load double, double* %69, align 8, !tbaa !9
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.1, i32 0, i32 0), double noundef %50, double noundef %52, double noundef %54, double noundef %56, double noundef %58, double noundef %60, double noundef %62, double noundef %64, double noundef %66, double noundef %68, double noundef %70)
  %72 = load i32, i32* %28, align 4, !tbaa !5
  %73 = load i32, i32* %30, align 4, !tbaa !5
  %74 = load i32, i32* %32, align 4, !tbaa !5
  %75 = add nsw i32 %4, 65
  %76 = load i32, i32* %34, align 4, !tbaa !5
  %77 = load i32, i32* %36, align 4, !tbaa !5
  %78 = load i32, i32* %38, align 4, !tbaa !5
  %79 = load i32, i32* %40, align 4, !tbaa !5
  %80 = load i32, i32* %42, align 4, !tbaa !5
  %81 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %5, i32 noundef 512, i8* noundef getelementptr inbounds ([106 x i8], [106 x i8]* @.str.2, i32 0, i32 0), i32 noundef %72, double noundef %50, i32 noundef %73, double noundef %52, i64 noundef %24, double noundef %54, i32 noundef %74, double noundef %56, i32 noundef %75, double noundef %58, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), double noundef %60, i32 noundef %76, double noundef %62, i32 noundef %77, double noundef %64, i64 noundef %25, double noundef %66, i32 noundef %78, double noundef %68, i64 noundef %26, i32 noundef %79, i64 noundef %27, double noundef %70, i32 noundef 122, i32 noundef %80) #5
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i8* noundef nonnull %5, i32 noundef %81)
  %83 = load i8, i8* %5, align 1, !tbaa !14
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %95, label %85

85:                                               ; preds = %22, %85
  %86 = phi i8 [ %93, %85 ], [ %83, %22 ]
  %87 = phi i32 [ %92, %85 ], [ -2128831035, %22 ]
  %88 = phi i8* [ %89, %85 ], [ %5, %22 ]
  %89 = getelementptr inbounds i8, i8* %88, i32 1
  %90 = zext i8 %86 to i32
  %91 = xor i32 %87, %90
  %92 = mul i32 %91, 16777619
  %93 = load i8, i8* %89, align 1, !tbaa !14
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %95, label %85, !llvm.loop !15

95:                                               ; preds = %85, %22
  %96 = phi i32 [ -2128831035, %22 ], [ %92, %85 ]
  %97 = add i32 %96, %81
  %98 = sitofp i32 %4 to float
  %99 = fmul float %98, 1.500000e+00
  %100 = add i32 %4, 250
  %101 = fpext float %99 to double
  %102 = mul i32 %4, -335544320
  %103 = ashr exact i32 %102, 24
  %104 = mul i32 %4, 655360000
  %105 = ashr exact i32 %104, 16
  %106 = and i32 %100, 255
  %107 = fmul float %99, 2.000000e+00
  %108 = fpext float %107 to double
  %109 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 11
  %110 = load double, double* %109, align 8, !tbaa !9
  %111 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 11
  %112 = load i32, i32* %111, align 4, !tbaa !5
  %113 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %5, i32 noundef 512, i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.5, i32 0, i32 0), double noundef %101, i32 noundef %103, i32 noundef %105, i32 noundef %106, double noundef %108, i32 noundef %105, i32 noundef %103, i32 noundef %106, double noundef %101, i32 noundef %4, i32 noundef %4, double noundef %110, i32 noundef %112) #5
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i8* noundef nonnull %5, i32 noundef %113)
  %115 = mul i32 %97, 31
  %116 = load i8, i8* %5, align 1, !tbaa !14
  %117 = icmp eq i8 %116, 0
  br i1 %117, label %128, label %118

118:                                              ; preds = %95, %118
  %119 = phi i8 [ %126, %118 ], [ %116, %95 ]
  %120 = phi i32 [ %125, %118 ], [ -2128831035, %95 ]
  %121 = phi i8* [ %122, %118 ], [ %5, %95 ]
  %122 = getelementptr inbounds i8, i8* %121, i32 1
  %123 = zext i8 %119 to i32
  %124 = xor i32 %120, %123
  %125 = mul i32 %124, 16777619
  %126 = load i8, i8* %122, align 1, !tbaa !14
  %127 = icmp eq i8 %126, 0
  br i1 %127, label %128, label %118, !llvm.loop !15

128:                                              ; preds = %118, %95
  %129 = phi i32 [ -2128831035, %95 ], [ %125, %118 ]
  %130 = add i32 %129, %115
  %131 = shl i64 %26, 1
  %132 = or i64 %24, 1
  %133 = add nsw i64 %25, -1
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @.str.7, i32 0, i32 0), i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %131, i64 noundef %27, i64 noundef %132, i64 noundef %133, i64 noundef %23)
  br label %135

135:                                              ; preds = %128, %195
  %136 = phi i32 [ %130, %128 ], [ %197, %195 ]
  %137 = phi i32 [ 0, %128 ], [ %140, %195 ]
  %138 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 %137
  %139 = load double, double* %138, align 8, !tbaa !9
  %140 = add nuw nsw i32 %137, 1
  %141 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 %140
  %142 = load double, double* %141, align 8, !tbaa !9
  %143 = fmul double %139, %142
  %144 = add nuw nsw i32 %137, 2
  %145 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 %144
  %146 = load double, double* %145, align 8, !tbaa !9
  %147 = add nuw nsw i32 %137, 3
  %148 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 %147
  %149 = load double, double* %148, align 8, !tbaa !9
  %150 = fsub double %146, %149
  %151 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %137
  %152 = load i32, i32* %151, align 4, !tbaa !5
  %153 = fadd double %143, %150
  %154 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %140
  %155 = load i32, i32* %154, align 4, !tbaa !5
  %156 = fsub double %143, %150
  %157 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %144
  %158 = load i32, i32* %157, align 4, !tbaa !5
  %159 = fmul double %143, 5.000000e-01
  %160 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %147
  %161 = load i32, i32* %160, align 4, !tbaa !5
  %162 = fmul double %150, 5.000000e-01
  %163 = add nuw nsw i32 %137, 4
  %164 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %163
  %165 = load i32, i32* %164, align 4, !tbaa !5
  %166 = add nuw nsw i32 %137, 5
  %167 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %166
  %168 = load i32, i32* %167, align 4, !tbaa !5
  %169 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 %163
  %170 = load double, double* %169, align 8, !tbaa !9
  %171 = add nuw nsw i32 %137, 6
  %172 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %171
  %173 = load i32, i32* %172, align 4, !tbaa !5
  %174 = getelementptr inbounds [12 x double], [12 x double]* %2, i32 0, i32 %166
  %175 = load double, double* %174, align 8, !tbaa !9
  %176 = add nuw nsw i32 %137, 7
  %177 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i32 0, i32 %176
  %178 = load i32, i32* %177, align 4, !tbaa !5
  %179 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([87 x i8], [87 x i8]* @.str.8, i32 0, i32 0), i32 noundef %137, double noundef %143, double noundef %150, i32 noundef %152, double noundef %153, i32 noundef %155, double noundef %156, i32 noundef %158, double noundef %159, i32 noundef %161, double noundef %162, i32 noundef %165, double noundef %139, i32 noundef %168, double noundef %170, i32 noundef %173, double noundef %175, i32 noundef %178)
  %180 = load i32, i32* %151, align 4, !tbaa !5
  %181 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %5, i32 noundef 512, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), double noundef %143, double noundef %150, i32 noundef %180, i32 noundef %137) #5
  %182 = mul i32 %136, 7
  %183 = load i8, i8* %5, align 1, !tbaa !14
  %184 = icmp eq i8 %183, 0
  br i1 %184, label %195, label %185

185:                                              ; preds = %135, %185
  %186 = phi i8 [ %193, %185 ], [ %183, %135 ]
  %187 = phi i32 [ %192, %185 ], [ -2128831035, %135 ]
  %188 = phi i8* [ %189, %185 ], [ %5, %135 ]
  %189 = getelementptr inbounds i8, i8* %188, i32 1
  %190 = zext i8 %186 to i32
  %191 = xor i32 %187, %190
  %192 = mul i32 %191, 16777619
  %193 = load i8, i8* %189, align 1, !tbaa !14
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %195, label %185, !llvm.loop !15

195:                                              ; preds = %185, %135
  %196 = phi i32 [ -2128831035, %135 ], [ %192, %185 ]
  %197 = add i32 %196, %182
  %198 = icmp eq i32 %140, 4
  br i1 %198, label %199, label %135, !llvm.loop !16

199:                                              ; preds = %195
  %200 = load i32, i32* %28, align 4, !tbaa !5
  %201 = load i32, i32* %30, align 4, !tbaa !5
  %202 = load i32, i32* %32, align 4, !tbaa !5
  %203 = load i32, i32* %34, align 4, !tbaa !5
  %204 = load i32, i32* %36, align 4, !tbaa !5
  %205 = load i32, i32* %38, align 4, !tbaa !5
  %206 = load i32, i32* %40, align 4, !tbaa !5
  %207 = load i32, i32* %42, align 4, !tbaa !5
  %208 = call fastcc double @mixed_fixed(i32 noundef %200, double noundef %50, i32 noundef %201, double noundef %52, i64 noundef %24, double noundef %54, i32 noundef %202, double noundef %56, i32 noundef %203, double noundef %58, i64 noundef %25, double noundef %60, i32 noundef %204, double noundef %62, i32 noundef %205, double noundef %64, i32 noundef %206, double noundef %66, i32 noundef %207, double noundef %68)
  %209 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.10, i32 0, i32 0), double noundef %208)
  %210 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %5, i32 noundef 512, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i32 0, i32 0), double noundef %208) #5
  %211 = load i8, i8* %5, align 1, !tbaa !14
  %212 = icmp eq i8 %211, 0
  br i1 %212, label %223, label %213

213:                                              ; preds = %199, %213
  %214 = phi i8 [ %221, %213 ], [ %211, %199 ]
  %215 = phi i32 [ %220, %213 ], [ -2128831035, %199 ]
  %216 = phi i8* [ %217, %213 ], [ %5, %199 ]
  %217 = getelementptr inbounds i8, i8* %216, i32 1
  %218 = zext i8 %214 to i32
  %219 = xor i32 %215, %218
  %220 = mul i32 %219, 16777619
  %221 = load i8, i8* %217, align 1, !tbaa !14
  %222 = icmp eq i8 %221, 0
  br i1 %222, label %223, label %213, !llvm.loop !15

223:                                              ; preds = %213, %199
  %224 = phi i32 [ -2128831035, %199 ], [ %220, %213 ]
  %225 = add nsw i32 %4, 97
  %226 = add nsw i32 %4, 98
  %227 = add nsw i32 %4, 99
  %228 = mul nsw i32 %4, 11
  %229 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.15, i32 0, i32 0), i32 noundef %225, i32 noundef %226, i32 noundef %227, i32 noundef %228)
  %230 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %5, i32 noundef 8, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i32 0, i32 0)) #5
  %231 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.18, i32 0, i32 0), i8* noundef nonnull %5, i32 noundef %230)
  %232 = call i32 @strlen(i8* noundef nonnull %5) #6
  %233 = add i32 %224, %197
  %234 = add i32 %233, %230
  %235 = add i32 %234, %232
  %236 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i32 0, i32 0), i32 noundef %235)
  %237 = and i32 %235, 127
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %7) #5
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %6) #5
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %5) #5
  ret i32 %237
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
