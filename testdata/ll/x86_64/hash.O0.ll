; ModuleID = 'c/hash.c'
source_filename = "c/hash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [64 x i32], i32 }

@main.inputs = internal constant [7 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([81 x i8], [81 x i8]* @.str.6, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"message digest\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"abcdefghijklmnopqrstuvwxyz\00", align 1
@.str.5 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.6 = private unnamed_addr constant [81 x i8] c"12345678901234567890123456789012345678901234567890123456789012345678901234567890\00", align 1
@.str.7 = private unnamed_addr constant [41 x i8] c"crc_table[1]=%08x [128]=%08x [255]=%08x\0A\00", align 1
@crc_table = internal global [256 x i32] zeroinitializer, align 16
@vone = internal global i32 1, align 4
@.str.8 = private unnamed_addr constant [57 x i8] c"\22%.20s\22: crc32=%08x fnv32=%08x fnv64=%016llx adler=%08x\0A\00", align 1
@main.buf = internal global [20000 x i8] zeroinitializer, align 16
@.str.9 = private unnamed_addr constant [51 x i8] c"big buffer: crc32=%08x adler=%08x fnv-mix=%016llx\0A\00", align 1
@main.f = internal global %struct.big zeroinitializer, align 4
@main.p = internal global %struct.big zeroinitializer, align 4
@main.a = internal global %struct.big zeroinitializer, align 4
@main.b = internal global %struct.big zeroinitializer, align 4
@main.c = internal global %struct.big zeroinitializer, align 4
@main.sq = internal global %struct.big zeroinitializer, align 4
@.str.10 = private unnamed_addr constant [23 x i8] c"100! = %s (%d digits)\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"2^300 = %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"fib(400) = %s\0A\00", align 1
@.str.13 = private unnamed_addr constant [48 x i8] c"(100!)^2 has %d digits, crc32=%08x, head=%.30s\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [600 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  call void @crc32_init()
  %14 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 1), align 4
  %15 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 128), align 16
  %16 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 255), align 4
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.7, i64 0, i64 0), i32 noundef %14, i32 noundef %15, i32 noundef %16)
  store i32 0, i32* %4, align 4
  br label %18

18:                                               ; preds = %66, %0
  %19 = load i32, i32* %4, align 4
  %20 = icmp slt i32 %19, 7
  br i1 %20, label %21, label %69

21:                                               ; preds = %18
  %22 = load i32, i32* %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.inputs, i64 0, i64 %23
  %25 = load i8*, i8** %24, align 8
  store i8* %25, i8** %5, align 8
  %26 = load i32, i32* %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.inputs, i64 0, i64 %27
  %29 = load i8*, i8** %28, align 8
  %30 = call i64 @strlen(i8* noundef %29) #5
  %31 = load volatile i32, i32* @vone, align 4
  %32 = zext i32 %31 to i64
  %33 = mul i64 %30, %32
  store i64 %33, i64* %6, align 8
  %34 = load i8*, i8** %5, align 8
  %35 = load i64, i64* %6, align 8
  %36 = call i32 @crc32(i8* noundef %34, i64 noundef %35)
  store i32 %36, i32* %7, align 4
  %37 = load i8*, i8** %5, align 8
  %38 = load i64, i64* %6, align 8
  %39 = call i32 @fnv1a32(i8* noundef %37, i64 noundef %38)
  store i32 %39, i32* %8, align 4
  %40 = load i8*, i8** %5, align 8
  %41 = load i64, i64* %6, align 8
  %42 = call i32 @adler32(i8* noundef %40, i64 noundef %41)
  store i32 %42, i32* %9, align 4
  %43 = load i8*, i8** %5, align 8
  %44 = load i64, i64* %6, align 8
  %45 = call i64 @fnv1a64(i8* noundef %43, i64 noundef %44)
  store i64 %45, i64* %10, align 8
  %46 = load i32, i32* %4, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.inputs, i64 0, i64 %47
  %49 = load i8*, i8** %48, align 8
  %50 = load i32, i32* %7, align 4
  %51 = load i32, i32* %8, align 4
  %52 = load i64, i64* %10, align 8
  %53 = load i32, i32* %9, align 4
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.8, i64 0, i64 0), i8* noundef %49, i32 noundef %50, i32 noundef %51, i64 noundef %52, i32 noundef %53)
  %55 = load i32, i32* %7, align 4
  %56 = load i32, i32* %8, align 4
  %57 = add i32 %55, %56
  %58 = load i32, i32* %9, align 4
  %59 = add i32 %57, %58
  %60 = load i64, i64* %10, align 8
  %61 = lshr i64 %60, 16
  %62 = trunc i64 %61 to i32
  %63 = add i32 %59, %62
  %64 = load i32, i32* %2, align 4
  %65 = xor i32 %64, %63
  store i32 %65, i32* %2, align 4
  br label %66

66:                                               ; preds = %21
  %67 = load i32, i32* %4, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %4, align 4
  br label %18, !llvm.loop !6

69:                                               ; preds = %18
  %70 = load volatile i32, i32* @vone, align 4
  %71 = mul i32 42, %70
  %72 = zext i32 %71 to i64
  store i64 %72, i64* %11, align 8
  store i64 0, i64* %12, align 8
  store i32 0, i32* %4, align 4
  br label %73

73:                                               ; preds = %95, %69
  %74 = load i32, i32* %4, align 4
  %75 = icmp slt i32 %74, 20000
  br i1 %75, label %76, label %98

76:                                               ; preds = %73
  %77 = load i32, i32* %4, align 4
  %78 = and i32 %77, 7
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %84

80:                                               ; preds = %76
  %81 = load i64, i64* %11, align 8
  %82 = add i64 %81, -7046029254386353131
  %83 = call i64 @mix64(i64 noundef %82)
  store i64 %83, i64* %11, align 8
  br label %84

84:                                               ; preds = %80, %76
  %85 = load i64, i64* %11, align 8
  %86 = load i32, i32* %4, align 4
  %87 = and i32 %86, 7
  %88 = mul nsw i32 %87, 8
  %89 = zext i32 %88 to i64
  %90 = lshr i64 %85, %89
  %91 = trunc i64 %90 to i8
  %92 = load i32, i32* %4, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 %93
  store i8 %91, i8* %94, align 1
  br label %95

95:                                               ; preds = %84
  %96 = load i32, i32* %4, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %4, align 4
  br label %73, !llvm.loop !8

98:                                               ; preds = %73
  store i32 0, i32* %4, align 4
  br label %99

99:                                               ; preds = %113, %98
  %100 = load i32, i32* %4, align 4
  %101 = icmp slt i32 %100, 20000
  br i1 %101, label %102, label %116

102:                                              ; preds = %99
  %103 = load i32, i32* %4, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i8, i8* getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), i64 %104
  %106 = call i64 @fnv1a64(i8* noundef %105, i64 noundef 2500)
  %107 = load i32, i32* %4, align 4
  %108 = sext i32 %107 to i64
  %109 = add i64 %106, %108
  %110 = call i64 @mix64(i64 noundef %109)
  %111 = load i64, i64* %12, align 8
  %112 = xor i64 %111, %110
  store i64 %112, i64* %12, align 8
  br label %113

113:                                              ; preds = %102
  %114 = load i32, i32* %4, align 4
  %115 = add nsw i32 %114, 2500
  store i32 %115, i32* %4, align 4
  br label %99, !llvm.loop !9

116:                                              ; preds = %99
  %117 = call i32 @crc32(i8* noundef getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), i64 noundef 20000)
  %118 = call i32 @adler32(i8* noundef getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), i64 noundef 20000)
  %119 = load i64, i64* %12, align 8
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([51 x i8], [51 x i8]* @.str.9, i64 0, i64 0), i32 noundef %117, i32 noundef %118, i64 noundef %119)
  %121 = call i32 @crc32(i8* noundef getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i64 0, i64 0), i64 noundef 20000)
  %122 = load i64, i64* %12, align 8
  %123 = trunc i64 %122 to i32
  %124 = xor i32 %121, %123
  %125 = load i32, i32* %2, align 4
  %126 = add i32 %125, %124
  store i32 %126, i32* %2, align 4
  call void @big_set(%struct.big* noundef @main.f, i32 noundef 1)
  store i32 2, i32* %4, align 4
  br label %127

127:                                              ; preds = %134, %116
  %128 = load i32, i32* %4, align 4
  %129 = icmp sle i32 %128, 100
  br i1 %129, label %130, label %137

130:                                              ; preds = %127
  %131 = load i32, i32* %4, align 4
  %132 = load volatile i32, i32* @vone, align 4
  %133 = mul i32 %131, %132
  call void @big_mul_small(%struct.big* noundef @main.f, i32 noundef %133)
  br label %134

134:                                              ; preds = %130
  %135 = load i32, i32* %4, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, i32* %4, align 4
  br label %127, !llvm.loop !10

137:                                              ; preds = %127
  %138 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %139 = call i32 @big_to_string(%struct.big* noundef @main.f, i8* noundef %138)
  store i32 %139, i32* %13, align 4
  %140 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %141 = load i32, i32* %13, align 4
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i64 0, i64 0), i8* noundef %140, i32 noundef %141)
  %143 = load i32, i32* %2, align 4
  %144 = mul i32 %143, 31
  %145 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %146 = load i32, i32* %13, align 4
  %147 = sext i32 %146 to i64
  %148 = call i32 @fnv1a32(i8* noundef %145, i64 noundef %147)
  %149 = add i32 %144, %148
  store i32 %149, i32* %2, align 4
  call void @big_set(%struct.big* noundef @main.p, i32 noundef 1)
  store i32 0, i32* %4, align 4
  br label %150

150:                                              ; preds = %154, %137
  %151 = load i32, i32* %4, align 4
  %152 = icmp slt i32 %151, 300
  br i1 %152, label %153, label %157

153:                                              ; preds = %150
  call void @big_mul_small(%struct.big* noundef @main.p, i32 noundef 2)
  br label %154

154:                                              ; preds = %153
  %155 = load i32, i32* %4, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, i32* %4, align 4
  br label %150, !llvm.loop !11

157:                                              ; preds = %150
  %158 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %159 = call i32 @big_to_string(%struct.big* noundef @main.p, i8* noundef %158)
  store i32 %159, i32* %13, align 4
  %160 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %161 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef %160)
  %162 = load i32, i32* %2, align 4
  %163 = mul i32 %162, 31
  %164 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %165 = load i32, i32* %13, align 4
  %166 = sext i32 %165 to i64
  %167 = call i32 @fnv1a32(i8* noundef %164, i64 noundef %166)
  %168 = add i32 %163, %167
  store i32 %168, i32* %2, align 4
  call void @big_set(%struct.big* noundef @main.a, i32 noundef 0)
  call void @big_set(%struct.big* noundef @main.b, i32 noundef 1)
  store i32 0, i32* %4, align 4
  br label %169

169:                                              ; preds = %173, %157
  %170 = load i32, i32* %4, align 4
  %171 = icmp slt i32 %170, 400
  br i1 %171, label %172, label %176

172:                                              ; preds = %169
  call void @big_add(%struct.big* noundef @main.c, %struct.big* noundef @main.a, %struct.big* noundef @main.b)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 bitcast (%struct.big* @main.a to i8*), i8* align 4 bitcast (%struct.big* @main.b to i8*), i64 260, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 bitcast (%struct.big* @main.b to i8*), i8* align 4 bitcast (%struct.big* @main.c to i8*), i64 260, i1 false)
  br label %173

173:                                              ; preds = %172
  %174 = load i32, i32* %4, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, i32* %4, align 4
  br label %169, !llvm.loop !12

176:                                              ; preds = %169
  %177 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %178 = call i32 @big_to_string(%struct.big* noundef @main.a, i8* noundef %177)
  store i32 %178, i32* %13, align 4
  %179 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %180 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %179)
  %181 = load i32, i32* %2, align 4
  %182 = mul i32 %181, 31
  %183 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %184 = load i32, i32* %13, align 4
  %185 = sext i32 %184 to i64
  %186 = call i32 @fnv1a32(i8* noundef %183, i64 noundef %185)
  %187 = add i32 %182, %186
  store i32 %187, i32* %2, align 4
  call void @big_mul(%struct.big* noundef @main.sq, %struct.big* noundef @main.f, %struct.big* noundef @main.f)
  %188 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %189 = call i32 @big_to_string(%struct.big* noundef @main.sq, i8* noundef %188)
  store i32 %189, i32* %13, align 4
  %190 = load i32, i32* %13, align 4
  %191 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %192 = load i32, i32* %13, align 4
  %193 = sext i32 %192 to i64
  %194 = call i32 @crc32(i8* noundef %191, i64 noundef %193)
  %195 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %196 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i64 0, i64 0), i32 noundef %190, i32 noundef %194, i8* noundef %195)
  %197 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i64 0, i64 0
  %198 = load i32, i32* %13, align 4
  %199 = sext i32 %198 to i64
  %200 = call i32 @crc32(i8* noundef %197, i64 noundef %199)
  %201 = load i32, i32* %2, align 4
  %202 = xor i32 %201, %200
  store i32 %202, i32* %2, align 4
  %203 = load i32, i32* %2, align 4
  %204 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef %203)
  %205 = load i32, i32* %2, align 4
  %206 = and i32 %205, 127
  ret i32 %206
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %4

4:                                                ; preds = %33, %0
  %5 = load i32, i32* %1, align 4
  %6 = icmp ult i32 %5, 256
  br i1 %6, label %7, label %36

7:                                                ; preds = %4
  %8 = load i32, i32* %1, align 4
  store i32 %8, i32* %3, align 4
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %25, %7
  %10 = load i32, i32* %2, align 4
  %11 = icmp ult i32 %10, 8
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = load i32, i32* %3, align 4
  %18 = lshr i32 %17, 1
  %19 = xor i32 -306674912, %18
  br label %23

20:                                               ; preds = %12
  %21 = load i32, i32* %3, align 4
  %22 = lshr i32 %21, 1
  br label %23

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %19, %16 ], [ %22, %20 ]
  store i32 %24, i32* %3, align 4
  br label %25

25:                                               ; preds = %23
  %26 = load i32, i32* %2, align 4
  %27 = add i32 %26, 1
  store i32 %27, i32* %2, align 4
  br label %9, !llvm.loop !13

28:                                               ; preds = %9
  %29 = load i32, i32* %3, align 4
  %30 = load i32, i32* %1, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %31
  store i32 %29, i32* %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, i32* %1, align 4
  %35 = add i32 %34, 1
  store i32 %35, i32* %1, align 4
  br label %4, !llvm.loop !14

36:                                               ; preds = %4
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  store i32 -1, i32* %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i64, i64* %4, align 8
  %8 = add i64 %7, -1
  store i64 %8, i64* %4, align 8
  %9 = icmp ne i64 %7, 0
  br i1 %9, label %10, label %24

10:                                               ; preds = %6
  %11 = load i32, i32* %5, align 4
  %12 = load i8*, i8** %3, align 8
  %13 = getelementptr inbounds i8, i8* %12, i32 1
  store i8* %13, i8** %3, align 8
  %14 = load i8, i8* %12, align 1
  %15 = zext i8 %14 to i32
  %16 = xor i32 %11, %15
  %17 = and i32 %16, 255
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4
  %21 = load i32, i32* %5, align 4
  %22 = lshr i32 %21, 8
  %23 = xor i32 %20, %22
  store i32 %23, i32* %5, align 4
  br label %6, !llvm.loop !15

24:                                               ; preds = %6
  %25 = load i32, i32* %5, align 4
  %26 = xor i32 %25, -1
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv1a32(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  store i32 -2128831035, i32* %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i64, i64* %4, align 8
  %8 = add i64 %7, -1
  store i64 %8, i64* %4, align 8
  %9 = icmp ne i64 %7, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load i8*, i8** %3, align 8
  %12 = getelementptr inbounds i8, i8* %11, i32 1
  store i8* %12, i8** %3, align 8
  %13 = load i8, i8* %11, align 1
  %14 = zext i8 %13 to i32
  %15 = load i32, i32* %5, align 4
  %16 = xor i32 %15, %14
  store i32 %16, i32* %5, align 4
  %17 = load i32, i32* %5, align 4
  %18 = mul i32 %17, 16777619
  store i32 %18, i32* %5, align 4
  br label %6, !llvm.loop !16

19:                                               ; preds = %6
  %20 = load i32, i32* %5, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @adler32(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  store i32 1, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %11, %2
  %8 = load i64, i64* %4, align 8
  %9 = add i64 %8, -1
  store i64 %9, i64* %4, align 8
  %10 = icmp ne i64 %8, 0
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load i32, i32* %5, align 4
  %13 = load i8*, i8** %3, align 8
  %14 = getelementptr inbounds i8, i8* %13, i32 1
  store i8* %14, i8** %3, align 8
  %15 = load i8, i8* %13, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %12, %16
  %18 = urem i32 %17, 65521
  store i32 %18, i32* %5, align 4
  %19 = load i32, i32* %6, align 4
  %20 = load i32, i32* %5, align 4
  %21 = add i32 %19, %20
  %22 = urem i32 %21, 65521
  store i32 %22, i32* %6, align 4
  br label %7, !llvm.loop !17

23:                                               ; preds = %7
  %24 = load i32, i32* %6, align 4
  %25 = shl i32 %24, 16
  %26 = load i32, i32* %5, align 4
  %27 = or i32 %25, %26
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fnv1a64(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  store i64 -3750763034362895579, i64* %5, align 8
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i64, i64* %4, align 8
  %8 = add i64 %7, -1
  store i64 %8, i64* %4, align 8
  %9 = icmp ne i64 %7, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load i8*, i8** %3, align 8
  %12 = getelementptr inbounds i8, i8* %11, i32 1
  store i8* %12, i8** %3, align 8
  %13 = load i8, i8* %11, align 1
  %14 = zext i8 %13 to i64
  %15 = load i64, i64* %5, align 8
  %16 = xor i64 %15, %14
  store i64 %16, i64* %5, align 8
  %17 = load i64, i64* %5, align 8
  %18 = mul i64 %17, 1099511628211
  store i64 %18, i64* %5, align 8
  br label %6, !llvm.loop !18

19:                                               ; preds = %6
  %20 = load i64, i64* %5, align 8
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mix64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = load i64, i64* %2, align 8
  %5 = lshr i64 %4, 30
  %6 = xor i64 %3, %5
  %7 = mul i64 %6, -4658895280553007687
  store i64 %7, i64* %2, align 8
  %8 = load i64, i64* %2, align 8
  %9 = load i64, i64* %2, align 8
  %10 = lshr i64 %9, 27
  %11 = xor i64 %8, %10
  %12 = mul i64 %11, -7723592293110705685
  store i64 %12, i64* %2, align 8
  %13 = load i64, i64* %2, align 8
  %14 = load i64, i64* %2, align 8
  %15 = lshr i64 %14, 31
  %16 = xor i64 %13, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_set(%struct.big* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.big*, align 8
  %4 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.big*, %struct.big** %3, align 8
  %6 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 1
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %4, align 4
  %9 = urem i32 %8, 1000000000
  %10 = load %struct.big*, %struct.big** %3, align 8
  %11 = getelementptr inbounds %struct.big, %struct.big* %10, i32 0, i32 0
  %12 = load %struct.big*, %struct.big** %3, align 8
  %13 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* %13, align 4
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds [64 x i32], [64 x i32]* %11, i64 0, i64 %16
  store i32 %9, i32* %17, align 4
  %18 = load i32, i32* %4, align 4
  %19 = udiv i32 %18, 1000000000
  store i32 %19, i32* %4, align 4
  br label %20

20:                                               ; preds = %7
  %21 = load i32, i32* %4, align 4
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %7, label %23, !llvm.loop !19

23:                                               ; preds = %20
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul_small(%struct.big* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.big*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %3, align 8
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %37, %2
  %9 = load i32, i32* %6, align 4
  %10 = load %struct.big*, %struct.big** %3, align 8
  %11 = getelementptr inbounds %struct.big, %struct.big* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %40

14:                                               ; preds = %8
  %15 = load %struct.big*, %struct.big** %3, align 8
  %16 = getelementptr inbounds %struct.big, %struct.big* %15, i32 0, i32 0
  %17 = load i32, i32* %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [64 x i32], [64 x i32]* %16, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4
  %21 = zext i32 %20 to i64
  %22 = load i32, i32* %4, align 4
  %23 = zext i32 %22 to i64
  %24 = mul i64 %21, %23
  %25 = load i64, i64* %5, align 8
  %26 = add i64 %24, %25
  store i64 %26, i64* %7, align 8
  %27 = load i64, i64* %7, align 8
  %28 = urem i64 %27, 1000000000
  %29 = trunc i64 %28 to i32
  %30 = load %struct.big*, %struct.big** %3, align 8
  %31 = getelementptr inbounds %struct.big, %struct.big* %30, i32 0, i32 0
  %32 = load i32, i32* %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x i32], [64 x i32]* %31, i64 0, i64 %33
  store i32 %29, i32* %34, align 4
  %35 = load i64, i64* %7, align 8
  %36 = udiv i64 %35, 1000000000
  store i64 %36, i64* %5, align 8
  br label %37

37:                                               ; preds = %14
  %38 = load i32, i32* %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %6, align 4
  br label %8, !llvm.loop !20

40:                                               ; preds = %8
  br label %41

41:                                               ; preds = %51, %40
  %42 = load i64, i64* %5, align 8
  %43 = icmp ne i64 %42, 0
  br i1 %43, label %44, label %49

44:                                               ; preds = %41
  %45 = load %struct.big*, %struct.big** %3, align 8
  %46 = getelementptr inbounds %struct.big, %struct.big* %45, i32 0, i32 1
  %47 = load i32, i32* %46, align 4
  %48 = icmp slt i32 %47, 64
  br label %49

49:                                               ; preds = %44, %41
  %50 = phi i1 [ false, %41 ], [ %48, %44 ]
  br i1 %50, label %51, label %65

51:                                               ; preds = %49
  %52 = load i64, i64* %5, align 8
  %53 = urem i64 %52, 1000000000
  %54 = trunc i64 %53 to i32
  %55 = load %struct.big*, %struct.big** %3, align 8
  %56 = getelementptr inbounds %struct.big, %struct.big* %55, i32 0, i32 0
  %57 = load %struct.big*, %struct.big** %3, align 8
  %58 = getelementptr inbounds %struct.big, %struct.big* %57, i32 0, i32 1
  %59 = load i32, i32* %58, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %58, align 4
  %61 = sext i32 %59 to i64
  %62 = getelementptr inbounds [64 x i32], [64 x i32]* %56, i64 0, i64 %61
  store i32 %54, i32* %62, align 4
  %63 = load i64, i64* %5, align 8
  %64 = udiv i64 %63, 1000000000
  store i64 %64, i64* %5, align 8
  br label %41, !llvm.loop !21

65:                                               ; preds = %49
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @big_to_string(%struct.big* noundef %0, i8* noundef %1) #0 {
  %3 = alloca %struct.big*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = load i8*, i8** %4, align 8
  %8 = load %struct.big*, %struct.big** %3, align 8
  %9 = getelementptr inbounds %struct.big, %struct.big* %8, i32 0, i32 0
  %10 = load %struct.big*, %struct.big** %3, align 8
  %11 = getelementptr inbounds %struct.big, %struct.big* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = sub nsw i32 %12, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 %14
  %16 = load i32, i32* %15, align 4
  %17 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %7, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0), i32 noundef %16) #6
  store i32 %17, i32* %6, align 4
  %18 = load %struct.big*, %struct.big** %3, align 8
  %19 = getelementptr inbounds %struct.big, %struct.big* %18, i32 0, i32 1
  %20 = load i32, i32* %19, align 4
  %21 = sub nsw i32 %20, 2
  store i32 %21, i32* %5, align 4
  br label %22

22:                                               ; preds = %39, %2
  %23 = load i32, i32* %5, align 4
  %24 = icmp sge i32 %23, 0
  br i1 %24, label %25, label %42

25:                                               ; preds = %22
  %26 = load i8*, i8** %4, align 8
  %27 = load i32, i32* %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, i8* %26, i64 %28
  %30 = load %struct.big*, %struct.big** %3, align 8
  %31 = getelementptr inbounds %struct.big, %struct.big* %30, i32 0, i32 0
  %32 = load i32, i32* %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x i32], [64 x i32]* %31, i64 0, i64 %33
  %35 = load i32, i32* %34, align 4
  %36 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %29, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef %35) #6
  %37 = load i32, i32* %6, align 4
  %38 = add nsw i32 %37, %36
  store i32 %38, i32* %6, align 4
  br label %39

39:                                               ; preds = %25
  %40 = load i32, i32* %5, align 4
  %41 = add nsw i32 %40, -1
  store i32 %41, i32* %5, align 4
  br label %22, !llvm.loop !22

42:                                               ; preds = %22
  %43 = load i32, i32* %6, align 4
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_add(%struct.big* noundef %0, %struct.big* noundef %1, %struct.big* noundef %2) #0 {
  %4 = alloca %struct.big*, align 8
  %5 = alloca %struct.big*, align 8
  %6 = alloca %struct.big*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %4, align 8
  store %struct.big* %1, %struct.big** %5, align 8
  store %struct.big* %2, %struct.big** %6, align 8
  store i32 0, i32* %7, align 4
  %11 = load %struct.big*, %struct.big** %5, align 8
  %12 = getelementptr inbounds %struct.big, %struct.big* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = load %struct.big*, %struct.big** %6, align 8
  %15 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = icmp sgt i32 %13, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %3
  %19 = load %struct.big*, %struct.big** %5, align 8
  %20 = getelementptr inbounds %struct.big, %struct.big* %19, i32 0, i32 1
  %21 = load i32, i32* %20, align 4
  br label %26

22:                                               ; preds = %3
  %23 = load %struct.big*, %struct.big** %6, align 8
  %24 = getelementptr inbounds %struct.big, %struct.big* %23, i32 0, i32 1
  %25 = load i32, i32* %24, align 4
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ]
  store i32 %27, i32* %9, align 4
  store i32 0, i32* %8, align 4
  br label %28

28:                                               ; preds = %83, %26
  %29 = load i32, i32* %8, align 4
  %30 = load i32, i32* %9, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %86

32:                                               ; preds = %28
  %33 = load i32, i32* %8, align 4
  %34 = load %struct.big*, %struct.big** %5, align 8
  %35 = getelementptr inbounds %struct.big, %struct.big* %34, i32 0, i32 1
  %36 = load i32, i32* %35, align 4
  %37 = icmp slt i32 %33, %36
  br i1 %37, label %38, label %45

38:                                               ; preds = %32
  %39 = load %struct.big*, %struct.big** %5, align 8
  %40 = getelementptr inbounds %struct.big, %struct.big* %39, i32 0, i32 0
  %41 = load i32, i32* %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* %40, i64 0, i64 %42
  %44 = load i32, i32* %43, align 4
  br label %46

45:                                               ; preds = %32
  br label %46

46:                                               ; preds = %45, %38
  %47 = phi i32 [ %44, %38 ], [ 0, %45 ]
  %48 = load i32, i32* %8, align 4
  %49 = load %struct.big*, %struct.big** %6, align 8
  %50 = getelementptr inbounds %struct.big, %struct.big* %49, i32 0, i32 1
  %51 = load i32, i32* %50, align 4
  %52 = icmp slt i32 %48, %51
  br i1 %52, label %53, label %60

53:                                               ; preds = %46
  %54 = load %struct.big*, %struct.big** %6, align 8
  %55 = getelementptr inbounds %struct.big, %struct.big* %54, i32 0, i32 0
  %56 = load i32, i32* %8, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* %55, i64 0, i64 %57
  %59 = load i32, i32* %58, align 4
  br label %61

60:                                               ; preds = %46
  br label %61

61:                                               ; preds = %60, %53
  %62 = phi i32 [ %59, %53 ], [ 0, %60 ]
  %63 = add i32 %47, %62
  %64 = load i32, i32* %7, align 4
  %65 = add i32 %63, %64
  store i32 %65, i32* %10, align 4
  %66 = load i32, i32* %10, align 4
  %67 = icmp uge i32 %66, 1000000000
  %68 = zext i1 %67 to i32
  store i32 %68, i32* %7, align 4
  %69 = load i32, i32* %7, align 4
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %71, label %74

71:                                               ; preds = %61
  %72 = load i32, i32* %10, align 4
  %73 = sub i32 %72, 1000000000
  br label %76

74:                                               ; preds = %61
  %75 = load i32, i32* %10, align 4
  br label %76

76:                                               ; preds = %74, %71
  %77 = phi i32 [ %73, %71 ], [ %75, %74 ]
  %78 = load %struct.big*, %struct.big** %4, align 8
  %79 = getelementptr inbounds %struct.big, %struct.big* %78, i32 0, i32 0
  %80 = load i32, i32* %8, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [64 x i32], [64 x i32]* %79, i64 0, i64 %81
  store i32 %77, i32* %82, align 4
  br label %83

83:                                               ; preds = %76
  %84 = load i32, i32* %8, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %8, align 4
  br label %28, !llvm.loop !23

86:                                               ; preds = %28
  %87 = load i32, i32* %9, align 4
  %88 = load %struct.big*, %struct.big** %4, align 8
  %89 = getelementptr inbounds %struct.big, %struct.big* %88, i32 0, i32 1
  store i32 %87, i32* %89, align 4
  %90 = load i32, i32* %7, align 4
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %104

92:                                               ; preds = %86
  %93 = load i32, i32* %9, align 4
  %94 = icmp slt i32 %93, 64
  br i1 %94, label %95, label %104

95:                                               ; preds = %92
  %96 = load %struct.big*, %struct.big** %4, align 8
  %97 = getelementptr inbounds %struct.big, %struct.big* %96, i32 0, i32 0
  %98 = load %struct.big*, %struct.big** %4, align 8
  %99 = getelementptr inbounds %struct.big, %struct.big* %98, i32 0, i32 1
  %100 = load i32, i32* %99, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, i32* %99, align 4
  %102 = sext i32 %100 to i64
  %103 = getelementptr inbounds [64 x i32], [64 x i32]* %97, i64 0, i64 %102
  store i32 1, i32* %103, align 4
  br label %104

104:                                              ; preds = %95, %92, %86
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul(%struct.big* noundef %0, %struct.big* noundef %1, %struct.big* noundef %2) #0 {
  %4 = alloca %struct.big*, align 8
  %5 = alloca %struct.big*, align 8
  %6 = alloca %struct.big*, align 8
  %7 = alloca [64 x i64], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %4, align 8
  store %struct.big* %1, %struct.big** %5, align 8
  store %struct.big* %2, %struct.big** %6, align 8
  %13 = load %struct.big*, %struct.big** %5, align 8
  %14 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = load %struct.big*, %struct.big** %6, align 8
  %17 = getelementptr inbounds %struct.big, %struct.big* %16, i32 0, i32 1
  %18 = load i32, i32* %17, align 4
  %19 = add nsw i32 %15, %18
  store i32 %19, i32* %10, align 4
  %20 = load i32, i32* %10, align 4
  %21 = icmp sgt i32 %20, 64
  br i1 %21, label %22, label %23

22:                                               ; preds = %3
  store i32 64, i32* %10, align 4
  br label %23

23:                                               ; preds = %22, %3
  store i32 0, i32* %8, align 4
  br label %24

24:                                               ; preds = %32, %23
  %25 = load i32, i32* %8, align 4
  %26 = load i32, i32* %10, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %35

28:                                               ; preds = %24
  %29 = load i32, i32* %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [64 x i64], [64 x i64]* %7, i64 0, i64 %30
  store i64 0, i64* %31, align 8
  br label %32

32:                                               ; preds = %28
  %33 = load i32, i32* %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %8, align 4
  br label %24, !llvm.loop !24

35:                                               ; preds = %24
  store i32 0, i32* %8, align 4
  br label %36

36:                                               ; preds = %110, %35
  %37 = load i32, i32* %8, align 4
  %38 = load %struct.big*, %struct.big** %5, align 8
  %39 = getelementptr inbounds %struct.big, %struct.big* %38, i32 0, i32 1
  %40 = load i32, i32* %39, align 4
  %41 = icmp slt i32 %37, %40
  br i1 %41, label %42, label %113

42:                                               ; preds = %36
  store i64 0, i64* %11, align 8
  store i32 0, i32* %9, align 4
  br label %43

43:                                               ; preds = %91, %42
  %44 = load i32, i32* %9, align 4
  %45 = load %struct.big*, %struct.big** %6, align 8
  %46 = getelementptr inbounds %struct.big, %struct.big* %45, i32 0, i32 1
  %47 = load i32, i32* %46, align 4
  %48 = icmp slt i32 %44, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %43
  %50 = load i32, i32* %8, align 4
  %51 = load i32, i32* %9, align 4
  %52 = add nsw i32 %50, %51
  %53 = load i32, i32* %10, align 4
  %54 = icmp slt i32 %52, %53
  br label %55

55:                                               ; preds = %49, %43
  %56 = phi i1 [ false, %43 ], [ %54, %49 ]
  br i1 %56, label %57, label %94

57:                                               ; preds = %55
  %58 = load i32, i32* %8, align 4
  %59 = load i32, i32* %9, align 4
  %60 = add nsw i32 %58, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [64 x i64], [64 x i64]* %7, i64 0, i64 %61
  %63 = load i64, i64* %62, align 8
  %64 = load %struct.big*, %struct.big** %5, align 8
  %65 = getelementptr inbounds %struct.big, %struct.big* %64, i32 0, i32 0
  %66 = load i32, i32* %8, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [64 x i32], [64 x i32]* %65, i64 0, i64 %67
  %69 = load i32, i32* %68, align 4
  %70 = zext i32 %69 to i64
  %71 = load %struct.big*, %struct.big** %6, align 8
  %72 = getelementptr inbounds %struct.big, %struct.big* %71, i32 0, i32 0
  %73 = load i32, i32* %9, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [64 x i32], [64 x i32]* %72, i64 0, i64 %74
  %76 = load i32, i32* %75, align 4
  %77 = zext i32 %76 to i64
  %78 = mul i64 %70, %77
  %79 = add i64 %63, %78
  %80 = load i64, i64* %11, align 8
  %81 = add i64 %79, %80
  store i64 %81, i64* %12, align 8
  %82 = load i64, i64* %12, align 8
  %83 = urem i64 %82, 1000000000
  %84 = load i32, i32* %8, align 4
  %85 = load i32, i32* %9, align 4
  %86 = add nsw i32 %84, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [64 x i64], [64 x i64]* %7, i64 0, i64 %87
  store i64 %83, i64* %88, align 8
  %89 = load i64, i64* %12, align 8
  %90 = udiv i64 %89, 1000000000
  store i64 %90, i64* %11, align 8
  br label %91

91:                                               ; preds = %57
  %92 = load i32, i32* %9, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, i32* %9, align 4
  br label %43, !llvm.loop !25

94:                                               ; preds = %55
  %95 = load i32, i32* %8, align 4
  %96 = load i32, i32* %9, align 4
  %97 = add nsw i32 %95, %96
  %98 = load i32, i32* %10, align 4
  %99 = icmp slt i32 %97, %98
  br i1 %99, label %100, label %109

100:                                              ; preds = %94
  %101 = load i64, i64* %11, align 8
  %102 = load i32, i32* %8, align 4
  %103 = load i32, i32* %9, align 4
  %104 = add nsw i32 %102, %103
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [64 x i64], [64 x i64]* %7, i64 0, i64 %105
  %107 = load i64, i64* %106, align 8
  %108 = add i64 %107, %101
  store i64 %108, i64* %106, align 8
  br label %109

109:                                              ; preds = %100, %94
  br label %110

110:                                              ; preds = %109
  %111 = load i32, i32* %8, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, i32* %8, align 4
  br label %36, !llvm.loop !26

113:                                              ; preds = %36
  %114 = load i32, i32* %10, align 4
  %115 = load %struct.big*, %struct.big** %4, align 8
  %116 = getelementptr inbounds %struct.big, %struct.big* %115, i32 0, i32 1
  store i32 %114, i32* %116, align 4
  store i32 0, i32* %8, align 4
  br label %117

117:                                              ; preds = %132, %113
  %118 = load i32, i32* %8, align 4
  %119 = load i32, i32* %10, align 4
  %120 = icmp slt i32 %118, %119
  br i1 %120, label %121, label %135

121:                                              ; preds = %117
  %122 = load i32, i32* %8, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [64 x i64], [64 x i64]* %7, i64 0, i64 %123
  %125 = load i64, i64* %124, align 8
  %126 = trunc i64 %125 to i32
  %127 = load %struct.big*, %struct.big** %4, align 8
  %128 = getelementptr inbounds %struct.big, %struct.big* %127, i32 0, i32 0
  %129 = load i32, i32* %8, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [64 x i32], [64 x i32]* %128, i64 0, i64 %130
  store i32 %126, i32* %131, align 4
  br label %132

132:                                              ; preds = %121
  %133 = load i32, i32* %8, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, i32* %8, align 4
  br label %117, !llvm.loop !27

135:                                              ; preds = %117
  br label %136

136:                                              ; preds = %154, %135
  %137 = load %struct.big*, %struct.big** %4, align 8
  %138 = getelementptr inbounds %struct.big, %struct.big* %137, i32 0, i32 1
  %139 = load i32, i32* %138, align 4
  %140 = icmp sgt i32 %139, 1
  br i1 %140, label %141, label %152

141:                                              ; preds = %136
  %142 = load %struct.big*, %struct.big** %4, align 8
  %143 = getelementptr inbounds %struct.big, %struct.big* %142, i32 0, i32 0
  %144 = load %struct.big*, %struct.big** %4, align 8
  %145 = getelementptr inbounds %struct.big, %struct.big* %144, i32 0, i32 1
  %146 = load i32, i32* %145, align 4
  %147 = sub nsw i32 %146, 1
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [64 x i32], [64 x i32]* %143, i64 0, i64 %148
  %150 = load i32, i32* %149, align 4
  %151 = icmp eq i32 %150, 0
  br label %152

152:                                              ; preds = %141, %136
  %153 = phi i1 [ false, %136 ], [ %151, %141 ]
  br i1 %153, label %154, label %159

154:                                              ; preds = %152
  %155 = load %struct.big*, %struct.big** %4, align 8
  %156 = getelementptr inbounds %struct.big, %struct.big* %155, i32 0, i32 1
  %157 = load i32, i32* %156, align 4
  %158 = add nsw i32 %157, -1
  store i32 %158, i32* %156, align 4
  br label %136, !llvm.loop !28

159:                                              ; preds = %152
  ret void
}

; Function Attrs: nounwind
declare i32 @sprintf(i8* noundef, i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

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
