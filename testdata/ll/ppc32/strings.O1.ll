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
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef 65, i32 noundef %12)
  %29 = load i32, i32* @check, align 4, !tbaa !5
  %30 = xor i32 %29, 65
  %31 = mul i32 %30, 16777619
  store i32 %31, i32* @check, align 4, !tbaa !5
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([65 x i8], [65 x i8]* @.str.3, i32 0, i32 0), i32 noundef 4, i32 noundef 55, i32 noundef 50, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0))
  %33 = load i32, i32* @check, align 4, !tbaa !5
  %34 = xor i32 %33, 5504
  %35 = mul i32 %34, 16777619
  store i32 %35, i32* @check, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %27, %36
  %37 = phi i32 [ 0, %27 ], [ %70, %36 ]
  %38 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i32 0, i32 %37, i32 0
  %39 = load i8*, i8** %38, align 4, !tbaa !13
  %40 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i32 0, i32 %37, i32 1
  %41 = load i8*, i8** %40, align 4, !tbaa !13
  %42 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %39, i8* noundef nonnull dereferenceable(1) %41) #13
  %43 = icmp sgt i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = ashr i32 %42, 31
  %46 = add nsw i32 %45, %44
  %47 = call i32 @strncmp(i8* noundef nonnull dereferenceable(1) %39, i8* noundef nonnull dereferenceable(1) %41, i32 noundef 4) #13
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
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.17, i32 0, i32 0), i8* noundef nonnull %39, i8* noundef nonnull %41, i32 noundef %46, i32 noundef %51, i32 noundef %60)
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
  br i1 %71, label %72, label %36, !llvm.loop !15

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
  %81 = load i8, i8* %9, align 1, !tbaa !9
  %82 = icmp eq i8 %81, 0
  br i1 %82, label %96, label %83

83:                                               ; preds = %72
  %84 = load i32, i32* @check, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i8 [ %93, %85 ], [ %81, %83 ]
  %87 = phi i8* [ %89, %85 ], [ %9, %83 ]
  %88 = phi i32 [ %92, %85 ], [ %84, %83 ]
  %89 = getelementptr inbounds i8, i8* %87, i32 1
  %90 = zext i8 %86 to i32
  %91 = xor i32 %88, %90
  %92 = mul i32 %91, 16777619
  %93 = load i8, i8* %89, align 1, !tbaa !9
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %95, label %85, !llvm.loop !16

95:                                               ; preds = %85
  store i32 %92, i32* @check, align 4, !tbaa !5
  br label %96

96:                                               ; preds = %72, %95
  %97 = load i32, i32* @check, align 4, !tbaa !5
  %98 = xor i32 %97, 255
  %99 = mul i32 %98, 16777619
  store i32 %99, i32* @check, align 4, !tbaa !5
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(6) %10, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i32 0, i32 0), i32 6, i1 false) #12
  %100 = call i32 @strlen(i8* nonnull %10)
  %101 = getelementptr [256 x i8], [256 x i8]* %2, i32 0, i32 %100
  %102 = bitcast i8* %101 to i16*
  store i16 11520, i16* %102, align 1
  %103 = call i8* @strncat(i8* noundef nonnull %10, i8* noundef nonnull dereferenceable(18) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.22, i32 0, i32 0), i32 noundef 6) #12
  %104 = call i32 @strlen(i8* noundef nonnull %10) #13
  %105 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i8* noundef nonnull %10, i32 noundef %104)
  %106 = load i8, i8* %10, align 1, !tbaa !9
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %121, label %108

108:                                              ; preds = %96
  %109 = load i32, i32* @check, align 4, !tbaa !5
  br label %110

110:                                              ; preds = %110, %108
  %111 = phi i8 [ %118, %110 ], [ %106, %108 ]
  %112 = phi i8* [ %114, %110 ], [ %10, %108 ]
  %113 = phi i32 [ %117, %110 ], [ %109, %108 ]
  %114 = getelementptr inbounds i8, i8* %112, i32 1
  %115 = zext i8 %111 to i32
  %116 = xor i32 %113, %115
  %117 = mul i32 %116, 16777619
  %118 = load i8, i8* %114, align 1, !tbaa !9
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %120, label %110, !llvm.loop !16

120:                                              ; preds = %110
  store i32 %117, i32* @check, align 4, !tbaa !5
  br label %121

121:                                              ; preds = %96, %120
  %122 = load i32, i32* @check, align 4, !tbaa !5
  %123 = xor i32 %122, 255
  %124 = mul i32 %123, 16777619
  store i32 %124, i32* @check, align 4, !tbaa !5
  %125 = getelementptr inbounds [66 x i8], [66 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 66, i8* nonnull %125) #12
  %126 = bitcast [32 x i8*]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %126) #12
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(66) %125, i8* noundef nonnull align 1 dereferenceable(66) getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i32 0, i32 0), i32 66, i1 false)
  %127 = call i8* @strtok(i8* noundef nonnull %125, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i32 0, i32 0)) #12
  %128 = icmp eq i8* %127, null
  br i1 %128, label %138, label %129

129:                                              ; preds = %121, %129
  %130 = phi i8* [ %134, %129 ], [ %127, %121 ]
  %131 = phi i32 [ %132, %129 ], [ 0, %121 ]
  %132 = add nuw nsw i32 %131, 1
  %133 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i32 0, i32 %131
  store i8* %130, i8** %133, align 4, !tbaa !13
  %134 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i32 0, i32 0)) #12
  %135 = icmp ne i8* %134, null
  %136 = icmp ult i32 %131, 31
  %137 = select i1 %135, i1 %136, i1 false
  br i1 %137, label %129, label %138, !llvm.loop !17

138:                                              ; preds = %129, %121
  %139 = phi i32 [ 0, %121 ], [ %132, %129 ]
  %140 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i32 0, i32 0
  call void @qsort(i8* noundef nonnull %126, i32 noundef %139, i32 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_str) #12
  %141 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.25, i32 0, i32 0))
  %142 = icmp eq i32 %139, 0
  br i1 %142, label %170, label %143

143:                                              ; preds = %138, %164
  %144 = phi i32 [ %168, %164 ], [ 0, %138 ]
  %145 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i32 0, i32 %144
  %146 = load i8*, i8** %145, align 4, !tbaa !13
  %147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i32 0, i32 0), i8* noundef %146)
  %148 = load i8*, i8** %145, align 4, !tbaa !13
  %149 = load i8, i8* %148, align 1, !tbaa !9
  %150 = icmp eq i8 %149, 0
  br i1 %150, label %164, label %151

151:                                              ; preds = %143
  %152 = load i32, i32* @check, align 4, !tbaa !5
  br label %153

153:                                              ; preds = %153, %151
  %154 = phi i8 [ %161, %153 ], [ %149, %151 ]
  %155 = phi i8* [ %157, %153 ], [ %148, %151 ]
  %156 = phi i32 [ %160, %153 ], [ %152, %151 ]
  %157 = getelementptr inbounds i8, i8* %155, i32 1
  %158 = zext i8 %154 to i32
  %159 = xor i32 %156, %158
  %160 = mul i32 %159, 16777619
  %161 = load i8, i8* %157, align 1, !tbaa !9
  %162 = icmp eq i8 %161, 0
  br i1 %162, label %163, label %153, !llvm.loop !16

163:                                              ; preds = %153
  store i32 %160, i32* @check, align 4, !tbaa !5
  br label %164

164:                                              ; preds = %143, %163
  %165 = load i32, i32* @check, align 4, !tbaa !5
  %166 = xor i32 %165, 255
  %167 = mul i32 %166, 16777619
  store i32 %167, i32* @check, align 4, !tbaa !5
  %168 = add nuw nsw i32 %144, 1
  %169 = icmp eq i32 %168, %139
  br i1 %169, label %170, label %143, !llvm.loop !18

170:                                              ; preds = %164, %138
  %171 = call i32 @putchar(i32 10)
  call void @qsort(i8* noundef nonnull %126, i32 noundef %139, i32 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_len_then_str) #12
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.28, i32 0, i32 0))
  %173 = icmp eq i32 %139, 0
  br i1 %173, label %181, label %174

174:                                              ; preds = %170, %174
  %175 = phi i32 [ %179, %174 ], [ 0, %170 ]
  %176 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i32 0, i32 %175
  %177 = load i8*, i8** %176, align 4, !tbaa !13
  %178 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i32 0, i32 0), i8* noundef %177)
  %179 = add nuw nsw i32 %175, 1
  %180 = icmp eq i32 %179, %139
  br i1 %180, label %181, label %174, !llvm.loop !19

181:                                              ; preds = %174, %170
  %182 = call i32 @putchar(i32 10)
  %183 = load i8*, i8** %140, align 4, !tbaa !13
  %184 = load i8, i8* %183, align 1, !tbaa !9
  %185 = icmp eq i8 %184, 0
  br i1 %185, label %199, label %186

186:                                              ; preds = %181
  %187 = load i32, i32* @check, align 4, !tbaa !5
  br label %188

188:                                              ; preds = %188, %186
  %189 = phi i8 [ %196, %188 ], [ %184, %186 ]
  %190 = phi i8* [ %192, %188 ], [ %183, %186 ]
  %191 = phi i32 [ %195, %188 ], [ %187, %186 ]
  %192 = getelementptr inbounds i8, i8* %190, i32 1
  %193 = zext i8 %189 to i32
  %194 = xor i32 %191, %193
  %195 = mul i32 %194, 16777619
  %196 = load i8, i8* %192, align 1, !tbaa !9
  %197 = icmp eq i8 %196, 0
  br i1 %197, label %198, label %188, !llvm.loop !16

198:                                              ; preds = %188
  store i32 %195, i32* @check, align 4, !tbaa !5
  br label %199

199:                                              ; preds = %181, %198
  %200 = load i32, i32* @check, align 4, !tbaa !5
  %201 = xor i32 %200, 255
  %202 = mul i32 %201, 16777619
  store i32 %202, i32* @check, align 4, !tbaa !5
  %203 = add nsw i32 %139, -1
  %204 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i32 0, i32 %203
  %205 = load i8*, i8** %204, align 4, !tbaa !13
  %206 = load i8, i8* %205, align 1, !tbaa !9
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %219, label %208

208:                                              ; preds = %199, %208
  %209 = phi i8 [ %216, %208 ], [ %206, %199 ]
  %210 = phi i8* [ %212, %208 ], [ %205, %199 ]
  %211 = phi i32 [ %215, %208 ], [ %202, %199 ]
  %212 = getelementptr inbounds i8, i8* %210, i32 1
  %213 = zext i8 %209 to i32
  %214 = xor i32 %211, %213
  %215 = mul i32 %214, 16777619
  %216 = load i8, i8* %212, align 1, !tbaa !9
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %218, label %208, !llvm.loop !16

218:                                              ; preds = %208
  store i32 %215, i32* @check, align 4, !tbaa !5
  br label %219

219:                                              ; preds = %199, %218
  %220 = load i32, i32* @check, align 4, !tbaa !5
  %221 = xor i32 %220, 255
  %222 = mul i32 %221, 16777619
  store i32 %222, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %126) #12
  call void @llvm.lifetime.end.p0i8(i64 66, i8* nonnull %125) #12
  %223 = bitcast [40 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %223) #12
  %224 = mul i32 %8, 12345
  br label %225

225:                                              ; preds = %219, %225
  %226 = phi i32 [ 0, %219 ], [ %234, %225 ]
  %227 = phi i32 [ %224, %219 ], [ %229, %225 ]
  %228 = mul i32 %227, 1103515245
  %229 = add i32 %228, 12345
  %230 = lshr i32 %229, 16
  %231 = urem i32 %230, 1000
  %232 = add nsw i32 %231, -500
  %233 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 %226
  store i32 %232, i32* %233, align 4, !tbaa !5
  %234 = add nuw nsw i32 %226, 1
  %235 = icmp eq i32 %234, 40
  br i1 %235, label %236, label %225, !llvm.loop !20

236:                                              ; preds = %225
  call void @qsort(i8* noundef nonnull %223, i32 noundef 40, i32 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_int_desc) #12
  %237 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i32 0, i32 0))
  br label %238

238:                                              ; preds = %236, %238
  %239 = phi i32 [ 0, %236 ], [ %243, %238 ]
  %240 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 %239
  %241 = load i32, i32* %240, align 4, !tbaa !5
  %242 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i32 0, i32 0), i32 noundef %241)
  %243 = add nuw nsw i32 %239, 4
  %244 = icmp ult i32 %239, 36
  br i1 %244, label %238, label %245, !llvm.loop !21

245:                                              ; preds = %238
  %246 = call i32 @putchar(i32 10)
  %247 = load i32, i32* @check, align 4, !tbaa !5
  br label %248

248:                                              ; preds = %245, %248
  %249 = phi i32 [ 0, %245 ], [ %255, %248 ]
  %250 = phi i32 [ %247, %245 ], [ %254, %248 ]
  %251 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i32 0, i32 %249
  %252 = load i32, i32* %251, align 4, !tbaa !5
  %253 = xor i32 %250, %252
  %254 = mul i32 %253, 16777619
  %255 = add nuw nsw i32 %249, 1
  %256 = icmp eq i32 %255, 40
  br i1 %256, label %257, label %248, !llvm.loop !22

257:                                              ; preds = %248
  store i32 %254, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %223) #12
  %258 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 240, i8* nonnull %258) #12
  br label %259

259:                                              ; preds = %257, %259
  %260 = phi i32 [ 0, %257 ], [ %271, %259 ]
  %261 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 %260, i32 0, i32 0
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(24) %261, i8 0, i32 24, i1 false)
  %262 = getelementptr inbounds [10 x i8*], [10 x i8*]* @main.names, i32 0, i32 %260
  %263 = load i8*, i8** %262, align 4, !tbaa !13
  %264 = call i8* @strncpy(i8* noundef nonnull %261, i8* noundef nonnull dereferenceable(1) %263, i32 noundef 15) #12
  %265 = mul nuw nsw i32 %260, 7
  %266 = and i32 %265, 3
  %267 = mul nuw nsw i32 %266, 5
  %268 = add nuw nsw i32 %267, 20
  %269 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 %260, i32 1
  store i32 %268, i32* %269, align 4, !tbaa !23
  %270 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 %260, i32 2
  store i32 %260, i32* %270, align 4, !tbaa !25
  %271 = add nuw nsw i32 %260, 1
  %272 = icmp eq i32 %271, 10
  br i1 %272, label %273, label %259, !llvm.loop !26

273:                                              ; preds = %259
  call void @qsort(i8* noundef nonnull %258, i32 noundef 10, i32 noundef 24, i32 (i8*, i8*)* noundef nonnull @cmp_person) #12
  br label %274

274:                                              ; preds = %273, %274
  %275 = phi i32 [ 0, %273 ], [ %288, %274 ]
  %276 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 %275, i32 0, i32 0
  %277 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 %275, i32 1
  %278 = load i32, i32* %277, align 4, !tbaa !23
  %279 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i32 0, i32 %275, i32 2
  %280 = load i32, i32* %279, align 4, !tbaa !25
  %281 = icmp eq i32 %275, 9
  %282 = select i1 %281, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.42, i32 0, i32 0)
  %283 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i32 0, i32 0), i8* noundef nonnull %276, i32 noundef %278, i32 noundef %280, i8* noundef %282)
  %284 = load i32, i32* %279, align 4, !tbaa !25
  %285 = load i32, i32* @check, align 4, !tbaa !5
  %286 = xor i32 %285, %284
  %287 = mul i32 %286, 16777619
  store i32 %287, i32* @check, align 4, !tbaa !5
  %288 = add nuw nsw i32 %275, 1
  %289 = icmp eq i32 %288, 10
  br i1 %289, label %290, label %274, !llvm.loop !27

290:                                              ; preds = %274
  call void @llvm.lifetime.end.p0i8(i64 240, i8* nonnull %258) #12
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(27) %9, i8* noundef nonnull align 1 dereferenceable(27) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.43, i32 0, i32 0), i32 27, i1 false) #12
  %291 = call i32 @strlen(i8* noundef nonnull dereferenceable(1) %9) #13
  %292 = icmp ugt i32 %291, 1
  br i1 %292, label %293, label %304

293:                                              ; preds = %290, %293
  %294 = phi i32 [ %302, %293 ], [ 1, %290 ]
  %295 = phi i32 [ %294, %293 ], [ 0, %290 ]
  %296 = phi i32 [ %299, %293 ], [ %291, %290 ]
  %297 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i32 0, i32 %295
  %298 = load i8, i8* %297, align 1, !tbaa !9
  %299 = add i32 %296, -1
  %300 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i32 0, i32 %299
  %301 = load i8, i8* %300, align 1, !tbaa !9
  store i8 %301, i8* %297, align 1, !tbaa !9
  store i8 %298, i8* %300, align 1, !tbaa !9
  %302 = add i32 %294, 1
  %303 = icmp ugt i32 %299, %302
  br i1 %303, label %293, label %304, !llvm.loop !28

304:                                              ; preds = %293, %290
  %305 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.44, i32 0, i32 0), i8* noundef nonnull %9)
  %306 = load i8, i8* %9, align 1, !tbaa !9
  %307 = icmp eq i8 %306, 0
  br i1 %307, label %319, label %308

308:                                              ; preds = %304, %315
  %309 = phi i8 [ %317, %315 ], [ %306, %304 ]
  %310 = phi i8* [ %316, %315 ], [ %9, %304 ]
  %311 = add i8 %309, -97
  %312 = icmp ult i8 %311, 26
  br i1 %312, label %313, label %315

313:                                              ; preds = %308
  %314 = add i8 %309, -32
  store i8 %314, i8* %310, align 1, !tbaa !9
  br label %315

315:                                              ; preds = %313, %308
  %316 = getelementptr inbounds i8, i8* %310, i32 1
  %317 = load i8, i8* %316, align 1, !tbaa !9
  %318 = icmp eq i8 %317, 0
  br i1 %318, label %319, label %308, !llvm.loop !29

319:                                              ; preds = %315, %304
  %320 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.45, i32 0, i32 0), i8* noundef nonnull %9)
  %321 = load i8, i8* %9, align 1, !tbaa !9
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %336, label %323

323:                                              ; preds = %319
  %324 = load i32, i32* @check, align 4, !tbaa !5
  br label %325

325:                                              ; preds = %325, %323
  %326 = phi i8 [ %333, %325 ], [ %321, %323 ]
  %327 = phi i8* [ %329, %325 ], [ %9, %323 ]
  %328 = phi i32 [ %332, %325 ], [ %324, %323 ]
  %329 = getelementptr inbounds i8, i8* %327, i32 1
  %330 = zext i8 %326 to i32
  %331 = xor i32 %328, %330
  %332 = mul i32 %331, 16777619
  %333 = load i8, i8* %329, align 1, !tbaa !9
  %334 = icmp eq i8 %333, 0
  br i1 %334, label %335, label %325, !llvm.loop !16

335:                                              ; preds = %325
  store i32 %332, i32* @check, align 4, !tbaa !5
  br label %336

336:                                              ; preds = %319, %335
  %337 = load i32, i32* @check, align 4, !tbaa !5
  %338 = xor i32 %337, 255
  %339 = mul i32 %338, 16777619
  store i32 %339, i32* @check, align 4, !tbaa !5
  %340 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %340) #12
  %341 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i32 0, i32 1
  br label %342

342:                                              ; preds = %336, %429
  %343 = phi i32 [ 0, %336 ], [ %433, %429 ]
  %344 = phi i64 [ 0, %336 ], [ %381, %429 ]
  %345 = phi i8* [ getelementptr inbounds ([41 x i8], [41 x i8]* @.str.46, i32 0, i32 0), %336 ], [ %375, %429 ]
  br label %346

346:                                              ; preds = %342, %349
  %347 = phi i8* [ %350, %349 ], [ %345, %342 ]
  %348 = load i8, i8* %347, align 1, !tbaa !9
  switch i8 %348, label %355 [
    i8 32, label %349
    i8 45, label %351
    i8 43, label %351
  ]

349:                                              ; preds = %346
  %350 = getelementptr inbounds i8, i8* %347, i32 1
  br label %346, !llvm.loop !30

351:                                              ; preds = %346, %346
  %352 = getelementptr inbounds i8, i8* %347, i32 1
  %353 = icmp eq i8 %348, 45
  %354 = zext i1 %353 to i32
  br label %355

355:                                              ; preds = %346, %351
  %356 = phi i8* [ %352, %351 ], [ %347, %346 ]
  %357 = phi i32 [ %354, %351 ], [ 0, %346 ]
  %358 = load i8, i8* %356, align 1, !tbaa !9
  %359 = add i8 %358, -48
  %360 = icmp ult i8 %359, 10
  br i1 %360, label %361, label %374

361:                                              ; preds = %355, %361
  %362 = phi i8 [ %371, %361 ], [ %358, %355 ]
  %363 = phi i64 [ %370, %361 ], [ 0, %355 ]
  %364 = phi i8* [ %367, %361 ], [ %356, %355 ]
  %365 = zext i8 %362 to i32
  %366 = mul nsw i64 %363, 10
  %367 = getelementptr inbounds i8, i8* %364, i32 1
  %368 = add nsw i32 %365, -48
  %369 = zext i32 %368 to i64
  %370 = add nsw i64 %366, %369
  %371 = load i8, i8* %367, align 1, !tbaa !9
  %372 = add i8 %371, -48
  %373 = icmp ult i8 %372, 10
  br i1 %373, label %361, label %374, !llvm.loop !31

374:                                              ; preds = %361, %355
  %375 = phi i8* [ %356, %355 ], [ %367, %361 ]
  %376 = phi i64 [ 0, %355 ], [ %370, %361 ]
  %377 = icmp eq i32 %357, 0
  %378 = sub nsw i64 0, %376
  %379 = select i1 %377, i64 %376, i64 %378
  %380 = sdiv i64 %379, 2
  %381 = add nsw i64 %380, %344
  %382 = icmp slt i64 %379, 0
  %383 = sub i64 0, %379
  %384 = select i1 %382, i64 %383, i64 %379
  %385 = icmp ugt i64 %384, 9
  br i1 %385, label %386, label %392

386:                                              ; preds = %374, %386
  %387 = phi i64 [ %389, %386 ], [ %384, %374 ]
  %388 = phi i32 [ %390, %386 ], [ 1, %374 ]
  %389 = udiv i64 %387, 10
  %390 = add nuw nsw i32 %388, 1
  %391 = icmp ugt i64 %387, 99
  br i1 %391, label %386, label %392, !llvm.loop !32

392:                                              ; preds = %386, %374
  %393 = phi i32 [ 1, %374 ], [ %390, %386 ]
  br i1 %382, label %394, label %395

394:                                              ; preds = %392
  store i8 45, i8* %340, align 1, !tbaa !9
  br label %395

395:                                              ; preds = %394, %392
  %396 = phi i8* [ %341, %394 ], [ %340, %392 ]
  %397 = getelementptr inbounds i8, i8* %396, i32 %393
  store i8 0, i8* %397, align 1, !tbaa !9
  br label %398

398:                                              ; preds = %398, %395
  %399 = phi i32 [ %393, %395 ], [ %407, %398 ]
  %400 = phi i64 [ %384, %395 ], [ %402, %398 ]
  %401 = freeze i64 %400
  %402 = udiv i64 %401, 10
  %403 = mul i64 %402, 10
  %404 = sub i64 %401, %403
  %405 = trunc i64 %404 to i8
  %406 = or i8 %405, 48
  %407 = add nsw i32 %399, -1
  %408 = getelementptr inbounds i8, i8* %396, i32 %407
  store i8 %406, i8* %408, align 1, !tbaa !9
  %409 = icmp ult i64 %400, 10
  br i1 %409, label %410, label %398, !llvm.loop !33

410:                                              ; preds = %398
  %411 = icmp eq i32 %343, 5
  %412 = select i1 %411, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.48, i32 0, i32 0)
  %413 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i32 0, i32 0), i8* noundef nonnull %340, i8* noundef %412)
  %414 = load i8, i8* %340, align 1, !tbaa !9
  %415 = icmp eq i8 %414, 0
  br i1 %415, label %429, label %416

416:                                              ; preds = %410
  %417 = load i32, i32* @check, align 4, !tbaa !5
  br label %418

418:                                              ; preds = %418, %416
  %419 = phi i8 [ %426, %418 ], [ %414, %416 ]
  %420 = phi i8* [ %422, %418 ], [ %340, %416 ]
  %421 = phi i32 [ %425, %418 ], [ %417, %416 ]
  %422 = getelementptr inbounds i8, i8* %420, i32 1
  %423 = zext i8 %419 to i32
  %424 = xor i32 %421, %423
  %425 = mul i32 %424, 16777619
  %426 = load i8, i8* %422, align 1, !tbaa !9
  %427 = icmp eq i8 %426, 0
  br i1 %427, label %428, label %418, !llvm.loop !16

428:                                              ; preds = %418
  store i32 %425, i32* @check, align 4, !tbaa !5
  br label %429

429:                                              ; preds = %410, %428
  %430 = load i32, i32* @check, align 4, !tbaa !5
  %431 = xor i32 %430, 255
  %432 = mul i32 %431, 16777619
  store i32 %432, i32* @check, align 4, !tbaa !5
  %433 = add nuw nsw i32 %343, 1
  %434 = icmp eq i32 %433, 6
  br i1 %434, label %435, label %342, !llvm.loop !34

435:                                              ; preds = %429
  %436 = icmp slt i64 %381, 0
  %437 = sub i64 0, %381
  %438 = select i1 %436, i64 %437, i64 %381
  %439 = icmp ugt i64 %438, 9
  br i1 %439, label %440, label %446

440:                                              ; preds = %435, %440
  %441 = phi i64 [ %443, %440 ], [ %438, %435 ]
  %442 = phi i32 [ %444, %440 ], [ 1, %435 ]
  %443 = udiv i64 %441, 10
  %444 = add nuw nsw i32 %442, 1
  %445 = icmp ugt i64 %441, 99
  br i1 %445, label %440, label %446, !llvm.loop !32

446:                                              ; preds = %440, %435
  %447 = phi i32 [ 1, %435 ], [ %444, %440 ]
  br i1 %436, label %448, label %450

448:                                              ; preds = %446
  %449 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i32 0, i32 1
  store i8 45, i8* %340, align 1, !tbaa !9
  br label %450

450:                                              ; preds = %448, %446
  %451 = phi i8* [ %449, %448 ], [ %340, %446 ]
  %452 = getelementptr inbounds i8, i8* %451, i32 %447
  store i8 0, i8* %452, align 1, !tbaa !9
  br label %453

453:                                              ; preds = %453, %450
  %454 = phi i32 [ %447, %450 ], [ %462, %453 ]
  %455 = phi i64 [ %438, %450 ], [ %457, %453 ]
  %456 = freeze i64 %455
  %457 = udiv i64 %456, 10
  %458 = mul i64 %457, 10
  %459 = sub i64 %456, %458
  %460 = trunc i64 %459 to i8
  %461 = or i8 %460, 48
  %462 = add nsw i32 %454, -1
  %463 = getelementptr inbounds i8, i8* %451, i32 %462
  store i8 %461, i8* %463, align 1, !tbaa !9
  %464 = icmp ult i64 %455, 10
  br i1 %464, label %465, label %453, !llvm.loop !33

465:                                              ; preds = %453
  %466 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.49, i32 0, i32 0), i8* noundef nonnull %340)
  %467 = load i8, i8* %340, align 1, !tbaa !9
  %468 = icmp eq i8 %467, 0
  br i1 %468, label %482, label %469

469:                                              ; preds = %465
  %470 = load i32, i32* @check, align 4, !tbaa !5
  br label %471

471:                                              ; preds = %471, %469
  %472 = phi i8 [ %479, %471 ], [ %467, %469 ]
  %473 = phi i8* [ %475, %471 ], [ %340, %469 ]
  %474 = phi i32 [ %478, %471 ], [ %470, %469 ]
  %475 = getelementptr inbounds i8, i8* %473, i32 1
  %476 = zext i8 %472 to i32
  %477 = xor i32 %474, %476
  %478 = mul i32 %477, 16777619
  %479 = load i8, i8* %475, align 1, !tbaa !9
  %480 = icmp eq i8 %479, 0
  br i1 %480, label %481, label %471, !llvm.loop !16

481:                                              ; preds = %471
  store i32 %478, i32* @check, align 4, !tbaa !5
  br label %482

482:                                              ; preds = %465, %481
  %483 = load i32, i32* @check, align 4, !tbaa !5
  %484 = xor i32 %483, 255
  %485 = mul i32 %484, 16777619
  store i32 %485, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %340) #12
  %486 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.50, i32 0, i32 0), i32 noundef %485)
  %487 = load i32, i32* @check, align 4, !tbaa !5
  %488 = and i32 %487, 127
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %10) #12
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %9) #12
  ret i32 %488
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
  %4 = load i8*, i8** %3, align 4, !tbaa !13
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 4, !tbaa !13
  %7 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #13
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp_len_then_str(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = bitcast i8* %0 to i8**
  %4 = load i8*, i8** %3, align 4, !tbaa !13
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 4, !tbaa !13
  %7 = call i32 @strlen(i8* noundef nonnull dereferenceable(1) %4) #13
  %8 = call i32 @strlen(i8* noundef nonnull dereferenceable(1) %6) #13
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = icmp ult i32 %7, %8
  %12 = select i1 %11, i32 -1, i32 1
  br label %15

13:                                               ; preds = %2
  %14 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #13
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
  %5 = load i32, i32* %4, align 4, !tbaa !23
  %6 = getelementptr inbounds i8, i8* %1, i32 16
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %7, align 4, !tbaa !23
  %9 = icmp eq i32 %5, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = icmp slt i32 %5, %8
  %12 = select i1 %11, i32 -1, i32 1
  br label %15

13:                                               ; preds = %2
  %14 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %0, i8* noundef nonnull dereferenceable(1) %1) #13
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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !11, !12}
!16 = distinct !{!16, !11, !12}
!17 = distinct !{!17, !11, !12}
!18 = distinct !{!18, !11, !12}
!19 = distinct !{!19, !11, !12}
!20 = distinct !{!20, !11, !12}
!21 = distinct !{!21, !11, !12}
!22 = distinct !{!22, !11, !12}
!23 = !{!24, !6, i64 16}
!24 = !{!"person", !7, i64 0, !6, i64 16, !6, i64 20}
!25 = !{!24, !6, i64 20}
!26 = distinct !{!26, !11, !12}
!27 = distinct !{!27, !11, !12}
!28 = distinct !{!28, !11, !12}
!29 = distinct !{!29, !11, !12}
!30 = distinct !{!30, !11, !12}
!31 = distinct !{!31, !11, !12}
!32 = distinct !{!32, !11, !12}
!33 = distinct !{!33, !11, !12}
!34 = distinct !{!34, !11, !12}
