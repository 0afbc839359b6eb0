; ModuleID = 'c/wide.c'
source_filename = "c/wide.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.packed = type { [18 x i8] }
%struct.loose = type { i24, i24, i40, i56 }

@P = internal global [4 x %struct.packed] zeroinitializer, align 1
@.str = private unnamed_addr constant [11 x i8] c"bits %lld\0A\00", align 1
@L = internal global <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }> <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -85, i8 -51, i8 -17, i8 undef, i8 -1, i8 -49, i8 -57, i8 undef, i8 18, i8 52, i8 86, i8 120, i8 -1, [3 x i8] undef, i8 -1, i8 -1, i8 -29, i8 65, i8 102, i8 -27, i8 -20, i8 undef }, %struct.loose zeroinitializer, %struct.loose zeroinitializer }>, align 8

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

6:                                                ; preds = %92, %0
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %95

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4
  %11 = mul nsw i32 -1000, %10
  %12 = sub nsw i32 %11, 3
  %13 = load i32, i32* %2, align 4
  %14 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 %13
  %15 = bitcast %struct.packed* %14 to i144*
  %16 = zext i32 %12 to i144
  %17 = load i144, i144* %15, align 1
  %18 = and i144 %16, 8388607
  %19 = shl i144 %18, 121
  %20 = and i144 %17, 2658455991569831745807614120560689151
  %21 = or i144 %20, %19
  store i144 %21, i144* %15, align 1
  %22 = shl i144 %18, 121
  %23 = ashr i144 %22, 121
  %24 = trunc i144 %23 to i32
  %25 = load i32, i32* %2, align 4
  %26 = mul nsw i32 7777, %25
  %27 = load i32, i32* %2, align 4
  %28 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 %27
  %29 = bitcast %struct.packed* %28 to i144*
  %30 = zext i32 %26 to i144
  %31 = load i144, i144* %29, align 1
  %32 = and i144 %30, 131071
  %33 = shl i144 %32, 104
  %34 = and i144 %31, -2658435709160228094137190173309403137
  %35 = or i144 %34, %33
  store i144 %35, i144* %29, align 1
  %36 = trunc i144 %32 to i32
  %37 = load i32, i32* %2, align 4
  %38 = sext i32 %37 to i64
  %39 = mul nsw i64 -123456789, %38
  %40 = add nsw i64 %39, 5
  %41 = load i32, i32* %2, align 4
  %42 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 %41
  %43 = bitcast %struct.packed* %42 to i144*
  %44 = zext i64 %40 to i144
  %45 = load i144, i144* %43, align 1
  %46 = and i144 %44, 2199023255551
  %47 = shl i144 %46, 63
  %48 = and i144 %45, -20282409603642447051910396510209
  %49 = or i144 %48, %47
  store i144 %49, i144* %43, align 1
  %50 = shl i144 %46, 103
  %51 = ashr i144 %50, 103
  %52 = trunc i144 %51 to i64
  %53 = load i32, i32* %2, align 4
  %54 = add nsw i32 %53, 1
  %55 = sext i32 %54 to i64
  %56 = mul i64 4886718345, %55
  %57 = load i32, i32* %2, align 4
  %58 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 %57
  %59 = bitcast %struct.packed* %58 to i144*
  %60 = zext i64 %56 to i144
  %61 = load i144, i144* %59, align 1
  %62 = and i144 %60, 140737488355327
  %63 = shl i144 %62, 16
  %64 = and i144 %61, -9223372036854710273
  %65 = or i144 %64, %63
  store i144 %65, i144* %59, align 1
  %66 = trunc i144 %62 to i64
  %67 = load i32, i32* %2, align 4
  %68 = trunc i32 %67 to i8
  %69 = load i32, i32* %2, align 4
  %70 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 %69
  %71 = bitcast %struct.packed* %70 to i144*
  %72 = zext i8 %68 to i144
  %73 = load i144, i144* %71, align 1
  %74 = and i144 %72, 7
  %75 = shl i144 %74, 13
  %76 = and i144 %73, -57345
  %77 = or i144 %76, %75
  store i144 %77, i144* %71, align 1
  %78 = trunc i144 %74 to i8
  %79 = load i32, i32* %2, align 4
  %80 = mul nsw i32 -100, %79
  %81 = load i32, i32* %2, align 4
  %82 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 %81
  %83 = bitcast %struct.packed* %82 to i144*
  %84 = zext i32 %80 to i144
  %85 = load i144, i144* %83, align 1
  %86 = and i144 %84, 8191
  %87 = and i144 %85, -8192
  %88 = or i144 %87, %86
  store i144 %88, i144* %83, align 1
  %89 = shl i144 %86, 131
  %90 = ashr i144 %89, 131
  %91 = trunc i144 %90 to i32
  br label %92

92:                                               ; preds = %9
  %93 = load i32, i32* %2, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, i32* %2, align 4
  br label %6, !llvm.loop !6

95:                                               ; preds = %6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 bitcast (%struct.loose* getelementptr inbounds ([3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i32 0, i32 1) to i8*), i8* align 8 getelementptr inbounds (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>, <{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L, i32 0, i32 0, i32 0), i32 24, i1 false)
  %96 = load i32, i32* bitcast (%struct.loose* getelementptr inbounds ([3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i32 0, i32 2) to i32*), align 8
  %97 = and i32 %96, 255
  %98 = or i32 %97, 1280
  store i32 %98, i32* bitcast (%struct.loose* getelementptr inbounds ([3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i32 0, i32 2) to i32*), align 8
  store i64 0, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %99

99:                                               ; preds = %128, %95
  %100 = load i32, i32* %4, align 4
  %101 = icmp slt i32 %100, 6
  br i1 %101, label %102, label %131

102:                                              ; preds = %99
  store i32 0, i32* %5, align 4
  br label %103

103:                                              ; preds = %124, %102
  %104 = load i32, i32* %5, align 4
  %105 = icmp slt i32 %104, 4
  br i1 %105, label %106, label %127

106:                                              ; preds = %103
  %107 = load i32, i32* %5, align 4
  %108 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 %107
  %109 = load i32, i32* %5, align 4
  %110 = srem i32 %109, 3
  %111 = getelementptr inbounds [3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i32 0, i32 %110
  %112 = load i32, i32* %4, align 4
  %113 = load i32, i32* %5, align 4
  %114 = add nsw i32 %112, %113
  call void @update(%struct.packed* noundef %108, %struct.loose* noundef %111, i32 noundef %114)
  %115 = load i64, i64* %3, align 8
  %116 = mul nsw i64 %115, 31
  %117 = load i32, i32* %5, align 4
  %118 = getelementptr inbounds [4 x %struct.packed], [4 x %struct.packed]* @P, i32 0, i32 %117
  %119 = load i32, i32* %5, align 4
  %120 = srem i32 %119, 3
  %121 = getelementptr inbounds [3 x %struct.loose], [3 x %struct.loose]* bitcast (<{ { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8 }, %struct.loose, %struct.loose }>* @L to [3 x %struct.loose]*), i32 0, i32 %120
  %122 = call i64 @mix(%struct.packed* noundef %118, %struct.loose* noundef %121)
  %123 = add nsw i64 %116, %122
  store i64 %123, i64* %3, align 8
  br label %124

124:                                              ; preds = %106
  %125 = load i32, i32* %5, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, i32* %5, align 4
  br label %103, !llvm.loop !8

127:                                              ; preds = %103
  br label %128

128:                                              ; preds = %127
  %129 = load i32, i32* %4, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, i32* %4, align 4
  br label %99, !llvm.loop !9

131:                                              ; preds = %99
  %132 = load i64, i64* %3, align 8
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i64 noundef %132)
  call void @wide128()
  %134 = load i64, i64* %3, align 8
  %135 = and i64 %134, 127
  %136 = trunc i64 %135 to i32
  ret i32 %136
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @update(%struct.packed* noundef %0, %struct.loose* noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.packed*, align 4
  %5 = alloca %struct.loose*, align 4
  %6 = alloca i32, align 4
  store %struct.packed* %0, %struct.packed** %4, align 4
  store %struct.loose* %1, %struct.loose** %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %struct.packed*, %struct.packed** %4, align 4
  %8 = bitcast %struct.packed* %7 to i144*
  %9 = load i144, i144* %8, align 1
  %10 = ashr i144 %9, 121
  %11 = trunc i144 %10 to i32
  %12 = mul nsw i32 %11, 3
  %13 = load i32, i32* %6, align 4
  %14 = mul nsw i32 %13, 100001
  %15 = sub nsw i32 %12, %14
  %16 = load %struct.packed*, %struct.packed** %4, align 4
  %17 = bitcast %struct.packed* %16 to i144*
  %18 = zext i32 %15 to i144
  %19 = load i144, i144* %17, align 1
  %20 = and i144 %18, 8388607
  %21 = shl i144 %20, 121
  %22 = and i144 %19, 2658455991569831745807614120560689151
  %23 = or i144 %22, %21
  store i144 %23, i144* %17, align 1
  %24 = shl i144 %20, 121
  %25 = ashr i144 %24, 121
  %26 = trunc i144 %25 to i32
  %27 = load i32, i32* %6, align 4
  %28 = mul nsw i32 %27, 4099
  %29 = load %struct.packed*, %struct.packed** %4, align 4
  %30 = bitcast %struct.packed* %29 to i144*
  %31 = load i144, i144* %30, align 1
  %32 = lshr i144 %31, 104
  %33 = and i144 %32, 131071
  %34 = trunc i144 %33 to i32
  %35 = add nsw i32 %34, %28
  %36 = zext i32 %35 to i144
  %37 = load i144, i144* %30, align 1
  %38 = and i144 %36, 131071
  %39 = shl i144 %38, 104
  %40 = and i144 %37, -2658435709160228094137190173309403137
  %41 = or i144 %40, %39
  store i144 %41, i144* %30, align 1
  %42 = trunc i144 %38 to i32
  %43 = load %struct.packed*, %struct.packed** %4, align 4
  %44 = bitcast %struct.packed* %43 to i144*
  %45 = load i144, i144* %44, align 1
  %46 = shl i144 %45, 40
  %47 = ashr i144 %46, 103
  %48 = trunc i144 %47 to i64
  %49 = mul nsw i64 %48, -7
  %50 = load i32, i32* %6, align 4
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %49, %51
  %53 = load %struct.packed*, %struct.packed** %4, align 4
  %54 = bitcast %struct.packed* %53 to i144*
  %55 = zext i64 %52 to i144
  %56 = load i144, i144* %54, align 1
  %57 = and i144 %55, 2199023255551
  %58 = shl i144 %57, 63
  %59 = and i144 %56, -20282409603642447051910396510209
  %60 = or i144 %59, %58
  store i144 %60, i144* %54, align 1
  %61 = shl i144 %57, 103
  %62 = ashr i144 %61, 103
  %63 = trunc i144 %62 to i64
  %64 = load %struct.packed*, %struct.packed** %4, align 4
  %65 = bitcast %struct.packed* %64 to i144*
  %66 = load i144, i144* %65, align 1
  %67 = lshr i144 %66, 16
  %68 = and i144 %67, 140737488355327
  %69 = trunc i144 %68 to i64
  %70 = shl i64 %69, 3
  %71 = load i32, i32* %6, align 4
  %72 = zext i32 %71 to i64
  %73 = or i64 %70, %72
  %74 = load %struct.packed*, %struct.packed** %4, align 4
  %75 = bitcast %struct.packed* %74 to i144*
  %76 = zext i64 %73 to i144
  %77 = load i144, i144* %75, align 1
  %78 = and i144 %76, 140737488355327
  %79 = shl i144 %78, 16
  %80 = and i144 %77, -9223372036854710273
  %81 = or i144 %80, %79
  store i144 %81, i144* %75, align 1
  %82 = trunc i144 %78 to i64
  %83 = load i32, i32* %6, align 4
  %84 = load %struct.packed*, %struct.packed** %4, align 4
  %85 = bitcast %struct.packed* %84 to i144*
  %86 = load i144, i144* %85, align 1
  %87 = lshr i144 %86, 13
  %88 = and i144 %87, 7
  %89 = trunc i144 %88 to i8
  %90 = zext i8 %89 to i32
  %91 = add nsw i32 %90, %83
  %92 = trunc i32 %91 to i8
  %93 = zext i8 %92 to i144
  %94 = load i144, i144* %85, align 1
  %95 = and i144 %93, 7
  %96 = shl i144 %95, 13
  %97 = and i144 %94, -57345
  %98 = or i144 %97, %96
  store i144 %98, i144* %85, align 1
  %99 = trunc i144 %95 to i8
  %100 = load i32, i32* %6, align 4
  %101 = mul nsw i32 77, %100
  %102 = load %struct.packed*, %struct.packed** %4, align 4
  %103 = bitcast %struct.packed* %102 to i144*
  %104 = load i144, i144* %103, align 1
  %105 = shl i144 %104, 131
  %106 = ashr i144 %105, 131
  %107 = trunc i144 %106 to i32
  %108 = sub nsw i32 %107, %101
  %109 = zext i32 %108 to i144
  %110 = load i144, i144* %103, align 1
  %111 = and i144 %109, 8191
  %112 = and i144 %110, -8192
  %113 = or i144 %112, %111
  store i144 %113, i144* %103, align 1
  %114 = shl i144 %111, 131
  %115 = ashr i144 %114, 131
  %116 = trunc i144 %115 to i32
  %117 = load i32, i32* %6, align 4
  %118 = mul nsw i32 65793, %117
  %119 = load %struct.loose*, %struct.loose** %5, align 4
  %120 = bitcast %struct.loose* %119 to i32*
  %121 = load i32, i32* %120, align 8
  %122 = lshr i32 %121, 8
  %123 = add nsw i32 %122, %118
  %124 = load i32, i32* %120, align 8
  %125 = and i32 %123, 16777215
  %126 = shl i32 %125, 8
  %127 = and i32 %124, 255
  %128 = or i32 %127, %126
  store i32 %128, i32* %120, align 8
  %129 = load %struct.loose*, %struct.loose** %5, align 4
  %130 = getelementptr inbounds %struct.loose, %struct.loose* %129, i32 0, i32 1
  %131 = bitcast i24* %130 to i32*
  %132 = load i32, i32* %131, align 4
  %133 = ashr i32 %132, 8
  %134 = sub nsw i32 0, %133
  %135 = load i32, i32* %6, align 4
  %136 = add nsw i32 %134, %135
  %137 = load %struct.loose*, %struct.loose** %5, align 4
  %138 = getelementptr inbounds %struct.loose, %struct.loose* %137, i32 0, i32 1
  %139 = bitcast i24* %138 to i32*
  %140 = load i32, i32* %139, align 4
  %141 = and i32 %136, 16777215
  %142 = shl i32 %141, 8
  %143 = and i32 %140, 255
  %144 = or i32 %143, %142
  store i32 %144, i32* %139, align 4
  %145 = shl i32 %141, 8
  %146 = ashr i32 %145, 8
  %147 = load %struct.loose*, %struct.loose** %5, align 4
  %148 = getelementptr inbounds %struct.loose, %struct.loose* %147, i32 0, i32 2
  %149 = bitcast i40* %148 to i64*
  %150 = load i64, i64* %149, align 8
  %151 = lshr i64 %150, 24
  %152 = mul i64 %151, 3
  %153 = xor i64 %152, 366503875925
  %154 = load %struct.loose*, %struct.loose** %5, align 4
  %155 = getelementptr inbounds %struct.loose, %struct.loose* %154, i32 0, i32 2
  %156 = bitcast i40* %155 to i64*
  %157 = load i64, i64* %156, align 8
  %158 = and i64 %153, 1099511627775
  %159 = shl i64 %158, 24
  %160 = and i64 %157, 16777215
  %161 = or i64 %160, %159
  store i64 %161, i64* %156, align 8
  %162 = load %struct.loose*, %struct.loose** %5, align 4
  %163 = getelementptr inbounds %struct.loose, %struct.loose* %162, i32 0, i32 3
  %164 = bitcast i56* %163 to i64*
  %165 = load i64, i64* %164, align 8
  %166 = ashr i64 %165, 8
  %167 = sdiv i64 %166, 3
  %168 = load i32, i32* %6, align 4
  %169 = sext i32 %168 to i64
  %170 = sub nsw i64 %167, %169
  %171 = load %struct.loose*, %struct.loose** %5, align 4
  %172 = getelementptr inbounds %struct.loose, %struct.loose* %171, i32 0, i32 3
  %173 = bitcast i56* %172 to i64*
  %174 = load i64, i64* %173, align 8
  %175 = and i64 %170, 72057594037927935
  %176 = shl i64 %175, 8
  %177 = and i64 %174, 255
  %178 = or i64 %177, %176
  store i64 %178, i64* %173, align 8
  %179 = shl i64 %175, 8
  %180 = ashr i64 %179, 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mix(%struct.packed* noundef %0, %struct.loose* noundef %1) #0 {
  %3 = alloca %struct.packed*, align 4
  %4 = alloca %struct.loose*, align 4
  %5 = alloca i64, align 8
  store %struct.packed* %0, %struct.packed** %3, align 4
  store %struct.loose* %1, %struct.loose** %4, align 4
  store i64 0, i64* %5, align 8
  %6 = load %struct.packed*, %struct.packed** %3, align 4
  %7 = bitcast %struct.packed* %6 to i144*
  %8 = load i144, i144* %7, align 1
  %9 = ashr i144 %8, 121
  %10 = trunc i144 %9 to i32
  %11 = sext i32 %10 to i64
  %12 = load i64, i64* %5, align 8
  %13 = add nsw i64 %12, %11
  store i64 %13, i64* %5, align 8
  %14 = load i64, i64* %5, align 8
  %15 = mul nsw i64 %14, 3
  %16 = load %struct.packed*, %struct.packed** %3, align 4
  %17 = bitcast %struct.packed* %16 to i144*
  %18 = load i144, i144* %17, align 1
  %19 = lshr i144 %18, 104
  %20 = and i144 %19, 131071
  %21 = trunc i144 %20 to i32
  %22 = zext i32 %21 to i64
  %23 = add nsw i64 %15, %22
  store i64 %23, i64* %5, align 8
  %24 = load i64, i64* %5, align 8
  %25 = mul nsw i64 %24, 5
  %26 = load %struct.packed*, %struct.packed** %3, align 4
  %27 = bitcast %struct.packed* %26 to i144*
  %28 = load i144, i144* %27, align 1
  %29 = shl i144 %28, 40
  %30 = ashr i144 %29, 103
  %31 = trunc i144 %30 to i64
  %32 = add nsw i64 %25, %31
  store i64 %32, i64* %5, align 8
  %33 = load i64, i64* %5, align 8
  %34 = load %struct.packed*, %struct.packed** %3, align 4
  %35 = bitcast %struct.packed* %34 to i144*
  %36 = load i144, i144* %35, align 1
  %37 = lshr i144 %36, 16
  %38 = and i144 %37, 140737488355327
  %39 = trunc i144 %38 to i64
  %40 = xor i64 %33, %39
  store i64 %40, i64* %5, align 8
  %41 = load %struct.packed*, %struct.packed** %3, align 4
  %42 = bitcast %struct.packed* %41 to i144*
  %43 = load i144, i144* %42, align 1
  %44 = lshr i144 %43, 13
  %45 = and i144 %44, 7
  %46 = trunc i144 %45 to i8
  %47 = zext i8 %46 to i32
  %48 = mul nsw i32 %47, 7
  %49 = load %struct.packed*, %struct.packed** %3, align 4
  %50 = bitcast %struct.packed* %49 to i144*
  %51 = load i144, i144* %50, align 1
  %52 = shl i144 %51, 131
  %53 = ashr i144 %52, 131
  %54 = trunc i144 %53 to i32
  %55 = add nsw i32 %48, %54
  %56 = sext i32 %55 to i64
  %57 = load i64, i64* %5, align 8
  %58 = add nsw i64 %57, %56
  store i64 %58, i64* %5, align 8
  %59 = load %struct.loose*, %struct.loose** %4, align 4
  %60 = bitcast %struct.loose* %59 to i32*
  %61 = load i32, i32* %60, align 8
  %62 = lshr i32 %61, 8
  %63 = load %struct.loose*, %struct.loose** %4, align 4
  %64 = getelementptr inbounds %struct.loose, %struct.loose* %63, i32 0, i32 1
  %65 = bitcast i24* %64 to i32*
  %66 = load i32, i32* %65, align 4
  %67 = ashr i32 %66, 8
  %68 = add nsw i32 %62, %67
  %69 = sext i32 %68 to i64
  %70 = load i64, i64* %5, align 8
  %71 = add nsw i64 %70, %69
  store i64 %71, i64* %5, align 8
  %72 = load %struct.loose*, %struct.loose** %4, align 4
  %73 = getelementptr inbounds %struct.loose, %struct.loose* %72, i32 0, i32 2
  %74 = bitcast i40* %73 to i64*
  %75 = load i64, i64* %74, align 8
  %76 = lshr i64 %75, 24
  %77 = load i64, i64* %5, align 8
  %78 = xor i64 %77, %76
  store i64 %78, i64* %5, align 8
  %79 = load %struct.loose*, %struct.loose** %4, align 4
  %80 = getelementptr inbounds %struct.loose, %struct.loose* %79, i32 0, i32 3
  %81 = bitcast i56* %80 to i64*
  %82 = load i64, i64* %81, align 8
  %83 = ashr i64 %82, 8
  %84 = ashr i64 %83, 3
  %85 = load i64, i64* %5, align 8
  %86 = add nsw i64 %85, %84
  store i64 %86, i64* %5, align 8
  %87 = load %struct.packed*, %struct.packed** %3, align 4
  %88 = bitcast %struct.packed* %87 to i144*
  %89 = load i144, i144* %88, align 1
  %90 = ashr i144 %89, 121
  %91 = trunc i144 %90 to i32
  %92 = icmp slt i32 %91, -5
  br i1 %92, label %93, label %96

93:                                               ; preds = %2
  %94 = load i64, i64* %5, align 8
  %95 = add nsw i64 %94, 1
  store i64 %95, i64* %5, align 8
  br label %96

96:                                               ; preds = %93, %2
  %97 = load %struct.packed*, %struct.packed** %3, align 4
  %98 = bitcast %struct.packed* %97 to i144*
  %99 = load i144, i144* %98, align 1
  %100 = shl i144 %99, 40
  %101 = ashr i144 %100, 103
  %102 = trunc i144 %101 to i64
  %103 = icmp sgt i64 %102, 1000000
  br i1 %103, label %104, label %107

104:                                              ; preds = %96
  %105 = load i64, i64* %5, align 8
  %106 = add nsw i64 %105, 2
  store i64 %106, i64* %5, align 8
  br label %107

107:                                              ; preds = %104, %96
  %108 = load %struct.loose*, %struct.loose** %4, align 4
  %109 = getelementptr inbounds %struct.loose, %struct.loose* %108, i32 0, i32 1
  %110 = bitcast i24* %109 to i32*
  %111 = load i32, i32* %110, align 4
  %112 = ashr i32 %111, 8
  %113 = icmp slt i32 %112, 0
  br i1 %113, label %114, label %117

114:                                              ; preds = %107
  %115 = load i64, i64* %5, align 8
  %116 = add nsw i64 %115, 4
  store i64 %116, i64* %5, align 8
  br label %117

117:                                              ; preds = %114, %107
  %118 = load %struct.loose*, %struct.loose** %4, align 4
  %119 = getelementptr inbounds %struct.loose, %struct.loose* %118, i32 0, i32 2
  %120 = bitcast i40* %119 to i64*
  %121 = load i64, i64* %120, align 8
  %122 = lshr i64 %121, 24
  %123 = icmp ugt i64 %122, 4294967296
  br i1 %123, label %124, label %127

124:                                              ; preds = %117
  %125 = load i64, i64* %5, align 8
  %126 = add nsw i64 %125, 8
  store i64 %126, i64* %5, align 8
  br label %127

127:                                              ; preds = %124, %117
  %128 = load i64, i64* %5, align 8
  ret i64 %128
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wide128() #0 {
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }

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
