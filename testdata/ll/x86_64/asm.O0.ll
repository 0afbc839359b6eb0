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
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %9

9:                                                ; preds = %34, %0
  %10 = load i32, i32* %3, align 4
  %11 = icmp slt i32 %10, 100
  br i1 %11, label %12, label %37

12:                                               ; preds = %9
  call void asm sideeffect ".p2align 4\0A\09nop", "~{dirflag},~{fpsr},~{flags}"() #2, !srcloc !6
  %13 = load i32, i32* %3, align 4
  %14 = load i32, i32* %3, align 4
  %15 = mul nsw i32 2, %14
  %16 = call i32 @add3(i32 noundef %13, i32 noundef %15)
  %17 = sext i32 %16 to i64
  %18 = load i32, i32* %3, align 4
  %19 = mul i32 %18, 16909060
  %20 = call i32 @swap32(i32 noundef %19)
  %21 = zext i32 %20 to i64
  %22 = srem i64 %21, 1000
  %23 = add nsw i64 %17, %22
  %24 = load i32, i32* %3, align 4
  %25 = sext i32 %24 to i64
  %26 = call i64 @addimm(i64 noundef %25)
  %27 = add nsw i64 %23, %26
  %28 = load i32, i32* %3, align 4
  %29 = sext i32 %28 to i64
  %30 = call i64 @hide(i64 noundef %29)
  %31 = add nsw i64 %27, %30
  %32 = load i64, i64* %2, align 8
  %33 = add nsw i64 %32, %31
  store i64 %33, i64* %2, align 8
  br label %34

34:                                               ; preds = %12
  %35 = load i32, i32* %3, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %3, align 4
  br label %9, !llvm.loop !7

37:                                               ; preds = %9
  store i32 5, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %38

38:                                               ; preds = %47, %37
  %39 = load i32, i32* %5, align 4
  %40 = icmp slt i32 %39, 10
  br i1 %40, label %41, label %50

41:                                               ; preds = %38
  %42 = load i32, i32* %5, align 4
  %43 = call i32 @fetch_add(i32* noundef %4, i32 noundef %42)
  %44 = sext i32 %43 to i64
  %45 = load i64, i64* %2, align 8
  %46 = add nsw i64 %45, %44
  store i64 %46, i64* %2, align 8
  br label %47

47:                                               ; preds = %41
  %48 = load i32, i32* %5, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %5, align 4
  br label %38, !llvm.loop !9

50:                                               ; preds = %38
  store i64 0, i64* %6, align 8
  %51 = load i64, i64* %2, align 8
  %52 = mul nsw i64 %51, 7
  call void @store_via_mem(i64* noundef %6, i64 noundef %52)
  %53 = call i64 @load_via_mem(i64* noundef %6)
  %54 = load i32, i32* %4, align 4
  %55 = sext i32 %54 to i64
  %56 = add nsw i64 %53, %55
  %57 = load i64, i64* %2, align 8
  %58 = add nsw i64 %57, %56
  store i64 %58, i64* %2, align 8
  %59 = call i64 @mulpair(i64 noundef 81985529216486895, i64 noundef 4096, i64* noundef %7)
  store i64 %59, i64* %8, align 8
  %60 = load i64, i64* %2, align 8
  %61 = load i64, i64* %8, align 8
  %62 = load i64, i64* %7, align 8
  %63 = call i32 @max_leaf()
  %64 = icmp ugt i32 %63, 0
  %65 = zext i1 %64 to i32
  %66 = call i32 @has_sse2()
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i64 noundef %60, i64 noundef %61, i64 noundef %62, i32 noundef %65, i32 noundef %66)
  %68 = load i64, i64* %2, align 8
  %69 = and i64 %68, 127
  %70 = trunc i64 %69 to i32
  ret i32 %70
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
  %8 = call i32 asm "leal 3($1,$2), $0", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 %6, i32 %7) #3, !srcloc !10
  store i32 %8, i32* %5, align 4
  %9 = load i32, i32* %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @swap32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %3) #3, !srcloc !11
  store i32 %4, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @addimm(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = call i64 asm "addq $1, $0", "=r,i,0,~{dirflag},~{fpsr},~{flags}"(i32 1000, i64 %3) #3, !srcloc !12
  store i64 %4, i64* %2, align 8
  %5 = load i64, i64* %2, align 8
  %6 = call i64 asm "addq $$5, ${0:q}", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %5) #3, !srcloc !13
  store i64 %6, i64* %2, align 8
  %7 = load i64, i64* %2, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hide(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %3) #3, !srcloc !14
  store i64 %4, i64* %2, align 8
  %5 = load i64, i64* %2, align 8
  %6 = mul nsw i64 %5, 3
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fetch_add(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32*, i32** %3, align 8
  %7 = call i32 asm sideeffect "lock; xaddl $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(i32* elementtype(i32) %6, i32 %5, i32* elementtype(i32) %6) #2, !srcloc !15
  store i32 %7, i32* %4, align 4
  %8 = load i32, i32* %4, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store_via_mem(i64* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64*, align 8
  %4 = alloca i64, align 8
  store i64* %0, i64** %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64*, i64** %3, align 8
  %6 = load i64, i64* %4, align 8
  call void asm "movq $1, $0", "=*m,r,~{dirflag},~{fpsr},~{flags}"(i64* elementtype(i64) %5, i64 %6) #2, !srcloc !16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @load_via_mem(i64* noundef %0) #0 {
  %2 = alloca i64*, align 8
  %3 = alloca i64, align 8
  store i64* %0, i64** %2, align 8
  %4 = load i64*, i64** %2, align 8
  %5 = call i64 asm "movq $1, $0", "=r,*m,~{dirflag},~{fpsr},~{flags}"(i64* elementtype(i64) %4) #4, !srcloc !17
  store i64 %5, i64* %3, align 8
  %6 = load i64, i64* %3, align 8
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
  %11 = call { i64, i64 } asm "imulq $3", "={ax},={dx},{ax},r,~{dirflag},~{fpsr},~{flags}"(i64 %9, i64 %10) #3, !srcloc !18
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
  %2 = call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #3, !srcloc !19
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
  %5 = call { i32, i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 1, i32 0) #3, !srcloc !20
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
attributes #4 = { nounwind readonly }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{i64 1796, i64 1809}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = !{i64 686}
!11 = !{i64 823}
!12 = !{i64 926}
!13 = !{i64 974}
!14 = !{i64 1079}
!15 = !{i64 1380}
!16 = !{i64 1671}
!17 = !{i64 1539}
!18 = !{i64 1220}
!19 = !{i64 361}
!20 = !{i64 518}
