; ModuleID = 'c/vm.c'
source_filename = "c/vm.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

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
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %3 = load volatile i32, i32* @vparam, align 4
  store i32 %3, i32* %2, align 4
  call void @reset(%struct.asm_buf* noundef @main.a)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 25, i32 noundef 0)
  %4 = load i32, i32* %2, align 4
  %5 = add nsw i32 1, %4
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef %5)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 25, i32 noundef 1)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 1)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 8)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 1000000007)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 10)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 25, i32 noundef 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 0)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 31)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 1)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 5)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 10)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef 23, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 0)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 30)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 26)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 1)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 20)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 18)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef 23, i32 noundef 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 0)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 0)
  call void @run_and_report(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), %struct.asm_buf* noundef @main.a)
  call void @reset(%struct.asm_buf* noundef @main.a)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 25, i32 noundef 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 2)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 25, i32 noundef 1)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 2)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 25, i32 noundef 2)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 2)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 3)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 8)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 1)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 18)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef 22, i32 noundef 2)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 2)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 10)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef 22, i32 noundef 3)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 26)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 2)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef 21, i32 noundef 1)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef 2)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 26)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 0)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 1)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 31)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef 3)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 26)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 1)
  %6 = load i32, i32* %2, align 4
  %7 = add nsw i32 3000, %6
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef %7)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 17)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef 23, i32 noundef 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 0)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 0)
  call void @run_and_report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), %struct.asm_buf* noundef @main.a)
  call void @reset(%struct.asm_buf* noundef @main.a)
  %8 = load i32, i32* %2, align 4
  %9 = add nsw i32 18, %8
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef %9)
  call void @call(%struct.asm_buf* noundef @main.a, i32 noundef 5, i32 noundef 1)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 3)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 30)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 0)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef 5)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 29, i32 noundef 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 2)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 17)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef 22, i32 noundef 6)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 29, i32 noundef 0)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 28)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef 6)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 29, i32 noundef 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 7)
  call void @call(%struct.asm_buf* noundef @main.a, i32 noundef 5, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 29, i32 noundef 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 2)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 7)
  call void @call(%struct.asm_buf* noundef @main.a, i32 noundef 5, i32 noundef 1)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 6)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 28)
  call void @run_and_report(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i32 0, i32 0), %struct.asm_buf* noundef @main.a)
  call void @reset(%struct.asm_buf* noundef @main.a)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 25, i32 noundef 3)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 25, i32 noundef 0)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 25, i32 noundef 1)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 37)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 8)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 1)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 11)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 8)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef 2)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 3)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef 22, i32 noundef 3)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 4)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 5)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 10)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef 21, i32 noundef 2)
  call void @label(%struct.asm_buf* noundef @main.a, i32 noundef 3)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 2)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 3)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 31)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 3)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 5)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 15)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 14)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 268435455)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 12)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 25, i32 noundef 3)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 26)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 1)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 30)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 18)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef 23, i32 noundef 1)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 26)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 0)
  call void @emit8(%struct.asm_buf* noundef @main.a, i32 noundef 1)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 0)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 30)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 18)
  call void @jump(%struct.asm_buf* noundef @main.a, i32 noundef 23, i32 noundef 0)
  call void @op1(%struct.asm_buf* noundef @main.a, i32 noundef 24, i32 noundef 3)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 11)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 0)
  call void @run_and_report(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), %struct.asm_buf* noundef @main.a)
  call void @reset(%struct.asm_buf* noundef @main.a)
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef 7)
  %10 = load i32, i32* %2, align 4
  call void @push(%struct.asm_buf* noundef @main.a, i32 noundef %10)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 9)
  call void @op(%struct.asm_buf* noundef @main.a, i32 noundef 0)
  call void @run_and_report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), %struct.asm_buf* noundef @main.a)
  %11 = load i32, i32* @check, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i32 noundef %11)
  %13 = load i32, i32* @check, align 4
  %14 = and i32 %13, 127
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reset(%struct.asm_buf* noundef %0) #0 {
  %2 = alloca %struct.asm_buf*, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %2, align 4
  %3 = load %struct.asm_buf*, %struct.asm_buf** %2, align 4
  %4 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %3, i32 0, i32 1
  store i32 0, i32* %4, align 4
  %5 = load %struct.asm_buf*, %struct.asm_buf** %2, align 4
  %6 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %5, i32 0, i32 5
  store i32 0, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(%struct.asm_buf* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.asm_buf*, align 4
  %4 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.asm_buf*, %struct.asm_buf** %3, align 4
  call void @emit8(%struct.asm_buf* noundef %5, i32 noundef 1)
  %6 = load %struct.asm_buf*, %struct.asm_buf** %3, align 4
  %7 = load i32, i32* %4, align 4
  call void @emit32(%struct.asm_buf* noundef %6, i32 noundef %7)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @op1(%struct.asm_buf* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.asm_buf*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %8 = load i32, i32* %5, align 4
  call void @emit8(%struct.asm_buf* noundef %7, i32 noundef %8)
  %9 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %10 = load i32, i32* %6, align 4
  call void @emit8(%struct.asm_buf* noundef %9, i32 noundef %10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @label(%struct.asm_buf* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.asm_buf*, align 4
  %4 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.asm_buf*, %struct.asm_buf** %3, align 4
  %6 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %5, i32 0, i32 1
  %7 = load i32, i32* %6, align 4
  %8 = load %struct.asm_buf*, %struct.asm_buf** %3, align 4
  %9 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %8, i32 0, i32 2
  %10 = load i32, i32* %4, align 4
  %11 = getelementptr inbounds [32 x i32], [32 x i32]* %9, i32 0, i32 %10
  store i32 %7, i32* %11, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @op(%struct.asm_buf* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.asm_buf*, align 4
  %4 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.asm_buf*, %struct.asm_buf** %3, align 4
  %6 = load i32, i32* %4, align 4
  call void @emit8(%struct.asm_buf* noundef %5, i32 noundef %6)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @jump(%struct.asm_buf* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.asm_buf*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %8 = load i32, i32* %5, align 4
  call void @emit8(%struct.asm_buf* noundef %7, i32 noundef %8)
  %9 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %10 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %9, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %13 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %12, i32 0, i32 3
  %14 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %15 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %14, i32 0, i32 5
  %16 = load i32, i32* %15, align 4
  %17 = getelementptr inbounds [64 x i32], [64 x i32]* %13, i32 0, i32 %16
  store i32 %11, i32* %17, align 4
  %18 = load i32, i32* %6, align 4
  %19 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %20 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %19, i32 0, i32 4
  %21 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %22 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %21, i32 0, i32 5
  %23 = load i32, i32* %22, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %22, align 4
  %25 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 %23
  store i32 %18, i32* %25, align 4
  %26 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  call void @emit32(%struct.asm_buf* noundef %26, i32 noundef 0)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @emit8(%struct.asm_buf* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.asm_buf*, align 4
  %4 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = trunc i32 %5 to i8
  %7 = load %struct.asm_buf*, %struct.asm_buf** %3, align 4
  %8 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %7, i32 0, i32 0
  %9 = load %struct.asm_buf*, %struct.asm_buf** %3, align 4
  %10 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %9, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %10, align 4
  %13 = getelementptr inbounds [1024 x i8], [1024 x i8]* %8, i32 0, i32 %11
  store i8 %6, i8* %13, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run_and_report(i8* noundef %0, %struct.asm_buf* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.asm_buf*, align 4
  %5 = alloca %struct.vm, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store %struct.asm_buf* %1, %struct.asm_buf** %4, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %15, %2
  %9 = load i32, i32* %7, align 4
  %10 = icmp slt i32 %9, 16
  br i1 %10, label %11, label %18

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 1
  %13 = load i32, i32* %7, align 4
  %14 = getelementptr inbounds [16 x i64], [16 x i64]* %12, i32 0, i32 %13
  store i64 0, i64* %14, align 8
  br label %15

15:                                               ; preds = %11
  %16 = load i32, i32* %7, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %7, align 4
  br label %8, !llvm.loop !6

18:                                               ; preds = %8
  %19 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 5
  store i64 0, i64* %19, align 8
  %20 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 6
  store i32 -2128831035, i32* %20, align 8
  %21 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 7
  store i32 0, i32* %21, align 4
  %22 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  call void @finish(%struct.asm_buf* noundef %22)
  %23 = load i8*, i8** %3, align 4
  %24 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %25 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %24, i32 0, i32 1
  %26 = load i32, i32* %25, align 4
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i32 0, i32 0), i8* noundef %23, i32 noundef %26)
  %28 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %29 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %28, i32 0, i32 0
  %30 = getelementptr inbounds [1024 x i8], [1024 x i8]* %29, i32 0, i32 0
  %31 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %32 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %31, i32 0, i32 1
  %33 = load i32, i32* %32, align 4
  %34 = call i64 @run(%struct.vm* noundef %5, i8* noundef %30, i32 noundef %33)
  store i64 %34, i64* %6, align 8
  %35 = load i64, i64* %6, align 8
  %36 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 5
  %37 = load i64, i64* %36, align 8
  %38 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 7
  %39 = load i32, i32* %38, align 4
  %40 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 6
  %41 = load i32, i32* %40, align 8
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i32 0, i32 0), i64 noundef %35, i64 noundef %37, i32 noundef %39, i32 noundef %41)
  %43 = load i32, i32* @check, align 4
  %44 = mul i32 %43, 31
  %45 = load i64, i64* %6, align 8
  %46 = trunc i64 %45 to i32
  %47 = add i32 %44, %46
  %48 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 5
  %49 = load i64, i64* %48, align 8
  %50 = trunc i64 %49 to i32
  %51 = add i32 %47, %50
  %52 = getelementptr inbounds %struct.vm, %struct.vm* %5, i32 0, i32 6
  %53 = load i32, i32* %52, align 8
  %54 = add i32 %51, %53
  store i32 %54, i32* @check, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @call(%struct.asm_buf* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.asm_buf*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %8 = load i32, i32* %5, align 4
  call void @jump(%struct.asm_buf* noundef %7, i32 noundef 27, i32 noundef %8)
  %9 = load %struct.asm_buf*, %struct.asm_buf** %4, align 4
  %10 = load i32, i32* %6, align 4
  call void @emit8(%struct.asm_buf* noundef %9, i32 noundef %10)
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @emit32(%struct.asm_buf* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.asm_buf*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %4, align 4
  store i32 %6, i32* %5, align 4
  %7 = load %struct.asm_buf*, %struct.asm_buf** %3, align 4
  %8 = load i32, i32* %5, align 4
  %9 = and i32 %8, 255
  call void @emit8(%struct.asm_buf* noundef %7, i32 noundef %9)
  %10 = load %struct.asm_buf*, %struct.asm_buf** %3, align 4
  %11 = load i32, i32* %5, align 4
  %12 = lshr i32 %11, 8
  %13 = and i32 %12, 255
  call void @emit8(%struct.asm_buf* noundef %10, i32 noundef %13)
  %14 = load %struct.asm_buf*, %struct.asm_buf** %3, align 4
  %15 = load i32, i32* %5, align 4
  %16 = lshr i32 %15, 16
  %17 = and i32 %16, 255
  call void @emit8(%struct.asm_buf* noundef %14, i32 noundef %17)
  %18 = load %struct.asm_buf*, %struct.asm_buf** %3, align 4
  %19 = load i32, i32* %5, align 4
  %20 = lshr i32 %19, 24
  call void @emit8(%struct.asm_buf* noundef %18, i32 noundef %20)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @finish(%struct.asm_buf* noundef %0) #0 {
  %2 = alloca %struct.asm_buf*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.asm_buf* %0, %struct.asm_buf** %2, align 4
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %37, %1
  %7 = load i32, i32* %3, align 4
  %8 = load %struct.asm_buf*, %struct.asm_buf** %2, align 4
  %9 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %8, i32 0, i32 5
  %10 = load i32, i32* %9, align 4
  %11 = icmp slt i32 %7, %10
  br i1 %11, label %12, label %40

12:                                               ; preds = %6
  %13 = load %struct.asm_buf*, %struct.asm_buf** %2, align 4
  %14 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %13, i32 0, i32 3
  %15 = load i32, i32* %3, align 4
  %16 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4
  store i32 %17, i32* %4, align 4
  %18 = load %struct.asm_buf*, %struct.asm_buf** %2, align 4
  %19 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %18, i32 0, i32 1
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %5, align 4
  %21 = load i32, i32* %4, align 4
  %22 = load %struct.asm_buf*, %struct.asm_buf** %2, align 4
  %23 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %22, i32 0, i32 1
  store i32 %21, i32* %23, align 4
  %24 = load %struct.asm_buf*, %struct.asm_buf** %2, align 4
  %25 = load %struct.asm_buf*, %struct.asm_buf** %2, align 4
  %26 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %25, i32 0, i32 2
  %27 = load %struct.asm_buf*, %struct.asm_buf** %2, align 4
  %28 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %27, i32 0, i32 4
  %29 = load i32, i32* %3, align 4
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* %28, i32 0, i32 %29
  %31 = load i32, i32* %30, align 4
  %32 = getelementptr inbounds [32 x i32], [32 x i32]* %26, i32 0, i32 %31
  %33 = load i32, i32* %32, align 4
  call void @emit32(%struct.asm_buf* noundef %24, i32 noundef %33)
  %34 = load i32, i32* %5, align 4
  %35 = load %struct.asm_buf*, %struct.asm_buf** %2, align 4
  %36 = getelementptr inbounds %struct.asm_buf, %struct.asm_buf* %35, i32 0, i32 1
  store i32 %34, i32* %36, align 4
  br label %37

37:                                               ; preds = %12
  %38 = load i32, i32* %3, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %3, align 4
  br label %6, !llvm.loop !8

40:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(%struct.vm* noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca %struct.vm*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i8, align 1
  store %struct.vm* %0, %struct.vm** %5, align 4
  store i8* %1, i8** %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 0, i32* %8, align 4
  %12 = load %struct.vm*, %struct.vm** %5, align 4
  %13 = getelementptr inbounds %struct.vm, %struct.vm* %12, i32 0, i32 3
  store i32 0, i32* %13, align 8
  %14 = load %struct.vm*, %struct.vm** %5, align 4
  %15 = getelementptr inbounds %struct.vm, %struct.vm* %14, i32 0, i32 4
  store i32 0, i32* %15, align 4
  br label %16

16:                                               ; preds = %531, %3
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
  br label %532

24:                                               ; preds = %19
  %25 = load i8*, i8** %6, align 4
  %26 = load i32, i32* %8, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %8, align 4
  %28 = getelementptr inbounds i8, i8* %25, i32 %26
  %29 = load i8, i8* %28, align 1
  store i8 %29, i8* %11, align 1
  %30 = load %struct.vm*, %struct.vm** %5, align 4
  %31 = getelementptr inbounds %struct.vm, %struct.vm* %30, i32 0, i32 5
  %32 = load i64, i64* %31, align 8
  %33 = add i64 %32, 1
  store i64 %33, i64* %31, align 8
  %34 = load i8, i8* %11, align 1
  %35 = zext i8 %34 to i32
  switch i32 %35, label %519 [
    i32 0, label %36
    i32 1, label %53
    i32 2, label %67
    i32 3, label %72
    i32 4, label %91
    i32 5, label %123
    i32 6, label %142
    i32 7, label %142
    i32 8, label %142
    i32 9, label %142
    i32 10, label %142
    i32 12, label %142
    i32 13, label %142
    i32 14, label %142
    i32 15, label %142
    i32 16, label %142
    i32 17, label %142
    i32 18, label %142
    i32 19, label %142
    i32 11, label %238
    i32 20, label %255
    i32 21, label %275
    i32 22, label %279
    i32 23, label %299
    i32 24, label %319
    i32 25, label %338
    i32 26, label %357
    i32 27, label %377
    i32 29, label %417
    i32 28, label %448
    i32 30, label %487
    i32 31, label %497
  ]

36:                                               ; preds = %24
  %37 = load %struct.vm*, %struct.vm** %5, align 4
  %38 = getelementptr inbounds %struct.vm, %struct.vm* %37, i32 0, i32 3
  %39 = load i32, i32* %38, align 8
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %50

41:                                               ; preds = %36
  %42 = load %struct.vm*, %struct.vm** %5, align 4
  %43 = getelementptr inbounds %struct.vm, %struct.vm* %42, i32 0, i32 0
  %44 = load %struct.vm*, %struct.vm** %5, align 4
  %45 = getelementptr inbounds %struct.vm, %struct.vm* %44, i32 0, i32 3
  %46 = load i32, i32* %45, align 8
  %47 = sub nsw i32 %46, 1
  %48 = getelementptr inbounds [256 x i64], [256 x i64]* %43, i32 0, i32 %47
  %49 = load i64, i64* %48, align 8
  br label %51

50:                                               ; preds = %36
  br label %51

51:                                               ; preds = %50, %41
  %52 = phi i64 [ %49, %41 ], [ 0, %50 ]
  store i64 %52, i64* %4, align 8
  br label %532

53:                                               ; preds = %24
  %54 = load i8*, i8** %6, align 4
  %55 = load i32, i32* %8, align 4
  %56 = call i32 @fetch32(i8* noundef %54, i32 noundef %55)
  %57 = sext i32 %56 to i64
  %58 = load %struct.vm*, %struct.vm** %5, align 4
  %59 = getelementptr inbounds %struct.vm, %struct.vm* %58, i32 0, i32 0
  %60 = load %struct.vm*, %struct.vm** %5, align 4
  %61 = getelementptr inbounds %struct.vm, %struct.vm* %60, i32 0, i32 3
  %62 = load i32, i32* %61, align 8
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* %61, align 8
  %64 = getelementptr inbounds [256 x i64], [256 x i64]* %59, i32 0, i32 %62
  store i64 %57, i64* %64, align 8
  %65 = load i32, i32* %8, align 4
  %66 = add nsw i32 %65, 4
  store i32 %66, i32* %8, align 4
  br label %520

67:                                               ; preds = %24
  %68 = load %struct.vm*, %struct.vm** %5, align 4
  %69 = getelementptr inbounds %struct.vm, %struct.vm* %68, i32 0, i32 3
  %70 = load i32, i32* %69, align 8
  %71 = add nsw i32 %70, -1
  store i32 %71, i32* %69, align 8
  br label %520

72:                                               ; preds = %24
  %73 = load %struct.vm*, %struct.vm** %5, align 4
  %74 = getelementptr inbounds %struct.vm, %struct.vm* %73, i32 0, i32 0
  %75 = load %struct.vm*, %struct.vm** %5, align 4
  %76 = getelementptr inbounds %struct.vm, %struct.vm* %75, i32 0, i32 3
  %77 = load i32, i32* %76, align 8
  %78 = sub nsw i32 %77, 1
  %79 = getelementptr inbounds [256 x i64], [256 x i64]* %74, i32 0, i32 %78
  %80 = load i64, i64* %79, align 8
  %81 = load %struct.vm*, %struct.vm** %5, align 4
  %82 = getelementptr inbounds %struct.vm, %struct.vm* %81, i32 0, i32 0
  %83 = load %struct.vm*, %struct.vm** %5, align 4
  %84 = getelementptr inbounds %struct.vm, %struct.vm* %83, i32 0, i32 3
  %85 = load i32, i32* %84, align 8
  %86 = getelementptr inbounds [256 x i64], [256 x i64]* %82, i32 0, i32 %85
  store i64 %80, i64* %86, align 8
  %87 = load %struct.vm*, %struct.vm** %5, align 4
  %88 = getelementptr inbounds %struct.vm, %struct.vm* %87, i32 0, i32 3
  %89 = load i32, i32* %88, align 8
  %90 = add nsw i32 %89, 1
  store i32 %90, i32* %88, align 8
  br label %520

91:                                               ; preds = %24
  %92 = load %struct.vm*, %struct.vm** %5, align 4
  %93 = getelementptr inbounds %struct.vm, %struct.vm* %92, i32 0, i32 0
  %94 = load %struct.vm*, %struct.vm** %5, align 4
  %95 = getelementptr inbounds %struct.vm, %struct.vm* %94, i32 0, i32 3
  %96 = load i32, i32* %95, align 8
  %97 = sub nsw i32 %96, 1
  %98 = getelementptr inbounds [256 x i64], [256 x i64]* %93, i32 0, i32 %97
  %99 = load i64, i64* %98, align 8
  store i64 %99, i64* %9, align 8
  %100 = load %struct.vm*, %struct.vm** %5, align 4
  %101 = getelementptr inbounds %struct.vm, %struct.vm* %100, i32 0, i32 0
  %102 = load %struct.vm*, %struct.vm** %5, align 4
  %103 = getelementptr inbounds %struct.vm, %struct.vm* %102, i32 0, i32 3
  %104 = load i32, i32* %103, align 8
  %105 = sub nsw i32 %104, 2
  %106 = getelementptr inbounds [256 x i64], [256 x i64]* %101, i32 0, i32 %105
  %107 = load i64, i64* %106, align 8
  %108 = load %struct.vm*, %struct.vm** %5, align 4
  %109 = getelementptr inbounds %struct.vm, %struct.vm* %108, i32 0, i32 0
  %110 = load %struct.vm*, %struct.vm** %5, align 4
  %111 = getelementptr inbounds %struct.vm, %struct.vm* %110, i32 0, i32 3
  %112 = load i32, i32* %111, align 8
  %113 = sub nsw i32 %112, 1
  %114 = getelementptr inbounds [256 x i64], [256 x i64]* %109, i32 0, i32 %113
  store i64 %107, i64* %114, align 8
  %115 = load i64, i64* %9, align 8
  %116 = load %struct.vm*, %struct.vm** %5, align 4
  %117 = getelementptr inbounds %struct.vm, %struct.vm* %116, i32 0, i32 0
  %118 = load %struct.vm*, %struct.vm** %5, align 4
  %119 = getelementptr inbounds %struct.vm, %struct.vm* %118, i32 0, i32 3
  %120 = load i32, i32* %119, align 8
  %121 = sub nsw i32 %120, 2
  %122 = getelementptr inbounds [256 x i64], [256 x i64]* %117, i32 0, i32 %121
  store i64 %115, i64* %122, align 8
  br label %520

123:                                              ; preds = %24
  %124 = load %struct.vm*, %struct.vm** %5, align 4
  %125 = getelementptr inbounds %struct.vm, %struct.vm* %124, i32 0, i32 0
  %126 = load %struct.vm*, %struct.vm** %5, align 4
  %127 = getelementptr inbounds %struct.vm, %struct.vm* %126, i32 0, i32 3
  %128 = load i32, i32* %127, align 8
  %129 = sub nsw i32 %128, 2
  %130 = getelementptr inbounds [256 x i64], [256 x i64]* %125, i32 0, i32 %129
  %131 = load i64, i64* %130, align 8
  %132 = load %struct.vm*, %struct.vm** %5, align 4
  %133 = getelementptr inbounds %struct.vm, %struct.vm* %132, i32 0, i32 0
  %134 = load %struct.vm*, %struct.vm** %5, align 4
  %135 = getelementptr inbounds %struct.vm, %struct.vm* %134, i32 0, i32 3
  %136 = load i32, i32* %135, align 8
  %137 = getelementptr inbounds [256 x i64], [256 x i64]* %133, i32 0, i32 %136
  store i64 %131, i64* %137, align 8
  %138 = load %struct.vm*, %struct.vm** %5, align 4
  %139 = getelementptr inbounds %struct.vm, %struct.vm* %138, i32 0, i32 3
  %140 = load i32, i32* %139, align 8
  %141 = add nsw i32 %140, 1
  store i32 %141, i32* %139, align 8
  br label %520

142:                                              ; preds = %24, %24, %24, %24, %24, %24, %24, %24, %24, %24, %24, %24, %24
  %143 = load %struct.vm*, %struct.vm** %5, align 4
  %144 = getelementptr inbounds %struct.vm, %struct.vm* %143, i32 0, i32 0
  %145 = load %struct.vm*, %struct.vm** %5, align 4
  %146 = getelementptr inbounds %struct.vm, %struct.vm* %145, i32 0, i32 3
  %147 = load i32, i32* %146, align 8
  %148 = add nsw i32 %147, -1
  store i32 %148, i32* %146, align 8
  %149 = getelementptr inbounds [256 x i64], [256 x i64]* %144, i32 0, i32 %148
  %150 = load i64, i64* %149, align 8
  store i64 %150, i64* %10, align 8
  %151 = load %struct.vm*, %struct.vm** %5, align 4
  %152 = getelementptr inbounds %struct.vm, %struct.vm* %151, i32 0, i32 0
  %153 = load %struct.vm*, %struct.vm** %5, align 4
  %154 = getelementptr inbounds %struct.vm, %struct.vm* %153, i32 0, i32 3
  %155 = load i32, i32* %154, align 8
  %156 = sub nsw i32 %155, 1
  %157 = getelementptr inbounds [256 x i64], [256 x i64]* %152, i32 0, i32 %156
  %158 = load i64, i64* %157, align 8
  store i64 %158, i64* %9, align 8
  %159 = load i8, i8* %11, align 1
  %160 = zext i8 %159 to i32
  switch i32 %160, label %223 [
    i32 6, label %161
    i32 7, label %165
    i32 8, label %169
    i32 9, label %173
    i32 10, label %181
    i32 12, label %189
    i32 13, label %193
    i32 14, label %197
    i32 15, label %201
    i32 16, label %206
    i32 17, label %211
    i32 18, label %217
  ]

161:                                              ; preds = %142
  %162 = load i64, i64* %9, align 8
  %163 = load i64, i64* %10, align 8
  %164 = add i64 %162, %163
  store i64 %164, i64* %9, align 8
  br label %229

165:                                              ; preds = %142
  %166 = load i64, i64* %9, align 8
  %167 = load i64, i64* %10, align 8
  %168 = sub i64 %166, %167
  store i64 %168, i64* %9, align 8
  br label %229

169:                                              ; preds = %142
  %170 = load i64, i64* %9, align 8
  %171 = load i64, i64* %10, align 8
  %172 = mul i64 %170, %171
  store i64 %172, i64* %9, align 8
  br label %229

173:                                              ; preds = %142
  %174 = load i64, i64* %10, align 8
  %175 = icmp eq i64 %174, 0
  br i1 %175, label %176, label %177

176:                                              ; preds = %173
  store i64 -1001, i64* %4, align 8
  br label %532

177:                                              ; preds = %173
  %178 = load i64, i64* %9, align 8
  %179 = load i64, i64* %10, align 8
  %180 = sdiv i64 %178, %179
  store i64 %180, i64* %9, align 8
  br label %229

181:                                              ; preds = %142
  %182 = load i64, i64* %10, align 8
  %183 = icmp eq i64 %182, 0
  br i1 %183, label %184, label %185

184:                                              ; preds = %181
  store i64 -1002, i64* %4, align 8
  br label %532

185:                                              ; preds = %181
  %186 = load i64, i64* %9, align 8
  %187 = load i64, i64* %10, align 8
  %188 = srem i64 %186, %187
  store i64 %188, i64* %9, align 8
  br label %229

189:                                              ; preds = %142
  %190 = load i64, i64* %10, align 8
  %191 = load i64, i64* %9, align 8
  %192 = and i64 %191, %190
  store i64 %192, i64* %9, align 8
  br label %229

193:                                              ; preds = %142
  %194 = load i64, i64* %10, align 8
  %195 = load i64, i64* %9, align 8
  %196 = or i64 %195, %194
  store i64 %196, i64* %9, align 8
  br label %229

197:                                              ; preds = %142
  %198 = load i64, i64* %10, align 8
  %199 = load i64, i64* %9, align 8
  %200 = xor i64 %199, %198
  store i64 %200, i64* %9, align 8
  br label %229

201:                                              ; preds = %142
  %202 = load i64, i64* %9, align 8
  %203 = load i64, i64* %10, align 8
  %204 = and i64 %203, 63
  %205 = shl i64 %202, %204
  store i64 %205, i64* %9, align 8
  br label %229

206:                                              ; preds = %142
  %207 = load i64, i64* %9, align 8
  %208 = load i64, i64* %10, align 8
  %209 = and i64 %208, 63
  %210 = ashr i64 %207, %209
  store i64 %210, i64* %9, align 8
  br label %229

211:                                              ; preds = %142
  %212 = load i64, i64* %9, align 8
  %213 = load i64, i64* %10, align 8
  %214 = icmp slt i64 %212, %213
  %215 = zext i1 %214 to i32
  %216 = sext i32 %215 to i64
  store i64 %216, i64* %9, align 8
  br label %229

217:                                              ; preds = %142
  %218 = load i64, i64* %9, align 8
  %219 = load i64, i64* %10, align 8
  %220 = icmp sle i64 %218, %219
  %221 = zext i1 %220 to i32
  %222 = sext i32 %221 to i64
  store i64 %222, i64* %9, align 8
  br label %229

223:                                              ; preds = %142
  %224 = load i64, i64* %9, align 8
  %225 = load i64, i64* %10, align 8
  %226 = icmp eq i64 %224, %225
  %227 = zext i1 %226 to i32
  %228 = sext i32 %227 to i64
  store i64 %228, i64* %9, align 8
  br label %229

229:                                              ; preds = %223, %217, %211, %206, %201, %197, %193, %189, %185, %177, %169, %165, %161
  %230 = load i64, i64* %9, align 8
  %231 = load %struct.vm*, %struct.vm** %5, align 4
  %232 = getelementptr inbounds %struct.vm, %struct.vm* %231, i32 0, i32 0
  %233 = load %struct.vm*, %struct.vm** %5, align 4
  %234 = getelementptr inbounds %struct.vm, %struct.vm* %233, i32 0, i32 3
  %235 = load i32, i32* %234, align 8
  %236 = sub nsw i32 %235, 1
  %237 = getelementptr inbounds [256 x i64], [256 x i64]* %232, i32 0, i32 %236
  store i64 %230, i64* %237, align 8
  br label %520

238:                                              ; preds = %24
  %239 = load %struct.vm*, %struct.vm** %5, align 4
  %240 = getelementptr inbounds %struct.vm, %struct.vm* %239, i32 0, i32 0
  %241 = load %struct.vm*, %struct.vm** %5, align 4
  %242 = getelementptr inbounds %struct.vm, %struct.vm* %241, i32 0, i32 3
  %243 = load i32, i32* %242, align 8
  %244 = sub nsw i32 %243, 1
  %245 = getelementptr inbounds [256 x i64], [256 x i64]* %240, i32 0, i32 %244
  %246 = load i64, i64* %245, align 8
  %247 = sub i64 0, %246
  %248 = load %struct.vm*, %struct.vm** %5, align 4
  %249 = getelementptr inbounds %struct.vm, %struct.vm* %248, i32 0, i32 0
  %250 = load %struct.vm*, %struct.vm** %5, align 4
  %251 = getelementptr inbounds %struct.vm, %struct.vm* %250, i32 0, i32 3
  %252 = load i32, i32* %251, align 8
  %253 = sub nsw i32 %252, 1
  %254 = getelementptr inbounds [256 x i64], [256 x i64]* %249, i32 0, i32 %253
  store i64 %247, i64* %254, align 8
  br label %520

255:                                              ; preds = %24
  %256 = load %struct.vm*, %struct.vm** %5, align 4
  %257 = getelementptr inbounds %struct.vm, %struct.vm* %256, i32 0, i32 0
  %258 = load %struct.vm*, %struct.vm** %5, align 4
  %259 = getelementptr inbounds %struct.vm, %struct.vm* %258, i32 0, i32 3
  %260 = load i32, i32* %259, align 8
  %261 = sub nsw i32 %260, 1
  %262 = getelementptr inbounds [256 x i64], [256 x i64]* %257, i32 0, i32 %261
  %263 = load i64, i64* %262, align 8
  %264 = icmp ne i64 %263, 0
  %265 = xor i1 %264, true
  %266 = zext i1 %265 to i32
  %267 = sext i32 %266 to i64
  %268 = load %struct.vm*, %struct.vm** %5, align 4
  %269 = getelementptr inbounds %struct.vm, %struct.vm* %268, i32 0, i32 0
  %270 = load %struct.vm*, %struct.vm** %5, align 4
  %271 = getelementptr inbounds %struct.vm, %struct.vm* %270, i32 0, i32 3
  %272 = load i32, i32* %271, align 8
  %273 = sub nsw i32 %272, 1
  %274 = getelementptr inbounds [256 x i64], [256 x i64]* %269, i32 0, i32 %273
  store i64 %267, i64* %274, align 8
  br label %520

275:                                              ; preds = %24
  %276 = load i8*, i8** %6, align 4
  %277 = load i32, i32* %8, align 4
  %278 = call i32 @fetch32(i8* noundef %276, i32 noundef %277)
  store i32 %278, i32* %8, align 4
  br label %520

279:                                              ; preds = %24
  %280 = load %struct.vm*, %struct.vm** %5, align 4
  %281 = getelementptr inbounds %struct.vm, %struct.vm* %280, i32 0, i32 0
  %282 = load %struct.vm*, %struct.vm** %5, align 4
  %283 = getelementptr inbounds %struct.vm, %struct.vm* %282, i32 0, i32 3
  %284 = load i32, i32* %283, align 8
  %285 = add nsw i32 %284, -1
  store i32 %285, i32* %283, align 8
  %286 = getelementptr inbounds [256 x i64], [256 x i64]* %281, i32 0, i32 %285
  %287 = load i64, i64* %286, align 8
  store i64 %287, i64* %9, align 8
  %288 = load i64, i64* %9, align 8
  %289 = icmp eq i64 %288, 0
  br i1 %289, label %290, label %294

290:                                              ; preds = %279
  %291 = load i8*, i8** %6, align 4
  %292 = load i32, i32* %8, align 4
  %293 = call i32 @fetch32(i8* noundef %291, i32 noundef %292)
  br label %297

294:                                              ; preds = %279
  %295 = load i32, i32* %8, align 4
  %296 = add nsw i32 %295, 4
  br label %297

297:                                              ; preds = %294, %290
  %298 = phi i32 [ %293, %290 ], [ %296, %294 ]
  store i32 %298, i32* %8, align 4
  br label %520

299:                                              ; preds = %24
  %300 = load %struct.vm*, %struct.vm** %5, align 4
  %301 = getelementptr inbounds %struct.vm, %struct.vm* %300, i32 0, i32 0
  %302 = load %struct.vm*, %struct.vm** %5, align 4
  %303 = getelementptr inbounds %struct.vm, %struct.vm* %302, i32 0, i32 3
  %304 = load i32, i32* %303, align 8
  %305 = add nsw i32 %304, -1
  store i32 %305, i32* %303, align 8
  %306 = getelementptr inbounds [256 x i64], [256 x i64]* %301, i32 0, i32 %305
  %307 = load i64, i64* %306, align 8
  store i64 %307, i64* %9, align 8
  %308 = load i64, i64* %9, align 8
  %309 = icmp ne i64 %308, 0
  br i1 %309, label %310, label %314

310:                                              ; preds = %299
  %311 = load i8*, i8** %6, align 4
  %312 = load i32, i32* %8, align 4
  %313 = call i32 @fetch32(i8* noundef %311, i32 noundef %312)
  br label %317

314:                                              ; preds = %299
  %315 = load i32, i32* %8, align 4
  %316 = add nsw i32 %315, 4
  br label %317

317:                                              ; preds = %314, %310
  %318 = phi i32 [ %313, %310 ], [ %316, %314 ]
  store i32 %318, i32* %8, align 4
  br label %520

319:                                              ; preds = %24
  %320 = load %struct.vm*, %struct.vm** %5, align 4
  %321 = getelementptr inbounds %struct.vm, %struct.vm* %320, i32 0, i32 1
  %322 = load i8*, i8** %6, align 4
  %323 = load i32, i32* %8, align 4
  %324 = add nsw i32 %323, 1
  store i32 %324, i32* %8, align 4
  %325 = getelementptr inbounds i8, i8* %322, i32 %323
  %326 = load i8, i8* %325, align 1
  %327 = zext i8 %326 to i32
  %328 = and i32 %327, 15
  %329 = getelementptr inbounds [16 x i64], [16 x i64]* %321, i32 0, i32 %328
  %330 = load i64, i64* %329, align 8
  %331 = load %struct.vm*, %struct.vm** %5, align 4
  %332 = getelementptr inbounds %struct.vm, %struct.vm* %331, i32 0, i32 0
  %333 = load %struct.vm*, %struct.vm** %5, align 4
  %334 = getelementptr inbounds %struct.vm, %struct.vm* %333, i32 0, i32 3
  %335 = load i32, i32* %334, align 8
  %336 = add nsw i32 %335, 1
  store i32 %336, i32* %334, align 8
  %337 = getelementptr inbounds [256 x i64], [256 x i64]* %332, i32 0, i32 %335
  store i64 %330, i64* %337, align 8
  br label %520

338:                                              ; preds = %24
  %339 = load %struct.vm*, %struct.vm** %5, align 4
  %340 = getelementptr inbounds %struct.vm, %struct.vm* %339, i32 0, i32 0
  %341 = load %struct.vm*, %struct.vm** %5, align 4
  %342 = getelementptr inbounds %struct.vm, %struct.vm* %341, i32 0, i32 3
  %343 = load i32, i32* %342, align 8
  %344 = add nsw i32 %343, -1
  store i32 %344, i32* %342, align 8
  %345 = getelementptr inbounds [256 x i64], [256 x i64]* %340, i32 0, i32 %344
  %346 = load i64, i64* %345, align 8
  %347 = load %struct.vm*, %struct.vm** %5, align 4
  %348 = getelementptr inbounds %struct.vm, %struct.vm* %347, i32 0, i32 1
  %349 = load i8*, i8** %6, align 4
  %350 = load i32, i32* %8, align 4
  %351 = add nsw i32 %350, 1
  store i32 %351, i32* %8, align 4
  %352 = getelementptr inbounds i8, i8* %349, i32 %350
  %353 = load i8, i8* %352, align 1
  %354 = zext i8 %353 to i32
  %355 = and i32 %354, 15
  %356 = getelementptr inbounds [16 x i64], [16 x i64]* %348, i32 0, i32 %355
  store i64 %346, i64* %356, align 8
  br label %520

357:                                              ; preds = %24
  %358 = load i8*, i8** %6, align 4
  %359 = load i32, i32* %8, align 4
  %360 = add nsw i32 %359, 1
  %361 = getelementptr inbounds i8, i8* %358, i32 %360
  %362 = load i8, i8* %361, align 1
  %363 = sext i8 %362 to i64
  %364 = load %struct.vm*, %struct.vm** %5, align 4
  %365 = getelementptr inbounds %struct.vm, %struct.vm* %364, i32 0, i32 1
  %366 = load i8*, i8** %6, align 4
  %367 = load i32, i32* %8, align 4
  %368 = getelementptr inbounds i8, i8* %366, i32 %367
  %369 = load i8, i8* %368, align 1
  %370 = zext i8 %369 to i32
  %371 = and i32 %370, 15
  %372 = getelementptr inbounds [16 x i64], [16 x i64]* %365, i32 0, i32 %371
  %373 = load i64, i64* %372, align 8
  %374 = add nsw i64 %373, %363
  store i64 %374, i64* %372, align 8
  %375 = load i32, i32* %8, align 4
  %376 = add nsw i32 %375, 2
  store i32 %376, i32* %8, align 4
  br label %520

377:                                              ; preds = %24
  %378 = load %struct.vm*, %struct.vm** %5, align 4
  %379 = getelementptr inbounds %struct.vm, %struct.vm* %378, i32 0, i32 4
  %380 = load i32, i32* %379, align 4
  %381 = icmp sge i32 %380, 64
  br i1 %381, label %382, label %383

382:                                              ; preds = %377
  store i64 -1003, i64* %4, align 8
  br label %532

383:                                              ; preds = %377
  %384 = load i32, i32* %8, align 4
  %385 = add nsw i32 %384, 5
  %386 = load %struct.vm*, %struct.vm** %5, align 4
  %387 = getelementptr inbounds %struct.vm, %struct.vm* %386, i32 0, i32 2
  %388 = load %struct.vm*, %struct.vm** %5, align 4
  %389 = getelementptr inbounds %struct.vm, %struct.vm* %388, i32 0, i32 4
  %390 = load i32, i32* %389, align 4
  %391 = getelementptr inbounds [64 x %struct.frame], [64 x %struct.frame]* %387, i32 0, i32 %390
  %392 = getelementptr inbounds %struct.frame, %struct.frame* %391, i32 0, i32 0
  store i32 %385, i32* %392, align 8
  %393 = load %struct.vm*, %struct.vm** %5, align 4
  %394 = getelementptr inbounds %struct.vm, %struct.vm* %393, i32 0, i32 3
  %395 = load i32, i32* %394, align 8
  %396 = load i8*, i8** %6, align 4
  %397 = load i32, i32* %8, align 4
  %398 = add nsw i32 %397, 4
  %399 = getelementptr inbounds i8, i8* %396, i32 %398
  %400 = load i8, i8* %399, align 1
  %401 = zext i8 %400 to i32
  %402 = sub nsw i32 %395, %401
  %403 = load %struct.vm*, %struct.vm** %5, align 4
  %404 = getelementptr inbounds %struct.vm, %struct.vm* %403, i32 0, i32 2
  %405 = load %struct.vm*, %struct.vm** %5, align 4
  %406 = getelementptr inbounds %struct.vm, %struct.vm* %405, i32 0, i32 4
  %407 = load i32, i32* %406, align 4
  %408 = getelementptr inbounds [64 x %struct.frame], [64 x %struct.frame]* %404, i32 0, i32 %407
  %409 = getelementptr inbounds %struct.frame, %struct.frame* %408, i32 0, i32 1
  store i32 %402, i32* %409, align 4
  %410 = load %struct.vm*, %struct.vm** %5, align 4
  %411 = getelementptr inbounds %struct.vm, %struct.vm* %410, i32 0, i32 4
  %412 = load i32, i32* %411, align 4
  %413 = add nsw i32 %412, 1
  store i32 %413, i32* %411, align 4
  %414 = load i8*, i8** %6, align 4
  %415 = load i32, i32* %8, align 4
  %416 = call i32 @fetch32(i8* noundef %414, i32 noundef %415)
  store i32 %416, i32* %8, align 4
  br label %520

417:                                              ; preds = %24
  %418 = load %struct.vm*, %struct.vm** %5, align 4
  %419 = getelementptr inbounds %struct.vm, %struct.vm* %418, i32 0, i32 0
  %420 = load %struct.vm*, %struct.vm** %5, align 4
  %421 = getelementptr inbounds %struct.vm, %struct.vm* %420, i32 0, i32 2
  %422 = load %struct.vm*, %struct.vm** %5, align 4
  %423 = getelementptr inbounds %struct.vm, %struct.vm* %422, i32 0, i32 4
  %424 = load i32, i32* %423, align 4
  %425 = sub nsw i32 %424, 1
  %426 = getelementptr inbounds [64 x %struct.frame], [64 x %struct.frame]* %421, i32 0, i32 %425
  %427 = getelementptr inbounds %struct.frame, %struct.frame* %426, i32 0, i32 1
  %428 = load i32, i32* %427, align 4
  %429 = load i8*, i8** %6, align 4
  %430 = load i32, i32* %8, align 4
  %431 = add nsw i32 %430, 1
  store i32 %431, i32* %8, align 4
  %432 = getelementptr inbounds i8, i8* %429, i32 %430
  %433 = load i8, i8* %432, align 1
  %434 = zext i8 %433 to i32
  %435 = add nsw i32 %428, %434
  %436 = getelementptr inbounds [256 x i64], [256 x i64]* %419, i32 0, i32 %435
  %437 = load i64, i64* %436, align 8
  %438 = load %struct.vm*, %struct.vm** %5, align 4
  %439 = getelementptr inbounds %struct.vm, %struct.vm* %438, i32 0, i32 0
  %440 = load %struct.vm*, %struct.vm** %5, align 4
  %441 = getelementptr inbounds %struct.vm, %struct.vm* %440, i32 0, i32 3
  %442 = load i32, i32* %441, align 8
  %443 = getelementptr inbounds [256 x i64], [256 x i64]* %439, i32 0, i32 %442
  store i64 %437, i64* %443, align 8
  %444 = load %struct.vm*, %struct.vm** %5, align 4
  %445 = getelementptr inbounds %struct.vm, %struct.vm* %444, i32 0, i32 3
  %446 = load i32, i32* %445, align 8
  %447 = add nsw i32 %446, 1
  store i32 %447, i32* %445, align 8
  br label %520

448:                                              ; preds = %24
  %449 = load %struct.vm*, %struct.vm** %5, align 4
  %450 = getelementptr inbounds %struct.vm, %struct.vm* %449, i32 0, i32 0
  %451 = load %struct.vm*, %struct.vm** %5, align 4
  %452 = getelementptr inbounds %struct.vm, %struct.vm* %451, i32 0, i32 3
  %453 = load i32, i32* %452, align 8
  %454 = sub nsw i32 %453, 1
  %455 = getelementptr inbounds [256 x i64], [256 x i64]* %450, i32 0, i32 %454
  %456 = load i64, i64* %455, align 8
  store i64 %456, i64* %9, align 8
  %457 = load %struct.vm*, %struct.vm** %5, align 4
  %458 = getelementptr inbounds %struct.vm, %struct.vm* %457, i32 0, i32 4
  %459 = load i32, i32* %458, align 4
  %460 = add nsw i32 %459, -1
  store i32 %460, i32* %458, align 4
  %461 = load %struct.vm*, %struct.vm** %5, align 4
  %462 = getelementptr inbounds %struct.vm, %struct.vm* %461, i32 0, i32 2
  %463 = load %struct.vm*, %struct.vm** %5, align 4
  %464 = getelementptr inbounds %struct.vm, %struct.vm* %463, i32 0, i32 4
  %465 = load i32, i32* %464, align 4
  %466 = getelementptr inbounds [64 x %struct.frame], [64 x %struct.frame]* %462, i32 0, i32 %465
  %467 = getelementptr inbounds %struct.frame, %struct.frame* %466, i32 0, i32 1
  %468 = load i32, i32* %467, align 4
  %469 = load %struct.vm*, %struct.vm** %5, align 4
  %470 = getelementptr inbounds %struct.vm, %struct.vm* %469, i32 0, i32 3
  store i32 %468, i32* %470, align 8
  %471 = load i64, i64* %9, align 8
  %472 = load %struct.vm*, %struct.vm** %5, align 4
  %473 = getelementptr inbounds %struct.vm, %struct.vm* %472, i32 0, i32 0
  %474 = load %struct.vm*, %struct.vm** %5, align 4
  %475 = getelementptr inbounds %struct.vm, %struct.vm* %474, i32 0, i32 3
  %476 = load i32, i32* %475, align 8
  %477 = add nsw i32 %476, 1
  store i32 %477, i32* %475, align 8
  %478 = getelementptr inbounds [256 x i64], [256 x i64]* %473, i32 0, i32 %476
  store i64 %471, i64* %478, align 8
  %479 = load %struct.vm*, %struct.vm** %5, align 4
  %480 = getelementptr inbounds %struct.vm, %struct.vm* %479, i32 0, i32 2
  %481 = load %struct.vm*, %struct.vm** %5, align 4
  %482 = getelementptr inbounds %struct.vm, %struct.vm* %481, i32 0, i32 4
  %483 = load i32, i32* %482, align 4
  %484 = getelementptr inbounds [64 x %struct.frame], [64 x %struct.frame]* %480, i32 0, i32 %483
  %485 = getelementptr inbounds %struct.frame, %struct.frame* %484, i32 0, i32 0
  %486 = load i32, i32* %485, align 8
  store i32 %486, i32* %8, align 4
  br label %520

487:                                              ; preds = %24
  %488 = load %struct.vm*, %struct.vm** %5, align 4
  %489 = getelementptr inbounds %struct.vm, %struct.vm* %488, i32 0, i32 0
  %490 = load %struct.vm*, %struct.vm** %5, align 4
  %491 = getelementptr inbounds %struct.vm, %struct.vm* %490, i32 0, i32 3
  %492 = load i32, i32* %491, align 8
  %493 = add nsw i32 %492, -1
  store i32 %493, i32* %491, align 8
  %494 = getelementptr inbounds [256 x i64], [256 x i64]* %489, i32 0, i32 %493
  %495 = load i64, i64* %494, align 8
  %496 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i32 0, i32 0), i64 noundef %495)
  br label %520

497:                                              ; preds = %24
  %498 = load %struct.vm*, %struct.vm** %5, align 4
  %499 = getelementptr inbounds %struct.vm, %struct.vm* %498, i32 0, i32 0
  %500 = load %struct.vm*, %struct.vm** %5, align 4
  %501 = getelementptr inbounds %struct.vm, %struct.vm* %500, i32 0, i32 3
  %502 = load i32, i32* %501, align 8
  %503 = add nsw i32 %502, -1
  store i32 %503, i32* %501, align 8
  %504 = getelementptr inbounds [256 x i64], [256 x i64]* %499, i32 0, i32 %503
  %505 = load i64, i64* %504, align 8
  store i64 %505, i64* %9, align 8
  %506 = load %struct.vm*, %struct.vm** %5, align 4
  %507 = getelementptr inbounds %struct.vm, %struct.vm* %506, i32 0, i32 6
  %508 = load i32, i32* %507, align 8
  %509 = load i64, i64* %9, align 8
  %510 = trunc i64 %509 to i32
  %511 = xor i32 %508, %510
  %512 = mul i32 %511, 16777619
  %513 = load %struct.vm*, %struct.vm** %5, align 4
  %514 = getelementptr inbounds %struct.vm, %struct.vm* %513, i32 0, i32 6
  store i32 %512, i32* %514, align 8
  %515 = load %struct.vm*, %struct.vm** %5, align 4
  %516 = getelementptr inbounds %struct.vm, %struct.vm* %515, i32 0, i32 7
  %517 = load i32, i32* %516, align 4
  %518 = add nsw i32 %517, 1
  store i32 %518, i32* %516, align 4
  br label %520

519:                                              ; preds = %24
  store i64 -1004, i64* %4, align 8
  br label %532

520:                                              ; preds = %497, %487, %448, %417, %383, %357, %338, %319, %317, %297, %275, %255, %238, %229, %123, %91, %72, %67, %53
  %521 = load %struct.vm*, %struct.vm** %5, align 4
  %522 = getelementptr inbounds %struct.vm, %struct.vm* %521, i32 0, i32 3
  %523 = load i32, i32* %522, align 8
  %524 = icmp slt i32 %523, 0
  br i1 %524, label %530, label %525

525:                                              ; preds = %520
  %526 = load %struct.vm*, %struct.vm** %5, align 4
  %527 = getelementptr inbounds %struct.vm, %struct.vm* %526, i32 0, i32 3
  %528 = load i32, i32* %527, align 8
  %529 = icmp sge i32 %528, 254
  br i1 %529, label %530, label %531

530:                                              ; preds = %525, %520
  store i64 -1005, i64* %4, align 8
  br label %532

531:                                              ; preds = %525
  br label %16

532:                                              ; preds = %530, %519, %382, %184, %176, %51, %23
  %533 = load i64, i64* %4, align 8
  ret i64 %533
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fetch32(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i8*, i8** %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = getelementptr inbounds i8, i8* %6, i32 %7
  %9 = load i8, i8* %8, align 1
  %10 = zext i8 %9 to i32
  %11 = load i8*, i8** %3, align 4
  %12 = load i32, i32* %4, align 4
  %13 = add nsw i32 %12, 1
  %14 = getelementptr inbounds i8, i8* %11, i32 %13
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  %17 = shl i32 %16, 8
  %18 = or i32 %10, %17
  %19 = load i8*, i8** %3, align 4
  %20 = load i32, i32* %4, align 4
  %21 = add nsw i32 %20, 2
  %22 = getelementptr inbounds i8, i8* %19, i32 %21
  %23 = load i8, i8* %22, align 1
  %24 = zext i8 %23 to i32
  %25 = shl i32 %24, 16
  %26 = or i32 %18, %25
  %27 = load i8*, i8** %3, align 4
  %28 = load i32, i32* %4, align 4
  %29 = add nsw i32 %28, 3
  %30 = getelementptr inbounds i8, i8* %27, i32 %29
  %31 = load i8, i8* %30, align 1
  %32 = zext i8 %31 to i32
  %33 = shl i32 %32, 24
  %34 = or i32 %26, %33
  store i32 %34, i32* %5, align 4
  %35 = load i32, i32* %5, align 4
  ret i32 %35
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }

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
