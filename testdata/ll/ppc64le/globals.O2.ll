; ModuleID = 'c/globals.c'
source_filename = "c/globals.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@g_counter = dso_local global i32 10, align 4
@g_big = dso_local local_unnamed_addr global i64 -1234567890123, align 8
@g_bytes = dso_local local_unnamed_addr global [16 x i8] c"\01\02\03\05\08\0D\15\227Y\90\E9yb\DB=", align 1
@g_shorts = dso_local local_unnamed_addr global [6 x i16] [i16 -1, i16 300, i16 -32768, i16 32767, i16 0, i16 1234], align 2
@g_matrix = dso_local global [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12]], align 16
@g_weights = dso_local local_unnamed_addr global [5 x double] [double 5.000000e-01, double 2.500000e-01, double 1.250000e-01, double 1.500000e+00, double -2.000000e+00], align 8
@k_primes = dso_local constant [24 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37, i32 41, i32 43, i32 47, i32 53, i32 59, i32 61, i32 67, i32 71, i32 73, i32 79, i32 83, i32 89], align 4
@g_greeting = dso_local global [15 x i8] c"Hello, globals\00", align 1
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"epsilon\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"zeta\00", align 1
@g_words = dso_local local_unnamed_addr constant [6 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0)], align 8
@s_hidden = internal global i32 77, align 4
@s_zero_static = internal global i32 0, align 4
@g_int_ptrs = dso_local local_unnamed_addr constant [4 x i32*] [i32* @g_counter, i32* @s_hidden, i32* @s_zero_static, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x [4 x i32]]* @g_matrix to i8*), i64 24) to i32*)], align 8
@g_mid = dso_local local_unnamed_addr global i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 0), align 8
@g_prime_tail = dso_local local_unnamed_addr global i32* getelementptr inbounds ([24 x i32], [24 x i32]* @k_primes, i64 0, i64 20), align 8
@vsel = internal global i32 3, align 4
@.str.6 = private unnamed_addr constant [32 x i8] c"bytes check=%s shorts sum=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"matrix:\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.10 = private unnamed_addr constant [27 x i8] c"g_mid[0..3] = %d %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"weights dot = %g\0A\00", align 1
@g_zeroed = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 4
@.str.12 = private unnamed_addr constant [17 x i8] c"zeroed mix = %s\0A\00", align 1
@.str.13 = private unnamed_addr constant [39 x i8] c"primes tail: %u %u %u %u sel-prime %u\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"squares: %u %u\0A\00", align 1
@k_squares = internal unnamed_addr constant [10 x i16] [i16 0, i16 1, i16 4, i16 9, i16 16, i16 25, i16 36, i16 49, i16 64, i16 81], align 2
@.str.15 = private unnamed_addr constant [12 x i8] c"%s! len=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [18 x i8] c"word %d: %s (%c)\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"ptr[%d] -> %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [59 x i8] c"g_counter=%d s_hidden=%d s_zero_static=%d matrix[1][2]=%d\0A\00", align 1
@g_fns = internal unnamed_addr constant [4 x i32 (i32)*] [i32 (i32)* @fn_double, i32 (i32)* @fn_square, i32 (i32)* @fn_negate, i32 (i32)* @fn_counter], align 8
@.str.20 = private unnamed_addr constant [19 x i8] c"%s(%d) = %d -> %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [15 x i8] c"id=%d hash=%s\0A\00", align 1
@.str.22 = private unnamed_addr constant [14 x i8] c"g_big = %lld\0A\00", align 1
@.str.23 = private unnamed_addr constant [12 x i8] c"check = %s\0A\00", align 1
@to_hex.buf = internal global [9 x i8] zeroinitializer, align 1
@k_hex = internal unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.24 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"negate\00", align 1
@.str.27 = private unnamed_addr constant [8 x i8] c"counter\00", align 1
@next_id.id = internal unnamed_addr global i32 100, align 4
@running_hash.state = internal unnamed_addr global i32 0, align 4
@running_hash.calls = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, i32* @vsel, align 4, !tbaa !5
  %2 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 0), align 1, !tbaa !9
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 31
  %5 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 1), align 1, !tbaa !9
  %6 = zext i8 %5 to i32
  %7 = add nuw nsw i32 %4, %6
  %8 = mul nuw nsw i32 %7, 31
  %9 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 2), align 1, !tbaa !9
  %10 = zext i8 %9 to i32
  %11 = add nuw nsw i32 %8, %10
  %12 = mul nuw nsw i32 %11, 31
  %13 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 3), align 1, !tbaa !9
  %14 = zext i8 %13 to i32
  %15 = add nuw nsw i32 %12, %14
  %16 = mul nuw nsw i32 %15, 31
  %17 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 4), align 1, !tbaa !9
  %18 = zext i8 %17 to i32
  %19 = add nuw nsw i32 %16, %18
  %20 = mul i32 %19, 31
  %21 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 5), align 1, !tbaa !9
  %22 = zext i8 %21 to i32
  %23 = add i32 %20, %22
  %24 = mul i32 %23, 31
  %25 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 6), align 1, !tbaa !9
  %26 = zext i8 %25 to i32
  %27 = add i32 %24, %26
  %28 = mul i32 %27, 31
  %29 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 7), align 1, !tbaa !9
  %30 = zext i8 %29 to i32
  %31 = add i32 %28, %30
  %32 = mul i32 %31, 31
  %33 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 8), align 1, !tbaa !9
  %34 = zext i8 %33 to i32
  %35 = add i32 %32, %34
  %36 = mul i32 %35, 31
  %37 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 9), align 1, !tbaa !9
  %38 = zext i8 %37 to i32
  %39 = add i32 %36, %38
  %40 = mul i32 %39, 31
  %41 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 10), align 1, !tbaa !9
  %42 = zext i8 %41 to i32
  %43 = add i32 %40, %42
  %44 = mul i32 %43, 31
  %45 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 11), align 1, !tbaa !9
  %46 = zext i8 %45 to i32
  %47 = add i32 %44, %46
  %48 = mul i32 %47, 31
  %49 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 12), align 1, !tbaa !9
  %50 = zext i8 %49 to i32
  %51 = add i32 %48, %50
  %52 = mul i32 %51, 31
  %53 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 13), align 1, !tbaa !9
  %54 = zext i8 %53 to i32
  %55 = add i32 %52, %54
  %56 = mul i32 %55, 31
  %57 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i64 0, i64 14), align 1, !tbaa !9
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
  %119 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0), i64 noundef %78)
  %120 = load <4 x i32>, <4 x i32>* bitcast ([3 x [4 x i32]]* @g_matrix to <4 x i32>*), align 16, !tbaa !5
  %121 = insertelement <4 x i32> poison, i32 %1, i64 0
  %122 = shufflevector <4 x i32> %121, <4 x i32> poison, <4 x i32> zeroinitializer
  %123 = mul nsw <4 x i32> %120, %122
  store <4 x i32> %123, <4 x i32>* bitcast ([3 x [4 x i32]]* @g_matrix to <4 x i32>*), align 16, !tbaa !5
  %124 = add i32 %1, 1
  %125 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 0) to <4 x i32>*), align 16, !tbaa !5
  %126 = insertelement <4 x i32> poison, i32 %124, i64 0
  %127 = shufflevector <4 x i32> %126, <4 x i32> poison, <4 x i32> zeroinitializer
  %128 = mul nsw <4 x i32> %125, %127
  store <4 x i32> %128, <4 x i32>* bitcast (i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 0) to <4 x i32>*), align 16, !tbaa !5
  %129 = add i32 %1, 2
  %130 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 2, i64 0) to <4 x i32>*), align 16, !tbaa !5
  %131 = insertelement <4 x i32> poison, i32 %129, i64 0
  %132 = shufflevector <4 x i32> %131, <4 x i32> poison, <4 x i32> zeroinitializer
  %133 = mul nsw <4 x i32> %130, %132
  store <4 x i32> %133, <4 x i32>* bitcast (i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 2, i64 0) to <4 x i32>*), align 16, !tbaa !5
  %134 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0))
  %135 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 0, i64 0), align 16, !tbaa !5
  %136 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %135)
  %137 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 0, i64 1), align 4, !tbaa !5
  %138 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %137)
  %139 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 0, i64 2), align 8, !tbaa !5
  %140 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %139)
  %141 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 0, i64 3), align 4, !tbaa !5
  %142 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %141)
  %143 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 0), align 16, !tbaa !5
  %144 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %143)
  %145 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 1), align 4, !tbaa !5
  %146 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %145)
  %147 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 2), align 8, !tbaa !5
  %148 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %147)
  %149 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 3), align 4, !tbaa !5
  %150 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %149)
  %151 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 2, i64 0), align 16, !tbaa !5
  %152 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %151)
  %153 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 2, i64 1), align 4, !tbaa !5
  %154 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %153)
  %155 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 2, i64 2), align 8, !tbaa !5
  %156 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %155)
  %157 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 2, i64 3), align 4, !tbaa !5
  %158 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %157)
  %159 = tail call i32 @putchar(i32 10)
  %160 = load i32*, i32** @g_mid, align 8, !tbaa !12
  %161 = load i32, i32* %160, align 4, !tbaa !5
  %162 = getelementptr inbounds i32, i32* %160, i64 1
  %163 = load i32, i32* %162, align 4, !tbaa !5
  %164 = getelementptr inbounds i32, i32* %160, i64 2
  %165 = load i32, i32* %164, align 4, !tbaa !5
  %166 = getelementptr inbounds i32, i32* %160, i64 3
  %167 = load i32, i32* %166, align 4, !tbaa !5
  %168 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %161, i32 noundef signext %163, i32 noundef signext %165, i32 noundef signext %167)
  %169 = load double, double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i64 0, i64 0), align 8, !tbaa !14
  %170 = sitofp i32 %1 to double
  %171 = fmul double %169, %170
  %172 = fadd double %171, 0.000000e+00
  %173 = load double, double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i64 0, i64 1), align 8, !tbaa !14
  %174 = sitofp i32 %124 to double
  %175 = fmul double %173, %174
  %176 = fadd double %172, %175
  %177 = load double, double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i64 0, i64 2), align 8, !tbaa !14
  %178 = sitofp i32 %129 to double
  %179 = fmul double %177, %178
  %180 = fadd double %176, %179
  %181 = load double, double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i64 0, i64 3), align 8, !tbaa !14
  %182 = add nsw i32 %1, 3
  %183 = sitofp i32 %182 to double
  %184 = fmul double %181, %183
  %185 = fadd double %180, %184
  %186 = load double, double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i64 0, i64 4), align 8, !tbaa !14
  %187 = add nsw i32 %1, 4
  %188 = sitofp i32 %187 to double
  %189 = fmul double %186, %188
  %190 = fadd double %185, %189
  %191 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), double noundef %190)
  %192 = fmul double %190, 8.000000e+00
  br label %193

193:                                              ; preds = %193, %0
  %194 = phi i64 [ 0, %0 ], [ %238, %193 ]
  %195 = trunc i64 %194 to i32
  %196 = trunc i64 %194 to i8
  %197 = urem i8 %196, 24
  %198 = zext i8 %197 to i64
  %199 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i64 0, i64 %198
  %200 = load i32, i32* %199, align 4, !tbaa !5
  %201 = mul i32 %200, %195
  %202 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %194
  %203 = load i32, i32* %202, align 4, !tbaa !5
  %204 = add i32 %203, %201
  store i32 %204, i32* %202, align 4, !tbaa !5
  %205 = or i64 %194, 1
  %206 = trunc i64 %205 to i32
  %207 = trunc i64 %205 to i8
  %208 = urem i8 %207, 24
  %209 = zext i8 %208 to i64
  %210 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i64 0, i64 %209
  %211 = load i32, i32* %210, align 4, !tbaa !5
  %212 = mul i32 %211, %206
  %213 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %205
  %214 = load i32, i32* %213, align 4, !tbaa !5
  %215 = add i32 %214, %212
  store i32 %215, i32* %213, align 4, !tbaa !5
  %216 = or i64 %194, 2
  %217 = trunc i64 %216 to i32
  %218 = trunc i64 %216 to i8
  %219 = urem i8 %218, 24
  %220 = zext i8 %219 to i64
  %221 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i64 0, i64 %220
  %222 = load i32, i32* %221, align 4, !tbaa !5
  %223 = mul i32 %222, %217
  %224 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %216
  %225 = load i32, i32* %224, align 4, !tbaa !5
  %226 = add i32 %225, %223
  store i32 %226, i32* %224, align 4, !tbaa !5
  %227 = or i64 %194, 3
  %228 = trunc i64 %227 to i32
  %229 = trunc i64 %227 to i8
  %230 = urem i8 %229, 24
  %231 = zext i8 %230 to i64
  %232 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i64 0, i64 %231
  %233 = load i32, i32* %232, align 4, !tbaa !5
  %234 = mul i32 %233, %228
  %235 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %227
  %236 = load i32, i32* %235, align 4, !tbaa !5
  %237 = add i32 %236, %234
  store i32 %237, i32* %235, align 4, !tbaa !5
  %238 = add nuw nsw i64 %194, 4
  %239 = icmp eq i64 %238, 64
  br i1 %239, label %240, label %193, !llvm.loop !16

240:                                              ; preds = %193, %240
  %241 = phi i64 [ %274, %240 ], [ 0, %193 ]
  %242 = phi i32 [ %273, %240 ], [ 0, %193 ]
  %243 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %241
  %244 = load i32, i32* %243, align 4, !tbaa !5
  %245 = trunc i64 %241 to i8
  %246 = urem i8 %245, 7
  %247 = zext i8 %246 to i32
  %248 = shl i32 %244, %247
  %249 = xor i32 %248, %242
  %250 = or i64 %241, 1
  %251 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %250
  %252 = load i32, i32* %251, align 4, !tbaa !5
  %253 = trunc i64 %250 to i8
  %254 = urem i8 %253, 7
  %255 = zext i8 %254 to i32
  %256 = shl i32 %252, %255
  %257 = xor i32 %256, %249
  %258 = or i64 %241, 2
  %259 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %258
  %260 = load i32, i32* %259, align 4, !tbaa !5
  %261 = trunc i64 %258 to i8
  %262 = urem i8 %261, 7
  %263 = zext i8 %262 to i32
  %264 = shl i32 %260, %263
  %265 = xor i32 %264, %257
  %266 = or i64 %241, 3
  %267 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %266
  %268 = load i32, i32* %267, align 4, !tbaa !5
  %269 = trunc i64 %266 to i8
  %270 = urem i8 %269, 7
  %271 = zext i8 %270 to i32
  %272 = shl i32 %268, %271
  %273 = xor i32 %272, %265
  %274 = add nuw nsw i64 %241, 4
  %275 = icmp eq i64 %274, 64
  br i1 %275, label %276, label %240, !llvm.loop !18

276:                                              ; preds = %240
  %277 = fptosi double %192 to i32
  %278 = add i32 %80, %277
  %279 = and i32 %273, 15
  %280 = zext i32 %279 to i64
  %281 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %280
  %282 = load i8, i8* %281, align 1, !tbaa !9
  store i8 %282, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 7), align 1, !tbaa !9
  %283 = lshr i32 %273, 4
  %284 = and i32 %283, 15
  %285 = zext i32 %284 to i64
  %286 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %285
  %287 = load i8, i8* %286, align 1, !tbaa !9
  store i8 %287, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 6), align 1, !tbaa !9
  %288 = lshr i32 %273, 8
  %289 = and i32 %288, 15
  %290 = zext i32 %289 to i64
  %291 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %290
  %292 = load i8, i8* %291, align 1, !tbaa !9
  store i8 %292, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 5), align 1, !tbaa !9
  %293 = lshr i32 %273, 12
  %294 = and i32 %293, 15
  %295 = zext i32 %294 to i64
  %296 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %295
  %297 = load i8, i8* %296, align 1, !tbaa !9
  store i8 %297, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 4), align 1, !tbaa !9
  %298 = lshr i32 %273, 16
  %299 = and i32 %298, 15
  %300 = zext i32 %299 to i64
  %301 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %300
  %302 = load i8, i8* %301, align 1, !tbaa !9
  store i8 %302, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 3), align 1, !tbaa !9
  %303 = lshr i32 %273, 20
  %304 = and i32 %303, 15
  %305 = zext i32 %304 to i64
  %306 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %305
  %307 = load i8, i8* %306, align 1, !tbaa !9
  store i8 %307, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 2), align 1, !tbaa !9
  %308 = lshr i32 %273, 24
  %309 = and i32 %308, 15
  %310 = zext i32 %309 to i64
  %311 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %310
  %312 = load i8, i8* %311, align 1, !tbaa !9
  store i8 %312, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 1), align 1, !tbaa !9
  %313 = lshr i32 %273, 28
  %314 = zext i32 %313 to i64
  %315 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %314
  %316 = load i8, i8* %315, align 1, !tbaa !9
  store i8 %316, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 8), align 1, !tbaa !9
  %317 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0))
  %318 = xor i32 %273, %278
  %319 = load i32*, i32** @g_prime_tail, align 8, !tbaa !12
  %320 = load i32, i32* %319, align 4, !tbaa !5
  %321 = getelementptr inbounds i32, i32* %319, i64 1
  %322 = load i32, i32* %321, align 4, !tbaa !5
  %323 = getelementptr inbounds i32, i32* %319, i64 2
  %324 = load i32, i32* %323, align 4, !tbaa !5
  %325 = getelementptr inbounds i32, i32* %319, i64 3
  %326 = load i32, i32* %325, align 4, !tbaa !5
  %327 = mul nsw i32 %1, 5
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i64 0, i64 %328
  %330 = load i32, i32* %329, align 4, !tbaa !5
  %331 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.13, i64 0, i64 0), i32 noundef zeroext %320, i32 noundef zeroext %322, i32 noundef zeroext %324, i32 noundef zeroext %326, i32 noundef zeroext %330)
  %332 = sext i32 %1 to i64
  %333 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i64 0, i64 %332
  %334 = load i16, i16* %333, align 2, !tbaa !10
  %335 = zext i16 %334 to i32
  %336 = sub nsw i32 9, %1
  %337 = sext i32 %336 to i64
  %338 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i64 0, i64 %337
  %339 = load i16, i16* %338, align 2, !tbaa !10
  %340 = zext i16 %339 to i32
  %341 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i64 0, i64 0), i32 noundef zeroext %335, i32 noundef zeroext %340)
  %342 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0)) #6
  %343 = trunc i64 %342 to i32
  %344 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0), i32 noundef signext %343)
  store i8 74, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0), align 1, !tbaa !9
  %345 = getelementptr inbounds [15 x i8], [15 x i8]* @g_greeting, i64 0, i64 %332
  store i8 76, i8* %345, align 1, !tbaa !9
  %346 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0))
  %347 = srem i32 %1, 6
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %348
  %350 = load i8*, i8** %349, align 8, !tbaa !12
  %351 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %350) #6
  %352 = add i64 %351, -1
  %353 = getelementptr inbounds i8, i8* %350, i64 %352
  %354 = load i8, i8* %353, align 1, !tbaa !9
  %355 = zext i8 %354 to i32
  %356 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext 0, i8* noundef %350, i32 noundef signext %355)
  %357 = mul i32 %318, 7
  %358 = load i8, i8* %350, align 1, !tbaa !9
  %359 = zext i8 %358 to i32
  %360 = add i32 %357, %359
  %361 = srem i32 %124, 6
  %362 = sext i32 %361 to i64
  %363 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %362
  %364 = load i8*, i8** %363, align 8, !tbaa !12
  %365 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %364) #6
  %366 = add i64 %365, -1
  %367 = getelementptr inbounds i8, i8* %364, i64 %366
  %368 = load i8, i8* %367, align 1, !tbaa !9
  %369 = zext i8 %368 to i32
  %370 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext 1, i8* noundef %364, i32 noundef signext %369)
  %371 = mul i32 %360, 7
  %372 = load i8, i8* %364, align 1, !tbaa !9
  %373 = zext i8 %372 to i32
  %374 = add i32 %371, %373
  %375 = srem i32 %129, 6
  %376 = sext i32 %375 to i64
  %377 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %376
  %378 = load i8*, i8** %377, align 8, !tbaa !12
  %379 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %378) #6
  %380 = add i64 %379, -1
  %381 = getelementptr inbounds i8, i8* %378, i64 %380
  %382 = load i8, i8* %381, align 1, !tbaa !9
  %383 = zext i8 %382 to i32
  %384 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext 2, i8* noundef %378, i32 noundef signext %383)
  %385 = mul i32 %374, 7
  %386 = load i8, i8* %378, align 1, !tbaa !9
  %387 = zext i8 %386 to i32
  %388 = add i32 %385, %387
  %389 = srem i32 %182, 6
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %390
  %392 = load i8*, i8** %391, align 8, !tbaa !12
  %393 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %392) #6
  %394 = add i64 %393, -1
  %395 = getelementptr inbounds i8, i8* %392, i64 %394
  %396 = load i8, i8* %395, align 1, !tbaa !9
  %397 = zext i8 %396 to i32
  %398 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext 3, i8* noundef %392, i32 noundef signext %397)
  %399 = mul i32 %388, 7
  %400 = load i8, i8* %392, align 1, !tbaa !9
  %401 = zext i8 %400 to i32
  %402 = add i32 %399, %401
  %403 = srem i32 %187, 6
  %404 = sext i32 %403 to i64
  %405 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %404
  %406 = load i8*, i8** %405, align 8, !tbaa !12
  %407 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %406) #6
  %408 = add i64 %407, -1
  %409 = getelementptr inbounds i8, i8* %406, i64 %408
  %410 = load i8, i8* %409, align 1, !tbaa !9
  %411 = zext i8 %410 to i32
  %412 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext 4, i8* noundef %406, i32 noundef signext %411)
  %413 = mul i32 %402, 7
  %414 = load i8, i8* %406, align 1, !tbaa !9
  %415 = zext i8 %414 to i32
  %416 = add i32 %413, %415
  %417 = add nsw i32 %1, 5
  %418 = srem i32 %417, 6
  %419 = sext i32 %418 to i64
  %420 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %419
  %421 = load i8*, i8** %420, align 8, !tbaa !12
  %422 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %421) #6
  %423 = add i64 %422, -1
  %424 = getelementptr inbounds i8, i8* %421, i64 %423
  %425 = load i8, i8* %424, align 1, !tbaa !9
  %426 = zext i8 %425 to i32
  %427 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext 5, i8* noundef %421, i32 noundef signext %426)
  %428 = mul i32 %416, 7
  %429 = load i8, i8* %421, align 1, !tbaa !9
  %430 = zext i8 %429 to i32
  %431 = add i32 %428, %430
  %432 = load i32, i32* @g_counter, align 4, !tbaa !5
  %433 = add nsw i32 %432, %1
  store i32 %433, i32* @g_counter, align 4, !tbaa !5
  %434 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext 0, i32 noundef signext %433)
  %435 = load i32, i32* @g_counter, align 4, !tbaa !5
  %436 = add i32 %431, %435
  %437 = load i32, i32* @s_hidden, align 4, !tbaa !5
  %438 = add nsw i32 %437, %124
  store i32 %438, i32* @s_hidden, align 4, !tbaa !5
  %439 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext %438)
  %440 = load i32, i32* @s_hidden, align 4, !tbaa !5
  %441 = add i32 %436, %440
  %442 = load i32, i32* @s_zero_static, align 4, !tbaa !5
  %443 = add nsw i32 %442, %129
  store i32 %443, i32* @s_zero_static, align 4, !tbaa !5
  %444 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext 2, i32 noundef signext %443)
  %445 = load i32, i32* @s_zero_static, align 4, !tbaa !5
  %446 = add i32 %441, %445
  %447 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 2), align 8, !tbaa !5
  %448 = add nsw i32 %447, %182
  store i32 %448, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 2), align 8, !tbaa !5
  %449 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext 3, i32 noundef signext %448)
  %450 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 2), align 8, !tbaa !5
  %451 = add i32 %446, %450
  %452 = load i32, i32* @g_counter, align 4, !tbaa !5
  %453 = load i32, i32* @s_hidden, align 4, !tbaa !5
  %454 = load i32, i32* @s_zero_static, align 4, !tbaa !5
  %455 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str.19, i64 0, i64 0), i32 noundef signext %452, i32 noundef signext %453, i32 noundef signext %454, i32 noundef signext %450)
  %456 = add nsw i32 %1, 21
  %457 = shl nsw i32 %456, 1
  %458 = srem i32 %1, 4
  %459 = sext i32 %458 to i64
  %460 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i64 0, i64 %459
  %461 = load i32 (i32)*, i32 (i32)** %460, align 8, !tbaa !12
  %462 = tail call signext i32 %461(i32 noundef signext %457) #7
  %463 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.24, i64 0, i64 0), i32 noundef signext %456, i32 noundef signext %457, i32 noundef signext %462)
  %464 = mul i32 %451, 13
  %465 = add i32 %464, %457
  %466 = add i32 %465, %462
  %467 = add nsw i32 %1, 12
  %468 = mul nsw i32 %467, %467
  %469 = srem i32 %124, 4
  %470 = sext i32 %469 to i64
  %471 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i64 0, i64 %470
  %472 = load i32 (i32)*, i32 (i32)** %471, align 8, !tbaa !12
  %473 = tail call signext i32 %472(i32 noundef signext %468) #7
  %474 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i64 0, i64 0), i32 noundef signext %467, i32 noundef signext %468, i32 noundef signext %473)
  %475 = mul i32 %466, 13
  %476 = add i32 %475, %468
  %477 = add i32 %476, %473
  %478 = sub i32 -5, %1
  %479 = srem i32 %129, 4
  %480 = sext i32 %479 to i64
  %481 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i64 0, i64 %480
  %482 = load i32 (i32)*, i32 (i32)** %481, align 8, !tbaa !12
  %483 = tail call signext i32 %482(i32 noundef signext %478) #7
  %484 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0), i32 noundef signext %417, i32 noundef signext %478, i32 noundef signext %483)
  %485 = mul i32 %477, 13
  %486 = add i32 %485, %478
  %487 = add i32 %486, %483
  %488 = load i32, i32* @g_counter, align 4, !tbaa !5
  %489 = add nsw i32 %488, %182
  store i32 %489, i32* @g_counter, align 4, !tbaa !5
  %490 = srem i32 %182, 4
  %491 = sext i32 %490 to i64
  %492 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i64 0, i64 %491
  %493 = load i32 (i32)*, i32 (i32)** %492, align 8, !tbaa !12
  %494 = tail call signext i32 %493(i32 noundef signext %489) #7
  %495 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.27, i64 0, i64 0), i32 noundef signext %182, i32 noundef signext %489, i32 noundef signext %494)
  %496 = mul i32 %487, 13
  %497 = add i32 %489, %496
  %498 = add i32 %497, %494
  br label %499

499:                                              ; preds = %276, %499
  %500 = phi i32 [ %549, %499 ], [ %498, %276 ]
  %501 = phi i32 [ %550, %499 ], [ 0, %276 ]
  %502 = load i32, i32* @next_id.id, align 4, !tbaa !5
  %503 = add nsw i32 %502, 1
  store i32 %503, i32* @next_id.id, align 4, !tbaa !5
  %504 = load i32, i32* @running_hash.calls, align 4, !tbaa !5
  %505 = add i32 %504, 1
  store i32 %505, i32* @running_hash.calls, align 4, !tbaa !5
  %506 = load i32, i32* @running_hash.state, align 4, !tbaa !5
  %507 = xor i32 %506, %502
  %508 = mul i32 %507, 16777619
  %509 = add i32 %508, %505
  store i32 %509, i32* @running_hash.state, align 4, !tbaa !5
  %510 = and i32 %509, 15
  %511 = zext i32 %510 to i64
  %512 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %511
  %513 = load i8, i8* %512, align 1, !tbaa !9
  store i8 %513, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 7), align 1, !tbaa !9
  %514 = lshr i32 %509, 4
  %515 = and i32 %514, 15
  %516 = zext i32 %515 to i64
  %517 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %516
  %518 = load i8, i8* %517, align 1, !tbaa !9
  store i8 %518, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 6), align 1, !tbaa !9
  %519 = lshr i32 %509, 8
  %520 = and i32 %519, 15
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %521
  %523 = load i8, i8* %522, align 1, !tbaa !9
  store i8 %523, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 5), align 1, !tbaa !9
  %524 = lshr i32 %509, 12
  %525 = and i32 %524, 15
  %526 = zext i32 %525 to i64
  %527 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %526
  %528 = load i8, i8* %527, align 1, !tbaa !9
  store i8 %528, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 4), align 1, !tbaa !9
  %529 = lshr i32 %509, 16
  %530 = and i32 %529, 15
  %531 = zext i32 %530 to i64
  %532 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %531
  %533 = load i8, i8* %532, align 1, !tbaa !9
  store i8 %533, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 3), align 1, !tbaa !9
  %534 = lshr i32 %509, 20
  %535 = and i32 %534, 15
  %536 = zext i32 %535 to i64
  %537 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %536
  %538 = load i8, i8* %537, align 1, !tbaa !9
  store i8 %538, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 2), align 1, !tbaa !9
  %539 = lshr i32 %509, 24
  %540 = and i32 %539, 15
  %541 = zext i32 %540 to i64
  %542 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %541
  %543 = load i8, i8* %542, align 1, !tbaa !9
  store i8 %543, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 1), align 1, !tbaa !9
  %544 = lshr i32 %509, 28
  %545 = zext i32 %544 to i64
  %546 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %545
  %547 = load i8, i8* %546, align 1, !tbaa !9
  store i8 %547, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 8), align 1, !tbaa !9
  %548 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.21, i64 0, i64 0), i32 noundef signext %502, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0))
  %549 = xor i32 %509, %500
  %550 = add nuw nsw i32 %501, 1
  %551 = icmp eq i32 %550, 5
  br i1 %551, label %552, label %499, !llvm.loop !19

552:                                              ; preds = %499
  %553 = load i64, i64* @g_big, align 8, !tbaa !20
  %554 = mul nsw i64 %553, 3
  %555 = load i32, i32* @g_counter, align 4, !tbaa !5
  %556 = sext i32 %555 to i64
  %557 = add nsw i64 %554, %556
  store i64 %557, i64* @g_big, align 8, !tbaa !20
  %558 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.22, i64 0, i64 0), i64 noundef %557)
  %559 = load i64, i64* @g_big, align 8, !tbaa !20
  %560 = trunc i64 %559 to i32
  %561 = add i32 %549, %560
  %562 = and i32 %561, 15
  %563 = zext i32 %562 to i64
  %564 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %563
  %565 = load i8, i8* %564, align 1, !tbaa !9
  store i8 %565, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 7), align 1, !tbaa !9
  %566 = lshr i32 %561, 4
  %567 = and i32 %566, 15
  %568 = zext i32 %567 to i64
  %569 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %568
  %570 = load i8, i8* %569, align 1, !tbaa !9
  store i8 %570, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 6), align 1, !tbaa !9
  %571 = lshr i32 %561, 8
  %572 = and i32 %571, 15
  %573 = zext i32 %572 to i64
  %574 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %573
  %575 = load i8, i8* %574, align 1, !tbaa !9
  store i8 %575, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 5), align 1, !tbaa !9
  %576 = lshr i32 %561, 12
  %577 = and i32 %576, 15
  %578 = zext i32 %577 to i64
  %579 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %578
  %580 = load i8, i8* %579, align 1, !tbaa !9
  store i8 %580, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 4), align 1, !tbaa !9
  %581 = lshr i32 %561, 16
  %582 = and i32 %581, 15
  %583 = zext i32 %582 to i64
  %584 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %583
  %585 = load i8, i8* %584, align 1, !tbaa !9
  store i8 %585, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 3), align 1, !tbaa !9
  %586 = lshr i32 %561, 20
  %587 = and i32 %586, 15
  %588 = zext i32 %587 to i64
  %589 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %588
  %590 = load i8, i8* %589, align 1, !tbaa !9
  store i8 %590, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 2), align 1, !tbaa !9
  %591 = lshr i32 %561, 24
  %592 = and i32 %591, 15
  %593 = zext i32 %592 to i64
  %594 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %593
  %595 = load i8, i8* %594, align 1, !tbaa !9
  store i8 %595, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 1), align 1, !tbaa !9
  %596 = lshr i32 %561, 28
  %597 = zext i32 %596 to i64
  %598 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %597
  %599 = load i8, i8* %598, align 1, !tbaa !9
  store i8 %599, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 8), align 1, !tbaa !9
  %600 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.23, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0))
  %601 = and i32 %561, 127
  ret i32 %601
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @fn_double(i32 noundef signext %0) #3 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @fn_square(i32 noundef signext %0) #3 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal signext i32 @fn_negate(i32 noundef signext %0) #3 {
  %2 = sub nsw i32 0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal signext i32 @fn_counter(i32 noundef signext %0) #4 {
  %2 = load i32, i32* @g_counter, align 4, !tbaa !5
  %3 = add nsw i32 %2, %0
  store i32 %3, i32* @g_counter, align 4, !tbaa !5
  ret i32 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #2 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
