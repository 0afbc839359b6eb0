; ModuleID = 'c/atomics.c'
source_filename = "c/atomics.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"spin %d %d %lld\0A\00", align 1
@counter = internal global i32 0, align 4
@big = internal global i64 0, align 8
@.str.1 = private unnamed_addr constant [16 x i8] c"ops %ld %ld %d\0A\00", align 1
@flags = internal global i32 0, align 4
@plain = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"cas %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"cas2 %d %lld %d\0A\00", align 1
@small = internal global i8 0, align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"minmax %d %d %d\0A\00", align 1
@half = internal global i16 0, align 2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  %10 = call i32 @spin(i32 noundef 20)
  store i32 %10, i32* %2, align 4
  %11 = load i32, i32* %2, align 4
  %12 = load atomic i32, i32* @counter seq_cst, align 4
  store i32 %12, i32* %3, align 4
  %13 = load i32, i32* %3, align 4
  %14 = call i64 @__atomic_load_8(i8* noundef bitcast (i64* @big to i8*), i32 noundef 5)
  store i64 %14, i64* %4, align 8
  %15 = load i64, i64* %4, align 8
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %11, i32 noundef %13, i64 noundef %15)
  store i32 0, i32* %5, align 4
  store i32 1, i32* %6, align 4
  br label %17

17:                                               ; preds = %26, %0
  %18 = load i32, i32* %6, align 4
  %19 = icmp slt i32 %18, 6
  br i1 %19, label %20, label %29

20:                                               ; preds = %17
  %21 = load i32, i32* %6, align 4
  %22 = mul nsw i32 %21, 4369
  %23 = call i32 @ops(i32 noundef %22)
  %24 = load i32, i32* %5, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, i32* %5, align 4
  br label %26

26:                                               ; preds = %20
  %27 = load i32, i32* %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %6, align 4
  br label %17, !llvm.loop !6

29:                                               ; preds = %17
  %30 = load i32, i32* %5, align 4
  %31 = load i32, i32* @flags, align 4
  %32 = load i32, i32* @plain, align 4
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef %30, i32 noundef %31, i32 noundef %32)
  %34 = call i32 @cas(i32 noundef 3)
  %35 = call i32 @cas(i32 noundef -5)
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0), i32 noundef %34, i32 noundef %35)
  %37 = load atomic i32, i32* @counter seq_cst, align 4
  store i32 %37, i32* %7, align 4
  %38 = load i32, i32* %7, align 4
  %39 = call i64 @__atomic_load_8(i8* noundef bitcast (i64* @big to i8*), i32 noundef 5)
  store i64 %39, i64* %8, align 8
  %40 = load i64, i64* %8, align 8
  %41 = load atomic i8, i8* @small seq_cst, align 1
  store i8 %41, i8* %9, align 1
  %42 = load i8, i8* %9, align 1
  %43 = zext i8 %42 to i32
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %38, i64 noundef %40, i32 noundef %43)
  %45 = call i32 @minmax(i32 noundef 100)
  %46 = call i32 @minmax(i32 noundef -7)
  %47 = load i32, i32* @plain, align 4
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %45, i32 noundef %46, i32 noundef %47)
  %49 = load i32, i32* %5, align 4
  %50 = and i32 %49, 63
  ret i32 %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @spin(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i16, align 2
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %14

14:                                               ; preds = %42, %1
  %15 = load i32, i32* %4, align 4
  %16 = load i32, i32* %2, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %45

18:                                               ; preds = %14
  %19 = load i32, i32* %4, align 4
  store i32 %19, i32* %5, align 4
  %20 = load i32, i32* %5, align 4
  %21 = atomicrmw add i32* @counter, i32 %20 seq_cst, align 4
  store i32 %21, i32* %6, align 4
  %22 = load i32, i32* %6, align 4
  %23 = load i32, i32* %4, align 4
  %24 = mul nsw i32 %23, 3
  %25 = sext i32 %24 to i64
  store i64 %25, i64* %7, align 8
  %26 = load i64, i64* %7, align 8
  %27 = call i64 @__atomic_fetch_sub_8(i8* noundef bitcast (i64* @big to i8*), i64 noundef %26, i32 noundef 0)
  store i64 %27, i64* %8, align 8
  %28 = load i64, i64* %8, align 8
  %29 = load atomic i32, i32* @counter acquire, align 4
  store i32 %29, i32* %9, align 4
  %30 = load i32, i32* %9, align 4
  %31 = and i32 %30, 7
  %32 = load i32, i32* %3, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, i32* %3, align 4
  %34 = load i32, i32* %4, align 4
  %35 = mul nsw i32 %34, 37
  %36 = trunc i32 %35 to i8
  store i8 %36, i8* %10, align 1
  %37 = load i8, i8* %10, align 1
  store atomic i8 %37, i8* @small release, align 1
  %38 = load i32, i32* %4, align 4
  %39 = mul nsw i32 %38, -1000
  %40 = trunc i32 %39 to i16
  store i16 %40, i16* %11, align 2
  %41 = load i16, i16* %11, align 2
  store atomic i16 %41, i16* @half seq_cst, align 2
  br label %42

42:                                               ; preds = %18
  %43 = load i32, i32* %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %4, align 4
  br label %14, !llvm.loop !8

45:                                               ; preds = %14
  %46 = load i32, i32* %3, align 4
  %47 = load atomic i8, i8* @small seq_cst, align 1
  store i8 %47, i8* %12, align 1
  %48 = load i8, i8* %12, align 1
  %49 = zext i8 %48 to i32
  %50 = add nsw i32 %46, %49
  %51 = load atomic i16, i16* @half seq_cst, align 2
  store i16 %51, i16* %13, align 2
  %52 = load i16, i16* %13, align 2
  %53 = sext i16 %52 to i32
  %54 = add nsw i32 %50, %53
  ret i32 %54
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind willreturn
declare i64 @__atomic_load_8(i8*, i32) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ops(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
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
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  %16 = load i32, i32* %2, align 4
  %17 = or i32 %16, 240
  store i32 %17, i32* %4, align 4
  %18 = load i32, i32* %4, align 4
  %19 = atomicrmw and i32* @flags, i32 %18 seq_cst, align 4
  store i32 %19, i32* %5, align 4
  %20 = load i32, i32* %5, align 4
  %21 = load i32, i32* %3, align 4
  %22 = add nsw i32 %21, %20
  store i32 %22, i32* %3, align 4
  %23 = load i32, i32* %2, align 4
  %24 = shl i32 %23, 3
  store i32 %24, i32* %6, align 4
  %25 = load i32, i32* %6, align 4
  %26 = atomicrmw or i32* @flags, i32 %25 acq_rel, align 4
  store i32 %26, i32* %7, align 4
  %27 = load i32, i32* %7, align 4
  %28 = load i32, i32* %3, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, i32* %3, align 4
  store i32 23130, i32* %8, align 4
  %30 = load i32, i32* %8, align 4
  %31 = atomicrmw xor i32* @flags, i32 %30 monotonic, align 4
  store i32 %31, i32* %9, align 4
  %32 = load i32, i32* %9, align 4
  %33 = load i32, i32* %3, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, i32* %3, align 4
  %35 = load i32, i32* %2, align 4
  store i32 %35, i32* %10, align 4
  %36 = load i32, i32* %10, align 4
  %37 = atomicrmw nand i32* @flags, i32 %36 seq_cst, align 4
  store i32 %37, i32* %11, align 4
  %38 = load i32, i32* %11, align 4
  %39 = load i32, i32* %3, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, i32* %3, align 4
  %41 = load i32, i32* %2, align 4
  store i32 %41, i32* %12, align 4
  %42 = load i32, i32* %12, align 4
  %43 = atomicrmw xchg i32* @plain, i32 %42 seq_cst, align 4
  store i32 %43, i32* %13, align 4
  %44 = load i32, i32* %13, align 4
  %45 = load i32, i32* %3, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, i32* %3, align 4
  store i32 5, i32* %14, align 4
  %47 = load i32, i32* %14, align 4
  %48 = atomicrmw add i32* @plain, i32 %47 seq_cst, align 4
  %49 = add i32 %48, %47
  store i32 %49, i32* %15, align 4
  %50 = load i32, i32* %15, align 4
  %51 = load i32, i32* %3, align 4
  %52 = add nsw i32 %51, %50
  store i32 %52, i32* %3, align 4
  %53 = atomicrmw add i32* @flags, i32 3 seq_cst, align 4
  %54 = load i32, i32* %3, align 4
  %55 = add nsw i32 %54, %53
  store i32 %55, i32* %3, align 4
  %56 = atomicrmw sub i32* @plain, i32 2 seq_cst, align 4
  %57 = sub i32 %56, 2
  %58 = load i32, i32* %3, align 4
  %59 = add nsw i32 %58, %57
  store i32 %59, i32* %3, align 4
  fence seq_cst
  fence acquire
  fence syncscope("singlethread") seq_cst
  %60 = load i32, i32* %3, align 4
  ret i32 %60
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cas(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %17 = load atomic i32, i32* @counter seq_cst, align 4
  store i32 %17, i32* %4, align 4
  %18 = load i32, i32* %4, align 4
  store i32 %18, i32* %3, align 4
  store i32 0, i32* %5, align 4
  br label %19

19:                                               ; preds = %35, %1
  %20 = load i32, i32* %3, align 4
  %21 = mul nsw i32 %20, 2
  %22 = load i32, i32* %2, align 4
  %23 = add nsw i32 %21, %22
  store i32 %23, i32* %6, align 4
  %24 = load i32, i32* %3, align 4
  %25 = load i32, i32* %6, align 4
  %26 = cmpxchg weak i32* @counter, i32 %24, i32 %25 seq_cst seq_cst, align 4
  %27 = extractvalue { i32, i1 } %26, 0
  %28 = extractvalue { i32, i1 } %26, 1
  br i1 %28, label %30, label %29

29:                                               ; preds = %19
  store i32 %27, i32* %3, align 4
  br label %30

30:                                               ; preds = %29, %19
  %31 = zext i1 %28 to i8
  store i8 %31, i8* %7, align 1
  %32 = load i8, i8* %7, align 1
  %33 = trunc i8 %32 to i1
  %34 = xor i1 %33, true
  br i1 %34, label %35, label %38

35:                                               ; preds = %30
  %36 = load i32, i32* %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %5, align 4
  br label %19, !llvm.loop !9

38:                                               ; preds = %30
  store i64 12345, i64* %8, align 8
  store i64 777, i64* %10, align 8
  %39 = bitcast i64* %8 to i8*
  %40 = load i64, i64* %10, align 8
  %41 = call zeroext i1 @__atomic_compare_exchange_8(i8* noundef bitcast (i64* @big to i8*), i8* noundef %39, i64 noundef %40, i32 noundef 5, i32 noundef 5)
  %42 = zext i1 %41 to i32
  store i32 %42, i32* %9, align 4
  store i8 9, i8* %12, align 1
  store i8 -56, i8* %14, align 1
  %43 = load i8, i8* %12, align 1
  %44 = load i8, i8* %14, align 1
  %45 = cmpxchg i8* @small, i8 %43, i8 %44 seq_cst seq_cst, align 1
  %46 = extractvalue { i8, i1 } %45, 0
  %47 = extractvalue { i8, i1 } %45, 1
  br i1 %47, label %49, label %48

48:                                               ; preds = %38
  store i8 %46, i8* %12, align 1
  br label %49

49:                                               ; preds = %48, %38
  %50 = zext i1 %47 to i8
  store i8 %50, i8* %15, align 1
  %51 = load i8, i8* %15, align 1
  %52 = trunc i8 %51 to i1
  %53 = zext i1 %52 to i32
  store i32 %53, i32* %13, align 4
  %54 = load i32, i32* @plain, align 4
  %55 = cmpxchg i32* @plain, i32 %54, i32 4242 seq_cst seq_cst, align 4
  %56 = extractvalue { i32, i1 } %55, 0
  store i32 %56, i32* %16, align 4
  %57 = load i32, i32* %5, align 4
  %58 = load i32, i32* %9, align 4
  %59 = mul nsw i32 %58, 10
  %60 = add nsw i32 %57, %59
  %61 = load i32, i32* %13, align 4
  %62 = mul nsw i32 %61, 100
  %63 = add nsw i32 %60, %62
  %64 = load i64, i64* %8, align 8
  %65 = trunc i64 %64 to i32
  %66 = add nsw i32 %63, %65
  %67 = load i8, i8* %12, align 1
  %68 = zext i8 %67 to i32
  %69 = add nsw i32 %66, %68
  %70 = load i32, i32* %16, align 4
  %71 = add nsw i32 %69, %70
  ret i32 %71
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @minmax(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %13 = load i32, i32* %2, align 4
  store i32 %13, i32* %4, align 4
  %14 = load i32, i32* %4, align 4
  %15 = atomicrmw max i32* @plain, i32 %14 seq_cst, align 4
  store i32 %15, i32* %5, align 4
  %16 = load i32, i32* %5, align 4
  store i32 %16, i32* %3, align 4
  %17 = load i32, i32* %2, align 4
  %18 = sdiv i32 %17, 2
  store i32 %18, i32* %7, align 4
  %19 = load i32, i32* %7, align 4
  %20 = atomicrmw min i32* @plain, i32 %19 seq_cst, align 4
  store i32 %20, i32* %8, align 4
  %21 = load i32, i32* %8, align 4
  store i32 %21, i32* %6, align 4
  store i32 77, i32* %9, align 4
  %22 = load i32, i32* %2, align 4
  store i32 %22, i32* %11, align 4
  %23 = load i32, i32* %11, align 4
  %24 = atomicrmw umax i32* %9, i32 %23 seq_cst, align 4
  store i32 %24, i32* %12, align 4
  %25 = load i32, i32* %12, align 4
  store i32 %25, i32* %10, align 4
  %26 = load i32, i32* %3, align 4
  %27 = load i32, i32* %6, align 4
  %28 = add nsw i32 %26, %27
  %29 = load i32, i32* %10, align 4
  %30 = add nsw i32 %28, %29
  %31 = load i32, i32* %9, align 4
  %32 = add nsw i32 %30, %31
  ret i32 %32
}

; Function Attrs: nounwind willreturn
declare i64 @__atomic_fetch_sub_8(i8*, i64, i32) #2

; Function Attrs: nounwind willreturn
declare i1 @__atomic_compare_exchange_8(i8*, i8*, i64, i32, i32) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nounwind willreturn }

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
