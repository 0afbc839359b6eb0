; ModuleID = 'c/vec_shuffle.c'
source_filename = "c/vec_shuffle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pt = type { i32, i32 }
%struct.cpx = type { double, double }
%struct.rgba = type { float, float, float, float }
%struct.vec2 = type { float, float }

@main.inter = internal global [314 x i32] zeroinitializer, align 16
@main.o4 = internal global [4 x i32] zeroinitializer, align 16
@main.c16 = internal global [157 x i16] zeroinitializer, align 16
@main.c8 = internal global [157 x i8] zeroinitializer, align 16
@b32 = internal global [157 x i32] zeroinitializer, align 16
@a32 = internal global [157 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"rev32\00", align 1
@a16 = internal global [157 x i16] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [6 x i8] c"rev16\00", align 1
@a8 = internal global [157 x i8] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"rev8\00", align 1
@db = internal global [157 x double] zeroinitializer, align 16
@da = internal global [157 x double] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [5 x i8] c"revd\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"strided %lld\00", align 1
@pts = internal global [157 x %struct.pt] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [7 x i8] c" %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"interleave\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"deinterleave.a\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"deinterleave.b\00", align 1
@cc = internal global [157 x %struct.cpx] zeroinitializer, align 16
@ca = internal global [157 x %struct.cpx] zeroinitializer, align 16
@cb = internal global [157 x %struct.cpx] zeroinitializer, align 16
@.str.9 = private unnamed_addr constant [5 x i8] c"cmul\00", align 1
@px = internal global [157 x %struct.rgba] zeroinitializer, align 16
@.str.10 = private unnamed_addr constant [6 x i8] c"shade\00", align 1
@__const.main.v = private unnamed_addr constant %struct.vec2 { float 1.500000e+00, float -2.250000e+00 }, align 4
@__const.main.w = private unnamed_addr constant %struct.vec2 { float 1.250000e-01, float 8.000000e+00 }, align 4
@.str.11 = private unnamed_addr constant [15 x i8] c"vec2 %a %a %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"slp4\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"slpd %a %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"bytesum %u\0A\00", align 1
@b8 = internal global [157 x i8] zeroinitializer, align 16
@.str.15 = private unnamed_addr constant [5 x i8] c"avg8\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"dot16 %d\0A\00", align 1
@b16 = internal global [157 x i16] zeroinitializer, align 16
@.str.17 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal global i32 0, align 4
@seed = internal global i32 4242, align 4
@.str.18 = private unnamed_addr constant [9 x i8] c"%s %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca [2 x double], align 16
  %4 = alloca %struct.vec2, align 4
  %5 = alloca %struct.vec2, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.vec2, align 4
  %8 = alloca %struct.vec2, align 4
  %9 = alloca %struct.vec2, align 4
  store i32 0, i32* %1, align 4
  call void @fill()
  call void @rev32(i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 0), i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i8* noundef bitcast ([157 x i32]* @b32 to i8*), i32 noundef 628)
  call void @rev16(i16* noundef getelementptr inbounds ([157 x i16], [157 x i16]* @main.c16, i64 0, i64 0), i16* noundef getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i8* noundef bitcast ([157 x i16]* @main.c16 to i8*), i32 noundef 314)
  call void @rev8(i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 0), i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 0), i32 noundef 157)
  call void @revd(double* noundef getelementptr inbounds ([157 x double], [157 x double]* @db, i64 0, i64 0), double* noundef getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0), i8* noundef bitcast ([157 x double]* @db to i8*), i32 noundef 1256)
  %10 = call i64 @strided(%struct.pt* noundef getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 0), i32 noundef 157, i64* noundef %2)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i64 noundef %10)
  %12 = load i64, i64* %2, align 8
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i64 noundef %12)
  call void @interleave(i32* noundef getelementptr inbounds ([314 x i32], [314 x i32]* @main.inter, i64 0, i64 0), i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 0), i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i8* noundef bitcast ([314 x i32]* @main.inter to i8*), i32 noundef 1256)
  call void @deinterleave(i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 0), i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @b32, i64 0, i64 0), %struct.pt* noundef getelementptr inbounds ([157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i8* noundef bitcast ([157 x i32]* @a32 to i8*), i32 noundef 628)
  call void @mixmem(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i64 0, i64 0), i8* noundef bitcast ([157 x i32]* @b32 to i8*), i32 noundef 628)
  call void @cmul(%struct.cpx* noundef getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @cc, i64 0, i64 0), %struct.cpx* noundef getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 0), %struct.cpx* noundef getelementptr inbounds ([157 x %struct.cpx], [157 x %struct.cpx]* @cb, i64 0, i64 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i8* noundef bitcast ([157 x %struct.cpx]* @cc to i8*), i32 noundef 2512)
  call void @shade(%struct.rgba* noundef getelementptr inbounds ([157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 0), i32 noundef 157, float noundef 8.750000e-01)
  call void @mixmem(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0), i8* noundef bitcast ([157 x %struct.rgba]* @px to i8*), i32 noundef 2512)
  %14 = bitcast %struct.vec2* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %14, i8* align 4 bitcast (%struct.vec2* @__const.main.v to i8*), i64 8, i1 false)
  %15 = bitcast %struct.vec2* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %15, i8* align 4 bitcast (%struct.vec2* @__const.main.w to i8*), i64 8, i1 false)
  store i32 0, i32* %6, align 4
  br label %16

16:                                               ; preds = %53, %0
  %17 = load i32, i32* %6, align 4
  %18 = icmp slt i32 %17, 10
  br i1 %18, label %19, label %56

19:                                               ; preds = %16
  %20 = bitcast %struct.vec2* %4 to <2 x float>*
  %21 = load <2 x float>, <2 x float>* %20, align 4
  %22 = call <2 x float> @vscale(<2 x float> %21, float noundef 5.000000e-01)
  %23 = bitcast %struct.vec2* %8 to <2 x float>*
  store <2 x float> %22, <2 x float>* %23, align 4
  %24 = bitcast %struct.vec2* %8 to <2 x float>*
  %25 = load <2 x float>, <2 x float>* %24, align 4
  %26 = bitcast %struct.vec2* %5 to <2 x float>*
  %27 = load <2 x float>, <2 x float>* %26, align 4
  %28 = call <2 x float> @vadd(<2 x float> %25, <2 x float> %27)
  %29 = bitcast %struct.vec2* %7 to <2 x float>*
  store <2 x float> %28, <2 x float>* %29, align 4
  %30 = bitcast %struct.vec2* %4 to i8*
  %31 = bitcast %struct.vec2* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %30, i8* align 4 %31, i64 8, i1 false)
  %32 = bitcast %struct.vec2* %5 to <2 x float>*
  %33 = load <2 x float>, <2 x float>* %32, align 4
  %34 = bitcast %struct.vec2* %4 to <2 x float>*
  %35 = load <2 x float>, <2 x float>* %34, align 4
  %36 = call <2 x float> @vadd(<2 x float> %33, <2 x float> %35)
  %37 = bitcast %struct.vec2* %9 to <2 x float>*
  store <2 x float> %36, <2 x float>* %37, align 4
  %38 = bitcast %struct.vec2* %5 to i8*
  %39 = bitcast %struct.vec2* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %38, i8* align 4 %39, i64 8, i1 false)
  %40 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 0
  %41 = load float, float* %40, align 4
  %42 = fpext float %41 to double
  %43 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 1
  %44 = load float, float* %43, align 4
  %45 = fpext float %44 to double
  %46 = bitcast %struct.vec2* %4 to <2 x float>*
  %47 = load <2 x float>, <2 x float>* %46, align 4
  %48 = bitcast %struct.vec2* %5 to <2 x float>*
  %49 = load <2 x float>, <2 x float>* %48, align 4
  %50 = call float @vdot(<2 x float> %47, <2 x float> %49)
  %51 = fpext float %50 to double
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), double noundef %42, double noundef %45, double noundef %51)
  br label %53

53:                                               ; preds = %19
  %54 = load i32, i32* %6, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %6, align 4
  br label %16, !llvm.loop !6

56:                                               ; preds = %16
  call void @slp4(i32* noundef getelementptr inbounds ([4 x i32], [4 x i32]* @main.o4, i64 0, i64 0), i32* noundef getelementptr inbounds ([157 x i32], [157 x i32]* @a32, i64 0, i64 3))
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i64 0, i64 0), i8* noundef bitcast ([4 x i32]* @main.o4 to i8*), i32 noundef 16)
  %57 = getelementptr inbounds [2 x double], [2 x double]* %3, i64 0, i64 0
  call void @slpd(double* noundef %57, double* noundef getelementptr inbounds ([157 x double], [157 x double]* @da, i64 0, i64 5), double noundef 1.250000e+00)
  %58 = getelementptr inbounds [2 x double], [2 x double]* %3, i64 0, i64 0
  %59 = load double, double* %58, align 16
  %60 = getelementptr inbounds [2 x double], [2 x double]* %3, i64 0, i64 1
  %61 = load double, double* %60, align 8
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i64 0, i64 0), double noundef %59, double noundef %61)
  %63 = call i32 @bytesum(i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 0), i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 0), i32 noundef 157)
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i32 noundef %63)
  call void @avg8(i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 0), i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @a8, i64 0, i64 0), i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @b8, i64 0, i64 0), i32 noundef 157)
  call void @mixmem(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([157 x i8], [157 x i8]* @main.c8, i64 0, i64 0), i32 noundef 157)
  %65 = call i32 @dot16(i16* noundef getelementptr inbounds ([157 x i16], [157 x i16]* @a16, i64 0, i64 0), i16* noundef getelementptr inbounds ([157 x i16], [157 x i16]* @b16, i64 0, i64 0), i32 noundef 157)
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i64 0, i64 0), i32 noundef %65)
  %67 = load i32, i32* @check, align 4
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.17, i64 0, i64 0), i32 noundef %67)
  %69 = load i32, i32* @check, align 4
  %70 = and i32 %69, 127
  ret i32 %70
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill() #1 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %2

2:                                                ; preds = %115, %0
  %3 = load i32, i32* %1, align 4
  %4 = icmp slt i32 %3, 157
  br i1 %4, label %5, label %118

5:                                                ; preds = %2
  %6 = call i32 @rnd()
  %7 = sub nsw i32 %6, 2097152
  %8 = load i32, i32* %1, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [157 x i32], [157 x i32]* @a32, i64 0, i64 %9
  store i32 %7, i32* %10, align 4
  %11 = call i32 @rnd()
  %12 = trunc i32 %11 to i16
  %13 = load i32, i32* %1, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [157 x i16], [157 x i16]* @a16, i64 0, i64 %14
  store i16 %12, i16* %15, align 2
  %16 = call i32 @rnd()
  %17 = lshr i32 %16, 4
  %18 = trunc i32 %17 to i16
  %19 = load i32, i32* %1, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [157 x i16], [157 x i16]* @b16, i64 0, i64 %20
  store i16 %18, i16* %21, align 2
  %22 = call i32 @rnd()
  %23 = trunc i32 %22 to i8
  %24 = load i32, i32* %1, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [157 x i8], [157 x i8]* @a8, i64 0, i64 %25
  store i8 %23, i8* %26, align 1
  %27 = call i32 @rnd()
  %28 = lshr i32 %27, 2
  %29 = trunc i32 %28 to i8
  %30 = load i32, i32* %1, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [157 x i8], [157 x i8]* @b8, i64 0, i64 %31
  store i8 %29, i8* %32, align 1
  %33 = call i32 @rnd()
  %34 = urem i32 %33, 10001
  %35 = sub nsw i32 %34, 5000
  %36 = sitofp i32 %35 to double
  %37 = fdiv double %36, 8.000000e+00
  %38 = load i32, i32* %1, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [157 x double], [157 x double]* @da, i64 0, i64 %39
  store double %37, double* %40, align 8
  %41 = call i32 @rnd()
  %42 = urem i32 %41, 1000
  %43 = sub nsw i32 %42, 500
  %44 = load i32, i32* %1, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %45
  %47 = getelementptr inbounds %struct.pt, %struct.pt* %46, i32 0, i32 0
  store i32 %43, i32* %47, align 8
  %48 = call i32 @rnd()
  %49 = sub nsw i32 %48, 1048576
  %50 = load i32, i32* %1, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [157 x %struct.pt], [157 x %struct.pt]* @pts, i64 0, i64 %51
  %53 = getelementptr inbounds %struct.pt, %struct.pt* %52, i32 0, i32 1
  store i32 %49, i32* %53, align 4
  %54 = call i32 @rnd()
  %55 = urem i32 %54, 1000
  %56 = uitofp i32 %55 to double
  %57 = fdiv double %56, 1.600000e+01
  %58 = load i32, i32* %1, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 %59
  %61 = getelementptr inbounds %struct.cpx, %struct.cpx* %60, i32 0, i32 0
  store double %57, double* %61, align 16
  %62 = call i32 @rnd()
  %63 = urem i32 %62, 1000
  %64 = sub nsw i32 %63, 500
  %65 = sitofp i32 %64 to double
  %66 = fdiv double %65, 3.200000e+01
  %67 = load i32, i32* %1, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @ca, i64 0, i64 %68
  %70 = getelementptr inbounds %struct.cpx, %struct.cpx* %69, i32 0, i32 1
  store double %66, double* %70, align 8
  %71 = call i32 @rnd()
  %72 = urem i32 %71, 777
  %73 = uitofp i32 %72 to double
  %74 = fdiv double %73, 4.000000e+00
  %75 = load i32, i32* %1, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i64 0, i64 %76
  %78 = getelementptr inbounds %struct.cpx, %struct.cpx* %77, i32 0, i32 0
  store double %74, double* %78, align 16
  %79 = call i32 @rnd()
  %80 = urem i32 %79, 555
  %81 = uitofp i32 %80 to double
  %82 = fdiv double %81, 8.000000e+00
  %83 = load i32, i32* %1, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [157 x %struct.cpx], [157 x %struct.cpx]* @cb, i64 0, i64 %84
  %86 = getelementptr inbounds %struct.cpx, %struct.cpx* %85, i32 0, i32 1
  store double %82, double* %86, align 8
  %87 = call i32 @rnd()
  %88 = urem i32 %87, 256
  %89 = uitofp i32 %88 to float
  %90 = fdiv float %89, 2.550000e+02
  %91 = load i32, i32* %1, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %92
  %94 = getelementptr inbounds %struct.rgba, %struct.rgba* %93, i32 0, i32 0
  store float %90, float* %94, align 16
  %95 = call i32 @rnd()
  %96 = urem i32 %95, 256
  %97 = uitofp i32 %96 to float
  %98 = fdiv float %97, 2.550000e+02
  %99 = load i32, i32* %1, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %100
  %102 = getelementptr inbounds %struct.rgba, %struct.rgba* %101, i32 0, i32 1
  store float %98, float* %102, align 4
  %103 = call i32 @rnd()
  %104 = urem i32 %103, 256
  %105 = uitofp i32 %104 to float
  %106 = fdiv float %105, 2.550000e+02
  %107 = load i32, i32* %1, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %108
  %110 = getelementptr inbounds %struct.rgba, %struct.rgba* %109, i32 0, i32 2
  store float %106, float* %110, align 8
  %111 = load i32, i32* %1, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [157 x %struct.rgba], [157 x %struct.rgba]* @px, i64 0, i64 %112
  %114 = getelementptr inbounds %struct.rgba, %struct.rgba* %113, i32 0, i32 3
  store float 1.000000e+00, float* %114, align 4
  br label %115

115:                                              ; preds = %5
  %116 = load i32, i32* %1, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, i32* %1, align 4
  br label %2, !llvm.loop !8

118:                                              ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rev32(i32* noundef %0, i32* noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %26, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %8
  %13 = load i32*, i32** %5, align 8
  %14 = load i32, i32* %6, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, i32* %7, align 4
  %17 = sub nsw i32 %15, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %13, i64 %18
  %20 = load i32, i32* %19, align 4
  %21 = mul nsw i32 %20, 3
  %22 = load i32*, i32** %4, align 8
  %23 = load i32, i32* %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %22, i64 %24
  store i32 %21, i32* %25, align 4
  br label %26

26:                                               ; preds = %12
  %27 = load i32, i32* %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %7, align 4
  br label %8, !llvm.loop !9

29:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixmem(i8* noundef %0, i8* noundef %1, i32 noundef %2) #1 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  %10 = load i8*, i8** %5, align 8
  store i8* %10, i8** %7, align 8
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %11

11:                                               ; preds = %25, %3
  %12 = load i32, i32* %9, align 4
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %28

15:                                               ; preds = %11
  %16 = load i32, i32* %8, align 4
  %17 = load i8*, i8** %7, align 8
  %18 = load i32, i32* %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i8, i8* %17, i64 %19
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i32
  %23 = xor i32 %16, %22
  %24 = mul i32 %23, 16777619
  store i32 %24, i32* %8, align 4
  br label %25

25:                                               ; preds = %15
  %26 = load i32, i32* %9, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %9, align 4
  br label %11, !llvm.loop !10

28:                                               ; preds = %11
  %29 = load i8*, i8** %4, align 8
  %30 = load i32, i32* %8, align 4
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef %29, i32 noundef %30)
  %32 = load i32, i32* %8, align 4
  call void @mix(i32 noundef %32)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rev16(i16* noundef %0, i16* noundef %1, i32 noundef %2) #1 {
  %4 = alloca i16*, align 8
  %5 = alloca i16*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i16* %0, i16** %4, align 8
  store i16* %1, i16** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %31

12:                                               ; preds = %8
  %13 = load i16*, i16** %5, align 8
  %14 = load i32, i32* %6, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, i32* %7, align 4
  %17 = sub nsw i32 %15, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i16, i16* %13, i64 %18
  %20 = load i16, i16* %19, align 2
  %21 = sext i16 %20 to i32
  %22 = add nsw i32 %21, 1
  %23 = trunc i32 %22 to i16
  %24 = load i16*, i16** %4, align 8
  %25 = load i32, i32* %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i16, i16* %24, i64 %26
  store i16 %23, i16* %27, align 2
  br label %28

28:                                               ; preds = %12
  %29 = load i32, i32* %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %7, align 4
  br label %8, !llvm.loop !11

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rev8(i8* noundef %0, i8* noundef %1, i32 noundef %2) #1 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %31

12:                                               ; preds = %8
  %13 = load i8*, i8** %5, align 8
  %14 = load i32, i32* %6, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, i32* %7, align 4
  %17 = sub nsw i32 %15, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i8, i8* %13, i64 %18
  %20 = load i8, i8* %19, align 1
  %21 = zext i8 %20 to i32
  %22 = xor i32 %21, 90
  %23 = trunc i32 %22 to i8
  %24 = load i8*, i8** %4, align 8
  %25 = load i32, i32* %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, i8* %24, i64 %26
  store i8 %23, i8* %27, align 1
  br label %28

28:                                               ; preds = %12
  %29 = load i32, i32* %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %7, align 4
  br label %8, !llvm.loop !12

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @revd(double* noundef %0, double* noundef %1, i32 noundef %2) #1 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double* %0, double** %4, align 8
  store double* %1, double** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %26, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %8
  %13 = load double*, double** %5, align 8
  %14 = load i32, i32* %6, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, i32* %7, align 4
  %17 = sub nsw i32 %15, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, double* %13, i64 %18
  %20 = load double, double* %19, align 8
  %21 = fmul double %20, 5.000000e-01
  %22 = load double*, double** %4, align 8
  %23 = load i32, i32* %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, double* %22, i64 %24
  store double %21, double* %25, align 8
  br label %26

26:                                               ; preds = %12
  %27 = load i32, i32* %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %7, align 4
  br label %8, !llvm.loop !13

29:                                               ; preds = %8
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @strided(%struct.pt* noundef %0, i32 noundef %1, i64* noundef %2) #1 {
  %4 = alloca %struct.pt*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store %struct.pt* %0, %struct.pt** %4, align 8
  store i32 %1, i32* %5, align 4
  store i64* %2, i64** %6, align 8
  store i64 0, i64* %7, align 8
  store i64 0, i64* %8, align 8
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %34, %3
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %37

14:                                               ; preds = %10
  %15 = load %struct.pt*, %struct.pt** %4, align 8
  %16 = load i32, i32* %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds %struct.pt, %struct.pt* %15, i64 %17
  %19 = getelementptr inbounds %struct.pt, %struct.pt* %18, i32 0, i32 0
  %20 = load i32, i32* %19, align 4
  %21 = sext i32 %20 to i64
  %22 = load i64, i64* %7, align 8
  %23 = add nsw i64 %22, %21
  store i64 %23, i64* %7, align 8
  %24 = load %struct.pt*, %struct.pt** %4, align 8
  %25 = load i32, i32* %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %struct.pt, %struct.pt* %24, i64 %26
  %28 = getelementptr inbounds %struct.pt, %struct.pt* %27, i32 0, i32 1
  %29 = load i32, i32* %28, align 4
  %30 = mul nsw i32 %29, 2
  %31 = sext i32 %30 to i64
  %32 = load i64, i64* %8, align 8
  %33 = add nsw i64 %32, %31
  store i64 %33, i64* %8, align 8
  br label %34

34:                                               ; preds = %14
  %35 = load i32, i32* %9, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %9, align 4
  br label %10, !llvm.loop !14

37:                                               ; preds = %10
  %38 = load i64, i64* %8, align 8
  %39 = load i64*, i64** %6, align 8
  store i64 %38, i64* %39, align 8
  %40 = load i64, i64* %7, align 8
  ret i64 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @interleave(i32* noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3) #1 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store i32* %1, i32** %6, align 8
  store i32* %2, i32** %7, align 8
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %38, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %41

14:                                               ; preds = %10
  %15 = load i32*, i32** %6, align 8
  %16 = load i32, i32* %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %15, i64 %17
  %19 = load i32, i32* %18, align 4
  %20 = add nsw i32 %19, 1
  %21 = load i32*, i32** %5, align 8
  %22 = load i32, i32* %9, align 4
  %23 = mul nsw i32 2, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %21, i64 %24
  store i32 %20, i32* %25, align 4
  %26 = load i32*, i32** %7, align 8
  %27 = load i32, i32* %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32* %26, i64 %28
  %30 = load i32, i32* %29, align 4
  %31 = sub nsw i32 %30, 1
  %32 = load i32*, i32** %5, align 8
  %33 = load i32, i32* %9, align 4
  %34 = mul nsw i32 2, %33
  %35 = add nsw i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, i32* %32, i64 %36
  store i32 %31, i32* %37, align 4
  br label %38

38:                                               ; preds = %14
  %39 = load i32, i32* %9, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %9, align 4
  br label %10, !llvm.loop !15

41:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @deinterleave(i32* noundef %0, i32* noundef %1, %struct.pt* noundef %2, i32 noundef %3) #1 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca %struct.pt*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store i32* %1, i32** %6, align 8
  store %struct.pt* %2, %struct.pt** %7, align 8
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %49, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %52

14:                                               ; preds = %10
  %15 = load %struct.pt*, %struct.pt** %7, align 8
  %16 = load i32, i32* %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds %struct.pt, %struct.pt* %15, i64 %17
  %19 = getelementptr inbounds %struct.pt, %struct.pt* %18, i32 0, i32 0
  %20 = load i32, i32* %19, align 4
  %21 = load %struct.pt*, %struct.pt** %7, align 8
  %22 = load i32, i32* %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.pt, %struct.pt* %21, i64 %23
  %25 = getelementptr inbounds %struct.pt, %struct.pt* %24, i32 0, i32 1
  %26 = load i32, i32* %25, align 4
  %27 = sub nsw i32 %20, %26
  %28 = load i32*, i32** %5, align 8
  %29 = load i32, i32* %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, i32* %28, i64 %30
  store i32 %27, i32* %31, align 4
  %32 = load %struct.pt*, %struct.pt** %7, align 8
  %33 = load i32, i32* %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds %struct.pt, %struct.pt* %32, i64 %34
  %36 = getelementptr inbounds %struct.pt, %struct.pt* %35, i32 0, i32 0
  %37 = load i32, i32* %36, align 4
  %38 = load %struct.pt*, %struct.pt** %7, align 8
  %39 = load i32, i32* %9, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds %struct.pt, %struct.pt* %38, i64 %40
  %42 = getelementptr inbounds %struct.pt, %struct.pt* %41, i32 0, i32 1
  %43 = load i32, i32* %42, align 4
  %44 = add nsw i32 %37, %43
  %45 = load i32*, i32** %6, align 8
  %46 = load i32, i32* %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, i32* %45, i64 %47
  store i32 %44, i32* %48, align 4
  br label %49

49:                                               ; preds = %14
  %50 = load i32, i32* %9, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %9, align 4
  br label %10, !llvm.loop !16

52:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cmul(%struct.cpx* noundef %0, %struct.cpx* noundef %1, %struct.cpx* noundef %2, i32 noundef %3) #1 {
  %5 = alloca %struct.cpx*, align 8
  %6 = alloca %struct.cpx*, align 8
  %7 = alloca %struct.cpx*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store %struct.cpx* %0, %struct.cpx** %5, align 8
  store %struct.cpx* %1, %struct.cpx** %6, align 8
  store %struct.cpx* %2, %struct.cpx** %7, align 8
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %12

12:                                               ; preds = %82, %4
  %13 = load i32, i32* %9, align 4
  %14 = load i32, i32* %8, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %85

16:                                               ; preds = %12
  %17 = load %struct.cpx*, %struct.cpx** %6, align 8
  %18 = load i32, i32* %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds %struct.cpx, %struct.cpx* %17, i64 %19
  %21 = getelementptr inbounds %struct.cpx, %struct.cpx* %20, i32 0, i32 0
  %22 = load double, double* %21, align 8
  %23 = load %struct.cpx*, %struct.cpx** %7, align 8
  %24 = load i32, i32* %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds %struct.cpx, %struct.cpx* %23, i64 %25
  %27 = getelementptr inbounds %struct.cpx, %struct.cpx* %26, i32 0, i32 0
  %28 = load double, double* %27, align 8
  %29 = load %struct.cpx*, %struct.cpx** %6, align 8
  %30 = load i32, i32* %9, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds %struct.cpx, %struct.cpx* %29, i64 %31
  %33 = getelementptr inbounds %struct.cpx, %struct.cpx* %32, i32 0, i32 1
  %34 = load double, double* %33, align 8
  %35 = load %struct.cpx*, %struct.cpx** %7, align 8
  %36 = load i32, i32* %9, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.cpx, %struct.cpx* %35, i64 %37
  %39 = getelementptr inbounds %struct.cpx, %struct.cpx* %38, i32 0, i32 1
  %40 = load double, double* %39, align 8
  %41 = fmul double %34, %40
  %42 = fneg double %41
  %43 = call double @llvm.fmuladd.f64(double %22, double %28, double %42)
  store double %43, double* %10, align 8
  %44 = load %struct.cpx*, %struct.cpx** %6, align 8
  %45 = load i32, i32* %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds %struct.cpx, %struct.cpx* %44, i64 %46
  %48 = getelementptr inbounds %struct.cpx, %struct.cpx* %47, i32 0, i32 0
  %49 = load double, double* %48, align 8
  %50 = load %struct.cpx*, %struct.cpx** %7, align 8
  %51 = load i32, i32* %9, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds %struct.cpx, %struct.cpx* %50, i64 %52
  %54 = getelementptr inbounds %struct.cpx, %struct.cpx* %53, i32 0, i32 1
  %55 = load double, double* %54, align 8
  %56 = load %struct.cpx*, %struct.cpx** %6, align 8
  %57 = load i32, i32* %9, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds %struct.cpx, %struct.cpx* %56, i64 %58
  %60 = getelementptr inbounds %struct.cpx, %struct.cpx* %59, i32 0, i32 1
  %61 = load double, double* %60, align 8
  %62 = load %struct.cpx*, %struct.cpx** %7, align 8
  %63 = load i32, i32* %9, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds %struct.cpx, %struct.cpx* %62, i64 %64
  %66 = getelementptr inbounds %struct.cpx, %struct.cpx* %65, i32 0, i32 0
  %67 = load double, double* %66, align 8
  %68 = fmul double %61, %67
  %69 = call double @llvm.fmuladd.f64(double %49, double %55, double %68)
  store double %69, double* %11, align 8
  %70 = load double, double* %10, align 8
  %71 = load %struct.cpx*, %struct.cpx** %5, align 8
  %72 = load i32, i32* %9, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds %struct.cpx, %struct.cpx* %71, i64 %73
  %75 = getelementptr inbounds %struct.cpx, %struct.cpx* %74, i32 0, i32 0
  store double %70, double* %75, align 8
  %76 = load double, double* %11, align 8
  %77 = load %struct.cpx*, %struct.cpx** %5, align 8
  %78 = load i32, i32* %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds %struct.cpx, %struct.cpx* %77, i64 %79
  %81 = getelementptr inbounds %struct.cpx, %struct.cpx* %80, i32 0, i32 1
  store double %76, double* %81, align 8
  br label %82

82:                                               ; preds = %16
  %83 = load i32, i32* %9, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, i32* %9, align 4
  br label %12, !llvm.loop !17

85:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shade(%struct.rgba* noundef %0, i32 noundef %1, float noundef %2) #1 {
  %4 = alloca %struct.rgba*, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store %struct.rgba* %0, %struct.rgba** %4, align 8
  store i32 %1, i32* %5, align 4
  store float %2, float* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %63, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %66

12:                                               ; preds = %8
  %13 = load %struct.rgba*, %struct.rgba** %4, align 8
  %14 = load i32, i32* %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %struct.rgba, %struct.rgba* %13, i64 %15
  %17 = getelementptr inbounds %struct.rgba, %struct.rgba* %16, i32 0, i32 0
  %18 = load float, float* %17, align 4
  %19 = load float, float* %6, align 4
  %20 = call float @llvm.fmuladd.f32(float %18, float %19, float 2.500000e-01)
  %21 = load %struct.rgba*, %struct.rgba** %4, align 8
  %22 = load i32, i32* %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.rgba, %struct.rgba* %21, i64 %23
  %25 = getelementptr inbounds %struct.rgba, %struct.rgba* %24, i32 0, i32 0
  store float %20, float* %25, align 4
  %26 = load %struct.rgba*, %struct.rgba** %4, align 8
  %27 = load i32, i32* %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds %struct.rgba, %struct.rgba* %26, i64 %28
  %30 = getelementptr inbounds %struct.rgba, %struct.rgba* %29, i32 0, i32 1
  %31 = load float, float* %30, align 4
  %32 = load float, float* %6, align 4
  %33 = call float @llvm.fmuladd.f32(float %31, float %32, float 5.000000e-01)
  %34 = load %struct.rgba*, %struct.rgba** %4, align 8
  %35 = load i32, i32* %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds %struct.rgba, %struct.rgba* %34, i64 %36
  %38 = getelementptr inbounds %struct.rgba, %struct.rgba* %37, i32 0, i32 1
  store float %33, float* %38, align 4
  %39 = load %struct.rgba*, %struct.rgba** %4, align 8
  %40 = load i32, i32* %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds %struct.rgba, %struct.rgba* %39, i64 %41
  %43 = getelementptr inbounds %struct.rgba, %struct.rgba* %42, i32 0, i32 2
  %44 = load float, float* %43, align 4
  %45 = load float, float* %6, align 4
  %46 = fmul float %44, %45
  %47 = load %struct.rgba*, %struct.rgba** %4, align 8
  %48 = load i32, i32* %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds %struct.rgba, %struct.rgba* %47, i64 %49
  %51 = getelementptr inbounds %struct.rgba, %struct.rgba* %50, i32 0, i32 2
  store float %46, float* %51, align 4
  %52 = load %struct.rgba*, %struct.rgba** %4, align 8
  %53 = load i32, i32* %7, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds %struct.rgba, %struct.rgba* %52, i64 %54
  %56 = getelementptr inbounds %struct.rgba, %struct.rgba* %55, i32 0, i32 3
  %57 = load float, float* %56, align 4
  %58 = load %struct.rgba*, %struct.rgba** %4, align 8
  %59 = load i32, i32* %7, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds %struct.rgba, %struct.rgba* %58, i64 %60
  %62 = getelementptr inbounds %struct.rgba, %struct.rgba* %61, i32 0, i32 3
  store float %57, float* %62, align 4
  br label %63

63:                                               ; preds = %12
  %64 = load i32, i32* %7, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, i32* %7, align 4
  br label %8, !llvm.loop !18

66:                                               ; preds = %8
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @vadd(<2 x float> %0, <2 x float> %1) #0 {
  %3 = alloca %struct.vec2, align 4
  %4 = alloca %struct.vec2, align 4
  %5 = alloca %struct.vec2, align 4
  %6 = bitcast %struct.vec2* %4 to <2 x float>*
  store <2 x float> %0, <2 x float>* %6, align 4
  %7 = bitcast %struct.vec2* %5 to <2 x float>*
  store <2 x float> %1, <2 x float>* %7, align 4
  %8 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds %struct.vec2, %struct.vec2* %5, i32 0, i32 0
  %12 = load float, float* %11, align 4
  %13 = fadd float %10, %12
  store float %13, float* %8, align 4
  %14 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 1
  %15 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 1
  %16 = load float, float* %15, align 4
  %17 = getelementptr inbounds %struct.vec2, %struct.vec2* %5, i32 0, i32 1
  %18 = load float, float* %17, align 4
  %19 = fsub float %16, %18
  store float %19, float* %14, align 4
  %20 = bitcast %struct.vec2* %3 to <2 x float>*
  %21 = load <2 x float>, <2 x float>* %20, align 4
  ret <2 x float> %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @vscale(<2 x float> %0, float noundef %1) #0 {
  %3 = alloca %struct.vec2, align 4
  %4 = alloca %struct.vec2, align 4
  %5 = alloca float, align 4
  %6 = bitcast %struct.vec2* %4 to <2 x float>*
  store <2 x float> %0, <2 x float>* %6, align 4
  store float %1, float* %5, align 4
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 0
  %9 = load float, float* %8, align 4
  %10 = load float, float* %5, align 4
  %11 = fmul float %9, %10
  store float %11, float* %7, align 4
  %12 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 1
  %14 = load float, float* %13, align 4
  %15 = load float, float* %5, align 4
  %16 = fmul float %14, %15
  store float %16, float* %12, align 4
  %17 = bitcast %struct.vec2* %3 to <2 x float>*
  %18 = load <2 x float>, <2 x float>* %17, align 4
  ret <2 x float> %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @vdot(<2 x float> %0, <2 x float> %1) #0 {
  %3 = alloca %struct.vec2, align 4
  %4 = alloca %struct.vec2, align 4
  %5 = bitcast %struct.vec2* %3 to <2 x float>*
  store <2 x float> %0, <2 x float>* %5, align 4
  %6 = bitcast %struct.vec2* %4 to <2 x float>*
  store <2 x float> %1, <2 x float>* %6, align 4
  %7 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds %struct.vec2, %struct.vec2* %3, i32 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 1
  %14 = load float, float* %13, align 4
  %15 = fmul float %12, %14
  %16 = call float @llvm.fmuladd.f32(float %8, float %10, float %15)
  ret float %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @slp4(i32* noundef %0, i32* noundef %1) #1 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  store i32* %1, i32** %4, align 8
  %5 = load i32*, i32** %4, align 8
  %6 = getelementptr inbounds i32, i32* %5, i64 0
  %7 = load i32, i32* %6, align 4
  %8 = mul nsw i32 %7, 5
  %9 = load i32*, i32** %4, align 8
  %10 = getelementptr inbounds i32, i32* %9, i64 4
  %11 = load i32, i32* %10, align 4
  %12 = add nsw i32 %8, %11
  %13 = load i32*, i32** %3, align 8
  %14 = getelementptr inbounds i32, i32* %13, i64 0
  store i32 %12, i32* %14, align 4
  %15 = load i32*, i32** %4, align 8
  %16 = getelementptr inbounds i32, i32* %15, i64 1
  %17 = load i32, i32* %16, align 4
  %18 = mul nsw i32 %17, 5
  %19 = load i32*, i32** %4, align 8
  %20 = getelementptr inbounds i32, i32* %19, i64 5
  %21 = load i32, i32* %20, align 4
  %22 = add nsw i32 %18, %21
  %23 = load i32*, i32** %3, align 8
  %24 = getelementptr inbounds i32, i32* %23, i64 1
  store i32 %22, i32* %24, align 4
  %25 = load i32*, i32** %4, align 8
  %26 = getelementptr inbounds i32, i32* %25, i64 2
  %27 = load i32, i32* %26, align 4
  %28 = mul nsw i32 %27, 5
  %29 = load i32*, i32** %4, align 8
  %30 = getelementptr inbounds i32, i32* %29, i64 6
  %31 = load i32, i32* %30, align 4
  %32 = add nsw i32 %28, %31
  %33 = load i32*, i32** %3, align 8
  %34 = getelementptr inbounds i32, i32* %33, i64 2
  store i32 %32, i32* %34, align 4
  %35 = load i32*, i32** %4, align 8
  %36 = getelementptr inbounds i32, i32* %35, i64 3
  %37 = load i32, i32* %36, align 4
  %38 = mul nsw i32 %37, 5
  %39 = load i32*, i32** %4, align 8
  %40 = getelementptr inbounds i32, i32* %39, i64 7
  %41 = load i32, i32* %40, align 4
  %42 = add nsw i32 %38, %41
  %43 = load i32*, i32** %3, align 8
  %44 = getelementptr inbounds i32, i32* %43, i64 3
  store i32 %42, i32* %44, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @slpd(double* noundef %0, double* noundef %1, double noundef %2) #1 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double, align 8
  store double* %0, double** %4, align 8
  store double* %1, double** %5, align 8
  store double %2, double* %6, align 8
  %7 = load double*, double** %5, align 8
  %8 = getelementptr inbounds double, double* %7, i64 0
  %9 = load double, double* %8, align 8
  %10 = load double, double* %6, align 8
  %11 = load double*, double** %5, align 8
  %12 = getelementptr inbounds double, double* %11, i64 3
  %13 = load double, double* %12, align 8
  %14 = fneg double %13
  %15 = call double @llvm.fmuladd.f64(double %9, double %10, double %14)
  %16 = load double*, double** %4, align 8
  %17 = getelementptr inbounds double, double* %16, i64 0
  store double %15, double* %17, align 8
  %18 = load double*, double** %5, align 8
  %19 = getelementptr inbounds double, double* %18, i64 1
  %20 = load double, double* %19, align 8
  %21 = load double, double* %6, align 8
  %22 = load double*, double** %5, align 8
  %23 = getelementptr inbounds double, double* %22, i64 2
  %24 = load double, double* %23, align 8
  %25 = fneg double %24
  %26 = call double @llvm.fmuladd.f64(double %20, double %21, double %25)
  %27 = load double*, double** %4, align 8
  %28 = getelementptr inbounds double, double* %27, i64 1
  store double %26, double* %28, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bytesum(i8* noundef %0, i8* noundef %1, i32 noundef %2) #1 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %59, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %62

13:                                               ; preds = %9
  %14 = load i8*, i8** %4, align 8
  %15 = load i32, i32* %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, i8* %14, i64 %16
  %18 = load i8, i8* %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i8*, i8** %5, align 8
  %21 = load i32, i32* %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i8, i8* %20, i64 %22
  %24 = load i8, i8* %23, align 1
  %25 = zext i8 %24 to i32
  %26 = icmp sgt i32 %19, %25
  br i1 %26, label %27, label %41

27:                                               ; preds = %13
  %28 = load i8*, i8** %4, align 8
  %29 = load i32, i32* %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i8, i8* %28, i64 %30
  %32 = load i8, i8* %31, align 1
  %33 = zext i8 %32 to i32
  %34 = load i8*, i8** %5, align 8
  %35 = load i32, i32* %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, i8* %34, i64 %36
  %38 = load i8, i8* %37, align 1
  %39 = zext i8 %38 to i32
  %40 = sub nsw i32 %33, %39
  br label %55

41:                                               ; preds = %13
  %42 = load i8*, i8** %5, align 8
  %43 = load i32, i32* %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i8, i8* %42, i64 %44
  %46 = load i8, i8* %45, align 1
  %47 = zext i8 %46 to i32
  %48 = load i8*, i8** %4, align 8
  %49 = load i32, i32* %8, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i8, i8* %48, i64 %50
  %52 = load i8, i8* %51, align 1
  %53 = zext i8 %52 to i32
  %54 = sub nsw i32 %47, %53
  br label %55

55:                                               ; preds = %41, %27
  %56 = phi i32 [ %40, %27 ], [ %54, %41 ]
  %57 = load i32, i32* %7, align 4
  %58 = add i32 %57, %56
  store i32 %58, i32* %7, align 4
  br label %59

59:                                               ; preds = %55
  %60 = load i32, i32* %8, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %8, align 4
  br label %9, !llvm.loop !19

62:                                               ; preds = %9
  %63 = load i32, i32* %7, align 4
  ret i32 %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @avg8(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3) #1 {
  %5 = alloca i8*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %5, align 8
  store i8* %1, i8** %6, align 8
  store i8* %2, i8** %7, align 8
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %35, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %38

14:                                               ; preds = %10
  %15 = load i8*, i8** %6, align 8
  %16 = load i32, i32* %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, i8* %15, i64 %17
  %19 = load i8, i8* %18, align 1
  %20 = zext i8 %19 to i32
  %21 = load i8*, i8** %7, align 8
  %22 = load i32, i32* %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i8, i8* %21, i64 %23
  %25 = load i8, i8* %24, align 1
  %26 = zext i8 %25 to i32
  %27 = add nsw i32 %20, %26
  %28 = add nsw i32 %27, 1
  %29 = ashr i32 %28, 1
  %30 = trunc i32 %29 to i8
  %31 = load i8*, i8** %5, align 8
  %32 = load i32, i32* %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i8, i8* %31, i64 %33
  store i8 %30, i8* %34, align 1
  br label %35

35:                                               ; preds = %14
  %36 = load i32, i32* %9, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %9, align 4
  br label %10, !llvm.loop !20

38:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dot16(i16* noundef %0, i16* noundef %1, i32 noundef %2) #1 {
  %4 = alloca i16*, align 8
  %5 = alloca i16*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i16* %0, i16** %4, align 8
  store i16* %1, i16** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %32

13:                                               ; preds = %9
  %14 = load i16*, i16** %4, align 8
  %15 = load i32, i32* %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i16, i16* %14, i64 %16
  %18 = load i16, i16* %17, align 2
  %19 = sext i16 %18 to i32
  %20 = load i16*, i16** %5, align 8
  %21 = load i32, i32* %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i16, i16* %20, i64 %22
  %24 = load i16, i16* %23, align 2
  %25 = sext i16 %24 to i32
  %26 = mul nsw i32 %19, %25
  %27 = load i32, i32* %7, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, i32* %7, align 4
  br label %29

29:                                               ; preds = %13
  %30 = load i32, i32* %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %8, align 4
  br label %9, !llvm.loop !21

32:                                               ; preds = %9
  %33 = load i32, i32* %7, align 4
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #1 {
  %1 = load i32, i32* @seed, align 4
  %2 = mul i32 %1, 22695477
  %3 = add i32 %2, 1
  store i32 %3, i32* @seed, align 4
  %4 = load i32, i32* @seed, align 4
  %5 = lshr i32 %4, 9
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef %0) #1 {
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
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

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
