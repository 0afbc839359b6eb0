; ModuleID = 'c/globals.c'
source_filename = "c/globals.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.entry = type { i8*, i32 (i32)*, i32 }

@g_counter = dso_local global i32 10, align 4
@g_big = dso_local global i64 -1234567890123, align 8
@g_bytes = dso_local global [16 x i8] c"\01\02\03\05\08\0D\15\227Y\90\E9yb\DB=", align 1
@g_shorts = dso_local global [6 x i16] [i16 -1, i16 300, i16 -32768, i16 32767, i16 0, i16 1234], align 2
@g_matrix = dso_local global [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12]], align 4
@g_weights = dso_local global [5 x double] [double 5.000000e-01, double 2.500000e-01, double 1.250000e-01, double 1.500000e+00, double -2.000000e+00], align 8
@k_primes = dso_local constant [24 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37, i32 41, i32 43, i32 47, i32 53, i32 59, i32 61, i32 67, i32 71, i32 73, i32 79, i32 83, i32 89], align 4
@g_greeting = dso_local global [15 x i8] c"Hello, globals\00", align 1
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"epsilon\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"zeta\00", align 1
@g_words = dso_local constant [6 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0)], align 4
@s_hidden = internal global i32 77, align 4
@s_zero_static = internal global i32 0, align 4
@g_int_ptrs = dso_local constant [4 x i32*] [i32* @g_counter, i32* @s_hidden, i32* @s_zero_static, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x [4 x i32]]* @g_matrix to i8*), i64 24) to i32*)], align 4
@g_mid = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x [4 x i32]]* @g_matrix to i8*), i64 16) to i32*), align 4
@g_prime_tail = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([24 x i32]* @k_primes to i8*), i64 80) to i32*), align 4
@vsel = internal global i32 3, align 4
@.str.6 = private unnamed_addr constant [32 x i8] c"bytes check=%s shorts sum=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"matrix:\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.10 = private unnamed_addr constant [27 x i8] c"g_mid[0..3] = %d %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"weights dot = %g\0A\00", align 1
@g_zeroed = dso_local global [64 x i32] zeroinitializer, align 4
@.str.12 = private unnamed_addr constant [17 x i8] c"zeroed mix = %s\0A\00", align 1
@.str.13 = private unnamed_addr constant [39 x i8] c"primes tail: %u %u %u %u sel-prime %u\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"squares: %u %u\0A\00", align 1
@k_squares = internal constant [10 x i16] [i16 0, i16 1, i16 4, i16 9, i16 16, i16 25, i16 36, i16 49, i16 64, i16 81], align 2
@.str.15 = private unnamed_addr constant [12 x i8] c"%s! len=%d\0A\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.17 = private unnamed_addr constant [18 x i8] c"word %d: %s (%c)\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"ptr[%d] -> %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [59 x i8] c"g_counter=%d s_hidden=%d s_zero_static=%d matrix[1][2]=%d\0A\00", align 1
@g_entries = internal constant [4 x %struct.entry] [%struct.entry { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.24, i32 0, i32 0), i32 (i32)* @fn_double, i32 21 }, %struct.entry { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i32 0, i32 0), i32 (i32)* @fn_square, i32 12 }, %struct.entry { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), i32 (i32)* @fn_negate, i32 5 }, %struct.entry { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.27, i32 0, i32 0), i32 (i32)* @fn_counter, i32 3 }], align 4
@g_fns = internal constant [4 x i32 (i32)*] [i32 (i32)* @fn_double, i32 (i32)* @fn_square, i32 (i32)* @fn_negate, i32 (i32)* @fn_counter], align 4
@.str.20 = private unnamed_addr constant [19 x i8] c"%s(%d) = %d -> %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [15 x i8] c"id=%d hash=%s\0A\00", align 1
@.str.22 = private unnamed_addr constant [14 x i8] c"g_big = %lld\0A\00", align 1
@.str.23 = private unnamed_addr constant [12 x i8] c"check = %s\0A\00", align 1
@to_hex.buf = internal global [9 x i8] zeroinitializer, align 1
@k_hex = internal constant [17 x i8] c"0123456789abcdef\00", align 1
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
  %9 = alloca i8*, align 4
  %10 = alloca %struct.entry*, align 4
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

16:                                               ; preds = %27, %0
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %17, 16
  br i1 %18, label %19, label %30

19:                                               ; preds = %16
  %20 = load i32, i32* %3, align 4
  %21 = mul i32 %20, 31
  %22 = load i32, i32* %4, align 4
  %23 = getelementptr inbounds [16 x i8], [16 x i8]* @g_bytes, i32 0, i32 %22
  %24 = load i8, i8* %23, align 1
  %25 = zext i8 %24 to i32
  %26 = add i32 %21, %25
  store i32 %26, i32* %3, align 4
  br label %27

27:                                               ; preds = %19
  %28 = load i32, i32* %4, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %4, align 4
  br label %16, !llvm.loop !6

30:                                               ; preds = %16
  store i32 0, i32* %4, align 4
  br label %31

31:                                               ; preds = %41, %30
  %32 = load i32, i32* %4, align 4
  %33 = icmp slt i32 %32, 6
  br i1 %33, label %34, label %44

34:                                               ; preds = %31
  %35 = load i32, i32* %4, align 4
  %36 = getelementptr inbounds [6 x i16], [6 x i16]* @g_shorts, i32 0, i32 %35
  %37 = load i16, i16* %36, align 2
  %38 = sext i16 %37 to i64
  %39 = load i64, i64* %6, align 8
  %40 = add nsw i64 %39, %38
  store i64 %40, i64* %6, align 8
  br label %41

41:                                               ; preds = %34
  %42 = load i32, i32* %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %4, align 4
  br label %31, !llvm.loop !8

44:                                               ; preds = %31
  %45 = load i32, i32* %3, align 4
  %46 = call i8* @to_hex(i32 noundef %45)
  %47 = load i64, i64* %6, align 8
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.6, i32 0, i32 0), i8* noundef %46, i64 noundef %47)
  store i32 0, i32* %4, align 4
  br label %49

49:                                               ; preds = %70, %44
  %50 = load i32, i32* %4, align 4
  %51 = icmp slt i32 %50, 3
  br i1 %51, label %52, label %73

52:                                               ; preds = %49
  store i32 0, i32* %5, align 4
  br label %53

53:                                               ; preds = %66, %52
  %54 = load i32, i32* %5, align 4
  %55 = icmp slt i32 %54, 4
  br i1 %55, label %56, label %69

56:                                               ; preds = %53
  %57 = load i32, i32* %4, align 4
  %58 = load i32, i32* %2, align 4
  %59 = add nsw i32 %57, %58
  %60 = load i32, i32* %4, align 4
  %61 = getelementptr inbounds [3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 %60
  %62 = load i32, i32* %5, align 4
  %63 = getelementptr inbounds [4 x i32], [4 x i32]* %61, i32 0, i32 %62
  %64 = load i32, i32* %63, align 4
  %65 = mul nsw i32 %64, %59
  store i32 %65, i32* %63, align 4
  br label %66

66:                                               ; preds = %56
  %67 = load i32, i32* %5, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %5, align 4
  br label %53, !llvm.loop !9

69:                                               ; preds = %53
  br label %70

70:                                               ; preds = %69
  %71 = load i32, i32* %4, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %4, align 4
  br label %49, !llvm.loop !10

73:                                               ; preds = %49
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0))
  store i32 0, i32* %4, align 4
  br label %75

75:                                               ; preds = %93, %73
  %76 = load i32, i32* %4, align 4
  %77 = icmp slt i32 %76, 3
  br i1 %77, label %78, label %96

78:                                               ; preds = %75
  store i32 0, i32* %5, align 4
  br label %79

79:                                               ; preds = %89, %78
  %80 = load i32, i32* %5, align 4
  %81 = icmp slt i32 %80, 4
  br i1 %81, label %82, label %92

82:                                               ; preds = %79
  %83 = load i32, i32* %4, align 4
  %84 = getelementptr inbounds [3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 %83
  %85 = load i32, i32* %5, align 4
  %86 = getelementptr inbounds [4 x i32], [4 x i32]* %84, i32 0, i32 %85
  %87 = load i32, i32* %86, align 4
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %87)
  br label %89

89:                                               ; preds = %82
  %90 = load i32, i32* %5, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %5, align 4
  br label %79, !llvm.loop !11

92:                                               ; preds = %79
  br label %93

93:                                               ; preds = %92
  %94 = load i32, i32* %4, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, i32* %4, align 4
  br label %75, !llvm.loop !12

96:                                               ; preds = %75
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0))
  %98 = load i32*, i32** @g_mid, align 4
  %99 = getelementptr inbounds i32, i32* %98, i32 0
  %100 = load i32, i32* %99, align 4
  %101 = load i32*, i32** @g_mid, align 4
  %102 = getelementptr inbounds i32, i32* %101, i32 1
  %103 = load i32, i32* %102, align 4
  %104 = load i32*, i32** @g_mid, align 4
  %105 = getelementptr inbounds i32, i32* %104, i32 2
  %106 = load i32, i32* %105, align 4
  %107 = load i32*, i32** @g_mid, align 4
  %108 = getelementptr inbounds i32, i32* %107, i32 3
  %109 = load i32, i32* %108, align 4
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.10, i32 0, i32 0), i32 noundef %100, i32 noundef %103, i32 noundef %106, i32 noundef %109)
  store double 0.000000e+00, double* %7, align 8
  store i32 0, i32* %4, align 4
  br label %111

111:                                              ; preds = %125, %96
  %112 = load i32, i32* %4, align 4
  %113 = icmp slt i32 %112, 5
  br i1 %113, label %114, label %128

114:                                              ; preds = %111
  %115 = load i32, i32* %4, align 4
  %116 = getelementptr inbounds [5 x double], [5 x double]* @g_weights, i32 0, i32 %115
  %117 = load double, double* %116, align 8
  %118 = load i32, i32* %4, align 4
  %119 = load i32, i32* %2, align 4
  %120 = add nsw i32 %118, %119
  %121 = sitofp i32 %120 to double
  %122 = fmul double %117, %121
  %123 = load double, double* %7, align 8
  %124 = fadd double %123, %122
  store double %124, double* %7, align 8
  br label %125

125:                                              ; preds = %114
  %126 = load i32, i32* %4, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, i32* %4, align 4
  br label %111, !llvm.loop !13

128:                                              ; preds = %111
  %129 = load double, double* %7, align 8
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), double noundef %129)
  %131 = load double, double* %7, align 8
  %132 = fmul double %131, 8.000000e+00
  %133 = fptosi double %132 to i32
  %134 = load i32, i32* %3, align 4
  %135 = add i32 %134, %133
  store i32 %135, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %136

136:                                              ; preds = %150, %128
  %137 = load i32, i32* %4, align 4
  %138 = icmp slt i32 %137, 64
  br i1 %138, label %139, label %153

139:                                              ; preds = %136
  %140 = load i32, i32* %4, align 4
  %141 = load i32, i32* %4, align 4
  %142 = srem i32 %141, 24
  %143 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i32 0, i32 %142
  %144 = load i32, i32* %143, align 4
  %145 = mul i32 %140, %144
  %146 = load i32, i32* %4, align 4
  %147 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i32 0, i32 %146
  %148 = load i32, i32* %147, align 4
  %149 = add i32 %148, %145
  store i32 %149, i32* %147, align 4
  br label %150

150:                                              ; preds = %139
  %151 = load i32, i32* %4, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, i32* %4, align 4
  br label %136, !llvm.loop !14

153:                                              ; preds = %136
  store i32 0, i32* %8, align 4
  store i32 0, i32* %4, align 4
  br label %154

154:                                              ; preds = %166, %153
  %155 = load i32, i32* %4, align 4
  %156 = icmp slt i32 %155, 64
  br i1 %156, label %157, label %169

157:                                              ; preds = %154
  %158 = load i32, i32* %4, align 4
  %159 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i32 0, i32 %158
  %160 = load i32, i32* %159, align 4
  %161 = load i32, i32* %4, align 4
  %162 = srem i32 %161, 7
  %163 = shl i32 %160, %162
  %164 = load i32, i32* %8, align 4
  %165 = xor i32 %164, %163
  store i32 %165, i32* %8, align 4
  br label %166

166:                                              ; preds = %157
  %167 = load i32, i32* %4, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, i32* %4, align 4
  br label %154, !llvm.loop !15

169:                                              ; preds = %154
  %170 = load i32, i32* %8, align 4
  %171 = call i8* @to_hex(i32 noundef %170)
  %172 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.12, i32 0, i32 0), i8* noundef %171)
  %173 = load i32, i32* %8, align 4
  %174 = load i32, i32* %3, align 4
  %175 = xor i32 %174, %173
  store i32 %175, i32* %3, align 4
  %176 = load i32*, i32** @g_prime_tail, align 4
  %177 = getelementptr inbounds i32, i32* %176, i32 0
  %178 = load i32, i32* %177, align 4
  %179 = load i32*, i32** @g_prime_tail, align 4
  %180 = getelementptr inbounds i32, i32* %179, i32 1
  %181 = load i32, i32* %180, align 4
  %182 = load i32*, i32** @g_prime_tail, align 4
  %183 = getelementptr inbounds i32, i32* %182, i32 2
  %184 = load i32, i32* %183, align 4
  %185 = load i32*, i32** @g_prime_tail, align 4
  %186 = getelementptr inbounds i32, i32* %185, i32 3
  %187 = load i32, i32* %186, align 4
  %188 = load i32, i32* %2, align 4
  %189 = mul nsw i32 %188, 5
  %190 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i32 0, i32 %189
  %191 = load i32, i32* %190, align 4
  %192 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.13, i32 0, i32 0), i32 noundef %178, i32 noundef %181, i32 noundef %184, i32 noundef %187, i32 noundef %191)
  %193 = load i32, i32* %2, align 4
  %194 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i32 0, i32 %193
  %195 = load i16, i16* %194, align 2
  %196 = zext i16 %195 to i32
  %197 = load i32, i32* %2, align 4
  %198 = sub nsw i32 9, %197
  %199 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i32 0, i32 %198
  %200 = load i16, i16* %199, align 2
  %201 = zext i16 %200 to i32
  %202 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i32 0, i32 0), i32 noundef %196, i32 noundef %201)
  %203 = call i32 @strlen(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i32 0, i32 0)) #3
  %204 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i32 0, i32 0), i32 noundef %203)
  store i8 74, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i32 0, i32 0), align 1
  %205 = load i32, i32* %2, align 4
  %206 = getelementptr inbounds [15 x i8], [15 x i8]* @g_greeting, i32 0, i32 %205
  store i8 76, i8* %206, align 1
  %207 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i32 0, i32 0))
  store i32 0, i32* %4, align 4
  br label %208

208:                                              ; preds = %235, %169
  %209 = load i32, i32* %4, align 4
  %210 = icmp slt i32 %209, 6
  br i1 %210, label %211, label %238

211:                                              ; preds = %208
  %212 = load i32, i32* %4, align 4
  %213 = load i32, i32* %2, align 4
  %214 = add nsw i32 %212, %213
  %215 = srem i32 %214, 6
  %216 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i32 0, i32 %215
  %217 = load i8*, i8** %216, align 4
  store i8* %217, i8** %9, align 4
  %218 = load i32, i32* %4, align 4
  %219 = load i8*, i8** %9, align 4
  %220 = load i8*, i8** %9, align 4
  %221 = load i8*, i8** %9, align 4
  %222 = call i32 @strlen(i8* noundef %221) #3
  %223 = sub i32 %222, 1
  %224 = getelementptr inbounds i8, i8* %220, i32 %223
  %225 = load i8, i8* %224, align 1
  %226 = zext i8 %225 to i32
  %227 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i32 0, i32 0), i32 noundef %218, i8* noundef %219, i32 noundef %226)
  %228 = load i32, i32* %3, align 4
  %229 = mul i32 %228, 7
  %230 = load i8*, i8** %9, align 4
  %231 = getelementptr inbounds i8, i8* %230, i32 0
  %232 = load i8, i8* %231, align 1
  %233 = zext i8 %232 to i32
  %234 = add i32 %229, %233
  store i32 %234, i32* %3, align 4
  br label %235

235:                                              ; preds = %211
  %236 = load i32, i32* %4, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, i32* %4, align 4
  br label %208, !llvm.loop !16

238:                                              ; preds = %208
  store i32 0, i32* %4, align 4
  br label %239

239:                                              ; preds = %263, %238
  %240 = load i32, i32* %4, align 4
  %241 = icmp slt i32 %240, 4
  br i1 %241, label %242, label %266

242:                                              ; preds = %239
  %243 = load i32, i32* %4, align 4
  %244 = load i32, i32* %2, align 4
  %245 = add nsw i32 %243, %244
  %246 = load i32, i32* %4, align 4
  %247 = getelementptr inbounds [4 x i32*], [4 x i32*]* @g_int_ptrs, i32 0, i32 %246
  %248 = load i32*, i32** %247, align 4
  %249 = load i32, i32* %248, align 4
  %250 = add nsw i32 %249, %245
  store i32 %250, i32* %248, align 4
  %251 = load i32, i32* %4, align 4
  %252 = load i32, i32* %4, align 4
  %253 = getelementptr inbounds [4 x i32*], [4 x i32*]* @g_int_ptrs, i32 0, i32 %252
  %254 = load i32*, i32** %253, align 4
  %255 = load i32, i32* %254, align 4
  %256 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i32 noundef %251, i32 noundef %255)
  %257 = load i32, i32* %4, align 4
  %258 = getelementptr inbounds [4 x i32*], [4 x i32*]* @g_int_ptrs, i32 0, i32 %257
  %259 = load i32*, i32** %258, align 4
  %260 = load i32, i32* %259, align 4
  %261 = load i32, i32* %3, align 4
  %262 = add i32 %261, %260
  store i32 %262, i32* %3, align 4
  br label %263

263:                                              ; preds = %242
  %264 = load i32, i32* %4, align 4
  %265 = add nsw i32 %264, 1
  store i32 %265, i32* %4, align 4
  br label %239, !llvm.loop !17

266:                                              ; preds = %239
  %267 = load i32, i32* @g_counter, align 4
  %268 = load i32, i32* @s_hidden, align 4
  %269 = load i32, i32* @s_zero_static, align 4
  %270 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 2), align 4
  %271 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([59 x i8], [59 x i8]* @.str.19, i32 0, i32 0), i32 noundef %267, i32 noundef %268, i32 noundef %269, i32 noundef %270)
  store i32 0, i32* %4, align 4
  br label %272

272:                                              ; preds = %312, %266
  %273 = load i32, i32* %4, align 4
  %274 = icmp slt i32 %273, 4
  br i1 %274, label %275, label %315

275:                                              ; preds = %272
  %276 = load i32, i32* %4, align 4
  %277 = getelementptr inbounds [4 x %struct.entry], [4 x %struct.entry]* @g_entries, i32 0, i32 %276
  store %struct.entry* %277, %struct.entry** %10, align 4
  %278 = load %struct.entry*, %struct.entry** %10, align 4
  %279 = getelementptr inbounds %struct.entry, %struct.entry* %278, i32 0, i32 1
  %280 = load i32 (i32)*, i32 (i32)** %279, align 4
  %281 = load %struct.entry*, %struct.entry** %10, align 4
  %282 = getelementptr inbounds %struct.entry, %struct.entry* %281, i32 0, i32 2
  %283 = load i32, i32* %282, align 4
  %284 = load i32, i32* %2, align 4
  %285 = add nsw i32 %283, %284
  %286 = call i32 %280(i32 noundef %285)
  store i32 %286, i32* %11, align 4
  %287 = load i32, i32* %4, align 4
  %288 = load i32, i32* %2, align 4
  %289 = add nsw i32 %287, %288
  %290 = srem i32 %289, 4
  %291 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i32 0, i32 %290
  %292 = load i32 (i32)*, i32 (i32)** %291, align 4
  %293 = load i32, i32* %11, align 4
  %294 = call i32 %292(i32 noundef %293)
  store i32 %294, i32* %12, align 4
  %295 = load %struct.entry*, %struct.entry** %10, align 4
  %296 = getelementptr inbounds %struct.entry, %struct.entry* %295, i32 0, i32 0
  %297 = load i8*, i8** %296, align 4
  %298 = load %struct.entry*, %struct.entry** %10, align 4
  %299 = getelementptr inbounds %struct.entry, %struct.entry* %298, i32 0, i32 2
  %300 = load i32, i32* %299, align 4
  %301 = load i32, i32* %2, align 4
  %302 = add nsw i32 %300, %301
  %303 = load i32, i32* %11, align 4
  %304 = load i32, i32* %12, align 4
  %305 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i32 0, i32 0), i8* noundef %297, i32 noundef %302, i32 noundef %303, i32 noundef %304)
  %306 = load i32, i32* %3, align 4
  %307 = mul i32 %306, 13
  %308 = load i32, i32* %11, align 4
  %309 = add i32 %307, %308
  %310 = load i32, i32* %12, align 4
  %311 = add i32 %309, %310
  store i32 %311, i32* %3, align 4
  br label %312

312:                                              ; preds = %275
  %313 = load i32, i32* %4, align 4
  %314 = add nsw i32 %313, 1
  store i32 %314, i32* %4, align 4
  br label %272, !llvm.loop !18

315:                                              ; preds = %272
  store i32 0, i32* %4, align 4
  br label %316

316:                                              ; preds = %330, %315
  %317 = load i32, i32* %4, align 4
  %318 = icmp slt i32 %317, 5
  br i1 %318, label %319, label %333

319:                                              ; preds = %316
  %320 = call i32 @next_id()
  store i32 %320, i32* %13, align 4
  %321 = load i32, i32* %13, align 4
  %322 = call i32 @running_hash(i32 noundef %321)
  store i32 %322, i32* %14, align 4
  %323 = load i32, i32* %13, align 4
  %324 = load i32, i32* %14, align 4
  %325 = call i8* @to_hex(i32 noundef %324)
  %326 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.21, i32 0, i32 0), i32 noundef %323, i8* noundef %325)
  %327 = load i32, i32* %14, align 4
  %328 = load i32, i32* %3, align 4
  %329 = xor i32 %328, %327
  store i32 %329, i32* %3, align 4
  br label %330

330:                                              ; preds = %319
  %331 = load i32, i32* %4, align 4
  %332 = add nsw i32 %331, 1
  store i32 %332, i32* %4, align 4
  br label %316, !llvm.loop !19

333:                                              ; preds = %316
  %334 = load i64, i64* @g_big, align 8
  %335 = mul nsw i64 %334, 3
  %336 = load i32, i32* @g_counter, align 4
  %337 = sext i32 %336 to i64
  %338 = add nsw i64 %335, %337
  store i64 %338, i64* @g_big, align 8
  %339 = load i64, i64* @g_big, align 8
  %340 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.22, i32 0, i32 0), i64 noundef %339)
  %341 = load i64, i64* @g_big, align 8
  %342 = trunc i64 %341 to i32
  %343 = load i32, i32* %3, align 4
  %344 = add i32 %343, %342
  store i32 %344, i32* %3, align 4
  %345 = load i32, i32* %3, align 4
  %346 = call i8* @to_hex(i32 noundef %345)
  %347 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.23, i32 0, i32 0), i8* noundef %346)
  %348 = load i32, i32* %3, align 4
  %349 = and i32 %348, 127
  ret i32 %349
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @to_hex(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 7, i32* %3, align 4
  br label %4

4:                                                ; preds = %16, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp sge i32 %5, 0
  br i1 %6, label %7, label %19

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4
  %9 = and i32 %8, 15
  %10 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %9
  %11 = load i8, i8* %10, align 1
  %12 = load i32, i32* %3, align 4
  %13 = getelementptr inbounds [9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 %12
  store i8 %11, i8* %13, align 1
  %14 = load i32, i32* %2, align 4
  %15 = lshr i32 %14, 4
  store i32 %15, i32* %2, align 4
  br label %16

16:                                               ; preds = %7
  %17 = load i32, i32* %3, align 4
  %18 = add nsw i32 %17, -1
  store i32 %18, i32* %3, align 4
  br label %4, !llvm.loop !20

19:                                               ; preds = %4
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 8), align 1
  ret i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0)
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strlen(i8* noundef) #2

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
