; ModuleID = 'c/calls_pressure.c'
source_filename = "c/calls_pressure.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@vseed = internal global i32 17, align 4
@.str = private unnamed_addr constant [30 x i8] c"live_across_calls(%d) = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"loop_with_calls = %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"many_args = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"many_args2 = %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"calls = %d\0A\00", align 1
@call_count = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %8 = load volatile i32, i32* @vseed, align 4
  store i32 %8, i32* %2, align 4
  %9 = load i32, i32* %2, align 4
  %10 = call i64 @live_across_calls(i32 noundef %9)
  store i64 %10, i64* %3, align 8
  %11 = load i32, i32* %2, align 4
  %12 = load i64, i64* %3, align 8
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i32 0, i32 0), i32 noundef %11, i64 noundef %12)
  %14 = load i32, i32* %2, align 4
  %15 = sub nsw i32 0, %14
  %16 = mul nsw i32 %15, 3
  %17 = call i64 @live_across_calls(i32 noundef %16)
  store i64 %17, i64* %4, align 8
  %18 = load i32, i32* %2, align 4
  %19 = sub nsw i32 0, %18
  %20 = mul nsw i32 %19, 3
  %21 = load i64, i64* %4, align 8
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i32 0, i32 0), i32 noundef %20, i64 noundef %21)
  %23 = load i32, i32* %2, align 4
  %24 = mul nsw i32 %23, 20
  %25 = call i64 @loop_with_calls(i32 noundef %24)
  store i64 %25, i64* %5, align 8
  %26 = load i64, i64* %5, align 8
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i32 0, i32 0), i64 noundef %26)
  %28 = load i32, i32* %2, align 4
  %29 = load i32, i32* %2, align 4
  %30 = add nsw i32 %29, 1
  %31 = load i32, i32* %2, align 4
  %32 = add nsw i32 %31, 2
  %33 = load i32, i32* %2, align 4
  %34 = add nsw i32 %33, 3
  %35 = load i32, i32* %2, align 4
  %36 = add nsw i32 %35, 4
  %37 = load i32, i32* %2, align 4
  %38 = add nsw i32 %37, 5
  %39 = load i32, i32* %2, align 4
  %40 = add nsw i32 %39, 6
  %41 = load i32, i32* %2, align 4
  %42 = add nsw i32 %41, 7
  %43 = load i32, i32* %2, align 4
  %44 = add nsw i32 %43, 8
  %45 = load i32, i32* %2, align 4
  %46 = sext i32 %45 to i64
  %47 = shl i64 %46, 33
  %48 = load i32, i32* %2, align 4
  %49 = sext i32 %48 to i64
  %50 = sub nsw i64 0, %49
  %51 = call i64 @many_args(i32 noundef %28, i32 noundef %30, i32 noundef %32, i32 noundef %34, i32 noundef %36, i32 noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %44, i64 noundef %47, i64 noundef %50, i64 noundef 77, double noundef 5.000000e-01, double noundef 1.250000e+00, double noundef 2.500000e+00, double noundef 3.750000e+00, double noundef 5.000000e+00, double noundef 6.250000e+00, double noundef 7.500000e+00, double noundef 8.750000e+00, double noundef 1.000000e+01, double noundef 1.125000e+01)
  store i64 %51, i64* %6, align 8
  %52 = load i64, i64* %6, align 8
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i32 0, i32 0), i64 noundef %52)
  %54 = load i64, i64* %3, align 8
  %55 = and i64 %54, 255
  %56 = trunc i64 %55 to i32
  %57 = load i64, i64* %4, align 8
  %58 = load i64, i64* %5, align 8
  %59 = load i64, i64* %3, align 8
  %60 = load i32, i32* %2, align 4
  %61 = sitofp i32 %60 to double
  %62 = call i64 @many_args(i32 noundef %56, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i64 noundef %57, i64 noundef %58, i64 noundef %59, double noundef -1.000000e+00, double noundef -2.000000e+00, double noundef -3.000000e+00, double noundef -4.000000e+00, double noundef -5.000000e+00, double noundef -6.000000e+00, double noundef -7.000000e+00, double noundef -8.000000e+00, double noundef %61, double noundef 1.000000e-03)
  %63 = load i64, i64* %6, align 8
  %64 = add nsw i64 %63, %62
  store i64 %64, i64* %6, align 8
  %65 = load i64, i64* %6, align 8
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i32 0, i32 0), i64 noundef %65)
  %67 = load i32, i32* @call_count, align 4
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %67)
  %69 = load i64, i64* %3, align 8
  %70 = load i64, i64* %4, align 8
  %71 = xor i64 %69, %70
  %72 = load i64, i64* %5, align 8
  %73 = xor i64 %71, %72
  %74 = load i64, i64* %6, align 8
  %75 = xor i64 %73, %74
  %76 = trunc i64 %75 to i32
  %77 = load i32, i32* @call_count, align 4
  %78 = add i32 %76, %77
  store i32 %78, i32* %7, align 4
  %79 = load i32, i32* %7, align 4
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i32 noundef %79)
  %81 = load i32, i32* %7, align 4
  %82 = and i32 %81, 127
  ret i32 %82
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @live_across_calls(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca double, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  %30 = load i32, i32* %2, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %3, align 4
  %32 = load i32, i32* %2, align 4
  %33 = mul nsw i32 %32, 2
  store i32 %33, i32* %4, align 4
  %34 = load i32, i32* %2, align 4
  %35 = xor i32 %34, 85
  store i32 %35, i32* %5, align 4
  %36 = load i32, i32* %2, align 4
  %37 = sub nsw i32 %36, 9
  store i32 %37, i32* %6, align 4
  %38 = load i32, i32* %2, align 4
  %39 = load i32, i32* %2, align 4
  %40 = mul nsw i32 %38, %39
  store i32 %40, i32* %7, align 4
  %41 = load i32, i32* %2, align 4
  %42 = add nsw i32 %41, 100
  store i32 %42, i32* %8, align 4
  %43 = load i32, i32* %2, align 4
  %44 = mul nsw i32 %43, 8
  store i32 %44, i32* %9, align 4
  %45 = load i32, i32* %2, align 4
  %46 = or i32 %45, 256
  store i32 %46, i32* %10, align 4
  %47 = load i32, i32* %2, align 4
  %48 = and i32 %47, 15
  store i32 %48, i32* %11, align 4
  %49 = load i32, i32* %2, align 4
  %50 = xor i32 %49, -1
  store i32 %50, i32* %12, align 4
  %51 = load i32, i32* %2, align 4
  %52 = mul nsw i32 %51, 7
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %13, align 4
  %54 = load i32, i32* %2, align 4
  %55 = sub nsw i32 3, %54
  store i32 %55, i32* %14, align 4
  %56 = load i32, i32* %2, align 4
  %57 = sext i32 %56 to i64
  %58 = mul nsw i64 %57, 1000003
  store i64 %58, i64* %15, align 8
  %59 = load i32, i32* %2, align 4
  %60 = sext i32 %59 to i64
  %61 = sub nsw i64 %60, 5000000000
  store i64 %61, i64* %16, align 8
  %62 = load i32, i32* %2, align 4
  %63 = sitofp i32 %62 to double
  %64 = fmul double %63, 2.500000e-01
  store double %64, double* %17, align 8
  %65 = load i32, i32* %2, align 4
  %66 = sitofp i32 %65 to double
  %67 = fadd double %66, 1.250000e-01
  store double %67, double* %18, align 8
  %68 = load i32, i32* %2, align 4
  %69 = add nsw i32 %68, 1
  %70 = sitofp i32 %69 to double
  %71 = fdiv double 1.000000e+00, %70
  store double %71, double* %19, align 8
  %72 = load i32, i32* %2, align 4
  %73 = sub nsw i32 0, %72
  %74 = sitofp i32 %73 to double
  %75 = fmul double %74, 1.500000e+00
  store double %75, double* %20, align 8
  %76 = load i32, i32* %2, align 4
  %77 = load i32, i32* %2, align 4
  %78 = mul nsw i32 %76, %77
  %79 = sitofp i32 %78 to double
  %80 = fmul double %79, 1.000000e-03
  store double %80, double* %21, align 8
  store double 3.000000e+00, double* %22, align 8
  %81 = load i32, i32* %3, align 4
  %82 = load i32, i32* %4, align 4
  %83 = call i32 @f_add(i32 noundef %81, i32 noundef %82)
  store i32 %83, i32* %26, align 4
  %84 = load i32, i32* %26, align 4
  %85 = load i32, i32* %5, align 4
  %86 = load i32, i32* %6, align 4
  %87 = call i32 @f_mix(i32 noundef %84, i32 noundef %85, i32 noundef %86)
  store i32 %87, i32* %26, align 4
  %88 = load i32, i32* %26, align 4
  %89 = call i32 @f_hash(i32 noundef %88)
  store i32 %89, i32* %27, align 4
  %90 = load i32, i32* %26, align 4
  %91 = load i32, i32* %27, align 4
  %92 = and i32 %91, 65535
  %93 = call i32 @f_add(i32 noundef %90, i32 noundef %92)
  store i32 %93, i32* %26, align 4
  %94 = load double, double* %17, align 8
  %95 = load double, double* %18, align 8
  %96 = call double @f_scale(double noundef %94, double noundef %95)
  store double %96, double* %28, align 8
  %97 = load double, double* %28, align 8
  %98 = call double @f_scale(double noundef %97, double noundef 5.000000e-01)
  store double %98, double* %28, align 8
  %99 = load i64, i64* %15, align 8
  %100 = load i32, i32* %26, align 4
  %101 = call i64 @f_wide(i64 noundef %99, i32 noundef %100)
  store i64 %101, i64* %29, align 8
  %102 = load i64, i64* %29, align 8
  %103 = load i32, i32* %7, align 4
  %104 = call i64 @f_wide(i64 noundef %102, i32 noundef %103)
  store i64 %104, i64* %29, align 8
  %105 = load i32, i32* %26, align 4
  call void @out_params(i32 noundef %105, i32* noundef %23, i32* noundef %24, double* noundef %25)
  %106 = load i32, i32* %27, align 4
  %107 = load i32, i32* %23, align 4
  %108 = add i32 %106, %107
  %109 = call i32 @f_hash(i32 noundef %108)
  store i32 %109, i32* %27, align 4
  %110 = load i32, i32* %26, align 4
  %111 = load i32, i32* %24, align 4
  %112 = load i32, i32* %27, align 4
  %113 = lshr i32 %112, 20
  %114 = call i32 @f_mix(i32 noundef %110, i32 noundef %111, i32 noundef %113)
  store i32 %114, i32* %26, align 4
  %115 = load double, double* %28, align 8
  %116 = load double, double* %25, align 8
  %117 = call double @f_scale(double noundef %115, double noundef %116)
  store double %117, double* %28, align 8
  %118 = load i32, i32* %3, align 4
  %119 = load i32, i32* %4, align 4
  %120 = add nsw i32 %118, %119
  %121 = load i32, i32* %5, align 4
  %122 = add nsw i32 %120, %121
  %123 = load i32, i32* %6, align 4
  %124 = add nsw i32 %122, %123
  %125 = load i32, i32* %7, align 4
  %126 = add nsw i32 %124, %125
  %127 = load i32, i32* %8, align 4
  %128 = add nsw i32 %126, %127
  %129 = load i32, i32* %9, align 4
  %130 = add nsw i32 %128, %129
  %131 = load i32, i32* %10, align 4
  %132 = add nsw i32 %130, %131
  %133 = load i32, i32* %11, align 4
  %134 = add nsw i32 %132, %133
  %135 = load i32, i32* %12, align 4
  %136 = add nsw i32 %134, %135
  %137 = load i32, i32* %13, align 4
  %138 = add nsw i32 %136, %137
  %139 = load i32, i32* %14, align 4
  %140 = add nsw i32 %138, %139
  %141 = sext i32 %140 to i64
  %142 = load i64, i64* %29, align 8
  %143 = add nsw i64 %142, %141
  store i64 %143, i64* %29, align 8
  %144 = load i64, i64* %15, align 8
  %145 = load i64, i64* %16, align 8
  %146 = xor i64 %144, %145
  %147 = load i64, i64* %29, align 8
  %148 = xor i64 %147, %146
  store i64 %148, i64* %29, align 8
  %149 = load double, double* %17, align 8
  %150 = load double, double* %18, align 8
  %151 = fadd double %149, %150
  %152 = load double, double* %19, align 8
  %153 = fadd double %151, %152
  %154 = load double, double* %20, align 8
  %155 = fadd double %153, %154
  %156 = load double, double* %21, align 8
  %157 = fadd double %155, %156
  %158 = load double, double* %22, align 8
  %159 = fadd double %157, %158
  %160 = load double, double* %28, align 8
  %161 = fadd double %159, %160
  %162 = fmul double %161, 1.600000e+01
  %163 = fptosi double %162 to i64
  %164 = load i64, i64* %29, align 8
  %165 = add nsw i64 %164, %163
  store i64 %165, i64* %29, align 8
  %166 = load i32, i32* %26, align 4
  %167 = sext i32 %166 to i64
  %168 = load i32, i32* %23, align 4
  %169 = sext i32 %168 to i64
  %170 = add nsw i64 %167, %169
  %171 = load i32, i32* %24, align 4
  %172 = sext i32 %171 to i64
  %173 = add nsw i64 %170, %172
  %174 = load i32, i32* %27, align 4
  %175 = zext i32 %174 to i64
  %176 = add nsw i64 %173, %175
  %177 = load i64, i64* %29, align 8
  %178 = add nsw i64 %177, %176
  store i64 %178, i64* %29, align 8
  %179 = load i64, i64* %29, align 8
  ret i64 %179
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @loop_with_calls(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  store i32 1, i32* %4, align 4
  store i32 2, i32* %5, align 4
  store i32 3, i32* %6, align 4
  store i32 4, i32* %7, align 4
  store i32 5, i32* %8, align 4
  store i32 6, i32* %9, align 4
  store i32 7, i32* %10, align 4
  store i32 8, i32* %11, align 4
  store double 5.000000e-01, double* %12, align 8
  store double 1.500000e+00, double* %13, align 8
  store double 2.500000e+00, double* %14, align 8
  store i64 0, i64* %15, align 8
  store i32 0, i32* %3, align 4
  br label %16

16:                                               ; preds = %72, %1
  %17 = load i32, i32* %3, align 4
  %18 = load i32, i32* %2, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %75

20:                                               ; preds = %16
  %21 = load i32, i32* %4, align 4
  %22 = load i32, i32* %3, align 4
  %23 = call i32 @f_add(i32 noundef %21, i32 noundef %22)
  store i32 %23, i32* %4, align 4
  %24 = load i32, i32* %5, align 4
  %25 = load i32, i32* %4, align 4
  %26 = load i32, i32* %3, align 4
  %27 = call i32 @f_mix(i32 noundef %24, i32 noundef %25, i32 noundef %26)
  %28 = and i32 %27, 1048575
  store i32 %28, i32* %5, align 4
  %29 = load i32, i32* %6, align 4
  %30 = load i32, i32* %5, align 4
  %31 = add nsw i32 %29, %30
  %32 = call i32 @f_hash(i32 noundef %31)
  %33 = and i32 %32, 255
  %34 = load i32, i32* %6, align 4
  %35 = add nsw i32 %34, %33
  store i32 %35, i32* %6, align 4
  %36 = load double, double* %12, align 8
  %37 = call double @f_scale(double noundef %36, double noundef 0x3FF0040000000000)
  store double %37, double* %12, align 8
  %38 = load i32, i32* %3, align 4
  %39 = call i32 @f_hash(i32 noundef %38)
  %40 = and i32 %39, 1
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %47

42:                                               ; preds = %20
  %43 = load i32, i32* %4, align 4
  %44 = and i32 %43, 255
  %45 = load i32, i32* %7, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, i32* %7, align 4
  br label %51

47:                                               ; preds = %20
  %48 = load i32, i32* %5, align 4
  %49 = load i32, i32* %8, align 4
  %50 = xor i32 %49, %48
  store i32 %50, i32* %8, align 4
  br label %51

51:                                               ; preds = %47, %42
  %52 = load i32, i32* %9, align 4
  %53 = load i32, i32* %7, align 4
  %54 = call i32 @f_add(i32 noundef %52, i32 noundef %53)
  %55 = and i32 %54, 65535
  store i32 %55, i32* %9, align 4
  %56 = load i32, i32* %10, align 4
  %57 = load i32, i32* %8, align 4
  %58 = load i32, i32* %9, align 4
  %59 = call i32 @f_mix(i32 noundef %56, i32 noundef %57, i32 noundef %58)
  %60 = and i32 %59, 65535
  store i32 %60, i32* %10, align 4
  %61 = load i32, i32* %10, align 4
  %62 = srem i32 %61, 13
  %63 = load i32, i32* %11, align 4
  %64 = add nsw i32 %63, %62
  store i32 %64, i32* %11, align 4
  %65 = load double, double* %13, align 8
  %66 = load double, double* %12, align 8
  %67 = fadd double %65, %66
  store double %67, double* %13, align 8
  %68 = load double, double* %14, align 8
  %69 = load double, double* %13, align 8
  %70 = call double @f_scale(double noundef %69, double noundef 1.000000e-03)
  %71 = fsub double %68, %70
  store double %71, double* %14, align 8
  br label %72

72:                                               ; preds = %51
  %73 = load i32, i32* %3, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %3, align 4
  br label %16, !llvm.loop !6

75:                                               ; preds = %16
  %76 = load i32, i32* %4, align 4
  %77 = sext i32 %76 to i64
  %78 = load i32, i32* %5, align 4
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %77, %79
  %81 = load i32, i32* %6, align 4
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %80, %82
  %84 = load i32, i32* %7, align 4
  %85 = sext i32 %84 to i64
  %86 = add nsw i64 %83, %85
  %87 = load i32, i32* %8, align 4
  %88 = sext i32 %87 to i64
  %89 = add nsw i64 %86, %88
  %90 = load i32, i32* %9, align 4
  %91 = sext i32 %90 to i64
  %92 = add nsw i64 %89, %91
  %93 = load i32, i32* %10, align 4
  %94 = sext i32 %93 to i64
  %95 = add nsw i64 %92, %94
  %96 = load i32, i32* %11, align 4
  %97 = sext i32 %96 to i64
  %98 = add nsw i64 %95, %97
  store i64 %98, i64* %15, align 8
  %99 = load double, double* %12, align 8
  %100 = fmul double %99, 1.000000e+06
  %101 = fptosi double %100 to i64
  %102 = load double, double* %13, align 8
  %103 = fmul double %102, 1.000000e+03
  %104 = fptosi double %103 to i64
  %105 = add nsw i64 %101, %104
  %106 = load double, double* %14, align 8
  %107 = fmul double %106, 1.000000e+03
  %108 = fptosi double %107 to i64
  %109 = add nsw i64 %105, %108
  %110 = load i64, i64* %15, align 8
  %111 = add nsw i64 %110, %109
  store i64 %111, i64* %15, align 8
  %112 = load i64, i64* %15, align 8
  ret i64 %112
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many_args(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, double noundef %12, double noundef %13, double noundef %14, double noundef %15, double noundef %16, double noundef %17, double noundef %18, double noundef %19, double noundef %20, double noundef %21) #0 {
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i64, align 8
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca double, align 8
  %44 = alloca double, align 8
  %45 = alloca i64, align 8
  %46 = alloca double, align 8
  store i32 %0, i32* %23, align 4
  store i32 %1, i32* %24, align 4
  store i32 %2, i32* %25, align 4
  store i32 %3, i32* %26, align 4
  store i32 %4, i32* %27, align 4
  store i32 %5, i32* %28, align 4
  store i32 %6, i32* %29, align 4
  store i32 %7, i32* %30, align 4
  store i32 %8, i32* %31, align 4
  store i64 %9, i64* %32, align 8
  store i64 %10, i64* %33, align 8
  store i64 %11, i64* %34, align 8
  store double %12, double* %35, align 8
  store double %13, double* %36, align 8
  store double %14, double* %37, align 8
  store double %15, double* %38, align 8
  store double %16, double* %39, align 8
  store double %17, double* %40, align 8
  store double %18, double* %41, align 8
  store double %19, double* %42, align 8
  store double %20, double* %43, align 8
  store double %21, double* %44, align 8
  %47 = load i32, i32* @call_count, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* @call_count, align 4
  %49 = load i32, i32* %23, align 4
  %50 = load i32, i32* %24, align 4
  %51 = mul nsw i32 2, %50
  %52 = add nsw i32 %49, %51
  %53 = load i32, i32* %25, align 4
  %54 = mul nsw i32 3, %53
  %55 = add nsw i32 %52, %54
  %56 = load i32, i32* %26, align 4
  %57 = mul nsw i32 4, %56
  %58 = add nsw i32 %55, %57
  %59 = load i32, i32* %27, align 4
  %60 = mul nsw i32 5, %59
  %61 = add nsw i32 %58, %60
  %62 = load i32, i32* %28, align 4
  %63 = mul nsw i32 6, %62
  %64 = add nsw i32 %61, %63
  %65 = load i32, i32* %29, align 4
  %66 = mul nsw i32 7, %65
  %67 = add nsw i32 %64, %66
  %68 = load i32, i32* %30, align 4
  %69 = mul nsw i32 8, %68
  %70 = add nsw i32 %67, %69
  %71 = sext i32 %70 to i64
  store i64 %71, i64* %45, align 8
  %72 = load i32, i32* %31, align 4
  %73 = mul nsw i32 9, %72
  %74 = sext i32 %73 to i64
  %75 = load i64, i64* %32, align 8
  %76 = mul nsw i64 10, %75
  %77 = add nsw i64 %74, %76
  %78 = load i64, i64* %33, align 8
  %79 = mul nsw i64 11, %78
  %80 = add nsw i64 %77, %79
  %81 = load i64, i64* %34, align 8
  %82 = mul nsw i64 12, %81
  %83 = add nsw i64 %80, %82
  %84 = load i64, i64* %45, align 8
  %85 = add nsw i64 %84, %83
  store i64 %85, i64* %45, align 8
  %86 = load double, double* %35, align 8
  %87 = load double, double* %36, align 8
  %88 = fsub double %86, %87
  %89 = load double, double* %37, align 8
  %90 = fadd double %88, %89
  %91 = load double, double* %38, align 8
  %92 = fsub double %90, %91
  %93 = load double, double* %39, align 8
  %94 = fadd double %92, %93
  %95 = load double, double* %40, align 8
  %96 = fsub double %94, %95
  %97 = load double, double* %41, align 8
  %98 = fadd double %96, %97
  %99 = load double, double* %42, align 8
  %100 = fsub double %98, %99
  %101 = load double, double* %43, align 8
  %102 = fadd double %100, %101
  %103 = load double, double* %44, align 8
  %104 = fsub double %102, %103
  store double %104, double* %46, align 8
  %105 = load i64, i64* %45, align 8
  %106 = load double, double* %46, align 8
  %107 = fmul double %106, 1.000000e+03
  %108 = fptosi double %107 to i64
  %109 = add nsw i64 %105, %108
  ret i64 %109
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* @call_count, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @call_count, align 4
  %7 = load i32, i32* %3, align 4
  %8 = load i32, i32* %4, align 4
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_mix(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* @call_count, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @call_count, align 4
  %9 = load i32, i32* %4, align 4
  %10 = load i32, i32* %5, align 4
  %11 = shl i32 %10, 2
  %12 = xor i32 %9, %11
  %13 = load i32, i32* %6, align 4
  %14 = sub i32 %12, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_hash(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @call_count, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @call_count, align 4
  %5 = load i32, i32* %2, align 4
  %6 = lshr i32 %5, 16
  %7 = load i32, i32* %2, align 4
  %8 = xor i32 %7, %6
  store i32 %8, i32* %2, align 4
  %9 = load i32, i32* %2, align 4
  %10 = mul i32 %9, 2146121005
  store i32 %10, i32* %2, align 4
  %11 = load i32, i32* %2, align 4
  %12 = lshr i32 %11, 15
  %13 = load i32, i32* %2, align 4
  %14 = xor i32 %13, %12
  store i32 %14, i32* %2, align 4
  %15 = load i32, i32* %2, align 4
  %16 = mul i32 %15, -2073254261
  store i32 %16, i32* %2, align 4
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 16
  %19 = load i32, i32* %2, align 4
  %20 = xor i32 %19, %18
  store i32 %20, i32* %2, align 4
  %21 = load i32, i32* %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_scale(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %5 = load i32, i32* @call_count, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @call_count, align 4
  %7 = load double, double* %3, align 8
  %8 = load double, double* %4, align 8
  %9 = fmul double %7, %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_wide(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* @call_count, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @call_count, align 4
  %7 = load i64, i64* %3, align 8
  %8 = mul nsw i64 %7, 3
  %9 = load i32, i32* %4, align 4
  %10 = sext i32 %9 to i64
  %11 = add nsw i64 %8, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @out_params(i32 noundef %0, i32* noundef %1, i32* noundef %2, double* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca double*, align 4
  store i32 %0, i32* %5, align 4
  store i32* %1, i32** %6, align 4
  store i32* %2, i32** %7, align 4
  store double* %3, double** %8, align 4
  %9 = load i32, i32* @call_count, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @call_count, align 4
  %11 = load i32, i32* %5, align 4
  %12 = sdiv i32 %11, 7
  %13 = load i32*, i32** %6, align 4
  store i32 %12, i32* %13, align 4
  %14 = load i32, i32* %5, align 4
  %15 = srem i32 %14, 7
  %16 = load i32*, i32** %7, align 4
  store i32 %15, i32* %16, align 4
  %17 = load i32, i32* %5, align 4
  %18 = sitofp i32 %17 to double
  %19 = fmul double %18, 5.000000e-01
  %20 = load double*, double** %8, align 4
  store double %19, double* %20, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }

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
