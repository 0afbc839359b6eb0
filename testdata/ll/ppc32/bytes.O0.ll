; ModuleID = 'c/bytes.c'
source_filename = "c/bytes.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@buf = internal global [64 x i8] zeroinitializer, align 1
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
  %6 = alloca [16 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %19, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %22

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4
  %14 = mul nsw i32 %13, 37
  %15 = add nsw i32 %14, 11
  %16 = trunc i32 %15 to i8
  %17 = load i32, i32* %2, align 4
  %18 = getelementptr inbounds [64 x i8], [64 x i8]* @buf, i32 0, i32 %17
  store i8 %16, i8* %18, align 1
  br label %19

19:                                               ; preds = %12
  %20 = load i32, i32* %2, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %2, align 4
  br label %9, !llvm.loop !6

22:                                               ; preds = %9
  store i32 0, i32* %3, align 4
  br label %23

23:                                               ; preds = %33, %22
  %24 = load i32, i32* %3, align 4
  %25 = icmp slt i32 %24, 8
  br i1 %25, label %26, label %36

26:                                               ; preds = %23
  %27 = load i32, i32* %3, align 4
  %28 = mul nsw i32 %27, 9
  %29 = sub nsw i32 240, %28
  %30 = trunc i32 %29 to i8
  %31 = load i32, i32* %3, align 4
  %32 = getelementptr inbounds [8 x i8], [8 x i8]* @vbuf, i32 0, i32 %31
  store volatile i8 %30, i8* %32, align 1
  br label %33

33:                                               ; preds = %26
  %34 = load i32, i32* %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %3, align 4
  br label %23, !llvm.loop !8

36:                                               ; preds = %23
  store i32 0, i32* %4, align 4
  br label %37

37:                                               ; preds = %75, %36
  %38 = load i32, i32* %4, align 4
  %39 = icmp slt i32 %38, 56
  br i1 %39, label %40, label %78

40:                                               ; preds = %37
  %41 = load i32, i32* %4, align 4
  %42 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 %41
  %43 = call i32 @be16(i8* noundef %42)
  %44 = sext i32 %43 to i64
  call void @mix(i64 noundef %44)
  %45 = load i32, i32* %4, align 4
  %46 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 %45
  %47 = call i32 @be32(i8* noundef %46)
  %48 = zext i32 %47 to i64
  call void @mix(i64 noundef %48)
  %49 = load i32, i32* %4, align 4
  %50 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 %49
  %51 = call zeroext i16 @le16(i8* noundef %50)
  %52 = zext i16 %51 to i64
  call void @mix(i64 noundef %52)
  %53 = load i32, i32* %4, align 4
  %54 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 %53
  %55 = call i32 @le32(i8* noundef %54)
  %56 = zext i32 %55 to i64
  call void @mix(i64 noundef %56)
  %57 = load i32, i32* %4, align 4
  %58 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 %57
  %59 = call i64 @be64(i8* noundef %58)
  call void @mix(i64 noundef %59)
  %60 = load i32, i32* %4, align 4
  %61 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 %60
  %62 = call i64 @le64(i8* noundef %61)
  call void @mix(i64 noundef %62)
  %63 = load i32, i32* %4, align 4
  %64 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 %63
  %65 = call i32 @shuffled(i8* noundef %64)
  %66 = zext i32 %65 to i64
  call void @mix(i64 noundef %66)
  %67 = load i32, i32* %4, align 4
  %68 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 %67
  %69 = call i32 @gapped(i8* noundef %68)
  %70 = zext i32 %69 to i64
  call void @mix(i64 noundef %70)
  %71 = load i32, i32* %4, align 4
  %72 = getelementptr inbounds i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 %71
  %73 = call i32 @reused(i8* noundef %72)
  %74 = zext i32 %73 to i64
  call void @mix(i64 noundef %74)
  br label %75

75:                                               ; preds = %40
  %76 = load i32, i32* %4, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %4, align 4
  br label %37, !llvm.loop !9

78:                                               ; preds = %37
  %79 = call i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 5))
  %80 = call i32 @be32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 9))
  %81 = call zeroext i16 @le16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 3))
  %82 = zext i16 %81 to i32
  %83 = call i32 @le32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 17))
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str, i32 0, i32 0), i32 noundef %79, i32 noundef %80, i32 noundef %82, i32 noundef %83)
  %85 = call i64 @be64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 1))
  %86 = call i64 @le64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 30))
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i64 noundef %85, i64 noundef %86)
  %88 = call i32 @walk(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 noundef 20)
  %89 = call i32 @header_sum(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 noundef 64)
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i32 0, i32 0), i32 noundef %88, i32 noundef %89)
  %91 = bitcast [2 x i8]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %91, i8* align 1 getelementptr inbounds ([2 x i8], [2 x i8]* @__const.main.tmp, i32 0, i32 0), i32 2, i1 false)
  %92 = getelementptr inbounds [2 x i8], [2 x i8]* %5, i32 0, i32 0
  %93 = call i32 @store_between(i8* noundef %92, i8 noundef zeroext 86)
  %94 = call i32 @from_volatile()
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i32 0, i32 0), i32 noundef %93, i32 noundef %94)
  %96 = call i32 @shuffled(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 7))
  %97 = call i32 @gapped(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 40))
  %98 = call i32 @reused(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 2))
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.4, i32 0, i32 0), i32 noundef %96, i32 noundef %97, i32 noundef %98)
  %100 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 0
  call void @llvm.memset.p0i8.i32(i8* align 1 %100, i8 0, i32 16, i1 false)
  %101 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 0
  %102 = getelementptr inbounds i8, i8* %101, i32 1
  %103 = call i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 11))
  call void @put16(i8* noundef %102, i32 noundef %103)
  %104 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 0
  %105 = getelementptr inbounds i8, i8* %104, i32 4
  %106 = call i32 @be32(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 20))
  call void @put32(i8* noundef %105, i32 noundef %106)
  %107 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 0
  %108 = getelementptr inbounds i8, i8* %107, i32 8
  %109 = call i64 @be64(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 3))
  call void @putle64(i8* noundef %108, i64 noundef %109)
  store i32 0, i32* %7, align 4
  br label %110

110:                                              ; preds = %122, %78
  %111 = load i32, i32* %7, align 4
  %112 = icmp slt i32 %111, 16
  br i1 %112, label %113, label %125

113:                                              ; preds = %110
  %114 = load i32, i32* %7, align 4
  %115 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 %114
  %116 = load i8, i8* %115, align 1
  %117 = zext i8 %116 to i64
  %118 = load i32, i32* %7, align 4
  %119 = sext i32 %118 to i64
  %120 = mul i64 %119, 256
  %121 = add i64 %117, %120
  call void @mix(i64 noundef %121)
  br label %122

122:                                              ; preds = %113
  %123 = load i32, i32* %7, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, i32* %7, align 4
  br label %110, !llvm.loop !10

125:                                              ; preds = %110
  %126 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 0
  %127 = getelementptr inbounds i8, i8* %126, i32 4
  %128 = call i32 @be32(i8* noundef %127)
  %129 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 0
  %130 = getelementptr inbounds i8, i8* %129, i32 1
  %131 = call zeroext i16 @le16(i8* noundef %130)
  %132 = zext i16 %131 to i32
  %133 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 0
  %134 = getelementptr inbounds i8, i8* %133, i32 8
  %135 = call i64 @le64(i8* noundef %134)
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0), i32 noundef %128, i32 noundef %132, i64 noundef %135)
  %137 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 3
  store i8 9, i8* %137, align 1
  %138 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 0
  %139 = call i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 40))
  %140 = call i32 @put_then_read(i8* noundef %138, i32 noundef %139)
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i32 0, i32 0), i32 noundef %140)
  %142 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 0
  %143 = getelementptr inbounds i8, i8* %142, i32 6
  %144 = call i32 @be16(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 50))
  %145 = load i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 9), align 1
  %146 = zext i8 %145 to i32
  call void @put_two(i8* noundef %143, i32 noundef %144, i32 noundef %146)
  %147 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 0
  %148 = load i8, i8* %147, align 1
  %149 = zext i8 %148 to i32
  %150 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 1
  %151 = load i8, i8* %150, align 1
  %152 = zext i8 %151 to i32
  %153 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 0
  %154 = getelementptr inbounds i8, i8* %153, i32 6
  %155 = call i32 @be16(i8* noundef %154)
  %156 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i32 0, i32 0), i32 noundef %149, i32 noundef %152, i32 noundef %155)
  call void @shift_cells(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 noundef 12, i32 noundef 300)
  %157 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 0
  %158 = getelementptr inbounds i8, i8* %157, i32 3
  call void @put_magic(i8* noundef %158)
  store i32 0, i32* %8, align 4
  br label %159

159:                                              ; preds = %171, %125
  %160 = load i32, i32* %8, align 4
  %161 = icmp slt i32 %160, 16
  br i1 %161, label %162, label %174

162:                                              ; preds = %159
  %163 = load i32, i32* %8, align 4
  %164 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i32 0, i32 %163
  %165 = load i8, i8* %164, align 1
  %166 = zext i8 %165 to i64
  %167 = load i32, i32* %8, align 4
  %168 = sext i32 %167 to i64
  %169 = mul i64 %168, 256
  %170 = add i64 %166, %169
  call void @mix(i64 noundef %170)
  br label %171

171:                                              ; preds = %162
  %172 = load i32, i32* %8, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, i32* %8, align 4
  br label %159, !llvm.loop !11

174:                                              ; preds = %159
  %175 = call i32 @walk(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @buf, i32 0, i32 0), i32 noundef 12)
  %176 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i32 0, i32 0), i32 noundef %175)
  %177 = load i32, i32* @check, align 4
  %178 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.9, i32 0, i32 0), i32 noundef %177)
  %179 = load i32, i32* @check, align 4
  %180 = and i32 %179, 127
  ret i32 %180
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
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = getelementptr inbounds i8, i8* %3, i32 0
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 8
  %8 = load i8*, i8** %2, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 1
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i32
  %12 = or i32 %7, %11
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @be32(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = getelementptr inbounds i8, i8* %3, i32 0
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 24
  %8 = load i8*, i8** %2, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 1
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i32
  %12 = shl i32 %11, 16
  %13 = or i32 %7, %12
  %14 = load i8*, i8** %2, align 4
  %15 = getelementptr inbounds i8, i8* %14, i32 2
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = shl i32 %17, 8
  %19 = or i32 %13, %18
  %20 = load i8*, i8** %2, align 4
  %21 = getelementptr inbounds i8, i8* %20, i32 3
  %22 = load i8, i8* %21, align 1
  %23 = zext i8 %22 to i32
  %24 = or i32 %19, %23
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @le16(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = getelementptr inbounds i8, i8* %3, i32 0
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8*, i8** %2, align 4
  %8 = getelementptr inbounds i8, i8* %7, i32 1
  %9 = load i8, i8* %8, align 1
  %10 = zext i8 %9 to i32
  %11 = shl i32 %10, 8
  %12 = or i32 %6, %11
  %13 = trunc i32 %12 to i16
  ret i16 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @le32(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = getelementptr inbounds i8, i8* %3, i32 0
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8*, i8** %2, align 4
  %8 = getelementptr inbounds i8, i8* %7, i32 1
  %9 = load i8, i8* %8, align 1
  %10 = zext i8 %9 to i32
  %11 = shl i32 %10, 8
  %12 = or i32 %6, %11
  %13 = load i8*, i8** %2, align 4
  %14 = getelementptr inbounds i8, i8* %13, i32 2
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  %17 = shl i32 %16, 16
  %18 = or i32 %12, %17
  %19 = load i8*, i8** %2, align 4
  %20 = getelementptr inbounds i8, i8* %19, i32 3
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i32
  %23 = shl i32 %22, 24
  %24 = or i32 %18, %23
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @be64(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i64, align 8
  store i8* %0, i8** %2, align 4
  store i64 0, i64* %3, align 8
  %4 = load i8*, i8** %2, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 0
  %6 = load i8, i8* %5, align 1
  %7 = zext i8 %6 to i64
  %8 = shl i64 %7, 56
  %9 = load i64, i64* %3, align 8
  %10 = or i64 %9, %8
  store i64 %10, i64* %3, align 8
  %11 = load i8*, i8** %2, align 4
  %12 = getelementptr inbounds i8, i8* %11, i32 1
  %13 = load i8, i8* %12, align 1
  %14 = zext i8 %13 to i64
  %15 = shl i64 %14, 48
  %16 = load i64, i64* %3, align 8
  %17 = or i64 %16, %15
  store i64 %17, i64* %3, align 8
  %18 = load i8*, i8** %2, align 4
  %19 = getelementptr inbounds i8, i8* %18, i32 2
  %20 = load i8, i8* %19, align 1
  %21 = zext i8 %20 to i64
  %22 = shl i64 %21, 40
  %23 = load i64, i64* %3, align 8
  %24 = or i64 %23, %22
  store i64 %24, i64* %3, align 8
  %25 = load i8*, i8** %2, align 4
  %26 = getelementptr inbounds i8, i8* %25, i32 3
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i64
  %29 = shl i64 %28, 32
  %30 = load i64, i64* %3, align 8
  %31 = or i64 %30, %29
  store i64 %31, i64* %3, align 8
  %32 = load i8*, i8** %2, align 4
  %33 = getelementptr inbounds i8, i8* %32, i32 4
  %34 = load i8, i8* %33, align 1
  %35 = zext i8 %34 to i64
  %36 = shl i64 %35, 24
  %37 = load i64, i64* %3, align 8
  %38 = or i64 %37, %36
  store i64 %38, i64* %3, align 8
  %39 = load i8*, i8** %2, align 4
  %40 = getelementptr inbounds i8, i8* %39, i32 5
  %41 = load i8, i8* %40, align 1
  %42 = zext i8 %41 to i64
  %43 = shl i64 %42, 16
  %44 = load i64, i64* %3, align 8
  %45 = or i64 %44, %43
  store i64 %45, i64* %3, align 8
  %46 = load i8*, i8** %2, align 4
  %47 = getelementptr inbounds i8, i8* %46, i32 6
  %48 = load i8, i8* %47, align 1
  %49 = zext i8 %48 to i64
  %50 = shl i64 %49, 8
  %51 = load i64, i64* %3, align 8
  %52 = or i64 %51, %50
  store i64 %52, i64* %3, align 8
  %53 = load i8*, i8** %2, align 4
  %54 = getelementptr inbounds i8, i8* %53, i32 7
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
  %2 = alloca i8*, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i64 0, i64* %3, align 8
  store i32 7, i32* %4, align 4
  br label %5

5:                                                ; preds = %17, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp sge i32 %6, 0
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load i64, i64* %3, align 8
  %10 = shl i64 %9, 8
  %11 = load i8*, i8** %2, align 4
  %12 = load i32, i32* %4, align 4
  %13 = getelementptr inbounds i8, i8* %11, i32 %12
  %14 = load i8, i8* %13, align 1
  %15 = zext i8 %14 to i64
  %16 = or i64 %10, %15
  store i64 %16, i64* %3, align 8
  br label %17

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %18, -1
  store i32 %19, i32* %4, align 4
  br label %5, !llvm.loop !12

20:                                               ; preds = %5
  %21 = load i64, i64* %3, align 8
  ret i64 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @shuffled(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = getelementptr inbounds i8, i8* %3, i32 1
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 24
  %8 = load i8*, i8** %2, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 0
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i32
  %12 = shl i32 %11, 16
  %13 = or i32 %7, %12
  %14 = load i8*, i8** %2, align 4
  %15 = getelementptr inbounds i8, i8* %14, i32 2
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = shl i32 %17, 8
  %19 = or i32 %13, %18
  %20 = load i8*, i8** %2, align 4
  %21 = getelementptr inbounds i8, i8* %20, i32 3
  %22 = load i8, i8* %21, align 1
  %23 = zext i8 %22 to i32
  %24 = or i32 %19, %23
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gapped(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = getelementptr inbounds i8, i8* %3, i32 0
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 8
  %8 = load i8*, i8** %2, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 2
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i32
  %12 = or i32 %7, %11
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @reused(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  %4 = load i8*, i8** %2, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 0
  %6 = load i8, i8* %5, align 1
  %7 = zext i8 %6 to i32
  store i32 %7, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  %9 = shl i32 %8, 8
  %10 = load i8*, i8** %2, align 4
  %11 = getelementptr inbounds i8, i8* %10, i32 1
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
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 8, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %56, %2
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %59

13:                                               ; preds = %9
  %14 = load i8*, i8** %3, align 4
  %15 = load i32, i32* %6, align 4
  %16 = load i32, i32* %7, align 4
  %17 = mul nsw i32 2, %16
  %18 = add nsw i32 %15, %17
  %19 = getelementptr inbounds i8, i8* %14, i32 %18
  %20 = getelementptr inbounds i8, i8* %19, i32 0
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i32
  %23 = shl i32 %22, 8
  %24 = load i8*, i8** %3, align 4
  %25 = load i32, i32* %6, align 4
  %26 = load i32, i32* %7, align 4
  %27 = mul nsw i32 2, %26
  %28 = add nsw i32 %25, %27
  %29 = getelementptr inbounds i8, i8* %24, i32 %28
  %30 = getelementptr inbounds i8, i8* %29, i32 1
  %31 = load i8, i8* %30, align 1
  %32 = zext i8 %31 to i32
  %33 = or i32 %23, %32
  %34 = and i32 %33, 63
  store i32 %34, i32* %8, align 4
  %35 = load i8*, i8** %3, align 4
  %36 = load i32, i32* %8, align 4
  %37 = and i32 %36, -2
  %38 = getelementptr inbounds i8, i8* %35, i32 %37
  %39 = getelementptr inbounds i8, i8* %38, i32 0
  %40 = load i8, i8* %39, align 1
  %41 = zext i8 %40 to i32
  %42 = shl i32 %41, 8
  %43 = load i8*, i8** %3, align 4
  %44 = load i32, i32* %8, align 4
  %45 = and i32 %44, -2
  %46 = getelementptr inbounds i8, i8* %43, i32 %45
  %47 = getelementptr inbounds i8, i8* %46, i32 1
  %48 = load i8, i8* %47, align 1
  %49 = zext i8 %48 to i32
  %50 = or i32 %42, %49
  %51 = load i32, i32* %5, align 4
  %52 = lshr i32 %51, 3
  %53 = add i32 %50, %52
  %54 = load i32, i32* %5, align 4
  %55 = add i32 %54, %53
  store i32 %55, i32* %5, align 4
  br label %56

56:                                               ; preds = %13
  %57 = load i32, i32* %7, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %7, align 4
  br label %9, !llvm.loop !13

59:                                               ; preds = %9
  %60 = load i32, i32* %5, align 4
  ret i32 %60
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @header_sum(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %46, %2
  %8 = load i32, i32* %6, align 4
  %9 = add nsw i32 %8, 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp sle i32 %9, %10
  br i1 %11, label %12, label %49

12:                                               ; preds = %7
  %13 = load i32, i32* %5, align 4
  %14 = mul i32 %13, 31
  %15 = load i8*, i8** %3, align 4
  %16 = load i32, i32* %6, align 4
  %17 = getelementptr inbounds i8, i8* %15, i32 %16
  %18 = getelementptr inbounds i8, i8* %17, i32 0
  %19 = load i8, i8* %18, align 1
  %20 = zext i8 %19 to i32
  %21 = shl i32 %20, 24
  %22 = load i8*, i8** %3, align 4
  %23 = load i32, i32* %6, align 4
  %24 = getelementptr inbounds i8, i8* %22, i32 %23
  %25 = getelementptr inbounds i8, i8* %24, i32 1
  %26 = load i8, i8* %25, align 1
  %27 = zext i8 %26 to i32
  %28 = shl i32 %27, 16
  %29 = or i32 %21, %28
  %30 = load i8*, i8** %3, align 4
  %31 = load i32, i32* %6, align 4
  %32 = getelementptr inbounds i8, i8* %30, i32 %31
  %33 = getelementptr inbounds i8, i8* %32, i32 2
  %34 = load i8, i8* %33, align 1
  %35 = zext i8 %34 to i32
  %36 = shl i32 %35, 8
  %37 = or i32 %29, %36
  %38 = load i8*, i8** %3, align 4
  %39 = load i32, i32* %6, align 4
  %40 = getelementptr inbounds i8, i8* %38, i32 %39
  %41 = getelementptr inbounds i8, i8* %40, i32 3
  %42 = load i8, i8* %41, align 1
  %43 = zext i8 %42 to i32
  %44 = or i32 %37, %43
  %45 = add i32 %14, %44
  store i32 %45, i32* %5, align 4
  br label %46

46:                                               ; preds = %12
  %47 = load i32, i32* %6, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %6, align 4
  br label %7, !llvm.loop !14

49:                                               ; preds = %7
  %50 = load i32, i32* %5, align 4
  ret i32 %50
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @store_between(i8* noundef %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i8 %1, i8* %4, align 1
  %6 = load i8*, i8** %3, align 4
  %7 = getelementptr inbounds i8, i8* %6, i32 0
  %8 = load i8, i8* %7, align 1
  %9 = zext i8 %8 to i32
  store i32 %9, i32* %5, align 4
  %10 = load i8, i8* %4, align 1
  %11 = load i8*, i8** %3, align 4
  %12 = getelementptr inbounds i8, i8* %11, i32 1
  store i8 %10, i8* %12, align 1
  %13 = load i32, i32* %5, align 4
  %14 = shl i32 %13, 8
  %15 = load i8*, i8** %3, align 4
  %16 = getelementptr inbounds i8, i8* %15, i32 1
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = or i32 %14, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @from_volatile() #0 {
  %1 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 0), align 1
  %2 = zext i8 %1 to i32
  %3 = shl i32 %2, 24
  %4 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 1), align 1
  %5 = zext i8 %4 to i32
  %6 = shl i32 %5, 16
  %7 = or i32 %3, %6
  %8 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 2), align 1
  %9 = zext i8 %8 to i32
  %10 = shl i32 %9, 8
  %11 = or i32 %7, %10
  %12 = load volatile i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @vbuf, i32 0, i32 3), align 1
  %13 = zext i8 %12 to i32
  %14 = or i32 %11, %13
  ret i32 %14
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put16(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = ashr i32 %5, 8
  %7 = trunc i32 %6 to i8
  %8 = load i8*, i8** %3, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 0
  store i8 %7, i8* %9, align 1
  %10 = load i32, i32* %4, align 4
  %11 = trunc i32 %10 to i8
  %12 = load i8*, i8** %3, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 1
  store i8 %11, i8* %13, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put32(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = lshr i32 %5, 24
  %7 = trunc i32 %6 to i8
  %8 = load i8*, i8** %3, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 0
  store i8 %7, i8* %9, align 1
  %10 = load i32, i32* %4, align 4
  %11 = lshr i32 %10, 16
  %12 = trunc i32 %11 to i8
  %13 = load i8*, i8** %3, align 4
  %14 = getelementptr inbounds i8, i8* %13, i32 1
  store i8 %12, i8* %14, align 1
  %15 = load i32, i32* %4, align 4
  %16 = lshr i32 %15, 8
  %17 = trunc i32 %16 to i8
  %18 = load i8*, i8** %3, align 4
  %19 = getelementptr inbounds i8, i8* %18, i32 2
  store i8 %17, i8* %19, align 1
  %20 = load i32, i32* %4, align 4
  %21 = trunc i32 %20 to i8
  %22 = load i8*, i8** %3, align 4
  %23 = getelementptr inbounds i8, i8* %22, i32 3
  store i8 %21, i8* %23, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @putle64(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i64, align 8
  store i8* %0, i8** %3, align 4
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %4, align 8
  %6 = trunc i64 %5 to i8
  %7 = load i8*, i8** %3, align 4
  %8 = getelementptr inbounds i8, i8* %7, i32 0
  store i8 %6, i8* %8, align 1
  %9 = load i64, i64* %4, align 8
  %10 = lshr i64 %9, 8
  %11 = trunc i64 %10 to i8
  %12 = load i8*, i8** %3, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 1
  store i8 %11, i8* %13, align 1
  %14 = load i64, i64* %4, align 8
  %15 = lshr i64 %14, 16
  %16 = trunc i64 %15 to i8
  %17 = load i8*, i8** %3, align 4
  %18 = getelementptr inbounds i8, i8* %17, i32 2
  store i8 %16, i8* %18, align 1
  %19 = load i64, i64* %4, align 8
  %20 = lshr i64 %19, 24
  %21 = trunc i64 %20 to i8
  %22 = load i8*, i8** %3, align 4
  %23 = getelementptr inbounds i8, i8* %22, i32 3
  store i8 %21, i8* %23, align 1
  %24 = load i64, i64* %4, align 8
  %25 = lshr i64 %24, 32
  %26 = trunc i64 %25 to i8
  %27 = load i8*, i8** %3, align 4
  %28 = getelementptr inbounds i8, i8* %27, i32 4
  store i8 %26, i8* %28, align 1
  %29 = load i64, i64* %4, align 8
  %30 = lshr i64 %29, 40
  %31 = trunc i64 %30 to i8
  %32 = load i8*, i8** %3, align 4
  %33 = getelementptr inbounds i8, i8* %32, i32 5
  store i8 %31, i8* %33, align 1
  %34 = load i64, i64* %4, align 8
  %35 = lshr i64 %34, 48
  %36 = trunc i64 %35 to i8
  %37 = load i8*, i8** %3, align 4
  %38 = getelementptr inbounds i8, i8* %37, i32 6
  store i8 %36, i8* %38, align 1
  %39 = load i64, i64* %4, align 8
  %40 = lshr i64 %39, 56
  %41 = trunc i64 %40 to i8
  %42 = load i8*, i8** %3, align 4
  %43 = getelementptr inbounds i8, i8* %42, i32 7
  store i8 %41, i8* %43, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @put_then_read(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %4, align 4
  %7 = ashr i32 %6, 8
  %8 = trunc i32 %7 to i8
  %9 = load i8*, i8** %3, align 4
  %10 = getelementptr inbounds i8, i8* %9, i32 0
  store i8 %8, i8* %10, align 1
  %11 = load i8*, i8** %3, align 4
  %12 = getelementptr inbounds i8, i8* %11, i32 0
  %13 = load i8, i8* %12, align 1
  %14 = zext i8 %13 to i32
  %15 = load i8*, i8** %3, align 4
  %16 = getelementptr inbounds i8, i8* %15, i32 3
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add nsw i32 %14, %18
  store i32 %19, i32* %5, align 4
  %20 = load i32, i32* %4, align 4
  %21 = trunc i32 %20 to i8
  %22 = load i8*, i8** %3, align 4
  %23 = getelementptr inbounds i8, i8* %22, i32 1
  store i8 %21, i8* %23, align 1
  %24 = load i32, i32* %5, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_two(i8* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %5, align 4
  %8 = ashr i32 %7, 8
  %9 = trunc i32 %8 to i8
  %10 = load i8*, i8** %4, align 4
  %11 = getelementptr inbounds i8, i8* %10, i32 0
  store i8 %9, i8* %11, align 1
  %12 = load i32, i32* %6, align 4
  %13 = trunc i32 %12 to i8
  %14 = load i8*, i8** %4, align 4
  %15 = getelementptr inbounds i8, i8* %14, i32 1
  store i8 %13, i8* %15, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shift_cells(i8* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %50, %3
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %53

13:                                               ; preds = %9
  %14 = load i8*, i8** %4, align 4
  %15 = load i32, i32* %7, align 4
  %16 = mul nsw i32 2, %15
  %17 = add nsw i32 8, %16
  %18 = getelementptr inbounds i8, i8* %14, i32 %17
  store i8* %18, i8** %8, align 4
  %19 = load i8*, i8** %8, align 4
  %20 = getelementptr inbounds i8, i8* %19, i32 0
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i32
  %23 = shl i32 %22, 8
  %24 = load i8*, i8** %8, align 4
  %25 = getelementptr inbounds i8, i8* %24, i32 1
  %26 = load i8, i8* %25, align 1
  %27 = zext i8 %26 to i32
  %28 = or i32 %23, %27
  %29 = load i32, i32* %6, align 4
  %30 = add nsw i32 %28, %29
  %31 = ashr i32 %30, 8
  %32 = trunc i32 %31 to i8
  %33 = load i8*, i8** %8, align 4
  %34 = getelementptr inbounds i8, i8* %33, i32 0
  store i8 %32, i8* %34, align 1
  %35 = load i8*, i8** %8, align 4
  %36 = getelementptr inbounds i8, i8* %35, i32 0
  %37 = load i8, i8* %36, align 1
  %38 = zext i8 %37 to i32
  %39 = shl i32 %38, 8
  %40 = load i8*, i8** %8, align 4
  %41 = getelementptr inbounds i8, i8* %40, i32 1
  %42 = load i8, i8* %41, align 1
  %43 = zext i8 %42 to i32
  %44 = or i32 %39, %43
  %45 = load i32, i32* %6, align 4
  %46 = add nsw i32 %44, %45
  %47 = trunc i32 %46 to i8
  %48 = load i8*, i8** %8, align 4
  %49 = getelementptr inbounds i8, i8* %48, i32 1
  store i8 %47, i8* %49, align 1
  br label %50

50:                                               ; preds = %13
  %51 = load i32, i32* %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %7, align 4
  br label %9, !llvm.loop !15

53:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_magic(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = getelementptr inbounds i8, i8* %3, i32 0
  store i8 83, i8* %4, align 1
  %5 = load i8*, i8** %2, align 4
  %6 = getelementptr inbounds i8, i8* %5, i32 1
  store i8 81, i8* %6, align 1
  %7 = load i8*, i8** %2, align 4
  %8 = getelementptr inbounds i8, i8* %7, i32 2
  store i8 76, i8* %8, align 1
  %9 = load i8*, i8** %2, align 4
  %10 = getelementptr inbounds i8, i8* %9, i32 3
  store i8 -23, i8* %10, align 1
  %11 = load i8*, i8** %2, align 4
  %12 = getelementptr inbounds i8, i8* %11, i32 4
  store i8 0, i8* %12, align 1
  %13 = load i8*, i8** %2, align 4
  %14 = getelementptr inbounds i8, i8* %13, i32 5
  store i8 0, i8* %14, align 1
  %15 = load i8*, i8** %2, align 4
  %16 = getelementptr inbounds i8, i8* %15, i32 6
  store i8 -128, i8* %16, align 1
  %17 = load i8*, i8** %2, align 4
  %18 = getelementptr inbounds i8, i8* %17, i32 7
  store i8 127, i8* %18, align 1
  %19 = load i8*, i8** %2, align 4
  %20 = getelementptr inbounds i8, i8* %19, i32 8
  store i8 -1, i8* %20, align 1
  %21 = load i8*, i8** %2, align 4
  %22 = getelementptr inbounds i8, i8* %21, i32 9
  store i8 -2, i8* %22, align 1
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
