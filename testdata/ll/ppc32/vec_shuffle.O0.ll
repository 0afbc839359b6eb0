; ModuleID = 'c/vec_shuffle.c'
source_filename = "c/vec_shuffle.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.pt = type { i32, i32 }
%struct.cpx = type { double, double }
%struct.rgba = type { float, float, float, float }
%struct.vec2 = type { float, float }

@main.inter = internal global [314 x i32] zeroinitializer, align 4
@main.o4 = internal global [4 x i32] zeroinitializer, align 4
@main.c16 = internal global [157 x i16] zeroinitializer, align 2
@main.c8 = internal global [157 x i8] zeroinitializer, align 1
@b32 = internal global [157 x i32] zeroinitializer, align 4
@a32 = internal global [157 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [6 x i8] c"rev32\00", align 1
@a16 = internal global [157 x i16] zeroinitializer, align 2
@.str.1 = private unnamed_addr constant [6 x i8] c"rev16\00", align 1
@a8 = internal global [157 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"rev8\00", align 1
@db = internal global [157 x double] zeroinitializer, align 8
@da = internal global [157 x double] zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [5 x i8] c"revd\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"strided %lld\00", align 1
@pts = internal global [157 x %struct.pt] zeroinitializer, align 4
@.str.5 = private unnamed_addr constant [7 x i8] c" %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"interleave\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"deinterleave.a\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"deinterleave.b\00", align 1
@cc = internal global [157 x %struct.cpx] zeroinitializer, align 8
@ca = internal global [157 x %struct.cpx] zeroinitializer, align 8
@cb = internal global [157 x %struct.cpx] zeroinitializer, align 8
@.str.9 = private unnamed_addr constant [5 x i8] c"cmul\00", align 1
@px = internal global [157 x %struct.rgba] zeroinitializer, align 4
@.str.10 = private unnamed_addr constant [6 x i8] c"shade\00", align 1
@__const.main.v = private unnamed_addr constant %struct.vec2 { float 1.500000e+00, float -2.250000e+00 }, align 4
@__const.main.w = private unnamed_addr constant %struct.vec2 { float 1.250000e-01, float 8.000000e+00 }, align 4
@.str.11 = private unnamed_addr constant [15 x i8] c"vec2 %a %a %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"slp4\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"slpd %a %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"bytesum %u\0A\00", align 1
@b8 = internal global [157 x i8] zeroinitializer, align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"avg8\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"dot16 %d\0A\00", align 1
@b16 = internal global [157 x i16] zeroinitializer, align 2
@.str.17 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal global i32 0, align 4
@seed = internal global i32 4242, align 4
@.str.18 = private unnamed_addr constant [9 x i8] c"%s %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca [2 x double], align 8
  %4 = alloca %struct.vec2, align 4
  %5 = alloca %struct.vec2, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.vec2, align 4
  %8 = alloca %struct.vec2, align 4
  %9 = alloca %struct.vec2, align 4
  store i32 0, i32* %1, align 4
  call void @fill()
  call void @rev32(i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i32 0, i32 0), i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* noundef bitcast ([157 x i32]* @b32 to i8*), i32 noundef 628)
  call void @rev16(i16* noundef getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i32 0, i32 0), i16* noundef getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i32 0, i32 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i8* noundef bitcast ([157 x i16]* @main.c16 to i8*), i32 noundef 314)
  call void @rev8(i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i32 0, i32 0), i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i32 0, i32 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i32 0, i32 0), i32 noundef 157)
  call void @revd(double* noundef getelementptr inbounds ([157 x double], [157 x double]* @db, i32 0, i32 0), double* noundef getelementptr inbounds ([157 x double], [157 x double]* @da, i32 0, i32 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* noundef bitcast ([157 x double]* @db to i8*), i32 noundef 1256)
  %10 = call i64 @strided(%struct.pt* noundef getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 0), i32 noundef 157, i64* noundef %2)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i64 noundef %10)
  %12 = load i64, i64* %2, align 8
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i64 noundef %12)
  call void @interleave(i32* noundef getelementptr inbounds ([314 x i32], [314 x i32]* @main.inter, i32 0, i32 0), i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 0), i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i32 0, i32 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i8* noundef bitcast ([314 x i32]* @main.inter to i8*), i32 noundef 1256)
  call void @deinterleave(i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 0), i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i32 0, i32 0), %struct.pt* noundef getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i32 0, i32 0), i8* noundef bitcast ([157 x i32]* @a32 to i8*), i32 noundef 628)
  call void @mixmem(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i32 0, i32 0), i8* noundef bitcast ([157 x i32]* @b32 to i8*), i32 noundef 628)
  call void @cmul(%struct.cpx* noundef getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @cc, i32 0, i32 0), %struct.cpx* noundef getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @ca, i32 0, i32 0), %struct.cpx* noundef getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @cb, i32 0, i32 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i8* noundef bitcast ([157 x %struct.cpx]* @cc to i8*), i32 noundef 2512)
  call void @shade(%struct.rgba* noundef getelementptr inbounds ([157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 0), i32 noundef 157, float noundef 8.750000e-01)
  call void @mixmem(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0), i8* noundef bitcast ([157 x %struct.rgba]* @px to i8*), i32 noundef 2512)
  %14 = bitcast %struct.vec2* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %14, i8* align 4 bitcast (%struct.vec2* @__const.main.v to i8*), i32 8, i1 false)
  %15 = bitcast %struct.vec2* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %15, i8* align 4 bitcast (%struct.vec2* @__const.main.w to i8*), i32 8, i1 false)
  store i32 0, i32* %6, align 4
  br label %16

16:                                               ; preds = %33, %0
  %17 = load i32, i32* %6, align 4
  %18 = icmp slt i32 %17, 10
  br i1 %18, label %19, label %36

19:                                               ; preds = %16
  call void @vscale(%struct.vec2* sret(%struct.vec2) align 4 %8, %struct.vec2* noundef byval(%struct.vec2) align 4 %4, float noundef 5.000000e-01)
  call void @vadd(%struct.vec2* sret(%struct.vec2) align 4 %7, %struct.vec2* noundef byval(%struct.vec2) align 4 %8, %struct.vec2* noundef byval(%struct.vec2) align 4 %5)
  %20 = bitcast %struct.vec2* %4 to i8*
  %21 = bitcast %struct.vec2* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %20, i8* align 4 %21, i32 8, i1 false)
  call void @vadd(%struct.vec2* sret(%struct.vec2) align 4 %9, %struct.vec2* noundef byval(%struct.vec2) align 4 %5, %struct.vec2* noundef byval(%struct.vec2) align 4 %4)
  %22 = bitcast %struct.vec2* %5 to i8*
  %23 = bitcast %struct.vec2* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %22, i8* align 4 %23, i32 8, i1 false)
  %24 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 0
  %25 = load float, float* %24, align 4
  %26 = fpext float %25 to double
  %27 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 1
  %28 = load float, float* %27, align 4
  %29 = fpext float %28 to double
  %30 = call float @vdot(%struct.vec2* noundef byval(%struct.vec2) align 4 %4, %struct.vec2* noundef byval(%struct.vec2) align 4 %5)
  %31 = fpext float %30 to double
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), double noundef %26, double noundef %29, double noundef %31)
  br label %33

33:                                               ; preds = %19
  %34 = load i32, i32* %6, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %6, align 4
  br label %16, !llvm.loop !6

36:                                               ; preds = %16
  call void @slp4(i32* noundef getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i32 0, i32 0), i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i32 0, i32 3))
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i32 0, i32 0), i8* noundef bitcast ([4 x i32]* @main.o4 to i8*), i32 noundef 16)
  %37 = getelementptr inbounds [2 x double], [2 x double]* %3, i32 0, i32 0
  call void @slpd(double* noundef %37, double* noundef getelementptr inbounds ([157 x double], [157 x double]* @da, i32 0, i32 5), double noundef 1.250000e+00)
  %38 = getelementptr inbounds [2 x double], [2 x double]* %3, i32 0, i32 0
  %39 = load double, double* %38, align 8
  %40 = getelementptr inbounds [2 x double], [2 x double]* %3, i32 0, i32 1
  %41 = load double, double* %40, align 8
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i32 0, i32 0), double noundef %39, double noundef %41)
  %43 = call i32 @bytesum(i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i32 0, i32 0), i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i32 0, i32 0), i32 noundef 157)
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i32 noundef %43)
  call void @avg8(i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i32 0, i32 0), i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i32 0, i32 0), i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i32 0, i32 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0), i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i32 0, i32 0), i32 noundef 157)
  %45 = call i32 @dot16(i16* noundef getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i32 0, i32 0), i16* noundef getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i32 0, i32 0), i32 noundef 157)
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i32 0, i32 0), i32 noundef %45)
  %47 = load i32, i32* @check, align 4
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.17, i32 0, i32 0), i32 noundef %47)
  %49 = load i32, i32* @check, align 4
  %50 = and i32 %49, 127
  ret i32 %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %2

2:                                                ; preds = %99, %0
  %3 = load i32, i32* %1, align 4
  %4 = icmp slt i32 %3, 157
  br i1 %4, label %5, label %102

5:                                                ; preds = %2
  %6 = call i32 @rnd()
  %7 = sub nsw i32 %6, 2097152
  %8 = load i32, i32* %1, align 4
  %9 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i32 0, i32 %8
  store i32 %7, i32* %9, align 4
  %10 = call i32 @rnd()
  %11 = trunc i32 %10 to i16
  %12 = load i32, i32* %1, align 4
  %13 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i32 0, i32 %12
  store i16 %11, i16* %13, align 2
  %14 = call i32 @rnd()
  %15 = lshr i32 %14, 4
  %16 = trunc i32 %15 to i16
  %17 = load i32, i32* %1, align 4
  %18 = getelementptr inbounds [157 x i16], [157 x i16]* @b16, i32 0, i32 %17
  store i16 %16, i16* %18, align 2
  %19 = call i32 @rnd()
  %20 = trunc i32 %19 to i8
  %21 = load i32, i32* %1, align 4
  %22 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i32 0, i32 %21
  store i8 %20, i8* %22, align 1
  %23 = call i32 @rnd()
  %24 = lshr i32 %23, 2
  %25 = trunc i32 %24 to i8
  %26 = load i32, i32* %1, align 4
  %27 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i32 0, i32 %26
  store i8 %25, i8* %27, align 1
  %28 = call i32 @rnd()
  %29 = urem i32 %28, 10001
  %30 = sub nsw i32 %29, 5000
  %31 = sitofp i32 %30 to double
  %32 = fdiv double %31, 8.000000e+00
  %33 = load i32, i32* %1, align 4
  %34 = getelementptr inbounds [157 x double], [157 x double]* @da, i32 0, i32 %33
  store double %32, double* %34, align 8
  %35 = call i32 @rnd()
  %36 = urem i32 %35, 1000
  %37 = sub nsw i32 %36, 500
  %38 = load i32, i32* %1, align 4
  %39 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %38
  %40 = getelementptr inbounds %struct.pt, %struct.pt* %39, i32 0, i32 0
  store i32 %37, i32* %40, align 4
  %41 = call i32 @rnd()
  %42 = sub nsw i32 %41, 1048576
  %43 = load i32, i32* %1, align 4
  %44 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i32 0, i32 %43
  %45 = getelementptr inbounds %struct.pt, %struct.pt* %44, i32 0, i32 1
  store i32 %42, i32* %45, align 4
  %46 = call i32 @rnd()
  %47 = urem i32 %46, 1000
  %48 = uitofp i32 %47 to double
  %49 = fdiv double %48, 1.600000e+01
  %50 = load i32, i32* %1, align 4
  %51 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i32 0, i32 %50
  %52 = getelementptr inbounds %struct.cpx, %struct.cpx* %51, i32 0, i32 0
  store double %49, double* %52, align 8
  %53 = call i32 @rnd()
  %54 = urem i32 %53, 1000
  %55 = sub nsw i32 %54, 500
  %56 = sitofp i32 %55 to double
  %57 = fdiv double %56, 3.200000e+01
  %58 = load i32, i32* %1, align 4
  %59 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i32 0, i32 %58
  %60 = getelementptr inbounds %struct.cpx, %struct.cpx* %59, i32 0, i32 1
  store double %57, double* %60, align 8
  %61 = call i32 @rnd()
  %62 = urem i32 %61, 777
  %63 = uitofp i32 %62 to double
  %64 = fdiv double %63, 4.000000e+00
  %65 = load i32, i32* %1, align 4
  %66 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i32 0, i32 %65
  %67 = getelementptr inbounds %struct.cpx, %struct.cpx* %66, i32 0, i32 0
  store double %64, double* %67, align 8
  %68 = call i32 @rnd()
  %69 = urem i32 %68, 555
  %70 = uitofp i32 %69 to double
  %71 = fdiv double %70, 8.000000e+00
  %72 = load i32, i32* %1, align 4
  %73 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i32 0, i32 %72
  %74 = getelementptr inbounds %struct.cpx, %struct.cpx* %73, i32 0, i32 1
  store double %71, double* %74, align 8
  %75 = call i32 @rnd()
  %76 = urem i32 %75, 256
  %77 = uitofp i32 %76 to float
  %78 = fdiv float %77, 2.550000e+02
  %79 = load i32, i32* %1, align 4
  %80 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %79
  %81 = getelementptr inbounds %struct.rgba, %struct.rgba* %80, i32 0, i32 0
  store float %78, float* %81, align 4
  %82 = call i32 @rnd()
  %83 = urem i32 %82, 256
  %84 = uitofp i32 %83 to float
  %85 = fdiv float %84, 2.550000e+02
  %86 = load i32, i32* %1, align 4
  %87 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %86
  %88 = getelementptr inbounds %struct.rgba, %struct.rgba* %87, i32 0, i32 1
  store float %85, float* %88, align 4
  %89 = call i32 @rnd()
  %90 = urem i32 %89, 256
  %91 = uitofp i32 %90 to float
  %92 = fdiv float %91, 2.550000e+02
  %93 = load i32, i32* %1, align 4
  %94 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %93
  %95 = getelementptr inbounds %struct.rgba, %struct.rgba* %94, i32 0, i32 2
  store float %92, float* %95, align 4
  %96 = load i32, i32* %1, align 4
  %97 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i32 0, i32 %96
  %98 = getelementptr inbounds %struct.rgba, %struct.rgba* %97, i32 0, i32 3
  store float 1.000000e+00, float* %98, align 4
  br label %99

99:                                               ; preds = %5
  %100 = load i32, i32* %1, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, i32* %1, align 4
  br label %2, !llvm.loop !8

102:                                              ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rev32(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32* %1, i32** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %24, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %27

12:                                               ; preds = %8
  %13 = load i32*, i32** %5, align 4
  %14 = load i32, i32* %6, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, i32* %7, align 4
  %17 = sub nsw i32 %15, %16
  %18 = getelementptr inbounds i32, i32* %13, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = mul nsw i32 %19, 3
  %21 = load i32*, i32** %4, align 4
  %22 = load i32, i32* %7, align 4
  %23 = getelementptr inbounds i32, i32* %21, i32 %22
  store i32 %20, i32* %23, align 4
  br label %24

24:                                               ; preds = %12
  %25 = load i32, i32* %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %7, align 4
  br label %8, !llvm.loop !9

27:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixmem(i8* noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 %2, i32* %6, align 4
  %10 = load i8*, i8** %5, align 4
  store i8* %10, i8** %7, align 4
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %11

11:                                               ; preds = %24, %3
  %12 = load i32, i32* %9, align 4
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = load i32, i32* %8, align 4
  %17 = load i8*, i8** %7, align 4
  %18 = load i32, i32* %9, align 4
  %19 = getelementptr inbounds i8, i8* %17, i32 %18
  %20 = load i8, i8* %19, align 1
  %21 = zext i8 %20 to i32
  %22 = xor i32 %16, %21
  %23 = mul i32 %22, 16777619
  store i32 %23, i32* %8, align 4
  br label %24

24:                                               ; preds = %15
  %25 = load i32, i32* %9, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %9, align 4
  br label %11, !llvm.loop !10

27:                                               ; preds = %11
  %28 = load i8*, i8** %4, align 4
  %29 = load i32, i32* %8, align 4
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* noundef %28, i32 noundef %29)
  %31 = load i32, i32* %8, align 4
  call void @mix(i32 noundef %31)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rev16(i16* noundef %0, i16* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i16*, align 4
  %5 = alloca i16*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i16* %0, i16** %4, align 4
  store i16* %1, i16** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %26, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %8
  %13 = load i16*, i16** %5, align 4
  %14 = load i32, i32* %6, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, i32* %7, align 4
  %17 = sub nsw i32 %15, %16
  %18 = getelementptr inbounds i16, i16* %13, i32 %17
  %19 = load i16, i16* %18, align 2
  %20 = sext i16 %19 to i32
  %21 = add nsw i32 %20, 1
  %22 = trunc i32 %21 to i16
  %23 = load i16*, i16** %4, align 4
  %24 = load i32, i32* %7, align 4
  %25 = getelementptr inbounds i16, i16* %23, i32 %24
  store i16 %22, i16* %25, align 2
  br label %26

26:                                               ; preds = %12
  %27 = load i32, i32* %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %7, align 4
  br label %8, !llvm.loop !11

29:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rev8(i8* noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %26, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %8
  %13 = load i8*, i8** %5, align 4
  %14 = load i32, i32* %6, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, i32* %7, align 4
  %17 = sub nsw i32 %15, %16
  %18 = getelementptr inbounds i8, i8* %13, i32 %17
  %19 = load i8, i8* %18, align 1
  %20 = zext i8 %19 to i32
  %21 = xor i32 %20, 90
  %22 = trunc i32 %21 to i8
  %23 = load i8*, i8** %4, align 4
  %24 = load i32, i32* %7, align 4
  %25 = getelementptr inbounds i8, i8* %23, i32 %24
  store i8 %22, i8* %25, align 1
  br label %26

26:                                               ; preds = %12
  %27 = load i32, i32* %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %7, align 4
  br label %8, !llvm.loop !12

29:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @revd(double* noundef %0, double* noundef %1, i32 noundef %2) #0 {
  %4 = alloca double*, align 4
  %5 = alloca double*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double* %0, double** %4, align 4
  store double* %1, double** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %24, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %27

12:                                               ; preds = %8
  %13 = load double*, double** %5, align 4
  %14 = load i32, i32* %6, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, i32* %7, align 4
  %17 = sub nsw i32 %15, %16
  %18 = getelementptr inbounds double, double* %13, i32 %17
  %19 = load double, double* %18, align 8
  %20 = fmul double %19, 5.000000e-01
  %21 = load double*, double** %4, align 4
  %22 = load i32, i32* %7, align 4
  %23 = getelementptr inbounds double, double* %21, i32 %22
  store double %20, double* %23, align 8
  br label %24

24:                                               ; preds = %12
  %25 = load i32, i32* %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %7, align 4
  br label %8, !llvm.loop !13

27:                                               ; preds = %8
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @strided(%struct.pt* noundef %0, i32 noundef %1, i64* noundef %2) #0 {
  %4 = alloca %struct.pt*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64*, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store %struct.pt* %0, %struct.pt** %4, align 4
  store i32 %1, i32* %5, align 4
  store i64* %2, i64** %6, align 4
  store i64 0, i64* %7, align 8
  store i64 0, i64* %8, align 8
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %32, %3
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %10
  %15 = load %struct.pt*, %struct.pt** %4, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds %struct.pt, %struct.pt* %15, i32 %16
  %18 = getelementptr inbounds %struct.pt, %struct.pt* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = sext i32 %19 to i64
  %21 = load i64, i64* %7, align 8
  %22 = add nsw i64 %21, %20
  store i64 %22, i64* %7, align 8
  %23 = load %struct.pt*, %struct.pt** %4, align 4
  %24 = load i32, i32* %9, align 4
  %25 = getelementptr inbounds %struct.pt, %struct.pt* %23, i32 %24
  %26 = getelementptr inbounds %struct.pt, %struct.pt* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = mul nsw i32 %27, 2
  %29 = sext i32 %28 to i64
  %30 = load i64, i64* %8, align 8
  %31 = add nsw i64 %30, %29
  store i64 %31, i64* %8, align 8
  br label %32

32:                                               ; preds = %14
  %33 = load i32, i32* %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %9, align 4
  br label %10, !llvm.loop !14

35:                                               ; preds = %10
  %36 = load i64, i64* %8, align 8
  %37 = load i64*, i64** %6, align 4
  store i64 %36, i64* %37, align 8
  %38 = load i64, i64* %7, align 8
  ret i64 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @interleave(i32* noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32* %1, i32** %6, align 4
  store i32* %2, i32** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %34, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %37

14:                                               ; preds = %10
  %15 = load i32*, i32** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = add nsw i32 %18, 1
  %20 = load i32*, i32** %5, align 4
  %21 = load i32, i32* %9, align 4
  %22 = mul nsw i32 2, %21
  %23 = getelementptr inbounds i32, i32* %20, i32 %22
  store i32 %19, i32* %23, align 4
  %24 = load i32*, i32** %7, align 4
  %25 = load i32, i32* %9, align 4
  %26 = getelementptr inbounds i32, i32* %24, i32 %25
  %27 = load i32, i32* %26, align 4
  %28 = sub nsw i32 %27, 1
  %29 = load i32*, i32** %5, align 4
  %30 = load i32, i32* %9, align 4
  %31 = mul nsw i32 2, %30
  %32 = add nsw i32 %31, 1
  %33 = getelementptr inbounds i32, i32* %29, i32 %32
  store i32 %28, i32* %33, align 4
  br label %34

34:                                               ; preds = %14
  %35 = load i32, i32* %9, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %9, align 4
  br label %10, !llvm.loop !15

37:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @deinterleave(i32* noundef %0, i32* noundef %1, %struct.pt* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca %struct.pt*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32* %1, i32** %6, align 4
  store %struct.pt* %2, %struct.pt** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %43, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %46

14:                                               ; preds = %10
  %15 = load %struct.pt*, %struct.pt** %7, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds %struct.pt, %struct.pt* %15, i32 %16
  %18 = getelementptr inbounds %struct.pt, %struct.pt* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = load %struct.pt*, %struct.pt** %7, align 4
  %21 = load i32, i32* %9, align 4
  %22 = getelementptr inbounds %struct.pt, %struct.pt* %20, i32 %21
  %23 = getelementptr inbounds %struct.pt, %struct.pt* %22, i32 0, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = sub nsw i32 %19, %24
  %26 = load i32*, i32** %5, align 4
  %27 = load i32, i32* %9, align 4
  %28 = getelementptr inbounds i32, i32* %26, i32 %27
  store i32 %25, i32* %28, align 4
  %29 = load %struct.pt*, %struct.pt** %7, align 4
  %30 = load i32, i32* %9, align 4
  %31 = getelementptr inbounds %struct.pt, %struct.pt* %29, i32 %30
  %32 = getelementptr inbounds %struct.pt, %struct.pt* %31, i32 0, i32 0
  %33 = load i32, i32* %32, align 4
  %34 = load %struct.pt*, %struct.pt** %7, align 4
  %35 = load i32, i32* %9, align 4
  %36 = getelementptr inbounds %struct.pt, %struct.pt* %34, i32 %35
  %37 = getelementptr inbounds %struct.pt, %struct.pt* %36, i32 0, i32 1
  %38 = load i32, i32* %37, align 4
  %39 = add nsw i32 %33, %38
  %40 = load i32*, i32** %6, align 4
  %41 = load i32, i32* %9, align 4
  %42 = getelementptr inbounds i32, i32* %40, i32 %41
  store i32 %39, i32* %42, align 4
  br label %43

43:                                               ; preds = %14
  %44 = load i32, i32* %9, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %9, align 4
  br label %10, !llvm.loop !16

46:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cmul(%struct.cpx* noundef %0, %struct.cpx* noundef %1, %struct.cpx* noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.cpx*, align 4
  %6 = alloca %struct.cpx*, align 4
  %7 = alloca %struct.cpx*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store %struct.cpx* %0, %struct.cpx** %5, align 4
  store %struct.cpx* %1, %struct.cpx** %6, align 4
  store %struct.cpx* %2, %struct.cpx** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %12

12:                                               ; preds = %72, %4
  %13 = load i32, i32* %9, align 4
  %14 = load i32, i32* %8, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %75

16:                                               ; preds = %12
  %17 = load %struct.cpx*, %struct.cpx** %6, align 4
  %18 = load i32, i32* %9, align 4
  %19 = getelementptr inbounds %struct.cpx, %struct.cpx* %17, i32 %18
  %20 = getelementptr inbounds %struct.cpx, %struct.cpx* %19, i32 0, i32 0
  %21 = load double, double* %20, align 8
  %22 = load %struct.cpx*, %struct.cpx** %7, align 4
  %23 = load i32, i32* %9, align 4
  %24 = getelementptr inbounds %struct.cpx, %struct.cpx* %22, i32 %23
  %25 = getelementptr inbounds %struct.cpx, %struct.cpx* %24, i32 0, i32 0
  %26 = load double, double* %25, align 8
  %27 = load %struct.cpx*, %struct.cpx** %6, align 4
  %28 = load i32, i32* %9, align 4
  %29 = getelementptr inbounds %struct.cpx, %struct.cpx* %27, i32 %28
  %30 = getelementptr inbounds %struct.cpx, %struct.cpx* %29, i32 0, i32 1
  %31 = load double, double* %30, align 8
  %32 = load %struct.cpx*, %struct.cpx** %7, align 4
  %33 = load i32, i32* %9, align 4
  %34 = getelementptr inbounds %struct.cpx, %struct.cpx* %32, i32 %33
  %35 = getelementptr inbounds %struct.cpx, %struct.cpx* %34, i32 0, i32 1
  %36 = load double, double* %35, align 8
  %37 = fmul double %31, %36
  %38 = fneg double %37
  %39 = call double @llvm.fmuladd.f64(double %21, double %26, double %38)
  store double %39, double* %10, align 8
  %40 = load %struct.cpx*, %struct.cpx** %6, align 4
  %41 = load i32, i32* %9, align 4
  %42 = getelementptr inbounds %struct.cpx, %struct.cpx* %40, i32 %41
  %43 = getelementptr inbounds %struct.cpx, %struct.cpx* %42, i32 0, i32 0
  %44 = load double, double* %43, align 8
  %45 = load %struct.cpx*, %struct.cpx** %7, align 4
  %46 = load i32, i32* %9, align 4
  %47 = getelementptr inbounds %struct.cpx, %struct.cpx* %45, i32 %46
  %48 = getelementptr inbounds %struct.cpx, %struct.cpx* %47, i32 0, i32 1
  %49 = load double, double* %48, align 8
  %50 = load %struct.cpx*, %struct.cpx** %6, align 4
  %51 = load i32, i32* %9, align 4
  %52 = getelementptr inbounds %struct.cpx, %struct.cpx* %50, i32 %51
  %53 = getelementptr inbounds %struct.cpx, %struct.cpx* %52, i32 0, i32 1
  %54 = load double, double* %53, align 8
  %55 = load %struct.cpx*, %struct.cpx** %7, align 4
  %56 = load i32, i32* %9, align 4
  %57 = getelementptr inbounds %struct.cpx, %struct.cpx* %55, i32 %56
  %58 = getelementptr inbounds %struct.cpx, %struct.cpx* %57, i32 0, i32 0
  %59 = load double, double* %58, align 8
  %60 = fmul double %54, %59
  %61 = call double @llvm.fmuladd.f64(double %44, double %49, double %60)
  store double %61, double* %11, align 8
  %62 = load double, double* %10, align 8
  %63 = load %struct.cpx*, %struct.cpx** %5, align 4
  %64 = load i32, i32* %9, align 4
  %65 = getelementptr inbounds %struct.cpx, %struct.cpx* %63, i32 %64
  %66 = getelementptr inbounds %struct.cpx, %struct.cpx* %65, i32 0, i32 0
  store double %62, double* %66, align 8
  %67 = load double, double* %11, align 8
  %68 = load %struct.cpx*, %struct.cpx** %5, align 4
  %69 = load i32, i32* %9, align 4
  %70 = getelementptr inbounds %struct.cpx, %struct.cpx* %68, i32 %69
  %71 = getelementptr inbounds %struct.cpx, %struct.cpx* %70, i32 0, i32 1
  store double %67, double* %71, align 8
  br label %72

72:                                               ; preds = %16
  %73 = load i32, i32* %9, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %9, align 4
  br label %12, !llvm.loop !17

75:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shade(%struct.rgba* noundef %0, i32 noundef %1, float noundef %2) #0 {
  %4 = alloca %struct.rgba*, align 4
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store %struct.rgba* %0, %struct.rgba** %4, align 4
  store i32 %1, i32* %5, align 4
  store float %2, float* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %55, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %58

12:                                               ; preds = %8
  %13 = load %struct.rgba*, %struct.rgba** %4, align 4
  %14 = load i32, i32* %7, align 4
  %15 = getelementptr inbounds %struct.rgba, %struct.rgba* %13, i32 %14
  %16 = getelementptr inbounds %struct.rgba, %struct.rgba* %15, i32 0, i32 0
  %17 = load float, float* %16, align 4
  %18 = load float, float* %6, align 4
  %19 = call float @llvm.fmuladd.f32(float %17, float %18, float 2.500000e-01)
  %20 = load %struct.rgba*, %struct.rgba** %4, align 4
  %21 = load i32, i32* %7, align 4
  %22 = getelementptr inbounds %struct.rgba, %struct.rgba* %20, i32 %21
  %23 = getelementptr inbounds %struct.rgba, %struct.rgba* %22, i32 0, i32 0
  store float %19, float* %23, align 4
  %24 = load %struct.rgba*, %struct.rgba** %4, align 4
  %25 = load i32, i32* %7, align 4
  %26 = getelementptr inbounds %struct.rgba, %struct.rgba* %24, i32 %25
  %27 = getelementptr inbounds %struct.rgba, %struct.rgba* %26, i32 0, i32 1
  %28 = load float, float* %27, align 4
  %29 = load float, float* %6, align 4
  %30 = call float @llvm.fmuladd.f32(float %28, float %29, float 5.000000e-01)
  %31 = load %struct.rgba*, %struct.rgba** %4, align 4
  %32 = load i32, i32* %7, align 4
  %33 = getelementptr inbounds %struct.rgba, %struct.rgba* %31, i32 %32
  %34 = getelementptr inbounds %struct.rgba, %struct.rgba* %33, i32 0, i32 1
  store float %30, float* %34, align 4
  %35 = load %struct.rgba*, %struct.rgba** %4, align 4
  %36 = load i32, i32* %7, align 4
  %37 = getelementptr inbounds %struct.rgba, %struct.rgba* %35, i32 %36
  %38 = getelementptr inbounds %struct.rgba, %struct.rgba* %37, i32 0, i32 2
  %39 = load float, float* %38, align 4
  %40 = load float, float* %6, align 4
  %41 = fmul float %39, %40
  %42 = load %struct.rgba*, %struct.rgba** %4, align 4
  %43 = load i32, i32* %7, align 4
  %44 = getelementptr inbounds %struct.rgba, %struct.rgba* %42, i32 %43
  %45 = getelementptr inbounds %struct.rgba, %struct.rgba* %44, i32 0, i32 2
  store float %41, float* %45, align 4
  %46 = load %struct.rgba*, %struct.rgba** %4, align 4
  %47 = load i32, i32* %7, align 4
  %48 = getelementptr inbounds %struct.rgba, %struct.rgba* %46, i32 %47
  %49 = getelementptr inbounds %struct.rgba, %struct.rgba* %48, i32 0, i32 3
  %50 = load float, float* %49, align 4
  %51 = load %struct.rgba*, %struct.rgba** %4, align 4
  %52 = load i32, i32* %7, align 4
  %53 = getelementptr inbounds %struct.rgba, %struct.rgba* %51, i32 %52
  %54 = getelementptr inbounds %struct.rgba, %struct.rgba* %53, i32 0, i32 3
  store float %50, float* %54, align 4
  br label %55

55:                                               ; preds = %12
  %56 = load i32, i32* %7, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %7, align 4
  br label %8, !llvm.loop !18

58:                                               ; preds = %8
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vadd(%struct.vec2* noalias sret(%struct.vec2) align 4 %0, %struct.vec2* noundef byval(%struct.vec2) align 4 %1, %struct.vec2* noundef byval(%struct.vec2) align 4 %2) #0 {
  %4 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %6 = load float, float* %5, align 4
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %2, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = fadd float %6, %8
  store float %9, float* %4, align 4
  %10 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = getelementptr inbounds %struct.vec2, %struct.vec2* %2, i32 0, i32 1
  %14 = load float, float* %13, align 4
  %15 = fsub float %12, %14
  store float %15, float* %10, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vscale(%struct.vec2* noalias sret(%struct.vec2) align 4 %0, %struct.vec2* noundef byval(%struct.vec2) align 4 %1, float noundef %2) #0 {
  %4 = alloca float, align 4
  store float %2, float* %4, align 4
  %5 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %7 = load float, float* %6, align 4
  %8 = load float, float* %4, align 4
  %9 = fmul float %7, %8
  store float %9, float* %5, align 4
  %10 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = load float, float* %4, align 4
  %14 = fmul float %12, %13
  store float %14, float* %10, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @vdot(%struct.vec2* noundef byval(%struct.vec2) align 4 %0, %struct.vec2* noundef byval(%struct.vec2) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 0
  %4 = load float, float* %3, align 4
  %5 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 0
  %6 = load float, float* %5, align 4
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %0, i32 0, i32 1
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds %struct.vec2, %struct.vec2* %1, i32 0, i32 1
  %10 = load float, float* %9, align 4
  %11 = fmul float %8, %10
  %12 = call float @llvm.fmuladd.f32(float %4, float %6, float %11)
  ret float %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @slp4(i32* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32*, align 4
  store i32* %0, i32** %3, align 4
  store i32* %1, i32** %4, align 4
  %5 = load i32*, i32** %4, align 4
  %6 = getelementptr inbounds i32, i32* %5, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = mul nsw i32 %7, 5
  %9 = load i32*, i32** %4, align 4
  %10 = getelementptr inbounds i32, i32* %9, i32 4
  %11 = load i32, i32* %10, align 4
  %12 = add nsw i32 %8, %11
  %13 = load i32*, i32** %3, align 4
  %14 = getelementptr inbounds i32, i32* %13, i32 0
  store i32 %12, i32* %14, align 4
  %15 = load i32*, i32** %4, align 4
  %16 = getelementptr inbounds i32, i32* %15, i32 1
  %17 = load i32, i32* %16, align 4
  %18 = mul nsw i32 %17, 5
  %19 = load i32*, i32** %4, align 4
  %20 = getelementptr inbounds i32, i32* %19, i32 5
  %21 = load i32, i32* %20, align 4
  %22 = add nsw i32 %18, %21
  %23 = load i32*, i32** %3, align 4
  %24 = getelementptr inbounds i32, i32* %23, i32 1
  store i32 %22, i32* %24, align 4
  %25 = load i32*, i32** %4, align 4
  %26 = getelementptr inbounds i32, i32* %25, i32 2
  %27 = load i32, i32* %26, align 4
  %28 = mul nsw i32 %27, 5
  %29 = load i32*, i32** %4, align 4
  %30 = getelementptr inbounds i32, i32* %29, i32 6
  %31 = load i32, i32* %30, align 4
  %32 = add nsw i32 %28, %31
  %33 = load i32*, i32** %3, align 4
  %34 = getelementptr inbounds i32, i32* %33, i32 2
  store i32 %32, i32* %34, align 4
  %35 = load i32*, i32** %4, align 4
  %36 = getelementptr inbounds i32, i32* %35, i32 3
  %37 = load i32, i32* %36, align 4
  %38 = mul nsw i32 %37, 5
  %39 = load i32*, i32** %4, align 4
  %40 = getelementptr inbounds i32, i32* %39, i32 7
  %41 = load i32, i32* %40, align 4
  %42 = add nsw i32 %38, %41
  %43 = load i32*, i32** %3, align 4
  %44 = getelementptr inbounds i32, i32* %43, i32 3
  store i32 %42, i32* %44, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @slpd(double* noundef %0, double* noundef %1, double noundef %2) #0 {
  %4 = alloca double*, align 4
  %5 = alloca double*, align 4
  %6 = alloca double, align 8
  store double* %0, double** %4, align 4
  store double* %1, double** %5, align 4
  store double %2, double* %6, align 8
  %7 = load double*, double** %5, align 4
  %8 = getelementptr inbounds double, double* %7, i32 0
  %9 = load double, double* %8, align 8
  %10 = load double, double* %6, align 8
  %11 = load double*, double** %5, align 4
  %12 = getelementptr inbounds double, double* %11, i32 3
  %13 = load double, double* %12, align 8
  %14 = fneg double %13
  %15 = call double @llvm.fmuladd.f64(double %9, double %10, double %14)
  %16 = load double*, double** %4, align 4
  %17 = getelementptr inbounds double, double* %16, i32 0
  store double %15, double* %17, align 8
  %18 = load double*, double** %5, align 4
  %19 = getelementptr inbounds double, double* %18, i32 1
  %20 = load double, double* %19, align 8
  %21 = load double, double* %6, align 8
  %22 = load double*, double** %5, align 4
  %23 = getelementptr inbounds double, double* %22, i32 2
  %24 = load double, double* %23, align 8
  %25 = fneg double %24
  %26 = call double @llvm.fmuladd.f64(double %20, double %21, double %25)
  %27 = load double*, double** %4, align 4
  %28 = getelementptr inbounds double, double* %27, i32 1
  store double %26, double* %28, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bytesum(i8* noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %53, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %56

13:                                               ; preds = %9
  %14 = load i8*, i8** %4, align 4
  %15 = load i32, i32* %8, align 4
  %16 = getelementptr inbounds i8, i8* %14, i32 %15
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i8*, i8** %5, align 4
  %20 = load i32, i32* %8, align 4
  %21 = getelementptr inbounds i8, i8* %19, i32 %20
  %22 = load i8, i8* %21, align 1
  %23 = zext i8 %22 to i32
  %24 = icmp sgt i32 %18, %23
  br i1 %24, label %25, label %37

25:                                               ; preds = %13
  %26 = load i8*, i8** %4, align 4
  %27 = load i32, i32* %8, align 4
  %28 = getelementptr inbounds i8, i8* %26, i32 %27
  %29 = load i8, i8* %28, align 1
  %30 = zext i8 %29 to i32
  %31 = load i8*, i8** %5, align 4
  %32 = load i32, i32* %8, align 4
  %33 = getelementptr inbounds i8, i8* %31, i32 %32
  %34 = load i8, i8* %33, align 1
  %35 = zext i8 %34 to i32
  %36 = sub nsw i32 %30, %35
  br label %49

37:                                               ; preds = %13
  %38 = load i8*, i8** %5, align 4
  %39 = load i32, i32* %8, align 4
  %40 = getelementptr inbounds i8, i8* %38, i32 %39
  %41 = load i8, i8* %40, align 1
  %42 = zext i8 %41 to i32
  %43 = load i8*, i8** %4, align 4
  %44 = load i32, i32* %8, align 4
  %45 = getelementptr inbounds i8, i8* %43, i32 %44
  %46 = load i8, i8* %45, align 1
  %47 = zext i8 %46 to i32
  %48 = sub nsw i32 %42, %47
  br label %49

49:                                               ; preds = %37, %25
  %50 = phi i32 [ %36, %25 ], [ %48, %37 ]
  %51 = load i32, i32* %7, align 4
  %52 = add i32 %51, %50
  store i32 %52, i32* %7, align 4
  br label %53

53:                                               ; preds = %49
  %54 = load i32, i32* %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %8, align 4
  br label %9, !llvm.loop !19

56:                                               ; preds = %9
  %57 = load i32, i32* %7, align 4
  ret i32 %57
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @avg8(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %5, align 4
  store i8* %1, i8** %6, align 4
  store i8* %2, i8** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %32, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %10
  %15 = load i8*, i8** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i8, i8* %15, i32 %16
  %18 = load i8, i8* %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i8*, i8** %7, align 4
  %21 = load i32, i32* %9, align 4
  %22 = getelementptr inbounds i8, i8* %20, i32 %21
  %23 = load i8, i8* %22, align 1
  %24 = zext i8 %23 to i32
  %25 = add nsw i32 %19, %24
  %26 = add nsw i32 %25, 1
  %27 = ashr i32 %26, 1
  %28 = trunc i32 %27 to i8
  %29 = load i8*, i8** %5, align 4
  %30 = load i32, i32* %9, align 4
  %31 = getelementptr inbounds i8, i8* %29, i32 %30
  store i8 %28, i8* %31, align 1
  br label %32

32:                                               ; preds = %14
  %33 = load i32, i32* %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %9, align 4
  br label %10, !llvm.loop !20

35:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dot16(i16* noundef %0, i16* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i16*, align 4
  %5 = alloca i16*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i16* %0, i16** %4, align 4
  store i16* %1, i16** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load i16*, i16** %4, align 4
  %15 = load i32, i32* %8, align 4
  %16 = getelementptr inbounds i16, i16* %14, i32 %15
  %17 = load i16, i16* %16, align 2
  %18 = sext i16 %17 to i32
  %19 = load i16*, i16** %5, align 4
  %20 = load i32, i32* %8, align 4
  %21 = getelementptr inbounds i16, i16* %19, i32 %20
  %22 = load i16, i16* %21, align 2
  %23 = sext i16 %22 to i32
  %24 = mul nsw i32 %18, %23
  %25 = load i32, i32* %7, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, i32* %7, align 4
  br label %27

27:                                               ; preds = %13
  %28 = load i32, i32* %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %8, align 4
  br label %9, !llvm.loop !21

30:                                               ; preds = %9
  %31 = load i32, i32* %7, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
  %1 = load i32, i32* @seed, align 4
  %2 = mul i32 %1, 22695477
  %3 = add i32 %2, 1
  store i32 %3, i32* @seed, align 4
  %4 = load i32, i32* @seed, align 4
  %5 = lshr i32 %4, 9
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @check, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @check, align 4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
