; ModuleID = 'c/vec_ext.c'
source_filename = "c/vec_ext.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

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
define dso_local i32 @main() #0 {
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
  %22 = alloca <8 x i16>, align 16
  %23 = alloca <16 x i8>, align 16
  %24 = alloca <2 x i64>, align 16
  %25 = alloca i32, align 4
  %26 = alloca <4 x float>, align 16
  %27 = alloca <4 x float>, align 16
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca <4 x i32>, align 16
  %31 = alloca i32, align 4
  %32 = alloca <4 x i32>, align 16
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
  br label %33

33:                                               ; preds = %51, %0
  %34 = load i32, i32* %16, align 4
  %35 = icmp slt i32 %34, 16
  br i1 %35, label %36, label %54

36:                                               ; preds = %33
  %37 = load i32, i32* %16, align 4
  %38 = mul nsw i32 %37, 37
  %39 = add nsw i32 %38, 11
  %40 = trunc i32 %39 to i8
  %41 = load i32, i32* %16, align 4
  %42 = load <16 x i8>, <16 x i8>* %10, align 16
  %43 = insertelement <16 x i8> %42, i8 %40, i32 %41
  store <16 x i8> %43, <16 x i8>* %10, align 16
  %44 = load i32, i32* %16, align 4
  %45 = mul nsw i32 %44, 13
  %46 = sub nsw i32 250, %45
  %47 = trunc i32 %46 to i8
  %48 = load i32, i32* %16, align 4
  %49 = load <16 x i8>, <16 x i8>* %11, align 16
  %50 = insertelement <16 x i8> %49, i8 %47, i32 %48
  store <16 x i8> %50, <16 x i8>* %11, align 16
  br label %51

51:                                               ; preds = %36
  %52 = load i32, i32* %16, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %16, align 4
  br label %33, !llvm.loop !6

54:                                               ; preds = %33
  %55 = load <4 x i32>, <4 x i32>* %2, align 16
  %56 = load <4 x i32>, <4 x i32>* %3, align 16
  %57 = call <4 x i32> @poly(<4 x i32> noundef %55, <4 x i32> noundef %56)
  store <4 x i32> %57, <4 x i32>* %15, align 16
  %58 = bitcast <4 x i32>* %15 to i8*
  call void @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* noundef %58, i32 noundef 16)
  %59 = load <4 x i32>, <4 x i32>* %4, align 16
  %60 = load <4 x i32>, <4 x i32>* %5, align 16
  %61 = call <4 x i32> @ushift(<4 x i32> noundef %59, <4 x i32> noundef %60)
  store <4 x i32> %61, <4 x i32>* %17, align 16
  %62 = bitcast <4 x i32>* %17 to i8*
  call void @show(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* noundef %62, i32 noundef 16)
  %63 = load <4 x i32>, <4 x i32>* %2, align 16
  %64 = load <4 x i32>, <4 x i32>* %3, align 16
  %65 = call <4 x i32> @maxv(<4 x i32> noundef %63, <4 x i32> noundef %64)
  store <4 x i32> %65, <4 x i32>* %15, align 16
  %66 = bitcast <4 x i32>* %15 to i8*
  call void @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* noundef %66, i32 noundef 16)
  %67 = load <4 x i32>, <4 x i32>* %2, align 16
  %68 = load <4 x i32>, <4 x i32>* %3, align 16
  %69 = call <4 x i32> @masks(<4 x i32> noundef %67, <4 x i32> noundef %68)
  store <4 x i32> %69, <4 x i32>* %15, align 16
  %70 = bitcast <4 x i32>* %15 to i8*
  call void @show(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0), i8* noundef %70, i32 noundef 16)
  %71 = load <2 x double>, <2 x double>* %6, align 16
  %72 = load <2 x double>, <2 x double>* %6, align 16
  %73 = call <2 x double> @axpy(<2 x double> noundef %71, <2 x double> noundef %72, double noundef 3.000000e+00)
  store <2 x double> %73, <2 x double>* %18, align 16
  %74 = load <2 x double>, <2 x double>* %18, align 16
  %75 = extractelement <2 x double> %74, i32 0
  %76 = load <2 x double>, <2 x double>* %18, align 16
  %77 = extractelement <2 x double> %76, i32 1
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), double noundef %75, double noundef %77)
  %79 = load <4 x float>, <4 x float>* %7, align 16
  %80 = load <4 x float>, <4 x float>* %8, align 16
  %81 = call <4 x float> @lerp(<4 x float> noundef %79, <4 x float> noundef %80, float noundef 2.500000e-01)
  store <4 x float> %81, <4 x float>* %19, align 16
  %82 = load <4 x float>, <4 x float>* %19, align 16
  %83 = extractelement <4 x float> %82, i32 0
  %84 = fpext float %83 to double
  %85 = load <4 x float>, <4 x float>* %19, align 16
  %86 = extractelement <4 x float> %85, i32 1
  %87 = fpext float %86 to double
  %88 = load <4 x float>, <4 x float>* %19, align 16
  %89 = extractelement <4 x float> %88, i32 2
  %90 = fpext float %89 to double
  %91 = load <4 x float>, <4 x float>* %19, align 16
  %92 = extractelement <4 x float> %91, i32 3
  %93 = fpext float %92 to double
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.5, i32 0, i32 0), double noundef %84, double noundef %87, double noundef %90, double noundef %93)
  store <2 x float> <float 1.500000e+00, float -2.500000e-01>, <2 x float>* %21, align 8
  %95 = load <2 x float>, <2 x float>* %21, align 8
  %96 = call <2 x float> @twice(<2 x float> noundef %95)
  store <2 x float> %96, <2 x float>* %20, align 8
  %97 = load <2 x float>, <2 x float>* %20, align 8
  %98 = extractelement <2 x float> %97, i32 0
  %99 = fpext float %98 to double
  %100 = load <2 x float>, <2 x float>* %20, align 8
  %101 = extractelement <2 x float> %100, i32 1
  %102 = fpext float %101 to double
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), double noundef %99, double noundef %102)
  %104 = load <4 x i32>, <4 x i32>* %2, align 16
  %105 = call i32 @hsum(<4 x i32> noundef %104)
  %106 = load <4 x i32>, <4 x i32>* %2, align 16
  %107 = call i32 @lane(<4 x i32> noundef %106, i32 noundef 2)
  %108 = load <4 x i32>, <4 x i32>* %3, align 16
  %109 = call i32 @lane(<4 x i32> noundef %108, i32 noundef 7)
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i32 0, i32 0), i32 noundef %105, i32 noundef %107, i32 noundef %109)
  %111 = load <4 x i32>, <4 x i32>* %2, align 16
  %112 = call <4 x i32> @setlane(<4 x i32> noundef %111, i32 noundef 5, i32 noundef 99)
  store <4 x i32> %112, <4 x i32>* %15, align 16
  %113 = bitcast <4 x i32>* %15 to i8*
  call void @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef %113, i32 noundef 16)
  %114 = load <4 x i32>, <4 x i32>* %2, align 16
  %115 = load <4 x i32>, <4 x i32>* %3, align 16
  %116 = call <4 x i32> @shuf(<4 x i32> noundef %114, <4 x i32> noundef %115)
  store <4 x i32> %116, <4 x i32>* %15, align 16
  %117 = bitcast <4 x i32>* %15 to i8*
  call void @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i8* noundef %117, i32 noundef 16)
  %118 = load <8 x i16>, <8 x i16>* %9, align 16
  %119 = call <8 x i16> @shuf16(<8 x i16> noundef %118)
  store <8 x i16> %119, <8 x i16>* %22, align 16
  %120 = bitcast <8 x i16>* %22 to i8*
  call void @show(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0), i8* noundef %120, i32 noundef 16)
  %121 = load <4 x i32>, <4 x i32>* %2, align 16
  %122 = call <4 x float> @conv(<4 x i32> noundef %121)
  store <4 x float> %122, <4 x float>* %19, align 16
  %123 = bitcast <4 x float>* %19 to i8*
  call void @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef %123, i32 noundef 16)
  %124 = load <4 x float>, <4 x float>* %8, align 16
  %125 = fmul <4 x float> %124, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %126 = call <4 x i32> @conv2(<4 x float> noundef %125)
  store <4 x i32> %126, <4 x i32>* %15, align 16
  %127 = bitcast <4 x i32>* %15 to i8*
  call void @show(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0), i8* noundef %127, i32 noundef 16)
  %128 = load <4 x i32>, <4 x i32>* %2, align 16
  %129 = call <2 x double> @conv3(<4 x i32> noundef %128)
  store <2 x double> %129, <2 x double>* %18, align 16
  %130 = load <2 x double>, <2 x double>* %18, align 16
  %131 = extractelement <2 x double> %130, i32 0
  %132 = load <2 x double>, <2 x double>* %18, align 16
  %133 = extractelement <2 x double> %132, i32 1
  %134 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i32 0, i32 0), double noundef %131, double noundef %133)
  %135 = load <16 x i8>, <16 x i8>* %10, align 16
  %136 = load <16 x i8>, <16 x i8>* %11, align 16
  %137 = call <16 x i8> @bytes(<16 x i8> noundef %135, <16 x i8> noundef %136)
  store <16 x i8> %137, <16 x i8>* %23, align 16
  %138 = bitcast <16 x i8>* %23 to i8*
  call void @show(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i8* noundef %138, i32 noundef 16)
  %139 = load <2 x i64>, <2 x i64>* %12, align 16
  %140 = load <2 x i64>, <2 x i64>* %13, align 16
  %141 = call <2 x i64> @wide(<2 x i64> noundef %139, <2 x i64> noundef %140)
  store <2 x i64> %141, <2 x i64>* %24, align 16
  %142 = bitcast <2 x i64>* %24 to i8*
  call void @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0), i8* noundef %142, i32 noundef 16)
  store i32 0, i32* %25, align 4
  br label %143

143:                                              ; preds = %177, %54
  %144 = load i32, i32* %25, align 4
  %145 = icmp slt i32 %144, 5
  br i1 %145, label %146, label %180

146:                                              ; preds = %143
  %147 = load i32, i32* %25, align 4
  %148 = sitofp i32 %147 to float
  %149 = insertelement <4 x float> undef, float %148, i32 0
  %150 = load i32, i32* %25, align 4
  %151 = sub nsw i32 0, %150
  %152 = sitofp i32 %151 to float
  %153 = insertelement <4 x float> %149, float %152, i32 1
  %154 = load i32, i32* %25, align 4
  %155 = sitofp i32 %154 to float
  %156 = fmul float 5.000000e-01, %155
  %157 = insertelement <4 x float> %153, float %156, i32 2
  %158 = insertelement <4 x float> %157, float 1.000000e+00, i32 3
  store <4 x float> %158, <4 x float>* %26, align 16
  %159 = load <4 x float>, <4 x float>* %26, align 16
  %160 = load i32, i32* %25, align 4
  %161 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i32 0, i32 %160
  %162 = getelementptr inbounds %struct.particle, %struct.particle* %161, i32 0, i32 0
  store <4 x float> %159, <4 x float>* %162, align 16
  store <4 x float> <float 1.000000e+00, float 2.500000e-01, float -5.000000e-01, float 0.000000e+00>, <4 x float>* %27, align 16
  %163 = load <4 x float>, <4 x float>* %27, align 16
  %164 = load i32, i32* %25, align 4
  %165 = add nsw i32 %164, 1
  %166 = sitofp i32 %165 to float
  %167 = insertelement <4 x float> poison, float %166, i32 0
  %168 = shufflevector <4 x float> %167, <4 x float> poison, <4 x i32> zeroinitializer
  %169 = fmul <4 x float> %163, %168
  %170 = load i32, i32* %25, align 4
  %171 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i32 0, i32 %170
  %172 = getelementptr inbounds %struct.particle, %struct.particle* %171, i32 0, i32 1
  store <4 x float> %169, <4 x float>* %172, align 16
  %173 = load i32, i32* %25, align 4
  %174 = load i32, i32* %25, align 4
  %175 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i32 0, i32 %174
  %176 = getelementptr inbounds %struct.particle, %struct.particle* %175, i32 0, i32 2
  store i32 %173, i32* %176, align 16
  br label %177

177:                                              ; preds = %146
  %178 = load i32, i32* %25, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, i32* %25, align 4
  br label %143, !llvm.loop !8

180:                                              ; preds = %143
  store i32 0, i32* %28, align 4
  br label %181

181:                                              ; preds = %186, %180
  %182 = load i32, i32* %28, align 4
  %183 = icmp slt i32 %182, 10
  br i1 %183, label %184, label %189

184:                                              ; preds = %181
  %185 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i32 0, i32 0
  call void @step(%struct.particle* noundef %185, i32 noundef 5, float noundef 1.250000e-01)
  br label %186

186:                                              ; preds = %184
  %187 = load i32, i32* %28, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, i32* %28, align 4
  br label %181, !llvm.loop !9

189:                                              ; preds = %181
  store i32 0, i32* %29, align 4
  br label %190

190:                                              ; preds = %223, %189
  %191 = load i32, i32* %29, align 4
  %192 = icmp slt i32 %191, 5
  br i1 %192, label %193, label %226

193:                                              ; preds = %190
  %194 = load i32, i32* %29, align 4
  %195 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i32 0, i32 %194
  %196 = getelementptr inbounds %struct.particle, %struct.particle* %195, i32 0, i32 2
  %197 = load i32, i32* %196, align 16
  %198 = load i32, i32* %29, align 4
  %199 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i32 0, i32 %198
  %200 = getelementptr inbounds %struct.particle, %struct.particle* %199, i32 0, i32 0
  %201 = load <4 x float>, <4 x float>* %200, align 16
  %202 = extractelement <4 x float> %201, i32 0
  %203 = fpext float %202 to double
  %204 = load i32, i32* %29, align 4
  %205 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i32 0, i32 %204
  %206 = getelementptr inbounds %struct.particle, %struct.particle* %205, i32 0, i32 0
  %207 = load <4 x float>, <4 x float>* %206, align 16
  %208 = extractelement <4 x float> %207, i32 1
  %209 = fpext float %208 to double
  %210 = load i32, i32* %29, align 4
  %211 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i32 0, i32 %210
  %212 = getelementptr inbounds %struct.particle, %struct.particle* %211, i32 0, i32 0
  %213 = load <4 x float>, <4 x float>* %212, align 16
  %214 = extractelement <4 x float> %213, i32 2
  %215 = fpext float %214 to double
  %216 = load i32, i32* %29, align 4
  %217 = getelementptr inbounds [5 x %struct.particle], [5 x %struct.particle]* %14, i32 0, i32 %216
  %218 = getelementptr inbounds %struct.particle, %struct.particle* %217, i32 0, i32 0
  %219 = load <4 x float>, <4 x float>* %218, align 16
  %220 = extractelement <4 x float> %219, i32 3
  %221 = fpext float %220 to double
  %222 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i32 0, i32 0), i32 noundef %197, double noundef %203, double noundef %209, double noundef %215, double noundef %221)
  br label %223

223:                                              ; preds = %193
  %224 = load i32, i32* %29, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, i32* %29, align 4
  br label %190, !llvm.loop !10

226:                                              ; preds = %190
  store <4 x i32> zeroinitializer, <4 x i32>* %30, align 16
  store i32 0, i32* %31, align 4
  br label %227

227:                                              ; preds = %248, %226
  %228 = load i32, i32* %31, align 4
  %229 = icmp slt i32 %228, 100
  br i1 %229, label %230, label %251

230:                                              ; preds = %227
  %231 = load i32, i32* %31, align 4
  %232 = insertelement <4 x i32> undef, i32 %231, i32 0
  %233 = load i32, i32* %31, align 4
  %234 = load i32, i32* %31, align 4
  %235 = mul nsw i32 %233, %234
  %236 = insertelement <4 x i32> %232, i32 %235, i32 1
  %237 = load i32, i32* %31, align 4
  %238 = sub nsw i32 0, %237
  %239 = insertelement <4 x i32> %236, i32 %238, i32 2
  %240 = load i32, i32* %31, align 4
  %241 = xor i32 %240, 5
  %242 = insertelement <4 x i32> %239, i32 %241, i32 3
  store <4 x i32> %242, <4 x i32>* %32, align 16
  %243 = load <4 x i32>, <4 x i32>* %32, align 16
  %244 = load <4 x i32>, <4 x i32>* %2, align 16
  %245 = mul <4 x i32> %243, %244
  %246 = load <4 x i32>, <4 x i32>* %30, align 16
  %247 = add <4 x i32> %246, %245
  store <4 x i32> %247, <4 x i32>* %30, align 16
  br label %248

248:                                              ; preds = %230
  %249 = load i32, i32* %31, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, i32* %31, align 4
  br label %227, !llvm.loop !11

251:                                              ; preds = %227
  %252 = bitcast <4 x i32>* %30 to i8*
  call void @show(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i8* noundef %252, i32 noundef 16)
  %253 = load i32, i32* @check, align 4
  %254 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.18, i32 0, i32 0), i32 noundef %253)
  %255 = load i32, i32* @check, align 4
  %256 = and i32 %255, 127
  ret i32 %256
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
define internal void @show(i8* noundef %0, i8* noundef %1, i32 noundef %2) #1 {
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 %2, i32* %6, align 4
  %10 = load i8*, i8** %5, align 4
  store i8* %10, i8** %7, align 4
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %11

11:                                               ; preds = %24, %3
  %12 = load i32, i32* %9, align 4
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = load i32, i32* %8, align 4
  %17 = load i8*, i8** %7, align 4
  %18 = load i32, i32* %9, align 4
  %19 = getelementptr inbounds i8, i8* %17, i32 %18
  %20 = load i8, i8* %19, align 1
  %21 = zext i8 %20 to i32
  %22 = xor i32 %16, %21
  %23 = mul i32 %22, 16777619
  store i32 %23, i32* %8, align 4
  br label %24

24:                                               ; preds = %15
  %25 = load i32, i32* %9, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %9, align 4
  br label %11, !llvm.loop !12

27:                                               ; preds = %11
  %28 = load i8*, i8** %4, align 4
  %29 = load i32, i32* %8, align 4
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* noundef %28, i32 noundef %29)
  %31 = load i32, i32* %8, align 4
  call void @mix(i32 noundef %31)
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

declare i32 @printf(i8* noundef, ...) #2

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
define internal <2 x float> @twice(<2 x float> noundef %0) #3 {
  %2 = alloca <2 x float>, align 8
  store <2 x float> %0, <2 x float>* %2, align 8
  %3 = load <2 x float>, <2 x float>* %2, align 8
  %4 = load <2 x float>, <2 x float>* %2, align 8
  %5 = fadd <2 x float> %3, %4
  ret <2 x float> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hsum(<4 x i32> noundef %0) #0 {
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
define internal i32 @lane(<4 x i32> noundef %0, i32 noundef %1) #0 {
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
define internal <4 x i32> @setlane(<4 x i32> noundef %0, i32 noundef %1, i32 noundef %2) #0 {
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
define internal void @step(%struct.particle* noundef %0, i32 noundef %1, float noundef %2) #1 {
  %4 = alloca %struct.particle*, align 4
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca <4 x float>, align 16
  store %struct.particle* %0, %struct.particle** %4, align 4
  store i32 %1, i32* %5, align 4
  store float %2, float* %6, align 4
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %35, %3
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %38

13:                                               ; preds = %9
  %14 = load %struct.particle*, %struct.particle** %4, align 4
  %15 = load i32, i32* %7, align 4
  %16 = getelementptr inbounds %struct.particle, %struct.particle* %14, i32 %15
  %17 = getelementptr inbounds %struct.particle, %struct.particle* %16, i32 0, i32 1
  %18 = load <4 x float>, <4 x float>* %17, align 16
  %19 = load float, float* %6, align 4
  %20 = insertelement <4 x float> poison, float %19, i32 0
  %21 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> zeroinitializer
  %22 = load %struct.particle*, %struct.particle** %4, align 4
  %23 = load i32, i32* %7, align 4
  %24 = getelementptr inbounds %struct.particle, %struct.particle* %22, i32 %23
  %25 = getelementptr inbounds %struct.particle, %struct.particle* %24, i32 0, i32 0
  %26 = load <4 x float>, <4 x float>* %25, align 16
  %27 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %18, <4 x float> %21, <4 x float> %26)
  store <4 x float> %27, <4 x float>* %25, align 16
  store <4 x float> <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEF5C2900000000, float 1.000000e+00>, <4 x float>* %8, align 16
  %28 = load <4 x float>, <4 x float>* %8, align 16
  %29 = load %struct.particle*, %struct.particle** %4, align 4
  %30 = load i32, i32* %7, align 4
  %31 = getelementptr inbounds %struct.particle, %struct.particle* %29, i32 %30
  %32 = getelementptr inbounds %struct.particle, %struct.particle* %31, i32 0, i32 1
  %33 = load <4 x float>, <4 x float>* %32, align 16
  %34 = fmul <4 x float> %33, %28
  store <4 x float> %34, <4 x float>* %32, align 16
  br label %35

35:                                               ; preds = %13
  %36 = load i32, i32* %7, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %7, align 4
  br label %9, !llvm.loop !13

38:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef %0) #1 {
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
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

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
