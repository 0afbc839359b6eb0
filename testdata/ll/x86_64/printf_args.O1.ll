; ModuleID = 'c/printf_args.c'
source_filename = "c/printf_args.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = alloca [512 x i8], align 16
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x i32], align 16
  %4 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %5 = getelementptr inbounds [512 x i8], [512 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %5) #5
  %6 = bitcast [12 x double]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %6) #5
  %7 = bitcast [12 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %7) #5
  %8 = add nsw i32 %4, 1000
  %9 = zext i32 %8 to i64
  br label %10

10:                                               ; preds = %0, %10
  %11 = phi i64 [ 0, %0 ], [ %20, %10 ]
  %12 = trunc i64 %11 to i32
  %13 = add nsw i32 %4, %12
  %14 = sitofp i32 %13 to double
  %15 = fmul double %14, 1.250000e+00
  %16 = fadd double %15, -3.000000e+00
  %17 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 %11
  store double %16, double* %17, align 8, !tbaa !9
  %18 = add nsw i64 %11, -5
  %19 = mul i64 %18, %9
  %20 = add nuw nsw i64 %11, 1
  %21 = mul i64 %19, %20
  %22 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %11
  %23 = trunc i64 %21 to i32
  store i32 %23, i32* %22, align 4, !tbaa !5
  %24 = icmp eq i64 %20, 12
  br i1 %24, label %25, label %10, !llvm.loop !11

25:                                               ; preds = %10
  %26 = sext i32 %4 to i64
  %27 = shl i64 %26, 40
  %28 = mul i64 %26, -1000000000007
  %29 = sub nsw i64 9223372036854775807, %26
  %30 = or i64 %26, -9223372036854775808
  %31 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 0
  %32 = load i32, i32* %31, align 16, !tbaa !5
  %33 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 1
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 2
  %36 = load i32, i32* %35, align 8, !tbaa !5
  %37 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 3
  %38 = load i32, i32* %37, align 4, !tbaa !5
  %39 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 4
  %40 = load i32, i32* %39, align 16, !tbaa !5
  %41 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 5
  %42 = load i32, i32* %41, align 4, !tbaa !5
  %43 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 6
  %44 = load i32, i32* %43, align 8, !tbaa !5
  %45 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 7
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 8
  %48 = load i32, i32* %47, align 16, !tbaa !5
  %49 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 9
  %50 = load i32, i32* %49, align 4, !tbaa !5
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef %32, i32 noundef %34, i32 noundef %36, i32 noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %44, i32 noundef %46, i32 noundef %48, i32 noundef %50)
  %52 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 0
  %53 = load double, double* %52, align 16, !tbaa !9
  %54 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 1
  %55 = load double, double* %54, align 8, !tbaa !9
  %56 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 2
  %57 = load double, double* %56, align 16, !tbaa !9
  %58 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 3
  %59 = load double, double* %58, align 8, !tbaa !9
  %60 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 4
  %61 = load double, double* %60, align 16, !tbaa !9
  %62 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 5
  %63 = load double, double* %62, align 8, !tbaa !9
  %64 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 6
  %65 = load double, double* %64, align 16, !tbaa !9
  %66 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 7
  %67 = load double, double* %66, align 8, !tbaa !9
  %68 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 8
  %69 = load double, double* %68, align 16, !tbaa !9
  %70 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 9
  %71 = load double, double* %70, align 8, !tbaa !9
  %72 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 10
  %73 = load double, double* %72, align 16, !tbaa !9
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.1, i64 0, i64 0), double noundef %53, double noundef %55, double noundef %57, double noundef %59, double noundef %61, double noundef %63, double noundef %65, double noundef %67, double noundef %69, double noundef %71, double noundef %73)
  %75 = load i32, i32* %31, align 16, !tbaa !5
  %76 = load i32, i32* %33, align 4, !tbaa !5
  %77 = load i32, i32* %35, align 8, !tbaa !5
  %78 = add nsw i32 %4, 65
  %79 = load i32, i32* %37, align 4, !tbaa !5
  %80 = load i32, i32* %39, align 16, !tbaa !5
  %81 = load i32, i32* %41, align 4, !tbaa !5
  %82 = load i32, i32* %43, align 8, !tbaa !5
  %83 = load i32, i32* %45, align 4, !tbaa !5
  %84 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 512, i8* noundef getelementptr inbounds ([106 x i8], [106 x i8]* @.str.2, i64 0, i64 0), i32 noundef %75, double noundef %53, i32 noundef %76, double noundef %55, i64 noundef %27, double noundef %57, i32 noundef %77, double noundef %59, i32 noundef %78, double noundef %61, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef %63, i32 noundef %79, double noundef %65, i32 noundef %80, double noundef %67, i64 noundef %28, double noundef %69, i32 noundef %81, double noundef %71, i64 noundef %29, i32 noundef %82, i64 noundef %30, double noundef %73, i32 noundef 122, i32 noundef %83) #5
  %85 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef %84)
  %86 = load i8, i8* %5, align 16, !tbaa !14
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %98, label %88

88:                                               ; preds = %25, %88
  %89 = phi i8 [ %96, %88 ], [ %86, %25 ]
  %90 = phi i32 [ %95, %88 ], [ -2128831035, %25 ]
  %91 = phi i8* [ %92, %88 ], [ %5, %25 ]
  %92 = getelementptr inbounds i8, i8* %91, i64 1
  %93 = zext i8 %89 to i32
  %94 = xor i32 %90, %93
  %95 = mul i32 %94, 16777619
  %96 = load i8, i8* %92, align 1, !tbaa !14
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %98, label %88, !llvm.loop !15

98:                                               ; preds = %88, %25
  %99 = phi i32 [ -2128831035, %25 ], [ %95, %88 ]
  %100 = add i32 %99, %84
  %101 = sitofp i32 %4 to float
  %102 = fmul float %101, 1.500000e+00
  %103 = add i32 %4, 250
  %104 = fpext float %102 to double
  %105 = mul i32 %4, -335544320
  %106 = ashr exact i32 %105, 24
  %107 = mul i32 %4, 655360000
  %108 = ashr exact i32 %107, 16
  %109 = and i32 %103, 255
  %110 = fmul float %102, 2.000000e+00
  %111 = fpext float %110 to double
  %112 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 11
  %113 = load double, double* %112, align 8, !tbaa !9
  %114 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 11
  %115 = load i32, i32* %114, align 4, !tbaa !5
  %116 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 512, i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.5, i64 0, i64 0), double noundef %104, i32 noundef %106, i32 noundef %108, i32 noundef %109, double noundef %111, i32 noundef %108, i32 noundef %106, i32 noundef %109, double noundef %104, i32 noundef %4, i32 noundef %4, double noundef %113, i32 noundef %115) #5
  %117 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef %116)
  %118 = mul i32 %100, 31
  %119 = load i8, i8* %5, align 16, !tbaa !14
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %131, label %121

121:                                              ; preds = %98, %121
  %122 = phi i8 [ %129, %121 ], [ %119, %98 ]
  %123 = phi i32 [ %128, %121 ], [ -2128831035, %98 ]
  %124 = phi i8* [ %125, %121 ], [ %5, %98 ]
  %125 = getelementptr inbounds i8, i8* %124, i64 1
  %126 = zext i8 %122 to i32
  %127 = xor i32 %123, %126
  %128 = mul i32 %127, 16777619
  %129 = load i8, i8* %125, align 1, !tbaa !14
  %130 = icmp eq i8 %129, 0
  br i1 %130, label %131, label %121, !llvm.loop !15

131:                                              ; preds = %121, %98
  %132 = phi i32 [ -2128831035, %98 ], [ %128, %121 ]
  %133 = add i32 %132, %118
  %134 = shl i64 %29, 1
  %135 = or i64 %27, 1
  %136 = add nsw i64 %28, -1
  %137 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @.str.7, i64 0, i64 0), i64 noundef %27, i64 noundef %28, i64 noundef %29, i64 noundef %30, i64 noundef %134, i64 noundef %30, i64 noundef %135, i64 noundef %136, i64 noundef %26)
  br label %138

138:                                              ; preds = %131, %200
  %139 = phi i64 [ 0, %131 ], [ %143, %200 ]
  %140 = phi i32 [ %133, %131 ], [ %202, %200 ]
  %141 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 %139
  %142 = load double, double* %141, align 8, !tbaa !9
  %143 = add nuw nsw i64 %139, 1
  %144 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 %143
  %145 = load double, double* %144, align 8, !tbaa !9
  %146 = fmul double %142, %145
  %147 = add nuw nsw i64 %139, 2
  %148 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 %147
  %149 = load double, double* %148, align 8, !tbaa !9
  %150 = add nuw nsw i64 %139, 3
  %151 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 %150
  %152 = load double, double* %151, align 8, !tbaa !9
  %153 = fsub double %149, %152
  %154 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %139
  %155 = load i32, i32* %154, align 4, !tbaa !5
  %156 = fadd double %146, %153
  %157 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %143
  %158 = load i32, i32* %157, align 4, !tbaa !5
  %159 = fsub double %146, %153
  %160 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %147
  %161 = load i32, i32* %160, align 4, !tbaa !5
  %162 = fmul double %146, 5.000000e-01
  %163 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %150
  %164 = load i32, i32* %163, align 4, !tbaa !5
  %165 = fmul double %153, 5.000000e-01
  %166 = add nuw nsw i64 %139, 4
  %167 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %166
  %168 = load i32, i32* %167, align 4, !tbaa !5
  %169 = add nuw nsw i64 %139, 5
  %170 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %169
  %171 = load i32, i32* %170, align 4, !tbaa !5
  %172 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 %166
  %173 = load double, double* %172, align 8, !tbaa !9
  %174 = add nuw nsw i64 %139, 6
  %175 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %174
  %176 = load i32, i32* %175, align 4, !tbaa !5
  %177 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 %169
  %178 = load double, double* %177, align 8, !tbaa !9
  %179 = add nuw nsw i64 %139, 7
  %180 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %179
  %181 = load i32, i32* %180, align 4, !tbaa !5
  %182 = trunc i64 %139 to i32
  %183 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([87 x i8], [87 x i8]* @.str.8, i64 0, i64 0), i32 noundef %182, double noundef %146, double noundef %153, i32 noundef %155, double noundef %156, i32 noundef %158, double noundef %159, i32 noundef %161, double noundef %162, i32 noundef %164, double noundef %165, i32 noundef %168, double noundef %142, i32 noundef %171, double noundef %173, i32 noundef %176, double noundef %178, i32 noundef %181)
  %184 = load i32, i32* %154, align 4, !tbaa !5
  %185 = trunc i64 %139 to i32
  %186 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 512, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), double noundef %146, double noundef %153, i32 noundef %184, i32 noundef %185) #5
  %187 = mul i32 %140, 7
  %188 = load i8, i8* %5, align 16, !tbaa !14
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %200, label %190

190:                                              ; preds = %138, %190
  %191 = phi i8 [ %198, %190 ], [ %188, %138 ]
  %192 = phi i32 [ %197, %190 ], [ -2128831035, %138 ]
  %193 = phi i8* [ %194, %190 ], [ %5, %138 ]
  %194 = getelementptr inbounds i8, i8* %193, i64 1
  %195 = zext i8 %191 to i32
  %196 = xor i32 %192, %195
  %197 = mul i32 %196, 16777619
  %198 = load i8, i8* %194, align 1, !tbaa !14
  %199 = icmp eq i8 %198, 0
  br i1 %199, label %200, label %190, !llvm.loop !15

200:                                              ; preds = %190, %138
  %201 = phi i32 [ -2128831035, %138 ], [ %197, %190 ]
  %202 = add i32 %201, %187
  %203 = icmp eq i64 %143, 4
  br i1 %203, label %204, label %138, !llvm.loop !16

204:                                              ; preds = %200
  %205 = load i32, i32* %31, align 16, !tbaa !5
  %206 = load i32, i32* %33, align 4, !tbaa !5
  %207 = load i32, i32* %35, align 8, !tbaa !5
  %208 = load i32, i32* %37, align 4, !tbaa !5
  %209 = load i32, i32* %39, align 16, !tbaa !5
  %210 = load i32, i32* %41, align 4, !tbaa !5
  %211 = load i32, i32* %43, align 8, !tbaa !5
  %212 = load i32, i32* %45, align 4, !tbaa !5
  %213 = call fastcc double @mixed_fixed(i32 noundef %205, double noundef %53, i32 noundef %206, double noundef %55, i64 noundef %27, double noundef %57, i32 noundef %207, double noundef %59, i32 noundef %208, double noundef %61, i64 noundef %28, double noundef %63, i32 noundef %209, double noundef %65, i32 noundef %210, double noundef %67, i32 noundef %211, double noundef %69, i32 noundef %212, double noundef %71)
  %214 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.10, i64 0, i64 0), double noundef %213)
  %215 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 512, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0), double noundef %213) #5
  %216 = load i8, i8* %5, align 16, !tbaa !14
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %228, label %218

218:                                              ; preds = %204, %218
  %219 = phi i8 [ %226, %218 ], [ %216, %204 ]
  %220 = phi i32 [ %225, %218 ], [ -2128831035, %204 ]
  %221 = phi i8* [ %222, %218 ], [ %5, %204 ]
  %222 = getelementptr inbounds i8, i8* %221, i64 1
  %223 = zext i8 %219 to i32
  %224 = xor i32 %220, %223
  %225 = mul i32 %224, 16777619
  %226 = load i8, i8* %222, align 1, !tbaa !14
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %228, label %218, !llvm.loop !15

228:                                              ; preds = %218, %204
  %229 = phi i32 [ -2128831035, %204 ], [ %225, %218 ]
  %230 = add nsw i32 %4, 97
  %231 = add nsw i32 %4, 98
  %232 = add nsw i32 %4, 99
  %233 = mul nsw i32 %4, 11
  %234 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.15, i64 0, i64 0), i32 noundef %230, i32 noundef %231, i32 noundef %232, i32 noundef %233)
  %235 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 8, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i64 0, i64 0)) #5
  %236 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.18, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef %235)
  %237 = call i64 @strlen(i8* noundef nonnull %5) #6
  %238 = trunc i64 %237 to i32
  %239 = add i32 %229, %202
  %240 = add i32 %239, %235
  %241 = add i32 %240, %238
  %242 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i64 0, i64 0), i32 noundef %241)
  %243 = and i32 %241, 127
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %7) #5
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %6) #5
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %5) #5
  ret i32 %243
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

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
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
