; ModuleID = 'c/gotos.c'
source_filename = "c/gotos.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

@__const.main.prog = private unnamed_addr constant [29 x i32] [i32 0, i32 5, i32 0, i32 1, i32 5, i32 4, i32 6, i32 9, i32 9, i32 5, i32 0, i32 0, i32 1, i32 5, i32 4, i32 8, i32 5, i32 5, i32 4, i32 0, i32 0, i32 5, i32 2, i32 0, i32 0, i32 5, i32 2, i32 5, i32 9], align 4
@__const.main.prog2 = private unnamed_addr constant [16 x i32] [i32 0, i32 7, i32 0, i32 6, i32 3, i32 0, i32 2, i32 2, i32 8, i32 0, i32 3, i32 7, i32 8, i32 7, i32 8, i32 9], align 4
@__const.main.prog3 = private unnamed_addr constant [8 x i32] [i32 0, i32 4, i32 8, i32 7, i32 4, i32 6, i32 2, i32 9], align 4
@.str = private unnamed_addr constant [5 x i8] c"%ld \00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"| \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.rel = private unnamed_addr constant [8 x i8] c"\00\00\01\02\01\00\01\03", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"rel %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"pick %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"calc %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"sparse %d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"neg %d\0A\00", align 1
@main.probes = internal constant [25 x i32] [i32 -51, i32 -50, i32 -49, i32 0, i32 1, i32 5, i32 7, i32 8, i32 99, i32 100, i32 101, i32 200, i32 999, i32 1000, i32 1003, i32 1005, i32 1006, i32 7777, i32 99999, i32 100000, i32 100002, i32 100004, i32 100005, i32 2000000000, i32 -2000000000], align 4
@.str.9 = private unnamed_addr constant [14 x i8] c"clustered %d\0A\00", align 1
@run.table = internal constant [10 x i8*] [i8* blockaddress(@run, %17), i8* blockaddress(@run, %33), i8* blockaddress(@run, %51), i8* blockaddress(@run, %69), i8* blockaddress(@run, %87), i8* blockaddress(@run, %103), i8* blockaddress(@run, %126), i8* blockaddress(@run, %154), i8* blockaddress(@run, %167), i8* blockaddress(@run, %183)], align 4
@run_rel.offs = internal constant [4 x i32] [i32 sub (i32 ptrtoint (i8* blockaddress(@run_rel, %14) to i32), i32 ptrtoint (i8* blockaddress(@run_rel, %14) to i32)), i32 sub (i32 ptrtoint (i8* blockaddress(@run_rel, %26) to i32), i32 ptrtoint (i8* blockaddress(@run_rel, %14) to i32)), i32 sub (i32 ptrtoint (i8* blockaddress(@run_rel, %38) to i32), i32 ptrtoint (i8* blockaddress(@run_rel, %14) to i32)), i32 sub (i32 ptrtoint (i8* blockaddress(@run_rel, %50) to i32), i32 ptrtoint (i8* blockaddress(@run_rel, %14) to i32))], align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"six\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [29 x i32], align 4
  %3 = alloca [16 x i32], align 4
  %4 = alloca [8 x i32], align 4
  %5 = alloca [32 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [8 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %17 = bitcast [29 x i32]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %17, i8* align 4 bitcast ([29 x i32]* @__const.main.prog to i8*), i32 116, i1 false)
  %18 = getelementptr inbounds [29 x i32], [29 x i32]* %2, i32 0, i32 0
  %19 = bitcast [16 x i32]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %19, i8* align 4 bitcast ([16 x i32]* @__const.main.prog2 to i8*), i32 64, i1 false)
  %20 = bitcast [8 x i32]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %20, i8* align 4 bitcast ([8 x i32]* @__const.main.prog3 to i8*), i32 32, i1 false)
  %21 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 0
  %22 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i32 0, i32 0
  %23 = call i32 @run(i32* noundef %21, i32* noundef %22)
  store i32 %23, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %24

24:                                               ; preds = %33, %0
  %25 = load i32, i32* %7, align 4
  %26 = load i32, i32* %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %36

28:                                               ; preds = %24
  %29 = load i32, i32* %7, align 4
  %30 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i32 0, i32 %29
  %31 = load i32, i32* %30, align 4
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i32 noundef %31)
  br label %33

33:                                               ; preds = %28
  %34 = load i32, i32* %7, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %7, align 4
  br label %24, !llvm.loop !6

36:                                               ; preds = %24
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i32 0, i32 0))
  %38 = getelementptr inbounds [8 x i32], [8 x i32]* %4, i32 0, i32 0
  %39 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i32 0, i32 0
  %40 = call i32 @run(i32* noundef %38, i32* noundef %39)
  store i32 %40, i32* %6, align 4
  store i32 0, i32* %8, align 4
  br label %41

41:                                               ; preds = %50, %36
  %42 = load i32, i32* %8, align 4
  %43 = load i32, i32* %6, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %53

45:                                               ; preds = %41
  %46 = load i32, i32* %8, align 4
  %47 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i32 0, i32 %46
  %48 = load i32, i32* %47, align 4
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i32 noundef %48)
  br label %50

50:                                               ; preds = %45
  %51 = load i32, i32* %8, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %8, align 4
  br label %41, !llvm.loop !8

53:                                               ; preds = %41
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  %55 = bitcast [8 x i8]* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %55, i8* align 1 getelementptr inbounds ([8 x i8], [8 x i8]* @__const.main.rel, i32 0, i32 0), i32 8, i1 false)
  %56 = getelementptr inbounds [8 x i8], [8 x i8]* %9, i32 0, i32 0
  %57 = call i32 @run_rel(i8* noundef %56)
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef %57)
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %59

59:                                               ; preds = %67, %53
  %60 = load i32, i32* %11, align 4
  %61 = icmp slt i32 %60, 8
  br i1 %61, label %62, label %70

62:                                               ; preds = %59
  %63 = load i32, i32* %11, align 4
  %64 = call i32 @pick(i32 noundef %63)
  %65 = load i32, i32* %10, align 4
  %66 = add nsw i32 %65, %64
  store i32 %66, i32* %10, align 4
  br label %67

67:                                               ; preds = %62
  %68 = load i32, i32* %11, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %11, align 4
  br label %59, !llvm.loop !9

70:                                               ; preds = %59
  %71 = load i32, i32* %10, align 4
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0), i32 noundef %71)
  store i32 -2, i32* %12, align 4
  br label %73

73:                                               ; preds = %80, %70
  %74 = load i32, i32* %12, align 4
  %75 = icmp slt i32 %74, 12
  br i1 %75, label %76, label %83

76:                                               ; preds = %73
  %77 = load i32, i32* %12, align 4
  %78 = call i8* @dense(i32 noundef %77)
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* noundef %78)
  br label %80

80:                                               ; preds = %76
  %81 = load i32, i32* %12, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %12, align 4
  br label %73, !llvm.loop !10

83:                                               ; preds = %73
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  store i32 0, i32* %13, align 4
  store i32 8, i32* %14, align 4
  br label %85

85:                                               ; preds = %96, %83
  %86 = load i32, i32* %14, align 4
  %87 = icmp ult i32 %86, 21
  br i1 %87, label %88, label %99

88:                                               ; preds = %85
  %89 = load i32, i32* %13, align 4
  %90 = mul nsw i32 %89, 7
  %91 = load i32, i32* %14, align 4
  %92 = load i32, i32* %14, align 4
  %93 = mul nsw i32 %92, 13
  %94 = call i32 @dense_calc(i32 noundef %91, i32 noundef %93)
  %95 = add nsw i32 %90, %94
  store i32 %95, i32* %13, align 4
  br label %96

96:                                               ; preds = %88
  %97 = load i32, i32* %14, align 4
  %98 = add i32 %97, 1
  store i32 %98, i32* %14, align 4
  br label %85, !llvm.loop !11

99:                                               ; preds = %85
  %100 = load i32, i32* %13, align 4
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), i32 noundef %100)
  %102 = call i32 @sparse(i64 noundef -100000)
  %103 = call i32 @sparse(i64 noundef 7)
  %104 = call i32 @sparse(i64 noundef 1000)
  %105 = call i32 @sparse(i64 noundef 123456789012)
  %106 = call i32 @sparse(i64 noundef 8)
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i32 0, i32 0), i32 noundef %102, i32 noundef %103, i32 noundef %104, i32 noundef %105, i32 noundef %106)
  store i32 -5, i32* %15, align 4
  br label %108

108:                                              ; preds = %119, %99
  %109 = load i32, i32* %15, align 4
  %110 = icmp slt i32 %109, 5
  br i1 %110, label %111, label %122

111:                                              ; preds = %108
  %112 = load i32, i32* %15, align 4
  %113 = trunc i32 %112 to i8
  %114 = call i32 @negative_dense(i8 noundef signext %113)
  %115 = load i32, i32* %15, align 4
  %116 = mul nsw i32 %114, %115
  %117 = load i32, i32* %13, align 4
  %118 = add nsw i32 %117, %116
  store i32 %118, i32* %13, align 4
  br label %119

119:                                              ; preds = %111
  %120 = load i32, i32* %15, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, i32* %15, align 4
  br label %108, !llvm.loop !12

122:                                              ; preds = %108
  %123 = load i32, i32* %13, align 4
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32 noundef %123)
  store i32 0, i32* %16, align 4
  br label %125

125:                                              ; preds = %136, %122
  %126 = load i32, i32* %16, align 4
  %127 = icmp ult i32 %126, 25
  br i1 %127, label %128, label %139

128:                                              ; preds = %125
  %129 = load i32, i32* %13, align 4
  %130 = mul nsw i32 %129, 3
  %131 = load i32, i32* %16, align 4
  %132 = getelementptr inbounds [25 x i32], [25 x i32]* @main.probes, i32 0, i32 %131
  %133 = load i32, i32* %132, align 4
  %134 = call i32 @clustered(i32 noundef %133)
  %135 = add nsw i32 %130, %134
  store i32 %135, i32* %13, align 4
  br label %136

136:                                              ; preds = %128
  %137 = load i32, i32* %16, align 4
  %138 = add i32 %137, 1
  store i32 %138, i32* %16, align 4
  br label %125, !llvm.loop !13

139:                                              ; preds = %125
  %140 = load i32, i32* %13, align 4
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i32 0, i32 0), i32 noundef %140)
  %142 = load i32, i32* %13, align 4
  %143 = and i32 %142, 127
  ret i32 %143
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i32* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32*, align 4
  %5 = alloca [64 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32* %1, i32** %4, align 4
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  %10 = load i32*, i32** %3, align 4
  %11 = load i32, i32* %7, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %7, align 4
  %13 = getelementptr inbounds i32, i32* %10, i32 %11
  %14 = load i32, i32* %13, align 4
  %15 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i32 0, i32 %14
  %16 = load i8*, i8** %15, align 4
  br label %185

17:                                               ; preds = %185
  %18 = load i32*, i32** %3, align 4
  %19 = load i32, i32* %7, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %7, align 4
  %21 = getelementptr inbounds i32, i32* %18, i32 %19
  %22 = load i32, i32* %21, align 4
  %23 = load i32, i32* %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %6, align 4
  %25 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %23
  store i32 %22, i32* %25, align 4
  %26 = load i32*, i32** %3, align 4
  %27 = load i32, i32* %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %7, align 4
  %29 = getelementptr inbounds i32, i32* %26, i32 %27
  %30 = load i32, i32* %29, align 4
  %31 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i32 0, i32 %30
  %32 = load i8*, i8** %31, align 4
  br label %185

33:                                               ; preds = %185
  %34 = load i32, i32* %6, align 4
  %35 = add nsw i32 %34, -1
  store i32 %35, i32* %6, align 4
  %36 = load i32, i32* %6, align 4
  %37 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %36
  %38 = load i32, i32* %37, align 4
  %39 = load i32, i32* %6, align 4
  %40 = sub nsw i32 %39, 1
  %41 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %40
  %42 = load i32, i32* %41, align 4
  %43 = add nsw i32 %42, %38
  store i32 %43, i32* %41, align 4
  %44 = load i32*, i32** %3, align 4
  %45 = load i32, i32* %7, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %7, align 4
  %47 = getelementptr inbounds i32, i32* %44, i32 %45
  %48 = load i32, i32* %47, align 4
  %49 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i32 0, i32 %48
  %50 = load i8*, i8** %49, align 4
  br label %185

51:                                               ; preds = %185
  %52 = load i32, i32* %6, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, i32* %6, align 4
  %54 = load i32, i32* %6, align 4
  %55 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %54
  %56 = load i32, i32* %55, align 4
  %57 = load i32, i32* %6, align 4
  %58 = sub nsw i32 %57, 1
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %58
  %60 = load i32, i32* %59, align 4
  %61 = sub nsw i32 %60, %56
  store i32 %61, i32* %59, align 4
  %62 = load i32*, i32** %3, align 4
  %63 = load i32, i32* %7, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %7, align 4
  %65 = getelementptr inbounds i32, i32* %62, i32 %63
  %66 = load i32, i32* %65, align 4
  %67 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i32 0, i32 %66
  %68 = load i8*, i8** %67, align 4
  br label %185

69:                                               ; preds = %185
  %70 = load i32, i32* %6, align 4
  %71 = add nsw i32 %70, -1
  store i32 %71, i32* %6, align 4
  %72 = load i32, i32* %6, align 4
  %73 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %72
  %74 = load i32, i32* %73, align 4
  %75 = load i32, i32* %6, align 4
  %76 = sub nsw i32 %75, 1
  %77 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %76
  %78 = load i32, i32* %77, align 4
  %79 = mul nsw i32 %78, %74
  store i32 %79, i32* %77, align 4
  %80 = load i32*, i32** %3, align 4
  %81 = load i32, i32* %7, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %7, align 4
  %83 = getelementptr inbounds i32, i32* %80, i32 %81
  %84 = load i32, i32* %83, align 4
  %85 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i32 0, i32 %84
  %86 = load i8*, i8** %85, align 4
  br label %185

87:                                               ; preds = %185
  %88 = load i32, i32* %6, align 4
  %89 = sub nsw i32 %88, 1
  %90 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %89
  %91 = load i32, i32* %90, align 4
  %92 = load i32, i32* %6, align 4
  %93 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %92
  store i32 %91, i32* %93, align 4
  %94 = load i32, i32* %6, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, i32* %6, align 4
  %96 = load i32*, i32** %3, align 4
  %97 = load i32, i32* %7, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %7, align 4
  %99 = getelementptr inbounds i32, i32* %96, i32 %97
  %100 = load i32, i32* %99, align 4
  %101 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i32 0, i32 %100
  %102 = load i8*, i8** %101, align 4
  br label %185

103:                                              ; preds = %185
  %104 = load i32, i32* %6, align 4
  %105 = sub nsw i32 %104, 1
  %106 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %105
  %107 = load i32, i32* %106, align 4
  store i32 %107, i32* %9, align 4
  %108 = load i32, i32* %6, align 4
  %109 = sub nsw i32 %108, 2
  %110 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %109
  %111 = load i32, i32* %110, align 4
  %112 = load i32, i32* %6, align 4
  %113 = sub nsw i32 %112, 1
  %114 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %113
  store i32 %111, i32* %114, align 4
  %115 = load i32, i32* %9, align 4
  %116 = load i32, i32* %6, align 4
  %117 = sub nsw i32 %116, 2
  %118 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %117
  store i32 %115, i32* %118, align 4
  %119 = load i32*, i32** %3, align 4
  %120 = load i32, i32* %7, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, i32* %7, align 4
  %122 = getelementptr inbounds i32, i32* %119, i32 %120
  %123 = load i32, i32* %122, align 4
  %124 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i32 0, i32 %123
  %125 = load i8*, i8** %124, align 4
  br label %185

126:                                              ; preds = %185
  %127 = load i32, i32* %6, align 4
  %128 = sub nsw i32 %127, 1
  %129 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %128
  %130 = load i32, i32* %129, align 4
  %131 = icmp ne i32 %130, 0
  br i1 %131, label %132, label %144

132:                                              ; preds = %126
  %133 = load i32*, i32** %3, align 4
  %134 = load i32, i32* %7, align 4
  %135 = getelementptr inbounds i32, i32* %133, i32 %134
  %136 = load i32, i32* %135, align 4
  store i32 %136, i32* %7, align 4
  %137 = load i32*, i32** %3, align 4
  %138 = load i32, i32* %7, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, i32* %7, align 4
  %140 = getelementptr inbounds i32, i32* %137, i32 %138
  %141 = load i32, i32* %140, align 4
  %142 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i32 0, i32 %141
  %143 = load i8*, i8** %142, align 4
  br label %185

144:                                              ; preds = %126
  %145 = load i32, i32* %7, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, i32* %7, align 4
  %147 = load i32*, i32** %3, align 4
  %148 = load i32, i32* %7, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, i32* %7, align 4
  %150 = getelementptr inbounds i32, i32* %147, i32 %148
  %151 = load i32, i32* %150, align 4
  %152 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i32 0, i32 %151
  %153 = load i8*, i8** %152, align 4
  br label %185

154:                                              ; preds = %185
  %155 = load i32, i32* %6, align 4
  %156 = sub nsw i32 %155, 1
  %157 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %156
  %158 = load i32, i32* %157, align 4
  %159 = add nsw i32 %158, -1
  store i32 %159, i32* %157, align 4
  %160 = load i32*, i32** %3, align 4
  %161 = load i32, i32* %7, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, i32* %7, align 4
  %163 = getelementptr inbounds i32, i32* %160, i32 %161
  %164 = load i32, i32* %163, align 4
  %165 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i32 0, i32 %164
  %166 = load i8*, i8** %165, align 4
  br label %185

167:                                              ; preds = %185
  %168 = load i32, i32* %6, align 4
  %169 = sub nsw i32 %168, 1
  %170 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %169
  %171 = load i32, i32* %170, align 4
  %172 = load i32*, i32** %4, align 4
  %173 = load i32, i32* %8, align 4
  %174 = add nsw i32 %173, 1
  store i32 %174, i32* %8, align 4
  %175 = getelementptr inbounds i32, i32* %172, i32 %173
  store i32 %171, i32* %175, align 4
  %176 = load i32*, i32** %3, align 4
  %177 = load i32, i32* %7, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, i32* %7, align 4
  %179 = getelementptr inbounds i32, i32* %176, i32 %177
  %180 = load i32, i32* %179, align 4
  %181 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i32 0, i32 %180
  %182 = load i8*, i8** %181, align 4
  br label %185

183:                                              ; preds = %185
  %184 = load i32, i32* %8, align 4
  ret i32 %184

185:                                              ; preds = %167, %154, %144, %132, %103, %87, %69, %51, %33, %17, %2
  %186 = phi i8* [ %16, %2 ], [ %32, %17 ], [ %50, %33 ], [ %68, %51 ], [ %86, %69 ], [ %102, %87 ], [ %125, %103 ], [ %143, %132 ], [ %153, %144 ], [ %166, %154 ], [ %182, %167 ]
  indirectbr i8* %186, [label %17, label %33, label %51, label %69, label %87, label %103, label %126, label %154, label %167, label %183]
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run_rel(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  %5 = load i8*, i8** %2, align 4
  %6 = load i32, i32* %4, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* %4, align 4
  %8 = getelementptr inbounds i8, i8* %5, i32 %6
  %9 = load i8, i8* %8, align 1
  %10 = zext i8 %9 to i32
  %11 = getelementptr inbounds [4 x i32], [4 x i32]* @run_rel.offs, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4
  %13 = getelementptr i8, i8* blockaddress(@run_rel, %14), i32 %12
  br label %52

14:                                               ; preds = %52, %52, %52, %52, %52, %52, %52, %52, %52
  %15 = load i32, i32* %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* %3, align 4
  %17 = load i8*, i8** %2, align 4
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %4, align 4
  %20 = getelementptr inbounds i8, i8* %17, i32 %18
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i32
  %23 = getelementptr inbounds [4 x i32], [4 x i32]* @run_rel.offs, i32 0, i32 %22
  %24 = load i32, i32* %23, align 4
  %25 = getelementptr i8, i8* blockaddress(@run_rel, %14), i32 %24
  br label %52

26:                                               ; preds = %52
  %27 = load i32, i32* %3, align 4
  %28 = mul nsw i32 %27, 3
  store i32 %28, i32* %3, align 4
  %29 = load i8*, i8** %2, align 4
  %30 = load i32, i32* %4, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %4, align 4
  %32 = getelementptr inbounds i8, i8* %29, i32 %30
  %33 = load i8, i8* %32, align 1
  %34 = zext i8 %33 to i32
  %35 = getelementptr inbounds [4 x i32], [4 x i32]* @run_rel.offs, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4
  %37 = getelementptr i8, i8* blockaddress(@run_rel, %14), i32 %36
  br label %52

38:                                               ; preds = %52
  %39 = load i32, i32* %3, align 4
  %40 = sub nsw i32 %39, 2
  store i32 %40, i32* %3, align 4
  %41 = load i8*, i8** %2, align 4
  %42 = load i32, i32* %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %4, align 4
  %44 = getelementptr inbounds i8, i8* %41, i32 %42
  %45 = load i8, i8* %44, align 1
  %46 = zext i8 %45 to i32
  %47 = getelementptr inbounds [4 x i32], [4 x i32]* @run_rel.offs, i32 0, i32 %46
  %48 = load i32, i32* %47, align 4
  %49 = getelementptr i8, i8* blockaddress(@run_rel, %14), i32 %48
  br label %52

50:                                               ; preds = %52
  %51 = load i32, i32* %3, align 4
  ret i32 %51

52:                                               ; preds = %38, %26, %14, %1
  %53 = phi i8* [ %13, %1 ], [ %25, %14 ], [ %37, %26 ], [ %49, %38 ]
  indirectbr i8* %53, [label %14, label %14, label %26, label %14, label %38, label %14, label %50, label %14, label %14, label %14, label %14, label %14]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pick(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  %8 = icmp sgt i32 %7, 2
  %9 = zext i1 %8 to i64
  %10 = select i1 %8, i8* blockaddress(@pick, %33), i8* blockaddress(@pick, %30)
  store i8* %10, i8** %4, align 4
  %11 = load i32, i32* %3, align 4
  store i32 %11, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %12

12:                                               ; preds = %25, %1
  %13 = load i32, i32* %6, align 4
  %14 = load i32, i32* %3, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %28

16:                                               ; preds = %12
  %17 = load i32, i32* %5, align 4
  %18 = mul nsw i32 %17, 3
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 %18, %19
  store i32 %20, i32* %5, align 4
  %21 = load i32, i32* %5, align 4
  %22 = icmp sgt i32 %21, 1000
  br i1 %22, label %23, label %24

23:                                               ; preds = %16
  store i8* blockaddress(@pick, %36), i8** %4, align 4
  br label %24

24:                                               ; preds = %23, %16
  br label %25

25:                                               ; preds = %24
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %6, align 4
  br label %12, !llvm.loop !14

28:                                               ; preds = %12
  %29 = load i8*, i8** %4, align 4
  br label %41

30:                                               ; preds = %41
  %31 = load i32, i32* %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %2, align 4
  br label %39

33:                                               ; preds = %41
  %34 = load i32, i32* %5, align 4
  %35 = add nsw i32 %34, 2
  store i32 %35, i32* %2, align 4
  br label %39

36:                                               ; preds = %41
  %37 = load i32, i32* %5, align 4
  %38 = srem i32 %37, 97
  store i32 %38, i32* %2, align 4
  br label %39

39:                                               ; preds = %36, %33, %30
  %40 = load i32, i32* %2, align 4
  ret i32 %40

41:                                               ; preds = %28
  %42 = phi i8* [ %29, %28 ]
  indirectbr i8* %42, [label %33, label %30, label %36]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @dense(i32 noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %13 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 5, label %9
    i32 6, label %10
    i32 7, label %11
    i32 9, label %12
  ]

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8** %2, align 4
  br label %14

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i32 0, i32 0), i8** %2, align 4
  br label %14

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8** %2, align 4
  br label %14

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), i8** %2, align 4
  br label %14

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i8** %2, align 4
  br label %14

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8** %2, align 4
  br label %14

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), i8** %2, align 4
  br label %14

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i8** %2, align 4
  br label %14

13:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i32 0, i32 0), i8** %2, align 4
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load i8*, i8** %2, align 4
  ret i8* %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dense_calc(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  switch i32 %6, label %31 [
    i32 10, label %7
    i32 11, label %10
    i32 12, label %13
    i32 13, label %16
    i32 14, label %19
    i32 15, label %22
    i32 17, label %25
    i32 18, label %28
  ]

7:                                                ; preds = %2
  %8 = load i32, i32* %4, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* %5, align 4
  br label %32

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  %12 = mul nsw i32 %11, 2
  store i32 %12, i32* %5, align 4
  br label %32

13:                                               ; preds = %2
  %14 = load i32, i32* %4, align 4
  %15 = sub nsw i32 %14, 7
  store i32 %15, i32* %5, align 4
  br label %32

16:                                               ; preds = %2
  %17 = load i32, i32* %4, align 4
  %18 = xor i32 %17, 85
  store i32 %18, i32* %5, align 4
  br label %32

19:                                               ; preds = %2
  %20 = load i32, i32* %4, align 4
  %21 = shl i32 %20, 2
  store i32 %21, i32* %5, align 4
  br label %32

22:                                               ; preds = %2
  %23 = load i32, i32* %4, align 4
  %24 = sdiv i32 %23, 3
  store i32 %24, i32* %5, align 4
  br label %32

25:                                               ; preds = %2
  %26 = load i32, i32* %4, align 4
  %27 = sub nsw i32 0, %26
  store i32 %27, i32* %5, align 4
  br label %32

28:                                               ; preds = %2
  %29 = load i32, i32* %4, align 4
  %30 = and i32 %29, 240
  store i32 %30, i32* %5, align 4
  br label %32

31:                                               ; preds = %2
  store i32 0, i32* %5, align 4
  br label %32

32:                                               ; preds = %31, %28, %25, %22, %19, %16, %13, %10, %7
  %33 = load i32, i32* %5, align 4
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  %4 = load i64, i64* %3, align 8
  switch i64 %4, label %9 [
    i64 -100000, label %5
    i64 7, label %6
    i64 1000, label %7
    i64 123456789012, label %8
  ]

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %10

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %10

7:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %10

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %10

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, i32* %2, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @negative_dense(i8 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  %4 = load i8, i8* %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %12 [
    i32 -3, label %6
    i32 -2, label %7
    i32 -1, label %8
    i32 0, label %9
    i32 1, label %10
    i32 2, label %11
  ]

6:                                                ; preds = %1
  store i32 30, i32* %2, align 4
  br label %13

7:                                                ; preds = %1
  store i32 20, i32* %2, align 4
  br label %13

8:                                                ; preds = %1
  store i32 10, i32* %2, align 4
  br label %13

9:                                                ; preds = %1
  store i32 0, i32* %2, align 4
  br label %13

10:                                               ; preds = %1
  store i32 11, i32* %2, align 4
  br label %13

11:                                               ; preds = %1
  store i32 22, i32* %2, align 4
  br label %13

12:                                               ; preds = %1
  store i32 99, i32* %2, align 4
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6
  %14 = load i32, i32* %2, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clustered(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %26 [
    i32 -50, label %5
    i32 0, label %6
    i32 1, label %7
    i32 2, label %8
    i32 3, label %9
    i32 4, label %10
    i32 6, label %11
    i32 7, label %12
    i32 100, label %13
    i32 200, label %14
    i32 1000, label %15
    i32 1001, label %16
    i32 1002, label %17
    i32 1004, label %18
    i32 1005, label %19
    i32 7777, label %20
    i32 100000, label %21
    i32 100001, label %22
    i32 100003, label %23
    i32 100004, label %24
    i32 2000000000, label %25
  ]

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %27

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %27

7:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %27

8:                                                ; preds = %1
  store i32 5, i32* %2, align 4
  br label %27

9:                                                ; preds = %1
  store i32 7, i32* %2, align 4
  br label %27

10:                                               ; preds = %1
  store i32 11, i32* %2, align 4
  br label %27

11:                                               ; preds = %1
  store i32 13, i32* %2, align 4
  br label %27

12:                                               ; preds = %1
  store i32 17, i32* %2, align 4
  br label %27

13:                                               ; preds = %1
  store i32 19, i32* %2, align 4
  br label %27

14:                                               ; preds = %1
  store i32 23, i32* %2, align 4
  br label %27

15:                                               ; preds = %1
  store i32 29, i32* %2, align 4
  br label %27

16:                                               ; preds = %1
  store i32 31, i32* %2, align 4
  br label %27

17:                                               ; preds = %1
  store i32 37, i32* %2, align 4
  br label %27

18:                                               ; preds = %1
  store i32 41, i32* %2, align 4
  br label %27

19:                                               ; preds = %1
  store i32 43, i32* %2, align 4
  br label %27

20:                                               ; preds = %1
  store i32 47, i32* %2, align 4
  br label %27

21:                                               ; preds = %1
  store i32 53, i32* %2, align 4
  br label %27

22:                                               ; preds = %1
  store i32 59, i32* %2, align 4
  br label %27

23:                                               ; preds = %1
  store i32 61, i32* %2, align 4
  br label %27

24:                                               ; preds = %1
  store i32 67, i32* %2, align 4
  br label %27

25:                                               ; preds = %1
  store i32 71, i32* %2, align 4
  br label %27

26:                                               ; preds = %1
  store i32 -1, i32* %2, align 4
  br label %27

27:                                               ; preds = %26, %25, %24, %23, %22, %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %28 = load i32, i32* %2, align 4
  ret i32 %28
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }

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
