; ModuleID = 'c/funcptr.c'
source_filename = "c/funcptr.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.shape_ops = type { i64 (%struct.shape*)*, i64 (%struct.shape*)*, i8* }
%struct.shape = type { %struct.shape_ops*, i32, i32, i32 }

@vseed = internal global i32 11, align 4
@.str = private unnamed_addr constant [39 x i8] c"after op %d: v[0]=%d v[7]=%d v[15]=%d\0A\00", align 1
@main.ops = internal constant [6 x i8] c"+-*Mx\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fold '%c' = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"evens=%d positives=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"compose: x=%d\0A\00", align 1
@main.dops = internal constant [3 x double (double, double)*] [double (double, double)* @dadd, double (double, double)* @dmul, double (double, double)* @dhyp], align 8
@.str.4 = private unnamed_addr constant [15 x i8] c"dblops: %.17g\0A\00", align 1
@main.kinds = internal constant [3 x %struct.shape_ops*] [%struct.shape_ops* @rect_ops, %struct.shape_ops* @tri_ops, %struct.shape_ops* @sq_ops], align 8
@rect_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @rect_area2, i64 (%struct.shape*)* @rect_perim, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0) }, align 8
@tri_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @tri_area2, i64 (%struct.shape*)* @tri_perim, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0) }, align 8
@sq_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @sq_area2, i64 (%struct.shape*)* @sq_perim, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0) }, align 8
@.str.5 = private unnamed_addr constant [27 x i8] c"%s: area2=%lld perim=%lld\0A\00", align 1
@main.bops = internal constant [4 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @sub, i32 (i32, i32)* @maxi, i32 (i32, i32)* @xori], align 8
@.str.6 = private unnamed_addr constant [30 x i8] c"pressure_indirect[%d] = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@pick_unop.table = internal constant [6 x i32 (i32)*] [i32 (i32)* @inc, i32 (i32)* @dbl, i32 (i32)* @sqr, i32 (i32)* @neg, i32 (i32)* @half, i32 (i32)* @collatz], align 8
@.str.8 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"square\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32 (i32)*, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca [6 x %struct.shape], align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %16 = load volatile i32, i32* @vseed, align 4
  store i32 %16, i32* %2, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %17

17:                                               ; preds = %28, %0
  %18 = load i32, i32* %5, align 4
  %19 = icmp slt i32 %18, 16
  br i1 %19, label %20, label %31

20:                                               ; preds = %17
  %21 = load i32, i32* %5, align 4
  %22 = load i32, i32* %2, align 4
  %23 = mul nsw i32 %21, %22
  %24 = sub nsw i32 %23, 50
  %25 = load i32, i32* %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %26
  store i32 %24, i32* %27, align 4
  br label %28

28:                                               ; preds = %20
  %29 = load i32, i32* %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %5, align 4
  br label %17, !llvm.loop !6

31:                                               ; preds = %17
  store i32 0, i32* %5, align 4
  br label %32

32:                                               ; preds = %58, %31
  %33 = load i32, i32* %5, align 4
  %34 = icmp slt i32 %33, 6
  br i1 %34, label %35, label %61

35:                                               ; preds = %32
  %36 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 0
  %37 = load i32, i32* %5, align 4
  %38 = load i32, i32* %2, align 4
  %39 = add nsw i32 %37, %38
  %40 = call i32 (i32)* @pick_unop(i32 noundef signext %39)
  call void @map(i32* noundef %36, i32 noundef signext 16, i32 (i32)* noundef %40)
  %41 = load i32, i32* %5, align 4
  %42 = load i32, i32* %2, align 4
  %43 = add nsw i32 %41, %42
  %44 = srem i32 %43, 6
  %45 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 0
  %46 = load i32, i32* %45, align 4
  %47 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 7
  %48 = load i32, i32* %47, align 4
  %49 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 15
  %50 = load i32, i32* %49, align 4
  %51 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), i32 noundef signext %44, i32 noundef signext %46, i32 noundef signext %48, i32 noundef signext %50)
  %52 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 0
  call void @map(i32* noundef %52, i32 noundef signext 16, i32 (i32)* noundef @half)
  %53 = load i32, i32* %4, align 4
  %54 = mul i32 %53, 31
  %55 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 3
  %56 = load i32, i32* %55, align 4
  %57 = add i32 %54, %56
  store i32 %57, i32* %4, align 4
  br label %58

58:                                               ; preds = %35
  %59 = load i32, i32* %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %5, align 4
  br label %32, !llvm.loop !8

61:                                               ; preds = %32
  store i32 0, i32* %5, align 4
  br label %62

62:                                               ; preds = %84, %61
  %63 = load i32, i32* %5, align 4
  %64 = icmp slt i32 %63, 5
  br i1 %64, label %65, label %87

65:                                               ; preds = %62
  %66 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 0
  %67 = load i32, i32* %5, align 4
  %68 = load i32, i32* %5, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [6 x i8], [6 x i8]* @main.ops, i64 0, i64 %69
  %71 = load i8, i8* %70, align 1
  %72 = call i32 (i32, i32)* @pick_binop(i8 noundef zeroext %71)
  %73 = call signext i32 @fold(i32* noundef %66, i32 noundef signext 16, i32 noundef signext %67, i32 (i32, i32)* noundef %72)
  store i32 %73, i32* %8, align 4
  %74 = load i32, i32* %5, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [6 x i8], [6 x i8]* @main.ops, i64 0, i64 %75
  %77 = load i8, i8* %76, align 1
  %78 = zext i8 %77 to i32
  %79 = load i32, i32* %8, align 4
  %80 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %78, i32 noundef signext %79)
  %81 = load i32, i32* %8, align 4
  %82 = load i32, i32* %4, align 4
  %83 = add i32 %82, %81
  store i32 %83, i32* %4, align 4
  br label %84

84:                                               ; preds = %65
  %85 = load i32, i32* %5, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %5, align 4
  br label %62, !llvm.loop !9

87:                                               ; preds = %62
  %88 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 0
  %89 = call signext i32 @count_if(i32* noundef %88, i32 noundef signext 16, i32 (i32)* noundef @is_even)
  %90 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 0
  %91 = call signext i32 @count_if(i32* noundef %90, i32 noundef signext 16, i32 (i32)* noundef @is_pos)
  %92 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %89, i32 noundef signext %91)
  %93 = load i32, i32* %2, align 4
  %94 = add nsw i32 27, %93
  %95 = sub nsw i32 %94, 11
  store i32 %95, i32* %6, align 4
  store i32 (i32)* @collatz, i32 (i32)** %7, align 8
  store i32 0, i32* %5, align 4
  br label %96

96:                                               ; preds = %102, %87
  %97 = load i32, i32* %5, align 4
  %98 = icmp slt i32 %97, 40
  br i1 %98, label %99, label %105

99:                                               ; preds = %96
  %100 = load i32 (i32)*, i32 (i32)** %7, align 8
  %101 = call i32 (i32)* @compose_step(i32 (i32)* noundef %100, i32* noundef %6)
  store i32 (i32)* %101, i32 (i32)** %7, align 8
  br label %102

102:                                              ; preds = %99
  %103 = load i32, i32* %5, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, i32* %5, align 4
  br label %96, !llvm.loop !10

105:                                              ; preds = %96
  %106 = load i32, i32* %6, align 4
  %107 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %106)
  %108 = load i32, i32* %6, align 4
  %109 = load i32, i32* %4, align 4
  %110 = xor i32 %109, %108
  store i32 %110, i32* %4, align 4
  store double 5.000000e-01, double* %9, align 8
  store i32 0, i32* %5, align 4
  br label %111

111:                                              ; preds = %127, %105
  %112 = load i32, i32* %5, align 4
  %113 = icmp slt i32 %112, 12
  br i1 %113, label %114, label %130

114:                                              ; preds = %111
  %115 = load i32, i32* %5, align 4
  %116 = srem i32 %115, 3
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [3 x double (double, double)*], [3 x double (double, double)*]* @main.dops, i64 0, i64 %117
  %119 = load double (double, double)*, double (double, double)** %118, align 8
  %120 = load double, double* %9, align 8
  %121 = load i32, i32* %5, align 4
  %122 = load i32, i32* %2, align 4
  %123 = add nsw i32 %121, %122
  %124 = sitofp i32 %123 to double
  %125 = fmul double %124, 1.250000e-01
  %126 = call double %119(double noundef %120, double noundef %125)
  store double %126, double* %9, align 8
  br label %127

127:                                              ; preds = %114
  %128 = load i32, i32* %5, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, i32* %5, align 4
  br label %111, !llvm.loop !11

130:                                              ; preds = %111
  %131 = load double, double* %9, align 8
  %132 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), double noundef %131)
  %133 = load double, double* %9, align 8
  %134 = fptosi double %133 to i64
  %135 = trunc i64 %134 to i32
  %136 = load i32, i32* %4, align 4
  %137 = add i32 %136, %135
  store i32 %137, i32* %4, align 4
  store i64 0, i64* %11, align 8
  store i64 0, i64* %12, align 8
  store i32 0, i32* %5, align 4
  br label %138

138:                                              ; preds = %171, %130
  %139 = load i32, i32* %5, align 4
  %140 = icmp slt i32 %139, 6
  br i1 %140, label %141, label %174

141:                                              ; preds = %138
  %142 = load i32, i32* %5, align 4
  %143 = load i32, i32* %2, align 4
  %144 = mul nsw i32 %142, %143
  %145 = srem i32 %144, 3
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i64 0, i64 %146
  %148 = load %struct.shape_ops*, %struct.shape_ops** %147, align 8
  %149 = load i32, i32* %5, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i64 0, i64 %150
  %152 = getelementptr inbounds %struct.shape, %struct.shape* %151, i32 0, i32 0
  store %struct.shape_ops* %148, %struct.shape_ops** %152, align 8
  %153 = load i32, i32* %5, align 4
  %154 = add nsw i32 %153, 3
  %155 = load i32, i32* %5, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i64 0, i64 %156
  %158 = getelementptr inbounds %struct.shape, %struct.shape* %157, i32 0, i32 1
  store i32 %154, i32* %158, align 8
  %159 = load i32, i32* %5, align 4
  %160 = add nsw i32 %159, 4
  %161 = load i32, i32* %5, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i64 0, i64 %162
  %164 = getelementptr inbounds %struct.shape, %struct.shape* %163, i32 0, i32 2
  store i32 %160, i32* %164, align 4
  %165 = load i32, i32* %5, align 4
  %166 = add nsw i32 %165, 5
  %167 = load i32, i32* %5, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i64 0, i64 %168
  %170 = getelementptr inbounds %struct.shape, %struct.shape* %169, i32 0, i32 3
  store i32 %166, i32* %170, align 8
  br label %171

171:                                              ; preds = %141
  %172 = load i32, i32* %5, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, i32* %5, align 4
  br label %138, !llvm.loop !12

174:                                              ; preds = %138
  store i32 0, i32* %5, align 4
  br label %175

175:                                              ; preds = %217, %174
  %176 = load i32, i32* %5, align 4
  %177 = icmp slt i32 %176, 6
  br i1 %177, label %178, label %220

178:                                              ; preds = %175
  %179 = load i32, i32* %5, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i64 0, i64 %180
  %182 = getelementptr inbounds %struct.shape, %struct.shape* %181, i32 0, i32 0
  %183 = load %struct.shape_ops*, %struct.shape_ops** %182, align 8
  %184 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %183, i32 0, i32 0
  %185 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %184, align 8
  %186 = load i32, i32* %5, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i64 0, i64 %187
  %189 = call i64 %185(%struct.shape* noundef %188)
  store i64 %189, i64* %13, align 8
  %190 = load i32, i32* %5, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i64 0, i64 %191
  %193 = getelementptr inbounds %struct.shape, %struct.shape* %192, i32 0, i32 0
  %194 = load %struct.shape_ops*, %struct.shape_ops** %193, align 8
  %195 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %194, i32 0, i32 1
  %196 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %195, align 8
  %197 = load i32, i32* %5, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i64 0, i64 %198
  %200 = call i64 %196(%struct.shape* noundef %199)
  store i64 %200, i64* %14, align 8
  %201 = load i32, i32* %5, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i64 0, i64 %202
  %204 = getelementptr inbounds %struct.shape, %struct.shape* %203, i32 0, i32 0
  %205 = load %struct.shape_ops*, %struct.shape_ops** %204, align 8
  %206 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %205, i32 0, i32 2
  %207 = load i8*, i8** %206, align 8
  %208 = load i64, i64* %13, align 8
  %209 = load i64, i64* %14, align 8
  %210 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %207, i64 noundef %208, i64 noundef %209)
  %211 = load i64, i64* %13, align 8
  %212 = load i64, i64* %11, align 8
  %213 = add nsw i64 %212, %211
  store i64 %213, i64* %11, align 8
  %214 = load i64, i64* %14, align 8
  %215 = load i64, i64* %12, align 8
  %216 = add nsw i64 %215, %214
  store i64 %216, i64* %12, align 8
  br label %217

217:                                              ; preds = %178
  %218 = load i32, i32* %5, align 4
  %219 = add nsw i32 %218, 1
  store i32 %219, i32* %5, align 4
  br label %175, !llvm.loop !13

220:                                              ; preds = %175
  %221 = load i64, i64* %11, align 8
  %222 = mul nsw i64 %221, 7
  %223 = load i64, i64* %12, align 8
  %224 = add nsw i64 %222, %223
  %225 = trunc i64 %224 to i32
  %226 = load i32, i32* %4, align 4
  %227 = add i32 %226, %225
  store i32 %227, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %228

228:                                              ; preds = %247, %220
  %229 = load i32, i32* %5, align 4
  %230 = icmp slt i32 %229, 4
  br i1 %230, label %231, label %250

231:                                              ; preds = %228
  %232 = load i32, i32* %5, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @main.bops, i64 0, i64 %233
  %235 = load i32 (i32, i32)*, i32 (i32, i32)** %234, align 8
  %236 = load i32, i32* %2, align 4
  %237 = add nsw i32 200, %236
  %238 = call i64 @pressure_indirect(i32 (i32, i32)* noundef %235, i32 noundef signext %237)
  store i64 %238, i64* %15, align 8
  %239 = load i32, i32* %5, align 4
  %240 = load i64, i64* %15, align 8
  %241 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %239, i64 noundef %240)
  %242 = load i32, i32* %4, align 4
  %243 = mul i32 %242, 5
  %244 = load i64, i64* %15, align 8
  %245 = trunc i64 %244 to i32
  %246 = add i32 %243, %245
  store i32 %246, i32* %4, align 4
  br label %247

247:                                              ; preds = %231
  %248 = load i32, i32* %5, align 4
  %249 = add nsw i32 %248, 1
  store i32 %249, i32* %5, align 4
  br label %228, !llvm.loop !14

250:                                              ; preds = %228
  %251 = load i32, i32* %4, align 4
  %252 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef zeroext %251)
  %253 = load i32, i32* %4, align 4
  %254 = and i32 %253, 127
  ret i32 %254
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @map(i32* noundef %0, i32 noundef signext %1, i32 (i32)* noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32 (i32)*, align 8
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 (i32)* %2, i32 (i32)** %6, align 8
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %24, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %27

12:                                               ; preds = %8
  %13 = load i32 (i32)*, i32 (i32)** %6, align 8
  %14 = load i32*, i32** %4, align 8
  %15 = load i32, i32* %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, i32* %14, i64 %16
  %18 = load i32, i32* %17, align 4
  %19 = call signext i32 %13(i32 noundef signext %18)
  %20 = load i32*, i32** %4, align 8
  %21 = load i32, i32* %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %20, i64 %22
  store i32 %19, i32* %23, align 4
  br label %24

24:                                               ; preds = %12
  %25 = load i32, i32* %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %7, align 4
  br label %8, !llvm.loop !15

27:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32)* @pick_unop(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = srem i32 %3, 6
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [6 x i32 (i32)*], [6 x i32 (i32)*]* @pick_unop.table, i64 0, i64 %5
  %7 = load i32 (i32)*, i32 (i32)** %6, align 8
  ret i32 (i32)* %7
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @half(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sdiv i32 %3, 2
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @fold(i32* noundef %0, i32 noundef signext %1, i32 noundef signext %2, i32 (i32, i32)* noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i32, i32)*, align 8
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 (i32, i32)* %3, i32 (i32, i32)** %8, align 8
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %23, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %10
  %15 = load i32 (i32, i32)*, i32 (i32, i32)** %8, align 8
  %16 = load i32, i32* %7, align 4
  %17 = load i32*, i32** %5, align 8
  %18 = load i32, i32* %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, i32* %17, i64 %19
  %21 = load i32, i32* %20, align 4
  %22 = call signext i32 %15(i32 noundef signext %16, i32 noundef signext %21)
  store i32 %22, i32* %7, align 4
  br label %23

23:                                               ; preds = %14
  %24 = load i32, i32* %9, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %9, align 4
  br label %10, !llvm.loop !16

26:                                               ; preds = %10
  %27 = load i32, i32* %7, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32, i32)* @pick_binop(i8 noundef zeroext %0) #0 {
  %2 = alloca i32 (i32, i32)*, align 8
  %3 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  %4 = load i8, i8* %3, align 1
  %5 = zext i8 %4 to i32
  switch i32 %5, label %10 [
    i32 43, label %6
    i32 45, label %7
    i32 42, label %8
    i32 77, label %9
  ]

6:                                                ; preds = %1
  store i32 (i32, i32)* @add, i32 (i32, i32)** %2, align 8
  br label %11

7:                                                ; preds = %1
  store i32 (i32, i32)* @sub, i32 (i32, i32)** %2, align 8
  br label %11

8:                                                ; preds = %1
  store i32 (i32, i32)* @mul, i32 (i32, i32)** %2, align 8
  br label %11

9:                                                ; preds = %1
  store i32 (i32, i32)* @maxi, i32 (i32, i32)** %2, align 8
  br label %11

10:                                               ; preds = %1
  store i32 (i32, i32)* @xori, i32 (i32, i32)** %2, align 8
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6
  %12 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 8
  ret i32 (i32, i32)* %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @count_if(i32* noundef %0, i32 noundef signext %1, i32 (i32)* noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32 (i32)*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 (i32)* %2, i32 (i32)** %6, align 8
  store i32 0, i32* %8, align 4
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %26, %3
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load i32 (i32)*, i32 (i32)** %6, align 8
  %15 = load i32*, i32** %4, align 8
  %16 = load i32, i32* %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %15, i64 %17
  %19 = load i32, i32* %18, align 4
  %20 = call signext i32 %14(i32 noundef signext %19)
  %21 = icmp ne i32 %20, 0
  %22 = zext i1 %21 to i64
  %23 = select i1 %21, i32 1, i32 0
  %24 = load i32, i32* %8, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, i32* %8, align 4
  br label %26

26:                                               ; preds = %13
  %27 = load i32, i32* %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %7, align 4
  br label %9, !llvm.loop !17

29:                                               ; preds = %9
  %30 = load i32, i32* %8, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @is_even(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @is_pos(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @collatz(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = and i32 %3, 1
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = mul i32 3, %7
  %9 = add i32 %8, 1
  %10 = call signext i32 @wrap(i32 noundef zeroext %9)
  br label %14

11:                                               ; preds = %1
  %12 = load i32, i32* %2, align 4
  %13 = sdiv i32 %12, 2
  br label %14

14:                                               ; preds = %11, %6
  %15 = phi i32 [ %10, %6 ], [ %13, %11 ]
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32)* @compose_step(i32 (i32)* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32 (i32)*, align 8
  %4 = alloca i32*, align 8
  store i32 (i32)* %0, i32 (i32)** %3, align 8
  store i32* %1, i32** %4, align 8
  %5 = load i32 (i32)*, i32 (i32)** %3, align 8
  %6 = load i32*, i32** %4, align 8
  %7 = load i32, i32* %6, align 4
  %8 = call signext i32 %5(i32 noundef signext %7)
  %9 = load i32*, i32** %4, align 8
  store i32 %8, i32* %9, align 4
  %10 = load i32 (i32)*, i32 (i32)** %3, align 8
  %11 = icmp eq i32 (i32)* %10, @collatz
  %12 = zext i1 %11 to i64
  %13 = select i1 %11, i32 (i32)* @inc, i32 (i32)* @collatz
  ret i32 (i32)* %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dadd(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %5 = load double, double* %3, align 8
  %6 = load double, double* %4, align 8
  %7 = fadd double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dmul(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %5 = load double, double* %3, align 8
  %6 = load double, double* %4, align 8
  %7 = fmul double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dhyp(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %7 = load double, double* %3, align 8
  %8 = load double, double* %3, align 8
  %9 = fmul double %7, %8
  store double %9, double* %5, align 8
  %10 = load double, double* %4, align 8
  %11 = load double, double* %4, align 8
  %12 = fmul double %10, %11
  store double %12, double* %6, align 8
  %13 = load double, double* %5, align 8
  %14 = load double, double* %6, align 8
  %15 = fadd double %13, %14
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @add(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = add i32 %5, %6
  %8 = call signext i32 @wrap(i32 noundef zeroext %7)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @sub(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sub i32 %5, %6
  %8 = call signext i32 @wrap(i32 noundef zeroext %7)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @maxi(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @xori(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = xor i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pressure_indirect(i32 (i32, i32)* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32 (i32, i32)*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 (i32, i32)* %0, i32 (i32, i32)** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 1, i32* %5, align 4
  store i32 2, i32* %6, align 4
  store i32 3, i32* %7, align 4
  store i32 4, i32* %8, align 4
  store i32 5, i32* %9, align 4
  store i32 6, i32* %10, align 4
  store i32 7, i32* %11, align 4
  store i32 8, i32* %12, align 4
  store i32 0, i32* %13, align 4
  br label %14

14:                                               ; preds = %66, %2
  %15 = load i32, i32* %13, align 4
  %16 = load i32, i32* %4, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %69

18:                                               ; preds = %14
  %19 = load i32 (i32, i32)*, i32 (i32, i32)** %3, align 8
  %20 = load i32, i32* %5, align 4
  %21 = load i32, i32* %13, align 4
  %22 = call signext i32 %19(i32 noundef signext %20, i32 noundef signext %21)
  %23 = and i32 %22, 65535
  store i32 %23, i32* %5, align 4
  %24 = load i32, i32* %5, align 4
  %25 = load i32, i32* %7, align 4
  %26 = xor i32 %24, %25
  %27 = load i32, i32* %6, align 4
  %28 = add i32 %27, %26
  store i32 %28, i32* %6, align 4
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %3, align 8
  %30 = load i32, i32* %7, align 4
  %31 = load i32, i32* %6, align 4
  %32 = and i32 %31, 255
  %33 = call signext i32 %29(i32 noundef signext %30, i32 noundef signext %32)
  %34 = and i32 %33, 4095
  store i32 %34, i32* %7, align 4
  %35 = load i32, i32* %6, align 4
  %36 = and i32 %35, 1
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %40

38:                                               ; preds = %18
  %39 = load i32, i32* %9, align 4
  br label %42

40:                                               ; preds = %18
  %41 = load i32, i32* %10, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  %44 = load i32, i32* %8, align 4
  %45 = add i32 %44, %43
  store i32 %45, i32* %8, align 4
  %46 = load i32, i32* %9, align 4
  %47 = mul i32 %46, 3
  %48 = load i32, i32* %11, align 4
  %49 = add i32 %47, %48
  %50 = and i32 %49, 1048575
  store i32 %50, i32* %9, align 4
  %51 = load i32, i32* %8, align 4
  %52 = load i32, i32* %12, align 4
  %53 = add i32 %51, %52
  %54 = load i32, i32* %10, align 4
  %55 = xor i32 %54, %53
  store i32 %55, i32* %10, align 4
  %56 = load i32 (i32, i32)*, i32 (i32, i32)** %3, align 8
  %57 = load i32, i32* %11, align 4
  %58 = and i32 %57, 255
  %59 = load i32, i32* %12, align 4
  %60 = and i32 %59, 255
  %61 = call signext i32 %56(i32 noundef signext %58, i32 noundef signext %60)
  %62 = and i32 %61, 65535
  store i32 %62, i32* %11, align 4
  %63 = load i32, i32* %13, align 4
  %64 = load i32, i32* %12, align 4
  %65 = add i32 %64, %63
  store i32 %65, i32* %12, align 4
  br label %66

66:                                               ; preds = %42
  %67 = load i32, i32* %13, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %13, align 4
  br label %14, !llvm.loop !18

69:                                               ; preds = %14
  %70 = load i32, i32* %5, align 4
  %71 = zext i32 %70 to i64
  %72 = load i32, i32* %6, align 4
  %73 = zext i32 %72 to i64
  %74 = add nsw i64 %71, %73
  %75 = load i32, i32* %7, align 4
  %76 = zext i32 %75 to i64
  %77 = add nsw i64 %74, %76
  %78 = load i32, i32* %8, align 4
  %79 = zext i32 %78 to i64
  %80 = add nsw i64 %77, %79
  %81 = load i32, i32* %9, align 4
  %82 = zext i32 %81 to i64
  %83 = add nsw i64 %80, %82
  %84 = load i32, i32* %10, align 4
  %85 = zext i32 %84 to i64
  %86 = add nsw i64 %83, %85
  %87 = load i32, i32* %11, align 4
  %88 = zext i32 %87 to i64
  %89 = add nsw i64 %86, %88
  %90 = load i32, i32* %12, align 4
  %91 = zext i32 %90 to i64
  %92 = add nsw i64 %89, %91
  ret i64 %92
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @inc(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add i32 %3, 1
  %5 = call signext i32 @wrap(i32 noundef zeroext %4)
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @dbl(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul i32 %3, 2
  %5 = call signext i32 @wrap(i32 noundef zeroext %4)
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @sqr(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = mul i32 %3, %4
  %6 = call signext i32 @wrap(i32 noundef zeroext %5)
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @neg(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sub i32 0, %3
  %5 = call signext i32 @wrap(i32 noundef zeroext %4)
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @wrap(i32 noundef zeroext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @mul(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = mul i32 %5, %6
  %8 = call signext i32 @wrap(i32 noundef zeroext %7)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rect_area2(%struct.shape* noundef %0) #0 {
  %2 = alloca %struct.shape*, align 8
  store %struct.shape* %0, %struct.shape** %2, align 8
  %3 = load %struct.shape*, %struct.shape** %2, align 8
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 2, %6
  %8 = load %struct.shape*, %struct.shape** %2, align 8
  %9 = getelementptr inbounds %struct.shape, %struct.shape* %8, i32 0, i32 2
  %10 = load i32, i32* %9, align 4
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %7, %11
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rect_perim(%struct.shape* noundef %0) #0 {
  %2 = alloca %struct.shape*, align 8
  store %struct.shape* %0, %struct.shape** %2, align 8
  %3 = load %struct.shape*, %struct.shape** %2, align 8
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  %6 = load %struct.shape*, %struct.shape** %2, align 8
  %7 = getelementptr inbounds %struct.shape, %struct.shape* %6, i32 0, i32 2
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %5, %8
  %10 = sext i32 %9 to i64
  %11 = mul nsw i64 2, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @tri_area2(%struct.shape* noundef %0) #0 {
  %2 = alloca %struct.shape*, align 8
  store %struct.shape* %0, %struct.shape** %2, align 8
  %3 = load %struct.shape*, %struct.shape** %2, align 8
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  %6 = sext i32 %5 to i64
  %7 = load %struct.shape*, %struct.shape** %2, align 8
  %8 = getelementptr inbounds %struct.shape, %struct.shape* %7, i32 0, i32 2
  %9 = load i32, i32* %8, align 4
  %10 = sext i32 %9 to i64
  %11 = mul nsw i64 %6, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @tri_perim(%struct.shape* noundef %0) #0 {
  %2 = alloca %struct.shape*, align 8
  store %struct.shape* %0, %struct.shape** %2, align 8
  %3 = load %struct.shape*, %struct.shape** %2, align 8
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  %6 = sext i32 %5 to i64
  %7 = load %struct.shape*, %struct.shape** %2, align 8
  %8 = getelementptr inbounds %struct.shape, %struct.shape* %7, i32 0, i32 2
  %9 = load i32, i32* %8, align 4
  %10 = sext i32 %9 to i64
  %11 = add nsw i64 %6, %10
  %12 = load %struct.shape*, %struct.shape** %2, align 8
  %13 = getelementptr inbounds %struct.shape, %struct.shape* %12, i32 0, i32 3
  %14 = load i32, i32* %13, align 8
  %15 = sext i32 %14 to i64
  %16 = add nsw i64 %11, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sq_area2(%struct.shape* noundef %0) #0 {
  %2 = alloca %struct.shape*, align 8
  store %struct.shape* %0, %struct.shape** %2, align 8
  %3 = load %struct.shape*, %struct.shape** %2, align 8
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 2, %6
  %8 = load %struct.shape*, %struct.shape** %2, align 8
  %9 = getelementptr inbounds %struct.shape, %struct.shape* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 8
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %7, %11
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sq_perim(%struct.shape* noundef %0) #0 {
  %2 = alloca %struct.shape*, align 8
  store %struct.shape* %0, %struct.shape** %2, align 8
  %3 = load %struct.shape*, %struct.shape** %2, align 8
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 4, %6
  ret i64 %7
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
