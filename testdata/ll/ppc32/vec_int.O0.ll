; ModuleID = 'c/vec_int.c'
source_filename = "c/vec_int.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"sum32 %d\0A\00", align 1
@a32 = internal global [203 x i32] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"sum16 %d sum8 %d sumu8 %u\0A\00", align 1
@a16 = internal global [203 x i16] zeroinitializer, align 2
@a8 = internal global [203 x i8] zeroinitializer, align 1
@u8a = internal global [203 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"sum64 %lld\0A\00", align 1
@a64 = internal global [203 x i64] zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [19 x i8] c"max32 %d min32 %d\0A\00", align 1
@b32 = internal global [203 x i32] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [21 x i8] c"umin32 %u umax32 %u\0A\00", align 1
@ua = internal global [203 x i32] zeroinitializer, align 4
@.str.5 = private unnamed_addr constant [19 x i8] c"max16 %d maxu8 %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"and %08x\00", align 1
@.str.7 = private unnamed_addr constant [29 x i8] c" or %08x xor %08x prod %08x\0A\00", align 1
@c32 = internal global [203 x i32] zeroinitializer, align 4
@.str.8 = private unnamed_addr constant [8 x i8] c"arith32\00", align 1
@uc = internal global [203 x i32] zeroinitializer, align 4
@ub = internal global [203 x i32] zeroinitializer, align 4
@.str.9 = private unnamed_addr constant [9 x i8] c"arithu32\00", align 1
@c16 = internal global [203 x i16] zeroinitializer, align 2
@b16 = internal global [203 x i16] zeroinitializer, align 2
@.str.10 = private unnamed_addr constant [8 x i8] c"arith16\00", align 1
@c8 = internal global [203 x i8] zeroinitializer, align 1
@b8 = internal global [203 x i8] zeroinitializer, align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"arith8\00", align 1
@c64 = internal global [203 x i64] zeroinitializer, align 8
@b64 = internal global [203 x i64] zeroinitializer, align 8
@.str.12 = private unnamed_addr constant [8 x i8] c"arith64\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"select32\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"selectu32\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"select8\00", align 1
@u8c = internal global [203 x i8] zeroinitializer, align 1
@u8b = internal global [203 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [9 x i8] c"selectu8\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"select64\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"abs32\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"widen\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"widenu\00", align 1
@.str.21 = private unnamed_addr constant [8 x i8] c"widen64\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"narrow16\00", align 1
@.str.23 = private unnamed_addr constant [8 x i8] c"narrow8\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"divs\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"divu\00", align 1
@.str.26 = private unnamed_addr constant [10 x i8] c"count %d\0A\00", align 1
@.str.27 = private unnamed_addr constant [12 x i8] c"check %08x\0A\00", align 1
@check = internal global i32 0, align 4
@seed = internal global i32 12345, align 4
@.str.28 = private unnamed_addr constant [9 x i8] c"%s %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @fill()
  %5 = call i32 @sum32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32 noundef 203)
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef %5)
  %7 = call i32 @sum16(i16* noundef getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i32 0, i32 0), i32 noundef 203)
  %8 = call i32 @sum8(i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i32 0, i32 0), i32 noundef 203)
  %9 = call i32 @sumu8(i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i32 0, i32 0), i32 noundef 203)
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %7, i32 noundef %8, i32 noundef %9)
  %11 = call i64 @sum64(i64* noundef getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i32 0, i32 0), i32 noundef 203)
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i64 noundef %11)
  %13 = call i32 @max32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32 noundef 203)
  %14 = call i32 @min32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i32 0, i32 0), i32 noundef 203)
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i32 0, i32 0), i32 noundef %13, i32 noundef %14)
  %16 = call i32 @umin32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 0), i32 noundef 203)
  %17 = call i32 @umax32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 0), i32 noundef 203)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i32 0, i32 0), i32 noundef %16, i32 noundef %17)
  %19 = call signext i16 @max16(i16* noundef getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i32 0, i32 0), i32 noundef 203)
  %20 = sext i16 %19 to i32
  %21 = call zeroext i8 @maxu8(i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i32 0, i32 0), i32 noundef 203)
  %22 = zext i8 %21 to i32
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef %20, i32 noundef %22)
  %24 = call i32 @bits32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 0), i32 noundef 203, i32* noundef %2, i32* noundef %3)
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), i32 noundef %24)
  %26 = load i32, i32* %2, align 4
  %27 = load i32, i32* %3, align 4
  %28 = call i32 @prod32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 0), i32 noundef 203)
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i32 0, i32 0), i32 noundef %26, i32 noundef %27, i32 noundef %28)
  store i32 0, i32* %4, align 4
  br label %30

30:                                               ; preds = %49, %0
  %31 = load i32, i32* %4, align 4
  %32 = icmp slt i32 %31, 9
  br i1 %32, label %33, label %52

33:                                               ; preds = %30
  %34 = load i32, i32* %4, align 4
  %35 = getelementptr inbounds i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32 %34
  %36 = load i32, i32* %4, align 4
  %37 = call i32 @sum32(i32* noundef %35, i32 noundef %36)
  %38 = load i32, i32* %4, align 4
  %39 = getelementptr inbounds i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i32 0, i32 0), i32 %38
  %40 = load i32, i32* %4, align 4
  %41 = call i32 @max32(i32* noundef %39, i32 noundef %40)
  %42 = add nsw i32 %37, %41
  %43 = load i32, i32* %4, align 4
  %44 = mul nsw i32 2, %43
  %45 = getelementptr inbounds i32, i32* getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 0), i32 %44
  %46 = load i32, i32* %4, align 4
  %47 = call i32 @umin32(i32* noundef %45, i32 noundef %46)
  %48 = add nsw i32 %42, %47
  call void @mix(i32 noundef %48)
  br label %49

49:                                               ; preds = %33
  %50 = load i32, i32* %4, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %4, align 4
  br label %30, !llvm.loop !6

52:                                               ; preds = %30
  call void @arith32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef bitcast ([203 x i32]* @c32 to i8*), i32 noundef 203, i32 noundef 4)
  call void @arithu32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ub, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i32 0, i32 0), i8* noundef bitcast ([203 x i32]* @uc to i8*), i32 noundef 203, i32 noundef 4)
  call void @arith16(i16* noundef getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i32 0, i32 0), i16* noundef getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i32 0, i32 0), i16* noundef getelementptr inbounds ([203 x i16], [203 x i16]* @b16, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0), i8* noundef bitcast ([203 x i16]* @c16 to i8*), i32 noundef 203, i32 noundef 2)
  call void @arith8(i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i32 0, i32 0), i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i32 0, i32 0), i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i32 0, i32 0), i32 noundef 203, i32 noundef 1)
  call void @arith64(i64* noundef getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i32 0, i32 0), i64* noundef getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i32 0, i32 0), i64* noundef getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i8* noundef bitcast ([203 x i64]* @c64 to i8*), i32 noundef 203, i32 noundef 8)
  call void @select32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i8* noundef bitcast ([203 x i32]* @c32 to i8*), i32 noundef 203, i32 noundef 4)
  call void @selectu32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ub, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i32 0, i32 0), i8* noundef bitcast ([203 x i32]* @uc to i8*), i32 noundef 203, i32 noundef 4)
  call void @select8(i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i32 0, i32 0), i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @a8, i32 0, i32 0), i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @b8, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.15, i32 0, i32 0), i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i32 0, i32 0), i32 noundef 203, i32 noundef 1)
  call void @selectu8(i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i32 0, i32 0), i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i32 0, i32 0), i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @u8b, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @u8c, i32 0, i32 0), i32 noundef 203, i32 noundef 1)
  call void @select64(i64* noundef getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i32 0, i32 0), i64* noundef getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i32 0, i32 0), i64* noundef getelementptr inbounds ([203 x i64], [203 x i64]* @b64, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0), i8* noundef bitcast ([203 x i64]* @c64 to i8*), i32 noundef 203, i32 noundef 8)
  call void @abs32(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i32 0, i32 0), i8* noundef bitcast ([203 x i32]* @c32 to i8*), i32 noundef 203, i32 noundef 4)
  call void @widen(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i32 0, i32 0), i16* noundef getelementptr inbounds ([203 x i16], [203 x i16]* @a16, i32 0, i32 0), i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @u8a, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), i8* noundef bitcast ([203 x i32]* @c32 to i8*), i32 noundef 203, i32 noundef 4)
  call void @mix32(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0), i8* noundef bitcast ([203 x i32]* @uc to i8*), i32 noundef 203, i32 noundef 4)
  call void @widen64(i64* noundef getelementptr inbounds ([203 x i64], [203 x i64]* @c64, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i32 0, i32 0), i8* noundef bitcast ([203 x i64]* @c64 to i8*), i32 noundef 203, i32 noundef 8)
  call void @narrow(i16* noundef getelementptr inbounds ([203 x i16], [203 x i16]* @c16, i32 0, i32 0), i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i64* noundef getelementptr inbounds ([203 x i64], [203 x i64]* @a64, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i32 0, i32 0), i8* noundef bitcast ([203 x i16]* @c16 to i8*), i32 noundef 203, i32 noundef 2)
  call void @mix32(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.23, i32 0, i32 0), i8* noundef getelementptr inbounds ([203 x i8], [203 x i8]* @c8, i32 0, i32 0), i32 noundef 203, i32 noundef 1)
  call void @divs(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @c32, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @uc, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @ua, i32 0, i32 0), i32 noundef 203)
  call void @mix32(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef bitcast ([203 x i32]* @c32 to i8*), i32 noundef 203, i32 noundef 4)
  call void @mix32(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i32 0, i32 0), i8* noundef bitcast ([203 x i32]* @uc to i8*), i32 noundef 203, i32 noundef 4)
  %53 = call i32 @count(i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @a32, i32 0, i32 0), i32* noundef getelementptr inbounds ([203 x i32], [203 x i32]* @b32, i32 0, i32 0), i32 noundef 203)
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.26, i32 0, i32 0), i32 noundef %53)
  %55 = load i32, i32* @check, align 4
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i32 0, i32 0), i32 noundef %55)
  %57 = load i32, i32* @check, align 4
  %58 = and i32 %57, 127
  ret i32 %58
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %2

2:                                                ; preds = %83, %0
  %3 = load i32, i32* %1, align 4
  %4 = icmp slt i32 %3, 203
  br i1 %4, label %5, label %86

5:                                                ; preds = %2
  %6 = call i32 @rnd()
  %7 = sub nsw i32 %6, 8388608
  %8 = load i32, i32* %1, align 4
  %9 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %8
  store i32 %7, i32* %9, align 4
  %10 = call i32 @rnd()
  %11 = urem i32 %10, 2001
  %12 = sub nsw i32 %11, 1000
  %13 = load i32, i32* %1, align 4
  %14 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %13
  store i32 %12, i32* %14, align 4
  %15 = load i32, i32* %1, align 4
  %16 = srem i32 %15, 17
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %5
  %19 = load i32, i32* %1, align 4
  %20 = getelementptr inbounds [203 x i32], [203 x i32]* @a32, i32 0, i32 %19
  %21 = load i32, i32* %20, align 4
  %22 = load i32, i32* %1, align 4
  %23 = getelementptr inbounds [203 x i32], [203 x i32]* @b32, i32 0, i32 %22
  store i32 %21, i32* %23, align 4
  br label %24

24:                                               ; preds = %18, %5
  %25 = call i32 @rnd()
  %26 = mul i32 %25, -1640531535
  %27 = load i32, i32* %1, align 4
  %28 = getelementptr inbounds [203 x i32], [203 x i32]* @ua, i32 0, i32 %27
  store i32 %26, i32* %28, align 4
  %29 = call i32 @rnd()
  %30 = load i32, i32* %1, align 4
  %31 = getelementptr inbounds [203 x i32], [203 x i32]* @ub, i32 0, i32 %30
  store i32 %29, i32* %31, align 4
  %32 = call i32 @rnd()
  %33 = trunc i32 %32 to i16
  %34 = load i32, i32* %1, align 4
  %35 = getelementptr inbounds [203 x i16], [203 x i16]* @a16, i32 0, i32 %34
  store i16 %33, i16* %35, align 2
  %36 = call i32 @rnd()
  %37 = urem i32 %36, 300
  %38 = trunc i32 %37 to i16
  %39 = load i32, i32* %1, align 4
  %40 = getelementptr inbounds [203 x i16], [203 x i16]* @b16, i32 0, i32 %39
  store i16 %38, i16* %40, align 2
  %41 = call i32 @rnd()
  %42 = trunc i32 %41 to i8
  %43 = load i32, i32* %1, align 4
  %44 = getelementptr inbounds [203 x i8], [203 x i8]* @a8, i32 0, i32 %43
  store i8 %42, i8* %44, align 1
  %45 = call i32 @rnd()
  %46 = lshr i32 %45, 3
  %47 = trunc i32 %46 to i8
  %48 = load i32, i32* %1, align 4
  %49 = getelementptr inbounds [203 x i8], [203 x i8]* @b8, i32 0, i32 %48
  store i8 %47, i8* %49, align 1
  %50 = call i32 @rnd()
  %51 = trunc i32 %50 to i8
  %52 = load i32, i32* %1, align 4
  %53 = getelementptr inbounds [203 x i8], [203 x i8]* @u8a, i32 0, i32 %52
  store i8 %51, i8* %53, align 1
  %54 = call i32 @rnd()
  %55 = lshr i32 %54, 5
  %56 = trunc i32 %55 to i8
  %57 = load i32, i32* %1, align 4
  %58 = getelementptr inbounds [203 x i8], [203 x i8]* @u8b, i32 0, i32 %57
  store i8 %56, i8* %58, align 1
  %59 = call i32 @rnd()
  %60 = zext i32 %59 to i64
  %61 = shl i64 %60, 20
  %62 = call i32 @rnd()
  %63 = zext i32 %62 to i64
  %64 = shl i64 %63, 9
  %65 = sub nsw i64 %61, %64
  %66 = load i32, i32* %1, align 4
  %67 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %66
  store i64 %65, i64* %67, align 8
  %68 = call i32 @rnd()
  %69 = zext i32 %68 to i64
  %70 = sub nsw i64 %69, 1048576
  %71 = load i32, i32* %1, align 4
  %72 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i32 0, i32 %71
  store i64 %70, i64* %72, align 8
  %73 = load i32, i32* %1, align 4
  %74 = srem i32 %73, 13
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %82

76:                                               ; preds = %24
  %77 = load i32, i32* %1, align 4
  %78 = getelementptr inbounds [203 x i64], [203 x i64]* @a64, i32 0, i32 %77
  %79 = load i64, i64* %78, align 8
  %80 = load i32, i32* %1, align 4
  %81 = getelementptr inbounds [203 x i64], [203 x i64]* @b64, i32 0, i32 %80
  store i64 %79, i64* %81, align 8
  br label %82

82:                                               ; preds = %76, %24
  br label %83

83:                                               ; preds = %82
  %84 = load i32, i32* %1, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %1, align 4
  br label %2, !llvm.loop !8

86:                                               ; preds = %2
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum32(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i32, i32* %12, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %5, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, i32* %5, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %6, align 4
  br label %7, !llvm.loop !9

21:                                               ; preds = %7
  %22 = load i32, i32* %5, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum16(i16* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i16* %0, i16** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load i16*, i16** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i16, i16* %12, i32 %13
  %15 = load i16, i16* %14, align 2
  %16 = sext i16 %15 to i32
  %17 = load i32, i32* %5, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, i32* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !10

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum8(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i8, i8* %12, i32 %13
  %15 = load i8, i8* %14, align 1
  %16 = sext i8 %15 to i32
  %17 = load i32, i32* %5, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, i32* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !11

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sumu8(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i8, i8* %12, i32 %13
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, i32* %5, align 4
  %18 = add i32 %17, %16
  store i32 %18, i32* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !12

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum64(i64* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64* %0, i64** %3, align 4
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load i64*, i64** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i64, i64* %12, i32 %13
  %15 = load i64, i64* %14, align 8
  %16 = load i64, i64* %5, align 8
  %17 = add nsw i64 %16, %15
  store i64 %17, i64* %5, align 8
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %6, align 4
  br label %7, !llvm.loop !13

21:                                               ; preds = %7
  %22 = load i64, i64* %5, align 8
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max32(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 -2147483648, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %30

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i32, i32* %12, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp sgt i32 %15, %16
  br i1 %17, label %18, label %23

18:                                               ; preds = %11
  %19 = load i32*, i32** %3, align 4
  %20 = load i32, i32* %6, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  %22 = load i32, i32* %21, align 4
  br label %25

23:                                               ; preds = %11
  %24 = load i32, i32* %5, align 4
  br label %25

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ]
  store i32 %26, i32* %5, align 4
  br label %27

27:                                               ; preds = %25
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %6, align 4
  br label %7, !llvm.loop !14

30:                                               ; preds = %7
  %31 = load i32, i32* %5, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min32(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 2147483647, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %30

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i32, i32* %12, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %23

18:                                               ; preds = %11
  %19 = load i32*, i32** %3, align 4
  %20 = load i32, i32* %6, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  %22 = load i32, i32* %21, align 4
  br label %25

23:                                               ; preds = %11
  %24 = load i32, i32* %5, align 4
  br label %25

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ]
  store i32 %26, i32* %5, align 4
  br label %27

27:                                               ; preds = %25
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %6, align 4
  br label %7, !llvm.loop !15

30:                                               ; preds = %7
  %31 = load i32, i32* %5, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @umin32(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 -1, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %30

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i32, i32* %12, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp ult i32 %15, %16
  br i1 %17, label %18, label %23

18:                                               ; preds = %11
  %19 = load i32*, i32** %3, align 4
  %20 = load i32, i32* %6, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  %22 = load i32, i32* %21, align 4
  br label %25

23:                                               ; preds = %11
  %24 = load i32, i32* %5, align 4
  br label %25

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ]
  store i32 %26, i32* %5, align 4
  br label %27

27:                                               ; preds = %25
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %6, align 4
  br label %7, !llvm.loop !16

30:                                               ; preds = %7
  %31 = load i32, i32* %5, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @umax32(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %30

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i32, i32* %12, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp ugt i32 %15, %16
  br i1 %17, label %18, label %23

18:                                               ; preds = %11
  %19 = load i32*, i32** %3, align 4
  %20 = load i32, i32* %6, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  %22 = load i32, i32* %21, align 4
  br label %25

23:                                               ; preds = %11
  %24 = load i32, i32* %5, align 4
  br label %25

25:                                               ; preds = %23, %18
  %26 = phi i32 [ %22, %18 ], [ %24, %23 ]
  store i32 %26, i32* %5, align 4
  br label %27

27:                                               ; preds = %25
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %6, align 4
  br label %7, !llvm.loop !17

30:                                               ; preds = %7
  %31 = load i32, i32* %5, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @max16(i16* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  store i16* %0, i16** %3, align 4
  store i32 %1, i32* %4, align 4
  store i16 -32768, i16* %5, align 2
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %32, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %35

11:                                               ; preds = %7
  %12 = load i16*, i16** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i16, i16* %12, i32 %13
  %15 = load i16, i16* %14, align 2
  %16 = sext i16 %15 to i32
  %17 = load i16, i16* %5, align 2
  %18 = sext i16 %17 to i32
  %19 = icmp sgt i32 %16, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %11
  %21 = load i16*, i16** %3, align 4
  %22 = load i32, i32* %6, align 4
  %23 = getelementptr inbounds i16, i16* %21, i32 %22
  %24 = load i16, i16* %23, align 2
  %25 = sext i16 %24 to i32
  br label %29

26:                                               ; preds = %11
  %27 = load i16, i16* %5, align 2
  %28 = sext i16 %27 to i32
  br label %29

29:                                               ; preds = %26, %20
  %30 = phi i32 [ %25, %20 ], [ %28, %26 ]
  %31 = trunc i32 %30 to i16
  store i16 %31, i16* %5, align 2
  br label %32

32:                                               ; preds = %29
  %33 = load i32, i32* %6, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %6, align 4
  br label %7, !llvm.loop !18

35:                                               ; preds = %7
  %36 = load i16, i16* %5, align 2
  ret i16 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @maxu8(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i8 0, i8* %5, align 1
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %32, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %35

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i8, i8* %12, i32 %13
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i8, i8* %5, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp sgt i32 %16, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %11
  %21 = load i8*, i8** %3, align 4
  %22 = load i32, i32* %6, align 4
  %23 = getelementptr inbounds i8, i8* %21, i32 %22
  %24 = load i8, i8* %23, align 1
  %25 = zext i8 %24 to i32
  br label %29

26:                                               ; preds = %11
  %27 = load i8, i8* %5, align 1
  %28 = zext i8 %27 to i32
  br label %29

29:                                               ; preds = %26, %20
  %30 = phi i32 [ %25, %20 ], [ %28, %26 ]
  %31 = trunc i32 %30 to i8
  store i8 %31, i8* %5, align 1
  br label %32

32:                                               ; preds = %29
  %33 = load i32, i32* %6, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %6, align 4
  br label %7, !llvm.loop !19

35:                                               ; preds = %7
  %36 = load i8, i8* %5, align 1
  ret i8 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bits32(i32* noundef %0, i32 noundef %1, i32* noundef %2, i32* noundef %3) #0 {
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32*, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32 %1, i32* %6, align 4
  store i32* %2, i32** %7, align 4
  store i32* %3, i32** %8, align 4
  store i32 -1, i32* %9, align 4
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  store i32 0, i32* %12, align 4
  br label %13

13:                                               ; preds = %38, %4
  %14 = load i32, i32* %12, align 4
  %15 = load i32, i32* %6, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %41

17:                                               ; preds = %13
  %18 = load i32*, i32** %5, align 4
  %19 = load i32, i32* %12, align 4
  %20 = getelementptr inbounds i32, i32* %18, i32 %19
  %21 = load i32, i32* %20, align 4
  %22 = or i32 %21, -2147483647
  %23 = load i32, i32* %9, align 4
  %24 = and i32 %23, %22
  store i32 %24, i32* %9, align 4
  %25 = load i32*, i32** %5, align 4
  %26 = load i32, i32* %12, align 4
  %27 = getelementptr inbounds i32, i32* %25, i32 %26
  %28 = load i32, i32* %27, align 4
  %29 = and i32 %28, 15790320
  %30 = load i32, i32* %10, align 4
  %31 = or i32 %30, %29
  store i32 %31, i32* %10, align 4
  %32 = load i32*, i32** %5, align 4
  %33 = load i32, i32* %12, align 4
  %34 = getelementptr inbounds i32, i32* %32, i32 %33
  %35 = load i32, i32* %34, align 4
  %36 = load i32, i32* %11, align 4
  %37 = xor i32 %36, %35
  store i32 %37, i32* %11, align 4
  br label %38

38:                                               ; preds = %17
  %39 = load i32, i32* %12, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %12, align 4
  br label %13, !llvm.loop !20

41:                                               ; preds = %13
  %42 = load i32, i32* %10, align 4
  %43 = load i32*, i32** %7, align 4
  store i32 %42, i32* %43, align 4
  %44 = load i32, i32* %11, align 4
  %45 = load i32*, i32** %8, align 4
  store i32 %44, i32* %45, align 4
  %46 = load i32, i32* %9, align 4
  ret i32 %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @prod32(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 1, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds i32, i32* %12, i32 %13
  %15 = load i32, i32* %14, align 4
  %16 = or i32 %15, 1
  %17 = load i32, i32* %5, align 4
  %18 = mul i32 %17, %16
  store i32 %18, i32* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !21

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4
  ret i32 %23
}

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
define internal void @arith32(i32* noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32* %1, i32** %6, align 4
  store i32* %2, i32** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %50, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %53

14:                                               ; preds = %10
  %15 = load i32*, i32** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32*, i32** %7, align 4
  %20 = load i32, i32* %9, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  %22 = load i32, i32* %21, align 4
  %23 = mul nsw i32 %18, %22
  %24 = load i32*, i32** %6, align 4
  %25 = load i32, i32* %9, align 4
  %26 = getelementptr inbounds i32, i32* %24, i32 %25
  %27 = load i32, i32* %26, align 4
  %28 = load i32*, i32** %7, align 4
  %29 = load i32, i32* %9, align 4
  %30 = getelementptr inbounds i32, i32* %28, i32 %29
  %31 = load i32, i32* %30, align 4
  %32 = sub nsw i32 %27, %31
  %33 = mul nsw i32 %32, 5
  %34 = add nsw i32 %23, %33
  %35 = load i32*, i32** %7, align 4
  %36 = load i32, i32* %9, align 4
  %37 = getelementptr inbounds i32, i32* %35, i32 %36
  %38 = load i32, i32* %37, align 4
  %39 = shl i32 %38, 3
  %40 = sub nsw i32 %34, %39
  %41 = load i32*, i32** %6, align 4
  %42 = load i32, i32* %9, align 4
  %43 = getelementptr inbounds i32, i32* %41, i32 %42
  %44 = load i32, i32* %43, align 4
  %45 = ashr i32 %44, 4
  %46 = add nsw i32 %40, %45
  %47 = load i32*, i32** %5, align 4
  %48 = load i32, i32* %9, align 4
  %49 = getelementptr inbounds i32, i32* %47, i32 %48
  store i32 %46, i32* %49, align 4
  br label %50

50:                                               ; preds = %14
  %51 = load i32, i32* %9, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %9, align 4
  br label %10, !llvm.loop !22

53:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix32(i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i8* %0, i8** %5, align 4
  store i8* %1, i8** %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %12 = load i8*, i8** %6, align 4
  store i8* %12, i8** %9, align 4
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %13

13:                                               ; preds = %28, %4
  %14 = load i32, i32* %11, align 4
  %15 = load i32, i32* %7, align 4
  %16 = load i32, i32* %8, align 4
  %17 = mul nsw i32 %15, %16
  %18 = icmp slt i32 %14, %17
  br i1 %18, label %19, label %31

19:                                               ; preds = %13
  %20 = load i32, i32* %10, align 4
  %21 = load i8*, i8** %9, align 4
  %22 = load i32, i32* %11, align 4
  %23 = getelementptr inbounds i8, i8* %21, i32 %22
  %24 = load i8, i8* %23, align 1
  %25 = zext i8 %24 to i32
  %26 = xor i32 %20, %25
  %27 = mul i32 %26, 16777619
  store i32 %27, i32* %10, align 4
  br label %28

28:                                               ; preds = %19
  %29 = load i32, i32* %11, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %11, align 4
  br label %13, !llvm.loop !23

31:                                               ; preds = %13
  %32 = load i8*, i8** %5, align 4
  %33 = load i32, i32* %10, align 4
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* noundef %32, i32 noundef %33)
  %35 = load i32, i32* %10, align 4
  call void @mix(i32 noundef %35)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @arithu32(i32* noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32* %1, i32** %6, align 4
  store i32* %2, i32** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %51, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %54

14:                                               ; preds = %10
  %15 = load i32*, i32** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = lshr i32 %18, 7
  %20 = load i32*, i32** %7, align 4
  %21 = load i32, i32* %9, align 4
  %22 = getelementptr inbounds i32, i32* %20, i32 %21
  %23 = load i32, i32* %22, align 4
  %24 = shl i32 %23, 11
  %25 = xor i32 %19, %24
  %26 = load i32*, i32** %6, align 4
  %27 = load i32, i32* %9, align 4
  %28 = getelementptr inbounds i32, i32* %26, i32 %27
  %29 = load i32, i32* %28, align 4
  %30 = load i32*, i32** %7, align 4
  %31 = load i32, i32* %9, align 4
  %32 = getelementptr inbounds i32, i32* %30, i32 %31
  %33 = load i32, i32* %32, align 4
  %34 = and i32 %33, 31
  %35 = lshr i32 %29, %34
  %36 = xor i32 %25, %35
  %37 = load i32*, i32** %7, align 4
  %38 = load i32, i32* %9, align 4
  %39 = getelementptr inbounds i32, i32* %37, i32 %38
  %40 = load i32, i32* %39, align 4
  %41 = load i32*, i32** %6, align 4
  %42 = load i32, i32* %9, align 4
  %43 = getelementptr inbounds i32, i32* %41, i32 %42
  %44 = load i32, i32* %43, align 4
  %45 = and i32 %44, 15
  %46 = shl i32 %40, %45
  %47 = xor i32 %36, %46
  %48 = load i32*, i32** %5, align 4
  %49 = load i32, i32* %9, align 4
  %50 = getelementptr inbounds i32, i32* %48, i32 %49
  store i32 %47, i32* %50, align 4
  br label %51

51:                                               ; preds = %14
  %52 = load i32, i32* %9, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %9, align 4
  br label %10, !llvm.loop !24

54:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @arith16(i16* noundef %0, i16* noundef %1, i16* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i16*, align 4
  %6 = alloca i16*, align 4
  %7 = alloca i16*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i16* %0, i16** %5, align 4
  store i16* %1, i16** %6, align 4
  store i16* %2, i16** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %44, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %47

14:                                               ; preds = %10
  %15 = load i16*, i16** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i16, i16* %15, i32 %16
  %18 = load i16, i16* %17, align 2
  %19 = sext i16 %18 to i32
  %20 = load i16*, i16** %7, align 4
  %21 = load i32, i32* %9, align 4
  %22 = getelementptr inbounds i16, i16* %20, i32 %21
  %23 = load i16, i16* %22, align 2
  %24 = sext i16 %23 to i32
  %25 = mul nsw i32 %19, %24
  %26 = load i16*, i16** %6, align 4
  %27 = load i32, i32* %9, align 4
  %28 = getelementptr inbounds i16, i16* %26, i32 %27
  %29 = load i16, i16* %28, align 2
  %30 = sext i16 %29 to i32
  %31 = ashr i32 %30, 3
  %32 = add nsw i32 %25, %31
  %33 = load i16*, i16** %7, align 4
  %34 = load i32, i32* %9, align 4
  %35 = getelementptr inbounds i16, i16* %33, i32 %34
  %36 = load i16, i16* %35, align 2
  %37 = sext i16 %36 to i32
  %38 = shl i32 %37, 2
  %39 = sub nsw i32 %32, %38
  %40 = trunc i32 %39 to i16
  %41 = load i16*, i16** %5, align 4
  %42 = load i32, i32* %9, align 4
  %43 = getelementptr inbounds i16, i16* %41, i32 %42
  store i16 %40, i16* %43, align 2
  br label %44

44:                                               ; preds = %14
  %45 = load i32, i32* %9, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %9, align 4
  br label %10, !llvm.loop !25

47:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @arith8(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %5, align 4
  store i8* %1, i8** %6, align 4
  store i8* %2, i8** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %43, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %46

14:                                               ; preds = %10
  %15 = load i8*, i8** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i8, i8* %15, i32 %16
  %18 = load i8, i8* %17, align 1
  %19 = sext i8 %18 to i32
  %20 = load i8*, i8** %7, align 4
  %21 = load i32, i32* %9, align 4
  %22 = getelementptr inbounds i8, i8* %20, i32 %21
  %23 = load i8, i8* %22, align 1
  %24 = sext i8 %23 to i32
  %25 = mul nsw i32 %19, %24
  %26 = load i8*, i8** %6, align 4
  %27 = load i32, i32* %9, align 4
  %28 = getelementptr inbounds i8, i8* %26, i32 %27
  %29 = load i8, i8* %28, align 1
  %30 = sext i8 %29 to i32
  %31 = add nsw i32 %25, %30
  %32 = load i8*, i8** %7, align 4
  %33 = load i32, i32* %9, align 4
  %34 = getelementptr inbounds i8, i8* %32, i32 %33
  %35 = load i8, i8* %34, align 1
  %36 = sext i8 %35 to i32
  %37 = ashr i32 %36, 1
  %38 = sub nsw i32 %31, %37
  %39 = trunc i32 %38 to i8
  %40 = load i8*, i8** %5, align 4
  %41 = load i32, i32* %9, align 4
  %42 = getelementptr inbounds i8, i8* %40, i32 %41
  store i8 %39, i8* %42, align 1
  br label %43

43:                                               ; preds = %14
  %44 = load i32, i32* %9, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %9, align 4
  br label %10, !llvm.loop !26

46:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @arith64(i64* noundef %0, i64* noundef %1, i64* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64*, align 4
  %6 = alloca i64*, align 4
  %7 = alloca i64*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i64* %0, i64** %5, align 4
  store i64* %1, i64** %6, align 4
  store i64* %2, i64** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %49, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %52

14:                                               ; preds = %10
  %15 = load i64*, i64** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i64, i64* %15, i32 %16
  %18 = load i64, i64* %17, align 8
  %19 = load i64*, i64** %7, align 4
  %20 = load i32, i32* %9, align 4
  %21 = getelementptr inbounds i64, i64* %19, i32 %20
  %22 = load i64, i64* %21, align 8
  %23 = mul nsw i64 %18, %22
  %24 = load i64*, i64** %6, align 4
  %25 = load i32, i32* %9, align 4
  %26 = getelementptr inbounds i64, i64* %24, i32 %25
  %27 = load i64, i64* %26, align 8
  %28 = ashr i64 %27, 9
  %29 = add nsw i64 %23, %28
  %30 = load i64*, i64** %7, align 4
  %31 = load i32, i32* %9, align 4
  %32 = getelementptr inbounds i64, i64* %30, i32 %31
  %33 = load i64, i64* %32, align 8
  %34 = shl i64 %33, 2
  %35 = sub nsw i64 %29, %34
  %36 = load i64*, i64** %6, align 4
  %37 = load i32, i32* %9, align 4
  %38 = getelementptr inbounds i64, i64* %36, i32 %37
  %39 = load i64, i64* %38, align 8
  %40 = load i64*, i64** %7, align 4
  %41 = load i32, i32* %9, align 4
  %42 = getelementptr inbounds i64, i64* %40, i32 %41
  %43 = load i64, i64* %42, align 8
  %44 = xor i64 %39, %43
  %45 = add nsw i64 %35, %44
  %46 = load i64*, i64** %5, align 4
  %47 = load i32, i32* %9, align 4
  %48 = getelementptr inbounds i64, i64* %46, i32 %47
  store i64 %45, i64* %48, align 8
  br label %49

49:                                               ; preds = %14
  %50 = load i32, i32* %9, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %9, align 4
  br label %10, !llvm.loop !27

52:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @select32(i32* noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32* %1, i32** %6, align 4
  store i32* %2, i32** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %58, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %61

14:                                               ; preds = %10
  %15 = load i32*, i32** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32*, i32** %7, align 4
  %20 = load i32, i32* %9, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  %22 = load i32, i32* %21, align 4
  %23 = icmp sgt i32 %18, %22
  br i1 %23, label %24, label %34

24:                                               ; preds = %14
  %25 = load i32*, i32** %6, align 4
  %26 = load i32, i32* %9, align 4
  %27 = getelementptr inbounds i32, i32* %25, i32 %26
  %28 = load i32, i32* %27, align 4
  %29 = load i32*, i32** %7, align 4
  %30 = load i32, i32* %9, align 4
  %31 = getelementptr inbounds i32, i32* %29, i32 %30
  %32 = load i32, i32* %31, align 4
  %33 = sub nsw i32 %28, %32
  br label %53

34:                                               ; preds = %14
  %35 = load i32*, i32** %6, align 4
  %36 = load i32, i32* %9, align 4
  %37 = getelementptr inbounds i32, i32* %35, i32 %36
  %38 = load i32, i32* %37, align 4
  %39 = load i32*, i32** %7, align 4
  %40 = load i32, i32* %9, align 4
  %41 = getelementptr inbounds i32, i32* %39, i32 %40
  %42 = load i32, i32* %41, align 4
  %43 = icmp eq i32 %38, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %34
  br label %51

45:                                               ; preds = %34
  %46 = load i32*, i32** %7, align 4
  %47 = load i32, i32* %9, align 4
  %48 = getelementptr inbounds i32, i32* %46, i32 %47
  %49 = load i32, i32* %48, align 4
  %50 = add nsw i32 %49, 1
  br label %51

51:                                               ; preds = %45, %44
  %52 = phi i32 [ 7, %44 ], [ %50, %45 ]
  br label %53

53:                                               ; preds = %51, %24
  %54 = phi i32 [ %33, %24 ], [ %52, %51 ]
  %55 = load i32*, i32** %5, align 4
  %56 = load i32, i32* %9, align 4
  %57 = getelementptr inbounds i32, i32* %55, i32 %56
  store i32 %54, i32* %57, align 4
  br label %58

58:                                               ; preds = %53
  %59 = load i32, i32* %9, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %9, align 4
  br label %10, !llvm.loop !28

61:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @selectu32(i32* noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32* %1, i32** %6, align 4
  store i32* %2, i32** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %59, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %62

14:                                               ; preds = %10
  %15 = load i32*, i32** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32*, i32** %7, align 4
  %20 = load i32, i32* %9, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  %22 = load i32, i32* %21, align 4
  %23 = icmp ult i32 %18, %22
  br i1 %23, label %24, label %34

24:                                               ; preds = %14
  %25 = load i32*, i32** %7, align 4
  %26 = load i32, i32* %9, align 4
  %27 = getelementptr inbounds i32, i32* %25, i32 %26
  %28 = load i32, i32* %27, align 4
  %29 = load i32*, i32** %6, align 4
  %30 = load i32, i32* %9, align 4
  %31 = getelementptr inbounds i32, i32* %29, i32 %30
  %32 = load i32, i32* %31, align 4
  %33 = sub i32 %28, %32
  br label %54

34:                                               ; preds = %14
  %35 = load i32*, i32** %6, align 4
  %36 = load i32, i32* %9, align 4
  %37 = getelementptr inbounds i32, i32* %35, i32 %36
  %38 = load i32, i32* %37, align 4
  %39 = load i32*, i32** %7, align 4
  %40 = load i32, i32* %9, align 4
  %41 = getelementptr inbounds i32, i32* %39, i32 %40
  %42 = load i32, i32* %41, align 4
  %43 = lshr i32 %42, 2
  %44 = mul i32 3, %43
  %45 = icmp uge i32 %38, %44
  br i1 %45, label %46, label %51

46:                                               ; preds = %34
  %47 = load i32*, i32** %6, align 4
  %48 = load i32, i32* %9, align 4
  %49 = getelementptr inbounds i32, i32* %47, i32 %48
  %50 = load i32, i32* %49, align 4
  br label %52

51:                                               ; preds = %34
  br label %52

52:                                               ; preds = %51, %46
  %53 = phi i32 [ %50, %46 ], [ 0, %51 ]
  br label %54

54:                                               ; preds = %52, %24
  %55 = phi i32 [ %33, %24 ], [ %53, %52 ]
  %56 = load i32*, i32** %5, align 4
  %57 = load i32, i32* %9, align 4
  %58 = getelementptr inbounds i32, i32* %56, i32 %57
  store i32 %55, i32* %58, align 4
  br label %59

59:                                               ; preds = %54
  %60 = load i32, i32* %9, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %9, align 4
  br label %10, !llvm.loop !29

62:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @select8(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %5, align 4
  store i8* %1, i8** %6, align 4
  store i8* %2, i8** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %47, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %50

14:                                               ; preds = %10
  %15 = load i8*, i8** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i8, i8* %15, i32 %16
  %18 = load i8, i8* %17, align 1
  %19 = sext i8 %18 to i32
  %20 = load i8*, i8** %7, align 4
  %21 = load i32, i32* %9, align 4
  %22 = getelementptr inbounds i8, i8* %20, i32 %21
  %23 = load i8, i8* %22, align 1
  %24 = sext i8 %23 to i32
  %25 = icmp slt i32 %19, %24
  br i1 %25, label %26, label %32

26:                                               ; preds = %14
  %27 = load i8*, i8** %6, align 4
  %28 = load i32, i32* %9, align 4
  %29 = getelementptr inbounds i8, i8* %27, i32 %28
  %30 = load i8, i8* %29, align 1
  %31 = sext i8 %30 to i32
  br label %41

32:                                               ; preds = %14
  %33 = load i8*, i8** %7, align 4
  %34 = load i32, i32* %9, align 4
  %35 = getelementptr inbounds i8, i8* %33, i32 %34
  %36 = load i8, i8* %35, align 1
  %37 = sext i8 %36 to i32
  %38 = xor i32 %37, 85
  %39 = trunc i32 %38 to i8
  %40 = sext i8 %39 to i32
  br label %41

41:                                               ; preds = %32, %26
  %42 = phi i32 [ %31, %26 ], [ %40, %32 ]
  %43 = trunc i32 %42 to i8
  %44 = load i8*, i8** %5, align 4
  %45 = load i32, i32* %9, align 4
  %46 = getelementptr inbounds i8, i8* %44, i32 %45
  store i8 %43, i8* %46, align 1
  br label %47

47:                                               ; preds = %41
  %48 = load i32, i32* %9, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %9, align 4
  br label %10, !llvm.loop !30

50:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @selectu8(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i8* %0, i8** %5, align 4
  store i8* %1, i8** %6, align 4
  store i8* %2, i8** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %11

11:                                               ; preds = %40, %4
  %12 = load i32, i32* %9, align 4
  %13 = load i32, i32* %8, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %43

15:                                               ; preds = %11
  %16 = load i8*, i8** %6, align 4
  %17 = load i32, i32* %9, align 4
  %18 = getelementptr inbounds i8, i8* %16, i32 %17
  %19 = load i8, i8* %18, align 1
  %20 = zext i8 %19 to i32
  %21 = load i8*, i8** %7, align 4
  %22 = load i32, i32* %9, align 4
  %23 = getelementptr inbounds i8, i8* %21, i32 %22
  %24 = load i8, i8* %23, align 1
  %25 = zext i8 %24 to i32
  %26 = add i32 %20, %25
  store i32 %26, i32* %10, align 4
  %27 = load i32, i32* %10, align 4
  %28 = icmp ugt i32 %27, 255
  br i1 %28, label %29, label %30

29:                                               ; preds = %15
  br label %34

30:                                               ; preds = %15
  %31 = load i32, i32* %10, align 4
  %32 = trunc i32 %31 to i8
  %33 = zext i8 %32 to i32
  br label %34

34:                                               ; preds = %30, %29
  %35 = phi i32 [ 255, %29 ], [ %33, %30 ]
  %36 = trunc i32 %35 to i8
  %37 = load i8*, i8** %5, align 4
  %38 = load i32, i32* %9, align 4
  %39 = getelementptr inbounds i8, i8* %37, i32 %38
  store i8 %36, i8* %39, align 1
  br label %40

40:                                               ; preds = %34
  %41 = load i32, i32* %9, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %9, align 4
  br label %11, !llvm.loop !31

43:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @select64(i64* noundef %0, i64* noundef %1, i64* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64*, align 4
  %6 = alloca i64*, align 4
  %7 = alloca i64*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i64* %0, i64** %5, align 4
  store i64* %1, i64** %6, align 4
  store i64* %2, i64** %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %53, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %56

14:                                               ; preds = %10
  %15 = load i64*, i64** %6, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds i64, i64* %15, i32 %16
  %18 = load i64, i64* %17, align 8
  %19 = load i64*, i64** %7, align 4
  %20 = load i32, i32* %9, align 4
  %21 = getelementptr inbounds i64, i64* %19, i32 %20
  %22 = load i64, i64* %21, align 8
  %23 = icmp sgt i64 %18, %22
  br i1 %23, label %24, label %29

24:                                               ; preds = %14
  %25 = load i64*, i64** %6, align 4
  %26 = load i32, i32* %9, align 4
  %27 = getelementptr inbounds i64, i64* %25, i32 %26
  %28 = load i64, i64* %27, align 8
  br label %48

29:                                               ; preds = %14
  %30 = load i64*, i64** %6, align 4
  %31 = load i32, i32* %9, align 4
  %32 = getelementptr inbounds i64, i64* %30, i32 %31
  %33 = load i64, i64* %32, align 8
  %34 = load i64*, i64** %7, align 4
  %35 = load i32, i32* %9, align 4
  %36 = getelementptr inbounds i64, i64* %34, i32 %35
  %37 = load i64, i64* %36, align 8
  %38 = icmp eq i64 %33, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %29
  br label %46

40:                                               ; preds = %29
  %41 = load i64*, i64** %7, align 4
  %42 = load i32, i32* %9, align 4
  %43 = getelementptr inbounds i64, i64* %41, i32 %42
  %44 = load i64, i64* %43, align 8
  %45 = sub nsw i64 %44, 3
  br label %46

46:                                               ; preds = %40, %39
  %47 = phi i64 [ 1, %39 ], [ %45, %40 ]
  br label %48

48:                                               ; preds = %46, %24
  %49 = phi i64 [ %28, %24 ], [ %47, %46 ]
  %50 = load i64*, i64** %5, align 4
  %51 = load i32, i32* %9, align 4
  %52 = getelementptr inbounds i64, i64* %50, i32 %51
  store i64 %49, i64* %52, align 8
  br label %53

53:                                               ; preds = %48
  %54 = load i32, i32* %9, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %9, align 4
  br label %10, !llvm.loop !32

56:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @abs32(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32* %1, i32** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %21, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %24

12:                                               ; preds = %8
  %13 = load i32*, i32** %5, align 4
  %14 = load i32, i32* %7, align 4
  %15 = getelementptr inbounds i32, i32* %13, i32 %14
  %16 = load i32, i32* %15, align 4
  %17 = call i32 @abs(i32 noundef %16) #3
  %18 = load i32*, i32** %4, align 4
  %19 = load i32, i32* %7, align 4
  %20 = getelementptr inbounds i32, i32* %18, i32 %19
  store i32 %17, i32* %20, align 4
  br label %21

21:                                               ; preds = %12
  %22 = load i32, i32* %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %7, align 4
  br label %8, !llvm.loop !33

24:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @widen(i32* noundef %0, i32* noundef %1, i16* noundef %2, i8* noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i16*, align 4
  %9 = alloca i8*, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32* %0, i32** %6, align 4
  store i32* %1, i32** %7, align 4
  store i16* %2, i16** %8, align 4
  store i8* %3, i8** %9, align 4
  store i32 %4, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %12

12:                                               ; preds = %33, %5
  %13 = load i32, i32* %11, align 4
  %14 = load i32, i32* %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %36

16:                                               ; preds = %12
  %17 = load i16*, i16** %8, align 4
  %18 = load i32, i32* %11, align 4
  %19 = getelementptr inbounds i16, i16* %17, i32 %18
  %20 = load i16, i16* %19, align 2
  %21 = sext i16 %20 to i32
  %22 = load i32*, i32** %6, align 4
  %23 = load i32, i32* %11, align 4
  %24 = getelementptr inbounds i32, i32* %22, i32 %23
  store i32 %21, i32* %24, align 4
  %25 = load i8*, i8** %9, align 4
  %26 = load i32, i32* %11, align 4
  %27 = getelementptr inbounds i8, i8* %25, i32 %26
  %28 = load i8, i8* %27, align 1
  %29 = zext i8 %28 to i32
  %30 = load i32*, i32** %7, align 4
  %31 = load i32, i32* %11, align 4
  %32 = getelementptr inbounds i32, i32* %30, i32 %31
  store i32 %29, i32* %32, align 4
  br label %33

33:                                               ; preds = %16
  %34 = load i32, i32* %11, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %11, align 4
  br label %12, !llvm.loop !34

36:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @widen64(i64* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i64* %0, i64** %4, align 4
  store i32* %1, i32** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %22, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %8
  %13 = load i32*, i32** %5, align 4
  %14 = load i32, i32* %7, align 4
  %15 = getelementptr inbounds i32, i32* %13, i32 %14
  %16 = load i32, i32* %15, align 4
  %17 = sext i32 %16 to i64
  %18 = mul nsw i64 %17, 3
  %19 = load i64*, i64** %4, align 4
  %20 = load i32, i32* %7, align 4
  %21 = getelementptr inbounds i64, i64* %19, i32 %20
  store i64 %18, i64* %21, align 8
  br label %22

22:                                               ; preds = %12
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %7, align 4
  br label %8, !llvm.loop !35

25:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @narrow(i16* noundef %0, i8* noundef %1, i32* noundef %2, i64* noundef %3, i32 noundef %4) #0 {
  %6 = alloca i16*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32*, align 4
  %9 = alloca i64*, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i16* %0, i16** %6, align 4
  store i8* %1, i8** %7, align 4
  store i32* %2, i32** %8, align 4
  store i64* %3, i64** %9, align 4
  store i32 %4, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %12

12:                                               ; preds = %33, %5
  %13 = load i32, i32* %11, align 4
  %14 = load i32, i32* %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %36

16:                                               ; preds = %12
  %17 = load i32*, i32** %8, align 4
  %18 = load i32, i32* %11, align 4
  %19 = getelementptr inbounds i32, i32* %17, i32 %18
  %20 = load i32, i32* %19, align 4
  %21 = trunc i32 %20 to i16
  %22 = load i16*, i16** %6, align 4
  %23 = load i32, i32* %11, align 4
  %24 = getelementptr inbounds i16, i16* %22, i32 %23
  store i16 %21, i16* %24, align 2
  %25 = load i64*, i64** %9, align 4
  %26 = load i32, i32* %11, align 4
  %27 = getelementptr inbounds i64, i64* %25, i32 %26
  %28 = load i64, i64* %27, align 8
  %29 = trunc i64 %28 to i8
  %30 = load i8*, i8** %7, align 4
  %31 = load i32, i32* %11, align 4
  %32 = getelementptr inbounds i8, i8* %30, i32 %31
  store i8 %29, i8* %32, align 1
  br label %33

33:                                               ; preds = %16
  %34 = load i32, i32* %11, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %11, align 4
  br label %12, !llvm.loop !36

36:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @divs(i32* noundef %0, i32* noundef %1, i32* noundef %2, i32* noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32*, align 4
  %9 = alloca i32*, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32* %0, i32** %6, align 4
  store i32* %1, i32** %7, align 4
  store i32* %2, i32** %8, align 4
  store i32* %3, i32** %9, align 4
  store i32 %4, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %12

12:                                               ; preds = %39, %5
  %13 = load i32, i32* %11, align 4
  %14 = load i32, i32* %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %42

16:                                               ; preds = %12
  %17 = load i32*, i32** %8, align 4
  %18 = load i32, i32* %11, align 4
  %19 = getelementptr inbounds i32, i32* %17, i32 %18
  %20 = load i32, i32* %19, align 4
  %21 = sdiv i32 %20, 7
  %22 = load i32*, i32** %8, align 4
  %23 = load i32, i32* %11, align 4
  %24 = getelementptr inbounds i32, i32* %22, i32 %23
  %25 = load i32, i32* %24, align 4
  %26 = srem i32 %25, 10
  %27 = add nsw i32 %21, %26
  %28 = load i32*, i32** %6, align 4
  %29 = load i32, i32* %11, align 4
  %30 = getelementptr inbounds i32, i32* %28, i32 %29
  store i32 %27, i32* %30, align 4
  %31 = load i32*, i32** %9, align 4
  %32 = load i32, i32* %11, align 4
  %33 = getelementptr inbounds i32, i32* %31, i32 %32
  %34 = load i32, i32* %33, align 4
  %35 = udiv i32 %34, 3
  %36 = load i32*, i32** %7, align 4
  %37 = load i32, i32* %11, align 4
  %38 = getelementptr inbounds i32, i32* %36, i32 %37
  store i32 %35, i32* %38, align 4
  br label %39

39:                                               ; preds = %16
  %40 = load i32, i32* %11, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %11, align 4
  br label %12, !llvm.loop !37

42:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32* %1, i32** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %26, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load i32*, i32** %4, align 4
  %15 = load i32, i32* %8, align 4
  %16 = getelementptr inbounds i32, i32* %14, i32 %15
  %17 = load i32, i32* %16, align 4
  %18 = load i32*, i32** %5, align 4
  %19 = load i32, i32* %8, align 4
  %20 = getelementptr inbounds i32, i32* %18, i32 %19
  %21 = load i32, i32* %20, align 4
  %22 = icmp sgt i32 %17, %21
  %23 = zext i1 %22 to i32
  %24 = load i32, i32* %7, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, i32* %7, align 4
  br label %26

26:                                               ; preds = %13
  %27 = load i32, i32* %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %8, align 4
  br label %9, !llvm.loop !38

29:                                               ; preds = %9
  %30 = load i32, i32* %7, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
  %1 = load i32, i32* @seed, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, i32* @seed, align 4
  %4 = load i32, i32* @seed, align 4
  %5 = lshr i32 %4, 7
  ret i32 %5
}

; Function Attrs: nounwind readnone willreturn
declare i32 @abs(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nounwind readnone willreturn }

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
