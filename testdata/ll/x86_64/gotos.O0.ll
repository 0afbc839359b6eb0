; ModuleID = 'c/gotos.c'
source_filename = "c/gotos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.prog = private unnamed_addr constant [29 x i32] [i32 0, i32 5, i32 0, i32 1, i32 5, i32 4, i32 6, i32 9, i32 9, i32 5, i32 0, i32 0, i32 1, i32 5, i32 4, i32 8, i32 5, i32 5, i32 4, i32 0, i32 0, i32 5, i32 2, i32 0, i32 0, i32 5, i32 2, i32 5, i32 9], align 16
@__const.main.prog2 = private unnamed_addr constant [16 x i32] [i32 0, i32 7, i32 0, i32 6, i32 3, i32 0, i32 2, i32 2, i32 8, i32 0, i32 3, i32 7, i32 8, i32 7, i32 8, i32 9], align 16
@__const.main.prog3 = private unnamed_addr constant [8 x i32] [i32 0, i32 4, i32 8, i32 7, i32 4, i32 6, i32 2, i32 9], align 16
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
@main.probes = internal constant [25 x i32] [i32 -51, i32 -50, i32 -49, i32 0, i32 1, i32 5, i32 7, i32 8, i32 99, i32 100, i32 101, i32 200, i32 999, i32 1000, i32 1003, i32 1005, i32 1006, i32 7777, i32 99999, i32 100000, i32 100002, i32 100004, i32 100005, i32 2000000000, i32 -2000000000], align 16
@.str.9 = private unnamed_addr constant [14 x i8] c"clustered %d\0A\00", align 1
@run.table = internal constant [10 x i8*] [i8* blockaddress(@run, %19), i8* blockaddress(@run, %40), i8* blockaddress(@run, %62), i8* blockaddress(@run, %84), i8* blockaddress(@run, %106), i8* blockaddress(@run, %126), i8* blockaddress(@run, %155), i8* blockaddress(@run, %189), i8* blockaddress(@run, %205), i8* blockaddress(@run, %225)], align 16
@run_rel.offs = internal constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@run_rel, %16) to i64), i64 ptrtoint (i8* blockaddress(@run_rel, %16) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@run_rel, %30) to i64), i64 ptrtoint (i8* blockaddress(@run_rel, %16) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@run_rel, %44) to i64), i64 ptrtoint (i8* blockaddress(@run_rel, %16) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (i8* blockaddress(@run_rel, %58) to i64), i64 ptrtoint (i8* blockaddress(@run_rel, %16) to i64)) to i32)], align 16
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
  %2 = alloca [29 x i32], align 16
  %3 = alloca [16 x i32], align 16
  %4 = alloca [8 x i32], align 16
  %5 = alloca [32 x i64], align 16
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
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %17, i8* align 16 bitcast ([29 x i32]* @__const.main.prog to i8*), i64 116, i1 false)
  %18 = getelementptr inbounds [29 x i32], [29 x i32]* %2, i64 0, i64 0
  %19 = bitcast [16 x i32]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %19, i8* align 16 bitcast ([16 x i32]* @__const.main.prog2 to i8*), i64 64, i1 false)
  %20 = bitcast [8 x i32]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %20, i8* align 16 bitcast ([8 x i32]* @__const.main.prog3 to i8*), i64 32, i1 false)
  %21 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 0
  %22 = getelementptr inbounds [32 x i64], [32 x i64]* %5, i64 0, i64 0
  %23 = call i32 @run(i32* noundef %21, i64* noundef %22)
  store i32 %23, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %24

24:                                               ; preds = %34, %0
  %25 = load i32, i32* %7, align 4
  %26 = load i32, i32* %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %37

28:                                               ; preds = %24
  %29 = load i32, i32* %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [32 x i64], [32 x i64]* %5, i64 0, i64 %30
  %32 = load i64, i64* %31, align 8
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %32)
  br label %34

34:                                               ; preds = %28
  %35 = load i32, i32* %7, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %7, align 4
  br label %24, !llvm.loop !6

37:                                               ; preds = %24
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0))
  %39 = getelementptr inbounds [8 x i32], [8 x i32]* %4, i64 0, i64 0
  %40 = getelementptr inbounds [32 x i64], [32 x i64]* %5, i64 0, i64 0
  %41 = call i32 @run(i32* noundef %39, i64* noundef %40)
  store i32 %41, i32* %6, align 4
  store i32 0, i32* %8, align 4
  br label %42

42:                                               ; preds = %52, %37
  %43 = load i32, i32* %8, align 4
  %44 = load i32, i32* %6, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %55

46:                                               ; preds = %42
  %47 = load i32, i32* %8, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [32 x i64], [32 x i64]* %5, i64 0, i64 %48
  %50 = load i64, i64* %49, align 8
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %50)
  br label %52

52:                                               ; preds = %46
  %53 = load i32, i32* %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %8, align 4
  br label %42, !llvm.loop !8

55:                                               ; preds = %42
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %57 = bitcast [8 x i8]* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %57, i8* align 1 getelementptr inbounds ([8 x i8], [8 x i8]* @__const.main.rel, i32 0, i32 0), i64 8, i1 false)
  %58 = getelementptr inbounds [8 x i8], [8 x i8]* %9, i64 0, i64 0
  %59 = call i32 @run_rel(i8* noundef %58)
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %59)
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %61

61:                                               ; preds = %69, %55
  %62 = load i32, i32* %11, align 4
  %63 = icmp slt i32 %62, 8
  br i1 %63, label %64, label %72

64:                                               ; preds = %61
  %65 = load i32, i32* %11, align 4
  %66 = call i32 @pick(i32 noundef %65)
  %67 = load i32, i32* %10, align 4
  %68 = add nsw i32 %67, %66
  store i32 %68, i32* %10, align 4
  br label %69

69:                                               ; preds = %64
  %70 = load i32, i32* %11, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, i32* %11, align 4
  br label %61, !llvm.loop !9

72:                                               ; preds = %61
  %73 = load i32, i32* %10, align 4
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), i32 noundef %73)
  store i32 -2, i32* %12, align 4
  br label %75

75:                                               ; preds = %82, %72
  %76 = load i32, i32* %12, align 4
  %77 = icmp slt i32 %76, 12
  br i1 %77, label %78, label %85

78:                                               ; preds = %75
  %79 = load i32, i32* %12, align 4
  %80 = call i8* @dense(i32 noundef %79)
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef %80)
  br label %82

82:                                               ; preds = %78
  %83 = load i32, i32* %12, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, i32* %12, align 4
  br label %75, !llvm.loop !10

85:                                               ; preds = %75
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store i32 0, i32* %13, align 4
  store i32 8, i32* %14, align 4
  br label %87

87:                                               ; preds = %98, %85
  %88 = load i32, i32* %14, align 4
  %89 = icmp ult i32 %88, 21
  br i1 %89, label %90, label %101

90:                                               ; preds = %87
  %91 = load i32, i32* %13, align 4
  %92 = mul nsw i32 %91, 7
  %93 = load i32, i32* %14, align 4
  %94 = load i32, i32* %14, align 4
  %95 = mul nsw i32 %94, 13
  %96 = call i32 @dense_calc(i32 noundef %93, i32 noundef %95)
  %97 = add nsw i32 %92, %96
  store i32 %97, i32* %13, align 4
  br label %98

98:                                               ; preds = %90
  %99 = load i32, i32* %14, align 4
  %100 = add i32 %99, 1
  store i32 %100, i32* %14, align 4
  br label %87, !llvm.loop !11

101:                                              ; preds = %87
  %102 = load i32, i32* %13, align 4
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef %102)
  %104 = call i32 @sparse(i64 noundef -100000)
  %105 = call i32 @sparse(i64 noundef 7)
  %106 = call i32 @sparse(i64 noundef 1000)
  %107 = call i32 @sparse(i64 noundef 123456789012)
  %108 = call i32 @sparse(i64 noundef 8)
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i64 0, i64 0), i32 noundef %104, i32 noundef %105, i32 noundef %106, i32 noundef %107, i32 noundef %108)
  store i32 -5, i32* %15, align 4
  br label %110

110:                                              ; preds = %121, %101
  %111 = load i32, i32* %15, align 4
  %112 = icmp slt i32 %111, 5
  br i1 %112, label %113, label %124

113:                                              ; preds = %110
  %114 = load i32, i32* %15, align 4
  %115 = trunc i32 %114 to i8
  %116 = call i32 @negative_dense(i8 noundef signext %115)
  %117 = load i32, i32* %15, align 4
  %118 = mul nsw i32 %116, %117
  %119 = load i32, i32* %13, align 4
  %120 = add nsw i32 %119, %118
  store i32 %120, i32* %13, align 4
  br label %121

121:                                              ; preds = %113
  %122 = load i32, i32* %15, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, i32* %15, align 4
  br label %110, !llvm.loop !12

124:                                              ; preds = %110
  %125 = load i32, i32* %13, align 4
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %125)
  store i32 0, i32* %16, align 4
  br label %127

127:                                              ; preds = %140, %124
  %128 = load i32, i32* %16, align 4
  %129 = zext i32 %128 to i64
  %130 = icmp ult i64 %129, 25
  br i1 %130, label %131, label %143

131:                                              ; preds = %127
  %132 = load i32, i32* %13, align 4
  %133 = mul nsw i32 %132, 3
  %134 = load i32, i32* %16, align 4
  %135 = zext i32 %134 to i64
  %136 = getelementptr inbounds [25 x i32], [25 x i32]* @main.probes, i64 0, i64 %135
  %137 = load i32, i32* %136, align 4
  %138 = call i32 @clustered(i32 noundef %137)
  %139 = add nsw i32 %133, %138
  store i32 %139, i32* %13, align 4
  br label %140

140:                                              ; preds = %131
  %141 = load i32, i32* %16, align 4
  %142 = add i32 %141, 1
  store i32 %142, i32* %16, align 4
  br label %127, !llvm.loop !13

143:                                              ; preds = %127
  %144 = load i32, i32* %13, align 4
  %145 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %144)
  %146 = load i32, i32* %13, align 4
  %147 = and i32 %146, 127
  ret i32 %147
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i32* noundef %0, i64* noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca [64 x i64], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store i32* %0, i32** %3, align 8
  store i64* %1, i64** %4, align 8
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  %10 = load i32*, i32** %3, align 8
  %11 = load i32, i32* %7, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %7, align 4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds i32, i32* %10, i64 %13
  %15 = load i32, i32* %14, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %16
  %18 = load i8*, i8** %17, align 8
  br label %227

19:                                               ; preds = %227
  %20 = load i32*, i32** %3, align 8
  %21 = load i32, i32* %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %7, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds i32, i32* %20, i64 %23
  %25 = load i32, i32* %24, align 4
  %26 = sext i32 %25 to i64
  %27 = load i32, i32* %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %6, align 4
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %29
  store i64 %26, i64* %30, align 8
  %31 = load i32*, i32** %3, align 8
  %32 = load i32, i32* %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %7, align 4
  %34 = sext i32 %32 to i64
  %35 = getelementptr inbounds i32, i32* %31, i64 %34
  %36 = load i32, i32* %35, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %37
  %39 = load i8*, i8** %38, align 8
  br label %227

40:                                               ; preds = %227
  %41 = load i32, i32* %6, align 4
  %42 = add nsw i32 %41, -1
  store i32 %42, i32* %6, align 4
  %43 = load i32, i32* %6, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %44
  %46 = load i64, i64* %45, align 8
  %47 = load i32, i32* %6, align 4
  %48 = sub nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %49
  %51 = load i64, i64* %50, align 8
  %52 = add nsw i64 %51, %46
  store i64 %52, i64* %50, align 8
  %53 = load i32*, i32** %3, align 8
  %54 = load i32, i32* %7, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %7, align 4
  %56 = sext i32 %54 to i64
  %57 = getelementptr inbounds i32, i32* %53, i64 %56
  %58 = load i32, i32* %57, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %59
  %61 = load i8*, i8** %60, align 8
  br label %227

62:                                               ; preds = %227
  %63 = load i32, i32* %6, align 4
  %64 = add nsw i32 %63, -1
  store i32 %64, i32* %6, align 4
  %65 = load i32, i32* %6, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %66
  %68 = load i64, i64* %67, align 8
  %69 = load i32, i32* %6, align 4
  %70 = sub nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %71
  %73 = load i64, i64* %72, align 8
  %74 = sub nsw i64 %73, %68
  store i64 %74, i64* %72, align 8
  %75 = load i32*, i32** %3, align 8
  %76 = load i32, i32* %7, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %7, align 4
  %78 = sext i32 %76 to i64
  %79 = getelementptr inbounds i32, i32* %75, i64 %78
  %80 = load i32, i32* %79, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %81
  %83 = load i8*, i8** %82, align 8
  br label %227

84:                                               ; preds = %227
  %85 = load i32, i32* %6, align 4
  %86 = add nsw i32 %85, -1
  store i32 %86, i32* %6, align 4
  %87 = load i32, i32* %6, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %88
  %90 = load i64, i64* %89, align 8
  %91 = load i32, i32* %6, align 4
  %92 = sub nsw i32 %91, 1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %93
  %95 = load i64, i64* %94, align 8
  %96 = mul nsw i64 %95, %90
  store i64 %96, i64* %94, align 8
  %97 = load i32*, i32** %3, align 8
  %98 = load i32, i32* %7, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, i32* %7, align 4
  %100 = sext i32 %98 to i64
  %101 = getelementptr inbounds i32, i32* %97, i64 %100
  %102 = load i32, i32* %101, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %103
  %105 = load i8*, i8** %104, align 8
  br label %227

106:                                              ; preds = %227
  %107 = load i32, i32* %6, align 4
  %108 = sub nsw i32 %107, 1
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %109
  %111 = load i64, i64* %110, align 8
  %112 = load i32, i32* %6, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %113
  store i64 %111, i64* %114, align 8
  %115 = load i32, i32* %6, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, i32* %6, align 4
  %117 = load i32*, i32** %3, align 8
  %118 = load i32, i32* %7, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, i32* %7, align 4
  %120 = sext i32 %118 to i64
  %121 = getelementptr inbounds i32, i32* %117, i64 %120
  %122 = load i32, i32* %121, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %123
  %125 = load i8*, i8** %124, align 8
  br label %227

126:                                              ; preds = %227
  %127 = load i32, i32* %6, align 4
  %128 = sub nsw i32 %127, 1
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %129
  %131 = load i64, i64* %130, align 8
  store i64 %131, i64* %9, align 8
  %132 = load i32, i32* %6, align 4
  %133 = sub nsw i32 %132, 2
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %134
  %136 = load i64, i64* %135, align 8
  %137 = load i32, i32* %6, align 4
  %138 = sub nsw i32 %137, 1
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %139
  store i64 %136, i64* %140, align 8
  %141 = load i64, i64* %9, align 8
  %142 = load i32, i32* %6, align 4
  %143 = sub nsw i32 %142, 2
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %144
  store i64 %141, i64* %145, align 8
  %146 = load i32*, i32** %3, align 8
  %147 = load i32, i32* %7, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, i32* %7, align 4
  %149 = sext i32 %147 to i64
  %150 = getelementptr inbounds i32, i32* %146, i64 %149
  %151 = load i32, i32* %150, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %152
  %154 = load i8*, i8** %153, align 8
  br label %227

155:                                              ; preds = %227
  %156 = load i32, i32* %6, align 4
  %157 = sub nsw i32 %156, 1
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %158
  %160 = load i64, i64* %159, align 8
  %161 = icmp ne i64 %160, 0
  br i1 %161, label %162, label %177

162:                                              ; preds = %155
  %163 = load i32*, i32** %3, align 8
  %164 = load i32, i32* %7, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds i32, i32* %163, i64 %165
  %167 = load i32, i32* %166, align 4
  store i32 %167, i32* %7, align 4
  %168 = load i32*, i32** %3, align 8
  %169 = load i32, i32* %7, align 4
  %170 = add nsw i32 %169, 1
  store i32 %170, i32* %7, align 4
  %171 = sext i32 %169 to i64
  %172 = getelementptr inbounds i32, i32* %168, i64 %171
  %173 = load i32, i32* %172, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %174
  %176 = load i8*, i8** %175, align 8
  br label %227

177:                                              ; preds = %155
  %178 = load i32, i32* %7, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, i32* %7, align 4
  %180 = load i32*, i32** %3, align 8
  %181 = load i32, i32* %7, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, i32* %7, align 4
  %183 = sext i32 %181 to i64
  %184 = getelementptr inbounds i32, i32* %180, i64 %183
  %185 = load i32, i32* %184, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %186
  %188 = load i8*, i8** %187, align 8
  br label %227

189:                                              ; preds = %227
  %190 = load i32, i32* %6, align 4
  %191 = sub nsw i32 %190, 1
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %192
  %194 = load i64, i64* %193, align 8
  %195 = add nsw i64 %194, -1
  store i64 %195, i64* %193, align 8
  %196 = load i32*, i32** %3, align 8
  %197 = load i32, i32* %7, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, i32* %7, align 4
  %199 = sext i32 %197 to i64
  %200 = getelementptr inbounds i32, i32* %196, i64 %199
  %201 = load i32, i32* %200, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %202
  %204 = load i8*, i8** %203, align 8
  br label %227

205:                                              ; preds = %227
  %206 = load i32, i32* %6, align 4
  %207 = sub nsw i32 %206, 1
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 %208
  %210 = load i64, i64* %209, align 8
  %211 = load i64*, i64** %4, align 8
  %212 = load i32, i32* %8, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, i32* %8, align 4
  %214 = sext i32 %212 to i64
  %215 = getelementptr inbounds i64, i64* %211, i64 %214
  store i64 %210, i64* %215, align 8
  %216 = load i32*, i32** %3, align 8
  %217 = load i32, i32* %7, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, i32* %7, align 4
  %219 = sext i32 %217 to i64
  %220 = getelementptr inbounds i32, i32* %216, i64 %219
  %221 = load i32, i32* %220, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [10 x i8*], [10 x i8*]* @run.table, i64 0, i64 %222
  %224 = load i8*, i8** %223, align 8
  br label %227

225:                                              ; preds = %227
  %226 = load i32, i32* %8, align 4
  ret i32 %226

227:                                              ; preds = %205, %189, %177, %162, %126, %106, %84, %62, %40, %19, %2
  %228 = phi i8* [ %18, %2 ], [ %39, %19 ], [ %61, %40 ], [ %83, %62 ], [ %105, %84 ], [ %125, %106 ], [ %154, %126 ], [ %176, %162 ], [ %188, %177 ], [ %204, %189 ], [ %224, %205 ]
  indirectbr i8* %228, [label %19, label %40, label %62, label %84, label %106, label %126, label %155, label %189, label %205, label %225]
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run_rel(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  %5 = load i8*, i8** %2, align 8
  %6 = load i32, i32* %4, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* %4, align 4
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds i8, i8* %5, i64 %8
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i64
  %12 = getelementptr inbounds [4 x i32], [4 x i32]* @run_rel.offs, i64 0, i64 %11
  %13 = load i32, i32* %12, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr i8, i8* blockaddress(@run_rel, %16), i64 %14
  br label %60

16:                                               ; preds = %60, %60, %60, %60, %60, %60, %60, %60, %60
  %17 = load i32, i32* %3, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %3, align 4
  %19 = load i8*, i8** %2, align 8
  %20 = load i32, i32* %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %4, align 4
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds i8, i8* %19, i64 %22
  %24 = load i8, i8* %23, align 1
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds [4 x i32], [4 x i32]* @run_rel.offs, i64 0, i64 %25
  %27 = load i32, i32* %26, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr i8, i8* blockaddress(@run_rel, %16), i64 %28
  br label %60

30:                                               ; preds = %60
  %31 = load i32, i32* %3, align 4
  %32 = mul nsw i32 %31, 3
  store i32 %32, i32* %3, align 4
  %33 = load i8*, i8** %2, align 8
  %34 = load i32, i32* %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %4, align 4
  %36 = sext i32 %34 to i64
  %37 = getelementptr inbounds i8, i8* %33, i64 %36
  %38 = load i8, i8* %37, align 1
  %39 = zext i8 %38 to i64
  %40 = getelementptr inbounds [4 x i32], [4 x i32]* @run_rel.offs, i64 0, i64 %39
  %41 = load i32, i32* %40, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr i8, i8* blockaddress(@run_rel, %16), i64 %42
  br label %60

44:                                               ; preds = %60
  %45 = load i32, i32* %3, align 4
  %46 = sub nsw i32 %45, 2
  store i32 %46, i32* %3, align 4
  %47 = load i8*, i8** %2, align 8
  %48 = load i32, i32* %4, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %4, align 4
  %50 = sext i32 %48 to i64
  %51 = getelementptr inbounds i8, i8* %47, i64 %50
  %52 = load i8, i8* %51, align 1
  %53 = zext i8 %52 to i64
  %54 = getelementptr inbounds [4 x i32], [4 x i32]* @run_rel.offs, i64 0, i64 %53
  %55 = load i32, i32* %54, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr i8, i8* blockaddress(@run_rel, %16), i64 %56
  br label %60

58:                                               ; preds = %60
  %59 = load i32, i32* %3, align 4
  ret i32 %59

60:                                               ; preds = %44, %30, %16, %1
  %61 = phi i8* [ %15, %1 ], [ %29, %16 ], [ %43, %30 ], [ %57, %44 ]
  indirectbr i8* %61, [label %16, label %16, label %30, label %16, label %44, label %16, label %58, label %16, label %16, label %16, label %16, label %16]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pick(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  %8 = icmp sgt i32 %7, 2
  %9 = zext i1 %8 to i64
  %10 = select i1 %8, i8* blockaddress(@pick, %33), i8* blockaddress(@pick, %30)
  store i8* %10, i8** %4, align 8
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
  store i8* blockaddress(@pick, %36), i8** %4, align 8
  br label %24

24:                                               ; preds = %23, %16
  br label %25

25:                                               ; preds = %24
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %6, align 4
  br label %12, !llvm.loop !14

28:                                               ; preds = %12
  %29 = load i8*, i8** %4, align 8
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
  %2 = alloca i8*, align 8
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
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8** %2, align 8
  br label %14

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i8** %2, align 8
  br label %14

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8** %2, align 8
  br label %14

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), i8** %2, align 8
  br label %14

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i8** %2, align 8
  br label %14

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0), i8** %2, align 8
  br label %14

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0), i8** %2, align 8
  br label %14

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), i8** %2, align 8
  br label %14

13:                                               ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i64 0, i64 0), i8** %2, align 8
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load i8*, i8** %2, align 8
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
