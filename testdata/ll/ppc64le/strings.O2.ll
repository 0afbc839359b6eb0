; ModuleID = 'c/strings.c'
source_filename = "c/strings.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

%struct.person = type { [16 x i8], i32, i32 }

@vone = internal global i32 1, align 4
@main.text = internal unnamed_addr constant [66 x i8] c"the quick brown fox jumps over the lazy dog, then the dog sleeps.\00", align 1
@.str = private unnamed_addr constant [17 x i8] c"len=%d words=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [65 x i8] c"strchr q at %d, strrchr o at %d, strstr 'the dog' at %d, cat %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@main.pairs = internal unnamed_addr constant [6 x [2 x i8*]] [[2 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i32 0, i32 0)]], align 8
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
@main.names = internal unnamed_addr constant [10 x i8*] [i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.31, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.32, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.33, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.36, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.37, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.38, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.39, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i32 0, i32 0)], align 8
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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i8], align 1
  %2 = alloca [256 x i8], align 1
  %3 = alloca [66 x i8], align 1
  %4 = alloca [32 x i8*], align 8
  %5 = alloca [40 x i32], align 4
  %6 = alloca [10 x %struct.person], align 4
  %7 = alloca [32 x i8], align 1
  %8 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %9 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %9) #12
  %10 = getelementptr inbounds [256 x i8], [256 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %10) #12
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
  %28 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef signext 65, i32 noundef signext %12)
  %29 = load i32, i32* @check, align 4, !tbaa !5
  %30 = xor i32 %29, 65
  %31 = mul i32 %30, 16777619
  store i32 %31, i32* @check, align 4, !tbaa !5
  %32 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([65 x i8], [65 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 4, i32 noundef signext 55, i32 noundef signext 50, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0))
  %33 = load i32, i32* @check, align 4, !tbaa !5
  %34 = xor i32 %33, 5504
  %35 = mul i32 %34, 16777619
  store i32 %35, i32* @check, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %27, %36
  %37 = phi i64 [ 0, %27 ], [ %70, %36 ]
  %38 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %37, i64 0
  %39 = load i8*, i8** %38, align 8, !tbaa !12
  %40 = getelementptr inbounds [6 x [2 x i8*]], [6 x [2 x i8*]]* @main.pairs, i64 0, i64 %37, i64 1
  %41 = load i8*, i8** %40, align 8, !tbaa !12
  %42 = tail call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %39, i8* noundef nonnull dereferenceable(1) %41) #13
  %43 = icmp sgt i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = ashr i32 %42, 31
  %46 = add nsw i32 %45, %44
  %47 = tail call signext i32 @strncmp(i8* noundef nonnull dereferenceable(1) %39, i8* noundef nonnull dereferenceable(1) %41, i64 noundef 4) #13
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
  %61 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.17, i64 0, i64 0), i8* noundef nonnull %39, i8* noundef nonnull %41, i32 noundef signext %46, i32 noundef signext %51, i32 noundef signext %60)
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
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(40) %9, i8 46, i64 40, i1 false)
  %73 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 40
  store i8 0, i8* %73, align 1, !tbaa !9
  %74 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 5
  %75 = bitcast i8* %74 to i64*
  store i64 8243122732010005874, i64* %75, align 1
  %76 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 9
  %77 = sext i32 %8 to i64
  %78 = shl nsw i64 %77, 3
  call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 1 %76, i8* nonnull align 1 %74, i64 %78, i1 false)
  %79 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 30
  %80 = mul nsw i64 %77, 5
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %79, i8 35, i64 %80, i1 false)
  %81 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull %9)
  %82 = load i32, i32* @check, align 4, !tbaa !5
  %83 = load i8, i8* %9, align 1, !tbaa !9
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
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %10, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i64 0, i64 0), i64 6, i1 false) #12
  %99 = call i64 @strlen(i8* nonnull %10)
  %100 = getelementptr [256 x i8], [256 x i8]* %2, i64 0, i64 %99
  %101 = bitcast i8* %100 to i16*
  store i16 45, i16* %101, align 1
  %102 = call i8* @strncat(i8* noundef nonnull %10, i8* noundef nonnull dereferenceable(18) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.22, i64 0, i64 0), i64 noundef 6) #12
  %103 = call i64 @strlen(i8* noundef nonnull %10) #13
  %104 = trunc i64 %103 to i32
  %105 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i8* noundef nonnull %10, i32 noundef signext %104)
  %106 = load i32, i32* @check, align 4, !tbaa !5
  %107 = load i8, i8* %10, align 1, !tbaa !9
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
  call void @llvm.lifetime.start.p0i8(i64 66, i8* nonnull %123) #12
  %124 = bitcast [32 x i8*]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %124) #12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(66) %123, i8* noundef nonnull align 1 dereferenceable(66) getelementptr inbounds ([66 x i8], [66 x i8]* @main.text, i64 0, i64 0), i64 66, i1 false)
  %125 = call i8* @strtok(i8* noundef nonnull %123, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i64 0, i64 0)) #12
  %126 = icmp eq i8* %125, null
  br i1 %126, label %138, label %127

127:                                              ; preds = %119, %127
  %128 = phi i64 [ %130, %127 ], [ 0, %119 ]
  %129 = phi i8* [ %132, %127 ], [ %125, %119 ]
  %130 = add nuw nsw i64 %128, 1
  %131 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 %128
  store i8* %129, i8** %131, align 8, !tbaa !12
  %132 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i64 0, i64 0)) #12
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
  call void @qsort(i8* noundef nonnull %124, i64 noundef %141, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp_str) #12
  %142 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.25, i64 0, i64 0))
  %143 = icmp eq i32 %139, 0
  br i1 %143, label %179, label %144

144:                                              ; preds = %138, %163
  %145 = phi i64 [ %167, %163 ], [ 0, %138 ]
  %146 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 %145
  %147 = load i8*, i8** %146, align 8, !tbaa !12
  %148 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i64 0, i64 0), i8* noundef %147)
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
  call void @qsort(i8* noundef nonnull %124, i64 noundef %141, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp_len_then_str) #12
  %171 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.28, i64 0, i64 0))
  br i1 %143, label %182, label %172

172:                                              ; preds = %169, %172
  %173 = phi i64 [ %177, %172 ], [ 0, %169 ]
  %174 = getelementptr inbounds [32 x i8*], [32 x i8*]* %4, i64 0, i64 %173
  %175 = load i8*, i8** %174, align 8, !tbaa !12
  %176 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i64 0, i64 0), i8* noundef %175)
  %177 = add nuw nsw i64 %173, 1
  %178 = icmp eq i64 %177, %141
  br i1 %178, label %182, label %172, !llvm.loop !18

179:                                              ; preds = %138
  %180 = call i32 @putchar(i32 10)
  call void @qsort(i8* noundef nonnull %124, i64 noundef %141, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp_len_then_str) #12
  %181 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.28, i64 0, i64 0))
  br label %182

182:                                              ; preds = %172, %179, %169
  %183 = call i32 @putchar(i32 10)
  %184 = load i8*, i8** %140, align 8, !tbaa !12
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
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %124) #12
  call void @llvm.lifetime.end.p0i8(i64 66, i8* nonnull %123) #12
  %222 = bitcast [40 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %222) #12
  %223 = mul i32 %8, 12345
  br label %224

224:                                              ; preds = %224, %218
  %225 = phi i64 [ 0, %218 ], [ %262, %224 ]
  %226 = phi i32 [ %223, %218 ], [ %255, %224 ]
  %227 = mul i32 %226, 1103515245
  %228 = add i32 %227, 12345
  %229 = lshr i32 %228, 16
  %230 = trunc i32 %229 to i16
  %231 = urem i16 %230, 1000
  %232 = zext i16 %231 to i32
  %233 = add nsw i32 %232, -500
  %234 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %225
  store i32 %233, i32* %234, align 4, !tbaa !5
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
  %244 = or i64 %225, 2
  %245 = mul i32 %237, 1103515245
  %246 = add i32 %245, 12345
  %247 = lshr i32 %246, 16
  %248 = trunc i32 %247 to i16
  %249 = urem i16 %248, 1000
  %250 = zext i16 %249 to i32
  %251 = add nsw i32 %250, -500
  %252 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %244
  store i32 %251, i32* %252, align 4, !tbaa !5
  %253 = or i64 %225, 3
  %254 = mul i32 %246, 1103515245
  %255 = add i32 %254, 12345
  %256 = lshr i32 %255, 16
  %257 = trunc i32 %256 to i16
  %258 = urem i16 %257, 1000
  %259 = zext i16 %258 to i32
  %260 = add nsw i32 %259, -500
  %261 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %253
  store i32 %260, i32* %261, align 4, !tbaa !5
  %262 = add nuw nsw i64 %225, 4
  %263 = icmp eq i64 %262, 40
  br i1 %263, label %264, label %224, !llvm.loop !19

264:                                              ; preds = %224
  call void @qsort(i8* noundef nonnull %222, i64 noundef 40, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_int_desc) #12
  %265 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0))
  %266 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 0
  %267 = load i32, i32* %266, align 4, !tbaa !5
  %268 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef signext %267)
  %269 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 4
  %270 = load i32, i32* %269, align 4, !tbaa !5
  %271 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef signext %270)
  %272 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 8
  %273 = load i32, i32* %272, align 4, !tbaa !5
  %274 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef signext %273)
  %275 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 12
  %276 = load i32, i32* %275, align 4, !tbaa !5
  %277 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef signext %276)
  %278 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 16
  %279 = load i32, i32* %278, align 4, !tbaa !5
  %280 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef signext %279)
  %281 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 20
  %282 = load i32, i32* %281, align 4, !tbaa !5
  %283 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef signext %282)
  %284 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 24
  %285 = load i32, i32* %284, align 4, !tbaa !5
  %286 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef signext %285)
  %287 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 28
  %288 = load i32, i32* %287, align 4, !tbaa !5
  %289 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef signext %288)
  %290 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 32
  %291 = load i32, i32* %290, align 4, !tbaa !5
  %292 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef signext %291)
  %293 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 36
  %294 = load i32, i32* %293, align 4, !tbaa !5
  %295 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0), i32 noundef signext %294)
  %296 = call i32 @putchar(i32 10)
  %297 = load i32, i32* @check, align 4, !tbaa !5
  br label %298

298:                                              ; preds = %298, %264
  %299 = phi i64 [ 0, %264 ], [ %350, %298 ]
  %300 = phi i32 [ %297, %264 ], [ %349, %298 ]
  %301 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %299
  %302 = load i32, i32* %301, align 4, !tbaa !5
  %303 = xor i32 %300, %302
  %304 = mul i32 %303, 16777619
  %305 = or i64 %299, 1
  %306 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %305
  %307 = load i32, i32* %306, align 4, !tbaa !5
  %308 = xor i32 %304, %307
  %309 = mul i32 %308, 16777619
  %310 = add nuw nsw i64 %299, 2
  %311 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %310
  %312 = load i32, i32* %311, align 4, !tbaa !5
  %313 = xor i32 %309, %312
  %314 = mul i32 %313, 16777619
  %315 = add nuw nsw i64 %299, 3
  %316 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %315
  %317 = load i32, i32* %316, align 4, !tbaa !5
  %318 = xor i32 %314, %317
  %319 = mul i32 %318, 16777619
  %320 = add nuw nsw i64 %299, 4
  %321 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %320
  %322 = load i32, i32* %321, align 4, !tbaa !5
  %323 = xor i32 %319, %322
  %324 = mul i32 %323, 16777619
  %325 = add nuw nsw i64 %299, 5
  %326 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %325
  %327 = load i32, i32* %326, align 4, !tbaa !5
  %328 = xor i32 %324, %327
  %329 = mul i32 %328, 16777619
  %330 = add nuw nsw i64 %299, 6
  %331 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %330
  %332 = load i32, i32* %331, align 4, !tbaa !5
  %333 = xor i32 %329, %332
  %334 = mul i32 %333, 16777619
  %335 = add nuw nsw i64 %299, 7
  %336 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %335
  %337 = load i32, i32* %336, align 4, !tbaa !5
  %338 = xor i32 %334, %337
  %339 = mul i32 %338, 16777619
  %340 = add nuw nsw i64 %299, 8
  %341 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %340
  %342 = load i32, i32* %341, align 4, !tbaa !5
  %343 = xor i32 %339, %342
  %344 = mul i32 %343, 16777619
  %345 = add nuw nsw i64 %299, 9
  %346 = getelementptr inbounds [40 x i32], [40 x i32]* %5, i64 0, i64 %345
  %347 = load i32, i32* %346, align 4, !tbaa !5
  %348 = xor i32 %344, %347
  %349 = mul i32 %348, 16777619
  %350 = add nuw nsw i64 %299, 10
  %351 = icmp eq i64 %350, 40
  br i1 %351, label %352, label %298, !llvm.loop !20

352:                                              ; preds = %298
  store i32 %349, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %222) #12
  %353 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 240, i8* nonnull %353) #12
  br label %354

354:                                              ; preds = %352, %354
  %355 = phi i64 [ 0, %352 ], [ %368, %354 ]
  %356 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %355, i32 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(24) %356, i8 0, i64 24, i1 false)
  %357 = getelementptr inbounds [10 x i8*], [10 x i8*]* @main.names, i64 0, i64 %355
  %358 = load i8*, i8** %357, align 8, !tbaa !12
  %359 = call i8* @strncpy(i8* noundef nonnull %356, i8* noundef nonnull dereferenceable(1) %358, i64 noundef 15) #12
  %360 = trunc i64 %355 to i32
  %361 = mul i32 %360, 7
  %362 = and i32 %361, 3
  %363 = mul nuw nsw i32 %362, 5
  %364 = add nuw nsw i32 %363, 20
  %365 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %355, i32 1
  store i32 %364, i32* %365, align 4, !tbaa !21
  %366 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %355, i32 2
  %367 = trunc i64 %355 to i32
  store i32 %367, i32* %366, align 4, !tbaa !23
  %368 = add nuw nsw i64 %355, 1
  %369 = icmp eq i64 %368, 10
  br i1 %369, label %370, label %354, !llvm.loop !24

370:                                              ; preds = %354
  call void @qsort(i8* noundef nonnull %353, i64 noundef 10, i64 noundef 24, i32 (i8*, i8*)* noundef nonnull @cmp_person) #12
  br label %371

371:                                              ; preds = %370, %371
  %372 = phi i64 [ 0, %370 ], [ %385, %371 ]
  %373 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %372, i32 0, i64 0
  %374 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %372, i32 1
  %375 = load i32, i32* %374, align 4, !tbaa !21
  %376 = getelementptr inbounds [10 x %struct.person], [10 x %struct.person]* %6, i64 0, i64 %372, i32 2
  %377 = load i32, i32* %376, align 4, !tbaa !23
  %378 = icmp eq i64 %372, 9
  %379 = select i1 %378, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.42, i64 0, i64 0)
  %380 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i64 0, i64 0), i8* noundef nonnull %373, i32 noundef signext %375, i32 noundef signext %377, i8* noundef %379)
  %381 = load i32, i32* %376, align 4, !tbaa !23
  %382 = load i32, i32* @check, align 4, !tbaa !5
  %383 = xor i32 %382, %381
  %384 = mul i32 %383, 16777619
  store i32 %384, i32* @check, align 4, !tbaa !5
  %385 = add nuw nsw i64 %372, 1
  %386 = icmp eq i64 %385, 10
  br i1 %386, label %387, label %371, !llvm.loop !25

387:                                              ; preds = %371
  call void @llvm.lifetime.end.p0i8(i64 240, i8* nonnull %353) #12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(27) %9, i8* noundef nonnull align 1 dereferenceable(27) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.43, i64 0, i64 0), i64 27, i1 false) #12
  %388 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %9) #13
  %389 = icmp ugt i64 %388, 1
  br i1 %389, label %390, label %408

390:                                              ; preds = %387
  %391 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 0
  %392 = add i64 %388, -1
  %393 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 %392
  %394 = load i8, i8* %393, align 1, !tbaa !9
  store i8 %394, i8* %391, align 1, !tbaa !9
  store i8 72, i8* %393, align 1, !tbaa !9
  %395 = icmp ugt i64 %392, 2
  br i1 %395, label %396, label %408, !llvm.loop !26

396:                                              ; preds = %390, %396
  %397 = phi i64 [ %406, %396 ], [ 2, %390 ]
  %398 = phi i64 [ %403, %396 ], [ %392, %390 ]
  %399 = phi i64 [ %397, %396 ], [ 1, %390 ]
  %400 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 %399
  %401 = load i8, i8* %400, align 1, !tbaa !9
  %402 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 %399
  %403 = add i64 %398, -1
  %404 = getelementptr inbounds [256 x i8], [256 x i8]* %1, i64 0, i64 %403
  %405 = load i8, i8* %404, align 1, !tbaa !9
  store i8 %405, i8* %402, align 1, !tbaa !9
  store i8 %401, i8* %404, align 1, !tbaa !9
  %406 = add nuw i64 %397, 1
  %407 = icmp ugt i64 %403, %406
  br i1 %407, label %396, label %408, !llvm.loop !26

408:                                              ; preds = %396, %390, %387
  %409 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.44, i64 0, i64 0), i8* noundef nonnull %9)
  %410 = load i8, i8* %9, align 1, !tbaa !9
  %411 = icmp eq i8 %410, 0
  br i1 %411, label %423, label %412

412:                                              ; preds = %408, %419
  %413 = phi i8 [ %421, %419 ], [ %410, %408 ]
  %414 = phi i8* [ %420, %419 ], [ %9, %408 ]
  %415 = add i8 %413, -97
  %416 = icmp ult i8 %415, 26
  br i1 %416, label %417, label %419

417:                                              ; preds = %412
  %418 = add nsw i8 %413, -32
  store i8 %418, i8* %414, align 1, !tbaa !9
  br label %419

419:                                              ; preds = %417, %412
  %420 = getelementptr inbounds i8, i8* %414, i64 1
  %421 = load i8, i8* %420, align 1, !tbaa !9
  %422 = icmp eq i8 %421, 0
  br i1 %422, label %423, label %412, !llvm.loop !27

423:                                              ; preds = %419, %408
  %424 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.45, i64 0, i64 0), i8* noundef nonnull %9)
  %425 = load i32, i32* @check, align 4, !tbaa !5
  %426 = load i8, i8* %9, align 1, !tbaa !9
  %427 = icmp eq i8 %426, 0
  br i1 %427, label %438, label %428

428:                                              ; preds = %423, %428
  %429 = phi i8 [ %436, %428 ], [ %426, %423 ]
  %430 = phi i8* [ %432, %428 ], [ %9, %423 ]
  %431 = phi i32 [ %435, %428 ], [ %425, %423 ]
  %432 = getelementptr inbounds i8, i8* %430, i64 1
  %433 = zext i8 %429 to i32
  %434 = xor i32 %431, %433
  %435 = mul i32 %434, 16777619
  %436 = load i8, i8* %432, align 1, !tbaa !9
  %437 = icmp eq i8 %436, 0
  br i1 %437, label %438, label %428, !llvm.loop !15

438:                                              ; preds = %428, %423
  %439 = phi i32 [ %425, %423 ], [ %435, %428 ]
  %440 = xor i32 %439, 255
  %441 = mul i32 %440, 16777619
  store i32 %441, i32* @check, align 4, !tbaa !5
  %442 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %442) #12
  %443 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i64 0, i64 1
  br label %444

444:                                              ; preds = %438, %532
  %445 = phi i32 [ 0, %438 ], [ %536, %532 ]
  %446 = phi i64 [ 0, %438 ], [ %484, %532 ]
  %447 = phi i8* [ getelementptr inbounds ([41 x i8], [41 x i8]* @.str.46, i64 0, i64 0), %438 ], [ %478, %532 ]
  br label %448

448:                                              ; preds = %444, %451
  %449 = phi i8* [ %452, %451 ], [ %447, %444 ]
  %450 = load i8, i8* %449, align 1, !tbaa !9
  switch i8 %450, label %458 [
    i8 32, label %451
    i8 45, label %453
    i8 43, label %453
  ]

451:                                              ; preds = %448
  %452 = getelementptr inbounds i8, i8* %449, i64 1
  br label %448, !llvm.loop !28

453:                                              ; preds = %448, %448
  %454 = getelementptr inbounds i8, i8* %449, i64 1
  %455 = icmp eq i8 %450, 45
  %456 = zext i1 %455 to i32
  %457 = load i8, i8* %454, align 1, !tbaa !9
  br label %458

458:                                              ; preds = %448, %453
  %459 = phi i8 [ %457, %453 ], [ %450, %448 ]
  %460 = phi i8* [ %454, %453 ], [ %449, %448 ]
  %461 = phi i32 [ %456, %453 ], [ 0, %448 ]
  %462 = add i8 %459, -48
  %463 = icmp ult i8 %462, 10
  br i1 %463, label %464, label %477

464:                                              ; preds = %458, %464
  %465 = phi i8 [ %474, %464 ], [ %459, %458 ]
  %466 = phi i64 [ %473, %464 ], [ 0, %458 ]
  %467 = phi i8* [ %470, %464 ], [ %460, %458 ]
  %468 = zext i8 %465 to i64
  %469 = mul nsw i64 %466, 10
  %470 = getelementptr inbounds i8, i8* %467, i64 1
  %471 = add nuw nsw i64 %468, 4294967248
  %472 = and i64 %471, 4294967295
  %473 = add nsw i64 %472, %469
  %474 = load i8, i8* %470, align 1, !tbaa !9
  %475 = add i8 %474, -48
  %476 = icmp ult i8 %475, 10
  br i1 %476, label %464, label %477, !llvm.loop !29

477:                                              ; preds = %464, %458
  %478 = phi i8* [ %460, %458 ], [ %470, %464 ]
  %479 = phi i64 [ 0, %458 ], [ %473, %464 ]
  %480 = icmp eq i32 %461, 0
  %481 = sub nsw i64 0, %479
  %482 = select i1 %480, i64 %479, i64 %481
  %483 = sdiv i64 %482, 2
  %484 = add nsw i64 %483, %446
  %485 = icmp slt i64 %482, 0
  %486 = sub i64 0, %482
  %487 = select i1 %485, i64 %486, i64 %482
  %488 = icmp ugt i64 %487, 9
  br i1 %488, label %489, label %495

489:                                              ; preds = %477, %489
  %490 = phi i64 [ %492, %489 ], [ %487, %477 ]
  %491 = phi i32 [ %493, %489 ], [ 1, %477 ]
  %492 = udiv i64 %490, 10
  %493 = add nuw nsw i32 %491, 1
  %494 = icmp ugt i64 %490, 99
  br i1 %494, label %489, label %495, !llvm.loop !30

495:                                              ; preds = %489, %477
  %496 = phi i32 [ 1, %477 ], [ %493, %489 ]
  br i1 %485, label %497, label %498

497:                                              ; preds = %495
  store i8 45, i8* %442, align 1, !tbaa !9
  br label %498

498:                                              ; preds = %497, %495
  %499 = phi i8* [ %443, %497 ], [ %442, %495 ]
  %500 = zext i32 %496 to i64
  %501 = getelementptr inbounds i8, i8* %499, i64 %500
  store i8 0, i8* %501, align 1, !tbaa !9
  %502 = sext i32 %496 to i64
  br label %503

503:                                              ; preds = %503, %498
  %504 = phi i64 [ %512, %503 ], [ %502, %498 ]
  %505 = phi i64 [ %507, %503 ], [ %487, %498 ]
  %506 = freeze i64 %505
  %507 = udiv i64 %506, 10
  %508 = mul i64 %507, 10
  %509 = sub i64 %506, %508
  %510 = trunc i64 %509 to i8
  %511 = or i8 %510, 48
  %512 = add i64 %504, -1
  %513 = getelementptr inbounds i8, i8* %499, i64 %512
  store i8 %511, i8* %513, align 1, !tbaa !9
  %514 = icmp ult i64 %505, 10
  br i1 %514, label %515, label %503, !llvm.loop !31

515:                                              ; preds = %503
  %516 = icmp eq i32 %445, 5
  %517 = select i1 %516, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.27, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.48, i64 0, i64 0)
  %518 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i64 0, i64 0), i8* noundef nonnull %442, i8* noundef %517)
  %519 = load i32, i32* @check, align 4, !tbaa !5
  %520 = load i8, i8* %442, align 1, !tbaa !9
  %521 = icmp eq i8 %520, 0
  br i1 %521, label %532, label %522

522:                                              ; preds = %515, %522
  %523 = phi i8 [ %530, %522 ], [ %520, %515 ]
  %524 = phi i8* [ %526, %522 ], [ %442, %515 ]
  %525 = phi i32 [ %529, %522 ], [ %519, %515 ]
  %526 = getelementptr inbounds i8, i8* %524, i64 1
  %527 = zext i8 %523 to i32
  %528 = xor i32 %525, %527
  %529 = mul i32 %528, 16777619
  %530 = load i8, i8* %526, align 1, !tbaa !9
  %531 = icmp eq i8 %530, 0
  br i1 %531, label %532, label %522, !llvm.loop !15

532:                                              ; preds = %522, %515
  %533 = phi i32 [ %519, %515 ], [ %529, %522 ]
  %534 = xor i32 %533, 255
  %535 = mul i32 %534, 16777619
  store i32 %535, i32* @check, align 4, !tbaa !5
  %536 = add nuw nsw i32 %445, 1
  %537 = icmp eq i32 %536, 6
  br i1 %537, label %538, label %444, !llvm.loop !32

538:                                              ; preds = %532
  %539 = icmp slt i64 %484, 0
  %540 = sub i64 0, %484
  %541 = select i1 %539, i64 %540, i64 %484
  %542 = icmp ugt i64 %541, 9
  br i1 %542, label %543, label %549

543:                                              ; preds = %538, %543
  %544 = phi i64 [ %546, %543 ], [ %541, %538 ]
  %545 = phi i32 [ %547, %543 ], [ 1, %538 ]
  %546 = udiv i64 %544, 10
  %547 = add nuw nsw i32 %545, 1
  %548 = icmp ugt i64 %544, 99
  br i1 %548, label %543, label %549, !llvm.loop !30

549:                                              ; preds = %543, %538
  %550 = phi i32 [ 1, %538 ], [ %547, %543 ]
  br i1 %539, label %551, label %552

551:                                              ; preds = %549
  store i8 45, i8* %442, align 1, !tbaa !9
  br label %552

552:                                              ; preds = %551, %549
  %553 = phi i8* [ %443, %551 ], [ %442, %549 ]
  %554 = zext i32 %550 to i64
  %555 = getelementptr inbounds i8, i8* %553, i64 %554
  store i8 0, i8* %555, align 1, !tbaa !9
  %556 = sext i32 %550 to i64
  br label %557

557:                                              ; preds = %557, %552
  %558 = phi i64 [ %566, %557 ], [ %556, %552 ]
  %559 = phi i64 [ %561, %557 ], [ %541, %552 ]
  %560 = freeze i64 %559
  %561 = udiv i64 %560, 10
  %562 = mul i64 %561, 10
  %563 = sub i64 %560, %562
  %564 = trunc i64 %563 to i8
  %565 = or i8 %564, 48
  %566 = add i64 %558, -1
  %567 = getelementptr inbounds i8, i8* %553, i64 %566
  store i8 %565, i8* %567, align 1, !tbaa !9
  %568 = icmp ult i64 %559, 10
  br i1 %568, label %569, label %557, !llvm.loop !31

569:                                              ; preds = %557
  %570 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.49, i64 0, i64 0), i8* noundef nonnull %442)
  %571 = load i32, i32* @check, align 4, !tbaa !5
  %572 = load i8, i8* %442, align 1, !tbaa !9
  %573 = icmp eq i8 %572, 0
  br i1 %573, label %584, label %574

574:                                              ; preds = %569, %574
  %575 = phi i8 [ %582, %574 ], [ %572, %569 ]
  %576 = phi i8* [ %578, %574 ], [ %442, %569 ]
  %577 = phi i32 [ %581, %574 ], [ %571, %569 ]
  %578 = getelementptr inbounds i8, i8* %576, i64 1
  %579 = zext i8 %575 to i32
  %580 = xor i32 %577, %579
  %581 = mul i32 %580, 16777619
  %582 = load i8, i8* %578, align 1, !tbaa !9
  %583 = icmp eq i8 %582, 0
  br i1 %583, label %584, label %574, !llvm.loop !15

584:                                              ; preds = %574, %569
  %585 = phi i32 [ %571, %569 ], [ %581, %574 ]
  %586 = xor i32 %585, 255
  %587 = mul i32 %586, 16777619
  store i32 %587, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %442) #12
  %588 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.50, i64 0, i64 0), i32 noundef zeroext %587)
  %589 = load i32, i32* @check, align 4, !tbaa !5
  %590 = and i32 %589, 127
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %10) #12
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %9) #12
  ret i32 %590
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare signext i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare signext i32 @strncmp(i8* nocapture noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #3

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
define internal signext i32 @cmp_str(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = bitcast i8* %0 to i8**
  %4 = load i8*, i8** %3, align 8, !tbaa !12
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 8, !tbaa !12
  %7 = tail call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #13
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal signext i32 @cmp_len_then_str(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = bitcast i8* %0 to i8**
  %4 = load i8*, i8** %3, align 8, !tbaa !12
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 8, !tbaa !12
  %7 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %4) #13
  %8 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %6) #13
  %9 = icmp eq i64 %7, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = icmp ult i64 %7, %8
  %12 = select i1 %11, i32 -1, i32 1
  br label %15

13:                                               ; preds = %2
  %14 = tail call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #13
  br label %15

15:                                               ; preds = %13, %10
  %16 = phi i32 [ %12, %10 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal signext i32 @cmp_int_desc(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #10 {
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
define internal signext i32 @cmp_person(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
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
  %14 = tail call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %0, i8* noundef nonnull dereferenceable(1) %1) #13
  br label %15

15:                                               ; preds = %13, %10
  %16 = phi i32 [ %12, %10 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #8 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #9 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
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
