; ModuleID = 'c/sse2.c'
source_filename = "c/sse2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__loadu_si128 = type { <2 x i64> }
%struct.__storeu_si128 = type { <2 x i64> }

@__const.main.acc = private unnamed_addr constant [2 x i64] [i64 81985529216486895, i64 -81985529216486896], align 16
@.str = private unnamed_addr constant [30 x i8] c"masks %u acc %016llx %016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x i8], align 16
  %3 = alloca [2 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %7 = bitcast [2 x i64]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %7, i8* align 16 bitcast ([2 x i64]* @__const.main.acc to i8*), i64 16, i1 false)
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %41, %0
  %9 = load i32, i32* %5, align 4
  %10 = icmp slt i32 %9, 200
  br i1 %10, label %11, label %44

11:                                               ; preds = %8
  store i32 0, i32* %6, align 4
  br label %12

12:                                               ; preds = %26, %11
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %13, 16
  br i1 %14, label %15, label %29

15:                                               ; preds = %12
  %16 = load i32, i32* %6, align 4
  %17 = mul nsw i32 %16, 7
  %18 = load i32, i32* %5, align 4
  %19 = mul nsw i32 %18, 13
  %20 = add nsw i32 %17, %19
  %21 = srem i32 %20, 11
  %22 = trunc i32 %21 to i8
  %23 = load i32, i32* %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 %24
  store i8 %22, i8* %25, align 1
  br label %26

26:                                               ; preds = %15
  %27 = load i32, i32* %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %6, align 4
  br label %12, !llvm.loop !6

29:                                               ; preds = %12
  %30 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  %31 = load i32, i32* %5, align 4
  %32 = srem i32 %31, 11
  %33 = trunc i32 %32 to i8
  %34 = call i32 @match_mask(i8* noundef %30, i8 noundef zeroext %33)
  %35 = load i32, i32* %4, align 4
  %36 = add i32 %35, %34
  store i32 %36, i32* %4, align 4
  %37 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i64 0, i64 0
  %38 = load i32, i32* %5, align 4
  %39 = sext i32 %38 to i64
  %40 = mul i64 -7046029254386353131, %39
  call void @scramble(i64* noundef %37, i64 noundef %40)
  br label %41

41:                                               ; preds = %29
  %42 = load i32, i32* %5, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %5, align 4
  br label %8, !llvm.loop !8

44:                                               ; preds = %8
  %45 = load i32, i32* %4, align 4
  %46 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i64 0, i64 0
  %47 = load i64, i64* %46, align 16
  %48 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i64 0, i64 1
  %49 = load i64, i64* %48, align 8
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef %45, i64 noundef %47, i64 noundef %49)
  %51 = load i32, i32* %4, align 4
  %52 = and i32 %51, 127
  ret i32 %52
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @match_mask(i8* noundef %0, i8 noundef zeroext %1) #2 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca <16 x i8>, align 16
  %20 = alloca <2 x i64>, align 16
  %21 = alloca <2 x i64>, align 16
  %22 = alloca <2 x i64>, align 16
  %23 = alloca i8, align 1
  %24 = alloca <2 x i64>*, align 8
  %25 = alloca i8*, align 8
  %26 = alloca i8, align 1
  %27 = alloca <2 x i64>, align 16
  %28 = alloca <2 x i64>, align 16
  store i8* %0, i8** %25, align 8
  store i8 %1, i8* %26, align 1
  %29 = load i8*, i8** %25, align 8
  %30 = bitcast i8* %29 to <2 x i64>*
  store <2 x i64>* %30, <2 x i64>** %24, align 8
  %31 = load <2 x i64>*, <2 x i64>** %24, align 8
  %32 = bitcast <2 x i64>* %31 to %struct.__loadu_si128*
  %33 = getelementptr inbounds %struct.__loadu_si128, %struct.__loadu_si128* %32, i32 0, i32 0
  %34 = load <2 x i64>, <2 x i64>* %33, align 1
  store <2 x i64> %34, <2 x i64>* %27, align 16
  %35 = load i8, i8* %26, align 1
  store i8 %35, i8* %23, align 1
  %36 = load i8, i8* %23, align 1
  %37 = load i8, i8* %23, align 1
  %38 = load i8, i8* %23, align 1
  %39 = load i8, i8* %23, align 1
  %40 = load i8, i8* %23, align 1
  %41 = load i8, i8* %23, align 1
  %42 = load i8, i8* %23, align 1
  %43 = load i8, i8* %23, align 1
  %44 = load i8, i8* %23, align 1
  %45 = load i8, i8* %23, align 1
  %46 = load i8, i8* %23, align 1
  %47 = load i8, i8* %23, align 1
  %48 = load i8, i8* %23, align 1
  %49 = load i8, i8* %23, align 1
  %50 = load i8, i8* %23, align 1
  %51 = load i8, i8* %23, align 1
  store i8 %36, i8* %3, align 1
  store i8 %37, i8* %4, align 1
  store i8 %38, i8* %5, align 1
  store i8 %39, i8* %6, align 1
  store i8 %40, i8* %7, align 1
  store i8 %41, i8* %8, align 1
  store i8 %42, i8* %9, align 1
  store i8 %43, i8* %10, align 1
  store i8 %44, i8* %11, align 1
  store i8 %45, i8* %12, align 1
  store i8 %46, i8* %13, align 1
  store i8 %47, i8* %14, align 1
  store i8 %48, i8* %15, align 1
  store i8 %49, i8* %16, align 1
  store i8 %50, i8* %17, align 1
  store i8 %51, i8* %18, align 1
  %52 = load i8, i8* %18, align 1
  %53 = insertelement <16 x i8> undef, i8 %52, i32 0
  %54 = load i8, i8* %17, align 1
  %55 = insertelement <16 x i8> %53, i8 %54, i32 1
  %56 = load i8, i8* %16, align 1
  %57 = insertelement <16 x i8> %55, i8 %56, i32 2
  %58 = load i8, i8* %15, align 1
  %59 = insertelement <16 x i8> %57, i8 %58, i32 3
  %60 = load i8, i8* %14, align 1
  %61 = insertelement <16 x i8> %59, i8 %60, i32 4
  %62 = load i8, i8* %13, align 1
  %63 = insertelement <16 x i8> %61, i8 %62, i32 5
  %64 = load i8, i8* %12, align 1
  %65 = insertelement <16 x i8> %63, i8 %64, i32 6
  %66 = load i8, i8* %11, align 1
  %67 = insertelement <16 x i8> %65, i8 %66, i32 7
  %68 = load i8, i8* %10, align 1
  %69 = insertelement <16 x i8> %67, i8 %68, i32 8
  %70 = load i8, i8* %9, align 1
  %71 = insertelement <16 x i8> %69, i8 %70, i32 9
  %72 = load i8, i8* %8, align 1
  %73 = insertelement <16 x i8> %71, i8 %72, i32 10
  %74 = load i8, i8* %7, align 1
  %75 = insertelement <16 x i8> %73, i8 %74, i32 11
  %76 = load i8, i8* %6, align 1
  %77 = insertelement <16 x i8> %75, i8 %76, i32 12
  %78 = load i8, i8* %5, align 1
  %79 = insertelement <16 x i8> %77, i8 %78, i32 13
  %80 = load i8, i8* %4, align 1
  %81 = insertelement <16 x i8> %79, i8 %80, i32 14
  %82 = load i8, i8* %3, align 1
  %83 = insertelement <16 x i8> %81, i8 %82, i32 15
  store <16 x i8> %83, <16 x i8>* %19, align 16
  %84 = load <16 x i8>, <16 x i8>* %19, align 16
  %85 = bitcast <16 x i8> %84 to <2 x i64>
  store <2 x i64> %85, <2 x i64>* %28, align 16
  %86 = load <2 x i64>, <2 x i64>* %27, align 16
  %87 = load <2 x i64>, <2 x i64>* %28, align 16
  store <2 x i64> %86, <2 x i64>* %20, align 16
  store <2 x i64> %87, <2 x i64>* %21, align 16
  %88 = load <2 x i64>, <2 x i64>* %20, align 16
  %89 = bitcast <2 x i64> %88 to <16 x i8>
  %90 = load <2 x i64>, <2 x i64>* %21, align 16
  %91 = bitcast <2 x i64> %90 to <16 x i8>
  %92 = icmp eq <16 x i8> %89, %91
  %93 = sext <16 x i1> %92 to <16 x i8>
  %94 = bitcast <16 x i8> %93 to <2 x i64>
  store <2 x i64> %94, <2 x i64>* %22, align 16
  %95 = load <2 x i64>, <2 x i64>* %22, align 16
  %96 = bitcast <2 x i64> %95 to <16 x i8>
  %97 = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %96) #5
  ret i32 %97
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scramble(i64* noundef %0, i64 noundef %1) #2 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca <2 x i64>, align 16
  %6 = alloca <2 x i64>*, align 8
  %7 = alloca <2 x i64>, align 16
  %8 = alloca i64, align 8
  %9 = alloca <2 x i64>, align 16
  %10 = alloca i32, align 4
  %11 = alloca <2 x i64>, align 16
  %12 = alloca <2 x i64>, align 16
  %13 = alloca <2 x i64>, align 16
  %14 = alloca i32, align 4
  %15 = alloca <2 x i64>, align 16
  %16 = alloca <2 x i64>, align 16
  %17 = alloca <2 x i64>, align 16
  %18 = alloca i32, align 4
  %19 = alloca <2 x i64>, align 16
  %20 = alloca i32, align 4
  %21 = alloca <2 x i64>, align 16
  %22 = alloca i32, align 4
  %23 = alloca <2 x i64>, align 16
  %24 = alloca i32, align 4
  %25 = alloca <2 x i64>, align 16
  %26 = alloca <2 x i64>, align 16
  %27 = alloca <2 x i64>, align 16
  %28 = alloca <2 x i64>, align 16
  %29 = alloca <2 x i64>, align 16
  %30 = alloca <2 x i64>, align 16
  %31 = alloca <2 x i64>, align 16
  %32 = alloca <2 x i64>, align 16
  %33 = alloca <2 x i64>, align 16
  %34 = alloca <2 x i64>, align 16
  %35 = alloca <2 x i64>*, align 8
  %36 = alloca i64*, align 8
  %37 = alloca i64, align 8
  %38 = alloca <2 x i64>, align 16
  %39 = alloca <2 x i64>, align 16
  store i64* %0, i64** %36, align 8
  store i64 %1, i64* %37, align 8
  %40 = load i64*, i64** %36, align 8
  %41 = bitcast i64* %40 to <2 x i64>*
  store <2 x i64>* %41, <2 x i64>** %35, align 8
  %42 = load <2 x i64>*, <2 x i64>** %35, align 8
  %43 = bitcast <2 x i64>* %42 to %struct.__loadu_si128*
  %44 = getelementptr inbounds %struct.__loadu_si128, %struct.__loadu_si128* %43, i32 0, i32 0
  %45 = load <2 x i64>, <2 x i64>* %44, align 1
  store <2 x i64> %45, <2 x i64>* %38, align 16
  %46 = load <2 x i64>, <2 x i64>* %38, align 16
  %47 = load <2 x i64>, <2 x i64>* %38, align 16
  store <2 x i64> %47, <2 x i64>* %23, align 16
  store i32 47, i32* %24, align 4
  %48 = load <2 x i64>, <2 x i64>* %23, align 16
  %49 = load i32, i32* %24, align 4
  %50 = call <2 x i64> @llvm.x86.sse2.psrli.q(<2 x i64> %48, i32 %49) #5
  store <2 x i64> %46, <2 x i64>* %25, align 16
  store <2 x i64> %50, <2 x i64>* %26, align 16
  %51 = load <2 x i64>, <2 x i64>* %25, align 16
  %52 = load <2 x i64>, <2 x i64>* %26, align 16
  %53 = xor <2 x i64> %51, %52
  store <2 x i64> %53, <2 x i64>* %39, align 16
  %54 = load <2 x i64>, <2 x i64>* %39, align 16
  %55 = load <2 x i64>, <2 x i64>* %39, align 16
  store <2 x i64> %55, <2 x i64>* %21, align 16
  store i32 5, i32* %22, align 4
  %56 = load <2 x i64>, <2 x i64>* %21, align 16
  %57 = load i32, i32* %22, align 4
  %58 = call <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64> %56, i32 %57) #5
  store <2 x i64> %54, <2 x i64>* %27, align 16
  store <2 x i64> %58, <2 x i64>* %28, align 16
  %59 = load <2 x i64>, <2 x i64>* %27, align 16
  %60 = load <2 x i64>, <2 x i64>* %28, align 16
  %61 = xor <2 x i64> %59, %60
  store <2 x i64> %61, <2 x i64>* %39, align 16
  %62 = load <2 x i64>, <2 x i64>* %39, align 16
  %63 = load <2 x i64>, <2 x i64>* %39, align 16
  store <2 x i64> %63, <2 x i64>* %19, align 16
  store i32 3, i32* %20, align 4
  %64 = load <2 x i64>, <2 x i64>* %19, align 16
  %65 = bitcast <2 x i64> %64 to <4 x i32>
  %66 = load i32, i32* %20, align 4
  %67 = call <4 x i32> @llvm.x86.sse2.psrli.d(<4 x i32> %65, i32 %66) #5
  %68 = bitcast <4 x i32> %67 to <2 x i64>
  store <2 x i64> %62, <2 x i64>* %29, align 16
  store <2 x i64> %68, <2 x i64>* %30, align 16
  %69 = load <2 x i64>, <2 x i64>* %29, align 16
  %70 = load <2 x i64>, <2 x i64>* %30, align 16
  %71 = xor <2 x i64> %69, %70
  store <2 x i64> %71, <2 x i64>* %39, align 16
  %72 = load <2 x i64>, <2 x i64>* %39, align 16
  %73 = load <2 x i64>, <2 x i64>* %39, align 16
  store <2 x i64> %73, <2 x i64>* %17, align 16
  store i32 70, i32* %18, align 4
  %74 = load <2 x i64>, <2 x i64>* %17, align 16
  %75 = bitcast <2 x i64> %74 to <4 x i32>
  %76 = load i32, i32* %18, align 4
  %77 = call <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32> %75, i32 %76) #5
  %78 = bitcast <4 x i32> %77 to <2 x i64>
  store <2 x i64> %72, <2 x i64>* %31, align 16
  store <2 x i64> %78, <2 x i64>* %32, align 16
  %79 = load <2 x i64>, <2 x i64>* %31, align 16
  %80 = load <2 x i64>, <2 x i64>* %32, align 16
  %81 = xor <2 x i64> %79, %80
  store <2 x i64> %81, <2 x i64>* %39, align 16
  %82 = load <2 x i64>, <2 x i64>* %39, align 16
  %83 = load <2 x i64>, <2 x i64>* %39, align 16
  store <2 x i64> %83, <2 x i64>* %13, align 16
  store i32 2, i32* %14, align 4
  %84 = load <2 x i64>, <2 x i64>* %13, align 16
  %85 = bitcast <2 x i64> %84 to <8 x i16>
  %86 = load i32, i32* %14, align 4
  %87 = call <8 x i16> @llvm.x86.sse2.psrai.w(<8 x i16> %85, i32 %86) #5
  %88 = bitcast <8 x i16> %87 to <2 x i64>
  store <2 x i64> %82, <2 x i64>* %15, align 16
  store <2 x i64> %88, <2 x i64>* %16, align 16
  %89 = load <2 x i64>, <2 x i64>* %15, align 16
  %90 = bitcast <2 x i64> %89 to <8 x i16>
  %91 = load <2 x i64>, <2 x i64>* %16, align 16
  %92 = bitcast <2 x i64> %91 to <8 x i16>
  %93 = sub <8 x i16> %90, %92
  %94 = bitcast <8 x i16> %93 to <2 x i64>
  store <2 x i64> %94, <2 x i64>* %39, align 16
  %95 = load <2 x i64>, <2 x i64>* %39, align 16
  %96 = load <2 x i64>, <2 x i64>* %39, align 16
  store <2 x i64> %96, <2 x i64>* %9, align 16
  store i32 40, i32* %10, align 4
  %97 = load <2 x i64>, <2 x i64>* %9, align 16
  %98 = bitcast <2 x i64> %97 to <4 x i32>
  %99 = load i32, i32* %10, align 4
  %100 = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %98, i32 %99) #5
  %101 = bitcast <4 x i32> %100 to <2 x i64>
  store <2 x i64> %95, <2 x i64>* %11, align 16
  store <2 x i64> %101, <2 x i64>* %12, align 16
  %102 = load <2 x i64>, <2 x i64>* %11, align 16
  %103 = bitcast <2 x i64> %102 to <4 x i32>
  %104 = load <2 x i64>, <2 x i64>* %12, align 16
  %105 = bitcast <2 x i64> %104 to <4 x i32>
  %106 = add <4 x i32> %103, %105
  %107 = bitcast <4 x i32> %106 to <2 x i64>
  store <2 x i64> %107, <2 x i64>* %39, align 16
  %108 = load <2 x i64>, <2 x i64>* %39, align 16
  %109 = load i64, i64* %37, align 8
  store i64 %109, i64* %8, align 8
  %110 = load i64, i64* %8, align 8
  %111 = load i64, i64* %8, align 8
  store i64 %110, i64* %3, align 8
  store i64 %111, i64* %4, align 8
  %112 = load i64, i64* %4, align 8
  %113 = insertelement <2 x i64> undef, i64 %112, i32 0
  %114 = load i64, i64* %3, align 8
  %115 = insertelement <2 x i64> %113, i64 %114, i32 1
  store <2 x i64> %115, <2 x i64>* %5, align 16
  %116 = load <2 x i64>, <2 x i64>* %5, align 16
  store <2 x i64> %108, <2 x i64>* %33, align 16
  store <2 x i64> %116, <2 x i64>* %34, align 16
  %117 = load <2 x i64>, <2 x i64>* %33, align 16
  %118 = load <2 x i64>, <2 x i64>* %34, align 16
  %119 = xor <2 x i64> %117, %118
  store <2 x i64> %119, <2 x i64>* %39, align 16
  %120 = load i64*, i64** %36, align 8
  %121 = bitcast i64* %120 to <2 x i64>*
  %122 = load <2 x i64>, <2 x i64>* %39, align 16
  store <2 x i64>* %121, <2 x i64>** %6, align 8
  store <2 x i64> %122, <2 x i64>* %7, align 16
  %123 = load <2 x i64>, <2 x i64>* %7, align 16
  %124 = load <2 x i64>*, <2 x i64>** %6, align 8
  %125 = bitcast <2 x i64>* %124 to %struct.__storeu_si128*
  %126 = getelementptr inbounds %struct.__storeu_si128, %struct.__storeu_si128* %125, i32 0, i32 0
  store <2 x i64> %123, <2 x i64>* %126, align 1
  ret void
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>) #4

; Function Attrs: nounwind readnone
declare <2 x i64> @llvm.x86.sse2.psrli.q(<2 x i64>, i32) #4

; Function Attrs: nounwind readnone
declare <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64>, i32) #4

; Function Attrs: nounwind readnone
declare <4 x i32> @llvm.x86.sse2.psrli.d(<4 x i32>, i32) #4

; Function Attrs: nounwind readnone
declare <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32>, i32) #4

; Function Attrs: nounwind readnone
declare <8 x i16> @llvm.x86.sse2.psrai.w(<8 x i16>, i32) #4

; Function Attrs: nounwind readnone
declare <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32>, i32) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone }
attributes #5 = { nounwind }

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
