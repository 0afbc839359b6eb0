; ModuleID = 'c/wide.c'
source_filename = "c/wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.packed = type { [18 x i8] }
%struct.loose = type { i24, i24, i40, i56 }

@P = internal global [4 x %struct.packed] zeroinitializer, align 16
@.str = private unnamed_addr constant [11 x i8] c"bits %lld\0A\00", align 1
@L = internal global <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }> <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -17, i8 -51, i8 -85, i8 undef, i8 -57, i8 -49, i8 -1, i8 undef, i8 -1, i8 120, i8 86, i8 52, i8 18, [3 x i8] undef, i8 -20, i8 -27, i8 102, i8 65, i8 -29, i8 -1, i8 -1, i8 undef }, %struct.loose zeroinitializer, %struct.loose zeroinitializer }>, align 16
@.str.2 = private unnamed_addr constant [2 x i8] c"u\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"s\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"conv %.6e %.6e\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %5

1:                                                ; preds = %5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 1) to i8*), i8* noundef nonnull align 16 dereferenceable(24) getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 0, i32 0), i64 24, i1 false), !tbaa.struct !5
  %2 = load i32, i32* bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 2) to i32*), align 16
  %3 = and i32 %2, -16777216
  %4 = or i32 %3, 5
  store i32 %4, i32* bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 2) to i32*), align 16
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
  store i144 %35, i144* %10, align 2
  %36 = icmp eq i64 %20, 4
  br i1 %36, label %1, label %5, !llvm.loop !12

37:                                               ; preds = %1, %110
  %38 = phi i64 [ 0, %1 ], [ %111, %110 ]
  %39 = phi i64 [ 0, %1 ], [ %125, %110 ]
  br label %113

40:                                               ; preds = %110
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %125)
  br label %46

42:                                               ; preds = %46
  %43 = extractvalue { i64, i64 } %55, 0
  %44 = extractvalue { i64, i64 } %55, 1
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), i64 noundef %44, i64 noundef %43) #8
  br label %63

46:                                               ; preds = %46, %40
  %47 = phi i64 [ -81985529216486896, %40 ], [ %56, %46 ]
  %48 = phi i64 [ 81985529216486895, %40 ], [ %57, %46 ]
  %49 = phi i128 [ 80596284442678810400085, %40 ], [ %60, %46 ]
  %50 = phi i32 [ 0, %40 ], [ %61, %46 ]
  %51 = mul nuw nsw i32 %50, 29
  %52 = trunc i128 %49 to i64
  %53 = lshr i128 %49, 64
  %54 = trunc i128 %53 to i64
  %55 = call fastcc { i64, i64 } @umix(i64 noundef %47, i64 noundef %48, i64 noundef %52, i64 noundef %54, i32 noundef %51) #8
  %56 = extractvalue { i64, i64 } %55, 0
  %57 = extractvalue { i64, i64 } %55, 1
  %58 = mul i128 %49, 5
  %59 = zext i32 %50 to i128
  %60 = add i128 %58, %59
  %61 = add nuw nsw i32 %50, 1
  %62 = icmp eq i32 %61, 5
  br i1 %62, label %42, label %46, !llvm.loop !15

63:                                               ; preds = %63, %42
  %64 = phi i64 [ 12345, %42 ], [ %72, %63 ]
  %65 = phi i64 [ -1957312, %42 ], [ %73, %63 ]
  %66 = phi i128 [ 987654327913580247, %42 ], [ %79, %63 ]
  %67 = phi i32 [ 0, %42 ], [ %80, %63 ]
  %68 = trunc i128 %66 to i64
  %69 = lshr i128 %66, 64
  %70 = trunc i128 %69 to i64
  %71 = call fastcc { i64, i64 } @smix(i64 noundef %64, i64 noundef %65, i64 noundef %68, i64 noundef %70) #8
  %72 = extractvalue { i64, i64 } %71, 0
  %73 = extractvalue { i64, i64 } %71, 1
  %74 = zext i64 %73 to i128
  %75 = shl nuw i128 %74, 64
  %76 = zext i64 %72 to i128
  %77 = or i128 %75, %76
  %78 = sdiv i128 %77, -7
  %79 = add i128 %78, %66
  %80 = add nuw nsw i32 %67, 1
  %81 = icmp eq i32 %80, 5
  br i1 %81, label %82, label %63, !llvm.loop !16

82:                                               ; preds = %63
  %83 = extractvalue { i64, i64 } %71, 0
  %84 = extractvalue { i64, i64 } %71, 1
  %85 = zext i64 %44 to i128
  %86 = shl nuw i128 %85, 64
  %87 = zext i64 %43 to i128
  %88 = or i128 %86, %87
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i64 noundef %84, i64 noundef %83) #8
  %90 = trunc i128 %79 to i64
  %91 = lshr i128 %79, 64
  %92 = trunc i128 %91 to i64
  %93 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0), i64 noundef %92, i64 noundef %90) #8
  %94 = icmp ugt i128 %88, 251863388883371282500265819
  %95 = zext i1 %94 to i32
  %96 = icmp slt i128 %77, %79
  %97 = zext i1 %96 to i32
  %98 = icmp uge i128 %77, %79
  %99 = zext i1 %98 to i32
  %100 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef %95, i32 noundef %97, i32 noundef %99) #8
  %101 = call fastcc double @conv128(i64 noundef %83, i64 noundef %84, i64 noundef %43, i64 noundef %44, double noundef 1.500000e+20, x86_fp80 noundef 0xKC050AC0DB698068112D0) #8
  %102 = sub nsw i128 0, %79
  %103 = trunc i128 %102 to i64
  %104 = lshr i128 %102, 64
  %105 = trunc i128 %104 to i64
  %106 = call fastcc double @conv128(i64 noundef %103, i64 noundef %105, i64 noundef -6090273176289958053, i64 noundef 13653541, double noundef -7.000000e+15, x86_fp80 noundef 0xK4008FA00000000000000) #8
  %107 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), double noundef %101, double noundef %106) #8
  %108 = trunc i64 %125 to i32
  %109 = and i32 %108, 127
  ret i32 %109

110:                                              ; preds = %113
  %111 = add nuw nsw i64 %38, 1
  %112 = icmp eq i64 %111, 6
  br i1 %112, label %40, label %37, !llvm.loop !17

113:                                              ; preds = %37, %113
  %114 = phi i64 [ 0, %37 ], [ %126, %113 ]
  %115 = phi i64 [ %39, %37 ], [ %125, %113 ]
  %116 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %114
  %117 = trunc i64 %114 to i32
  %118 = urem i32 %117, 3
  %119 = zext i32 %118 to i64
  %120 = getelementptr inbounds [3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i64 0, i64 %119
  %121 = add nuw nsw i64 %114, %38
  %122 = trunc i64 %121 to i32
  call fastcc void @update(%struct.packed* noundef nonnull %116, %struct.loose* noundef %120, i32 noundef %122)
  %123 = mul nsw i64 %115, 31
  %124 = call fastcc i64 @mix(%struct.packed* noundef nonnull %116, %struct.loose* noundef %120)
  %125 = add nsw i64 %124, %123
  %126 = add nuw nsw i64 %114, 1
  %127 = icmp eq i64 %126, 4
  br i1 %127, label %110, label %113, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define internal fastcc void @update(%struct.packed* nocapture noundef %0, %struct.loose* nocapture noundef %1, i32 noundef %2) unnamed_addr #2 {
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
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc { i64, i64 } @umix(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i32 noundef %4) unnamed_addr #5 {
  %6 = zext i64 %1 to i128
  %7 = shl nuw i128 %6, 64
  %8 = zext i64 %0 to i128
  %9 = or i128 %7, %8
  %10 = zext i64 %3 to i128
  %11 = shl nuw i128 %10, 64
  %12 = zext i64 %2 to i128
  %13 = or i128 %11, %12
  %14 = mul i128 %13, %9
  %15 = lshr i128 %9, 7
  %16 = add i128 %14, %15
  %17 = and i32 %4, 127
  %18 = zext i32 %17 to i128
  %19 = shl i128 %13, %18
  %20 = sub i128 %16, %19
  %21 = or i128 %13, 1
  %22 = udiv i128 %9, %21
  %23 = xor i128 %22, %20
  %24 = lshr i128 %13, 3
  %25 = or i128 %24, 5
  %26 = urem i128 %9, %25
  %27 = add i128 %23, %26
  %28 = trunc i128 %27 to i64
  %29 = lshr i128 %27, 64
  %30 = trunc i128 %29 to i64
  %31 = insertvalue { i64, i64 } poison, i64 %28, 0
  %32 = insertvalue { i64, i64 } %31, i64 %30, 1
  ret { i64, i64 } %32
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc { i64, i64 } @smix(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #5 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or i128 %10, %11
  %13 = mul nsw i128 %8, 3
  %14 = or i128 %12, 1
  %15 = sdiv i128 %8, %14
  %16 = srem i128 %8, 1000003
  %17 = add i128 %16, %13
  %18 = sub i128 %17, %12
  %19 = add i128 %18, %15
  %20 = ashr i128 %19, 5
  %21 = icmp slt i128 %20, %8
  %22 = add nsw i128 %20, 17
  %23 = select i1 %21, i128 %22, i128 %20
  %24 = icmp eq i128 %8, %12
  %25 = add nsw i128 %23, -1
  %26 = select i1 %24, i128 %25, i128 %23
  %27 = trunc i128 %26 to i64
  %28 = select i1 %24, i128 %25, i128 %23
  %29 = lshr i128 %28, 64
  %30 = trunc i128 %29 to i64
  %31 = insertvalue { i64, i64 } poison, i64 %27, 0
  %32 = insertvalue { i64, i64 } %31, i64 %30, 1
  ret { i64, i64 } %32
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone uwtable willreturn
define internal fastcc double @conv128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, double noundef %4, x86_fp80 noundef %5) unnamed_addr #6 {
  %7 = zext i64 %1 to i128
  %8 = shl nuw i128 %7, 64
  %9 = zext i64 %0 to i128
  %10 = or i128 %8, %9
  %11 = zext i64 %3 to i128
  %12 = shl nuw i128 %11, 64
  %13 = zext i64 %2 to i128
  %14 = or i128 %12, %13
  %15 = sitofp i128 %10 to double
  %16 = uitofp i128 %14 to double
  %17 = call double @llvm.fmuladd.f64(double %16, double 5.000000e-01, double %15)
  %18 = uitofp i128 %14 to float
  %19 = sitofp i128 %10 to x86_fp80
  %20 = uitofp i128 %14 to x86_fp80
  %21 = fadd x86_fp80 %19, %20
  %22 = fptosi double %4 to i128
  %23 = fmul double %4, %4
  %24 = fptoui double %23 to i128
  %25 = fptosi x86_fp80 %5 to i128
  %26 = fdiv double %4, 3.000000e+00
  %27 = fptrunc double %26 to float
  %28 = fptoui float %27 to i128
  %29 = fpext float %18 to double
  %30 = fadd double %17, %29
  %31 = fptrunc x86_fp80 %21 to double
  %32 = fadd double %30, %31
  %33 = xor i128 %24, %22
  %34 = sitofp i128 %33 to double
  %35 = fadd double %32, %34
  %36 = ashr i128 %25, 3
  %37 = sitofp i128 %36 to double
  %38 = fadd double %35, %37
  %39 = uitofp i128 %28 to double
  %40 = fadd double %38, %39
  ret double %40
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
