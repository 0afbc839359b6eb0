; ModuleID = 'c/recursion.c'
source_filename = "c/recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vbase = internal global i32 0, align 4
@.str = private unnamed_addr constant [14 x i8] c"fib(%d) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"ack(%d,4) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"ack(3,5) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"hofstadter F:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"\0Ahofstadter M:\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [57 x i8] c"is_even(777) = %d, is_odd(777) = %d, is_even(1000) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [46 x i8] c"quicksort: sorted=%d min=%d max=%d v[500]=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"queens(%d) = %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"hanoi(10): moves=%u sig=%08x\0A\00", align 1
@hanoi_moves = internal global i32 0, align 4
@hanoi_sig = internal global i32 0, align 4
@.str.11 = private unnamed_addr constant [15 x i8] c"tangle = %lld\0A\00", align 1
@.str.12 = private unnamed_addr constant [64 x i8] c"gcd(1071,462) = %u gcd(2^31,3^19) = %u gcd(832040,514229) = %u\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [1000 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %14 = load volatile i32, i32* @vbase, align 4
  store i32 %14, i32* %2, align 4
  store i32 -1831433054, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 1, i32* %7, align 4
  store i32 0, i32* %6, align 4
  br label %15

15:                                               ; preds = %30, %0
  %16 = load i32, i32* %6, align 4
  %17 = load i32, i32* %2, align 4
  %18 = add nsw i32 22, %17
  %19 = icmp sle i32 %16, %18
  br i1 %19, label %20, label %33

20:                                               ; preds = %15
  %21 = load i32, i32* %6, align 4
  %22 = call i32 @fib(i32 noundef %21)
  store i32 %22, i32* %9, align 4
  %23 = load i32, i32* %6, align 4
  %24 = load i32, i32* %9, align 4
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %23, i32 noundef %24)
  %26 = load i32, i32* %5, align 4
  %27 = mul i32 %26, 3
  %28 = load i32, i32* %9, align 4
  %29 = add i32 %27, %28
  store i32 %29, i32* %5, align 4
  br label %30

30:                                               ; preds = %20
  %31 = load i32, i32* %6, align 4
  %32 = add nsw i32 %31, 2
  store i32 %32, i32* %6, align 4
  br label %15, !llvm.loop !6

33:                                               ; preds = %15
  store i32 0, i32* %6, align 4
  br label %34

34:                                               ; preds = %48, %33
  %35 = load i32, i32* %6, align 4
  %36 = icmp sle i32 %35, 3
  br i1 %36, label %37, label %51

37:                                               ; preds = %34
  %38 = load i32, i32* %6, align 4
  %39 = load i32, i32* %2, align 4
  %40 = add nsw i32 %38, %39
  %41 = call i32 @ack(i32 noundef %40, i32 noundef 4)
  store i32 %41, i32* %10, align 4
  %42 = load i32, i32* %6, align 4
  %43 = load i32, i32* %10, align 4
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %42, i32 noundef %43)
  %45 = load i32, i32* %10, align 4
  %46 = load i32, i32* %5, align 4
  %47 = add i32 %46, %45
  store i32 %47, i32* %5, align 4
  br label %48

48:                                               ; preds = %37
  %49 = load i32, i32* %6, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %6, align 4
  br label %34, !llvm.loop !8

51:                                               ; preds = %34
  %52 = load i32, i32* %2, align 4
  %53 = add nsw i32 3, %52
  %54 = call i32 @ack(i32 noundef %53, i32 noundef 5)
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %54)
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0))
  store i32 0, i32* %6, align 4
  br label %57

57:                                               ; preds = %71, %51
  %58 = load i32, i32* %6, align 4
  %59 = icmp slt i32 %58, 16
  br i1 %59, label %60, label %74

60:                                               ; preds = %57
  %61 = load i32, i32* %6, align 4
  %62 = load i32, i32* %2, align 4
  %63 = add nsw i32 %61, %62
  %64 = call i32 @hof_f(i32 noundef %63)
  store i32 %64, i32* %11, align 4
  %65 = load i32, i32* %11, align 4
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %65)
  %67 = load i32, i32* %5, align 4
  %68 = mul i32 %67, 5
  %69 = load i32, i32* %11, align 4
  %70 = add i32 %68, %69
  store i32 %70, i32* %5, align 4
  br label %71

71:                                               ; preds = %60
  %72 = load i32, i32* %6, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %6, align 4
  br label %57, !llvm.loop !9

74:                                               ; preds = %57
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0))
  store i32 0, i32* %6, align 4
  br label %76

76:                                               ; preds = %90, %74
  %77 = load i32, i32* %6, align 4
  %78 = icmp slt i32 %77, 16
  br i1 %78, label %79, label %93

79:                                               ; preds = %76
  %80 = load i32, i32* %6, align 4
  %81 = load i32, i32* %2, align 4
  %82 = add nsw i32 %80, %81
  %83 = call i32 @hof_m(i32 noundef %82)
  store i32 %83, i32* %12, align 4
  %84 = load i32, i32* %12, align 4
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %84)
  %86 = load i32, i32* %5, align 4
  %87 = mul i32 %86, 5
  %88 = load i32, i32* %12, align 4
  %89 = add i32 %87, %88
  store i32 %89, i32* %5, align 4
  br label %90

90:                                               ; preds = %79
  %91 = load i32, i32* %6, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %6, align 4
  br label %76, !llvm.loop !10

93:                                               ; preds = %76
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  %95 = load i32, i32* %2, align 4
  %96 = add i32 777, %95
  %97 = call i32 @is_even(i32 noundef %96)
  %98 = load i32, i32* %2, align 4
  %99 = add i32 777, %98
  %100 = call i32 @is_odd(i32 noundef %99)
  %101 = load i32, i32* %2, align 4
  %102 = add i32 1000, %101
  %103 = call i32 @is_even(i32 noundef %102)
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.7, i64 0, i64 0), i32 noundef %97, i32 noundef %100, i32 noundef %103)
  store i32 0, i32* %6, align 4
  br label %105

105:                                              ; preds = %127, %93
  %106 = load i32, i32* %6, align 4
  %107 = icmp slt i32 %106, 1000
  br i1 %107, label %108, label %130

108:                                              ; preds = %105
  %109 = load i32, i32* %4, align 4
  %110 = shl i32 %109, 13
  %111 = load i32, i32* %4, align 4
  %112 = xor i32 %111, %110
  store i32 %112, i32* %4, align 4
  %113 = load i32, i32* %4, align 4
  %114 = lshr i32 %113, 17
  %115 = load i32, i32* %4, align 4
  %116 = xor i32 %115, %114
  store i32 %116, i32* %4, align 4
  %117 = load i32, i32* %4, align 4
  %118 = shl i32 %117, 5
  %119 = load i32, i32* %4, align 4
  %120 = xor i32 %119, %118
  store i32 %120, i32* %4, align 4
  %121 = load i32, i32* %4, align 4
  %122 = urem i32 %121, 20001
  %123 = sub nsw i32 %122, 10000
  %124 = load i32, i32* %6, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [1000 x i32], [1000 x i32]* %3, i64 0, i64 %125
  store i32 %123, i32* %126, align 4
  br label %127

127:                                              ; preds = %108
  %128 = load i32, i32* %6, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, i32* %6, align 4
  br label %105, !llvm.loop !11

130:                                              ; preds = %105
  %131 = getelementptr inbounds [1000 x i32], [1000 x i32]* %3, i64 0, i64 0
  %132 = load i32, i32* %2, align 4
  %133 = add nsw i32 999, %132
  call void @quicksort(i32* noundef %131, i32 noundef 0, i32 noundef %133)
  store i32 1, i32* %6, align 4
  br label %134

134:                                              ; preds = %150, %130
  %135 = load i32, i32* %6, align 4
  %136 = icmp slt i32 %135, 1000
  br i1 %136, label %137, label %153

137:                                              ; preds = %134
  %138 = load i32, i32* %6, align 4
  %139 = sub nsw i32 %138, 1
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [1000 x i32], [1000 x i32]* %3, i64 0, i64 %140
  %142 = load i32, i32* %141, align 4
  %143 = load i32, i32* %6, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [1000 x i32], [1000 x i32]* %3, i64 0, i64 %144
  %146 = load i32, i32* %145, align 4
  %147 = icmp sgt i32 %142, %146
  br i1 %147, label %148, label %149

148:                                              ; preds = %137
  store i32 0, i32* %7, align 4
  br label %153

149:                                              ; preds = %137
  br label %150

150:                                              ; preds = %149
  %151 = load i32, i32* %6, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, i32* %6, align 4
  br label %134, !llvm.loop !12

153:                                              ; preds = %148, %134
  %154 = load i32, i32* %7, align 4
  %155 = getelementptr inbounds [1000 x i32], [1000 x i32]* %3, i64 0, i64 0
  %156 = load i32, i32* %155, align 16
  %157 = getelementptr inbounds [1000 x i32], [1000 x i32]* %3, i64 0, i64 999
  %158 = load i32, i32* %157, align 4
  %159 = getelementptr inbounds [1000 x i32], [1000 x i32]* %3, i64 0, i64 500
  %160 = load i32, i32* %159, align 16
  %161 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.8, i64 0, i64 0), i32 noundef %154, i32 noundef %156, i32 noundef %158, i32 noundef %160)
  store i32 0, i32* %6, align 4
  br label %162

162:                                              ; preds = %173, %153
  %163 = load i32, i32* %6, align 4
  %164 = icmp slt i32 %163, 1000
  br i1 %164, label %165, label %176

165:                                              ; preds = %162
  %166 = load i32, i32* %5, align 4
  %167 = mul i32 %166, 7
  %168 = load i32, i32* %6, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [1000 x i32], [1000 x i32]* %3, i64 0, i64 %169
  %171 = load i32, i32* %170, align 4
  %172 = add i32 %167, %171
  store i32 %172, i32* %5, align 4
  br label %173

173:                                              ; preds = %165
  %174 = load i32, i32* %6, align 4
  %175 = add nsw i32 %174, 97
  store i32 %175, i32* %6, align 4
  br label %162, !llvm.loop !13

176:                                              ; preds = %162
  store i32 4, i32* %6, align 4
  br label %177

177:                                              ; preds = %191, %176
  %178 = load i32, i32* %6, align 4
  %179 = icmp sle i32 %178, 8
  br i1 %179, label %180, label %194

180:                                              ; preds = %177
  %181 = load i32, i32* %6, align 4
  %182 = load i32, i32* %2, align 4
  %183 = add nsw i32 %181, %182
  %184 = call i32 @queens(i32 noundef %183, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  store i32 %184, i32* %13, align 4
  %185 = load i32, i32* %6, align 4
  %186 = load i32, i32* %13, align 4
  %187 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0), i32 noundef %185, i32 noundef %186)
  %188 = load i32, i32* %13, align 4
  %189 = load i32, i32* %5, align 4
  %190 = add i32 %189, %188
  store i32 %190, i32* %5, align 4
  br label %191

191:                                              ; preds = %180
  %192 = load i32, i32* %6, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, i32* %6, align 4
  br label %177, !llvm.loop !14

194:                                              ; preds = %177
  %195 = load i32, i32* %2, align 4
  %196 = add nsw i32 10, %195
  call void @hanoi(i32 noundef %196, i32 noundef 1, i32 noundef 3, i32 noundef 2)
  %197 = load i32, i32* @hanoi_moves, align 4
  %198 = load i32, i32* @hanoi_sig, align 4
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.10, i64 0, i64 0), i32 noundef %197, i32 noundef %198)
  %200 = load i32, i32* @hanoi_sig, align 4
  %201 = load i32, i32* %5, align 4
  %202 = xor i32 %201, %200
  store i32 %202, i32* %5, align 4
  %203 = load i32, i32* %2, align 4
  %204 = add nsw i32 18, %203
  %205 = call i64 @tangle(i32 noundef %204, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7)
  store i64 %205, i64* %8, align 8
  %206 = load i64, i64* %8, align 8
  %207 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i64 noundef %206)
  %208 = load i64, i64* %8, align 8
  %209 = trunc i64 %208 to i32
  %210 = load i32, i32* %5, align 4
  %211 = add i32 %210, %209
  store i32 %211, i32* %5, align 4
  %212 = call i32 @gcd_rec(i32 noundef 1071, i32 noundef 462)
  %213 = call i32 @gcd_rec(i32 noundef -2147483648, i32 noundef 1162261467)
  %214 = call i32 @gcd_rec(i32 noundef 832040, i32 noundef 514229)
  %215 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.12, i64 0, i64 0), i32 noundef %212, i32 noundef %213, i32 noundef %214)
  %216 = load i32, i32* %5, align 4
  %217 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i32 noundef %216)
  %218 = load i32, i32* %5, align 4
  %219 = and i32 %218, 127
  ret i32 %219
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @fib(i32 noundef %9)
  %11 = load i32, i32* %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call i32 @fib(i32 noundef %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ack(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* %3, align 4
  br label %26

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4
  %16 = sub nsw i32 %15, 1
  %17 = call i32 @ack(i32 noundef %16, i32 noundef 1)
  store i32 %17, i32* %3, align 4
  br label %26

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i32, i32* %4, align 4
  %22 = load i32, i32* %5, align 4
  %23 = sub nsw i32 %22, 1
  %24 = call i32 @ack(i32 noundef %21, i32 noundef %23)
  %25 = call i32 @ack(i32 noundef %20, i32 noundef %24)
  store i32 %25, i32* %3, align 4
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hof_f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @hof_f(i32 noundef %9)
  %11 = call i32 @hof_m(i32 noundef %10)
  %12 = sub nsw i32 %7, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i32 [ 1, %5 ], [ %12, %6 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hof_m(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @hof_m(i32 noundef %9)
  %11 = call i32 @hof_f(i32 noundef %10)
  %12 = sub nsw i32 %7, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i32 [ 0, %5 ], [ %12, %6 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_odd(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_even(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @quicksort(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %10 = load i32, i32* %5, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp sge i32 %10, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  br label %80

14:                                               ; preds = %3
  %15 = load i32*, i32** %4, align 8
  %16 = load i32, i32* %5, align 4
  %17 = load i32, i32* %6, align 4
  %18 = load i32, i32* %5, align 4
  %19 = sub nsw i32 %17, %18
  %20 = sdiv i32 %19, 2
  %21 = add nsw i32 %16, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %15, i64 %22
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %7, align 4
  %25 = load i32, i32* %5, align 4
  store i32 %25, i32* %8, align 4
  %26 = load i32, i32* %6, align 4
  store i32 %26, i32* %9, align 4
  br label %27

27:                                               ; preds = %72, %14
  %28 = load i32, i32* %8, align 4
  %29 = load i32, i32* %9, align 4
  %30 = icmp sle i32 %28, %29
  br i1 %30, label %31, label %73

31:                                               ; preds = %27
  br label %32

32:                                               ; preds = %40, %31
  %33 = load i32*, i32** %4, align 8
  %34 = load i32, i32* %8, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %33, i64 %35
  %37 = load i32, i32* %36, align 4
  %38 = load i32, i32* %7, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %43

40:                                               ; preds = %32
  %41 = load i32, i32* %8, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %8, align 4
  br label %32, !llvm.loop !15

43:                                               ; preds = %32
  br label %44

44:                                               ; preds = %52, %43
  %45 = load i32*, i32** %4, align 8
  %46 = load i32, i32* %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, i32* %45, i64 %47
  %49 = load i32, i32* %48, align 4
  %50 = load i32, i32* %7, align 4
  %51 = icmp sgt i32 %49, %50
  br i1 %51, label %52, label %55

52:                                               ; preds = %44
  %53 = load i32, i32* %9, align 4
  %54 = add nsw i32 %53, -1
  store i32 %54, i32* %9, align 4
  br label %44, !llvm.loop !16

55:                                               ; preds = %44
  %56 = load i32, i32* %8, align 4
  %57 = load i32, i32* %9, align 4
  %58 = icmp sle i32 %56, %57
  br i1 %58, label %59, label %72

59:                                               ; preds = %55
  %60 = load i32*, i32** %4, align 8
  %61 = load i32, i32* %8, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, i32* %60, i64 %62
  %64 = load i32*, i32** %4, align 8
  %65 = load i32, i32* %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, i32* %64, i64 %66
  call void @swap32(i32* noundef %63, i32* noundef %67)
  %68 = load i32, i32* %8, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %8, align 4
  %70 = load i32, i32* %9, align 4
  %71 = add nsw i32 %70, -1
  store i32 %71, i32* %9, align 4
  br label %72

72:                                               ; preds = %59, %55
  br label %27, !llvm.loop !17

73:                                               ; preds = %27
  %74 = load i32*, i32** %4, align 8
  %75 = load i32, i32* %5, align 4
  %76 = load i32, i32* %9, align 4
  call void @quicksort(i32* noundef %74, i32 noundef %75, i32 noundef %76)
  %77 = load i32*, i32** %4, align 8
  %78 = load i32, i32* %8, align 4
  %79 = load i32, i32* %6, align 4
  call void @quicksort(i32* noundef %77, i32 noundef %78, i32 noundef %79)
  br label %80

80:                                               ; preds = %73, %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @queens(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, i32* %7, align 4
  store i32 %1, i32* %8, align 4
  store i32 %2, i32* %9, align 4
  store i32 %3, i32* %10, align 4
  store i32 %4, i32* %11, align 4
  store i32 0, i32* %12, align 4
  %15 = load i32, i32* %8, align 4
  %16 = load i32, i32* %7, align 4
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %5
  store i32 1, i32* %6, align 4
  br label %60

19:                                               ; preds = %5
  %20 = load i32, i32* %9, align 4
  %21 = load i32, i32* %10, align 4
  %22 = or i32 %20, %21
  %23 = load i32, i32* %11, align 4
  %24 = or i32 %22, %23
  %25 = xor i32 %24, -1
  %26 = load i32, i32* %7, align 4
  %27 = shl i32 1, %26
  %28 = sub i32 %27, 1
  %29 = and i32 %25, %28
  store i32 %29, i32* %13, align 4
  br label %30

30:                                               ; preds = %33, %19
  %31 = load i32, i32* %13, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %58

33:                                               ; preds = %30
  %34 = load i32, i32* %13, align 4
  %35 = load i32, i32* %13, align 4
  %36 = sub i32 0, %35
  %37 = and i32 %34, %36
  store i32 %37, i32* %14, align 4
  %38 = load i32, i32* %14, align 4
  %39 = load i32, i32* %13, align 4
  %40 = xor i32 %39, %38
  store i32 %40, i32* %13, align 4
  %41 = load i32, i32* %7, align 4
  %42 = load i32, i32* %8, align 4
  %43 = add nsw i32 %42, 1
  %44 = load i32, i32* %9, align 4
  %45 = load i32, i32* %14, align 4
  %46 = or i32 %44, %45
  %47 = load i32, i32* %10, align 4
  %48 = load i32, i32* %14, align 4
  %49 = or i32 %47, %48
  %50 = shl i32 %49, 1
  %51 = load i32, i32* %11, align 4
  %52 = load i32, i32* %14, align 4
  %53 = or i32 %51, %52
  %54 = lshr i32 %53, 1
  %55 = call i32 @queens(i32 noundef %41, i32 noundef %43, i32 noundef %46, i32 noundef %50, i32 noundef %54)
  %56 = load i32, i32* %12, align 4
  %57 = add nsw i32 %56, %55
  store i32 %57, i32* %12, align 4
  br label %30, !llvm.loop !18

58:                                               ; preds = %30
  %59 = load i32, i32* %12, align 4
  store i32 %59, i32* %6, align 4
  br label %60

60:                                               ; preds = %58, %18
  %61 = load i32, i32* %6, align 4
  ret i32 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %4
  br label %32

12:                                               ; preds = %4
  %13 = load i32, i32* %5, align 4
  %14 = sub nsw i32 %13, 1
  %15 = load i32, i32* %6, align 4
  %16 = load i32, i32* %8, align 4
  %17 = load i32, i32* %7, align 4
  call void @hanoi(i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  %18 = load i32, i32* @hanoi_moves, align 4
  %19 = add i32 %18, 1
  store i32 %19, i32* @hanoi_moves, align 4
  %20 = load i32, i32* @hanoi_sig, align 4
  %21 = mul i32 %20, 31
  %22 = load i32, i32* %6, align 4
  %23 = mul nsw i32 %22, 3
  %24 = load i32, i32* %7, align 4
  %25 = add nsw i32 %23, %24
  %26 = add i32 %21, %25
  store i32 %26, i32* @hanoi_sig, align 4
  %27 = load i32, i32* %5, align 4
  %28 = sub nsw i32 %27, 1
  %29 = load i32, i32* %8, align 4
  %30 = load i32, i32* %7, align 4
  %31 = load i32, i32* %6, align 4
  call void @hanoi(i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31)
  br label %32

32:                                               ; preds = %12, %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @tangle(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i32 %0, i32* %10, align 4
  store i32 %1, i32* %11, align 4
  store i32 %2, i32* %12, align 4
  store i32 %3, i32* %13, align 4
  store i32 %4, i32* %14, align 4
  store i32 %5, i32* %15, align 4
  store i32 %6, i32* %16, align 4
  store i32 %7, i32* %17, align 4
  %20 = load i32, i32* %10, align 4
  %21 = icmp sle i32 %20, 0
  br i1 %21, label %22, label %47

22:                                               ; preds = %8
  %23 = load i32, i32* %11, align 4
  %24 = sext i32 %23 to i64
  %25 = mul nsw i64 %24, 7
  %26 = load i32, i32* %12, align 4
  %27 = mul nsw i32 %26, 5
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 %25, %28
  %30 = load i32, i32* %13, align 4
  %31 = mul nsw i32 %30, 3
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %29, %32
  %34 = load i32, i32* %14, align 4
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %33, %35
  %37 = load i32, i32* %15, align 4
  %38 = sext i32 %37 to i64
  %39 = sub nsw i64 %36, %38
  %40 = load i32, i32* %16, align 4
  %41 = mul nsw i32 %40, 2
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 %39, %42
  %44 = load i32, i32* %17, align 4
  %45 = sext i32 %44 to i64
  %46 = sub nsw i64 %43, %45
  store i64 %46, i64* %9, align 8
  br label %90

47:                                               ; preds = %8
  %48 = load i32, i32* %10, align 4
  %49 = sub nsw i32 %48, 1
  %50 = load i32, i32* %12, align 4
  %51 = load i32, i32* %13, align 4
  %52 = load i32, i32* %14, align 4
  %53 = load i32, i32* %15, align 4
  %54 = load i32, i32* %16, align 4
  %55 = load i32, i32* %17, align 4
  %56 = load i32, i32* %11, align 4
  %57 = add nsw i32 %56, 1
  %58 = call i64 @tangle(i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %57)
  store i64 %58, i64* %18, align 8
  %59 = load i32, i32* %10, align 4
  %60 = sub nsw i32 %59, 2
  %61 = load i32, i32* %17, align 4
  %62 = load i32, i32* %16, align 4
  %63 = load i32, i32* %15, align 4
  %64 = load i32, i32* %14, align 4
  %65 = load i32, i32* %13, align 4
  %66 = load i32, i32* %12, align 4
  %67 = load i32, i32* %11, align 4
  %68 = sub nsw i32 %67, 1
  %69 = call i64 @tangle(i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %68)
  store i64 %69, i64* %19, align 8
  %70 = load i64, i64* %18, align 8
  %71 = load i64, i64* %19, align 8
  %72 = sub nsw i64 %70, %71
  %73 = load i32, i32* %11, align 4
  %74 = load i32, i32* %17, align 4
  %75 = xor i32 %73, %74
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %72, %76
  %78 = load i32, i32* %12, align 4
  %79 = load i32, i32* %13, align 4
  %80 = add nsw i32 %78, %79
  %81 = load i32, i32* %14, align 4
  %82 = load i32, i32* %15, align 4
  %83 = or i32 %81, %82
  %84 = and i32 %80, %83
  %85 = sext i32 %84 to i64
  %86 = add nsw i64 %77, %85
  %87 = load i32, i32* %16, align 4
  %88 = sext i32 %87 to i64
  %89 = add nsw i64 %86, %88
  store i64 %89, i64* %9, align 8
  br label %90

90:                                               ; preds = %47, %22
  %91 = load i64, i64* %9, align 8
  ret i64 %91
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gcd_rec(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4
  br label %15

9:                                                ; preds = %2
  %10 = load i32, i32* %4, align 4
  %11 = load i32, i32* %3, align 4
  %12 = load i32, i32* %4, align 4
  %13 = urem i32 %11, %12
  %14 = call i32 @gcd_rec(i32 noundef %10, i32 noundef %13)
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32 [ %8, %7 ], [ %14, %9 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @swap32(i32* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32* %1, i32** %4, align 8
  %6 = load i32*, i32** %3, align 8
  %7 = load i32, i32* %6, align 4
  store i32 %7, i32* %5, align 4
  %8 = load i32*, i32** %4, align 8
  %9 = load i32, i32* %8, align 4
  %10 = load i32*, i32** %3, align 8
  store i32 %9, i32* %10, align 4
  %11 = load i32, i32* %5, align 4
  %12 = load i32*, i32** %4, align 8
  store i32 %11, i32* %12, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
