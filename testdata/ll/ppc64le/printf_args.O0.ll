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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
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

18:                                               ; preds = %42, %0
  %19 = load i32, i32* %6, align 4
  %20 = icmp slt i32 %19, 12
  br i1 %20, label %21, label %45

21:                                               ; preds = %18
  %22 = load i32, i32* %6, align 4
  %23 = load i32, i32* %2, align 4
  %24 = add nsw i32 %22, %23
  %25 = sitofp i32 %24 to double
  %26 = fmul double %25, 1.250000e+00
  %27 = fsub double %26, 3.000000e+00
  %28 = load i32, i32* %6, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 %29
  store double %27, double* %30, align 8
  %31 = load i32, i32* %6, align 4
  %32 = sub nsw i32 %31, 5
  %33 = load i32, i32* %2, align 4
  %34 = add nsw i32 %33, 1000
  %35 = mul nsw i32 %32, %34
  %36 = load i32, i32* %6, align 4
  %37 = add nsw i32 %36, 1
  %38 = mul nsw i32 %35, %37
  %39 = load i32, i32* %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 %40
  store i32 %38, i32* %41, align 4
  br label %42

42:                                               ; preds = %21
  %43 = load i32, i32* %6, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %6, align 4
  br label %18, !llvm.loop !6

45:                                               ; preds = %18
  %46 = load i32, i32* %2, align 4
  %47 = sext i32 %46 to i64
  %48 = shl i64 %47, 40
  %49 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 0
  store i64 %48, i64* %49, align 8
  %50 = load i32, i32* %2, align 4
  %51 = sext i32 %50 to i64
  %52 = sub nsw i64 0, %51
  %53 = mul nsw i64 %52, 1000000000007
  %54 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 1
  store i64 %53, i64* %54, align 8
  %55 = load i32, i32* %2, align 4
  %56 = sext i32 %55 to i64
  %57 = sub nsw i64 9223372036854775807, %56
  %58 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 2
  store i64 %57, i64* %58, align 8
  %59 = load i32, i32* %2, align 4
  %60 = sext i32 %59 to i64
  %61 = add nsw i64 -9223372036854775808, %60
  %62 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 3
  store i64 %61, i64* %62, align 8
  %63 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 0
  %64 = load i32, i32* %63, align 4
  %65 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 1
  %66 = load i32, i32* %65, align 4
  %67 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 2
  %68 = load i32, i32* %67, align 4
  %69 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 3
  %70 = load i32, i32* %69, align 4
  %71 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 4
  %72 = load i32, i32* %71, align 4
  %73 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 5
  %74 = load i32, i32* %73, align 4
  %75 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 6
  %76 = load i32, i32* %75, align 4
  %77 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 7
  %78 = load i32, i32* %77, align 4
  %79 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 8
  %80 = load i32, i32* %79, align 4
  %81 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 9
  %82 = load i32, i32* %81, align 4
  %83 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef signext %64, i32 noundef signext %66, i32 noundef signext %68, i32 noundef signext %70, i32 noundef signext %72, i32 noundef signext %74, i32 noundef signext %76, i32 noundef signext %78, i32 noundef signext %80, i32 noundef signext %82)
  %84 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 0
  %85 = load double, double* %84, align 8
  %86 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 1
  %87 = load double, double* %86, align 8
  %88 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 2
  %89 = load double, double* %88, align 8
  %90 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 3
  %91 = load double, double* %90, align 8
  %92 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 4
  %93 = load double, double* %92, align 8
  %94 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 5
  %95 = load double, double* %94, align 8
  %96 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 6
  %97 = load double, double* %96, align 8
  %98 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 7
  %99 = load double, double* %98, align 8
  %100 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 8
  %101 = load double, double* %100, align 8
  %102 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 9
  %103 = load double, double* %102, align 8
  %104 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 10
  %105 = load double, double* %104, align 8
  %106 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.1, i64 0, i64 0), double noundef %85, double noundef %87, double noundef %89, double noundef %91, double noundef %93, double noundef %95, double noundef %97, double noundef %99, double noundef %101, double noundef %103, double noundef %105)
  %107 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %108 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 0
  %109 = load i32, i32* %108, align 4
  %110 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 0
  %111 = load double, double* %110, align 8
  %112 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 1
  %113 = load i32, i32* %112, align 4
  %114 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 1
  %115 = load double, double* %114, align 8
  %116 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 0
  %117 = load i64, i64* %116, align 8
  %118 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 2
  %119 = load double, double* %118, align 8
  %120 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 2
  %121 = load i32, i32* %120, align 4
  %122 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 3
  %123 = load double, double* %122, align 8
  %124 = load i32, i32* %2, align 4
  %125 = add nsw i32 65, %124
  %126 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 4
  %127 = load double, double* %126, align 8
  %128 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 5
  %129 = load double, double* %128, align 8
  %130 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 3
  %131 = load i32, i32* %130, align 4
  %132 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 6
  %133 = load double, double* %132, align 8
  %134 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 4
  %135 = load i32, i32* %134, align 4
  %136 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 7
  %137 = load double, double* %136, align 8
  %138 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 1
  %139 = load i64, i64* %138, align 8
  %140 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 8
  %141 = load double, double* %140, align 8
  %142 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 5
  %143 = load i32, i32* %142, align 4
  %144 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 9
  %145 = load double, double* %144, align 8
  %146 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 2
  %147 = load i64, i64* %146, align 8
  %148 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 6
  %149 = load i32, i32* %148, align 4
  %150 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 3
  %151 = load i64, i64* %150, align 8
  %152 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 10
  %153 = load double, double* %152, align 8
  %154 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 7
  %155 = load i32, i32* %154, align 4
  %156 = call signext i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %107, i64 noundef 512, i8* noundef getelementptr inbounds ([106 x i8], [106 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %109, double noundef %111, i32 noundef signext %113, double noundef %115, i64 noundef %117, double noundef %119, i32 noundef signext %121, double noundef %123, i32 noundef signext %125, double noundef %127, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), double noundef %129, i32 noundef signext %131, double noundef %133, i32 noundef zeroext %135, double noundef %137, i64 noundef %139, double noundef %141, i32 noundef zeroext %143, double noundef %145, i64 noundef %147, i32 noundef signext %149, i64 noundef %151, double noundef %153, i32 noundef signext 122, i32 noundef signext %155) #4
  store i32 %156, i32* %5, align 4
  %157 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %158 = load i32, i32* %5, align 4
  %159 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i8* noundef %157, i32 noundef signext %158)
  %160 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %161 = call zeroext i32 @fnv(i8* noundef %160)
  %162 = load i32, i32* %5, align 4
  %163 = add i32 %161, %162
  %164 = load i32, i32* %4, align 4
  %165 = xor i32 %164, %163
  store i32 %165, i32* %4, align 4
  %166 = load i32, i32* %2, align 4
  %167 = sitofp i32 %166 to float
  %168 = fmul float 1.500000e+00, %167
  store float %168, float* %10, align 4
  %169 = load i32, i32* %2, align 4
  %170 = sub nsw i32 0, %169
  %171 = mul nsw i32 %170, 20
  %172 = trunc i32 %171 to i8
  store i8 %172, i8* %11, align 1
  %173 = load i32, i32* %2, align 4
  %174 = mul nsw i32 %173, 10000
  %175 = trunc i32 %174 to i16
  store i16 %175, i16* %12, align 2
  %176 = load i32, i32* %2, align 4
  %177 = add nsw i32 250, %176
  %178 = trunc i32 %177 to i8
  store i8 %178, i8* %13, align 1
  %179 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %180 = load float, float* %10, align 4
  %181 = fpext float %180 to double
  %182 = load i8, i8* %11, align 1
  %183 = sext i8 %182 to i32
  %184 = load i16, i16* %12, align 2
  %185 = sext i16 %184 to i32
  %186 = load i8, i8* %13, align 1
  %187 = zext i8 %186 to i32
  %188 = load float, float* %10, align 4
  %189 = fmul float %188, 2.000000e+00
  %190 = fpext float %189 to double
  %191 = load i16, i16* %12, align 2
  %192 = sext i16 %191 to i32
  %193 = load i8, i8* %11, align 1
  %194 = sext i8 %193 to i32
  %195 = load i8, i8* %13, align 1
  %196 = zext i8 %195 to i32
  %197 = load float, float* %10, align 4
  %198 = fpext float %197 to double
  %199 = load i32, i32* %2, align 4
  %200 = load i32, i32* %2, align 4
  %201 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 11
  %202 = load double, double* %201, align 8
  %203 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 11
  %204 = load i32, i32* %203, align 4
  %205 = call signext i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %179, i64 noundef 512, i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.5, i64 0, i64 0), double noundef %181, i32 noundef signext %183, i32 noundef signext %185, i32 noundef signext %187, double noundef %190, i32 noundef signext %192, i32 noundef signext %194, i32 noundef signext %196, double noundef %198, i32 noundef signext %199, i32 noundef signext %200, double noundef %202, i32 noundef zeroext %204) #4
  store i32 %205, i32* %5, align 4
  %206 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %207 = load i32, i32* %5, align 4
  %208 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i8* noundef %206, i32 noundef signext %207)
  %209 = load i32, i32* %4, align 4
  %210 = mul i32 %209, 31
  %211 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %212 = call zeroext i32 @fnv(i8* noundef %211)
  %213 = add i32 %210, %212
  store i32 %213, i32* %4, align 4
  %214 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 0
  %215 = load i64, i64* %214, align 8
  %216 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 1
  %217 = load i64, i64* %216, align 8
  %218 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 2
  %219 = load i64, i64* %218, align 8
  %220 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 3
  %221 = load i64, i64* %220, align 8
  %222 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 2
  %223 = load i64, i64* %222, align 8
  %224 = mul i64 %223, 2
  %225 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 3
  %226 = load i64, i64* %225, align 8
  %227 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 0
  %228 = load i64, i64* %227, align 8
  %229 = add nsw i64 %228, 1
  %230 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 1
  %231 = load i64, i64* %230, align 8
  %232 = sub nsw i64 %231, 1
  %233 = load i32, i32* %2, align 4
  %234 = sext i32 %233 to i64
  %235 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([52 x i8], [52 x i8]* @.str.7, i64 0, i64 0), i64 noundef %215, i64 noundef %217, i64 noundef %219, i64 noundef %221, i64 noundef %224, i64 noundef %226, i64 noundef %229, i64 noundef %232, i64 noundef %234)
  store i32 0, i32* %6, align 4
  br label %236

236:                                              ; preds = %342, %45
  %237 = load i32, i32* %6, align 4
  %238 = icmp slt i32 %237, 4
  br i1 %238, label %239, label %345

239:                                              ; preds = %236
  %240 = load i32, i32* %6, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 %241
  %243 = load double, double* %242, align 8
  %244 = load i32, i32* %6, align 4
  %245 = add nsw i32 %244, 1
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 %246
  %248 = load double, double* %247, align 8
  %249 = fmul double %243, %248
  store double %249, double* %14, align 8
  %250 = load i32, i32* %6, align 4
  %251 = add nsw i32 %250, 2
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 %252
  %254 = load double, double* %253, align 8
  %255 = load i32, i32* %6, align 4
  %256 = add nsw i32 %255, 3
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 %257
  %259 = load double, double* %258, align 8
  %260 = fsub double %254, %259
  store double %260, double* %15, align 8
  %261 = load i32, i32* %6, align 4
  %262 = load double, double* %14, align 8
  %263 = load double, double* %15, align 8
  %264 = load i32, i32* %6, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 %265
  %267 = load i32, i32* %266, align 4
  %268 = load double, double* %14, align 8
  %269 = load double, double* %15, align 8
  %270 = fadd double %268, %269
  %271 = load i32, i32* %6, align 4
  %272 = add nsw i32 %271, 1
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 %273
  %275 = load i32, i32* %274, align 4
  %276 = load double, double* %14, align 8
  %277 = load double, double* %15, align 8
  %278 = fsub double %276, %277
  %279 = load i32, i32* %6, align 4
  %280 = add nsw i32 %279, 2
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 %281
  %283 = load i32, i32* %282, align 4
  %284 = load double, double* %14, align 8
  %285 = fmul double %284, 5.000000e-01
  %286 = load i32, i32* %6, align 4
  %287 = add nsw i32 %286, 3
  %288 = sext i32 %287 to i64
  %289 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 %288
  %290 = load i32, i32* %289, align 4
  %291 = load double, double* %15, align 8
  %292 = fmul double %291, 5.000000e-01
  %293 = load i32, i32* %6, align 4
  %294 = add nsw i32 %293, 4
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 %295
  %297 = load i32, i32* %296, align 4
  %298 = load i32, i32* %6, align 4
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 %299
  %301 = load double, double* %300, align 8
  %302 = load i32, i32* %6, align 4
  %303 = add nsw i32 %302, 5
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 %304
  %306 = load i32, i32* %305, align 4
  %307 = load i32, i32* %6, align 4
  %308 = add nsw i32 %307, 4
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 %309
  %311 = load double, double* %310, align 8
  %312 = load i32, i32* %6, align 4
  %313 = add nsw i32 %312, 6
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 %314
  %316 = load i32, i32* %315, align 4
  %317 = load i32, i32* %6, align 4
  %318 = add nsw i32 %317, 5
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 %319
  %321 = load double, double* %320, align 8
  %322 = load i32, i32* %6, align 4
  %323 = add nsw i32 %322, 7
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 %324
  %326 = load i32, i32* %325, align 4
  %327 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([87 x i8], [87 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %261, double noundef %262, double noundef %263, i32 noundef signext %267, double noundef %270, i32 noundef signext %275, double noundef %278, i32 noundef signext %283, double noundef %285, i32 noundef signext %290, double noundef %292, i32 noundef signext %297, double noundef %301, i32 noundef signext %306, double noundef %311, i32 noundef signext %316, double noundef %321, i32 noundef signext %326)
  %328 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %329 = load double, double* %14, align 8
  %330 = load double, double* %15, align 8
  %331 = load i32, i32* %6, align 4
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 %332
  %334 = load i32, i32* %333, align 4
  %335 = load i32, i32* %6, align 4
  %336 = call signext i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %328, i64 noundef 512, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), double noundef %329, double noundef %330, i32 noundef signext %334, i32 noundef signext %335) #4
  store i32 %336, i32* %5, align 4
  %337 = load i32, i32* %4, align 4
  %338 = mul i32 %337, 7
  %339 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %340 = call zeroext i32 @fnv(i8* noundef %339)
  %341 = add i32 %338, %340
  store i32 %341, i32* %4, align 4
  br label %342

342:                                              ; preds = %239
  %343 = load i32, i32* %6, align 4
  %344 = add nsw i32 %343, 1
  store i32 %344, i32* %6, align 4
  br label %236, !llvm.loop !8

345:                                              ; preds = %236
  %346 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 0
  %347 = load i32, i32* %346, align 4
  %348 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 0
  %349 = load double, double* %348, align 8
  %350 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 1
  %351 = load i32, i32* %350, align 4
  %352 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 1
  %353 = load double, double* %352, align 8
  %354 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 0
  %355 = load i64, i64* %354, align 8
  %356 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 2
  %357 = load double, double* %356, align 8
  %358 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 2
  %359 = load i32, i32* %358, align 4
  %360 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 3
  %361 = load double, double* %360, align 8
  %362 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 3
  %363 = load i32, i32* %362, align 4
  %364 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 4
  %365 = load double, double* %364, align 8
  %366 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 1
  %367 = load i64, i64* %366, align 8
  %368 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 5
  %369 = load double, double* %368, align 8
  %370 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 4
  %371 = load i32, i32* %370, align 4
  %372 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 6
  %373 = load double, double* %372, align 8
  %374 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 5
  %375 = load i32, i32* %374, align 4
  %376 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 7
  %377 = load double, double* %376, align 8
  %378 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 6
  %379 = load i32, i32* %378, align 4
  %380 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 8
  %381 = load double, double* %380, align 8
  %382 = getelementptr inbounds [12 x i32], [12 x i32]* %8, i64 0, i64 7
  %383 = load i32, i32* %382, align 4
  %384 = getelementptr inbounds [12 x double], [12 x double]* %7, i64 0, i64 9
  %385 = load double, double* %384, align 8
  %386 = call double @mixed_fixed(i32 noundef signext %347, double noundef %349, i32 noundef signext %351, double noundef %353, i64 noundef %355, double noundef %357, i32 noundef signext %359, double noundef %361, i32 noundef signext %363, double noundef %365, i64 noundef %367, double noundef %369, i32 noundef signext %371, double noundef %373, i32 noundef signext %375, double noundef %377, i32 noundef signext %379, double noundef %381, i32 noundef signext %383, double noundef %385, float noundef 7.500000e-01, i8 noundef signext -5, float noundef 2.500000e+00, i16 noundef signext -300)
  store double %386, double* %16, align 8
  %387 = load double, double* %16, align 8
  %388 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.10, i64 0, i64 0), double noundef %387)
  %389 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %390 = load double, double* %16, align 8
  %391 = call signext i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %389, i64 noundef 512, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i64 0, i64 0), double noundef %390) #4
  store i32 %391, i32* %5, align 4
  %392 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %393 = call zeroext i32 @fnv(i8* noundef %392)
  %394 = load i32, i32* %4, align 4
  %395 = add i32 %394, %393
  store i32 %395, i32* %4, align 4
  %396 = load i32, i32* %2, align 4
  %397 = add nsw i32 97, %396
  %398 = load i32, i32* %2, align 4
  %399 = add nsw i32 98, %398
  %400 = load i32, i32* %2, align 4
  %401 = add nsw i32 99, %400
  %402 = load i32, i32* %2, align 4
  %403 = mul nsw i32 %402, 11
  %404 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.15, i64 0, i64 0), i32 noundef signext %397, i32 noundef signext %399, i32 noundef signext %401, i32 noundef signext %403)
  %405 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %406 = call signext i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %405, i64 noundef 8, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i64 0, i64 0)) #4
  store i32 %406, i32* %5, align 4
  %407 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %408 = load i32, i32* %5, align 4
  %409 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.18, i64 0, i64 0), i8* noundef %407, i32 noundef signext %408)
  %410 = load i32, i32* %5, align 4
  %411 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %412 = call i64 @strlen(i8* noundef %411) #5
  %413 = trunc i64 %412 to i32
  %414 = add i32 %410, %413
  %415 = load i32, i32* %4, align 4
  %416 = add i32 %415, %414
  store i32 %416, i32* %4, align 4
  %417 = load i32, i32* %4, align 4
  %418 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i64 0, i64 0), i32 noundef zeroext %417)
  %419 = load i32, i32* %4, align 4
  %420 = and i32 %419, 127
  ret i32 %420
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind
declare signext i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @fnv(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 -2128831035, i32* %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load i8*, i8** %2, align 8
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = load i8*, i8** %2, align 8
  %10 = getelementptr inbounds i8, i8* %9, i32 1
  store i8* %10, i8** %2, align 8
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
define internal double @mixed_fixed(i32 noundef signext %0, double noundef %1, i32 noundef signext %2, double noundef %3, i64 noundef %4, double noundef %5, i32 noundef signext %6, double noundef %7, i32 noundef signext %8, double noundef %9, i64 noundef %10, double noundef %11, i32 noundef signext %12, double noundef %13, i32 noundef signext %14, double noundef %15, i32 noundef signext %16, double noundef %17, i32 noundef signext %18, double noundef %19, float noundef %20, i8 noundef signext %21, float noundef %22, i16 noundef signext %23) #0 {
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
declare i64 @strlen(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
