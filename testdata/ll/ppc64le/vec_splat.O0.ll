; ModuleID = 'c/vec_splat.c'
source_filename = "c/vec_splat.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.table = type { [512 x i32], [512 x i8], [20 x i64], [20 x i64] }

@.str = private unnamed_addr constant [18 x i8] c"i32: %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"i16: %d %d %d %d %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"i8: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"i64: %lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"f32: %g %g %g %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"f64: %g %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"build: %d %d %d %d %g %g\0A\00", align 1
@main.counts = internal constant [17 x i8] c"\00\00\02\01\03\03\02\04\03\05\05\04\04\00\00\01\09", align 1
@main.t = internal global %struct.table zeroinitializer, align 8
@.str.7 = private unnamed_addr constant [10 x i8] c"%ld-%ld%c\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"calls %d check %08x\0A\00", align 1
@calls = internal global i32 0, align 4
@check = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @splat_i32(<4 x i32>* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca <4 x i32>*, align 8
  %4 = alloca i32, align 4
  %5 = alloca <4 x i32>, align 16
  store <4 x i32>* %0, <4 x i32>** %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %4, align 4
  %7 = insertelement <4 x i32> undef, i32 %6, i32 0
  %8 = load i32, i32* %4, align 4
  %9 = insertelement <4 x i32> %7, i32 %8, i32 1
  %10 = load i32, i32* %4, align 4
  %11 = insertelement <4 x i32> %9, i32 %10, i32 2
  %12 = load i32, i32* %4, align 4
  %13 = insertelement <4 x i32> %11, i32 %12, i32 3
  store <4 x i32> %13, <4 x i32>* %5, align 16
  call void @clobber()
  %14 = load <4 x i32>, <4 x i32>* %5, align 16
  %15 = load <4 x i32>*, <4 x i32>** %3, align 8
  store <4 x i32> %14, <4 x i32>* %15, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @clobber() #0 {
  %1 = load volatile i32, i32* @calls, align 4
  %2 = add nsw i32 %1, 1
  store volatile i32 %2, i32* @calls, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @splat_i16(<8 x i16>* noundef %0, i16 noundef signext %1) #0 {
  %3 = alloca <8 x i16>*, align 8
  %4 = alloca i16, align 2
  %5 = alloca <8 x i16>, align 16
  store <8 x i16>* %0, <8 x i16>** %3, align 8
  store i16 %1, i16* %4, align 2
  %6 = load i16, i16* %4, align 2
  %7 = insertelement <8 x i16> undef, i16 %6, i32 0
  %8 = load i16, i16* %4, align 2
  %9 = insertelement <8 x i16> %7, i16 %8, i32 1
  %10 = load i16, i16* %4, align 2
  %11 = insertelement <8 x i16> %9, i16 %10, i32 2
  %12 = load i16, i16* %4, align 2
  %13 = insertelement <8 x i16> %11, i16 %12, i32 3
  %14 = load i16, i16* %4, align 2
  %15 = insertelement <8 x i16> %13, i16 %14, i32 4
  %16 = load i16, i16* %4, align 2
  %17 = insertelement <8 x i16> %15, i16 %16, i32 5
  %18 = load i16, i16* %4, align 2
  %19 = insertelement <8 x i16> %17, i16 %18, i32 6
  %20 = load i16, i16* %4, align 2
  %21 = insertelement <8 x i16> %19, i16 %20, i32 7
  store <8 x i16> %21, <8 x i16>* %5, align 16
  call void @clobber()
  %22 = load <8 x i16>, <8 x i16>* %5, align 16
  %23 = load <8 x i16>*, <8 x i16>** %3, align 8
  store <8 x i16> %22, <8 x i16>* %23, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @splat_i8(<16 x i8>* noundef %0, i8 noundef signext %1) #0 {
  %3 = alloca <16 x i8>*, align 8
  %4 = alloca i8, align 1
  %5 = alloca <16 x i8>, align 16
  store <16 x i8>* %0, <16 x i8>** %3, align 8
  store i8 %1, i8* %4, align 1
  %6 = load i8, i8* %4, align 1
  %7 = insertelement <16 x i8> undef, i8 %6, i32 0
  %8 = load i8, i8* %4, align 1
  %9 = insertelement <16 x i8> %7, i8 %8, i32 1
  %10 = load i8, i8* %4, align 1
  %11 = insertelement <16 x i8> %9, i8 %10, i32 2
  %12 = load i8, i8* %4, align 1
  %13 = insertelement <16 x i8> %11, i8 %12, i32 3
  %14 = load i8, i8* %4, align 1
  %15 = insertelement <16 x i8> %13, i8 %14, i32 4
  %16 = load i8, i8* %4, align 1
  %17 = insertelement <16 x i8> %15, i8 %16, i32 5
  %18 = load i8, i8* %4, align 1
  %19 = insertelement <16 x i8> %17, i8 %18, i32 6
  %20 = load i8, i8* %4, align 1
  %21 = insertelement <16 x i8> %19, i8 %20, i32 7
  %22 = load i8, i8* %4, align 1
  %23 = insertelement <16 x i8> %21, i8 %22, i32 8
  %24 = load i8, i8* %4, align 1
  %25 = insertelement <16 x i8> %23, i8 %24, i32 9
  %26 = load i8, i8* %4, align 1
  %27 = insertelement <16 x i8> %25, i8 %26, i32 10
  %28 = load i8, i8* %4, align 1
  %29 = insertelement <16 x i8> %27, i8 %28, i32 11
  %30 = load i8, i8* %4, align 1
  %31 = insertelement <16 x i8> %29, i8 %30, i32 12
  %32 = load i8, i8* %4, align 1
  %33 = insertelement <16 x i8> %31, i8 %32, i32 13
  %34 = load i8, i8* %4, align 1
  %35 = insertelement <16 x i8> %33, i8 %34, i32 14
  %36 = load i8, i8* %4, align 1
  %37 = insertelement <16 x i8> %35, i8 %36, i32 15
  store <16 x i8> %37, <16 x i8>* %5, align 16
  call void @clobber()
  %38 = load <16 x i8>, <16 x i8>* %5, align 16
  %39 = load <16 x i8>*, <16 x i8>** %3, align 8
  store <16 x i8> %38, <16 x i8>* %39, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @splat_i64(<2 x i64>* noundef %0, i64 noundef %1) #0 {
  %3 = alloca <2 x i64>*, align 8
  %4 = alloca i64, align 8
  %5 = alloca <2 x i64>, align 16
  store <2 x i64>* %0, <2 x i64>** %3, align 8
  store i64 %1, i64* %4, align 8
  %6 = load i64, i64* %4, align 8
  %7 = insertelement <2 x i64> undef, i64 %6, i32 0
  %8 = load i64, i64* %4, align 8
  %9 = insertelement <2 x i64> %7, i64 %8, i32 1
  store <2 x i64> %9, <2 x i64>* %5, align 16
  call void @clobber()
  %10 = load <2 x i64>, <2 x i64>* %5, align 16
  %11 = load <2 x i64>*, <2 x i64>** %3, align 8
  store <2 x i64> %10, <2 x i64>* %11, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @splat_f32(<4 x float>* noundef %0, float noundef %1) #0 {
  %3 = alloca <4 x float>*, align 8
  %4 = alloca float, align 4
  %5 = alloca <4 x float>, align 16
  store <4 x float>* %0, <4 x float>** %3, align 8
  store float %1, float* %4, align 4
  %6 = load float, float* %4, align 4
  %7 = insertelement <4 x float> undef, float %6, i32 0
  %8 = load float, float* %4, align 4
  %9 = insertelement <4 x float> %7, float %8, i32 1
  %10 = load float, float* %4, align 4
  %11 = insertelement <4 x float> %9, float %10, i32 2
  %12 = load float, float* %4, align 4
  %13 = insertelement <4 x float> %11, float %12, i32 3
  store <4 x float> %13, <4 x float>* %5, align 16
  call void @clobber()
  %14 = load <4 x float>, <4 x float>* %5, align 16
  %15 = load <4 x float>*, <4 x float>** %3, align 8
  store <4 x float> %14, <4 x float>* %15, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @splat_f64(<2 x double>* noundef %0, double noundef %1) #0 {
  %3 = alloca <2 x double>*, align 8
  %4 = alloca double, align 8
  %5 = alloca <2 x double>, align 16
  store <2 x double>* %0, <2 x double>** %3, align 8
  store double %1, double* %4, align 8
  %6 = load double, double* %4, align 8
  %7 = insertelement <2 x double> undef, double %6, i32 0
  %8 = load double, double* %4, align 8
  %9 = insertelement <2 x double> %7, double %8, i32 1
  store <2 x double> %9, <2 x double>* %5, align 16
  call void @clobber()
  %10 = load <2 x double>, <2 x double>* %5, align 16
  %11 = load <2 x double>*, <2 x double>** %3, align 8
  store <2 x double> %10, <2 x double>* %11, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @build_i32(<4 x i32>* noundef %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4) #0 {
  %6 = alloca <4 x i32>*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <4 x i32>, align 16
  store <4 x i32>* %0, <4 x i32>** %6, align 8
  store i32 %1, i32* %7, align 4
  store i32 %2, i32* %8, align 4
  store i32 %3, i32* %9, align 4
  store i32 %4, i32* %10, align 4
  %13 = load i32, i32* %7, align 4
  %14 = insertelement <4 x i32> undef, i32 %13, i32 0
  %15 = load i32, i32* %8, align 4
  %16 = insertelement <4 x i32> %14, i32 %15, i32 1
  %17 = load i32, i32* %9, align 4
  %18 = insertelement <4 x i32> %16, i32 %17, i32 2
  %19 = load i32, i32* %10, align 4
  %20 = insertelement <4 x i32> %18, i32 %19, i32 3
  store <4 x i32> %20, <4 x i32>* %11, align 16
  call void @clobber()
  %21 = load i32, i32* %10, align 4
  %22 = insertelement <4 x i32> undef, i32 %21, i32 0
  %23 = load i32, i32* %9, align 4
  %24 = insertelement <4 x i32> %22, i32 %23, i32 1
  %25 = load i32, i32* %8, align 4
  %26 = insertelement <4 x i32> %24, i32 %25, i32 2
  %27 = load i32, i32* %7, align 4
  %28 = insertelement <4 x i32> %26, i32 %27, i32 3
  store <4 x i32> %28, <4 x i32>* %12, align 16
  call void @clobber()
  %29 = load <4 x i32>, <4 x i32>* %11, align 16
  %30 = load <4 x i32>, <4 x i32>* %12, align 16
  %31 = mul <4 x i32> %30, <i32 3, i32 3, i32 3, i32 3>
  %32 = add <4 x i32> %29, %31
  %33 = load <4 x i32>*, <4 x i32>** %6, align 8
  store <4 x i32> %32, <4 x i32>* %33, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @build_f64(<2 x double>* noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca <2 x double>*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca <2 x double>, align 16
  store <2 x double>* %0, <2 x double>** %4, align 8
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %8 = load double, double* %5, align 8
  %9 = insertelement <2 x double> undef, double %8, i32 0
  %10 = load double, double* %6, align 8
  %11 = insertelement <2 x double> %9, double %10, i32 1
  store <2 x double> %11, <2 x double>* %7, align 16
  call void @clobber()
  %12 = load <2 x double>, <2 x double>* %7, align 16
  %13 = load <2 x double>, <2 x double>* %7, align 16
  %14 = fmul <2 x double> %12, %13
  %15 = load <2 x double>*, <2 x double>** %4, align 8
  store <2 x double> %14, <2 x double>* %15, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill(%struct.table* noundef %0, i8* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca %struct.table*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store %struct.table* %0, %struct.table** %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 1, i32* %8, align 4
  br label %12

12:                                               ; preds = %90, %3
  %13 = load i32, i32* %8, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %93

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4
  %18 = sext i32 %17 to i64
  %19 = load %struct.table*, %struct.table** %4, align 8
  %20 = getelementptr inbounds %struct.table, %struct.table* %19, i32 0, i32 2
  %21 = load i32, i32* %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [20 x i64], [20 x i64]* %20, i64 0, i64 %22
  store i64 %18, i64* %23, align 8
  store i32 0, i32* %9, align 4
  br label %24

24:                                               ; preds = %78, %16
  %25 = load i32, i32* %9, align 4
  %26 = load i8*, i8** %5, align 8
  %27 = load i32, i32* %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, i8* %26, i64 %28
  %30 = load i8, i8* %29, align 1
  %31 = zext i8 %30 to i32
  %32 = icmp slt i32 %25, %31
  br i1 %32, label %33, label %81

33:                                               ; preds = %24
  %34 = load i32, i32* %8, align 4
  %35 = srem i32 %34, 9
  %36 = sub nsw i32 9, %35
  %37 = shl i32 1, %36
  store i32 %37, i32* %10, align 4
  %38 = load i32, i32* %7, align 4
  %39 = load i32, i32* %10, align 4
  %40 = add nsw i32 %38, %39
  %41 = icmp sgt i32 %40, 512
  br i1 %41, label %42, label %45

42:                                               ; preds = %33
  %43 = load i32, i32* %7, align 4
  %44 = sub nsw i32 512, %43
  store i32 %44, i32* %10, align 4
  br label %45

45:                                               ; preds = %42, %33
  store i32 0, i32* %11, align 4
  br label %46

46:                                               ; preds = %71, %45
  %47 = load i32, i32* %11, align 4
  %48 = load i32, i32* %10, align 4
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %74

50:                                               ; preds = %46
  %51 = load i32, i32* %8, align 4
  %52 = load %struct.table*, %struct.table** %4, align 8
  %53 = getelementptr inbounds %struct.table, %struct.table* %52, i32 0, i32 0
  %54 = load i32, i32* %7, align 4
  %55 = load i32, i32* %11, align 4
  %56 = add nsw i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [512 x i32], [512 x i32]* %53, i64 0, i64 %57
  store i32 %51, i32* %58, align 4
  %59 = load i32, i32* %8, align 4
  %60 = mul nsw i32 %59, 31
  %61 = load i32, i32* %9, align 4
  %62 = add nsw i32 %60, %61
  %63 = trunc i32 %62 to i8
  %64 = load %struct.table*, %struct.table** %4, align 8
  %65 = getelementptr inbounds %struct.table, %struct.table* %64, i32 0, i32 1
  %66 = load i32, i32* %7, align 4
  %67 = load i32, i32* %11, align 4
  %68 = add nsw i32 %66, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [512 x i8], [512 x i8]* %65, i64 0, i64 %69
  store i8 %63, i8* %70, align 1
  br label %71

71:                                               ; preds = %50
  %72 = load i32, i32* %11, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %11, align 4
  br label %46, !llvm.loop !6

74:                                               ; preds = %46
  %75 = load i32, i32* %10, align 4
  %76 = load i32, i32* %7, align 4
  %77 = add nsw i32 %76, %75
  store i32 %77, i32* %7, align 4
  call void @clobber()
  br label %78

78:                                               ; preds = %74
  %79 = load i32, i32* %9, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %9, align 4
  br label %24, !llvm.loop !8

81:                                               ; preds = %24
  %82 = load i32, i32* %7, align 4
  %83 = sub nsw i32 %82, 1
  %84 = sext i32 %83 to i64
  %85 = load %struct.table*, %struct.table** %4, align 8
  %86 = getelementptr inbounds %struct.table, %struct.table* %85, i32 0, i32 3
  %87 = load i32, i32* %8, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [20 x i64], [20 x i64]* %86, i64 0, i64 %88
  store i64 %84, i64* %89, align 8
  br label %90

90:                                               ; preds = %81
  %91 = load i32, i32* %8, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %8, align 4
  br label %12, !llvm.loop !9

93:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <8 x i16>, align 16
  %4 = alloca <16 x i8>, align 16
  %5 = alloca <2 x i64>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <2 x double>, align 16
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @splat_i32(<4 x i32>* noundef %2, i32 noundef signext 7)
  call void @splat_i16(<8 x i16>* noundef %3, i16 noundef signext -3)
  call void @splat_i8(<16 x i8>* noundef %4, i8 noundef signext 99)
  call void @splat_i64(<2 x i64>* noundef %5, i64 noundef 81985529216486895)
  call void @splat_f32(<4 x float>* noundef %6, float noundef 1.500000e+00)
  call void @splat_f64(<2 x double>* noundef %7, double noundef -2.250000e+00)
  %9 = load <4 x i32>, <4 x i32>* %2, align 16
  %10 = extractelement <4 x i32> %9, i32 0
  %11 = load <4 x i32>, <4 x i32>* %2, align 16
  %12 = extractelement <4 x i32> %11, i32 1
  %13 = load <4 x i32>, <4 x i32>* %2, align 16
  %14 = extractelement <4 x i32> %13, i32 2
  %15 = load <4 x i32>, <4 x i32>* %2, align 16
  %16 = extractelement <4 x i32> %15, i32 3
  %17 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef signext %10, i32 noundef signext %12, i32 noundef signext %14, i32 noundef signext %16)
  %18 = load <8 x i16>, <8 x i16>* %3, align 16
  %19 = extractelement <8 x i16> %18, i32 0
  %20 = sext i16 %19 to i32
  %21 = load <8 x i16>, <8 x i16>* %3, align 16
  %22 = extractelement <8 x i16> %21, i32 1
  %23 = sext i16 %22 to i32
  %24 = load <8 x i16>, <8 x i16>* %3, align 16
  %25 = extractelement <8 x i16> %24, i32 2
  %26 = sext i16 %25 to i32
  %27 = load <8 x i16>, <8 x i16>* %3, align 16
  %28 = extractelement <8 x i16> %27, i32 3
  %29 = sext i16 %28 to i32
  %30 = load <8 x i16>, <8 x i16>* %3, align 16
  %31 = extractelement <8 x i16> %30, i32 4
  %32 = sext i16 %31 to i32
  %33 = load <8 x i16>, <8 x i16>* %3, align 16
  %34 = extractelement <8 x i16> %33, i32 5
  %35 = sext i16 %34 to i32
  %36 = load <8 x i16>, <8 x i16>* %3, align 16
  %37 = extractelement <8 x i16> %36, i32 6
  %38 = sext i16 %37 to i32
  %39 = load <8 x i16>, <8 x i16>* %3, align 16
  %40 = extractelement <8 x i16> %39, i32 7
  %41 = sext i16 %40 to i32
  %42 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %20, i32 noundef signext %23, i32 noundef signext %26, i32 noundef signext %29, i32 noundef signext %32, i32 noundef signext %35, i32 noundef signext %38, i32 noundef signext %41)
  %43 = load <16 x i8>, <16 x i8>* %4, align 16
  %44 = extractelement <16 x i8> %43, i32 0
  %45 = sext i8 %44 to i32
  %46 = load <16 x i8>, <16 x i8>* %4, align 16
  %47 = extractelement <16 x i8> %46, i32 5
  %48 = sext i8 %47 to i32
  %49 = load <16 x i8>, <16 x i8>* %4, align 16
  %50 = extractelement <16 x i8> %49, i32 10
  %51 = sext i8 %50 to i32
  %52 = load <16 x i8>, <16 x i8>* %4, align 16
  %53 = extractelement <16 x i8> %52, i32 15
  %54 = sext i8 %53 to i32
  %55 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %45, i32 noundef signext %48, i32 noundef signext %51, i32 noundef signext %54)
  %56 = load <2 x i64>, <2 x i64>* %5, align 16
  %57 = extractelement <2 x i64> %56, i32 0
  %58 = load <2 x i64>, <2 x i64>* %5, align 16
  %59 = extractelement <2 x i64> %58, i32 1
  %60 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i64 noundef %57, i64 noundef %59)
  %61 = load <4 x float>, <4 x float>* %6, align 16
  %62 = extractelement <4 x float> %61, i32 0
  %63 = fpext float %62 to double
  %64 = load <4 x float>, <4 x float>* %6, align 16
  %65 = extractelement <4 x float> %64, i32 1
  %66 = fpext float %65 to double
  %67 = load <4 x float>, <4 x float>* %6, align 16
  %68 = extractelement <4 x float> %67, i32 2
  %69 = fpext float %68 to double
  %70 = load <4 x float>, <4 x float>* %6, align 16
  %71 = extractelement <4 x float> %70, i32 3
  %72 = fpext float %71 to double
  %73 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), double noundef %63, double noundef %66, double noundef %69, double noundef %72)
  %74 = load <2 x double>, <2 x double>* %7, align 16
  %75 = extractelement <2 x double> %74, i32 0
  %76 = load <2 x double>, <2 x double>* %7, align 16
  %77 = extractelement <2 x double> %76, i32 1
  %78 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %75, double noundef %77)
  %79 = bitcast <4 x i32>* %2 to i8*
  call void @mix(i8* noundef %79, i32 noundef signext 16)
  %80 = bitcast <8 x i16>* %3 to i8*
  call void @mix(i8* noundef %80, i32 noundef signext 16)
  %81 = bitcast <16 x i8>* %4 to i8*
  call void @mix(i8* noundef %81, i32 noundef signext 16)
  %82 = bitcast <2 x i64>* %5 to i8*
  call void @mix(i8* noundef %82, i32 noundef signext 16)
  %83 = bitcast <4 x float>* %6 to i8*
  call void @mix(i8* noundef %83, i32 noundef signext 16)
  %84 = bitcast <2 x double>* %7 to i8*
  call void @mix(i8* noundef %84, i32 noundef signext 16)
  call void @build_i32(<4 x i32>* noundef %2, i32 noundef signext 1, i32 noundef signext 20, i32 noundef signext 300, i32 noundef signext 4000)
  call void @build_f64(<2 x double>* noundef %7, double noundef 3.000000e+00, double noundef -5.000000e-01)
  %85 = load <4 x i32>, <4 x i32>* %2, align 16
  %86 = extractelement <4 x i32> %85, i32 0
  %87 = load <4 x i32>, <4 x i32>* %2, align 16
  %88 = extractelement <4 x i32> %87, i32 1
  %89 = load <4 x i32>, <4 x i32>* %2, align 16
  %90 = extractelement <4 x i32> %89, i32 2
  %91 = load <4 x i32>, <4 x i32>* %2, align 16
  %92 = extractelement <4 x i32> %91, i32 3
  %93 = load <2 x double>, <2 x double>* %7, align 16
  %94 = extractelement <2 x double> %93, i32 0
  %95 = load <2 x double>, <2 x double>* %7, align 16
  %96 = extractelement <2 x double> %95, i32 1
  %97 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %86, i32 noundef signext %88, i32 noundef signext %90, i32 noundef signext %92, double noundef %94, double noundef %96)
  %98 = bitcast <4 x i32>* %2 to i8*
  call void @mix(i8* noundef %98, i32 noundef signext 16)
  %99 = bitcast <2 x double>* %7 to i8*
  call void @mix(i8* noundef %99, i32 noundef signext 16)
  call void @fill(%struct.table* noundef @main.t, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @main.counts, i64 0, i64 0), i32 noundef signext 17)
  store i32 1, i32* %8, align 4
  br label %100

100:                                              ; preds = %118, %0
  %101 = load i32, i32* %8, align 4
  %102 = icmp slt i32 %101, 17
  br i1 %102, label %103, label %121

103:                                              ; preds = %100
  %104 = load i32, i32* %8, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [20 x i64], [20 x i64]* getelementptr inbounds (%struct.table, %struct.table* @main.t, i32 0, i32 2), i64 0, i64 %105
  %107 = load i64, i64* %106, align 8
  %108 = load i32, i32* %8, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [20 x i64], [20 x i64]* getelementptr inbounds (%struct.table, %struct.table* @main.t, i32 0, i32 3), i64 0, i64 %109
  %111 = load i64, i64* %110, align 8
  %112 = load i32, i32* %8, align 4
  %113 = srem i32 %112, 8
  %114 = icmp ne i32 %113, 0
  %115 = zext i1 %114 to i64
  %116 = select i1 %114, i32 32, i32 10
  %117 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i64 noundef %107, i64 noundef %111, i32 noundef signext %116)
  br label %118

118:                                              ; preds = %103
  %119 = load i32, i32* %8, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, i32* %8, align 4
  br label %100, !llvm.loop !10

121:                                              ; preds = %100
  call void @mix(i8* noundef bitcast (%struct.table* @main.t to i8*), i32 noundef signext 2048)
  call void @mix(i8* noundef getelementptr inbounds (%struct.table, %struct.table* @main.t, i32 0, i32 1, i64 0), i32 noundef signext 512)
  %122 = load volatile i32, i32* @calls, align 4
  %123 = load i32, i32* @check, align 4
  %124 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %122, i32 noundef zeroext %123)
  %125 = load i32, i32* @check, align 4
  %126 = and i32 %125, 127
  ret i32 %126
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i8* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  %7 = load i8*, i8** %3, align 8
  store i8* %7, i8** %5, align 8
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %22, %2
  %9 = load i32, i32* %6, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %8
  %13 = load i32, i32* @check, align 4
  %14 = load i8*, i8** %5, align 8
  %15 = load i32, i32* %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, i8* %14, i64 %16
  %18 = load i8, i8* %17, align 1
  %19 = zext i8 %18 to i32
  %20 = xor i32 %13, %19
  %21 = mul i32 %20, 16777619
  store i32 %21, i32* @check, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, i32* %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %6, align 4
  br label %8, !llvm.loop !11

25:                                               ; preds = %8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
