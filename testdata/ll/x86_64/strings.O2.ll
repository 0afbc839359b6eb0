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
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef 65, i32 noundef %12)
  %29 = load i32, i32* @check, align 4, !tbaa !5
  %30 = xor i32 %29, 65
  %31 = mul i32 %30, 16777619
  store i32 %31, i32* @check, align 4, !tbaa !5
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([65 x i8], [65 x i8]* @.str.3, i64 0, i64 0), i32 noundef 4, i32 noundef 55, i32 noundef 50, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0))
  %33 = load i32, i32* @check, align 4, !tbaa !5
  %34 = xor i32 %33, 5504
  %35 = mul i32 %34, 16777619
  store i32 %35, i32* @check, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %27, %36
  %37 = phi i64 [ 0, %27 ], [ %70, %36 ]
  %38 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %37, i64 0
  %39 = load i8*, i8** %38, align 16, !tbaa !12
  %40 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %37, i64 1
  %41 = load i8*, i8** %40, align 8, !tbaa !12
  %42 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %39, i8* noundef nonnull dereferenceable(1) %41) #14
  %43 = icmp sgt i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = ashr i32 %42, 31
  %46 = add nsw i32 %45, %44
  %47 = tail call i32 @strncmp(i8* noundef nonnull dereferenceable(1) %39, i8* noundef nonnull dereferenceable(1) %41, i64 noundef 4) #14
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
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.17, i64 0, i64 0), i8* noundef nonnull %39, i8* noundef nonnull %41, i32 noundef %46, i32 noundef %51, i32 noundef %60)
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
  br i1 %71, label %72, label %36, !llvm.loop !14

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
  %82 = load i32, i32* @check, align 4, !tbaa !5
  %83 = load i8, i8* %9, align 16, !tbaa !9
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %95, label %85

85:                                               ; preds = %72, %85
  %86 = phi i8 [ %93, %85 ], [ %83, %72 ]
  %87 = phi i8* [ %89, %85 ], [ %9, %72 ]
  %88 = phi i32 [ %92, %85 ], [ %82, %72 ]
  %89 = getelementptr inbounds i8, i8* %87, i64 1
  %90 = zext i8 %86 to i32
  %91 = xor i32 %88, %90
  %92 = mul i32 %91, 16777619
  %93 = load i8, i8* %89, align 1, !tbaa !9
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %95, label %85, !llvm.loop !15

95:                                               ; preds = %85, %72
  %96 = phi i32 [ %82, %72 ], [ %92, %85 ]
  %97 = xor i32 %96, 255
  %98 = mul i32 %97, 16777619
  store i32 %98, i32* @check, align 4, !tbaa !5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(6) %10, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i64 0, i64 0), i64 6, i1 false) #13
  %99 = call i64 @strlen(i8* nonnull %10)
  %100 = getelementptr [256 x i8], [256 x i8]* %2, i64 0, i64 %99
  %101 = bitcast i8* %100 to i16*
  store i16 45, i16* %101, align 1
  %102 = call i8* @strncat(i8* noundef nonnull %10, i8* noundef nonnull dereferenceable(18) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.22, i64 0, i64 0), i64 noundef 6) #13
  %103 = call i64 @strlen(i8* noundef nonnull %10) #14
  %104 = trunc i64 %103 to i32
  %105 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i8* noundef nonnull %10, i32 noundef %104)
  %106 = load i32, i32* @check, align 4, !tbaa !5
  %107 = load i8, i8* %10, align 16, !tbaa !9
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %119, label %109

109:                                              ; preds = %95, %109
  %110 = phi i8 [ %117, %109 ], [ %107, %95 ]
  %111 = phi i8* [ %113, %109 ], [ %10, %95 ]
  %112 = phi i32 [ %116, %109 ], [ %106, %95 ]
  %113 = getelementptr inbounds i8, i8* %111, i64 1
  %114 = zext i8 %110 to i32
  %115 = xor i32 %112, %114
  %116 = mul i32 %115, 16777619
  %117 = load i8, i8* %113, align 1, !tbaa !9
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %119, label %109, !llvm.loop !15

119:                                              ; preds = %109, %95
  %120 = phi i32 [ %106, %95 ], [ %116, %109 ]
  %121 = xor i32 %120, 255
  %122 = mul i32 %121, 16777619
  store i32 %122, i32* @check, align 4, !tbaa !5
  %123 = getelementptr inbounds [66 x i8], [66 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 66, i8* nonnull %123) #13
  %124 = bitcast [32 x i8*]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %124) #13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(66) %123, i8* noundef nonnull align 16 dereferenceable(66) getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i64 0, i64 0), i64 66, i1 false)
  %125 = call i8* @strtok(i8* noundef nonnull %123, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i64 0, i64 0)) #13
  %126 = icmp eq i8* %125, null
  br i1 %126, label %138, label %127

127:                                              ; preds = %119, %127
  %128 = phi i64 [ %130, %127 ], [ 0, %119 ]
  %129 = phi i8* [ %132, %127 ], [ %125, %119 ]
  %130 = add nuw nsw i64 %128, 1
  %131 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 %128
  store i8* %129, i8** %131, align 8, !tbaa !12
  %132 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i64 0, i64 0)) #13
  %133 = icmp ne i8* %132, null
  %134 = icmp ult i64 %128, 31
  %135 = select i1 %133, i1 %134, i1 false
  br i1 %135, label %127, label %136, !llvm.loop !16

136:                                              ; preds = %127
  %137 = trunc i64 %130 to i32
  br label %138

138:                                              ; preds = %136, %119
  %139 = phi i32 [ 0, %119 ], [ %137, %136 ]
  %140 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 0
  %141 = zext i32 %139 to i64
  call void @qsort(i8* noundef nonnull %124, i64 noundef %141, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp_str) #13
  %142 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.25, i64 0, i64 0))
  %143 = icmp eq i32 %139, 0
  br i1 %143, label %179, label %144

144:                                              ; preds = %138, %163
  %145 = phi i64 [ %167, %163 ], [ 0, %138 ]
  %146 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 %145
  %147 = load i8*, i8** %146, align 8, !tbaa !12
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i64 0, i64 0), i8* noundef %147)
  %149 = load i8*, i8** %146, align 8, !tbaa !12
  %150 = load i32, i32* @check, align 4, !tbaa !5
  %151 = load i8, i8* %149, align 1, !tbaa !9
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %163, label %153

153:                                              ; preds = %144, %153
  %154 = phi i8 [ %161, %153 ], [ %151, %144 ]
  %155 = phi i8* [ %157, %153 ], [ %149, %144 ]
  %156 = phi i32 [ %160, %153 ], [ %150, %144 ]
  %157 = getelementptr inbounds i8, i8* %155, i64 1
  %158 = zext i8 %154 to i32
  %159 = xor i32 %156, %158
  %160 = mul i32 %159, 16777619
  %161 = load i8, i8* %157, align 1, !tbaa !9
  %162 = icmp eq i8 %161, 0
  br i1 %162, label %163, label %153, !llvm.loop !15

163:                                              ; preds = %153, %144
  %164 = phi i32 [ %150, %144 ], [ %160, %153 ]
  %165 = xor i32 %164, 255
  %166 = mul i32 %165, 16777619
  store i32 %166, i32* @check, align 4, !tbaa !5
  %167 = add nuw nsw i64 %145, 1
  %168 = icmp eq i64 %167, %141
  br i1 %168, label %169, label %144, !llvm.loop !17

169:                                              ; preds = %163
  %170 = call i32 @putchar(i32 10)
  call void @qsort(i8* noundef nonnull %124, i64 noundef %141, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp_len_then_str) #13
  %171 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.28, i64 0, i64 0))
  br i1 %143, label %182, label %172

172:                                              ; preds = %169, %172
  %173 = phi i64 [ %177, %172 ], [ 0, %169 ]
  %174 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 %173
  %175 = load i8*, i8** %174, align 8, !tbaa !12
  %176 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i64 0, i64 0), i8* noundef %175)
  %177 = add nuw nsw i64 %173, 1
  %178 = icmp eq i64 %177, %141
  br i1 %178, label %182, label %172, !llvm.loop !18

179:                                              ; preds = %138
  %180 = call i32 @putchar(i32 10)
  call void @qsort(i8* noundef nonnull %124, i64 noundef %141, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp_len_then_str) #13
  %181 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.28, i64 0, i64 0))
  br label %182

182:                                              ; preds = %172, %179, %169
  %183 = call i32 @putchar(i32 10)
  %184 = load i8*, i8** %140, align 16, !tbaa !12
  %185 = load i32, i32* @check, align 4, !tbaa !5
  %186 = load i8, i8* %184, align 1, !tbaa !9
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %198, label %188

188:                                              ; preds = %182, %188
  %189 = phi i8 [ %196, %188 ], [ %186, %182 ]
  %190 = phi i8* [ %192, %188 ], [ %184, %182 ]
  %191 = phi i32 [ %195, %188 ], [ %185, %182 ]
  %192 = getelementptr inbounds i8, i8* %190, i64 1
  %193 = zext i8 %189 to i32
  %194 = xor i32 %191, %193
  %195 = mul i32 %194, 16777619
  %196 = load i8, i8* %192, align 1, !tbaa !9
  %197 = icmp eq i8 %196, 0
  br i1 %197, label %198, label %188, !llvm.loop !15

198:                                              ; preds = %188, %182
  %199 = phi i32 [ %185, %182 ], [ %195, %188 ]
  %200 = xor i32 %199, 255
  %201 = mul i32 %200, 16777619
  store i32 %201, i32* @check, align 4, !tbaa !5
  %202 = add nsw i32 %139, -1
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 %203
  %205 = load i8*, i8** %204, align 8, !tbaa !12
  %206 = load i8, i8* %205, align 1, !tbaa !9
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %218, label %208

208:                                              ; preds = %198, %208
  %209 = phi i8 [ %216, %208 ], [ %206, %198 ]
  %210 = phi i8* [ %212, %208 ], [ %205, %198 ]
  %211 = phi i32 [ %215, %208 ], [ %201, %198 ]
  %212 = getelementptr inbounds i8, i8* %210, i64 1
  %213 = zext i8 %209 to i32
  %214 = xor i32 %211, %213
  %215 = mul i32 %214, 16777619
  %216 = load i8, i8* %212, align 1, !tbaa !9
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %218, label %208, !llvm.loop !15

218:                                              ; preds = %208, %198
  %219 = phi i32 [ %201, %198 ], [ %215, %208 ]
  %220 = xor i32 %219, 255
  %221 = mul i32 %220, 16777619
  store i32 %221, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %124) #13
  call void @llvm.lifetime.end.p0i8(i64 66, i8* nonnull %123) #13
  %222 = bitcast [40 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %222) #13
  %223 = mul i32 %8, 12345
  br label %224

224:                                              ; preds = %224, %218
  %225 = phi i64 [ 0, %218 ], [ %244, %224 ]
  %226 = phi i32 [ %223, %218 ], [ %237, %224 ]
  %227 = mul i32 %226, 1103515245
  %228 = add i32 %227, 12345
  %229 = lshr i32 %228, 16
  %230 = trunc i32 %229 to i16
  %231 = urem i16 %230, 1000
  %232 = zext i16 %231 to i32
  %233 = add nsw i32 %232, -500
  %234 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %225
  store i32 %233, i32* %234, align 8, !tbaa !5
  %235 = or i64 %225, 1
  %236 = mul i32 %228, 1103515245
  %237 = add i32 %236, 12345
  %238 = lshr i32 %237, 16
  %239 = trunc i32 %238 to i16
  %240 = urem i16 %239, 1000
  %241 = zext i16 %240 to i32
  %242 = add nsw i32 %241, -500
  %243 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %235
  store i32 %242, i32* %243, align 4, !tbaa !5
  %244 = add nuw nsw i64 %225, 2
  %245 = icmp eq i64 %244, 40
  br i1 %245, label %246, label %224, !llvm.loop !19

246:                                              ; preds = %224
  call void @qsort(i8* noundef nonnull %222, i64 noundef 40, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_int_desc) #13
  %247 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0))
  %248 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 0
  %249 = load i32, i32* %248, align 16, !tbaa !5
  %250 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef %249)
  %251 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 4
  %252 = load i32, i32* %251, align 16, !tbaa !5
  %253 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef %252)
  %254 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 8
  %255 = load i32, i32* %254, align 16, !tbaa !5
  %256 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef %255)
  %257 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 12
  %258 = load i32, i32* %257, align 16, !tbaa !5
  %259 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef %258)
  %260 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 16
  %261 = load i32, i32* %260, align 16, !tbaa !5
  %262 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef %261)
  %263 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 20
  %264 = load i32, i32* %263, align 16, !tbaa !5
  %265 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef %264)
  %266 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 24
  %267 = load i32, i32* %266, align 16, !tbaa !5
  %268 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef %267)
  %269 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 28
  %270 = load i32, i32* %269, align 16, !tbaa !5
  %271 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef %270)
  %272 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 32
  %273 = load i32, i32* %272, align 16, !tbaa !5
  %274 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef %273)
  %275 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 36
  %276 = load i32, i32* %275, align 16, !tbaa !5
  %277 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef %276)
  %278 = call i32 @putchar(i32 10)
  %279 = load i32, i32* @check, align 4, !tbaa !5
  br label %280

280:                                              ; preds = %280, %246
  %281 = phi i64 [ 0, %246 ], [ %307, %280 ]
  %282 = phi i32 [ %279, %246 ], [ %306, %280 ]
  %283 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %281
  %284 = load i32, i32* %283, align 4, !tbaa !5
  %285 = xor i32 %282, %284
  %286 = mul i32 %285, 16777619
  %287 = add nuw nsw i64 %281, 1
  %288 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %287
  %289 = load i32, i32* %288, align 4, !tbaa !5
  %290 = xor i32 %286, %289
  %291 = mul i32 %290, 16777619
  %292 = add nuw nsw i64 %281, 2
  %293 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %292
  %294 = load i32, i32* %293, align 4, !tbaa !5
  %295 = xor i32 %291, %294
  %296 = mul i32 %295, 16777619
  %297 = add nuw nsw i64 %281, 3
  %298 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %297
  %299 = load i32, i32* %298, align 4, !tbaa !5
  %300 = xor i32 %296, %299
  %301 = mul i32 %300, 16777619
  %302 = add nuw nsw i64 %281, 4
  %303 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %302
  %304 = load i32, i32* %303, align 4, !tbaa !5
  %305 = xor i32 %301, %304
  %306 = mul i32 %305, 16777619
  %307 = add nuw nsw i64 %281, 5
  %308 = icmp eq i64 %307, 40
  br i1 %308, label %309, label %280, !llvm.loop !20

309:                                              ; preds = %280
  store i32 %306, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %222) #13
  %310 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 240, i8* nonnull %310) #13
  br label %311

311:                                              ; preds = %309, %311
  %312 = phi i64 [ 0, %309 ], [ %325, %311 ]
  %313 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %312, i32 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %313, i8 0, i64 24, i1 false)
  %314 = shl i64 %312, 2
  %315 = call i8* @llvm.load.relative.i64(i8* bitcast ([10 x i32]* @reltable.main to i8*), i64 %314)
  %316 = call i8* @strncpy(i8* noundef nonnull %313, i8* noundef nonnull dereferenceable(1) %315, i64 noundef 15) #13
  %317 = trunc i64 %312 to i32
  %318 = mul i32 %317, 7
  %319 = and i32 %318, 3
  %320 = mul nuw nsw i32 %319, 5
  %321 = add nuw nsw i32 %320, 20
  %322 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %312, i32 1
  store i32 %321, i32* %322, align 8, !tbaa !21
  %323 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %312, i32 2
  %324 = trunc i64 %312 to i32
  store i32 %324, i32* %323, align 4, !tbaa !23
  %325 = add nuw nsw i64 %312, 1
  %326 = icmp eq i64 %325, 10
  br i1 %326, label %327, label %311, !llvm.loop !24

327:                                              ; preds = %311
  call void @qsort(i8* noundef nonnull %310, i64 noundef 10, i64 noundef 24, i32 (i8*, i8*)* noundef nonnull @cmp_person) #13
  br label %328

328:                                              ; preds = %327, %328
  %329 = phi i64 [ 0, %327 ], [ %342, %328 ]
  %330 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %329, i32 0, i64 0
  %331 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %329, i32 1
  %332 = load i32, i32* %331, align 8, !tbaa !21
  %333 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %329, i32 2
  %334 = load i32, i32* %333, align 4, !tbaa !23
  %335 = icmp eq i64 %329, 9
  %336 = select i1 %335, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.42, i64 0, i64 0)
  %337 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i64 0, i64 0), i8* noundef nonnull %330, i32 noundef %332, i32 noundef %334, i8* noundef %336)
  %338 = load i32, i32* %333, align 4, !tbaa !23
  %339 = load i32, i32* @check, align 4, !tbaa !5
  %340 = xor i32 %339, %338
  %341 = mul i32 %340, 16777619
  store i32 %341, i32* @check, align 4, !tbaa !5
  %342 = add nuw nsw i64 %329, 1
  %343 = icmp eq i64 %342, 10
  br i1 %343, label %344, label %328, !llvm.loop !25

344:                                              ; preds = %328
  call void @llvm.lifetime.end.p0i8(i64 240, i8* nonnull %310) #13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(27) %9, i8* noundef nonnull align 1 dereferenceable(27) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.43, i64 0, i64 0), i64 27, i1 false) #13
  %345 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %9) #14
  %346 = icmp ugt i64 %345, 1
  br i1 %346, label %347, label %365

347:                                              ; preds = %344
  %348 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 0
  %349 = add i64 %345, -1
  %350 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 %349
  %351 = load i8, i8* %350, align 1, !tbaa !9
  store i8 %351, i8* %348, align 16, !tbaa !9
  store i8 72, i8* %350, align 1, !tbaa !9
  %352 = icmp ugt i64 %349, 2
  br i1 %352, label %353, label %365, !llvm.loop !26

353:                                              ; preds = %347, %353
  %354 = phi i64 [ %363, %353 ], [ 2, %347 ]
  %355 = phi i64 [ %360, %353 ], [ %349, %347 ]
  %356 = phi i64 [ %354, %353 ], [ 1, %347 ]
  %357 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 %356
  %358 = load i8, i8* %357, align 1, !tbaa !9
  %359 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 %356
  %360 = add i64 %355, -1
  %361 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 %360
  %362 = load i8, i8* %361, align 1, !tbaa !9
  store i8 %362, i8* %359, align 1, !tbaa !9
  store i8 %358, i8* %361, align 1, !tbaa !9
  %363 = add nuw i64 %354, 1
  %364 = icmp ugt i64 %360, %363
  br i1 %364, label %353, label %365, !llvm.loop !26

365:                                              ; preds = %353, %347, %344
  %366 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.44, i64 0, i64 0), i8* noundef nonnull %9)
  %367 = load i8, i8* %9, align 16, !tbaa !9
  %368 = icmp eq i8 %367, 0
  br i1 %368, label %380, label %369

369:                                              ; preds = %365, %376
  %370 = phi i8 [ %378, %376 ], [ %367, %365 ]
  %371 = phi i8* [ %377, %376 ], [ %9, %365 ]
  %372 = add i8 %370, -97
  %373 = icmp ult i8 %372, 26
  br i1 %373, label %374, label %376

374:                                              ; preds = %369
  %375 = add nsw i8 %370, -32
  store i8 %375, i8* %371, align 1, !tbaa !9
  br label %376

376:                                              ; preds = %374, %369
  %377 = getelementptr inbounds i8, i8* %371, i64 1
  %378 = load i8, i8* %377, align 1, !tbaa !9
  %379 = icmp eq i8 %378, 0
  br i1 %379, label %380, label %369, !llvm.loop !27

380:                                              ; preds = %376, %365
  %381 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.45, i64 0, i64 0), i8* noundef nonnull %9)
  %382 = load i32, i32* @check, align 4, !tbaa !5
  %383 = load i8, i8* %9, align 16, !tbaa !9
  %384 = icmp eq i8 %383, 0
  br i1 %384, label %395, label %385

385:                                              ; preds = %380, %385
  %386 = phi i8 [ %393, %385 ], [ %383, %380 ]
  %387 = phi i8* [ %389, %385 ], [ %9, %380 ]
  %388 = phi i32 [ %392, %385 ], [ %382, %380 ]
  %389 = getelementptr inbounds i8, i8* %387, i64 1
  %390 = zext i8 %386 to i32
  %391 = xor i32 %388, %390
  %392 = mul i32 %391, 16777619
  %393 = load i8, i8* %389, align 1, !tbaa !9
  %394 = icmp eq i8 %393, 0
  br i1 %394, label %395, label %385, !llvm.loop !15

395:                                              ; preds = %385, %380
  %396 = phi i32 [ %382, %380 ], [ %392, %385 ]
  %397 = xor i32 %396, 255
  %398 = mul i32 %397, 16777619
  store i32 %398, i32* @check, align 4, !tbaa !5
  %399 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %399) #13
  %400 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i64 0, i64 1
  br label %401

401:                                              ; preds = %395, %487
  %402 = phi i32 [ 0, %395 ], [ %491, %487 ]
  %403 = phi i64 [ 0, %395 ], [ %441, %487 ]
  %404 = phi i8* [ getelementptr inbounds ([41 x i8], [41 x i8]* @.str.46, i64 0, i64 0), %395 ], [ %435, %487 ]
  br label %405

405:                                              ; preds = %401, %408
  %406 = phi i8* [ %409, %408 ], [ %404, %401 ]
  %407 = load i8, i8* %406, align 1, !tbaa !9
  switch i8 %407, label %415 [
    i8 32, label %408
    i8 45, label %410
    i8 43, label %410
  ]

408:                                              ; preds = %405
  %409 = getelementptr inbounds i8, i8* %406, i64 1
  br label %405, !llvm.loop !28

410:                                              ; preds = %405, %405
  %411 = getelementptr inbounds i8, i8* %406, i64 1
  %412 = icmp eq i8 %407, 45
  %413 = zext i1 %412 to i32
  %414 = load i8, i8* %411, align 1, !tbaa !9
  br label %415

415:                                              ; preds = %405, %410
  %416 = phi i8 [ %414, %410 ], [ %407, %405 ]
  %417 = phi i8* [ %411, %410 ], [ %406, %405 ]
  %418 = phi i32 [ %413, %410 ], [ 0, %405 ]
  %419 = add i8 %416, -48
  %420 = icmp ult i8 %419, 10
  br i1 %420, label %421, label %434

421:                                              ; preds = %415, %421
  %422 = phi i8 [ %431, %421 ], [ %416, %415 ]
  %423 = phi i64 [ %430, %421 ], [ 0, %415 ]
  %424 = phi i8* [ %427, %421 ], [ %417, %415 ]
  %425 = zext i8 %422 to i64
  %426 = mul nsw i64 %423, 10
  %427 = getelementptr inbounds i8, i8* %424, i64 1
  %428 = add nuw nsw i64 %425, 4294967248
  %429 = and i64 %428, 4294967295
  %430 = add nsw i64 %429, %426
  %431 = load i8, i8* %427, align 1, !tbaa !9
  %432 = add i8 %431, -48
  %433 = icmp ult i8 %432, 10
  br i1 %433, label %421, label %434, !llvm.loop !29

434:                                              ; preds = %421, %415
  %435 = phi i8* [ %417, %415 ], [ %427, %421 ]
  %436 = phi i64 [ 0, %415 ], [ %430, %421 ]
  %437 = icmp eq i32 %418, 0
  %438 = sub nsw i64 0, %436
  %439 = select i1 %437, i64 %436, i64 %438
  %440 = sdiv i64 %439, 2
  %441 = add nsw i64 %440, %403
  %442 = icmp slt i64 %439, 0
  %443 = sub i64 0, %439
  %444 = select i1 %442, i64 %443, i64 %439
  %445 = icmp ugt i64 %444, 9
  br i1 %445, label %446, label %452

446:                                              ; preds = %434, %446
  %447 = phi i64 [ %449, %446 ], [ %444, %434 ]
  %448 = phi i32 [ %450, %446 ], [ 1, %434 ]
  %449 = udiv i64 %447, 10
  %450 = add nuw nsw i32 %448, 1
  %451 = icmp ugt i64 %447, 99
  br i1 %451, label %446, label %452, !llvm.loop !30

452:                                              ; preds = %446, %434
  %453 = phi i32 [ 1, %434 ], [ %450, %446 ]
  br i1 %442, label %454, label %455

454:                                              ; preds = %452
  store i8 45, i8* %399, align 16, !tbaa !9
  br label %455

455:                                              ; preds = %454, %452
  %456 = phi i8* [ %400, %454 ], [ %399, %452 ]
  %457 = zext i32 %453 to i64
  %458 = getelementptr inbounds i8, i8* %456, i64 %457
  store i8 0, i8* %458, align 1, !tbaa !9
  %459 = sext i32 %453 to i64
  br label %460

460:                                              ; preds = %460, %455
  %461 = phi i64 [ %466, %460 ], [ %459, %455 ]
  %462 = phi i64 [ %468, %460 ], [ %444, %455 ]
  %463 = urem i64 %462, 10
  %464 = trunc i64 %463 to i8
  %465 = or i8 %464, 48
  %466 = add i64 %461, -1
  %467 = getelementptr inbounds i8, i8* %456, i64 %466
  store i8 %465, i8* %467, align 1, !tbaa !9
  %468 = udiv i64 %462, 10
  %469 = icmp ult i64 %462, 10
  br i1 %469, label %470, label %460, !llvm.loop !31

470:                                              ; preds = %460
  %471 = icmp eq i32 %402, 5
  %472 = select i1 %471, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.48, i64 0, i64 0)
  %473 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i64 0, i64 0), i8* noundef nonnull %399, i8* noundef %472)
  %474 = load i32, i32* @check, align 4, !tbaa !5
  %475 = load i8, i8* %399, align 16, !tbaa !9
  %476 = icmp eq i8 %475, 0
  br i1 %476, label %487, label %477

477:                                              ; preds = %470, %477
  %478 = phi i8 [ %485, %477 ], [ %475, %470 ]
  %479 = phi i8* [ %481, %477 ], [ %399, %470 ]
  %480 = phi i32 [ %484, %477 ], [ %474, %470 ]
  %481 = getelementptr inbounds i8, i8* %479, i64 1
  %482 = zext i8 %478 to i32
  %483 = xor i32 %480, %482
  %484 = mul i32 %483, 16777619
  %485 = load i8, i8* %481, align 1, !tbaa !9
  %486 = icmp eq i8 %485, 0
  br i1 %486, label %487, label %477, !llvm.loop !15

487:                                              ; preds = %477, %470
  %488 = phi i32 [ %474, %470 ], [ %484, %477 ]
  %489 = xor i32 %488, 255
  %490 = mul i32 %489, 16777619
  store i32 %490, i32* @check, align 4, !tbaa !5
  %491 = add nuw nsw i32 %402, 1
  %492 = icmp eq i32 %491, 6
  br i1 %492, label %493, label %401, !llvm.loop !32

493:                                              ; preds = %487
  %494 = icmp slt i64 %441, 0
  %495 = sub i64 0, %441
  %496 = select i1 %494, i64 %495, i64 %441
  %497 = icmp ugt i64 %496, 9
  br i1 %497, label %498, label %504

498:                                              ; preds = %493, %498
  %499 = phi i64 [ %501, %498 ], [ %496, %493 ]
  %500 = phi i32 [ %502, %498 ], [ 1, %493 ]
  %501 = udiv i64 %499, 10
  %502 = add nuw nsw i32 %500, 1
  %503 = icmp ugt i64 %499, 99
  br i1 %503, label %498, label %504, !llvm.loop !30

504:                                              ; preds = %498, %493
  %505 = phi i32 [ 1, %493 ], [ %502, %498 ]
  br i1 %494, label %506, label %507

506:                                              ; preds = %504
  store i8 45, i8* %399, align 16, !tbaa !9
  br label %507

507:                                              ; preds = %506, %504
  %508 = phi i8* [ %400, %506 ], [ %399, %504 ]
  %509 = zext i32 %505 to i64
  %510 = getelementptr inbounds i8, i8* %508, i64 %509
  store i8 0, i8* %510, align 1, !tbaa !9
  %511 = sext i32 %505 to i64
  br label %512

512:                                              ; preds = %512, %507
  %513 = phi i64 [ %518, %512 ], [ %511, %507 ]
  %514 = phi i64 [ %520, %512 ], [ %496, %507 ]
  %515 = urem i64 %514, 10
  %516 = trunc i64 %515 to i8
  %517 = or i8 %516, 48
  %518 = add i64 %513, -1
  %519 = getelementptr inbounds i8, i8* %508, i64 %518
  store i8 %517, i8* %519, align 1, !tbaa !9
  %520 = udiv i64 %514, 10
  %521 = icmp ult i64 %514, 10
  br i1 %521, label %522, label %512, !llvm.loop !31

522:                                              ; preds = %512
  %523 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.49, i64 0, i64 0), i8* noundef nonnull %399)
  %524 = load i32, i32* @check, align 4, !tbaa !5
  %525 = load i8, i8* %399, align 16, !tbaa !9
  %526 = icmp eq i8 %525, 0
  br i1 %526, label %537, label %527

527:                                              ; preds = %522, %527
  %528 = phi i8 [ %535, %527 ], [ %525, %522 ]
  %529 = phi i8* [ %531, %527 ], [ %399, %522 ]
  %530 = phi i32 [ %534, %527 ], [ %524, %522 ]
  %531 = getelementptr inbounds i8, i8* %529, i64 1
  %532 = zext i8 %528 to i32
  %533 = xor i32 %530, %532
  %534 = mul i32 %533, 16777619
  %535 = load i8, i8* %531, align 1, !tbaa !9
  %536 = icmp eq i8 %535, 0
  br i1 %536, label %537, label %527, !llvm.loop !15

537:                                              ; preds = %527, %522
  %538 = phi i32 [ %524, %522 ], [ %534, %527 ]
  %539 = xor i32 %538, 255
  %540 = mul i32 %539, 16777619
  store i32 %540, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %399) #13
  %541 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.50, i64 0, i64 0), i32 noundef %540)
  %542 = load i32, i32* @check, align 4, !tbaa !5
  %543 = and i32 %542, 127
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %10) #13
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %9) #13
  ret i32 %543
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
  %4 = load i8*, i8** %3, align 8, !tbaa !12
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 8, !tbaa !12
  %7 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #14
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @cmp_len_then_str(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = bitcast i8* %0 to i8**
  %4 = load i8*, i8** %3, align 8, !tbaa !12
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 8, !tbaa !12
  %7 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %4) #14
  %8 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %6) #14
  %9 = icmp eq i64 %7, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = icmp ult i64 %7, %8
  %12 = select i1 %11, i32 -1, i32 1
  br label %15

13:                                               ; preds = %2
  %14 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #14
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
  %5 = load i32, i32* %4, align 4, !tbaa !21
  %6 = getelementptr inbounds i8, i8* %1, i64 16
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %7, align 4, !tbaa !21
  %9 = icmp eq i32 %5, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = icmp slt i32 %5, %8
  %12 = select i1 %11, i32 -1, i32 1
  br label %15

13:                                               ; preds = %2
  %14 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %0, i8* noundef nonnull dereferenceable(1) %1) #14
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
