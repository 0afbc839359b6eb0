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
  %9 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 0
  %10 = mul i32 %8, -5
  %11 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 0
  store i32 %10, i32* %11, align 16, !tbaa !5
  %12 = add nsw i32 %4, 1
  %13 = insertelement <2 x i32> poison, i32 %4, i64 0
  %14 = insertelement <2 x i32> %13, i32 %12, i64 1
  %15 = sitofp <2 x i32> %14 to <2 x double>
  %16 = fmul <2 x double> %15, <double 1.250000e+00, double 1.250000e+00>
  %17 = fadd <2 x double> %16, <double -3.000000e+00, double -3.000000e+00>
  %18 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 1
  %19 = bitcast [12 x double]* %2 to <2 x double>*
  store <2 x double> %17, <2 x double>* %19, align 16, !tbaa !9
  %20 = mul i32 %8, -8
  %21 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 1
  store i32 %20, i32* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 2
  %23 = mul i32 %8, -9
  %24 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 2
  store i32 %23, i32* %24, align 8, !tbaa !5
  %25 = shufflevector <2 x i32> %13, <2 x i32> poison, <2 x i32> zeroinitializer
  %26 = add nsw <2 x i32> %25, <i32 2, i32 3>
  %27 = sitofp <2 x i32> %26 to <2 x double>
  %28 = fmul <2 x double> %27, <double 1.250000e+00, double 1.250000e+00>
  %29 = fadd <2 x double> %28, <double -3.000000e+00, double -3.000000e+00>
  %30 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 3
  %31 = bitcast double* %22 to <2 x double>*
  store <2 x double> %29, <2 x double>* %31, align 16, !tbaa !9
  %32 = mul i32 %8, -8
  %33 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 3
  store i32 %32, i32* %33, align 4, !tbaa !5
  %34 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 4
  %35 = mul i32 %8, -5
  %36 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 4
  store i32 %35, i32* %36, align 16, !tbaa !5
  %37 = add nsw <2 x i32> %25, <i32 4, i32 5>
  %38 = sitofp <2 x i32> %37 to <2 x double>
  %39 = fmul <2 x double> %38, <double 1.250000e+00, double 1.250000e+00>
  %40 = fadd <2 x double> %39, <double -3.000000e+00, double -3.000000e+00>
  %41 = bitcast double* %34 to <2 x double>*
  store <2 x double> %40, <2 x double>* %41, align 16, !tbaa !9
  %42 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 5
  store i32 0, i32* %42, align 4, !tbaa !5
  %43 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 6
  %44 = mul i32 %8, 7
  %45 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 6
  store i32 %44, i32* %45, align 8, !tbaa !5
  %46 = add nsw <2 x i32> %25, <i32 6, i32 7>
  %47 = sitofp <2 x i32> %46 to <2 x double>
  %48 = fmul <2 x double> %47, <double 1.250000e+00, double 1.250000e+00>
  %49 = fadd <2 x double> %48, <double -3.000000e+00, double -3.000000e+00>
  %50 = bitcast double* %43 to <2 x double>*
  store <2 x double> %49, <2 x double>* %50, align 16, !tbaa !9
  %51 = shl i32 %8, 4
  %52 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 7
  store i32 %51, i32* %52, align 4, !tbaa !5
  %53 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 8
  %54 = mul i32 %8, 27
  %55 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 8
  store i32 %54, i32* %55, align 16, !tbaa !5
  %56 = add nsw <2 x i32> %25, <i32 8, i32 9>
  %57 = sitofp <2 x i32> %56 to <2 x double>
  %58 = fmul <2 x double> %57, <double 1.250000e+00, double 1.250000e+00>
  %59 = fadd <2 x double> %58, <double -3.000000e+00, double -3.000000e+00>
  %60 = bitcast double* %53 to <2 x double>*
  store <2 x double> %59, <2 x double>* %60, align 16, !tbaa !9
  %61 = mul i32 %8, 40
  %62 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 9
  store i32 %61, i32* %62, align 4, !tbaa !5
  %63 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 10
  %64 = mul i32 %8, 55
  %65 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 10
  store i32 %64, i32* %65, align 8, !tbaa !5
  %66 = add nsw <2 x i32> %25, <i32 10, i32 11>
  %67 = sitofp <2 x i32> %66 to <2 x double>
  %68 = fmul <2 x double> %67, <double 1.250000e+00, double 1.250000e+00>
  %69 = fadd <2 x double> %68, <double -3.000000e+00, double -3.000000e+00>
  %70 = bitcast double* %63 to <2 x double>*
  store <2 x double> %69, <2 x double>* %70, align 16, !tbaa !9
  %71 = mul i32 %8, 72
  %72 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 11
  store i32 %71, i32* %72, align 4, !tbaa !5
  %73 = sext i32 %4 to i64
  %74 = shl i64 %73, 40
  %75 = mul i64 %73, -1000000000007
  %76 = sub nsw i64 9223372036854775807, %73
  %77 = or i64 %73, -9223372036854775808
  %78 = load i32, i32* %11, align 16, !tbaa !5
  %79 = load i32, i32* %21, align 4, !tbaa !5
  %80 = load i32, i32* %24, align 8, !tbaa !5
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef %78, i32 noundef %79, i32 noundef %80, i32 noundef %32, i32 noundef %35, i32 noundef 0, i32 noundef %44, i32 noundef %51, i32 noundef %54, i32 noundef %61)
  %82 = load double, double* %9, align 16, !tbaa !9
  %83 = load double, double* %18, align 8, !tbaa !9
  %84 = load double, double* %22, align 16, !tbaa !9
  %85 = load double, double* %30, align 8, !tbaa !9
  %86 = extractelement <2 x double> %40, i64 0
  %87 = extractelement <2 x double> %40, i64 1
  %88 = extractelement <2 x double> %49, i64 0
  %89 = extractelement <2 x double> %49, i64 1
  %90 = extractelement <2 x double> %59, i64 0
  %91 = extractelement <2 x double> %59, i64 1
  %92 = extractelement <2 x double> %69, i64 0
  %93 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.1, i64 0, i64 0), double noundef %82, double noundef %83, double noundef %84, double noundef %85, double noundef %86, double noundef %87, double noundef %88, double noundef %89, double noundef %90, double noundef %91, double noundef %92)
  %94 = add nsw i32 %4, 65
  %95 = load i32, i32* %33, align 4, !tbaa !5
  %96 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 512, i8* noundef getelementptr inbounds ([106 x i8], [106 x i8]* @.str.2, i64 0, i64 0), i32 noundef %78, double noundef %82, i32 noundef %79, double noundef %83, i64 noundef %74, double noundef %84, i32 noundef %80, double noundef %85, i32 noundef %94, double noundef %86, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef %87, i32 noundef %95, double noundef %88, i32 noundef %35, double noundef %89, i64 noundef %75, double noundef %90, i32 noundef 0, double noundef %91, i64 noundef %76, i32 noundef %44, i64 noundef %77, double noundef %92, i32 noundef 122, i32 noundef %51) #5
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef %96)
  %98 = load i8, i8* %5, align 16, !tbaa !11
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %110, label %100

100:                                              ; preds = %0, %100
  %101 = phi i8 [ %108, %100 ], [ %98, %0 ]
  %102 = phi i32 [ %107, %100 ], [ -2128831035, %0 ]
  %103 = phi i8* [ %104, %100 ], [ %5, %0 ]
  %104 = getelementptr inbounds i8, i8* %103, i64 1
  %105 = zext i8 %101 to i32
  %106 = xor i32 %102, %105
  %107 = mul i32 %106, 16777619
  %108 = load i8, i8* %104, align 1, !tbaa !11
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %110, label %100, !llvm.loop !12

110:                                              ; preds = %100, %0
  %111 = phi i32 [ -2128831035, %0 ], [ %107, %100 ]
  %112 = add i32 %111, %96
  %113 = sitofp i32 %4 to float
  %114 = fmul float %113, 1.500000e+00
  %115 = add i32 %4, 250
  %116 = fpext float %114 to double
  %117 = mul i32 %4, -335544320
  %118 = ashr exact i32 %117, 24
  %119 = mul i32 %4, 655360000
  %120 = ashr exact i32 %119, 16
  %121 = and i32 %115, 255
  %122 = fmul float %114, 2.000000e+00
  %123 = fpext float %122 to double
  %124 = load i32, i32* %72, align 4, !tbaa !5
  %125 = extractelement <2 x double> %69, i64 1
  %126 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 512, i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.5, i64 0, i64 0), double noundef %116, i32 noundef %118, i32 noundef %120, i32 noundef %121, double noundef %123, i32 noundef %120, i32 noundef %118, i32 noundef %121, double noundef %116, i32 noundef %4, i32 noundef %4, double noundef %125, i32 noundef %124) #5
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef %126)
  %128 = mul i32 %112, 31
  %129 = load i8, i8* %5, align 16, !tbaa !11
  %130 = icmp eq i8 %129, 0
  br i1 %130, label %141, label %131

131:                                              ; preds = %110, %131
  %132 = phi i8 [ %139, %131 ], [ %129, %110 ]
  %133 = phi i32 [ %138, %131 ], [ -2128831035, %110 ]
  %134 = phi i8* [ %135, %131 ], [ %5, %110 ]
  %135 = getelementptr inbounds i8, i8* %134, i64 1
  %136 = zext i8 %132 to i32
  %137 = xor i32 %133, %136
  %138 = mul i32 %137, 16777619
  %139 = load i8, i8* %135, align 1, !tbaa !11
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %141, label %131, !llvm.loop !12

141:                                              ; preds = %131, %110
  %142 = phi i32 [ -2128831035, %110 ], [ %138, %131 ]
  %143 = add i32 %142, %128
  %144 = shl i64 %76, 1
  %145 = or i64 %74, 1
  %146 = add nsw i64 %75, -1
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @.str.7, i64 0, i64 0), i64 noundef %74, i64 noundef %75, i64 noundef %76, i64 noundef %77, i64 noundef %144, i64 noundef %77, i64 noundef %145, i64 noundef %146, i64 noundef %73)
  %148 = load double, double* %34, align 16, !tbaa !9
  br label %149

149:                                              ; preds = %208, %141
  %150 = phi double [ %87, %141 ], [ %210, %208 ]
  %151 = phi double [ %148, %141 ], [ %150, %208 ]
  %152 = phi double [ %85, %141 ], [ %151, %208 ]
  %153 = phi double [ %84, %141 ], [ %152, %208 ]
  %154 = phi double [ %83, %141 ], [ %153, %208 ]
  %155 = phi double [ %82, %141 ], [ %154, %208 ]
  %156 = phi i64 [ 0, %141 ], [ %158, %208 ]
  %157 = phi i32 [ %143, %141 ], [ %206, %208 ]
  %158 = add nuw nsw i64 %156, 1
  %159 = fmul double %155, %154
  %160 = add nuw nsw i64 %156, 2
  %161 = add nuw nsw i64 %156, 3
  %162 = fsub double %153, %152
  %163 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %156
  %164 = load i32, i32* %163, align 4, !tbaa !5
  %165 = fadd double %159, %162
  %166 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %158
  %167 = load i32, i32* %166, align 4, !tbaa !5
  %168 = fsub double %159, %162
  %169 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %160
  %170 = load i32, i32* %169, align 4, !tbaa !5
  %171 = fmul double %159, 5.000000e-01
  %172 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %161
  %173 = load i32, i32* %172, align 4, !tbaa !5
  %174 = fmul double %162, 5.000000e-01
  %175 = add nuw nsw i64 %156, 4
  %176 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %175
  %177 = load i32, i32* %176, align 4, !tbaa !5
  %178 = add nuw nsw i64 %156, 5
  %179 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %178
  %180 = load i32, i32* %179, align 4, !tbaa !5
  %181 = add nuw nsw i64 %156, 6
  %182 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %181
  %183 = load i32, i32* %182, align 4, !tbaa !5
  %184 = add nuw nsw i64 %156, 7
  %185 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %184
  %186 = load i32, i32* %185, align 4, !tbaa !5
  %187 = trunc i64 %156 to i32
  %188 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([87 x i8], [87 x i8]* @.str.8, i64 0, i64 0), i32 noundef %187, double noundef %159, double noundef %162, i32 noundef %164, double noundef %165, i32 noundef %167, double noundef %168, i32 noundef %170, double noundef %171, i32 noundef %173, double noundef %174, i32 noundef %177, double noundef %155, i32 noundef %180, double noundef %151, i32 noundef %183, double noundef %150, i32 noundef %186)
  %189 = load i32, i32* %163, align 4, !tbaa !5
  %190 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 512, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), double noundef %159, double noundef %162, i32 noundef %189, i32 noundef %187) #5
  %191 = mul i32 %157, 7
  %192 = load i8, i8* %5, align 16, !tbaa !11
  %193 = icmp eq i8 %192, 0
  br i1 %193, label %204, label %194

194:                                              ; preds = %149, %194
  %195 = phi i8 [ %202, %194 ], [ %192, %149 ]
  %196 = phi i32 [ %201, %194 ], [ -2128831035, %149 ]
  %197 = phi i8* [ %198, %194 ], [ %5, %149 ]
  %198 = getelementptr inbounds i8, i8* %197, i64 1
  %199 = zext i8 %195 to i32
  %200 = xor i32 %196, %199
  %201 = mul i32 %200, 16777619
  %202 = load i8, i8* %198, align 1, !tbaa !11
  %203 = icmp eq i8 %202, 0
  br i1 %203, label %204, label %194, !llvm.loop !12

204:                                              ; preds = %194, %149
  %205 = phi i32 [ -2128831035, %149 ], [ %201, %194 ]
  %206 = add i32 %205, %191
  %207 = icmp eq i64 %158, 4
  br i1 %207, label %211, label %208, !llvm.loop !14

208:                                              ; preds = %204
  %209 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 %181
  %210 = load double, double* %209, align 8, !tbaa !9
  br label %149

211:                                              ; preds = %204
  %212 = load i32, i32* %11, align 16, !tbaa !5
  %213 = load i32, i32* %21, align 4, !tbaa !5
  %214 = load i32, i32* %24, align 8, !tbaa !5
  %215 = load i32, i32* %33, align 4, !tbaa !5
  %216 = load i32, i32* %36, align 16, !tbaa !5
  %217 = load i32, i32* %42, align 4, !tbaa !5
  %218 = load i32, i32* %45, align 8, !tbaa !5
  %219 = load i32, i32* %52, align 4, !tbaa !5
  %220 = call fastcc double @mixed_fixed(i32 noundef %212, double noundef %82, i32 noundef %213, double noundef %83, i64 noundef %74, double noundef %84, i32 noundef %214, double noundef %85, i32 noundef %215, double noundef %86, i64 noundef %75, double noundef %87, i32 noundef %216, double noundef %88, i32 noundef %217, double noundef %89, i32 noundef %218, double noundef %90, i32 noundef %219, double noundef %91)
  %221 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.10, i64 0, i64 0), double noundef %220)
  %222 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 512, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0), double noundef %220) #5
  %223 = load i8, i8* %5, align 16, !tbaa !11
  %224 = icmp eq i8 %223, 0
  br i1 %224, label %235, label %225

225:                                              ; preds = %211, %225
  %226 = phi i8 [ %233, %225 ], [ %223, %211 ]
  %227 = phi i32 [ %232, %225 ], [ -2128831035, %211 ]
  %228 = phi i8* [ %229, %225 ], [ %5, %211 ]
  %229 = getelementptr inbounds i8, i8* %228, i64 1
  %230 = zext i8 %226 to i32
  %231 = xor i32 %227, %230
  %232 = mul i32 %231, 16777619
  %233 = load i8, i8* %229, align 1, !tbaa !11
  %234 = icmp eq i8 %233, 0
  br i1 %234, label %235, label %225, !llvm.loop !12

235:                                              ; preds = %225, %211
  %236 = phi i32 [ -2128831035, %211 ], [ %232, %225 ]
  %237 = add nsw i32 %4, 97
  %238 = add nsw i32 %4, 98
  %239 = add nsw i32 %4, 99
  %240 = mul nsw i32 %4, 11
  %241 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.15, i64 0, i64 0), i32 noundef %237, i32 noundef %238, i32 noundef %239, i32 noundef %240)
  %242 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 8, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i64 0, i64 0)) #5
  %243 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.18, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef %242)
  %244 = call i64 @strlen(i8* noundef nonnull %5) #6
  %245 = trunc i64 %244 to i32
  %246 = add i32 %236, %206
  %247 = add i32 %246, %242
  %248 = add i32 %247, %245
  %249 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i64 0, i64 0), i32 noundef %248)
  %250 = and i32 %248, 127
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %7) #5
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %6) #5
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %5) #5
  ret i32 %250
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
  %27 = add nsw i32 %2, %0
  %28 = add nsw i32 %27, %6
  %29 = add nsw i32 %28, %8
  %30 = add nsw i32 %29, %12
  %31 = add nsw i32 %30, %14
  %32 = add nsw i32 %31, %16
  %33 = add nsw i32 %32, %18
  %34 = sitofp i32 %33 to double
  %35 = sub nsw i64 %4, %10
  %36 = sitofp i64 %35 to double
  %37 = insertelement <2 x double> poison, double %36, i64 0
  %38 = insertelement <2 x double> %37, double %26, i64 1
  %39 = insertelement <2 x double> <double 7.500000e-01, double poison>, double %15, i64 1
  %40 = fadd <2 x double> %38, %39
  %41 = insertelement <2 x double> <double -2.500000e+00, double poison>, double %17, i64 1
  %42 = fadd <2 x double> %40, %41
  %43 = insertelement <2 x double> <double -5.000000e+00, double poison>, double %19, i64 1
  %44 = fadd <2 x double> %42, %43
  %45 = insertelement <2 x double> <double -3.000000e+02, double poison>, double %34, i64 1
  %46 = fadd <2 x double> %44, %45
  %47 = shufflevector <2 x double> %46, <2 x double> poison, <2 x i32> <i32 1, i32 undef>
  %48 = fadd <2 x double> %46, %47
  %49 = extractelement <2 x double> %48, i64 0
  ret double %49
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
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
