; ModuleID = 'c/dp.c'
source_filename = "c/dp.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@vone = internal global i32 1, align 4
@main.words = internal constant [7 x [2 x i8*]] [[2 x i8*] [i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0)]], align 8
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
define dso_local signext i32 @main() #0 {
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

18:                                               ; preds = %61, %0
  %19 = load i32, i32* %3, align 4
  %20 = icmp slt i32 %19, 7
  br i1 %20, label %21, label %64

21:                                               ; preds = %18
  %22 = load i32, i32* %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i64 0, i64 %23
  %25 = getelementptr inbounds [2 x i8*], [2 x i8*]* %24, i64 0, i64 0
  %26 = load i8*, i8** %25, align 8
  %27 = load i32, i32* %3, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i64 0, i64 %28
  %30 = getelementptr inbounds [2 x i8*], [2 x i8*]* %29, i64 0, i64 1
  %31 = load i8*, i8** %30, align 8
  %32 = call signext i32 @edit_distance(i8* noundef %26, i8* noundef %31)
  store i32 %32, i32* %7, align 4
  %33 = load i32, i32* %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i64 0, i64 %34
  %36 = getelementptr inbounds [2 x i8*], [2 x i8*]* %35, i64 0, i64 0
  %37 = load i8*, i8** %36, align 8
  %38 = load i32, i32* %3, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i64 0, i64 %39
  %41 = getelementptr inbounds [2 x i8*], [2 x i8*]* %40, i64 0, i64 1
  %42 = load i8*, i8** %41, align 8
  %43 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  %44 = call signext i32 @lcs(i8* noundef %37, i8* noundef %42, i8* noundef %43)
  store i32 %44, i32* %8, align 4
  %45 = load i32, i32* %3, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i64 0, i64 %46
  %48 = getelementptr inbounds [2 x i8*], [2 x i8*]* %47, i64 0, i64 0
  %49 = load i8*, i8** %48, align 8
  %50 = load i32, i32* %3, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i64 0, i64 %51
  %53 = getelementptr inbounds [2 x i8*], [2 x i8*]* %52, i64 0, i64 1
  %54 = load i8*, i8** %53, align 8
  %55 = load i32, i32* %7, align 4
  %56 = load i32, i32* %8, align 4
  %57 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  %58 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.14, i64 0, i64 0), i8* noundef %49, i8* noundef %54, i32 noundef signext %55, i32 noundef signext %56, i8* noundef %57)
  %59 = load i32, i32* %7, align 4
  call void @mix(i32 noundef zeroext %59)
  %60 = load i32, i32* %8, align 4
  call void @mix(i32 noundef zeroext %60)
  br label %61

61:                                               ; preds = %21
  %62 = load i32, i32* %3, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* %3, align 4
  br label %18, !llvm.loop !6

64:                                               ; preds = %18
  store i32 0, i32* %3, align 4
  br label %65

65:                                               ; preds = %89, %64
  %66 = load i32, i32* %3, align 4
  %67 = icmp slt i32 %66, 20
  br i1 %67, label %68, label %92

68:                                               ; preds = %65
  %69 = load i32, i32* %5, align 4
  %70 = mul i32 %69, 1103515245
  %71 = add i32 %70, 12345
  store i32 %71, i32* %5, align 4
  %72 = load i32, i32* %5, align 4
  %73 = lshr i32 %72, 16
  %74 = urem i32 %73, 40
  %75 = add nsw i32 %74, 5
  %76 = load i32, i32* %3, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [20 x i32], [20 x i32]* %9, i64 0, i64 %77
  store i32 %75, i32* %78, align 4
  %79 = load i32, i32* %5, align 4
  %80 = mul i32 %79, 1103515245
  %81 = add i32 %80, 12345
  store i32 %81, i32* %5, align 4
  %82 = load i32, i32* %5, align 4
  %83 = lshr i32 %82, 16
  %84 = urem i32 %83, 100
  %85 = add nsw i32 %84, 1
  %86 = load i32, i32* %3, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [20 x i32], [20 x i32]* %10, i64 0, i64 %87
  store i32 %85, i32* %88, align 4
  br label %89

89:                                               ; preds = %68
  %90 = load i32, i32* %3, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %3, align 4
  br label %65, !llvm.loop !8

92:                                               ; preds = %65
  store i32 50, i32* %3, align 4
  br label %93

93:                                               ; preds = %107, %92
  %94 = load i32, i32* %3, align 4
  %95 = icmp sle i32 %94, 300
  br i1 %95, label %96, label %110

96:                                               ; preds = %93
  %97 = getelementptr inbounds [20 x i32], [20 x i32]* %9, i64 0, i64 0
  %98 = getelementptr inbounds [20 x i32], [20 x i32]* %10, i64 0, i64 0
  %99 = load i32, i32* %3, align 4
  %100 = load i32, i32* %2, align 4
  %101 = mul nsw i32 %99, %100
  %102 = call signext i32 @knapsack(i32* noundef %97, i32* noundef %98, i32 noundef signext 20, i32 noundef signext %101)
  store i32 %102, i32* %11, align 4
  %103 = load i32, i32* %3, align 4
  %104 = load i32, i32* %11, align 4
  %105 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i64 0, i64 0), i32 noundef signext %103, i32 noundef signext %104)
  %106 = load i32, i32* %11, align 4
  call void @mix(i32 noundef zeroext %106)
  br label %107

107:                                              ; preds = %96
  %108 = load i32, i32* %3, align 4
  %109 = add nsw i32 %108, 125
  store i32 %109, i32* %3, align 4
  br label %93, !llvm.loop !9

110:                                              ; preds = %93
  store i32 0, i32* %3, align 4
  br label %111

111:                                              ; preds = %124, %110
  %112 = load i32, i32* %3, align 4
  %113 = icmp slt i32 %112, 200
  br i1 %113, label %114, label %127

114:                                              ; preds = %111
  %115 = load i32, i32* %5, align 4
  %116 = mul i32 %115, 1103515245
  %117 = add i32 %116, 12345
  store i32 %117, i32* %5, align 4
  %118 = load i32, i32* %5, align 4
  %119 = lshr i32 %118, 16
  %120 = urem i32 %119, 1000
  %121 = load i32, i32* %3, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [200 x i32], [200 x i32]* %12, i64 0, i64 %122
  store i32 %120, i32* %123, align 4
  br label %124

124:                                              ; preds = %114
  %125 = load i32, i32* %3, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, i32* %3, align 4
  br label %111, !llvm.loop !10

127:                                              ; preds = %111
  %128 = getelementptr inbounds [200 x i32], [200 x i32]* %12, i64 0, i64 0
  %129 = load i32, i32* %2, align 4
  %130 = mul nsw i32 200, %129
  %131 = call signext i32 @lis(i32* noundef %128, i32 noundef signext %130)
  %132 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext %131)
  %133 = getelementptr inbounds [200 x i32], [200 x i32]* %12, i64 0, i64 0
  %134 = call signext i32 @lis(i32* noundef %133, i32 noundef signext 200)
  call void @mix(i32 noundef zeroext %134)
  store i64 0, i64* %13, align 8
  store i32 0, i32* %3, align 4
  br label %135

135:                                              ; preds = %180, %127
  %136 = load i32, i32* %3, align 4
  %137 = icmp slt i32 %136, 24
  br i1 %137, label %138, label %183

138:                                              ; preds = %135
  store i32 0, i32* %4, align 4
  br label %139

139:                                              ; preds = %176, %138
  %140 = load i32, i32* %4, align 4
  %141 = icmp slt i32 %140, 24
  br i1 %141, label %142, label %179

142:                                              ; preds = %139
  %143 = load i32, i32* %3, align 4
  %144 = mul nsw i32 %143, 3
  %145 = load i32, i32* %4, align 4
  %146 = load i32, i32* %2, align 4
  %147 = mul nsw i32 %145, %146
  %148 = add nsw i32 %144, %147
  %149 = srem i32 %148, 11
  %150 = sub nsw i32 %149, 5
  %151 = load i32, i32* %3, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %152
  %154 = load i32, i32* %4, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [24 x i32], [24 x i32]* %153, i64 0, i64 %155
  store i32 %150, i32* %156, align 4
  %157 = load i32, i32* %3, align 4
  %158 = load i32, i32* %4, align 4
  %159 = icmp eq i32 %157, %158
  br i1 %159, label %160, label %161

160:                                              ; preds = %142
  br label %168

161:                                              ; preds = %142
  %162 = load i32, i32* %3, align 4
  %163 = load i32, i32* %4, align 4
  %164 = mul nsw i32 2, %163
  %165 = add nsw i32 %162, %164
  %166 = srem i32 %165, 7
  %167 = sub nsw i32 %166, 3
  br label %168

168:                                              ; preds = %161, %160
  %169 = phi i32 [ 2, %160 ], [ %167, %161 ]
  %170 = load i32, i32* %3, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %171
  %173 = load i32, i32* %4, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [24 x i32], [24 x i32]* %172, i64 0, i64 %174
  store i32 %169, i32* %175, align 4
  br label %176

176:                                              ; preds = %168
  %177 = load i32, i32* %4, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, i32* %4, align 4
  br label %139, !llvm.loop !11

179:                                              ; preds = %139
  br label %180

180:                                              ; preds = %179
  %181 = load i32, i32* %3, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, i32* %3, align 4
  br label %135, !llvm.loop !12

183:                                              ; preds = %135
  call void @matmul([24 x i32]* noundef getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 0), [24 x i32]* noundef getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 0), [24 x i32]* noundef getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 0))
  call void @matmul([24 x i32]* noundef getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 0), [24 x i32]* noundef getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 0), [24 x i32]* noundef getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 0))
  store i32 0, i32* %3, align 4
  br label %184

184:                                              ; preds = %198, %183
  %185 = load i32, i32* %3, align 4
  %186 = icmp slt i32 %185, 24
  br i1 %186, label %187, label %201

187:                                              ; preds = %184
  %188 = load i32, i32* %3, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %189
  %191 = load i32, i32* %3, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [24 x i32], [24 x i32]* %190, i64 0, i64 %192
  %194 = load i32, i32* %193, align 4
  %195 = sext i32 %194 to i64
  %196 = load i64, i64* %13, align 8
  %197 = add nsw i64 %196, %195
  store i64 %197, i64* %13, align 8
  br label %198

198:                                              ; preds = %187
  %199 = load i32, i32* %3, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, i32* %3, align 4
  br label %184, !llvm.loop !13

201:                                              ; preds = %184
  %202 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 0, i64 0), align 4
  %203 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 5, i64 17), align 4
  %204 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 23, i64 23), align 4
  %205 = load i64, i64* %13, align 8
  %206 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([56 x i8], [56 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %202, i32 noundef signext %203, i32 noundef signext %204, i64 noundef %205)
  store i32 0, i32* %3, align 4
  br label %207

207:                                              ; preds = %226, %201
  %208 = load i32, i32* %3, align 4
  %209 = icmp slt i32 %208, 24
  br i1 %209, label %210, label %229

210:                                              ; preds = %207
  store i32 0, i32* %4, align 4
  br label %211

211:                                              ; preds = %222, %210
  %212 = load i32, i32* %4, align 4
  %213 = icmp slt i32 %212, 24
  br i1 %213, label %214, label %225

214:                                              ; preds = %211
  %215 = load i32, i32* %3, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %216
  %218 = load i32, i32* %4, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [24 x i32], [24 x i32]* %217, i64 0, i64 %219
  %221 = load i32, i32* %220, align 4
  call void @mix(i32 noundef zeroext %221)
  br label %222

222:                                              ; preds = %214
  %223 = load i32, i32* %4, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, i32* %4, align 4
  br label %211, !llvm.loop !14

225:                                              ; preds = %211
  br label %226

226:                                              ; preds = %225
  %227 = load i32, i32* %3, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, i32* %3, align 4
  br label %207, !llvm.loop !15

229:                                              ; preds = %207
  store i64 0, i64* %14, align 8
  store i32 0, i32* %3, align 4
  br label %230

230:                                              ; preds = %270, %229
  %231 = load i32, i32* %3, align 4
  %232 = icmp slt i32 %231, 12
  br i1 %232, label %233, label %273

233:                                              ; preds = %230
  store i32 0, i32* %4, align 4
  br label %234

234:                                              ; preds = %266, %233
  %235 = load i32, i32* %4, align 4
  %236 = icmp slt i32 %235, 12
  br i1 %236, label %237, label %269

237:                                              ; preds = %234
  %238 = load i32, i32* %5, align 4
  %239 = mul i32 %238, 1103515245
  %240 = add i32 %239, 12345
  store i32 %240, i32* %5, align 4
  %241 = load i32, i32* %3, align 4
  %242 = load i32, i32* %4, align 4
  %243 = icmp eq i32 %241, %242
  br i1 %243, label %244, label %245

244:                                              ; preds = %237
  br label %258

245:                                              ; preds = %237
  %246 = load i32, i32* %5, align 4
  %247 = lshr i32 %246, 16
  %248 = urem i32 %247, 3
  %249 = icmp eq i32 %248, 0
  br i1 %249, label %250, label %255

250:                                              ; preds = %245
  %251 = load i32, i32* %5, align 4
  %252 = lshr i32 %251, 20
  %253 = urem i32 %252, 50
  %254 = add nsw i32 %253, 1
  br label %256

255:                                              ; preds = %245
  br label %256

256:                                              ; preds = %255, %250
  %257 = phi i32 [ %254, %250 ], [ 1000000, %255 ]
  br label %258

258:                                              ; preds = %256, %244
  %259 = phi i32 [ 0, %244 ], [ %257, %256 ]
  %260 = load i32, i32* %3, align 4
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %261
  %263 = load i32, i32* %4, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [12 x i32], [12 x i32]* %262, i64 0, i64 %264
  store i32 %259, i32* %265, align 4
  br label %266

266:                                              ; preds = %258
  %267 = load i32, i32* %4, align 4
  %268 = add nsw i32 %267, 1
  store i32 %268, i32* %4, align 4
  br label %234, !llvm.loop !16

269:                                              ; preds = %234
  br label %270

270:                                              ; preds = %269
  %271 = load i32, i32* %3, align 4
  %272 = add nsw i32 %271, 1
  store i32 %272, i32* %3, align 4
  br label %230, !llvm.loop !17

273:                                              ; preds = %230
  call void @floyd([12 x i32]* noundef getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 0))
  store i32 0, i32* %3, align 4
  br label %274

274:                                              ; preds = %315, %273
  %275 = load i32, i32* %3, align 4
  %276 = icmp slt i32 %275, 12
  br i1 %276, label %277, label %318

277:                                              ; preds = %274
  store i32 0, i32* %4, align 4
  br label %278

278:                                              ; preds = %311, %277
  %279 = load i32, i32* %4, align 4
  %280 = icmp slt i32 %279, 12
  br i1 %280, label %281, label %314

281:                                              ; preds = %278
  %282 = load i32, i32* %3, align 4
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %283
  %285 = load i32, i32* %4, align 4
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds [12 x i32], [12 x i32]* %284, i64 0, i64 %286
  %288 = load i32, i32* %287, align 4
  %289 = icmp sge i32 %288, 1000000
  br i1 %289, label %290, label %291

290:                                              ; preds = %281
  br label %299

291:                                              ; preds = %281
  %292 = load i32, i32* %3, align 4
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %293
  %295 = load i32, i32* %4, align 4
  %296 = sext i32 %295 to i64
  %297 = getelementptr inbounds [12 x i32], [12 x i32]* %294, i64 0, i64 %296
  %298 = load i32, i32* %297, align 4
  br label %299

299:                                              ; preds = %291, %290
  %300 = phi i32 [ -1, %290 ], [ %298, %291 ]
  %301 = sext i32 %300 to i64
  %302 = load i64, i64* %14, align 8
  %303 = add nsw i64 %302, %301
  store i64 %303, i64* %14, align 8
  %304 = load i32, i32* %3, align 4
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %305
  %307 = load i32, i32* %4, align 4
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds [12 x i32], [12 x i32]* %306, i64 0, i64 %308
  %310 = load i32, i32* %309, align 4
  call void @mix(i32 noundef zeroext %310)
  br label %311

311:                                              ; preds = %299
  %312 = load i32, i32* %4, align 4
  %313 = add nsw i32 %312, 1
  store i32 %313, i32* %4, align 4
  br label %278, !llvm.loop !18

314:                                              ; preds = %278
  br label %315

315:                                              ; preds = %314
  %316 = load i32, i32* %3, align 4
  %317 = add nsw i32 %316, 1
  store i32 %317, i32* %3, align 4
  br label %274, !llvm.loop !19

318:                                              ; preds = %274
  %319 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 0, i64 11), align 4
  %320 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 11, i64 0), align 4
  %321 = load i64, i64* %14, align 8
  %322 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext 11, i32 noundef signext %319, i32 noundef signext 11, i32 noundef signext %320, i64 noundef %321)
  %323 = load i32, i32* @check, align 4
  %324 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i64 0, i64 0), i32 noundef zeroext %323)
  %325 = load i32, i32* @check, align 4
  %326 = and i32 %325, 127
  ret i32 %326
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @edit_distance(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca [64 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %13 = load i8*, i8** %3, align 8
  %14 = call i64 @strlen(i8* noundef %13) #3
  %15 = trunc i64 %14 to i32
  store i32 %15, i32* %6, align 4
  %16 = load i8*, i8** %4, align 8
  %17 = call i64 @strlen(i8* noundef %16) #3
  %18 = trunc i64 %17 to i32
  store i32 %18, i32* %7, align 4
  store i32 0, i32* %9, align 4
  br label %19

19:                                               ; preds = %28, %2
  %20 = load i32, i32* %9, align 4
  %21 = load i32, i32* %7, align 4
  %22 = icmp sle i32 %20, %21
  br i1 %22, label %23, label %31

23:                                               ; preds = %19
  %24 = load i32, i32* %9, align 4
  %25 = load i32, i32* %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i64 0, i64 %26
  store i32 %24, i32* %27, align 4
  br label %28

28:                                               ; preds = %23
  %29 = load i32, i32* %9, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %9, align 4
  br label %19, !llvm.loop !20

31:                                               ; preds = %19
  store i32 1, i32* %8, align 4
  br label %32

32:                                               ; preds = %90, %31
  %33 = load i32, i32* %8, align 4
  %34 = load i32, i32* %6, align 4
  %35 = icmp sle i32 %33, %34
  br i1 %35, label %36, label %93

36:                                               ; preds = %32
  %37 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i64 0, i64 0
  %38 = load i32, i32* %37, align 4
  store i32 %38, i32* %10, align 4
  %39 = load i32, i32* %8, align 4
  %40 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i64 0, i64 0
  store i32 %39, i32* %40, align 4
  store i32 1, i32* %9, align 4
  br label %41

41:                                               ; preds = %86, %36
  %42 = load i32, i32* %9, align 4
  %43 = load i32, i32* %7, align 4
  %44 = icmp sle i32 %42, %43
  br i1 %44, label %45, label %89

45:                                               ; preds = %41
  %46 = load i32, i32* %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i64 0, i64 %47
  %49 = load i32, i32* %48, align 4
  store i32 %49, i32* %11, align 4
  %50 = load i8*, i8** %3, align 8
  %51 = load i32, i32* %8, align 4
  %52 = sub nsw i32 %51, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, i8* %50, i64 %53
  %55 = load i8, i8* %54, align 1
  %56 = zext i8 %55 to i32
  %57 = load i8*, i8** %4, align 8
  %58 = load i32, i32* %9, align 4
  %59 = sub nsw i32 %58, 1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i8, i8* %57, i64 %60
  %62 = load i8, i8* %61, align 1
  %63 = zext i8 %62 to i32
  %64 = icmp eq i32 %56, %63
  %65 = zext i1 %64 to i64
  %66 = select i1 %64, i32 0, i32 1
  store i32 %66, i32* %12, align 4
  %67 = load i32, i32* %9, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i64 0, i64 %68
  %70 = load i32, i32* %69, align 4
  %71 = add nsw i32 %70, 1
  %72 = load i32, i32* %9, align 4
  %73 = sub nsw i32 %72, 1
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i64 0, i64 %74
  %76 = load i32, i32* %75, align 4
  %77 = add nsw i32 %76, 1
  %78 = load i32, i32* %10, align 4
  %79 = load i32, i32* %12, align 4
  %80 = add nsw i32 %78, %79
  %81 = call signext i32 @min3(i32 noundef signext %71, i32 noundef signext %77, i32 noundef signext %80)
  %82 = load i32, i32* %9, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i64 0, i64 %83
  store i32 %81, i32* %84, align 4
  %85 = load i32, i32* %11, align 4
  store i32 %85, i32* %10, align 4
  br label %86

86:                                               ; preds = %45
  %87 = load i32, i32* %9, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %9, align 4
  br label %41, !llvm.loop !21

89:                                               ; preds = %41
  br label %90

90:                                               ; preds = %89
  %91 = load i32, i32* %8, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %8, align 4
  br label %32, !llvm.loop !22

93:                                               ; preds = %32
  %94 = load i32, i32* %7, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i64 0, i64 %95
  %97 = load i32, i32* %96, align 4
  ret i32 %97
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @lcs(i8* noundef %0, i8* noundef %1, i8* noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  store i8* %2, i8** %6, align 8
  %12 = load i8*, i8** %4, align 8
  %13 = call i64 @strlen(i8* noundef %12) #3
  %14 = trunc i64 %13 to i32
  store i32 %14, i32* %7, align 4
  %15 = load i8*, i8** %5, align 8
  %16 = call i64 @strlen(i8* noundef %15) #3
  %17 = trunc i64 %16 to i32
  store i32 %17, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %18

18:                                               ; preds = %27, %3
  %19 = load i32, i32* %9, align 4
  %20 = load i32, i32* %7, align 4
  %21 = icmp sle i32 %19, %20
  br i1 %21, label %22, label %30

22:                                               ; preds = %18
  %23 = load i32, i32* %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %24
  %26 = getelementptr inbounds [64 x i16], [64 x i16]* %25, i64 0, i64 0
  store i16 0, i16* %26, align 2
  br label %27

27:                                               ; preds = %22
  %28 = load i32, i32* %9, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %9, align 4
  br label %18, !llvm.loop !23

30:                                               ; preds = %18
  store i32 0, i32* %10, align 4
  br label %31

31:                                               ; preds = %39, %30
  %32 = load i32, i32* %10, align 4
  %33 = load i32, i32* %8, align 4
  %34 = icmp sle i32 %32, %33
  br i1 %34, label %35, label %42

35:                                               ; preds = %31
  %36 = load i32, i32* %10, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [64 x i16], [64 x i16]* getelementptr inbounds ([64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 0), i64 0, i64 %37
  store i16 0, i16* %38, align 2
  br label %39

39:                                               ; preds = %35
  %40 = load i32, i32* %10, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %10, align 4
  br label %31, !llvm.loop !24

42:                                               ; preds = %31
  store i32 1, i32* %9, align 4
  br label %43

43:                                               ; preds = %141, %42
  %44 = load i32, i32* %9, align 4
  %45 = load i32, i32* %7, align 4
  %46 = icmp sle i32 %44, %45
  br i1 %46, label %47, label %144

47:                                               ; preds = %43
  store i32 1, i32* %10, align 4
  br label %48

48:                                               ; preds = %137, %47
  %49 = load i32, i32* %10, align 4
  %50 = load i32, i32* %8, align 4
  %51 = icmp sle i32 %49, %50
  br i1 %51, label %52, label %140

52:                                               ; preds = %48
  %53 = load i8*, i8** %4, align 8
  %54 = load i32, i32* %9, align 4
  %55 = sub nsw i32 %54, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i8, i8* %53, i64 %56
  %58 = load i8, i8* %57, align 1
  %59 = zext i8 %58 to i32
  %60 = load i8*, i8** %5, align 8
  %61 = load i32, i32* %10, align 4
  %62 = sub nsw i32 %61, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, i8* %60, i64 %63
  %65 = load i8, i8* %64, align 1
  %66 = zext i8 %65 to i32
  %67 = icmp eq i32 %59, %66
  br i1 %67, label %68, label %87

68:                                               ; preds = %52
  %69 = load i32, i32* %9, align 4
  %70 = sub nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %71
  %73 = load i32, i32* %10, align 4
  %74 = sub nsw i32 %73, 1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [64 x i16], [64 x i16]* %72, i64 0, i64 %75
  %77 = load i16, i16* %76, align 2
  %78 = sext i16 %77 to i32
  %79 = add nsw i32 %78, 1
  %80 = trunc i32 %79 to i16
  %81 = load i32, i32* %9, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %82
  %84 = load i32, i32* %10, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [64 x i16], [64 x i16]* %83, i64 0, i64 %85
  store i16 %80, i16* %86, align 2
  br label %136

87:                                               ; preds = %52
  %88 = load i32, i32* %9, align 4
  %89 = sub nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %90
  %92 = load i32, i32* %10, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [64 x i16], [64 x i16]* %91, i64 0, i64 %93
  %95 = load i16, i16* %94, align 2
  %96 = sext i16 %95 to i32
  %97 = load i32, i32* %9, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %98
  %100 = load i32, i32* %10, align 4
  %101 = sub nsw i32 %100, 1
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [64 x i16], [64 x i16]* %99, i64 0, i64 %102
  %104 = load i16, i16* %103, align 2
  %105 = sext i16 %104 to i32
  %106 = icmp sge i32 %96, %105
  br i1 %106, label %107, label %117

107:                                              ; preds = %87
  %108 = load i32, i32* %9, align 4
  %109 = sub nsw i32 %108, 1
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %110
  %112 = load i32, i32* %10, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [64 x i16], [64 x i16]* %111, i64 0, i64 %113
  %115 = load i16, i16* %114, align 2
  %116 = sext i16 %115 to i32
  br label %127

117:                                              ; preds = %87
  %118 = load i32, i32* %9, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %119
  %121 = load i32, i32* %10, align 4
  %122 = sub nsw i32 %121, 1
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [64 x i16], [64 x i16]* %120, i64 0, i64 %123
  %125 = load i16, i16* %124, align 2
  %126 = sext i16 %125 to i32
  br label %127

127:                                              ; preds = %117, %107
  %128 = phi i32 [ %116, %107 ], [ %126, %117 ]
  %129 = trunc i32 %128 to i16
  %130 = load i32, i32* %9, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %131
  %133 = load i32, i32* %10, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [64 x i16], [64 x i16]* %132, i64 0, i64 %134
  store i16 %129, i16* %135, align 2
  br label %136

136:                                              ; preds = %127, %68
  br label %137

137:                                              ; preds = %136
  %138 = load i32, i32* %10, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, i32* %10, align 4
  br label %48, !llvm.loop !25

140:                                              ; preds = %48
  br label %141

141:                                              ; preds = %140
  %142 = load i32, i32* %9, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, i32* %9, align 4
  br label %43, !llvm.loop !26

144:                                              ; preds = %43
  %145 = load i32, i32* %7, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %146
  %148 = load i32, i32* %8, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [64 x i16], [64 x i16]* %147, i64 0, i64 %149
  %151 = load i16, i16* %150, align 2
  %152 = sext i16 %151 to i32
  store i32 %152, i32* %11, align 4
  %153 = load i8*, i8** %6, align 8
  %154 = load i32, i32* %11, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds i8, i8* %153, i64 %155
  store i8 0, i8* %156, align 1
  %157 = load i32, i32* %7, align 4
  store i32 %157, i32* %9, align 4
  %158 = load i32, i32* %8, align 4
  store i32 %158, i32* %10, align 4
  br label %159

159:                                              ; preds = %226, %144
  %160 = load i32, i32* %9, align 4
  %161 = icmp sgt i32 %160, 0
  br i1 %161, label %162, label %165

162:                                              ; preds = %159
  %163 = load i32, i32* %10, align 4
  %164 = icmp sgt i32 %163, 0
  br label %165

165:                                              ; preds = %162, %159
  %166 = phi i1 [ false, %159 ], [ %164, %162 ]
  br i1 %166, label %167, label %227

167:                                              ; preds = %165
  %168 = load i8*, i8** %4, align 8
  %169 = load i32, i32* %9, align 4
  %170 = sub nsw i32 %169, 1
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds i8, i8* %168, i64 %171
  %173 = load i8, i8* %172, align 1
  %174 = zext i8 %173 to i32
  %175 = load i8*, i8** %5, align 8
  %176 = load i32, i32* %10, align 4
  %177 = sub nsw i32 %176, 1
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds i8, i8* %175, i64 %178
  %180 = load i8, i8* %179, align 1
  %181 = zext i8 %180 to i32
  %182 = icmp eq i32 %174, %181
  br i1 %182, label %183, label %199

183:                                              ; preds = %167
  %184 = load i8*, i8** %4, align 8
  %185 = load i32, i32* %9, align 4
  %186 = sub nsw i32 %185, 1
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i8, i8* %184, i64 %187
  %189 = load i8, i8* %188, align 1
  %190 = load i8*, i8** %6, align 8
  %191 = load i32, i32* %11, align 4
  %192 = add nsw i32 %191, -1
  store i32 %192, i32* %11, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds i8, i8* %190, i64 %193
  store i8 %189, i8* %194, align 1
  %195 = load i32, i32* %9, align 4
  %196 = add nsw i32 %195, -1
  store i32 %196, i32* %9, align 4
  %197 = load i32, i32* %10, align 4
  %198 = add nsw i32 %197, -1
  store i32 %198, i32* %10, align 4
  br label %226

199:                                              ; preds = %167
  %200 = load i32, i32* %9, align 4
  %201 = sub nsw i32 %200, 1
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %202
  %204 = load i32, i32* %10, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [64 x i16], [64 x i16]* %203, i64 0, i64 %205
  %207 = load i16, i16* %206, align 2
  %208 = sext i16 %207 to i32
  %209 = load i32, i32* %9, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %210
  %212 = load i32, i32* %10, align 4
  %213 = sub nsw i32 %212, 1
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [64 x i16], [64 x i16]* %211, i64 0, i64 %214
  %216 = load i16, i16* %215, align 2
  %217 = sext i16 %216 to i32
  %218 = icmp sge i32 %208, %217
  br i1 %218, label %219, label %222

219:                                              ; preds = %199
  %220 = load i32, i32* %9, align 4
  %221 = add nsw i32 %220, -1
  store i32 %221, i32* %9, align 4
  br label %225

222:                                              ; preds = %199
  %223 = load i32, i32* %10, align 4
  %224 = add nsw i32 %223, -1
  store i32 %224, i32* %10, align 4
  br label %225

225:                                              ; preds = %222, %219
  br label %226

226:                                              ; preds = %225, %183
  br label %159, !llvm.loop !27

227:                                              ; preds = %165
  %228 = load i32, i32* %7, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %229
  %231 = load i32, i32* %8, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [64 x i16], [64 x i16]* %230, i64 0, i64 %232
  %234 = load i16, i16* %233, align 2
  %235 = sext i16 %234 to i32
  ret i32 %235
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef zeroext %0) #0 {
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
define internal signext i32 @knapsack(i32* noundef %0, i32* noundef %1, i32 noundef signext %2, i32 noundef signext %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [512 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store i32* %1, i32** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %11, align 4
  br label %13

13:                                               ; preds = %21, %4
  %14 = load i32, i32* %11, align 4
  %15 = load i32, i32* %8, align 4
  %16 = icmp sle i32 %14, %15
  br i1 %16, label %17, label %24

17:                                               ; preds = %13
  %18 = load i32, i32* %11, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [512 x i32], [512 x i32]* %9, i64 0, i64 %19
  store i32 0, i32* %20, align 4
  br label %21

21:                                               ; preds = %17
  %22 = load i32, i32* %11, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %11, align 4
  br label %13, !llvm.loop !28

24:                                               ; preds = %13
  store i32 0, i32* %10, align 4
  br label %25

25:                                               ; preds = %72, %24
  %26 = load i32, i32* %10, align 4
  %27 = load i32, i32* %7, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %75

29:                                               ; preds = %25
  %30 = load i32, i32* %8, align 4
  store i32 %30, i32* %11, align 4
  br label %31

31:                                               ; preds = %68, %29
  %32 = load i32, i32* %11, align 4
  %33 = load i32*, i32** %5, align 8
  %34 = load i32, i32* %10, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %33, i64 %35
  %37 = load i32, i32* %36, align 4
  %38 = icmp sge i32 %32, %37
  br i1 %38, label %39, label %71

39:                                               ; preds = %31
  %40 = load i32, i32* %11, align 4
  %41 = load i32*, i32** %5, align 8
  %42 = load i32, i32* %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32* %41, i64 %43
  %45 = load i32, i32* %44, align 4
  %46 = sub nsw i32 %40, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [512 x i32], [512 x i32]* %9, i64 0, i64 %47
  %49 = load i32, i32* %48, align 4
  %50 = load i32*, i32** %6, align 8
  %51 = load i32, i32* %10, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, i32* %50, i64 %52
  %54 = load i32, i32* %53, align 4
  %55 = add nsw i32 %49, %54
  store i32 %55, i32* %12, align 4
  %56 = load i32, i32* %12, align 4
  %57 = load i32, i32* %11, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [512 x i32], [512 x i32]* %9, i64 0, i64 %58
  %60 = load i32, i32* %59, align 4
  %61 = icmp sgt i32 %56, %60
  br i1 %61, label %62, label %67

62:                                               ; preds = %39
  %63 = load i32, i32* %12, align 4
  %64 = load i32, i32* %11, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [512 x i32], [512 x i32]* %9, i64 0, i64 %65
  store i32 %63, i32* %66, align 4
  br label %67

67:                                               ; preds = %62, %39
  br label %68

68:                                               ; preds = %67
  %69 = load i32, i32* %11, align 4
  %70 = add nsw i32 %69, -1
  store i32 %70, i32* %11, align 4
  br label %31, !llvm.loop !29

71:                                               ; preds = %31
  br label %72

72:                                               ; preds = %71
  %73 = load i32, i32* %10, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %10, align 4
  br label %25, !llvm.loop !30

75:                                               ; preds = %25
  %76 = load i32, i32* %8, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [512 x i32], [512 x i32]* %9, i64 0, i64 %77
  %79 = load i32, i32* %78, align 4
  ret i32 %79
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @lis(i32* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca [256 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %11

11:                                               ; preds = %58, %2
  %12 = load i32, i32* %7, align 4
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %61

15:                                               ; preds = %11
  store i32 0, i32* %8, align 4
  %16 = load i32, i32* %6, align 4
  store i32 %16, i32* %9, align 4
  br label %17

17:                                               ; preds = %41, %15
  %18 = load i32, i32* %8, align 4
  %19 = load i32, i32* %9, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %42

21:                                               ; preds = %17
  %22 = load i32, i32* %8, align 4
  %23 = load i32, i32* %9, align 4
  %24 = add nsw i32 %22, %23
  %25 = sdiv i32 %24, 2
  store i32 %25, i32* %10, align 4
  %26 = load i32, i32* %10, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [256 x i32], [256 x i32]* %5, i64 0, i64 %27
  %29 = load i32, i32* %28, align 4
  %30 = load i32*, i32** %3, align 8
  %31 = load i32, i32* %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, i32* %30, i64 %32
  %34 = load i32, i32* %33, align 4
  %35 = icmp slt i32 %29, %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %21
  %37 = load i32, i32* %10, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %8, align 4
  br label %41

39:                                               ; preds = %21
  %40 = load i32, i32* %10, align 4
  store i32 %40, i32* %9, align 4
  br label %41

41:                                               ; preds = %39, %36
  br label %17, !llvm.loop !31

42:                                               ; preds = %17
  %43 = load i32*, i32** %3, align 8
  %44 = load i32, i32* %7, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, i32* %43, i64 %45
  %47 = load i32, i32* %46, align 4
  %48 = load i32, i32* %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [256 x i32], [256 x i32]* %5, i64 0, i64 %49
  store i32 %47, i32* %50, align 4
  %51 = load i32, i32* %8, align 4
  %52 = load i32, i32* %6, align 4
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %57

54:                                               ; preds = %42
  %55 = load i32, i32* %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %6, align 4
  br label %57

57:                                               ; preds = %54, %42
  br label %58

58:                                               ; preds = %57
  %59 = load i32, i32* %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %7, align 4
  br label %11, !llvm.loop !32

61:                                               ; preds = %11
  %62 = load i32, i32* %6, align 4
  ret i32 %62
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul([24 x i32]* noundef %0, [24 x i32]* noundef %1, [24 x i32]* noundef %2) #0 {
  %4 = alloca [24 x i32]*, align 8
  %5 = alloca [24 x i32]*, align 8
  %6 = alloca [24 x i32]*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store [24 x i32]* %0, [24 x i32]** %4, align 8
  store [24 x i32]* %1, [24 x i32]** %5, align 8
  store [24 x i32]* %2, [24 x i32]** %6, align 8
  store i32 0, i32* %7, align 4
  br label %11

11:                                               ; preds = %58, %3
  %12 = load i32, i32* %7, align 4
  %13 = icmp slt i32 %12, 24
  br i1 %13, label %14, label %61

14:                                               ; preds = %11
  store i32 0, i32* %8, align 4
  br label %15

15:                                               ; preds = %54, %14
  %16 = load i32, i32* %8, align 4
  %17 = icmp slt i32 %16, 24
  br i1 %17, label %18, label %57

18:                                               ; preds = %15
  store i32 0, i32* %10, align 4
  store i32 0, i32* %9, align 4
  br label %19

19:                                               ; preds = %42, %18
  %20 = load i32, i32* %9, align 4
  %21 = icmp slt i32 %20, 24
  br i1 %21, label %22, label %45

22:                                               ; preds = %19
  %23 = load [24 x i32]*, [24 x i32]** %5, align 8
  %24 = load i32, i32* %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [24 x i32], [24 x i32]* %23, i64 %25
  %27 = load i32, i32* %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [24 x i32], [24 x i32]* %26, i64 0, i64 %28
  %30 = load i32, i32* %29, align 4
  %31 = load [24 x i32]*, [24 x i32]** %6, align 8
  %32 = load i32, i32* %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [24 x i32], [24 x i32]* %31, i64 %33
  %35 = load i32, i32* %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [24 x i32], [24 x i32]* %34, i64 0, i64 %36
  %38 = load i32, i32* %37, align 4
  %39 = mul nsw i32 %30, %38
  %40 = load i32, i32* %10, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, i32* %10, align 4
  br label %42

42:                                               ; preds = %22
  %43 = load i32, i32* %9, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %9, align 4
  br label %19, !llvm.loop !33

45:                                               ; preds = %19
  %46 = load i32, i32* %10, align 4
  %47 = load [24 x i32]*, [24 x i32]** %4, align 8
  %48 = load i32, i32* %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [24 x i32], [24 x i32]* %47, i64 %49
  %51 = load i32, i32* %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [24 x i32], [24 x i32]* %50, i64 0, i64 %52
  store i32 %46, i32* %53, align 4
  br label %54

54:                                               ; preds = %45
  %55 = load i32, i32* %8, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %8, align 4
  br label %15, !llvm.loop !34

57:                                               ; preds = %15
  br label %58

58:                                               ; preds = %57
  %59 = load i32, i32* %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %7, align 4
  br label %11, !llvm.loop !35

61:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @floyd([12 x i32]* noundef %0) #0 {
  %2 = alloca [12 x i32]*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store [12 x i32]* %0, [12 x i32]** %2, align 8
  store i32 0, i32* %5, align 4
  br label %6

6:                                                ; preds = %78, %1
  %7 = load i32, i32* %5, align 4
  %8 = icmp slt i32 %7, 12
  br i1 %8, label %9, label %81

9:                                                ; preds = %6
  store i32 0, i32* %3, align 4
  br label %10

10:                                               ; preds = %74, %9
  %11 = load i32, i32* %3, align 4
  %12 = icmp slt i32 %11, 12
  br i1 %12, label %13, label %77

13:                                               ; preds = %10
  store i32 0, i32* %4, align 4
  br label %14

14:                                               ; preds = %70, %13
  %15 = load i32, i32* %4, align 4
  %16 = icmp slt i32 %15, 12
  br i1 %16, label %17, label %73

17:                                               ; preds = %14
  %18 = load [12 x i32]*, [12 x i32]** %2, align 8
  %19 = load i32, i32* %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [12 x i32], [12 x i32]* %18, i64 %20
  %22 = load i32, i32* %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [12 x i32], [12 x i32]* %21, i64 0, i64 %23
  %25 = load i32, i32* %24, align 4
  %26 = load [12 x i32]*, [12 x i32]** %2, align 8
  %27 = load i32, i32* %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [12 x i32], [12 x i32]* %26, i64 %28
  %30 = load i32, i32* %4, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [12 x i32], [12 x i32]* %29, i64 0, i64 %31
  %33 = load i32, i32* %32, align 4
  %34 = add nsw i32 %25, %33
  %35 = load [12 x i32]*, [12 x i32]** %2, align 8
  %36 = load i32, i32* %3, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [12 x i32], [12 x i32]* %35, i64 %37
  %39 = load i32, i32* %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [12 x i32], [12 x i32]* %38, i64 0, i64 %40
  %42 = load i32, i32* %41, align 4
  %43 = icmp slt i32 %34, %42
  br i1 %43, label %44, label %69

44:                                               ; preds = %17
  %45 = load [12 x i32]*, [12 x i32]** %2, align 8
  %46 = load i32, i32* %3, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [12 x i32], [12 x i32]* %45, i64 %47
  %49 = load i32, i32* %5, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [12 x i32], [12 x i32]* %48, i64 0, i64 %50
  %52 = load i32, i32* %51, align 4
  %53 = load [12 x i32]*, [12 x i32]** %2, align 8
  %54 = load i32, i32* %5, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [12 x i32], [12 x i32]* %53, i64 %55
  %57 = load i32, i32* %4, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [12 x i32], [12 x i32]* %56, i64 0, i64 %58
  %60 = load i32, i32* %59, align 4
  %61 = add nsw i32 %52, %60
  %62 = load [12 x i32]*, [12 x i32]** %2, align 8
  %63 = load i32, i32* %3, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [12 x i32], [12 x i32]* %62, i64 %64
  %66 = load i32, i32* %4, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [12 x i32], [12 x i32]* %65, i64 0, i64 %67
  store i32 %61, i32* %68, align 4
  br label %69

69:                                               ; preds = %44, %17
  br label %70

70:                                               ; preds = %69
  %71 = load i32, i32* %4, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %4, align 4
  br label %14, !llvm.loop !36

73:                                               ; preds = %14
  br label %74

74:                                               ; preds = %73
  %75 = load i32, i32* %3, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %3, align 4
  br label %10, !llvm.loop !37

77:                                               ; preds = %10
  br label %78

78:                                               ; preds = %77
  %79 = load i32, i32* %5, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %5, align 4
  br label %6, !llvm.loop !38

81:                                               ; preds = %6
  ret void
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @min3(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
