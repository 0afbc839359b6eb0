; ModuleID = 'c/sse2.c'
source_filename = "c/sse2.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@__const.main.acc = private unnamed_addr constant [2 x i64] [i64 81985529216486895, i64 -81985529216486896], align 8
@.str = private unnamed_addr constant [30 x i8] c"masks %u acc %016llx %016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x i8], align 1
  %3 = alloca [2 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %7 = bitcast [2 x i64]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %7, i8* align 8 bitcast ([2 x i64]* @__const.main.acc to i8*), i32 16, i1 false)
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %40, %0
  %9 = load i32, i32* %5, align 4
  %10 = icmp slt i32 %9, 200
  br i1 %10, label %11, label %43

11:                                               ; preds = %8
  store i32 0, i32* %6, align 4
  br label %12

12:                                               ; preds = %25, %11
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %13, 16
  br i1 %14, label %15, label %28

15:                                               ; preds = %12
  %16 = load i32, i32* %6, align 4
  %17 = mul nsw i32 %16, 7
  %18 = load i32, i32* %5, align 4
  %19 = mul nsw i32 %18, 13
  %20 = add nsw i32 %17, %19
  %21 = srem i32 %20, 11
  %22 = trunc i32 %21 to i8
  %23 = load i32, i32* %6, align 4
  %24 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 %23
  store i8 %22, i8* %24, align 1
  br label %25

25:                                               ; preds = %15
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %6, align 4
  br label %12, !llvm.loop !6

28:                                               ; preds = %12
  %29 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i32 0, i32 0
  %30 = load i32, i32* %5, align 4
  %31 = srem i32 %30, 11
  %32 = trunc i32 %31 to i8
  %33 = call i32 @match_mask(i8* noundef %29, i8 noundef zeroext %32)
  %34 = load i32, i32* %4, align 4
  %35 = add i32 %34, %33
  store i32 %35, i32* %4, align 4
  %36 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i32 0, i32 0
  %37 = load i32, i32* %5, align 4
  %38 = sext i32 %37 to i64
  %39 = mul i64 -7046029254386353131, %38
  call void @scramble(i64* noundef %36, i64 noundef %39)
  br label %40

40:                                               ; preds = %28
  %41 = load i32, i32* %5, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %5, align 4
  br label %8, !llvm.loop !8

43:                                               ; preds = %8
  %44 = load i32, i32* %4, align 4
  %45 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i32 0, i32 0
  %46 = load i64, i64* %45, align 8
  %47 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i32 0, i32 1
  %48 = load i64, i64* %47, align 8
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i32 0, i32 0), i32 noundef %44, i64 noundef %46, i64 noundef %48)
  %50 = load i32, i32* %4, align 4
  %51 = and i32 %50, 127
  ret i32 %51
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @match_mask(i8* noundef %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i8 %1, i8* %4, align 1
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %24, %2
  %8 = load i32, i32* %6, align 4
  %9 = icmp slt i32 %8, 16
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = load i8*, i8** %3, align 4
  %12 = load i32, i32* %6, align 4
  %13 = getelementptr inbounds i8, i8* %11, i32 %12
  %14 = load i8, i8* %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i8, i8* %4, align 1
  %17 = zext i8 %16 to i32
  %18 = icmp eq i32 %15, %17
  %19 = zext i1 %18 to i32
  %20 = load i32, i32* %6, align 4
  %21 = shl i32 %19, %20
  %22 = load i32, i32* %5, align 4
  %23 = or i32 %22, %21
  store i32 %23, i32* %5, align 4
  br label %24

24:                                               ; preds = %10
  %25 = load i32, i32* %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %6, align 4
  br label %7, !llvm.loop !9

27:                                               ; preds = %7
  %28 = load i32, i32* %5, align 4
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scramble(i64* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64*, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca [2 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca [4 x i16], align 2
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i64* %0, i64** %3, align 4
  store i64 %1, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %12

12:                                               ; preds = %111, %2
  %13 = load i32, i32* %5, align 4
  %14 = icmp slt i32 %13, 2
  br i1 %14, label %15, label %114

15:                                               ; preds = %12
  %16 = load i64*, i64** %3, align 4
  %17 = load i32, i32* %5, align 4
  %18 = getelementptr inbounds i64, i64* %16, i32 %17
  %19 = load i64, i64* %18, align 8
  %20 = load i64*, i64** %3, align 4
  %21 = load i32, i32* %5, align 4
  %22 = getelementptr inbounds i64, i64* %20, i32 %21
  %23 = load i64, i64* %22, align 8
  %24 = lshr i64 %23, 47
  %25 = xor i64 %19, %24
  store i64 %25, i64* %6, align 8
  %26 = load i64, i64* %6, align 8
  %27 = shl i64 %26, 5
  %28 = load i64, i64* %6, align 8
  %29 = xor i64 %28, %27
  store i64 %29, i64* %6, align 8
  %30 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i32 0, i32 0
  %31 = bitcast i32* %30 to i8*
  %32 = bitcast i64* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %31, i8* align 8 %32, i32 8, i1 false)
  store i32 0, i32* %8, align 4
  br label %33

33:                                               ; preds = %45, %15
  %34 = load i32, i32* %8, align 4
  %35 = icmp slt i32 %34, 2
  br i1 %35, label %36, label %48

36:                                               ; preds = %33
  %37 = load i32, i32* %8, align 4
  %38 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i32 0, i32 %37
  %39 = load i32, i32* %38, align 4
  %40 = lshr i32 %39, 3
  %41 = load i32, i32* %8, align 4
  %42 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i32 0, i32 %41
  %43 = load i32, i32* %42, align 4
  %44 = xor i32 %43, %40
  store i32 %44, i32* %42, align 4
  br label %45

45:                                               ; preds = %36
  %46 = load i32, i32* %8, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %8, align 4
  br label %33, !llvm.loop !10

48:                                               ; preds = %33
  %49 = bitcast i64* %6 to i8*
  %50 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i32 0, i32 0
  %51 = bitcast i32* %50 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %49, i8* align 4 %51, i32 8, i1 false)
  %52 = getelementptr inbounds [4 x i16], [4 x i16]* %9, i32 0, i32 0
  %53 = bitcast i16* %52 to i8*
  %54 = bitcast i64* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %53, i8* align 8 %54, i32 8, i1 false)
  store i32 0, i32* %10, align 4
  br label %55

55:                                               ; preds = %74, %48
  %56 = load i32, i32* %10, align 4
  %57 = icmp slt i32 %56, 4
  br i1 %57, label %58, label %77

58:                                               ; preds = %55
  %59 = load i32, i32* %10, align 4
  %60 = getelementptr inbounds [4 x i16], [4 x i16]* %9, i32 0, i32 %59
  %61 = load i16, i16* %60, align 2
  %62 = zext i16 %61 to i32
  %63 = load i32, i32* %10, align 4
  %64 = getelementptr inbounds [4 x i16], [4 x i16]* %9, i32 0, i32 %63
  %65 = load i16, i16* %64, align 2
  %66 = sext i16 %65 to i32
  %67 = ashr i32 %66, 2
  %68 = trunc i32 %67 to i16
  %69 = zext i16 %68 to i32
  %70 = sub nsw i32 %62, %69
  %71 = trunc i32 %70 to i16
  %72 = load i32, i32* %10, align 4
  %73 = getelementptr inbounds [4 x i16], [4 x i16]* %9, i32 0, i32 %72
  store i16 %71, i16* %73, align 2
  br label %74

74:                                               ; preds = %58
  %75 = load i32, i32* %10, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %10, align 4
  br label %55, !llvm.loop !11

77:                                               ; preds = %55
  %78 = bitcast i64* %6 to i8*
  %79 = getelementptr inbounds [4 x i16], [4 x i16]* %9, i32 0, i32 0
  %80 = bitcast i16* %79 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %78, i8* align 2 %80, i32 8, i1 false)
  %81 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i32 0, i32 0
  %82 = bitcast i32* %81 to i8*
  %83 = bitcast i64* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %82, i8* align 8 %83, i32 8, i1 false)
  store i32 0, i32* %11, align 4
  br label %84

84:                                               ; preds = %98, %77
  %85 = load i32, i32* %11, align 4
  %86 = icmp slt i32 %85, 2
  br i1 %86, label %87, label %101

87:                                               ; preds = %84
  %88 = load i32, i32* %11, align 4
  %89 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i32 0, i32 %88
  %90 = load i32, i32* %89, align 4
  %91 = load i32, i32* %11, align 4
  %92 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i32 0, i32 %91
  %93 = load i32, i32* %92, align 4
  %94 = ashr i32 %93, 31
  %95 = add i32 %90, %94
  %96 = load i32, i32* %11, align 4
  %97 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i32 0, i32 %96
  store i32 %95, i32* %97, align 4
  br label %98

98:                                               ; preds = %87
  %99 = load i32, i32* %11, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, i32* %11, align 4
  br label %84, !llvm.loop !12

101:                                              ; preds = %84
  %102 = bitcast i64* %6 to i8*
  %103 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i32 0, i32 0
  %104 = bitcast i32* %103 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %102, i8* align 4 %104, i32 8, i1 false)
  %105 = load i64, i64* %6, align 8
  %106 = load i64, i64* %4, align 8
  %107 = xor i64 %105, %106
  %108 = load i64*, i64** %3, align 4
  %109 = load i32, i32* %5, align 4
  %110 = getelementptr inbounds i64, i64* %108, i32 %109
  store i64 %107, i64* %110, align 8
  br label %111

111:                                              ; preds = %101
  %112 = load i32, i32* %5, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, i32* %5, align 4
  br label %12, !llvm.loop !13

114:                                              ; preds = %12
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }

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
