; ModuleID = 'c/strings.c'
source_filename = "c/strings.c"
target datalayout = "E-m:e-p:32:32-i64:64-n32"
target triple = "powerpc-unknown-linux-gnu"

%struct.person = type { [16 x i8], i32, i32 }

@vone = internal global i32 1, align 4
@main.text = internal unnamed_addr constant [66 x i8] c"the quick brown fox jumps over the lazy dog, then the dog sleeps.\00", align 1
@.str = private unnamed_addr constant [17 x i8] c"len=%d words=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [65 x i8] c"strchr q at %d, strrchr o at %d, strstr 'the dog' at %d, cat %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@main.pairs = internal unnamed_addr constant [6 x [2 x i8*]] [[2 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i32 0, i32 0)]], align 4
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
@.str.19 = private unnamed_addr constant [11 x i8] c"mem: [%s]\0A\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"spill\00", align 1
@.str.22 = private unnamed_addr constant [18 x i8] c"reload-everything\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"strcat: %s (%d)\0A\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c" ,.\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"sorted:\00", align 1
@.str.26 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.27 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.28 = private unnamed_addr constant [11 x i8] c"by length:\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"desc:\00", align 1
@.str.30 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@main.names = internal unnamed_addr constant [10 x i8*] [i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.31, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.32, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.36, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.37, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i32 0, i32 0)], align 4
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
@check = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i8], align 1
  %2 = alloca [256 x i8], align 1
  %3 = alloca [66 x i8], align 1
  %4 = alloca [32 x i8*], align 4
  %5 = alloca [40 x i32], align 4
  %6 = alloca [10 x %struct.person], align 4
  %7 = alloca [32 x i8], align 1
  %8 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %9 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %9) #12
  %10 = getelementptr inbounds [256 x i8], [256 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %10) #12
  br label %11

11:                                               ; preds = %17, %0
  %12 = phi i32 [ 0, %0 ], [ %23, %17 ]
  %13 = phi i32 [ 0, %0 ], [ %25, %17 ]
  %14 = phi i8* [ getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i32 0, i32 0), %0 ], [ %26, %17 ]
  %15 = load i8, i8* %14, align 1, !tbaa !9
  switch i8 %15, label %16 [
    i8 0, label %27
    i8 32, label %17
    i8 44, label %17
    i8 46, label %17
  ]

16:                                               ; preds = %11
  br label %17

17:                                               ; preds = %16, %11, %11, %11
  %18 = phi i1 [ false, %16 ], [ true, %11 ], [ true, %11 ], [ true, %11 ]
  %19 = icmp ne i32 %13, 0
  %20 = or i1 %19, %18
  %21 = xor i1 %20, true
  %22 = zext i1 %21 to i32
  %23 = add nuw nsw i32 %12, %22
  %24 = xor i1 %18, true
  %25 = zext i1 %24 to i32
  %26 = getelementptr inbounds i8, i8* %14, i32 1
  br label %11, !llvm.loop !10

27:                                               ; preds = %11
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef 65, i32 noundef %12)
  %29 = load i32, i32* @check, align 4, !tbaa !5
  %30 = xor i32 %29, 65
  %31 = mul i32 %30, 16777619
  store i32 %31, i32* @check, align 4, !tbaa !5
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([65 x i8], [65 x i8]* @.str.3, i32 0, i32 0), i32 noundef 4, i32 noundef 55, i32 noundef 50, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0))
  %33 = load i32, i32* @check, align 4, !tbaa !5
  %34 = xor i32 %33, 5504
  %35 = mul i32 %34, 16777619
  store i32 %35, i32* @check, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %27, %36
  %37 = phi i32 [ 0, %27 ], [ %70, %36 ]
  %38 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i32 0, i32 %37, i32 0
  %39 = load i8*, i8** %38, align 4, !tbaa !12
  %40 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i32 0, i32 %37, i32 1
  %41 = load i8*, i8** %40, align 4, !tbaa !12
  %42 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %39, i8* noundef nonnull dereferenceable(1) %41) #13
  %43 = icmp sgt i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = ashr i32 %42, 31
  %46 = add nsw i32 %45, %44
  %47 = tail call i32 @strncmp(i8* noundef nonnull dereferenceable(1) %39, i8* noundef nonnull dereferenceable(1) %41, i32 noundef 4) #13
  %48 = icmp sgt i32 %47, 0
  %49 = zext i1 %48 to i32
  %50 = ashr i32 %47, 31
  %51 = add nsw i32 %50, %49
  %52 = load i8, i8* %39, align 1
  %53 = zext i8 %52 to i32
  %54 = load i8, i8* %41, align 1
  %55 = zext i8 %54 to i32
  %56 = sub nsw i32 %53, %55
  %57 = icmp sgt i32 %56, 0
  %58 = zext i1 %57 to i32
  %59 = ashr i32 %56, 31
  %60 = add nsw i32 %59, %58
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.17, i32 0, i32 0), i8* noundef nonnull %39, i8* noundef nonnull %41, i32 noundef %46, i32 noundef %51, i32 noundef %60)
  %62 = mul nsw i32 %46, 9
  %63 = mul nsw i32 %51, 3
  %64 = add nsw i32 %62, 26
  %65 = add nsw i32 %64, %63
  %66 = add nsw i32 %65, %60
  %67 = load i32, i32* @check, align 4, !tbaa !5
  %68 = xor i32 %66, %67
  %69 = mul i32 %68, 16777619
  store i32 %69, i32* @check, align 4, !tbaa !5
  %70 = add nuw nsw i32 %37, 1
  %71 = icmp eq i32 %70, 6
  br i1 %71, label %72, label %36, !llvm.loop !14

72:                                               ; preds = %36
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(40) %9, i8 46, i32 40, i1 false)
  %73 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i32 0, i32 40
  store i8 0, i8* %73, align 1, !tbaa !9
  %74 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i32 0, i32 5
  %75 = bitcast i8* %74 to i64*
  store i64 8243108395577795954, i64* %75, align 1
  %76 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i32 0, i32 9
  %77 = shl i32 %8, 3
  call void @llvm.memmove.p0i8.p0i8.i32(i8* nonnull align 1 %76, i8* nonnull align 1 %74, i32 %77, i1 false)
  %78 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i32 0, i32 30
  %79 = mul i32 %8, 5
  call void @llvm.memset.p0i8.i32(i8* nonnull align 1 %78, i8 35, i32 %79, i1 false)
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.19, i32 0, i32 0), i8* noundef nonnull %9)
  %81 = load i32, i32* @check, align 4, !tbaa !5
  %82 = load i8, i8* %9, align 1, !tbaa !9
  %83 = icmp eq i8 %82, 0
  br i1 %83, label %94, label %84

84:                                               ; preds = %72, %84
  %85 = phi i8 [ %92, %84 ], [ %82, %72 ]
  %86 = phi i8* [ %88, %84 ], [ %9, %72 ]
  %87 = phi i32 [ %91, %84 ], [ %81, %72 ]
  %88 = getelementptr inbounds i8, i8* %86, i32 1
  %89 = zext i8 %85 to i32
  %90 = xor i32 %87, %89
  %91 = mul i32 %90, 16777619
  %92 = load i8, i8* %88, align 1, !tbaa !9
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %94, label %84, !llvm.loop !15

94:                                               ; preds = %84, %72
  %95 = phi i32 [ %81, %72 ], [ %91, %84 ]
  %96 = xor i32 %95, 255
  %97 = mul i32 %96, 16777619
  store i32 %97, i32* @check, align 4, !tbaa !5
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(6) %10, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i32 0, i32 0), i32 6, i1 false) #12
  %98 = call i32 @strlen(i8* nonnull %10)
  %99 = getelementptr [256 x i8], [256 x i8]* %2, i32 0, i32 %98
  %100 = bitcast i8* %99 to i16*
  store i16 11520, i16* %100, align 1
  %101 = call i8* @strncat(i8* noundef nonnull %10, i8* noundef nonnull dereferenceable(18) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.22, i32 0, i32 0), i32 noundef 6) #12
  %102 = call i32 @strlen(i8* noundef nonnull %10) #13
  %103 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i8* noundef nonnull %10, i32 noundef %102)
  %104 = load i32, i32* @check, align 4, !tbaa !5
  %105 = load i8, i8* %10, align 1, !tbaa !9
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %117, label %107

107:                                              ; preds = %94, %107
  %108 = phi i8 [ %115, %107 ], [ %105, %94 ]
  %109 = phi i8* [ %111, %107 ], [ %10, %94 ]
  %110 = phi i32 [ %114, %107 ], [ %104, %94 ]
  %111 = getelementptr inbounds i8, i8* %109, i32 1
  %112 = zext i8 %108 to i32
  %113 = xor i32 %110, %112
  %114 = mul i32 %113, 16777619
  %115 = load i8, i8* %111, align 1, !tbaa !9
  %116 = icmp eq i8 %115, 0
  br i1 %116, label %117, label %107, !llvm.loop !15

117:                                              ; preds = %107, %94
  %118 = phi i32 [ %104, %94 ], [ %114, %107 ]
  %119 = xor i32 %118, 255
  %120 = mul i32 %119, 16777619
  store i32 %120, i32* @check, align 4, !tbaa !5
  %121 = getelementptr inbounds [66 x i8], [66 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 66, i8* nonnull %121) #12
  %122 = bitcast [32 x i8*]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %122) #12
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(66) %121, i8* noundef nonnull align 1 dereferenceable(66) getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i32 0, i32 0), i32 66, i1 false)
  %123 = call i8* @strtok(i8* noundef nonnull %121, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i32 0, i32 0)) #12
  %124 = icmp eq i8* %123, null
  br i1 %124, label %134, label %125

125:                                              ; preds = %117, %125
  %126 = phi i8* [ %130, %125 ], [ %123, %117 ]
  %127 = phi i32 [ %128, %125 ], [ 0, %117 ]
  %128 = add nuw nsw i32 %127, 1
  %129 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i32 0, i32 %127
  store i8* %126, i8** %129, align 4, !tbaa !12
  %130 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i32 0, i32 0)) #12
  %131 = icmp ne i8* %130, null
  %132 = icmp ult i32 %127, 31
  %133 = select i1 %131, i1 %132, i1 false
  br i1 %133, label %125, label %134, !llvm.loop !16

134:                                              ; preds = %125, %117
  %135 = phi i32 [ 0, %117 ], [ %128, %125 ]
  %136 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i32 0, i32 0
  call void @qsort(i8* noundef nonnull %122, i32 noundef %135, i32 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_str) #12
  %137 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.25, i32 0, i32 0))
  %138 = icmp eq i32 %135, 0
  br i1 %138, label %174, label %139

139:                                              ; preds = %134, %158
  %140 = phi i32 [ %162, %158 ], [ 0, %134 ]
  %141 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i32 0, i32 %140
  %142 = load i8*, i8** %141, align 4, !tbaa !12
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i32 0, i32 0), i8* noundef %142)
  %144 = load i8*, i8** %141, align 4, !tbaa !12
  %145 = load i32, i32* @check, align 4, !tbaa !5
  %146 = load i8, i8* %144, align 1, !tbaa !9
  %147 = icmp eq i8 %146, 0
  br i1 %147, label %158, label %148

148:                                              ; preds = %139, %148
  %149 = phi i8 [ %156, %148 ], [ %146, %139 ]
  %150 = phi i8* [ %152, %148 ], [ %144, %139 ]
  %151 = phi i32 [ %155, %148 ], [ %145, %139 ]
  %152 = getelementptr inbounds i8, i8* %150, i32 1
  %153 = zext i8 %149 to i32
  %154 = xor i32 %151, %153
  %155 = mul i32 %154, 16777619
  %156 = load i8, i8* %152, align 1, !tbaa !9
  %157 = icmp eq i8 %156, 0
  br i1 %157, label %158, label %148, !llvm.loop !15

158:                                              ; preds = %148, %139
  %159 = phi i32 [ %145, %139 ], [ %155, %148 ]
  %160 = xor i32 %159, 255
  %161 = mul i32 %160, 16777619
  store i32 %161, i32* @check, align 4, !tbaa !5
  %162 = add nuw nsw i32 %140, 1
  %163 = icmp eq i32 %162, %135
  br i1 %163, label %164, label %139, !llvm.loop !17

164:                                              ; preds = %158
  %165 = call i32 @putchar(i32 10)
  call void @qsort(i8* noundef nonnull %122, i32 noundef %135, i32 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_len_then_str) #12
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.28, i32 0, i32 0))
  br i1 %138, label %177, label %167

167:                                              ; preds = %164, %167
  %168 = phi i32 [ %172, %167 ], [ 0, %164 ]
  %169 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i32 0, i32 %168
  %170 = load i8*, i8** %169, align 4, !tbaa !12
  %171 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i32 0, i32 0), i8* noundef %170)
  %172 = add nuw nsw i32 %168, 1
  %173 = icmp eq i32 %172, %135
  br i1 %173, label %177, label %167, !llvm.loop !18

174:                                              ; preds = %134
  %175 = call i32 @putchar(i32 10)
  call void @qsort(i8* noundef nonnull %122, i32 noundef %135, i32 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_len_then_str) #12
  %176 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.28, i32 0, i32 0))
  br label %177

177:                                              ; preds = %167, %174, %164
  %178 = call i32 @putchar(i32 10)
  %179 = load i8*, i8** %136, align 4, !tbaa !12
  %180 = load i32, i32* @check, align 4, !tbaa !5
  %181 = load i8, i8* %179, align 1, !tbaa !9
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %193, label %183

183:                                              ; preds = %177, %183
  %184 = phi i8 [ %191, %183 ], [ %181, %177 ]
  %185 = phi i8* [ %187, %183 ], [ %179, %177 ]
  %186 = phi i32 [ %190, %183 ], [ %180, %177 ]
  %187 = getelementptr inbounds i8, i8* %185, i32 1
  %188 = zext i8 %184 to i32
  %189 = xor i32 %186, %188
  %190 = mul i32 %189, 16777619
  %191 = load i8, i8* %187, align 1, !tbaa !9
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %193, label %183, !llvm.loop !15

193:                                              ; preds = %183, %177
  %194 = phi i32 [ %180, %177 ], [ %190, %183 ]
  %195 = xor i32 %194, 255
  %196 = mul i32 %195, 16777619
  store i32 %196, i32* @check, align 4, !tbaa !5
  %197 = add nsw i32 %135, -1
  %198 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i32 0, i32 %197
  %199 = load i8*, i8** %198, align 4, !tbaa !12
  %200 = load i8, i8* %199, align 1, !tbaa !9
  %201 = icmp eq i8 %200, 0
  br i1 %201, label %212, label %202

202:                                              ; preds = %193, %202
  %203 = phi i8 [ %210, %202 ], [ %200, %193 ]
  %204 = phi i8* [ %206, %202 ], [ %199, %193 ]
  %205 = phi i32 [ %209, %202 ], [ %196, %193 ]
  %206 = getelementptr inbounds i8, i8* %204, i32 1
  %207 = zext i8 %203 to i32
  %208 = xor i32 %205, %207
  %209 = mul i32 %208, 16777619
  %210 = load i8, i8* %206, align 1, !tbaa !9
  %211 = icmp eq i8 %210, 0
  br i1 %211, label %212, label %202, !llvm.loop !15

212:                                              ; preds = %202, %193
  %213 = phi i32 [ %196, %193 ], [ %209, %202 ]
  %214 = xor i32 %213, 255
  %215 = mul i32 %214, 16777619
  store i32 %215, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %122) #12
  call void @llvm.lifetime.end.p0i8(i64 66, i8* nonnull %121) #12
  %216 = bitcast [40 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %216) #12
  %217 = mul i32 %8, 12345
  br label %218

218:                                              ; preds = %212, %218
  %219 = phi i32 [ 0, %212 ], [ %229, %218 ]
  %220 = phi i32 [ %217, %212 ], [ %222, %218 ]
  %221 = mul i32 %220, 1103515245
  %222 = add i32 %221, 12345
  %223 = lshr i32 %222, 16
  %224 = trunc i32 %223 to i16
  %225 = urem i16 %224, 1000
  %226 = zext i16 %225 to i32
  %227 = add nsw i32 %226, -500
  %228 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 %219
  store i32 %227, i32* %228, align 4, !tbaa !5
  %229 = add nuw nsw i32 %219, 1
  %230 = icmp eq i32 %229, 40
  br i1 %230, label %231, label %218, !llvm.loop !19

231:                                              ; preds = %218
  call void @qsort(i8* noundef nonnull %216, i32 noundef 40, i32 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_int_desc) #12
  %232 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i32 0, i32 0))
  %233 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 0
  %234 = load i32, i32* %233, align 4, !tbaa !5
  %235 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), i32 noundef %234)
  %236 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 4
  %237 = load i32, i32* %236, align 4, !tbaa !5
  %238 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), i32 noundef %237)
  %239 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 8
  %240 = load i32, i32* %239, align 4, !tbaa !5
  %241 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), i32 noundef %240)
  %242 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 12
  %243 = load i32, i32* %242, align 4, !tbaa !5
  %244 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), i32 noundef %243)
  %245 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 16
  %246 = load i32, i32* %245, align 4, !tbaa !5
  %247 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), i32 noundef %246)
  %248 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 20
  %249 = load i32, i32* %248, align 4, !tbaa !5
  %250 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), i32 noundef %249)
  %251 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 24
  %252 = load i32, i32* %251, align 4, !tbaa !5
  %253 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), i32 noundef %252)
  %254 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 28
  %255 = load i32, i32* %254, align 4, !tbaa !5
  %256 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), i32 noundef %255)
  %257 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 32
  %258 = load i32, i32* %257, align 4, !tbaa !5
  %259 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), i32 noundef %258)
  %260 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 36
  %261 = load i32, i32* %260, align 4, !tbaa !5
  %262 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), i32 noundef %261)
  %263 = call i32 @putchar(i32 10)
  %264 = load i32, i32* @check, align 4, !tbaa !5
  br label %265

265:                                              ; preds = %231, %265
  %266 = phi i32 [ 0, %231 ], [ %272, %265 ]
  %267 = phi i32 [ %264, %231 ], [ %271, %265 ]
  %268 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 %266
  %269 = load i32, i32* %268, align 4, !tbaa !5
  %270 = xor i32 %267, %269
  %271 = mul i32 %270, 16777619
  %272 = add nuw nsw i32 %266, 1
  %273 = icmp eq i32 %272, 40
  br i1 %273, label %274, label %265, !llvm.loop !20

274:                                              ; preds = %265
  store i32 %271, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %216) #12
  %275 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 240, i8* nonnull %275) #12
  br label %276

276:                                              ; preds = %274, %276
  %277 = phi i32 [ 0, %274 ], [ %288, %276 ]
  %278 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 %277, i32 0, i32 0
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(24) %278, i8 0, i32 24, i1 false)
  %279 = getelementptr inbounds [10 x i8*], [10 x i8*]* @main.names, i32 0, i32 %277
  %280 = load i8*, i8** %279, align 4, !tbaa !12
  %281 = call i8* @strncpy(i8* noundef nonnull %278, i8* noundef nonnull dereferenceable(1) %280, i32 noundef 15) #12
  %282 = mul nuw nsw i32 %277, 7
  %283 = and i32 %282, 3
  %284 = mul nuw nsw i32 %283, 5
  %285 = add nuw nsw i32 %284, 20
  %286 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 %277, i32 1
  store i32 %285, i32* %286, align 4, !tbaa !21
  %287 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 %277, i32 2
  store i32 %277, i32* %287, align 4, !tbaa !23
  %288 = add nuw nsw i32 %277, 1
  %289 = icmp eq i32 %288, 10
  br i1 %289, label %290, label %276, !llvm.loop !24

290:                                              ; preds = %276
  call void @qsort(i8* noundef nonnull %275, i32 noundef 10, i32 noundef 24, i32 (i8*, i8*)* noundef nonnull @cmp_person) #12
  br label %291

291:                                              ; preds = %290, %291
  %292 = phi i32 [ 0, %290 ], [ %305, %291 ]
  %293 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 %292, i32 0, i32 0
  %294 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 %292, i32 1
  %295 = load i32, i32* %294, align 4, !tbaa !21
  %296 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 %292, i32 2
  %297 = load i32, i32* %296, align 4, !tbaa !23
  %298 = icmp eq i32 %292, 9
  %299 = select i1 %298, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.42, i32 0, i32 0)
  %300 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i32 0, i32 0), i8* noundef nonnull %293, i32 noundef %295, i32 noundef %297, i8* noundef %299)
  %301 = load i32, i32* %296, align 4, !tbaa !23
  %302 = load i32, i32* @check, align 4, !tbaa !5
  %303 = xor i32 %302, %301
  %304 = mul i32 %303, 16777619
  store i32 %304, i32* @check, align 4, !tbaa !5
  %305 = add nuw nsw i32 %292, 1
  %306 = icmp eq i32 %305, 10
  br i1 %306, label %307, label %291, !llvm.loop !25

307:                                              ; preds = %291
  call void @llvm.lifetime.end.p0i8(i64 240, i8* nonnull %275) #12
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(27) %9, i8* noundef nonnull align 1 dereferenceable(27) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.43, i32 0, i32 0), i32 27, i1 false) #12
  %308 = call i32 @strlen(i8* noundef nonnull dereferenceable(1) %9) #13
  %309 = icmp ugt i32 %308, 1
  br i1 %309, label %310, label %328

310:                                              ; preds = %307
  %311 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i32 0, i32 0
  %312 = add i32 %308, -1
  %313 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i32 0, i32 %312
  %314 = load i8, i8* %313, align 1, !tbaa !9
  store i8 %314, i8* %311, align 1, !tbaa !9
  store i8 72, i8* %313, align 1, !tbaa !9
  %315 = icmp ugt i32 %312, 2
  br i1 %315, label %316, label %328, !llvm.loop !26

316:                                              ; preds = %310, %316
  %317 = phi i32 [ %326, %316 ], [ 2, %310 ]
  %318 = phi i32 [ %323, %316 ], [ %312, %310 ]
  %319 = phi i32 [ %317, %316 ], [ 1, %310 ]
  %320 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i32 0, i32 %319
  %321 = load i8, i8* %320, align 1, !tbaa !9
  %322 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i32 0, i32 %319
  %323 = add i32 %318, -1
  %324 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i32 0, i32 %323
  %325 = load i8, i8* %324, align 1, !tbaa !9
  store i8 %325, i8* %322, align 1, !tbaa !9
  store i8 %321, i8* %324, align 1, !tbaa !9
  %326 = add nuw i32 %317, 1
  %327 = icmp ugt i32 %323, %326
  br i1 %327, label %316, label %328, !llvm.loop !26

328:                                              ; preds = %316, %310, %307
  %329 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.44, i32 0, i32 0), i8* noundef nonnull %9)
  %330 = load i8, i8* %9, align 1, !tbaa !9
  %331 = icmp eq i8 %330, 0
  br i1 %331, label %343, label %332

332:                                              ; preds = %328, %339
  %333 = phi i8 [ %341, %339 ], [ %330, %328 ]
  %334 = phi i8* [ %340, %339 ], [ %9, %328 ]
  %335 = add i8 %333, -97
  %336 = icmp ult i8 %335, 26
  br i1 %336, label %337, label %339

337:                                              ; preds = %332
  %338 = add nsw i8 %333, -32
  store i8 %338, i8* %334, align 1, !tbaa !9
  br label %339

339:                                              ; preds = %337, %332
  %340 = getelementptr inbounds i8, i8* %334, i32 1
  %341 = load i8, i8* %340, align 1, !tbaa !9
  %342 = icmp eq i8 %341, 0
  br i1 %342, label %343, label %332, !llvm.loop !27

343:                                              ; preds = %339, %328
  %344 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.45, i32 0, i32 0), i8* noundef nonnull %9)
  %345 = load i32, i32* @check, align 4, !tbaa !5
  %346 = load i8, i8* %9, align 1, !tbaa !9
  %347 = icmp eq i8 %346, 0
  br i1 %347, label %358, label %348

348:                                              ; preds = %343, %348
  %349 = phi i8 [ %356, %348 ], [ %346, %343 ]
  %350 = phi i8* [ %352, %348 ], [ %9, %343 ]
  %351 = phi i32 [ %355, %348 ], [ %345, %343 ]
  %352 = getelementptr inbounds i8, i8* %350, i32 1
  %353 = zext i8 %349 to i32
  %354 = xor i32 %351, %353
  %355 = mul i32 %354, 16777619
  %356 = load i8, i8* %352, align 1, !tbaa !9
  %357 = icmp eq i8 %356, 0
  br i1 %357, label %358, label %348, !llvm.loop !15

358:                                              ; preds = %348, %343
  %359 = phi i32 [ %345, %343 ], [ %355, %348 ]
  %360 = xor i32 %359, 255
  %361 = mul i32 %360, 16777619
  store i32 %361, i32* @check, align 4, !tbaa !5
  %362 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %362) #12
  %363 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i32 0, i32 1
  br label %364

364:                                              ; preds = %358, %450
  %365 = phi i32 [ 0, %358 ], [ %454, %450 ]
  %366 = phi i64 [ 0, %358 ], [ %404, %450 ]
  %367 = phi i8* [ getelementptr inbounds ([41 x i8], [41 x i8]* @.str.46, i32 0, i32 0), %358 ], [ %398, %450 ]
  br label %368

368:                                              ; preds = %364, %371
  %369 = phi i8* [ %372, %371 ], [ %367, %364 ]
  %370 = load i8, i8* %369, align 1, !tbaa !9
  switch i8 %370, label %378 [
    i8 32, label %371
    i8 45, label %373
    i8 43, label %373
  ]

371:                                              ; preds = %368
  %372 = getelementptr inbounds i8, i8* %369, i32 1
  br label %368, !llvm.loop !28

373:                                              ; preds = %368, %368
  %374 = getelementptr inbounds i8, i8* %369, i32 1
  %375 = icmp eq i8 %370, 45
  %376 = zext i1 %375 to i32
  %377 = load i8, i8* %374, align 1, !tbaa !9
  br label %378

378:                                              ; preds = %368, %373
  %379 = phi i8 [ %377, %373 ], [ %370, %368 ]
  %380 = phi i8* [ %374, %373 ], [ %369, %368 ]
  %381 = phi i32 [ %376, %373 ], [ 0, %368 ]
  %382 = add i8 %379, -48
  %383 = icmp ult i8 %382, 10
  br i1 %383, label %384, label %397

384:                                              ; preds = %378, %384
  %385 = phi i8 [ %394, %384 ], [ %379, %378 ]
  %386 = phi i64 [ %393, %384 ], [ 0, %378 ]
  %387 = phi i8* [ %390, %384 ], [ %380, %378 ]
  %388 = zext i8 %385 to i32
  %389 = mul nsw i64 %386, 10
  %390 = getelementptr inbounds i8, i8* %387, i32 1
  %391 = add nsw i32 %388, -48
  %392 = zext i32 %391 to i64
  %393 = add nsw i64 %389, %392
  %394 = load i8, i8* %390, align 1, !tbaa !9
  %395 = add i8 %394, -48
  %396 = icmp ult i8 %395, 10
  br i1 %396, label %384, label %397, !llvm.loop !29

397:                                              ; preds = %384, %378
  %398 = phi i8* [ %380, %378 ], [ %390, %384 ]
  %399 = phi i64 [ 0, %378 ], [ %393, %384 ]
  %400 = icmp eq i32 %381, 0
  %401 = sub nsw i64 0, %399
  %402 = select i1 %400, i64 %399, i64 %401
  %403 = sdiv i64 %402, 2
  %404 = add nsw i64 %403, %366
  %405 = icmp slt i64 %402, 0
  %406 = sub i64 0, %402
  %407 = select i1 %405, i64 %406, i64 %402
  %408 = icmp ugt i64 %407, 9
  br i1 %408, label %409, label %415

409:                                              ; preds = %397, %409
  %410 = phi i64 [ %412, %409 ], [ %407, %397 ]
  %411 = phi i32 [ %413, %409 ], [ 1, %397 ]
  %412 = udiv i64 %410, 10
  %413 = add nuw nsw i32 %411, 1
  %414 = icmp ugt i64 %410, 99
  br i1 %414, label %409, label %415, !llvm.loop !30

415:                                              ; preds = %409, %397
  %416 = phi i32 [ 1, %397 ], [ %413, %409 ]
  br i1 %405, label %417, label %418

417:                                              ; preds = %415
  store i8 45, i8* %362, align 1, !tbaa !9
  br label %418

418:                                              ; preds = %417, %415
  %419 = phi i8* [ %363, %417 ], [ %362, %415 ]
  %420 = getelementptr inbounds i8, i8* %419, i32 %416
  store i8 0, i8* %420, align 1, !tbaa !9
  br label %421

421:                                              ; preds = %421, %418
  %422 = phi i32 [ %416, %418 ], [ %430, %421 ]
  %423 = phi i64 [ %407, %418 ], [ %425, %421 ]
  %424 = freeze i64 %423
  %425 = udiv i64 %424, 10
  %426 = mul i64 %425, 10
  %427 = sub i64 %424, %426
  %428 = trunc i64 %427 to i8
  %429 = or i8 %428, 48
  %430 = add nsw i32 %422, -1
  %431 = getelementptr inbounds i8, i8* %419, i32 %430
  store i8 %429, i8* %431, align 1, !tbaa !9
  %432 = icmp ult i64 %423, 10
  br i1 %432, label %433, label %421, !llvm.loop !31

433:                                              ; preds = %421
  %434 = icmp eq i32 %365, 5
  %435 = select i1 %434, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.48, i32 0, i32 0)
  %436 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i32 0, i32 0), i8* noundef nonnull %362, i8* noundef %435)
  %437 = load i32, i32* @check, align 4, !tbaa !5
  %438 = load i8, i8* %362, align 1, !tbaa !9
  %439 = icmp eq i8 %438, 0
  br i1 %439, label %450, label %440

440:                                              ; preds = %433, %440
  %441 = phi i8 [ %448, %440 ], [ %438, %433 ]
  %442 = phi i8* [ %444, %440 ], [ %362, %433 ]
  %443 = phi i32 [ %447, %440 ], [ %437, %433 ]
  %444 = getelementptr inbounds i8, i8* %442, i32 1
  %445 = zext i8 %441 to i32
  %446 = xor i32 %443, %445
  %447 = mul i32 %446, 16777619
  %448 = load i8, i8* %444, align 1, !tbaa !9
  %449 = icmp eq i8 %448, 0
  br i1 %449, label %450, label %440, !llvm.loop !15

450:                                              ; preds = %440, %433
  %451 = phi i32 [ %437, %433 ], [ %447, %440 ]
  %452 = xor i32 %451, 255
  %453 = mul i32 %452, 16777619
  store i32 %453, i32* @check, align 4, !tbaa !5
  %454 = add nuw nsw i32 %365, 1
  %455 = icmp eq i32 %454, 6
  br i1 %455, label %456, label %364, !llvm.loop !32

456:                                              ; preds = %450
  %457 = icmp slt i64 %404, 0
  %458 = sub i64 0, %404
  %459 = select i1 %457, i64 %458, i64 %404
  %460 = icmp ugt i64 %459, 9
  br i1 %460, label %461, label %467

461:                                              ; preds = %456, %461
  %462 = phi i64 [ %464, %461 ], [ %459, %456 ]
  %463 = phi i32 [ %465, %461 ], [ 1, %456 ]
  %464 = udiv i64 %462, 10
  %465 = add nuw nsw i32 %463, 1
  %466 = icmp ugt i64 %462, 99
  br i1 %466, label %461, label %467, !llvm.loop !30

467:                                              ; preds = %461, %456
  %468 = phi i32 [ 1, %456 ], [ %465, %461 ]
  br i1 %457, label %469, label %470

469:                                              ; preds = %467
  store i8 45, i8* %362, align 1, !tbaa !9
  br label %470

470:                                              ; preds = %469, %467
  %471 = phi i8* [ %363, %469 ], [ %362, %467 ]
  %472 = getelementptr inbounds i8, i8* %471, i32 %468
  store i8 0, i8* %472, align 1, !tbaa !9
  br label %473

473:                                              ; preds = %473, %470
  %474 = phi i32 [ %468, %470 ], [ %482, %473 ]
  %475 = phi i64 [ %459, %470 ], [ %477, %473 ]
  %476 = freeze i64 %475
  %477 = udiv i64 %476, 10
  %478 = mul i64 %477, 10
  %479 = sub i64 %476, %478
  %480 = trunc i64 %479 to i8
  %481 = or i8 %480, 48
  %482 = add nsw i32 %474, -1
  %483 = getelementptr inbounds i8, i8* %471, i32 %482
  store i8 %481, i8* %483, align 1, !tbaa !9
  %484 = icmp ult i64 %475, 10
  br i1 %484, label %485, label %473, !llvm.loop !31

485:                                              ; preds = %473
  %486 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.49, i32 0, i32 0), i8* noundef nonnull %362)
  %487 = load i32, i32* @check, align 4, !tbaa !5
  %488 = load i8, i8* %362, align 1, !tbaa !9
  %489 = icmp eq i8 %488, 0
  br i1 %489, label %500, label %490

490:                                              ; preds = %485, %490
  %491 = phi i8 [ %498, %490 ], [ %488, %485 ]
  %492 = phi i8* [ %494, %490 ], [ %362, %485 ]
  %493 = phi i32 [ %497, %490 ], [ %487, %485 ]
  %494 = getelementptr inbounds i8, i8* %492, i32 1
  %495 = zext i8 %491 to i32
  %496 = xor i32 %493, %495
  %497 = mul i32 %496, 16777619
  %498 = load i8, i8* %494, align 1, !tbaa !9
  %499 = icmp eq i8 %498, 0
  br i1 %499, label %500, label %490, !llvm.loop !15

500:                                              ; preds = %490, %485
  %501 = phi i32 [ %487, %485 ], [ %497, %490 ]
  %502 = xor i32 %501, 255
  %503 = mul i32 %502, 16777619
  store i32 %503, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %362) #12
  %504 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.50, i32 0, i32 0), i32 noundef %503)
  %505 = load i32, i32* @check, align 4, !tbaa !5
  %506 = and i32 %505, 127
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %10) #12
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %9) #12
  ret i32 %506
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strncmp(i8* nocapture noundef, i8* nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strncat(i8* noalias noundef returned, i8* noalias nocapture noundef readonly, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i8* @strtok(i8* noundef, i8* nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nofree
declare void @qsort(i8* noundef, i32 noundef, i32 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp_str(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = bitcast i8* %0 to i8**
  %4 = load i8*, i8** %3, align 4, !tbaa !12
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 4, !tbaa !12
  %7 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #13
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp_len_then_str(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = bitcast i8* %0 to i8**
  %4 = load i8*, i8** %3, align 4, !tbaa !12
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 4, !tbaa !12
  %7 = tail call i32 @strlen(i8* noundef nonnull dereferenceable(1) %4) #13
  %8 = tail call i32 @strlen(i8* noundef nonnull dereferenceable(1) %6) #13
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = icmp ult i32 %7, %8
  %12 = select i1 %11, i32 -1, i32 1
  br label %15

13:                                               ; preds = %2
  %14 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #13
  br label %15

15:                                               ; preds = %13, %10
  %16 = phi i32 [ %12, %10 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp_int_desc(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #10 {
  %3 = bitcast i8* %0 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !5
  %5 = bitcast i8* %1 to i32*
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = icmp slt i32 %4, %6
  %8 = zext i1 %7 to i32
  %9 = icmp sgt i32 %4, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strncpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp_person(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = getelementptr inbounds i8, i8* %0, i32 16
  %4 = bitcast i8* %3 to i32*
  %5 = load i32, i32* %4, align 4, !tbaa !21
  %6 = getelementptr inbounds i8, i8* %1, i32 16
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %7, align 4, !tbaa !21
  %9 = icmp eq i32 %5, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = icmp slt i32 %5, %8
  %12 = select i1 %11, i32 -1, i32 1
  br label %15

13:                                               ; preds = %2
  %14 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %0, i8* noundef nonnull dereferenceable(1) %1) #13
  br label %15

15:                                               ; preds = %13, %10
  %16 = phi i32 [ %12, %10 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #8 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc" "target-features"="-altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!22, !6, i64 16}
!22 = !{!"person", !7, i64 0, !6, i64 16, !6, i64 20}
!23 = !{!22, !6, i64 20}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
