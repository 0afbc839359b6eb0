; ModuleID = 'c/globals.c'
source_filename = "c/globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g_counter = dso_local global i32 10, align 4
@g_big = dso_local local_unnamed_addr global i64 -1234567890123, align 8
@g_bytes = dso_local local_unnamed_addr global [16 x i8] c"\01\02\03\05\08\0D\15\227Y\90\E9yb\DB=", align 16
@g_shorts = dso_local local_unnamed_addr global [6 x i16] [i16 -1, i16 300, i16 -32768, i16 32767, i16 0, i16 1234], align 2
@g_matrix = dso_local global [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12]], align 16
@g_weights = dso_local local_unnamed_addr global [5 x double] [double 5.000000e-01, double 2.500000e-01, double 1.250000e-01, double 1.500000e+00, double -2.000000e+00], align 16
@k_primes = dso_local constant [24 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37, i32 41, i32 43, i32 47, i32 53, i32 59, i32 61, i32 67, i32 71, i32 73, i32 79, i32 83, i32 89], align 16
@g_greeting = dso_local global [15 x i8] c"Hello, globals\00", align 1
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"epsilon\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"zeta\00", align 1
@g_words = dso_local local_unnamed_addr constant [6 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0)], align 16
@s_hidden = internal global i32 77, align 4
@s_zero_static = internal global i32 0, align 4
@g_int_ptrs = dso_local local_unnamed_addr constant [4 x i32*] [i32* @g_counter, i32* @s_hidden, i32* @s_zero_static, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x [4 x i32]]* @g_matrix to i8*), i64 24) to i32*)], align 16
@g_mid = dso_local local_unnamed_addr global i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 0), align 8
@g_prime_tail = dso_local local_unnamed_addr global i32* getelementptr inbounds ([24 x i32], [24 x i32]* @k_primes, i64 0, i64 20), align 8
@vsel = internal global i32 3, align 4
@.str.6 = private unnamed_addr constant [32 x i8] c"bytes check=%s shorts sum=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"matrix:\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.10 = private unnamed_addr constant [27 x i8] c"g_mid[0..3] = %d %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"weights dot = %g\0A\00", align 1
@g_zeroed = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 16
@.str.12 = private unnamed_addr constant [17 x i8] c"zeroed mix = %s\0A\00", align 1
@.str.13 = private unnamed_addr constant [39 x i8] c"primes tail: %u %u %u %u sel-prime %u\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"squares: %u %u\0A\00", align 1
@k_squares = internal unnamed_addr constant [10 x i16] [i16 0, i16 1, i16 4, i16 9, i16 16, i16 25, i16 36, i16 49, i16 64, i16 81], align 16
@.str.15 = private unnamed_addr constant [12 x i8] c"%s! len=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [18 x i8] c"word %d: %s (%c)\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"ptr[%d] -> %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [59 x i8] c"g_counter=%d s_hidden=%d s_zero_static=%d matrix[1][2]=%d\0A\00", align 1
@g_fns = internal unnamed_addr constant [4 x i32 (i32)*] [i32 (i32)* @fn_double, i32 (i32)* @fn_square, i32 (i32)* @fn_negate, i32 (i32)* @fn_counter], align 16
@.str.20 = private unnamed_addr constant [19 x i8] c"%s(%d) = %d -> %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [15 x i8] c"id=%d hash=%s\0A\00", align 1
@.str.22 = private unnamed_addr constant [14 x i8] c"g_big = %lld\0A\00", align 1
@.str.23 = private unnamed_addr constant [12 x i8] c"check = %s\0A\00", align 1
@to_hex.buf = internal global [9 x i8] zeroinitializer, align 1
@k_hex = internal unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 16
@.str.24 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"negate\00", align 1
@.str.27 = private unnamed_addr constant [8 x i8] c"counter\00", align 1
@next_id.id = internal unnamed_addr global i32 100, align 4
@running_hash.state = internal unnamed_addr global i32 0, align 4
@running_hash.calls = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, i32* @vsel, align 4, !tbaa !5
  %2 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 0), align 16, !tbaa !9
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 31
  %5 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 1), align 1, !tbaa !9
  %6 = zext i8 %5 to i32
  %7 = add nuw nsw i32 %4, %6
  %8 = mul nuw nsw i32 %7, 31
  %9 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 2), align 2, !tbaa !9
  %10 = zext i8 %9 to i32
  %11 = add nuw nsw i32 %8, %10
  %12 = mul nuw nsw i32 %11, 31
  %13 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 3), align 1, !tbaa !9
  %14 = zext i8 %13 to i32
  %15 = add nuw nsw i32 %12, %14
  %16 = mul nuw nsw i32 %15, 31
  %17 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 4), align 4, !tbaa !9
  %18 = zext i8 %17 to i32
  %19 = add nuw nsw i32 %16, %18
  %20 = mul i32 %19, 31
  %21 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 5), align 1, !tbaa !9
  %22 = zext i8 %21 to i32
  %23 = add i32 %20, %22
  %24 = mul i32 %23, 31
  %25 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 6), align 2, !tbaa !9
  %26 = zext i8 %25 to i32
  %27 = add i32 %24, %26
  %28 = mul i32 %27, 31
  %29 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 7), align 1, !tbaa !9
  %30 = zext i8 %29 to i32
  %31 = add i32 %28, %30
  %32 = mul i32 %31, 31
  %33 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 8), align 8, !tbaa !9
  %34 = zext i8 %33 to i32
  %35 = add i32 %32, %34
  %36 = mul i32 %35, 31
  %37 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 9), align 1, !tbaa !9
  %38 = zext i8 %37 to i32
  %39 = add i32 %36, %38
  %40 = mul i32 %39, 31
  %41 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 10), align 2, !tbaa !9
  %42 = zext i8 %41 to i32
  %43 = add i32 %40, %42
  %44 = mul i32 %43, 31
  %45 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 11), align 1, !tbaa !9
  %46 = zext i8 %45 to i32
  %47 = add i32 %44, %46
  %48 = mul i32 %47, 31
  %49 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 12), align 4, !tbaa !9
  %50 = zext i8 %49 to i32
  %51 = add i32 %48, %50
  %52 = mul i32 %51, 31
  %53 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 13), align 1, !tbaa !9
  %54 = zext i8 %53 to i32
  %55 = add i32 %52, %54
  %56 = mul i32 %55, 31
  %57 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 14), align 2, !tbaa !9
  %58 = zext i8 %57 to i32
  %59 = add i32 %56, %58
  %60 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 15), align 1, !tbaa !9
  %61 = zext i8 %60 to i32
  %62 = load i16, i16* getelementptr inbounds ([6 x i16], [6 x i16]* @g_shorts, i64 0, i64 0), align 2, !tbaa !10
  %63 = sext i16 %62 to i64
  %64 = load i16, i16* getelementptr inbounds ([6 x i16], [6 x i16]* @g_shorts, i64 0, i64 1), align 2, !tbaa !10
  %65 = sext i16 %64 to i64
  %66 = add nsw i64 %65, %63
  %67 = load i16, i16* getelementptr inbounds ([6 x i16], [6 x i16]* @g_shorts, i64 0, i64 2), align 2, !tbaa !10
  %68 = sext i16 %67 to i64
  %69 = add nsw i64 %66, %68
  %70 = load i16, i16* getelementptr inbounds ([6 x i16], [6 x i16]* @g_shorts, i64 0, i64 3), align 2, !tbaa !10
  %71 = sext i16 %70 to i64
  %72 = add nsw i64 %69, %71
  %73 = load i16, i16* getelementptr inbounds ([6 x i16], [6 x i16]* @g_shorts, i64 0, i64 4), align 2, !tbaa !10
  %74 = sext i16 %73 to i64
  %75 = add nsw i64 %72, %74
  %76 = load i16, i16* getelementptr inbounds ([6 x i16], [6 x i16]* @g_shorts, i64 0, i64 5), align 2, !tbaa !10
  %77 = sext i16 %76 to i64
  %78 = add nsw i64 %75, %77
  %79 = mul i32 %59, 31
  %80 = add i32 %79, %61
  %81 = and i32 %80, 15
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %82
  %84 = load i8, i8* %83, align 1, !tbaa !9
  store i8 %84, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 7), align 1, !tbaa !9
  %85 = lshr i32 %80, 4
  %86 = and i32 %85, 15
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %87
  %89 = load i8, i8* %88, align 1, !tbaa !9
  store i8 %89, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 6), align 1, !tbaa !9
  %90 = lshr i32 %80, 8
  %91 = and i32 %90, 15
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %92
  %94 = load i8, i8* %93, align 1, !tbaa !9
  store i8 %94, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 5), align 1, !tbaa !9
  %95 = lshr i32 %80, 12
  %96 = and i32 %95, 15
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %97
  %99 = load i8, i8* %98, align 1, !tbaa !9
  store i8 %99, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 4), align 1, !tbaa !9
  %100 = lshr i32 %80, 16
  %101 = and i32 %100, 15
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %102
  %104 = load i8, i8* %103, align 1, !tbaa !9
  store i8 %104, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 3), align 1, !tbaa !9
  %105 = lshr i32 %80, 20
  %106 = and i32 %105, 15
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %107
  %109 = load i8, i8* %108, align 1, !tbaa !9
  store i8 %109, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 2), align 1, !tbaa !9
  %110 = lshr i32 %80, 24
  %111 = and i32 %110, 15
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %112
  %114 = load i8, i8* %113, align 1, !tbaa !9
  store i8 %114, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 1), align 1, !tbaa !9
  %115 = lshr i32 %80, 28
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %116
  %118 = load i8, i8* %117, align 1, !tbaa !9
  store i8 %118, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 8), align 1, !tbaa !9
  %119 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0), i64 noundef %78)
  %120 = load <4 x i32>, <4 x i32>* bitcast ([3 x [4 x i32]]* @g_matrix to <4 x i32>*), align 16, !tbaa !5
  %121 = insertelement <4 x i32> poison, i32 %1, i64 0
  %122 = shufflevector <4 x i32> %121, <4 x i32> poison, <4 x i32> zeroinitializer
  %123 = mul nsw <4 x i32> %120, %122
  store <4 x i32> %123, <4 x i32>* bitcast ([3 x [4 x i32]]* @g_matrix to <4 x i32>*), align 16, !tbaa !5
  %124 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 0) to <4 x i32>*), align 16, !tbaa !5
  %125 = insertelement <2 x i32> poison, i32 %1, i64 0
  %126 = shufflevector <2 x i32> %125, <2 x i32> poison, <2 x i32> zeroinitializer
  %127 = add <2 x i32> %126, <i32 1, i32 2>
  %128 = extractelement <2 x i32> %127, i64 0
  %129 = shufflevector <2 x i32> %127, <2 x i32> undef, <4 x i32> zeroinitializer
  %130 = mul nsw <4 x i32> %124, %129
  store <4 x i32> %130, <4 x i32>* bitcast (i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 0) to <4 x i32>*), align 16, !tbaa !5
  %131 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 2, i64 0) to <4 x i32>*), align 16, !tbaa !5
  %132 = extractelement <2 x i32> %127, i64 1
  %133 = shufflevector <2 x i32> %127, <2 x i32> undef, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %134 = mul nsw <4 x i32> %131, %133
  store <4 x i32> %134, <4 x i32>* bitcast (i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 2, i64 0) to <4 x i32>*), align 16, !tbaa !5
  %135 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0))
  %136 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 0, i64 0), align 16, !tbaa !5
  %137 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %136)
  %138 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 0, i64 1), align 4, !tbaa !5
  %139 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %138)
  %140 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 0, i64 2), align 8, !tbaa !5
  %141 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %140)
  %142 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 0, i64 3), align 4, !tbaa !5
  %143 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %142)
  %144 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 0), align 16, !tbaa !5
  %145 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %144)
  %146 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 1), align 4, !tbaa !5
  %147 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %146)
  %148 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 2), align 8, !tbaa !5
  %149 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %148)
  %150 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 3), align 4, !tbaa !5
  %151 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %150)
  %152 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 2, i64 0), align 16, !tbaa !5
  %153 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %152)
  %154 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 2, i64 1), align 4, !tbaa !5
  %155 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %154)
  %156 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 2, i64 2), align 8, !tbaa !5
  %157 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %156)
  %158 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 2, i64 3), align 4, !tbaa !5
  %159 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %158)
  %160 = tail call i32 @putchar(i32 10)
  %161 = load i32*, i32** @g_mid, align 8, !tbaa !12
  %162 = load i32, i32* %161, align 4, !tbaa !5
  %163 = getelementptr inbounds i32, i32* %161, i64 1
  %164 = load i32, i32* %163, align 4, !tbaa !5
  %165 = getelementptr inbounds i32, i32* %161, i64 2
  %166 = load i32, i32* %165, align 4, !tbaa !5
  %167 = getelementptr inbounds i32, i32* %161, i64 3
  %168 = load i32, i32* %167, align 4, !tbaa !5
  %169 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.10, i64 0, i64 0), i32 noundef %162, i32 noundef %164, i32 noundef %166, i32 noundef %168)
  %170 = load double, double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i64 0, i64 0), align 16, !tbaa !14
  %171 = sitofp i32 %1 to double
  %172 = fmul double %170, %171
  %173 = fadd double %172, 0.000000e+00
  %174 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i64 0, i64 1) to <2 x double>*), align 8, !tbaa !14
  %175 = sitofp <2 x i32> %127 to <2 x double>
  %176 = fmul <2 x double> %174, %175
  %177 = extractelement <2 x double> %176, i64 0
  %178 = fadd double %173, %177
  %179 = extractelement <2 x double> %176, i64 1
  %180 = fadd double %178, %179
  %181 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i64 0, i64 3) to <2 x double>*), align 8, !tbaa !14
  %182 = add nsw <2 x i32> %126, <i32 3, i32 4>
  %183 = sitofp <2 x i32> %182 to <2 x double>
  %184 = fmul <2 x double> %181, %183
  %185 = extractelement <2 x double> %184, i64 0
  %186 = fadd double %180, %185
  %187 = extractelement <2 x double> %184, i64 1
  %188 = fadd double %186, %187
  %189 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), double noundef %188)
  %190 = fmul double %188, 8.000000e+00
  br label %191

191:                                              ; preds = %0, %191
  %192 = phi i64 [ 0, %0 ], [ %203, %191 ]
  %193 = trunc i64 %192 to i32
  %194 = trunc i64 %192 to i8
  %195 = urem i8 %194, 24
  %196 = zext i8 %195 to i64
  %197 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i64 0, i64 %196
  %198 = load i32, i32* %197, align 4, !tbaa !5
  %199 = mul i32 %198, %193
  %200 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %192
  %201 = load i32, i32* %200, align 4, !tbaa !5
  %202 = add i32 %201, %199
  store i32 %202, i32* %200, align 4, !tbaa !5
  %203 = add nuw nsw i64 %192, 1
  %204 = icmp eq i64 %203, 64
  br i1 %204, label %205, label %191, !llvm.loop !16

205:                                              ; preds = %191, %205
  %206 = phi i64 [ %223, %205 ], [ 0, %191 ]
  %207 = phi i32 [ %222, %205 ], [ 0, %191 ]
  %208 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %206
  %209 = load i32, i32* %208, align 8, !tbaa !5
  %210 = trunc i64 %206 to i8
  %211 = urem i8 %210, 7
  %212 = zext i8 %211 to i32
  %213 = shl i32 %209, %212
  %214 = xor i32 %213, %207
  %215 = or i64 %206, 1
  %216 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %215
  %217 = load i32, i32* %216, align 4, !tbaa !5
  %218 = trunc i64 %215 to i8
  %219 = urem i8 %218, 7
  %220 = zext i8 %219 to i32
  %221 = shl i32 %217, %220
  %222 = xor i32 %221, %214
  %223 = add nuw nsw i64 %206, 2
  %224 = icmp eq i64 %223, 64
  br i1 %224, label %225, label %205, !llvm.loop !18

225:                                              ; preds = %205
  %226 = fptosi double %190 to i32
  %227 = add i32 %80, %226
  %228 = and i32 %222, 15
  %229 = zext i32 %228 to i64
  %230 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %229
  %231 = load i8, i8* %230, align 1, !tbaa !9
  store i8 %231, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 7), align 1, !tbaa !9
  %232 = lshr i32 %222, 4
  %233 = and i32 %232, 15
  %234 = zext i32 %233 to i64
  %235 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %234
  %236 = load i8, i8* %235, align 1, !tbaa !9
  store i8 %236, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 6), align 1, !tbaa !9
  %237 = lshr i32 %222, 8
  %238 = and i32 %237, 15
  %239 = zext i32 %238 to i64
  %240 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %239
  %241 = load i8, i8* %240, align 1, !tbaa !9
  store i8 %241, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 5), align 1, !tbaa !9
  %242 = lshr i32 %222, 12
  %243 = and i32 %242, 15
  %244 = zext i32 %243 to i64
  %245 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %244
  %246 = load i8, i8* %245, align 1, !tbaa !9
  store i8 %246, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 4), align 1, !tbaa !9
  %247 = lshr i32 %222, 16
  %248 = and i32 %247, 15
  %249 = zext i32 %248 to i64
  %250 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %249
  %251 = load i8, i8* %250, align 1, !tbaa !9
  store i8 %251, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 3), align 1, !tbaa !9
  %252 = lshr i32 %222, 20
  %253 = and i32 %252, 15
  %254 = zext i32 %253 to i64
  %255 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %254
  %256 = load i8, i8* %255, align 1, !tbaa !9
  store i8 %256, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 2), align 1, !tbaa !9
  %257 = lshr i32 %222, 24
  %258 = and i32 %257, 15
  %259 = zext i32 %258 to i64
  %260 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %259
  %261 = load i8, i8* %260, align 1, !tbaa !9
  store i8 %261, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 1), align 1, !tbaa !9
  %262 = lshr i32 %222, 28
  %263 = zext i32 %262 to i64
  %264 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %263
  %265 = load i8, i8* %264, align 1, !tbaa !9
  store i8 %265, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 8), align 1, !tbaa !9
  %266 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0))
  %267 = xor i32 %222, %227
  %268 = load i32*, i32** @g_prime_tail, align 8, !tbaa !12
  %269 = load i32, i32* %268, align 4, !tbaa !5
  %270 = getelementptr inbounds i32, i32* %268, i64 1
  %271 = load i32, i32* %270, align 4, !tbaa !5
  %272 = getelementptr inbounds i32, i32* %268, i64 2
  %273 = load i32, i32* %272, align 4, !tbaa !5
  %274 = getelementptr inbounds i32, i32* %268, i64 3
  %275 = load i32, i32* %274, align 4, !tbaa !5
  %276 = mul nsw i32 %1, 5
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i64 0, i64 %277
  %279 = load i32, i32* %278, align 4, !tbaa !5
  %280 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.13, i64 0, i64 0), i32 noundef %269, i32 noundef %271, i32 noundef %273, i32 noundef %275, i32 noundef %279)
  %281 = sext i32 %1 to i64
  %282 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i64 0, i64 %281
  %283 = load i16, i16* %282, align 2, !tbaa !10
  %284 = zext i16 %283 to i32
  %285 = sub nsw i32 9, %1
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i64 0, i64 %286
  %288 = load i16, i16* %287, align 2, !tbaa !10
  %289 = zext i16 %288 to i32
  %290 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i64 0, i64 0), i32 noundef %284, i32 noundef %289)
  %291 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0)) #6
  %292 = trunc i64 %291 to i32
  %293 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0), i32 noundef %292)
  store i8 74, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0), align 1, !tbaa !9
  %294 = getelementptr inbounds [15 x i8], [15 x i8]* @g_greeting, i64 0, i64 %281
  store i8 76, i8* %294, align 1, !tbaa !9
  %295 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0))
  %296 = srem i32 %1, 6
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %297
  %299 = load i8*, i8** %298, align 8, !tbaa !12
  %300 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %299) #6
  %301 = add i64 %300, -1
  %302 = getelementptr inbounds i8, i8* %299, i64 %301
  %303 = load i8, i8* %302, align 1, !tbaa !9
  %304 = sext i8 %303 to i32
  %305 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef 0, i8* noundef %299, i32 noundef %304)
  %306 = mul i32 %267, 7
  %307 = load i8, i8* %299, align 1, !tbaa !9
  %308 = zext i8 %307 to i32
  %309 = add i32 %306, %308
  %310 = srem i32 %128, 6
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %311
  %313 = load i8*, i8** %312, align 8, !tbaa !12
  %314 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %313) #6
  %315 = add i64 %314, -1
  %316 = getelementptr inbounds i8, i8* %313, i64 %315
  %317 = load i8, i8* %316, align 1, !tbaa !9
  %318 = sext i8 %317 to i32
  %319 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef 1, i8* noundef %313, i32 noundef %318)
  %320 = mul i32 %309, 7
  %321 = load i8, i8* %313, align 1, !tbaa !9
  %322 = zext i8 %321 to i32
  %323 = add i32 %320, %322
  %324 = srem i32 %132, 6
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %325
  %327 = load i8*, i8** %326, align 8, !tbaa !12
  %328 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %327) #6
  %329 = add i64 %328, -1
  %330 = getelementptr inbounds i8, i8* %327, i64 %329
  %331 = load i8, i8* %330, align 1, !tbaa !9
  %332 = sext i8 %331 to i32
  %333 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef 2, i8* noundef %327, i32 noundef %332)
  %334 = mul i32 %323, 7
  %335 = load i8, i8* %327, align 1, !tbaa !9
  %336 = zext i8 %335 to i32
  %337 = add i32 %334, %336
  %338 = extractelement <2 x i32> %182, i64 0
  %339 = srem i32 %338, 6
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %340
  %342 = load i8*, i8** %341, align 8, !tbaa !12
  %343 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %342) #6
  %344 = add i64 %343, -1
  %345 = getelementptr inbounds i8, i8* %342, i64 %344
  %346 = load i8, i8* %345, align 1, !tbaa !9
  %347 = sext i8 %346 to i32
  %348 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef 3, i8* noundef %342, i32 noundef %347)
  %349 = mul i32 %337, 7
  %350 = load i8, i8* %342, align 1, !tbaa !9
  %351 = zext i8 %350 to i32
  %352 = add i32 %349, %351
  %353 = extractelement <2 x i32> %182, i64 1
  %354 = srem i32 %353, 6
  %355 = sext i32 %354 to i64
  %356 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %355
  %357 = load i8*, i8** %356, align 8, !tbaa !12
  %358 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %357) #6
  %359 = add i64 %358, -1
  %360 = getelementptr inbounds i8, i8* %357, i64 %359
  %361 = load i8, i8* %360, align 1, !tbaa !9
  %362 = sext i8 %361 to i32
  %363 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef 4, i8* noundef %357, i32 noundef %362)
  %364 = mul i32 %352, 7
  %365 = load i8, i8* %357, align 1, !tbaa !9
  %366 = zext i8 %365 to i32
  %367 = add i32 %364, %366
  %368 = add nsw i32 %1, 5
  %369 = srem i32 %368, 6
  %370 = sext i32 %369 to i64
  %371 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %370
  %372 = load i8*, i8** %371, align 8, !tbaa !12
  %373 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %372) #6
  %374 = add i64 %373, -1
  %375 = getelementptr inbounds i8, i8* %372, i64 %374
  %376 = load i8, i8* %375, align 1, !tbaa !9
  %377 = sext i8 %376 to i32
  %378 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef 5, i8* noundef %372, i32 noundef %377)
  %379 = mul i32 %367, 7
  %380 = load i8, i8* %372, align 1, !tbaa !9
  %381 = zext i8 %380 to i32
  %382 = add i32 %379, %381
  %383 = load i32, i32* @g_counter, align 4, !tbaa !5
  %384 = add nsw i32 %383, %1
  store i32 %384, i32* @g_counter, align 4, !tbaa !5
  %385 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i32 noundef 0, i32 noundef %384)
  %386 = load i32, i32* @g_counter, align 4, !tbaa !5
  %387 = add i32 %382, %386
  %388 = load i32, i32* @s_hidden, align 4, !tbaa !5
  %389 = add nsw i32 %388, %128
  store i32 %389, i32* @s_hidden, align 4, !tbaa !5
  %390 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i32 noundef 1, i32 noundef %389)
  %391 = load i32, i32* @s_hidden, align 4, !tbaa !5
  %392 = add i32 %387, %391
  %393 = load i32, i32* @s_zero_static, align 4, !tbaa !5
  %394 = add nsw i32 %393, %132
  store i32 %394, i32* @s_zero_static, align 4, !tbaa !5
  %395 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i32 noundef 2, i32 noundef %394)
  %396 = load i32, i32* @s_zero_static, align 4, !tbaa !5
  %397 = add i32 %392, %396
  %398 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 2), align 8, !tbaa !5
  %399 = add nsw i32 %398, %338
  store i32 %399, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 2), align 8, !tbaa !5
  %400 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i32 noundef 3, i32 noundef %399)
  %401 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 2), align 8, !tbaa !5
  %402 = add i32 %397, %401
  %403 = load i32, i32* @g_counter, align 4, !tbaa !5
  %404 = load i32, i32* @s_hidden, align 4, !tbaa !5
  %405 = load i32, i32* @s_zero_static, align 4, !tbaa !5
  %406 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str.19, i64 0, i64 0), i32 noundef %403, i32 noundef %404, i32 noundef %405, i32 noundef %401)
  %407 = add nsw i32 %1, 21
  %408 = shl nsw i32 %407, 1
  %409 = srem i32 %1, 4
  %410 = sext i32 %409 to i64
  %411 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i64 0, i64 %410
  %412 = load i32 (i32)*, i32 (i32)** %411, align 8, !tbaa !12
  %413 = tail call i32 %412(i32 noundef %408) #7
  %414 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.24, i64 0, i64 0), i32 noundef %407, i32 noundef %408, i32 noundef %413)
  %415 = mul i32 %402, 13
  %416 = add i32 %415, %408
  %417 = add i32 %416, %413
  %418 = add nsw i32 %1, 12
  %419 = mul nsw i32 %418, %418
  %420 = srem i32 %128, 4
  %421 = sext i32 %420 to i64
  %422 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i64 0, i64 %421
  %423 = load i32 (i32)*, i32 (i32)** %422, align 8, !tbaa !12
  %424 = tail call i32 %423(i32 noundef %419) #7
  %425 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i64 0, i64 0), i32 noundef %418, i32 noundef %419, i32 noundef %424)
  %426 = mul i32 %417, 13
  %427 = add i32 %426, %419
  %428 = add i32 %427, %424
  %429 = sub i32 -5, %1
  %430 = srem i32 %132, 4
  %431 = sext i32 %430 to i64
  %432 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i64 0, i64 %431
  %433 = load i32 (i32)*, i32 (i32)** %432, align 8, !tbaa !12
  %434 = tail call i32 %433(i32 noundef %429) #7
  %435 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0), i32 noundef %368, i32 noundef %429, i32 noundef %434)
  %436 = mul i32 %428, 13
  %437 = add i32 %436, %429
  %438 = add i32 %437, %434
  %439 = load i32, i32* @g_counter, align 4, !tbaa !5
  %440 = add nsw i32 %439, %338
  store i32 %440, i32* @g_counter, align 4, !tbaa !5
  %441 = srem i32 %338, 4
  %442 = sext i32 %441 to i64
  %443 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i64 0, i64 %442
  %444 = load i32 (i32)*, i32 (i32)** %443, align 8, !tbaa !12
  %445 = tail call i32 %444(i32 noundef %440) #7
  %446 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.27, i64 0, i64 0), i32 noundef %338, i32 noundef %440, i32 noundef %445)
  %447 = mul i32 %438, 13
  %448 = add i32 %440, %447
  %449 = add i32 %448, %445
  br label %450

450:                                              ; preds = %225, %450
  %451 = phi i32 [ %500, %450 ], [ %449, %225 ]
  %452 = phi i32 [ %501, %450 ], [ 0, %225 ]
  %453 = load i32, i32* @next_id.id, align 4, !tbaa !5
  %454 = add nsw i32 %453, 1
  store i32 %454, i32* @next_id.id, align 4, !tbaa !5
  %455 = load i32, i32* @running_hash.calls, align 4, !tbaa !5
  %456 = add i32 %455, 1
  store i32 %456, i32* @running_hash.calls, align 4, !tbaa !5
  %457 = load i32, i32* @running_hash.state, align 4, !tbaa !5
  %458 = xor i32 %457, %453
  %459 = mul i32 %458, 16777619
  %460 = add i32 %459, %456
  store i32 %460, i32* @running_hash.state, align 4, !tbaa !5
  %461 = and i32 %460, 15
  %462 = zext i32 %461 to i64
  %463 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %462
  %464 = load i8, i8* %463, align 1, !tbaa !9
  store i8 %464, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 7), align 1, !tbaa !9
  %465 = lshr i32 %460, 4
  %466 = and i32 %465, 15
  %467 = zext i32 %466 to i64
  %468 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %467
  %469 = load i8, i8* %468, align 1, !tbaa !9
  store i8 %469, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 6), align 1, !tbaa !9
  %470 = lshr i32 %460, 8
  %471 = and i32 %470, 15
  %472 = zext i32 %471 to i64
  %473 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %472
  %474 = load i8, i8* %473, align 1, !tbaa !9
  store i8 %474, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 5), align 1, !tbaa !9
  %475 = lshr i32 %460, 12
  %476 = and i32 %475, 15
  %477 = zext i32 %476 to i64
  %478 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %477
  %479 = load i8, i8* %478, align 1, !tbaa !9
  store i8 %479, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 4), align 1, !tbaa !9
  %480 = lshr i32 %460, 16
  %481 = and i32 %480, 15
  %482 = zext i32 %481 to i64
  %483 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %482
  %484 = load i8, i8* %483, align 1, !tbaa !9
  store i8 %484, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 3), align 1, !tbaa !9
  %485 = lshr i32 %460, 20
  %486 = and i32 %485, 15
  %487 = zext i32 %486 to i64
  %488 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %487
  %489 = load i8, i8* %488, align 1, !tbaa !9
  store i8 %489, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 2), align 1, !tbaa !9
  %490 = lshr i32 %460, 24
  %491 = and i32 %490, 15
  %492 = zext i32 %491 to i64
  %493 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %492
  %494 = load i8, i8* %493, align 1, !tbaa !9
  store i8 %494, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 1), align 1, !tbaa !9
  %495 = lshr i32 %460, 28
  %496 = zext i32 %495 to i64
  %497 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %496
  %498 = load i8, i8* %497, align 1, !tbaa !9
  store i8 %498, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 8), align 1, !tbaa !9
  %499 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.21, i64 0, i64 0), i32 noundef %453, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0))
  %500 = xor i32 %460, %451
  %501 = add nuw nsw i32 %452, 1
  %502 = icmp eq i32 %501, 5
  br i1 %502, label %503, label %450, !llvm.loop !19

503:                                              ; preds = %450
  %504 = load i64, i64* @g_big, align 8, !tbaa !20
  %505 = mul nsw i64 %504, 3
  %506 = load i32, i32* @g_counter, align 4, !tbaa !5
  %507 = sext i32 %506 to i64
  %508 = add nsw i64 %505, %507
  store i64 %508, i64* @g_big, align 8, !tbaa !20
  %509 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.22, i64 0, i64 0), i64 noundef %508)
  %510 = load i64, i64* @g_big, align 8, !tbaa !20
  %511 = trunc i64 %510 to i32
  %512 = add i32 %500, %511
  %513 = and i32 %512, 15
  %514 = zext i32 %513 to i64
  %515 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %514
  %516 = load i8, i8* %515, align 1, !tbaa !9
  store i8 %516, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 7), align 1, !tbaa !9
  %517 = lshr i32 %512, 4
  %518 = and i32 %517, 15
  %519 = zext i32 %518 to i64
  %520 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %519
  %521 = load i8, i8* %520, align 1, !tbaa !9
  store i8 %521, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 6), align 1, !tbaa !9
  %522 = lshr i32 %512, 8
  %523 = and i32 %522, 15
  %524 = zext i32 %523 to i64
  %525 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %524
  %526 = load i8, i8* %525, align 1, !tbaa !9
  store i8 %526, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 5), align 1, !tbaa !9
  %527 = lshr i32 %512, 12
  %528 = and i32 %527, 15
  %529 = zext i32 %528 to i64
  %530 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %529
  %531 = load i8, i8* %530, align 1, !tbaa !9
  store i8 %531, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 4), align 1, !tbaa !9
  %532 = lshr i32 %512, 16
  %533 = and i32 %532, 15
  %534 = zext i32 %533 to i64
  %535 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %534
  %536 = load i8, i8* %535, align 1, !tbaa !9
  store i8 %536, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 3), align 1, !tbaa !9
  %537 = lshr i32 %512, 20
  %538 = and i32 %537, 15
  %539 = zext i32 %538 to i64
  %540 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %539
  %541 = load i8, i8* %540, align 1, !tbaa !9
  store i8 %541, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 2), align 1, !tbaa !9
  %542 = lshr i32 %512, 24
  %543 = and i32 %542, 15
  %544 = zext i32 %543 to i64
  %545 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %544
  %546 = load i8, i8* %545, align 1, !tbaa !9
  store i8 %546, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 1), align 1, !tbaa !9
  %547 = lshr i32 %512, 28
  %548 = zext i32 %547 to i64
  %549 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %548
  %550 = load i8, i8* %549, align 1, !tbaa !9
  store i8 %550, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 8), align 1, !tbaa !9
  %551 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.23, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0))
  %552 = and i32 %512, 127
  ret i32 %552
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @fn_double(i32 noundef %0) #3 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @fn_square(i32 noundef %0) #3 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @fn_negate(i32 noundef %0) #3 {
  %2 = sub nsw i32 0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal i32 @fn_counter(i32 noundef %0) #4 {
  %2 = load i32, i32* @g_counter, align 4, !tbaa !5
  %3 = add nsw i32 %2, %0
  store i32 %3, i32* @g_counter, align 4, !tbaa !5
  ret i32 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !7, i64 0}
