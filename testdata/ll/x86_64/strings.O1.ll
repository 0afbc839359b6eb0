; ModuleID = 'c/strings.c'
source_filename = "c/strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.person = type { [16 x i8], i32, i32 }

@vone = internal global i32 1, align 4
@main.text = internal unnamed_addr constant [66 x i8] c"the quick brown fox jumps over the lazy dog, then the dog sleeps.\00", align 16
@.str = private unnamed_addr constant [17 x i8] c"len=%d words=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [65 x i8] c"strchr q at %d, strrchr o at %d, strstr 'the dog' at %d, cat %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@main.pairs = internal unnamed_addr constant [6 x [2 x i8*]] [[2 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i32 0, i32 0)]], align 16
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
@reltable.main = internal unnamed_addr constant [10 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([8 x i8]* @.str.31 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.32 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.33 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.34 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.35 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.36 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.37 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.38 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([7 x i8]* @.str.39 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.40 to i64), i64 ptrtoint ([10 x i32]* @reltable.main to i64)) to i32)], align 4
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
  %1 = alloca [256 x i8], align 16
  %2 = alloca [256 x i8], align 16
  %3 = alloca [66 x i8], align 16
  %4 = alloca [32 x i8*], align 16
  %5 = alloca [40 x i32], align 16
  %6 = alloca [10 x %struct.person], align 16
  %7 = alloca [32 x i8], align 16
  %8 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %9 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %9) #13
  %10 = getelementptr inbounds [256 x i8], [256 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %10) #13
  br label %11

11:                                               ; preds = %17, %0
  %12 = phi i32 [ 0, %0 ], [ %23, %17 ]
  %13 = phi i32 [ 0, %0 ], [ %25, %17 ]
  %14 = phi i8* [ getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i64 0, i64 0), %0 ], [ %26, %17 ]
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
  %26 = getelementptr inbounds i8, i8* %14, i64 1
  br label %11, !llvm.loop !10

27:                                               ; preds = %11
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef 65, i32 noundef %12)
  %29 = load i32, i32* @check, align 4, !tbaa !5
  %30 = xor i32 %29, 65
  %31 = mul i32 %30, 16777619
  store i32 %31, i32* @check, align 4, !tbaa !5
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([65 x i8], [65 x i8]* @.str.3, i64 0, i64 0), i32 noundef 4, i32 noundef 55, i32 noundef 50, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0))
  %33 = load i32, i32* @check, align 4, !tbaa !5
  %34 = xor i32 %33, 5504
  %35 = mul i32 %34, 16777619
  store i32 %35, i32* @check, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %27, %36
  %37 = phi i64 [ 0, %27 ], [ %70, %36 ]
  %38 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %37, i64 0
  %39 = load i8*, i8** %38, align 16, !tbaa !13
  %40 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %37, i64 1
  %41 = load i8*, i8** %40, align 8, !tbaa !13
  %42 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %39, i8* noundef nonnull dereferenceable(1) %41) #14
  %43 = icmp sgt i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = ashr i32 %42, 31
  %46 = add nsw i32 %45, %44
  %47 = call i32 @strncmp(i8* noundef nonnull dereferenceable(1) %39, i8* noundef nonnull dereferenceable(1) %41, i64 noundef 4) #14
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
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.17, i64 0, i64 0), i8* noundef nonnull %39, i8* noundef nonnull %41, i32 noundef %46, i32 noundef %51, i32 noundef %60)
  %62 = mul nsw i32 %46, 9
  %63 = mul nsw i32 %51, 3
  %64 = add nsw i32 %62, 26
  %65 = add nsw i32 %64, %63
  %66 = add nsw i32 %65, %60
  %67 = load i32, i32* @check, align 4, !tbaa !5
  %68 = xor i32 %66, %67
  %69 = mul i32 %68, 16777619
  store i32 %69, i32* @check, align 4, !tbaa !5
  %70 = add nuw nsw i64 %37, 1
  %71 = icmp eq i64 %70, 6
  br i1 %71, label %72, label %36, !llvm.loop !15

72:                                               ; preds = %36
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %9, i8 46, i64 40, i1 false)
  %73 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 40
  store i8 0, i8* %73, align 8, !tbaa !9
  %74 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 5
  %75 = bitcast i8* %74 to i64*
  store i64 8243122732010005874, i64* %75, align 1
  %76 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 9
  %77 = sext i32 %8 to i64
  %78 = shl nsw i64 %77, 3
  call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 1 %76, i8* nonnull align 1 %74, i64 %78, i1 false)
  %79 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 30
  %80 = mul nsw i64 %77, 5
  call void @llvm.memset.p0i8.i64(i8* nonnull align 2 %79, i8 35, i64 %80, i1 false)
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull %9)
  %82 = load i8, i8* %9, align 16, !tbaa !9
  %83 = icmp eq i8 %82, 0
  br i1 %83, label %97, label %84

84:                                               ; preds = %72
  %85 = load i32, i32* @check, align 4, !tbaa !5
  br label %86

86:                                               ; preds = %86, %84
  %87 = phi i8 [ %94, %86 ], [ %82, %84 ]
  %88 = phi i8* [ %90, %86 ], [ %9, %84 ]
  %89 = phi i32 [ %93, %86 ], [ %85, %84 ]
  %90 = getelementptr inbounds i8, i8* %88, i64 1
  %91 = zext i8 %87 to i32
  %92 = xor i32 %89, %91
  %93 = mul i32 %92, 16777619
  %94 = load i8, i8* %90, align 1, !tbaa !9
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %96, label %86, !llvm.loop !16

96:                                               ; preds = %86
  store i32 %93, i32* @check, align 4, !tbaa !5
  br label %97

97:                                               ; preds = %72, %96
  %98 = load i32, i32* @check, align 4, !tbaa !5
  %99 = xor i32 %98, 255
  %100 = mul i32 %99, 16777619
  store i32 %100, i32* @check, align 4, !tbaa !5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(6) %10, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i64 0, i64 0), i64 6, i1 false) #13
  %101 = call i64 @strlen(i8* nonnull %10)
  %102 = getelementptr [256 x i8], [256 x i8]* %2, i64 0, i64 %101
  %103 = bitcast i8* %102 to i16*
  store i16 45, i16* %103, align 1
  %104 = call i8* @strncat(i8* noundef nonnull %10, i8* noundef nonnull dereferenceable(18) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.22, i64 0, i64 0), i64 noundef 6) #13
  %105 = call i64 @strlen(i8* noundef nonnull %10) #14
  %106 = trunc i64 %105 to i32
  %107 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i8* noundef nonnull %10, i32 noundef %106)
  %108 = load i8, i8* %10, align 16, !tbaa !9
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %123, label %110

110:                                              ; preds = %97
  %111 = load i32, i32* @check, align 4, !tbaa !5
  br label %112

112:                                              ; preds = %112, %110
  %113 = phi i8 [ %120, %112 ], [ %108, %110 ]
  %114 = phi i8* [ %116, %112 ], [ %10, %110 ]
  %115 = phi i32 [ %119, %112 ], [ %111, %110 ]
  %116 = getelementptr inbounds i8, i8* %114, i64 1
  %117 = zext i8 %113 to i32
  %118 = xor i32 %115, %117
  %119 = mul i32 %118, 16777619
  %120 = load i8, i8* %116, align 1, !tbaa !9
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %122, label %112, !llvm.loop !16

122:                                              ; preds = %112
  store i32 %119, i32* @check, align 4, !tbaa !5
  br label %123

123:                                              ; preds = %97, %122
  %124 = load i32, i32* @check, align 4, !tbaa !5
  %125 = xor i32 %124, 255
  %126 = mul i32 %125, 16777619
  store i32 %126, i32* @check, align 4, !tbaa !5
  %127 = getelementptr inbounds [66 x i8], [66 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 66, i8* nonnull %127) #13
  %128 = bitcast [32 x i8*]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %128) #13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(66) %127, i8* noundef nonnull align 16 dereferenceable(66) getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i64 0, i64 0), i64 66, i1 false)
  %129 = call i8* @strtok(i8* noundef nonnull %127, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i64 0, i64 0)) #13
  %130 = icmp eq i8* %129, null
  br i1 %130, label %142, label %131

131:                                              ; preds = %123, %131
  %132 = phi i64 [ %134, %131 ], [ 0, %123 ]
  %133 = phi i8* [ %136, %131 ], [ %129, %123 ]
  %134 = add nuw nsw i64 %132, 1
  %135 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 %132
  store i8* %133, i8** %135, align 8, !tbaa !13
  %136 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i64 0, i64 0)) #13
  %137 = icmp ne i8* %136, null
  %138 = icmp ult i64 %132, 31
  %139 = select i1 %137, i1 %138, i1 false
  br i1 %139, label %131, label %140, !llvm.loop !17

140:                                              ; preds = %131
  %141 = trunc i64 %134 to i32
  br label %142

142:                                              ; preds = %140, %123
  %143 = phi i32 [ 0, %123 ], [ %141, %140 ]
  %144 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 0
  %145 = zext i32 %143 to i64
  call void @qsort(i8* noundef nonnull %128, i64 noundef %145, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp_str) #13
  %146 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.25, i64 0, i64 0))
  %147 = icmp eq i32 %143, 0
  br i1 %147, label %177, label %148

148:                                              ; preds = %142
  %149 = zext i32 %143 to i64
  br label %150

150:                                              ; preds = %148, %171
  %151 = phi i64 [ 0, %148 ], [ %175, %171 ]
  %152 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 %151
  %153 = load i8*, i8** %152, align 8, !tbaa !13
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i64 0, i64 0), i8* noundef %153)
  %155 = load i8*, i8** %152, align 8, !tbaa !13
  %156 = load i8, i8* %155, align 1, !tbaa !9
  %157 = icmp eq i8 %156, 0
  br i1 %157, label %171, label %158

158:                                              ; preds = %150
  %159 = load i32, i32* @check, align 4, !tbaa !5
  br label %160

160:                                              ; preds = %160, %158
  %161 = phi i8 [ %168, %160 ], [ %156, %158 ]
  %162 = phi i8* [ %164, %160 ], [ %155, %158 ]
  %163 = phi i32 [ %167, %160 ], [ %159, %158 ]
  %164 = getelementptr inbounds i8, i8* %162, i64 1
  %165 = zext i8 %161 to i32
  %166 = xor i32 %163, %165
  %167 = mul i32 %166, 16777619
  %168 = load i8, i8* %164, align 1, !tbaa !9
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %170, label %160, !llvm.loop !16

170:                                              ; preds = %160
  store i32 %167, i32* @check, align 4, !tbaa !5
  br label %171

171:                                              ; preds = %150, %170
  %172 = load i32, i32* @check, align 4, !tbaa !5
  %173 = xor i32 %172, 255
  %174 = mul i32 %173, 16777619
  store i32 %174, i32* @check, align 4, !tbaa !5
  %175 = add nuw nsw i64 %151, 1
  %176 = icmp eq i64 %175, %149
  br i1 %176, label %177, label %150, !llvm.loop !18

177:                                              ; preds = %171, %142
  %178 = call i32 @putchar(i32 10)
  call void @qsort(i8* noundef nonnull %128, i64 noundef %145, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp_len_then_str) #13
  %179 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.28, i64 0, i64 0))
  %180 = icmp eq i32 %143, 0
  br i1 %180, label %190, label %181

181:                                              ; preds = %177
  %182 = zext i32 %143 to i64
  br label %183

183:                                              ; preds = %181, %183
  %184 = phi i64 [ 0, %181 ], [ %188, %183 ]
  %185 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 %184
  %186 = load i8*, i8** %185, align 8, !tbaa !13
  %187 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i64 0, i64 0), i8* noundef %186)
  %188 = add nuw nsw i64 %184, 1
  %189 = icmp eq i64 %188, %182
  br i1 %189, label %190, label %183, !llvm.loop !19

190:                                              ; preds = %183, %177
  %191 = call i32 @putchar(i32 10)
  %192 = load i8*, i8** %144, align 16, !tbaa !13
  %193 = load i8, i8* %192, align 1, !tbaa !9
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %208, label %195

195:                                              ; preds = %190
  %196 = load i32, i32* @check, align 4, !tbaa !5
  br label %197

197:                                              ; preds = %197, %195
  %198 = phi i8 [ %205, %197 ], [ %193, %195 ]
  %199 = phi i8* [ %201, %197 ], [ %192, %195 ]
  %200 = phi i32 [ %204, %197 ], [ %196, %195 ]
  %201 = getelementptr inbounds i8, i8* %199, i64 1
  %202 = zext i8 %198 to i32
  %203 = xor i32 %200, %202
  %204 = mul i32 %203, 16777619
  %205 = load i8, i8* %201, align 1, !tbaa !9
  %206 = icmp eq i8 %205, 0
  br i1 %206, label %207, label %197, !llvm.loop !16

207:                                              ; preds = %197
  store i32 %204, i32* @check, align 4, !tbaa !5
  br label %208

208:                                              ; preds = %190, %207
  %209 = load i32, i32* @check, align 4, !tbaa !5
  %210 = xor i32 %209, 255
  %211 = mul i32 %210, 16777619
  store i32 %211, i32* @check, align 4, !tbaa !5
  %212 = add nsw i32 %143, -1
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 %213
  %215 = load i8*, i8** %214, align 8, !tbaa !13
  %216 = load i8, i8* %215, align 1, !tbaa !9
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %229, label %218

218:                                              ; preds = %208, %218
  %219 = phi i8 [ %226, %218 ], [ %216, %208 ]
  %220 = phi i8* [ %222, %218 ], [ %215, %208 ]
  %221 = phi i32 [ %225, %218 ], [ %211, %208 ]
  %222 = getelementptr inbounds i8, i8* %220, i64 1
  %223 = zext i8 %219 to i32
  %224 = xor i32 %221, %223
  %225 = mul i32 %224, 16777619
  %226 = load i8, i8* %222, align 1, !tbaa !9
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %228, label %218, !llvm.loop !16

228:                                              ; preds = %218
  store i32 %225, i32* @check, align 4, !tbaa !5
  br label %229

229:                                              ; preds = %208, %228
  %230 = load i32, i32* @check, align 4, !tbaa !5
  %231 = xor i32 %230, 255
  %232 = mul i32 %231, 16777619
  store i32 %232, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %128) #13
  call void @llvm.lifetime.end.p0i8(i64 66, i8* nonnull %127) #13
  %233 = bitcast [40 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %233) #13
  %234 = mul i32 %8, 12345
  br label %235

235:                                              ; preds = %229, %235
  %236 = phi i64 [ 0, %229 ], [ %244, %235 ]
  %237 = phi i32 [ %234, %229 ], [ %239, %235 ]
  %238 = mul i32 %237, 1103515245
  %239 = add i32 %238, 12345
  %240 = lshr i32 %239, 16
  %241 = urem i32 %240, 1000
  %242 = add nsw i32 %241, -500
  %243 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %236
  store i32 %242, i32* %243, align 4, !tbaa !5
  %244 = add nuw nsw i64 %236, 1
  %245 = icmp eq i64 %244, 40
  br i1 %245, label %246, label %235, !llvm.loop !20

246:                                              ; preds = %235
  call void @qsort(i8* noundef nonnull %233, i64 noundef 40, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_int_desc) #13
  %247 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0))
  br label %248

248:                                              ; preds = %246, %248
  %249 = phi i64 [ 0, %246 ], [ %253, %248 ]
  %250 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %249
  %251 = load i32, i32* %250, align 16, !tbaa !5
  %252 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef %251)
  %253 = add nuw nsw i64 %249, 4
  %254 = icmp ult i64 %249, 36
  br i1 %254, label %248, label %255, !llvm.loop !21

255:                                              ; preds = %248
  %256 = call i32 @putchar(i32 10)
  %257 = load i32, i32* @check, align 4, !tbaa !5
  br label %258

258:                                              ; preds = %255, %258
  %259 = phi i64 [ 0, %255 ], [ %265, %258 ]
  %260 = phi i32 [ %257, %255 ], [ %264, %258 ]
  %261 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %259
  %262 = load i32, i32* %261, align 4, !tbaa !5
  %263 = xor i32 %260, %262
  %264 = mul i32 %263, 16777619
  %265 = add nuw nsw i64 %259, 1
  %266 = icmp eq i64 %265, 40
  br i1 %266, label %267, label %258, !llvm.loop !22

267:                                              ; preds = %258
  store i32 %264, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %233) #13
  %268 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 240, i8* nonnull %268) #13
  br label %269

269:                                              ; preds = %267, %269
  %270 = phi i64 [ 0, %267 ], [ %283, %269 ]
  %271 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %270, i32 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %271, i8 0, i64 24, i1 false)
  %272 = shl i64 %270, 2
  %273 = call i8* @llvm.load.relative.i64(i8* bitcast ([10 x i32]* @reltable.main to i8*), i64 %272)
  %274 = call i8* @strncpy(i8* noundef nonnull %271, i8* noundef nonnull dereferenceable(1) %273, i64 noundef 15) #13
  %275 = trunc i64 %270 to i32
  %276 = mul i32 %275, 7
  %277 = and i32 %276, 3
  %278 = mul nuw nsw i32 %277, 5
  %279 = add nuw nsw i32 %278, 20
  %280 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %270, i32 1
  store i32 %279, i32* %280, align 8, !tbaa !23
  %281 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %270, i32 2
  %282 = trunc i64 %270 to i32
  store i32 %282, i32* %281, align 4, !tbaa !25
  %283 = add nuw nsw i64 %270, 1
  %284 = icmp eq i64 %283, 10
  br i1 %284, label %285, label %269, !llvm.loop !26

285:                                              ; preds = %269
  call void @qsort(i8* noundef nonnull %268, i64 noundef 10, i64 noundef 24, i32 (i8*, i8*)* noundef nonnull @cmp_person) #13
  br label %286

286:                                              ; preds = %285, %286
  %287 = phi i64 [ 0, %285 ], [ %300, %286 ]
  %288 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %287, i32 0, i64 0
  %289 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %287, i32 1
  %290 = load i32, i32* %289, align 8, !tbaa !23
  %291 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %287, i32 2
  %292 = load i32, i32* %291, align 4, !tbaa !25
  %293 = icmp eq i64 %287, 9
  %294 = select i1 %293, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.42, i64 0, i64 0)
  %295 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i64 0, i64 0), i8* noundef nonnull %288, i32 noundef %290, i32 noundef %292, i8* noundef %294)
  %296 = load i32, i32* %291, align 4, !tbaa !25
  %297 = load i32, i32* @check, align 4, !tbaa !5
  %298 = xor i32 %297, %296
  %299 = mul i32 %298, 16777619
  store i32 %299, i32* @check, align 4, !tbaa !5
  %300 = add nuw nsw i64 %287, 1
  %301 = icmp eq i64 %300, 10
  br i1 %301, label %302, label %286, !llvm.loop !27

302:                                              ; preds = %286
  call void @llvm.lifetime.end.p0i8(i64 240, i8* nonnull %268) #13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(27) %9, i8* noundef nonnull align 1 dereferenceable(27) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.43, i64 0, i64 0), i64 27, i1 false) #13
  %303 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %9) #14
  %304 = icmp ugt i64 %303, 1
  br i1 %304, label %305, label %316

305:                                              ; preds = %302, %305
  %306 = phi i64 [ %314, %305 ], [ 1, %302 ]
  %307 = phi i64 [ %306, %305 ], [ 0, %302 ]
  %308 = phi i64 [ %311, %305 ], [ %303, %302 ]
  %309 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 %307
  %310 = load i8, i8* %309, align 1, !tbaa !9
  %311 = add i64 %308, -1
  %312 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 %311
  %313 = load i8, i8* %312, align 1, !tbaa !9
  store i8 %313, i8* %309, align 1, !tbaa !9
  store i8 %310, i8* %312, align 1, !tbaa !9
  %314 = add i64 %306, 1
  %315 = icmp ugt i64 %311, %314
  br i1 %315, label %305, label %316, !llvm.loop !28

316:                                              ; preds = %305, %302
  %317 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.44, i64 0, i64 0), i8* noundef nonnull %9)
  %318 = load i8, i8* %9, align 16, !tbaa !9
  %319 = icmp eq i8 %318, 0
  br i1 %319, label %331, label %320

320:                                              ; preds = %316, %327
  %321 = phi i8 [ %329, %327 ], [ %318, %316 ]
  %322 = phi i8* [ %328, %327 ], [ %9, %316 ]
  %323 = add i8 %321, -97
  %324 = icmp ult i8 %323, 26
  br i1 %324, label %325, label %327

325:                                              ; preds = %320
  %326 = add i8 %321, -32
  store i8 %326, i8* %322, align 1, !tbaa !9
  br label %327

327:                                              ; preds = %325, %320
  %328 = getelementptr inbounds i8, i8* %322, i64 1
  %329 = load i8, i8* %328, align 1, !tbaa !9
  %330 = icmp eq i8 %329, 0
  br i1 %330, label %331, label %320, !llvm.loop !29

331:                                              ; preds = %327, %316
  %332 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.45, i64 0, i64 0), i8* noundef nonnull %9)
  %333 = load i8, i8* %9, align 16, !tbaa !9
  %334 = icmp eq i8 %333, 0
  br i1 %334, label %348, label %335

335:                                              ; preds = %331
  %336 = load i32, i32* @check, align 4, !tbaa !5
  br label %337

337:                                              ; preds = %337, %335
  %338 = phi i8 [ %345, %337 ], [ %333, %335 ]
  %339 = phi i8* [ %341, %337 ], [ %9, %335 ]
  %340 = phi i32 [ %344, %337 ], [ %336, %335 ]
  %341 = getelementptr inbounds i8, i8* %339, i64 1
  %342 = zext i8 %338 to i32
  %343 = xor i32 %340, %342
  %344 = mul i32 %343, 16777619
  %345 = load i8, i8* %341, align 1, !tbaa !9
  %346 = icmp eq i8 %345, 0
  br i1 %346, label %347, label %337, !llvm.loop !16

347:                                              ; preds = %337
  store i32 %344, i32* @check, align 4, !tbaa !5
  br label %348

348:                                              ; preds = %331, %347
  %349 = load i32, i32* @check, align 4, !tbaa !5
  %350 = xor i32 %349, 255
  %351 = mul i32 %350, 16777619
  store i32 %351, i32* @check, align 4, !tbaa !5
  %352 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %352) #13
  %353 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i64 0, i64 1
  br label %354

354:                                              ; preds = %348, %441
  %355 = phi i32 [ 0, %348 ], [ %445, %441 ]
  %356 = phi i64 [ 0, %348 ], [ %393, %441 ]
  %357 = phi i8* [ getelementptr inbounds ([41 x i8], [41 x i8]* @.str.46, i64 0, i64 0), %348 ], [ %387, %441 ]
  br label %358

358:                                              ; preds = %354, %361
  %359 = phi i8* [ %362, %361 ], [ %357, %354 ]
  %360 = load i8, i8* %359, align 1, !tbaa !9
  switch i8 %360, label %367 [
    i8 32, label %361
    i8 45, label %363
    i8 43, label %363
  ]

361:                                              ; preds = %358
  %362 = getelementptr inbounds i8, i8* %359, i64 1
  br label %358, !llvm.loop !30

363:                                              ; preds = %358, %358
  %364 = getelementptr inbounds i8, i8* %359, i64 1
  %365 = icmp eq i8 %360, 45
  %366 = zext i1 %365 to i32
  br label %367

367:                                              ; preds = %358, %363
  %368 = phi i8* [ %364, %363 ], [ %359, %358 ]
  %369 = phi i32 [ %366, %363 ], [ 0, %358 ]
  %370 = load i8, i8* %368, align 1, !tbaa !9
  %371 = add i8 %370, -48
  %372 = icmp ult i8 %371, 10
  br i1 %372, label %373, label %386

373:                                              ; preds = %367, %373
  %374 = phi i8 [ %383, %373 ], [ %370, %367 ]
  %375 = phi i64 [ %382, %373 ], [ 0, %367 ]
  %376 = phi i8* [ %379, %373 ], [ %368, %367 ]
  %377 = sext i8 %374 to i64
  %378 = mul nsw i64 %375, 10
  %379 = getelementptr inbounds i8, i8* %376, i64 1
  %380 = add nsw i64 %377, 4294967248
  %381 = and i64 %380, 4294967295
  %382 = add nsw i64 %381, %378
  %383 = load i8, i8* %379, align 1, !tbaa !9
  %384 = add i8 %383, -48
  %385 = icmp ult i8 %384, 10
  br i1 %385, label %373, label %386, !llvm.loop !31

386:                                              ; preds = %373, %367
  %387 = phi i8* [ %368, %367 ], [ %379, %373 ]
  %388 = phi i64 [ 0, %367 ], [ %382, %373 ]
  %389 = icmp eq i32 %369, 0
  %390 = sub nsw i64 0, %388
  %391 = select i1 %389, i64 %388, i64 %390
  %392 = sdiv i64 %391, 2
  %393 = add nsw i64 %392, %356
  %394 = icmp slt i64 %391, 0
  %395 = sub i64 0, %391
  %396 = select i1 %394, i64 %395, i64 %391
  %397 = icmp ugt i64 %396, 9
  br i1 %397, label %398, label %404

398:                                              ; preds = %386, %398
  %399 = phi i64 [ %401, %398 ], [ %396, %386 ]
  %400 = phi i32 [ %402, %398 ], [ 1, %386 ]
  %401 = udiv i64 %399, 10
  %402 = add nuw nsw i32 %400, 1
  %403 = icmp ugt i64 %399, 99
  br i1 %403, label %398, label %404, !llvm.loop !32

404:                                              ; preds = %398, %386
  %405 = phi i32 [ 1, %386 ], [ %402, %398 ]
  br i1 %394, label %406, label %407

406:                                              ; preds = %404
  store i8 45, i8* %352, align 16, !tbaa !9
  br label %407

407:                                              ; preds = %406, %404
  %408 = phi i8* [ %353, %406 ], [ %352, %404 ]
  %409 = zext i32 %405 to i64
  %410 = getelementptr inbounds i8, i8* %408, i64 %409
  store i8 0, i8* %410, align 1, !tbaa !9
  %411 = sext i32 %405 to i64
  br label %412

412:                                              ; preds = %412, %407
  %413 = phi i64 [ %418, %412 ], [ %411, %407 ]
  %414 = phi i64 [ %420, %412 ], [ %396, %407 ]
  %415 = urem i64 %414, 10
  %416 = trunc i64 %415 to i8
  %417 = or i8 %416, 48
  %418 = add i64 %413, -1
  %419 = getelementptr inbounds i8, i8* %408, i64 %418
  store i8 %417, i8* %419, align 1, !tbaa !9
  %420 = udiv i64 %414, 10
  %421 = icmp ult i64 %414, 10
  br i1 %421, label %422, label %412, !llvm.loop !33

422:                                              ; preds = %412
  %423 = icmp eq i32 %355, 5
  %424 = select i1 %423, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.48, i64 0, i64 0)
  %425 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i64 0, i64 0), i8* noundef nonnull %352, i8* noundef %424)
  %426 = load i8, i8* %352, align 16, !tbaa !9
  %427 = icmp eq i8 %426, 0
  br i1 %427, label %441, label %428

428:                                              ; preds = %422
  %429 = load i32, i32* @check, align 4, !tbaa !5
  br label %430

430:                                              ; preds = %430, %428
  %431 = phi i8 [ %438, %430 ], [ %426, %428 ]
  %432 = phi i8* [ %434, %430 ], [ %352, %428 ]
  %433 = phi i32 [ %437, %430 ], [ %429, %428 ]
  %434 = getelementptr inbounds i8, i8* %432, i64 1
  %435 = zext i8 %431 to i32
  %436 = xor i32 %433, %435
  %437 = mul i32 %436, 16777619
  %438 = load i8, i8* %434, align 1, !tbaa !9
  %439 = icmp eq i8 %438, 0
  br i1 %439, label %440, label %430, !llvm.loop !16

440:                                              ; preds = %430
  store i32 %437, i32* @check, align 4, !tbaa !5
  br label %441

441:                                              ; preds = %422, %440
  %442 = load i32, i32* @check, align 4, !tbaa !5
  %443 = xor i32 %442, 255
  %444 = mul i32 %443, 16777619
  store i32 %444, i32* @check, align 4, !tbaa !5
  %445 = add nuw nsw i32 %355, 1
  %446 = icmp eq i32 %445, 6
  br i1 %446, label %447, label %354, !llvm.loop !34

447:                                              ; preds = %441
  %448 = icmp slt i64 %393, 0
  %449 = sub i64 0, %393
  %450 = select i1 %448, i64 %449, i64 %393
  %451 = icmp ugt i64 %450, 9
  br i1 %451, label %452, label %458

452:                                              ; preds = %447, %452
  %453 = phi i64 [ %455, %452 ], [ %450, %447 ]
  %454 = phi i32 [ %456, %452 ], [ 1, %447 ]
  %455 = udiv i64 %453, 10
  %456 = add nuw nsw i32 %454, 1
  %457 = icmp ugt i64 %453, 99
  br i1 %457, label %452, label %458, !llvm.loop !32

458:                                              ; preds = %452, %447
  %459 = phi i32 [ 1, %447 ], [ %456, %452 ]
  br i1 %448, label %460, label %462

460:                                              ; preds = %458
  %461 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i64 0, i64 1
  store i8 45, i8* %352, align 16, !tbaa !9
  br label %462

462:                                              ; preds = %460, %458
  %463 = phi i8* [ %461, %460 ], [ %352, %458 ]
  %464 = zext i32 %459 to i64
  %465 = getelementptr inbounds i8, i8* %463, i64 %464
  store i8 0, i8* %465, align 1, !tbaa !9
  %466 = sext i32 %459 to i64
  br label %467

467:                                              ; preds = %467, %462
  %468 = phi i64 [ %473, %467 ], [ %466, %462 ]
  %469 = phi i64 [ %475, %467 ], [ %450, %462 ]
  %470 = urem i64 %469, 10
  %471 = trunc i64 %470 to i8
  %472 = or i8 %471, 48
  %473 = add i64 %468, -1
  %474 = getelementptr inbounds i8, i8* %463, i64 %473
  store i8 %472, i8* %474, align 1, !tbaa !9
  %475 = udiv i64 %469, 10
  %476 = icmp ult i64 %469, 10
  br i1 %476, label %477, label %467, !llvm.loop !33

477:                                              ; preds = %467
  %478 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.49, i64 0, i64 0), i8* noundef nonnull %352)
  %479 = load i8, i8* %352, align 16, !tbaa !9
  %480 = icmp eq i8 %479, 0
  br i1 %480, label %494, label %481

481:                                              ; preds = %477
  %482 = load i32, i32* @check, align 4, !tbaa !5
  br label %483

483:                                              ; preds = %483, %481
  %484 = phi i8 [ %491, %483 ], [ %479, %481 ]
  %485 = phi i8* [ %487, %483 ], [ %352, %481 ]
  %486 = phi i32 [ %490, %483 ], [ %482, %481 ]
  %487 = getelementptr inbounds i8, i8* %485, i64 1
  %488 = zext i8 %484 to i32
  %489 = xor i32 %486, %488
  %490 = mul i32 %489, 16777619
  %491 = load i8, i8* %487, align 1, !tbaa !9
  %492 = icmp eq i8 %491, 0
  br i1 %492, label %493, label %483, !llvm.loop !16

493:                                              ; preds = %483
  store i32 %490, i32* @check, align 4, !tbaa !5
  br label %494

494:                                              ; preds = %477, %493
  %495 = load i32, i32* @check, align 4, !tbaa !5
  %496 = xor i32 %495, 255
  %497 = mul i32 %496, 16777619
  store i32 %497, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %352) #13
  %498 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.50, i64 0, i64 0), i32 noundef %497)
  %499 = load i32, i32* @check, align 4, !tbaa !5
  %500 = and i32 %499, 127
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %10) #13
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %9) #13
  ret i32 %500
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strncmp(i8* nocapture noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strncat(i8* noalias noundef returned, i8* noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i8* @strtok(i8* noundef, i8* nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nofree
declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp_str(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = bitcast i8* %0 to i8**
  %4 = load i8*, i8** %3, align 8, !tbaa !13
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 8, !tbaa !13
  %7 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #14
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp_len_then_str(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = bitcast i8* %0 to i8**
  %4 = load i8*, i8** %3, align 8, !tbaa !13
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 8, !tbaa !13
  %7 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %4) #14
  %8 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %6) #14
  %9 = icmp eq i64 %7, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = icmp ult i64 %7, %8
  %12 = select i1 %11, i32 -1, i32 1
  br label %15

13:                                               ; preds = %2
  %14 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #14
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
declare i8* @strncpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp_person(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = getelementptr inbounds i8, i8* %0, i64 16
  %4 = bitcast i8* %3 to i32*
  %5 = load i32, i32* %4, align 4, !tbaa !23
  %6 = getelementptr inbounds i8, i8* %1, i64 16
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %7, align 4, !tbaa !23
  %9 = icmp eq i32 %5, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = icmp slt i32 %5, %8
  %12 = select i1 %11, i32 -1, i32 1
  br label %15

13:                                               ; preds = %2
  %14 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %0, i8* noundef nonnull dereferenceable(1) %1) #14
  br label %15

15:                                               ; preds = %13, %10
  %16 = phi i32 [ %12, %10 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #12

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind }
attributes #12 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #13 = { nounwind }
attributes #14 = { nounwind readonly willreturn }

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
