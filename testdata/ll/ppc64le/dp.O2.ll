; ModuleID = 'c/dp.c'
source_filename = "c/dp.c"
target datalayout = "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64le-unknown-linux-gnu"

@vone = internal global i32 1, align 4
@main.words = internal unnamed_addr constant [7 x [2 x i8*]] [[2 x i8*] [i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0)], [2 x i8*] [i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0)]], align 8
@.str = private unnamed_addr constant [7 x i8] c"kitten\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"flaw\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"lawn\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"intention\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"execution\00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"register\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"spill everywhere\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"split live ranges\00", align 1
@.str.12 = private unnamed_addr constant [27 x i8] c"abcdefghijklmnopqrstuvwxyz\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"zyxwvutsrqponmlkjihgfedcba\00", align 1
@.str.14 = private unnamed_addr constant [35 x i8] c"'%s' vs '%s': edit=%d lcs=%d '%s'\0A\00", align 1
@.str.15 = private unnamed_addr constant [23 x i8] c"knapsack(cap=%d) = %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"lis(200) = %d\0A\00", align 1
@main.a = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 4
@main.b = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 4
@main.c = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 4
@main.d = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 4
@.str.17 = private unnamed_addr constant [56 x i8] c"matmul: c[0][0]=%d c[5][17]=%d d[23][23]=%d trace=%lld\0A\00", align 1
@main.g = internal unnamed_addr global [12 x [12 x i32]] zeroinitializer, align 4
@.str.18 = private unnamed_addr constant [43 x i8] c"floyd: d[0][%d]=%d d[%d][0]=%d total=%lld\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"check = %08x\0A\00", align 1
@check = internal unnamed_addr global i32 0, align 4
@lcs.t = internal unnamed_addr global [64 x [64 x i16]] zeroinitializer, align 2

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 4
  %2 = alloca [256 x i32], align 4
  %3 = alloca [512 x i32], align 4
  %4 = alloca [64 x i32], align 4
  %5 = alloca [64 x i8], align 1
  %6 = alloca [20 x i32], align 4
  %7 = alloca [20 x i32], align 4
  %8 = alloca [200 x i32], align 4
  %9 = load volatile i32, i32* @vone, align 4, !tbaa !5
  %10 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %10) #6
  %11 = bitcast [64 x i32]* %4 to i8*
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 0
  br label %13

13:                                               ; preds = %0, %462
  %14 = phi i64 [ 0, %0 ], [ %469, %462 ]
  %15 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i64 0, i64 %14, i64 0
  %16 = load i8*, i8** %15, align 8, !tbaa !9
  %17 = getelementptr inbounds [7 x [2 x i8*]], [7 x [2 x i8*]]* @main.words, i64 0, i64 %14, i64 1
  %18 = load i8*, i8** %17, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %11) #6
  %19 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %16) #7
  %20 = trunc i64 %19 to i32
  %21 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %18) #7
  %22 = trunc i64 %21 to i32
  %23 = icmp slt i32 %22, 0
  br i1 %23, label %162, label %24

24:                                               ; preds = %13
  %25 = add i64 %21, 1
  %26 = and i64 %25, 4294967295
  %27 = icmp ult i64 %26, 48
  br i1 %27, label %160, label %28

28:                                               ; preds = %24
  %29 = urem i64 %26, 48
  %30 = sub nsw i64 %26, %29
  %31 = add nsw i64 %30, -48
  %32 = udiv i64 %31, 48
  %33 = add nuw nsw i64 %32, 1
  %34 = and i64 %33, 1
  %35 = icmp ult i64 %31, 48
  br i1 %35, label %118, label %36

36:                                               ; preds = %28
  %37 = and i64 %33, 1152921504606846974
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %114, %38 ]
  %40 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %36 ], [ %115, %38 ]
  %41 = phi i64 [ 0, %36 ], [ %116, %38 ]
  %42 = add <4 x i32> %40, <i32 4, i32 4, i32 4, i32 4>
  %43 = add <4 x i32> %40, <i32 8, i32 8, i32 8, i32 8>
  %44 = add <4 x i32> %40, <i32 12, i32 12, i32 12, i32 12>
  %45 = add <4 x i32> %40, <i32 16, i32 16, i32 16, i32 16>
  %46 = add <4 x i32> %40, <i32 20, i32 20, i32 20, i32 20>
  %47 = add <4 x i32> %40, <i32 24, i32 24, i32 24, i32 24>
  %48 = add <4 x i32> %40, <i32 28, i32 28, i32 28, i32 28>
  %49 = add <4 x i32> %40, <i32 32, i32 32, i32 32, i32 32>
  %50 = add <4 x i32> %40, <i32 36, i32 36, i32 36, i32 36>
  %51 = add <4 x i32> %40, <i32 40, i32 40, i32 40, i32 40>
  %52 = add <4 x i32> %40, <i32 44, i32 44, i32 44, i32 44>
  %53 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %39
  %54 = bitcast i32* %53 to <4 x i32>*
  store <4 x i32> %40, <4 x i32>* %54, align 4, !tbaa !5
  %55 = getelementptr inbounds i32, i32* %53, i64 4
  %56 = bitcast i32* %55 to <4 x i32>*
  store <4 x i32> %42, <4 x i32>* %56, align 4, !tbaa !5
  %57 = getelementptr inbounds i32, i32* %53, i64 8
  %58 = bitcast i32* %57 to <4 x i32>*
  store <4 x i32> %43, <4 x i32>* %58, align 4, !tbaa !5
  %59 = getelementptr inbounds i32, i32* %53, i64 12
  %60 = bitcast i32* %59 to <4 x i32>*
  store <4 x i32> %44, <4 x i32>* %60, align 4, !tbaa !5
  %61 = getelementptr inbounds i32, i32* %53, i64 16
  %62 = bitcast i32* %61 to <4 x i32>*
  store <4 x i32> %45, <4 x i32>* %62, align 4, !tbaa !5
  %63 = getelementptr inbounds i32, i32* %53, i64 20
  %64 = bitcast i32* %63 to <4 x i32>*
  store <4 x i32> %46, <4 x i32>* %64, align 4, !tbaa !5
  %65 = getelementptr inbounds i32, i32* %53, i64 24
  %66 = bitcast i32* %65 to <4 x i32>*
  store <4 x i32> %47, <4 x i32>* %66, align 4, !tbaa !5
  %67 = getelementptr inbounds i32, i32* %53, i64 28
  %68 = bitcast i32* %67 to <4 x i32>*
  store <4 x i32> %48, <4 x i32>* %68, align 4, !tbaa !5
  %69 = getelementptr inbounds i32, i32* %53, i64 32
  %70 = bitcast i32* %69 to <4 x i32>*
  store <4 x i32> %49, <4 x i32>* %70, align 4, !tbaa !5
  %71 = getelementptr inbounds i32, i32* %53, i64 36
  %72 = bitcast i32* %71 to <4 x i32>*
  store <4 x i32> %50, <4 x i32>* %72, align 4, !tbaa !5
  %73 = getelementptr inbounds i32, i32* %53, i64 40
  %74 = bitcast i32* %73 to <4 x i32>*
  store <4 x i32> %51, <4 x i32>* %74, align 4, !tbaa !5
  %75 = getelementptr inbounds i32, i32* %53, i64 44
  %76 = bitcast i32* %75 to <4 x i32>*
  store <4 x i32> %52, <4 x i32>* %76, align 4, !tbaa !5
  %77 = add nuw i64 %39, 48
  %78 = add <4 x i32> %40, <i32 48, i32 48, i32 48, i32 48>
  %79 = add <4 x i32> %40, <i32 52, i32 52, i32 52, i32 52>
  %80 = add <4 x i32> %40, <i32 56, i32 56, i32 56, i32 56>
  %81 = add <4 x i32> %40, <i32 60, i32 60, i32 60, i32 60>
  %82 = add <4 x i32> %40, <i32 64, i32 64, i32 64, i32 64>
  %83 = add <4 x i32> %40, <i32 68, i32 68, i32 68, i32 68>
  %84 = add <4 x i32> %40, <i32 72, i32 72, i32 72, i32 72>
  %85 = add <4 x i32> %40, <i32 76, i32 76, i32 76, i32 76>
  %86 = add <4 x i32> %40, <i32 80, i32 80, i32 80, i32 80>
  %87 = add <4 x i32> %40, <i32 84, i32 84, i32 84, i32 84>
  %88 = add <4 x i32> %40, <i32 88, i32 88, i32 88, i32 88>
  %89 = add <4 x i32> %40, <i32 92, i32 92, i32 92, i32 92>
  %90 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %77
  %91 = bitcast i32* %90 to <4 x i32>*
  store <4 x i32> %78, <4 x i32>* %91, align 4, !tbaa !5
  %92 = getelementptr inbounds i32, i32* %90, i64 4
  %93 = bitcast i32* %92 to <4 x i32>*
  store <4 x i32> %79, <4 x i32>* %93, align 4, !tbaa !5
  %94 = getelementptr inbounds i32, i32* %90, i64 8
  %95 = bitcast i32* %94 to <4 x i32>*
  store <4 x i32> %80, <4 x i32>* %95, align 4, !tbaa !5
  %96 = getelementptr inbounds i32, i32* %90, i64 12
  %97 = bitcast i32* %96 to <4 x i32>*
  store <4 x i32> %81, <4 x i32>* %97, align 4, !tbaa !5
  %98 = getelementptr inbounds i32, i32* %90, i64 16
  %99 = bitcast i32* %98 to <4 x i32>*
  store <4 x i32> %82, <4 x i32>* %99, align 4, !tbaa !5
  %100 = getelementptr inbounds i32, i32* %90, i64 20
  %101 = bitcast i32* %100 to <4 x i32>*
  store <4 x i32> %83, <4 x i32>* %101, align 4, !tbaa !5
  %102 = getelementptr inbounds i32, i32* %90, i64 24
  %103 = bitcast i32* %102 to <4 x i32>*
  store <4 x i32> %84, <4 x i32>* %103, align 4, !tbaa !5
  %104 = getelementptr inbounds i32, i32* %90, i64 28
  %105 = bitcast i32* %104 to <4 x i32>*
  store <4 x i32> %85, <4 x i32>* %105, align 4, !tbaa !5
  %106 = getelementptr inbounds i32, i32* %90, i64 32
  %107 = bitcast i32* %106 to <4 x i32>*
  store <4 x i32> %86, <4 x i32>* %107, align 4, !tbaa !5
  %108 = getelementptr inbounds i32, i32* %90, i64 36
  %109 = bitcast i32* %108 to <4 x i32>*
  store <4 x i32> %87, <4 x i32>* %109, align 4, !tbaa !5
  %110 = getelementptr inbounds i32, i32* %90, i64 40
  %111 = bitcast i32* %110 to <4 x i32>*
  store <4 x i32> %88, <4 x i32>* %111, align 4, !tbaa !5
  %112 = getelementptr inbounds i32, i32* %90, i64 44
  %113 = bitcast i32* %112 to <4 x i32>*
  store <4 x i32> %89, <4 x i32>* %113, align 4, !tbaa !5
  %114 = add nuw i64 %39, 96
  %115 = add <4 x i32> %40, <i32 96, i32 96, i32 96, i32 96>
  %116 = add i64 %41, 2
  %117 = icmp eq i64 %116, %37
  br i1 %117, label %118, label %38, !llvm.loop !11

118:                                              ; preds = %38, %28
  %119 = phi i64 [ 0, %28 ], [ %114, %38 ]
  %120 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %28 ], [ %115, %38 ]
  %121 = icmp eq i64 %34, 0
  br i1 %121, label %158, label %122

122:                                              ; preds = %118
  %123 = add <4 x i32> %120, <i32 4, i32 4, i32 4, i32 4>
  %124 = add <4 x i32> %120, <i32 8, i32 8, i32 8, i32 8>
  %125 = add <4 x i32> %120, <i32 12, i32 12, i32 12, i32 12>
  %126 = add <4 x i32> %120, <i32 16, i32 16, i32 16, i32 16>
  %127 = add <4 x i32> %120, <i32 20, i32 20, i32 20, i32 20>
  %128 = add <4 x i32> %120, <i32 24, i32 24, i32 24, i32 24>
  %129 = add <4 x i32> %120, <i32 28, i32 28, i32 28, i32 28>
  %130 = add <4 x i32> %120, <i32 32, i32 32, i32 32, i32 32>
  %131 = add <4 x i32> %120, <i32 36, i32 36, i32 36, i32 36>
  %132 = add <4 x i32> %120, <i32 40, i32 40, i32 40, i32 40>
  %133 = add <4 x i32> %120, <i32 44, i32 44, i32 44, i32 44>
  %134 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %119
  %135 = bitcast i32* %134 to <4 x i32>*
  store <4 x i32> %120, <4 x i32>* %135, align 4, !tbaa !5
  %136 = getelementptr inbounds i32, i32* %134, i64 4
  %137 = bitcast i32* %136 to <4 x i32>*
  store <4 x i32> %123, <4 x i32>* %137, align 4, !tbaa !5
  %138 = getelementptr inbounds i32, i32* %134, i64 8
  %139 = bitcast i32* %138 to <4 x i32>*
  store <4 x i32> %124, <4 x i32>* %139, align 4, !tbaa !5
  %140 = getelementptr inbounds i32, i32* %134, i64 12
  %141 = bitcast i32* %140 to <4 x i32>*
  store <4 x i32> %125, <4 x i32>* %141, align 4, !tbaa !5
  %142 = getelementptr inbounds i32, i32* %134, i64 16
  %143 = bitcast i32* %142 to <4 x i32>*
  store <4 x i32> %126, <4 x i32>* %143, align 4, !tbaa !5
  %144 = getelementptr inbounds i32, i32* %134, i64 20
  %145 = bitcast i32* %144 to <4 x i32>*
  store <4 x i32> %127, <4 x i32>* %145, align 4, !tbaa !5
  %146 = getelementptr inbounds i32, i32* %134, i64 24
  %147 = bitcast i32* %146 to <4 x i32>*
  store <4 x i32> %128, <4 x i32>* %147, align 4, !tbaa !5
  %148 = getelementptr inbounds i32, i32* %134, i64 28
  %149 = bitcast i32* %148 to <4 x i32>*
  store <4 x i32> %129, <4 x i32>* %149, align 4, !tbaa !5
  %150 = getelementptr inbounds i32, i32* %134, i64 32
  %151 = bitcast i32* %150 to <4 x i32>*
  store <4 x i32> %130, <4 x i32>* %151, align 4, !tbaa !5
  %152 = getelementptr inbounds i32, i32* %134, i64 36
  %153 = bitcast i32* %152 to <4 x i32>*
  store <4 x i32> %131, <4 x i32>* %153, align 4, !tbaa !5
  %154 = getelementptr inbounds i32, i32* %134, i64 40
  %155 = bitcast i32* %154 to <4 x i32>*
  store <4 x i32> %132, <4 x i32>* %155, align 4, !tbaa !5
  %156 = getelementptr inbounds i32, i32* %134, i64 44
  %157 = bitcast i32* %156 to <4 x i32>*
  store <4 x i32> %133, <4 x i32>* %157, align 4, !tbaa !5
  br label %158

158:                                              ; preds = %118, %122
  %159 = icmp eq i64 %29, 0
  br i1 %159, label %162, label %160

160:                                              ; preds = %24, %158
  %161 = phi i64 [ 0, %24 ], [ %30, %158 ]
  br label %176

162:                                              ; preds = %176, %158, %13
  %163 = icmp slt i32 %20, 1
  br i1 %163, label %250, label %164

164:                                              ; preds = %162
  %165 = icmp slt i32 %22, 1
  %166 = add i64 %21, 1
  %167 = add i64 %19, 1
  %168 = and i64 %167, 4294967295
  %169 = load i32, i32* %12, align 4, !tbaa !5
  %170 = and i64 %166, 4294967295
  %171 = add nsw i64 %170, -1
  %172 = and i64 %171, 1
  %173 = icmp eq i64 %170, 2
  %174 = and i64 %171, -2
  %175 = icmp eq i64 %172, 0
  br label %182

176:                                              ; preds = %160, %176
  %177 = phi i64 [ %180, %176 ], [ %161, %160 ]
  %178 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %177
  %179 = trunc i64 %177 to i32
  store i32 %179, i32* %178, align 4, !tbaa !5
  %180 = add nuw nsw i64 %177, 1
  %181 = icmp eq i64 %180, %26
  br i1 %181, label %162, label %176, !llvm.loop !14

182:                                              ; preds = %245, %164
  %183 = phi i32 [ %169, %164 ], [ %185, %245 ]
  %184 = phi i64 [ 1, %164 ], [ %246, %245 ]
  %185 = trunc i64 %184 to i32
  br i1 %165, label %245, label %186

186:                                              ; preds = %182
  %187 = add nsw i64 %184, -1
  %188 = getelementptr inbounds i8, i8* %16, i64 %187
  %189 = load i8, i8* %188, align 1, !tbaa !16
  br i1 %173, label %226, label %190

190:                                              ; preds = %186, %190
  %191 = phi i32 [ %222, %190 ], [ %185, %186 ]
  %192 = phi i64 [ %223, %190 ], [ 1, %186 ]
  %193 = phi i32 [ %211, %190 ], [ %183, %186 ]
  %194 = phi i64 [ %224, %190 ], [ 0, %186 ]
  %195 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %192
  %196 = load i32, i32* %195, align 4, !tbaa !5
  %197 = add nsw i64 %192, -1
  %198 = getelementptr inbounds i8, i8* %18, i64 %197
  %199 = load i8, i8* %198, align 1, !tbaa !16
  %200 = icmp ne i8 %189, %199
  %201 = zext i1 %200 to i32
  %202 = add nsw i32 %196, 1
  %203 = add nsw i32 %191, 1
  %204 = add nsw i32 %193, %201
  %205 = icmp slt i32 %202, %203
  %206 = select i1 %205, i32 %202, i32 %203
  %207 = icmp slt i32 %206, %204
  %208 = select i1 %207, i32 %206, i32 %204
  store i32 %208, i32* %195, align 4, !tbaa !5
  %209 = add nuw nsw i64 %192, 1
  %210 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %209
  %211 = load i32, i32* %210, align 4, !tbaa !5
  %212 = getelementptr inbounds i8, i8* %18, i64 %192
  %213 = load i8, i8* %212, align 1, !tbaa !16
  %214 = icmp ne i8 %189, %213
  %215 = zext i1 %214 to i32
  %216 = add nsw i32 %211, 1
  %217 = add nsw i32 %208, 1
  %218 = add nsw i32 %196, %215
  %219 = icmp slt i32 %216, %217
  %220 = select i1 %219, i32 %216, i32 %217
  %221 = icmp slt i32 %220, %218
  %222 = select i1 %221, i32 %220, i32 %218
  store i32 %222, i32* %210, align 4, !tbaa !5
  %223 = add nuw nsw i64 %192, 2
  %224 = add nuw i64 %194, 2
  %225 = icmp eq i64 %224, %174
  br i1 %225, label %226, label %190, !llvm.loop !17

226:                                              ; preds = %190, %186
  %227 = phi i32 [ %185, %186 ], [ %222, %190 ]
  %228 = phi i64 [ 1, %186 ], [ %223, %190 ]
  %229 = phi i32 [ %183, %186 ], [ %211, %190 ]
  br i1 %175, label %245, label %230

230:                                              ; preds = %226
  %231 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %228
  %232 = load i32, i32* %231, align 4, !tbaa !5
  %233 = add nsw i64 %228, -1
  %234 = getelementptr inbounds i8, i8* %18, i64 %233
  %235 = load i8, i8* %234, align 1, !tbaa !16
  %236 = icmp ne i8 %189, %235
  %237 = zext i1 %236 to i32
  %238 = add nsw i32 %232, 1
  %239 = add nsw i32 %227, 1
  %240 = add nsw i32 %229, %237
  %241 = icmp slt i32 %238, %239
  %242 = select i1 %241, i32 %238, i32 %239
  %243 = icmp slt i32 %242, %240
  %244 = select i1 %243, i32 %242, i32 %240
  store i32 %244, i32* %231, align 4, !tbaa !5
  br label %245

245:                                              ; preds = %230, %226, %182
  %246 = add nuw nsw i64 %184, 1
  %247 = icmp eq i64 %246, %168
  br i1 %247, label %248, label %182, !llvm.loop !18

248:                                              ; preds = %245
  %249 = trunc i64 %184 to i32
  store i32 %249, i32* %12, align 4, !tbaa !5
  br label %250

250:                                              ; preds = %162, %248
  %251 = shl i64 %21, 32
  %252 = ashr exact i64 %251, 32
  %253 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i64 0, i64 %252
  %254 = load i32, i32* %253, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %11) #6
  %255 = icmp slt i32 %20, 0
  br i1 %255, label %309, label %256

256:                                              ; preds = %250
  %257 = add i64 %19, 1
  %258 = and i64 %257, 4294967295
  %259 = icmp ult i64 %258, 12
  br i1 %259, label %292, label %260

260:                                              ; preds = %256
  %261 = urem i64 %258, 12
  %262 = sub nsw i64 %258, %261
  br label %263

263:                                              ; preds = %263, %260
  %264 = phi i64 [ 0, %260 ], [ %288, %263 ]
  %265 = or i64 %264, 1
  %266 = or i64 %264, 2
  %267 = or i64 %264, 3
  %268 = add i64 %264, 4
  %269 = add i64 %264, 5
  %270 = add i64 %264, 6
  %271 = add i64 %264, 7
  %272 = add i64 %264, 8
  %273 = add i64 %264, 9
  %274 = add i64 %264, 10
  %275 = add i64 %264, 11
  %276 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %264, i64 0
  %277 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %265, i64 0
  %278 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %266, i64 0
  %279 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %267, i64 0
  %280 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %268, i64 0
  %281 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %269, i64 0
  %282 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %270, i64 0
  %283 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %271, i64 0
  %284 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %272, i64 0
  %285 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %273, i64 0
  %286 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %274, i64 0
  %287 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %275, i64 0
  store i16 0, i16* %276, align 2, !tbaa !19
  store i16 0, i16* %277, align 2, !tbaa !19
  store i16 0, i16* %278, align 2, !tbaa !19
  store i16 0, i16* %279, align 2, !tbaa !19
  store i16 0, i16* %280, align 2, !tbaa !19
  store i16 0, i16* %281, align 2, !tbaa !19
  store i16 0, i16* %282, align 2, !tbaa !19
  store i16 0, i16* %283, align 2, !tbaa !19
  store i16 0, i16* %284, align 2, !tbaa !19
  store i16 0, i16* %285, align 2, !tbaa !19
  store i16 0, i16* %286, align 2, !tbaa !19
  store i16 0, i16* %287, align 2, !tbaa !19
  %288 = add nuw i64 %264, 12
  %289 = icmp eq i64 %288, %262
  br i1 %289, label %290, label %263, !llvm.loop !21

290:                                              ; preds = %263
  %291 = icmp eq i64 %261, 0
  br i1 %291, label %309, label %292

292:                                              ; preds = %256, %290
  %293 = phi i64 [ 0, %256 ], [ %262, %290 ]
  %294 = sub i64 %257, %293
  %295 = xor i64 %293, -1
  %296 = add nsw i64 %258, %295
  %297 = and i64 %294, 7
  %298 = icmp eq i64 %297, 0
  br i1 %298, label %306, label %299

299:                                              ; preds = %292, %299
  %300 = phi i64 [ %303, %299 ], [ %293, %292 ]
  %301 = phi i64 [ %304, %299 ], [ 0, %292 ]
  %302 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %300, i64 0
  store i16 0, i16* %302, align 2, !tbaa !19
  %303 = add nuw nsw i64 %300, 1
  %304 = add i64 %301, 1
  %305 = icmp eq i64 %304, %297
  br i1 %305, label %306, label %299, !llvm.loop !22

306:                                              ; preds = %299, %292
  %307 = phi i64 [ %293, %292 ], [ %303, %299 ]
  %308 = icmp ult i64 %296, 7
  br i1 %308, label %309, label %314

309:                                              ; preds = %306, %314, %290, %250
  br i1 %23, label %333, label %310

310:                                              ; preds = %309
  %311 = shl i64 %21, 1
  %312 = and i64 %311, 8589934590
  %313 = add nuw nsw i64 %312, 2
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(1) bitcast ([64 x [64 x i16]]* @lcs.t to i8*), i8 0, i64 %313, i1 false) #6, !tbaa !19
  br label %333

314:                                              ; preds = %306, %314
  %315 = phi i64 [ %331, %314 ], [ %307, %306 ]
  %316 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %315, i64 0
  store i16 0, i16* %316, align 2, !tbaa !19
  %317 = add nuw nsw i64 %315, 1
  %318 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %317, i64 0
  store i16 0, i16* %318, align 2, !tbaa !19
  %319 = add nuw nsw i64 %315, 2
  %320 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %319, i64 0
  store i16 0, i16* %320, align 2, !tbaa !19
  %321 = add nuw nsw i64 %315, 3
  %322 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %321, i64 0
  store i16 0, i16* %322, align 2, !tbaa !19
  %323 = add nuw nsw i64 %315, 4
  %324 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %323, i64 0
  store i16 0, i16* %324, align 2, !tbaa !19
  %325 = add nuw nsw i64 %315, 5
  %326 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %325, i64 0
  store i16 0, i16* %326, align 2, !tbaa !19
  %327 = add nuw nsw i64 %315, 6
  %328 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %327, i64 0
  store i16 0, i16* %328, align 2, !tbaa !19
  %329 = add nuw nsw i64 %315, 7
  %330 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %329, i64 0
  store i16 0, i16* %330, align 2, !tbaa !19
  %331 = add nuw nsw i64 %315, 8
  %332 = icmp eq i64 %331, %258
  br i1 %332, label %309, label %314, !llvm.loop !24

333:                                              ; preds = %310, %309
  br i1 %163, label %417, label %334

334:                                              ; preds = %333
  %335 = icmp slt i32 %22, 1
  %336 = add i64 %21, 1
  %337 = add i64 %19, 1
  %338 = and i64 %337, 4294967295
  %339 = and i64 %336, 4294967295
  %340 = add nsw i64 %339, -1
  %341 = and i64 %340, 1
  %342 = icmp eq i64 %339, 2
  %343 = and i64 %340, -2
  %344 = icmp eq i64 %341, 0
  br label %345

345:                                              ; preds = %414, %334
  %346 = phi i64 [ 1, %334 ], [ %415, %414 ]
  br i1 %335, label %414, label %347

347:                                              ; preds = %345
  %348 = add nsw i64 %346, -1
  %349 = getelementptr inbounds i8, i8* %16, i64 %348
  %350 = load i8, i8* %349, align 1, !tbaa !16
  br i1 %342, label %393, label %351

351:                                              ; preds = %347, %387
  %352 = phi i64 [ %390, %387 ], [ 1, %347 ]
  %353 = phi i64 [ %391, %387 ], [ 0, %347 ]
  %354 = add nsw i64 %352, -1
  %355 = getelementptr inbounds i8, i8* %18, i64 %354
  %356 = load i8, i8* %355, align 1, !tbaa !16
  %357 = icmp eq i8 %350, %356
  br i1 %357, label %358, label %362

358:                                              ; preds = %351
  %359 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %348, i64 %354
  %360 = load i16, i16* %359, align 2, !tbaa !19
  %361 = add i16 %360, 1
  br label %369

362:                                              ; preds = %351
  %363 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %348, i64 %352
  %364 = load i16, i16* %363, align 2, !tbaa !19
  %365 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %346, i64 %354
  %366 = load i16, i16* %365, align 2, !tbaa !19
  %367 = icmp slt i16 %364, %366
  %368 = select i1 %367, i16 %366, i16 %364
  br label %369

369:                                              ; preds = %362, %358
  %370 = phi i16 [ %361, %358 ], [ %368, %362 ]
  %371 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %346, i64 %352
  store i16 %370, i16* %371, align 2
  %372 = add nuw nsw i64 %352, 1
  %373 = getelementptr inbounds i8, i8* %18, i64 %352
  %374 = load i8, i8* %373, align 1, !tbaa !16
  %375 = icmp eq i8 %350, %374
  br i1 %375, label %383, label %376

376:                                              ; preds = %369
  %377 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %348, i64 %372
  %378 = load i16, i16* %377, align 2, !tbaa !19
  %379 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %346, i64 %352
  %380 = load i16, i16* %379, align 2, !tbaa !19
  %381 = icmp slt i16 %378, %380
  %382 = select i1 %381, i16 %380, i16 %378
  br label %387

383:                                              ; preds = %369
  %384 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %348, i64 %352
  %385 = load i16, i16* %384, align 2, !tbaa !19
  %386 = add i16 %385, 1
  br label %387

387:                                              ; preds = %383, %376
  %388 = phi i16 [ %386, %383 ], [ %382, %376 ]
  %389 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %346, i64 %372
  store i16 %388, i16* %389, align 2
  %390 = add nuw nsw i64 %352, 2
  %391 = add nuw i64 %353, 2
  %392 = icmp eq i64 %391, %343
  br i1 %392, label %393, label %351, !llvm.loop !25

393:                                              ; preds = %387, %347
  %394 = phi i64 [ 1, %347 ], [ %390, %387 ]
  br i1 %344, label %414, label %395

395:                                              ; preds = %393
  %396 = add nsw i64 %394, -1
  %397 = getelementptr inbounds i8, i8* %18, i64 %396
  %398 = load i8, i8* %397, align 1, !tbaa !16
  %399 = icmp eq i8 %350, %398
  br i1 %399, label %407, label %400

400:                                              ; preds = %395
  %401 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %348, i64 %394
  %402 = load i16, i16* %401, align 2, !tbaa !19
  %403 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %346, i64 %396
  %404 = load i16, i16* %403, align 2, !tbaa !19
  %405 = icmp slt i16 %402, %404
  %406 = select i1 %405, i16 %404, i16 %402
  br label %411

407:                                              ; preds = %395
  %408 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %348, i64 %396
  %409 = load i16, i16* %408, align 2, !tbaa !19
  %410 = add i16 %409, 1
  br label %411

411:                                              ; preds = %407, %400
  %412 = phi i16 [ %410, %407 ], [ %406, %400 ]
  %413 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %346, i64 %394
  store i16 %412, i16* %413, align 2
  br label %414

414:                                              ; preds = %411, %393, %345
  %415 = add nuw nsw i64 %346, 1
  %416 = icmp eq i64 %415, %338
  br i1 %416, label %417, label %345, !llvm.loop !26

417:                                              ; preds = %414, %333
  %418 = shl i64 %19, 32
  %419 = ashr exact i64 %418, 32
  %420 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %419, i64 %252
  %421 = load i16, i16* %420, align 2, !tbaa !19
  %422 = sext i16 %421 to i32
  %423 = sext i16 %421 to i64
  %424 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %423
  store i8 0, i8* %424, align 1, !tbaa !16
  %425 = icmp sgt i32 %20, 0
  %426 = icmp sgt i32 %22, 0
  %427 = select i1 %425, i1 %426, i1 false
  br i1 %427, label %428, label %462

428:                                              ; preds = %417, %455
  %429 = phi i32 [ %458, %455 ], [ %422, %417 ]
  %430 = phi i32 [ %457, %455 ], [ %22, %417 ]
  %431 = phi i32 [ %456, %455 ], [ %20, %417 ]
  %432 = add nsw i32 %431, -1
  %433 = zext i32 %432 to i64
  %434 = getelementptr inbounds i8, i8* %16, i64 %433
  %435 = load i8, i8* %434, align 1, !tbaa !16
  %436 = add nsw i32 %430, -1
  %437 = zext i32 %436 to i64
  %438 = getelementptr inbounds i8, i8* %18, i64 %437
  %439 = load i8, i8* %438, align 1, !tbaa !16
  %440 = icmp eq i8 %435, %439
  br i1 %440, label %441, label %445

441:                                              ; preds = %428
  %442 = add nsw i32 %429, -1
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %443
  store i8 %435, i8* %444, align 1, !tbaa !16
  br label %455

445:                                              ; preds = %428
  %446 = zext i32 %430 to i64
  %447 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %433, i64 %446
  %448 = load i16, i16* %447, align 2, !tbaa !19
  %449 = zext i32 %431 to i64
  %450 = getelementptr inbounds [64 x [64 x i16]], [64 x [64 x i16]]* @lcs.t, i64 0, i64 %449, i64 %437
  %451 = load i16, i16* %450, align 2, !tbaa !19
  %452 = icmp slt i16 %448, %451
  %453 = select i1 %452, i32 %431, i32 %432
  %454 = select i1 %452, i32 %436, i32 %430
  br label %455

455:                                              ; preds = %445, %441
  %456 = phi i32 [ %432, %441 ], [ %453, %445 ]
  %457 = phi i32 [ %436, %441 ], [ %454, %445 ]
  %458 = phi i32 [ %442, %441 ], [ %429, %445 ]
  %459 = icmp sgt i32 %456, 0
  %460 = icmp sgt i32 %457, 0
  %461 = select i1 %459, i1 %460, i1 false
  br i1 %461, label %428, label %462, !llvm.loop !27

462:                                              ; preds = %455, %417
  %463 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.14, i64 0, i64 0), i8* noundef %16, i8* noundef %18, i32 noundef signext %254, i32 noundef signext %422, i8* noundef nonnull %10)
  %464 = load i32, i32* @check, align 4, !tbaa !5
  %465 = xor i32 %464, %254
  %466 = mul i32 %465, 16777619
  %467 = xor i32 %466, %422
  %468 = mul i32 %467, 16777619
  store i32 %468, i32* @check, align 4, !tbaa !5
  %469 = add nuw nsw i64 %14, 1
  %470 = icmp eq i64 %469, 7
  br i1 %470, label %471, label %13, !llvm.loop !28

471:                                              ; preds = %462
  %472 = mul i32 %9, 777
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %10) #6
  %473 = bitcast [20 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %473) #6
  %474 = bitcast [20 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %474) #6
  br label %480

475:                                              ; preds = %480
  %476 = bitcast [512 x i32]* %3 to i8*
  %477 = sext i32 %9 to i64
  %478 = mul nsw i64 %477, 50
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %476) #6
  %479 = icmp slt i32 %9, 0
  br i1 %479, label %522, label %518

480:                                              ; preds = %480, %471
  %481 = phi i64 [ 0, %471 ], [ %516, %480 ]
  %482 = phi i32 [ %472, %471 ], [ %509, %480 ]
  %483 = mul i32 %482, 1103515245
  %484 = add i32 %483, 12345
  %485 = lshr i32 %484, 16
  %486 = trunc i32 %485 to i16
  %487 = urem i16 %486, 40
  %488 = add nuw nsw i16 %487, 5
  %489 = zext i16 %488 to i32
  %490 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 %481
  store i32 %489, i32* %490, align 4, !tbaa !5
  %491 = mul i32 %484, 1103515245
  %492 = add i32 %491, 12345
  %493 = lshr i32 %492, 16
  %494 = trunc i32 %493 to i16
  %495 = urem i16 %494, 100
  %496 = add nuw nsw i16 %495, 1
  %497 = zext i16 %496 to i32
  %498 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %481
  store i32 %497, i32* %498, align 4, !tbaa !5
  %499 = or i64 %481, 1
  %500 = mul i32 %492, 1103515245
  %501 = add i32 %500, 12345
  %502 = lshr i32 %501, 16
  %503 = trunc i32 %502 to i16
  %504 = urem i16 %503, 40
  %505 = add nuw nsw i16 %504, 5
  %506 = zext i16 %505 to i32
  %507 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 %499
  store i32 %506, i32* %507, align 4, !tbaa !5
  %508 = mul i32 %501, 1103515245
  %509 = add i32 %508, 12345
  %510 = lshr i32 %509, 16
  %511 = trunc i32 %510 to i16
  %512 = urem i16 %511, 100
  %513 = add nuw nsw i16 %512, 1
  %514 = zext i16 %513 to i32
  %515 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %499
  store i32 %514, i32* %515, align 4, !tbaa !5
  %516 = add nuw nsw i64 %481, 2
  %517 = icmp eq i64 %516, 20
  br i1 %517, label %475, label %480, !llvm.loop !29

518:                                              ; preds = %475
  %519 = mul nsw i64 %477, 200
  %520 = and i64 %519, 17179869176
  %521 = or i64 %520, 4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 %476, i8 0, i64 %521, i1 false) #6, !tbaa !5
  br label %522

522:                                              ; preds = %518, %475
  %523 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %478
  %524 = bitcast i32* %523 to i8*
  %525 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %478
  %526 = or i64 %478, 1
  %527 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %526
  %528 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %526
  %529 = or i64 %478, 1
  %530 = bitcast i32* %527 to [512 x i32]*
  %531 = icmp ult [512 x i32]* %3, %530
  br label %532

532:                                              ; preds = %777, %522
  %533 = phi i64 [ 0, %522 ], [ %778, %777 ]
  %534 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 %533
  %535 = load i32, i32* %534, align 4, !tbaa !5
  %536 = sext i32 %535 to i64
  %537 = icmp slt i64 %478, %536
  br i1 %537, label %777, label %538

538:                                              ; preds = %532
  %539 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %533
  %540 = load i32, i32* %539, align 4, !tbaa !5
  %541 = sub nsw i64 %529, %536
  %542 = icmp ult i64 %541, 48
  br i1 %542, label %763, label %543

543:                                              ; preds = %538
  %544 = sub nsw i64 %478, %536
  %545 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %544, i64 4)
  %546 = extractvalue { i64, i1 } %545, 0
  %547 = extractvalue { i64, i1 } %545, 1
  %548 = sub i64 0, %546
  %549 = getelementptr i8, i8* %524, i64 %548
  %550 = icmp ugt i8* %549, %524
  %551 = or i1 %550, %547
  %552 = sub nsw i64 0, %536
  %553 = getelementptr i32, i32* %525, i64 %552
  %554 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %544, i64 4)
  %555 = extractvalue { i64, i1 } %554, 0
  %556 = extractvalue { i64, i1 } %554, 1
  %557 = bitcast i32* %553 to i8*
  %558 = sub i64 0, %555
  %559 = getelementptr i8, i8* %557, i64 %558
  %560 = icmp ugt i8* %559, %557
  %561 = or i1 %560, %556
  %562 = or i1 %551, %561
  br i1 %562, label %763, label %563

563:                                              ; preds = %543
  %564 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %536
  %565 = sub nsw i64 0, %536
  %566 = getelementptr i32, i32* %528, i64 %565
  %567 = icmp ult i32* %564, %566
  %568 = and i1 %567, %531
  br i1 %568, label %763, label %569

569:                                              ; preds = %563
  %570 = urem i64 %541, 48
  %571 = sub nsw i64 %541, %570
  %572 = sub nsw i64 %478, %571
  %573 = insertelement <4 x i32> poison, i32 %540, i64 0
  %574 = shufflevector <4 x i32> %573, <4 x i32> poison, <4 x i32> zeroinitializer
  %575 = insertelement <4 x i32> poison, i32 %540, i64 0
  %576 = shufflevector <4 x i32> %575, <4 x i32> poison, <4 x i32> zeroinitializer
  %577 = insertelement <4 x i32> poison, i32 %540, i64 0
  %578 = shufflevector <4 x i32> %577, <4 x i32> poison, <4 x i32> zeroinitializer
  %579 = insertelement <4 x i32> poison, i32 %540, i64 0
  %580 = shufflevector <4 x i32> %579, <4 x i32> poison, <4 x i32> zeroinitializer
  %581 = insertelement <4 x i32> poison, i32 %540, i64 0
  %582 = shufflevector <4 x i32> %581, <4 x i32> poison, <4 x i32> zeroinitializer
  %583 = insertelement <4 x i32> poison, i32 %540, i64 0
  %584 = shufflevector <4 x i32> %583, <4 x i32> poison, <4 x i32> zeroinitializer
  %585 = insertelement <4 x i32> poison, i32 %540, i64 0
  %586 = shufflevector <4 x i32> %585, <4 x i32> poison, <4 x i32> zeroinitializer
  %587 = insertelement <4 x i32> poison, i32 %540, i64 0
  %588 = shufflevector <4 x i32> %587, <4 x i32> poison, <4 x i32> zeroinitializer
  %589 = insertelement <4 x i32> poison, i32 %540, i64 0
  %590 = shufflevector <4 x i32> %589, <4 x i32> poison, <4 x i32> zeroinitializer
  %591 = insertelement <4 x i32> poison, i32 %540, i64 0
  %592 = shufflevector <4 x i32> %591, <4 x i32> poison, <4 x i32> zeroinitializer
  %593 = insertelement <4 x i32> poison, i32 %540, i64 0
  %594 = shufflevector <4 x i32> %593, <4 x i32> poison, <4 x i32> zeroinitializer
  %595 = insertelement <4 x i32> poison, i32 %540, i64 0
  %596 = shufflevector <4 x i32> %595, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %597

597:                                              ; preds = %597, %569
  %598 = phi i64 [ 0, %569 ], [ %759, %597 ]
  %599 = sub i64 %478, %598
  %600 = sub nsw i64 %599, %536
  %601 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %600
  %602 = getelementptr inbounds i32, i32* %601, i64 -3
  %603 = bitcast i32* %602 to <4 x i32>*
  %604 = load <4 x i32>, <4 x i32>* %603, align 4, !tbaa !5, !alias.scope !30
  %605 = shufflevector <4 x i32> %604, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %606 = getelementptr inbounds i32, i32* %601, i64 -7
  %607 = bitcast i32* %606 to <4 x i32>*
  %608 = load <4 x i32>, <4 x i32>* %607, align 4, !tbaa !5, !alias.scope !30
  %609 = shufflevector <4 x i32> %608, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %610 = getelementptr inbounds i32, i32* %601, i64 -11
  %611 = bitcast i32* %610 to <4 x i32>*
  %612 = load <4 x i32>, <4 x i32>* %611, align 4, !tbaa !5, !alias.scope !30
  %613 = shufflevector <4 x i32> %612, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %614 = getelementptr inbounds i32, i32* %601, i64 -15
  %615 = bitcast i32* %614 to <4 x i32>*
  %616 = load <4 x i32>, <4 x i32>* %615, align 4, !tbaa !5, !alias.scope !30
  %617 = shufflevector <4 x i32> %616, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %618 = getelementptr inbounds i32, i32* %601, i64 -19
  %619 = bitcast i32* %618 to <4 x i32>*
  %620 = load <4 x i32>, <4 x i32>* %619, align 4, !tbaa !5, !alias.scope !30
  %621 = shufflevector <4 x i32> %620, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %622 = getelementptr inbounds i32, i32* %601, i64 -23
  %623 = bitcast i32* %622 to <4 x i32>*
  %624 = load <4 x i32>, <4 x i32>* %623, align 4, !tbaa !5, !alias.scope !30
  %625 = shufflevector <4 x i32> %624, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %626 = getelementptr inbounds i32, i32* %601, i64 -27
  %627 = bitcast i32* %626 to <4 x i32>*
  %628 = load <4 x i32>, <4 x i32>* %627, align 4, !tbaa !5, !alias.scope !30
  %629 = shufflevector <4 x i32> %628, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %630 = getelementptr inbounds i32, i32* %601, i64 -31
  %631 = bitcast i32* %630 to <4 x i32>*
  %632 = load <4 x i32>, <4 x i32>* %631, align 4, !tbaa !5, !alias.scope !30
  %633 = shufflevector <4 x i32> %632, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %634 = getelementptr inbounds i32, i32* %601, i64 -35
  %635 = bitcast i32* %634 to <4 x i32>*
  %636 = load <4 x i32>, <4 x i32>* %635, align 4, !tbaa !5, !alias.scope !30
  %637 = shufflevector <4 x i32> %636, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %638 = getelementptr inbounds i32, i32* %601, i64 -39
  %639 = bitcast i32* %638 to <4 x i32>*
  %640 = load <4 x i32>, <4 x i32>* %639, align 4, !tbaa !5, !alias.scope !30
  %641 = shufflevector <4 x i32> %640, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %642 = getelementptr inbounds i32, i32* %601, i64 -43
  %643 = bitcast i32* %642 to <4 x i32>*
  %644 = load <4 x i32>, <4 x i32>* %643, align 4, !tbaa !5, !alias.scope !30
  %645 = shufflevector <4 x i32> %644, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %646 = getelementptr inbounds i32, i32* %601, i64 -47
  %647 = bitcast i32* %646 to <4 x i32>*
  %648 = load <4 x i32>, <4 x i32>* %647, align 4, !tbaa !5, !alias.scope !30
  %649 = shufflevector <4 x i32> %648, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %650 = add nsw <4 x i32> %605, %574
  %651 = add nsw <4 x i32> %609, %576
  %652 = add nsw <4 x i32> %613, %578
  %653 = add nsw <4 x i32> %617, %580
  %654 = add nsw <4 x i32> %621, %582
  %655 = add nsw <4 x i32> %625, %584
  %656 = add nsw <4 x i32> %629, %586
  %657 = add nsw <4 x i32> %633, %588
  %658 = add nsw <4 x i32> %637, %590
  %659 = add nsw <4 x i32> %641, %592
  %660 = add nsw <4 x i32> %645, %594
  %661 = add nsw <4 x i32> %649, %596
  %662 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %599
  %663 = getelementptr inbounds i32, i32* %662, i64 -3
  %664 = bitcast i32* %663 to <4 x i32>*
  %665 = load <4 x i32>, <4 x i32>* %664, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %666 = shufflevector <4 x i32> %665, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %667 = getelementptr inbounds i32, i32* %662, i64 -7
  %668 = bitcast i32* %667 to <4 x i32>*
  %669 = load <4 x i32>, <4 x i32>* %668, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %670 = shufflevector <4 x i32> %669, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %671 = getelementptr inbounds i32, i32* %662, i64 -11
  %672 = bitcast i32* %671 to <4 x i32>*
  %673 = load <4 x i32>, <4 x i32>* %672, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %674 = shufflevector <4 x i32> %673, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %675 = getelementptr inbounds i32, i32* %662, i64 -15
  %676 = bitcast i32* %675 to <4 x i32>*
  %677 = load <4 x i32>, <4 x i32>* %676, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %678 = shufflevector <4 x i32> %677, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %679 = getelementptr inbounds i32, i32* %662, i64 -19
  %680 = bitcast i32* %679 to <4 x i32>*
  %681 = load <4 x i32>, <4 x i32>* %680, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %682 = shufflevector <4 x i32> %681, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %683 = getelementptr inbounds i32, i32* %662, i64 -23
  %684 = bitcast i32* %683 to <4 x i32>*
  %685 = load <4 x i32>, <4 x i32>* %684, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %686 = shufflevector <4 x i32> %685, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %687 = getelementptr inbounds i32, i32* %662, i64 -27
  %688 = bitcast i32* %687 to <4 x i32>*
  %689 = load <4 x i32>, <4 x i32>* %688, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %690 = shufflevector <4 x i32> %689, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %691 = getelementptr inbounds i32, i32* %662, i64 -31
  %692 = bitcast i32* %691 to <4 x i32>*
  %693 = load <4 x i32>, <4 x i32>* %692, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %694 = shufflevector <4 x i32> %693, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %695 = getelementptr inbounds i32, i32* %662, i64 -35
  %696 = bitcast i32* %695 to <4 x i32>*
  %697 = load <4 x i32>, <4 x i32>* %696, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %698 = shufflevector <4 x i32> %697, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %699 = getelementptr inbounds i32, i32* %662, i64 -39
  %700 = bitcast i32* %699 to <4 x i32>*
  %701 = load <4 x i32>, <4 x i32>* %700, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %702 = shufflevector <4 x i32> %701, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %703 = getelementptr inbounds i32, i32* %662, i64 -43
  %704 = bitcast i32* %703 to <4 x i32>*
  %705 = load <4 x i32>, <4 x i32>* %704, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %706 = shufflevector <4 x i32> %705, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %707 = getelementptr inbounds i32, i32* %662, i64 -47
  %708 = bitcast i32* %707 to <4 x i32>*
  %709 = load <4 x i32>, <4 x i32>* %708, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %710 = shufflevector <4 x i32> %709, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %711 = icmp sgt <4 x i32> %650, %666
  %712 = icmp sgt <4 x i32> %651, %670
  %713 = icmp sgt <4 x i32> %652, %674
  %714 = icmp sgt <4 x i32> %653, %678
  %715 = icmp sgt <4 x i32> %654, %682
  %716 = icmp sgt <4 x i32> %655, %686
  %717 = icmp sgt <4 x i32> %656, %690
  %718 = icmp sgt <4 x i32> %657, %694
  %719 = icmp sgt <4 x i32> %658, %698
  %720 = icmp sgt <4 x i32> %659, %702
  %721 = icmp sgt <4 x i32> %660, %706
  %722 = icmp sgt <4 x i32> %661, %710
  %723 = select <4 x i1> %711, <4 x i32> %650, <4 x i32> %666
  %724 = select <4 x i1> %712, <4 x i32> %651, <4 x i32> %670
  %725 = select <4 x i1> %713, <4 x i32> %652, <4 x i32> %674
  %726 = select <4 x i1> %714, <4 x i32> %653, <4 x i32> %678
  %727 = select <4 x i1> %715, <4 x i32> %654, <4 x i32> %682
  %728 = select <4 x i1> %716, <4 x i32> %655, <4 x i32> %686
  %729 = select <4 x i1> %717, <4 x i32> %656, <4 x i32> %690
  %730 = select <4 x i1> %718, <4 x i32> %657, <4 x i32> %694
  %731 = select <4 x i1> %719, <4 x i32> %658, <4 x i32> %698
  %732 = select <4 x i1> %720, <4 x i32> %659, <4 x i32> %702
  %733 = select <4 x i1> %721, <4 x i32> %660, <4 x i32> %706
  %734 = select <4 x i1> %722, <4 x i32> %661, <4 x i32> %710
  %735 = shufflevector <4 x i32> %723, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %736 = bitcast i32* %663 to <4 x i32>*
  store <4 x i32> %735, <4 x i32>* %736, align 4, !alias.scope !33, !noalias !30
  %737 = shufflevector <4 x i32> %724, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %738 = bitcast i32* %667 to <4 x i32>*
  store <4 x i32> %737, <4 x i32>* %738, align 4, !alias.scope !33, !noalias !30
  %739 = shufflevector <4 x i32> %725, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %740 = bitcast i32* %671 to <4 x i32>*
  store <4 x i32> %739, <4 x i32>* %740, align 4, !alias.scope !33, !noalias !30
  %741 = shufflevector <4 x i32> %726, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %742 = bitcast i32* %675 to <4 x i32>*
  store <4 x i32> %741, <4 x i32>* %742, align 4, !alias.scope !33, !noalias !30
  %743 = shufflevector <4 x i32> %727, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %744 = bitcast i32* %679 to <4 x i32>*
  store <4 x i32> %743, <4 x i32>* %744, align 4, !alias.scope !33, !noalias !30
  %745 = shufflevector <4 x i32> %728, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %746 = bitcast i32* %683 to <4 x i32>*
  store <4 x i32> %745, <4 x i32>* %746, align 4, !alias.scope !33, !noalias !30
  %747 = shufflevector <4 x i32> %729, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %748 = bitcast i32* %687 to <4 x i32>*
  store <4 x i32> %747, <4 x i32>* %748, align 4, !alias.scope !33, !noalias !30
  %749 = shufflevector <4 x i32> %730, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %750 = bitcast i32* %691 to <4 x i32>*
  store <4 x i32> %749, <4 x i32>* %750, align 4, !alias.scope !33, !noalias !30
  %751 = shufflevector <4 x i32> %731, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %752 = bitcast i32* %695 to <4 x i32>*
  store <4 x i32> %751, <4 x i32>* %752, align 4, !alias.scope !33, !noalias !30
  %753 = shufflevector <4 x i32> %732, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %754 = bitcast i32* %699 to <4 x i32>*
  store <4 x i32> %753, <4 x i32>* %754, align 4, !alias.scope !33, !noalias !30
  %755 = shufflevector <4 x i32> %733, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %756 = bitcast i32* %703 to <4 x i32>*
  store <4 x i32> %755, <4 x i32>* %756, align 4, !alias.scope !33, !noalias !30
  %757 = shufflevector <4 x i32> %734, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %758 = bitcast i32* %707 to <4 x i32>*
  store <4 x i32> %757, <4 x i32>* %758, align 4, !alias.scope !33, !noalias !30
  %759 = add nuw i64 %598, 48
  %760 = icmp eq i64 %759, %571
  br i1 %760, label %761, label %597, !llvm.loop !35

761:                                              ; preds = %597
  %762 = icmp eq i64 %570, 0
  br i1 %762, label %777, label %763

763:                                              ; preds = %563, %543, %538, %761
  %764 = phi i64 [ %478, %563 ], [ %478, %543 ], [ %478, %538 ], [ %572, %761 ]
  br label %765

765:                                              ; preds = %763, %765
  %766 = phi i64 [ %775, %765 ], [ %764, %763 ]
  %767 = sub nsw i64 %766, %536
  %768 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %767
  %769 = load i32, i32* %768, align 4, !tbaa !5
  %770 = add nsw i32 %769, %540
  %771 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %766
  %772 = load i32, i32* %771, align 4, !tbaa !5
  %773 = icmp sgt i32 %770, %772
  %774 = select i1 %773, i32 %770, i32 %772
  store i32 %774, i32* %771, align 4
  %775 = add nsw i64 %766, -1
  %776 = icmp sgt i64 %766, %536
  br i1 %776, label %765, label %777, !llvm.loop !36

777:                                              ; preds = %765, %761, %532
  %778 = add nuw nsw i64 %533, 1
  %779 = icmp eq i64 %778, 20
  br i1 %779, label %780, label %532, !llvm.loop !37

780:                                              ; preds = %777
  %781 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %478
  %782 = load i32, i32* %781, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %476) #6
  %783 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i64 0, i64 0), i32 noundef signext 50, i32 noundef signext %782)
  %784 = load i32, i32* @check, align 4, !tbaa !5
  %785 = xor i32 %784, %782
  %786 = mul i32 %785, 16777619
  store i32 %786, i32* @check, align 4, !tbaa !5
  %787 = mul nsw i64 %477, 175
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %476) #6
  %788 = icmp slt i32 %9, 0
  br i1 %788, label %793, label %789

789:                                              ; preds = %780
  %790 = mul nsw i64 %477, 700
  %791 = and i64 %790, 17179869180
  %792 = add nuw nsw i64 %791, 4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 %476, i8 0, i64 %792, i1 false) #6, !tbaa !5
  br label %793

793:                                              ; preds = %789, %780
  %794 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %787
  %795 = bitcast i32* %794 to i8*
  %796 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %787
  %797 = add nsw i64 %787, 1
  %798 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %797
  %799 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %797
  %800 = add nsw i64 %787, 1
  %801 = bitcast i32* %798 to [512 x i32]*
  %802 = icmp ult [512 x i32]* %3, %801
  br label %803

803:                                              ; preds = %1048, %793
  %804 = phi i64 [ 0, %793 ], [ %1049, %1048 ]
  %805 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 %804
  %806 = load i32, i32* %805, align 4, !tbaa !5
  %807 = sext i32 %806 to i64
  %808 = icmp slt i64 %787, %807
  br i1 %808, label %1048, label %809

809:                                              ; preds = %803
  %810 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %804
  %811 = load i32, i32* %810, align 4, !tbaa !5
  %812 = sub nsw i64 %800, %807
  %813 = icmp ult i64 %812, 48
  br i1 %813, label %1034, label %814

814:                                              ; preds = %809
  %815 = sub nsw i64 %787, %807
  %816 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %815, i64 4)
  %817 = extractvalue { i64, i1 } %816, 0
  %818 = extractvalue { i64, i1 } %816, 1
  %819 = sub i64 0, %817
  %820 = getelementptr i8, i8* %795, i64 %819
  %821 = icmp ugt i8* %820, %795
  %822 = or i1 %821, %818
  %823 = sub nsw i64 0, %807
  %824 = getelementptr i32, i32* %796, i64 %823
  %825 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %815, i64 4)
  %826 = extractvalue { i64, i1 } %825, 0
  %827 = extractvalue { i64, i1 } %825, 1
  %828 = bitcast i32* %824 to i8*
  %829 = sub i64 0, %826
  %830 = getelementptr i8, i8* %828, i64 %829
  %831 = icmp ugt i8* %830, %828
  %832 = or i1 %831, %827
  %833 = or i1 %822, %832
  br i1 %833, label %1034, label %834

834:                                              ; preds = %814
  %835 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %807
  %836 = sub nsw i64 0, %807
  %837 = getelementptr i32, i32* %799, i64 %836
  %838 = icmp ult i32* %835, %837
  %839 = and i1 %838, %802
  br i1 %839, label %1034, label %840

840:                                              ; preds = %834
  %841 = urem i64 %812, 48
  %842 = sub nsw i64 %812, %841
  %843 = sub nsw i64 %787, %842
  %844 = insertelement <4 x i32> poison, i32 %811, i64 0
  %845 = shufflevector <4 x i32> %844, <4 x i32> poison, <4 x i32> zeroinitializer
  %846 = insertelement <4 x i32> poison, i32 %811, i64 0
  %847 = shufflevector <4 x i32> %846, <4 x i32> poison, <4 x i32> zeroinitializer
  %848 = insertelement <4 x i32> poison, i32 %811, i64 0
  %849 = shufflevector <4 x i32> %848, <4 x i32> poison, <4 x i32> zeroinitializer
  %850 = insertelement <4 x i32> poison, i32 %811, i64 0
  %851 = shufflevector <4 x i32> %850, <4 x i32> poison, <4 x i32> zeroinitializer
  %852 = insertelement <4 x i32> poison, i32 %811, i64 0
  %853 = shufflevector <4 x i32> %852, <4 x i32> poison, <4 x i32> zeroinitializer
  %854 = insertelement <4 x i32> poison, i32 %811, i64 0
  %855 = shufflevector <4 x i32> %854, <4 x i32> poison, <4 x i32> zeroinitializer
  %856 = insertelement <4 x i32> poison, i32 %811, i64 0
  %857 = shufflevector <4 x i32> %856, <4 x i32> poison, <4 x i32> zeroinitializer
  %858 = insertelement <4 x i32> poison, i32 %811, i64 0
  %859 = shufflevector <4 x i32> %858, <4 x i32> poison, <4 x i32> zeroinitializer
  %860 = insertelement <4 x i32> poison, i32 %811, i64 0
  %861 = shufflevector <4 x i32> %860, <4 x i32> poison, <4 x i32> zeroinitializer
  %862 = insertelement <4 x i32> poison, i32 %811, i64 0
  %863 = shufflevector <4 x i32> %862, <4 x i32> poison, <4 x i32> zeroinitializer
  %864 = insertelement <4 x i32> poison, i32 %811, i64 0
  %865 = shufflevector <4 x i32> %864, <4 x i32> poison, <4 x i32> zeroinitializer
  %866 = insertelement <4 x i32> poison, i32 %811, i64 0
  %867 = shufflevector <4 x i32> %866, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %868

868:                                              ; preds = %868, %840
  %869 = phi i64 [ 0, %840 ], [ %1030, %868 ]
  %870 = sub i64 %787, %869
  %871 = sub nsw i64 %870, %807
  %872 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %871
  %873 = getelementptr inbounds i32, i32* %872, i64 -3
  %874 = bitcast i32* %873 to <4 x i32>*
  %875 = load <4 x i32>, <4 x i32>* %874, align 4, !tbaa !5, !alias.scope !38
  %876 = shufflevector <4 x i32> %875, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %877 = getelementptr inbounds i32, i32* %872, i64 -7
  %878 = bitcast i32* %877 to <4 x i32>*
  %879 = load <4 x i32>, <4 x i32>* %878, align 4, !tbaa !5, !alias.scope !38
  %880 = shufflevector <4 x i32> %879, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %881 = getelementptr inbounds i32, i32* %872, i64 -11
  %882 = bitcast i32* %881 to <4 x i32>*
  %883 = load <4 x i32>, <4 x i32>* %882, align 4, !tbaa !5, !alias.scope !38
  %884 = shufflevector <4 x i32> %883, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %885 = getelementptr inbounds i32, i32* %872, i64 -15
  %886 = bitcast i32* %885 to <4 x i32>*
  %887 = load <4 x i32>, <4 x i32>* %886, align 4, !tbaa !5, !alias.scope !38
  %888 = shufflevector <4 x i32> %887, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %889 = getelementptr inbounds i32, i32* %872, i64 -19
  %890 = bitcast i32* %889 to <4 x i32>*
  %891 = load <4 x i32>, <4 x i32>* %890, align 4, !tbaa !5, !alias.scope !38
  %892 = shufflevector <4 x i32> %891, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %893 = getelementptr inbounds i32, i32* %872, i64 -23
  %894 = bitcast i32* %893 to <4 x i32>*
  %895 = load <4 x i32>, <4 x i32>* %894, align 4, !tbaa !5, !alias.scope !38
  %896 = shufflevector <4 x i32> %895, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %897 = getelementptr inbounds i32, i32* %872, i64 -27
  %898 = bitcast i32* %897 to <4 x i32>*
  %899 = load <4 x i32>, <4 x i32>* %898, align 4, !tbaa !5, !alias.scope !38
  %900 = shufflevector <4 x i32> %899, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %901 = getelementptr inbounds i32, i32* %872, i64 -31
  %902 = bitcast i32* %901 to <4 x i32>*
  %903 = load <4 x i32>, <4 x i32>* %902, align 4, !tbaa !5, !alias.scope !38
  %904 = shufflevector <4 x i32> %903, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %905 = getelementptr inbounds i32, i32* %872, i64 -35
  %906 = bitcast i32* %905 to <4 x i32>*
  %907 = load <4 x i32>, <4 x i32>* %906, align 4, !tbaa !5, !alias.scope !38
  %908 = shufflevector <4 x i32> %907, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %909 = getelementptr inbounds i32, i32* %872, i64 -39
  %910 = bitcast i32* %909 to <4 x i32>*
  %911 = load <4 x i32>, <4 x i32>* %910, align 4, !tbaa !5, !alias.scope !38
  %912 = shufflevector <4 x i32> %911, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %913 = getelementptr inbounds i32, i32* %872, i64 -43
  %914 = bitcast i32* %913 to <4 x i32>*
  %915 = load <4 x i32>, <4 x i32>* %914, align 4, !tbaa !5, !alias.scope !38
  %916 = shufflevector <4 x i32> %915, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %917 = getelementptr inbounds i32, i32* %872, i64 -47
  %918 = bitcast i32* %917 to <4 x i32>*
  %919 = load <4 x i32>, <4 x i32>* %918, align 4, !tbaa !5, !alias.scope !38
  %920 = shufflevector <4 x i32> %919, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %921 = add nsw <4 x i32> %876, %845
  %922 = add nsw <4 x i32> %880, %847
  %923 = add nsw <4 x i32> %884, %849
  %924 = add nsw <4 x i32> %888, %851
  %925 = add nsw <4 x i32> %892, %853
  %926 = add nsw <4 x i32> %896, %855
  %927 = add nsw <4 x i32> %900, %857
  %928 = add nsw <4 x i32> %904, %859
  %929 = add nsw <4 x i32> %908, %861
  %930 = add nsw <4 x i32> %912, %863
  %931 = add nsw <4 x i32> %916, %865
  %932 = add nsw <4 x i32> %920, %867
  %933 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %870
  %934 = getelementptr inbounds i32, i32* %933, i64 -3
  %935 = bitcast i32* %934 to <4 x i32>*
  %936 = load <4 x i32>, <4 x i32>* %935, align 4, !tbaa !5, !alias.scope !41, !noalias !38
  %937 = shufflevector <4 x i32> %936, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %938 = getelementptr inbounds i32, i32* %933, i64 -7
  %939 = bitcast i32* %938 to <4 x i32>*
  %940 = load <4 x i32>, <4 x i32>* %939, align 4, !tbaa !5, !alias.scope !41, !noalias !38
  %941 = shufflevector <4 x i32> %940, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %942 = getelementptr inbounds i32, i32* %933, i64 -11
  %943 = bitcast i32* %942 to <4 x i32>*
  %944 = load <4 x i32>, <4 x i32>* %943, align 4, !tbaa !5, !alias.scope !41, !noalias !38
  %945 = shufflevector <4 x i32> %944, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %946 = getelementptr inbounds i32, i32* %933, i64 -15
  %947 = bitcast i32* %946 to <4 x i32>*
  %948 = load <4 x i32>, <4 x i32>* %947, align 4, !tbaa !5, !alias.scope !41, !noalias !38
  %949 = shufflevector <4 x i32> %948, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %950 = getelementptr inbounds i32, i32* %933, i64 -19
  %951 = bitcast i32* %950 to <4 x i32>*
  %952 = load <4 x i32>, <4 x i32>* %951, align 4, !tbaa !5, !alias.scope !41, !noalias !38
  %953 = shufflevector <4 x i32> %952, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %954 = getelementptr inbounds i32, i32* %933, i64 -23
  %955 = bitcast i32* %954 to <4 x i32>*
  %956 = load <4 x i32>, <4 x i32>* %955, align 4, !tbaa !5, !alias.scope !41, !noalias !38
  %957 = shufflevector <4 x i32> %956, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %958 = getelementptr inbounds i32, i32* %933, i64 -27
  %959 = bitcast i32* %958 to <4 x i32>*
  %960 = load <4 x i32>, <4 x i32>* %959, align 4, !tbaa !5, !alias.scope !41, !noalias !38
  %961 = shufflevector <4 x i32> %960, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %962 = getelementptr inbounds i32, i32* %933, i64 -31
  %963 = bitcast i32* %962 to <4 x i32>*
  %964 = load <4 x i32>, <4 x i32>* %963, align 4, !tbaa !5, !alias.scope !41, !noalias !38
  %965 = shufflevector <4 x i32> %964, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %966 = getelementptr inbounds i32, i32* %933, i64 -35
  %967 = bitcast i32* %966 to <4 x i32>*
  %968 = load <4 x i32>, <4 x i32>* %967, align 4, !tbaa !5, !alias.scope !41, !noalias !38
  %969 = shufflevector <4 x i32> %968, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %970 = getelementptr inbounds i32, i32* %933, i64 -39
  %971 = bitcast i32* %970 to <4 x i32>*
  %972 = load <4 x i32>, <4 x i32>* %971, align 4, !tbaa !5, !alias.scope !41, !noalias !38
  %973 = shufflevector <4 x i32> %972, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %974 = getelementptr inbounds i32, i32* %933, i64 -43
  %975 = bitcast i32* %974 to <4 x i32>*
  %976 = load <4 x i32>, <4 x i32>* %975, align 4, !tbaa !5, !alias.scope !41, !noalias !38
  %977 = shufflevector <4 x i32> %976, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %978 = getelementptr inbounds i32, i32* %933, i64 -47
  %979 = bitcast i32* %978 to <4 x i32>*
  %980 = load <4 x i32>, <4 x i32>* %979, align 4, !tbaa !5, !alias.scope !41, !noalias !38
  %981 = shufflevector <4 x i32> %980, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %982 = icmp sgt <4 x i32> %921, %937
  %983 = icmp sgt <4 x i32> %922, %941
  %984 = icmp sgt <4 x i32> %923, %945
  %985 = icmp sgt <4 x i32> %924, %949
  %986 = icmp sgt <4 x i32> %925, %953
  %987 = icmp sgt <4 x i32> %926, %957
  %988 = icmp sgt <4 x i32> %927, %961
  %989 = icmp sgt <4 x i32> %928, %965
  %990 = icmp sgt <4 x i32> %929, %969
  %991 = icmp sgt <4 x i32> %930, %973
  %992 = icmp sgt <4 x i32> %931, %977
  %993 = icmp sgt <4 x i32> %932, %981
  %994 = select <4 x i1> %982, <4 x i32> %921, <4 x i32> %937
  %995 = select <4 x i1> %983, <4 x i32> %922, <4 x i32> %941
  %996 = select <4 x i1> %984, <4 x i32> %923, <4 x i32> %945
  %997 = select <4 x i1> %985, <4 x i32> %924, <4 x i32> %949
  %998 = select <4 x i1> %986, <4 x i32> %925, <4 x i32> %953
  %999 = select <4 x i1> %987, <4 x i32> %926, <4 x i32> %957
  %1000 = select <4 x i1> %988, <4 x i32> %927, <4 x i32> %961
  %1001 = select <4 x i1> %989, <4 x i32> %928, <4 x i32> %965
  %1002 = select <4 x i1> %990, <4 x i32> %929, <4 x i32> %969
  %1003 = select <4 x i1> %991, <4 x i32> %930, <4 x i32> %973
  %1004 = select <4 x i1> %992, <4 x i32> %931, <4 x i32> %977
  %1005 = select <4 x i1> %993, <4 x i32> %932, <4 x i32> %981
  %1006 = shufflevector <4 x i32> %994, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1007 = bitcast i32* %934 to <4 x i32>*
  store <4 x i32> %1006, <4 x i32>* %1007, align 4, !alias.scope !41, !noalias !38
  %1008 = shufflevector <4 x i32> %995, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1009 = bitcast i32* %938 to <4 x i32>*
  store <4 x i32> %1008, <4 x i32>* %1009, align 4, !alias.scope !41, !noalias !38
  %1010 = shufflevector <4 x i32> %996, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1011 = bitcast i32* %942 to <4 x i32>*
  store <4 x i32> %1010, <4 x i32>* %1011, align 4, !alias.scope !41, !noalias !38
  %1012 = shufflevector <4 x i32> %997, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1013 = bitcast i32* %946 to <4 x i32>*
  store <4 x i32> %1012, <4 x i32>* %1013, align 4, !alias.scope !41, !noalias !38
  %1014 = shufflevector <4 x i32> %998, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1015 = bitcast i32* %950 to <4 x i32>*
  store <4 x i32> %1014, <4 x i32>* %1015, align 4, !alias.scope !41, !noalias !38
  %1016 = shufflevector <4 x i32> %999, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1017 = bitcast i32* %954 to <4 x i32>*
  store <4 x i32> %1016, <4 x i32>* %1017, align 4, !alias.scope !41, !noalias !38
  %1018 = shufflevector <4 x i32> %1000, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1019 = bitcast i32* %958 to <4 x i32>*
  store <4 x i32> %1018, <4 x i32>* %1019, align 4, !alias.scope !41, !noalias !38
  %1020 = shufflevector <4 x i32> %1001, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1021 = bitcast i32* %962 to <4 x i32>*
  store <4 x i32> %1020, <4 x i32>* %1021, align 4, !alias.scope !41, !noalias !38
  %1022 = shufflevector <4 x i32> %1002, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1023 = bitcast i32* %966 to <4 x i32>*
  store <4 x i32> %1022, <4 x i32>* %1023, align 4, !alias.scope !41, !noalias !38
  %1024 = shufflevector <4 x i32> %1003, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1025 = bitcast i32* %970 to <4 x i32>*
  store <4 x i32> %1024, <4 x i32>* %1025, align 4, !alias.scope !41, !noalias !38
  %1026 = shufflevector <4 x i32> %1004, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1027 = bitcast i32* %974 to <4 x i32>*
  store <4 x i32> %1026, <4 x i32>* %1027, align 4, !alias.scope !41, !noalias !38
  %1028 = shufflevector <4 x i32> %1005, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1029 = bitcast i32* %978 to <4 x i32>*
  store <4 x i32> %1028, <4 x i32>* %1029, align 4, !alias.scope !41, !noalias !38
  %1030 = add nuw i64 %869, 48
  %1031 = icmp eq i64 %1030, %842
  br i1 %1031, label %1032, label %868, !llvm.loop !43

1032:                                             ; preds = %868
  %1033 = icmp eq i64 %841, 0
  br i1 %1033, label %1048, label %1034

1034:                                             ; preds = %834, %814, %809, %1032
  %1035 = phi i64 [ %787, %834 ], [ %787, %814 ], [ %787, %809 ], [ %843, %1032 ]
  br label %1036

1036:                                             ; preds = %1034, %1036
  %1037 = phi i64 [ %1046, %1036 ], [ %1035, %1034 ]
  %1038 = sub nsw i64 %1037, %807
  %1039 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %1038
  %1040 = load i32, i32* %1039, align 4, !tbaa !5
  %1041 = add nsw i32 %1040, %811
  %1042 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %1037
  %1043 = load i32, i32* %1042, align 4, !tbaa !5
  %1044 = icmp sgt i32 %1041, %1043
  %1045 = select i1 %1044, i32 %1041, i32 %1043
  store i32 %1045, i32* %1042, align 4
  %1046 = add nsw i64 %1037, -1
  %1047 = icmp sgt i64 %1037, %807
  br i1 %1047, label %1036, label %1048, !llvm.loop !44

1048:                                             ; preds = %1036, %1032, %803
  %1049 = add nuw nsw i64 %804, 1
  %1050 = icmp eq i64 %1049, 20
  br i1 %1050, label %1051, label %803, !llvm.loop !37

1051:                                             ; preds = %1048
  %1052 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %787
  %1053 = load i32, i32* %1052, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %476) #6
  %1054 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i64 0, i64 0), i32 noundef signext 175, i32 noundef signext %1053)
  %1055 = load i32, i32* @check, align 4, !tbaa !5
  %1056 = xor i32 %1055, %1053
  %1057 = mul i32 %1056, 16777619
  store i32 %1057, i32* @check, align 4, !tbaa !5
  %1058 = mul nsw i64 %477, 300
  call void @llvm.lifetime.start.p0i8(i64 2048, i8* nonnull %476) #6
  %1059 = icmp slt i32 %9, 0
  br i1 %1059, label %1064, label %1060

1060:                                             ; preds = %1051
  %1061 = mul nsw i64 %477, 1200
  %1062 = and i64 %1061, 17179869168
  %1063 = or i64 %1062, 4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 %476, i8 0, i64 %1063, i1 false) #6, !tbaa !5
  br label %1064

1064:                                             ; preds = %1060, %1051
  %1065 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %1058
  %1066 = bitcast i32* %1065 to i8*
  %1067 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %1058
  %1068 = or i64 %1058, 1
  %1069 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %1068
  %1070 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %1068
  %1071 = or i64 %1058, 1
  %1072 = bitcast i32* %1069 to [512 x i32]*
  %1073 = icmp ult [512 x i32]* %3, %1072
  br label %1074

1074:                                             ; preds = %1319, %1064
  %1075 = phi i64 [ 0, %1064 ], [ %1320, %1319 ]
  %1076 = getelementptr inbounds [20 x i32], [20 x i32]* %6, i64 0, i64 %1075
  %1077 = load i32, i32* %1076, align 4, !tbaa !5
  %1078 = sext i32 %1077 to i64
  %1079 = icmp slt i64 %1058, %1078
  br i1 %1079, label %1319, label %1080

1080:                                             ; preds = %1074
  %1081 = getelementptr inbounds [20 x i32], [20 x i32]* %7, i64 0, i64 %1075
  %1082 = load i32, i32* %1081, align 4, !tbaa !5
  %1083 = sub nsw i64 %1071, %1078
  %1084 = icmp ult i64 %1083, 48
  br i1 %1084, label %1305, label %1085

1085:                                             ; preds = %1080
  %1086 = sub nsw i64 %1058, %1078
  %1087 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %1086, i64 4)
  %1088 = extractvalue { i64, i1 } %1087, 0
  %1089 = extractvalue { i64, i1 } %1087, 1
  %1090 = sub i64 0, %1088
  %1091 = getelementptr i8, i8* %1066, i64 %1090
  %1092 = icmp ugt i8* %1091, %1066
  %1093 = or i1 %1092, %1089
  %1094 = sub nsw i64 0, %1078
  %1095 = getelementptr i32, i32* %1067, i64 %1094
  %1096 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %1086, i64 4)
  %1097 = extractvalue { i64, i1 } %1096, 0
  %1098 = extractvalue { i64, i1 } %1096, 1
  %1099 = bitcast i32* %1095 to i8*
  %1100 = sub i64 0, %1097
  %1101 = getelementptr i8, i8* %1099, i64 %1100
  %1102 = icmp ugt i8* %1101, %1099
  %1103 = or i1 %1102, %1098
  %1104 = or i1 %1093, %1103
  br i1 %1104, label %1305, label %1105

1105:                                             ; preds = %1085
  %1106 = getelementptr [512 x i32], [512 x i32]* %3, i64 0, i64 %1078
  %1107 = sub nsw i64 0, %1078
  %1108 = getelementptr i32, i32* %1070, i64 %1107
  %1109 = icmp ult i32* %1106, %1108
  %1110 = and i1 %1109, %1073
  br i1 %1110, label %1305, label %1111

1111:                                             ; preds = %1105
  %1112 = urem i64 %1083, 48
  %1113 = sub nsw i64 %1083, %1112
  %1114 = sub nsw i64 %1058, %1113
  %1115 = insertelement <4 x i32> poison, i32 %1082, i64 0
  %1116 = shufflevector <4 x i32> %1115, <4 x i32> poison, <4 x i32> zeroinitializer
  %1117 = insertelement <4 x i32> poison, i32 %1082, i64 0
  %1118 = shufflevector <4 x i32> %1117, <4 x i32> poison, <4 x i32> zeroinitializer
  %1119 = insertelement <4 x i32> poison, i32 %1082, i64 0
  %1120 = shufflevector <4 x i32> %1119, <4 x i32> poison, <4 x i32> zeroinitializer
  %1121 = insertelement <4 x i32> poison, i32 %1082, i64 0
  %1122 = shufflevector <4 x i32> %1121, <4 x i32> poison, <4 x i32> zeroinitializer
  %1123 = insertelement <4 x i32> poison, i32 %1082, i64 0
  %1124 = shufflevector <4 x i32> %1123, <4 x i32> poison, <4 x i32> zeroinitializer
  %1125 = insertelement <4 x i32> poison, i32 %1082, i64 0
  %1126 = shufflevector <4 x i32> %1125, <4 x i32> poison, <4 x i32> zeroinitializer
  %1127 = insertelement <4 x i32> poison, i32 %1082, i64 0
  %1128 = shufflevector <4 x i32> %1127, <4 x i32> poison, <4 x i32> zeroinitializer
  %1129 = insertelement <4 x i32> poison, i32 %1082, i64 0
  %1130 = shufflevector <4 x i32> %1129, <4 x i32> poison, <4 x i32> zeroinitializer
  %1131 = insertelement <4 x i32> poison, i32 %1082, i64 0
  %1132 = shufflevector <4 x i32> %1131, <4 x i32> poison, <4 x i32> zeroinitializer
  %1133 = insertelement <4 x i32> poison, i32 %1082, i64 0
  %1134 = shufflevector <4 x i32> %1133, <4 x i32> poison, <4 x i32> zeroinitializer
  %1135 = insertelement <4 x i32> poison, i32 %1082, i64 0
  %1136 = shufflevector <4 x i32> %1135, <4 x i32> poison, <4 x i32> zeroinitializer
  %1137 = insertelement <4 x i32> poison, i32 %1082, i64 0
  %1138 = shufflevector <4 x i32> %1137, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %1139

1139:                                             ; preds = %1139, %1111
  %1140 = phi i64 [ 0, %1111 ], [ %1301, %1139 ]
  %1141 = sub i64 %1058, %1140
  %1142 = sub nsw i64 %1141, %1078
  %1143 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %1142
  %1144 = getelementptr inbounds i32, i32* %1143, i64 -3
  %1145 = bitcast i32* %1144 to <4 x i32>*
  %1146 = load <4 x i32>, <4 x i32>* %1145, align 4, !tbaa !5, !alias.scope !45
  %1147 = shufflevector <4 x i32> %1146, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1148 = getelementptr inbounds i32, i32* %1143, i64 -7
  %1149 = bitcast i32* %1148 to <4 x i32>*
  %1150 = load <4 x i32>, <4 x i32>* %1149, align 4, !tbaa !5, !alias.scope !45
  %1151 = shufflevector <4 x i32> %1150, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1152 = getelementptr inbounds i32, i32* %1143, i64 -11
  %1153 = bitcast i32* %1152 to <4 x i32>*
  %1154 = load <4 x i32>, <4 x i32>* %1153, align 4, !tbaa !5, !alias.scope !45
  %1155 = shufflevector <4 x i32> %1154, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1156 = getelementptr inbounds i32, i32* %1143, i64 -15
  %1157 = bitcast i32* %1156 to <4 x i32>*
  %1158 = load <4 x i32>, <4 x i32>* %1157, align 4, !tbaa !5, !alias.scope !45
  %1159 = shufflevector <4 x i32> %1158, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1160 = getelementptr inbounds i32, i32* %1143, i64 -19
  %1161 = bitcast i32* %1160 to <4 x i32>*
  %1162 = load <4 x i32>, <4 x i32>* %1161, align 4, !tbaa !5, !alias.scope !45
  %1163 = shufflevector <4 x i32> %1162, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1164 = getelementptr inbounds i32, i32* %1143, i64 -23
  %1165 = bitcast i32* %1164 to <4 x i32>*
  %1166 = load <4 x i32>, <4 x i32>* %1165, align 4, !tbaa !5, !alias.scope !45
  %1167 = shufflevector <4 x i32> %1166, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1168 = getelementptr inbounds i32, i32* %1143, i64 -27
  %1169 = bitcast i32* %1168 to <4 x i32>*
  %1170 = load <4 x i32>, <4 x i32>* %1169, align 4, !tbaa !5, !alias.scope !45
  %1171 = shufflevector <4 x i32> %1170, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1172 = getelementptr inbounds i32, i32* %1143, i64 -31
  %1173 = bitcast i32* %1172 to <4 x i32>*
  %1174 = load <4 x i32>, <4 x i32>* %1173, align 4, !tbaa !5, !alias.scope !45
  %1175 = shufflevector <4 x i32> %1174, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1176 = getelementptr inbounds i32, i32* %1143, i64 -35
  %1177 = bitcast i32* %1176 to <4 x i32>*
  %1178 = load <4 x i32>, <4 x i32>* %1177, align 4, !tbaa !5, !alias.scope !45
  %1179 = shufflevector <4 x i32> %1178, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1180 = getelementptr inbounds i32, i32* %1143, i64 -39
  %1181 = bitcast i32* %1180 to <4 x i32>*
  %1182 = load <4 x i32>, <4 x i32>* %1181, align 4, !tbaa !5, !alias.scope !45
  %1183 = shufflevector <4 x i32> %1182, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1184 = getelementptr inbounds i32, i32* %1143, i64 -43
  %1185 = bitcast i32* %1184 to <4 x i32>*
  %1186 = load <4 x i32>, <4 x i32>* %1185, align 4, !tbaa !5, !alias.scope !45
  %1187 = shufflevector <4 x i32> %1186, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1188 = getelementptr inbounds i32, i32* %1143, i64 -47
  %1189 = bitcast i32* %1188 to <4 x i32>*
  %1190 = load <4 x i32>, <4 x i32>* %1189, align 4, !tbaa !5, !alias.scope !45
  %1191 = shufflevector <4 x i32> %1190, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1192 = add nsw <4 x i32> %1147, %1116
  %1193 = add nsw <4 x i32> %1151, %1118
  %1194 = add nsw <4 x i32> %1155, %1120
  %1195 = add nsw <4 x i32> %1159, %1122
  %1196 = add nsw <4 x i32> %1163, %1124
  %1197 = add nsw <4 x i32> %1167, %1126
  %1198 = add nsw <4 x i32> %1171, %1128
  %1199 = add nsw <4 x i32> %1175, %1130
  %1200 = add nsw <4 x i32> %1179, %1132
  %1201 = add nsw <4 x i32> %1183, %1134
  %1202 = add nsw <4 x i32> %1187, %1136
  %1203 = add nsw <4 x i32> %1191, %1138
  %1204 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %1141
  %1205 = getelementptr inbounds i32, i32* %1204, i64 -3
  %1206 = bitcast i32* %1205 to <4 x i32>*
  %1207 = load <4 x i32>, <4 x i32>* %1206, align 4, !tbaa !5, !alias.scope !48, !noalias !45
  %1208 = shufflevector <4 x i32> %1207, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1209 = getelementptr inbounds i32, i32* %1204, i64 -7
  %1210 = bitcast i32* %1209 to <4 x i32>*
  %1211 = load <4 x i32>, <4 x i32>* %1210, align 4, !tbaa !5, !alias.scope !48, !noalias !45
  %1212 = shufflevector <4 x i32> %1211, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1213 = getelementptr inbounds i32, i32* %1204, i64 -11
  %1214 = bitcast i32* %1213 to <4 x i32>*
  %1215 = load <4 x i32>, <4 x i32>* %1214, align 4, !tbaa !5, !alias.scope !48, !noalias !45
  %1216 = shufflevector <4 x i32> %1215, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1217 = getelementptr inbounds i32, i32* %1204, i64 -15
  %1218 = bitcast i32* %1217 to <4 x i32>*
  %1219 = load <4 x i32>, <4 x i32>* %1218, align 4, !tbaa !5, !alias.scope !48, !noalias !45
  %1220 = shufflevector <4 x i32> %1219, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1221 = getelementptr inbounds i32, i32* %1204, i64 -19
  %1222 = bitcast i32* %1221 to <4 x i32>*
  %1223 = load <4 x i32>, <4 x i32>* %1222, align 4, !tbaa !5, !alias.scope !48, !noalias !45
  %1224 = shufflevector <4 x i32> %1223, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1225 = getelementptr inbounds i32, i32* %1204, i64 -23
  %1226 = bitcast i32* %1225 to <4 x i32>*
  %1227 = load <4 x i32>, <4 x i32>* %1226, align 4, !tbaa !5, !alias.scope !48, !noalias !45
  %1228 = shufflevector <4 x i32> %1227, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1229 = getelementptr inbounds i32, i32* %1204, i64 -27
  %1230 = bitcast i32* %1229 to <4 x i32>*
  %1231 = load <4 x i32>, <4 x i32>* %1230, align 4, !tbaa !5, !alias.scope !48, !noalias !45
  %1232 = shufflevector <4 x i32> %1231, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1233 = getelementptr inbounds i32, i32* %1204, i64 -31
  %1234 = bitcast i32* %1233 to <4 x i32>*
  %1235 = load <4 x i32>, <4 x i32>* %1234, align 4, !tbaa !5, !alias.scope !48, !noalias !45
  %1236 = shufflevector <4 x i32> %1235, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1237 = getelementptr inbounds i32, i32* %1204, i64 -35
  %1238 = bitcast i32* %1237 to <4 x i32>*
  %1239 = load <4 x i32>, <4 x i32>* %1238, align 4, !tbaa !5, !alias.scope !48, !noalias !45
  %1240 = shufflevector <4 x i32> %1239, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1241 = getelementptr inbounds i32, i32* %1204, i64 -39
  %1242 = bitcast i32* %1241 to <4 x i32>*
  %1243 = load <4 x i32>, <4 x i32>* %1242, align 4, !tbaa !5, !alias.scope !48, !noalias !45
  %1244 = shufflevector <4 x i32> %1243, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1245 = getelementptr inbounds i32, i32* %1204, i64 -43
  %1246 = bitcast i32* %1245 to <4 x i32>*
  %1247 = load <4 x i32>, <4 x i32>* %1246, align 4, !tbaa !5, !alias.scope !48, !noalias !45
  %1248 = shufflevector <4 x i32> %1247, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1249 = getelementptr inbounds i32, i32* %1204, i64 -47
  %1250 = bitcast i32* %1249 to <4 x i32>*
  %1251 = load <4 x i32>, <4 x i32>* %1250, align 4, !tbaa !5, !alias.scope !48, !noalias !45
  %1252 = shufflevector <4 x i32> %1251, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1253 = icmp sgt <4 x i32> %1192, %1208
  %1254 = icmp sgt <4 x i32> %1193, %1212
  %1255 = icmp sgt <4 x i32> %1194, %1216
  %1256 = icmp sgt <4 x i32> %1195, %1220
  %1257 = icmp sgt <4 x i32> %1196, %1224
  %1258 = icmp sgt <4 x i32> %1197, %1228
  %1259 = icmp sgt <4 x i32> %1198, %1232
  %1260 = icmp sgt <4 x i32> %1199, %1236
  %1261 = icmp sgt <4 x i32> %1200, %1240
  %1262 = icmp sgt <4 x i32> %1201, %1244
  %1263 = icmp sgt <4 x i32> %1202, %1248
  %1264 = icmp sgt <4 x i32> %1203, %1252
  %1265 = select <4 x i1> %1253, <4 x i32> %1192, <4 x i32> %1208
  %1266 = select <4 x i1> %1254, <4 x i32> %1193, <4 x i32> %1212
  %1267 = select <4 x i1> %1255, <4 x i32> %1194, <4 x i32> %1216
  %1268 = select <4 x i1> %1256, <4 x i32> %1195, <4 x i32> %1220
  %1269 = select <4 x i1> %1257, <4 x i32> %1196, <4 x i32> %1224
  %1270 = select <4 x i1> %1258, <4 x i32> %1197, <4 x i32> %1228
  %1271 = select <4 x i1> %1259, <4 x i32> %1198, <4 x i32> %1232
  %1272 = select <4 x i1> %1260, <4 x i32> %1199, <4 x i32> %1236
  %1273 = select <4 x i1> %1261, <4 x i32> %1200, <4 x i32> %1240
  %1274 = select <4 x i1> %1262, <4 x i32> %1201, <4 x i32> %1244
  %1275 = select <4 x i1> %1263, <4 x i32> %1202, <4 x i32> %1248
  %1276 = select <4 x i1> %1264, <4 x i32> %1203, <4 x i32> %1252
  %1277 = shufflevector <4 x i32> %1265, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1278 = bitcast i32* %1205 to <4 x i32>*
  store <4 x i32> %1277, <4 x i32>* %1278, align 4, !alias.scope !48, !noalias !45
  %1279 = shufflevector <4 x i32> %1266, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1280 = bitcast i32* %1209 to <4 x i32>*
  store <4 x i32> %1279, <4 x i32>* %1280, align 4, !alias.scope !48, !noalias !45
  %1281 = shufflevector <4 x i32> %1267, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1282 = bitcast i32* %1213 to <4 x i32>*
  store <4 x i32> %1281, <4 x i32>* %1282, align 4, !alias.scope !48, !noalias !45
  %1283 = shufflevector <4 x i32> %1268, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1284 = bitcast i32* %1217 to <4 x i32>*
  store <4 x i32> %1283, <4 x i32>* %1284, align 4, !alias.scope !48, !noalias !45
  %1285 = shufflevector <4 x i32> %1269, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1286 = bitcast i32* %1221 to <4 x i32>*
  store <4 x i32> %1285, <4 x i32>* %1286, align 4, !alias.scope !48, !noalias !45
  %1287 = shufflevector <4 x i32> %1270, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1288 = bitcast i32* %1225 to <4 x i32>*
  store <4 x i32> %1287, <4 x i32>* %1288, align 4, !alias.scope !48, !noalias !45
  %1289 = shufflevector <4 x i32> %1271, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1290 = bitcast i32* %1229 to <4 x i32>*
  store <4 x i32> %1289, <4 x i32>* %1290, align 4, !alias.scope !48, !noalias !45
  %1291 = shufflevector <4 x i32> %1272, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1292 = bitcast i32* %1233 to <4 x i32>*
  store <4 x i32> %1291, <4 x i32>* %1292, align 4, !alias.scope !48, !noalias !45
  %1293 = shufflevector <4 x i32> %1273, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1294 = bitcast i32* %1237 to <4 x i32>*
  store <4 x i32> %1293, <4 x i32>* %1294, align 4, !alias.scope !48, !noalias !45
  %1295 = shufflevector <4 x i32> %1274, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1296 = bitcast i32* %1241 to <4 x i32>*
  store <4 x i32> %1295, <4 x i32>* %1296, align 4, !alias.scope !48, !noalias !45
  %1297 = shufflevector <4 x i32> %1275, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1298 = bitcast i32* %1245 to <4 x i32>*
  store <4 x i32> %1297, <4 x i32>* %1298, align 4, !alias.scope !48, !noalias !45
  %1299 = shufflevector <4 x i32> %1276, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %1300 = bitcast i32* %1249 to <4 x i32>*
  store <4 x i32> %1299, <4 x i32>* %1300, align 4, !alias.scope !48, !noalias !45
  %1301 = add nuw i64 %1140, 48
  %1302 = icmp eq i64 %1301, %1113
  br i1 %1302, label %1303, label %1139, !llvm.loop !50

1303:                                             ; preds = %1139
  %1304 = icmp eq i64 %1112, 0
  br i1 %1304, label %1319, label %1305

1305:                                             ; preds = %1105, %1085, %1080, %1303
  %1306 = phi i64 [ %1058, %1105 ], [ %1058, %1085 ], [ %1058, %1080 ], [ %1114, %1303 ]
  br label %1307

1307:                                             ; preds = %1305, %1307
  %1308 = phi i64 [ %1317, %1307 ], [ %1306, %1305 ]
  %1309 = sub nsw i64 %1308, %1078
  %1310 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %1309
  %1311 = load i32, i32* %1310, align 4, !tbaa !5
  %1312 = add nsw i32 %1311, %1082
  %1313 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %1308
  %1314 = load i32, i32* %1313, align 4, !tbaa !5
  %1315 = icmp sgt i32 %1312, %1314
  %1316 = select i1 %1315, i32 %1312, i32 %1314
  store i32 %1316, i32* %1313, align 4
  %1317 = add nsw i64 %1308, -1
  %1318 = icmp sgt i64 %1308, %1078
  br i1 %1318, label %1307, label %1319, !llvm.loop !51

1319:                                             ; preds = %1307, %1303, %1074
  %1320 = add nuw nsw i64 %1075, 1
  %1321 = icmp eq i64 %1320, 20
  br i1 %1321, label %1322, label %1074, !llvm.loop !37

1322:                                             ; preds = %1319
  %1323 = getelementptr inbounds [512 x i32], [512 x i32]* %3, i64 0, i64 %1058
  %1324 = load i32, i32* %1323, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2048, i8* nonnull %476) #6
  %1325 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.15, i64 0, i64 0), i32 noundef signext 300, i32 noundef signext %1324)
  %1326 = load i32, i32* @check, align 4, !tbaa !5
  %1327 = xor i32 %1326, %1324
  %1328 = mul i32 %1327, 16777619
  store i32 %1328, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %474) #6
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %473) #6
  %1329 = bitcast [200 x i32]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %1329) #6
  br label %1330

1330:                                             ; preds = %1330, %1322
  %1331 = phi i64 [ 0, %1322 ], [ %1372, %1330 ]
  %1332 = phi i32 [ %509, %1322 ], [ %1366, %1330 ]
  %1333 = mul i32 %1332, 1103515245
  %1334 = add i32 %1333, 12345
  %1335 = lshr i32 %1334, 16
  %1336 = trunc i32 %1335 to i16
  %1337 = urem i16 %1336, 1000
  %1338 = zext i16 %1337 to i32
  %1339 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %1331
  store i32 %1338, i32* %1339, align 4, !tbaa !5
  %1340 = add nuw nsw i64 %1331, 1
  %1341 = mul i32 %1334, 1103515245
  %1342 = add i32 %1341, 12345
  %1343 = lshr i32 %1342, 16
  %1344 = trunc i32 %1343 to i16
  %1345 = urem i16 %1344, 1000
  %1346 = zext i16 %1345 to i32
  %1347 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %1340
  store i32 %1346, i32* %1347, align 4, !tbaa !5
  %1348 = add nuw nsw i64 %1331, 2
  %1349 = mul i32 %1342, 1103515245
  %1350 = add i32 %1349, 12345
  %1351 = lshr i32 %1350, 16
  %1352 = trunc i32 %1351 to i16
  %1353 = urem i16 %1352, 1000
  %1354 = zext i16 %1353 to i32
  %1355 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %1348
  store i32 %1354, i32* %1355, align 4, !tbaa !5
  %1356 = add nuw nsw i64 %1331, 3
  %1357 = mul i32 %1350, 1103515245
  %1358 = add i32 %1357, 12345
  %1359 = lshr i32 %1358, 16
  %1360 = trunc i32 %1359 to i16
  %1361 = urem i16 %1360, 1000
  %1362 = zext i16 %1361 to i32
  %1363 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %1356
  store i32 %1362, i32* %1363, align 4, !tbaa !5
  %1364 = add nuw nsw i64 %1331, 4
  %1365 = mul i32 %1358, 1103515245
  %1366 = add i32 %1365, 12345
  %1367 = lshr i32 %1366, 16
  %1368 = trunc i32 %1367 to i16
  %1369 = urem i16 %1368, 1000
  %1370 = zext i16 %1369 to i32
  %1371 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %1364
  store i32 %1370, i32* %1371, align 4, !tbaa !5
  %1372 = add nuw nsw i64 %1331, 5
  %1373 = icmp eq i64 %1372, 200
  br i1 %1373, label %1374, label %1330, !llvm.loop !52

1374:                                             ; preds = %1330
  %1375 = bitcast [256 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %1375) #6
  %1376 = icmp sgt i32 %9, 0
  br i1 %1376, label %1377, label %1432

1377:                                             ; preds = %1374
  %1378 = mul nsw i32 %9, 200
  %1379 = zext i32 %1378 to i64
  br label %1380

1380:                                             ; preds = %1423, %1377
  %1381 = phi i64 [ 0, %1377 ], [ %1430, %1423 ]
  %1382 = phi i32 [ 0, %1377 ], [ %1429, %1423 ]
  %1383 = icmp eq i32 %1382, 0
  %1384 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %1381
  %1385 = load i32, i32* %1384, align 4, !tbaa !5
  br i1 %1383, label %1399, label %1386

1386:                                             ; preds = %1380, %1386
  %1387 = phi i32 [ %1397, %1386 ], [ %1382, %1380 ]
  %1388 = phi i32 [ %1396, %1386 ], [ 0, %1380 ]
  %1389 = add nsw i32 %1388, %1387
  %1390 = sdiv i32 %1389, 2
  %1391 = sext i32 %1390 to i64
  %1392 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i64 0, i64 %1391
  %1393 = load i32, i32* %1392, align 4, !tbaa !5
  %1394 = icmp slt i32 %1393, %1385
  %1395 = add nsw i32 %1390, 1
  %1396 = select i1 %1394, i32 %1395, i32 %1388
  %1397 = select i1 %1394, i32 %1387, i32 %1390
  %1398 = icmp slt i32 %1396, %1397
  br i1 %1398, label %1386, label %1399, !llvm.loop !53

1399:                                             ; preds = %1386, %1380
  %1400 = phi i32 [ 0, %1380 ], [ %1396, %1386 ]
  %1401 = sext i32 %1400 to i64
  %1402 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i64 0, i64 %1401
  store i32 %1385, i32* %1402, align 4, !tbaa !5
  %1403 = icmp eq i32 %1400, %1382
  %1404 = zext i1 %1403 to i32
  %1405 = add nuw nsw i32 %1382, %1404
  %1406 = or i64 %1381, 1
  %1407 = icmp eq i32 %1405, 0
  %1408 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %1406
  %1409 = load i32, i32* %1408, align 4, !tbaa !5
  br i1 %1407, label %1423, label %1410

1410:                                             ; preds = %1399, %1410
  %1411 = phi i32 [ %1421, %1410 ], [ %1405, %1399 ]
  %1412 = phi i32 [ %1420, %1410 ], [ 0, %1399 ]
  %1413 = add nsw i32 %1412, %1411
  %1414 = sdiv i32 %1413, 2
  %1415 = sext i32 %1414 to i64
  %1416 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i64 0, i64 %1415
  %1417 = load i32, i32* %1416, align 4, !tbaa !5
  %1418 = icmp slt i32 %1417, %1409
  %1419 = add nsw i32 %1414, 1
  %1420 = select i1 %1418, i32 %1419, i32 %1412
  %1421 = select i1 %1418, i32 %1411, i32 %1414
  %1422 = icmp slt i32 %1420, %1421
  br i1 %1422, label %1410, label %1423, !llvm.loop !53

1423:                                             ; preds = %1410, %1399
  %1424 = phi i32 [ 0, %1399 ], [ %1420, %1410 ]
  %1425 = sext i32 %1424 to i64
  %1426 = getelementptr inbounds [256 x i32], [256 x i32]* %2, i64 0, i64 %1425
  store i32 %1409, i32* %1426, align 4, !tbaa !5
  %1427 = icmp eq i32 %1424, %1405
  %1428 = zext i1 %1427 to i32
  %1429 = add nuw nsw i32 %1405, %1428
  %1430 = add nuw nsw i64 %1381, 2
  %1431 = icmp eq i64 %1430, %1379
  br i1 %1431, label %1432, label %1380, !llvm.loop !54

1432:                                             ; preds = %1423, %1374
  %1433 = phi i32 [ 0, %1374 ], [ %1429, %1423 ]
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %1375) #6
  %1434 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext %1433)
  %1435 = bitcast [256 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %1435) #6
  br label %1436

1436:                                             ; preds = %1479, %1432
  %1437 = phi i64 [ 0, %1432 ], [ %1486, %1479 ]
  %1438 = phi i32 [ 0, %1432 ], [ %1485, %1479 ]
  %1439 = icmp eq i32 %1438, 0
  %1440 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %1437
  %1441 = load i32, i32* %1440, align 4, !tbaa !5
  br i1 %1439, label %1455, label %1442

1442:                                             ; preds = %1436, %1442
  %1443 = phi i32 [ %1453, %1442 ], [ %1438, %1436 ]
  %1444 = phi i32 [ %1452, %1442 ], [ 0, %1436 ]
  %1445 = add nsw i32 %1444, %1443
  %1446 = sdiv i32 %1445, 2
  %1447 = sext i32 %1446 to i64
  %1448 = getelementptr inbounds [256 x i32], [256 x i32]* %1, i64 0, i64 %1447
  %1449 = load i32, i32* %1448, align 4, !tbaa !5
  %1450 = icmp slt i32 %1449, %1441
  %1451 = add nsw i32 %1446, 1
  %1452 = select i1 %1450, i32 %1451, i32 %1444
  %1453 = select i1 %1450, i32 %1443, i32 %1446
  %1454 = icmp slt i32 %1452, %1453
  br i1 %1454, label %1442, label %1455, !llvm.loop !53

1455:                                             ; preds = %1442, %1436
  %1456 = phi i32 [ 0, %1436 ], [ %1452, %1442 ]
  %1457 = sext i32 %1456 to i64
  %1458 = getelementptr inbounds [256 x i32], [256 x i32]* %1, i64 0, i64 %1457
  store i32 %1441, i32* %1458, align 4, !tbaa !5
  %1459 = icmp eq i32 %1456, %1438
  %1460 = zext i1 %1459 to i32
  %1461 = add nuw nsw i32 %1438, %1460
  %1462 = or i64 %1437, 1
  %1463 = icmp eq i32 %1461, 0
  %1464 = getelementptr inbounds [200 x i32], [200 x i32]* %8, i64 0, i64 %1462
  %1465 = load i32, i32* %1464, align 4, !tbaa !5
  br i1 %1463, label %1479, label %1466

1466:                                             ; preds = %1455, %1466
  %1467 = phi i32 [ %1477, %1466 ], [ %1461, %1455 ]
  %1468 = phi i32 [ %1476, %1466 ], [ 0, %1455 ]
  %1469 = add nsw i32 %1468, %1467
  %1470 = sdiv i32 %1469, 2
  %1471 = sext i32 %1470 to i64
  %1472 = getelementptr inbounds [256 x i32], [256 x i32]* %1, i64 0, i64 %1471
  %1473 = load i32, i32* %1472, align 4, !tbaa !5
  %1474 = icmp slt i32 %1473, %1465
  %1475 = add nsw i32 %1470, 1
  %1476 = select i1 %1474, i32 %1475, i32 %1468
  %1477 = select i1 %1474, i32 %1467, i32 %1470
  %1478 = icmp slt i32 %1476, %1477
  br i1 %1478, label %1466, label %1479, !llvm.loop !53

1479:                                             ; preds = %1466, %1455
  %1480 = phi i32 [ 0, %1455 ], [ %1476, %1466 ]
  %1481 = sext i32 %1480 to i64
  %1482 = getelementptr inbounds [256 x i32], [256 x i32]* %1, i64 0, i64 %1481
  store i32 %1465, i32* %1482, align 4, !tbaa !5
  %1483 = icmp eq i32 %1480, %1461
  %1484 = zext i1 %1483 to i32
  %1485 = add nuw nsw i32 %1461, %1484
  %1486 = add nuw nsw i64 %1437, 2
  %1487 = icmp eq i64 %1486, 200
  br i1 %1487, label %1488, label %1436, !llvm.loop !54

1488:                                             ; preds = %1479
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %1435) #6
  %1489 = load i32, i32* @check, align 4, !tbaa !5
  %1490 = xor i32 %1489, %1485
  %1491 = mul i32 %1490, 16777619
  store i32 %1491, i32* @check, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %1329) #6
  br label %1492

1492:                                             ; preds = %1488, %1533
  %1493 = phi i64 [ 0, %1488 ], [ %1534, %1533 ]
  %1494 = trunc i64 %1493 to i32
  %1495 = mul i32 %1494, 3
  br label %1496

1496:                                             ; preds = %1528, %1492
  %1497 = phi i64 [ 0, %1492 ], [ %1531, %1528 ]
  %1498 = trunc i64 %1497 to i32
  %1499 = mul nsw i32 %9, %1498
  %1500 = add nsw i32 %1499, %1495
  %1501 = srem i32 %1500, 11
  %1502 = add nsw i32 %1501, -5
  %1503 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1493, i64 %1497
  store i32 %1502, i32* %1503, align 4, !tbaa !5
  %1504 = icmp eq i64 %1493, %1497
  br i1 %1504, label %1511, label %1505

1505:                                             ; preds = %1496
  %1506 = shl nuw nsw i64 %1497, 1
  %1507 = add nuw nsw i64 %1506, %1493
  %1508 = trunc i64 %1507 to i32
  %1509 = urem i32 %1508, 7
  %1510 = add nsw i32 %1509, -3
  br label %1511

1511:                                             ; preds = %1496, %1505
  %1512 = phi i32 [ %1510, %1505 ], [ 2, %1496 ]
  %1513 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %1493, i64 %1497
  store i32 %1512, i32* %1513, align 4, !tbaa !5
  %1514 = or i64 %1497, 1
  %1515 = trunc i64 %1514 to i32
  %1516 = mul nsw i32 %9, %1515
  %1517 = add nsw i32 %1516, %1495
  %1518 = srem i32 %1517, 11
  %1519 = add nsw i32 %1518, -5
  %1520 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1493, i64 %1514
  store i32 %1519, i32* %1520, align 4, !tbaa !5
  %1521 = icmp eq i64 %1493, %1514
  br i1 %1521, label %1528, label %1522

1522:                                             ; preds = %1511
  %1523 = shl nuw nsw i64 %1514, 1
  %1524 = add nuw nsw i64 %1523, %1493
  %1525 = trunc i64 %1524 to i32
  %1526 = urem i32 %1525, 7
  %1527 = add nsw i32 %1526, -3
  br label %1528

1528:                                             ; preds = %1522, %1511
  %1529 = phi i32 [ %1527, %1522 ], [ 2, %1511 ]
  %1530 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %1493, i64 %1514
  store i32 %1529, i32* %1530, align 4, !tbaa !5
  %1531 = add nuw nsw i64 %1497, 2
  %1532 = icmp eq i64 %1531, 24
  br i1 %1532, label %1533, label %1496, !llvm.loop !55

1533:                                             ; preds = %1528
  %1534 = add nuw nsw i64 %1493, 1
  %1535 = icmp eq i64 %1534, 24
  br i1 %1535, label %1536, label %1492, !llvm.loop !56

1536:                                             ; preds = %1533, %1604
  %1537 = phi i64 [ %1605, %1604 ], [ 0, %1533 ]
  br label %1538

1538:                                             ; preds = %1600, %1536
  %1539 = phi i64 [ 0, %1536 ], [ %1602, %1600 ]
  br label %1540

1540:                                             ; preds = %1540, %1538
  %1541 = phi i64 [ 0, %1538 ], [ %1598, %1540 ]
  %1542 = phi i32 [ 0, %1538 ], [ %1597, %1540 ]
  %1543 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1537, i64 %1541
  %1544 = load i32, i32* %1543, align 4, !tbaa !5
  %1545 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %1541, i64 %1539
  %1546 = load i32, i32* %1545, align 4, !tbaa !5
  %1547 = mul nsw i32 %1546, %1544
  %1548 = add nsw i32 %1547, %1542
  %1549 = or i64 %1541, 1
  %1550 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1537, i64 %1549
  %1551 = load i32, i32* %1550, align 4, !tbaa !5
  %1552 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %1549, i64 %1539
  %1553 = load i32, i32* %1552, align 4, !tbaa !5
  %1554 = mul nsw i32 %1553, %1551
  %1555 = add nsw i32 %1554, %1548
  %1556 = or i64 %1541, 2
  %1557 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1537, i64 %1556
  %1558 = load i32, i32* %1557, align 4, !tbaa !5
  %1559 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %1556, i64 %1539
  %1560 = load i32, i32* %1559, align 4, !tbaa !5
  %1561 = mul nsw i32 %1560, %1558
  %1562 = add nsw i32 %1561, %1555
  %1563 = or i64 %1541, 3
  %1564 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1537, i64 %1563
  %1565 = load i32, i32* %1564, align 4, !tbaa !5
  %1566 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %1563, i64 %1539
  %1567 = load i32, i32* %1566, align 4, !tbaa !5
  %1568 = mul nsw i32 %1567, %1565
  %1569 = add nsw i32 %1568, %1562
  %1570 = or i64 %1541, 4
  %1571 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1537, i64 %1570
  %1572 = load i32, i32* %1571, align 4, !tbaa !5
  %1573 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %1570, i64 %1539
  %1574 = load i32, i32* %1573, align 4, !tbaa !5
  %1575 = mul nsw i32 %1574, %1572
  %1576 = add nsw i32 %1575, %1569
  %1577 = or i64 %1541, 5
  %1578 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1537, i64 %1577
  %1579 = load i32, i32* %1578, align 4, !tbaa !5
  %1580 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %1577, i64 %1539
  %1581 = load i32, i32* %1580, align 4, !tbaa !5
  %1582 = mul nsw i32 %1581, %1579
  %1583 = add nsw i32 %1582, %1576
  %1584 = or i64 %1541, 6
  %1585 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1537, i64 %1584
  %1586 = load i32, i32* %1585, align 4, !tbaa !5
  %1587 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %1584, i64 %1539
  %1588 = load i32, i32* %1587, align 4, !tbaa !5
  %1589 = mul nsw i32 %1588, %1586
  %1590 = add nsw i32 %1589, %1583
  %1591 = or i64 %1541, 7
  %1592 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1537, i64 %1591
  %1593 = load i32, i32* %1592, align 4, !tbaa !5
  %1594 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.b, i64 0, i64 %1591, i64 %1539
  %1595 = load i32, i32* %1594, align 4, !tbaa !5
  %1596 = mul nsw i32 %1595, %1593
  %1597 = add nsw i32 %1596, %1590
  %1598 = add nuw nsw i64 %1541, 8
  %1599 = icmp eq i64 %1598, 24
  br i1 %1599, label %1600, label %1540, !llvm.loop !57

1600:                                             ; preds = %1540
  %1601 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %1537, i64 %1539
  store i32 %1597, i32* %1601, align 4, !tbaa !5
  %1602 = add nuw nsw i64 %1539, 1
  %1603 = icmp eq i64 %1602, 24
  br i1 %1603, label %1604, label %1538, !llvm.loop !58

1604:                                             ; preds = %1600
  %1605 = add nuw nsw i64 %1537, 1
  %1606 = icmp eq i64 %1605, 24
  br i1 %1606, label %1607, label %1536, !llvm.loop !59

1607:                                             ; preds = %1604, %1675
  %1608 = phi i64 [ %1676, %1675 ], [ 0, %1604 ]
  br label %1609

1609:                                             ; preds = %1671, %1607
  %1610 = phi i64 [ 0, %1607 ], [ %1673, %1671 ]
  br label %1611

1611:                                             ; preds = %1611, %1609
  %1612 = phi i64 [ 0, %1609 ], [ %1669, %1611 ]
  %1613 = phi i32 [ 0, %1609 ], [ %1668, %1611 ]
  %1614 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %1608, i64 %1612
  %1615 = load i32, i32* %1614, align 4, !tbaa !5
  %1616 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1612, i64 %1610
  %1617 = load i32, i32* %1616, align 4, !tbaa !5
  %1618 = mul nsw i32 %1617, %1615
  %1619 = add nsw i32 %1618, %1613
  %1620 = or i64 %1612, 1
  %1621 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %1608, i64 %1620
  %1622 = load i32, i32* %1621, align 4, !tbaa !5
  %1623 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1620, i64 %1610
  %1624 = load i32, i32* %1623, align 4, !tbaa !5
  %1625 = mul nsw i32 %1624, %1622
  %1626 = add nsw i32 %1625, %1619
  %1627 = or i64 %1612, 2
  %1628 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %1608, i64 %1627
  %1629 = load i32, i32* %1628, align 4, !tbaa !5
  %1630 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1627, i64 %1610
  %1631 = load i32, i32* %1630, align 4, !tbaa !5
  %1632 = mul nsw i32 %1631, %1629
  %1633 = add nsw i32 %1632, %1626
  %1634 = or i64 %1612, 3
  %1635 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %1608, i64 %1634
  %1636 = load i32, i32* %1635, align 4, !tbaa !5
  %1637 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1634, i64 %1610
  %1638 = load i32, i32* %1637, align 4, !tbaa !5
  %1639 = mul nsw i32 %1638, %1636
  %1640 = add nsw i32 %1639, %1633
  %1641 = or i64 %1612, 4
  %1642 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %1608, i64 %1641
  %1643 = load i32, i32* %1642, align 4, !tbaa !5
  %1644 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1641, i64 %1610
  %1645 = load i32, i32* %1644, align 4, !tbaa !5
  %1646 = mul nsw i32 %1645, %1643
  %1647 = add nsw i32 %1646, %1640
  %1648 = or i64 %1612, 5
  %1649 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %1608, i64 %1648
  %1650 = load i32, i32* %1649, align 4, !tbaa !5
  %1651 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1648, i64 %1610
  %1652 = load i32, i32* %1651, align 4, !tbaa !5
  %1653 = mul nsw i32 %1652, %1650
  %1654 = add nsw i32 %1653, %1647
  %1655 = or i64 %1612, 6
  %1656 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %1608, i64 %1655
  %1657 = load i32, i32* %1656, align 4, !tbaa !5
  %1658 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1655, i64 %1610
  %1659 = load i32, i32* %1658, align 4, !tbaa !5
  %1660 = mul nsw i32 %1659, %1657
  %1661 = add nsw i32 %1660, %1654
  %1662 = or i64 %1612, 7
  %1663 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 %1608, i64 %1662
  %1664 = load i32, i32* %1663, align 4, !tbaa !5
  %1665 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.a, i64 0, i64 %1662, i64 %1610
  %1666 = load i32, i32* %1665, align 4, !tbaa !5
  %1667 = mul nsw i32 %1666, %1664
  %1668 = add nsw i32 %1667, %1661
  %1669 = add nuw nsw i64 %1612, 8
  %1670 = icmp eq i64 %1669, 24
  br i1 %1670, label %1671, label %1611, !llvm.loop !57

1671:                                             ; preds = %1611
  %1672 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1608, i64 %1610
  store i32 %1668, i32* %1672, align 4, !tbaa !5
  %1673 = add nuw nsw i64 %1610, 1
  %1674 = icmp eq i64 %1673, 24
  br i1 %1674, label %1675, label %1609, !llvm.loop !58

1675:                                             ; preds = %1671
  %1676 = add nuw nsw i64 %1608, 1
  %1677 = icmp eq i64 %1676, 24
  br i1 %1677, label %1678, label %1607, !llvm.loop !59

1678:                                             ; preds = %1675
  %1679 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 0, i64 0), align 4, !tbaa !5
  %1680 = sext i32 %1679 to i64
  %1681 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 1, i64 1), align 4, !tbaa !5
  %1682 = sext i32 %1681 to i64
  %1683 = add nsw i64 %1680, %1682
  %1684 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 2, i64 2), align 4, !tbaa !5
  %1685 = sext i32 %1684 to i64
  %1686 = add nsw i64 %1683, %1685
  %1687 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 3, i64 3), align 4, !tbaa !5
  %1688 = sext i32 %1687 to i64
  %1689 = add nsw i64 %1686, %1688
  %1690 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 4, i64 4), align 4, !tbaa !5
  %1691 = sext i32 %1690 to i64
  %1692 = add nsw i64 %1689, %1691
  %1693 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 5, i64 5), align 4, !tbaa !5
  %1694 = sext i32 %1693 to i64
  %1695 = add nsw i64 %1692, %1694
  %1696 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 6, i64 6), align 4, !tbaa !5
  %1697 = sext i32 %1696 to i64
  %1698 = add nsw i64 %1695, %1697
  %1699 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 7, i64 7), align 4, !tbaa !5
  %1700 = sext i32 %1699 to i64
  %1701 = add nsw i64 %1698, %1700
  %1702 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 8, i64 8), align 4, !tbaa !5
  %1703 = sext i32 %1702 to i64
  %1704 = add nsw i64 %1701, %1703
  %1705 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 9, i64 9), align 4, !tbaa !5
  %1706 = sext i32 %1705 to i64
  %1707 = add nsw i64 %1704, %1706
  %1708 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 10, i64 10), align 4, !tbaa !5
  %1709 = sext i32 %1708 to i64
  %1710 = add nsw i64 %1707, %1709
  %1711 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 11, i64 11), align 4, !tbaa !5
  %1712 = sext i32 %1711 to i64
  %1713 = add nsw i64 %1710, %1712
  %1714 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 12, i64 12), align 4, !tbaa !5
  %1715 = sext i32 %1714 to i64
  %1716 = add nsw i64 %1713, %1715
  %1717 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 13, i64 13), align 4, !tbaa !5
  %1718 = sext i32 %1717 to i64
  %1719 = add nsw i64 %1716, %1718
  %1720 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 14, i64 14), align 4, !tbaa !5
  %1721 = sext i32 %1720 to i64
  %1722 = add nsw i64 %1719, %1721
  %1723 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 15, i64 15), align 4, !tbaa !5
  %1724 = sext i32 %1723 to i64
  %1725 = add nsw i64 %1722, %1724
  %1726 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 16, i64 16), align 4, !tbaa !5
  %1727 = sext i32 %1726 to i64
  %1728 = add nsw i64 %1725, %1727
  %1729 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 17, i64 17), align 4, !tbaa !5
  %1730 = sext i32 %1729 to i64
  %1731 = add nsw i64 %1728, %1730
  %1732 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 18, i64 18), align 4, !tbaa !5
  %1733 = sext i32 %1732 to i64
  %1734 = add nsw i64 %1731, %1733
  %1735 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 19, i64 19), align 4, !tbaa !5
  %1736 = sext i32 %1735 to i64
  %1737 = add nsw i64 %1734, %1736
  %1738 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 20, i64 20), align 4, !tbaa !5
  %1739 = sext i32 %1738 to i64
  %1740 = add nsw i64 %1737, %1739
  %1741 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 21, i64 21), align 4, !tbaa !5
  %1742 = sext i32 %1741 to i64
  %1743 = add nsw i64 %1740, %1742
  %1744 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 22, i64 22), align 4, !tbaa !5
  %1745 = sext i32 %1744 to i64
  %1746 = add nsw i64 %1743, %1745
  %1747 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 23, i64 23), align 4, !tbaa !5
  %1748 = sext i32 %1747 to i64
  %1749 = add nsw i64 %1746, %1748
  %1750 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 0, i64 0), align 4, !tbaa !5
  %1751 = load i32, i32* getelementptr inbounds ([24 x [24 x i32]], [24 x [24 x i32]]* @main.c, i64 0, i64 5, i64 17), align 4, !tbaa !5
  %1752 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %1750, i32 noundef signext %1751, i32 noundef signext %1747, i64 noundef %1749)
  %1753 = load i32, i32* @check, align 4, !tbaa !5
  br label %1754

1754:                                             ; preds = %1678, %1754
  %1755 = phi i64 [ 0, %1678 ], [ %1853, %1754 ]
  %1756 = phi i32 [ %1753, %1678 ], [ %1852, %1754 ]
  %1757 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 0
  %1758 = load i32, i32* %1757, align 4, !tbaa !5
  %1759 = xor i32 %1756, %1758
  %1760 = mul i32 %1759, 16777619
  %1761 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 1
  %1762 = load i32, i32* %1761, align 4, !tbaa !5
  %1763 = xor i32 %1760, %1762
  %1764 = mul i32 %1763, 16777619
  %1765 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 2
  %1766 = load i32, i32* %1765, align 4, !tbaa !5
  %1767 = xor i32 %1764, %1766
  %1768 = mul i32 %1767, 16777619
  %1769 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 3
  %1770 = load i32, i32* %1769, align 4, !tbaa !5
  %1771 = xor i32 %1768, %1770
  %1772 = mul i32 %1771, 16777619
  %1773 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 4
  %1774 = load i32, i32* %1773, align 4, !tbaa !5
  %1775 = xor i32 %1772, %1774
  %1776 = mul i32 %1775, 16777619
  %1777 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 5
  %1778 = load i32, i32* %1777, align 4, !tbaa !5
  %1779 = xor i32 %1776, %1778
  %1780 = mul i32 %1779, 16777619
  %1781 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 6
  %1782 = load i32, i32* %1781, align 4, !tbaa !5
  %1783 = xor i32 %1780, %1782
  %1784 = mul i32 %1783, 16777619
  %1785 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 7
  %1786 = load i32, i32* %1785, align 4, !tbaa !5
  %1787 = xor i32 %1784, %1786
  %1788 = mul i32 %1787, 16777619
  %1789 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 8
  %1790 = load i32, i32* %1789, align 4, !tbaa !5
  %1791 = xor i32 %1788, %1790
  %1792 = mul i32 %1791, 16777619
  %1793 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 9
  %1794 = load i32, i32* %1793, align 4, !tbaa !5
  %1795 = xor i32 %1792, %1794
  %1796 = mul i32 %1795, 16777619
  %1797 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 10
  %1798 = load i32, i32* %1797, align 4, !tbaa !5
  %1799 = xor i32 %1796, %1798
  %1800 = mul i32 %1799, 16777619
  %1801 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 11
  %1802 = load i32, i32* %1801, align 4, !tbaa !5
  %1803 = xor i32 %1800, %1802
  %1804 = mul i32 %1803, 16777619
  %1805 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 12
  %1806 = load i32, i32* %1805, align 4, !tbaa !5
  %1807 = xor i32 %1804, %1806
  %1808 = mul i32 %1807, 16777619
  %1809 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 13
  %1810 = load i32, i32* %1809, align 4, !tbaa !5
  %1811 = xor i32 %1808, %1810
  %1812 = mul i32 %1811, 16777619
  %1813 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 14
  %1814 = load i32, i32* %1813, align 4, !tbaa !5
  %1815 = xor i32 %1812, %1814
  %1816 = mul i32 %1815, 16777619
  %1817 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 15
  %1818 = load i32, i32* %1817, align 4, !tbaa !5
  %1819 = xor i32 %1816, %1818
  %1820 = mul i32 %1819, 16777619
  %1821 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 16
  %1822 = load i32, i32* %1821, align 4, !tbaa !5
  %1823 = xor i32 %1820, %1822
  %1824 = mul i32 %1823, 16777619
  %1825 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 17
  %1826 = load i32, i32* %1825, align 4, !tbaa !5
  %1827 = xor i32 %1824, %1826
  %1828 = mul i32 %1827, 16777619
  %1829 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 18
  %1830 = load i32, i32* %1829, align 4, !tbaa !5
  %1831 = xor i32 %1828, %1830
  %1832 = mul i32 %1831, 16777619
  %1833 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 19
  %1834 = load i32, i32* %1833, align 4, !tbaa !5
  %1835 = xor i32 %1832, %1834
  %1836 = mul i32 %1835, 16777619
  %1837 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 20
  %1838 = load i32, i32* %1837, align 4, !tbaa !5
  %1839 = xor i32 %1836, %1838
  %1840 = mul i32 %1839, 16777619
  %1841 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 21
  %1842 = load i32, i32* %1841, align 4, !tbaa !5
  %1843 = xor i32 %1840, %1842
  %1844 = mul i32 %1843, 16777619
  %1845 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 22
  %1846 = load i32, i32* %1845, align 4, !tbaa !5
  %1847 = xor i32 %1844, %1846
  %1848 = mul i32 %1847, 16777619
  %1849 = getelementptr inbounds [24 x [24 x i32]], [24 x [24 x i32]]* @main.d, i64 0, i64 %1755, i64 23
  %1850 = load i32, i32* %1849, align 4, !tbaa !5
  %1851 = xor i32 %1848, %1850
  %1852 = mul i32 %1851, 16777619
  %1853 = add nuw nsw i64 %1755, 1
  %1854 = icmp eq i64 %1853, 24
  br i1 %1854, label %1855, label %1754, !llvm.loop !60

1855:                                             ; preds = %1754
  store i32 %1852, i32* @check, align 4, !tbaa !5
  br label %1856

1856:                                             ; preds = %1855, %1899
  %1857 = phi i64 [ 0, %1855 ], [ %1900, %1899 ]
  %1858 = phi i32 [ %1366, %1855 ], [ %1881, %1899 ]
  br label %1859

1859:                                             ; preds = %1894, %1856
  %1860 = phi i64 [ 0, %1856 ], [ %1897, %1894 ]
  %1861 = phi i32 [ %1858, %1856 ], [ %1881, %1894 ]
  %1862 = mul i32 %1861, 1103515245
  %1863 = add i32 %1862, 12345
  %1864 = icmp eq i64 %1857, %1860
  br i1 %1864, label %1876, label %1865

1865:                                             ; preds = %1859
  %1866 = lshr i32 %1863, 16
  %1867 = trunc i32 %1866 to i16
  %1868 = urem i16 %1867, 3
  %1869 = icmp eq i16 %1868, 0
  br i1 %1869, label %1870, label %1876

1870:                                             ; preds = %1865
  %1871 = lshr i32 %1863, 20
  %1872 = trunc i32 %1871 to i16
  %1873 = urem i16 %1872, 50
  %1874 = add nuw nsw i16 %1873, 1
  %1875 = zext i16 %1874 to i32
  br label %1876

1876:                                             ; preds = %1870, %1865, %1859
  %1877 = phi i32 [ 0, %1859 ], [ %1875, %1870 ], [ 1000000, %1865 ]
  %1878 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1857, i64 %1860
  store i32 %1877, i32* %1878, align 4, !tbaa !5
  %1879 = or i64 %1860, 1
  %1880 = mul i32 %1863, 1103515245
  %1881 = add i32 %1880, 12345
  %1882 = icmp eq i64 %1857, %1879
  br i1 %1882, label %1894, label %1883

1883:                                             ; preds = %1876
  %1884 = lshr i32 %1881, 16
  %1885 = trunc i32 %1884 to i16
  %1886 = urem i16 %1885, 3
  %1887 = icmp eq i16 %1886, 0
  br i1 %1887, label %1888, label %1894

1888:                                             ; preds = %1883
  %1889 = lshr i32 %1881, 20
  %1890 = trunc i32 %1889 to i16
  %1891 = urem i16 %1890, 50
  %1892 = add nuw nsw i16 %1891, 1
  %1893 = zext i16 %1892 to i32
  br label %1894

1894:                                             ; preds = %1888, %1883, %1876
  %1895 = phi i32 [ 0, %1876 ], [ %1893, %1888 ], [ 1000000, %1883 ]
  %1896 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1857, i64 %1879
  store i32 %1895, i32* %1896, align 4, !tbaa !5
  %1897 = add nuw nsw i64 %1860, 2
  %1898 = icmp eq i64 %1897, 12
  br i1 %1898, label %1899, label %1859, !llvm.loop !61

1899:                                             ; preds = %1894
  %1900 = add nuw nsw i64 %1857, 1
  %1901 = icmp eq i64 %1900, 12
  br i1 %1901, label %1902, label %1856, !llvm.loop !62

1902:                                             ; preds = %1899, %2028
  %1903 = phi i64 [ %2029, %2028 ], [ 0, %1899 ]
  %1904 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1903, i64 0
  %1905 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1903, i64 1
  %1906 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1903, i64 2
  %1907 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1903, i64 3
  %1908 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1903, i64 4
  %1909 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1903, i64 5
  %1910 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1903, i64 6
  %1911 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1903, i64 7
  %1912 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1903, i64 8
  %1913 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1903, i64 9
  %1914 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1903, i64 10
  %1915 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1903, i64 11
  br label %1916

1916:                                             ; preds = %2025, %1902
  %1917 = phi i64 [ 0, %1902 ], [ %2026, %2025 ]
  %1918 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 %1903
  %1919 = load i32, i32* %1918, align 4, !tbaa !5
  %1920 = load i32, i32* %1904, align 4, !tbaa !5
  %1921 = add nsw i32 %1920, %1919
  %1922 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 0
  %1923 = load i32, i32* %1922, align 4, !tbaa !5
  %1924 = icmp slt i32 %1921, %1923
  br i1 %1924, label %1925, label %1927

1925:                                             ; preds = %1916
  store i32 %1921, i32* %1922, align 4, !tbaa !5
  %1926 = load i32, i32* %1918, align 4, !tbaa !5
  br label %1927

1927:                                             ; preds = %1925, %1916
  %1928 = phi i32 [ %1919, %1916 ], [ %1926, %1925 ]
  %1929 = load i32, i32* %1905, align 4, !tbaa !5
  %1930 = add nsw i32 %1929, %1928
  %1931 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 1
  %1932 = load i32, i32* %1931, align 4, !tbaa !5
  %1933 = icmp slt i32 %1930, %1932
  br i1 %1933, label %1934, label %1936

1934:                                             ; preds = %1927
  store i32 %1930, i32* %1931, align 4, !tbaa !5
  %1935 = load i32, i32* %1918, align 4, !tbaa !5
  br label %1936

1936:                                             ; preds = %1934, %1927
  %1937 = phi i32 [ %1935, %1934 ], [ %1928, %1927 ]
  %1938 = load i32, i32* %1906, align 4, !tbaa !5
  %1939 = add nsw i32 %1938, %1937
  %1940 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 2
  %1941 = load i32, i32* %1940, align 4, !tbaa !5
  %1942 = icmp slt i32 %1939, %1941
  br i1 %1942, label %1943, label %1945

1943:                                             ; preds = %1936
  store i32 %1939, i32* %1940, align 4, !tbaa !5
  %1944 = load i32, i32* %1918, align 4, !tbaa !5
  br label %1945

1945:                                             ; preds = %1943, %1936
  %1946 = phi i32 [ %1944, %1943 ], [ %1937, %1936 ]
  %1947 = load i32, i32* %1907, align 4, !tbaa !5
  %1948 = add nsw i32 %1947, %1946
  %1949 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 3
  %1950 = load i32, i32* %1949, align 4, !tbaa !5
  %1951 = icmp slt i32 %1948, %1950
  br i1 %1951, label %1952, label %1954

1952:                                             ; preds = %1945
  store i32 %1948, i32* %1949, align 4, !tbaa !5
  %1953 = load i32, i32* %1918, align 4, !tbaa !5
  br label %1954

1954:                                             ; preds = %1952, %1945
  %1955 = phi i32 [ %1953, %1952 ], [ %1946, %1945 ]
  %1956 = load i32, i32* %1908, align 4, !tbaa !5
  %1957 = add nsw i32 %1956, %1955
  %1958 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 4
  %1959 = load i32, i32* %1958, align 4, !tbaa !5
  %1960 = icmp slt i32 %1957, %1959
  br i1 %1960, label %1961, label %1963

1961:                                             ; preds = %1954
  store i32 %1957, i32* %1958, align 4, !tbaa !5
  %1962 = load i32, i32* %1918, align 4, !tbaa !5
  br label %1963

1963:                                             ; preds = %1961, %1954
  %1964 = phi i32 [ %1962, %1961 ], [ %1955, %1954 ]
  %1965 = load i32, i32* %1909, align 4, !tbaa !5
  %1966 = add nsw i32 %1965, %1964
  %1967 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 5
  %1968 = load i32, i32* %1967, align 4, !tbaa !5
  %1969 = icmp slt i32 %1966, %1968
  br i1 %1969, label %1970, label %1972

1970:                                             ; preds = %1963
  store i32 %1966, i32* %1967, align 4, !tbaa !5
  %1971 = load i32, i32* %1918, align 4, !tbaa !5
  br label %1972

1972:                                             ; preds = %1970, %1963
  %1973 = phi i32 [ %1971, %1970 ], [ %1964, %1963 ]
  %1974 = load i32, i32* %1910, align 4, !tbaa !5
  %1975 = add nsw i32 %1974, %1973
  %1976 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 6
  %1977 = load i32, i32* %1976, align 4, !tbaa !5
  %1978 = icmp slt i32 %1975, %1977
  br i1 %1978, label %1979, label %1981

1979:                                             ; preds = %1972
  store i32 %1975, i32* %1976, align 4, !tbaa !5
  %1980 = load i32, i32* %1918, align 4, !tbaa !5
  br label %1981

1981:                                             ; preds = %1979, %1972
  %1982 = phi i32 [ %1980, %1979 ], [ %1973, %1972 ]
  %1983 = load i32, i32* %1911, align 4, !tbaa !5
  %1984 = add nsw i32 %1983, %1982
  %1985 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 7
  %1986 = load i32, i32* %1985, align 4, !tbaa !5
  %1987 = icmp slt i32 %1984, %1986
  br i1 %1987, label %1988, label %1990

1988:                                             ; preds = %1981
  store i32 %1984, i32* %1985, align 4, !tbaa !5
  %1989 = load i32, i32* %1918, align 4, !tbaa !5
  br label %1990

1990:                                             ; preds = %1988, %1981
  %1991 = phi i32 [ %1989, %1988 ], [ %1982, %1981 ]
  %1992 = load i32, i32* %1912, align 4, !tbaa !5
  %1993 = add nsw i32 %1992, %1991
  %1994 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 8
  %1995 = load i32, i32* %1994, align 4, !tbaa !5
  %1996 = icmp slt i32 %1993, %1995
  br i1 %1996, label %1997, label %1999

1997:                                             ; preds = %1990
  store i32 %1993, i32* %1994, align 4, !tbaa !5
  %1998 = load i32, i32* %1918, align 4, !tbaa !5
  br label %1999

1999:                                             ; preds = %1997, %1990
  %2000 = phi i32 [ %1998, %1997 ], [ %1991, %1990 ]
  %2001 = load i32, i32* %1913, align 4, !tbaa !5
  %2002 = add nsw i32 %2001, %2000
  %2003 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 9
  %2004 = load i32, i32* %2003, align 4, !tbaa !5
  %2005 = icmp slt i32 %2002, %2004
  br i1 %2005, label %2006, label %2008

2006:                                             ; preds = %1999
  store i32 %2002, i32* %2003, align 4, !tbaa !5
  %2007 = load i32, i32* %1918, align 4, !tbaa !5
  br label %2008

2008:                                             ; preds = %2006, %1999
  %2009 = phi i32 [ %2007, %2006 ], [ %2000, %1999 ]
  %2010 = load i32, i32* %1914, align 4, !tbaa !5
  %2011 = add nsw i32 %2010, %2009
  %2012 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 10
  %2013 = load i32, i32* %2012, align 4, !tbaa !5
  %2014 = icmp slt i32 %2011, %2013
  br i1 %2014, label %2015, label %2017

2015:                                             ; preds = %2008
  store i32 %2011, i32* %2012, align 4, !tbaa !5
  %2016 = load i32, i32* %1918, align 4, !tbaa !5
  br label %2017

2017:                                             ; preds = %2015, %2008
  %2018 = phi i32 [ %2016, %2015 ], [ %2009, %2008 ]
  %2019 = load i32, i32* %1915, align 4, !tbaa !5
  %2020 = add nsw i32 %2019, %2018
  %2021 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %1917, i64 11
  %2022 = load i32, i32* %2021, align 4, !tbaa !5
  %2023 = icmp slt i32 %2020, %2022
  br i1 %2023, label %2024, label %2025

2024:                                             ; preds = %2017
  store i32 %2020, i32* %2021, align 4, !tbaa !5
  br label %2025

2025:                                             ; preds = %2024, %2017
  %2026 = add nuw nsw i64 %1917, 1
  %2027 = icmp eq i64 %2026, 12
  br i1 %2027, label %2028, label %1916, !llvm.loop !63

2028:                                             ; preds = %2025
  %2029 = add nuw nsw i64 %1903, 1
  %2030 = icmp eq i64 %2029, 12
  br i1 %2030, label %2031, label %1902, !llvm.loop !64

2031:                                             ; preds = %2028, %2031
  %2032 = phi i64 [ %2131, %2031 ], [ 0, %2028 ]
  %2033 = phi i64 [ %2128, %2031 ], [ 0, %2028 ]
  %2034 = phi i32 [ %2130, %2031 ], [ %1852, %2028 ]
  %2035 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %2032, i64 0
  %2036 = load i32, i32* %2035, align 4, !tbaa !5
  %2037 = icmp sgt i32 %2036, 999999
  %2038 = select i1 %2037, i32 -1, i32 %2036
  %2039 = sext i32 %2038 to i64
  %2040 = add nsw i64 %2033, %2039
  %2041 = xor i32 %2034, %2036
  %2042 = mul i32 %2041, 16777619
  %2043 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %2032, i64 1
  %2044 = load i32, i32* %2043, align 4, !tbaa !5
  %2045 = icmp sgt i32 %2044, 999999
  %2046 = select i1 %2045, i32 -1, i32 %2044
  %2047 = sext i32 %2046 to i64
  %2048 = add nsw i64 %2040, %2047
  %2049 = xor i32 %2042, %2044
  %2050 = mul i32 %2049, 16777619
  %2051 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %2032, i64 2
  %2052 = load i32, i32* %2051, align 4, !tbaa !5
  %2053 = icmp sgt i32 %2052, 999999
  %2054 = select i1 %2053, i32 -1, i32 %2052
  %2055 = sext i32 %2054 to i64
  %2056 = add nsw i64 %2048, %2055
  %2057 = xor i32 %2050, %2052
  %2058 = mul i32 %2057, 16777619
  %2059 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %2032, i64 3
  %2060 = load i32, i32* %2059, align 4, !tbaa !5
  %2061 = icmp sgt i32 %2060, 999999
  %2062 = select i1 %2061, i32 -1, i32 %2060
  %2063 = sext i32 %2062 to i64
  %2064 = add nsw i64 %2056, %2063
  %2065 = xor i32 %2058, %2060
  %2066 = mul i32 %2065, 16777619
  %2067 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %2032, i64 4
  %2068 = load i32, i32* %2067, align 4, !tbaa !5
  %2069 = icmp sgt i32 %2068, 999999
  %2070 = select i1 %2069, i32 -1, i32 %2068
  %2071 = sext i32 %2070 to i64
  %2072 = add nsw i64 %2064, %2071
  %2073 = xor i32 %2066, %2068
  %2074 = mul i32 %2073, 16777619
  %2075 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %2032, i64 5
  %2076 = load i32, i32* %2075, align 4, !tbaa !5
  %2077 = icmp sgt i32 %2076, 999999
  %2078 = select i1 %2077, i32 -1, i32 %2076
  %2079 = sext i32 %2078 to i64
  %2080 = add nsw i64 %2072, %2079
  %2081 = xor i32 %2074, %2076
  %2082 = mul i32 %2081, 16777619
  %2083 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %2032, i64 6
  %2084 = load i32, i32* %2083, align 4, !tbaa !5
  %2085 = icmp sgt i32 %2084, 999999
  %2086 = select i1 %2085, i32 -1, i32 %2084
  %2087 = sext i32 %2086 to i64
  %2088 = add nsw i64 %2080, %2087
  %2089 = xor i32 %2082, %2084
  %2090 = mul i32 %2089, 16777619
  %2091 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %2032, i64 7
  %2092 = load i32, i32* %2091, align 4, !tbaa !5
  %2093 = icmp sgt i32 %2092, 999999
  %2094 = select i1 %2093, i32 -1, i32 %2092
  %2095 = sext i32 %2094 to i64
  %2096 = add nsw i64 %2088, %2095
  %2097 = xor i32 %2090, %2092
  %2098 = mul i32 %2097, 16777619
  %2099 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %2032, i64 8
  %2100 = load i32, i32* %2099, align 4, !tbaa !5
  %2101 = icmp sgt i32 %2100, 999999
  %2102 = select i1 %2101, i32 -1, i32 %2100
  %2103 = sext i32 %2102 to i64
  %2104 = add nsw i64 %2096, %2103
  %2105 = xor i32 %2098, %2100
  %2106 = mul i32 %2105, 16777619
  %2107 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %2032, i64 9
  %2108 = load i32, i32* %2107, align 4, !tbaa !5
  %2109 = icmp sgt i32 %2108, 999999
  %2110 = select i1 %2109, i32 -1, i32 %2108
  %2111 = sext i32 %2110 to i64
  %2112 = add nsw i64 %2104, %2111
  %2113 = xor i32 %2106, %2108
  %2114 = mul i32 %2113, 16777619
  %2115 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %2032, i64 10
  %2116 = load i32, i32* %2115, align 4, !tbaa !5
  %2117 = icmp sgt i32 %2116, 999999
  %2118 = select i1 %2117, i32 -1, i32 %2116
  %2119 = sext i32 %2118 to i64
  %2120 = add nsw i64 %2112, %2119
  %2121 = xor i32 %2114, %2116
  %2122 = mul i32 %2121, 16777619
  %2123 = getelementptr inbounds [12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 %2032, i64 11
  %2124 = load i32, i32* %2123, align 4, !tbaa !5
  %2125 = icmp sgt i32 %2124, 999999
  %2126 = select i1 %2125, i32 -1, i32 %2124
  %2127 = sext i32 %2126 to i64
  %2128 = add nsw i64 %2120, %2127
  %2129 = xor i32 %2122, %2124
  %2130 = mul i32 %2129, 16777619
  %2131 = add nuw nsw i64 %2032, 1
  %2132 = icmp eq i64 %2131, 12
  br i1 %2132, label %2133, label %2031, !llvm.loop !65

2133:                                             ; preds = %2031
  store i32 %2130, i32* @check, align 4, !tbaa !5
  %2134 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 0, i64 11), align 4, !tbaa !5
  %2135 = load i32, i32* getelementptr inbounds ([12 x [12 x i32]], [12 x [12 x i32]]* @main.g, i64 0, i64 11, i64 0), align 4, !tbaa !5
  %2136 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext 11, i32 noundef signext %2134, i32 noundef signext 11, i32 noundef signext %2135, i64 noundef %2128)
  %2137 = load i32, i32* @check, align 4, !tbaa !5
  %2138 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i64 0, i64 0), i32 noundef zeroext %2137)
  %2139 = load i32, i32* @check, align 4, !tbaa !5
  %2140 = and i32 %2139, 127
  ret i32 %2140
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64le" "target-features"="+altivec,+bpermd,+crypto,+direct-move,+extdiv,+htm,+isa-v206-instructions,+isa-v207-instructions,+power8-vector,+vsx,-isa-v30-instructions,-power9-vector,-privileged,-rop-protect,-spe" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !12, !15, !13}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !7, i64 0}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = !{!31}
!31 = distinct !{!31, !32}
!32 = distinct !{!32, !"LVerDomain"}
!33 = !{!34}
!34 = distinct !{!34, !32}
!35 = distinct !{!35, !12, !13}
!36 = distinct !{!36, !12, !13}
!37 = distinct !{!37, !12}
!38 = !{!39}
!39 = distinct !{!39, !40}
!40 = distinct !{!40, !"LVerDomain"}
!41 = !{!42}
!42 = distinct !{!42, !40}
!43 = distinct !{!43, !12, !13}
!44 = distinct !{!44, !12, !13}
!45 = !{!46}
!46 = distinct !{!46, !47}
!47 = distinct !{!47, !"LVerDomain"}
!48 = !{!49}
!49 = distinct !{!49, !47}
!50 = distinct !{!50, !12, !13}
!51 = distinct !{!51, !12, !13}
!52 = distinct !{!52, !12}
!53 = distinct !{!53, !12}
!54 = distinct !{!54, !12}
!55 = distinct !{!55, !12}
!56 = distinct !{!56, !12}
!57 = distinct !{!57, !12}
!58 = distinct !{!58, !12}
!59 = distinct !{!59, !12}
!60 = distinct !{!60, !12}
!61 = distinct !{!61, !12}
!62 = distinct !{!62, !12}
!63 = distinct !{!63, !12}
!64 = distinct !{!64, !12}
!65 = distinct !{!65, !12}
