; ModuleID = 'c/memops.c'
source_filename = "c/memops.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.range = type { i32*, i32*, i64 }

@.str = private unnamed_addr constant [30 x i8] c"load_then_store alias: %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"load_then_store: %d %d %d\0A\00", align 1
@side = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [23 x i8] c"load_then_call: %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"compare_then_store alias: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"compare_then_store: %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"sum64: %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"mixes: %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"count_above: %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"load folding\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"find_char: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"count_short: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"walk: %lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"dot: %.3f\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"fcount: %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fsum: %.3f\0A\00", align 1
@hits = dso_local global [16 x i32] zeroinitializer, align 4
@.str.16 = private unnamed_addr constant [16 x i8] c"rmw: %lld %lld\0A\00", align 1
@counter = dso_local global i64 0, align 8
@.str.17 = private unnamed_addr constant [11 x i8] c"twice: %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"vol: %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c"check: %u\0A\00", align 1
@check = internal global i32 0, align 4
@vcell = internal global i32 3, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [20 x i64], align 8
  %6 = alloca [20 x i32], align 4
  %7 = alloca [20 x i32], align 4
  %8 = alloca [20 x i16], align 2
  %9 = alloca [20 x double], align 8
  %10 = alloca [20 x double], align 8
  %11 = alloca [20 x float], align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.range, align 8
  %17 = alloca i64, align 8
  %18 = alloca double, align 8
  %19 = alloca float, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 5, i32* %2, align 4
  store i32 9, i32* %3, align 4
  %23 = call i32 @load_then_store(i32* noundef %2, i32* noundef %2, i32 noundef 4)
  store i32 %23, i32* %4, align 4
  %24 = load i32, i32* %4, align 4
  %25 = load i32, i32* %2, align 4
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i32 0, i32 0), i32 noundef %24, i32 noundef %25)
  %27 = load i32, i32* %4, align 4
  %28 = load i32, i32* %2, align 4
  %29 = add i32 %27, %28
  call void @mix(i32 noundef %29)
  %30 = call i32 @load_then_store(i32* noundef %2, i32* noundef %3, i32 noundef 4)
  store i32 %30, i32* %4, align 4
  %31 = load i32, i32* %4, align 4
  %32 = load i32, i32* %2, align 4
  %33 = load i32, i32* %3, align 4
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %31, i32 noundef %32, i32 noundef %33)
  %35 = load i32, i32* %4, align 4
  call void @mix(i32 noundef %35)
  store i32 10, i32* @side, align 4
  %36 = call i32 @load_then_call(i32* noundef @side, i32 noundef 50)
  store i32 %36, i32* %4, align 4
  %37 = load i32, i32* %4, align 4
  %38 = load i32, i32* @side, align 4
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i32 0, i32 0), i32 noundef %37, i32 noundef %38)
  %40 = load i32, i32* %4, align 4
  call void @mix(i32 noundef %40)
  store i32 5, i32* %2, align 4
  %41 = call i32 @compare_then_store(i32* noundef %2, i32* noundef %2)
  store i32 %41, i32* %4, align 4
  %42 = load i32, i32* %4, align 4
  %43 = load i32, i32* %2, align 4
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i32 0, i32 0), i32 noundef %42, i32 noundef %43)
  %45 = load i32, i32* %4, align 4
  call void @mix(i32 noundef %45)
  store i32 5, i32* %2, align 4
  %46 = call i32 @compare_then_store(i32* noundef %2, i32* noundef %3)
  store i32 %46, i32* %4, align 4
  %47 = load i32, i32* %4, align 4
  %48 = load i32, i32* %3, align 4
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %47, i32 noundef %48)
  %50 = load i32, i32* %4, align 4
  call void @mix(i32 noundef %50)
  store i32 0, i32* %12, align 4
  br label %51

51:                                               ; preds = %96, %0
  %52 = load i32, i32* %12, align 4
  %53 = icmp slt i32 %52, 20
  br i1 %53, label %54, label %99

54:                                               ; preds = %51
  %55 = load i32, i32* %12, align 4
  %56 = sext i32 %55 to i64
  %57 = mul nsw i64 %56, 1000000007
  %58 = sub nsw i64 %57, 5
  %59 = load i32, i32* %12, align 4
  %60 = getelementptr inbounds [20 x i64], [20 x i64]* %5, i32 0, i32 %59
  store i64 %58, i64* %60, align 8
  %61 = load i32, i32* %12, align 4
  %62 = mul i32 %61, -1640531535
  %63 = add i32 %62, 1
  %64 = load i32, i32* %12, align 4
  %65 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i32 0, i32 %64
  store i32 %63, i32* %65, align 4
  %66 = load i32, i32* %12, align 4
  %67 = mul nsw i32 %66, 7
  %68 = srem i32 %67, 13
  %69 = sub nsw i32 %68, 4
  %70 = load i32, i32* %12, align 4
  %71 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 %70
  store i32 %69, i32* %71, align 4
  %72 = load i32, i32* %12, align 4
  %73 = mul nsw i32 %72, 5
  %74 = srem i32 %73, 11
  %75 = sub nsw i32 %74, 6
  %76 = trunc i32 %75 to i16
  %77 = load i32, i32* %12, align 4
  %78 = getelementptr inbounds [20 x i16], [20 x i16]* %8, i32 0, i32 %77
  store i16 %76, i16* %78, align 2
  %79 = load i32, i32* %12, align 4
  %80 = sitofp i32 %79 to double
  %81 = fmul double %80, 5.000000e-01
  %82 = fsub double %81, 3.000000e+00
  %83 = load i32, i32* %12, align 4
  %84 = getelementptr inbounds [20 x double], [20 x double]* %9, i32 0, i32 %83
  store double %82, double* %84, align 8
  %85 = load i32, i32* %12, align 4
  %86 = sitofp i32 %85 to double
  %87 = fmul double %86, 2.500000e-01
  %88 = fsub double 2.000000e+00, %87
  %89 = load i32, i32* %12, align 4
  %90 = getelementptr inbounds [20 x double], [20 x double]* %10, i32 0, i32 %89
  store double %88, double* %90, align 8
  %91 = load i32, i32* %12, align 4
  %92 = sitofp i32 %91 to float
  %93 = fmul float %92, 1.500000e+00
  %94 = load i32, i32* %12, align 4
  %95 = getelementptr inbounds [20 x float], [20 x float]* %11, i32 0, i32 %94
  store float %93, float* %95, align 4
  br label %96

96:                                               ; preds = %54
  %97 = load i32, i32* %12, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %12, align 4
  br label %51, !llvm.loop !6

99:                                               ; preds = %51
  %100 = getelementptr inbounds [20 x i64], [20 x i64]* %5, i32 0, i32 0
  %101 = call i64 @sum64(i64* noundef %100, i32 noundef 20, i64 noundef -7)
  store i64 %101, i64* %13, align 8
  %102 = load i64, i64* %13, align 8
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i32 0, i32 0), i64 noundef %102)
  %104 = load i64, i64* %13, align 8
  %105 = trunc i64 %104 to i32
  %106 = load i64, i64* %13, align 8
  %107 = ashr i64 %106, 32
  %108 = trunc i64 %107 to i32
  %109 = xor i32 %105, %108
  call void @mix(i32 noundef %109)
  %110 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i32 0, i32 0
  %111 = call i32 @mixes(i32* noundef %110, i32 noundef 20)
  store i32 %111, i32* %14, align 4
  %112 = load i32, i32* %14, align 4
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef %112)
  %114 = load i32, i32* %14, align 4
  call void @mix(i32 noundef %114)
  %115 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 0
  %116 = call i32 @count_above(i32* noundef %115, i32 noundef 20, i32 noundef 3)
  store i32 %116, i32* %15, align 4
  %117 = load i32, i32* %15, align 4
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i32 noundef %117)
  %119 = load i32, i32* %15, align 4
  call void @mix(i32 noundef %119)
  %120 = call i32 @find_char(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i32 0, i32 0), i8 noundef zeroext 102)
  %121 = mul nsw i32 %120, 10
  %122 = call i32 @find_char(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8 noundef zeroext 122)
  %123 = add nsw i32 %121, %122
  store i32 %123, i32* %15, align 4
  %124 = load i32, i32* %15, align 4
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %124)
  %126 = load i32, i32* %15, align 4
  call void @mix(i32 noundef %126)
  %127 = getelementptr inbounds [20 x i16], [20 x i16]* %8, i32 0, i32 0
  %128 = call i32 @count_short(i16* noundef %127, i32 noundef 20)
  store i32 %128, i32* %15, align 4
  %129 = load i32, i32* %15, align 4
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.11, i32 0, i32 0), i32 noundef %129)
  %131 = load i32, i32* %15, align 4
  call void @mix(i32 noundef %131)
  %132 = getelementptr inbounds %struct.range, %struct.range* %16, i32 0, i32 0
  %133 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 0
  store i32* %133, i32** %132, align 8
  %134 = getelementptr inbounds %struct.range, %struct.range* %16, i32 0, i32 1
  %135 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 0
  %136 = getelementptr inbounds i32, i32* %135, i32 20
  store i32* %136, i32** %134, align 4
  %137 = getelementptr inbounds %struct.range, %struct.range* %16, i32 0, i32 2
  store i64 12, i64* %137, align 8
  %138 = call i64 @walk(%struct.range* noundef %16)
  store i64 %138, i64* %17, align 8
  %139 = load i64, i64* %17, align 8
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i64 noundef %139)
  %141 = load i64, i64* %17, align 8
  %142 = trunc i64 %141 to i32
  call void @mix(i32 noundef %142)
  %143 = getelementptr inbounds [20 x double], [20 x double]* %9, i32 0, i32 0
  %144 = getelementptr inbounds [20 x double], [20 x double]* %10, i32 0, i32 0
  %145 = call double @dot(double* noundef %143, double* noundef %144, i32 noundef 20)
  store double %145, double* %18, align 8
  %146 = load double, double* %18, align 8
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i32 0, i32 0), double noundef %146)
  %148 = load double, double* %18, align 8
  %149 = fmul double %148, 8.000000e+00
  %150 = fptosi double %149 to i32
  call void @mix(i32 noundef %150)
  %151 = getelementptr inbounds [20 x double], [20 x double]* %9, i32 0, i32 0
  %152 = call i32 @fcount(double* noundef %151, i32 noundef 20, double noundef 1.000000e+00)
  store i32 %152, i32* %15, align 4
  %153 = load i32, i32* %15, align 4
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i32 noundef %153)
  %155 = load i32, i32* %15, align 4
  call void @mix(i32 noundef %155)
  %156 = getelementptr inbounds [20 x float], [20 x float]* %11, i32 0, i32 0
  %157 = call float @fsum(float* noundef %156, i32 noundef 20)
  store float %157, float* %19, align 4
  %158 = load float, float* %19, align 4
  %159 = fpext float %158 to double
  %160 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i32 0, i32 0), double noundef %159)
  %161 = load float, float* %19, align 4
  %162 = fmul float %161, 4.000000e+00
  %163 = fptosi float %162 to i32
  call void @mix(i32 noundef %163)
  %164 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 0
  call void @rmw(i32* noundef %164, i32 noundef 20, i64 noundef 3)
  %165 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 0
  call void @rmw(i32* noundef %165, i32 noundef 20, i64 noundef -1)
  store i64 0, i64* %20, align 8
  store i32 0, i32* %21, align 4
  br label %166

166:                                              ; preds = %177, %99
  %167 = load i32, i32* %21, align 4
  %168 = icmp slt i32 %167, 16
  br i1 %168, label %169, label %180

169:                                              ; preds = %166
  %170 = load i64, i64* %20, align 8
  %171 = mul nsw i64 %170, 3
  %172 = load i32, i32* %21, align 4
  %173 = getelementptr inbounds [16 x i32], [16 x i32]* @hits, i32 0, i32 %172
  %174 = load i32, i32* %173, align 4
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %171, %175
  store i64 %176, i64* %20, align 8
  br label %177

177:                                              ; preds = %169
  %178 = load i32, i32* %21, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, i32* %21, align 4
  br label %166, !llvm.loop !8

180:                                              ; preds = %166
  store i32 0, i32* %22, align 4
  br label %181

181:                                              ; preds = %191, %180
  %182 = load i32, i32* %22, align 4
  %183 = icmp slt i32 %182, 20
  br i1 %183, label %184, label %194

184:                                              ; preds = %181
  %185 = load i32, i32* %22, align 4
  %186 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 %185
  %187 = load i32, i32* %186, align 4
  %188 = sext i32 %187 to i64
  %189 = load i64, i64* %20, align 8
  %190 = add nsw i64 %189, %188
  store i64 %190, i64* %20, align 8
  br label %191

191:                                              ; preds = %184
  %192 = load i32, i32* %22, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, i32* %22, align 4
  br label %181, !llvm.loop !9

194:                                              ; preds = %181
  %195 = load i64, i64* @counter, align 8
  %196 = load i64, i64* %20, align 8
  %197 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.16, i32 0, i32 0), i64 noundef %195, i64 noundef %196)
  %198 = load i64, i64* @counter, align 8
  %199 = trunc i64 %198 to i32
  %200 = load i64, i64* %20, align 8
  %201 = trunc i64 %200 to i32
  %202 = add i32 %199, %201
  call void @mix(i32 noundef %202)
  %203 = call i32 @twice(i32* noundef %2, i32 noundef 3)
  store i32 %203, i32* %4, align 4
  %204 = load i32, i32* %4, align 4
  %205 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.17, i32 0, i32 0), i32 noundef %204)
  %206 = load i32, i32* %4, align 4
  call void @mix(i32 noundef %206)
  %207 = call i32 @vol(i32 noundef 4)
  store i32 %207, i32* %4, align 4
  %208 = load i32, i32* %4, align 4
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i32 noundef %208)
  %210 = load i32, i32* %4, align 4
  call void @mix(i32 noundef %210)
  %211 = load i32, i32* @check, align 4
  %212 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.19, i32 0, i32 0), i32 noundef %211)
  %213 = load i32, i32* @check, align 4
  %214 = and i32 %213, 127
  ret i32 %214
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @load_then_store(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32* %1, i32** %5, align 4
  store i32 %2, i32* %6, align 4
  %8 = load i32*, i32** %4, align 4
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = mul nsw i32 %10, 3
  %12 = load i32*, i32** %5, align 4
  store i32 %11, i32* %12, align 4
  %13 = load i32, i32* %7, align 4
  %14 = load i32, i32* %6, align 4
  %15 = add nsw i32 %13, %14
  ret i32 %15
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @check, align 4
  %4 = load i32, i32* %2, align 4
  %5 = add i32 %3, %4
  %6 = mul i32 %5, -1640531535
  store i32 %6, i32* @check, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @load_then_call(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32*, i32** %3, align 4
  %7 = load i32, i32* %6, align 4
  store i32 %7, i32* %5, align 4
  call void @bump()
  %8 = load i32, i32* %4, align 4
  %9 = load i32, i32* %5, align 4
  %10 = sub nsw i32 %8, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @compare_then_store(i32* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32* %1, i32** %5, align 4
  %7 = load i32*, i32** %4, align 4
  %8 = load i32, i32* %7, align 4
  store i32 %8, i32* %6, align 4
  %9 = load i32*, i32** %5, align 4
  store i32 100, i32* %9, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp eq i32 %10, 5
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  store i32 1, i32* %3, align 4
  br label %14

13:                                               ; preds = %2
  store i32 2, i32* %3, align 4
  br label %14

14:                                               ; preds = %13, %12
  %15 = load i32, i32* %3, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum64(i64* noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i64* %0, i64** %4, align 4
  store i32 %1, i32* %5, align 4
  store i64 %2, i64* %6, align 8
  %9 = load i64, i64* %6, align 8
  store i64 %9, i64* %7, align 8
  store i32 0, i32* %8, align 4
  br label %10

10:                                               ; preds = %21, %3
  %11 = load i32, i32* %8, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %10
  %15 = load i64*, i64** %4, align 4
  %16 = load i32, i32* %8, align 4
  %17 = getelementptr inbounds i64, i64* %15, i32 %16
  %18 = load i64, i64* %17, align 8
  %19 = load i64, i64* %7, align 8
  %20 = add nsw i64 %19, %18
  store i64 %20, i64* %7, align 8
  br label %21

21:                                               ; preds = %14
  %22 = load i32, i32* %8, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %8, align 4
  br label %10, !llvm.loop !10

24:                                               ; preds = %10
  %25 = load i64, i64* %7, align 8
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mixes(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 305419896, i32* %5, align 4
  store i32 0, i32* %6, align 4
  store i32 -1, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %50, %2
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %53

13:                                               ; preds = %9
  %14 = load i32*, i32** %3, align 4
  %15 = load i32, i32* %8, align 4
  %16 = getelementptr inbounds i32, i32* %14, i32 %15
  %17 = load i32, i32* %16, align 4
  %18 = load i32, i32* %5, align 4
  %19 = xor i32 %18, %17
  store i32 %19, i32* %5, align 4
  %20 = load i32*, i32** %3, align 4
  %21 = load i32, i32* %8, align 4
  %22 = getelementptr inbounds i32, i32* %20, i32 %21
  %23 = load i32, i32* %22, align 4
  %24 = lshr i32 %23, 3
  %25 = load i32, i32* %6, align 4
  %26 = or i32 %25, %24
  store i32 %26, i32* %6, align 4
  %27 = load i32*, i32** %3, align 4
  %28 = load i32, i32* %4, align 4
  %29 = sub nsw i32 %28, 1
  %30 = load i32, i32* %8, align 4
  %31 = sub nsw i32 %29, %30
  %32 = getelementptr inbounds i32, i32* %27, i32 %31
  %33 = load i32, i32* %32, align 4
  %34 = load i32, i32* %7, align 4
  %35 = and i32 %34, %33
  store i32 %35, i32* %7, align 4
  %36 = load i32, i32* %5, align 4
  %37 = mul i32 %36, 31
  %38 = load i32*, i32** %3, align 4
  %39 = load i32, i32* %8, align 4
  %40 = getelementptr inbounds i32, i32* %38, i32 %39
  %41 = load i32, i32* %40, align 4
  %42 = sub i32 %37, %41
  store i32 %42, i32* %5, align 4
  %43 = load i32, i32* %6, align 4
  %44 = load i32*, i32** %3, align 4
  %45 = load i32, i32* %8, align 4
  %46 = sdiv i32 %45, 2
  %47 = getelementptr inbounds i32, i32* %44, i32 %46
  %48 = load i32, i32* %47, align 4
  %49 = mul i32 %43, %48
  store i32 %49, i32* %6, align 4
  br label %50

50:                                               ; preds = %13
  %51 = load i32, i32* %8, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %8, align 4
  br label %9, !llvm.loop !11

53:                                               ; preds = %9
  %54 = load i32, i32* %5, align 4
  %55 = load i32, i32* %6, align 4
  %56 = add i32 %54, %55
  %57 = load i32, i32* %7, align 4
  %58 = add i32 %56, %57
  ret i32 %58
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_above(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %11

11:                                               ; preds = %26, %3
  %12 = load i32, i32* %8, align 4
  %13 = load i32, i32* %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load i32*, i32** %4, align 4
  %17 = load i32, i32* %8, align 4
  %18 = getelementptr inbounds i32, i32* %16, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %6, align 4
  %21 = icmp sgt i32 %19, %20
  br i1 %21, label %22, label %25

22:                                               ; preds = %15
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %7, align 4
  br label %25

25:                                               ; preds = %22, %15
  br label %26

26:                                               ; preds = %25
  %27 = load i32, i32* %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %8, align 4
  br label %11, !llvm.loop !12

29:                                               ; preds = %11
  store i32 0, i32* %9, align 4
  br label %30

30:                                               ; preds = %45, %29
  %31 = load i32, i32* %9, align 4
  %32 = load i32, i32* %5, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %48

34:                                               ; preds = %30
  %35 = load i32, i32* %6, align 4
  %36 = load i32*, i32** %4, align 4
  %37 = load i32, i32* %9, align 4
  %38 = getelementptr inbounds i32, i32* %36, i32 %37
  %39 = load i32, i32* %38, align 4
  %40 = icmp slt i32 %35, %39
  br i1 %40, label %41, label %44

41:                                               ; preds = %34
  %42 = load i32, i32* %7, align 4
  %43 = add nsw i32 %42, 2
  store i32 %43, i32* %7, align 4
  br label %44

44:                                               ; preds = %41, %34
  br label %45

45:                                               ; preds = %44
  %46 = load i32, i32* %9, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %9, align 4
  br label %30, !llvm.loop !13

48:                                               ; preds = %30
  store i32 0, i32* %10, align 4
  br label %49

49:                                               ; preds = %62, %48
  %50 = load i32, i32* %10, align 4
  %51 = load i32, i32* %5, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %65

53:                                               ; preds = %49
  %54 = load i32*, i32** %4, align 4
  %55 = load i32, i32* %10, align 4
  %56 = getelementptr inbounds i32, i32* %54, i32 %55
  %57 = load i32, i32* %56, align 4
  %58 = icmp eq i32 %57, 7
  %59 = zext i1 %58 to i32
  %60 = load i32, i32* %7, align 4
  %61 = add nsw i32 %60, %59
  store i32 %61, i32* %7, align 4
  br label %62

62:                                               ; preds = %53
  %63 = load i32, i32* %10, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %10, align 4
  br label %49, !llvm.loop !14

65:                                               ; preds = %49
  %66 = load i32, i32* %7, align 4
  ret i32 %66
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find_char(i8* noundef %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8 %1, i8* %5, align 1
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %25, %2
  %8 = load i8*, i8** %4, align 4
  %9 = load i32, i32* %6, align 4
  %10 = getelementptr inbounds i8, i8* %8, i32 %9
  %11 = load i8, i8* %10, align 1
  %12 = icmp ne i8 %11, 0
  br i1 %12, label %13, label %28

13:                                               ; preds = %7
  %14 = load i8*, i8** %4, align 4
  %15 = load i32, i32* %6, align 4
  %16 = getelementptr inbounds i8, i8* %14, i32 %15
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i8, i8* %5, align 1
  %20 = zext i8 %19 to i32
  %21 = icmp eq i32 %18, %20
  br i1 %21, label %22, label %24

22:                                               ; preds = %13
  %23 = load i32, i32* %6, align 4
  store i32 %23, i32* %3, align 4
  br label %29

24:                                               ; preds = %13
  br label %25

25:                                               ; preds = %24
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %6, align 4
  br label %7, !llvm.loop !15

28:                                               ; preds = %7
  store i32 -1, i32* %3, align 4
  br label %29

29:                                               ; preds = %28, %22
  %30 = load i32, i32* %3, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_short(i16* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i16* %0, i16** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %25

11:                                               ; preds = %7
  %12 = load i16*, i16** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i16, i16* %12, i32 %13
  %15 = load i16, i16* %14, align 2
  %16 = sext i16 %15 to i32
  %17 = icmp slt i32 %16, -3
  %18 = zext i1 %17 to i64
  %19 = select i1 %17, i32 3, i32 1
  %20 = load i32, i32* %5, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, i32* %5, align 4
  br label %22

22:                                               ; preds = %11
  %23 = load i32, i32* %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %6, align 4
  br label %7, !llvm.loop !16

25:                                               ; preds = %7
  %26 = load i32, i32* %5, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @walk(%struct.range* noundef %0) #0 {
  %2 = alloca %struct.range*, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32*, align 4
  store %struct.range* %0, %struct.range** %2, align 4
  store i64 0, i64* %3, align 8
  %5 = load %struct.range*, %struct.range** %2, align 4
  %6 = getelementptr inbounds %struct.range, %struct.range* %5, i32 0, i32 0
  %7 = load i32*, i32** %6, align 8
  store i32* %7, i32** %4, align 4
  br label %8

8:                                                ; preds = %27, %1
  %9 = load i32*, i32** %4, align 4
  %10 = load %struct.range*, %struct.range** %2, align 4
  %11 = getelementptr inbounds %struct.range, %struct.range* %10, i32 0, i32 1
  %12 = load i32*, i32** %11, align 4
  %13 = icmp ne i32* %9, %12
  br i1 %13, label %14, label %30

14:                                               ; preds = %8
  %15 = load i64, i64* %3, align 8
  %16 = load %struct.range*, %struct.range** %2, align 4
  %17 = getelementptr inbounds %struct.range, %struct.range* %16, i32 0, i32 2
  %18 = load i64, i64* %17, align 8
  %19 = icmp slt i64 %15, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %14
  %21 = load i32*, i32** %4, align 4
  %22 = load i32, i32* %21, align 4
  %23 = sext i32 %22 to i64
  %24 = load i64, i64* %3, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, i64* %3, align 8
  br label %26

26:                                               ; preds = %20, %14
  br label %27

27:                                               ; preds = %26
  %28 = load i32*, i32** %4, align 4
  %29 = getelementptr inbounds i32, i32* %28, i32 1
  store i32* %29, i32** %4, align 4
  br label %8, !llvm.loop !17

30:                                               ; preds = %8
  %31 = load i64, i64* %3, align 8
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(double* noundef %0, double* noundef %1, i32 noundef %2) #0 {
  %4 = alloca double*, align 4
  %5 = alloca double*, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 4
  store double* %1, double** %5, align 4
  store i32 %2, i32* %6, align 4
  store double 0.000000e+00, double* %7, align 8
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %25, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %28

13:                                               ; preds = %9
  %14 = load double, double* %7, align 8
  %15 = load double*, double** %4, align 4
  %16 = load i32, i32* %8, align 4
  %17 = getelementptr inbounds double, double* %15, i32 %16
  %18 = load double, double* %17, align 8
  %19 = load double*, double** %5, align 4
  %20 = load i32, i32* %8, align 4
  %21 = getelementptr inbounds double, double* %19, i32 %20
  %22 = load double, double* %21, align 8
  %23 = fmul double %18, %22
  %24 = fadd double %14, %23
  store double %24, double* %7, align 8
  br label %25

25:                                               ; preds = %13
  %26 = load i32, i32* %8, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %8, align 4
  br label %9, !llvm.loop !18

28:                                               ; preds = %9
  %29 = load double, double* %7, align 8
  ret double %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fcount(double* noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca double*, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 4
  store i32 %1, i32* %5, align 4
  store double %2, double* %6, align 8
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %44, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %47

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 4
  %15 = load i32, i32* %8, align 4
  %16 = getelementptr inbounds double, double* %14, i32 %15
  %17 = load double, double* %16, align 8
  %18 = load double, double* %6, align 8
  %19 = fcmp olt double %17, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %13
  %21 = load i32, i32* %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %7, align 4
  br label %23

23:                                               ; preds = %20, %13
  %24 = load double, double* %6, align 8
  %25 = load double*, double** %4, align 4
  %26 = load i32, i32* %8, align 4
  %27 = getelementptr inbounds double, double* %25, i32 %26
  %28 = load double, double* %27, align 8
  %29 = fcmp olt double %24, %28
  br i1 %29, label %30, label %33

30:                                               ; preds = %23
  %31 = load i32, i32* %7, align 4
  %32 = add nsw i32 %31, 10
  store i32 %32, i32* %7, align 4
  br label %33

33:                                               ; preds = %30, %23
  %34 = load double*, double** %4, align 4
  %35 = load i32, i32* %8, align 4
  %36 = getelementptr inbounds double, double* %34, i32 %35
  %37 = load double, double* %36, align 8
  %38 = load double, double* %6, align 8
  %39 = fcmp oge double %37, %38
  br i1 %39, label %40, label %43

40:                                               ; preds = %33
  %41 = load i32, i32* %7, align 4
  %42 = add nsw i32 %41, 100
  store i32 %42, i32* %7, align 4
  br label %43

43:                                               ; preds = %40, %33
  br label %44

44:                                               ; preds = %43
  %45 = load i32, i32* %8, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %8, align 4
  br label %9, !llvm.loop !19

47:                                               ; preds = %9
  %48 = load i32, i32* %7, align 4
  ret i32 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fsum(float* noundef %0, i32 noundef %1) #0 {
  %3 = alloca float*, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 4
  store i32 %1, i32* %4, align 4
  store float 1.000000e+00, float* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load float, float* %5, align 4
  %13 = load float*, float** %3, align 4
  %14 = load i32, i32* %6, align 4
  %15 = getelementptr inbounds float, float* %13, i32 %14
  %16 = load float, float* %15, align 4
  %17 = fdiv float %16, 4.000000e+00
  %18 = fsub float %12, %17
  store float %18, float* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !20

22:                                               ; preds = %7
  %23 = load float, float* %5, align 4
  ret float %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rmw(i32* noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i64 %2, i64* %6, align 8
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %35, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %8
  %13 = load i64, i64* %6, align 8
  %14 = load i64, i64* @counter, align 8
  %15 = add nsw i64 %14, %13
  store i64 %15, i64* @counter, align 8
  %16 = load i32*, i32** %4, align 4
  %17 = load i32, i32* %7, align 4
  %18 = getelementptr inbounds i32, i32* %16, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = and i32 %19, 15
  %21 = getelementptr inbounds [16 x i32], [16 x i32]* @hits, i32 0, i32 %20
  %22 = load i32, i32* %21, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %21, align 4
  %24 = load i32*, i32** %4, align 4
  %25 = load i32, i32* %7, align 4
  %26 = getelementptr inbounds i32, i32* %24, i32 %25
  %27 = load i32, i32* %26, align 4
  %28 = xor i32 %27, 85
  store i32 %28, i32* %26, align 4
  %29 = load i32, i32* %7, align 4
  %30 = load i32*, i32** %4, align 4
  %31 = load i32, i32* %7, align 4
  %32 = getelementptr inbounds i32, i32* %30, i32 %31
  %33 = load i32, i32* %32, align 4
  %34 = sub nsw i32 %33, %29
  store i32 %34, i32* %32, align 4
  br label %35

35:                                               ; preds = %12
  %36 = load i32, i32* %7, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %7, align 4
  br label %8, !llvm.loop !21

38:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32*, i32** %3, align 4
  %7 = load i32, i32* %6, align 4
  store i32 %7, i32* %5, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %4, align 4
  %10 = add nsw i32 %8, %9
  %11 = load i32, i32* %5, align 4
  %12 = mul nsw i32 %10, %11
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vol(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load volatile i32, i32* @vcell, align 4
  store i32 %5, i32* %3, align 4
  %6 = load volatile i32, i32* @vcell, align 4
  store i32 %6, i32* %4, align 4
  %7 = load i32, i32* %3, align 4
  %8 = load i32, i32* %2, align 4
  %9 = add nsw i32 %7, %8
  %10 = load i32, i32* %4, align 4
  %11 = mul nsw i32 %10, 2
  %12 = add nsw i32 %9, %11
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump() #0 {
  %1 = load i32, i32* @side, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @side, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
