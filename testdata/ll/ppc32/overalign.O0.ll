; ModuleID = 'c/overalign.c'
source_filename = "c/overalign.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.S = type { [9 x i32], [28 x i8] }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %12, %0
  %5 = load i32, i32* %3, align 4
  %6 = icmp slt i32 %5, 10
  br i1 %6, label %7, label %15

7:                                                ; preds = %4
  %8 = load i32, i32* %3, align 4
  %9 = call i32 @f(i32 noundef %8)
  %10 = load i32, i32* %2, align 4
  %11 = add nsw i32 %10, %9
  store i32 %11, i32* %2, align 4
  br label %12

12:                                               ; preds = %7
  %13 = load i32, i32* %3, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* %3, align 4
  br label %4, !llvm.loop !6

15:                                               ; preds = %4
  %16 = load i32, i32* %2, align 4
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i32 noundef %16)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.S, align 64
  %4 = alloca [200 x i8], align 128
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %9

9:                                                ; preds = %19, %1
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %10, 9
  br i1 %11, label %12, label %22

12:                                               ; preds = %9
  %13 = load i32, i32* %6, align 4
  %14 = load i32, i32* %2, align 4
  %15 = mul nsw i32 %13, %14
  %16 = getelementptr inbounds %struct.S, %struct.S* %3, i32 0, i32 0
  %17 = load i32, i32* %6, align 4
  %18 = getelementptr inbounds [9 x i32], [9 x i32]* %16, i32 0, i32 %17
  store i32 %15, i32* %18, align 4
  br label %19

19:                                               ; preds = %12
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %9, !llvm.loop !8

22:                                               ; preds = %9
  store i32 0, i32* %7, align 4
  br label %23

23:                                               ; preds = %33, %22
  %24 = load i32, i32* %7, align 4
  %25 = icmp slt i32 %24, 200
  br i1 %25, label %26, label %36

26:                                               ; preds = %23
  %27 = load i32, i32* %7, align 4
  %28 = load i32, i32* %2, align 4
  %29 = add nsw i32 %27, %28
  %30 = trunc i32 %29 to i8
  %31 = load i32, i32* %7, align 4
  %32 = getelementptr inbounds [200 x i8], [200 x i8]* %4, i32 0, i32 %31
  store i8 %30, i8* %32, align 1
  br label %33

33:                                               ; preds = %26
  %34 = load i32, i32* %7, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %7, align 4
  br label %23, !llvm.loop !9

36:                                               ; preds = %23
  store i32 0, i32* %8, align 4
  br label %37

37:                                               ; preds = %53, %36
  %38 = load i32, i32* %8, align 4
  %39 = icmp slt i32 %38, 9
  br i1 %39, label %40, label %56

40:                                               ; preds = %37
  %41 = getelementptr inbounds %struct.S, %struct.S* %3, i32 0, i32 0
  %42 = load i32, i32* %8, align 4
  %43 = getelementptr inbounds [9 x i32], [9 x i32]* %41, i32 0, i32 %42
  %44 = load i32, i32* %43, align 4
  %45 = load i32, i32* %8, align 4
  %46 = mul nsw i32 %45, 20
  %47 = getelementptr inbounds [200 x i8], [200 x i8]* %4, i32 0, i32 %46
  %48 = load i8, i8* %47, align 1
  %49 = zext i8 %48 to i32
  %50 = add nsw i32 %44, %49
  %51 = load i32, i32* %5, align 4
  %52 = add nsw i32 %51, %50
  store i32 %52, i32* %5, align 4
  br label %53

53:                                               ; preds = %40
  %54 = load i32, i32* %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %8, align 4
  br label %37, !llvm.loop !10

56:                                               ; preds = %37
  %57 = load i32, i32* %5, align 4
  %58 = ptrtoint %struct.S* %3 to i32
  %59 = and i32 %58, 63
  %60 = add i32 %57, %59
  %61 = getelementptr inbounds [200 x i8], [200 x i8]* %4, i32 0, i32 0
  %62 = ptrtoint i8* %61 to i32
  %63 = and i32 %62, 127
  %64 = add i32 %60, %63
  ret i32 %64
}

declare i32 @printf(i8* noundef, ...) #1

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
