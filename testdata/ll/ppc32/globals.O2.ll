; ModuleID = 'c/globals.c'
source_filename = "c/globals.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@g_counter = dso_local global i32 10, align 4
@g_big = dso_local local_unnamed_addr global i64 -1234567890123, align 8
@g_bytes = dso_local local_unnamed_addr global [16 x i8] c"\01\02\03\05\08\0D\15\227Y\90\E9yb\DB=", align 1
@g_shorts = dso_local local_unnamed_addr global [6 x i16] [i16 -1, i16 300, i16 -32768, i16 32767, i16 0, i16 1234], align 2
@g_matrix = dso_local global [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12]], align 4
@g_weights = dso_local local_unnamed_addr global [5 x double] [double 5.000000e-01, double 2.500000e-01, double 1.250000e-01, double 1.500000e+00, double -2.000000e+00], align 8
@k_primes = dso_local constant [24 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37, i32 41, i32 43, i32 47, i32 53, i32 59, i32 61, i32 67, i32 71, i32 73, i32 79, i32 83, i32 89], align 4
@g_greeting = dso_local global [15 x i8] c"Hello, globals\00", align 1
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"epsilon\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"zeta\00", align 1
@g_words = dso_local local_unnamed_addr constant [6 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0)], align 4
@s_hidden = internal global i32 77, align 4
@s_zero_static = internal global i32 0, align 4
@g_int_ptrs = dso_local local_unnamed_addr constant [4 x i32*] [i32* @g_counter, i32* @s_hidden, i32* @s_zero_static, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x [4 x i32]]* @g_matrix to i8*), i64 24) to i32*)], align 4
@g_mid = dso_local local_unnamed_addr global i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 0), align 4
@g_prime_tail = dso_local local_unnamed_addr global i32* getelementptr inbounds ([24 x i32], [24 x i32]* @k_primes, i32 0, i32 20), align 4
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
@g_fns = internal unnamed_addr constant [4 x i32 (i32)*] [i32 (i32)* @fn_double, i32 (i32)* @fn_square, i32 (i32)* @fn_negate, i32 (i32)* @fn_counter], align 4
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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load volatile i32, i32* @vsel, align 4, !tbaa !5
  %2 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 0), align 1, !tbaa !9
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 31
  %5 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 1), align 1, !tbaa !9
  %6 = zext i8 %5 to i32
  %7 = add nuw nsw i32 %4, %6
  %8 = mul nuw nsw i32 %7, 31
  %9 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 2), align 1, !tbaa !9
  %10 = zext i8 %9 to i32
  %11 = add nuw nsw i32 %8, %10
  %12 = mul nuw nsw i32 %11, 31
  %13 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 3), align 1, !tbaa !9
  %14 = zext i8 %13 to i32
  %15 = add nuw nsw i32 %12, %14
  %16 = mul nuw nsw i32 %15, 31
  %17 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 4), align 1, !tbaa !9
  %18 = zext i8 %17 to i32
  %19 = add nuw nsw i32 %16, %18
  %20 = mul i32 %19, 31
  %21 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 5), align 1, !tbaa !9
  %22 = zext i8 %21 to i32
  %23 = add i32 %20, %22
  %24 = mul i32 %23, 31
  %25 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 6), align 1, !tbaa !9
  %26 = zext i8 %25 to i32
  %27 = add i32 %24, %26
  %28 = mul i32 %27, 31
  %29 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 7), align 1, !tbaa !9
  %30 = zext i8 %29 to i32
  %31 = add i32 %28, %30
  %32 = mul i32 %31, 31
  %33 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 8), align 1, !tbaa !9
  %34 = zext i8 %33 to i32
  %35 = add i32 %32, %34
  %36 = mul i32 %35, 31
  %37 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 9), align 1, !tbaa !9
  %38 = zext i8 %37 to i32
  %39 = add i32 %36, %38
  %40 = mul i32 %39, 31
  %41 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 10), align 1, !tbaa !9
  %42 = zext i8 %41 to i32
  %43 = add i32 %40, %42
  %44 = mul i32 %43, 31
  %45 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 11), align 1, !tbaa !9
  %46 = zext i8 %45 to i32
  %47 = add i32 %44, %46
  %48 = mul i32 %47, 31
  %49 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 12), align 1, !tbaa !9
  %50 = zext i8 %49 to i32
  %51 = add i32 %48, %50
  %52 = mul i32 %51, 31
  %53 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 13), align 1, !tbaa !9
  %54 = zext i8 %53 to i32
  %55 = add i32 %52, %54
  %56 = mul i32 %55, 31
  %57 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 14), align 1, !tbaa !9
  %58 = zext i8 %57 to i32
  %59 = add i32 %56, %58
  %60 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @g_bytes, i32 0, i32 15), align 1, !tbaa !9
  %61 = zext i8 %60 to i32
  %62 = load i16, i16* getelementptr inbounds ([6 x i16], [6 x i16]* @g_shorts, i32 0, i32 0), align 2, !tbaa !10
  %63 = sext i16 %62 to i64
  %64 = load i16, i16* getelementptr inbounds ([6 x i16], [6 x i16]* @g_shorts, i32 0, i32 1), align 2, !tbaa !10
  %65 = sext i16 %64 to i64
  %66 = add nsw i64 %65, %63
  %67 = load i16, i16* getelementptr inbounds ([6 x i16], [6 x i16]* @g_shorts, i32 0, i32 2), align 2, !tbaa !10
  %68 = sext i16 %67 to i64
  %69 = add nsw i64 %66, %68
  %70 = load i16, i16* getelementptr inbounds ([6 x i16], [6 x i16]* @g_shorts, i32 0, i32 3), align 2, !tbaa !10
  %71 = sext i16 %70 to i64
  %72 = add nsw i64 %69, %71
  %73 = load i16, i16* getelementptr inbounds ([6 x i16], [6 x i16]* @g_shorts, i32 0, i32 4), align 2, !tbaa !10
  %74 = sext i16 %73 to i64
  %75 = add nsw i64 %72, %74
  %76 = load i16, i16* getelementptr inbounds ([6 x i16], [6 x i16]* @g_shorts, i32 0, i32 5), align 2, !tbaa !10
  %77 = sext i16 %76 to i64
  %78 = add nsw i64 %75, %77
  %79 = mul i32 %59, 31
  %80 = add i32 %79, %61
  %81 = and i32 %80, 15
  %82 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %81
  %83 = load i8, i8* %82, align 1, !tbaa !9
  store i8 %83, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 7), align 1, !tbaa !9
  %84 = lshr i32 %80, 4
  %85 = and i32 %84, 15
  %86 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %85
  %87 = load i8, i8* %86, align 1, !tbaa !9
  store i8 %87, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 6), align 1, !tbaa !9
  %88 = lshr i32 %80, 8
  %89 = and i32 %88, 15
  %90 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %89
  %91 = load i8, i8* %90, align 1, !tbaa !9
  store i8 %91, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 5), align 1, !tbaa !9
  %92 = lshr i32 %80, 12
  %93 = and i32 %92, 15
  %94 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %93
  %95 = load i8, i8* %94, align 1, !tbaa !9
  store i8 %95, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 4), align 1, !tbaa !9
  %96 = lshr i32 %80, 16
  %97 = and i32 %96, 15
  %98 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %97
  %99 = load i8, i8* %98, align 1, !tbaa !9
  store i8 %99, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 3), align 1, !tbaa !9
  %100 = lshr i32 %80, 20
  %101 = and i32 %100, 15
  %102 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %101
  %103 = load i8, i8* %102, align 1, !tbaa !9
  store i8 %103, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 2), align 1, !tbaa !9
  %104 = lshr i32 %80, 24
  %105 = and i32 %104, 15
  %106 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %105
  %107 = load i8, i8* %106, align 1, !tbaa !9
  store i8 %107, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 1), align 1, !tbaa !9
  %108 = lshr i32 %80, 28
  %109 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %108
  %110 = load i8, i8* %109, align 1, !tbaa !9
  store i8 %110, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 8), align 1, !tbaa !9
  %111 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0), i64 noundef %78)
  %112 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 0, i32 0), align 4, !tbaa !5
  %113 = mul nsw i32 %112, %1
  store i32 %113, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 0, i32 0), align 4, !tbaa !5
  %114 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 0, i32 1), align 4, !tbaa !5
  %115 = mul nsw i32 %114, %1
  store i32 %115, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 0, i32 1), align 4, !tbaa !5
  %116 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 0, i32 2), align 4, !tbaa !5
  %117 = mul nsw i32 %116, %1
  store i32 %117, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 0, i32 2), align 4, !tbaa !5
  %118 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 0, i32 3), align 4, !tbaa !5
  %119 = mul nsw i32 %118, %1
  store i32 %119, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 0, i32 3), align 4, !tbaa !5
  %120 = add nsw i32 %1, 1
  %121 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 0), align 4, !tbaa !5
  %122 = mul nsw i32 %121, %120
  store i32 %122, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 0), align 4, !tbaa !5
  %123 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 1), align 4, !tbaa !5
  %124 = mul nsw i32 %123, %120
  store i32 %124, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 1), align 4, !tbaa !5
  %125 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 2), align 4, !tbaa !5
  %126 = mul nsw i32 %125, %120
  store i32 %126, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 2), align 4, !tbaa !5
  %127 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 3), align 4, !tbaa !5
  %128 = mul nsw i32 %127, %120
  store i32 %128, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 3), align 4, !tbaa !5
  %129 = add nsw i32 %1, 2
  %130 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 2, i32 0), align 4, !tbaa !5
  %131 = mul nsw i32 %130, %129
  store i32 %131, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 2, i32 0), align 4, !tbaa !5
  %132 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 2, i32 1), align 4, !tbaa !5
  %133 = mul nsw i32 %132, %129
  store i32 %133, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 2, i32 1), align 4, !tbaa !5
  %134 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 2, i32 2), align 4, !tbaa !5
  %135 = mul nsw i32 %134, %129
  store i32 %135, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 2, i32 2), align 4, !tbaa !5
  %136 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 2, i32 3), align 4, !tbaa !5
  %137 = mul nsw i32 %136, %129
  store i32 %137, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 2, i32 3), align 4, !tbaa !5
  %138 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0))
  %139 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 0, i32 0), align 4, !tbaa !5
  %140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %139)
  %141 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 0, i32 1), align 4, !tbaa !5
  %142 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %141)
  %143 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 0, i32 2), align 4, !tbaa !5
  %144 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %143)
  %145 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 0, i32 3), align 4, !tbaa !5
  %146 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %145)
  %147 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 0), align 4, !tbaa !5
  %148 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %147)
  %149 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 1), align 4, !tbaa !5
  %150 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %149)
  %151 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 2), align 4, !tbaa !5
  %152 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %151)
  %153 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 3), align 4, !tbaa !5
  %154 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %153)
  %155 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 2, i32 0), align 4, !tbaa !5
  %156 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %155)
  %157 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 2, i32 1), align 4, !tbaa !5
  %158 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %157)
  %159 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 2, i32 2), align 4, !tbaa !5
  %160 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %159)
  %161 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 2, i32 3), align 4, !tbaa !5
  %162 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %161)
  %163 = tail call i32 @putchar(i32 10)
  %164 = load i32*, i32** @g_mid, align 4, !tbaa !12
  %165 = load i32, i32* %164, align 4, !tbaa !5
  %166 = getelementptr inbounds i32, i32* %164, i32 1
  %167 = load i32, i32* %166, align 4, !tbaa !5
  %168 = getelementptr inbounds i32, i32* %164, i32 2
  %169 = load i32, i32* %168, align 4, !tbaa !5
  %170 = getelementptr inbounds i32, i32* %164, i32 3
  %171 = load i32, i32* %170, align 4, !tbaa !5
  %172 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.10, i32 0, i32 0), i32 noundef %165, i32 noundef %167, i32 noundef %169, i32 noundef %171)
  %173 = load double, double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i32 0, i32 0), align 8, !tbaa !14
  %174 = sitofp i32 %1 to double
  %175 = fmul double %173, %174
  %176 = fadd double %175, 0.000000e+00
  %177 = load double, double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i32 0, i32 1), align 8, !tbaa !14
  %178 = sitofp i32 %120 to double
  %179 = fmul double %177, %178
  %180 = fadd double %176, %179
  %181 = load double, double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i32 0, i32 2), align 8, !tbaa !14
  %182 = sitofp i32 %129 to double
  %183 = fmul double %181, %182
  %184 = fadd double %180, %183
  %185 = load double, double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i32 0, i32 3), align 8, !tbaa !14
  %186 = add nsw i32 %1, 3
  %187 = sitofp i32 %186 to double
  %188 = fmul double %185, %187
  %189 = fadd double %184, %188
  %190 = load double, double* getelementptr inbounds ([5 x double], [5 x double]* @g_weights, i32 0, i32 4), align 8, !tbaa !14
  %191 = add nsw i32 %1, 4
  %192 = sitofp i32 %191 to double
  %193 = fmul double %190, %192
  %194 = fadd double %189, %193
  %195 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), double noundef %194)
  %196 = fmul double %194, 8.000000e+00
  br label %197

197:                                              ; preds = %0, %197
  %198 = phi i32 [ 0, %0 ], [ %208, %197 ]
  %199 = trunc i32 %198 to i8
  %200 = urem i8 %199, 24
  %201 = zext i8 %200 to i32
  %202 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i32 0, i32 %201
  %203 = load i32, i32* %202, align 4, !tbaa !5
  %204 = mul i32 %203, %198
  %205 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i32 0, i32 %198
  %206 = load i32, i32* %205, align 4, !tbaa !5
  %207 = add i32 %206, %204
  store i32 %207, i32* %205, align 4, !tbaa !5
  %208 = add nuw nsw i32 %198, 1
  %209 = icmp eq i32 %208, 64
  br i1 %209, label %210, label %197, !llvm.loop !16

210:                                              ; preds = %197, %210
  %211 = phi i32 [ %220, %210 ], [ 0, %197 ]
  %212 = phi i32 [ %219, %210 ], [ 0, %197 ]
  %213 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i32 0, i32 %211
  %214 = load i32, i32* %213, align 4, !tbaa !5
  %215 = trunc i32 %211 to i8
  %216 = urem i8 %215, 7
  %217 = zext i8 %216 to i32
  %218 = shl i32 %214, %217
  %219 = xor i32 %218, %212
  %220 = add nuw nsw i32 %211, 1
  %221 = icmp eq i32 %220, 64
  br i1 %221, label %222, label %210, !llvm.loop !18

222:                                              ; preds = %210
  %223 = fptosi double %196 to i32
  %224 = add i32 %80, %223
  %225 = and i32 %219, 15
  %226 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %225
  %227 = load i8, i8* %226, align 1, !tbaa !9
  store i8 %227, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 7), align 1, !tbaa !9
  %228 = lshr i32 %219, 4
  %229 = and i32 %228, 15
  %230 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %229
  %231 = load i8, i8* %230, align 1, !tbaa !9
  store i8 %231, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 6), align 1, !tbaa !9
  %232 = lshr i32 %219, 8
  %233 = and i32 %232, 15
  %234 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %233
  %235 = load i8, i8* %234, align 1, !tbaa !9
  store i8 %235, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 5), align 1, !tbaa !9
  %236 = lshr i32 %219, 12
  %237 = and i32 %236, 15
  %238 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %237
  %239 = load i8, i8* %238, align 1, !tbaa !9
  store i8 %239, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 4), align 1, !tbaa !9
  %240 = lshr i32 %219, 16
  %241 = and i32 %240, 15
  %242 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %241
  %243 = load i8, i8* %242, align 1, !tbaa !9
  store i8 %243, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 3), align 1, !tbaa !9
  %244 = lshr i32 %219, 20
  %245 = and i32 %244, 15
  %246 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %245
  %247 = load i8, i8* %246, align 1, !tbaa !9
  store i8 %247, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 2), align 1, !tbaa !9
  %248 = lshr i32 %219, 24
  %249 = and i32 %248, 15
  %250 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %249
  %251 = load i8, i8* %250, align 1, !tbaa !9
  store i8 %251, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 1), align 1, !tbaa !9
  %252 = lshr i32 %219, 28
  %253 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %252
  %254 = load i8, i8* %253, align 1, !tbaa !9
  store i8 %254, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 8), align 1, !tbaa !9
  %255 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0))
  %256 = xor i32 %219, %224
  %257 = load i32*, i32** @g_prime_tail, align 4, !tbaa !12
  %258 = load i32, i32* %257, align 4, !tbaa !5
  %259 = getelementptr inbounds i32, i32* %257, i32 1
  %260 = load i32, i32* %259, align 4, !tbaa !5
  %261 = getelementptr inbounds i32, i32* %257, i32 2
  %262 = load i32, i32* %261, align 4, !tbaa !5
  %263 = getelementptr inbounds i32, i32* %257, i32 3
  %264 = load i32, i32* %263, align 4, !tbaa !5
  %265 = mul nsw i32 %1, 5
  %266 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i32 0, i32 %265
  %267 = load i32, i32* %266, align 4, !tbaa !5
  %268 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.13, i32 0, i32 0), i32 noundef %258, i32 noundef %260, i32 noundef %262, i32 noundef %264, i32 noundef %267)
  %269 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i32 0, i32 %1
  %270 = load i16, i16* %269, align 2, !tbaa !10
  %271 = zext i16 %270 to i32
  %272 = sub nsw i32 9, %1
  %273 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i32 0, i32 %272
  %274 = load i16, i16* %273, align 2, !tbaa !10
  %275 = zext i16 %274 to i32
  %276 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i32 0, i32 0), i32 noundef %271, i32 noundef %275)
  %277 = tail call i32 @strlen(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i32 0, i32 0)) #6
  %278 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i32 0, i32 0), i32 noundef %277)
  store i8 74, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i32 0, i32 0), align 1, !tbaa !9
  %279 = getelementptr inbounds [15 x i8], [15 x i8]* @g_greeting, i32 0, i32 %1
  store i8 76, i8* %279, align 1, !tbaa !9
  %280 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i32 0, i32 0))
  %281 = srem i32 %1, 6
  %282 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i32 0, i32 %281
  %283 = load i8*, i8** %282, align 4, !tbaa !12
  %284 = tail call i32 @strlen(i8* noundef nonnull dereferenceable(1) %283) #6
  %285 = add i32 %284, -1
  %286 = getelementptr inbounds i8, i8* %283, i32 %285
  %287 = load i8, i8* %286, align 1, !tbaa !9
  %288 = zext i8 %287 to i32
  %289 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i32 0, i32 0), i32 noundef 0, i8* noundef %283, i32 noundef %288)
  %290 = mul i32 %256, 7
  %291 = load i8, i8* %283, align 1, !tbaa !9
  %292 = zext i8 %291 to i32
  %293 = add i32 %290, %292
  %294 = srem i32 %120, 6
  %295 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i32 0, i32 %294
  %296 = load i8*, i8** %295, align 4, !tbaa !12
  %297 = tail call i32 @strlen(i8* noundef nonnull dereferenceable(1) %296) #6
  %298 = add i32 %297, -1
  %299 = getelementptr inbounds i8, i8* %296, i32 %298
  %300 = load i8, i8* %299, align 1, !tbaa !9
  %301 = zext i8 %300 to i32
  %302 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i32 0, i32 0), i32 noundef 1, i8* noundef %296, i32 noundef %301)
  %303 = mul i32 %293, 7
  %304 = load i8, i8* %296, align 1, !tbaa !9
  %305 = zext i8 %304 to i32
  %306 = add i32 %303, %305
  %307 = srem i32 %129, 6
  %308 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i32 0, i32 %307
  %309 = load i8*, i8** %308, align 4, !tbaa !12
  %310 = tail call i32 @strlen(i8* noundef nonnull dereferenceable(1) %309) #6
  %311 = add i32 %310, -1
  %312 = getelementptr inbounds i8, i8* %309, i32 %311
  %313 = load i8, i8* %312, align 1, !tbaa !9
  %314 = zext i8 %313 to i32
  %315 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i32 0, i32 0), i32 noundef 2, i8* noundef %309, i32 noundef %314)
  %316 = mul i32 %306, 7
  %317 = load i8, i8* %309, align 1, !tbaa !9
  %318 = zext i8 %317 to i32
  %319 = add i32 %316, %318
  %320 = srem i32 %186, 6
  %321 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i32 0, i32 %320
  %322 = load i8*, i8** %321, align 4, !tbaa !12
  %323 = tail call i32 @strlen(i8* noundef nonnull dereferenceable(1) %322) #6
  %324 = add i32 %323, -1
  %325 = getelementptr inbounds i8, i8* %322, i32 %324
  %326 = load i8, i8* %325, align 1, !tbaa !9
  %327 = zext i8 %326 to i32
  %328 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i32 0, i32 0), i32 noundef 3, i8* noundef %322, i32 noundef %327)
  %329 = mul i32 %319, 7
  %330 = load i8, i8* %322, align 1, !tbaa !9
  %331 = zext i8 %330 to i32
  %332 = add i32 %329, %331
  %333 = srem i32 %191, 6
  %334 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i32 0, i32 %333
  %335 = load i8*, i8** %334, align 4, !tbaa !12
  %336 = tail call i32 @strlen(i8* noundef nonnull dereferenceable(1) %335) #6
  %337 = add i32 %336, -1
  %338 = getelementptr inbounds i8, i8* %335, i32 %337
  %339 = load i8, i8* %338, align 1, !tbaa !9
  %340 = zext i8 %339 to i32
  %341 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i32 0, i32 0), i32 noundef 4, i8* noundef %335, i32 noundef %340)
  %342 = mul i32 %332, 7
  %343 = load i8, i8* %335, align 1, !tbaa !9
  %344 = zext i8 %343 to i32
  %345 = add i32 %342, %344
  %346 = add nsw i32 %1, 5
  %347 = srem i32 %346, 6
  %348 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i32 0, i32 %347
  %349 = load i8*, i8** %348, align 4, !tbaa !12
  %350 = tail call i32 @strlen(i8* noundef nonnull dereferenceable(1) %349) #6
  %351 = add i32 %350, -1
  %352 = getelementptr inbounds i8, i8* %349, i32 %351
  %353 = load i8, i8* %352, align 1, !tbaa !9
  %354 = zext i8 %353 to i32
  %355 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i32 0, i32 0), i32 noundef 5, i8* noundef %349, i32 noundef %354)
  %356 = mul i32 %345, 7
  %357 = load i8, i8* %349, align 1, !tbaa !9
  %358 = zext i8 %357 to i32
  %359 = add i32 %356, %358
  %360 = load i32, i32* @g_counter, align 4, !tbaa !5
  %361 = add nsw i32 %360, %1
  store i32 %361, i32* @g_counter, align 4, !tbaa !5
  %362 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i32 noundef 0, i32 noundef %361)
  %363 = load i32, i32* @g_counter, align 4, !tbaa !5
  %364 = add i32 %359, %363
  %365 = load i32, i32* @s_hidden, align 4, !tbaa !5
  %366 = add nsw i32 %365, %120
  store i32 %366, i32* @s_hidden, align 4, !tbaa !5
  %367 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i32 noundef 1, i32 noundef %366)
  %368 = load i32, i32* @s_hidden, align 4, !tbaa !5
  %369 = add i32 %364, %368
  %370 = load i32, i32* @s_zero_static, align 4, !tbaa !5
  %371 = add nsw i32 %370, %129
  store i32 %371, i32* @s_zero_static, align 4, !tbaa !5
  %372 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i32 noundef 2, i32 noundef %371)
  %373 = load i32, i32* @s_zero_static, align 4, !tbaa !5
  %374 = add i32 %369, %373
  %375 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 2), align 4, !tbaa !5
  %376 = add nsw i32 %375, %186
  store i32 %376, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 2), align 4, !tbaa !5
  %377 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i32 noundef 3, i32 noundef %376)
  %378 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 2), align 4, !tbaa !5
  %379 = add i32 %374, %378
  %380 = load i32, i32* @g_counter, align 4, !tbaa !5
  %381 = load i32, i32* @s_hidden, align 4, !tbaa !5
  %382 = load i32, i32* @s_zero_static, align 4, !tbaa !5
  %383 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str.19, i32 0, i32 0), i32 noundef %380, i32 noundef %381, i32 noundef %382, i32 noundef %378)
  %384 = add nsw i32 %1, 21
  %385 = shl nsw i32 %384, 1
  %386 = srem i32 %1, 4
  %387 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i32 0, i32 %386
  %388 = load i32 (i32)*, i32 (i32)** %387, align 4, !tbaa !12
  %389 = tail call i32 %388(i32 noundef %385) #7
  %390 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.24, i32 0, i32 0), i32 noundef %384, i32 noundef %385, i32 noundef %389)
  %391 = mul i32 %379, 13
  %392 = add i32 %391, %385
  %393 = add i32 %392, %389
  %394 = add nsw i32 %1, 12
  %395 = mul nsw i32 %394, %394
  %396 = srem i32 %120, 4
  %397 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i32 0, i32 %396
  %398 = load i32 (i32)*, i32 (i32)** %397, align 4, !tbaa !12
  %399 = tail call i32 %398(i32 noundef %395) #7
  %400 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i32 0, i32 0), i32 noundef %394, i32 noundef %395, i32 noundef %399)
  %401 = mul i32 %393, 13
  %402 = add i32 %401, %395
  %403 = add i32 %402, %399
  %404 = sub i32 -5, %1
  %405 = srem i32 %129, 4
  %406 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i32 0, i32 %405
  %407 = load i32 (i32)*, i32 (i32)** %406, align 4, !tbaa !12
  %408 = tail call i32 %407(i32 noundef %404) #7
  %409 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), i32 noundef %346, i32 noundef %404, i32 noundef %408)
  %410 = mul i32 %403, 13
  %411 = add i32 %410, %404
  %412 = add i32 %411, %408
  %413 = load i32, i32* @g_counter, align 4, !tbaa !5
  %414 = add nsw i32 %413, %186
  store i32 %414, i32* @g_counter, align 4, !tbaa !5
  %415 = srem i32 %186, 4
  %416 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i32 0, i32 %415
  %417 = load i32 (i32)*, i32 (i32)** %416, align 4, !tbaa !12
  %418 = tail call i32 %417(i32 noundef %414) #7
  %419 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.27, i32 0, i32 0), i32 noundef %186, i32 noundef %414, i32 noundef %418)
  %420 = mul i32 %412, 13
  %421 = add i32 %414, %420
  %422 = add i32 %421, %418
  br label %423

423:                                              ; preds = %222, %423
  %424 = phi i32 [ %465, %423 ], [ %422, %222 ]
  %425 = phi i32 [ %466, %423 ], [ 0, %222 ]
  %426 = load i32, i32* @next_id.id, align 4, !tbaa !5
  %427 = add nsw i32 %426, 1
  store i32 %427, i32* @next_id.id, align 4, !tbaa !5
  %428 = load i32, i32* @running_hash.calls, align 4, !tbaa !5
  %429 = add i32 %428, 1
  store i32 %429, i32* @running_hash.calls, align 4, !tbaa !5
  %430 = load i32, i32* @running_hash.state, align 4, !tbaa !5
  %431 = xor i32 %430, %426
  %432 = mul i32 %431, 16777619
  %433 = add i32 %432, %429
  store i32 %433, i32* @running_hash.state, align 4, !tbaa !5
  %434 = and i32 %433, 15
  %435 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %434
  %436 = load i8, i8* %435, align 1, !tbaa !9
  store i8 %436, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 7), align 1, !tbaa !9
  %437 = lshr i32 %433, 4
  %438 = and i32 %437, 15
  %439 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %438
  %440 = load i8, i8* %439, align 1, !tbaa !9
  store i8 %440, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 6), align 1, !tbaa !9
  %441 = lshr i32 %433, 8
  %442 = and i32 %441, 15
  %443 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %442
  %444 = load i8, i8* %443, align 1, !tbaa !9
  store i8 %444, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 5), align 1, !tbaa !9
  %445 = lshr i32 %433, 12
  %446 = and i32 %445, 15
  %447 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %446
  %448 = load i8, i8* %447, align 1, !tbaa !9
  store i8 %448, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 4), align 1, !tbaa !9
  %449 = lshr i32 %433, 16
  %450 = and i32 %449, 15
  %451 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %450
  %452 = load i8, i8* %451, align 1, !tbaa !9
  store i8 %452, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 3), align 1, !tbaa !9
  %453 = lshr i32 %433, 20
  %454 = and i32 %453, 15
  %455 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %454
  %456 = load i8, i8* %455, align 1, !tbaa !9
  store i8 %456, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 2), align 1, !tbaa !9
  %457 = lshr i32 %433, 24
  %458 = and i32 %457, 15
  %459 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %458
  %460 = load i8, i8* %459, align 1, !tbaa !9
  store i8 %460, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 1), align 1, !tbaa !9
  %461 = lshr i32 %433, 28
  %462 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %461
  %463 = load i8, i8* %462, align 1, !tbaa !9
  store i8 %463, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 8), align 1, !tbaa !9
  %464 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.21, i32 0, i32 0), i32 noundef %426, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0))
  %465 = xor i32 %433, %424
  %466 = add nuw nsw i32 %425, 1
  %467 = icmp eq i32 %466, 5
  br i1 %467, label %468, label %423, !llvm.loop !19

468:                                              ; preds = %423
  %469 = load i64, i64* @g_big, align 8, !tbaa !20
  %470 = mul nsw i64 %469, 3
  %471 = load i32, i32* @g_counter, align 4, !tbaa !5
  %472 = sext i32 %471 to i64
  %473 = add nsw i64 %470, %472
  store i64 %473, i64* @g_big, align 8, !tbaa !20
  %474 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.22, i32 0, i32 0), i64 noundef %473)
  %475 = load i64, i64* @g_big, align 8, !tbaa !20
  %476 = trunc i64 %475 to i32
  %477 = add i32 %465, %476
  %478 = and i32 %477, 15
  %479 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %478
  %480 = load i8, i8* %479, align 1, !tbaa !9
  store i8 %480, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 7), align 1, !tbaa !9
  %481 = lshr i32 %477, 4
  %482 = and i32 %481, 15
  %483 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %482
  %484 = load i8, i8* %483, align 1, !tbaa !9
  store i8 %484, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 6), align 1, !tbaa !9
  %485 = lshr i32 %477, 8
  %486 = and i32 %485, 15
  %487 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %486
  %488 = load i8, i8* %487, align 1, !tbaa !9
  store i8 %488, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 5), align 1, !tbaa !9
  %489 = lshr i32 %477, 12
  %490 = and i32 %489, 15
  %491 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %490
  %492 = load i8, i8* %491, align 1, !tbaa !9
  store i8 %492, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 4), align 1, !tbaa !9
  %493 = lshr i32 %477, 16
  %494 = and i32 %493, 15
  %495 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %494
  %496 = load i8, i8* %495, align 1, !tbaa !9
  store i8 %496, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 3), align 1, !tbaa !9
  %497 = lshr i32 %477, 20
  %498 = and i32 %497, 15
  %499 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %498
  %500 = load i8, i8* %499, align 1, !tbaa !9
  store i8 %500, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 2), align 1, !tbaa !9
  %501 = lshr i32 %477, 24
  %502 = and i32 %501, 15
  %503 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %502
  %504 = load i8, i8* %503, align 1, !tbaa !9
  store i8 %504, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 1), align 1, !tbaa !9
  %505 = lshr i32 %477, 28
  %506 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %505
  %507 = load i8, i8* %506, align 1, !tbaa !9
  store i8 %507, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0), align 1, !tbaa !9
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 8), align 1, !tbaa !9
  %508 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.23, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0))
  %509 = and i32 %477, 127
  ret i32 %509
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strlen(i8* nocapture noundef) local_unnamed_addr #2

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

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!21 = !{!"long long", !7, i64 0}
