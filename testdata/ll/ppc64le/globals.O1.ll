; ModuleID = 'c/globals.c'
source_filename = "c/globals.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

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
@g_entries = internal unnamed_addr constant [4 x %struct.entry] [%struct.entry { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.24, i32 0, i32 0), i32 (i32)* @fn_double, i32 21 }, %struct.entry { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i32 0, i32 0), i32 (i32)* @fn_square, i32 12 }, %struct.entry { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), i32 (i32)* @fn_negate, i32 5 }, %struct.entry { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.27, i32 0, i32 0), i32 (i32)* @fn_counter, i32 3 }], align 8
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
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %10, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %5 = mul i32 %4, 31
  %6 = getelementptr inbounds [16 x i8], [16 x i8]* @g_bytes, i64 0, i64 %3
  %7 = load i8, i8* %6, align 1, !tbaa !9
  %8 = zext i8 %7 to i32
  %9 = add i32 %5, %8
  %10 = add nuw nsw i64 %3, 1
  %11 = icmp eq i64 %10, 16
  br i1 %11, label %12, label %2, !llvm.loop !10

12:                                               ; preds = %2, %12
  %13 = phi i64 [ %19, %12 ], [ 0, %2 ]
  %14 = phi i64 [ %18, %12 ], [ 0, %2 ]
  %15 = getelementptr inbounds [6 x i16], [6 x i16]* @g_shorts, i64 0, i64 %13
  %16 = load i16, i16* %15, align 2, !tbaa !13
  %17 = sext i16 %16 to i64
  %18 = add nsw i64 %14, %17
  %19 = add nuw nsw i64 %13, 1
  %20 = icmp eq i64 %19, 6
  br i1 %20, label %21, label %12, !llvm.loop !15

21:                                               ; preds = %12, %21
  %22 = phi i64 [ %30, %21 ], [ 7, %12 ]
  %23 = phi i32 [ %29, %21 ], [ %9, %12 ]
  %24 = and i32 %23, 15
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %25
  %27 = load i8, i8* %26, align 1, !tbaa !9
  %28 = getelementptr inbounds [9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 %22
  store i8 %27, i8* %28, align 1, !tbaa !9
  %29 = lshr i32 %23, 4
  %30 = add nsw i64 %22, -1
  %31 = icmp eq i64 %22, 0
  br i1 %31, label %32, label %21, !llvm.loop !16

32:                                               ; preds = %21
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 8), align 1, !tbaa !9
  %33 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0), i64 noundef %18)
  br label %34

34:                                               ; preds = %32, %45
  %35 = phi i64 [ 0, %32 ], [ %46, %45 ]
  %36 = trunc i64 %35 to i32
  %37 = add nsw i32 %1, %36
  br label %38

38:                                               ; preds = %34, %38
  %39 = phi i64 [ 0, %34 ], [ %43, %38 ]
  %40 = getelementptr inbounds [3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 %35, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = mul nsw i32 %41, %37
  store i32 %42, i32* %40, align 4, !tbaa !5
  %43 = add nuw nsw i64 %39, 1
  %44 = icmp eq i64 %43, 4
  br i1 %44, label %45, label %38, !llvm.loop !17

45:                                               ; preds = %38
  %46 = add nuw nsw i64 %35, 1
  %47 = icmp eq i64 %46, 3
  br i1 %47, label %48, label %34, !llvm.loop !18

48:                                               ; preds = %45
  %49 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0))
  br label %50

50:                                               ; preds = %48, %59
  %51 = phi i64 [ 0, %48 ], [ %60, %59 ]
  br label %52

52:                                               ; preds = %50, %52
  %53 = phi i64 [ 0, %50 ], [ %57, %52 ]
  %54 = getelementptr inbounds [3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 %51, i64 %53
  %55 = load i32, i32* %54, align 4, !tbaa !5
  %56 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %55)
  %57 = add nuw nsw i64 %53, 1
  %58 = icmp eq i64 %57, 4
  br i1 %58, label %59, label %52, !llvm.loop !19

59:                                               ; preds = %52
  %60 = add nuw nsw i64 %51, 1
  %61 = icmp eq i64 %60, 3
  br i1 %61, label %62, label %50, !llvm.loop !20

62:                                               ; preds = %59
  %63 = call i32 @putchar(i32 10)
  %64 = load i32*, i32** @g_mid, align 8, !tbaa !21
  %65 = load i32, i32* %64, align 4, !tbaa !5
  %66 = getelementptr inbounds i32, i32* %64, i64 1
  %67 = load i32, i32* %66, align 4, !tbaa !5
  %68 = getelementptr inbounds i32, i32* %64, i64 2
  %69 = load i32, i32* %68, align 4, !tbaa !5
  %70 = getelementptr inbounds i32, i32* %64, i64 3
  %71 = load i32, i32* %70, align 4, !tbaa !5
  %72 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %65, i32 noundef signext %67, i32 noundef signext %69, i32 noundef signext %71)
  br label %73

73:                                               ; preds = %62, %73
  %74 = phi i64 [ 0, %62 ], [ %83, %73 ]
  %75 = phi double [ 0.000000e+00, %62 ], [ %82, %73 ]
  %76 = getelementptr inbounds [5 x double], [5 x double]* @g_weights, i64 0, i64 %74
  %77 = load double, double* %76, align 8, !tbaa !23
  %78 = trunc i64 %74 to i32
  %79 = add nsw i32 %1, %78
  %80 = sitofp i32 %79 to double
  %81 = fmul double %77, %80
  %82 = fadd double %75, %81
  %83 = add nuw nsw i64 %74, 1
  %84 = icmp eq i64 %83, 5
  br i1 %84, label %85, label %73, !llvm.loop !25

85:                                               ; preds = %73
  %86 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), double noundef %82)
  %87 = fmul double %82, 8.000000e+00
  %88 = fptosi double %87 to i32
  br label %89

89:                                               ; preds = %85, %89
  %90 = phi i64 [ 0, %85 ], [ %101, %89 ]
  %91 = trunc i64 %90 to i32
  %92 = urem i32 %91, 24
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i64 0, i64 %93
  %95 = load i32, i32* %94, align 4, !tbaa !5
  %96 = trunc i64 %90 to i32
  %97 = mul i32 %95, %96
  %98 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %90
  %99 = load i32, i32* %98, align 4, !tbaa !5
  %100 = add i32 %99, %97
  store i32 %100, i32* %98, align 4, !tbaa !5
  %101 = add nuw nsw i64 %90, 1
  %102 = icmp eq i64 %101, 64
  br i1 %102, label %103, label %89, !llvm.loop !26

103:                                              ; preds = %89, %103
  %104 = phi i64 [ %112, %103 ], [ 0, %89 ]
  %105 = phi i32 [ %111, %103 ], [ 0, %89 ]
  %106 = getelementptr inbounds [64 x i32], [64 x i32]* @g_zeroed, i64 0, i64 %104
  %107 = load i32, i32* %106, align 4, !tbaa !5
  %108 = trunc i64 %104 to i32
  %109 = urem i32 %108, 7
  %110 = shl i32 %107, %109
  %111 = xor i32 %110, %105
  %112 = add nuw nsw i64 %104, 1
  %113 = icmp eq i64 %112, 64
  br i1 %113, label %114, label %103, !llvm.loop !27

114:                                              ; preds = %103, %114
  %115 = phi i64 [ %123, %114 ], [ 7, %103 ]
  %116 = phi i32 [ %122, %114 ], [ %111, %103 ]
  %117 = and i32 %116, 15
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %118
  %120 = load i8, i8* %119, align 1, !tbaa !9
  %121 = getelementptr inbounds [9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 %115
  store i8 %120, i8* %121, align 1, !tbaa !9
  %122 = lshr i32 %116, 4
  %123 = add nsw i64 %115, -1
  %124 = icmp eq i64 %115, 0
  br i1 %124, label %125, label %114, !llvm.loop !16

125:                                              ; preds = %114
  %126 = add i32 %9, %88
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 8), align 1, !tbaa !9
  %127 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0))
  %128 = xor i32 %111, %126
  %129 = load i32*, i32** @g_prime_tail, align 8, !tbaa !21
  %130 = load i32, i32* %129, align 4, !tbaa !5
  %131 = getelementptr inbounds i32, i32* %129, i64 1
  %132 = load i32, i32* %131, align 4, !tbaa !5
  %133 = getelementptr inbounds i32, i32* %129, i64 2
  %134 = load i32, i32* %133, align 4, !tbaa !5
  %135 = getelementptr inbounds i32, i32* %129, i64 3
  %136 = load i32, i32* %135, align 4, !tbaa !5
  %137 = mul nsw i32 %1, 5
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [24 x i32], [24 x i32]* @k_primes, i64 0, i64 %138
  %140 = load i32, i32* %139, align 4, !tbaa !5
  %141 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.13, i64 0, i64 0), i32 noundef zeroext %130, i32 noundef zeroext %132, i32 noundef zeroext %134, i32 noundef zeroext %136, i32 noundef zeroext %140)
  %142 = sext i32 %1 to i64
  %143 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i64 0, i64 %142
  %144 = load i16, i16* %143, align 2, !tbaa !13
  %145 = zext i16 %144 to i32
  %146 = sub nsw i32 9, %1
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [10 x i16], [10 x i16]* @k_squares, i64 0, i64 %147
  %149 = load i16, i16* %148, align 2, !tbaa !13
  %150 = zext i16 %149 to i32
  %151 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i64 0, i64 0), i32 noundef zeroext %145, i32 noundef zeroext %150)
  %152 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0)) #6
  %153 = trunc i64 %152 to i32
  %154 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0), i32 noundef signext %153)
  store i8 74, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0), align 1, !tbaa !9
  %155 = getelementptr inbounds [15 x i8], [15 x i8]* @g_greeting, i64 0, i64 %142
  store i8 76, i8* %155, align 1, !tbaa !9
  %156 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @g_greeting, i64 0, i64 0))
  br label %157

157:                                              ; preds = %125, %157
  %158 = phi i32 [ %128, %125 ], [ %174, %157 ]
  %159 = phi i32 [ 0, %125 ], [ %175, %157 ]
  %160 = add nsw i32 %159, %1
  %161 = srem i32 %160, 6
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [6 x i8*], [6 x i8*]* @g_words, i64 0, i64 %162
  %164 = load i8*, i8** %163, align 8, !tbaa !21
  %165 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %164) #6
  %166 = add i64 %165, -1
  %167 = getelementptr inbounds i8, i8* %164, i64 %166
  %168 = load i8, i8* %167, align 1, !tbaa !9
  %169 = zext i8 %168 to i32
  %170 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %159, i8* noundef %164, i32 noundef signext %169)
  %171 = mul i32 %158, 7
  %172 = load i8, i8* %164, align 1, !tbaa !9
  %173 = zext i8 %172 to i32
  %174 = add i32 %171, %173
  %175 = add nuw nsw i32 %159, 1
  %176 = icmp eq i32 %175, 6
  br i1 %176, label %177, label %157, !llvm.loop !28

177:                                              ; preds = %157, %177
  %178 = phi i64 [ %190, %177 ], [ 0, %157 ]
  %179 = phi i32 [ %189, %177 ], [ %174, %157 ]
  %180 = getelementptr inbounds [4 x i32*], [4 x i32*]* @g_int_ptrs, i64 0, i64 %178
  %181 = load i32*, i32** %180, align 8, !tbaa !21
  %182 = load i32, i32* %181, align 4, !tbaa !5
  %183 = trunc i64 %178 to i32
  %184 = add i32 %1, %183
  %185 = add nsw i32 %184, %182
  store i32 %185, i32* %181, align 4, !tbaa !5
  %186 = trunc i64 %178 to i32
  %187 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext %186, i32 noundef signext %185)
  %188 = load i32, i32* %181, align 4, !tbaa !5
  %189 = add i32 %188, %179
  %190 = add nuw nsw i64 %178, 1
  %191 = icmp eq i64 %190, 4
  br i1 %191, label %192, label %177, !llvm.loop !29

192:                                              ; preds = %177
  %193 = load i32, i32* @g_counter, align 4, !tbaa !5
  %194 = load i32, i32* @s_hidden, align 4, !tbaa !5
  %195 = load i32, i32* @s_zero_static, align 4, !tbaa !5
  %196 = load i32, i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @g_matrix, i64 0, i64 1, i64 2), align 4, !tbaa !5
  %197 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str.19, i64 0, i64 0), i32 noundef signext %193, i32 noundef signext %194, i32 noundef signext %195, i32 noundef signext %196)
  br label %198

198:                                              ; preds = %192, %198
  %199 = phi i64 [ 0, %192 ], [ %220, %198 ]
  %200 = phi i32 [ %189, %192 ], [ %219, %198 ]
  %201 = getelementptr inbounds [4 x %struct.entry], [4 x %struct.entry]* @g_entries, i64 0, i64 %199, i32 1
  %202 = load i32 (i32)*, i32 (i32)** %201, align 8, !tbaa !30
  %203 = getelementptr inbounds [4 x %struct.entry], [4 x %struct.entry]* @g_entries, i64 0, i64 %199, i32 2
  %204 = load i32, i32* %203, align 8, !tbaa !32
  %205 = add nsw i32 %204, %1
  %206 = call signext i32 %202(i32 noundef signext %205) #7
  %207 = trunc i64 %199 to i32
  %208 = add nsw i32 %1, %207
  %209 = srem i32 %208, 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @g_fns, i64 0, i64 %210
  %212 = load i32 (i32)*, i32 (i32)** %211, align 8, !tbaa !21
  %213 = call signext i32 %212(i32 noundef signext %206) #7
  %214 = getelementptr inbounds [4 x %struct.entry], [4 x %struct.entry]* @g_entries, i64 0, i64 %199, i32 0
  %215 = load i8*, i8** %214, align 8, !tbaa !33
  %216 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i64 0, i64 0), i8* noundef %215, i32 noundef signext %205, i32 noundef signext %206, i32 noundef signext %213)
  %217 = mul i32 %200, 13
  %218 = add i32 %206, %217
  %219 = add i32 %218, %213
  %220 = add nuw nsw i64 %199, 1
  %221 = icmp eq i64 %220, 4
  br i1 %221, label %222, label %198, !llvm.loop !34

222:                                              ; preds = %198, %244
  %223 = phi i32 [ %246, %244 ], [ %219, %198 ]
  %224 = phi i32 [ %247, %244 ], [ 0, %198 ]
  %225 = load i32, i32* @next_id.id, align 4, !tbaa !5
  %226 = add nsw i32 %225, 1
  store i32 %226, i32* @next_id.id, align 4, !tbaa !5
  %227 = load i32, i32* @running_hash.calls, align 4, !tbaa !5
  %228 = add i32 %227, 1
  store i32 %228, i32* @running_hash.calls, align 4, !tbaa !5
  %229 = load i32, i32* @running_hash.state, align 4, !tbaa !5
  %230 = xor i32 %229, %225
  %231 = mul i32 %230, 16777619
  %232 = add i32 %231, %228
  store i32 %232, i32* @running_hash.state, align 4, !tbaa !5
  br label %233

233:                                              ; preds = %233, %222
  %234 = phi i64 [ 7, %222 ], [ %242, %233 ]
  %235 = phi i32 [ %232, %222 ], [ %241, %233 ]
  %236 = and i32 %235, 15
  %237 = zext i32 %236 to i64
  %238 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %237
  %239 = load i8, i8* %238, align 1, !tbaa !9
  %240 = getelementptr inbounds [9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 %234
  store i8 %239, i8* %240, align 1, !tbaa !9
  %241 = lshr i32 %235, 4
  %242 = add nsw i64 %234, -1
  %243 = icmp eq i64 %234, 0
  br i1 %243, label %244, label %233, !llvm.loop !16

244:                                              ; preds = %233
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 8), align 1, !tbaa !9
  %245 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.21, i64 0, i64 0), i32 noundef signext %225, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0))
  %246 = xor i32 %232, %223
  %247 = add nuw nsw i32 %224, 1
  %248 = icmp eq i32 %247, 5
  br i1 %248, label %249, label %222, !llvm.loop !35

249:                                              ; preds = %244
  %250 = load i64, i64* @g_big, align 8, !tbaa !36
  %251 = mul nsw i64 %250, 3
  %252 = load i32, i32* @g_counter, align 4, !tbaa !5
  %253 = sext i32 %252 to i64
  %254 = add nsw i64 %251, %253
  store i64 %254, i64* @g_big, align 8, !tbaa !36
  %255 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.22, i64 0, i64 0), i64 noundef %254)
  %256 = load i64, i64* @g_big, align 8, !tbaa !36
  %257 = trunc i64 %256 to i32
  %258 = add i32 %246, %257
  br label %259

259:                                              ; preds = %259, %249
  %260 = phi i64 [ 7, %249 ], [ %268, %259 ]
  %261 = phi i32 [ %258, %249 ], [ %267, %259 ]
  %262 = and i32 %261, 15
  %263 = zext i32 %262 to i64
  %264 = getelementptr inbounds [17 x i8], [17 x i8]* @k_hex, i64 0, i64 %263
  %265 = load i8, i8* %264, align 1, !tbaa !9
  %266 = getelementptr inbounds [9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 %260
  store i8 %265, i8* %266, align 1, !tbaa !9
  %267 = lshr i32 %261, 4
  %268 = add nsw i64 %260, -1
  %269 = icmp eq i64 %260, 0
  br i1 %269, label %270, label %259, !llvm.loop !16

270:                                              ; preds = %259
  store i8 0, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 8), align 1, !tbaa !9
  %271 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.23, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @to_hex.buf, i64 0, i64 0))
  %272 = and i32 %258, 127
  ret i32 %272
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
!30 = !{!31, !22, i64 8}
!31 = !{!"entry", !22, i64 0, !22, i64 8, !6, i64 16}
!32 = !{!31, !6, i64 16}
!33 = !{!31, !22, i64 0}
!34 = distinct !{!34, !11, !12}
!35 = distinct !{!35, !11, !12}
!36 = !{!37, !37, i64 0}
!37 = !{!"long", !7, i64 0}
