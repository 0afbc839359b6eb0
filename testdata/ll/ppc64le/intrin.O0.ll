; ModuleID = 'c/intrin.c'
source_filename = "c/intrin.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"h %llu known %d size %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca [10 x i8], align 1
  store i32 0, i32* %1, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %5

5:                                                ; preds = %116, %0
  %6 = load i32, i32* %3, align 4
  %7 = icmp ult i32 %6, 70
  br i1 %7, label %8, label %119

8:                                                ; preds = %5
  %9 = load i64, i64* %2, align 8
  %10 = mul i64 %9, 31
  %11 = load i32, i32* %3, align 4
  %12 = mul i32 305419896, %11
  %13 = load i32, i32* %3, align 4
  %14 = xor i32 -1698898192, %13
  %15 = load i32, i32* %3, align 4
  %16 = call zeroext i32 @fsh32(i32 noundef zeroext %12, i32 noundef zeroext %14, i32 noundef zeroext %15)
  %17 = zext i32 %16 to i64
  %18 = add i64 %10, %17
  store i64 %18, i64* %2, align 8
  %19 = load i64, i64* %2, align 8
  %20 = mul i64 %19, 31
  %21 = load i32, i32* %3, align 4
  %22 = zext i32 %21 to i64
  %23 = mul i64 81985529216486895, %22
  %24 = load i32, i32* %3, align 4
  %25 = add i32 %24, 1
  %26 = zext i32 %25 to i64
  %27 = udiv i64 -1, %26
  %28 = load i32, i32* %3, align 4
  %29 = call i64 @fsh64r(i64 noundef %23, i64 noundef %27, i32 noundef zeroext %28)
  %30 = add i64 %20, %29
  store i64 %30, i64* %2, align 8
  %31 = load i64, i64* %2, align 8
  %32 = mul i64 %31, 31
  %33 = load i32, i32* %3, align 4
  %34 = mul i32 %33, 977
  %35 = trunc i32 %34 to i16
  %36 = load i32, i32* %3, align 4
  %37 = mul i32 %36, 131
  %38 = trunc i32 %37 to i16
  %39 = load i32, i32* %3, align 4
  %40 = call zeroext i16 @fsh16(i16 noundef zeroext %35, i16 noundef zeroext %38, i32 noundef zeroext %39)
  %41 = zext i16 %40 to i64
  %42 = add i64 %32, %41
  store i64 %42, i64* %2, align 8
  %43 = load i64, i64* %2, align 8
  %44 = mul i64 %43, 31
  %45 = load i32, i32* %3, align 4
  %46 = mul i32 %45, 7
  %47 = trunc i32 %46 to i8
  %48 = load i32, i32* %3, align 4
  %49 = call zeroext i8 @rot8(i8 noundef zeroext %47, i32 noundef zeroext %48)
  %50 = zext i8 %49 to i64
  %51 = add i64 %44, %50
  store i64 %51, i64* %2, align 8
  %52 = load i64, i64* %2, align 8
  %53 = mul i64 %52, 31
  %54 = load i64, i64* %2, align 8
  %55 = load i32, i32* %3, align 4
  %56 = zext i32 %55 to i64
  %57 = mul i64 %56, 73300775185
  %58 = call i64 @fshc(i64 noundef %54, i64 noundef %57)
  %59 = add i64 %53, %58
  %60 = load i64, i64* %2, align 8
  %61 = trunc i64 %60 to i32
  %62 = load i32, i32* %3, align 4
  %63 = call zeroext i32 @fshc32(i32 noundef zeroext %61, i32 noundef zeroext %62)
  %64 = zext i32 %63 to i64
  %65 = add i64 %59, %64
  store i64 %65, i64* %2, align 8
  %66 = load i64, i64* %2, align 8
  %67 = mul i64 %66, 31
  %68 = load i32, i32* %3, align 4
  %69 = mul i32 %68, 5
  %70 = trunc i32 %69 to i8
  %71 = load i32, i32* %3, align 4
  %72 = mul i32 %71, 3
  %73 = trunc i32 %72 to i8
  %74 = call zeroext i8 @usat8(i8 noundef zeroext %70, i8 noundef zeroext %73)
  %75 = zext i8 %74 to i64
  %76 = add i64 %67, %75
  store i64 %76, i64* %2, align 8
  %77 = load i64, i64* %2, align 8
  %78 = mul i64 %77, 31
  %79 = load i32, i32* %3, align 4
  %80 = mul i32 %79, 1000
  %81 = load i32, i32* %3, align 4
  %82 = mul i32 %81, 500
  %83 = sub i32 35000, %82
  %84 = call zeroext i32 @usub(i32 noundef zeroext %80, i32 noundef zeroext %83)
  %85 = zext i32 %84 to i64
  %86 = add i64 %78, %85
  store i64 %86, i64* %2, align 8
  %87 = load i64, i64* %2, align 8
  %88 = mul i64 %87, 31
  %89 = load i32, i32* %3, align 4
  %90 = mul i32 %89, 1000
  %91 = sub i32 %90, 30000
  %92 = trunc i32 %91 to i16
  %93 = load i32, i32* %3, align 4
  %94 = mul i32 %93, 900
  %95 = trunc i32 %94 to i16
  %96 = call signext i16 @ssat16(i16 noundef signext %92, i16 noundef signext %95)
  %97 = zext i16 %96 to i64
  %98 = add i64 %88, %97
  store i64 %98, i64* %2, align 8
  %99 = load i64, i64* %2, align 8
  %100 = mul i64 %99, 31
  %101 = load i32, i32* %3, align 4
  %102 = mul i32 %101, 50331648
  %103 = load i32, i32* %3, align 4
  %104 = mul i32 %103, 67108864
  %105 = sub i32 2147483392, %104
  %106 = call signext i32 @ssat32(i32 noundef signext %102, i32 noundef signext %105)
  %107 = zext i32 %106 to i64
  %108 = add i64 %100, %107
  store i64 %108, i64* %2, align 8
  %109 = load i64, i64* %2, align 8
  %110 = mul i64 %109, 31
  %111 = load i32, i32* %3, align 4
  %112 = zext i32 %111 to i64
  %113 = mul i64 %112, 4611686018427387903
  %114 = call i64 @uadd64(i64 noundef %113, i64 noundef -9223372036854775808)
  %115 = add i64 %110, %114
  store i64 %115, i64* %2, align 8
  br label %116

116:                                              ; preds = %8
  %117 = load i32, i32* %3, align 4
  %118 = add i32 %117, 1
  store i32 %118, i32* %3, align 4
  br label %5, !llvm.loop !6

119:                                              ; preds = %5
  %120 = load i64, i64* %2, align 8
  %121 = call signext i32 @known(i32 noundef signext 3)
  %122 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i64 0, i64 0
  %123 = call i64 @objsize(i8* noundef %122, i32 noundef signext 2)
  %124 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i64 noundef %120, i32 noundef signext %121, i64 noundef %123)
  %125 = load i64, i64* %2, align 8
  %126 = urem i64 %125, 128
  %127 = trunc i64 %126 to i32
  ret i32 %127
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @fsh32(i32 noundef zeroext %0, i32 noundef zeroext %1, i32 noundef zeroext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %6, align 4
  %8 = and i32 %7, 31
  store i32 %8, i32* %6, align 4
  %9 = load i32, i32* %6, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %20

11:                                               ; preds = %3
  %12 = load i32, i32* %4, align 4
  %13 = load i32, i32* %6, align 4
  %14 = shl i32 %12, %13
  %15 = load i32, i32* %5, align 4
  %16 = load i32, i32* %6, align 4
  %17 = sub i32 32, %16
  %18 = lshr i32 %15, %17
  %19 = or i32 %14, %18
  br label %22

20:                                               ; preds = %3
  %21 = load i32, i32* %4, align 4
  br label %22

22:                                               ; preds = %20, %11
  %23 = phi i32 [ %19, %11 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fsh64r(i64 noundef %0, i64 noundef %1, i32 noundef zeroext %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %6, align 4
  %8 = and i32 %7, 63
  store i32 %8, i32* %6, align 4
  %9 = load i32, i32* %6, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %22

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8
  %13 = load i32, i32* %6, align 4
  %14 = zext i32 %13 to i64
  %15 = lshr i64 %12, %14
  %16 = load i64, i64* %4, align 8
  %17 = load i32, i32* %6, align 4
  %18 = sub i32 64, %17
  %19 = zext i32 %18 to i64
  %20 = shl i64 %16, %19
  %21 = or i64 %15, %20
  br label %24

22:                                               ; preds = %3
  %23 = load i64, i64* %5, align 8
  br label %24

24:                                               ; preds = %22, %11
  %25 = phi i64 [ %21, %11 ], [ %23, %22 ]
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @fsh16(i16 noundef zeroext %0, i16 noundef zeroext %1, i32 noundef zeroext %2) #0 {
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  store i16 %0, i16* %4, align 2
  store i16 %1, i16* %5, align 2
  store i32 %2, i32* %6, align 4
  %7 = load i16, i16* %4, align 2
  %8 = load i32, i32* %6, align 4
  %9 = trunc i32 %8 to i16
  %10 = call i16 @llvm.fshl.i16(i16 %7, i16 %7, i16 %9)
  %11 = zext i16 %10 to i32
  %12 = load i16, i16* %4, align 2
  %13 = zext i16 %12 to i32
  %14 = shl i32 %13, 16
  %15 = load i16, i16* %5, align 2
  %16 = zext i16 %15 to i32
  %17 = or i32 %14, %16
  %18 = load i32, i32* %6, align 4
  %19 = and i32 %18, 15
  %20 = sub i32 16, %19
  %21 = lshr i32 %17, %20
  %22 = trunc i32 %21 to i16
  %23 = zext i16 %22 to i32
  %24 = xor i32 %11, %23
  %25 = trunc i32 %24 to i16
  ret i16 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @rot8(i8 noundef zeroext %0, i32 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 %1, i32* %4, align 4
  %5 = load i8, i8* %3, align 1
  %6 = load i32, i32* %4, align 4
  %7 = trunc i32 %6 to i8
  %8 = call i8 @llvm.fshr.i8(i8 %5, i8 %5, i8 %7)
  %9 = zext i8 %8 to i32
  %10 = load i8, i8* %3, align 1
  %11 = call i8 @llvm.fshl.i8(i8 %10, i8 %10, i8 3)
  %12 = zext i8 %11 to i32
  %13 = add nsw i32 %9, %12
  %14 = trunc i32 %13 to i8
  ret i8 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fshc(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = shl i64 %5, 13
  %7 = load i64, i64* %4, align 8
  %8 = lshr i64 %7, 51
  %9 = or i64 %6, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @fshc32(i32 noundef zeroext %0, i32 noundef zeroext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = lshr i32 %5, 7
  %7 = load i32, i32* %4, align 4
  %8 = shl i32 %7, 25
  %9 = or i32 %6, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @usat8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %6 = load i8, i8* %3, align 1
  %7 = zext i8 %6 to i32
  %8 = load i8, i8* %4, align 1
  %9 = zext i8 %8 to i32
  %10 = add nsw i32 %7, %9
  store i32 %10, i32* %5, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp ugt i32 %11, 255
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  br label %16

14:                                               ; preds = %2
  %15 = load i32, i32* %5, align 4
  br label %16

16:                                               ; preds = %14, %13
  %17 = phi i32 [ 255, %13 ], [ %15, %14 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @usub(i32 noundef zeroext %0, i32 noundef zeroext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp ugt i32 %5, %6
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = sub i32 %9, %10
  br label %13

12:                                               ; preds = %2
  br label %13

13:                                               ; preds = %12, %8
  %14 = phi i32 [ %11, %8 ], [ 0, %12 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @ssat16(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i32, align 4
  store i16 %0, i16* %3, align 2
  store i16 %1, i16* %4, align 2
  %6 = load i16, i16* %3, align 2
  %7 = sext i16 %6 to i32
  %8 = load i16, i16* %4, align 2
  %9 = sext i16 %8 to i32
  %10 = add nsw i32 %7, %9
  store i32 %10, i32* %5, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp sgt i32 %11, 32767
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  br label %22

14:                                               ; preds = %2
  %15 = load i32, i32* %5, align 4
  %16 = icmp slt i32 %15, -32768
  br i1 %16, label %17, label %18

17:                                               ; preds = %14
  br label %20

18:                                               ; preds = %14
  %19 = load i32, i32* %5, align 4
  br label %20

20:                                               ; preds = %18, %17
  %21 = phi i32 [ -32768, %17 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %13
  %23 = phi i32 [ 32767, %13 ], [ %21, %20 ]
  %24 = trunc i32 %23 to i16
  ret i16 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @ssat32(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8)
  %10 = extractvalue { i32, i1 } %9, 1
  %11 = extractvalue { i32, i1 } %9, 0
  store i32 %11, i32* %6, align 4
  br i1 %10, label %12, label %17

12:                                               ; preds = %2
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i32 -2147483648, i32 2147483647
  store i32 %16, i32* %3, align 4
  br label %19

17:                                               ; preds = %2
  %18 = load i32, i32* %6, align 4
  store i32 %18, i32* %3, align 4
  br label %19

19:                                               ; preds = %17, %12
  %20 = load i32, i32* %3, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @uadd64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %6 = load i64, i64* %3, align 8
  %7 = load i64, i64* %4, align 8
  %8 = add i64 %6, %7
  store i64 %8, i64* %5, align 8
  %9 = load i64, i64* %5, align 8
  %10 = load i64, i64* %3, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  br label %15

13:                                               ; preds = %2
  %14 = load i64, i64* %5, align 8
  br label %15

15:                                               ; preds = %13, %12
  %16 = phi i64 [ -1, %12 ], [ %14, %13 ]
  ret i64 %16
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @known(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i1 @llvm.is.constant.i32(i32 %3)
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, i32 1, i32 2
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @objsize(i8* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca [16 x i8], align 1
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 0
  %7 = load i32, i32* %4, align 4
  %8 = trunc i32 %7 to i8
  call void @llvm.memset.p0i8.i64(i8* align 1 %6, i8 %8, i64 16, i1 false)
  %9 = load i8*, i8** %3, align 8
  call void @llvm.prefetch.p0i8(i8* %9, i32 0, i32 3, i32 1)
  %10 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 0
  %11 = getelementptr inbounds i8, i8* %10, i64 1
  call void @llvm.prefetch.p0i8(i8* %11, i32 1, i32 0, i32 1)
  %12 = load i8*, i8** %3, align 8
  %13 = call i64 @llvm.objectsize.i64.p0i8(i8* %12, i1 false, i1 true, i1 false)
  %14 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 0
  %15 = load i32, i32* %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, i8* %14, i64 %16
  %18 = call i64 @llvm.objectsize.i64.p0i8(i8* %17, i1 false, i1 true, i1 false)
  %19 = add i64 %13, %18
  %20 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 3
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i64
  %23 = add i64 %19, %22
  ret i64 %23
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.fshl.i16(i16, i16, i16) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshr.i8(i8, i8, i8) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshl.i8(i8, i8, i8) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: convergent nofree nosync nounwind readnone willreturn
declare i1 @llvm.is.constant.i32(i32) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.objectsize.i64.p0i8(i8*, i1 immarg, i1 immarg, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nofree nosync nounwind readnone willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn }

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
