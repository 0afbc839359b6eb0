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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
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
  %18 = load i144, i144* %16, align 1
  %19 = and i144 %17, 8388607
  %20 = and i144 %18, -8388608
  %21 = or i144 %20, %19
  store i144 %21, i144* %16, align 1
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
  %32 = load i144, i144* %30, align 1
  %33 = and i144 %31, 131071
  %34 = shl i144 %33, 23
  %35 = and i144 %32, -1099503239169
  %36 = or i144 %35, %34
  store i144 %36, i144* %30, align 1
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
  %47 = load i144, i144* %45, align 1
  %48 = and i144 %46, 2199023255551
  %49 = shl i144 %48, 40
  %50 = and i144 %47, -2417851639228158837784577
  %51 = or i144 %50, %49
  store i144 %51, i144* %45, align 1
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
  %64 = load i144, i144* %62, align 1
  %65 = and i144 %63, 140737488355327
  %66 = shl i144 %65, 81
  %67 = and i144 %64, -340282366920936045611735378173418799105
  %68 = or i144 %67, %66
  store i144 %68, i144* %62, align 1
  %69 = trunc i144 %65 to i64
  %70 = load i32, i32* %2, align 4
  %71 = trunc i32 %70 to i8
  %72 = load i32, i32* %2, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %73
  %75 = bitcast %struct.packed* %74 to i144*
  %76 = zext i8 %71 to i144
  %77 = load i144, i144* %75, align 1
  %78 = and i144 %76, 7
  %79 = shl i144 %78, 128
  %80 = and i144 %77, -2381976568446569244243622252022377480193
  %81 = or i144 %80, %79
  store i144 %81, i144* %75, align 1
  %82 = trunc i144 %78 to i8
  %83 = load i32, i32* %2, align 4
  %84 = mul nsw i32 -100, %83
  %85 = load i32, i32* %2, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i64 0, i64 %86
  %88 = bitcast %struct.packed* %87 to i144*
  %89 = zext i32 %84 to i144
  %90 = load i144, i144* %88, align 1
  %91 = and i144 %89, 8191
  %92 = shl i144 %91, 131
  %93 = and i144 %90, 2722258935367507707706996859454145691647
  %94 = or i144 %93, %92
  store i144 %94, i144* %88, align 1
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
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 bitcast (%struct.loose* getelementptr inbounds ([3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i64 0, i64 1) to i8*), i8* align 8 getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i32 0, i32 0, i32 0), i64 24, i1 false)
  %102 = load i32, i32* bitcast (%struct.loose* getelementptr inbounds ([3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i64 0, i64 2) to i32*), align 8
  %103 = and i32 %102, -16777216
  %104 = or i32 %103, 5
  store i32 %104, i32* bitcast (%struct.loose* getelementptr inbounds ([3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i64 0, i64 2) to i32*), align 8
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
  call void @update(%struct.packed* noundef %115, %struct.loose* noundef %119, i32 noundef signext %122)
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
  %143 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %142)
  call void @wide128()
  %144 = load i64, i64* %3, align 8
  %145 = and i64 %144, 127
  %146 = trunc i64 %145 to i32
  ret i32 %146
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @update(%struct.packed* noundef %0, %struct.loose* noundef %1, i32 noundef signext %2) #0 {
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

declare signext i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wide128() #0 {
  %1 = alloca i128, align 16
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i32, align 4
  store i128 1512366075204170947332355369683137040, i128* %1, align 16
  store i128 80596284442678810400085, i128* %2, align 16
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %21, %0
  %8 = load i32, i32* %3, align 4
  %9 = icmp slt i32 %8, 5
  br i1 %9, label %10, label %24

10:                                               ; preds = %7
  %11 = load i128, i128* %1, align 16
  %12 = load i128, i128* %2, align 16
  %13 = load i32, i32* %3, align 4
  %14 = mul nsw i32 %13, 29
  %15 = call i128 @umix(i128 noundef %11, i128 noundef %12, i32 noundef signext %14)
  store i128 %15, i128* %1, align 16
  %16 = load i128, i128* %2, align 16
  %17 = mul i128 %16, 5
  %18 = load i32, i32* %3, align 4
  %19 = sext i32 %18 to i128
  %20 = add i128 %17, %19
  store i128 %20, i128* %2, align 16
  br label %21

21:                                               ; preds = %10
  %22 = load i32, i32* %3, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %3, align 4
  br label %7, !llvm.loop !10

24:                                               ; preds = %7
  %25 = load i128, i128* %1, align 16
  call void @print128(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), i128 noundef %25)
  store i128 -36106033536400589892603847, i128* %4, align 16
  store i128 987654327913580247, i128* %5, align 16
  store i32 0, i32* %6, align 4
  br label %26

26:                                               ; preds = %37, %24
  %27 = load i32, i32* %6, align 4
  %28 = icmp slt i32 %27, 5
  br i1 %28, label %29, label %40

29:                                               ; preds = %26
  %30 = load i128, i128* %4, align 16
  %31 = load i128, i128* %5, align 16
  %32 = call i128 @smix(i128 noundef %30, i128 noundef %31)
  store i128 %32, i128* %4, align 16
  %33 = load i128, i128* %5, align 16
  %34 = load i128, i128* %4, align 16
  %35 = sdiv i128 %34, 7
  %36 = sub nsw i128 %33, %35
  store i128 %36, i128* %5, align 16
  br label %37

37:                                               ; preds = %29
  %38 = load i32, i32* %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %6, align 4
  br label %26, !llvm.loop !11

40:                                               ; preds = %26
  %41 = load i128, i128* %4, align 16
  call void @print128(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i128 noundef %41)
  %42 = load i128, i128* %5, align 16
  call void @print128(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0), i128 noundef %42)
  %43 = load i128, i128* %1, align 16
  %44 = load i128, i128* %2, align 16
  %45 = icmp ugt i128 %43, %44
  %46 = zext i1 %45 to i32
  %47 = load i128, i128* %4, align 16
  %48 = load i128, i128* %5, align 16
  %49 = icmp slt i128 %47, %48
  %50 = zext i1 %49 to i32
  %51 = load i128, i128* %4, align 16
  %52 = load i128, i128* %5, align 16
  %53 = icmp uge i128 %51, %52
  %54 = zext i1 %53 to i32
  %55 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %46, i32 noundef signext %50, i32 noundef signext %54)
  %56 = load i128, i128* %4, align 16
  %57 = load i128, i128* %1, align 16
  %58 = call double @conv128(i128 noundef %56, i128 noundef %57, double noundef 1.500000e+20, ppc_fp128 noundef 0xMC50581B6D300D022C1A6800000000000)
  %59 = load i128, i128* %5, align 16
  %60 = sub nsw i128 0, %59
  %61 = load i128, i128* %2, align 16
  %62 = call double @conv128(i128 noundef %60, i128 noundef %61, double noundef -7.000000e+15, ppc_fp128 noundef 0xM408F4000000000000000000000000000)
  %63 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), double noundef %58, double noundef %62)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @umix(i128 noundef %0, i128 noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i32, align 4
  %7 = alloca i128, align 16
  store i128 %0, i128* %4, align 16
  store i128 %1, i128* %5, align 16
  store i32 %2, i32* %6, align 4
  %8 = load i128, i128* %4, align 16
  %9 = load i128, i128* %5, align 16
  %10 = mul i128 %8, %9
  %11 = load i128, i128* %4, align 16
  %12 = lshr i128 %11, 7
  %13 = add i128 %10, %12
  %14 = load i128, i128* %5, align 16
  %15 = load i32, i32* %6, align 4
  %16 = and i32 %15, 127
  %17 = zext i32 %16 to i128
  %18 = shl i128 %14, %17
  %19 = sub i128 %13, %18
  store i128 %19, i128* %7, align 16
  %20 = load i128, i128* %4, align 16
  %21 = load i128, i128* %5, align 16
  %22 = or i128 %21, 1
  %23 = udiv i128 %20, %22
  %24 = load i128, i128* %7, align 16
  %25 = xor i128 %24, %23
  store i128 %25, i128* %7, align 16
  %26 = load i128, i128* %4, align 16
  %27 = load i128, i128* %5, align 16
  %28 = lshr i128 %27, 3
  %29 = or i128 %28, 5
  %30 = urem i128 %26, %29
  %31 = load i128, i128* %7, align 16
  %32 = add i128 %31, %30
  store i128 %32, i128* %7, align 16
  %33 = load i128, i128* %7, align 16
  ret i128 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print128(i8* noundef %0, i128 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i128, align 16
  store i8* %0, i8** %3, align 8
  store i128 %1, i128* %4, align 16
  %5 = load i8*, i8** %3, align 8
  %6 = load i128, i128* %4, align 16
  %7 = lshr i128 %6, 64
  %8 = trunc i128 %7 to i64
  %9 = load i128, i128* %4, align 16
  %10 = trunc i128 %9 to i64
  %11 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef %5, i64 noundef %8, i64 noundef %10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @smix(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  store i128 %0, i128* %3, align 16
  store i128 %1, i128* %4, align 16
  %6 = load i128, i128* %3, align 16
  %7 = mul nsw i128 %6, 3
  %8 = load i128, i128* %4, align 16
  %9 = sub nsw i128 %7, %8
  store i128 %9, i128* %5, align 16
  %10 = load i128, i128* %3, align 16
  %11 = load i128, i128* %4, align 16
  %12 = or i128 %11, 1
  %13 = sdiv i128 %10, %12
  %14 = load i128, i128* %3, align 16
  %15 = srem i128 %14, 1000003
  %16 = add nsw i128 %13, %15
  %17 = load i128, i128* %5, align 16
  %18 = add nsw i128 %17, %16
  store i128 %18, i128* %5, align 16
  %19 = load i128, i128* %5, align 16
  %20 = ashr i128 %19, 5
  store i128 %20, i128* %5, align 16
  %21 = load i128, i128* %5, align 16
  %22 = load i128, i128* %3, align 16
  %23 = icmp slt i128 %21, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %2
  %25 = load i128, i128* %5, align 16
  %26 = add nsw i128 %25, 17
  store i128 %26, i128* %5, align 16
  br label %27

27:                                               ; preds = %24, %2
  %28 = load i128, i128* %3, align 16
  %29 = load i128, i128* %4, align 16
  %30 = icmp eq i128 %28, %29
  br i1 %30, label %31, label %34

31:                                               ; preds = %27
  %32 = load i128, i128* %5, align 16
  %33 = sub nsw i128 %32, 1
  store i128 %33, i128* %5, align 16
  br label %34

34:                                               ; preds = %31, %27
  %35 = load i128, i128* %5, align 16
  ret i128 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @conv128(i128 noundef %0, i128 noundef %1, double noundef %2, ppc_fp128 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca double, align 8
  %8 = alloca ppc_fp128, align 16
  %9 = alloca double, align 8
  %10 = alloca float, align 4
  %11 = alloca ppc_fp128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  store i128 %0, i128* %5, align 16
  store i128 %1, i128* %6, align 16
  store double %2, double* %7, align 8
  store ppc_fp128 %3, ppc_fp128* %8, align 16
  %16 = load i128, i128* %5, align 16
  %17 = sitofp i128 %16 to double
  %18 = load i128, i128* %6, align 16
  %19 = uitofp i128 %18 to double
  %20 = call double @llvm.fmuladd.f64(double %19, double 5.000000e-01, double %17)
  store double %20, double* %9, align 8
  %21 = load i128, i128* %6, align 16
  %22 = uitofp i128 %21 to float
  store float %22, float* %10, align 4
  %23 = load i128, i128* %5, align 16
  %24 = sitofp i128 %23 to ppc_fp128
  %25 = load i128, i128* %6, align 16
  %26 = uitofp i128 %25 to ppc_fp128
  %27 = fadd ppc_fp128 %24, %26
  store ppc_fp128 %27, ppc_fp128* %11, align 16
  %28 = load double, double* %7, align 8
  %29 = fptosi double %28 to i128
  store i128 %29, i128* %12, align 16
  %30 = load double, double* %7, align 8
  %31 = load double, double* %7, align 8
  %32 = fmul double %30, %31
  %33 = fptoui double %32 to i128
  store i128 %33, i128* %13, align 16
  %34 = load ppc_fp128, ppc_fp128* %8, align 16
  %35 = fptosi ppc_fp128 %34 to i128
  store i128 %35, i128* %14, align 16
  %36 = load double, double* %7, align 8
  %37 = fdiv double %36, 3.000000e+00
  %38 = fptrunc double %37 to float
  %39 = fptoui float %38 to i128
  store i128 %39, i128* %15, align 16
  %40 = load double, double* %9, align 8
  %41 = load float, float* %10, align 4
  %42 = fpext float %41 to double
  %43 = fadd double %40, %42
  %44 = load ppc_fp128, ppc_fp128* %11, align 16
  %45 = fptrunc ppc_fp128 %44 to double
  %46 = fadd double %43, %45
  %47 = load i128, i128* %12, align 16
  %48 = load i128, i128* %13, align 16
  %49 = xor i128 %47, %48
  %50 = sitofp i128 %49 to double
  %51 = fadd double %46, %50
  %52 = load i128, i128* %14, align 16
  %53 = ashr i128 %52, 3
  %54 = sitofp i128 %53 to double
  %55 = fadd double %51, %54
  %56 = load i128, i128* %15, align 16
  %57 = uitofp i128 %56 to double
  %58 = fadd double %55, %57
  ret double %58
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
