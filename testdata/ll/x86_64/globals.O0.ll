; ModuleID = 'c/globals.c'
source_filename = "c/globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { i8*, i32 (i32)*, i32 }

@g_counter = dso_local global i32 10, align 4
@g_big = dso_local global i64 -1234567890123, align 8
@g_bytes = dso_local global [16 x i8] c"\01\02\03\05\08\0D\15\227Y\90\E9yb\DB=", align 16
@g_shorts = dso_local global [6 x i16] [i16 -1, i16 300, i16 -32768, i16 32767, i16 0, i16 1234], align 2
@g_matrix = dso_local global [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12]], align 16
@g_weights = dso_local global [5 x double] [double 5.000000e-01, double 2.500000e-01, double 1.250000e-01, double 1.500000e+00, double -2.000000e+00], align 16
@k_primes = dso_local constant [24 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37, i32 41, i32 43, i32 47, i32 53, i32 59, i32 61, i32 67, i32 71, i32 73, i32 79, i32 83, i32 89], align 16
@g_greeting = dso_local global [15 x i8] c"Hello, globals\00", align 1
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"epsilon\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"zeta\00", align 1
@g_words = dso_local constant [6 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0)], align 16
@s_hidden = internal global i32 77, align 4
@s_zero_static = internal global i32 0, align 4
@g_int_ptrs = dso_local constant [4 x i32*] [i32* @g_counter, i32* @s_hidden, i32* @s_zero_static, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x [4 x i32]]* @g_matrix to i8*), i64 24) to i32*)], align 16
@g_mid = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x [4 x i32]]* @g_matrix to i8*), i64 16) to i32*), align 8
@g_prime_tail = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([24 x i32]* @k_primes to i8*), i64 80) to i32*), align 8
@vsel = internal global i32 3, align 4
@.str.6 = private unnamed_addr constant [32 x i8] c"bytes check=%s shorts sum=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"matrix:\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.10 = private unnamed_addr constant [27 x i8] c"g_mid[0..3] = %d %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"weights dot = %g\0A\00", align 1
@g_zeroed = dso_local global [64 x i32] zeroinitializer, align 16
@.str.12 = private unnamed_addr constant [17 x i8] c"zeroed mix = %s\0A\00", align 1
@.str.13 = private unnamed_addr constant [39 x i8] c"primes tail: %u %u %u %u sel-prime %u\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"squares: %u %u\0A\00", align 1
@k_squares = internal constant [10 x i16] [i16 0, i16 1, i16 4, i16 9, i16 16, i16 25, i16 36, i16 49, i16 64, i16 81], align 16
@.str.15 = private unnamed_addr constant [12 x i8] c"%s! len=%d\0A\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.17 = private unnamed_addr constant [18 x i8] c"word %d: %s (%c)\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"ptr[%d] -> %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [59 x i8] c"g_counter=%d s_hidden=%d s_zero_static=%d matrix[1][2]=%d\0A\00", align 1
@g_entries = internal constant [4 x %struct.entry] [%struct.entry { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.24, i32 0, i32 0), i32 (i32)* @fn_double, i32 21 }, %struct.entry { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i32 0, i32 0), i32 (i32)* @fn_square, i32 12 }, %struct.entry { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), i32 (i32)* @fn_negate, i32 5 }, %struct.entry { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.27, i32 0, i32 0), i32 (i32)* @fn_counter, i32 3 }], align 16
@g_fns = internal constant [4 x i32 (i32)*] [i32 (i32)* @fn_double, i32 (i32)* @fn_square, i32 (i32)* @fn_negate, i32 (i32)* @fn_counter], align 16
@.str.20 = private unnamed_addr constant [19 x i8] c"%s(%d) = %d -> %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [15 x i8] c"id=%d hash=%s\0A\00", align 1
@.str.22 = private unnamed_addr constant [14 x i8] c"g_big = %lld\0A\00", align 1
@.str.23 = private unnamed_addr constant [12 x i8] c"check = %s\0A\00", align 1
@to_hex.buf = internal global [9 x i8] zeroinitializer, align 1
@k_hex = internal constant [17 x i8] c"0123456789abcdef\00", align 16
@.str.24 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"negate\00", align 1
@.str.27 = private unnamed_addr constant [8 x i8] c"counter\00", align 1
@next_id.id = internal global i32 100, align 4
@running_hash.state = internal global i32 0, align 4
@running_hash.calls = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 8
  %10 = alloca %struct.entry*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %15 = load volatile i32, i32* @vsel, align 4
  store i32 %15, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i64 0, i64* %6, align 8
  store i32 0, i32* %4, align 4
  br label %16

16:                                               ; preds = %28, %0
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %17, 16
  br i1 %18, label %19, label %31

19:                                               ; preds = %16
  %20 = load i32, i32* %3, align 4
  %21 = mul i32 %20, 31
  %22 = load i32, i32* %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [16 x i8], [16 x i8]* @g_bytes, i64 0, i64 %23
  %25 = load i8, i8* %24, align 1
  %26 = zext i8 %25 to i32
  %27 = add i32 %21, %26
  store i32 %27, i32* %3, align 4
  br label %28

28:                                               ; preds = %19
  %29 = load i32, i32* %4, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %4, align 4
  br label %16, !llvm.loop !6

31:                                               ; preds = %16
  store i32 0, i32* %4, align 4
  br label %32

32:                                               ; preds = %43, %31
  %33 = load i32, i32* %4, align 4
  %34 = icmp slt i32 %33, 6
  br i1 %34, label %35, label %46

35:                                               ; preds = %32
  %36 = load i32, i32* %4, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [6 x i16], [6 x i16]* @g_shorts, i64 0, i64 %37
  %39 = load i16, i16* %38, align 2
  %40 = sext i16 %39 to i64
  %41 = load i64, i64* %6, align 8
  %42 = add nsw i64 %41, %40
  store i64 %42, i64* %6, align 8
  br label %43

43:                                               ; preds = %35
  %44 = load i32, i32* %4, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %4, align 4
  br label %32, !llvm.loop !8

46:                                               ; preds = %32
  %47 = load i32, i32* %3, align 4
  %48 = call i8* @to_hex(i32 noundef %47)
  %49 = load i64, i64* %6, align 8
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.6, i64 0, i64 0), i8* noundef %48, i64 noundef %49)
  store i32 0, i32* %4, align 4
  br label %51

51:                                               ; preds = %74, %46
  %52 = load i32, i32* %4, align 4
  %53 = icmp slt i32 %52, 3
  br i1 %53, label %54, label %77

54:                                               ; preds = %51
  store i32 0, i32* %5, align 4
  br label %55

55:                                               ; preds = %70, %54
  %56 = load i32, i32* %5, align 4
  %57 = icmp slt i32 %56, 4
  br i1 %57, label %58, label %73

58:                                               ; preds = %55
  %59 = load i32, i32* %4, align 4
  %60 = load i32, i32* %2, align 4
  %61 = add nsw i32 %59, %60
  %62 = load i32, i32* %4, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 %63
  %65 = load i32, i32* %5, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [4 x i32], [4 x i32]* %64, i64 0, i64 %66
  %68 = load i32, i32* %67, align 4
  %69 = mul nsw i32 %68, %61
  store i32 %69, i32* %67, align 4
  br label %70

70:                                               ; preds = %58
  %71 = load i32, i32* %5, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %5, align 4
  br label %55, !llvm.loop !9

73:                                               ; preds = %55
  br label %74

74:                                               ; preds = %73
  %75 = load i32, i32* %4, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %4, align 4
  br label %51, !llvm.loop !10

77:                                               ; preds = %51
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0))
  store i32 0, i32* %4, align 4
  br label %79

79:                                               ; preds = %99, %77
  %80 = load i32, i32* %4, align 4
  %81 = icmp slt i32 %80, 3
  br i1 %81, label %82, label %102

82:                                               ; preds = %79
  store i32 0, i32* %5, align 4
  br label %83

83:                                               ; preds = %95, %82
  %84 = load i32, i32* %5, align 4
  %85 = icmp slt i32 %84, 4
  br i1 %85, label %86, label %98

86:                                               ; preds = %83
  %87 = load i32, i32* %4, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 %88
  %90 = load i32, i32* %5, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [4 x i32], [4 x i32]* %89, i64 0, i64 %91
  %93 = load i32, i32* %92, align 4
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %93)
  br label %95

95:                                               ; preds = %86
  %96 = load i32, i32* %5, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %5, align 4
  br label %83, !llvm.loop !11

98:                                               ; preds = %83
  br label %99

99:                                               ; preds = %98
  %100 = load i32, i32* %4, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, i32* %4, align 4
  br label %79, !llvm.loop !12

102:                                              ; preds = %79
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0))
  %104 = load i32*, i32** @g_mid, align 8
  %105 = getelementptr inbounds i32, i32* %104, i64 0
  %106 = load i32, i32* %105, align 4
  %107 = load i32*, i32** @g_mid, align 8
  %108 = getelementptr inbounds i32, i32* %107, i64 1
  %109 = load i32, i32* %108, align 4
  %110 = load i32*, i32** @g_mid, align 8
  %111 = getelementptr inbounds i32, i32* %110, i64 2
  %112 = load i32, i32* %111, align 4
  %113 = load i32*, i32** @g_mid, align 8
  %114 = getelementptr inbounds i32, i32* %113, i64 3
  %115 = load i32, i32* %114, align 4
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.10, i64 0, i64 0), i32 noundef %106, i32 noundef %109, i32 noundef %112, i32 noundef %115)
  store double 0.000000e+00, double* %7, align 8
  store i32 0, i32* %4, align 4
  br label %117

117:                                              ; preds = %132, %102
  %118 = load i32, i32* %4, align 4
  %119 = icmp slt i32 %118, 5
  br i1 %119, label %120, label %135

120:                                              ; preds = %117
  %121 = load i32, i32* %4, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [5 x double], [5 x double]* @g_weights, i64 0, i64 %122
  %124 = load double, double* %123, align 8
  %125 = load i32, i32* %4, align 4
  %126 = load i32, i32* %2, align 4
  %127 = add nsw i32 %125, %126
  %128 = sitofp i32 %127 to double
  %129 = fmul double %124, %128
  %130 = load double, double* %7, align 8
  %131 = fadd double %130, %129
  store double %131, double* %7, align 8
  br label %132

132:                                              ; preds = %120
  %133 = load i32, i32* %4, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, i32* %4, align 4
  br label %117, !llvm.loop !13

135:                                              ; preds = %117
  %136 = load double, double* %7, align 8
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), double noundef %136)
  %138 = load double, double* %7, align 8
  %139 = fmul double %138, 8.000000e+00
  %140 = fptosi double %139 to i32
  %141 = load i32, i32* %3, align 4
  %142 = add i32 %141, %140
  store i32 %142, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %143

143:                                              ; preds = %159, %135
  %144 = load i32, i32* %4, align 4
  %145 = icmp slt i32 %144, 64
  br i1 %145, label %146, label %162

146:                                              ; preds = %143
  %147 = load i32, i32* %4, align 4
  %148 = load i32, i32* %4, align 4
  %149 = srem i32 %148, 24
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i64 0, i64 %150
  %152 = load i32, i32* %151, align 4
  %153 = mul i32 %147, %152
  %154 = load i32, i32* %4, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %155
  %157 = load i32, i32* %156, align 4
  %158 = add i32 %157, %153
  store i32 %158, i32* %156, align 4
  br label %159

159:                                              ; preds = %146
  %160 = load i32, i32* %4, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, i32* %4, align 4
  br label %143, !llvm.loop !14

162:                                              ; preds = %143
  store i32 0, i32* %8, align 4
  store i32 0, i32* %4, align 4
  br label %163

163:                                              ; preds = %176, %162
  %164 = load i32, i32* %4, align 4
  %165 = icmp slt i32 %164, 64
  br i1 %165, label %166, label %179

166:                                              ; preds = %163
  %167 = load i32, i32* %4, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %168
  %170 = load i32, i32* %169, align 4
  %171 = load i32, i32* %4, align 4
  %172 = srem i32 %171, 7
  %173 = shl i32 %170, %172
  %174 = load i32, i32* %8, align 4
  %175 = xor i32 %174, %173
  store i32 %175, i32* %8, align 4
  br label %176

176:                                              ; preds = %166
  %177 = load i32, i32* %4, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, i32* %4, align 4
  br label %163, !llvm.loop !15

179:                                              ; preds = %163
  %180 = load i32, i32* %8, align 4
  %181 = call i8* @to_hex(i32 noundef %180)
  %182 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.12, i64 0, i64 0), i8* noundef %181)
  %183 = load i32, i32* %8, align 4
  %184 = load i32, i32* %3, align 4
  %185 = xor i32 %184, %183
  store i32 %185, i32* %3, align 4
  %186 = load i32*, i32** @g_prime_tail, align 8
  %187 = getelementptr inbounds i32, i32* %186, i64 0
  %188 = load i32, i32* %187, align 4
  %189 = load i32*, i32** @g_prime_tail, align 8
  %190 = getelementptr inbounds i32, i32* %189, i64 1
  %191 = load i32, i32* %190, align 4
  %192 = load i32*, i32** @g_prime_tail, align 8
  %193 = getelementptr inbounds i32, i32* %192, i64 2
  %194 = load i32, i32* %193, align 4
  %195 = load i32*, i32** @g_prime_tail, align 8
  %196 = getelementptr inbounds i32, i32* %195, i64 3
  %197 = load i32, i32* %196, align 4
  %198 = load i32, i32* %2, align 4
  %199 = mul nsw i32 %198, 5
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i64 0, i64 %200
  %202 = load i32, i32* %201, align 4
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.13, i64 0, i64 0), i32 noundef %188, i32 noundef %191, i32 noundef %194, i32 noundef %197, i32 noundef %202)
  %204 = load i32, i32* %2, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i64 0, i64 %205
  %207 = load i16, i16* %206, align 2
  %208 = zext i16 %207 to i32
  %209 = load i32, i32* %2, align 4
  %210 = sub nsw i32 9, %209
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i64 0, i64 %211
  %213 = load i16, i16* %212, align 2
  %214 = zext i16 %213 to i32
  %215 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i64 0, i64 0), i32 noundef %208, i32 noundef %214)
  %216 = call i64 @strlen(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0)) #3
  %217 = trunc i64 %216 to i32
  %218 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0), i32 noundef %217)
  store i8 74, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0), align 1
  %219 = load i32, i32* %2, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [15 x i8], [15 x i8]* @g_greeting, i64 0, i64 %220
  store i8 76, i8* %221, align 1
  %222 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0))
  store i32 0, i32* %4, align 4
  br label %223

223:                                              ; preds = %251, %179
  %224 = load i32, i32* %4, align 4
  %225 = icmp slt i32 %224, 6
  br i1 %225, label %226, label %254

226:                                              ; preds = %223
  %227 = load i32, i32* %4, align 4
  %228 = load i32, i32* %2, align 4
  %229 = add nsw i32 %227, %228
  %230 = srem i32 %229, 6
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %231
  %233 = load i8*, i8** %232, align 8
  store i8* %233, i8** %9, align 8
  %234 = load i32, i32* %4, align 4
  %235 = load i8*, i8** %9, align 8
  %236 = load i8*, i8** %9, align 8
  %237 = load i8*, i8** %9, align 8
  %238 = call i64 @strlen(i8* noundef %237) #3
  %239 = sub i64 %238, 1
  %240 = getelementptr inbounds i8, i8* %236, i64 %239
  %241 = load i8, i8* %240, align 1
  %242 = sext i8 %241 to i32
  %243 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef %234, i8* noundef %235, i32 noundef %242)
  %244 = load i32, i32* %3, align 4
  %245 = mul i32 %244, 7
  %246 = load i8*, i8** %9, align 8
  %247 = getelementptr inbounds i8, i8* %246, i64 0
  %248 = load i8, i8* %247, align 1
  %249 = zext i8 %248 to i32
  %250 = add i32 %245, %249
  store i32 %250, i32* %3, align 4
  br label %251

251:                                              ; preds = %226
  %252 = load i32, i32* %4, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, i32* %4, align 4
  br label %223, !llvm.loop !16

254:                                              ; preds = %223
  store i32 0, i32* %4, align 4
  br label %255

255:                                              ; preds = %282, %254
  %256 = load i32, i32* %4, align 4
  %257 = icmp slt i32 %256, 4
  br i1 %257, label %258, label %285

258:                                              ; preds = %255
  %259 = load i32, i32* %4, align 4
  %260 = load i32, i32* %2, align 4
  %261 = add nsw i32 %259, %260
  %262 = load i32, i32* %4, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [4 x i32*], [4 x i32*]* @g_int_ptrs, i64 0, i64 %263
  %265 = load i32*, i32** %264, align 8
  %266 = load i32, i32* %265, align 4
  %267 = add nsw i32 %266, %261
  store i32 %267, i32* %265, align 4
  %268 = load i32, i32* %4, align 4
  %269 = load i32, i32* %4, align 4
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds [4 x i32*], [4 x i32*]* @g_int_ptrs, i64 0, i64 %270
  %272 = load i32*, i32** %271, align 8
  %273 = load i32, i32* %272, align 4
  %274 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i32 noundef %268, i32 noundef %273)
  %275 = load i32, i32* %4, align 4
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [4 x i32*], [4 x i32*]* @g_int_ptrs, i64 0, i64 %276
  %278 = load i32*, i32** %277, align 8
  %279 = load i32, i32* %278, align 4
  %280 = load i32, i32* %3, align 4
  %281 = add i32 %280, %279
  store i32 %281, i32* %3, align 4
  br label %282

282:                                              ; preds = %258
  %283 = load i32, i32* %4, align 4
  %284 = add nsw i32 %283, 1
  store i32 %284, i32* %4, align 4
  br label %255, !llvm.loop !17

285:                                              ; preds = %255
  %286 = load i32, i32* @g_counter, align 4
  %287 = load i32, i32* @s_hidden, align 4
  %288 = load i32, i32* @s_zero_static, align 4
  %289 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 2), align 8
  %290 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([59 x i8], [59 x i8]* @.str.19, i64 0, i64 0), i32 noundef %286, i32 noundef %287, i32 noundef %288, i32 noundef %289)
  store i32 0, i32* %4, align 4
  br label %291

291:                                              ; preds = %333, %285
  %292 = load i32, i32* %4, align 4
  %293 = icmp slt i32 %292, 4
  br i1 %293, label %294, label %336

294:                                              ; preds = %291
  %295 = load i32, i32* %4, align 4
  %296 = sext i32 %295 to i64
  %297 = getelementptr inbounds [4 x %struct.entry], [4 x %struct.entry]* @g_entries, i64 0, i64 %296
  store %struct.entry* %297, %struct.entry** %10, align 8
  %298 = load %struct.entry*, %struct.entry** %10, align 8
  %299 = getelementptr inbounds %struct.entry, %struct.entry* %298, i32 0, i32 1
  %300 = load i32 (i32)*, i32 (i32)** %299, align 8
  %301 = load %struct.entry*, %struct.entry** %10, align 8
  %302 = getelementptr inbounds %struct.entry, %struct.entry* %301, i32 0, i32 2
  %303 = load i32, i32* %302, align 8
  %304 = load i32, i32* %2, align 4
  %305 = add nsw i32 %303, %304
  %306 = call i32 %300(i32 noundef %305)
  store i32 %306, i32* %11, align 4
  %307 = load i32, i32* %4, align 4
  %308 = load i32, i32* %2, align 4
  %309 = add nsw i32 %307, %308
  %310 = srem i32 %309, 4
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i64 0, i64 %311
  %313 = load i32 (i32)*, i32 (i32)** %312, align 8
  %314 = load i32, i32* %11, align 4
  %315 = call i32 %313(i32 noundef %314)
  store i32 %315, i32* %12, align 4
  %316 = load %struct.entry*, %struct.entry** %10, align 8
  %317 = getelementptr inbounds %struct.entry, %struct.entry* %316, i32 0, i32 0
  %318 = load i8*, i8** %317, align 8
  %319 = load %struct.entry*, %struct.entry** %10, align 8
  %320 = getelementptr inbounds %struct.entry, %struct.entry* %319, i32 0, i32 2
  %321 = load i32, i32* %320, align 8
  %322 = load i32, i32* %2, align 4
  %323 = add nsw i32 %321, %322
  %324 = load i32, i32* %11, align 4
  %325 = load i32, i32* %12, align 4
  %326 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i64 0, i64 0), i8* noundef %318, i32 noundef %323, i32 noundef %324, i32 noundef %325)
  %327 = load i32, i32* %3, align 4
  %328 = mul i32 %327, 13
  %329 = load i32, i32* %11, align 4
  %330 = add i32 %328, %329
  %331 = load i32, i32* %12, align 4
  %332 = add i32 %330, %331
  store i32 %332, i32* %3, align 4
  br label %333

333:                                              ; preds = %294
  %334 = load i32, i32* %4, align 4
  %335 = add nsw i32 %334, 1
  store i32 %335, i32* %4, align 4
  br label %291, !llvm.loop !18

336:                                              ; preds = %291
  store i32 0, i32* %4, align 4
  br label %337

337:                                              ; preds = %351, %336
  %338 = load i32, i32* %4, align 4
  %339 = icmp slt i32 %338, 5
  br i1 %339, label %340, label %354

340:                                              ; preds = %337
  %341 = call i32 @next_id()
  store i32 %341, i32* %13, align 4
  %342 = load i32, i32* %13, align 4
  %343 = call i32 @running_hash(i32 noundef %342)
  store i32 %343, i32* %14, align 4
  %344 = load i32, i32* %13, align 4
  %345 = load i32, i32* %14, align 4
  %346 = call i8* @to_hex(i32 noundef %345)
  %347 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.21, i64 0, i64 0), i32 noundef %344, i8* noundef %346)
  %348 = load i32, i32* %14, align 4
  %349 = load i32, i32* %3, align 4
  %350 = xor i32 %349, %348
  store i32 %350, i32* %3, align 4
  br label %351

351:                                              ; preds = %340
  %352 = load i32, i32* %4, align 4
  %353 = add nsw i32 %352, 1
  store i32 %353, i32* %4, align 4
  br label %337, !llvm.loop !19

354:                                              ; preds = %337
  %355 = load i64, i64* @g_big, align 8
  %356 = mul nsw i64 %355, 3
  %357 = load i32, i32* @g_counter, align 4
  %358 = sext i32 %357 to i64
  %359 = add nsw i64 %356, %358
  store i64 %359, i64* @g_big, align 8
  %360 = load i64, i64* @g_big, align 8
  %361 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.22, i64 0, i64 0), i64 noundef %360)
  %362 = load i64, i64* @g_big, align 8
  %363 = trunc i64 %362 to i32
  %364 = load i32, i32* %3, align 4
  %365 = add i32 %364, %363
  store i32 %365, i32* %3, align 4
  %366 = load i32, i32* %3, align 4
  %367 = call i8* @to_hex(i32 noundef %366)
  %368 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.23, i64 0, i64 0), i8* noundef %367)
  %369 = load i32, i32* %3, align 4
  %370 = and i32 %369, 127
  ret i32 %370
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @to_hex(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 7, i32* %3, align 4
  br label %4

4:                                                ; preds = %18, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp sge i32 %5, 0
  br i1 %6, label %7, label %21

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4
  %9 = and i32 %8, 15
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %10
  %12 = load i8, i8* %11, align 1
  %13 = load i32, i32* %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 %14
  store i8 %12, i8* %15, align 1
  %16 = load i32, i32* %2, align 4
  %17 = lshr i32 %16, 4
  store i32 %17, i32* %2, align 4
  br label %18

18:                                               ; preds = %7
  %19 = load i32, i32* %3, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, i32* %3, align 4
  br label %4, !llvm.loop !20

21:                                               ; preds = %4
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 8), align 1
  ret i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0)
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_id() #0 {
  %1 = load i32, i32* @next_id.id, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @next_id.id, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @running_hash(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @running_hash.calls, align 4
  %4 = add i32 %3, 1
  store i32 %4, i32* @running_hash.calls, align 4
  %5 = load i32, i32* @running_hash.state, align 4
  %6 = load i32, i32* %2, align 4
  %7 = xor i32 %5, %6
  %8 = mul i32 %7, 16777619
  %9 = load i32, i32* @running_hash.calls, align 4
  %10 = add i32 %8, %9
  store i32 %10, i32* @running_hash.state, align 4
  %11 = load i32, i32* @running_hash.state, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fn_double(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 %3, 2
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fn_square(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fn_negate(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sub nsw i32 0, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fn_counter(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* @g_counter, align 4
  %5 = add nsw i32 %4, %3
  store i32 %5, i32* @g_counter, align 4
  %6 = load i32, i32* @g_counter, align 4
  ret i32 %6
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn }

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
