; ModuleID = 'c/strings.c'
source_filename = "c/strings.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.person = type { [16 x i8], i32, i32 }

@vone = internal global i32 1, align 4
@main.text = internal constant [66 x i8] c"the quick brown fox jumps over the lazy dog, then the dog sleeps.\00", align 1
@.str = private unnamed_addr constant [17 x i8] c"len=%d words=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"the dog\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.3 = private unnamed_addr constant [65 x i8] c"strchr q at %d, strrchr o at %d, strstr 'the dog' at %d, cat %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@main.pairs = internal global [6 x [2 x i8*]] [[2 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i32 0, i32 0)]], align 4
@.str.6 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"apples\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"zeta\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"same\00", align 1
@.str.11 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"ABC\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"a1\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"a0\00", align 1
@.str.17 = private unnamed_addr constant [33 x i8] c"cmp(\22%s\22,\22%s\22) = %d n4=%d m1=%d\0A\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"register\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c"mem: [%s]\0A\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"spill\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.22 = private unnamed_addr constant [18 x i8] c"reload-everything\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"strcat: %s (%d)\0A\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c" ,.\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"sorted:\00", align 1
@.str.26 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.27 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.28 = private unnamed_addr constant [11 x i8] c"by length:\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"desc:\00", align 1
@.str.30 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@main.names = internal constant [10 x i8*] [i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.31, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.32, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.36, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.37, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i32 0, i32 0)], align 4
@.str.31 = private unnamed_addr constant [8 x i8] c"mallory\00", align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"alice\00", align 1
@.str.33 = private unnamed_addr constant [6 x i8] c"trent\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"bob\00", align 1
@.str.35 = private unnamed_addr constant [6 x i8] c"carol\00", align 1
@.str.36 = private unnamed_addr constant [5 x i8] c"dave\00", align 1
@.str.37 = private unnamed_addr constant [4 x i8] c"eve\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"peggy\00", align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"victor\00", align 1
@.str.40 = private unnamed_addr constant [6 x i8] c"oscar\00", align 1
@.str.41 = private unnamed_addr constant [11 x i8] c"%s/%d/%d%s\00", align 1
@.str.42 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.43 = private unnamed_addr constant [27 x i8] c"Hello, Register Allocator!\00", align 1
@.str.44 = private unnamed_addr constant [14 x i8] c"reversed: %s\0A\00", align 1
@.str.45 = private unnamed_addr constant [13 x i8] c"upcased: %s\0A\00", align 1
@.str.46 = private unnamed_addr constant [41 x i8] c" 12 -345 +6789 0 -9223372036854775807 42\00", align 1
@.str.47 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.48 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.49 = private unnamed_addr constant [13 x i8] c"half-sum=%s\0A\00", align 1
@.str.50 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [256 x i8], align 1
  %4 = alloca [256 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i8*, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [66 x i8], align 1
  %14 = alloca [32 x i8*], align 4
  %15 = alloca i32, align 4
  %16 = alloca i8*, align 4
  %17 = alloca [40 x i32], align 4
  %18 = alloca i32, align 4
  %19 = alloca [10 x %struct.person], align 4
  %20 = alloca i8*, align 4
  %21 = alloca i64, align 8
  %22 = alloca [32 x i8], align 1
  %23 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %24 = load volatile i32, i32* @vone, align 4
  store i32 %24, i32* %2, align 4
  %25 = call i32 @strlen(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i32 0, i32 0)) #6
  %26 = call i32 @count_words(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i32 0, i32 0))
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %25, i32 noundef %26)
  %28 = call i32 @strlen(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i32 0, i32 0)) #6
  call void @mix(i32 noundef %28)
  %29 = call i8* @strchr(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i32 0, i32 0), i32 noundef 113) #6
  store i8* %29, i8** %6, align 4
  %30 = call i8* @strrchr(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i32 0, i32 0), i32 noundef 111) #6
  store i8* %30, i8** %7, align 4
  %31 = call i8* @strstr(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)) #6
  store i8* %31, i8** %8, align 4
  %32 = call i8* @strstr(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0)) #6
  store i8* %32, i8** %9, align 4
  %33 = load i8*, i8** %6, align 4
  %34 = ptrtoint i8* %33 to i32
  %35 = sub i32 %34, ptrtoint ([66 x i8]* @main.text to i32)
  %36 = load i8*, i8** %7, align 4
  %37 = ptrtoint i8* %36 to i32
  %38 = sub i32 %37, ptrtoint ([66 x i8]* @main.text to i32)
  %39 = load i8*, i8** %8, align 4
  %40 = ptrtoint i8* %39 to i32
  %41 = sub i32 %40, ptrtoint ([66 x i8]* @main.text to i32)
  %42 = load i8*, i8** %9, align 4
  %43 = icmp ne i8* %42, null
  %44 = zext i1 %43 to i64
  %45 = select i1 %43, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0)
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([65 x i8], [65 x i8]* @.str.3, i32 0, i32 0), i32 noundef %35, i32 noundef %38, i32 noundef %41, i8* noundef %45)
  %47 = load i8*, i8** %6, align 4
  %48 = ptrtoint i8* %47 to i32
  %49 = sub i32 %48, ptrtoint ([66 x i8]* @main.text to i32)
  %50 = load i8*, i8** %7, align 4
  %51 = ptrtoint i8* %50 to i32
  %52 = sub i32 %51, ptrtoint ([66 x i8]* @main.text to i32)
  %53 = mul i32 %52, 100
  %54 = add i32 %49, %53
  call void @mix(i32 noundef %54)
  store i32 0, i32* %5, align 4
  br label %55

55:                                               ; preds = %111, %0
  %56 = load i32, i32* %5, align 4
  %57 = icmp slt i32 %56, 6
  br i1 %57, label %58, label %114

58:                                               ; preds = %55
  %59 = load i32, i32* %5, align 4
  %60 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i32 0, i32 %59
  %61 = getelementptr inbounds [2 x i8*], [2 x i8*]* %60, i32 0, i32 0
  %62 = load i8*, i8** %61, align 4
  %63 = load i32, i32* %5, align 4
  %64 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i32 0, i32 %63
  %65 = getelementptr inbounds [2 x i8*], [2 x i8*]* %64, i32 0, i32 1
  %66 = load i8*, i8** %65, align 4
  %67 = call i32 @strcmp(i8* noundef %62, i8* noundef %66) #6
  %68 = call i32 @sgn(i32 noundef %67)
  store i32 %68, i32* %10, align 4
  %69 = load i32, i32* %5, align 4
  %70 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i32 0, i32 %69
  %71 = getelementptr inbounds [2 x i8*], [2 x i8*]* %70, i32 0, i32 0
  %72 = load i8*, i8** %71, align 4
  %73 = load i32, i32* %5, align 4
  %74 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i32 0, i32 %73
  %75 = getelementptr inbounds [2 x i8*], [2 x i8*]* %74, i32 0, i32 1
  %76 = load i8*, i8** %75, align 4
  %77 = call i32 @strncmp(i8* noundef %72, i8* noundef %76, i32 noundef 4) #6
  %78 = call i32 @sgn(i32 noundef %77)
  store i32 %78, i32* %11, align 4
  %79 = load i32, i32* %5, align 4
  %80 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i32 0, i32 %79
  %81 = getelementptr inbounds [2 x i8*], [2 x i8*]* %80, i32 0, i32 0
  %82 = load i8*, i8** %81, align 4
  %83 = load i32, i32* %5, align 4
  %84 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i32 0, i32 %83
  %85 = getelementptr inbounds [2 x i8*], [2 x i8*]* %84, i32 0, i32 1
  %86 = load i8*, i8** %85, align 4
  %87 = call i32 @memcmp(i8* noundef %82, i8* noundef %86, i32 noundef 1) #6
  %88 = call i32 @sgn(i32 noundef %87)
  store i32 %88, i32* %12, align 4
  %89 = load i32, i32* %5, align 4
  %90 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i32 0, i32 %89
  %91 = getelementptr inbounds [2 x i8*], [2 x i8*]* %90, i32 0, i32 0
  %92 = load i8*, i8** %91, align 4
  %93 = load i32, i32* %5, align 4
  %94 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i32 0, i32 %93
  %95 = getelementptr inbounds [2 x i8*], [2 x i8*]* %94, i32 0, i32 1
  %96 = load i8*, i8** %95, align 4
  %97 = load i32, i32* %10, align 4
  %98 = load i32, i32* %11, align 4
  %99 = load i32, i32* %12, align 4
  %100 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.17, i32 0, i32 0), i8* noundef %92, i8* noundef %96, i32 noundef %97, i32 noundef %98, i32 noundef %99)
  %101 = load i32, i32* %10, align 4
  %102 = add nsw i32 %101, 2
  %103 = mul i32 %102, 9
  %104 = load i32, i32* %11, align 4
  %105 = add nsw i32 %104, 2
  %106 = mul i32 %105, 3
  %107 = add i32 %103, %106
  %108 = load i32, i32* %12, align 4
  %109 = add nsw i32 %108, 2
  %110 = add i32 %107, %109
  call void @mix(i32 noundef %110)
  br label %111

111:                                              ; preds = %58
  %112 = load i32, i32* %5, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, i32* %5, align 4
  br label %55, !llvm.loop !6

114:                                              ; preds = %55
  %115 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  call void @llvm.memset.p0i8.i32(i8* align 1 %115, i8 46, i32 40, i1 false)
  %116 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 40
  store i8 0, i8* %116, align 1
  %117 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  %118 = getelementptr inbounds i8, i8* %117, i32 5
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %118, i8* align 1 getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i32 8, i1 false)
  %119 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  %120 = getelementptr inbounds i8, i8* %119, i32 9
  %121 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  %122 = getelementptr inbounds i8, i8* %121, i32 5
  %123 = load i32, i32* %2, align 4
  %124 = mul i32 8, %123
  call void @llvm.memmove.p0i8.p0i8.i32(i8* align 1 %120, i8* align 1 %122, i32 %124, i1 false)
  %125 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  %126 = getelementptr inbounds i8, i8* %125, i32 30
  %127 = load i32, i32* %2, align 4
  %128 = mul i32 5, %127
  call void @llvm.memset.p0i8.i32(i8* align 1 %126, i8 35, i32 %128, i1 false)
  %129 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.19, i32 0, i32 0), i8* noundef %129)
  %131 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  call void @mix_str(i8* noundef %131)
  %132 = getelementptr inbounds [256 x i8], [256 x i8]* %4, i32 0, i32 0
  %133 = call i8* @strcpy(i8* noundef %132, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i32 0, i32 0)) #7
  %134 = getelementptr inbounds [256 x i8], [256 x i8]* %4, i32 0, i32 0
  %135 = call i8* @strcat(i8* noundef %134, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.21, i32 0, i32 0)) #7
  %136 = getelementptr inbounds [256 x i8], [256 x i8]* %4, i32 0, i32 0
  %137 = call i8* @strncat(i8* noundef %136, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.22, i32 0, i32 0), i32 noundef 6) #7
  %138 = getelementptr inbounds [256 x i8], [256 x i8]* %4, i32 0, i32 0
  %139 = getelementptr inbounds [256 x i8], [256 x i8]* %4, i32 0, i32 0
  %140 = call i32 @strlen(i8* noundef %139) #6
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i8* noundef %138, i32 noundef %140)
  %142 = getelementptr inbounds [256 x i8], [256 x i8]* %4, i32 0, i32 0
  call void @mix_str(i8* noundef %142)
  store i32 0, i32* %15, align 4
  %143 = getelementptr inbounds [66 x i8], [66 x i8]* %13, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %143, i8* align 1 getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i32 0, i32 0), i32 66, i1 false)
  %144 = getelementptr inbounds [66 x i8], [66 x i8]* %13, i32 0, i32 0
  %145 = call i8* @strtok(i8* noundef %144, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i32 0, i32 0)) #7
  store i8* %145, i8** %16, align 4
  br label %146

146:                                              ; preds = %159, %114
  %147 = load i8*, i8** %16, align 4
  %148 = icmp ne i8* %147, null
  br i1 %148, label %149, label %152

149:                                              ; preds = %146
  %150 = load i32, i32* %15, align 4
  %151 = icmp slt i32 %150, 32
  br label %152

152:                                              ; preds = %149, %146
  %153 = phi i1 [ false, %146 ], [ %151, %149 ]
  br i1 %153, label %154, label %161

154:                                              ; preds = %152
  %155 = load i8*, i8** %16, align 4
  %156 = load i32, i32* %15, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, i32* %15, align 4
  %158 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i32 0, i32 %156
  store i8* %155, i8** %158, align 4
  br label %159

159:                                              ; preds = %154
  %160 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i32 0, i32 0)) #7
  store i8* %160, i8** %16, align 4
  br label %146, !llvm.loop !8

161:                                              ; preds = %152
  %162 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i32 0, i32 0
  %163 = bitcast i8** %162 to i8*
  %164 = load i32, i32* %15, align 4
  call void @qsort(i8* noundef %163, i32 noundef %164, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_str)
  %165 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.25, i32 0, i32 0))
  store i32 0, i32* %5, align 4
  br label %166

166:                                              ; preds = %178, %161
  %167 = load i32, i32* %5, align 4
  %168 = load i32, i32* %15, align 4
  %169 = icmp slt i32 %167, %168
  br i1 %169, label %170, label %181

170:                                              ; preds = %166
  %171 = load i32, i32* %5, align 4
  %172 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i32 0, i32 %171
  %173 = load i8*, i8** %172, align 4
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i32 0, i32 0), i8* noundef %173)
  %175 = load i32, i32* %5, align 4
  %176 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i32 0, i32 %175
  %177 = load i8*, i8** %176, align 4
  call void @mix_str(i8* noundef %177)
  br label %178

178:                                              ; preds = %170
  %179 = load i32, i32* %5, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, i32* %5, align 4
  br label %166, !llvm.loop !9

181:                                              ; preds = %166
  %182 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i32 0, i32 0))
  %183 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i32 0, i32 0
  %184 = bitcast i8** %183 to i8*
  %185 = load i32, i32* %15, align 4
  call void @qsort(i8* noundef %184, i32 noundef %185, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_len_then_str)
  %186 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.28, i32 0, i32 0))
  store i32 0, i32* %5, align 4
  br label %187

187:                                              ; preds = %196, %181
  %188 = load i32, i32* %5, align 4
  %189 = load i32, i32* %15, align 4
  %190 = icmp slt i32 %188, %189
  br i1 %190, label %191, label %199

191:                                              ; preds = %187
  %192 = load i32, i32* %5, align 4
  %193 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i32 0, i32 %192
  %194 = load i8*, i8** %193, align 4
  %195 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i32 0, i32 0), i8* noundef %194)
  br label %196

196:                                              ; preds = %191
  %197 = load i32, i32* %5, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, i32* %5, align 4
  br label %187, !llvm.loop !10

199:                                              ; preds = %187
  %200 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i32 0, i32 0))
  %201 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i32 0, i32 0
  %202 = load i8*, i8** %201, align 4
  call void @mix_str(i8* noundef %202)
  %203 = load i32, i32* %15, align 4
  %204 = sub nsw i32 %203, 1
  %205 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i32 0, i32 %204
  %206 = load i8*, i8** %205, align 4
  call void @mix_str(i8* noundef %206)
  %207 = load i32, i32* %2, align 4
  %208 = mul i32 12345, %207
  store i32 %208, i32* %18, align 4
  store i32 0, i32* %5, align 4
  br label %209

209:                                              ; preds = %222, %199
  %210 = load i32, i32* %5, align 4
  %211 = icmp slt i32 %210, 40
  br i1 %211, label %212, label %225

212:                                              ; preds = %209
  %213 = load i32, i32* %18, align 4
  %214 = mul i32 %213, 1103515245
  %215 = add i32 %214, 12345
  store i32 %215, i32* %18, align 4
  %216 = load i32, i32* %18, align 4
  %217 = lshr i32 %216, 16
  %218 = urem i32 %217, 1000
  %219 = sub nsw i32 %218, 500
  %220 = load i32, i32* %5, align 4
  %221 = getelementptr inbounds [40 x i32], [40 x i32]* %17, i32 0, i32 %220
  store i32 %219, i32* %221, align 4
  br label %222

222:                                              ; preds = %212
  %223 = load i32, i32* %5, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, i32* %5, align 4
  br label %209, !llvm.loop !11

225:                                              ; preds = %209
  %226 = getelementptr inbounds [40 x i32], [40 x i32]* %17, i32 0, i32 0
  %227 = bitcast i32* %226 to i8*
  call void @qsort(i8* noundef %227, i32 noundef 40, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc)
  %228 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i32 0, i32 0))
  store i32 0, i32* %5, align 4
  br label %229

229:                                              ; preds = %237, %225
  %230 = load i32, i32* %5, align 4
  %231 = icmp slt i32 %230, 40
  br i1 %231, label %232, label %240

232:                                              ; preds = %229
  %233 = load i32, i32* %5, align 4
  %234 = getelementptr inbounds [40 x i32], [40 x i32]* %17, i32 0, i32 %233
  %235 = load i32, i32* %234, align 4
  %236 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), i32 noundef %235)
  br label %237

237:                                              ; preds = %232
  %238 = load i32, i32* %5, align 4
  %239 = add nsw i32 %238, 4
  store i32 %239, i32* %5, align 4
  br label %229, !llvm.loop !12

240:                                              ; preds = %229
  %241 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i32 0, i32 0))
  store i32 0, i32* %5, align 4
  br label %242

242:                                              ; preds = %249, %240
  %243 = load i32, i32* %5, align 4
  %244 = icmp slt i32 %243, 40
  br i1 %244, label %245, label %252

245:                                              ; preds = %242
  %246 = load i32, i32* %5, align 4
  %247 = getelementptr inbounds [40 x i32], [40 x i32]* %17, i32 0, i32 %246
  %248 = load i32, i32* %247, align 4
  call void @mix(i32 noundef %248)
  br label %249

249:                                              ; preds = %245
  %250 = load i32, i32* %5, align 4
  %251 = add nsw i32 %250, 1
  store i32 %251, i32* %5, align 4
  br label %242, !llvm.loop !13

252:                                              ; preds = %242
  store i32 0, i32* %5, align 4
  br label %253

253:                                              ; preds = %280, %252
  %254 = load i32, i32* %5, align 4
  %255 = icmp slt i32 %254, 10
  br i1 %255, label %256, label %283

256:                                              ; preds = %253
  %257 = load i32, i32* %5, align 4
  %258 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i32 0, i32 %257
  %259 = bitcast %struct.person* %258 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %259, i8 0, i32 24, i1 false)
  %260 = load i32, i32* %5, align 4
  %261 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i32 0, i32 %260
  %262 = getelementptr inbounds %struct.person, %struct.person* %261, i32 0, i32 0
  %263 = getelementptr inbounds [16 x i8], [16 x i8]* %262, i32 0, i32 0
  %264 = load i32, i32* %5, align 4
  %265 = getelementptr inbounds [10 x i8*], [10 x i8*]* @main.names, i32 0, i32 %264
  %266 = load i8*, i8** %265, align 4
  %267 = call i8* @strncpy(i8* noundef %263, i8* noundef %266, i32 noundef 15) #7
  %268 = load i32, i32* %5, align 4
  %269 = mul nsw i32 %268, 7
  %270 = srem i32 %269, 4
  %271 = mul nsw i32 %270, 5
  %272 = add nsw i32 20, %271
  %273 = load i32, i32* %5, align 4
  %274 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i32 0, i32 %273
  %275 = getelementptr inbounds %struct.person, %struct.person* %274, i32 0, i32 1
  store i32 %272, i32* %275, align 4
  %276 = load i32, i32* %5, align 4
  %277 = load i32, i32* %5, align 4
  %278 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i32 0, i32 %277
  %279 = getelementptr inbounds %struct.person, %struct.person* %278, i32 0, i32 2
  store i32 %276, i32* %279, align 4
  br label %280

280:                                              ; preds = %256
  %281 = load i32, i32* %5, align 4
  %282 = add nsw i32 %281, 1
  store i32 %282, i32* %5, align 4
  br label %253, !llvm.loop !14

283:                                              ; preds = %253
  %284 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i32 0, i32 0
  %285 = bitcast %struct.person* %284 to i8*
  call void @qsort(i8* noundef %285, i32 noundef 10, i32 noundef 24, i32 (i8*, i8*)* noundef @cmp_person)
  store i32 0, i32* %5, align 4
  br label %286

286:                                              ; preds = %311, %283
  %287 = load i32, i32* %5, align 4
  %288 = icmp slt i32 %287, 10
  br i1 %288, label %289, label %314

289:                                              ; preds = %286
  %290 = load i32, i32* %5, align 4
  %291 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i32 0, i32 %290
  %292 = getelementptr inbounds %struct.person, %struct.person* %291, i32 0, i32 0
  %293 = getelementptr inbounds [16 x i8], [16 x i8]* %292, i32 0, i32 0
  %294 = load i32, i32* %5, align 4
  %295 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i32 0, i32 %294
  %296 = getelementptr inbounds %struct.person, %struct.person* %295, i32 0, i32 1
  %297 = load i32, i32* %296, align 4
  %298 = load i32, i32* %5, align 4
  %299 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i32 0, i32 %298
  %300 = getelementptr inbounds %struct.person, %struct.person* %299, i32 0, i32 2
  %301 = load i32, i32* %300, align 4
  %302 = load i32, i32* %5, align 4
  %303 = icmp eq i32 %302, 9
  %304 = zext i1 %303 to i64
  %305 = select i1 %303, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.42, i32 0, i32 0)
  %306 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i32 0, i32 0), i8* noundef %293, i32 noundef %297, i32 noundef %301, i8* noundef %305)
  %307 = load i32, i32* %5, align 4
  %308 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i32 0, i32 %307
  %309 = getelementptr inbounds %struct.person, %struct.person* %308, i32 0, i32 2
  %310 = load i32, i32* %309, align 4
  call void @mix(i32 noundef %310)
  br label %311

311:                                              ; preds = %289
  %312 = load i32, i32* %5, align 4
  %313 = add nsw i32 %312, 1
  store i32 %313, i32* %5, align 4
  br label %286, !llvm.loop !15

314:                                              ; preds = %286
  %315 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  %316 = call i8* @strcpy(i8* noundef %315, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.43, i32 0, i32 0)) #7
  %317 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  call void @reverse(i8* noundef %317)
  %318 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  %319 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.44, i32 0, i32 0), i8* noundef %318)
  %320 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  call void @upcase(i8* noundef %320)
  %321 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  %322 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.45, i32 0, i32 0), i8* noundef %321)
  %323 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i32 0, i32 0
  call void @mix_str(i8* noundef %323)
  store i8* getelementptr inbounds ([41 x i8], [41 x i8]* @.str.46, i32 0, i32 0), i8** %20, align 4
  store i64 0, i64* %21, align 8
  store i32 0, i32* %5, align 4
  br label %324

324:                                              ; preds = %342, %314
  %325 = load i32, i32* %5, align 4
  %326 = icmp slt i32 %325, 6
  br i1 %326, label %327, label %345

327:                                              ; preds = %324
  %328 = call i64 @parse_int(i8** noundef %20)
  store i64 %328, i64* %23, align 8
  %329 = load i64, i64* %23, align 8
  %330 = sdiv i64 %329, 2
  %331 = load i64, i64* %21, align 8
  %332 = add nsw i64 %331, %330
  store i64 %332, i64* %21, align 8
  %333 = getelementptr inbounds [32 x i8], [32 x i8]* %22, i32 0, i32 0
  %334 = load i64, i64* %23, align 8
  %335 = call i8* @format_int(i8* noundef %333, i64 noundef %334)
  %336 = load i32, i32* %5, align 4
  %337 = icmp eq i32 %336, 5
  %338 = zext i1 %337 to i64
  %339 = select i1 %337, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.48, i32 0, i32 0)
  %340 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i32 0, i32 0), i8* noundef %335, i8* noundef %339)
  %341 = getelementptr inbounds [32 x i8], [32 x i8]* %22, i32 0, i32 0
  call void @mix_str(i8* noundef %341)
  br label %342

342:                                              ; preds = %327
  %343 = load i32, i32* %5, align 4
  %344 = add nsw i32 %343, 1
  store i32 %344, i32* %5, align 4
  br label %324, !llvm.loop !16

345:                                              ; preds = %324
  %346 = getelementptr inbounds [32 x i8], [32 x i8]* %22, i32 0, i32 0
  %347 = load i64, i64* %21, align 8
  %348 = call i8* @format_int(i8* noundef %346, i64 noundef %347)
  %349 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.49, i32 0, i32 0), i8* noundef %348)
  %350 = getelementptr inbounds [32 x i8], [32 x i8]* %22, i32 0, i32 0
  call void @mix_str(i8* noundef %350)
  %351 = load i32, i32* @check, align 4
  %352 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.50, i32 0, i32 0), i32 noundef %351)
  %353 = load i32, i32* @check, align 4
  %354 = and i32 %353, 127
  ret i32 %354
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @strlen(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_words(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %41, %1
  %7 = load i8*, i8** %2, align 4
  %8 = load i8, i8* %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %44

10:                                               ; preds = %6
  %11 = load i8*, i8** %2, align 4
  %12 = load i8, i8* %11, align 1
  %13 = zext i8 %12 to i32
  %14 = icmp eq i32 %13, 32
  br i1 %14, label %25, label %15

15:                                               ; preds = %10
  %16 = load i8*, i8** %2, align 4
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp eq i32 %18, 44
  br i1 %19, label %25, label %20

20:                                               ; preds = %15
  %21 = load i8*, i8** %2, align 4
  %22 = load i8, i8* %21, align 1
  %23 = zext i8 %22 to i32
  %24 = icmp eq i32 %23, 46
  br label %25

25:                                               ; preds = %20, %15, %10
  %26 = phi i1 [ true, %15 ], [ true, %10 ], [ %24, %20 ]
  %27 = zext i1 %26 to i32
  store i32 %27, i32* %5, align 4
  %28 = load i32, i32* %5, align 4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %36, label %30

30:                                               ; preds = %25
  %31 = load i32, i32* %4, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %30
  %34 = load i32, i32* %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %3, align 4
  br label %36

36:                                               ; preds = %33, %30, %25
  %37 = load i32, i32* %5, align 4
  %38 = icmp ne i32 %37, 0
  %39 = xor i1 %38, true
  %40 = zext i1 %39 to i32
  store i32 %40, i32* %4, align 4
  br label %41

41:                                               ; preds = %36
  %42 = load i8*, i8** %2, align 4
  %43 = getelementptr inbounds i8, i8* %42, i32 1
  store i8* %43, i8** %2, align 4
  br label %6, !llvm.loop !17

44:                                               ; preds = %6
  %45 = load i32, i32* %3, align 4
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @check, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @check, align 4
  ret void
}

; Function Attrs: nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i8* @strrchr(i8* noundef, i32 noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sgn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @strncmp(i8* noundef, i8* noundef, i32 noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix_str(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  br label %3

3:                                                ; preds = %7, %1
  %4 = load i8*, i8** %2, align 4
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %3
  %8 = load i32, i32* @check, align 4
  %9 = load i8*, i8** %2, align 4
  %10 = getelementptr inbounds i8, i8* %9, i32 1
  store i8* %10, i8** %2, align 4
  %11 = load i8, i8* %9, align 1
  %12 = zext i8 %11 to i32
  %13 = xor i32 %8, %12
  %14 = mul i32 %13, 16777619
  store i32 %14, i32* @check, align 4
  br label %3, !llvm.loop !18

15:                                               ; preds = %3
  %16 = load i32, i32* @check, align 4
  %17 = xor i32 %16, 255
  %18 = mul i32 %17, 16777619
  store i32 %18, i32* @check, align 4
  ret void
}

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #5

; Function Attrs: nounwind
declare i8* @strcat(i8* noundef, i8* noundef) #5

; Function Attrs: nounwind
declare i8* @strncat(i8* noundef, i8* noundef, i32 noundef) #5

; Function Attrs: nounwind
declare i8* @strtok(i8* noundef, i8* noundef) #5

declare void @qsort(i8* noundef, i32 noundef, i32 noundef, i32 (i8*, i8*)* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_str(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = load i8*, i8** %4, align 4
  %9 = bitcast i8* %8 to i8**
  %10 = load i8*, i8** %9, align 4
  %11 = call i32 @strcmp(i8* noundef %7, i8* noundef %10) #6
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_len_then_str(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  %10 = load i8*, i8** %4, align 4
  %11 = bitcast i8* %10 to i8**
  %12 = load i8*, i8** %11, align 4
  store i8* %12, i8** %6, align 4
  %13 = load i8*, i8** %5, align 4
  %14 = bitcast i8* %13 to i8**
  %15 = load i8*, i8** %14, align 4
  store i8* %15, i8** %7, align 4
  %16 = load i8*, i8** %6, align 4
  %17 = call i32 @strlen(i8* noundef %16) #6
  store i32 %17, i32* %8, align 4
  %18 = load i8*, i8** %7, align 4
  %19 = call i32 @strlen(i8* noundef %18) #6
  store i32 %19, i32* %9, align 4
  %20 = load i32, i32* %8, align 4
  %21 = load i32, i32* %9, align 4
  %22 = icmp ne i32 %20, %21
  br i1 %22, label %23, label %29

23:                                               ; preds = %2
  %24 = load i32, i32* %8, align 4
  %25 = load i32, i32* %9, align 4
  %26 = icmp ult i32 %24, %25
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, i32 -1, i32 1
  store i32 %28, i32* %3, align 4
  br label %33

29:                                               ; preds = %2
  %30 = load i8*, i8** %6, align 4
  %31 = load i8*, i8** %7, align 4
  %32 = call i32 @strcmp(i8* noundef %30, i8* noundef %31) #6
  store i32 %32, i32* %3, align 4
  br label %33

33:                                               ; preds = %29, %23
  %34 = load i32, i32* %3, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %7 = load i8*, i8** %3, align 4
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = load i8*, i8** %4, align 4
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  store i32 %12, i32* %6, align 4
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp slt i32 %13, %14
  %16 = zext i1 %15 to i32
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %6, align 4
  %19 = icmp sgt i32 %17, %18
  %20 = zext i1 %19 to i32
  %21 = sub nsw i32 %16, %20
  ret i32 %21
}

; Function Attrs: nounwind
declare i8* @strncpy(i8* noundef, i8* noundef, i32 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_person(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.person*, align 4
  %7 = alloca %struct.person*, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  %8 = load i8*, i8** %4, align 4
  %9 = bitcast i8* %8 to %struct.person*
  store %struct.person* %9, %struct.person** %6, align 4
  %10 = load i8*, i8** %5, align 4
  %11 = bitcast i8* %10 to %struct.person*
  store %struct.person* %11, %struct.person** %7, align 4
  %12 = load %struct.person*, %struct.person** %6, align 4
  %13 = getelementptr inbounds %struct.person, %struct.person* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = load %struct.person*, %struct.person** %7, align 4
  %16 = getelementptr inbounds %struct.person, %struct.person* %15, i32 0, i32 1
  %17 = load i32, i32* %16, align 4
  %18 = icmp ne i32 %14, %17
  br i1 %18, label %19, label %29

19:                                               ; preds = %2
  %20 = load %struct.person*, %struct.person** %6, align 4
  %21 = getelementptr inbounds %struct.person, %struct.person* %20, i32 0, i32 1
  %22 = load i32, i32* %21, align 4
  %23 = load %struct.person*, %struct.person** %7, align 4
  %24 = getelementptr inbounds %struct.person, %struct.person* %23, i32 0, i32 1
  %25 = load i32, i32* %24, align 4
  %26 = icmp slt i32 %22, %25
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, i32 -1, i32 1
  store i32 %28, i32* %3, align 4
  br label %37

29:                                               ; preds = %2
  %30 = load %struct.person*, %struct.person** %6, align 4
  %31 = getelementptr inbounds %struct.person, %struct.person* %30, i32 0, i32 0
  %32 = getelementptr inbounds [16 x i8], [16 x i8]* %31, i32 0, i32 0
  %33 = load %struct.person*, %struct.person** %7, align 4
  %34 = getelementptr inbounds %struct.person, %struct.person* %33, i32 0, i32 0
  %35 = getelementptr inbounds [16 x i8], [16 x i8]* %34, i32 0, i32 0
  %36 = call i32 @strcmp(i8* noundef %32, i8* noundef %35) #6
  store i32 %36, i32* %3, align 4
  br label %37

37:                                               ; preds = %29, %19
  %38 = load i32, i32* %3, align 4
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reverse(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  store i8* %0, i8** %2, align 4
  store i32 0, i32* %3, align 4
  %6 = load i8*, i8** %2, align 4
  %7 = call i32 @strlen(i8* noundef %6) #6
  store i32 %7, i32* %4, align 4
  br label %8

8:                                                ; preds = %13, %1
  %9 = load i32, i32* %4, align 4
  %10 = load i32, i32* %3, align 4
  %11 = add i32 %10, 1
  %12 = icmp ugt i32 %9, %11
  br i1 %12, label %13, label %35

13:                                               ; preds = %8
  %14 = load i8*, i8** %2, align 4
  %15 = load i32, i32* %3, align 4
  %16 = getelementptr inbounds i8, i8* %14, i32 %15
  %17 = load i8, i8* %16, align 1
  store i8 %17, i8* %5, align 1
  %18 = load i8*, i8** %2, align 4
  %19 = load i32, i32* %4, align 4
  %20 = sub i32 %19, 1
  %21 = getelementptr inbounds i8, i8* %18, i32 %20
  %22 = load i8, i8* %21, align 1
  %23 = load i8*, i8** %2, align 4
  %24 = load i32, i32* %3, align 4
  %25 = getelementptr inbounds i8, i8* %23, i32 %24
  store i8 %22, i8* %25, align 1
  %26 = load i8, i8* %5, align 1
  %27 = load i8*, i8** %2, align 4
  %28 = load i32, i32* %4, align 4
  %29 = sub i32 %28, 1
  %30 = getelementptr inbounds i8, i8* %27, i32 %29
  store i8 %26, i8* %30, align 1
  %31 = load i32, i32* %3, align 4
  %32 = add i32 %31, 1
  store i32 %32, i32* %3, align 4
  %33 = load i32, i32* %4, align 4
  %34 = add i32 %33, -1
  store i32 %34, i32* %4, align 4
  br label %8, !llvm.loop !19

35:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @upcase(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  br label %3

3:                                                ; preds = %26, %1
  %4 = load i8*, i8** %2, align 4
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %29

7:                                                ; preds = %3
  %8 = load i8*, i8** %2, align 4
  %9 = load i8, i8* %8, align 1
  %10 = zext i8 %9 to i32
  %11 = icmp sge i32 %10, 97
  br i1 %11, label %12, label %25

12:                                               ; preds = %7
  %13 = load i8*, i8** %2, align 4
  %14 = load i8, i8* %13, align 1
  %15 = zext i8 %14 to i32
  %16 = icmp sle i32 %15, 122
  br i1 %16, label %17, label %25

17:                                               ; preds = %12
  %18 = load i8*, i8** %2, align 4
  %19 = load i8, i8* %18, align 1
  %20 = zext i8 %19 to i32
  %21 = sub nsw i32 %20, 97
  %22 = add nsw i32 %21, 65
  %23 = trunc i32 %22 to i8
  %24 = load i8*, i8** %2, align 4
  store i8 %23, i8* %24, align 1
  br label %25

25:                                               ; preds = %17, %12, %7
  br label %26

26:                                               ; preds = %25
  %27 = load i8*, i8** %2, align 4
  %28 = getelementptr inbounds i8, i8* %27, i32 1
  store i8* %28, i8** %2, align 4
  br label %3, !llvm.loop !20

29:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @parse_int(i8** noundef %0) #0 {
  %2 = alloca i8**, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store i8** %0, i8*** %2, align 4
  %6 = load i8**, i8*** %2, align 4
  %7 = load i8*, i8** %6, align 4
  store i8* %7, i8** %3, align 4
  store i32 0, i32* %4, align 4
  store i64 0, i64* %5, align 8
  br label %8

8:                                                ; preds = %13, %1
  %9 = load i8*, i8** %3, align 4
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i32
  %12 = icmp eq i32 %11, 32
  br i1 %12, label %13, label %16

13:                                               ; preds = %8
  %14 = load i8*, i8** %3, align 4
  %15 = getelementptr inbounds i8, i8* %14, i32 1
  store i8* %15, i8** %3, align 4
  br label %8, !llvm.loop !21

16:                                               ; preds = %8
  %17 = load i8*, i8** %3, align 4
  %18 = load i8, i8* %17, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp eq i32 %19, 45
  br i1 %20, label %26, label %21

21:                                               ; preds = %16
  %22 = load i8*, i8** %3, align 4
  %23 = load i8, i8* %22, align 1
  %24 = zext i8 %23 to i32
  %25 = icmp eq i32 %24, 43
  br i1 %25, label %26, label %33

26:                                               ; preds = %21, %16
  %27 = load i8*, i8** %3, align 4
  %28 = getelementptr inbounds i8, i8* %27, i32 1
  store i8* %28, i8** %3, align 4
  %29 = load i8, i8* %27, align 1
  %30 = zext i8 %29 to i32
  %31 = icmp eq i32 %30, 45
  %32 = zext i1 %31 to i32
  store i32 %32, i32* %4, align 4
  br label %33

33:                                               ; preds = %26, %21
  br label %34

34:                                               ; preds = %46, %33
  %35 = load i8*, i8** %3, align 4
  %36 = load i8, i8* %35, align 1
  %37 = zext i8 %36 to i32
  %38 = icmp sge i32 %37, 48
  br i1 %38, label %39, label %44

39:                                               ; preds = %34
  %40 = load i8*, i8** %3, align 4
  %41 = load i8, i8* %40, align 1
  %42 = zext i8 %41 to i32
  %43 = icmp sle i32 %42, 57
  br label %44

44:                                               ; preds = %39, %34
  %45 = phi i1 [ false, %34 ], [ %43, %39 ]
  br i1 %45, label %46, label %56

46:                                               ; preds = %44
  %47 = load i64, i64* %5, align 8
  %48 = mul nsw i64 %47, 10
  %49 = load i8*, i8** %3, align 4
  %50 = getelementptr inbounds i8, i8* %49, i32 1
  store i8* %50, i8** %3, align 4
  %51 = load i8, i8* %49, align 1
  %52 = zext i8 %51 to i32
  %53 = sub nsw i32 %52, 48
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %48, %54
  store i64 %55, i64* %5, align 8
  br label %34, !llvm.loop !22

56:                                               ; preds = %44
  %57 = load i8*, i8** %3, align 4
  %58 = load i8**, i8*** %2, align 4
  store i8* %57, i8** %58, align 4
  %59 = load i32, i32* %4, align 4
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %61, label %64

61:                                               ; preds = %56
  %62 = load i64, i64* %5, align 8
  %63 = sub nsw i64 0, %62
  br label %66

64:                                               ; preds = %56
  %65 = load i64, i64* %5, align 8
  br label %66

66:                                               ; preds = %64, %61
  %67 = phi i64 [ %63, %61 ], [ %65, %64 ]
  ret i64 %67
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @format_int(i8* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i64 %1, i64* %4, align 8
  store i32 1, i32* %5, align 4
  %10 = load i64, i64* %4, align 8
  %11 = icmp slt i64 %10, 0
  %12 = zext i1 %11 to i32
  store i32 %12, i32* %6, align 4
  %13 = load i32, i32* %6, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %2
  %16 = load i64, i64* %4, align 8
  %17 = sub i64 0, %16
  br label %20

18:                                               ; preds = %2
  %19 = load i64, i64* %4, align 8
  br label %20

20:                                               ; preds = %18, %15
  %21 = phi i64 [ %17, %15 ], [ %19, %18 ]
  store i64 %21, i64* %7, align 8
  %22 = load i64, i64* %7, align 8
  store i64 %22, i64* %8, align 8
  %23 = load i8*, i8** %3, align 4
  store i8* %23, i8** %9, align 4
  br label %24

24:                                               ; preds = %27, %20
  %25 = load i64, i64* %8, align 8
  %26 = icmp uge i64 %25, 10
  br i1 %26, label %27, label %32

27:                                               ; preds = %24
  %28 = load i64, i64* %8, align 8
  %29 = udiv i64 %28, 10
  store i64 %29, i64* %8, align 8
  %30 = load i32, i32* %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %5, align 4
  br label %24, !llvm.loop !23

32:                                               ; preds = %24
  %33 = load i32, i32* %6, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %38

35:                                               ; preds = %32
  %36 = load i8*, i8** %9, align 4
  %37 = getelementptr inbounds i8, i8* %36, i32 1
  store i8* %37, i8** %9, align 4
  store i8 45, i8* %36, align 1
  br label %38

38:                                               ; preds = %35, %32
  %39 = load i8*, i8** %9, align 4
  %40 = load i32, i32* %5, align 4
  %41 = getelementptr inbounds i8, i8* %39, i32 %40
  store i8 0, i8* %41, align 1
  br label %42

42:                                               ; preds = %54, %38
  %43 = load i64, i64* %7, align 8
  %44 = urem i64 %43, 10
  %45 = trunc i64 %44 to i32
  %46 = add nsw i32 48, %45
  %47 = trunc i32 %46 to i8
  %48 = load i8*, i8** %9, align 4
  %49 = load i32, i32* %5, align 4
  %50 = add nsw i32 %49, -1
  store i32 %50, i32* %5, align 4
  %51 = getelementptr inbounds i8, i8* %48, i32 %50
  store i8 %47, i8* %51, align 1
  %52 = load i64, i64* %7, align 8
  %53 = udiv i64 %52, 10
  store i64 %53, i64* %7, align 8
  br label %54

54:                                               ; preds = %42
  %55 = load i64, i64* %7, align 8
  %56 = icmp ne i64 %55, 0
  br i1 %56, label %42, label %57, !llvm.loop !24

57:                                               ; preds = %54
  %58 = load i8*, i8** %3, align 4
  ret i8* %58
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

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
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
