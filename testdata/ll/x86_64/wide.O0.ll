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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %6

6:                                                ; preds = %98, %0
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %101

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4
  %11 = mul nsw i32 -1000, %10
  %12 = sub nsw i32 %11, 3
  %13 = load i32, i32* %2, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %14
  %16 = bitcast %struct.packed* %15 to i144*
  %17 = zext i32 %12 to i144
  %18 = load i144, i144* %16, align 2
  %19 = and i144 %17, 8388607
  %20 = and i144 %18, -8388608
  %21 = or i144 %20, %19
  store i144 %21, i144* %16, align 2
  %22 = shl i144 %19, 121
  %23 = ashr i144 %22, 121
  %24 = trunc i144 %23 to i32
  %25 = load i32, i32* %2, align 4
  %26 = mul nsw i32 7777, %25
  %27 = load i32, i32* %2, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %28
  %30 = bitcast %struct.packed* %29 to i144*
  %31 = zext i32 %26 to i144
  %32 = load i144, i144* %30, align 2
  %33 = and i144 %31, 131071
  %34 = shl i144 %33, 23
  %35 = and i144 %32, -1099503239169
  %36 = or i144 %35, %34
  store i144 %36, i144* %30, align 2
  %37 = trunc i144 %33 to i32
  %38 = load i32, i32* %2, align 4
  %39 = sext i32 %38 to i64
  %40 = mul nsw i64 -123456789, %39
  %41 = add nsw i64 %40, 5
  %42 = load i32, i32* %2, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %43
  %45 = bitcast %struct.packed* %44 to i144*
  %46 = zext i64 %41 to i144
  %47 = load i144, i144* %45, align 2
  %48 = and i144 %46, 2199023255551
  %49 = shl i144 %48, 40
  %50 = and i144 %47, -2417851639228158837784577
  %51 = or i144 %50, %49
  store i144 %51, i144* %45, align 2
  %52 = shl i144 %48, 103
  %53 = ashr i144 %52, 103
  %54 = trunc i144 %53 to i64
  %55 = load i32, i32* %2, align 4
  %56 = add nsw i32 %55, 1
  %57 = sext i32 %56 to i64
  %58 = mul i64 4886718345, %57
  %59 = load i32, i32* %2, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %60
  %62 = bitcast %struct.packed* %61 to i144*
  %63 = zext i64 %58 to i144
  %64 = load i144, i144* %62, align 2
  %65 = and i144 %63, 140737488355327
  %66 = shl i144 %65, 81
  %67 = and i144 %64, -340282366920936045611735378173418799105
  %68 = or i144 %67, %66
  store i144 %68, i144* %62, align 2
  %69 = trunc i144 %65 to i64
  %70 = load i32, i32* %2, align 4
  %71 = trunc i32 %70 to i8
  %72 = load i32, i32* %2, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %73
  %75 = bitcast %struct.packed* %74 to i144*
  %76 = zext i8 %71 to i144
  %77 = load i144, i144* %75, align 2
  %78 = and i144 %76, 7
  %79 = shl i144 %78, 128
  %80 = and i144 %77, -2381976568446569244243622252022377480193
  %81 = or i144 %80, %79
  store i144 %81, i144* %75, align 2
  %82 = trunc i144 %78 to i8
  %83 = load i32, i32* %2, align 4
  %84 = mul nsw i32 -100, %83
  %85 = load i32, i32* %2, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %86
  %88 = bitcast %struct.packed* %87 to i144*
  %89 = zext i32 %84 to i144
  %90 = load i144, i144* %88, align 2
  %91 = and i144 %89, 8191
  %92 = shl i144 %91, 131
  %93 = and i144 %90, 2722258935367507707706996859454145691647
  %94 = or i144 %93, %92
  store i144 %94, i144* %88, align 2
  %95 = shl i144 %91, 131
  %96 = ashr i144 %95, 131
  %97 = trunc i144 %96 to i32
  br label %98

98:                                               ; preds = %9
  %99 = load i32, i32* %2, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, i32* %2, align 4
  br label %6, !llvm.loop !6

101:                                              ; preds = %6
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 bitcast (%struct.loose* getelementptr inbounds ([3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i64 0, i64 1) to i8*), i8* align 16 getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i32 0, i32 0, i32 0), i64 24, i1 false)
  %102 = load i32, i32* bitcast (%struct.loose* getelementptr inbounds ([3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i64 0, i64 2) to i32*), align 16
  %103 = and i32 %102, -16777216
  %104 = or i32 %103, 5
  store i32 %104, i32* bitcast (%struct.loose* getelementptr inbounds ([3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i64 0, i64 2) to i32*), align 16
  store i64 0, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %105

105:                                              ; preds = %138, %101
  %106 = load i32, i32* %4, align 4
  %107 = icmp slt i32 %106, 6
  br i1 %107, label %108, label %141

108:                                              ; preds = %105
  store i32 0, i32* %5, align 4
  br label %109

109:                                              ; preds = %134, %108
  %110 = load i32, i32* %5, align 4
  %111 = icmp slt i32 %110, 4
  br i1 %111, label %112, label %137

112:                                              ; preds = %109
  %113 = load i32, i32* %5, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %114
  %116 = load i32, i32* %5, align 4
  %117 = srem i32 %116, 3
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i64 0, i64 %118
  %120 = load i32, i32* %4, align 4
  %121 = load i32, i32* %5, align 4
  %122 = add nsw i32 %120, %121
  call void @update(%struct.packed* noundef %115, %struct.loose* noundef %119, i32 noundef %122)
  %123 = load i64, i64* %3, align 8
  %124 = mul nsw i64 %123, 31
  %125 = load i32, i32* %5, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %126
  %128 = load i32, i32* %5, align 4
  %129 = srem i32 %128, 3
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i64 0, i64 %130
  %132 = call i64 @mix(%struct.packed* noundef %127, %struct.loose* noundef %131)
  %133 = add nsw i64 %124, %132
  store i64 %133, i64* %3, align 8
  br label %134

134:                                              ; preds = %112
  %135 = load i32, i32* %5, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, i32* %5, align 4
  br label %109, !llvm.loop !8

137:                                              ; preds = %109
  br label %138

138:                                              ; preds = %137
  %139 = load i32, i32* %4, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, i32* %4, align 4
  br label %105, !llvm.loop !9

141:                                              ; preds = %105
  %142 = load i64, i64* %3, align 8
  %143 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %142)
  call void @wide128()
  %144 = load i64, i64* %3, align 8
  %145 = and i64 %144, 127
  %146 = trunc i64 %145 to i32
  ret i32 %146
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @update(%struct.packed* noundef %0, %struct.loose* noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.packed*, align 8
  %5 = alloca %struct.loose*, align 8
  %6 = alloca i32, align 4
  store %struct.packed* %0, %struct.packed** %4, align 8
  store %struct.loose* %1, %struct.loose** %5, align 8
  store i32 %2, i32* %6, align 4
  %7 = load %struct.packed*, %struct.packed** %4, align 8
  %8 = bitcast %struct.packed* %7 to i144*
  %9 = load i144, i144* %8, align 1
  %10 = shl i144 %9, 121
  %11 = ashr i144 %10, 121
  %12 = trunc i144 %11 to i32
  %13 = mul nsw i32 %12, 3
  %14 = load i32, i32* %6, align 4
  %15 = mul nsw i32 %14, 100001
  %16 = sub nsw i32 %13, %15
  %17 = load %struct.packed*, %struct.packed** %4, align 8
  %18 = bitcast %struct.packed* %17 to i144*
  %19 = zext i32 %16 to i144
  %20 = load i144, i144* %18, align 1
  %21 = and i144 %19, 8388607
  %22 = and i144 %20, -8388608
  %23 = or i144 %22, %21
  store i144 %23, i144* %18, align 1
  %24 = shl i144 %21, 121
  %25 = ashr i144 %24, 121
  %26 = trunc i144 %25 to i32
  %27 = load i32, i32* %6, align 4
  %28 = mul nsw i32 %27, 4099
  %29 = load %struct.packed*, %struct.packed** %4, align 8
  %30 = bitcast %struct.packed* %29 to i144*
  %31 = load i144, i144* %30, align 1
  %32 = lshr i144 %31, 23
  %33 = and i144 %32, 131071
  %34 = trunc i144 %33 to i32
  %35 = add nsw i32 %34, %28
  %36 = zext i32 %35 to i144
  %37 = load i144, i144* %30, align 1
  %38 = and i144 %36, 131071
  %39 = shl i144 %38, 23
  %40 = and i144 %37, -1099503239169
  %41 = or i144 %40, %39
  store i144 %41, i144* %30, align 1
  %42 = trunc i144 %38 to i32
  %43 = load %struct.packed*, %struct.packed** %4, align 8
  %44 = bitcast %struct.packed* %43 to i144*
  %45 = load i144, i144* %44, align 1
  %46 = shl i144 %45, 63
  %47 = ashr i144 %46, 103
  %48 = trunc i144 %47 to i64
  %49 = mul nsw i64 %48, -7
  %50 = load i32, i32* %6, align 4
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %49, %51
  %53 = load %struct.packed*, %struct.packed** %4, align 8
  %54 = bitcast %struct.packed* %53 to i144*
  %55 = zext i64 %52 to i144
  %56 = load i144, i144* %54, align 1
  %57 = and i144 %55, 2199023255551
  %58 = shl i144 %57, 40
  %59 = and i144 %56, -2417851639228158837784577
  %60 = or i144 %59, %58
  store i144 %60, i144* %54, align 1
  %61 = shl i144 %57, 103
  %62 = ashr i144 %61, 103
  %63 = trunc i144 %62 to i64
  %64 = load %struct.packed*, %struct.packed** %4, align 8
  %65 = bitcast %struct.packed* %64 to i144*
  %66 = load i144, i144* %65, align 1
  %67 = lshr i144 %66, 81
  %68 = and i144 %67, 140737488355327
  %69 = trunc i144 %68 to i64
  %70 = shl i64 %69, 3
  %71 = load i32, i32* %6, align 4
  %72 = zext i32 %71 to i64
  %73 = or i64 %70, %72
  %74 = load %struct.packed*, %struct.packed** %4, align 8
  %75 = bitcast %struct.packed* %74 to i144*
  %76 = zext i64 %73 to i144
  %77 = load i144, i144* %75, align 1
  %78 = and i144 %76, 140737488355327
  %79 = shl i144 %78, 81
  %80 = and i144 %77, -340282366920936045611735378173418799105
  %81 = or i144 %80, %79
  store i144 %81, i144* %75, align 1
  %82 = trunc i144 %78 to i64
  %83 = load i32, i32* %6, align 4
  %84 = load %struct.packed*, %struct.packed** %4, align 8
  %85 = bitcast %struct.packed* %84 to i144*
  %86 = load i144, i144* %85, align 1
  %87 = lshr i144 %86, 128
  %88 = and i144 %87, 7
  %89 = trunc i144 %88 to i8
  %90 = zext i8 %89 to i32
  %91 = add nsw i32 %90, %83
  %92 = trunc i32 %91 to i8
  %93 = zext i8 %92 to i144
  %94 = load i144, i144* %85, align 1
  %95 = and i144 %93, 7
  %96 = shl i144 %95, 128
  %97 = and i144 %94, -2381976568446569244243622252022377480193
  %98 = or i144 %97, %96
  store i144 %98, i144* %85, align 1
  %99 = trunc i144 %95 to i8
  %100 = load i32, i32* %6, align 4
  %101 = mul nsw i32 77, %100
  %102 = load %struct.packed*, %struct.packed** %4, align 8
  %103 = bitcast %struct.packed* %102 to i144*
  %104 = load i144, i144* %103, align 1
  %105 = ashr i144 %104, 131
  %106 = trunc i144 %105 to i32
  %107 = sub nsw i32 %106, %101
  %108 = zext i32 %107 to i144
  %109 = load i144, i144* %103, align 1
  %110 = and i144 %108, 8191
  %111 = shl i144 %110, 131
  %112 = and i144 %109, 2722258935367507707706996859454145691647
  %113 = or i144 %112, %111
  store i144 %113, i144* %103, align 1
  %114 = shl i144 %110, 131
  %115 = ashr i144 %114, 131
  %116 = trunc i144 %115 to i32
  %117 = load i32, i32* %6, align 4
  %118 = mul nsw i32 65793, %117
  %119 = load %struct.loose*, %struct.loose** %5, align 8
  %120 = bitcast %struct.loose* %119 to i32*
  %121 = load i32, i32* %120, align 8
  %122 = and i32 %121, 16777215
  %123 = add nsw i32 %122, %118
  %124 = load i32, i32* %120, align 8
  %125 = and i32 %123, 16777215
  %126 = and i32 %124, -16777216
  %127 = or i32 %126, %125
  store i32 %127, i32* %120, align 8
  %128 = load %struct.loose*, %struct.loose** %5, align 8
  %129 = getelementptr inbounds %struct.loose, %struct.loose* %128, i32 0, i32 1
  %130 = bitcast i24* %129 to i32*
  %131 = load i32, i32* %130, align 4
  %132 = shl i32 %131, 8
  %133 = ashr i32 %132, 8
  %134 = sub nsw i32 0, %133
  %135 = load i32, i32* %6, align 4
  %136 = add nsw i32 %134, %135
  %137 = load %struct.loose*, %struct.loose** %5, align 8
  %138 = getelementptr inbounds %struct.loose, %struct.loose* %137, i32 0, i32 1
  %139 = bitcast i24* %138 to i32*
  %140 = load i32, i32* %139, align 4
  %141 = and i32 %136, 16777215
  %142 = and i32 %140, -16777216
  %143 = or i32 %142, %141
  store i32 %143, i32* %139, align 4
  %144 = shl i32 %141, 8
  %145 = ashr i32 %144, 8
  %146 = load %struct.loose*, %struct.loose** %5, align 8
  %147 = getelementptr inbounds %struct.loose, %struct.loose* %146, i32 0, i32 2
  %148 = bitcast i40* %147 to i64*
  %149 = load i64, i64* %148, align 8
  %150 = and i64 %149, 1099511627775
  %151 = mul i64 %150, 3
  %152 = xor i64 %151, 366503875925
  %153 = load %struct.loose*, %struct.loose** %5, align 8
  %154 = getelementptr inbounds %struct.loose, %struct.loose* %153, i32 0, i32 2
  %155 = bitcast i40* %154 to i64*
  %156 = load i64, i64* %155, align 8
  %157 = and i64 %152, 1099511627775
  %158 = and i64 %156, -1099511627776
  %159 = or i64 %158, %157
  store i64 %159, i64* %155, align 8
  %160 = load %struct.loose*, %struct.loose** %5, align 8
  %161 = getelementptr inbounds %struct.loose, %struct.loose* %160, i32 0, i32 3
  %162 = bitcast i56* %161 to i64*
  %163 = load i64, i64* %162, align 8
  %164 = shl i64 %163, 8
  %165 = ashr i64 %164, 8
  %166 = sdiv i64 %165, 3
  %167 = load i32, i32* %6, align 4
  %168 = sext i32 %167 to i64
  %169 = sub nsw i64 %166, %168
  %170 = load %struct.loose*, %struct.loose** %5, align 8
  %171 = getelementptr inbounds %struct.loose, %struct.loose* %170, i32 0, i32 3
  %172 = bitcast i56* %171 to i64*
  %173 = load i64, i64* %172, align 8
  %174 = and i64 %169, 72057594037927935
  %175 = and i64 %173, -72057594037927936
  %176 = or i64 %175, %174
  store i64 %176, i64* %172, align 8
  %177 = shl i64 %174, 8
  %178 = ashr i64 %177, 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mix(%struct.packed* noundef %0, %struct.loose* noundef %1) #0 {
  %3 = alloca %struct.packed*, align 8
  %4 = alloca %struct.loose*, align 8
  %5 = alloca i64, align 8
  store %struct.packed* %0, %struct.packed** %3, align 8
  store %struct.loose* %1, %struct.loose** %4, align 8
  store i64 0, i64* %5, align 8
  %6 = load %struct.packed*, %struct.packed** %3, align 8
  %7 = bitcast %struct.packed* %6 to i144*
  %8 = load i144, i144* %7, align 1
  %9 = shl i144 %8, 121
  %10 = ashr i144 %9, 121
  %11 = trunc i144 %10 to i32
  %12 = sext i32 %11 to i64
  %13 = load i64, i64* %5, align 8
  %14 = add nsw i64 %13, %12
  store i64 %14, i64* %5, align 8
  %15 = load i64, i64* %5, align 8
  %16 = mul nsw i64 %15, 3
  %17 = load %struct.packed*, %struct.packed** %3, align 8
  %18 = bitcast %struct.packed* %17 to i144*
  %19 = load i144, i144* %18, align 1
  %20 = lshr i144 %19, 23
  %21 = and i144 %20, 131071
  %22 = trunc i144 %21 to i32
  %23 = zext i32 %22 to i64
  %24 = add nsw i64 %16, %23
  store i64 %24, i64* %5, align 8
  %25 = load i64, i64* %5, align 8
  %26 = mul nsw i64 %25, 5
  %27 = load %struct.packed*, %struct.packed** %3, align 8
  %28 = bitcast %struct.packed* %27 to i144*
  %29 = load i144, i144* %28, align 1
  %30 = shl i144 %29, 63
  %31 = ashr i144 %30, 103
  %32 = trunc i144 %31 to i64
  %33 = add nsw i64 %26, %32
  store i64 %33, i64* %5, align 8
  %34 = load i64, i64* %5, align 8
  %35 = load %struct.packed*, %struct.packed** %3, align 8
  %36 = bitcast %struct.packed* %35 to i144*
  %37 = load i144, i144* %36, align 1
  %38 = lshr i144 %37, 81
  %39 = and i144 %38, 140737488355327
  %40 = trunc i144 %39 to i64
  %41 = xor i64 %34, %40
  store i64 %41, i64* %5, align 8
  %42 = load %struct.packed*, %struct.packed** %3, align 8
  %43 = bitcast %struct.packed* %42 to i144*
  %44 = load i144, i144* %43, align 1
  %45 = lshr i144 %44, 128
  %46 = and i144 %45, 7
  %47 = trunc i144 %46 to i8
  %48 = zext i8 %47 to i32
  %49 = mul nsw i32 %48, 7
  %50 = load %struct.packed*, %struct.packed** %3, align 8
  %51 = bitcast %struct.packed* %50 to i144*
  %52 = load i144, i144* %51, align 1
  %53 = ashr i144 %52, 131
  %54 = trunc i144 %53 to i32
  %55 = add nsw i32 %49, %54
  %56 = sext i32 %55 to i64
  %57 = load i64, i64* %5, align 8
  %58 = add nsw i64 %57, %56
  store i64 %58, i64* %5, align 8
  %59 = load %struct.loose*, %struct.loose** %4, align 8
  %60 = bitcast %struct.loose* %59 to i32*
  %61 = load i32, i32* %60, align 8
  %62 = and i32 %61, 16777215
  %63 = load %struct.loose*, %struct.loose** %4, align 8
  %64 = getelementptr inbounds %struct.loose, %struct.loose* %63, i32 0, i32 1
  %65 = bitcast i24* %64 to i32*
  %66 = load i32, i32* %65, align 4
  %67 = shl i32 %66, 8
  %68 = ashr i32 %67, 8
  %69 = add nsw i32 %62, %68
  %70 = sext i32 %69 to i64
  %71 = load i64, i64* %5, align 8
  %72 = add nsw i64 %71, %70
  store i64 %72, i64* %5, align 8
  %73 = load %struct.loose*, %struct.loose** %4, align 8
  %74 = getelementptr inbounds %struct.loose, %struct.loose* %73, i32 0, i32 2
  %75 = bitcast i40* %74 to i64*
  %76 = load i64, i64* %75, align 8
  %77 = and i64 %76, 1099511627775
  %78 = load i64, i64* %5, align 8
  %79 = xor i64 %78, %77
  store i64 %79, i64* %5, align 8
  %80 = load %struct.loose*, %struct.loose** %4, align 8
  %81 = getelementptr inbounds %struct.loose, %struct.loose* %80, i32 0, i32 3
  %82 = bitcast i56* %81 to i64*
  %83 = load i64, i64* %82, align 8
  %84 = shl i64 %83, 8
  %85 = ashr i64 %84, 8
  %86 = ashr i64 %85, 3
  %87 = load i64, i64* %5, align 8
  %88 = add nsw i64 %87, %86
  store i64 %88, i64* %5, align 8
  %89 = load %struct.packed*, %struct.packed** %3, align 8
  %90 = bitcast %struct.packed* %89 to i144*
  %91 = load i144, i144* %90, align 1
  %92 = shl i144 %91, 121
  %93 = ashr i144 %92, 121
  %94 = trunc i144 %93 to i32
  %95 = icmp slt i32 %94, -5
  br i1 %95, label %96, label %99

96:                                               ; preds = %2
  %97 = load i64, i64* %5, align 8
  %98 = add nsw i64 %97, 1
  store i64 %98, i64* %5, align 8
  br label %99

99:                                               ; preds = %96, %2
  %100 = load %struct.packed*, %struct.packed** %3, align 8
  %101 = bitcast %struct.packed* %100 to i144*
  %102 = load i144, i144* %101, align 1
  %103 = shl i144 %102, 63
  %104 = ashr i144 %103, 103
  %105 = trunc i144 %104 to i64
  %106 = icmp sgt i64 %105, 1000000
  br i1 %106, label %107, label %110

107:                                              ; preds = %99
  %108 = load i64, i64* %5, align 8
  %109 = add nsw i64 %108, 2
  store i64 %109, i64* %5, align 8
  br label %110

110:                                              ; preds = %107, %99
  %111 = load %struct.loose*, %struct.loose** %4, align 8
  %112 = getelementptr inbounds %struct.loose, %struct.loose* %111, i32 0, i32 1
  %113 = bitcast i24* %112 to i32*
  %114 = load i32, i32* %113, align 4
  %115 = shl i32 %114, 8
  %116 = ashr i32 %115, 8
  %117 = icmp slt i32 %116, 0
  br i1 %117, label %118, label %121

118:                                              ; preds = %110
  %119 = load i64, i64* %5, align 8
  %120 = add nsw i64 %119, 4
  store i64 %120, i64* %5, align 8
  br label %121

121:                                              ; preds = %118, %110
  %122 = load %struct.loose*, %struct.loose** %4, align 8
  %123 = getelementptr inbounds %struct.loose, %struct.loose* %122, i32 0, i32 2
  %124 = bitcast i40* %123 to i64*
  %125 = load i64, i64* %124, align 8
  %126 = and i64 %125, 1099511627775
  %127 = icmp ugt i64 %126, 4294967296
  br i1 %127, label %128, label %131

128:                                              ; preds = %121
  %129 = load i64, i64* %5, align 8
  %130 = add nsw i64 %129, 8
  store i64 %130, i64* %5, align 8
  br label %131

131:                                              ; preds = %128, %121
  %132 = load i64, i64* %5, align 8
  ret i64 %132
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wide128() #0 {
  %1 = alloca i128, align 16
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i32, align 4
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  store i128 1512366075204170947332355369683137040, i128* %1, align 16
  store i128 80596284442678810400085, i128* %2, align 16
  store i32 0, i32* %3, align 4
  br label %20

20:                                               ; preds = %50, %0
  %21 = load i32, i32* %3, align 4
  %22 = icmp slt i32 %21, 5
  br i1 %22, label %23, label %53

23:                                               ; preds = %20
  %24 = load i128, i128* %1, align 16
  %25 = load i128, i128* %2, align 16
  %26 = load i32, i32* %3, align 4
  %27 = mul nsw i32 %26, 29
  store i128 %24, i128* %4, align 16
  %28 = bitcast i128* %4 to { i64, i64 }*
  %29 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %28, i32 0, i32 0
  %30 = load i64, i64* %29, align 16
  %31 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %28, i32 0, i32 1
  %32 = load i64, i64* %31, align 8
  store i128 %25, i128* %5, align 16
  %33 = bitcast i128* %5 to { i64, i64 }*
  %34 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %33, i32 0, i32 0
  %35 = load i64, i64* %34, align 16
  %36 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %33, i32 0, i32 1
  %37 = load i64, i64* %36, align 8
  %38 = call { i64, i64 } @umix(i64 noundef %30, i64 noundef %32, i64 noundef %35, i64 noundef %37, i32 noundef %27)
  %39 = bitcast i128* %6 to { i64, i64 }*
  %40 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %39, i32 0, i32 0
  %41 = extractvalue { i64, i64 } %38, 0
  store i64 %41, i64* %40, align 16
  %42 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %39, i32 0, i32 1
  %43 = extractvalue { i64, i64 } %38, 1
  store i64 %43, i64* %42, align 8
  %44 = load i128, i128* %6, align 16
  store i128 %44, i128* %1, align 16
  %45 = load i128, i128* %2, align 16
  %46 = mul i128 %45, 5
  %47 = load i32, i32* %3, align 4
  %48 = sext i32 %47 to i128
  %49 = add i128 %46, %48
  store i128 %49, i128* %2, align 16
  br label %50

50:                                               ; preds = %23
  %51 = load i32, i32* %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %3, align 4
  br label %20, !llvm.loop !10

53:                                               ; preds = %20
  %54 = load i128, i128* %1, align 16
  store i128 %54, i128* %7, align 16
  %55 = bitcast i128* %7 to { i64, i64 }*
  %56 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %55, i32 0, i32 0
  %57 = load i64, i64* %56, align 16
  %58 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %55, i32 0, i32 1
  %59 = load i64, i64* %58, align 8
  call void @print128(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), i64 noundef %57, i64 noundef %59)
  store i128 -36106033536400589892603847, i128* %8, align 16
  store i128 987654327913580247, i128* %9, align 16
  store i32 0, i32* %10, align 4
  br label %60

60:                                               ; preds = %87, %53
  %61 = load i32, i32* %10, align 4
  %62 = icmp slt i32 %61, 5
  br i1 %62, label %63, label %90

63:                                               ; preds = %60
  %64 = load i128, i128* %8, align 16
  %65 = load i128, i128* %9, align 16
  store i128 %64, i128* %11, align 16
  %66 = bitcast i128* %11 to { i64, i64 }*
  %67 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %66, i32 0, i32 0
  %68 = load i64, i64* %67, align 16
  %69 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %66, i32 0, i32 1
  %70 = load i64, i64* %69, align 8
  store i128 %65, i128* %12, align 16
  %71 = bitcast i128* %12 to { i64, i64 }*
  %72 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %71, i32 0, i32 0
  %73 = load i64, i64* %72, align 16
  %74 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %71, i32 0, i32 1
  %75 = load i64, i64* %74, align 8
  %76 = call { i64, i64 } @smix(i64 noundef %68, i64 noundef %70, i64 noundef %73, i64 noundef %75)
  %77 = bitcast i128* %13 to { i64, i64 }*
  %78 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %77, i32 0, i32 0
  %79 = extractvalue { i64, i64 } %76, 0
  store i64 %79, i64* %78, align 16
  %80 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %77, i32 0, i32 1
  %81 = extractvalue { i64, i64 } %76, 1
  store i64 %81, i64* %80, align 8
  %82 = load i128, i128* %13, align 16
  store i128 %82, i128* %8, align 16
  %83 = load i128, i128* %9, align 16
  %84 = load i128, i128* %8, align 16
  %85 = sdiv i128 %84, 7
  %86 = sub nsw i128 %83, %85
  store i128 %86, i128* %9, align 16
  br label %87

87:                                               ; preds = %63
  %88 = load i32, i32* %10, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, i32* %10, align 4
  br label %60, !llvm.loop !11

90:                                               ; preds = %60
  %91 = load i128, i128* %8, align 16
  store i128 %91, i128* %14, align 16
  %92 = bitcast i128* %14 to { i64, i64 }*
  %93 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %92, i32 0, i32 0
  %94 = load i64, i64* %93, align 16
  %95 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %92, i32 0, i32 1
  %96 = load i64, i64* %95, align 8
  call void @print128(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i64 noundef %94, i64 noundef %96)
  %97 = load i128, i128* %9, align 16
  store i128 %97, i128* %15, align 16
  %98 = bitcast i128* %15 to { i64, i64 }*
  %99 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %98, i32 0, i32 0
  %100 = load i64, i64* %99, align 16
  %101 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %98, i32 0, i32 1
  %102 = load i64, i64* %101, align 8
  call void @print128(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0), i64 noundef %100, i64 noundef %102)
  %103 = load i128, i128* %1, align 16
  %104 = load i128, i128* %2, align 16
  %105 = icmp ugt i128 %103, %104
  %106 = zext i1 %105 to i32
  %107 = load i128, i128* %8, align 16
  %108 = load i128, i128* %9, align 16
  %109 = icmp slt i128 %107, %108
  %110 = zext i1 %109 to i32
  %111 = load i128, i128* %8, align 16
  %112 = load i128, i128* %9, align 16
  %113 = icmp uge i128 %111, %112
  %114 = zext i1 %113 to i32
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef %106, i32 noundef %110, i32 noundef %114)
  %116 = load i128, i128* %8, align 16
  %117 = load i128, i128* %1, align 16
  store i128 %116, i128* %16, align 16
  %118 = bitcast i128* %16 to { i64, i64 }*
  %119 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %118, i32 0, i32 0
  %120 = load i64, i64* %119, align 16
  %121 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %118, i32 0, i32 1
  %122 = load i64, i64* %121, align 8
  store i128 %117, i128* %17, align 16
  %123 = bitcast i128* %17 to { i64, i64 }*
  %124 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %123, i32 0, i32 0
  %125 = load i64, i64* %124, align 16
  %126 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %123, i32 0, i32 1
  %127 = load i64, i64* %126, align 8
  %128 = call double @conv128(i64 noundef %120, i64 noundef %122, i64 noundef %125, i64 noundef %127, double noundef 1.500000e+20, x86_fp80 noundef 0xKC050AC0DB698068112D0)
  %129 = load i128, i128* %9, align 16
  %130 = sub nsw i128 0, %129
  %131 = load i128, i128* %2, align 16
  store i128 %130, i128* %18, align 16
  %132 = bitcast i128* %18 to { i64, i64 }*
  %133 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %132, i32 0, i32 0
  %134 = load i64, i64* %133, align 16
  %135 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %132, i32 0, i32 1
  %136 = load i64, i64* %135, align 8
  store i128 %131, i128* %19, align 16
  %137 = bitcast i128* %19 to { i64, i64 }*
  %138 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %137, i32 0, i32 0
  %139 = load i64, i64* %138, align 16
  %140 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %137, i32 0, i32 1
  %141 = load i64, i64* %140, align 8
  %142 = call double @conv128(i64 noundef %134, i64 noundef %136, i64 noundef %139, i64 noundef %141, double noundef -7.000000e+15, x86_fp80 noundef 0xK4008FA00000000000000)
  %143 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), double noundef %128, double noundef %142)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @umix(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i32, align 4
  %12 = alloca i128, align 16
  %13 = bitcast i128* %7 to { i64, i64 }*
  %14 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %13, i32 0, i32 0
  store i64 %0, i64* %14, align 16
  %15 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %13, i32 0, i32 1
  store i64 %1, i64* %15, align 8
  %16 = load i128, i128* %7, align 16
  %17 = bitcast i128* %8 to { i64, i64 }*
  %18 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %17, i32 0, i32 0
  store i64 %2, i64* %18, align 16
  %19 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %17, i32 0, i32 1
  store i64 %3, i64* %19, align 8
  %20 = load i128, i128* %8, align 16
  store i128 %16, i128* %9, align 16
  store i128 %20, i128* %10, align 16
  store i32 %4, i32* %11, align 4
  %21 = load i128, i128* %9, align 16
  %22 = load i128, i128* %10, align 16
  %23 = mul i128 %21, %22
  %24 = load i128, i128* %9, align 16
  %25 = lshr i128 %24, 7
  %26 = add i128 %23, %25
  %27 = load i128, i128* %10, align 16
  %28 = load i32, i32* %11, align 4
  %29 = and i32 %28, 127
  %30 = zext i32 %29 to i128
  %31 = shl i128 %27, %30
  %32 = sub i128 %26, %31
  store i128 %32, i128* %12, align 16
  %33 = load i128, i128* %9, align 16
  %34 = load i128, i128* %10, align 16
  %35 = or i128 %34, 1
  %36 = udiv i128 %33, %35
  %37 = load i128, i128* %12, align 16
  %38 = xor i128 %37, %36
  store i128 %38, i128* %12, align 16
  %39 = load i128, i128* %9, align 16
  %40 = load i128, i128* %10, align 16
  %41 = lshr i128 %40, 3
  %42 = or i128 %41, 5
  %43 = urem i128 %39, %42
  %44 = load i128, i128* %12, align 16
  %45 = add i128 %44, %43
  store i128 %45, i128* %12, align 16
  %46 = load i128, i128* %12, align 16
  store i128 %46, i128* %6, align 16
  %47 = bitcast i128* %6 to { i64, i64 }*
  %48 = load { i64, i64 }, { i64, i64 }* %47, align 16
  ret { i64, i64 } %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print128(i8* noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i8*, align 8
  %6 = alloca i128, align 16
  %7 = bitcast i128* %4 to { i64, i64 }*
  %8 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %7, i32 0, i32 0
  store i64 %1, i64* %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %7, i32 0, i32 1
  store i64 %2, i64* %9, align 8
  %10 = load i128, i128* %4, align 16
  store i8* %0, i8** %5, align 8
  store i128 %10, i128* %6, align 16
  %11 = load i8*, i8** %5, align 8
  %12 = load i128, i128* %6, align 16
  %13 = lshr i128 %12, 64
  %14 = trunc i128 %13 to i64
  %15 = load i128, i128* %6, align 16
  %16 = trunc i128 %15 to i64
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef %11, i64 noundef %14, i64 noundef %16)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @smix(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = bitcast i128* %6 to { i64, i64 }*
  %12 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %11, i32 0, i32 0
  store i64 %0, i64* %12, align 16
  %13 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %11, i32 0, i32 1
  store i64 %1, i64* %13, align 8
  %14 = load i128, i128* %6, align 16
  %15 = bitcast i128* %7 to { i64, i64 }*
  %16 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %15, i32 0, i32 0
  store i64 %2, i64* %16, align 16
  %17 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %15, i32 0, i32 1
  store i64 %3, i64* %17, align 8
  %18 = load i128, i128* %7, align 16
  store i128 %14, i128* %8, align 16
  store i128 %18, i128* %9, align 16
  %19 = load i128, i128* %8, align 16
  %20 = mul nsw i128 %19, 3
  %21 = load i128, i128* %9, align 16
  %22 = sub nsw i128 %20, %21
  store i128 %22, i128* %10, align 16
  %23 = load i128, i128* %8, align 16
  %24 = load i128, i128* %9, align 16
  %25 = or i128 %24, 1
  %26 = sdiv i128 %23, %25
  %27 = load i128, i128* %8, align 16
  %28 = srem i128 %27, 1000003
  %29 = add nsw i128 %26, %28
  %30 = load i128, i128* %10, align 16
  %31 = add nsw i128 %30, %29
  store i128 %31, i128* %10, align 16
  %32 = load i128, i128* %10, align 16
  %33 = ashr i128 %32, 5
  store i128 %33, i128* %10, align 16
  %34 = load i128, i128* %10, align 16
  %35 = load i128, i128* %8, align 16
  %36 = icmp slt i128 %34, %35
  br i1 %36, label %37, label %40

37:                                               ; preds = %4
  %38 = load i128, i128* %10, align 16
  %39 = add nsw i128 %38, 17
  store i128 %39, i128* %10, align 16
  br label %40

40:                                               ; preds = %37, %4
  %41 = load i128, i128* %8, align 16
  %42 = load i128, i128* %9, align 16
  %43 = icmp eq i128 %41, %42
  br i1 %43, label %44, label %47

44:                                               ; preds = %40
  %45 = load i128, i128* %10, align 16
  %46 = sub nsw i128 %45, 1
  store i128 %46, i128* %10, align 16
  br label %47

47:                                               ; preds = %44, %40
  %48 = load i128, i128* %10, align 16
  store i128 %48, i128* %5, align 16
  %49 = bitcast i128* %5 to { i64, i64 }*
  %50 = load { i64, i64 }, { i64, i64 }* %49, align 16
  ret { i64, i64 } %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @conv128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, double noundef %4, x86_fp80 noundef %5) #0 {
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca double, align 8
  %12 = alloca x86_fp80, align 16
  %13 = alloca double, align 8
  %14 = alloca float, align 4
  %15 = alloca x86_fp80, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = bitcast i128* %7 to { i64, i64 }*
  %21 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %20, i32 0, i32 0
  store i64 %0, i64* %21, align 16
  %22 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %20, i32 0, i32 1
  store i64 %1, i64* %22, align 8
  %23 = load i128, i128* %7, align 16
  %24 = bitcast i128* %8 to { i64, i64 }*
  %25 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %24, i32 0, i32 0
  store i64 %2, i64* %25, align 16
  %26 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %24, i32 0, i32 1
  store i64 %3, i64* %26, align 8
  %27 = load i128, i128* %8, align 16
  store i128 %23, i128* %9, align 16
  store i128 %27, i128* %10, align 16
  store double %4, double* %11, align 8
  store x86_fp80 %5, x86_fp80* %12, align 16
  %28 = load i128, i128* %9, align 16
  %29 = sitofp i128 %28 to double
  %30 = load i128, i128* %10, align 16
  %31 = uitofp i128 %30 to double
  %32 = call double @llvm.fmuladd.f64(double %31, double 5.000000e-01, double %29)
  store double %32, double* %13, align 8
  %33 = load i128, i128* %10, align 16
  %34 = uitofp i128 %33 to float
  store float %34, float* %14, align 4
  %35 = load i128, i128* %9, align 16
  %36 = sitofp i128 %35 to x86_fp80
  %37 = load i128, i128* %10, align 16
  %38 = uitofp i128 %37 to x86_fp80
  %39 = fadd x86_fp80 %36, %38
  store x86_fp80 %39, x86_fp80* %15, align 16
  %40 = load double, double* %11, align 8
  %41 = fptosi double %40 to i128
  store i128 %41, i128* %16, align 16
  %42 = load double, double* %11, align 8
  %43 = load double, double* %11, align 8
  %44 = fmul double %42, %43
  %45 = fptoui double %44 to i128
  store i128 %45, i128* %17, align 16
  %46 = load x86_fp80, x86_fp80* %12, align 16
  %47 = fptosi x86_fp80 %46 to i128
  store i128 %47, i128* %18, align 16
  %48 = load double, double* %11, align 8
  %49 = fdiv double %48, 3.000000e+00
  %50 = fptrunc double %49 to float
  %51 = fptoui float %50 to i128
  store i128 %51, i128* %19, align 16
  %52 = load double, double* %13, align 8
  %53 = load float, float* %14, align 4
  %54 = fpext float %53 to double
  %55 = fadd double %52, %54
  %56 = load x86_fp80, x86_fp80* %15, align 16
  %57 = fptrunc x86_fp80 %56 to double
  %58 = fadd double %55, %57
  %59 = load i128, i128* %16, align 16
  %60 = load i128, i128* %17, align 16
  %61 = xor i128 %59, %60
  %62 = sitofp i128 %61 to double
  %63 = fadd double %58, %62
  %64 = load i128, i128* %18, align 16
  %65 = ashr i128 %64, 3
  %66 = sitofp i128 %65 to double
  %67 = fadd double %63, %66
  %68 = load i128, i128* %19, align 16
  %69 = uitofp i128 %68 to double
  %70 = fadd double %67, %69
  ret double %70
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

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
