; ModuleID = 'c/wide.c'
source_filename = "c/wide.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.packed = type { [18 x i8] }
%struct.loose = type { i24, i24, i40, i56 }

@P = internal global [4 x %struct.packed] zeroinitializer, align 8
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
  store i144 11815359960909938436823258054524925, i144* bitcast ([4 x %struct.packed]* @P to i144*), align 8
  store i144 -271885587539109908069643540642674058986475, i144* bitcast (%struct.packed* getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 1) to i144*), align 2
  store i144 -543771186893579779467077157337864521910227, i144* bitcast (%struct.packed* getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 2) to i144*), align 4
  store i144 -815656786248049650864510774033054984833979, i144* bitcast (%struct.packed* getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 3) to i144*), align 2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 1) to i8*), i8* noundef nonnull align 8 dereferenceable(24) getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 0, i32 0), i64 24, i1 false), !tbaa.struct !5
  %1 = load i32, i32* bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 2) to i32*), align 8
  %2 = and i32 %1, -16777216
  %3 = or i32 %2, 5
  store i32 %3, i32* bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 2) to i32*), align 8
  br label %4

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %11, %4 ]
  %6 = phi i64 [ 0, %0 ], [ %25, %4 ]
  %7 = trunc i64 %5 to i32
  tail call fastcc void @update(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 0), %struct.loose* noundef bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to %struct.loose*), i32 noundef signext %7)
  %8 = mul nsw i64 %6, 31
  %9 = tail call fastcc i64 @mix(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 0), %struct.loose* noundef bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to %struct.loose*))
  %10 = add nsw i64 %9, %8
  %11 = add nuw nsw i64 %5, 1
  %12 = trunc i64 %11 to i32
  tail call fastcc void @update(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 1), %struct.loose* noundef getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 1), i32 noundef signext %12)
  %13 = mul nsw i64 %10, 31
  %14 = tail call fastcc i64 @mix(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 1), %struct.loose* noundef getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 1))
  %15 = add nsw i64 %14, %13
  %16 = trunc i64 %5 to i32
  %17 = add i32 %16, 2
  tail call fastcc void @update(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 2), %struct.loose* noundef getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 2), i32 noundef signext %17)
  %18 = mul nsw i64 %15, 31
  %19 = tail call fastcc i64 @mix(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 2), %struct.loose* noundef getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 2))
  %20 = add nsw i64 %19, %18
  %21 = trunc i64 %5 to i32
  %22 = add i32 %21, 3
  tail call fastcc void @update(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 3), %struct.loose* noundef bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to %struct.loose*), i32 noundef signext %22)
  %23 = mul nsw i64 %20, 31
  %24 = tail call fastcc i64 @mix(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 3), %struct.loose* noundef bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to %struct.loose*))
  %25 = add nsw i64 %24, %23
  %26 = icmp eq i64 %11, 6
  br i1 %26, label %27, label %4, !llvm.loop !12

27:                                               ; preds = %4
  %28 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %25)
  %29 = tail call fastcc i128 @umix(i128 noundef 1512366075204170947332355369683137040, i128 noundef 80596284442678810400085, i32 noundef signext 0) #8
  %30 = tail call fastcc i128 @umix(i128 noundef %29, i128 noundef 402981422213394052000425, i32 noundef signext 29) #8
  %31 = tail call fastcc i128 @umix(i128 noundef %30, i128 noundef 2014907111066970260002126, i32 noundef signext 58) #8
  %32 = tail call fastcc i128 @umix(i128 noundef %31, i128 noundef 10074535555334851300010632, i32 noundef signext 87) #8
  %33 = tail call fastcc i128 @umix(i128 noundef %32, i128 noundef 50372677776674256500053163, i32 noundef signext 116) #8
  %34 = lshr i128 %33, 64
  %35 = trunc i128 %34 to i64
  %36 = trunc i128 %33 to i64
  %37 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), i64 noundef %35, i64 noundef %36) #8
  %38 = tail call fastcc i128 @smix(i128 noundef -36106033536400589892603847, i128 noundef 987654327913580247) #8
  %39 = sdiv i128 %38, -7
  %40 = add nsw i128 %39, 987654327913580247
  %41 = tail call fastcc i128 @smix(i128 noundef %38, i128 noundef %40) #8
  %42 = sdiv i128 %41, -7
  %43 = add nsw i128 %42, %40
  %44 = tail call fastcc i128 @smix(i128 noundef %41, i128 noundef %43) #8
  %45 = sdiv i128 %44, -7
  %46 = add nsw i128 %45, %43
  %47 = tail call fastcc i128 @smix(i128 noundef %44, i128 noundef %46) #8
  %48 = sdiv i128 %47, -7
  %49 = add nsw i128 %48, %46
  %50 = tail call fastcc i128 @smix(i128 noundef %47, i128 noundef %49) #8
  %51 = sdiv i128 %50, -7
  %52 = add nsw i128 %51, %49
  %53 = lshr i128 %50, 64
  %54 = trunc i128 %53 to i64
  %55 = trunc i128 %50 to i64
  %56 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i64 noundef %54, i64 noundef %55) #8
  %57 = lshr i128 %52, 64
  %58 = trunc i128 %57 to i64
  %59 = trunc i128 %52 to i64
  %60 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0), i64 noundef %58, i64 noundef %59) #8
  %61 = icmp ugt i128 %33, 251863388883371282500265819
  %62 = zext i1 %61 to i32
  %63 = icmp slt i128 %50, %52
  %64 = zext i1 %63 to i32
  %65 = icmp uge i128 %50, %52
  %66 = zext i1 %65 to i32
  %67 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %62, i32 noundef signext %64, i32 noundef signext %66) #8
  %68 = tail call fastcc double @conv128(i128 noundef %50, i128 noundef %33, double noundef 1.500000e+20, ppc_fp128 noundef 0xMC50581B6D300D022C1A6800000000000) #8
  %69 = sub nsw i128 0, %52
  %70 = tail call fastcc double @conv128(i128 noundef %69, i128 noundef 251863388883371282500265819, double noundef -7.000000e+15, ppc_fp128 noundef 0xM408F4000000000000000000000000000) #8
  %71 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), double noundef %68, double noundef %70) #8
  %72 = trunc i64 %25 to i32
  %73 = and i32 %72, 127
  ret i32 %73
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
  %29 = add nsw i64 %26, %28
  %30 = bitcast %struct.loose* %1 to i32*
  %31 = load i32, i32* %30, align 8
  %32 = and i32 %31, 16777215
  %33 = getelementptr inbounds %struct.loose, %struct.loose* %1, i64 0, i32 1
  %34 = bitcast i24* %33 to i32*
  %35 = load i32, i32* %34, align 4
  %36 = shl i32 %35, 8
  %37 = ashr exact i32 %36, 8
  %38 = add nsw i32 %37, %32
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %29, %39
  %41 = add i64 %40, %22
  %42 = getelementptr inbounds %struct.loose, %struct.loose* %1, i64 0, i32 2
  %43 = bitcast i40* %42 to i64*
  %44 = load i64, i64* %43, align 8
  %45 = and i64 %44, 1099511627775
  %46 = xor i64 %41, %45
  %47 = getelementptr inbounds %struct.loose, %struct.loose* %1, i64 0, i32 3
  %48 = bitcast i56* %47 to i64*
  %49 = load i64, i64* %48, align 8
  %50 = shl i64 %49, 8
  %51 = ashr i64 %50, 11
  %52 = icmp slt i32 %7, -5
  %53 = zext i1 %52 to i64
  %54 = add nsw i64 %51, %53
  %55 = add i64 %54, %46
  %56 = icmp sgt i64 %17, 1000000
  %57 = add nsw i64 %55, 2
  %58 = select i1 %56, i64 %57, i64 %55
  %59 = and i32 %35, 8388608
  %60 = icmp eq i32 %59, 0
  %61 = add nsw i64 %58, 4
  %62 = select i1 %60, i64 %58, i64 %61
  %63 = icmp ugt i64 %45, 4294967296
  %64 = add nsw i64 %62, 8
  %65 = select i1 %63, i64 %64, i64 %62
  ret i64 %65
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
  %7 = tail call double @llvm.fmuladd.f64(double %6, double 5.000000e-01, double %5)
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
