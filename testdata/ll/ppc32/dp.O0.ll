; ModuleID = 'c/dp.c'
source_filename = "c/dp.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@vone = internal global i32 1, align 4
@main.words = internal constant [7 x [2 x i8*]] [[2 x i8*] [i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0)]], align 4
@.str = private unnamed_addr constant [7 x i8] c"kitten\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"flaw\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"lawn\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"intention\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"execution\00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"register\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"spill everywhere\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"split live ranges\00", align 1
@.str.12 = private unnamed_addr constant [27 x i8] c"abcdefghijklmnopqrstuvwxyz\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"zyxwvutsrqponmlkjihgfedcba\00", align 1
@.str.14 = private unnamed_addr constant [35 x i8] c"'%s' vs '%s': edit=%d lcs=%d '%s'\0A\00", align 1
@.str.15 = private unnamed_addr constant [23 x i8] c"knapsack(cap=%d) = %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"lis(200) = %d\0A\00", align 1
@main.a = internal global [24 x [24 x i32]] zeroinitializer, align 4
@main.b = internal global [24 x [24 x i32]] zeroinitializer, align 4
@main.c = internal global [24 x [24 x i32]] zeroinitializer, align 4
@main.d = internal global [24 x [24 x i32]] zeroinitializer, align 4
@.str.17 = private unnamed_addr constant [56 x i8] c"matmul: c[0][0]=%d c[5][17]=%d d[23][23]=%d trace=%lld\0A\00", align 1
@main.g = internal global [12 x [12 x i32]] zeroinitializer, align 4
@.str.18 = private unnamed_addr constant [43 x i8] c"floyd: d[0][%d]=%d d[%d][0]=%d total=%lld\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal global i32 0, align 4
@lcs.t = internal global [64 x [64 x i16]] zeroinitializer, align 2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [64 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [20 x i32], align 4
  %10 = alloca [20 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca [200 x i32], align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %15 = load volatile i32, i32* @vone, align 4
  store i32 %15, i32* %2, align 4
  %16 = load i32, i32* %2, align 4
  %17 = mul i32 777, %16
  store i32 %17, i32* %5, align 4
  store i32 0, i32* %3, align 4
  br label %18

18:                                               ; preds = %55, %0
  %19 = load i32, i32* %3, align 4
  %20 = icmp slt i32 %19, 7
  br i1 %20, label %21, label %58

21:                                               ; preds = %18
  %22 = load i32, i32* %3, align 4
  %23 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i32 0, i32 %22
  %24 = getelementptr inbounds [2 x i8*], [2 x i8*]* %23, i32 0, i32 0
  %25 = load i8*, i8** %24, align 4
  %26 = load i32, i32* %3, align 4
  %27 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i32 0, i32 %26
  %28 = getelementptr inbounds [2 x i8*], [2 x i8*]* %27, i32 0, i32 1
  %29 = load i8*, i8** %28, align 4
  %30 = call i32 @edit_distance(i8* noundef %25, i8* noundef %29)
  store i32 %30, i32* %7, align 4
  %31 = load i32, i32* %3, align 4
  %32 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i32 0, i32 %31
  %33 = getelementptr inbounds [2 x i8*], [2 x i8*]* %32, i32 0, i32 0
  %34 = load i8*, i8** %33, align 4
  %35 = load i32, i32* %3, align 4
  %36 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i32 0, i32 %35
  %37 = getelementptr inbounds [2 x i8*], [2 x i8*]* %36, i32 0, i32 1
  %38 = load i8*, i8** %37, align 4
  %39 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 0
  %40 = call i32 @lcs(i8* noundef %34, i8* noundef %38, i8* noundef %39)
  store i32 %40, i32* %8, align 4
  %41 = load i32, i32* %3, align 4
  %42 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i32 0, i32 %41
  %43 = getelementptr inbounds [2 x i8*], [2 x i8*]* %42, i32 0, i32 0
  %44 = load i8*, i8** %43, align 4
  %45 = load i32, i32* %3, align 4
  %46 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i32 0, i32 %45
  %47 = getelementptr inbounds [2 x i8*], [2 x i8*]* %46, i32 0, i32 1
  %48 = load i8*, i8** %47, align 4
  %49 = load i32, i32* %7, align 4
  %50 = load i32, i32* %8, align 4
  %51 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 0
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.14, i32 0, i32 0), i8* noundef %44, i8* noundef %48, i32 noundef %49, i32 noundef %50, i8* noundef %51)
  %53 = load i32, i32* %7, align 4
  call void @mix(i32 noundef %53)
  %54 = load i32, i32* %8, align 4
  call void @mix(i32 noundef %54)
  br label %55

55:                                               ; preds = %21
  %56 = load i32, i32* %3, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %3, align 4
  br label %18, !llvm.loop !6

58:                                               ; preds = %18
  store i32 0, i32* %3, align 4
  br label %59

59:                                               ; preds = %81, %58
  %60 = load i32, i32* %3, align 4
  %61 = icmp slt i32 %60, 20
  br i1 %61, label %62, label %84

62:                                               ; preds = %59
  %63 = load i32, i32* %5, align 4
  %64 = mul i32 %63, 1103515245
  %65 = add i32 %64, 12345
  store i32 %65, i32* %5, align 4
  %66 = load i32, i32* %5, align 4
  %67 = lshr i32 %66, 16
  %68 = urem i32 %67, 40
  %69 = add nsw i32 %68, 5
  %70 = load i32, i32* %3, align 4
  %71 = getelementptr inbounds [20 x i32], [20 x i32]* %9, i32 0, i32 %70
  store i32 %69, i32* %71, align 4
  %72 = load i32, i32* %5, align 4
  %73 = mul i32 %72, 1103515245
  %74 = add i32 %73, 12345
  store i32 %74, i32* %5, align 4
  %75 = load i32, i32* %5, align 4
  %76 = lshr i32 %75, 16
  %77 = urem i32 %76, 100
  %78 = add nsw i32 %77, 1
  %79 = load i32, i32* %3, align 4
  %80 = getelementptr inbounds [20 x i32], [20 x i32]* %10, i32 0, i32 %79
  store i32 %78, i32* %80, align 4
  br label %81

81:                                               ; preds = %62
  %82 = load i32, i32* %3, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, i32* %3, align 4
  br label %59, !llvm.loop !8

84:                                               ; preds = %59
  store i32 50, i32* %3, align 4
  br label %85

85:                                               ; preds = %99, %84
  %86 = load i32, i32* %3, align 4
  %87 = icmp sle i32 %86, 300
  br i1 %87, label %88, label %102

88:                                               ; preds = %85
  %89 = getelementptr inbounds [20 x i32], [20 x i32]* %9, i32 0, i32 0
  %90 = getelementptr inbounds [20 x i32], [20 x i32]* %10, i32 0, i32 0
  %91 = load i32, i32* %3, align 4
  %92 = load i32, i32* %2, align 4
  %93 = mul nsw i32 %91, %92
  %94 = call i32 @knapsack(i32* noundef %89, i32* noundef %90, i32 noundef 20, i32 noundef %93)
  store i32 %94, i32* %11, align 4
  %95 = load i32, i32* %3, align 4
  %96 = load i32, i32* %11, align 4
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i32 0, i32 0), i32 noundef %95, i32 noundef %96)
  %98 = load i32, i32* %11, align 4
  call void @mix(i32 noundef %98)
  br label %99

99:                                               ; preds = %88
  %100 = load i32, i32* %3, align 4
  %101 = add nsw i32 %100, 125
  store i32 %101, i32* %3, align 4
  br label %85, !llvm.loop !9

102:                                              ; preds = %85
  store i32 0, i32* %3, align 4
  br label %103

103:                                              ; preds = %115, %102
  %104 = load i32, i32* %3, align 4
  %105 = icmp slt i32 %104, 200
  br i1 %105, label %106, label %118

106:                                              ; preds = %103
  %107 = load i32, i32* %5, align 4
  %108 = mul i32 %107, 1103515245
  %109 = add i32 %108, 12345
  store i32 %109, i32* %5, align 4
  %110 = load i32, i32* %5, align 4
  %111 = lshr i32 %110, 16
  %112 = urem i32 %111, 1000
  %113 = load i32, i32* %3, align 4
  %114 = getelementptr inbounds [200 x i32], [200 x i32]* %12, i32 0, i32 %113
  store i32 %112, i32* %114, align 4
  br label %115

115:                                              ; preds = %106
  %116 = load i32, i32* %3, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, i32* %3, align 4
  br label %103, !llvm.loop !10

118:                                              ; preds = %103
  %119 = getelementptr inbounds [200 x i32], [200 x i32]* %12, i32 0, i32 0
  %120 = load i32, i32* %2, align 4
  %121 = mul nsw i32 200, %120
  %122 = call i32 @lis(i32* noundef %119, i32 noundef %121)
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i32 0, i32 0), i32 noundef %122)
  %124 = getelementptr inbounds [200 x i32], [200 x i32]* %12, i32 0, i32 0
  %125 = call i32 @lis(i32* noundef %124, i32 noundef 200)
  call void @mix(i32 noundef %125)
  store i64 0, i64* %13, align 8
  store i32 0, i32* %3, align 4
  br label %126

126:                                              ; preds = %167, %118
  %127 = load i32, i32* %3, align 4
  %128 = icmp slt i32 %127, 24
  br i1 %128, label %129, label %170

129:                                              ; preds = %126
  store i32 0, i32* %4, align 4
  br label %130

130:                                              ; preds = %163, %129
  %131 = load i32, i32* %4, align 4
  %132 = icmp slt i32 %131, 24
  br i1 %132, label %133, label %166

133:                                              ; preds = %130
  %134 = load i32, i32* %3, align 4
  %135 = mul nsw i32 %134, 3
  %136 = load i32, i32* %4, align 4
  %137 = load i32, i32* %2, align 4
  %138 = mul nsw i32 %136, %137
  %139 = add nsw i32 %135, %138
  %140 = srem i32 %139, 11
  %141 = sub nsw i32 %140, 5
  %142 = load i32, i32* %3, align 4
  %143 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i32 0, i32 %142
  %144 = load i32, i32* %4, align 4
  %145 = getelementptr inbounds [24 x i32], [24 x i32]* %143, i32 0, i32 %144
  store i32 %141, i32* %145, align 4
  %146 = load i32, i32* %3, align 4
  %147 = load i32, i32* %4, align 4
  %148 = icmp eq i32 %146, %147
  br i1 %148, label %149, label %150

149:                                              ; preds = %133
  br label %157

150:                                              ; preds = %133
  %151 = load i32, i32* %3, align 4
  %152 = load i32, i32* %4, align 4
  %153 = mul nsw i32 2, %152
  %154 = add nsw i32 %151, %153
  %155 = srem i32 %154, 7
  %156 = sub nsw i32 %155, 3
  br label %157

157:                                              ; preds = %150, %149
  %158 = phi i32 [ 2, %149 ], [ %156, %150 ]
  %159 = load i32, i32* %3, align 4
  %160 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i32 0, i32 %159
  %161 = load i32, i32* %4, align 4
  %162 = getelementptr inbounds [24 x i32], [24 x i32]* %160, i32 0, i32 %161
  store i32 %158, i32* %162, align 4
  br label %163

163:                                              ; preds = %157
  %164 = load i32, i32* %4, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, i32* %4, align 4
  br label %130, !llvm.loop !11

166:                                              ; preds = %130
  br label %167

167:                                              ; preds = %166
  %168 = load i32, i32* %3, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, i32* %3, align 4
  br label %126, !llvm.loop !12

170:                                              ; preds = %126
  call void @matmul([24 x i32]* noundef getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i32 0, i32 0), [24 x i32]* noundef getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i32 0, i32 0), [24 x i32]* noundef getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i32 0, i32 0))
  call void @matmul([24 x i32]* noundef getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 0), [24 x i32]* noundef getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i32 0, i32 0), [24 x i32]* noundef getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i32 0, i32 0))
  store i32 0, i32* %3, align 4
  br label %171

171:                                              ; preds = %183, %170
  %172 = load i32, i32* %3, align 4
  %173 = icmp slt i32 %172, 24
  br i1 %173, label %174, label %186

174:                                              ; preds = %171
  %175 = load i32, i32* %3, align 4
  %176 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %175
  %177 = load i32, i32* %3, align 4
  %178 = getelementptr inbounds [24 x i32], [24 x i32]* %176, i32 0, i32 %177
  %179 = load i32, i32* %178, align 4
  %180 = sext i32 %179 to i64
  %181 = load i64, i64* %13, align 8
  %182 = add nsw i64 %181, %180
  store i64 %182, i64* %13, align 8
  br label %183

183:                                              ; preds = %174
  %184 = load i32, i32* %3, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, i32* %3, align 4
  br label %171, !llvm.loop !13

186:                                              ; preds = %171
  %187 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i32 0, i32 0, i32 0), align 4
  %188 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i32 0, i32 5, i32 17), align 4
  %189 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 23, i32 23), align 4
  %190 = load i64, i64* %13, align 8
  %191 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([56 x i8], [56 x i8]* @.str.17, i32 0, i32 0), i32 noundef %187, i32 noundef %188, i32 noundef %189, i64 noundef %190)
  store i32 0, i32* %3, align 4
  br label %192

192:                                              ; preds = %209, %186
  %193 = load i32, i32* %3, align 4
  %194 = icmp slt i32 %193, 24
  br i1 %194, label %195, label %212

195:                                              ; preds = %192
  store i32 0, i32* %4, align 4
  br label %196

196:                                              ; preds = %205, %195
  %197 = load i32, i32* %4, align 4
  %198 = icmp slt i32 %197, 24
  br i1 %198, label %199, label %208

199:                                              ; preds = %196
  %200 = load i32, i32* %3, align 4
  %201 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i32 0, i32 %200
  %202 = load i32, i32* %4, align 4
  %203 = getelementptr inbounds [24 x i32], [24 x i32]* %201, i32 0, i32 %202
  %204 = load i32, i32* %203, align 4
  call void @mix(i32 noundef %204)
  br label %205

205:                                              ; preds = %199
  %206 = load i32, i32* %4, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, i32* %4, align 4
  br label %196, !llvm.loop !14

208:                                              ; preds = %196
  br label %209

209:                                              ; preds = %208
  %210 = load i32, i32* %3, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, i32* %3, align 4
  br label %192, !llvm.loop !15

212:                                              ; preds = %192
  store i64 0, i64* %14, align 8
  store i32 0, i32* %3, align 4
  br label %213

213:                                              ; preds = %251, %212
  %214 = load i32, i32* %3, align 4
  %215 = icmp slt i32 %214, 12
  br i1 %215, label %216, label %254

216:                                              ; preds = %213
  store i32 0, i32* %4, align 4
  br label %217

217:                                              ; preds = %247, %216
  %218 = load i32, i32* %4, align 4
  %219 = icmp slt i32 %218, 12
  br i1 %219, label %220, label %250

220:                                              ; preds = %217
  %221 = load i32, i32* %5, align 4
  %222 = mul i32 %221, 1103515245
  %223 = add i32 %222, 12345
  store i32 %223, i32* %5, align 4
  %224 = load i32, i32* %3, align 4
  %225 = load i32, i32* %4, align 4
  %226 = icmp eq i32 %224, %225
  br i1 %226, label %227, label %228

227:                                              ; preds = %220
  br label %241

228:                                              ; preds = %220
  %229 = load i32, i32* %5, align 4
  %230 = lshr i32 %229, 16
  %231 = urem i32 %230, 3
  %232 = icmp eq i32 %231, 0
  br i1 %232, label %233, label %238

233:                                              ; preds = %228
  %234 = load i32, i32* %5, align 4
  %235 = lshr i32 %234, 20
  %236 = urem i32 %235, 50
  %237 = add nsw i32 %236, 1
  br label %239

238:                                              ; preds = %228
  br label %239

239:                                              ; preds = %238, %233
  %240 = phi i32 [ %237, %233 ], [ 1000000, %238 ]
  br label %241

241:                                              ; preds = %239, %227
  %242 = phi i32 [ 0, %227 ], [ %240, %239 ]
  %243 = load i32, i32* %3, align 4
  %244 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %243
  %245 = load i32, i32* %4, align 4
  %246 = getelementptr inbounds [12 x i32], [12 x i32]* %244, i32 0, i32 %245
  store i32 %242, i32* %246, align 4
  br label %247

247:                                              ; preds = %241
  %248 = load i32, i32* %4, align 4
  %249 = add nsw i32 %248, 1
  store i32 %249, i32* %4, align 4
  br label %217, !llvm.loop !16

250:                                              ; preds = %217
  br label %251

251:                                              ; preds = %250
  %252 = load i32, i32* %3, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, i32* %3, align 4
  br label %213, !llvm.loop !17

254:                                              ; preds = %213
  call void @floyd([12 x i32]* noundef getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 0))
  store i32 0, i32* %3, align 4
  br label %255

255:                                              ; preds = %290, %254
  %256 = load i32, i32* %3, align 4
  %257 = icmp slt i32 %256, 12
  br i1 %257, label %258, label %293

258:                                              ; preds = %255
  store i32 0, i32* %4, align 4
  br label %259

259:                                              ; preds = %286, %258
  %260 = load i32, i32* %4, align 4
  %261 = icmp slt i32 %260, 12
  br i1 %261, label %262, label %289

262:                                              ; preds = %259
  %263 = load i32, i32* %3, align 4
  %264 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %263
  %265 = load i32, i32* %4, align 4
  %266 = getelementptr inbounds [12 x i32], [12 x i32]* %264, i32 0, i32 %265
  %267 = load i32, i32* %266, align 4
  %268 = icmp sge i32 %267, 1000000
  br i1 %268, label %269, label %270

269:                                              ; preds = %262
  br label %276

270:                                              ; preds = %262
  %271 = load i32, i32* %3, align 4
  %272 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %271
  %273 = load i32, i32* %4, align 4
  %274 = getelementptr inbounds [12 x i32], [12 x i32]* %272, i32 0, i32 %273
  %275 = load i32, i32* %274, align 4
  br label %276

276:                                              ; preds = %270, %269
  %277 = phi i32 [ -1, %269 ], [ %275, %270 ]
  %278 = sext i32 %277 to i64
  %279 = load i64, i64* %14, align 8
  %280 = add nsw i64 %279, %278
  store i64 %280, i64* %14, align 8
  %281 = load i32, i32* %3, align 4
  %282 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 %281
  %283 = load i32, i32* %4, align 4
  %284 = getelementptr inbounds [12 x i32], [12 x i32]* %282, i32 0, i32 %283
  %285 = load i32, i32* %284, align 4
  call void @mix(i32 noundef %285)
  br label %286

286:                                              ; preds = %276
  %287 = load i32, i32* %4, align 4
  %288 = add nsw i32 %287, 1
  store i32 %288, i32* %4, align 4
  br label %259, !llvm.loop !18

289:                                              ; preds = %259
  br label %290

290:                                              ; preds = %289
  %291 = load i32, i32* %3, align 4
  %292 = add nsw i32 %291, 1
  store i32 %292, i32* %3, align 4
  br label %255, !llvm.loop !19

293:                                              ; preds = %255
  %294 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 0, i32 11), align 4
  %295 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i32 0, i32 11, i32 0), align 4
  %296 = load i64, i64* %14, align 8
  %297 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.18, i32 0, i32 0), i32 noundef 11, i32 noundef %294, i32 noundef 11, i32 noundef %295, i64 noundef %296)
  %298 = load i32, i32* @check, align 4
  %299 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i32 0, i32 0), i32 noundef %298)
  %300 = load i32, i32* @check, align 4
  %301 = and i32 %300, 127
  ret i32 %301
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @edit_distance(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca [64 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %13 = load i8*, i8** %3, align 4
  %14 = call i32 @strlen(i8* noundef %13) #3
  store i32 %14, i32* %6, align 4
  %15 = load i8*, i8** %4, align 4
  %16 = call i32 @strlen(i8* noundef %15) #3
  store i32 %16, i32* %7, align 4
  store i32 0, i32* %9, align 4
  br label %17

17:                                               ; preds = %25, %2
  %18 = load i32, i32* %9, align 4
  %19 = load i32, i32* %7, align 4
  %20 = icmp sle i32 %18, %19
  br i1 %20, label %21, label %28

21:                                               ; preds = %17
  %22 = load i32, i32* %9, align 4
  %23 = load i32, i32* %9, align 4
  %24 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %23
  store i32 %22, i32* %24, align 4
  br label %25

25:                                               ; preds = %21
  %26 = load i32, i32* %9, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %9, align 4
  br label %17, !llvm.loop !20

28:                                               ; preds = %17
  store i32 1, i32* %8, align 4
  br label %29

29:                                               ; preds = %81, %28
  %30 = load i32, i32* %8, align 4
  %31 = load i32, i32* %6, align 4
  %32 = icmp sle i32 %30, %31
  br i1 %32, label %33, label %84

33:                                               ; preds = %29
  %34 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 0
  %35 = load i32, i32* %34, align 4
  store i32 %35, i32* %10, align 4
  %36 = load i32, i32* %8, align 4
  %37 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 0
  store i32 %36, i32* %37, align 4
  store i32 1, i32* %9, align 4
  br label %38

38:                                               ; preds = %77, %33
  %39 = load i32, i32* %9, align 4
  %40 = load i32, i32* %7, align 4
  %41 = icmp sle i32 %39, %40
  br i1 %41, label %42, label %80

42:                                               ; preds = %38
  %43 = load i32, i32* %9, align 4
  %44 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %43
  %45 = load i32, i32* %44, align 4
  store i32 %45, i32* %11, align 4
  %46 = load i8*, i8** %3, align 4
  %47 = load i32, i32* %8, align 4
  %48 = sub nsw i32 %47, 1
  %49 = getelementptr inbounds i8, i8* %46, i32 %48
  %50 = load i8, i8* %49, align 1
  %51 = zext i8 %50 to i32
  %52 = load i8*, i8** %4, align 4
  %53 = load i32, i32* %9, align 4
  %54 = sub nsw i32 %53, 1
  %55 = getelementptr inbounds i8, i8* %52, i32 %54
  %56 = load i8, i8* %55, align 1
  %57 = zext i8 %56 to i32
  %58 = icmp eq i32 %51, %57
  %59 = zext i1 %58 to i64
  %60 = select i1 %58, i32 0, i32 1
  store i32 %60, i32* %12, align 4
  %61 = load i32, i32* %9, align 4
  %62 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %61
  %63 = load i32, i32* %62, align 4
  %64 = add nsw i32 %63, 1
  %65 = load i32, i32* %9, align 4
  %66 = sub nsw i32 %65, 1
  %67 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %66
  %68 = load i32, i32* %67, align 4
  %69 = add nsw i32 %68, 1
  %70 = load i32, i32* %10, align 4
  %71 = load i32, i32* %12, align 4
  %72 = add nsw i32 %70, %71
  %73 = call i32 @min3(i32 noundef %64, i32 noundef %69, i32 noundef %72)
  %74 = load i32, i32* %9, align 4
  %75 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %74
  store i32 %73, i32* %75, align 4
  %76 = load i32, i32* %11, align 4
  store i32 %76, i32* %10, align 4
  br label %77

77:                                               ; preds = %42
  %78 = load i32, i32* %9, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* %9, align 4
  br label %38, !llvm.loop !21

80:                                               ; preds = %38
  br label %81

81:                                               ; preds = %80
  %82 = load i32, i32* %8, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, i32* %8, align 4
  br label %29, !llvm.loop !22

84:                                               ; preds = %29
  %85 = load i32, i32* %7, align 4
  %86 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %85
  %87 = load i32, i32* %86, align 4
  ret i32 %87
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcs(i8* noundef %0, i8* noundef %1, i8* noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  store i8* %2, i8** %6, align 4
  %12 = load i8*, i8** %4, align 4
  %13 = call i32 @strlen(i8* noundef %12) #3
  store i32 %13, i32* %7, align 4
  %14 = load i8*, i8** %5, align 4
  %15 = call i32 @strlen(i8* noundef %14) #3
  store i32 %15, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %16

16:                                               ; preds = %24, %3
  %17 = load i32, i32* %9, align 4
  %18 = load i32, i32* %7, align 4
  %19 = icmp sle i32 %17, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %16
  %21 = load i32, i32* %9, align 4
  %22 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %21
  %23 = getelementptr inbounds [64 x i16], [64 x i16]* %22, i32 0, i32 0
  store i16 0, i16* %23, align 2
  br label %24

24:                                               ; preds = %20
  %25 = load i32, i32* %9, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %9, align 4
  br label %16, !llvm.loop !23

27:                                               ; preds = %16
  store i32 0, i32* %10, align 4
  br label %28

28:                                               ; preds = %35, %27
  %29 = load i32, i32* %10, align 4
  %30 = load i32, i32* %8, align 4
  %31 = icmp sle i32 %29, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %28
  %33 = load i32, i32* %10, align 4
  %34 = getelementptr inbounds [64 x i16], [64 x i16]* getelementptr inbounds ([64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 0), i32 0, i32 %33
  store i16 0, i16* %34, align 2
  br label %35

35:                                               ; preds = %32
  %36 = load i32, i32* %10, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %10, align 4
  br label %28, !llvm.loop !24

38:                                               ; preds = %28
  store i32 1, i32* %9, align 4
  br label %39

39:                                               ; preds = %121, %38
  %40 = load i32, i32* %9, align 4
  %41 = load i32, i32* %7, align 4
  %42 = icmp sle i32 %40, %41
  br i1 %42, label %43, label %124

43:                                               ; preds = %39
  store i32 1, i32* %10, align 4
  br label %44

44:                                               ; preds = %117, %43
  %45 = load i32, i32* %10, align 4
  %46 = load i32, i32* %8, align 4
  %47 = icmp sle i32 %45, %46
  br i1 %47, label %48, label %120

48:                                               ; preds = %44
  %49 = load i8*, i8** %4, align 4
  %50 = load i32, i32* %9, align 4
  %51 = sub nsw i32 %50, 1
  %52 = getelementptr inbounds i8, i8* %49, i32 %51
  %53 = load i8, i8* %52, align 1
  %54 = zext i8 %53 to i32
  %55 = load i8*, i8** %5, align 4
  %56 = load i32, i32* %10, align 4
  %57 = sub nsw i32 %56, 1
  %58 = getelementptr inbounds i8, i8* %55, i32 %57
  %59 = load i8, i8* %58, align 1
  %60 = zext i8 %59 to i32
  %61 = icmp eq i32 %54, %60
  br i1 %61, label %62, label %77

62:                                               ; preds = %48
  %63 = load i32, i32* %9, align 4
  %64 = sub nsw i32 %63, 1
  %65 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %64
  %66 = load i32, i32* %10, align 4
  %67 = sub nsw i32 %66, 1
  %68 = getelementptr inbounds [64 x i16], [64 x i16]* %65, i32 0, i32 %67
  %69 = load i16, i16* %68, align 2
  %70 = sext i16 %69 to i32
  %71 = add nsw i32 %70, 1
  %72 = trunc i32 %71 to i16
  %73 = load i32, i32* %9, align 4
  %74 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %73
  %75 = load i32, i32* %10, align 4
  %76 = getelementptr inbounds [64 x i16], [64 x i16]* %74, i32 0, i32 %75
  store i16 %72, i16* %76, align 2
  br label %116

77:                                               ; preds = %48
  %78 = load i32, i32* %9, align 4
  %79 = sub nsw i32 %78, 1
  %80 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %79
  %81 = load i32, i32* %10, align 4
  %82 = getelementptr inbounds [64 x i16], [64 x i16]* %80, i32 0, i32 %81
  %83 = load i16, i16* %82, align 2
  %84 = sext i16 %83 to i32
  %85 = load i32, i32* %9, align 4
  %86 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %85
  %87 = load i32, i32* %10, align 4
  %88 = sub nsw i32 %87, 1
  %89 = getelementptr inbounds [64 x i16], [64 x i16]* %86, i32 0, i32 %88
  %90 = load i16, i16* %89, align 2
  %91 = sext i16 %90 to i32
  %92 = icmp sge i32 %84, %91
  br i1 %92, label %93, label %101

93:                                               ; preds = %77
  %94 = load i32, i32* %9, align 4
  %95 = sub nsw i32 %94, 1
  %96 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %95
  %97 = load i32, i32* %10, align 4
  %98 = getelementptr inbounds [64 x i16], [64 x i16]* %96, i32 0, i32 %97
  %99 = load i16, i16* %98, align 2
  %100 = sext i16 %99 to i32
  br label %109

101:                                              ; preds = %77
  %102 = load i32, i32* %9, align 4
  %103 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %102
  %104 = load i32, i32* %10, align 4
  %105 = sub nsw i32 %104, 1
  %106 = getelementptr inbounds [64 x i16], [64 x i16]* %103, i32 0, i32 %105
  %107 = load i16, i16* %106, align 2
  %108 = sext i16 %107 to i32
  br label %109

109:                                              ; preds = %101, %93
  %110 = phi i32 [ %100, %93 ], [ %108, %101 ]
  %111 = trunc i32 %110 to i16
  %112 = load i32, i32* %9, align 4
  %113 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %112
  %114 = load i32, i32* %10, align 4
  %115 = getelementptr inbounds [64 x i16], [64 x i16]* %113, i32 0, i32 %114
  store i16 %111, i16* %115, align 2
  br label %116

116:                                              ; preds = %109, %62
  br label %117

117:                                              ; preds = %116
  %118 = load i32, i32* %10, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, i32* %10, align 4
  br label %44, !llvm.loop !25

120:                                              ; preds = %44
  br label %121

121:                                              ; preds = %120
  %122 = load i32, i32* %9, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, i32* %9, align 4
  br label %39, !llvm.loop !26

124:                                              ; preds = %39
  %125 = load i32, i32* %7, align 4
  %126 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %125
  %127 = load i32, i32* %8, align 4
  %128 = getelementptr inbounds [64 x i16], [64 x i16]* %126, i32 0, i32 %127
  %129 = load i16, i16* %128, align 2
  %130 = sext i16 %129 to i32
  store i32 %130, i32* %11, align 4
  %131 = load i8*, i8** %6, align 4
  %132 = load i32, i32* %11, align 4
  %133 = getelementptr inbounds i8, i8* %131, i32 %132
  store i8 0, i8* %133, align 1
  %134 = load i32, i32* %7, align 4
  store i32 %134, i32* %9, align 4
  %135 = load i32, i32* %8, align 4
  store i32 %135, i32* %10, align 4
  br label %136

136:                                              ; preds = %195, %124
  %137 = load i32, i32* %9, align 4
  %138 = icmp sgt i32 %137, 0
  br i1 %138, label %139, label %142

139:                                              ; preds = %136
  %140 = load i32, i32* %10, align 4
  %141 = icmp sgt i32 %140, 0
  br label %142

142:                                              ; preds = %139, %136
  %143 = phi i1 [ false, %136 ], [ %141, %139 ]
  br i1 %143, label %144, label %196

144:                                              ; preds = %142
  %145 = load i8*, i8** %4, align 4
  %146 = load i32, i32* %9, align 4
  %147 = sub nsw i32 %146, 1
  %148 = getelementptr inbounds i8, i8* %145, i32 %147
  %149 = load i8, i8* %148, align 1
  %150 = zext i8 %149 to i32
  %151 = load i8*, i8** %5, align 4
  %152 = load i32, i32* %10, align 4
  %153 = sub nsw i32 %152, 1
  %154 = getelementptr inbounds i8, i8* %151, i32 %153
  %155 = load i8, i8* %154, align 1
  %156 = zext i8 %155 to i32
  %157 = icmp eq i32 %150, %156
  br i1 %157, label %158, label %172

158:                                              ; preds = %144
  %159 = load i8*, i8** %4, align 4
  %160 = load i32, i32* %9, align 4
  %161 = sub nsw i32 %160, 1
  %162 = getelementptr inbounds i8, i8* %159, i32 %161
  %163 = load i8, i8* %162, align 1
  %164 = load i8*, i8** %6, align 4
  %165 = load i32, i32* %11, align 4
  %166 = add nsw i32 %165, -1
  store i32 %166, i32* %11, align 4
  %167 = getelementptr inbounds i8, i8* %164, i32 %166
  store i8 %163, i8* %167, align 1
  %168 = load i32, i32* %9, align 4
  %169 = add nsw i32 %168, -1
  store i32 %169, i32* %9, align 4
  %170 = load i32, i32* %10, align 4
  %171 = add nsw i32 %170, -1
  store i32 %171, i32* %10, align 4
  br label %195

172:                                              ; preds = %144
  %173 = load i32, i32* %9, align 4
  %174 = sub nsw i32 %173, 1
  %175 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %174
  %176 = load i32, i32* %10, align 4
  %177 = getelementptr inbounds [64 x i16], [64 x i16]* %175, i32 0, i32 %176
  %178 = load i16, i16* %177, align 2
  %179 = sext i16 %178 to i32
  %180 = load i32, i32* %9, align 4
  %181 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %180
  %182 = load i32, i32* %10, align 4
  %183 = sub nsw i32 %182, 1
  %184 = getelementptr inbounds [64 x i16], [64 x i16]* %181, i32 0, i32 %183
  %185 = load i16, i16* %184, align 2
  %186 = sext i16 %185 to i32
  %187 = icmp sge i32 %179, %186
  br i1 %187, label %188, label %191

188:                                              ; preds = %172
  %189 = load i32, i32* %9, align 4
  %190 = add nsw i32 %189, -1
  store i32 %190, i32* %9, align 4
  br label %194

191:                                              ; preds = %172
  %192 = load i32, i32* %10, align 4
  %193 = add nsw i32 %192, -1
  store i32 %193, i32* %10, align 4
  br label %194

194:                                              ; preds = %191, %188
  br label %195

195:                                              ; preds = %194, %158
  br label %136, !llvm.loop !27

196:                                              ; preds = %142
  %197 = load i32, i32* %7, align 4
  %198 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i32 0, i32 %197
  %199 = load i32, i32* %8, align 4
  %200 = getelementptr inbounds [64 x i16], [64 x i16]* %198, i32 0, i32 %199
  %201 = load i16, i16* %200, align 2
  %202 = sext i16 %201 to i32
  ret i32 %202
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @check, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @check, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @knapsack(i32* noundef %0, i32* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [512 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32* %1, i32** %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %11, align 4
  br label %13

13:                                               ; preds = %20, %4
  %14 = load i32, i32* %11, align 4
  %15 = load i32, i32* %8, align 4
  %16 = icmp sle i32 %14, %15
  br i1 %16, label %17, label %23

17:                                               ; preds = %13
  %18 = load i32, i32* %11, align 4
  %19 = getelementptr inbounds [512 x i32], [512 x i32]* %9, i32 0, i32 %18
  store i32 0, i32* %19, align 4
  br label %20

20:                                               ; preds = %17
  %21 = load i32, i32* %11, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %11, align 4
  br label %13, !llvm.loop !28

23:                                               ; preds = %13
  store i32 0, i32* %10, align 4
  br label %24

24:                                               ; preds = %65, %23
  %25 = load i32, i32* %10, align 4
  %26 = load i32, i32* %7, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %68

28:                                               ; preds = %24
  %29 = load i32, i32* %8, align 4
  store i32 %29, i32* %11, align 4
  br label %30

30:                                               ; preds = %61, %28
  %31 = load i32, i32* %11, align 4
  %32 = load i32*, i32** %5, align 4
  %33 = load i32, i32* %10, align 4
  %34 = getelementptr inbounds i32, i32* %32, i32 %33
  %35 = load i32, i32* %34, align 4
  %36 = icmp sge i32 %31, %35
  br i1 %36, label %37, label %64

37:                                               ; preds = %30
  %38 = load i32, i32* %11, align 4
  %39 = load i32*, i32** %5, align 4
  %40 = load i32, i32* %10, align 4
  %41 = getelementptr inbounds i32, i32* %39, i32 %40
  %42 = load i32, i32* %41, align 4
  %43 = sub nsw i32 %38, %42
  %44 = getelementptr inbounds [512 x i32], [512 x i32]* %9, i32 0, i32 %43
  %45 = load i32, i32* %44, align 4
  %46 = load i32*, i32** %6, align 4
  %47 = load i32, i32* %10, align 4
  %48 = getelementptr inbounds i32, i32* %46, i32 %47
  %49 = load i32, i32* %48, align 4
  %50 = add nsw i32 %45, %49
  store i32 %50, i32* %12, align 4
  %51 = load i32, i32* %12, align 4
  %52 = load i32, i32* %11, align 4
  %53 = getelementptr inbounds [512 x i32], [512 x i32]* %9, i32 0, i32 %52
  %54 = load i32, i32* %53, align 4
  %55 = icmp sgt i32 %51, %54
  br i1 %55, label %56, label %60

56:                                               ; preds = %37
  %57 = load i32, i32* %12, align 4
  %58 = load i32, i32* %11, align 4
  %59 = getelementptr inbounds [512 x i32], [512 x i32]* %9, i32 0, i32 %58
  store i32 %57, i32* %59, align 4
  br label %60

60:                                               ; preds = %56, %37
  br label %61

61:                                               ; preds = %60
  %62 = load i32, i32* %11, align 4
  %63 = add nsw i32 %62, -1
  store i32 %63, i32* %11, align 4
  br label %30, !llvm.loop !29

64:                                               ; preds = %30
  br label %65

65:                                               ; preds = %64
  %66 = load i32, i32* %10, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %10, align 4
  br label %24, !llvm.loop !30

68:                                               ; preds = %24
  %69 = load i32, i32* %8, align 4
  %70 = getelementptr inbounds [512 x i32], [512 x i32]* %9, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4
  ret i32 %71
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lis(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca [256 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %11

11:                                               ; preds = %54, %2
  %12 = load i32, i32* %7, align 4
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %57

15:                                               ; preds = %11
  store i32 0, i32* %8, align 4
  %16 = load i32, i32* %6, align 4
  store i32 %16, i32* %9, align 4
  br label %17

17:                                               ; preds = %39, %15
  %18 = load i32, i32* %8, align 4
  %19 = load i32, i32* %9, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %40

21:                                               ; preds = %17
  %22 = load i32, i32* %8, align 4
  %23 = load i32, i32* %9, align 4
  %24 = add nsw i32 %22, %23
  %25 = sdiv i32 %24, 2
  store i32 %25, i32* %10, align 4
  %26 = load i32, i32* %10, align 4
  %27 = getelementptr inbounds [256 x i32], [256 x i32]* %5, i32 0, i32 %26
  %28 = load i32, i32* %27, align 4
  %29 = load i32*, i32** %3, align 4
  %30 = load i32, i32* %7, align 4
  %31 = getelementptr inbounds i32, i32* %29, i32 %30
  %32 = load i32, i32* %31, align 4
  %33 = icmp slt i32 %28, %32
  br i1 %33, label %34, label %37

34:                                               ; preds = %21
  %35 = load i32, i32* %10, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %8, align 4
  br label %39

37:                                               ; preds = %21
  %38 = load i32, i32* %10, align 4
  store i32 %38, i32* %9, align 4
  br label %39

39:                                               ; preds = %37, %34
  br label %17, !llvm.loop !31

40:                                               ; preds = %17
  %41 = load i32*, i32** %3, align 4
  %42 = load i32, i32* %7, align 4
  %43 = getelementptr inbounds i32, i32* %41, i32 %42
  %44 = load i32, i32* %43, align 4
  %45 = load i32, i32* %8, align 4
  %46 = getelementptr inbounds [256 x i32], [256 x i32]* %5, i32 0, i32 %45
  store i32 %44, i32* %46, align 4
  %47 = load i32, i32* %8, align 4
  %48 = load i32, i32* %6, align 4
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %40
  %51 = load i32, i32* %6, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %6, align 4
  br label %53

53:                                               ; preds = %50, %40
  br label %54

54:                                               ; preds = %53
  %55 = load i32, i32* %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %7, align 4
  br label %11, !llvm.loop !32

57:                                               ; preds = %11
  %58 = load i32, i32* %6, align 4
  ret i32 %58
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul([24 x i32]* noundef %0, [24 x i32]* noundef %1, [24 x i32]* noundef %2) #0 {
  %4 = alloca [24 x i32]*, align 4
  %5 = alloca [24 x i32]*, align 4
  %6 = alloca [24 x i32]*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store [24 x i32]* %0, [24 x i32]** %4, align 4
  store [24 x i32]* %1, [24 x i32]** %5, align 4
  store [24 x i32]* %2, [24 x i32]** %6, align 4
  store i32 0, i32* %7, align 4
  br label %11

11:                                               ; preds = %52, %3
  %12 = load i32, i32* %7, align 4
  %13 = icmp slt i32 %12, 24
  br i1 %13, label %14, label %55

14:                                               ; preds = %11
  store i32 0, i32* %8, align 4
  br label %15

15:                                               ; preds = %48, %14
  %16 = load i32, i32* %8, align 4
  %17 = icmp slt i32 %16, 24
  br i1 %17, label %18, label %51

18:                                               ; preds = %15
  store i32 0, i32* %10, align 4
  store i32 0, i32* %9, align 4
  br label %19

19:                                               ; preds = %38, %18
  %20 = load i32, i32* %9, align 4
  %21 = icmp slt i32 %20, 24
  br i1 %21, label %22, label %41

22:                                               ; preds = %19
  %23 = load [24 x i32]*, [24 x i32]** %5, align 4
  %24 = load i32, i32* %7, align 4
  %25 = getelementptr inbounds [24 x i32], [24 x i32]* %23, i32 %24
  %26 = load i32, i32* %9, align 4
  %27 = getelementptr inbounds [24 x i32], [24 x i32]* %25, i32 0, i32 %26
  %28 = load i32, i32* %27, align 4
  %29 = load [24 x i32]*, [24 x i32]** %6, align 4
  %30 = load i32, i32* %9, align 4
  %31 = getelementptr inbounds [24 x i32], [24 x i32]* %29, i32 %30
  %32 = load i32, i32* %8, align 4
  %33 = getelementptr inbounds [24 x i32], [24 x i32]* %31, i32 0, i32 %32
  %34 = load i32, i32* %33, align 4
  %35 = mul nsw i32 %28, %34
  %36 = load i32, i32* %10, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, i32* %10, align 4
  br label %38

38:                                               ; preds = %22
  %39 = load i32, i32* %9, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %9, align 4
  br label %19, !llvm.loop !33

41:                                               ; preds = %19
  %42 = load i32, i32* %10, align 4
  %43 = load [24 x i32]*, [24 x i32]** %4, align 4
  %44 = load i32, i32* %7, align 4
  %45 = getelementptr inbounds [24 x i32], [24 x i32]* %43, i32 %44
  %46 = load i32, i32* %8, align 4
  %47 = getelementptr inbounds [24 x i32], [24 x i32]* %45, i32 0, i32 %46
  store i32 %42, i32* %47, align 4
  br label %48

48:                                               ; preds = %41
  %49 = load i32, i32* %8, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %8, align 4
  br label %15, !llvm.loop !34

51:                                               ; preds = %15
  br label %52

52:                                               ; preds = %51
  %53 = load i32, i32* %7, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %7, align 4
  br label %11, !llvm.loop !35

55:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @floyd([12 x i32]* noundef %0) #0 {
  %2 = alloca [12 x i32]*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store [12 x i32]* %0, [12 x i32]** %2, align 4
  store i32 0, i32* %5, align 4
  br label %6

6:                                                ; preds = %66, %1
  %7 = load i32, i32* %5, align 4
  %8 = icmp slt i32 %7, 12
  br i1 %8, label %9, label %69

9:                                                ; preds = %6
  store i32 0, i32* %3, align 4
  br label %10

10:                                               ; preds = %62, %9
  %11 = load i32, i32* %3, align 4
  %12 = icmp slt i32 %11, 12
  br i1 %12, label %13, label %65

13:                                               ; preds = %10
  store i32 0, i32* %4, align 4
  br label %14

14:                                               ; preds = %58, %13
  %15 = load i32, i32* %4, align 4
  %16 = icmp slt i32 %15, 12
  br i1 %16, label %17, label %61

17:                                               ; preds = %14
  %18 = load [12 x i32]*, [12 x i32]** %2, align 4
  %19 = load i32, i32* %3, align 4
  %20 = getelementptr inbounds [12 x i32], [12 x i32]* %18, i32 %19
  %21 = load i32, i32* %5, align 4
  %22 = getelementptr inbounds [12 x i32], [12 x i32]* %20, i32 0, i32 %21
  %23 = load i32, i32* %22, align 4
  %24 = load [12 x i32]*, [12 x i32]** %2, align 4
  %25 = load i32, i32* %5, align 4
  %26 = getelementptr inbounds [12 x i32], [12 x i32]* %24, i32 %25
  %27 = load i32, i32* %4, align 4
  %28 = getelementptr inbounds [12 x i32], [12 x i32]* %26, i32 0, i32 %27
  %29 = load i32, i32* %28, align 4
  %30 = add nsw i32 %23, %29
  %31 = load [12 x i32]*, [12 x i32]** %2, align 4
  %32 = load i32, i32* %3, align 4
  %33 = getelementptr inbounds [12 x i32], [12 x i32]* %31, i32 %32
  %34 = load i32, i32* %4, align 4
  %35 = getelementptr inbounds [12 x i32], [12 x i32]* %33, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4
  %37 = icmp slt i32 %30, %36
  br i1 %37, label %38, label %57

38:                                               ; preds = %17
  %39 = load [12 x i32]*, [12 x i32]** %2, align 4
  %40 = load i32, i32* %3, align 4
  %41 = getelementptr inbounds [12 x i32], [12 x i32]* %39, i32 %40
  %42 = load i32, i32* %5, align 4
  %43 = getelementptr inbounds [12 x i32], [12 x i32]* %41, i32 0, i32 %42
  %44 = load i32, i32* %43, align 4
  %45 = load [12 x i32]*, [12 x i32]** %2, align 4
  %46 = load i32, i32* %5, align 4
  %47 = getelementptr inbounds [12 x i32], [12 x i32]* %45, i32 %46
  %48 = load i32, i32* %4, align 4
  %49 = getelementptr inbounds [12 x i32], [12 x i32]* %47, i32 0, i32 %48
  %50 = load i32, i32* %49, align 4
  %51 = add nsw i32 %44, %50
  %52 = load [12 x i32]*, [12 x i32]** %2, align 4
  %53 = load i32, i32* %3, align 4
  %54 = getelementptr inbounds [12 x i32], [12 x i32]* %52, i32 %53
  %55 = load i32, i32* %4, align 4
  %56 = getelementptr inbounds [12 x i32], [12 x i32]* %54, i32 0, i32 %55
  store i32 %51, i32* %56, align 4
  br label %57

57:                                               ; preds = %38, %17
  br label %58

58:                                               ; preds = %57
  %59 = load i32, i32* %4, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %4, align 4
  br label %14, !llvm.loop !36

61:                                               ; preds = %14
  br label %62

62:                                               ; preds = %61
  %63 = load i32, i32* %3, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %3, align 4
  br label %10, !llvm.loop !37

65:                                               ; preds = %10
  br label %66

66:                                               ; preds = %65
  %67 = load i32, i32* %5, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %5, align 4
  br label %6, !llvm.loop !38

69:                                               ; preds = %6
  ret void
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strlen(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %8 = load i32, i32* %4, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = load i32, i32* %4, align 4
  br label %15

13:                                               ; preds = %3
  %14 = load i32, i32* %5, align 4
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ]
  store i32 %16, i32* %7, align 4
  %17 = load i32, i32* %7, align 4
  %18 = load i32, i32* %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %15
  %21 = load i32, i32* %7, align 4
  br label %24

22:                                               ; preds = %15
  %23 = load i32, i32* %6, align 4
  br label %24

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ]
  ret i32 %25
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nounwind readonly willreturn }

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
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
