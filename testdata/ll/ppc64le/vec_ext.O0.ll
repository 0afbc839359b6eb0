; ModuleID = 'c/vec_ext.c'
source_filename = "c/vec_ext.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.particle = type { <4 x float>, <4 x float>, i32, [12 x i8] }

@.str = private unnamed_addr constant [5 x i8] c"poly\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ushift\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"maxv\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"masks\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"axpy %a %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"lerp %a %a %a %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"twice %a %a\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"hsum %d lane %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"setlane\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"shuf\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"shuf16\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"conv\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"conv2\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"conv3 %a %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"bytes\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"wide\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"p%d %a %a %a %a\0A\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"acc\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal global i32 0, align 4
@.str.19 = private unnamed_addr constant [9 x i8] c"%s %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <2 x double>, align 16
  %7 = alloca <4 x float>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca <8 x i16>, align 16
  %10 = alloca <16 x i8>, align 16
  %11 = alloca <16 x i8>, align 16
  %12 = alloca <2 x i64>, align 16
  %13 = alloca <2 x i64>, align 16
  %14 = alloca [5 x %struct.particle], align 16
  %15 = alloca <4 x i32>, align 16
  %16 = alloca i32, align 4
  %17 = alloca <4 x i32>, align 16
  %18 = alloca <2 x double>, align 16
  %19 = alloca <4 x float>, align 16
  %20 = alloca <2 x float>, align 8
  %21 = alloca <2 x float>, align 8
  %22 = alloca <2 x float>, align 8
  %23 = alloca <2 x float>, align 8
  %24 = alloca <8 x i16>, align 16
  %25 = alloca <16 x i8>, align 16
  %26 = alloca <2 x i64>, align 16
  %27 = alloca i32, align 4
  %28 = alloca <4 x float>, align 16
  %29 = alloca <4 x float>, align 16
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca <4 x i32>, align 16
  %33 = alloca i32, align 4
  %34 = alloca <4 x i32>, align 16
  store i32 0, i32* %1, align 4
  store <4 x i32> <i32 1, i32 -2, i32 300000, i32 -40000>, <4 x i32>* %2, align 16
  store <4 x i32> <i32 7, i32 7, i32 -9, i32 1048576>, <4 x i32>* %3, align 16
  store <4 x i32> <i32 -559038737, i32 12345, i32 -2147483648, i32 7>, <4 x i32>* %4, align 16
  store <4 x i32> <i32 1, i32 33, i32 31, i32 0>, <4 x i32>* %5, align 16
  store <2 x double> <double 1.250000e+00, double -3.500000e+00>, <2 x double>* %6, align 16
  store <4 x float> <float 5.000000e-01, float -1.500000e+00, float 2.250000e+00, float 1.000000e+02>, <4 x float>* %7, align 16
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float -3.000000e+00, float 1.250000e-01>, <4 x float>* %8, align 16
  store <8 x i16> <i16 1, i16 2, i16 3, i16 4, i16 -5, i16 -6, i16 -7, i16 -8>, <8 x i16>* %9, align 16
  store <2 x i64> <i64 1234567890123, i64 -5>, <2 x i64>* %12, align 16
  store <2 x i64> <i64 -77, i64 1099511627776>, <2 x i64>* %13, align 16
  store i32 0, i32* %16, align 4
  br label %35

35:                                               ; preds = %53, %0
  %36 = load i32, i32* %16, align 4
  %37 = icmp slt i32 %36, 16
  br i1 %37, label %38, label %56

38:                                               ; preds = %35
  %39 = load i32, i32* %16, align 4
  %40 = mul nsw i32 %39, 37
  %41 = add nsw i32 %40, 11
  %42 = trunc i32 %41 to i8
  %43 = load i32, i32* %16, align 4
  %44 = load <16 x i8>, <16 x i8>* %10, align 16
  %45 = insertelement <16 x i8> %44, i8 %42, i32 %43
  store <16 x i8> %45, <16 x i8>* %10, align 16
  %46 = load i32, i32* %16, align 4
  %47 = mul nsw i32 %46, 13
  %48 = sub nsw i32 250, %47
  %49 = trunc i32 %48 to i8
  %50 = load i32, i32* %16, align 4
  %51 = load <16 x i8>, <16 x i8>* %11, align 16
  %52 = insertelement <16 x i8> %51, i8 %49, i32 %50
  store <16 x i8> %52, <16 x i8>* %11, align 16
  br label %53

53:                                               ; preds = %38
  %54 = load i32, i32* %16, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %16, align 4
  br label %35, !llvm.loop !6

56:                                               ; preds = %35
  %57 = load <4 x i32>, <4 x i32>* %2, align 16
  %58 = load <4 x i32>, <4 x i32>* %3, align 16
  %59 = call <4 x i32> @poly(<4 x i32> noundef %57, <4 x i32> noundef %58)
  store <4 x i32> %59, <4 x i32>* %15, align 16
  %60 = bitcast <4 x i32>* %15 to i8*
  call void @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i8* noundef %60, i32 noundef signext 16)
  %61 = load <4 x i32>, <4 x i32>* %4, align 16
  %62 = load <4 x i32>, <4 x i32>* %5, align 16
  %63 = call <4 x i32> @ushift(<4 x i32> noundef %61, <4 x i32> noundef %62)
  store <4 x i32> %63, <4 x i32>* %17, align 16
  %64 = bitcast <4 x i32>* %17 to i8*
  call void @show(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8* noundef %64, i32 noundef signext 16)
  %65 = load <4 x i32>, <4 x i32>* %2, align 16
  %66 = load <4 x i32>, <4 x i32>* %3, align 16
  %67 = call <4 x i32> @maxv(<4 x i32> noundef %65, <4 x i32> noundef %66)
  store <4 x i32> %67, <4 x i32>* %15, align 16
  %68 = bitcast <4 x i32>* %15 to i8*
  call void @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i8* noundef %68, i32 noundef signext 16)
  %69 = load <4 x i32>, <4 x i32>* %2, align 16
  %70 = load <4 x i32>, <4 x i32>* %3, align 16
  %71 = call <4 x i32> @masks(<4 x i32> noundef %69, <4 x i32> noundef %70)
  store <4 x i32> %71, <4 x i32>* %15, align 16
  %72 = bitcast <4 x i32>* %15 to i8*
  call void @show(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef %72, i32 noundef signext 16)
  %73 = load <2 x double>, <2 x double>* %6, align 16
  %74 = load <2 x double>, <2 x double>* %6, align 16
  %75 = call <2 x double> @axpy(<2 x double> noundef %73, <2 x double> noundef %74, double noundef 3.000000e+00)
  store <2 x double> %75, <2 x double>* %18, align 16
  %76 = load <2 x double>, <2 x double>* %18, align 16
  %77 = extractelement <2 x double> %76, i32 0
  %78 = load <2 x double>, <2 x double>* %18, align 16
  %79 = extractelement <2 x double> %78, i32 1
  %80 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), double noundef %77, double noundef %79)
  %81 = load <4 x float>, <4 x float>* %7, align 16
  %82 = load <4 x float>, <4 x float>* %8, align 16
  %83 = call <4 x float> @lerp(<4 x float> noundef %81, <4 x float> noundef %82, float noundef 2.500000e-01)
  store <4 x float> %83, <4 x float>* %19, align 16
  %84 = load <4 x float>, <4 x float>* %19, align 16
  %85 = extractelement <4 x float> %84, i32 0
  %86 = fpext float %85 to double
  %87 = load <4 x float>, <4 x float>* %19, align 16
  %88 = extractelement <4 x float> %87, i32 1
  %89 = fpext float %88 to double
  %90 = load <4 x float>, <4 x float>* %19, align 16
  %91 = extractelement <4 x float> %90, i32 2
  %92 = fpext float %91 to double
  %93 = load <4 x float>, <4 x float>* %19, align 16
  %94 = extractelement <4 x float> %93, i32 3
  %95 = fpext float %94 to double
  %96 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.5, i64 0, i64 0), double noundef %86, double noundef %89, double noundef %92, double noundef %95)
  store <2 x float> <float 1.500000e+00, float -2.500000e-01>, <2 x float>* %21, align 8
  %97 = load <2 x float>, <2 x float>* %21, align 8
  store <2 x float> %97, <2 x float>* %22, align 8
  %98 = bitcast <2 x float>* %22 to i64*
  %99 = load i64, i64* %98, align 8
  %100 = call i64 @twice(i64 noundef %99)
  %101 = bitcast <2 x float>* %23 to i64*
  store i64 %100, i64* %101, align 8
  %102 = load <2 x float>, <2 x float>* %23, align 8
  store <2 x float> %102, <2 x float>* %20, align 8
  %103 = load <2 x float>, <2 x float>* %20, align 8
  %104 = extractelement <2 x float> %103, i32 0
  %105 = fpext float %104 to double
  %106 = load <2 x float>, <2 x float>* %20, align 8
  %107 = extractelement <2 x float> %106, i32 1
  %108 = fpext float %107 to double
  %109 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), double noundef %105, double noundef %108)
  %110 = load <4 x i32>, <4 x i32>* %2, align 16
  %111 = call signext i32 @hsum(<4 x i32> noundef %110)
  %112 = load <4 x i32>, <4 x i32>* %2, align 16
  %113 = call signext i32 @lane(<4 x i32> noundef %112, i32 noundef signext 2)
  %114 = load <4 x i32>, <4 x i32>* %3, align 16
  %115 = call signext i32 @lane(<4 x i32> noundef %114, i32 noundef signext 7)
  %116 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %111, i32 noundef signext %113, i32 noundef signext %115)
  %117 = load <4 x i32>, <4 x i32>* %2, align 16
  %118 = call <4 x i32> @setlane(<4 x i32> noundef %117, i32 noundef signext 5, i32 noundef signext 99)
  store <4 x i32> %118, <4 x i32>* %15, align 16
  %119 = bitcast <4 x i32>* %15 to i8*
  call void @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i8* noundef %119, i32 noundef signext 16)
  %120 = load <4 x i32>, <4 x i32>* %2, align 16
  %121 = load <4 x i32>, <4 x i32>* %3, align 16
  %122 = call <4 x i32> @shuf(<4 x i32> noundef %120, <4 x i32> noundef %121)
  store <4 x i32> %122, <4 x i32>* %15, align 16
  %123 = bitcast <4 x i32>* %15 to i8*
  call void @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i8* noundef %123, i32 noundef signext 16)
  %124 = load <8 x i16>, <8 x i16>* %9, align 16
  %125 = call <8 x i16> @shuf16(<8 x i16> noundef %124)
  store <8 x i16> %125, <8 x i16>* %24, align 16
  %126 = bitcast <8 x i16>* %24 to i8*
  call void @show(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0), i8* noundef %126, i32 noundef signext 16)
  %127 = load <4 x i32>, <4 x i32>* %2, align 16
  %128 = call <4 x float> @conv(<4 x i32> noundef %127)
  store <4 x float> %128, <4 x float>* %19, align 16
  %129 = bitcast <4 x float>* %19 to i8*
  call void @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef %129, i32 noundef signext 16)
  %130 = load <4 x float>, <4 x float>* %8, align 16
  %131 = fmul <4 x float> %130, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %132 = call <4 x i32> @conv2(<4 x float> noundef %131)
  store <4 x i32> %132, <4 x i32>* %15, align 16
  %133 = bitcast <4 x i32>* %15 to i8*
  call void @show(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0), i8* noundef %133, i32 noundef signext 16)
  %134 = load <4 x i32>, <4 x i32>* %2, align 16
  %135 = call <2 x double> @conv3(<4 x i32> noundef %134)
  store <2 x double> %135, <2 x double>* %18, align 16
  %136 = load <2 x double>, <2 x double>* %18, align 16
  %137 = extractelement <2 x double> %136, i32 0
  %138 = load <2 x double>, <2 x double>* %18, align 16
  %139 = extractelement <2 x double> %138, i32 1
  %140 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), double noundef %137, double noundef %139)
  %141 = load <16 x i8>, <16 x i8>* %10, align 16
  %142 = load <16 x i8>, <16 x i8>* %11, align 16
  %143 = call <16 x i8> @bytes(<16 x i8> noundef %141, <16 x i8> noundef %142)
  store <16 x i8> %143, <16 x i8>* %25, align 16
  %144 = bitcast <16 x i8>* %25 to i8*
  call void @show(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i8* noundef %144, i32 noundef signext 16)
  %145 = load <2 x i64>, <2 x i64>* %12, align 16
  %146 = load <2 x i64>, <2 x i64>* %13, align 16
  %147 = call <2 x i64> @wide(<2 x i64> noundef %145, <2 x i64> noundef %146)
  store <2 x i64> %147, <2 x i64>* %26, align 16
  %148 = bitcast <2 x i64>* %26 to i8*
  call void @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i8* noundef %148, i32 noundef signext 16)
  store i32 0, i32* %27, align 4
  br label %149

149:                                              ; preds = %186, %56
  %150 = load i32, i32* %27, align 4
  %151 = icmp slt i32 %150, 5
  br i1 %151, label %152, label %189

152:                                              ; preds = %149
  %153 = load i32, i32* %27, align 4
  %154 = sitofp i32 %153 to float
  %155 = insertelement <4 x float> undef, float %154, i32 0
  %156 = load i32, i32* %27, align 4
  %157 = sub nsw i32 0, %156
  %158 = sitofp i32 %157 to float
  %159 = insertelement <4 x float> %155, float %158, i32 1
  %160 = load i32, i32* %27, align 4
  %161 = sitofp i32 %160 to float
  %162 = fmul float 5.000000e-01, %161
  %163 = insertelement <4 x float> %159, float %162, i32 2
  %164 = insertelement <4 x float> %163, float 1.000000e+00, i32 3
  store <4 x float> %164, <4 x float>* %28, align 16
  %165 = load <4 x float>, <4 x float>* %28, align 16
  %166 = load i32, i32* %27, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i64 0, i64 %167
  %169 = getelementptr inbounds %struct.particle, %struct.particle* %168, i32 0, i32 0
  store <4 x float> %165, <4 x float>* %169, align 16
  store <4 x float> <float 1.000000e+00, float 2.500000e-01, float -5.000000e-01, float 0.000000e+00>, <4 x float>* %29, align 16
  %170 = load <4 x float>, <4 x float>* %29, align 16
  %171 = load i32, i32* %27, align 4
  %172 = add nsw i32 %171, 1
  %173 = sitofp i32 %172 to float
  %174 = insertelement <4 x float> poison, float %173, i32 0
  %175 = shufflevector <4 x float> %174, <4 x float> poison, <4 x i32> zeroinitializer
  %176 = fmul <4 x float> %170, %175
  %177 = load i32, i32* %27, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i64 0, i64 %178
  %180 = getelementptr inbounds %struct.particle, %struct.particle* %179, i32 0, i32 1
  store <4 x float> %176, <4 x float>* %180, align 16
  %181 = load i32, i32* %27, align 4
  %182 = load i32, i32* %27, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i64 0, i64 %183
  %185 = getelementptr inbounds %struct.particle, %struct.particle* %184, i32 0, i32 2
  store i32 %181, i32* %185, align 16
  br label %186

186:                                              ; preds = %152
  %187 = load i32, i32* %27, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, i32* %27, align 4
  br label %149, !llvm.loop !8

189:                                              ; preds = %149
  store i32 0, i32* %30, align 4
  br label %190

190:                                              ; preds = %195, %189
  %191 = load i32, i32* %30, align 4
  %192 = icmp slt i32 %191, 10
  br i1 %192, label %193, label %198

193:                                              ; preds = %190
  %194 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i64 0, i64 0
  call void @step(%struct.particle* noundef %194, i32 noundef signext 5, float noundef 1.250000e-01)
  br label %195

195:                                              ; preds = %193
  %196 = load i32, i32* %30, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, i32* %30, align 4
  br label %190, !llvm.loop !9

198:                                              ; preds = %190
  store i32 0, i32* %31, align 4
  br label %199

199:                                              ; preds = %237, %198
  %200 = load i32, i32* %31, align 4
  %201 = icmp slt i32 %200, 5
  br i1 %201, label %202, label %240

202:                                              ; preds = %199
  %203 = load i32, i32* %31, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i64 0, i64 %204
  %206 = getelementptr inbounds %struct.particle, %struct.particle* %205, i32 0, i32 2
  %207 = load i32, i32* %206, align 16
  %208 = load i32, i32* %31, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i64 0, i64 %209
  %211 = getelementptr inbounds %struct.particle, %struct.particle* %210, i32 0, i32 0
  %212 = load <4 x float>, <4 x float>* %211, align 16
  %213 = extractelement <4 x float> %212, i32 0
  %214 = fpext float %213 to double
  %215 = load i32, i32* %31, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i64 0, i64 %216
  %218 = getelementptr inbounds %struct.particle, %struct.particle* %217, i32 0, i32 0
  %219 = load <4 x float>, <4 x float>* %218, align 16
  %220 = extractelement <4 x float> %219, i32 1
  %221 = fpext float %220 to double
  %222 = load i32, i32* %31, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i64 0, i64 %223
  %225 = getelementptr inbounds %struct.particle, %struct.particle* %224, i32 0, i32 0
  %226 = load <4 x float>, <4 x float>* %225, align 16
  %227 = extractelement <4 x float> %226, i32 2
  %228 = fpext float %227 to double
  %229 = load i32, i32* %31, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i64 0, i64 %230
  %232 = getelementptr inbounds %struct.particle, %struct.particle* %231, i32 0, i32 0
  %233 = load <4 x float>, <4 x float>* %232, align 16
  %234 = extractelement <4 x float> %233, i32 3
  %235 = fpext float %234 to double
  %236 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext %207, double noundef %214, double noundef %221, double noundef %228, double noundef %235)
  br label %237

237:                                              ; preds = %202
  %238 = load i32, i32* %31, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, i32* %31, align 4
  br label %199, !llvm.loop !10

240:                                              ; preds = %199
  store <4 x i32> zeroinitializer, <4 x i32>* %32, align 16
  store i32 0, i32* %33, align 4
  br label %241

241:                                              ; preds = %262, %240
  %242 = load i32, i32* %33, align 4
  %243 = icmp slt i32 %242, 100
  br i1 %243, label %244, label %265

244:                                              ; preds = %241
  %245 = load i32, i32* %33, align 4
  %246 = insertelement <4 x i32> undef, i32 %245, i32 0
  %247 = load i32, i32* %33, align 4
  %248 = load i32, i32* %33, align 4
  %249 = mul nsw i32 %247, %248
  %250 = insertelement <4 x i32> %246, i32 %249, i32 1
  %251 = load i32, i32* %33, align 4
  %252 = sub nsw i32 0, %251
  %253 = insertelement <4 x i32> %250, i32 %252, i32 2
  %254 = load i32, i32* %33, align 4
  %255 = xor i32 %254, 5
  %256 = insertelement <4 x i32> %253, i32 %255, i32 3
  store <4 x i32> %256, <4 x i32>* %34, align 16
  %257 = load <4 x i32>, <4 x i32>* %34, align 16
  %258 = load <4 x i32>, <4 x i32>* %2, align 16
  %259 = mul <4 x i32> %257, %258
  %260 = load <4 x i32>, <4 x i32>* %32, align 16
  %261 = add <4 x i32> %260, %259
  store <4 x i32> %261, <4 x i32>* %32, align 16
  br label %262

262:                                              ; preds = %244
  %263 = load i32, i32* %33, align 4
  %264 = add nsw i32 %263, 1
  store i32 %264, i32* %33, align 4
  br label %241, !llvm.loop !11

265:                                              ; preds = %241
  %266 = bitcast <4 x i32>* %32 to i8*
  call void @show(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i8* noundef %266, i32 noundef signext 16)
  %267 = load i32, i32* @check, align 4
  %268 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i64 0, i64 0), i32 noundef zeroext %267)
  %269 = load i32, i32* @check, align 4
  %270 = and i32 %269, 127
  ret i32 %270
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @poly(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store <4 x i32> %1, <4 x i32>* %4, align 16
  %5 = load <4 x i32>, <4 x i32>* %3, align 16
  %6 = load <4 x i32>, <4 x i32>* %3, align 16
  %7 = mul <4 x i32> %5, %6
  %8 = load <4 x i32>, <4 x i32>* %4, align 16
  %9 = mul <4 x i32> %7, %8
  %10 = load <4 x i32>, <4 x i32>* %3, align 16
  %11 = ashr <4 x i32> %10, <i32 2, i32 2, i32 2, i32 2>
  %12 = add <4 x i32> %9, %11
  %13 = load <4 x i32>, <4 x i32>* %4, align 16
  %14 = shl <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>
  %15 = sub <4 x i32> %12, %14
  %16 = load <4 x i32>, <4 x i32>* %3, align 16
  %17 = load <4 x i32>, <4 x i32>* %4, align 16
  %18 = and <4 x i32> %16, %17
  %19 = add <4 x i32> %15, %18
  %20 = load <4 x i32>, <4 x i32>* %3, align 16
  %21 = or <4 x i32> %20, <i32 7, i32 7, i32 7, i32 7>
  %22 = sub <4 x i32> %19, %21
  %23 = load <4 x i32>, <4 x i32>* %3, align 16
  %24 = load <4 x i32>, <4 x i32>* %4, align 16
  %25 = xor <4 x i32> %23, %24
  %26 = add <4 x i32> %22, %25
  %27 = load <4 x i32>, <4 x i32>* %3, align 16
  %28 = sdiv <4 x i32> %27, <i32 3, i32 3, i32 3, i32 3>
  %29 = add <4 x i32> %26, %28
  %30 = load <4 x i32>, <4 x i32>* %3, align 16
  %31 = srem <4 x i32> %30, <i32 5, i32 5, i32 5, i32 5>
  %32 = add <4 x i32> %29, %31
  ret <4 x i32> %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i8* noundef %0, i8* noundef %1, i32 noundef signext %2) #1 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  %10 = load i8*, i8** %5, align 8
  store i8* %10, i8** %7, align 8
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %11

11:                                               ; preds = %25, %3
  %12 = load i32, i32* %9, align 4
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %28

15:                                               ; preds = %11
  %16 = load i32, i32* %8, align 4
  %17 = load i8*, i8** %7, align 8
  %18 = load i32, i32* %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i8, i8* %17, i64 %19
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i32
  %23 = xor i32 %16, %22
  %24 = mul i32 %23, 16777619
  store i32 %24, i32* %8, align 4
  br label %25

25:                                               ; preds = %15
  %26 = load i32, i32* %9, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %9, align 4
  br label %11, !llvm.loop !12

28:                                               ; preds = %11
  %29 = load i8*, i8** %4, align 8
  %30 = load i32, i32* %8, align 4
  %31 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i8* noundef %29, i32 noundef zeroext %30)
  %32 = load i32, i32* %8, align 4
  call void @mix(i32 noundef zeroext %32)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @ushift(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store <4 x i32> %1, <4 x i32>* %4, align 16
  %5 = load <4 x i32>, <4 x i32>* %3, align 16
  %6 = load <4 x i32>, <4 x i32>* %4, align 16
  %7 = and <4 x i32> %6, <i32 31, i32 31, i32 31, i32 31>
  %8 = lshr <4 x i32> %5, %7
  %9 = load <4 x i32>, <4 x i32>* %3, align 16
  %10 = shl <4 x i32> %9, <i32 5, i32 5, i32 5, i32 5>
  %11 = add <4 x i32> %8, %10
  %12 = load <4 x i32>, <4 x i32>* %3, align 16
  %13 = udiv <4 x i32> %12, <i32 7, i32 7, i32 7, i32 7>
  %14 = add <4 x i32> %11, %13
  ret <4 x i32> %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @maxv(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store <4 x i32> %1, <4 x i32>* %4, align 16
  %6 = load <4 x i32>, <4 x i32>* %3, align 16
  %7 = load <4 x i32>, <4 x i32>* %4, align 16
  %8 = icmp sgt <4 x i32> %6, %7
  %9 = sext <4 x i1> %8 to <4 x i32>
  store <4 x i32> %9, <4 x i32>* %5, align 16
  %10 = load <4 x i32>, <4 x i32>* %5, align 16
  %11 = load <4 x i32>, <4 x i32>* %3, align 16
  %12 = and <4 x i32> %10, %11
  %13 = load <4 x i32>, <4 x i32>* %5, align 16
  %14 = xor <4 x i32> %13, <i32 -1, i32 -1, i32 -1, i32 -1>
  %15 = load <4 x i32>, <4 x i32>* %4, align 16
  %16 = and <4 x i32> %14, %15
  %17 = or <4 x i32> %12, %16
  ret <4 x i32> %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @masks(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store <4 x i32> %1, <4 x i32>* %4, align 16
  %6 = load <4 x i32>, <4 x i32>* %3, align 16
  %7 = load <4 x i32>, <4 x i32>* %4, align 16
  %8 = icmp slt <4 x i32> %6, %7
  %9 = sext <4 x i1> %8 to <4 x i32>
  %10 = load <4 x i32>, <4 x i32>* %3, align 16
  %11 = load <4 x i32>, <4 x i32>* %4, align 16
  %12 = icmp eq <4 x i32> %10, %11
  %13 = sext <4 x i1> %12 to <4 x i32>
  %14 = or <4 x i32> %9, %13
  store <4 x i32> %14, <4 x i32>* %5, align 16
  %15 = load <4 x i32>, <4 x i32>* %5, align 16
  %16 = load <4 x i32>, <4 x i32>* %3, align 16
  %17 = and <4 x i32> %15, %16
  %18 = load <4 x i32>, <4 x i32>* %5, align 16
  %19 = xor <4 x i32> %18, <i32 -1, i32 -1, i32 -1, i32 -1>
  %20 = load <4 x i32>, <4 x i32>* %4, align 16
  %21 = load <4 x i32>, <4 x i32>* %3, align 16
  %22 = sub <4 x i32> %20, %21
  %23 = and <4 x i32> %19, %22
  %24 = or <4 x i32> %17, %23
  ret <4 x i32> %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x double> @axpy(<2 x double> noundef %0, <2 x double> noundef %1, double noundef %2) #0 {
  %4 = alloca <2 x double>, align 16
  %5 = alloca <2 x double>, align 16
  %6 = alloca double, align 8
  %7 = alloca <2 x double>, align 16
  store <2 x double> %0, <2 x double>* %4, align 16
  store <2 x double> %1, <2 x double>* %5, align 16
  store double %2, double* %6, align 8
  %8 = load <2 x double>, <2 x double>* %4, align 16
  %9 = load double, double* %6, align 8
  %10 = insertelement <2 x double> poison, double %9, i32 0
  %11 = shufflevector <2 x double> %10, <2 x double> poison, <2 x i32> zeroinitializer
  %12 = load <2 x double>, <2 x double>* %5, align 16
  store <2 x double> <double 2.000000e+00, double 4.000000e+00>, <2 x double>* %7, align 16
  %13 = load <2 x double>, <2 x double>* %7, align 16
  %14 = fdiv <2 x double> %12, %13
  %15 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> %11, <2 x double> %14)
  ret <2 x double> %15
}

declare signext i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @lerp(<4 x float> noundef %0, <4 x float> noundef %1, float noundef %2) #0 {
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca float, align 4
  store <4 x float> %0, <4 x float>* %4, align 16
  store <4 x float> %1, <4 x float>* %5, align 16
  store float %2, float* %6, align 4
  %7 = load <4 x float>, <4 x float>* %4, align 16
  %8 = load <4 x float>, <4 x float>* %5, align 16
  %9 = load <4 x float>, <4 x float>* %4, align 16
  %10 = fsub <4 x float> %8, %9
  %11 = load float, float* %6, align 4
  %12 = insertelement <4 x float> poison, float %11, i32 0
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer
  %14 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %10, <4 x float> %13, <4 x float> %7)
  ret <4 x float> %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @twice(i64 noundef %0) #1 {
  %2 = alloca <2 x float>, align 8
  %3 = alloca <2 x float>, align 8
  %4 = alloca <2 x float>, align 8
  %5 = bitcast <2 x float>* %3 to i64*
  store i64 %0, i64* %5, align 8
  %6 = load <2 x float>, <2 x float>* %3, align 8
  store <2 x float> %6, <2 x float>* %4, align 8
  %7 = load <2 x float>, <2 x float>* %4, align 8
  %8 = load <2 x float>, <2 x float>* %4, align 8
  %9 = fadd <2 x float> %7, %8
  store <2 x float> %9, <2 x float>* %2, align 8
  %10 = bitcast <2 x float>* %2 to i64*
  %11 = load i64, i64* %10, align 8
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @hsum(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %2, align 16
  %3 = load <4 x i32>, <4 x i32>* %2, align 16
  %4 = extractelement <4 x i32> %3, i32 0
  %5 = load <4 x i32>, <4 x i32>* %2, align 16
  %6 = extractelement <4 x i32> %5, i32 1
  %7 = add nsw i32 %4, %6
  %8 = load <4 x i32>, <4 x i32>* %2, align 16
  %9 = extractelement <4 x i32> %8, i32 2
  %10 = add nsw i32 %7, %9
  %11 = load <4 x i32>, <4 x i32>* %2, align 16
  %12 = extractelement <4 x i32> %11, i32 3
  %13 = add nsw i32 %10, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @lane(<4 x i32> noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca i32, align 4
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store i32 %1, i32* %4, align 4
  %5 = load <4 x i32>, <4 x i32>* %3, align 16
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 3
  %8 = extractelement <4 x i32> %5, i32 %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @setlane(<4 x i32> noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca <4 x i32>, align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store <4 x i32> %0, <4 x i32>* %4, align 16
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %6, align 4
  %8 = load i32, i32* %5, align 4
  %9 = and i32 %8, 3
  %10 = load <4 x i32>, <4 x i32>* %4, align 16
  %11 = insertelement <4 x i32> %10, i32 %7, i32 %9
  store <4 x i32> %11, <4 x i32>* %4, align 16
  %12 = load <4 x i32>, <4 x i32>* %4, align 16
  ret <4 x i32> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @shuf(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store <4 x i32> %1, <4 x i32>* %4, align 16
  %5 = load <4 x i32>, <4 x i32>* %3, align 16
  %6 = load <4 x i32>, <4 x i32>* %4, align 16
  %7 = shufflevector <4 x i32> %5, <4 x i32> %6, <4 x i32> <i32 7, i32 0, i32 5, i32 2>
  ret <4 x i32> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i16> @shuf16(<8 x i16> noundef %0) #0 {
  %2 = alloca <8 x i16>, align 16
  store <8 x i16> %0, <8 x i16>* %2, align 16
  %3 = load <8 x i16>, <8 x i16>* %2, align 16
  %4 = load <8 x i16>, <8 x i16>* %2, align 16
  %5 = shufflevector <8 x i16> %3, <8 x i16> %4, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  ret <8 x i16> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @conv(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %2, align 16
  %3 = load <4 x i32>, <4 x i32>* %2, align 16
  %4 = sitofp <4 x i32> %3 to <4 x float>
  %5 = fmul <4 x float> %4, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  ret <4 x float> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @conv2(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, <4 x float>* %2, align 16
  %3 = load <4 x float>, <4 x float>* %2, align 16
  %4 = fptosi <4 x float> %3 to <4 x i32>
  ret <4 x i32> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x double> @conv3(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %2, align 16
  %3 = load <4 x i32>, <4 x i32>* %2, align 16
  %4 = load <4 x i32>, <4 x i32>* %2, align 16
  %5 = shufflevector <4 x i32> %3, <4 x i32> %4, <2 x i32> <i32 1, i32 3>
  %6 = sitofp <2 x i32> %5 to <2 x double>
  ret <2 x double> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <16 x i8> @bytes(<16 x i8> noundef %0, <16 x i8> noundef %1) #0 {
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <16 x i8>, align 16
  %5 = alloca <16 x i8>, align 16
  store <16 x i8> %0, <16 x i8>* %3, align 16
  store <16 x i8> %1, <16 x i8>* %4, align 16
  %6 = load <16 x i8>, <16 x i8>* %3, align 16
  %7 = load <16 x i8>, <16 x i8>* %4, align 16
  %8 = icmp ugt <16 x i8> %6, %7
  %9 = sext <16 x i1> %8 to <16 x i8>
  store <16 x i8> %9, <16 x i8>* %5, align 16
  %10 = load <16 x i8>, <16 x i8>* %3, align 16
  %11 = load <16 x i8>, <16 x i8>* %4, align 16
  %12 = add <16 x i8> %10, %11
  %13 = load <16 x i8>, <16 x i8>* %5, align 16
  %14 = load <16 x i8>, <16 x i8>* %3, align 16
  %15 = load <16 x i8>, <16 x i8>* %4, align 16
  %16 = sub <16 x i8> %14, %15
  %17 = and <16 x i8> %13, %16
  %18 = load <16 x i8>, <16 x i8>* %5, align 16
  %19 = xor <16 x i8> %18, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %20 = load <16 x i8>, <16 x i8>* %4, align 16
  %21 = load <16 x i8>, <16 x i8>* %3, align 16
  %22 = sub <16 x i8> %20, %21
  %23 = and <16 x i8> %19, %22
  %24 = or <16 x i8> %17, %23
  %25 = xor <16 x i8> %12, %24
  ret <16 x i8> %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @wide(<2 x i64> noundef %0, <2 x i64> noundef %1) #0 {
  %3 = alloca <2 x i64>, align 16
  %4 = alloca <2 x i64>, align 16
  %5 = alloca <2 x i64>, align 16
  store <2 x i64> %0, <2 x i64>* %3, align 16
  store <2 x i64> %1, <2 x i64>* %4, align 16
  %6 = load <2 x i64>, <2 x i64>* %3, align 16
  %7 = load <2 x i64>, <2 x i64>* %4, align 16
  %8 = icmp sgt <2 x i64> %6, %7
  %9 = sext <2 x i1> %8 to <2 x i64>
  store <2 x i64> %9, <2 x i64>* %5, align 16
  %10 = load <2 x i64>, <2 x i64>* %3, align 16
  %11 = load <2 x i64>, <2 x i64>* %4, align 16
  %12 = mul <2 x i64> %10, %11
  %13 = load <2 x i64>, <2 x i64>* %5, align 16
  %14 = load <2 x i64>, <2 x i64>* %3, align 16
  %15 = and <2 x i64> %13, %14
  %16 = load <2 x i64>, <2 x i64>* %5, align 16
  %17 = xor <2 x i64> %16, <i64 -1, i64 -1>
  %18 = load <2 x i64>, <2 x i64>* %4, align 16
  %19 = and <2 x i64> %17, %18
  %20 = or <2 x i64> %15, %19
  %21 = add <2 x i64> %12, %20
  %22 = load <2 x i64>, <2 x i64>* %3, align 16
  %23 = ashr <2 x i64> %22, <i64 3, i64 3>
  %24 = sub <2 x i64> %21, %23
  ret <2 x i64> %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step(%struct.particle* noundef %0, i32 noundef signext %1, float noundef %2) #1 {
  %4 = alloca %struct.particle*, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca <4 x float>, align 16
  store %struct.particle* %0, %struct.particle** %4, align 8
  store i32 %1, i32* %5, align 4
  store float %2, float* %6, align 4
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %38, %3
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %41

13:                                               ; preds = %9
  %14 = load %struct.particle*, %struct.particle** %4, align 8
  %15 = load i32, i32* %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %struct.particle, %struct.particle* %14, i64 %16
  %18 = getelementptr inbounds %struct.particle, %struct.particle* %17, i32 0, i32 1
  %19 = load <4 x float>, <4 x float>* %18, align 16
  %20 = load float, float* %6, align 4
  %21 = insertelement <4 x float> poison, float %20, i32 0
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <4 x i32> zeroinitializer
  %23 = load %struct.particle*, %struct.particle** %4, align 8
  %24 = load i32, i32* %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds %struct.particle, %struct.particle* %23, i64 %25
  %27 = getelementptr inbounds %struct.particle, %struct.particle* %26, i32 0, i32 0
  %28 = load <4 x float>, <4 x float>* %27, align 16
  %29 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %19, <4 x float> %22, <4 x float> %28)
  store <4 x float> %29, <4 x float>* %27, align 16
  store <4 x float> <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEF5C2900000000, float 1.000000e+00>, <4 x float>* %8, align 16
  %30 = load <4 x float>, <4 x float>* %8, align 16
  %31 = load %struct.particle*, %struct.particle** %4, align 8
  %32 = load i32, i32* %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds %struct.particle, %struct.particle* %31, i64 %33
  %35 = getelementptr inbounds %struct.particle, %struct.particle* %34, i32 0, i32 1
  %36 = load <4 x float>, <4 x float>* %35, align 16
  %37 = fmul <4 x float> %36, %30
  store <4 x float> %37, <4 x float>* %35, align 16
  br label %38

38:                                               ; preds = %13
  %39 = load i32, i32* %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %7, align 4
  br label %9, !llvm.loop !13

41:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef zeroext %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @check, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @check, align 4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
