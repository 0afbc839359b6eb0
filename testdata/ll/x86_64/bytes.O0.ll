; ModuleID = 'c/bytes.c'
source_filename = "c/bytes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@buf = internal global [64 x i8] zeroinitializer, align 16
@vbuf = internal global [8 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [33 x i8] c"be16 %d be32 %u le16 %u le32 %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"be64 %llu le64 %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"walk %u header %u\0A\00", align 1
@__const.main.tmp = private unnamed_addr constant [2 x i8] c"\124", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"store_between %d volatile %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [33 x i8] c"shuffled %u gapped %u reused %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"put %u %u %llu\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"put_then_read %d \00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"cells %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [2 x i8], align 1
  %6 = alloca [16 x i8], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %20, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %23

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4
  %14 = mul nsw i32 %13, 37
  %15 = add nsw i32 %14, 11
  %16 = trunc i32 %15 to i8
  %17 = load i32, i32* %2, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i64 0, i64 %18
  store i8 %16, i8* %19, align 1
  br label %20

20:                                               ; preds = %12
  %21 = load i32, i32* %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %2, align 4
  br label %9, !llvm.loop !6

23:                                               ; preds = %9
  store i32 0, i32* %3, align 4
  br label %24

24:                                               ; preds = %35, %23
  %25 = load i32, i32* %3, align 4
  %26 = icmp slt i32 %25, 8
  br i1 %26, label %27, label %38

27:                                               ; preds = %24
  %28 = load i32, i32* %3, align 4
  %29 = mul nsw i32 %28, 9
  %30 = sub nsw i32 240, %29
  %31 = trunc i32 %30 to i8
  %32 = load i32, i32* %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x i8], [8 x i8]* @vbuf, i64 0, i64 %33
  store volatile i8 %31, i8* %34, align 1
  br label %35

35:                                               ; preds = %27
  %36 = load i32, i32* %3, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %3, align 4
  br label %24, !llvm.loop !8

38:                                               ; preds = %24
  store i32 0, i32* %4, align 4
  br label %39

39:                                               ; preds = %86, %38
  %40 = load i32, i32* %4, align 4
  %41 = icmp slt i32 %40, 56
  br i1 %41, label %42, label %89

42:                                               ; preds = %39
  %43 = load i32, i32* %4, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i64 %44
  %46 = call i32 @be16(i8* noundef %45)
  %47 = sext i32 %46 to i64
  call void @mix(i64 noundef %47)
  %48 = load i32, i32* %4, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i64 %49
  %51 = call i32 @be32(i8* noundef %50)
  %52 = zext i32 %51 to i64
  call void @mix(i64 noundef %52)
  %53 = load i32, i32* %4, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i64 %54
  %56 = call zeroext i16 @le16(i8* noundef %55)
  %57 = zext i16 %56 to i64
  call void @mix(i64 noundef %57)
  %58 = load i32, i32* %4, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i64 %59
  %61 = call i32 @le32(i8* noundef %60)
  %62 = zext i32 %61 to i64
  call void @mix(i64 noundef %62)
  %63 = load i32, i32* %4, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i64 %64
  %66 = call i64 @be64(i8* noundef %65)
  call void @mix(i64 noundef %66)
  %67 = load i32, i32* %4, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i64 %68
  %70 = call i64 @le64(i8* noundef %69)
  call void @mix(i64 noundef %70)
  %71 = load i32, i32* %4, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i64 %72
  %74 = call i32 @shuffled(i8* noundef %73)
  %75 = zext i32 %74 to i64
  call void @mix(i64 noundef %75)
  %76 = load i32, i32* %4, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i64 %77
  %79 = call i32 @gapped(i8* noundef %78)
  %80 = zext i32 %79 to i64
  call void @mix(i64 noundef %80)
  %81 = load i32, i32* %4, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i64 %82
  %84 = call i32 @reused(i8* noundef %83)
  %85 = zext i32 %84 to i64
  call void @mix(i64 noundef %85)
  br label %86

86:                                               ; preds = %42
  %87 = load i32, i32* %4, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %4, align 4
  br label %39, !llvm.loop !9

89:                                               ; preds = %39
  %90 = call i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 5))
  %91 = call i32 @be32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 9))
  %92 = call zeroext i16 @le16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 3))
  %93 = zext i16 %92 to i32
  %94 = call i32 @le32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 17))
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str, i64 0, i64 0), i32 noundef %90, i32 noundef %91, i32 noundef %93, i32 noundef %94)
  %96 = call i64 @be64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 1))
  %97 = call i64 @le64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 30))
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef %96, i64 noundef %97)
  %99 = call i32 @walk(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i32 noundef 20)
  %100 = call i32 @header_sum(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i32 noundef 64)
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %99, i32 noundef %100)
  %102 = bitcast [2 x i8]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %102, i8* align 1 getelementptr inbounds ([2 x i8], [2 x i8]* @__const.main.tmp, i32 0, i32 0), i64 2, i1 false)
  %103 = getelementptr inbounds [2 x i8], [2 x i8]* %5, i64 0, i64 0
  %104 = call i32 @store_between(i8* noundef %103, i8 noundef zeroext 86)
  %105 = call i32 @from_volatile()
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i64 0, i64 0), i32 noundef %104, i32 noundef %105)
  %107 = call i32 @shuffled(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 7))
  %108 = call i32 @gapped(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 40))
  %109 = call i32 @reused(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 2))
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.4, i64 0, i64 0), i32 noundef %107, i32 noundef %108, i32 noundef %109)
  %111 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* align 16 %111, i8 0, i64 16, i1 false)
  %112 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %113 = getelementptr inbounds i8, i8* %112, i64 1
  %114 = call i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 11))
  call void @put16(i8* noundef %113, i32 noundef %114)
  %115 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %116 = getelementptr inbounds i8, i8* %115, i64 4
  %117 = call i32 @be32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 20))
  call void @put32(i8* noundef %116, i32 noundef %117)
  %118 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %119 = getelementptr inbounds i8, i8* %118, i64 8
  %120 = call i64 @be64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 3))
  call void @putle64(i8* noundef %119, i64 noundef %120)
  store i32 0, i32* %7, align 4
  br label %121

121:                                              ; preds = %134, %89
  %122 = load i32, i32* %7, align 4
  %123 = icmp slt i32 %122, 16
  br i1 %123, label %124, label %137

124:                                              ; preds = %121
  %125 = load i32, i32* %7, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 %126
  %128 = load i8, i8* %127, align 1
  %129 = zext i8 %128 to i64
  %130 = load i32, i32* %7, align 4
  %131 = sext i32 %130 to i64
  %132 = mul i64 %131, 256
  %133 = add i64 %129, %132
  call void @mix(i64 noundef %133)
  br label %134

134:                                              ; preds = %124
  %135 = load i32, i32* %7, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, i32* %7, align 4
  br label %121, !llvm.loop !10

137:                                              ; preds = %121
  %138 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %139 = getelementptr inbounds i8, i8* %138, i64 4
  %140 = call i32 @be32(i8* noundef %139)
  %141 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %142 = getelementptr inbounds i8, i8* %141, i64 1
  %143 = call zeroext i16 @le16(i8* noundef %142)
  %144 = zext i16 %143 to i32
  %145 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %146 = getelementptr inbounds i8, i8* %145, i64 8
  %147 = call i64 @le64(i8* noundef %146)
  %148 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef %140, i32 noundef %144, i64 noundef %147)
  %149 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 3
  store i8 9, i8* %149, align 1
  %150 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %151 = call i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 40))
  %152 = call i32 @put_then_read(i8* noundef %150, i32 noundef %151)
  %153 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %152)
  %154 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %155 = getelementptr inbounds i8, i8* %154, i64 6
  %156 = call i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 50))
  %157 = load i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 9), align 1
  %158 = zext i8 %157 to i32
  call void @put_two(i8* noundef %155, i32 noundef %156, i32 noundef %158)
  %159 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %160 = load i8, i8* %159, align 16
  %161 = zext i8 %160 to i32
  %162 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 1
  %163 = load i8, i8* %162, align 1
  %164 = zext i8 %163 to i32
  %165 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %166 = getelementptr inbounds i8, i8* %165, i64 6
  %167 = call i32 @be16(i8* noundef %166)
  %168 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %161, i32 noundef %164, i32 noundef %167)
  call void @shift_cells(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i32 noundef 12, i32 noundef 300)
  %169 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  %170 = getelementptr inbounds i8, i8* %169, i64 3
  call void @put_magic(i8* noundef %170)
  store i32 0, i32* %8, align 4
  br label %171

171:                                              ; preds = %184, %137
  %172 = load i32, i32* %8, align 4
  %173 = icmp slt i32 %172, 16
  br i1 %173, label %174, label %187

174:                                              ; preds = %171
  %175 = load i32, i32* %8, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 %176
  %178 = load i8, i8* %177, align 1
  %179 = zext i8 %178 to i64
  %180 = load i32, i32* %8, align 4
  %181 = sext i32 %180 to i64
  %182 = mul i64 %181, 256
  %183 = add i64 %179, %182
  call void @mix(i64 noundef %183)
  br label %184

184:                                              ; preds = %174
  %185 = load i32, i32* %8, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, i32* %8, align 4
  br label %171, !llvm.loop !11

187:                                              ; preds = %171
  %188 = call i32 @walk(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i64 0, i64 0), i32 noundef 12)
  %189 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0), i32 noundef %188)
  %190 = load i32, i32* @check, align 4
  %191 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.9, i64 0, i64 0), i32 noundef %190)
  %192 = load i32, i32* @check, align 4
  %193 = and i32 %192, 127
  ret i32 %193
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i32, i32* @check, align 4
  %4 = load i64, i64* %2, align 8
  %5 = trunc i64 %4 to i32
  %6 = xor i32 %3, %5
  %7 = mul i32 %6, -1640531535
  store i32 %7, i32* @check, align 4
  %8 = load i32, i32* @check, align 4
  %9 = load i64, i64* %2, align 8
  %10 = lshr i64 %9, 32
  %11 = trunc i64 %10 to i32
  %12 = xor i32 %8, %11
  %13 = mul i32 %12, -2048144777
  store i32 %13, i32* @check, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @be16(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = getelementptr inbounds i8, i8* %3, i64 0
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 8
  %8 = load i8*, i8** %2, align 8
  %9 = getelementptr inbounds i8, i8* %8, i64 1
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i32
  %12 = or i32 %7, %11
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @be32(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = getelementptr inbounds i8, i8* %3, i64 0
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 24
  %8 = load i8*, i8** %2, align 8
  %9 = getelementptr inbounds i8, i8* %8, i64 1
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i32
  %12 = shl i32 %11, 16
  %13 = or i32 %7, %12
  %14 = load i8*, i8** %2, align 8
  %15 = getelementptr inbounds i8, i8* %14, i64 2
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = shl i32 %17, 8
  %19 = or i32 %13, %18
  %20 = load i8*, i8** %2, align 8
  %21 = getelementptr inbounds i8, i8* %20, i64 3
  %22 = load i8, i8* %21, align 1
  %23 = zext i8 %22 to i32
  %24 = or i32 %19, %23
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @le16(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = getelementptr inbounds i8, i8* %3, i64 0
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8*, i8** %2, align 8
  %8 = getelementptr inbounds i8, i8* %7, i64 1
  %9 = load i8, i8* %8, align 1
  %10 = zext i8 %9 to i32
  %11 = shl i32 %10, 8
  %12 = or i32 %6, %11
  %13 = trunc i32 %12 to i16
  ret i16 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @le32(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = getelementptr inbounds i8, i8* %3, i64 0
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8*, i8** %2, align 8
  %8 = getelementptr inbounds i8, i8* %7, i64 1
  %9 = load i8, i8* %8, align 1
  %10 = zext i8 %9 to i32
  %11 = shl i32 %10, 8
  %12 = or i32 %6, %11
  %13 = load i8*, i8** %2, align 8
  %14 = getelementptr inbounds i8, i8* %13, i64 2
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  %17 = shl i32 %16, 16
  %18 = or i32 %12, %17
  %19 = load i8*, i8** %2, align 8
  %20 = getelementptr inbounds i8, i8* %19, i64 3
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i32
  %23 = shl i32 %22, 24
  %24 = or i32 %18, %23
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @be64(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  store i8* %0, i8** %2, align 8
  store i64 0, i64* %3, align 8
  %4 = load i8*, i8** %2, align 8
  %5 = getelementptr inbounds i8, i8* %4, i64 0
  %6 = load i8, i8* %5, align 1
  %7 = zext i8 %6 to i64
  %8 = shl i64 %7, 56
  %9 = load i64, i64* %3, align 8
  %10 = or i64 %9, %8
  store i64 %10, i64* %3, align 8
  %11 = load i8*, i8** %2, align 8
  %12 = getelementptr inbounds i8, i8* %11, i64 1
  %13 = load i8, i8* %12, align 1
  %14 = zext i8 %13 to i64
  %15 = shl i64 %14, 48
  %16 = load i64, i64* %3, align 8
  %17 = or i64 %16, %15
  store i64 %17, i64* %3, align 8
  %18 = load i8*, i8** %2, align 8
  %19 = getelementptr inbounds i8, i8* %18, i64 2
  %20 = load i8, i8* %19, align 1
  %21 = zext i8 %20 to i64
  %22 = shl i64 %21, 40
  %23 = load i64, i64* %3, align 8
  %24 = or i64 %23, %22
  store i64 %24, i64* %3, align 8
  %25 = load i8*, i8** %2, align 8
  %26 = getelementptr inbounds i8, i8* %25, i64 3
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i64
  %29 = shl i64 %28, 32
  %30 = load i64, i64* %3, align 8
  %31 = or i64 %30, %29
  store i64 %31, i64* %3, align 8
  %32 = load i8*, i8** %2, align 8
  %33 = getelementptr inbounds i8, i8* %32, i64 4
  %34 = load i8, i8* %33, align 1
  %35 = zext i8 %34 to i64
  %36 = shl i64 %35, 24
  %37 = load i64, i64* %3, align 8
  %38 = or i64 %37, %36
  store i64 %38, i64* %3, align 8
  %39 = load i8*, i8** %2, align 8
  %40 = getelementptr inbounds i8, i8* %39, i64 5
  %41 = load i8, i8* %40, align 1
  %42 = zext i8 %41 to i64
  %43 = shl i64 %42, 16
  %44 = load i64, i64* %3, align 8
  %45 = or i64 %44, %43
  store i64 %45, i64* %3, align 8
  %46 = load i8*, i8** %2, align 8
  %47 = getelementptr inbounds i8, i8* %46, i64 6
  %48 = load i8, i8* %47, align 1
  %49 = zext i8 %48 to i64
  %50 = shl i64 %49, 8
  %51 = load i64, i64* %3, align 8
  %52 = or i64 %51, %50
  store i64 %52, i64* %3, align 8
  %53 = load i8*, i8** %2, align 8
  %54 = getelementptr inbounds i8, i8* %53, i64 7
  %55 = load i8, i8* %54, align 1
  %56 = zext i8 %55 to i64
  %57 = load i64, i64* %3, align 8
  %58 = or i64 %57, %56
  store i64 %58, i64* %3, align 8
  %59 = load i64, i64* %3, align 8
  ret i64 %59
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @le64(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i64 0, i64* %3, align 8
  store i32 7, i32* %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp sge i32 %6, 0
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i64, i64* %3, align 8
  %10 = shl i64 %9, 8
  %11 = load i8*, i8** %2, align 8
  %12 = load i32, i32* %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, i8* %11, i64 %13
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i64
  %17 = or i64 %10, %16
  store i64 %17, i64* %3, align 8
  br label %18

18:                                               ; preds = %8
  %19 = load i32, i32* %4, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, i32* %4, align 4
  br label %5, !llvm.loop !12

21:                                               ; preds = %5
  %22 = load i64, i64* %3, align 8
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @shuffled(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = getelementptr inbounds i8, i8* %3, i64 1
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 24
  %8 = load i8*, i8** %2, align 8
  %9 = getelementptr inbounds i8, i8* %8, i64 0
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i32
  %12 = shl i32 %11, 16
  %13 = or i32 %7, %12
  %14 = load i8*, i8** %2, align 8
  %15 = getelementptr inbounds i8, i8* %14, i64 2
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = shl i32 %17, 8
  %19 = or i32 %13, %18
  %20 = load i8*, i8** %2, align 8
  %21 = getelementptr inbounds i8, i8* %20, i64 3
  %22 = load i8, i8* %21, align 1
  %23 = zext i8 %22 to i32
  %24 = or i32 %19, %23
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gapped(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = getelementptr inbounds i8, i8* %3, i64 0
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 8
  %8 = load i8*, i8** %2, align 8
  %9 = getelementptr inbounds i8, i8* %8, i64 2
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i32
  %12 = or i32 %7, %11
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @reused(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %4 = load i8*, i8** %2, align 8
  %5 = getelementptr inbounds i8, i8* %4, i64 0
  %6 = load i8, i8* %5, align 1
  %7 = zext i8 %6 to i32
  store i32 %7, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  %9 = shl i32 %8, 8
  %10 = load i8*, i8** %2, align 8
  %11 = getelementptr inbounds i8, i8* %10, i64 1
  %12 = load i8, i8* %11, align 1
  %13 = zext i8 %12 to i32
  %14 = or i32 %9, %13
  %15 = mul i32 %14, 3
  %16 = load i32, i32* %3, align 4
  %17 = add i32 %15, %16
  ret i32 %17
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @walk(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 8, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %60, %2
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %63

13:                                               ; preds = %9
  %14 = load i8*, i8** %3, align 8
  %15 = load i32, i32* %6, align 4
  %16 = load i32, i32* %7, align 4
  %17 = mul nsw i32 2, %16
  %18 = add nsw i32 %15, %17
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i8, i8* %14, i64 %19
  %21 = getelementptr inbounds i8, i8* %20, i64 0
  %22 = load i8, i8* %21, align 1
  %23 = zext i8 %22 to i32
  %24 = shl i32 %23, 8
  %25 = load i8*, i8** %3, align 8
  %26 = load i32, i32* %6, align 4
  %27 = load i32, i32* %7, align 4
  %28 = mul nsw i32 2, %27
  %29 = add nsw i32 %26, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i8, i8* %25, i64 %30
  %32 = getelementptr inbounds i8, i8* %31, i64 1
  %33 = load i8, i8* %32, align 1
  %34 = zext i8 %33 to i32
  %35 = or i32 %24, %34
  %36 = and i32 %35, 63
  store i32 %36, i32* %8, align 4
  %37 = load i8*, i8** %3, align 8
  %38 = load i32, i32* %8, align 4
  %39 = and i32 %38, -2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, i8* %37, i64 %40
  %42 = getelementptr inbounds i8, i8* %41, i64 0
  %43 = load i8, i8* %42, align 1
  %44 = zext i8 %43 to i32
  %45 = shl i32 %44, 8
  %46 = load i8*, i8** %3, align 8
  %47 = load i32, i32* %8, align 4
  %48 = and i32 %47, -2
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i8, i8* %46, i64 %49
  %51 = getelementptr inbounds i8, i8* %50, i64 1
  %52 = load i8, i8* %51, align 1
  %53 = zext i8 %52 to i32
  %54 = or i32 %45, %53
  %55 = load i32, i32* %5, align 4
  %56 = lshr i32 %55, 3
  %57 = add i32 %54, %56
  %58 = load i32, i32* %5, align 4
  %59 = add i32 %58, %57
  store i32 %59, i32* %5, align 4
  br label %60

60:                                               ; preds = %13
  %61 = load i32, i32* %7, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, i32* %7, align 4
  br label %9, !llvm.loop !13

63:                                               ; preds = %9
  %64 = load i32, i32* %5, align 4
  ret i32 %64
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @header_sum(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %50, %2
  %8 = load i32, i32* %6, align 4
  %9 = add nsw i32 %8, 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp sle i32 %9, %10
  br i1 %11, label %12, label %53

12:                                               ; preds = %7
  %13 = load i32, i32* %5, align 4
  %14 = mul i32 %13, 31
  %15 = load i8*, i8** %3, align 8
  %16 = load i32, i32* %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, i8* %15, i64 %17
  %19 = getelementptr inbounds i8, i8* %18, i64 0
  %20 = load i8, i8* %19, align 1
  %21 = zext i8 %20 to i32
  %22 = shl i32 %21, 24
  %23 = load i8*, i8** %3, align 8
  %24 = load i32, i32* %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, i8* %23, i64 %25
  %27 = getelementptr inbounds i8, i8* %26, i64 1
  %28 = load i8, i8* %27, align 1
  %29 = zext i8 %28 to i32
  %30 = shl i32 %29, 16
  %31 = or i32 %22, %30
  %32 = load i8*, i8** %3, align 8
  %33 = load i32, i32* %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i8, i8* %32, i64 %34
  %36 = getelementptr inbounds i8, i8* %35, i64 2
  %37 = load i8, i8* %36, align 1
  %38 = zext i8 %37 to i32
  %39 = shl i32 %38, 8
  %40 = or i32 %31, %39
  %41 = load i8*, i8** %3, align 8
  %42 = load i32, i32* %6, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, i8* %41, i64 %43
  %45 = getelementptr inbounds i8, i8* %44, i64 3
  %46 = load i8, i8* %45, align 1
  %47 = zext i8 %46 to i32
  %48 = or i32 %40, %47
  %49 = add i32 %14, %48
  store i32 %49, i32* %5, align 4
  br label %50

50:                                               ; preds = %12
  %51 = load i32, i32* %6, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %6, align 4
  br label %7, !llvm.loop !14

53:                                               ; preds = %7
  %54 = load i32, i32* %5, align 4
  ret i32 %54
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @store_between(i8* noundef %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i8 %1, i8* %4, align 1
  %6 = load i8*, i8** %3, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 0
  %8 = load i8, i8* %7, align 1
  %9 = zext i8 %8 to i32
  store i32 %9, i32* %5, align 4
  %10 = load i8, i8* %4, align 1
  %11 = load i8*, i8** %3, align 8
  %12 = getelementptr inbounds i8, i8* %11, i64 1
  store i8 %10, i8* %12, align 1
  %13 = load i32, i32* %5, align 4
  %14 = shl i32 %13, 8
  %15 = load i8*, i8** %3, align 8
  %16 = getelementptr inbounds i8, i8* %15, i64 1
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = or i32 %14, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @from_volatile() #0 {
  %1 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 0), align 1
  %2 = zext i8 %1 to i32
  %3 = shl i32 %2, 24
  %4 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 1), align 1
  %5 = zext i8 %4 to i32
  %6 = shl i32 %5, 16
  %7 = or i32 %3, %6
  %8 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 2), align 1
  %9 = zext i8 %8 to i32
  %10 = shl i32 %9, 8
  %11 = or i32 %7, %10
  %12 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i64 0, i64 3), align 1
  %13 = zext i8 %12 to i32
  %14 = or i32 %11, %13
  ret i32 %14
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put16(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = ashr i32 %5, 8
  %7 = trunc i32 %6 to i8
  %8 = load i8*, i8** %3, align 8
  %9 = getelementptr inbounds i8, i8* %8, i64 0
  store i8 %7, i8* %9, align 1
  %10 = load i32, i32* %4, align 4
  %11 = trunc i32 %10 to i8
  %12 = load i8*, i8** %3, align 8
  %13 = getelementptr inbounds i8, i8* %12, i64 1
  store i8 %11, i8* %13, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put32(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = lshr i32 %5, 24
  %7 = trunc i32 %6 to i8
  %8 = load i8*, i8** %3, align 8
  %9 = getelementptr inbounds i8, i8* %8, i64 0
  store i8 %7, i8* %9, align 1
  %10 = load i32, i32* %4, align 4
  %11 = lshr i32 %10, 16
  %12 = trunc i32 %11 to i8
  %13 = load i8*, i8** %3, align 8
  %14 = getelementptr inbounds i8, i8* %13, i64 1
  store i8 %12, i8* %14, align 1
  %15 = load i32, i32* %4, align 4
  %16 = lshr i32 %15, 8
  %17 = trunc i32 %16 to i8
  %18 = load i8*, i8** %3, align 8
  %19 = getelementptr inbounds i8, i8* %18, i64 2
  store i8 %17, i8* %19, align 1
  %20 = load i32, i32* %4, align 4
  %21 = trunc i32 %20 to i8
  %22 = load i8*, i8** %3, align 8
  %23 = getelementptr inbounds i8, i8* %22, i64 3
  store i8 %21, i8* %23, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @putle64(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %4, align 8
  %6 = trunc i64 %5 to i8
  %7 = load i8*, i8** %3, align 8
  %8 = getelementptr inbounds i8, i8* %7, i64 0
  store i8 %6, i8* %8, align 1
  %9 = load i64, i64* %4, align 8
  %10 = lshr i64 %9, 8
  %11 = trunc i64 %10 to i8
  %12 = load i8*, i8** %3, align 8
  %13 = getelementptr inbounds i8, i8* %12, i64 1
  store i8 %11, i8* %13, align 1
  %14 = load i64, i64* %4, align 8
  %15 = lshr i64 %14, 16
  %16 = trunc i64 %15 to i8
  %17 = load i8*, i8** %3, align 8
  %18 = getelementptr inbounds i8, i8* %17, i64 2
  store i8 %16, i8* %18, align 1
  %19 = load i64, i64* %4, align 8
  %20 = lshr i64 %19, 24
  %21 = trunc i64 %20 to i8
  %22 = load i8*, i8** %3, align 8
  %23 = getelementptr inbounds i8, i8* %22, i64 3
  store i8 %21, i8* %23, align 1
  %24 = load i64, i64* %4, align 8
  %25 = lshr i64 %24, 32
  %26 = trunc i64 %25 to i8
  %27 = load i8*, i8** %3, align 8
  %28 = getelementptr inbounds i8, i8* %27, i64 4
  store i8 %26, i8* %28, align 1
  %29 = load i64, i64* %4, align 8
  %30 = lshr i64 %29, 40
  %31 = trunc i64 %30 to i8
  %32 = load i8*, i8** %3, align 8
  %33 = getelementptr inbounds i8, i8* %32, i64 5
  store i8 %31, i8* %33, align 1
  %34 = load i64, i64* %4, align 8
  %35 = lshr i64 %34, 48
  %36 = trunc i64 %35 to i8
  %37 = load i8*, i8** %3, align 8
  %38 = getelementptr inbounds i8, i8* %37, i64 6
  store i8 %36, i8* %38, align 1
  %39 = load i64, i64* %4, align 8
  %40 = lshr i64 %39, 56
  %41 = trunc i64 %40 to i8
  %42 = load i8*, i8** %3, align 8
  %43 = getelementptr inbounds i8, i8* %42, i64 7
  store i8 %41, i8* %43, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @put_then_read(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %4, align 4
  %7 = ashr i32 %6, 8
  %8 = trunc i32 %7 to i8
  %9 = load i8*, i8** %3, align 8
  %10 = getelementptr inbounds i8, i8* %9, i64 0
  store i8 %8, i8* %10, align 1
  %11 = load i8*, i8** %3, align 8
  %12 = getelementptr inbounds i8, i8* %11, i64 0
  %13 = load i8, i8* %12, align 1
  %14 = zext i8 %13 to i32
  %15 = load i8*, i8** %3, align 8
  %16 = getelementptr inbounds i8, i8* %15, i64 3
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add nsw i32 %14, %18
  store i32 %19, i32* %5, align 4
  %20 = load i32, i32* %4, align 4
  %21 = trunc i32 %20 to i8
  %22 = load i8*, i8** %3, align 8
  %23 = getelementptr inbounds i8, i8* %22, i64 1
  store i8 %21, i8* %23, align 1
  %24 = load i32, i32* %5, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_two(i8* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %5, align 4
  %8 = ashr i32 %7, 8
  %9 = trunc i32 %8 to i8
  %10 = load i8*, i8** %4, align 8
  %11 = getelementptr inbounds i8, i8* %10, i64 0
  store i8 %9, i8* %11, align 1
  %12 = load i32, i32* %6, align 4
  %13 = trunc i32 %12 to i8
  %14 = load i8*, i8** %4, align 8
  %15 = getelementptr inbounds i8, i8* %14, i64 1
  store i8 %13, i8* %15, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shift_cells(i8* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  store i8* %0, i8** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %51, %3
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %54

13:                                               ; preds = %9
  %14 = load i8*, i8** %4, align 8
  %15 = load i32, i32* %7, align 4
  %16 = mul nsw i32 2, %15
  %17 = add nsw i32 8, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i8, i8* %14, i64 %18
  store i8* %19, i8** %8, align 8
  %20 = load i8*, i8** %8, align 8
  %21 = getelementptr inbounds i8, i8* %20, i64 0
  %22 = load i8, i8* %21, align 1
  %23 = zext i8 %22 to i32
  %24 = shl i32 %23, 8
  %25 = load i8*, i8** %8, align 8
  %26 = getelementptr inbounds i8, i8* %25, i64 1
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i32
  %29 = or i32 %24, %28
  %30 = load i32, i32* %6, align 4
  %31 = add nsw i32 %29, %30
  %32 = ashr i32 %31, 8
  %33 = trunc i32 %32 to i8
  %34 = load i8*, i8** %8, align 8
  %35 = getelementptr inbounds i8, i8* %34, i64 0
  store i8 %33, i8* %35, align 1
  %36 = load i8*, i8** %8, align 8
  %37 = getelementptr inbounds i8, i8* %36, i64 0
  %38 = load i8, i8* %37, align 1
  %39 = zext i8 %38 to i32
  %40 = shl i32 %39, 8
  %41 = load i8*, i8** %8, align 8
  %42 = getelementptr inbounds i8, i8* %41, i64 1
  %43 = load i8, i8* %42, align 1
  %44 = zext i8 %43 to i32
  %45 = or i32 %40, %44
  %46 = load i32, i32* %6, align 4
  %47 = add nsw i32 %45, %46
  %48 = trunc i32 %47 to i8
  %49 = load i8*, i8** %8, align 8
  %50 = getelementptr inbounds i8, i8* %49, i64 1
  store i8 %48, i8* %50, align 1
  br label %51

51:                                               ; preds = %13
  %52 = load i32, i32* %7, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %7, align 4
  br label %9, !llvm.loop !15

54:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_magic(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = getelementptr inbounds i8, i8* %3, i64 0
  store i8 83, i8* %4, align 1
  %5 = load i8*, i8** %2, align 8
  %6 = getelementptr inbounds i8, i8* %5, i64 1
  store i8 81, i8* %6, align 1
  %7 = load i8*, i8** %2, align 8
  %8 = getelementptr inbounds i8, i8* %7, i64 2
  store i8 76, i8* %8, align 1
  %9 = load i8*, i8** %2, align 8
  %10 = getelementptr inbounds i8, i8* %9, i64 3
  store i8 -23, i8* %10, align 1
  %11 = load i8*, i8** %2, align 8
  %12 = getelementptr inbounds i8, i8* %11, i64 4
  store i8 0, i8* %12, align 1
  %13 = load i8*, i8** %2, align 8
  %14 = getelementptr inbounds i8, i8* %13, i64 5
  store i8 0, i8* %14, align 1
  %15 = load i8*, i8** %2, align 8
  %16 = getelementptr inbounds i8, i8* %15, i64 6
  store i8 -128, i8* %16, align 1
  %17 = load i8*, i8** %2, align 8
  %18 = getelementptr inbounds i8, i8* %17, i64 7
  store i8 127, i8* %18, align 1
  %19 = load i8*, i8** %2, align 8
  %20 = getelementptr inbounds i8, i8* %19, i64 8
  store i8 -1, i8* %20, align 1
  %21 = load i8*, i8** %2, align 8
  %22 = getelementptr inbounds i8, i8* %21, i64 9
  store i8 -2, i8* %22, align 1
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

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
