; ModuleID = 'c/funcptr.c'
source_filename = "c/funcptr.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.shape_ops = type { i64 (%struct.shape*)*, i64 (%struct.shape*)*, i8* }
%struct.shape = type { %struct.shape_ops*, i32, i32, i32 }

@vseed = internal global i32 11, align 4
@.str = private unnamed_addr constant [39 x i8] c"after op %d: v[0]=%d v[7]=%d v[15]=%d\0A\00", align 1
@main.ops = internal constant [6 x i8] c"+-*Mx\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fold '%c' = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"evens=%d positives=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"compose: x=%d\0A\00", align 1
@main.dops = internal constant [3 x double (double, double)*] [double (double, double)* @dadd, double (double, double)* @dmul, double (double, double)* @dhyp], align 4
@.str.4 = private unnamed_addr constant [15 x i8] c"dblops: %.17g\0A\00", align 1
@main.kinds = internal constant [3 x %struct.shape_ops*] [%struct.shape_ops* @rect_ops, %struct.shape_ops* @tri_ops, %struct.shape_ops* @sq_ops], align 4
@rect_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @rect_area2, i64 (%struct.shape*)* @rect_perim, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0) }, align 4
@tri_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @tri_area2, i64 (%struct.shape*)* @tri_perim, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0) }, align 4
@sq_ops = internal constant %struct.shape_ops { i64 (%struct.shape*)* @sq_area2, i64 (%struct.shape*)* @sq_perim, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0) }, align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"%s: area2=%lld perim=%lld\0A\00", align 1
@main.bops = internal constant [4 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @sub, i32 (i32, i32)* @maxi, i32 (i32, i32)* @xori], align 4
@.str.6 = private unnamed_addr constant [30 x i8] c"pressure_indirect[%d] = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@pick_unop.table = internal constant [6 x i32 (i32)*] [i32 (i32)* @inc, i32 (i32)* @dbl, i32 (i32)* @sqr, i32 (i32)* @neg, i32 (i32)* @half, i32 (i32)* @collatz], align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"square\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32 (i32)*, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca [6 x %struct.shape], align 4
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

17:                                               ; preds = %27, %0
  %18 = load i32, i32* %5, align 4
  %19 = icmp slt i32 %18, 16
  br i1 %19, label %20, label %30

20:                                               ; preds = %17
  %21 = load i32, i32* %5, align 4
  %22 = load i32, i32* %2, align 4
  %23 = mul nsw i32 %21, %22
  %24 = sub nsw i32 %23, 50
  %25 = load i32, i32* %5, align 4
  %26 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %25
  store i32 %24, i32* %26, align 4
  br label %27

27:                                               ; preds = %20
  %28 = load i32, i32* %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %5, align 4
  br label %17, !llvm.loop !6

30:                                               ; preds = %17
  store i32 0, i32* %5, align 4
  br label %31

31:                                               ; preds = %57, %30
  %32 = load i32, i32* %5, align 4
  %33 = icmp slt i32 %32, 6
  br i1 %33, label %34, label %60

34:                                               ; preds = %31
  %35 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 0
  %36 = load i32, i32* %5, align 4
  %37 = load i32, i32* %2, align 4
  %38 = add nsw i32 %36, %37
  %39 = call i32 (i32)* @pick_unop(i32 noundef %38)
  call void @map(i32* noundef %35, i32 noundef 16, i32 (i32)* noundef %39)
  %40 = load i32, i32* %5, align 4
  %41 = load i32, i32* %2, align 4
  %42 = add nsw i32 %40, %41
  %43 = srem i32 %42, 6
  %44 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 0
  %45 = load i32, i32* %44, align 4
  %46 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 7
  %47 = load i32, i32* %46, align 4
  %48 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 15
  %49 = load i32, i32* %48, align 4
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i32 0, i32 0), i32 noundef %43, i32 noundef %45, i32 noundef %47, i32 noundef %49)
  %51 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 0
  call void @map(i32* noundef %51, i32 noundef 16, i32 (i32)* noundef @half)
  %52 = load i32, i32* %4, align 4
  %53 = mul i32 %52, 31
  %54 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 3
  %55 = load i32, i32* %54, align 4
  %56 = add i32 %53, %55
  store i32 %56, i32* %4, align 4
  br label %57

57:                                               ; preds = %34
  %58 = load i32, i32* %5, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %5, align 4
  br label %31, !llvm.loop !8

60:                                               ; preds = %31
  store i32 0, i32* %5, align 4
  br label %61

61:                                               ; preds = %81, %60
  %62 = load i32, i32* %5, align 4
  %63 = icmp slt i32 %62, 5
  br i1 %63, label %64, label %84

64:                                               ; preds = %61
  %65 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 0
  %66 = load i32, i32* %5, align 4
  %67 = load i32, i32* %5, align 4
  %68 = getelementptr inbounds [6 x i8], [6 x i8]* @main.ops, i32 0, i32 %67
  %69 = load i8, i8* %68, align 1
  %70 = call i32 (i32, i32)* @pick_binop(i8 noundef zeroext %69)
  %71 = call i32 @fold(i32* noundef %65, i32 noundef 16, i32 noundef %66, i32 (i32, i32)* noundef %70)
  store i32 %71, i32* %8, align 4
  %72 = load i32, i32* %5, align 4
  %73 = getelementptr inbounds [6 x i8], [6 x i8]* @main.ops, i32 0, i32 %72
  %74 = load i8, i8* %73, align 1
  %75 = zext i8 %74 to i32
  %76 = load i32, i32* %8, align 4
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef %75, i32 noundef %76)
  %78 = load i32, i32* %8, align 4
  %79 = load i32, i32* %4, align 4
  %80 = add i32 %79, %78
  store i32 %80, i32* %4, align 4
  br label %81

81:                                               ; preds = %64
  %82 = load i32, i32* %5, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, i32* %5, align 4
  br label %61, !llvm.loop !9

84:                                               ; preds = %61
  %85 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 0
  %86 = call i32 @count_if(i32* noundef %85, i32 noundef 16, i32 (i32)* noundef @is_even)
  %87 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 0
  %88 = call i32 @count_if(i32* noundef %87, i32 noundef 16, i32 (i32)* noundef @is_pos)
  %89 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i32 0, i32 0), i32 noundef %86, i32 noundef %88)
  %90 = load i32, i32* %2, align 4
  %91 = add nsw i32 27, %90
  %92 = sub nsw i32 %91, 11
  store i32 %92, i32* %6, align 4
  store i32 (i32)* @collatz, i32 (i32)** %7, align 4
  store i32 0, i32* %5, align 4
  br label %93

93:                                               ; preds = %99, %84
  %94 = load i32, i32* %5, align 4
  %95 = icmp slt i32 %94, 40
  br i1 %95, label %96, label %102

96:                                               ; preds = %93
  %97 = load i32 (i32)*, i32 (i32)** %7, align 4
  %98 = call i32 (i32)* @compose_step(i32 (i32)* noundef %97, i32* noundef %6)
  store i32 (i32)* %98, i32 (i32)** %7, align 4
  br label %99

99:                                               ; preds = %96
  %100 = load i32, i32* %5, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, i32* %5, align 4
  br label %93, !llvm.loop !10

102:                                              ; preds = %93
  %103 = load i32, i32* %6, align 4
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %103)
  %105 = load i32, i32* %6, align 4
  %106 = load i32, i32* %4, align 4
  %107 = xor i32 %106, %105
  store i32 %107, i32* %4, align 4
  store double 5.000000e-01, double* %9, align 8
  store i32 0, i32* %5, align 4
  br label %108

108:                                              ; preds = %123, %102
  %109 = load i32, i32* %5, align 4
  %110 = icmp slt i32 %109, 12
  br i1 %110, label %111, label %126

111:                                              ; preds = %108
  %112 = load i32, i32* %5, align 4
  %113 = srem i32 %112, 3
  %114 = getelementptr inbounds [3 x double (double, double)*], [3 x double (double, double)*]* @main.dops, i32 0, i32 %113
  %115 = load double (double, double)*, double (double, double)** %114, align 4
  %116 = load double, double* %9, align 8
  %117 = load i32, i32* %5, align 4
  %118 = load i32, i32* %2, align 4
  %119 = add nsw i32 %117, %118
  %120 = sitofp i32 %119 to double
  %121 = fmul double %120, 1.250000e-01
  %122 = call double %115(double noundef %116, double noundef %121)
  store double %122, double* %9, align 8
  br label %123

123:                                              ; preds = %111
  %124 = load i32, i32* %5, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, i32* %5, align 4
  br label %108, !llvm.loop !11

126:                                              ; preds = %108
  %127 = load double, double* %9, align 8
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i32 0, i32 0), double noundef %127)
  %129 = load double, double* %9, align 8
  %130 = fptosi double %129 to i64
  %131 = trunc i64 %130 to i32
  %132 = load i32, i32* %4, align 4
  %133 = add i32 %132, %131
  store i32 %133, i32* %4, align 4
  store i64 0, i64* %11, align 8
  store i64 0, i64* %12, align 8
  store i32 0, i32* %5, align 4
  br label %134

134:                                              ; preds = %162, %126
  %135 = load i32, i32* %5, align 4
  %136 = icmp slt i32 %135, 6
  br i1 %136, label %137, label %165

137:                                              ; preds = %134
  %138 = load i32, i32* %5, align 4
  %139 = load i32, i32* %2, align 4
  %140 = mul nsw i32 %138, %139
  %141 = srem i32 %140, 3
  %142 = getelementptr inbounds [3 x %struct.shape_ops*], [3 x %struct.shape_ops*]* @main.kinds, i32 0, i32 %141
  %143 = load %struct.shape_ops*, %struct.shape_ops** %142, align 4
  %144 = load i32, i32* %5, align 4
  %145 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i32 0, i32 %144
  %146 = getelementptr inbounds %struct.shape, %struct.shape* %145, i32 0, i32 0
  store %struct.shape_ops* %143, %struct.shape_ops** %146, align 4
  %147 = load i32, i32* %5, align 4
  %148 = add nsw i32 %147, 3
  %149 = load i32, i32* %5, align 4
  %150 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i32 0, i32 %149
  %151 = getelementptr inbounds %struct.shape, %struct.shape* %150, i32 0, i32 1
  store i32 %148, i32* %151, align 4
  %152 = load i32, i32* %5, align 4
  %153 = add nsw i32 %152, 4
  %154 = load i32, i32* %5, align 4
  %155 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i32 0, i32 %154
  %156 = getelementptr inbounds %struct.shape, %struct.shape* %155, i32 0, i32 2
  store i32 %153, i32* %156, align 4
  %157 = load i32, i32* %5, align 4
  %158 = add nsw i32 %157, 5
  %159 = load i32, i32* %5, align 4
  %160 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i32 0, i32 %159
  %161 = getelementptr inbounds %struct.shape, %struct.shape* %160, i32 0, i32 3
  store i32 %158, i32* %161, align 4
  br label %162

162:                                              ; preds = %137
  %163 = load i32, i32* %5, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, i32* %5, align 4
  br label %134, !llvm.loop !12

165:                                              ; preds = %134
  store i32 0, i32* %5, align 4
  br label %166

166:                                              ; preds = %203, %165
  %167 = load i32, i32* %5, align 4
  %168 = icmp slt i32 %167, 6
  br i1 %168, label %169, label %206

169:                                              ; preds = %166
  %170 = load i32, i32* %5, align 4
  %171 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i32 0, i32 %170
  %172 = getelementptr inbounds %struct.shape, %struct.shape* %171, i32 0, i32 0
  %173 = load %struct.shape_ops*, %struct.shape_ops** %172, align 4
  %174 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %173, i32 0, i32 0
  %175 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %174, align 4
  %176 = load i32, i32* %5, align 4
  %177 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i32 0, i32 %176
  %178 = call i64 %175(%struct.shape* noundef %177)
  store i64 %178, i64* %13, align 8
  %179 = load i32, i32* %5, align 4
  %180 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i32 0, i32 %179
  %181 = getelementptr inbounds %struct.shape, %struct.shape* %180, i32 0, i32 0
  %182 = load %struct.shape_ops*, %struct.shape_ops** %181, align 4
  %183 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %182, i32 0, i32 1
  %184 = load i64 (%struct.shape*)*, i64 (%struct.shape*)** %183, align 4
  %185 = load i32, i32* %5, align 4
  %186 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i32 0, i32 %185
  %187 = call i64 %184(%struct.shape* noundef %186)
  store i64 %187, i64* %14, align 8
  %188 = load i32, i32* %5, align 4
  %189 = getelementptr inbounds [6 x %struct.shape], [6 x %struct.shape]* %10, i32 0, i32 %188
  %190 = getelementptr inbounds %struct.shape, %struct.shape* %189, i32 0, i32 0
  %191 = load %struct.shape_ops*, %struct.shape_ops** %190, align 4
  %192 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %191, i32 0, i32 2
  %193 = load i8*, i8** %192, align 4
  %194 = load i64, i64* %13, align 8
  %195 = load i64, i64* %14, align 8
  %196 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i8* noundef %193, i64 noundef %194, i64 noundef %195)
  %197 = load i64, i64* %13, align 8
  %198 = load i64, i64* %11, align 8
  %199 = add nsw i64 %198, %197
  store i64 %199, i64* %11, align 8
  %200 = load i64, i64* %14, align 8
  %201 = load i64, i64* %12, align 8
  %202 = add nsw i64 %201, %200
  store i64 %202, i64* %12, align 8
  br label %203

203:                                              ; preds = %169
  %204 = load i32, i32* %5, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, i32* %5, align 4
  br label %166, !llvm.loop !13

206:                                              ; preds = %166
  %207 = load i64, i64* %11, align 8
  %208 = mul nsw i64 %207, 7
  %209 = load i64, i64* %12, align 8
  %210 = add nsw i64 %208, %209
  %211 = trunc i64 %210 to i32
  %212 = load i32, i32* %4, align 4
  %213 = add i32 %212, %211
  store i32 %213, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %214

214:                                              ; preds = %232, %206
  %215 = load i32, i32* %5, align 4
  %216 = icmp slt i32 %215, 4
  br i1 %216, label %217, label %235

217:                                              ; preds = %214
  %218 = load i32, i32* %5, align 4
  %219 = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @main.bops, i32 0, i32 %218
  %220 = load i32 (i32, i32)*, i32 (i32, i32)** %219, align 4
  %221 = load i32, i32* %2, align 4
  %222 = add nsw i32 200, %221
  %223 = call i64 @pressure_indirect(i32 (i32, i32)* noundef %220, i32 noundef %222)
  store i64 %223, i64* %15, align 8
  %224 = load i32, i32* %5, align 4
  %225 = load i64, i64* %15, align 8
  %226 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i32 0, i32 0), i32 noundef %224, i64 noundef %225)
  %227 = load i32, i32* %4, align 4
  %228 = mul i32 %227, 5
  %229 = load i64, i64* %15, align 8
  %230 = trunc i64 %229 to i32
  %231 = add i32 %228, %230
  store i32 %231, i32* %4, align 4
  br label %232

232:                                              ; preds = %217
  %233 = load i32, i32* %5, align 4
  %234 = add nsw i32 %233, 1
  store i32 %234, i32* %5, align 4
  br label %214, !llvm.loop !14

235:                                              ; preds = %214
  %236 = load i32, i32* %4, align 4
  %237 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef %236)
  %238 = load i32, i32* %4, align 4
  %239 = and i32 %238, 127
  ret i32 %239
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @map(i32* noundef %0, i32 noundef %1, i32 (i32)* noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32 (i32)*, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 (i32)* %2, i32 (i32)** %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %22, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %8
  %13 = load i32 (i32)*, i32 (i32)** %6, align 4
  %14 = load i32*, i32** %4, align 4
  %15 = load i32, i32* %7, align 4
  %16 = getelementptr inbounds i32, i32* %14, i32 %15
  %17 = load i32, i32* %16, align 4
  %18 = call i32 %13(i32 noundef %17)
  %19 = load i32*, i32** %4, align 4
  %20 = load i32, i32* %7, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  store i32 %18, i32* %21, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %7, align 4
  br label %8, !llvm.loop !15

25:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32)* @pick_unop(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = srem i32 %3, 6
  %5 = getelementptr inbounds [6 x i32 (i32)*], [6 x i32 (i32)*]* @pick_unop.table, i32 0, i32 %4
  %6 = load i32 (i32)*, i32 (i32)** %5, align 4
  ret i32 (i32)* %6
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @half(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sdiv i32 %3, 2
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fold(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i32, i32)* noundef %3) #0 {
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i32, i32)*, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 (i32, i32)* %3, i32 (i32, i32)** %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %22, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load i32 (i32, i32)*, i32 (i32, i32)** %8, align 4
  %16 = load i32, i32* %7, align 4
  %17 = load i32*, i32** %5, align 4
  %18 = load i32, i32* %9, align 4
  %19 = getelementptr inbounds i32, i32* %17, i32 %18
  %20 = load i32, i32* %19, align 4
  %21 = call i32 %15(i32 noundef %16, i32 noundef %20)
  store i32 %21, i32* %7, align 4
  br label %22

22:                                               ; preds = %14
  %23 = load i32, i32* %9, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %9, align 4
  br label %10, !llvm.loop !16

25:                                               ; preds = %10
  %26 = load i32, i32* %7, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32, i32)* @pick_binop(i8 noundef zeroext %0) #0 {
  %2 = alloca i32 (i32, i32)*, align 4
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
  store i32 (i32, i32)* @add, i32 (i32, i32)** %2, align 4
  br label %11

7:                                                ; preds = %1
  store i32 (i32, i32)* @sub, i32 (i32, i32)** %2, align 4
  br label %11

8:                                                ; preds = %1
  store i32 (i32, i32)* @mul, i32 (i32, i32)** %2, align 4
  br label %11

9:                                                ; preds = %1
  store i32 (i32, i32)* @maxi, i32 (i32, i32)** %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 (i32, i32)* @xori, i32 (i32, i32)** %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6
  %12 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 4
  ret i32 (i32, i32)* %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_if(i32* noundef %0, i32 noundef %1, i32 (i32)* noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32 (i32)*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 (i32)* %2, i32 (i32)** %6, align 4
  store i32 0, i32* %8, align 4
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %25, %3
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %28

13:                                               ; preds = %9
  %14 = load i32 (i32)*, i32 (i32)** %6, align 4
  %15 = load i32*, i32** %4, align 4
  %16 = load i32, i32* %7, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = call i32 %14(i32 noundef %18)
  %20 = icmp ne i32 %19, 0
  %21 = zext i1 %20 to i64
  %22 = select i1 %20, i32 1, i32 0
  %23 = load i32, i32* %8, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, i32* %8, align 4
  br label %25

25:                                               ; preds = %13
  %26 = load i32, i32* %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %7, align 4
  br label %9, !llvm.loop !17

28:                                               ; preds = %9
  %29 = load i32, i32* %8, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_pos(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @collatz(i32 noundef %0) #0 {
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
  %10 = call i32 @wrap(i32 noundef %9)
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
  %3 = alloca i32 (i32)*, align 4
  %4 = alloca i32*, align 4
  store i32 (i32)* %0, i32 (i32)** %3, align 4
  store i32* %1, i32** %4, align 4
  %5 = load i32 (i32)*, i32 (i32)** %3, align 4
  %6 = load i32*, i32** %4, align 4
  %7 = load i32, i32* %6, align 4
  %8 = call i32 %5(i32 noundef %7)
  %9 = load i32*, i32** %4, align 4
  store i32 %8, i32* %9, align 4
  %10 = load i32 (i32)*, i32 (i32)** %3, align 4
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
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = add i32 %5, %6
  %8 = call i32 @wrap(i32 noundef %7)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sub i32 %5, %6
  %8 = call i32 @wrap(i32 noundef %7)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @maxi(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i32 @xori(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i64 @pressure_indirect(i32 (i32, i32)* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32 (i32, i32)*, align 4
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
  store i32 (i32, i32)* %0, i32 (i32, i32)** %3, align 4
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
  %19 = load i32 (i32, i32)*, i32 (i32, i32)** %3, align 4
  %20 = load i32, i32* %5, align 4
  %21 = load i32, i32* %13, align 4
  %22 = call i32 %19(i32 noundef %20, i32 noundef %21)
  %23 = and i32 %22, 65535
  store i32 %23, i32* %5, align 4
  %24 = load i32, i32* %5, align 4
  %25 = load i32, i32* %7, align 4
  %26 = xor i32 %24, %25
  %27 = load i32, i32* %6, align 4
  %28 = add i32 %27, %26
  store i32 %28, i32* %6, align 4
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %3, align 4
  %30 = load i32, i32* %7, align 4
  %31 = load i32, i32* %6, align 4
  %32 = and i32 %31, 255
  %33 = call i32 %29(i32 noundef %30, i32 noundef %32)
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
  %56 = load i32 (i32, i32)*, i32 (i32, i32)** %3, align 4
  %57 = load i32, i32* %11, align 4
  %58 = and i32 %57, 255
  %59 = load i32, i32* %12, align 4
  %60 = and i32 %59, 255
  %61 = call i32 %56(i32 noundef %58, i32 noundef %60)
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
define internal i32 @inc(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add i32 %3, 1
  %5 = call i32 @wrap(i32 noundef %4)
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dbl(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul i32 %3, 2
  %5 = call i32 @wrap(i32 noundef %4)
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sqr(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = mul i32 %3, %4
  %6 = call i32 @wrap(i32 noundef %5)
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @neg(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sub i32 0, %3
  %5 = call i32 @wrap(i32 noundef %4)
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @wrap(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = mul i32 %5, %6
  %8 = call i32 @wrap(i32 noundef %7)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rect_area2(%struct.shape* noundef %0) #0 {
  %2 = alloca %struct.shape*, align 4
  store %struct.shape* %0, %struct.shape** %2, align 4
  %3 = load %struct.shape*, %struct.shape** %2, align 4
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 2, %6
  %8 = load %struct.shape*, %struct.shape** %2, align 4
  %9 = getelementptr inbounds %struct.shape, %struct.shape* %8, i32 0, i32 2
  %10 = load i32, i32* %9, align 4
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %7, %11
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rect_perim(%struct.shape* noundef %0) #0 {
  %2 = alloca %struct.shape*, align 4
  store %struct.shape* %0, %struct.shape** %2, align 4
  %3 = load %struct.shape*, %struct.shape** %2, align 4
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = load %struct.shape*, %struct.shape** %2, align 4
  %7 = getelementptr inbounds %struct.shape, %struct.shape* %6, i32 0, i32 2
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %5, %8
  %10 = sext i32 %9 to i64
  %11 = mul nsw i64 2, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @tri_area2(%struct.shape* noundef %0) #0 {
  %2 = alloca %struct.shape*, align 4
  store %struct.shape* %0, %struct.shape** %2, align 4
  %3 = load %struct.shape*, %struct.shape** %2, align 4
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = sext i32 %5 to i64
  %7 = load %struct.shape*, %struct.shape** %2, align 4
  %8 = getelementptr inbounds %struct.shape, %struct.shape* %7, i32 0, i32 2
  %9 = load i32, i32* %8, align 4
  %10 = sext i32 %9 to i64
  %11 = mul nsw i64 %6, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @tri_perim(%struct.shape* noundef %0) #0 {
  %2 = alloca %struct.shape*, align 4
  store %struct.shape* %0, %struct.shape** %2, align 4
  %3 = load %struct.shape*, %struct.shape** %2, align 4
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = sext i32 %5 to i64
  %7 = load %struct.shape*, %struct.shape** %2, align 4
  %8 = getelementptr inbounds %struct.shape, %struct.shape* %7, i32 0, i32 2
  %9 = load i32, i32* %8, align 4
  %10 = sext i32 %9 to i64
  %11 = add nsw i64 %6, %10
  %12 = load %struct.shape*, %struct.shape** %2, align 4
  %13 = getelementptr inbounds %struct.shape, %struct.shape* %12, i32 0, i32 3
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = add nsw i64 %11, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sq_area2(%struct.shape* noundef %0) #0 {
  %2 = alloca %struct.shape*, align 4
  store %struct.shape* %0, %struct.shape** %2, align 4
  %3 = load %struct.shape*, %struct.shape** %2, align 4
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 2, %6
  %8 = load %struct.shape*, %struct.shape** %2, align 4
  %9 = getelementptr inbounds %struct.shape, %struct.shape* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %7, %11
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sq_perim(%struct.shape* noundef %0) #0 {
  %2 = alloca %struct.shape*, align 4
  store %struct.shape* %0, %struct.shape** %2, align 4
  %3 = load %struct.shape*, %struct.shape** %2, align 4
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 4, %6
  ret i64 %7
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
