; ModuleID = 'c/printf_args.c'
source_filename = "c/printf_args.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [512 x i8], align 1
  %2 = alloca [12 x double], align 8
  %3 = alloca [12 x i32], align 16
  %4 = load volatile i32, i32* @vseed, align 4, !tbaa !5
  %5 = getelementptr inbounds [512 x i8], [512 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %5) #5
  %6 = bitcast [12 x double]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %6) #5
  %7 = bitcast [12 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %7) #5
  %8 = add nsw i32 %4, 1000
  %9 = sitofp i32 %4 to double
  %10 = fmul double %9, 1.250000e+00
  %11 = fadd double %10, -3.000000e+00
  %12 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 0
  store double %11, double* %12, align 8, !tbaa !9
  %13 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 0
  %14 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 1
  %15 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 1
  %16 = insertelement <2 x i32> poison, i32 %4, i64 0
  %17 = shufflevector <2 x i32> %16, <2 x i32> poison, <2 x i32> zeroinitializer
  %18 = add nsw <2 x i32> %17, <i32 1, i32 2>
  %19 = sitofp <2 x i32> %18 to <2 x double>
  %20 = fmul <2 x double> %19, <double 1.250000e+00, double 1.250000e+00>
  %21 = fadd <2 x double> %20, <double -3.000000e+00, double -3.000000e+00>
  %22 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 2
  %23 = bitcast double* %14 to <2 x double>*
  store <2 x double> %21, <2 x double>* %23, align 8, !tbaa !9
  %24 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 2
  %25 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 3
  %26 = insertelement <4 x i32> poison, i32 %8, i64 0
  %27 = shufflevector <4 x i32> %26, <4 x i32> poison, <4 x i32> zeroinitializer
  %28 = mul <4 x i32> %27, <i32 -5, i32 -8, i32 -9, i32 -8>
  %29 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 3
  %30 = bitcast [12 x i32]* %3 to <4 x i32>*
  store <4 x i32> %28, <4 x i32>* %30, align 16, !tbaa !5
  %31 = add nsw <2 x i32> %17, <i32 3, i32 4>
  %32 = sitofp <2 x i32> %31 to <2 x double>
  %33 = fmul <2 x double> %32, <double 1.250000e+00, double 1.250000e+00>
  %34 = fadd <2 x double> %33, <double -3.000000e+00, double -3.000000e+00>
  %35 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 4
  %36 = bitcast double* %25 to <2 x double>*
  store <2 x double> %34, <2 x double>* %36, align 8, !tbaa !9
  %37 = mul i32 %8, -5
  %38 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 4
  store i32 %37, i32* %38, align 16, !tbaa !5
  %39 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 5
  %40 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 5
  store i32 0, i32* %40, align 4, !tbaa !5
  %41 = add nsw <2 x i32> %17, <i32 5, i32 6>
  %42 = sitofp <2 x i32> %41 to <2 x double>
  %43 = fmul <2 x double> %42, <double 1.250000e+00, double 1.250000e+00>
  %44 = fadd <2 x double> %43, <double -3.000000e+00, double -3.000000e+00>
  %45 = bitcast double* %39 to <2 x double>*
  store <2 x double> %44, <2 x double>* %45, align 8, !tbaa !9
  %46 = mul i32 %8, 7
  %47 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 6
  store i32 %46, i32* %47, align 8, !tbaa !5
  %48 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 7
  %49 = shl i32 %8, 4
  %50 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 7
  store i32 %49, i32* %50, align 4, !tbaa !5
  %51 = add nsw <2 x i32> %17, <i32 7, i32 8>
  %52 = sitofp <2 x i32> %51 to <2 x double>
  %53 = fmul <2 x double> %52, <double 1.250000e+00, double 1.250000e+00>
  %54 = fadd <2 x double> %53, <double -3.000000e+00, double -3.000000e+00>
  %55 = bitcast double* %48 to <2 x double>*
  store <2 x double> %54, <2 x double>* %55, align 8, !tbaa !9
  %56 = mul i32 %8, 27
  %57 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 8
  store i32 %56, i32* %57, align 16, !tbaa !5
  %58 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 9
  %59 = mul i32 %8, 40
  %60 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 9
  store i32 %59, i32* %60, align 4, !tbaa !5
  %61 = add nsw <2 x i32> %17, <i32 9, i32 10>
  %62 = sitofp <2 x i32> %61 to <2 x double>
  %63 = fmul <2 x double> %62, <double 1.250000e+00, double 1.250000e+00>
  %64 = fadd <2 x double> %63, <double -3.000000e+00, double -3.000000e+00>
  %65 = bitcast double* %58 to <2 x double>*
  store <2 x double> %64, <2 x double>* %65, align 8, !tbaa !9
  %66 = mul i32 %8, 55
  %67 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 10
  store i32 %66, i32* %67, align 8, !tbaa !5
  %68 = add nsw i32 %4, 11
  %69 = sitofp i32 %68 to double
  %70 = fmul double %69, 1.250000e+00
  %71 = fadd double %70, -3.000000e+00
  %72 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 11
  store double %71, double* %72, align 8, !tbaa !9
  %73 = mul i32 %8, 72
  %74 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 11
  store i32 %73, i32* %74, align 4, !tbaa !5
  %75 = sext i32 %4 to i64
  %76 = shl i64 %75, 40
  %77 = mul i64 %75, -1000000000007
  %78 = sub nsw i64 9223372036854775807, %75
  %79 = or i64 %75, -9223372036854775808
  %80 = load i32, i32* %13, align 16, !tbaa !5
  %81 = load i32, i32* %15, align 4, !tbaa !5
  %82 = load i32, i32* %24, align 8, !tbaa !5
  %83 = extractelement <4 x i32> %28, i64 3
  %84 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef signext %80, i32 noundef signext %81, i32 noundef signext %82, i32 noundef signext %83, i32 noundef signext %37, i32 noundef signext 0, i32 noundef signext %46, i32 noundef signext %49, i32 noundef signext %56, i32 noundef signext %59)
  %85 = load double, double* %12, align 8, !tbaa !9
  %86 = load double, double* %14, align 8, !tbaa !9
  %87 = load double, double* %22, align 8, !tbaa !9
  %88 = load double, double* %25, align 8, !tbaa !9
  %89 = extractelement <2 x double> %34, i64 1
  %90 = extractelement <2 x double> %44, i64 0
  %91 = extractelement <2 x double> %44, i64 1
  %92 = extractelement <2 x double> %54, i64 0
  %93 = extractelement <2 x double> %54, i64 1
  %94 = extractelement <2 x double> %64, i64 0
  %95 = extractelement <2 x double> %64, i64 1
  %96 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.1, i64 0, i64 0), double noundef %85, double noundef %86, double noundef %87, double noundef %88, double noundef %89, double noundef %90, double noundef %91, double noundef %92, double noundef %93, double noundef %94, double noundef %95)
  %97 = add nsw i32 %4, 65
  %98 = load i32, i32* %29, align 4, !tbaa !5
  %99 = call signext i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 512, i8* noundef getelementptr inbounds ([106 x i8], [106 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %80, double noundef %85, i32 noundef signext %81, double noundef %86, i64 noundef %76, double noundef %87, i32 noundef signext %82, double noundef %88, i32 noundef signext %97, double noundef %89, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef %90, i32 noundef signext %98, double noundef %91, i32 noundef zeroext %37, double noundef %92, i64 noundef %77, double noundef %93, i32 noundef zeroext 0, double noundef %94, i64 noundef %78, i32 noundef signext %46, i64 noundef %79, double noundef %95, i32 noundef signext 122, i32 noundef signext %49) #5
  %100 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef signext %99)
  %101 = load i8, i8* %5, align 1, !tbaa !11
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %113, label %103

103:                                              ; preds = %0, %103
  %104 = phi i8 [ %111, %103 ], [ %101, %0 ]
  %105 = phi i32 [ %110, %103 ], [ -2128831035, %0 ]
  %106 = phi i8* [ %107, %103 ], [ %5, %0 ]
  %107 = getelementptr inbounds i8, i8* %106, i64 1
  %108 = zext i8 %104 to i32
  %109 = xor i32 %105, %108
  %110 = mul i32 %109, 16777619
  %111 = load i8, i8* %107, align 1, !tbaa !11
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %113, label %103, !llvm.loop !12

113:                                              ; preds = %103, %0
  %114 = phi i32 [ -2128831035, %0 ], [ %110, %103 ]
  %115 = add i32 %114, %99
  %116 = sitofp i32 %4 to float
  %117 = fmul float %116, 1.500000e+00
  %118 = add i32 %4, 250
  %119 = fpext float %117 to double
  %120 = mul i32 %4, -335544320
  %121 = ashr exact i32 %120, 24
  %122 = mul i32 %4, 655360000
  %123 = ashr exact i32 %122, 16
  %124 = and i32 %118, 255
  %125 = fmul float %117, 2.000000e+00
  %126 = fpext float %125 to double
  %127 = load i32, i32* %74, align 4, !tbaa !5
  %128 = call signext i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 512, i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.5, i64 0, i64 0), double noundef %119, i32 noundef signext %121, i32 noundef signext %123, i32 noundef signext %124, double noundef %126, i32 noundef signext %123, i32 noundef signext %121, i32 noundef signext %124, double noundef %119, i32 noundef signext %4, i32 noundef signext %4, double noundef %71, i32 noundef zeroext %127) #5
  %129 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef signext %128)
  %130 = mul i32 %115, 31
  %131 = load i8, i8* %5, align 1, !tbaa !11
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %143, label %133

133:                                              ; preds = %113, %133
  %134 = phi i8 [ %141, %133 ], [ %131, %113 ]
  %135 = phi i32 [ %140, %133 ], [ -2128831035, %113 ]
  %136 = phi i8* [ %137, %133 ], [ %5, %113 ]
  %137 = getelementptr inbounds i8, i8* %136, i64 1
  %138 = zext i8 %134 to i32
  %139 = xor i32 %135, %138
  %140 = mul i32 %139, 16777619
  %141 = load i8, i8* %137, align 1, !tbaa !11
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %143, label %133, !llvm.loop !12

143:                                              ; preds = %133, %113
  %144 = phi i32 [ -2128831035, %113 ], [ %140, %133 ]
  %145 = add i32 %144, %130
  %146 = shl i64 %78, 1
  %147 = or i64 %76, 1
  %148 = add nsw i64 %77, -1
  %149 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @.str.7, i64 0, i64 0), i64 noundef %76, i64 noundef %77, i64 noundef %78, i64 noundef %79, i64 noundef %146, i64 noundef %79, i64 noundef %147, i64 noundef %148, i64 noundef %75)
  %150 = load double, double* %35, align 8, !tbaa !9
  br label %151

151:                                              ; preds = %210, %143
  %152 = phi double [ %90, %143 ], [ %212, %210 ]
  %153 = phi double [ %150, %143 ], [ %152, %210 ]
  %154 = phi double [ %88, %143 ], [ %153, %210 ]
  %155 = phi double [ %87, %143 ], [ %154, %210 ]
  %156 = phi double [ %86, %143 ], [ %155, %210 ]
  %157 = phi double [ %85, %143 ], [ %156, %210 ]
  %158 = phi i64 [ 0, %143 ], [ %160, %210 ]
  %159 = phi i32 [ %145, %143 ], [ %208, %210 ]
  %160 = add nuw nsw i64 %158, 1
  %161 = fmul double %157, %156
  %162 = add nuw nsw i64 %158, 2
  %163 = add nuw nsw i64 %158, 3
  %164 = fsub double %155, %154
  %165 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %158
  %166 = load i32, i32* %165, align 4, !tbaa !5
  %167 = fadd double %161, %164
  %168 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %160
  %169 = load i32, i32* %168, align 4, !tbaa !5
  %170 = fsub double %161, %164
  %171 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %162
  %172 = load i32, i32* %171, align 4, !tbaa !5
  %173 = fmul double %161, 5.000000e-01
  %174 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %163
  %175 = load i32, i32* %174, align 4, !tbaa !5
  %176 = fmul double %164, 5.000000e-01
  %177 = add nuw nsw i64 %158, 4
  %178 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %177
  %179 = load i32, i32* %178, align 4, !tbaa !5
  %180 = add nuw nsw i64 %158, 5
  %181 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %180
  %182 = load i32, i32* %181, align 4, !tbaa !5
  %183 = add nuw nsw i64 %158, 6
  %184 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %183
  %185 = load i32, i32* %184, align 4, !tbaa !5
  %186 = add nuw nsw i64 %158, 7
  %187 = getelementptr inbounds [12 x i32], [12 x i32]* %3, i64 0, i64 %186
  %188 = load i32, i32* %187, align 4, !tbaa !5
  %189 = trunc i64 %158 to i32
  %190 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([87 x i8], [87 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %189, double noundef %161, double noundef %164, i32 noundef signext %166, double noundef %167, i32 noundef signext %169, double noundef %170, i32 noundef signext %172, double noundef %173, i32 noundef signext %175, double noundef %176, i32 noundef signext %179, double noundef %157, i32 noundef signext %182, double noundef %153, i32 noundef signext %185, double noundef %152, i32 noundef signext %188)
  %191 = load i32, i32* %165, align 4, !tbaa !5
  %192 = call signext i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 512, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), double noundef %161, double noundef %164, i32 noundef signext %191, i32 noundef signext %189) #5
  %193 = mul i32 %159, 7
  %194 = load i8, i8* %5, align 1, !tbaa !11
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %206, label %196

196:                                              ; preds = %151, %196
  %197 = phi i8 [ %204, %196 ], [ %194, %151 ]
  %198 = phi i32 [ %203, %196 ], [ -2128831035, %151 ]
  %199 = phi i8* [ %200, %196 ], [ %5, %151 ]
  %200 = getelementptr inbounds i8, i8* %199, i64 1
  %201 = zext i8 %197 to i32
  %202 = xor i32 %198, %201
  %203 = mul i32 %202, 16777619
  %204 = load i8, i8* %200, align 1, !tbaa !11
  %205 = icmp eq i8 %204, 0
  br i1 %205, label %206, label %196, !llvm.loop !12

206:                                              ; preds = %196, %151
  %207 = phi i32 [ -2128831035, %151 ], [ %203, %196 ]
  %208 = add i32 %207, %193
  %209 = icmp eq i64 %160, 4
  br i1 %209, label %213, label %210, !llvm.loop !14

210:                                              ; preds = %206
  %211 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 %183
  %212 = load double, double* %211, align 8, !tbaa !9
  br label %151

213:                                              ; preds = %206
  %214 = load i32, i32* %13, align 16, !tbaa !5
  %215 = load i32, i32* %15, align 4, !tbaa !5
  %216 = load i32, i32* %24, align 8, !tbaa !5
  %217 = load i32, i32* %29, align 4, !tbaa !5
  %218 = load i32, i32* %38, align 16, !tbaa !5
  %219 = load i32, i32* %40, align 4, !tbaa !5
  %220 = load i32, i32* %47, align 8, !tbaa !5
  %221 = load i32, i32* %50, align 4, !tbaa !5
  %222 = call fastcc double @mixed_fixed(i32 noundef signext %214, double noundef %85, i32 noundef signext %215, double noundef %86, i64 noundef %76, double noundef %87, i32 noundef signext %216, double noundef %88, i32 noundef signext %217, double noundef %89, i64 noundef %77, double noundef %90, i32 noundef signext %218, double noundef %91, i32 noundef signext %219, double noundef %92, i32 noundef signext %220, double noundef %93, i32 noundef signext %221, double noundef %94)
  %223 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.10, i64 0, i64 0), double noundef %222)
  %224 = call signext i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 512, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0), double noundef %222) #5
  %225 = load i8, i8* %5, align 1, !tbaa !11
  %226 = icmp eq i8 %225, 0
  br i1 %226, label %237, label %227

227:                                              ; preds = %213, %227
  %228 = phi i8 [ %235, %227 ], [ %225, %213 ]
  %229 = phi i32 [ %234, %227 ], [ -2128831035, %213 ]
  %230 = phi i8* [ %231, %227 ], [ %5, %213 ]
  %231 = getelementptr inbounds i8, i8* %230, i64 1
  %232 = zext i8 %228 to i32
  %233 = xor i32 %229, %232
  %234 = mul i32 %233, 16777619
  %235 = load i8, i8* %231, align 1, !tbaa !11
  %236 = icmp eq i8 %235, 0
  br i1 %236, label %237, label %227, !llvm.loop !12

237:                                              ; preds = %227, %213
  %238 = phi i32 [ -2128831035, %213 ], [ %234, %227 ]
  %239 = add nsw i32 %4, 97
  %240 = add nsw i32 %4, 98
  %241 = add nsw i32 %4, 99
  %242 = mul nsw i32 %4, 11
  %243 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.15, i64 0, i64 0), i32 noundef signext %239, i32 noundef signext %240, i32 noundef signext %241, i32 noundef signext %242)
  %244 = call signext i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %5, i64 noundef 8, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i64 0, i64 0)) #5
  %245 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.18, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef signext %244)
  %246 = call i64 @strlen(i8* noundef nonnull %5) #6
  %247 = trunc i64 %246 to i32
  %248 = add i32 %238, %208
  %249 = add i32 %248, %244
  %250 = add i32 %249, %247
  %251 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i64 0, i64 0), i32 noundef zeroext %250)
  %252 = and i32 %250, 127
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %7) #5
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %6) #5
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %5) #5
  ret i32 %252
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef signext i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc double @mixed_fixed(i32 noundef signext %0, double noundef %1, i32 noundef signext %2, double noundef %3, i64 noundef %4, double noundef %5, i32 noundef signext %6, double noundef %7, i32 noundef signext %8, double noundef %9, i64 noundef %10, double noundef %11, i32 noundef signext %12, double noundef %13, i32 noundef signext %14, double noundef %15, i32 noundef signext %16, double noundef %17, i32 noundef signext %18, double noundef %19) unnamed_addr #3 {
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
  %47 = shufflevector <2 x double> %46, <2 x double> poison, <2 x i32> <i32 undef, i32 0>
  %48 = fadd <2 x double> %47, %46
  %49 = extractelement <2 x double> %48, i64 1
  ret double %49
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
