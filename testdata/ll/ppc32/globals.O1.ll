; ModuleID = 'c/globals.c'
source_filename = "c/globals.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.entry = type { i8*, i32 (i32)*, i32 }

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
@g_entries = internal unnamed_addr constant [4 x %struct.entry] [%struct.entry { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.24, i32 0, i32 0), i32 (i32)* @fn_double, i32 21 }, %struct.entry { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i32 0, i32 0), i32 (i32)* @fn_square, i32 12 }, %struct.entry { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), i32 (i32)* @fn_negate, i32 5 }, %struct.entry { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.27, i32 0, i32 0), i32 (i32)* @fn_counter, i32 3 }], align 4
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
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %10, %2 ]
  %5 = mul i32 %3, 31
  %6 = getelementptr inbounds [16 x i8], [16 x i8]* @g_bytes, i32 0, i32 %4
  %7 = load i8, i8* %6, align 1, !tbaa !9
  %8 = zext i8 %7 to i32
  %9 = add i32 %5, %8
  %10 = add nuw nsw i32 %4, 1
  %11 = icmp eq i32 %10, 16
  br i1 %11, label %12, label %2, !llvm.loop !10

12:                                               ; preds = %2, %12
  %13 = phi i32 [ %19, %12 ], [ 0, %2 ]
  %14 = phi i64 [ %18, %12 ], [ 0, %2 ]
  %15 = getelementptr inbounds [6 x i16], [6 x i16]* @g_shorts, i32 0, i32 %13
  %16 = load i16, i16* %15, align 2, !tbaa !13
  %17 = sext i16 %16 to i64
  %18 = add nsw i64 %14, %17
  %19 = add nuw nsw i32 %13, 1
  %20 = icmp eq i32 %19, 6
  br i1 %20, label %21, label %12, !llvm.loop !15

21:                                               ; preds = %12, %21
  %22 = phi i32 [ %29, %21 ], [ 7, %12 ]
  %23 = phi i32 [ %28, %21 ], [ %9, %12 ]
  %24 = and i32 %23, 15
  %25 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1, !tbaa !9
  %27 = getelementptr inbounds [9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 %22
  store i8 %26, i8* %27, align 1, !tbaa !9
  %28 = lshr i32 %23, 4
  %29 = add nsw i32 %22, -1
  %30 = icmp eq i32 %22, 0
  br i1 %30, label %31, label %21, !llvm.loop !16

31:                                               ; preds = %21
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 8), align 1, !tbaa !9
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0), i64 noundef %18)
  br label %33

33:                                               ; preds = %31, %43
  %34 = phi i32 [ 0, %31 ], [ %44, %43 ]
  %35 = add nsw i32 %34, %1
  br label %36

36:                                               ; preds = %33, %36
  %37 = phi i32 [ 0, %33 ], [ %41, %36 ]
  %38 = getelementptr inbounds [3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 %34, i32 %37
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = mul nsw i32 %39, %35
  store i32 %40, i32* %38, align 4, !tbaa !5
  %41 = add nuw nsw i32 %37, 1
  %42 = icmp eq i32 %41, 4
  br i1 %42, label %43, label %36, !llvm.loop !17

43:                                               ; preds = %36
  %44 = add nuw nsw i32 %34, 1
  %45 = icmp eq i32 %44, 3
  br i1 %45, label %46, label %33, !llvm.loop !18

46:                                               ; preds = %43
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0))
  br label %48

48:                                               ; preds = %46, %57
  %49 = phi i32 [ 0, %46 ], [ %58, %57 ]
  br label %50

50:                                               ; preds = %48, %50
  %51 = phi i32 [ 0, %48 ], [ %55, %50 ]
  %52 = getelementptr inbounds [3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 %49, i32 %51
  %53 = load i32, i32* %52, align 4, !tbaa !5
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef %53)
  %55 = add nuw nsw i32 %51, 1
  %56 = icmp eq i32 %55, 4
  br i1 %56, label %57, label %50, !llvm.loop !19

57:                                               ; preds = %50
  %58 = add nuw nsw i32 %49, 1
  %59 = icmp eq i32 %58, 3
  br i1 %59, label %60, label %48, !llvm.loop !20

60:                                               ; preds = %57
  %61 = call i32 @putchar(i32 10)
  %62 = load i32*, i32** @g_mid, align 4, !tbaa !21
  %63 = load i32, i32* %62, align 4, !tbaa !5
  %64 = getelementptr inbounds i32, i32* %62, i32 1
  %65 = load i32, i32* %64, align 4, !tbaa !5
  %66 = getelementptr inbounds i32, i32* %62, i32 2
  %67 = load i32, i32* %66, align 4, !tbaa !5
  %68 = getelementptr inbounds i32, i32* %62, i32 3
  %69 = load i32, i32* %68, align 4, !tbaa !5
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.10, i32 0, i32 0), i32 noundef %63, i32 noundef %65, i32 noundef %67, i32 noundef %69)
  br label %71

71:                                               ; preds = %60, %71
  %72 = phi i32 [ 0, %60 ], [ %80, %71 ]
  %73 = phi double [ 0.000000e+00, %60 ], [ %79, %71 ]
  %74 = getelementptr inbounds [5 x double], [5 x double]* @g_weights, i32 0, i32 %72
  %75 = load double, double* %74, align 8, !tbaa !23
  %76 = add nsw i32 %72, %1
  %77 = sitofp i32 %76 to double
  %78 = fmul double %75, %77
  %79 = fadd double %73, %78
  %80 = add nuw nsw i32 %72, 1
  %81 = icmp eq i32 %80, 5
  br i1 %81, label %82, label %71, !llvm.loop !25

82:                                               ; preds = %71
  %83 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), double noundef %79)
  %84 = fmul double %79, 8.000000e+00
  %85 = fptosi double %84 to i32
  br label %86

86:                                               ; preds = %82, %86
  %87 = phi i32 [ 0, %82 ], [ %95, %86 ]
  %88 = urem i32 %87, 24
  %89 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i32 0, i32 %88
  %90 = load i32, i32* %89, align 4, !tbaa !5
  %91 = mul i32 %90, %87
  %92 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i32 0, i32 %87
  %93 = load i32, i32* %92, align 4, !tbaa !5
  %94 = add i32 %93, %91
  store i32 %94, i32* %92, align 4, !tbaa !5
  %95 = add nuw nsw i32 %87, 1
  %96 = icmp eq i32 %95, 64
  br i1 %96, label %97, label %86, !llvm.loop !26

97:                                               ; preds = %86, %97
  %98 = phi i32 [ %105, %97 ], [ 0, %86 ]
  %99 = phi i32 [ %104, %97 ], [ 0, %86 ]
  %100 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i32 0, i32 %98
  %101 = load i32, i32* %100, align 4, !tbaa !5
  %102 = urem i32 %98, 7
  %103 = shl i32 %101, %102
  %104 = xor i32 %103, %99
  %105 = add nuw nsw i32 %98, 1
  %106 = icmp eq i32 %105, 64
  br i1 %106, label %107, label %97, !llvm.loop !27

107:                                              ; preds = %97, %107
  %108 = phi i32 [ %115, %107 ], [ 7, %97 ]
  %109 = phi i32 [ %114, %107 ], [ %104, %97 ]
  %110 = and i32 %109, 15
  %111 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %110
  %112 = load i8, i8* %111, align 1, !tbaa !9
  %113 = getelementptr inbounds [9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 %108
  store i8 %112, i8* %113, align 1, !tbaa !9
  %114 = lshr i32 %109, 4
  %115 = add nsw i32 %108, -1
  %116 = icmp eq i32 %108, 0
  br i1 %116, label %117, label %107, !llvm.loop !16

117:                                              ; preds = %107
  %118 = add i32 %9, %85
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 8), align 1, !tbaa !9
  %119 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0))
  %120 = xor i32 %104, %118
  %121 = load i32*, i32** @g_prime_tail, align 4, !tbaa !21
  %122 = load i32, i32* %121, align 4, !tbaa !5
  %123 = getelementptr inbounds i32, i32* %121, i32 1
  %124 = load i32, i32* %123, align 4, !tbaa !5
  %125 = getelementptr inbounds i32, i32* %121, i32 2
  %126 = load i32, i32* %125, align 4, !tbaa !5
  %127 = getelementptr inbounds i32, i32* %121, i32 3
  %128 = load i32, i32* %127, align 4, !tbaa !5
  %129 = mul nsw i32 %1, 5
  %130 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i32 0, i32 %129
  %131 = load i32, i32* %130, align 4, !tbaa !5
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.13, i32 0, i32 0), i32 noundef %122, i32 noundef %124, i32 noundef %126, i32 noundef %128, i32 noundef %131)
  %133 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i32 0, i32 %1
  %134 = load i16, i16* %133, align 2, !tbaa !13
  %135 = zext i16 %134 to i32
  %136 = sub nsw i32 9, %1
  %137 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i32 0, i32 %136
  %138 = load i16, i16* %137, align 2, !tbaa !13
  %139 = zext i16 %138 to i32
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i32 0, i32 0), i32 noundef %135, i32 noundef %139)
  %141 = call i32 @strlen(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i32 0, i32 0)) #6
  %142 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i32 0, i32 0), i32 noundef %141)
  store i8 74, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i32 0, i32 0), align 1, !tbaa !9
  %143 = getelementptr inbounds [15 x i8], [15 x i8]* @g_greeting, i32 0, i32 %1
  store i8 76, i8* %143, align 1, !tbaa !9
  %144 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i32 0, i32 0))
  br label %145

145:                                              ; preds = %117, %145
  %146 = phi i32 [ %120, %117 ], [ %161, %145 ]
  %147 = phi i32 [ 0, %117 ], [ %162, %145 ]
  %148 = add nsw i32 %147, %1
  %149 = srem i32 %148, 6
  %150 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i32 0, i32 %149
  %151 = load i8*, i8** %150, align 4, !tbaa !21
  %152 = call i32 @strlen(i8* noundef nonnull dereferenceable(1) %151) #6
  %153 = add i32 %152, -1
  %154 = getelementptr inbounds i8, i8* %151, i32 %153
  %155 = load i8, i8* %154, align 1, !tbaa !9
  %156 = zext i8 %155 to i32
  %157 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i32 0, i32 0), i32 noundef %147, i8* noundef %151, i32 noundef %156)
  %158 = mul i32 %146, 7
  %159 = load i8, i8* %151, align 1, !tbaa !9
  %160 = zext i8 %159 to i32
  %161 = add i32 %158, %160
  %162 = add nuw nsw i32 %147, 1
  %163 = icmp eq i32 %162, 6
  br i1 %163, label %164, label %145, !llvm.loop !28

164:                                              ; preds = %145, %164
  %165 = phi i32 [ %174, %164 ], [ %161, %145 ]
  %166 = phi i32 [ %175, %164 ], [ 0, %145 ]
  %167 = add nsw i32 %166, %1
  %168 = getelementptr inbounds [4 x i32*], [4 x i32*]* @g_int_ptrs, i32 0, i32 %166
  %169 = load i32*, i32** %168, align 4, !tbaa !21
  %170 = load i32, i32* %169, align 4, !tbaa !5
  %171 = add nsw i32 %167, %170
  store i32 %171, i32* %169, align 4, !tbaa !5
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i32 noundef %166, i32 noundef %171)
  %173 = load i32, i32* %169, align 4, !tbaa !5
  %174 = add i32 %173, %165
  %175 = add nuw nsw i32 %166, 1
  %176 = icmp eq i32 %175, 4
  br i1 %176, label %177, label %164, !llvm.loop !29

177:                                              ; preds = %164
  %178 = load i32, i32* @g_counter, align 4, !tbaa !5
  %179 = load i32, i32* @s_hidden, align 4, !tbaa !5
  %180 = load i32, i32* @s_zero_static, align 4, !tbaa !5
  %181 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i32 0, i32 1, i32 2), align 4, !tbaa !5
  %182 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str.19, i32 0, i32 0), i32 noundef %178, i32 noundef %179, i32 noundef %180, i32 noundef %181)
  br label %183

183:                                              ; preds = %177, %183
  %184 = phi i32 [ %174, %177 ], [ %202, %183 ]
  %185 = phi i32 [ 0, %177 ], [ %203, %183 ]
  %186 = getelementptr inbounds [4 x %struct.entry], [4 x %struct.entry]* @g_entries, i32 0, i32 %185, i32 1
  %187 = load i32 (i32)*, i32 (i32)** %186, align 4, !tbaa !30
  %188 = getelementptr inbounds [4 x %struct.entry], [4 x %struct.entry]* @g_entries, i32 0, i32 %185, i32 2
  %189 = load i32, i32* %188, align 4, !tbaa !32
  %190 = add nsw i32 %189, %1
  %191 = call i32 %187(i32 noundef %190) #7
  %192 = add nsw i32 %185, %1
  %193 = srem i32 %192, 4
  %194 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i32 0, i32 %193
  %195 = load i32 (i32)*, i32 (i32)** %194, align 4, !tbaa !21
  %196 = call i32 %195(i32 noundef %191) #7
  %197 = getelementptr inbounds [4 x %struct.entry], [4 x %struct.entry]* @g_entries, i32 0, i32 %185, i32 0
  %198 = load i8*, i8** %197, align 4, !tbaa !33
  %199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i32 0, i32 0), i8* noundef %198, i32 noundef %190, i32 noundef %191, i32 noundef %196)
  %200 = mul i32 %184, 13
  %201 = add i32 %191, %200
  %202 = add i32 %201, %196
  %203 = add nuw nsw i32 %185, 1
  %204 = icmp eq i32 %203, 4
  br i1 %204, label %205, label %183, !llvm.loop !34

205:                                              ; preds = %183, %226
  %206 = phi i32 [ %228, %226 ], [ %202, %183 ]
  %207 = phi i32 [ %229, %226 ], [ 0, %183 ]
  %208 = load i32, i32* @next_id.id, align 4, !tbaa !5
  %209 = add nsw i32 %208, 1
  store i32 %209, i32* @next_id.id, align 4, !tbaa !5
  %210 = load i32, i32* @running_hash.calls, align 4, !tbaa !5
  %211 = add i32 %210, 1
  store i32 %211, i32* @running_hash.calls, align 4, !tbaa !5
  %212 = load i32, i32* @running_hash.state, align 4, !tbaa !5
  %213 = xor i32 %212, %208
  %214 = mul i32 %213, 16777619
  %215 = add i32 %214, %211
  store i32 %215, i32* @running_hash.state, align 4, !tbaa !5
  br label %216

216:                                              ; preds = %216, %205
  %217 = phi i32 [ 7, %205 ], [ %224, %216 ]
  %218 = phi i32 [ %215, %205 ], [ %223, %216 ]
  %219 = and i32 %218, 15
  %220 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %219
  %221 = load i8, i8* %220, align 1, !tbaa !9
  %222 = getelementptr inbounds [9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 %217
  store i8 %221, i8* %222, align 1, !tbaa !9
  %223 = lshr i32 %218, 4
  %224 = add nsw i32 %217, -1
  %225 = icmp eq i32 %217, 0
  br i1 %225, label %226, label %216, !llvm.loop !16

226:                                              ; preds = %216
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 8), align 1, !tbaa !9
  %227 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.21, i32 0, i32 0), i32 noundef %208, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0))
  %228 = xor i32 %215, %206
  %229 = add nuw nsw i32 %207, 1
  %230 = icmp eq i32 %229, 5
  br i1 %230, label %231, label %205, !llvm.loop !35

231:                                              ; preds = %226
  %232 = load i64, i64* @g_big, align 8, !tbaa !36
  %233 = mul nsw i64 %232, 3
  %234 = load i32, i32* @g_counter, align 4, !tbaa !5
  %235 = sext i32 %234 to i64
  %236 = add nsw i64 %233, %235
  store i64 %236, i64* @g_big, align 8, !tbaa !36
  %237 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.22, i32 0, i32 0), i64 noundef %236)
  %238 = load i64, i64* @g_big, align 8, !tbaa !36
  %239 = trunc i64 %238 to i32
  %240 = add i32 %228, %239
  br label %241

241:                                              ; preds = %241, %231
  %242 = phi i32 [ 7, %231 ], [ %249, %241 ]
  %243 = phi i32 [ %240, %231 ], [ %248, %241 ]
  %244 = and i32 %243, 15
  %245 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i32 0, i32 %244
  %246 = load i8, i8* %245, align 1, !tbaa !9
  %247 = getelementptr inbounds [9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 %242
  store i8 %246, i8* %247, align 1, !tbaa !9
  %248 = lshr i32 %243, 4
  %249 = add nsw i32 %242, -1
  %250 = icmp eq i32 %242, 0
  br i1 %250, label %251, label %241, !llvm.loop !16

251:                                              ; preds = %241
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 8), align 1, !tbaa !9
  %252 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.23, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i32 0, i32 0))
  %253 = and i32 %240, 127
  ret i32 %253
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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = distinct !{!15, !11, !12}
!16 = distinct !{!16, !11, !12}
!17 = distinct !{!17, !11, !12}
!18 = distinct !{!18, !11, !12}
!19 = distinct !{!19, !11, !12}
!20 = distinct !{!20, !11, !12}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !7, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"double", !7, i64 0}
!25 = distinct !{!25, !11, !12}
!26 = distinct !{!26, !11, !12}
!27 = distinct !{!27, !11, !12}
!28 = distinct !{!28, !11, !12}
!29 = distinct !{!29, !11, !12}
!30 = !{!31, !22, i64 4}
!31 = !{!"entry", !22, i64 0, !22, i64 4, !6, i64 8}
!32 = !{!31, !6, i64 8}
!33 = !{!31, !22, i64 0}
!34 = distinct !{!34, !11, !12}
!35 = distinct !{!35, !11, !12}
!36 = !{!37, !37, i64 0}
!37 = !{!"long long", !7, i64 0}
