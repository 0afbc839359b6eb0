; ModuleID = 'c/pressure_loop.c'
source_filename = "c/pressure_loop.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@seed_input = internal global i32 19088743, align 4
@lcg_state = internal global i32 0, align 4
@data = internal global [3000 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [12 x i8] c"a%d = %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"int_pressure = %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"wide_pressure = %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"s%d = %.17g\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"fp_pressure = %.17g\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [24 x i32], align 4
  %3 = alloca [18 x double], align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %7, align 4
  %9 = load volatile i32, i32* @seed_input, align 4
  store i32 %9, i32* @lcg_state, align 4
  store i32 0, i32* %8, align 4
  br label %10

10:                                               ; preds = %17, %0
  %11 = load i32, i32* %8, align 4
  %12 = icmp slt i32 %11, 3000
  br i1 %12, label %13, label %20

13:                                               ; preds = %10
  %14 = call i32 @lcg()
  %15 = load i32, i32* %8, align 4
  %16 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i32 0, i32 %15
  store i32 %14, i32* %16, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i32, i32* %8, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %8, align 4
  br label %10, !llvm.loop !6

20:                                               ; preds = %10
  %21 = getelementptr inbounds [24 x i32], [24 x i32]* %2, i32 0, i32 0
  %22 = call i32 @int_pressure(i32* noundef getelementptr inbounds ([3000 x i32], [3000 x i32]* @data, i32 0, i32 0), i32 noundef 3000, i32* noundef %21)
  store i32 %22, i32* %4, align 4
  store i32 0, i32* %8, align 4
  br label %23

23:                                               ; preds = %38, %20
  %24 = load i32, i32* %8, align 4
  %25 = icmp slt i32 %24, 24
  br i1 %25, label %26, label %41

26:                                               ; preds = %23
  %27 = load i32, i32* %8, align 4
  %28 = load i32, i32* %8, align 4
  %29 = getelementptr inbounds [24 x i32], [24 x i32]* %2, i32 0, i32 %28
  %30 = load i32, i32* %29, align 4
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i32 noundef %27, i32 noundef %30)
  %32 = load i32, i32* %7, align 4
  %33 = mul i32 %32, 33
  %34 = load i32, i32* %8, align 4
  %35 = getelementptr inbounds [24 x i32], [24 x i32]* %2, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4
  %37 = add i32 %33, %36
  store i32 %37, i32* %7, align 4
  br label %38

38:                                               ; preds = %26
  %39 = load i32, i32* %8, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %8, align 4
  br label %23, !llvm.loop !8

41:                                               ; preds = %23
  %42 = load i32, i32* %4, align 4
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef %42)
  %44 = call i64 @wide_pressure(i32* noundef getelementptr inbounds ([3000 x i32], [3000 x i32]* @data, i32 0, i32 0), i32 noundef 3000)
  store i64 %44, i64* %5, align 8
  %45 = load i64, i64* %5, align 8
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.2, i32 0, i32 0), i64 noundef %45)
  %47 = load i64, i64* %5, align 8
  %48 = trunc i64 %47 to i32
  %49 = load i64, i64* %5, align 8
  %50 = lshr i64 %49, 32
  %51 = trunc i64 %50 to i32
  %52 = xor i32 %48, %51
  %53 = load i32, i32* %7, align 4
  %54 = xor i32 %53, %52
  store i32 %54, i32* %7, align 4
  %55 = getelementptr inbounds [18 x double], [18 x double]* %3, i32 0, i32 0
  %56 = call double @fp_pressure(i32* noundef getelementptr inbounds ([3000 x i32], [3000 x i32]* @data, i32 0, i32 0), i32 noundef 3000, double* noundef %55)
  store double %56, double* %6, align 8
  store i32 0, i32* %8, align 4
  br label %57

57:                                               ; preds = %66, %41
  %58 = load i32, i32* %8, align 4
  %59 = icmp slt i32 %58, 18
  br i1 %59, label %60, label %69

60:                                               ; preds = %57
  %61 = load i32, i32* %8, align 4
  %62 = load i32, i32* %8, align 4
  %63 = getelementptr inbounds [18 x double], [18 x double]* %3, i32 0, i32 %62
  %64 = load double, double* %63, align 8
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %61, double noundef %64)
  br label %66

66:                                               ; preds = %60
  %67 = load i32, i32* %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %8, align 4
  br label %57, !llvm.loop !9

69:                                               ; preds = %57
  %70 = load double, double* %6, align 8
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i32 0, i32 0), double noundef %70)
  %72 = load double, double* %6, align 8
  %73 = fmul double %72, 1.000000e+03
  %74 = fptosi double %73 to i64
  %75 = trunc i64 %74 to i32
  %76 = load i32, i32* %7, align 4
  %77 = add i32 %76, %75
  store i32 %77, i32* %7, align 4
  %78 = load i32, i32* %7, align 4
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i32 noundef %78)
  %80 = load i32, i32* %7, align 4
  %81 = and i32 %80, 127
  ret i32 %81
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcg() #0 {
  %1 = load i32, i32* @lcg_state, align 4
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, i32* @lcg_state, align 4
  %4 = load i32, i32* @lcg_state, align 4
  %5 = lshr i32 %4, 7
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @int_pressure(i32* noundef %0, i32 noundef %1, i32* noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32* %2, i32** %6, align 4
  store i32 1, i32* %7, align 4
  store i32 2, i32* %8, align 4
  store i32 3, i32* %9, align 4
  store i32 5, i32* %10, align 4
  store i32 7, i32* %11, align 4
  store i32 11, i32* %12, align 4
  store i32 13, i32* %13, align 4
  store i32 17, i32* %14, align 4
  store i32 19, i32* %15, align 4
  store i32 23, i32* %16, align 4
  store i32 29, i32* %17, align 4
  store i32 31, i32* %18, align 4
  store i32 37, i32* %19, align 4
  store i32 41, i32* %20, align 4
  store i32 43, i32* %21, align 4
  store i32 -1, i32* %22, align 4
  store i32 53, i32* %23, align 4
  store i32 59, i32* %24, align 4
  store i32 61, i32* %25, align 4
  store i32 67, i32* %26, align 4
  store i32 71, i32* %27, align 4
  store i32 73, i32* %28, align 4
  store i32 79, i32* %29, align 4
  store i32 83, i32* %30, align 4
  store i32 0, i32* %31, align 4
  br label %33

33:                                               ; preds = %215, %3
  %34 = load i32, i32* %31, align 4
  %35 = load i32, i32* %5, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %218

37:                                               ; preds = %33
  %38 = load i32*, i32** %4, align 4
  %39 = load i32, i32* %31, align 4
  %40 = getelementptr inbounds i32, i32* %38, i32 %39
  %41 = load i32, i32* %40, align 4
  store i32 %41, i32* %32, align 4
  %42 = load i32, i32* %32, align 4
  %43 = load i32, i32* %7, align 4
  %44 = add i32 %43, %42
  store i32 %44, i32* %7, align 4
  %45 = load i32, i32* %32, align 4
  %46 = load i32, i32* %7, align 4
  %47 = add i32 %45, %46
  %48 = load i32, i32* %8, align 4
  %49 = xor i32 %48, %47
  store i32 %49, i32* %8, align 4
  %50 = load i32, i32* %9, align 4
  %51 = mul i32 %50, 31
  %52 = load i32, i32* %32, align 4
  %53 = and i32 %52, 255
  %54 = add i32 %51, %53
  store i32 %54, i32* %9, align 4
  %55 = load i32, i32* %10, align 4
  %56 = call i32 @rotl32(i32 noundef %55, i32 noundef 3)
  %57 = load i32, i32* %32, align 4
  %58 = xor i32 %56, %57
  store i32 %58, i32* %10, align 4
  %59 = load i32, i32* %32, align 4
  %60 = and i32 %59, 1
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %62, label %70

62:                                               ; preds = %37
  %63 = load i32, i32* %8, align 4
  %64 = load i32, i32* %11, align 4
  %65 = add i32 %64, %63
  store i32 %65, i32* %11, align 4
  %66 = load i32, i32* %32, align 4
  %67 = lshr i32 %66, 3
  %68 = load i32, i32* %12, align 4
  %69 = sub i32 %68, %67
  store i32 %69, i32* %12, align 4
  br label %78

70:                                               ; preds = %37
  %71 = load i32, i32* %9, align 4
  %72 = load i32, i32* %11, align 4
  %73 = sub i32 %72, %71
  store i32 %73, i32* %11, align 4
  %74 = load i32, i32* %10, align 4
  %75 = and i32 %74, 4095
  %76 = load i32, i32* %12, align 4
  %77 = add i32 %76, %75
  store i32 %77, i32* %12, align 4
  br label %78

78:                                               ; preds = %70, %62
  %79 = load i32, i32* %13, align 4
  %80 = load i32, i32* %32, align 4
  %81 = icmp ugt i32 %79, %80
  br i1 %81, label %82, label %86

82:                                               ; preds = %78
  %83 = load i32, i32* %13, align 4
  %84 = load i32, i32* %32, align 4
  %85 = sub i32 %83, %84
  br label %90

86:                                               ; preds = %78
  %87 = load i32, i32* %32, align 4
  %88 = load i32, i32* %13, align 4
  %89 = sub i32 %87, %88
  br label %90

90:                                               ; preds = %86, %82
  %91 = phi i32 [ %85, %82 ], [ %89, %86 ]
  store i32 %91, i32* %13, align 4
  %92 = load i32, i32* %32, align 4
  %93 = urem i32 %92, 7
  %94 = load i32, i32* %13, align 4
  %95 = and i32 %94, 65535
  %96 = mul i32 %93, %95
  %97 = load i32, i32* %14, align 4
  %98 = add i32 %97, %96
  store i32 %98, i32* %14, align 4
  %99 = load i32, i32* %32, align 4
  %100 = and i32 %99, 3
  switch i32 %100, label %114 [
    i32 0, label %101
    i32 1, label %105
    i32 2, label %109
  ]

101:                                              ; preds = %90
  %102 = load i32, i32* %14, align 4
  %103 = load i32, i32* %15, align 4
  %104 = add i32 %103, %102
  store i32 %104, i32* %15, align 4
  br label %121

105:                                              ; preds = %90
  %106 = load i32, i32* %15, align 4
  %107 = load i32, i32* %16, align 4
  %108 = xor i32 %107, %106
  store i32 %108, i32* %16, align 4
  br label %121

109:                                              ; preds = %90
  %110 = load i32, i32* %16, align 4
  %111 = lshr i32 %110, 2
  %112 = load i32, i32* %17, align 4
  %113 = sub i32 %112, %111
  store i32 %113, i32* %17, align 4
  br label %121

114:                                              ; preds = %90
  %115 = load i32, i32* %18, align 4
  %116 = load i32, i32* %17, align 4
  %117 = xor i32 %115, %116
  %118 = load i32, i32* %32, align 4
  %119 = lshr i32 %118, 20
  %120 = call i32 @rotl32(i32 noundef %117, i32 noundef %119)
  store i32 %120, i32* %18, align 4
  br label %121

121:                                              ; preds = %114, %109, %105, %101
  %122 = load i32, i32* %32, align 4
  %123 = lshr i32 %122, 16
  %124 = load i32, i32* %19, align 4
  %125 = and i32 %124, 255
  %126 = mul i32 %123, %125
  %127 = add i32 %126, 1
  %128 = load i32, i32* %19, align 4
  %129 = add i32 %128, %127
  store i32 %129, i32* %19, align 4
  %130 = load i32, i32* %20, align 4
  %131 = load i32, i32* %19, align 4
  %132 = xor i32 %130, %131
  %133 = load i32, i32* %31, align 4
  %134 = add i32 %132, %133
  store i32 %134, i32* %20, align 4
  %135 = load i32, i32* %32, align 4
  %136 = load i32, i32* %21, align 4
  %137 = icmp ugt i32 %135, %136
  br i1 %137, label %138, label %140

138:                                              ; preds = %121
  %139 = load i32, i32* %32, align 4
  br label %143

140:                                              ; preds = %121
  %141 = load i32, i32* %21, align 4
  %142 = add i32 %141, 1
  br label %143

143:                                              ; preds = %140, %138
  %144 = phi i32 [ %139, %138 ], [ %142, %140 ]
  store i32 %144, i32* %21, align 4
  %145 = load i32, i32* %32, align 4
  %146 = load i32, i32* %22, align 4
  %147 = icmp ult i32 %145, %146
  br i1 %147, label %148, label %150

148:                                              ; preds = %143
  %149 = load i32, i32* %32, align 4
  br label %152

150:                                              ; preds = %143
  %151 = load i32, i32* %22, align 4
  br label %152

152:                                              ; preds = %150, %148
  %153 = phi i32 [ %149, %148 ], [ %151, %150 ]
  store i32 %153, i32* %22, align 4
  %154 = load i32, i32* %22, align 4
  %155 = load i32, i32* %21, align 4
  %156 = xor i32 %154, %155
  %157 = load i32, i32* %23, align 4
  %158 = add i32 %157, %156
  store i32 %158, i32* %23, align 4
  %159 = load i32, i32* %24, align 4
  %160 = mul i32 %159, 5
  %161 = load i32, i32* %23, align 4
  %162 = lshr i32 %161, 5
  %163 = add i32 %160, %162
  store i32 %163, i32* %24, align 4
  %164 = load i32, i32* %32, align 4
  %165 = lshr i32 %164, 4
  %166 = urem i32 %165, 5
  %167 = icmp eq i32 %166, 0
  br i1 %167, label %168, label %172

168:                                              ; preds = %152
  %169 = load i32, i32* %24, align 4
  %170 = load i32, i32* %25, align 4
  %171 = add i32 %170, %169
  store i32 %171, i32* %25, align 4
  br label %176

172:                                              ; preds = %152
  %173 = load i32, i32* %7, align 4
  %174 = load i32, i32* %25, align 4
  %175 = xor i32 %174, %173
  store i32 %175, i32* %25, align 4
  br label %176

176:                                              ; preds = %172, %168
  %177 = load i32, i32* %25, align 4
  %178 = and i32 %177, 1
  %179 = icmp ne i32 %178, 0
  br i1 %179, label %180, label %182

180:                                              ; preds = %176
  %181 = load i32, i32* %10, align 4
  br label %184

182:                                              ; preds = %176
  %183 = load i32, i32* %12, align 4
  br label %184

184:                                              ; preds = %182, %180
  %185 = phi i32 [ %181, %180 ], [ %183, %182 ]
  %186 = load i32, i32* %26, align 4
  %187 = add i32 %186, %185
  store i32 %187, i32* %26, align 4
  %188 = load i32, i32* %27, align 4
  %189 = load i32, i32* %26, align 4
  %190 = lshr i32 %189, 3
  %191 = sub i32 %188, %190
  %192 = load i32, i32* %11, align 4
  %193 = add i32 %191, %192
  store i32 %193, i32* %27, align 4
  %194 = load i32, i32* %27, align 4
  %195 = load i32, i32* %31, align 4
  %196 = call i32 @rotl32(i32 noundef %194, i32 noundef %195)
  %197 = load i32, i32* %28, align 4
  %198 = xor i32 %197, %196
  store i32 %198, i32* %28, align 4
  %199 = load i32, i32* %28, align 4
  %200 = load i32, i32* %20, align 4
  %201 = add i32 %199, %200
  %202 = load i32, i32* %29, align 4
  %203 = add i32 %202, %201
  store i32 %203, i32* %29, align 4
  %204 = load i32, i32* %30, align 4
  %205 = load i32, i32* %29, align 4
  %206 = add i32 %204, %205
  %207 = mul i32 %206, -1640531535
  store i32 %207, i32* %30, align 4
  %208 = load i32, i32* %32, align 4
  %209 = icmp ugt i32 %208, 33550336
  br i1 %209, label %210, label %214

210:                                              ; preds = %184
  %211 = load i32, i32* %30, align 4
  %212 = load i32, i32* %7, align 4
  %213 = xor i32 %212, %211
  store i32 %213, i32* %7, align 4
  br label %214

214:                                              ; preds = %210, %184
  br label %215

215:                                              ; preds = %214
  %216 = load i32, i32* %31, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, i32* %31, align 4
  br label %33, !llvm.loop !10

218:                                              ; preds = %33
  %219 = load i32, i32* %7, align 4
  %220 = load i32*, i32** %6, align 4
  %221 = getelementptr inbounds i32, i32* %220, i32 0
  store i32 %219, i32* %221, align 4
  %222 = load i32, i32* %8, align 4
  %223 = load i32*, i32** %6, align 4
  %224 = getelementptr inbounds i32, i32* %223, i32 1
  store i32 %222, i32* %224, align 4
  %225 = load i32, i32* %9, align 4
  %226 = load i32*, i32** %6, align 4
  %227 = getelementptr inbounds i32, i32* %226, i32 2
  store i32 %225, i32* %227, align 4
  %228 = load i32, i32* %10, align 4
  %229 = load i32*, i32** %6, align 4
  %230 = getelementptr inbounds i32, i32* %229, i32 3
  store i32 %228, i32* %230, align 4
  %231 = load i32, i32* %11, align 4
  %232 = load i32*, i32** %6, align 4
  %233 = getelementptr inbounds i32, i32* %232, i32 4
  store i32 %231, i32* %233, align 4
  %234 = load i32, i32* %12, align 4
  %235 = load i32*, i32** %6, align 4
  %236 = getelementptr inbounds i32, i32* %235, i32 5
  store i32 %234, i32* %236, align 4
  %237 = load i32, i32* %13, align 4
  %238 = load i32*, i32** %6, align 4
  %239 = getelementptr inbounds i32, i32* %238, i32 6
  store i32 %237, i32* %239, align 4
  %240 = load i32, i32* %14, align 4
  %241 = load i32*, i32** %6, align 4
  %242 = getelementptr inbounds i32, i32* %241, i32 7
  store i32 %240, i32* %242, align 4
  %243 = load i32, i32* %15, align 4
  %244 = load i32*, i32** %6, align 4
  %245 = getelementptr inbounds i32, i32* %244, i32 8
  store i32 %243, i32* %245, align 4
  %246 = load i32, i32* %16, align 4
  %247 = load i32*, i32** %6, align 4
  %248 = getelementptr inbounds i32, i32* %247, i32 9
  store i32 %246, i32* %248, align 4
  %249 = load i32, i32* %17, align 4
  %250 = load i32*, i32** %6, align 4
  %251 = getelementptr inbounds i32, i32* %250, i32 10
  store i32 %249, i32* %251, align 4
  %252 = load i32, i32* %18, align 4
  %253 = load i32*, i32** %6, align 4
  %254 = getelementptr inbounds i32, i32* %253, i32 11
  store i32 %252, i32* %254, align 4
  %255 = load i32, i32* %19, align 4
  %256 = load i32*, i32** %6, align 4
  %257 = getelementptr inbounds i32, i32* %256, i32 12
  store i32 %255, i32* %257, align 4
  %258 = load i32, i32* %20, align 4
  %259 = load i32*, i32** %6, align 4
  %260 = getelementptr inbounds i32, i32* %259, i32 13
  store i32 %258, i32* %260, align 4
  %261 = load i32, i32* %21, align 4
  %262 = load i32*, i32** %6, align 4
  %263 = getelementptr inbounds i32, i32* %262, i32 14
  store i32 %261, i32* %263, align 4
  %264 = load i32, i32* %22, align 4
  %265 = load i32*, i32** %6, align 4
  %266 = getelementptr inbounds i32, i32* %265, i32 15
  store i32 %264, i32* %266, align 4
  %267 = load i32, i32* %23, align 4
  %268 = load i32*, i32** %6, align 4
  %269 = getelementptr inbounds i32, i32* %268, i32 16
  store i32 %267, i32* %269, align 4
  %270 = load i32, i32* %24, align 4
  %271 = load i32*, i32** %6, align 4
  %272 = getelementptr inbounds i32, i32* %271, i32 17
  store i32 %270, i32* %272, align 4
  %273 = load i32, i32* %25, align 4
  %274 = load i32*, i32** %6, align 4
  %275 = getelementptr inbounds i32, i32* %274, i32 18
  store i32 %273, i32* %275, align 4
  %276 = load i32, i32* %26, align 4
  %277 = load i32*, i32** %6, align 4
  %278 = getelementptr inbounds i32, i32* %277, i32 19
  store i32 %276, i32* %278, align 4
  %279 = load i32, i32* %27, align 4
  %280 = load i32*, i32** %6, align 4
  %281 = getelementptr inbounds i32, i32* %280, i32 20
  store i32 %279, i32* %281, align 4
  %282 = load i32, i32* %28, align 4
  %283 = load i32*, i32** %6, align 4
  %284 = getelementptr inbounds i32, i32* %283, i32 21
  store i32 %282, i32* %284, align 4
  %285 = load i32, i32* %29, align 4
  %286 = load i32*, i32** %6, align 4
  %287 = getelementptr inbounds i32, i32* %286, i32 22
  store i32 %285, i32* %287, align 4
  %288 = load i32, i32* %30, align 4
  %289 = load i32*, i32** %6, align 4
  %290 = getelementptr inbounds i32, i32* %289, i32 23
  store i32 %288, i32* %290, align 4
  %291 = load i32, i32* %7, align 4
  %292 = load i32, i32* %8, align 4
  %293 = xor i32 %291, %292
  %294 = load i32, i32* %9, align 4
  %295 = xor i32 %293, %294
  %296 = load i32, i32* %10, align 4
  %297 = xor i32 %295, %296
  %298 = load i32, i32* %11, align 4
  %299 = xor i32 %297, %298
  %300 = load i32, i32* %12, align 4
  %301 = xor i32 %299, %300
  %302 = load i32, i32* %13, align 4
  %303 = xor i32 %301, %302
  %304 = load i32, i32* %14, align 4
  %305 = xor i32 %303, %304
  %306 = load i32, i32* %15, align 4
  %307 = xor i32 %305, %306
  %308 = load i32, i32* %16, align 4
  %309 = xor i32 %307, %308
  %310 = load i32, i32* %17, align 4
  %311 = xor i32 %309, %310
  %312 = load i32, i32* %18, align 4
  %313 = xor i32 %311, %312
  %314 = load i32, i32* %19, align 4
  %315 = xor i32 %313, %314
  %316 = load i32, i32* %20, align 4
  %317 = xor i32 %315, %316
  %318 = load i32, i32* %21, align 4
  %319 = xor i32 %317, %318
  %320 = load i32, i32* %22, align 4
  %321 = xor i32 %319, %320
  %322 = load i32, i32* %23, align 4
  %323 = xor i32 %321, %322
  %324 = load i32, i32* %24, align 4
  %325 = xor i32 %323, %324
  %326 = load i32, i32* %25, align 4
  %327 = xor i32 %325, %326
  %328 = load i32, i32* %26, align 4
  %329 = xor i32 %327, %328
  %330 = load i32, i32* %27, align 4
  %331 = xor i32 %329, %330
  %332 = load i32, i32* %28, align 4
  %333 = xor i32 %331, %332
  %334 = load i32, i32* %29, align 4
  %335 = xor i32 %333, %334
  %336 = load i32, i32* %30, align 4
  %337 = xor i32 %335, %336
  ret i32 %337
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @wide_pressure(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i64 1, i64* %5, align 8
  store i64 3, i64* %6, align 8
  store i64 5, i64* %7, align 8
  store i64 7, i64* %8, align 8
  store i64 9, i64* %9, align 8
  store i64 11, i64* %10, align 8
  store i64 13, i64* %11, align 8
  store i64 15, i64* %12, align 8
  store i64 17, i64* %13, align 8
  store i64 19, i64* %14, align 8
  store i64 21, i64* %15, align 8
  store i64 23, i64* %16, align 8
  store i32 0, i32* %17, align 4
  br label %20

20:                                               ; preds = %126, %2
  %21 = load i32, i32* %17, align 4
  %22 = load i32, i32* %4, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %129

24:                                               ; preds = %20
  %25 = load i32*, i32** %3, align 4
  %26 = load i32, i32* %17, align 4
  %27 = getelementptr inbounds i32, i32* %25, i32 %26
  %28 = load i32, i32* %27, align 4
  %29 = zext i32 %28 to i64
  store i64 %29, i64* %18, align 8
  %30 = load i64, i64* %18, align 8
  %31 = shl i64 %30, 32
  %32 = load i32*, i32** %3, align 4
  %33 = load i32, i32* %17, align 4
  %34 = mul nsw i32 %33, 7
  %35 = load i32, i32* %4, align 4
  %36 = srem i32 %34, %35
  %37 = getelementptr inbounds i32, i32* %32, i32 %36
  %38 = load i32, i32* %37, align 4
  %39 = zext i32 %38 to i64
  %40 = or i64 %31, %39
  store i64 %40, i64* %19, align 8
  %41 = load i64, i64* %19, align 8
  %42 = load i64, i64* %5, align 8
  %43 = add i64 %42, %41
  store i64 %43, i64* %5, align 8
  %44 = load i64, i64* %6, align 8
  %45 = load i64, i64* %19, align 8
  %46 = xor i64 %44, %45
  %47 = mul i64 %46, 1099511628211
  store i64 %47, i64* %6, align 8
  %48 = load i64, i64* %18, align 8
  %49 = and i64 %48, 4
  %50 = icmp ne i64 %49, 0
  br i1 %50, label %51, label %56

51:                                               ; preds = %24
  %52 = load i64, i64* %6, align 8
  %53 = lshr i64 %52, 17
  %54 = load i64, i64* %7, align 8
  %55 = add i64 %54, %53
  store i64 %55, i64* %7, align 8
  br label %61

56:                                               ; preds = %24
  %57 = load i64, i64* %5, align 8
  %58 = shl i64 %57, 3
  %59 = load i64, i64* %7, align 8
  %60 = xor i64 %59, %58
  store i64 %60, i64* %7, align 8
  br label %61

61:                                               ; preds = %56, %51
  %62 = load i64, i64* %8, align 8
  %63 = load i64, i64* %19, align 8
  %64 = icmp ugt i64 %62, %63
  br i1 %64, label %65, label %69

65:                                               ; preds = %61
  %66 = load i64, i64* %8, align 8
  %67 = load i64, i64* %19, align 8
  %68 = sub i64 %66, %67
  br label %73

69:                                               ; preds = %61
  %70 = load i64, i64* %19, align 8
  %71 = load i64, i64* %8, align 8
  %72 = sub i64 %70, %71
  br label %73

73:                                               ; preds = %69, %65
  %74 = phi i64 [ %68, %65 ], [ %72, %69 ]
  store i64 %74, i64* %8, align 8
  %75 = load i64, i64* %8, align 8
  %76 = load i64, i64* %18, align 8
  %77 = and i64 %76, 31
  %78 = lshr i64 %75, %77
  %79 = load i64, i64* %9, align 8
  %80 = add i64 %79, %78
  store i64 %80, i64* %9, align 8
  %81 = load i64, i64* %9, align 8
  %82 = load i64, i64* %7, align 8
  %83 = add i64 %81, %82
  %84 = load i64, i64* %10, align 8
  %85 = xor i64 %84, %83
  store i64 %85, i64* %10, align 8
  %86 = load i64, i64* %11, align 8
  %87 = shl i64 %86, 7
  %88 = load i64, i64* %11, align 8
  %89 = lshr i64 %88, 57
  %90 = or i64 %87, %89
  store i64 %90, i64* %11, align 8
  %91 = load i64, i64* %10, align 8
  %92 = load i64, i64* %11, align 8
  %93 = add i64 %92, %91
  store i64 %93, i64* %11, align 8
  %94 = load i64, i64* %18, align 8
  %95 = and i64 %94, 8
  %96 = icmp ne i64 %95, 0
  br i1 %96, label %97, label %99

97:                                               ; preds = %73
  %98 = load i64, i64* %11, align 8
  br label %102

99:                                               ; preds = %73
  %100 = load i64, i64* %11, align 8
  %101 = xor i64 %100, -1
  br label %102

102:                                              ; preds = %99, %97
  %103 = phi i64 [ %98, %97 ], [ %101, %99 ]
  %104 = load i64, i64* %12, align 8
  %105 = add i64 %104, %103
  store i64 %105, i64* %12, align 8
  %106 = load i64, i64* %13, align 8
  %107 = mul i64 %106, 6364136223846793005
  %108 = load i64, i64* %12, align 8
  %109 = add i64 %107, %108
  store i64 %109, i64* %13, align 8
  %110 = load i64, i64* %13, align 8
  %111 = lshr i64 %110, 33
  %112 = load i64, i64* %14, align 8
  %113 = sub i64 %112, %111
  store i64 %113, i64* %14, align 8
  %114 = load i64, i64* %14, align 8
  %115 = and i64 %114, 65535
  %116 = load i64, i64* %18, align 8
  %117 = and i64 %116, 65535
  %118 = mul i64 %115, %117
  %119 = load i64, i64* %15, align 8
  %120 = xor i64 %119, %118
  store i64 %120, i64* %15, align 8
  %121 = load i64, i64* %15, align 8
  %122 = load i64, i64* %5, align 8
  %123 = add i64 %121, %122
  %124 = load i64, i64* %16, align 8
  %125 = add i64 %124, %123
  store i64 %125, i64* %16, align 8
  br label %126

126:                                              ; preds = %102
  %127 = load i32, i32* %17, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, i32* %17, align 4
  br label %20, !llvm.loop !11

129:                                              ; preds = %20
  %130 = load i64, i64* %5, align 8
  %131 = load i64, i64* %6, align 8
  %132 = xor i64 %130, %131
  %133 = load i64, i64* %7, align 8
  %134 = xor i64 %132, %133
  %135 = load i64, i64* %8, align 8
  %136 = xor i64 %134, %135
  %137 = load i64, i64* %9, align 8
  %138 = xor i64 %136, %137
  %139 = load i64, i64* %10, align 8
  %140 = xor i64 %138, %139
  %141 = load i64, i64* %11, align 8
  %142 = xor i64 %140, %141
  %143 = load i64, i64* %12, align 8
  %144 = xor i64 %142, %143
  %145 = load i64, i64* %13, align 8
  %146 = xor i64 %144, %145
  %147 = load i64, i64* %14, align 8
  %148 = xor i64 %146, %147
  %149 = load i64, i64* %15, align 8
  %150 = xor i64 %148, %149
  %151 = load i64, i64* %16, align 8
  %152 = xor i64 %150, %151
  ret i64 %152
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fp_pressure(i32* noundef %0, i32 noundef %1, double* noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca double*, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store double* %2, double** %6, align 4
  store double 0.000000e+00, double* %7, align 8
  store double 1.000000e+00, double* %8, align 8
  store double 2.000000e+00, double* %9, align 8
  store double 5.000000e-01, double* %10, align 8
  store double 2.500000e-01, double* %11, align 8
  store double 3.000000e+00, double* %12, align 8
  store double 0.000000e+00, double* %13, align 8
  store double 1.500000e+00, double* %14, align 8
  store double -1.000000e+00, double* %15, align 8
  store double 0.000000e+00, double* %16, align 8
  store double 1.000000e+01, double* %17, align 8
  store double 0.000000e+00, double* %18, align 8
  store double 1.000000e+02, double* %19, align 8
  store double -1.000000e+02, double* %20, align 8
  store double 0.000000e+00, double* %21, align 8
  store double 0.000000e+00, double* %22, align 8
  store double 1.000000e+00, double* %23, align 8
  store double 0.000000e+00, double* %24, align 8
  store i32 0, i32* %25, align 4
  br label %28

28:                                               ; preds = %158, %3
  %29 = load i32, i32* %25, align 4
  %30 = load i32, i32* %5, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %161

32:                                               ; preds = %28
  %33 = load i32*, i32** %4, align 4
  %34 = load i32, i32* %25, align 4
  %35 = getelementptr inbounds i32, i32* %33, i32 %34
  %36 = load i32, i32* %35, align 4
  %37 = and i32 %36, 65535
  %38 = uitofp i32 %37 to double
  %39 = fdiv double %38, 6.553600e+04
  store double %39, double* %26, align 8
  %40 = load double, double* %26, align 8
  %41 = load double, double* %7, align 8
  %42 = fadd double %41, %40
  store double %42, double* %7, align 8
  %43 = load double, double* %8, align 8
  %44 = fmul double %43, 5.000000e-01
  store double %44, double* %27, align 8
  %45 = load double, double* %27, align 8
  %46 = load double, double* %26, align 8
  %47 = fadd double %45, %46
  store double %47, double* %8, align 8
  %48 = load double, double* %26, align 8
  %49 = fcmp ogt double %48, 5.000000e-01
  br i1 %49, label %50, label %54

50:                                               ; preds = %32
  %51 = load double, double* %9, align 8
  %52 = load double, double* %26, align 8
  %53 = fadd double %51, %52
  br label %58

54:                                               ; preds = %32
  %55 = load double, double* %9, align 8
  %56 = load double, double* %26, align 8
  %57 = fsub double %55, %56
  br label %58

58:                                               ; preds = %54, %50
  %59 = phi double [ %53, %50 ], [ %57, %54 ]
  store double %59, double* %9, align 8
  %60 = load double, double* %10, align 8
  %61 = load double, double* %26, align 8
  %62 = fcmp olt double %60, %61
  br i1 %62, label %63, label %65

63:                                               ; preds = %58
  %64 = load double, double* %26, align 8
  br label %67

65:                                               ; preds = %58
  %66 = load double, double* %10, align 8
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi double [ %64, %63 ], [ %66, %65 ]
  store double %68, double* %10, align 8
  %69 = load double, double* %11, align 8
  %70 = load double, double* %26, align 8
  %71 = fcmp ogt double %69, %70
  br i1 %71, label %72, label %74

72:                                               ; preds = %67
  %73 = load double, double* %26, align 8
  br label %76

74:                                               ; preds = %67
  %75 = load double, double* %11, align 8
  br label %76

76:                                               ; preds = %74, %72
  %77 = phi double [ %73, %72 ], [ %75, %74 ]
  store double %77, double* %11, align 8
  %78 = load double, double* %12, align 8
  %79 = load double, double* %26, align 8
  %80 = fmul double %78, %79
  store double %80, double* %27, align 8
  %81 = load double, double* %27, align 8
  %82 = fadd double %81, 1.000000e+00
  store double %82, double* %12, align 8
  %83 = load double, double* %8, align 8
  %84 = load double, double* %12, align 8
  %85 = fsub double %83, %84
  %86 = load double, double* %13, align 8
  %87 = fadd double %86, %85
  store double %87, double* %13, align 8
  %88 = load i32*, i32** %4, align 4
  %89 = load i32, i32* %25, align 4
  %90 = getelementptr inbounds i32, i32* %88, i32 %89
  %91 = load i32, i32* %90, align 4
  %92 = and i32 %91, 2
  %93 = icmp ne i32 %92, 0
  br i1 %93, label %94, label %98

94:                                               ; preds = %76
  %95 = load double, double* %13, align 8
  %96 = load double, double* %14, align 8
  %97 = fadd double %96, %95
  store double %97, double* %14, align 8
  br label %102

98:                                               ; preds = %76
  %99 = load double, double* %7, align 8
  %100 = load double, double* %14, align 8
  %101 = fsub double %100, %99
  store double %101, double* %14, align 8
  br label %102

102:                                              ; preds = %98, %94
  %103 = load double, double* %15, align 8
  %104 = fneg double %103
  store double %104, double* %15, align 8
  %105 = load double, double* %15, align 8
  %106 = load double, double* %26, align 8
  %107 = fmul double %105, %106
  %108 = load double, double* %16, align 8
  %109 = fadd double %108, %107
  store double %109, double* %16, align 8
  %110 = load double, double* %17, align 8
  %111 = fmul double %110, 0x3FEFAE147AE147AE
  store double %111, double* %17, align 8
  %112 = load double, double* %17, align 8
  %113 = load double, double* %18, align 8
  %114 = fadd double %113, %112
  store double %114, double* %18, align 8
  %115 = load double, double* %19, align 8
  %116 = load double, double* %18, align 8
  %117 = fcmp ogt double %115, %116
  br i1 %117, label %118, label %120

118:                                              ; preds = %102
  %119 = load double, double* %19, align 8
  br label %122

120:                                              ; preds = %102
  %121 = load double, double* %18, align 8
  br label %122

122:                                              ; preds = %120, %118
  %123 = phi double [ %119, %118 ], [ %121, %120 ]
  store double %123, double* %19, align 8
  %124 = load double, double* %20, align 8
  %125 = load double, double* %16, align 8
  %126 = fcmp olt double %124, %125
  br i1 %126, label %127, label %129

127:                                              ; preds = %122
  %128 = load double, double* %16, align 8
  br label %131

129:                                              ; preds = %122
  %130 = load double, double* %20, align 8
  br label %131

131:                                              ; preds = %129, %127
  %132 = phi double [ %128, %127 ], [ %130, %129 ]
  store double %132, double* %20, align 8
  %133 = load double, double* %26, align 8
  %134 = load double, double* %26, align 8
  %135 = fmul double %133, %134
  store double %135, double* %27, align 8
  %136 = load double, double* %27, align 8
  %137 = load double, double* %21, align 8
  %138 = fadd double %137, %136
  store double %138, double* %21, align 8
  %139 = load double, double* %26, align 8
  %140 = fmul double %139, 1.600000e+01
  %141 = fptosi double %140 to i32
  %142 = sitofp i32 %141 to double
  %143 = load double, double* %22, align 8
  %144 = fadd double %143, %142
  store double %144, double* %22, align 8
  %145 = load double, double* %23, align 8
  %146 = fcmp ogt double %145, 1.000000e+06
  br i1 %146, label %147, label %148

147:                                              ; preds = %131
  br label %151

148:                                              ; preds = %131
  %149 = load double, double* %23, align 8
  %150 = fmul double %149, 1.010000e+00
  br label %151

151:                                              ; preds = %148, %147
  %152 = phi double [ 1.000000e+00, %147 ], [ %150, %148 ]
  store double %152, double* %23, align 8
  %153 = load double, double* %23, align 8
  %154 = load double, double* %9, align 8
  %155 = fsub double %153, %154
  %156 = load double, double* %24, align 8
  %157 = fadd double %156, %155
  store double %157, double* %24, align 8
  br label %158

158:                                              ; preds = %151
  %159 = load i32, i32* %25, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, i32* %25, align 4
  br label %28, !llvm.loop !12

161:                                              ; preds = %28
  %162 = load double, double* %7, align 8
  %163 = load double*, double** %6, align 4
  %164 = getelementptr inbounds double, double* %163, i32 0
  store double %162, double* %164, align 8
  %165 = load double, double* %8, align 8
  %166 = load double*, double** %6, align 4
  %167 = getelementptr inbounds double, double* %166, i32 1
  store double %165, double* %167, align 8
  %168 = load double, double* %9, align 8
  %169 = load double*, double** %6, align 4
  %170 = getelementptr inbounds double, double* %169, i32 2
  store double %168, double* %170, align 8
  %171 = load double, double* %10, align 8
  %172 = load double*, double** %6, align 4
  %173 = getelementptr inbounds double, double* %172, i32 3
  store double %171, double* %173, align 8
  %174 = load double, double* %11, align 8
  %175 = load double*, double** %6, align 4
  %176 = getelementptr inbounds double, double* %175, i32 4
  store double %174, double* %176, align 8
  %177 = load double, double* %12, align 8
  %178 = load double*, double** %6, align 4
  %179 = getelementptr inbounds double, double* %178, i32 5
  store double %177, double* %179, align 8
  %180 = load double, double* %13, align 8
  %181 = load double*, double** %6, align 4
  %182 = getelementptr inbounds double, double* %181, i32 6
  store double %180, double* %182, align 8
  %183 = load double, double* %14, align 8
  %184 = load double*, double** %6, align 4
  %185 = getelementptr inbounds double, double* %184, i32 7
  store double %183, double* %185, align 8
  %186 = load double, double* %15, align 8
  %187 = load double*, double** %6, align 4
  %188 = getelementptr inbounds double, double* %187, i32 8
  store double %186, double* %188, align 8
  %189 = load double, double* %16, align 8
  %190 = load double*, double** %6, align 4
  %191 = getelementptr inbounds double, double* %190, i32 9
  store double %189, double* %191, align 8
  %192 = load double, double* %17, align 8
  %193 = load double*, double** %6, align 4
  %194 = getelementptr inbounds double, double* %193, i32 10
  store double %192, double* %194, align 8
  %195 = load double, double* %18, align 8
  %196 = load double*, double** %6, align 4
  %197 = getelementptr inbounds double, double* %196, i32 11
  store double %195, double* %197, align 8
  %198 = load double, double* %19, align 8
  %199 = load double*, double** %6, align 4
  %200 = getelementptr inbounds double, double* %199, i32 12
  store double %198, double* %200, align 8
  %201 = load double, double* %20, align 8
  %202 = load double*, double** %6, align 4
  %203 = getelementptr inbounds double, double* %202, i32 13
  store double %201, double* %203, align 8
  %204 = load double, double* %21, align 8
  %205 = load double*, double** %6, align 4
  %206 = getelementptr inbounds double, double* %205, i32 14
  store double %204, double* %206, align 8
  %207 = load double, double* %22, align 8
  %208 = load double*, double** %6, align 4
  %209 = getelementptr inbounds double, double* %208, i32 15
  store double %207, double* %209, align 8
  %210 = load double, double* %23, align 8
  %211 = load double*, double** %6, align 4
  %212 = getelementptr inbounds double, double* %211, i32 16
  store double %210, double* %212, align 8
  %213 = load double, double* %24, align 8
  %214 = load double*, double** %6, align 4
  %215 = getelementptr inbounds double, double* %214, i32 17
  store double %213, double* %215, align 8
  %216 = load double, double* %7, align 8
  %217 = load double, double* %8, align 8
  %218 = fadd double %216, %217
  %219 = load double, double* %9, align 8
  %220 = fadd double %218, %219
  %221 = load double, double* %10, align 8
  %222 = fadd double %220, %221
  %223 = load double, double* %11, align 8
  %224 = fadd double %222, %223
  %225 = load double, double* %12, align 8
  %226 = fadd double %224, %225
  %227 = load double, double* %13, align 8
  %228 = fadd double %226, %227
  %229 = load double, double* %14, align 8
  %230 = fadd double %228, %229
  %231 = load double, double* %15, align 8
  %232 = fadd double %230, %231
  %233 = load double, double* %16, align 8
  %234 = fadd double %232, %233
  %235 = load double, double* %17, align 8
  %236 = fadd double %234, %235
  %237 = load double, double* %18, align 8
  %238 = fadd double %236, %237
  %239 = load double, double* %19, align 8
  %240 = fadd double %238, %239
  %241 = load double, double* %20, align 8
  %242 = fadd double %240, %241
  %243 = load double, double* %21, align 8
  %244 = fadd double %242, %243
  %245 = load double, double* %22, align 8
  %246 = fadd double %244, %245
  %247 = load double, double* %23, align 8
  %248 = fadd double %246, %247
  %249 = load double, double* %24, align 8
  %250 = fadd double %248, %249
  ret double %250
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rotl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = and i32 %5, 31
  store i32 %6, i32* %4, align 4
  %7 = load i32, i32* %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = load i32, i32* %3, align 4
  %11 = load i32, i32* %4, align 4
  %12 = shl i32 %10, %11
  %13 = load i32, i32* %3, align 4
  %14 = load i32, i32* %4, align 4
  %15 = sub i32 32, %14
  %16 = lshr i32 %13, %15
  %17 = or i32 %12, %16
  br label %20

18:                                               ; preds = %2
  %19 = load i32, i32* %3, align 4
  br label %20

20:                                               ; preds = %18, %9
  %21 = phi i32 [ %17, %9 ], [ %19, %18 ]
  ret i32 %21
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
