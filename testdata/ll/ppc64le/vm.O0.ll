; ModuleID = 'c/vm.c'
source_filename = "c/vm.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.asm_buf = type { [1024 x i8], i32, [32 x i32], [64 x i32], [64 x i32], i32 }
%struct.vm = type { [256 x i64], [16 x i64], [64 x %struct.frame], i32, i32, i64, i32, i32 }
%struct.frame = type { i32, i32 }

@main.a = internal global %struct.asm_buf zeroinitializer, align 4
@vparam = internal global i32 0, align 4
@.str = private unnamed_addr constant [10 x i8] c"factorial\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"primes<3000\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"fib(18)\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"gcd-table\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"div-by-zero\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [16 x i8] c"%s (%d bytes):\0A\00", align 1
@.str.7 = private unnamed_addr constant [48 x i8] c"  result=%lld steps=%llu outs=%d out_hash=%08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"  vm: %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %3 = load volatile i32, i32* @vparam, align 4
  store i32 %3, i32* %2, align 4
  call void @reset(%struct.asm_buf* noundef @main.a)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 25, i32 noundef signext 0)
  %4 = load i32, i32* %2, align 4
  %5 = add nsw i32 1, %4
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext %5)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 25, i32 noundef signext 1)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef signext 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 1)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 8)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 1000000007)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 10)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 25, i32 noundef signext 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 0)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 31)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 1)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 5)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 10)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef signext 23, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 0)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 30)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 26)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 1)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 20)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 18)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef signext 23, i32 noundef signext 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 0)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 0)
  call void @run_and_report(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), %struct.asm_buf* noundef @main.a)
  call void @reset(%struct.asm_buf* noundef @main.a)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 25, i32 noundef signext 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 2)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 25, i32 noundef signext 1)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef signext 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 2)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 25, i32 noundef signext 2)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 2)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 3)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 8)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 1)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 18)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef signext 22, i32 noundef signext 2)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 2)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 10)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef signext 22, i32 noundef signext 3)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 26)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 2)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef signext 21, i32 noundef signext 1)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef signext 2)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 26)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 0)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 1)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 31)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef signext 3)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 26)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 1)
  %6 = load i32, i32* %2, align 4
  %7 = add nsw i32 3000, %6
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext %7)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 17)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef signext 23, i32 noundef signext 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 0)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 0)
  call void @run_and_report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), %struct.asm_buf* noundef @main.a)
  call void @reset(%struct.asm_buf* noundef @main.a)
  %8 = load i32, i32* %2, align 4
  %9 = add nsw i32 18, %8
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext %9)
  call void @call(%struct.asm_buf* noundef @main.a, i32 noundef signext 5, i32 noundef signext 1)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 3)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 30)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 0)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef signext 5)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 29, i32 noundef signext 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 2)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 17)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef signext 22, i32 noundef signext 6)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 29, i32 noundef signext 0)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 28)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef signext 6)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 29, i32 noundef signext 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 7)
  call void @call(%struct.asm_buf* noundef @main.a, i32 noundef signext 5, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 29, i32 noundef signext 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 2)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 7)
  call void @call(%struct.asm_buf* noundef @main.a, i32 noundef signext 5, i32 noundef signext 1)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 6)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 28)
  call void @run_and_report(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), %struct.asm_buf* noundef @main.a)
  call void @reset(%struct.asm_buf* noundef @main.a)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 25, i32 noundef signext 3)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 25, i32 noundef signext 0)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef signext 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 25, i32 noundef signext 1)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 37)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 8)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 1)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 11)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 8)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef signext 2)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 3)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef signext 22, i32 noundef signext 3)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 4)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 5)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 10)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef signext 21, i32 noundef signext 2)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef signext 3)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 2)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 3)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 31)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 3)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 5)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 15)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 14)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 268435455)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 12)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 25, i32 noundef signext 3)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 26)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 1)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 30)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 18)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef signext 23, i32 noundef signext 1)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 26)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 0)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef signext 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 30)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 18)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef signext 23, i32 noundef signext 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef signext 24, i32 noundef signext 3)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 11)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 0)
  call void @run_and_report(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), %struct.asm_buf* noundef @main.a)
  call void @reset(%struct.asm_buf* noundef @main.a)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext 7)
  %10 = load i32, i32* %2, align 4
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef signext %10)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 9)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef signext 0)
  call void @run_and_report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), %struct.asm_buf* noundef @main.a)
  %11 = load i32, i32* @check, align 4
  %12 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i32 noundef zeroext %11)
  %13 = load i32, i32* @check, align 4
  %14 = and i32 %13, 127
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reset(%struct.asm_buf* noundef %0) #0 {
  %2 = alloca %struct.asm_buf*, align 8
  store %struct.asm_buf* %0, %struct.asm_buf** %2, align 8
  %3 = load %struct.asm_buf*, %struct.asm_buf** %2, align 8
  %4 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %3, i32 0, i32 1
  store i32 0, i32* %4, align 4
  %5 = load %struct.asm_buf*, %struct.asm_buf** %2, align 8
  %6 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %5, i32 0, i32 5
  store i32 0, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(%struct.asm_buf* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.asm_buf*, align 8
  %4 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.asm_buf*, %struct.asm_buf** %3, align 8
  call void @emit8(%struct.asm_buf* noundef %5, i32 noundef signext 1)
  %6 = load %struct.asm_buf*, %struct.asm_buf** %3, align 8
  %7 = load i32, i32* %4, align 4
  call void @emit32(%struct.asm_buf* noundef %6, i32 noundef signext %7)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @op1(%struct.asm_buf* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca %struct.asm_buf*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %8 = load i32, i32* %5, align 4
  call void @emit8(%struct.asm_buf* noundef %7, i32 noundef signext %8)
  %9 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %10 = load i32, i32* %6, align 4
  call void @emit8(%struct.asm_buf* noundef %9, i32 noundef signext %10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @label(%struct.asm_buf* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.asm_buf*, align 8
  %4 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.asm_buf*, %struct.asm_buf** %3, align 8
  %6 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %5, i32 0, i32 1
  %7 = load i32, i32* %6, align 4
  %8 = load %struct.asm_buf*, %struct.asm_buf** %3, align 8
  %9 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %8, i32 0, i32 2
  %10 = load i32, i32* %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [32 x i32], [32 x i32]* %9, i64 0, i64 %11
  store i32 %7, i32* %12, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @op(%struct.asm_buf* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.asm_buf*, align 8
  %4 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.asm_buf*, %struct.asm_buf** %3, align 8
  %6 = load i32, i32* %4, align 4
  call void @emit8(%struct.asm_buf* noundef %5, i32 noundef signext %6)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @jump(%struct.asm_buf* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca %struct.asm_buf*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %8 = load i32, i32* %5, align 4
  call void @emit8(%struct.asm_buf* noundef %7, i32 noundef signext %8)
  %9 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %10 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %9, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %13 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %12, i32 0, i32 3
  %14 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %15 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %14, i32 0, i32 5
  %16 = load i32, i32* %15, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [64 x i32], [64 x i32]* %13, i64 0, i64 %17
  store i32 %11, i32* %18, align 4
  %19 = load i32, i32* %6, align 4
  %20 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %21 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %20, i32 0, i32 4
  %22 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %23 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %22, i32 0, i32 5
  %24 = load i32, i32* %23, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %23, align 4
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds [64 x i32], [64 x i32]* %21, i64 0, i64 %26
  store i32 %19, i32* %27, align 4
  %28 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  call void @emit32(%struct.asm_buf* noundef %28, i32 noundef signext 0)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @emit8(%struct.asm_buf* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.asm_buf*, align 8
  %4 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = trunc i32 %5 to i8
  %7 = load %struct.asm_buf*, %struct.asm_buf** %3, align 8
  %8 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %7, i32 0, i32 0
  %9 = load %struct.asm_buf*, %struct.asm_buf** %3, align 8
  %10 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %9, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %10, align 4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [1024 x i8], [1024 x i8]* %8, i64 0, i64 %13
  store i8 %6, i8* %14, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run_and_report(i8* noundef %0, %struct.asm_buf* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.asm_buf*, align 8
  %5 = alloca %struct.vm, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store %struct.asm_buf* %1, %struct.asm_buf** %4, align 8
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %16, %2
  %9 = load i32, i32* %7, align 4
  %10 = icmp slt i32 %9, 16
  br i1 %10, label %11, label %19

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 1
  %13 = load i32, i32* %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [16 x i64], [16 x i64]* %12, i64 0, i64 %14
  store i64 0, i64* %15, align 8
  br label %16

16:                                               ; preds = %11
  %17 = load i32, i32* %7, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %7, align 4
  br label %8, !llvm.loop !6

19:                                               ; preds = %8
  %20 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 5
  store i64 0, i64* %20, align 8
  %21 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 6
  store i32 -2128831035, i32* %21, align 8
  %22 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 7
  store i32 0, i32* %22, align 4
  %23 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  call void @finish(%struct.asm_buf* noundef %23)
  %24 = load i8*, i8** %3, align 8
  %25 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %26 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), i8* noundef %24, i32 noundef signext %27)
  %29 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %30 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %29, i32 0, i32 0
  %31 = getelementptr inbounds [1024 x i8], [1024 x i8]* %30, i64 0, i64 0
  %32 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %33 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %32, i32 0, i32 1
  %34 = load i32, i32* %33, align 4
  %35 = call i64 @run(%struct.vm* noundef %5, i8* noundef %31, i32 noundef signext %34)
  store i64 %35, i64* %6, align 8
  %36 = load i64, i64* %6, align 8
  %37 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 5
  %38 = load i64, i64* %37, align 8
  %39 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 7
  %40 = load i32, i32* %39, align 4
  %41 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 6
  %42 = load i32, i32* %41, align 8
  %43 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i64 0, i64 0), i64 noundef %36, i64 noundef %38, i32 noundef signext %40, i32 noundef zeroext %42)
  %44 = load i32, i32* @check, align 4
  %45 = mul i32 %44, 31
  %46 = load i64, i64* %6, align 8
  %47 = trunc i64 %46 to i32
  %48 = add i32 %45, %47
  %49 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 5
  %50 = load i64, i64* %49, align 8
  %51 = trunc i64 %50 to i32
  %52 = add i32 %48, %51
  %53 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 6
  %54 = load i32, i32* %53, align 8
  %55 = add i32 %52, %54
  store i32 %55, i32* @check, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @call(%struct.asm_buf* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca %struct.asm_buf*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %8 = load i32, i32* %5, align 4
  call void @jump(%struct.asm_buf* noundef %7, i32 noundef signext 27, i32 noundef signext %8)
  %9 = load %struct.asm_buf*, %struct.asm_buf** %4, align 8
  %10 = load i32, i32* %6, align 4
  call void @emit8(%struct.asm_buf* noundef %9, i32 noundef signext %10)
  ret void
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @emit32(%struct.asm_buf* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.asm_buf*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %4, align 4
  store i32 %6, i32* %5, align 4
  %7 = load %struct.asm_buf*, %struct.asm_buf** %3, align 8
  %8 = load i32, i32* %5, align 4
  %9 = and i32 %8, 255
  call void @emit8(%struct.asm_buf* noundef %7, i32 noundef signext %9)
  %10 = load %struct.asm_buf*, %struct.asm_buf** %3, align 8
  %11 = load i32, i32* %5, align 4
  %12 = lshr i32 %11, 8
  %13 = and i32 %12, 255
  call void @emit8(%struct.asm_buf* noundef %10, i32 noundef signext %13)
  %14 = load %struct.asm_buf*, %struct.asm_buf** %3, align 8
  %15 = load i32, i32* %5, align 4
  %16 = lshr i32 %15, 16
  %17 = and i32 %16, 255
  call void @emit8(%struct.asm_buf* noundef %14, i32 noundef signext %17)
  %18 = load %struct.asm_buf*, %struct.asm_buf** %3, align 8
  %19 = load i32, i32* %5, align 4
  %20 = lshr i32 %19, 24
  call void @emit8(%struct.asm_buf* noundef %18, i32 noundef signext %20)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @finish(%struct.asm_buf* noundef %0) #0 {
  %2 = alloca %struct.asm_buf*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %2, align 8
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %40, %1
  %7 = load i32, i32* %3, align 4
  %8 = load %struct.asm_buf*, %struct.asm_buf** %2, align 8
  %9 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %8, i32 0, i32 5
  %10 = load i32, i32* %9, align 4
  %11 = icmp slt i32 %7, %10
  br i1 %11, label %12, label %43

12:                                               ; preds = %6
  %13 = load %struct.asm_buf*, %struct.asm_buf** %2, align 8
  %14 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %13, i32 0, i32 3
  %15 = load i32, i32* %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i64 0, i64 %16
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %4, align 4
  %19 = load %struct.asm_buf*, %struct.asm_buf** %2, align 8
  %20 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %19, i32 0, i32 1
  %21 = load i32, i32* %20, align 4
  store i32 %21, i32* %5, align 4
  %22 = load i32, i32* %4, align 4
  %23 = load %struct.asm_buf*, %struct.asm_buf** %2, align 8
  %24 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %23, i32 0, i32 1
  store i32 %22, i32* %24, align 4
  %25 = load %struct.asm_buf*, %struct.asm_buf** %2, align 8
  %26 = load %struct.asm_buf*, %struct.asm_buf** %2, align 8
  %27 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %26, i32 0, i32 2
  %28 = load %struct.asm_buf*, %struct.asm_buf** %2, align 8
  %29 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %28, i32 0, i32 4
  %30 = load i32, i32* %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [64 x i32], [64 x i32]* %29, i64 0, i64 %31
  %33 = load i32, i32* %32, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [32 x i32], [32 x i32]* %27, i64 0, i64 %34
  %36 = load i32, i32* %35, align 4
  call void @emit32(%struct.asm_buf* noundef %25, i32 noundef signext %36)
  %37 = load i32, i32* %5, align 4
  %38 = load %struct.asm_buf*, %struct.asm_buf** %2, align 8
  %39 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %38, i32 0, i32 1
  store i32 %37, i32* %39, align 4
  br label %40

40:                                               ; preds = %12
  %41 = load i32, i32* %3, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %3, align 4
  br label %6, !llvm.loop !8

43:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(%struct.vm* noundef %0, i8* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca %struct.vm*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i8, align 1
  store %struct.vm* %0, %struct.vm** %5, align 8
  store i8* %1, i8** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 0, i32* %8, align 4
  %12 = load %struct.vm*, %struct.vm** %5, align 8
  %13 = getelementptr inbounds %struct.vm, %struct.vm* %12, i32 0, i32 3
  store i32 0, i32* %13, align 8
  %14 = load %struct.vm*, %struct.vm** %5, align 8
  %15 = getelementptr inbounds %struct.vm, %struct.vm* %14, i32 0, i32 4
  store i32 0, i32* %15, align 4
  br label %16

16:                                               ; preds = %573, %3
  %17 = load i32, i32* %8, align 4
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load i32, i32* %8, align 4
  %21 = load i32, i32* %7, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %19, %16
  store i64 -1000, i64* %4, align 8
  br label %574

24:                                               ; preds = %19
  %25 = load i8*, i8** %6, align 8
  %26 = load i32, i32* %8, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %8, align 4
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds i8, i8* %25, i64 %28
  %30 = load i8, i8* %29, align 1
  store i8 %30, i8* %11, align 1
  %31 = load %struct.vm*, %struct.vm** %5, align 8
  %32 = getelementptr inbounds %struct.vm, %struct.vm* %31, i32 0, i32 5
  %33 = load i64, i64* %32, align 8
  %34 = add i64 %33, 1
  store i64 %34, i64* %32, align 8
  %35 = load i8, i8* %11, align 1
  %36 = zext i8 %35 to i32
  switch i32 %36, label %561 [
    i32 0, label %37
    i32 1, label %55
    i32 2, label %70
    i32 3, label %75
    i32 4, label %96
    i32 5, label %132
    i32 6, label %153
    i32 7, label %153
    i32 8, label %153
    i32 9, label %153
    i32 10, label %153
    i32 12, label %153
    i32 13, label %153
    i32 14, label %153
    i32 15, label %153
    i32 16, label %153
    i32 17, label %153
    i32 18, label %153
    i32 19, label %153
    i32 11, label %252
    i32 20, label %271
    i32 21, label %293
    i32 22, label %297
    i32 23, label %318
    i32 24, label %339
    i32 25, label %361
    i32 26, label %383
    i32 27, label %406
    i32 29, label %449
    i32 28, label %484
    i32 30, label %527
    i32 31, label %538
  ]

37:                                               ; preds = %24
  %38 = load %struct.vm*, %struct.vm** %5, align 8
  %39 = getelementptr inbounds %struct.vm, %struct.vm* %38, i32 0, i32 3
  %40 = load i32, i32* %39, align 8
  %41 = icmp sgt i32 %40, 0
  br i1 %41, label %42, label %52

42:                                               ; preds = %37
  %43 = load %struct.vm*, %struct.vm** %5, align 8
  %44 = getelementptr inbounds %struct.vm, %struct.vm* %43, i32 0, i32 0
  %45 = load %struct.vm*, %struct.vm** %5, align 8
  %46 = getelementptr inbounds %struct.vm, %struct.vm* %45, i32 0, i32 3
  %47 = load i32, i32* %46, align 8
  %48 = sub nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [256 x i64], [256 x i64]* %44, i64 0, i64 %49
  %51 = load i64, i64* %50, align 8
  br label %53

52:                                               ; preds = %37
  br label %53

53:                                               ; preds = %52, %42
  %54 = phi i64 [ %51, %42 ], [ 0, %52 ]
  store i64 %54, i64* %4, align 8
  br label %574

55:                                               ; preds = %24
  %56 = load i8*, i8** %6, align 8
  %57 = load i32, i32* %8, align 4
  %58 = call signext i32 @fetch32(i8* noundef %56, i32 noundef signext %57)
  %59 = sext i32 %58 to i64
  %60 = load %struct.vm*, %struct.vm** %5, align 8
  %61 = getelementptr inbounds %struct.vm, %struct.vm* %60, i32 0, i32 0
  %62 = load %struct.vm*, %struct.vm** %5, align 8
  %63 = getelementptr inbounds %struct.vm, %struct.vm* %62, i32 0, i32 3
  %64 = load i32, i32* %63, align 8
  %65 = add nsw i32 %64, 1
  store i32 %65, i32* %63, align 8
  %66 = sext i32 %64 to i64
  %67 = getelementptr inbounds [256 x i64], [256 x i64]* %61, i64 0, i64 %66
  store i64 %59, i64* %67, align 8
  %68 = load i32, i32* %8, align 4
  %69 = add nsw i32 %68, 4
  store i32 %69, i32* %8, align 4
  br label %562

70:                                               ; preds = %24
  %71 = load %struct.vm*, %struct.vm** %5, align 8
  %72 = getelementptr inbounds %struct.vm, %struct.vm* %71, i32 0, i32 3
  %73 = load i32, i32* %72, align 8
  %74 = add nsw i32 %73, -1
  store i32 %74, i32* %72, align 8
  br label %562

75:                                               ; preds = %24
  %76 = load %struct.vm*, %struct.vm** %5, align 8
  %77 = getelementptr inbounds %struct.vm, %struct.vm* %76, i32 0, i32 0
  %78 = load %struct.vm*, %struct.vm** %5, align 8
  %79 = getelementptr inbounds %struct.vm, %struct.vm* %78, i32 0, i32 3
  %80 = load i32, i32* %79, align 8
  %81 = sub nsw i32 %80, 1
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [256 x i64], [256 x i64]* %77, i64 0, i64 %82
  %84 = load i64, i64* %83, align 8
  %85 = load %struct.vm*, %struct.vm** %5, align 8
  %86 = getelementptr inbounds %struct.vm, %struct.vm* %85, i32 0, i32 0
  %87 = load %struct.vm*, %struct.vm** %5, align 8
  %88 = getelementptr inbounds %struct.vm, %struct.vm* %87, i32 0, i32 3
  %89 = load i32, i32* %88, align 8
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [256 x i64], [256 x i64]* %86, i64 0, i64 %90
  store i64 %84, i64* %91, align 8
  %92 = load %struct.vm*, %struct.vm** %5, align 8
  %93 = getelementptr inbounds %struct.vm, %struct.vm* %92, i32 0, i32 3
  %94 = load i32, i32* %93, align 8
  %95 = add nsw i32 %94, 1
  store i32 %95, i32* %93, align 8
  br label %562

96:                                               ; preds = %24
  %97 = load %struct.vm*, %struct.vm** %5, align 8
  %98 = getelementptr inbounds %struct.vm, %struct.vm* %97, i32 0, i32 0
  %99 = load %struct.vm*, %struct.vm** %5, align 8
  %100 = getelementptr inbounds %struct.vm, %struct.vm* %99, i32 0, i32 3
  %101 = load i32, i32* %100, align 8
  %102 = sub nsw i32 %101, 1
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [256 x i64], [256 x i64]* %98, i64 0, i64 %103
  %105 = load i64, i64* %104, align 8
  store i64 %105, i64* %9, align 8
  %106 = load %struct.vm*, %struct.vm** %5, align 8
  %107 = getelementptr inbounds %struct.vm, %struct.vm* %106, i32 0, i32 0
  %108 = load %struct.vm*, %struct.vm** %5, align 8
  %109 = getelementptr inbounds %struct.vm, %struct.vm* %108, i32 0, i32 3
  %110 = load i32, i32* %109, align 8
  %111 = sub nsw i32 %110, 2
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [256 x i64], [256 x i64]* %107, i64 0, i64 %112
  %114 = load i64, i64* %113, align 8
  %115 = load %struct.vm*, %struct.vm** %5, align 8
  %116 = getelementptr inbounds %struct.vm, %struct.vm* %115, i32 0, i32 0
  %117 = load %struct.vm*, %struct.vm** %5, align 8
  %118 = getelementptr inbounds %struct.vm, %struct.vm* %117, i32 0, i32 3
  %119 = load i32, i32* %118, align 8
  %120 = sub nsw i32 %119, 1
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [256 x i64], [256 x i64]* %116, i64 0, i64 %121
  store i64 %114, i64* %122, align 8
  %123 = load i64, i64* %9, align 8
  %124 = load %struct.vm*, %struct.vm** %5, align 8
  %125 = getelementptr inbounds %struct.vm, %struct.vm* %124, i32 0, i32 0
  %126 = load %struct.vm*, %struct.vm** %5, align 8
  %127 = getelementptr inbounds %struct.vm, %struct.vm* %126, i32 0, i32 3
  %128 = load i32, i32* %127, align 8
  %129 = sub nsw i32 %128, 2
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [256 x i64], [256 x i64]* %125, i64 0, i64 %130
  store i64 %123, i64* %131, align 8
  br label %562

132:                                              ; preds = %24
  %133 = load %struct.vm*, %struct.vm** %5, align 8
  %134 = getelementptr inbounds %struct.vm, %struct.vm* %133, i32 0, i32 0
  %135 = load %struct.vm*, %struct.vm** %5, align 8
  %136 = getelementptr inbounds %struct.vm, %struct.vm* %135, i32 0, i32 3
  %137 = load i32, i32* %136, align 8
  %138 = sub nsw i32 %137, 2
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [256 x i64], [256 x i64]* %134, i64 0, i64 %139
  %141 = load i64, i64* %140, align 8
  %142 = load %struct.vm*, %struct.vm** %5, align 8
  %143 = getelementptr inbounds %struct.vm, %struct.vm* %142, i32 0, i32 0
  %144 = load %struct.vm*, %struct.vm** %5, align 8
  %145 = getelementptr inbounds %struct.vm, %struct.vm* %144, i32 0, i32 3
  %146 = load i32, i32* %145, align 8
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [256 x i64], [256 x i64]* %143, i64 0, i64 %147
  store i64 %141, i64* %148, align 8
  %149 = load %struct.vm*, %struct.vm** %5, align 8
  %150 = getelementptr inbounds %struct.vm, %struct.vm* %149, i32 0, i32 3
  %151 = load i32, i32* %150, align 8
  %152 = add nsw i32 %151, 1
  store i32 %152, i32* %150, align 8
  br label %562

153:                                              ; preds = %24, %24, %24, %24, %24, %24, %24, %24, %24, %24, %24, %24, %24
  %154 = load %struct.vm*, %struct.vm** %5, align 8
  %155 = getelementptr inbounds %struct.vm, %struct.vm* %154, i32 0, i32 0
  %156 = load %struct.vm*, %struct.vm** %5, align 8
  %157 = getelementptr inbounds %struct.vm, %struct.vm* %156, i32 0, i32 3
  %158 = load i32, i32* %157, align 8
  %159 = add nsw i32 %158, -1
  store i32 %159, i32* %157, align 8
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [256 x i64], [256 x i64]* %155, i64 0, i64 %160
  %162 = load i64, i64* %161, align 8
  store i64 %162, i64* %10, align 8
  %163 = load %struct.vm*, %struct.vm** %5, align 8
  %164 = getelementptr inbounds %struct.vm, %struct.vm* %163, i32 0, i32 0
  %165 = load %struct.vm*, %struct.vm** %5, align 8
  %166 = getelementptr inbounds %struct.vm, %struct.vm* %165, i32 0, i32 3
  %167 = load i32, i32* %166, align 8
  %168 = sub nsw i32 %167, 1
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [256 x i64], [256 x i64]* %164, i64 0, i64 %169
  %171 = load i64, i64* %170, align 8
  store i64 %171, i64* %9, align 8
  %172 = load i8, i8* %11, align 1
  %173 = zext i8 %172 to i32
  switch i32 %173, label %236 [
    i32 6, label %174
    i32 7, label %178
    i32 8, label %182
    i32 9, label %186
    i32 10, label %194
    i32 12, label %202
    i32 13, label %206
    i32 14, label %210
    i32 15, label %214
    i32 16, label %219
    i32 17, label %224
    i32 18, label %230
  ]

174:                                              ; preds = %153
  %175 = load i64, i64* %9, align 8
  %176 = load i64, i64* %10, align 8
  %177 = add i64 %175, %176
  store i64 %177, i64* %9, align 8
  br label %242

178:                                              ; preds = %153
  %179 = load i64, i64* %9, align 8
  %180 = load i64, i64* %10, align 8
  %181 = sub i64 %179, %180
  store i64 %181, i64* %9, align 8
  br label %242

182:                                              ; preds = %153
  %183 = load i64, i64* %9, align 8
  %184 = load i64, i64* %10, align 8
  %185 = mul i64 %183, %184
  store i64 %185, i64* %9, align 8
  br label %242

186:                                              ; preds = %153
  %187 = load i64, i64* %10, align 8
  %188 = icmp eq i64 %187, 0
  br i1 %188, label %189, label %190

189:                                              ; preds = %186
  store i64 -1001, i64* %4, align 8
  br label %574

190:                                              ; preds = %186
  %191 = load i64, i64* %9, align 8
  %192 = load i64, i64* %10, align 8
  %193 = sdiv i64 %191, %192
  store i64 %193, i64* %9, align 8
  br label %242

194:                                              ; preds = %153
  %195 = load i64, i64* %10, align 8
  %196 = icmp eq i64 %195, 0
  br i1 %196, label %197, label %198

197:                                              ; preds = %194
  store i64 -1002, i64* %4, align 8
  br label %574

198:                                              ; preds = %194
  %199 = load i64, i64* %9, align 8
  %200 = load i64, i64* %10, align 8
  %201 = srem i64 %199, %200
  store i64 %201, i64* %9, align 8
  br label %242

202:                                              ; preds = %153
  %203 = load i64, i64* %10, align 8
  %204 = load i64, i64* %9, align 8
  %205 = and i64 %204, %203
  store i64 %205, i64* %9, align 8
  br label %242

206:                                              ; preds = %153
  %207 = load i64, i64* %10, align 8
  %208 = load i64, i64* %9, align 8
  %209 = or i64 %208, %207
  store i64 %209, i64* %9, align 8
  br label %242

210:                                              ; preds = %153
  %211 = load i64, i64* %10, align 8
  %212 = load i64, i64* %9, align 8
  %213 = xor i64 %212, %211
  store i64 %213, i64* %9, align 8
  br label %242

214:                                              ; preds = %153
  %215 = load i64, i64* %9, align 8
  %216 = load i64, i64* %10, align 8
  %217 = and i64 %216, 63
  %218 = shl i64 %215, %217
  store i64 %218, i64* %9, align 8
  br label %242

219:                                              ; preds = %153
  %220 = load i64, i64* %9, align 8
  %221 = load i64, i64* %10, align 8
  %222 = and i64 %221, 63
  %223 = ashr i64 %220, %222
  store i64 %223, i64* %9, align 8
  br label %242

224:                                              ; preds = %153
  %225 = load i64, i64* %9, align 8
  %226 = load i64, i64* %10, align 8
  %227 = icmp slt i64 %225, %226
  %228 = zext i1 %227 to i32
  %229 = sext i32 %228 to i64
  store i64 %229, i64* %9, align 8
  br label %242

230:                                              ; preds = %153
  %231 = load i64, i64* %9, align 8
  %232 = load i64, i64* %10, align 8
  %233 = icmp sle i64 %231, %232
  %234 = zext i1 %233 to i32
  %235 = sext i32 %234 to i64
  store i64 %235, i64* %9, align 8
  br label %242

236:                                              ; preds = %153
  %237 = load i64, i64* %9, align 8
  %238 = load i64, i64* %10, align 8
  %239 = icmp eq i64 %237, %238
  %240 = zext i1 %239 to i32
  %241 = sext i32 %240 to i64
  store i64 %241, i64* %9, align 8
  br label %242

242:                                              ; preds = %236, %230, %224, %219, %214, %210, %206, %202, %198, %190, %182, %178, %174
  %243 = load i64, i64* %9, align 8
  %244 = load %struct.vm*, %struct.vm** %5, align 8
  %245 = getelementptr inbounds %struct.vm, %struct.vm* %244, i32 0, i32 0
  %246 = load %struct.vm*, %struct.vm** %5, align 8
  %247 = getelementptr inbounds %struct.vm, %struct.vm* %246, i32 0, i32 3
  %248 = load i32, i32* %247, align 8
  %249 = sub nsw i32 %248, 1
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [256 x i64], [256 x i64]* %245, i64 0, i64 %250
  store i64 %243, i64* %251, align 8
  br label %562

252:                                              ; preds = %24
  %253 = load %struct.vm*, %struct.vm** %5, align 8
  %254 = getelementptr inbounds %struct.vm, %struct.vm* %253, i32 0, i32 0
  %255 = load %struct.vm*, %struct.vm** %5, align 8
  %256 = getelementptr inbounds %struct.vm, %struct.vm* %255, i32 0, i32 3
  %257 = load i32, i32* %256, align 8
  %258 = sub nsw i32 %257, 1
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds [256 x i64], [256 x i64]* %254, i64 0, i64 %259
  %261 = load i64, i64* %260, align 8
  %262 = sub i64 0, %261
  %263 = load %struct.vm*, %struct.vm** %5, align 8
  %264 = getelementptr inbounds %struct.vm, %struct.vm* %263, i32 0, i32 0
  %265 = load %struct.vm*, %struct.vm** %5, align 8
  %266 = getelementptr inbounds %struct.vm, %struct.vm* %265, i32 0, i32 3
  %267 = load i32, i32* %266, align 8
  %268 = sub nsw i32 %267, 1
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [256 x i64], [256 x i64]* %264, i64 0, i64 %269
  store i64 %262, i64* %270, align 8
  br label %562

271:                                              ; preds = %24
  %272 = load %struct.vm*, %struct.vm** %5, align 8
  %273 = getelementptr inbounds %struct.vm, %struct.vm* %272, i32 0, i32 0
  %274 = load %struct.vm*, %struct.vm** %5, align 8
  %275 = getelementptr inbounds %struct.vm, %struct.vm* %274, i32 0, i32 3
  %276 = load i32, i32* %275, align 8
  %277 = sub nsw i32 %276, 1
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [256 x i64], [256 x i64]* %273, i64 0, i64 %278
  %280 = load i64, i64* %279, align 8
  %281 = icmp ne i64 %280, 0
  %282 = xor i1 %281, true
  %283 = zext i1 %282 to i32
  %284 = sext i32 %283 to i64
  %285 = load %struct.vm*, %struct.vm** %5, align 8
  %286 = getelementptr inbounds %struct.vm, %struct.vm* %285, i32 0, i32 0
  %287 = load %struct.vm*, %struct.vm** %5, align 8
  %288 = getelementptr inbounds %struct.vm, %struct.vm* %287, i32 0, i32 3
  %289 = load i32, i32* %288, align 8
  %290 = sub nsw i32 %289, 1
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds [256 x i64], [256 x i64]* %286, i64 0, i64 %291
  store i64 %284, i64* %292, align 8
  br label %562

293:                                              ; preds = %24
  %294 = load i8*, i8** %6, align 8
  %295 = load i32, i32* %8, align 4
  %296 = call signext i32 @fetch32(i8* noundef %294, i32 noundef signext %295)
  store i32 %296, i32* %8, align 4
  br label %562

297:                                              ; preds = %24
  %298 = load %struct.vm*, %struct.vm** %5, align 8
  %299 = getelementptr inbounds %struct.vm, %struct.vm* %298, i32 0, i32 0
  %300 = load %struct.vm*, %struct.vm** %5, align 8
  %301 = getelementptr inbounds %struct.vm, %struct.vm* %300, i32 0, i32 3
  %302 = load i32, i32* %301, align 8
  %303 = add nsw i32 %302, -1
  store i32 %303, i32* %301, align 8
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds [256 x i64], [256 x i64]* %299, i64 0, i64 %304
  %306 = load i64, i64* %305, align 8
  store i64 %306, i64* %9, align 8
  %307 = load i64, i64* %9, align 8
  %308 = icmp eq i64 %307, 0
  br i1 %308, label %309, label %313

309:                                              ; preds = %297
  %310 = load i8*, i8** %6, align 8
  %311 = load i32, i32* %8, align 4
  %312 = call signext i32 @fetch32(i8* noundef %310, i32 noundef signext %311)
  br label %316

313:                                              ; preds = %297
  %314 = load i32, i32* %8, align 4
  %315 = add nsw i32 %314, 4
  br label %316

316:                                              ; preds = %313, %309
  %317 = phi i32 [ %312, %309 ], [ %315, %313 ]
  store i32 %317, i32* %8, align 4
  br label %562

318:                                              ; preds = %24
  %319 = load %struct.vm*, %struct.vm** %5, align 8
  %320 = getelementptr inbounds %struct.vm, %struct.vm* %319, i32 0, i32 0
  %321 = load %struct.vm*, %struct.vm** %5, align 8
  %322 = getelementptr inbounds %struct.vm, %struct.vm* %321, i32 0, i32 3
  %323 = load i32, i32* %322, align 8
  %324 = add nsw i32 %323, -1
  store i32 %324, i32* %322, align 8
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [256 x i64], [256 x i64]* %320, i64 0, i64 %325
  %327 = load i64, i64* %326, align 8
  store i64 %327, i64* %9, align 8
  %328 = load i64, i64* %9, align 8
  %329 = icmp ne i64 %328, 0
  br i1 %329, label %330, label %334

330:                                              ; preds = %318
  %331 = load i8*, i8** %6, align 8
  %332 = load i32, i32* %8, align 4
  %333 = call signext i32 @fetch32(i8* noundef %331, i32 noundef signext %332)
  br label %337

334:                                              ; preds = %318
  %335 = load i32, i32* %8, align 4
  %336 = add nsw i32 %335, 4
  br label %337

337:                                              ; preds = %334, %330
  %338 = phi i32 [ %333, %330 ], [ %336, %334 ]
  store i32 %338, i32* %8, align 4
  br label %562

339:                                              ; preds = %24
  %340 = load %struct.vm*, %struct.vm** %5, align 8
  %341 = getelementptr inbounds %struct.vm, %struct.vm* %340, i32 0, i32 1
  %342 = load i8*, i8** %6, align 8
  %343 = load i32, i32* %8, align 4
  %344 = add nsw i32 %343, 1
  store i32 %344, i32* %8, align 4
  %345 = sext i32 %343 to i64
  %346 = getelementptr inbounds i8, i8* %342, i64 %345
  %347 = load i8, i8* %346, align 1
  %348 = zext i8 %347 to i32
  %349 = and i32 %348, 15
  %350 = sext i32 %349 to i64
  %351 = getelementptr inbounds [16 x i64], [16 x i64]* %341, i64 0, i64 %350
  %352 = load i64, i64* %351, align 8
  %353 = load %struct.vm*, %struct.vm** %5, align 8
  %354 = getelementptr inbounds %struct.vm, %struct.vm* %353, i32 0, i32 0
  %355 = load %struct.vm*, %struct.vm** %5, align 8
  %356 = getelementptr inbounds %struct.vm, %struct.vm* %355, i32 0, i32 3
  %357 = load i32, i32* %356, align 8
  %358 = add nsw i32 %357, 1
  store i32 %358, i32* %356, align 8
  %359 = sext i32 %357 to i64
  %360 = getelementptr inbounds [256 x i64], [256 x i64]* %354, i64 0, i64 %359
  store i64 %352, i64* %360, align 8
  br label %562

361:                                              ; preds = %24
  %362 = load %struct.vm*, %struct.vm** %5, align 8
  %363 = getelementptr inbounds %struct.vm, %struct.vm* %362, i32 0, i32 0
  %364 = load %struct.vm*, %struct.vm** %5, align 8
  %365 = getelementptr inbounds %struct.vm, %struct.vm* %364, i32 0, i32 3
  %366 = load i32, i32* %365, align 8
  %367 = add nsw i32 %366, -1
  store i32 %367, i32* %365, align 8
  %368 = sext i32 %367 to i64
  %369 = getelementptr inbounds [256 x i64], [256 x i64]* %363, i64 0, i64 %368
  %370 = load i64, i64* %369, align 8
  %371 = load %struct.vm*, %struct.vm** %5, align 8
  %372 = getelementptr inbounds %struct.vm, %struct.vm* %371, i32 0, i32 1
  %373 = load i8*, i8** %6, align 8
  %374 = load i32, i32* %8, align 4
  %375 = add nsw i32 %374, 1
  store i32 %375, i32* %8, align 4
  %376 = sext i32 %374 to i64
  %377 = getelementptr inbounds i8, i8* %373, i64 %376
  %378 = load i8, i8* %377, align 1
  %379 = zext i8 %378 to i32
  %380 = and i32 %379, 15
  %381 = sext i32 %380 to i64
  %382 = getelementptr inbounds [16 x i64], [16 x i64]* %372, i64 0, i64 %381
  store i64 %370, i64* %382, align 8
  br label %562

383:                                              ; preds = %24
  %384 = load i8*, i8** %6, align 8
  %385 = load i32, i32* %8, align 4
  %386 = add nsw i32 %385, 1
  %387 = sext i32 %386 to i64
  %388 = getelementptr inbounds i8, i8* %384, i64 %387
  %389 = load i8, i8* %388, align 1
  %390 = sext i8 %389 to i64
  %391 = load %struct.vm*, %struct.vm** %5, align 8
  %392 = getelementptr inbounds %struct.vm, %struct.vm* %391, i32 0, i32 1
  %393 = load i8*, i8** %6, align 8
  %394 = load i32, i32* %8, align 4
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds i8, i8* %393, i64 %395
  %397 = load i8, i8* %396, align 1
  %398 = zext i8 %397 to i32
  %399 = and i32 %398, 15
  %400 = sext i32 %399 to i64
  %401 = getelementptr inbounds [16 x i64], [16 x i64]* %392, i64 0, i64 %400
  %402 = load i64, i64* %401, align 8
  %403 = add nsw i64 %402, %390
  store i64 %403, i64* %401, align 8
  %404 = load i32, i32* %8, align 4
  %405 = add nsw i32 %404, 2
  store i32 %405, i32* %8, align 4
  br label %562

406:                                              ; preds = %24
  %407 = load %struct.vm*, %struct.vm** %5, align 8
  %408 = getelementptr inbounds %struct.vm, %struct.vm* %407, i32 0, i32 4
  %409 = load i32, i32* %408, align 4
  %410 = icmp sge i32 %409, 64
  br i1 %410, label %411, label %412

411:                                              ; preds = %406
  store i64 -1003, i64* %4, align 8
  br label %574

412:                                              ; preds = %406
  %413 = load i32, i32* %8, align 4
  %414 = add nsw i32 %413, 5
  %415 = load %struct.vm*, %struct.vm** %5, align 8
  %416 = getelementptr inbounds %struct.vm, %struct.vm* %415, i32 0, i32 2
  %417 = load %struct.vm*, %struct.vm** %5, align 8
  %418 = getelementptr inbounds %struct.vm, %struct.vm* %417, i32 0, i32 4
  %419 = load i32, i32* %418, align 4
  %420 = sext i32 %419 to i64
  %421 = getelementptr inbounds [64 x %struct.frame], [64 x %struct.frame]* %416, i64 0, i64 %420
  %422 = getelementptr inbounds %struct.frame, %struct.frame* %421, i32 0, i32 0
  store i32 %414, i32* %422, align 8
  %423 = load %struct.vm*, %struct.vm** %5, align 8
  %424 = getelementptr inbounds %struct.vm, %struct.vm* %423, i32 0, i32 3
  %425 = load i32, i32* %424, align 8
  %426 = load i8*, i8** %6, align 8
  %427 = load i32, i32* %8, align 4
  %428 = add nsw i32 %427, 4
  %429 = sext i32 %428 to i64
  %430 = getelementptr inbounds i8, i8* %426, i64 %429
  %431 = load i8, i8* %430, align 1
  %432 = zext i8 %431 to i32
  %433 = sub nsw i32 %425, %432
  %434 = load %struct.vm*, %struct.vm** %5, align 8
  %435 = getelementptr inbounds %struct.vm, %struct.vm* %434, i32 0, i32 2
  %436 = load %struct.vm*, %struct.vm** %5, align 8
  %437 = getelementptr inbounds %struct.vm, %struct.vm* %436, i32 0, i32 4
  %438 = load i32, i32* %437, align 4
  %439 = sext i32 %438 to i64
  %440 = getelementptr inbounds [64 x %struct.frame], [64 x %struct.frame]* %435, i64 0, i64 %439
  %441 = getelementptr inbounds %struct.frame, %struct.frame* %440, i32 0, i32 1
  store i32 %433, i32* %441, align 4
  %442 = load %struct.vm*, %struct.vm** %5, align 8
  %443 = getelementptr inbounds %struct.vm, %struct.vm* %442, i32 0, i32 4
  %444 = load i32, i32* %443, align 4
  %445 = add nsw i32 %444, 1
  store i32 %445, i32* %443, align 4
  %446 = load i8*, i8** %6, align 8
  %447 = load i32, i32* %8, align 4
  %448 = call signext i32 @fetch32(i8* noundef %446, i32 noundef signext %447)
  store i32 %448, i32* %8, align 4
  br label %562

449:                                              ; preds = %24
  %450 = load %struct.vm*, %struct.vm** %5, align 8
  %451 = getelementptr inbounds %struct.vm, %struct.vm* %450, i32 0, i32 0
  %452 = load %struct.vm*, %struct.vm** %5, align 8
  %453 = getelementptr inbounds %struct.vm, %struct.vm* %452, i32 0, i32 2
  %454 = load %struct.vm*, %struct.vm** %5, align 8
  %455 = getelementptr inbounds %struct.vm, %struct.vm* %454, i32 0, i32 4
  %456 = load i32, i32* %455, align 4
  %457 = sub nsw i32 %456, 1
  %458 = sext i32 %457 to i64
  %459 = getelementptr inbounds [64 x %struct.frame], [64 x %struct.frame]* %453, i64 0, i64 %458
  %460 = getelementptr inbounds %struct.frame, %struct.frame* %459, i32 0, i32 1
  %461 = load i32, i32* %460, align 4
  %462 = load i8*, i8** %6, align 8
  %463 = load i32, i32* %8, align 4
  %464 = add nsw i32 %463, 1
  store i32 %464, i32* %8, align 4
  %465 = sext i32 %463 to i64
  %466 = getelementptr inbounds i8, i8* %462, i64 %465
  %467 = load i8, i8* %466, align 1
  %468 = zext i8 %467 to i32
  %469 = add nsw i32 %461, %468
  %470 = sext i32 %469 to i64
  %471 = getelementptr inbounds [256 x i64], [256 x i64]* %451, i64 0, i64 %470
  %472 = load i64, i64* %471, align 8
  %473 = load %struct.vm*, %struct.vm** %5, align 8
  %474 = getelementptr inbounds %struct.vm, %struct.vm* %473, i32 0, i32 0
  %475 = load %struct.vm*, %struct.vm** %5, align 8
  %476 = getelementptr inbounds %struct.vm, %struct.vm* %475, i32 0, i32 3
  %477 = load i32, i32* %476, align 8
  %478 = sext i32 %477 to i64
  %479 = getelementptr inbounds [256 x i64], [256 x i64]* %474, i64 0, i64 %478
  store i64 %472, i64* %479, align 8
  %480 = load %struct.vm*, %struct.vm** %5, align 8
  %481 = getelementptr inbounds %struct.vm, %struct.vm* %480, i32 0, i32 3
  %482 = load i32, i32* %481, align 8
  %483 = add nsw i32 %482, 1
  store i32 %483, i32* %481, align 8
  br label %562

484:                                              ; preds = %24
  %485 = load %struct.vm*, %struct.vm** %5, align 8
  %486 = getelementptr inbounds %struct.vm, %struct.vm* %485, i32 0, i32 0
  %487 = load %struct.vm*, %struct.vm** %5, align 8
  %488 = getelementptr inbounds %struct.vm, %struct.vm* %487, i32 0, i32 3
  %489 = load i32, i32* %488, align 8
  %490 = sub nsw i32 %489, 1
  %491 = sext i32 %490 to i64
  %492 = getelementptr inbounds [256 x i64], [256 x i64]* %486, i64 0, i64 %491
  %493 = load i64, i64* %492, align 8
  store i64 %493, i64* %9, align 8
  %494 = load %struct.vm*, %struct.vm** %5, align 8
  %495 = getelementptr inbounds %struct.vm, %struct.vm* %494, i32 0, i32 4
  %496 = load i32, i32* %495, align 4
  %497 = add nsw i32 %496, -1
  store i32 %497, i32* %495, align 4
  %498 = load %struct.vm*, %struct.vm** %5, align 8
  %499 = getelementptr inbounds %struct.vm, %struct.vm* %498, i32 0, i32 2
  %500 = load %struct.vm*, %struct.vm** %5, align 8
  %501 = getelementptr inbounds %struct.vm, %struct.vm* %500, i32 0, i32 4
  %502 = load i32, i32* %501, align 4
  %503 = sext i32 %502 to i64
  %504 = getelementptr inbounds [64 x %struct.frame], [64 x %struct.frame]* %499, i64 0, i64 %503
  %505 = getelementptr inbounds %struct.frame, %struct.frame* %504, i32 0, i32 1
  %506 = load i32, i32* %505, align 4
  %507 = load %struct.vm*, %struct.vm** %5, align 8
  %508 = getelementptr inbounds %struct.vm, %struct.vm* %507, i32 0, i32 3
  store i32 %506, i32* %508, align 8
  %509 = load i64, i64* %9, align 8
  %510 = load %struct.vm*, %struct.vm** %5, align 8
  %511 = getelementptr inbounds %struct.vm, %struct.vm* %510, i32 0, i32 0
  %512 = load %struct.vm*, %struct.vm** %5, align 8
  %513 = getelementptr inbounds %struct.vm, %struct.vm* %512, i32 0, i32 3
  %514 = load i32, i32* %513, align 8
  %515 = add nsw i32 %514, 1
  store i32 %515, i32* %513, align 8
  %516 = sext i32 %514 to i64
  %517 = getelementptr inbounds [256 x i64], [256 x i64]* %511, i64 0, i64 %516
  store i64 %509, i64* %517, align 8
  %518 = load %struct.vm*, %struct.vm** %5, align 8
  %519 = getelementptr inbounds %struct.vm, %struct.vm* %518, i32 0, i32 2
  %520 = load %struct.vm*, %struct.vm** %5, align 8
  %521 = getelementptr inbounds %struct.vm, %struct.vm* %520, i32 0, i32 4
  %522 = load i32, i32* %521, align 4
  %523 = sext i32 %522 to i64
  %524 = getelementptr inbounds [64 x %struct.frame], [64 x %struct.frame]* %519, i64 0, i64 %523
  %525 = getelementptr inbounds %struct.frame, %struct.frame* %524, i32 0, i32 0
  %526 = load i32, i32* %525, align 8
  store i32 %526, i32* %8, align 4
  br label %562

527:                                              ; preds = %24
  %528 = load %struct.vm*, %struct.vm** %5, align 8
  %529 = getelementptr inbounds %struct.vm, %struct.vm* %528, i32 0, i32 0
  %530 = load %struct.vm*, %struct.vm** %5, align 8
  %531 = getelementptr inbounds %struct.vm, %struct.vm* %530, i32 0, i32 3
  %532 = load i32, i32* %531, align 8
  %533 = add nsw i32 %532, -1
  store i32 %533, i32* %531, align 8
  %534 = sext i32 %533 to i64
  %535 = getelementptr inbounds [256 x i64], [256 x i64]* %529, i64 0, i64 %534
  %536 = load i64, i64* %535, align 8
  %537 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0), i64 noundef %536)
  br label %562

538:                                              ; preds = %24
  %539 = load %struct.vm*, %struct.vm** %5, align 8
  %540 = getelementptr inbounds %struct.vm, %struct.vm* %539, i32 0, i32 0
  %541 = load %struct.vm*, %struct.vm** %5, align 8
  %542 = getelementptr inbounds %struct.vm, %struct.vm* %541, i32 0, i32 3
  %543 = load i32, i32* %542, align 8
  %544 = add nsw i32 %543, -1
  store i32 %544, i32* %542, align 8
  %545 = sext i32 %544 to i64
  %546 = getelementptr inbounds [256 x i64], [256 x i64]* %540, i64 0, i64 %545
  %547 = load i64, i64* %546, align 8
  store i64 %547, i64* %9, align 8
  %548 = load %struct.vm*, %struct.vm** %5, align 8
  %549 = getelementptr inbounds %struct.vm, %struct.vm* %548, i32 0, i32 6
  %550 = load i32, i32* %549, align 8
  %551 = load i64, i64* %9, align 8
  %552 = trunc i64 %551 to i32
  %553 = xor i32 %550, %552
  %554 = mul i32 %553, 16777619
  %555 = load %struct.vm*, %struct.vm** %5, align 8
  %556 = getelementptr inbounds %struct.vm, %struct.vm* %555, i32 0, i32 6
  store i32 %554, i32* %556, align 8
  %557 = load %struct.vm*, %struct.vm** %5, align 8
  %558 = getelementptr inbounds %struct.vm, %struct.vm* %557, i32 0, i32 7
  %559 = load i32, i32* %558, align 4
  %560 = add nsw i32 %559, 1
  store i32 %560, i32* %558, align 4
  br label %562

561:                                              ; preds = %24
  store i64 -1004, i64* %4, align 8
  br label %574

562:                                              ; preds = %538, %527, %484, %449, %412, %383, %361, %339, %337, %316, %293, %271, %252, %242, %132, %96, %75, %70, %55
  %563 = load %struct.vm*, %struct.vm** %5, align 8
  %564 = getelementptr inbounds %struct.vm, %struct.vm* %563, i32 0, i32 3
  %565 = load i32, i32* %564, align 8
  %566 = icmp slt i32 %565, 0
  br i1 %566, label %572, label %567

567:                                              ; preds = %562
  %568 = load %struct.vm*, %struct.vm** %5, align 8
  %569 = getelementptr inbounds %struct.vm, %struct.vm* %568, i32 0, i32 3
  %570 = load i32, i32* %569, align 8
  %571 = icmp sge i32 %570, 254
  br i1 %571, label %572, label %573

572:                                              ; preds = %567, %562
  store i64 -1005, i64* %4, align 8
  br label %574

573:                                              ; preds = %567
  br label %16

574:                                              ; preds = %572, %561, %411, %197, %189, %53, %23
  %575 = load i64, i64* %4, align 8
  ret i64 %575
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @fetch32(i8* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = load i8*, i8** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i8, i8* %6, i64 %8
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i32
  %12 = load i8*, i8** %3, align 8
  %13 = load i32, i32* %4, align 4
  %14 = add nsw i32 %13, 1
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i8, i8* %12, i64 %15
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = shl i32 %18, 8
  %20 = or i32 %11, %19
  %21 = load i8*, i8** %3, align 8
  %22 = load i32, i32* %4, align 4
  %23 = add nsw i32 %22, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i8, i8* %21, i64 %24
  %26 = load i8, i8* %25, align 1
  %27 = zext i8 %26 to i32
  %28 = shl i32 %27, 16
  %29 = or i32 %20, %28
  %30 = load i8*, i8** %3, align 8
  %31 = load i32, i32* %4, align 4
  %32 = add nsw i32 %31, 3
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i8, i8* %30, i64 %33
  %35 = load i8, i8* %34, align 1
  %36 = zext i8 %35 to i32
  %37 = shl i32 %36, 24
  %38 = or i32 %29, %37
  store i32 %38, i32* %5, align 4
  %39 = load i32, i32* %5, align 4
  ret i32 %39
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
