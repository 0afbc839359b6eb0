; ModuleID = 'c/memops.c'
source_filename = "c/memops.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.range = type { i32*, i32*, i64 }
%struct.cursor = type { i32*, i64 }

@.str = private unnamed_addr constant [30 x i8] c"load_then_store alias: %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"load_then_store: %d %d %d\0A\00", align 1
@side = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [23 x i8] c"load_then_call: %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"compare_then_store alias: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"compare_then_store: %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"sum64: %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"mixes: %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"count_above: %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"load folding\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"find_char: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"count_short: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"walk: %ld\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"dot: %.3f\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"fcount: %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fsum: %.3f\0A\00", align 1
@hits = dso_local global [16 x i32] zeroinitializer, align 4
@.str.16 = private unnamed_addr constant [14 x i8] c"rmw: %ld %ld\0A\00", align 1
@counter = dso_local global i64 0, align 8
@.str.17 = private unnamed_addr constant [15 x i8] c"skip2: %d %ld\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"twice: %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"vol: %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"check: %u\0A\00", align 1
@check = internal global i32 0, align 4
@vcell = internal global i32 3, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
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
  %25 = call signext i32 @load_then_store(i32* noundef %2, i32* noundef %2, i32 noundef signext 4)
  store i32 %25, i32* %4, align 4
  %26 = load i32, i32* %4, align 4
  %27 = load i32, i32* %2, align 4
  %28 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef signext %26, i32 noundef signext %27)
  %29 = load i32, i32* %4, align 4
  %30 = load i32, i32* %2, align 4
  %31 = add i32 %29, %30
  call void @mix(i32 noundef zeroext %31)
  %32 = call signext i32 @load_then_store(i32* noundef %2, i32* noundef %3, i32 noundef signext 4)
  store i32 %32, i32* %4, align 4
  %33 = load i32, i32* %4, align 4
  %34 = load i32, i32* %2, align 4
  %35 = load i32, i32* %3, align 4
  %36 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %33, i32 noundef signext %34, i32 noundef signext %35)
  %37 = load i32, i32* %4, align 4
  call void @mix(i32 noundef zeroext %37)
  store i32 10, i32* @side, align 4
  %38 = call signext i32 @load_then_call(i32* noundef @side, i32 noundef signext 50)
  store i32 %38, i32* %4, align 4
  %39 = load i32, i32* %4, align 4
  %40 = load i32, i32* @side, align 4
  %41 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %39, i32 noundef signext %40)
  %42 = load i32, i32* %4, align 4
  call void @mix(i32 noundef zeroext %42)
  store i32 5, i32* %2, align 4
  %43 = call signext i32 @compare_then_store(i32* noundef %2, i32* noundef %2)
  store i32 %43, i32* %4, align 4
  %44 = load i32, i32* %4, align 4
  %45 = load i32, i32* %2, align 4
  %46 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %44, i32 noundef signext %45)
  %47 = load i32, i32* %4, align 4
  call void @mix(i32 noundef zeroext %47)
  store i32 5, i32* %2, align 4
  %48 = call signext i32 @compare_then_store(i32* noundef %2, i32* noundef %3)
  store i32 %48, i32* %4, align 4
  %49 = load i32, i32* %4, align 4
  %50 = load i32, i32* %3, align 4
  %51 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %49, i32 noundef signext %50)
  %52 = load i32, i32* %4, align 4
  call void @mix(i32 noundef zeroext %52)
  store i32 0, i32* %12, align 4
  br label %53

53:                                               ; preds = %105, %0
  %54 = load i32, i32* %12, align 4
  %55 = icmp slt i32 %54, 20
  br i1 %55, label %56, label %108

56:                                               ; preds = %53
  %57 = load i32, i32* %12, align 4
  %58 = sext i32 %57 to i64
  %59 = mul nsw i64 %58, 1000000007
  %60 = sub nsw i64 %59, 5
  %61 = load i32, i32* %12, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [20 x i64], [20 x i64]* %5, i64 0, i64 %62
  store i64 %60, i64* %63, align 8
  %64 = load i32, i32* %12, align 4
  %65 = mul i32 %64, -1640531535
  %66 = add i32 %65, 1
  %67 = load i32, i32* %12, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 %68
  store i32 %66, i32* %69, align 4
  %70 = load i32, i32* %12, align 4
  %71 = mul nsw i32 %70, 7
  %72 = srem i32 %71, 13
  %73 = sub nsw i32 %72, 4
  %74 = load i32, i32* %12, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %75
  store i32 %73, i32* %76, align 4
  %77 = load i32, i32* %12, align 4
  %78 = mul nsw i32 %77, 5
  %79 = srem i32 %78, 11
  %80 = sub nsw i32 %79, 6
  %81 = trunc i32 %80 to i16
  %82 = load i32, i32* %12, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [20 x i16], [20 x i16]* %8, i64 0, i64 %83
  store i16 %81, i16* %84, align 2
  %85 = load i32, i32* %12, align 4
  %86 = sitofp i32 %85 to double
  %87 = fmul double %86, 5.000000e-01
  %88 = fsub double %87, 3.000000e+00
  %89 = load i32, i32* %12, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [20 x double], [20 x double]* %9, i64 0, i64 %90
  store double %88, double* %91, align 8
  %92 = load i32, i32* %12, align 4
  %93 = sitofp i32 %92 to double
  %94 = fmul double %93, 2.500000e-01
  %95 = fsub double 2.000000e+00, %94
  %96 = load i32, i32* %12, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [20 x double], [20 x double]* %10, i64 0, i64 %97
  store double %95, double* %98, align 8
  %99 = load i32, i32* %12, align 4
  %100 = sitofp i32 %99 to float
  %101 = fmul float %100, 1.500000e+00
  %102 = load i32, i32* %12, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [20 x float], [20 x float]* %11, i64 0, i64 %103
  store float %101, float* %104, align 4
  br label %105

105:                                              ; preds = %56
  %106 = load i32, i32* %12, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, i32* %12, align 4
  br label %53, !llvm.loop !6

108:                                              ; preds = %53
  %109 = getelementptr inbounds [20 x i64], [20 x i64]* %5, i64 0, i64 0
  %110 = call i64 @sum64(i64* noundef %109, i32 noundef signext 20, i64 noundef -7)
  store i64 %110, i64* %13, align 8
  %111 = load i64, i64* %13, align 8
  %112 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i64 noundef %111)
  %113 = load i64, i64* %13, align 8
  %114 = trunc i64 %113 to i32
  %115 = load i64, i64* %13, align 8
  %116 = ashr i64 %115, 32
  %117 = trunc i64 %116 to i32
  %118 = xor i32 %114, %117
  call void @mix(i32 noundef zeroext %118)
  %119 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 0
  %120 = call zeroext i32 @mixes(i32* noundef %119, i32 noundef signext 20)
  store i32 %120, i32* %14, align 4
  %121 = load i32, i32* %14, align 4
  %122 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef zeroext %121)
  %123 = load i32, i32* %14, align 4
  call void @mix(i32 noundef zeroext %123)
  %124 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 0
  %125 = call signext i32 @count_above(i32* noundef %124, i32 noundef signext 20, i32 noundef signext 3)
  store i32 %125, i32* %15, align 4
  %126 = load i32, i32* %15, align 4
  %127 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %126)
  %128 = load i32, i32* %15, align 4
  call void @mix(i32 noundef zeroext %128)
  %129 = call signext i32 @find_char(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i64 0, i64 0), i8 noundef zeroext 102)
  %130 = mul nsw i32 %129, 10
  %131 = call signext i32 @find_char(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), i8 noundef zeroext 122)
  %132 = add nsw i32 %130, %131
  store i32 %132, i32* %15, align 4
  %133 = load i32, i32* %15, align 4
  %134 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %133)
  %135 = load i32, i32* %15, align 4
  call void @mix(i32 noundef zeroext %135)
  %136 = getelementptr inbounds [20 x i16], [20 x i16]* %8, i64 0, i64 0
  %137 = call signext i32 @count_short(i16* noundef %136, i32 noundef signext 20)
  store i32 %137, i32* %15, align 4
  %138 = load i32, i32* %15, align 4
  %139 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext %138)
  %140 = load i32, i32* %15, align 4
  call void @mix(i32 noundef zeroext %140)
  %141 = getelementptr inbounds %struct.range, %struct.range* %16, i32 0, i32 0
  %142 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 0
  store i32* %142, i32** %141, align 8
  %143 = getelementptr inbounds %struct.range, %struct.range* %16, i32 0, i32 1
  %144 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 0
  %145 = getelementptr inbounds i32, i32* %144, i64 20
  store i32* %145, i32** %143, align 8
  %146 = getelementptr inbounds %struct.range, %struct.range* %16, i32 0, i32 2
  store i64 12, i64* %146, align 8
  %147 = call i64 @walk(%struct.range* noundef %16)
  store i64 %147, i64* %17, align 8
  %148 = load i64, i64* %17, align 8
  %149 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.12, i64 0, i64 0), i64 noundef %148)
  %150 = load i64, i64* %17, align 8
  %151 = trunc i64 %150 to i32
  call void @mix(i32 noundef zeroext %151)
  %152 = getelementptr inbounds [20 x double], [20 x double]* %9, i64 0, i64 0
  %153 = getelementptr inbounds [20 x double], [20 x double]* %10, i64 0, i64 0
  %154 = call double @dot(double* noundef %152, double* noundef %153, i32 noundef signext 20)
  store double %154, double* %18, align 8
  %155 = load double, double* %18, align 8
  %156 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i64 0, i64 0), double noundef %155)
  %157 = load double, double* %18, align 8
  %158 = fmul double %157, 8.000000e+00
  %159 = fptosi double %158 to i32
  call void @mix(i32 noundef zeroext %159)
  %160 = getelementptr inbounds [20 x double], [20 x double]* %9, i64 0, i64 0
  %161 = call signext i32 @fcount(double* noundef %160, i32 noundef signext 20, double noundef 1.000000e+00)
  store i32 %161, i32* %15, align 4
  %162 = load i32, i32* %15, align 4
  %163 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %162)
  %164 = load i32, i32* %15, align 4
  call void @mix(i32 noundef zeroext %164)
  %165 = getelementptr inbounds [20 x float], [20 x float]* %11, i64 0, i64 0
  %166 = call float @fsum(float* noundef %165, i32 noundef signext 20)
  store float %166, float* %19, align 4
  %167 = load float, float* %19, align 4
  %168 = fpext float %167 to double
  %169 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i64 0, i64 0), double noundef %168)
  %170 = load float, float* %19, align 4
  %171 = fmul float %170, 4.000000e+00
  %172 = fptosi float %171 to i32
  call void @mix(i32 noundef zeroext %172)
  %173 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 0
  call void @rmw(i32* noundef %173, i32 noundef signext 20, i64 noundef 3)
  %174 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 0
  call void @rmw(i32* noundef %174, i32 noundef signext 20, i64 noundef -1)
  store i64 0, i64* %20, align 8
  store i32 0, i32* %21, align 4
  br label %175

175:                                              ; preds = %187, %108
  %176 = load i32, i32* %21, align 4
  %177 = icmp slt i32 %176, 16
  br i1 %177, label %178, label %190

178:                                              ; preds = %175
  %179 = load i64, i64* %20, align 8
  %180 = mul nsw i64 %179, 3
  %181 = load i32, i32* %21, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [16 x i32], [16 x i32]* @hits, i64 0, i64 %182
  %184 = load i32, i32* %183, align 4
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %180, %185
  store i64 %186, i64* %20, align 8
  br label %187

187:                                              ; preds = %178
  %188 = load i32, i32* %21, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, i32* %21, align 4
  br label %175, !llvm.loop !8

190:                                              ; preds = %175
  store i32 0, i32* %22, align 4
  br label %191

191:                                              ; preds = %202, %190
  %192 = load i32, i32* %22, align 4
  %193 = icmp slt i32 %192, 20
  br i1 %193, label %194, label %205

194:                                              ; preds = %191
  %195 = load i32, i32* %22, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %196
  %198 = load i32, i32* %197, align 4
  %199 = sext i32 %198 to i64
  %200 = load i64, i64* %20, align 8
  %201 = add nsw i64 %200, %199
  store i64 %201, i64* %20, align 8
  br label %202

202:                                              ; preds = %194
  %203 = load i32, i32* %22, align 4
  %204 = add nsw i32 %203, 1
  store i32 %204, i32* %22, align 4
  br label %191, !llvm.loop !9

205:                                              ; preds = %191
  %206 = load i64, i64* @counter, align 8
  %207 = load i64, i64* %20, align 8
  %208 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i64 noundef %206, i64 noundef %207)
  %209 = load i64, i64* @counter, align 8
  %210 = trunc i64 %209 to i32
  %211 = load i64, i64* %20, align 8
  %212 = trunc i64 %211 to i32
  %213 = add i32 %210, %212
  call void @mix(i32 noundef zeroext %213)
  %214 = getelementptr inbounds %struct.cursor, %struct.cursor* %23, i32 0, i32 0
  %215 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 0
  store i32* %215, i32** %214, align 8
  %216 = getelementptr inbounds %struct.cursor, %struct.cursor* %23, i32 0, i32 1
  store i64 10, i64* %216, align 8
  store i32 0, i32* %24, align 4
  br label %217

217:                                              ; preds = %221, %205
  %218 = getelementptr inbounds %struct.cursor, %struct.cursor* %23, i32 0, i32 1
  %219 = load i64, i64* %218, align 8
  %220 = icmp sgt i64 %219, 0
  br i1 %220, label %221, label %228

221:                                              ; preds = %217
  %222 = load i32, i32* %24, align 4
  %223 = mul nsw i32 %222, 5
  %224 = getelementptr inbounds %struct.cursor, %struct.cursor* %23, i32 0, i32 0
  %225 = load i32*, i32** %224, align 8
  %226 = load i32, i32* %225, align 4
  %227 = add nsw i32 %223, %226
  store i32 %227, i32* %24, align 4
  call void @skip2(%struct.cursor* noundef %23)
  br label %217, !llvm.loop !10

228:                                              ; preds = %217
  %229 = load i32, i32* %24, align 4
  %230 = getelementptr inbounds %struct.cursor, %struct.cursor* %23, i32 0, i32 0
  %231 = load i32*, i32** %230, align 8
  %232 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 0
  %233 = ptrtoint i32* %231 to i64
  %234 = ptrtoint i32* %232 to i64
  %235 = sub i64 %233, %234
  %236 = sdiv exact i64 %235, 4
  %237 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %229, i64 noundef %236)
  %238 = load i32, i32* %24, align 4
  call void @mix(i32 noundef zeroext %238)
  %239 = call signext i32 @twice(i32* noundef %2, i32 noundef signext 3)
  store i32 %239, i32* %4, align 4
  %240 = load i32, i32* %4, align 4
  %241 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext %240)
  %242 = load i32, i32* %4, align 4
  call void @mix(i32 noundef zeroext %242)
  %243 = call signext i32 @vol(i32 noundef signext 4)
  store i32 %243, i32* %4, align 4
  %244 = load i32, i32* %4, align 4
  %245 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i32 noundef signext %244)
  %246 = load i32, i32* %4, align 4
  call void @mix(i32 noundef zeroext %246)
  %247 = load i32, i32* @check, align 4
  %248 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.20, i64 0, i64 0), i32 noundef zeroext %247)
  %249 = load i32, i32* @check, align 4
  %250 = and i32 %249, 127
  ret i32 %250
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @load_then_store(i32* noundef %0, i32* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 %2, i32* %6, align 4
  %8 = load i32*, i32** %4, align 8
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = mul nsw i32 %10, 3
  %12 = load i32*, i32** %5, align 8
  store i32 %11, i32* %12, align 4
  %13 = load i32, i32* %7, align 4
  %14 = load i32, i32* %6, align 4
  %15 = add nsw i32 %13, %14
  ret i32 %15
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef zeroext %0) #0 {
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
define internal signext i32 @load_then_call(i32* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = load i32*, i32** %3, align 8
  %7 = load i32, i32* %6, align 4
  store i32 %7, i32* %5, align 4
  call void @bump()
  %8 = load i32, i32* %4, align 4
  %9 = load i32, i32* %5, align 4
  %10 = sub nsw i32 %8, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @compare_then_store(i32* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32* %1, i32** %5, align 8
  %7 = load i32*, i32** %4, align 8
  %8 = load i32, i32* %7, align 4
  store i32 %8, i32* %6, align 4
  %9 = load i32*, i32** %5, align 8
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
define internal i64 @sum64(i64* noundef %0, i32 noundef signext %1, i64 noundef %2) #0 {
  %4 = alloca i64*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i64* %0, i64** %4, align 8
  store i32 %1, i32* %5, align 4
  store i64 %2, i64* %6, align 8
  %9 = load i64, i64* %6, align 8
  store i64 %9, i64* %7, align 8
  store i32 0, i32* %8, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, i32* %8, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load i64*, i64** %4, align 8
  %16 = load i32, i32* %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i64, i64* %15, i64 %17
  %19 = load i64, i64* %18, align 8
  %20 = load i64, i64* %7, align 8
  %21 = add nsw i64 %20, %19
  store i64 %21, i64* %7, align 8
  br label %22

22:                                               ; preds = %14
  %23 = load i32, i32* %8, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %8, align 4
  br label %10, !llvm.loop !11

25:                                               ; preds = %10
  %26 = load i64, i64* %7, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @mixes(i32* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 305419896, i32* %5, align 4
  store i32 0, i32* %6, align 4
  store i32 -1, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %55, %2
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %58

13:                                               ; preds = %9
  %14 = load i32*, i32** %3, align 8
  %15 = load i32, i32* %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, i32* %14, i64 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32, i32* %5, align 4
  %20 = xor i32 %19, %18
  store i32 %20, i32* %5, align 4
  %21 = load i32*, i32** %3, align 8
  %22 = load i32, i32* %8, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32* %21, i64 %23
  %25 = load i32, i32* %24, align 4
  %26 = lshr i32 %25, 3
  %27 = load i32, i32* %6, align 4
  %28 = or i32 %27, %26
  store i32 %28, i32* %6, align 4
  %29 = load i32*, i32** %3, align 8
  %30 = load i32, i32* %4, align 4
  %31 = sub nsw i32 %30, 1
  %32 = load i32, i32* %8, align 4
  %33 = sub nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, i32* %29, i64 %34
  %36 = load i32, i32* %35, align 4
  %37 = load i32, i32* %7, align 4
  %38 = and i32 %37, %36
  store i32 %38, i32* %7, align 4
  %39 = load i32, i32* %5, align 4
  %40 = mul i32 %39, 31
  %41 = load i32*, i32** %3, align 8
  %42 = load i32, i32* %8, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32* %41, i64 %43
  %45 = load i32, i32* %44, align 4
  %46 = sub i32 %40, %45
  store i32 %46, i32* %5, align 4
  %47 = load i32, i32* %6, align 4
  %48 = load i32*, i32** %3, align 8
  %49 = load i32, i32* %8, align 4
  %50 = sdiv i32 %49, 2
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32* %48, i64 %51
  %53 = load i32, i32* %52, align 4
  %54 = mul i32 %47, %53
  store i32 %54, i32* %6, align 4
  br label %55

55:                                               ; preds = %13
  %56 = load i32, i32* %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %8, align 4
  br label %9, !llvm.loop !12

58:                                               ; preds = %9
  %59 = load i32, i32* %5, align 4
  %60 = load i32, i32* %6, align 4
  %61 = add i32 %59, %60
  %62 = load i32, i32* %7, align 4
  %63 = add i32 %61, %62
  ret i32 %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @count_above(i32* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %11

11:                                               ; preds = %27, %3
  %12 = load i32, i32* %8, align 4
  %13 = load i32, i32* %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %30

15:                                               ; preds = %11
  %16 = load i32*, i32** %4, align 8
  %17 = load i32, i32* %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %16, i64 %18
  %20 = load i32, i32* %19, align 4
  %21 = load i32, i32* %6, align 4
  %22 = icmp sgt i32 %20, %21
  br i1 %22, label %23, label %26

23:                                               ; preds = %15
  %24 = load i32, i32* %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %7, align 4
  br label %26

26:                                               ; preds = %23, %15
  br label %27

27:                                               ; preds = %26
  %28 = load i32, i32* %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %8, align 4
  br label %11, !llvm.loop !13

30:                                               ; preds = %11
  store i32 0, i32* %9, align 4
  br label %31

31:                                               ; preds = %47, %30
  %32 = load i32, i32* %9, align 4
  %33 = load i32, i32* %5, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %50

35:                                               ; preds = %31
  %36 = load i32, i32* %6, align 4
  %37 = load i32*, i32** %4, align 8
  %38 = load i32, i32* %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32* %37, i64 %39
  %41 = load i32, i32* %40, align 4
  %42 = icmp slt i32 %36, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35
  %44 = load i32, i32* %7, align 4
  %45 = add nsw i32 %44, 2
  store i32 %45, i32* %7, align 4
  br label %46

46:                                               ; preds = %43, %35
  br label %47

47:                                               ; preds = %46
  %48 = load i32, i32* %9, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %9, align 4
  br label %31, !llvm.loop !14

50:                                               ; preds = %31
  store i32 0, i32* %10, align 4
  br label %51

51:                                               ; preds = %65, %50
  %52 = load i32, i32* %10, align 4
  %53 = load i32, i32* %5, align 4
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %55, label %68

55:                                               ; preds = %51
  %56 = load i32*, i32** %4, align 8
  %57 = load i32, i32* %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, i32* %56, i64 %58
  %60 = load i32, i32* %59, align 4
  %61 = icmp eq i32 %60, 7
  %62 = zext i1 %61 to i32
  %63 = load i32, i32* %7, align 4
  %64 = add nsw i32 %63, %62
  store i32 %64, i32* %7, align 4
  br label %65

65:                                               ; preds = %55
  %66 = load i32, i32* %10, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %10, align 4
  br label %51, !llvm.loop !15

68:                                               ; preds = %51
  %69 = load i32, i32* %7, align 4
  ret i32 %69
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @find_char(i8* noundef %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i8 %1, i8* %5, align 1
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %27, %2
  %8 = load i8*, i8** %4, align 8
  %9 = load i32, i32* %6, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i8, i8* %8, i64 %10
  %12 = load i8, i8* %11, align 1
  %13 = icmp ne i8 %12, 0
  br i1 %13, label %14, label %30

14:                                               ; preds = %7
  %15 = load i8*, i8** %4, align 8
  %16 = load i32, i32* %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, i8* %15, i64 %17
  %19 = load i8, i8* %18, align 1
  %20 = zext i8 %19 to i32
  %21 = load i8, i8* %5, align 1
  %22 = zext i8 %21 to i32
  %23 = icmp eq i32 %20, %22
  br i1 %23, label %24, label %26

24:                                               ; preds = %14
  %25 = load i32, i32* %6, align 4
  store i32 %25, i32* %3, align 4
  br label %31

26:                                               ; preds = %14
  br label %27

27:                                               ; preds = %26
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %6, align 4
  br label %7, !llvm.loop !16

30:                                               ; preds = %7
  store i32 -1, i32* %3, align 4
  br label %31

31:                                               ; preds = %30, %24
  %32 = load i32, i32* %3, align 4
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @count_short(i16* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i16*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i16* %0, i16** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %23, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = load i16*, i16** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i16, i16* %12, i64 %14
  %16 = load i16, i16* %15, align 2
  %17 = sext i16 %16 to i32
  %18 = icmp slt i32 %17, -3
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, i32 3, i32 1
  %21 = load i32, i32* %5, align 4
  %22 = add nsw i32 %21, %20
  store i32 %22, i32* %5, align 4
  br label %23

23:                                               ; preds = %11
  %24 = load i32, i32* %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %6, align 4
  br label %7, !llvm.loop !17

26:                                               ; preds = %7
  %27 = load i32, i32* %5, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @walk(%struct.range* noundef %0) #0 {
  %2 = alloca %struct.range*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32*, align 8
  store %struct.range* %0, %struct.range** %2, align 8
  store i64 0, i64* %3, align 8
  %5 = load %struct.range*, %struct.range** %2, align 8
  %6 = getelementptr inbounds %struct.range, %struct.range* %5, i32 0, i32 0
  %7 = load i32*, i32** %6, align 8
  store i32* %7, i32** %4, align 8
  br label %8

8:                                                ; preds = %27, %1
  %9 = load i32*, i32** %4, align 8
  %10 = load %struct.range*, %struct.range** %2, align 8
  %11 = getelementptr inbounds %struct.range, %struct.range* %10, i32 0, i32 1
  %12 = load i32*, i32** %11, align 8
  %13 = icmp ne i32* %9, %12
  br i1 %13, label %14, label %30

14:                                               ; preds = %8
  %15 = load i64, i64* %3, align 8
  %16 = load %struct.range*, %struct.range** %2, align 8
  %17 = getelementptr inbounds %struct.range, %struct.range* %16, i32 0, i32 2
  %18 = load i64, i64* %17, align 8
  %19 = icmp slt i64 %15, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %14
  %21 = load i32*, i32** %4, align 8
  %22 = load i32, i32* %21, align 4
  %23 = sext i32 %22 to i64
  %24 = load i64, i64* %3, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, i64* %3, align 8
  br label %26

26:                                               ; preds = %20, %14
  br label %27

27:                                               ; preds = %26
  %28 = load i32*, i32** %4, align 8
  %29 = getelementptr inbounds i32, i32* %28, i32 1
  store i32* %29, i32** %4, align 8
  br label %8, !llvm.loop !18

30:                                               ; preds = %8
  %31 = load i64, i64* %3, align 8
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(double* noundef %0, double* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  store double* %1, double** %5, align 8
  store i32 %2, i32* %6, align 4
  store double 0.000000e+00, double* %7, align 8
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load double, double* %7, align 8
  %15 = load double*, double** %4, align 8
  %16 = load i32, i32* %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, double* %15, i64 %17
  %19 = load double, double* %18, align 8
  %20 = load double*, double** %5, align 8
  %21 = load i32, i32* %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, double* %20, i64 %22
  %24 = load double, double* %23, align 8
  %25 = fmul double %19, %24
  %26 = fadd double %14, %25
  store double %26, double* %7, align 8
  br label %27

27:                                               ; preds = %13
  %28 = load i32, i32* %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %8, align 4
  br label %9, !llvm.loop !19

30:                                               ; preds = %9
  %31 = load double, double* %7, align 8
  ret double %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @fcount(double* noundef %0, i32 noundef signext %1, double noundef %2) #0 {
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  store i32 %1, i32* %5, align 4
  store double %2, double* %6, align 8
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %47, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %50

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 8
  %15 = load i32, i32* %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %14, i64 %16
  %18 = load double, double* %17, align 8
  %19 = load double, double* %6, align 8
  %20 = fcmp olt double %18, %19
  br i1 %20, label %21, label %24

21:                                               ; preds = %13
  %22 = load i32, i32* %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %7, align 4
  br label %24

24:                                               ; preds = %21, %13
  %25 = load double, double* %6, align 8
  %26 = load double*, double** %4, align 8
  %27 = load i32, i32* %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, double* %26, i64 %28
  %30 = load double, double* %29, align 8
  %31 = fcmp olt double %25, %30
  br i1 %31, label %32, label %35

32:                                               ; preds = %24
  %33 = load i32, i32* %7, align 4
  %34 = add nsw i32 %33, 10
  store i32 %34, i32* %7, align 4
  br label %35

35:                                               ; preds = %32, %24
  %36 = load double*, double** %4, align 8
  %37 = load i32, i32* %8, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, double* %36, i64 %38
  %40 = load double, double* %39, align 8
  %41 = load double, double* %6, align 8
  %42 = fcmp oge double %40, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35
  %44 = load i32, i32* %7, align 4
  %45 = add nsw i32 %44, 100
  store i32 %45, i32* %7, align 4
  br label %46

46:                                               ; preds = %43, %35
  br label %47

47:                                               ; preds = %46
  %48 = load i32, i32* %8, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %8, align 4
  br label %9, !llvm.loop !20

50:                                               ; preds = %9
  %51 = load i32, i32* %7, align 4
  ret i32 %51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fsum(float* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca float*, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 8
  store i32 %1, i32* %4, align 4
  store float 1.000000e+00, float* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load float, float* %5, align 4
  %13 = load float*, float** %3, align 8
  %14 = load i32, i32* %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, float* %13, i64 %15
  %17 = load float, float* %16, align 4
  %18 = fdiv float %17, 4.000000e+00
  %19 = fsub float %12, %18
  store float %19, float* %5, align 4
  br label %20

20:                                               ; preds = %11
  %21 = load i32, i32* %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %6, align 4
  br label %7, !llvm.loop !21

23:                                               ; preds = %7
  %24 = load float, float* %5, align 4
  ret float %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rmw(i32* noundef %0, i32 noundef signext %1, i64 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i64 %2, i64* %6, align 8
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %39, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %42

12:                                               ; preds = %8
  %13 = load i64, i64* %6, align 8
  %14 = load i64, i64* @counter, align 8
  %15 = add nsw i64 %14, %13
  store i64 %15, i64* @counter, align 8
  %16 = load i32*, i32** %4, align 8
  %17 = load i32, i32* %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %16, i64 %18
  %20 = load i32, i32* %19, align 4
  %21 = and i32 %20, 15
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* @hits, i64 0, i64 %22
  %24 = load i32, i32* %23, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %23, align 4
  %26 = load i32*, i32** %4, align 8
  %27 = load i32, i32* %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32* %26, i64 %28
  %30 = load i32, i32* %29, align 4
  %31 = xor i32 %30, 85
  store i32 %31, i32* %29, align 4
  %32 = load i32, i32* %7, align 4
  %33 = load i32*, i32** %4, align 8
  %34 = load i32, i32* %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %33, i64 %35
  %37 = load i32, i32* %36, align 4
  %38 = sub nsw i32 %37, %32
  store i32 %38, i32* %36, align 4
  br label %39

39:                                               ; preds = %12
  %40 = load i32, i32* %7, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %7, align 4
  br label %8, !llvm.loop !22

42:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @skip2(%struct.cursor* noundef %0) #0 {
  %2 = alloca %struct.cursor*, align 8
  store %struct.cursor* %0, %struct.cursor** %2, align 8
  %3 = load %struct.cursor*, %struct.cursor** %2, align 8
  %4 = getelementptr inbounds %struct.cursor, %struct.cursor* %3, i32 0, i32 0
  %5 = load i32*, i32** %4, align 8
  %6 = getelementptr inbounds i32, i32* %5, i64 2
  store i32* %6, i32** %4, align 8
  %7 = load %struct.cursor*, %struct.cursor** %2, align 8
  %8 = getelementptr inbounds %struct.cursor, %struct.cursor* %7, i32 0, i32 1
  %9 = load i64, i64* %8, align 8
  %10 = add nsw i64 %9, -1
  store i64 %10, i64* %8, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @twice(i32* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = load i32*, i32** %3, align 8
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
define internal signext i32 @vol(i32 noundef signext %0) #0 {
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }

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
