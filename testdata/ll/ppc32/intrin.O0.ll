; ModuleID = 'c/intrin.c'
source_filename = "c/intrin.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.anon = type { i64 }

@.str = private unnamed_addr constant [26 x i8] c"h %llu known %d size %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [10 x i8], align 1
  store i32 0, i32* %1, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %119, %0
  %7 = load i32, i32* %3, align 4
  %8 = icmp ult i32 %7, 70
  br i1 %8, label %9, label %122

9:                                                ; preds = %6
  %10 = load i64, i64* %2, align 8
  %11 = mul i64 %10, 31
  %12 = load i32, i32* %3, align 4
  %13 = mul i32 305419896, %12
  %14 = load i32, i32* %3, align 4
  %15 = xor i32 -1698898192, %14
  %16 = load i32, i32* %3, align 4
  %17 = call i32 @fsh32(i32 noundef %13, i32 noundef %15, i32 noundef %16)
  %18 = zext i32 %17 to i64
  %19 = add i64 %11, %18
  store i64 %19, i64* %2, align 8
  %20 = load i64, i64* %2, align 8
  %21 = mul i64 %20, 31
  %22 = load i32, i32* %3, align 4
  %23 = zext i32 %22 to i64
  %24 = mul i64 81985529216486895, %23
  %25 = load i32, i32* %3, align 4
  %26 = add i32 %25, 1
  %27 = zext i32 %26 to i64
  %28 = udiv i64 -1, %27
  %29 = load i32, i32* %3, align 4
  %30 = call i64 @fsh64r(i64 noundef %24, i64 noundef %28, i32 noundef %29)
  %31 = add i64 %21, %30
  store i64 %31, i64* %2, align 8
  %32 = load i64, i64* %2, align 8
  %33 = mul i64 %32, 31
  %34 = load i32, i32* %3, align 4
  %35 = mul i32 %34, 977
  %36 = trunc i32 %35 to i16
  %37 = load i32, i32* %3, align 4
  %38 = mul i32 %37, 131
  %39 = trunc i32 %38 to i16
  %40 = load i32, i32* %3, align 4
  %41 = call zeroext i16 @fsh16(i16 noundef zeroext %36, i16 noundef zeroext %39, i32 noundef %40)
  %42 = zext i16 %41 to i64
  %43 = add i64 %33, %42
  store i64 %43, i64* %2, align 8
  %44 = load i64, i64* %2, align 8
  %45 = mul i64 %44, 31
  %46 = load i32, i32* %3, align 4
  %47 = mul i32 %46, 7
  %48 = trunc i32 %47 to i8
  %49 = load i32, i32* %3, align 4
  %50 = call zeroext i8 @rot8(i8 noundef zeroext %48, i32 noundef %49)
  %51 = zext i8 %50 to i64
  %52 = add i64 %45, %51
  store i64 %52, i64* %2, align 8
  %53 = load i64, i64* %2, align 8
  %54 = mul i64 %53, 31
  %55 = load i64, i64* %2, align 8
  %56 = load i32, i32* %3, align 4
  %57 = zext i32 %56 to i64
  %58 = mul i64 %57, 73300775185
  %59 = call i64 @fshc(i64 noundef %55, i64 noundef %58)
  %60 = add i64 %54, %59
  %61 = load i64, i64* %2, align 8
  %62 = trunc i64 %61 to i32
  %63 = load i32, i32* %3, align 4
  %64 = call i32 @fshc32(i32 noundef %62, i32 noundef %63)
  %65 = zext i32 %64 to i64
  %66 = add i64 %60, %65
  store i64 %66, i64* %2, align 8
  %67 = load i64, i64* %2, align 8
  %68 = mul i64 %67, 31
  %69 = load i32, i32* %3, align 4
  %70 = mul i32 %69, 5
  %71 = trunc i32 %70 to i8
  %72 = load i32, i32* %3, align 4
  %73 = mul i32 %72, 3
  %74 = trunc i32 %73 to i8
  %75 = call zeroext i8 @usat8(i8 noundef zeroext %71, i8 noundef zeroext %74)
  %76 = zext i8 %75 to i64
  %77 = add i64 %68, %76
  store i64 %77, i64* %2, align 8
  %78 = load i64, i64* %2, align 8
  %79 = mul i64 %78, 31
  %80 = load i32, i32* %3, align 4
  %81 = mul i32 %80, 1000
  %82 = load i32, i32* %3, align 4
  %83 = mul i32 %82, 500
  %84 = sub i32 35000, %83
  %85 = call i32 @usub(i32 noundef %81, i32 noundef %84)
  %86 = zext i32 %85 to i64
  %87 = add i64 %79, %86
  store i64 %87, i64* %2, align 8
  %88 = load i64, i64* %2, align 8
  %89 = mul i64 %88, 31
  %90 = load i32, i32* %3, align 4
  %91 = mul i32 %90, 1000
  %92 = sub i32 %91, 30000
  %93 = trunc i32 %92 to i16
  %94 = load i32, i32* %3, align 4
  %95 = mul i32 %94, 900
  %96 = trunc i32 %95 to i16
  %97 = call signext i16 @ssat16(i16 noundef signext %93, i16 noundef signext %96)
  %98 = zext i16 %97 to i64
  %99 = add i64 %89, %98
  store i64 %99, i64* %2, align 8
  %100 = load i64, i64* %2, align 8
  %101 = mul i64 %100, 31
  %102 = load i32, i32* %3, align 4
  %103 = mul i32 %102, 50331648
  %104 = load i32, i32* %3, align 4
  %105 = mul i32 %104, 67108864
  %106 = sub i32 2147483392, %105
  %107 = call i32 @ssat32(i32 noundef %103, i32 noundef %106)
  %108 = zext i32 %107 to i64
  %109 = add i64 %101, %108
  store i64 %109, i64* %2, align 8
  %110 = load i64, i64* %2, align 8
  %111 = mul i64 %110, 31
  %112 = load i32, i32* %3, align 4
  %113 = zext i32 %112 to i64
  %114 = mul i64 %113, 4611686018427387903
  %115 = trunc i64 %114 to i32
  %116 = call i32 @uadd64(i32 noundef %115, i32 noundef 0)
  %117 = zext i32 %116 to i64
  %118 = add i64 %111, %117
  store i64 %118, i64* %2, align 8
  br label %119

119:                                              ; preds = %9
  %120 = load i32, i32* %3, align 4
  %121 = add i32 %120, 1
  store i32 %121, i32* %3, align 4
  br label %6, !llvm.loop !6

122:                                              ; preds = %6
  store i32 -3, i32* %4, align 4
  br label %123

123:                                              ; preds = %152, %122
  %124 = load i32, i32* %4, align 4
  %125 = icmp slt i32 %124, 4
  br i1 %125, label %126, label %155

126:                                              ; preds = %123
  %127 = load i64, i64* %2, align 8
  %128 = mul i64 %127, 31
  %129 = load i32, i32* %4, align 4
  %130 = sext i32 %129 to i64
  %131 = mul nsw i64 %130, 4294967296
  %132 = trunc i64 %131 to i32
  %133 = load i32, i32* %4, align 4
  %134 = add nsw i32 %133, 5
  %135 = mul i32 -2147483648, %134
  %136 = load i32, i32* %4, align 4
  %137 = mul nsw i32 %136, 1073741824
  %138 = load i32, i32* %4, align 4
  %139 = mul i32 7, %138
  %140 = call i32 @ovf_mixed(i32 noundef %132, i32 noundef %135, i32 noundef %137, i32 noundef %139)
  %141 = sext i32 %140 to i64
  %142 = add i64 %128, %141
  %143 = load i32, i32* %4, align 4
  %144 = add nsw i32 %143, 4
  %145 = mul i32 8388607, %144
  %146 = load i32, i32* %4, align 4
  %147 = add nsw i32 %146, 3
  %148 = mul i32 1048575, %147
  %149 = call i32 @ovf_odd(i32 noundef %145, i32 noundef %148)
  %150 = sext i32 %149 to i64
  %151 = add i64 %142, %150
  store i64 %151, i64* %2, align 8
  br label %152

152:                                              ; preds = %126
  %153 = load i32, i32* %4, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, i32* %4, align 4
  br label %123, !llvm.loop !8

155:                                              ; preds = %123
  %156 = load i64, i64* %2, align 8
  %157 = call i32 @known(i32 noundef 3)
  %158 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  %159 = call i32 @objsize(i8* noundef %158, i32 noundef 2)
  %160 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i32 0, i32 0), i64 noundef %156, i32 noundef %157, i32 noundef %159)
  %161 = load i64, i64* %2, align 8
  %162 = urem i64 %161, 128
  %163 = trunc i64 %162 to i32
  ret i32 %163
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fsh32(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
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
define internal i64 @fsh64r(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
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
define internal zeroext i16 @fsh16(i16 noundef zeroext %0, i16 noundef zeroext %1, i32 noundef %2) #0 {
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
define internal zeroext i8 @rot8(i8 noundef zeroext %0, i32 noundef %1) #0 {
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
define internal i32 @fshc32(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i32 @usub(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i32 @ssat32(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i32 @uadd64(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = add i32 %6, %7
  store i32 %8, i32* %5, align 4
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %3, align 4
  %11 = icmp ult i32 %9, %10
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  br label %15

13:                                               ; preds = %2
  %14 = load i32, i32* %5, align 4
  br label %15

15:                                               ; preds = %13, %12
  %16 = phi i32 [ -1, %12 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ovf_mixed(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp slt i32 %13, 0
  %16 = sub i32 0, %13
  %17 = select i1 %15, i32 %16, i32 %13
  %18 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %17, i32 %14)
  %19 = extractvalue { i32, i1 } %18, 1
  %20 = extractvalue { i32, i1 } %18, 0
  %21 = zext i1 %15 to i32
  %22 = add i32 2147483647, %21
  %23 = icmp ugt i32 %20, %22
  %24 = or i1 %19, %23
  %25 = sub i32 0, %20
  %26 = select i1 %15, i32 %25, i32 %20
  store i32 %26, i32* %9, align 4
  %27 = zext i1 %24 to i32
  store i32 %27, i32* %12, align 4
  %28 = load i32, i32* %12, align 4
  %29 = mul nsw i32 %28, 2
  %30 = load i32, i32* %7, align 4
  %31 = load i32, i32* %8, align 4
  %32 = sext i32 %30 to i33
  %33 = zext i32 %31 to i33
  %34 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 %32, i33 %33)
  %35 = extractvalue { i33, i1 } %34, 1
  %36 = extractvalue { i33, i1 } %34, 0
  %37 = trunc i33 %36 to i32
  %38 = zext i32 %37 to i33
  %39 = icmp ne i33 %36, %38
  %40 = or i1 %35, %39
  store i32 %37, i32* %10, align 4
  %41 = zext i1 %40 to i32
  %42 = add nsw i32 %29, %41
  store i32 %42, i32* %12, align 4
  %43 = load i32, i32* %12, align 4
  %44 = mul nsw i32 %43, 2
  %45 = load i32, i32* %5, align 4
  %46 = load i32, i32* %6, align 4
  %47 = sext i32 %45 to i33
  %48 = sext i32 %46 to i33
  %49 = call { i33, i1 } @llvm.ssub.with.overflow.i33(i33 %47, i33 %48)
  %50 = extractvalue { i33, i1 } %49, 1
  %51 = extractvalue { i33, i1 } %49, 0
  %52 = trunc i33 %51 to i32
  %53 = zext i32 %52 to i33
  %54 = icmp ne i33 %51, %53
  %55 = or i1 %50, %54
  store i32 %52, i32* %11, align 4
  %56 = zext i1 %55 to i32
  %57 = add nsw i32 %44, %56
  store i32 %57, i32* %12, align 4
  %58 = load i32, i32* %12, align 4
  %59 = mul nsw i32 %58, 2
  %60 = load i32, i32* %5, align 4
  %61 = load i32, i32* %6, align 4
  %62 = sext i32 %60 to i33
  %63 = zext i32 %61 to i33
  %64 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 %62, i33 %63)
  %65 = extractvalue { i33, i1 } %64, 1
  %66 = extractvalue { i33, i1 } %64, 0
  %67 = trunc i33 %66 to i32
  %68 = sext i32 %67 to i33
  %69 = icmp ne i33 %66, %68
  %70 = or i1 %65, %69
  store i32 %67, i32* %9, align 4
  %71 = zext i1 %70 to i32
  %72 = add nsw i32 %59, %71
  store i32 %72, i32* %12, align 4
  %73 = load i32, i32* %12, align 4
  %74 = mul nsw i32 %73, 1000
  %75 = load i32, i32* %9, align 4
  %76 = load i32, i32* %10, align 4
  %77 = xor i32 %75, %76
  %78 = load i32, i32* %11, align 4
  %79 = xor i32 %77, %78
  %80 = and i32 %79, 1023
  %81 = add nsw i32 %74, %80
  ret i32 %81
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ovf_odd(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.anon, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %9 = bitcast %struct.anon* %5 to i64*
  %10 = load i32, i32* %3, align 4
  %11 = zext i32 %10 to i64
  %12 = load i64, i64* %9, align 8
  %13 = and i64 %11, 16777215
  %14 = shl i64 %13, 40
  %15 = and i64 %12, 1099511627775
  %16 = or i64 %15, %14
  store i64 %16, i64* %9, align 8
  %17 = bitcast %struct.anon* %5 to i64*
  %18 = load i32, i32* %4, align 4
  %19 = zext i32 %18 to i64
  %20 = shl i64 %19, 10
  %21 = load i64, i64* %17, align 8
  %22 = and i64 %20, 1099511627775
  %23 = and i64 %21, -1099511627776
  %24 = or i64 %23, %22
  store i64 %24, i64* %17, align 8
  %25 = bitcast %struct.anon* %5 to i64*
  %26 = load i64, i64* %25, align 8
  %27 = lshr i64 %26, 40
  %28 = trunc i64 %27 to i32
  %29 = bitcast %struct.anon* %5 to i64*
  %30 = load i64, i64* %29, align 8
  %31 = lshr i64 %30, 40
  %32 = trunc i64 %31 to i32
  %33 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %28, i32 %32)
  %34 = extractvalue { i32, i1 } %33, 1
  %35 = extractvalue { i32, i1 } %33, 0
  store i32 %35, i32* %6, align 4
  %36 = zext i1 %34 to i32
  store i32 %36, i32* %8, align 4
  %37 = bitcast %struct.anon* %5 to i64*
  %38 = load i64, i64* %37, align 8
  %39 = lshr i64 %38, 40
  %40 = trunc i64 %39 to i32
  %41 = bitcast %struct.anon* %5 to i64*
  %42 = load i64, i64* %41, align 8
  %43 = and i64 %42, 1099511627775
  %44 = trunc i64 %43 to i32
  %45 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %40, i32 %44)
  %46 = extractvalue { i32, i1 } %45, 1
  %47 = extractvalue { i32, i1 } %45, 0
  store i32 %47, i32* %6, align 4
  %48 = zext i1 %46 to i32
  %49 = mul nsw i32 2, %48
  %50 = load i32, i32* %8, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, i32* %8, align 4
  %52 = bitcast %struct.anon* %5 to i64*
  %53 = load i64, i64* %52, align 8
  %54 = and i64 %53, 1099511627775
  %55 = load i32, i32* %3, align 4
  %56 = zext i32 %55 to i64
  %57 = shl i64 %56, 20
  %58 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %54, i64 %57)
  %59 = extractvalue { i64, i1 } %58, 1
  %60 = extractvalue { i64, i1 } %58, 0
  store i64 %60, i64* %7, align 8
  %61 = zext i1 %59 to i32
  %62 = mul nsw i32 4, %61
  %63 = load i32, i32* %8, align 4
  %64 = add nsw i32 %63, %62
  store i32 %64, i32* %8, align 4
  %65 = load i32, i32* %8, align 4
  %66 = load i32, i32* %6, align 4
  %67 = and i32 %66, 255
  %68 = add nsw i32 %65, %67
  %69 = load i64, i64* %7, align 8
  %70 = and i64 %69, 65280
  %71 = trunc i64 %70 to i32
  %72 = add nsw i32 %68, %71
  ret i32 %72
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @known(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i1 @llvm.is.constant.i32(i32 %3)
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, i32 1, i32 2
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @objsize(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca [16 x i8], align 1
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  %8 = trunc i32 %7 to i8
  call void @llvm.memset.p0i8.i32(i8* align 1 %6, i8 %8, i32 16, i1 false)
  %9 = load i8*, i8** %3, align 4
  call void @llvm.prefetch.p0i8(i8* %9, i32 0, i32 3, i32 1)
  %10 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i32 0, i32 0
  %11 = getelementptr inbounds i8, i8* %10, i32 1
  call void @llvm.prefetch.p0i8(i8* %11, i32 1, i32 0, i32 1)
  %12 = load i8*, i8** %3, align 4
  %13 = call i32 @llvm.objectsize.i32.p0i8(i8* %12, i1 false, i1 true, i1 false)
  %14 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i32 0, i32 0
  %15 = load i32, i32* %4, align 4
  %16 = getelementptr inbounds i8, i8* %14, i32 %15
  %17 = call i32 @llvm.objectsize.i32.p0i8(i8* %16, i1 false, i1 true, i1 false)
  %18 = add i32 %13, %17
  %19 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i32 0, i32 3
  %20 = load i8, i8* %19, align 1
  %21 = zext i8 %20 to i32
  %22 = add i32 %18, %21
  ret i32 %22
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.fshl.i16(i16, i16, i16) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshr.i8(i8, i8, i8) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshl.i8(i8, i8, i8) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i33, i1 } @llvm.sadd.with.overflow.i33(i33, i33) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i33, i1 } @llvm.ssub.with.overflow.i33(i33, i33) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #2

; Function Attrs: convergent nofree nosync nounwind readnone willreturn
declare i1 @llvm.is.constant.i32(i32) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.objectsize.i32.p0i8(i8*, i1 immarg, i1 immarg, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!8 = distinct !{!8, !7}
