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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [512 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [12 x double], align 8
  %8 = alloca [12 x i32], align 4
  %9 = alloca [4 x i64], align 8
  %10 = alloca float, align 4
  %11 = alloca i8, align 1
  %12 = alloca i16, align 2
  %13 = alloca i8, align 1
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store i32 0, i32* %1, align 4
  %17 = load volatile i32, i32* @vseed, align 4
  store i32 %17, i32* %2, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %6, align 4
  br label %18

18:                                               ; preds = %40, %0
  %19 = load i32, i32* %6, align 4
  %20 = icmp slt i32 %19, 12
  br i1 %20, label %21, label %43

21:                                               ; preds = %18
  %22 = load i32, i32* %6, align 4
  %23 = load i32, i32* %2, align 4
  %24 = add nsw i32 %22, %23
  %25 = sitofp i32 %24 to double
  %26 = fmul double %25, 1.250000e+00
  %27 = fsub double %26, 3.000000e+00
  %28 = load i32, i32* %6, align 4
  %29 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 %28
  store double %27, double* %29, align 8
  %30 = load i32, i32* %6, align 4
  %31 = sub nsw i32 %30, 5
  %32 = load i32, i32* %2, align 4
  %33 = add nsw i32 %32, 1000
  %34 = mul nsw i32 %31, %33
  %35 = load i32, i32* %6, align 4
  %36 = add nsw i32 %35, 1
  %37 = mul nsw i32 %34, %36
  %38 = load i32, i32* %6, align 4
  %39 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 %38
  store i32 %37, i32* %39, align 4
  br label %40

40:                                               ; preds = %21
  %41 = load i32, i32* %6, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %6, align 4
  br label %18, !llvm.loop !6

43:                                               ; preds = %18
  %44 = load i32, i32* %2, align 4
  %45 = sext i32 %44 to i64
  %46 = shl i64 %45, 40
  %47 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 0
  store i64 %46, i64* %47, align 8
  %48 = load i32, i32* %2, align 4
  %49 = sext i32 %48 to i64
  %50 = sub nsw i64 0, %49
  %51 = mul nsw i64 %50, 1000000000007
  %52 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 1
  store i64 %51, i64* %52, align 8
  %53 = load i32, i32* %2, align 4
  %54 = sext i32 %53 to i64
  %55 = sub nsw i64 9223372036854775807, %54
  %56 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 2
  store i64 %55, i64* %56, align 8
  %57 = load i32, i32* %2, align 4
  %58 = sext i32 %57 to i64
  %59 = add nsw i64 -9223372036854775808, %58
  %60 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 3
  store i64 %59, i64* %60, align 8
  %61 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 0
  %62 = load i32, i32* %61, align 4
  %63 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 1
  %64 = load i32, i32* %63, align 4
  %65 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 2
  %66 = load i32, i32* %65, align 4
  %67 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 3
  %68 = load i32, i32* %67, align 4
  %69 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 4
  %70 = load i32, i32* %69, align 4
  %71 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 5
  %72 = load i32, i32* %71, align 4
  %73 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 6
  %74 = load i32, i32* %73, align 4
  %75 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 7
  %76 = load i32, i32* %75, align 4
  %77 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 8
  %78 = load i32, i32* %77, align 4
  %79 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 9
  %80 = load i32, i32* %79, align 4
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i32 0, i32 0), i32 noundef %62, i32 noundef %64, i32 noundef %66, i32 noundef %68, i32 noundef %70, i32 noundef %72, i32 noundef %74, i32 noundef %76, i32 noundef %78, i32 noundef %80)
  %82 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 0
  %83 = load double, double* %82, align 8
  %84 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 1
  %85 = load double, double* %84, align 8
  %86 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 2
  %87 = load double, double* %86, align 8
  %88 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 3
  %89 = load double, double* %88, align 8
  %90 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 4
  %91 = load double, double* %90, align 8
  %92 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 5
  %93 = load double, double* %92, align 8
  %94 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 6
  %95 = load double, double* %94, align 8
  %96 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 7
  %97 = load double, double* %96, align 8
  %98 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 8
  %99 = load double, double* %98, align 8
  %100 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 9
  %101 = load double, double* %100, align 8
  %102 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 10
  %103 = load double, double* %102, align 8
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.1, i32 0, i32 0), double noundef %83, double noundef %85, double noundef %87, double noundef %89, double noundef %91, double noundef %93, double noundef %95, double noundef %97, double noundef %99, double noundef %101, double noundef %103)
  %105 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %106 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 0
  %107 = load i32, i32* %106, align 4
  %108 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 0
  %109 = load double, double* %108, align 8
  %110 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 1
  %111 = load i32, i32* %110, align 4
  %112 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 1
  %113 = load double, double* %112, align 8
  %114 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 0
  %115 = load i64, i64* %114, align 8
  %116 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 2
  %117 = load double, double* %116, align 8
  %118 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 2
  %119 = load i32, i32* %118, align 4
  %120 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 3
  %121 = load double, double* %120, align 8
  %122 = load i32, i32* %2, align 4
  %123 = add nsw i32 65, %122
  %124 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 4
  %125 = load double, double* %124, align 8
  %126 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 5
  %127 = load double, double* %126, align 8
  %128 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 3
  %129 = load i32, i32* %128, align 4
  %130 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 6
  %131 = load double, double* %130, align 8
  %132 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 4
  %133 = load i32, i32* %132, align 4
  %134 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 7
  %135 = load double, double* %134, align 8
  %136 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 1
  %137 = load i64, i64* %136, align 8
  %138 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 8
  %139 = load double, double* %138, align 8
  %140 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 5
  %141 = load i32, i32* %140, align 4
  %142 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 9
  %143 = load double, double* %142, align 8
  %144 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 2
  %145 = load i64, i64* %144, align 8
  %146 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 6
  %147 = load i32, i32* %146, align 4
  %148 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 3
  %149 = load i64, i64* %148, align 8
  %150 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 10
  %151 = load double, double* %150, align 8
  %152 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 7
  %153 = load i32, i32* %152, align 4
  %154 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef %105, i32 noundef 512, i8* noundef getelementptr inbounds ([106 x i8], [106 x i8]* @.str.2, i32 0, i32 0), i32 noundef %107, double noundef %109, i32 noundef %111, double noundef %113, i64 noundef %115, double noundef %117, i32 noundef %119, double noundef %121, i32 noundef %123, double noundef %125, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), double noundef %127, i32 noundef %129, double noundef %131, i32 noundef %133, double noundef %135, i64 noundef %137, double noundef %139, i32 noundef %141, double noundef %143, i64 noundef %145, i32 noundef %147, i64 noundef %149, double noundef %151, i32 noundef 122, i32 noundef %153) #4
  store i32 %154, i32* %5, align 4
  %155 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %156 = load i32, i32* %5, align 4
  %157 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i8* noundef %155, i32 noundef %156)
  %158 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %159 = call i32 @fnv(i8* noundef %158)
  %160 = load i32, i32* %5, align 4
  %161 = add i32 %159, %160
  %162 = load i32, i32* %4, align 4
  %163 = xor i32 %162, %161
  store i32 %163, i32* %4, align 4
  %164 = load i32, i32* %2, align 4
  %165 = sitofp i32 %164 to float
  %166 = fmul float 1.500000e+00, %165
  store float %166, float* %10, align 4
  %167 = load i32, i32* %2, align 4
  %168 = sub nsw i32 0, %167
  %169 = mul nsw i32 %168, 20
  %170 = trunc i32 %169 to i8
  store i8 %170, i8* %11, align 1
  %171 = load i32, i32* %2, align 4
  %172 = mul nsw i32 %171, 10000
  %173 = trunc i32 %172 to i16
  store i16 %173, i16* %12, align 2
  %174 = load i32, i32* %2, align 4
  %175 = add nsw i32 250, %174
  %176 = trunc i32 %175 to i8
  store i8 %176, i8* %13, align 1
  %177 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %178 = load float, float* %10, align 4
  %179 = fpext float %178 to double
  %180 = load i8, i8* %11, align 1
  %181 = sext i8 %180 to i32
  %182 = load i16, i16* %12, align 2
  %183 = sext i16 %182 to i32
  %184 = load i8, i8* %13, align 1
  %185 = zext i8 %184 to i32
  %186 = load float, float* %10, align 4
  %187 = fmul float %186, 2.000000e+00
  %188 = fpext float %187 to double
  %189 = load i16, i16* %12, align 2
  %190 = sext i16 %189 to i32
  %191 = load i8, i8* %11, align 1
  %192 = sext i8 %191 to i32
  %193 = load i8, i8* %13, align 1
  %194 = zext i8 %193 to i32
  %195 = load float, float* %10, align 4
  %196 = fpext float %195 to double
  %197 = load i32, i32* %2, align 4
  %198 = load i32, i32* %2, align 4
  %199 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 11
  %200 = load double, double* %199, align 8
  %201 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 11
  %202 = load i32, i32* %201, align 4
  %203 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef %177, i32 noundef 512, i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.5, i32 0, i32 0), double noundef %179, i32 noundef %181, i32 noundef %183, i32 noundef %185, double noundef %188, i32 noundef %190, i32 noundef %192, i32 noundef %194, double noundef %196, i32 noundef %197, i32 noundef %198, double noundef %200, i32 noundef %202) #4
  store i32 %203, i32* %5, align 4
  %204 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %205 = load i32, i32* %5, align 4
  %206 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i8* noundef %204, i32 noundef %205)
  %207 = load i32, i32* %4, align 4
  %208 = mul i32 %207, 31
  %209 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %210 = call i32 @fnv(i8* noundef %209)
  %211 = add i32 %208, %210
  store i32 %211, i32* %4, align 4
  %212 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 0
  %213 = load i64, i64* %212, align 8
  %214 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 1
  %215 = load i64, i64* %214, align 8
  %216 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 2
  %217 = load i64, i64* %216, align 8
  %218 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 3
  %219 = load i64, i64* %218, align 8
  %220 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 2
  %221 = load i64, i64* %220, align 8
  %222 = mul i64 %221, 2
  %223 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 3
  %224 = load i64, i64* %223, align 8
  %225 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 0
  %226 = load i64, i64* %225, align 8
  %227 = add nsw i64 %226, 1
  %228 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 1
  %229 = load i64, i64* %228, align 8
  %230 = sub nsw i64 %229, 1
  %231 = load i32, i32* %2, align 4
  %232 = sext i32 %231 to i64
  %233 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([52 x i8], [52 x i8]* @.str.7, i32 0, i32 0), i64 noundef %213, i64 noundef %215, i64 noundef %217, i64 noundef %219, i64 noundef %222, i64 noundef %224, i64 noundef %227, i64 noundef %230, i64 noundef %232)
  store i32 0, i32* %6, align 4
  br label %234

234:                                              ; preds = %324, %43
  %235 = load i32, i32* %6, align 4
  %236 = icmp slt i32 %235, 4
  br i1 %236, label %237, label %327

237:                                              ; preds = %234
  %238 = load i32, i32* %6, align 4
  %239 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 %238
  %240 = load double, double* %239, align 8
  %241 = load i32, i32* %6, align 4
  %242 = add nsw i32 %241, 1
  %243 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 %242
  %244 = load double, double* %243, align 8
  %245 = fmul double %240, %244
  store double %245, double* %14, align 8
  %246 = load i32, i32* %6, align 4
  %247 = add nsw i32 %246, 2
  %248 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 %247
  %249 = load double, double* %248, align 8
  %250 = load i32, i32* %6, align 4
  %251 = add nsw i32 %250, 3
  %252 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 %251
  %253 = load double, double* %252, align 8
  %254 = fsub double %249, %253
  store double %254, double* %15, align 8
  %255 = load i32, i32* %6, align 4
  %256 = load double, double* %14, align 8
  %257 = load double, double* %15, align 8
  %258 = load i32, i32* %6, align 4
  %259 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 %258
  %260 = load i32, i32* %259, align 4
  %261 = load double, double* %14, align 8
  %262 = load double, double* %15, align 8
  %263 = fadd double %261, %262
  %264 = load i32, i32* %6, align 4
  %265 = add nsw i32 %264, 1
  %266 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 %265
  %267 = load i32, i32* %266, align 4
  %268 = load double, double* %14, align 8
  %269 = load double, double* %15, align 8
  %270 = fsub double %268, %269
  %271 = load i32, i32* %6, align 4
  %272 = add nsw i32 %271, 2
  %273 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 %272
  %274 = load i32, i32* %273, align 4
  %275 = load double, double* %14, align 8
  %276 = fmul double %275, 5.000000e-01
  %277 = load i32, i32* %6, align 4
  %278 = add nsw i32 %277, 3
  %279 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 %278
  %280 = load i32, i32* %279, align 4
  %281 = load double, double* %15, align 8
  %282 = fmul double %281, 5.000000e-01
  %283 = load i32, i32* %6, align 4
  %284 = add nsw i32 %283, 4
  %285 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 %284
  %286 = load i32, i32* %285, align 4
  %287 = load i32, i32* %6, align 4
  %288 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 %287
  %289 = load double, double* %288, align 8
  %290 = load i32, i32* %6, align 4
  %291 = add nsw i32 %290, 5
  %292 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 %291
  %293 = load i32, i32* %292, align 4
  %294 = load i32, i32* %6, align 4
  %295 = add nsw i32 %294, 4
  %296 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 %295
  %297 = load double, double* %296, align 8
  %298 = load i32, i32* %6, align 4
  %299 = add nsw i32 %298, 6
  %300 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 %299
  %301 = load i32, i32* %300, align 4
  %302 = load i32, i32* %6, align 4
  %303 = add nsw i32 %302, 5
  %304 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 %303
  %305 = load double, double* %304, align 8
  %306 = load i32, i32* %6, align 4
  %307 = add nsw i32 %306, 7
  %308 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 %307
  %309 = load i32, i32* %308, align 4
  %310 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([87 x i8], [87 x i8]* @.str.8, i32 0, i32 0), i32 noundef %255, double noundef %256, double noundef %257, i32 noundef %260, double noundef %263, i32 noundef %267, double noundef %270, i32 noundef %274, double noundef %276, i32 noundef %280, double noundef %282, i32 noundef %286, double noundef %289, i32 noundef %293, double noundef %297, i32 noundef %301, double noundef %305, i32 noundef %309)
  %311 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %312 = load double, double* %14, align 8
  %313 = load double, double* %15, align 8
  %314 = load i32, i32* %6, align 4
  %315 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 %314
  %316 = load i32, i32* %315, align 4
  %317 = load i32, i32* %6, align 4
  %318 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef %311, i32 noundef 512, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), double noundef %312, double noundef %313, i32 noundef %316, i32 noundef %317) #4
  store i32 %318, i32* %5, align 4
  %319 = load i32, i32* %4, align 4
  %320 = mul i32 %319, 7
  %321 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %322 = call i32 @fnv(i8* noundef %321)
  %323 = add i32 %320, %322
  store i32 %323, i32* %4, align 4
  br label %324

324:                                              ; preds = %237
  %325 = load i32, i32* %6, align 4
  %326 = add nsw i32 %325, 1
  store i32 %326, i32* %6, align 4
  br label %234, !llvm.loop !8

327:                                              ; preds = %234
  %328 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 0
  %329 = load i32, i32* %328, align 4
  %330 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 0
  %331 = load double, double* %330, align 8
  %332 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 1
  %333 = load i32, i32* %332, align 4
  %334 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 1
  %335 = load double, double* %334, align 8
  %336 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 0
  %337 = load i64, i64* %336, align 8
  %338 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 2
  %339 = load double, double* %338, align 8
  %340 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 2
  %341 = load i32, i32* %340, align 4
  %342 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 3
  %343 = load double, double* %342, align 8
  %344 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 3
  %345 = load i32, i32* %344, align 4
  %346 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 4
  %347 = load double, double* %346, align 8
  %348 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i32 0, i32 1
  %349 = load i64, i64* %348, align 8
  %350 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 5
  %351 = load double, double* %350, align 8
  %352 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 4
  %353 = load i32, i32* %352, align 4
  %354 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 6
  %355 = load double, double* %354, align 8
  %356 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 5
  %357 = load i32, i32* %356, align 4
  %358 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 7
  %359 = load double, double* %358, align 8
  %360 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 6
  %361 = load i32, i32* %360, align 4
  %362 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 8
  %363 = load double, double* %362, align 8
  %364 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i32 0, i32 7
  %365 = load i32, i32* %364, align 4
  %366 = getelementptr inbounds [12 x double], [12 x double]* %7, i32 0, i32 9
  %367 = load double, double* %366, align 8
  %368 = call double @mixed_fixed(i32 noundef %329, double noundef %331, i32 noundef %333, double noundef %335, i64 noundef %337, double noundef %339, i32 noundef %341, double noundef %343, i32 noundef %345, double noundef %347, i64 noundef %349, double noundef %351, i32 noundef %353, double noundef %355, i32 noundef %357, double noundef %359, i32 noundef %361, double noundef %363, i32 noundef %365, double noundef %367, float noundef 7.500000e-01, i8 noundef signext -5, float noundef 2.500000e+00, i16 noundef signext -300)
  store double %368, double* %16, align 8
  %369 = load double, double* %16, align 8
  %370 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.10, i32 0, i32 0), double noundef %369)
  %371 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %372 = load double, double* %16, align 8
  %373 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef %371, i32 noundef 512, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i32 0, i32 0), double noundef %372) #4
  store i32 %373, i32* %5, align 4
  %374 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %375 = call i32 @fnv(i8* noundef %374)
  %376 = load i32, i32* %4, align 4
  %377 = add i32 %376, %375
  store i32 %377, i32* %4, align 4
  %378 = load i32, i32* %2, align 4
  %379 = add nsw i32 97, %378
  %380 = load i32, i32* %2, align 4
  %381 = add nsw i32 98, %380
  %382 = load i32, i32* %2, align 4
  %383 = add nsw i32 99, %382
  %384 = load i32, i32* %2, align 4
  %385 = mul nsw i32 %384, 11
  %386 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.15, i32 0, i32 0), i32 noundef %379, i32 noundef %381, i32 noundef %383, i32 noundef %385)
  %387 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %388 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef %387, i32 noundef 8, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i32 0, i32 0)) #4
  store i32 %388, i32* %5, align 4
  %389 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %390 = load i32, i32* %5, align 4
  %391 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.18, i32 0, i32 0), i8* noundef %389, i32 noundef %390)
  %392 = load i32, i32* %5, align 4
  %393 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i32 0, i32 0
  %394 = call i32 @strlen(i8* noundef %393) #5
  %395 = add i32 %392, %394
  %396 = load i32, i32* %4, align 4
  %397 = add i32 %396, %395
  store i32 %397, i32* %4, align 4
  %398 = load i32, i32* %4, align 4
  %399 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i32 0, i32 0), i32 noundef %398)
  %400 = load i32, i32* %4, align 4
  %401 = and i32 %400, 127
  ret i32 %401
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i32 noundef, i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i32 -2128831035, i32* %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load i8*, i8** %2, align 4
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = load i8*, i8** %2, align 4
  %10 = getelementptr inbounds i8, i8* %9, i32 1
  store i8* %10, i8** %2, align 4
  %11 = load i8, i8* %9, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, i32* %3, align 4
  %14 = xor i32 %13, %12
  store i32 %14, i32* %3, align 4
  %15 = load i32, i32* %3, align 4
  %16 = mul i32 %15, 16777619
  store i32 %16, i32* %3, align 4
  br label %4, !llvm.loop !9

17:                                               ; preds = %4
  %18 = load i32, i32* %3, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed_fixed(i32 noundef %0, double noundef %1, i32 noundef %2, double noundef %3, i64 noundef %4, double noundef %5, i32 noundef %6, double noundef %7, i32 noundef %8, double noundef %9, i64 noundef %10, double noundef %11, i32 noundef %12, double noundef %13, i32 noundef %14, double noundef %15, i32 noundef %16, double noundef %17, i32 noundef %18, double noundef %19, float noundef %20, i8 noundef signext %21, float noundef %22, i16 noundef signext %23) #0 {
  %25 = alloca i32, align 4
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca i64, align 8
  %30 = alloca double, align 8
  %31 = alloca i32, align 4
  %32 = alloca double, align 8
  %33 = alloca i32, align 4
  %34 = alloca double, align 8
  %35 = alloca i64, align 8
  %36 = alloca double, align 8
  %37 = alloca i32, align 4
  %38 = alloca double, align 8
  %39 = alloca i32, align 4
  %40 = alloca double, align 8
  %41 = alloca i32, align 4
  %42 = alloca double, align 8
  %43 = alloca i32, align 4
  %44 = alloca double, align 8
  %45 = alloca float, align 4
  %46 = alloca i8, align 1
  %47 = alloca float, align 4
  %48 = alloca i16, align 2
  %49 = alloca double, align 8
  store i32 %0, i32* %25, align 4
  store double %1, double* %26, align 8
  store i32 %2, i32* %27, align 4
  store double %3, double* %28, align 8
  store i64 %4, i64* %29, align 8
  store double %5, double* %30, align 8
  store i32 %6, i32* %31, align 4
  store double %7, double* %32, align 8
  store i32 %8, i32* %33, align 4
  store double %9, double* %34, align 8
  store i64 %10, i64* %35, align 8
  store double %11, double* %36, align 8
  store i32 %12, i32* %37, align 4
  store double %13, double* %38, align 8
  store i32 %14, i32* %39, align 4
  store double %15, double* %40, align 8
  store i32 %16, i32* %41, align 4
  store double %17, double* %42, align 8
  store i32 %18, i32* %43, align 4
  store double %19, double* %44, align 8
  store float %20, float* %45, align 4
  store i8 %21, i8* %46, align 1
  store float %22, float* %47, align 4
  store i16 %23, i16* %48, align 2
  %50 = load double, double* %26, align 8
  %51 = load double, double* %28, align 8
  %52 = fadd double %50, %51
  %53 = load double, double* %30, align 8
  %54 = fadd double %52, %53
  %55 = load double, double* %32, align 8
  %56 = fadd double %54, %55
  %57 = load double, double* %34, align 8
  %58 = fadd double %56, %57
  %59 = load double, double* %36, align 8
  %60 = fadd double %58, %59
  %61 = load double, double* %38, align 8
  %62 = fadd double %60, %61
  %63 = load double, double* %40, align 8
  %64 = fadd double %62, %63
  %65 = load double, double* %42, align 8
  %66 = fadd double %64, %65
  %67 = load double, double* %44, align 8
  %68 = fadd double %66, %67
  store double %68, double* %49, align 8
  %69 = load i32, i32* %25, align 4
  %70 = load i32, i32* %27, align 4
  %71 = add nsw i32 %69, %70
  %72 = load i32, i32* %31, align 4
  %73 = add nsw i32 %71, %72
  %74 = load i32, i32* %33, align 4
  %75 = add nsw i32 %73, %74
  %76 = load i32, i32* %37, align 4
  %77 = add nsw i32 %75, %76
  %78 = load i32, i32* %39, align 4
  %79 = add nsw i32 %77, %78
  %80 = load i32, i32* %41, align 4
  %81 = add nsw i32 %79, %80
  %82 = load i32, i32* %43, align 4
  %83 = add nsw i32 %81, %82
  %84 = sitofp i32 %83 to double
  %85 = load double, double* %49, align 8
  %86 = fadd double %85, %84
  store double %86, double* %49, align 8
  %87 = load i64, i64* %29, align 8
  %88 = load i64, i64* %35, align 8
  %89 = sub nsw i64 %87, %88
  %90 = sitofp i64 %89 to double
  %91 = load float, float* %45, align 4
  %92 = fpext float %91 to double
  %93 = fadd double %90, %92
  %94 = load float, float* %47, align 4
  %95 = fpext float %94 to double
  %96 = fsub double %93, %95
  %97 = load i8, i8* %46, align 1
  %98 = sext i8 %97 to i32
  %99 = sitofp i32 %98 to double
  %100 = fadd double %96, %99
  %101 = load i16, i16* %48, align 2
  %102 = sext i16 %101 to i32
  %103 = sitofp i32 %102 to double
  %104 = fadd double %100, %103
  %105 = load double, double* %49, align 8
  %106 = fadd double %105, %104
  store double %106, double* %49, align 8
  %107 = load double, double* %49, align 8
  ret double %107
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strlen(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
