; ModuleID = 'c/strings.c'
source_filename = "c/strings.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.person = type { [16 x i8], i32, i32 }

@vone = internal global i32 1, align 4
@main.text = internal constant [66 x i8] c"the quick brown fox jumps over the lazy dog, then the dog sleeps.\00", align 1
@.str = private unnamed_addr constant [17 x i8] c"len=%d words=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"the dog\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.3 = private unnamed_addr constant [65 x i8] c"strchr q at %d, strrchr o at %d, strstr 'the dog' at %d, cat %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@main.pairs = internal global [6 x [2 x i8*]] [[2 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i32 0, i32 0)]], align 8
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
@main.names = internal constant [10 x i8*] [i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.31, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.32, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.36, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.37, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i32 0, i32 0)], align 8
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
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [256 x i8], align 1
  %4 = alloca [256 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i8*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [66 x i8], align 1
  %14 = alloca [32 x i8*], align 8
  %15 = alloca i32, align 4
  %16 = alloca i8*, align 8
  %17 = alloca [40 x i32], align 4
  %18 = alloca i32, align 4
  %19 = alloca [10 x %struct.person], align 4
  %20 = alloca i8*, align 8
  %21 = alloca i64, align 8
  %22 = alloca [32 x i8], align 1
  %23 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %24 = load volatile i32, i32* @vone, align 4
  store i32 %24, i32* %2, align 4
  %25 = call i64 @strlen(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i64 0, i64 0)) #6
  %26 = trunc i64 %25 to i32
  %27 = call signext i32 @count_words(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i64 0, i64 0))
  %28 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef signext %26, i32 noundef signext %27)
  %29 = call i64 @strlen(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i64 0, i64 0)) #6
  %30 = trunc i64 %29 to i32
  call void @mix(i32 noundef zeroext %30)
  %31 = call i8* @strchr(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i64 0, i64 0), i32 noundef signext 113) #6
  store i8* %31, i8** %6, align 8
  %32 = call i8* @strrchr(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i64 0, i64 0), i32 noundef signext 111) #6
  store i8* %32, i8** %7, align 8
  %33 = call i8* @strstr(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0)) #6
  store i8* %33, i8** %8, align 8
  %34 = call i8* @strstr(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0)) #6
  store i8* %34, i8** %9, align 8
  %35 = load i8*, i8** %6, align 8
  %36 = ptrtoint i8* %35 to i64
  %37 = sub i64 %36, ptrtoint ([66 x i8]* @main.text to i64)
  %38 = trunc i64 %37 to i32
  %39 = load i8*, i8** %7, align 8
  %40 = ptrtoint i8* %39 to i64
  %41 = sub i64 %40, ptrtoint ([66 x i8]* @main.text to i64)
  %42 = trunc i64 %41 to i32
  %43 = load i8*, i8** %8, align 8
  %44 = ptrtoint i8* %43 to i64
  %45 = sub i64 %44, ptrtoint ([66 x i8]* @main.text to i64)
  %46 = trunc i64 %45 to i32
  %47 = load i8*, i8** %9, align 8
  %48 = icmp ne i8* %47, null
  %49 = zext i1 %48 to i64
  %50 = select i1 %48, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0)
  %51 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([65 x i8], [65 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %38, i32 noundef signext %42, i32 noundef signext %46, i8* noundef %50)
  %52 = load i8*, i8** %6, align 8
  %53 = ptrtoint i8* %52 to i64
  %54 = sub i64 %53, ptrtoint ([66 x i8]* @main.text to i64)
  %55 = trunc i64 %54 to i32
  %56 = load i8*, i8** %7, align 8
  %57 = ptrtoint i8* %56 to i64
  %58 = sub i64 %57, ptrtoint ([66 x i8]* @main.text to i64)
  %59 = trunc i64 %58 to i32
  %60 = mul i32 %59, 100
  %61 = add i32 %55, %60
  call void @mix(i32 noundef zeroext %61)
  store i32 0, i32* %5, align 4
  br label %62

62:                                               ; preds = %126, %0
  %63 = load i32, i32* %5, align 4
  %64 = icmp slt i32 %63, 6
  br i1 %64, label %65, label %129

65:                                               ; preds = %62
  %66 = load i32, i32* %5, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %67
  %69 = getelementptr inbounds [2 x i8*], [2 x i8*]* %68, i64 0, i64 0
  %70 = load i8*, i8** %69, align 8
  %71 = load i32, i32* %5, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %72
  %74 = getelementptr inbounds [2 x i8*], [2 x i8*]* %73, i64 0, i64 1
  %75 = load i8*, i8** %74, align 8
  %76 = call signext i32 @strcmp(i8* noundef %70, i8* noundef %75) #6
  %77 = call signext i32 @sgn(i32 noundef signext %76)
  store i32 %77, i32* %10, align 4
  %78 = load i32, i32* %5, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %79
  %81 = getelementptr inbounds [2 x i8*], [2 x i8*]* %80, i64 0, i64 0
  %82 = load i8*, i8** %81, align 8
  %83 = load i32, i32* %5, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %84
  %86 = getelementptr inbounds [2 x i8*], [2 x i8*]* %85, i64 0, i64 1
  %87 = load i8*, i8** %86, align 8
  %88 = call signext i32 @strncmp(i8* noundef %82, i8* noundef %87, i64 noundef 4) #6
  %89 = call signext i32 @sgn(i32 noundef signext %88)
  store i32 %89, i32* %11, align 4
  %90 = load i32, i32* %5, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %91
  %93 = getelementptr inbounds [2 x i8*], [2 x i8*]* %92, i64 0, i64 0
  %94 = load i8*, i8** %93, align 8
  %95 = load i32, i32* %5, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %96
  %98 = getelementptr inbounds [2 x i8*], [2 x i8*]* %97, i64 0, i64 1
  %99 = load i8*, i8** %98, align 8
  %100 = call signext i32 @memcmp(i8* noundef %94, i8* noundef %99, i64 noundef 1) #6
  %101 = call signext i32 @sgn(i32 noundef signext %100)
  store i32 %101, i32* %12, align 4
  %102 = load i32, i32* %5, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %103
  %105 = getelementptr inbounds [2 x i8*], [2 x i8*]* %104, i64 0, i64 0
  %106 = load i8*, i8** %105, align 8
  %107 = load i32, i32* %5, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %108
  %110 = getelementptr inbounds [2 x i8*], [2 x i8*]* %109, i64 0, i64 1
  %111 = load i8*, i8** %110, align 8
  %112 = load i32, i32* %10, align 4
  %113 = load i32, i32* %11, align 4
  %114 = load i32, i32* %12, align 4
  %115 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.17, i64 0, i64 0), i8* noundef %106, i8* noundef %111, i32 noundef signext %112, i32 noundef signext %113, i32 noundef signext %114)
  %116 = load i32, i32* %10, align 4
  %117 = add nsw i32 %116, 2
  %118 = mul i32 %117, 9
  %119 = load i32, i32* %11, align 4
  %120 = add nsw i32 %119, 2
  %121 = mul i32 %120, 3
  %122 = add i32 %118, %121
  %123 = load i32, i32* %12, align 4
  %124 = add nsw i32 %123, 2
  %125 = add i32 %122, %124
  call void @mix(i32 noundef zeroext %125)
  br label %126

126:                                              ; preds = %65
  %127 = load i32, i32* %5, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, i32* %5, align 4
  br label %62, !llvm.loop !6

129:                                              ; preds = %62
  %130 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* align 1 %130, i8 46, i64 40, i1 false)
  %131 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 40
  store i8 0, i8* %131, align 1
  %132 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  %133 = getelementptr inbounds i8, i8* %132, i64 5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %133, i8* align 1 getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i64 8, i1 false)
  %134 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  %135 = getelementptr inbounds i8, i8* %134, i64 9
  %136 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  %137 = getelementptr inbounds i8, i8* %136, i64 5
  %138 = load i32, i32* %2, align 4
  %139 = sext i32 %138 to i64
  %140 = mul i64 8, %139
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %135, i8* align 1 %137, i64 %140, i1 false)
  %141 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  %142 = getelementptr inbounds i8, i8* %141, i64 30
  %143 = load i32, i32* %2, align 4
  %144 = sext i32 %143 to i64
  %145 = mul i64 5, %144
  call void @llvm.memset.p0i8.i64(i8* align 1 %142, i8 35, i64 %145, i1 false)
  %146 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  %147 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.19, i64 0, i64 0), i8* noundef %146)
  %148 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  call void @mix_str(i8* noundef %148)
  %149 = getelementptr inbounds [256 x i8], [256 x i8]* %4, i64 0, i64 0
  %150 = call i8* @strcpy(i8* noundef %149, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i64 0, i64 0)) #7
  %151 = getelementptr inbounds [256 x i8], [256 x i8]* %4, i64 0, i64 0
  %152 = call i8* @strcat(i8* noundef %151, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.21, i64 0, i64 0)) #7
  %153 = getelementptr inbounds [256 x i8], [256 x i8]* %4, i64 0, i64 0
  %154 = call i8* @strncat(i8* noundef %153, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.22, i64 0, i64 0), i64 noundef 6) #7
  %155 = getelementptr inbounds [256 x i8], [256 x i8]* %4, i64 0, i64 0
  %156 = getelementptr inbounds [256 x i8], [256 x i8]* %4, i64 0, i64 0
  %157 = call i64 @strlen(i8* noundef %156) #6
  %158 = trunc i64 %157 to i32
  %159 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i8* noundef %155, i32 noundef signext %158)
  %160 = getelementptr inbounds [256 x i8], [256 x i8]* %4, i64 0, i64 0
  call void @mix_str(i8* noundef %160)
  store i32 0, i32* %15, align 4
  %161 = getelementptr inbounds [66 x i8], [66 x i8]* %13, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %161, i8* align 1 getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i64 0, i64 0), i64 66, i1 false)
  %162 = getelementptr inbounds [66 x i8], [66 x i8]* %13, i64 0, i64 0
  %163 = call i8* @strtok(i8* noundef %162, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i64 0, i64 0)) #7
  store i8* %163, i8** %16, align 8
  br label %164

164:                                              ; preds = %178, %129
  %165 = load i8*, i8** %16, align 8
  %166 = icmp ne i8* %165, null
  br i1 %166, label %167, label %170

167:                                              ; preds = %164
  %168 = load i32, i32* %15, align 4
  %169 = icmp slt i32 %168, 32
  br label %170

170:                                              ; preds = %167, %164
  %171 = phi i1 [ false, %164 ], [ %169, %167 ]
  br i1 %171, label %172, label %180

172:                                              ; preds = %170
  %173 = load i8*, i8** %16, align 8
  %174 = load i32, i32* %15, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, i32* %15, align 4
  %176 = sext i32 %174 to i64
  %177 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i64 0, i64 %176
  store i8* %173, i8** %177, align 8
  br label %178

178:                                              ; preds = %172
  %179 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i64 0, i64 0)) #7
  store i8* %179, i8** %16, align 8
  br label %164, !llvm.loop !8

180:                                              ; preds = %170
  %181 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i64 0, i64 0
  %182 = bitcast i8** %181 to i8*
  %183 = load i32, i32* %15, align 4
  %184 = sext i32 %183 to i64
  call void @qsort(i8* noundef %182, i64 noundef %184, i64 noundef 8, i32 (i8*, i8*)* noundef @cmp_str)
  %185 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.25, i64 0, i64 0))
  store i32 0, i32* %5, align 4
  br label %186

186:                                              ; preds = %200, %180
  %187 = load i32, i32* %5, align 4
  %188 = load i32, i32* %15, align 4
  %189 = icmp slt i32 %187, %188
  br i1 %189, label %190, label %203

190:                                              ; preds = %186
  %191 = load i32, i32* %5, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i64 0, i64 %192
  %194 = load i8*, i8** %193, align 8
  %195 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i64 0, i64 0), i8* noundef %194)
  %196 = load i32, i32* %5, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i64 0, i64 %197
  %199 = load i8*, i8** %198, align 8
  call void @mix_str(i8* noundef %199)
  br label %200

200:                                              ; preds = %190
  %201 = load i32, i32* %5, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, i32* %5, align 4
  br label %186, !llvm.loop !9

203:                                              ; preds = %186
  %204 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0))
  %205 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i64 0, i64 0
  %206 = bitcast i8** %205 to i8*
  %207 = load i32, i32* %15, align 4
  %208 = sext i32 %207 to i64
  call void @qsort(i8* noundef %206, i64 noundef %208, i64 noundef 8, i32 (i8*, i8*)* noundef @cmp_len_then_str)
  %209 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.28, i64 0, i64 0))
  store i32 0, i32* %5, align 4
  br label %210

210:                                              ; preds = %220, %203
  %211 = load i32, i32* %5, align 4
  %212 = load i32, i32* %15, align 4
  %213 = icmp slt i32 %211, %212
  br i1 %213, label %214, label %223

214:                                              ; preds = %210
  %215 = load i32, i32* %5, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i64 0, i64 %216
  %218 = load i8*, i8** %217, align 8
  %219 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i64 0, i64 0), i8* noundef %218)
  br label %220

220:                                              ; preds = %214
  %221 = load i32, i32* %5, align 4
  %222 = add nsw i32 %221, 1
  store i32 %222, i32* %5, align 4
  br label %210, !llvm.loop !10

223:                                              ; preds = %210
  %224 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0))
  %225 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i64 0, i64 0
  %226 = load i8*, i8** %225, align 8
  call void @mix_str(i8* noundef %226)
  %227 = load i32, i32* %15, align 4
  %228 = sub nsw i32 %227, 1
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [32 x i8*], [32 x i8*]* %14, i64 0, i64 %229
  %231 = load i8*, i8** %230, align 8
  call void @mix_str(i8* noundef %231)
  %232 = load i32, i32* %2, align 4
  %233 = mul i32 12345, %232
  store i32 %233, i32* %18, align 4
  store i32 0, i32* %5, align 4
  br label %234

234:                                              ; preds = %248, %223
  %235 = load i32, i32* %5, align 4
  %236 = icmp slt i32 %235, 40
  br i1 %236, label %237, label %251

237:                                              ; preds = %234
  %238 = load i32, i32* %18, align 4
  %239 = mul i32 %238, 1103515245
  %240 = add i32 %239, 12345
  store i32 %240, i32* %18, align 4
  %241 = load i32, i32* %18, align 4
  %242 = lshr i32 %241, 16
  %243 = urem i32 %242, 1000
  %244 = sub nsw i32 %243, 500
  %245 = load i32, i32* %5, align 4
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [40 x i32], [40 x i32]* %17, i64 0, i64 %246
  store i32 %244, i32* %247, align 4
  br label %248

248:                                              ; preds = %237
  %249 = load i32, i32* %5, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, i32* %5, align 4
  br label %234, !llvm.loop !11

251:                                              ; preds = %234
  %252 = getelementptr inbounds [40 x i32], [40 x i32]* %17, i64 0, i64 0
  %253 = bitcast i32* %252 to i8*
  call void @qsort(i8* noundef %253, i64 noundef 40, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc)
  %254 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0))
  store i32 0, i32* %5, align 4
  br label %255

255:                                              ; preds = %264, %251
  %256 = load i32, i32* %5, align 4
  %257 = icmp slt i32 %256, 40
  br i1 %257, label %258, label %267

258:                                              ; preds = %255
  %259 = load i32, i32* %5, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [40 x i32], [40 x i32]* %17, i64 0, i64 %260
  %262 = load i32, i32* %261, align 4
  %263 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef signext %262)
  br label %264

264:                                              ; preds = %258
  %265 = load i32, i32* %5, align 4
  %266 = add nsw i32 %265, 4
  store i32 %266, i32* %5, align 4
  br label %255, !llvm.loop !12

267:                                              ; preds = %255
  %268 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0))
  store i32 0, i32* %5, align 4
  br label %269

269:                                              ; preds = %277, %267
  %270 = load i32, i32* %5, align 4
  %271 = icmp slt i32 %270, 40
  br i1 %271, label %272, label %280

272:                                              ; preds = %269
  %273 = load i32, i32* %5, align 4
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds [40 x i32], [40 x i32]* %17, i64 0, i64 %274
  %276 = load i32, i32* %275, align 4
  call void @mix(i32 noundef zeroext %276)
  br label %277

277:                                              ; preds = %272
  %278 = load i32, i32* %5, align 4
  %279 = add nsw i32 %278, 1
  store i32 %279, i32* %5, align 4
  br label %269, !llvm.loop !13

280:                                              ; preds = %269
  store i32 0, i32* %5, align 4
  br label %281

281:                                              ; preds = %313, %280
  %282 = load i32, i32* %5, align 4
  %283 = icmp slt i32 %282, 10
  br i1 %283, label %284, label %316

284:                                              ; preds = %281
  %285 = load i32, i32* %5, align 4
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i64 0, i64 %286
  %288 = bitcast %struct.person* %287 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %288, i8 0, i64 24, i1 false)
  %289 = load i32, i32* %5, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i64 0, i64 %290
  %292 = getelementptr inbounds %struct.person, %struct.person* %291, i32 0, i32 0
  %293 = getelementptr inbounds [16 x i8], [16 x i8]* %292, i64 0, i64 0
  %294 = load i32, i32* %5, align 4
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds [10 x i8*], [10 x i8*]* @main.names, i64 0, i64 %295
  %297 = load i8*, i8** %296, align 8
  %298 = call i8* @strncpy(i8* noundef %293, i8* noundef %297, i64 noundef 15) #7
  %299 = load i32, i32* %5, align 4
  %300 = mul nsw i32 %299, 7
  %301 = srem i32 %300, 4
  %302 = mul nsw i32 %301, 5
  %303 = add nsw i32 20, %302
  %304 = load i32, i32* %5, align 4
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i64 0, i64 %305
  %307 = getelementptr inbounds %struct.person, %struct.person* %306, i32 0, i32 1
  store i32 %303, i32* %307, align 4
  %308 = load i32, i32* %5, align 4
  %309 = load i32, i32* %5, align 4
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i64 0, i64 %310
  %312 = getelementptr inbounds %struct.person, %struct.person* %311, i32 0, i32 2
  store i32 %308, i32* %312, align 4
  br label %313

313:                                              ; preds = %284
  %314 = load i32, i32* %5, align 4
  %315 = add nsw i32 %314, 1
  store i32 %315, i32* %5, align 4
  br label %281, !llvm.loop !14

316:                                              ; preds = %281
  %317 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i64 0, i64 0
  %318 = bitcast %struct.person* %317 to i8*
  call void @qsort(i8* noundef %318, i64 noundef 10, i64 noundef 24, i32 (i8*, i8*)* noundef @cmp_person)
  store i32 0, i32* %5, align 4
  br label %319

319:                                              ; preds = %348, %316
  %320 = load i32, i32* %5, align 4
  %321 = icmp slt i32 %320, 10
  br i1 %321, label %322, label %351

322:                                              ; preds = %319
  %323 = load i32, i32* %5, align 4
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i64 0, i64 %324
  %326 = getelementptr inbounds %struct.person, %struct.person* %325, i32 0, i32 0
  %327 = getelementptr inbounds [16 x i8], [16 x i8]* %326, i64 0, i64 0
  %328 = load i32, i32* %5, align 4
  %329 = sext i32 %328 to i64
  %330 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i64 0, i64 %329
  %331 = getelementptr inbounds %struct.person, %struct.person* %330, i32 0, i32 1
  %332 = load i32, i32* %331, align 4
  %333 = load i32, i32* %5, align 4
  %334 = sext i32 %333 to i64
  %335 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i64 0, i64 %334
  %336 = getelementptr inbounds %struct.person, %struct.person* %335, i32 0, i32 2
  %337 = load i32, i32* %336, align 4
  %338 = load i32, i32* %5, align 4
  %339 = icmp eq i32 %338, 9
  %340 = zext i1 %339 to i64
  %341 = select i1 %339, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.42, i64 0, i64 0)
  %342 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i64 0, i64 0), i8* noundef %327, i32 noundef signext %332, i32 noundef signext %337, i8* noundef %341)
  %343 = load i32, i32* %5, align 4
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %19, i64 0, i64 %344
  %346 = getelementptr inbounds %struct.person, %struct.person* %345, i32 0, i32 2
  %347 = load i32, i32* %346, align 4
  call void @mix(i32 noundef zeroext %347)
  br label %348

348:                                              ; preds = %322
  %349 = load i32, i32* %5, align 4
  %350 = add nsw i32 %349, 1
  store i32 %350, i32* %5, align 4
  br label %319, !llvm.loop !15

351:                                              ; preds = %319
  %352 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  %353 = call i8* @strcpy(i8* noundef %352, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.43, i64 0, i64 0)) #7
  %354 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  call void @reverse(i8* noundef %354)
  %355 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  %356 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.44, i64 0, i64 0), i8* noundef %355)
  %357 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  call void @upcase(i8* noundef %357)
  %358 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  %359 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.45, i64 0, i64 0), i8* noundef %358)
  %360 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  call void @mix_str(i8* noundef %360)
  store i8* getelementptr inbounds ([41 x i8], [41 x i8]* @.str.46, i64 0, i64 0), i8** %20, align 8
  store i64 0, i64* %21, align 8
  store i32 0, i32* %5, align 4
  br label %361

361:                                              ; preds = %379, %351
  %362 = load i32, i32* %5, align 4
  %363 = icmp slt i32 %362, 6
  br i1 %363, label %364, label %382

364:                                              ; preds = %361
  %365 = call i64 @parse_int(i8** noundef %20)
  store i64 %365, i64* %23, align 8
  %366 = load i64, i64* %23, align 8
  %367 = sdiv i64 %366, 2
  %368 = load i64, i64* %21, align 8
  %369 = add nsw i64 %368, %367
  store i64 %369, i64* %21, align 8
  %370 = getelementptr inbounds [32 x i8], [32 x i8]* %22, i64 0, i64 0
  %371 = load i64, i64* %23, align 8
  %372 = call i8* @format_int(i8* noundef %370, i64 noundef %371)
  %373 = load i32, i32* %5, align 4
  %374 = icmp eq i32 %373, 5
  %375 = zext i1 %374 to i64
  %376 = select i1 %374, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.48, i64 0, i64 0)
  %377 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i64 0, i64 0), i8* noundef %372, i8* noundef %376)
  %378 = getelementptr inbounds [32 x i8], [32 x i8]* %22, i64 0, i64 0
  call void @mix_str(i8* noundef %378)
  br label %379

379:                                              ; preds = %364
  %380 = load i32, i32* %5, align 4
  %381 = add nsw i32 %380, 1
  store i32 %381, i32* %5, align 4
  br label %361, !llvm.loop !16

382:                                              ; preds = %361
  %383 = getelementptr inbounds [32 x i8], [32 x i8]* %22, i64 0, i64 0
  %384 = load i64, i64* %21, align 8
  %385 = call i8* @format_int(i8* noundef %383, i64 noundef %384)
  %386 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.49, i64 0, i64 0), i8* noundef %385)
  %387 = getelementptr inbounds [32 x i8], [32 x i8]* %22, i64 0, i64 0
  call void @mix_str(i8* noundef %387)
  %388 = load i32, i32* @check, align 4
  %389 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.50, i64 0, i64 0), i32 noundef zeroext %388)
  %390 = load i32, i32* @check, align 4
  %391 = and i32 %390, 127
  ret i32 %391
}

declare signext i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @count_words(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %41, %1
  %7 = load i8*, i8** %2, align 8
  %8 = load i8, i8* %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %44

10:                                               ; preds = %6
  %11 = load i8*, i8** %2, align 8
  %12 = load i8, i8* %11, align 1
  %13 = zext i8 %12 to i32
  %14 = icmp eq i32 %13, 32
  br i1 %14, label %25, label %15

15:                                               ; preds = %10
  %16 = load i8*, i8** %2, align 8
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp eq i32 %18, 44
  br i1 %19, label %25, label %20

20:                                               ; preds = %15
  %21 = load i8*, i8** %2, align 8
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
  %42 = load i8*, i8** %2, align 8
  %43 = getelementptr inbounds i8, i8* %42, i32 1
  store i8* %43, i8** %2, align 8
  br label %6, !llvm.loop !17

44:                                               ; preds = %6
  %45 = load i32, i32* %3, align 4
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i32 noundef zeroext %0) #0 {
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
declare i8* @strchr(i8* noundef, i32 noundef signext) #2

; Function Attrs: nounwind readonly willreturn
declare i8* @strrchr(i8* noundef, i32 noundef signext) #2

; Function Attrs: nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @sgn(i32 noundef signext %0) #0 {
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
declare signext i32 @strcmp(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare signext i32 @strncmp(i8* noundef, i8* noundef, i64 noundef) #2

; Function Attrs: nounwind readonly willreturn
declare signext i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix_str(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  br label %3

3:                                                ; preds = %7, %1
  %4 = load i8*, i8** %2, align 8
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %3
  %8 = load i32, i32* @check, align 4
  %9 = load i8*, i8** %2, align 8
  %10 = getelementptr inbounds i8, i8* %9, i32 1
  store i8* %10, i8** %2, align 8
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
declare i8* @strncat(i8* noundef, i8* noundef, i64 noundef) #5

; Function Attrs: nounwind
declare i8* @strtok(i8* noundef, i8* noundef) #5

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @cmp_str(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 8
  %8 = load i8*, i8** %4, align 8
  %9 = bitcast i8* %8 to i8**
  %10 = load i8*, i8** %9, align 8
  %11 = call signext i32 @strcmp(i8* noundef %7, i8* noundef %10) #6
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @cmp_len_then_str(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  %10 = load i8*, i8** %4, align 8
  %11 = bitcast i8* %10 to i8**
  %12 = load i8*, i8** %11, align 8
  store i8* %12, i8** %6, align 8
  %13 = load i8*, i8** %5, align 8
  %14 = bitcast i8* %13 to i8**
  %15 = load i8*, i8** %14, align 8
  store i8* %15, i8** %7, align 8
  %16 = load i8*, i8** %6, align 8
  %17 = call i64 @strlen(i8* noundef %16) #6
  store i64 %17, i64* %8, align 8
  %18 = load i8*, i8** %7, align 8
  %19 = call i64 @strlen(i8* noundef %18) #6
  store i64 %19, i64* %9, align 8
  %20 = load i64, i64* %8, align 8
  %21 = load i64, i64* %9, align 8
  %22 = icmp ne i64 %20, %21
  br i1 %22, label %23, label %29

23:                                               ; preds = %2
  %24 = load i64, i64* %8, align 8
  %25 = load i64, i64* %9, align 8
  %26 = icmp ult i64 %24, %25
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, i32 -1, i32 1
  store i32 %28, i32* %3, align 4
  br label %33

29:                                               ; preds = %2
  %30 = load i8*, i8** %6, align 8
  %31 = load i8*, i8** %7, align 8
  %32 = call signext i32 @strcmp(i8* noundef %30, i8* noundef %31) #6
  store i32 %32, i32* %3, align 4
  br label %33

33:                                               ; preds = %29, %23
  %34 = load i32, i32* %3, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = load i8*, i8** %3, align 8
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = load i8*, i8** %4, align 8
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
declare i8* @strncpy(i8* noundef, i8* noundef, i64 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @cmp_person(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca %struct.person*, align 8
  %7 = alloca %struct.person*, align 8
  store i8* %0, i8** %4, align 8
  store i8* %1, i8** %5, align 8
  %8 = load i8*, i8** %4, align 8
  %9 = bitcast i8* %8 to %struct.person*
  store %struct.person* %9, %struct.person** %6, align 8
  %10 = load i8*, i8** %5, align 8
  %11 = bitcast i8* %10 to %struct.person*
  store %struct.person* %11, %struct.person** %7, align 8
  %12 = load %struct.person*, %struct.person** %6, align 8
  %13 = getelementptr inbounds %struct.person, %struct.person* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = load %struct.person*, %struct.person** %7, align 8
  %16 = getelementptr inbounds %struct.person, %struct.person* %15, i32 0, i32 1
  %17 = load i32, i32* %16, align 4
  %18 = icmp ne i32 %14, %17
  br i1 %18, label %19, label %29

19:                                               ; preds = %2
  %20 = load %struct.person*, %struct.person** %6, align 8
  %21 = getelementptr inbounds %struct.person, %struct.person* %20, i32 0, i32 1
  %22 = load i32, i32* %21, align 4
  %23 = load %struct.person*, %struct.person** %7, align 8
  %24 = getelementptr inbounds %struct.person, %struct.person* %23, i32 0, i32 1
  %25 = load i32, i32* %24, align 4
  %26 = icmp slt i32 %22, %25
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, i32 -1, i32 1
  store i32 %28, i32* %3, align 4
  br label %37

29:                                               ; preds = %2
  %30 = load %struct.person*, %struct.person** %6, align 8
  %31 = getelementptr inbounds %struct.person, %struct.person* %30, i32 0, i32 0
  %32 = getelementptr inbounds [16 x i8], [16 x i8]* %31, i64 0, i64 0
  %33 = load %struct.person*, %struct.person** %7, align 8
  %34 = getelementptr inbounds %struct.person, %struct.person* %33, i32 0, i32 0
  %35 = getelementptr inbounds [16 x i8], [16 x i8]* %34, i64 0, i64 0
  %36 = call signext i32 @strcmp(i8* noundef %32, i8* noundef %35) #6
  store i32 %36, i32* %3, align 4
  br label %37

37:                                               ; preds = %29, %19
  %38 = load i32, i32* %3, align 4
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reverse(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store i8* %0, i8** %2, align 8
  store i64 0, i64* %3, align 8
  %6 = load i8*, i8** %2, align 8
  %7 = call i64 @strlen(i8* noundef %6) #6
  store i64 %7, i64* %4, align 8
  br label %8

8:                                                ; preds = %13, %1
  %9 = load i64, i64* %4, align 8
  %10 = load i64, i64* %3, align 8
  %11 = add i64 %10, 1
  %12 = icmp ugt i64 %9, %11
  br i1 %12, label %13, label %35

13:                                               ; preds = %8
  %14 = load i8*, i8** %2, align 8
  %15 = load i64, i64* %3, align 8
  %16 = getelementptr inbounds i8, i8* %14, i64 %15
  %17 = load i8, i8* %16, align 1
  store i8 %17, i8* %5, align 1
  %18 = load i8*, i8** %2, align 8
  %19 = load i64, i64* %4, align 8
  %20 = sub i64 %19, 1
  %21 = getelementptr inbounds i8, i8* %18, i64 %20
  %22 = load i8, i8* %21, align 1
  %23 = load i8*, i8** %2, align 8
  %24 = load i64, i64* %3, align 8
  %25 = getelementptr inbounds i8, i8* %23, i64 %24
  store i8 %22, i8* %25, align 1
  %26 = load i8, i8* %5, align 1
  %27 = load i8*, i8** %2, align 8
  %28 = load i64, i64* %4, align 8
  %29 = sub i64 %28, 1
  %30 = getelementptr inbounds i8, i8* %27, i64 %29
  store i8 %26, i8* %30, align 1
  %31 = load i64, i64* %3, align 8
  %32 = add i64 %31, 1
  store i64 %32, i64* %3, align 8
  %33 = load i64, i64* %4, align 8
  %34 = add i64 %33, -1
  store i64 %34, i64* %4, align 8
  br label %8, !llvm.loop !19

35:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @upcase(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  br label %3

3:                                                ; preds = %26, %1
  %4 = load i8*, i8** %2, align 8
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %29

7:                                                ; preds = %3
  %8 = load i8*, i8** %2, align 8
  %9 = load i8, i8* %8, align 1
  %10 = zext i8 %9 to i32
  %11 = icmp sge i32 %10, 97
  br i1 %11, label %12, label %25

12:                                               ; preds = %7
  %13 = load i8*, i8** %2, align 8
  %14 = load i8, i8* %13, align 1
  %15 = zext i8 %14 to i32
  %16 = icmp sle i32 %15, 122
  br i1 %16, label %17, label %25

17:                                               ; preds = %12
  %18 = load i8*, i8** %2, align 8
  %19 = load i8, i8* %18, align 1
  %20 = zext i8 %19 to i32
  %21 = sub nsw i32 %20, 97
  %22 = add nsw i32 %21, 65
  %23 = trunc i32 %22 to i8
  %24 = load i8*, i8** %2, align 8
  store i8 %23, i8* %24, align 1
  br label %25

25:                                               ; preds = %17, %12, %7
  br label %26

26:                                               ; preds = %25
  %27 = load i8*, i8** %2, align 8
  %28 = getelementptr inbounds i8, i8* %27, i32 1
  store i8* %28, i8** %2, align 8
  br label %3, !llvm.loop !20

29:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @parse_int(i8** noundef %0) #0 {
  %2 = alloca i8**, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store i8** %0, i8*** %2, align 8
  %6 = load i8**, i8*** %2, align 8
  %7 = load i8*, i8** %6, align 8
  store i8* %7, i8** %3, align 8
  store i32 0, i32* %4, align 4
  store i64 0, i64* %5, align 8
  br label %8

8:                                                ; preds = %13, %1
  %9 = load i8*, i8** %3, align 8
  %10 = load i8, i8* %9, align 1
  %11 = zext i8 %10 to i32
  %12 = icmp eq i32 %11, 32
  br i1 %12, label %13, label %16

13:                                               ; preds = %8
  %14 = load i8*, i8** %3, align 8
  %15 = getelementptr inbounds i8, i8* %14, i32 1
  store i8* %15, i8** %3, align 8
  br label %8, !llvm.loop !21

16:                                               ; preds = %8
  %17 = load i8*, i8** %3, align 8
  %18 = load i8, i8* %17, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp eq i32 %19, 45
  br i1 %20, label %26, label %21

21:                                               ; preds = %16
  %22 = load i8*, i8** %3, align 8
  %23 = load i8, i8* %22, align 1
  %24 = zext i8 %23 to i32
  %25 = icmp eq i32 %24, 43
  br i1 %25, label %26, label %33

26:                                               ; preds = %21, %16
  %27 = load i8*, i8** %3, align 8
  %28 = getelementptr inbounds i8, i8* %27, i32 1
  store i8* %28, i8** %3, align 8
  %29 = load i8, i8* %27, align 1
  %30 = zext i8 %29 to i32
  %31 = icmp eq i32 %30, 45
  %32 = zext i1 %31 to i32
  store i32 %32, i32* %4, align 4
  br label %33

33:                                               ; preds = %26, %21
  br label %34

34:                                               ; preds = %46, %33
  %35 = load i8*, i8** %3, align 8
  %36 = load i8, i8* %35, align 1
  %37 = zext i8 %36 to i32
  %38 = icmp sge i32 %37, 48
  br i1 %38, label %39, label %44

39:                                               ; preds = %34
  %40 = load i8*, i8** %3, align 8
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
  %49 = load i8*, i8** %3, align 8
  %50 = getelementptr inbounds i8, i8* %49, i32 1
  store i8* %50, i8** %3, align 8
  %51 = load i8, i8* %49, align 1
  %52 = zext i8 %51 to i32
  %53 = sub nsw i32 %52, 48
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %48, %54
  store i64 %55, i64* %5, align 8
  br label %34, !llvm.loop !22

56:                                               ; preds = %44
  %57 = load i8*, i8** %3, align 8
  %58 = load i8**, i8*** %2, align 8
  store i8* %57, i8** %58, align 8
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
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
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
  %23 = load i8*, i8** %3, align 8
  store i8* %23, i8** %9, align 8
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
  %36 = load i8*, i8** %9, align 8
  %37 = getelementptr inbounds i8, i8* %36, i32 1
  store i8* %37, i8** %9, align 8
  store i8 45, i8* %36, align 1
  br label %38

38:                                               ; preds = %35, %32
  %39 = load i8*, i8** %9, align 8
  %40 = load i32, i32* %5, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i8, i8* %39, i64 %41
  store i8 0, i8* %42, align 1
  br label %43

43:                                               ; preds = %56, %38
  %44 = load i64, i64* %7, align 8
  %45 = urem i64 %44, 10
  %46 = trunc i64 %45 to i32
  %47 = add nsw i32 48, %46
  %48 = trunc i32 %47 to i8
  %49 = load i8*, i8** %9, align 8
  %50 = load i32, i32* %5, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, i32* %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i8, i8* %49, i64 %52
  store i8 %48, i8* %53, align 1
  %54 = load i64, i64* %7, align 8
  %55 = udiv i64 %54, 10
  store i64 %55, i64* %7, align 8
  br label %56

56:                                               ; preds = %43
  %57 = load i64, i64* %7, align 8
  %58 = icmp ne i64 %57, 0
  br i1 %58, label %43, label %59, !llvm.loop !24

59:                                               ; preds = %56
  %60 = load i8*, i8** %3, align 8
  ret i8* %60
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
