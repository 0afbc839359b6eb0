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
  store i144 11815359960909938436823258054524925, i144* bitcast ([4 x %struct.packed]* @P to i144*), align 16
  store i144 -271885587539109908069643540642674058986475, i144* bitcast (%struct.packed* getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 1) to i144*), align 2
  store i144 -543771186893579779467077157337864521910227, i144* bitcast (%struct.packed* getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 2) to i144*), align 4
  store i144 -815656786248049650864510774033054984833979, i144* bitcast (%struct.packed* getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 3) to i144*), align 2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 1) to i8*), i8* noundef nonnull align 16 dereferenceable(24) getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 0, i32 0), i64 24, i1 false), !tbaa.struct !5
  %1 = load i32, i32* bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 2) to i32*), align 16
  %2 = and i32 %1, -16777216
  %3 = or i32 %2, 5
  store i32 %3, i32* bitcast (%struct.loose* getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 2) to i32*), align 16
  br label %4

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %11, %4 ]
  %6 = phi i64 [ 0, %0 ], [ %25, %4 ]
  %7 = trunc i64 %5 to i32
  tail call fastcc void @update(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 0), %struct.loose* noundef bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to %struct.loose*), i32 noundef %7)
  %8 = mul nsw i64 %6, 31
  %9 = tail call fastcc i64 @mix(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 0), %struct.loose* noundef bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to %struct.loose*))
  %10 = add nsw i64 %9, %8
  %11 = add nuw nsw i64 %5, 1
  %12 = trunc i64 %11 to i32
  tail call fastcc void @update(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 1), %struct.loose* noundef getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 1), i32 noundef %12)
  %13 = mul nsw i64 %10, 31
  %14 = tail call fastcc i64 @mix(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 1), %struct.loose* noundef getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 1))
  %15 = add nsw i64 %14, %13
  %16 = trunc i64 %5 to i32
  %17 = add i32 %16, 2
  tail call fastcc void @update(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 2), %struct.loose* noundef getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 2), i32 noundef %17)
  %18 = mul nsw i64 %15, 31
  %19 = tail call fastcc i64 @mix(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 2), %struct.loose* noundef getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i64 0, i32 2))
  %20 = add nsw i64 %19, %18
  %21 = trunc i64 %5 to i32
  %22 = add i32 %21, 3
  tail call fastcc void @update(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 3), %struct.loose* noundef bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to %struct.loose*), i32 noundef %22)
  %23 = mul nsw i64 %20, 31
  %24 = tail call fastcc i64 @mix(%struct.packed* noundef nonnull getelementptr inbounds ([4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 3), %struct.loose* noundef bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to %struct.loose*))
  %25 = add nsw i64 %24, %23
  %26 = icmp eq i64 %11, 6
  br i1 %26, label %27, label %4, !llvm.loop !12

27:                                               ; preds = %4
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %25)
  %29 = tail call fastcc { i64, i64 } @umix(i64 noundef -81985529216486896, i64 noundef 81985529216486895, i64 noundef 2459584641779389781, i64 noundef 4369, i32 noundef 0) #8
  %30 = extractvalue { i64, i64 } %29, 0
  %31 = extractvalue { i64, i64 } %29, 1
  %32 = tail call fastcc { i64, i64 } @umix(i64 noundef %30, i64 noundef %31, i64 noundef -6148820864812602711, i64 noundef 21845, i32 noundef 29) #8
  %33 = extractvalue { i64, i64 } %32, 0
  %34 = extractvalue { i64, i64 } %32, 1
  %35 = tail call fastcc { i64, i64 } @umix(i64 noundef %33, i64 noundef %34, i64 noundef 6149383823356089678, i64 noundef 109228, i32 noundef 58) #8
  %36 = extractvalue { i64, i64 } %35, 0
  %37 = extractvalue { i64, i64 } %35, 1
  %38 = tail call fastcc { i64, i64 } @umix(i64 noundef %36, i64 noundef %37, i64 noundef -6146569030638654840, i64 noundef 546141, i32 noundef 87) #8
  %39 = extractvalue { i64, i64 } %38, 0
  %40 = extractvalue { i64, i64 } %38, 1
  %41 = tail call fastcc { i64, i64 } @umix(i64 noundef %39, i64 noundef %40, i64 noundef 6160642994225829035, i64 noundef 2730708, i32 noundef 116) #8
  %42 = extractvalue { i64, i64 } %41, 0
  %43 = extractvalue { i64, i64 } %41, 1
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), i64 noundef %43, i64 noundef %42) #8
  %45 = tail call fastcc { i64, i64 } @smix(i64 noundef 12345, i64 noundef -1957312, i64 noundef 987654327913580247, i64 noundef 0) #8
  %46 = extractvalue { i64, i64 } %45, 0
  %47 = extractvalue { i64, i64 } %45, 1
  %48 = zext i64 %47 to i128
  %49 = shl nuw i128 %48, 64
  %50 = zext i64 %46 to i128
  %51 = or i128 %49, %50
  %52 = sdiv i128 %51, -7
  %53 = add nsw i128 %52, 987654327913580247
  %54 = trunc i128 %53 to i64
  %55 = lshr i128 %53, 64
  %56 = trunc i128 %55 to i64
  %57 = tail call fastcc { i64, i64 } @smix(i64 noundef %46, i64 noundef %47, i64 noundef %54, i64 noundef %56) #8
  %58 = extractvalue { i64, i64 } %57, 0
  %59 = extractvalue { i64, i64 } %57, 1
  %60 = zext i64 %59 to i128
  %61 = shl nuw i128 %60, 64
  %62 = zext i64 %58 to i128
  %63 = or i128 %61, %62
  %64 = sdiv i128 %63, -7
  %65 = add nsw i128 %64, %53
  %66 = trunc i128 %65 to i64
  %67 = lshr i128 %65, 64
  %68 = trunc i128 %67 to i64
  %69 = tail call fastcc { i64, i64 } @smix(i64 noundef %58, i64 noundef %59, i64 noundef %66, i64 noundef %68) #8
  %70 = extractvalue { i64, i64 } %69, 0
  %71 = extractvalue { i64, i64 } %69, 1
  %72 = zext i64 %71 to i128
  %73 = shl nuw i128 %72, 64
  %74 = zext i64 %70 to i128
  %75 = or i128 %73, %74
  %76 = sdiv i128 %75, -7
  %77 = add nsw i128 %76, %65
  %78 = trunc i128 %77 to i64
  %79 = lshr i128 %77, 64
  %80 = trunc i128 %79 to i64
  %81 = tail call fastcc { i64, i64 } @smix(i64 noundef %70, i64 noundef %71, i64 noundef %78, i64 noundef %80) #8
  %82 = extractvalue { i64, i64 } %81, 0
  %83 = extractvalue { i64, i64 } %81, 1
  %84 = zext i64 %83 to i128
  %85 = shl nuw i128 %84, 64
  %86 = zext i64 %82 to i128
  %87 = or i128 %85, %86
  %88 = sdiv i128 %87, -7
  %89 = add nsw i128 %88, %77
  %90 = trunc i128 %89 to i64
  %91 = lshr i128 %89, 64
  %92 = trunc i128 %91 to i64
  %93 = tail call fastcc { i64, i64 } @smix(i64 noundef %82, i64 noundef %83, i64 noundef %90, i64 noundef %92) #8
  %94 = extractvalue { i64, i64 } %93, 0
  %95 = extractvalue { i64, i64 } %93, 1
  %96 = zext i64 %95 to i128
  %97 = shl nuw i128 %96, 64
  %98 = zext i64 %94 to i128
  %99 = or i128 %97, %98
  %100 = sdiv i128 %99, -7
  %101 = add nsw i128 %100, %89
  %102 = zext i64 %43 to i128
  %103 = shl nuw i128 %102, 64
  %104 = zext i64 %42 to i128
  %105 = or i128 %103, %104
  %106 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i64 noundef %95, i64 noundef %94) #8
  %107 = trunc i128 %101 to i64
  %108 = lshr i128 %101, 64
  %109 = trunc i128 %108 to i64
  %110 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0), i64 noundef %109, i64 noundef %107) #8
  %111 = icmp ugt i128 %105, 251863388883371282500265819
  %112 = zext i1 %111 to i32
  %113 = icmp slt i128 %99, %101
  %114 = zext i1 %113 to i32
  %115 = icmp uge i128 %99, %101
  %116 = zext i1 %115 to i32
  %117 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef %112, i32 noundef %114, i32 noundef %116) #8
  %118 = tail call fastcc double @conv128(i64 noundef %94, i64 noundef %95, i64 noundef %42, i64 noundef %43, double noundef 1.500000e+20, x86_fp80 noundef 0xKC050AC0DB698068112D0) #8
  %119 = sub nsw i128 0, %101
  %120 = trunc i128 %119 to i64
  %121 = lshr i128 %119, 64
  %122 = trunc i128 %121 to i64
  %123 = tail call fastcc double @conv128(i64 noundef %120, i64 noundef %122, i64 noundef -6090273176289958053, i64 noundef 13653541, double noundef -7.000000e+15, x86_fp80 noundef 0xK4008FA00000000000000) #8
  %124 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), double noundef %118, double noundef %123) #8
  %125 = trunc i64 %25 to i32
  %126 = and i32 %125, 127
  ret i32 %126
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
  %25 = sext i1 %24 to i128
  %26 = add nsw i128 %23, %25
  %27 = trunc i128 %26 to i64
  %28 = lshr i128 %26, 64
  %29 = trunc i128 %28 to i64
  %30 = insertvalue { i64, i64 } poison, i64 %27, 0
  %31 = insertvalue { i64, i64 } %30, i64 %29, 1
  ret { i64, i64 } %31
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
  %17 = tail call double @llvm.fmuladd.f64(double %16, double 5.000000e-01, double %15)
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
