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
  %5 = alloca i64, align 8
  %6 = alloca [10 x i8], align 1
  store i32 0, i32* %1, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %120, %0
  %8 = load i32, i32* %3, align 4
  %9 = icmp ult i32 %8, 70
  br i1 %9, label %10, label %123

10:                                               ; preds = %7
  %11 = load i64, i64* %2, align 8
  %12 = mul i64 %11, 31
  %13 = load i32, i32* %3, align 4
  %14 = mul i32 305419896, %13
  %15 = load i32, i32* %3, align 4
  %16 = xor i32 -1698898192, %15
  %17 = load i32, i32* %3, align 4
  %18 = call i32 @fsh32(i32 noundef %14, i32 noundef %16, i32 noundef %17)
  %19 = zext i32 %18 to i64
  %20 = add i64 %12, %19
  store i64 %20, i64* %2, align 8
  %21 = load i64, i64* %2, align 8
  %22 = mul i64 %21, 31
  %23 = load i32, i32* %3, align 4
  %24 = zext i32 %23 to i64
  %25 = mul i64 81985529216486895, %24
  %26 = load i32, i32* %3, align 4
  %27 = add i32 %26, 1
  %28 = zext i32 %27 to i64
  %29 = udiv i64 -1, %28
  %30 = load i32, i32* %3, align 4
  %31 = call i64 @fsh64r(i64 noundef %25, i64 noundef %29, i32 noundef %30)
  %32 = add i64 %22, %31
  store i64 %32, i64* %2, align 8
  %33 = load i64, i64* %2, align 8
  %34 = mul i64 %33, 31
  %35 = load i32, i32* %3, align 4
  %36 = mul i32 %35, 977
  %37 = trunc i32 %36 to i16
  %38 = load i32, i32* %3, align 4
  %39 = mul i32 %38, 131
  %40 = trunc i32 %39 to i16
  %41 = load i32, i32* %3, align 4
  %42 = call zeroext i16 @fsh16(i16 noundef zeroext %37, i16 noundef zeroext %40, i32 noundef %41)
  %43 = zext i16 %42 to i64
  %44 = add i64 %34, %43
  store i64 %44, i64* %2, align 8
  %45 = load i64, i64* %2, align 8
  %46 = mul i64 %45, 31
  %47 = load i32, i32* %3, align 4
  %48 = mul i32 %47, 7
  %49 = trunc i32 %48 to i8
  %50 = load i32, i32* %3, align 4
  %51 = call zeroext i8 @rot8(i8 noundef zeroext %49, i32 noundef %50)
  %52 = zext i8 %51 to i64
  %53 = add i64 %46, %52
  store i64 %53, i64* %2, align 8
  %54 = load i64, i64* %2, align 8
  %55 = mul i64 %54, 31
  %56 = load i64, i64* %2, align 8
  %57 = load i32, i32* %3, align 4
  %58 = zext i32 %57 to i64
  %59 = mul i64 %58, 73300775185
  %60 = call i64 @fshc(i64 noundef %56, i64 noundef %59)
  %61 = add i64 %55, %60
  %62 = load i64, i64* %2, align 8
  %63 = trunc i64 %62 to i32
  %64 = load i32, i32* %3, align 4
  %65 = call i32 @fshc32(i32 noundef %63, i32 noundef %64)
  %66 = zext i32 %65 to i64
  %67 = add i64 %61, %66
  store i64 %67, i64* %2, align 8
  %68 = load i64, i64* %2, align 8
  %69 = mul i64 %68, 31
  %70 = load i32, i32* %3, align 4
  %71 = mul i32 %70, 5
  %72 = trunc i32 %71 to i8
  %73 = load i32, i32* %3, align 4
  %74 = mul i32 %73, 3
  %75 = trunc i32 %74 to i8
  %76 = call zeroext i8 @usat8(i8 noundef zeroext %72, i8 noundef zeroext %75)
  %77 = zext i8 %76 to i64
  %78 = add i64 %69, %77
  store i64 %78, i64* %2, align 8
  %79 = load i64, i64* %2, align 8
  %80 = mul i64 %79, 31
  %81 = load i32, i32* %3, align 4
  %82 = mul i32 %81, 1000
  %83 = load i32, i32* %3, align 4
  %84 = mul i32 %83, 500
  %85 = sub i32 35000, %84
  %86 = call i32 @usub(i32 noundef %82, i32 noundef %85)
  %87 = zext i32 %86 to i64
  %88 = add i64 %80, %87
  store i64 %88, i64* %2, align 8
  %89 = load i64, i64* %2, align 8
  %90 = mul i64 %89, 31
  %91 = load i32, i32* %3, align 4
  %92 = mul i32 %91, 1000
  %93 = sub i32 %92, 30000
  %94 = trunc i32 %93 to i16
  %95 = load i32, i32* %3, align 4
  %96 = mul i32 %95, 900
  %97 = trunc i32 %96 to i16
  %98 = call signext i16 @ssat16(i16 noundef signext %94, i16 noundef signext %97)
  %99 = zext i16 %98 to i64
  %100 = add i64 %90, %99
  store i64 %100, i64* %2, align 8
  %101 = load i64, i64* %2, align 8
  %102 = mul i64 %101, 31
  %103 = load i32, i32* %3, align 4
  %104 = mul i32 %103, 50331648
  %105 = load i32, i32* %3, align 4
  %106 = mul i32 %105, 67108864
  %107 = sub i32 2147483392, %106
  %108 = call i32 @ssat32(i32 noundef %104, i32 noundef %107)
  %109 = zext i32 %108 to i64
  %110 = add i64 %102, %109
  store i64 %110, i64* %2, align 8
  %111 = load i64, i64* %2, align 8
  %112 = mul i64 %111, 31
  %113 = load i32, i32* %3, align 4
  %114 = zext i32 %113 to i64
  %115 = mul i64 %114, 4611686018427387903
  %116 = trunc i64 %115 to i32
  %117 = call i32 @uadd64(i32 noundef %116, i32 noundef 0)
  %118 = zext i32 %117 to i64
  %119 = add i64 %112, %118
  store i64 %119, i64* %2, align 8
  br label %120

120:                                              ; preds = %10
  %121 = load i32, i32* %3, align 4
  %122 = add i32 %121, 1
  store i32 %122, i32* %3, align 4
  br label %7, !llvm.loop !6

123:                                              ; preds = %7
  store i32 -3, i32* %4, align 4
  br label %124

124:                                              ; preds = %153, %123
  %125 = load i32, i32* %4, align 4
  %126 = icmp slt i32 %125, 4
  br i1 %126, label %127, label %156

127:                                              ; preds = %124
  %128 = load i64, i64* %2, align 8
  %129 = mul i64 %128, 31
  %130 = load i32, i32* %4, align 4
  %131 = sext i32 %130 to i64
  %132 = mul nsw i64 %131, 4294967296
  %133 = trunc i64 %132 to i32
  %134 = load i32, i32* %4, align 4
  %135 = add nsw i32 %134, 5
  %136 = mul i32 -2147483648, %135
  %137 = load i32, i32* %4, align 4
  %138 = mul nsw i32 %137, 1073741824
  %139 = load i32, i32* %4, align 4
  %140 = mul i32 7, %139
  %141 = call i32 @ovf_mixed(i32 noundef %133, i32 noundef %136, i32 noundef %138, i32 noundef %140)
  %142 = sext i32 %141 to i64
  %143 = add i64 %129, %142
  %144 = load i32, i32* %4, align 4
  %145 = add nsw i32 %144, 4
  %146 = mul i32 8388607, %145
  %147 = load i32, i32* %4, align 4
  %148 = add nsw i32 %147, 3
  %149 = mul i32 1048575, %148
  %150 = call i32 @ovf_odd(i32 noundef %146, i32 noundef %149)
  %151 = sext i32 %150 to i64
  %152 = add i64 %143, %151
  store i64 %152, i64* %2, align 8
  br label %153

153:                                              ; preds = %127
  %154 = load i32, i32* %4, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, i32* %4, align 4
  br label %124, !llvm.loop !8

156:                                              ; preds = %124
  store i64 1, i64* %5, align 8
  br label %157

157:                                              ; preds = %191, %156
  %158 = load i64, i64* %5, align 8
  %159 = icmp ult i64 %158, 200
  br i1 %159, label %160, label %194

160:                                              ; preds = %157
  %161 = load i64, i64* %2, align 8
  %162 = mul i64 %161, 31
  %163 = load i64, i64* %5, align 8
  %164 = mul i64 %163, -7046029254386353131
  %165 = call i64 @llvm.bitreverse.i64(i64 %164)
  %166 = add i64 %162, %165
  store i64 %166, i64* %2, align 8
  %167 = load i64, i64* %2, align 8
  %168 = mul i64 %167, 31
  %169 = load i64, i64* %5, align 8
  %170 = trunc i64 %169 to i32
  %171 = mul i32 %170, -1640531535
  %172 = call i32 @llvm.bitreverse.i32(i32 %171)
  %173 = zext i32 %172 to i64
  %174 = add i64 %168, %173
  store i64 %174, i64* %2, align 8
  %175 = load i64, i64* %2, align 8
  %176 = mul i64 %175, 31
  %177 = load i64, i64* %5, align 8
  %178 = mul i64 %177, 40503
  %179 = trunc i64 %178 to i16
  %180 = call i16 @llvm.bitreverse.i16(i16 %179)
  %181 = zext i16 %180 to i64
  %182 = add i64 %176, %181
  store i64 %182, i64* %2, align 8
  %183 = load i64, i64* %2, align 8
  %184 = mul i64 %183, 31
  %185 = load i64, i64* %5, align 8
  %186 = mul i64 %185, 37
  %187 = trunc i64 %186 to i8
  %188 = call i8 @llvm.bitreverse.i8(i8 %187)
  %189 = zext i8 %188 to i64
  %190 = add i64 %184, %189
  store i64 %190, i64* %2, align 8
  br label %191

191:                                              ; preds = %160
  %192 = load i64, i64* %5, align 8
  %193 = add i64 %192, 1
  store i64 %193, i64* %5, align 8
  br label %157, !llvm.loop !9

194:                                              ; preds = %157
  %195 = call i32 @addresses()
  %196 = sext i32 %195 to i64
  %197 = load i64, i64* %2, align 8
  %198 = add i64 %197, %196
  store i64 %198, i64* %2, align 8
  %199 = load i64, i64* %2, align 8
  %200 = call i32 @known(i32 noundef 3)
  %201 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  %202 = call i32 @objsize(i8* noundef %201, i32 noundef 2)
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i32 0, i32 0), i64 noundef %199, i32 noundef %200, i32 noundef %202)
  %204 = load i64, i64* %2, align 8
  %205 = urem i64 %204, 128
  %206 = trunc i64 %205 to i32
  ret i32 %206
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bitreverse.i64(i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bitreverse.i16(i16) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.bitreverse.i8(i8) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @addresses() #0 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 0)
  %2 = icmp ne i8* %1, null
  br i1 %2, label %3, label %6

3:                                                ; preds = %0
  %4 = call i8* @llvm.returnaddress(i32 0)
  %5 = icmp ne i8* %4, null
  br label %6

6:                                                ; preds = %3, %0
  %7 = phi i1 [ false, %0 ], [ %5, %3 ]
  %8 = zext i1 %7 to i32
  ret i32 %8
}

declare i32 @printf(i8* noundef, ...) #2

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
declare i16 @llvm.fshl.i16(i16, i16, i16) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshr.i8(i8, i8, i8) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshl.i8(i8, i8, i8) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i33, i1 } @llvm.sadd.with.overflow.i33(i33, i33) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i33, i1 } @llvm.ssub.with.overflow.i33(i33, i33) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.returnaddress(i32 immarg) #3

; Function Attrs: convergent nofree nosync nounwind readnone willreturn
declare i1 @llvm.is.constant.i32(i32) #4

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.objectsize.i32.p0i8(i8*, i1 immarg, i1 immarg, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nosync nounwind readnone willreturn }
attributes #4 = { convergent nofree nosync nounwind readnone willreturn }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn }

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
