; ModuleID = 'c/hash.c'
source_filename = "c/hash.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.big = type { [64 x i32], i32 }

@main.inputs = internal constant [7 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([81 x i8], [81 x i8]* @.str.6, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"message digest\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"abcdefghijklmnopqrstuvwxyz\00", align 1
@.str.5 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.6 = private unnamed_addr constant [81 x i8] c"12345678901234567890123456789012345678901234567890123456789012345678901234567890\00", align 1
@.str.7 = private unnamed_addr constant [41 x i8] c"crc_table[1]=%08x [128]=%08x [255]=%08x\0A\00", align 1
@crc_table = internal global [256 x i32] zeroinitializer, align 4
@vone = internal global i32 1, align 4
@.str.8 = private unnamed_addr constant [57 x i8] c"\22%.20s\22: crc32=%08x fnv32=%08x fnv64=%016llx adler=%08x\0A\00", align 1
@main.buf = internal global [20000 x i8] zeroinitializer, align 1
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
  %3 = alloca [600 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
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
  %14 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i32 0, i32 1), align 4
  %15 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i32 0, i32 128), align 4
  %16 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i32 0, i32 255), align 4
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.7, i32 0, i32 0), i32 noundef %14, i32 noundef %15, i32 noundef %16)
  store i32 0, i32* %4, align 4
  br label %18

18:                                               ; preds = %62, %0
  %19 = load i32, i32* %4, align 4
  %20 = icmp slt i32 %19, 7
  br i1 %20, label %21, label %65

21:                                               ; preds = %18
  %22 = load i32, i32* %4, align 4
  %23 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.inputs, i32 0, i32 %22
  %24 = load i8*, i8** %23, align 4
  store i8* %24, i8** %5, align 4
  %25 = load i32, i32* %4, align 4
  %26 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.inputs, i32 0, i32 %25
  %27 = load i8*, i8** %26, align 4
  %28 = call i32 @strlen(i8* noundef %27) #5
  %29 = load volatile i32, i32* @vone, align 4
  %30 = mul i32 %28, %29
  store i32 %30, i32* %6, align 4
  %31 = load i8*, i8** %5, align 4
  %32 = load i32, i32* %6, align 4
  %33 = call i32 @crc32(i8* noundef %31, i32 noundef %32)
  store i32 %33, i32* %7, align 4
  %34 = load i8*, i8** %5, align 4
  %35 = load i32, i32* %6, align 4
  %36 = call i32 @fnv1a32(i8* noundef %34, i32 noundef %35)
  store i32 %36, i32* %8, align 4
  %37 = load i8*, i8** %5, align 4
  %38 = load i32, i32* %6, align 4
  %39 = call i32 @adler32(i8* noundef %37, i32 noundef %38)
  store i32 %39, i32* %9, align 4
  %40 = load i8*, i8** %5, align 4
  %41 = load i32, i32* %6, align 4
  %42 = call i64 @fnv1a64(i8* noundef %40, i32 noundef %41)
  store i64 %42, i64* %10, align 8
  %43 = load i32, i32* %4, align 4
  %44 = getelementptr inbounds [7 x i8*], [7 x i8*]* @main.inputs, i32 0, i32 %43
  %45 = load i8*, i8** %44, align 4
  %46 = load i32, i32* %7, align 4
  %47 = load i32, i32* %8, align 4
  %48 = load i64, i64* %10, align 8
  %49 = load i32, i32* %9, align 4
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.8, i32 0, i32 0), i8* noundef %45, i32 noundef %46, i32 noundef %47, i64 noundef %48, i32 noundef %49)
  %51 = load i32, i32* %7, align 4
  %52 = load i32, i32* %8, align 4
  %53 = add i32 %51, %52
  %54 = load i32, i32* %9, align 4
  %55 = add i32 %53, %54
  %56 = load i64, i64* %10, align 8
  %57 = lshr i64 %56, 16
  %58 = trunc i64 %57 to i32
  %59 = add i32 %55, %58
  %60 = load i32, i32* %2, align 4
  %61 = xor i32 %60, %59
  store i32 %61, i32* %2, align 4
  br label %62

62:                                               ; preds = %21
  %63 = load i32, i32* %4, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %4, align 4
  br label %18, !llvm.loop !6

65:                                               ; preds = %18
  %66 = load volatile i32, i32* @vone, align 4
  %67 = mul i32 42, %66
  %68 = zext i32 %67 to i64
  store i64 %68, i64* %11, align 8
  store i64 0, i64* %12, align 8
  store i32 0, i32* %4, align 4
  br label %69

69:                                               ; preds = %90, %65
  %70 = load i32, i32* %4, align 4
  %71 = icmp slt i32 %70, 20000
  br i1 %71, label %72, label %93

72:                                               ; preds = %69
  %73 = load i32, i32* %4, align 4
  %74 = and i32 %73, 7
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %80

76:                                               ; preds = %72
  %77 = load i64, i64* %11, align 8
  %78 = add i64 %77, -7046029254386353131
  %79 = call i64 @mix64(i64 noundef %78)
  store i64 %79, i64* %11, align 8
  br label %80

80:                                               ; preds = %76, %72
  %81 = load i64, i64* %11, align 8
  %82 = load i32, i32* %4, align 4
  %83 = and i32 %82, 7
  %84 = mul nsw i32 %83, 8
  %85 = zext i32 %84 to i64
  %86 = lshr i64 %81, %85
  %87 = trunc i64 %86 to i8
  %88 = load i32, i32* %4, align 4
  %89 = getelementptr inbounds [20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 %88
  store i8 %87, i8* %89, align 1
  br label %90

90:                                               ; preds = %80
  %91 = load i32, i32* %4, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %4, align 4
  br label %69, !llvm.loop !8

93:                                               ; preds = %69
  store i32 0, i32* %4, align 4
  br label %94

94:                                               ; preds = %107, %93
  %95 = load i32, i32* %4, align 4
  %96 = icmp slt i32 %95, 20000
  br i1 %96, label %97, label %110

97:                                               ; preds = %94
  %98 = load i32, i32* %4, align 4
  %99 = getelementptr inbounds i8, i8* getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 0), i32 %98
  %100 = call i64 @fnv1a64(i8* noundef %99, i32 noundef 2500)
  %101 = load i32, i32* %4, align 4
  %102 = sext i32 %101 to i64
  %103 = add i64 %100, %102
  %104 = call i64 @mix64(i64 noundef %103)
  %105 = load i64, i64* %12, align 8
  %106 = xor i64 %105, %104
  store i64 %106, i64* %12, align 8
  br label %107

107:                                              ; preds = %97
  %108 = load i32, i32* %4, align 4
  %109 = add nsw i32 %108, 2500
  store i32 %109, i32* %4, align 4
  br label %94, !llvm.loop !9

110:                                              ; preds = %94
  %111 = call i32 @crc32(i8* noundef getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 0), i32 noundef 20000)
  %112 = call i32 @adler32(i8* noundef getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 0), i32 noundef 20000)
  %113 = load i64, i64* %12, align 8
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([51 x i8], [51 x i8]* @.str.9, i32 0, i32 0), i32 noundef %111, i32 noundef %112, i64 noundef %113)
  %115 = call i32 @crc32(i8* noundef getelementptr inbounds ([20000 x i8], [20000 x i8]* @main.buf, i32 0, i32 0), i32 noundef 20000)
  %116 = load i64, i64* %12, align 8
  %117 = trunc i64 %116 to i32
  %118 = xor i32 %115, %117
  %119 = load i32, i32* %2, align 4
  %120 = add i32 %119, %118
  store i32 %120, i32* %2, align 4
  call void @big_set(%struct.big* noundef @main.f, i32 noundef 1)
  store i32 2, i32* %4, align 4
  br label %121

121:                                              ; preds = %128, %110
  %122 = load i32, i32* %4, align 4
  %123 = icmp sle i32 %122, 100
  br i1 %123, label %124, label %131

124:                                              ; preds = %121
  %125 = load i32, i32* %4, align 4
  %126 = load volatile i32, i32* @vone, align 4
  %127 = mul i32 %125, %126
  call void @big_mul_small(%struct.big* noundef @main.f, i32 noundef %127)
  br label %128

128:                                              ; preds = %124
  %129 = load i32, i32* %4, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, i32* %4, align 4
  br label %121, !llvm.loop !10

131:                                              ; preds = %121
  %132 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %133 = call i32 @big_to_string(%struct.big* noundef @main.f, i8* noundef %132)
  store i32 %133, i32* %13, align 4
  %134 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %135 = load i32, i32* %13, align 4
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i32 0, i32 0), i8* noundef %134, i32 noundef %135)
  %137 = load i32, i32* %2, align 4
  %138 = mul i32 %137, 31
  %139 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %140 = load i32, i32* %13, align 4
  %141 = call i32 @fnv1a32(i8* noundef %139, i32 noundef %140)
  %142 = add i32 %138, %141
  store i32 %142, i32* %2, align 4
  call void @big_set(%struct.big* noundef @main.p, i32 noundef 1)
  store i32 0, i32* %4, align 4
  br label %143

143:                                              ; preds = %147, %131
  %144 = load i32, i32* %4, align 4
  %145 = icmp slt i32 %144, 300
  br i1 %145, label %146, label %150

146:                                              ; preds = %143
  call void @big_mul_small(%struct.big* noundef @main.p, i32 noundef 2)
  br label %147

147:                                              ; preds = %146
  %148 = load i32, i32* %4, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, i32* %4, align 4
  br label %143, !llvm.loop !11

150:                                              ; preds = %143
  %151 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %152 = call i32 @big_to_string(%struct.big* noundef @main.p, i8* noundef %151)
  store i32 %152, i32* %13, align 4
  %153 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i32 0, i32 0), i8* noundef %153)
  %155 = load i32, i32* %2, align 4
  %156 = mul i32 %155, 31
  %157 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %158 = load i32, i32* %13, align 4
  %159 = call i32 @fnv1a32(i8* noundef %157, i32 noundef %158)
  %160 = add i32 %156, %159
  store i32 %160, i32* %2, align 4
  call void @big_set(%struct.big* noundef @main.a, i32 noundef 0)
  call void @big_set(%struct.big* noundef @main.b, i32 noundef 1)
  store i32 0, i32* %4, align 4
  br label %161

161:                                              ; preds = %165, %150
  %162 = load i32, i32* %4, align 4
  %163 = icmp slt i32 %162, 400
  br i1 %163, label %164, label %168

164:                                              ; preds = %161
  call void @big_add(%struct.big* noundef @main.c, %struct.big* noundef @main.a, %struct.big* noundef @main.b)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 bitcast (%struct.big* @main.a to i8*), i8* align 4 bitcast (%struct.big* @main.b to i8*), i32 260, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 bitcast (%struct.big* @main.b to i8*), i8* align 4 bitcast (%struct.big* @main.c to i8*), i32 260, i1 false)
  br label %165

165:                                              ; preds = %164
  %166 = load i32, i32* %4, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, i32* %4, align 4
  br label %161, !llvm.loop !12

168:                                              ; preds = %161
  %169 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %170 = call i32 @big_to_string(%struct.big* noundef @main.a, i8* noundef %169)
  store i32 %170, i32* %13, align 4
  %171 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %172 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i8* noundef %171)
  %173 = load i32, i32* %2, align 4
  %174 = mul i32 %173, 31
  %175 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %176 = load i32, i32* %13, align 4
  %177 = call i32 @fnv1a32(i8* noundef %175, i32 noundef %176)
  %178 = add i32 %174, %177
  store i32 %178, i32* %2, align 4
  call void @big_mul(%struct.big* noundef @main.sq, %struct.big* noundef @main.f, %struct.big* noundef @main.f)
  %179 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %180 = call i32 @big_to_string(%struct.big* noundef @main.sq, i8* noundef %179)
  store i32 %180, i32* %13, align 4
  %181 = load i32, i32* %13, align 4
  %182 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %183 = load i32, i32* %13, align 4
  %184 = call i32 @crc32(i8* noundef %182, i32 noundef %183)
  %185 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %186 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.13, i32 0, i32 0), i32 noundef %181, i32 noundef %184, i8* noundef %185)
  %187 = getelementptr inbounds [600 x i8], [600 x i8]* %3, i32 0, i32 0
  %188 = load i32, i32* %13, align 4
  %189 = call i32 @crc32(i8* noundef %187, i32 noundef %188)
  %190 = load i32, i32* %2, align 4
  %191 = xor i32 %190, %189
  store i32 %191, i32* %2, align 4
  %192 = load i32, i32* %2, align 4
  %193 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %192)
  %194 = load i32, i32* %2, align 4
  %195 = and i32 %194, 127
  ret i32 %195
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %4

4:                                                ; preds = %32, %0
  %5 = load i32, i32* %1, align 4
  %6 = icmp ult i32 %5, 256
  br i1 %6, label %7, label %35

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
  %31 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %30
  store i32 %29, i32* %31, align 4
  br label %32

32:                                               ; preds = %28
  %33 = load i32, i32* %1, align 4
  %34 = add i32 %33, 1
  store i32 %34, i32* %1, align 4
  br label %4, !llvm.loop !14

35:                                               ; preds = %4
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @strlen(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 -1, i32* %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i32, i32* %4, align 4
  %8 = add i32 %7, -1
  store i32 %8, i32* %4, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %23

10:                                               ; preds = %6
  %11 = load i32, i32* %5, align 4
  %12 = load i8*, i8** %3, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 1
  store i8* %13, i8** %3, align 4
  %14 = load i8, i8* %12, align 1
  %15 = zext i8 %14 to i32
  %16 = xor i32 %11, %15
  %17 = and i32 %16, 255
  %18 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %5, align 4
  %21 = lshr i32 %20, 8
  %22 = xor i32 %19, %21
  store i32 %22, i32* %5, align 4
  br label %6, !llvm.loop !15

23:                                               ; preds = %6
  %24 = load i32, i32* %5, align 4
  %25 = xor i32 %24, -1
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv1a32(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 -2128831035, i32* %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i32, i32* %4, align 4
  %8 = add i32 %7, -1
  store i32 %8, i32* %4, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load i8*, i8** %3, align 4
  %12 = getelementptr inbounds i8, i8* %11, i32 1
  store i8* %12, i8** %3, align 4
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
define internal i32 @adler32(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 1, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %11, %2
  %8 = load i32, i32* %4, align 4
  %9 = add i32 %8, -1
  store i32 %9, i32* %4, align 4
  %10 = icmp ne i32 %8, 0
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load i32, i32* %5, align 4
  %13 = load i8*, i8** %3, align 4
  %14 = getelementptr inbounds i8, i8* %13, i32 1
  store i8* %14, i8** %3, align 4
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
define internal i64 @fnv1a64(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i64 -3750763034362895579, i64* %5, align 8
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i32, i32* %4, align 4
  %8 = add i32 %7, -1
  store i32 %8, i32* %4, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load i8*, i8** %3, align 4
  %12 = getelementptr inbounds i8, i8* %11, i32 1
  store i8* %12, i8** %3, align 4
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
  %3 = alloca %struct.big*, align 4
  %4 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.big*, %struct.big** %3, align 4
  %6 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 1
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %4, align 4
  %9 = urem i32 %8, 1000000000
  %10 = load %struct.big*, %struct.big** %3, align 4
  %11 = getelementptr inbounds %struct.big, %struct.big* %10, i32 0, i32 0
  %12 = load %struct.big*, %struct.big** %3, align 4
  %13 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* %13, align 4
  %16 = getelementptr inbounds [64 x i32], [64 x i32]* %11, i32 0, i32 %14
  store i32 %9, i32* %16, align 4
  %17 = load i32, i32* %4, align 4
  %18 = udiv i32 %17, 1000000000
  store i32 %18, i32* %4, align 4
  br label %19

19:                                               ; preds = %7
  %20 = load i32, i32* %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %7, label %22, !llvm.loop !19

22:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul_small(%struct.big* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.big*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %3, align 4
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %35, %2
  %9 = load i32, i32* %6, align 4
  %10 = load %struct.big*, %struct.big** %3, align 4
  %11 = getelementptr inbounds %struct.big, %struct.big* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %38

14:                                               ; preds = %8
  %15 = load %struct.big*, %struct.big** %3, align 4
  %16 = getelementptr inbounds %struct.big, %struct.big* %15, i32 0, i32 0
  %17 = load i32, i32* %6, align 4
  %18 = getelementptr inbounds [64 x i32], [64 x i32]* %16, i32 0, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = zext i32 %19 to i64
  %21 = load i32, i32* %4, align 4
  %22 = zext i32 %21 to i64
  %23 = mul i64 %20, %22
  %24 = load i64, i64* %5, align 8
  %25 = add i64 %23, %24
  store i64 %25, i64* %7, align 8
  %26 = load i64, i64* %7, align 8
  %27 = urem i64 %26, 1000000000
  %28 = trunc i64 %27 to i32
  %29 = load %struct.big*, %struct.big** %3, align 4
  %30 = getelementptr inbounds %struct.big, %struct.big* %29, i32 0, i32 0
  %31 = load i32, i32* %6, align 4
  %32 = getelementptr inbounds [64 x i32], [64 x i32]* %30, i32 0, i32 %31
  store i32 %28, i32* %32, align 4
  %33 = load i64, i64* %7, align 8
  %34 = udiv i64 %33, 1000000000
  store i64 %34, i64* %5, align 8
  br label %35

35:                                               ; preds = %14
  %36 = load i32, i32* %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %6, align 4
  br label %8, !llvm.loop !20

38:                                               ; preds = %8
  br label %39

39:                                               ; preds = %49, %38
  %40 = load i64, i64* %5, align 8
  %41 = icmp ne i64 %40, 0
  br i1 %41, label %42, label %47

42:                                               ; preds = %39
  %43 = load %struct.big*, %struct.big** %3, align 4
  %44 = getelementptr inbounds %struct.big, %struct.big* %43, i32 0, i32 1
  %45 = load i32, i32* %44, align 4
  %46 = icmp slt i32 %45, 64
  br label %47

47:                                               ; preds = %42, %39
  %48 = phi i1 [ false, %39 ], [ %46, %42 ]
  br i1 %48, label %49, label %62

49:                                               ; preds = %47
  %50 = load i64, i64* %5, align 8
  %51 = urem i64 %50, 1000000000
  %52 = trunc i64 %51 to i32
  %53 = load %struct.big*, %struct.big** %3, align 4
  %54 = getelementptr inbounds %struct.big, %struct.big* %53, i32 0, i32 0
  %55 = load %struct.big*, %struct.big** %3, align 4
  %56 = getelementptr inbounds %struct.big, %struct.big* %55, i32 0, i32 1
  %57 = load i32, i32* %56, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %56, align 4
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* %54, i32 0, i32 %57
  store i32 %52, i32* %59, align 4
  %60 = load i64, i64* %5, align 8
  %61 = udiv i64 %60, 1000000000
  store i64 %61, i64* %5, align 8
  br label %39, !llvm.loop !21

62:                                               ; preds = %47
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @big_to_string(%struct.big* noundef %0, i8* noundef %1) #0 {
  %3 = alloca %struct.big*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %3, align 4
  store i8* %1, i8** %4, align 4
  %7 = load i8*, i8** %4, align 4
  %8 = load %struct.big*, %struct.big** %3, align 4
  %9 = getelementptr inbounds %struct.big, %struct.big* %8, i32 0, i32 0
  %10 = load %struct.big*, %struct.big** %3, align 4
  %11 = getelementptr inbounds %struct.big, %struct.big* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = sub nsw i32 %12, 1
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i32 0, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %7, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i32 noundef %15) #6
  store i32 %16, i32* %6, align 4
  %17 = load %struct.big*, %struct.big** %3, align 4
  %18 = getelementptr inbounds %struct.big, %struct.big* %17, i32 0, i32 1
  %19 = load i32, i32* %18, align 4
  %20 = sub nsw i32 %19, 2
  store i32 %20, i32* %5, align 4
  br label %21

21:                                               ; preds = %36, %2
  %22 = load i32, i32* %5, align 4
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %24, label %39

24:                                               ; preds = %21
  %25 = load i8*, i8** %4, align 4
  %26 = load i32, i32* %6, align 4
  %27 = getelementptr inbounds i8, i8* %25, i32 %26
  %28 = load %struct.big*, %struct.big** %3, align 4
  %29 = getelementptr inbounds %struct.big, %struct.big* %28, i32 0, i32 0
  %30 = load i32, i32* %5, align 4
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* %29, i32 0, i32 %30
  %32 = load i32, i32* %31, align 4
  %33 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %27, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i32 noundef %32) #6
  %34 = load i32, i32* %6, align 4
  %35 = add nsw i32 %34, %33
  store i32 %35, i32* %6, align 4
  br label %36

36:                                               ; preds = %24
  %37 = load i32, i32* %5, align 4
  %38 = add nsw i32 %37, -1
  store i32 %38, i32* %5, align 4
  br label %21, !llvm.loop !22

39:                                               ; preds = %21
  %40 = load i32, i32* %6, align 4
  ret i32 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_add(%struct.big* noundef %0, %struct.big* noundef %1, %struct.big* noundef %2) #0 {
  %4 = alloca %struct.big*, align 4
  %5 = alloca %struct.big*, align 4
  %6 = alloca %struct.big*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %4, align 4
  store %struct.big* %1, %struct.big** %5, align 4
  store %struct.big* %2, %struct.big** %6, align 4
  store i32 0, i32* %7, align 4
  %11 = load %struct.big*, %struct.big** %5, align 4
  %12 = getelementptr inbounds %struct.big, %struct.big* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = load %struct.big*, %struct.big** %6, align 4
  %15 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = icmp sgt i32 %13, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %3
  %19 = load %struct.big*, %struct.big** %5, align 4
  %20 = getelementptr inbounds %struct.big, %struct.big* %19, i32 0, i32 1
  %21 = load i32, i32* %20, align 4
  br label %26

22:                                               ; preds = %3
  %23 = load %struct.big*, %struct.big** %6, align 4
  %24 = getelementptr inbounds %struct.big, %struct.big* %23, i32 0, i32 1
  %25 = load i32, i32* %24, align 4
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ]
  store i32 %27, i32* %9, align 4
  store i32 0, i32* %8, align 4
  br label %28

28:                                               ; preds = %80, %26
  %29 = load i32, i32* %8, align 4
  %30 = load i32, i32* %9, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %83

32:                                               ; preds = %28
  %33 = load i32, i32* %8, align 4
  %34 = load %struct.big*, %struct.big** %5, align 4
  %35 = getelementptr inbounds %struct.big, %struct.big* %34, i32 0, i32 1
  %36 = load i32, i32* %35, align 4
  %37 = icmp slt i32 %33, %36
  br i1 %37, label %38, label %44

38:                                               ; preds = %32
  %39 = load %struct.big*, %struct.big** %5, align 4
  %40 = getelementptr inbounds %struct.big, %struct.big* %39, i32 0, i32 0
  %41 = load i32, i32* %8, align 4
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* %40, i32 0, i32 %41
  %43 = load i32, i32* %42, align 4
  br label %45

44:                                               ; preds = %32
  br label %45

45:                                               ; preds = %44, %38
  %46 = phi i32 [ %43, %38 ], [ 0, %44 ]
  %47 = load i32, i32* %8, align 4
  %48 = load %struct.big*, %struct.big** %6, align 4
  %49 = getelementptr inbounds %struct.big, %struct.big* %48, i32 0, i32 1
  %50 = load i32, i32* %49, align 4
  %51 = icmp slt i32 %47, %50
  br i1 %51, label %52, label %58

52:                                               ; preds = %45
  %53 = load %struct.big*, %struct.big** %6, align 4
  %54 = getelementptr inbounds %struct.big, %struct.big* %53, i32 0, i32 0
  %55 = load i32, i32* %8, align 4
  %56 = getelementptr inbounds [64 x i32], [64 x i32]* %54, i32 0, i32 %55
  %57 = load i32, i32* %56, align 4
  br label %59

58:                                               ; preds = %45
  br label %59

59:                                               ; preds = %58, %52
  %60 = phi i32 [ %57, %52 ], [ 0, %58 ]
  %61 = add i32 %46, %60
  %62 = load i32, i32* %7, align 4
  %63 = add i32 %61, %62
  store i32 %63, i32* %10, align 4
  %64 = load i32, i32* %10, align 4
  %65 = icmp uge i32 %64, 1000000000
  %66 = zext i1 %65 to i32
  store i32 %66, i32* %7, align 4
  %67 = load i32, i32* %7, align 4
  %68 = icmp ne i32 %67, 0
  br i1 %68, label %69, label %72

69:                                               ; preds = %59
  %70 = load i32, i32* %10, align 4
  %71 = sub i32 %70, 1000000000
  br label %74

72:                                               ; preds = %59
  %73 = load i32, i32* %10, align 4
  br label %74

74:                                               ; preds = %72, %69
  %75 = phi i32 [ %71, %69 ], [ %73, %72 ]
  %76 = load %struct.big*, %struct.big** %4, align 4
  %77 = getelementptr inbounds %struct.big, %struct.big* %76, i32 0, i32 0
  %78 = load i32, i32* %8, align 4
  %79 = getelementptr inbounds [64 x i32], [64 x i32]* %77, i32 0, i32 %78
  store i32 %75, i32* %79, align 4
  br label %80

80:                                               ; preds = %74
  %81 = load i32, i32* %8, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %8, align 4
  br label %28, !llvm.loop !23

83:                                               ; preds = %28
  %84 = load i32, i32* %9, align 4
  %85 = load %struct.big*, %struct.big** %4, align 4
  %86 = getelementptr inbounds %struct.big, %struct.big* %85, i32 0, i32 1
  store i32 %84, i32* %86, align 4
  %87 = load i32, i32* %7, align 4
  %88 = icmp ne i32 %87, 0
  br i1 %88, label %89, label %100

89:                                               ; preds = %83
  %90 = load i32, i32* %9, align 4
  %91 = icmp slt i32 %90, 64
  br i1 %91, label %92, label %100

92:                                               ; preds = %89
  %93 = load %struct.big*, %struct.big** %4, align 4
  %94 = getelementptr inbounds %struct.big, %struct.big* %93, i32 0, i32 0
  %95 = load %struct.big*, %struct.big** %4, align 4
  %96 = getelementptr inbounds %struct.big, %struct.big* %95, i32 0, i32 1
  %97 = load i32, i32* %96, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %96, align 4
  %99 = getelementptr inbounds [64 x i32], [64 x i32]* %94, i32 0, i32 %97
  store i32 1, i32* %99, align 4
  br label %100

100:                                              ; preds = %92, %89, %83
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul(%struct.big* noundef %0, %struct.big* noundef %1, %struct.big* noundef %2) #0 {
  %4 = alloca %struct.big*, align 4
  %5 = alloca %struct.big*, align 4
  %6 = alloca %struct.big*, align 4
  %7 = alloca [64 x i64], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %4, align 4
  store %struct.big* %1, %struct.big** %5, align 4
  store %struct.big* %2, %struct.big** %6, align 4
  %13 = load %struct.big*, %struct.big** %5, align 4
  %14 = getelementptr inbounds %struct.big, %struct.big* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = load %struct.big*, %struct.big** %6, align 4
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

24:                                               ; preds = %31, %23
  %25 = load i32, i32* %8, align 4
  %26 = load i32, i32* %10, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %34

28:                                               ; preds = %24
  %29 = load i32, i32* %8, align 4
  %30 = getelementptr inbounds [64 x i64], [64 x i64]* %7, i32 0, i32 %29
  store i64 0, i64* %30, align 8
  br label %31

31:                                               ; preds = %28
  %32 = load i32, i32* %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %8, align 4
  br label %24, !llvm.loop !24

34:                                               ; preds = %24
  store i32 0, i32* %8, align 4
  br label %35

35:                                               ; preds = %104, %34
  %36 = load i32, i32* %8, align 4
  %37 = load %struct.big*, %struct.big** %5, align 4
  %38 = getelementptr inbounds %struct.big, %struct.big* %37, i32 0, i32 1
  %39 = load i32, i32* %38, align 4
  %40 = icmp slt i32 %36, %39
  br i1 %40, label %41, label %107

41:                                               ; preds = %35
  store i64 0, i64* %11, align 8
  store i32 0, i32* %9, align 4
  br label %42

42:                                               ; preds = %86, %41
  %43 = load i32, i32* %9, align 4
  %44 = load %struct.big*, %struct.big** %6, align 4
  %45 = getelementptr inbounds %struct.big, %struct.big* %44, i32 0, i32 1
  %46 = load i32, i32* %45, align 4
  %47 = icmp slt i32 %43, %46
  br i1 %47, label %48, label %54

48:                                               ; preds = %42
  %49 = load i32, i32* %8, align 4
  %50 = load i32, i32* %9, align 4
  %51 = add nsw i32 %49, %50
  %52 = load i32, i32* %10, align 4
  %53 = icmp slt i32 %51, %52
  br label %54

54:                                               ; preds = %48, %42
  %55 = phi i1 [ false, %42 ], [ %53, %48 ]
  br i1 %55, label %56, label %89

56:                                               ; preds = %54
  %57 = load i32, i32* %8, align 4
  %58 = load i32, i32* %9, align 4
  %59 = add nsw i32 %57, %58
  %60 = getelementptr inbounds [64 x i64], [64 x i64]* %7, i32 0, i32 %59
  %61 = load i64, i64* %60, align 8
  %62 = load %struct.big*, %struct.big** %5, align 4
  %63 = getelementptr inbounds %struct.big, %struct.big* %62, i32 0, i32 0
  %64 = load i32, i32* %8, align 4
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* %63, i32 0, i32 %64
  %66 = load i32, i32* %65, align 4
  %67 = zext i32 %66 to i64
  %68 = load %struct.big*, %struct.big** %6, align 4
  %69 = getelementptr inbounds %struct.big, %struct.big* %68, i32 0, i32 0
  %70 = load i32, i32* %9, align 4
  %71 = getelementptr inbounds [64 x i32], [64 x i32]* %69, i32 0, i32 %70
  %72 = load i32, i32* %71, align 4
  %73 = zext i32 %72 to i64
  %74 = mul i64 %67, %73
  %75 = add i64 %61, %74
  %76 = load i64, i64* %11, align 8
  %77 = add i64 %75, %76
  store i64 %77, i64* %12, align 8
  %78 = load i64, i64* %12, align 8
  %79 = urem i64 %78, 1000000000
  %80 = load i32, i32* %8, align 4
  %81 = load i32, i32* %9, align 4
  %82 = add nsw i32 %80, %81
  %83 = getelementptr inbounds [64 x i64], [64 x i64]* %7, i32 0, i32 %82
  store i64 %79, i64* %83, align 8
  %84 = load i64, i64* %12, align 8
  %85 = udiv i64 %84, 1000000000
  store i64 %85, i64* %11, align 8
  br label %86

86:                                               ; preds = %56
  %87 = load i32, i32* %9, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %9, align 4
  br label %42, !llvm.loop !25

89:                                               ; preds = %54
  %90 = load i32, i32* %8, align 4
  %91 = load i32, i32* %9, align 4
  %92 = add nsw i32 %90, %91
  %93 = load i32, i32* %10, align 4
  %94 = icmp slt i32 %92, %93
  br i1 %94, label %95, label %103

95:                                               ; preds = %89
  %96 = load i64, i64* %11, align 8
  %97 = load i32, i32* %8, align 4
  %98 = load i32, i32* %9, align 4
  %99 = add nsw i32 %97, %98
  %100 = getelementptr inbounds [64 x i64], [64 x i64]* %7, i32 0, i32 %99
  %101 = load i64, i64* %100, align 8
  %102 = add i64 %101, %96
  store i64 %102, i64* %100, align 8
  br label %103

103:                                              ; preds = %95, %89
  br label %104

104:                                              ; preds = %103
  %105 = load i32, i32* %8, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, i32* %8, align 4
  br label %35, !llvm.loop !26

107:                                              ; preds = %35
  %108 = load i32, i32* %10, align 4
  %109 = load %struct.big*, %struct.big** %4, align 4
  %110 = getelementptr inbounds %struct.big, %struct.big* %109, i32 0, i32 1
  store i32 %108, i32* %110, align 4
  store i32 0, i32* %8, align 4
  br label %111

111:                                              ; preds = %124, %107
  %112 = load i32, i32* %8, align 4
  %113 = load i32, i32* %10, align 4
  %114 = icmp slt i32 %112, %113
  br i1 %114, label %115, label %127

115:                                              ; preds = %111
  %116 = load i32, i32* %8, align 4
  %117 = getelementptr inbounds [64 x i64], [64 x i64]* %7, i32 0, i32 %116
  %118 = load i64, i64* %117, align 8
  %119 = trunc i64 %118 to i32
  %120 = load %struct.big*, %struct.big** %4, align 4
  %121 = getelementptr inbounds %struct.big, %struct.big* %120, i32 0, i32 0
  %122 = load i32, i32* %8, align 4
  %123 = getelementptr inbounds [64 x i32], [64 x i32]* %121, i32 0, i32 %122
  store i32 %119, i32* %123, align 4
  br label %124

124:                                              ; preds = %115
  %125 = load i32, i32* %8, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, i32* %8, align 4
  br label %111, !llvm.loop !27

127:                                              ; preds = %111
  br label %128

128:                                              ; preds = %145, %127
  %129 = load %struct.big*, %struct.big** %4, align 4
  %130 = getelementptr inbounds %struct.big, %struct.big* %129, i32 0, i32 1
  %131 = load i32, i32* %130, align 4
  %132 = icmp sgt i32 %131, 1
  br i1 %132, label %133, label %143

133:                                              ; preds = %128
  %134 = load %struct.big*, %struct.big** %4, align 4
  %135 = getelementptr inbounds %struct.big, %struct.big* %134, i32 0, i32 0
  %136 = load %struct.big*, %struct.big** %4, align 4
  %137 = getelementptr inbounds %struct.big, %struct.big* %136, i32 0, i32 1
  %138 = load i32, i32* %137, align 4
  %139 = sub nsw i32 %138, 1
  %140 = getelementptr inbounds [64 x i32], [64 x i32]* %135, i32 0, i32 %139
  %141 = load i32, i32* %140, align 4
  %142 = icmp eq i32 %141, 0
  br label %143

143:                                              ; preds = %133, %128
  %144 = phi i1 [ false, %128 ], [ %142, %133 ]
  br i1 %144, label %145, label %150

145:                                              ; preds = %143
  %146 = load %struct.big*, %struct.big** %4, align 4
  %147 = getelementptr inbounds %struct.big, %struct.big* %146, i32 0, i32 1
  %148 = load i32, i32* %147, align 4
  %149 = add nsw i32 %148, -1
  store i32 %149, i32* %147, align 4
  br label %128, !llvm.loop !28

150:                                              ; preds = %143
  ret void
}

; Function Attrs: nounwind
declare i32 @sprintf(i8* noundef, i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
