; ModuleID = 'c/dispatch.c'
source_filename = "c/dispatch.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@main.progs = internal constant [4 x [12 x i8]] [[12 x i8] c"\00\00\02\01\03\02\01\03\00\05\00\00", [12 x i8] c"\04\03\04\02\04\01\03\04\05\00\00\00", [12 x i8] c"\03\03\02\04\00\04\01\02\03\04\05\00", [12 x i8] c"\02\04\04\04\03\00\00\01\05\00\00\00"], align 1
@main.data = internal constant [11 x i32] [i32 3, i32 -1, i32 4, i32 1, i32 -5, i32 9, i32 2, i32 -6, i32 5, i32 3, i32 5], align 4
@.str = private unnamed_addr constant [21 x i8] c"prog %d seed %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"sum %u\0A\00", align 1
@run.tab = internal constant [6 x i8*] [i8* blockaddress(@run, %21), i8* blockaddress(@run, %24), i8* blockaddress(@run, %42), i8* blockaddress(@run, %56), i8* blockaddress(@run, %73), i8* blockaddress(@run, %92)], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %7

7:                                                ; preds = %32, %0
  %8 = load i32, i32* %4, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %35

10:                                               ; preds = %7
  store i32 -2, i32* %5, align 4
  br label %11

11:                                               ; preds = %28, %10
  %12 = load i32, i32* %5, align 4
  %13 = icmp sle i32 %12, 2
  br i1 %13, label %14, label %31

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4
  %16 = getelementptr inbounds [4 x [12 x i8]], [4 x [12 x i8]]* @main.progs, i32 0, i32 %15
  %17 = getelementptr inbounds [12 x i8], [12 x i8]* %16, i32 0, i32 0
  %18 = load i32, i32* %5, align 4
  %19 = call i32 @run(i8* noundef %17, i32* noundef getelementptr inbounds ([11 x i32], [11 x i32]* @main.data, i32 0, i32 0), i32 noundef %18)
  store i32 %19, i32* %6, align 4
  %20 = load i32, i32* %4, align 4
  %21 = load i32, i32* %5, align 4
  %22 = load i32, i32* %6, align 4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i32 0, i32 0), i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, i32* %3, align 4
  %25 = mul i32 %24, 31
  %26 = load i32, i32* %6, align 4
  %27 = add i32 %25, %26
  store i32 %27, i32* %3, align 4
  br label %28

28:                                               ; preds = %14
  %29 = load i32, i32* %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %5, align 4
  br label %11, !llvm.loop !6

31:                                               ; preds = %11
  br label %32

32:                                               ; preds = %31
  %33 = load i32, i32* %4, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %4, align 4
  br label %7, !llvm.loop !8

35:                                               ; preds = %7
  %36 = load i32, i32* %3, align 4
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i32 noundef %36)
  %38 = load i32, i32* %3, align 4
  %39 = icmp eq i32 %38, 0
  %40 = zext i1 %39 to i32
  store i32 %40, i32* %2, align 4
  %41 = load i32, i32* %2, align 4
  %42 = and i32 %41, 127
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i8* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 4
  store i8* %0, i8** %4, align 4
  store i32* %1, i32** %5, align 4
  store i32 %2, i32* %6, align 4
  %11 = load i32, i32* %6, align 4
  store i32 %11, i32* %7, align 4
  store i32 0, i32* %8, align 4
  store i32 3, i32* %9, align 4
  %12 = load i32*, i32** %5, align 4
  store i32* %12, i32** %10, align 4
  %13 = load i8*, i8** %4, align 4
  %14 = load i32, i32* %8, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* %8, align 4
  %16 = getelementptr inbounds i8, i8* %13, i32 %14
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = getelementptr inbounds [6 x i8*], [6 x i8*]* @run.tab, i32 0, i32 %18
  %20 = load i8*, i8** %19, align 4
  br label %104

21:                                               ; preds = %63, %104
  %22 = load i32, i32* %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %7, align 4
  br label %24

24:                                               ; preds = %82, %21, %104
  %25 = load i32, i32* %7, align 4
  %26 = add nsw i32 %25, -1
  store i32 %26, i32* %7, align 4
  %27 = load i32, i32* %7, align 4
  %28 = load i32, i32* %9, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, i32* %9, align 4
  %30 = load i32, i32* %7, align 4
  %31 = icmp sgt i32 %30, 5
  br i1 %31, label %32, label %33

32:                                               ; preds = %24
  br label %42

33:                                               ; preds = %24
  %34 = load i8*, i8** %4, align 4
  %35 = load i32, i32* %8, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %8, align 4
  %37 = getelementptr inbounds i8, i8* %34, i32 %35
  %38 = load i8, i8* %37, align 1
  %39 = zext i8 %38 to i32
  %40 = getelementptr inbounds [6 x i8*], [6 x i8*]* @run.tab, i32 0, i32 %39
  %41 = load i8*, i8** %40, align 4
  br label %104

42:                                               ; preds = %32, %104
  %43 = load i32, i32* %7, align 4
  %44 = mul nsw i32 %43, 2
  store i32 %44, i32* %7, align 4
  %45 = load i32, i32* %8, align 4
  %46 = load i32, i32* %9, align 4
  %47 = xor i32 %46, %45
  store i32 %47, i32* %9, align 4
  %48 = load i8*, i8** %4, align 4
  %49 = load i32, i32* %8, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %8, align 4
  %51 = getelementptr inbounds i8, i8* %48, i32 %49
  %52 = load i8, i8* %51, align 1
  %53 = zext i8 %52 to i32
  %54 = getelementptr inbounds [6 x i8*], [6 x i8*]* @run.tab, i32 0, i32 %53
  %55 = load i8*, i8** %54, align 4
  br label %104

56:                                               ; preds = %104
  %57 = load i32, i32* %9, align 4
  %58 = load i32, i32* %7, align 4
  %59 = add nsw i32 %58, %57
  store i32 %59, i32* %7, align 4
  %60 = load i32, i32* %9, align 4
  %61 = and i32 %60, 1
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %63, label %64

63:                                               ; preds = %56
  br label %21

64:                                               ; preds = %56
  %65 = load i8*, i8** %4, align 4
  %66 = load i32, i32* %8, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %8, align 4
  %68 = getelementptr inbounds i8, i8* %65, i32 %66
  %69 = load i8, i8* %68, align 1
  %70 = zext i8 %69 to i32
  %71 = getelementptr inbounds [6 x i8*], [6 x i8*]* @run.tab, i32 0, i32 %70
  %72 = load i8*, i8** %71, align 4
  br label %104

73:                                               ; preds = %104
  %74 = load i32*, i32** %10, align 4
  %75 = getelementptr inbounds i32, i32* %74, i32 1
  store i32* %75, i32** %10, align 4
  %76 = load i32, i32* %74, align 4
  %77 = load i32, i32* %7, align 4
  %78 = add nsw i32 %77, %76
  store i32 %78, i32* %7, align 4
  %79 = load i32, i32* %7, align 4
  %80 = and i32 %79, 4
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %82, label %83

82:                                               ; preds = %73
  br label %24

83:                                               ; preds = %73
  %84 = load i8*, i8** %4, align 4
  %85 = load i32, i32* %8, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %8, align 4
  %87 = getelementptr inbounds i8, i8* %84, i32 %85
  %88 = load i8, i8* %87, align 1
  %89 = zext i8 %88 to i32
  %90 = getelementptr inbounds [6 x i8*], [6 x i8*]* @run.tab, i32 0, i32 %89
  %91 = load i8*, i8** %90, align 4
  br label %104

92:                                               ; preds = %104
  %93 = load i32, i32* %7, align 4
  %94 = mul nsw i32 %93, 100
  %95 = load i32, i32* %9, align 4
  %96 = add nsw i32 %94, %95
  %97 = load i32*, i32** %10, align 4
  %98 = load i32*, i32** %5, align 4
  %99 = ptrtoint i32* %97 to i32
  %100 = ptrtoint i32* %98 to i32
  %101 = sub i32 %99, %100
  %102 = sdiv exact i32 %101, 4
  %103 = add nsw i32 %96, %102
  ret i32 %103

104:                                              ; preds = %83, %64, %42, %33, %3
  %105 = phi i8* [ %20, %3 ], [ %41, %33 ], [ %55, %42 ], [ %72, %64 ], [ %91, %83 ]
  indirectbr i8* %105, [label %21, label %24, label %42, label %56, label %73, label %92]
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
