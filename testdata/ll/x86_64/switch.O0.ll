; ModuleID = 'c/switch.c'
source_filename = "c/switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vseed = internal global i32 99991, align 4
@main.sparse_keys = internal constant [15 x i32] [i32 -100000, i32 -7, i32 3, i32 64, i32 1000, i32 4096, i32 65537, i32 1000000, i32 123456789, i32 2147483647, i32 0, i32 5, i32 -8, i32 4095, i32 65536], align 16
@main.phrases = internal constant [6 x i8*] [i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"register allocation 101\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"xyz 987 abc\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"stop! here\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"aeiou 0123456789\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"dense check = %08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"dense(%d,100,7)=%d%s\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"sparse(%d)=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"fall(%d)=%u%s\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"duff(%d)=%u\0A\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"classify(\22%s\22)=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"%s:%u \00", align 1
@.str.15 = private unnamed_addr constant [18 x i8] c"\0Atotal days = %u\0A\00", align 1
@.str.16 = private unnamed_addr constant [22 x i8] c"wide: %d %d %d %d %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"jan\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"feb\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"mar\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"apr\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"may\00", align 1
@.str.23 = private unnamed_addr constant [4 x i8] c"jun\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c"jul\00", align 1
@.str.25 = private unnamed_addr constant [4 x i8] c"aug\00", align 1
@.str.26 = private unnamed_addr constant [4 x i8] c"sep\00", align 1
@.str.27 = private unnamed_addr constant [4 x i8] c"oct\00", align 1
@.str.28 = private unnamed_addr constant [4 x i8] c"nov\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c"dec\00", align 1
@.str.30 = private unnamed_addr constant [4 x i8] c"???\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [61 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %16 = load volatile i32, i32* @vseed, align 4
  store i32 %16, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %17

17:                                               ; preds = %42, %0
  %18 = load i32, i32* %4, align 4
  %19 = icmp slt i32 %18, 200
  br i1 %19, label %20, label %45

20:                                               ; preds = %17
  %21 = load i32, i32* %2, align 4
  %22 = mul i32 %21, 1103515245
  %23 = add i32 %22, 12345
  store i32 %23, i32* %2, align 4
  %24 = load i32, i32* %2, align 4
  %25 = lshr i32 %24, 8
  %26 = and i32 %25, 65535
  %27 = sub nsw i32 %26, 30000
  store i32 %27, i32* %6, align 4
  %28 = load i32, i32* %2, align 4
  %29 = lshr i32 %28, 3
  %30 = and i32 %29, 255
  %31 = sub nsw i32 %30, 100
  store i32 %31, i32* %7, align 4
  %32 = load i32, i32* %2, align 4
  %33 = lshr i32 %32, 24
  %34 = urem i32 %33, 18
  %35 = load i32, i32* %6, align 4
  %36 = load i32, i32* %7, align 4
  %37 = call i32 @dense(i32 noundef %34, i32 noundef %35, i32 noundef %36)
  store i32 %37, i32* %8, align 4
  %38 = load i32, i32* %3, align 4
  %39 = mul i32 %38, 31
  %40 = load i32, i32* %8, align 4
  %41 = add i32 %39, %40
  store i32 %41, i32* %3, align 4
  br label %42

42:                                               ; preds = %20
  %43 = load i32, i32* %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %4, align 4
  br label %17, !llvm.loop !6

45:                                               ; preds = %17
  %46 = load i32, i32* %3, align 4
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i64 0, i64 0), i32 noundef %46)
  store i32 0, i32* %4, align 4
  br label %48

48:                                               ; preds = %61, %45
  %49 = load i32, i32* %4, align 4
  %50 = icmp slt i32 %49, 16
  br i1 %50, label %51, label %64

51:                                               ; preds = %48
  %52 = load i32, i32* %4, align 4
  %53 = load i32, i32* %4, align 4
  %54 = call i32 @dense(i32 noundef %53, i32 noundef 100, i32 noundef 7)
  %55 = load i32, i32* %4, align 4
  %56 = srem i32 %55, 4
  %57 = icmp eq i32 %56, 3
  %58 = zext i1 %57 to i64
  %59 = select i1 %57, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef %52, i32 noundef %54, i8* noundef %59)
  br label %61

61:                                               ; preds = %51
  %62 = load i32, i32* %4, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* %4, align 4
  br label %48, !llvm.loop !8

64:                                               ; preds = %48
  store i32 0, i32* %4, align 4
  br label %65

65:                                               ; preds = %86, %64
  %66 = load i32, i32* %4, align 4
  %67 = icmp slt i32 %66, 15
  br i1 %67, label %68, label %89

68:                                               ; preds = %65
  %69 = load i32, i32* %4, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [15 x i32], [15 x i32]* @main.sparse_keys, i64 0, i64 %70
  %72 = load i32, i32* %71, align 4
  %73 = call i32 @sparse(i32 noundef %72)
  store i32 %73, i32* %9, align 4
  %74 = load i32, i32* %4, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [15 x i32], [15 x i32]* @main.sparse_keys, i64 0, i64 %75
  %77 = load i32, i32* %76, align 4
  %78 = load i32, i32* %9, align 4
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef %77, i32 noundef %78)
  %80 = load i32, i32* %9, align 4
  %81 = load i32, i32* %4, align 4
  %82 = add nsw i32 %81, 1
  %83 = mul i32 %80, %82
  %84 = load i32, i32* %3, align 4
  %85 = add i32 %84, %83
  store i32 %85, i32* %3, align 4
  br label %86

86:                                               ; preds = %68
  %87 = load i32, i32* %4, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %4, align 4
  br label %65, !llvm.loop !9

89:                                               ; preds = %65
  store i32 0, i32* %4, align 4
  br label %90

90:                                               ; preds = %109, %89
  %91 = load i32, i32* %4, align 4
  %92 = icmp slt i32 %91, 16
  br i1 %92, label %93, label %112

93:                                               ; preds = %90
  %94 = load i32, i32* %4, align 4
  %95 = load i32, i32* %4, align 4
  %96 = add i32 4660, %95
  %97 = call i32 @fallthrough(i32 noundef %94, i32 noundef %96)
  store i32 %97, i32* %10, align 4
  %98 = load i32, i32* %4, align 4
  %99 = load i32, i32* %10, align 4
  %100 = load i32, i32* %4, align 4
  %101 = srem i32 %100, 4
  %102 = icmp eq i32 %101, 3
  %103 = zext i1 %102 to i64
  %104 = select i1 %102, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i64 0, i64 0), i32 noundef %98, i32 noundef %99, i8* noundef %104)
  %106 = load i32, i32* %10, align 4
  %107 = load i32, i32* %3, align 4
  %108 = xor i32 %107, %106
  store i32 %108, i32* %3, align 4
  br label %109

109:                                              ; preds = %93
  %110 = load i32, i32* %4, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, i32* %4, align 4
  br label %90, !llvm.loop !10

112:                                              ; preds = %90
  store i32 0, i32* %4, align 4
  br label %113

113:                                              ; preds = %126, %112
  %114 = load i32, i32* %4, align 4
  %115 = icmp slt i32 %114, 61
  br i1 %115, label %116, label %129

116:                                              ; preds = %113
  %117 = load i32, i32* %2, align 4
  %118 = mul i32 %117, 37
  %119 = add i32 %118, 11
  store i32 %119, i32* %2, align 4
  %120 = load i32, i32* %2, align 4
  %121 = lshr i32 %120, 24
  %122 = trunc i32 %121 to i8
  %123 = load i32, i32* %4, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [61 x i8], [61 x i8]* %5, i64 0, i64 %124
  store i8 %122, i8* %125, align 1
  br label %126

126:                                              ; preds = %116
  %127 = load i32, i32* %4, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, i32* %4, align 4
  br label %113, !llvm.loop !11

129:                                              ; preds = %113
  store i32 0, i32* %4, align 4
  br label %130

130:                                              ; preds = %143, %129
  %131 = load i32, i32* %4, align 4
  %132 = icmp sle i32 %131, 61
  br i1 %132, label %133, label %146

133:                                              ; preds = %130
  %134 = getelementptr inbounds [61 x i8], [61 x i8]* %5, i64 0, i64 0
  %135 = load i32, i32* %4, align 4
  %136 = call i32 @duff_sum(i8* noundef %134, i32 noundef %135)
  store i32 %136, i32* %11, align 4
  %137 = load i32, i32* %4, align 4
  %138 = load i32, i32* %11, align 4
  %139 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i64 0, i64 0), i32 noundef %137, i32 noundef %138)
  %140 = load i32, i32* %11, align 4
  %141 = load i32, i32* %3, align 4
  %142 = add i32 %141, %140
  store i32 %142, i32* %3, align 4
  br label %143

143:                                              ; preds = %133
  %144 = load i32, i32* %4, align 4
  %145 = add nsw i32 %144, 5
  store i32 %145, i32* %4, align 4
  br label %130, !llvm.loop !12

146:                                              ; preds = %130
  store i32 0, i32* %4, align 4
  br label %147

147:                                              ; preds = %166, %146
  %148 = load i32, i32* %4, align 4
  %149 = icmp slt i32 %148, 6
  br i1 %149, label %150, label %169

150:                                              ; preds = %147
  %151 = load i32, i32* %4, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.phrases, i64 0, i64 %152
  %154 = load i8*, i8** %153, align 8
  %155 = call i32 @classify(i8* noundef %154)
  store i32 %155, i32* %12, align 4
  %156 = load i32, i32* %4, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.phrases, i64 0, i64 %157
  %159 = load i8*, i8** %158, align 8
  %160 = load i32, i32* %12, align 4
  %161 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.13, i64 0, i64 0), i8* noundef %159, i32 noundef %160)
  %162 = load i32, i32* %3, align 4
  %163 = mul i32 %162, 7
  %164 = load i32, i32* %12, align 4
  %165 = add i32 %163, %164
  store i32 %165, i32* %3, align 4
  br label %166

166:                                              ; preds = %150
  %167 = load i32, i32* %4, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, i32* %4, align 4
  br label %147, !llvm.loop !13

169:                                              ; preds = %147
  store i32 0, i32* %13, align 4
  store i32 0, i32* %14, align 4
  br label %170

170:                                              ; preds = %186, %169
  %171 = load i32, i32* %14, align 4
  %172 = icmp ule i32 %171, 13
  br i1 %172, label %173, label %189

173:                                              ; preds = %170
  %174 = load i32, i32* %14, align 4
  %175 = load i32, i32* %2, align 4
  %176 = urem i32 %175, 4
  %177 = add i32 2000, %176
  %178 = call i32 @days_in_month(i32 noundef %174, i32 noundef %177)
  store i32 %178, i32* %15, align 4
  %179 = load i32, i32* %14, align 4
  %180 = call i8* @month_name(i32 noundef %179)
  %181 = load i32, i32* %15, align 4
  %182 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i64 0, i64 0), i8* noundef %180, i32 noundef %181)
  %183 = load i32, i32* %15, align 4
  %184 = load i32, i32* %13, align 4
  %185 = add i32 %184, %183
  store i32 %185, i32* %13, align 4
  br label %186

186:                                              ; preds = %173
  %187 = load i32, i32* %14, align 4
  %188 = add i32 %187, 1
  store i32 %188, i32* %14, align 4
  br label %170, !llvm.loop !14

189:                                              ; preds = %170
  %190 = load i32, i32* %13, align 4
  %191 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.15, i64 0, i64 0), i32 noundef %190)
  %192 = load i32, i32* %13, align 4
  %193 = load i32, i32* %3, align 4
  %194 = add i32 %193, %192
  store i32 %194, i32* %3, align 4
  %195 = call i32 @wide_key(i64 noundef 4294967296)
  %196 = call i32 @wide_key(i64 noundef -1)
  %197 = load i32, i32* %2, align 4
  %198 = and i32 %197, 0
  %199 = zext i32 %198 to i64
  %200 = add i64 42, %199
  %201 = call i32 @wide_key(i64 noundef %200)
  %202 = call i32 @wide_key(i64 noundef -9223372036854775808)
  %203 = call i32 @wide_key(i64 noundef 43)
  %204 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i64 0, i64 0), i32 noundef %195, i32 noundef %196, i32 noundef %201, i32 noundef %202, i32 noundef %203)
  %205 = load i32, i32* %3, align 4
  %206 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i64 0, i64 0), i32 noundef %205)
  %207 = load i32, i32* %3, align 4
  %208 = and i32 %207, 127
  ret i32 %208
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dense(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  %8 = load i32, i32* %5, align 4
  switch i32 %8, label %95 [
    i32 0, label %9
    i32 1, label %13
    i32 2, label %17
    i32 3, label %20
    i32 4, label %24
    i32 5, label %28
    i32 6, label %32
    i32 7, label %42
    i32 8, label %52
    i32 9, label %62
    i32 10, label %72
    i32 11, label %75
    i32 12, label %78
    i32 13, label %84
    i32 14, label %89
    i32 15, label %94
  ]

9:                                                ; preds = %3
  %10 = load i32, i32* %6, align 4
  %11 = load i32, i32* %7, align 4
  %12 = add nsw i32 %10, %11
  store i32 %12, i32* %4, align 4
  br label %96

13:                                               ; preds = %3
  %14 = load i32, i32* %6, align 4
  %15 = load i32, i32* %7, align 4
  %16 = sub nsw i32 %14, %15
  store i32 %16, i32* %4, align 4
  br label %96

17:                                               ; preds = %3
  %18 = load i32, i32* %6, align 4
  %19 = mul nsw i32 %18, 3
  store i32 %19, i32* %4, align 4
  br label %96

20:                                               ; preds = %3
  %21 = load i32, i32* %6, align 4
  %22 = load i32, i32* %7, align 4
  %23 = and i32 %21, %22
  store i32 %23, i32* %4, align 4
  br label %96

24:                                               ; preds = %3
  %25 = load i32, i32* %6, align 4
  %26 = load i32, i32* %7, align 4
  %27 = or i32 %25, %26
  store i32 %27, i32* %4, align 4
  br label %96

28:                                               ; preds = %3
  %29 = load i32, i32* %6, align 4
  %30 = load i32, i32* %7, align 4
  %31 = xor i32 %29, %30
  store i32 %31, i32* %4, align 4
  br label %96

32:                                               ; preds = %3
  %33 = load i32, i32* %7, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %39

35:                                               ; preds = %32
  %36 = load i32, i32* %6, align 4
  %37 = load i32, i32* %7, align 4
  %38 = sdiv i32 %36, %37
  br label %40

39:                                               ; preds = %32
  br label %40

40:                                               ; preds = %39, %35
  %41 = phi i32 [ %38, %35 ], [ -1, %39 ]
  store i32 %41, i32* %4, align 4
  br label %96

42:                                               ; preds = %3
  %43 = load i32, i32* %7, align 4
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %45, label %49

45:                                               ; preds = %42
  %46 = load i32, i32* %6, align 4
  %47 = load i32, i32* %7, align 4
  %48 = srem i32 %46, %47
  br label %50

49:                                               ; preds = %42
  br label %50

50:                                               ; preds = %49, %45
  %51 = phi i32 [ %48, %45 ], [ -2, %49 ]
  store i32 %51, i32* %4, align 4
  br label %96

52:                                               ; preds = %3
  %53 = load i32, i32* %6, align 4
  %54 = load i32, i32* %7, align 4
  %55 = icmp sgt i32 %53, %54
  br i1 %55, label %56, label %58

56:                                               ; preds = %52
  %57 = load i32, i32* %6, align 4
  br label %60

58:                                               ; preds = %52
  %59 = load i32, i32* %7, align 4
  br label %60

60:                                               ; preds = %58, %56
  %61 = phi i32 [ %57, %56 ], [ %59, %58 ]
  store i32 %61, i32* %4, align 4
  br label %96

62:                                               ; preds = %3
  %63 = load i32, i32* %6, align 4
  %64 = load i32, i32* %7, align 4
  %65 = icmp slt i32 %63, %64
  br i1 %65, label %66, label %68

66:                                               ; preds = %62
  %67 = load i32, i32* %6, align 4
  br label %70

68:                                               ; preds = %62
  %69 = load i32, i32* %7, align 4
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %67, %66 ], [ %69, %68 ]
  store i32 %71, i32* %4, align 4
  br label %96

72:                                               ; preds = %3
  %73 = load i32, i32* %6, align 4
  %74 = sub nsw i32 0, %73
  store i32 %74, i32* %4, align 4
  br label %96

75:                                               ; preds = %3
  %76 = load i32, i32* %7, align 4
  %77 = xor i32 %76, -1
  store i32 %77, i32* %4, align 4
  br label %96

78:                                               ; preds = %3
  %79 = load i32, i32* %6, align 4
  %80 = ashr i32 %79, 3
  %81 = load i32, i32* %7, align 4
  %82 = ashr i32 %81, 5
  %83 = add nsw i32 %80, %82
  store i32 %83, i32* %4, align 4
  br label %96

84:                                               ; preds = %3
  %85 = load i32, i32* %6, align 4
  %86 = load i32, i32* %7, align 4
  %87 = icmp eq i32 %85, %86
  %88 = zext i1 %87 to i32
  store i32 %88, i32* %4, align 4
  br label %96

89:                                               ; preds = %3
  %90 = load i32, i32* %6, align 4
  %91 = load i32, i32* %7, align 4
  %92 = add nsw i32 %90, %91
  %93 = sdiv i32 %92, 2
  store i32 %93, i32* %4, align 4
  br label %96

94:                                               ; preds = %3
  store i32 12345, i32* %4, align 4
  br label %96

95:                                               ; preds = %3
  store i32 0, i32* %4, align 4
  br label %96

96:                                               ; preds = %95, %94, %89, %84, %78, %75, %72, %70, %60, %50, %40, %28, %24, %20, %17, %13, %9
  %97 = load i32, i32* %4, align 4
  ret i32 %97
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %15 [
    i32 -100000, label %5
    i32 -7, label %6
    i32 3, label %7
    i32 64, label %8
    i32 1000, label %9
    i32 4096, label %10
    i32 65537, label %11
    i32 1000000, label %12
    i32 123456789, label %13
    i32 2147483647, label %14
  ]

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %16

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %16

7:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %16

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %16

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4
  br label %16

10:                                               ; preds = %1
  store i32 6, i32* %2, align 4
  br label %16

11:                                               ; preds = %1
  store i32 7, i32* %2, align 4
  br label %16

12:                                               ; preds = %1
  store i32 8, i32* %2, align 4
  br label %16

13:                                               ; preds = %1
  store i32 9, i32* %2, align 4
  br label %16

14:                                               ; preds = %1
  store i32 10, i32* %2, align 4
  br label %16

15:                                               ; preds = %1
  store i32 -1, i32* %2, align 4
  br label %16

16:                                               ; preds = %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %17 = load i32, i32* %2, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fallthrough(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  %6 = load i32, i32* %3, align 4
  %7 = urem i32 %6, 8
  switch i32 %7, label %37 [
    i32 7, label %8
    i32 6, label %13
    i32 5, label %18
    i32 4, label %21
    i32 3, label %24
    i32 2, label %28
    i32 1, label %33
    i32 0, label %36
  ]

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4
  %10 = mul i32 %9, 7
  %11 = load i32, i32* %5, align 4
  %12 = add i32 %11, %10
  store i32 %12, i32* %5, align 4
  br label %13

13:                                               ; preds = %2, %8
  %14 = load i32, i32* %4, align 4
  %15 = shl i32 %14, 6
  %16 = load i32, i32* %5, align 4
  %17 = xor i32 %16, %15
  store i32 %17, i32* %5, align 4
  br label %18

18:                                               ; preds = %2, %13
  %19 = load i32, i32* %5, align 4
  %20 = add i32 %19, 5
  store i32 %20, i32* %5, align 4
  br label %21

21:                                               ; preds = %2, %18
  %22 = load i32, i32* %5, align 4
  %23 = mul i32 %22, 3
  store i32 %23, i32* %5, align 4
  br label %24

24:                                               ; preds = %2, %21
  %25 = load i32, i32* %4, align 4
  %26 = load i32, i32* %5, align 4
  %27 = sub i32 %26, %25
  store i32 %27, i32* %5, align 4
  br label %28

28:                                               ; preds = %2, %24
  %29 = load i32, i32* %5, align 4
  %30 = lshr i32 %29, 2
  %31 = load i32, i32* %5, align 4
  %32 = add i32 %31, %30
  store i32 %32, i32* %5, align 4
  br label %33

33:                                               ; preds = %2, %28
  %34 = load i32, i32* %5, align 4
  %35 = or i32 %34, 1
  store i32 %35, i32* %5, align 4
  br label %38

36:                                               ; preds = %2
  br label %37

37:                                               ; preds = %2, %36
  store i32 57005, i32* %5, align 4
  br label %38

38:                                               ; preds = %37, %33
  %39 = load i32, i32* %5, align 4
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @duff_sum(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 0, i32* %6, align 4
  %8 = load i32, i32* %5, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i32 0, i32* %3, align 4
  br label %89

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4
  %13 = add i32 %12, 7
  %14 = udiv i32 %13, 8
  store i32 %14, i32* %7, align 4
  %15 = load i32, i32* %5, align 4
  %16 = urem i32 %15, 8
  switch i32 %16, label %87 [
    i32 0, label %17
    i32 7, label %26
    i32 6, label %34
    i32 5, label %42
    i32 4, label %50
    i32 3, label %58
    i32 2, label %66
    i32 1, label %74
  ]

17:                                               ; preds = %11
  br label %18

18:                                               ; preds = %82, %17
  %19 = load i32, i32* %6, align 4
  %20 = mul i32 %19, 3
  %21 = load i8*, i8** %4, align 8
  %22 = getelementptr inbounds i8, i8* %21, i32 1
  store i8* %22, i8** %4, align 8
  %23 = load i8, i8* %21, align 1
  %24 = zext i8 %23 to i32
  %25 = add i32 %20, %24
  store i32 %25, i32* %6, align 4
  br label %26

26:                                               ; preds = %11, %18
  %27 = load i32, i32* %6, align 4
  %28 = mul i32 %27, 3
  %29 = load i8*, i8** %4, align 8
  %30 = getelementptr inbounds i8, i8* %29, i32 1
  store i8* %30, i8** %4, align 8
  %31 = load i8, i8* %29, align 1
  %32 = zext i8 %31 to i32
  %33 = add i32 %28, %32
  store i32 %33, i32* %6, align 4
  br label %34

34:                                               ; preds = %11, %26
  %35 = load i32, i32* %6, align 4
  %36 = mul i32 %35, 3
  %37 = load i8*, i8** %4, align 8
  %38 = getelementptr inbounds i8, i8* %37, i32 1
  store i8* %38, i8** %4, align 8
  %39 = load i8, i8* %37, align 1
  %40 = zext i8 %39 to i32
  %41 = add i32 %36, %40
  store i32 %41, i32* %6, align 4
  br label %42

42:                                               ; preds = %11, %34
  %43 = load i32, i32* %6, align 4
  %44 = mul i32 %43, 3
  %45 = load i8*, i8** %4, align 8
  %46 = getelementptr inbounds i8, i8* %45, i32 1
  store i8* %46, i8** %4, align 8
  %47 = load i8, i8* %45, align 1
  %48 = zext i8 %47 to i32
  %49 = add i32 %44, %48
  store i32 %49, i32* %6, align 4
  br label %50

50:                                               ; preds = %11, %42
  %51 = load i32, i32* %6, align 4
  %52 = mul i32 %51, 3
  %53 = load i8*, i8** %4, align 8
  %54 = getelementptr inbounds i8, i8* %53, i32 1
  store i8* %54, i8** %4, align 8
  %55 = load i8, i8* %53, align 1
  %56 = zext i8 %55 to i32
  %57 = add i32 %52, %56
  store i32 %57, i32* %6, align 4
  br label %58

58:                                               ; preds = %11, %50
  %59 = load i32, i32* %6, align 4
  %60 = mul i32 %59, 3
  %61 = load i8*, i8** %4, align 8
  %62 = getelementptr inbounds i8, i8* %61, i32 1
  store i8* %62, i8** %4, align 8
  %63 = load i8, i8* %61, align 1
  %64 = zext i8 %63 to i32
  %65 = add i32 %60, %64
  store i32 %65, i32* %6, align 4
  br label %66

66:                                               ; preds = %11, %58
  %67 = load i32, i32* %6, align 4
  %68 = mul i32 %67, 3
  %69 = load i8*, i8** %4, align 8
  %70 = getelementptr inbounds i8, i8* %69, i32 1
  store i8* %70, i8** %4, align 8
  %71 = load i8, i8* %69, align 1
  %72 = zext i8 %71 to i32
  %73 = add i32 %68, %72
  store i32 %73, i32* %6, align 4
  br label %74

74:                                               ; preds = %11, %66
  %75 = load i32, i32* %6, align 4
  %76 = mul i32 %75, 3
  %77 = load i8*, i8** %4, align 8
  %78 = getelementptr inbounds i8, i8* %77, i32 1
  store i8* %78, i8** %4, align 8
  %79 = load i8, i8* %77, align 1
  %80 = zext i8 %79 to i32
  %81 = add i32 %76, %80
  store i32 %81, i32* %6, align 4
  br label %82

82:                                               ; preds = %74
  %83 = load i32, i32* %7, align 4
  %84 = add i32 %83, -1
  store i32 %84, i32* %7, align 4
  %85 = icmp ugt i32 %84, 0
  br i1 %85, label %18, label %86, !llvm.loop !15

86:                                               ; preds = %82
  br label %87

87:                                               ; preds = %86, %11
  %88 = load i32, i32* %6, align 4
  store i32 %88, i32* %3, align 4
  br label %89

89:                                               ; preds = %87, %10
  %90 = load i32, i32* %3, align 4
  ret i32 %90
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i8* noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %42, %1
  %6 = load i8*, i8** %3, align 8
  %7 = load i8, i8* %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %45

9:                                                ; preds = %5
  %10 = load i8*, i8** %3, align 8
  %11 = load i8, i8* %10, align 1
  %12 = sext i8 %11 to i32
  switch i32 %12, label %16 [
    i32 97, label %13
    i32 101, label %13
    i32 105, label %13
    i32 111, label %13
    i32 117, label %13
    i32 32, label %19
    i32 48, label %22
    i32 49, label %22
    i32 50, label %22
    i32 51, label %22
    i32 52, label %22
    i32 53, label %22
    i32 54, label %22
    i32 55, label %22
    i32 56, label %22
    i32 57, label %22
    i32 33, label %38
  ]

13:                                               ; preds = %9, %9, %9, %9, %9
  %14 = load i32, i32* %4, align 4
  %15 = add nsw i32 %14, 10
  store i32 %15, i32* %4, align 4
  br label %41

16:                                               ; preds = %9
  %17 = load i32, i32* %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %4, align 4
  br label %41

19:                                               ; preds = %9
  %20 = load i32, i32* %4, align 4
  %21 = sub nsw i32 %20, 3
  store i32 %21, i32* %4, align 4
  br label %41

22:                                               ; preds = %9, %9, %9, %9, %9, %9, %9, %9, %9, %9
  %23 = load i8*, i8** %3, align 8
  %24 = load i8, i8* %23, align 1
  %25 = sext i8 %24 to i32
  %26 = sub nsw i32 %25, 48
  %27 = srem i32 %26, 3
  switch i32 %27, label %34 [
    i32 0, label %28
    i32 1, label %31
  ]

28:                                               ; preds = %22
  %29 = load i32, i32* %4, align 4
  %30 = mul nsw i32 %29, 2
  store i32 %30, i32* %4, align 4
  br label %37

31:                                               ; preds = %22
  %32 = load i32, i32* %4, align 4
  %33 = add nsw i32 %32, 100
  store i32 %33, i32* %4, align 4
  br label %37

34:                                               ; preds = %22
  %35 = load i32, i32* %4, align 4
  %36 = sub nsw i32 %35, 50
  store i32 %36, i32* %4, align 4
  br label %37

37:                                               ; preds = %34, %31, %28
  br label %41

38:                                               ; preds = %9
  %39 = load i32, i32* %4, align 4
  %40 = add nsw i32 %39, 1000
  store i32 %40, i32* %2, align 4
  br label %47

41:                                               ; preds = %37, %19, %16, %13
  br label %42

42:                                               ; preds = %41
  %43 = load i8*, i8** %3, align 8
  %44 = getelementptr inbounds i8, i8* %43, i32 1
  store i8* %44, i8** %3, align 8
  br label %5, !llvm.loop !16

45:                                               ; preds = %5
  %46 = load i32, i32* %4, align 4
  store i32 %46, i32* %2, align 4
  br label %47

47:                                               ; preds = %45, %38
  %48 = load i32, i32* %2, align 4
  ret i32 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @days_in_month(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  switch i32 %6, label %24 [
    i32 2, label %7
    i32 4, label %23
    i32 6, label %23
    i32 9, label %23
    i32 11, label %23
  ]

7:                                                ; preds = %2
  %8 = load i32, i32* %5, align 4
  %9 = urem i32 %8, 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  %12 = load i32, i32* %5, align 4
  %13 = urem i32 %12, 100
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %19, label %15

15:                                               ; preds = %11, %7
  %16 = load i32, i32* %5, align 4
  %17 = urem i32 %16, 400
  %18 = icmp eq i32 %17, 0
  br label %19

19:                                               ; preds = %15, %11
  %20 = phi i1 [ true, %11 ], [ %18, %15 ]
  %21 = zext i1 %20 to i64
  %22 = select i1 %20, i32 29, i32 28
  store i32 %22, i32* %3, align 4
  br label %25

23:                                               ; preds = %2, %2, %2, %2
  store i32 30, i32* %3, align 4
  br label %25

24:                                               ; preds = %2
  store i32 31, i32* %3, align 4
  br label %25

25:                                               ; preds = %24, %23, %19
  %26 = load i32, i32* %3, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @month_name(i32 noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %17 [
    i32 1, label %5
    i32 2, label %6
    i32 3, label %7
    i32 4, label %8
    i32 5, label %9
    i32 6, label %10
    i32 7, label %11
    i32 8, label %12
    i32 9, label %13
    i32 10, label %14
    i32 11, label %15
    i32 12, label %16
  ]

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0), i8** %2, align 8
  br label %18

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i8** %2, align 8
  br label %18

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), i8** %2, align 8
  br label %18

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i8** %2, align 8
  br label %18

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i8** %2, align 8
  br label %18

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.23, i64 0, i64 0), i8** %2, align 8
  br label %18

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i64 0, i64 0), i8** %2, align 8
  br label %18

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.25, i64 0, i64 0), i8** %2, align 8
  br label %18

13:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i64 0, i64 0), i8** %2, align 8
  br label %18

14:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i64 0, i64 0), i8** %2, align 8
  br label %18

15:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.28, i64 0, i64 0), i8** %2, align 8
  br label %18

16:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.29, i64 0, i64 0), i8** %2, align 8
  br label %18

17:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i8** %2, align 8
  br label %18

18:                                               ; preds = %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %19 = load i8*, i8** %2, align 8
  ret i8* %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @wide_key(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  %4 = load i64, i64* %3, align 8
  switch i64 %4, label %9 [
    i64 4294967296, label %5
    i64 -1, label %6
    i64 42, label %7
    i64 -9223372036854775808, label %8
  ]

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %10

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %10

7:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %10

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %10

9:                                                ; preds = %1
  store i32 0, i32* %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, i32* %2, align 4
  ret i32 %11
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
