; ModuleID = 'c/wide.c'
source_filename = "c/wide.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.packed = type { [18 x i8] }
%struct.loose = type { i24, i24, i40, i56 }

@P = internal global [4 x %struct.packed] zeroinitializer, align 1
@.str = private unnamed_addr constant [11 x i8] c"bits %lld\0A\00", align 1
@L = internal global <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }> <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 -51, i8 -85, i8 undef, i8 -57, i8 -49, i8 -1, i8 undef, i8 -1, i8 120, i8 86, i8 52, i8 18, [3 x i8] undef, i8 -20, i8 -27, i8 102, i8 65, i8 -29, i8 -1, i8 -1, i8 undef }, %struct.loose zeroinitializer, %struct.loose zeroinitializer }>, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"u\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"s\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"conv %.6e %.6e\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  br label %5

1:                                                ; preds = %5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 1) to i8*), i8* noundef nonnull align 8 dereferenceable(24) getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 0, i32 0), i64 24, i1 false), !tbaa.struct !5
  %2 = load i32, i32* bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 2) to i32*), align 8
  %3 = and i32 %2, -16777216
  %4 = or i32 %3, 5
  store i32 %4, i32* bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 2) to i32*), align 8
  br label %37

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %20, %5 ]
  %7 = mul nsw i64 %6, -1000
  %8 = add nsw i64 %7, 8388605
  %9 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %6
  %10 = bitcast %struct.packed* %9 to i144*
  %11 = mul nuw nsw i64 %6, 7777
  %12 = zext i64 %11 to i144
  %13 = shl nuw nsw i144 %12, 23
  %14 = zext i64 %8 to i144
  %15 = mul nsw i64 %6, -123456789
  %16 = add nsw i64 %15, 5
  %17 = zext i64 %16 to i144
  %18 = shl nuw nsw i144 %17, 40
  %19 = and i144 %13, 1099503239168
  %20 = add nuw nsw i64 %6, 1
  %21 = mul nuw nsw i64 %20, 4886718345
  %22 = zext i64 %21 to i144
  %23 = shl nuw nsw i144 %22, 81
  %24 = and i144 %18, 2417851639228158837784576
  %25 = zext i64 %6 to i144
  %26 = shl nuw nsw i144 %25, 128
  %27 = trunc i64 %6 to i32
  %28 = mul i32 %27, -100
  %29 = zext i32 %28 to i144
  %30 = shl i144 %29, 131
  %31 = or i144 %30, %26
  %32 = or i144 %31, %14
  %33 = or i144 %32, %19
  %34 = or i144 %33, %24
  %35 = or i144 %34, %23
  store i144 %35, i144* %10, align 1
  %36 = icmp eq i64 %20, 4
  br i1 %36, label %1, label %5, !llvm.loop !12

37:                                               ; preds = %1, %89
  %38 = phi i64 [ 0, %1 ], [ %90, %89 ]
  %39 = phi i64 [ 0, %1 ], [ %104, %89 ]
  br label %92

40:                                               ; preds = %89
  %41 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %104)
  br label %47

42:                                               ; preds = %47
  %43 = lshr i128 %52, 64
  %44 = trunc i128 %43 to i64
  %45 = trunc i128 %52 to i64
  %46 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), i64 noundef %44, i64 noundef %45) #8
  br label %58

47:                                               ; preds = %47, %40
  %48 = phi i32 [ 0, %40 ], [ %56, %47 ]
  %49 = phi i128 [ 80596284442678810400085, %40 ], [ %55, %47 ]
  %50 = phi i128 [ 1512366075204170947332355369683137040, %40 ], [ %52, %47 ]
  %51 = mul nuw nsw i32 %48, 29
  %52 = call fastcc i128 @umix(i128 noundef %50, i128 noundef %49, i32 noundef signext %51) #8
  %53 = mul i128 %49, 5
  %54 = zext i32 %48 to i128
  %55 = add i128 %53, %54
  %56 = add nuw nsw i32 %48, 1
  %57 = icmp eq i32 %56, 5
  br i1 %57, label %42, label %47, !llvm.loop !15

58:                                               ; preds = %58, %42
  %59 = phi i32 [ 0, %42 ], [ %65, %58 ]
  %60 = phi i128 [ 987654327913580247, %42 ], [ %64, %58 ]
  %61 = phi i128 [ -36106033536400589892603847, %42 ], [ %62, %58 ]
  %62 = call fastcc i128 @smix(i128 noundef %61, i128 noundef %60) #8
  %63 = sdiv i128 %62, -7
  %64 = add i128 %63, %60
  %65 = add nuw nsw i32 %59, 1
  %66 = icmp eq i32 %65, 5
  br i1 %66, label %67, label %58, !llvm.loop !16

67:                                               ; preds = %58
  %68 = lshr i128 %62, 64
  %69 = trunc i128 %68 to i64
  %70 = trunc i128 %62 to i64
  %71 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i64 noundef %69, i64 noundef %70) #8
  %72 = lshr i128 %64, 64
  %73 = trunc i128 %72 to i64
  %74 = trunc i128 %64 to i64
  %75 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0), i64 noundef %73, i64 noundef %74) #8
  %76 = icmp ugt i128 %52, 251863388883371282500265819
  %77 = zext i1 %76 to i32
  %78 = icmp slt i128 %62, %64
  %79 = zext i1 %78 to i32
  %80 = icmp uge i128 %62, %64
  %81 = zext i1 %80 to i32
  %82 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %77, i32 noundef signext %79, i32 noundef signext %81) #8
  %83 = call fastcc double @conv128(i128 noundef %62, i128 noundef %52, double noundef 1.500000e+20, ppc_fp128 noundef 0xMC50581B6D300D022C1A6800000000000) #8
  %84 = sub nsw i128 0, %64
  %85 = call fastcc double @conv128(i128 noundef %84, i128 noundef 251863388883371282500265819, double noundef -7.000000e+15, ppc_fp128 noundef 0xM408F4000000000000000000000000000) #8
  %86 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), double noundef %83, double noundef %85) #8
  %87 = trunc i64 %104 to i32
  %88 = and i32 %87, 127
  ret i32 %88

89:                                               ; preds = %92
  %90 = add nuw nsw i64 %38, 1
  %91 = icmp eq i64 %90, 6
  br i1 %91, label %40, label %37, !llvm.loop !17

92:                                               ; preds = %37, %92
  %93 = phi i64 [ 0, %37 ], [ %105, %92 ]
  %94 = phi i64 [ %39, %37 ], [ %104, %92 ]
  %95 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %93
  %96 = trunc i64 %93 to i32
  %97 = urem i32 %96, 3
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds [3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i64 0, i64 %98
  %100 = add nuw nsw i64 %93, %38
  %101 = trunc i64 %100 to i32
  call fastcc void @update(%struct.packed* noundef nonnull %95, %struct.loose* noundef %99, i32 noundef signext %101)
  %102 = mul nsw i64 %94, 31
  %103 = call fastcc i64 @mix(%struct.packed* noundef nonnull %95, %struct.loose* noundef %99)
  %104 = add nsw i64 %103, %102
  %105 = add nuw nsw i64 %93, 1
  %106 = icmp eq i64 %105, 4
  br i1 %106, label %89, label %92, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @update(%struct.packed* nocapture noundef %0, %struct.loose* nocapture noundef %1, i32 noundef signext %2) unnamed_addr #2 {
  %4 = bitcast %struct.packed* %0 to i144*
  %5 = load i144, i144* %4, align 1
  %6 = shl i144 %5, 121
  %7 = ashr exact i144 %6, 121
  %8 = trunc i144 %7 to i32
  %9 = mul nsw i32 %8, 3
  %10 = mul i32 %2, -100001
  %11 = add i32 %9, %10
  %12 = mul nsw i32 %2, 4099
  %13 = lshr i144 %5, 23
  %14 = trunc i144 %13 to i32
  %15 = add i32 %12, %14
  %16 = zext i32 %15 to i144
  %17 = shl nuw nsw i144 %16, 23
  %18 = and i32 %11, 8388607
  %19 = zext i32 %18 to i144
  %20 = shl i144 %5, 63
  %21 = ashr i144 %20, 103
  %22 = trunc i144 %21 to i64
  %23 = mul nsw i64 %22, -7
  %24 = sext i32 %2 to i64
  %25 = add nsw i64 %23, %24
  %26 = zext i64 %25 to i144
  %27 = shl nuw nsw i144 %26, 40
  %28 = and i144 %17, 1099503239168
  %29 = lshr i144 %5, 78
  %30 = trunc i144 %29 to i64
  %31 = and i64 %30, 140737488355320
  %32 = zext i32 %2 to i64
  %33 = or i64 %31, %32
  %34 = zext i64 %33 to i144
  %35 = shl nuw nsw i144 %34, 81
  %36 = and i144 %27, 2417851639228158837784576
  %37 = lshr i144 %5, 128
  %38 = trunc i144 %37 to i32
  %39 = add i32 %38, %2
  %40 = and i32 %39, 7
  %41 = zext i32 %40 to i144
  %42 = shl nuw nsw i144 %41, 128
  %43 = mul i32 %2, -77
  %44 = lshr i144 %5, 131
  %45 = trunc i144 %44 to i32
  %46 = add i32 %43, %45
  %47 = zext i32 %46 to i144
  %48 = shl i144 %47, 131
  %49 = or i144 %28, %48
  %50 = or i144 %49, %35
  %51 = or i144 %50, %42
  %52 = or i144 %51, %19
  %53 = or i144 %52, %36
  store i144 %53, i144* %4, align 1
  %54 = mul nsw i32 %2, 65793
  %55 = bitcast %struct.loose* %1 to i32*
  %56 = load i32, i32* %55, align 8
  %57 = add i32 %56, %54
  %58 = and i32 %57, 16777215
  %59 = and i32 %56, -16777216
  %60 = or i32 %58, %59
  store i32 %60, i32* %55, align 8
  %61 = getelementptr inbounds %struct.loose, %struct.loose* %1, i64 0, i32 1
  %62 = bitcast i24* %61 to i32*
  %63 = load i32, i32* %62, align 4
  %64 = sub i32 %2, %63
  %65 = and i32 %64, 16777215
  %66 = and i32 %63, -16777216
  %67 = or i32 %65, %66
  store i32 %67, i32* %62, align 4
  %68 = getelementptr inbounds %struct.loose, %struct.loose* %1, i64 0, i32 2
  %69 = bitcast i40* %68 to i64*
  %70 = load i64, i64* %69, align 8
  %71 = and i64 %70, 1099511627775
  %72 = mul nuw nsw i64 %71, 3
  %73 = and i64 %72, 1099511627775
  %74 = and i64 %70, -1099511627776
  %75 = or i64 %73, %74
  %76 = xor i64 %75, 366503875925
  store i64 %76, i64* %69, align 8
  %77 = getelementptr inbounds %struct.loose, %struct.loose* %1, i64 0, i32 3
  %78 = bitcast i56* %77 to i64*
  %79 = load i64, i64* %78, align 8
  %80 = shl i64 %79, 8
  %81 = ashr exact i64 %80, 8
  %82 = sdiv i64 %81, 3
  %83 = sub nsw i64 %82, %24
  %84 = and i64 %83, 72057594037927935
  %85 = and i64 %79, -72057594037927936
  %86 = or i64 %84, %85
  store i64 %86, i64* %78, align 8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i64 @mix(%struct.packed* nocapture noundef readonly %0, %struct.loose* nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = bitcast %struct.packed* %0 to i144*
  %4 = load i144, i144* %3, align 1
  %5 = shl i144 %4, 121
  %6 = ashr exact i144 %5, 121
  %7 = trunc i144 %6 to i32
  %8 = trunc i144 %6 to i64
  %9 = mul nsw i64 %8, 3
  %10 = trunc i144 %4 to i64
  %11 = lshr i64 %10, 23
  %12 = and i64 %11, 131071
  %13 = add nsw i64 %9, %12
  %14 = mul nsw i64 %13, 5
  %15 = shl i144 %4, 63
  %16 = ashr i144 %15, 103
  %17 = trunc i144 %16 to i64
  %18 = add nsw i64 %14, %17
  %19 = lshr i144 %4, 81
  %20 = trunc i144 %19 to i64
  %21 = and i64 %20, 140737488355327
  %22 = xor i64 %18, %21
  %23 = lshr i144 %4, 128
  %24 = trunc i144 %23 to i64
  %25 = and i64 %24, 7
  %26 = mul nuw nsw i64 %25, 7
  %27 = ashr i144 %4, 131
  %28 = trunc i144 %27 to i64
  %29 = add i64 %26, %28
  %30 = shl i64 %29, 32
  %31 = ashr exact i64 %30, 32
  %32 = bitcast %struct.loose* %1 to i32*
  %33 = load i32, i32* %32, align 8
  %34 = and i32 %33, 16777215
  %35 = getelementptr inbounds %struct.loose, %struct.loose* %1, i64 0, i32 1
  %36 = bitcast i24* %35 to i32*
  %37 = load i32, i32* %36, align 4
  %38 = shl i32 %37, 8
  %39 = ashr exact i32 %38, 8
  %40 = add nsw i32 %39, %34
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %31, %41
  %43 = add i64 %42, %22
  %44 = getelementptr inbounds %struct.loose, %struct.loose* %1, i64 0, i32 2
  %45 = bitcast i40* %44 to i64*
  %46 = load i64, i64* %45, align 8
  %47 = and i64 %46, 1099511627775
  %48 = xor i64 %43, %47
  %49 = getelementptr inbounds %struct.loose, %struct.loose* %1, i64 0, i32 3
  %50 = bitcast i56* %49 to i64*
  %51 = load i64, i64* %50, align 8
  %52 = shl i64 %51, 8
  %53 = ashr i64 %52, 11
  %54 = icmp slt i32 %7, -5
  %55 = zext i1 %54 to i64
  %56 = add nsw i64 %53, %55
  %57 = add i64 %56, %48
  %58 = icmp sgt i64 %17, 1000000
  %59 = add nsw i64 %57, 2
  %60 = select i1 %58, i64 %59, i64 %57
  %61 = and i32 %37, 8388608
  %62 = icmp eq i32 %61, 0
  %63 = add nsw i64 %60, 4
  %64 = select i1 %62, i64 %60, i64 %63
  %65 = icmp ugt i64 %47, 4294967296
  %66 = add nsw i64 %64, 8
  %67 = select i1 %65, i64 %66, i64 %64
  ret i64 %67
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i128 @umix(i128 noundef %0, i128 noundef %1, i32 noundef signext %2) unnamed_addr #5 {
  %4 = mul i128 %1, %0
  %5 = lshr i128 %0, 7
  %6 = add i128 %4, %5
  %7 = and i32 %2, 127
  %8 = zext i32 %7 to i128
  %9 = shl i128 %1, %8
  %10 = sub i128 %6, %9
  %11 = or i128 %1, 1
  %12 = udiv i128 %0, %11
  %13 = xor i128 %12, %10
  %14 = lshr i128 %1, 3
  %15 = or i128 %14, 5
  %16 = urem i128 %0, %15
  %17 = add i128 %13, %16
  ret i128 %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i128 @smix(i128 noundef %0, i128 noundef %1) unnamed_addr #5 {
  %3 = mul nsw i128 %0, 3
  %4 = or i128 %1, 1
  %5 = sdiv i128 %0, %4
  %6 = srem i128 %0, 1000003
  %7 = sub i128 %3, %1
  %8 = add i128 %7, %6
  %9 = add i128 %8, %5
  %10 = ashr i128 %9, 5
  %11 = icmp slt i128 %10, %0
  %12 = add nsw i128 %10, 17
  %13 = select i1 %11, i128 %12, i128 %10
  %14 = icmp eq i128 %0, %1
  %15 = sext i1 %14 to i128
  %16 = add nsw i128 %13, %15
  ret i128 %16
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc double @conv128(i128 noundef %0, i128 noundef %1, double noundef %2, ppc_fp128 noundef %3) unnamed_addr #6 {
  %5 = sitofp i128 %0 to double
  %6 = uitofp i128 %1 to double
  %7 = call double @llvm.fmuladd.f64(double %6, double 5.000000e-01, double %5)
  %8 = uitofp i128 %1 to float
  %9 = sitofp i128 %0 to ppc_fp128
  %10 = uitofp i128 %1 to ppc_fp128
  %11 = fadd ppc_fp128 %9, %10
  %12 = fptosi double %2 to i128
  %13 = fmul double %2, %2
  %14 = fptoui double %13 to i128
  %15 = fptosi ppc_fp128 %3 to i128
  %16 = fdiv double %2, 3.000000e+00
  %17 = fptrunc double %16 to float
  %18 = fptoui float %17 to i128
  %19 = fpext float %8 to double
  %20 = fadd double %7, %19
  %21 = fptrunc ppc_fp128 %11 to double
  %22 = fadd double %20, %21
  %23 = xor i128 %14, %12
  %24 = sitofp i128 %23 to double
  %25 = fadd double %22, %24
  %26 = ashr i128 %15, 3
  %27 = sitofp i128 %26 to double
  %28 = fadd double %25, %27
  %29 = uitofp i128 %18 to double
  %30 = fadd double %28, %29
  ret double %30
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #6 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #7 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 8, !10, i64 16, i64 8, !10}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !8, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
!16 = distinct !{!16, !13, !14}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14}
