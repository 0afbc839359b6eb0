; ModuleID = 'c/asm.c'
source_filename = "c/asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"s %ld lo %ld hi %ld leaf %d sse2 %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %31, %0
  %7 = load i32, i32* %3, align 4
  %8 = icmp slt i32 %7, 100
  br i1 %8, label %9, label %34

9:                                                ; preds = %6
  call void asm sideeffect ".p2align 4\0A\09nop", "~{dirflag},~{fpsr},~{flags}"() #2, !srcloc !6
  %10 = load i32, i32* %3, align 4
  %11 = load i32, i32* %3, align 4
  %12 = mul nsw i32 2, %11
  %13 = call i32 @add3(i32 noundef %10, i32 noundef %12)
  %14 = sext i32 %13 to i64
  %15 = load i32, i32* %3, align 4
  %16 = mul i32 %15, 16909060
  %17 = call i32 @swap32(i32 noundef %16)
  %18 = zext i32 %17 to i64
  %19 = srem i64 %18, 1000
  %20 = add nsw i64 %14, %19
  %21 = load i32, i32* %3, align 4
  %22 = sext i32 %21 to i64
  %23 = call i64 @addimm(i64 noundef %22)
  %24 = add nsw i64 %20, %23
  %25 = load i32, i32* %3, align 4
  %26 = sext i32 %25 to i64
  %27 = call i64 @hide(i64 noundef %26)
  %28 = add nsw i64 %24, %27
  %29 = load i64, i64* %2, align 8
  %30 = add nsw i64 %29, %28
  store i64 %30, i64* %2, align 8
  br label %31

31:                                               ; preds = %9
  %32 = load i32, i32* %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %3, align 4
  br label %6, !llvm.loop !7

34:                                               ; preds = %6
  %35 = call i64 @mulpair(i64 noundef 81985529216486895, i64 noundef 4096, i64* noundef %4)
  store i64 %35, i64* %5, align 8
  %36 = load i64, i64* %2, align 8
  %37 = load i64, i64* %5, align 8
  %38 = load i64, i64* %4, align 8
  %39 = call i32 @max_leaf()
  %40 = icmp ugt i32 %39, 0
  %41 = zext i1 %40 to i32
  %42 = call i32 @has_sse2()
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i64 noundef %36, i64 noundef %37, i64 noundef %38, i32 noundef %41, i32 noundef %42)
  %44 = load i64, i64* %2, align 8
  %45 = and i64 %44, 127
  %46 = trunc i64 %45 to i32
  ret i32 %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add3(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = call i32 asm "leal 3($1,$2), $0", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 %6, i32 %7) #3, !srcloc !9
  store i32 %8, i32* %5, align 4
  %9 = load i32, i32* %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @swap32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %3) #3, !srcloc !10
  store i32 %4, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @addimm(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = call i64 asm "addq $1, $0", "=r,i,0,~{dirflag},~{fpsr},~{flags}"(i32 1000, i64 %3) #3, !srcloc !11
  store i64 %4, i64* %2, align 8
  %5 = load i64, i64* %2, align 8
  %6 = call i64 asm "addq $$5, ${0:q}", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %5) #3, !srcloc !12
  store i64 %6, i64* %2, align 8
  %7 = load i64, i64* %2, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hide(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %3) #3, !srcloc !13
  store i64 %4, i64* %2, align 8
  %5 = load i64, i64* %2, align 8
  %6 = mul nsw i64 %5, 3
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mulpair(i64 noundef %0, i64 noundef %1, i64* noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store i64* %2, i64** %6, align 8
  %9 = load i64, i64* %4, align 8
  %10 = load i64, i64* %5, align 8
  %11 = call { i64, i64 } asm "imulq $3", "={ax},={dx},{ax},r,~{dirflag},~{fpsr},~{flags}"(i64 %9, i64 %10) #3, !srcloc !14
  %12 = extractvalue { i64, i64 } %11, 0
  %13 = extractvalue { i64, i64 } %11, 1
  store i64 %12, i64* %7, align 8
  store i64 %13, i64* %8, align 8
  %14 = load i64, i64* %8, align 8
  %15 = load i64*, i64** %6, align 8
  store i64 %14, i64* %15, align 8
  %16 = load i64, i64* %7, align 8
  ret i64 %16
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_leaf() #0 {
  %1 = alloca i32, align 4
  %2 = call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #3, !srcloc !15
  store i32 %2, i32* %1, align 4
  %3 = load i32, i32* %1, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @has_sse2() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = call { i32, i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 1, i32 0) #3, !srcloc !16
  %6 = extractvalue { i32, i32, i32, i32 } %5, 0
  %7 = extractvalue { i32, i32, i32, i32 } %5, 1
  %8 = extractvalue { i32, i32, i32, i32 } %5, 2
  %9 = extractvalue { i32, i32, i32, i32 } %5, 3
  store i32 %6, i32* %1, align 4
  store i32 %7, i32* %2, align 4
  store i32 %8, i32* %3, align 4
  store i32 %9, i32* %4, align 4
  %10 = load i32, i32* %4, align 4
  %11 = lshr i32 %10, 26
  %12 = and i32 %11, 1
  ret i32 %12
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{i64 1383, i64 1396}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{i64 686}
!10 = !{i64 823}
!11 = !{i64 926}
!12 = !{i64 974}
!13 = !{i64 1079}
!14 = !{i64 1220}
!15 = !{i64 361}
!16 = !{i64 518}
