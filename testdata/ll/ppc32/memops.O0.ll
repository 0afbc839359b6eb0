; ModuleID = 'c/memops.c'
source_filename = "c/memops.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.range = type { i32*, i32*, i64 }
%struct.cursor = type { i32*, i64 }

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
@.str.17 = private unnamed_addr constant [16 x i8] c"skip2: %d %lld\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"twice: %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"vol: %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"check: %u\0A\00", align 1
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
  %23 = alloca %struct.cursor, align 8
  %24 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 5, i32* %2, align 4
  store i32 9, i32* %3, align 4
  %25 = call i32 @load_then_store(i32* noundef %2, i32* noundef %2, i32 noundef 4)
  store i32 %25, i32* %4, align 4
  %26 = load i32, i32* %4, align 4
  %27 = load i32, i32* %2, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i32 0, i32 0), i32 noundef %26, i32 noundef %27)
  %29 = load i32, i32* %4, align 4
  %30 = load i32, i32* %2, align 4
  %31 = add i32 %29, %30
  call void @mix(i32 noundef %31)
  %32 = call i32 @load_then_store(i32* noundef %2, i32* noundef %3, i32 noundef 4)
  store i32 %32, i32* %4, align 4
  %33 = load i32, i32* %4, align 4
  %34 = load i32, i32* %2, align 4
  %35 = load i32, i32* %3, align 4
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %33, i32 noundef %34, i32 noundef %35)
  %37 = load i32, i32* %4, align 4
  call void @mix(i32 noundef %37)
  store i32 10, i32* @side, align 4
  %38 = call i32 @load_then_call(i32* noundef @side, i32 noundef 50)
  store i32 %38, i32* %4, align 4
  %39 = load i32, i32* %4, align 4
  %40 = load i32, i32* @side, align 4
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i32 0, i32 0), i32 noundef %39, i32 noundef %40)
  %42 = load i32, i32* %4, align 4
  call void @mix(i32 noundef %42)
  store i32 5, i32* %2, align 4
  %43 = call i32 @compare_then_store(i32* noundef %2, i32* noundef %2)
  store i32 %43, i32* %4, align 4
  %44 = load i32, i32* %4, align 4
  %45 = load i32, i32* %2, align 4
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i32 0, i32 0), i32 noundef %44, i32 noundef %45)
  %47 = load i32, i32* %4, align 4
  call void @mix(i32 noundef %47)
  store i32 5, i32* %2, align 4
  %48 = call i32 @compare_then_store(i32* noundef %2, i32* noundef %3)
  store i32 %48, i32* %4, align 4
  %49 = load i32, i32* %4, align 4
  %50 = load i32, i32* %3, align 4
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %49, i32 noundef %50)
  %52 = load i32, i32* %4, align 4
  call void @mix(i32 noundef %52)
  store i32 0, i32* %12, align 4
  br label %53

53:                                               ; preds = %98, %0
  %54 = load i32, i32* %12, align 4
  %55 = icmp slt i32 %54, 20
  br i1 %55, label %56, label %101

56:                                               ; preds = %53
  %57 = load i32, i32* %12, align 4
  %58 = sext i32 %57 to i64
  %59 = mul nsw i64 %58, 1000000007
  %60 = sub nsw i64 %59, 5
  %61 = load i32, i32* %12, align 4
  %62 = getelementptr inbounds [20 x i64], [20 x i64]* %5, i32 0, i32 %61
  store i64 %60, i64* %62, align 8
  %63 = load i32, i32* %12, align 4
  %64 = mul i32 %63, -1640531535
  %65 = add i32 %64, 1
  %66 = load i32, i32* %12, align 4
  %67 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i32 0, i32 %66
  store i32 %65, i32* %67, align 4
  %68 = load i32, i32* %12, align 4
  %69 = mul nsw i32 %68, 7
  %70 = srem i32 %69, 13
  %71 = sub nsw i32 %70, 4
  %72 = load i32, i32* %12, align 4
  %73 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 %72
  store i32 %71, i32* %73, align 4
  %74 = load i32, i32* %12, align 4
  %75 = mul nsw i32 %74, 5
  %76 = srem i32 %75, 11
  %77 = sub nsw i32 %76, 6
  %78 = trunc i32 %77 to i16
  %79 = load i32, i32* %12, align 4
  %80 = getelementptr inbounds [20 x i16], [20 x i16]* %8, i32 0, i32 %79
  store i16 %78, i16* %80, align 2
  %81 = load i32, i32* %12, align 4
  %82 = sitofp i32 %81 to double
  %83 = fmul double %82, 5.000000e-01
  %84 = fsub double %83, 3.000000e+00
  %85 = load i32, i32* %12, align 4
  %86 = getelementptr inbounds [20 x double], [20 x double]* %9, i32 0, i32 %85
  store double %84, double* %86, align 8
  %87 = load i32, i32* %12, align 4
  %88 = sitofp i32 %87 to double
  %89 = fmul double %88, 2.500000e-01
  %90 = fsub double 2.000000e+00, %89
  %91 = load i32, i32* %12, align 4
  %92 = getelementptr inbounds [20 x double], [20 x double]* %10, i32 0, i32 %91
  store double %90, double* %92, align 8
  %93 = load i32, i32* %12, align 4
  %94 = sitofp i32 %93 to float
  %95 = fmul float %94, 1.500000e+00
  %96 = load i32, i32* %12, align 4
  %97 = getelementptr inbounds [20 x float], [20 x float]* %11, i32 0, i32 %96
  store float %95, float* %97, align 4
  br label %98

98:                                               ; preds = %56
  %99 = load i32, i32* %12, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, i32* %12, align 4
  br label %53, !llvm.loop !6

101:                                              ; preds = %53
  %102 = getelementptr inbounds [20 x i64], [20 x i64]* %5, i32 0, i32 0
  %103 = call i64 @sum64(i64* noundef %102, i32 noundef 20, i64 noundef -7)
  store i64 %103, i64* %13, align 8
  %104 = load i64, i64* %13, align 8
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i32 0, i32 0), i64 noundef %104)
  %106 = load i64, i64* %13, align 8
  %107 = trunc i64 %106 to i32
  %108 = load i64, i64* %13, align 8
  %109 = ashr i64 %108, 32
  %110 = trunc i64 %109 to i32
  %111 = xor i32 %107, %110
  call void @mix(i32 noundef %111)
  %112 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i32 0, i32 0
  %113 = call i32 @mixes(i32* noundef %112, i32 noundef 20)
  store i32 %113, i32* %14, align 4
  %114 = load i32, i32* %14, align 4
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef %114)
  %116 = load i32, i32* %14, align 4
  call void @mix(i32 noundef %116)
  %117 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 0
  %118 = call i32 @count_above(i32* noundef %117, i32 noundef 20, i32 noundef 3)
  store i32 %118, i32* %15, align 4
  %119 = load i32, i32* %15, align 4
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i32 noundef %119)
  %121 = load i32, i32* %15, align 4
  call void @mix(i32 noundef %121)
  %122 = call i32 @find_char(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i32 0, i32 0), i8 noundef zeroext 102)
  %123 = mul nsw i32 %122, 10
  %124 = call i32 @find_char(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8 noundef zeroext 122)
  %125 = add nsw i32 %123, %124
  store i32 %125, i32* %15, align 4
  %126 = load i32, i32* %15, align 4
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %126)
  %128 = load i32, i32* %15, align 4
  call void @mix(i32 noundef %128)
  %129 = getelementptr inbounds [20 x i16], [20 x i16]* %8, i32 0, i32 0
  %130 = call i32 @count_short(i16* noundef %129, i32 noundef 20)
  store i32 %130, i32* %15, align 4
  %131 = load i32, i32* %15, align 4
  %132 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.11, i32 0, i32 0), i32 noundef %131)
  %133 = load i32, i32* %15, align 4
  call void @mix(i32 noundef %133)
  %134 = getelementptr inbounds %struct.range, %struct.range* %16, i32 0, i32 0
  %135 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 0
  store i32* %135, i32** %134, align 8
  %136 = getelementptr inbounds %struct.range, %struct.range* %16, i32 0, i32 1
  %137 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 0
  %138 = getelementptr inbounds i32, i32* %137, i32 20
  store i32* %138, i32** %136, align 4
  %139 = getelementptr inbounds %struct.range, %struct.range* %16, i32 0, i32 2
  store i64 12, i64* %139, align 8
  %140 = call i64 @walk(%struct.range* noundef %16)
  store i64 %140, i64* %17, align 8
  %141 = load i64, i64* %17, align 8
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i64 noundef %141)
  %143 = load i64, i64* %17, align 8
  %144 = trunc i64 %143 to i32
  call void @mix(i32 noundef %144)
  %145 = getelementptr inbounds [20 x double], [20 x double]* %9, i32 0, i32 0
  %146 = getelementptr inbounds [20 x double], [20 x double]* %10, i32 0, i32 0
  %147 = call double @dot(double* noundef %145, double* noundef %146, i32 noundef 20)
  store double %147, double* %18, align 8
  %148 = load double, double* %18, align 8
  %149 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i32 0, i32 0), double noundef %148)
  %150 = load double, double* %18, align 8
  %151 = fmul double %150, 8.000000e+00
  %152 = fptosi double %151 to i32
  call void @mix(i32 noundef %152)
  %153 = getelementptr inbounds [20 x double], [20 x double]* %9, i32 0, i32 0
  %154 = call i32 @fcount(double* noundef %153, i32 noundef 20, double noundef 1.000000e+00)
  store i32 %154, i32* %15, align 4
  %155 = load i32, i32* %15, align 4
  %156 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i32 noundef %155)
  %157 = load i32, i32* %15, align 4
  call void @mix(i32 noundef %157)
  %158 = getelementptr inbounds [20 x float], [20 x float]* %11, i32 0, i32 0
  %159 = call float @fsum(float* noundef %158, i32 noundef 20)
  store float %159, float* %19, align 4
  %160 = load float, float* %19, align 4
  %161 = fpext float %160 to double
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i32 0, i32 0), double noundef %161)
  %163 = load float, float* %19, align 4
  %164 = fmul float %163, 4.000000e+00
  %165 = fptosi float %164 to i32
  call void @mix(i32 noundef %165)
  %166 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 0
  call void @rmw(i32* noundef %166, i32 noundef 20, i64 noundef 3)
  %167 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 0
  call void @rmw(i32* noundef %167, i32 noundef 20, i64 noundef -1)
  store i64 0, i64* %20, align 8
  store i32 0, i32* %21, align 4
  br label %168

168:                                              ; preds = %179, %101
  %169 = load i32, i32* %21, align 4
  %170 = icmp slt i32 %169, 16
  br i1 %170, label %171, label %182

171:                                              ; preds = %168
  %172 = load i64, i64* %20, align 8
  %173 = mul nsw i64 %172, 3
  %174 = load i32, i32* %21, align 4
  %175 = getelementptr inbounds [16 x i32], [16 x i32]* @hits, i32 0, i32 %174
  %176 = load i32, i32* %175, align 4
  %177 = sext i32 %176 to i64
  %178 = add nsw i64 %173, %177
  store i64 %178, i64* %20, align 8
  br label %179

179:                                              ; preds = %171
  %180 = load i32, i32* %21, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, i32* %21, align 4
  br label %168, !llvm.loop !8

182:                                              ; preds = %168
  store i32 0, i32* %22, align 4
  br label %183

183:                                              ; preds = %193, %182
  %184 = load i32, i32* %22, align 4
  %185 = icmp slt i32 %184, 20
  br i1 %185, label %186, label %196

186:                                              ; preds = %183
  %187 = load i32, i32* %22, align 4
  %188 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 %187
  %189 = load i32, i32* %188, align 4
  %190 = sext i32 %189 to i64
  %191 = load i64, i64* %20, align 8
  %192 = add nsw i64 %191, %190
  store i64 %192, i64* %20, align 8
  br label %193

193:                                              ; preds = %186
  %194 = load i32, i32* %22, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, i32* %22, align 4
  br label %183, !llvm.loop !9

196:                                              ; preds = %183
  %197 = load i64, i64* @counter, align 8
  %198 = load i64, i64* %20, align 8
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.16, i32 0, i32 0), i64 noundef %197, i64 noundef %198)
  %200 = load i64, i64* @counter, align 8
  %201 = trunc i64 %200 to i32
  %202 = load i64, i64* %20, align 8
  %203 = trunc i64 %202 to i32
  %204 = add i32 %201, %203
  call void @mix(i32 noundef %204)
  %205 = getelementptr inbounds %struct.cursor, %struct.cursor* %23, i32 0, i32 0
  %206 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 0
  store i32* %206, i32** %205, align 8
  %207 = getelementptr inbounds %struct.cursor, %struct.cursor* %23, i32 0, i32 1
  store i64 10, i64* %207, align 8
  store i32 0, i32* %24, align 4
  br label %208

208:                                              ; preds = %212, %196
  %209 = getelementptr inbounds %struct.cursor, %struct.cursor* %23, i32 0, i32 1
  %210 = load i64, i64* %209, align 8
  %211 = icmp sgt i64 %210, 0
  br i1 %211, label %212, label %219

212:                                              ; preds = %208
  %213 = load i32, i32* %24, align 4
  %214 = mul nsw i32 %213, 5
  %215 = getelementptr inbounds %struct.cursor, %struct.cursor* %23, i32 0, i32 0
  %216 = load i32*, i32** %215, align 8
  %217 = load i32, i32* %216, align 4
  %218 = add nsw i32 %214, %217
  store i32 %218, i32* %24, align 4
  call void @skip2(%struct.cursor* noundef %23)
  br label %208, !llvm.loop !10

219:                                              ; preds = %208
  %220 = load i32, i32* %24, align 4
  %221 = getelementptr inbounds %struct.cursor, %struct.cursor* %23, i32 0, i32 0
  %222 = load i32*, i32** %221, align 8
  %223 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i32 0, i32 0
  %224 = ptrtoint i32* %222 to i32
  %225 = ptrtoint i32* %223 to i32
  %226 = sub i32 %224, %225
  %227 = sdiv exact i32 %226, 4
  %228 = sext i32 %227 to i64
  %229 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef %220, i64 noundef %228)
  %230 = load i32, i32* %24, align 4
  call void @mix(i32 noundef %230)
  %231 = call i32 @twice(i32* noundef %2, i32 noundef 3)
  store i32 %231, i32* %4, align 4
  %232 = load i32, i32* %4, align 4
  %233 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i32 0, i32 0), i32 noundef %232)
  %234 = load i32, i32* %4, align 4
  call void @mix(i32 noundef %234)
  %235 = call i32 @vol(i32 noundef 4)
  store i32 %235, i32* %4, align 4
  %236 = load i32, i32* %4, align 4
  %237 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i32 noundef %236)
  %238 = load i32, i32* %4, align 4
  call void @mix(i32 noundef %238)
  %239 = load i32, i32* @check, align 4
  %240 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.20, i32 0, i32 0), i32 noundef %239)
  %241 = load i32, i32* @check, align 4
  %242 = and i32 %241, 127
  ret i32 %242
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
  br label %10, !llvm.loop !11

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
  br label %9, !llvm.loop !12

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
  br label %11, !llvm.loop !13

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
  br label %30, !llvm.loop !14

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
  br label %49, !llvm.loop !15

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
  br label %7, !llvm.loop !16

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
  br label %7, !llvm.loop !17

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
  br label %8, !llvm.loop !18

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
  br label %9, !llvm.loop !19

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
  br label %9, !llvm.loop !20

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
  br label %7, !llvm.loop !21

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
  br label %8, !llvm.loop !22

38:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @skip2(%struct.cursor* noundef %0) #0 {
  %2 = alloca %struct.cursor*, align 4
  store %struct.cursor* %0, %struct.cursor** %2, align 4
  %3 = load %struct.cursor*, %struct.cursor** %2, align 4
  %4 = getelementptr inbounds %struct.cursor, %struct.cursor* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 8
  %6 = getelementptr inbounds i32, i32* %5, i32 2
  store i32* %6, i32** %4, align 8
  %7 = load %struct.cursor*, %struct.cursor** %2, align 4
  %8 = getelementptr inbounds %struct.cursor, %struct.cursor* %7, i32 0, i32 1
  %9 = load i64, i64* %8, align 8
  %10 = add nsw i64 %9, -1
  store i64 %10, i64* %8, align 8
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
!22 = distinct !{!22, !7}
