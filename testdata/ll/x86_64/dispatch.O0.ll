; ModuleID = 'c/dispatch.c'
source_filename = "c/dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.progs = internal constant [4 x [12 x i8]] [[12 x i8] c"\00\00\02\01\03\02\01\03\00\05\00\00", [12 x i8] c"\04\03\04\02\04\01\03\04\05\00\00\00", [12 x i8] c"\03\03\02\04\00\04\01\02\03\04\05\00", [12 x i8] c"\02\04\04\04\03\00\00\01\05\00\00\00"], align 16
@main.data = internal constant [11 x i32] [i32 3, i32 -1, i32 4, i32 1, i32 -5, i32 9, i32 2, i32 -6, i32 5, i32 3, i32 5], align 16
@.str = private unnamed_addr constant [21 x i8] c"prog %d seed %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"sum %u\0A\00", align 1
@run.tab = internal constant [6 x i8*] [i8* blockaddress(@run, %22), i8* blockaddress(@run, %25), i8* blockaddress(@run, %44), i8* blockaddress(@run, %59), i8* blockaddress(@run, %77), i8* blockaddress(@run, %97)], align 16

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

7:                                                ; preds = %33, %0
  %8 = load i32, i32* %4, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %36

10:                                               ; preds = %7
  store i32 -2, i32* %5, align 4
  br label %11

11:                                               ; preds = %29, %10
  %12 = load i32, i32* %5, align 4
  %13 = icmp sle i32 %12, 2
  br i1 %13, label %14, label %32

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4 x [12 x i8]], [4 x [12 x i8]]* @main.progs, i64 0, i64 %16
  %18 = getelementptr inbounds [12 x i8], [12 x i8]* %17, i64 0, i64 0
  %19 = load i32, i32* %5, align 4
  %20 = call i32 @run(i8* noundef %18, i32* noundef getelementptr inbounds ([11 x i32], [11 x i32]* @main.data, i64 0, i64 0), i32 noundef %19)
  store i32 %20, i32* %6, align 4
  %21 = load i32, i32* %4, align 4
  %22 = load i32, i32* %5, align 4
  %23 = load i32, i32* %6, align 4
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = load i32, i32* %3, align 4
  %26 = mul i32 %25, 31
  %27 = load i32, i32* %6, align 4
  %28 = add i32 %26, %27
  store i32 %28, i32* %3, align 4
  br label %29

29:                                               ; preds = %14
  %30 = load i32, i32* %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %5, align 4
  br label %11, !llvm.loop !6

32:                                               ; preds = %11
  br label %33

33:                                               ; preds = %32
  %34 = load i32, i32* %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %4, align 4
  br label %7, !llvm.loop !8

36:                                               ; preds = %7
  %37 = load i32, i32* %3, align 4
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i32 noundef %37)
  %39 = load i32, i32* %3, align 4
  %40 = icmp eq i32 %39, 0
  %41 = zext i1 %40 to i32
  store i32 %41, i32* %2, align 4
  %42 = load i32, i32* %2, align 4
  %43 = and i32 %42, 127
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i8* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 8
  store i8* %0, i8** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 %2, i32* %6, align 4
  %11 = load i32, i32* %6, align 4
  store i32 %11, i32* %7, align 4
  store i32 0, i32* %8, align 4
  store i32 3, i32* %9, align 4
  %12 = load i32*, i32** %5, align 8
  store i32* %12, i32** %10, align 8
  %13 = load i8*, i8** %4, align 8
  %14 = load i32, i32* %8, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* %8, align 4
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds i8, i8* %13, i64 %16
  %18 = load i8, i8* %17, align 1
  %19 = zext i8 %18 to i64
  %20 = getelementptr inbounds [6 x i8*], [6 x i8*]* @run.tab, i64 0, i64 %19
  %21 = load i8*, i8** %20, align 8
  br label %110

22:                                               ; preds = %66, %110
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %7, align 4
  br label %25

25:                                               ; preds = %86, %22, %110
  %26 = load i32, i32* %7, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, i32* %7, align 4
  %28 = load i32, i32* %7, align 4
  %29 = load i32, i32* %9, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, i32* %9, align 4
  %31 = load i32, i32* %7, align 4
  %32 = icmp sgt i32 %31, 5
  br i1 %32, label %33, label %34

33:                                               ; preds = %25
  br label %44

34:                                               ; preds = %25
  %35 = load i8*, i8** %4, align 8
  %36 = load i32, i32* %8, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %8, align 4
  %38 = sext i32 %36 to i64
  %39 = getelementptr inbounds i8, i8* %35, i64 %38
  %40 = load i8, i8* %39, align 1
  %41 = zext i8 %40 to i64
  %42 = getelementptr inbounds [6 x i8*], [6 x i8*]* @run.tab, i64 0, i64 %41
  %43 = load i8*, i8** %42, align 8
  br label %110

44:                                               ; preds = %33, %110
  %45 = load i32, i32* %7, align 4
  %46 = mul nsw i32 %45, 2
  store i32 %46, i32* %7, align 4
  %47 = load i32, i32* %8, align 4
  %48 = load i32, i32* %9, align 4
  %49 = xor i32 %48, %47
  store i32 %49, i32* %9, align 4
  %50 = load i8*, i8** %4, align 8
  %51 = load i32, i32* %8, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %8, align 4
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds i8, i8* %50, i64 %53
  %55 = load i8, i8* %54, align 1
  %56 = zext i8 %55 to i64
  %57 = getelementptr inbounds [6 x i8*], [6 x i8*]* @run.tab, i64 0, i64 %56
  %58 = load i8*, i8** %57, align 8
  br label %110

59:                                               ; preds = %110
  %60 = load i32, i32* %9, align 4
  %61 = load i32, i32* %7, align 4
  %62 = add nsw i32 %61, %60
  store i32 %62, i32* %7, align 4
  %63 = load i32, i32* %9, align 4
  %64 = and i32 %63, 1
  %65 = icmp ne i32 %64, 0
  br i1 %65, label %66, label %67

66:                                               ; preds = %59
  br label %22

67:                                               ; preds = %59
  %68 = load i8*, i8** %4, align 8
  %69 = load i32, i32* %8, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %8, align 4
  %71 = sext i32 %69 to i64
  %72 = getelementptr inbounds i8, i8* %68, i64 %71
  %73 = load i8, i8* %72, align 1
  %74 = zext i8 %73 to i64
  %75 = getelementptr inbounds [6 x i8*], [6 x i8*]* @run.tab, i64 0, i64 %74
  %76 = load i8*, i8** %75, align 8
  br label %110

77:                                               ; preds = %110
  %78 = load i32*, i32** %10, align 8
  %79 = getelementptr inbounds i32, i32* %78, i32 1
  store i32* %79, i32** %10, align 8
  %80 = load i32, i32* %78, align 4
  %81 = load i32, i32* %7, align 4
  %82 = add nsw i32 %81, %80
  store i32 %82, i32* %7, align 4
  %83 = load i32, i32* %7, align 4
  %84 = and i32 %83, 4
  %85 = icmp ne i32 %84, 0
  br i1 %85, label %86, label %87

86:                                               ; preds = %77
  br label %25

87:                                               ; preds = %77
  %88 = load i8*, i8** %4, align 8
  %89 = load i32, i32* %8, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, i32* %8, align 4
  %91 = sext i32 %89 to i64
  %92 = getelementptr inbounds i8, i8* %88, i64 %91
  %93 = load i8, i8* %92, align 1
  %94 = zext i8 %93 to i64
  %95 = getelementptr inbounds [6 x i8*], [6 x i8*]* @run.tab, i64 0, i64 %94
  %96 = load i8*, i8** %95, align 8
  br label %110

97:                                               ; preds = %110
  %98 = load i32, i32* %7, align 4
  %99 = mul nsw i32 %98, 100
  %100 = load i32, i32* %9, align 4
  %101 = add nsw i32 %99, %100
  %102 = load i32*, i32** %10, align 8
  %103 = load i32*, i32** %5, align 8
  %104 = ptrtoint i32* %102 to i64
  %105 = ptrtoint i32* %103 to i64
  %106 = sub i64 %104, %105
  %107 = sdiv exact i64 %106, 4
  %108 = trunc i64 %107 to i32
  %109 = add nsw i32 %101, %108
  ret i32 %109

110:                                              ; preds = %87, %67, %44, %34, %3
  %111 = phi i8* [ %21, %3 ], [ %43, %34 ], [ %58, %44 ], [ %76, %67 ], [ %96, %87 ]
  indirectbr i8* %111, [label %22, label %25, label %44, label %59, label %77, label %97]
}

declare i32 @printf(i8* noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
