; ModuleID = 'c/pressure_loop.c'
source_filename = "c/pressure_loop.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@seed_input = internal global i32 19088743, align 4
@lcg_state = internal global i32 0, align 4
@data = internal global [3000 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [12 x i8] c"a%d = %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"int_pressure = %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"wide_pressure = %016lx\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"s%d = %.17g\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"fp_pressure = %.17g\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
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

10:                                               ; preds = %18, %0
  %11 = load i32, i32* %8, align 4
  %12 = icmp slt i32 %11, 3000
  br i1 %12, label %13, label %21

13:                                               ; preds = %10
  %14 = call zeroext i32 @lcg()
  %15 = load i32, i32* %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i64 0, i64 %16
  store i32 %14, i32* %17, align 4
  br label %18

18:                                               ; preds = %13
  %19 = load i32, i32* %8, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %8, align 4
  br label %10, !llvm.loop !6

21:                                               ; preds = %10
  %22 = getelementptr inbounds [24 x i32], [24 x i32]* %2, i64 0, i64 0
  %23 = call zeroext i32 @int_pressure(i32* noundef getelementptr inbounds ([3000 x i32], [3000 x i32]* @data, i64 0, i64 0), i32 noundef signext 3000, i32* noundef %22)
  store i32 %23, i32* %4, align 4
  store i32 0, i32* %8, align 4
  br label %24

24:                                               ; preds = %41, %21
  %25 = load i32, i32* %8, align 4
  %26 = icmp slt i32 %25, 24
  br i1 %26, label %27, label %44

27:                                               ; preds = %24
  %28 = load i32, i32* %8, align 4
  %29 = load i32, i32* %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [24 x i32], [24 x i32]* %2, i64 0, i64 %30
  %32 = load i32, i32* %31, align 4
  %33 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef signext %28, i32 noundef zeroext %32)
  %34 = load i32, i32* %7, align 4
  %35 = mul i32 %34, 33
  %36 = load i32, i32* %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [24 x i32], [24 x i32]* %2, i64 0, i64 %37
  %39 = load i32, i32* %38, align 4
  %40 = add i32 %35, %39
  store i32 %40, i32* %7, align 4
  br label %41

41:                                               ; preds = %27
  %42 = load i32, i32* %8, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %8, align 4
  br label %24, !llvm.loop !8

44:                                               ; preds = %24
  %45 = load i32, i32* %4, align 4
  %46 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef zeroext %45)
  %47 = call i64 @wide_pressure(i32* noundef getelementptr inbounds ([3000 x i32], [3000 x i32]* @data, i64 0, i64 0), i32 noundef signext 3000)
  store i64 %47, i64* %5, align 8
  %48 = load i64, i64* %5, align 8
  %49 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i64 noundef %48)
  %50 = load i64, i64* %5, align 8
  %51 = trunc i64 %50 to i32
  %52 = load i64, i64* %5, align 8
  %53 = lshr i64 %52, 32
  %54 = trunc i64 %53 to i32
  %55 = xor i32 %51, %54
  %56 = load i32, i32* %7, align 4
  %57 = xor i32 %56, %55
  store i32 %57, i32* %7, align 4
  %58 = getelementptr inbounds [18 x double], [18 x double]* %3, i64 0, i64 0
  %59 = call double @fp_pressure(i32* noundef getelementptr inbounds ([3000 x i32], [3000 x i32]* @data, i64 0, i64 0), i32 noundef signext 3000, double* noundef %58)
  store double %59, double* %6, align 8
  store i32 0, i32* %8, align 4
  br label %60

60:                                               ; preds = %70, %44
  %61 = load i32, i32* %8, align 4
  %62 = icmp slt i32 %61, 18
  br i1 %62, label %63, label %73

63:                                               ; preds = %60
  %64 = load i32, i32* %8, align 4
  %65 = load i32, i32* %8, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [18 x double], [18 x double]* %3, i64 0, i64 %66
  %68 = load double, double* %67, align 8
  %69 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %64, double noundef %68)
  br label %70

70:                                               ; preds = %63
  %71 = load i32, i32* %8, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %8, align 4
  br label %60, !llvm.loop !9

73:                                               ; preds = %60
  %74 = load double, double* %6, align 8
  %75 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), double noundef %74)
  %76 = load double, double* %6, align 8
  %77 = fmul double %76, 1.000000e+03
  %78 = fptosi double %77 to i64
  %79 = trunc i64 %78 to i32
  %80 = load i32, i32* %7, align 4
  %81 = add i32 %80, %79
  store i32 %81, i32* %7, align 4
  %82 = load i32, i32* %7, align 4
  %83 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef zeroext %82)
  %84 = load i32, i32* %7, align 4
  %85 = and i32 %84, 127
  ret i32 %85
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @lcg() #0 {
  %1 = load i32, i32* @lcg_state, align 4
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, i32* @lcg_state, align 4
  %4 = load i32, i32* @lcg_state, align 4
  %5 = lshr i32 %4, 7
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @int_pressure(i32* noundef %0, i32 noundef signext %1, i32* noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
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
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32* %2, i32** %6, align 8
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

33:                                               ; preds = %216, %3
  %34 = load i32, i32* %31, align 4
  %35 = load i32, i32* %5, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %219

37:                                               ; preds = %33
  %38 = load i32*, i32** %4, align 8
  %39 = load i32, i32* %31, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, i32* %38, i64 %40
  %42 = load i32, i32* %41, align 4
  store i32 %42, i32* %32, align 4
  %43 = load i32, i32* %32, align 4
  %44 = load i32, i32* %7, align 4
  %45 = add i32 %44, %43
  store i32 %45, i32* %7, align 4
  %46 = load i32, i32* %32, align 4
  %47 = load i32, i32* %7, align 4
  %48 = add i32 %46, %47
  %49 = load i32, i32* %8, align 4
  %50 = xor i32 %49, %48
  store i32 %50, i32* %8, align 4
  %51 = load i32, i32* %9, align 4
  %52 = mul i32 %51, 31
  %53 = load i32, i32* %32, align 4
  %54 = and i32 %53, 255
  %55 = add i32 %52, %54
  store i32 %55, i32* %9, align 4
  %56 = load i32, i32* %10, align 4
  %57 = call zeroext i32 @rotl32(i32 noundef zeroext %56, i32 noundef zeroext 3)
  %58 = load i32, i32* %32, align 4
  %59 = xor i32 %57, %58
  store i32 %59, i32* %10, align 4
  %60 = load i32, i32* %32, align 4
  %61 = and i32 %60, 1
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %63, label %71

63:                                               ; preds = %37
  %64 = load i32, i32* %8, align 4
  %65 = load i32, i32* %11, align 4
  %66 = add i32 %65, %64
  store i32 %66, i32* %11, align 4
  %67 = load i32, i32* %32, align 4
  %68 = lshr i32 %67, 3
  %69 = load i32, i32* %12, align 4
  %70 = sub i32 %69, %68
  store i32 %70, i32* %12, align 4
  br label %79

71:                                               ; preds = %37
  %72 = load i32, i32* %9, align 4
  %73 = load i32, i32* %11, align 4
  %74 = sub i32 %73, %72
  store i32 %74, i32* %11, align 4
  %75 = load i32, i32* %10, align 4
  %76 = and i32 %75, 4095
  %77 = load i32, i32* %12, align 4
  %78 = add i32 %77, %76
  store i32 %78, i32* %12, align 4
  br label %79

79:                                               ; preds = %71, %63
  %80 = load i32, i32* %13, align 4
  %81 = load i32, i32* %32, align 4
  %82 = icmp ugt i32 %80, %81
  br i1 %82, label %83, label %87

83:                                               ; preds = %79
  %84 = load i32, i32* %13, align 4
  %85 = load i32, i32* %32, align 4
  %86 = sub i32 %84, %85
  br label %91

87:                                               ; preds = %79
  %88 = load i32, i32* %32, align 4
  %89 = load i32, i32* %13, align 4
  %90 = sub i32 %88, %89
  br label %91

91:                                               ; preds = %87, %83
  %92 = phi i32 [ %86, %83 ], [ %90, %87 ]
  store i32 %92, i32* %13, align 4
  %93 = load i32, i32* %32, align 4
  %94 = urem i32 %93, 7
  %95 = load i32, i32* %13, align 4
  %96 = and i32 %95, 65535
  %97 = mul i32 %94, %96
  %98 = load i32, i32* %14, align 4
  %99 = add i32 %98, %97
  store i32 %99, i32* %14, align 4
  %100 = load i32, i32* %32, align 4
  %101 = and i32 %100, 3
  switch i32 %101, label %115 [
    i32 0, label %102
    i32 1, label %106
    i32 2, label %110
  ]

102:                                              ; preds = %91
  %103 = load i32, i32* %14, align 4
  %104 = load i32, i32* %15, align 4
  %105 = add i32 %104, %103
  store i32 %105, i32* %15, align 4
  br label %122

106:                                              ; preds = %91
  %107 = load i32, i32* %15, align 4
  %108 = load i32, i32* %16, align 4
  %109 = xor i32 %108, %107
  store i32 %109, i32* %16, align 4
  br label %122

110:                                              ; preds = %91
  %111 = load i32, i32* %16, align 4
  %112 = lshr i32 %111, 2
  %113 = load i32, i32* %17, align 4
  %114 = sub i32 %113, %112
  store i32 %114, i32* %17, align 4
  br label %122

115:                                              ; preds = %91
  %116 = load i32, i32* %18, align 4
  %117 = load i32, i32* %17, align 4
  %118 = xor i32 %116, %117
  %119 = load i32, i32* %32, align 4
  %120 = lshr i32 %119, 20
  %121 = call zeroext i32 @rotl32(i32 noundef zeroext %118, i32 noundef zeroext %120)
  store i32 %121, i32* %18, align 4
  br label %122

122:                                              ; preds = %115, %110, %106, %102
  %123 = load i32, i32* %32, align 4
  %124 = lshr i32 %123, 16
  %125 = load i32, i32* %19, align 4
  %126 = and i32 %125, 255
  %127 = mul i32 %124, %126
  %128 = add i32 %127, 1
  %129 = load i32, i32* %19, align 4
  %130 = add i32 %129, %128
  store i32 %130, i32* %19, align 4
  %131 = load i32, i32* %20, align 4
  %132 = load i32, i32* %19, align 4
  %133 = xor i32 %131, %132
  %134 = load i32, i32* %31, align 4
  %135 = add i32 %133, %134
  store i32 %135, i32* %20, align 4
  %136 = load i32, i32* %32, align 4
  %137 = load i32, i32* %21, align 4
  %138 = icmp ugt i32 %136, %137
  br i1 %138, label %139, label %141

139:                                              ; preds = %122
  %140 = load i32, i32* %32, align 4
  br label %144

141:                                              ; preds = %122
  %142 = load i32, i32* %21, align 4
  %143 = add i32 %142, 1
  br label %144

144:                                              ; preds = %141, %139
  %145 = phi i32 [ %140, %139 ], [ %143, %141 ]
  store i32 %145, i32* %21, align 4
  %146 = load i32, i32* %32, align 4
  %147 = load i32, i32* %22, align 4
  %148 = icmp ult i32 %146, %147
  br i1 %148, label %149, label %151

149:                                              ; preds = %144
  %150 = load i32, i32* %32, align 4
  br label %153

151:                                              ; preds = %144
  %152 = load i32, i32* %22, align 4
  br label %153

153:                                              ; preds = %151, %149
  %154 = phi i32 [ %150, %149 ], [ %152, %151 ]
  store i32 %154, i32* %22, align 4
  %155 = load i32, i32* %22, align 4
  %156 = load i32, i32* %21, align 4
  %157 = xor i32 %155, %156
  %158 = load i32, i32* %23, align 4
  %159 = add i32 %158, %157
  store i32 %159, i32* %23, align 4
  %160 = load i32, i32* %24, align 4
  %161 = mul i32 %160, 5
  %162 = load i32, i32* %23, align 4
  %163 = lshr i32 %162, 5
  %164 = add i32 %161, %163
  store i32 %164, i32* %24, align 4
  %165 = load i32, i32* %32, align 4
  %166 = lshr i32 %165, 4
  %167 = urem i32 %166, 5
  %168 = icmp eq i32 %167, 0
  br i1 %168, label %169, label %173

169:                                              ; preds = %153
  %170 = load i32, i32* %24, align 4
  %171 = load i32, i32* %25, align 4
  %172 = add i32 %171, %170
  store i32 %172, i32* %25, align 4
  br label %177

173:                                              ; preds = %153
  %174 = load i32, i32* %7, align 4
  %175 = load i32, i32* %25, align 4
  %176 = xor i32 %175, %174
  store i32 %176, i32* %25, align 4
  br label %177

177:                                              ; preds = %173, %169
  %178 = load i32, i32* %25, align 4
  %179 = and i32 %178, 1
  %180 = icmp ne i32 %179, 0
  br i1 %180, label %181, label %183

181:                                              ; preds = %177
  %182 = load i32, i32* %10, align 4
  br label %185

183:                                              ; preds = %177
  %184 = load i32, i32* %12, align 4
  br label %185

185:                                              ; preds = %183, %181
  %186 = phi i32 [ %182, %181 ], [ %184, %183 ]
  %187 = load i32, i32* %26, align 4
  %188 = add i32 %187, %186
  store i32 %188, i32* %26, align 4
  %189 = load i32, i32* %27, align 4
  %190 = load i32, i32* %26, align 4
  %191 = lshr i32 %190, 3
  %192 = sub i32 %189, %191
  %193 = load i32, i32* %11, align 4
  %194 = add i32 %192, %193
  store i32 %194, i32* %27, align 4
  %195 = load i32, i32* %27, align 4
  %196 = load i32, i32* %31, align 4
  %197 = call zeroext i32 @rotl32(i32 noundef zeroext %195, i32 noundef zeroext %196)
  %198 = load i32, i32* %28, align 4
  %199 = xor i32 %198, %197
  store i32 %199, i32* %28, align 4
  %200 = load i32, i32* %28, align 4
  %201 = load i32, i32* %20, align 4
  %202 = add i32 %200, %201
  %203 = load i32, i32* %29, align 4
  %204 = add i32 %203, %202
  store i32 %204, i32* %29, align 4
  %205 = load i32, i32* %30, align 4
  %206 = load i32, i32* %29, align 4
  %207 = add i32 %205, %206
  %208 = mul i32 %207, -1640531535
  store i32 %208, i32* %30, align 4
  %209 = load i32, i32* %32, align 4
  %210 = icmp ugt i32 %209, 33550336
  br i1 %210, label %211, label %215

211:                                              ; preds = %185
  %212 = load i32, i32* %30, align 4
  %213 = load i32, i32* %7, align 4
  %214 = xor i32 %213, %212
  store i32 %214, i32* %7, align 4
  br label %215

215:                                              ; preds = %211, %185
  br label %216

216:                                              ; preds = %215
  %217 = load i32, i32* %31, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, i32* %31, align 4
  br label %33, !llvm.loop !10

219:                                              ; preds = %33
  %220 = load i32, i32* %7, align 4
  %221 = load i32*, i32** %6, align 8
  %222 = getelementptr inbounds i32, i32* %221, i64 0
  store i32 %220, i32* %222, align 4
  %223 = load i32, i32* %8, align 4
  %224 = load i32*, i32** %6, align 8
  %225 = getelementptr inbounds i32, i32* %224, i64 1
  store i32 %223, i32* %225, align 4
  %226 = load i32, i32* %9, align 4
  %227 = load i32*, i32** %6, align 8
  %228 = getelementptr inbounds i32, i32* %227, i64 2
  store i32 %226, i32* %228, align 4
  %229 = load i32, i32* %10, align 4
  %230 = load i32*, i32** %6, align 8
  %231 = getelementptr inbounds i32, i32* %230, i64 3
  store i32 %229, i32* %231, align 4
  %232 = load i32, i32* %11, align 4
  %233 = load i32*, i32** %6, align 8
  %234 = getelementptr inbounds i32, i32* %233, i64 4
  store i32 %232, i32* %234, align 4
  %235 = load i32, i32* %12, align 4
  %236 = load i32*, i32** %6, align 8
  %237 = getelementptr inbounds i32, i32* %236, i64 5
  store i32 %235, i32* %237, align 4
  %238 = load i32, i32* %13, align 4
  %239 = load i32*, i32** %6, align 8
  %240 = getelementptr inbounds i32, i32* %239, i64 6
  store i32 %238, i32* %240, align 4
  %241 = load i32, i32* %14, align 4
  %242 = load i32*, i32** %6, align 8
  %243 = getelementptr inbounds i32, i32* %242, i64 7
  store i32 %241, i32* %243, align 4
  %244 = load i32, i32* %15, align 4
  %245 = load i32*, i32** %6, align 8
  %246 = getelementptr inbounds i32, i32* %245, i64 8
  store i32 %244, i32* %246, align 4
  %247 = load i32, i32* %16, align 4
  %248 = load i32*, i32** %6, align 8
  %249 = getelementptr inbounds i32, i32* %248, i64 9
  store i32 %247, i32* %249, align 4
  %250 = load i32, i32* %17, align 4
  %251 = load i32*, i32** %6, align 8
  %252 = getelementptr inbounds i32, i32* %251, i64 10
  store i32 %250, i32* %252, align 4
  %253 = load i32, i32* %18, align 4
  %254 = load i32*, i32** %6, align 8
  %255 = getelementptr inbounds i32, i32* %254, i64 11
  store i32 %253, i32* %255, align 4
  %256 = load i32, i32* %19, align 4
  %257 = load i32*, i32** %6, align 8
  %258 = getelementptr inbounds i32, i32* %257, i64 12
  store i32 %256, i32* %258, align 4
  %259 = load i32, i32* %20, align 4
  %260 = load i32*, i32** %6, align 8
  %261 = getelementptr inbounds i32, i32* %260, i64 13
  store i32 %259, i32* %261, align 4
  %262 = load i32, i32* %21, align 4
  %263 = load i32*, i32** %6, align 8
  %264 = getelementptr inbounds i32, i32* %263, i64 14
  store i32 %262, i32* %264, align 4
  %265 = load i32, i32* %22, align 4
  %266 = load i32*, i32** %6, align 8
  %267 = getelementptr inbounds i32, i32* %266, i64 15
  store i32 %265, i32* %267, align 4
  %268 = load i32, i32* %23, align 4
  %269 = load i32*, i32** %6, align 8
  %270 = getelementptr inbounds i32, i32* %269, i64 16
  store i32 %268, i32* %270, align 4
  %271 = load i32, i32* %24, align 4
  %272 = load i32*, i32** %6, align 8
  %273 = getelementptr inbounds i32, i32* %272, i64 17
  store i32 %271, i32* %273, align 4
  %274 = load i32, i32* %25, align 4
  %275 = load i32*, i32** %6, align 8
  %276 = getelementptr inbounds i32, i32* %275, i64 18
  store i32 %274, i32* %276, align 4
  %277 = load i32, i32* %26, align 4
  %278 = load i32*, i32** %6, align 8
  %279 = getelementptr inbounds i32, i32* %278, i64 19
  store i32 %277, i32* %279, align 4
  %280 = load i32, i32* %27, align 4
  %281 = load i32*, i32** %6, align 8
  %282 = getelementptr inbounds i32, i32* %281, i64 20
  store i32 %280, i32* %282, align 4
  %283 = load i32, i32* %28, align 4
  %284 = load i32*, i32** %6, align 8
  %285 = getelementptr inbounds i32, i32* %284, i64 21
  store i32 %283, i32* %285, align 4
  %286 = load i32, i32* %29, align 4
  %287 = load i32*, i32** %6, align 8
  %288 = getelementptr inbounds i32, i32* %287, i64 22
  store i32 %286, i32* %288, align 4
  %289 = load i32, i32* %30, align 4
  %290 = load i32*, i32** %6, align 8
  %291 = getelementptr inbounds i32, i32* %290, i64 23
  store i32 %289, i32* %291, align 4
  %292 = load i32, i32* %7, align 4
  %293 = load i32, i32* %8, align 4
  %294 = xor i32 %292, %293
  %295 = load i32, i32* %9, align 4
  %296 = xor i32 %294, %295
  %297 = load i32, i32* %10, align 4
  %298 = xor i32 %296, %297
  %299 = load i32, i32* %11, align 4
  %300 = xor i32 %298, %299
  %301 = load i32, i32* %12, align 4
  %302 = xor i32 %300, %301
  %303 = load i32, i32* %13, align 4
  %304 = xor i32 %302, %303
  %305 = load i32, i32* %14, align 4
  %306 = xor i32 %304, %305
  %307 = load i32, i32* %15, align 4
  %308 = xor i32 %306, %307
  %309 = load i32, i32* %16, align 4
  %310 = xor i32 %308, %309
  %311 = load i32, i32* %17, align 4
  %312 = xor i32 %310, %311
  %313 = load i32, i32* %18, align 4
  %314 = xor i32 %312, %313
  %315 = load i32, i32* %19, align 4
  %316 = xor i32 %314, %315
  %317 = load i32, i32* %20, align 4
  %318 = xor i32 %316, %317
  %319 = load i32, i32* %21, align 4
  %320 = xor i32 %318, %319
  %321 = load i32, i32* %22, align 4
  %322 = xor i32 %320, %321
  %323 = load i32, i32* %23, align 4
  %324 = xor i32 %322, %323
  %325 = load i32, i32* %24, align 4
  %326 = xor i32 %324, %325
  %327 = load i32, i32* %25, align 4
  %328 = xor i32 %326, %327
  %329 = load i32, i32* %26, align 4
  %330 = xor i32 %328, %329
  %331 = load i32, i32* %27, align 4
  %332 = xor i32 %330, %331
  %333 = load i32, i32* %28, align 4
  %334 = xor i32 %332, %333
  %335 = load i32, i32* %29, align 4
  %336 = xor i32 %334, %335
  %337 = load i32, i32* %30, align 4
  %338 = xor i32 %336, %337
  ret i32 %338
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @wide_pressure(i32* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32*, align 8
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
  store i32* %0, i32** %3, align 8
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

20:                                               ; preds = %128, %2
  %21 = load i32, i32* %17, align 4
  %22 = load i32, i32* %4, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %131

24:                                               ; preds = %20
  %25 = load i32*, i32** %3, align 8
  %26 = load i32, i32* %17, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, i32* %25, i64 %27
  %29 = load i32, i32* %28, align 4
  %30 = zext i32 %29 to i64
  store i64 %30, i64* %18, align 8
  %31 = load i64, i64* %18, align 8
  %32 = shl i64 %31, 32
  %33 = load i32*, i32** %3, align 8
  %34 = load i32, i32* %17, align 4
  %35 = mul nsw i32 %34, 7
  %36 = load i32, i32* %4, align 4
  %37 = srem i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, i32* %33, i64 %38
  %40 = load i32, i32* %39, align 4
  %41 = zext i32 %40 to i64
  %42 = or i64 %32, %41
  store i64 %42, i64* %19, align 8
  %43 = load i64, i64* %19, align 8
  %44 = load i64, i64* %5, align 8
  %45 = add i64 %44, %43
  store i64 %45, i64* %5, align 8
  %46 = load i64, i64* %6, align 8
  %47 = load i64, i64* %19, align 8
  %48 = xor i64 %46, %47
  %49 = mul i64 %48, 1099511628211
  store i64 %49, i64* %6, align 8
  %50 = load i64, i64* %18, align 8
  %51 = and i64 %50, 4
  %52 = icmp ne i64 %51, 0
  br i1 %52, label %53, label %58

53:                                               ; preds = %24
  %54 = load i64, i64* %6, align 8
  %55 = lshr i64 %54, 17
  %56 = load i64, i64* %7, align 8
  %57 = add i64 %56, %55
  store i64 %57, i64* %7, align 8
  br label %63

58:                                               ; preds = %24
  %59 = load i64, i64* %5, align 8
  %60 = shl i64 %59, 3
  %61 = load i64, i64* %7, align 8
  %62 = xor i64 %61, %60
  store i64 %62, i64* %7, align 8
  br label %63

63:                                               ; preds = %58, %53
  %64 = load i64, i64* %8, align 8
  %65 = load i64, i64* %19, align 8
  %66 = icmp ugt i64 %64, %65
  br i1 %66, label %67, label %71

67:                                               ; preds = %63
  %68 = load i64, i64* %8, align 8
  %69 = load i64, i64* %19, align 8
  %70 = sub i64 %68, %69
  br label %75

71:                                               ; preds = %63
  %72 = load i64, i64* %19, align 8
  %73 = load i64, i64* %8, align 8
  %74 = sub i64 %72, %73
  br label %75

75:                                               ; preds = %71, %67
  %76 = phi i64 [ %70, %67 ], [ %74, %71 ]
  store i64 %76, i64* %8, align 8
  %77 = load i64, i64* %8, align 8
  %78 = load i64, i64* %18, align 8
  %79 = and i64 %78, 31
  %80 = lshr i64 %77, %79
  %81 = load i64, i64* %9, align 8
  %82 = add i64 %81, %80
  store i64 %82, i64* %9, align 8
  %83 = load i64, i64* %9, align 8
  %84 = load i64, i64* %7, align 8
  %85 = add i64 %83, %84
  %86 = load i64, i64* %10, align 8
  %87 = xor i64 %86, %85
  store i64 %87, i64* %10, align 8
  %88 = load i64, i64* %11, align 8
  %89 = shl i64 %88, 7
  %90 = load i64, i64* %11, align 8
  %91 = lshr i64 %90, 57
  %92 = or i64 %89, %91
  store i64 %92, i64* %11, align 8
  %93 = load i64, i64* %10, align 8
  %94 = load i64, i64* %11, align 8
  %95 = add i64 %94, %93
  store i64 %95, i64* %11, align 8
  %96 = load i64, i64* %18, align 8
  %97 = and i64 %96, 8
  %98 = icmp ne i64 %97, 0
  br i1 %98, label %99, label %101

99:                                               ; preds = %75
  %100 = load i64, i64* %11, align 8
  br label %104

101:                                              ; preds = %75
  %102 = load i64, i64* %11, align 8
  %103 = xor i64 %102, -1
  br label %104

104:                                              ; preds = %101, %99
  %105 = phi i64 [ %100, %99 ], [ %103, %101 ]
  %106 = load i64, i64* %12, align 8
  %107 = add i64 %106, %105
  store i64 %107, i64* %12, align 8
  %108 = load i64, i64* %13, align 8
  %109 = mul i64 %108, 6364136223846793005
  %110 = load i64, i64* %12, align 8
  %111 = add i64 %109, %110
  store i64 %111, i64* %13, align 8
  %112 = load i64, i64* %13, align 8
  %113 = lshr i64 %112, 33
  %114 = load i64, i64* %14, align 8
  %115 = sub i64 %114, %113
  store i64 %115, i64* %14, align 8
  %116 = load i64, i64* %14, align 8
  %117 = and i64 %116, 65535
  %118 = load i64, i64* %18, align 8
  %119 = and i64 %118, 65535
  %120 = mul i64 %117, %119
  %121 = load i64, i64* %15, align 8
  %122 = xor i64 %121, %120
  store i64 %122, i64* %15, align 8
  %123 = load i64, i64* %15, align 8
  %124 = load i64, i64* %5, align 8
  %125 = add i64 %123, %124
  %126 = load i64, i64* %16, align 8
  %127 = add i64 %126, %125
  store i64 %127, i64* %16, align 8
  br label %128

128:                                              ; preds = %104
  %129 = load i32, i32* %17, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, i32* %17, align 4
  br label %20, !llvm.loop !11

131:                                              ; preds = %20
  %132 = load i64, i64* %5, align 8
  %133 = load i64, i64* %6, align 8
  %134 = xor i64 %132, %133
  %135 = load i64, i64* %7, align 8
  %136 = xor i64 %134, %135
  %137 = load i64, i64* %8, align 8
  %138 = xor i64 %136, %137
  %139 = load i64, i64* %9, align 8
  %140 = xor i64 %138, %139
  %141 = load i64, i64* %10, align 8
  %142 = xor i64 %140, %141
  %143 = load i64, i64* %11, align 8
  %144 = xor i64 %142, %143
  %145 = load i64, i64* %12, align 8
  %146 = xor i64 %144, %145
  %147 = load i64, i64* %13, align 8
  %148 = xor i64 %146, %147
  %149 = load i64, i64* %14, align 8
  %150 = xor i64 %148, %149
  %151 = load i64, i64* %15, align 8
  %152 = xor i64 %150, %151
  %153 = load i64, i64* %16, align 8
  %154 = xor i64 %152, %153
  ret i64 %154
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fp_pressure(i32* noundef %0, i32 noundef signext %1, double* noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
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
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store double* %2, double** %6, align 8
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

28:                                               ; preds = %160, %3
  %29 = load i32, i32* %25, align 4
  %30 = load i32, i32* %5, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %163

32:                                               ; preds = %28
  %33 = load i32*, i32** %4, align 8
  %34 = load i32, i32* %25, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %33, i64 %35
  %37 = load i32, i32* %36, align 4
  %38 = and i32 %37, 65535
  %39 = uitofp i32 %38 to double
  %40 = fdiv double %39, 6.553600e+04
  store double %40, double* %26, align 8
  %41 = load double, double* %26, align 8
  %42 = load double, double* %7, align 8
  %43 = fadd double %42, %41
  store double %43, double* %7, align 8
  %44 = load double, double* %8, align 8
  %45 = fmul double %44, 5.000000e-01
  store double %45, double* %27, align 8
  %46 = load double, double* %27, align 8
  %47 = load double, double* %26, align 8
  %48 = fadd double %46, %47
  store double %48, double* %8, align 8
  %49 = load double, double* %26, align 8
  %50 = fcmp ogt double %49, 5.000000e-01
  br i1 %50, label %51, label %55

51:                                               ; preds = %32
  %52 = load double, double* %9, align 8
  %53 = load double, double* %26, align 8
  %54 = fadd double %52, %53
  br label %59

55:                                               ; preds = %32
  %56 = load double, double* %9, align 8
  %57 = load double, double* %26, align 8
  %58 = fsub double %56, %57
  br label %59

59:                                               ; preds = %55, %51
  %60 = phi double [ %54, %51 ], [ %58, %55 ]
  store double %60, double* %9, align 8
  %61 = load double, double* %10, align 8
  %62 = load double, double* %26, align 8
  %63 = fcmp olt double %61, %62
  br i1 %63, label %64, label %66

64:                                               ; preds = %59
  %65 = load double, double* %26, align 8
  br label %68

66:                                               ; preds = %59
  %67 = load double, double* %10, align 8
  br label %68

68:                                               ; preds = %66, %64
  %69 = phi double [ %65, %64 ], [ %67, %66 ]
  store double %69, double* %10, align 8
  %70 = load double, double* %11, align 8
  %71 = load double, double* %26, align 8
  %72 = fcmp ogt double %70, %71
  br i1 %72, label %73, label %75

73:                                               ; preds = %68
  %74 = load double, double* %26, align 8
  br label %77

75:                                               ; preds = %68
  %76 = load double, double* %11, align 8
  br label %77

77:                                               ; preds = %75, %73
  %78 = phi double [ %74, %73 ], [ %76, %75 ]
  store double %78, double* %11, align 8
  %79 = load double, double* %12, align 8
  %80 = load double, double* %26, align 8
  %81 = fmul double %79, %80
  store double %81, double* %27, align 8
  %82 = load double, double* %27, align 8
  %83 = fadd double %82, 1.000000e+00
  store double %83, double* %12, align 8
  %84 = load double, double* %8, align 8
  %85 = load double, double* %12, align 8
  %86 = fsub double %84, %85
  %87 = load double, double* %13, align 8
  %88 = fadd double %87, %86
  store double %88, double* %13, align 8
  %89 = load i32*, i32** %4, align 8
  %90 = load i32, i32* %25, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, i32* %89, i64 %91
  %93 = load i32, i32* %92, align 4
  %94 = and i32 %93, 2
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %96, label %100

96:                                               ; preds = %77
  %97 = load double, double* %13, align 8
  %98 = load double, double* %14, align 8
  %99 = fadd double %98, %97
  store double %99, double* %14, align 8
  br label %104

100:                                              ; preds = %77
  %101 = load double, double* %7, align 8
  %102 = load double, double* %14, align 8
  %103 = fsub double %102, %101
  store double %103, double* %14, align 8
  br label %104

104:                                              ; preds = %100, %96
  %105 = load double, double* %15, align 8
  %106 = fneg double %105
  store double %106, double* %15, align 8
  %107 = load double, double* %15, align 8
  %108 = load double, double* %26, align 8
  %109 = fmul double %107, %108
  %110 = load double, double* %16, align 8
  %111 = fadd double %110, %109
  store double %111, double* %16, align 8
  %112 = load double, double* %17, align 8
  %113 = fmul double %112, 0x3FEFAE147AE147AE
  store double %113, double* %17, align 8
  %114 = load double, double* %17, align 8
  %115 = load double, double* %18, align 8
  %116 = fadd double %115, %114
  store double %116, double* %18, align 8
  %117 = load double, double* %19, align 8
  %118 = load double, double* %18, align 8
  %119 = fcmp ogt double %117, %118
  br i1 %119, label %120, label %122

120:                                              ; preds = %104
  %121 = load double, double* %19, align 8
  br label %124

122:                                              ; preds = %104
  %123 = load double, double* %18, align 8
  br label %124

124:                                              ; preds = %122, %120
  %125 = phi double [ %121, %120 ], [ %123, %122 ]
  store double %125, double* %19, align 8
  %126 = load double, double* %20, align 8
  %127 = load double, double* %16, align 8
  %128 = fcmp olt double %126, %127
  br i1 %128, label %129, label %131

129:                                              ; preds = %124
  %130 = load double, double* %16, align 8
  br label %133

131:                                              ; preds = %124
  %132 = load double, double* %20, align 8
  br label %133

133:                                              ; preds = %131, %129
  %134 = phi double [ %130, %129 ], [ %132, %131 ]
  store double %134, double* %20, align 8
  %135 = load double, double* %26, align 8
  %136 = load double, double* %26, align 8
  %137 = fmul double %135, %136
  store double %137, double* %27, align 8
  %138 = load double, double* %27, align 8
  %139 = load double, double* %21, align 8
  %140 = fadd double %139, %138
  store double %140, double* %21, align 8
  %141 = load double, double* %26, align 8
  %142 = fmul double %141, 1.600000e+01
  %143 = fptosi double %142 to i32
  %144 = sitofp i32 %143 to double
  %145 = load double, double* %22, align 8
  %146 = fadd double %145, %144
  store double %146, double* %22, align 8
  %147 = load double, double* %23, align 8
  %148 = fcmp ogt double %147, 1.000000e+06
  br i1 %148, label %149, label %150

149:                                              ; preds = %133
  br label %153

150:                                              ; preds = %133
  %151 = load double, double* %23, align 8
  %152 = fmul double %151, 1.010000e+00
  br label %153

153:                                              ; preds = %150, %149
  %154 = phi double [ 1.000000e+00, %149 ], [ %152, %150 ]
  store double %154, double* %23, align 8
  %155 = load double, double* %23, align 8
  %156 = load double, double* %9, align 8
  %157 = fsub double %155, %156
  %158 = load double, double* %24, align 8
  %159 = fadd double %158, %157
  store double %159, double* %24, align 8
  br label %160

160:                                              ; preds = %153
  %161 = load i32, i32* %25, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, i32* %25, align 4
  br label %28, !llvm.loop !12

163:                                              ; preds = %28
  %164 = load double, double* %7, align 8
  %165 = load double*, double** %6, align 8
  %166 = getelementptr inbounds double, double* %165, i64 0
  store double %164, double* %166, align 8
  %167 = load double, double* %8, align 8
  %168 = load double*, double** %6, align 8
  %169 = getelementptr inbounds double, double* %168, i64 1
  store double %167, double* %169, align 8
  %170 = load double, double* %9, align 8
  %171 = load double*, double** %6, align 8
  %172 = getelementptr inbounds double, double* %171, i64 2
  store double %170, double* %172, align 8
  %173 = load double, double* %10, align 8
  %174 = load double*, double** %6, align 8
  %175 = getelementptr inbounds double, double* %174, i64 3
  store double %173, double* %175, align 8
  %176 = load double, double* %11, align 8
  %177 = load double*, double** %6, align 8
  %178 = getelementptr inbounds double, double* %177, i64 4
  store double %176, double* %178, align 8
  %179 = load double, double* %12, align 8
  %180 = load double*, double** %6, align 8
  %181 = getelementptr inbounds double, double* %180, i64 5
  store double %179, double* %181, align 8
  %182 = load double, double* %13, align 8
  %183 = load double*, double** %6, align 8
  %184 = getelementptr inbounds double, double* %183, i64 6
  store double %182, double* %184, align 8
  %185 = load double, double* %14, align 8
  %186 = load double*, double** %6, align 8
  %187 = getelementptr inbounds double, double* %186, i64 7
  store double %185, double* %187, align 8
  %188 = load double, double* %15, align 8
  %189 = load double*, double** %6, align 8
  %190 = getelementptr inbounds double, double* %189, i64 8
  store double %188, double* %190, align 8
  %191 = load double, double* %16, align 8
  %192 = load double*, double** %6, align 8
  %193 = getelementptr inbounds double, double* %192, i64 9
  store double %191, double* %193, align 8
  %194 = load double, double* %17, align 8
  %195 = load double*, double** %6, align 8
  %196 = getelementptr inbounds double, double* %195, i64 10
  store double %194, double* %196, align 8
  %197 = load double, double* %18, align 8
  %198 = load double*, double** %6, align 8
  %199 = getelementptr inbounds double, double* %198, i64 11
  store double %197, double* %199, align 8
  %200 = load double, double* %19, align 8
  %201 = load double*, double** %6, align 8
  %202 = getelementptr inbounds double, double* %201, i64 12
  store double %200, double* %202, align 8
  %203 = load double, double* %20, align 8
  %204 = load double*, double** %6, align 8
  %205 = getelementptr inbounds double, double* %204, i64 13
  store double %203, double* %205, align 8
  %206 = load double, double* %21, align 8
  %207 = load double*, double** %6, align 8
  %208 = getelementptr inbounds double, double* %207, i64 14
  store double %206, double* %208, align 8
  %209 = load double, double* %22, align 8
  %210 = load double*, double** %6, align 8
  %211 = getelementptr inbounds double, double* %210, i64 15
  store double %209, double* %211, align 8
  %212 = load double, double* %23, align 8
  %213 = load double*, double** %6, align 8
  %214 = getelementptr inbounds double, double* %213, i64 16
  store double %212, double* %214, align 8
  %215 = load double, double* %24, align 8
  %216 = load double*, double** %6, align 8
  %217 = getelementptr inbounds double, double* %216, i64 17
  store double %215, double* %217, align 8
  %218 = load double, double* %7, align 8
  %219 = load double, double* %8, align 8
  %220 = fadd double %218, %219
  %221 = load double, double* %9, align 8
  %222 = fadd double %220, %221
  %223 = load double, double* %10, align 8
  %224 = fadd double %222, %223
  %225 = load double, double* %11, align 8
  %226 = fadd double %224, %225
  %227 = load double, double* %12, align 8
  %228 = fadd double %226, %227
  %229 = load double, double* %13, align 8
  %230 = fadd double %228, %229
  %231 = load double, double* %14, align 8
  %232 = fadd double %230, %231
  %233 = load double, double* %15, align 8
  %234 = fadd double %232, %233
  %235 = load double, double* %16, align 8
  %236 = fadd double %234, %235
  %237 = load double, double* %17, align 8
  %238 = fadd double %236, %237
  %239 = load double, double* %18, align 8
  %240 = fadd double %238, %239
  %241 = load double, double* %19, align 8
  %242 = fadd double %240, %241
  %243 = load double, double* %20, align 8
  %244 = fadd double %242, %243
  %245 = load double, double* %21, align 8
  %246 = fadd double %244, %245
  %247 = load double, double* %22, align 8
  %248 = fadd double %246, %247
  %249 = load double, double* %23, align 8
  %250 = fadd double %248, %249
  %251 = load double, double* %24, align 8
  %252 = fadd double %250, %251
  ret double %252
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @rotl32(i32 noundef zeroext %0, i32 noundef zeroext %1) #0 {
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
