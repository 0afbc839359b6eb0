; ModuleID = 'c/sse2.c'
source_filename = "c/sse2.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@__const.main.acc = private unnamed_addr constant [2 x i64] [i64 81985529216486895, i64 -81985529216486896], align 8
@.str = private unnamed_addr constant [30 x i8] c"masks %u acc %016llx %016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x i8], align 1
  %3 = alloca [2 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %7 = bitcast [2 x i64]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %7, i8* align 8 bitcast ([2 x i64]* @__const.main.acc to i8*), i64 16, i1 false)
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
  %34 = call zeroext i32 @match_mask(i8* noundef %30, i8 noundef zeroext %33)
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
  %47 = load i64, i64* %46, align 8
  %48 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i64 0, i64 1
  %49 = load i64, i64* %48, align 8
  %50 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef zeroext %45, i64 noundef %47, i64 noundef %49)
  %51 = load i32, i32* %4, align 4
  %52 = and i32 %51, 127
  ret i32 %52
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @match_mask(i8* noundef %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i8 %1, i8* %4, align 1
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %25, %2
  %8 = load i32, i32* %6, align 4
  %9 = icmp slt i32 %8, 16
  br i1 %9, label %10, label %28

10:                                               ; preds = %7
  %11 = load i8*, i8** %3, align 8
  %12 = load i32, i32* %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, i8* %11, i64 %13
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i8, i8* %4, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp eq i32 %16, %18
  %20 = zext i1 %19 to i32
  %21 = load i32, i32* %6, align 4
  %22 = shl i32 %20, %21
  %23 = load i32, i32* %5, align 4
  %24 = or i32 %23, %22
  store i32 %24, i32* %5, align 4
  br label %25

25:                                               ; preds = %10
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %6, align 4
  br label %7, !llvm.loop !9

28:                                               ; preds = %7
  %29 = load i32, i32* %5, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scramble(i64* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca [2 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca [4 x i16], align 2
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i64* %0, i64** %3, align 8
  store i64 %1, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %12

12:                                               ; preds = %122, %2
  %13 = load i32, i32* %5, align 4
  %14 = icmp slt i32 %13, 2
  br i1 %14, label %15, label %125

15:                                               ; preds = %12
  %16 = load i64*, i64** %3, align 8
  %17 = load i32, i32* %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i64, i64* %16, i64 %18
  %20 = load i64, i64* %19, align 8
  %21 = load i64*, i64** %3, align 8
  %22 = load i32, i32* %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i64, i64* %21, i64 %23
  %25 = load i64, i64* %24, align 8
  %26 = lshr i64 %25, 47
  %27 = xor i64 %20, %26
  store i64 %27, i64* %6, align 8
  %28 = load i64, i64* %6, align 8
  %29 = shl i64 %28, 5
  %30 = load i64, i64* %6, align 8
  %31 = xor i64 %30, %29
  store i64 %31, i64* %6, align 8
  %32 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i64 0, i64 0
  %33 = bitcast i32* %32 to i8*
  %34 = bitcast i64* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %33, i8* align 8 %34, i64 8, i1 false)
  store i32 0, i32* %8, align 4
  br label %35

35:                                               ; preds = %49, %15
  %36 = load i32, i32* %8, align 4
  %37 = icmp slt i32 %36, 2
  br i1 %37, label %38, label %52

38:                                               ; preds = %35
  %39 = load i32, i32* %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i64 0, i64 %40
  %42 = load i32, i32* %41, align 4
  %43 = lshr i32 %42, 3
  %44 = load i32, i32* %8, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i64 0, i64 %45
  %47 = load i32, i32* %46, align 4
  %48 = xor i32 %47, %43
  store i32 %48, i32* %46, align 4
  br label %49

49:                                               ; preds = %38
  %50 = load i32, i32* %8, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %8, align 4
  br label %35, !llvm.loop !10

52:                                               ; preds = %35
  %53 = bitcast i64* %6 to i8*
  %54 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i64 0, i64 0
  %55 = bitcast i32* %54 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %53, i8* align 4 %55, i64 8, i1 false)
  %56 = getelementptr inbounds [4 x i16], [4 x i16]* %9, i64 0, i64 0
  %57 = bitcast i16* %56 to i8*
  %58 = bitcast i64* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %57, i8* align 8 %58, i64 8, i1 false)
  store i32 0, i32* %10, align 4
  br label %59

59:                                               ; preds = %81, %52
  %60 = load i32, i32* %10, align 4
  %61 = icmp slt i32 %60, 4
  br i1 %61, label %62, label %84

62:                                               ; preds = %59
  %63 = load i32, i32* %10, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [4 x i16], [4 x i16]* %9, i64 0, i64 %64
  %66 = load i16, i16* %65, align 2
  %67 = zext i16 %66 to i32
  %68 = load i32, i32* %10, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [4 x i16], [4 x i16]* %9, i64 0, i64 %69
  %71 = load i16, i16* %70, align 2
  %72 = sext i16 %71 to i32
  %73 = ashr i32 %72, 2
  %74 = trunc i32 %73 to i16
  %75 = zext i16 %74 to i32
  %76 = sub nsw i32 %67, %75
  %77 = trunc i32 %76 to i16
  %78 = load i32, i32* %10, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [4 x i16], [4 x i16]* %9, i64 0, i64 %79
  store i16 %77, i16* %80, align 2
  br label %81

81:                                               ; preds = %62
  %82 = load i32, i32* %10, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, i32* %10, align 4
  br label %59, !llvm.loop !11

84:                                               ; preds = %59
  %85 = bitcast i64* %6 to i8*
  %86 = getelementptr inbounds [4 x i16], [4 x i16]* %9, i64 0, i64 0
  %87 = bitcast i16* %86 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %85, i8* align 2 %87, i64 8, i1 false)
  %88 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i64 0, i64 0
  %89 = bitcast i32* %88 to i8*
  %90 = bitcast i64* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %89, i8* align 8 %90, i64 8, i1 false)
  store i32 0, i32* %11, align 4
  br label %91

91:                                               ; preds = %108, %84
  %92 = load i32, i32* %11, align 4
  %93 = icmp slt i32 %92, 2
  br i1 %93, label %94, label %111

94:                                               ; preds = %91
  %95 = load i32, i32* %11, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i64 0, i64 %96
  %98 = load i32, i32* %97, align 4
  %99 = load i32, i32* %11, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i64 0, i64 %100
  %102 = load i32, i32* %101, align 4
  %103 = ashr i32 %102, 31
  %104 = add i32 %98, %103
  %105 = load i32, i32* %11, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i64 0, i64 %106
  store i32 %104, i32* %107, align 4
  br label %108

108:                                              ; preds = %94
  %109 = load i32, i32* %11, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, i32* %11, align 4
  br label %91, !llvm.loop !12

111:                                              ; preds = %91
  %112 = bitcast i64* %6 to i8*
  %113 = getelementptr inbounds [2 x i32], [2 x i32]* %7, i64 0, i64 0
  %114 = bitcast i32* %113 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %112, i8* align 4 %114, i64 8, i1 false)
  %115 = load i64, i64* %6, align 8
  %116 = load i64, i64* %4, align 8
  %117 = xor i64 %115, %116
  %118 = load i64*, i64** %3, align 8
  %119 = load i32, i32* %5, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i64, i64* %118, i64 %120
  store i64 %117, i64* %121, align 8
  br label %122

122:                                              ; preds = %111
  %123 = load i32, i32* %5, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, i32* %5, align 4
  br label %12, !llvm.loop !13

125:                                              ; preds = %12
  ret void
}

declare signext i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }

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
